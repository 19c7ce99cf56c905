//! Auction Bridge: the Portland and Bath Clubs' code of 1908, the Whist Club of New York's
//! code of 1912, and the Whist Club's code of 1915 as the Boston 1916 manual gives it.
//!
//! The three codes score alike in shape: every odd trick a successful declarer wins counts
//! below the line, 30 points make a game and two games a rubber worth 250; honors (and in 1908
//! and 1912 chicane), slams, undertricks and penalties are scored above. They differ in their
//! values ([`rules`]): trick values, slams, the One Spade loss limit, the revoke penalty.
//!
//! ```
//! use cards::{Seat, Side, Vulnerability};
//! use laws::{CodeId, DealOutcome, Honors, Line};
//!
//! // 1912 (checklist C19): three hearts by South, ten tricks, simple honors with North-South.
//! let mut outcome = DealOutcome::played("3H".parse()?, Seat::South, 10, Vulnerability::None);
//! outcome.honors = Some(Honors { held: [2, 1, 1, 1], void: [false; 4] });
//! let score = CodeId::Auction1912.code().score(&outcome)?;
//! assert_eq!(score.on_line(Side::NorthSouth, Line::Below), 32); // 4 odd tricks x 8
//! assert_eq!(score.on_line(Side::NorthSouth, Line::Above), 16); // simple honors, 2 x 8
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod call_laws;
mod dealing;
mod dummy;
mod exposed_before_play;
mod honors;
mod play_laws;
pub mod rules;
mod scoring;
pub mod three_handed;

pub use call_laws::AuctionBridgeCallLaws;
pub use honors::{ace_honors, trump_honor_multiple};
pub use play_laws::AuctionBridgePlayLaws;
pub use three_handed::three_handed_honors;

use crate::code::{CodeId, RubberRules};
use crate::contract::Denomination;
use crate::cut::{self, CutRules};
use crate::error::ScoreError;
use crate::flow::AuctionFlow;
use crate::outcome::DealOutcome;
use crate::score::DealScore;
use crate::table::Code;
use crate::table::{CallLaws, PlayLaws};

use rules::{AuctionRules, PORTLAND_1908, WHIST_CLUB_1912, WHIST_CLUB_1915, WHIST_CLUB_1915_NULLO};

/// What the Auction Bridge codes' laws remember between events.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct AuctionBridgeMemory {
    /// A suit the declarer called for the next lead of either adversary (1912 Law 76), and
    /// the law.
    called_lead: Option<(cards::Suit, &'static str)>,
    /// Where in the play the declarer was last offered the call of an exposed card (tricks
    /// quitted, cards in the trick), so that he is asked once at each turn (1912 Law 67).
    call_offered: Option<(usize, usize)>,
    /// Penalties in honor points the auction or the play incurred (1915 Scoring Laws (f)).
    honor_penalties: Vec<crate::outcome::Penalty>,
}

/// Auction Bridge under one of its codes.
#[derive(Clone, Copy, Debug)]
pub struct AuctionBridge {
    rules: &'static AuctionRules,
    cut: &'static CutRules,
}

impl AuctionBridge {
    /// The Portland and Bath Clubs' code of 1908.
    pub const PORTLAND_1908: AuctionBridge = AuctionBridge {
        rules: &PORTLAND_1908,
        cut: &cut::PORTLAND_1908,
    };
    /// The Whist Club of New York's code of 1912.
    pub const WHIST_CLUB_1912: AuctionBridge = AuctionBridge {
        rules: &WHIST_CLUB_1912,
        cut: &cut::WHIST_CLUB_1912,
    };
    /// The Whist Club's code of 1915 (the Boston 1916 manual).
    pub const WHIST_CLUB_1915: AuctionBridge = AuctionBridge {
        rules: &WHIST_CLUB_1915,
        cut: &cut::WHIST_CLUB_1915,
    };
    /// The 1915 code played with nullos (the Boston 1916 manual, "Nullo").
    pub const WHIST_CLUB_1915_NULLO: AuctionBridge = AuctionBridge {
        rules: &WHIST_CLUB_1915_NULLO,
        cut: &cut::WHIST_CLUB_1915,
    };

    /// The code's values and the laws that give them.
    pub const fn rules(&self) -> &'static AuctionRules {
        self.rules
    }
}

impl Code for AuctionBridge {
    fn id(&self) -> CodeId {
        self.rules.id
    }
    fn denominations(&self) -> &'static [Denomination] {
        self.rules.declarations
    }
    fn score(&self, outcome: &DealOutcome) -> Result<DealScore, ScoreError> {
        scoring::score_deal(self.rules, outcome)
    }
    /// Game is 30 trick points; two games win the rubber and 250 (1912 Laws 1, 2 and 11; 1908
    /// Laws 2 and 11; 1915 Scoring Laws (e)).
    fn rubber_rules(&self) -> Option<RubberRules> {
        Some(RubberRules {
            game: 30,
            rubber_two_nil: 250,
            rubber_two_one: 250,
            unfinished_game: self.rules.unfinished_game,
            unfinished_partscore: None,
            vulnerable_after_game: false,
            law: self.rules.laws.rubber,
            appeals: None, // the auction codes have no appeals committee
            corrections: self.rules.score_corrections,
        })
    }
    /// 1912 Laws 14-18; the 1916 manual's Formation of Tables; 1908 "as in Bridge".
    fn cut_rules(&self) -> Option<CutRules> {
        Some(*self.cut)
    }
    fn auction_flow(&self) -> AuctionFlow {
        self.rules.flow()
    }
    fn call_laws(&self) -> &'static dyn CallLaws {
        self.rules.call_laws
    }
    /// The code's own play laws ([`AuctionBridgePlayLaws`]).
    fn dealing_laws(&self) -> &'static crate::table::DealingLaws {
        self.rules.dealing
    }
    fn play_laws(&self) -> &'static dyn PlayLaws {
        self.rules.play_laws
    }
    /// No remedy: the 1908 and 1912 codes have no law on it; the 1915 code makes it an
    /// offence against etiquette, without penalty.
    fn information_laws(&self) -> crate::table::InformationLaws {
        self.rules.information
    }
    /// None: the Auction Bridge codes have no adjusted scores; a deal scores as played, its
    /// penalties included.
    fn adjustment_laws(&self) -> Option<&'static crate::adjusted::AdjustmentLaws> {
        None
    }
}
