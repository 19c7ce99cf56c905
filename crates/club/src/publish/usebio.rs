//! The session as USEBIO 1.3 XML, the results interchange of the English Bridge Union and
//! other bodies: the club and event, each pair's place and score, each board's traveller.

use std::fmt::Write as _;

use super::{Results, escape, points_text};
use crate::session::{Entry, Scoring};

/// The XML document.
pub fn usebio(results: &Results) -> String {
    let session = results.session;
    let mut out = String::new();
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<USEBIO Version=\"1.3\">\n");
    let _ = writeln!(
        out,
        "  <CLUB><CLUB_NAME>{}</CLUB_NAME></CLUB>",
        escape(&session.name)
    );
    let (event_type, method) = match session.scoring {
        Scoring::Matchpoints => ("MP_PAIRS", "MATCH_POINTS"),
        Scoring::Butler => ("BUTLER_PAIRS", "IMPS"),
        Scoring::CrossImps => ("CROSS_IMP_PAIRS", "CROSS_IMPS"),
    };
    let _ = writeln!(out, "  <EVENT EVENT_TYPE=\"{event_type}\">");
    let _ = writeln!(
        out,
        "    <EVENT_DESCRIPTION>{}</EVENT_DESCRIPTION>",
        escape(&session.name)
    );
    let _ = writeln!(
        out,
        "    <BOARD_SCORING_METHOD>{method}</BOARD_SCORING_METHOD>"
    );
    out.push_str("    <PARTICIPANTS>\n");
    for ranking in results.rankings {
        let direction = match ranking.field.as_str() {
            "North-South" => Some("NS"),
            "East-West" => Some("EW"),
            _ => None,
        };
        for row in &ranking.rows {
            out.push_str("      <PAIR>\n");
            let _ = writeln!(out, "        <PAIR_NUMBER>{}</PAIR_NUMBER>", row.pair);
            if let Some(direction) = direction {
                let _ = writeln!(out, "        <DIRECTION>{direction}</DIRECTION>");
            }
            let _ = writeln!(out, "        <PLACE>{}</PLACE>", escape(&row.rank));
            let _ = writeln!(
                out,
                "        <TOTAL_SCORE>{}</TOTAL_SCORE>",
                points_text(row.points)
            );
            if let Some(percent) = row.percent {
                let _ = writeln!(out, "        <PERCENTAGE>{percent:.2}</PERCENTAGE>");
            }
            if row.penalty != 0.0 {
                // Law 90: the total is after the penalty; the penalty is given beside it.
                let _ = writeln!(
                    out,
                    "        <PENALTY>{}</PENALTY>",
                    points_text(row.penalty)
                );
            }
            for name in row
                .names
                .as_deref()
                .unwrap_or("")
                .split('&')
                .map(str::trim)
                .filter(|n| !n.is_empty())
            {
                let _ = writeln!(
                    out,
                    "        <PLAYER><PLAYER_NAME>{}</PLAYER_NAME></PLAYER>",
                    escape(name)
                );
            }
            out.push_str("      </PAIR>\n");
        }
    }
    out.push_str("    </PARTICIPANTS>\n");
    let (ns_points, ew_points) = match session.scoring {
        Scoring::Matchpoints => ("NS_MATCH_POINTS", "EW_MATCH_POINTS"),
        Scoring::Butler | Scoring::CrossImps => ("NS_IMPS", "EW_IMPS"),
    };
    for traveller in results.travellers {
        out.push_str("    <BOARD>\n");
        let _ = writeln!(
            out,
            "      <BOARD_NUMBER>{}</BOARD_NUMBER>",
            traveller.board
        );
        for line in &traveller.lines {
            out.push_str("      <TRAVELLER_LINE>\n");
            let _ = writeln!(out, "        <NS_PAIR_NUMBER>{}</NS_PAIR_NUMBER>", line.ns);
            let _ = writeln!(out, "        <EW_PAIR_NUMBER>{}</EW_PAIR_NUMBER>", line.ew);
            write_entry(&mut out, &line.entry, "        ");
            if let Some(score) = line.score_ns {
                let _ = writeln!(out, "        <SCORE>{score}</SCORE>");
            }
            let _ = writeln!(
                out,
                "        <{ns_points}>{}</{ns_points}>",
                points_text(line.ns_points)
            );
            let _ = writeln!(
                out,
                "        <{ew_points}>{}</{ew_points}>",
                points_text(line.ew_points)
            );
            out.push_str("      </TRAVELLER_LINE>\n");
        }
        out.push_str("    </BOARD>\n");
    }
    out.push_str("  </EVENT>\n</USEBIO>\n");
    out
}

/// A traveller line's result as USEBIO writes it, each element on its own line after
/// `indent`: the contract, declarer, lead and tricks of a board played, `PASS`, or the
/// adjusted score (artificial as `60%/40%`, assigned or split as the entry reads).
pub(crate) fn write_entry(out: &mut String, entry: &Entry, indent: &str) {
    match entry {
        Entry::Played {
            contract,
            declarer,
            lead,
            tricks,
        } => {
            let _ = writeln!(out, "{indent}<CONTRACT>{contract}</CONTRACT>");
            let _ = writeln!(out, "{indent}<PLAYED_BY>{}</PLAYED_BY>", declarer.letter());
            if let Some(lead) = lead {
                let _ = writeln!(out, "{indent}<LEAD>{lead}</LEAD>");
            }
            let _ = writeln!(out, "{indent}<TRICKS>{tricks}</TRICKS>");
        }
        Entry::PassedOut => {
            let _ = writeln!(out, "{indent}<CONTRACT>PASS</CONTRACT>");
        }
        Entry::Artificial { ns, ew } => {
            let _ = writeln!(
                out,
                "{indent}<ADJUSTED_SCORE>{}/{}</ADJUSTED_SCORE>",
                ns.notation(),
                ew.notation()
            );
        }
        Entry::Assigned(_) | Entry::Split { .. } => {
            let _ = writeln!(
                out,
                "{indent}<ADJUSTED_SCORE>{}</ADJUSTED_SCORE>",
                escape(&entry.to_string())
            );
        }
    }
}
