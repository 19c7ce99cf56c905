//! `arbiter deal`: random boards as hand diagrams, PBN or JSON.

use std::io::Write;
use std::process::ExitCode;

use anyhow::Context;
use cards::{Board, Deal, DealGenerator, Seat, diagram::hand_diagram};
use clap::{Args, ValueEnum};
use robots::dealer::Program;
use serde_json::json;

/// Options of `arbiter deal`.
#[derive(Args)]
pub(crate) struct DealArgs {
    /// Seed of the random deals: the same seed gives the same deals. Without it a seed is
    /// drawn at random and shown, so the deals can be made again.
    #[arg(long)]
    seed: Option<u64>,
    /// How many boards.
    #[arg(long, default_value_t = 1)]
    count: u32,
    /// The number of the first board.
    #[arg(long, default_value_t = 1)]
    first: u32,
    /// Only deals meeting this condition, in the dealer language (`arbiter dealer`):
    /// `hcp(north) >= 20 && shape(north, any 4333)`.
    #[arg(long = "where", value_name = "EXPR")]
    condition: Option<String>,
    /// With --where, how many deals to try at most before giving up.
    #[arg(long, default_value_t = robots::dealer::DEFAULT_GENERATE)]
    tries: u64,
    /// How to print them.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    /// Hand diagrams a person can read.
    Text,
    /// A PBN 2.1 file (export format).
    Pbn,
    /// One JSON object a line.
    Json,
}

pub(crate) fn run(args: &DealArgs) -> anyhow::Result<ExitCode> {
    let seed = args.seed.unwrap_or_else(rand::random);
    if args.first == 0 {
        anyhow::bail!("Law 2: boards are numbered from 1; --first 0 is not a board");
    }
    let last = args
        .first
        .checked_add(args.count.saturating_sub(1))
        .context("board numbers too large")?;
    let mut generator = DealGenerator::from_seed(seed);
    let program = args
        .condition
        .as_deref()
        .map(|expr| Program::from_condition(expr).with_context(|| format!("--where {expr}")))
        .transpose()?;
    let mut matching = program
        .as_ref()
        .map(|program| program.deals(seed, args.tries))
        .transpose()?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if let Format::Pbn = args.format {
        writeln!(
            out,
            "% PBN 2.1\n% EXPORT\n% Dealt by arbiter deal --seed {seed}"
        )?;
    }
    if let Format::Text = args.format {
        writeln!(out, "Seed {seed}\n")?;
    }
    for number in args.first..=last {
        let board = Board::new(number)?;
        let deal = match &mut matching {
            None => generator.deal(),
            Some(deals) => match deals.next() {
                Some(deal) => deal?,
                None => anyhow::bail!(
                    "no deal met the condition in {} tries (seed {seed}); \
                     --tries raises the limit",
                    deals.generated()
                ),
            },
        };
        match args.format {
            Format::Text => writeln!(out, "{}", hand_diagram(&board, &deal))?,
            Format::Pbn => write!(out, "{}", pbn_game(seed, &board, &deal))?,
            Format::Json => writeln!(out, "{}", json_board(seed, &board, &deal))?,
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// One game of a PBN file in export format ([`formats::Record::to_pbn`]): the 15 tags of
/// PBN 2.1's mandatory tag set in their fixed order, the deal written from the dealer. A
/// dealing program has no players, contract or result, so those tags are empty strings, as the
/// standard asks for mandatory tags that are "inappropriate" (PBN 2.1, section 3.4).
fn pbn_game(seed: u64, board: &Board, deal: &Deal) -> String {
    let record = formats::Record {
        event: Some(format!("arbiter deal --seed {seed}")),
        board: Some(board.number()),
        dealer: Some(board.dealer()),
        vulnerability: Some(board.vulnerability()),
        deal: Some((*deal).into()),
        ..formats::Record::default()
    };
    let mut text = String::new();
    // Writing into a String cannot fail.
    let _ = formats::pbn::write_game(&mut text, &record.to_pbn());
    text
}

fn json_board(seed: u64, board: &Board, deal: &Deal) -> serde_json::Value {
    let hcp: serde_json::Map<String, serde_json::Value> = Seat::ALL
        .iter()
        .map(|&seat| (seat.to_string(), json!(deal.hand(seat).high_card_points())))
        .collect();
    json!({
        "seed": seed,
        "board": board.number(),
        "dealer": board.dealer(),
        "vulnerable": board.vulnerability(),
        "deal": deal.to_pbn(Seat::North),
        "hcp": hcp,
    })
}
