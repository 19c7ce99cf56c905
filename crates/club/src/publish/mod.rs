//! Publishing a session's results: an HTML site ([`html`]), PBN with ScoreTable and
//! TotalScoreTable ([`pbn`]) and USEBIO 1.3 XML ([`usebio`]); a team event's, the same three
//! ([`teams`]). Pure: each returns text for the caller to write.

pub mod html;
pub mod pbn;
pub mod teams;
pub mod usebio;

use cards::{Board, Deal};
use dds::DdTable;
use laws::par::{Par, par};

use crate::session::{Entry, FieldRanking, Session, Traveller, TravellerLine};

/// What is published of a board beside its traveller: the deal and its double-dummy table.
#[derive(Clone, Debug, PartialEq)]
pub struct HandRecord {
    /// The board.
    pub board: Board,
    /// The deal, if known.
    pub deal: Option<Deal>,
    /// The double-dummy table, if solved.
    pub double_dummy: Option<DdTable>,
}

impl HandRecord {
    /// The par of the board, from its double-dummy table.
    pub fn par(&self) -> Option<Par> {
        self.double_dummy
            .as_ref()
            .map(|table| par(table, self.board.vulnerability(), self.board.dealer()))
    }
}

/// Everything published about a session.
#[derive(Clone, Debug)]
pub struct Results<'a> {
    /// The session.
    pub session: &'a Session,
    /// Every board's traveller, in board order.
    pub travellers: &'a [Traveller],
    /// The rankings, field by field.
    pub rankings: &'a [FieldRanking],
    /// The hand records, in board order.
    pub hand_records: &'a [HandRecord],
    /// The results still missing, as (table, round, board).
    pub missing: &'a [(u32, u32, u32)],
}

/// Text made safe for HTML and XML.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A line's contract and result as a traveller prints them: `4S=` by `N`, `Pass`, `A+/A-`,
/// `Assigned`.
pub(crate) fn contract_text(line: &TravellerLine) -> (String, String, String) {
    entry_text(&line.entry)
}

/// A result's contract and result, declarer and lead as published (see [`contract_text`]).
pub(crate) fn entry_text(entry: &Entry) -> (String, String, String) {
    match entry {
        Entry::Played {
            contract,
            declarer,
            lead,
            tricks,
        } => (
            contract.result(*tricks),
            declarer.letter().to_string(),
            lead.map(|c| c.to_string()).unwrap_or_default(),
        ),
        Entry::PassedOut => ("Pass".into(), String::new(), String::new()),
        Entry::Artificial { ns, ew } => (
            format!("{}/{}", ns.notation(), ew.notation()),
            String::new(),
            String::new(),
        ),
        Entry::Assigned(_) => ("Assigned".into(), String::new(), String::new()),
        Entry::Split { .. } => ("Split".into(), String::new(), String::new()),
    }
}

/// The marks a published traveller line carries, with their meaning in [`LEGEND`].
pub const LEGEND: [(&str, &str); 4] = [
    (
        "*",
        "adjusted score (Law 12C): artificial, assigned, weighted or split",
    ),
    (
        "F",
        "played in the fouled form of the board, scored in its own group (Law 87)",
    ),
    ("C", "score corrected after the session (Law 79C)"),
    (
        "AP",
        "appealed (Laws 92-93): the committee's decision stands if given",
    ),
];

/// A traveller line's marks (see [`LEGEND`]), space-separated; empty if none.
pub fn marks(session: &Session, board: u32, line: &TravellerLine) -> String {
    use crate::session::rulings::AmendmentKind;
    let amended = |kind| {
        session
            .rulings
            .amendments_of(line.table, line.round, board)
            .any(|a| a.kind == kind)
    };
    let adjusted = matches!(
        line.entry,
        Entry::Artificial { .. } | Entry::Assigned(_) | Entry::Split { .. }
    );
    [
        adjusted,
        line.fouled,
        amended(AmendmentKind::Correction),
        amended(AmendmentKind::Appeal),
    ]
    .iter()
    .zip(LEGEND)
    .filter(|(on, _)| **on)
    .map(|(_, (mark, _))| mark)
    .collect::<Vec<_>>()
    .join(" ")
}

/// A North-South score in a traveller's two columns: the side that scored gets it (a pass-out's
/// 0 in North-South's); nothing in either for an adjusted score.
pub(crate) fn score_columns(score_ns: Option<i64>) -> [Option<i64>; 2] {
    match score_ns {
        Some(score) if score < 0 => [None, Some(-score)],
        Some(score) => [Some(score), None],
        None => [None, None],
    }
}

/// Points as printed: matchpoints and IMPs to two decimals, whole numbers bare.
pub(crate) fn points_text(points: f64) -> String {
    let rounded = (points * 100.0).round() / 100.0;
    if rounded.fract() == 0.0 {
        format!("{rounded:.0}")
    } else {
        format!("{rounded:.2}")
    }
}
