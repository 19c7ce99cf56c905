//! A Swiss round paired from the standings: with an odd number of teams the bye goes to the
//! lowest-ranked team that has not had one; then, top down, the highest-ranked team still
//! unpaired meets the next highest it has not met, backtracking when the teams lower down
//! cannot all be paired without a repeat meeting. The higher-ranked team of a match is at home.
//! The first round is drawn by seeding or at random ([`Draw`]).

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::event::{Draw, Format, Pairing, Round, TeamError, TeamEvent, TeamResult};
use super::score::score_event;

/// The most steps the search for a pairing takes before it gives up (no field a club runs
/// comes near it; a field that cannot be paired fails long before).
const SEARCH_LIMIT: u64 = 2_000_000;

/// The first round of a Swiss of `teams` teams.
pub fn first_round(teams: u32, draw: Draw) -> Round {
    let mut order: Vec<u32> = (1..=teams).collect();
    if let Draw::Random(seed) = draw {
        order.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
    }
    // The lowest seed (or the last drawn) sits out.
    let bye = if teams % 2 == 1 { order.pop() } else { None };
    let half = order.len() / 2;
    let matches = match draw {
        Draw::Seeded => (0..half)
            .map(|i| Pairing {
                home: order[i],
                away: order[i + half],
            })
            .collect(),
        Draw::Random(_) => order
            .chunks(2)
            .map(|pair| Pairing {
                home: pair[0],
                away: pair[1],
            })
            .collect(),
    };
    Round { matches, bye }
}

/// The next round of a Swiss, from the standings (`ranked`: every team, best first).
pub fn next_round(event: &TeamEvent, ranked: &[u32]) -> Result<Round, TeamError> {
    let had_bye = |team: u32| event.rounds.iter().any(|r| r.bye == Some(team));
    let met = |a: u32, b: u32| event.have_met(a, b);
    let mut steps = 0;
    // The bye's candidates, lowest-ranked first: those without a bye, then (should every
    // team have had one) the rest.
    let candidates: Vec<Option<u32>> = if ranked.len() % 2 == 1 {
        let mut fresh: Vec<u32> = ranked
            .iter()
            .rev()
            .copied()
            .filter(|&t| !had_bye(t))
            .collect();
        fresh.extend(ranked.iter().rev().copied().filter(|&t| had_bye(t)));
        fresh.into_iter().map(Some).collect()
    } else {
        vec![None]
    };
    for bye in candidates {
        let order: Vec<u32> = ranked.iter().copied().filter(|&t| Some(t) != bye).collect();
        match pair_top_down(&order, &met, &mut steps) {
            Some(pairs) => {
                return Ok(Round {
                    matches: pairs
                        .into_iter()
                        .map(|(home, away)| Pairing { home, away })
                        .collect(),
                    bye,
                });
            }
            None if steps >= SEARCH_LIMIT => break,
            None => {}
        }
    }
    Err(TeamError::Pairing(
        "no pairing of the next round avoids a repeat meeting: the teams have met too often for another round"
            .into(),
    ))
}

/// Makes a Swiss's next round from the standings, once every match of the last round has all
/// its results; a clear error otherwise (not a Swiss, every round made, results missing).
pub fn add_next_round(event: &mut TeamEvent, results: &[TeamResult]) -> Result<(), TeamError> {
    let refuse = |why: String| Err(TeamError::Pairing(why));
    if event.format != Format::Swiss {
        return refuse(format!(
            "a {} has all its rounds from the start: only a Swiss is paired round by round",
            event.format.name()
        ));
    }
    let made = event.rounds.len() as u32;
    if made >= event.rounds_planned {
        return refuse(format!("all {made} rounds of the Swiss are made"));
    }
    if let Err(why) =
        event.last_round_complete(results, "the next round is paired from its standings")
    {
        return refuse(why);
    }
    let scored = score_event(event, results)?;
    let ranked: Vec<u32> = scored.standings.iter().map(|s| s.team).collect();
    let round = next_round(event, &ranked)?;
    event.rounds.push(round);
    Ok(())
}

/// Pairs `order` (best first) top down: the first team against the highest-ranked team it has
/// not met such that the rest can still be paired. `None` when no pairing avoids a repeat
/// (or the search ran out of steps).
fn pair_top_down(
    order: &[u32],
    met: &impl Fn(u32, u32) -> bool,
    steps: &mut u64,
) -> Option<Vec<(u32, u32)>> {
    let Some((&first, rest)) = order.split_first() else {
        return Some(Vec::new());
    };
    for (i, &opponent) in rest.iter().enumerate() {
        *steps += 1;
        if *steps >= SEARCH_LIMIT {
            return None;
        }
        if met(first, opponent) {
            continue;
        }
        let others: Vec<u32> = rest
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &t)| t)
            .collect();
        if let Some(mut pairs) = pair_top_down(&others, met, steps) {
            pairs.insert(0, (first, opponent));
            return Some(pairs);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teams::event::TeamSettings;

    fn swiss(teams: u32, rounds: u32) -> TeamEvent {
        TeamEvent::new(TeamSettings {
            name: "Swiss".into(),
            format: Format::Swiss,
            teams,
            rounds: Some(rounds),
            boards_per_match: 4,
            bye_vps: 1200,
            carry_over: None,
            draw: Draw::Seeded,
        })
        .unwrap()
    }

    fn pairs(round: &Round) -> Vec<(u32, u32)> {
        round.matches.iter().map(|m| (m.home, m.away)).collect()
    }

    #[test]
    fn the_seeded_first_round_is_top_half_against_bottom_half() {
        let round = first_round(6, Draw::Seeded);
        assert_eq!(pairs(&round), vec![(1, 4), (2, 5), (3, 6)]);
        let round = first_round(7, Draw::Seeded);
        assert_eq!(pairs(&round), vec![(1, 4), (2, 5), (3, 6)]);
        assert_eq!(round.bye, Some(7));
    }

    #[test]
    fn a_random_first_round_is_reproducible_and_complete() {
        let round = first_round(9, Draw::Random(7));
        assert_eq!(round, first_round(9, Draw::Random(7)));
        let mut everyone: Vec<u32> = round
            .matches
            .iter()
            .flat_map(|m| [m.home, m.away])
            .chain(round.bye)
            .collect();
        everyone.sort_unstable();
        assert_eq!(everyone, (1..=9).collect::<Vec<_>>());
    }

    /// Six teams after round 1 (1-4, 2-5, 3-6), ranked 1, 2, 3, 4, 5, 6: top down, 1 meets 2
    /// (not met), 3 meets 4, 5 meets 6: no repeat.
    #[test]
    fn highest_against_next_highest_not_yet_met() {
        let event = swiss(6, 3);
        let round = next_round(&event, &[1, 2, 3, 4, 5, 6]).unwrap();
        assert_eq!(pairs(&round), vec![(1, 2), (3, 4), (5, 6)]);
        // Ranked 1, 4, 2, 5, 3, 6: 1 has met 4, so 1-2; then 4-5 (4 and 5 have not met),
        // 3-6 is a repeat: back up: 4-3, then 5-6.
        let round = next_round(&event, &[1, 4, 2, 5, 3, 6]).unwrap();
        assert_eq!(pairs(&round), vec![(1, 2), (4, 3), (5, 6)]);
    }

    /// Four teams: round 1 was 1-4 and 3-2. Ranked 1, 2, 3, 4: 1-2, 3-4. Then ranked
    /// 1, 2, 4, 3: 1 has met 4 and 2, so 1-3, and 2-4. A fourth round cannot be paired.
    #[test]
    fn no_repeat_meetings_and_a_clear_error_when_none_is_left() {
        let mut event = swiss(4, 3);
        event.rounds = vec![Round {
            matches: vec![Pairing { home: 1, away: 4 }, Pairing { home: 3, away: 2 }],
            bye: None,
        }];
        let round = next_round(&event, &[1, 2, 3, 4]).unwrap();
        assert_eq!(pairs(&round), vec![(1, 2), (3, 4)]);
        event.rounds.push(round);
        let round = next_round(&event, &[1, 2, 4, 3]).unwrap();
        assert_eq!(pairs(&round), vec![(1, 3), (2, 4)]);
        event.rounds.push(round);
        let error = next_round(&event, &[1, 2, 3, 4]).unwrap_err().to_string();
        assert!(error.contains("repeat meeting"), "{error}");
    }

    /// Backtracking: six teams ranked 1 to 6, where 3 has met 4, 5 and 6 (the history is
    /// made up, repeats and all). 1-2 would leave 3 no opponent among 4, 5, 6, so the search
    /// gives it up and pairs 1-3; then 2 (has met 6 and 4) meets 5, and 4 meets 6.
    #[test]
    fn the_top_gives_way_when_the_bottom_cannot_be_paired() {
        let mut event = swiss(6, 5);
        let round = |matches: &[(u32, u32)]| Round {
            matches: matches
                .iter()
                .map(|&(home, away)| Pairing { home, away })
                .collect(),
            bye: None,
        };
        event.rounds = vec![
            round(&[(3, 4), (1, 5), (2, 6)]),
            round(&[(3, 5), (1, 6), (2, 4)]),
            round(&[(3, 6), (1, 5), (2, 4)]),
        ];
        let next = next_round(&event, &[1, 2, 3, 4, 5, 6]).unwrap();
        assert_eq!(pairs(&next), vec![(1, 3), (2, 5), (4, 6)]);
    }

    /// Seven teams: the bye goes to the lowest-ranked team that has not had one.
    #[test]
    fn the_bye_goes_to_the_lowest_ranked_team_without_one() {
        let event = swiss(7, 3);
        assert_eq!(event.rounds[0].bye, Some(7));
        let round = next_round(&event, &[1, 2, 3, 4, 5, 6, 7]).unwrap();
        assert_eq!(round.bye, Some(6));
        assert_eq!(pairs(&round), vec![(1, 2), (3, 4), (5, 7)]);
    }

    /// The next round waits for the last one's results, then pairs from the standings.
    #[test]
    fn the_next_round_waits_for_the_last() {
        let mut event = swiss(6, 2);
        let error = add_next_round(&mut event, &[]).unwrap_err().to_string();
        assert!(error.contains("round 1 is not complete"), "{error}");
        let results = crate::teams::simulate::random_results(&event, &[], 3);
        add_next_round(&mut event, &results).unwrap();
        assert_eq!(event.rounds.len(), 2);
        for m in &event.rounds[1].matches {
            assert!(
                !event.rounds[0]
                    .matches
                    .iter()
                    .any(|n| n.is_between(m.home, m.away))
            );
        }
        let error = add_next_round(&mut event, &results)
            .unwrap_err()
            .to_string();
        assert!(error.contains("all 2 rounds"), "{error}");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]
        /// Whatever the results, a Swiss of up to half as many rounds as teams is paired to
        /// the end: every team plays once a round or has the bye, no two teams meet twice, no
        /// team has two byes.
        #[test]
        fn every_round_is_paired_without_a_repeat(teams in 4u32..15, seed in 0u64..1000) {
            let rounds = (teams - 1) / 2;
            let mut event = swiss(teams, rounds);
            let mut results = Vec::new();
            for round in 1..=rounds {
                results.extend(crate::teams::simulate::random_results(&event, &results, seed + u64::from(round)));
                if round < rounds {
                    add_next_round(&mut event, &results).unwrap();
                }
            }
            let mut met = std::collections::BTreeSet::new();
            let mut byes = std::collections::BTreeSet::new();
            for round in &event.rounds {
                let mut seen: Vec<u32> = round.matches.iter().flat_map(|m| [m.home, m.away]).collect();
                for m in &round.matches {
                    proptest::prop_assert!(met.insert((m.home.min(m.away), m.home.max(m.away))));
                }
                if let Some(bye) = round.bye {
                    proptest::prop_assert!(byes.insert(bye));
                    seen.push(bye);
                }
                seen.sort_unstable();
                proptest::prop_assert_eq!(seen, (1..=teams).collect::<Vec<_>>());
            }
        }
    }
}
