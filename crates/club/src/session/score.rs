//! Travellers and rankings: a board's results scored across the field (matchpoints with
//! Neuberg, Butler or cross-IMPs), and the pairs ranked field by field.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Entry, ResultError, Session, TableResult};
use crate::butler;
use crate::matchpoints::{Artificial, FieldResult, Side, score_field};
use laws::imps::imps;

/// How a session's boards are scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scoring {
    /// Matchpoints (Law 78A), factored by Neuberg's formula where a board was played fewer
    /// times than the most-played board; rankings by percentage.
    #[default]
    Matchpoints,
    /// IMPs against the board's Butler datum (Law 78B); rankings by total IMPs.
    Butler,
    /// IMPs against every other result, averaged; rankings by total.
    CrossImps,
}

impl std::str::FromStr for Scoring {
    type Err = String;
    fn from_str(text: &str) -> Result<Scoring, String> {
        match text {
            "matchpoints" | "mp" => Ok(Scoring::Matchpoints),
            "butler" => Ok(Scoring::Butler),
            "cross-imps" => Ok(Scoring::CrossImps),
            _ => Err(format!(
                "'{text}' is not a scoring method: matchpoints, butler or cross-imps"
            )),
        }
    }
}

/// One line of a board's traveller.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TravellerLine {
    /// The table.
    pub table: u32,
    /// The round.
    pub round: u32,
    /// The pair North-South.
    pub ns: u32,
    /// The pair East-West.
    pub ew: u32,
    /// What the table reported.
    pub entry: Entry,
    /// North-South's score in points, when the board was played or passed out.
    pub score_ns: Option<i64>,
    /// North-South's matchpoints or IMPs.
    pub ns_points: f64,
    /// East-West's.
    pub ew_points: f64,
    /// Law 87: played in the fouled form of the board, scored in that group.
    #[serde(default)]
    pub fouled: bool,
}

/// A board's results, scored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Traveller {
    /// The board number.
    pub board: u32,
    /// The board's top in matchpoints (0 when scored in IMPs).
    pub top: f64,
    /// The Butler datum, when scored by Butler.
    pub datum: Option<i64>,
    /// The lines, in table order.
    pub lines: Vec<TravellerLine>,
}

/// Scores one board from its results (the results of other boards are ignored), checking each.
/// A fouled board (Law 87B) is scored group by group: the results of each form are compared
/// only with one another, each group factored by Neuberg's formula to the full field.
pub fn score_board(
    session: &Session,
    board: u32,
    results: &[TableResult],
) -> Result<Traveller, ResultError> {
    let mut checked = results
        .iter()
        .filter(|r| r.board == board)
        .map(|r| session.check(r).map(|c| (r, c)))
        .collect::<Result<Vec<_>, _>>()?;
    checked.sort_by_key(|(r, _)| (r.table, r.round));
    let fouled = session.rulings.fouled_results(board).unwrap_or_default();
    let in_fouled_form = |r: &TableResult| fouled.contains(&(r.table, r.round));
    let mut top = 0.0;
    let mut datum = None;
    let mut points = vec![(0.0, 0.0); checked.len()];
    for form in [false, true] {
        let group: Vec<usize> = (0..checked.len())
            .filter(|&i| in_fouled_form(checked[i].0) == form)
            .collect();
        if group.is_empty() {
            continue;
        }
        let fields: Vec<FieldResult> = group.iter().map(|&i| checked[i].1.field.clone()).collect();
        let (group_top, group_points, group_datum) =
            score_group(session, &fields).map_err(|what| {
                // Weights are checked as each result is (Session::check); should a weighted
                // score still fail here, it is placed at the group's first adjusted result.
                let at = group
                    .iter()
                    .map(|&i| checked[i].0)
                    .find(|r| matches!(r.entry, Entry::Assigned(_) | Entry::Split { .. }))
                    .unwrap_or(checked[group[0]].0);
                ResultError {
                    table: at.table,
                    round: at.round,
                    board,
                    what,
                }
            })?;
        top = group_top;
        datum = datum.or(group_datum);
        for (&i, p) in group.iter().zip(group_points) {
            points[i] = p;
        }
    }
    let lines = checked
        .iter()
        .zip(points)
        .map(|((result, c), (ns_points, ew_points))| TravellerLine {
            table: result.table,
            round: result.round,
            ns: c.sitting.ns,
            ew: c.sitting.ew,
            entry: result.entry.clone(),
            score_ns: c.score_ns,
            ns_points,
            ew_points,
            fouled: in_fouled_form(result),
        })
        .collect();
    Ok(Traveller {
        board,
        top,
        datum,
        lines,
    })
}

/// A group of a board's results as scored: the top, each result's points for North-South and
/// East-West, and the Butler datum.
type ScoredGroup = (f64, Vec<(f64, f64)>, Option<i64>);

/// A group of a board's results scored against one another by the session's method.
fn score_group(session: &Session, fields: &[FieldResult]) -> Result<ScoredGroup, String> {
    match session.scoring {
        Scoring::Matchpoints => {
            let scored = score_field(
                fields,
                session.expected_plays(),
                &session.rulings.averages.scale,
            )
            .map_err(|e| e.to_string())?;
            let pairs = scored.ns.into_iter().zip(scored.ew).collect();
            Ok((scored.top, pairs, None))
        }
        Scoring::Butler | Scoring::CrossImps => {
            let butler = session.scoring == Scoring::Butler;
            let (ns, datum) = imp_points(fields, butler, Side::NorthSouth);
            let (ew_as_ns, _) = imp_points(fields, butler, Side::EastWest);
            let pairs = ns
                .into_iter()
                .zip(ew_as_ns)
                .zip(fields)
                .map(|((ns, ew_as_ns), field)| match field {
                    FieldResult::Artificial { ns, ew } => {
                        let scale = &session.rulings.averages.scale;
                        (scale.imps(*ns), scale.imps(*ew))
                    }
                    _ => (ns, -ew_as_ns),
                })
                .collect();
            Ok((0.0, pairs, datum))
        }
    }
}

/// Each result's IMPs for North-South in `side`'s field (a split score, Law 12C1(b), is
/// compared at that side's score), against the Butler datum (`butler`) or against every other
/// result averaged (cross-IMPs); with the datum. Artificial scores get 0 here.
fn imp_points(fields: &[FieldResult], butler: bool, side: Side) -> (Vec<f64>, Option<i64>) {
    let components = |field: &FieldResult| field.components(side).unwrap_or_default();
    let all: Vec<i64> = fields
        .iter()
        .flat_map(|f| components(f).into_iter().map(|(_, s)| s))
        .collect();
    let datum = if butler { butler::datum(&all) } else { None };
    let real = fields
        .iter()
        .filter(|f| !matches!(f, FieldResult::Artificial { .. }))
        .count();
    let points = fields
        .iter()
        .enumerate()
        .map(|(i, field)| {
            components(field)
                .into_iter()
                .map(|(weight, score)| {
                    let value = match datum {
                        Some(datum) => f64::from(imps(score - datum)),
                        None if real > 1 => {
                            let total: f64 = fields
                                .iter()
                                .enumerate()
                                .filter(|&(j, _)| j != i)
                                .flat_map(|(_, other)| components(other))
                                .map(|(w, other)| w * f64::from(imps(score - other)))
                                .sum();
                            total / (real - 1) as f64
                        }
                        None => 0.0,
                    };
                    weight * value
                })
                .sum()
        })
        .collect();
    (points, datum)
}

/// One pair's place in its field.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RankRow {
    /// The place, with `=` for a tie: `1`, `2=`.
    pub rank: String,
    /// The pair.
    pub pair: u32,
    /// The pair's names, if given.
    pub names: Option<String>,
    /// Total matchpoints or IMPs, less procedural penalties.
    pub points: f64,
    /// Law 90: matchpoints or IMPs taken off by procedural penalties (0 if none).
    pub penalty: f64,
    /// The most matchpoints the pair could have scored on the boards it played (0 in IMPs).
    pub top: f64,
    /// The percentage of that top (matchpoints only).
    pub percent: Option<f64>,
    /// The boards scored for the pair.
    pub boards: u32,
}

/// A field's ranking.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FieldRanking {
    /// `North-South`, `East-West`, or empty for the one field of a Howell.
    pub field: String,
    /// The pairs, best first.
    pub rows: Vec<RankRow>,
}

/// A traveller line's pairs with their points, and the artificial score each was given.
fn line_points(line: &TravellerLine) -> [(u32, f64, Option<Artificial>); 2] {
    let (ns, ew) = match line.entry {
        Entry::Artificial { ns, ew } => (Some(ns), Some(ew)),
        _ => (None, None),
    };
    [(line.ns, line.ns_points, ns), (line.ew, line.ew_points, ew)]
}

/// Law 12C2 with variable averages: average plus is the greater of its percentage and the
/// pair's session percentage, average minus the lesser; average is its percentage. A pair
/// that played no board normally gets the fixed value.
fn variable_average(
    scale: &laws::adjusted::ArtificialScale,
    score: Artificial,
    session_percent: Option<f64>,
) -> f64 {
    let fixed = scale.percent(score);
    match (score, session_percent) {
        (Artificial::AveragePlus, Some(own)) => fixed.max(own),
        (Artificial::AverageMinus, Some(own)) => fixed.min(own),
        _ => fixed,
    }
}

/// Ranks every field from the scored travellers, procedural penalties (Law 90) taken off the
/// pairs' totals (a penalty as a share of a top is of a board's full top).
pub fn rank(session: &Session, travellers: &[Traveller]) -> Vec<FieldRanking> {
    let full_top = match session.scoring {
        Scoring::Matchpoints => crate::matchpoints::top(session.expected_plays()),
        Scoring::Butler | Scoring::CrossImps => 0.0,
    };
    let mut penalties: BTreeMap<u32, f64> = BTreeMap::new();
    for penalty in &session.rulings.penalties {
        *penalties.entry(penalty.pair).or_default() += penalty.amount.points(full_top);
    }
    let mut totals: BTreeMap<u32, (f64, f64, u32)> = (1..=session.movement.pairs)
        .filter(|&p| Some(p) != session.movement.sit_out)
        .map(|p| (p, (0.0, 0.0, 0)))
        .collect();
    let averages = session.rulings.averages;
    let variable = averages.variable && session.scoring == Scoring::Matchpoints;
    // Law 12C2 with variable averages: each pair's percentage on the boards it played
    // normally, first.
    let mut played: BTreeMap<u32, (f64, f64)> = BTreeMap::new();
    for traveller in travellers {
        for line in &traveller.lines {
            for (pair, points, artificial) in line_points(line) {
                if artificial.is_none() {
                    let mine = played.entry(pair).or_default();
                    mine.0 += points;
                    mine.1 += traveller.top;
                }
            }
        }
    }
    for traveller in travellers {
        for line in &traveller.lines {
            for (pair, points, artificial) in line_points(line) {
                let points = match (variable, artificial) {
                    (true, Some(score)) => {
                        let session_percent = played
                            .get(&pair)
                            .filter(|(_, top)| *top > 0.0)
                            .map(|(scored, top)| scored / top * 100.0);
                        variable_average(&averages.scale, score, session_percent) / 100.0
                            * traveller.top
                    }
                    _ => points,
                };
                if let Some(total) = totals.get_mut(&pair) {
                    total.0 += points;
                    total.1 += traveller.top;
                    total.2 += 1;
                }
            }
        }
    }
    let movement = &session.movement;
    let fields: Vec<(String, Vec<u32>)> = if movement.two_fields() {
        let (ns, ew) = totals
            .keys()
            .partition(|&&p| movement.is_north_south_pair(p));
        vec![("North-South".into(), ns), ("East-West".into(), ew)]
    } else {
        vec![(String::new(), totals.keys().copied().collect())]
    };
    let matchpoints = session.scoring == Scoring::Matchpoints;
    fields
        .into_iter()
        .map(|(field, pairs)| {
            let mut rows: Vec<RankRow> = pairs
                .into_iter()
                .map(|pair| {
                    let (scored, top, boards) = totals[&pair];
                    let penalty = penalties.get(&pair).copied().unwrap_or(0.0);
                    let points = scored - penalty;
                    RankRow {
                        rank: String::new(),
                        pair,
                        names: session.pair_names.get(&pair).cloned(),
                        points,
                        penalty,
                        top,
                        percent: (matchpoints && top > 0.0).then(|| points / top * 100.0),
                        boards,
                    }
                })
                .collect();
            let key = |row: &RankRow| -> i64 {
                // Compared to a hundredth, as printed, so printed ties rank equal.
                (row.percent.unwrap_or(row.points) * 100.0).round() as i64
            };
            rows.sort_by(|a, b| key(b).cmp(&key(a)).then(a.pair.cmp(&b.pair)));
            let keys: Vec<i64> = rows.iter().map(key).collect();
            for (i, row) in rows.iter_mut().enumerate() {
                let first = keys.iter().position(|&k| k == keys[i]).unwrap_or(i);
                let tied = keys.iter().filter(|&&k| k == keys[i]).count() > 1;
                row.rank = format!("{}{}", first + 1, if tied { "=" } else { "" });
            }
            FieldRanking { field, rows }
        })
        .collect()
}
