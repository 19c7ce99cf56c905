//! Random legal results for a team event, to try it out: every result still missing in the
//! rounds made so far, filled as a pairs session's are ([`random_entry`]).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::event::{TeamEvent, TeamResult};
use crate::session::simulate::random_entry;

/// A random legal result for each result the event still misses, reproducibly from `seed`.
pub fn random_results(event: &TeamEvent, entered: &[TeamResult], seed: u64) -> Vec<TeamResult> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    event
        .missing(entered)
        .into_iter()
        .map(|(round, table, room, board)| TeamResult {
            round,
            table,
            room,
            board,
            entry: random_entry(&mut rng, event.deals.get(&board)),
        })
        .collect()
}
