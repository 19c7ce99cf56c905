//! Every movement the generators offer, for every table count, passes the movement checks,
//! verified here independently of `movement::check`.

use std::collections::{HashMap, HashSet};

use club::movement::{Movement, barometer, howell, mitchell};
use proptest::prelude::*;

/// The invariants, counted afresh: every pair sits once each round; no pair plays a
/// set twice; every set is played equally often; no two pairs meet twice; a table is used
/// once a round; pairs are numbered 1..=P with no gaps.
fn verify(movement: &Movement) {
    let mut sets_played: HashSet<(u32, u32)> = HashSet::new();
    let mut met: HashSet<(u32, u32)> = HashSet::new();
    let mut plays: HashMap<u32, usize> = HashMap::new();
    for (r, round) in movement.rounds.iter().enumerate() {
        let mut pairs: Vec<u32> = round.iter().flat_map(|s| [s.ns, s.ew]).collect();
        pairs.sort_unstable();
        assert_eq!(
            pairs,
            (1..=movement.pairs).collect::<Vec<_>>(),
            "round {}",
            r + 1
        );
        let tables: HashSet<u32> = round.iter().map(|s| s.table).collect();
        assert_eq!(tables.len(), round.len());
        for s in round {
            assert!(
                sets_played.insert((s.ns, s.set)),
                "pair {} set {} twice",
                s.ns,
                s.set
            );
            assert!(
                sets_played.insert((s.ew, s.set)),
                "pair {} set {} twice",
                s.ew,
                s.set
            );
            assert!(
                met.insert((s.ns.min(s.ew), s.ns.max(s.ew))),
                "{s:?} meet twice"
            );
            *plays.entry(s.set).or_default() += 1;
            assert!((1..=movement.sets).contains(&s.set));
        }
    }
    assert_eq!(plays.len() as u32, movement.sets, "every set is played");
    let first = plays[&1];
    assert!(plays.values().all(|&p| p == first), "{plays:?}");
}

/// A Mitchell's North-South pairs are 1..=T and never move; East-West pairs T+1..=2T.
fn verify_mitchell(movement: &Movement) {
    for round in &movement.rounds {
        for s in round {
            let (home, visitor) = if s.ns <= movement.tables {
                (s.ns, s.ew)
            } else {
                (s.ew, s.ns)
            };
            assert_eq!(home, s.table);
            assert!(visitor > movement.tables);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_mitchell_passes(tables in 2u32..40, rounds_fraction in 0.0f64..1.0, boards in 1u32..5, switch in proptest::collection::vec(1u32..40, 0..3)) {
        let most = if tables % 2 == 0 { tables - 1 } else { tables };
        let rounds = 1 + ((most - 1) as f64 * rounds_fraction) as u32;
        let switch: Vec<u32> = switch.into_iter().filter(|&r| r <= rounds).collect();
        let (movement, balance) = mitchell(tables, Some(rounds), boards, &switch).unwrap();
        verify(&movement);
        verify_mitchell(&movement);
        prop_assert_eq!(movement.rounds.len() as u32, rounds);
        prop_assert_eq!(balance.fields.len(), if switch.is_empty() { 2 } else { 1 });
        prop_assert!(mitchell(tables, Some(most + 1), boards, &[]).is_err());
    }

    #[test]
    fn every_barometer_passes(tables in 2u32..60, rounds_fraction in 0.0f64..1.0, boards in 1u32..5) {
        let most = 2 * tables - 1;
        let rounds = 1 + ((most - 1) as f64 * rounds_fraction) as u32;
        let (movement, _) = barometer(tables, Some(rounds), boards).unwrap();
        verify(&movement);
        // Every table plays the round's set.
        for (r, round) in movement.rounds.iter().enumerate() {
            prop_assert!(round.iter().all(|s| s.set == r as u32 + 1));
        }
    }
}

#[test]
fn every_howell_passes_at_every_round_count() {
    for tables in 2..=club::movement::HOWELL_MAX_TABLES {
        for rounds in 1..=2 * tables - 1 {
            let (movement, _) = howell(tables, Some(rounds), 2).unwrap();
            verify(&movement);
        }
        let (complete, _) = howell(tables, None, 2).unwrap();
        // A complete Howell: every pair meets every other.
        let meetings: usize = complete.rounds.iter().map(Vec::len).sum();
        assert_eq!(meetings as u32, tables * (2 * tables - 1));
        assert!(howell(tables, Some(2 * tables), 2).is_err());
    }
    assert!(howell(13, None, 2).is_err());
    assert!(howell(1, None, 2).is_err());
}

#[test]
fn a_sit_out_is_declared_and_its_opponents_do_not_play() {
    let (movement, _) = mitchell(7, None, 3, &[]).unwrap();
    let movement = movement.with_sit_out(14).unwrap();
    let balance = club::movement::check(&movement).unwrap();
    assert_eq!(balance.fields[1].pairs.len(), 6);
    let board_1_plays = movement.plays_of_board(1).count();
    assert_eq!(
        board_1_plays, 6,
        "the table with the absent pair does not play it"
    );
    assert!(movement.clone().with_sit_out(15).is_err());
}

#[test]
fn a_broken_movement_is_refused_with_its_reason() {
    let (mut movement, _) = mitchell(5, None, 2, &[]).unwrap();
    movement.rounds[1][0].ew = movement.rounds[0][0].ew;
    movement.rounds[1][0].set = movement.rounds[0][0].set;
    let error = club::movement::check(&movement).unwrap_err().to_string();
    assert!(error.contains("twice"), "{error}");
    let (mut movement, _) = howell(4, None, 2).unwrap();
    movement.shares.clear();
    movement.rounds[0][1].set = movement.rounds[0][0].set;
    let error = club::movement::check(&movement).unwrap_err().to_string();
    assert!(!error.is_empty());
    assert!(
        error.ends_with("in round 1, and share no boards"),
        "{error}"
    );
    let (mut movement, _) = mitchell(3, None, 2, &[]).unwrap();
    movement.rounds[0][2].ew = 7;
    let error = club::movement::check(&movement).unwrap_err().to_string();
    assert_eq!(
        error,
        "round 1: table 3 (pairs 3 and 7, set 3) names a table, pair or set the movement does not have: tables 1 to 3, pairs 1 to 6, sets 1 to 3"
    );
}

#[test]
fn a_mistyped_table_count_is_refused_not_built() {
    let error = barometer(100_000, None, 3).unwrap_err().to_string();
    assert_eq!(
        error,
        "a barometer is made for 2 to 1000 tables, not 100000"
    );
    assert!(mitchell(5_000, None, 3, &[]).is_err());
    assert!(mitchell(1, None, 3, &[]).is_err());
    let error = mitchell(5, None, 4_000_000_000, &[])
        .unwrap_err()
        .to_string();
    assert_eq!(
        error,
        "a round of 4000000000 boards: a round has 1 to 36 boards"
    );
    assert!(howell(4, None, 0).is_err());
}

/// The five-table complete Howell: 10 pairs, 9 rounds, 9 sets, every table its own set every
/// round; every pair meets every other once and plays every set once.
#[test]
fn the_five_table_howell_shares_no_boards() {
    let (movement, balance) = howell(5, None, 3).unwrap();
    verify(&movement);
    assert!(movement.shares.is_empty());
    assert!(!movement.duplicated_boards);
    assert_eq!(
        (movement.pairs, movement.rounds.len(), movement.sets),
        (10, 9, 9)
    );
    for round in &movement.rounds {
        let sets: HashSet<u32> = round.iter().map(|s| s.set).collect();
        assert_eq!(sets.len(), 5, "every table its own set");
    }
    for pair in 1..=10 {
        let mut opponents: Vec<u32> = Vec::new();
        let mut sets: Vec<u32> = Vec::new();
        for s in movement.rounds.iter().flatten() {
            if s.ns == pair || s.ew == pair {
                opponents.push(if s.ns == pair { s.ew } else { s.ns });
                sets.push(s.set);
            }
        }
        opponents.sort_unstable();
        sets.sort_unstable();
        let others: Vec<u32> = (1..=10).filter(|&p| p != pair).collect();
        assert_eq!(opponents, others, "pair {pair}");
        assert_eq!(sets, (1..=9).collect::<Vec<_>>(), "pair {pair}");
    }
    // One field; every two pairs compared on some boards (3 a set).
    assert_eq!(balance.fields.len(), 1);
    assert!(balance.fields[0].min_comparisons > 0);
}

/// Two and three tables must share: every 1-factorisation of the complete graph on 4 or 6
/// pairs is the circle's (up to renumbering), so it is enough to try every way of giving the
/// circle's tables distinct sets, round by round, and find that none lets every pair play
/// every set once.
#[test]
fn two_and_three_tables_cannot_have_a_set_each() {
    for tables in [2, 3] {
        let (movement, _) = howell(tables, None, 1).unwrap();
        let meetings: Vec<Vec<(u32, u32)>> = movement
            .rounds
            .iter()
            .map(|round| round.iter().map(|s| (s.ns, s.ew)).collect())
            .collect();
        let sets = movement.sets;
        let mut played = HashSet::new();
        let found = assign_sets(&meetings, sets, 0, 0, &mut Vec::new(), &mut played);
        assert!(!found, "{tables} tables");
    }
    // The same search finds the four-table Howell's (so it is able to find one).
    let (movement, _) = howell(4, None, 1).unwrap();
    let meetings: Vec<Vec<(u32, u32)>> = movement
        .rounds
        .iter()
        .map(|round| round.iter().map(|s| (s.ns, s.ew)).collect())
        .collect();
    assert!(assign_sets(
        &meetings,
        7,
        0,
        0,
        &mut Vec::new(),
        &mut HashSet::new()
    ));
}

/// Gives meeting `t` of round `r` on a set no other table of the round has and neither pair
/// has played; `true` when every meeting has one.
fn assign_sets(
    meetings: &[Vec<(u32, u32)>],
    sets: u32,
    r: usize,
    t: usize,
    round_sets: &mut Vec<u32>,
    played: &mut HashSet<(u32, u32)>,
) -> bool {
    if r == meetings.len() {
        return true;
    }
    if t == meetings[r].len() {
        let mut next = Vec::new();
        return assign_sets(meetings, sets, r + 1, 0, &mut next, played);
    }
    let (a, b) = meetings[r][t];
    for set in 1..=sets {
        if round_sets.contains(&set) || played.contains(&(a, set)) || played.contains(&(b, set)) {
            continue;
        }
        round_sets.push(set);
        played.insert((a, set));
        played.insert((b, set));
        let done = assign_sets(meetings, sets, r, t + 1, round_sets, played);
        round_sets.pop();
        played.remove(&(a, set));
        played.remove(&(b, set));
        if done {
            return true;
        }
    }
    false
}
