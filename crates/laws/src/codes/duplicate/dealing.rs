//! The shuffle and deal of a duplicate board (2017 Law 6) and hands of the wrong number of
//! cards (Laws 13 and 14). The 2007 Laws rule these cases alike; the citations are the 2017
//! Laws' (docs/laws-decisions.md, issue 17).

use crate::table::{CutLaw, DealOutOfTurn, DealingLaws, FaultLaws, FaultWindow, MiscountLaws};

/// The duplicate Laws' dealing: a cut only if an opponent asks; a card seen or the cards
/// dealt wrongly before the auction begins, a new shuffle and deal (6D1), after it Law 16D.
pub(crate) static DUPLICATE_DEALING: DealingLaws = DealingLaws {
    shuffle: "Law 6A",
    cut: CutLaw {
        required: false,
        min_packet: 1,
        law: "Law 6A",
        recut: "Law 6A",
        uncut: None,
    },
    deal: "Law 6B",
    faults: FaultLaws {
        faced: "Law 6D1",
        rotation: "Law 6D1",
        two_cards: "Law 6D1",
        last_card: "Law 6D1",
        imperfect: "Law 6D1",
        seen: "Law 6D1",
        claim: None,
        window: FaultWindow::BeforeFirstCall("Law 16D"),
    },
    out_of_turn: DealOutOfTurn::Board,
    lifting: None,
    miscount: MiscountLaws::Corrected {
        before_call: "Law 13A",
        after_call: "Law 13B",
        after_play: "Law 13D",
        missing_before_lead: "Law 14A",
        missing_after_lead: "Law 14B",
    },
    rotation: None,
    wrong_board: Some("Law 15A"),
};
