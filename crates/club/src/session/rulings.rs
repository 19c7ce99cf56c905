//! The Director's rulings on a session beyond a table's result: procedural penalties (Law 90),
//! fouled boards (Law 87), score corrections after the session (Law 79C) and appeals (Laws
//! 92-93). Kept in the session; the travellers and rankings apply them.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::Entry;

/// Everything the Director (or an appeals committee) ruled on the session as a whole.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Rulings {
    /// Procedural penalties (Law 90), in the order given.
    #[serde(default)]
    pub penalties: Vec<Penalty>,
    /// Fouled boards (Law 87): for each, the results played in the other form.
    #[serde(default)]
    pub fouled: Vec<Fouled>,
    /// Corrections and appeals, in the order recorded.
    #[serde(default)]
    pub amendments: Vec<Amendment>,
    /// The last day of the correction period (Law 79C1), `YYYY-MM-DD`, when the sponsor set
    /// one: a correction or an appeal dated later is refused.
    #[serde(default)]
    pub correction_period_ends: Option<String>,
    /// What artificial adjusted scores are worth in this session (Law 12C2).
    #[serde(default)]
    pub averages: Averages,
}

/// What the conditions of contest make an artificial adjusted score worth (Law 12C2): fixed
/// percentages of the top (60, 50 and 40 unless varied; 3 IMPs, Law 86A), or, where the
/// Regulating Authority so provides, variable: average plus is the greater of its percentage
/// and the pair's percentage on the boards it played, average minus the lesser.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Averages {
    /// The fixed values.
    #[serde(default)]
    pub scale: laws::adjusted::ArtificialScale,
    /// Whether a pair's own session percentage stands in where it is better (average plus)
    /// or worse (average minus).
    #[serde(default)]
    pub variable: bool,
}

/// A procedural penalty (Law 90) on a pair, for a board or for the session.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Penalty {
    /// The pair penalised.
    pub pair: u32,
    /// The board it was given on, or `None` for the session.
    pub board: Option<u32>,
    /// How much.
    pub amount: PenaltyAmount,
    /// Why, as the Director wrote it.
    pub reason: String,
}

/// A penalty's size: in the session's unit (matchpoints or IMPs) or as a share of a board's
/// top (matchpoints only). Written `2` or `25%`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PenaltyAmount {
    /// Matchpoints or IMPs taken off.
    Points(f64),
    /// Per cent of a board's full top taken off (the EBU's and ACBL's usual 25% for a
    /// standard penalty).
    PercentOfTop(f64),
}

impl PenaltyAmount {
    /// The matchpoints or IMPs this amount takes off, for a board's full `top`.
    pub fn points(self, top: f64) -> f64 {
        match self {
            PenaltyAmount::Points(points) => points,
            PenaltyAmount::PercentOfTop(percent) => top * percent / 100.0,
        }
    }
}

impl FromStr for PenaltyAmount {
    type Err = String;
    fn from_str(text: &str) -> Result<PenaltyAmount, String> {
        let positive = |number: &str| {
            number
                .parse::<f64>()
                .ok()
                .filter(|n| n.is_finite() && *n > 0.0)
                .ok_or_else(|| {
                    format!("'{text}' is not a penalty: give a positive number, as 2 or 25%")
                })
        };
        match text.strip_suffix('%') {
            Some(percent) => positive(percent).map(PenaltyAmount::PercentOfTop),
            None => positive(text).map(PenaltyAmount::Points),
        }
    }
}

impl fmt::Display for PenaltyAmount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PenaltyAmount::Points(points) => write!(f, "{points}"),
            PenaltyAmount::PercentOfTop(percent) => write!(f, "{percent}%"),
        }
    }
}

/// A fouled board (Law 87A): the results played in the board's other form, as (table, round).
/// Law 87B: the Director scores each group (the results of each form) separately.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fouled {
    /// The board.
    pub board: u32,
    /// The results played in the fouled form, as (table, round).
    pub results: Vec<(u32, u32)>,
}

/// Why a result was changed after it was entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AmendmentKind {
    /// Law 79C: a score corrected after the session, within the correction period.
    Correction,
    /// Laws 92-93: an appeal against the Director's ruling; decided when `after` is given,
    /// the committee's decision replacing the Director's.
    Appeal,
}

/// A correction or an appeal, on one table's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Amendment {
    /// A correction or an appeal.
    pub kind: AmendmentKind,
    /// The table.
    pub table: u32,
    /// The round.
    pub round: u32,
    /// The board.
    pub board: u32,
    /// The date it was made (a correction) or lodged or decided (an appeal), `YYYY-MM-DD`.
    pub date: String,
    /// The result before, if one was entered.
    pub before: Option<Entry>,
    /// The result after; `None` for an appeal lodged and not yet decided.
    pub after: Option<Entry>,
    /// The Director's or committee's note.
    pub note: String,
}

/// A date as `YYYY-MM-DD`, checked in form (a correction period is compared with it).
pub fn check_date(date: &str) -> Result<(), String> {
    let parts: Vec<&str> = date.split('-').collect();
    let good = matches!(parts.as_slice(), [y, m, d]
        if y.len() == 4 && m.len() == 2 && d.len() == 2
            && [y, m, d].iter().all(|p| p.bytes().all(|b| b.is_ascii_digit()))
            && (1..=12).contains(&m.parse::<u32>().unwrap_or(0))
            && (1..=31).contains(&d.parse::<u32>().unwrap_or(0)));
    if good {
        Ok(())
    } else {
        Err(format!("'{date}' is not a date: write it YYYY-MM-DD"))
    }
}

impl Rulings {
    /// Law 79C1 (and Law 92B for an appeal): a change dated `date` is within the correction
    /// period, if the sponsor set one.
    pub fn within_correction_period(&self, date: &str) -> Result<(), String> {
        check_date(date)?;
        match &self.correction_period_ends {
            Some(end) if date > end.as_str() => Err(format!(
                "Law 79C1: the correction period ended on {end}; a change dated {date} is out of time (Law 92B: so is an appeal)"
            )),
            _ => Ok(()),
        }
    }

    /// The penalties on a board.
    pub fn penalties_on(&self, board: u32) -> impl Iterator<Item = &Penalty> {
        self.penalties
            .iter()
            .filter(move |p| p.board == Some(board))
    }

    /// The results of a board played in its fouled form, if the board was fouled (Law 87).
    pub fn fouled_results(&self, board: u32) -> Option<&[(u32, u32)]> {
        self.fouled
            .iter()
            .find(|f| f.board == board)
            .map(|f| f.results.as_slice())
    }

    /// The amendments of one result, in the order made.
    pub fn amendments_of(
        &self,
        table: u32,
        round: u32,
        board: u32,
    ) -> impl Iterator<Item = &Amendment> {
        self.amendments
            .iter()
            .filter(move |a| (a.table, a.round, a.board) == (table, round, board))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn penalty_amounts_read_and_write_back() {
        for text in ["2", "0.5", "25%"] {
            let amount: PenaltyAmount = text.parse().unwrap();
            assert_eq!(amount.to_string(), text);
        }
        assert_eq!("25%".parse::<PenaltyAmount>().unwrap().points(12.0), 3.0);
        assert!("-1".parse::<PenaltyAmount>().is_err());
        assert!("x%".parse::<PenaltyAmount>().is_err());
    }

    #[test]
    fn the_correction_period_bounds_corrections() {
        let rulings = Rulings {
            correction_period_ends: Some("2026-11-26".into()),
            ..Rulings::default()
        };
        assert!(rulings.within_correction_period("2026-11-26").is_ok());
        let late = rulings.within_correction_period("2026-11-27").unwrap_err();
        assert!(late.starts_with("Law 79C1"), "{late}");
        assert!(rulings.within_correction_period("26/11/2026").is_err());
        assert!(
            Rulings::default()
                .within_correction_period("2030-01-01")
                .is_ok()
        );
    }
}
