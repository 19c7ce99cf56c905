//! Load benchmark of live tables, on the loopback only: a server (this binary again, in a
//! process of its own, on an SQLite file with every action durable) and N tables, each with
//! four WebSocket clients that bid and play whole deals, one after another, with a think time
//! before each action (uniform between half and one and a half times the time asked for). It stops by itself after the time asked for and reports tables,
//! actions a second, the latency from an action sent to the other three seats' update (p50,
//! p99), and the memory of both processes.
//!
//! ```sh
//! cargo bench -p server --bench load -- --tables 1000 --think-ms 2000 --seconds 30
//! ```
//! Numbers and what they mean are in docs/PERFORMANCE.md. Each socket is a file descriptor in
//! each process: N tables need 4N descriptors in the server, so `ulimit -n` bounds N.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde_json::{Value, json};
use server::ServerConfig;
use server::limits::Rate;
use tokio::sync::Semaphore;
use tokio_tungstenite::connect_async_with_config;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

/// Seconds at the start of a run whose latencies are reported apart.
const WARMUP: u32 = 10;

/// What to run.
#[derive(Clone, Debug)]
struct Options {
    tables: usize,
    think: Duration,
    seconds: u64,
    servers: usize,
    client_processes: usize,
}

fn options() -> Options {
    let mut options = Options {
        tables: 200,
        think: Duration::from_millis(500),
        seconds: 20,
        servers: 1,
        client_processes: 1,
    };
    let args: Vec<String> = std::env::args().collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    if let Some(n) = value("--tables") {
        options.tables = n.parse().expect("--tables N");
    }
    if let Some(ms) = value("--think-ms") {
        options.think = Duration::from_millis(ms.parse().expect("--think-ms MS"));
    }
    if let Some(s) = value("--seconds") {
        options.seconds = s.parse().expect("--seconds S");
    }
    if let Some(k) = value("--servers") {
        options.servers = k.parse().expect("--servers K");
    }
    if let Some(m) = value("--client-processes") {
        options.client_processes = m.parse().expect("--client-processes M");
    }
    options
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--serve-only") {
        serve_only(&args[i + 1], &args[i + 2]);
        return;
    }
    if let Some(i) = args.iter().position(|a| a == "--clients") {
        let parse = |k: usize| args[i + k].parse::<u64>().unwrap();
        let runtime = runtime();
        let result = runtime.block_on(clients(
            &args[i + 1],
            parse(2) as usize..parse(3) as usize,
            Duration::from_millis(parse(4)),
            parse(5),
        ));
        println!("{result}");
        return;
    }
    let options = options();
    println!("{}", parent(&options));
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Starts the servers, makes the tables, runs the client processes and reports.
fn parent(options: &Options) -> String {
    let tmp = env!("CARGO_TARGET_TMPDIR");
    let me = std::env::current_exe().unwrap();
    // Each server in a process of its own, as in production, on its own SQLite file; tables
    // go to the servers by turns (docs/scale.md: tables routed by id).
    let mut servers = Vec::new();
    for k in 0..options.servers {
        let db = format!("{tmp}/load-bench-{k}.sqlite");
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{db}{suffix}"));
        }
        let port = free_port();
        let child = std::process::Command::new(&me)
            .args(["--serve-only", &db, &port.to_string()])
            .spawn()
            .unwrap();
        servers.push((port, child));
    }
    let ports: Vec<u16> = servers.iter().map(|(p, _)| *p).collect();
    let (tables, making) = runtime().block_on(make_tables(&ports, options.tables));
    let file = format!("{tmp}/load-bench-tables.json");
    std::fs::write(&file, serde_json::to_string(&tables).unwrap()).unwrap();
    // The clients, in processes of their own, each with its share of the tables.
    let share = options.tables.div_ceil(options.client_processes);
    let children: Vec<std::process::Child> = (0..options.client_processes)
        .map(|m| {
            let first = (m * share).min(options.tables);
            let last = ((m + 1) * share).min(options.tables);
            std::process::Command::new(&me)
                .args([
                    "--clients",
                    &file,
                    &first.to_string(),
                    &last.to_string(),
                    &options.think.as_millis().to_string(),
                    &options.seconds.to_string(),
                ])
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let results: Vec<Value> = children
        .into_iter()
        .map(|child| {
            let output = child.wait_with_output().unwrap();
            serde_json::from_slice(&output.stdout).expect("a client process's report")
        })
        .collect();
    let server_peaks: Vec<u64> = servers.iter().map(|(_, c)| peak_mib(c.id())).collect();
    let server_cpu: f64 = servers.iter().map(|(_, c)| cpu_seconds(c.id())).sum();
    for (_, mut child) in servers {
        let _ = child.kill();
        let _ = child.wait();
    }
    // Latencies by second of the run; the first WARMUP seconds (every player's first action
    // at once, the sockets just opened) are reported apart.
    let samples: Vec<(u32, u32)> = results
        .iter()
        .flat_map(|r| r["latencies"].as_array().unwrap().iter())
        .map(|l| (l[0].as_u64().unwrap() as u32, l[1].as_u64().unwrap() as u32))
        .collect();
    let percentiles = |from: u32, to: u32| -> (f64, f64, f64, usize) {
        let mut window: Vec<u32> = samples
            .iter()
            .filter(|(s, _)| (from..to).contains(s))
            .map(|(_, l)| *l)
            .collect();
        window.sort_unstable();
        if window.is_empty() {
            return (f64::NAN, f64::NAN, f64::NAN, 0);
        }
        let at =
            |p: f64| f64::from(window[((window.len() as f64 - 1.0) * p).round() as usize]) / 1000.0;
        (at(0.5), at(0.99), at(1.0), window.len())
    };
    let steady = percentiles(WARMUP, u32::MAX);
    let warmup = percentiles(0, WARMUP);
    let by_ten: Vec<String> = (0..options.seconds as u32)
        .step_by(10)
        .map(|from| format!("{:.1}", percentiles(from, from + 10).1))
        .collect();
    let sum = |field: &str| -> u64 { results.iter().map(|r| r[field].as_u64().unwrap()).sum() };
    let elapsed = results
        .iter()
        .map(|r| r["seconds"].as_f64().unwrap())
        .fold(0.0, f64::max);
    let actions = sum("actions");
    format!(
        "tables {}  sockets {}  servers {}  client processes {}  think {} ms (0.5-1.5x)  tables made in {:.1} s\n\
         actions {}  ({:.0} a second over {:.1} s)  deals finished {}  refused {}\n\
         latency action -> other seats' update, after {}s warm-up: p50 {:.2} ms  p99 {:.2} ms  max {:.2} ms  ({} updates)\n\
         warm-up: p50 {:.2} ms  p99 {:.2} ms ({} updates); p99 by ten seconds: {} ms\n\
         memory: servers' peak {:?} MiB, client processes' peak {} MiB in all\n\
         processor time: servers {:.1} s ({:.0} µs an action), clients {:.1} s",
        options.tables,
        options.tables * 4,
        options.servers,
        options.client_processes,
        options.think.as_millis(),
        making.as_secs_f64(),
        actions,
        actions as f64 / elapsed,
        elapsed,
        sum("deals"),
        sum("refusals"),
        WARMUP,
        steady.0,
        steady.1,
        steady.2,
        steady.3,
        warmup.0,
        warmup.1,
        warmup.3,
        by_ten.join(" "),
        server_peaks,
        sum("peak_mib"),
        server_cpu,
        server_cpu * 1e6 / actions.max(1) as f64,
        results
            .iter()
            .map(|r| r["cpu_seconds"].as_f64().unwrap())
            .sum::<f64>(),
    )
}

/// Makes `count` tables over the servers on `ports`, 32 at a time: each as
/// `{"port", "id", "seats"}`.
async fn make_tables(ports: &[u16], count: usize) -> (Vec<Value>, Duration) {
    let http = reqwest::Client::new();
    for port in ports {
        let started = Instant::now();
        while http
            .get(format!("http://127.0.0.1:{port}"))
            .send()
            .await
            .is_err()
        {
            assert!(started.elapsed() < Duration::from_secs(30), "no server");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    let made = Instant::now();
    let gate = Arc::new(Semaphore::new(32));
    let mut creations = Vec::new();
    for i in 0..count {
        let port = ports[i % ports.len()];
        let (http, gate) = (http.clone(), gate.clone());
        creations.push(tokio::spawn(async move {
            let _permit = gate.acquire().await.unwrap();
            let response = http
                .post(format!("http://127.0.0.1:{port}/api/tables"))
                .json(&json!({"code": "duplicate2017", "seed": i}))
                .send()
                .await
                .unwrap();
            let mut table = response.json::<Value>().await.unwrap();
            table["port"] = json!(port);
            table
        }));
    }
    let mut tables = Vec::new();
    for creation in creations {
        tables.push(creation.await.unwrap());
    }
    (tables, made.elapsed())
}

/// A server alone (a child process).
fn serve_only(db: &str, port: &str) {
    let mut config = ServerConfig::new(db);
    config.create_rate = Rate {
        per_second: 1e9,
        burst: 1e9,
    };
    runtime().block_on(async {
        let (app, _) = server::open(&config).unwrap();
        let listener = tokio::net::TcpListener::bind(format!("127.0.0.1:{port}"))
            .await
            .unwrap();
        server::serve_on(app, listener).await.unwrap();
    });
}

/// What the clients measured.
#[derive(Default)]
struct Measures {
    /// Latency from an action sent to each other seat's update, in microseconds, with the
    /// second of the run it was measured in.
    latencies: Mutex<Vec<(u32, u32)>>,
    /// Actions sent.
    actions: AtomicU64,
    /// Deals finished.
    deals: AtomicU64,
    /// Refusals (an action the server refused: a bug of this client, or of the server).
    refusals: AtomicU64,
}

/// When each action of a table was sent, and by which seat, by the `seq` it makes.
type Clock = Arc<Mutex<HashMap<u64, (Instant, &'static str)>>>;

/// A client process: four players at each of its tables, for `seconds` once all are seated.
async fn clients(
    file: &str,
    share: std::ops::Range<usize>,
    think: Duration,
    seconds: u64,
) -> Value {
    let tables: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    let measures = Arc::new(Measures::default());
    let connect_gate = Arc::new(Semaphore::new(64));
    let seated = Arc::new(tokio::sync::Barrier::new(share.len() * 4 + 1));
    let mut players = Vec::new();
    for table in &tables[share] {
        let clock: Clock = Arc::default();
        let (id, port) = (
            table["id"].as_str().unwrap(),
            table["port"].as_u64().unwrap(),
        );
        for seat in ["N", "E", "S", "W"] {
            let token = table["seats"][seat]["token"].as_str().unwrap();
            let url = format!("ws://127.0.0.1:{port}/api/tables/{id}/ws?token={token}");
            let (clock, measures, gate, seated) = (
                clock.clone(),
                measures.clone(),
                connect_gate.clone(),
                seated.clone(),
            );
            players.push(tokio::spawn(async move {
                let socket = {
                    let _permit = gate.acquire().await.unwrap();
                    connect_async_with_config(
                        url,
                        Some(
                            WebSocketConfig::default()
                                .read_buffer_size(8 * 1024)
                                .write_buffer_size(8 * 1024),
                        ),
                        false,
                    )
                    .await
                    .expect("a socket")
                    .0
                };
                seated.wait().await;
                let started = Instant::now();
                let stop = started + Duration::from_secs(seconds);
                player(socket, seat, clock, measures, think, started, stop).await;
            }));
        }
    }
    seated.wait().await;
    let started = Instant::now();
    for player in players {
        let _ = player.await;
    }
    let latencies = measures.latencies.lock().unwrap().clone();
    json!({
        "actions": measures.actions.load(Ordering::Relaxed),
        "deals": measures.deals.load(Ordering::Relaxed),
        "refusals": measures.refusals.load(Ordering::Relaxed),
        "seconds": started.elapsed().as_secs_f64(),
        "latencies": latencies,
        "peak_mib": peak_mib(std::process::id()),
        "cpu_seconds": cpu_seconds(std::process::id()),
    })
}

/// The processor time a process has used, user and system, in seconds.
fn cpu_seconds(pid: u32) -> f64 {
    let ticks_per_second = 100.0; // USER_HZ on Linux
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| {
            // The fields after the command's closing parenthesis: utime and stime are the
            // 12th and 13th of them.
            let rest = stat.rsplit_once(')')?.1;
            let fields: Vec<&str> = rest.split_whitespace().collect();
            let user: f64 = fields.get(11)?.parse().ok()?;
            let system: f64 = fields.get(12)?.parse().ok()?;
            Some((user + system) / ticks_per_second)
        })
        .unwrap_or(0.0)
}

/// A process's peak resident memory (VmHWM), in MiB.
fn peak_mib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<u64>().ok())
        })
        .map_or(0, |kb| kb / 1024)
}

/// One seat: reads its views; when it is to act (its turn, or dummy's as declarer), thinks,
/// then acts; records the latency of the other seats' actions.
async fn player(
    socket: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    seat: &'static str,
    clock: Clock,
    measures: Arc<Measures>,
    think: Duration,
    started: Instant,
    stop: Instant,
) {
    let (mut sink, mut stream) = socket.split();
    let mut last_seq = 0u64;
    let mut acted_at_seq = 0u64;
    loop {
        let remaining = stop.saturating_duration_since(Instant::now());
        if remaining.is_zero() {
            return;
        }
        let message = match tokio::time::timeout(remaining, stream.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => text,
            Ok(Some(Ok(_))) => continue,
            _ => return,
        };
        let (seq, view) = match serde_json::from_str::<Envelope>(&message) {
            Ok(Envelope {
                seq: Some(seq),
                view: Some(view),
            }) => (seq, view),
            _ => {
                measures.refusals.fetch_add(1, Ordering::Relaxed);
                continue;
            }
        };
        let now = Instant::now();
        let second = now.duration_since(started).as_secs() as u32;
        {
            let clock = clock.lock().unwrap();
            let mut latencies = Vec::new();
            for s in last_seq + 1..=seq {
                match clock.get(&s) {
                    Some(&(sent, by)) if by != seat => {
                        latencies.push((second, now.duration_since(sent).as_micros() as u32));
                    }
                    _ => {}
                }
            }
            drop(clock);
            if !latencies.is_empty() {
                measures.latencies.lock().unwrap().extend(latencies);
            }
        }
        last_seq = last_seq.max(seq);
        let Some(event) = my_action(&view, seat) else {
            continue;
        };
        if acted_at_seq == seq {
            continue; // acted already on this view; wait for the next
        }
        acted_at_seq = seq;
        if event["event"] == "next-deal" && seat == "N" {
            measures.deals.fetch_add(1, Ordering::Relaxed);
        }
        // Players think for different times: half to one and a half times the think time.
        tokio::time::sleep(think.mul_f64(rand::random_range(0.5..1.5))).await;
        // The action makes seq + 1; the other seats' tasks time their update from now.
        clock
            .lock()
            .unwrap()
            .insert(seq + 1, (Instant::now(), seat));
        measures.actions.fetch_add(1, Ordering::Relaxed);
        if sink
            .send(Message::Text(event.to_string().into()))
            .await
            .is_err()
        {
            return;
        }
    }
}

/// What a player reads of a message: only what he needs to act (serde skips the rest).
#[derive(Deserialize)]
struct Envelope {
    seq: Option<u64>,
    view: Option<SeatView>,
}

#[derive(Deserialize)]
struct SeatView {
    phase: String,
    turn: Option<String>,
    declarer: Option<String>,
    auction: Vec<serde::de::IgnoredAny>,
    hands: Vec<HandView>,
    trick: Vec<TrickCard>,
    table: TableFacts,
}

/// The table's facts a player reads: who is ready for the next deal.
#[derive(Deserialize)]
struct TableFacts {
    ready: Vec<String>,
}

#[derive(Deserialize)]
struct HandView {
    seat: String,
    hand: String,
}

#[derive(Deserialize)]
struct TrickCard {
    card: String,
}

/// What `seat` does now, if anything: the dealer opens 1C and the others pass; each player
/// follows suit with his lowest card if he can, else discards his lowest; declarer plays
/// dummy's cards; each asks for the next deal when this one is over (it is dealt when all
/// four have).
fn my_action(view: &SeatView, seat: &'static str) -> Option<Value> {
    let phase = view.phase.as_str();
    if phase == "ended" || phase == "redeal" {
        let ready = view.table.ready.iter().any(|s| s == seat);
        return (!ready).then(|| json!({"event": "next-deal", "seat": seat}));
    }
    let turn = view.turn.as_deref()?;
    if phase == "auction" {
        if turn != seat {
            return None;
        }
        let call = if view.auction.is_empty() { "1C" } else { "P" };
        return Some(json!({"event": "call", "seat": seat, "call": call}));
    }
    let declarer = view.declarer.as_deref()?;
    let dummy = partner(declarer);
    let hand_seat = if turn == seat {
        seat
    } else if turn == dummy && seat == declarer {
        dummy
    } else {
        return None;
    };
    if hand_seat == dummy && seat != declarer {
        return None;
    }
    let hand = &view.hands.iter().find(|h| h.seat == hand_seat)?.hand;
    let led = view.trick.first().and_then(|c| c.card.chars().next());
    let mut cards: Vec<String> = Vec::new();
    for (ranks, suit) in hand.split('.').zip(['S', 'H', 'D', 'C']) {
        for rank in ranks.chars() {
            cards.push(format!("{suit}{rank}"));
        }
    }
    let follow: Vec<&String> = cards.iter().filter(|c| c.chars().next() == led).collect();
    let card = follow.last().copied().or(cards.last())?;
    Some(json!({"event": "play", "seat": hand_seat, "card": card}))
}

fn partner(seat: &str) -> &'static str {
    match seat {
        "N" => "S",
        "S" => "N",
        "E" => "W",
        _ => "E",
    }
}
