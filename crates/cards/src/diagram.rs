//! Hand diagrams in plain text, laid out as bridge columns print them: North at the top,
//! West and East either side, South at the bottom.

use crate::board::Board;
use crate::card::Suit;
use crate::deal::Deal;
use crate::hand::Hand;
use crate::seat::Seat;

/// Width of the West column; North and South start here, East at twice this.
const COLUMN: usize = 20;

/// The four lines of a hand, one a suit, spades first (`♠ AKQ2`, `♥ —` for a void).
fn hand_lines(hand: Hand) -> [String; 4] {
    Suit::DISPLAY_ORDER.map(|suit| {
        let ranks: String = hand.ranks_descending(suit).map(|r| r.letter()).collect();
        let ranks = if ranks.is_empty() {
            "—".to_string()
        } else {
            ranks
        };
        format!("{} {}", suit.symbol(), ranks)
    })
}

/// Pads `text` with spaces to `width` characters (counting characters, not bytes).
fn pad(text: &str, width: usize) -> String {
    let len = text.chars().count();
    format!("{text}{}", " ".repeat(width.saturating_sub(len)))
}

/// A diagram of the deal with the board's number, dealer, vulnerability and each hand's
/// high-card points.
pub fn hand_diagram(board: &Board, deal: &Deal) -> String {
    let head = |seat: Seat| {
        format!(
            "{} ({} HCP)",
            seat.name(),
            deal.hand(seat).high_card_points()
        )
    };
    let margin = [
        format!("Board {}", board.number()),
        format!("Dealer {}", board.dealer()),
        format!("Vul {}", board.vulnerability()),
        String::new(),
        String::new(),
    ];
    let mut out = Vec::new();
    let north = hand_lines(deal.hand(Seat::North));
    let top: Vec<String> = std::iter::once(head(Seat::North)).chain(north).collect();
    for (left, centre) in margin.iter().zip(&top) {
        out.push(format!("{}{centre}", pad(left, COLUMN)));
    }
    out.push(format!(
        "{}{}",
        pad(&head(Seat::West), 2 * COLUMN),
        head(Seat::East)
    ));
    let west = hand_lines(deal.hand(Seat::West));
    let east = hand_lines(deal.hand(Seat::East));
    for (w, e) in west.iter().zip(&east) {
        out.push(format!("{}{e}", pad(w, 2 * COLUMN)));
    }
    out.push(format!("{}{}", pad("", COLUMN), head(Seat::South)));
    for line in hand_lines(deal.hand(Seat::South)) {
        out.push(format!("{}{line}", pad("", COLUMN)));
    }
    let mut text: String = out
        .iter()
        .map(|l| l.trim_end())
        .collect::<Vec<_>>()
        .join("\n");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagram_shows_every_hand_in_its_place() {
        let deal: Deal = "N:AKQ2.T98.765.432 JT98.AKQ.432.765 7654.765.AKQ.JT9 3.J432.JT98.AKQ8"
            .parse()
            .unwrap();
        let text = hand_diagram(&Board::new(4).unwrap(), &deal);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Board 4             North (9 HCP)");
        assert_eq!(lines[1], "Dealer W            ♠ AKQ2");
        assert_eq!(lines[2], "Vul All             ♥ T98");
        assert_eq!(
            lines[5],
            "West (11 HCP)                           East (10 HCP)"
        );
        assert_eq!(lines[6], "♠ 3                                     ♠ JT98");
        assert_eq!(lines[10], "                    South (10 HCP)");
        assert_eq!(lines[14], "                    ♣ JT9");
        assert_eq!(lines.len(), 15);
    }

    #[test]
    fn voids_are_shown_as_a_dash() {
        let deal: Deal = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
            .parse()
            .unwrap();
        let text = hand_diagram(&Board::new(1).unwrap(), &deal);
        assert!(text.contains("♥ —"));
    }
}
