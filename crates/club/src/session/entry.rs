//! What a table reports for a board: a contract played, a pass-out, or the Director's adjusted
//! score; in one line of text, as entered and as stored.

use std::fmt;
use std::str::FromStr;

use cards::{Card, Seat};
use laws::Contract;

use crate::matchpoints::Artificial;

/// A board's result at one table.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    /// The board was played: contract, declarer, opening lead (if recorded) and the tricks
    /// declarer's side won. Written `4SX N SA 10` (the lead may be left out: `4S N 10`).
    Played {
        /// The contract.
        contract: Contract,
        /// The declarer.
        declarer: Seat,
        /// The opening lead, if the scorer recorded it.
        lead: Option<Card>,
        /// Tricks won by declarer's side, 0 to 13.
        tricks: u8,
    },
    /// Four passes (Law 22A): written `pass`.
    PassedOut,
    /// Law 12C2: artificial adjusted scores for North-South and East-West, written `A+ A-`.
    Artificial {
        /// North-South's.
        ns: Artificial,
        /// East-West's.
        ew: Artificial,
    },
    /// Law 12C1: an assigned score, from North-South's side, written `assigned 420`, or
    /// weighted (Law 12C1(c)) between results, `assigned 0.6:420 0.4:-100`.
    Assigned(Vec<(f64, i64)>),
    /// Law 12C1(b): a split score, the two sides assigned different results; both written
    /// from North-South's side, North-South's first: `split 420 -50` (North-South +420,
    /// East-West +50), or weighted with a slash between the sides,
    /// `split 0.6:420 0.4:-50 / -50`.
    Split {
        /// North-South's assigned score (weighted parts, or one part of weight 1).
        ns: Vec<(f64, i64)>,
        /// East-West's, from North-South's side.
        ew: Vec<(f64, i64)>,
    },
}

/// A result line that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{text}': {why}; write '4S N SA 10' (contract, declarer, lead, tricks), 'pass', 'A+ A-', 'assigned 420' or 'split 420 -50'"
)]
pub struct EntryError {
    /// The text given.
    pub text: String,
    /// What is wrong with it.
    pub why: String,
}

impl FromStr for Entry {
    type Err = EntryError;
    fn from_str(text: &str) -> Result<Entry, EntryError> {
        let fail = |why: String| EntryError {
            text: text.to_string(),
            why,
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            [] => Err(fail("the result is empty".into())),
            [word] if matches!(word.to_ascii_lowercase().as_str(), "pass" | "p" | "passed") => {
                Ok(Entry::PassedOut)
            }
            [ns, ew] if artificial(ns).is_some() => match (artificial(ns), artificial(ew)) {
                (Some(ns), Some(ew)) => Ok(Entry::Artificial { ns, ew }),
                _ => Err(fail(format!(
                    "'{ew}' is not an artificial score (A+, A or A-)"
                ))),
            },
            [word, parts @ ..] if word.eq_ignore_ascii_case("assigned") => {
                assigned(parts).map(Entry::Assigned).map_err(fail)
            }
            [word, parts @ ..] if word.eq_ignore_ascii_case("split") => split(parts).map_err(fail),
            [contract, declarer, rest @ ..] => {
                let contract: Contract = contract.parse().map_err(|e| fail(format!("{e}")))?;
                let declarer: Seat = declarer
                    .parse()
                    .map_err(|_| fail(format!("'{declarer}' is not a seat (N, E, S or W)")))?;
                let (lead, tricks) = match rest {
                    [tricks] => (None, *tricks),
                    [lead, tricks] => {
                        let lead: Card = lead
                            .parse()
                            .map_err(|_| fail(format!("'{lead}' is not a card (as SA or H7)")))?;
                        (Some(lead), *tricks)
                    }
                    _ => {
                        return Err(fail(
                            "after the declarer, give the lead and the tricks".into(),
                        ));
                    }
                };
                let tricks: u8 = tricks.parse().ok().filter(|t| *t <= 13).ok_or_else(|| {
                    fail(format!("'{tricks}' is not a number of tricks (0 to 13)"))
                })?;
                Ok(Entry::Played {
                    contract,
                    declarer,
                    lead,
                    tricks,
                })
            }
            _ => Err(fail("not a result".into())),
        }
    }
}

fn artificial(word: &str) -> Option<Artificial> {
    match word.to_ascii_uppercase().as_str() {
        "A+" | "AV+" | "AVE+" => Some(Artificial::AveragePlus),
        "A" | "AV" | "AVE" | "A=" => Some(Artificial::Average),
        "A-" | "AV-" | "AVE-" => Some(Artificial::AverageMinus),
        _ => None,
    }
}

fn assigned(parts: &[&str]) -> Result<Vec<(f64, i64)>, String> {
    match parts {
        [] => Err("an assigned score needs North-South's score".into()),
        [score] if !score.contains(':') => score
            .parse()
            .map(|score| vec![(1.0, score)])
            .map_err(|_| format!("'{score}' is not a score")),
        parts => parts
            .iter()
            .map(|part| {
                let (weight, score) = part
                    .split_once(':')
                    .ok_or_else(|| format!("'{part}' is not WEIGHT:SCORE, as 0.6:420"))?;
                let weight: f64 = weight
                    .parse()
                    .map_err(|_| format!("'{weight}' is not a weight"))?;
                let score: i64 = score
                    .parse()
                    .map_err(|_| format!("'{score}' is not a score"))?;
                Ok((weight, score))
            })
            .collect(),
    }
}

/// Law 12C1(b): `split NS EW` (one score each) or `split NS-PARTS / EW-PARTS`.
fn split(parts: &[&str]) -> Result<Entry, String> {
    let (ns, ew) = match parts.iter().position(|p| *p == "/") {
        Some(at) => (&parts[..at], &parts[at + 1..]),
        None if parts.len() == 2 => (&parts[..1], &parts[1..]),
        None => {
            return Err(
                "a split score needs North-South's and East-West's scores: 'split 420 -50', or weighted 'split 0.6:420 0.4:-50 / -50'"
                    .into(),
            );
        }
    };
    Ok(Entry::Split {
        ns: assigned(ns)?,
        ew: assigned(ew)?,
    })
}

/// An assigned score's parts as written: `420`, or `0.6:420 0.4:-100`.
fn write_parts(f: &mut fmt::Formatter<'_>, parts: &[(f64, i64)]) -> fmt::Result {
    match parts {
        [(_, score)] => write!(f, " {score}"),
        parts => parts
            .iter()
            .try_for_each(|(weight, score)| write!(f, " {weight}:{score}")),
    }
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entry::Played {
                contract,
                declarer,
                lead,
                tricks,
            } => match lead {
                Some(lead) => write!(f, "{contract} {declarer} {lead} {tricks}"),
                None => write!(f, "{contract} {declarer} {tricks}"),
            },
            Entry::PassedOut => f.write_str("pass"),
            Entry::Artificial { ns, ew } => write!(f, "{} {}", ns.notation(), ew.notation()),
            Entry::Assigned(parts) => {
                f.write_str("assigned")?;
                write_parts(f, parts)
            }
            Entry::Split { ns, ew } => {
                f.write_str("split")?;
                write_parts(f, ns)?;
                if ns.len() > 1 || ew.len() > 1 {
                    f.write_str(" /")?;
                }
                write_parts(f, ew)
            }
        }
    }
}

cards::serde_via_str!(Entry);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_entry_reads_and_writes_back() {
        for text in [
            "4SX N SA 10",
            "3NT E 7",
            "pass",
            "A+ A-",
            "A A",
            "assigned 420",
            "assigned 0.6:420 0.4:-100",
            "split 420 -50",
            "split 0.6:420 0.4:-50 / -50",
            "split 420 / 0.5:-50 0.5:-100",
        ] {
            let entry: Entry = text.parse().unwrap();
            assert_eq!(entry.to_string(), text);
        }
    }

    #[test]
    fn bad_entries_say_what_is_wrong() {
        let error = "4S Q 10".parse::<Entry>().unwrap_err().to_string();
        assert!(error.contains("'Q' is not a seat"), "{error}");
        let error = "4S N SA 14".parse::<Entry>().unwrap_err().to_string();
        assert!(error.contains("'14' is not a number of tricks"), "{error}");
        let error = "A+ B".parse::<Entry>().unwrap_err().to_string();
        assert!(error.contains("not an artificial score"), "{error}");
        let error = "split 420".parse::<Entry>().unwrap_err().to_string();
        assert!(error.contains("North-South's and East-West's"), "{error}");
        assert_eq!(
            "split 420 / -50".parse::<Entry>().unwrap(),
            "split 420 -50".parse::<Entry>().unwrap()
        );
        assert!("".parse::<Entry>().is_err());
        assert!("8S N 10".parse::<Entry>().is_err());
    }
}
