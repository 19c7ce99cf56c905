//! `arbiter`: the Laws of bridge from the command line: deals, scores and scorepads in every
//! code.

mod club_cmd;
mod dd_cmd;
mod deal_cmd;
mod dealer_cmd;
mod event_cmd;
mod field_cmd;
mod files_cmd;
mod historic_cmd;
mod movement_cmd;
mod replay_cmd;
mod requests;
mod robot_cmd;
mod score_cmd;
mod scorepad_cmd;
mod serve_cmd;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// The Laws of bridge, exact and executable.
#[derive(Parser)]
#[command(name = "arbiter", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Deal boards at random (reproducibly with --seed), with Law 2's dealer and vulnerability.
    Deal(deal_cmd::DealArgs),
    /// Run a script of the dealer language (`.dlr`, as for Hans van Staveren's dealer).
    Dealer(dealer_cmd::DealerArgs),
    /// Score one deal in any code, or score duplicate requests read from standard input (`-`).
    Score(score_cmd::ScoreArgs),
    /// Keep a rubber bridge scorepad from a results file (also for the auction codes).
    Rubber(scorepad_cmd::RubberArgs),
    /// Keep a four-deal (Chicago) scorepad from a results file.
    Chicago(scorepad_cmd::ChicagoArgs),
    /// Keep a three-handed Auction pad (1916 manual): a column a player, games 125, rubber
    /// 250, and the settlement.
    ThreeHanded(historic_cmd::ThreeHandedArgs),
    /// Score a progressive Auction session (1916 manual): four deals a table, the moves, the
    /// partners changing, each player's net scores.
    Progressive(historic_cmd::ProgressiveArgs),
    /// Cut for the right to play, partners, the first deal and the choice of seat and cards,
    /// in any code (the cards given, or drawn at random from a seed).
    Cut(club_cmd::CutArgs),
    /// Run a club procedure log (applications, draws, rubbers ended, departures, substitutes)
    /// and print the membership and who plays next.
    Club(club_cmd::ClubArgs),
    /// Run a transcript, or a board of a PBN, LIN or JSON file, at the table and print its
    /// state.
    Replay(replay_cmd::ReplayArgs),
    /// Double-dummy tables (and par) of deals read from a file or standard input.
    Dd(dd_cmd::DdArgs),
    /// The double-dummy value of each card the player to move may play.
    Solve(dd_cmd::SolveArgs),
    /// Convert boards between PBN, LIN and the JSON event log (formats by extension or
    /// --from/--to).
    Convert(files_cmd::ConvertArgs),
    /// Check a PBN, LIN or JSON file: every problem with its line and column (exit 1 if any).
    Check(files_cmd::CheckArgs),
    /// Rewrite a PBN file, adding to each board its double-dummy tricks and par (--dd).
    Pbn(files_cmd::PbnArgs),
    /// Matchpoints (Law 78A) of `{"scores_ns": [...], "expected_plays": N}` lines, with
    /// percentages and Neuberg's factoring.
    Matchpoints(field_cmd::RequestsArgs),
    /// IMPs (Law 78B) of a score difference a line.
    Imps(field_cmd::RequestsArgs),
    /// Butler datum, IMPs and cross-IMPs of `{"scores_ns": [...]}` lines.
    Butler(field_cmd::RequestsArgs),
    /// WBF 2013 continuous victory points of `BOARDS IMPS` lines: `WINNER LOSER`.
    Vp(field_cmd::RequestsArgs),
    /// A movement (Mitchell, Howell, barometer, or a club's own from a file), checked: its
    /// rounds, balance and guide cards.
    Movement(movement_cmd::MovementArgs),
    /// A duplicate session kept in an SQLite file: new, names, results, rank, publish.
    #[command(subcommand)]
    Event(event_cmd::EventCommand),
    /// Serve live tables to play and direct in a browser (HTTP and WebSocket; docs/server.md).
    Serve(serve_cmd::ServeArgs),
    /// Play our robot at a Blue Chip Bridge table manager (protocol version 18).
    Robot(robot_cmd::RobotArgs),
}

/// A results file given on the command line, `-` for standard input.
#[derive(Clone, Debug)]
pub(crate) enum Input {
    Stdin,
    File(PathBuf),
}

impl From<&str> for Input {
    fn from(text: &str) -> Input {
        if text == "-" {
            Input::Stdin
        } else {
            Input::File(PathBuf::from(text))
        }
    }
}

impl Input {
    /// The whole text of the input.
    pub(crate) fn read(&self) -> anyhow::Result<String> {
        use anyhow::Context;
        match self {
            Input::Stdin => {
                std::io::read_to_string(std::io::stdin()).context("cannot read standard input")
            }
            Input::File(path) => std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display())),
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Deal(args) => deal_cmd::run(&args),
        Command::Dealer(args) => dealer_cmd::run(&args),
        Command::Score(args) => score_cmd::run(&args),
        Command::Rubber(args) => scorepad_cmd::run_rubber(&args),
        Command::Chicago(args) => scorepad_cmd::run_chicago(&args),
        Command::ThreeHanded(args) => historic_cmd::run_three_handed(&args),
        Command::Progressive(args) => historic_cmd::run_progressive(&args),
        Command::Cut(args) => club_cmd::run_cut(&args),
        Command::Club(args) => club_cmd::run_club(&args),
        Command::Replay(args) => replay_cmd::run(&args),
        Command::Dd(args) => dd_cmd::run(&args),
        Command::Solve(args) => dd_cmd::run_solve(&args),
        Command::Convert(args) => files_cmd::run_convert(&args),
        Command::Check(args) => files_cmd::run_check(&args),
        Command::Pbn(args) => files_cmd::run_pbn(&args),
        Command::Matchpoints(args) => field_cmd::run_matchpoints(&args),
        Command::Imps(args) => field_cmd::run_imps(&args),
        Command::Butler(args) => field_cmd::run_butler(&args),
        Command::Vp(args) => field_cmd::run_vp(&args),
        Command::Movement(args) => movement_cmd::run(&args),
        Command::Event(command) => event_cmd::run(&command),
        Command::Serve(args) => serve_cmd::run(&args),
        Command::Robot(args) => robot_cmd::run(&args),
    };
    match outcome {
        Ok(code) => code,
        // The reader went away (`arbiter convert big.pbn - | head`): nothing is wrong.
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("arbiter: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// Whether the error is standard output closed by its reader.
fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
