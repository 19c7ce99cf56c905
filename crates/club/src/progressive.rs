//! Progressive auction as the Boston 1916 manual suggests it ("Progressive Auction", seed 001;
//! checklist W15-PR): "Each table may play four hands. Rules and Scoring will be as in
//! regular Auction except that instead of Rubbers each Game will give 150 Honors to the
//! winners. After playing four hands, at a signal the pair at each table who have made the
//! larger net score will pass up to the next higher table, the winners at the head table
//! remaining and the losers passing down to the foot table. At the newly formed tables all
//! will change partners. [...] record each player's net score at that table [...] The player
//! having the highest net score at the time announced for ending play, is the final winner."
//!
//! The readings the manual leaves open (docs/laws-decisions.md, "The historic games"):
//! - a deal passed out is not one of the four hands (the next dealer deals, 1915 Declaration
//!   Laws); a file gives each table exactly four played deals a round;
//! - a game unfinished after the four hands scores nothing: only games won give the 150;
//! - a tie in net score at a table goes to the pair that won more games there, and if still
//!   equal to the North-South pair (the scorer's rule, so that a movement is always defined);
//! - partners change thus: of the two pairs arriving at a table (the pair staying counts as
//!   arriving), the first-seated players (North, East) of each become partners North-South,
//!   the second-seated (South, West) partners East-West; the pair that was higher (the
//!   winners coming up, or the head table's winners) gives North and East.
//!
//! A session is pure: [`Session::play`] folds the rounds' deals into tables, nets and moves.

use crate::line::without_comment;
use std::fmt;

use cards::Side;
use laws::{CodeId, DealOutcome, DealScore, Line, ScoreError};
use serde::Serialize;
use thiserror::Error;

/// The hands a table plays in a round ("Each table may play four hands").
pub const DEALS_A_ROUND: usize = 4;
/// The premium for each game won, instead of rubbers.
pub const GAME_PREMIUM: u32 = 150;

/// Why a progressive session cannot be scored.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProgressiveError {
    /// A code that is not one of the 1915 auction codes.
    #[error(
        "progressive auction is played under the 1915 code (auction1915 or auction1915-nullo), not {0}"
    )]
    Code(CodeId),
    /// No tables.
    #[error("a progressive session needs at least one table of four")]
    NoTables,
    /// A player seated twice, or a seat without a name.
    #[error("{0}: each player sits at one seat of one table")]
    Seating(String),
    /// A table that did not play four hands in a round.
    #[error("round {round}, table {table}: {played} deals played; each table plays four hands")]
    Deals {
        /// The round (from 1).
        round: usize,
        /// The table (from 1, the head table).
        table: usize,
        /// The deals given.
        played: usize,
    },
    /// A round that does not give every table's deals.
    #[error("round {round}: {given} tables' deals given for {tables} tables")]
    Tables {
        /// The round (from 1).
        round: usize,
        /// The tables whose deals were given.
        given: usize,
        /// The tables in play.
        tables: usize,
    },
    /// A deal the code cannot score.
    #[error("round {round}, table {table}, deal {deal}: {source}")]
    Score {
        /// The round (from 1).
        round: usize,
        /// The table (from 1).
        table: usize,
        /// The deal (from 1).
        deal: usize,
        /// Why.
        source: ScoreError,
    },
}

/// The four players of a table: North and South partners against East and West.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Seating {
    /// North and South.
    pub north_south: [String; 2],
    /// East and West.
    pub east_west: [String; 2],
}

impl Seating {
    /// North, South, East, West.
    pub fn new(north: &str, south: &str, east: &str, west: &str) -> Seating {
        Seating {
            north_south: [north.into(), south.into()],
            east_west: [east.into(), west.into()],
        }
    }

    /// A side's pair.
    pub fn pair(&self, side: Side) -> &[String; 2] {
        match side {
            Side::NorthSouth => &self.north_south,
            Side::EastWest => &self.east_west,
        }
    }

    /// The four players, North, South, East, West.
    pub fn players(&self) -> impl Iterator<Item = &String> {
        self.north_south.iter().chain(self.east_west.iter())
    }
}

impl fmt::Display for Seating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [n, s] = &self.north_south;
        let [e, w] = &self.east_west;
        write!(f, "N {n}, S {s} against E {e}, W {w}")
    }
}

/// One table's four hands in one round, scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableRound {
    /// The table (1 is the head table).
    pub table: usize,
    /// Who sat where.
    pub seating: Seating,
    /// Each side's total (points and honors, the game premiums included), N-S then E-W.
    pub totals: [u32; 2],
    /// Games won by each side, N-S then E-W.
    pub games: [u32; 2],
    /// Trick points of each side towards the game left unfinished (they score nothing).
    pub unfinished: [u32; 2],
    /// The side with the larger net score, who move up (ties: docs/laws-decisions.md).
    pub winners: Side,
}

impl TableRound {
    /// Scores one table's hands under `code`: each deal as in regular auction, each game
    /// (30 trick points) 150 to its winners instead of rubbers.
    fn score(
        code: CodeId,
        round: usize,
        table: usize,
        seating: Seating,
        deals: &[DealOutcome],
    ) -> Result<TableRound, ProgressiveError> {
        let played = deals.iter().filter(|d| d.contract.is_some()).count();
        if played != DEALS_A_ROUND {
            return Err(ProgressiveError::Deals {
                round,
                table,
                played,
            });
        }
        // Game is the code's: "30 or more Points" (1915 Scoring Laws).
        let game = code
            .code()
            .rubber_rules()
            .map_or(u32::MAX, |rules| rules.game);
        let mut totals = [0u32; 2];
        let mut games = [0u32; 2];
        let mut below = [0u32; 2];
        for (i, deal) in deals.iter().enumerate() {
            let score: DealScore =
                code.code()
                    .score(deal)
                    .map_err(|source| ProgressiveError::Score {
                        round,
                        table,
                        deal: i + 1,
                        source,
                    })?;
            for side in Side::ALL {
                totals[side.index()] += score.total(side);
                below[side.index()] += score.on_line(side, Line::Below);
            }
            if let Some(side) = Side::ALL.into_iter().find(|s| below[s.index()] >= game) {
                games[side.index()] += 1;
                totals[side.index()] += GAME_PREMIUM;
                below = [0, 0];
            }
        }
        let net = i64::from(totals[0]) - i64::from(totals[1]);
        let winners = match net.cmp(&0).then(games[0].cmp(&games[1])) {
            std::cmp::Ordering::Less => Side::EastWest,
            _ => Side::NorthSouth,
        };
        Ok(TableRound {
            table,
            seating,
            totals,
            games,
            unfinished: below,
            winners,
        })
    }

    /// A side's net score at the table: its total less the other side's.
    pub fn net(&self, side: Side) -> i64 {
        let mine = i64::from(self.totals[side.index()]);
        mine - i64::from(self.totals[side.opponents().index()])
    }
}

/// One round: every table's four hands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Round {
    /// The tables, head table first.
    pub tables: Vec<TableRound>,
}

/// A player's standing: the net scores recorded at each table, and their total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// The place (1 for the final winner; equal totals share a place).
    pub place: usize,
    /// The player.
    pub player: String,
    /// The player's net score at each round's table, in order.
    pub nets: Vec<i64>,
    /// Their sum.
    pub total: i64,
}

/// A progressive session: the rounds played, the seating for the next, the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Session {
    /// The code the hands were scored under.
    pub code: CodeId,
    /// The rounds, in order.
    pub rounds: Vec<Round>,
    /// Where everyone sits for the round after the last one played.
    pub next: Vec<Seating>,
    /// The players by total net score, highest first.
    pub standings: Vec<Standing>,
}

impl Session {
    /// Plays the session: `first` seats the tables (head table first) for round 1; `rounds`
    /// gives, for each round, each table's deals (the seats of each deal are those of the
    /// table's seating that round). After each round the pairs move ([`next_seating`]).
    pub fn play(
        code: CodeId,
        first: Vec<Seating>,
        rounds: &[Vec<Vec<DealOutcome>>],
    ) -> Result<Session, ProgressiveError> {
        if !CodeId::MANUAL_1916.contains(&code) {
            return Err(ProgressiveError::Code(code));
        }
        check_seating(&first)?;
        let mut seating = first;
        let mut played = Vec::new();
        for (r, tables) in rounds.iter().enumerate() {
            if tables.len() != seating.len() {
                return Err(ProgressiveError::Tables {
                    round: r + 1,
                    given: tables.len(),
                    tables: seating.len(),
                });
            }
            let round = Round {
                tables: seating
                    .iter()
                    .zip(tables)
                    .enumerate()
                    .map(|(t, (seats, deals))| {
                        TableRound::score(code, r + 1, t + 1, seats.clone(), deals)
                    })
                    .collect::<Result<_, _>>()?,
            };
            seating = next_seating(&round.tables);
            played.push(round);
        }
        let standings = standings(&played);
        Ok(Session {
            code,
            rounds: played,
            next: seating,
            standings,
        })
    }
}

/// Checks that a seating has at least one table and seats each player once, by name.
pub fn check_seating(tables: &[Seating]) -> Result<(), ProgressiveError> {
    if tables.is_empty() {
        return Err(ProgressiveError::NoTables);
    }
    let mut seen = std::collections::BTreeSet::new();
    for player in tables.iter().flat_map(Seating::players) {
        if player.trim().is_empty() {
            return Err(ProgressiveError::Seating("a seat without a name".into()));
        }
        if !seen.insert(player.as_str()) {
            return Err(ProgressiveError::Seating(format!(
                "{player} is seated twice"
            )));
        }
    }
    Ok(())
}

/// The tables after a round: the winners of each table move up one, the head table's winners
/// stay, the head table's losers go to the foot, every other loser stays; at each new table
/// the two pairs split and change partners (the higher pair's first player North, its second
/// East; the lower pair's first South, its second West).
pub fn next_seating(tables: &[TableRound]) -> Vec<Seating> {
    let winners = |t: &TableRound| t.seating.pair(t.winners).clone();
    let losers = |t: &TableRound| t.seating.pair(t.winners.opponents()).clone();
    let count = tables.len();
    (0..count)
        .map(|t| {
            // The higher pair, then the lower.
            let (higher, lower) = match t {
                0 if count == 1 => (winners(&tables[0]), losers(&tables[0])),
                0 => (winners(&tables[0]), winners(&tables[1])),
                t if t == count - 1 => (losers(&tables[0]), losers(&tables[t])),
                t => (winners(&tables[t + 1]), losers(&tables[t])),
            };
            let [h1, h2] = higher;
            let [l1, l2] = lower;
            Seating {
                north_south: [h1, l1],
                east_west: [h2, l2],
            }
        })
        .collect()
}

/// Each player's net score at each table, summed, highest total first.
fn standings(rounds: &[Round]) -> Vec<Standing> {
    let mut by_player: Vec<(String, Vec<i64>)> = Vec::new();
    for round in rounds {
        for table in &round.tables {
            for side in Side::ALL {
                for player in table.seating.pair(side) {
                    let net = table.net(side);
                    match by_player.iter_mut().find(|(p, _)| p == player) {
                        Some((_, nets)) => nets.push(net),
                        None => by_player.push((player.clone(), vec![net])),
                    }
                }
            }
        }
    }
    let mut standings: Vec<Standing> = by_player
        .into_iter()
        .map(|(player, nets)| Standing {
            place: 0,
            total: nets.iter().sum(),
            player,
            nets,
        })
        .collect();
    standings.sort_by(|a, b| b.total.cmp(&a.total).then(a.player.cmp(&b.player)));
    for i in 0..standings.len() {
        standings[i].place = match i {
            0 => 1,
            i if standings[i].total == standings[i - 1].total => standings[i - 1].place,
            i => i + 1,
        };
    }
    standings
}

impl fmt::Display for Session {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Progressive auction ({})", self.code)?;
        for (r, round) in self.rounds.iter().enumerate() {
            writeln!(f, "\nRound {}", r + 1)?;
            for t in &round.tables {
                writeln!(f, "  Table {}: {}", t.table, t.seating)?;
                writeln!(
                    f,
                    "    N-S {} ({} games), E-W {} ({} games): N-S net {:+}; {} move up",
                    t.totals[0],
                    t.games[0],
                    t.totals[1],
                    t.games[1],
                    t.net(Side::NorthSouth),
                    t.seating.pair(t.winners).join(" and "),
                )?;
            }
        }
        writeln!(f, "\nNext round")?;
        for (t, seating) in self.next.iter().enumerate() {
            writeln!(f, "  Table {}: {seating}", t + 1)?;
        }
        writeln!(f, "\nStandings")?;
        for s in &self.standings {
            let nets: Vec<String> = s.nets.iter().map(|n| format!("{n:+}")).collect();
            writeln!(
                f,
                "  {:>2}. {:<12} {:>+6}  ({})",
                s.place,
                s.player,
                s.total,
                nets.join(", ")
            )?;
        }
        Ok(())
    }
}

impl Session {
    /// The session as one HTML page: each round's tables (who sat where, the totals, who
    /// moved up), the seating of the next round, and the standings.
    pub fn html(&self) -> String {
        use crate::publish::escape;
        let mut page = String::from(
            "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Progressive auction</title>\n<style>body{font-family:sans-serif}table{border-collapse:collapse;margin-bottom:1em}td,th{border:1px solid #999;padding:2px 8px}.up{font-weight:bold}</style></head><body>\n",
        );
        page += &format!(
            "<h1>Progressive auction ({})</h1>\n",
            escape(self.code.name())
        );
        for (r, round) in self.rounds.iter().enumerate() {
            page += &format!(
                "<h2>Round {}</h2>\n<table><tr><th>Table</th><th>N-S</th><th>Total</th><th>Games</th><th>E-W</th><th>Total</th><th>Games</th><th>N-S net</th></tr>\n",
                r + 1
            );
            for t in &round.tables {
                let pair = |side: Side| {
                    let class = if side == t.winners {
                        " class=\"up\""
                    } else {
                        ""
                    };
                    let [a, b] = t.seating.pair(side);
                    format!("<td{class}>{} &amp; {}</td>", escape(a), escape(b))
                };
                page += &format!(
                    "<tr><td>{}</td>{}<td>{}</td><td>{}</td>{}<td>{}</td><td>{}</td><td>{:+}</td></tr>\n",
                    t.table,
                    pair(Side::NorthSouth),
                    t.totals[0],
                    t.games[0],
                    pair(Side::EastWest),
                    t.totals[1],
                    t.games[1],
                    t.net(Side::NorthSouth)
                );
            }
            page += "</table>\n";
        }
        page += "<h2>Standings</h2>\n<table><tr><th>Place</th><th>Player</th><th>Net at each table</th><th>Total</th></tr>\n";
        for st in &self.standings {
            let nets: Vec<String> = st.nets.iter().map(|n| format!("{n:+}")).collect();
            page += &format!(
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{:+}</td></tr>\n",
                st.place,
                escape(&st.player),
                nets.join(", "),
                st.total
            );
        }
        page + "</table>\n</body></html>\n"
    }
}

/// A line of a progressive file that cannot be read: its number (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}: {message}")]
pub struct ProgressiveFileError {
    /// The line number, from 1.
    pub line: usize,
    /// What is wrong with the line.
    pub message: String,
}

/// What a progressive file gives: the first seating and each round's tables' deals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProgressiveFile {
    /// The tables of round 1, head table first.
    pub seating: Vec<Seating>,
    /// For each round, each table's deals.
    pub rounds: Vec<Vec<Vec<DealOutcome>>>,
}

/// Reads a progressive file: first the tables of round 1, `table T NORTH SOUTH EAST WEST`
/// (numbered from 1, the head table), then each round, `round R`, with each table's deals
/// after `table T`, one a line as in a results file (`2H N 8`; seats are those the table has
/// that round, as `arbiter progressive` prints them). `#` starts a comment.
pub fn parse_progressive(text: &str) -> Result<ProgressiveFile, ProgressiveFileError> {
    let mut file = ProgressiveFile::default();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let fail = |message: String| ProgressiveFileError { line, message };
        let words: Vec<&str> = without_comment(raw).split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            ["round", number] => {
                if number.parse() != Ok(file.rounds.len() + 1) {
                    return Err(fail(format!(
                        "'round {number}': rounds are numbered in order, this is round {}",
                        file.rounds.len() + 1
                    )));
                }
                file.rounds.push(Vec::new());
            }
            ["table", number, rest @ ..] => {
                let tables = match file.rounds.last_mut() {
                    None => file.seating.len(),
                    Some(round) => round.len(),
                };
                if number.parse() != Ok(tables + 1) {
                    return Err(fail(format!(
                        "'table {number}': tables are numbered in order from 1, this is table {}",
                        tables + 1
                    )));
                }
                match (file.rounds.last_mut(), rest) {
                    (None, [north, south, east, west]) => {
                        file.seating.push(Seating::new(north, south, east, west));
                    }
                    (None, _) => {
                        return Err(fail(
                            "before round 1 a table is seated: table T NORTH SOUTH EAST WEST"
                                .into(),
                        ));
                    }
                    (Some(round), []) => round.push(Vec::new()),
                    (Some(_), _) => {
                        return Err(fail(format!(
                            "'table {number}' in a round is followed by its deals, one a line; the seating after round 1 is the movement's"
                        )));
                    }
                }
            }
            _ => {
                let Some(deals) = file.rounds.last_mut().and_then(|r| r.last_mut()) else {
                    return Err(fail(
                        "a deal before 'round R' and 'table T': say whose deal it is".into(),
                    ));
                };
                let deal =
                    crate::results_file::parse_deal_line(raw).map_err(|e| fail(e.to_string()))?;
                deals.extend(deal);
            }
        }
    }
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Two tables, two rounds, worked by hand from the manual's rules (each game 150, the
    /// 1915 values; the working is in docs/laws-decisions.md, "The historic games").
    const TWO_ROUNDS: &str = "\
table 1 Ann Bob Cat Dan
table 2 Eve Fay Gus Hal
round 1
table 1
2H N 8      # N-S 16
1NT S 8     # N-S 20: game, 150
3S E 8      # set one, N-S 50
1C W 9      # E-W 18 towards a game never finished
table 2
4S E 10     # E-W 36: game, 150
2D N 7      # set one, E-W 50
1NT W 7     # E-W 10
3H S 9      # N-S 24
round 2
table 1
1NT N 7
2NT S 8     # N-S 10 + 20: game, 150
1H E 7      # E-W 8
1S W 6      # set one, N-S 50
table 2
3C N 9      # N-S 18
pass        # passed out: the next dealer deals; not one of the four
2D E 9      # E-W 21
1NT W 8     # E-W 20: game, 150; N-S's 18 wiped off
2H S 7      # set one, E-W 50
";

    fn session() -> Session {
        let file = parse_progressive(TWO_ROUNDS).unwrap();
        Session::play(CodeId::Auction1915, file.seating, &file.rounds).unwrap()
    }

    #[test]
    fn each_game_gives_150_and_the_larger_net_moves_up() {
        let s = session();
        let t1 = &s.rounds[0].tables[0];
        assert_eq!(
            (t1.totals, t1.games, t1.unfinished),
            ([236, 18], [1, 0], [0, 18])
        );
        assert_eq!(t1.net(Side::NorthSouth), 218);
        assert_eq!(t1.winners, Side::NorthSouth);
        let t2 = &s.rounds[0].tables[1];
        assert_eq!((t2.totals, t2.net(Side::EastWest)), ([24, 246], 222));
        assert_eq!(t2.winners, Side::EastWest);
        // Round 2: the head table's winners stay and meet the winners from table 2, partners
        // changing; the losers of the head table go to the foot.
        assert_eq!(
            s.rounds[1].tables[0].seating,
            Seating::new("Ann", "Gus", "Bob", "Hal")
        );
        assert_eq!(
            s.rounds[1].tables[1].seating,
            Seating::new("Cat", "Eve", "Dan", "Fay")
        );
        assert_eq!(s.rounds[1].tables[0].net(Side::NorthSouth), 222);
        assert_eq!(s.rounds[1].tables[1].net(Side::EastWest), 223);
        assert_eq!(s.next[0], Seating::new("Ann", "Dan", "Gus", "Fay"));
        assert_eq!(s.next[1], Seating::new("Bob", "Cat", "Hal", "Eve"));
    }

    #[test]
    fn the_highest_net_total_wins() {
        let s = session();
        let order: Vec<(&str, i64)> = s
            .standings
            .iter()
            .map(|st| (st.player.as_str(), st.total))
            .collect();
        assert_eq!(
            order,
            [
                ("Gus", 444),
                ("Ann", 440),
                ("Dan", 5),
                ("Fay", 1),
                ("Hal", 0),
                ("Bob", -4),
                ("Cat", -441),
                ("Eve", -445)
            ]
        );
        assert_eq!(s.standings[0].nets, [222, 222]);
        let html = s.html();
        assert!(
            html.contains("<td class=\"up\">Ann &amp; Bob</td>"),
            "{html}"
        );
        assert!(html.contains("<td>Gus</td><td>+222, +222</td><td>+444</td>"));
    }

    #[test]
    fn a_table_must_play_four_hands() {
        let short = TWO_ROUNDS.replace("1C W 9      # E-W 18 towards a game never finished\n", "");
        let file = parse_progressive(&short).unwrap();
        assert_eq!(
            Session::play(CodeId::Auction1915, file.seating, &file.rounds).unwrap_err(),
            ProgressiveError::Deals {
                round: 1,
                table: 1,
                played: 3
            }
        );
        assert!(matches!(
            Session::play(CodeId::Rubber, Vec::new(), &[]),
            Err(ProgressiveError::Code(CodeId::Rubber))
        ));
        let twice = "table 1 Ann Bob Cat Ann\n";
        let file = parse_progressive(twice).unwrap();
        assert_eq!(
            check_seating(&file.seating).unwrap_err().to_string(),
            "Ann is seated twice: each player sits at one seat of one table"
        );
    }

    #[test]
    fn file_errors_name_the_line() {
        let err = parse_progressive("table 1 Ann Bob Cat Dan\nround 2\n").unwrap_err();
        assert_eq!(err.line, 2);
        let err = parse_progressive("table 1 Ann Bob Cat Dan\n2H N 8\n").unwrap_err();
        assert_eq!(err.line, 2);
        let err =
            parse_progressive("table 1 Ann Bob Cat Dan\nround 1\ntable 1\n2H N 15\n").unwrap_err();
        assert_eq!(err.line, 4);
    }

    /// A table round with `winners` for the movement's sake.
    fn table(t: usize, seating: Seating, winners: Side) -> TableRound {
        TableRound {
            table: t,
            seating,
            totals: [0, 0],
            games: [0, 0],
            unfinished: [0, 0],
            winners,
        }
    }

    proptest! {
        /// Whoever wins where, the movement seats every player once, and everyone has a new
        /// partner.
        #[test]
        fn moves_seat_everyone_once_with_a_new_partner(
            winners in proptest::collection::vec(any::<bool>(), 1..8)
        ) {
            let tables: Vec<TableRound> = winners
                .iter()
                .enumerate()
                .map(|(t, &ns)| {
                    let p = |i: usize| format!("p{}", 4 * t + i);
                    let seating = Seating::new(&p(0), &p(1), &p(2), &p(3));
                    table(t + 1, seating, if ns { Side::NorthSouth } else { Side::EastWest })
                })
                .collect();
            let next = next_seating(&tables);
            prop_assert_eq!(next.len(), tables.len());
            prop_assert!(check_seating(&next).is_ok());
            let seated: usize = next.iter().map(|s| s.players().count()).sum();
            prop_assert_eq!(seated, 4 * tables.len());
            let partner = |seatings: &[Seating], who: &str| -> String {
                seatings
                    .iter()
                    .flat_map(|s| [s.north_south.clone(), s.east_west.clone()])
                    .find(|pair| pair.iter().any(|p| p == who))
                    .map(|pair| if pair[0] == who { pair[1].clone() } else { pair[0].clone() })
                    .unwrap()
            };
            let before: Vec<Seating> = tables.iter().map(|t| t.seating.clone()).collect();
            for player in before.iter().flat_map(Seating::players) {
                prop_assert_ne!(partner(&before, player), partner(&next, player));
            }
            // The head table's winners stay at the head.
            let head = tables[0].seating.pair(tables[0].winners);
            prop_assert!(head.iter().all(|p| next[0].players().any(|q| q == p)));
        }

        /// The players' net scores sum to nothing: each table's nets cancel.
        #[test]
        fn net_scores_sum_to_zero(tricks in proptest::collection::vec(0u8..=13, 8)) {
            let deal = |i: usize| format!("1NT {} {}\n", ["N", "E", "S", "W"][i % 4], tricks[i]);
            let text = format!(
                "table 1 A B C D\ntable 2 E F G H\nround 1\ntable 1\n{}table 2\n{}",
                (0..4).map(deal).collect::<String>(),
                (4..8).map(deal).collect::<String>()
            );
            let file = parse_progressive(&text).unwrap();
            let s = Session::play(CodeId::Auction1915, file.seating, &file.rounds).unwrap();
            prop_assert_eq!(s.standings.iter().map(|st| st.total).sum::<i64>(), 0);
        }
    }
}
