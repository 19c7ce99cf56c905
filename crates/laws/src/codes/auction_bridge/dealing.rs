//! The shuffle, cut and deal in the Auction Bridge codes: the 1912 code's Laws 28-41, the
//! 1915 code's Dealing Laws as the Boston 1916 manual gives them, and the 1908 code, whose deal
//! laws are the Bridge code's ("as in Bridge", 1908 Laws 12-46), read as the 1912 code's
//! (checklist P08-D; docs/laws-decisions.md, issue 17).

use crate::table::{CutLaw, DealOutOfTurn, DealingLaws, FaultLaws, FaultWindow, MiscountLaws};

/// The 1912 code: every fault of Law 37 means a new deal by the same dealer (Law 36), found
/// when it may be; a deal out of turn stands once the last card is dealt (Law 40).
pub(crate) static WHIST_CLUB_1912: DealingLaws = DealingLaws {
    shuffle: "1912 Law 29",
    cut: CutLaw {
        required: true,
        min_packet: 4,
        law: "1912 Law 32",
        recut: "1912 Law 34",
        uncut: Some("1912 Law 37f"),
    },
    deal: "1912 Law 35",
    faults: FaultLaws {
        faced: "1912 Law 37c",
        rotation: "1912 Law 37a",
        two_cards: "1912 Law 37e",
        last_card: "1912 Law 37g",
        imperfect: "1912 Law 37b",
        seen: "1912 Law 37c",
        claim: None,
        window: FaultWindow::Always,
    },
    out_of_turn: DealOutOfTurn::StandsAsDealt("1912 Law 40"),
    lifting: None,
    miscount: MiscountLaws::NewDeal {
        long: "1912 Law 37d",
        short_played: "1912 Law 38",
        short_unplayed: "1912 Law 37b",
    },
    rotation: Some("1912 Law 31"),
    wrong_board: None,
};

/// The 1908 code, its deal laws read as the 1912 code's.
pub(crate) static PORTLAND_1908: DealingLaws = DealingLaws {
    shuffle: "1908 Laws 12-46",
    cut: CutLaw {
        required: true,
        min_packet: 4,
        law: "1908 Laws 12-46",
        recut: "1908 Laws 12-46",
        uncut: Some("1908 Laws 12-46"),
    },
    deal: "1908 Laws 12-46",
    faults: FaultLaws {
        faced: "1908 Laws 12-46",
        rotation: "1908 Laws 12-46",
        two_cards: "1908 Laws 12-46",
        last_card: "1908 Laws 12-46",
        imperfect: "1908 Laws 12-46",
        seen: "1908 Laws 12-46",
        claim: None,
        window: FaultWindow::Always,
    },
    out_of_turn: DealOutOfTurn::StandsAsDealt("1908 Laws 12-46"),
    lifting: None,
    miscount: MiscountLaws::NewDeal {
        long: "1908 Laws 12-46",
        short_played: "1908 Laws 12-46",
        short_unplayed: "1908 Laws 12-46",
    },
    rotation: Some("1908 Laws 12-46"),
    wrong_board: None,
};

/// The 1915 code: "if any direction above given is violated, or if any card has been exposed,
/// there must be a new deal by the same dealer; but no player may claim a new deal after
/// looking at any of his cards"; lifting a card before the end of the deal gives the opponents
/// 25 honors. Where the manual is silent (a deal out of turn after the last card, a hand of
/// the wrong number found in the play) the 1912 code's laws are read.
pub(crate) static WHIST_CLUB_1915: DealingLaws = DealingLaws {
    shuffle: "1915 Dealing Laws",
    cut: CutLaw {
        required: true,
        min_packet: 4,
        law: "1915 Dealing Laws",
        recut: "1915 Dealing Laws",
        uncut: Some("1915 Dealing Laws"),
    },
    deal: "1915 Dealing Laws",
    faults: FaultLaws {
        faced: "1915 Dealing Laws",
        rotation: "1915 Dealing Laws",
        two_cards: "1915 Dealing Laws",
        last_card: "1915 Dealing Laws",
        imperfect: "1915 Dealing Laws",
        seen: "1915 Dealing Laws",
        claim: Some("1915 Dealing Laws"),
        window: FaultWindow::Always,
    },
    out_of_turn: DealOutOfTurn::StandsAsDealt("1915 Dealing Laws"),
    lifting: Some("1915 Dealing Laws"),
    miscount: MiscountLaws::NewDeal {
        long: "1915 Dealing Laws",
        short_played: "1912 Law 38",
        short_unplayed: "1915 Dealing Laws",
    },
    rotation: Some("1915 Dealing Laws"),
    wrong_board: None,
};
