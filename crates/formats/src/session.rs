//! A session transcript: a rubber from the cut for partners to its end. The players cut
//! (each code's [`CutRules`]), take their seats, and play deals, each a transcript of its own
//! after a `---` line; the dealer of each deal follows the cut and the rotation (1912 Law 31:
//! "the order of dealing is to the left"), and each finished deal is written on the code's
//! scorepad. Documented in `docs/transcript.md`.
//!
//! ```text
//! code auction1912
//! players Ann Bob Cy Di
//! cut Ann 2H              # the cards drawn for partners (2H or H2)
//! cut Bob 7S
//! cut Cy 7D
//! cut Di KC
//! seats Ann Bob Cy Di     # who sits North, East, South, West
//! ---                     # a deal: its own lines, as a transcript's
//! deal N:... ... ... ...
//! S call 1H
//! ...
//! ```

use cards::{Board, Card, Seat, Side};
use laws::cut::{CutError, CutRules, DrawOrder, DrawStep, Drawing, PartnersCut, parse_drawn_card};
use laws::table::{Mode, Phase, Ruling, Table};
use laws::{Call, ChicagoScorepad, CodeId, DealOutcome, RubberScorepad, ScoreError, ScoredDeal};
use serde::Serialize;
use thiserror::Error;

use crate::transcript::{Transcript, TranscriptError, strip_comment};

/// A session transcript read from text.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// The code of laws.
    pub code: CodeId,
    /// Guarded or open, for every deal.
    pub mode: Mode,
    /// The four players.
    pub players: Vec<String>,
    /// The cards drawn for partners, in order, with their lines.
    pub cuts: Vec<(usize, String, Vec<Card>)>,
    /// Who sits North, East, South and West, and the line that says so.
    pub seats: Option<(usize, [String; 4])>,
    /// The deals, each with the line of its `---`.
    pub deals: Vec<(usize, Transcript)>,
    /// `expect-sheet FIELD JSON` lines: after the deal they follow (its index), the pad's
    /// sheet (as JSON) must match.
    pub sheet_expectations: Vec<SheetExpectation>,
}

/// An `expect-sheet FIELD JSON` line.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetExpectation {
    /// The line.
    pub line: usize,
    /// The deal it follows, from 0.
    pub deal: usize,
    /// The sheet's field.
    pub field: String,
    /// What it must match: equal, or for an object, every key given equal.
    pub value: serde_json::Value,
}

/// A session that could not be read, or did not run as it says.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum SessionError {
    /// A line that is not a session line.
    #[error("line {line}: {message}")]
    Syntax {
        /// The line.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A card drawn that the cut refuses.
    #[error("line {line}: {error}")]
    Cut {
        /// The line.
        line: usize,
        /// Why, under which law.
        error: CutError,
    },
    /// A deal's line refused, or an expectation unmet.
    #[error(transparent)]
    Deal(#[from] TranscriptError),
    /// The sheet does not match an `expect-sheet` line.
    #[error("line {line}: expected the sheet's {field} {expected}, found {found}")]
    Unmet {
        /// The line.
        line: usize,
        /// The field.
        field: String,
        /// What was expected.
        expected: String,
        /// What the sheet holds.
        found: String,
    },
    /// A deal the scorepad cannot write.
    #[error("line {line}: {error}")]
    Score {
        /// The line of the deal's `---`.
        line: usize,
        /// Why.
        error: ScoreError,
    },
}

/// Whether a transcript's text is a session (it names its players).
pub fn is_session(text: &str) -> bool {
    text.lines()
        .any(|line| line.split_whitespace().next() == Some("players"))
}

impl Session {
    /// Reads a session transcript.
    pub fn parse(text: &str) -> Result<Session, SessionError> {
        let lines: Vec<&str> = text.lines().collect();
        let mut code = CodeId::Duplicate2017;
        let mut mode = Mode::Open;
        let mut players = Vec::new();
        let mut cuts = Vec::new();
        let mut seats = None;
        let mut starts = Vec::new();
        let mut sheet_expectations = Vec::new();
        let mut sheet_lines = Vec::new();
        for (index, raw) in lines.iter().enumerate() {
            let line = index + 1;
            let syntax = |message: String| SessionError::Syntax { line, message };
            if let Some(rest) = raw.trim().strip_prefix("expect-sheet ") {
                let deal = starts.len().checked_sub(1).ok_or_else(|| {
                    syntax("expect-sheet follows a deal: write it after a '---'".into())
                })?;
                let (field, json) =
                    rest.trim().split_once(char::is_whitespace).ok_or_else(|| {
                        syntax("write 'expect-sheet FIELD VALUE', the value as JSON".into())
                    })?;
                let value = crate::transcript::expected_value(json)
                    .map_err(|e| syntax(format!("the expected value is not JSON ({e})")))?;
                sheet_expectations.push(SheetExpectation {
                    line,
                    deal,
                    field: field.to_string(),
                    value,
                });
                sheet_lines.push(index);
                continue;
            }
            let content = strip_comment(raw.trim());
            let words: Vec<&str> = content.split_whitespace().collect();
            if words.first() == Some(&"---") {
                starts.push(index);
                continue;
            }
            if !starts.is_empty() {
                if let Some(&word) = words.first()
                    && [
                        "code", "mode", "board", "dealer", "vul", "players", "cut", "seats",
                    ]
                    .contains(&word)
                {
                    return Err(syntax(format!(
                        "'{word}' belongs before the first deal: in a session the dealer follows the cut and the rotation, and the scorepad the vulnerability"
                    )));
                }
                continue;
            }
            match words[..] {
                [] => {}
                ["code", name] => code = name.parse().map_err(syntax)?,
                ["mode", "open"] => mode = Mode::Open,
                ["mode", "guarded"] => mode = Mode::Guarded,
                ["players", ref names @ ..] => {
                    players = names.iter().map(|s| s.to_string()).collect();
                }
                ["cut", name, ref cards @ ..] if !cards.is_empty() => {
                    let cards = cards
                        .iter()
                        .map(|c| parse_drawn_card(c).map_err(|e| syntax(e.to_string())))
                        .collect::<Result<Vec<_>, _>>()?;
                    cuts.push((line, name.to_string(), cards));
                }
                ["seats", n, e, s, w] => {
                    seats = Some((line, [n, e, s, w].map(String::from)));
                }
                _ => {
                    return Err(syntax(format!(
                        "'{content}' is not a session line: before the first '---' write code, mode, players, cut and seats"
                    )));
                }
            }
        }
        if players.len() != 4 {
            return Err(SessionError::Syntax {
                line: 0,
                message: format!(
                    "a session names its four players ('players Ann Bob Cy Di'); {} named",
                    players.len()
                ),
            });
        }
        let mut deals = Vec::new();
        for (i, &start) in starts.iter().enumerate() {
            let end = starts.get(i + 1).copied().unwrap_or(lines.len());
            // The deal's own lines, the others blank, so that line numbers stay the file's.
            let text: String = lines
                .iter()
                .enumerate()
                .map(|(j, l)| {
                    if j > start && j < end && !sheet_lines.contains(&j) {
                        *l
                    } else {
                        ""
                    }
                })
                .collect::<Vec<_>>()
                .join("\n");
            let mut transcript = Transcript::parse(&text)?;
            transcript.setup.code = code;
            transcript.setup.mode = mode;
            deals.push((start + 1, transcript));
        }
        Ok(Session {
            code,
            mode,
            players,
            cuts,
            seats,
            deals,
            sheet_expectations,
        })
    }

    /// Runs the session: the cut, then each deal, written on the scorepad.
    pub fn run(&self) -> Result<SessionRun, SessionError> {
        let code = self.code.code();
        let rules = code.cut_rules().ok_or_else(|| SessionError::Syntax {
            line: 1,
            message: format!(
                "{} has no cut for partners: its players are seated by the movement",
                self.code
            ),
        })?;
        let (cut, cut_rulings) = self.cut(&rules)?;
        let (seats_line, seats) = self.seats.clone().ok_or(SessionError::Syntax {
            line: 0,
            message:
                "write the seats the players take, North East South West: 'seats Ann Bob Cy Di'"
                    .into(),
        })?;
        check_seats(&rules, &cut, &seats, &self.players, seats_line)?;
        let first_dealer = seat_of(&seats, &cut.dealer).unwrap_or(Seat::North);
        let mut pad = Pad::new(self.code, first_dealer).map_err(|error| SessionError::Score {
            line: seats_line,
            error,
        })?;
        let mut dealer = first_dealer;
        let mut deals = Vec::new();
        for (index, (line, transcript)) in self.deals.iter().enumerate() {
            if pad.over() {
                return Err(SessionError::Syntax {
                    line: *line,
                    message: "the rubber is over: no deal follows it".into(),
                });
            }
            let dealer_now = pad.dealer().unwrap_or(dealer);
            let mut deal = transcript.clone();
            deal.setup.board = Board::with(index as u32 + 1, dealer_now, pad.vulnerability());
            let table = deal.run()?;
            let state = table.state();
            // Four passes: the deal is passed out (written on the pad; rubber and the 1915
            // code: the next dealer deals; Chicago: the same dealer, as its pad says). Another
            // new deal (one a law rules after an irregularity) is dealt again by the same
            // dealer and not written.
            let passed = state.contract.is_none()
                && !state.auction.is_empty()
                && state.auction.iter().all(|r| r.call == Call::Pass);
            let outcome = match (table.outcome(), state.phase) {
                (Some(outcome), _) => Some(outcome.clone()),
                (None, Phase::Ended | Phase::Redeal) if passed => Some(passed_out(dealer_now)),
                (None, Phase::Redeal) => None,
                // The last deal may still be in progress: the record stops there.
                _ if index + 1 == self.deals.len() => None,
                _ => {
                    return Err(SessionError::Syntax {
                        line: *line,
                        message: format!(
                            "deal {} has not ended: the session goes on only after a deal is over",
                            index + 1
                        ),
                    });
                }
            };
            let scored = match &outcome {
                Some(outcome) => Some(
                    pad.record(outcome)
                        .map_err(|error| SessionError::Score { line: *line, error })?,
                ),
                None => None,
            };
            let in_progress = outcome.is_none() && !matches!(state.phase, Phase::Redeal);
            // 1912 Law 31: the deal passes to the left; a new deal is dealt by the same dealer;
            // where the deal changed the order (a deal out of turn that stood, 1912 Law 40; a
            // new deal by the proper dealer) the table names the next dealer.
            if let Some(next) = state.next_dealer {
                dealer = next;
            } else if scored.is_some() {
                dealer = dealer_now.lho();
            }
            deals.push(PlayedDeal {
                line: *line,
                dealer: dealer_now,
                table,
                scored,
                in_progress,
            });
            self.check_sheet(index, &pad)?;
        }
        Ok(SessionRun {
            code: self.code,
            cut,
            cut_rulings,
            seats,
            deals,
            pad,
        })
    }

    /// The `expect-sheet` lines that follow deal `index`, checked against the pad.
    fn check_sheet(&self, index: usize, pad: &Pad) -> Result<(), SessionError> {
        let sheet = pad.sheet_json();
        for expectation in self.sheet_expectations.iter().filter(|e| e.deal == index) {
            let found = sheet
                .get(&expectation.field)
                .cloned()
                .unwrap_or(serde_json::Value::Null);
            if !crate::transcript::matches(&expectation.value, &found) {
                return Err(SessionError::Unmet {
                    line: expectation.line,
                    field: expectation.field.clone(),
                    expected: expectation.value.to_string(),
                    found: found.to_string(),
                });
            }
        }
        Ok(())
    }

    /// The cut for partners: rounds of cards until the order is decided (1912 Laws 14-18).
    fn cut(&self, rules: &CutRules) -> Result<(PartnersCut, Vec<Ruling>), SessionError> {
        let order = DrawOrder::new(
            vec![self.players.clone()],
            laws::cut::partner_boundaries(false),
        );
        let mut drawing = Drawing::new(order, rules.laws.partners);
        let mut rulings = Vec::new();
        let mut decided = None;
        for (line, name, cards) in &self.cuts {
            let Some(draw) = drawing.as_mut() else {
                return Err(SessionError::Syntax {
                    line: *line,
                    message: "the cut is decided: no more cards are drawn".into(),
                });
            };
            let step = draw
                .draw(rules, name, cards)
                .map_err(|error| SessionError::Cut { line: *line, error })?;
            rulings.extend(step.rulings(rules, name));
            if let DrawStep::Decided { order, .. } = step {
                decided = Some(order);
                drawing = None;
            }
        }
        let order = decided.ok_or_else(|| SessionError::Syntax {
            line: self.cuts.last().map_or(0, |c| c.0),
            message: format!(
                "{}: the cut is not finished; still to draw: {}",
                rules.laws.partners,
                drawing
                    .as_ref()
                    .map(|d| d.round().waiting().join(", "))
                    .unwrap_or_default()
            ),
        })?;
        let cut = PartnersCut::from_order(rules, &order, None)
            .map_err(|error| SessionError::Cut { line: 0, error })?;
        rulings.push(cut.ruling());
        Ok((cut, rulings))
    }
}

fn seat_of(seats: &[String; 4], name: &str) -> Option<Seat> {
    seats.iter().position(|s| s == name).map(Seat::from_index)
}

/// The seats: the four players, partners facing each other as the cut made them.
fn check_seats(
    rules: &CutRules,
    cut: &PartnersCut,
    seats: &[String; 4],
    players: &[String],
    line: usize,
) -> Result<(), SessionError> {
    let syntax = |message: String| SessionError::Syntax { line, message };
    for (i, name) in seats.iter().enumerate() {
        if !players.contains(name) {
            return Err(syntax(format!("{name} is not one of the players")));
        }
        if seats[..i].contains(name) {
            return Err(syntax(format!("{name} cannot take two seats")));
        }
    }
    let [a, b] = &cut.dealers_side;
    match (seat_of(seats, a), seat_of(seats, b)) {
        (Some(x), Some(y)) if x.partner() == y => Ok(()),
        _ => Err(syntax(format!(
            "{}: {a} and {b} are partners and sit facing each other",
            rules.laws.partners
        ))),
    }
}

/// A deal passed out: no contract, nothing scored.
fn passed_out(dealer: Seat) -> DealOutcome {
    DealOutcome {
        contract: None,
        declarer: dealer,
        tricks: 0,
        vulnerability: cards::Vulnerability::None,
        honors: None,
        penalties: Vec::new(),
    }
}

/// The session's scorepad: a rubber pad, or Chicago's four deals.
#[derive(Clone, Debug)]
pub enum Pad {
    /// Rubber bridge and the auction codes.
    Rubber(RubberScorepad),
    /// Four-deal bridge.
    Chicago(ChicagoScorepad),
}

impl Pad {
    fn new(code: CodeId, first_dealer: Seat) -> Result<Pad, ScoreError> {
        match code.code().rubber_rules() {
            Some(_) => Ok(Pad::Rubber(RubberScorepad::new(code.code())?)),
            // A code with a cut but no rubbers of games plays four-deal rubbers.
            None => Ok(Pad::Chicago(ChicagoScorepad::new(first_dealer))),
        }
    }

    /// The dealer the pad names (Chicago's rotation), if it names one.
    fn dealer(&self) -> Option<Seat> {
        match self {
            Pad::Rubber(_) => None,
            Pad::Chicago(pad) => pad.next_deal().ok().map(|d| d.dealer),
        }
    }

    fn vulnerability(&self) -> cards::Vulnerability {
        match self {
            Pad::Rubber(pad) => pad.vulnerability(),
            Pad::Chicago(pad) => pad
                .next_deal()
                .map_or(cards::Vulnerability::None, |d| d.vulnerability),
        }
    }

    fn record(&mut self, outcome: &DealOutcome) -> Result<ScoredDeal, ScoreError> {
        match self {
            Pad::Rubber(pad) => pad.record(outcome),
            Pad::Chicago(pad) => pad.record(outcome),
        }
    }

    /// Whether the rubber (or the four deals) is over.
    pub fn over(&self) -> bool {
        match self {
            Pad::Rubber(pad) => pad
                .sheet()
                .rubbers
                .last()
                .is_some_and(|r| r.state != laws::RubberState::InPlay),
            Pad::Chicago(pad) => pad.sheet().is_complete(),
        }
    }

    /// A side's total on the pad.
    pub fn total(&self, side: Side) -> u32 {
        match self {
            Pad::Rubber(pad) => pad.sheet().total(side),
            Pad::Chicago(pad) => pad.sheet().total(side),
        }
    }

    /// The sheet as people read it.
    pub fn sheet_text(&self) -> String {
        match self {
            Pad::Rubber(pad) => pad.sheet().to_string(),
            Pad::Chicago(pad) => pad.sheet().to_string(),
        }
    }

    /// The sheet as JSON.
    pub fn sheet_json(&self) -> serde_json::Value {
        match self {
            Pad::Rubber(pad) => serde_json::to_value(pad.sheet()),
            Pad::Chicago(pad) => serde_json::to_value(pad.sheet()),
        }
        .unwrap_or(serde_json::Value::Null)
    }
}

/// A deal of the session as it was played.
#[derive(Clone, Debug)]
pub struct PlayedDeal {
    /// The line of its `---`.
    pub line: usize,
    /// Its dealer.
    pub dealer: Seat,
    /// The table at its end.
    pub table: Table,
    /// The deal as the pad wrote it (`None`: a new deal was ruled, dealt by the same dealer,
    /// or the deal is in progress).
    pub scored: Option<ScoredDeal>,
    /// The last deal of the record, not yet over.
    pub in_progress: bool,
}

/// A session run to its end.
#[derive(Clone, Debug)]
pub struct SessionRun {
    /// The code.
    pub code: CodeId,
    /// The cut for partners.
    pub cut: PartnersCut,
    /// The cut's rulings: the cards drawn, re-draws, partners and dealer, with their laws.
    pub cut_rulings: Vec<Ruling>,
    /// Who sits North, East, South and West.
    pub seats: [String; 4],
    /// The deals.
    pub deals: Vec<PlayedDeal>,
    /// The scorepad.
    pub pad: Pad,
}

/// The session's summary as JSON.
#[derive(Serialize)]
struct SessionJson<'a> {
    code: &'static str,
    cut: &'a PartnersCut,
    cut_rulings: &'a [Ruling],
    seats: serde_json::Value,
    deals: Vec<serde_json::Value>,
    sheet: serde_json::Value,
}

impl SessionRun {
    /// The session as JSON: the cut, the seats, each deal's dealer and result, and the sheet.
    pub fn to_json(&self) -> serde_json::Value {
        let json = SessionJson {
            code: self.code.name(),
            cut: &self.cut,
            cut_rulings: &self.cut_rulings,
            seats: serde_json::json!({
                "N": self.seats[0], "E": self.seats[1], "S": self.seats[2], "W": self.seats[3]
            }),
            deals: self
                .deals
                .iter()
                .enumerate()
                .map(|(i, deal)| {
                    serde_json::json!({
                        "deal": i + 1,
                        "dealer": deal.dealer.to_string(),
                        "result": deal.scored.as_ref().map(|s| s.result.clone()),
                        "declarer": deal.scored.as_ref().map(|s| s.declarer.to_string()),
                        "score": deal.table.state().score,
                    })
                })
                .collect(),
            sheet: self.pad.sheet_json(),
        };
        serde_json::to_value(json).unwrap_or(serde_json::Value::Null)
    }

    /// The session for a person: the cut, the seats, each deal's result, and the sheet.
    pub fn describe(&self) -> String {
        let mut out = String::new();
        for ruling in &self.cut_rulings {
            out.push_str(&format!("Cut, {}: {}\n", ruling.law, ruling.text));
        }
        out.push_str(&format!(
            "Seats: N {}, E {}, S {}, W {}\n",
            self.seats[0], self.seats[1], self.seats[2], self.seats[3]
        ));
        for (i, deal) in self.deals.iter().enumerate() {
            let state = deal.table.state();
            let result = match (&deal.scored, state.score) {
                (Some(scored), Some(score)) if !scored.passed_out => format!(
                    "{} by {}; N-S {:+}, E-W {:+}",
                    scored.result, scored.declarer, score.north_south, score.east_west
                ),
                (Some(_), _) => "passed out".to_string(),
                (None, _) if deal.in_progress => "in progress".to_string(),
                (None, _) => "a new deal by the same dealer".to_string(),
            };
            out.push_str(&format!(
                "Deal {} (dealer {} {}): {result}\n",
                i + 1,
                deal.dealer,
                self.seats[deal.dealer.index()]
            ));
        }
        out.push('\n');
        out.push_str(&self.pad.sheet_text());
        out
    }
}
