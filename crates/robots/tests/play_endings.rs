//! Hand-worked endings: the finesse the sampled evaluation takes, the claim when every layout
//! gives the same tricks, and claims agreed or disputed.

use std::time::Duration;

use cards::{Board, Card, Hand, Seat};
use laws::CodeId;
use robots::play::Scoring;
use robots::{Decision, Robot, RobotConfig, Situation};

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

fn hand(cards: &[&str]) -> Hand {
    cards.iter().map(|c| card(c)).collect()
}

/// Nine tricks of filler in which every hand follows suit (no show-out): three rounds of
/// each of clubs, diamonds and hearts, all won by North, who is then on lead. Each hand's
/// filler, in the order it plays it.
fn filler(seat: Seat) -> Vec<&'static str> {
    match seat {
        Seat::North => vec!["CA", "CK", "CQ", "DA", "DK", "DQ", "HA", "HK", "HQ"],
        Seat::East => vec!["CJ", "CT", "C9", "DJ", "DT", "D9", "HJ", "HT", "H9"],
        Seat::South => vec!["C8", "C7", "C6", "D8", "D7", "D6", "H8", "H7", "H6"],
        Seat::West => vec!["C5", "C4", "C3", "D5", "D4", "D3", "H5", "H4", "H3"],
    }
}

/// What `viewer` knows, South declaring 3NT, after the nine filler tricks, the four hands
/// holding `endings` (four cards each, by seat N E S W; with the filler, the whole pack).
fn ending(viewer: Seat, endings: [&[&str]; 4]) -> Situation {
    let dealt = |seat: Seat| {
        let mut h = hand(endings[seat.index()]);
        for c in filler(seat) {
            h.insert(card(c));
        }
        h
    };
    let all = Seat::ALL.iter().fold(Hand::EMPTY, |a, &s| a | dealt(s));
    assert_eq!(all, Hand::FULL, "the endings and the filler make the pack");
    let mut s = Situation::new(
        CodeId::Duplicate2017,
        Board::new(1).expect("board 1"),
        viewer,
        dealt(viewer),
    );
    s.record_contract("3NT".parse().expect("a contract"), Seat::South);
    let mut next = [0usize; 4];
    for _ in 0..9 {
        let leader = s.to_act.expect("a hand to lead");
        for place in 0..4 {
            let seat = leader.clockwise(place);
            let c = card(filler(seat)[next[seat.index()]]);
            next[seat.index()] += 1;
            s.record_card(seat, c);
            if s.dummy.is_none() && viewer != Seat::North {
                // Dummy is spread after the opening lead (Law 41D).
                s.record_dummy(dealt(Seat::North));
            }
        }
    }
    assert_eq!(s.to_act, Some(Seat::North), "North won the filler");
    s
}

fn config(scoring: Scoring) -> RobotConfig {
    RobotConfig {
        seed: 7,
        scoring,
        layouts: 24,
        least_layouts: 24,
        card_time: Duration::from_secs(30),
        ..RobotConfig::default()
    }
}

/// A finesse: North leads a low spade towards South's ♠AQ and East plays low. The queen
/// wins two spade tricks where East holds the king and loses nothing where West does, bar a
/// singleton king with West; the ace gains only then. Under every form of scoring the robot
/// (South, declarer) finesses.
const FINESSE: [&[&str]; 4] = [
    &["S4", "S3", "S2", "C2"],
    &["SJ", "ST", "S9", "D2"],
    &["SA", "SQ", "S7", "S6"],
    &["SK", "S8", "S5", "H2"],
];

#[test]
fn the_robot_takes_the_finesse() {
    for scoring in [Scoring::Imps, Scoring::Matchpoints, Scoring::TotalPoints] {
        let mut s = ending(Seat::South, FINESSE);
        s.record_card(Seat::North, card("S2"));
        s.record_card(Seat::East, card("S9"));
        assert_eq!(s.to_act, Some(Seat::South));
        let mut robot = Robot::new(config(scoring));
        assert_eq!(
            robot.decide(&s),
            Some(Decision::Card(card("SQ"))),
            "{scoring:?}"
        );
    }
}

/// With a finesse to take the tricks depend on the layout: no claim, a card.
#[test]
fn the_robot_does_not_claim_a_finesse() {
    let s = ending(Seat::South, FINESSE);
    let mut robot = Robot::new(config(Scoring::Imps));
    assert!(matches!(robot.decide_or_claim(&s), Some(Decision::Card(_))));
}

/// Dummy holds ♠AKQJ on lead at no trump: four tricks on every layout, whatever the
/// defenders hold; nothing to squeeze. Declarer's robot claims them, and a defender, who
/// cannot see declarer's cards, agrees: no layout gives declarer fewer.
const TOP_SPADES: [&[&str]; 4] = [
    &["SA", "SK", "SQ", "SJ"],
    &["S8", "S7", "S6", "D2"],
    &["S5", "S4", "S3", "C2"],
    &["ST", "S9", "S2", "H2"],
];

#[test]
fn the_robot_claims_when_every_layout_agrees() {
    let s = ending(Seat::South, TOP_SPADES);
    let mut robot = Robot::new(config(Scoring::Imps));
    assert!(matches!(
        robot.decide_or_claim(&s),
        Some(Decision::Claim { tricks: 4, .. })
    ));
    // A Blue Chip client's robot plays on instead: a card, never a claim.
    assert!(matches!(robot.decide(&s), Some(Decision::Card(_))));
    let west = ending(Seat::West, TOP_SPADES);
    assert_eq!(robot.answer_claim(&west, Seat::South, 4), Decision::Agree);
}

/// Dummy's ♠AKQ4 on lead and West holds ♠JT98: West sees that his jack takes the fourth
/// round on every layout, so he disputes a claim of four and agrees to one of three.
#[test]
fn a_defender_disputes_a_claim_his_cards_defeat() {
    let endings: [&[&str]; 4] = [
        &["SA", "SK", "SQ", "S4"],
        &["S3", "S2", "D2", "H2"],
        &["S7", "S6", "S5", "C2"],
        &["SJ", "ST", "S9", "S8"],
    ];
    let west = ending(Seat::West, endings);
    let mut robot = Robot::new(config(Scoring::Imps));
    assert_eq!(robot.answer_claim(&west, Seat::South, 4), Decision::Dispute);
    assert_eq!(robot.answer_claim(&west, Seat::South, 3), Decision::Agree);
}
