//! The simple results file of rubber and Chicago scorepads (what `arbiter rubber` and
//! `arbiter chicago` read), one deal a line:
//!
//! ```text
//! # CONTRACT DECLARER TRICKS [honors=N4,S1] [chicane=N] [revoke=EW:points] [penalty=EW:lifted-card]
//! 4S N 10
//! pass
//! 3NTX E 7 honors=E4
//! ```
//!
//! `pass` (or `P`) is a deal passed out. Tricks are those won by declarer's side. Blank lines
//! and text after `#` are ignored. On the rubber pad ([`parse_rubber_results`]) a line
//! `appeal DEAL CONTRACT DECLARER TRICKS [extras]` is the Club Appeals Committee's rescoring of
//! deal `DEAL` (its number on the pad, from 1), which stands in place of the Arbiter's; a line
//! `correct DEAL CONTRACT DECLARER TRICKS [extras]` corrects a proven error in deal `DEAL`'s
//! score, where the code allows it (1912 Laws 12-13). The extras are read by the same functions as a single
//! deal's options ([`parse_contract`], [`parse_seats`], [`parse_revoke`], [`parse_penalty`]).

use crate::line::without_comment;
use cards::{CardError, Seat, Side, Vulnerability};
use laws::{
    Contract, ContractError, DealOutcome, Honors, Irregularity, Penalty, RevokeRemedy, ScoreError,
};
use thiserror::Error;

/// A deal, or one of its fields, that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DealLineError {
    /// A contract that is not one.
    #[error(transparent)]
    Contract(#[from] ContractError),
    /// A seat or side that is not one.
    #[error(transparent)]
    Seat(#[from] CardError),
    /// Honors no deal can hold.
    #[error(transparent)]
    Honors(#[from] ScoreError),
    /// A revoke or penalty without its offending side and a colon; `what` is `revoke` or
    /// `penalty`, `example` the form to write.
    #[error("{what} '{text}': write the offending side and a colon, as {example}")]
    NoSide {
        /// What was being read: `revoke` or `penalty`.
        what: &'static str,
        /// The text given.
        text: String,
        /// An example of the form.
        example: &'static str,
    },
    /// A revoke whose remedy is neither `points` nor `tricks`.
    #[error("revoke '{0}': the non-offenders choose 'points' or 'tricks'")]
    RevokeRemedy(String),
    /// A penalty the 1915 code does not have.
    #[error(
        "penalty '{0}': the penalties are lifted-card, examined-trick, doubled-partner and redoubled-twice"
    )]
    PenaltyKind(String),
    /// Something written after `pass`.
    #[error("'{0}' after pass: a deal passed out has nothing more to record")]
    AfterPass(String),
    /// A contract without its declarer or tricks.
    #[error("'{0}': write CONTRACT DECLARER TRICKS, as '4S N 10'")]
    Incomplete(String),
    /// Tricks that are not a number from 0 to 13.
    #[error("'{0}' is not a number of tricks: write 0 to 13")]
    Tricks(String),
    /// An extra not written `key=value`.
    #[error("'{0}': extras are written key=value, as honors=N4,S1")]
    NotKeyValue(String),
    /// An extra other than `honors=`, `chicane=`, `revoke=` and `penalty=`.
    #[error("unknown extra '{0}': the extras are honors=, chicane=, revoke= and penalty=")]
    UnknownExtra(String),
    /// `chicane=` without `honors=`.
    #[error("chicane= needs honors= too: chicane is scored with the honors")]
    ChicaneWithoutHonors,
    /// An appeal or correction line without the number of the deal it rescores, or without a
    /// deal.
    #[error("'{0}': write appeal (or correct) DEAL CONTRACT DECLARER TRICKS, as 'appeal 3 2H N 8'")]
    Appeal(String),
}

/// A line of a results file that cannot be read: its number (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}: {error}")]
pub struct ResultsFileError {
    /// The line number, from 1.
    pub line: usize,
    /// What is wrong with the line.
    pub error: DealLineError,
}

/// A contract, or `None` for `pass`/`P`.
pub fn parse_contract(text: &str) -> Result<Option<Contract>, ContractError> {
    match text.to_ascii_lowercase().as_str() {
        "pass" | "p" | "passed" => Ok(None),
        _ => Ok(Some(text.parse()?)),
    }
}

/// A comma-separated list of seats (`N,S`), as `chicane=` takes them; an empty text is an empty
/// list.
pub fn parse_seats(text: &str) -> Result<Vec<Seat>, CardError> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::parse::<Seat>)
        .collect()
}

/// A revoke, `EW:points` or `EW:tricks` (the side that revoked, the non-offenders' choice).
pub fn parse_revoke(text: &str) -> Result<Penalty, DealLineError> {
    let (side, remedy) = side_and_word(text, "revoke", "EW:points or EW:tricks")?;
    let remedy = match remedy.as_str() {
        "points" => RevokeRemedy::Points,
        "tricks" => RevokeRemedy::Tricks,
        _ => return Err(DealLineError::RevokeRemedy(text.to_string())),
    };
    Ok(Penalty::Revoke {
        offender: side,
        remedy,
    })
}

/// A 1915 penalty, `EW:lifted-card`, `EW:examined-trick`, `EW:doubled-partner` or
/// `EW:redoubled-twice` (the offending side, the irregularity).
pub fn parse_penalty(text: &str) -> Result<Penalty, DealLineError> {
    let (side, kind) = side_and_word(text, "penalty", "EW:lifted-card")?;
    let kind = match kind.as_str() {
        "lifted-card" => Irregularity::LiftedCardDuringDeal,
        "examined-trick" => Irregularity::ExaminedQuittedTrick,
        "doubled-partner" => Irregularity::DoubledPartner,
        "redoubled-twice" => Irregularity::RedoubledTwice,
        _ => return Err(DealLineError::PenaltyKind(text.to_string())),
    };
    Ok(Penalty::Irregularity {
        offender: side,
        kind,
    })
}

/// `EW:word`: the side and the word after the colon, in lower case.
fn side_and_word(
    text: &str,
    what: &'static str,
    example: &'static str,
) -> Result<(Side, String), DealLineError> {
    let (side, word) = text.split_once(':').ok_or_else(|| DealLineError::NoSide {
        what,
        text: text.to_string(),
        example,
    })?;
    let side: Side = side.parse()?;
    Ok((side, word.trim().to_ascii_lowercase()))
}

/// One deal of a results file (the vulnerability is left for the scorepad to set); `None` for
/// a blank line or a comment.
pub fn parse_deal_line(line: &str) -> Result<Option<DealOutcome>, DealLineError> {
    let line = without_comment(line);
    if line.is_empty() {
        return Ok(None);
    }
    let mut fields = line.split_whitespace();
    let contract = parse_contract(fields.next().unwrap_or(""))?;
    let Some(contract) = contract else {
        if let Some(extra) = fields.next() {
            return Err(DealLineError::AfterPass(extra.to_string()));
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
        return Err(DealLineError::Incomplete(line.to_string()));
    };
    let declarer: Seat = declarer.parse()?;
    let tricks: u8 = tricks
        .parse()
        .ok()
        .filter(|t| *t <= 13)
        .ok_or_else(|| DealLineError::Tricks(tricks.to_string()))?;
    let mut outcome = DealOutcome::played(contract, declarer, tricks, Vulnerability::None);
    let mut honors_text = None;
    let mut voids = Vec::new();
    for field in fields {
        let (key, value) = field
            .split_once('=')
            .ok_or_else(|| DealLineError::NotKeyValue(field.to_string()))?;
        match key {
            "honors" => honors_text = Some(value.to_string()),
            "chicane" => voids = parse_seats(value)?,
            "revoke" => outcome.penalties.push(parse_revoke(value)?),
            "penalty" => outcome.penalties.push(parse_penalty(value)?),
            _ => return Err(DealLineError::UnknownExtra(key.to_string())),
        }
    }
    outcome.honors = match honors_text {
        Some(text) => Some(Honors::stated(&text, &voids, contract.denomination)?),
        None if !voids.is_empty() => return Err(DealLineError::ChicaneWithoutHonors),
        None => None,
    };
    Ok(Some(outcome))
}

/// Every deal of a results file with its line number (from 1); an error names the line.
pub fn parse_results(text: &str) -> Result<Vec<(usize, DealOutcome)>, ResultsFileError> {
    let mut deals = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let deal = parse_deal_line(line).map_err(|error| ResultsFileError {
            line: index + 1,
            error,
        })?;
        if let Some(deal) = deal {
            deals.push((index + 1, deal));
        }
    }
    Ok(deals)
}

/// A line of the rubber pad's results file: a deal, or an appeal's rescoring of an earlier one.
#[derive(Clone, Debug, PartialEq)]
pub enum RubberLine {
    /// A deal, written on the pad in turn.
    Deal(DealOutcome),
    /// The Club Appeals Committee rescores deal `deal` (its number on the pad) as `outcome`.
    Appeal {
        /// The deal's number on the pad, from 1.
        deal: usize,
        /// The result the committee decided.
        outcome: DealOutcome,
    },
    /// A proven error in deal `deal`'s score corrected (1912 Laws 12-13).
    Correction {
        /// The deal's number on the pad, from 1.
        deal: usize,
        /// The deal as it should have been written.
        outcome: DealOutcome,
    },
}

/// Every line of a rubber pad's results file with its line number (from 1): deals, and appeals
/// (`appeal 3 2H N 8`); an error names the line.
pub fn parse_rubber_results(text: &str) -> Result<Vec<(usize, RubberLine)>, ResultsFileError> {
    let mut lines = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let fail = |error| ResultsFileError {
            line: index + 1,
            error,
        };
        let content = without_comment(line);
        let parsed = match content.split_once(char::is_whitespace) {
            Some((word, rest))
                if word.eq_ignore_ascii_case("appeal") || word.eq_ignore_ascii_case("correct") =>
            {
                let rest = rest.trim();
                let (deal, outcome) = rest
                    .split_once(char::is_whitespace)
                    .and_then(|(deal, deal_line)| Some((deal.parse().ok()?, deal_line)))
                    .ok_or_else(|| fail(DealLineError::Appeal(content.to_string())))?;
                let outcome = parse_deal_line(outcome)
                    .map_err(fail)?
                    .ok_or_else(|| fail(DealLineError::Appeal(content.to_string())))?;
                Some(if word.eq_ignore_ascii_case("appeal") {
                    RubberLine::Appeal { deal, outcome }
                } else {
                    RubberLine::Correction { deal, outcome }
                })
            }
            _ => parse_deal_line(line).map_err(fail)?.map(RubberLine::Deal),
        };
        if let Some(parsed) = parsed {
            lines.push((index + 1, parsed));
        }
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rubber_file_reads_appeals_by_deal_number() {
        let lines = parse_rubber_results("2H N 7\n1NT E 7\nappeal 1 2H N 8 # committee\n").unwrap();
        assert_eq!(lines.len(), 3);
        match &lines[2] {
            (3, RubberLine::Appeal { deal: 1, outcome }) => {
                assert_eq!(outcome.contract.unwrap().to_string(), "2H");
                assert_eq!(outcome.tricks, 8);
            }
            other => panic!("{other:?}"),
        }
        let error = parse_rubber_results("appeal 2H N 8\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1: 'appeal 2H N 8': write appeal (or correct) DEAL CONTRACT DECLARER TRICKS, as 'appeal 3 2H N 8'"
        );
    }

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

    #[test]
    fn errors_read_as_the_command_prints_them() {
        let message = |line: &str| parse_deal_line(line).unwrap_err().to_string();
        assert_eq!(
            message("pass 4"),
            "'4' after pass: a deal passed out has nothing more to record"
        );
        assert_eq!(
            message("4S N 14"),
            "'14' is not a number of tricks: write 0 to 13"
        );
        assert_eq!(
            message("4S N 10 honors"),
            "'honors': extras are written key=value, as honors=N4,S1"
        );
        assert_eq!(
            message("4S N 10 chicane=E"),
            "chicane= needs honors= too: chicane is scored with the honors"
        );
        assert_eq!(
            message("4S N 10 revoke=EW"),
            "revoke 'EW': write the offending side and a colon, as EW:points or EW:tricks"
        );
        assert_eq!(
            message("4S N 10 revoke=EW:both"),
            "revoke 'EW:both': the non-offenders choose 'points' or 'tricks'"
        );
        assert_eq!(
            message("4S N 10 penalty=NS:late"),
            "penalty 'NS:late': the penalties are lifted-card, examined-trick, doubled-partner and redoubled-twice"
        );
        assert_eq!(
            message("4S N 10 penalty=XY:lifted-card"),
            "unknown side 'XY': sides are NS and EW"
        );
    }
}
