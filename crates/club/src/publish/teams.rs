//! A team event published as a pairs session is: the site (standings, each match's scorecard,
//! a page a board with its hand record and both rooms' results in every match), PBN with a
//! ScoreTable a board (a row a room of each match) and the TotalScoreTable of the standings,
//! and USEBIO XML with the teams, their matches and the boards of each.

use std::fmt::Write as _;

use formats::pbn::{Token, write_game, write_header};

use super::html::{board_file, page, record_block, suit_symbols};
use super::pbn::{dash, push_table};
use super::{HandRecord, entry_text, escape, points_text, score_columns};
use crate::session::Entry;
use crate::teams::{BoardScore, Format, MatchScore, Scored, Standing, TeamEvent};
use crate::vp::format_hundredths;

/// Everything published about a team event.
#[derive(Clone, Debug)]
pub struct TeamPublication<'a> {
    /// The event.
    pub event: &'a TeamEvent,
    /// Its matches and standings.
    pub scored: &'a Scored,
    /// The hand records, in board order.
    pub hand_records: &'a [HandRecord],
    /// How many results are still missing (the standings are provisional while any are).
    pub missing: usize,
}

/// The page of a match: `match-02-3.html` (round 2, match 3).
pub fn match_file(round: u32, table: u32) -> String {
    format!("match-{round:02}-{table}.html")
}

/// The site's files: (file name, contents).
pub fn team_site(publication: &TeamPublication) -> Vec<(String, String)> {
    let mut files = vec![
        ("style.css".to_string(), super::html::STYLE.to_string()),
        ("index.html".to_string(), index(publication)),
    ];
    for m in &publication.scored.matches {
        files.push((match_file(m.round, m.table), match_page(publication, m)));
    }
    for record in publication.hand_records {
        files.push((
            board_file(record.board.number()),
            board_page(publication, record),
        ));
    }
    files
}

/// `Smith (3)`.
fn team_label(event: &TeamEvent, team: u32) -> String {
    format!("{} ({team})", event.team_name(team))
}

/// IMPs as printed.
fn imps_text(imps: f64) -> String {
    points_text(imps)
}

/// A match's score: `25-7 IMPs, 17.59-2.41 VPs`.
fn match_score(m: &MatchScore) -> String {
    let vps = match (m.home_vps, m.away_vps) {
        (Some(home), Some(away)) => format!(
            ", {}-{} VPs",
            format_hundredths(home),
            format_hundredths(away)
        ),
        _ => String::new(),
    };
    format!(
        "{}-{} IMPs{vps}{}",
        imps_text(m.home_imps),
        imps_text(m.away_imps),
        if m.complete { "" } else { " (incomplete)" }
    )
}

fn index(publication: &TeamPublication) -> String {
    let event = publication.event;
    let mut body = format!(
        "<header><h1>{}</h1><p class=\"summary\">{} of {} teams, {} boards a match{}</p></header>\n",
        escape(&event.name),
        event.format.name(),
        event.teams,
        event.boards_per_match,
        if publication.missing > 0 {
            format!(
                " &middot; provisional: {} results missing",
                publication.missing
            )
        } else {
            String::new()
        }
    );
    body.push_str(&standings_table(event, &publication.scored.standings));
    body.push_str("<section><h2>Matches</h2>\n");
    for (r, round) in event.rounds.iter().enumerate() {
        let number = r as u32 + 1;
        let _ = writeln!(body, "<h3>Round {number}</h3><ul>");
        for m in publication
            .scored
            .matches
            .iter()
            .filter(|m| m.round == number)
        {
            let _ = writeln!(
                body,
                "<li><a href=\"{}\">{} v {}</a>: {}</li>",
                match_file(m.round, m.table),
                escape(&team_label(event, m.home)),
                escape(&team_label(event, m.away)),
                match_score(m)
            );
        }
        if let Some(team) = round.bye {
            let _ = writeln!(
                body,
                "<li>Bye: {} ({} VPs)</li>",
                escape(&team_label(event, team)),
                format_hundredths(event.bye_vps)
            );
        }
        body.push_str("</ul>\n");
    }
    body.push_str("</section>\n<section><h2>Boards</h2><nav class=\"boards\">");
    for record in publication.hand_records {
        let n = record.board.number();
        let _ = write!(body, "<a href=\"{}\">{n}</a> ", board_file(n));
    }
    body.push_str("</nav></section>\n");
    page(&event.name, &body)
}

fn standings_table(event: &TeamEvent, standings: &[Standing]) -> String {
    let knockout = event.format == Format::Knockout;
    let mut out = String::from("<section><h2>Standings</h2>\n");
    let _ = writeln!(
        out,
        "<table class=\"ranking\"><thead><tr><th>Rank</th><th>Team</th><th>Name</th>{}<th>IMPs won</th><th>IMPs lost</th><th>Quotient</th></tr></thead><tbody>",
        if knockout { "" } else { "<th>VPs</th>" }
    );
    for row in standings {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td>{}<td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            escape(&row.rank),
            row.team,
            escape(&row.name),
            if knockout {
                String::new()
            } else {
                format!("<td class=\"num\">{}</td>", format_hundredths(row.vps))
            },
            imps_text(row.imps_for),
            imps_text(row.imps_against),
            row.quotient.map(|q| format!("{q:.3}")).unwrap_or_default()
        );
    }
    out.push_str("</tbody></table></section>\n");
    out
}

/// A room's cells: contract, by, lead, North-South's score and East-West's.
fn room_cells(entry: Option<&Entry>, score_ns: Option<i64>) -> String {
    let Some(entry) = entry else {
        return "<td colspan=\"4\">not played yet</td>".to_string();
    };
    let (contract, declarer, _) = entry_text(entry);
    let contract = if matches!(entry, Entry::Played { .. } | Entry::PassedOut) {
        contract
    } else {
        // An adjusted score, written as entered (Law 12C).
        entry.to_string()
    };
    let [ns, ew] = score_columns(score_ns).map(|s| s.map(|s| s.to_string()).unwrap_or_default());
    format!(
        "<td>{}</td><td>{}</td><td class=\"num\">{ns}</td><td class=\"num\">{ew}</td>",
        suit_symbols(&escape(&contract)),
        escape(&declarer)
    )
}

/// A board's IMPs for the home team and the visitors, as the scorecard shows them.
fn imps_cells(board: &BoardScore) -> String {
    let won = |imps: Option<f64>| match imps {
        Some(imps) if imps > 0.0 => imps_text(imps),
        _ => String::new(),
    };
    format!(
        "<td class=\"num\">{}</td><td class=\"num\">{}</td>",
        won(board.home),
        won(board.away)
    )
}

fn match_page(publication: &TeamPublication, m: &MatchScore) -> String {
    let event = publication.event;
    let (home, away) = (team_label(event, m.home), team_label(event, m.away));
    let mut body = format!(
        "<header><h1>{} v {}</h1><p class=\"summary\">{} &middot; round {}, match {} &middot; <a href=\"index.html\">Standings</a></p></header>\n",
        escape(&home),
        escape(&away),
        escape(&event.name),
        m.round,
        m.table
    );
    let _ = writeln!(
        body,
        "<p>Open room: {home} North-South; closed room: {home} East-West.</p>",
        home = escape(&home)
    );
    body.push_str(
        "<table class=\"traveller\"><thead><tr><th rowspan=\"2\">Board</th><th colspan=\"4\">Open room</th><th colspan=\"4\">Closed room</th><th colspan=\"2\">IMPs</th></tr>\n<tr><th>Contract</th><th>By</th><th>NS</th><th>EW</th><th>Contract</th><th>By</th><th>NS</th><th>EW</th><th>Home</th><th>Away</th></tr></thead><tbody>\n",
    );
    for board in &m.boards {
        let _ = writeln!(
            body,
            "<tr><td><a href=\"{}\">{}</a></td>{}{}{}</tr>",
            board_file(board.board),
            board.board,
            room_cells(board.open.as_ref(), board.open_ns),
            room_cells(board.closed.as_ref(), board.closed_ns),
            imps_cells(board)
        );
    }
    if m.home_carry_over + m.away_carry_over > 0.0 {
        let _ = writeln!(
            body,
            "<tr><td colspan=\"9\">Carry-over</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            imps_text(m.home_carry_over),
            imps_text(m.away_carry_over)
        );
    }
    let _ = writeln!(
        body,
        "<tr><td colspan=\"9\">Total</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr></tbody></table>",
        imps_text(m.home_imps),
        imps_text(m.away_imps)
    );
    let _ = writeln!(body, "<p class=\"par\">{}</p>", match_score(m));
    page(&format!("{home} v {away} - {}", event.name), &body)
}

fn board_page(publication: &TeamPublication, record: &HandRecord) -> String {
    let event = publication.event;
    let number = record.board.number();
    let mut body = format!(
        "<header><h1>Board {number}</h1><p class=\"summary\">{} &middot; <a href=\"index.html\">Standings</a></p></header>\n",
        escape(&event.name)
    );
    body.push_str(&record_block(record));
    body.push_str(
        "<table class=\"traveller\"><thead><tr><th rowspan=\"2\">Match</th><th colspan=\"4\">Open room (home NS)</th><th colspan=\"4\">Closed room (home EW)</th><th colspan=\"2\">IMPs</th></tr>\n<tr><th>Contract</th><th>By</th><th>NS</th><th>EW</th><th>Contract</th><th>By</th><th>NS</th><th>EW</th><th>Home</th><th>Away</th></tr></thead><tbody>\n",
    );
    for m in &publication.scored.matches {
        for board in m.boards.iter().filter(|b| b.board == number) {
            let _ = writeln!(
                body,
                "<tr><td><a href=\"{}\">{} v {}</a></td>{}{}{}</tr>",
                match_file(m.round, m.table),
                escape(&team_label(event, m.home)),
                escape(&team_label(event, m.away)),
                room_cells(board.open.as_ref(), board.open_ns),
                room_cells(board.closed.as_ref(), board.closed_ns),
                imps_cells(board)
            );
        }
    }
    body.push_str("</tbody></table>\n");
    page(&format!("Board {number} - {}", event.name), &body)
}

/// The rows of a board's ScoreTable in one match: the open room's, then the closed room's,
/// each with the IMPs of the team sitting North-South and of the team sitting East-West.
fn score_rows(m: &MatchScore, board: &BoardScore) -> Vec<String> {
    let rooms = [
        ("Open", &board.open, board.open_ns, (m.home, m.away)),
        ("Closed", &board.closed, board.closed_ns, (m.away, m.home)),
    ];
    let mut rows = Vec::new();
    for (room, entry, score_ns, (ns_team, ew_team)) in rooms {
        let Some(entry) = entry else { continue };
        let (contract, declarer, lead) = entry_text(entry);
        let (contract, tricks) = match entry {
            Entry::Played {
                contract, tricks, ..
            } => (contract.to_string(), tricks.to_string()),
            _ => (contract, "-".to_string()),
        };
        let [ns, ew] = score_columns(score_ns).map(|s| s.map_or("-".into(), |s| s.to_string()));
        let imps_of = |team: u32| {
            let imps = if team == m.home {
                board.home
            } else {
                board.away
            };
            imps.map_or("-".to_string(), points_text)
        };
        rows.extend([
            m.round.to_string(),
            m.table.to_string(),
            room.to_string(),
            ns_team.to_string(),
            ew_team.to_string(),
            dash(contract),
            dash(declarer),
            tricks,
            dash(lead),
            ns,
            ew,
            imps_of(ns_team),
            imps_of(ew_team),
        ]);
    }
    rows
}

/// The whole PBN file: a game a board (deal, double-dummy tricks and par when solved) with
/// its ScoreTable, a row a room of each match that played it; the first game also carries
/// the TotalScoreTable of the standings.
pub fn team_pbn(publication: &TeamPublication) -> String {
    let event = publication.event;
    let mut out = String::new();
    let _ = write_header(&mut out);
    for (index, record) in publication.hand_records.iter().enumerate() {
        let number = record.board.number();
        let mut game = super::pbn::board_game(&event.name, record);
        game.set("Scoring", "IMP");
        let rows: Vec<String> = publication
            .scored
            .matches
            .iter()
            .flat_map(|m| {
                m.boards
                    .iter()
                    .filter(|b| b.board == number)
                    .flat_map(|b| score_rows(m, b))
            })
            .collect();
        push_table(
            &mut game,
            "ScoreTable",
            "Round\\2R;Table\\2R;Room\\6L;TeamId_NS\\2R;TeamId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\5R;Score_EW\\5R;IMP_NS\\5R;IMP_EW\\5R",
            rows.into_iter().map(Token::Symbol).collect(),
        );
        if index == 0 {
            let knockout = event.format == Format::Knockout;
            let cells = publication
                .scored
                .standings
                .iter()
                .flat_map(|row| {
                    [
                        Token::Text(row.rank.clone()),
                        Token::Symbol(row.team.to_string()),
                        Token::Text(row.name.clone()),
                        Token::Symbol(if knockout {
                            "-".to_string()
                        } else {
                            format_hundredths(row.vps)
                        }),
                        Token::Symbol(points_text(row.imps_for)),
                        Token::Symbol(points_text(row.imps_against)),
                    ]
                })
                .collect();
            push_table(
                &mut game,
                "TotalScoreTable",
                "Rank\\2R;TeamId\\2R;TeamName\\20L;TotalScoreVP\\6R;TotalScoreIMP\\6R;TotalScoreIMP_Against\\6R",
                cells,
            );
        }
        out.push('\n');
        let _ = write_game(&mut out, &game);
    }
    out
}

/// The USEBIO document: the event, the teams with their places and VPs, every match with
/// its teams' IMPs and VPs and each board's two rooms.
pub fn team_usebio(publication: &TeamPublication) -> String {
    let event = publication.event;
    let mut out = String::new();
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<USEBIO Version=\"1.2\">\n");
    let event_type = match event.format {
        Format::Match => "TEAMS_MATCH",
        Format::RoundRobin => "TEAMS_ROUND_ROBIN",
        Format::Swiss => "SWISS_TEAMS",
        Format::Knockout => "TEAMS_KNOCKOUT",
    };
    let _ = writeln!(out, "  <EVENT EVENT_TYPE=\"{event_type}\">");
    let _ = writeln!(
        out,
        "    <EVENT_DESCRIPTION>{}</EVENT_DESCRIPTION>",
        escape(&event.name)
    );
    out.push_str("    <BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD>\n");
    if event.format != Format::Knockout {
        out.push_str("    <MATCH_SCORING_METHOD>VICTORY_POINTS</MATCH_SCORING_METHOD>\n");
    }
    out.push_str("    <PARTICIPANTS>\n");
    for row in &publication.scored.standings {
        out.push_str("      <TEAM>\n");
        let _ = writeln!(out, "        <TEAM_NUMBER>{}</TEAM_NUMBER>", row.team);
        let _ = writeln!(out, "        <TEAM_NAME>{}</TEAM_NAME>", escape(&row.name));
        let _ = writeln!(out, "        <PLACE>{}</PLACE>", escape(&row.rank));
        let total = if event.format == Format::Knockout {
            points_text(row.imps_for)
        } else {
            format_hundredths(row.vps)
        };
        let _ = writeln!(out, "        <TOTAL_SCORE>{total}</TOTAL_SCORE>");
        out.push_str("      </TEAM>\n");
    }
    out.push_str("    </PARTICIPANTS>\n");
    for m in &publication.scored.matches {
        out.push_str("    <MATCH>\n");
        let _ = writeln!(out, "      <ROUND_NUMBER>{}</ROUND_NUMBER>", m.round);
        let _ = writeln!(out, "      <TABLE_NUMBER>{}</TABLE_NUMBER>", m.table);
        let side =
            |out: &mut String, tag: &str, team: u32, imps: f64, carry: f64, vps: Option<u32>| {
                let _ = writeln!(out, "      <{tag}>");
                let _ = writeln!(out, "        <TEAM_NUMBER>{team}</TEAM_NUMBER>");
                if carry > 0.0 {
                    let _ = writeln!(
                        out,
                        "        <CARRY_OVER>{}</CARRY_OVER>",
                        points_text(carry)
                    );
                }
                let _ = writeln!(out, "        <IMPS>{}</IMPS>", points_text(imps));
                if let Some(vps) = vps {
                    let _ = writeln!(
                        out,
                        "        <VICTORY_POINTS>{}</VICTORY_POINTS>",
                        format_hundredths(vps)
                    );
                }
                let _ = writeln!(out, "      </{tag}>");
            };
        side(
            &mut out,
            "HOME_TEAM",
            m.home,
            m.home_imps,
            m.home_carry_over,
            m.home_vps,
        );
        side(
            &mut out,
            "AWAY_TEAM",
            m.away,
            m.away_imps,
            m.away_carry_over,
            m.away_vps,
        );
        for board in &m.boards {
            out.push_str("      <BOARD>\n");
            let _ = writeln!(out, "        <BOARD_NUMBER>{}</BOARD_NUMBER>", board.board);
            let rooms = [
                ("OPEN", &board.open, board.open_ns, (m.home, m.away)),
                ("CLOSED", &board.closed, board.closed_ns, (m.away, m.home)),
            ];
            for (room, entry, score_ns, (ns, ew)) in rooms {
                let Some(entry) = entry else { continue };
                out.push_str("        <TRAVELLER_LINE>\n");
                let _ = writeln!(out, "          <ROOM>{room}</ROOM>");
                let _ = writeln!(out, "          <NS_TEAM_NUMBER>{ns}</NS_TEAM_NUMBER>");
                let _ = writeln!(out, "          <EW_TEAM_NUMBER>{ew}</EW_TEAM_NUMBER>");
                super::usebio::write_entry(&mut out, entry, "          ");
                if let Some(score) = score_ns {
                    let _ = writeln!(out, "          <SCORE>{score}</SCORE>");
                }
                out.push_str("        </TRAVELLER_LINE>\n");
            }
            if let (Some(home), Some(away)) = (board.home, board.away) {
                let _ = writeln!(out, "        <HOME_IMPS>{}</HOME_IMPS>", points_text(home));
                let _ = writeln!(out, "        <AWAY_IMPS>{}</AWAY_IMPS>", points_text(away));
            }
            out.push_str("      </BOARD>\n");
        }
        out.push_str("    </MATCH>\n");
    }
    out.push_str("  </EVENT>\n</USEBIO>\n");
    out
}
