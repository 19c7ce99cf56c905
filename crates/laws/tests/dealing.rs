//! The shuffle, the cut and the deal: what a guarded table refuses, citing each code's law,
//! and the properties of any sequence of dealing events at an open table.

use cards::{Board, Seat};
use laws::CodeId;
use laws::table::{DealFault, Event, Mode, Phase, Setup, Table};
use proptest::prelude::*;

fn table(code: CodeId, mode: Mode) -> Table {
    Table::new(Setup {
        code,
        mode,
        board: Board::new(1).expect("board 1"),
        deal: None,
    })
}

fn refusal(code: CodeId, events: &[Event]) -> String {
    let mut table = table(code, Mode::Guarded);
    let (last, before) = events.split_last().expect("an event");
    for event in before {
        table.apply(event.clone()).expect("accepted");
    }
    table
        .apply(last.clone())
        .expect_err("a guarded table refuses it")
        .to_string()
}

/// Board 1: North deals, West (his right-hand opponent) cuts.
#[test]
fn a_guarded_table_refuses_an_irregular_cut_or_deal_citing_the_law() {
    use Event::*;
    let (n, e, w) = (Seat::North, Seat::East, Seat::West);
    assert_eq!(
        refusal(
            CodeId::Auction1912,
            &[Cut {
                seat: e,
                packet: 20
            }]
        ),
        "1912 Law 32: only the dealer's right-hand opponent, W, cuts the pack: E may not"
    );
    assert_eq!(
        refusal(
            CodeId::Rubber,
            &[Cut {
                seat: w,
                packet: 50
            }]
        ),
        "Law 5: each packet must hold at least 4 cards: W lifted off 50, leaving 2"
    );
    assert_eq!(
        refusal(
            CodeId::Auction1912,
            &[
                Cut {
                    seat: w,
                    packet: 20
                },
                Deal { seat: e }
            ]
        ),
        "1912 Law 40: it is N's deal, not E's"
    );
    assert_eq!(
        refusal(CodeId::Auction1915, &[Deal { seat: n }]),
        "1915 Dealing Laws: the pack must be cut by W before it is dealt"
    );
    assert_eq!(
        refusal(
            CodeId::Auction1915,
            &[
                Cut {
                    seat: w,
                    packet: 20
                },
                Deal { seat: n },
                Look { seat: e }
            ]
        ),
        "1915 Dealing Laws: a player may not lift and look at any card until the end of the deal"
    );
}

/// A duplicate board is cut only if an opponent asks (Law 6A), and the board names its dealer:
/// whoever deals it, the board's dealer calls first.
#[test]
fn a_board_may_be_dealt_uncut_by_anyone() {
    let mut table = table(CodeId::Duplicate2017, Mode::Guarded);
    for event in [
        Event::Shuffle { seat: Seat::South },
        Event::Deal { seat: Seat::South },
        Event::Dealt { seat: Seat::South },
    ] {
        table.apply(event).expect("accepted");
    }
    assert_eq!(table.state().phase, Phase::Auction);
    assert_eq!(table.state().turn, Some(Seat::North));
}

/// Nobody calls before the last card is dealt, and nothing of the shuffle or the deal comes
/// after the first call.
#[test]
fn the_deal_comes_before_the_auction_and_only_then() {
    let mut dealing = table(CodeId::Auction1912, Mode::Open);
    dealing
        .apply(Event::Cut {
            seat: Seat::West,
            packet: 20,
        })
        .unwrap();
    dealing.apply(Event::Deal { seat: Seat::North }).unwrap();
    let early = dealing
        .apply(Event::Call {
            seat: Seat::North,
            call: "1H".parse().unwrap(),
            artificial: None,
        })
        .unwrap_err();
    assert_eq!(
        early.to_string(),
        "1912 Law 35: N may not call: the deal is not complete"
    );
    let mut called = table(CodeId::Auction1912, Mode::Open);
    called
        .apply(Event::Call {
            seat: Seat::North,
            call: "1H".parse().unwrap(),
            artificial: None,
        })
        .unwrap();
    let late = called
        .apply(Event::Shuffle { seat: Seat::South })
        .unwrap_err();
    assert!(
        late.to_string().contains("comes before the first call"),
        "{late}"
    );
}

/// 1912 Law 40: a player who has looked at his cards, or whose partner has, may not correct a
/// deal out of turn.
#[test]
fn a_player_who_has_looked_may_not_correct_a_deal_out_of_turn() {
    let mut table = table(CodeId::Auction1912, Mode::Open);
    for event in [
        Event::Cut {
            seat: Seat::West,
            packet: 20,
        },
        Event::Deal { seat: Seat::East },
        Event::Look { seat: Seat::North },
    ] {
        table.apply(event).unwrap();
    }
    let refused = table
        .apply(Event::Attention { seat: Seat::South })
        .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "1912 Law 40: S or his partner has looked at his cards: he may not correct the deal"
    );
    table.apply(Event::Attention { seat: Seat::West }).unwrap();
    assert_eq!(table.state().phase, Phase::Redeal);
    assert_eq!(table.state().next_dealer, Some(Seat::North));
}

fn dealing_event() -> impl Strategy<Value = Event> {
    let seat = (0usize..4).prop_map(|i| Seat::ALL[i]);
    let fault = (0usize..DealFault::ALL.len()).prop_map(|i| DealFault::ALL[i]);
    prop_oneof![
        seat.clone().prop_map(|seat| Event::Shuffle { seat }),
        (seat.clone(), 0u8..=52).prop_map(|(seat, packet)| Event::Cut { seat, packet }),
        seat.clone().prop_map(|seat| Event::Deal { seat }),
        seat.clone().prop_map(|seat| Event::Dealt { seat }),
        (seat.clone(), fault).prop_map(|(seat, fault)| Event::Misdeal { seat, fault }),
        seat.clone().prop_map(|seat| Event::Look { seat }),
        seat.clone().prop_map(|seat| Event::Attention { seat }),
        (seat, 10u8..=16).prop_map(|(seat, cards)| Event::Count { seat, cards }),
    ]
}

proptest! {
    /// Whatever happens in the shuffle and the deal at an open table, in any code, the deal
    /// ends either complete (the auction begins, with a player to call) or with a new deal
    /// ruled and its dealer named; and the log replays to the same state.
    #[test]
    fn a_deal_ends_dealt_or_with_a_new_deal(
        code in (0usize..CodeId::ALL.len()).prop_map(|i| CodeId::ALL[i]),
        events in proptest::collection::vec(dealing_event(), 0..24),
    ) {
        let mut table = table(code, Mode::Open);
        for event in events {
            let _ = table.apply(event);
        }
        // Whoever is dealing finishes the deal; if nobody is, West cuts and North deals.
        let dealer = table.state().dealing.as_ref().and_then(|d| d.dealer).unwrap_or(Seat::North);
        let finish = [
            Event::Cut { seat: Seat::West, packet: 26 },
            Event::Deal { seat: dealer },
            Event::Dealt { seat: dealer },
        ];
        for event in finish {
            if table.state().phase != Phase::Dealing || table.state().pending.is_some() {
                break;
            }
            let _ = table.apply(event);
        }
        let state = table.state();
        match state.phase {
            Phase::Redeal => prop_assert!(state.next_dealer.is_some()),
            Phase::Auction => prop_assert!(state.turn.is_some() || state.pending.is_some()),
            Phase::Ended => prop_assert!(state.rulings.iter().any(|r| r.law.starts_with("Law 13"))),
            Phase::Dealing | Phase::Play => prop_assert!(false, "the deal never completed: {:?}", state),
        }
        let replayed = Table::replay(table.setup().clone(), table.events().iter().cloned())
            .expect("a log the engine accepted replays");
        prop_assert_eq!(replayed.state(), table.state());
    }
}
