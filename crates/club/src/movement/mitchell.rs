//! The Mitchell movement.

use super::{Balance, Kind, Movement, MovementError, Sitting, check};

/// How a Mitchell with an even number of tables keeps the East-West pairs from boards they
/// have played (with an odd number the question does not arise).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum EvenTables {
    /// The East-West pairs skip a table after half the rounds: `T - 1` rounds at most.
    Skip,
    /// A relay and a bye stand: tables 1 and `T` share a set each round, and one set rests on
    /// a bye stand between tables `T/2` and `T/2 + 1`; the boards move down through the bye
    /// stand, and the East-West pairs play all `T` rounds, meeting every North-South pair.
    RelayAndByeStand,
}

/// A Mitchell of `tables` tables: North-South pair `t` stays at table `t`, East-West pairs
/// (numbered `T+1..=2T`) move up one table and the boards down one table each round. In round
/// `r` (from 1) table `t` plays set `((t + r - 2) mod T) + 1`. With an even number of tables
/// the East-West pairs skip a table after half the rounds (else they would meet the boards
/// they have played), so they meet at most `T - 1` North-South pairs: `rounds` is at most `T`
/// for an odd number of tables, `T - 1` for an even (the default, every round the movement
/// has). In the `arrow_switch` rounds (from 1) the pairs exchange directions.
pub fn mitchell(
    tables: u32,
    rounds: Option<u32>,
    boards_per_set: u32,
    arrow_switch: &[u32],
) -> Result<(Movement, Balance), MovementError> {
    mitchell_with(
        tables,
        rounds,
        boards_per_set,
        arrow_switch,
        EvenTables::Skip,
    )
}

/// A Mitchell of an even number of `tables` with a relay (tables 1 and `T` share a set each
/// round) and a bye stand (a set resting between tables `T/2` and `T/2 + 1`) instead of the
/// skip, played in all its `T` rounds (fewer would play some
/// sets more often than others). Sets 1 to `T/2` start at tables 1 to `T/2`, set `T/2 + 1` on
/// the bye stand, the next sets at tables `T/2 + 1` to `T - 1`, and table `T` shares set 1
/// with table 1; each round every set moves down one place (table 1's to table `T - 1`,
/// table `T/2 + 1`'s to the bye stand, the bye stand's to table `T/2`).
pub fn mitchell_relay_bye(
    tables: u32,
    rounds: Option<u32>,
    boards_per_set: u32,
    arrow_switch: &[u32],
) -> Result<(Movement, Balance), MovementError> {
    mitchell_with(
        tables,
        rounds,
        boards_per_set,
        arrow_switch,
        EvenTables::RelayAndByeStand,
    )
}

/// A Mitchell with an even number of tables arranged as `even` says.
fn mitchell_with(
    tables: u32,
    rounds: Option<u32>,
    boards_per_set: u32,
    arrow_switch: &[u32],
    even_tables: EvenTables,
) -> Result<(Movement, Balance), MovementError> {
    if !(2..=super::MAX_TABLES).contains(&tables) {
        return Err(MovementError::TableCount {
            kind: "Mitchell",
            range: format!("2 to {}", super::MAX_TABLES),
            tables,
        });
    }
    let even = tables % 2 == 0;
    let relay = even_tables == EvenTables::RelayAndByeStand;
    if relay && !even {
        return Err(MovementError::TableCount {
            kind: "Mitchell with a relay and a bye stand",
            range: "an even number of".to_string(),
            tables,
        });
    }
    let skip = even && !relay;
    let most = if skip { tables - 1 } else { tables };
    let rounds = rounds.unwrap_or(most);
    if rounds > most {
        return Err(MovementError::TooManyRounds {
            kind: "Mitchell",
            tables,
            most,
            rounds,
            why: if skip {
                "after the skip, the East-West pairs would meet their first opponents again"
            } else {
                "then every East-West pair has met every North-South pair"
            },
        });
    }
    if rounds == 0 {
        return Err(MovementError::Empty);
    }
    if relay && rounds < most {
        return Err(MovementError::AllRoundsNeeded {
            kind: "Mitchell with a relay and a bye stand",
            tables,
            most,
            rounds,
            why: "in fewer, the shared boards are played more often than the others",
        });
    }
    if let Some(&round) = arrow_switch.iter().find(|&&r| r == 0 || r > rounds) {
        return Err(MovementError::NoSuchRound { round, rounds });
    }
    // Where a table's boards are in the boards' cycle: with a relay and bye stand, tables 1
    // and T are one place and the bye stand is the place after table T/2.
    let place = |table: u32| match (relay, table) {
        (false, t) => t - 1,
        (true, t) if t == 1 || t == tables => 0,
        (true, t) if t <= tables / 2 => t - 1,
        (true, t) => t,
    };
    let rounds_list = (1..=rounds)
        .map(|round| {
            let skipped = u32::from(skip && round > tables / 2);
            (1..=tables)
                .map(|table| {
                    // The East-West pair that started at table e + 1 has moved r - 1 (+ skip)
                    // tables up.
                    let moved = (round - 1 + skipped) % tables;
                    let east_west = tables + (table - 1 + tables - moved) % tables + 1;
                    let set = (place(table) + round - 1) % tables + 1;
                    let (ns, ew) = if arrow_switch.contains(&round) {
                        (east_west, table)
                    } else {
                        (table, east_west)
                    };
                    Sitting { table, ns, ew, set }
                })
                .collect()
        })
        .collect();
    let mut switched = arrow_switch.to_vec();
    switched.sort_unstable();
    switched.dedup();
    let movement = Movement {
        kind: Kind::Mitchell,
        tables,
        pairs: 2 * tables,
        boards_per_set,
        sets: tables,
        rounds: rounds_list,
        shares: if relay {
            vec![vec![1, tables]]
        } else {
            Vec::new()
        },
        duplicated_boards: false,
        arrow_switched: switched,
        sit_out: None,
    };
    let balance = check(&movement)?;
    Ok((movement, balance))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seed 004's seven-table Mitchell: in round 2, East-West pair 7 (here 14) is at table 1
    /// and plays the set table 2 played in round 1.
    #[test]
    fn the_seven_table_mitchell_of_the_club_bulletin() {
        let (movement, balance) = mitchell(7, None, 3, &[]).unwrap();
        assert_eq!(movement.rounds.len(), 7);
        let round2_table1 = movement.rounds[1][0];
        assert_eq!(round2_table1.ew, 7 + 7);
        assert_eq!(round2_table1.set, movement.rounds[0][1].set);
        assert_eq!(
            movement.rounds[0][0],
            Sitting {
                table: 1,
                ns: 1,
                ew: 8,
                set: 1
            }
        );
        // Two fields; every two North-South pairs are compared on the sets both played.
        assert_eq!(balance.fields.len(), 2);
        assert_eq!(balance.fields[0].pairs, (1..=7).collect::<Vec<_>>());
    }

    /// Checklist E-2: six tables without the skip would send East-West pair 1 back to set 1;
    /// the skip avoids it, and a sixth round is refused.
    #[test]
    fn an_even_mitchell_skips_and_has_one_round_fewer_than_tables() {
        let (movement, _) = mitchell(6, None, 2, &[]).unwrap();
        assert_eq!(movement.rounds.len(), 5);
        // Round 4 is after the skip: East-West pair 7 (started at table 1) is at table 5.
        let table = movement.rounds[3].iter().find(|s| s.ew == 7).unwrap().table;
        assert_eq!(table, 5);
        let error = mitchell(6, Some(6), 2, &[]).unwrap_err();
        assert!(error.to_string().contains("at most 5 rounds"), "{error}");
    }

    #[test]
    fn an_arrow_switched_round_exchanges_directions_and_makes_one_field() {
        let (movement, balance) = mitchell(5, None, 2, &[5]).unwrap();
        // East-West pair 7 started at table 2 and has moved four tables up, to table 1.
        assert_eq!(movement.rounds[4][0].ns, 7);
        assert_eq!(movement.rounds[4][0].ew, 1);
        assert_eq!(balance.fields.len(), 1);
        assert!(mitchell(5, None, 2, &[6]).is_err());
    }

    /// Six tables with a relay and bye stand, by hand (bridgecentral's arrangement): round 1
    /// sets 1, 2, 3 at tables 1 to 3, set 4 on the bye stand, sets 5 and 6 at tables 4 and 5,
    /// set 1 shared by table 6; round 2: every set one place down.
    #[test]
    fn six_tables_with_a_relay_and_a_bye_stand() {
        let (movement, balance) = mitchell_relay_bye(6, None, 3, &[]).unwrap();
        assert_eq!(movement.rounds.len(), 6);
        assert_eq!(movement.shares, vec![vec![1, 6]]);
        let sets =
            |round: usize| -> Vec<u32> { movement.rounds[round].iter().map(|s| s.set).collect() };
        assert_eq!(sets(0), vec![1, 2, 3, 5, 6, 1]);
        assert_eq!(sets(1), vec![2, 3, 4, 6, 1, 2]);
        assert_eq!(sets(5), vec![6, 1, 2, 4, 5, 6]);
        // East-West pair 7 meets North-South pairs 1 to 6 in turn, and plays sets 1, 3, 5,
        // (bye stand passed) 2, 4, 6.
        let pair_7: Vec<(u32, u32)> = movement
            .rounds
            .iter()
            .map(|round| {
                let s = round.iter().find(|s| s.ew == 7).unwrap();
                (s.ns, s.set)
            })
            .collect();
        assert_eq!(pair_7, vec![(1, 1), (2, 3), (3, 5), (4, 2), (5, 4), (6, 6)]);
        assert_eq!(balance.fields.len(), 2);
    }

    #[test]
    fn a_relay_and_bye_stand_needs_an_even_number_of_tables_and_every_round() {
        let error = mitchell_relay_bye(7, None, 3, &[]).unwrap_err().to_string();
        assert_eq!(
            error,
            "a Mitchell with a relay and a bye stand is made for an even number of tables, not 7"
        );
        let error = mitchell_relay_bye(6, Some(5), 3, &[])
            .unwrap_err()
            .to_string();
        assert!(error.contains("all its 6 rounds"), "{error}");
        assert!(mitchell_relay_bye(6, Some(7), 3, &[]).is_err());
    }
}
