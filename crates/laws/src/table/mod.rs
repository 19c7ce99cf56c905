//! The table: a deal as a log of events, folded into its state, under one code of laws.
//!
//! Every action at the table is an [`Event`]. [`Table::apply`] either records it and updates
//! the [`State`], or refuses it with a [`Rejection`] that cites the law. In **guarded** mode
//! (an online table) every irregular action is refused; in **open** mode (a real table) an
//! irregular call is recorded as made, and when attention is drawn the code's laws name the
//! infraction, say who chooses among which options, and apply the choice.
//!
//! This module is the fold and nothing of any one code: the events, the state, whose turn it
//! is, bars, the mechanics of the auction and of a trick, and the traits through which it asks
//! a code ([`Code`], [`CallLaws`], [`PlayLaws`]). Every law it cites is the code's
//! ([`AuctionCitations`], [`PlayCitations`], [`ClaimLaws`]).

mod adjudication;
pub(crate) mod adjustment;
pub(crate) mod auction_exposure;
pub(crate) mod call_laws;
pub(crate) mod change;
pub(crate) mod claims;
mod code;
mod correction;
pub(crate) mod dealing;
pub(crate) mod defective;
pub(crate) mod dummy;
pub(crate) mod engine;
pub(crate) mod error;
pub(crate) mod event;
pub(crate) mod information;
pub(crate) mod leads;
mod memory;
pub(crate) mod misinformation;
mod offers;
pub(crate) mod penalty_cards;
pub(crate) mod play;
mod play_laws;
pub(crate) mod premature;
pub(crate) mod state;

use cards::{Board, Deal, Seat};
use serde::Serialize;

use crate::code::CodeId;

pub use adjudication::ClaimCitations;
pub use adjustment::Adjusted;
pub use auction_exposure::AuctionExposure;
pub use call_laws::{AuctionCitations, CallLaws, CallOver, Infraction};
pub use change::{ChangeQuestion, PendingChange};
pub use claims::Claim;
pub use code::Code;
pub use dealing::{
    CutLaw, DealFault, DealOutOfTurn, Dealing, DealingLaws, FaultLaws, FaultWindow, MiscountLaws,
};
pub use defective::Defective;
pub use dummy::DummyLaws;
pub use engine::{Engine, Irregular};
pub use error::Rejection;
pub use event::Event;
pub use information::{
    Fact, Finding, InformationCitations, InformationLaws, Manner, Suggested,
    UnauthorisedInformation,
};
pub use leads::LeadOutOfTurn;
pub use memory::Kept;
pub use misinformation::{
    Explanation, ExplanationCorrection, MisinformationFinding, MisinformationLaws, QuestionAsked,
};
pub use offers::bidding_box;
pub use penalty_cards::{LeadObligation, PenaltyCard, PenaltyKind};
pub use play::{NetScore, PlayedCard, Revoke, Trick, TrickCount};
pub use play_laws::{ClaimLaws, EarlyCard, PlayCitations, PlayLaws, Rectified};
pub use premature::PlayRequirement;
pub use state::{
    Bar, BarScope, BarUntil, CallRecord, Chooser, LeadRestriction, Pending, Period, Phase,
    ReservedAdjustment, Ruling, State, may_double, may_redouble,
};

/// Whether irregular actions are refused or recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Irregular actions are refused, as an online table does.
    Guarded,
    /// Irregular actions are recorded as they happened and rectified when attention is drawn.
    Open,
}

/// What a table is set up with before the first event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The code of laws.
    pub code: CodeId,
    /// Guarded or open.
    pub mode: Mode,
    /// The board: dealer and vulnerability.
    pub board: Board,
    /// The deal, if known.
    pub deal: Option<Deal>,
}

/// A deal at the table: its setup, its log, and the state the log amounts to.
#[derive(Clone, Debug)]
pub struct Table {
    setup: Setup,
    events: Vec<Event>,
    state: State,
    inner: engine::Inner,
}

impl Table {
    /// A table before the first call.
    pub fn new(setup: Setup) -> Table {
        let (state, inner) = engine::initial(&setup);
        Table {
            setup,
            events: Vec::new(),
            state,
            inner,
        }
    }

    /// Replays a log from the start: the state is a pure fold over the events. An event the
    /// engine refuses stops the replay with its index (from 0).
    pub fn replay(
        setup: Setup,
        events: impl IntoIterator<Item = Event>,
    ) -> Result<Table, (usize, Rejection)> {
        let mut table = Table::new(setup);
        for (index, event) in events.into_iter().enumerate() {
            table.apply(event).map_err(|rejection| (index, rejection))?;
        }
        Ok(table)
    }

    /// Records an event, or refuses it saying why and under which law; a refused event changes
    /// nothing.
    pub fn apply(&mut self, event: Event) -> Result<(), Rejection> {
        let mut state = self.state.clone();
        let mut inner = self.inner.clone();
        engine::apply(&self.setup, &self.events, &mut state, &mut inner, &event)?;
        self.state = state;
        self.inner = inner;
        self.events.push(event);
        Ok(())
    }

    /// The state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The setup.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The log.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The irregular call recorded and not yet dealt with, if any. It is public at the table:
    /// every player saw the call.
    pub fn irregular(&self) -> Option<&Irregular> {
        self.inner.irregular.as_ref()
    }

    /// The deal as scored once it is over (its contract, declarer's tricks after any
    /// rectification, honors and penalties): what a rubber or Chicago scorepad records. `None`
    /// while the deal goes on, and for a deal passed out.
    pub fn outcome(&self) -> Option<&crate::outcome::DealOutcome> {
        self.inner.outcome.as_ref()
    }

    /// The Director's adjusted score on this deal (Law 12C; Club Law 14), for the club's
    /// traveller: `None` where he made none (the table result stands).
    pub fn adjusted(&self) -> Option<&Adjusted> {
        self.state.adjusted.as_ref()
    }

    /// Of `cards`, those no ruling of the table forbids `seat` to play now: a penalty card
    /// due (Law 50), a lead restricted (Laws 26, 50), a play required (Law 57). What a player
    /// bound by those rulings chooses among (he knows them: they were ruled at the table).
    /// All of `cards` where the deal's cards are not known.
    pub fn proper_cards(&self, seat: Seat, cards: cards::Hand) -> cards::Hand {
        let Some(hands) = self.remaining_hands() else {
            return cards;
        };
        let hand = hands[seat.index()];
        engine::inspect(
            &self.setup,
            &self.events,
            &self.state,
            &self.inner,
            |engine| {
                cards
                    .iter()
                    .filter(|&card| engine.proper(seat, card, hand))
                    .collect()
            },
        )
    }

    /// Dummy, once its hand is spread: after the opening lead is faced (Law 41D). An opening
    /// lead faced out of turn waits for declarer's choice first, dummy unspread (2017 Law 54:
    /// declarer may yet spread his own hand, and must accept the lead if he could have seen
    /// dummy's cards, 54D).
    pub fn spread_dummy(&self) -> Option<Seat> {
        let opening_lead_waits =
            self.state.played.is_empty() && self.inner.lead_out_of_turn.is_some();
        self.state
            .declarer
            .filter(|_| self.state.play_begun() && !opening_lead_waits)
            .map(Seat::partner)
    }

    /// The hands face up for everyone at the table: dummy's once spread (Law 41D), and a
    /// claimer's while his claim stands, where the code has him face it (2017 Law 68C).
    pub fn faced_seats(&self) -> Vec<Seat> {
        let faces_claims = self
            .setup
            .code
            .code()
            .play_laws()
            .claims()
            .faces_hand
            .is_some();
        let claimer = self
            .state
            .claim
            .as_ref()
            .filter(|_| faces_claims)
            .map(|claim| claim.seat);
        self.spread_dummy().into_iter().chain(claimer).collect()
    }

    /// What one seat may know now (its own hand; the auction and rulings, which are public),
    /// or everything, for the Director (`None`).
    pub fn view(&self, seat: Option<Seat>) -> View {
        let shown: Vec<Seat> = match seat {
            None => Seat::ALL.to_vec(),
            Some(s) => {
                let faced = self.faced_seats();
                Seat::ALL
                    .into_iter()
                    .filter(|&x| x == s || faced.contains(&x))
                    .collect()
            }
        };
        let hands = self
            .remaining_hands()
            .map(|hands| {
                shown
                    .iter()
                    .map(|&s| HandView {
                        seat: s,
                        hand: hands[s.index()].to_string(),
                    })
                    .collect()
            })
            .unwrap_or_default();
        let mut state = self.state.clone();
        // An alert's explanation is for the opponents: what the caller's partner would learn
        // from it is unauthorized information (2017 and 2007 Law 16B), so a self-alert, as
        // online, is never shown to him.
        if let Some(viewer) = seat {
            for record in &mut state.auction {
                if record.seat == viewer.partner() {
                    record.artificial = None;
                }
            }
            // Nor is his partner's answer about his own call, or correction of it (Laws 16B,
            // 75A).
            state
                .explanations
                .retain(|e| e.explainer != viewer.partner());
            state.corrections.retain(|c| c.seat != viewer.partner());
        }
        View { seat, hands, state }
    }

    /// The cards each hand still holds, if the deal is known.
    fn remaining_hands(&self) -> Option<[cards::Hand; 4]> {
        self.inner
            .hands
            .or_else(|| self.setup.deal.map(|deal| deal.hands()))
    }
}

/// What one seat (or the Director) may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Whose view: a seat, or `None` for the Director's.
    pub seat: Option<Seat>,
    /// The hands this viewer may see.
    pub hands: Vec<HandView>,
    /// The public state.
    #[serde(flatten)]
    pub state: State,
}

/// A hand shown in a view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandView {
    /// Whose hand.
    pub seat: Seat,
    /// The hand in PBN notation.
    pub hand: String,
}
