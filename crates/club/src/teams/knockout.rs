//! A knockout bracket of 4, 8, 16... teams: a round a stage, seeded so that the top seeds
//! meet last (1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight teams); the winners of two neighbouring
//! matches meet in the next stage. A two-team knockout is one match ([`super::score`]).

use super::event::{Format, Pairing, Round, TeamError, TeamEvent, TeamResult};
use super::score::score_event;

/// The bracket's first stage for `teams` teams (a power of two): seed `s` of each pair of
/// neighbouring places meets the seed that completes the pair to `2n + 1`, recursively, so
/// that seeds 1 and 2 can meet only in the final.
pub fn first_round(teams: u32) -> Round {
    let mut order = vec![1u32];
    while (order.len() as u32) < teams {
        let size = 2 * order.len() as u32 + 1;
        order = order.iter().flat_map(|&seed| [seed, size - seed]).collect();
    }
    Round {
        matches: order
            .chunks(2)
            .map(|pair| Pairing {
                home: pair[0],
                away: pair[1],
            })
            .collect(),
        bye: None,
    }
}

/// Makes a bracket's next stage once every match of the last has all its results: the winner
/// of match 1 meets the winner of match 2 (at home), 3 meets 4, ... A tied match stops the
/// bracket with a message: the conditions of contest break the tie (extra boards).
pub fn add_next_round(event: &mut TeamEvent, results: &[TeamResult]) -> Result<(), TeamError> {
    let refuse = |why: String| Err(TeamError::Pairing(why));
    if event.format != Format::Knockout || event.teams <= 2 {
        return refuse("only a Swiss or a knockout bracket is made round by round".into());
    }
    let made = event.rounds.len() as u32;
    if made >= event.rounds_planned {
        return refuse(format!(
            "the final (round {made}) is made: the bracket is complete"
        ));
    }
    if let Err(why) = event.last_round_complete(results, "its winners meet in the next") {
        return refuse(why);
    }
    let scored = score_event(event, results)?;
    let mut winners = Vec::new();
    for m in scored.matches.iter().filter(|m| m.round == made) {
        if m.home_imps > m.away_imps {
            winners.push(m.home);
        } else if m.away_imps > m.home_imps {
            winners.push(m.away);
        } else {
            return refuse(format!(
                "round {made}, match {} ({} v {}) is tied: the conditions of contest break the tie (extra boards), then a result changed here decides it",
                m.table, m.home, m.away
            ));
        }
    }
    event.rounds.push(Round {
        matches: winners
            .chunks(2)
            .map(|pair| Pairing {
                home: pair[0],
                away: pair[1],
            })
            .collect(),
        bye: None,
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teams::event::{Draw, Room, TeamSettings};

    fn pairs(round: &Round) -> Vec<(u32, u32)> {
        round.matches.iter().map(|m| (m.home, m.away)).collect()
    }

    #[test]
    fn seeds_one_and_two_meet_only_in_the_final() {
        assert_eq!(pairs(&first_round(4)), vec![(1, 4), (2, 3)]);
        assert_eq!(pairs(&first_round(8)), vec![(1, 8), (4, 5), (2, 7), (3, 6)]);
        let sixteen = first_round(16);
        assert_eq!(sixteen.matches.len(), 8);
        // 1 in the first half, 2 in the second.
        assert_eq!(sixteen.matches[0].home, 1);
        assert_eq!(sixteen.matches[4].home, 2);
    }

    /// Four teams: 1 v 4 and 2 v 3, one board each; 4 and 2 win; the final is 4 v 2.
    #[test]
    fn the_winners_meet_in_the_next_stage() {
        let mut event = TeamEvent::new(TeamSettings {
            name: "Cup".into(),
            format: Format::Knockout,
            teams: 4,
            rounds: None,
            boards_per_match: 1,
            bye_vps: 1200,
            carry_over: None,
            draw: Draw::Seeded,
        })
        .unwrap();
        assert_eq!(event.rounds_planned, 2);
        let result = |table: u32, room: Room, entry: &str| TeamResult {
            round: 1,
            table,
            room,
            board: 1,
            entry: entry.parse().unwrap(),
        };
        // Match 1: 4S= +420 in the open room (1 North-South), 6S= +980 in the closed (4
        // North-South): 4 gains 560, 11 IMPs. Match 2: +420 and 4S-1 -50: 2 gains 10 IMPs.
        let mut results = vec![
            result(1, Room::Open, "4S N 10"),
            result(1, Room::Closed, "6S N 12"),
            result(2, Room::Open, "4S N 10"),
        ];
        let error = add_next_round(&mut event, &results)
            .unwrap_err()
            .to_string();
        assert!(error.contains("1 result(s) missing"), "{error}");
        results.push(result(2, Room::Closed, "4S N 10"));
        let error = add_next_round(&mut event, &results)
            .unwrap_err()
            .to_string();
        assert!(error.contains("match 2 (2 v 3) is tied"), "{error}");
        results.pop();
        results.push(result(2, Room::Closed, "4S N 9"));
        add_next_round(&mut event, &results).unwrap();
        assert_eq!(pairs(&event.rounds[1]), vec![(4, 2)]);
        // 4 beats 2 in the final (board 2, North-South vulnerable: +620 and +170, 10 IMPs):
        // 4 first, 2 second, 1 and 3 out in the semi-finals, 3=.
        results.extend([
            TeamResult {
                round: 2,
                ..result(1, Room::Open, "4S N 10")
            },
            TeamResult {
                round: 2,
                ..result(1, Room::Closed, "3S N 10")
            },
        ]);
        for r in results.iter_mut().filter(|r| r.round == 2) {
            r.board = 2;
        }
        let scored = score_event(&event, &results).unwrap();
        let ranks: Vec<(&str, u32)> = scored
            .standings
            .iter()
            .map(|s| (s.rank.as_str(), s.team))
            .collect();
        assert_eq!(ranks, vec![("1", 4), ("2", 2), ("3=", 1), ("3=", 3)]);
        let error = add_next_round(&mut event, &results)
            .unwrap_err()
            .to_string();
        assert!(error.contains("bracket is complete"), "{error}");
    }
}
