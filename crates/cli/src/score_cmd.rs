//! `arbiter score`: the score of one deal in any code, with its entries; or, with `-`, the
//! duplicate score of each `CONTRACT VUL TRICKS` line of standard input.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use anyhow::{Context, bail};
use cards::{Deal, Seat, Side, Vulnerability};
use clap::{Args, ValueEnum};
use club::results_file::{parse_contract, parse_penalty, parse_revoke, parse_seats};
use laws::duplicate::duplicate_score;
use laws::{CodeId, Contract, DealOutcome, DealScore, Honors, Line, Penalty, RevokeRemedy};
use serde_json::json;

use crate::requests::answer_lines;

/// Options of `arbiter score`.
#[derive(Args)]
pub(crate) struct ScoreArgs {
    /// The contract (`4S`, `3NTX`, `7NTXX`, `2RS` in the 1912 code, `1NU` nullo in
    /// auction1915-nullo, `pass`), or `-` to read one
    /// request a line from standard input: `CONTRACT VUL TRICKS`, as `4SX V 11`.
    contract: String,
    /// Tricks won by declarer's side (0-13).
    #[arg(long)]
    tricks: Option<u8>,
    /// Whether declarer's side is vulnerable (contract bridge codes).
    #[arg(long, value_enum)]
    vul: Option<YesNo>,
    /// The code of laws: duplicate (2017), duplicate2007, rubber, chicago, auction1908,
    /// auction1912, auction1915, auction1915-nullo.
    #[arg(long, default_value = "duplicate")]
    code: CodeId,
    /// The deal in PBN notation; honors and chicane are then taken from it, as dealt.
    #[arg(long)]
    deal: Option<String>,
    /// The declarer (default N); honors are credited to the side that held them.
    #[arg(long)]
    declarer: Option<Seat>,
    /// Honors held, by hand: `N4,S1` (trump honors A K Q J 10, or aces at no trump).
    #[arg(long)]
    honors: Option<String>,
    /// Hands void of trumps, for chicane (1908, 1912): `N` or `N,S`.
    #[arg(long)]
    chicane: Option<String>,
    /// A revoke and the non-offenders' choice (auction codes): `EW:points` or `EW:tricks`.
    #[arg(long)]
    revoke: Vec<String>,
    /// Another penalty of the 1915 code: `EW:lifted-card`, `EW:examined-trick`,
    /// `EW:doubled-partner`, `EW:redoubled-twice`.
    #[arg(long)]
    penalty: Vec<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum YesNo {
    Yes,
    No,
}

pub(crate) fn run(args: &ScoreArgs) -> anyhow::Result<ExitCode> {
    if args.contract == "-" {
        return score_lines(std::io::stdin().lock(), &mut std::io::stdout().lock());
    }
    let outcome = outcome_from_args(args)?;
    let score = args.code.code().score(&outcome)?;
    let declarer_side = outcome.declaring_side();
    if args.json {
        println!("{}", score_json(args.code, &outcome, &score));
    } else {
        print!("{}", score_text(args.code, &outcome, &score, declarer_side));
    }
    Ok(ExitCode::SUCCESS)
}

fn outcome_from_args(args: &ScoreArgs) -> anyhow::Result<DealOutcome> {
    let code = args.code.code();
    let contract = parse_contract(&args.contract)?;
    let declarer = args.declarer.unwrap_or(Seat::North);
    let tricks = match (args.tricks, contract) {
        (Some(t), _) => t,
        (None, None) => 0,
        (None, Some(_)) => bail!("--tricks is needed: how many tricks declarer's side won (0-13)"),
    };
    let vulnerable = match args.vul {
        Some(v) => matches!(v, YesNo::Yes),
        None if code
            .rubber_rules()
            .is_some_and(|r| !r.vulnerable_after_game) =>
        {
            false
        }
        None if contract.is_none() => false,
        None => bail!(
            "--vul yes|no is needed: in {} the score depends on declarer's vulnerability",
            args.code
        ),
    };
    let side = declarer.side();
    let vulnerability = Vulnerability::from_sides(
        vulnerable && side == Side::NorthSouth,
        vulnerable && side == Side::EastWest,
    );
    let mut outcome = DealOutcome {
        contract,
        declarer,
        tricks,
        vulnerability,
        honors: None,
        penalties: Vec::new(),
    };
    if let Some(contract) = contract {
        outcome.honors = honors_from_args(args, contract)?;
    }
    for revoke in &args.revoke {
        outcome.penalties.push(parse_revoke(revoke)?);
    }
    for penalty in &args.penalty {
        outcome.penalties.push(parse_penalty(penalty)?);
    }
    Ok(outcome)
}

fn honors_from_args(args: &ScoreArgs, contract: Contract) -> anyhow::Result<Option<Honors>> {
    let voids = args
        .chicane
        .as_deref()
        .map(parse_seats)
        .transpose()?
        .unwrap_or_default();
    match (&args.deal, &args.honors) {
        (Some(_), Some(_)) => {
            bail!("give the deal or the honors, not both: the deal shows who held them")
        }
        (Some(deal), None) => {
            let deal: Deal = deal.parse().context("--deal")?;
            Ok(Some(Honors::from_deal(&deal, contract.denomination)))
        }
        (None, Some(text)) => Ok(Some(Honors::stated(text, &voids, contract.denomination)?)),
        (None, None) if !voids.is_empty() => {
            bail!("--chicane needs --honors too (or --deal): chicane is scored with the honors")
        }
        (None, None) => Ok(None),
    }
}

fn score_text(
    code: CodeId,
    outcome: &DealOutcome,
    score: &DealScore,
    declarer_side: Side,
) -> String {
    let mut text = match outcome.contract {
        Some(contract) => {
            // The auction codes know no vulnerability.
            let knows_vulnerability = code
                .code()
                .rubber_rules()
                .is_none_or(|rules| rules.vulnerable_after_game);
            let vul = match (knows_vulnerability, outcome.declarer_vulnerable()) {
                (false, _) => String::new(),
                (true, true) => ", vulnerable".to_string(),
                (true, false) => ", not vulnerable".to_string(),
            };
            format!(
                "{} by {} ({code}{vul})\n",
                contract.result(outcome.tricks),
                outcome.declarer
            )
        }
        None => format!("Passed out ({code})\n"),
    };
    for penalty in &outcome.penalties {
        text.push_str(&match penalty {
            Penalty::Revoke {
                offender,
                remedy: RevokeRemedy::Tricks,
            } => format!("  revoke by {offender}: three tricks taken from them\n"),
            Penalty::Revoke { offender, .. } => {
                format!("  revoke by {offender}: penalty in points\n")
            }
            Penalty::Irregularity { offender, kind } => {
                format!("  penalty for {kind}, by {offender}\n")
            }
        });
    }
    for entry in &score.entries {
        let line = match entry.line {
            Some(Line::Below) => "below",
            Some(Line::Above) => "above",
            None => "",
        };
        text.push_str(&format!(
            "  {:<3} {:<18} {:>6}  {:<6} {}\n",
            entry.side.to_string(),
            entry.kind.to_string(),
            entry.points,
            line,
            entry.law
        ));
    }
    let net = score.net(declarer_side);
    text.push_str(&format!("Score for {declarer_side}: {net:+}\n"));
    text
}

fn score_json(code: CodeId, outcome: &DealOutcome, score: &DealScore) -> serde_json::Value {
    let side = outcome.declaring_side();
    json!({
        "code": code.name(),
        "contract": outcome.contract.map(|c| c.to_string()),
        "declarer": outcome.declarer,
        "tricks": outcome.tricks,
        "vulnerable": outcome.declarer_vulnerable(),
        "result": outcome.contract.map(|c| c.result(outcome.tricks)),
        "score": score.net(side),
        "totals": {"NS": score.total(Side::NorthSouth), "EW": score.total(Side::EastWest)},
        "entries": score.entries,
    })
}

/// Scores `CONTRACT VUL TRICKS` lines as duplicate deals, one integer a line (see
/// [`answer_lines`] for bad lines).
fn score_lines(input: impl BufRead, out: &mut impl Write) -> anyhow::Result<ExitCode> {
    answer_lines(
        input,
        out,
        |request| Ok(score_request(request)?.to_string()),
    )
}

/// One request, `4SX V 11`: the duplicate score for declarer's side.
fn score_request(request: &str) -> anyhow::Result<i64> {
    let fields: Vec<&str> = request.split_whitespace().collect();
    let [contract, vul, tricks] = fields[..] else {
        bail!("'{request}': write CONTRACT VUL TRICKS, as '4SX V 11' or '3NT NV 8'");
    };
    let contract = parse_contract(contract)?;
    let vulnerable = match vul.to_ascii_uppercase().as_str() {
        "V" => true,
        "NV" => false,
        _ => bail!("'{vul}' is not a vulnerability: write V (vulnerable) or NV (not vulnerable)"),
    };
    let tricks: u8 = tricks
        .parse()
        .ok()
        .filter(|t| *t <= 13)
        .with_context(|| format!("'{tricks}' is not a number of tricks: write 0 to 13"))?;
    let vulnerability = if vulnerable {
        Vulnerability::Both
    } else {
        Vulnerability::None
    };
    let outcome = DealOutcome {
        contract,
        declarer: Seat::North,
        tricks,
        vulnerability,
        honors: None,
        penalties: Vec::new(),
    };
    Ok(duplicate_score(&outcome)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_lines(input: &str) -> (String, bool) {
        let mut out = Vec::new();
        let code = score_lines(input.as_bytes(), &mut out).unwrap();
        (String::from_utf8(out).unwrap(), code == ExitCode::SUCCESS)
    }

    #[test]
    fn each_request_gets_its_duplicate_score() {
        let (out, ok) = run_lines("4SX V 11\n3NT NV 8\n\n# comment\n7NTXX V 13\n1C NV 0\n");
        assert_eq!(out, "990\n-50\n2980\n-350\n");
        assert!(ok);
    }

    #[test]
    fn a_bad_line_is_skipped_and_the_run_fails_at_the_end() {
        let (out, ok) = run_lines("4S NV 10\n8S NV 10\n4S maybe 10\n4S NV 14\n3NT V 9\n");
        assert_eq!(out, "420\n600\n");
        assert!(!ok);
    }

    #[test]
    fn requests_explain_what_is_wrong() {
        assert!(
            score_request("8S NV 10")
                .unwrap_err()
                .to_string()
                .contains("Law 38")
        );
        assert!(
            score_request("4S X 10")
                .unwrap_err()
                .to_string()
                .contains("V (vulnerable) or NV")
        );
        assert!(
            score_request("4S NV")
                .unwrap_err()
                .to_string()
                .contains("CONTRACT VUL TRICKS")
        );
    }
}
