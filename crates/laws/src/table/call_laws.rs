//! What a code's laws say about irregular calls: the part of a code the table engine asks.

use cards::{Card, Seat};

use crate::call::{Bid, Call};
use crate::table::change::ChangeQuestion;
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::misinformation::MisinformationLaws;
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

/// The laws the auction's mechanics cite under a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuctionCitations {
    /// Nobody calls or acts while a ruling is pending (2017 Law 10).
    pub ruling_pending: &'static str,
    /// A choice is made by the player the law names, among the options it gives (2017 Law
    /// 10C).
    pub choice: &'static str,
    /// An irregular call waits for attention to be drawn to it before the next call (2017 Law
    /// 9).
    pub attention: &'static str,
    /// Attention drawn with nothing to rule on (2017 Law 9A).
    pub nothing_to_rule: &'static str,
    /// A player obliged to pass is deemed to have passed when his left-hand opponent calls at
    /// his turn (2017 Law 28A).
    pub deemed_pass: &'static str,
    /// Having the calls restated during the auction (2017 Law 20B).
    pub review: &'static str,
    /// Four passes: the deal is passed out, or dealt again (2017 Law 22A).
    pub passed_out: &'static str,
    /// A change of call (2017 Law 25).
    pub change_of_call: &'static str,
}

/// A code's laws on the auction's irregularities. The engine finds the infraction; the code
/// says what follows: whether it can be accepted, what the Director offers when attention is
/// drawn, and what each choice does.
pub trait CallLaws: Sync {
    /// The laws the table's mechanics cite under this code.
    fn citations(&self) -> &'static AuctionCitations;

    /// The code's laws on explanations and misinformation (2017 Laws 20F, 21, 40B4, 75; Club
    /// Law 40), or, for a code with no alerts nor explanations, why an explanation or its
    /// correction is not a thing of its laws.
    fn misinformation(&self) -> Result<&'static MisinformationLaws, Rejection>;

    /// Why the call is refused at a guarded table, citing the code's law.
    fn refuse(&self, infraction: Infraction, seat: Seat, call: Call) -> Rejection;

    /// An irregular call has just been recorded at an open table: a law the code states as
    /// applying by itself is applied at once, without anyone drawing attention (1908 Law 53: an
    /// insufficient call is taken at the requisite number of tricks). Codes with no such law
    /// leave the call to wait for attention.
    fn rule_by_itself(&self, engine: &mut Engine<'_>) -> Result<(), Rejection> {
        let _ = engine;
        Ok(())
    }

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

    /// A player asks for the auction after the final pass (2017 Law 20C1: declarer or either
    /// defender may have all the calls restated, dummy may not).
    fn review_after_auction(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection>;

    /// A card exposed or led during the auction: what a guarded table says in refusing it,
    /// citing the code's law (2017 Law 24; 1912 Law 65; the 1915 Declaration Laws).
    fn refuse_exposed_card(&self, seat: Seat, card: Card) -> Rejection;

    /// `seat` exposed `card` (or, `led`, led it) during the auction at an open table; it lies
    /// face up (the state's `exposed_during_auction`). The code rules what follows during the
    /// auction (a partner obliged to pass); at the end of the auction
    /// ([`CallLaws::at_end_of_auction`]) it says what becomes of the card.
    fn card_exposed(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        led: bool,
    ) -> Result<(), Rejection>;

    /// A call made after the auction has ended: what a guarded table says in refusing it.
    fn refuse_after_final_pass(&self, seat: Seat, call: Call) -> Rejection;

    /// A call made after the auction has ended, at an open table: it is cancelled; the code
    /// says what else follows (2017 Law 39: lead restrictions after a defender's bid or double).
    fn after_final_pass(&self, engine: &mut Engine<'_>, seat: Seat, call: Call) {
        let rejection = self.refuse_after_final_pass(seat, call);
        engine.rule(rejection.law, rejection.reason);
    }

    /// `seat` changes his last call to `to` (2017 Law 25; 1912 Law 52): the code allows it,
    /// asks about it, or says why it cannot be made.
    fn change_of_call(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        to: Call,
    ) -> Result<(), Rejection>;

    /// The answer to the code's question about a change of call (2017 Law 25). Codes that ask
    /// none are never asked for an answer.
    fn answer_change(
        &self,
        engine: &mut Engine<'_>,
        question: ChangeQuestion,
        option: &str,
    ) -> Result<(), Rejection> {
        let _ = (question, option);
        Err(Rejection::new(
            engine.cite().change_of_call,
            "there is no question about a change of call",
        ))
    }
}
