//! Four-deal bridge (Chicago), as the ACBL Laws of Contract Bridge give it in "Four-Deal
//! Bridge" (seed S003): rubber bridge's values (Rubber Law 81, honors included), but a rubber of
//! four deals bid and played, vulnerability by the deal's number, a game premium on the deal
//! that makes or completes a game, and no rubber or unfinished-rubber premium.
//!
//! [`Chicago`] scores a deal standing alone: the rubber entries, plus the game premium (300 not
//! vulnerable, 500 vulnerable, by the deal's vulnerability) when the contract alone makes game.
//! What depends on the deals before it, partscores carried towards game, the 100 for a partscore
//! on the fourth deal, and the vulnerability of each deal, is the [`ChicagoScorepad`]'s.

use std::fmt;

use cards::{Seat, Side, Vulnerability};
use serde::Serialize;

use crate::code::{CodeId, RubberRules};
use crate::codes::contract::ContractPoints;
use crate::codes::contract::rubber::rubber_entries;
use crate::codes::modern_play::ModernPlay;
use crate::contract::Denomination;
use crate::error::ScoreError;
use crate::flow::AuctionFlow;
use crate::outcome::DealOutcome;
use crate::score::{DealScore, EntryKind, Line};
use crate::scorepad::{Game, ScoredDeal, Totals, we_they, write_sheet};
use crate::table::Code;
use crate::table::{CallLaws, PlayLaws};

/// The Four-Deal Bridge rules of the Laws of Contract Bridge, cited on the premiums they give.
const FOUR_DEAL: &str = "Four-Deal Bridge";

/// Trick points that make a game (Rubber Law 73, kept by Four-Deal Bridge).
const GAME: u32 = 100;

/// Deals bid and played in one four-deal rubber.
const DEALS: usize = 4;

/// Four-deal (Chicago) bridge.
#[derive(Clone, Copy, Debug, Default)]
pub struct Chicago;

impl Code for Chicago {
    fn id(&self) -> CodeId {
        CodeId::Chicago
    }
    fn denominations(&self) -> &'static [Denomination] {
        &Denomination::CONTRACT
    }
    /// A deal standing alone, with no partscore carried and not known to be the fourth deal.
    fn score(&self, outcome: &DealOutcome) -> Result<DealScore, ScoreError> {
        score_deal(outcome, 0, None)
    }
    /// Four-deal bridge has no rubbers of games: its rubber is four deals (the
    /// [`ChicagoScorepad`]).
    fn rubber_rules(&self) -> Option<RubberRules> {
        None
    }
    /// The draw of rubber bridge (Four-Deal Bridge follows the Laws of Contract Bridge and
    /// the Rules for Club Procedure).
    fn cut_rules(&self) -> Option<crate::cut::CutRules> {
        Some(crate::cut::CONTRACT)
    }
    fn auction_flow(&self) -> AuctionFlow {
        AuctionFlow::CONTRACT_RUBBER
    }
    /// The Laws of Contract Bridge keep the pre-2017 structure of auction rectifications,
    /// which the 2007 duplicate texts share (checklist R-AU); the Club Laws' Arbiter adds the
    /// power to reserve an adjusted score.
    fn call_laws(&self) -> &'static dyn CallLaws {
        &crate::codes::contract::rubber::CLUB_LAWS
    }
    /// The Laws of Contract Bridge on the play, with the Club Laws on claims and Law 64.
    fn dealing_laws(&self) -> &'static crate::table::DealingLaws {
        &super::dealing::CONTRACT_DEALING
    }
    fn play_laws(&self) -> &'static dyn PlayLaws {
        &ModernPlay::CLUB
    }
    /// Club Law 16: the Arbiter, called, requires the auction or play to continue and
    /// reserves the right to adjust.
    fn information_laws(&self) -> crate::table::InformationLaws {
        crate::table::InformationLaws::Remedy(&super::club_laws::CLUB_LAW_16)
    }
    /// The Arbiter of the Club Laws (Club Law 14).
    fn adjustment_laws(&self) -> Option<&'static crate::adjusted::AdjustmentLaws> {
        Some(&crate::codes::contract::rubber::CLUB_ADJUSTMENTS)
    }
}

/// A deal's entries when the declaring side carries `carried` trick points towards game and
/// the deal is deal `number` of the rubber (if known).
fn score_deal(
    outcome: &DealOutcome,
    carried: u32,
    number: Option<usize>,
) -> Result<DealScore, ScoreError> {
    let deal = rubber_entries(&Chicago, outcome)?;
    let mut score = deal.score;
    if let Some(points) = deal.points {
        add_premiums(&mut score, outcome, points, carried, number);
    }
    Ok(score)
}

/// Four-Deal Bridge premiums: making or completing a game (100 or more trick points, partscores
/// added up) scores 300 if the side is not vulnerable on that deal, 500 if it is; a partscore
/// made on the fourth deal that does not complete a game scores 100, whatever partscores either
/// side has; no other partscore premium.
fn add_premiums(
    score: &mut DealScore,
    outcome: &DealOutcome,
    points: ContractPoints,
    carried: u32,
    number: Option<usize>,
) {
    if !points.made {
        return;
    }
    let side = outcome.declaring_side();
    let above = Some(Line::Above);
    if carried + points.below >= GAME {
        let premium = if outcome.declarer_vulnerable() {
            500
        } else {
            300
        };
        score.add(side, EntryKind::Game, above, premium, FOUR_DEAL);
    } else if number == Some(DEALS) {
        score.add(side, EntryKind::Partscore, above, 100, FOUR_DEAL);
    }
}

/// The vulnerability of deal `number` (1 to 4) dealt by `dealer`: first deal neither side,
/// second and third the dealer's side only, fourth both sides (Four-Deal Bridge).
pub fn deal_vulnerability(number: usize, dealer: Seat) -> Vulnerability {
    match number {
        1 => Vulnerability::None,
        DEALS => Vulnerability::Both,
        _ => {
            let ns = dealer.side() == Side::NorthSouth;
            Vulnerability::from_sides(ns, !ns)
        }
    }
}

/// The net score translated into hundreds, a fraction of 50 or more counting as 100 (Four-Deal
/// Bridge, optional practice ii): 750 -> 800, 740 -> 700. A negative net is the other side's
/// win rounded the same way: -750 -> -800.
pub fn round_to_hundreds(net: i64) -> i64 {
    net.signum() * ((net.abs() + 50) / 100 * 100)
}

/// Who deals and who is vulnerable on a deal of a four-deal rubber.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ChicagoDeal {
    /// Which of the four deals, 1 to 4.
    pub number: usize,
    /// The player who should deal it: the first dealer, then clockwise. A deal out of turn
    /// changes neither the rotation nor the scoring.
    pub dealer: Seat,
    /// Its vulnerability.
    pub vulnerability: Vulnerability,
}

impl ChicagoDeal {
    fn new(number: usize, first_dealer: Seat) -> ChicagoDeal {
        let dealer = first_dealer.clockwise(number - 1);
        ChicagoDeal {
            number,
            dealer,
            vulnerability: deal_vulnerability(number, dealer),
        }
    }
}

/// A four-deal (Chicago) scorepad for one rubber of four deals.
#[derive(Clone, Debug)]
pub struct ChicagoScorepad {
    sheet: ChicagoSheet,
}

impl ChicagoScorepad {
    /// An empty pad; `first_dealer` deals the first deal. Honors are scored.
    pub fn new(first_dealer: Seat) -> ChicagoScorepad {
        ChicagoScorepad {
            sheet: ChicagoSheet {
                first_dealer,
                honors: true,
                games: vec![Game::default()],
            },
        }
    }

    /// Each side's partscore in the game in play, by [`Side::index`] (partscores carry over
    /// from deal to deal until a game is made). Once four deals are played the rubber is
    /// over and no partscore carries into the next: both are 0.
    pub fn partscores(&self) -> [u32; 2] {
        if self.sheet.is_complete() {
            [0, 0]
        } else {
            self.carried()
        }
    }

    /// The trick points each side has below the line in the last game on the sheet, by
    /// [`Side::index`], whether or not four deals have been played.
    fn carried(&self) -> [u32; 2] {
        self.sheet.games.last().map_or([0, 0], Game::partscores)
    }

    /// The same pad for a game that has agreed not to score honors (as many clubs do): honors
    /// stated on a deal are then left out.
    pub fn without_honors(first_dealer: Seat) -> ChicagoScorepad {
        let mut pad = ChicagoScorepad::new(first_dealer);
        pad.sheet.honors = false;
        pad
    }

    /// The next deal to be bid and played, or an error once four have been.
    pub fn next_deal(&self) -> Result<ChicagoDeal, ScoreError> {
        let number = self.sheet.deals_played() + 1;
        if number > DEALS {
            return Err(ScoreError::ChicagoComplete { deal: number });
        }
        Ok(ChicagoDeal::new(number, self.sheet.first_dealer))
    }

    /// Scores a deal with the vulnerability of its number (the deal's own is ignored: the
    /// numbered diagram is conclusive, and a wrong one is corrected) and writes it on the pad.
    /// A deal passed out is written but does not count: the same dealer deals again.
    pub fn record(&mut self, outcome: &DealOutcome) -> Result<ScoredDeal, ScoreError> {
        let next = self.next_deal()?;
        let outcome = DealOutcome {
            vulnerability: next.vulnerability,
            honors: outcome.honors.filter(|_| self.sheet.honors),
            ..outcome.clone()
        };
        let carried = self.partscores()[outcome.declaring_side().index()];
        let score = score_deal(&outcome, carried, Some(next.number))?;
        let deal = ScoredDeal::new(next.number, &outcome, score);
        let won = self
            .sheet
            .games
            .last_mut()
            .and_then(|game| game.push(deal.clone(), GAME));
        if won.is_some() {
            // After a game, no earlier partscore of either side counts towards game.
            self.sheet.games.push(Game::default());
        }
        Ok(deal)
    }

    /// A deal played after the fourth (Four-Deal Bridge): a fifth deal is void if attention
    /// is drawn to it before there has been a new cut for partners (or the game has ended),
    /// and otherwise "the score stands as recorded", written as deal 5 at the vulnerability it
    /// was played at; a sixth or later deal is void always, and no score for it is ever
    /// permissible. A deal passed out is no deal bid and played, and is void too.
    pub fn record_extra(
        &mut self,
        outcome: &DealOutcome,
        noticed: Noticed,
    ) -> Result<ExtraDeal, ScoreError> {
        let number = self.sheet.deals_played() + 1;
        if number <= DEALS {
            return self.record(outcome).map(ExtraDeal::Stands);
        }
        if number > DEALS + 1 || noticed == Noticed::BeforeNewCut || outcome.contract.is_none() {
            return Ok(ExtraDeal::Void { deal: number });
        }
        // A fifth deal that stands was played on from the fourth: the partscores it found count.
        let carried = self.carried()[outcome.declaring_side().index()];
        let score = score_deal(outcome, carried, None)?;
        let deal = ScoredDeal::new(number, outcome, score);
        if let Some(game) = self.sheet.games.last_mut() {
            game.push(deal.clone(), GAME);
        }
        Ok(ExtraDeal::Stands(deal))
    }

    /// The sheet as it stands. Fewer than four deals: the score stands for the incomplete
    /// series.
    pub fn sheet(&self) -> &ChicagoSheet {
        &self.sheet
    }
}

/// When attention was drawn to a deal played after the fourth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Noticed {
    /// Before a new cut for partners, and before the game ended.
    BeforeNewCut,
    /// Too late for correction: after the new cut, or once the game had ended.
    AfterNewCut,
}

/// What became of a deal played after the fourth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExtraDeal {
    /// Void: not scored (a fifth deal noticed in time, a sixth or later deal).
    Void {
        /// The number the deal would have had.
        deal: usize,
    },
    /// The score stands as recorded.
    Stands(ScoredDeal),
}

/// A four-deal (Chicago) score sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChicagoSheet {
    /// Who dealt the first deal.
    pub first_dealer: Seat,
    /// Whether honors are scored.
    pub honors: bool,
    /// The games, in order, the last one being played (deals passed out included, scoring
    /// nothing).
    pub games: Vec<Game>,
}

impl ChicagoSheet {
    /// The deals on the sheet, in order, passed-out ones included.
    pub fn deals(&self) -> impl Iterator<Item = &ScoredDeal> {
        self.games.iter().flat_map(|g| g.deals.iter())
    }

    /// How many deals have been bid and played (passed-out ones do not count).
    pub fn deals_played(&self) -> usize {
        self.deals().filter(|d| !d.passed_out).count()
    }

    /// Whether all four deals have been bid and played.
    pub fn is_complete(&self) -> bool {
        self.deals_played() >= DEALS
    }

    /// Everything a side scored.
    pub fn total(&self, side: Side) -> u32 {
        self.games.iter().map(|g| g.total(side)).sum()
    }

    /// A side's total less its opponents'.
    pub fn net(&self, side: Side) -> i64 {
        i64::from(self.total(side)) - i64::from(self.total(side.opponents()))
    }

    /// The net in hundreds, as clubs that translate it settle it ([`round_to_hundreds`]).
    pub fn rounded_net(&self, side: Side) -> i64 {
        round_to_hundreds(self.net(side))
    }
}

/// The sheet in JSON: the deals' numbering, the games, the totals, the net and its rounding.
impl Serialize for ChicagoSheet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct View<'a> {
            first_dealer: Seat,
            honors: bool,
            schedule: Vec<ChicagoDeal>,
            deals_played: usize,
            complete: bool,
            games: &'a [Game],
            totals: Totals,
            rounded_net_north_south: i64,
        }
        View {
            first_dealer: self.first_dealer,
            honors: self.honors,
            schedule: schedule(self.first_dealer).collect(),
            deals_played: self.deals_played(),
            complete: self.is_complete(),
            games: &self.games,
            totals: Totals::new(|side| self.total(side)),
            rounded_net_north_south: self.rounded_net(Side::NorthSouth),
        }
        .serialize(s)
    }
}

fn schedule(first_dealer: Seat) -> impl Iterator<Item = ChicagoDeal> {
    (1..=DEALS).map(move |n| ChicagoDeal::new(n, first_dealer))
}

fn vulnerability_words(vulnerability: Vulnerability) -> &'static str {
    match vulnerability {
        Vulnerability::None => "neither side vulnerable",
        Vulnerability::NorthSouth => "N-S vulnerable",
        Vulnerability::EastWest => "E-W vulnerable",
        Vulnerability::Both => "both sides vulnerable",
    }
}

/// The sheet a person reads: the numbered deals (the vulnerability diagram), the entries above
/// and below the line, the totals, the net and the net in hundreds.
impl fmt::Display for ChicagoSheet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Four-deal bridge (Chicago), We = N-S, They = E-W")?;
        for deal in schedule(self.first_dealer) {
            let mark = if deal.number <= self.deals_played() {
                " (played)"
            } else {
                ""
            };
            writeln!(
                f,
                "  deal {}: {} deals, {}{mark}",
                deal.number,
                deal.dealer,
                vulnerability_words(deal.vulnerability)
            )?;
        }
        let passed_out = self.deals().filter(|d| d.passed_out).count();
        if passed_out > 0 {
            writeln!(
                f,
                "  ({passed_out} deal(s) passed out and redealt, not counted)"
            )?;
        }
        if !self.honors {
            writeln!(f, "  (honors not scored)")?;
        }
        let above = self.deals().flat_map(|d| {
            d.score
                .entries
                .iter()
                .filter(|e| e.line == Some(Line::Above))
                .map(move |e| (Some(d.number), e))
        });
        write_sheet(f, above, &self.games, |side| self.total(side))?;
        let net = self.net(Side::NorthSouth);
        let leader = if net < 0 {
            Side::EastWest
        } else {
            Side::NorthSouth
        };
        writeln!(
            f,
            "Deals played: {} of {DEALS}; net {} {:+}, in hundreds {:+}",
            self.deals_played(),
            we_they(leader),
            self.net(leader),
            self.rounded_net(leader)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vulnerability_follows_the_deal_number_and_dealer() {
        let rows: Vec<_> = schedule(Seat::North)
            .map(|d| (d.dealer, d.vulnerability))
            .collect();
        assert_eq!(
            rows,
            [
                (Seat::North, Vulnerability::None),
                (Seat::East, Vulnerability::EastWest),
                (Seat::South, Vulnerability::NorthSouth),
                (Seat::West, Vulnerability::Both),
            ]
        );
        // A first dealer of West: deal 2 is North's (N-S vulnerable), deal 3 East's.
        assert_eq!(
            ChicagoDeal::new(2, Seat::West).vulnerability,
            Vulnerability::NorthSouth
        );
        assert_eq!(
            ChicagoDeal::new(3, Seat::West).vulnerability,
            Vulnerability::EastWest
        );
    }
}
