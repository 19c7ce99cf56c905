//! Lists of seats on the command line: `N,S`.

use cards::Seat;

/// Reads a comma-separated list of seats (`N,S`); an empty text is an empty list.
pub(crate) fn parse_seats(text: &str) -> anyhow::Result<Vec<Seat>> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<Seat>().map_err(anyhow::Error::from))
        .collect()
}
