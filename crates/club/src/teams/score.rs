//! A team event scored: each board's two rooms compared in IMPs (Law 78B; adjusted scores by
//! Laws 12C and 86), each match's IMPs turned into VPs by the WBF 2013 scale, and the teams
//! ranked: VPs, then the VPs won in the matches among the teams tied (when each of them has
//! met each other), then the IMP quotient, then the team number. A knockout ranks by IMPs, the
//! carry-over included.

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

use laws::adjusted::ArtificialScale;
use serde::Serialize;

use super::event::{Format, Room, TeamError, TeamEvent, TeamResult};
use crate::matchpoints::{FieldResult, Side};
use crate::session::Entry;
use crate::vp::VpScale;
use laws::imps::imps;

/// One board of a match: what each room reported and the IMPs.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardScore {
    /// The round the board was played in.
    pub round: u32,
    /// The board.
    pub board: u32,
    /// The open room's result (the home team North-South), if entered.
    pub open: Option<Entry>,
    /// North-South's score in the open room, when played.
    pub open_ns: Option<i64>,
    /// The closed room's result (the home team East-West), if entered.
    pub closed: Option<Entry>,
    /// North-South's score in the closed room, when played.
    pub closed_ns: Option<i64>,
    /// The home team's IMPs on the board, from its side (negative when it lost the board);
    /// `None` until both rooms are in.
    pub home: Option<f64>,
    /// The visitors' IMPs, from their side: the home team's negated unless an adjusted score
    /// does not balance (Law 12C).
    pub away: Option<f64>,
}

/// A match scored (a one-match event's match spans every segment).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MatchScore {
    /// The round (the first segment's).
    pub round: u32,
    /// The match in its round (its table).
    pub table: u32,
    /// The home team.
    pub home: u32,
    /// The visitors.
    pub away: u32,
    /// The boards, in order.
    pub boards: Vec<BoardScore>,
    /// The home team's carry-over (a knockout's), in IMPs.
    pub home_carry_over: f64,
    /// The visitors' carry-over.
    pub away_carry_over: f64,
    /// The IMPs the home team won, its carry-over included.
    pub home_imps: f64,
    /// The IMPs the visitors won, their carry-over included.
    pub away_imps: f64,
    /// The home team's VPs in hundredths (none in a knockout, or before any board is scored).
    pub home_vps: Option<u32>,
    /// The visitors' VPs in hundredths.
    pub away_vps: Option<u32>,
    /// Whether every board has both rooms' results.
    pub complete: bool,
}

impl MatchScore {
    /// The VPs, in hundredths, `team` won in this match (none if it did not play in it).
    pub fn vps_of(&self, team: u32) -> Option<u32> {
        if team == self.home {
            self.home_vps
        } else if team == self.away {
            self.away_vps
        } else {
            None
        }
    }
}

/// One team's place in the standings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standing {
    /// The place, with `=` for a tie not broken: `1`, `2=`.
    pub rank: String,
    /// The team.
    pub team: u32,
    /// The team's name.
    pub name: String,
    /// VPs won, byes included, in hundredths (a knockout's: none).
    pub vps: u32,
    /// IMPs won (a knockout's carry-over included).
    pub imps_for: f64,
    /// IMPs lost.
    pub imps_against: f64,
    /// IMPs won divided by IMPs lost (`None` when none were lost).
    pub quotient: Option<f64>,
    /// The VPs, in hundredths, won in the matches among the teams tied with it on VPs, when
    /// each of them has met each other (the first tie-break).
    pub head_to_head: Option<u32>,
    /// Matches played (or begun).
    pub played: u32,
    /// Byes.
    pub byes: u32,
}

/// A team event scored: its matches and the standings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Scored {
    /// Every match of the rounds made so far.
    pub matches: Vec<MatchScore>,
    /// The teams, best first.
    pub standings: Vec<Standing>,
}

/// A board's IMPs for the home and the visiting team, each from its own side, from the open
/// room's result (home team North-South) and the closed room's (home team East-West).
///
/// - Played results: the IMPs of the difference of the two North-South scores (Law 78B).
/// - A weighted score (Law 12C1(c)): each outcome compared, the IMPs weighted (Law 86).
/// - A split score (Law 12C1(b)): each team's IMPs from its own side's assigned score, so
///   the two need not balance.
/// - An artificial score (Law 12C2(b), Law 86: ±3 IMPs unless varied): the board is scored
///   by the artificial scores alone, the other room's result set aside; a team's artificial
///   scores in both rooms are added.
/// - In a knockout, scores that do not balance are replaced by their average, the same for
///   both teams (Law 86), so a match has a winner.
pub fn board_imps(
    open: &FieldResult,
    closed: &FieldResult,
    averages: &ArtificialScale,
    knockout: bool,
) -> (f64, f64) {
    let artificial = |field: &FieldResult, side: Side| match field {
        FieldResult::Artificial { ns, ew } => Some(averages.imps(match side {
            Side::NorthSouth => *ns,
            Side::EastWest => *ew,
        })),
        _ => None,
    };
    let any_artificial = [open, closed]
        .iter()
        .any(|f| matches!(f, FieldResult::Artificial { .. }));
    let (home, away) = if any_artificial {
        // The home team is North-South in the open room, East-West in the closed.
        let home = artificial(open, Side::NorthSouth).unwrap_or(0.0)
            + artificial(closed, Side::EastWest).unwrap_or(0.0);
        let away = artificial(open, Side::EastWest).unwrap_or(0.0)
            + artificial(closed, Side::NorthSouth).unwrap_or(0.0);
        (home, away)
    } else {
        // Each team compares the open room's North-South score as its side was given it with
        // the closed room's, likewise; the visitors gain what North-South lose.
        let compare = |open_side: Side, closed_side: Side| -> f64 {
            let open = open.components(open_side).unwrap_or_default();
            let closed = closed.components(closed_side).unwrap_or_default();
            open.iter()
                .flat_map(|&(w1, s1)| {
                    closed
                        .iter()
                        .map(move |&(w2, s2)| w1 * w2 * f64::from(imps(s1 - s2)))
                })
                .sum()
        };
        (
            compare(Side::NorthSouth, Side::EastWest),
            -compare(Side::EastWest, Side::NorthSouth),
        )
    };
    let (home, away) = if knockout && home + away != 0.0 {
        let average = (home - away) / 2.0;
        (average, -average)
    } else {
        (home, away)
    };
    // A flat board is 0 to both, never -0.
    (home + 0.0, away + 0.0)
}

/// A team's VPs in hundredths for its margin: the winners' share if it is 0 or more.
pub(crate) fn vps_for(scale: &VpScale, margin: f64) -> u32 {
    let (winner, loser) = scale.hundredths_between(margin);
    if margin >= 0.0 { winner } else { loser }
}

/// A room's result with its score as compared.
type Checked<'a> = (&'a TeamResult, FieldResult);

/// A segment of a match: its round and table.
type Segment = (u32, u32);

/// Scores the event from its results (each checked; the first that does not check is the
/// error) and ranks the teams.
pub fn score_event(event: &TeamEvent, results: &[TeamResult]) -> Result<Scored, TeamError> {
    let mut rooms: BTreeMap<(u32, u32, u32), BTreeMap<Room, Checked>> = BTreeMap::new();
    for result in results {
        let (_, field, _) = event.check(result)?;
        rooms
            .entry((result.round, result.table, result.board))
            .or_default()
            .insert(result.room, (result, field));
    }
    let knockout = event.format == Format::Knockout;
    let score_board = |round: u32, table: u32, board: u32| -> BoardScore {
        let here = rooms.get(&(round, table, board));
        let room = |room: Room| here.and_then(|rooms| rooms.get(&room));
        let (open, closed) = (room(Room::Open), room(Room::Closed));
        let imps = match (open, closed) {
            (Some((_, open)), Some((_, closed))) => {
                Some(board_imps(open, closed, &event.averages, knockout))
            }
            _ => None,
        };
        let ns = |room: Option<&Checked>| {
            room.and_then(|(_, field)| match field {
                FieldResult::Score(score) => Some(*score),
                _ => None,
            })
        };
        BoardScore {
            round,
            board,
            open: open.map(|(r, _)| r.entry.clone()),
            open_ns: ns(open),
            closed: closed.map(|(r, _)| r.entry.clone()),
            closed_ns: ns(closed),
            home: imps.map(|(home, _)| home),
            away: imps.map(|(_, away)| away),
        }
    };
    // The matches: one spanning every segment, or one per pairing of each round.
    let mut plans: Vec<(u32, u32, Vec<Segment>)> = Vec::new();
    if event.is_one_match() {
        let segments: Vec<(u32, u32)> = (1..=event.rounds.len() as u32).map(|r| (r, 1)).collect();
        plans.push((1, 1, segments));
    } else {
        for (r, round) in event.rounds.iter().enumerate() {
            for table in 1..=round.matches.len() as u32 {
                plans.push((r as u32 + 1, table, vec![(r as u32 + 1, table)]));
            }
        }
    }
    let mut matches = Vec::new();
    for (round, table, segments) in plans {
        let Some(pairing) = event.pairing(round, table) else {
            continue;
        };
        let mut boards = Vec::new();
        for &(segment, at) in &segments {
            for board in event.boards_of_round(segment) {
                boards.push(score_board(segment, at, board));
            }
        }
        let carry = |team: u32| {
            event
                .carry_over
                .filter(|c| c.team == team)
                .map_or(0.0, |c| c.imps)
        };
        let (home_carry_over, away_carry_over) = (carry(pairing.home), carry(pairing.away));
        let won = |imps: Option<f64>| imps.unwrap_or(0.0).max(0.0);
        let home_imps = home_carry_over + boards.iter().map(|b| won(b.home)).sum::<f64>();
        let away_imps = away_carry_over + boards.iter().map(|b| won(b.away)).sum::<f64>();
        let home_margin =
            home_carry_over - away_carry_over + boards.iter().filter_map(|b| b.home).sum::<f64>();
        let away_margin =
            away_carry_over - home_carry_over + boards.iter().filter_map(|b| b.away).sum::<f64>();
        let any_scored = boards.iter().any(|b| b.home.is_some());
        let (home_vps, away_vps) = if knockout || !any_scored {
            (None, None)
        } else {
            let scale = VpScale::new(boards.len() as u32)
                .map_err(|e| TeamError::Settings(e.to_string()))?;
            (
                Some(vps_for(&scale, home_margin)),
                Some(vps_for(&scale, away_margin)),
            )
        };
        matches.push(MatchScore {
            round,
            table,
            home: pairing.home,
            away: pairing.away,
            complete: boards.iter().all(|b| b.home.is_some()),
            boards,
            home_carry_over,
            away_carry_over,
            home_imps,
            away_imps,
            home_vps,
            away_vps,
        });
    }
    let standings = standings(event, &matches);
    Ok(Scored { matches, standings })
}

/// The standings from the matches scored: VPs (byes included), then, among teams tied on VPs
/// that have all met one another, the VPs won in those matches, then the IMP quotient, then
/// the team number (a tie left as `=`). A two-team knockout ranks by IMPs won, carry-over
/// included; a bracket by the matches won, the teams out at the same stage sharing a place.
pub fn standings(event: &TeamEvent, matches: &[MatchScore]) -> Vec<Standing> {
    let mut rows: Vec<Standing> = (1..=event.teams)
        .map(|team| {
            let byes = event.rounds.iter().filter(|r| r.bye == Some(team)).count() as u32;
            let mut row = Standing {
                rank: String::new(),
                team,
                name: event.team_name(team),
                vps: byes * event.bye_vps,
                imps_for: 0.0,
                imps_against: 0.0,
                quotient: None,
                head_to_head: None,
                played: 0,
                byes,
            };
            for m in matches.iter().filter(|m| m.home == team || m.away == team) {
                let (won, lost) = if m.home == team {
                    (m.home_imps, m.away_imps)
                } else {
                    (m.away_imps, m.home_imps)
                };
                row.imps_for += won;
                row.imps_against += lost;
                row.vps += m.vps_of(team).unwrap_or(0);
                if m.boards.iter().any(|b| b.home.is_some()) {
                    row.played += 1;
                }
            }
            row.quotient = (row.imps_against > 0.0).then(|| row.imps_for / row.imps_against);
            row
        })
        .collect();
    if event.format == Format::Knockout && event.teams > 2 {
        // A bracket: the further a team went, the higher; those out at the same stage share
        // their place (the semi-finals' losers are 3=).
        let wins = |team: u32| {
            matches
                .iter()
                .filter(|m| m.complete)
                .filter(|m| {
                    (m.home == team && m.home_imps > m.away_imps)
                        || (m.away == team && m.away_imps > m.home_imps)
                })
                .count()
        };
        rows.sort_by(|a, b| wins(b.team).cmp(&wins(a.team)).then(a.team.cmp(&b.team)));
        let counts: Vec<usize> = rows.iter().map(|r| wins(r.team)).collect();
        for (i, row) in rows.iter_mut().enumerate() {
            let first = counts.iter().position(|&w| w == counts[i]).unwrap_or(i);
            let shared = counts.iter().filter(|&&w| w == counts[i]).count() > 1;
            row.rank = format!("{}{}", first + 1, if shared { "=" } else { "" });
        }
        return rows;
    }
    if event.format == Format::Knockout {
        rows.sort_by(|a, b| b.imps_for.total_cmp(&a.imps_for).then(a.team.cmp(&b.team)));
        let top = rows.first().map_or(0.0, |r| r.imps_for);
        let tied = rows.iter().filter(|r| r.imps_for == top).count() > 1;
        for (i, row) in rows.iter_mut().enumerate() {
            row.rank = if tied && row.imps_for == top {
                "1=".into()
            } else {
                (i + 1).to_string()
            };
        }
        return rows;
    }
    // The first tie-break, group by group of teams level on VPs.
    let levels: BTreeSet<u32> = rows.iter().map(|r| r.vps).collect();
    for level in levels {
        let tied: Vec<u32> = rows
            .iter()
            .filter(|r| r.vps == level)
            .map(|r| r.team)
            .collect();
        if tied.len() < 2 {
            continue;
        }
        let among = |m: &&MatchScore| tied.contains(&m.home) && tied.contains(&m.away);
        let all_met = tied.iter().enumerate().all(|(i, &a)| {
            tied[i + 1..].iter().all(|&b| {
                matches
                    .iter()
                    .any(|m| (m.home, m.away) == (a, b) || (m.home, m.away) == (b, a))
            })
        });
        if !all_met {
            continue;
        }
        for row in rows.iter_mut().filter(|r| tied.contains(&r.team)) {
            row.head_to_head = Some(
                matches
                    .iter()
                    .filter(among)
                    .filter_map(|m| m.vps_of(row.team))
                    .sum(),
            );
        }
    }
    let quotient = |row: &Standing| match row.quotient {
        Some(q) => q,
        // No IMPs lost: above any quotient if some were won, even if none were.
        None if row.imps_for > 0.0 => f64::INFINITY,
        None => 1.0,
    };
    let order = |a: &Standing, b: &Standing| -> Ordering {
        b.vps
            .cmp(&a.vps)
            .then(b.head_to_head.cmp(&a.head_to_head))
            .then(quotient(b).total_cmp(&quotient(a)))
    };
    rows.sort_by(|a, b| order(a, b).then(a.team.cmp(&b.team)));
    let ranks: Vec<String> = (0..rows.len())
        .map(|i| {
            let first = rows
                .iter()
                .position(|r| order(r, &rows[i]) == Ordering::Equal)
                .unwrap_or(i);
            let tied = rows
                .iter()
                .filter(|r| order(r, &rows[i]) == Ordering::Equal)
                .count()
                > 1;
            format!("{}{}", first + 1, if tied { "=" } else { "" })
        })
        .collect();
    for (row, rank) in rows.iter_mut().zip(ranks) {
        row.rank = rank;
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teams::event::{CarryOver, Draw, Pairing, Round, TeamSettings};

    fn event(format: Format, teams: u32, boards: u32) -> TeamEvent {
        TeamEvent::new(TeamSettings {
            name: "Teams".into(),
            format,
            teams,
            rounds: None,
            boards_per_match: boards,
            bye_vps: 1200,
            carry_over: None,
            draw: Draw::Seeded,
        })
        .unwrap()
    }

    fn result(board: u32, room: Room, entry: &str) -> TeamResult {
        TeamResult {
            round: 1,
            table: 1,
            room,
            board,
            entry: entry.parse().unwrap(),
        }
    }

    /// The hand-worked match of four boards (home team 1, visitors 2).
    fn four_boards() -> Vec<TeamResult> {
        vec![
            // Board 1, none vulnerable: 4S= +420 in the open room; 4S-1 -50 in the closed,
            // where the home team's East-West defended. 470: 10 IMPs to the home team.
            result(1, Room::Open, "4S N 10"),
            result(1, Room::Closed, "4S N 9"),
            // Board 2, North-South vulnerable: East makes 4H (420 to East-West) in the open
            // room, where the visitors sit East-West; 2H= (110) in the closed room, where the
            // home team does: -420 + 110 = -310, 7 IMPs to the visitors.
            result(2, Room::Open, "4H E 10"),
            result(2, Room::Closed, "2H E 8"),
            // Board 3, East-West vulnerable: passed out (0), and 1NT-1 by North non-vulnerable
            // (-50): 50, 2 IMPs to the home team.
            result(3, Room::Open, "pass"),
            result(3, Room::Closed, "1NT N 6"),
            // Board 4, both vulnerable: 6NT= 190 + 500 + 750 = 1440; 3NT+3 190 + 500 = 690:
            // 750, 13 IMPs to the home team.
            result(4, Room::Open, "6NT N 12"),
            result(4, Room::Closed, "3NT N 12"),
        ]
    }

    /// Home 25 IMPs (10 + 2 + 13), visitors 7: a margin of 18 over 4 boards. The scale's
    /// formula: blitz 15 * sqrt(4) = 30; 10 + 10 (1 - r^(18/30)) / (1 - r), r = 0.236068:
    /// 17.585..., 17.59 to 2.41.
    #[test]
    fn a_match_of_four_boards_worked_by_hand() {
        let event = event(Format::Match, 2, 4);
        let scored = score_event(&event, &four_boards()).unwrap();
        let m = &scored.matches[0];
        let boards: Vec<(Option<i64>, Option<i64>, Option<f64>)> = m
            .boards
            .iter()
            .map(|b| (b.open_ns, b.closed_ns, b.home))
            .collect();
        assert_eq!(
            boards,
            vec![
                (Some(420), Some(-50), Some(10.0)),
                (Some(-420), Some(-110), Some(-7.0)),
                (Some(0), Some(-50), Some(2.0)),
                (Some(1440), Some(690), Some(13.0)),
            ]
        );
        assert_eq!((m.home_imps, m.away_imps), (25.0, 7.0));
        assert_eq!((m.home_vps, m.away_vps), (Some(1759), Some(241)));
        assert!(m.complete);
        let ranks: Vec<(String, u32, u32)> = scored
            .standings
            .iter()
            .map(|s| (s.rank.clone(), s.team, s.vps))
            .collect();
        assert_eq!(
            ranks,
            vec![("1".to_string(), 1, 1759), ("2".to_string(), 2, 241)]
        );
        assert_eq!(scored.standings[0].quotient, Some(25.0 / 7.0));
    }

    /// A missing room leaves the board unscored and the match incomplete.
    #[test]
    fn a_board_with_one_room_in_is_not_scored_yet() {
        let event = event(Format::Match, 2, 4);
        let mut results = four_boards();
        results.pop();
        let scored = score_event(&event, &results).unwrap();
        let m = &scored.matches[0];
        assert_eq!(m.boards[3].home, None);
        assert!(!m.complete);
        assert_eq!(m.home_imps, 12.0);
    }

    #[test]
    fn adjusted_scores_in_a_team_match() {
        let scale = ArtificialScale::default();
        let field = |entry: &str, board: u32| {
            crate::session::score_entry(&entry.parse().unwrap(), board, None)
                .unwrap()
                .0
        };
        // Law 12C2 / 86: average plus to the home team's North-South in the open room; the
        // closed room's result set aside: +3 and -3.
        assert_eq!(
            board_imps(&field("A+ A-", 1), &field("4S N 10", 1), &scale, false),
            (3.0, -3.0)
        );
        // Both sides average plus (the board could not be played, no one at fault): +3 each.
        assert_eq!(
            board_imps(&field("A+ A+", 1), &field("4S N 10", 1), &scale, false),
            (3.0, 3.0)
        );
        // Weighted (Law 12C1(c)): half +420, half -50, against -50 in the closed room:
        // half of 10 IMPs and half of 0.
        assert_eq!(
            board_imps(
                &field("assigned 0.5:420 0.5:-50", 1),
                &field("4S N 9", 1),
                &scale,
                false
            ),
            (5.0, -5.0)
        );
        // Split (Law 12C1(b)): North-South (home) keep +420, East-West (visitors) are given
        // -50 from North-South's side; the closed room's +420. The home team: 420 - 420, 0;
        // the visitors: -(-50 - 420) = 470, 10 IMPs. In a knockout the two are averaged:
        // (0 - 10) / 2, -5 and +5.
        let split = field("split 420 -50", 1);
        let closed = field("4S N 10", 1);
        assert_eq!(board_imps(&split, &closed, &scale, false), (0.0, 10.0));
        assert_eq!(board_imps(&split, &closed, &scale, true), (-5.0, 5.0));
    }

    /// A knockout of 4 boards with 6.5 IMPs carried over to the visitors: the home team wins
    /// the boards by 25 to 7, 18, and goes through 25 to 13.5. With 18 carried over the match
    /// is tied, 25 to 25: both ranked 1=.
    #[test]
    fn knockout_with_a_carry_over() {
        let mut knockout = event(Format::Knockout, 2, 4);
        knockout.carry_over = Some(CarryOver { team: 2, imps: 6.5 });
        let scored = score_event(&knockout, &four_boards()).unwrap();
        let m = &scored.matches[0];
        assert_eq!((m.home_imps, m.away_imps), (25.0, 13.5));
        assert_eq!((m.home_carry_over, m.away_carry_over), (0.0, 6.5));
        assert_eq!(m.home_vps, None);
        assert_eq!(scored.standings[0].team, 1);
        assert_eq!(scored.standings[0].rank, "1");
        knockout.carry_over = Some(CarryOver {
            team: 2,
            imps: 18.0,
        });
        let scored = score_event(&knockout, &four_boards()).unwrap();
        let ranks: Vec<&str> = scored.standings.iter().map(|s| s.rank.as_str()).collect();
        assert_eq!(ranks, vec!["1=", "1="]);
    }

    fn played(home: u32, away: u32, imps: (f64, f64), vps: (u32, u32)) -> MatchScore {
        MatchScore {
            round: 1,
            table: 1,
            home,
            away,
            boards: Vec::new(),
            home_carry_over: 0.0,
            away_carry_over: 0.0,
            home_imps: imps.0,
            away_imps: imps.1,
            home_vps: Some(vps.0),
            away_vps: Some(vps.1),
            complete: true,
        }
    }

    /// Four teams, each pair met once (a round robin). Teams 1 and 2 end level on 30.00 VPs;
    /// 2 has the better IMP quotient (50/30 against 1's 40/40) but 1 beat 2: 1 ranks first.
    /// Teams 3 and 4 are level on 25.00 VPs and drew their match (5.00 each): the quotient
    /// decides, 4's 45/50 (0.90) against 3's 35/45 (0.78).
    #[test]
    fn tie_breaks_head_to_head_then_quotient() {
        let mut rr = event(Format::RoundRobin, 4, 4);
        rr.rounds = vec![Round {
            matches: vec![Pairing { home: 1, away: 2 }],
            bye: None,
        }];
        let matches = vec![
            played(1, 2, (10.0, 5.0), (1200, 800)),
            played(1, 3, (10.0, 20.0), (800, 1200)),
            played(1, 4, (20.0, 15.0), (1000, 1000)),
            played(2, 3, (25.0, 5.0), (1200, 800)),
            played(2, 4, (20.0, 20.0), (1000, 1000)),
            played(3, 4, (10.0, 10.0), (500, 500)),
        ];
        let table = standings(&rr, &matches);
        let rows: Vec<(&str, u32, u32, Option<u32>)> = table
            .iter()
            .map(|s| (s.rank.as_str(), s.team, s.vps, s.head_to_head))
            .collect();
        assert_eq!(
            rows,
            vec![
                ("1", 1, 3000, Some(1200)),
                ("2", 2, 3000, Some(800)),
                ("3", 4, 2500, Some(500)),
                ("4", 3, 2500, Some(500)),
            ]
        );
        assert_eq!(table[2].quotient, Some(45.0 / 50.0));
        assert_eq!(table[3].quotient, Some(35.0 / 45.0));
    }

    /// Teams level on VPs that have not met go straight to the quotient; a bye counts its
    /// VPs; teams level on everything share their place.
    #[test]
    fn tie_breaks_without_a_meeting_a_bye_and_a_shared_place() {
        let mut five = event(Format::RoundRobin, 5, 4);
        five.rounds = vec![Round {
            matches: vec![Pairing { home: 1, away: 2 }, Pairing { home: 3, away: 4 }],
            bye: Some(5),
        }];
        // 3 beats 4 (12.00); 5 has a bye worth 12.00: they have not met, so the quotient
        // decides, 3's 12/6 against 5's none lost and none won (even). 1 and 2 draw 8-8:
        // level on VPs, head to head and quotient, they share third place.
        let matches = vec![
            played(1, 2, (8.0, 8.0), (1000, 1000)),
            played(3, 4, (12.0, 6.0), (1200, 800)),
        ];
        let table = standings(&five, &matches);
        let rows: Vec<(&str, u32, u32, Option<u32>)> = table
            .iter()
            .map(|s| (s.rank.as_str(), s.team, s.vps, s.head_to_head))
            .collect();
        assert_eq!(
            rows,
            vec![
                ("1", 3, 1200, None),
                ("2", 5, 1200, None),
                ("3=", 1, 1000, Some(1000)),
                ("3=", 2, 1000, Some(1000)),
                ("5", 4, 800, None),
            ]
        );
        assert_eq!((table[1].byes, table[1].played), (1, 0));
    }
}
