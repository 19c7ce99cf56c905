//! `arbiter replay`: runs a transcript, or a board of a PBN, LIN or JSON event-log file, and
//! prints the state of the deal.

use std::process::ExitCode;

use anyhow::Context;
use cards::Seat;
use clap::Args;
use formats::Format;
use formats::json::DealLog;
use formats::session::{Session, is_session};
use formats::three_handed::{ThreeHandedTranscript, is_three_handed};
use formats::transcript::{Transcript, TranscriptError};

use laws::CodeId;
use laws::table::{PenaltyKind, Table, View};

use crate::Input;
use crate::files_cmd::{Opened, for_each_board};

/// Options of `arbiter replay`.
#[derive(Args)]
pub(crate) struct ReplayArgs {
    /// The transcript (see docs/transcript.md), or a PBN, LIN or JSON file (by its name or
    /// --from); `-` for standard input.
    file: Input,
    /// The format, if not a transcript and the name does not say (pbn, lin, json).
    #[arg(long)]
    from: Option<Format>,
    /// Which board of a PBN, LIN or JSON file, counted from 1.
    #[arg(long, default_value_t = 1)]
    board: usize,
    /// The code of laws a PBN or LIN board is replayed under.
    #[arg(long, default_value = "duplicate2017")]
    code: CodeId,
    /// Print the state as JSON.
    #[arg(long)]
    json: bool,
    /// Show only what this seat may know (its own hand, the public auction and rulings).
    #[arg(long)]
    view: Option<Seat>,
}

pub(crate) fn run(args: &ReplayArgs) -> anyhow::Result<ExitCode> {
    let text = args.file.read()?;
    let format = args.from.or(match &args.file {
        Input::File(path) => Format::from_path(path),
        Input::Stdin => None,
    });
    if format.is_none() && is_three_handed(&text) {
        return three_handed(&text, args);
    }
    if format.is_none() && is_session(&text) {
        return run_session(&text, args.json);
    }
    let (table, failure) = match format {
        Some(format) => board_to_failure(&text, format, args)?,
        None => {
            let transcript = Transcript::parse(&text).context("cannot read the transcript")?;
            let (table, failure) = run_to_failure(&transcript);
            (table, failure.map(|e| e.to_string()))
        }
    };
    let view = table.view(args.view);
    if args.json {
        println!("{}", serde_json::to_string(&view)?);
    } else {
        print!("{}", describe(&view));
    }
    match failure {
        None => Ok(ExitCode::SUCCESS),
        Some(error) => {
            eprintln!("arbiter: {error}");
            Ok(ExitCode::FAILURE)
        }
    }
}

/// Runs a three-handed transcript and prints its state: the three players' auction, the
/// play at the table (the declarer South, the dummy hand North) and each player's score.
fn three_handed(text: &str, args: &ReplayArgs) -> anyhow::Result<ExitCode> {
    if args.view.is_some() {
        anyhow::bail!("--view is for four players; a three-handed transcript shows the whole deal");
    }
    let transcript =
        ThreeHandedTranscript::parse(text).context("cannot read the three-handed transcript")?;
    let (deal, failure) = transcript.run_until_failure();
    let state = transcript.state(&deal);
    if args.json {
        println!("{}", serde_json::to_string(&state)?);
    } else {
        let [a, b, c] = &transcript.players;
        println!(
            "Three-handed auction ({}): {a} East, {b} South, {c} West; the dummy hand North",
            transcript.code
        );
        let calls: Vec<String> = deal
            .auction()
            .calls
            .iter()
            .map(|call| format!("{} {}", transcript.players[call.player], call.call))
            .collect();
        println!("Auction: {}", calls.join(", "));
        if let Some((contract, declarer)) = deal.contract() {
            let seats = deal.seats();
            println!(
                "Contract: {contract} by {}; for the play {a} {}, {b} {}, {c} {}",
                transcript.players[declarer], seats[0], seats[1], seats[2]
            );
        }
        if let Some(table) = deal.play() {
            println!("The play (its pair score is not the three-handed one):");
            print!("{}", describe(&table.view(None)));
        }
        if let Some(score) = state.get("score") {
            println!("Three-handed score: {score}");
        }
    }
    match failure {
        None => Ok(ExitCode::SUCCESS),
        Some(error) => {
            eprintln!("arbiter: {error}");
            Ok(ExitCode::FAILURE)
        }
    }
}

/// A session transcript: the cut for partners, each deal's result and the score sheet.
fn run_session(text: &str, json: bool) -> anyhow::Result<ExitCode> {
    let session = Session::parse(text).context("cannot read the session")?;
    let run = session.run()?;
    if json {
        println!("{}", serde_json::to_string(&run.to_json())?);
    } else {
        print!("{}", run.describe());
    }
    Ok(ExitCode::SUCCESS)
}

/// Replays the chosen board of a PBN, LIN or JSON file at an open table (irregularities are
/// recorded and rectified, not refused): the table as far as it went, and the event it
/// refused, if any.
fn board_to_failure(
    text: &str,
    format: Format,
    args: &ReplayArgs,
) -> anyhow::Result<(Table, Option<String>)> {
    let name = match &args.file {
        Input::File(path) => path.display().to_string(),
        Input::Stdin => "<stdin>".to_string(),
    };
    let index = args
        .board
        .checked_sub(1)
        .context("boards are counted from 1")?;
    let log = match format {
        Format::Json => {
            let line = text
                .lines()
                .filter(|line| !line.trim().is_empty())
                .nth(index)
                .with_context(|| format!("the file has no board {}", args.board))?;
            serde_json::from_str::<DealLog>(line).context("cannot read the event log")?
        }
        // The other formats are read as `convert` and `check` read them.
        Format::Pbn | Format::Dds | Format::Lin => {
            let mut chosen = None;
            let mut count = 0;
            let opened = Opened::text(&name, text.to_string());
            for_each_board(opened, format, |board| {
                count += 1;
                if count == args.board {
                    chosen = Some(board);
                }
                Ok(())
            })?;
            let record = chosen
                .with_context(|| format!("the file has no board {}", args.board))?
                .map_err(|problems| {
                    anyhow::anyhow!("board {}: {}", args.board, problems.join("; "))
                })?
                .0;
            DealLog::from_record(&record, args.code)
        }
    };
    let mut table = Table::new(log.setup());
    for (i, event) in log.events.into_iter().enumerate() {
        if let Err(rejection) = table.apply(event) {
            return Ok((table, Some(format!("event {}: {rejection}", i + 1))));
        }
    }
    Ok((table, None))
}

/// Runs the transcript as far as it goes: the table at the end (or just before the line that
/// failed) and the failure, if any.
fn run_to_failure(transcript: &Transcript) -> (Table, Option<TranscriptError>) {
    match transcript.run() {
        Ok(table) => (table, None),
        Err(error) => {
            let stop = match &error {
                TranscriptError::Refused { line, .. } | TranscriptError::Unmet { line, .. } => {
                    *line
                }
                TranscriptError::Syntax { line, .. } => *line,
            };
            let before = Transcript {
                setup: transcript.setup.clone(),
                steps: transcript
                    .steps
                    .iter()
                    .filter(|s| step_line(s) < stop)
                    .cloned()
                    .collect(),
            };
            let table = before
                .run()
                .unwrap_or_else(|_| Table::new(transcript.setup.clone()));
            (table, Some(error))
        }
    }
}

fn step_line(step: &formats::transcript::Step) -> usize {
    match step {
        formats::transcript::Step::Event { line, .. }
        | formats::transcript::Step::Expect { line, .. } => *line,
    }
}

/// The state in words, for a person.
fn describe(view: &View) -> String {
    let state = &view.state;
    let mut out = String::new();
    // Hands played out are not shown.
    for hand in view.hands.iter().filter(|h| h.hand != "...") {
        out.push_str(&format!("{}: {}\n", hand.seat, hand.hand));
    }
    if let Some(dealing) = &state.dealing {
        let seats = |seats: &[cards::Seat]| -> String {
            let names: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
            if names.is_empty() {
                "nobody".into()
            } else {
                names.join(", ")
            }
        };
        let cut = dealing.cut.map_or("not cut".to_string(), |(seat, packet)| {
            format!("cut by {seat} ({packet} cards lifted off)")
        });
        let dealer = dealing
            .dealer
            .map_or("not yet dealt".to_string(), |dealer| {
                let done = if dealing.dealt { "dealt" } else { "dealing" };
                format!("{done} by {dealer}")
            });
        out.push_str(&format!(
            "Deal: shuffled by {}; {cut}; {dealer}; looked: {}\n",
            seats(&dealing.shuffled),
            seats(&dealing.looked)
        ));
    }
    if let Some(next) = state.next_dealer {
        out.push_str(&format!("Next dealer: {next}\n"));
    }
    let calls: Vec<String> = state
        .auction
        .iter()
        .map(|r| format!("{} {}", r.seat, r.call))
        .collect();
    out.push_str(&format!(
        "Auction: {}\n",
        if calls.is_empty() {
            "(none)".into()
        } else {
            calls.join(", ")
        }
    ));
    let phase = serde_json::to_value(state.phase)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string));
    out.push_str(&format!("Phase: {}\n", phase.unwrap_or_default()));
    if let Some(turn) = state.turn {
        out.push_str(&format!("Turn: {turn}\n"));
    }
    if let Some(pending) = &state.pending {
        let who = pending.chooser;
        out.push_str(&format!(
            "Pending ({}): {who} chooses {}\n  {}\n",
            pending.law_label(),
            pending.options.join(" | "),
            pending.explanation
        ));
    }
    for bar in &state.barred {
        out.push_str(&format!(
            "Barred: {} until {:?} ({})\n",
            bar.seat, bar.until, bar.law
        ));
    }
    if let (Some(contract), Some(declarer)) = (state.contract, state.declarer) {
        out.push_str(&format!("Contract: {contract} by {declarer}\n"));
    }
    for restriction in &state.lead_restrictions {
        let suits: Vec<String> = restriction
            .suits
            .iter()
            .map(|s| s.letter().to_string())
            .collect();
        out.push_str(&format!(
            "Lead restriction (Law {}): at {}'s first lead declarer may {} {}\n",
            restriction.law,
            restriction.seat,
            restriction.declarer_may,
            suits.join("/")
        ));
    }
    if state.play_begun() {
        out.push_str(&format!(
            "Tricks: declarer {}, defenders {}\n",
            state.tricks.declarer, state.tricks.defenders
        ));
    }
    if !state.trick.is_empty() {
        let cards: Vec<String> = state
            .trick
            .iter()
            .map(|p| format!("{} {}", p.seat, p.card))
            .collect();
        out.push_str(&format!("Trick in progress: {}\n", cards.join(", ")));
    }
    for penalty in &state.penalty_cards {
        let line = match penalty.kind {
            PenaltyKind::Major => "Penalty card (major)",
            PenaltyKind::Minor => "Penalty card (minor)",
            PenaltyKind::Exposed => "Exposed card, subject to call",
        };
        out.push_str(&format!("{line}: {} {}\n", penalty.seat, penalty.card));
    }
    for obligation in &state.lead_obligations {
        out.push_str(&format!(
            "Lead obligation: {} must {} {} ({})\n",
            obligation.seat, obligation.must, obligation.suit, obligation.law
        ));
    }
    if let Some(claim) = &state.claim {
        out.push_str(&format!(
            "{} by {}: {} of the {} remaining tricks\n",
            claim.kind, claim.seat, claim.tricks, claim.remaining
        ));
    }
    if let (Some(result), Some(score)) = (&state.result, state.score) {
        out.push_str(&format!(
            "Result: {result}; score N-S {:+}, E-W {:+}\n",
            score.north_south, score.east_west
        ));
    }
    if let Some(adjusted) = &state.adjusted {
        out.push_str(&format!(
            "Adjusted score ({}): N-S {}, E-W {}\n",
            adjusted.law, adjusted.net.north_south, adjusted.net.east_west
        ));
    }
    for info in &state.unauthorised_information {
        let mut line = format!(
            "Unauthorised information: {} {} ({})",
            info.seat,
            enum_name(&info.manner),
            enum_name(&info.fact)
        );
        if let Some(by) = info.reserved_by {
            line.push_str(&format!("; rights reserved by {by}"));
        }
        if let Some(suggested) = &info.suggested {
            line.push_str(&format!(
                "; {} says {}'s {} was suggested",
                suggested.by, suggested.seat, suggested.action
            ));
        }
        if let Some(finding) = &info.finding {
            line.push_str(&format!("; the Director finds: {}", enum_name(finding)));
        }
        out.push_str(&format!("{line}\n"));
    }
    for explanation in &state.explanations {
        out.push_str(&format!(
            "Explanation of {}'s {} by {}: {}\n",
            explanation.caller, explanation.call, explanation.explainer, explanation.text
        ));
    }
    for correction in &state.corrections {
        let finding = correction.finding.as_ref().map_or(String::new(), |f| {
            format!(" (the Director finds: {})", enum_name(f))
        });
        out.push_str(&format!(
            "Correction by {} of {}'s {}: {}{finding}\n",
            correction.seat, correction.caller, correction.call, correction.text
        ));
    }
    for reservation in &state.reservations {
        out.push_str(&format!(
            "Reserved ({}): {}\n",
            reservation.law, reservation.reason
        ));
    }
    for ruling in &state.rulings {
        out.push_str(&format!("Ruling, {}: {}\n", ruling.law, ruling.text));
    }
    out
}

/// An enum of the state as the log writes it (`hesitation`, `mistaken-explanation`).
fn enum_name<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_else(|| "?".to_string())
}
