//! A team event: its teams, its format, the rounds made so far (who meets whom, at which
//! table, and the bye), the deals of its boards, and the results it takes.

use std::collections::BTreeMap;
use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use cards::Deal;
use laws::adjusted::ArtificialScale;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{schedule, swiss};
use crate::matchpoints::FieldResult;
use crate::session::{Entry, score_entry};

/// How the teams meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// Two teams, one match, played in one or more segments (a round each).
    Match,
    /// Every team meets every other once (Berger's tables; a bye for an odd number).
    RoundRobin,
    /// Rounds paired one at a time from the standings, no two teams meeting twice.
    Swiss,
    /// Two teams, one match in one or more segments, a carry-over given at the start; the
    /// team with more IMPs goes through. Or a bracket of 4, 8, 16... teams, a round a stage,
    /// the winners meeting in the next.
    Knockout,
}

impl Format {
    /// The name as the command line writes it.
    pub fn name(self) -> &'static str {
        match self {
            Format::Match => "match",
            Format::RoundRobin => "round-robin",
            Format::Swiss => "swiss",
            Format::Knockout => "knockout",
        }
    }
}

impl FromStr for Format {
    type Err = String;
    fn from_str(text: &str) -> Result<Format, String> {
        [
            Format::Match,
            Format::RoundRobin,
            Format::Swiss,
            Format::Knockout,
        ]
        .into_iter()
        .find(|f| f.name() == text)
        .ok_or_else(|| {
            format!("'{text}' is not a team format: match, round-robin, swiss or knockout")
        })
    }
}

/// The two rooms of a team match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Room {
    /// The home team sits North-South.
    Open,
    /// The home team sits East-West.
    Closed,
}

impl Room {
    /// Both rooms, open first.
    pub const BOTH: [Room; 2] = [Room::Open, Room::Closed];

    /// `open` or `closed`.
    pub fn name(self) -> &'static str {
        match self {
            Room::Open => "open",
            Room::Closed => "closed",
        }
    }
}

impl fmt::Display for Room {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Room {
    type Err = String;
    fn from_str(text: &str) -> Result<Room, String> {
        match text.to_ascii_lowercase().as_str() {
            "open" | "o" => Ok(Room::Open),
            "closed" | "c" => Ok(Room::Closed),
            _ => Err(format!("'{text}' is not a room: open or closed")),
        }
    }
}

/// Two teams meeting: the home team sits North-South in the open room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// The home team.
    pub home: u32,
    /// The visiting team.
    pub away: u32,
}

impl Pairing {
    /// Whether the two teams are these two, either way round.
    pub fn is_between(&self, a: u32, b: u32) -> bool {
        (self.home, self.away) == (a, b) || (self.home, self.away) == (b, a)
    }
}

/// A round: its matches, numbered from 1 as listed (the match number is the table of the
/// results), and the team with a bye, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The matches.
    pub matches: Vec<Pairing>,
    /// The team that does not play this round.
    pub bye: Option<u32>,
}

/// How a Swiss's first round is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Draw {
    /// By the teams' numbers as seeds: the top half against the bottom half (1 against
    /// N/2 + 1, 2 against N/2 + 2, ...).
    Seeded,
    /// At random from a seed: the teams shuffled, then paired in that order.
    Random(u64),
}

/// A carry-over into a knockout match: IMPs a team starts with.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct CarryOver {
    /// The team given the IMPs.
    pub team: u32,
    /// The IMPs (a fraction allowed, as conditions often give one).
    pub imps: f64,
}

/// What the director decides when making a team event.
#[derive(Clone, Debug, PartialEq)]
pub struct TeamSettings {
    /// The event's name.
    pub name: String,
    /// The format.
    pub format: Format,
    /// The number of teams, numbered from 1.
    pub teams: u32,
    /// The rounds (a Swiss's; a match's or knockout's segments; a round robin plays all its
    /// rounds and takes none or exactly that number).
    pub rounds: Option<u32>,
    /// Boards played in each match of a round (in each segment of a match).
    pub boards_per_match: u32,
    /// The VPs, in hundredths, of a team with a bye.
    pub bye_vps: u32,
    /// A knockout's carry-over.
    pub carry_over: Option<CarryOver>,
    /// How a Swiss's first round is drawn.
    pub draw: Draw,
}

/// A team event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TeamEvent {
    /// The event's name, as results are headed.
    pub name: String,
    /// The format.
    pub format: Format,
    /// The number of teams.
    pub teams: u32,
    /// The teams' names, by number.
    pub team_names: BTreeMap<u32, String>,
    /// The rounds the event plays (segments of a one-match event).
    pub rounds_planned: u32,
    /// Boards in each match of a round.
    pub boards_per_match: u32,
    /// The VPs, in hundredths, a team gets for a bye.
    pub bye_vps: u32,
    /// A knockout's carry-over.
    pub carry_over: Option<CarryOver>,
    /// How a Swiss's first round was drawn.
    pub draw: Draw,
    /// The rounds made so far (a Swiss makes them one at a time).
    pub rounds: Vec<Round>,
    /// The deal of each board, by number.
    pub deals: BTreeMap<u32, Deal>,
    /// What an artificial adjusted score is worth in IMPs (Law 86A: 3 unless varied).
    #[serde(default)]
    pub averages: ArtificialScale,
}

/// A result a team event cannot take, or an event that cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TeamError {
    /// The settings do not make an event.
    #[error("{0}")]
    Settings(String),
    /// A result placed where no match plays it, or a result that does not check.
    #[error("round {round}, match {table}, {room} room, board {board}: {what}")]
    Result {
        /// The round.
        round: u32,
        /// The match (table).
        table: u32,
        /// The room.
        room: Room,
        /// The board.
        board: u32,
        /// What is wrong.
        what: String,
    },
    /// The next Swiss round cannot be made.
    #[error("{0}")]
    Pairing(String),
    /// A result line that cannot be read.
    #[error("'{line}': {why}; write ROUND MATCH ROOM BOARD RESULT, as '1 2 open 5 4S N SA 10'")]
    Line {
        /// The line.
        line: String,
        /// What is wrong.
        why: String,
    },
}

/// One result line, `ROUND MATCH ROOM BOARD RESULT` (`1 2 open 5 4S N SA 10`), the result as
/// a pairs event takes it ([`Entry`]). `None` for a blank line or a comment (`#`).
pub fn result_line(line: &str) -> Result<Option<TeamResult>, TeamError> {
    let text = line.trim();
    if text.is_empty() || text.starts_with('#') {
        return Ok(None);
    }
    let fail = |why: String| TeamError::Line {
        line: text.to_string(),
        why,
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let [round, table, room, board, result @ ..] = words.as_slice() else {
        return Err(fail("the line stops early".into()));
    };
    let number = |word: &str, what: &str| -> Result<u32, TeamError> {
        word.parse()
            .map_err(|_| fail(format!("'{word}' is not a {what} number")))
    };
    Ok(Some(TeamResult {
        round: number(round, "round")?,
        table: number(table, "match")?,
        room: room.parse().map_err(fail)?,
        board: number(board, "board")?,
        entry: result
            .join(" ")
            .parse()
            .map_err(|e: crate::session::EntryError| fail(e.to_string()))?,
    }))
}

/// One room's result of one board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TeamResult {
    /// The round, from 1.
    pub round: u32,
    /// The match in its round, from 1 (its table).
    pub table: u32,
    /// The room.
    pub room: Room,
    /// The board.
    pub board: u32,
    /// What the table reported.
    pub entry: Entry,
}

impl TeamEvent {
    /// Makes an event: checks the settings and makes the rounds known at the start (all of a
    /// round robin's and a match's; a Swiss's first).
    pub fn new(settings: TeamSettings) -> Result<TeamEvent, TeamError> {
        let bad = |what: String| Err(TeamError::Settings(what));
        let TeamSettings {
            name,
            format,
            teams,
            rounds,
            boards_per_match,
            bye_vps,
            carry_over,
            draw,
        } = settings;
        if boards_per_match == 0 {
            return bad("a match plays at least one board: give --boards-per-match".into());
        }
        if bye_vps > 2000 {
            return bad("a bye is worth at most 20 VPs".into());
        }
        if format == Format::Match && teams != 2 {
            return bad(format!("a match is between two teams, not {teams}"));
        }
        if format == Format::Knockout && !teams.is_power_of_two() {
            return bad(format!(
                "a knockout is between two teams, or a bracket of 4, 8, 16... teams; not {teams}"
            ));
        }
        if teams < 2 {
            return bad("a team event needs at least two teams".into());
        }
        if let Some(carry) = carry_over {
            if format != Format::Knockout || teams != 2 {
                return bad("a carry-over is for a knockout match between two teams".into());
            }
            if !(1..=2).contains(&carry.team) || !carry.imps.is_finite() || carry.imps < 0.0 {
                return bad(
                    "a carry-over is a number of IMPs (0 or more) given to team 1 or 2".into(),
                );
            }
        }
        let schedule = match format {
            Format::Knockout if teams > 2 => {
                if rounds.is_some() {
                    return bad(format!(
                        "a bracket of {teams} teams plays {} rounds, one a stage: leave out --rounds",
                        teams.trailing_zeros()
                    ));
                }
                vec![super::knockout::first_round(teams)]
            }
            Format::Match | Format::Knockout => {
                let segments = rounds.unwrap_or(1);
                if segments == 0 {
                    return bad("a match has at least one segment".into());
                }
                vec![
                    Round {
                        matches: vec![Pairing { home: 1, away: 2 }],
                        bye: None,
                    };
                    segments as usize
                ]
            }
            Format::RoundRobin => {
                let all = schedule::round_robin(teams);
                if rounds.is_some_and(|r| r as usize != all.len()) {
                    return bad(format!(
                        "a round robin of {teams} teams plays {} rounds",
                        all.len()
                    ));
                }
                all
            }
            Format::Swiss => {
                let Some(planned) = rounds.filter(|&r| r > 0) else {
                    return bad("a Swiss needs its number of rounds: give --rounds".into());
                };
                if planned >= teams + teams % 2 {
                    return bad(format!(
                        "{teams} teams can meet in at most {} rounds without a repeat: give fewer --rounds",
                        teams + teams % 2 - 1
                    ));
                }
                vec![swiss::first_round(teams, draw)]
            }
        };
        let rounds_planned = match format {
            Format::Swiss => rounds.unwrap_or(0),
            Format::Knockout if teams > 2 => teams.trailing_zeros(),
            _ => schedule.len() as u32,
        };
        Ok(TeamEvent {
            name,
            format,
            teams,
            team_names: BTreeMap::new(),
            rounds_planned,
            boards_per_match,
            bye_vps,
            carry_over,
            draw,
            rounds: schedule,
            deals: BTreeMap::new(),
            averages: ArtificialScale::default(),
        })
    }

    /// Whether the event is one match between two teams, its rounds being segments (a match,
    /// a two-team knockout).
    pub fn is_one_match(&self) -> bool {
        self.teams == 2 && matches!(self.format, Format::Match | Format::Knockout)
    }

    /// The boards played in a round: each match of the round plays the same ones, round 1
    /// boards 1 to B, round 2 B+1 to 2B, ...
    pub fn boards_of_round(&self, round: u32) -> RangeInclusive<u32> {
        let b = self.boards_per_match;
        (round.saturating_sub(1) * b + 1)..=(round * b)
    }

    /// Every board the event will play, in order.
    pub fn boards(&self) -> RangeInclusive<u32> {
        1..=self.rounds_planned * self.boards_per_match
    }

    /// The match at a table in a round, if the round is made and has it.
    pub fn pairing(&self, round: u32, table: u32) -> Option<Pairing> {
        let round = self.rounds.get(round.checked_sub(1)? as usize)?;
        round.matches.get(table.checked_sub(1)? as usize).copied()
    }

    /// A team's name, or `Team N`.
    pub fn team_name(&self, team: u32) -> String {
        self.team_names
            .get(&team)
            .cloned()
            .unwrap_or_else(|| format!("Team {team}"))
    }

    /// Checks a result (the match exists, plays that board in that round; the lead and the
    /// scoring as for pairs) and scores it: the pairing, the result as compared and
    /// North-South's score in points when played.
    pub fn check(
        &self,
        result: &TeamResult,
    ) -> Result<(Pairing, FieldResult, Option<i64>), TeamError> {
        let fail = |what: String| TeamError::Result {
            round: result.round,
            table: result.table,
            room: result.room,
            board: result.board,
            what,
        };
        let pairing = self.pairing(result.round, result.table).ok_or_else(|| {
            let made = self.rounds.len();
            match self.rounds.get(result.round.wrapping_sub(1) as usize) {
                Some(round) => fail(format!(
                    "round {} has matches 1 to {}",
                    result.round,
                    round.matches.len()
                )),
                None => fail(format!("the rounds made so far are 1 to {made}")),
            }
        })?;
        let boards = self.boards_of_round(result.round);
        if !boards.contains(&result.board) {
            return Err(fail(format!(
                "this round plays boards {} to {}",
                boards.start(),
                boards.end()
            )));
        }
        let (field, score_ns) =
            score_entry(&result.entry, result.board, self.deals.get(&result.board))
                .map_err(fail)?;
        Ok((pairing, field, score_ns))
    }

    /// The results the rounds made so far expect and do not have, as (round, table, room,
    /// board).
    pub fn missing(&self, results: &[TeamResult]) -> Vec<(u32, u32, Room, u32)> {
        let entered: std::collections::HashSet<(u32, u32, Room, u32)> = results
            .iter()
            .map(|r| (r.round, r.table, r.room, r.board))
            .collect();
        let mut missing = Vec::new();
        for (r, round) in self.rounds.iter().enumerate() {
            let number = r as u32 + 1;
            for table in 1..=round.matches.len() as u32 {
                for board in self.boards_of_round(number) {
                    for room in Room::BOTH {
                        let key = (number, table, room, board);
                        if !entered.contains(&key) {
                            missing.push(key);
                        }
                    }
                }
            }
        }
        missing
    }

    /// Refuses to make the next round while the last one made lacks results: the next is made
    /// from it (`why`: what the next round takes from it).
    pub(crate) fn last_round_complete(
        &self,
        results: &[TeamResult],
        why: &str,
    ) -> Result<(), String> {
        let made = self.rounds.len() as u32;
        let missing = self
            .missing(results)
            .into_iter()
            .filter(|m| m.0 == made)
            .count();
        if missing > 0 {
            return Err(format!(
                "round {made} is not complete ({missing} result(s) missing): {why}"
            ));
        }
        Ok(())
    }

    /// Whether two teams have met in a round made so far.
    pub fn have_met(&self, a: u32, b: u32) -> bool {
        self.rounds
            .iter()
            .any(|round| round.matches.iter().any(|m| m.is_between(a, b)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(format: Format, teams: u32, rounds: Option<u32>) -> TeamSettings {
        TeamSettings {
            name: "Teams".into(),
            format,
            teams,
            rounds,
            boards_per_match: 4,
            bye_vps: 1200,
            carry_over: None,
            draw: Draw::Seeded,
        }
    }

    #[test]
    fn the_settings_are_checked() {
        let error = |s: TeamSettings| TeamEvent::new(s).unwrap_err().to_string();
        assert!(error(settings(Format::Match, 3, None)).contains("two teams"));
        assert!(error(settings(Format::Knockout, 6, None)).contains("4, 8, 16"));
        assert!(error(settings(Format::Knockout, 8, Some(2))).contains("plays 3 rounds"));
        assert!(error(settings(Format::Swiss, 12, None)).contains("--rounds"));
        assert!(error(settings(Format::Swiss, 6, Some(6))).contains("at most 5 rounds"));
        assert!(error(settings(Format::RoundRobin, 6, Some(4))).contains("plays 5 rounds"));
        let mut with_carry = settings(Format::Swiss, 6, Some(3));
        with_carry.carry_over = Some(CarryOver { team: 1, imps: 3.0 });
        assert!(error(with_carry).contains("knockout"));
        let mut no_boards = settings(Format::Match, 2, None);
        no_boards.boards_per_match = 0;
        assert!(error(no_boards).contains("at least one board"));
    }

    #[test]
    fn result_lines() {
        let result = result_line("1 2 closed 5 4S N SA 10").unwrap().unwrap();
        assert_eq!(
            (result.round, result.table, result.room, result.board),
            (1, 2, Room::Closed, 5)
        );
        assert_eq!(result.entry.to_string(), "4S N SA 10");
        assert_eq!(result_line("  # a comment").unwrap(), None);
        let error = result_line("1 2 upstairs 5 pass").unwrap_err().to_string();
        assert!(error.contains("'upstairs' is not a room"), "{error}");
        let error = result_line("1 2 open").unwrap_err().to_string();
        assert!(error.contains("ROUND MATCH ROOM BOARD RESULT"), "{error}");
        assert!(result_line("1 x open 3 pass").is_err());
        assert!(result_line("1 1 open 3 9S N 10").is_err());
    }

    #[test]
    fn a_match_in_segments_plays_its_boards_in_order() {
        let event = TeamEvent::new(settings(Format::Match, 2, Some(3))).unwrap();
        assert_eq!(event.rounds.len(), 3);
        assert_eq!(event.boards_of_round(2), 5..=8);
        assert_eq!(event.boards(), 1..=12);
        // Each of 12 boards in two rooms.
        assert_eq!(event.missing(&[]).len(), 24);
        let result = TeamResult {
            round: 2,
            table: 1,
            room: Room::Closed,
            board: 4,
            entry: "pass".parse().unwrap(),
        };
        let error = event.check(&result).unwrap_err().to_string();
        assert_eq!(
            error,
            "round 2, match 1, closed room, board 4: this round plays boards 5 to 8"
        );
        let result = TeamResult { round: 4, ..result };
        assert!(
            event
                .check(&result)
                .unwrap_err()
                .to_string()
                .contains("1 to 3")
        );
    }
}
