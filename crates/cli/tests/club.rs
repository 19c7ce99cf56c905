//! `arbiter cut`, `arbiter club` and `arbiter replay` of a session: forming a table and the
//! cut for partners in every code, a club procedure log, and a rubber from the cut to its
//! end. The expectations are worked by hand from the laws cited.

mod common;

use std::path::Path;
use std::process::Output;

use common::arbiter;

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// What `output` printed, once it is known to have succeeded (else its error is shown).
fn succeeded(output: &Output) -> String {
    assert!(output.status.success(), "{}", stderr(output));
    stdout(output)
}

/// `arbiter cut --code CODE --players PLAYERS --cards CARDS`, then the `more` arguments.
fn cut(code: &str, players: &str, cards: &str, more: &[&str]) -> Output {
    let args = [
        &[
            "cut",
            "--code",
            code,
            "--players",
            players,
            "--cards",
            cards,
        ],
        more,
    ]
    .concat();
    arbiter(&args, "")
}

/// Checklist W12-14: A, 7, 7, K in the 1912 code: Ann's ace is lowest and deals, choosing
/// seat and cards; Cy's D7 is below Bob's S7 (diamonds below spades, Law 14), so Ann and Cy
/// play against Bob and Di (Law 18).
#[test]
fn cut_1912_with_the_cards_given() {
    let output = cut("auction1912", "Ann,Bob,Cy,Di", "AH,7S,7D,KC", &[]);
    let text = succeeded(&output);
    assert!(
        text.contains("Partners: Ann and Cy against Bob and Di (1912 Law 18)"),
        "{text}"
    );
    assert!(
        text.contains("Dealer: Ann, who chooses his seat and the cards (1912 Law 18)"),
        "{text}"
    );
    assert!(text.contains("Cards rank (1912 Law 14): ace low; ties by suit, hearts, diamonds, clubs, spades (lowest first)"), "{text}");
}

/// Law 16: Ann exposes the 2H and the 9S; the highest, the 9S, is her cut: she is now the
/// highest of the four, and Bob (3H), the lowest, deals.
#[test]
fn cut_several_cards_exposed() {
    let output = cut("auction1912", "Ann,Bob,Cy,Di", "2H+9S,3H,4H,5H", &[]);
    let text = succeeded(&output);
    assert!(
        text.contains("Partners: Bob and Cy against Di and Ann (1912 Law 18)"),
        "{text}"
    );
}

/// The same cards in contract bridge: the highest has precedence, the ace high: Di's KC is
/// highest and deals; Bob's S7 is second (spades above diamonds), and partners her.
#[test]
fn cut_contract_highest_deals() {
    let output = cut("rubber", "Ann,Bob,Cy,Di", "2H,7S,7D,KC", &["--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    assert_eq!(json["dealer"], "Di");
    assert_eq!(json["partnerships"][0], serde_json::json!(["Di", "Bob"]));
    assert_eq!(json["partnerships"][1], serde_json::json!(["Cy", "Ann"]));
}

/// Six candidates of equal standing in the 1915 code: the first six cards decide who plays
/// (the four lowest; the 1916 manual: spades lowest of the suits), then the four cut for
/// partners. Ed's HA and Flo's S9... By hand: Ann 2S, Bob 3S, Cy 4S, Di 5S, Ed KC, Flo QC: Ed
/// and Flo sit out; then Ann 9C, Bob 9S, Cy 9D, Di 9H: spades low, then hearts, diamonds,
/// clubs: Bob, Di, Cy, Ann: Bob deals, partnering Di.
#[test]
fn cut_six_players_1915() {
    let output = cut(
        "auction1915",
        "Ann,Bob,Cy,Di,Ed,Flo",
        "2S,3S,4S,5S,KC,QC,9C,9S,9D,9H",
        &[],
    );
    let text = succeeded(&output);
    assert!(text.contains("Sit out: Ed, Flo"), "{text}");
    assert!(
        text.contains("Partners: Bob and Di against Cy and Ann"),
        "{text}"
    );
    assert!(text.contains("Dealer: Bob"), "{text}");
}

/// A seed draws the cards, the same each time; every cut gives a dealer and two partnerships.
#[test]
fn cut_with_a_seed_is_reproducible() {
    let args = [
        "cut",
        "--code",
        "auction1908",
        "--players",
        "A,B,C,D,E",
        "--seed",
        "11",
        "--json",
    ];
    let first = stdout(&arbiter(&args, ""));
    assert_eq!(first, stdout(&arbiter(&args, "")));
    let json: serde_json::Value = serde_json::from_str(&first).expect("JSON");
    assert_eq!(json["seed"], 11);
    assert_eq!(json["players"].as_array().map(Vec::len), Some(4));
    assert_eq!(json["sit_out"].as_array().map(Vec::len), Some(1));
}

/// Refusals: three players; cards that run out; a card drawn twice (Law 15).
#[test]
fn cut_refusals() {
    let output = arbiter(&["cut", "--code", "auction1912", "--players", "A,B,C"], "");
    assert!(!output.status.success());
    assert!(stderr(&output).contains("four to six players"));
    let output = cut("auction1912", "A,B,C,D", "2H,3H", &[]);
    assert!(
        stderr(&output).contains("the cards given have run out: C, D still to draw"),
        "{}",
        stderr(&output)
    );
    let output = cut("auction1912", "A,B,C,D", "2H,2H,3H,4H", &[]);
    assert!(
        stderr(&output).contains("1912 Law 15"),
        "{}",
        stderr(&output)
    );
}

/// A procedure log: Rule C forms the table (F wins the draw against G), A to D play; after the
/// rubber E and F come in and the four who played cut out (contract: the lowest go out).
#[test]
fn club_log_membership_and_who_plays_next() {
    let log = "code rubber\napply A\napply B\napply C\napply D\napply E\napply-played F G\n\
               draw F SK\ndraw G HK\n\
               draw A 2C\ndraw B 3C\ndraw C 4C\ndraw D 5C\n\
               rubber-end\n";
    let output = arbiter(&["club", "-"], log);
    let text = succeeded(&output);
    assert!(
        text.contains("Waiting: G (Rules for Club Procedure D)"),
        "{text}"
    );
    assert!(
        text.contains("To draw to cut out: A, B, C, D (Rules for Club Procedure E)"),
        "{text}"
    );
    assert!(
        text.contains(
            "Ruling, Rules for Club Procedure C: the table is formed: A, B, C, D, E, F are members"
        ),
        "{text}"
    );
    let output = arbiter(
        &["club", "-", "--json"],
        &format!("{log}draw A SA\ndraw B SK\ndraw C H2\ndraw D C3\n"),
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    // E and F come in; A and B (the highest, contract) stay; D and C sit out.
    assert_eq!(json["next"]["state"], "players");
    assert_eq!(
        json["next"]["names"],
        serde_json::json!(["E", "F", "A", "B"])
    );
    // A line refused names its line and rule.
    let output = arbiter(&["club", "-"], "code auction1912\napply A B C\ndraw A 2C\n");
    assert!(!output.status.success());
    assert!(stderr(&output).contains("line 3: 1912 Law 17: four players are needed; there are 3"));
}

/// The worked example (docs/examples/rubber-1912.md): the cut, the three deals and the sheet:
/// N-S 437, E-W 48, N-S win by 389.
#[test]
fn replay_the_1912_rubber() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/examples/rubber-1912.txt");
    let path = path.to_string_lossy().into_owned();
    let output = arbiter(&["replay", &path], "");
    let text = succeeded(&output);
    assert!(text.contains("Cut, 1912 Law 18: Ann and Cy against Bob and Di; Ann deals first and chooses seat and cards"), "{text}");
    assert!(
        text.contains("Deal 2 (dealer W Di): 2H= by W; N-S -48, E-W +48"),
        "{text}"
    );
    assert!(text.contains("Totals:    437"), "{text}");
    assert!(text.contains("Result: We (N-S) win by 389"), "{text}");
    let output = arbiter(&["replay", &path, "--json"], "");
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    assert_eq!(json["sheet"]["totals"]["north_south"], 437);
    assert_eq!(json["sheet"]["totals"]["east_west"], 48);
    assert_eq!(json["deals"][2]["dealer"], "N");
}
