//! The procedure log as text, one event a line (README, `arbiter club`):
//!
//! ```text
//! code auction1912                  # the code of laws (first)
//! practice no-second-rubber-together  # Four-Deal Bridge practice (iii); or: practice pivot
//! apply Ann                         # enters the room and applies (order of entry)
//! apply Bob Cy                      # simultaneous applications
//! apply-played Ed                   # has played at another table
//! apply-from-table Flo              # leaves an existing table to join
//! draw Ann 2H                       # a card drawn (2H or H2); several: more than one exposed
//! rubber-end                        # the rubber in play has ended
//! leave Ann                         # retires; `leave Ann returning`: makes a fourth elsewhere
//! return Ann
//! substitute Ann Zed agreed Bob Cy Di
//! ```

use crate::line::without_comment;
use laws::CodeId;
use laws::cut::parse_drawn_card;

use super::{Event, LogError, Practices, Procedure, Standing};

/// A procedure log read from text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProcedureLog {
    /// The code of laws.
    pub code: CodeId,
    /// The club's practices.
    pub practices: Practices,
    /// The events, each with its line number.
    pub events: Vec<(usize, Event)>,
}

impl ProcedureLog {
    /// Folds the log: the procedure at its end, or the first event refused, with its line.
    pub fn run(&self) -> Result<Procedure, LogError> {
        let mut procedure =
            Procedure::with_practices(self.code, self.practices).map_err(|e| LogError {
                line: 1,
                message: e.to_string(),
            })?;
        for (line, event) in &self.events {
            procedure.apply(event.clone()).map_err(|e| LogError {
                line: *line,
                message: e.to_string(),
            })?;
        }
        Ok(procedure)
    }
}

/// Reads a procedure log.
pub fn parse_log(text: &str) -> Result<ProcedureLog, LogError> {
    let mut code = None;
    let mut practices = Practices::default();
    let mut events = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = without_comment(raw);
        if content.is_empty() {
            continue;
        }
        let error = |message: String| LogError { line, message };
        let words: Vec<&str> = content.split_whitespace().collect();
        let names = |rest: &[&str]| rest.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let event = match words[..] {
            ["code", name] => {
                if !events.is_empty() {
                    return Err(error("the code comes before the first event".into()));
                }
                code = Some(name.parse::<CodeId>().map_err(error)?);
                continue;
            }
            ["practice", "no-second-rubber-together"] => {
                practices.no_second_rubber_together = true;
                continue;
            }
            ["practice", "pivot"] => {
                practices.pivot = true;
                continue;
            }
            ["practice", other] => {
                return Err(error(format!(
                    "unknown practice '{other}': write no-second-rubber-together or pivot"
                )));
            }
            ["apply", ref rest @ ..] if !rest.is_empty() => Event::Apply {
                names: names(rest),
                standing: Standing::NotPlayed,
            },
            ["apply-played", ref rest @ ..] if !rest.is_empty() => Event::Apply {
                names: names(rest),
                standing: Standing::Played,
            },
            ["apply-from-table", ref rest @ ..] if !rest.is_empty() => Event::Apply {
                names: names(rest),
                standing: Standing::FromTable,
            },
            ["draw", name, ref cards @ ..] if !cards.is_empty() => Event::Draw {
                name: name.to_string(),
                cards: cards
                    .iter()
                    .map(|c| parse_drawn_card(c).map_err(|e| error(e.to_string())))
                    .collect::<Result<_, _>>()?,
            },
            ["rubber-end"] => Event::RubberEnd,
            ["leave", name] => Event::Leave {
                name: name.into(),
                returning: false,
            },
            ["leave", name, "returning"] => Event::Leave {
                name: name.into(),
                returning: true,
            },
            ["return", name] => Event::Return { name: name.into() },
            ["substitute", player, substitute, "agreed", ref agreed @ ..] => Event::Substitute {
                player: player.into(),
                substitute: substitute.into(),
                agreed: names(agreed),
            },
            _ => {
                return Err(error(format!(
                    "'{content}' is not a procedure line: the lines are code, practice, apply, apply-played, apply-from-table, draw, rubber-end, leave, return and substitute"
                )));
            }
        };
        events.push((line, event));
    }
    let code = code.ok_or(LogError {
        line: 0,
        message: "the log names no code: begin with 'code auction1912' (or another)".into(),
    })?;
    Ok(ProcedureLog {
        code,
        practices,
        events,
    })
}
