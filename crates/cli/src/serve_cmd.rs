//! `arbiter serve`: live tables in the browser (docs/server.md).

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use cards::{Board, Deal};
use clap::Args;
use laws::CodeId;
use server::ServerConfig;
use server::bluechip::{self, ManagerConfig};
use server::limits::Rate;

/// Options of `arbiter serve`.
#[derive(Args)]
pub(crate) struct ServeArgs {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// The database: an SQLite file (made if missing) or a postgres:// URL.
    #[arg(long, default_value = "arbiter.sqlite")]
    db: String,
    /// Tables one client address may make a second (bursts of ten times as many).
    #[arg(long, default_value_t = 10.0)]
    create_rate: f64,
    /// The folder of the events (`arbiter event new`) whose boards tables may play, naming
    /// an event's file in it.
    #[arg(long, default_value = ".")]
    events: std::path::PathBuf,
    /// The time a robot in a seat may take over a card, in milliseconds (it solves at least
    /// a few layouts whatever the time; docs/robots.md).
    #[arg(long, default_value_t = 1000, value_name = "MS")]
    robot_ms: u64,
    /// Also run a Blue Chip Bridge table manager (protocol version 18) on this port of the
    /// same host: four robots connect, play a session, and the next four may come
    /// (docs/bluechip.md).
    #[arg(long, value_name = "PORT")]
    bluechip: Option<u16>,
    /// The boards of a Blue Chip session (numbered from 1; Law 2's dealer and
    /// vulnerability).
    #[arg(long, default_value_t = 8, requires = "bluechip")]
    boards: u32,
    /// The seed of the Blue Chip deals (the k-th session, from 0, deals from SEED + k);
    /// drawn at random when not given, and printed.
    #[arg(long, requires = "bluechip")]
    seed: Option<u64>,
    /// A PBN file of boards for the Blue Chip sessions to play instead of dealt ones (their
    /// number, dealer, vulnerability and deal).
    #[arg(
        long,
        value_name = "FILE",
        requires = "bluechip",
        conflicts_with = "seed"
    )]
    boards_file: Option<std::path::PathBuf>,
    /// The file the Blue Chip sessions are written to (PBN, each session's boards added).
    #[arg(
        long,
        value_name = "FILE",
        default_value = "bluechip.pbn",
        requires = "bluechip"
    )]
    bluechip_log: std::path::PathBuf,
    /// The seconds a Blue Chip client may take over any one line.
    #[arg(long, default_value_t = 600, requires = "bluechip")]
    bluechip_timeout: u64,
    /// The code of laws the Blue Chip boards are played under: duplicate2017 or duplicate2007
    /// (the protocol plays duplicate boards).
    #[arg(
        long,
        default_value = "duplicate2017",
        requires = "bluechip",
        value_parser = bluechip_code
    )]
    bluechip_code: CodeId,
}

/// A code named on the command line that a Blue Chip session can be played under.
fn bluechip_code(name: &str) -> Result<CodeId, String> {
    let code: CodeId = name.parse()?;
    bluechip::session_code(code).map_err(|refused| refused.to_string())
}

pub(crate) fn run(args: &ServeArgs) -> anyhow::Result<ExitCode> {
    let mut config = ServerConfig::new(args.db.clone());
    config.events = args.events.clone();
    config.robot.card_time = Duration::from_millis(args.robot_ms);
    // The room's Director key: from the environment (kept out of `ps`), or the one the
    // database keeps (made the first time), so that his link lasts across restarts.
    config.director_key = std::env::var("ARBITER_DIRECTOR_KEY")
        .ok()
        .filter(|k| !k.is_empty());
    config.create_rate = Rate {
        per_second: args.create_rate,
        burst: args.create_rate * 10.0,
    };
    // The Blue Chip settings are checked before anything starts.
    let bluechip_config = args.bluechip.map(|_| bluechip_config(args)).transpose()?;
    let runtime = tokio::runtime::Runtime::new().context("cannot start the runtime")?;
    runtime.block_on(async {
        let (app, problems) = server::open(&config)?;
        for problem in &problems {
            eprintln!("arbiter serve: {problem}");
        }
        let listener = tokio::net::TcpListener::bind(args.addr)
            .await
            .with_context(|| format!("cannot listen on {}", args.addr))?;
        let tables = app.hub.len();
        eprintln!(
            "arbiter serve: http://{} ({} table{} from {})",
            listener.local_addr()?,
            tables,
            if tables == 1 { "" } else { "s" },
            args.db
        );
        eprintln!(
            "arbiter serve: the room's Director (every table): http://{}/director#key={}",
            listener.local_addr()?,
            app.room_key
        );
        if let (Some(port), Some(config)) = (args.bluechip, bluechip_config) {
            let address = SocketAddr::new(args.addr.ip(), port);
            let bluechip = tokio::net::TcpListener::bind(address)
                .await
                .with_context(|| format!("cannot listen on {address}"))?;
            let boards = config.board_count();
            eprintln!(
                "arbiter serve: Blue Chip table manager on {} ({boards} board{} a session{}; \
                 sessions written to {})",
                bluechip.local_addr()?,
                if boards == 1 { "" } else { "s" },
                if config.given.is_empty() {
                    format!(", seed {}", config.seed)
                } else {
                    String::new()
                },
                args.bluechip_log.display()
            );
            tokio::spawn(run_bluechip(bluechip, config, args.bluechip_log.clone()));
        }
        server::serve_on(app, listener).await?;
        Ok(ExitCode::SUCCESS)
    })
}

/// The Blue Chip table manager's settings from the options.
fn bluechip_config(args: &ServeArgs) -> anyhow::Result<ManagerConfig> {
    let seed = args.seed.unwrap_or_else(rand::random);
    let mut config = ManagerConfig::new(args.boards, seed);
    config.timeout = Duration::from_secs(args.bluechip_timeout.max(1));
    config.code = args.bluechip_code;
    if let Some(path) = &args.boards_file {
        config.given = boards_of(path)?;
    }
    if config.board_count() == 0 {
        anyhow::bail!("a Blue Chip session needs at least one board");
    }
    Ok(config)
}

/// The boards of a PBN file: each game's board number, dealer, vulnerability and deal (Law
/// 2's dealer and vulnerability where the game gives none).
fn boards_of(path: &Path) -> anyhow::Result<Vec<(Board, Deal)>> {
    let file =
        std::fs::File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut boards = Vec::new();
    for (index, game) in formats::pbn::Reader::new(std::io::BufReader::new(file)).enumerate() {
        let game =
            game.map_err(|e| anyhow::anyhow!("{}:{}: {}", path.display(), e.at, e.message))?;
        let record = formats::Record::import_pbn(&game)
            .map_err(|e| anyhow::anyhow!("{}:{}: {}", path.display(), e.at, e.message))?
            .item;
        let number = record.board.unwrap_or(index as u32 + 1);
        let law2 =
            Board::new(number).with_context(|| format!("{}: board {number}", path.display()))?;
        let board = Board::with(
            number,
            record.dealer.unwrap_or(law2.dealer()),
            record.vulnerability.unwrap_or(law2.vulnerability()),
        );
        let deal = record
            .deal
            .as_ref()
            .and_then(|d| d.complete().ok())
            .with_context(|| format!("{}: board {number} has no complete deal", path.display()))?;
        boards.push((board, deal));
    }
    Ok(boards)
}

/// Plays sessions one after another on `listener`, adding each to the PBN file `log`.
async fn run_bluechip(listener: tokio::net::TcpListener, mut config: ManagerConfig, log: PathBuf) {
    for session in 0u64.. {
        let record = match bluechip::serve_session(&listener, &config).await {
            Ok(record) => record,
            Err(error) => {
                eprintln!("arbiter serve: the Blue Chip table manager stops: {error}");
                return;
            }
        };
        for line in &record.log {
            eprintln!("arbiter serve: Blue Chip: {line}");
        }
        let event = if config.given.is_empty() {
            format!("Blue Chip session {} (seed {})", session + 1, config.seed)
        } else {
            format!("Blue Chip session {}", session + 1)
        };
        eprintln!(
            "arbiter serve: Blue Chip session {} ended ({}): {} board{} played, written to {}",
            session + 1,
            record.end,
            record.boards.len(),
            if record.boards.len() == 1 { "" } else { "s" },
            log.display()
        );
        if let Err(error) = append_pbn(&log, &record, &event) {
            eprintln!("arbiter serve: cannot write {}: {error}", log.display());
        }
        config.seed = config.seed.wrapping_add(1);
    }
}

/// Adds a session's games to the PBN file at `path`, with the export header if it is new.
fn append_pbn(path: &Path, record: &bluechip::SessionRecord, event: &str) -> std::io::Result<()> {
    use std::io::Write;
    let fresh = std::fs::metadata(path).map_or(true, |m| m.len() == 0);
    let text = if fresh {
        record.to_pbn(event)
    } else {
        record.pbn_games(event)
    };
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    file.write_all(text.as_bytes())
}
