//! Properties of the table engine, in every code: random legal auctions at a guarded table end
//! with a valid contract or with no bid at all, and at an open table, whatever the players do,
//! replaying the log from the start gives the state built event by event.

use cards::{Board, Seat};
use laws::table::{Chooser, Event, Mode, Phase, Setup, Table};
use laws::{Bid, Call, CodeId};
use proptest::prelude::*;

fn setup(code: CodeId, mode: Mode, board: u32) -> Setup {
    Setup {
        code,
        mode,
        board: Board::new(board).expect("boards from 1"),
        deal: None,
    }
}

fn any_code() -> impl Strategy<Value = CodeId> {
    proptest::sample::select(CodeId::ALL.to_vec())
}

/// Makes the call picked by `pick` for the player whose turn it is, or failing that the first
/// legal one (a pass, or for a dealer who must declare, the lowest bid).
fn call_in_turn(table: &mut Table, all: &[Call], pick: usize) {
    let seat = table.state().turn.expect("a turn during the auction");
    let wanted = all[pick % all.len()];
    for call in std::iter::once(wanted).chain(all.iter().copied()) {
        let event = Event::Call {
            seat,
            call,
            artificial: None,
        };
        if table.apply(event).is_ok() {
            return;
        }
    }
    panic!("no legal call for {seat}: {:?}", table.state());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// A guarded auction of legal calls ends with three passes after a bid (a contract whose
    /// declarer is the first of the last bidder's side to name its denomination) or with four
    /// passes and no bid; the state is the fold of the log.
    #[test]
    fn guarded_auctions_end_with_a_contract_or_no_bid(
        code in any_code(),
        board in 1u32..=16,
        picks in proptest::collection::vec(0usize..64, 0..40),
    ) {
        let all = code.code().calls();
        let mut table = Table::new(setup(code, Mode::Guarded, board));
        let mut picks = picks.into_iter();
        while table.state().phase == Phase::Auction {
            // When the picks run out everyone passes, so the auction ends.
            let pick = picks.next().unwrap_or(0);
            call_in_turn(&mut table, &all, pick);
            prop_assert!(table.events().len() < 400, "the auction never ended");
        }
        let state = table.state();
        let bids: Vec<(Seat, Bid)> = state
            .auction
            .iter()
            .filter_map(|r| r.call.bid().map(|b| (r.seat, b)))
            .collect();
        match state.phase {
            Phase::Play => {
                let contract = state.contract.expect("a contract in play");
                let declarer = state.declarer.expect("a declarer in play");
                let &(last_bidder, last_bid) = bids.last().expect("a bid before the play");
                prop_assert_eq!(contract.level(), last_bid.level());
                prop_assert_eq!(contract.denomination, last_bid.denomination);
                let first = bids
                    .iter()
                    .find(|(seat, bid)| seat.side() == last_bidder.side() && bid.denomination == last_bid.denomination)
                    .map(|(seat, _)| *seat);
                prop_assert_eq!(Some(declarer), first);
                prop_assert_eq!(state.turn, Some(declarer.lho()));
                let tail: Vec<Call> = state.auction.iter().rev().take(3).map(|r| r.call).collect();
                prop_assert_eq!(tail, vec![Call::Pass; 3]);
            }
            Phase::Ended | Phase::Redeal => {
                prop_assert!(bids.is_empty());
                prop_assert!(state.contract.is_none());
                prop_assert_eq!(state.auction.len(), 4);
            }
            Phase::Dealing | Phase::Auction => unreachable!("the loop ends the auction"),
        }
        let replayed = Table::replay(table.setup().clone(), table.events().iter().cloned())
            .expect("a log the engine accepted replays");
        prop_assert_eq!(replayed.state(), table.state());
    }

    /// At an open table players call out of turn, change their calls, ask for the auction,
    /// explain calls and correct explanations (Laws 20F, 21, 75), draw attention and choose
    /// among whatever options a ruling offers; the events accepted, replayed from the start,
    /// give the same state.
    #[test]
    fn open_tables_are_the_fold_of_their_log(
        code in any_code(),
        board in 1u32..=16,
        actions in proptest::collection::vec((0u8..8, 0usize..4, 0usize..64), 0..60),
    ) {
        let all = code.code().calls();
        let mut table = Table::new(setup(code, Mode::Open, board));
        // A call standing in the auction, to explain or correct.
        let standing = |table: &Table, pick: usize| {
            let auction = &table.state().auction;
            auction
                .get(pick % auction.len().max(1))
                .map_or((Seat::North, all[0]), |r| (r.seat, r.call))
        };
        for (kind, seat, pick) in actions {
            let seat = Seat::ALL[seat];
            let event = match kind {
                0 | 1 => Event::Call { seat, call: all[pick % all.len()], artificial: None },
                2 => Event::Attention { seat },
                3 => Event::Change { seat, call: all[pick % all.len()] },
                4 => Event::Review { seat },
                6 => {
                    let (caller, call) = standing(&table, pick);
                    Event::Explain { seat, caller, call, explanation: "natural".into() }
                }
                7 => {
                    let (caller, call) = standing(&table, pick);
                    Event::CorrectExplanation { seat, caller, call, explanation: "artificial".into() }
                }
                _ => match table.state().pending.clone() {
                    Some(pending) => {
                        let option = pending.options[pick % pending.options.len()].clone();
                        match pending.chooser {
                            Chooser::Director => Event::DirectorChoose { option },
                            Chooser::Seat(chooser) => Event::Choose { seat: chooser, option },
                            Chooser::EitherOf(side) => Event::Choose { seat: side.seats()[pick % 2], option },
                        }
                    }
                    None => Event::Attention { seat },
                },
            };
            let before = table.state().clone();
            if table.apply(event).is_err() {
                prop_assert_eq!(table.state(), &before, "a refused event changed the state");
            }
        }
        let replayed = Table::replay(table.setup().clone(), table.events().iter().cloned())
            .expect("a log the engine accepted replays");
        prop_assert_eq!(replayed.state(), table.state());
    }
}
