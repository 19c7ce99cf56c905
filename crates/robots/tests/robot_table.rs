//! Four robots play whole deals at a guarded table in every code, and every event they make
//! is accepted.

use std::time::Duration;

use cards::{Board, DealGenerator, Seat};
use laws::CodeId;
use laws::table::{Chooser, Event, Mode, Phase, Setup, Table};
use robots::{Robot, RobotConfig};

fn quick(seed: u64) -> RobotConfig {
    RobotConfig {
        seed,
        layouts: 6,
        least_layouts: 3,
        checked_plays: 1,
        card_time: Duration::from_secs(5),
        ..RobotConfig::default()
    }
}

/// Plays one deal: the dealer's first call is `opening` (so that every deal is played,
/// whatever the dealer's hand), the robots do everything else. Returns the table at the end.
fn play_deal(code: CodeId, number: u32, opening: &str, seed: u64) -> Table {
    let deal = DealGenerator::from_seed(seed).deal();
    let board = Board::new(number).expect("a board number");
    let mut table = Table::new(Setup {
        code,
        mode: Mode::Guarded,
        board,
        deal: Some(deal),
    });
    table
        .apply(Event::Call {
            seat: board.dealer(),
            call: opening.parse().expect("a call"),
            artificial: None,
        })
        .expect("the opening call is legal");
    let mut robots: Vec<Robot> = (0..4).map(|i| Robot::new(quick(seed + i))).collect();
    for _ in 0..400 {
        let state = table.state();
        if matches!(state.phase, Phase::Ended | Phase::Redeal) {
            return table;
        }
        if let Some(pending) = &state.pending
            && pending.chooser == Chooser::Director
        {
            // A disputed claim: the Director adjudicates (Law 70).
            let option = if pending.options.iter().any(|o| o == "adjudicate") {
                "adjudicate".to_string()
            } else {
                pending.options[0].clone()
            };
            table
                .apply(Event::DirectorChoose { option })
                .expect("the Director's choice is accepted");
            continue;
        }
        let acted = Seat::ALL.into_iter().find_map(|seat| {
            robots[seat.index()]
                .act(&table, seat)
                .map(|event| (seat, event))
        });
        let Some((seat, event)) = acted else {
            panic!(
                "{code}: nobody acts at phase {:?}, turn {:?}",
                state.phase, state.turn
            );
        };
        if let Err(rejection) = table.apply(event.clone()) {
            panic!("{code}: {seat}'s {event:?} refused: {rejection:?}");
        }
    }
    panic!("{code}: the deal did not end in 400 events");
}

/// Plays a deal in `code` and checks it ended with a result, the robots having played
/// cards or claimed.
fn check(code: CodeId, number: u32, opening: &str) {
    let table = play_deal(code, number, opening, 100 + u64::from(number));
    let state = table.state();
    assert_eq!(state.phase, Phase::Ended, "{code}: the deal is played out");
    assert!(state.result.is_some(), "{code}: the deal has a result");
    let cards = table
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Play { .. }))
        .count();
    let claimed = table
        .events()
        .iter()
        .any(|e| matches!(e, Event::Claim { .. }));
    assert!(cards == 52 || claimed, "{code}: {cards} cards and no claim");
    let answered = table
        .events()
        .iter()
        .any(|e| matches!(e, Event::Agree { .. } | Event::Dispute { .. }));
    assert_eq!(
        claimed, answered,
        "{code}: a claim is answered (Law 69A, 70)"
    );
}

macro_rules! every_code {
    ($($name:ident: $code:expr, $number:expr, $opening:expr;)*) => {$(
        #[test]
        fn $name() {
            check($code, $number, $opening);
        }
    )*};
}

every_code! {
    duplicate_2017: CodeId::Duplicate2017, 1, "3NT";
    duplicate_2007: CodeId::Duplicate2007, 2, "4S";
    rubber: CodeId::Rubber, 3, "2H";
    chicago: CodeId::Chicago, 4, "3C";
    auction_1908: CodeId::Auction1908, 5, "1NT";
    auction_1912: CodeId::Auction1912, 6, "2H";
    auction_1915: CodeId::Auction1915, 7, "1S";
    auction_1915_nullo: CodeId::Auction1915Nullo, 8, "1NU";
}

/// The calls four robots make on `deal` (dealer North, board 1) with each side's partscore.
fn auction(code: CodeId, deal: &str, partscores: [u32; 2]) -> Vec<String> {
    let mut table = Table::new(Setup {
        code,
        mode: Mode::Guarded,
        board: Board::new(1).expect("board 1"),
        deal: Some(deal.parse().expect("a deal")),
    });
    let mut robots: Vec<Robot> = (0..4)
        .map(|i| {
            let mut robot = Robot::new(quick(i));
            robot.set_partscores(partscores);
            robot
        })
        .collect();
    let mut calls = Vec::new();
    while table.state().phase == Phase::Auction {
        let (_, event) = Seat::ALL
            .into_iter()
            .find_map(|seat| robots[seat.index()].act(&table, seat).map(|e| (seat, e)))
            .expect("a robot calls");
        if let Event::Call { call, .. } = &event {
            calls.push(call.to_string());
        }
        table.apply(event).expect("the call is accepted");
        assert!(calls.len() < 40, "{calls:?}");
    }
    calls
}

/// Robots bid towards game, which a partscore brings nearer (Rubber Law 73: partscores add up
/// to game). After 1S 2S, North's 3S is the system's game try whatever the score; what the
/// partscore decides is South's answer, the fall-back's: from love South bids the game, 4S;
/// with 60 below the line three spades is already game (90 + 60) and South passes. At the
/// 1912 code, with 20 below the line, two diamonds (14) is game and opener passes it where from
/// love he seeks the no trump game.
#[test]
fn a_partscore_stops_the_auction_at_game() {
    let spades = "N:AK7632.AT.7.AQ94 Q.854.QJT85.KJT2 J985.QJ9762.A.87 T4.K3.K96432.653";
    assert_eq!(
        auction(CodeId::Rubber, spades, [0, 0]),
        ["1S", "P", "2S", "P", "3S", "P", "4S", "P", "P", "P"]
    );
    assert_eq!(
        auction(CodeId::Rubber, spades, [60, 0]),
        ["1S", "P", "2S", "P", "3S", "P", "P", "P"]
    );
    let diamonds = "N:653.Q2.AQ865.AJ8 JT984.K5.KJT.T94 K2.AJ974.9732.Q5 AQ7.T863.4.K7632";
    assert_eq!(
        auction(CodeId::Auction1912, diamonds, [0, 0]),
        ["1D", "P", "2D", "P", "3NT", "P", "P", "P"]
    );
    assert_eq!(
        auction(CodeId::Auction1912, diamonds, [20, 0]),
        ["1D", "P", "2D", "P", "P", "P"]
    );
}
