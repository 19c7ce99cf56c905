//! A change of call reaches back into the auction: the call it replaces may already have been
//! called over. The table therefore rebuilds the deal from its log, as if the new call had been
//! made instead, so that the state stays a pure fold of the log. What a change is allowed and
//! what follows is the code's (2017 and 2007 Law 25; 1912 Law 52; 1908 Law 61); this module
//! gives its laws the means: the call to change, the log since, and the rebuild.

use cards::Seat;

use crate::call::Call;
use crate::table::Table;
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::event::Event;

/// A change of call waiting for a ruling: who changes what into what, and where the first
/// call is in the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingChange {
    /// Who changes his call.
    pub seat: Seat,
    /// The call made first.
    pub from: Call,
    /// The call it is changed to.
    pub to: Call,
    /// The index in the log of the event that made the first call.
    pub event: usize,
    /// Whether the offender may, when his left-hand opponent refuses the change, withdraw
    /// his call with his side's score limited to average minus (2007 Law 25B2(b)).
    pub average_minus: bool,
}

/// The questions a change of call raises (2017 and 2007 Law 25), in the order they are asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChangeQuestion {
    /// The Director: `unintended` or `intended`?
    Intent(PendingChange),
    /// LHO: `accept` or `reject` the intended substitution (Law 25B1)?
    Substitute(PendingChange),
    /// The offender (2007 Law 25B2(b)): `keep` the first call or make an `other-call`?
    KeepOrOther(PendingChange),
}

impl Engine<'_> {
    /// The call `seat` would change: the index in the log of his last call event, and the
    /// call, if the auction is on, no ruling is pending, and that call still stands.
    pub(crate) fn call_to_change(&self, seat: Seat) -> Result<(usize, Call), Rejection> {
        let cite = self.cite();
        if self.state.phase != crate::table::Phase::Auction {
            return Err(Rejection::new(
                cite.change_of_call,
                format!("the auction is over: {seat} can no longer change a call"),
            ));
        }
        self.no_ruling_pending(cite.ruling_pending, "acts")?;
        self.last_call_of(seat).ok_or_else(|| {
            Rejection::new(
                cite.change_of_call,
                format!("{seat} has made no call to change"),
            )
        })
    }

    /// The index in the log of `seat`'s last call event, and the call, if that call still
    /// stands at the end of the auction as recorded.
    fn last_call_of(&self, seat: Seat) -> Option<(usize, Call)> {
        let (index, call) = self
            .log
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, e)| match e {
                Event::Call { seat: s, call, .. } if *s == seat => Some((i, *call)),
                _ => None,
            })?;
        let standing = self
            .state
            .auction
            .iter()
            .rev()
            .find(|r| r.seat == seat)
            .is_some_and(|r| r.call == call);
        standing.then_some((index, call))
    }

    /// The last event at the table before this one.
    pub(crate) fn last_event(&self) -> Option<&Event> {
        self.log.last()
    }

    /// Whether `seat` has made a call in the log after the event at `index`.
    pub(crate) fn called_since(&self, index: usize, seat: Seat) -> bool {
        self.log[index + 1..]
            .iter()
            .any(|e| matches!(e, Event::Call { seat: s, .. } if *s == seat))
    }

    /// The table as it would stand had the log been its first `upto` events, then `then`.
    pub(crate) fn rebuild(
        &mut self,
        upto: usize,
        then: impl IntoIterator<Item = Event>,
    ) -> Result<(), Rejection> {
        let mut rebuilt = Table::new(self.setup.clone());
        for event in self.log[..upto].iter().cloned().chain(then) {
            rebuilt.apply(event)?;
        }
        *self.state = rebuilt.state;
        *self.inner = rebuilt.inner;
        Ok(())
    }
}

/// A call by `seat`, as an event of the log.
pub(crate) fn call_event(seat: Seat, call: Call) -> Event {
    Event::Call {
        seat,
        call,
        artificial: None,
    }
}
