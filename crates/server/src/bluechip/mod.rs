//! The Blue Chip Bridge protocol, version 18: robots (ours or anyone's) play at a table over
//! TCP, one plain ASCII line a message (docs/bluechip.md).
//!
//! - [`message`]: the messages, read leniently and written exactly.
//! - [`manager`]: the table manager. [`serve_session`] seats four clients on a listener and
//!   plays a session of boards, each through a guarded [`laws::table::Table`], and returns
//!   the boards played ([`SessionRecord`], which writes itself as PBN).
//! - [`client`]: a robot at one seat ([`client::play`]), what `arbiter robot` runs.
//! - [`wire`]: lines over TCP, with a time limit and a length limit.

pub mod client;
pub mod manager;
pub mod message;
pub mod wire;

pub use client::{ClientConfig, ClientReport, Decide};
pub use manager::{
    ManagerConfig, NotDuplicate, SessionEnd, SessionRecord, serve_session, session_code,
};
pub use message::{Message, PROTOCOL_VERSION, ParseError, SeatChoice, Whose};
