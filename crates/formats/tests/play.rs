//! The play period at a guarded table: refusals citing the law, and properties of random legal
//! play (13 tricks, the score the scoring module gives, views that hide what they must).

mod common;

use cards::{Board, Card, Deal, DealGenerator, Seat, Side};
use common::{choice, open_table_at_four_spades};
use formats::transcript::Transcript;
use laws::table::{Event, Mode, Phase, Setup, Table};
use laws::{Call, CodeId, DealOutcome, Honors};
use proptest::prelude::*;

fn stops_at(text: &str) -> Option<String> {
    let transcript = Transcript::parse(text).expect("a well-formed transcript");
    transcript.run().err().map(|e| e.to_string())
}

const DEAL: &str = "deal N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.765.AKQJ.T98 432.432.T98.AKQJ\n";

/// The deal of the seed's "Stephanie's hidden heart" (seed 004, Issue 6).
const STEPHANIE: &str =
    "deal N:AKQJ.AJT92..AKQJ T9.5.AKQJT96.852 87.KQ876.875.963 65432.43.432.T74\n";

#[test]
fn the_play_refuses_what_the_laws_forbid() {
    let auction = format!(
        "code duplicate2017\nmode guarded\nboard 1\n{DEAL}N call 1S\nE call P\nS call P\nW call P\n"
    );
    let cases = [
        (
            "N play SA\n",
            "line 9: Law 54: it is E's turn to play, not N's",
        ),
        ("E play SA\n", "line 9: Law 45: E does not hold SA"),
        (
            "E play HA\nS play S7\n",
            "line 10: Law 44C: S must follow suit to the HA led: S holds H7 H6 H5",
        ),
        (
            "E play HA\nW play H4\n",
            "line 10: Law 57: it is S's turn to play, not W's",
        ),
    ];
    for (play, expected) in cases {
        let text = format!("{auction}{play}");
        assert_eq!(stops_at(&text).unwrap_or_default(), expected, "{play}");
    }
    // A guarded table refuses a lead during the auction (an open one rules it, Law 24).
    let early = format!("code duplicate2017\nmode guarded\nboard 1\n{DEAL}N call 1S\nE play HA\n");
    assert_eq!(
        stops_at(&early).unwrap_or_default(),
        "line 6: Law 41A: the auction is not over: no card may be led yet"
    );
    let no_deal =
        "code duplicate2017\nboard 1\nN call 1S\nE call P\nS call P\nW call P\nE play HA\n";
    assert_eq!(
        stops_at(no_deal).unwrap_or_default(),
        "line 7: Law 41: the play needs the deal: give it with a `deal` line"
    );
}

/// Plays the deal at a guarded table: a random legal auction, then random legal cards.
fn play_out(code: CodeId, board: u32, deal: Deal, picks: &[usize]) -> Table {
    let mut table = Table::new(Setup {
        code,
        mode: Mode::Guarded,
        board: Board::new(board).expect("boards from 1"),
        deal: Some(deal),
    });
    let all = code.code().calls();
    let mut picks = picks.iter().copied().cycle();
    // The auction: one bid from the picks, then passes (a dealer who must bid bids).
    while table.state().phase == Phase::Auction {
        let seat = table.state().turn.expect("a turn");
        let wanted = if table.state().auction.is_empty() {
            all[3 + picks.next().unwrap_or(0) % (all.len() - 3)]
        } else {
            Call::Pass
        };
        for call in std::iter::once(wanted).chain(all.iter().copied()) {
            if table
                .apply(Event::Call {
                    seat,
                    call,
                    artificial: None,
                })
                .is_ok()
            {
                break;
            }
        }
    }
    while table.state().phase == Phase::Play {
        let seat = table.state().turn.expect("a turn in the play");
        let pick = picks.next().unwrap_or(0);
        let cards: Vec<Card> = Card::all().collect();
        let start = pick % cards.len();
        let played = (0..cards.len())
            .map(|i| cards[(start + i) % cards.len()])
            .any(|card| table.apply(Event::Play { seat, card }).is_ok());
        assert!(played, "no legal card for {seat}");
    }
    table
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random legal play yields 13 tricks, and the score is the scoring module's for that
    /// contract, declarer and number of tricks.
    #[test]
    fn random_play_gives_thirteen_tricks_and_the_codes_score(
        code in proptest::sample::select(CodeId::ALL.to_vec()),
        seed in any::<u64>(),
        board in 1u32..=16,
        picks in proptest::collection::vec(0usize..1000, 1..60),
    ) {
        let deal = DealGenerator::from_seed(seed).deal();
        let table = play_out(code, board, deal, &picks);
        let state = table.state();
        prop_assert_eq!(state.phase, Phase::Ended);
        prop_assert_eq!(state.played.len(), 13);
        prop_assert_eq!(state.tricks.declarer + state.tricks.defenders, 13);
        // Every card was played once.
        let mut seen: Vec<Card> = state.played.iter().flat_map(|t| t.cards.iter().map(|p| p.card)).collect();
        seen.sort();
        seen.dedup();
        prop_assert_eq!(seen.len(), 52);
        let contract = state.contract.expect("a contract");
        let declarer = state.declarer.expect("a declarer");
        let outcome = DealOutcome {
            contract: Some(contract),
            declarer,
            tricks: state.tricks.declarer,
            vulnerability: table.setup().board.vulnerability(),
            honors: Some(Honors::from_deal(&deal, contract.denomination)),
            penalties: Vec::new(),
        };
        let expected = code.code().score(&outcome).expect("a playable deal scores");
        let score = state.score.expect("a score at the end");
        prop_assert_eq!(score.north_south, expected.net(Side::NorthSouth));
        prop_assert_eq!(score.east_west, -score.north_south);
        prop_assert_eq!(state.result.clone(), Some(contract.result(state.tricks.declarer)));
        let replayed = Table::replay(table.setup().clone(), table.events().iter().cloned())
            .expect("the log replays");
        prop_assert_eq!(replayed.state(), table.state());
    }

    /// A seat's view shows its own hand, and dummy's once the opening lead is faced; nobody
    /// else's. The Director sees all four.
    #[test]
    fn views_hide_the_other_hands(seed in any::<u64>(), cards_played in 0usize..52) {
        let deal = DealGenerator::from_seed(seed).deal();
        let mut table = Table::new(Setup {
            code: CodeId::Duplicate2017,
            mode: Mode::Guarded,
            board: Board::new(1).expect("board 1"),
            deal: Some(deal),
        });
        for (seat, call) in [(Seat::North, "1NT"), (Seat::East, "P"), (Seat::South, "P"), (Seat::West, "P")] {
            table.apply(Event::Call { seat, call: call.parse().expect("a call"), artificial: None }).expect("legal");
        }
        for _ in 0..cards_played {
            let seat = table.state().turn.expect("a turn");
            let played = Card::all().any(|card| table.apply(Event::Play { seat, card }).is_ok());
            prop_assert!(played);
        }
        let dummy = Seat::South;
        for viewer in Seat::ALL {
            let view = table.view(Some(viewer));
            let seats: Vec<Seat> = view.hands.iter().map(|h| h.seat).collect();
            let mut expected = vec![viewer];
            if cards_played > 0 && viewer != dummy {
                expected.push(dummy);
            }
            expected.sort();
            let mut seats_sorted = seats.clone();
            seats_sorted.sort();
            prop_assert_eq!(seats_sorted, expected);
        }
        prop_assert_eq!(table.view(None).hands.len(), 4);
    }
}

/// At an open table a revoke is played as it was, hidden until attention is drawn; before it
/// is established it is corrected (Law 62B): dummy's card is simply replaced (62B2).
#[test]
fn an_unestablished_revoke_is_corrected() {
    let text = format!(
        "code duplicate2017\nboard 1\n{DEAL}N call 1S\nE call P\nS call P\nW call P\nE play HA\nS play S7\nexpect revokes []\nW attention\nexpect turn \"S\"\nexpect trick [{{\"seat\": \"E\", \"card\": \"HA\"}}]\nexpect penalty_cards []\nS play H7\nexpect turn \"W\"\n"
    );
    assert_eq!(stops_at(&text), None);
    // The substitute must follow suit.
    let wrong = format!(
        "code duplicate2017\nboard 1\n{DEAL}N call 1S\nE call P\nS call P\nW call P\nE play HA\nS play S7\nW attention\nS play S6\n"
    );
    assert_eq!(
        stops_at(&wrong).unwrap_or_default(),
        "line 11: Law 44C: S must follow suit to the HA led: S holds H7 H6 H5"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// At an open table in every code, with revokes, exposed cards, plays out of turn, dummy's
    /// suggestions, looks at quitted tricks, attention, claims and their answers at random, the
    /// deal still ends with 13 tricks won and its log replays to the same state.
    #[test]
    fn open_play_with_revokes_is_the_fold_of_its_log(
        seed in any::<u64>(),
        code in proptest::sample::select(CodeId::ALL.to_vec()),
        picks in proptest::collection::vec(0usize..1000, 52..120),
    ) {
        let mut table = open_table_at_four_spades(code, seed);
        let cards: Vec<Card> = Card::all().collect();
        let mut picks = picks.into_iter().cycle();
        let mut steps = 0;
        while table.state().phase == Phase::Play {
            let pick = picks.next().unwrap_or(0);
            steps += 1;
            prop_assert!(steps < 5000, "the play does not end: {}", serde_json::to_string(&table.view(None)).unwrap_or_default());
            if let Some(pending) = table.state().pending.clone() {
                let event = choice(&pending, pick);
                table.apply(event).expect("the chooser's option");
                continue;
            }
            if table.state().claim.is_some() {
                // Answer the claim: a dispute now and then, else every responder agrees.
                if pick % 3 == 0 {
                    for seat in Seat::ALL {
                        if table.apply(Event::Dispute { seat }).is_ok() {
                            break;
                        }
                    }
                } else {
                    for seat in Seat::ALL {
                        let _ = table.apply(Event::Agree { seat });
                    }
                }
                continue;
            }
            let seat = table.state().turn.expect("a turn");
            if pick % 23 == 0 {
                let remaining = 13 - table.state().played.len() as u8;
                let tricks = (pick % 14) as u8 % (remaining + 1);
                let _ = table.apply(Event::Claim { seat, tricks, statement: None });
                continue;
            }
            if pick % 17 == 0 {
                let _ = table.apply(Event::Attention { seat });
                continue;
            }
            let other = Seat::ALL[pick % 4];
            let card = cards[pick % 52];
            let irregular = match pick % 41 {
                1 => Some(Event::Expose { seat: other, card }),
                2 => Some(Event::Play { seat: other, card }),
                3 => Some(Event::Suggest { seat: other, card }),
                4 => Some(Event::Inspect { seat: other }),
                _ => None,
            };
            if let Some(event) = irregular {
                let _ = table.apply(event);
                continue;
            }
            let start = pick % 52;
            let noticed = table.state().revokes.len();
            let played = (0..52).any(|i| table.apply(Event::Play { seat, card: cards[(start + i) % 52] }).is_ok());
            prop_assert!(played, "no card for {:?}: {}", seat, serde_json::to_string(&table.view(None)).unwrap_or_default());
            // A revoke is in no view until attention is drawn to it: playing never reveals one.
            prop_assert_eq!(table.state().revokes.len(), noticed);
            for viewer in Seat::ALL {
                prop_assert!(table.view(Some(viewer)).hands.len() <= 2);
            }
        }
        prop_assert_eq!(table.state().tricks.declarer + table.state().tricks.defenders, 13);
        let replayed = Table::replay(table.setup().clone(), table.events().iter().cloned())
            .expect("the log replays");
        prop_assert_eq!(replayed.state(), table.state());
    }
}

/// Laws 49, 50D1, 50D2 and 52B: a defender's exposed honor is a major penalty card, played at
/// the first legal opportunity (another card played instead goes to declarer's choice); a
/// prohibited suit may not be led; a guarded table refuses exposure.
#[test]
fn penalty_cards_bind_their_owner_and_his_partner() {
    let stephanie = STEPHANIE;
    let opening = format!(
        "code duplicate2017\nboard 1\n{stephanie}N call 3NT\nE call P\nS call P\nW call P\nE expose ST\n"
    );
    // Law 52B: at an open table the card is played and declarer decides.
    assert_eq!(
        stops_at(&format!(
            "{opening}E play C2\nexpect pending {{\"law\": \"52B\", \"chooser\": \"N\", \"options\": [\"accept\", \"reject\"]}}\n"
        )),
        None
    );
    assert_eq!(
        stops_at(&format!("{opening}E play ST\nexpect penalty_cards []\n")),
        None
    );
    let guarded = format!(
        "code duplicate2017\nmode guarded\nboard 1\n{stephanie}N call 3NT\nE call P\nS call P\nW call P\nE expose ST\n"
    );
    assert_eq!(
        stops_at(&guarded).unwrap_or_default(),
        "line 9: Law 49: E may not expose a card: only cards played count at this table"
    );
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/transcripts/law50-penalty-card-left-on-the-table.txt"
    );
    let prohibited = std::fs::read_to_string(path).expect("the transcript") + "W play D8\n";
    let stop = stops_at(&prohibited).unwrap_or_default();
    assert!(
        stop.ends_with("Law 50D2: W must not lead D (declarer's choice)"),
        "{stop}"
    );
}

/// Law 43A1(b): a guarded table refuses dummy's attention during the play.
#[test]
fn dummy_may_not_draw_attention_during_the_play() {
    let text = format!(
        "code duplicate2017\nmode guarded\nboard 1\n{DEAL}N call 1S\nE call P\nS call P\nW call P\nE play HA\nS attention\n"
    );
    assert_eq!(
        stops_at(&text).unwrap_or_default(),
        "line 10: Law 43A1(b): S is dummy: he may draw attention to an irregularity only after the play"
    );
}

/// Law 61B, the seed's four questions: declarer may ask a defender, dummy declarer, a defender
/// declarer or his partner; dummy may never ask a defender.
#[test]
fn who_may_ask_whether_a_player_has_the_suit() {
    let stephanie = STEPHANIE;
    let base = format!(
        "code duplicate2017\nmode guarded\nboard 1\n{stephanie}N call 3NT\nE call P\nS call P\nW call P\nE play DA\n"
    );
    // East leads a diamond; dummy and West follow; North, with no diamond, plays a club.
    let shown_out = format!("{base}S play D5\nW play D4\nN play CJ\n");
    assert_eq!(stops_at(&format!("{shown_out}E ask N\n")), None);
    assert_eq!(stops_at(&format!("{shown_out}W ask N\n")), None);
    assert_eq!(stops_at(&format!("{shown_out}S ask N\n")), None);
    assert_eq!(
        stops_at(&format!("{shown_out}E ask W\n")).unwrap_or_default(),
        "line 13: Law 61B: W followed suit: there is nothing to ask"
    );
    let rulings = Transcript::parse(&format!("{shown_out}E ask N\n"))
        .expect("a transcript")
        .run()
        .expect("it runs")
        .state()
        .rulings
        .clone();
    assert_eq!(
        rulings.last().map(|r| r.text.as_str()),
        Some("N has no diamonds")
    );
    // Dummy may not ask a defender (East shows out of hearts on a heart lead).
    let heart = format!(
        "code duplicate2017\nmode guarded\nboard 1\n{stephanie}N call 3NT\nE call P\nS call P\nW call P\nE play C2\nS play C3\nW play C4\nN play CA\nN play SA\nE play S9\nS play S7\nW play S2\nN play HA\nE play H5\nS play H6\nW play H3\nN play H2\nE play DA\nS ask E\n"
    );
    assert_eq!(
        stops_at(&heart).unwrap_or_default(),
        "line 23: Law 61B: S is dummy: he may ask declarer, never a defender"
    );
}

/// Law 57A: the partner of a premature player must meet declarer's requirement.
#[test]
fn a_premature_players_partner_meets_declarers_requirement() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/transcripts/law57-premature-play-by-a-defender.txt"
    );
    let text = std::fs::read_to_string(path).expect("the transcript");
    let upto = text
        .split("E play S9")
        .next()
        .expect("the transcript's first part");
    let stop = stops_at(&format!("{upto}E play ST\n")).unwrap_or_default();
    assert!(
        stop.ends_with("Law 57A: ST does not meet declarer's requirement of E"),
        "{stop}"
    );
}

/// The Auction Bridge codes' requirements bind: the second hand told to win the trick (1912
/// Law 80), a card dummy suggested and an adversary forbade (1912 Law 62), a suit the
/// declarer called (1915), and a guarded table refuses exposure and suggestion alike.
#[test]
fn the_auction_codes_requirements_bind() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/transcripts/");
    let upto = |file: &str, line: &str| {
        let text = std::fs::read_to_string(format!("{dir}{file}")).expect("the transcript");
        text.split(line).next().expect("its first part").to_string()
    };
    let win = upto(
        "auction1912-law80-fourth-hand-before-second.txt",
        "W play CT",
    );
    let stop = stops_at(&format!("{win}W play C7\n")).unwrap_or_default();
    assert!(
        stop.ends_with("1912 Law 80: C7 does not meet declarer's requirement of W"),
        "{stop}"
    );
    let forbidden = upto("auction1912-law62-dummy-suggests-a-card.txt", "S play C3");
    let stop = stops_at(&format!("{forbidden}S play C9\n")).unwrap_or_default();
    assert!(
        stop.ends_with("1912 Law 62: C9 does not meet the adversaries' requirement of S"),
        "{stop}"
    );
    let called = upto("auction1915-lead-out-of-turn-suit-called.txt", "E play H5");
    let stop = stops_at(&format!("{called}E play DA\n")).unwrap_or_default();
    assert!(
        stop.ends_with(
            "1915 Playing the Cards: lead out of turn: E must lead H (declarer's choice)"
        ),
        "{stop}"
    );
    let stephanie = STEPHANIE;
    let guarded = format!(
        "code auction1915\nmode guarded\nboard 1\n{stephanie}N call 3NT\nE call P\nS call P\nW call P\nE play C2\n"
    );
    assert_eq!(
        stops_at(&format!("{guarded}W expose CT\n")).unwrap_or_default(),
        "line 10: 1915 Playing the Cards: exposed card: W may not expose a card: only cards played count at this table"
    );
    assert_eq!(
        stops_at(&format!("{guarded}S suggest C9\n")).unwrap_or_default(),
        "line 10: 1915 Playing the Cards: dummy: S is dummy and takes no part in the play: he may not suggest C9"
    );
    let quitted = format!("{guarded}S play C3\nW play C4\nN play CA\nW inspect\n");
    assert_eq!(
        stops_at(&quitted).unwrap_or_default(),
        "line 13: 1915 Playing the Cards and Scoring Laws (f): a trick turned and quitted may not be looked at during the play"
    );
    // At an open table the declarer's card out of turn is not played ("a card of Declarer is
    // not played until quitted"; nothing makes it exposed either).
    let open = guarded.replace("mode guarded\n", "");
    assert_eq!(
        stops_at(&format!("{open}N play CA\n")).unwrap_or_default(),
        "line 9: 1915 Playing the Cards: play in order: it is S's turn to play, not N's"
    );
}

/// Law 41: while the opening lead lies face down nobody else plays, the leader faces only
/// that card, and a guarded table refuses a face-down lead by the wrong defender.
#[test]
fn a_face_down_lead_is_faced_as_it_was_made() {
    let stephanie = STEPHANIE;
    let auction = format!(
        "code duplicate2017\nboard 1\n{stephanie}N call 3NT\nE call P\nS call P\nW call P\n"
    );
    assert_eq!(
        stops_at(&format!("{auction}E lead-facedown C2\nE play C5\n")).unwrap_or_default(),
        "line 9: Law 41A: E led face down and faces that card: the lead may be withdrawn only at the Director's instruction"
    );
    assert_eq!(
        stops_at(&format!("{auction}E lead-facedown C2\nS play C3\n")).unwrap_or_default(),
        "line 9: Law 41C: E's face-down opening lead is faced first"
    );
    let guarded = auction.replace("board 1\n", "mode guarded\nboard 1\n");
    assert_eq!(
        stops_at(&format!("{guarded}W lead-facedown S6\n")).unwrap_or_default(),
        "line 9: Law 41A: the opening lead is E's, not W's"
    );
}

/// A claim made while the trick in progress holds an uncorrected revoke cannot be played out
/// by the solver (the revoke is not a legal play to replay): the Director is offered the
/// number of tricks only, told why, and `director adjudicate` is refused rather than left
/// hanging.
#[test]
fn a_claim_over_a_revoke_in_the_trick_is_awarded_not_played_out() {
    let claim = format!(
        "code duplicate2017\nboard 1\n{DEAL}N call 1S\nE call P\nS call P\nW call P\nE play HA\nS play S7\nW play H2\nN claim 10\nE dispute\n"
    );
    let offered = format!(
        "{claim}expect pending {{\"law\": \"70\", \"chooser\": \"director\", \"options\": [\"0\", \"1\", \"2\", \"3\", \"4\", \"5\", \"6\", \"7\", \"8\", \"9\", \"10\", \"11\", \"12\", \"13\"]}}\n"
    );
    assert_eq!(stops_at(&offered), None);
    let refused = stops_at(&format!("{claim}director adjudicate\n")).unwrap_or_default();
    assert!(
        refused.starts_with("line 13: Law 10C: 'adjudicate' is not an option under Law 70"),
        "{refused}"
    );
    assert_eq!(stops_at(&format!("{claim}director choose 10\n")), None);

    let transcript = Transcript::parse(&claim).expect("a well-formed transcript");
    let table = transcript.run().expect("the claim is disputed");
    let explanation = table
        .state()
        .pending
        .as_ref()
        .map(|p| p.explanation.clone())
        .unwrap_or_default();
    assert!(
        explanation.contains("the solver cannot play the cards out: card 2 of the play, S7: S holds a card of the suit led (H) and must follow suit (Law 44C)"),
        "{explanation}"
    );
}

/// Laws 69B and 71 belong to the duplicate Laws: in rubber an agreed claim stands (the Club
/// Laws have no later cancellation), and with no agreed claim there is nothing to reopen.
#[test]
fn reopening_needs_an_agreed_claim_under_the_duplicate_laws() {
    let play = format!("board 1\n{DEAL}N call 1S\nE call P\nS call P\nW call P\nE play HA\n");
    let rubber = format!("code rubber\n{play}E claim 13\nN agree\nS reopen\n");
    assert_eq!(
        stops_at(&rubber).unwrap_or_default(),
        "line 11: Club Laws 69 and 70: an agreed claim or concession stands: this code has no later cancellation (Laws 69B and 71 are the duplicate Laws')"
    );
    let nothing = format!("code duplicate2017\n{play}S reopen\n");
    assert_eq!(
        stops_at(&nothing).unwrap_or_default(),
        "line 9: Law 71: there is no agreed claim or concession to cancel"
    );
}
