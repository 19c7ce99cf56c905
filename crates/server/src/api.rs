//! The HTTP interface (docs/server.md): make a table, see it, act at it, read its log.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use laws::table::Event;
use serde_json::Value;

use crate::App;
use crate::chat::{Audience, ChatSetting};
use crate::config::TableRequest;
use crate::error::ApiError;
use crate::live::Action;
use crate::session::{SessionAction, SessionRequest};
use crate::token::Role;

/// The bearer token of a request, if it has one.
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

/// A JSON body already serialized.
fn json(status: StatusCode, body: String) -> Response {
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// `POST /api/tables`.
pub async fn create(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let request: TableRequest = creation(&app, client, &body, "table")?;
    let made = app.hub.create(request).await?;
    drive_robots(&app, [made.id.as_str()]);
    created(&made)
}

/// A request to make a table or a session, within the client's rate of making them.
fn creation<T: serde::de::DeserializeOwned>(
    app: &App,
    client: SocketAddr,
    body: &[u8],
    what: &str,
) -> Result<T, ApiError> {
    if !app.creations.allow(client.ip()) {
        return Err(ApiError::too_many());
    }
    serde_json::from_slice(body)
        .map_err(|e| ApiError::bad_request(format!("the {what} asked for cannot be read: {e}")))
}

/// Starts the robot driver of each table made (robots may be seated later).
fn drive_robots<'a>(app: &Arc<App>, tables: impl IntoIterator<Item = &'a str>) {
    for id in tables {
        if let Some(slot) = app.hub.slot(id) {
            tokio::spawn(crate::robot_seats::drive(app.clone(), slot));
        }
    }
}

/// 201 with what was made (its tokens).
fn created(made: &impl serde::Serialize) -> Result<Response, ApiError> {
    Ok(json(
        StatusCode::CREATED,
        serde_json::to_string(made).expect("tokens serialize"),
    ))
}

/// `POST /api/sessions`: a session of players seated by a cut or by the progressive
/// movement (docs/server.md, "Sessions").
pub async fn create_session(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let request: SessionRequest = creation(&app, client, &body, "session")?;
    let made = app.hub.create_session(request).await?;
    if let Some(session) = app.hub.session_slot(&made.id) {
        let tables: Vec<String> = session
            .session
            .lock()
            .await
            .tables()
            .iter()
            .map(|t| t.id.clone())
            .collect();
        drive_robots(&app, tables.iter().map(String::as_str));
    }
    created(&made)
}

/// `GET /api/sessions/{id}/state`.
pub async fn session_state(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let (slot, role) = app.hub.enter_session(&id, bearer(&headers))?;
    Ok(json(
        StatusCode::OK,
        app.hub.session_view(&slot, role).await,
    ))
}

/// `POST /api/sessions/{id}/actions`: `draw`, `choose-seat`, `next-round`.
pub async fn session_act(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let token = bearer(&headers);
    let (slot, role) = app.hub.enter_session(&id, token)?;
    let action = parse_session_action(&body, role)?;
    let (view, made) = app
        .hub
        .act_session(&slot, role, token.unwrap_or_default(), action)
        .await?;
    drive_robots(&app, made.iter().map(String::as_str));
    Ok(json(StatusCode::OK, view))
}

/// Reads a session's action: `{"event": "draw"}` (a player draws; the Director adds
/// `"player": K, "card": "SA"` to record a draw made at a real table), `{"event":
/// "choose-seat", "seat": "S"}`, `{"event": "next-round"}`.
pub fn parse_session_action(body: &[u8], role: Role) -> Result<SessionAction, ApiError> {
    #[derive(serde::Deserialize)]
    #[serde(tag = "event", rename_all = "kebab-case", deny_unknown_fields)]
    enum Sent {
        Draw {
            #[serde(default)]
            player: Option<usize>,
            #[serde(default)]
            card: Option<String>,
        },
        ChooseSeat {
            seat: cards::Seat,
        },
        NextRound,
    }
    let sent: Sent = serde_json::from_slice(body)
        .map_err(|e| ApiError::bad_request(format!("not a session's action: {e}")))?;
    Ok(match sent {
        Sent::Draw { player, card } => {
            let card = card
                .map(|c| {
                    laws::cut::parse_drawn_card(&c)
                        .map_err(|e| ApiError::bad_request(format!("card: {e}")))
                })
                .transpose()?;
            let player = match (player, role) {
                (Some(player), _) => player,
                (None, Role::Player(me)) => usize::from(me),
                (None, _) => {
                    return Err(ApiError::bad_request(
                        "player: whose draw the Director records",
                    ));
                }
            };
            SessionAction::Draw { player, card }
        }
        Sent::ChooseSeat { seat } => SessionAction::ChooseSeat(seat),
        Sent::NextRound => SessionAction::NextRound,
    })
}

/// `GET /api/tables`: every table, for the room's Director.
pub async fn list(State(app): State<Arc<App>>, headers: HeaderMap) -> Result<Response, ApiError> {
    let list = app.hub.list(bearer(&headers)).await?;
    Ok(json(
        StatusCode::OK,
        serde_json::to_string(&list).expect("a list serializes"),
    ))
}

/// `GET /api/tables/{id}/state`.
pub async fn state(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let token = bearer(&headers);
    let (slot, role) = app.hub.enter(&id, token)?;
    let view = slot
        .table
        .lock()
        .await
        .view_for(role, app.hub.is_room_key(token));
    Ok(json(StatusCode::OK, view))
}

/// `POST /api/tables/{id}/actions`.
pub async fn act(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let token = bearer(&headers);
    let (slot, role) = app.hub.enter(&id, token)?;
    let (action, key) = parse_action(&body)?;
    let key = key.or_else(|| {
        headers
            .get("idempotency-key")
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    });
    let view = app
        .hub
        .act(&slot, role, token.unwrap_or_default(), action, key)
        .await?
        .view;
    Ok(json(StatusCode::OK, view))
}

/// `GET /api/tables/{id}/log`: the Director's.
pub async fn log(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let (slot, role) = app.hub.enter(&id, bearer(&headers))?;
    if role != crate::token::Role::Director {
        return Err(ApiError::forbidden(
            "the log holds every hand: it is the Director's",
        ));
    }
    let log = slot.table.lock().await.log_jsonl();
    Ok((
        StatusCode::OK,
        [(header::CONTENT_TYPE, "application/x-ndjson")],
        log,
    )
        .into_response())
}

/// Reads an action: an event of the deal-log format, or `next-deal`, with an optional
/// idempotency `key`.
pub fn parse_action(body: &[u8]) -> Result<(Action, Option<String>), ApiError> {
    let mut value: Value = serde_json::from_slice(body)
        .map_err(|e| ApiError::bad_request(format!("the body is not JSON: {e}")))?;
    let object = value
        .as_object_mut()
        .ok_or_else(|| ApiError::bad_request("an action is a JSON object with an \"event\""))?;
    let key = match object.remove("key") {
        None | Some(Value::Null) => None,
        Some(Value::String(key)) => Some(key),
        Some(_) => return Err(ApiError::bad_request("key: an idempotency key is a string")),
    };
    if object.get("event").and_then(Value::as_str) == Some("next-deal") {
        let seat = match object.get("seat") {
            None | Some(Value::Null) => None,
            Some(seat) => Some(
                serde_json::from_value(seat.clone())
                    .map_err(|e| ApiError::bad_request(format!("seat: {e}")))?,
            ),
        };
        return Ok((Action::NextDeal(seat), key));
    }
    if object.get("event").and_then(Value::as_str) == Some("robots") {
        let seats = object.get("robots").cloned().unwrap_or(Value::Null);
        let seats: Vec<cards::Seat> = serde_json::from_value(seats).map_err(|e| {
            ApiError::bad_request(format!(
                "robots: the seats robots play, as [\"E\", \"W\"]: {e}"
            ))
        })?;
        return Ok((Action::Robots(seats), key));
    }
    if object.get("event").and_then(Value::as_str) == Some("chat") {
        let to = object
            .get("to")
            .cloned()
            .unwrap_or_else(|| Value::String("table".into()));
        let to: Audience = serde_json::from_value(to).map_err(|e| {
            ApiError::bad_request(format!(
                "to: \"table\", \"director\", a seat (N, E, S, W) or \"all\": {e}"
            ))
        })?;
        let text = match object.get("text") {
            Some(Value::String(text)) => text.clone(),
            _ => return Err(ApiError::bad_request("text: a message is a string")),
        };
        return Ok((
            Action::Chat {
                to,
                text,
                room: false,
            },
            key,
        ));
    }
    if object.get("event").and_then(Value::as_str) == Some("chat-setting") {
        let setting = object.get("chat").cloned().unwrap_or(Value::Null);
        let setting: ChatSetting = serde_json::from_value(setting).map_err(|e| {
            ApiError::bad_request(format!("chat: \"all\", \"opponents\" or \"off\": {e}"))
        })?;
        return Ok((Action::ChatSetting(setting), key));
    }
    let event: Event = serde_json::from_value(value)
        .map_err(|e| ApiError::bad_request(format!("not an event of the deal log: {e}")))?;
    Ok((Action::Event(event), key))
}

#[cfg(test)]
mod tests {
    use super::*;
    use cards::Seat;

    #[test]
    fn actions_read_with_their_keys() {
        let (action, key) =
            parse_action(br#"{"event": "call", "seat": "S", "call": "1NT", "key": "k7"}"#).unwrap();
        assert_eq!(
            action,
            Action::Event(Event::Call {
                seat: Seat::South,
                call: "1NT".parse().unwrap(),
                artificial: None
            })
        );
        assert_eq!(key.as_deref(), Some("k7"));
        let (action, key) = parse_action(br#"{"event": "next-deal"}"#).unwrap();
        assert_eq!(action, Action::NextDeal(None));
        assert_eq!(key, None);
    }

    #[test]
    fn bad_bodies_are_400_saying_why() {
        for (body, says) in [
            (&b"{not json"[..], "not JSON"),
            (b"[1, 2]", "JSON object"),
            (br#"{"event": "dance", "seat": "N"}"#, "unknown variant"),
            (
                br#"{"event": "play", "seat": "N", "card": "SZ"}"#,
                "not an event",
            ),
            (
                br#"{"event": "call", "seat": "Q", "call": "1C"}"#,
                "not an event",
            ),
            (
                br#"{"event": "call", "seat": "N", "call": "1C", "key": 5}"#,
                "key",
            ),
        ] {
            let error = parse_action(body).unwrap_err();
            assert_eq!(error.status, StatusCode::BAD_REQUEST);
            assert!(error.error.contains(says), "{}: {}", says, error.error);
        }
    }
}
