//! Session transcripts: a rubber from the cut for partners to its end. The expectations are
//! worked by hand from the laws cited (docs/examples/rubber-1912.md for the 1912 rubber).

use std::path::Path;

use cards::{Seat, Side};
use formats::session::{Session, SessionError, is_session};

fn example() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/examples/rubber-1912.txt");
    std::fs::read_to_string(path).expect("the example rubber")
}

fn run(text: &str) -> Result<formats::session::SessionRun, SessionError> {
    Session::parse(text)?.run()
}

/// The worked example: Ann's 2H is lowest and deals (1912 Laws 14, 18), partnering Cy; the
/// deal passes to the left (Law 31): South, West, North; N-S win the rubber two games to none.
/// By hand: N-S 40 + 36 below, 30 + 81 honors and 250 for the rubber = 437; E-W 16 below and 32
/// honors = 48.
#[test]
fn the_1912_rubber_from_the_cut_to_the_end() {
    let text = example();
    assert!(is_session(&text));
    let run = run(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(run.cut.dealer, "Ann");
    assert_eq!(run.cut.dealers_side, ["Ann".to_string(), "Cy".to_string()]);
    let dealers: Vec<Seat> = run.deals.iter().map(|d| d.dealer).collect();
    assert_eq!(dealers, [Seat::South, Seat::West, Seat::North]);
    assert!(run.pad.over());
    assert_eq!(run.pad.total(Side::NorthSouth), 437);
    assert_eq!(run.pad.total(Side::EastWest), 48);
}

/// An `expect-sheet` line the pad does not meet stops the session at that line.
#[test]
fn sheet_expectations_are_checked() {
    let text = example().replace(
        "expect-sheet totals {\"north_south\": 70, \"east_west\": 48}",
        "expect-sheet totals {\"north_south\": 70, \"east_west\": 50}",
    );
    let error = run(&text).unwrap_err();
    assert!(
        matches!(error, SessionError::Unmet { ref field, .. } if field == "totals"),
        "{error}"
    );
    assert!(error.to_string().contains("found {"), "{error}");
    let misplaced = "code auction1912\nplayers A B C D\nexpect-sheet totals {}\n";
    assert!(
        Session::parse(misplaced)
            .unwrap_err()
            .to_string()
            .contains("line 3: expect-sheet follows a deal")
    );
}

/// Partners sit facing each other: Ann and Cy side by side is refused, citing Law 18.
#[test]
fn partners_face_each_other() {
    let text = example().replace("seats Cy Bob Ann Di", "seats Cy Ann Bob Di");
    let error = run(&text).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("1912 Law 18: Ann and Cy are partners and sit facing each other"),
        "{error}"
    );
}

/// Each player takes one seat.
#[test]
fn one_seat_each() {
    let text = example().replace("seats Cy Bob Ann Di", "seats Cy Ann Ann Di");
    let error = run(&text).unwrap_err();
    assert!(
        error.to_string().contains("Ann cannot take two seats"),
        "{error}"
    );
}

/// No deal follows the end of the rubber.
#[test]
fn nothing_after_the_rubber() {
    let mut text = example();
    text.push_str("---\nN call 1NT\n");
    let error = run(&text).unwrap_err();
    assert!(error.to_string().contains("the rubber is over"), "{error}");
}

/// The dealer follows the rotation: a `dealer` line in a deal is refused.
#[test]
fn the_dealer_is_not_chosen_in_a_deal() {
    let text = example().replacen("S call 3NT", "dealer N\nS call 3NT", 1);
    let error = run(&text).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("'dealer' belongs before the first deal"),
        "{error}"
    );
}

/// A deal left unfinished stops the session, unless it is the last of the record.
#[test]
fn an_unfinished_deal() {
    let text = example().replacen("W play C4\nS claim 10\nW agree\nE agree\n", "", 1);
    let text = text.replacen(
        "expect result \"3NT+1\"\nexpect score {\"NS\": 70, \"EW\": -70}\n",
        "",
        1,
    );
    let error = run(&text).unwrap_err();
    assert!(
        error.to_string().contains("deal 1 has not ended"),
        "{error}"
    );
}

/// The 1908 code ("as in Bridge") gives the suits no rank: Ann's and Bob's sevens tie for the
/// second place and they cut again; Bob's 3D is lower than Ann's 9C, so Cy (2H, the lowest)
/// and Bob play against Ann and Di, Cy dealing.
#[test]
fn equal_cards_cut_again_in_1908() {
    let text = "code auction1908\nplayers Ann Bob Cy Di\ncut Ann 7S\ncut Bob 7D\ncut Cy 2H\ncut Di KC\ncut Ann 9C\ncut Bob 3D\nseats Cy Ann Bob Di\n";
    let session = run(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(session.cut.dealer, "Cy");
    assert_eq!(
        session.cut.dealers_side,
        ["Cy".to_string(), "Bob".to_string()]
    );
    assert!(
        session
            .cut_rulings
            .iter()
            .any(|r| r.text == "Ann and Bob cut cards of equal value and cut again")
    );
    let unfinished = "code auction1908\nplayers Ann Bob Cy Di\ncut Ann 7S\ncut Bob 7D\ncut Cy 2H\ncut Di KC\nseats Cy Ann Bob Di\n";
    let error = run(unfinished).unwrap_err();
    assert!(
        error.to_string().contains("still to draw: Ann, Bob"),
        "{error}"
    );
}

/// Four-deal bridge: the pad names the dealer (the first dealer, then clockwise; a deal
/// passed out is dealt again by the same dealer) and the vulnerability. Each counted deal is
/// 1C made by the dealer; South holds K Q J 10 of clubs, 100 honors to N-S each time. By
/// hand: N-S 20 + 20 below and 400 honors = 440; E-W 20 + 20 below and the fourth deal's
/// partscore premium 100 = 140.
#[test]
fn a_chicago_from_the_cut() {
    let deal = "deal N:KQJ.KQJ.AKQJT.32 T987.T98.987.A87 A32.A32.32.KQJT9 654.7654.654.654\n";
    let played = |dealer: &str, leader: &str, lead: &str, agree: [&str; 2]| {
        format!(
            "---\n{deal}{dealer} call 1C\n{} call P\n{} call P\n{} call P\n{leader} play {lead}\n{dealer} claim 7\n{} agree\n{} agree\n",
            leader,
            partner(dealer),
            partner(leader),
            agree[0],
            agree[1]
        )
    };
    // The highest card deals (contract bridge): A's SA; B's SK is second and partners A.
    let mut text = String::from(
        "code chicago\nplayers A B C D\ncut A SA\ncut B SK\ncut C S2\ncut D S3\nseats A C B D\n---\nN call P\nE call P\nS call P\nW call P\n",
    );
    text.push_str(&played("N", "E", "ST", ["E", "W"]));
    text.push_str(&played("E", "S", "SA", ["N", "S"]));
    text.push_str(&played("S", "W", "S4", ["E", "W"]));
    text.push_str(&played("W", "N", "SK", ["N", "S"]));
    let run = run(&text).unwrap_or_else(|e| panic!("{e}"));
    let dealers: Vec<Seat> = run.deals.iter().map(|d| d.dealer).collect();
    assert_eq!(
        dealers,
        [
            Seat::North,
            Seat::North,
            Seat::East,
            Seat::South,
            Seat::West
        ]
    );
    assert!(run.pad.over());
    assert_eq!(run.pad.total(Side::NorthSouth), 440);
    assert_eq!(run.pad.total(Side::EastWest), 140);
}

fn partner(seat: &str) -> &'static str {
    match seat {
        "N" => "S",
        "S" => "N",
        "E" => "W",
        _ => "E",
    }
}

/// A new deal ruled after an irregularity (1912 Law 49: a declaration out of turn, the
/// adversaries choosing a new deal) is not written on the pad and the same dealer deals again;
/// the rotation then goes on (Law 31).
#[test]
fn a_new_deal_is_dealt_by_the_same_dealer() {
    let text = example().replacen(
        "--- # deal 1:",
        "--- # a declaration out of turn: West declares first\nW call 1NT\nN attention\nS choose new-deal\n--- # deal 1:",
        1,
    );
    let session = run(&text).unwrap_or_else(|e| panic!("{e}"));
    let dealers: Vec<Seat> = session.deals.iter().map(|d| d.dealer).collect();
    assert_eq!(dealers, [Seat::South, Seat::South, Seat::West, Seat::North]);
    assert!(session.deals[0].scored.is_none());
    assert_eq!(session.pad.total(Side::NorthSouth), 437);
}

/// Contract rubber bridge: a deal passed out is written on the pad (nothing scored) and the
/// next player deals.
#[test]
fn passed_out_in_rubber_bridge() {
    let text = "code rubber\nplayers A B C D\ncut A SA\ncut B SK\ncut C S2\ncut D S3\nseats A C B D\n---\nN call P\nE call P\nS call P\nW call P\n---\nE call P\nS call P\nW call P\nN call P\n";
    let session = run(text).unwrap_or_else(|e| panic!("{e}"));
    let dealers: Vec<Seat> = session.deals.iter().map(|d| d.dealer).collect();
    assert_eq!(dealers, [Seat::North, Seat::East]);
    assert!(
        session
            .deals
            .iter()
            .all(|d| d.scored.as_ref().is_some_and(|s| s.passed_out))
    );
    assert!(!session.pad.over());
}
