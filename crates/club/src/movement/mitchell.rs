//! The Mitchell movement.

use super::{Balance, Kind, Movement, MovementError, Sitting, check};

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
    if !(2..=super::MAX_TABLES).contains(&tables) {
        return Err(MovementError::TableCount {
            kind: "Mitchell",
            range: format!("2 to {}", super::MAX_TABLES),
            tables,
        });
    }
    let even = tables % 2 == 0;
    let most = if even { tables - 1 } else { tables };
    let rounds = rounds.unwrap_or(most);
    if rounds > most {
        return Err(MovementError::TooManyRounds {
            kind: "Mitchell",
            tables,
            most,
            rounds,
            why: if even {
                "after the skip, the East-West pairs would meet their first opponents again"
            } else {
                "then every East-West pair has met every North-South pair"
            },
        });
    }
    if rounds == 0 {
        return Err(MovementError::Empty);
    }
    if let Some(&round) = arrow_switch.iter().find(|&&r| r == 0 || r > rounds) {
        return Err(MovementError::NoSuchRound { round, rounds });
    }
    let rounds_list = (1..=rounds)
        .map(|round| {
            let skip = u32::from(even && round > tables / 2);
            (1..=tables)
                .map(|table| {
                    // The East-West pair that started at table e + 1 has moved r - 1 (+ skip)
                    // tables up.
                    let moved = (round - 1 + skip) % tables;
                    let east_west = tables + (table - 1 + tables - moved) % tables + 1;
                    let set = (table + round - 2) % tables + 1;
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
        shares: Vec::new(),
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
}
