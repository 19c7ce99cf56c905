//! Every movement the generators offer, for every table count, passes the movement checks,
//! verified here independently of `movement::check`.

use std::collections::{HashMap, HashSet};

use club::movement::{
    Movement, MovementFileError, barometer, howell, mitchell, mitchell_relay_bye, read_movement,
};
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

/// Every relay-and-bye-stand Mitchell: each East-West pair plays every set once and meets
/// every North-South pair once, in T rounds; the shared set is the only set at two tables.
#[test]
fn every_relay_and_bye_stand_mitchell_passes() {
    for tables in (2..=60).step_by(2) {
        let (movement, balance) = mitchell_relay_bye(tables, None, 2, &[]).unwrap();
        verify(&movement);
        verify_mitchell(&movement);
        assert_eq!(movement.rounds.len() as u32, tables);
        assert_eq!(movement.shares, vec![vec![1, tables]]);
        for ew in tables + 1..=2 * tables {
            let mut sets: Vec<u32> = Vec::new();
            let mut opponents: Vec<u32> = Vec::new();
            for s in movement.rounds.iter().flatten().filter(|s| s.ew == ew) {
                sets.push(s.set);
                opponents.push(s.ns);
            }
            sets.sort_unstable();
            opponents.sort_unstable();
            assert_eq!(sets, (1..=tables).collect::<Vec<_>>(), "pair {ew}");
            assert_eq!(opponents, (1..=tables).collect::<Vec<_>>(), "pair {ew}");
        }
        for round in &movement.rounds {
            let mut sets: Vec<u32> = round.iter().map(|s| s.set).collect();
            assert_eq!(round[0].set, round[tables as usize - 1].set, "the relay");
            sets.sort_unstable();
            sets.dedup();
            assert_eq!(sets.len() as u32, tables - 1, "one set on the bye stand");
        }
        assert_eq!(balance.fields.len(), 2);
    }
}

/// Four tables by hand: set 3 starts on the bye stand (between tables 2 and 3), table 4
/// shares set 1 with table 1; pair 5 (East-West, from table 1) plays sets 1, 3, 2, 4 against
/// North-South pairs 1 to 4.
#[test]
fn four_tables_with_a_relay_and_a_bye_stand_by_hand() {
    let (movement, _) = mitchell_relay_bye(4, None, 1, &[]).unwrap();
    let round_1: Vec<(u32, u32, u32)> = movement.rounds[0]
        .iter()
        .map(|s| (s.ns, s.ew, s.set))
        .collect();
    assert_eq!(round_1, vec![(1, 5, 1), (2, 6, 2), (3, 7, 4), (4, 8, 1)]);
    let pair_5: Vec<(u32, u32)> = movement
        .rounds
        .iter()
        .map(|round| {
            let s = round.iter().find(|s| s.ew == 5).unwrap();
            (s.ns, s.set)
        })
        .collect();
    assert_eq!(pair_5, vec![(1, 1), (2, 3), (3, 2), (4, 4)]);
}

/// A movement written out in arbiter's rows.
fn as_rows(movement: &Movement) -> String {
    let mut out = String::from("# written by the test\nround table ns ew set\n");
    for group in &movement.shares {
        let tables: Vec<String> = group.iter().map(u32::to_string).collect();
        out += &format!("share {}\n", tables.join(" "));
    }
    // Rounds last first, to show the order does not matter.
    for (r, round) in movement.rounds.iter().enumerate().rev() {
        for s in round {
            out += &format!("{} {} {} {} {}\n", r + 1, s.table, s.ns, s.ew, s.set);
        }
    }
    out
}

/// A movement written out as an .ASC file, board groups as letters when there are few.
fn as_asc(movement: &Movement) -> String {
    let mut out = format!(
        "{} {} {} {} 0\n",
        movement.pairs,
        movement.tables,
        movement.rounds.len(),
        movement.sets
    );
    let letters = movement.sets <= 26;
    for round in &movement.rounds {
        let entries: Vec<String> = round
            .iter()
            .map(|s| {
                let group = if letters {
                    char::from(b'A' + s.set as u8 - 1).to_string()
                } else {
                    s.set.to_string()
                };
                format!("{:>2}-{:>2} {group}", s.ns, s.ew)
            })
            .collect();
        out += &entries.join("  ");
        out += "  # a round\n";
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// A generated movement written in either format reads back as the same movement, with
    /// the same balance.
    #[test]
    fn a_movement_written_to_a_file_reads_back(kind in 0..4u32, tables in 2u32..13, boards in 1u32..5) {
        let made = match kind {
            0 => mitchell(tables, None, boards, &[]),
            1 => howell(tables, None, boards),
            2 => mitchell_relay_bye(tables + tables % 2, None, boards, &[]),
            _ => mitchell(tables, Some(1), boards, &[1]),
        };
        let (movement, balance) = made.unwrap();
        // A file has no arrow-switched rounds: pairs that change direction make a Howell
        // (one field), as the arrow-switched Mitchell is.
        let expected = Movement {
            kind: if movement.arrow_switched.is_empty() {
                movement.kind
            } else {
                club::movement::Kind::Howell
            },
            arrow_switched: Vec::new(),
            ..movement.clone()
        };
        let (rows, rows_balance) = read_movement(&as_rows(&movement), boards).unwrap();
        prop_assert_eq!(&rows, &expected);
        prop_assert_eq!(&rows_balance, &balance);
        let (asc, asc_balance) = read_movement(&as_asc(&movement), boards).unwrap();
        // The .ASC file declares no shares: the tables playing one group in a round share.
        prop_assert_eq!(&asc, &expected);
        prop_assert_eq!(&asc_balance, &balance);
    }
}

/// A three-table Mitchell typed by hand as an .ASC file is arbiter's own three-table Mitchell.
#[test]
fn a_hand_typed_asc_mitchell_is_the_mitchell() {
    let text = "6 3 3 3 0\n1-4 A 2-5 B 3-6 C\n\n# round 2\n1-6 B 2-4 C 3-5 A\n1-5 C 2-6 A 3-4 B\n";
    let (movement, balance) = read_movement(text, 2).unwrap();
    let (expected, expected_balance) = mitchell(3, None, 2, &[]).unwrap();
    assert_eq!(movement, expected);
    assert_eq!(balance, expected_balance);
    let as_numbers = text.replace('A', "1").replace('B', "2").replace('C', "3");
    assert_eq!(read_movement(&as_numbers, 2).unwrap().0, expected);
    // An unused table (0 0 0) in every round: a fourth table, stationary boards elsewhere.
    let with_empty =
        "6 4 3 3 0\n1-4 A 0-0 0 2-5 B 3-6 C\n1-6 B 0 0 0 2-4 C 3-5 A\n1-5 C 0 0 0 2-6 A 3-4 B\n";
    let (movement, _) = read_movement(with_empty, 2).unwrap();
    assert_eq!(movement.tables, 4);
    assert!(movement.rounds.iter().all(|round| round.len() == 3));
    assert!(movement.rounds.iter().flatten().all(|s| s.table != 2));
}

/// Malformed files are refused with the line and column of the fault.
#[test]
fn a_malformed_movement_file_is_refused_at_its_line_and_column() {
    let error = |text: &str| read_movement(text, 3).unwrap_err().to_string();
    assert_eq!(
        error("6 3 3 3 0\n1-4 A 2-5 B 3-6 C\n1-6 B 2-4 C 3-5 A\n1-5 C 2-6 A 3-4 x\n"),
        "line 4, column 17: expected a board group (a capital letter A, B... or a number 1, 2...), found `x`"
    );
    assert_eq!(
        error("6 3 3 3 0\n1-4 A 2-5 B 3-6 C\n1-6 B 2-4 C 3-5 A\n1-5 C 2-6 1 3-4 B\n"),
        "line 4, column 11: board groups are letters in this file (from line 2), so `1` cannot be a number"
    );
    assert_eq!(
        error("6 3 3 3 0\n1-4 A 2-5 B 3-6 C\n1-6 B 2-4 C\n"),
        "line 3, column 12: a round of 3 tables has 9 entries (North-South pair, East-West pair, board group for each table), this line 6"
    );
    assert_eq!(
        error("6 3 3 3 0\n1-4 A 2-5 B 3-6 C\n1-6 B 2-4 C 3-5 A\n"),
        "line 1, column 5: the header announces 3 rounds, and the file has 2"
    );
    assert_eq!(
        error("6 3 1 3 0\n1-4 A 2-5 B 3-7 C\n"),
        "line 2, column 15: table 3: the header announces 6 pairs, so not 7"
    );
    assert_eq!(
        error("12 3 1 3 1\n"),
        "line 1, column 10: an individual movement (players, not pairs): arbiter's movements are for pairs"
    );
    assert_eq!(
        error("6 3 3 99999999999 0\n"),
        "line 1, column 7: expected the number of board groups (a whole number), found `99999999999`"
    );
    assert_eq!(
        error("round table ns ew set\n1 1 1 4 1\n1 1 2 5 2\n"),
        "line 3, column 1: round 1, table 1 is already given on line 2"
    );
    assert_eq!(
        error("round table ns ew set\n1 1 1 4 1\n1 2 2 5\n"),
        "line 3, column 8: a row has five numbers, ROUND TABLE NS EW SET; this one has 4"
    );
    assert_eq!(
        error("round table ns ew set\n1 1 1 4 0\n"),
        "line 2, column 9: the set is numbered from 1, not 0"
    );
    assert_eq!(
        error("round table ns ew set\n3 1 1 2 1\n"),
        "line 1, column 1: the file has rows for round 3 but none for round 1"
    );
    assert_eq!(
        error("round table ns ew set\n1 1 1 2 5000\n"),
        "line 2, column 9: the set 5000 is too large: a movement file holds numbers up to 2000"
    );
    assert_eq!(
        error(""),
        "line 1, column 1: the file is empty: an .ASC movement begins with its header, PAIRS TABLES ROUNDS GROUPS 0"
    );
    assert_eq!(
        error("0 0 0 0 0 # nothing"),
        "line 1, column 3: a movement has 1 to 1000 tables, not 0"
    );
    assert_eq!(
        error("1 1 1 1 0\n1-2 A"),
        "line 1, column 1: a movement has at least 2 pairs, not 1"
    );
    assert_eq!(
        error("round table ns ew set # and nothing else"),
        "line 1, column 22: the file has no rows: a row is ROUND TABLE NS EW SET"
    );
    // A file that reads but whose movement does not work is refused by the checks.
    assert_eq!(
        error("round table ns ew set\n1 1 1 2 1\n1 2 3 4 1\n"),
        "the movement in the file does not work: tables 1 and 2 would both play set 1 in round 1, and share no boards"
    );
    let shared = read_movement(
        "round table ns ew set\nshare 1 2\n1 1 1 2 1\n1 2 3 4 1\n",
        3,
    );
    assert_eq!(shared.unwrap().0.shares, vec![vec![1, 2]]);
    assert!(matches!(
        read_movement("round table ns ew\n", 3),
        Err(MovementFileError::Syntax {
            line: 1,
            column: 1,
            ..
        })
    ));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Whatever a file holds, reading it gives a checked movement or an error, never a panic;
    /// a syntax error points inside the file.
    #[test]
    fn any_movement_file_is_read_or_refused(
        text in "(round table ns ew set\n)?([0-9A-Za-z#, ;-]{0,30}\n){0,8}",
        boards in 1u32..4,
    ) {
        match read_movement(&text, boards) {
            Ok((movement, _)) => {
                prop_assert!(club::movement::check(&movement).is_ok());
                prop_assert!(movement.pairs >= 2 && movement.sets >= 1);
            }
            Err(MovementFileError::Syntax { line, column, .. }) => {
                prop_assert!(line >= 1 && line <= text.lines().count().max(1));
                prop_assert!(column >= 1);
            }
            Err(MovementFileError::Movement(_)) => {}
        }
    }
}
