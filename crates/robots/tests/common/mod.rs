//! What the robots' tests share: making calls at a table.

use cards::Seat;
use laws::table::{Event, Table};

/// Each of `calls` (seat, call), made in turn.
pub fn call_all(table: &mut Table, calls: &[(Seat, &str)]) {
    for &(seat, call) in calls {
        table
            .apply(Event::Call {
                seat,
                call: call.parse().expect("a call"),
                artificial: None,
            })
            .expect("a call in turn");
    }
}

/// `calls`, made in rotation from `first`.
#[allow(dead_code)]
pub fn call_in_turn(table: &mut Table, first: Seat, calls: &[&str]) {
    let seats = std::iter::successors(Some(first), |seat| Some(seat.lho()));
    let calls: Vec<(Seat, &str)> = seats.zip(calls.iter().copied()).collect();
    call_all(table, &calls);
}
