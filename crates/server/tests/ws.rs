//! The WebSocket: each watcher gets its own view after every change, actions sent on it are
//! taken as the POST takes them, refusals come back on the same socket, and a client that
//! reconnects gets the table as it is.

mod common;

use std::time::Duration;

use common::{Made, ONE_SUIT_EACH, TestServer, bare, start};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

async fn connect(server: &TestServer, table: &Made, role: &str) -> Socket {
    let url = format!(
        "ws://{}/api/tables/{}/ws?token={}",
        server.addr,
        table.id,
        table.token(role)
    );
    connect_async(url).await.unwrap().0
}

/// The next JSON message, within five seconds.
async fn next(socket: &mut Socket) -> Value {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(5), socket.next())
            .await
            .expect("a message within five seconds")
            .unwrap()
            .unwrap();
        if let Message::Text(text) = message {
            return serde_json::from_str(&text).unwrap();
        }
    }
}

/// Reads until a view with `seq` at least `seq` arrives.
async fn until_seq(socket: &mut Socket, seq: u64) -> Value {
    loop {
        let message = next(socket).await;
        if message["seq"].as_u64().is_some_and(|s| s >= seq) {
            return message;
        }
    }
}

async fn send(socket: &mut Socket, value: Value) {
    socket
        .send(Message::Text(value.to_string().into()))
        .await
        .unwrap();
}

#[tokio::test]
async fn every_watcher_gets_its_own_view_after_each_change() {
    let server = start().await;
    let table = server
        .create(json!({"code": "duplicate2017", "deal": ONE_SUIT_EACH}))
        .await;
    let roles = ["N", "E", "S", "W", "director", "kibitzer"];
    let mut sockets = Vec::new();
    for role in roles {
        let mut socket = connect(&server, &table, role).await;
        let hello = next(&mut socket).await;
        assert_eq!(hello["seq"], 1);
        assert_eq!(hello["view"]["table"]["role"], role);
        sockets.push(socket);
    }
    // North calls on his socket; everyone hears of it with his own view.
    send(
        &mut sockets[0],
        json!({"event": "call", "seat": "N", "call": "1S"}),
    )
    .await;
    for (role, socket) in roles.iter().zip(sockets.iter_mut()) {
        let message = until_seq(socket, 2).await;
        assert_eq!(message["view"]["auction"][0]["call"], "1S", "{role}");
        let (_, state) = server.state(&table.id, table.token(role)).await;
        assert_eq!(bare(&message["view"]), bare(&state), "{role}");
        let hands = message["view"]["hands"].as_array().unwrap().len();
        let expected = match *role {
            "director" => 4,
            "kibitzer" => 0,
            _ => 1,
        };
        assert_eq!(hands, expected, "{role}");
    }
    // A refusal comes back on the socket that sent it, with its law and status.
    send(
        &mut sockets[2],
        json!({"event": "call", "seat": "S", "call": "2C"}),
    )
    .await;
    let refusal = next(&mut sockets[2]).await;
    assert_eq!(refusal["status"], 409, "{refusal}");
    assert!(refusal["law"].is_string(), "{refusal}");
    send(
        &mut sockets[2],
        json!({"event": "call", "seat": "E", "call": "P"}),
    )
    .await;
    assert_eq!(next(&mut sockets[2]).await["status"], 403);
    send(&mut sockets[2], json!({"event": "nonsense"})).await;
    assert_eq!(next(&mut sockets[2]).await["status"], 400);
}

#[tokio::test]
async fn a_client_that_reconnects_gets_the_table_as_it_is() {
    let server = start().await;
    let table = server.create(json!({"code": "duplicate2017"})).await;
    let mut east = connect(&server, &table, "E").await;
    assert_eq!(next(&mut east).await["seq"], 1);
    drop(east);
    // While East is away the table goes on; his seat is held.
    server.call(&table, "N", "1C").await;
    let mut east = connect(&server, &table, "E").await;
    let hello = next(&mut east).await;
    assert_eq!(hello["seq"], 2);
    assert_eq!(hello["view"]["turn"], "E");
    // Asking with the last seq seen gets the current view.
    send(&mut east, json!({"seq": 1})).await;
    let again = next(&mut east).await;
    assert_eq!(again["seq"], 2);
    send(
        &mut east,
        json!({"event": "call", "seat": "E", "call": "P", "key": "e1"}),
    )
    .await;
    assert_eq!(
        until_seq(&mut east, 3).await["view"]["auction"][1]["call"],
        "P"
    );
    // Sent again (the answer lost, say): not taken twice; the socket gets the table as it is.
    let retry = json!({"event": "call", "seat": "E", "call": "P", "key": "e1"});
    send(&mut east, retry).await;
    let again = next(&mut east).await;
    assert_eq!(again["seq"], 3);
    assert_eq!(again["view"]["auction"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn a_socket_needs_a_token_of_the_table() {
    let server = start().await;
    let table = server.create(json!({"code": "duplicate2017"})).await;
    let url = format!("ws://{}/api/tables/{}/ws?token=nope", server.addr, table.id);
    assert!(connect_async(url).await.is_err());
    let url = format!(
        "ws://{}/api/tables/nosuch/ws?token={}",
        server.addr,
        table.token("N")
    );
    assert!(connect_async(url).await.is_err());
}
