//! The transcript: a plain-text record of a deal at the table, one action a line, that drives
//! a [`Table`]. Documented in `docs/transcript.md`.
//!
//! ```text
//! code duplicate2017      # the code of laws
//! mode open               # open | guarded
//! board 4                 # dealer and vulnerability from Law 2
//! dealer S                # optional: another dealer (a rubber deal, a bulletin's example)
//! vul none                # optional: another vulnerability (none, NS, EW, all)
//! deal N:... ... ... ...  # optional
//! S call 1NT
//! W call 1H
//! N attention
//! N choose reject
//! expect barred []        # the state's field, as JSON (objects: the keys given must match)
//! ```

use cards::{Board, Deal, Seat, Vulnerability};
use serde_json::Value;
use thiserror::Error;

use laws::table::{Event, Manner, Mode, Rejection, Setup, Table};
use laws::{Call, CodeId};

/// A transcript read from text.
#[derive(Clone, Debug, PartialEq)]
pub struct Transcript {
    /// The table's setup, from the header lines.
    pub setup: Setup,
    /// The actions and expectations, with their line numbers.
    pub steps: Vec<Step>,
}

/// One line of a transcript after the header.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// An action at the table.
    Event {
        /// The line number (from 1).
        line: usize,
        /// The action.
        event: Event,
    },
    /// `expect FIELD JSON`: the state's field must match.
    Expect {
        /// The line number (from 1).
        line: usize,
        /// The field of the state.
        field: String,
        /// What it must match: equal, or for an object, every key given equal.
        value: Value,
    },
}

/// A line that could not be read, or a transcript that did not run as it says.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum TranscriptError {
    /// A line that is not a transcript line.
    #[error("line {line}: {message}")]
    Syntax {
        /// The line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// An action the table refused.
    #[error("line {line}: {rejection}")]
    Refused {
        /// The line number.
        line: usize,
        /// Why, under which law.
        rejection: Rejection,
    },
    /// An expectation the state does not meet.
    #[error("line {line}: expected {field} {expected}, found {found}")]
    Unmet {
        /// The line number.
        line: usize,
        /// The field.
        field: String,
        /// What was expected.
        expected: String,
        /// What the state holds.
        found: String,
    },
}

impl Transcript {
    /// Reads a transcript.
    pub fn parse(text: &str) -> Result<Transcript, TranscriptError> {
        let mut code = CodeId::Duplicate2017;
        let mut mode = Mode::Open;
        let mut board = None;
        let mut deal = None;
        let mut dealer = None;
        let mut vulnerability = None;
        let mut steps = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let syntax = |message: String| TranscriptError::Syntax { line, message };
            let trimmed = raw.trim();
            if let Some(rest) = trimmed.strip_prefix("expect ") {
                let (field, value) = expectation(
                    rest,
                    "write 'expect FIELD VALUE', the value as JSON, as: expect turn \"N\"",
                )
                .map_err(syntax)?;
                steps.push(Step::Expect {
                    line,
                    field: field.to_string(),
                    value,
                });
                continue;
            }
            let content = strip_comment(trimmed);
            if content.is_empty() {
                continue;
            }
            let words: Vec<&str> = content.split_whitespace().collect();
            let header = !steps.is_empty();
            match words[..] {
                ["code", name] => {
                    code = name.parse().map_err(syntax)?;
                }
                ["mode", "open"] => mode = Mode::Open,
                ["mode", "guarded"] => mode = Mode::Guarded,
                ["mode", other] => {
                    return Err(syntax(format!(
                        "unknown mode '{other}': write open or guarded"
                    )));
                }
                ["board", number] => {
                    let number: u32 = number
                        .parse()
                        .map_err(|_| syntax(format!("'{number}' is not a board number")))?;
                    board = Some(Board::new(number).map_err(|e| syntax(e.to_string()))?);
                }
                ["dealer", seat] => {
                    dealer = Some(seat.parse::<Seat>().map_err(|e| syntax(e.to_string()))?);
                }
                ["vul", vul] => {
                    vulnerability = Some(
                        vul.parse::<Vulnerability>()
                            .map_err(|e| syntax(e.to_string()))?,
                    );
                }
                ["deal", ..] => {
                    let text = content["deal".len()..].trim();
                    deal = Some(
                        text.parse::<Deal>()
                            .map_err(|e| syntax(format!("deal: {e}")))?,
                    );
                }
                _ => {
                    steps.push(Step::Event {
                        line,
                        event: parse_event(&words).map_err(syntax)?,
                    });
                    continue;
                }
            }
            if header {
                return Err(syntax("setup lines (code, mode, board, dealer, vul, deal) come before the first action".into()));
            }
        }
        let board = match board {
            Some(board) => board,
            None => Board::new(1).map_err(|e| TranscriptError::Syntax {
                line: 0,
                message: e.to_string(),
            })?,
        };
        let board = Board::with(
            board.number(),
            dealer.unwrap_or(board.dealer()),
            vulnerability.unwrap_or(board.vulnerability()),
        );
        Ok(Transcript {
            setup: Setup {
                code,
                mode,
                board,
                deal,
            },
            steps,
        })
    }

    /// Runs the transcript: every action applied, every expectation checked. Returns the table
    /// as it stands at the end.
    pub fn run(&self) -> Result<Table, TranscriptError> {
        let mut table = Table::new(self.setup.clone());
        // The law of the last action's refusal, for an `expect refused` line just after it.
        let mut refused: Option<&'static str> = None;
        for (index, step) in self.steps.iter().enumerate() {
            match step {
                Step::Event { line, event } => match table.apply(event.clone()) {
                    Ok(()) => refused = None,
                    Err(rejection) => {
                        let expected = matches!(
                            self.steps.get(index + 1),
                            Some(Step::Expect { field, .. }) if field == REFUSED
                        );
                        if !expected {
                            return Err(TranscriptError::Refused {
                                line: *line,
                                rejection,
                            });
                        }
                        refused = Some(rejection.law);
                    }
                },
                Step::Expect { line, field, value } => {
                    let state = serde_json::to_value(table.state()).unwrap_or(Value::Null);
                    let found = if field == REFUSED {
                        refused.map_or(Value::Null, |law| Value::String(law.to_string()))
                    } else {
                        state.get(field).cloned().unwrap_or(Value::Null)
                    };
                    if !matches(value, &found) {
                        return Err(TranscriptError::Unmet {
                            line: *line,
                            field: field.clone(),
                            expected: value.to_string(),
                            found: found.to_string(),
                        });
                    }
                }
            }
        }
        Ok(table)
    }
}

/// The pseudo-field of `expect refused "Law 57"`: the action on the line before was refused,
/// citing that law (a guarded table's refusal); the state is as before it.
const REFUSED: &str = "refused";

/// What follows `expect ` on an `expect FIELD VALUE` line: the field and its JSON value;
/// `usage` is the message when there is no value.
pub(crate) fn expectation<'a>(rest: &'a str, usage: &str) -> Result<(&'a str, Value), String> {
    let (field, json) = rest
        .trim()
        .split_once(char::is_whitespace)
        .ok_or_else(|| usage.to_string())?;
    let value =
        expected_value(json).map_err(|e| format!("the expected value is not JSON ({e})"))?;
    Ok((field, value))
}

/// The JSON value of an `expect` line, which may be followed by a `# comment`.
pub(crate) fn expected_value(text: &str) -> Result<Value, serde_json::Error> {
    let mut values = serde_json::Deserializer::from_str(text).into_iter::<Value>();
    let value = values.next().unwrap_or(Ok(Value::Null))?;
    let rest = text[values.byte_offset()..].trim();
    if rest.is_empty() || rest.starts_with('#') {
        Ok(value)
    } else {
        serde_json::from_str(text.trim())
    }
}

/// The line without a trailing `# comment`.
pub(crate) fn strip_comment(line: &str) -> &str {
    match line.find('#') {
        Some(at) => line[..at].trim(),
        None => line,
    }
}

/// One action: `S call 1NT [artificial MEANING]`, `W change 2H`, `N attention`,
/// `N choose reject`, `director choose comparable`.
pub(crate) fn parse_event(words: &[&str]) -> Result<Event, String> {
    match words {
        ["director", "choose", option @ ..] if !option.is_empty() => Ok(Event::DirectorChoose {
            option: option.join(" "),
        }),
        // The Director's adjusted score (Law 12C; Club Law 14): `director adjust 4S N 10`,
        // `director adjust ns 4S N 10 ew 4S N 9`, `director adjust 0.6 4S N 10 + 0.4 4S N 9`,
        // `director adjust A+ A-`.
        ["director", "adjust", rest @ ..] => Ok(Event::Adjust {
            adjustment: rest.join(" ").parse()?,
        }),
        // A disputed claim adjudicated with the double-dummy solver (Law 70).
        ["director", "adjudicate"] => Ok(Event::DirectorChoose {
            option: "adjudicate".to_string(),
        }),
        [seat, verb, rest @ ..] => {
            let seat: Seat = seat.parse().map_err(|e: cards::CardError| e.to_string())?;
            match (*verb, rest) {
                ("call", [call, extra @ ..]) => {
                    let call = parse_call(call)?;
                    let artificial = match extra {
                        [] => None,
                        ["artificial", meaning @ ..] => Some(meaning.join(" ")),
                        _ => {
                            return Err(format!(
                                "after the call write nothing, or 'artificial' and its meaning; found '{}'",
                                extra.join(" ")
                            ));
                        }
                    };
                    Ok(Event::Call {
                        seat,
                        call,
                        artificial,
                    })
                }
                ("change", [call]) => Ok(Event::Change {
                    seat,
                    call: parse_call(call)?,
                }),
                ("attention", []) => Ok(Event::Attention { seat }),
                ("shuffle", []) => Ok(Event::Shuffle { seat }),
                ("cut", [packet]) => {
                    Ok(Event::Cut {
                        seat,
                        packet: packet.parse::<u8>().ok().filter(|n| *n <= 52).ok_or_else(
                            || format!("'{packet}' is not a number of cards lifted off (0 to 52)"),
                        )?,
                    })
                }
                ("deal", []) => Ok(Event::Deal { seat }),
                ("dealt", []) => Ok(Event::Dealt { seat }),
                ("misdeal", [fault]) => Ok(Event::Misdeal {
                    seat,
                    fault: fault.parse()?,
                }),
                ("look", []) => Ok(Event::Look { seat }),
                ("wrong-board", []) => Ok(Event::WrongBoard { seat }),
                ("count", [cards]) => Ok(Event::Count {
                    seat,
                    cards: cards
                        .parse::<u8>()
                        .ok()
                        .filter(|n| *n <= 52)
                        .ok_or_else(|| format!("'{cards}' is not a number of cards (0 to 52)"))?,
                }),
                ("review", []) => Ok(Event::Review { seat }),
                ("question", [caller, call]) => Ok(Event::Question {
                    seat,
                    caller: parse_seat(caller)?,
                    call: parse_call(call)?,
                }),
                ("explain", [caller, call, text @ ..]) if !text.is_empty() => Ok(Event::Explain {
                    seat,
                    caller: parse_seat(caller)?,
                    call: parse_call(call)?,
                    explanation: text.join(" "),
                }),
                ("correct", [caller, call, text @ ..]) if !text.is_empty() => {
                    Ok(Event::CorrectExplanation {
                        seat,
                        caller: parse_seat(caller)?,
                        call: parse_call(call)?,
                        explanation: text.join(" "),
                    })
                }
                ("play", [card]) => Ok(Event::Play {
                    seat,
                    card: parse_card(card)?,
                }),
                ("claim", [tricks, statement @ ..]) => Ok(Event::Claim {
                    seat,
                    tricks: parse_tricks(tricks)?,
                    statement: (!statement.is_empty()).then(|| statement.join(" ")),
                }),
                ("concede", [tricks]) => Ok(Event::Concede {
                    seat,
                    tricks: parse_tricks(tricks)?,
                }),
                ("agree", []) => Ok(Event::Agree { seat }),
                ("ask", [whom]) => Ok(Event::Ask {
                    seat,
                    whom: parse_seat(whom)?,
                }),
                ("dispute", []) => Ok(Event::Dispute { seat }),
                ("expose", [card]) => Ok(Event::Expose {
                    seat,
                    card: parse_card(card)?,
                }),
                ("lead-facedown", [card]) => Ok(Event::LeadFacedown {
                    seat,
                    card: parse_card(card)?,
                }),
                ("suggest", [card]) => Ok(Event::Suggest {
                    seat,
                    card: parse_card(card)?,
                }),
                ("inspect", []) => Ok(Event::Inspect { seat }),
                ("warn", []) => Ok(Event::Warn { seat }),
                ("look-at", [whom]) => Ok(Event::LookAt {
                    seat,
                    whom: parse_seat(whom)?,
                }),
                ("touch", [card]) => Ok(Event::Touch {
                    seat,
                    card: parse_card(card)?,
                }),
                ("spread", []) => Ok(Event::Spread { seat }),
                ("omit", []) => Ok(Event::Omit { seat }),
                ("surplus", [card]) => Ok(Event::Surplus {
                    seat,
                    card: parse_card(card)?,
                }),
                ("point-wrongly", []) => Ok(Event::PointWrongly { seat }),
                ("lead", [card]) => Ok(Event::Lead {
                    seat,
                    card: parse_card(card)?,
                }),
                ("fifth-card", [card]) => Ok(Event::FifthCard {
                    seat,
                    card: parse_card(card)?,
                }),
                ("retract", [card]) => Ok(Event::Retract {
                    seat,
                    card: parse_card(card)?,
                }),
                ("redesignate", [card]) => Ok(Event::Redesignate {
                    seat,
                    card: parse_card(card)?,
                }),
                ("dummy-misplay", [card]) => Ok(Event::DummyMisplay {
                    seat,
                    card: parse_card(card)?,
                }),
                ("designate", words) if !words.is_empty() => Ok(Event::Designate {
                    seat,
                    words: words.join(" "),
                }),
                ("reopen", []) => Ok(Event::Reopen { seat }),
                // Unauthorised information (Law 16B; Club Law 16).
                ("hesitate", []) => Ok(extraneous(seat, Manner::Hesitation, &[])),
                ("hurry", []) => Ok(extraneous(seat, Manner::Speed, &[])),
                ("remark", words) => Ok(extraneous(seat, Manner::Remark, words)),
                ("gesture", words) => Ok(extraneous(seat, Manner::Gesture, words)),
                ("reserve", []) => Ok(Event::ReserveRights { seat }),
                ("suggested", [whom]) => Ok(Event::AllegeSuggested {
                    seat,
                    whom: parse_seat(whom)?,
                }),
                ("choose", option) if !option.is_empty() => Ok(Event::Choose {
                    seat,
                    option: option.join(" "),
                }),
                _ => Err(format!(
                    "unknown action '{}': the actions are shuffle, cut, deal, dealt, misdeal, look, count, wrong-board, call, change, review, question, explain, correct, play, lead-facedown, expose, suggest, warn, look-at, touch, spread, designate, redesignate, dummy-misplay, retract, fifth-card, lead, omit, surplus, point-wrongly, inspect, ask, claim, concede, agree, dispute, hesitate, hurry, remark, gesture, reserve, suggested, attention and choose",
                    words[1..].join(" ")
                )),
            }
        }
        _ => Err(format!("'{}' is not a transcript line", words.join(" "))),
    }
}

/// `N hesitate`, `N remark WORDS`: information conveyed by manner, with its words if any.
fn extraneous(seat: Seat, manner: Manner, words: &[&str]) -> Event {
    Event::Extraneous {
        seat,
        manner,
        words: (!words.is_empty()).then(|| words.join(" ")),
    }
}

/// A call as the transcript writes it, as `1H` or `P`.
fn parse_call(text: &str) -> Result<Call, String> {
    text.parse().map_err(|e: laws::ContractError| e.to_string())
}

/// A card written as suit and rank, as `C2` or `SA`.
fn parse_card(text: &str) -> Result<cards::Card, String> {
    text.parse().map_err(|e: cards::CardError| e.to_string())
}

/// A seat written as one letter, `N`, `E`, `S` or `W`.
fn parse_seat(text: &str) -> Result<Seat, String> {
    text.chars()
        .next()
        .and_then(Seat::from_letter)
        .filter(|_| text.len() == 1)
        .ok_or_else(|| format!("'{text}' is not a seat: write N, E, S or W"))
}

/// A number of tricks, 0 to 13.
fn parse_tricks(text: &str) -> Result<u8, String> {
    text.parse::<u8>()
        .ok()
        .filter(|n| *n <= 13)
        .ok_or_else(|| format!("'{text}' is not a number of tricks (0 to 13)"))
}

/// Whether `found` matches `expected`: objects by the keys expected, arrays element by
/// element, anything else by equality.
pub(crate) fn matches(expected: &Value, found: &Value) -> bool {
    match (expected, found) {
        (Value::Object(want), Value::Object(have)) => want
            .iter()
            .all(|(k, v)| have.get(k).is_some_and(|h| matches(v, h))),
        (Value::Array(want), Value::Array(have)) => {
            want.len() == have.len() && want.iter().zip(have).all(|(w, h)| matches(w, h))
        }
        _ => expected == found,
    }
}
