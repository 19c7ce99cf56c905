//! The Director's adjustments reaching a three-table Mitchell's travellers and rankings, worked
//! by hand: split and weighted scores (Law 12C1(b), (c)), procedural penalties (Law 90) and a
//! fouled board (Law 87). The movement: North-South pairs 1-3 stay at tables 1-3, East-West
//! pairs 4-6 move; board 1 is played at table 1 in round 1, table 3 in round 2, table 2 in
//! round 3; board 2 at table 2, 1 and 3; every board three times, a top of 4.

mod common;

use club::session::rulings::{Fouled, Penalty, PenaltyAmount};
use club::session::{Scoring, Session, TableResult, Traveller, rank, score_board};
use common::{result, three_table_mitchell};

fn session() -> Session {
    three_table_mitchell(Scoring::Matchpoints)
}

/// Each line as (table, round, NS matchpoints, EW matchpoints).
fn points(traveller: &Traveller) -> Vec<(u32, u32, f64, f64)> {
    traveller
        .lines
        .iter()
        .map(|l| (l.table, l.round, l.ns_points, l.ew_points))
        .collect()
}

/// Law 12C1(b): at table 2 the Director assigned North-South 4S= (+420) and East-West 4S-1
/// (+50 to them, -50 from North-South's side). North-South's field sees the table at 420:
/// 420 (table 1) ties it (1) and loses to 450 (0): 1; the table's own North-South the same, 1;
/// 450 beats both, 4. East-West's field sees it at -50: 420 beats it and loses to 450: NS 2,
/// EW 2; 450 NS 4, EW 0; the -50 NS 0, so East-West at table 2 get the top, 4. Each field's
/// matchpoints add up to 3 x 2.
#[test]
fn a_split_score_reaches_the_traveller_each_side_matchpointed_on_its_own() {
    let results = [
        result(1, 1, 1, "4S N 10"),
        result(3, 2, 1, "4S N 11"),
        result(2, 3, 1, "split 420 -50"),
    ];
    let traveller = score_board(&session(), 1, &results).unwrap();
    assert_eq!(
        points(&traveller),
        [(1, 1, 1.0, 2.0), (2, 3, 1.0, 4.0), (3, 2, 4.0, 0.0)]
    );
    assert_eq!(traveller.lines[1].entry.to_string(), "split 420 -50");
    assert_eq!(
        traveller.lines[1].score_ns, None,
        "no table score for an adjusted one"
    );
}

/// Law 12C1(c): board 2 (North-South vulnerable) +600 at table 2, passed out at table 1, and
/// at table 3 half 3NT= (+600) and half 3NT-1 (-100). 600: beats 0 (2), against the weighted
/// score half a tie and half a win (1.5): 3.5. 0: loses to 600, half beats the -100: 1. The
/// weighted score: its 600 ties 600 and beats 0 (3) half, its -100 beats nothing: 1.5, East-West
/// 2.5. Both sides of the table have their matchpoints on the traveller.
#[test]
fn a_weighted_score_reaches_the_traveller_for_both_sides() {
    let results = [
        result(2, 1, 2, "3NT S 9"),
        result(1, 2, 2, "pass"),
        result(3, 3, 2, "assigned 0.5:600 0.5:-100"),
    ];
    let traveller = score_board(&session(), 2, &results).unwrap();
    assert_eq!(
        points(&traveller),
        [(1, 2, 1.0, 3.0), (2, 1, 3.5, 0.5), (3, 3, 1.5, 2.5)]
    );
}

/// The nine results of crates/club/tests/session.rs, where pair 2 ranks first North-South with
/// 7.5 of 12 (62.50%) ahead of pair 3's 6.4 (53.33%), and pair 5 last East-West with 3.5
/// (29.17%).
fn nine_results() -> Vec<TableResult> {
    vec![
        result(1, 1, 1, "4S N 10"),
        result(3, 2, 1, "4S N 11"),
        result(2, 3, 1, "3NT E 9"),
        result(2, 1, 2, "3NT S 9"),
        result(1, 2, 2, "pass"),
        result(3, 3, 2, "2H W 8"),
        result(3, 1, 3, "A+ A-"),
        result(2, 2, 3, "1NT N 7"),
        result(1, 3, 3, "1NT N 6"),
    ]
}

/// Law 90: pair 2 penalised a quarter of a top on board 1 (4 x 25% = 1 matchpoint): 6.5 of 12,
/// 54.17%, still first of North-South (pair 3 53.33%); pair 5 half a matchpoint on the
/// session: 3.0, 25.00%. The traveller's matchpoints are not changed; the totals are.
#[test]
fn a_procedural_penalty_comes_off_the_ranking() {
    let mut session = session();
    session.rulings.penalties = vec![
        Penalty {
            pair: 2,
            board: Some(1),
            amount: PenaltyAmount::PercentOfTop(25.0),
            reason: "slow play".into(),
        },
        Penalty {
            pair: 5,
            board: None,
            amount: PenaltyAmount::Points(0.5),
            reason: "late".into(),
        },
    ];
    let travellers: Vec<Traveller> = (1..=3)
        .map(|b| score_board(&session, b, &nine_results()).unwrap())
        .collect();
    let ranking = rank(&session, &travellers);
    let row = |field: usize, pair: u32| {
        let row = ranking[field].rows.iter().find(|r| r.pair == pair).unwrap();
        (
            row.rank.clone(),
            row.points,
            row.penalty,
            format!("{:.2}", row.percent.unwrap()),
        )
    };
    assert_eq!(row(0, 2), ("1".into(), 6.5, 1.0, "54.17".into()));
    assert_eq!(row(0, 3).3, "53.33");
    assert_eq!(row(1, 5), ("3".into(), 3.0, 0.5, "25.00".into()));
    assert_eq!(row(1, 6).2, 0.0);
}

/// Law 87B: board 1 was fouled and table 2 (round 3) played the other form. The two results of
/// the first form, 420 and 450, are matchpointed between themselves (0 and 2) and factored by
/// Neuberg to the field of three: (0 + 1) x 3 / 2 - 1 = 0.5 and (2 + 1) x 3 / 2 - 1 = 3.5. The
/// fouled form's -400 is alone: (0 + 1) x 3 / 1 - 1 = 2, an average of the full top of 4.
#[test]
fn a_fouled_board_is_scored_group_by_group() {
    let mut session = session();
    session.rulings.fouled = vec![Fouled {
        board: 1,
        results: vec![(2, 3)],
    }];
    let traveller = score_board(&session, 1, &nine_results()).unwrap();
    assert_eq!(
        points(&traveller),
        [(1, 1, 0.5, 3.5), (2, 3, 2.0, 2.0), (3, 2, 3.5, 0.5)]
    );
    assert_eq!(traveller.top, 4.0);
    let fouled: Vec<bool> = traveller.lines.iter().map(|l| l.fouled).collect();
    assert_eq!(fouled, [false, true, false]);
}

/// Law 12C1(b) in cross-IMPs: 420, 450 and the split 420 / -50 on board 1. North-South's field
/// (420, 450, 420): 420 gets (-1 + 0) / 2 = -0.5 at either table, 450 (1 + 1) / 2 = 1.
/// East-West's field (420, 450, -50), from North-South's side: 420 (-1 + 10) / 2 = 4.5, so
/// East-West -4.5; 450 (1 + 11) / 2 = 6, East-West -6; -50 (-10 - 11) / 2 = -10.5, so East-West
/// at the split table +10.5.
#[test]
fn a_split_score_in_cross_imps_scores_each_side_on_its_own() {
    let mut session = session();
    session.scoring = Scoring::CrossImps;
    let results = [
        result(1, 1, 1, "4S N 10"),
        result(3, 2, 1, "4S N 11"),
        result(2, 3, 1, "split 420 -50"),
    ];
    let traveller = score_board(&session, 1, &results).unwrap();
    assert_eq!(
        points(&traveller),
        [(1, 1, -0.5, -4.5), (2, 3, -0.5, 10.5), (3, 2, 1.0, -6.0)]
    );
}

/// Law 12C2 with the session's averages: North-South pair 1 is given average plus on board 1
/// (table 1, round 1) and tops board 2 (table 1, round 2: 4S+2 against 4S= and 4S-1, 4 of 4).
/// Fixed averages: 60% of 4 (2.4) and 4, 6.4 of 8, 80%. Variable averages (the Regulating
/// Authority's option): his percentage on the boards he played, 100%, is better than 60%, so
/// average plus is worth 4: 8 of 8, 100%.
#[test]
fn averages_are_fixed_or_variable_as_the_session_says() {
    let results1 = [
        result(1, 1, 1, "A+ A-"),
        result(3, 2, 1, "4S N 10"),
        result(2, 3, 1, "4S N 11"),
    ];
    let results2 = [
        result(2, 1, 2, "4S N 10"),
        result(1, 2, 2, "4S N 12"),
        result(3, 3, 2, "4S N 9"),
    ];
    let pair_one = |session: &Session| {
        let travellers = [
            score_board(session, 1, &results1).unwrap(),
            score_board(session, 2, &results2).unwrap(),
        ];
        let rankings = rank(session, &travellers);
        let row = rankings
            .iter()
            .flat_map(|field| field.rows.iter())
            .find(|row| row.pair == 1)
            .cloned()
            .expect("pair 1 ranked");
        (row.points, row.top)
    };
    let mut session = session();
    assert_eq!(pair_one(&session), (6.4, 8.0));
    session.rulings.averages.variable = true;
    assert_eq!(pair_one(&session), (8.0, 8.0));
    // Fixed averages varied by the conditions of contest: average plus 55%.
    session.rulings.averages.variable = false;
    session.rulings.averages.scale.plus = 55.0;
    assert_eq!(pair_one(&session), (6.2, 8.0));
}
