//! The results site: `index.html` (rankings and the list of boards), one page a board (hand
//! diagram, double-dummy table, par and traveller) and `style.css`, plain HTML that opens
//! from a folder in any browser and prints cleanly.

use std::fmt::Write as _;

use cards::{Deal, Seat, Suit};
use dds::DdTable;

use super::{
    HandRecord, LEGEND, Results, contract_text, escape, marks, points_text, score_columns,
};
use crate::session::{FieldRanking, Scoring, Traveller};

/// The site's files: (file name, contents).
pub fn site(results: &Results) -> Vec<(String, String)> {
    let mut files = vec![
        ("style.css".to_string(), STYLE.to_string()),
        ("index.html".to_string(), index(results)),
    ];
    for (traveller, record) in results.travellers.iter().zip(results.hand_records) {
        files.push((
            board_file(traveller.board),
            board_page(results, traveller, record),
        ));
    }
    files.push(("hand-records.html".to_string(), hand_records(results)));
    for ranking in results.rankings {
        for row in &ranking.rows {
            files.push((pair_file(row.pair), pair_page(results, row.pair)));
        }
    }
    files
}

/// The page of a pair: `pair-07.html`.
pub fn pair_file(pair: u32) -> String {
    format!("pair-{pair:02}.html")
}

/// A pair's scorecard: every board it played, with its direction, opponents, contract, score
/// and matchpoints (or IMPs).
fn pair_page(results: &Results, pair: u32) -> String {
    let session = results.session;
    let names = session
        .pair_names
        .get(&pair)
        .map(String::as_str)
        .unwrap_or("");
    let unit = unit(session.scoring);
    let mut body = format!(
        "<header><h1>Pair {pair}</h1><p class=\"summary\">{}{}{} &middot; <a href=\"index.html\">Rankings</a></p></header>\n",
        escape(names),
        if names.is_empty() { "" } else { " &middot; " },
        escape(&session.name)
    );
    let _ = writeln!(
        body,
        "<table class=\"traveller\"><thead><tr><th>Board</th><th>Round</th><th>Table</th><th>Direction</th><th>Against</th><th>Contract</th><th>By</th><th>Score</th><th>{unit}</th><th>Top</th></tr></thead><tbody>"
    );
    let mut total = 0.0;
    for traveller in results.travellers {
        for line in traveller
            .lines
            .iter()
            .filter(|l| l.ns == pair || l.ew == pair)
        {
            let north_south = line.ns == pair;
            let (direction, against, points) = if north_south {
                ("NS", line.ew, line.ns_points)
            } else {
                ("EW", line.ns, line.ew_points)
            };
            total += points;
            let (contract, by, _) = contract_text(line);
            let marks = marks(session, traveller.board, line);
            let score = line
                .score_ns
                .map(|s| if north_south { s } else { -s })
                .map(|s| format!("{s:+}"))
                .unwrap_or_default();
            let _ = writeln!(
                body,
                "<tr><td><a href=\"{}\">{}</a></td><td>{}</td><td>{}</td><td>{direction}</td><td><a href=\"{}\">{against}</a></td><td>{}{}</td><td>{by}</td><td class=\"num\">{score}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
                board_file(traveller.board),
                traveller.board,
                line.round,
                line.table,
                pair_file(against),
                suit_symbols(&escape(&contract)),
                mark_sup(&marks),
                points_text(points),
                points_text(traveller.top),
            );
        }
    }
    let _ = writeln!(
        body,
        "</tbody><tfoot><tr><th colspan=\"8\">Total</th><th class=\"num\">{}</th><th></th></tr></tfoot></table>",
        points_text(total)
    );
    page(&format!("Pair {pair} - {}", session.name), &body)
}

/// Every board's hand record on one page, for printing: diagram, double-dummy tricks, par.
fn hand_records(results: &Results) -> String {
    let mut body = format!(
        "<header><h1>Hand records</h1><p class=\"summary\">{} &middot; <a href=\"index.html\">Rankings</a></p></header>\n",
        escape(&results.session.name)
    );
    for record in results.hand_records {
        let _ = writeln!(
            body,
            "<section class=\"hand-record\"><h2>Board {}</h2>",
            record.board.number()
        );
        body.push_str(&record_block(record));
        body.push_str("</section>\n");
    }
    page(&format!("Hand records - {}", results.session.name), &body)
}

/// A board's diagram, double-dummy table and par, side by side.
pub(crate) fn record_block(record: &HandRecord) -> String {
    let mut out = String::from("<div class=\"record\">\n");
    match &record.deal {
        Some(deal) => out.push_str(&diagram(record, deal)),
        None => out.push_str("<p>The deal was not recorded.</p>\n"),
    }
    if let Some(table) = &record.double_dummy {
        out.push_str("<div>");
        out.push_str(&double_dummy_table(table));
        if let Some(par) = record.par() {
            let contracts: Vec<String> = par.contracts.iter().map(|c| c.to_string()).collect();
            let _ = writeln!(
                out,
                "<p class=\"par\">Par: North-South {:+}{}{}</p>",
                par.score,
                if contracts.is_empty() { "" } else { ", " },
                escape(&contracts.join(", "))
            );
        }
        out.push_str("</div>");
    }
    out.push_str("</div>\n");
    out
}

/// The page of a board: `board-07.html`.
pub fn board_file(board: u32) -> String {
    format!("board-{board:02}.html")
}

/// A page of the site: its title and body in the site's frame (and style sheet).
pub(crate) fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n\
         <body>\n{body}</body>\n</html>\n",
        title = escape(title)
    )
}

fn unit(scoring: Scoring) -> &'static str {
    match scoring {
        Scoring::Matchpoints => "MP",
        Scoring::Butler | Scoring::CrossImps => "IMPs",
    }
}

fn index(results: &Results) -> String {
    let session = results.session;
    let movement = &session.movement;
    let mut body = String::new();
    let _ = writeln!(body, "<header><h1>{}</h1>", escape(&session.name));
    let _ = writeln!(
        body,
        "<p class=\"summary\">{} movement, {} tables, {} rounds of {} boards; scored by {}.</p></header>",
        movement.kind.name(),
        movement.tables,
        movement.rounds.len(),
        movement.boards_per_set,
        match session.scoring {
            Scoring::Matchpoints =>
                "matchpoints (Law 78A), Neuberg where a board was played fewer times",
            Scoring::Butler => "Butler IMPs (Law 78B) against the datum",
            Scoring::CrossImps => "cross-IMPs (Law 78B), averaged",
        }
    );
    if !results.missing.is_empty() {
        let _ = writeln!(
            body,
            "<p class=\"warning\">Provisional: {} results are still missing.</p>",
            results.missing.len()
        );
    }
    for ranking in results.rankings {
        body.push_str(&ranking_table(ranking, session.scoring));
    }
    body.push_str(&penalty_list(session, None));
    body.push_str("<section><h2>Boards</h2>\n<p><a href=\"hand-records.html\">All hand records, for printing</a></p>\n<nav class=\"boards\">");
    for traveller in results.travellers {
        let _ = write!(
            body,
            "<a href=\"{}\">{}</a> ",
            board_file(traveller.board),
            traveller.board
        );
    }
    body.push_str("</nav></section>\n");
    page(&session.name, &body)
}

fn ranking_table(ranking: &FieldRanking, scoring: Scoring) -> String {
    let mut out = String::new();
    let title = if ranking.field.is_empty() {
        "Ranking".to_string()
    } else {
        format!("{} ranking", ranking.field)
    };
    let _ = writeln!(out, "<section><h2>{}</h2>", escape(&title));
    let percent = scoring == Scoring::Matchpoints;
    let penalised = ranking.rows.iter().any(|row| row.penalty != 0.0);
    let _ = writeln!(
        out,
        "<table class=\"ranking\"><thead><tr><th>Rank</th><th>Pair</th><th>Names</th>{}<th>{}</th>{}<th>Boards</th></tr></thead><tbody>",
        if penalised {
            "<th>Penalty (Law 90)</th>"
        } else {
            ""
        },
        unit(scoring),
        if percent {
            "<th>Top</th><th>%</th>"
        } else {
            ""
        }
    );
    for row in &ranking.rows {
        let _ = write!(
            out,
            "<tr><td>{}</td><td><a href=\"{}\">{}</a></td><td>{}</td>{}<td class=\"num\">{}</td>",
            escape(&row.rank),
            pair_file(row.pair),
            row.pair,
            escape(row.names.as_deref().unwrap_or("")),
            match (penalised, row.penalty != 0.0) {
                (false, _) => String::new(),
                (true, false) => "<td></td>".to_string(),
                (true, true) => format!(
                    "<td class=\"num penalty\">-{} <sup class=\"mark\">P</sup></td>",
                    points_text(row.penalty)
                ),
            },
            points_text(row.points)
        );
        if percent {
            let _ = write!(
                out,
                "<td class=\"num\">{}</td><td class=\"num\">{}</td>",
                points_text(row.top),
                row.percent.map(|p| format!("{p:.2}")).unwrap_or_default()
            );
        }
        let _ = writeln!(out, "<td class=\"num\">{}</td></tr>", row.boards);
    }
    out.push_str("</tbody></table></section>\n");
    out
}

fn board_page(results: &Results, traveller: &Traveller, record: &HandRecord) -> String {
    let board = record.board;
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<header><h1>Board {}</h1><p class=\"summary\">{} &middot; <a href=\"index.html\">Rankings</a>{}{}</p></header>",
        board.number(),
        escape(&results.session.name),
        previous_link(results, traveller.board),
        next_link(results, traveller.board),
    );
    body.push_str(&record_block(record));
    body.push_str(&traveller_table(results.session, traveller));
    body.push_str(&penalty_list(results.session, Some(traveller.board)));
    page(
        &format!("Board {} - {}", board.number(), results.session.name),
        &body,
    )
}

fn previous_link(results: &Results, board: u32) -> String {
    match results.travellers.iter().position(|t| t.board == board) {
        Some(i) if i > 0 => {
            let b = results.travellers[i - 1].board;
            format!(
                " &middot; <a href=\"{}\">&larr; Board {b}</a>",
                board_file(b)
            )
        }
        _ => String::new(),
    }
}

fn next_link(results: &Results, board: u32) -> String {
    let position = results.travellers.iter().position(|t| t.board == board);
    match position.and_then(|i| results.travellers.get(i + 1)) {
        Some(next) => format!(
            " &middot; <a href=\"{}\">Board {} &rarr;</a>",
            board_file(next.board),
            next.board
        ),
        None => String::new(),
    }
}

/// The four hands around a compass square holding the board's number, dealer and
/// vulnerability.
fn diagram(record: &HandRecord, deal: &Deal) -> String {
    let board = record.board;
    let hand = |seat: Seat| -> String {
        let mut out = format!("<div class=\"hand {}\">", seat.name().to_ascii_lowercase());
        let _ = write!(out, "<div class=\"seat\">{}</div>", Seat::name(seat));
        for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
            let ranks: Vec<String> = deal
                .hand(seat)
                .ranks_descending(suit)
                .map(|rank| match rank.to_string().as_str() {
                    "T" => "10".to_string(),
                    other => other.to_string(),
                })
                .collect();
            let cards = if ranks.is_empty() {
                "&mdash;".to_string()
            } else {
                ranks.join(" ")
            };
            let _ = write!(
                out,
                "<div><span class=\"suit {}\">{}</span> {}</div>",
                suit_class(suit),
                suit.symbol(),
                cards
            );
        }
        out.push_str("</div>");
        out
    };
    format!(
        "<div class=\"diagram\">{}{}<div class=\"compass\"><strong>{}</strong><br>Dealer {}<br>Vul {}</div>{}{}</div>\n",
        hand(Seat::North),
        hand(Seat::West),
        board.number(),
        Seat::name(board.dealer()),
        board.vulnerability(),
        hand(Seat::East),
        hand(Seat::South),
    )
}

fn double_dummy_table(table: &DdTable) -> String {
    let mut out = String::from(
        "<table class=\"dd\"><caption>Double-dummy tricks</caption><thead><tr><th></th>",
    );
    for strain in DdTable::PBN_STRAINS {
        let _ = write!(out, "<th>{}</th>", strain_heading(strain));
    }
    out.push_str("</tr></thead><tbody>");
    for declarer in DdTable::PBN_DECLARERS {
        let _ = write!(out, "<tr><th>{}</th>", declarer.letter());
        for strain in DdTable::PBN_STRAINS {
            let _ = write!(out, "<td>{}</td>", table.tricks(declarer, strain));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>\n");
    out
}

/// A line's marks as a superscript after its contract (nothing if none); the board's page
/// gives their legend.
fn mark_sup(marks: &str) -> String {
    if marks.is_empty() {
        String::new()
    } else {
        format!(" <sup class=\"mark\">{marks}</sup>")
    }
}

/// Law 90: the procedural penalties on a board (`Some`), or every penalty (`None`), listed.
fn penalty_list(session: &crate::session::Session, board: Option<u32>) -> String {
    let penalties: Vec<_> = session
        .rulings
        .penalties
        .iter()
        .filter(|p| board.is_none() || p.board == board)
        .collect();
    if penalties.is_empty() {
        return String::new();
    }
    let mut out =
        String::from("<section><h2>Procedural penalties (Law 90)</h2>\n<ul class=\"penalties\">\n");
    for penalty in penalties {
        let _ = writeln!(
            out,
            "<li>Pair {}: {} {}, {}{}</li>",
            penalty.pair,
            penalty.amount,
            match penalty.amount {
                crate::session::rulings::PenaltyAmount::PercentOfTop(_) => "of a top",
                crate::session::rulings::PenaltyAmount::Points(_) => unit(session.scoring),
            },
            penalty
                .board
                .map_or_else(|| "on the session".to_string(), |b| format!("on board {b}")),
            if penalty.reason.is_empty() {
                String::new()
            } else {
                format!(": {}", escape(&penalty.reason))
            }
        );
    }
    out.push_str("</ul></section>\n");
    out
}

fn traveller_table(session: &crate::session::Session, traveller: &Traveller) -> String {
    let unit = unit(session.scoring);
    let mut out = String::new();
    let _ = writeln!(out, "<section><h2>Traveller</h2>");
    if let Some(datum) = traveller.datum {
        let _ = writeln!(out, "<p>Butler datum: {datum:+}</p>");
    }
    let _ = writeln!(
        out,
        "<table class=\"traveller\"><thead><tr><th>Table</th><th>Round</th><th>NS</th><th>EW</th><th>Contract</th><th>By</th><th>Lead</th><th>Score NS</th><th>Score EW</th><th>{unit} NS</th><th>{unit} EW</th></tr></thead><tbody>"
    );
    let mut marked = Vec::new();
    for line in &traveller.lines {
        let (contract, by, lead) = contract_text(line);
        let [score_ns, score_ew] = score_columns(line.score_ns)
            .map(|column| column.map(|score| score.to_string()).unwrap_or_default());
        let marks = marks(session, traveller.board, line);
        marked.extend(
            marks
                .split(' ')
                .filter(|m| !m.is_empty())
                .map(str::to_string),
        );
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            line.table,
            line.round,
            line.ns,
            line.ew,
            suit_symbols(&escape(&contract)),
            mark_sup(&marks),
            by,
            suit_symbols(&lead),
            score_ns,
            score_ew,
            points_text(line.ns_points),
            points_text(line.ew_points)
        );
    }
    if traveller.lines.is_empty() {
        out.push_str("<tr><td colspan=\"11\">No results yet.</td></tr>\n");
    }
    out.push_str("</tbody></table>\n");
    let legend: Vec<String> = LEGEND
        .iter()
        .filter(|(mark, _)| marked.iter().any(|m| m == mark))
        .map(|(mark, meaning)| format!("<dt>{mark}</dt><dd>{meaning}</dd>"))
        .collect();
    if !legend.is_empty() {
        let _ = writeln!(out, "<dl class=\"legend\">{}</dl>", legend.concat());
    }
    out.push_str("</section>\n");
    out
}

/// Contract and card notation with suit symbols: `4S=` as `4♠=`, `HA` as `♥A` (the
/// notation's only capital S, H, D and C are suits: no trump is `NT`, pass `Pass`).
pub(crate) fn suit_symbols(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match Suit::from_letter(c).filter(|_| c.is_ascii_uppercase()) {
            Some(suit) => {
                let _ = write!(
                    out,
                    "<span class=\"suit {}\">{}</span>",
                    suit_class(suit),
                    suit.symbol()
                );
            }
            None => out.push(c),
        }
    }
    out
}

fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    }
}

fn strain_heading(strain: dds::Strain) -> String {
    match strain.trump() {
        Some(suit) => format!(
            "<span class=\"suit {}\">{}</span>",
            suit_class(suit),
            suit.symbol()
        ),
        None => "NT".to_string(),
    }
}

/// The site's style sheet.
pub(crate) const STYLE: &str = r#"body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d232a; background: #fdfdfb; }
h1 { margin-bottom: 0.2rem; }
.summary { color: #555; margin-top: 0; }
.warning { background: #fff4d6; border: 1px solid #e0b84c; padding: 0.5rem 0.8rem; border-radius: 4px; }
table { border-collapse: collapse; margin: 0.8rem 0 1.6rem; }
th, td { padding: 0.3rem 0.6rem; border-bottom: 1px solid #ddd; text-align: left; }
thead th { background: #24476b; color: #fff; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
tbody tr:nth-child(even) { background: #f1f4f7; }
nav.boards a { display: inline-block; min-width: 2.2rem; text-align: center; margin: 0.15rem; padding: 0.25rem; border: 1px solid #24476b; border-radius: 4px; text-decoration: none; color: #24476b; }
.record { display: flex; flex-wrap: wrap; gap: 2rem; align-items: flex-start; }
.diagram { display: grid; grid-template-columns: repeat(3, 9.5rem); grid-template-rows: repeat(3, auto); gap: 0.4rem; }
.hand { line-height: 1.35; }
.hand .seat { font-weight: 600; color: #24476b; }
.north { grid-column: 2; grid-row: 1; }
.west { grid-column: 1; grid-row: 2; }
.compass { grid-column: 2; grid-row: 2; border: 2px solid #24476b; border-radius: 6px; text-align: center; padding: 0.6rem; align-self: center; background: #eef3f8; }
.east { grid-column: 3; grid-row: 2; }
.south { grid-column: 2; grid-row: 3; }
.suit { display: inline-block; width: 1.1em; text-align: center; }
.spades, .clubs { color: #111; }
.hearts, .diamonds { color: #c8102e; }
thead .spades, thead .clubs { color: #fff; }
thead .hearts, thead .diamonds { color: #ffb3b3; }
table.dd td { text-align: center; }
.par { font-weight: 600; }
.mark { color: #c8102e; font-weight: 600; }
dl.legend { display: grid; grid-template-columns: auto 1fr; gap: 0.2rem 0.8rem; color: #555; }
dl.legend dt { color: #c8102e; font-weight: 600; }
.hand-record { break-inside: avoid; }
@media print { nav.boards { display: none; } body { margin: 0; } }
"#;
