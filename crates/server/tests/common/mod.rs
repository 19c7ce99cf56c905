//! A server on a free port of the loopback, on a fresh SQLite file, and a client for it.

#![allow(dead_code)] // each test file uses its own part

use std::collections::HashMap;
use std::net::SocketAddr;

use serde_json::{Value, json};
use server::ServerConfig;
use server::limits::Rate;

/// A running server and a client.
pub struct TestServer {
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// The address.
    pub addr: SocketAddr,
    /// The client.
    pub client: reqwest::Client,
    /// The database, kept while the server runs.
    pub dir: Option<tempfile::TempDir>,
}

/// A table made: its id and a token for each role (`N`, `E`, `S`, `W`, `director`,
/// `kibitzer`).
#[derive(Clone, Debug)]
pub struct Made {
    pub id: String,
    pub tokens: HashMap<String, String>,
}

impl Made {
    pub fn token(&self, role: &str) -> &str {
        &self.tokens[role]
    }
}

/// A generous rate for tests that make many tables.
pub fn test_config(db: String) -> ServerConfig {
    let mut config = ServerConfig::new(db);
    config.create_rate = Rate {
        per_second: 10_000.0,
        burst: 10_000.0,
    };
    // Robots quick and repeatable: a few layouts a card, never cut short by the clock.
    config.robot = robots::RobotConfig {
        layouts: 8,
        least_layouts: 8,
        card_time: std::time::Duration::from_secs(60),
        ..robots::RobotConfig::default()
    };
    config
}

/// A server on a fresh SQLite file.
pub async fn start() -> TestServer {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tables.sqlite").display().to_string();
    let mut server = start_on(test_config(db)).await;
    server.dir = Some(dir);
    server
}

/// A server on the database `config` names.
pub async fn start_on(config: ServerConfig) -> TestServer {
    let addr = server::spawn(&config, "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    TestServer {
        base: format!("http://{addr}"),
        addr,
        client: reqwest::Client::new(),
        dir: None,
    }
}

impl TestServer {
    pub async fn create(&self, body: Value) -> Made {
        let (status, made) = self.create_raw(body).await;
        assert_eq!(status, 201, "{made}");
        let mut tokens = HashMap::new();
        for seat in ["N", "E", "S", "W"] {
            tokens.insert(
                seat.to_string(),
                made["seats"][seat]["token"].as_str().unwrap().to_string(),
            );
        }
        for role in ["director", "kibitzer"] {
            tokens.insert(
                role.to_string(),
                made[role]["token"].as_str().unwrap().to_string(),
            );
        }
        Made {
            id: made["id"].as_str().unwrap().to_string(),
            tokens,
        }
    }

    pub async fn create_raw(&self, body: Value) -> (u16, Value) {
        let response = self
            .client
            .post(format!("{}/api/tables", self.base))
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    pub async fn act(&self, id: &str, token: &str, event: Value) -> (u16, Value) {
        self.act_raw(id, token, event.to_string()).await
    }

    pub async fn act_raw(&self, id: &str, token: &str, body: String) -> (u16, Value) {
        let response = self
            .client
            .post(format!("{}/api/tables/{id}/actions", self.base))
            .bearer_auth(token)
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    pub async fn state(&self, id: &str, token: &str) -> (u16, Value) {
        let response = self
            .client
            .get(format!("{}/api/tables/{id}/state", self.base))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    pub async fn log(&self, id: &str, token: &str) -> (u16, String) {
        let response = self
            .client
            .get(format!("{}/api/tables/{id}/log", self.base))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        (response.status().as_u16(), response.text().await.unwrap())
    }

    /// Sends a call, expecting it taken.
    pub async fn call(&self, table: &Made, seat: &str, call: &str) -> Value {
        let (status, view) = self
            .act(
                &table.id,
                table.token(seat),
                json!({"event": "call", "seat": seat, "call": call}),
            )
            .await;
        assert_eq!(status, 200, "{seat} {call}: {view}");
        view
    }

    /// Plays a card from `hand` with `token`'s authority, expecting it taken.
    pub async fn play(&self, table: &Made, actor: &str, hand: &str, card: &str) -> Value {
        let (status, view) = self
            .act(
                &table.id,
                table.token(actor),
                json!({"event": "play", "seat": hand, "card": card}),
            )
            .await;
        assert_eq!(status, 200, "{actor} plays {hand}'s {card}: {view}");
        view
    }
}

/// The view without the table's facts: what `arbiter replay --json --view` prints.
pub fn bare(view: &Value) -> Value {
    let mut view = view.clone();
    view.as_object_mut().unwrap().remove("table");
    view
}

/// A deal whose play is easy to write: each hand holds one suit. North AKQ..2 of spades,
/// East hearts, South diamonds, West clubs.
pub const ONE_SUIT_EACH: &str =
    "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
