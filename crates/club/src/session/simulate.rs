//! Random legal results for a session, to try the software out (a demonstration evening, the
//! tests, the benchmarks): every missing result filled with a contract, a declarer, a lead
//! from the hand on declarer's left and a number of tricks.

use cards::{Deal, Seat};
use laws::{Contract, Denomination, Doubling};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Entry, Session, TableResult};

/// A random legal result for each result the session still misses, reproducibly from `seed`.
/// About one board in forty is passed out.
pub fn random_results(session: &Session, entered: &[TableResult], seed: u64) -> Vec<TableResult> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    session
        .missing(entered)
        .into_iter()
        .map(|(table, round, board)| {
            let entry = random_entry(&mut rng, session.deals.get(&board));
            TableResult {
                table,
                round,
                board,
                entry,
            }
        })
        .collect()
}

/// A random legal result of a board (its deal, if known, gives the lead a card of the hand on
/// declarer's left). About one board in forty is passed out.
pub fn random_entry(rng: &mut ChaCha8Rng, deal: Option<&Deal>) -> Entry {
    if rng.random_range(0..40) == 0 {
        return Entry::PassedOut;
    }
    let level = rng.random_range(1..=7);
    let denomination = Denomination::CONTRACT[rng.random_range(0..5)];
    let doubling = match rng.random_range(0..10) {
        0 => Doubling::Doubled,
        1 if level > 3 => Doubling::Redoubled,
        _ => Doubling::Undoubled,
    };
    let contract = Contract::new(level, denomination, doubling).expect("a level from 1 to 7");
    let declarer = Seat::from_index(rng.random_range(0..4));
    let lead = deal.map(|deal| {
        let hand: Vec<_> = deal.hand(declarer.lho()).iter().collect();
        hand[rng.random_range(0..hand.len())]
    });
    // Near the contract more often than far from it.
    let needed = i32::from(contract.tricks_needed());
    let tricks = (needed + rng.random_range(-3..=2)).clamp(0, 13) as u8;
    Entry::Played {
        contract,
        declarer,
        lead,
        tricks,
    }
}
