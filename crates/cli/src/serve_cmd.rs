//! `arbiter serve`: live tables in the browser (docs/server.md).

use std::net::SocketAddr;
use std::process::ExitCode;

use anyhow::Context;
use clap::Args;
use server::ServerConfig;
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
}

pub(crate) fn run(args: &ServeArgs) -> anyhow::Result<ExitCode> {
    let mut config = ServerConfig::new(args.db.clone());
    config.events = args.events.clone();
    // The room's Director key: from the environment (kept out of `ps`), or made for this run.
    let key = std::env::var("ARBITER_DIRECTOR_KEY")
        .ok()
        .filter(|k| !k.is_empty())
        .unwrap_or_else(server::token::new_token);
    config.director_key = Some(key.clone());
    config.create_rate = Rate {
        per_second: args.create_rate,
        burst: args.create_rate * 10.0,
    };
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
            "arbiter serve: the room's Director (every table): http://{}/director#key={key}",
            listener.local_addr()?
        );
        server::serve_on(app, listener).await?;
        Ok(ExitCode::SUCCESS)
    })
}
