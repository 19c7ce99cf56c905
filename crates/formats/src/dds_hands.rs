//! DDS's hand files (`hands/list100.txt` and its kin in the DDS repository): for each deal a
//! `PBN` line (dealer, vulnerability, the solve's trumps and leader, the deal) and the answers
//! DDS gives (`FUT`, `TABLE`, `PAR`, `PAR2`, `PLAY`, `TRACE`). Read as PBN games: the board
//! (numbered in file order), dealer, vulnerability and deal, the `TABLE` as DoubleDummyTricks
//! and OptimumResultTable, the `PAR2` dealer par as OptimumScore.

use std::io::BufRead;

use cards::{Deal, Seat, Vulnerability};
use dds::{DdTable, Strain};

use crate::error::PbnError;
use crate::pbn::{Game, Position, add_double_dummy};

/// DDS's numbers for vulnerability: 0 none, 1 both, 2 North-South, 3 East-West.
const VULNERABILITY: [Vulnerability; 4] = [
    Vulnerability::None,
    Vulnerability::Both,
    Vulnerability::NorthSouth,
    Vulnerability::EastWest,
];

/// The strains of a `TABLE` line, in its order: S, H, D, C, NT.
const TABLE_STRAINS: [Strain; 5] = [
    Strain::Spades,
    Strain::Hearts,
    Strain::Diamonds,
    Strain::Clubs,
    Strain::NoTrump,
];

/// Reads a DDS hand file: one game a deal, or the problem with its line (one bad deal does not
/// lose the others).
pub fn read(source: impl BufRead) -> Vec<Result<Game, PbnError>> {
    let mut games: Vec<Result<Game, PbnError>> = Vec::new();
    for (index, line) in source.lines().enumerate() {
        let at = Position {
            line: index + 1,
            column: 1,
        };
        let line = match line {
            Ok(line) => line,
            Err(error) => {
                games.push(Err(PbnError::new(at, format!("cannot read: {error}"))));
                break;
            }
        };
        let (keyword, rest) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        let current = games.last_mut().and_then(|g| g.as_mut().ok());
        let outcome = match (keyword, current) {
            ("PBN", _) => {
                let number = games.len() + 1;
                games.push(deal_line(rest, number).map_err(|m| PbnError::new(at, m)));
                Ok(())
            }
            ("TABLE", Some(game)) => table_line(rest, game),
            ("PAR2", Some(game)) => par_line(rest, game),
            _ => Ok(()),
        };
        if let Err(message) = outcome {
            if let Some(last) = games.last_mut() {
                *last = Err(PbnError::new(at, message));
            }
        }
    }
    games
}

/// `PBN <dealer> <vul> <trump> <first> "N:..."`.
fn deal_line(rest: &str, number: usize) -> Result<Game, String> {
    let fields: Vec<&str> = rest.splitn(5, ' ').collect();
    let [dealer, vulnerable, _trump, _first, deal] = fields[..] else {
        return Err("expected `PBN dealer vul trump first \"deal\"`".to_string());
    };
    let digit = |text: &str, what: &str| {
        text.parse::<usize>()
            .ok()
            .filter(|&d| d < 4)
            .ok_or_else(|| format!("expected the {what} as a digit 0 to 3, found `{text}`"))
    };
    let dealer = Seat::from_index(digit(dealer, "dealer")?);
    let vulnerability = VULNERABILITY[digit(vulnerable, "vulnerability")?];
    let deal: Deal = deal
        .trim()
        .trim_matches('"')
        .parse()
        .map_err(|e| format!("the deal: {e}"))?;
    let mut game = Game::default();
    game.set("Board", number.to_string());
    game.set("Dealer", dealer.letter().to_string());
    game.set("Vulnerable", vulnerability.pbn());
    game.set("Deal", deal.to_pbn(dealer));
    Ok(game)
}

/// `TABLE` and 20 numbers: strains S, H, D, C, NT, each with declarers N, E, S, W.
fn table_line(rest: &str, game: &mut Game) -> Result<(), String> {
    let numbers: Vec<u8> = rest
        .split_whitespace()
        .map(|n| n.parse().ok().filter(|&t| t <= 13))
        .collect::<Option<_>>()
        .ok_or_else(|| format!("expected 20 trick counts after TABLE, found `{rest}`"))?;
    if numbers.len() != 20 {
        return Err(format!(
            "expected 20 trick counts after TABLE, found {}",
            numbers.len()
        ));
    }
    let mut tricks = [[0; 5]; 4];
    for (i, strain) in TABLE_STRAINS.into_iter().enumerate() {
        for seat in Seat::ALL {
            tricks[seat.index()][strain.index()] = numbers[i * 4 + seat.index()];
        }
    }
    add_double_dummy(game, &DdTable::from_tricks(tricks), None);
    Ok(())
}

/// `PAR2 "<score>" "<contracts>"`: the dealer's par, North-South's score.
fn par_line(rest: &str, game: &mut Game) -> Result<(), String> {
    let score = rest
        .split('"')
        .nth(1)
        .and_then(|s| s.trim().parse::<i64>().ok())
        .ok_or_else(|| format!("expected PAR2 \"score\" \"contracts\", found `{rest}`"))?;
    // A second PAR2 for the deal replaces the first: a game has each tag once.
    game.set("OptimumScore", format!("NS {score:+}"));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first deal of DDS's list100.txt, as its README describes the lines.
    #[test]
    fn a_deal_and_its_answers() {
        let text = "NUMBER 1\nPBN 0 0 0 0 \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\"\nTABLE 5 8 5 8 6 6 6 6 5 7 5 7 7 5 7 5 6 6 6 6\nPAR2 \"-110\" \"2S-EW\"\n";
        let games = read(text.as_bytes());
        let game = games[0].as_ref().expect("a game");
        assert_eq!(game.value("Dealer"), Some("N"));
        assert_eq!(game.value("Vulnerable"), Some("None"));
        // N: S 5, H 6, D 5, C 7, NT 6 -> NT S H D C = 6 5 6 5 7; S the same; E and W: NT 6,
        // S 8, H 6, D 7, C 5 -> 6 8 6 7 5. PBN's order of declarers is N S E W.
        assert_eq!(
            game.value("DoubleDummyTricks"),
            Some("65657656576867568675")
        );
        assert_eq!(game.value("OptimumScore"), Some("NS -110"));
    }

    /// Found by the fuzzer (`fuzz/`, target dds_hands): a deal with two `PAR2` lines gave its
    /// game two OptimumScore tags, and PBN reads only the first of a repeated tag.
    #[test]
    fn a_second_par_line_replaces_the_first() {
        let text = "NUMBER 1\nPBN 0 0 0 0 \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\"\nPAR2 \"-110\" \"2S-EW\"\nPAR2 \"300\" \"4Sx-EW\"\n";
        let games = read(text.as_bytes());
        let game = games[0].as_ref().expect("a game");
        let scores: Vec<&str> = game
            .tags
            .iter()
            .filter(|tag| tag.name == "OptimumScore")
            .map(|tag| tag.value.as_str())
            .collect();
        assert_eq!(scores, ["NS +300"]);
    }
}
