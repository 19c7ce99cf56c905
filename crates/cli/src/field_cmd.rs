//! Commands for scoring programs, one request a line: `arbiter matchpoints -`, `arbiter imps
//! -`, `arbiter butler -` and `arbiter vp -`.

use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::Args;
use club::butler::{butler_imps, cross_imps_average, datum};
use club::imps::imps;
use club::matchpoints::{check_score, matchpoints, neuberg, percent, top};
use club::vp::VpScale;
use serde::{Deserialize, Serialize};

use crate::Input;
use crate::requests::answer_input;

/// The requests file of a scoring command.
#[derive(Args)]
pub(crate) struct RequestsArgs {
    /// The requests, one a line: a file, or `-` for standard input.
    #[arg(value_parser = |s: &str| Ok::<Input, String>(Input::from(s)))]
    input: Input,
}

/// `{"scores_ns": [420, 450, -50], "expected_plays": 4}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FieldRequest {
    scores_ns: Vec<i64>,
    #[serde(default)]
    expected_plays: Option<usize>,
}

impl FieldRequest {
    fn parse(request: &str) -> anyhow::Result<FieldRequest> {
        let field: FieldRequest = serde_json::from_str(request).with_context(|| {
            format!("'{request}': write {{\"scores_ns\": [420, 450, -50]}}, North-South's scores")
        })?;
        if field.scores_ns.is_empty() {
            bail!("'{request}': a board with no scores has nothing to compare");
        }
        for &score in &field.scores_ns {
            check_score(score).with_context(|| format!("'{request}'"))?;
        }
        Ok(field)
    }
}

/// The answer to a matchpoints request, its fields in the order scripts expect.
#[derive(Serialize)]
struct MatchpointsAnswer {
    mp: Vec<u32>,
    pct_ns: Vec<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    neuberg: Option<Vec<f64>>,
}

/// The answer to a Butler request.
#[derive(Serialize)]
struct ButlerAnswer {
    datum: Option<i64>,
    imps: Vec<i32>,
    cross_imps_avg: Vec<f64>,
}

/// Rounds to two decimals, as score sheets print.
fn two_decimals(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// `arbiter matchpoints`: Law 78A matchpoints, percentages and, when the board was played
/// fewer times than expected, Neuberg's factored matchpoints.
pub(crate) fn run_matchpoints(args: &RequestsArgs) -> anyhow::Result<ExitCode> {
    answer_input(&args.input, |request| {
        let field = FieldRequest::parse(request)?;
        let played = field.scores_ns.len();
        let mp = matchpoints(&field.scores_ns);
        let pct: Vec<f64> = mp
            .iter()
            .map(|&m| two_decimals(percent(f64::from(m), top(played))))
            .collect();
        let neuberg = field
            .expected_plays
            .filter(|&e| e > played)
            .map(|expected| {
                mp.iter()
                    .map(|&m| two_decimals(neuberg(f64::from(m), played, expected)))
                    .collect()
            });
        let answer = MatchpointsAnswer {
            mp,
            pct_ns: pct,
            neuberg,
        };
        Ok(serde_json::to_string(&answer)?)
    })
}

/// `arbiter imps`: a score difference a line, its IMPs (Law 78B).
pub(crate) fn run_imps(args: &RequestsArgs) -> anyhow::Result<ExitCode> {
    answer_input(&args.input, |request| {
        let difference: i64 = request.parse().with_context(|| {
            format!("'{request}' is not a score difference: write a whole number, as 450 or -170")
        })?;
        Ok(imps(difference).to_string())
    })
}

/// `arbiter butler`: the datum, each score's IMPs against it and its cross-IMPs averaged.
pub(crate) fn run_butler(args: &RequestsArgs) -> anyhow::Result<ExitCode> {
    answer_input(&args.input, |request| {
        let field = FieldRequest::parse(request)?;
        let cross: Vec<f64> = cross_imps_average(&field.scores_ns)
            .into_iter()
            .map(two_decimals)
            .collect();
        let answer = ButlerAnswer {
            datum: datum(&field.scores_ns),
            imps: butler_imps(&field.scores_ns),
            cross_imps_avg: cross,
        };
        Ok(serde_json::to_string(&answer)?)
    })
}

/// `arbiter vp`: `BOARDS IMPS` a line gives the winners' and losers' VPs on the WBF 2013
/// continuous scale.
pub(crate) fn run_vp(args: &RequestsArgs) -> anyhow::Result<ExitCode> {
    let mut scales: Vec<(u32, VpScale)> = Vec::new();
    answer_input(&args.input, |request| {
        let fields: Vec<&str> = request.split_whitespace().collect();
        let [boards, margin] = fields[..] else {
            bail!("'{request}': write BOARDS IMPS, as '16 10'");
        };
        let boards: u32 = boards
            .parse()
            .with_context(|| format!("'{boards}' is not a number of boards"))?;
        let margin: i64 = margin
            .parse()
            .with_context(|| format!("'{margin}' is not an IMP margin: write a whole number"))?;
        let margin = u32::try_from(margin.unsigned_abs()).unwrap_or(u32::MAX);
        let scale = match scales.iter().position(|(b, _)| *b == boards) {
            Some(index) => &scales[index].1,
            None => {
                scales.push((boards, VpScale::new(boards)?));
                &scales[scales.len() - 1].1
            }
        };
        let (winner, loser) = scale.vps(margin);
        Ok(format!("{winner} {loser}"))
    })
}
