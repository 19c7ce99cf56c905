//! `arbiter dd` and `arbiter solve`: double-dummy tables, par, and the value of each card.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, bail};
use cards::{Card, Deal, Seat, Vulnerability};
use clap::{Args, ValueEnum};
use dds::{DdTable, Position, Solver, Strain, solve_tables};
use indicatif::{ProgressBar, ProgressStyle};
use laws::par::{Par, par};
use serde::Serialize;
use serde_json::json;

use crate::Input;

/// Options of `arbiter dd`.
#[derive(Args)]
pub(crate) struct DdArgs {
    /// Deals, one PBN deal string a line (`N:AKQ2.T98.765.432 ...`), or a PBN file; `-` or
    /// nothing for standard input.
    #[arg(default_value = "-")]
    input: String,
    /// One JSON object a line instead of tables.
    #[arg(long)]
    json: bool,
    /// Add the par score and contracts.
    #[arg(long)]
    par: bool,
    /// Vulnerability for par (default: the PBN file's, else none).
    #[arg(long, value_enum)]
    vul: Option<Vul>,
    /// Dealer for par (default: the PBN file's, else North).
    #[arg(long)]
    dealer: Option<Seat>,
    /// Threads to solve on; 0 for one per core.
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Time full tables of the deals in FILE, one thread and all threads, and print deals per
    /// second.
    #[arg(long, value_name = "FILE")]
    bench: Option<String>,
}

#[derive(Clone, Copy, ValueEnum)]
enum Vul {
    None,
    Ns,
    Ew,
    All,
}

impl From<Vul> for Vulnerability {
    fn from(vul: Vul) -> Vulnerability {
        match vul {
            Vul::None => Vulnerability::None,
            Vul::Ns => Vulnerability::NorthSouth,
            Vul::Ew => Vulnerability::EastWest,
            Vul::All => Vulnerability::Both,
        }
    }
}

/// A deal read from the input, with what a PBN file says of its board.
struct InputDeal {
    deal: Deal,
    dealer: Option<Seat>,
    vulnerability: Option<Vulnerability>,
}

/// Reads deals: a PBN file's games (their Deal, Dealer and Vulnerable tags, read by
/// [`formats::pbn::Reader`]), or bare deal strings a line. A deal that does not parse is
/// reported with its line (and column) and the others are still read.
fn read_deals(text: &str) -> (Vec<InputDeal>, Vec<String>) {
    if text.lines().any(|line| line.trim_start().starts_with('[')) {
        return read_pbn_deals(text);
    }
    let mut deals = Vec::new();
    let mut errors = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('%') {
            continue;
        }
        match line.parse::<Deal>() {
            Ok(deal) => deals.push(InputDeal {
                deal,
                dealer: None,
                vulnerability: None,
            }),
            Err(error) => errors.push(format!("line {}: {error}", number + 1)),
        }
    }
    (deals, errors)
}

/// The deals of a PBN file's games, with their dealers and vulnerabilities.
fn read_pbn_deals(text: &str) -> (Vec<InputDeal>, Vec<String>) {
    let mut deals = Vec::new();
    let mut errors = Vec::new();
    for game in formats::pbn::Reader::new(text.as_bytes()) {
        let whole = game.map_err(|e| e.to_string()).and_then(|game| {
            let Some(deal) = game.whole_deal() else {
                return Ok(None);
            };
            Ok(Some(InputDeal {
                deal: deal.map_err(|e| e.to_string())?,
                dealer: game.dealer().and_then(Result::ok),
                vulnerability: game.vulnerability().and_then(Result::ok),
            }))
        });
        match whole {
            Ok(Some(deal)) => deals.push(deal),
            Ok(None) => {}
            Err(error) => errors.push(error),
        }
    }
    (deals, errors)
}

/// A progress bar of `count` deals (lengthened as more are read), drawn on standard error
/// when it is a terminal.
pub(crate) fn progress(count: usize) -> ProgressBar {
    let bar = ProgressBar::new(count as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} deals, {per_sec}, {eta} left")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar
}

pub(crate) fn run(args: &DdArgs) -> anyhow::Result<ExitCode> {
    if let Some(file) = &args.bench {
        return bench(file);
    }
    let (deals, errors) = read_deals(&Input::from(args.input.as_str()).read()?);
    for error in &errors {
        eprintln!("arbiter dd: {error}");
    }
    let bar = progress(deals.len());
    let only: Vec<Deal> = deals.iter().map(|input| input.deal).collect();
    let tables = solve_tables(&only, args.threads, &|| bar.inc(1));
    bar.finish_and_clear();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for (input, table) in deals.iter().zip(&tables) {
        let par = args.par.then(|| {
            let vulnerability = args.vul.map(Vulnerability::from).or(input.vulnerability);
            let dealer = args.dealer.or(input.dealer).unwrap_or(Seat::North);
            par(table, vulnerability.unwrap_or(Vulnerability::None), dealer)
        });
        let pbn = input.deal.to_pbn(Seat::North);
        if args.json {
            let line = DdLine {
                deal: &pbn,
                tricks: table,
                par: par.as_ref(),
            };
            writeln!(out, "{}", serde_json::to_string(&line)?)?;
        } else {
            writeln!(out, "{}", text_table(&pbn, table, par.as_ref()))?;
        }
    }
    out.flush()?;
    Ok(if errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// A line of `arbiter dd --json`, its fields in this order.
#[derive(Serialize)]
struct DdLine<'a> {
    deal: &'a str,
    tricks: &'a DdTable,
    #[serde(skip_serializing_if = "Option::is_none")]
    par: Option<&'a Par>,
}

/// A deal's table for a person: declarers down, strains across.
fn text_table(pbn: &str, table: &DdTable, par: Option<&Par>) -> String {
    let mut text = format!("{pbn}\n     NT  S  H  D  C\n");
    for seat in Seat::ALL {
        let _ = write!(text, "  {seat} ");
        for strain in [
            Strain::NoTrump,
            Strain::Spades,
            Strain::Hearts,
            Strain::Diamonds,
            Strain::Clubs,
        ] {
            let _ = write!(text, "{:>3}", table.tricks(seat, strain));
        }
        text.push('\n');
    }
    if let Some(par) = par {
        let contracts: Vec<String> = par.contracts.iter().map(ToString::to_string).collect();
        let contracts = if contracts.is_empty() {
            "passed out".to_string()
        } else {
            contracts.join(" ")
        };
        let _ = writeln!(text, "  Par {}: {contracts}", par.score);
    }
    text
}

/// `arbiter dd --bench FILE`.
fn bench(file: &str) -> anyhow::Result<ExitCode> {
    let (deals, errors) = read_deals(&Input::from(file).read()?);
    if let Some(error) = errors.first() {
        bail!("{file}: {error}");
    }
    if deals.is_empty() {
        bail!("{file}: no deals to time");
    }
    let only: Vec<Deal> = deals.iter().map(|input| input.deal).collect();
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    for threads in [1, cores] {
        let bar = progress(only.len());
        let start = Instant::now();
        solve_tables(&only, threads, &|| bar.inc(1));
        let seconds = start.elapsed().as_secs_f64();
        bar.finish_and_clear();
        println!(
            "{} deals on {threads} thread{}: {:.2} deals/s, {:.1} ms per table",
            only.len(),
            if threads == 1 { "" } else { "s" },
            only.len() as f64 / seconds,
            seconds * 1000.0 / only.len() as f64
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Options of `arbiter solve`.
#[derive(Args)]
pub(crate) struct SolveArgs {
    /// The deal, as a PBN deal string (`N:AKQ2.T98.765.432 ...`).
    #[arg(long, required_unless_present = "batch")]
    deal: Option<String>,
    /// The strain: C, D, H, S or NT.
    #[arg(long, required_unless_present = "batch")]
    strain: Option<String>,
    /// The opening leader.
    #[arg(long, required_unless_present = "batch")]
    leader: Option<Seat>,
    /// The cards played so far, from the opening lead, as `"SA S2 S7 ..."`.
    #[arg(long, default_value = "")]
    played: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// Solve many positions with one solver: JSON lines `{"deal", "strain", "leader",
    /// "played"}` from a file (`-`: standard input), each answered by a JSON line with the
    /// solving time in milliseconds (`ms`).
    #[arg(long, conflicts_with_all = ["deal", "strain", "leader"])]
    batch: Option<String>,
}

/// A position to solve, as `arbiter solve --batch` reads it.
#[derive(serde::Deserialize)]
struct BatchLine {
    deal: String,
    strain: String,
    leader: Seat,
    #[serde(default)]
    played: String,
}

pub(crate) fn run_solve(args: &SolveArgs) -> anyhow::Result<ExitCode> {
    let mut solver = Solver::new();
    if let Some(batch) = &args.batch {
        return solve_batch(&mut solver, &Input::from(batch.as_str()));
    }
    let (Some(deal), Some(strain), Some(leader)) = (&args.deal, &args.strain, args.leader) else {
        bail!("give --deal, --strain and --leader, or --batch FILE");
    };
    let position = position_of(deal, strain, leader, &args.played)?;
    let values = solver.card_values(&position);
    let to_move = position.to_move();
    if args.json {
        println!("{}", values_json(&position, &values));
    } else {
        println!(
            "{to_move} to play in {}; tricks for {} from this trick on:",
            position.strain(),
            to_move.side()
        );
        let mut sorted = values;
        sorted.sort_by(|a, b| b.1.cmp(&a.1).then(b.0.cmp(&a.0)));
        for (card, tricks) in sorted {
            println!("  {card} {tricks}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The position of a deal, strain, opening leader and cards played, each checked.
fn position_of(deal: &str, strain: &str, leader: Seat, played: &str) -> anyhow::Result<Position> {
    let deal: Deal = deal.parse().context("deal")?;
    let strain: Strain = strain.parse()?;
    let played = played
        .split_whitespace()
        .map(|card| {
            card.parse::<Card>()
                .with_context(|| format!("played: `{card}` is not a card"))
        })
        .collect::<anyhow::Result<Vec<Card>>>()?;
    Ok(Position::new(&deal, strain, leader, &played)?)
}

/// The JSON answer for a position: who is to play, the best value, each card's.
fn values_json(position: &Position, values: &[(Card, u8)]) -> serde_json::Value {
    let cards: BTreeMap<String, u8> = values
        .iter()
        .rev()
        .map(|(card, tricks)| (card.to_string(), *tricks))
        .collect();
    let best = values.iter().map(|(_, tricks)| *tricks).max().unwrap_or(0);
    json!({"to_play": position.to_move().to_string(), "tricks": best, "cards": cards})
}

/// `arbiter solve --batch`: every line solved by one solver (its memory reused, as a program
/// solving position after position would), answered in order with its time; a line that
/// cannot be read is answered with its error and the rest go on.
fn solve_batch(solver: &mut Solver, input: &Input) -> anyhow::Result<ExitCode> {
    let text = input.read()?;
    let mut out = std::io::stdout().lock();
    let mut failed = false;
    for (number, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let position = serde_json::from_str::<BatchLine>(line)
            .map_err(anyhow::Error::from)
            .and_then(|b| position_of(&b.deal, &b.strain, b.leader, &b.played));
        let answer = match position {
            Ok(position) => {
                let start = Instant::now();
                let values = solver.card_values(&position);
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                let mut answer = values_json(&position, &values);
                answer["ms"] = json!(ms);
                answer
            }
            Err(error) => {
                failed = true;
                json!({"line": number + 1, "error": format!("{error:#}")})
            }
        };
        writeln!(out, "{answer}")?;
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
