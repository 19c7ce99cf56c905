//! Contract rubber bridge on the rubber scorepad: the checklist's worked examples C11-C14 and
//! rubbers worked by hand from Rubber Laws 72-74, 80 and 81 (ACBL Laws of Contract Bridge).

use cards::{Seat, Side, Vulnerability};
use laws::{
    Code, CodeId, Contract, DealOutcome, DealScore, Denomination, EntryKind, Honors, Line,
    RubberRules, RubberScorepad, RubberState, ScoreError,
};

const NS: Side = Side::NorthSouth;
const EW: Side = Side::EastWest;

/// A deal as the table reports it; the vulnerability is the pad's to set.
fn deal(contract: &str, declarer: Seat, tricks: u8) -> DealOutcome {
    let contract: Contract = contract.parse().unwrap();
    DealOutcome::played(contract, declarer, tricks, Vulnerability::None)
}

fn rubber_pad() -> RubberScorepad {
    RubberScorepad::new(CodeId::Rubber.code()).unwrap()
}

fn record_all(pad: &mut RubberScorepad, deals: &[DealOutcome]) -> Vec<Vulnerability> {
    deals
        .iter()
        .map(|d| pad.record(d).unwrap().vulnerability)
        .collect()
}

/// C11, a whole rubber. We = N/S.
#[test]
fn c11_a_whole_rubber_won_two_games_to_one() {
    let mut pad = rubber_pad();
    let mut d3 = deal("4S", Seat::South, 11);
    d3.honors = Some(Honors {
        held: [0, 1, 4, 0], // South: SA SK SQ SJ; East the ten
        void: [false; 4],
    });
    let deals = [
        deal("2H", Seat::North, 8),   // We 60 below
        deal("3NT", Seat::East, 9),   // They 100 below: game They
        d3,                           // We 120 below, 30 over, 100 honors: game We
        deal("3S", Seat::West, 7),    // They vulnerable, down 2: We 200
        deal("5DX", Seat::South, 11), // We vulnerable: 200 below, 50 insult: rubber
    ];
    let vulnerabilities = record_all(&mut pad, &deals);
    assert_eq!(
        vulnerabilities,
        [
            Vulnerability::None,
            Vulnerability::None,
            Vulnerability::EastWest,
            Vulnerability::Both,
            Vulnerability::Both,
        ]
    );
    let sheet = pad.sheet();
    let rubber = &sheet.rubbers[0];
    assert_eq!(rubber.state, RubberState::Won(NS));
    assert_eq!((rubber.games_won(NS), rubber.games_won(EW)), (2, 1));
    // Below the line: game 1 We 60, They 100; game 2 We 120; game 3 We 200.
    let below: Vec<(u32, u32)> = rubber
        .games
        .iter()
        .map(|g| (g.below(NS), g.below(EW)))
        .collect();
    assert_eq!(below, [(60, 100), (120, 0), (200, 0)]);
    // We: below 60 + 120 + 200 = 380; above 30 + 100 + 200 + 50 + 500 (2-1) = 880.
    assert_eq!(sheet.total(NS), 1260);
    assert_eq!(sheet.total(EW), 100);
    assert_eq!(sheet.net(NS), 1160);
    assert_eq!(rubber.premiums.len(), 1);
    assert_eq!(rubber.premiums[0].points, 500);
    assert_eq!(rubber.premiums[0].kind, EntryKind::Rubber);
}

/// Hand-worked 2-0 rubber: N/S 4H= (4 x 30 = 120, game), then N/S 3NT+1 vulnerable (40 + 30 +
/// 30 = 100 below, game; 30 above): rubber 2-0, 700. N/S 120 + 100 + 30 + 700 = 950.
#[test]
fn a_rubber_won_two_games_to_none() {
    let mut pad = rubber_pad();
    let vulnerabilities = record_all(
        &mut pad,
        &[deal("4H", Seat::North, 10), deal("3NT", Seat::South, 10)],
    );
    assert_eq!(
        vulnerabilities,
        [Vulnerability::None, Vulnerability::NorthSouth]
    );
    let sheet = pad.sheet();
    assert_eq!(sheet.rubbers[0].state, RubberState::Won(NS));
    assert_eq!(sheet.rubbers[0].premiums[0].points, 700);
    assert_eq!(sheet.total(NS), 950);
    assert_eq!(sheet.total(EW), 0);
    // The next deal starts a new rubber: nobody vulnerable again.
    assert_eq!(pad.vulnerability(), Vulnerability::None);
    pad.record(&deal("1C", Seat::East, 7)).unwrap();
    assert_eq!(pad.sheet().rubbers.len(), 2);
    assert_eq!(pad.sheet().rubbers[1].state, RubberState::InPlay);
}

/// Hand-worked 2-1 rubber where a game wipes out the opponents' partscore (Rubber Law 73):
/// D1 E/W 2H= 60 (partscore). D2 N/S 4S= 120: game N/S; E/W's 60 no longer counts.
/// D3 E/W 2D= 40: E/W have 40 in game 2, not 100, so no game. D4 E/W 2NT= 70: 40 + 70 = 110,
/// game E/W. D5 N/S 3NT= 100: game and rubber 2-1, 500.
/// N/S 120 + 100 + 500 = 720; E/W 60 + 40 + 70 = 170.
#[test]
fn a_rubber_won_two_games_to_one_with_partscores() {
    let mut pad = rubber_pad();
    let vulnerabilities = record_all(
        &mut pad,
        &[
            deal("2H", Seat::East, 8),
            deal("4S", Seat::North, 10),
            deal("2D", Seat::West, 8),
            deal("2NT", Seat::East, 8),
            deal("3NT", Seat::South, 9),
        ],
    );
    assert_eq!(
        vulnerabilities,
        [
            Vulnerability::None,
            Vulnerability::None,
            Vulnerability::NorthSouth, // D3: E/W's 40 did not make a game
            Vulnerability::NorthSouth,
            Vulnerability::Both,
        ]
    );
    let sheet = pad.sheet();
    let rubber = &sheet.rubbers[0];
    let winners: Vec<_> = rubber.games.iter().map(|g| g.winner).collect();
    assert_eq!(winners, [Some(NS), Some(EW), Some(NS)]);
    assert_eq!(rubber.premiums[0].points, 500);
    assert_eq!(sheet.total(NS), 720);
    assert_eq!(sheet.total(EW), 170);
}

/// C12 and Rubber Law 80: N/S have won a game (4S= 120) and have 60 below in the next game
/// (2H=), E/W have 40 in it (2C=). Law 80: only one game completed: its winners score 300; a
/// partscore premium of 100 only "if only one side" has a partscore: both have one here, so
/// neither scores it. N/S 120 + 60 + 300 = 480; E/W 40. Net 440, the same as C12's reading
/// (300 + 100 against 100).
#[test]
fn c12_a_pad_closed_in_the_middle_of_a_rubber() {
    let mut pad = rubber_pad();
    record_all(
        &mut pad,
        &[
            deal("4S", Seat::South, 10),
            deal("2H", Seat::North, 8),
            deal("2C", Seat::East, 8),
        ],
    );
    let sheet = pad.close();
    assert!(sheet.closed);
    let rubber = &sheet.rubbers[0];
    assert_eq!(rubber.state, RubberState::Unfinished);
    let premiums: Vec<_> = rubber.premiums.iter().map(|e| (e.side, e.points)).collect();
    assert_eq!(premiums, [(NS, 300)]);
    assert_eq!(sheet.total(NS), 480);
    assert_eq!(sheet.total(EW), 40);
    assert_eq!(sheet.net(NS), 440);
}

/// Rubber Law 80 with one side alone holding a partscore: N/S game (4S= 120), then N/S 1NT=
/// (40): N/S score 300 for the game and 100 for the partscore: 120 + 40 + 300 + 100 = 560.
#[test]
fn an_unfinished_rubber_with_one_partscore() {
    let mut pad = rubber_pad();
    record_all(
        &mut pad,
        &[deal("4S", Seat::South, 10), deal("1NT", Seat::North, 7)],
    );
    let sheet = pad.close();
    let premiums: Vec<_> = sheet.rubbers[0]
        .premiums
        .iter()
        .map(|e| (e.side, e.points, e.kind))
        .collect();
    assert_eq!(
        premiums,
        [
            (NS, 300, EntryKind::UnfinishedRubber),
            (NS, 100, EntryKind::UnfinishedRubber)
        ]
    );
    assert_eq!(sheet.total(NS), 560);
}

/// Rubber Law 80, "if only one game has been completed": at one game all, no game premium.
/// E/W 3NT= 100, N/S 4S= 120: totals stay 120 and 100.
#[test]
fn an_unfinished_rubber_at_one_game_all() {
    let mut pad = rubber_pad();
    record_all(
        &mut pad,
        &[deal("3NT", Seat::West, 9), deal("4S", Seat::North, 10)],
    );
    let sheet = pad.close();
    assert!(sheet.rubbers[0].premiums.is_empty());
    assert_eq!((sheet.total(NS), sheet.total(EW)), (120, 100));
}

/// A finished rubber is not touched by closing the pad.
#[test]
fn closing_after_a_finished_rubber_adds_nothing() {
    let mut pad = rubber_pad();
    record_all(
        &mut pad,
        &[deal("4H", Seat::North, 10), deal("4H", Seat::North, 10)],
    );
    let sheet = pad.close();
    assert_eq!(sheet.rubbers[0].state, RubberState::Won(NS));
    // 120 + 120 + 700
    assert_eq!(sheet.total(NS), 940);
}

/// C13 on the pad: honors go to the defenders who held them.
#[test]
fn c13_honors_to_the_defending_side() {
    let mut pad = rubber_pad();
    let mut d = deal("1NT", Seat::North, 7);
    d.honors = Some(Honors::stated("E4", &[], Denomination::NoTrump).unwrap());
    let scored = pad.record(&d).unwrap();
    assert_eq!(scored.score.on_line(NS, Line::Below), 40);
    assert_eq!(scored.score.on_line(EW, Line::Above), 150);
}

#[test]
fn a_deal_that_cannot_be_scored_leaves_the_pad_unchanged() {
    let mut pad = rubber_pad();
    pad.record(&deal("2H", Seat::North, 8)).unwrap();
    let before = pad.sheet().clone();
    let err = pad.record(&deal("2H", Seat::North, 14)).unwrap_err();
    assert_eq!(err, ScoreError::Tricks(14));
    assert_eq!(pad.sheet(), &before);
}

#[test]
fn duplicate_has_no_rubber_scorepad() {
    let err = RubberScorepad::new(CodeId::Duplicate2017.code()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "duplicate2017 is not scored in rubbers: its laws score each deal alone, so a rubber scorepad cannot keep its score"
    );
}

#[test]
fn the_sheet_reads_as_a_we_they_score_sheet() {
    let mut pad = rubber_pad();
    record_all(
        &mut pad,
        &[
            deal("2H", Seat::North, 8),
            deal("3NT", Seat::East, 9),
            deal("4S", Seat::South, 11),
            deal("3S", Seat::West, 7),
            deal("5DX", Seat::South, 11),
        ],
    );
    let text = pad.sheet().to_string();
    assert!(text.contains("We (N-S)"), "{text}");
    assert!(text.contains("They (E-W)"), "{text}");
    assert!(text.contains("Rubber 1: won by We (N-S) 2-1"), "{text}");
    // The rubber premium is the latest entry above the line, so the highest.
    let rubber_row = text.find("rubber  ").unwrap();
    let overtrick_row = text.find("overtricks").unwrap();
    let line = text.find("=====").unwrap();
    assert!(rubber_row < overtrick_row && overtrick_row < line, "{text}");
    // The games below the line, closed by their winners.
    assert!(text.contains("game They (E-W)"), "{text}");
    assert_eq!(text.matches("game We (N-S)").count(), 2, "{text}");
    // No honors this time: 60 + 120 + 200 + 30 + 200 + 50 + 500 = 1160 against 100.
    assert!(text.contains("Result: We (N-S) win by 1060"), "{text}");
}

#[test]
fn the_sheet_serializes_with_its_totals() {
    let mut pad = rubber_pad();
    record_all(
        &mut pad,
        &[deal("4H", Seat::North, 10), deal("3NT", Seat::South, 10)],
    );
    let json = serde_json::to_value(pad.sheet()).unwrap();
    assert_eq!(json["code"], "rubber");
    assert_eq!(json["totals"]["north_south"], 950);
    assert_eq!(json["totals"]["net_north_south"], 950);
    assert_eq!(json["rubbers"][0]["state"], "won");
    assert_eq!(json["rubbers"][0]["winner"], "NS");
    assert_eq!(
        json["rubbers"][0]["games"][1]["deals"][0]["result"],
        "3NT+1"
    );
    assert_eq!(
        json["rubbers"][0]["games"][1]["deals"][0]["vulnerability"],
        "NS"
    );
    assert_eq!(json["rubbers"][0]["premiums"][0]["points"], 700);
}

/// A code of another shape, to show the pad asks the code's rules and nothing else: game at
/// 30, rubber 250 whatever the games, no vulnerability and no unfinished-rubber premiums (the
/// shape of the auction codes). Each odd trick won by a successful declarer is 10 below.
struct TenATrick;

impl Code for TenATrick {
    fn id(&self) -> CodeId {
        CodeId::Auction1915
    }
    fn denominations(&self) -> &'static [Denomination] {
        &Denomination::CONTRACT
    }
    fn score(&self, outcome: &DealOutcome) -> Result<DealScore, ScoreError> {
        let mut score = DealScore::default();
        if let Some(contract) = outcome.contract
            && outcome.tricks >= contract.tricks_needed()
        {
            let odd = u32::from(outcome.tricks - 6);
            let side = outcome.declaring_side();
            score.add(
                side,
                EntryKind::TrickPoints,
                Some(Line::Below),
                10 * odd,
                "test",
            );
        }
        Ok(score)
    }
    fn rubber_rules(&self) -> Option<RubberRules> {
        Some(RubberRules {
            game: 30,
            rubber_two_nil: 250,
            rubber_two_one: 250,
            unfinished_game: None,
            unfinished_partscore: None,
            vulnerable_after_game: false,
            law: "test rules",
            appeals: None,
            corrections: None,
        })
    }
    fn cut_rules(&self) -> Option<laws::cut::CutRules> {
        None
    }
    fn auction_flow(&self) -> laws::flow::AuctionFlow {
        laws::flow::AuctionFlow::CONTRACT_RUBBER
    }
    fn call_laws(&self) -> &'static dyn laws::table::CallLaws {
        laws::CodeId::Rubber.code().call_laws()
    }
    fn play_laws(&self) -> &'static dyn laws::table::PlayLaws {
        laws::CodeId::Rubber.code().play_laws()
    }
    fn dealing_laws(&self) -> &'static laws::table::DealingLaws {
        laws::CodeId::Rubber.code().dealing_laws()
    }
    fn information_laws(&self) -> laws::table::InformationLaws {
        laws::CodeId::Rubber.code().information_laws()
    }
    fn adjustment_laws(&self) -> Option<&'static laws::adjusted::AdjustmentLaws> {
        None
    }
}

#[test]
fn the_pad_follows_any_codes_rubber_rules() {
    let mut pad = RubberScorepad::new(&TenATrick).unwrap();
    // N/S 2 odd = 20 (no game at 30), E/W 3 odd = 30 (game), N/S 2 + 1 odd: 20 + 10 = 30 in
    // game 2 (game), N/S again 4 odd = 40 (game, rubber 2-1: 250).
    let vulnerabilities = record_all(
        &mut pad,
        &[
            deal("2C", Seat::North, 8),
            deal("3C", Seat::East, 9),
            deal("2C", Seat::North, 8),
            deal("1C", Seat::South, 7),
            deal("4C", Seat::South, 10),
        ],
    );
    assert!(vulnerabilities.iter().all(|&v| v == Vulnerability::None));
    let sheet = pad.sheet();
    let rubber = &sheet.rubbers[0];
    assert_eq!(rubber.state, RubberState::Won(NS));
    assert_eq!(rubber.games.len(), 3);
    assert_eq!(rubber.premiums[0].law, "test rules");
    // N/S 20 + 20 + 10 + 40 + 250 = 340; E/W 30.
    assert_eq!((sheet.total(NS), sheet.total(EW)), (340, 30));
    // Unfinished rubber without premiums in the rules: nothing added.
    pad.record(&deal("2C", Seat::East, 8)).unwrap();
    let sheet = pad.close();
    assert!(sheet.rubbers[1].premiums.is_empty());
    assert_eq!(sheet.rubbers[1].state, RubberState::Unfinished);
    assert_eq!(sheet.total(EW), 50);
}

/// The partscores a side carries towards game (Rubber Law 73): added up deal by deal, both
/// wiped out when either side makes game, none once the rubber is won.
#[test]
fn partscores_add_up_until_a_game_is_won() {
    let mut pad = rubber_pad();
    assert_eq!(pad.partscores(), [0, 0]);
    pad.record(&deal("2H", Seat::North, 8)).unwrap(); // We 60
    assert_eq!(pad.partscores(), [60, 0]);
    pad.record(&deal("1NT", Seat::East, 7)).unwrap(); // They 40
    assert_eq!(pad.partscores(), [60, 40]);
    pad.record(&deal("2S", Seat::South, 7)).unwrap(); // We down 1: above the line
    assert_eq!(pad.partscores(), [60, 40]);
    pad.record(&deal("2C", Seat::South, 8)).unwrap(); // We 40 more: 100, game We
    assert_eq!(pad.partscores(), [0, 0]);
    pad.record(&deal("3D", Seat::West, 9)).unwrap(); // They 60 in the second game
    assert_eq!(pad.partscores(), [0, 60]);
    pad.record(&deal("4S", Seat::North, 10)).unwrap(); // game We: the rubber
    assert_eq!(pad.partscores(), [0, 0]);
}

/// The same at the 1912 code, where game is 30 trick points (1912 Laws: diamonds 7 a trick,
/// hearts 8, no trump 10): two diamonds made is 14 towards game, and two hearts more (16)
/// makes it.
#[test]
fn partscores_at_the_1912_code_count_towards_thirty() {
    let mut pad = RubberScorepad::new(CodeId::Auction1912.code()).unwrap();
    pad.record(&deal("2D", Seat::North, 8)).unwrap();
    assert_eq!(pad.partscores(), [14, 0]);
    pad.record(&deal("1NT", Seat::East, 7)).unwrap();
    assert_eq!(pad.partscores(), [14, 10]);
    pad.record(&deal("2H", Seat::South, 8)).unwrap();
    assert_eq!(pad.partscores(), [0, 0]);
}
