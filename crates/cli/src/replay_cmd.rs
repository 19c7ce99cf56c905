//! `arbiter replay`: runs a transcript and prints the state of the deal.

use std::process::ExitCode;

use anyhow::Context;
use cards::Seat;
use clap::Args;
use laws::table::{PenaltyKind, Table, View};
use laws::transcript::{Transcript, TranscriptError};

use crate::Input;

/// Options of `arbiter replay`.
#[derive(Args)]
pub(crate) struct ReplayArgs {
    /// The transcript (see docs/transcript.md), `-` for standard input.
    file: Input,
    /// Print the state as JSON.
    #[arg(long)]
    json: bool,
    /// Show only what this seat may know (its own hand, the public auction and rulings).
    #[arg(long)]
    view: Option<Seat>,
}

pub(crate) fn run(args: &ReplayArgs) -> anyhow::Result<ExitCode> {
    let text = args.file.read()?;
    let transcript = Transcript::parse(&text).context("cannot read the transcript")?;
    let (table, failure) = run_to_failure(&transcript);
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

fn step_line(step: &laws::transcript::Step) -> usize {
    match step {
        laws::transcript::Step::Event { line, .. }
        | laws::transcript::Step::Expect { line, .. } => *line,
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
    for ruling in &state.rulings {
        out.push_str(&format!("Ruling, {}: {}\n", ruling.law, ruling.text));
    }
    out
}
