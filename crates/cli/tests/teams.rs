//! Team events end to end (issue 19's "done means"): a Swiss of 12 teams over 6 rounds and a
//! round robin of 6 teams, simulated, scored, ranked and published, with their properties
//! checked and a match worked again from its boards; a match imported from PBN and LIN with
//! both rooms; the pairs commands refusing a team file with a clear message.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use common::arbiter;
use serde_json::Value;

fn run(args: &[&str]) -> (bool, String, String) {
    let output = arbiter(args, "");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Runs `arbiter` with arguments given as words (none of them holding a space); fails the
/// test if it fails.
fn ok(words: &str) -> String {
    let (ok, stdout, stderr) = run(&words.split_whitespace().collect::<Vec<_>>());
    assert!(ok, "arbiter {words}: {stderr}");
    stdout
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arbiter-teams-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn rank_json(file: &str) -> Value {
    serde_json::from_str(&ok(&format!("event rank {file} --json"))).unwrap()
}

fn number(value: &Value) -> u64 {
    value.as_u64().unwrap()
}

/// The WBF 2013 scale's formula, worked here on its own: `10 + 10 (1 - r^(M/X)) / (1 - r)`,
/// `X = 15 sqrt(N)`, `r = ((sqrt 5 - 1) / 2)^3`, at most 20, in hundredths.
fn formula_hundredths(boards: f64, margin: f64) -> i64 {
    let r = ((5f64.sqrt() - 1.0) / 2.0).powi(3);
    let raw = 10.0 + 10.0 * (1.0 - r.powf(margin.abs() / (15.0 * boards.sqrt()))) / (1.0 - r);
    let winner = (raw.min(20.0) * 100.0).round() as i64;
    if margin >= 0.0 { winner } else { 2000 - winner }
}

/// What every finished team event shows: VPs of a match sum to 20; each team's VPs are its
/// matches' (and byes'); the standings go down in VPs; each match's IMPs are its boards'.
fn check_scored(json: &Value, bye_vps: u64) {
    let matches = json["matches"].as_array().unwrap();
    let mut vps: BTreeMap<u64, u64> = BTreeMap::new();
    for m in matches {
        assert_eq!(m["complete"], Value::Bool(true), "{m}");
        let (home, away) = (number(&m["home_vps"]), number(&m["away_vps"]));
        assert_eq!(home + away, 2000, "{m}");
        *vps.entry(number(&m["home"])).or_default() += home;
        *vps.entry(number(&m["away"])).or_default() += away;
        let boards = m["boards"].as_array().unwrap();
        let mut won = (0.0, 0.0);
        for b in boards {
            let (open, closed) = (b["open_ns"].as_i64(), b["closed_ns"].as_i64());
            let home_imps = b["home"].as_f64().unwrap();
            // Simulated results are all played: the board is the IMPs of the difference.
            let expected = club::imps::imps(open.unwrap() - closed.unwrap());
            assert_eq!(home_imps, f64::from(expected), "{b}");
            assert_eq!(b["away"].as_f64().unwrap(), -home_imps);
            if home_imps > 0.0 {
                won.0 += home_imps;
            } else {
                won.1 -= home_imps;
            }
        }
        assert_eq!(
            (
                m["home_imps"].as_f64().unwrap(),
                m["away_imps"].as_f64().unwrap()
            ),
            won
        );
        let margin = won.0 - won.1;
        let by_formula = formula_hundredths(boards.len() as f64, margin);
        // The scale's concavity correction may raise a rounded value by a hundredth or two.
        assert!(
            (by_formula - home as i64).abs() <= 2,
            "{margin} IMPs over {} boards: {home} against the formula's {by_formula}",
            boards.len()
        );
    }
    let standings = json["standings"].as_array().unwrap();
    for row in standings {
        let team = number(&row["team"]);
        let byes = number(&row["byes"]);
        assert_eq!(
            number(&row["vps"]),
            vps.get(&team).copied().unwrap_or(0) + byes * bye_vps,
            "{row}"
        );
    }
    let totals: Vec<u64> = standings.iter().map(|r| number(&r["vps"])).collect();
    assert!(totals.windows(2).all(|w| w[0] >= w[1]), "{totals:?}");
    assert_eq!(json["missing"], 0);
}

/// The rounds' meetings: no two teams meet twice, and each round every team plays once or
/// has the bye.
fn check_meetings(json: &Value, teams: u64, rounds: u64, byes: &[(u64, u64)]) {
    let mut met = BTreeSet::new();
    let matches = json["matches"].as_array().unwrap();
    for round in 1..=rounds {
        let mut seen: Vec<u64> = Vec::new();
        for m in matches.iter().filter(|m| number(&m["round"]) == round) {
            let (a, b) = (number(&m["home"]), number(&m["away"]));
            assert!(met.insert((a.min(b), a.max(b))), "{a} and {b} meet twice");
            seen.extend([a, b]);
        }
        seen.extend(byes.iter().filter(|(r, _)| *r == round).map(|(_, t)| *t));
        seen.sort_unstable();
        assert_eq!(seen, (1..=teams).collect::<Vec<_>>(), "round {round}");
    }
}

fn check_published(dir: &Path, file: &str, matches: usize, boards: usize, per_match: usize) {
    let out = dir.join("site");
    let out = out.to_str().unwrap();
    ok(&format!("event publish {file} --out {out} --no-dd"));
    let index = std::fs::read_to_string(format!("{out}/index.html")).unwrap();
    assert!(index.contains("Standings"));
    let pages = std::fs::read_dir(out)
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            name.to_str().unwrap().starts_with("match-")
        })
        .count();
    assert_eq!(pages, matches);
    let board = std::fs::read_to_string(format!("{out}/board-01.html")).unwrap();
    assert!(board.contains("Open room") && board.contains("Closed room"));
    let pbn = std::fs::read_to_string(format!("{out}/results.pbn")).unwrap();
    let games: Vec<formats::pbn::Game> = formats::pbn::Reader::new(pbn.as_bytes())
        .collect::<Result<_, _>>()
        .expect("the PBN reads back");
    assert_eq!(games.len(), boards);
    // A row a room of each match that played the board: 13 cells a row.
    let rows: usize = games
        .iter()
        .map(|g| g.tag("ScoreTable").unwrap().tokens().count() / 13)
        .sum();
    assert_eq!(rows, 2 * matches * per_match);
    let xml = std::fs::read_to_string(format!("{out}/results.xml")).unwrap();
    assert_eq!(xml.matches("<MATCH>").count(), matches);
    assert!(xml.contains("<TEAM_NUMBER>"));
}

#[test]
fn a_swiss_of_twelve_teams_over_six_rounds() {
    let dir = temp_dir("swiss");
    let file = dir.join("swiss.sqlite").to_str().unwrap().to_string();
    ok(&format!(
        "event new {file} --teams 12 --format swiss --rounds 6 --boards-per-match 4 --seed 19"
    ));
    let (done, _, stderr) = run(&["event", "next-round", &file]);
    assert!(
        !done && stderr.contains("round 1 is not complete"),
        "{stderr}"
    );
    for round in 1..=6u64 {
        ok(&format!("event simulate {file} --seed {round}"));
        if round < 6 {
            let out = ok(&format!("event next-round {file}"));
            assert!(out.starts_with(&format!("Round {} ", round + 1)), "{out}");
        }
    }
    let (done, _, stderr) = run(&["event", "next-round", &file]);
    assert!(!done && stderr.contains("all 6 rounds"), "{stderr}");
    let json = rank_json(&file);
    assert_eq!(json["matches"].as_array().unwrap().len(), 36);
    check_meetings(&json, 12, 6, &[]);
    check_scored(&json, 1200);
    check_published(&dir, &file, 36, 24, 4);
}

#[test]
fn a_swiss_of_seven_teams_gives_each_bye_once() {
    let dir = temp_dir("swiss-odd");
    let file = dir.join("swiss.sqlite").to_str().unwrap().to_string();
    ok(&format!(
        "event new {file} --teams 7 --format swiss --rounds 4 --boards-per-match 2 --seed 7 --bye-vps 12"
    ));
    for round in 1..=4u64 {
        ok(&format!("event simulate {file} --seed {round}"));
        if round < 4 {
            ok(&format!("event next-round {file}"));
        }
    }
    let json = rank_json(&file);
    let byes: Vec<(u64, u64)> = json["standings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| number(&r["byes"]) > 0)
        .map(|r| {
            assert_eq!(number(&r["byes"]), 1, "{r}");
            (0, number(&r["team"]))
        })
        .collect();
    assert_eq!(byes.len(), 4);
    check_scored(&json, 1200);
    let text = ok(&format!("event rank {file}"));
    let bye_rounds: Vec<(u64, u64)> = text
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("Round ")?;
            let (round, rest) = rest.split_once(": bye ")?;
            Some((round.parse().ok()?, rest.split(' ').next()?.parse().ok()?))
        })
        .collect();
    assert_eq!(bye_rounds.len(), 4);
    check_meetings(&json, 7, 4, &bye_rounds);
}

#[test]
fn a_round_robin_of_six_teams() {
    let dir = temp_dir("robin");
    let file = dir.join("robin.sqlite").to_str().unwrap().to_string();
    let out = ok(&format!(
        "event new {file} --teams 6 --format round-robin --boards-per-match 4 --seed 3"
    ));
    assert!(out.contains("Round 5 (boards 17-20)"), "{out}");
    let (done, _, stderr) = run(&["event", "next-round", &file]);
    assert!(!done && stderr.contains("only a Swiss"), "{stderr}");
    ok(&format!("event names {file} --team 1 Smith"));
    ok(&format!("event simulate {file} --seed 5"));
    let json = rank_json(&file);
    assert_eq!(json["matches"].as_array().unwrap().len(), 15);
    check_meetings(&json, 6, 5, &[]);
    check_scored(&json, 1200);
    let names: Vec<&str> = json["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"Smith"), "{names:?}");
    check_published(&dir, &file, 15, 20, 4);
}

/// Two boards of a match imported: board 1 from PBN with its Room tags, board 2 from a LIN
/// vugraph line (`qx|o2`, `qx|c2`). Board 1, none vulnerable: 4S= +420 open, 4S-1 -50
/// closed: 470, 10 IMPs to the home team. Board 2, North-South vulnerable: 1NT= by South
/// +90 open; 3NT-1 by South -100 closed: 190, 5 IMPs to the home team.
#[test]
fn a_match_imported_from_pbn_and_lin() {
    let dir = temp_dir("import");
    let file = dir.join("match.sqlite").to_str().unwrap().to_string();
    ok(&format!(
        "event new {file} --teams 2 --format match --boards-per-match 2 --seed 1"
    ));
    let pbn = dir.join("board1.pbn");
    std::fs::write(
        &pbn,
        "[Board \"1\"]\n[Room \"Open\"]\n[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"10\"]\n\n\
         [Board \"1\"]\n[Room \"Closed\"]\n[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"9\"]\n",
    )
    .unwrap();
    ok(&format!(
        "event results {file} --import {} --round 1",
        pbn.display()
    ));
    let lin = dir.join("board2.lin");
    let deal = "1SAKQJHT98D765C432,ST98HAKQJD432C765,S765H765DAKQJCT98,";
    std::fs::write(
        &lin,
        format!(
            "qx|o2|md|{deal}|sv|n|mb|1N|mb|P|mb|P|mb|P|mc|7|qx|c2|md|{deal}|sv|n|mb|1N|mb|P|mb|3N|mb|P|mb|P|mb|P|mc|8|\n"
        ),
    )
    .unwrap();
    ok(&format!(
        "event results {file} --import {} --round 1",
        lin.display()
    ));
    let json = rank_json(&file);
    let m = &json["matches"][0];
    let boards: Vec<(i64, i64, f64)> = m["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                b["open_ns"].as_i64().unwrap(),
                b["closed_ns"].as_i64().unwrap(),
                b["home"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(boards, vec![(420, -50, 10.0), (90, -100, 5.0)]);
    // 15 IMPs to none over 2 boards: 10 + 10 (1 - r^(15 / 21.21)) / (1 - r).
    assert_eq!(number(&m["home_vps"]) as i64, formula_hundredths(2.0, 15.0));
    // A board without a room is refused with the option that gives it.
    let bare = dir.join("bare.pbn");
    std::fs::write(
        &bare,
        "[Board \"1\"]\n[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"10\"]\n",
    )
    .unwrap();
    let (done, _, stderr) = run(&[
        "event",
        "results",
        &file,
        "--import",
        bare.to_str().unwrap(),
        "--round",
        "1",
    ]);
    assert!(!done && stderr.contains("give --room"), "{stderr}");
    // Result lines: ROUND MATCH ROOM BOARD RESULT.
    let lines = dir.join("lines.txt");
    std::fs::write(&lines, "1 1 closed 2 3NT S 9\n1 1 upstairs 2 pass\n").unwrap();
    let (done, stdout, stderr) =
        run(&["event", "results", &file, "--from", lines.to_str().unwrap()]);
    assert!(!done, "{stdout}");
    assert!(stderr.contains("'upstairs' is not a room"), "{stderr}");
    assert!(stdout.contains("1 result(s) entered"), "{stdout}");
}

#[test]
fn pairs_and_team_files_are_told_apart() {
    let dir = temp_dir("kinds");
    let file = dir.join("cup.sqlite").to_str().unwrap().to_string();
    ok(&format!(
        "event new {file} --teams 2 --format knockout --rounds 2 --boards-per-match 2 --carry-over 3.5 --carry-over-team 2 --seed 4"
    ));
    let (done, _, stderr) = run(&["event", "traveller", &file, "--board", "1"]);
    assert!(
        !done && stderr.contains("is a team event, not a pairs event"),
        "{stderr}"
    );
    let guide = ok(&format!("event guide {file}"));
    assert!(
        guide.contains("Round 2 (boards 3-4): match 1: 1 v 2"),
        "{guide}"
    );
    ok(&format!("event averages {file} --imps 2"));
    let (done, _, stderr) = run(&["event", "averages", &file, "--variable"]);
    assert!(!done && stderr.contains("Law 86A"), "{stderr}");
    let (done, _, stderr) = run(&["event", "names", &file, "--pair", "1", "A & B"]);
    assert!(
        !done && stderr.contains("name a team with --team"),
        "{stderr}"
    );
    let pairs = dir.join("pairs.sqlite").to_str().unwrap().to_string();
    ok(&format!("event new {pairs} mitchell --tables 3 --seed 1"));
    let (done, _, stderr) = run(&["event", "next-round", &pairs]);
    assert!(
        !done && stderr.contains("is a pairs event, not a team event"),
        "{stderr}"
    );
    let (done, _, stderr) = run(&["event", "names", &pairs, "--team", "1", "Smith"]);
    assert!(!done && stderr.contains("--pair"), "{stderr}");
    // The knockout: the carry-over counts in the visitors' IMPs.
    ok(&format!("event simulate {file} --seed 9"));
    let json = rank_json(&file);
    let m = &json["matches"][0];
    assert_eq!(m["away_carry_over"].as_f64(), Some(3.5));
    assert_eq!(m["home_vps"], Value::Null);
    let boards_away: f64 = m["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["away"].as_f64().unwrap().max(0.0))
        .sum();
    assert_eq!(m["away_imps"].as_f64(), Some(3.5 + boards_away));
}

/// A knockout bracket of eight teams: three stages, the winners meeting; the semi-finals'
/// losers share third place.
#[test]
fn a_knockout_bracket_of_eight() {
    let dir = temp_dir("bracket");
    let file = dir.join("cup.sqlite").to_str().unwrap().to_string();
    let out = ok(&format!(
        "event new {file} --teams 8 --format knockout --boards-per-match 4 --seed 2"
    ));
    assert!(
        out.contains("match 1: 1 v 8, match 2: 4 v 5, match 3: 2 v 7, match 4: 3 v 6"),
        "{out}"
    );
    for stage in 1..=3u64 {
        // These seeds give no tied match (a tie stops the bracket: club's tests).
        ok(&format!("event simulate {file} --seed {stage}"));
        if stage < 3 {
            let out = ok(&format!("event next-round {file}"));
            assert!(out.starts_with(&format!("Round {} ", stage + 1)), "{out}");
        }
    }
    let json = rank_json(&file);
    let matches = json["matches"].as_array().unwrap();
    assert_eq!(matches.len(), 7);
    // Every stage's teams are the previous stage's winners.
    for round in 2..=3u64 {
        let winners: BTreeSet<u64> = matches
            .iter()
            .filter(|m| number(&m["round"]) == round - 1)
            .map(|m| {
                if m["home_imps"].as_f64() > m["away_imps"].as_f64() {
                    number(&m["home"])
                } else {
                    number(&m["away"])
                }
            })
            .collect();
        let playing: BTreeSet<u64> = matches
            .iter()
            .filter(|m| number(&m["round"]) == round)
            .flat_map(|m| [number(&m["home"]), number(&m["away"])])
            .collect();
        assert_eq!(winners, playing, "round {round}");
    }
    let ranks: Vec<&str> = json["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["rank"].as_str().unwrap())
        .collect();
    assert_eq!(ranks, vec!["1", "2", "3=", "3=", "5=", "5=", "5=", "5="]);
    check_published(&dir, &file, 7, 12, 4);
}
