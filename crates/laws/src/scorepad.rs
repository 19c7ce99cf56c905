//! The rubber scorepad: deals folded into games and rubbers, for any code scored in rubbers
//! (contract rubber bridge, and the auction codes with their own [`RubberRules`]).
//!
//! Contract bridge (Rubber Laws 73, 74 and 80 of the ACBL Laws of Contract Bridge): trick points
//! below the line count towards game; the first side to reach the game total (partscores add
//! up) wins the game, and then no partscore of either side counts towards the next game. The
//! first side to win two games wins the rubber and its premium (two games to none, or two to
//! one), and a new rubber begins. A pad closed in the middle of a rubber credits the premiums
//! of an unfinished rubber. Where the rules say so, a side that has won a game is vulnerable:
//! the pad, not the deal, sets the vulnerability.

use std::fmt;

use cards::{Seat, Side, Vulnerability};
use serde::Serialize;

use crate::code::RubberRules;
use crate::error::ScoreError;
use crate::outcome::DealOutcome;
use crate::score::{DealScore, EntryKind, Line, ScoreEntry};
use crate::table::Code;

/// A deal as a scorepad wrote it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoredDeal {
    /// The deal's number: its place on a rubber pad; in Chicago, which of the four deals it is
    /// (a deal passed out has the number of the deal redealt after it).
    pub number: usize,
    /// Whether all four players passed.
    pub passed_out: bool,
    /// The declarer (of no meaning for a deal passed out).
    pub declarer: Seat,
    /// The result as people write it, `4S+1`, `3NTX-2`, or `passed out`.
    pub result: String,
    /// The vulnerability the pad gave the deal.
    pub vulnerability: Vulnerability,
    /// The entries the deal scored.
    pub score: DealScore,
}

impl ScoredDeal {
    /// The deal `outcome` (with the vulnerability the pad gave it) as it scored.
    pub(crate) fn new(number: usize, outcome: &DealOutcome, score: DealScore) -> ScoredDeal {
        let result = match outcome.contract {
            Some(contract) => contract.result(outcome.tricks),
            None => "passed out".to_string(),
        };
        ScoredDeal {
            number,
            passed_out: outcome.contract.is_none(),
            declarer: outcome.declarer,
            result,
            vulnerability: outcome.vulnerability,
            score,
        }
    }
}

/// One game: the deals scored below one line, and who won it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Game {
    /// The deals, in order.
    pub deals: Vec<ScoredDeal>,
    /// The side that won the game, or `None` while it is being played.
    pub winner: Option<Side>,
}

impl Game {
    /// A side's trick points below the line in this game.
    pub fn below(&self, side: Side) -> u32 {
        self.deals
            .iter()
            .map(|d| d.score.on_line(side, Line::Below))
            .sum()
    }

    /// Each side's trick points below the line while this game is being played, by
    /// [`Side::index`] (both 0 once it is won): what a side's partscore counts towards game.
    pub fn partscores(&self) -> [u32; 2] {
        match self.winner {
            Some(_) => [0, 0],
            None => Side::ALL.map(|side| self.below(side)),
        }
    }

    /// Writes a deal in this game; returns the side that has thereby reached `game` trick
    /// points, partscores added up (Rubber Law 73), and so won the game.
    pub(crate) fn push(&mut self, deal: ScoredDeal, game: u32) -> Option<Side> {
        self.deals.push(deal);
        self.winner = Side::ALL
            .into_iter()
            .filter(|&side| self.below(side) >= game)
            .max_by_key(|&side| self.below(side));
        self.winner
    }

    /// Everything a side scored in this game, above and below the line.
    pub fn total(&self, side: Side) -> u32 {
        self.deals.iter().map(|d| d.score.total(side)).sum()
    }
}

/// Where a rubber stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "state", content = "winner")]
pub enum RubberState {
    /// Still being played.
    InPlay,
    /// Won by a side with two games.
    Won(Side),
    /// Left unfinished when the pad was closed.
    Unfinished,
}

/// One rubber: its games, the premiums at its end, and where it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rubber {
    /// The games, in order; while the rubber is in play the last one is being played.
    pub games: Vec<Game>,
    /// The rubber premium, or the premiums of an unfinished rubber.
    pub premiums: Vec<ScoreEntry>,
    /// Where the rubber stands.
    #[serde(flatten)]
    pub state: RubberState,
}

impl Rubber {
    fn new() -> Rubber {
        Rubber {
            games: vec![Game::default()],
            premiums: Vec::new(),
            state: RubberState::InPlay,
        }
    }

    /// The games a side has won in this rubber.
    pub fn games_won(&self, side: Side) -> usize {
        self.games.iter().filter(|g| g.winner == Some(side)).count()
    }

    /// Everything a side scored in this rubber, premiums included.
    pub fn total(&self, side: Side) -> u32 {
        let games: u32 = self.games.iter().map(|g| g.total(side)).sum();
        let premiums: u32 = self
            .premiums
            .iter()
            .filter(|e| e.side == side)
            .map(|e| e.points)
            .sum();
        games + premiums
    }

    fn deals(&self) -> impl Iterator<Item = &ScoredDeal> {
        self.games.iter().flat_map(|g| g.deals.iter())
    }
}

/// A rubber scorepad for any code with [`RubberRules`].
#[derive(Clone)]
pub struct RubberScorepad {
    code: &'static dyn Code,
    rules: RubberRules,
    sheet: RubberSheet,
}

impl fmt::Debug for RubberScorepad {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RubberScorepad")
            .field("code", &self.code.id())
            .field("sheet", &self.sheet)
            .finish()
    }
}

impl RubberScorepad {
    /// An empty pad for `code`; an error if the code is not scored in rubbers (duplicate).
    pub fn new(code: &'static dyn Code) -> Result<RubberScorepad, ScoreError> {
        let name = code.id().name();
        let rules = code
            .rubber_rules()
            .ok_or(ScoreError::NotScoredInRubbers { code: name })?;
        Ok(RubberScorepad {
            code,
            rules,
            sheet: RubberSheet {
                code: name,
                rubbers: Vec::new(),
                closed: false,
            },
        })
    }

    /// The vulnerability of the next deal: in contract bridge a side that has won a game in the
    /// rubber is vulnerable (Definitions, "Vulnerable"); codes without vulnerability: none.
    pub fn vulnerability(&self) -> Vulnerability {
        match self.rubber_in_play() {
            Some(rubber) if self.rules.vulnerable_after_game => Vulnerability::from_sides(
                rubber.games_won(Side::NorthSouth) > 0,
                rubber.games_won(Side::EastWest) > 0,
            ),
            _ => Vulnerability::None,
        }
    }

    /// Scores a deal and writes it on the pad. The deal's own vulnerability is ignored: the pad
    /// sets it from the games won. Returns the deal as written.
    pub fn record(&mut self, outcome: &DealOutcome) -> Result<ScoredDeal, ScoreError> {
        let outcome = DealOutcome {
            vulnerability: self.vulnerability(),
            ..outcome.clone()
        };
        let score = self.code.score(&outcome)?;
        let number = self
            .sheet
            .rubbers
            .iter()
            .map(|r| r.deals().count())
            .sum::<usize>()
            + 1;
        let deal = ScoredDeal::new(number, &outcome, score);
        if self.rubber_in_play().is_none() {
            self.sheet.rubbers.push(Rubber::new());
        }
        let rules = self.rules;
        if let Some(rubber) = self.sheet.rubbers.last_mut() {
            fold_deal(rubber, deal.clone(), &rules);
        }
        Ok(deal)
    }

    /// The sheet as it stands, without the premiums of an unfinished rubber.
    pub fn sheet(&self) -> &RubberSheet {
        &self.sheet
    }

    /// Closes the pad: a rubber still in play gets the premiums of an unfinished rubber
    /// (Rubber Law 80). Returns the final sheet.
    pub fn close(mut self) -> RubberSheet {
        let rules = self.rules;
        if let Some(rubber) = self
            .sheet
            .rubbers
            .last_mut()
            .filter(|r| r.state == RubberState::InPlay)
        {
            rubber.premiums = unfinished_premiums(rubber, &rules);
            rubber.state = RubberState::Unfinished;
        }
        self.sheet.closed = true;
        self.sheet
    }

    /// Where deal `number` is on the pad: its rubber, game and place in the game.
    fn locate(&self, number: usize) -> Result<(usize, usize, usize), ScoreError> {
        let deals = self.sheet.rubbers.iter().map(|r| r.deals().count()).sum();
        self.sheet
            .rubbers
            .iter()
            .enumerate()
            .flat_map(|(r, rubber)| {
                rubber.games.iter().enumerate().flat_map(move |(g, game)| {
                    game.deals
                        .iter()
                        .enumerate()
                        .map(move |(d, deal)| (r, g, d, deal.number))
                })
            })
            .find(|&(.., n)| n == number)
            .map(|(r, g, d, _)| (r, g, d))
            .ok_or(ScoreError::NoSuchDeal {
                deal: number,
                deals,
            })
    }

    /// A proven error on the pad corrected (1912 Laws 12-13): deal `number` is written again
    /// as `outcome` (at the vulnerability the pad gave it). An error in the honor score may be
    /// corrected until the rubber's score is made up (while the rubber is in play); one in the
    /// trick score only until its game is concluded, which it is not until a declaration has
    /// been made in the following game (no deal written after the game). A correction that
    /// would change who won the game is refused: the deals after it were played on another
    /// score. Returns the deal as now written.
    pub fn correct(
        &mut self,
        number: usize,
        outcome: &DealOutcome,
    ) -> Result<ScoredDeal, ScoreError> {
        let code = self.code.id().name();
        let laws = self
            .rules
            .corrections
            .ok_or(ScoreError::NoCorrections { code })?;
        let (r, g, d) = self.locate(number)?;
        let rubber = &self.sheet.rubbers[r];
        let old = &rubber.games[g].deals[d];
        let outcome = DealOutcome {
            vulnerability: old.vulnerability,
            ..outcome.clone()
        };
        let score = self.code.score(&outcome)?;
        let below = |score: &DealScore, side: Side| score.on_line(side, Line::Below);
        let tricks_changed = Side::ALL
            .into_iter()
            .any(|side| below(&score, side) != below(&old.score, side));
        let rubber_open = rubber.state == RubberState::InPlay && !self.sheet.closed;
        let law = if tricks_changed {
            laws.tricks
        } else {
            laws.honors
        };
        if !rubber_open {
            return Err(ScoreError::TooLateToCorrect {
                law,
                why: "the score of the rubber has been made up".to_string(),
            });
        }
        if tricks_changed {
            if rubber.games[g + 1..]
                .iter()
                .any(|game| !game.deals.is_empty())
            {
                return Err(ScoreError::TooLateToCorrect {
                    law,
                    why: format!(
                        "a declaration has been made in the game after deal {number}'s: that game is concluded"
                    ),
                });
            }
            let game = &rubber.games[g];
            let mut deals = game.deals.clone();
            deals[d].score = score.clone();
            let total =
                |side: Side| -> u32 { deals.iter().map(|deal| below(&deal.score, side)).sum() };
            let winner = Side::ALL
                .into_iter()
                .find(|&side| total(side) >= self.rules.game);
            if winner != game.winner {
                return Err(ScoreError::CorrectionChangesGame { law, deal: number });
            }
        }
        let deal = ScoredDeal::new(number, &outcome, score);
        self.sheet.rubbers[r].games[g].deals[d] = deal.clone();
        Ok(deal)
    }

    /// The Club Appeals Committee overrules the Arbiter: deal `number` is rescored as
    /// `outcome` (with the vulnerability the pad gave it) and only that deal's score changes;
    /// later scores, games won and rubber premiums stand as recorded. If the decision makes a
    /// contract recorded as defeated, or defeats one recorded as made, the premiums of
    /// [`AppealPremiums`](crate::AppealPremiums) are added to the deal (checklist R-AP).
    /// Returns the deal as now written.
    pub fn rescore_on_appeal(
        &mut self,
        number: usize,
        outcome: &DealOutcome,
    ) -> Result<ScoredDeal, ScoreError> {
        let code = self.code.id().name();
        let appeals = self.rules.appeals.ok_or(ScoreError::NoAppeals { code })?;
        let (r, g, d) = self.locate(number)?;
        let rubber = &self.sheet.rubbers[r];
        let game = &rubber.games[g];
        let old = &game.deals[d];
        let outcome = DealOutcome {
            vulnerability: old.vulnerability,
            ..outcome.clone()
        };
        let mut score = self.code.score(&outcome)?;
        let declarer = outcome.declarer.side();
        let defenders = declarer.opponents();
        let below_before = |side: Side| -> u32 {
            game.deals[..d]
                .iter()
                .map(|deal| deal.score.on_line(side, Line::Below))
                .sum()
        };
        let premium = |score: &mut DealScore, side: Side, points: u32| {
            score.add(
                side,
                EntryKind::AppealPremium,
                Some(Line::Above),
                points,
                appeals.law,
            );
        };
        match (made(&old.score), made(&score)) {
            // (a) A contract now fulfilled.
            (Some(false), Some(true)) => {
                let partscore =
                    below_before(declarer) + score.on_line(declarer, Line::Below) < self.rules.game;
                let vulnerable = |side| old.vulnerability.is_vulnerable(side);
                let points = match (partscore, vulnerable(declarer), vulnerable(defenders)) {
                    (true, _, _) => appeals.partscore,
                    (false, false, _) => appeals.game_not_vulnerable,
                    (false, true, false) => appeals.game_vulnerable,
                    (false, true, true) => appeals.game_both_vulnerable,
                };
                premium(&mut score, declarer, points);
            }
            // (b) A contract now defeated, when the original scoring resulted in a game: the
            // deal was the last of a game its declarer won.
            (Some(true), Some(false))
                if game.winner == Some(declarer) && d + 1 == game.deals.len() =>
            {
                if below_before(defenders) > 0 && below_before(declarer) == 0 {
                    premium(&mut score, defenders, appeals.defenders_partscore);
                }
                // Q-14, read literally: 500 if declarer's side won the rubber two games to
                // none, 200 if the defenders won it two games to one.
                let (won_by_declarer, won_by_defenders) =
                    (rubber.games_won(declarer), rubber.games_won(defenders));
                match rubber.state {
                    RubberState::Won(side) if side == declarer && won_by_defenders == 0 => {
                        premium(&mut score, defenders, appeals.two_of_two);
                    }
                    RubberState::Won(side) if side == defenders && won_by_declarer == 1 => {
                        premium(&mut score, defenders, appeals.two_of_three);
                    }
                    _ => {}
                }
            }
            _ => {}
        }
        let deal = ScoredDeal::new(number, &outcome, score);
        self.sheet.rubbers[r].games[g].deals[d] = deal.clone();
        Ok(deal)
    }

    /// Each side's partscore in the game in play, by [`Side::index`] (both 0 before the first
    /// deal of a rubber and once a game is won).
    pub fn partscores(&self) -> [u32; 2] {
        self.rubber_in_play()
            .and_then(|rubber| rubber.games.last())
            .map_or([0, 0], Game::partscores)
    }

    fn rubber_in_play(&self) -> Option<&Rubber> {
        self.sheet
            .rubbers
            .last()
            .filter(|r| r.state == RubberState::InPlay)
    }
}

/// Whether a deal's contract was made (`Some(true)`: trick points), defeated (`Some(false)`:
/// undertricks) or neither (passed out).
fn made(score: &DealScore) -> Option<bool> {
    let has = |kind| score.entries.iter().any(|e| e.kind == kind);
    if has(EntryKind::TrickPoints) {
        Some(true)
    } else if has(EntryKind::Undertricks) {
        Some(false)
    } else {
        None
    }
}

/// Writes a deal in the rubber's game in play; a game won closes the game, and a second game
/// won closes the rubber with its premium (Rubber Laws 73 and 74).
fn fold_deal(rubber: &mut Rubber, deal: ScoredDeal, rules: &RubberRules) {
    let Some(game) = rubber.games.last_mut() else {
        return;
    };
    let Some(winner) = game.push(deal, rules.game) else {
        return;
    };
    if rubber.games_won(winner) < 2 {
        rubber.games.push(Game::default());
        return;
    }
    let premium = if rubber.games_won(winner.opponents()) == 0 {
        rules.rubber_two_nil
    } else {
        rules.rubber_two_one
    };
    rubber.premiums = vec![premium_entry(winner, EntryKind::Rubber, premium, rules)];
    rubber.state = RubberState::Won(winner);
}

/// Rubber Law 80: when a rubber is not finished, if only one game has been completed its
/// winners score the unfinished-game premium; if only one side has a partscore in the game
/// not completed, that side scores the partscore premium. (Where both sides have one game,
/// or both a partscore, crediting both would change no net result.)
fn unfinished_premiums(rubber: &Rubber, rules: &RubberRules) -> Vec<ScoreEntry> {
    let mut premiums = Vec::new();
    let won: Vec<Side> = rubber.games.iter().filter_map(|g| g.winner).collect();
    if let ([side], Some(points)) = (won.as_slice(), rules.unfinished_game) {
        premiums.push(premium_entry(
            *side,
            EntryKind::UnfinishedRubber,
            points,
            rules,
        ));
    }
    if let Some(game) = rubber.games.last() {
        let with_partscore: Vec<Side> = Side::ALL
            .into_iter()
            .filter(|&side| game.below(side) > 0)
            .collect();
        if let ([side], Some(points)) = (with_partscore.as_slice(), rules.unfinished_partscore) {
            premiums.push(premium_entry(
                *side,
                EntryKind::UnfinishedRubber,
                points,
                rules,
            ));
        }
    }
    premiums
}

fn premium_entry(side: Side, kind: EntryKind, points: u32, rules: &RubberRules) -> ScoreEntry {
    ScoreEntry {
        side,
        kind,
        line: Some(Line::Above),
        points,
        law: rules.law,
    }
}

/// A rubber score sheet: every rubber on the pad.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RubberSheet {
    /// The code's name.
    pub code: &'static str,
    /// The rubbers, in order; the last may be in play or unfinished.
    pub rubbers: Vec<Rubber>,
    /// Whether the pad has been closed.
    pub closed: bool,
}

impl RubberSheet {
    /// Everything a side scored on the pad.
    pub fn total(&self, side: Side) -> u32 {
        self.rubbers.iter().map(|r| r.total(side)).sum()
    }

    /// A side's total less its opponents': what it won (or, negative, lost) on the pad.
    pub fn net(&self, side: Side) -> i64 {
        i64::from(self.total(side)) - i64::from(self.total(side.opponents()))
    }
}

/// Both sides' totals, for JSON.
#[derive(Serialize)]
pub(crate) struct Totals {
    north_south: u32,
    east_west: u32,
    net_north_south: i64,
}

impl Totals {
    pub(crate) fn new(total: impl Fn(Side) -> u32) -> Totals {
        let (ns, ew) = (total(Side::NorthSouth), total(Side::EastWest));
        Totals {
            north_south: ns,
            east_west: ew,
            net_north_south: i64::from(ns) - i64::from(ew),
        }
    }
}

/// The sheet in JSON: the rubbers with their totals, and the pad's totals and net result.
impl Serialize for RubberSheet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct RubberView<'a> {
            #[serde(flatten)]
            rubber: &'a Rubber,
            totals: Totals,
        }
        #[derive(Serialize)]
        struct SheetView<'a> {
            code: &'static str,
            closed: bool,
            rubbers: Vec<RubberView<'a>>,
            totals: Totals,
        }
        SheetView {
            code: self.code,
            closed: self.closed,
            rubbers: self
                .rubbers
                .iter()
                .map(|rubber| RubberView {
                    rubber,
                    totals: Totals::new(|side| rubber.total(side)),
                })
                .collect(),
            totals: Totals::new(|side| self.total(side)),
        }
        .serialize(s)
    }
}

/// The We/They sheet a person reads: for each rubber the entries above the line (the latest
/// highest), the line, the trick points of each game below it, the totals and the result.
impl fmt::Display for RubberSheet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Score sheet ({}), We = N-S, They = E-W", self.code)?;
        for (i, rubber) in self.rubbers.iter().enumerate() {
            let state = match rubber.state {
                RubberState::InPlay => "in play".to_string(),
                RubberState::Unfinished => "unfinished".to_string(),
                RubberState::Won(side) => format!(
                    "won by {} {}-{}",
                    we_they(side),
                    rubber.games_won(side),
                    rubber.games_won(side.opponents())
                ),
            };
            writeln!(f, "\nRubber {}: {state}", i + 1)?;
            let premiums = rubber.premiums.iter().map(|e| (None, e));
            let above = rubber
                .deals()
                .flat_map(|d| d.score.entries.iter().map(move |e| (Some(d.number), e)))
                .filter(|(_, e)| e.line == Some(Line::Above))
                .chain(premiums);
            write_sheet(f, above, &rubber.games, |side| rubber.total(side))?;
        }
        if self.rubbers.len() > 1 {
            writeln!(f)?;
            write_totals(f, "Pad totals", |side| self.total(side))?;
        }
        Ok(())
    }
}

/// "We (N-S)" or "They (E-W)".
pub(crate) fn we_they(side: Side) -> &'static str {
    match side {
        Side::NorthSouth => "We (N-S)",
        Side::EastWest => "They (E-W)",
    }
}

const COLUMN: usize = 34;

/// One cell of the sheet: points, what for, and the deal.
fn cell(deal: Option<usize>, entry: &ScoreEntry) -> String {
    let deal = deal.map(|n| format!("deal {n}")).unwrap_or_default();
    format!("{:>6}  {:<17}{deal}", entry.points, entry.kind.to_string())
}

/// Writes two columns of cells side by side, We on the left.
fn write_rows(f: &mut fmt::Formatter<'_>, rows: [Vec<String>; 2]) -> fmt::Result {
    let [we, they] = rows;
    for i in 0..we.len().max(they.len()) {
        let left = we.get(i).map_or("", String::as_str);
        let right = they.get(i).map_or("", String::as_str);
        let row = format!("{left:<COLUMN$}| {right}");
        writeln!(f, "{}", row.trim_end())?;
    }
    Ok(())
}

fn by_side<'a>(entries: impl Iterator<Item = (Option<usize>, &'a ScoreEntry)>) -> [Vec<String>; 2] {
    let mut columns: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    for (deal, entry) in entries {
        columns[entry.side.index()].push(cell(deal, entry));
    }
    columns
}

/// Writes one sheet: the entries above the line (latest highest), the line, each game's trick
/// points below it closed by a line naming the game's winner, then the totals and the result.
pub(crate) fn write_sheet<'a>(
    f: &mut fmt::Formatter<'_>,
    above: impl Iterator<Item = (Option<usize>, &'a ScoreEntry)>,
    games: &[Game],
    total: impl Fn(Side) -> u32,
) -> fmt::Result {
    writeln!(
        f,
        "{:<COLUMN$}| {}",
        we_they(Side::NorthSouth),
        we_they(Side::EastWest)
    )?;
    let [mut we, mut they] = by_side(above);
    we.reverse();
    they.reverse();
    // The taller column starts at the top: pad the shorter one above.
    let height = we.len().max(they.len());
    for column in [&mut we, &mut they] {
        let mut padded = vec![String::new(); height - column.len()];
        padded.append(column);
        *column = padded;
    }
    write_rows(f, [we, they])?;
    writeln!(f, "{}+{}", "=".repeat(COLUMN), "=".repeat(COLUMN))?;
    for game in games.iter().filter(|g| !g.deals.is_empty()) {
        let below = game.deals.iter().flat_map(|d| {
            d.score
                .entries
                .iter()
                .filter(|e| e.line == Some(Line::Below))
                .map(move |e| (Some(d.number), e))
        });
        write_rows(f, by_side(below))?;
        let end = match game.winner {
            Some(side) => format!(" game {}", we_they(side)),
            None => String::new(),
        };
        writeln!(f, "{}+{}{end}", "-".repeat(COLUMN), "-".repeat(COLUMN))?;
    }
    write_totals(f, "Totals", total)
}

/// Writes both totals and who is ahead by how much.
pub(crate) fn write_totals(
    f: &mut fmt::Formatter<'_>,
    label: &str,
    total: impl Fn(Side) -> u32,
) -> fmt::Result {
    let (ns, ew) = (total(Side::NorthSouth), total(Side::EastWest));
    let left = format!("{label}: {ns:>6}");
    writeln!(f, "{left:<COLUMN$}| {ew:>6}")?;
    match ns.cmp(&ew) {
        std::cmp::Ordering::Equal => writeln!(f, "Result: level"),
        std::cmp::Ordering::Greater => {
            writeln!(
                f,
                "Result: {} win by {}",
                we_they(Side::NorthSouth),
                ns - ew
            )
        }
        std::cmp::Ordering::Less => {
            writeln!(f, "Result: {} win by {}", we_they(Side::EastWest), ew - ns)
        }
    }
}
