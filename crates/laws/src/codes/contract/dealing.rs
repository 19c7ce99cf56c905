//! The shuffle, cut and deal in rubber and four-deal (Chicago) bridge: the Laws of Contract
//! Bridge, Laws 4-14, and the Four-Deal Bridge procedure on a deal out of turn (seed S003).
//! Laws 4-6 are read from the ACBL text; the numbering of the redeal and miscount laws (10, 13,
//! 14) is the 1993 code's as recalled, recorded in docs/laws-decisions.md (issue 17).

use crate::table::{CutLaw, DealOutOfTurn, DealingLaws, FaultLaws, FaultWindow, MiscountLaws};

/// Contract rubber and Chicago bridge.
pub(crate) static CONTRACT_DEALING: DealingLaws = DealingLaws {
    shuffle: "Law 4",
    cut: CutLaw {
        required: true,
        min_packet: 4,
        law: "Law 5",
        recut: "Law 6",
        uncut: Some("Law 10"),
    },
    deal: "Law 8",
    faults: FaultLaws {
        faced: "Law 10",
        rotation: "Law 10",
        two_cards: "Law 10",
        last_card: "Law 10",
        imperfect: "Law 10",
        seen: "Law 10",
        claim: None,
        window: FaultWindow::BeforeFirstCall("Law 16"),
    },
    out_of_turn: DealOutOfTurn::ProperDealerCallsFirst("Four-Deal Bridge (deal out of turn)"),
    lifting: None,
    miscount: MiscountLaws::NewDeal {
        long: "Law 13",
        short_played: "Law 14",
        short_unplayed: "Law 14",
    },
    rotation: Some("Law 8"),
    wrong_board: None,
};
