//! The score of a deal as entries: who scores what, on which line, and by which law.

use std::fmt;

use cards::Side;
use serde::Serialize;

/// Where an entry is written on a rubber or auction score sheet. Duplicate scores have no lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Line {
    /// Below the line: trick points that count towards game.
    Below,
    /// Above the line: premiums, honors, undertricks and penalties.
    Above,
}

/// What an entry is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EntryKind {
    /// Trick points for odd tricks (contracted ones in contract bridge; all odd tricks won by a
    /// successful declarer in the auction codes).
    TrickPoints,
    /// Odd tricks beyond the contract (contract bridge).
    Overtricks,
    /// Points to the defenders for each trick by which the contract failed.
    Undertricks,
    /// Duplicate game premium, or a game premium in Chicago.
    Game,
    /// Duplicate partscore premium, or Chicago's partscore on the fourth deal.
    Partscore,
    /// Small (little) slam premium.
    SmallSlam,
    /// Grand slam (in the auction codes "slam") premium.
    GrandSlam,
    /// Premium for making a doubled or redoubled contract (contract bridge's "insult"; the
    /// auction codes' bonus of 50, and 50 for each extra trick).
    DoubledBonus,
    /// Honors held.
    Honors,
    /// Chicane (a hand void of trumps), 1908 and 1912 codes.
    Chicane,
    /// A penalty in points (a revoke in the auction codes, the 1915 code's other penalties).
    Penalty,
    /// Premium for winning the rubber.
    Rubber,
    /// Premiums for a game or a partscore when a rubber is left unfinished.
    UnfinishedRubber,
    /// The Club Appeals Committee's premium for a deal rescored on appeal, in place of the game
    /// or rubber the recorded scores no longer give.
    AppealPremium,
}

/// One entry of a score: `points` to `side`, for `kind`, on `line`, by `law`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoreEntry {
    /// The side credited.
    pub side: Side,
    /// What the points are for.
    pub kind: EntryKind,
    /// The line they are written on, or `None` where the code has no lines (duplicate).
    pub line: Option<Line>,
    /// The points, always positive: a side never scores negative points, its opponents score.
    pub points: u32,
    /// The law that gives them, as `Law 77` or `1912 Law 6`.
    pub law: &'static str,
}

/// The score of one deal: all its entries.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct DealScore {
    /// The entries, in the order a scorer writes them.
    pub entries: Vec<ScoreEntry>,
}

impl DealScore {
    /// Adds an entry; entries of no points are left out.
    pub fn add(
        &mut self,
        side: Side,
        kind: EntryKind,
        line: Option<Line>,
        points: u32,
        law: &'static str,
    ) {
        if points > 0 {
            self.entries.push(ScoreEntry {
                side,
                kind,
                line,
                points,
                law,
            });
        }
    }

    /// Everything a side scored on this deal.
    pub fn total(&self, side: Side) -> u32 {
        self.entries
            .iter()
            .filter(|e| e.side == side)
            .map(|e| e.points)
            .sum()
    }

    /// What a side scored on a line.
    pub fn on_line(&self, side: Side, line: Line) -> u32 {
        self.entries
            .iter()
            .filter(|e| e.side == side && e.line == Some(line))
            .map(|e| e.points)
            .sum()
    }

    /// The side's points less its opponents': the deal's score from that side's point of view
    /// (a duplicate score, for the declaring side).
    pub fn net(&self, side: Side) -> i64 {
        i64::from(self.total(side)) - i64::from(self.total(side.opponents()))
    }
}

impl fmt::Display for EntryKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EntryKind::TrickPoints => "trick points",
            EntryKind::Overtricks => "overtricks",
            EntryKind::Undertricks => "undertricks",
            EntryKind::Game => "game",
            EntryKind::Partscore => "partscore",
            EntryKind::SmallSlam => "small slam",
            EntryKind::GrandSlam => "grand slam",
            EntryKind::DoubledBonus => "making doubled",
            EntryKind::Honors => "honors",
            EntryKind::Chicane => "chicane",
            EntryKind::Penalty => "penalty",
            EntryKind::Rubber => "rubber",
            EntryKind::UnfinishedRubber => "unfinished rubber",
            EntryKind::AppealPremium => "appeal premium",
        })
    }
}
