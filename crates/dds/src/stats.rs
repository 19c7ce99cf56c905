//! What the search did, counted: nodes by hand in the trick, table probes and hits, entries
//! scanned, cut-offs by the first card tried. Counted only with the `stats` feature; without it
//! every counter is an empty function the compiler removes, so the search pays nothing.
//!
//! ```sh
//! cargo run --release -p dds --features stats --example nodes -- 1 10
//! ```

/// The search's counters since the solver was made or [`Stats::reset`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Null-window searches from the root (each asks whether North-South take a number of
    /// tricks).
    pub searches: u64,
    /// Nodes searched, by the number of cards already played to the trick (0: trick start).
    pub nodes: [u64; 4],
    /// Trick-start nodes settled by quick tricks or sure trump tricks, before the table.
    pub bounded: u64,
    /// Transposition table probes.
    pub probes: u64,
    /// Probes that found an entry deciding the search.
    pub hits: u64,
    /// Entries compared with the position over all probes.
    pub scanned: u64,
    /// Nodes where a card settled the search (a cut-off).
    pub cutoffs: u64,
    /// Cut-offs by the first card tried.
    pub first_cutoffs: u64,
}

impl Stats {
    /// Every node searched.
    pub fn total_nodes(&self) -> u64 {
        self.nodes.iter().sum()
    }

    /// Sets every counter to zero.
    pub fn reset(&mut self) {
        *self = Stats::default();
    }
}

/// Runs a counting statement with the `stats` feature; nothing without it:
/// `stat!(self.stats.probes += 1)`.
macro_rules! stat {
    ($($statement:tt)+) => {
        #[cfg(feature = "stats")]
        {
            $($statement)+;
        }
    };
}
pub(crate) use stat;
