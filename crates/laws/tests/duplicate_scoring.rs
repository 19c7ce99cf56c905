//! Duplicate scoring (Law 77) against an independent table and the checklist's worked
//! examples C1-C10.

use cards::{Seat, Side, Vulnerability};
use laws::duplicate::duplicate_score;
use laws::{CodeId, Contract, DealOutcome, EntryKind, ScoreError};

fn outcome(contract: &str, tricks: u8, vulnerable: bool) -> DealOutcome {
    let vul = if vulnerable {
        Vulnerability::Both
    } else {
        Vulnerability::None
    };
    DealOutcome::played(contract.parse().unwrap(), Seat::South, tricks, vul)
}

/// All 7 levels x 5 strains x 3 doublings x 14 trick counts x 2 vulnerabilities, against
/// `data/duplicate_scores.txt`, which endplay (an independent implementation) wrote.
#[test]
fn every_duplicate_score_matches_the_independent_table() {
    let table = include_str!("data/duplicate_scores.txt");
    let mut checked = 0;
    for line in table.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [contract, tricks, not_vul, vul] = fields[..] else {
            panic!("bad fixture line {line}")
        };
        let tricks: u8 = tricks.parse().unwrap();
        for (vulnerable, expected) in [(false, not_vul), (true, vul)] {
            let expected: i64 = expected.parse().unwrap();
            let got = duplicate_score(&outcome(contract, tricks, vulnerable)).unwrap();
            assert_eq!(
                got, expected,
                "{contract} {tricks} tricks vulnerable={vulnerable}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 7 * 5 * 3 * 14 * 2);
}

/// A worked example: contract, tricks, vulnerable, score, and the entries that make it up.
type WorkedExample = (&'static str, u8, bool, i64, &'static [(EntryKind, u32)]);

/// Checklist C1-C10: the score and how it is made up.
#[test]
fn worked_examples_c1_to_c10() {
    use EntryKind::*;
    let cases: [WorkedExample; 10] = [
        ("4S", 10, false, 420, &[(TrickPoints, 120), (Game, 300)]),
        (
            "3NT",
            10,
            true,
            630,
            &[(TrickPoints, 100), (Overtricks, 30), (Game, 500)],
        ),
        (
            "1DX",
            7,
            false,
            140,
            &[(TrickPoints, 40), (DoubledBonus, 50), (Partscore, 50)],
        ),
        (
            "2CX",
            10,
            false,
            380,
            &[
                (TrickPoints, 80),
                (Overtricks, 200),
                (DoubledBonus, 50),
                (Partscore, 50),
            ],
        ),
        (
            "1NTXX",
            7,
            false,
            560,
            &[(TrickPoints, 160), (DoubledBonus, 100), (Game, 300)],
        ),
        (
            "6H",
            12,
            true,
            1430,
            &[(TrickPoints, 180), (SmallSlam, 750), (Game, 500)],
        ),
        (
            "7NTXX",
            13,
            true,
            2980,
            &[
                (TrickPoints, 880),
                (GrandSlam, 1500),
                (DoubledBonus, 100),
                (Game, 500),
            ],
        ),
        ("4HX", 7, false, -500, &[(Undertricks, 500)]),
        ("3NTX", 5, false, -800, &[(Undertricks, 800)]),
        ("4SX", 3, true, -2000, &[(Undertricks, 2000)]),
    ];
    for (contract, tricks, vul, expected, parts) in cases {
        let o = outcome(contract, tricks, vul);
        let score = CodeId::Duplicate2017.code().score(&o).unwrap();
        assert_eq!(score.net(Side::NorthSouth), expected, "{contract} {tricks}");
        let mut got: Vec<(EntryKind, u32)> =
            score.entries.iter().map(|e| (e.kind, e.points)).collect();
        let mut want = parts.to_vec();
        got.sort_by_key(|(k, p)| (format!("{k:?}"), *p));
        want.sort_by_key(|(k, p)| (format!("{k:?}"), *p));
        assert_eq!(got, want, "{contract} {tricks}");
        assert!(
            score
                .entries
                .iter()
                .all(|e| e.law == "Law 77" && e.line.is_none())
        );
        // Undertricks go to the defenders, everything else to declarer's side.
        for e in &score.entries {
            let expected_side = if e.kind == Undertricks {
                Side::EastWest
            } else {
                Side::NorthSouth
            };
            assert_eq!(e.side, expected_side);
        }
    }
}

#[test]
fn the_2007_laws_score_the_same() {
    let o = outcome("4SX", 11, true);
    let a = CodeId::Duplicate2017.code().score(&o).unwrap();
    let b = CodeId::Duplicate2007.code().score(&o).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.net(Side::NorthSouth), 990);
}

#[test]
fn a_passed_out_deal_scores_nothing() {
    let mut o = outcome("1C", 0, false);
    o.contract = None;
    assert_eq!(duplicate_score(&o).unwrap(), 0);
    assert!(
        CodeId::Duplicate2017
            .code()
            .score(&o)
            .unwrap()
            .entries
            .is_empty()
    );
}

#[test]
fn impossible_deals_are_refused_with_reasons() {
    assert_eq!(
        duplicate_score(&outcome("4S", 14, false)),
        Err(ScoreError::Tricks(14))
    );
    let royal: Contract = "2RS".parse().unwrap();
    let err = duplicate_score(&DealOutcome::played(
        royal,
        Seat::North,
        8,
        Vulnerability::None,
    ))
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "Law 18: duplicate2017 has no declaration in royal spades"
    );
}

#[test]
fn vulnerability_is_the_declaring_sides() {
    // East declares with only North-South vulnerable: East-West are not vulnerable.
    let o = DealOutcome::played(
        "4H".parse().unwrap(),
        Seat::East,
        10,
        Vulnerability::NorthSouth,
    );
    assert_eq!(duplicate_score(&o).unwrap(), 420);
    let o = DealOutcome::played(
        "4H".parse().unwrap(),
        Seat::East,
        10,
        Vulnerability::EastWest,
    );
    assert_eq!(duplicate_score(&o).unwrap(), 620);
}

/// Travellers write scores from North-South's side: East-West making 4S vulnerable is -620 to
/// North-South, North-South making 3NT not vulnerable +400, East-West 2H doubled down two
/// (not vulnerable) +300 (Law 77's table).
#[test]
fn scores_from_north_souths_side() {
    use laws::duplicate::duplicate_score_north_south;
    let played = |contract: &str, declarer, tricks, vul| {
        DealOutcome::played(contract.parse().unwrap(), declarer, tricks, vul)
    };
    let east_west_vul = Vulnerability::EastWest;
    assert_eq!(
        duplicate_score_north_south(&played("4S", Seat::East, 10, east_west_vul)).unwrap(),
        -620
    );
    assert_eq!(
        duplicate_score_north_south(&played("3NT", Seat::North, 9, Vulnerability::None)).unwrap(),
        400
    );
    assert_eq!(
        duplicate_score_north_south(&played("2HX", Seat::West, 6, Vulnerability::None)).unwrap(),
        300
    );
}
