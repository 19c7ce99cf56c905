//! Results entered from text rather than typed one by one: a result line (`3 2 7 4S N SA 10`),
//! a board read from a PBN, LIN or JSON file, and a deal run at the table (a transcript, its
//! rulings included), each made a [`TableResult`] for the session to check.

use std::num::ParseIntError;

use cards::Side;
use formats::pbn::Game;
use formats::{Outcome, Record};
use laws::adjusted::{AdjustedScore, scored_parts};
use laws::table::Table;
use thiserror::Error;

use super::{Entry, EntryError, TableResult};

/// A result line that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ResultLineError {
    /// The line stops before the table, round and board numbers are all given.
    #[error("'{0}': write TABLE ROUND BOARD RESULT")]
    Incomplete(String),
    /// A table, round or board that is not a number.
    #[error("'{word}' is not a {what} number: {why}")]
    Number {
        /// The word given.
        word: String,
        /// Which number it should be: `table`, `round` or `board`.
        what: &'static str,
        /// Why it is not one.
        why: ParseIntError,
    },
    /// The result after the numbers cannot be read.
    #[error(transparent)]
    Entry(#[from] EntryError),
}

/// A board that cannot be entered as a result.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ImportError {
    /// The board has no number.
    #[error("a board without a number")]
    NoBoardNumber,
    /// Neither the file (its Table tag) nor the one importing says at which table the board
    /// was played.
    #[error("board {board}: no Table tag")]
    NoTable {
        /// The board.
        board: u32,
    },
    /// Neither the file (its Round tag) nor the one importing says in which round the board
    /// was played.
    #[error("board {board}: no Round tag")]
    NoRound {
        /// The board.
        board: u32,
    },
    /// A contract with no result recorded and not all 52 cards played: the tricks are unknown.
    #[error("board {board}: no result, and the play recorded stops after {played} of 52 cards")]
    NoTricks {
        /// The board.
        board: u32,
        /// The cards played.
        played: usize,
    },
    /// A deal run at the table that has reached neither a contract nor a pass-out: its auction
    /// is not over.
    #[error("the deal has no contract or result yet")]
    Unfinished,
    /// The Director's adjusted score cannot be scored (Law 12C).
    #[error("{law}: the adjusted score cannot be scored: {reason}")]
    Adjusted {
        /// The law.
        law: &'static str,
        /// Why.
        reason: String,
    },
}

/// One result line, `3 2 7 4S N SA 10`: table, round, board and the result as an [`Entry`]
/// reads it. `None` for a blank line or a comment (a line beginning with `#`).
pub fn result_line(line: &str) -> Result<Option<TableResult>, ResultLineError> {
    let text = line.trim();
    if text.is_empty() || text.starts_with('#') {
        return Ok(None);
    }
    let mut words = text.split_whitespace();
    let mut number = |what: &'static str| -> Result<u32, ResultLineError> {
        let word = words
            .next()
            .ok_or_else(|| ResultLineError::Incomplete(text.to_string()))?;
        word.parse().map_err(|why| ResultLineError::Number {
            word: word.to_string(),
            what,
            why,
        })
    };
    let table = number("table")?;
    let round = number("round")?;
    let board = number("board")?;
    let entry: Entry = words.collect::<Vec<_>>().join(" ").parse()?;
    Ok(Some(TableResult {
        table,
        round,
        board,
        entry,
    }))
}

/// A board read from a file as a result: its board number; its table and round from the PBN
/// game's Table and Round tags, else `table` and `round` (those of the whole import); its
/// contract, declarer, tricks and opening lead. `None` when the record has no contract or
/// pass-out: a hand record, not a result.
///
/// The tricks are the recorded result, else those counted when all 52 cards were played: a
/// play cut short says nothing of the tricks still to come.
pub fn record_result(
    record: &Record,
    game: Option<&Game>,
    table: Option<u32>,
    round: Option<u32>,
) -> Result<Option<TableResult>, ImportError> {
    let tag = |name: &str| -> Option<u32> { game?.value(name)?.trim().parse().ok() };
    let board = record.board.ok_or(ImportError::NoBoardNumber)?;
    let table = tag("Table")
        .or(table)
        .ok_or(ImportError::NoTable { board })?;
    let round = tag("Round")
        .or(round)
        .ok_or(ImportError::NoRound { board })?;
    let entry = match record.outcome() {
        None => return Ok(None),
        Some(Outcome::PassedOut) => Entry::PassedOut,
        Some(Outcome::Contract { contract, declarer }) => Entry::Played {
            contract,
            declarer,
            lead: record.play.first().copied(),
            tricks: record
                .result
                .or_else(|| {
                    (record.play.len() == 52)
                        .then(|| record.declarer_tricks_played())
                        .flatten()
                })
                .ok_or(ImportError::NoTricks {
                    board,
                    played: record.play.len(),
                })?,
        },
    };
    Ok(Some(TableResult {
        table,
        round,
        board,
        entry,
    }))
}

/// A deal run at the table (a transcript's, say) as the result it reached, rulings included:
/// the contract, declarer, opening lead and tricks, or the pass-out, at `table` and `round`
/// (the table engine knows neither); where the Director adjusted the score, his adjustment
/// (Law 12C: an assigned, split, weighted or artificial score) in its place. A deal without a
/// contract or result yet is [`ImportError::Unfinished`].
pub fn played_result(
    played: &Table,
    table: Option<u32>,
    round: Option<u32>,
) -> Result<TableResult, ImportError> {
    let mut result = record_result(&Record::from_table(played), None, table, round)?
        .ok_or(ImportError::Unfinished)?;
    if let Some(adjusted) = played.adjusted() {
        result.entry = adjusted_entry(played, &adjusted.adjustment)?;
    }
    Ok(result)
}

/// The Director's adjusted score as a traveller records it: artificial scores as they are,
/// an assigned score as each side's weighted parts from North-South's side, one list for both
/// sides or a split score (Law 12C1(b)).
fn adjusted_entry(played: &Table, adjustment: &AdjustedScore) -> Result<Entry, ImportError> {
    let (north_south, east_west) = match adjustment {
        AdjustedScore::Artificial {
            north_south,
            east_west,
        } => {
            return Ok(Entry::Artificial {
                ns: *north_south,
                ew: *east_west,
            });
        }
        AdjustedScore::Assigned {
            north_south,
            east_west,
        } => (north_south, east_west),
    };
    let setup = played.setup();
    let code = setup.code.code();
    let laws = code.adjustment_laws().ok_or(ImportError::Adjusted {
        law: "Law 12",
        reason: format!("{} has no adjusted scores", setup.code),
    })?;
    let parts = |results, side| {
        scored_parts(
            code,
            laws,
            results,
            side,
            setup.board.vulnerability(),
            setup.deal.as_ref(),
        )
        .map_err(|error| ImportError::Adjusted {
            law: error.law(),
            reason: error.reason(),
        })
    };
    let ns = parts(north_south, Side::NorthSouth)?;
    if north_south == east_west {
        Ok(Entry::Assigned(ns))
    } else {
        Ok(Entry::Split {
            ns,
            ew: parts(east_west, Side::EastWest)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn transcript_table(name: &str) -> Table {
        let path = format!(
            "{}/../formats/tests/transcripts/{name}",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(path).expect("the transcript");
        formats::transcript::Transcript::parse(&text)
            .expect("parses")
            .run()
            .expect("runs")
    }

    /// Law 12C1(b) at the table reaches the traveller as a split score: North-South's 3NT+3
    /// (+490), East-West's 3NT+4 (+520 to North-South, -520 to them), none vulnerable.
    #[test]
    fn a_split_score_at_the_table_reaches_the_traveller() {
        let table = transcript_table("law12c1b-split-score-after-dummys-suggestion-2017.txt");
        let result = played_result(&table, Some(1), Some(1)).expect("a result");
        assert_eq!(
            result.entry,
            Entry::Split {
                ns: vec![(1.0, 490)],
                ew: vec![(1.0, 520)],
            }
        );
    }

    /// Law 12C1(c): 60% of 5DX by East down four (+800 to North-South, not vulnerable) and 40%
    /// of 6NT by North made (+990): one weighted score for both sides.
    #[test]
    fn a_weighted_score_at_the_table_reaches_the_traveller() {
        let table = transcript_table("law12c1c-weighted-score-after-law-23-2007.txt");
        let result = played_result(&table, Some(1), Some(1)).expect("a result");
        assert_eq!(result.entry, Entry::Assigned(vec![(0.6, 800), (0.4, 990)]));
    }

    #[test]
    fn a_line_is_table_round_board_and_result() {
        let result = result_line("  3 2 7 4S N SA 10 ").unwrap().unwrap();
        assert_eq!((result.table, result.round, result.board), (3, 2, 7));
        assert_eq!(result.entry.to_string(), "4S N SA 10");
        assert_eq!(result_line("# table round board result"), Ok(None));
        assert_eq!(result_line("   "), Ok(None));
    }

    #[test]
    fn a_bad_line_says_what_is_wrong() {
        let message = |line: &str| result_line(line).unwrap_err().to_string();
        assert_eq!(message("3 2"), "'3 2': write TABLE ROUND BOARD RESULT");
        assert_eq!(
            message("3 two 7 pass"),
            "'two' is not a round number: invalid digit found in string"
        );
        assert!(matches!(
            result_line("3 2 7 9S N 10"),
            Err(ResultLineError::Entry(_))
        ));
    }

    /// The first game of a PBN text, with its record.
    fn board(pbn: &str) -> (Record, Game) {
        let game = formats::pbn::Reader::new(pbn.as_bytes())
            .next()
            .unwrap()
            .unwrap();
        (Record::from_pbn(&game).unwrap(), game)
    }

    #[test]
    fn a_board_is_placed_by_its_tags_else_as_the_import_says() {
        let (record, game) = board(
            "[Board \"3\"]\n[Table \"2\"]\n[Round \"1\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n[Declarer \"E\"]\n[Contract \"4H\"]\n[Result \"10\"]\n",
        );
        let result = record_result(&record, Some(&game), Some(5), Some(6))
            .unwrap()
            .unwrap();
        assert_eq!((result.table, result.round, result.board), (2, 1, 3));
        assert_eq!(result.entry.to_string(), "4H E 10");
        let result = record_result(&record, None, Some(5), Some(6))
            .unwrap()
            .unwrap();
        assert_eq!((result.table, result.round), (5, 6));
        let error = record_result(&record, None, None, Some(6)).unwrap_err();
        assert_eq!(error, ImportError::NoTable { board: 3 });
        assert_eq!(error.to_string(), "board 3: no Table tag");
        let error = record_result(&record, None, Some(5), None).unwrap_err();
        assert_eq!(error.to_string(), "board 3: no Round tag");
    }

    #[test]
    fn a_play_cut_short_has_no_result_and_a_hand_record_is_none() {
        let (record, game) = board(
            "[Board \"2\"]\n[Table \"3\"]\n[Round \"3\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n[Declarer \"S\"]\n[Contract \"1NT\"]\n[Result \"\"]\n[Play \"W\"]\nH2 H3 H4 H5\n*\n",
        );
        assert_eq!(
            record_result(&record, Some(&game), None, None)
                .unwrap_err()
                .to_string(),
            "board 2: no result, and the play recorded stops after 4 of 52 cards"
        );
        let (record, game) = board("[Board \"4\"]\n[Dealer \"W\"]\n[Vulnerable \"All\"]\n");
        assert_eq!(
            record_result(&record, Some(&game), Some(1), Some(1)),
            Ok(None)
        );
    }

    #[test]
    fn a_deal_whose_auction_is_not_over_is_unfinished() {
        let table = Table::new(laws::table::Setup {
            code: laws::CodeId::Duplicate2017,
            mode: laws::table::Mode::Open,
            board: cards::Board::new(5).unwrap(),
            deal: None,
        });
        let error = played_result(&table, Some(1), Some(1)).unwrap_err();
        assert_eq!(error, ImportError::Unfinished);
        assert_eq!(error.to_string(), "the deal has no contract or result yet");
    }
}
