//! Four-deal (Chicago) bridge: the checklist's worked examples C15-C18 and cases worked by hand
//! from the Four-Deal Bridge rules of the Laws of Contract Bridge (seed S003).

use cards::{Seat, Side, Vulnerability};
use laws::chicago::round_to_hundreds;
use laws::{
    ChicagoScorepad, CodeId, Contract, DealOutcome, Denomination, EntryKind, Honors, Line,
    ScoreError,
};

const NS: Side = Side::NorthSouth;
const EW: Side = Side::EastWest;

/// A deal as the table reports it; the vulnerability is the pad's to set.
fn deal(contract: &str, declarer: Seat, tricks: u8) -> DealOutcome {
    let contract: Contract = contract.parse().unwrap();
    DealOutcome::played(contract, declarer, tricks, Vulnerability::None)
}

fn passed_out(dealer: Seat) -> DealOutcome {
    DealOutcome {
        contract: None,
        ..DealOutcome::played("1C".parse().unwrap(), dealer, 0, Vulnerability::None)
    }
}

fn kinds(score: &laws::DealScore, side: Side) -> Vec<(EntryKind, u32)> {
    score
        .entries
        .iter()
        .filter(|e| e.side == side)
        .map(|e| (e.kind, e.points))
        .collect()
}

/// C15, the seed's example: 2S doubled making 9, declarer's side vulnerable on that deal:
/// 60 x 2 = 120 (game) + 500 + 50 for the double + 200 for the doubled overtrick = 870.
#[test]
fn c15_two_spades_doubled_vulnerable_with_an_overtrick() {
    let mut outcome = deal("2SX", Seat::South, 9);
    outcome.vulnerability = Vulnerability::NorthSouth;
    let score = CodeId::Chicago.code().score(&outcome).unwrap();
    assert_eq!(score.total(NS), 870);
    assert_eq!(score.on_line(NS, Line::Below), 120);
    assert!(kinds(&score, NS).contains(&(EntryKind::Game, 500)));

    // The same result as deal 4 of a Chicago (both vulnerable).
    let mut pad = ChicagoScorepad::new(Seat::North);
    for _ in 0..3 {
        pad.record(&deal("4S", Seat::East, 9)).unwrap(); // E/W down 1 each time
    }
    let scored = pad.record(&deal("2SX", Seat::South, 9)).unwrap();
    assert_eq!(scored.vulnerability, Vulnerability::Both);
    assert_eq!(scored.score.total(NS), 870);
}

/// C16, a whole Chicago, first dealer N.
/// D1 (none vul) N/S 2S= 60. D2 (E deals, E/W vul) N/S 2D= 40: 60 + 40 completes a game, N/S
/// not vulnerable on D2: 300. D3 (S deals, N/S vul) E/W 3H-1, E/W not vulnerable: N/S 50.
/// D4 (both vul) E/W 2C= 40, a partscore on deal 4: 100.
/// N/S 60 + 40 + 300 + 50 = 450; E/W 40 + 100 = 140; net 310, 300 in hundreds.
#[test]
fn c16_a_whole_chicago() {
    let mut pad = ChicagoScorepad::new(Seat::North);
    let deals = [
        deal("2S", Seat::North, 8),
        deal("2D", Seat::South, 8),
        deal("3H", Seat::East, 8),
        deal("2C", Seat::West, 8),
    ];
    let vulnerabilities: Vec<_> = deals
        .iter()
        .map(|d| pad.record(d).unwrap().vulnerability)
        .collect();
    assert_eq!(
        vulnerabilities,
        [
            Vulnerability::None,
            Vulnerability::EastWest,
            Vulnerability::NorthSouth,
            Vulnerability::Both
        ]
    );
    let sheet = pad.sheet();
    assert!(sheet.is_complete());
    assert_eq!(sheet.total(NS), 450);
    assert_eq!(sheet.total(EW), 140);
    assert_eq!(sheet.net(NS), 310);
    assert_eq!(sheet.rounded_net(NS), 300);
    assert_eq!(sheet.rounded_net(EW), -300);
    assert_eq!(sheet.games[0].winner, Some(NS));
}

/// Three deals that leave N/S with 60 below and nobody else with a partscore (first dealer N):
/// D1 N/S 4S-1 (E/W 50), D2 E/W 4H-1 vulnerable (N/S 100), D3 N/S 2S= 60.
fn to_deal_four_with_ns_partscore() -> ChicagoScorepad {
    let mut pad = ChicagoScorepad::new(Seat::North);
    for d in [
        deal("4S", Seat::North, 9),
        deal("4H", Seat::East, 9),
        deal("2S", Seat::South, 8),
    ] {
        pad.record(&d).unwrap();
    }
    pad
}

/// C17: deal 4, N/S have 60 below from deal 3.
/// (a) E/W make 1NT=: 40 + 100 for a partscore on deal 4 (N/S's partscore does not matter).
/// (b) N/S make 2D= instead: 60 + 40 = 100 completes a game, vulnerable on deal 4: 40 + 500,
/// and no 100 partscore premium.
#[test]
fn c17_the_fourth_deal() {
    let mut a = to_deal_four_with_ns_partscore();
    let scored = a.record(&deal("1NT", Seat::East, 7)).unwrap();
    assert_eq!(
        kinds(&scored.score, EW),
        [(EntryKind::TrickPoints, 40), (EntryKind::Partscore, 100)]
    );

    let mut b = to_deal_four_with_ns_partscore();
    let scored = b.record(&deal("2D", Seat::North, 8)).unwrap();
    assert_eq!(
        kinds(&scored.score, NS),
        [(EntryKind::TrickPoints, 40), (EntryKind::Game, 500)]
    );
    assert_eq!(b.sheet().games[0].winner, Some(NS));
}

/// C18: deal 2 should be East's; South deals instead and nobody objects. Vulnerability follows
/// the seat that should have dealt (E): E/W vulnerable, N/S not. N/S 4S= 120 + 300 = 420;
/// E/W 4H= 120 + 500 = 620. The pad numbers deals by rotation and never asks who dealt.
#[test]
fn c18_a_deal_out_of_turn_keeps_the_vulnerability() {
    for (d, side, expected) in [
        (deal("4S", Seat::South, 10), NS, 420),
        (deal("4H", Seat::West, 10), EW, 620),
    ] {
        let mut pad = ChicagoScorepad::new(Seat::North);
        pad.record(&deal("1C", Seat::North, 6)).unwrap();
        assert_eq!(pad.next_deal().unwrap().dealer, Seat::East);
        let scored = pad.record(&d).unwrap();
        assert_eq!(scored.score.total(side), expected);
    }
}

/// Passed-out deals are redealt by the same dealer and do not count: here deal 1 is passed out
/// twice and deal 3 once; four deals are still played, with the vulnerability of their number.
#[test]
fn passed_out_deals_do_not_count() {
    let mut pad = ChicagoScorepad::new(Seat::West);
    let script = [
        passed_out(Seat::West),
        passed_out(Seat::West),
        deal("1NT", Seat::West, 7),  // deal 1: W deals, none vulnerable
        deal("1NT", Seat::North, 7), // deal 2: N deals, N/S vulnerable
        passed_out(Seat::East),
        deal("1NT", Seat::East, 7),  // deal 3: E deals, E/W vulnerable
        deal("1NT", Seat::South, 7), // deal 4: S deals, both vulnerable
    ];
    let mut numbers = Vec::new();
    for d in &script {
        let before = pad.next_deal().unwrap();
        let scored = pad.record(d).unwrap();
        assert_eq!(scored.vulnerability, before.vulnerability);
        numbers.push((scored.number, scored.passed_out));
    }
    assert_eq!(
        numbers,
        [
            (1, true),
            (1, true),
            (1, false),
            (2, false),
            (3, true),
            (3, false),
            (4, false)
        ]
    );
    let sheet = pad.sheet();
    assert!(sheet.is_complete());
    assert_eq!(sheet.deals_played(), 4);
    assert_eq!(sheet.deals().count(), 7);
    // Each 1NT= is 40 below. E/W (deals 1 and 3) 40 + 40 = 80, N/S (deals 2 and 4) 80:
    // neither reaches 100. N/S's partscore on deal 4 scores 100: N/S 180, E/W 80.
    assert_eq!(sheet.total(NS), 180);
    assert_eq!(sheet.total(EW), 80);
}

/// K-2: a fifth deal is void, and a sixth; the pad refuses them and names the rule.
#[test]
fn a_fifth_deal_is_refused() {
    let mut pad = ChicagoScorepad::new(Seat::North);
    for _ in 0..4 {
        pad.record(&deal("1C", Seat::North, 7)).unwrap();
    }
    let err = pad.record(&deal("3NT", Seat::East, 9)).unwrap_err();
    assert_eq!(err, ScoreError::ChicagoComplete { deal: 5 });
    assert!(err.to_string().contains("a fifth deal is void"), "{err}");
    assert!(err.to_string().contains("a sixth is always void"), "{err}");
    // A passed-out fifth deal is refused too: there is no fifth deal to redeal.
    assert!(pad.record(&passed_out(Seat::North)).is_err());
    assert_eq!(pad.sheet().deals().count(), 4);
}

/// Four-Deal Bridge (seed S003): "A fifth deal is void if attention is drawn to it at any
/// time before there has been a new cut for partners or the game has terminated; if the error
/// is not discovered in time for correction, the score stands as recorded. A sixth or
/// subsequent deal is unconditionally void." Four deals of 1C made by North (20 below each, 80 and
/// no game; 100 for the partscore on deal 4), then 3NT made by East: noticed in time it is
/// void; noticed after the new cut it stands (East-West 100 below and 300 for the game, not
/// vulnerable as played: 400); a sixth deal is void however late it is noticed.
#[test]
fn a_fifth_deal_stands_only_when_noticed_too_late_and_a_sixth_never() {
    use laws::chicago::{ExtraDeal, Noticed};
    let four = || {
        let mut pad = ChicagoScorepad::new(Seat::North);
        for _ in 0..4 {
            pad.record(&deal("1C", Seat::North, 7)).unwrap();
        }
        pad
    };
    let fifth = deal("3NT", Seat::East, 9);
    let mut in_time = four();
    let before = in_time.sheet().net(NS);
    assert_eq!(
        in_time.record_extra(&fifth, Noticed::BeforeNewCut).unwrap(),
        ExtraDeal::Void { deal: 5 }
    );
    assert_eq!(in_time.sheet().net(NS), before);
    let mut too_late = four();
    let ExtraDeal::Stands(scored) = too_late.record_extra(&fifth, Noticed::AfterNewCut).unwrap()
    else {
        panic!("a fifth deal noticed after the new cut stands");
    };
    assert_eq!(scored.number, 5);
    assert_eq!(scored.score.net(EW), 400);
    assert_eq!(too_late.sheet().net(NS), before - 400);
    assert!(too_late.sheet().is_complete());
    assert_eq!(
        too_late
            .record_extra(&deal("1C", Seat::South, 7), Noticed::AfterNewCut)
            .unwrap(),
        ExtraDeal::Void { deal: 6 }
    );
    assert_eq!(too_late.sheet().net(NS), before - 400);
}

/// Fewer than four deals: the score stands for the incomplete series.
#[test]
fn an_incomplete_chicago_keeps_its_score() {
    let mut pad = ChicagoScorepad::new(Seat::South);
    // Deal 1, none vulnerable: 4H= 120 + 300 = 420.
    pad.record(&deal("4H", Seat::North, 10)).unwrap();
    let sheet = pad.sheet();
    assert!(!sheet.is_complete());
    assert_eq!(sheet.total(NS), 420);
    assert_eq!(pad.next_deal().unwrap().dealer, Seat::West);
}

/// The numbered diagram is conclusive: whatever vulnerability a deal arrives with, deal 3
/// (dealer S) is scored with N/S vulnerable only. E/W 4H= is then 120 + 300 = 420, not 620.
#[test]
fn a_wrong_vulnerability_is_corrected_by_the_deal_number() {
    let mut pad = ChicagoScorepad::new(Seat::North);
    pad.record(&deal("1C", Seat::North, 7)).unwrap();
    pad.record(&deal("1C", Seat::North, 7)).unwrap();
    let mut d = deal("4H", Seat::East, 10);
    d.vulnerability = Vulnerability::Both;
    let scored = pad.record(&d).unwrap();
    assert_eq!(scored.vulnerability, Vulnerability::NorthSouth);
    assert_eq!(scored.score.total(EW), 420);
}

/// A game by one side wipes out the other's partscore: D1 N/S 2S= 60; D2 (E/W vul) E/W 3NT=
/// 100 + 500; D3 N/S 2D= 40: only 40 counts now, no game and no premium (not deal 4).
#[test]
fn a_game_wipes_out_earlier_partscores() {
    let mut pad = ChicagoScorepad::new(Seat::North);
    pad.record(&deal("2S", Seat::North, 8)).unwrap();
    let game = pad.record(&deal("3NT", Seat::East, 9)).unwrap();
    assert_eq!(game.score.total(EW), 600);
    let third = pad.record(&deal("2D", Seat::South, 8)).unwrap();
    assert_eq!(kinds(&third.score, NS), [(EntryKind::TrickPoints, 40)]);
    assert_eq!(pad.sheet().games[1].below(NS), 40);
}

/// honors count by default (Laws of Contract Bridge apply "except as modified"); a game
/// that agrees otherwise leaves them out. Deal 1, N/S 4S=, South held four spade honors:
/// 120 + 300 + 100 = 520, or 420 without honors.
#[test]
fn honors_count_unless_the_game_agrees_otherwise() {
    let mut d = deal("4S", Seat::North, 10);
    d.honors = Some(Honors::stated("S4,W1", &[], Denomination::Spades).unwrap());
    let mut with = ChicagoScorepad::new(Seat::North);
    assert_eq!(with.record(&d).unwrap().score.total(NS), 520);
    let mut without = ChicagoScorepad::without_honors(Seat::North);
    assert_eq!(without.record(&d).unwrap().score.total(NS), 420);
    assert!(!without.sheet().honors);
}

/// Optional practice (ii): 50 or more counts as 100.
#[test]
fn nets_are_rounded_to_hundreds() {
    assert_eq!(round_to_hundreds(750), 800);
    assert_eq!(round_to_hundreds(740), 700);
    assert_eq!(round_to_hundreds(50), 100);
    assert_eq!(round_to_hundreds(49), 0);
    assert_eq!(round_to_hundreds(0), 0);
    // A negative net is the other side's win, rounded the same way.
    assert_eq!(round_to_hundreds(-750), -800);
    assert_eq!(round_to_hundreds(-740), -700);
    assert_eq!(round_to_hundreds(-1250), -1300);
}

#[test]
fn the_sheet_shows_the_diagram_and_the_net() {
    let mut pad = ChicagoScorepad::new(Seat::North);
    for d in [
        deal("2S", Seat::North, 8),
        deal("2D", Seat::South, 8),
        deal("3H", Seat::East, 8),
        deal("2C", Seat::West, 8),
    ] {
        pad.record(&d).unwrap();
    }
    let text = pad.sheet().to_string();
    assert!(text.contains("deal 2: E deals, E-W vulnerable"), "{text}");
    assert!(
        text.contains("deal 4: W deals, both sides vulnerable"),
        "{text}"
    );
    assert!(text.contains("game We (N-S)"), "{text}");
    assert!(
        text.contains("net We (N-S) +310, in hundreds +300"),
        "{text}"
    );
    let json = serde_json::to_value(pad.sheet()).unwrap();
    assert_eq!(json["totals"]["north_south"], 450);
    assert_eq!(json["rounded_net_north_south"], 300);
    assert_eq!(json["schedule"][2]["dealer"], "S");
    assert_eq!(json["schedule"][2]["vulnerability"], "NS");
    assert_eq!(json["complete"], true);
}

/// Partscores carry over from deal to deal of a Chicago until a game is made (C16's first two
/// deals: N/S 60, then 40 more for game).
#[test]
fn partscores_carry_over_until_a_game() {
    let mut pad = ChicagoScorepad::new(Seat::North);
    pad.record(&deal("2S", Seat::North, 8)).unwrap();
    assert_eq!(pad.partscores(), [60, 0]);
    pad.record(&deal("2D", Seat::South, 8)).unwrap();
    assert_eq!(pad.partscores(), [0, 0]);
    pad.record(&deal("3H", Seat::East, 9)).unwrap();
    assert_eq!(pad.partscores(), [0, 90]);
}

/// A Chicago is over after four deals, and no partscore carries into the next one: N/S make
/// 1C three times (60 below the line), then E/W 1D on deal 4 (20 below; 100 for the partscore
/// on deal 4). The pad then gives both sides no partscore, as a new Chicago starts.
#[test]
fn no_partscore_is_carried_once_four_deals_are_played() {
    let mut pad = ChicagoScorepad::new(Seat::North);
    for _ in 0..3 {
        pad.record(&deal("1C", Seat::North, 7)).unwrap();
    }
    assert_eq!(pad.partscores(), [60, 0]);
    pad.record(&deal("1D", Seat::East, 7)).unwrap();
    assert!(pad.sheet().is_complete());
    assert_eq!(pad.partscores(), [0, 0]);
}
