//! The three-handed scorepad (Boston 1916 manual, "Three-handed Auction"): a column for each
//! player. The declarer scores his trick points below the line and the bonuses of a deal as
//! in Auction; "When a declarer is set, each of his adversaries scores in the honor column as
//! in Auction"; honors count for their holder ([`three_handed_honors`]). "Each game gives the
//! winner 125 Honors, and the Rubber gives 250": the first player to 30 trick points wins a
//! game and every player's trick points start again; the first to two games wins the rubber,
//! and a new rubber begins. "At the end of the play, the highest total wins from each of the
//! others, and the lowest loses to each of the others": each two players settle the
//! difference of their totals ([`ThreeHandedSheet::settlement`]). Penalties are scored as in
//! Auction, the declarer's paid to each adversary, an adversary's to the declarer.

use std::fmt;

use cards::{Seat, Side, Vulnerability};
use serde::Serialize;

use super::three_handed_honors;
use crate::contract::Contract;
use crate::error::ScoreError;
use crate::outcome::{DealOutcome, Honors, Penalty};
use crate::score::{EntryKind, Line};
use crate::table::Code;

/// The premium of each game won (the manual's three-handed game).
pub const THREE_HANDED_GAME: u32 = 125;
/// The premium of the rubber.
pub const THREE_HANDED_RUBBER: u32 = 250;
/// The law cited on the pad's entries of its own.
const LAW: &str = "1916 manual, Three-handed Auction";

/// One deal as the three-handed pad is told it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreeHandedResult {
    /// The contract, or `None` if all three passed.
    pub contract: Option<Contract>,
    /// The declarer (0, 1, 2).
    pub declarer: usize,
    /// Tricks won by the declarer with the dummy hand.
    pub tricks: u8,
    /// Honors (aces at no trump) held by each player and, last, by the dummy hand, if known.
    pub honors: Option<[u8; 4]>,
    /// Penalties in the four-handed frame: North-South the declarer, East-West the
    /// adversaries. A revoke or irregularity of the declarer pays each adversary; one of an
    /// adversary pays the declarer (docs/laws-decisions.md H-12).
    pub penalties: Vec<Penalty>,
}

/// One entry of the three-handed pad.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ThreeHandedEntry {
    /// The player credited (0, 1, 2).
    pub player: usize,
    /// What for.
    pub kind: EntryKind,
    /// Below the line (trick points) or above.
    pub line: Line,
    /// Points.
    pub points: u32,
    /// The law.
    pub law: &'static str,
}

/// A deal on the pad.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ThreeHandedDealScore {
    /// The deal's number on the pad, from 1.
    pub number: usize,
    /// The declarer, if the deal was played.
    pub declarer: Option<usize>,
    /// The result as written, `2H+1`, or `passed`.
    pub result: String,
    /// What it scored.
    pub entries: Vec<ThreeHandedEntry>,
}

/// The three-handed score sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ThreeHandedSheet {
    /// The players, by name.
    pub players: [String; 3],
    /// The deals, in order.
    pub deals: Vec<ThreeHandedDealScore>,
    /// Games won by each player in the rubber in play.
    pub games: [u32; 3],
    /// Trick points of each player towards the game in play.
    pub below: [u32; 3],
    /// Rubbers won by each player.
    pub rubbers: [u32; 3],
}

impl ThreeHandedSheet {
    /// Each player's total: every entry, above and below the line.
    pub fn totals(&self) -> [u32; 3] {
        let mut totals = [0; 3];
        for entry in self.deals.iter().flat_map(|d| &d.entries) {
            totals[entry.player] += entry.points;
        }
        totals
    }

    /// What each player wins (or, negative, loses) when the play ends: the highest total wins
    /// from each of the others the difference, the lowest loses it to each; so each player
    /// wins from every other the difference of their totals. The three sum to zero.
    pub fn settlement(&self) -> [i64; 3] {
        let totals = self.totals().map(i64::from);
        [0, 1, 2].map(|i| (0..3).map(|j| totals[i] - totals[j]).sum())
    }
}

/// The three-handed pad: deals folded into games and rubbers under a code (the 1915 code, or
/// it with nullos).
pub struct ThreeHandedPad {
    code: &'static dyn Code,
    sheet: ThreeHandedSheet,
}

impl ThreeHandedPad {
    /// A pad for three players under `code`.
    pub fn new(code: &'static dyn Code, players: [String; 3]) -> ThreeHandedPad {
        ThreeHandedPad {
            code,
            sheet: ThreeHandedSheet {
                players,
                deals: Vec::new(),
                games: [0; 3],
                below: [0; 3],
                rubbers: [0; 3],
            },
        }
    }

    /// The sheet so far.
    pub fn sheet(&self) -> &ThreeHandedSheet {
        &self.sheet
    }

    /// Scores one deal onto the pad.
    pub fn record(
        &mut self,
        deal: &ThreeHandedResult,
    ) -> Result<&ThreeHandedDealScore, ScoreError> {
        let number = self.sheet.deals.len() + 1;
        let Some(contract) = deal.contract else {
            self.sheet.deals.push(ThreeHandedDealScore {
                number,
                declarer: None,
                result: "passed".into(),
                entries: Vec::new(),
            });
            return Ok(self.sheet.deals.last().expect("just pushed"));
        };
        if deal.declarer > 2 {
            return Err(ScoreError::Honors(format!(
                "{LAW}: the declarer is one of the three players (0, 1, 2), not {}",
                deal.declarer
            )));
        }
        let mut entries = deal_entries(self.code, deal, contract)?;
        let below = entries
            .iter()
            .filter(|e| e.line == Line::Below)
            .map(|e| e.points)
            .sum::<u32>();
        self.sheet.below[deal.declarer] += below;
        // Game is the code's (30 trick points, 1915 Scoring Laws).
        let game = self
            .code
            .rubber_rules()
            .map_or(u32::MAX, |rules| rules.game);
        if self.sheet.below[deal.declarer] >= game {
            let winner = deal.declarer;
            self.sheet.below = [0; 3];
            self.sheet.games[winner] += 1;
            entries.push(entry(winner, EntryKind::Game, THREE_HANDED_GAME));
            if self.sheet.games[winner] == 2 {
                self.sheet.rubbers[winner] += 1;
                self.sheet.games = [0; 3];
                entries.push(entry(winner, EntryKind::Rubber, THREE_HANDED_RUBBER));
            }
        }
        self.sheet.deals.push(ThreeHandedDealScore {
            number,
            declarer: Some(deal.declarer),
            result: contract.result(deal.tricks),
            entries,
        });
        Ok(self.sheet.deals.last().expect("just pushed"))
    }
}

fn entry(player: usize, kind: EntryKind, points: u32) -> ThreeHandedEntry {
    ThreeHandedEntry {
        player,
        kind,
        line: Line::Above,
        points,
        law: LAW,
    }
}

/// A deal's entries: the code's score of the deal with the declarer at South and the dummy
/// hand at North, the declaring side's entries the declarer's and the adversaries' entries
/// each adversary's in full; then the honors, each player's own.
fn deal_entries(
    code: &'static dyn Code,
    deal: &ThreeHandedResult,
    contract: Contract,
) -> Result<Vec<ThreeHandedEntry>, ScoreError> {
    let declarer = deal.declarer;
    let adversaries = [(declarer + 1) % 3, (declarer + 2) % 3];
    let mut outcome = DealOutcome::played(contract, Seat::South, deal.tricks, Vulnerability::None);
    outcome.penalties.clone_from(&deal.penalties);
    let score = code.score(&outcome)?;
    let mut entries = Vec::new();
    for e in &score.entries {
        let players: &[usize] = match e.side {
            Side::NorthSouth => &[declarer],
            Side::EastWest => &adversaries,
        };
        for &player in players {
            entries.push(ThreeHandedEntry {
                player,
                kind: e.kind,
                line: e.line.unwrap_or(Line::Above),
                points: e.points,
                law: e.law,
            });
        }
    }
    if let (Some(held), Some(value)) = (deal.honors, contract_trick_value(code, contract)) {
        // Declarer South, dummy North, the next player West, the other East.
        let honors = Honors {
            held: [
                held[3],
                held[adversaries[1]],
                held[declarer],
                held[adversaries[0]],
            ],
            void: [false; 4],
        };
        honors.check(contract.denomination)?;
        let seats = [Seat::South, Seat::West, Seat::East];
        let players = [declarer, adversaries[0], adversaries[1]];
        for (seat, points) in
            three_handed_honors(&honors, contract.denomination, value, Seat::South)
        {
            let Some(i) = seats.iter().position(|&s| s == seat) else {
                continue;
            };
            if points > 0 {
                entries.push(ThreeHandedEntry {
                    player: players[i],
                    kind: EntryKind::Honors,
                    line: Line::Above,
                    points,
                    law: LAW,
                });
            }
        }
    }
    Ok(entries)
}

/// The trick value of the contract's denomination: the code's below-the-line points for one
/// odd trick, undoubled; `None` at nullo, which scores no honors.
fn contract_trick_value(code: &'static dyn Code, contract: Contract) -> Option<u32> {
    if contract.denomination.is_nullo() {
        return None;
    }
    let one = Contract::new(
        1,
        contract.denomination,
        crate::contract::Doubling::Undoubled,
    )
    .ok()?;
    let score = code
        .score(&DealOutcome::played(
            one,
            Seat::South,
            7,
            Vulnerability::None,
        ))
        .ok()?;
    Some(score.on_line(Side::NorthSouth, Line::Below))
}

impl fmt::Display for ThreeHandedSheet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = &self.players;
        writeln!(f, "{:<26}{a:>10}{b:>10}{c:>10}", "Three-handed auction")?;
        for deal in &self.deals {
            let by = deal
                .declarer
                .map_or(String::new(), |d| format!(" by {}", self.players[d]));
            writeln!(f, "{}. {}{by}", deal.number, deal.result)?;
            for e in &deal.entries {
                let mut cols = [String::new(), String::new(), String::new()];
                cols[e.player] = e.points.to_string();
                let line = match e.line {
                    Line::Below => "below",
                    Line::Above => "above",
                };
                writeln!(
                    f,
                    "   {:<23}{:>10}{:>10}{:>10}",
                    format!("{} ({line})", e.kind),
                    cols[0],
                    cols[1],
                    cols[2]
                )?;
            }
        }
        let totals = self.totals();
        writeln!(
            f,
            "{:<26}{:>10}{:>10}{:>10}",
            "Totals", totals[0], totals[1], totals[2]
        )?;
        let settle = self.settlement();
        writeln!(
            f,
            "{:<26}{:>+10}{:>+10}{:>+10}",
            "Settlement", settle[0], settle[1], settle[2]
        )
    }
}
