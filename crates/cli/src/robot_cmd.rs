//! `arbiter robot`: our robot as a Blue Chip Bridge client at a table manager's table
//! (docs/bluechip.md).

use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use cards::Seat;
use clap::Args;
use robots::{Robot, RobotConfig};
use server::bluechip::{ClientConfig, SeatChoice, client};

/// Options of `arbiter robot`.
#[derive(Args)]
pub(crate) struct RobotArgs {
    /// The table manager's address, HOST:PORT.
    #[arg(long, value_name = "HOST:PORT")]
    bluechip: String,
    /// The seat to ask for: N, E, S or W (or the full name), or ANYPL for any seat free.
    #[arg(long, value_parser = parse_seat_choice)]
    seat: SeatChoice,
    /// The team's name (both partners give the same).
    #[arg(long, default_value = "arbiter")]
    team: String,
    /// The seed of the robot's decisions.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The seconds to wait for the table manager's next line.
    #[arg(long, default_value_t = 600)]
    timeout: u64,
}

fn parse_seat_choice(text: &str) -> Result<SeatChoice, String> {
    if text.eq_ignore_ascii_case("anypl") || text.eq_ignore_ascii_case("any") {
        return Ok(SeatChoice::Any);
    }
    text.parse::<Seat>()
        .map(SeatChoice::Seat)
        .map_err(|_| format!("`{text}` is no seat: N, E, S, W or ANYPL"))
}

pub(crate) fn run(args: &RobotArgs) -> anyhow::Result<ExitCode> {
    let mut config = ClientConfig::new(args.team.clone(), args.seat);
    config.timeout = Duration::from_secs(args.timeout.max(1));
    let mut robot = Robot::new(RobotConfig::with_seed(args.seed));
    let runtime = tokio::runtime::Runtime::new().context("cannot start the runtime")?;
    let report = runtime
        .block_on(client::connect_and_play(
            &args.bluechip,
            &config,
            &mut robot,
        ))
        .with_context(|| format!("at the table manager {}", args.bluechip))?;
    println!(
        "{} for \"{}\" (N/S \"{}\", E/W \"{}\"): {} board{} played",
        report.seat.name(),
        args.team,
        report.teams.0,
        report.teams.1,
        report.boards.len(),
        if report.boards.len() == 1 { "" } else { "s" }
    );
    for board in &report.boards {
        let result = match board.contract {
            Some((contract, declarer)) => format!(
                "{} by {}",
                contract.result(board.declarer_tricks),
                declarer.name()
            ),
            None => "passed out".to_string(),
        };
        println!("board {}: {result}", board.board.number());
    }
    Ok(ExitCode::SUCCESS)
}
