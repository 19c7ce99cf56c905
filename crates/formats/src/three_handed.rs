//! The three-handed transcript: a three-handed Auction deal (Boston 1916 manual) at the table,
//! one action a line, with the players by name. Documented in `docs/transcript.md`.
//!
//! ```text
//! three-handed Ann Bob Cat    # the players, seated East, South, West; the dummy hand North
//! code auction1915            # optional: auction1915 (default) or auction1915-nullo
//! mode guarded                # optional: the play's mode (the auction is always guarded)
//! dealer Bob                  # optional: the dealer (default the first player)
//! deal N:... ... ... ...      # N is the dummy hand; E, S, W the players' hands
//! Bob call 1H                 # the auction: each player for himself
//! Ann play SA                 # the play: by name; the declarer plays the dummy's cards
//! dummy play S2               #   as `dummy play CARD`
//! expect score {"Ann": 24}    # the state, with the three-handed fields (below)
//! ```
//!
//! `expect` reads the play's state (as a transcript's) with these fields over it: `calls`
//! (`["Bob 1H", "Cat P", ...]`), `turn` (a name, or `dummy`), `declarer` (a name), `seats`
//! (each player's seat now), and once the play is over `score`, each player's points for the
//! deal on the three-handed pad.

use cards::{Deal, Seat};
use serde_json::{Value, json};

use laws::auction_bridge::three_handed::{
    DUMMY_SEAT, THREE_HANDED_LAW, ThreeHandedDeal, ThreeHandedDealError, ThreeHandedPad,
};
use laws::table::{Mode, Rejection};
use laws::{Call, CodeId};

use crate::transcript::{TranscriptError, expectation, matches, parse_event, strip_comment};

/// Whether a transcript is a three-handed one (it has a `three-handed` line).
pub fn is_three_handed(text: &str) -> bool {
    text.lines()
        .any(|line| strip_comment(line.trim()).starts_with("three-handed "))
}

/// A line after the header.
#[derive(Clone, Debug, PartialEq)]
enum Step {
    /// A player's call.
    Call {
        line: usize,
        player: usize,
        call: Call,
    },
    /// An action of the play: who, and the rest of the line.
    Play {
        line: usize,
        who: String,
        rest: Vec<String>,
    },
    /// An expectation.
    Expect {
        line: usize,
        field: String,
        value: Value,
    },
}

/// A three-handed transcript read from text.
#[derive(Clone, Debug, PartialEq)]
pub struct ThreeHandedTranscript {
    /// The players, seated East, South, West for the deal and the bidding.
    pub players: [String; 3],
    /// The code.
    pub code: CodeId,
    /// The play's mode.
    pub mode: Mode,
    /// The dealer (0, 1, 2).
    pub dealer: usize,
    /// The deal: the dummy hand North.
    pub deal: Option<Deal>,
    steps: Vec<Step>,
}

impl ThreeHandedTranscript {
    /// Reads a three-handed transcript.
    pub fn parse(text: &str) -> Result<ThreeHandedTranscript, TranscriptError> {
        let mut players: Option<[String; 3]> = None;
        let mut code = CodeId::Auction1915;
        let mut mode = Mode::Guarded;
        let mut dealer = None;
        let mut deal = None;
        let mut steps = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let syntax = |message: String| TranscriptError::Syntax { line, message };
            let trimmed = raw.trim();
            if let Some(rest) = trimmed.strip_prefix("expect ") {
                let (field, value) =
                    expectation(rest, "write 'expect FIELD VALUE'").map_err(syntax)?;
                steps.push(Step::Expect {
                    line,
                    field: field.into(),
                    value,
                });
                continue;
            }
            let content = strip_comment(trimmed);
            let words: Vec<&str> = content.split_whitespace().collect();
            let player = |name: &str| {
                players
                    .as_ref()
                    .and_then(|p| p.iter().position(|n| n == name))
            };
            match words[..] {
                [] => {}
                ["three-handed", a, b, c] => {
                    if a == b || b == c || a == c || [a, b, c].contains(&"dummy") {
                        return Err(syntax(
                            "three players with three names (not 'dummy')".into(),
                        ));
                    }
                    players = Some([a.into(), b.into(), c.into()]);
                }
                ["three-handed", ..] => {
                    return Err(syntax("write 'three-handed NAME NAME NAME'".into()));
                }
                ["code", name] => {
                    code = name.parse().map_err(syntax)?;
                    if !CodeId::MANUAL_1916.contains(&code) {
                        return Err(syntax(format!(
                            "three-handed auction is played under auction1915 or auction1915-nullo, not {name}"
                        )));
                    }
                }
                ["mode", "open"] => mode = Mode::Open,
                ["mode", "guarded"] => mode = Mode::Guarded,
                ["dealer", name] => {
                    dealer = Some(
                        player(name).ok_or_else(|| syntax(format!("{name} is not a player")))?,
                    );
                }
                ["deal", ..] => {
                    deal = Some(
                        content["deal".len()..]
                            .trim()
                            .parse::<Deal>()
                            .map_err(|e| syntax(format!("deal: {e}")))?,
                    );
                }
                [name, "call", call] => {
                    let player = player(name).ok_or_else(|| {
                        syntax(format!(
                            "{name} is not a player (name them on the three-handed line first)"
                        ))
                    })?;
                    let call = call.parse::<Call>().map_err(|e| syntax(e.to_string()))?;
                    steps.push(Step::Call { line, player, call });
                }
                [who, ref rest @ ..] => {
                    if who != "dummy" && who != "director" && player(who).is_none() {
                        return Err(syntax(format!(
                            "{who} is not a player, 'dummy' or 'director'"
                        )));
                    }
                    steps.push(Step::Play {
                        line,
                        who: who.into(),
                        rest: rest.iter().map(|w| w.to_string()).collect(),
                    });
                }
            }
        }
        let players = players.ok_or(TranscriptError::Syntax {
            line: 0,
            message: "a three-handed transcript names its players: three-handed NAME NAME NAME"
                .into(),
        })?;
        Ok(ThreeHandedTranscript {
            players,
            code,
            mode,
            dealer: dealer.unwrap_or(0),
            deal,
            steps,
        })
    }

    /// Runs it: every action applied, every expectation checked; the deal as it stands.
    pub fn run(&self) -> Result<ThreeHandedDeal, TranscriptError> {
        match self.run_until_failure() {
            (deal, None) => Ok(deal),
            (_, Some(error)) => Err(error),
        }
    }

    /// Runs it as far as it goes: the deal at the end, or just before the line that failed,
    /// and the failure, if any.
    pub fn run_until_failure(&self) -> (ThreeHandedDeal, Option<TranscriptError>) {
        let mut deal = ThreeHandedDeal::new(self.code, self.mode, self.dealer, self.deal);
        for step in &self.steps {
            if let Err(error) = self.step(&mut deal, step) {
                return (deal, Some(error));
            }
        }
        (deal, None)
    }

    /// One line: applied to `deal` (a refused action changes nothing), or checked.
    fn step(&self, deal: &mut ThreeHandedDeal, step: &Step) -> Result<(), TranscriptError> {
        match step {
            Step::Call { line, player, call } => {
                deal.call(*player, *call).map_err(|e| refused(*line, e))
            }
            Step::Play { line, who, rest } => {
                let seat = match who.as_str() {
                    "director" => None,
                    "dummy" => Some(DUMMY_SEAT),
                    name => self
                        .players
                        .iter()
                        .position(|p| p == name)
                        .map(|p| deal.seats()[p]),
                };
                let seat_text = seat.map_or("director".to_string(), |s| s.to_string());
                let mut words = vec![seat_text.as_str()];
                words.extend(rest.iter().map(String::as_str));
                let event = parse_event(&words).map_err(|message| TranscriptError::Syntax {
                    line: *line,
                    message,
                })?;
                deal.apply(event).map_err(|e| refused(*line, e))
            }
            Step::Expect { line, field, value } => {
                let state = self.state(deal);
                let found = state.get(field).cloned().unwrap_or(Value::Null);
                if matches(value, &found) {
                    Ok(())
                } else {
                    Err(TranscriptError::Unmet {
                        line: *line,
                        field: field.clone(),
                        expected: value.to_string(),
                        found: found.to_string(),
                    })
                }
            }
        }
    }

    /// The state as `expect` sees it: the play's, with the three-handed fields over it.
    pub fn state(&self, deal: &ThreeHandedDeal) -> Value {
        let mut state = deal
            .play()
            .and_then(|t| serde_json::to_value(t.state()).ok())
            .unwrap_or_else(|| json!({}));
        let name = |player: usize| self.players[player].clone();
        let seats = deal.seats();
        let who = |seat: Seat| {
            seats
                .iter()
                .position(|&s| s == seat)
                .map_or("dummy".to_string(), name)
        };
        let calls: Vec<String> = deal
            .auction()
            .calls
            .iter()
            .map(|c| format!("{} {}", name(c.player), c.call))
            .collect();
        state["calls"] = json!(calls);
        state["seats"] = json!({
            self.players[0].clone(): seats[0].to_string(),
            self.players[1].clone(): seats[1].to_string(),
            self.players[2].clone(): seats[2].to_string(),
        });
        state["turn"] = match (deal.auction().turn(), deal.play()) {
            (Some(player), _) => json!(name(player)),
            (None, Some(table)) => table.state().turn.map_or(Value::Null, |s| json!(who(s))),
            (None, None) => Value::Null,
        };
        if let Some((contract, declarer)) = deal.contract() {
            state["contract"] = json!(contract.to_string());
            state["declarer"] = json!(name(declarer));
        }
        if let Some(result) = deal.result() {
            let mut pad = ThreeHandedPad::new(self.code.code(), self.players.clone());
            state["score"] = match pad.record(&result) {
                Ok(scored) => {
                    let mut points = [0u32; 3];
                    for e in &scored.entries {
                        points[e.player] += e.points;
                    }
                    json!({
                        self.players[0].clone(): points[0],
                        self.players[1].clone(): points[1],
                        self.players[2].clone(): points[2],
                    })
                }
                Err(e) => json!(e.to_string()),
            };
        }
        state
    }
}

fn refused(line: usize, error: ThreeHandedDealError) -> TranscriptError {
    let rejection = match error {
        ThreeHandedDealError::Play(rejection) => rejection,
        ThreeHandedDealError::Call(call) => Rejection::new(call.law(), call.reason()),
        ThreeHandedDealError::NoPlay => Rejection::new(THREE_HANDED_LAW, error.to_string()),
    };
    TranscriptError::Refused { line, rejection }
}
