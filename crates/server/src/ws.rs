//! The WebSocket of a table: the viewer's view after every change, and actions as the POST
//! takes them.

use std::sync::Arc;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;

use crate::App;
use crate::api::parse_action;
use crate::error::ApiError;
use crate::hub::Slot;
use crate::token::Role;

/// The largest message a client may send.
pub const MESSAGE_LIMIT: usize = 16 * 1024;

/// Each socket's read and write buffers.
const BUFFER: usize = 8 * 1024;

/// The WebSocket's query: the token.
#[derive(Deserialize)]
pub struct WsQuery {
    token: Option<String>,
}

/// `GET /api/tables/{id}/ws?token=TOKEN`.
pub async fn upgrade(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    Query(query): Query<WsQuery>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let token = query.token.unwrap_or_default();
    let (slot, role) = app.hub.enter(&id, Some(&token))?;
    // Small buffers: a view is a few kilobytes, and a server holds tens of thousands of
    // sockets (tungstenite's defaults are 128 KiB each way).
    Ok(upgrade
        .read_buffer_size(BUFFER)
        .write_buffer_size(BUFFER)
        .max_message_size(MESSAGE_LIMIT)
        .on_upgrade(move |socket| session(app, slot, role, token, socket)))
}

/// `{"seq": N, "view": ...}` for the table as it is.
async fn envelope(slot: &Slot, role: Role, room: bool) -> String {
    let table = slot.table.lock().await;
    format!(
        "{{\"seq\":{},\"view\":{}}}",
        table.seq(),
        table.view_for(role, room)
    )
}

async fn session(app: Arc<App>, slot: Arc<Slot>, role: Role, token: String, socket: WebSocket) {
    let room = app.hub.is_room_key(Some(&token));
    let (mut sender, mut receiver) = socket.split();
    let mut changes = slot.changed.subscribe();
    changes.mark_unchanged();
    if sender
        .send(Message::Text(envelope(&slot, role, room).await.into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            changed = changes.changed() => {
                if changed.is_err() {
                    return;
                }
                changes.mark_unchanged();
                let message = envelope(&slot, role, room).await;
                if sender.send(Message::Text(message.into())).await.is_err() {
                    return;
                }
            }
            incoming = receiver.next() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        let error = ApiError::bad_request("messages are JSON text");
                        if sender.send(Message::Text(refusal(&error).into())).await.is_err() {
                            return;
                        }
                        continue;
                    }
                    Some(Ok(_)) => continue,
                    Some(Err(_)) | None => return,
                };
                let reply = answer(&app, &slot, role, &token, text.as_str()).await;
                if let Some(reply) = reply {
                    if sender.send(Message::Text(reply.into())).await.is_err() {
                        return;
                    }
                }
            }
        }
    }
}

/// What a client's message gets back: the view again for `{"seq": N}` or an action retried,
/// nothing for an action taken (the change is announced to every watcher, this one included),
/// a refusal otherwise.
async fn answer(app: &App, slot: &Slot, role: Role, token: &str, text: &str) -> Option<String> {
    let room = app.hub.is_room_key(Some(token));
    if let Ok(serde_json::Value::Object(object)) = serde_json::from_str(text) {
        if object.len() == 1 && object.contains_key("seq") {
            return Some(envelope(slot, role, room).await);
        }
    }
    let result = match parse_action(text.as_bytes()) {
        Ok((action, key)) => app.hub.act(slot, role, token, action, key).await,
        Err(error) => Err(error),
    };
    match result {
        Ok(acted) if acted.taken => None,
        // A retry of an action taken before: nothing changed, so nothing was announced.
        Ok(_) => Some(envelope(slot, role, room).await),
        Err(error) => Some(refusal(&error)),
    }
}

/// A refusal as the socket sends it: the POST's body with its status.
fn refusal(error: &ApiError) -> String {
    let mut value = serde_json::to_value(error).expect("an error serializes");
    value["status"] = error.status.as_u16().into();
    value.to_string()
}
