//! `arbiter dealer FILE`: runs a script of the dealer language (Hans van Staveren's `dealer`)
//! and prints what its actions ask for, as dealer prints it.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::Context;
use clap::Args;
use robots::dealer::{Program, RunOptions};

/// Options of `arbiter dealer`.
#[derive(Args)]
pub(crate) struct DealerArgs {
    /// The script (dealer's input language); standard input if absent or `-`.
    file: Option<PathBuf>,
    /// Seed of the random deals: the same seed gives the same deals. Without it a seed is
    /// drawn at random and shown at the end.
    #[arg(long, short = 's')]
    seed: Option<u64>,
    /// Produce at most this many deals meeting the condition (overrides `produce`).
    #[arg(short = 'p', long = "produce")]
    produce: Option<u64>,
    /// Try at most this many deals (overrides `generate`).
    #[arg(short = 'g', long = "generate")]
    generate: Option<u64>,
    /// Leave out the closing counts (dealer's `-v`).
    #[arg(short = 'v', long = "no-statistics")]
    no_statistics: bool,
}

pub(crate) fn run(args: &DealerArgs) -> anyhow::Result<ExitCode> {
    let (source, name) = match &args.file {
        Some(path) if path.as_os_str() != "-" => (
            std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?,
            path.display().to_string(),
        ),
        _ => (
            std::io::read_to_string(std::io::stdin()).context("cannot read standard input")?,
            "-".to_string(),
        ),
    };
    let program = Program::from_script(&source).with_context(|| name.clone())?;
    let options = RunOptions {
        seed: args.seed.unwrap_or_else(rand::random),
        generate: args.generate,
        produce: args.produce,
        file: name,
        date: today(),
        quiet: args.no_statistics,
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    program
        .run(&options, &mut out)
        .map_err(|error| match error.output {
            // As an io error, so that `main` knows a reader that went away (`| head`).
            Some(kind) => anyhow::Error::new(std::io::Error::new(kind, error.message)),
            None => anyhow::Error::new(error),
        })?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Today's date (UTC) as PBN writes dates: `2026.11.25`.
fn today() -> String {
    let days = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    let (y, m, d) = civil_date(days);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The Gregorian date of a day counted from 1970-01-01: whole 400-year eras of 146097
/// days, then the year within the era counted from March (so the leap day falls last).
fn civil_date(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * month_from_march + 2) / 5 + 1) as u32;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::civil_date;

    /// Dates checked against a calendar: the epoch, a leap day, and the day this was written.
    #[test]
    fn civil_dates() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(20_417), (2025, 11, 25));
    }
}
