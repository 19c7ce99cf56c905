//! Chat at a live table: the table's own chat (its setting: everyone, opponents only, or
//! off), a private line between a seat and the Director, and the Director's announcements to
//! one table or to every table of the room. Messages are kept in the table's log beside the
//! deals' events (the fold of the Laws never sees them), each shown only to those it is for.

use cards::Seat;
use serde::{Deserialize, Serialize};

use crate::error::ApiError;
use crate::token::Role;

/// Who may read a table's chat: the table's setting (`"chat"` of `POST /api/tables`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChatSetting {
    /// A player's message to the table reaches the three others, and the kibitzers.
    All,
    /// A player's message reaches the opponents only: never his partner (what a partner
    /// says is information the Laws forbid him to use, Law 16; online clubs keep it away).
    Opponents,
    /// No table chat; the line to the Director and his announcements stay open.
    Off,
}

/// Whom a message is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Audience {
    /// The table, as its setting allows.
    Table,
    /// The Director alone (a player's private line).
    Director,
    /// Every table of the room: the Director's announcement (his room key sends it).
    All,
    /// One player (the Director's answer on the private line), by his seat's letter.
    #[serde(untagged)]
    Seat(Seat),
}

/// A message as kept in the table's log and shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatMessage {
    /// Who wrote it: a seat, or `director`.
    pub from: String,
    /// Whom it is for.
    pub to: Audience,
    /// The words.
    pub text: String,
    /// The table's chat setting when it was written (who may read it).
    pub setting: ChatSetting,
}

/// The longest free text taken anywhere: a message, an alert, a claim's statement, an
/// explanation, a remark.
pub const TEXT_LIMIT: usize = 500;

/// Checks a free text's length: at most [`TEXT_LIMIT`] characters.
pub fn check_text(field: &str, text: &str) -> Result<(), ApiError> {
    if text.chars().count() > TEXT_LIMIT {
        return Err(ApiError::bad_request(format!(
            "{field}: at most {TEXT_LIMIT} characters"
        )));
    }
    Ok(())
}

impl ChatMessage {
    /// The message `role` writes to `to` with the table's chat `setting`, or why not.
    pub fn write(
        role: Role,
        to: Audience,
        text: String,
        setting: ChatSetting,
        room: bool,
    ) -> Result<ChatMessage, ApiError> {
        check_text("text", &text)?;
        if text.trim().is_empty() {
            return Err(ApiError::bad_request("text: a message has words"));
        }
        let from = match role {
            // A session's player is resolved to his seat at a table before he writes there.
            Role::Kibitzer | Role::Player(_) => {
                return Err(ApiError::forbidden(
                    "a kibitzer watches and does not speak at the table (Law 76)",
                ));
            }
            Role::Director => {
                if to == Audience::Director {
                    return Err(ApiError::bad_request(
                        "to: the Director writes to the table, to a player or (with the room's key) to every table",
                    ));
                }
                if to == Audience::All && !room {
                    return Err(ApiError::forbidden(
                        "an announcement to every table is sent with the room's Director key",
                    ));
                }
                "director".to_string()
            }
            Role::Seat(seat) => {
                match to {
                    Audience::Table if setting == ChatSetting::Off => {
                        return Err(ApiError::not_now(
                            "the table's chat is off: write to the Director instead",
                        ));
                    }
                    Audience::Table | Audience::Director => {}
                    Audience::Seat(_) | Audience::All => {
                        return Err(ApiError::forbidden(
                            "a player writes to the table or to the Director",
                        ));
                    }
                }
                seat.to_string()
            }
        };
        Ok(ChatMessage {
            from,
            to,
            text,
            setting,
        })
    }

    /// Whether `role` may read the message.
    pub fn readable_by(&self, role: Role) -> bool {
        let writer = self.from.parse::<Seat>().ok();
        match role {
            Role::Director => true,
            Role::Seat(seat) if writer == Some(seat) => true,
            Role::Seat(seat) => match self.to {
                Audience::All => true,
                Audience::Director => false,
                Audience::Seat(to) => to == seat,
                Audience::Table => match (writer, self.setting) {
                    (None, _) => true,
                    (Some(writer), ChatSetting::Opponents) => writer.side() != seat.side(),
                    (Some(_), _) => true,
                },
            },
            Role::Kibitzer | Role::Player(_) => match self.to {
                Audience::All => true,
                Audience::Table => writer.is_none() || self.setting == ChatSetting::All,
                Audience::Director | Audience::Seat(_) => false,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from(seat: Seat, to: Audience, setting: ChatSetting) -> ChatMessage {
        ChatMessage::write(Role::Seat(seat), to, "hello".into(), setting, false)
            .expect("a player may write")
    }

    fn readers(message: &ChatMessage) -> Vec<String> {
        crate::token::Role::ALL
            .into_iter()
            .filter(|role| message.readable_by(*role))
            .map(Role::name)
            .collect()
    }

    #[test]
    fn each_message_reaches_exactly_those_it_is_for() {
        let all = from(Seat::North, Audience::Table, ChatSetting::All);
        assert_eq!(readers(&all), ["N", "E", "S", "W", "director", "kibitzer"]);
        // Opponents only: never the writer's partner, nor the kibitzers.
        let opponents = from(Seat::North, Audience::Table, ChatSetting::Opponents);
        assert_eq!(readers(&opponents), ["N", "E", "W", "director"]);
        let private = from(Seat::East, Audience::Director, ChatSetting::Off);
        assert_eq!(readers(&private), ["E", "director"]);
        let answer = ChatMessage::write(
            Role::Director,
            Audience::Seat(Seat::East),
            "noted".into(),
            ChatSetting::Off,
            false,
        )
        .expect("the Director answers");
        assert_eq!(readers(&answer), ["E", "director"]);
        let announcement = ChatMessage::write(
            Role::Director,
            Audience::All,
            "two minutes left".into(),
            ChatSetting::Off,
            true,
        )
        .expect("the room's Director announces");
        assert_eq!(
            readers(&announcement),
            ["N", "E", "S", "W", "director", "kibitzer"]
        );
    }

    #[test]
    fn who_may_write_what() {
        let refused = |role, to, setting, room| {
            ChatMessage::write(role, to, "x".into(), setting, room)
                .expect_err("refused")
                .status
                .as_u16()
        };
        assert_eq!(
            refused(
                Role::Seat(Seat::North),
                Audience::Table,
                ChatSetting::Off,
                false
            ),
            409
        );
        assert_eq!(
            refused(Role::Kibitzer, Audience::Table, ChatSetting::All, false),
            403
        );
        assert_eq!(
            refused(
                Role::Seat(Seat::North),
                Audience::Seat(Seat::South),
                ChatSetting::All,
                false
            ),
            403
        );
        // A table's own Director speaks to his table; every table is the room's Director's.
        assert_eq!(
            refused(Role::Director, Audience::All, ChatSetting::All, false),
            403
        );
        let long = "x".repeat(TEXT_LIMIT + 1);
        let error = ChatMessage::write(
            Role::Seat(Seat::North),
            Audience::Director,
            long,
            ChatSetting::All,
            false,
        )
        .expect_err("too long");
        assert_eq!(error.status.as_u16(), 400);
        assert!(error.error.contains("500"), "{}", error.error);
    }
}
