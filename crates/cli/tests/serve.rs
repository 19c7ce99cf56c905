//! `arbiter serve` as a process: killed with SIGKILL in the middle of a deal and started again
//! on the same database, it has every action it acknowledged, the same state, and a retried
//! action is taken once.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use formats::json::DealLog;
use serde_json::{Value, json};

/// One HTTP/1.1 request on a fresh connection: the status and the body.
fn http(
    port: u16,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &str,
) -> Option<(u16, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .ok()?;
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let status = response.get(9..12)?.parse().ok()?;
    let (head, rest) = response.split_once("\r\n\r\n")?;
    // A chunked body (axum's for a streamed one) is unwrapped; a plain one is as sent.
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        let mut out = String::new();
        let mut rest = rest;
        while let Some((size, tail)) = rest.split_once("\r\n") {
            let size = usize::from_str_radix(size.trim(), 16).ok()?;
            if size == 0 {
                break;
            }
            out.push_str(tail.get(..size)?);
            rest = tail.get(size + 2..)?;
        }
        out
    } else {
        rest.to_string()
    };
    Some((status, body))
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn start(port: u16, db: &str) -> Child {
    let child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--db", db])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while http(port, "GET", "/", None, "").is_none() {
        assert!(Instant::now() < deadline, "the server did not start");
        thread::sleep(Duration::from_millis(20));
    }
    child
}

/// The whole deal of one suit a hand, 1S by North: each action as (token's role, event).
fn actions() -> Vec<(&'static str, Value)> {
    let mut out: Vec<(&str, Value)> = [("N", "1S"), ("E", "P"), ("S", "P"), ("W", "P")]
        .into_iter()
        .map(|(seat, call)| (seat, json!({"event": "call", "seat": seat, "call": call})))
        .collect();
    let ranks: Vec<char> = "AKQJT98765432".chars().collect();
    for (i, rank) in ranks.iter().enumerate() {
        let card = |suit: char| format!("{suit}{rank}");
        let plays = [
            ("N", "N", 'S'),
            ("E", "E", 'H'),
            ("N", "S", 'D'),
            ("W", "W", 'C'),
        ];
        // East leads the first trick; North, who ruffs it, leads the rest.
        let order: Vec<usize> = if i == 0 {
            vec![1, 2, 3, 0]
        } else {
            vec![0, 1, 2, 3]
        };
        for j in order {
            let (actor, seat, suit) = plays[j];
            out.push((
                actor,
                json!({"event": "play", "seat": seat, "card": card(suit)}),
            ));
        }
    }
    for (i, (_, event)) in out.iter_mut().enumerate() {
        event["key"] = json!(format!("action-{i}"));
    }
    out
}

#[test]
fn killed_mid_deal_and_started_again_nothing_acknowledged_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tables.sqlite").display().to_string();
    let port = free_port();
    let mut server = start(port, &db);
    let (status, made) = http(
        port,
        "POST",
        "/api/tables",
        None,
        &json!({"code": "duplicate2017", "deal":
            "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"})
        .to_string(),
    )
    .unwrap();
    assert_eq!(status, 201, "{made}");
    let made: Value = serde_json::from_str(&made).unwrap();
    let id = made["id"].as_str().unwrap().to_string();
    let token = |role: &str| -> String {
        match role {
            "director" => made["director"]["token"].as_str().unwrap().to_string(),
            seat => made["seats"][seat]["token"].as_str().unwrap().to_string(),
        }
    };
    let actions = actions();
    // A player sends the actions one after another, telling of each acknowledgement.
    let (acked, acks) = mpsc::channel::<usize>();
    let sender = {
        let actions: Vec<(String, String)> = actions
            .iter()
            .map(|(role, event)| (token(role), event.to_string()))
            .collect();
        let path = format!("/api/tables/{id}/actions");
        thread::spawn(move || {
            for (i, (token, body)) in actions.iter().enumerate() {
                match http(port, "POST", &path, Some(token), body) {
                    Some((200, _)) => acked.send(i).unwrap(),
                    _ => return i,
                }
            }
            actions.len()
        })
    };
    // Killed (SIGKILL) once twenty actions are acknowledged, with more on their way.
    let mut acknowledged = 0;
    while acknowledged < 20 {
        acks.recv_timeout(Duration::from_secs(20)).unwrap();
        acknowledged += 1;
    }
    server.kill().unwrap();
    server.wait().unwrap();
    let stopped_at = sender.join().unwrap();
    acknowledged += acks.try_iter().count();
    assert!(acknowledged >= 20 && stopped_at >= acknowledged);
    assert!(
        stopped_at < actions.len(),
        "the deal was over before the kill"
    );

    let mut server = start(port, &db);
    let director = token("director");
    let (_, state) = http(
        port,
        "GET",
        &format!("/api/tables/{id}/state"),
        Some(&director),
        "",
    )
    .unwrap();
    let state: Value = serde_json::from_str(&state).unwrap();
    let seq = state["table"]["seq"].as_u64().unwrap() as usize;
    // Every acknowledged action is there (the one in flight may be too: it was written
    // before it could be acknowledged).
    assert!(
        seq == 1 + acknowledged || seq == 1 + acknowledged + 1,
        "seq {seq}, acknowledged {acknowledged}"
    );
    let (_, log) = http(
        port,
        "GET",
        &format!("/api/tables/{id}/log"),
        Some(&director),
        "",
    )
    .unwrap();
    let log: DealLog = serde_json::from_str(log.lines().next().unwrap()).unwrap();
    for (i, (_, event)) in actions.iter().take(acknowledged).enumerate() {
        let mut event = event.clone();
        event.as_object_mut().unwrap().remove("key");
        assert_eq!(serde_json::to_value(&log.events[i]).unwrap(), event);
    }
    // The state is the fold of the log.
    let replayed = log.replay().unwrap();
    let mut bare = state.clone();
    bare.as_object_mut().unwrap().remove("table");
    assert_eq!(bare, serde_json::to_value(replayed.view(None)).unwrap());

    // The player retries the action that was in flight, twice: taken once.
    let path = format!("/api/tables/{id}/actions");
    for _ in 0..2 {
        let (role, event) = &actions[acknowledged];
        let (status, view) =
            http(port, "POST", &path, Some(&token(role)), &event.to_string()).unwrap();
        assert_eq!(status, 200, "{view}");
        let view: Value = serde_json::from_str(&view).unwrap();
        assert_eq!(
            view["table"]["seq"].as_u64().unwrap() as usize,
            1 + acknowledged + 1
        );
    }
    // And the deal goes on to its end.
    for (role, event) in &actions[acknowledged + 1..] {
        let (status, view) =
            http(port, "POST", &path, Some(&token(role)), &event.to_string()).unwrap();
        assert_eq!(status, 200, "{event}: {view}");
    }
    let (_, state) = http(
        port,
        "GET",
        &format!("/api/tables/{id}/state"),
        Some(&director),
        "",
    )
    .unwrap();
    let state: Value = serde_json::from_str(&state).unwrap();
    assert_eq!(state["result"], "1S+6");
    server.kill().unwrap();
    server.wait().unwrap();
}
