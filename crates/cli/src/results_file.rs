//! The simple results file that `arbiter rubber` and `arbiter chicago` read, one deal a line:
//!
//! ```text
//! # CONTRACT DECLARER TRICKS [honors=N4,S1] [chicane=N] [revoke=EW:points] [penalty=EW:lifted-card]
//! 4S N 10
//! pass
//! 3NTX E 7 honors=E4
//! ```
//!
//! `pass` (or `P`) is a deal passed out. Tricks are those won by declarer's side. Blank lines
//! and text after `#` are ignored.

use anyhow::{Context, bail};
use cards::{Seat, Side, Vulnerability};
use laws::{Contract, DealOutcome, Honors, Irregularity, Penalty, RevokeRemedy};

use crate::seat_list::parse_seats;

/// A contract, or `None` for `pass`/`P`.
pub(crate) fn parse_contract(text: &str) -> anyhow::Result<Option<Contract>> {
    match text.to_ascii_lowercase().as_str() {
        "pass" | "p" | "passed" => Ok(None),
        _ => Ok(Some(text.parse()?)),
    }
}

/// A revoke, `EW:points` or `EW:tricks` (the side that revoked, the non-offenders' choice).
pub(crate) fn parse_revoke(text: &str) -> anyhow::Result<Penalty> {
    let (side, remedy) = side_and_word(text, "revoke", "EW:points or EW:tricks")?;
    let remedy = match remedy.as_str() {
        "points" => RevokeRemedy::Points,
        "tricks" => RevokeRemedy::Tricks,
        _ => bail!("revoke '{text}': the non-offenders choose 'points' or 'tricks'"),
    };
    Ok(Penalty::Revoke {
        offender: side,
        remedy,
    })
}

/// A 1915 penalty, `EW:lifted-card`, `EW:examined-trick`, `EW:doubled-partner` or
/// `EW:redoubled-twice` (the offending side, the irregularity).
pub(crate) fn parse_penalty(text: &str) -> anyhow::Result<Penalty> {
    let (side, kind) = side_and_word(text, "penalty", "EW:lifted-card")?;
    let kind = match kind.as_str() {
        "lifted-card" => Irregularity::LiftedCardDuringDeal,
        "examined-trick" => Irregularity::ExaminedQuittedTrick,
        "doubled-partner" => Irregularity::DoubledPartner,
        "redoubled-twice" => Irregularity::RedoubledTwice,
        _ => bail!(
            "penalty '{text}': the penalties are lifted-card, examined-trick, doubled-partner and redoubled-twice"
        ),
    };
    Ok(Penalty::Irregularity {
        offender: side,
        kind,
    })
}

fn side_and_word(text: &str, what: &str, example: &str) -> anyhow::Result<(Side, String)> {
    let (side, word) = text.split_once(':').with_context(|| {
        format!("{what} '{text}': write the offending side and a colon, as {example}")
    })?;
    let side: Side = side.parse()?;
    Ok((side, word.trim().to_ascii_lowercase()))
}

/// One deal of a results file (the vulnerability is left for the scorepad to set).
pub(crate) fn parse_deal_line(line: &str) -> anyhow::Result<Option<DealOutcome>> {
    let line = line.split('#').next().unwrap_or("").trim();
    if line.is_empty() {
        return Ok(None);
    }
    let mut fields = line.split_whitespace();
    let contract = parse_contract(fields.next().unwrap_or(""))?;
    let Some(contract) = contract else {
        if let Some(extra) = fields.next() {
            bail!("'{extra}' after pass: a deal passed out has nothing more to record");
        }
        return Ok(Some(DealOutcome {
            contract: None,
            declarer: Seat::North,
            tricks: 0,
            vulnerability: Vulnerability::None,
            honors: None,
            penalties: Vec::new(),
        }));
    };
    let (Some(declarer), Some(tricks)) = (fields.next(), fields.next()) else {
        bail!("'{line}': write CONTRACT DECLARER TRICKS, as '4S N 10'");
    };
    let declarer: Seat = declarer.parse()?;
    let tricks: u8 = tricks
        .parse()
        .ok()
        .filter(|t| *t <= 13)
        .with_context(|| format!("'{tricks}' is not a number of tricks: write 0 to 13"))?;
    let mut outcome = DealOutcome::played(contract, declarer, tricks, Vulnerability::None);
    let mut honors_text = None;
    let mut voids = Vec::new();
    for field in fields {
        let (key, value) = field
            .split_once('=')
            .with_context(|| format!("'{field}': extras are written key=value, as honors=N4,S1"))?;
        match key {
            "honors" => honors_text = Some(value.to_string()),
            "chicane" => voids = parse_seats(value)?,
            "revoke" => outcome.penalties.push(parse_revoke(value)?),
            "penalty" => outcome.penalties.push(parse_penalty(value)?),
            _ => bail!(
                "unknown extra '{key}': the extras are honors=, chicane=, revoke= and penalty="
            ),
        }
    }
    outcome.honors = match honors_text {
        Some(text) => Some(Honors::stated(&text, &voids, contract.denomination)?),
        None if !voids.is_empty() => {
            bail!("chicane= needs honors= too: chicane is scored with the honors")
        }
        None => None,
    };
    Ok(Some(outcome))
}

/// Every deal of a results file with its line number; an error names the line.
pub(crate) fn parse_results(text: &str) -> anyhow::Result<Vec<(usize, DealOutcome)>> {
    let mut deals = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if let Some(deal) = parse_deal_line(line).with_context(|| format!("line {}", index + 1))? {
            deals.push((index + 1, deal));
        }
    }
    Ok(deals)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_deals_with_extras() {
        let deals =
            parse_results("4S N 10\n\npass # redeal\n3NTX E 7 honors=E4 revoke=NS:tricks\n")
                .unwrap();
        assert_eq!(
            deals.iter().map(|(line, _)| *line).collect::<Vec<_>>(),
            [1, 3, 4]
        );
        let deals: Vec<DealOutcome> = deals.into_iter().map(|(_, deal)| deal).collect();
        assert_eq!(deals[0].contract.unwrap().to_string(), "4S");
        assert_eq!(deals[1].contract, None);
        assert_eq!(deals[2].honors.unwrap().held, [0, 4, 0, 0]);
        assert_eq!(
            deals[2].penalties,
            [Penalty::Revoke {
                offender: Side::NorthSouth,
                remedy: RevokeRemedy::Tricks
            }]
        );
    }

    #[test]
    fn errors_name_the_line() {
        let err = parse_results("4S N 10\n4S Q 10\n").unwrap_err();
        assert!(format!("{err:#}").starts_with("line 2: unknown seat 'Q'"));
        let err = parse_results("4S N\n").unwrap_err();
        assert!(format!("{err:#}").contains("CONTRACT DECLARER TRICKS"));
        let err = parse_results("4S N 10 luck=yes\n").unwrap_err();
        assert!(format!("{err:#}").contains("unknown extra 'luck'"));
    }
}
