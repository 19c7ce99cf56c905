//! The session as PBN: a game a board (deal, double-dummy tricks and par when solved) with its
//! ScoreTable, and the TotalScoreTable of the rankings on the first (PBN 2.1 sections 4.2
//! and 5.4).

use formats::Record;
use formats::pbn::{
    Game, Located, Position, Tag, Token, add_double_dummy, write_game, write_header,
};

use super::{HandRecord, LEGEND, Results, contract_text, marks, points_text, score_columns};
use crate::session::{Entry, Scoring};

/// The whole file.
pub fn results_pbn(results: &Results) -> String {
    let mut out = String::new();
    let _ = write_header(&mut out);
    for (index, (traveller, record)) in results
        .travellers
        .iter()
        .zip(results.hand_records)
        .enumerate()
    {
        let mut board = board_game(&results.session.name, record);
        board.set("Scoring", scoring_tag(results.session.scoring));
        let points = match results.session.scoring {
            Scoring::Matchpoints => "MP",
            Scoring::Butler | Scoring::CrossImps => "IMP",
        };
        let mut rows = Vec::new();
        for line in &traveller.lines {
            let (contract, declarer, lead) = contract_text(line);
            let contract = match &line.entry {
                Entry::Played { contract, .. } => contract.to_string(),
                _ => contract,
            };
            let tricks = match &line.entry {
                Entry::Played { tricks, .. } => tricks.to_string(),
                _ => "-".to_string(),
            };
            let [score_ns, score_ew] = score_columns(line.score_ns)
                .map(|column| column.map_or_else(|| "-".to_string(), |score| score.to_string()));
            rows.extend([
                line.table.to_string(),
                line.round.to_string(),
                line.ns.to_string(),
                line.ew.to_string(),
                dash(contract),
                dash(declarer),
                tricks,
                dash(lead),
                score_ns,
                score_ew,
                points_text(line.ns_points),
                points_text(line.ew_points),
            ]);
        }
        push_table(
            &mut board,
            "ScoreTable",
            &format!(
                "Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\5R;Score_EW\\5R;{points}_NS\\5R;{points}_EW\\5R"
            ),
            rows.into_iter().map(Token::Symbol).collect(),
        );
        push_notes(&mut board, results, traveller);
        if index == 0 {
            push_session_penalty_notes(&mut board, results);
            push_total_score_table(&mut board, results, points);
        }
        out.push('\n');
        let _ = write_game(&mut out, &board);
    }
    out
}

pub(crate) fn dash(text: String) -> String {
    if text.is_empty() { "-".into() } else { text }
}

/// PBN's Scoring tag.
fn scoring_tag(scoring: Scoring) -> &'static str {
    match scoring {
        Scoring::Matchpoints => "MP",
        Scoring::Butler => "Butler",
        Scoring::CrossImps => "Cross-IMP",
    }
}

fn push_total_score_table(game: &mut Game, results: &Results, points: &str) {
    let mut rows = Vec::new();
    for ranking in results.rankings {
        let direction = match ranking.field.as_str() {
            "North-South" => "NS",
            "East-West" => "EW",
            _ => "-",
        };
        for row in &ranking.rows {
            // A tied place (`3=`) is quoted: a bare `=` begins a note reference in PBN.
            let place = if row.rank.contains('=') {
                Token::Text(row.rank.clone())
            } else {
                Token::Symbol(row.rank.clone())
            };
            rows.extend([
                place,
                Token::Symbol(row.pair.to_string()),
                Token::Symbol(direction.to_string()),
                Token::Symbol(points_text(row.points)),
                Token::Symbol(
                    row.percent
                        .map(|p| format!("{p:.2}"))
                        .unwrap_or_else(|| "-".into()),
                ),
                Token::Symbol(row.boards.to_string()),
                Token::Text(row.names.clone().unwrap_or_default()),
            ]);
        }
    }
    push_table(
        game,
        "TotalScoreTable",
        &format!(
            "Rank\\3R;PairId\\2R;Direction\\2L;TotalScore{points}\\6R;TotalPercentage\\6R;NrBoards\\2R;Names\\40L"
        ),
        rows,
    );
}

/// PBN has no field for an adjusted or penalised score: each marked line of the traveller and
/// each procedural penalty on the board is told in a `Note` tag after the ScoreTable, as
/// `table 3, round 2: split 420 -50: * adjusted score (Law 12C) ...`.
fn push_notes(game: &mut Game, results: &Results, traveller: &crate::session::Traveller) {
    for line in &traveller.lines {
        let marks = marks(results.session, traveller.board, line);
        if marks.is_empty() {
            continue;
        }
        let meanings: Vec<String> = marks
            .split(' ')
            .filter_map(|m| LEGEND.iter().find(|(mark, _)| *mark == m))
            .map(|(mark, meaning)| format!("{mark} {meaning}"))
            .collect();
        game.tags.push(Tag::new(
            "Note",
            format!(
                "table {}, round {}: {}: {}",
                line.table,
                line.round,
                line.entry,
                meanings.join("; ")
            ),
        ));
    }
    for penalty in results.session.rulings.penalties_on(traveller.board) {
        game.tags.push(Tag::new("Note", penalty_note(penalty)));
    }
}

/// Procedural penalties on the session (not on a board), as `Note` tags on the first game,
/// beside the TotalScoreTable whose totals they are taken from.
fn push_session_penalty_notes(game: &mut Game, results: &Results) {
    for penalty in results
        .session
        .rulings
        .penalties
        .iter()
        .filter(|p| p.board.is_none())
    {
        game.tags.push(Tag::new("Note", penalty_note(penalty)));
    }
}

/// A penalty as a note: `Law 90: pair 2 penalised 25% (of a top): slow play`.
fn penalty_note(penalty: &crate::session::rulings::Penalty) -> String {
    format!(
        "Law 90: pair {} penalised {} ({}): {}",
        penalty.pair,
        penalty.amount,
        match penalty.amount {
            crate::session::rulings::PenaltyAmount::Points(_) => "points",
            crate::session::rulings::PenaltyAmount::PercentOfTop(_) => "of a top",
        },
        penalty.reason
    )
}

/// A table tag (`ScoreTable`, `TotalScoreTable`): its columns and its cells.
pub(crate) fn push_table(game: &mut Game, name: &str, columns: &str, cells: Vec<Token>) {
    let mut tag = Tag::new(name, columns);
    tag.section = cells
        .into_iter()
        .map(|token| Located::new(Position::default(), token))
        .collect();
    game.tags.push(tag);
}

/// A board's game as a results file starts it: the event, number, dealer, vulnerability and
/// deal, and its double-dummy table and par where they are known.
pub(crate) fn board_game(event: &str, record: &HandRecord) -> formats::pbn::Game {
    let mut game = Record {
        event: Some(event.to_string()),
        board: Some(record.board.number()),
        dealer: Some(record.board.dealer()),
        vulnerability: Some(record.board.vulnerability()),
        deal: record.deal.map(Into::into),
        ..Record::default()
    }
    .to_pbn();
    if let Some(table) = &record.double_dummy {
        add_double_dummy(&mut game, table, record.par().as_ref());
    }
    game
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use cards::Board;

    use super::*;
    use crate::movement::mitchell;
    use crate::publish::HandRecord;
    use crate::session::{Session, rank};

    /// Before any result every pair is tied first (`1=`); the place must read back as written,
    /// not as the start of a note reference (`=1=`).
    #[test]
    fn tied_places_read_back_from_the_total_score_table() {
        let (movement, _) = mitchell(3, None, 1, &[]).unwrap();
        let session = Session {
            name: "Ties".into(),
            movement,
            scoring: Scoring::Matchpoints,
            deals: BTreeMap::new(),
            pair_names: BTreeMap::new(),
            rulings: Default::default(),
        };
        let travellers: Vec<_> = session
            .boards()
            .map(|b| crate::session::score_board(&session, b, &[]).unwrap())
            .collect();
        let rankings = rank(&session, &travellers);
        let hand_records: Vec<HandRecord> = session
            .boards()
            .map(|n| HandRecord {
                board: Board::new(n).unwrap(),
                deal: None,
                double_dummy: None,
            })
            .collect();
        let text = results_pbn(&Results {
            session: &session,
            travellers: &travellers,
            rankings: &rankings,
            hand_records: &hand_records,
            missing: &[],
        });
        let games: Vec<Game> = formats::pbn::Reader::new(text.as_bytes())
            .collect::<Result<_, _>>()
            .expect("the file reads back");
        let places: Vec<&Token> = games[0]
            .tag("TotalScoreTable")
            .unwrap()
            .tokens()
            .step_by(7)
            .collect();
        assert_eq!(places.len(), 6);
        assert!(
            places.iter().all(|t| **t == Token::Text("1=".into())),
            "{places:?}"
        );
    }
}
