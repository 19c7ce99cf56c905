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
    #[arg(long)]
    deal: String,
    /// The strain: C, D, H, S or NT.
    #[arg(long)]
    strain: String,
    /// The opening leader.
    #[arg(long)]
    leader: Seat,
    /// The cards played so far, from the opening lead, as `"SA S2 S7 ..."`.
    #[arg(long, default_value = "")]
    played: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub(crate) fn run_solve(args: &SolveArgs) -> anyhow::Result<ExitCode> {
    let deal: Deal = args.deal.parse().context("--deal")?;
    let strain: Strain = args.strain.parse()?;
    let played = args
        .played
        .split_whitespace()
        .map(|card| {
            card.parse::<Card>()
                .with_context(|| format!("--played: `{card}` is not a card"))
        })
        .collect::<anyhow::Result<Vec<Card>>>()?;
    let position = Position::new(&deal, strain, args.leader, &played)?;
    let mut solver = Solver::new();
    let values = solver.card_values(&position);
    let to_move = position.to_move();
    if args.json {
        let cards: BTreeMap<String, u8> = values
            .iter()
            .rev()
            .map(|(card, tricks)| (card.to_string(), *tricks))
            .collect();
        let best = values.iter().map(|(_, tricks)| *tricks).max().unwrap_or(0);
        let line = json!({"to_play": to_move.to_string(), "tricks": best, "cards": cards});
        println!("{line}");
    } else {
        println!(
            "{to_move} to play in {strain}; tricks for {} from this trick on:",
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
