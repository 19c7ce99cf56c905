//! Why the server refused a request: a status and a message a player or director can read,
//! with the law when the Laws are why.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use laws::table::Rejection;
use serde::Serialize;

/// A refusal: its HTTP status, its message and, when the Laws refuse, the law.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{error}")]
pub struct ApiError {
    /// The HTTP status.
    #[serde(skip)]
    pub status: StatusCode,
    /// What is wrong.
    pub error: String,
    /// The law that refuses, as `Law 27B`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub law: Option<&'static str>,
}

impl ApiError {
    /// A refusal with `status`.
    pub fn new(status: StatusCode, error: impl Into<String>) -> ApiError {
        ApiError {
            status,
            error: error.into(),
            law: None,
        }
    }

    /// 400: the request is not one the server reads.
    pub fn bad_request(error: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, error)
    }

    /// 401: no token, or a token the server does not know.
    pub fn unauthorized() -> ApiError {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "a token is needed (Authorization: Bearer TOKEN): the one in your seat's link",
        )
    }

    /// 403: the token may not do this.
    pub fn forbidden(error: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, error)
    }

    /// 404: no such table.
    pub fn no_table(id: &str) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, format!("there is no table {id}"))
    }

    /// 409: the Laws refuse the action.
    pub fn refused(rejection: Rejection) -> ApiError {
        ApiError {
            status: StatusCode::CONFLICT,
            error: format!("{}: {}", rejection.law, rejection.reason),
            law: Some(rejection.law),
        }
    }

    /// 409: the action does not fit where the table is (not a law's refusal).
    pub fn not_now(error: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, error)
    }

    /// 429: too many requests.
    pub fn too_many() -> ApiError {
        ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too many requests: slow down and try again in a moment",
        )
    }

    /// 503: the database did not record the action; nothing changed.
    pub fn unavailable(error: impl std::fmt::Display) -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            format!("the action was not recorded, and nothing changed: {error}"),
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(&self)).into_response()
    }
}

/// Every refusal is JSON (`{"error": ...}`): the answers the framework writes itself (a body
/// too large, a route or method unknown, a WebSocket asked for without its headers) are
/// rewritten so, with a message a reader can act on.
pub async fn json_errors(response: Response) -> Response {
    let status = response.status();
    let json = response
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if json || !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    let body = axum::body::to_bytes(response.into_body(), crate::BODY_LIMIT)
        .await
        .unwrap_or_default();
    let said = String::from_utf8_lossy(&body).trim().to_string();
    let error = match status {
        StatusCode::PAYLOAD_TOO_LARGE => format!(
            "the request is larger than {} KiB: nothing was taken",
            crate::BODY_LIMIT / 1024
        ),
        StatusCode::NOT_FOUND if said.is_empty() => "there is nothing at this address".to_string(),
        StatusCode::METHOD_NOT_ALLOWED => "this address does not take that method".to_string(),
        _ if said.is_empty() => status.canonical_reason().unwrap_or("refused").to_string(),
        _ => said,
    };
    ApiError::new(status, error).into_response()
}
