//! `arbiter three-handed` and `arbiter progressive`: the pads of the historic games the Boston
//! 1916 manual teaches beside the four-handed rubber.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::Args;
use club::progressive::{Session, parse_progressive};
use club::three_handed_file::parse_three_handed;
use laws::CodeId;
use laws::auction_bridge::three_handed::ThreeHandedPad;
use serde_json::json;

use crate::Input;

/// Options of `arbiter three-handed`.
#[derive(Args)]
pub(crate) struct ThreeHandedArgs {
    /// The three-handed file (`players NAME NAME NAME`, then `DECLARER CONTRACT TRICKS
    /// [honors=...]` a line), `-` for standard input.
    file: Input,
    /// The code: auction1915, or auction1915-nullo.
    #[arg(long, default_value = "auction1915")]
    code: CodeId,
    /// Print JSON instead of the score sheet.
    #[arg(long)]
    json: bool,
}

/// Options of `arbiter progressive`.
#[derive(Args)]
pub(crate) struct ProgressiveArgs {
    /// The progressive file (the first seating, then each round's tables' four deals), `-` for
    /// standard input.
    file: Input,
    /// The code: auction1915, or auction1915-nullo.
    #[arg(long, default_value = "auction1915")]
    code: CodeId,
    /// Print JSON instead of the movement and standings.
    #[arg(long)]
    json: bool,
    /// Also write the session as an HTML page to this file.
    #[arg(long)]
    html: Option<PathBuf>,
}

fn check_code(code: CodeId) -> anyhow::Result<()> {
    if !CodeId::MANUAL_1916.contains(&code) {
        bail!(
            "the 1916 manual's games are played under auction1915 or auction1915-nullo, not {code}"
        );
    }
    Ok(())
}

pub(crate) fn run_three_handed(args: &ThreeHandedArgs) -> anyhow::Result<ExitCode> {
    check_code(args.code)?;
    let file = parse_three_handed(&args.file.read()?)?;
    let mut pad = ThreeHandedPad::new(args.code.code(), file.players);
    for (line, deal) in &file.deals {
        pad.record(deal).with_context(|| format!("line {line}"))?;
    }
    let sheet = pad.sheet();
    if args.json {
        println!(
            "{}",
            json!({
                "sheet": sheet,
                "totals": sheet.totals(),
                "settlement": sheet.settlement(),
            })
        );
    } else {
        print!("{sheet}");
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn run_progressive(args: &ProgressiveArgs) -> anyhow::Result<ExitCode> {
    let file = parse_progressive(&args.file.read()?)?;
    let session = Session::play(args.code, file.seating, &file.rounds)?;
    if let Some(path) = &args.html {
        std::fs::write(path, session.html())
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    if args.json {
        println!("{}", serde_json::to_string(&session)?);
    } else {
        print!("{session}");
    }
    Ok(ExitCode::SUCCESS)
}
