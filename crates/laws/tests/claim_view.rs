//! The claimer's hand is faced while his claim stands under the 2017 Laws (Law 68C: "the
//! player making the claim or concession faces his hand") and the Alternative Club Laws
//! ("declarer must place and leave his hand face up on the table", Club Law 69); the 2007
//! Laws ask for a statement only, and his hand stays his own.

use cards::{Board, Seat};
use laws::CodeId;
use laws::table::{Event, Mode, Setup, Table};

/// North holds every spade, East every heart, South every diamond, West every club.
const ONE_SUIT_EACH: &str = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

/// North declares 1S, the others passing.
fn north_declares(code: CodeId, mode: Mode) -> Table {
    let mut table = Table::new(Setup {
        code,
        mode,
        board: Board::new(1).unwrap(),
        deal: Some(ONE_SUIT_EACH.parse().unwrap()),
    });
    for (seat, call) in [
        (Seat::North, "1S"),
        (Seat::East, "P"),
        (Seat::South, "P"),
        (Seat::West, "P"),
    ] {
        let call = call.parse().unwrap();
        table
            .apply(Event::Call {
                seat,
                call,
                artificial: None,
            })
            .unwrap();
    }
    table
}

/// North declares 1S; after the first trick North claims the other twelve.
fn claimed(code: CodeId) -> Table {
    let mut table = north_declares(code, Mode::Guarded);
    for (seat, card) in [
        (Seat::East, "HA"),
        (Seat::South, "DA"),
        (Seat::West, "CA"),
        (Seat::North, "S2"),
    ] {
        let card = card.parse().unwrap();
        table.apply(Event::Play { seat, card }).unwrap();
    }
    table
        .apply(Event::Claim {
            seat: Seat::North,
            tricks: 12,
            statement: Some("all trumps".into()),
        })
        .unwrap();
    table
}

fn seen_by(table: &Table, viewer: Seat) -> Vec<Seat> {
    table
        .view(Some(viewer))
        .hands
        .iter()
        .map(|hand| hand.seat)
        .collect()
}

#[test]
fn under_the_2017_laws_the_claimers_hand_is_faced() {
    let table = claimed(CodeId::Duplicate2017);
    // East sees his own hand, dummy's and the claimer's.
    assert_eq!(
        seen_by(&table, Seat::East),
        [Seat::North, Seat::East, Seat::South]
    );
    let north = table
        .view(Some(Seat::West))
        .hands
        .into_iter()
        .find(|hand| hand.seat == Seat::North)
        .expect("West sees North's hand");
    assert_eq!(north.hand, "AKQJT98765432...".replace('2', ""));
}

#[test]
fn under_the_2007_laws_the_claimers_hand_stays_his() {
    let table = claimed(CodeId::Duplicate2007);
    assert_eq!(seen_by(&table, Seat::East), [Seat::East, Seat::South]);
}

/// Club Law 69 at rubber bridge: the claiming declarer's hand is faced as under the 2017 Laws.
#[test]
fn under_the_club_laws_the_claiming_declarers_hand_is_faced() {
    let table = claimed(CodeId::Rubber);
    assert_eq!(
        seen_by(&table, Seat::East),
        [Seat::North, Seat::East, Seat::South]
    );
}

/// An opening lead faced out of turn (South leads, West's turn: North declares) waits for
/// declarer's choice; until he makes it, dummy's hand is not spread (2017 Law 54, and 54D: a
/// declarer who could have seen dummy's cards must accept the lead), for the players and for
/// anyone watching. Once he accepts, dummy is spread.
#[test]
fn dummy_is_not_spread_while_a_lead_out_of_turn_waits() {
    let mut table = north_declares(CodeId::Duplicate2017, Mode::Open);
    // East's opening lead, faced by West; nobody may see dummy yet.
    table
        .apply(Event::Play {
            seat: Seat::West,
            card: "CA".parse().unwrap(),
        })
        .unwrap();
    assert_eq!(table.spread_dummy(), None);
    assert_eq!(seen_by(&table, Seat::West), [Seat::West]);
    table.apply(Event::Attention { seat: Seat::North }).unwrap();
    let pending = table.state().pending.clone().expect("declarer's choice");
    assert!(pending.options.iter().any(|o| o == "accept"), "{pending:?}");
    assert_eq!(table.spread_dummy(), None);
    assert_eq!(table.faced_seats(), []);
    assert_eq!(seen_by(&table, Seat::East), [Seat::East]);
    assert_eq!(seen_by(&table, Seat::North), [Seat::North]);
    table
        .apply(Event::Choose {
            seat: Seat::North,
            option: "accept".into(),
        })
        .unwrap();
    assert_eq!(table.spread_dummy(), Some(Seat::South));
    assert_eq!(seen_by(&table, Seat::East), [Seat::East, Seat::South]);
}
