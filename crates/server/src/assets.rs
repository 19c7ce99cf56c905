//! The pages, served by the binary itself: no CDN, no build step.

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The files of `assets/`, by name, with their content types.
const ASSETS: &[(&str, &str, &str)] = &[
    (
        "lobby.html",
        "text/html; charset=utf-8",
        include_str!("../assets/lobby.html"),
    ),
    (
        "table.html",
        "text/html; charset=utf-8",
        include_str!("../assets/table.html"),
    ),
    (
        "director.html",
        "text/html; charset=utf-8",
        include_str!("../assets/director.html"),
    ),
    (
        "app.css",
        "text/css; charset=utf-8",
        include_str!("../assets/app.css"),
    ),
    (
        "common.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/common.js"),
    ),
    (
        "lobby.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/lobby.js"),
    ),
    (
        "table.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/table.js"),
    ),
    (
        "table-felt.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/table-felt.js"),
    ),
    (
        "table-box.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/table-box.js"),
    ),
    (
        "table-forms.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/table-forms.js"),
    ),
    (
        "table-chat.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/table-chat.js"),
    ),
    (
        "table-keys.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/table-keys.js"),
    ),
    (
        "director.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/director.js"),
    ),
    (
        "session.html",
        "text/html; charset=utf-8",
        include_str!("../assets/session.html"),
    ),
    (
        "session.css",
        "text/css; charset=utf-8",
        include_str!("../assets/session.css"),
    ),
    (
        "session.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/session.js"),
    ),
    (
        "director.css",
        "text/css; charset=utf-8",
        include_str!("../assets/director.css"),
    ),
    (
        "forms.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/forms.js"),
    ),
    (
        "events.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/events.js"),
    ),
    (
        "notes.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/notes.js"),
    ),
];

/// The file `name` of `assets/`: the one compiled in, or, where `ARBITER_ASSETS` names a
/// folder (while the pages are being written), the file of that name there.
pub fn asset(name: &str) -> Response {
    match ASSETS.iter().find(|(n, _, _)| *n == name) {
        Some((_, kind, body)) => {
            let body = std::env::var_os("ARBITER_ASSETS")
                .and_then(|dir| std::fs::read_to_string(std::path::Path::new(&dir).join(name)).ok())
                .unwrap_or_else(|| body.to_string());
            (
                [
                    (header::CONTENT_TYPE, *kind),
                    (header::CACHE_CONTROL, "no-cache"),
                ],
                body,
            )
                .into_response()
        }
        None => crate::error::ApiError::new(
            StatusCode::NOT_FOUND,
            format!("there is no page file {name}"),
        )
        .into_response(),
    }
}

/// `GET /assets/{name}`.
pub async fn asset_file(Path(name): Path<String>) -> Response {
    asset(&name)
}

/// `GET /`: the lobby.
pub async fn lobby() -> Response {
    asset("lobby.html")
}

/// `GET /table/{id}`: the table page.
pub async fn table_page() -> Response {
    asset("table.html")
}

/// `GET /session/{id}`: a session's page (the cut, the rounds, where each player sits).
pub async fn session_page() -> Response {
    asset("session.html")
}

/// `GET /director`: the Director's page.
pub async fn director_page() -> Response {
    asset("director.html")
}
