//! A card exposed or led during the auction and dummy's rights and limitations, in every code:
//! what a guarded table refuses (citing the code's law), what it allows, and the properties
//! that hold whatever the auction; the transcripts under `tests/transcripts/` (`law24*`,
//! `law43*`, `law45c3*`, `auction1912-law6[456]*`, `auction1915-*`) carry the worked examples.

use cards::{Board, Deal, Seat};
use formats::transcript::Transcript;
use laws::CodeId;
use laws::table::{Event, Mode, PenaltyKind, Phase, Setup, Table};
use proptest::prelude::*;

const DEAL: &str = "deal N:AKQJ.AJT92..AKQJ T9.5.AKQJT96.852 87.KQ876.875.963 65432.43.432.T74\n";

/// Runs a transcript and returns the message of the line it stopped at, if any.
fn stops_at(text: &str) -> Option<String> {
    let transcript = Transcript::parse(text).expect("a well-formed transcript");
    transcript.run().err().map(|e| e.to_string())
}

/// A guarded table refuses a card exposed or led during the auction, each code citing its law.
#[test]
fn a_guarded_table_refuses_a_card_exposed_during_the_auction() {
    let modern = "the auction is in progress: E may not expose or lead DK";
    let auction = "the bidding is in progress: E may not lead or expose DK";
    let cases = [
        ("duplicate2017", "Law 24", modern),
        ("duplicate2007", "Law 24", modern),
        ("rubber", "Law 24", modern),
        ("chicago", "Law 24", modern),
        ("auction1912", "1912 Law 65", auction),
        ("auction1915", "1915 Declaration Laws", auction),
        (
            "auction1908",
            "1908 (as in Bridge): cards exposed before play",
            auction,
        ),
    ];
    for (code, law, reason) in cases {
        let text = format!("code {code}\nmode guarded\n{DEAL}N call 1H\nE expose DK\n");
        assert_eq!(
            stops_at(&text).unwrap_or_default(),
            format!("line 5: {law}: {reason}"),
            "{code}"
        );
    }
}

/// At an open table a card must be held to be exposed, and lies face up only once.
#[test]
fn an_exposed_card_must_be_held_and_is_exposed_once() {
    let text = format!("code duplicate2017\n{DEAL}N call 1H\nE expose SA\n");
    assert_eq!(
        stops_at(&text).unwrap_or_default(),
        "line 4: Law 24: E does not hold SA"
    );
    let twice = format!("code auction1912\n{DEAL}N call 1H\nE expose DK\nE play DK\n");
    assert_eq!(
        stops_at(&twice).unwrap_or_default(),
        "line 5: 1912 Law 65: DK already lies face up on the table"
    );
}

/// The initial lead the declarer prohibited is refused, citing the law it was imposed under
/// (1912 Laws 65, 66).
#[test]
fn a_prohibited_initial_lead_is_refused() {
    let law_66 = format!(
        "code auction1912\n{DEAL}N call 3NT\nE call P\nS call P\nW call P\nW expose H4\nN choose prohibit H\nE play H5\n"
    );
    assert_eq!(
        stops_at(&law_66).unwrap_or_default(),
        "line 9: 1912 Law 66: E must not lead H (declarer's choice)"
    );
    let law_65 = format!(
        "code auction1915\n{DEAL}N call 1H\nE expose DK\nE call P\nS call 1NT\nW call P\nN call P\nE call P\nS choose prohibit D\nW play D2\n"
    );
    assert_eq!(
        stops_at(&law_65).unwrap_or_default(),
        "line 11: 1915 Declaration Laws: W must not lead D (declarer's choice)"
    );
}

/// Dummy's limitations at a guarded table: looking at a hand is refused in every code; a
/// warning against the wrong hand is dummy's right under the modern Laws (42B2) and refused in
/// the Auction Bridge codes; only the declarer touches dummy's cards.
#[test]
fn dummy_at_a_guarded_table() {
    let play =
        "N call 3NT\nE call P\nS call P\nW call P\nE play S9\nS play S7\nW play S2\nN play SA\n";
    let look = |code: &str| format!("code {code}\nmode guarded\n{DEAL}{play}S look-at W\n");
    assert_eq!(
        stops_at(&look("duplicate2017")).unwrap_or_default(),
        "line 12: Law 43A2(c): S is dummy: he may not look at another player's hand"
    );
    assert_eq!(
        stops_at(&look("auction1915")).unwrap_or_default(),
        "line 12: 1915 Playing the Cards: dummy: S is dummy and takes no part in the play: he may not look at W's hand"
    );
    let warn = |code: &str| format!("code {code}\nmode guarded\n{DEAL}{play}S warn\n");
    assert_eq!(stops_at(&warn("duplicate2017")), None);
    assert_eq!(
        stops_at(&warn("auction1912")).unwrap_or_default(),
        "line 12: 1912 Law 60: S is dummy and takes no part in the play: he may not warn the declarer about the hand to lead from"
    );
    let touch = format!(
        "code duplicate2017\nmode guarded\n{DEAL}N call 3NT\nE call P\nS call P\nW call P\nE play S9\nE touch S7\n"
    );
    assert_eq!(
        stops_at(&touch).unwrap_or_default(),
        "line 9: Law 45C3: E is not the declarer: only the declarer plays dummy's cards"
    );
    let not_dummys = format!(
        "code duplicate2017\n{DEAL}N call 3NT\nE call P\nS call P\nW call P\nE play S9\nN touch SK\n"
    );
    assert_eq!(
        stops_at(&not_dummys).unwrap_or_default(),
        "line 8: Law 45C3: SK is not in dummy's hand"
    );
    let defender_warns = format!("code duplicate2017\n{DEAL}{play}E warn\n");
    assert_eq!(
        stops_at(&defender_warns).unwrap_or_default(),
        "line 11: Law 43A: E is not dummy: only dummy warns the declarer about the hand to lead from"
    );
    let not_declarers_lead =
        format!("code duplicate2017\n{DEAL}N call 3NT\nE call P\nS call P\nW call P\nS warn\n");
    assert_eq!(
        stops_at(&not_declarers_lead).unwrap_or_default(),
        "line 7: Law 43A: it is not the declarer's lead: S has nothing to warn him about"
    );
}

/// 1908 Law 53 applies only at an open table: a guarded one still refuses the insufficient
/// call, and 1912's insufficient declaration still waits for the adversaries' demand.
#[test]
fn only_the_1908_insufficient_call_applies_by_itself() {
    assert_eq!(
        stops_at("code auction1908\nmode guarded\nN call 1NT\nE call 1H\n").unwrap_or_default(),
        "line 4: 1908 Law 53: 1H is insufficient over 1NT: a declaration must be of higher value"
    );
    let table = Transcript::parse("code auction1912\nN call 1H\nE call 1D\n")
        .expect("a transcript")
        .run()
        .expect("it runs");
    assert!(
        table.irregular().is_some(),
        "1912 Law 50 waits for a demand"
    );
}

fn any_code() -> impl Strategy<Value = CodeId> {
    proptest::sample::select(CodeId::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the code, whoever exposes a card and whenever in the auction, once the
    /// auction ends with a contract the card lies face up before its owner if he defends (a
    /// penalty card, or the Auction Bridge codes' exposed card) and is back in the hand if he
    /// is declarer or dummy; the cards exposed during the auction are no longer shown apart.
    #[test]
    fn a_card_exposed_during_the_auction_ends_with_its_owner(
        code in any_code(),
        exposer in 0usize..4,
        card_index in 0usize..13,
        passes_before in 0usize..3,
    ) {
        let deal: Deal = DEAL.trim().trim_start_matches("deal ").parse().expect("a deal");
        let mut table = Table::new(Setup {
            code,
            mode: Mode::Open,
            board: Board::new(1).expect("board 1"),
            deal: Some(deal),
        });
        let exposer = Seat::ALL[exposer];
        let card = deal.hands()[exposer.index()].iter().nth(card_index).expect("13 cards");
        // North (the dealer) declares One No Trump and everyone passes; the card is exposed
        // after `passes_before` passes.
        let one_nt = Event::Call { seat: Seat::North, call: "1NT".parse().expect("a call"), artificial: None };
        table.apply(one_nt).expect("the opening bid");
        let mut exposed = false;
        let mut guard = 0;
        while table.state().phase == Phase::Auction {
            if table.state().pending.is_some() {
                // The Director's question about an enforced pass (2007 Law 23, Club Law 23).
                table.apply(Event::DirectorChoose { option: "no-reservation".into() }).expect("the Director answers");
                continue;
            }
            if !exposed && table.state().auction.len() == 1 + passes_before {
                table.apply(Event::Expose { seat: exposer, card }).expect("an open table rules it");
                exposed = true;
                continue;
            }
            let seat = table.state().turn.expect("a turn to call");
            table.apply(Event::Call { seat, call: laws::Call::Pass, artificial: None }).expect("a pass");
            guard += 1;
            prop_assert!(guard < 8, "the auction ends");
        }
        prop_assert!(exposed);
        let state = table.state();
        prop_assert!(state.exposed_during_auction.is_empty());
        prop_assert_eq!(state.declarer, Some(Seat::North));
        let face_up = state.penalty_cards.iter().find(|p| p.card == card);
        if exposer.side() == Seat::North.side() {
            prop_assert!(face_up.is_none());
        } else {
            let face_up = face_up.expect("a defender's card stays face up");
            prop_assert_eq!(face_up.seat, exposer);
            let auction_code = matches!(code, CodeId::Auction1908 | CodeId::Auction1912 | CodeId::Auction1915 | CodeId::Auction1915Nullo);
            prop_assert_eq!(face_up.kind == PenaltyKind::Exposed, auction_code);
        }
    }
}
