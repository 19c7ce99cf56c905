//! Team events from the command line: `arbiter event new` makes one, `next-round` pairs
//! a Swiss's next round (a bracket's next stage), and `names`, `results`, `simulate`, `guide`,
//! `averages`, `rank` and `publish` work on a team event's file as on a pairs event's (the
//! file says which it is).

use std::path::Path;
use std::process::ExitCode;

use anyhow::bail;
use cards::DealGenerator;
use clap::{Args, ValueEnum};
use club::publish::teams::{TeamPublication, team_pbn, team_site, team_usebio};
use club::session::import::record_result;
use club::teams::simulate::random_results;
use club::teams::swiss::add_next_round;
use club::teams::{
    CarryOver, Draw, Format, MatchScore, Room, Scored, TeamEvent, TeamResult, TeamSettings,
    result_line, score_event,
};
use club::vp::format_hundredths;
use store::{EventKind, TeamStore, event_kind};

use super::{
    AveragesArgs, EventCommand, NamesArgs, PublishArgs, RankArgs, ResultsArgs, SimulateArgs,
    clock_seed, deals_from_file, import_problem,
};
use crate::files_cmd::{input_format, open};

/// How a Swiss's first round is drawn.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum DrawArg {
    /// Team 1 against team N/2 + 1, 2 against N/2 + 2, ... (the team numbers are the seeds).
    Seeded,
    /// At random, from the --seed (or the clock's).
    Random,
}

/// The formats, as the command line names them.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum FormatArg {
    /// Two teams, one match (in segments with --rounds).
    Match,
    /// Every team meets every other once.
    RoundRobin,
    /// Rounds paired from the standings (--rounds), no repeat meetings.
    Swiss,
    /// Two teams, a carry-over given at the start (--carry-over); or a bracket of 4, 8, 16...
    /// teams, a round a stage.
    Knockout,
}

/// The options of `arbiter event new` that make a team event instead of a pairs one.
#[derive(Args)]
pub(crate) struct TeamOptions {
    /// Make a team event of this many teams (instead of a pairs movement).
    #[arg(
        long,
        requires = "format",
        conflicts_with_all = ["kind", "tables", "movement_file", "relay_bye", "arrow_switch", "sit_out", "scoring"]
    )]
    pub(super) teams: Option<u32>,
    /// match, round-robin, swiss or knockout (with --teams).
    #[arg(long, value_enum, requires = "teams")]
    format: Option<FormatArg>,
    /// Boards each match plays in a round (a segment).
    #[arg(long, default_value_t = 8, requires = "teams")]
    boards_per_match: u32,
    /// A knockout's carry-over, in IMPs, given to --carry-over-team at the start.
    #[arg(long, requires = "teams")]
    carry_over: Option<f64>,
    /// The team given the carry-over (1 or 2).
    #[arg(long, default_value_t = 1, requires = "teams")]
    carry_over_team: u32,
    /// The VPs a team with a bye gets (an odd number of teams).
    #[arg(long, default_value_t = 12.0, requires = "teams")]
    bye_vps: f64,
    /// How a Swiss's first round is drawn.
    #[arg(long, value_enum, default_value = "seeded", requires = "teams")]
    draw: DrawArg,
}

/// A team event to make, as `arbiter event new` was asked for it.
pub(super) struct NewTeams<'a> {
    /// The event file to make.
    pub(super) file: &'a Path,
    /// The team options.
    pub(super) options: &'a TeamOptions,
    /// The rounds of a Swiss; the segments of a match or a knockout (default 1). A round
    /// robin plays all its rounds.
    pub(super) rounds: Option<u32>,
    /// The event's name.
    pub(super) name: Option<&'a str>,
    /// The seed the boards are dealt from.
    pub(super) seed: Option<u64>,
    /// The file the boards' deals are read from.
    pub(super) boards: Option<&'a str>,
}

/// Runs `command` on a team event's file, or `None` when its file is not a team event's (the
/// pairs commands then take it, and report a file that is neither).
pub(super) fn dispatch(command: &EventCommand) -> Option<anyhow::Result<ExitCode>> {
    let is_team = |file: &Path| event_kind(file).ok() == Some(EventKind::Teams);
    match command {
        EventCommand::Names(args) if is_team(&args.file) => Some(names(args)),
        EventCommand::Results(args) if is_team(&args.file) => Some(results(args)),
        EventCommand::Simulate(args) if is_team(&args.file) => Some(simulate(args)),
        EventCommand::Rank(args) if is_team(&args.file) => Some(rank(args)),
        EventCommand::Publish(args) if is_team(&args.file) => Some(publish(args)),
        EventCommand::Guide(args) if is_team(&args.file) => Some(guide(&args.file)),
        EventCommand::Averages(args) if is_team(&args.file) => Some(averages(args)),
        _ => None,
    }
}

/// `arbiter event new --teams`.
pub(super) fn new(args: &NewTeams) -> anyhow::Result<ExitCode> {
    let (options, Some(teams)) = (args.options, args.options.teams) else {
        bail!("give the number of teams with --teams");
    };
    let Some(format) = options.format else {
        bail!("give the event's --format: match, round-robin, swiss or knockout");
    };
    if !(0.0..=20.0).contains(&options.bye_vps) {
        bail!("a bye is worth 0 to 20 VPs");
    }
    let seed = args.seed.unwrap_or_else(clock_seed);
    let format = match format {
        FormatArg::Match => Format::Match,
        FormatArg::RoundRobin => Format::RoundRobin,
        FormatArg::Swiss => Format::Swiss,
        FormatArg::Knockout => Format::Knockout,
    };
    let mut event = TeamEvent::new(TeamSettings {
        name: args.name.unwrap_or("Teams").to_string(),
        format,
        teams,
        rounds: args.rounds,
        boards_per_match: options.boards_per_match,
        bye_vps: (options.bye_vps * 100.0).round() as u32,
        carry_over: options.carry_over.map(|imps| CarryOver {
            team: options.carry_over_team,
            imps,
        }),
        draw: match options.draw {
            DrawArg::Seeded => Draw::Seeded,
            DrawArg::Random => Draw::Random(seed),
        },
    })?;
    let boards = *event.boards().end();
    event.deals = match args.boards {
        Some(file) => deals_from_file(file, boards)?,
        None => {
            eprintln!("boards dealt from seed {seed}");
            (1..=boards).zip(DealGenerator::from_seed(seed)).collect()
        }
    };
    TeamStore::create(args.file, &event)?;
    print!("{}", rounds_text(&event));
    println!("event saved in {}", args.file.display());
    Ok(ExitCode::SUCCESS)
}

/// The rounds made: `Round 1 (boards 1-8): 1 v 4, 2 v 5, 3 v 6; bye 7`.
fn rounds_text(event: &TeamEvent) -> String {
    let mut out = format!(
        "{}: {} of {} teams, {} round(s) of {} boards\n",
        event.name,
        event.format.name(),
        event.teams,
        event.rounds_planned,
        event.boards_per_match
    );
    for (r, round) in event.rounds.iter().enumerate() {
        let number = r as u32 + 1;
        let boards = event.boards_of_round(number);
        let matches: Vec<String> = round
            .matches
            .iter()
            .enumerate()
            .map(|(i, m)| format!("match {}: {} v {}", i + 1, m.home, m.away))
            .collect();
        out.push_str(&format!(
            "Round {number} (boards {}-{}): {}{}\n",
            boards.start(),
            boards.end(),
            matches.join(", "),
            round
                .bye
                .map(|team| format!("; bye {team}"))
                .unwrap_or_default()
        ));
    }
    out
}

/// `arbiter event next-round`.
pub(super) fn next_round(file: &Path) -> anyhow::Result<ExitCode> {
    let mut store = TeamStore::open(file)?;
    let results = store.results()?;
    let mut event = store.event().clone();
    match event.format {
        Format::Knockout => club::teams::knockout::add_next_round(&mut event, &results)?,
        _ => add_next_round(&mut event, &results)?,
    }
    store.set_event(event)?;
    let event = store.event();
    let made = event.rounds.len() as u32;
    println!(
        "{}",
        rounds_text(event)
            .lines()
            .find(|line| line.starts_with(&format!("Round {made} ")))
            .unwrap_or_default()
    );
    Ok(ExitCode::SUCCESS)
}

/// `arbiter event guide` on a team event: its rounds, who meets whom, the boards, the byes.
fn guide(file: &Path) -> anyhow::Result<ExitCode> {
    let store = TeamStore::open(file)?;
    print!("{}", rounds_text(store.event()));
    Ok(ExitCode::SUCCESS)
}

/// `arbiter event averages` on a team event: what average plus (and, negated, average minus)
/// is worth in IMPs (Law 86A's 3 unless the conditions vary it).
fn averages(args: &AveragesArgs) -> anyhow::Result<ExitCode> {
    let mut store = TeamStore::open(&args.file)?;
    if args.variable || args.imps < 0.0 {
        bail!(
            "in a team event an artificial score is worth a number of IMPs (--imps, 0 or more, Law 86A); there are no session percentages to vary with"
        );
    }
    let mut event = store.event().clone();
    event.averages.imps = args.imps;
    store.set_event(event)?;
    Ok(ExitCode::SUCCESS)
}

fn names(args: &NamesArgs) -> anyhow::Result<ExitCode> {
    let mut store = TeamStore::open(&args.file)?;
    let Some(team) = args.team else {
        bail!(
            "{} is a team event: name a team with --team",
            args.file.display()
        );
    };
    let mut event = store.event().clone();
    anyhow::ensure!(
        (1..=event.teams).contains(&team),
        "there is no team {team}: the teams are numbered 1 to {}",
        event.teams
    );
    event.team_names.insert(team, args.names.clone());
    store.set_event(event)?;
    Ok(ExitCode::SUCCESS)
}

fn results(args: &ResultsArgs) -> anyhow::Result<ExitCode> {
    let mut store = TeamStore::open(&args.file)?;
    let room: Option<Room> = args
        .room
        .as_deref()
        .map(str::parse)
        .transpose()
        .map_err(anyhow::Error::msg)?;
    let table = args.match_number.or(args.table);
    let mut problems: Vec<String> = Vec::new();
    let mut entered: Vec<TeamResult> = Vec::new();
    if let Some(from) = &args.from {
        super::read_result_lines(from, result_line, &mut entered, &mut problems)?;
    } else if let Some(file) = &args.import {
        // A one-match event has one match a round: its number need not be given.
        let table = table.or(store.event().is_one_match().then_some(1));
        let mut opened = open(file)?;
        let format = input_format(None, &mut opened)?;
        crate::files_cmd::for_each_board(opened, format, |board| {
            match board {
                Err(unread) => problems.push(format!("{file}: {}", unread.join("; "))),
                Ok((record, game)) => {
                    match record_result(&record, game.as_ref(), table, args.round) {
                        Ok(Some(result)) => {
                            let board_room = record
                                .room
                                .map(|room| match room {
                                    formats::record::Room::Open => Room::Open,
                                    formats::record::Room::Closed => Room::Closed,
                                })
                                .or(room);
                            match board_room {
                                Some(room) => entered.push(TeamResult {
                                    round: result.round,
                                    table: result.table,
                                    room,
                                    board: result.board,
                                    entry: result.entry,
                                }),
                                None => problems.push(format!(
                                    "{file}: board {}: no Room tag (open or closed): give --room",
                                    result.board
                                )),
                            }
                        }
                        Ok(None) => {} // a hand record, not a result
                        Err(why) => problems.push(format!(
                            "{file}: {}",
                            import_problem(&why).replace("--table", "--match")
                        )),
                    }
                }
            }
            Ok(())
        })?;
    } else {
        let (Some(round), Some(table), Some(room), Some(board)) =
            (args.round, table, room, args.board)
        else {
            bail!(
                "give --round, --match, --room, --board and the result, or --from FILE, or --import FILE"
            );
        };
        entered.push(TeamResult {
            round,
            table,
            room,
            board,
            entry: args.result.join(" ").parse()?,
        });
    }
    let refused = store.enter(&entered)?;
    Ok(super::report_entered(entered.len(), &problems, &refused))
}

fn simulate(args: &SimulateArgs) -> anyhow::Result<ExitCode> {
    let mut store = TeamStore::open(&args.file)?;
    let entered = store.results()?;
    let results = random_results(store.event(), &entered, args.seed);
    let refused = store.enter(&results)?;
    anyhow::ensure!(
        refused.is_empty(),
        "a simulated result was refused: {}",
        refused[0]
    );
    println!("{} random result(s) entered", results.len());
    Ok(ExitCode::SUCCESS)
}

/// A result still missing: round, match, room and board.
type Missing = (u32, u32, Room, u32);

/// The event scored, with the results still missing.
fn scored(store: &TeamStore) -> anyhow::Result<(Scored, Vec<Missing>)> {
    let results = store.results()?;
    let scored = score_event(store.event(), &results)?;
    Ok((scored, store.event().missing(&results)))
}

/// IMPs as printed: whole numbers bare, fractions to two decimals.
fn imps_text(imps: f64) -> String {
    if imps.fract() == 0.0 {
        format!("{imps:.0}")
    } else {
        format!("{imps:.2}")
    }
}

/// A match's line: `Round 1 match 2: 3 Smith v 6 Jones  25-7 IMPs  17.59-2.41 VPs`.
fn match_line(event: &TeamEvent, m: &MatchScore) -> String {
    let vps = match (m.home_vps, m.away_vps) {
        (Some(home), Some(away)) => format!(
            "  {}-{} VPs",
            format_hundredths(home),
            format_hundredths(away)
        ),
        _ => String::new(),
    };
    let carry = if m.home_carry_over + m.away_carry_over > 0.0 {
        format!(
            " (carry-over {}-{})",
            imps_text(m.home_carry_over),
            imps_text(m.away_carry_over)
        )
    } else {
        String::new()
    };
    format!(
        "Round {} match {}: {} {} v {} {}  {}-{} IMPs{carry}{vps}{}",
        m.round,
        m.table,
        m.home,
        event.team_name(m.home),
        m.away,
        event.team_name(m.away),
        imps_text(m.home_imps),
        imps_text(m.away_imps),
        if m.complete { "" } else { " (incomplete)" }
    )
}

fn rank(args: &RankArgs) -> anyhow::Result<ExitCode> {
    let store = TeamStore::open(&args.file)?;
    let (scored, missing) = scored(&store)?;
    for (round, table, room, board) in &missing {
        eprintln!("round {round}, match {table}, {room} room, board {board}: no result yet");
    }
    let event = store.event();
    if args.json {
        println!(
            "{}",
            serde_json::json!({
                "event": event.name,
                "format": event.format.name(),
                "standings": scored.standings,
                "matches": scored.matches,
                "missing": missing.len(),
            })
        );
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "{}{}",
        event.name,
        if missing.is_empty() {
            ""
        } else {
            " (provisional)"
        }
    );
    let knockout = event.format == Format::Knockout;
    println!(
        "{:>4} {:>4}  {:>6} {:>7} {:>7} {:>8}  name",
        "rank",
        "team",
        if knockout { "" } else { "VPs" },
        "IMPs+",
        "IMPs-",
        "quotient"
    );
    for row in &scored.standings {
        println!(
            "{:>4} {:>4}  {:>6} {:>7} {:>7} {:>8}  {}",
            row.rank,
            row.team,
            if knockout {
                String::new()
            } else {
                format_hundredths(row.vps)
            },
            imps_text(row.imps_for),
            imps_text(row.imps_against),
            row.quotient
                .map(|q| format!("{q:.3}"))
                .unwrap_or("-".into()),
            row.name
        );
    }
    println!();
    for m in &scored.matches {
        println!("{}", match_line(event, m));
        if args.boards {
            for b in &m.boards {
                let room = |entry: &Option<club::session::Entry>, ns: Option<i64>| match entry {
                    Some(entry) => format!(
                        "{entry}{}",
                        ns.map(|s| format!(" ({s:+})")).unwrap_or_default()
                    ),
                    None => "-".into(),
                };
                println!(
                    "  board {:>3}  open {:<22} closed {:<22} {}",
                    b.board,
                    room(&b.open, b.open_ns),
                    room(&b.closed, b.closed_ns),
                    b.home.map(|h| format!("{:+}", h)).unwrap_or_default()
                );
            }
        }
    }
    for (r, round) in event.rounds.iter().enumerate() {
        if let Some(team) = round.bye {
            println!(
                "Round {}: bye {team} {} ({} VPs)",
                r + 1,
                event.team_name(team),
                format_hundredths(event.bye_vps)
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn publish(args: &PublishArgs) -> anyhow::Result<ExitCode> {
    let mut store = TeamStore::open(&args.file)?;
    let (scored, missing) = scored(&store)?;
    let event = store.event().clone();
    let hand_records = super::hand_records(&mut store, &event.deals, event.boards(), args)?;
    let publication = TeamPublication {
        event: &event,
        scored: &scored,
        hand_records: &hand_records,
        missing: missing.len(),
    };
    let mut files = team_site(&publication);
    files.push(("results.pbn".into(), team_pbn(&publication)));
    files.push(("results.xml".into(), team_usebio(&publication)));
    super::write_site(&args.out, &files)?;
    println!(
        "published {} matches to {}: index.html, results.pbn, results.xml{}",
        scored.matches.len(),
        args.out.display(),
        super::provisional(missing.len())
    );
    Ok(ExitCode::SUCCESS)
}
