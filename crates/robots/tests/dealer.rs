//! The dealer language end to end: scripts in `tests/data/dealer` run, and what they print
//! checked against the hands by counting cards independently of the evaluator.

use cards::{Card, Hand, Rank, Seat, Suit};
use proptest::prelude::*;
use robots::dealer::{Program, RunOptions};

fn script(name: &str) -> String {
    let path = format!("{}/tests/data/dealer/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap()
}

fn run(source: &str, seed: u64) -> String {
    let program = Program::from_script(source).unwrap();
    let options = RunOptions {
        seed,
        file: "test.dlr".into(),
        date: "2026.11.25".into(),
        quiet: true,
        ..RunOptions::default()
    };
    let mut out = Vec::new();
    program.run(&options, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// A hand from dotted notation `AK3.QJ2.T98.7654` (spades first; a void is empty).
fn dotted(text: &str) -> Hand {
    let mut hand = Hand::EMPTY;
    for (suit, ranks) in Suit::DISPLAY_ORDER.into_iter().zip(text.split('.')) {
        for c in ranks.chars() {
            hand.insert(Card::new(suit, Rank::from_letter(c).unwrap()));
        }
    }
    hand
}

/// Points counted from the letters: A 4, K 3, Q 2, J 1.
fn points(text: &str) -> u32 {
    text.chars()
        .map(|c| match c {
            'A' => 4,
            'K' => 3,
            'Q' => 2,
            'J' => 1,
            _ => 0,
        })
        .sum()
}

fn lengths(text: &str) -> Vec<usize> {
    text.split('.').map(str::len).collect()
}

#[test]
fn strong_notrump_deals_all_meet_the_condition() {
    let out = run(&script("strong_notrump.dlr"), 11);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 30, "produce 30");
    for line in lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[0], "n", "{line}");
        let north = words[1];
        let hcp = points(north);
        assert!((20..=22).contains(&hcp), "{line}: {hcp} points");
        let mut shape = lengths(north);
        assert!(shape[0] < 5 && shape[1] < 5, "{line}: a five-card major");
        shape.sort_unstable();
        assert!(
            [[3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5]]
                .contains(&[shape[0], shape[1], shape[2], shape[3]]),
            "{line}: not balanced"
        );
        let hands: Vec<Hand> = [1, 3, 5, 7].iter().map(|&i| dotted(words[i])).collect();
        assert!(cards::Deal::new([hands[0], hands[1], hands[2], hands[3]]).is_ok());
    }
}

#[test]
fn a_seed_gives_the_same_deals_and_another_seed_others() {
    let text = script("strong_notrump.dlr");
    assert_eq!(run(&text, 5), run(&text, 5));
    assert_ne!(run(&text, 5), run(&text, 6));
}

#[test]
fn predeal_keeps_the_cards_and_the_suit_length() {
    let text = script("predeal.dlr").replace(
        "predeal west CT",
        "predeal west CT\npredeal diamonds(west) == 5",
    );
    let out = run(&text, 3);
    let deals: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("[Deal \"N:"))
        .map(|l| l.trim_end_matches("\"]"))
        .collect();
    assert_eq!(deals.len(), 20);
    for deal in deals {
        let hands: Vec<&str> = deal.split(' ').collect();
        assert_eq!(hands[2], "AQ542.KJ87.32.AK");
        let west = dotted(hands[3]);
        assert!(west.contains(Card::new(Suit::Clubs, Rank::Ten)), "{deal}");
        assert_eq!(west.suit_len(Suit::Diamonds), 5, "{deal}");
        assert!((15..=17).contains(&points(hands[0])), "{deal}");
    }
    // The first game follows board 1's dealer and vulnerability unless the script sets them.
    assert!(out.contains("[Board \"2\"]\n[West \"-\"]\n[North \"-\"]\n[East \"-\"]\n[South \"-\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]"));
}

/// Suit lengths that no hand can hold are refused before any deal, not a crash: two lengths
/// of one suit, or more than 13 cards in all.
#[test]
fn impossible_suit_lengths_are_refused() {
    for (text, why) in [
        (
            "predeal spades(north) == 5\npredeal spades(north) == 3",
            "predeal asks for two lengths of spades with North",
        ),
        (
            "predeal spades(north) == 7\npredeal hearts(north) == 7",
            "predeal asks North for 14 cards",
        ),
        (
            "predeal north SAKQJT98765432\npredeal hearts(north) == 1",
            "predeal asks North for 14 cards",
        ),
    ] {
        let err = Program::from_script(text).err().expect("refused");
        assert!(err.to_string().contains(why), "{text}: {err}");
    }
}

#[test]
fn statistics_add_up_to_the_deals_produced() {
    let out = run(&script("weak_two.dlr"), 8);
    let average: f64 = out
        .lines()
        .find_map(|l| l.strip_prefix("hearts between the partners: "))
        .unwrap()
        .parse()
        .unwrap();
    // East holds six hearts; West holds between none and all seven others.
    assert!((6.0..=13.0).contains(&average));
    // The one-way table: losers of a hand with six hearts (at most 3 in hearts) counted for
    // each of the 1000 deals, every row from 4 to 9 and none outside.
    let losers: u64 = out
        .lines()
        .skip_while(|l| *l != "Frequency losers:")
        .skip(1)
        .take_while(|l| !l.starts_with("Frequency"))
        .map(|l| l.split('\t').nth(1).unwrap().trim().parse::<u64>().unwrap())
        .sum();
    assert_eq!(losers, 1000);
    let sum_line = out.lines().find(|l| l.starts_with("Sum ")).unwrap();
    assert_eq!(sum_line.split_whitespace().last(), Some("1000"));
}

#[test]
fn unsupported_words_are_refused_with_line_and_column() {
    let err = Program::from_script(&script("unsupported.dlr"))
        .err()
        .unwrap();
    assert!(
        err.to_string()
            .starts_with("line 4, column 11: `cccc` is not supported"),
        "{err}"
    );
    let err = Program::from_script("condition hcp(nort) > 3")
        .err()
        .unwrap();
    assert_eq!(
        err.to_string(),
        "line 1, column 15: a seat (north, east, south or west) expected, found `nort`"
    );
    let err = Program::from_script("a = b + 1\nb = a\ncondition a")
        .err()
        .unwrap();
    assert!(
        err.to_string().contains("defined in terms of itself"),
        "{err}"
    );
    let err = Program::from_script("condition strong").err().unwrap();
    assert!(
        err.to_string()
            .starts_with("line 1, column 11: `strong` is not defined"),
        "{err}"
    );
    let err = Program::from_script("condition shape(north, 5332 + 4442)")
        .err()
        .unwrap();
    assert!(
        err.to_string().contains("`4442` is not one of 13 cards"),
        "{err}"
    );
}

/// Each seat holds one whole suit. North declaring spades ruffs East's heart lead and takes
/// all 13 tricks; at no trump East leads hearts and takes all 13 (3NT nine down not
/// vulnerable is -450 under Law 77; 450 points is 10 IMPs under Law 78B).
#[test]
fn tricks_score_and_imps_on_a_deal_worked_by_hand() {
    let text = "predeal north SAKQJT98765432\npredeal east HAKQJT98765432\n\
                predeal south DAKQJT98765432\npredeal west CAKQJT98765432\nproduce 1\n\
                action average \"s\" tricks(north, spades), average \"n\" tricks(north, notrump),\n\
                average \"score\" score(nv, x3N, tricks(north, notrump)),\n\
                average \"imps\" imps(score(nv, x3N, tricks(north, notrump)))";
    let out = run(text, 1);
    assert_eq!(out, "s: 13\nn: 0\nscore: -450\nimps: -10\n");
}

#[test]
fn tricks_script_runs_and_its_averages_are_in_range() {
    let out = run(&script("tricks.dlr"), 2);
    let makes: f64 = out
        .lines()
        .find_map(|l| l.strip_prefix("game makes: "))
        .unwrap()
        .parse()
        .unwrap();
    assert!((0.0..=1.0).contains(&makes));
}

/// The seats a condition does not read are dealt only for deals it accepts; they must still
/// be dealt at random. Over 4000 deals (the condition reads South only, and accepts all), North
/// holds the ace of spades about 1000 times (sd 27.4; the bound is six of them).
#[test]
fn seats_dealt_late_are_dealt_fairly() {
    let program = Program::from_condition("spades(south) >= 0").unwrap();
    assert_eq!(program.seats_read(), [false, false, true, false]);
    let ace = Card::new(Suit::Spades, Rank::Ace);
    let n = program
        .deals(77, 4000)
        .unwrap()
        .filter(|d| d.as_ref().unwrap().hand(Seat::North).contains(ace))
        .count() as i64;
    assert!((n - 1000).abs() < 165, "{n}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Every deal the condition lets through meets it when counted with `cards`' own
    /// functions, whatever the seed and the bounds.
    #[test]
    fn produced_deals_meet_the_condition(seed in any::<u64>(), low in 8u32..16, length in 3usize..7) {
        let condition = format!("hcp(west) >= {low} && hearts(east) == {length} && !hascard(west, AS)");
        let program = Program::from_condition(&condition).unwrap();
        for deal in program.deals(seed, 20_000).unwrap().take(5) {
            let deal = deal.unwrap();
            let west = deal.hand(Seat::West);
            prop_assert!(west.high_card_points() >= low);
            prop_assert_eq!(deal.hand(Seat::East).suit_len(Suit::Hearts), length);
            prop_assert!(!west.contains(Card::new(Suit::Spades, Rank::Ace)));
        }
    }

    /// The evaluator's counts agree with counting the hand directly.
    #[test]
    fn counts_agree_with_the_hand(seed in any::<u64>()) {
        let program = Program::from_condition("1").unwrap();
        let deal = program.deals(seed, 1).unwrap().next().unwrap().unwrap();
        let north = deal.hand(Seat::North);
        let controls: usize = Suit::ALL.iter().map(|&s| {
            2 * usize::from(north.contains(Card::new(s, Rank::Ace)))
                + usize::from(north.contains(Card::new(s, Rank::King)))
        }).sum();
        let text = format!(
            "hcp(north) == {} && control(north) == {controls} && spades(north) == {} && aces(north) == {}",
            north.high_card_points(),
            north.suit_len(Suit::Spades),
            north.aces()
        );
        let check = Program::from_condition(&text).unwrap();
        prop_assert_eq!(check.deals(seed, 1).unwrap().count(), 1);
    }
}

/// `printes` prints its strings and values in order for each deal; the values are C's.
#[test]
fn printes_prints_strings_and_values() {
    let text = "produce 2\nx = 7 % 4 * 2\naction printes(\"x=\", x, \", \", -x + 1 ? 5 : 6, \\n)";
    assert_eq!(run(text, 1), "x=6, 5\nx=6, 5\n");
}

#[test]
fn nesting_and_tables_too_large_are_refused_not_a_crash() {
    let deep = format!("condition {}1{}", "(".repeat(5000), ")".repeat(5000));
    let err = Program::from_script(&deep).err().unwrap();
    assert!(err.to_string().contains("nest more than 64 deep"), "{err}");
    let nots = format!("condition {}1", "!".repeat(5000));
    assert!(Program::from_script(&nots).is_err());
    let long = format!("condition {}1", "1 + ".repeat(5000));
    let err = Program::from_script(&long).err().unwrap();
    assert!(
        err.to_string().contains("more than 128 operators in a row"),
        "{err}"
    );
    let mut chain = String::from("a0 = 1\n");
    for i in 1..3000 {
        chain.push_str(&format!("a{i} = a{} + 1\n", i - 1));
    }
    chain.push_str("condition a2999 > 0\n");
    let err = Program::from_script(&chain).err().unwrap();
    assert!(err.to_string().contains("nest more than 256 deep"), "{err}");
    let err = Program::from_script("action frequency (hcp(north), 0, 1000000000)")
        .err()
        .unwrap();
    assert!(
        err.to_string()
            .starts_with("line 1, column 31: a frequency table"),
        "{err}"
    );
    // 10,000 rows by 10,000 columns would be 800 MB of counts.
    let err = Program::from_script("action frequency (hcp(north), 0, 9999, hcp(south), 0, 9999)")
        .err()
        .unwrap();
    assert!(
        err.to_string()
            .starts_with("line 1, column 52: a two-way frequency table has at most a million"),
        "{err}"
    );
    // A royal spade contract (the 1912 code) has no score under the 2017 Laws.
    let err = Program::from_script("condition score(nv, x4R, 10) > 0")
        .err()
        .unwrap();
    assert!(
        err.to_string()
            .contains("a contract such as x4S or x3N expected, found `x4R`"),
        "{err}"
    );
    // Values that would overflow the point tables (16 bits a holding).
    let err = Program::from_script("pointcount 20000 20000\ncondition pt0(north) > 0")
        .err()
        .unwrap();
    assert!(
        err.to_string()
            .starts_with("line 1, column 12: 20000: a card's value is 0 to 500"),
        "{err}"
    );
}

const WORDS: [&str; 40] = [
    "condition",
    "action",
    "produce",
    "generate",
    "predeal",
    "north",
    "south",
    "SAK2",
    "HQ",
    "hcp",
    "(",
    ")",
    ",",
    "shape",
    "any",
    "4333",
    "54xx",
    "+",
    "-",
    "*",
    "/",
    "%",
    "?",
    ":",
    "==",
    "&&",
    "or",
    "not",
    "1",
    "0",
    "13",
    "x",
    "=",
    "printall",
    "average",
    "frequency",
    "\"t\"",
    "spades",
    "loser",
    "hascard",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any sequence of the language's words is read, compiled and run for a few deals, or
    /// refused; never a panic.
    #[test]
    fn any_script_is_run_or_refused(words in proptest::collection::vec(0..WORDS.len(), 0..30)) {
        let text: Vec<&str> = words.iter().map(|&i| WORDS[i]).collect();
        if let Ok(program) = Program::from_script(&text.join(" ")) {
            let options = RunOptions { seed: 1, generate: Some(3), quiet: true, ..RunOptions::default() };
            let _ = program.run(&options, &mut std::io::sink());
        }
    }
}

/// One deal fixed whole, printed every way; the expected text is written out from the
/// predeal by hand (North 10 points and four spades, South 20 points).
#[test]
fn every_print_action_on_a_fixed_deal() {
    let out = run(&script("every_print.dlr"), 1);
    let first = "   1.\n\
        A K Q 2             -                   J T 9 8             7 6 5 4 3 \n\
        T 9                 A K Q J 8 7 6 5 4 3 2 -                   - \n\
        J 8 7 6 5           T 9                 A K Q               4 3 2 \n\
        3 2                 -                   A K Q J T 9         8 7 6 5 4 \n\n";
    assert!(out.starts_with(first), "{out}");
    assert!(out.contains(
        "n AKQ2.T9.J8765.32 e .AKQJ8765432.T9. s JT98..AKQ.AKQJT9 w 76543..432.87654 \n"
    ));
    assert!(out.contains(
        "n AKQ2.T9.J8765.32\ne .AKQJ8765432.T9.\ns JT98..AKQ.AKQJT9\nw 76543..432.87654\n"
    ));
    assert!(out.contains(
        "[Deal \"N:AKQ2.T9.J8765.32 .AKQJ8765432.T9. JT98..AKQ.AKQJT9 76543..432.87654\"]"
    ));
    assert!(out.contains(
        "\n\nNorth hands:\n\n\n\n   1.                  2.                  3.               \n"
    ));
    assert!(
        out.contains("a: 10\nFrequency f:\n    8\t       0\n    9\t       0\n   10\t       3\n")
    );
    assert!(
        out.contains("   4      0      3      0      0      3\n"),
        "{out}"
    );
}

/// Each deal is solved afresh, with no condition too (the solved tricks of one deal were once
/// kept for every deal after it): twenty random deals do not all give North the same tricks
/// at no trump.
#[test]
fn tricks_are_solved_for_each_deal_without_a_condition() {
    let out = run(
        "produce 20\naction frequency (tricks(north, notrump), 0, 13)",
        5,
    );
    let rows = out
        .lines()
        .filter_map(|l| l.split('\t').nth(1))
        .filter_map(|count| count.trim().parse::<u32>().ok())
        .filter(|&count| count > 0)
        .count();
    assert!(rows >= 2, "every deal gave the same tricks:\n{out}");
}

/// Names built from names used twice double at each level when expanded: forty levels would
/// be 2^40 copies. Each name is compiled once, so the script compiles at once, and a name gives
/// the value its expression gives. (Compiled at each use, the script ran out of memory: this
/// test would abort rather than fail.)
#[test]
fn names_used_twice_at_every_level_compile_once() {
    let mut doubling = String::from("a0 = hcp(north)\n");
    for i in 1..40 {
        doubling.push_str(&format!("a{i} = a{} + a{}\n", i - 1, i - 1));
    }
    let program = format!("{doubling}generate 50\naction average \"eight times\" a3\n");
    let spelled_out = "generate 50\naction average \"eight times\" 8 * hcp(north)\n";
    assert_eq!(run(&program, 7), run(spelled_out, 7));
}

/// A division by zero stops the run, naming where the operator stands in the script.
#[test]
fn a_division_by_zero_names_its_line_and_column() {
    let program = Program::from_script("generate 3\ncondition hcp(north) / 0 > 1\n").unwrap();
    let mut out = Vec::new();
    let err = program
        .run(&RunOptions::default(), &mut out)
        .expect_err("stopped");
    assert_eq!(err.to_string(), "line 2, column 22: division by zero");
}

/// The hands of `source`'s deals (its action `printoneline`), North first.
fn oneline_hands(source: &str, seed: u64) -> Vec<Vec<Hand>> {
    run(source, seed)
        .lines()
        .map(|line| {
            line.split_whitespace()
                .skip(1)
                .step_by(2)
                .map(dotted)
                .collect()
        })
        .collect()
}

/// Lengths asked of several seats that few deals have (East and West hold no hearts, so
/// North and South, six spades each, take all thirteen) are met on every deal; lengths no deal
/// can have are refused before any deal.
#[test]
fn suit_lengths_of_several_seats_are_met_or_refused() {
    let text = "predeal hearts(east) == 0\npredeal hearts(west) == 0\n\
                predeal spades(north) == 6\npredeal spades(south) == 6\n\
                generate 30\naction printoneline\n";
    let deals = oneline_hands(text, 5);
    assert_eq!(deals.len(), 30);
    for hands in deals {
        assert_eq!(hands[0].suit_len(Suit::Spades), 6);
        assert_eq!(hands[2].suit_len(Suit::Spades), 6);
        assert_eq!(hands[1].suit_len(Suit::Hearts), 0);
        assert_eq!(hands[3].suit_len(Suit::Hearts), 0);
        assert_eq!(
            hands[0].suit_len(Suit::Hearts) + hands[2].suit_len(Suit::Hearts),
            13
        );
    }
    // North and South have one place each left for hearts: eleven of the thirteen have nowhere
    // to go.
    let impossible = "predeal hearts(east) == 0\npredeal hearts(west) == 0\n\
                      predeal spades(north) == 6\npredeal spades(south) == 6\n\
                      predeal clubs(north) == 3\npredeal clubs(south) == 3\n\
                      predeal diamonds(north) == 3\npredeal diamonds(south) == 3\n";
    let err = Program::from_script(impossible).err().expect("refused");
    assert_eq!(
        err.to_string(),
        "predeal asks for suit lengths that no deal can have"
    );
}

/// Every deal with the lengths asked is equally likely. With North holding five spades and
/// East no hearts, the chance of each number of hearts North holds is counted here over every
/// way of sharing out the suits' counts (each weighed by the deals it stands for), apart from
/// the dealer's own method, and 20,000 deals must follow it.
#[test]
fn suit_lengths_of_several_seats_leave_every_deal_equally_likely() {
    // ln(n!), and the deals a sharing stands for, up to a constant: prod 1 / count!.
    let ln_factorials: Vec<f64> = (0..=13u32)
        .map(|n| (1..=n).map(|k| f64::from(k).ln()).sum())
        .collect();
    let weight = |rows: [[u32; 4]; 4]| -> f64 {
        let ln: f64 = rows
            .iter()
            .flatten()
            .map(|&n| ln_factorials[n as usize])
            .sum();
        (-ln).exp()
    };
    // Rows: North, East, South, West; columns: spades, hearts, diamonds, clubs; every row and
    // column 13.
    let rows_of = |fixed: [Option<u32>; 4]| -> Vec<[u32; 4]> {
        let mut rows = Vec::new();
        for s in 0..=13u32 {
            for h in 0..=13 - s {
                for d in 0..=13 - s - h {
                    let row = [s, h, d, 13 - s - h - d];
                    if fixed.iter().zip(row).all(|(f, n)| f.is_none_or(|f| f == n)) {
                        rows.push(row);
                    }
                }
            }
        }
        rows
    };
    let north = rows_of([Some(5), None, None, None]);
    let east = rows_of([None, Some(0), None, None]);
    let south = rows_of([None; 4]);
    let mut by_hearts = [0.0f64; 14];
    for n in &north {
        for e in &east {
            for s in &south {
                let w: Vec<i64> = (0..4)
                    .map(|suit| 13 - i64::from(n[suit] + e[suit] + s[suit]))
                    .collect();
                // West takes the rest of each suit (13 cards in all, as the others took 39).
                if w.iter().any(|&c| c < 0) {
                    continue;
                }
                let w = [w[0] as u32, w[1] as u32, w[2] as u32, w[3] as u32];
                by_hearts[n[1] as usize] += weight([*n, *e, *s, w]);
            }
        }
    }
    let total: f64 = by_hearts.iter().sum();
    let text = "predeal spades(north) == 5\npredeal hearts(east) == 0\n\
                generate 20000\nproduce 20000\naction printoneline\n";
    let deals = oneline_hands(text, 11);
    assert_eq!(deals.len(), 20_000);
    let mut seen = [0u32; 14];
    for hands in &deals {
        assert_eq!(hands[0].suit_len(Suit::Spades), 5);
        assert_eq!(hands[1].suit_len(Suit::Hearts), 0);
        seen[hands[0].suit_len(Suit::Hearts)] += 1;
    }
    for hearts in 0..=8 {
        let p = by_hearts[hearts] / total;
        let expected = p * 20_000.0;
        let sd = (20_000.0 * p * (1.0 - p)).sqrt().max(1.0);
        let z = (f64::from(seen[hearts]) - expected) / sd;
        assert!(
            z.abs() < 5.0,
            "North with {hearts} hearts: {} deals, {expected:.0} expected (z = {z:.1})",
            seen[hearts]
        );
    }
}

/// A name compiled once is as deep wherever it is used: a chain of 120 names (about 240
/// levels) fits once at the top of the condition, and is refused where twenty `!` already
/// stand above it (past 256 levels), as it is the first time it is compiled.
#[test]
fn a_name_used_again_counts_its_depth_again() {
    let mut chain = String::from("a0 = 1\n");
    for i in 1..=120 {
        chain.push_str(&format!("a{i} = a{} + 1\n", i - 1));
    }
    let once = format!("{chain}condition a120 > 0\n");
    assert!(Program::from_script(&once).is_ok());
    let again = format!("{chain}condition a120 > 0 && {}a120 > 0\n", "!".repeat(20));
    let err = Program::from_script(&again).err().expect("too deep");
    assert!(err.to_string().contains("nest more than 256 deep"), "{err}");
}
