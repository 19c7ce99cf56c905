//! `arbiter rubber` and `arbiter chicago`: scorepads from a results file.

use std::process::ExitCode;

use anyhow::Context;
use cards::{Seat, Side};
use clap::Args;
use club::results_file::{RubberLine, parse_results, parse_rubber_results};
use laws::{ChicagoScorepad, ChicagoSheet, CodeId, RubberScorepad};
use serde_json::json;

use crate::Input;

/// Options of `arbiter rubber`.
#[derive(Args)]
pub(crate) struct RubberArgs {
    /// The results file (see the README for its form), `-` for standard input.
    file: Input,
    /// The code: rubber (contract bridge), auction1908, auction1912, auction1915 or
    /// auction1915-nullo.
    #[arg(long, default_value = "rubber")]
    code: CodeId,
    /// The last rubber is still being played: do not add the premiums of an unfinished rubber.
    #[arg(long)]
    in_progress: bool,
    /// Print JSON instead of the score sheet.
    #[arg(long)]
    json: bool,
}

/// Options of `arbiter chicago`.
#[derive(Args)]
pub(crate) struct ChicagoArgs {
    /// The results file (see the README for its form), `-` for standard input.
    file: Input,
    /// The dealer of the first deal. A file may hold several Chicagos, four deals each; the
    /// rotation goes on, so each starts with this dealer again.
    #[arg(long, default_value = "N")]
    first_dealer: Seat,
    /// Score no honors (many clubs play Chicago without them).
    #[arg(long)]
    no_honors: bool,
    /// Print JSON instead of the score sheets.
    #[arg(long)]
    json: bool,
}

pub(crate) fn run_rubber(args: &RubberArgs) -> anyhow::Result<ExitCode> {
    let lines = parse_rubber_results(&args.file.read()?)?;
    let mut pad = RubberScorepad::new(args.code.code())?;
    for (line, entry) in &lines {
        match entry {
            RubberLine::Deal(deal) => pad.record(deal).map(|_| ()),
            // The Club Appeals Committee (checklist R-AP): only that deal is rescored.
            RubberLine::Appeal { deal, outcome } => {
                pad.rescore_on_appeal(*deal, outcome).map(|_| ())
            }
            // 1912 Laws 12-13: a proven error corrected while the code allows it.
            RubberLine::Correction { deal, outcome } => pad.correct(*deal, outcome).map(|_| ()),
        }
        .with_context(|| format!("line {line}"))?;
    }
    let sheet = if args.in_progress {
        pad.sheet().clone()
    } else {
        pad.close()
    };
    if args.json {
        println!("{}", serde_json::to_string(&sheet)?);
    } else {
        print!("{sheet}");
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn run_chicago(args: &ChicagoArgs) -> anyhow::Result<ExitCode> {
    let deals = parse_results(&args.file.read()?)?;
    let new_pad = |dealer| {
        if args.no_honors {
            ChicagoScorepad::without_honors(dealer)
        } else {
            ChicagoScorepad::new(dealer)
        }
    };
    let mut sheets: Vec<ChicagoSheet> = Vec::new();
    let mut pad = new_pad(args.first_dealer);
    for (line, deal) in &deals {
        if pad.sheet().is_complete() {
            // Four deals make a Chicago; the rotation goes on, so the next one's first dealer
            // (the dealer after deal 4's) is the first dealer again.
            sheets.push(
                std::mem::replace(&mut pad, new_pad(args.first_dealer))
                    .sheet()
                    .clone(),
            );
        }
        pad.record(deal).with_context(|| format!("line {line}"))?;
    }
    sheets.push(pad.sheet().clone());
    let net: i64 = sheets.iter().map(|s| s.net(Side::NorthSouth)).sum();
    if args.json {
        let rounded: i64 = sheets.iter().map(|s| s.rounded_net(Side::NorthSouth)).sum();
        println!(
            "{}",
            json!({"chicagos": sheets, "net_ns": net, "rounded_net_ns": rounded})
        );
    } else {
        for (i, sheet) in sheets.iter().enumerate() {
            if sheets.len() > 1 {
                println!("Chicago {}", i + 1);
            }
            print!("{sheet}");
            println!();
        }
        if sheets.len() > 1 {
            println!("Net over {} Chicagos: N-S {net:+}", sheets.len());
        }
    }
    Ok(ExitCode::SUCCESS)
}
