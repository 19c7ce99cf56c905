//! The checks every movement passes when made, and its balance.

use std::collections::BTreeMap;

use serde::Serialize;
use thiserror::Error;

use super::Movement;

/// Why a movement cannot be made, or what is wrong with one.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MovementError {
    /// A number of tables the kind of movement is not made for.
    #[error("a {kind} is made for {range} tables, not {tables}")]
    TableCount {
        /// The movement's kind.
        kind: &'static str,
        /// The numbers of tables it is made for: `2 or more`, `2 to 12`.
        range: String,
        /// The number asked for.
        tables: u32,
    },
    /// More rounds than the movement has.
    #[error("a {kind} of {tables} tables has at most {most} rounds ({why}), not {rounds}")]
    TooManyRounds {
        /// The movement's kind.
        kind: &'static str,
        /// Its tables.
        tables: u32,
        /// The most rounds it has.
        most: u32,
        /// The rounds asked for.
        rounds: u32,
        /// Why.
        why: &'static str,
    },
    /// Fewer rounds than a movement that is played whole.
    #[error("a {kind} of {tables} tables is played in all its {most} rounds ({why}), not {rounds}")]
    AllRoundsNeeded {
        /// The movement's kind.
        kind: &'static str,
        /// Its tables.
        tables: u32,
        /// Its rounds.
        most: u32,
        /// The rounds asked for.
        rounds: u32,
        /// Why.
        why: &'static str,
    },
    /// No rounds.
    #[error("a movement needs at least one round")]
    Empty,
    /// A number of boards a round no session plays.
    #[error("a round of {0} boards: a round has 1 to {most} boards", most = super::MAX_BOARDS_PER_ROUND)]
    BoardsPerRound(u32),
    /// An arrow-switched round the movement does not have.
    #[error("round {round} cannot be arrow-switched: the movement has rounds 1 to {rounds}")]
    NoSuchRound {
        /// The round named.
        round: u32,
        /// The movement's rounds.
        rounds: u32,
    },
    /// A pair the movement does not have.
    #[error("there is no pair {pair}: the pairs are numbered 1 to {pairs}")]
    NoSuchPair {
        /// The pair named.
        pair: u32,
        /// The movement's pairs.
        pairs: u32,
    },
    /// A pair meets the same boards twice.
    #[error("pair {pair} would play set {set} twice (rounds {first} and {second})")]
    PlaysSetTwice {
        /// The pair.
        pair: u32,
        /// The set.
        set: u32,
        /// The first round it plays it.
        first: u32,
        /// The second.
        second: u32,
    },
    /// Boards not played equally often.
    #[error(
        "set {set} is played {plays} times, set 1 {first} times: every board must be played equally often"
    )]
    UnequalPlays {
        /// The set.
        set: u32,
        /// Its plays.
        plays: usize,
        /// Set 1's plays.
        first: usize,
    },
    /// A pair that does not play a round, or plays it twice.
    #[error("pair {pair} sits {times} times in round {round}: every pair plays every round once")]
    PairInRound {
        /// The pair.
        pair: u32,
        /// The round.
        round: u32,
        /// How often it sits in it.
        times: usize,
    },
    /// Two pairs that meet more than once.
    #[error("pairs {a} and {b} meet in rounds {first} and {second}")]
    MeetTwice {
        /// One pair.
        a: u32,
        /// The other.
        b: u32,
        /// The first round they meet.
        first: u32,
        /// The second.
        second: u32,
    },
    /// Two tables playing one set in a round without a declared share.
    #[error("tables {a} and {b} would both play set {set} in round {round}, and share no boards")]
    SetAtTwoTables {
        /// The set.
        set: u32,
        /// The round.
        round: u32,
        /// One table.
        a: u32,
        /// The other.
        b: u32,
    },
    /// A table used twice in a round, or a sitting with a table, pair or set out of range.
    #[error("round {round}: {what}")]
    Malformed {
        /// The round.
        round: u32,
        /// What is wrong.
        what: String,
    },
}

/// How evenly a field's pairs are compared: for each two pairs of the field, the number of
/// boards both played in the same direction (where their scores are compared).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FieldBalance {
    /// The field's pairs.
    pub pairs: Vec<u32>,
    /// The fewest boards on which two pairs of the field are compared.
    pub min_comparisons: u32,
    /// The most.
    pub max_comparisons: u32,
}

impl FieldBalance {
    /// Whether every two pairs are compared equally often.
    pub fn is_balanced(&self) -> bool {
        self.min_comparisons == self.max_comparisons
    }
}

/// A checked movement's balance, field by field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Balance {
    /// One field (Howell, arrow-switched Mitchell) or two (North-South, East-West).
    pub fields: Vec<FieldBalance>,
}

/// Checks a movement: every table once a round; every pair once a round; no pair plays a set
/// twice; every set played equally often; no two pairs meet twice; no set at two tables in a
/// round unless they share. Returns the balance.
pub fn check(movement: &Movement) -> Result<Balance, MovementError> {
    if movement.rounds.is_empty() {
        return Err(MovementError::Empty);
    }
    if !(1..=super::MAX_BOARDS_PER_ROUND).contains(&movement.boards_per_set) {
        return Err(MovementError::BoardsPerRound(movement.boards_per_set));
    }
    let mut set_of_pair: BTreeMap<(u32, u32), u32> = BTreeMap::new();
    let mut meetings: BTreeMap<(u32, u32), u32> = BTreeMap::new();
    let mut plays = vec![0usize; movement.sets as usize];
    for (index, sittings) in movement.rounds.iter().enumerate() {
        let round = index as u32 + 1;
        let mut seen_pairs = vec![0usize; movement.pairs as usize + 1];
        let mut seen_tables = vec![false; movement.tables as usize + 1];
        let mut table_of_set: BTreeMap<u32, u32> = BTreeMap::new();
        for s in sittings {
            let out_of_range = s.table == 0
                || s.table > movement.tables
                || [s.ns, s.ew].iter().any(|&p| p == 0 || p > movement.pairs)
                || s.set == 0
                || s.set > movement.sets
                || s.ns == s.ew;
            if out_of_range {
                return Err(MovementError::Malformed {
                    round,
                    what: format!(
                        "table {} (pairs {} and {}, set {}) names a table, pair or set the movement does not have: tables 1 to {}, pairs 1 to {}, sets 1 to {}",
                        s.table, s.ns, s.ew, s.set, movement.tables, movement.pairs, movement.sets
                    ),
                });
            }
            if std::mem::replace(&mut seen_tables[s.table as usize], true) {
                return Err(MovementError::Malformed {
                    round,
                    what: format!("table {} is used twice", s.table),
                });
            }
            seen_pairs[s.ns as usize] += 1;
            seen_pairs[s.ew as usize] += 1;
            check_one_table_a_set(movement, &mut table_of_set, s.set, s.table, round)?;
            plays[s.set as usize - 1] += 1;
            for pair in [s.ns, s.ew] {
                if let Some(first) = set_of_pair.insert((pair, s.set), round) {
                    return Err(MovementError::PlaysSetTwice {
                        pair,
                        set: s.set,
                        first,
                        second: round,
                    });
                }
            }
            let couple = (s.ns.min(s.ew), s.ns.max(s.ew));
            if let Some(first) = meetings.insert(couple, round) {
                return Err(MovementError::MeetTwice {
                    a: couple.0,
                    b: couple.1,
                    first,
                    second: round,
                });
            }
        }
        if let Some((pair, &times)) = seen_pairs
            .iter()
            .enumerate()
            .skip(1)
            .find(|&(_, &times)| times != 1)
        {
            return Err(MovementError::PairInRound {
                pair: pair as u32,
                round,
                times,
            });
        }
    }
    if let Some((set, &count)) = plays.iter().enumerate().find(|&(_, &p)| p != plays[0]) {
        return Err(MovementError::UnequalPlays {
            set: set as u32 + 1,
            plays: count,
            first: plays[0],
        });
    }
    Ok(balance(movement))
}

/// A set at a second table in a round is allowed only where the two tables share.
fn check_one_table_a_set(
    movement: &Movement,
    table_of_set: &mut BTreeMap<u32, u32>,
    set: u32,
    table: u32,
    round: u32,
) -> Result<(), MovementError> {
    if movement.duplicated_boards {
        return Ok(()); // every table has its own copy of the round's boards
    }
    match table_of_set.get(&set) {
        None => {
            table_of_set.insert(set, table);
            Ok(())
        }
        Some(&other) => {
            let shared = movement
                .shares
                .iter()
                .any(|group| group.contains(&other) && group.contains(&table));
            if shared {
                Ok(())
            } else {
                Err(MovementError::SetAtTwoTables {
                    set,
                    round,
                    a: other,
                    b: table,
                })
            }
        }
    }
}

/// The comparisons between the pairs of each field.
fn balance(movement: &Movement) -> Balance {
    let pairs: Vec<u32> = (1..=movement.pairs)
        .filter(|&p| Some(p) != movement.sit_out)
        .collect();
    let fields: Vec<Vec<u32>> = if movement.two_fields() {
        let (ns, ew) = pairs
            .into_iter()
            .partition(|&p| movement.is_north_south_pair(p));
        vec![ns, ew]
    } else {
        vec![pairs]
    };
    // For each set, the pairs that played it North-South and East-West.
    let mut directions: Vec<[Vec<u32>; 2]> = vec![Default::default(); movement.sets as usize];
    for sitting in movement.rounds.iter().flatten() {
        if movement.is_played(sitting) {
            let set = &mut directions[sitting.set as usize - 1];
            set[0].push(sitting.ns);
            set[1].push(sitting.ew);
        }
    }
    let n = movement.pairs as usize + 1;
    let mut compared = vec![0u32; n * n];
    for set in &directions {
        for side in set {
            for (i, &a) in side.iter().enumerate() {
                for &b in &side[i + 1..] {
                    compared[a as usize * n + b as usize] += movement.boards_per_set;
                    compared[b as usize * n + a as usize] += movement.boards_per_set;
                }
            }
        }
    }
    let fields = fields
        .into_iter()
        .map(|field| {
            let counts = field.iter().enumerate().flat_map(|(i, &a)| {
                let compared = &compared;
                field[i + 1..]
                    .iter()
                    .map(move |&b| compared[a as usize * n + b as usize])
            });
            let (min, max) = counts.fold((u32::MAX, 0), |(lo, hi), c| (lo.min(c), hi.max(c)));
            FieldBalance {
                pairs: field,
                min_comparisons: if min == u32::MAX { 0 } else { min },
                max_comparisons: max,
            }
        })
        .collect();
    Balance { fields }
}
