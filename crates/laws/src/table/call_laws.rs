//! What a code's laws say about irregular calls: the part of a code the table engine asks.

use cards::Seat;

use crate::call::{Bid, Call};
use crate::table::change::ChangeRule;
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::event::Event;
use crate::table::state::Chooser;

/// What is irregular about a call, as the engine finds it before any law is applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Infraction {
    /// A bid that does not supersede the last bid.
    Insufficient {
        /// The bid it should have superseded.
        over: Bid,
    },
    /// A call made when it was another player's turn.
    OutOfRotation {
        /// Whose turn it was.
        turn: Seat,
    },
    /// A double or redouble the laws do not allow (Law 19).
    InadmissibleDouble,
    /// A bid, double or redouble by a player obliged to pass.
    BarredCall,
    /// A bid of more than seven.
    AboveSeven,
}

/// What becomes of a call made over an irregular call before attention is drawn to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallOver {
    /// The call is made as any other (the irregular call accepted, or cancelled, before it).
    Stands,
    /// The call is cancelled together with the irregular one; nothing more happens.
    Cancelled,
    /// The call must wait: attention must first be drawn to the irregularity.
    AwaitsAttention,
}

/// A code's laws on the auction's irregularities. The engine finds the infraction; the code
/// says what follows: whether it can be accepted, what the Director offers when attention is
/// drawn, and what each choice does.
pub trait CallLaws: Sync {
    /// Why the call is refused at a guarded table, citing the code's law.
    fn refuse(&self, infraction: Infraction, seat: Seat, call: Call) -> Rejection;

    /// Attention has been drawn to the irregular call: set the pending ruling (or rule at once).
    fn on_attention(&self, engine: &mut Engine<'_>) -> Result<(), Rejection>;

    /// The offender's left-hand opponent called over the irregular call without attention
    /// being drawn: say what becomes of his call (it may accept the irregular call, or be
    /// cancelled with it); the engine refuses it if attention must first be drawn.
    fn accepted_by_call(&self, engine: &mut Engine<'_>) -> CallOver;

    /// `seat`, whose turn it was, calls before the call out of rotation made at his turn is
    /// ruled on. Return whether his call is in rotation, the irregular call then being
    /// cancelled (2017 Law 28B); codes without such a law leave the call to wait for attention.
    fn called_in_turn(&self, engine: &mut Engine<'_>, seat: Seat) -> bool {
        let _ = (engine, seat);
        false
    }

    /// A choice among the pending ruling's options, by `chooser`.
    fn on_choice(
        &self,
        engine: &mut Engine<'_>,
        chooser: Chooser,
        option: &str,
    ) -> Result<(), Rejection>;

    /// Checks a call about to be made against obligations the code has imposed (a call the
    /// offender must repeat); `Ok` lets the engine go on.
    fn check_obligations(
        &self,
        engine: &Engine<'_>,
        seat: Seat,
        call: Call,
    ) -> Result<(), Rejection>;

    /// A call has just been made legally: settle what depended on it (judging a replacement
    /// call, an obligation to repeat).
    fn after_call(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection>;

    /// The auction has ended with a contract: turn withdrawn calls into lead restrictions.
    fn at_end_of_auction(&self, engine: &mut Engine<'_>);

    /// A player asks for the auction after the final pass. 2017 Law 20C1: declarer or either
    /// defender may have all the calls restated (dummy may not).
    fn review_after_auction(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        if engine.state.declarer.is_some_and(|d| d.partner() == seat) {
            return Err(Rejection::new(
                "Law 20C1",
                format!(
                    "{seat} is dummy: only declarer or a defender may have the auction restated"
                ),
            ));
        }
        let text = format!(
            "the auction is restated to {seat}: {}",
            engine.restatement()
        );
        engine.rule("Law 20C1", text);
        Ok(())
    }

    /// A call made after the auction has ended: what a guarded table says in refusing it.
    fn refuse_after_final_pass(&self, seat: Seat, call: Call) -> Rejection {
        Rejection::new(
            "Law 39",
            format!("the auction is over; {seat}'s {call} after the final pass is cancelled"),
        )
    }

    /// A call made after the auction has ended, at an open table: it is cancelled; the code
    /// says what else follows (2017 Law 39: lead restrictions after a defender's bid or double).
    fn after_final_pass(&self, engine: &mut Engine<'_>, seat: Seat, call: Call) {
        let rejection = self.refuse_after_final_pass(seat, call);
        engine.rule(rejection.law, rejection.reason);
    }

    /// `seat` changes a call he has made; `last` is the last event at the table. The rule says
    /// how the change is dealt with, or the rejection why it cannot be made.
    fn change_of_call(&self, seat: Seat, last: Option<&Event>) -> Result<ChangeRule, Rejection>;
}
