//! Live tables (`arbiter serve`): the engine of the Laws at a table that four players reach in
//! their browsers, directed from another, every action durable before it is acknowledged.
//!
//! The interface is documented in `docs/server.md`. The shape:
//! - [`hub::Hub`] holds the tables ([`live::LiveTable`], each a fold of its log under its code
//!   of laws) and their tokens, and is the one way an action reaches a table: checked (who may
//!   act, then the Laws), written to disk by the [`writer::Writer`] (one thread, a batch a
//!   transaction), then kept and announced to the table's watchers.
//! - [`api`] is the HTTP interface, [`ws`] the WebSocket, [`assets`] the pages.
//! - The database is `store::tables`: SQLite or PostgreSQL behind one trait.

pub mod api;
pub mod assets;
pub mod bluechip;
pub mod chat;
pub mod config;
pub mod error;
pub mod events;
pub mod hub;
pub mod limits;
pub mod live;
pub mod offers;
pub mod robot_seats;
pub mod sequence;
pub mod session;
pub mod three;
pub mod token;
pub mod writer;
pub mod ws;

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};

use crate::hub::Hub;
use crate::limits::{Rate, RateLimiter};

/// The largest request body taken.
pub const BODY_LIMIT: usize = 16 * 1024;

/// What the server shares between requests.
pub struct App {
    /// The tables.
    pub hub: Hub,
    /// Table creation, by client address.
    pub creations: RateLimiter<IpAddr>,
    /// How the robots in seats play.
    pub robot: robots::RobotConfig,
    /// The room's Director key (`/director#key=KEY`), which directs every table.
    pub room_key: String,
}

/// How to run the server.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// The database: an SQLite file's path or a `postgres://` URL.
    pub db: String,
    /// How fast one client address may make tables.
    pub create_rate: Rate,
    /// How fast one token may act.
    pub action_rate: Rate,
    /// The folder of the events (`arbiter event new`) whose boards tables may play.
    pub events: std::path::PathBuf,
    /// The room's Director key: a token that directs every table of this server (`None`: the
    /// key the database keeps, made the first time, so that it lasts across restarts).
    pub director_key: Option<String>,
    /// How the robots in seats play: their time a card and layouts (each robot's seed is
    /// its table's and seat's; its scoring its table's code's).
    pub robot: robots::RobotConfig,
}

impl ServerConfig {
    /// The defaults for the database `db`: 10 tables a second, bursts of 100, per address;
    /// 20 actions a second, bursts of 40, per token; events in the working directory.
    pub fn new(db: impl Into<String>) -> ServerConfig {
        ServerConfig {
            db: db.into(),
            create_rate: Rate {
                per_second: 10.0,
                burst: 100.0,
            },
            action_rate: Rate {
                per_second: 20.0,
                burst: 40.0,
            },
            events: std::path::PathBuf::from("."),
            director_key: None,
            robot: robots::RobotConfig::default(),
        }
    }
}

/// What went wrong starting the server.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The database.
    #[error(transparent)]
    Store(#[from] store::tables::TableLogError),
    /// The address.
    #[error("cannot listen on {addr}: {source}")]
    Listen {
        /// The address asked for.
        addr: SocketAddr,
        /// Why not.
        source: std::io::Error,
    },
}

/// Opens the database and loads its tables: the shared state, and the problems found in logs
/// the engine no longer takes (each table is loaded as far as its log goes).
pub fn open(config: &ServerConfig) -> Result<(Arc<App>, Vec<String>), ServeError> {
    // PostgreSQL's client runs a runtime of its own, which may not be started from a Tokio
    // thread: the database is opened and read on a thread of its own.
    let (db, rate) = (config.db.clone(), config.action_rate);
    let events = events::Events::new(&config.events);
    let given = config.director_key.clone();
    let (hub, problems, room_key) = std::thread::spawn(move || {
        let mut log = store::tables::open(&db)?;
        // The room's key: the one given, else the one the database keeps (made the first
        // time), so that the Director's link lasts across restarts.
        let room_key = match given {
            Some(key) => key,
            None => log.room_key(&token::new_token())?,
        };
        let (hub, problems) = Hub::open(log, rate, events, Some(token::digest(&room_key)))?;
        Ok::<_, store::tables::TableLogError>((hub, problems, room_key))
    })
    .join()
    .expect("opening the database does not panic")?;
    Ok((
        Arc::new(App {
            hub,
            creations: RateLimiter::new(config.create_rate),
            robot: config.robot.clone(),
            room_key,
        }),
        problems,
    ))
}

/// The routes.
pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/", get(assets::lobby))
        .route("/table/{id}", get(assets::table_page))
        .route("/director", get(assets::director_page))
        .route("/assets/{name}", get(assets::asset_file))
        .route("/api/tables", post(api::create).get(api::list))
        .route("/api/tables/{id}/state", get(api::state))
        .route("/api/tables/{id}/actions", post(api::act))
        .route("/api/tables/{id}/log", get(api::log))
        .route("/api/tables/{id}/ws", get(ws::upgrade))
        .route("/api/sessions", post(api::create_session))
        .route("/api/sessions/{id}/state", get(api::session_state))
        .route("/api/sessions/{id}/actions", post(api::session_act))
        .route("/session/{id}", get(assets::session_page))
        .fallback(|| async { axum::http::StatusCode::NOT_FOUND })
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(axum::middleware::map_response(error::json_errors))
        .with_state(app)
}

/// Listens on `listener` until the process ends.
pub async fn serve_on(app: Arc<App>, listener: tokio::net::TcpListener) -> std::io::Result<()> {
    for slot in app.hub.slots() {
        tokio::spawn(robot_seats::drive(app.clone(), slot));
    }
    axum::serve(
        listener,
        router(app).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .await
}

/// Binds `addr` (port 0 for any free one), loads the tables and serves them in the background
/// on the current Tokio runtime: the address bound.
pub async fn spawn(config: &ServerConfig, addr: SocketAddr) -> Result<SocketAddr, ServeError> {
    let (app, problems) = open(config)?;
    for problem in problems {
        eprintln!("arbiter serve: {problem}");
    }
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|source| ServeError::Listen { addr, source })?;
    let bound = listener
        .local_addr()
        .map_err(|source| ServeError::Listen { addr, source })?;
    tokio::spawn(serve_on(app, listener));
    Ok(bound)
}
