//! The bidding system: hand-worked sequences, the alerts and constraints the same table gives,
//! and whole auctions by four robots that a guarded table accepts call by call.

use cards::{Board, Deal, DealGenerator, Hand, Seat, Suit, Vulnerability};
use laws::table::{CallRecord, Event, Mode, Phase, Setup, Table};
use laws::{Call, CodeId};
use proptest::prelude::*;
use robots::Situation;
use robots::bidding::{BidChoice, Forcing, System, SystemError};

fn hand(text: &str) -> Hand {
    let deal: cards::PartialDeal = format!("N:{text} - - -").parse().unwrap();
    deal.hand(Seat::North).unwrap()
}

fn call(text: &str) -> Call {
    text.parse().unwrap()
}

/// The calls `P 1NT P ...` made in rotation from `dealer`.
fn auction(dealer: Seat, calls: &str) -> Vec<CallRecord> {
    calls
        .split_whitespace()
        .enumerate()
        .map(|(i, c)| CallRecord {
            seat: dealer.clockwise(i),
            call: call(c),
            artificial: None,
        })
        .collect()
}

/// What `hand` calls next after `calls` (dealer North), under `code`.
fn next(code: CodeId, calls: &str, hand_text: &str) -> BidChoice {
    let calls = auction(Seat::North, calls);
    let seat = Seat::North.clockwise(calls.len());
    System::for_code(code).call_for(&calls, seat, hand(hand_text))
}

fn sayc(calls: &str, hand_text: &str) -> BidChoice {
    next(CodeId::Duplicate2017, calls, hand_text)
}

/// Four robots bid `deal` under `code` at a guarded table; every call must be accepted. Returns
/// the table and the calls with the hand of each caller.
fn bid_out(code: CodeId, board: Board, deal: Deal) -> Table {
    let mut table = Table::new(Setup {
        code,
        mode: Mode::Guarded,
        board,
        deal: Some(deal),
    });
    let system = System::for_code(code);
    for _ in 0..100 {
        if table.state().phase != Phase::Auction {
            return table;
        }
        let seat = table.state().turn.expect("a seat is to call");
        let situation = Situation::from_table(&table, seat).unwrap();
        let choice = system.call(&situation);
        let event = Event::Call {
            seat,
            call: choice.call,
            artificial: choice.alert.clone(),
        };
        if let Err(rejection) = table.apply(event) {
            panic!(
                "{code}: {seat}'s {} after [{}] refused: {rejection:?}",
                choice.call,
                calls_text(&table.state().auction)
            );
        }
    }
    panic!("{code}: the auction did not end in 100 calls");
}

fn calls_text(calls: &[CallRecord]) -> String {
    calls
        .iter()
        .map(|r| r.call.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A whole deal worked by hand: North's balanced 17 opens 1NT, South's ten points with four
/// hearts ask with Stayman (alerted), North shows hearts and South raises to game.
#[test]
fn one_notrump_and_stayman_reach_four_hearts() {
    let deal: Deal = "N:AK32.KQ32.A32.J2 JT98.T98.QJT.AK9 Q4.AJ54.K54.8743 765.76.9876.QT65"
        .parse()
        .unwrap();
    let table = bid_out(CodeId::Duplicate2017, Board::new(1).unwrap(), deal);
    let calls = &table.state().auction;
    assert_eq!(calls_text(calls), "1NT P 2C P 2H P 4H P P P");
    assert_eq!(
        calls[2].artificial.as_deref(),
        Some("Stayman: asks for a four-card major")
    );
    assert_eq!(
        table.state().contract.map(|c| c.to_string()),
        Some("4H".into())
    );
    assert_eq!(table.state().declarer, Some(Seat::North));

    let system = System::for_code(CodeId::Duplicate2017);
    let shown = system.constraints_of(calls);
    let north = shown.of(Seat::North);
    assert_eq!(north.hcp, (15, 17));
    assert_eq!(north.lengths[Suit::Hearts.index()], (4, 5));
    assert_eq!(north.lengths[Suit::Clubs.index()], (2, 5));
    let south = shown.of(Seat::South);
    assert_eq!(south.hcp, (10, 15));
    assert_eq!(south.lengths[Suit::Hearts.index()], (4, 13));
    for seat in Seat::ALL {
        assert!(shown.admits(seat, deal.hand(seat)), "{seat}");
    }
    let stayman = system.explain(calls, 2).unwrap();
    assert_eq!(system.explain(calls, calls.len()), None);
    assert_eq!(stayman.forcing, Forcing::OneRound);
    assert!(stayman.by_rule);
    assert_eq!(
        stayman.to_string(),
        "Stayman: asks for a four-card major; 8+ points, at most 4 spades; forcing for one round",
        "the transfer to spades was refused first: at most four spades"
    );
}

/// Jacoby transfer: a weak hand with five spades transfers (alerted), opener completes, and
/// responder passes; with game values and five spades he offers a choice of games.
#[test]
fn jacoby_transfers() {
    let weak = "QJ854.54.K54.843";
    let transfer = sayc("1NT P", weak);
    assert_eq!(transfer.call, call("2H"));
    assert_eq!(
        transfer.alert.as_deref(),
        Some("Jacoby transfer: five or more spades")
    );
    assert_eq!(sayc("1NT P 2H P", "AK32.KQ32.A32.J2").call, call("2S"));
    assert_eq!(sayc("1NT P 2H P 2S P", weak).call, Call::Pass);
    let game = "QJ854.A4.K54.K43";
    assert_eq!(sayc("1NT P 2H P 2S P", game).call, call("3NT"));
    assert_eq!(
        sayc("1NT P 2H P 2S P 3NT P", "AK3.KQ32.A32.J32").call,
        call("4S")
    );
    assert_eq!(
        sayc("1NT P 2H P 2S P 3NT P", "AK.KQ32.A432.J32").call,
        Call::Pass
    );
    // Hearts: five hearts and four spades transfer to hearts.
    assert_eq!(sayc("1NT P", "QJ85.K8654.54.43").call, call("2D"));
}

/// A strong 2C and the 2D waiting response, both alerted; opener then shows his balanced 23.
#[test]
fn two_clubs_two_diamonds() {
    let strong = "AKQ3.AK2.KQ3.KJ2";
    let opening = sayc("", strong);
    assert_eq!(opening.call, call("2C"));
    assert!(opening.alert.is_some());
    let waiting = sayc("2C P", "8654.J54.654.843");
    assert_eq!(waiting.call, call("2D"));
    assert_eq!(
        waiting.alert.as_deref(),
        Some("waiting: artificial, says nothing of the hand")
    );
    assert_eq!(sayc("2C P 2D P", "AKQ3.AK2.KQ3.KJ2").call, call("3NT"));
    assert_eq!(sayc("2C P 2D P", "AK2.AK2.KQ3.KJ32").call, call("2NT"));
    assert_eq!(sayc("2C P", "8654.AQ754.K4.84").call, call("2H"));
}

/// Overcalls, the 1NT overcall, takeout doubles and the competitive pass (East deals and opens
/// 1H; South acts).
#[test]
fn overcalls_and_takeout_doubles() {
    let east_opens = |calls: &str, text: &str| {
        let calls = auction(Seat::East, calls);
        let seat = Seat::East.clockwise(calls.len());
        System::for_code(CodeId::Rubber).call_for(&calls, seat, hand(text))
    };
    // 10 points and five spades: 1S.
    assert_eq!(east_opens("1H", "KQJ85.54.A54.843").call, call("1S"));
    // 13 points and five clubs, three hearts (no double): 2C at the two level.
    assert_eq!(east_opens("1H", "K8.543.Q54.AKJ84").call, call("2C"));
    // 13 points, short in hearts: a takeout double.
    assert_eq!(east_opens("1H", "KQ85.4.A854.KJ84").call, Call::Double);
    // 17 balanced with hearts: 1NT.
    assert_eq!(east_opens("1H", "KQ8.KJ4.A854.KJ4").call, call("1NT"));
    // 8 points, nothing to say: pass.
    assert_eq!(east_opens("1H", "Q985.J4.Q854.K84").call, Call::Pass);
    // Advancing a double with four spades and 8 points: 1S; with 11, a jump.
    assert_eq!(east_opens("1H X P", "Q985.J4.Q854.K84").call, call("1S"));
    assert_eq!(east_opens("1H X P", "KQ98.J4.Q854.K84").call, call("2S"));
    // The double shows opening values and is what the system says to the opponents.
    let system = System::for_code(CodeId::Rubber);
    let calls = auction(Seat::East, "1H X");
    let double = system.explain(&calls, 1).unwrap();
    assert_eq!(double.shows.hcp, (12, 37));
    assert_eq!(double.shows.lengths[Suit::Hearts.index()], (0, 13));
    assert!(double.alert.is_none());
}

/// A pass by an unopened hand shows less than an opening; an opening 1C, 12-21.
#[test]
fn passes_show_what_the_rules_before_them_refused() {
    let system = System::for_code(CodeId::Duplicate2017);
    let calls = auction(Seat::North, "P 1C");
    let shown = system.constraints_of(&calls);
    assert_eq!(shown.of(Seat::North).hcp, (0, 11));
    assert_eq!(shown.of(Seat::East).hcp, (12, 21));
    // After 1NT, a pass by responder shows at most 7.
    let calls = auction(Seat::North, "1NT P P");
    assert_eq!(system.constraints_of(&calls).of(Seat::South).hcp, (0, 7));
}

/// In the 1908 and 1912 codes the dealer must bid: with nothing he bids one (low) spade, which
/// the table accepts; with a good hand he bids no trump or his suit (royal spades in 1912).
#[test]
fn an_auction_bridge_dealer_bids() {
    let weak = "8654.J54.654.843";
    for code in [CodeId::Auction1908, CodeId::Auction1912] {
        let choice = next(code, "", weak);
        assert_eq!(choice.call, call("1S"), "{code}");
        assert_eq!(choice.alert, None);
        let mut table = Table::new(Setup {
            code,
            mode: Mode::Guarded,
            board: Board::new(1).unwrap(),
            deal: None,
        });
        assert!(
            table
                .apply(Event::Call {
                    seat: Seat::North,
                    call: Call::Pass,
                    artificial: None
                })
                .is_err(),
            "{code}: the dealer may not pass"
        );
        table
            .apply(Event::Call {
                seat: Seat::North,
                call: choice.call,
                artificial: None,
            })
            .unwrap();
        assert_eq!(next(code, "", "AQ3.KJ4.A854.K84").call, call("1NT"));
    }
    assert_eq!(
        next(CodeId::Auction1912, "", "AQJ83.K4.854.K84").call,
        call("1RS")
    );
    assert_eq!(
        next(CodeId::Auction1908, "", "AQJ83.K4.854.K84").call,
        call("1S")
    );
    // Over 1 royal spade, hearts must go to two (16 points beat 9; one heart's 8 does not).
    assert_eq!(
        next(CodeId::Auction1912, "1RS", "83.AKJ84.K54.K84").call,
        call("2H")
    );
    // In 1915 the dealer may pass.
    assert_eq!(
        next(CodeId::Auction1915, "", "8654.J54.654.843").call,
        Call::Pass
    );
}

/// A system file's error names its line and column.
#[test]
fn a_bad_system_is_refused() {
    let err = System::parse(
        CodeId::Duplicate2017,
        "=> 1NT 15-17 bal\n1NT P => 2C 8+ H4 F2\n",
    )
    .unwrap_err();
    assert!(
        matches!(
            err,
            SystemError::Syntax {
                line: 2,
                column: 19,
                ..
            }
        ),
        "{err}"
    );
    let err = System::parse(CodeId::Duplicate2017, "=> 1R 10+ S5+\n").unwrap_err();
    assert!(
        matches!(err, SystemError::Denomination { line: 1, .. }),
        "{err}"
    );
    assert!(System::parse(CodeId::Auction1912, "=> 1R 10+ S5+\n").is_ok());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Four robots bid a random deal under every code: every call is legal at a guarded table,
    /// the auction ends, and the constraints of the whole auction admit every hand that bid.
    #[test]
    fn robots_bid_legally_and_their_calls_show_their_hands(seed in any::<u64>(), board in 1u32..=16) {
        let deal = DealGenerator::from_seed(seed).deal();
        for code in CodeId::ALL {
            let board = Board::new(board).unwrap();
            let table = bid_out(code, board, deal);
            let calls = &table.state().auction;
            let system = System::for_code(code);
            let shown = system.constraints_of(calls);
            for (index, record) in calls.iter().enumerate() {
                prop_assert!(record.call.bid().is_none_or(|b| !b.denomination.is_nullo()));
                // The same table gives the call's alert and its explanation.
                let explained = system.explain(calls, index).unwrap();
                prop_assert_eq!(&explained.alert, &record.artificial);
                prop_assert!(record.artificial.is_none() || explained.by_rule);
                prop_assert!(
                    shown.admits(record.seat, deal.hand(record.seat)),
                    "{}: {} [{}] {:?} does not admit {}",
                    code, record.seat, calls_text(calls), shown.of(record.seat),
                    deal.hand(record.seat)
                );
            }
        }
    }
}

/// Where no rule applies, the fall-back bids by combined strength and fit: 16 points and four
/// spades opposite an opener who showed four spades and 12-18 go to game in spades.
#[test]
fn the_fall_back_bids_game_on_strength_and_fit() {
    let choice = sayc("1D P 1H P 1S P", "KQ32.AQ54.K4.Q32");
    assert_eq!(choice.call, call("4S"));
    let calls = auction(Seat::North, "1D P 1H P 1S P 4S");
    let system = System::for_code(CodeId::Duplicate2017);
    let explained = system.explain(&calls, 6).unwrap();
    assert!(!explained.by_rule);
    // With 8 points and no eight-card fit, 1NT (6-10, as SAYC plays it); with 4, a pass.
    assert_eq!(sayc("1D P 1H P 1S P", "Q32.KJ54.543.Q32").call, call("1NT"));
    assert_eq!(sayc("1D P 1H P 1S P", "J32.J954.543.Q32").call, Call::Pass);
}

/// Vulnerability does not enter the system, and the deal's dealer comes from the board.
#[test]
fn every_dealer_opens_in_turn() {
    for (number, dealer) in [
        (1, Seat::North),
        (2, Seat::East),
        (3, Seat::South),
        (4, Seat::West),
    ] {
        let board = Board::with(number, dealer, Vulnerability::None);
        let deal = DealGenerator::from_seed(u64::from(number)).deal();
        let table = bid_out(CodeId::Chicago, board, deal);
        assert_eq!(table.state().auction[0].seat, dealer);
    }
}
