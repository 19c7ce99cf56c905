//! The view's `table.offers`: what the viewer may do now, as the pages read it. Each action
//! the table would take from the viewer ([`crate::live::LiveTable::offers`]) is written as the
//! object he would send, grouped by its event's name, without the name and without its free
//! text (an alert, a statement, an explanation, a message: any words are taken):
//!
//! ```json
//! {"call": [{"seat": "S", "call": "1C"}, ...], "play": [{"seat": "S", "card": "SA"}, ...],
//!  "attention": [{"seat": "S"}], "claim": [{"seat": "S", "tricks": 0}, ...],
//!  "chat": [{"to": "table"}, {"to": "director"}], "next-deal": [{"seat": "S"}]}
//! ```
//!
//! An adjusted score (`adjust`) is offered by its kinds (`{"kind": "assigned"}`,
//! `{"kind": "artificial"}`); the Director writes the results.

use laws::table::Event;
use serde_json::{Map, Value};

use crate::live::{Action, event_name};

/// The fields of an event that are free text, left out of an offer.
const FREE_TEXT: [&str; 2] = ["explanation", "text"];

/// `actions` as the view's `offers` object.
pub fn to_json(actions: &[Action]) -> Value {
    let mut offers = Map::new();
    for action in actions {
        let (name, fields) = offer(action);
        let list = offers
            .entry(name)
            .or_insert_with(|| Value::Array(Vec::new()));
        if let Value::Array(list) = list {
            list.push(Value::Object(fields));
        }
    }
    Value::Object(offers)
}

/// An action's event name and the fields it is offered with.
fn offer(action: &Action) -> (String, Map<String, Value>) {
    let mut fields = Map::new();
    let name = match action {
        Action::Event(Event::Adjust { adjustment }) => {
            let kind = match adjustment {
                laws::AdjustedScore::Artificial { .. } => "artificial",
                laws::AdjustedScore::Assigned { .. } => "assigned",
            };
            fields.insert("kind".into(), kind.into());
            "adjust".to_string()
        }
        Action::Event(event) => {
            if let Ok(Value::Object(object)) = serde_json::to_value(event) {
                fields = object;
            }
            fields.remove("event");
            for text in FREE_TEXT {
                fields.remove(text);
            }
            event_name(event)
        }
        Action::NextDeal(seat) => {
            if let Some(seat) = seat {
                fields.insert("seat".into(), seat.to_string().into());
            }
            "next-deal".to_string()
        }
        Action::Robots(_) => "robots".to_string(),
        Action::Chat { to, .. } => {
            fields.insert("to".into(), serde_json::to_value(to).unwrap_or(Value::Null));
            "chat".to_string()
        }
        Action::ChatSetting(setting) => {
            fields.insert(
                "chat".into(),
                serde_json::to_value(setting).unwrap_or(Value::Null),
            );
            "chat-setting".to_string()
        }
    };
    (name, fields)
}
