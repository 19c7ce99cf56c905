//! `arbiter rubber` and `arbiter chicago`: scorepads from a results file.

use std::process::ExitCode;

use clap::Args;
use laws::CodeId;

use crate::Input;

/// Options of `arbiter rubber`.
#[derive(Args)]
pub(crate) struct RubberArgs {
    /// The results file (see the README for its form), `-` for standard input.
    file: Input,
    /// The code: rubber (contract bridge), auction1908, auction1912 or auction1915.
    #[arg(long, default_value = "rubber")]
    code: CodeId,
    /// Print JSON instead of the score sheet.
    #[arg(long)]
    json: bool,
}

/// Options of `arbiter chicago`.
#[derive(Args)]
pub(crate) struct ChicagoArgs {
    /// The results file (see the README for its form), `-` for standard input.
    file: Input,
    /// Print JSON instead of the score sheet.
    #[arg(long)]
    json: bool,
}

pub(crate) fn run_rubber(args: &RubberArgs) -> anyhow::Result<ExitCode> {
    let _deals = crate::results_file::parse_results(&args.file.read()?)?;
    anyhow::bail!(
        "{}: the scorepad is not merged yet (json={})",
        args.code,
        args.json
    )
}

pub(crate) fn run_chicago(args: &ChicagoArgs) -> anyhow::Result<ExitCode> {
    let _deals = crate::results_file::parse_results(&args.file.read()?)?;
    anyhow::bail!(
        "the Chicago scorepad is not merged yet (json={})",
        args.json
    )
}
