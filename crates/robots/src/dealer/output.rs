//! Deals and statistics printed as dealer prints them.

use std::fmt::Write;

use cards::{Hand, Rank, Seat, Suit, Vulnerability};

/// One suit of a hand as dealer writes it in diagrams: `A K 3 ` (each card and a space), or
/// `- ` for a void.
fn spaced_suit(hand: Hand, suit: Suit) -> String {
    let mut text = String::new();
    for rank in hand.ranks_descending(suit) {
        text.push(rank_letter(rank));
        text.push(' ');
    }
    if text.is_empty() {
        text.push_str("- ");
    }
    text
}

fn rank_letter(rank: Rank) -> char {
    rank.letter()
}

/// Hands side by side, 20 columns each, the suits one a line (spades first).
fn side_by_side(out: &mut String, hands: &[Hand]) {
    for suit in Suit::DISPLAY_ORDER {
        for (i, hand) in hands.iter().enumerate() {
            let text = spaced_suit(*hand, suit);
            if i + 1 == hands.len() {
                out.push_str(&text);
            } else {
                let _ = write!(out, "{text:<20}");
            }
        }
        out.push('\n');
    }
}

/// `printall`: the deal's number, then the four hands side by side.
pub fn print_all(out: &mut String, number: u64, hands: &[Hand; 4]) {
    let _ = writeln!(out, "{number:4}.");
    side_by_side(out, hands);
    out.push('\n');
}

/// `printew`: West and East side by side.
pub fn print_ew(out: &mut String, hands: &[Hand; 4]) {
    side_by_side(out, &[hands[Seat::West.index()], hands[Seat::East.index()]]);
    out.push('\n');
}

/// A hand in dotted notation: `AK3.QJ2.T98.7654` (a void is empty).
fn dotted(hand: Hand) -> String {
    Suit::DISPLAY_ORDER
        .map(|suit| {
            hand.ranks_descending(suit)
                .map(rank_letter)
                .collect::<String>()
        })
        .join(".")
}

/// `printoneline`: `n AK3.QJ2.T98.7654 e ... s ... w ... `, and the value if one was asked.
pub fn print_one_line(out: &mut String, hands: &[Hand; 4], value: Option<i64>) {
    for seat in Seat::ALL {
        let _ = write!(
            out,
            "{} {} ",
            seat.letter().to_ascii_lowercase(),
            dotted(hands[seat.index()])
        );
    }
    if let Some(v) = value {
        let _ = write!(out, "{v}");
    }
    out.push('\n');
}

/// `printcompact`: a seat a line, `n AK3.QJ2.T98.7654`, and the value if one was asked.
pub fn print_compact(out: &mut String, hands: &[Hand; 4], value: Option<i64>) {
    for seat in Seat::ALL {
        let _ = write!(
            out,
            "{} {}",
            seat.letter().to_ascii_lowercase(),
            dotted(hands[seat.index()])
        );
        if let (Seat::West, Some(v)) = (seat, value) {
            let _ = write!(out, " {v}");
        }
        out.push('\n');
    }
}

/// What a PBN game written by `printpbn` says besides the hands.
pub struct PbnHeader<'a> {
    /// The script's file name.
    pub file: &'a str,
    /// The seed of the run.
    pub seed: u64,
    /// The date, `YYYY.MM.DD`.
    pub date: &'a str,
    /// The board number (from 1).
    pub board: u64,
    /// The dealer.
    pub dealer: Seat,
    /// The vulnerability.
    pub vulnerable: Vulnerability,
}

/// `printpbn`: a PBN game of the mandatory tags, the players and result unknown.
pub fn print_pbn(out: &mut String, header: &PbnHeader<'_>, hands: &[Hand; 4]) {
    let vul = match header.vulnerable {
        Vulnerability::None => "None",
        Vulnerability::NorthSouth => "NS",
        Vulnerability::EastWest => "EW",
        Vulnerability::Both => "All",
    };
    let deal: Vec<String> = hands.iter().map(|h| dotted(*h)).collect();
    let _ = write!(
        out,
        "[Event \"Hand simulated by arbiter dealer with file {}, seed {}\"]\n\
         [Site \"-\"]\n[Date \"{}\"]\n[Board \"{}\"]\n\
         [West \"-\"]\n[North \"-\"]\n[East \"-\"]\n[South \"-\"]\n\
         [Dealer \"{}\"]\n[Vulnerable \"{vul}\"]\n[Deal \"N:{}\"]\n\
         [Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n\n",
        header.file,
        header.seed,
        header.date,
        header.board,
        header.dealer.letter(),
        deal.join(" ")
    );
}

/// `print(seats)`, at the end: each seat's hands on a page of its own, four deals a row.
pub fn print_pages(out: &mut String, seats: &[Seat], deals: &[[Hand; 4]]) {
    for &seat in seats {
        let _ = write!(out, "\n\n{} hands:\n\n\n\n", seat.name());
        for (row, chunk) in deals.chunks(4).enumerate() {
            for i in 0..chunk.len() {
                let _ = write!(out, "{:4}.{:15}", row * 4 + i + 1, "");
            }
            out.push('\n');
            let hands: Vec<Hand> = chunk.iter().map(|d| d[seat.index()]).collect();
            side_by_side(out, &hands);
            out.push('\n');
        }
        out.push('\u{c}');
    }
}

/// `average`: `label: value`, the value as C's `%g` writes it.
pub fn print_average(out: &mut String, label: Option<&str>, sum: f64, n: u64) {
    let mean = if n == 0 { 0.0 } else { sum / n as f64 };
    match label {
        Some(l) => {
            let _ = writeln!(out, "{l}: {}", general(mean));
        }
        None => {
            let _ = writeln!(out, "{}", general(mean));
        }
    }
}

/// A number as C's `%g` writes it: six significant digits, trailing zeros dropped, an
/// exponent outside 1e-4 .. 1e6.
pub fn general(x: f64) -> String {
    if x == 0.0 {
        return "0".to_string();
    }
    let exponent = x.abs().log10().floor() as i32;
    let trim = |s: String| {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        }
    };
    if !(-4..6).contains(&exponent) {
        let s = format!("{:.5e}", x);
        let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
        let exp: i32 = exp.parse().unwrap_or(0);
        let sign = if exp < 0 { '-' } else { '+' };
        return format!("{}e{sign}{:02}", trim(mantissa.to_string()), exp.abs());
    }
    let decimals = (5 - exponent).max(0) as usize;
    trim(format!("{x:.decimals$}"))
}

/// A one-way histogram.
pub struct Histogram {
    /// The lowest value with a row of its own.
    pub low: i64,
    /// The highest value with a row of its own.
    pub high: i64,
    /// Counts: below `low`, each value `low..=high`, above `high`.
    pub counts: Vec<u64>,
}

impl Histogram {
    /// An empty histogram from `low` to `high`.
    pub fn new(low: i64, high: i64) -> Histogram {
        let width = usize::try_from(high.saturating_sub(low).saturating_add(1)).unwrap_or(0);
        Histogram {
            low,
            high,
            counts: vec![0; width.min(1 << 20) + 2],
        }
    }

    /// The row of a value: 0 below, the last above.
    pub fn row(&self, value: i64) -> usize {
        if value < self.low {
            0
        } else if value > self.high || (value - self.low) as usize + 1 >= self.counts.len() - 1 {
            self.counts.len() - 1
        } else {
            (value - self.low) as usize + 1
        }
    }

    /// Counts a value.
    pub fn add(&mut self, value: i64) {
        let row = self.row(value);
        self.counts[row] += 1;
    }
}

/// `frequency`: one row a value, `Low` and `High` rows only when they count something.
pub fn print_frequency(out: &mut String, label: Option<&str>, h: &Histogram) {
    let _ = writeln!(out, "Frequency {}:", label.unwrap_or(""));
    let last = h.counts.len() - 1;
    if h.counts[0] > 0 {
        let _ = writeln!(out, "Low\t{:8}", h.counts[0]);
    }
    for (i, count) in h.counts[1..last].iter().enumerate() {
        let _ = writeln!(out, "{:5}\t{count:8}", h.low + i as i64);
    }
    if h.counts[last] > 0 {
        let _ = writeln!(out, "High\t{:8}", h.counts[last]);
    }
}

/// `frequency` of two values: a table with `Low`, `High` and `Sum` rows and columns.
pub fn print_frequency2(
    out: &mut String,
    label: Option<&str>,
    rows: &Histogram,
    cols: &Histogram,
    table: &[Vec<u64>],
) {
    let _ = writeln!(out, "Frequency {}:", label.unwrap_or(""));
    let ncols = cols.counts.len();
    let name = |h: &Histogram, i: usize, n: usize| -> String {
        if i == 0 {
            "Low".into()
        } else if i == n - 1 {
            "High".into()
        } else {
            (h.low + i as i64 - 1).to_string()
        }
    };
    out.push_str("    ");
    for c in 0..ncols {
        let _ = write!(out, "{:>7}", name(cols, c, ncols));
    }
    let _ = writeln!(out, "{:>7}", "Sum");
    let mut sums = vec![0u64; ncols + 1];
    for (r, row) in table.iter().enumerate() {
        let label = name(rows, r, table.len());
        if label.parse::<i64>().is_ok() {
            let _ = write!(out, "{label:>4}");
        } else {
            let _ = write!(out, "{label:<4}");
        }
        let mut total = 0;
        for (c, count) in row.iter().enumerate() {
            let _ = write!(out, "{count:7}");
            total += count;
            sums[c] += count;
        }
        sums[ncols] += total;
        let _ = writeln!(out, "{total:7}");
    }
    out.push_str("Sum ");
    for s in sums {
        let _ = write!(out, "{s:7}");
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn general_is_cs_percent_g() {
        assert_eq!(general(18.0), "18");
        assert_eq!(general(21.18934), "21.1893");
        assert_eq!(general(800000.0), "800000");
        assert_eq!(general(1000000.0), "1e+06");
        assert_eq!(general(0.25), "0.25");
        assert_eq!(general(0.00001234), "1.234e-05");
    }
}
