//! Howell movements and the barometer: every pair moves, meeting the others in turn.
//!
//! The pairs follow a round-robin "circle": with `n` tables there are `m = 2n - 1` rotating
//! pairs and one stationary pair. In round `r` (from 0) the stationary pair meets pair `r` at
//! table 1, and at table `k + 1` pairs `r + x_k` and `r + y_k` meet (mod `m`), where the
//! pairs `{x_k, y_k}` differ by `+-d` for every `d` from 1 to `n - 1` once (a *starter*), so
//! every two pairs meet exactly once in `m` rounds. The usual starter is `{-k, k}` (the
//! "patterned" circle). Table `k + 1` plays set `r + a_k` (mod `m`): the offsets `a_k` (an
//! *adder*) are chosen so that `a_0` and the `a_k - x_k`, `a_k - y_k` are all different, which
//! makes every pair play every set once. When every table has its own offset no two tables
//! share a set (the movement is a Room square); the patterned circle allows it from four
//! tables on except for five, where another starter does. Two and three tables have none (no
//! Room square of side 3 or 5 exists): tables with the same offset share their boards,
//! declared in the movement.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Balance, Kind, Movement, MovementError, Sitting, check};

/// The most tables a complete Howell is made for (the starter search is exhaustive).
pub const HOWELL_MAX_TABLES: u32 = 12;

/// Starts of the direction search.
const RESTARTS: usize = 24;

/// A complete Howell of `tables` tables (2 to [`HOWELL_MAX_TABLES`]): `2T` pairs, `2T - 1`
/// rounds and sets, every pair meeting every other once and playing every set once, the
/// directions chosen to compare every two pairs as evenly as can be found. With `rounds`
/// fewer than `2T - 1` it is a partial Howell (a 3/4 Howell at about three quarters of the
/// rounds): every table then plays the round's boards from its own copy, so that every board
/// is still played equally often.
pub fn howell(
    tables: u32,
    rounds: Option<u32>,
    boards_per_set: u32,
) -> Result<(Movement, Balance), MovementError> {
    let rounds = circle_rounds("Howell", tables, HOWELL_MAX_TABLES, rounds)?;
    let complete = 2 * tables - 1;
    let boards = if rounds == complete {
        Boards::Moving(starter(tables))
    } else {
        Boards::Duplicated
    };
    circle(Kind::Howell, tables, rounds, boards_per_set, &boards)
}

/// A barometer of `tables` tables: the pairs move as in a Howell (one field, `2T` pairs, at
/// most `2T - 1` rounds) and every table plays the same set in a round, each from its own
/// copy of the boards, so results can be shown as each round ends.
pub fn barometer(
    tables: u32,
    rounds: Option<u32>,
    boards_per_set: u32,
) -> Result<(Movement, Balance), MovementError> {
    let rounds = circle_rounds("barometer", tables, super::MAX_TABLES, rounds)?;
    circle(
        Kind::Barometer,
        tables,
        rounds,
        boards_per_set,
        &Boards::Duplicated,
    )
}

/// The rounds of a circle movement: `rounds`, or all `2T - 1`; refused beyond, or with fewer
/// than 2 or more than `most_tables` tables.
fn circle_rounds(
    kind: &'static str,
    tables: u32,
    most_tables: u32,
    rounds: Option<u32>,
) -> Result<u32, MovementError> {
    if !(2..=most_tables).contains(&tables) {
        return Err(MovementError::TableCount {
            kind,
            range: format!("2 to {most_tables}"),
            tables,
        });
    }
    let complete = 2 * tables - 1;
    let rounds = rounds.unwrap_or(complete);
    if rounds > complete {
        return Err(MovementError::TooManyRounds {
            kind,
            tables,
            most: complete,
            rounds,
            why: "then every pair has met every other",
        });
    }
    Ok(rounds)
}

/// How the boards of a circle movement go round.
enum Boards {
    /// The starter's pairs meet and table `k + 1` plays set `r + a_k` in round `r`; tables
    /// with equal offsets share.
    Moving(Starter),
    /// Every table plays the round's set from its own copy.
    Duplicated,
}

/// The round-robin circle, its boards moving or duplicated.
fn circle(
    kind: Kind,
    tables: u32,
    rounds: u32,
    boards_per_set: u32,
    boards: &Boards,
) -> Result<(Movement, Balance), MovementError> {
    if rounds == 0 {
        return Err(MovementError::Empty);
    }
    let m = 2 * tables - 1;
    let movers = match boards {
        Boards::Moving(starter) => starter.movers.clone(),
        Boards::Duplicated => patterned_movers(tables),
    };
    // The meetings, each as (first pair, second pair) before directions are chosen.
    let meetings: Vec<Vec<(u32, u32)>> = (0..rounds)
        .map(|r| {
            std::iter::once((2 * tables, r % m + 1))
                .chain(
                    movers
                        .iter()
                        .map(|&(x, y)| ((r + x) % m + 1, (r + y) % m + 1)),
                )
                .collect()
        })
        .collect();
    let sets: Vec<Vec<u32>> = (0..rounds)
        .map(|r| {
            (0..tables)
                .map(|k| match boards {
                    Boards::Moving(starter) => (r + starter.offsets[k as usize]) % m + 1,
                    Boards::Duplicated => r + 1,
                })
                .collect()
        })
        .collect();
    let (set_count, shares) = match boards {
        Boards::Moving(starter) => (m, share_groups(&starter.offsets)),
        Boards::Duplicated => (rounds, Vec::new()),
    };
    let orientation = best_orientation(&meetings, &sets, 2 * tables, set_count);
    let rounds_list = meetings
        .iter()
        .zip(&sets)
        .enumerate()
        .map(|(r, (round, round_sets))| {
            round
                .iter()
                .zip(round_sets)
                .enumerate()
                .map(|(k, (&(a, b), &set))| {
                    let (ns, ew) = if orientation[r][k] { (b, a) } else { (a, b) };
                    Sitting {
                        table: k as u32 + 1,
                        ns,
                        ew,
                        set,
                    }
                })
                .collect()
        })
        .collect();
    let movement = Movement {
        kind,
        tables,
        pairs: 2 * tables,
        boards_per_set,
        sets: set_count,
        rounds: rounds_list,
        shares,
        duplicated_boards: matches!(boards, Boards::Duplicated),
        arrow_switched: Vec::new(),
        sit_out: None,
    };
    let balance = check(&movement)?;
    Ok((movement, balance))
}

/// The groups of tables (from 1) with the same offset: they play the same set every round.
fn share_groups(offsets: &[u32]) -> Vec<Vec<u32>> {
    let mut groups: Vec<Vec<u32>> = Vec::new();
    for (k, &a) in offsets.iter().enumerate() {
        let table = k as u32 + 1;
        match groups
            .iter_mut()
            .find(|group| offsets[group[0] as usize - 1] == a)
        {
            Some(group) => group.push(table),
            None => groups.push(vec![table]),
        }
    }
    groups.retain(|group| group.len() > 1);
    groups
}

/// A starter and its adder: in round `r` table `k + 1` (k from 1) seats pairs `r + x_k` and
/// `r + y_k` and plays set `r + a_k`; table 1 seats the stationary pair and pair `r` and plays
/// set `r + a_0` (pairs and sets from 0, mod `2n - 1`).
#[derive(Clone, Debug)]
struct Starter {
    /// `(x_k, y_k)` for tables 2 to n, at index `k - 1`.
    movers: Vec<(u32, u32)>,
    /// `a_0 .. a_{n-1}`.
    offsets: Vec<u32>,
}

impl Starter {
    /// How many tables play a set of their own (the others share).
    fn distinct_offsets(&self) -> usize {
        let mut offsets = self.offsets.clone();
        offsets.sort_unstable();
        offsets.dedup();
        offsets.len()
    }
}

/// The patterned circle's pairs: table `k + 1` seats pairs `r - k` and `r + k`.
fn patterned_movers(tables: u32) -> Vec<(u32, u32)> {
    let m = 2 * tables - 1;
    (1..tables).map(|k| (m - k, k)).collect()
}

/// The starter and adder of a complete Howell: the patterned circle's if its offsets can give
/// every table its own set; else any starter whose adder does (five tables); else (two and
/// three tables, where none exists) the patterned circle's with as few tables sharing as can
/// be. Every search is exhaustive.
fn starter(tables: u32) -> Starter {
    let whole = |s: &Starter| s.distinct_offsets() == tables as usize;
    let patterned = OffsetSearch::new(tables, false).run();
    if patterned.as_ref().is_some_and(whole) {
        return patterned.expect("found");
    }
    OffsetSearch::new(tables, true)
        .run()
        .filter(whole)
        .or(patterned)
        .expect("the patterned circle always has offsets (tables may share)")
}

/// A depth-first search for a starter and an adder, table by table from the last: table
/// `k + 1` takes the pairs of difference `k` and an offset whose two values `a - x`, `a - y`
/// no other table has taken; table 1 takes the value left.
struct OffsetSearch {
    m: u32,
    /// Any starter, every table its own offset; else the patterned pairs, offsets that may
    /// repeat (the best kept: most distinct offsets).
    any_starter: bool,
    movers: Vec<(u32, u32)>,
    offsets: Vec<u32>,
    /// Starter elements in use (any starter).
    seated: Vec<bool>,
    /// Values `a_k - x_k`, `a_k - y_k` taken.
    covered: Vec<bool>,
    /// Offsets in use (any starter).
    taken: Vec<bool>,
    best: Option<Starter>,
}

impl OffsetSearch {
    fn new(tables: u32, any_starter: bool) -> Self {
        let m = 2 * tables - 1;
        OffsetSearch {
            m,
            any_starter,
            movers: patterned_movers(tables),
            offsets: vec![0; tables as usize],
            seated: vec![false; m as usize],
            covered: vec![false; m as usize],
            taken: vec![false; m as usize],
            best: None,
        }
    }

    fn run(mut self) -> Option<Starter> {
        self.step(self.offsets.len() as u32 - 1);
        self.best
    }

    /// Places table `k + 1`; `true` when a starter with every table its own offset is found.
    fn step(&mut self, k: u32) -> bool {
        let m = self.m;
        if k == 0 {
            return self.finish();
        }
        let candidates: Vec<(u32, u32)> = if self.any_starter {
            (1..m)
                .map(|x| (x, (x + k) % m))
                .filter(|&(x, y)| y != 0 && !self.seated[x as usize] && !self.seated[y as usize])
                .collect()
        } else {
            vec![(m - k, k)]
        };
        for (x, y) in candidates {
            self.seated[x as usize] = true;
            self.seated[y as usize] = true;
            for a in 0..m {
                let (cx, cy) = (((a + m - x) % m) as usize, ((a + m - y) % m) as usize);
                if self.covered[cx]
                    || self.covered[cy]
                    || (self.any_starter && self.taken[a as usize])
                {
                    continue;
                }
                // Without `any_starter` an offset already taken is allowed (the two tables
                // then share); the search keeps the solution with the most distinct offsets.
                self.covered[cx] = true;
                self.covered[cy] = true;
                self.taken[a as usize] = true;
                self.movers[k as usize - 1] = (x, y);
                self.offsets[k as usize] = a;
                let done = self.step(k - 1);
                self.covered[cx] = false;
                self.covered[cy] = false;
                self.taken[a as usize] = false;
                if done {
                    return true;
                }
            }
            self.seated[x as usize] = false;
            self.seated[y as usize] = false;
        }
        false
    }

    /// Table 1 takes the value left; the solution is kept if it is the best so far.
    fn finish(&mut self) -> bool {
        let free = self
            .covered
            .iter()
            .position(|&c| !c)
            .expect("one value is left") as u32;
        if self.any_starter && self.taken[free as usize] {
            return false;
        }
        self.offsets[0] = free;
        let candidate = Starter {
            movers: self.movers.clone(),
            offsets: self.offsets.clone(),
        };
        let distinct = candidate.distinct_offsets();
        if self
            .best
            .as_ref()
            .is_none_or(|best| distinct > best.distinct_offsets())
        {
            self.best = Some(candidate);
        }
        distinct == self.offsets.len()
    }
}

/// Directions for every meeting (`true`: the second pair sits North-South) that compare every
/// two pairs as evenly as a seeded local search finds: the sum of squared differences from
/// the mean number of comparisons is brought down flip by flip, from a few starts.
fn best_orientation(
    meetings: &[Vec<(u32, u32)>],
    sets: &[Vec<u32>],
    pairs: u32,
    set_count: u32,
) -> Vec<Vec<bool>> {
    let slots: Vec<(usize, usize)> = meetings
        .iter()
        .enumerate()
        .flat_map(|(r, round)| (0..round.len()).map(move |k| (r, k)))
        .collect();
    let mut orientation: Vec<Vec<bool>> = meetings.iter().map(|r| vec![false; r.len()]).collect();
    if pairs > 24 {
        return orientation; // large barometers: the balance is reported, not searched for
    }
    let cost = |o: &Vec<Vec<bool>>| unevenness(meetings, sets, o, pairs, set_count);
    let mut rng = ChaCha8Rng::seed_from_u64(u64::from(pairs));
    let mut best = orientation.clone();
    let mut best_cost = cost(&best);
    let residues = quadratic_residue_directions(meetings, pairs - 1);
    for start in 0..RESTARTS {
        // Starts: everyone as drawn, then the quadratic-residue directions where they exist,
        // then random ones.
        match (start, &residues) {
            (0, _) => {}
            (1, Some(directions)) => orientation = directions.clone(),
            _ => {
                for row in orientation.iter_mut() {
                    for bit in row.iter_mut() {
                        *bit = rng.random();
                    }
                }
            }
        }
        let mut current_cost = cost(&orientation);
        let mut order = slots.clone();
        loop {
            let mut improved = false;
            order.shuffle(&mut rng);
            for &(r, k) in &order {
                orientation[r][k] = !orientation[r][k];
                let flipped = cost(&orientation);
                if flipped < current_cost {
                    current_cost = flipped;
                    improved = true;
                } else {
                    orientation[r][k] = !orientation[r][k];
                }
            }
            if !improved {
                break;
            }
        }
        if current_cost < best_cost {
            best_cost = current_cost;
            best = orientation.clone();
        }
        if best_cost == 0 {
            break;
        }
    }
    best
}

/// Directions from the quadratic residues modulo `m`, when `m` (the rotating pairs) is a prime
/// congruent to 3 mod 4: at table `k + 1` the pair `r - k` sits North-South when `2k` is not
/// a residue, and the stationary pair alternates. The classical construction of balanced
/// round robins for such `m` (it balances the six-table Howell, for one).
fn quadratic_residue_directions(meetings: &[Vec<(u32, u32)>], m: u32) -> Option<Vec<Vec<bool>>> {
    let prime = m > 2 && (2..m).take_while(|d| d * d <= m).all(|d| m % d != 0);
    if !prime || m % 4 != 3 {
        return None;
    }
    let residue = |x: u32| (1..m).any(|y| (y * y) % m == x % m);
    Some(
        meetings
            .iter()
            .enumerate()
            .map(|(r, round)| {
                (0..round.len())
                    .map(|k| {
                        if k == 0 {
                            r % 2 == 1
                        } else {
                            !residue(2 * k as u32)
                        }
                    })
                    .collect()
            })
            .collect(),
    )
}

/// How unevenly the pairs are compared: the sum over every two pairs of the squared
/// difference between their comparisons (sets both played in the same direction) and the
/// mean, times the number of couples (kept in integers).
fn unevenness(
    meetings: &[Vec<(u32, u32)>],
    sets: &[Vec<u32>],
    orientation: &[Vec<bool>],
    pairs: u32,
    set_count: u32,
) -> u64 {
    let n = pairs as usize + 1;
    let mut sides: Vec<[Vec<u32>; 2]> = vec![Default::default(); set_count as usize];
    for (r, round) in meetings.iter().enumerate() {
        for (k, &(a, b)) in round.iter().enumerate() {
            let (ns, ew) = if orientation[r][k] { (b, a) } else { (a, b) };
            let set = &mut sides[sets[r][k] as usize - 1];
            set[0].push(ns);
            set[1].push(ew);
        }
    }
    let mut compared = vec![0i64; n * n];
    for set in &sides {
        for side in set {
            for (i, &a) in side.iter().enumerate() {
                for &b in &side[i + 1..] {
                    compared[a.min(b) as usize * n + a.max(b) as usize] += 1;
                }
            }
        }
    }
    let counts: Vec<i64> = (1..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .map(|(a, b)| compared[a * n + b])
        .collect();
    let couples = counts.len() as i64;
    let sum: i64 = counts.iter().sum();
    counts
        .iter()
        .map(|&c| ((c * couples - sum) * (c * couples - sum)) as u64)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checklist E-3: four pairs at two tables in three rounds, each pair meeting the other
    /// three once and playing sets 1 to 3 once; the two tables share each round's boards.
    #[test]
    fn a_two_table_howell() {
        let (movement, _) = howell(2, None, 4).unwrap();
        assert_eq!(
            (movement.pairs, movement.rounds.len(), movement.sets),
            (4, 3, 3)
        );
        assert_eq!(movement.shares, vec![vec![1, 2]]);
        for pair in 1..=4 {
            let mut sets: Vec<u32> = movement
                .rounds
                .iter()
                .flatten()
                .filter(|s| s.ns == pair || s.ew == pair)
                .map(|s| s.set)
                .collect();
            sets.sort_unstable();
            assert_eq!(sets, vec![1, 2, 3], "pair {pair}");
        }
    }

    /// From four tables on every table plays its own set every round (five tables from a
    /// starter other than the patterned circle's); two tables share each round's boards and
    /// three play each round's set in turn (a relay of all three).
    #[test]
    fn which_howells_share_boards() {
        for tables in 4..=HOWELL_MAX_TABLES {
            let (movement, balance) = howell(tables, None, 2).unwrap();
            assert!(movement.shares.is_empty(), "{tables} tables share");
            assert!(!movement.duplicated_boards);
            assert_eq!(balance.fields.len(), 1);
        }
        assert_ne!(starter(5).movers, patterned_movers(5));
        assert_eq!(starter(6).movers, patterned_movers(6));
        assert_eq!(howell(2, None, 2).unwrap().0.shares, vec![vec![1, 2]]);
        assert_eq!(howell(3, None, 2).unwrap().0.shares, vec![vec![1, 2, 3]]);
    }

    /// With two, four, six and eight tables the directions found compare every two pairs
    /// equally often: on n - 1 sets each (the mean, n(n-1)(2n-1) couples-in-a-direction
    /// spread over n(2n-1) couples). Six tables come from the quadratic residues mod 11.
    #[test]
    fn two_four_six_and_eight_tables_are_balanced() {
        for tables in [2, 4, 6, 8] {
            let (_, balance) = howell(tables, None, 1).unwrap();
            let field = &balance.fields[0];
            assert!(field.is_balanced(), "{tables}: {field:?}");
            assert_eq!(field.min_comparisons, tables - 1);
        }
    }

    #[test]
    fn a_partial_howell_plays_the_rounds_boards_at_every_table() {
        let (movement, _) = howell(7, Some(10), 3).unwrap();
        assert!(movement.duplicated_boards);
        assert_eq!(movement.sets, 10);
        assert!(howell(7, Some(14), 3).is_err());
    }

    /// The starter's pairs differ by every `d` from 1 to n - 1 once (so every two pairs
    /// meet), and the adder's values `a_0`, `a_k - x_k`, `a_k - y_k` are every set once (so
    /// every pair plays every set).
    #[test]
    fn every_starter_and_adder_is_whole() {
        for tables in 2..=HOWELL_MAX_TABLES {
            let Starter { movers, offsets } = starter(tables);
            let m = 2 * tables - 1;
            let mut differences: Vec<u32> = movers
                .iter()
                .map(|&(x, y)| ((y + m - x) % m).min((x + m - y) % m))
                .collect();
            differences.sort_unstable();
            assert_eq!(
                differences,
                (1..tables).collect::<Vec<_>>(),
                "{tables} tables"
            );
            let mut seated: Vec<u32> = movers.iter().flat_map(|&(x, y)| [x, y]).collect();
            seated.sort_unstable();
            assert_eq!(seated, (1..m).collect::<Vec<_>>(), "{tables} tables");
            let mut values = vec![offsets[0]];
            for (k, &(x, y)) in movers.iter().enumerate() {
                let a = offsets[k + 1];
                values.push((a + m - x) % m);
                values.push((a + m - y) % m);
            }
            values.sort_unstable();
            assert_eq!(values, (0..m).collect::<Vec<_>>(), "{tables} tables");
        }
    }
}
