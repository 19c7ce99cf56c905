//! The round robin's rounds, by the circle method that Berger's tables set out: with an even
//! number of teams (a bye added for an odd number), the last team stays put and the others
//! turn round a circle; in round `r` (from 0) the teams at `r + k` and `r - k` (counted round
//! the circle of the others) meet, and the last team meets the one at `r`. Each team meets each
//! other once, in `N - 1` rounds (`N` for an odd number, each team having one bye).

use super::event::{Pairing, Round};

/// Every round of a round robin of `teams` teams (at least two).
pub fn round_robin(teams: u32) -> Vec<Round> {
    let n = teams + teams % 2;
    let circle = n - 1;
    (0..circle)
        .map(|r| {
            let at = |position: u32| position % circle + 1;
            // The fixed team plays at home and away in turn.
            let fixed = if r % 2 == 0 { (at(r), n) } else { (n, at(r)) };
            let mut meetings = vec![fixed];
            for k in 1..n / 2 {
                let (a, b) = (at(r + k), at(r + circle - k));
                meetings.push(if k % 2 == 1 { (a, b) } else { (b, a) });
            }
            let mut round = Round::default();
            for (home, away) in meetings {
                if home > teams {
                    round.bye = Some(away);
                } else if away > teams {
                    round.bye = Some(home);
                } else {
                    round.matches.push(Pairing { home, away });
                }
            }
            round
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks that every team meets every other exactly once and plays (or has its bye) once
    /// a round.
    fn check(teams: u32) -> Vec<Round> {
        let rounds = round_robin(teams);
        let expected_rounds = if teams % 2 == 0 { teams - 1 } else { teams };
        assert_eq!(rounds.len() as u32, expected_rounds, "{teams} teams");
        let mut met = std::collections::BTreeMap::new();
        for round in &rounds {
            let mut seen: Vec<u32> = round
                .matches
                .iter()
                .flat_map(|m| [m.home, m.away])
                .chain(round.bye)
                .collect();
            seen.sort_unstable();
            assert_eq!(seen, (1..=teams).collect::<Vec<_>>(), "{round:?}");
            for m in &round.matches {
                *met.entry((m.home.min(m.away), m.home.max(m.away)))
                    .or_insert(0) += 1;
            }
        }
        for a in 1..=teams {
            for b in a + 1..=teams {
                assert_eq!(met.get(&(a, b)), Some(&1), "{a} and {b} of {teams}");
            }
        }
        let byes: Vec<u32> = rounds.iter().filter_map(|r| r.bye).collect();
        if teams % 2 == 1 {
            let mut sorted = byes.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (1..=teams).collect::<Vec<_>>());
        } else {
            assert!(byes.is_empty());
        }
        rounds
    }

    /// Six teams, worked by hand: the circle 1-5 turns, team 6 stays.
    /// Round 1 (r = 0): 6 meets 1; 2 (at 1) meets 5 (at -1); 3 meets 4.
    /// Round 2 (r = 1): 6 meets 2; 3 meets 1; 4 meets 5.
    #[test]
    fn six_teams_in_five_rounds() {
        let rounds = check(6);
        let pairs = |round: &Round| -> Vec<(u32, u32)> {
            round.matches.iter().map(|m| (m.home, m.away)).collect()
        };
        assert_eq!(pairs(&rounds[0]), vec![(1, 6), (2, 5), (4, 3)]);
        assert_eq!(pairs(&rounds[1]), vec![(6, 2), (3, 1), (5, 4)]);
    }

    #[test]
    fn every_size_meets_once() {
        for teams in 2..=17 {
            check(teams);
        }
        // Five teams: the sixth place is the bye.
        assert_eq!(round_robin(5)[0].bye, Some(1));
    }
}
