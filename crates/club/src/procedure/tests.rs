//! The checklist's worked cases (CP-A..CP-F, CP-DR, W12-14, W15-14, K-3), each worked by hand
//! from the rule's text, and the properties of the cut.

use super::*;
use laws::cut::NO_SECOND_RUBBER;

fn run(text: &str) -> Procedure {
    parse_log(text)
        .and_then(|log| log.run())
        .unwrap_or_else(|e| panic!("{e}"))
}

fn refused(text: &str) -> LogError {
    match parse_log(text).and_then(|log| log.run()) {
        Ok(_) => panic!("the log ran"),
        Err(e) => e,
    }
}

/// The table's last ruling is `text`, under `law`.
fn assert_last_ruling(table: &Procedure, law: &str, text: &str) {
    let last = table.rulings().last().unwrap();
    assert_eq!(last.law, law);
    assert_eq!(last.text, text);
}

fn pair(a: &str, b: &str) -> [String; 2] {
    [a.to_string(), b.to_string()]
}

fn next_players(procedure: &Procedure) -> Vec<String> {
    match procedure.view().next {
        NextRubber::Players { names } => names,
        NextRubber::Playing { cut } => cut.order,
        NextRubber::ToDraw {
            purpose: Purpose::Partners,
            names,
        } => names,
        other => panic!("no players decided: {other:?}"),
    }
}

/// W12-14: 1912 Law 14 ranks the ace lowest, then hearts, diamonds, clubs, spades; Law 18: the
/// two lowest (Ann's ace, Cy's D7 below Bob's S7) play against the two highest; the lowest
/// deals and chooses seat and cards.
#[test]
fn w12_14_the_ace_deals() {
    let table = run(
        "code auction1912\napply Ann Bob Cy Di\ndraw Ann AH\ndraw Bob 7S\ndraw Cy 7D\ndraw Di KC\n",
    );
    let cut = table.cut().expect("the cut");
    assert_eq!(cut.dealer, "Ann");
    assert_eq!(cut.dealers_side, pair("Ann", "Cy"));
    assert_eq!(cut.opponents, pair("Bob", "Di"));
    assert_last_ruling(
        &table,
        "1912 Law 18",
        "Ann and Cy against Bob and Di; Ann deals first and chooses seat and cards",
    );
}

/// W15-14: the 1916 manual: spades low, then hearts, diamonds, clubs high. Ann's S5 is below
/// Bob's C5; both below Cy's H9 and Di's DK: Ann deals, partnering Bob. In 1912 the same cards
/// put Bob (C5 below S5) first.
#[test]
fn w15_14_spades_low() {
    let log = "apply Ann Bob Cy Di\ndraw Ann 5S\ndraw Bob 5C\ndraw Cy 9H\ndraw Di KD\n";
    let cut = run(&format!("code auction1915\n{log}"))
        .cut()
        .cloned()
        .unwrap();
    assert_eq!(cut.dealer, "Ann");
    assert_eq!(cut.dealers_side, pair("Ann", "Bob"));
    let cut = run(&format!("code auction1912\n{log}"))
        .cut()
        .cloned()
        .unwrap();
    assert_eq!(cut.dealer, "Bob");
}

/// CP-DR: contract bridge: the highest card drawn has precedence, spades over hearts: Bob's
/// SK over Ann's HK. The highest deals, with the second highest; the ace is high.
#[test]
fn cp_dr_highest_deals_in_contract() {
    let table =
        run("code rubber\napply Ann Bob Cy Di\ndraw Ann HK\ndraw Bob SK\ndraw Cy 2C\ndraw Di AD\n");
    let cut = table.cut().unwrap();
    assert_eq!(cut.dealer, "Di");
    assert_eq!(cut.dealers_side, pair("Di", "Bob"));
    assert_eq!(cut.opponents, pair("Ann", "Cy"));
}

/// 1912 Law 16: a player exposing more than one card cuts the highest; the 1908 code (as in
/// Bridge) makes him cut again.
#[test]
fn law16_several_cards_exposed() {
    let table = run(
        "code auction1912\napply Ann Bob Cy Di\ndraw Ann 2H 9S\ndraw Bob 3H\ndraw Cy 4H\ndraw Di 5H\n",
    );
    // Ann's cut is the S9, the highest card: she is last of the four.
    assert_eq!(table.cut().unwrap().order[3], "Ann");
    let table = run("code auction1908\napply Ann Bob Cy Di\ndraw Ann 2H 9S\n");
    assert_eq!(
        table.must_draw(),
        Some((
            Purpose::Partners,
            vec!["Ann".to_string(), "Bob".into(), "Cy".into(), "Di".into()]
        ))
    );
    assert!(
        table
            .rulings()
            .iter()
            .any(|r| r.text.contains("cuts again"))
    );
}

/// The 1908 code gives the suits no rank: Bob's and Cy's sevens tie for the second place,
/// which decides the partnerships, so they cut again; Di's and Ed's... nothing else ties.
#[test]
fn equal_cards_cut_again_in_1908() {
    let table = run(
        "code auction1908\napply Ann Bob Cy Di\ndraw Ann AH\ndraw Bob 7S\ndraw Cy 7D\ndraw Di KC\n",
    );
    assert_eq!(
        table.must_draw(),
        Some((Purpose::Partners, vec!["Bob".to_string(), "Cy".into()]))
    );
    let table = run(
        "code auction1908\napply Ann Bob Cy Di\ndraw Ann AH\ndraw Bob 7S\ndraw Cy 7D\ndraw Di KC\ndraw Bob 3C\ndraw Cy 9C\n",
    );
    let cut = table.cut().unwrap();
    assert_eq!(cut.dealers_side, pair("Ann", "Bob"));
}

/// CP-A, Rule B: an applicant who comes after a card is drawn for partners is a member but
/// waits for the next rubber; then, 1912 Law 21, the four who played one rubber each cut to
/// make room for him, the highest out.
#[test]
fn cp_a_after_the_first_card_waits() {
    let table = run(
        "code rubber\napply Ann Bob Cy Di\ndraw Ann 2C\napply Ed\ndraw Bob 3C\ndraw Cy 4C\ndraw Di 5C\n",
    );
    assert!(!table.cut().unwrap().order.contains(&"Ed".to_string()));
    assert!(table.members().iter().any(|m| m.name == "Ed"));
    let table = run(
        "code auction1912\napply Ann Bob Cy Di\ndraw Ann 2C\napply Ed\ndraw Bob 3C\ndraw Cy 4C\ndraw Di 5C\nrubber-end\ndraw Ann 9S\ndraw Bob 2H\ndraw Cy 3H\ndraw Di 4H\n",
    );
    // All four played one rubber: they cut, the highest (Ann's S9) goes out; Ed comes in.
    let mut players = next_players(&table);
    players.sort();
    assert_eq!(players, ["Bob", "Cy", "Di", "Ed"]);
}

/// Rule B: an applicant during the forming draw is not among those who form the table, but
/// becomes a member as soon as it is formed if there is room.
#[test]
fn rule_b_an_applicant_during_the_forming_draw() {
    let table = run(
        "code rubber\napply A\napply B C D E\ndraw B 2C\napply Z\ndraw C 3C\ndraw D 4C\ndraw E 5C\n",
    );
    // B, C, D, E drew for three places with A: the lowest (B's 2C) sits out.
    let members: Vec<&str> = table.members().iter().map(|m| m.name.as_str()).collect();
    assert_eq!(members, ["A", "E", "D", "C", "B", "Z"]);
    assert_eq!(next_players(&table), ["A", "E", "D", "C"]);
}

/// CP-C, Rule C: eight applicants for a new table. A-E have not played (entry order A..E), F
/// and G have played elsewhere (equal rank), H leaves an existing table (lowest). The members
/// are A-E and the winner of the F/G draw (F's SK over G's HK: CP-DR); H is not a member. A, B,
/// C and D play the first rubber.
#[test]
fn cp_c_forming_a_new_table() {
    let log = "code rubber\napply A\napply B\napply C\napply D\napply E\napply-played F G\napply-from-table H\n";
    let table = run(log);
    assert_eq!(
        table.must_draw(),
        Some((Purpose::Forming, vec!["F".to_string(), "G".into()]))
    );
    let table = run(&format!("{log}draw F SK\ndraw G HK\n"));
    let members: Vec<&str> = table.members().iter().map(|m| m.name.as_str()).collect();
    assert_eq!(members, ["A", "B", "C", "D", "E", "F"]);
    let view = table.view();
    assert_eq!(view.waiting, ["G", "H"]);
    assert_eq!(next_players(&table), ["A", "B", "C", "D"]);
}

/// The 1912 code (Law 23) ranks a player from an existing table with the others who have
/// played: F, G and H cut together for the last place.
#[test]
fn law23_others_cut_together_in_1912() {
    let table = run(
        "code auction1912\napply A\napply B\napply C\napply D\napply E\napply-played F G\napply-from-table H\n",
    );
    assert_eq!(
        table.must_draw(),
        Some((
            Purpose::Forming,
            vec!["F".to_string(), "G".into(), "H".into()]
        ))
    );
}

/// 1912 Law 24: H left an existing table to help make up this one; after the first rubber P,
/// who sat out, comes in, and of the four who played one rubber each H is the last to cut
/// out: A, B and C cut, the highest going out (Law 21).
#[test]
fn law24_helpers_from_another_table_are_last_to_cut_out() {
    let log = "code auction1912\napply A\napply B\napply C\napply-from-table H\napply-played P\n\
               draw H 2C\ndraw P 9C\n\
               draw A 2D\ndraw B 3D\ndraw C 4D\ndraw H 5D\nrubber-end\n";
    let table = run(log);
    assert_eq!(
        table.must_draw(),
        Some((
            Purpose::CuttingOut,
            vec!["A".to_string(), "B".into(), "C".into()]
        ))
    );
    let table = run(&format!("{log}draw A 2S\ndraw B 3S\ndraw C KS\n"));
    let mut players = next_players(&table);
    players.sort();
    assert_eq!(players, ["A", "B", "H", "P"]);
}

/// CP-D, Rule D: a table of five; two apply at the same moment for the one vacancy: they draw,
/// and the winner (highest, contract) becomes the sixth member; the other waits for the first
/// vacancy (Law 20).
#[test]
fn cp_d_simultaneous_applications() {
    let log = "code rubber\napply A\napply B\napply C\napply D\napply E\ndraw A 2C\ndraw B 3C\ndraw C 4C\ndraw D 5C\napply X Y\n";
    let table = run(log);
    assert_eq!(
        table.must_draw(),
        Some((Purpose::Entry, vec!["X".to_string(), "Y".into()]))
    );
    let table = run(&format!("{log}draw X 4S\ndraw Y AH\n"));
    assert!(table.members().iter().any(|m| m.name == "Y"));
    assert_eq!(table.view().waiting, ["X"]);
    // Law 20: when a member retires (between rubbers) X succeeds him.
    let table = run(&format!("{log}draw X 4S\ndraw Y AH\nrubber-end\nleave E\n"));
    assert!(table.members().iter().any(|m| m.name == "X"));
}

/// CP-E, Rule E: six members. Rubber 1: A, B, C, D (E and F sit out). After it E and F come
/// in; the four who played have one rubber each, so they draw, the lowest out (contract: the
/// highest has precedence): C and D. Rubber 2: A, B, E, F. After it A and B have played two
/// consecutive rubbers, E and F one: A and B go out, without a draw.
#[test]
fn cp_e_most_consecutive_rubbers_go_out() {
    let log = "code rubber\napply A\napply B\napply C\napply D\napply E\napply F\n\
               draw A 2C\ndraw B 3C\ndraw C 4C\ndraw D 5C\nrubber-end\n\
               draw A SA\ndraw B SK\ndraw C H2\ndraw D C3\n";
    let table = run(log);
    let mut players = next_players(&table);
    players.sort();
    assert_eq!(players, ["A", "B", "E", "F"]);
    let table = run(&format!(
        "{log}draw A 2D\ndraw B 3D\ndraw E 4D\ndraw F 5D\nrubber-end\n"
    ));
    // No draw is needed to cut out: A and B have the most consecutive rubbers.
    let mut players = next_players(&table);
    players.sort();
    assert_eq!(players, ["C", "D", "E", "F"]);
}

/// Rule E: a member who left another existing table draws, for his first rubber, with the
/// member who would otherwise have played.
#[test]
fn rule_e_from_another_table_draws_for_his_first_rubber() {
    let table = run(
        "code rubber\napply A\napply B\napply C\napply D\ndraw A 2C\ndraw B 3C\ndraw C 4C\ndraw D 5C\napply-from-table H\nrubber-end\n",
    );
    let (purpose, names) = table.must_draw().unwrap();
    assert_eq!(purpose, Purpose::CuttingOut);
    assert!(names.contains(&"H".to_string()));
}

/// CP-F, Rule F: a member who makes a fourth elsewhere and announces his return keeps his
/// membership; one who leaves without it loses it.
#[test]
fn cp_f_one_table_at_a_time() {
    let log = "code rubber\napply A\napply B\napply C\napply D\napply E\ndraw A 2C\ndraw B 3C\ndraw C 4C\ndraw D 5C\nrubber-end\n";
    let table = run(&format!("{log}leave E returning\n"));
    let e = table.members().iter().find(|m| m.name == "E").unwrap();
    assert!(e.away);
    assert_eq!(
        table.rulings().last().unwrap().law,
        "Rules for Club Procedure F"
    );
    let table = run(&format!("{log}leave E returning\nreturn E\n"));
    assert!(table.members().iter().any(|m| m.name == "E" && !m.away));
    let error = refused(&format!("{log}return E\n"));
    assert_eq!(
        error.to_string(),
        "line 12: Rules for Club Procedure F: E has not left to make a fourth elsewhere"
    );
    let table = run(&format!("{log}leave E\n"));
    assert!(!table.members().iter().any(|m| m.name == "E"));
}

/// 1912 Law 26: a substitute needs the consent of the three others, and his appointment ends
/// with the rubber.
#[test]
fn law26_substitute_for_one_rubber() {
    let log = "code auction1912\napply A B C D\ndraw A 2C\ndraw B 3C\ndraw C 4C\ndraw D 5C\n";
    let error = refused(&format!("{log}substitute A Zed agreed B C\n"));
    assert_eq!(
        error.to_string(),
        "line 7: 1912 Law 26: a substitute needs the consent of the three others, B, C, D"
    );
    let table = run(&format!("{log}substitute A Zed agreed B C D\n"));
    assert_eq!(table.view().substitutes.len(), 1);
    let table = run(&format!("{log}substitute A Zed agreed B C D\nrubber-end\n"));
    assert!(table.view().substitutes.is_empty());
    assert!(
        table
            .rulings()
            .iter()
            .any(|r| r.text == "Zed's appointment for A ends with the rubber")
    );
    // A player may not simply leave during his rubber.
    let error = refused(&format!("{log}leave A\n"));
    assert!(error.to_string().contains("1912 Law 26"));
}

/// 1912 Law 27, Rule E: a player who leaves three at the table breaks it up.
#[test]
fn law27_breaking_up_a_table() {
    let log = "code rubber\napply A B C D\ndraw A 2C\ndraw B 3C\ndraw C 4C\ndraw D 5C\nrubber-end\nleave D\n";
    let table = run(log);
    let broken = table.view().broken_up.unwrap();
    assert_eq!(broken.by, "D");
    assert_eq!(broken.others, ["A", "B", "C"]);
    assert_eq!(
        table.rulings().last().unwrap().text,
        "D broke up the table: A, B, C have a prior right elsewhere, and D may not compete against them for entry until each has played a rubber"
    );
    let error = refused(&format!("{log}apply E\n"));
    assert!(error.to_string().contains("broken up"));
    // 1912 Law 27 gives the others a prior right elsewhere, and says no more.
    let table = run(&log.replace("code rubber", "code auction1912"));
    assert_last_ruling(
        &table,
        "1912 Law 27",
        "D broke up the table: A, B, C have a prior right elsewhere",
    );
}

/// K-3, Four-Deal Bridge practice (iii): A and B were partners; at the next cut A draws the
/// highest card and B the second: A partners C (third) against B and D.
#[test]
fn k3_not_partners_twice() {
    let table = run(
        "code chicago\npractice no-second-rubber-together\napply A B C D\n\
         draw A SA\ndraw B SK\ndraw C S2\ndraw D S3\nrubber-end\n\
         draw A HA\ndraw B HK\ndraw C HQ\ndraw D HJ\n",
    );
    let cut = table.cut().unwrap();
    assert_eq!(cut.dealers_side, pair("A", "C"));
    assert_eq!(cut.opponents, pair("B", "D"));
    assert_eq!(table.rulings().last().unwrap().law, NO_SECOND_RUBBER);
}

/// Pivot games: after the first cut the partnerships rotate without a draw: A with B, then C,
/// then D; a draw is refused.
#[test]
fn pivot_rotation() {
    let log =
        "code chicago\npractice pivot\napply A B C D\ndraw A SA\ndraw B SK\ndraw C S3\ndraw D S2\n";
    let first = run(log);
    assert_eq!(first.cut().unwrap().dealers_side, pair("A", "B"));
    let second = run(&format!("{log}rubber-end\n"));
    assert!(second.cut().unwrap().partners("A", "C"));
    let ruling = second.rulings().last().unwrap();
    assert_eq!(ruling.law, PIVOT);
    // Seats are taken in the rotation: B deals the second rubber's first deal, choosing
    // nothing.
    assert_eq!(ruling.text, "B and D against A and C; B deals first");
    let third = run(&format!("{log}rubber-end\nrubber-end\n"));
    assert!(third.cut().unwrap().partners("A", "D"));
    let fourth = run(&format!("{log}rubber-end\nrubber-end\nrubber-end\n"));
    assert!(fourth.cut().unwrap().partners("A", "B"));
    let error = refused(&format!("{log}rubber-end\ndraw A S5\n"));
    assert!(error.to_string().contains("pivot"));
}

/// A table needs four; a draw by someone outside it, and a card drawn twice, are refused.
#[test]
fn refusals_name_their_rule() {
    assert_eq!(
        refused("code auction1912\napply A B C\ndraw A 2C\n").to_string(),
        "line 3: 1912 Law 17: four players are needed; there are 3"
    );
    assert_eq!(
        refused("code auction1912\napply A B C D\ndraw A 2C\ndraw B 2C\n").to_string(),
        "line 4: 1912 Law 15: every player cuts from the same pack; C2 was drawn by A"
    );
    assert!(
        refused("code auction1912\napply A B C D\ndraw Zed 2C\n")
            .to_string()
            .contains("Zed does not draw now")
    );
    assert!(
        refused("code duplicate\napply A B C D\n")
            .to_string()
            .contains("movement")
    );
}

mod properties {
    use super::*;
    use proptest::prelude::*;
    use rand::SeedableRng;

    const CODES: [CodeId; 5] = [
        CodeId::Auction1908,
        CodeId::Auction1912,
        CodeId::Auction1915,
        CodeId::Rubber,
        CodeId::Chicago,
    ];

    /// Draws random cards for whoever must draw until a rubber is in play.
    fn draw_until_cut(
        table: &mut Procedure,
        rng: &mut rand_chacha::ChaCha8Rng,
    ) -> Result<(), TestCaseError> {
        let mut draws = 0;
        while table.cut().is_none() {
            let (_, names) = table
                .must_draw()
                .ok_or_else(|| TestCaseError::fail("no draw due and no cut"))?;
            let name = names
                .first()
                .cloned()
                .ok_or_else(|| TestCaseError::fail("nobody to draw"))?;
            let card = random_card(rng, &table.cards_in_round())
                .ok_or_else(|| TestCaseError::fail("no card"))?;
            table
                .apply(Event::Draw {
                    name,
                    cards: vec![card],
                })
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            draws += 1;
            prop_assert!(draws < 500, "the draws never decided the cut");
        }
        Ok(())
    }

    proptest! {
        /// Whatever the cards, in every code, with four to six members, every rubber begins
        /// with a dealer and two partnerships of two among four distinct members, and the
        /// re-draws always decide (three rubbers in a row, cutting out between them).
        #[test]
        fn every_rubber_has_a_dealer_and_two_partnerships(seed: u64, code in 0..5usize, count in 4..=6usize, no_repeat: bool) {
            let practices = Practices { no_second_rubber_together: no_repeat, pivot: false };
            let mut table = Procedure::with_practices(CODES[code], practices).unwrap();
            let names: Vec<String> = ["A", "B", "C", "D", "E", "F"][..count].iter().map(|s| s.to_string()).collect();
            table.apply(Event::Apply { names: names.clone(), standing: Standing::NotPlayed }).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            for _ in 0..3 {
                draw_until_cut(&mut table, &mut rng)?;
                let cut = table.cut().unwrap().clone();
                let mut four: Vec<String> = cut.dealers_side.iter().chain(&cut.opponents).cloned().collect();
                four.sort();
                four.dedup();
                prop_assert_eq!(four.len(), 4);
                prop_assert!(four.iter().all(|p| names.contains(p)));
                prop_assert!(cut.dealers_side.contains(&cut.dealer));
                table.apply(Event::RubberEnd).unwrap();
            }
        }
    }
}
