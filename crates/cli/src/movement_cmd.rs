//! `arbiter movement`: a Mitchell, Howell or barometer, checked, as a table of rounds and the
//! guide cards a player reads; or as JSON for other programs.

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use club::movement::{Balance, Movement, barometer, check, howell, mitchell};
use serde::Serialize;

/// The kinds of movement the command makes.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum KindArg {
    /// North-South stationary, East-West up a table, boards down (skip when even).
    Mitchell,
    /// Complete (or, with --rounds, partial) Howell: every pair moves.
    Howell,
    /// Every table plays the same boards each round; pairs move as in a Howell.
    Barometer,
}

/// Options of `arbiter movement`.
#[derive(Args)]
pub(crate) struct MovementArgs {
    #[command(flatten)]
    pub(crate) spec: MovementSpec,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

/// The movement wanted: its kind, tables, rounds, boards and declarations (shared by
/// `arbiter movement` and `arbiter event new`).
#[derive(Args)]
pub(crate) struct MovementSpec {
    /// mitchell, howell or barometer.
    #[arg(value_enum)]
    pub(crate) kind: KindArg,
    /// The number of tables.
    #[arg(long)]
    pub(crate) tables: u32,
    /// The number of rounds (default: all the movement has).
    #[arg(long)]
    pub(crate) rounds: Option<u32>,
    /// Boards played in a round (a set).
    #[arg(long, default_value_t = 3)]
    pub(crate) boards_per_round: u32,
    /// Mitchell rounds to play arrow-switched, as `5` or `4,8` (makes one field).
    #[arg(long, value_delimiter = ',')]
    pub(crate) arrow_switch: Vec<u32>,
    /// A pair that is absent (an odd number of pairs): its opponents sit out.
    #[arg(long)]
    pub(crate) sit_out: Option<u32>,
}

impl MovementSpec {
    /// Makes and checks the movement the options describe.
    pub(crate) fn make(&self) -> anyhow::Result<(Movement, Balance)> {
        let rounds = self.rounds;
        let bpr = self.boards_per_round;
        let (movement, balance) = match self.kind {
            KindArg::Mitchell => mitchell(self.tables, rounds, bpr, &self.arrow_switch)?,
            KindArg::Howell | KindArg::Barometer if !self.arrow_switch.is_empty() => {
                anyhow::bail!("--arrow-switch is for a Mitchell: a Howell has one field already")
            }
            KindArg::Howell => howell(self.tables, rounds, bpr)?,
            KindArg::Barometer => barometer(self.tables, rounds, bpr)?,
        };
        match self.sit_out {
            Some(pair) => {
                let movement = movement.with_sit_out(pair)?;
                let balance = check(&movement)?;
                Ok((movement, balance))
            }
            None => Ok((movement, balance)),
        }
    }
}

/// The JSON document: the movement's fields, then its balance.
#[derive(Serialize)]
struct MovementJson<'a> {
    #[serde(flatten)]
    movement: &'a Movement,
    balance: &'a Balance,
}

pub(crate) fn run(args: &MovementArgs) -> anyhow::Result<ExitCode> {
    let (movement, balance) = args.spec.make()?;
    if args.json {
        let document = MovementJson {
            movement: &movement,
            balance: &balance,
        };
        println!("{}", serde_json::to_string(&document)?);
    } else {
        print!("{}", round_table(&movement));
        print!("{}", balance_text(&balance));
        print!("{}", guide_cards(&movement));
    }
    Ok(ExitCode::SUCCESS)
}

/// Boards `4-6` of a set.
pub(crate) fn boards_text(movement: &Movement, set: u32) -> String {
    let boards = movement.boards_of_set(set);
    if boards.start() == boards.end() {
        format!("{}", boards.start())
    } else {
        format!("{}-{}", boards.start(), boards.end())
    }
}

/// The table of rounds: a row per table, a column per round, `NS-EW bBOARDS`.
pub(crate) fn round_table(movement: &Movement) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} movement: {} tables, {} pairs, {} rounds of {} boards ({} boards in play)",
        movement.kind.name(),
        movement.tables,
        movement.pairs,
        movement.rounds.len(),
        movement.boards_per_set,
        movement.boards()
    );
    for group in &movement.shares {
        let tables: Vec<String> = group.iter().map(u32::to_string).collect();
        let _ = writeln!(
            out,
            "tables {} share their boards each round",
            tables.join(", ")
        );
    }
    if movement.duplicated_boards {
        let _ = writeln!(
            out,
            "every table plays the round's boards from its own copy"
        );
    }
    if let Some(pair) = movement.sit_out {
        let _ = writeln!(out, "pair {pair} is absent: its opponents sit out");
    }
    let cells: Vec<Vec<String>> = (0..movement.tables as usize)
        .map(|t| {
            movement
                .rounds
                .iter()
                .map(|round| {
                    let s = round[t];
                    format!("{}-{} b{}", s.ns, s.ew, boards_text(movement, s.set))
                })
                .collect()
        })
        .collect();
    let width = cells
        .iter()
        .flatten()
        .map(String::len)
        .max()
        .unwrap_or(0)
        .max(8);
    let _ = write!(out, "{:<6}", "table");
    for round in 1..=movement.rounds.len() {
        let _ = write!(out, " {:<width$}", format!("round {round}"));
    }
    out.push('\n');
    for (t, row) in cells.iter().enumerate() {
        let _ = write!(out, "{:<6}", t + 1);
        for cell in row {
            let _ = write!(out, " {cell:<width$}");
        }
        out.push('\n');
    }
    out
}

/// The comparisons between pairs, field by field.
pub(crate) fn balance_text(balance: &Balance) -> String {
    let mut out = String::new();
    for (index, field) in balance.fields.iter().enumerate() {
        let name = match (balance.fields.len(), index) {
            (1, _) => "one field",
            (_, 0) => "North-South field",
            _ => "East-West field",
        };
        let verdict = if field.is_balanced() {
            "balanced"
        } else {
            "not balanced"
        };
        let _ = writeln!(
            out,
            "{name}: every two pairs compared on {} to {} boards ({verdict})",
            field.min_comparisons, field.max_comparisons
        );
    }
    out
}

/// A guide card for each table (which pairs sit where and which boards they play, round by
/// round), then one for each pair (where it sits, against whom, which boards).
pub(crate) fn guide_cards(movement: &Movement) -> String {
    let mut out = String::new();
    for table in 1..=movement.tables {
        let _ = writeln!(out, "\nTable {table}");
        for (r, round) in movement.rounds.iter().enumerate() {
            let Some(s) = round.iter().find(|s| s.table == table) else {
                continue;
            };
            let line = if movement.is_played(s) {
                format!(
                    "  round {:>2}: North-South pair {}, East-West pair {}, boards {}",
                    r + 1,
                    s.ns,
                    s.ew,
                    boards_text(movement, s.set)
                )
            } else {
                format!(
                    "  round {:>2}: no play (pair {} absent)",
                    r + 1,
                    movement.sit_out.unwrap_or(0)
                )
            };
            let _ = writeln!(out, "{line}");
        }
    }
    for pair in 1..=movement.pairs {
        if Some(pair) == movement.sit_out {
            continue;
        }
        let _ = writeln!(out, "\nPair {pair}");
        for (r, round) in movement.rounds.iter().enumerate() {
            let Some(s) = round.iter().find(|s| s.ns == pair || s.ew == pair) else {
                continue;
            };
            let (direction, opponents) = if s.ns == pair {
                ("North-South", s.ew)
            } else {
                ("East-West", s.ns)
            };
            let line = if Some(opponents) == movement.sit_out {
                format!("  round {:>2}: sit out", r + 1)
            } else {
                format!(
                    "  round {:>2}: table {}, {direction}, against pair {opponents}, boards {}",
                    r + 1,
                    s.table,
                    boards_text(movement, s.set)
                )
            };
            let _ = writeln!(out, "{line}");
        }
    }
    out
}
