//! The codes of laws by name ([`CodeId`], the edge: the command line and files), and how a
//! code's rubbers run ([`RubberRules`]). The codes themselves are types implementing
//! [`Code`](crate::Code), in [`crate::codes`].

use std::fmt;
use std::str::FromStr;

/// How a code's rubbers run: what makes a game, what a rubber is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RubberRules {
    /// Trick points below the line that win a game (100 in contract bridge, 30 in the auction
    /// codes).
    pub game: u32,
    /// Premium for winning the rubber two games to none.
    pub rubber_two_nil: u32,
    /// Premium for winning the rubber two games to one.
    pub rubber_two_one: u32,
    /// Premium for a side that has won one game when a rubber is left unfinished, if the code
    /// gives one.
    pub unfinished_game: Option<u32>,
    /// Premium for a side with a partscore in the unfinished game, if the code gives one.
    pub unfinished_partscore: Option<u32>,
    /// Whether a side that has won a game is vulnerable (contract bridge).
    pub vulnerable_after_game: bool,
    /// The law that gives these values.
    pub law: &'static str,
    /// The premiums an appeals committee's rescoring of a deal carries, if the code has such a
    /// committee (the Club Laws' Club Appeals Committee).
    pub appeals: Option<AppealPremiums>,
    /// How long a proven error on the pad may be corrected, where the code says (1912 Laws
    /// 12-13).
    pub corrections: Option<ScoreCorrections>,
}

/// The 1912 code's corrections of the score: a proven error in the honor score may be
/// corrected until the score of the rubber has been made up and agreed (Law 12); one in the
/// trick score until the game in which it occurred is concluded, which it is not until a
/// declaration has been made in the following game (Law 13).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreCorrections {
    /// The law on the honor score (above the line).
    pub honors: &'static str,
    /// The law on the trick score (below the line).
    pub tricks: &'static str,
}

/// The Club Laws' Club Appeals Committee: when the committee overrules the Arbiter, only that
/// deal is rescored and later scores stand as recorded; these premiums make up for the games
/// and rubbers the recorded scores can no longer give (checklist R-AP).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AppealPremiums {
    /// (a) A contract now made that is a partscore not bringing declarer's side's score below
    /// the line to game: 100.
    pub partscore: u32,
    /// (a) Any other contract now made, declarer's side not vulnerable: 300.
    pub game_not_vulnerable: u32,
    /// (a) ... declarer's side vulnerable and the defenders not: 400.
    pub game_vulnerable: u32,
    /// (a) ... both sides vulnerable: 500.
    pub game_both_vulnerable: u32,
    /// (b) A contract now defeated that originally made a game: the defenders, if they alone
    /// had a partscore in that game: 100.
    pub defenders_partscore: u32,
    /// (b) ... and if declarer's side originally won the rubber two games to none: 500.
    pub two_of_two: u32,
    /// (b) ... or if the defenders originally won two of three games: 200.
    pub two_of_three: u32,
    /// The law that gives them.
    pub law: &'static str,
}

/// The codes, by the names the command line and transcripts use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeId {
    /// Laws of Duplicate Bridge 2017.
    Duplicate2017,
    /// Laws of Duplicate Bridge 2007 (scoring as 2017).
    Duplicate2007,
    /// Contract rubber bridge (ACBL Laws of Contract Bridge with the Club Laws).
    Rubber,
    /// Four-deal (Chicago) bridge.
    Chicago,
    /// Auction Bridge, Portland & Bath Clubs code of 1908.
    Auction1908,
    /// Auction Bridge, Whist Club of New York code of 1912.
    Auction1912,
    /// Auction Bridge, Whist Club code of 1915 as the Boston 1916 manual gives it.
    Auction1915,
    /// The 1915 code played with nullos, the variation the Boston 1916 manual describes
    /// ("Nullo"): a declaration of its own between spades and no trump.
    Auction1915Nullo,
}

impl CodeId {
    /// Every code.
    pub const ALL: [CodeId; 8] = [
        CodeId::Duplicate2017,
        CodeId::Duplicate2007,
        CodeId::Rubber,
        CodeId::Chicago,
        CodeId::Auction1908,
        CodeId::Auction1912,
        CodeId::Auction1915,
        CodeId::Auction1915Nullo,
    ];

    /// The codes the Boston 1916 manual's three-handed and progressive games are played
    /// under: its 1915 code, with or without nullos.
    pub const MANUAL_1916: [CodeId; 2] = [CodeId::Auction1915, CodeId::Auction1915Nullo];

    /// Whether the code plays duplicate boards, each scored by itself (the 2017 and 2007
    /// Laws), rather than rubbers or Chicagos on a scorepad.
    pub const fn is_duplicate(self) -> bool {
        matches!(self, CodeId::Duplicate2017 | CodeId::Duplicate2007)
    }

    /// The name used on the command line and in transcripts.
    pub const fn name(self) -> &'static str {
        match self {
            CodeId::Duplicate2017 => "duplicate2017",
            CodeId::Duplicate2007 => "duplicate2007",
            CodeId::Rubber => "rubber",
            CodeId::Chicago => "chicago",
            CodeId::Auction1908 => "auction1908",
            CodeId::Auction1912 => "auction1912",
            CodeId::Auction1915 => "auction1915",
            CodeId::Auction1915Nullo => "auction1915-nullo",
        }
    }
}

impl fmt::Display for CodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

// A code is written by its name (`"duplicate2017"`).
cards::serde_via_str!(CodeId);

/// Reads a code's name; `duplicate` alone means the 2017 Laws.
impl FromStr for CodeId {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        if lower == "duplicate" {
            return Ok(CodeId::Duplicate2017);
        }
        CodeId::ALL
            .into_iter()
            .find(|id| id.name() == lower)
            .ok_or_else(|| {
                let names: Vec<&str> = CodeId::ALL.iter().map(|id| id.name()).collect();
                format!(
                    "unknown code '{s}': the codes are duplicate, {}",
                    names.join(", ")
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Three non-bids and seven levels of each declaration: 38 calls in contract bridge, 45 in
    /// the 1912 code with its royal spades.
    #[test]
    fn every_call_of_a_code() {
        let contract = CodeId::Duplicate2017.code().calls();
        assert_eq!(contract.len(), 38);
        assert_eq!(contract[3].to_string(), "1C");
        assert_eq!(contract.last().map(|c| c.to_string()), Some("7NT".into()));
        let royal = CodeId::Auction1912.code().calls();
        assert_eq!(royal.len(), 45);
        assert!(royal.iter().any(|c| c.to_string() == "3RS"));
        let nullo = CodeId::Auction1915Nullo.code().calls();
        assert_eq!(nullo.len(), 45);
        assert_eq!(nullo[7].to_string(), "1NU"); // after 1C 1D 1H 1S, before 1NT
        assert_eq!("auction1915-nullo".parse(), Ok(CodeId::Auction1915Nullo));
    }
}
