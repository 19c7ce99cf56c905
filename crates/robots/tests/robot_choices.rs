//! Choices under a ruling: a lead restriction weighed on sampled layouts, and the fixed rules;
//! calls under a bar, made among the calls the table allows.

use std::time::Duration;

use cards::{Board, Hand, Seat};
use laws::CodeId;
use laws::table::{BarScope, Chooser, Event, Mode, Pending, Setup, Table};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use robots::play::{Knowledge, sample_layouts};
use robots::{Constraints, Decision, Robot, RobotConfig, Situation};

mod common;
use common::call_all;

fn pending(law: &str, options: &[&str]) -> Pending {
    Pending {
        law: law.to_string(),
        chooser: Chooser::Seat(Seat::South),
        options: options.iter().map(|o| o.to_string()).collect(),
        explanation: String::new(),
    }
}

/// An open table under the 2017 Laws: board `number`, the deal in PBN.
fn open_table(number: u32, deal: &str) -> Table {
    Table::new(Setup {
        code: CodeId::Duplicate2017,
        mode: Mode::Open,
        board: Board::new(number).expect("a board number"),
        deal: Some(deal.parse().expect("a deal")),
    })
}

fn robot() -> Robot {
    Robot::new(RobotConfig {
        seed: 3,
        layouts: 8,
        least_layouts: 8,
        card_time: Duration::from_secs(30),
        ..RobotConfig::default()
    })
}

/// South declares 3NT holding ♠AKQJT98 ♦AKQ ♣AKQ and no heart: thirteen tricks unless the
/// defence starts with hearts, which it may run. Offered to require or prohibit a heart lead
/// from West (as after a withdrawn call, Law 26), or to leave the lead free, South prohibits
/// hearts.
#[test]
fn declarer_prohibits_the_lead_that_beats_him() {
    let deal: cards::PartialDeal = "S:AKQJT98..AKQ.AKQ - - -".parse().expect("a hand");
    let hand: Hand = deal.hand(Seat::South).expect("South's hand");
    let mut s = Situation::new(
        CodeId::Duplicate2017,
        Board::new(1).expect("board 1"),
        Seat::South,
        hand,
    );
    s.record_contract("3NT".parse().expect("a contract"), Seat::South);
    assert_eq!(s.to_act, Some(Seat::West));
    let ruling = pending("26B", &["require H", "prohibit H", "leave"]);
    assert_eq!(
        robot().choose(&s, &ruling),
        Some(Decision::Choose {
            option: "prohibit H".to_string()
        })
    );
}

/// Without a position to weigh (during the auction), a fixed rule: an insufficient bid's
/// rectification is taken (Law 27), a lead out of turn accepted (Law 54).
#[test]
fn fixed_rules_during_the_auction() {
    let deal: cards::PartialDeal = "S:AKQJT98..AKQ.AKQ - - -".parse().expect("a hand");
    let s = Situation::new(
        CodeId::Duplicate2017,
        Board::new(1).expect("board 1"),
        Seat::South,
        deal.hand(Seat::South).expect("South's hand"),
    );
    let choose = |law: &str, options: &[&str]| robot().choose(&s, &pending(law, options));
    assert_eq!(
        choose("27B1", &["accept", "reject"]),
        Some(Decision::Choose {
            option: "reject".to_string()
        })
    );
    assert_eq!(
        choose("54", &["accept", "spread", "reject"]),
        Some(Decision::Choose {
            option: "accept".to_string()
        })
    );
}

/// At an open table South's 1D over West's 1NT is insufficient (Law 27). The robot at West
/// draws attention to it rather than calling over it (which would accept it, Law 27A1); the
/// choice goes to West, the offender's LHO, and the robot makes one of the law's choices.
#[test]
fn a_robot_draws_attention_to_an_opponents_insufficient_bid_and_chooses() {
    let mut table = open_table(
        4,
        "N:AK73.Q94.K82.A65 QJ4.KT7.AJ5.T873 T985.A853.Q3.KJ4 62.J62.T9764.Q92",
    );
    call_all(
        &mut table,
        &[(Seat::West, "1NT"), (Seat::North, "P"), (Seat::East, "P")],
    );
    // South, in turn, bids 1D over 1NT: insufficient.
    table
        .apply(Event::Call {
            seat: Seat::South,
            call: "1D".parse().expect("a call"),
            artificial: None,
        })
        .expect("an open table records it");
    assert!(table.irregular().is_some());
    let mut robot = robot();
    // South's partner does not draw attention to his own side's call.
    assert_ne!(
        robot.act(&table, Seat::North),
        Some(Event::Attention { seat: Seat::North })
    );
    let attention = robot.act(&table, Seat::West).expect("West acts");
    assert_eq!(attention, Event::Attention { seat: Seat::West });
    table.apply(attention).expect("attention drawn");
    let pending = table
        .state()
        .pending
        .clone()
        .expect("Law 27 offers a choice");
    assert!(
        pending.chooser.admits(Chooser::Seat(Seat::West)),
        "{pending:?}"
    );
    let choice = robot.act(&table, Seat::West).expect("West chooses");
    assert!(
        matches!(&choice, Event::Choose { seat: Seat::West, option } if pending.options.contains(option)),
        "{choice:?} of {:?}",
        pending.options
    );
    table.apply(choice).expect("the choice is taken");
    assert_ne!(
        table.state().pending,
        Some(pending),
        "the ruling was answered"
    );
}

/// North declares 3NT at an open table, the others passing, and West drops the C10 before the
/// opening lead: a major penalty card (Law 50B).
fn west_drops_the_ten_of_clubs() -> Table {
    let mut table = open_table(
        1,
        "N:AKQJ.AJT92..AKQJ T9.5.AKQJT96.852 87.KQ876.875.963 65432.43.432.T74",
    );
    call_all(
        &mut table,
        &[
            (Seat::North, "3NT"),
            (Seat::East, "P"),
            (Seat::South, "P"),
            (Seat::West, "P"),
        ],
    );
    table
        .apply(Event::Expose {
            seat: Seat::West,
            card: "CT".parse().expect("a card"),
        })
        .expect("an open table records it");
    table
}

/// A penalty card lies face up on the table (Law 50): every player sees it, so the layouts a
/// robot weighs leave it in its owner's hand. West drops the C10 before the opening lead; East,
/// who sees neither West's hand nor dummy yet, deals the other 39 cards around it.
#[test]
fn layouts_leave_a_penalty_card_in_its_owners_hand() {
    let table = west_drops_the_ten_of_clubs();
    let ten = "CT".parse::<cards::Card>().expect("a card");
    let east = Situation::from_table(&table, Seat::East).expect("a known deal");
    assert_eq!(east.penalty_cards, [(Seat::West, ten)], "the premise");
    let knowledge = Knowledge::from_situation(&east);
    assert!(!knowledge.unseen.contains(ten), "a card East sees");
    let truth = table.setup().deal.expect("a deal").hands();
    assert!(knowledge.admits(&truth), "the real deal is admitted");
    let mut elsewhere = truth;
    elsewhere[Seat::West.index()].remove(ten);
    elsewhere[Seat::West.index()].insert("C3".parse().expect("a card"));
    elsewhere[Seat::South.index()].remove("C3".parse().expect("a card"));
    elsewhere[Seat::South.index()].insert(ten);
    assert!(
        !knowledge.admits(&elsewhere),
        "a layout with the C10 in South's hand is not"
    );
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let layouts = sample_layouts(&knowledge, &Constraints::default(), 30, &mut rng);
    for layout in &layouts.hands {
        assert!(layout[Seat::West.index()].contains(ten));
        assert_eq!(layout[Seat::West.index()].len(), 13);
        assert!(knowledge.admits(layout));
    }
}

/// A penalty card binds a robot as it binds a person (Law 52, the example of
/// crates/formats/tests/transcripts/law52-failure-to-play-a-penalty-card.txt): West dropped
/// the C10, a major penalty card, and must play it to the first club trick; his C7 would be
/// an irregularity, which a robot never commits. Its only card is the C10.
#[test]
fn a_robot_plays_its_major_penalty_card_at_the_first_legal_opportunity() {
    let mut table = west_drops_the_ten_of_clubs();
    let card = |text: &str| text.parse::<cards::Card>().expect("a card");
    for (seat, played) in [(Seat::East, "C2"), (Seat::South, "C3")] {
        table
            .apply(Event::Play {
                seat,
                card: card(played),
            })
            .expect("a card in turn");
    }
    let west = Situation::from_table(&table, Seat::West).expect("a known deal");
    assert_eq!(
        west.legal_cards(),
        std::iter::once(card("CT")).collect::<Hand>()
    );
    let event = robot().act(&table, Seat::West).expect("West plays");
    assert_eq!(
        event,
        Event::Play {
            seat: Seat::West,
            card: card("CT")
        }
    );
}

/// A ruling binds a robot's card, not what follows the card. East has dropped the DT, a major
/// penalty card (Law 50B); when his partner West wins a trick, declarer will be asked about
/// West's lead (Law 50D). West, fourth to a club led by North with South's queen on it, may
/// still win it with the ace or king: that question is declarer's, and no ruling forbids West
/// either card.
#[test]
fn a_question_a_proper_card_would_raise_does_not_bar_it() {
    let mut table = open_table(
        1,
        "N:AKQ2.AKQ2.AKQ.32 543.543.T432.654 876.876.876.Q987 JT9.JT9.J95.AKJT",
    );
    let card = |text: &str| text.parse::<cards::Card>().expect("a card");
    call_all(
        &mut table,
        &[
            (Seat::North, "1NT"),
            (Seat::East, "P"),
            (Seat::South, "P"),
            (Seat::West, "P"),
        ],
    );
    let play = |table: &mut Table, seat: Seat, played: &str| {
        table
            .apply(Event::Play {
                seat,
                card: card(played),
            })
            .expect("a card in turn");
    };
    for (seat, played) in [
        (Seat::East, "S5"),
        (Seat::South, "S6"),
        (Seat::West, "S9"),
        (Seat::North, "SA"),
    ] {
        play(&mut table, seat, played);
    }
    table
        .apply(Event::Expose {
            seat: Seat::East,
            card: card("DT"),
        })
        .expect("an open table records it");
    for (seat, played) in [(Seat::North, "C3"), (Seat::East, "C6"), (Seat::South, "CQ")] {
        play(&mut table, seat, played);
    }
    // The premise: West winning the trick puts a question to declarer (Law 50D).
    let mut won = table.clone();
    play(&mut won, Seat::West, "CA");
    assert!(won.state().pending.is_some(), "declarer is asked");
    let west = Situation::from_table(&table, Seat::West).expect("a known deal");
    assert_eq!(
        west.legal_cards(),
        ["CA", "CK", "CJ", "CT"]
            .iter()
            .map(|c| card(c))
            .collect::<Hand>()
    );
}

/// Board 1 under the 2007 Laws after North's 1S. East holds 14 points with a singleton spade
/// and five hearts.
fn after_one_spade() -> Table {
    let mut table = Table::new(Setup {
        code: CodeId::Duplicate2007,
        mode: Mode::Open,
        board: Board::new(1).expect("board 1"),
        deal: Some(
            "N:AKJ73.Q94.K82.65 5.AKJ73.Q95.KJ87 T9864.T86.T3.Q43 Q2.52.AJ764.AT92"
                .parse()
                .expect("a deal"),
        ),
    });
    call_all(&mut table, &[(Seat::North, "1S")]);
    table
}

/// West passes at his partner East's turn, and North does not accept it (2007 Law 30B2): West
/// must pass for the rest of the auction, and East may not double or redouble at this turn.
fn west_passes_at_partners_turn(table: &mut Table) {
    for event in [
        Event::Call {
            seat: Seat::West,
            call: laws::Call::Pass,
            artificial: None,
        },
        Event::Attention { seat: Seat::North },
        Event::Choose {
            seat: Seat::North,
            option: "reject".to_string(),
        },
        Event::DirectorChoose {
            option: "no-reservation".to_string(),
        },
    ] {
        table
            .apply(event)
            .expect("the irregularity and its rectification");
    }
}

/// A bar forbids a robot only the calls it names: the system chooses among the calls the table
/// allows. East doubles North's 1S for takeout when free; barred from doubling (2007 Law
/// 30B2(b)) he makes the system's next call, the overcall of 2H, not a pass.
#[test]
fn a_robot_barred_from_doubling_makes_its_next_best_call() {
    let mut table = after_one_spade();
    assert_eq!(
        robot().act(&table, Seat::East),
        Some(Event::Call {
            seat: Seat::East,
            call: laws::Call::Double,
            artificial: None
        }),
        "the premise: East doubles when free"
    );
    west_passes_at_partners_turn(&mut table);
    assert!(table.state().is_barred(Seat::East, laws::Call::Double));
    let barred = robot().act(&table, Seat::East).expect("East calls");
    assert_eq!(
        barred,
        Event::Call {
            seat: Seat::East,
            call: "2H".parse().expect("a call"),
            artificial: None
        }
    );
    table.apply(barred).expect("the table takes East's call");
}

/// A robot barred from every call but a pass passes, whatever it would bid when free: West,
/// who must pass for the rest of the auction (2007 Law 30B2(a)), would bid over 1S 2H P.
#[test]
fn a_robot_barred_from_all_but_a_pass_passes() {
    let mut table = after_one_spade();
    west_passes_at_partners_turn(&mut table);
    for seat in [Seat::East, Seat::South] {
        let call = robot().act(&table, seat).expect("a call");
        table.apply(call).expect("a call in turn");
    }
    let west = Situation::from_table(&table, Seat::West).expect("a known deal");
    assert_eq!(west.barred, [BarScope::AllButPass]);
    let free = Situation {
        barred: Vec::new(),
        ..west.clone()
    };
    assert!(
        matches!(robot().decide(&free), Some(Decision::Call { call, .. }) if call != laws::Call::Pass),
        "the premise: West bids when free"
    );
    assert_eq!(
        robot().act(&table, Seat::West),
        Some(Event::Call {
            seat: Seat::West,
            call: laws::Call::Pass,
            artificial: None
        })
    );
}
