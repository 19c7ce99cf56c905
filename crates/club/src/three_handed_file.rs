//! The results file of the three-handed pad (what `arbiter three-handed` reads): the players,
//! then one deal a line, the declarer by name:
//!
//! ```text
//! players Ann Bob Cat
//! # DECLARER CONTRACT TRICKS [honors=Ann2,dummy1,Bob1,Cat1] [revoke=Bob:tricks] [penalty=Ann:lifted-card]
//! Ann 2H 9 honors=Ann2,dummy1,Bob1,Cat1
//! pass
//! Bob 1NT 6
//! ```
//!
//! Tricks are those the declarer won with the dummy hand. `honors=` gives the trump honors
//! (the aces at no trump) each player and the dummy hand held; names not given held none.
//! `revoke=NAME:points|tricks` and `penalty=NAME:KIND` name the offender, as the results file
//! names a side (see [`crate::results_file`]): the declarer's penalty is paid to each
//! adversary, an adversary's to the declarer. `pass` is a deal all three passed. Blank lines
//! and text after `#` are ignored.

use laws::auction_bridge::three_handed::ThreeHandedResult;
use thiserror::Error;

use crate::line::without_comment;
use crate::results_file::{parse_contract, parse_penalty, parse_revoke};

/// A line of a three-handed file that cannot be read: its number (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}: {message}")]
pub struct ThreeHandedFileError {
    /// The line number, from 1 (0: the file as a whole).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// A three-handed file: the players and the deals with their line numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreeHandedFile {
    /// The three players, by name.
    pub players: [String; 3],
    /// The deals, each with its line number.
    pub deals: Vec<(usize, ThreeHandedResult)>,
}

/// Reads a three-handed file.
pub fn parse_three_handed(text: &str) -> Result<ThreeHandedFile, ThreeHandedFileError> {
    let mut players: Option<[String; 3]> = None;
    let mut deals = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let fail = |message: String| ThreeHandedFileError { line, message };
        let words: Vec<&str> = without_comment(raw).split_whitespace().collect();
        match (words.as_slice(), &players) {
            ([], _) => {}
            (["players", a, b, c], None)
                if a != b && b != c && a != c && ![a, b, c].contains(&&"dummy") =>
            {
                players = Some([a.to_string(), b.to_string(), c.to_string()]);
            }
            (["players", ..], _) => {
                return Err(fail(
                    "write 'players NAME NAME NAME' once, first: three names, none 'dummy'".into(),
                ));
            }
            (_, None) => return Err(fail("the file begins: players NAME NAME NAME".into())),
            (["pass" | "P" | "p"], Some(_)) => deals.push((
                line,
                ThreeHandedResult {
                    contract: None,
                    declarer: 0,
                    tricks: 0,
                    honors: None,
                    penalties: Vec::new(),
                },
            )),
            ([name, contract, tricks, extras @ ..], Some(names)) => {
                let declarer = names
                    .iter()
                    .position(|n| n == name)
                    .ok_or_else(|| fail(format!("{name} is not one of the players")))?;
                let contract = parse_contract(contract)
                    .map_err(|e| fail(e.to_string()))?
                    .ok_or_else(|| fail("write 'pass' alone for a deal all three passed".into()))?;
                let tricks = tricks
                    .parse::<u8>()
                    .ok()
                    .filter(|t| *t <= 13)
                    .ok_or_else(|| {
                        fail(format!("'{tricks}' is not a number of tricks: 0 to 13"))
                    })?;
                let mut honors = None;
                let mut penalties = Vec::new();
                for extra in extras {
                    let (key, value) = extra.split_once('=').unwrap_or((extra, ""));
                    // The offender by name, as a side of the four-handed frame.
                    let offender = |value: &str| -> Result<String, String> {
                        let (name, rest) = value.split_once(':').unwrap_or((value, ""));
                        let player = names.iter().position(|n| n == name).ok_or_else(|| {
                            format!("{key} '{value}': {name} is not one of the players")
                        })?;
                        let side = if player == declarer { "NS" } else { "EW" };
                        Ok(format!("{side}:{rest}"))
                    };
                    match key {
                        "honors" => honors = Some(parse_honors(value, names).map_err(fail)?),
                        "revoke" => penalties.push(
                            parse_revoke(&offender(value).map_err(fail)?)
                                .map_err(|e| fail(e.to_string()))?,
                        ),
                        "penalty" => penalties.push(
                            parse_penalty(&offender(value).map_err(fail)?)
                                .map_err(|e| fail(e.to_string()))?,
                        ),
                        _ => {
                            return Err(fail(format!(
                                "unknown extra '{extra}': the three-handed pad takes honors=, revoke= and penalty="
                            )));
                        }
                    }
                }
                deals.push((
                    line,
                    ThreeHandedResult {
                        contract: Some(contract),
                        declarer,
                        tricks,
                        honors,
                        penalties,
                    },
                ));
            }
            _ => {
                return Err(fail(
                    "write DECLARER CONTRACT TRICKS [honors=...], as 'Ann 2H 9', or 'pass'".into(),
                ));
            }
        }
    }
    let players = players.ok_or(ThreeHandedFileError {
        line: 0,
        message: "no players: the file begins 'players NAME NAME NAME'".into(),
    })?;
    Ok(ThreeHandedFile { players, deals })
}

/// `Ann2,dummy1,Bob1,Cat1`: the honors of each player and, last, the dummy hand.
fn parse_honors(list: &str, names: &[String; 3]) -> Result<[u8; 4], String> {
    let mut held = [0u8; 4];
    for item in list.split(',') {
        let split = item
            .find(|c: char| c.is_ascii_digit())
            .ok_or_else(|| format!("honors '{item}': write a name and a count, as Ann2"))?;
        let (name, count) = item.split_at(split);
        let who = match name {
            "dummy" => 3,
            name => names
                .iter()
                .position(|n| n == name)
                .ok_or_else(|| format!("honors '{item}': {name} is not a player or 'dummy'"))?,
        };
        held[who] = count
            .parse()
            .map_err(|_| format!("honors '{item}': {count} is not a count"))?;
    }
    Ok(held)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_players_deals_and_honors() {
        let file = parse_three_handed(
            "players Ann Bob Cat\nAnn 2H 9 honors=Ann2,dummy1,Bob1,Cat1\n\npass # all passed\nBob 1NT 6\n",
        )
        .unwrap();
        assert_eq!(file.players, ["Ann", "Bob", "Cat"]);
        assert_eq!(file.deals.len(), 3);
        assert_eq!(file.deals[0].1.honors, Some([2, 1, 1, 1]));
        assert_eq!(file.deals[1].1.contract, None);
        assert_eq!((file.deals[2].0, file.deals[2].1.declarer), (5, 1));
        let revokes = parse_three_handed(
            "players Ann Bob Cat\nAnn 2H 8 revoke=Bob:tricks penalty=Ann:lifted-card\n",
        )
        .unwrap();
        assert_eq!(
            revokes.deals[0].1.penalties,
            [
                laws::Penalty::Revoke {
                    offender: cards::Side::EastWest,
                    remedy: laws::RevokeRemedy::Tricks
                },
                laws::Penalty::Irregularity {
                    offender: cards::Side::NorthSouth,
                    kind: laws::Irregularity::LiftedCardDuringDeal
                }
            ]
        );
    }

    #[test]
    fn errors_name_the_line() {
        assert_eq!(parse_three_handed("Ann 2H 9\n").unwrap_err().line, 1);
        let err = parse_three_handed("players Ann Bob Cat\nDan 2H 9\n").unwrap_err();
        assert_eq!(err.to_string(), "line 2: Dan is not one of the players");
        assert_eq!(
            parse_three_handed("players Ann Bob Cat\nAnn 2H 9 honors=Eve2\n")
                .unwrap_err()
                .line,
            2
        );
    }
}
