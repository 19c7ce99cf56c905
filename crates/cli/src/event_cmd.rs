//! `arbiter event new|names|results|rank|publish`: a duplicate session kept in an SQLite
//! file, from the movement and the boards to the published results; and the Director's rulings
//! on it, `penalty|foul|correction-period|correct|appeal|rulings` (Laws 90, 87, 79C, 92-93).
//! Team events (`new --teams`, `next-round`) are in [`teams`]: `names`, `results`, `simulate`,
//! `guide`, `averages`, `rank` and `publish` take their files too.

mod teams;

use std::collections::BTreeMap;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, bail};
use cards::{Board, Deal, DealGenerator};
use clap::{Args, Subcommand};
use club::publish::{HandRecord, Results, html, pbn, usebio};
use club::session::import::{ImportError, played_result, record_result, result_line};
use club::session::rulings::{
    Amendment, AmendmentKind, Fouled, Penalty, PenaltyAmount, check_date,
};
use club::session::simulate::random_results;
use club::session::{Entry, Rulings, Scoring, Session, TableResult, rank};
use formats::transcript::Transcript;
use store::{EventStore, KeepsDoubleDummy};

use crate::dd_cmd::progress;
use crate::files_cmd::{Opened, for_each_board, input_format, open};
use crate::movement_cmd::MovementSpec;

/// The event subcommands.
#[derive(Subcommand)]
pub(crate) enum EventCommand {
    /// Make an event file: a movement and its boards (dealt, or read from a file), or with
    /// --teams a team event (a match, a round robin, a Swiss or a knockout).
    New(NewArgs),
    /// Name a pair.
    Names(NamesArgs),
    /// Enter results: one on the command line, lines from a file, or boards imported from
    /// PBN, LIN or JSON deal logs.
    Results(ResultsArgs),
    /// Fill every missing result with a random legal one, reproducibly from a seed (to try
    /// the software out without a club night).
    Simulate(SimulateArgs),
    /// Print the event's table of rounds and its guide cards (per table and per pair).
    Guide(FileArgs),
    /// Print a board's traveller as scored so far.
    Traveller(TravellerArgs),
    /// Rank every field (provisional while results are missing, which are listed).
    Rank(RankArgs),
    /// Write the results site (HTML), PBN with score tables and USEBIO XML.
    Publish(PublishArgs),
    /// Law 90: a procedural penalty on a pair, for a board or for the session.
    Penalty(PenaltyArgs),
    /// Law 87: a fouled board; the results played in its other form, scored as their own group.
    Foul(FoulArgs),
    /// Law 79C1: the last day of the correction period.
    CorrectionPeriod(CorrectionPeriodArgs),
    /// Law 12C2: what artificial adjusted scores are worth in this session (fixed percentages,
    /// or variable with each pair's own session percentage).
    Averages(AveragesArgs),
    /// Law 79C: a score corrected after the session, dated, the ranking recomputed.
    Correct(AmendArgs),
    /// Laws 92-93: an appeal lodged (no result) or decided (the committee's result replacing
    /// the Director's).
    Appeal(AmendArgs),
    /// Print the Director's rulings on the session: penalties, fouled boards, corrections,
    /// appeals.
    Rulings(FileArgs),
    /// Pair a Swiss's next round from the standings (a knockout bracket's next stage from its
    /// winners), once the last round is complete.
    NextRound(FileArgs),
}

/// Options of `arbiter event penalty`.
#[derive(Args)]
pub(crate) struct PenaltyArgs {
    /// The event file.
    file: PathBuf,
    /// The pair penalised.
    #[arg(long)]
    pair: u32,
    /// The board, or none for a penalty on the session.
    #[arg(long)]
    board: Option<u32>,
    /// Why (as the Director would write it on the traveller).
    #[arg(long, default_value = "")]
    reason: String,
    /// Matchpoints or IMPs taken off (`2`), or a share of a board's top (`25%`).
    amount: PenaltyAmount,
}

/// Options of `arbiter event foul`.
#[derive(Args)]
pub(crate) struct FoulArgs {
    /// The event file.
    file: PathBuf,
    /// The board.
    #[arg(long)]
    board: u32,
    /// The results played in the fouled form, as TABLE:ROUND (none: the board is not fouled).
    results: Vec<String>,
}

/// Options of `arbiter event correction-period`.
#[derive(Args)]
pub(crate) struct CorrectionPeriodArgs {
    /// The event file.
    file: PathBuf,
    /// The last day a correction or an appeal is taken, YYYY-MM-DD.
    #[arg(long)]
    until: String,
}

/// Options of `arbiter event averages`.
#[derive(Args)]
pub(crate) struct AveragesArgs {
    /// The event file.
    file: PathBuf,
    /// Average plus, per cent of the top.
    #[arg(long, default_value_t = 60.0)]
    plus: f64,
    /// Average, per cent of the top.
    #[arg(long, default_value_t = 50.0)]
    average: f64,
    /// Average minus, per cent of the top.
    #[arg(long, default_value_t = 40.0)]
    minus: f64,
    /// Average plus in IMP play (average minus its negative; Law 86A).
    #[arg(long, default_value_t = 3.0)]
    imps: f64,
    /// A pair's own session percentage stands in where it is better (average plus) or worse
    /// (average minus), as some Regulating Authorities provide.
    #[arg(long)]
    variable: bool,
}

/// Options of `arbiter event correct` and `arbiter event appeal`.
#[derive(Args)]
pub(crate) struct AmendArgs {
    /// The event file.
    file: PathBuf,
    /// The table.
    #[arg(long)]
    table: u32,
    /// The round.
    #[arg(long)]
    round: u32,
    /// The board.
    #[arg(long)]
    board: u32,
    /// The date of the correction, or of the appeal lodged or decided, YYYY-MM-DD.
    #[arg(long)]
    date: String,
    /// The Director's or the committee's note.
    #[arg(long, default_value = "")]
    note: String,
    /// The result now standing, as `arbiter event results` takes it (an appeal without one is
    /// lodged, not decided).
    result: Vec<String>,
}

/// Options of `arbiter event new`.
#[derive(Args)]
pub(crate) struct NewArgs {
    /// The event file to make (SQLite); never overwritten.
    file: PathBuf,
    #[command(flatten)]
    movement: MovementSpec,
    /// The event's name (default: `Duplicate pairs`, or `Teams`).
    #[arg(long)]
    name: Option<String>,
    /// matchpoints, butler or cross-imps.
    #[arg(long, default_value = "matchpoints")]
    scoring: Scoring,
    /// Deal the boards at random from this seed (the default: a seed from the clock,
    /// printed).
    #[arg(long, conflicts_with = "boards")]
    seed: Option<u64>,
    /// Read the boards' deals from a PBN, LIN or JSON file (by board number).
    #[arg(long)]
    boards: Option<String>,
    #[command(flatten)]
    teams: teams::TeamOptions,
}

/// Options of `arbiter event names`.
#[derive(Args)]
pub(crate) struct NamesArgs {
    /// The event file.
    file: PathBuf,
    /// The pair.
    #[arg(long, required_unless_present = "team")]
    pair: Option<u32>,
    /// The team (of a team event).
    #[arg(long, conflicts_with = "pair")]
    team: Option<u32>,
    /// The names, as `Ann Smith & Bob Jones` (a team's name, as `Smith`).
    names: String,
}

/// Options of `arbiter event results`.
#[derive(Args)]
pub(crate) struct ResultsArgs {
    /// The event file.
    file: PathBuf,
    /// The table (with --round and --board and a result; or the table of the boards
    /// imported when their file does not say).
    #[arg(long)]
    table: Option<u32>,
    /// The round.
    #[arg(long)]
    round: Option<u32>,
    /// The board.
    #[arg(long)]
    board: Option<u32>,
    /// Result lines `TABLE ROUND BOARD RESULT` (a team event: `ROUND MATCH ROOM BOARD
    /// RESULT`) from a file, or `-` for standard input.
    #[arg(long, conflicts_with = "import")]
    from: Option<String>,
    /// Boards played, from a PBN, LIN or JSON file, or a transcript (`.txt`, the deal with its
    /// rulings): contract, declarer, result and lead; the table and round from PBN's Table and
    /// Round tags, or --table and --round.
    #[arg(long)]
    import: Option<String>,
    /// The match of a team event's round (with --round, --room and --board and a result; or
    /// the match of the boards imported).
    #[arg(long = "match")]
    match_number: Option<u32>,
    /// The room of a team event's result: open or closed (imported boards: from PBN's Room
    /// tag or LIN's qx, else this).
    #[arg(long)]
    room: Option<String>,
    /// The result: `4S N SA 10` (contract, declarer, lead, tricks), `pass`, `A+ A-`,
    /// `assigned 420`, `assigned 0.6:420 0.4:-100` or `split 420 -50` (Law 12C1(b)).
    result: Vec<String>,
}

/// Options of `arbiter event simulate`.
#[derive(Args)]
pub(crate) struct SimulateArgs {
    /// The event file.
    file: PathBuf,
    /// The seed of the random results.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// An event file and nothing else.
#[derive(Args)]
pub(crate) struct FileArgs {
    /// The event file.
    file: PathBuf,
}

/// Options of `arbiter event traveller`.
#[derive(Args)]
pub(crate) struct TravellerArgs {
    /// The event file.
    file: PathBuf,
    /// The board.
    #[arg(long)]
    board: u32,
}

/// Options of `arbiter event rank`.
#[derive(Args)]
pub(crate) struct RankArgs {
    /// The event file.
    file: PathBuf,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
    /// A team event's matches board by board (both rooms and the IMPs).
    #[arg(long)]
    boards: bool,
}

/// Options of `arbiter event publish`.
#[derive(Args)]
pub(crate) struct PublishArgs {
    /// The event file.
    file: PathBuf,
    /// The folder to write the site and files into (made if absent).
    #[arg(long)]
    out: PathBuf,
    /// Leave out double-dummy tables and par (they are solved once and kept in the event).
    #[arg(long)]
    no_dd: bool,
    /// Threads to solve on; 0 for one per core.
    #[arg(long, default_value_t = 0)]
    threads: usize,
}

pub(crate) fn run(command: &EventCommand) -> anyhow::Result<ExitCode> {
    if let Some(outcome) = teams::dispatch(command) {
        return outcome;
    }
    match command {
        EventCommand::New(args) => new(args),
        EventCommand::Names(args) => {
            let mut store = EventStore::open(&args.file)?;
            let pairs = store.session().movement.pairs;
            let Some(pair) = args.pair else {
                bail!("give the pair with --pair: --team is for a team event");
            };
            anyhow::ensure!(
                (1..=pairs).contains(&pair),
                "there is no pair {pair}: the pairs are numbered 1 to {pairs}"
            );
            store.set_pair_name(pair, &args.names)?;
            Ok(ExitCode::SUCCESS)
        }
        EventCommand::Results(args) => results(args),
        EventCommand::Simulate(args) => {
            let mut store = EventStore::open(&args.file)?;
            let entered = store.results()?;
            let results = random_results(store.session(), &entered, args.seed);
            let refused = store.enter(&results)?;
            anyhow::ensure!(
                refused.is_empty(),
                "a simulated result was refused: {}",
                refused[0]
            );
            println!("{} random result(s) entered", results.len());
            Ok(ExitCode::SUCCESS)
        }
        EventCommand::Guide(args) => {
            let store = EventStore::open(&args.file)?;
            let movement = &store.session().movement;
            print!("{}", crate::movement_cmd::round_table(movement));
            print!("{}", crate::movement_cmd::guide_cards(movement));
            Ok(ExitCode::SUCCESS)
        }
        EventCommand::Traveller(args) => traveller_cmd(args),
        EventCommand::Rank(args) => rank_cmd(args),
        EventCommand::Publish(args) => publish(args),
        EventCommand::Penalty(args) => penalty(args),
        EventCommand::Foul(args) => foul(args),
        EventCommand::CorrectionPeriod(args) => {
            let mut store = EventStore::open(&args.file)?;
            check_date(&args.until).map_err(anyhow::Error::msg)?;
            let mut rulings = store.session().rulings.clone();
            rulings.correction_period_ends = Some(args.until.clone());
            store.set_rulings(rulings)?;
            Ok(ExitCode::SUCCESS)
        }
        EventCommand::Averages(args) => {
            let mut store = EventStore::open(&args.file)?;
            let percents = [args.plus, args.average, args.minus];
            if percents.iter().any(|p| !(0.0..=100.0).contains(p)) || args.imps < 0.0 {
                anyhow::bail!(
                    "Law 12C2: averages are percentages of the top, 0 to 100, and the IMPs of Law 86A are not negative"
                );
            }
            let mut rulings = store.session().rulings.clone();
            rulings.averages = club::session::rulings::Averages {
                scale: laws::adjusted::ArtificialScale {
                    plus: args.plus,
                    average: args.average,
                    minus: args.minus,
                    imps: args.imps,
                },
                variable: args.variable,
            };
            store.set_rulings(rulings)?;
            Ok(ExitCode::SUCCESS)
        }
        EventCommand::Correct(args) => amend(args, AmendmentKind::Correction),
        EventCommand::Appeal(args) => amend(args, AmendmentKind::Appeal),
        EventCommand::Rulings(args) => {
            let store = EventStore::open(&args.file)?;
            print!("{}", rulings_text(&store.session().rulings));
            Ok(ExitCode::SUCCESS)
        }
        EventCommand::NextRound(args) => teams::next_round(&args.file),
    }
}

/// Law 90: a procedural penalty kept in the session.
fn penalty(args: &PenaltyArgs) -> anyhow::Result<ExitCode> {
    let mut store = EventStore::open(&args.file)?;
    let session = store.session();
    let pairs = session.movement.pairs;
    anyhow::ensure!(
        (1..=pairs).contains(&args.pair),
        "there is no pair {}: the pairs are numbered 1 to {pairs}",
        args.pair
    );
    if let Some(board) = args.board {
        check_board(session, board)?;
    }
    anyhow::ensure!(
        session.scoring == Scoring::Matchpoints || matches!(args.amount, PenaltyAmount::Points(_)),
        "Law 90: in IMPs a penalty is given in IMPs (as 3), not as a share of a top"
    );
    let mut rulings = session.rulings.clone();
    rulings.penalties.push(Penalty {
        pair: args.pair,
        board: args.board,
        amount: args.amount,
        reason: args.reason.clone(),
    });
    store.set_rulings(rulings)?;
    Ok(ExitCode::SUCCESS)
}

/// Law 87: the results of a board played in its fouled form.
fn foul(args: &FoulArgs) -> anyhow::Result<ExitCode> {
    let mut store = EventStore::open(&args.file)?;
    check_board(store.session(), args.board)?;
    let plays: Vec<(u32, u32)> = store
        .results()?
        .iter()
        .filter(|r| r.board == args.board)
        .map(|r| (r.table, r.round))
        .collect();
    let results = args
        .results
        .iter()
        .map(|text| {
            let (table, round) = text
                .split_once(':')
                .and_then(|(t, r)| Some((t.parse().ok()?, r.parse().ok()?)))
                .with_context(|| format!("'{text}' is not TABLE:ROUND, as 3:2"))?;
            anyhow::ensure!(
                plays.contains(&(table, round)),
                "board {} has no result at table {table} in round {round}",
                args.board
            );
            Ok((table, round))
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    let mut rulings = store.session().rulings.clone();
    rulings.fouled.retain(|f| f.board != args.board);
    if !results.is_empty() {
        rulings.fouled.push(Fouled {
            board: args.board,
            results,
        });
    }
    store.set_rulings(rulings)?;
    Ok(ExitCode::SUCCESS)
}

/// Law 79C (a correction) or Laws 92-93 (an appeal): the result changed, dated, recorded.
fn amend(args: &AmendArgs, kind: AmendmentKind) -> anyhow::Result<ExitCode> {
    let mut store = EventStore::open(&args.file)?;
    let mut rulings = store.session().rulings.clone();
    rulings
        .within_correction_period(&args.date)
        .map_err(anyhow::Error::msg)?;
    let place = (args.table, args.round, args.board);
    let before = store
        .results()?
        .into_iter()
        .find(|r| (r.table, r.round, r.board) == place)
        .map(|r| r.entry);
    let after: Option<Entry> = if args.result.is_empty() {
        None
    } else {
        Some(args.result.join(" ").parse()?)
    };
    if kind == AmendmentKind::Correction && after.is_none() {
        bail!("Law 79C: give the corrected result");
    }
    if let Some(entry) = &after {
        let refused = store.enter(&[TableResult {
            table: args.table,
            round: args.round,
            board: args.board,
            entry: entry.clone(),
        }])?;
        if let Some(error) = refused.first() {
            bail!("{error}");
        }
    }
    rulings.amendments.push(Amendment {
        kind,
        table: args.table,
        round: args.round,
        board: args.board,
        date: args.date.clone(),
        before,
        after,
        note: args.note.clone(),
    });
    store.set_rulings(rulings)?;
    Ok(ExitCode::SUCCESS)
}

fn check_board(session: &Session, board: u32) -> anyhow::Result<()> {
    let boards = session.movement.boards();
    anyhow::ensure!(
        (1..=boards).contains(&board),
        "there is no board {board}: the event plays boards 1 to {boards}"
    );
    Ok(())
}

/// The rulings on the session, a line each.
fn rulings_text(rulings: &Rulings) -> String {
    let mut out = String::new();
    if let Some(end) = &rulings.correction_period_ends {
        out.push_str(&format!("correction period ends {end} (Law 79C1)\n"));
    }
    let averages = rulings.averages;
    if averages != Default::default() {
        let scale = averages.scale;
        out.push_str(&format!(
            "averages {}% {}% {}%, {} IMPs{} (Law 12C2)\n",
            scale.plus,
            scale.average,
            scale.minus,
            scale.imps,
            if averages.variable { ", variable" } else { "" }
        ));
    }
    for p in &rulings.penalties {
        out.push_str(&format!(
            "penalty pair {} {} {}{} (Law 90)\n",
            p.pair,
            p.amount,
            p.board
                .map_or_else(|| "session".to_string(), |b| format!("board {b}")),
            if p.reason.is_empty() {
                String::new()
            } else {
                format!(": {}", p.reason)
            }
        ));
    }
    for f in &rulings.fouled {
        let results: Vec<String> = f.results.iter().map(|(t, r)| format!("{t}:{r}")).collect();
        out.push_str(&format!(
            "fouled board {} {} (Law 87)\n",
            f.board,
            results.join(" ")
        ));
    }
    for a in &rulings.amendments {
        let what = match a.kind {
            AmendmentKind::Correction => "correction (Law 79C)",
            AmendmentKind::Appeal if a.after.is_some() => "appeal decided (Law 93)",
            AmendmentKind::Appeal => "appeal lodged (Law 92)",
        };
        out.push_str(&format!(
            "{} table {} round {} board {}: {what}: {} -> {}{}\n",
            a.date,
            a.table,
            a.round,
            a.board,
            a.before
                .as_ref()
                .map_or_else(|| "no result".to_string(), Entry::to_string),
            a.after
                .as_ref()
                .map_or_else(|| "pending".to_string(), Entry::to_string),
            if a.note.is_empty() {
                String::new()
            } else {
                format!(" ({})", a.note)
            }
        ));
    }
    out
}

fn new(args: &NewArgs) -> anyhow::Result<ExitCode> {
    if args.teams.teams.is_some() {
        return teams::new(&teams::NewTeams {
            file: &args.file,
            options: &args.teams,
            rounds: args.movement.rounds,
            name: args.name.as_deref(),
            seed: args.seed,
            boards: args.boards.as_deref(),
        });
    }
    let (movement, balance) = args.movement.make()?;
    let boards = movement.boards();
    let deals = match &args.boards {
        Some(file) => deals_from_file(file, boards)?,
        None => {
            let seed = args.seed.unwrap_or_else(clock_seed);
            eprintln!("boards dealt from seed {seed}");
            (1..=boards).zip(DealGenerator::from_seed(seed)).collect()
        }
    };
    let session = Session {
        name: args
            .name
            .clone()
            .unwrap_or_else(|| "Duplicate pairs".into()),
        movement,
        scoring: args.scoring,
        deals,
        pair_names: BTreeMap::new(),
        rulings: Default::default(),
    };
    EventStore::create(&args.file, &session)?;
    print!("{}", crate::movement_cmd::round_table(&session.movement));
    print!("{}", crate::movement_cmd::balance_text(&balance));
    println!("event saved in {}", args.file.display());
    Ok(ExitCode::SUCCESS)
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// The deals of boards 1..=boards from a file, by board number; every board must be there.
fn deals_from_file(file: &str, boards: u32) -> anyhow::Result<BTreeMap<u32, Deal>> {
    let mut opened = open(file)?;
    let format = input_format(None, &mut opened)?;
    let mut deals = BTreeMap::new();
    let mut problems = Vec::new();
    for_each_board(opened, format, |board| {
        match board {
            Ok((record, _)) => {
                if let (Some(number), Some(deal)) = (record.board, record.full_deal()) {
                    deals.entry(number).or_insert(deal);
                }
            }
            Err(errors) => problems.extend(errors),
        }
        Ok(())
    })?;
    for problem in &problems {
        eprintln!("{problem}");
    }
    let missing: Vec<String> = (1..=boards)
        .filter(|b| !deals.contains_key(b))
        .map(|b| b.to_string())
        .collect();
    if !missing.is_empty() {
        bail!(
            "{file} has no whole deal for board(s) {}: the movement plays boards 1 to {boards}",
            missing.join(", ")
        );
    }
    deals.retain(|&b, _| b <= boards);
    Ok(deals)
}

fn results(args: &ResultsArgs) -> anyhow::Result<ExitCode> {
    let mut store = EventStore::open(&args.file)?;
    let mut problems: Vec<String> = Vec::new();
    let mut entered: Vec<TableResult> = Vec::new();
    if let Some(from) = &args.from {
        read_result_lines(from, result_line, &mut entered, &mut problems)?;
    } else if let Some(file) = args.import.as_deref().filter(|f| f.ends_with(".txt")) {
        // A transcript: the deal as played at the table, rulings included.
        let text = std::fs::read_to_string(file).with_context(|| format!("cannot read {file}"))?;
        let transcript = Transcript::parse(&text).context("cannot read the transcript")?;
        let table = transcript
            .run()
            .with_context(|| format!("{file}: the transcript does not run to its end"))?;
        match played_result(&table, args.table, args.round) {
            Ok(result) => entered.push(result),
            Err(why) => problems.push(format!("{file}: {}", import_problem(&why))),
        }
    } else if let Some(file) = &args.import {
        let mut opened: Opened = open(file)?;
        let format = input_format(None, &mut opened)?;
        for_each_board(opened, format, |board| {
            match board {
                Err(unread) => problems.push(format!("{file}: {}", unread.join("; "))),
                Ok((record, game)) => {
                    match record_result(&record, game.as_ref(), args.table, args.round) {
                        Ok(Some(result)) => entered.push(result),
                        Ok(None) => {} // a hand record, not a result
                        Err(why) => problems.push(format!("{file}: {}", import_problem(&why))),
                    }
                }
            }
            Ok(())
        })?;
    } else {
        let (Some(table), Some(round), Some(board)) = (args.table, args.round, args.board) else {
            bail!(
                "give --table, --round, --board and the result, or --from FILE, or --import FILE"
            );
        };
        let entry: Entry = args.result.join(" ").parse()?;
        entered.push(TableResult {
            table,
            round,
            board,
            entry,
        });
    }
    let refused = store.enter(&entered)?;
    Ok(report_entered(entered.len(), &problems, &refused))
}

/// Reads result lines from a file (`-`: standard input) with `parse`: each result read is
/// added to `entered`, each line that cannot be read to `problems` with its line number.
fn read_result_lines<T, E: std::fmt::Display>(
    from: &str,
    parse: impl Fn(&str) -> Result<Option<T>, E>,
    entered: &mut Vec<T>,
    problems: &mut Vec<String>,
) -> anyhow::Result<()> {
    let reader: Box<dyn BufRead> = if from == "-" {
        Box::new(std::io::stdin().lock())
    } else {
        let file = std::fs::File::open(from).with_context(|| format!("cannot read {from}"))?;
        Box::new(std::io::BufReader::new(file))
    };
    for (index, line) in reader.lines().enumerate() {
        let line = line.with_context(|| format!("cannot read {from}"))?;
        match parse(&line) {
            Ok(Some(result)) => entered.push(result),
            Ok(None) => {}
            Err(error) => problems.push(format!("{from}:{}: {error}", index + 1)),
        }
    }
    Ok(())
}

/// Reports results entered: each problem and refusal on standard error, the count entered;
/// failure when any was not entered.
fn report_entered(
    offered: usize,
    problems: &[String],
    refused: &[impl std::fmt::Display],
) -> ExitCode {
    for problem in problems {
        eprintln!("{problem}");
    }
    for error in refused {
        eprintln!("{error}");
    }
    let rejected = problems.len() + refused.len();
    println!(
        "{} result(s) entered{}",
        offered - refused.len(),
        if rejected > 0 {
            format!(", {rejected} refused (see above)")
        } else {
            String::new()
        }
    );
    if rejected == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Why a board was not imported, with the option that supplies a missing table or round.
fn import_problem(why: &ImportError) -> String {
    match why {
        ImportError::NoTable { .. } => format!("{why}: give --table"),
        ImportError::NoRound { .. } => format!("{why}: give --round"),
        _ => why.to_string(),
    }
}

/// Scores what needs scoring (only the boards whose results changed) and ranks.
fn scored(
    store: &mut EventStore,
) -> anyhow::Result<(
    Vec<club::session::Traveller>,
    Vec<club::session::FieldRanking>,
)> {
    let (travellers, rescored) = store.travellers()?;
    if rescored > 0 {
        eprintln!("{rescored} board(s) scored");
    }
    let rankings = rank(store.session(), &travellers);
    Ok((travellers, rankings))
}

fn missing_results(store: &EventStore) -> anyhow::Result<Vec<(u32, u32, u32)>> {
    Ok(store.session().missing(&store.results()?))
}

fn rank_cmd(args: &RankArgs) -> anyhow::Result<ExitCode> {
    let mut store = EventStore::open(&args.file)?;
    let (_, rankings) = scored(&mut store)?;
    let missing = missing_results(&store)?;
    for (table, round, board) in &missing {
        eprintln!("table {table}, round {round}, board {board}: no result yet");
    }
    if args.json {
        println!(
            "{}",
            serde_json::json!({ "fields": rankings, "missing": missing.len() })
        );
        return Ok(ExitCode::SUCCESS);
    }
    let session = store.session();
    println!(
        "{}{}",
        session.name,
        if missing.is_empty() {
            ""
        } else {
            " (provisional)"
        }
    );
    for field in &rankings {
        if !field.field.is_empty() {
            println!("\n{}", field.field);
        }
        for row in &field.rows {
            let score = match row.percent {
                Some(percent) => format!("{:>7.2} MP {percent:>6.2}%", row.points),
                None => format!("{:>+8.2} IMPs", row.points),
            };
            println!(
                "{:>4} pair {:>3}  {score}  {}{}",
                row.rank,
                row.pair,
                row.names.as_deref().unwrap_or(""),
                if row.penalty == 0.0 {
                    String::new()
                } else {
                    format!("  (penalty -{:.2}, Law 90)", row.penalty)
                }
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn traveller_cmd(args: &TravellerArgs) -> anyhow::Result<ExitCode> {
    let mut store = EventStore::open(&args.file)?;
    let (travellers, _) = scored(&mut store)?;
    let Some(traveller) = travellers.iter().find(|t| t.board == args.board) else {
        bail!(
            "there is no board {}: the event plays boards 1 to {}",
            args.board,
            travellers.len()
        );
    };
    let unit = match store.session().scoring {
        Scoring::Matchpoints => "MP",
        Scoring::Butler | Scoring::CrossImps => "IMP",
    };
    println!("Board {}", traveller.board);
    println!(
        "{:>5} {:>5} {:>3} {:>3}  {:<24} {:>6} {:>7} {:>7}",
        "table",
        "round",
        "NS",
        "EW",
        "result",
        "NS",
        &format!("{unit} NS"),
        &format!("{unit} EW")
    );
    let session = store.session();
    let mut marked = Vec::new();
    for line in &traveller.lines {
        let marks = club::publish::marks(session, traveller.board, line);
        println!(
            "{:>5} {:>5} {:>3} {:>3}  {:<24} {:>6} {:>7.2} {:>7.2}{}",
            line.table,
            line.round,
            line.ns,
            line.ew,
            line.entry.to_string(),
            line.score_ns.map(|s| s.to_string()).unwrap_or_default(),
            line.ns_points,
            line.ew_points,
            if marks.is_empty() {
                String::new()
            } else {
                format!("  {marks}")
            }
        );
        marked.extend(marks.split(' ').map(str::to_string));
    }
    for (mark, meaning) in club::publish::LEGEND {
        if marked.iter().any(|m| m == mark) {
            println!("{mark}: {meaning}");
        }
    }
    for p in session.rulings.penalties_on(traveller.board) {
        println!(
            "Law 90: pair {} penalised {}{}",
            p.pair,
            p.amount,
            if p.reason.is_empty() {
                String::new()
            } else {
                format!(": {}", p.reason)
            }
        );
    }
    let missing = missing_results(&store)?;
    for (table, round, board) in missing.iter().filter(|m| m.2 == args.board) {
        println!("table {table}, round {round}, board {board}: no result yet");
    }
    Ok(ExitCode::SUCCESS)
}

fn publish(args: &PublishArgs) -> anyhow::Result<ExitCode> {
    let mut store = EventStore::open(&args.file)?;
    let (travellers, rankings) = scored(&mut store)?;
    let missing = missing_results(&store)?;
    let session = store.session().clone();
    let hand_records = hand_records(&mut store, &session.deals, session.boards(), args)?;
    let results = Results {
        session: &session,
        travellers: &travellers,
        rankings: &rankings,
        hand_records: &hand_records,
        missing: &missing,
    };
    let mut files = html::site(&results);
    files.push(("results.pbn".into(), pbn::results_pbn(&results)));
    files.push(("results.xml".into(), usebio::usebio(&results)));
    write_site(&args.out, &files)?;
    println!(
        "published {} boards to {}: index.html, results.pbn, results.xml{}",
        travellers.len(),
        args.out.display(),
        provisional(missing.len())
    );
    Ok(ExitCode::SUCCESS)
}

/// The hand records of an event's boards for `arbiter event publish`: each deal with its
/// double-dummy table (solved now where the event does not keep it yet), unless `--no-dd`.
fn hand_records(
    store: &mut impl KeepsDoubleDummy,
    deals: &BTreeMap<u32, Deal>,
    boards: impl Iterator<Item = u32>,
    args: &PublishArgs,
) -> anyhow::Result<Vec<HandRecord>> {
    if !args.no_dd {
        solve_missing_tables(store, deals, args.threads)?;
    }
    boards
        .map(|number| {
            Ok(HandRecord {
                board: Board::new(number)?,
                deal: deals.get(&number).copied(),
                double_dummy: if args.no_dd {
                    None
                } else {
                    store.kept_double_dummy(number)?
                },
            })
        })
        .collect()
}

/// Writes a published site's files (name and text) into `out`, made if need be.
fn write_site(out: &Path, files: &[(String, String)]) -> anyhow::Result<()> {
    std::fs::create_dir_all(out).with_context(|| format!("cannot make {}", out.display()))?;
    for (name, text) in files {
        let path = out.join(name);
        std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

/// The end of `publish`'s line: what a provisional publication lacks.
fn provisional(missing: usize) -> String {
    if missing == 0 {
        String::new()
    } else {
        format!(" (provisional: {missing} results missing)")
    }
}

/// Solves the double-dummy tables of `deals` the event does not keep yet, and keeps them.
fn solve_missing_tables(
    store: &mut impl KeepsDoubleDummy,
    deals: &BTreeMap<u32, Deal>,
    threads: usize,
) -> anyhow::Result<()> {
    let mut unsolved = Vec::new();
    for (&number, deal) in deals {
        if store.kept_double_dummy(number)?.is_none() {
            unsolved.push((number, *deal));
        }
    }
    if unsolved.is_empty() {
        return Ok(());
    }
    let deals: Vec<Deal> = unsolved.iter().map(|(_, deal)| *deal).collect();
    let bar = progress(deals.len());
    let tables = dds::solve_tables(&deals, threads, &|| bar.inc(1));
    bar.finish_and_clear();
    for ((number, _), table) in unsolved.iter().zip(&tables) {
        store.keep_double_dummy(*number, table)?;
    }
    Ok(())
}
