//! The values of each Auction Bridge code, as data: what each code's laws say a trick, an
//! honor, a slam and a penalty are worth, and which law says so.
//!
//! The three codes share one mechanism (the `scoring` module) and differ only in these tables.
//! Where a seed is silent the values are those of the code it refers to ("as in Bridge" for
//! the 1908 code); each such reading is recorded in `docs/laws-decisions.md`.

use super::{AuctionBridgeCallLaws, AuctionBridgePlayLaws};
use crate::code::CodeId;
use crate::contract::Denomination;
use crate::flow::{AllPass, AuctionFlow, BidRanking};

/// Everything that distinguishes one Auction Bridge code's scoring and legal auction.
#[derive(Debug)]
pub struct AuctionRules {
    /// Which code.
    pub id: CodeId,
    /// The value of each odd trick, undoubled, by denomination, lowest-valued first.
    pub trick_values: &'static [(Denomination, u32)],
    /// The declarations a bid may name, lowest-valued first: the denominations of
    /// `trick_values`.
    pub declarations: &'static [Denomination],
    /// How bids rank: by point value (1908, 1912) or by number of tricks first (1915).
    pub ranking: BidRanking,
    /// Where the dealer must declare rather than pass, the law that says so.
    pub dealer_must_bid: Option<&'static str>,
    /// Grand slam (thirteen tricks) and little slam (twelve tricks), to either side.
    pub slams: (u32, u32),
    /// Chicane (a hand void of trumps), where the code scores it.
    pub chicane: Option<Chicane>,
    /// The limit on the loss of a "One Spade" declaration, where the code has one.
    pub one_spade_limit: Option<OneSpadeLimit>,
    /// The revoke penalty in honor points: the first revoke of a side in a deal, and each
    /// later one.
    pub revoke_points: (u32, u32),
    /// The law penalising the lesser irregularities in honor points, where the code has one
    /// (1915: lifting a card, examining a quitted trick, doubling partner, redoubling twice).
    pub irregularity_penalties: Option<&'static str>,
    /// Premium for a game won in a rubber left unfinished, where the code gives one.
    pub unfinished_game: Option<u32>,
    /// The laws cited on each entry.
    pub laws: Citations,
    /// The code's laws on irregular declarations.
    pub call_laws: &'static AuctionBridgeCallLaws,
    /// The code's laws on the play's irregularities.
    pub play_laws: &'static AuctionBridgePlayLaws,
    /// How long a proven error on the pad may be corrected, where the code says (1912 Laws
    /// 12-13).
    pub score_corrections: Option<crate::code::ScoreCorrections>,
    /// The code's laws on the shuffle, the cut and the deal.
    pub dealing: &'static crate::table::DealingLaws,
    /// What the code says of information conveyed to partner by manner: no remedy.
    pub information: crate::table::InformationLaws,
}

/// The loss limit on a declaration of One Spade (1908 Law 51; 1912 Law 48).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OneSpadeLimit {
    /// The most the declarer's side can lose in undertricks.
    pub limit: u32,
    /// Whether a redoubled One Spade escapes the limit (1912: "unless redoubled").
    pub lifted_by_redouble: bool,
    /// The law.
    pub law: &'static str,
}

/// How a code scores chicane (1908 Laws 5-10 as in Bridge; 1912 Law 9): a hand void of trumps
/// is worth simple honors, added to its side's honors if that side scores honors, otherwise
/// deducted from the adversaries'; both hands void is worth four honors, deducted from the
/// adversaries'.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chicane {
    /// The law cited on chicane added to its side's honors.
    pub law: &'static str,
    /// The law cited on honors reduced by the adversaries' chicane.
    pub deducted_law: &'static str,
}

/// The law each kind of entry cites in one code.
#[derive(Debug)]
pub struct Citations {
    /// Trick points below the line.
    pub tricks: &'static str,
    /// Undertricks.
    pub undertricks: &'static str,
    /// The bonus for making a doubled or redoubled declaration.
    pub doubled_bonus: &'static str,
    /// Honors.
    pub honors: &'static str,
    /// Slam and little slam.
    pub slam: &'static str,
    /// The revoke penalty.
    pub revoke: &'static str,
    /// Game, rubber and the unfinished rubber.
    pub rubber: &'static str,
    /// How bids rank, cited when a bid is insufficient.
    pub ranking: &'static str,
}

impl AuctionRules {
    /// The value of one odd trick in `denomination`, undoubled; `None` if the code has no such
    /// declaration.
    pub fn trick_value(&self, denomination: Denomination) -> Option<u32> {
        self.trick_values
            .iter()
            .find(|(d, _)| *d == denomination)
            .map(|(_, v)| *v)
    }

    /// The code's legal auction when nothing goes wrong. In every code four passes (possible
    /// only where the dealer may pass) end the deal unplayed and the next dealer deals (1915).
    pub const fn flow(&self) -> AuctionFlow {
        AuctionFlow {
            ranking: self.ranking,
            dealer_must_bid: self.dealer_must_bid,
            all_pass: AllPass::Redeal,
            ranking_law: self.laws.ranking,
            // "When three in succession have passed", the bidding is closed.
            retains_right_to_call: None,
        }
    }
}

/// The denominations of a trick-value table, in its order.
const fn declarations<const N: usize>(values: &[(Denomination, u32)]) -> [Denomination; N] {
    let mut out = [Denomination::NoTrump; N];
    let mut i = 0;
    while i < N {
        out[i] = values[i].0;
        i += 1;
    }
    out
}

/// 1908 Law 4 ("as in Bridge"): spades 2, clubs 4, diamonds 6, hearts 8, no trump 12
/// (checklist Q-3; the only values under which the seed's own examples of Law 48 hold).
const VALUES_1908: &[(Denomination, u32)] = &[
    (Denomination::Spades, 2),
    (Denomination::Clubs, 4),
    (Denomination::Diamonds, 6),
    (Denomination::Hearts, 8),
    (Denomination::NoTrump, 12),
];

/// 1912 Law 4: spades 2, clubs 6, diamonds 7, hearts 8, royal spades 9, no trump 10.
const VALUES_1912: &[(Denomination, u32)] = &[
    (Denomination::Spades, 2),
    (Denomination::Clubs, 6),
    (Denomination::Diamonds, 7),
    (Denomination::Hearts, 8),
    (Denomination::RoyalSpades, 9),
    (Denomination::NoTrump, 10),
];

/// 1915 code (Scoring Laws): clubs 6, diamonds 7, hearts 8, spades 9, no trump 10; low spades
/// are gone and "spades" are the old royals.
const VALUES_1915: &[(Denomination, u32)] = &[
    (Denomination::Clubs, 6),
    (Denomination::Diamonds, 7),
    (Denomination::Hearts, 8),
    (Denomination::Spades, 9),
    (Denomination::NoTrump, 10),
];

/// The Portland and Bath Clubs' Laws of Auction Bridge, 1908 (seed 002), with the Laws of
/// Bridge where it says "as in Bridge".
pub static PORTLAND_1908: AuctionRules = AuctionRules {
    id: CodeId::Auction1908,
    trick_values: VALUES_1908,
    declarations: &declarations::<5>(VALUES_1908),
    ranking: BidRanking::ByValue(VALUES_1908),
    dealer_must_bid: Some("1908 Law 47"),
    slams: (40, 20), // 1908 Laws 5-10, as in Bridge
    chicane: Some(Chicane {
        law: "1908 Laws 5-10 (as in Bridge): chicane",
        deducted_law: "1908 Laws 5-10 (as in Bridge): honors less the adversaries' chicane",
    }),
    one_spade_limit: Some(OneSpadeLimit {
        limit: 100,
        lifted_by_redouble: false, // "whether doubled or not" (checklist Q-4)
        law: "1908 Law 51",
    }),
    revoke_points: (100, 100), // as in Bridge (checklist Q-5)
    irregularity_penalties: None,
    unfinished_game: None,
    laws: Citations {
        tricks: "1908 Laws 2, 4 and 50",
        undertricks: "1908 Law 50",
        doubled_bonus: "1908 Law 58",
        honors: "1908 Laws 5-10 (as in Bridge)",
        slam: "1908 Laws 5-10 (as in Bridge): slam",
        revoke: "1908 Laws of Bridge on the revoke (as in Bridge)",
        rubber: "1908 Laws 2 and 11",
        ranking: "1908 Law 48",
    },
    call_laws: &AuctionBridgeCallLaws::PORTLAND_1908,
    play_laws: &AuctionBridgePlayLaws::PORTLAND_1908,
    score_corrections: None, // not in the seed's 1908 laws
    dealing: &super::dealing::PORTLAND_1908,
    information: crate::table::InformationLaws::NoRemedy {
        law: "1908 Laws",
        text: "the Portland and Bath Clubs' code has no law on information conveyed by manner: no penalty, no adjusted score",
    },
};

/// The Whist Club of New York's Laws of Auction Bridge, November 1912 (seed 000, with laws
/// 61-86 of the same printing).
pub static WHIST_CLUB_1912: AuctionRules = AuctionRules {
    id: CodeId::Auction1912,
    trick_values: VALUES_1912,
    declarations: &declarations::<6>(VALUES_1912),
    ranking: BidRanking::ByValue(VALUES_1912),
    dealer_must_bid: Some("1912 Law 42"),
    slams: (40, 20), // 1912 Laws 7 and 8
    chicane: Some(Chicane {
        law: "1912 Law 9",
        deducted_law: "1912 Laws 6 and 9: honors less the adversaries' chicane",
    }),
    one_spade_limit: Some(OneSpadeLimit {
        limit: 100,
        lifted_by_redouble: true, // "whether doubled or not, unless redoubled"
        law: "1912 Law 48",
    }),
    revoke_points: (150, 100), // 1912 Law 84 (checklist Q-7)
    irregularity_penalties: None,
    unfinished_game: None,
    laws: Citations {
        tricks: "1912 Laws 4, 47 and 53",
        undertricks: "1912 Law 47",
        doubled_bonus: "1912 Law 56",
        honors: "1912 Laws 5, 6 and 10",
        slam: "1912 Laws 7 and 8",
        revoke: "1912 Law 84",
        rubber: "1912 Laws 1, 2 and 11",
        ranking: "1912 Law 44",
    },
    call_laws: &AuctionBridgeCallLaws::WHIST_CLUB_1912,
    play_laws: &AuctionBridgePlayLaws::WHIST_CLUB_1912,
    score_corrections: Some(crate::code::ScoreCorrections {
        honors: "1912 Law 12",
        tricks: "1912 Law 13",
    }),
    dealing: &super::dealing::WHIST_CLUB_1912,
    information: crate::table::InformationLaws::NoRemedy {
        law: "1912 Laws",
        text: "the Whist Club's 1912 code has no law on information conveyed by manner: no penalty, no adjusted score",
    },
};

/// The 1915 values with nullo: "each trick taken less than seven counting a specified number
/// of points, commonly ten" (Boston 1916 manual, "Nullo"), ranking between spades and no trump
/// as the period's books place it (docs/laws-decisions.md, checklist Q-22).
const VALUES_1915_NULLO: &[(Denomination, u32)] = &[
    (Denomination::Clubs, 6),
    (Denomination::Diamonds, 7),
    (Denomination::Hearts, 8),
    (Denomination::Spades, 9),
    (Denomination::Nullo, 10),
    (Denomination::NoTrump, 10),
];

/// The Whist Club's code of June 1915 as the Boston 1916 manual gives it (seed 001).
pub static WHIST_CLUB_1915: AuctionRules = whist_club_1915(
    CodeId::Auction1915,
    VALUES_1915,
    &declarations::<5>(VALUES_1915),
);

/// The 1915 code played with nullos, the variation of the Boston 1916 manual ("Nullo"): the
/// 1915 laws and values, with nullo a declaration of its own.
pub static WHIST_CLUB_1915_NULLO: AuctionRules = whist_club_1915(
    CodeId::Auction1915Nullo,
    VALUES_1915_NULLO,
    &declarations::<6>(VALUES_1915_NULLO),
);

/// The 1915 code's rules with its trick values (with or without nullo).
const fn whist_club_1915(
    id: CodeId,
    trick_values: &'static [(Denomination, u32)],
    declarations: &'static [Denomination],
) -> AuctionRules {
    AuctionRules {
        id,
        trick_values,
        declarations,
        ranking: BidRanking::ByLevel,
        dealer_must_bid: None, // "The Dealer may pass"
        slams: (100, 50),      // Scoring Laws (d)
        chicane: None,         // the manual knows no chicane (checklist Q-21)
        one_spade_limit: None,
        revoke_points: (100, 100), // Scoring Laws (f) and Playing the Cards
        irregularity_penalties: Some("1915 Scoring Laws (f)"),
        unfinished_game: Some(125), // Scoring Laws (e), "if previously agreed on"
        laws: Citations {
            tricks: "1915 Scoring Laws: points",
            undertricks: "1915 Scoring Laws (c)",
            doubled_bonus: "1915 Scoring Laws (b)",
            honors: "1915 Scoring Laws (a)",
            slam: "1915 Scoring Laws (d)",
            revoke: "1915 Scoring Laws (f) and Playing the Cards: the revoke",
            rubber: "1915 Scoring Laws (e)",
            ranking: "1915 Declaration Laws",
        },
        call_laws: &AuctionBridgeCallLaws::WHIST_CLUB_1915,
        play_laws: &AuctionBridgePlayLaws::WHIST_CLUB_1915,
        score_corrections: None, // the 1916 manual is silent
        dealing: &super::dealing::WHIST_CLUB_1915,
        information: crate::table::InformationLaws::NoRemedy {
            law: "1915 Etiquette Laws",
            text: "an offence against etiquette (\"Pleasure or displeasure should not be shown by word or gesture\"), which the code calls more serious than one with a penalty yet gives no penalty and no adjusted score: the Laws give no remedy",
        },
    }
}
