//! Full double-dummy tables: the tricks each of the four declarers takes in each strain.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use cards::{Deal, Seat};
use rayon::prelude::*;
use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::search::for_side;
use crate::{Position, Solver, Strain};

/// The tricks each declarer takes in each strain, with the declarer's left-hand opponent on
/// lead and perfect play all round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DdTable {
    tricks: [[u8; 5]; 4],
}

impl DdTable {
    /// A table from its entries, by declarer ([`Seat::index`]) then strain ([`Strain::index`]).
    pub const fn from_tricks(tricks: [[u8; 5]; 4]) -> DdTable {
        DdTable { tricks }
    }

    /// The tricks `declarer` takes in `strain`.
    pub const fn tricks(&self, declarer: Seat, strain: Strain) -> u8 {
        self.tricks[declarer.index()][strain.index()]
    }

    /// The order of declarers in PBN's DoubleDummyTricks and hand records: N, S, E, W.
    pub const PBN_DECLARERS: [Seat; 4] = [Seat::North, Seat::South, Seat::East, Seat::West];
    /// The order of strains there: NT, S, H, D, C.
    pub const PBN_STRAINS: [Strain; 5] = [
        Strain::NoTrump,
        Strain::Spades,
        Strain::Hearts,
        Strain::Diamonds,
        Strain::Clubs,
    ];

    /// The table as PBN's DoubleDummyTricks writes it: 20 hexadecimal digits, declarers N S E
    /// W, strains NT S H D C.
    pub fn pbn_digits(&self) -> String {
        Self::PBN_DECLARERS
            .iter()
            .flat_map(|&declarer| Self::PBN_STRAINS.map(|strain| self.tricks(declarer, strain)))
            .map(|tricks| char::from_digit(u32::from(tricks), 16).unwrap_or('0'))
            .collect()
    }

    /// The table 20 hexadecimal digits give in PBN's order, if they are 20 digits of 0 to 13.
    pub fn from_pbn_digits(text: &str) -> Option<DdTable> {
        let digits: Vec<u8> = text
            .chars()
            .map(|c| {
                c.to_digit(16)
                    .and_then(|d| u8::try_from(d).ok())
                    .filter(|&d| d <= 13)
            })
            .collect::<Option<_>>()?;
        if digits.len() != 20 {
            return None;
        }
        let mut tricks = [[0; 5]; 4];
        for (i, declarer) in Self::PBN_DECLARERS.into_iter().enumerate() {
            for (j, strain) in Self::PBN_STRAINS.into_iter().enumerate() {
                tricks[declarer.index()][strain.index()] = digits[i * 5 + j];
            }
        }
        Some(DdTable::from_tricks(tricks))
    }
}

/// Serialized as `{"N": {"C": 8, "D": 9, "H": 5, "S": 10, "NT": 7}, "E": {...}, ...}`.
impl Serialize for DdTable {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Row<'a>(&'a [u8; 5]);
        impl Serialize for Row<'_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut map = serializer.serialize_map(Some(5))?;
                for strain in Strain::ALL {
                    map.serialize_entry(strain.symbol(), &self.0[strain.index()])?;
                }
                map.end()
            }
        }
        let mut map = serializer.serialize_map(Some(4))?;
        for seat in Seat::ALL {
            map.serialize_entry(&seat.letter().to_string(), &Row(&self.tricks[seat.index()]))?;
        }
        map.end()
    }
}

impl Solver {
    /// The full table of a deal. The four searches of a strain share the transposition table,
    /// and each starts from North-South's tricks in the one before: a side takes about as many
    /// tricks in a strain whichever seat declares it.
    pub fn table(&mut self, deal: &Deal) -> DdTable {
        let mut tricks = [[0; 5]; 4];
        for strain in Strain::ALL {
            let mut north_south = first_guess(deal, strain);
            // Declarers North, South, East, West: partners follow each other, as their
            // answers are often the same.
            for declarer in [Seat::North, Seat::South, Seat::East, Seat::West] {
                let position = Position::new(deal, strain, declarer.lho(), &[])
                    .expect("a deal's full hands are a position");
                let node = self.load(&position);
                north_south = self.north_south_tricks(&node, north_south);
                // `for_side` turns North-South's tricks into the declarer's side's.
                tricks[declarer.index()][strain.index()] =
                    for_side(declarer.side(), north_south, 13);
            }
        }
        DdTable { tricks }
    }
}

/// North-South's tricks in a strain as the first guess of its searches (the nearer the guess,
/// the fewer null-window searches): in a suit, as many as their trumps, and one more for each
/// four high-card points over twenty; at no trump, seven and one for each three points.
fn first_guess(deal: &Deal, strain: Strain) -> u8 {
    let [north, _, south, _] = deal.hands();
    let points = (north.high_card_points() + south.high_card_points()) as i32 - 20;
    let estimate = match strain.trump() {
        Some(suit) => (north.suit_len(suit) + south.suit_len(suit)) as i32 + points / 4,
        None => 7 + points / 3,
    };
    estimate.clamp(0, 13) as u8
}

/// The tables of many deals on `threads` threads (0 for one per core), in the deals' order.
/// `done` is called after each table, from the thread that solved it (for a progress bar).
pub fn solve_tables(deals: &[Deal], threads: usize, done: &(dyn Fn() + Sync)) -> Vec<DdTable> {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build();
    let results = Mutex::new(vec![DdTable::default(); deals.len()]);
    let next = AtomicUsize::new(0);
    let work = |_worker: usize| {
        // One solver per worker: its table is made once and reused for every deal.
        let mut solver = Solver::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(deal) = deals.get(index) else { break };
            let table = solver.table(deal);
            if let Ok(mut results) = results.lock() {
                results[index] = table;
            }
            done();
        }
    };
    match pool {
        Ok(pool) => {
            let workers = pool.current_num_threads().min(deals.len()).max(1);
            pool.install(|| (0..workers).into_par_iter().for_each(work));
        }
        Err(_) => work(0),
    }
    results
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
