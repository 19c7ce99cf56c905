//! Precomputed tables: a count over each of the 8192 holdings of a suit, and the shapes a
//! `shape(...)` list admits over the 560 patterns of 13 cards.

use super::ast::{Count, ShapeTerm};

/// The holdings of one suit: 13 rank bits, bit 0 the two .. bit 12 the ace.
pub const HOLDINGS: usize = 1 << 13;

/// A value for every holding of a suit.
#[derive(Clone)]
pub struct SuitTable(Box<[i16; HOLDINGS]>);

impl SuitTable {
    /// The table of a scale (values of A K Q J T 9 .. 2): each holding scores the sum of its
    /// cards' values.
    pub fn from_scale(scale: &[i32; 13]) -> SuitTable {
        SuitTable::from_fn(|holding| {
            (0..13)
                .filter(|bit| holding & (1 << bit) != 0)
                .map(|bit| scale[12 - bit] as i16)
                .sum()
        })
    }

    fn from_fn(f: impl Fn(usize) -> i16) -> SuitTable {
        let mut table = Box::new([0i16; HOLDINGS]);
        for (holding, value) in table.iter_mut().enumerate() {
            *value = f(holding);
        }
        SuitTable(table)
    }

    /// The losing-trick count of a suit (dealer's manual): a void none; a singleton none if it
    /// is the ace, else one; a doubleton none if AK, one if it holds the ace or king, else two;
    /// three or more cards three less one for each of the ace, king and queen.
    pub fn losers() -> SuitTable {
        SuitTable::from_fn(|holding| {
            let (ace, king, queen) = (holding >> 12 & 1, holding >> 11 & 1, holding >> 10 & 1);
            match holding.count_ones() {
                0 => 0,
                1 => 1 - ace as i16,
                2 => 2 - (ace + king) as i16,
                _ => 3 - (ace + king + queen) as i16,
            }
        })
    }

    /// The value of a holding (13 rank bits, the two lowest).
    #[inline]
    pub fn get(&self, holding: u16) -> i64 {
        i64::from(self.0[usize::from(holding) & (HOLDINGS - 1)])
    }
}

/// The default scale of each count: `hcp` 4 3 2 1; `pt0` .. `pt9` count tens, jacks, queens,
/// kings, aces, the top two, three, four and five honours, and C13 (6 4 2 1); control A 2, K 1.
pub fn default_scale(count: Count) -> Option<[i32; 13]> {
    let mut scale = [0; 13];
    let top = |n: usize| {
        let mut s = [0; 13];
        s[..n].fill(1);
        s
    };
    match count {
        Count::Hcp => scale[..4].copy_from_slice(&[4, 3, 2, 1]),
        Count::Control => scale[..2].copy_from_slice(&[2, 1]),
        Count::Alt(n @ 0..=4) => scale[4 - usize::from(n)] = 1,
        Count::Alt(n @ 5..=8) => scale = top(usize::from(n) - 3),
        Count::Alt(_) => scale[..4].copy_from_slice(&[6, 4, 2, 1]),
        Count::Loser => return None,
    }
    Some(scale)
}

/// The index of a shape in a [`ShapeTable`]: lengths of spades, hearts and diamonds (clubs
/// follow).
#[inline]
pub fn shape_index(spades: u32, hearts: u32, diamonds: u32) -> usize {
    (spades as usize * 14 + hearts as usize) * 14 + diamonds as usize
}

/// Which shapes a `shape(...)` list admits, one bit a pattern, so the test of a hand is one
/// look-up whatever the list.
#[derive(Clone)]
pub struct ShapeTable(Box<[bool; 14 * 14 * 14]>);

impl ShapeTable {
    /// The table of a list: its terms applied in order, each adding (`+`) or removing (`-`)
    /// the patterns it matches.
    pub fn new(terms: &[ShapeTerm]) -> ShapeTable {
        let mut table = Box::new([false; 14 * 14 * 14]);
        for s in 0..=13u8 {
            for h in 0..=13 - s {
                for d in 0..=13 - s - h {
                    let c = 13 - s - h - d;
                    let shape = [s, h, d, c];
                    let mut admitted = false;
                    for term in terms {
                        if term_matches(term, shape) {
                            admitted = term.add;
                        }
                    }
                    table[shape_index(s.into(), h.into(), d.into())] = admitted;
                }
            }
        }
        ShapeTable(table)
    }

    /// Whether the list admits the shape with these lengths of spades, hearts and diamonds.
    #[inline]
    pub fn admits(&self, index: usize) -> bool {
        self.0[index]
    }
}

fn matches_in_order(lengths: &[Option<u8>; 4], shape: [u8; 4]) -> bool {
    lengths
        .iter()
        .zip(shape)
        .all(|(want, have)| want.is_none_or(|w| w == have))
}

fn term_matches(term: &ShapeTerm, shape: [u8; 4]) -> bool {
    if !term.any {
        return matches_in_order(&term.lengths, shape);
    }
    // `any`: some ordering of the suits matches the pattern.
    PERMUTATIONS.iter().any(|p| {
        let permuted = [shape[p[0]], shape[p[1]], shape[p[2]], shape[p[3]]];
        matches_in_order(&term.lengths, permuted)
    })
}

const PERMUTATIONS: [[usize; 4]; 24] = [
    [0, 1, 2, 3],
    [0, 1, 3, 2],
    [0, 2, 1, 3],
    [0, 2, 3, 1],
    [0, 3, 1, 2],
    [0, 3, 2, 1],
    [1, 0, 2, 3],
    [1, 0, 3, 2],
    [1, 2, 0, 3],
    [1, 2, 3, 0],
    [1, 3, 0, 2],
    [1, 3, 2, 0],
    [2, 0, 1, 3],
    [2, 0, 3, 1],
    [2, 1, 0, 3],
    [2, 1, 3, 0],
    [2, 3, 0, 1],
    [2, 3, 1, 0],
    [3, 0, 1, 2],
    [3, 0, 2, 1],
    [3, 1, 0, 2],
    [3, 1, 2, 0],
    [3, 2, 0, 1],
    [3, 2, 1, 0],
];

#[cfg(test)]
mod tests {
    use super::*;

    fn term(text: &str, any: bool, add: bool) -> ShapeTerm {
        let mut lengths = [None; 4];
        for (slot, c) in lengths.iter_mut().zip(text.chars()) {
            *slot = c.to_digit(10).map(|d| d as u8);
        }
        ShapeTerm { lengths, any, add }
    }

    fn admitted(table: &ShapeTable) -> usize {
        let mut n = 0;
        for s in 0..=13u32 {
            for h in 0..=13 - s {
                for d in 0..=13 - s - h {
                    n += usize::from(table.admits(shape_index(s, h, d)));
                }
            }
        }
        n
    }

    /// Counted by hand: 4333 in any order is 4 patterns, 4432 is 12, 5431 is 24; every
    /// pattern of 13 cards is 560 = C(16, 3).
    #[test]
    fn any_counts_the_distinct_orderings() {
        assert_eq!(admitted(&ShapeTable::new(&[term("4333", true, true)])), 4);
        assert_eq!(admitted(&ShapeTable::new(&[term("4432", true, true)])), 12);
        assert_eq!(admitted(&ShapeTable::new(&[term("5431", true, true)])), 24);
        assert_eq!(
            admitted(&ShapeTable::new(&[term("xxxx", false, true)])),
            560
        );
    }

    /// 54xx: 5 spades, 4 hearts, the 4 minor cards split 0-4 .. 4-0 (5 patterns); less any
    /// void (0xxx in any order) leaves 3; the manual's own example.
    #[test]
    fn minus_removes_what_plus_added() {
        let list = [term("54xx", false, true), term("0xxx", true, false)];
        let table = ShapeTable::new(&list);
        assert_eq!(admitted(&table), 3);
        assert!(table.admits(shape_index(5, 4, 2)));
        assert!(!table.admits(shape_index(5, 4, 0)));
    }

    #[test]
    fn losers_follow_the_manuals_rules() {
        let losers = SuitTable::losers();
        let ace = 1 << 12;
        let king = 1 << 11;
        let queen = 1 << 10;
        assert_eq!(losers.get(0), 0);
        assert_eq!(losers.get(ace), 0);
        assert_eq!(losers.get(king), 1);
        assert_eq!(losers.get(ace | king), 0);
        assert_eq!(losers.get(king | 1), 1);
        assert_eq!(losers.get(queen | 1), 2);
        assert_eq!(losers.get(ace | king | queen | 0b111), 0);
        assert_eq!(losers.get(queen | 0b11), 2);
        assert_eq!(losers.get(0b11111), 3);
    }

    #[test]
    fn default_scales() {
        let hcp = SuitTable::from_scale(&default_scale(Count::Hcp).unwrap());
        assert_eq!(hcp.get(0x1fff), 10);
        let c13 = SuitTable::from_scale(&default_scale(Count::Alt(9)).unwrap());
        assert_eq!(c13.get(0x1fff), 13);
        let tens = SuitTable::from_scale(&default_scale(Count::Alt(0)).unwrap());
        assert_eq!(tens.get(1 << 8), 1);
        assert_eq!(tens.get(0x1fff & !(1 << 8)), 0);
    }
}
