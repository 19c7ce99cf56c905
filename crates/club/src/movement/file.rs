//! A club's own movement, read from a file and checked: the `.ASC` movement files of Dutch
//! scoring programs (pjms.nl's standard, version 1.0: a header, then a line a round), or
//! arbiter's rows (`round table ns ew set`, a line a table and round).
//!
//! In both, a `#` starts a comment to the end of the line, empty lines are ignored, and the
//! numbers are separated by any run of spaces, tabs, commas, semicolons or hyphens (so
//! `1-8` is North-South pair 1 against East-West pair 8).

use std::collections::BTreeMap;

use thiserror::Error;

use super::{Balance, Kind, MAX_TABLES, Movement, MovementError, Sitting, check};

/// The largest number a movement file may hold (pairs, rounds, sets: a barometer of
/// [`MAX_TABLES`] tables has fewer); a larger one is a typing error, refused before it fills
/// the memory.
const LARGEST: u32 = 2 * MAX_TABLES;

/// Why a movement file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MovementFileError {
    /// Something that is not what the format has there.
    #[error("line {line}, column {column}: {what}")]
    Syntax {
        /// The line, from 1.
        line: usize,
        /// The column, from 1 (in characters).
        column: usize,
        /// What is wrong.
        what: String,
    },
    /// The file reads, but its movement fails the checks every movement passes.
    #[error("the movement in the file does not work: {0}")]
    Movement(#[from] MovementError),
}

/// Reads a movement file, telling its format from the first line (arbiter's rows begin
/// `round table ns ew set`, an `.ASC` file with its five numbers), each set of
/// `boards_per_set` boards, and checks the movement ([`check`]). A movement whose North-South
/// pair `t` stays at table `t` and whose East-West pairs are numbered `T+1..=2T` is a
/// Mitchell (two fields); any other a Howell (one field). Tables that play the same board
/// group in a round of an `.ASC` file share those boards.
pub fn read_movement(
    text: &str,
    boards_per_set: u32,
) -> Result<(Movement, Balance), MovementFileError> {
    let lines = significant_lines(text);
    let layout = match lines.first() {
        Some(first) if first.tokens[0].is_word("round") => read_rows(&lines)?,
        _ => read_asc(&lines)?,
    };
    let movement = layout.into_movement(boards_per_set);
    let balance = check(&movement)?;
    Ok((movement, balance))
}

/// A word or number of a line, with its column.
struct Token<'a> {
    text: &'a str,
    column: usize,
}

impl Token<'_> {
    fn is_word(&self, word: &str) -> bool {
        self.text.eq_ignore_ascii_case(word)
    }
}

/// A line with something on it besides a comment.
struct Line<'a> {
    number: usize,
    tokens: Vec<Token<'a>>,
    /// The column just past the line's last token.
    end: usize,
}

impl Line<'_> {
    fn error(&self, column: usize, what: impl Into<String>) -> MovementFileError {
        MovementFileError::Syntax {
            line: self.number,
            column,
            what: what.into(),
        }
    }
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, ',' | ';' | '-')
}

/// The file's lines with their tokens, comments and empty lines left out.
fn significant_lines(text: &str) -> Vec<Line<'_>> {
    text.lines()
        .enumerate()
        .filter_map(|(index, line)| {
            let content = line.split('#').next().unwrap_or("");
            let mut tokens = Vec::new();
            let mut start: Option<(usize, usize)> = None; // (byte, column)
            let mut column = 0;
            for (byte, c) in content.char_indices() {
                column += 1;
                match (is_separator(c), start) {
                    (true, Some((from, col))) => {
                        tokens.push(Token {
                            text: &content[from..byte],
                            column: col,
                        });
                        start = None;
                    }
                    (false, None) => start = Some((byte, column)),
                    _ => {}
                }
            }
            if let Some((from, col)) = start {
                tokens.push(Token {
                    text: &content[from..],
                    column: col,
                });
            }
            let last = tokens.last()?;
            let end = last.column + last.text.chars().count();
            Some(Line {
                number: index + 1,
                tokens,
                end,
            })
        })
        .collect()
}

/// A whole number from 0 to [`LARGEST`], or an error naming what was expected.
fn number(line: &Line, token: &Token, what: &str) -> Result<u32, MovementFileError> {
    let value: u32 = token.text.parse().map_err(|_| {
        line.error(
            token.column,
            format!("expected {what} (a whole number), found `{}`", token.text),
        )
    })?;
    if value > LARGEST {
        return Err(line.error(
            token.column,
            format!("{what} {value} is too large: a movement file holds numbers up to {LARGEST}"),
        ));
    }
    Ok(value)
}

/// What a file says, before it is made a [`Movement`].
struct Layout {
    tables: u32,
    pairs: u32,
    sets: u32,
    rounds: Vec<Vec<Sitting>>,
    shares: Vec<Vec<u32>>,
}

impl Layout {
    /// The movement: a Mitchell when North-South pair `t` stays at table `t` and the
    /// East-West pairs are `T+1..=2T` (two fields); a Howell otherwise (one field).
    fn into_movement(self, boards_per_set: u32) -> Movement {
        let mitchell = self
            .rounds
            .iter()
            .flatten()
            .all(|s| s.ns == s.table && s.ns <= self.tables && s.ew > self.tables)
            && self.pairs == 2 * self.tables;
        Movement {
            kind: if mitchell {
                Kind::Mitchell
            } else {
                Kind::Howell
            },
            tables: self.tables,
            pairs: self.pairs,
            boards_per_set,
            rounds: self.rounds,
            sets: self.sets,
            shares: self.shares,
            duplicated_boards: false,
            arrow_switched: Vec::new(),
            sit_out: None,
        }
    }
}

/// Board group `A` is set 1 (letters), or `1` (numbers); 0 only in an unused table's `0 0 0`.
fn board_group(
    line: &Line,
    token: &Token,
    letters: &mut Option<(bool, usize)>,
) -> Result<u32, MovementFileError> {
    let is_letter = token.text.len() == 1 && token.text.as_bytes()[0].is_ascii_uppercase();
    if !is_letter && !token.text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(line.error(
            token.column,
            format!(
                "expected a board group (a capital letter A, B... or a number 1, 2...), found `{}`",
                token.text
            ),
        ));
    }
    if token.text != "0" {
        match *letters {
            None => *letters = Some((is_letter, line.number)),
            Some((letter, first)) if letter != is_letter => {
                let (were, now) = if letter {
                    ("letters", "a number")
                } else {
                    ("numbers", "a letter")
                };
                return Err(line.error(
                    token.column,
                    format!(
                        "board groups are {were} in this file (from line {first}), so `{}` cannot be {now}",
                        token.text
                    ),
                ));
            }
            Some(_) => {}
        }
    }
    if is_letter {
        Ok(u32::from(token.text.as_bytes()[0] - b'A') + 1)
    } else {
        number(line, token, "a board group")
    }
}

/// The `.ASC` format: a header `PAIRS TABLES ROUNDS GROUPS INDIVIDUAL` (INDIVIDUAL 0 for
/// pairs), then a line a round holding `NS EW GROUP` for each table in order; board groups
/// are `A`, `B`... or `1`, `2`...; `0 0 0` is a table unused that round.
fn read_asc(lines: &[Line]) -> Result<Layout, MovementFileError> {
    let Some((header, round_lines)) = lines.split_first() else {
        return Err(MovementFileError::Syntax {
            line: 1,
            column: 1,
            what: "the file is empty: an .ASC movement begins with its header, PAIRS TABLES ROUNDS GROUPS 0".into(),
        });
    };
    if header.tokens.len() != 5 {
        let column = header.tokens.get(5).map_or(header.end, |t| t.column);
        return Err(header.error(
            column,
            format!(
                "the header has {} numbers; an .ASC movement's has five: pairs, tables, rounds, board groups, and 0 for a pairs movement",
                header.tokens.len()
            ),
        ));
    }
    let field = |i: usize, what: &str| number(header, &header.tokens[i], what);
    let (pairs, tables, rounds, groups) = (
        field(0, "the number of pairs")?,
        field(1, "the number of tables")?,
        field(2, "the number of rounds")?,
        field(3, "the number of board groups")?,
    );
    match field(4, "0 (pairs) or 1 (individual)")? {
        0 => {}
        1 => {
            return Err(header.error(
                header.tokens[4].column,
                "an individual movement (players, not pairs): arbiter's movements are for pairs",
            ));
        }
        other => {
            return Err(header.error(
                header.tokens[4].column,
                format!(
                    "the fifth number is 0 for a pairs movement (1 for an individual), not {other}"
                ),
            ));
        }
    }
    if !(1..=MAX_TABLES).contains(&tables) {
        return Err(header.error(
            header.tokens[1].column,
            format!("a movement has 1 to {MAX_TABLES} tables, not {tables}"),
        ));
    }
    for (index, value, what) in [
        (0, pairs, "pairs"),
        (2, rounds, "rounds"),
        (3, groups, "board groups"),
    ] {
        let least = if index == 0 { 2 } else { 1 };
        if value < least {
            return Err(header.error(
                header.tokens[index].column,
                format!("a movement has at least {least} {what}, not {value}"),
            ));
        }
    }
    let mut letters = None;
    let mut sittings = Vec::with_capacity(round_lines.len());
    for (index, line) in round_lines.iter().enumerate() {
        if index == rounds as usize {
            return Err(line.error(
                1,
                format!("the header announces {rounds} rounds, and this is one more"),
            ));
        }
        let wanted = 3 * tables as usize;
        if line.tokens.len() != wanted {
            let column = line.tokens.get(wanted).map_or(line.end, |t| t.column);
            return Err(line.error(
                column,
                format!(
                    "a round of {tables} tables has {wanted} entries (North-South pair, East-West pair, board group for each table), this line {}",
                    line.tokens.len()
                ),
            ));
        }
        let mut round = Vec::new();
        for (table, entry) in (1..=tables).zip(line.tokens.chunks(3)) {
            let ns = number(line, &entry[0], "a North-South pair")?;
            let ew = number(line, &entry[1], "an East-West pair")?;
            let set = board_group(line, &entry[2], &mut letters)?;
            match (ns, ew, set) {
                (0, 0, 0) => continue, // a table unused this round
                (0, _, _) | (_, 0, _) | (_, _, 0) => {
                    return Err(line.error(
                        entry[0].column,
                        format!("table {table}: an unused table is written 0 0 0; pairs and board groups are numbered from 1"),
                    ));
                }
                _ => {}
            }
            for (value, most, token, what) in [
                (ns, pairs, &entry[0], "pairs"),
                (ew, pairs, &entry[1], "pairs"),
                (set, groups, &entry[2], "board groups"),
            ] {
                if value > most {
                    return Err(line.error(
                        token.column,
                        format!(
                            "table {table}: the header announces {most} {what}, so not {}",
                            token.text
                        ),
                    ));
                }
            }
            round.push(Sitting { table, ns, ew, set });
        }
        sittings.push(round);
    }
    if sittings.len() < rounds as usize {
        return Err(header.error(
            header.tokens[2].column,
            format!(
                "the header announces {rounds} rounds, and the file has {}",
                sittings.len()
            ),
        ));
    }
    let shares = shared_tables(&sittings);
    Ok(Layout {
        tables,
        pairs,
        sets: groups,
        rounds: sittings,
        shares,
    })
}

/// The groups of tables that play the same set in some round (joined when they overlap).
fn shared_tables(rounds: &[Vec<Sitting>]) -> Vec<Vec<u32>> {
    let mut groups: Vec<Vec<u32>> = Vec::new();
    for round in rounds {
        let mut by_set: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
        for s in round {
            by_set.entry(s.set).or_default().push(s.table);
        }
        for tables in by_set.into_values().filter(|t| t.len() > 1) {
            let (mut joined, rest): (Vec<Vec<u32>>, Vec<Vec<u32>>) = groups
                .into_iter()
                .partition(|g| g.iter().any(|t| tables.contains(t)));
            let mut group: Vec<u32> = joined.drain(..).flatten().chain(tables).collect();
            group.sort_unstable();
            group.dedup();
            groups = rest;
            groups.push(group);
        }
    }
    groups.sort();
    groups
}

/// arbiter's rows: a first line `round table ns ew set`, then a line `ROUND TABLE NS EW SET`
/// for each table of each round, in any order; `share 1 7` declares that tables 1 and 7 share
/// their boards.
fn read_rows(lines: &[Line]) -> Result<Layout, MovementFileError> {
    const HEADER: [&str; 5] = ["round", "table", "ns", "ew", "set"];
    let Some((header, rows)) = lines.split_first() else {
        return Err(MovementFileError::Syntax {
            line: 1,
            column: 1,
            what: "the file is empty: a movement of rows begins `round table ns ew set`".into(),
        });
    };
    let header_ok = header.tokens.len() == HEADER.len()
        && header.tokens.iter().zip(HEADER).all(|(t, w)| t.is_word(w));
    if !header_ok {
        return Err(header.error(
            1,
            "a movement of rows begins with the line `round table ns ew set`",
        ));
    }
    let mut seen: BTreeMap<(u32, u32), usize> = BTreeMap::new();
    let mut sittings: BTreeMap<u32, Vec<Sitting>> = BTreeMap::new();
    let mut shares = Vec::new();
    let (mut tables, mut pairs, mut sets) = (0, 0, 0);
    for line in rows {
        if line.tokens[0].is_word("share") {
            let group = line.tokens[1..]
                .iter()
                .map(|t| number(line, t, "a table"))
                .collect::<Result<Vec<u32>, _>>()?;
            if group.len() < 2 || group.contains(&0) {
                return Err(line.error(
                    line.tokens[0].column,
                    "`share` names two or more tables (from 1) that share their boards: `share 1 7`",
                ));
            }
            tables = tables.max(group.iter().copied().max().unwrap_or(0));
            shares.push(group);
            continue;
        }
        if line.tokens.len() != 5 {
            let column = line.tokens.get(5).map_or(line.end, |t| t.column);
            return Err(line.error(
                column,
                format!(
                    "a row has five numbers, ROUND TABLE NS EW SET; this one has {}",
                    line.tokens.len()
                ),
            ));
        }
        let mut values = [0u32; 5];
        for (value, (token, what)) in values.iter_mut().zip(line.tokens.iter().zip(HEADER)) {
            *value = number(line, token, &format!("the {what}"))?;
            if *value == 0 {
                return Err(line.error(
                    token.column,
                    format!("the {what} is numbered from 1, not 0"),
                ));
            }
        }
        let [round, table, ns, ew, set] = values;
        if let Some(first) = seen.insert((round, table), line.number) {
            return Err(line.error(
                line.tokens[0].column,
                format!("round {round}, table {table} is already given on line {first}"),
            ));
        }
        tables = tables.max(table);
        pairs = pairs.max(ns).max(ew);
        sets = sets.max(set);
        sittings
            .entry(round)
            .or_default()
            .push(Sitting { table, ns, ew, set });
    }
    let Some(&rounds) = sittings.keys().next_back() else {
        return Err(header.error(
            header.end,
            "the file has no rows: a row is ROUND TABLE NS EW SET",
        ));
    };
    if let Some(missing) = (1..=rounds).find(|r| !sittings.contains_key(r)) {
        return Err(header.error(
            1,
            format!("the file has rows for round {rounds} but none for round {missing}"),
        ));
    }
    if tables > MAX_TABLES {
        return Err(header.error(
            1,
            format!("a movement has at most {MAX_TABLES} tables, this one {tables}"),
        ));
    }
    let rounds = sittings
        .into_values()
        .map(|mut round| {
            round.sort_by_key(|s| s.table);
            round
        })
        .collect();
    Ok(Layout {
        tables,
        pairs,
        sets,
        rounds,
        shares,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `.ASC` standard's example: 14 pairs at 7 tables, board groups as letters; tables 1
    /// and 7 play group A in round 1, so they share.
    #[test]
    fn the_asc_standards_example_reads() {
        let lines = significant_lines(
            "14  7  6  6 0\n 1- 2 A  3- 4 B  5- 6 C  7- 8 D  9-10 E 11-12 F 13-14 A # first\n",
        );
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[1].tokens.len(), 21);
        assert_eq!(lines[1].tokens[1].text, "2");
        assert_eq!(lines[1].tokens[1].column, 5);
        let sittings = vec![vec![
            Sitting {
                table: 1,
                ns: 1,
                ew: 2,
                set: 1,
            },
            Sitting {
                table: 7,
                ns: 13,
                ew: 14,
                set: 1,
            },
        ]];
        assert_eq!(shared_tables(&sittings), vec![vec![1, 7]]);
    }
}
