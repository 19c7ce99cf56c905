//! What the play properties share: an open table at four spades on a random deal, and a choice
//! made at random for a decision the table waits on.

use cards::{Board, DealGenerator, Seat};
use laws::CodeId;
use laws::table::{Chooser, Event, Mode, Pending, Setup, Table};

/// An open table under `code` on the deal of `seed`, board 1: North bids 4S and the others pass,
/// so the play begins.
pub fn open_table_at_four_spades(code: CodeId, seed: u64) -> Table {
    let deal = DealGenerator::from_seed(seed).deal();
    let mut table = Table::new(Setup {
        code,
        mode: Mode::Open,
        board: Board::new(1).expect("board 1"),
        deal: Some(deal),
    });
    for (seat, call) in [
        (Seat::North, "4S"),
        (Seat::East, "P"),
        (Seat::South, "P"),
        (Seat::West, "P"),
    ] {
        table
            .apply(Event::Call {
                seat,
                call: call.parse().expect("a call"),
                artificial: None,
            })
            .expect("legal");
    }
    table
}

/// The answer `pick` chooses to `pending`: one of its options, by the seat (or one of the
/// side, or the Director) that chooses.
pub fn choice(pending: &Pending, pick: usize) -> Event {
    let option = pending.options[pick % pending.options.len()].clone();
    match pending.chooser {
        Chooser::Seat(seat) => Event::Choose { seat, option },
        Chooser::EitherOf(side) => Event::Choose {
            seat: side.seats()[pick % 2],
            option,
        },
        Chooser::Director => Event::DirectorChoose { option },
    }
}
