//! Adjusted scores (2017 and 2007 Law 12; Club Laws 12-14 for the Arbiter of rubber and
//! Chicago bridge): what the Director awards in place of the result the table obtained.
//!
//! An adjusted score is either **assigned** (Law 12C1): for each side, a list of results
//! (contract, declarer, declarer's tricks), each with its weight, scored by the code as if
//! played (Law 77 in duplicate, the code's own scoring elsewhere). One result for both sides
//! is a plain assigned score (12C1(a)); lists that differ between the sides make a split score
//! (12C1(b): each side its own); several results in a list make a weighted score (12C1(c):
//! the weights add to 1, each result scored and weighted). Or it is **artificial** (Law 12C2):
//! average plus, average or average minus for each side, worth a share of the board's top that
//! the session may set ([`ArtificialScale`]). Adjusted scores need not balance.
//!
//! The Auction Bridge codes have no adjusted scores: their codes return no
//! [`AdjustmentLaws`].

use std::fmt;
use std::str::FromStr;

use cards::{Deal, Seat, Side, Vulnerability};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::contract::Contract;
use crate::outcome::{DealOutcome, Honors};
use crate::table::Code;

/// An artificial adjusted score (Law 12C2): average plus, average or average minus, worth 60,
/// 50 or 40 per cent of the board's full top unless the session sets other shares
/// ([`ArtificialScale`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Artificial {
    /// Average plus: 60 per cent (Law 12C2(a), a side not at fault).
    #[serde(rename = "A+")]
    AveragePlus,
    /// Average: 50 per cent (a side partly at fault).
    #[serde(rename = "A")]
    Average,
    /// Average minus: 40 per cent (a side directly at fault).
    #[serde(rename = "A-")]
    AverageMinus,
}

impl Artificial {
    /// The share of the board's top this score is worth under the Law's own figures, in per
    /// cent (Law 12C2: at least 60, 50, at most 40).
    pub const fn percent(self) -> f64 {
        match self {
            Artificial::AveragePlus => 60.0,
            Artificial::Average => 50.0,
            Artificial::AverageMinus => 40.0,
        }
    }

    /// The notation on a traveller: `A+`, `A`, `A-`.
    pub const fn notation(self) -> &'static str {
        match self {
            Artificial::AveragePlus => "A+",
            Artificial::Average => "A",
            Artificial::AverageMinus => "A-",
        }
    }

    /// Reads `A+`, `A`, `A-` (also `AV+`, `AVE-`, `A=`, as travellers write them).
    pub fn from_notation(word: &str) -> Option<Artificial> {
        match word.to_ascii_uppercase().as_str() {
            "A+" | "AV+" | "AVE+" => Some(Artificial::AveragePlus),
            "A" | "AV" | "AVE" | "A=" => Some(Artificial::Average),
            "A-" | "AV-" | "AVE-" => Some(Artificial::AverageMinus),
            _ => None,
        }
    }
}

/// What an artificial adjusted score is worth in a session (Law 12C2; in IMP play Law 86A).
/// The Law's figures are the default; a session may vary them (Law 12C2 lets a player's
/// session percentage stand in for 60 or 40 per cent, and the Regulating Authority may vary
/// the IMPs of Law 86A), so the numbers are the club's parameters.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArtificialScale {
    /// Average plus, in per cent of the top (60).
    pub plus: f64,
    /// Average, in per cent of the top (50).
    pub average: f64,
    /// Average minus, in per cent of the top (40).
    pub minus: f64,
    /// Average plus (and, negated, average minus) in IMP play (3 IMPs, Law 86A).
    pub imps: f64,
}

impl Default for ArtificialScale {
    fn default() -> ArtificialScale {
        ArtificialScale {
            plus: 60.0,
            average: 50.0,
            minus: 40.0,
            imps: 3.0,
        }
    }
}

impl ArtificialScale {
    /// The share of the top `score` is worth, in per cent.
    pub fn percent(&self, score: Artificial) -> f64 {
        match score {
            Artificial::AveragePlus => self.plus,
            Artificial::Average => self.average,
            Artificial::AverageMinus => self.minus,
        }
    }

    /// What `score` is worth in IMP play (Law 86A): +3, 0, -3 unless varied.
    pub fn imps(&self, score: Artificial) -> f64 {
        match score {
            Artificial::AveragePlus => self.imps,
            Artificial::Average => 0.0,
            Artificial::AverageMinus => -self.imps,
        }
    }
}

/// The weight of one result in a weighted score (Law 12C1(c)), an exact fraction: written
/// `0.6`, `60%` or `3/5`, kept as the reduced fraction (so that weights add to exactly 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Weight {
    numerator: u64,
    denominator: u64,
}

impl Weight {
    /// The whole: a result standing alone.
    pub const ONE: Weight = Weight {
        numerator: 1,
        denominator: 1,
    };

    /// The fraction `numerator / denominator`, reduced; `None` for a zero denominator.
    pub fn new(numerator: u64, denominator: u64) -> Option<Weight> {
        if denominator == 0 {
            return None;
        }
        let g = gcd(numerator, denominator).max(1);
        Some(Weight {
            numerator: numerator / g,
            denominator: denominator / g,
        })
    }

    /// The weight as a number.
    pub fn value(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }

    /// The exact sum of `weights`, or `None` if it overflows.
    fn sum(weights: impl IntoIterator<Item = Weight>) -> Option<Weight> {
        weights.into_iter().try_fold(Weight::new(0, 1)?, |acc, w| {
            let g = gcd(acc.denominator, w.denominator).max(1);
            let denominator = (acc.denominator / g).checked_mul(w.denominator)?;
            let numerator = acc
                .numerator
                .checked_mul(denominator / acc.denominator)?
                .checked_add(w.numerator.checked_mul(denominator / w.denominator)?)?;
            Weight::new(numerator, denominator)
        })
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

impl fmt::Display for Weight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.denominator == 1 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, self.denominator)
        }
    }
}

impl FromStr for Weight {
    type Err = String;

    /// `0.6`, `60%`, `3/5` or `1`.
    fn from_str(text: &str) -> Result<Weight, String> {
        let bad = || format!("'{text}' is not a weight: write 0.6, 60% or 3/5");
        let number = |s: &str| s.parse::<u64>().map_err(|_| bad());
        let weight = if let Some(percent) = text.strip_suffix('%') {
            let (n, d) = decimal(percent).ok_or_else(bad)?;
            Weight::new(n, d.checked_mul(100).ok_or_else(bad)?)
        } else if let Some((n, d)) = text.split_once('/') {
            Weight::new(number(n)?, number(d)?)
        } else {
            let (n, d) = decimal(text).ok_or_else(bad)?;
            Weight::new(n, d)
        };
        weight.ok_or_else(bad)
    }
}

/// `0.625` as (625, 1000); `2` as (2, 1).
fn decimal(text: &str) -> Option<(u64, u64)> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty() && fraction.is_empty() || fraction.len() > 9 {
        return None;
    }
    let digits = format!("{whole}{fraction}");
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((digits.parse().ok()?, 10u64.pow(fraction.len() as u32)))
}

cards::serde_via_str!(Weight);

/// A result the Director assigns: a contract, its declarer and the tricks declarer's side
/// takes, written `4S N 10` (`4SX S 8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AssignedResult {
    /// The contract.
    pub contract: Contract,
    /// Its declarer.
    pub declarer: Seat,
    /// The tricks declarer's side takes (0 to 13).
    pub tricks: u8,
}

impl fmt::Display for AssignedResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.contract, self.declarer, self.tricks)
    }
}

impl FromStr for AssignedResult {
    type Err = String;

    fn from_str(text: &str) -> Result<AssignedResult, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [contract, declarer, tricks] = words[..] else {
            return Err(format!(
                "'{text}' is not a result: write contract, declarer and tricks, as 4S N 10"
            ));
        };
        Ok(AssignedResult {
            contract: contract.parse().map_err(|e| format!("{e}"))?,
            declarer: declarer.parse().map_err(|e| format!("{e}"))?,
            tricks: tricks
                .parse()
                .map_err(|_| format!("'{tricks}' is not a number of tricks"))?,
        })
    }
}

cards::serde_via_str!(AssignedResult);

/// One result of an assigned score with its weight (1 for a result standing alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeightedResult {
    /// Its weight (Law 12C1(c)).
    pub weight: Weight,
    /// The result.
    pub result: AssignedResult,
}

/// The Director's adjusted score (Law 12C), for both sides of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum AdjustedScore {
    /// An assigned adjusted score (Law 12C1): each side's results, weighted. The same list
    /// for both sides is one score for the table; different lists make a split score
    /// (12C1(b)); a list of several results is weighted (12C1(c)).
    Assigned {
        /// North-South's results.
        #[serde(rename = "NS")]
        north_south: Vec<WeightedResult>,
        /// East-West's results.
        #[serde(rename = "EW")]
        east_west: Vec<WeightedResult>,
    },
    /// An artificial adjusted score for each side (Law 12C2).
    Artificial {
        /// North-South's.
        #[serde(rename = "NS")]
        north_south: Artificial,
        /// East-West's.
        #[serde(rename = "EW")]
        east_west: Artificial,
    },
}

impl FromStr for AdjustedScore {
    type Err = String;

    /// The Director's notation: `4S N 10` (one result for both sides), `ns 4S N 10 ew 4S N 9`
    /// (a split score), `0.6 4S N 10 + 0.4 4S N 9` (weighted; also after `ns` or `ew`), `A+ A-`
    /// (artificial, North-South's first).
    fn from_str(text: &str) -> Result<AdjustedScore, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        if let [ns, ew] = words[..]
            && let (Some(north_south), Some(east_west)) =
                (Artificial::from_notation(ns), Artificial::from_notation(ew))
        {
            return Ok(AdjustedScore::Artificial {
                north_south,
                east_west,
            });
        }
        let side_word = |w: &&str| w.eq_ignore_ascii_case("ns") || w.eq_ignore_ascii_case("ew");
        match words.first() {
            Some(first) if first.eq_ignore_ascii_case("ns") => {
                let ew = words
                    .iter()
                    .position(|w| w.eq_ignore_ascii_case("ew"))
                    .ok_or("after ns's results write ew and East-West's")?;
                Ok(AdjustedScore::Assigned {
                    north_south: weighted_list(&words[1..ew])?,
                    east_west: weighted_list(&words[ew + 1..])?,
                })
            }
            Some(first) if side_word(first) => {
                Err("write North-South's results first: ns ... ew ...".to_string())
            }
            _ => {
                let list = weighted_list(&words)?;
                Ok(AdjustedScore::Assigned {
                    north_south: list.clone(),
                    east_west: list,
                })
            }
        }
    }
}

/// `4S N 10`, or `0.6 4S N 10 + 0.4 4S N 9`.
fn weighted_list(words: &[&str]) -> Result<Vec<WeightedResult>, String> {
    if words.is_empty() {
        return Err("write a result: contract, declarer and tricks, as 4S N 10".to_string());
    }
    words
        .split(|w| *w == "+")
        .map(|part| match part {
            [weight, rest @ ..] if rest.len() == 3 => Ok(WeightedResult {
                weight: weight.parse()?,
                result: rest.join(" ").parse()?,
            }),
            _ => Ok(WeightedResult {
                weight: Weight::ONE,
                result: part.join(" ").parse()?,
            }),
        })
        .collect()
}

/// The kind of an adjusted score, for the law it is awarded under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AdjustmentKind {
    /// One result for both sides (12C1(a)).
    Assigned,
    /// Each side its own result(s) (12C1(b)).
    Split,
    /// Several results weighted (12C1(c)).
    Weighted,
    /// Average plus, average, average minus (12C2).
    Artificial,
}

impl AdjustedScore {
    /// One result for both sides.
    pub fn assigned(result: AssignedResult) -> AdjustedScore {
        let list = vec![WeightedResult {
            weight: Weight::ONE,
            result,
        }];
        AdjustedScore::Assigned {
            north_south: list.clone(),
            east_west: list,
        }
    }

    /// Its kind: split where the sides' lists differ, weighted where a list holds several
    /// results, artificial for 12C2.
    pub fn kind(&self) -> AdjustmentKind {
        match self {
            AdjustedScore::Artificial { .. } => AdjustmentKind::Artificial,
            AdjustedScore::Assigned {
                north_south,
                east_west,
            } if north_south != east_west => AdjustmentKind::Split,
            AdjustedScore::Assigned { north_south, .. } if north_south.len() > 1 => {
                AdjustmentKind::Weighted
            }
            AdjustedScore::Assigned { .. } => AdjustmentKind::Assigned,
        }
    }

    /// Each side's score: an assigned score's results scored by `code` (with the honors the
    /// deal holds in the contract's denomination, where the code scores honors and the deal is
    /// known) and weighted; an artificial score as given. The weights of each list must add
    /// to 1 (Law 12C1(c)).
    pub fn score(
        &self,
        code: &dyn Code,
        laws: &AdjustmentLaws,
        vulnerability: Vulnerability,
        deal: Option<&Deal>,
    ) -> Result<AdjustedNet, AdjustError> {
        match self {
            AdjustedScore::Artificial {
                north_south,
                east_west,
            } => Ok(AdjustedNet {
                north_south: SideScore::Artificial(*north_south),
                east_west: SideScore::Artificial(*east_west),
            }),
            AdjustedScore::Assigned {
                north_south,
                east_west,
            } => Ok(AdjustedNet {
                north_south: SideScore::Points(weighted_score(
                    code,
                    laws,
                    north_south,
                    Side::NorthSouth,
                    vulnerability,
                    deal,
                )?),
                east_west: SideScore::Points(weighted_score(
                    code,
                    laws,
                    east_west,
                    Side::EastWest,
                    vulnerability,
                    deal,
                )?),
            }),
        }
    }
}

/// Law 12C1(c): `side`'s score from its results, each scored and weighted.
fn weighted_score(
    code: &dyn Code,
    laws: &AdjustmentLaws,
    results: &[WeightedResult],
    side: Side,
    vulnerability: Vulnerability,
    deal: Option<&Deal>,
) -> Result<f64, AdjustError> {
    let sign = if side == Side::NorthSouth { 1.0 } else { -1.0 };
    Ok(
        scored_parts(code, laws, results, side, vulnerability, deal)?
            .into_iter()
            .map(|(weight, north_south)| weight * sign * north_south as f64)
            .sum(),
    )
}

/// Each of `side`'s results with its weight and its score from North-South's side, as a
/// traveller records it (Law 12C1(c): the weights must add up to 1).
pub fn scored_parts(
    code: &dyn Code,
    laws: &AdjustmentLaws,
    results: &[WeightedResult],
    side: Side,
    vulnerability: Vulnerability,
    deal: Option<&Deal>,
) -> Result<Vec<(f64, i64)>, AdjustError> {
    if results.is_empty() {
        return Err(AdjustError::NoResult {
            law: laws.assigned,
            side,
        });
    }
    let total = Weight::sum(results.iter().map(|r| r.weight));
    if total != Some(Weight::ONE) || results.iter().any(|r| r.weight.numerator == 0) {
        return Err(AdjustError::Weights {
            law: laws.weighted.unwrap_or(laws.assigned),
            side,
            total: total.map_or_else(|| "too many parts".to_string(), |t| t.to_string()),
        });
    }
    let mut parts = Vec::with_capacity(results.len());
    for weighted in results {
        let result = weighted.result;
        if result.tricks > 13 {
            return Err(AdjustError::Tricks {
                law: laws.assigned,
                tricks: result.tricks,
            });
        }
        let outcome = DealOutcome {
            honors: deal.map(|d| Honors::from_deal(d, result.contract.denomination)),
            ..DealOutcome::played(
                result.contract,
                result.declarer,
                result.tricks,
                vulnerability,
            )
        };
        let score = code.score(&outcome).map_err(|e| AdjustError::Scoring {
            law: laws.assigned,
            message: e.to_string(),
        })?;
        parts.push((weighted.weight.value(), score.net(Side::NorthSouth)));
    }
    Ok(parts)
}

/// A side's adjusted score: points (a weighted score may be fractional: the Regulating
/// Authority's rounding, if any, applies where the session totals it), or an artificial
/// score.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SideScore {
    /// Points from the side's own point of view.
    Points(f64),
    /// Average plus, average or average minus.
    Artificial(Artificial),
}

impl fmt::Display for SideScore {
    /// `+420`, `-187.5`, `A+`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SideScore::Points(p) => write!(f, "{p:+}"),
            SideScore::Artificial(a) => f.write_str(a.notation()),
        }
    }
}

// Points are sums of finite scores times finite weights: never NaN.
impl Eq for SideScore {}

impl Serialize for SideScore {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            // A whole number of points is written as one (420, not 420.0).
            SideScore::Points(p) if p.fract() == 0.0 && p.abs() < 1e15 => {
                s.serialize_i64(*p as i64)
            }
            SideScore::Points(p) => s.serialize_f64(*p),
            SideScore::Artificial(a) => a.serialize(s),
        }
    }
}

/// Each side's adjusted score; the two need not balance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct AdjustedNet {
    /// North-South's.
    #[serde(rename = "NS")]
    pub north_south: SideScore,
    /// East-West's.
    #[serde(rename = "EW")]
    pub east_west: SideScore,
}

/// Who may award an adjusted score under a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AdjustingPower {
    /// The Director, whenever the Laws lead him to (2017 and 2007 Law 12A).
    Director,
    /// The Arbiter, only where the Club Laws empower him or the Laws give no remedy (Club Law
    /// 14): at the table, to answer a reservation (Club Laws 16, 23, 27, 40, 47, 55) or the
    /// end-of-play ruling after a revoke (Club Law 64).
    WhereEmpowered,
}

/// The laws under which a code awards adjusted scores; a code without adjusted scores has
/// none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdjustmentLaws {
    /// The law giving the power (`Law 12A`, `Club Law 14`).
    pub power_law: &'static str,
    /// Who may adjust, and when.
    pub power: AdjustingPower,
    /// An assigned score (`Law 12C1(a)`, `Club Law 14`).
    pub assigned: &'static str,
    /// A split score, if the code has one (`Law 12C1(b)`).
    pub split: Option<&'static str>,
    /// A weighted score, if the code has one (`Law 12C1(c)`).
    pub weighted: Option<&'static str>,
    /// An artificial score, if the code has one (`Law 12C2`).
    pub artificial: Option<&'static str>,
}

impl AdjustmentLaws {
    /// The law an adjustment of `kind` is awarded under, or `None` where the code has no
    /// such score.
    pub fn law_for(&self, kind: AdjustmentKind) -> Option<&'static str> {
        match kind {
            AdjustmentKind::Assigned => Some(self.assigned),
            AdjustmentKind::Split => self.split,
            AdjustmentKind::Weighted => self.weighted,
            AdjustmentKind::Artificial => self.artificial,
        }
    }
}

/// Why an adjusted score cannot be scored.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AdjustError {
    /// A weighted score's weights do not add to 1 (Law 12C1(c)), or one is zero.
    #[error(
        "{law}: {side}'s weights must each be more than nothing and add up to 1; they add up to {total}"
    )]
    Weights {
        /// The law.
        law: &'static str,
        /// Whose list.
        side: Side,
        /// What they add up to.
        total: String,
    },
    /// A side has no result.
    #[error("{law}: {side} has no result assigned")]
    NoResult {
        /// The law.
        law: &'static str,
        /// Whose list.
        side: Side,
    },
    /// More than thirteen tricks.
    #[error("{law}: declarer's side cannot take {tricks} tricks")]
    Tricks {
        /// The law.
        law: &'static str,
        /// The tricks given.
        tricks: u8,
    },
    /// The code cannot score a result.
    #[error("{law}: the result cannot be scored: {message}")]
    Scoring {
        /// The law.
        law: &'static str,
        /// Why.
        message: String,
    },
}

impl AdjustError {
    /// What is wrong, without the law (which [`AdjustError::law`] gives).
    pub fn reason(&self) -> String {
        let text = self.to_string();
        text.strip_prefix(self.law())
            .and_then(|rest| rest.strip_prefix(": "))
            .map_or(text.clone(), str::to_string)
    }

    /// The law the error cites.
    pub fn law(&self) -> &'static str {
        match self {
            AdjustError::Weights { law, .. }
            | AdjustError::NoResult { law, .. }
            | AdjustError::Tricks { law, .. }
            | AdjustError::Scoring { law, .. } => law,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CodeId;
    use proptest::prelude::*;

    const LAWS: AdjustmentLaws = AdjustmentLaws {
        power_law: "Law 12A",
        power: AdjustingPower::Director,
        assigned: "Law 12C1(a)",
        split: Some("Law 12C1(b)"),
        weighted: Some("Law 12C1(c)"),
        artificial: Some("Law 12C2"),
    };

    fn result(text: &str) -> AssignedResult {
        text.parse().expect("a result")
    }

    fn part(weight: &str, text: &str) -> WeightedResult {
        WeightedResult {
            weight: weight.parse().expect("a weight"),
            result: result(text),
        }
    }

    fn net(score: &AdjustedScore, vul: Vulnerability) -> Result<AdjustedNet, AdjustError> {
        score.score(CodeId::Duplicate2017.code(), &LAWS, vul, None)
    }

    #[test]
    fn weights_are_read_as_exact_fractions() {
        assert_eq!("0.6".parse::<Weight>(), Ok(Weight::new(3, 5).unwrap()));
        assert_eq!("60%".parse::<Weight>(), Ok(Weight::new(3, 5).unwrap()));
        assert_eq!("2/6".parse::<Weight>(), Ok(Weight::new(1, 3).unwrap()));
        assert_eq!("1".parse::<Weight>(), Ok(Weight::ONE));
        assert!("x".parse::<Weight>().is_err());
        assert!("1/0".parse::<Weight>().is_err());
        let thirds = [Weight::new(1, 3).unwrap(); 3];
        assert_eq!(Weight::sum(thirds), Some(Weight::ONE));
    }

    #[test]
    fn the_directors_notation_is_read() {
        assert_eq!(
            "4S N 10".parse::<AdjustedScore>(),
            Ok(AdjustedScore::assigned(result("4S N 10")))
        );
        assert_eq!(
            "ns 4S N 10 ew 0.5 4S N 9 + 0.5 4S N 8".parse::<AdjustedScore>(),
            Ok(AdjustedScore::Assigned {
                north_south: vec![part("1", "4S N 10")],
                east_west: vec![part("1/2", "4S N 9"), part("1/2", "4S N 8")],
            })
        );
        assert_eq!(
            "A+ A-".parse::<AdjustedScore>(),
            Ok(AdjustedScore::Artificial {
                north_south: Artificial::AveragePlus,
                east_west: Artificial::AverageMinus,
            })
        );
        assert!("ew 4S N 10 ns 4S N 9".parse::<AdjustedScore>().is_err());
        assert!("ns 4S N 10".parse::<AdjustedScore>().is_err());
        assert!("4S N".parse::<AdjustedScore>().is_err());
    }

    #[test]
    fn an_assigned_score_is_scored_by_law_77() {
        // 4S by North, ten tricks, not vulnerable: 120 + 300 = 420 (Law 77).
        let score = AdjustedScore::assigned(result("4S N 10"));
        assert_eq!(score.kind(), AdjustmentKind::Assigned);
        let net = net(&score, Vulnerability::None).expect("scores");
        assert_eq!(net.north_south, SideScore::Points(420.0));
        assert_eq!(net.east_west, SideScore::Points(-420.0));
    }

    #[test]
    fn a_split_score_gives_each_side_its_own() {
        // Law 12C1(b): NS are given 4S making (+420), EW keep the cost of 4S one down (+50 to
        // them, so -50 for NS's contract from EW's side is +50).
        let score = AdjustedScore::Assigned {
            north_south: vec![part("1", "4S N 10")],
            east_west: vec![part("1", "4S N 9")],
        };
        assert_eq!(score.kind(), AdjustmentKind::Split);
        let net = net(&score, Vulnerability::None).expect("scores");
        assert_eq!(net.north_south, SideScore::Points(420.0));
        assert_eq!(net.east_west, SideScore::Points(50.0));
    }

    #[test]
    fn a_weighted_score_worked_by_hand() {
        // Law 12C1(c), the checklist's example: 40% of 4S= vulnerable (+620) and 60% of 4S-1
        // (-100): 0.4 * 620 + 0.6 * -100 = 248 - 60 = 188 for NS, -188 for EW.
        let list = vec![part("0.4", "4S N 10"), part("0.6", "4S N 9")];
        let score = AdjustedScore::Assigned {
            north_south: list.clone(),
            east_west: list,
        };
        assert_eq!(score.kind(), AdjustmentKind::Weighted);
        let net = net(&score, Vulnerability::Both).expect("scores");
        assert_eq!(net.north_south, SideScore::Points(188.0));
        assert_eq!(net.east_west, SideScore::Points(-188.0));
    }

    #[test]
    fn weights_not_adding_to_one_are_refused_naming_law_12c1c() {
        let list = vec![part("0.5", "4S N 10"), part("0.4", "4S N 9")];
        let score = AdjustedScore::Assigned {
            north_south: list.clone(),
            east_west: list,
        };
        let error = net(&score, Vulnerability::None).expect_err("refused");
        assert_eq!(error.law(), "Law 12C1(c)");
        assert!(error.to_string().contains("add up to 9/10"), "{error}");
    }

    #[test]
    fn artificial_scores_are_worth_the_sessions_shares() {
        let scale = ArtificialScale::default();
        assert_eq!(scale.percent(Artificial::AveragePlus), 60.0);
        assert_eq!(scale.percent(Artificial::AverageMinus), 40.0);
        assert_eq!(scale.imps(Artificial::AverageMinus), -3.0);
        let session = ArtificialScale {
            plus: 63.5,
            ..scale
        };
        assert_eq!(session.percent(Artificial::AveragePlus), 63.5);
        let score = AdjustedScore::Artificial {
            north_south: Artificial::AveragePlus,
            east_west: Artificial::AveragePlus,
        };
        assert_eq!(score.kind(), AdjustmentKind::Artificial);
        let json = serde_json::to_value(net(&score, Vulnerability::None).expect("scores"))
            .expect("serializes");
        assert_eq!(json, serde_json::json!({"NS": "A+", "EW": "A+"}));
    }

    proptest! {
        /// Law 12C1(c): a weighted score lies between the scores of its parts.
        #[test]
        fn a_weighted_score_lies_between_its_parts(
            parts in 1u64..20,
            split in 0u64..20,
            tricks_a in 0u8..=13,
            tricks_b in 0u8..=13,
        ) {
            let a = split.min(parts);
            let first = AssignedResult { tricks: tricks_a, ..result("3NT S 9") };
            let second = AssignedResult { tricks: tricks_b, ..result("3NT S 9") };
            let mut list = Vec::new();
            if a > 0 {
                list.push(WeightedResult { weight: Weight::new(a, parts).unwrap(), result: first });
            }
            if a < parts {
                list.push(WeightedResult { weight: Weight::new(parts - a, parts).unwrap(), result: second });
            }
            let both = |r| net(&AdjustedScore::assigned(r), Vulnerability::None).unwrap().north_south;
            let (SideScore::Points(x), SideScore::Points(y)) = (both(first), both(second)) else {
                panic!("points");
            };
            let score = AdjustedScore::Assigned { north_south: list.clone(), east_west: list };
            let SideScore::Points(w) = net(&score, Vulnerability::None).unwrap().north_south else {
                panic!("points");
            };
            prop_assert!(w >= x.min(y) - 1e-9 && w <= x.max(y) + 1e-9);
        }

        /// Weights that do not add to 1 are refused, naming Law 12C1(c).
        #[test]
        fn weights_must_add_to_one(a in 1u64..100, b in 1u64..100) {
            prop_assume!(a + b != 100);
            let list = vec![
                WeightedResult { weight: Weight::new(a, 100).unwrap(), result: result("4H E 10") },
                WeightedResult { weight: Weight::new(b, 100).unwrap(), result: result("4H E 9") },
            ];
            let score = AdjustedScore::Assigned { north_south: list.clone(), east_west: list };
            let error = net(&score, Vulnerability::None).unwrap_err();
            prop_assert_eq!(error.law(), "Law 12C1(c)");
        }
    }
}
