//! The Auction Bridge codes' auction at a guarded table (each irregular declaration refused,
//! citing the code's own law) and the rulings an open table records; the transcripts under
//! `tests/transcripts/auction19*.txt` carry the rest.

use formats::transcript::Transcript;

/// Runs a transcript and returns the message of the line it stopped at, if any.
fn stops_at(text: &str) -> Option<String> {
    let transcript = Transcript::parse(text).expect("a well-formed transcript");
    transcript.run().err().map(|e| e.to_string())
}

/// The rulings of a transcript run to its end, as `law: text`.
fn rulings(text: &str) -> Vec<String> {
    let table = Transcript::parse(text)
        .expect("a well-formed transcript")
        .run()
        .expect("the transcript runs");
    table
        .state()
        .rulings
        .iter()
        .map(|r| format!("{}: {}", r.law, r.text))
        .collect()
}

#[test]
fn a_guarded_table_refuses_citing_the_codes_law() {
    let cases = [
        (
            "code auction1912\nmode guarded\nN call 1H\nE call 1D\n",
            "line 4: 1912 Law 50: 1D is insufficient over 1H",
        ),
        (
            "code auction1908\nmode guarded\nN call 1NT\nE call 1H\n",
            "line 4: 1908 Law 53: 1H is insufficient over 1NT",
        ),
        (
            "code auction1915\nmode guarded\nN call 2C\nE call 1NT\n",
            "line 4: 1915 Declaration Laws: 1NT is insufficient over 2C",
        ),
        (
            "code auction1912\nmode guarded\nN call 1H\nW call 1NT\n",
            "line 4: 1912 Law 49: it is E's turn to declare, not W's",
        ),
        (
            "code auction1912\nmode guarded\nN call 1H\nE call P\nW call X\n",
            "line 5: 1912 Law 57: it is S's turn to declare, not W's",
        ),
        (
            "code auction1912\nmode guarded\nN call 1H\nE call P\nS call X\n",
            "line 5: 1912 Law 54: S may not X",
        ),
        (
            "code auction1912\nmode guarded\nN call 1H\nE call 8S\n",
            "line 4: 1912 Law 50: 8S is impossible",
        ),
        (
            "code auction1912\nmode guarded\nN call P\n",
            "line 3: 1912 Law 42: N deals and must open the bidding",
        ),
        (
            "code auction1908\nmode guarded\nN call P\n",
            "line 3: 1908 Law 47: N deals",
        ),
        (
            "code auction1915\nmode guarded\nN call 1RS\n",
            "line 3: 1915 Declaration Laws: auction1915 has no declaration in royal spades",
        ),
    ];
    for (text, expected) in cases {
        let stop = stops_at(text).unwrap_or_default();
        assert!(stop.starts_with(expected), "{text}\n{stop}");
    }
    // The 1915 dealer may pass.
    assert_eq!(
        stops_at("code auction1915\nmode guarded\nN call P\nE call 1C\n"),
        None
    );
}

/// 1908 Law 52 gives the choice to the left-hand adversary alone; the refusal cites the 1908
/// code's laws of penalties, not the duplicate Laws' Law 10C (a citation fixed by issue 14).
#[test]
fn only_the_left_hand_adversary_chooses_in_1908() {
    let text = "code auction1908\nN call 1H\nS call 1NT\nE attention\nE choose new-deal\n";
    let stop = stops_at(text).unwrap_or_default();
    assert_eq!(
        stop,
        "line 5: 1908 Laws 52-59: the choice under 1908 Law 52 is W's alone"
    );
    // In 1912 either adversary may choose.
    let text = "code auction1912\nN call 1H\nW call 1NT\nN attention\nS choose accept\n";
    assert_eq!(stops_at(text), None);
    let text = "code auction1912\nN call 1H\nW call 1NT\nN attention\nE choose accept\n";
    assert!(
        stops_at(text)
            .unwrap_or_default()
            .contains("N or S's alone")
    );
}

/// 1915: doubling partner's declaration costs 50, redoubling a redouble 100, to the
/// opponents' honor score; the 1912 code voids them without a penalty.
#[test]
fn improper_doubles_and_their_penalties() {
    let partner = rulings("code auction1915\nN call 1H\nE call P\nS call X\nW attention\n");
    assert!(
        partner.iter().any(|r| r.contains("50 to EW's honor score")),
        "{partner:?}"
    );
    let twice = rulings(
        "code auction1915\nN call 1H\nE call X\nS call XX\nW call P\nN call XX\nE attention\n",
    );
    assert!(
        twice.iter().any(|r| r.contains("100 to EW's honor score")),
        "{twice:?}"
    );
    let void = rulings("code auction1912\nN call 1H\nE call P\nS call X\nW attention\n");
    assert!(
        void.iter()
            .any(|r| r.starts_with("1912 Law 54") && r.contains("no further penalty")),
        "{void:?}"
    );
}

/// 1912 Law 49 and its penalty table: a pass out of turn carries no penalty.
#[test]
fn a_pass_out_of_turn_is_cancelled_without_penalty() {
    let text = "code auction1912\nN call 1H\nS call P\nW attention\nexpect turn \"E\"\nexpect auction [{\"seat\": \"N\", \"call\": \"1H\"}]\nexpect barred []\n";
    assert_eq!(stops_at(text), None);
}

/// 1912 Law 52: a declaration cannot be altered once the next player has acted; 1908 Law 61:
/// it can never be altered.
#[test]
fn late_or_forbidden_corrections_are_refused() {
    let late = "code auction1912\nN call 1H\nE call 2H\nS call P\nE change 3H\n";
    assert!(
        stops_at(late)
            .unwrap_or_default()
            .starts_with("line 5: 1912 Law 52: E may correct a declaration only before"),
        "{:?}",
        stops_at(late)
    );
    let never = "code auction1908\nN call 1H\nE call 2H\nE change 3H\n";
    assert_eq!(
        stops_at(never).unwrap_or_default(),
        "line 4: 1908 Law 61: E's declaration, once made, cannot be altered"
    );
    // The corrected call is itself subject to the laws: still insufficient, it stands as an
    // irregular call awaiting attention.
    let still = "code auction1912\nN call 2NT\nE call 2H\nE change 2D\nS attention\nexpect pending {\"law\": \"1912 Law 50\"}\n";
    assert_eq!(stops_at(still), None);
}

/// A guarded table refuses a call after the final pass, citing the code's law.
#[test]
fn calls_after_the_final_pass_are_refused_at_a_guarded_table() {
    let cases = [
        (
            "duplicate2017",
            "line 7: Law 39: the auction is over; E's X after the final pass is cancelled",
        ),
        (
            "auction1912",
            "line 7: 1912 Law 58: the bidding is closed; E's X is void",
        ),
        (
            "auction1908",
            "line 7: 1908 Law 60: the bidding is closed; E's X is void",
        ),
    ];
    for (code, expected) in cases {
        let text = format!(
            "code {code}\nmode guarded\nN call 1S\nE call P\nS call P\nW call P\nE call X\n"
        );
        assert_eq!(stops_at(&text).unwrap_or_default(), expected);
    }
}

/// Law 25A: a call can be changed only until partner calls.
#[test]
fn law_25_changes_end_when_partner_calls() {
    let late = "code duplicate2017\nN call 1S\nE call P\nS call 2S\nN change 1H\n";
    assert_eq!(
        stops_at(late).unwrap_or_default(),
        "line 5: Law 25A: S has called since N's 1S: it can no longer be changed"
    );
    // The Director's question is his alone.
    let wrong = "code duplicate2017\nN call 1S\nN change 1H\nE choose unintended\n";
    assert!(
        stops_at(wrong)
            .unwrap_or_default()
            .starts_with("line 4: Law 10C: the choice under Law 25 is the Director's alone")
    );
}

/// Law 20: a restatement is asked at one's own turn, never by a player obliged to pass, and
/// after the auction never by dummy; 1912 Law 51 tells only the final declaration.
#[test]
fn who_may_have_the_auction_restated() {
    let not_my_turn = "code duplicate2017\nN call 1H\nS review\n";
    assert_eq!(
        stops_at(not_my_turn).unwrap_or_default(),
        "line 3: Law 20B: S may have the calls restated only at his own turn to call"
    );
    let dummy = "code duplicate2017\nN call 1H\nE call P\nS call P\nW call P\nS review\n";
    assert_eq!(
        stops_at(dummy).unwrap_or_default(),
        "line 6: Law 20C1: S is dummy: only declarer or a defender may have the auction restated"
    );
    let old = rulings("code auction1912\nN call 1H\nE call P\nS call P\nW call P\nS review\n");
    assert_eq!(
        old.last().map(String::as_str),
        Some(
            "1912 Law 51: S is told the final declaration, 1H by N; no previous declaration may be restated"
        )
    );
}
