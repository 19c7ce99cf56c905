//! `arbiter movement`: a Mitchell, Howell or barometer, or a club's own movement read from a
//! file, checked, as a table of rounds and the guide cards a player reads; or as JSON for
//! other programs.

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use club::movement::{
    Balance, Kind, Movement, Sitting, barometer, check, howell, mitchell, mitchell_relay_bye,
    read_movement,
};
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

/// The movement wanted: its kind, tables, rounds, boards and declarations, or the file that
/// holds it (shared by `arbiter movement` and `arbiter event new`).
#[derive(Args)]
pub(crate) struct MovementSpec {
    /// mitchell, howell or barometer (with --tables), unless --movement-file gives the
    /// movement.
    #[arg(value_enum)]
    pub(crate) kind: Option<KindArg>,
    /// The number of tables.
    #[arg(long)]
    pub(crate) tables: Option<u32>,
    /// Read the movement from a file instead: an .ASC movement file, or rows
    /// `round table ns ew set` (see docs/events.md).
    #[arg(
        long = "movement-file",
        visible_alias = "file",
        value_name = "FILE",
        conflicts_with_all = ["kind", "tables", "rounds", "arrow_switch", "relay_bye"]
    )]
    pub(crate) movement_file: Option<std::path::PathBuf>,
    /// A Mitchell of an even number of tables with a relay (tables 1 and T share a set) and
    /// a bye stand (between tables T/2 and T/2+1) instead of the skip: T rounds.
    #[arg(long)]
    pub(crate) relay_bye: bool,
    /// The number of rounds (default: all the movement has). For a team event (`arbiter event
    /// new --teams`), a Swiss's rounds, or a match's or a knockout's segments (default 1).
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
        let (movement, balance) = match (self.kind, self.tables, &self.movement_file) {
            (_, _, Some(file)) => {
                let text = std::fs::read_to_string(file)
                    .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", file.display()))?;
                read_movement(&text, bpr).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?
            }
            (Some(KindArg::Mitchell), Some(tables), None) if self.relay_bye => {
                mitchell_relay_bye(tables, rounds, bpr, &self.arrow_switch)?
            }
            (Some(KindArg::Mitchell), Some(tables), None) => {
                mitchell(tables, rounds, bpr, &self.arrow_switch)?
            }
            (Some(_), Some(_), None) if !self.arrow_switch.is_empty() => {
                anyhow::bail!("--arrow-switch is for a Mitchell: a Howell has one field already")
            }
            (Some(_), Some(_), None) if self.relay_bye => {
                anyhow::bail!(
                    "--relay-bye is for a Mitchell: a Howell's boards have no skip to replace"
                )
            }
            (Some(KindArg::Howell), Some(tables), None) => howell(tables, rounds, bpr)?,
            (Some(KindArg::Barometer), Some(tables), None) => barometer(tables, rounds, bpr)?,
            (None, _, None) | (_, None, None) => {
                anyhow::bail!(
                    "name a movement (mitchell, howell or barometer, with --tables) or a --movement-file"
                )
            }
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
    if let Some(resting) = bye_stand(movement) {
        let _ = writeln!(out, "on the bye stand: {resting}");
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
                .map(|round| match sitting_at(round, t as u32 + 1) {
                    Some(s) => format!("{}-{} b{}", s.ns, s.ew, boards_text(movement, s.set)),
                    None => "-".to_string(),
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

/// The sitting at a table in a round, or none when the table is unused that round (rounds
/// are in table order, so the table's place is tried first).
fn sitting_at(round: &[Sitting], table: u32) -> Option<&Sitting> {
    round
        .get(table as usize - 1)
        .filter(|s| s.table == table)
        .or_else(|| round.iter().find(|s| s.table == table))
}

/// The boards resting on a Mitchell's bye stand, round by round (`round 1 b10-12, ...`): the
/// sets no table plays that round; none in a Mitchell without one.
fn bye_stand(movement: &Movement) -> Option<String> {
    if movement.kind != Kind::Mitchell {
        return None;
    }
    let resting: Vec<String> = movement
        .rounds
        .iter()
        .enumerate()
        .flat_map(|(r, round)| {
            let mut played = vec![false; movement.sets as usize + 1];
            for s in round {
                played[s.set as usize] = true;
            }
            (1..=movement.sets)
                .filter(move |&set| !played[set as usize])
                .map(move |set| format!("round {} b{}", r + 1, boards_text(movement, set)))
        })
        .collect();
    (!resting.is_empty()).then(|| resting.join(", "))
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
