//! Bridge files: PBN 2.1 ([`pbn`]) and BBO's LIN ([`lin`]), read tolerantly and written
//! canonically, and [`Record`], what a board's file says (deal, players, auction, play,
//! result) in the terms of the `cards` and `laws` crates, so that one format converts to the
//! other and a board can be replayed at the table. The transcript ([`transcript`]) is the
//! plain-text record of a deal at the table, one action a line, that drives a
//! [`laws::table::Table`] and checks its state as it goes; a [`session`] transcript runs a
//! rubber from the cut for partners to its end, with the scorepad.

pub mod dds_hands;
pub mod error;
pub mod json;
pub mod lin;
pub mod pbn;

pub mod record;
pub mod session;
mod text;
pub mod three_handed;
pub mod transcript;

pub use error::{Imported, LinError, PbnError, Warning};
pub use record::{Outcome, Record, RecordedCall, ReplayError, Room};

/// The file formats, for choosing a reader and a writer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// PBN 2.1.
    Pbn,
    /// BBO's LIN.
    Lin,
    /// The deal's event log as JSON, one deal a line ([`json::DealLog`]).
    Json,
    /// DDS's hand files (read only; [`dds_hands`]).
    Dds,
}

impl Format {
    /// The format a file name's extension names (`.pbn`, `.lin`, `.json`, `.jsonl`).
    pub fn from_path(path: &std::path::Path) -> Option<Format> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "pbn" => Some(Format::Pbn),
            "lin" => Some(Format::Lin),
            "json" | "jsonl" => Some(Format::Json),
            _ => None,
        }
    }

    /// The format a file's first characters show: `{` JSON, `NUMBER` DDS, `key|` LIN, else
    /// PBN.
    pub fn sniff(start: &str) -> Format {
        let start = start.trim_start();
        if start.starts_with("NUMBER ") {
            return Format::Dds;
        }
        let first_word: String = start
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        if start.starts_with('{') {
            Format::Json
        } else if !first_word.is_empty() && start[first_word.len()..].starts_with('|') {
            Format::Lin
        } else {
            Format::Pbn
        }
    }
}

impl std::str::FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "pbn" => Ok(Format::Pbn),
            "lin" => Ok(Format::Lin),
            "json" => Ok(Format::Json),
            "dds" => Ok(Format::Dds),
            other => Err(format!(
                "unknown format `{other}`: the formats are pbn, lin, json and dds (read only)"
            )),
        }
    }
}
