//! The engine: applies one event to the state, asking the code's laws about irregularities.

use cards::Seat;

use crate::call::{Bid, Call};
use crate::contract::{Contract, Doubling};
use crate::flow::{AllPass, AuctionFlow};
use crate::table::Code;
use crate::table::call_laws::{AuctionCitations, CallLaws, CallOver, Infraction};
use crate::table::change::ChangeQuestion;
use crate::table::error::Rejection;
use crate::table::event::Event;
use crate::table::memory::{CodeMemory, Kept, Memory};
use crate::table::play_laws::PlayLaws;
use crate::table::state::{
    Bar, BarScope, BarUntil, CallRecord, Chooser, Pending, Period, Phase, Ruling, State,
};
use crate::table::{Mode, Setup};

/// An irregular call that stands until attention is drawn to it or it is accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Irregular {
    /// The offender.
    pub seat: Seat,
    /// The call, as recorded.
    pub record: CallRecord,
    /// What was irregular about it.
    pub infraction: Infraction,
    /// Whose turn it was by rotation when the call was made.
    pub turn: Seat,
    /// Its place in the auction.
    pub index: usize,
    /// Whether any player had bid before it.
    pub after_a_bid: bool,
    /// Whether the offender had called before it.
    pub offender_had_called: bool,
}

/// What a code's laws keep between events (obligations not yet settled). It is part of the
/// fold: derived from the log like the state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Inner {
    /// Whose turn it is by rotation, even while a ruling is pending.
    pub(crate) rotation: Option<Seat>,
    /// An irregular call not yet dealt with.
    pub(crate) irregular: Option<Irregular>,
    /// What the pending ruling is about.
    pub(crate) question: Option<Question>,
    /// The cards each hand still holds, once the play has begun.
    pub(crate) hands: Option<[cards::Hand; 4]>,
    /// Every revoke, noticed or not.
    pub(crate) revokes: Vec<crate::table::play::Revoke>,
    /// A lead out of turn not yet accepted or rejected.
    pub(crate) lead_out_of_turn: Option<crate::table::leads::LeadOutOfTurn>,
    /// A revoke being corrected (Law 62).
    pub(crate) correction: Option<crate::table::correction::Correction>,
    /// Tricks each side won by a claim or concession, by side index.
    pub(crate) claimed: [u8; 2],
    /// The law under which the requirement on a player's next card was made.
    pub(crate) requirement_law: Option<&'static str>,
    /// A card of a player's that went unseen into a quitted trick with his proper card (2017
    /// Law 67B2; 1912 Law 82).
    pub(crate) surplus: Option<crate::table::defective::Surplus>,
    /// A card of a quitted trick pointed the wrong way, attention not yet drawn to it: its
    /// owner and the trick's index (2017 Law 65B).
    pub(crate) misdirected: Option<(Seat, usize)>,
    /// A trick quitted without one player's card, not yet dealt with (2017 Law 67; 1912 Law
    /// 81).
    pub(crate) defective: Option<crate::table::defective::Defective>,
    /// The opening lead made face down and not yet faced (Law 41A).
    pub(crate) facedown: Option<(Seat, cards::Card)>,
    /// What the code's laws remember between events (see [`crate::table::memory`]).
    pub(crate) memory: CodeMemory,
    /// The claim or concession the deal ended by agreement, for Laws 69B and 71.
    pub(crate) agreed: Option<crate::table::claims::Agreed>,
    /// The deal as scored, once it is (what a scorepad records).
    pub(crate) outcome: Option<crate::outcome::DealOutcome>,
    /// How many of the state's reservations the Director has answered, by an adjustment or by
    /// keeping the table result (Law 12A).
    pub(crate) reservations_answered: usize,
    /// The deal ended without a result (2017 Laws 13B, 15A1(a)): only an artificial adjusted
    /// score may be awarded (Law 12C2).
    pub(crate) no_result: bool,
}

/// What a pending ruling is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Question {
    /// May the non-offender accept the irregular call?
    Acceptance,
    /// Is the offender's call comparable to the withdrawn one (2017 Law 23A; 2007 Law 27B1(b))?
    Comparable(Judgement),
    /// Does the Arbiter reserve an adjusted score (Club Laws 23 and 27)?
    Reservation(&'static str),
    /// A change of call (2017 Law 25), asked and answered by the code's call laws; the table
    /// rebuilds the auction from its log.
    Change(ChangeQuestion),
    /// Whether a player withdraws his card after a revoke is corrected (Law 62C).
    Withdraw(Seat),
    /// The Director's award on a disputed claim (Law 70).
    Claim,
    /// Whether a hand of the wrong number of cards, found after its holder called, is
    /// corrected and played on (2017 Law 13B).
    Miscount(&'static str),
    /// The card the Director requires of the partner of a defender who revoked on trick 12
    /// (Law 62D2).
    Trick12(Seat),
    /// A question of the code's play laws, of their own type, which they answer.
    Play(Kept),
    /// A question about a corrected explanation (2017 Laws 21, 75).
    Misinformation(crate::table::misinformation::Step),
    /// The Director's finding on unauthorised information (Laws 16B, 85A1, 12B1).
    Information(crate::table::information::Step),
    /// The play is over with reservations open: does the Director adjust the score (Law 12A;
    /// Club Law 14)?
    Adjustment,
}

/// A call to be judged against a withdrawn call, and what follows if it is not comparable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Judgement {
    /// The offender.
    pub(crate) offender: Seat,
    /// The withdrawn call.
    pub(crate) withdrawn: CallRecord,
    /// The law being applied (`27B`, `31A2`, ...).
    pub(crate) law: &'static str,
    /// How long partner passes if the call is not comparable.
    pub(crate) bar: BarUntil,
    /// Whether a double or redouble that is not comparable is cancelled (Law 27B3).
    pub(crate) cancel_double: bool,
}

/// How a ruling recorded as the answer to attention drawn to an irregularity already ruled
/// begins.
const ALREADY_RULED: &str = "already ruled:";

/// How the ruling on attention drawn to nothing irregular ends.
const NOTHING_TO_RULE: &str = "there is no irregularity to rule on";

/// The state before the first call.
pub(crate) fn initial(setup: &Setup) -> (State, Inner) {
    let dealer = setup.board.dealer();
    let state = State {
        phase: Phase::Auction,
        period: Period::Auction,
        turn: Some(dealer),
        auction: Vec::new(),
        pending: None,
        barred: Vec::new(),
        lead_restrictions: Vec::new(),
        contract: None,
        declarer: None,
        rulings: Vec::new(),
        trick: Vec::new(),
        played: Vec::new(),
        tricks: Default::default(),
        result: None,
        score: None,
        revokes: Vec::new(),
        penalty_cards: Vec::new(),
        lead_obligations: Vec::new(),
        claim: None,
        play_requirement: None,
        facedown_lead: None,
        reservations: Vec::new(),
        questions: Vec::new(),
        explanations: Vec::new(),
        corrections: Vec::new(),
        unauthorised_information: Vec::new(),
        adjusted: None,
        dealing: None,
        next_dealer: None,
        exposed_during_auction: Vec::new(),
    };
    let inner = Inner {
        rotation: Some(dealer),
        ..Inner::default()
    };
    (state, inner)
}

/// The engine working on one event: the table's setup, the code, and the state being changed.
pub struct Engine<'a> {
    pub(super) setup: &'a Setup,
    /// The log before the event being applied.
    pub(super) log: &'a [Event],
    pub(super) code: &'static dyn Code,
    /// The code's play laws.
    pub(super) play_laws: &'static dyn PlayLaws,
    pub(super) flow: AuctionFlow,
    pub(super) state: &'a mut State,
    pub(super) inner: &'a mut Inner,
    /// How many rulings the state held before the event being applied.
    pub(super) rulings_before: usize,
}

/// Reads the table through the engine's own checks, changing nothing: the engine is given
/// copies of the state.
pub(crate) fn inspect<R>(
    setup: &Setup,
    log: &[Event],
    state: &State,
    inner: &Inner,
    read: impl FnOnce(&Engine<'_>) -> R,
) -> R {
    let (mut state, mut inner) = (state.clone(), inner.clone());
    read(&Engine::new(setup, log, &mut state, &mut inner))
}

impl<'a> Engine<'a> {
    /// The engine for `setup`'s code over this state.
    fn new(
        setup: &'a Setup,
        log: &'a [Event],
        state: &'a mut State,
        inner: &'a mut Inner,
    ) -> Engine<'a> {
        let code = setup.code.code();
        Engine {
            setup,
            log,
            code,
            play_laws: code.play_laws(),
            flow: code.auction_flow(),
            rulings_before: state.rulings.len(),
            state,
            inner,
        }
    }
}

/// Applies one event.
pub(crate) fn apply(
    setup: &Setup,
    log: &[Event],
    state: &mut State,
    inner: &mut Inner,
    event: &Event,
) -> Result<(), Rejection> {
    let laws = setup.code.code().call_laws();
    let mut engine = Engine::new(setup, log, state, inner);
    let result = match event {
        Event::Shuffle { seat } => engine.shuffle(*seat),
        Event::Cut { seat, packet } => engine.cut(*seat, *packet),
        Event::Deal { seat } => engine.begin_deal(*seat),
        Event::Dealt { seat } => engine.dealt(*seat),
        Event::Misdeal { seat, fault } => engine.misdeal(*seat, *fault),
        Event::Look { seat } => engine.look(*seat),
        Event::Count { seat, cards } => engine.count(*seat, *cards),
        Event::WrongBoard { seat } => engine.wrong_board(*seat),
        Event::Call {
            seat,
            call,
            artificial,
        } => engine.call(laws, *seat, *call, artificial.clone()),
        Event::Review { seat } => engine.review(laws, *seat),
        Event::Question { seat, caller, call } => engine.ask_explanation(*seat, *caller, *call),
        Event::Explain {
            seat,
            caller,
            call,
            explanation,
        } => engine.explain(*seat, *caller, *call, explanation),
        Event::CorrectExplanation {
            seat,
            caller,
            call,
            explanation,
        } => engine.correct_explanation(*seat, *caller, *call, explanation),
        // A card led or exposed before the auction is over (2017 Law 24; 1912 Law 65).
        Event::Play { seat, card }
            if engine.state.phase == Phase::Auction && setup.mode == Mode::Open =>
        {
            engine.expose_in_auction(laws, *seat, *card, true)
        }
        Event::Expose { seat, card } if engine.state.phase == Phase::Auction => {
            engine.expose_in_auction(laws, *seat, *card, false)
        }
        Event::Play { seat, card } => engine.play(*seat, *card),
        Event::Expose { seat, card } => engine.expose(*seat, *card),
        Event::Suggest { seat, card } => engine.suggest(*seat, *card),
        Event::Warn { seat } => engine.warn(*seat),
        Event::LookAt { seat, whom } => engine.look_at(*seat, *whom),
        Event::Touch { seat, card } => engine.touch(*seat, *card),
        Event::LeadFacedown { seat, card } => engine.lead_facedown(*seat, *card),
        Event::Inspect { seat } => engine.inspect(*seat),
        Event::Spread { seat } => engine.spread(*seat),
        Event::Designate { seat, words } => engine.designate(*seat, words),
        Event::Retract { seat, card } => engine.retract(*seat, *card),
        Event::FifthCard { seat, card } => engine.fifth_card(*seat, *card),
        Event::Lead { seat, card } => engine.lead(*seat, *card),
        Event::Omit { seat } => engine.omit(*seat),
        Event::Surplus { seat, card } => engine.surplus(*seat, *card),
        Event::PointWrongly { seat } => engine.point_wrongly(*seat),
        Event::Redesignate { seat, card } => engine.change_dummys_card(*seat, *card, false),
        Event::DummyMisplay { seat, card } => engine.change_dummys_card(*seat, *card, true),
        Event::Claim {
            seat,
            tricks,
            statement,
        } => engine.claim(*seat, *tricks, false, statement.clone()),
        Event::Concede { seat, tricks } => engine.claim(*seat, *tricks, true, None),
        // An answer to unauthorised information when no claim waits (Law 16B2).
        Event::Agree { seat } if engine.information_answerable() => engine.agree_information(*seat),
        Event::Dispute { seat } if engine.information_answerable() => {
            engine.dispute_information(*seat)
        }
        Event::Extraneous {
            seat,
            manner,
            words,
        } => engine.extraneous(*seat, *manner, words.clone()),
        Event::ReserveRights { seat } => engine.reserve_rights(*seat),
        Event::AllegeSuggested { seat, whom } => engine.allege_suggested(*seat, *whom),
        Event::Agree { seat } => engine.agree(*seat),
        Event::Ask { seat, whom } => engine.ask(*seat, *whom),
        Event::Dispute { seat } => engine.dispute(*seat),
        Event::Reopen { seat } => engine.reopen(*seat),
        Event::Change { seat, call } => engine
            .declaration_exists(*call)
            .and_then(|()| laws.change_of_call(&mut engine, *seat, *call)),
        Event::Attention { seat } => engine.attention(laws, *seat),
        Event::Choose { seat, option } => engine.choose(laws, Chooser::Seat(*seat), option),
        Event::DirectorChoose { option } => engine.choose(laws, Chooser::Director, option),
        Event::Adjust { adjustment } => engine.adjust(adjustment),
    };
    if result.is_ok() {
        engine.play_laws.after_event(&mut engine);
        // Law 16B3: when the play ends, the Director rules on any action said to be
        // suggested by unauthorised information; then (Law 12A) he answers the reservations of
        // an adjusted score, his findings' among them.
        engine.ask_information_findings();
        engine.ask_for_adjustment();
    }
    if engine.state.phase != Phase::Auction {
        // Cards exposed during an auction that ended without a contract go back to the hands.
        engine.state.exposed_during_auction.clear();
    }
    engine.state.period = Period::of(engine.state.phase, engine.state.play_begun());
    result
}

impl Engine<'_> {
    fn call(
        &mut self,
        laws: &dyn CallLaws,
        seat: Seat,
        call: Call,
        artificial: Option<String>,
    ) -> Result<(), Rejection> {
        if self.state.phase == Phase::Dealing {
            return Err(Rejection::new(
                self.code.dealing_laws().deal,
                format!("{seat} may not call: the deal is not complete"),
            ));
        }
        self.declaration_exists(call)?;
        // Once the deal is over (played, passed out, or to be dealt again) there is no
        // auction left to call in, not even to be cancelled.
        if matches!(self.state.phase, Phase::Ended | Phase::Redeal) {
            return Err(Rejection::new(
                laws.refuse_after_final_pass(seat, call).law,
                format!("{seat} may not call: the deal is over"),
            ));
        }
        self.claim_first_call(seat);
        if self.state.phase != Phase::Auction {
            if self.setup.mode == Mode::Guarded {
                return Err(laws.refuse_after_final_pass(seat, call));
            }
            laws.after_final_pass(self, seat, call);
            return Ok(());
        }
        if let Some(pending) = &self.state.pending {
            return Err(Rejection::new(
                self.cite().ruling_pending,
                format!(
                    "nobody calls until the ruling under {} is settled: {}",
                    pending.law_label(),
                    pending.explanation
                ),
            ));
        }
        let rotation = self.inner.rotation.unwrap_or(seat);
        if let Some(law) = self.flow.dealer_must_bid {
            if self.state.auction.is_empty() && seat == rotation && call == Call::Pass {
                return Err(Rejection::new(
                    law,
                    format!("{seat} deals and must open the bidding: the dealer may not pass"),
                ));
            }
        }
        laws.check_obligations(self, seat, call)?;
        if let Some(irregular) = self.inner.irregular.clone() {
            let over = if seat == irregular.seat.lho() {
                laws.accepted_by_call(self)
            } else if laws.called_in_turn(self, seat) {
                CallOver::Stands
            } else {
                CallOver::AwaitsAttention
            };
            match over {
                CallOver::Stands => {}
                CallOver::Cancelled => return Ok(()),
                CallOver::AwaitsAttention => {
                    return Err(Rejection::new(
                        self.cite().attention,
                        format!(
                            "{}'s {} is irregular: attention must be drawn to it before {seat} calls",
                            irregular.seat, irregular.record.call
                        ),
                    ));
                }
            }
        }
        let record = CallRecord {
            seat,
            call,
            artificial,
        };
        let rotation = self.inner.rotation.unwrap_or(seat);
        self.deem_barred_pass(seat, rotation);
        let rotation = self.inner.rotation.unwrap_or(seat);
        match self.infraction(seat, call, rotation) {
            None => self.legal_call(laws, record),
            Some(infraction) if self.setup.mode == Mode::Guarded => {
                Err(laws.refuse(infraction, seat, call))
            }
            Some(infraction) => {
                let irregular = Irregular {
                    seat,
                    record: record.clone(),
                    infraction,
                    turn: rotation,
                    index: self.state.auction.len(),
                    after_a_bid: self.last_bid().is_some(),
                    offender_had_called: self.state.auction.iter().any(|r| r.seat == seat),
                };
                self.state.auction.push(record);
                self.inner.irregular = Some(irregular);
                self.set_turn(Some(seat.lho()));
                laws.rule_by_itself(self)
            }
        }
    }

    /// Law 28A: a call at RHO's turn when RHO is obliged to pass is in rotation, RHO being
    /// deemed to have passed.
    fn deem_barred_pass(&mut self, seat: Seat, rotation: Seat) {
        if seat != rotation
            && seat == rotation.lho()
            && self.state.is_barred(rotation, Call::Bid(lowest_bid()))
        {
            self.push_pass_for(rotation);
            self.rule(
                self.cite().deemed_pass,
                format!("{rotation} was obliged to pass and is deemed to have passed"),
            );
        }
    }

    fn push_pass_for(&mut self, seat: Seat) {
        self.state.auction.push(CallRecord {
            seat,
            call: Call::Pass,
            artificial: None,
        });
        self.after_turn(seat);
        self.set_turn(Some(seat.lho()));
    }

    /// What is irregular about a call, if anything.
    fn infraction(&self, seat: Seat, call: Call, rotation: Seat) -> Option<Infraction> {
        if seat != rotation {
            return Some(Infraction::OutOfRotation { turn: rotation });
        }
        if self.state.is_barred(seat, call) {
            return Some(Infraction::BarredCall);
        }
        match call {
            Call::Pass => None,
            Call::Bid(bid) if bid.level() > 7 => Some(Infraction::AboveSeven),
            Call::Bid(bid) => match self.last_bid() {
                Some((_, over)) if !self.flow.supersedes(bid, over) => {
                    Some(Infraction::Insufficient { over })
                }
                _ => None,
            },
            Call::Double if !self.may_double(seat) => Some(Infraction::InadmissibleDouble),
            Call::Redouble if !self.may_redouble(seat) => Some(Infraction::InadmissibleDouble),
            Call::Double | Call::Redouble => None,
        }
    }

    /// Records a legal call and moves the auction on.
    pub(crate) fn legal_call(
        &mut self,
        laws: &dyn CallLaws,
        record: CallRecord,
    ) -> Result<(), Rejection> {
        let seat = record.seat;
        self.state.auction.push(record);
        self.after_turn(seat);
        self.set_turn(Some(seat.lho()));
        laws.after_call(self, seat)?;
        if self.state.pending.is_none() {
            self.check_end(laws);
        }
        Ok(())
    }

    /// Law 20: during the auction period a player may have all previous calls restated at his
    /// turn to call, unless he must pass (20B); after the final pass the code says who may ask
    /// what (2017 Law 20C1: declarer or either defender, the whole auction).
    fn review(&mut self, laws: &dyn CallLaws, seat: Seat) -> Result<(), Rejection> {
        let cite = self.cite();
        if self.state.pending.is_some() {
            return Err(Rejection::new(
                cite.ruling_pending,
                "nobody acts until the ruling is settled",
            ));
        }
        match self.state.phase {
            Phase::Auction if self.state.turn != Some(seat) => Err(Rejection::new(
                cite.review,
                format!("{seat} may have the calls restated only at his own turn to call"),
            )),
            Phase::Auction if self.state.is_barred(seat, Call::Bid(lowest_bid())) => {
                Err(Rejection::new(
                    cite.review,
                    format!("{seat} is obliged to pass and may not have the calls restated"),
                ))
            }
            Phase::Auction => {
                let text = format!(
                    "the calls are restated to {seat} by an opponent ({} or {}): {}",
                    seat.lho(),
                    seat.rho(),
                    self.restatement()
                );
                self.rule(cite.review, text);
                Ok(())
            }
            Phase::Play => laws.review_after_auction(self, seat),
            Phase::Dealing | Phase::Ended | Phase::Redeal => Err(Rejection::new(
                cite.review,
                "the deal was not played: there is no auction to restate",
            )),
        }
    }

    /// The calls standing, in order, with their alerts: `N 1NT, E P, S 2D (alerted: transfer)`.
    pub(crate) fn restatement(&self) -> String {
        let calls: Vec<String> = self
            .state
            .auction
            .iter()
            .map(|r| match &r.artificial {
                Some(meaning) => format!("{} {} (alerted: {meaning})", r.seat, r.call),
                None => format!("{} {}", r.seat, r.call),
            })
            .collect();
        if calls.is_empty() {
            "no call yet".to_string()
        } else {
            calls.join(", ")
        }
    }

    fn attention(&mut self, laws: &dyn CallLaws, seat: Seat) -> Result<(), Rejection> {
        if self.state.pending.is_some() {
            // After the play, a revoke the Director has not yet ruled on is ruled on too,
            // whatever else he is ruling on at the end of play (2017 Law 81C3).
            if self.state.phase == Phase::Ended && self.revoke_unnoticed() {
                return self.revoke_attention(seat);
            }
            return Err(Rejection::new(
                self.cite().attention,
                "the Director is already ruling",
            ));
        }
        if self.inner.irregular.is_none() {
            if let Some(ruled) = self.dealing_attention(seat) {
                return ruled;
            }
            return match self.state.phase {
                Phase::Play | Phase::Ended => self.play_attention(seat),
                _ => self.already_ruled(seat, self.cite().nothing_to_rule),
            };
        }
        laws.on_attention(self)
    }

    /// Another code's declaration is no call of this one, whenever it is made or changed to
    /// (`1RS` at a contract table): refused, citing the code's ranking of bids.
    fn declaration_exists(&self, call: Call) -> Result<(), Rejection> {
        match call.bid() {
            Some(bid) if !self.code.denominations().contains(&bid.denomination) => {
                Err(Rejection::new(
                    self.flow.ranking_law,
                    format!(
                        "{} has no declaration in {}",
                        self.code.id(),
                        bid.denomination.name()
                    ),
                ))
            }
            _ => Ok(()),
        }
    }

    /// Attention drawn when nothing waits to be ruled: an irregularity the table has already
    /// ruled (a law that applied by itself, a call after the final pass, any ruling applied)
    /// is answered with that ruling, recorded as the answer; with no ruling at all the
    /// Director comes and finds nothing to rule on, under `law` (2017 Law 9A; a player may
    /// always summon him, Law 9B1).
    pub(crate) fn already_ruled(&mut self, seat: Seat, law: &'static str) -> Result<(), Rejection> {
        let Some(ruling) = self.state.rulings[..self.rulings_before]
            .iter()
            .rev()
            .find(|ruling| {
                !ruling.text.starts_with(ALREADY_RULED) && !ruling.text.ends_with(NOTHING_TO_RULE)
            })
            .cloned()
        else {
            self.rule(law, format!("{seat} calls the Director: {NOTHING_TO_RULE}"));
            return Ok(());
        };
        self.rule(
            ruling.law,
            format!(
                "{ALREADY_RULED} {seat} drew attention to what the table has ruled: {}",
                ruling.text
            ),
        );
        Ok(())
    }

    fn choose(
        &mut self,
        laws: &dyn CallLaws,
        chooser: Chooser,
        option: &str,
    ) -> Result<(), Rejection> {
        let Some(pending) = self.state.pending.clone() else {
            return Err(Rejection::new(
                self.cite().ruling_pending,
                "there is no ruling waiting for a choice",
            ));
        };
        pending.check_choice(chooser, option, self.cite().choice)?;
        match self.inner.question.clone() {
            Some(Question::Play(question)) => {
                let laws = self.play_laws;
                return laws.answer(self, &question, option);
            }
            Some(Question::Change(question)) => {
                let laws = self.code.call_laws();
                return laws.answer_change(self, question, option);
            }
            Some(Question::Withdraw(seat)) => {
                self.correction_choice(seat, option);
                return Ok(());
            }
            Some(Question::Claim) => return self.adjudicate(option),
            Some(Question::Miscount(law)) => {
                self.miscount_choice(law, option);
                return Ok(());
            }
            Some(Question::Trick12(partner)) => return self.trick_12_card(partner, option),
            Some(Question::Misinformation(step)) => {
                return self.answer_misinformation(step, option);
            }
            Some(Question::Information(step)) => return self.answer_information(step, option),
            Some(Question::Adjustment) => return self.adjustment_choice(option),
            _ => {}
        }
        self.state.pending = None;
        laws.on_choice(self, chooser, option)?;
        if self.state.pending.is_none() && self.inner.irregular.is_none() {
            self.check_end(laws);
        }
        Ok(())
    }

    /// Ends the auction if three passes follow a bid (or four passes open it), Law 22A.
    fn check_end(&mut self, laws: &dyn CallLaws) {
        if self.state.phase != Phase::Auction || self.inner.irregular.is_some() {
            return;
        }
        let calls = &self.state.auction;
        let passes_at_end = calls
            .iter()
            .rev()
            .take_while(|r| r.call == Call::Pass)
            .count();
        let any_bid = calls.iter().any(|r| r.call.bid().is_some());
        let closing = if any_bid { 3 } else { 4 };
        if passes_at_end >= closing && self.revert_to_missed_turn(closing) {
            return;
        }
        if any_bid && passes_at_end >= 3 {
            self.end_with_contract(laws);
        } else if !any_bid && passes_at_end >= 4 {
            self.state.phase = match self.flow.all_pass {
                AllPass::PassedOut => Phase::Ended,
                AllPass::Redeal => Phase::Redeal,
            };
            self.set_turn(None);
            self.state.barred.clear();
            self.rule(
                self.cite().passed_out,
                "all four players passed: the deal is passed out".to_string(),
            );
        }
    }

    /// Law 17D3 (2007 Law 34): the closing passes must come from the players in rotation; if
    /// one of them was made out of rotation and took a player's turn away, the auction reverts
    /// to that player and the passes from that point are cancelled. Returns whether it did.
    fn revert_to_missed_turn(&mut self, closing: usize) -> bool {
        let Some(law) = self.flow.retains_right_to_call else {
            return false;
        };
        let calls = &self.state.auction;
        let first = calls.len() - closing;
        let mut expected = match calls[..first].iter().rev().find(|r| r.call != Call::Pass) {
            Some(last) => last.seat.lho(),
            None => self.setup.board.dealer(),
        };
        for index in first..calls.len() {
            let passer = calls[index].seat;
            if passer != expected {
                let cancelled = calls.len() - index;
                self.state.auction.truncate(index);
                self.set_turn(Some(expected));
                self.rule(
                    law,
                    format!("{expected} lost his turn to a pass out of rotation: the auction reverts to {expected}, and the {cancelled} pass(es) from there are cancelled"),
                );
                return true;
            }
            expected = expected.lho();
        }
        false
    }

    /// Ends the auction with the last bid standing as the contract.
    pub(crate) fn end_with_contract(&mut self, laws: &dyn CallLaws) {
        let Some((index, bid)) = self.last_bid() else {
            return;
        };
        let bidder = self.state.auction[index].seat;
        let doubling = self.state.auction[index + 1..]
            .iter()
            .fold(Doubling::Undoubled, |d, r| match r.call {
                Call::Double => Doubling::Doubled,
                Call::Redouble => Doubling::Redoubled,
                _ => d,
            });
        let side = bidder.side();
        let declarer = self
            .state
            .auction
            .iter()
            .find(|r| {
                r.seat.side() == side
                    && r.call
                        .bid()
                        .is_some_and(|b| b.denomination == bid.denomination)
            })
            .map_or(bidder, |r| r.seat);
        self.state.contract = Contract::new(bid.level(), bid.denomination, doubling).ok();
        self.state.declarer = Some(declarer);
        self.state.phase = Phase::Play;
        self.state.barred.clear();
        self.set_turn(Some(declarer.lho()));
        laws.at_end_of_auction(self);
        self.on_lead(declarer.lho());
    }

    // ----- helpers the code's laws use -----

    /// The public state, as the laws read it.
    pub(crate) fn state(&self) -> &State {
        self.state
    }

    /// Whether the table refuses irregular actions (a guarded table) rather than recording
    /// them.
    pub(crate) fn is_guarded(&self) -> bool {
        self.setup.mode == Mode::Guarded
    }

    /// How the code's auction runs (how bids rank).
    pub(crate) fn flow(&self) -> &AuctionFlow {
        &self.flow
    }

    /// The irregular call waiting for attention or acceptance, if any.
    pub(crate) fn irregular(&self) -> Option<&Irregular> {
        self.inner.irregular.as_ref()
    }

    /// The irregular call, dealt with: it no longer waits.
    pub(crate) fn take_irregular(&mut self) -> Option<Irregular> {
        self.inner.irregular.take()
    }

    /// What the pending ruling is about.
    pub(crate) fn question(&self) -> Option<&Question> {
        self.inner.question.as_ref()
    }

    /// The pending question of the code's play laws, if it is one of type `T`.
    pub(crate) fn play_question<T: Memory>(&self) -> Option<&T> {
        match self.inner.question.as_ref()? {
            Question::Play(kept) => kept.get::<T>(),
            _ => None,
        }
    }

    /// What the pending ruling was about, now answered.
    pub(crate) fn take_question(&mut self) -> Option<Question> {
        self.inner.question.take()
    }

    /// Every revoke, noticed or not, in the order made.
    pub(crate) fn revokes(&self) -> &[crate::table::play::Revoke] {
        &self.inner.revokes
    }

    /// The first revoke nobody has noticed: its index among the revokes, and the revoke.
    pub(crate) fn first_unnoticed_revoke(&self) -> Option<(usize, crate::table::play::Revoke)> {
        self.inner
            .revokes
            .iter()
            .position(|revoke| !revoke.noticed)
            .map(|index| (index, self.inner.revokes[index]))
    }

    /// The revoke at `index`, for the code to record its rectification (the tricks
    /// transferred, the penalty chosen).
    pub(crate) fn revoke_mut(&mut self, index: usize) -> Option<&mut crate::table::play::Revoke> {
        self.inner.revokes.get_mut(index)
    }

    /// Tricks `side` won by a claim or concession.
    pub(crate) fn claimed(&self, side: cards::Side) -> u8 {
        self.inner.claimed[side.index()]
    }

    /// The cards each hand still holds: the hands as dealt until the play begins (an exposed
    /// card may be called for the opening lead), if the deal is known.
    pub(crate) fn hands_in_play(&self) -> Option<[cards::Hand; 4]> {
        self.inner
            .hands
            .or_else(|| self.setup.deal.map(|deal| deal.hands()))
    }

    /// Whether a revoke is being corrected.
    pub(crate) fn correcting(&self) -> bool {
        self.inner.correction.is_some()
    }

    /// The lead out of turn not yet accepted or rejected.
    pub(crate) fn lead_out_of_turn_waiting(&self) -> Option<crate::table::leads::LeadOutOfTurn> {
        self.inner.lead_out_of_turn
    }

    /// The lead out of turn, dealt with.
    pub(crate) fn take_lead_out_of_turn(&mut self) -> Option<crate::table::leads::LeadOutOfTurn> {
        self.inner.lead_out_of_turn.take()
    }

    /// Leaves a card face up before its owner: a penalty card or an exposed card.
    pub(crate) fn lay_penalty_card(&mut self, card: crate::table::PenaltyCard) {
        self.state.penalty_cards.push(card);
    }

    /// The cards left face up, for the code's laws to change (several penalty cards all
    /// major, cards picked up when their suit is led or prohibited).
    pub(crate) fn penalty_cards_mut(&mut self) -> &mut Vec<crate::table::PenaltyCard> {
        &mut self.state.penalty_cards
    }

    /// Obliges a player to lead a suit, or not to, while he keeps the lead.
    pub(crate) fn oblige_lead(&mut self, obligation: crate::table::LeadObligation) {
        self.state.lead_obligations.push(obligation);
    }

    /// Records a lead restriction, for the declarer's choice at that defender's first lead.
    pub(crate) fn restrict_lead(&mut self, restriction: crate::table::LeadRestriction) {
        self.state.lead_restrictions.push(restriction);
    }

    /// The lead restriction on `seat`, if any, left in place.
    pub(crate) fn lead_restriction(&self, seat: Seat) -> Option<crate::table::LeadRestriction> {
        self.state
            .lead_restrictions
            .iter()
            .find(|r| r.seat == seat)
            .cloned()
    }

    /// The lead restriction on `seat`, used up.
    pub(crate) fn take_lead_restriction(
        &mut self,
        seat: Seat,
    ) -> Option<crate::table::LeadRestriction> {
        let index = self
            .state
            .lead_restrictions
            .iter()
            .position(|r| r.seat == seat)?;
        Some(self.state.lead_restrictions.remove(index))
    }

    /// `seat` becomes declarer (his partner dummy).
    pub(crate) fn make_declarer(&mut self, seat: Seat) {
        self.state.declarer = Some(seat);
    }

    /// The cards are dealt again: the auction ends without a contract, and nobody is barred.
    pub(crate) fn redeal(&mut self) {
        self.state.phase = Phase::Redeal;
        self.set_turn(None);
        self.state.barred.clear();
    }

    /// Cancels the calls from `len` on.
    pub(crate) fn truncate_auction(&mut self, len: usize) {
        self.state.auction.truncate(len);
    }

    /// Lifts the bars `lifted` says are lifted.
    pub(crate) fn lift_bars(&mut self, lifted: impl Fn(&Bar) -> bool) {
        self.state.barred.retain(|bar| !lifted(bar));
    }

    /// What the code's laws remembered of type `T`, if anything.
    pub(crate) fn memory<T: Memory>(&self) -> Option<&T> {
        self.inner.memory.get::<T>()
    }

    /// What the code's laws remember of type `T`, to be changed (made empty when first used).
    pub(crate) fn remember<T: Memory + Default>(&mut self) -> &mut T {
        self.inner.memory.get_mut::<T>()
    }

    /// The laws the auction's mechanics cite under the code.
    pub(crate) fn cite(&self) -> &'static AuctionCitations {
        self.code.call_laws().citations()
    }

    /// Nobody `acts` ("acts", "plays") while a ruling waits for a choice (2017 Law 10): the
    /// refusal, citing `law`, names the law of the ruling pending.
    pub(crate) fn no_ruling_pending(&self, law: &'static str, acts: &str) -> Result<(), Rejection> {
        match &self.state.pending {
            Some(pending) => Err(Rejection::new(
                law,
                format!(
                    "nobody {acts} until the ruling under {} is settled",
                    pending.law_label()
                ),
            )),
            None => Ok(()),
        }
    }

    /// The last bid standing, with its index.
    pub(crate) fn last_bid(&self) -> Option<(usize, Bid)> {
        self.state
            .auction
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, r)| r.call.bid().map(|b| (i, b)))
    }

    /// The last bid before the last call (the bid a replacement call had to supersede).
    pub(crate) fn last_bid_before_last(&self) -> Option<(usize, Bid)> {
        let calls = &self.state.auction;
        calls[..calls.len().saturating_sub(1)]
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, r)| r.call.bid().map(|b| (i, b)))
    }

    /// Law 19A1: a player may double only the last bid, made by an opponent, with no call but
    /// pass since.
    pub(crate) fn may_double(&self, seat: Seat) -> bool {
        self.may_double_at(seat, self.state.auction.len())
    }

    /// Law 19B1: a player may redouble only the last double, made by an opponent, with no call
    /// but pass since.
    pub(crate) fn may_redouble(&self, seat: Seat) -> bool {
        self.may_redouble_at(seat, self.state.auction.len())
    }

    /// Law 19A1 for a double made after the first `index` calls.
    pub(crate) fn may_double_at(&self, seat: Seat, index: usize) -> bool {
        crate::table::state::may_double(
            &self.state.auction[..index.min(self.state.auction.len())],
            seat,
        )
    }

    /// Law 19B1 for a redouble made after the first `index` calls.
    pub(crate) fn may_redouble_at(&self, seat: Seat, index: usize) -> bool {
        crate::table::state::may_redouble(
            &self.state.auction[..index.min(self.state.auction.len())],
            seat,
        )
    }

    /// A player has called at his turn: a bar for his next turn only is spent.
    pub(crate) fn after_turn(&mut self, seat: Seat) {
        self.state
            .barred
            .retain(|bar| !(bar.seat == seat && bar.until == BarUntil::NextTurn));
    }

    /// Sets whose turn it is (by rotation; shown while no ruling is pending).
    pub(crate) fn set_turn(&mut self, seat: Option<Seat>) {
        self.inner.rotation = seat;
        self.state.turn = if self.state.pending.is_some() {
            None
        } else {
            seat
        };
    }

    /// Asks `chooser` to choose among `options`.
    pub(crate) fn pend(
        &mut self,
        law: &str,
        chooser: Chooser,
        options: &[&str],
        explanation: String,
        question: Question,
    ) {
        self.state.pending = Some(Pending {
            law: law.to_string(),
            chooser,
            options: options.iter().map(|o| o.to_string()).collect(),
            explanation,
        });
        self.inner.question = Some(question);
        self.state.turn = None;
    }

    /// Asks `chooser` to choose among `options`: a question of the code's play laws, of their
    /// own type, which they answer ([`PlayLaws::answer`]).
    pub(crate) fn pend_play(
        &mut self,
        law: &str,
        chooser: Chooser,
        options: &[&str],
        explanation: String,
        question: impl Memory,
    ) {
        self.pend(
            law,
            chooser,
            options,
            explanation,
            Question::Play(Kept::new(question)),
        );
    }

    /// The ruling is settled: the turn shows again.
    pub(crate) fn settle(&mut self) {
        self.state.pending = None;
        self.inner.question = None;
        self.state.turn = self.inner.rotation;
    }

    /// The Director reserves the right to adjust the score at the end of the play (Law 12A),
    /// under `law`, for `reason`; the ruling records it too.
    pub(crate) fn reserve(&mut self, law: &'static str, reason: String) {
        self.rule(
            law,
            format!("the Director reserves the right to assign an adjusted score: {reason}"),
        );
        self.state
            .reservations
            .push(crate::table::ReservedAdjustment { law, reason });
    }

    /// Records a ruling.
    pub(crate) fn rule(&mut self, law: &'static str, text: String) {
        self.state.rulings.push(Ruling { law, text });
    }

    /// Obliges `seat` to pass.
    pub(crate) fn bar(&mut self, seat: Seat, until: BarUntil, scope: BarScope, law: &'static str) {
        self.state
            .barred
            .retain(|b| !(b.seat == seat && b.scope == scope && b.until == BarUntil::NextTurn));
        if !self
            .state
            .barred
            .iter()
            .any(|b| b.seat == seat && b.scope == scope && b.until == until)
        {
            self.state.barred.push(Bar {
                seat,
                until,
                scope,
                law,
            });
        }
    }

    /// Cancels the irregular call waiting for a ruling (it is always the last call) and gives
    /// the turn to `turn`.
    pub(crate) fn cancel_irregular(&mut self, turn: Seat) {
        if let Some(irregular) = self.inner.irregular.take() {
            self.withdraw(irregular.index);
        }
        self.set_turn(Some(turn));
    }

    /// Removes the call at `index` from the auction.
    pub(crate) fn withdraw(&mut self, index: usize) -> Option<CallRecord> {
        (index < self.state.auction.len()).then(|| self.state.auction.remove(index))
    }

    /// The suits `seat` has named in bids standing in the auction.
    pub(crate) fn suits_named_by(&self, seat: Seat) -> Vec<cards::Suit> {
        let mut suits: Vec<cards::Suit> = self
            .state
            .auction
            .iter()
            .filter(|r| r.seat == seat)
            .filter_map(|r| r.call.bid().and_then(|b| b.denomination.trump()))
            .collect();
        suits.sort();
        suits.dedup();
        suits
    }

    /// Whether `seat` still holds `card` (his dealt hand until the play begins).
    pub(crate) fn holds(&self, seat: Seat, card: cards::Card) -> bool {
        self.hands_in_play()
            .is_some_and(|hands| hands[seat.index()].contains(card))
    }

    /// Whether `seat` is a defender of the contract reached.
    pub(crate) fn is_defender(&self, seat: Seat) -> bool {
        self.state.declarer.is_some_and(|d| d.side() != seat.side())
    }
}

fn lowest_bid() -> Bid {
    Bid::new(1, crate::contract::Denomination::Clubs).expect("1C is a bid")
}
