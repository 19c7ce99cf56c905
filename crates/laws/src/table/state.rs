//! The state of a deal at the table: what the log of events amounts to.

use cards::{Seat, Side, Suit};
use serde::Serialize;

use crate::call::Call;
use crate::contract::Contract;
use crate::table::auction_exposure::AuctionExposure;
use crate::table::claims::Claim;
use crate::table::error::Rejection;
use crate::table::penalty_cards::{LeadObligation, PenaltyCard};
use crate::table::play::{NetScore, PlayedCard, Revoke, Trick, TrickCount};
use crate::table::premature::PlayRequirement;

/// Where the deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// The cards are being shuffled, cut and dealt (a log that records them; see
    /// [`crate::table::Dealing`]).
    Dealing,
    /// Calls are being made.
    Auction,
    /// The auction is over and a contract stands: the play (from the opening lead).
    Play,
    /// The deal is over: played, or passed out where a passed-out deal scores nothing.
    Ended,
    /// The cards are to be dealt again (a deal passed out in rubber, Chicago or the 1915 code;
    /// a new deal demanded under the auction codes' laws).
    Redeal,
}

/// The period of the deal (2017 Laws 17, 22 and 41): the auction period; the clarification
/// period, from the final pass until the opening lead is faced; the play period; or over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Period {
    /// From the first call until the final pass (Law 17).
    Auction,
    /// From the final pass until the opening lead is faced (Laws 22, 41).
    Clarification,
    /// From the faced opening lead (Law 41C).
    Play,
    /// The deal is over, or is to be dealt again.
    Ended,
}

impl Period {
    /// The period of a deal in `phase`, `led` saying whether the opening lead has been faced.
    pub const fn of(phase: Phase, led: bool) -> Period {
        match phase {
            Phase::Dealing | Phase::Auction => Period::Auction,
            Phase::Play if led => Period::Play,
            Phase::Play => Period::Clarification,
            Phase::Ended | Phase::Redeal => Period::Ended,
        }
    }
}

/// A call standing in the auction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CallRecord {
    /// Who made it.
    pub seat: Seat,
    /// The call, written as `P`, `X`, `XX`, `1C` .. `7NT`.
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub call: Call,
    /// The alerted meaning of an artificial call.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub artificial: Option<String>,
}

/// Law 19A1: `seat` may double only the last bid, made by an opponent, with no call but pass
/// since, in the auction `calls`.
pub fn may_double(calls: &[CallRecord], seat: Seat) -> bool {
    let last = calls.iter().rev().find(|r| r.call != Call::Pass);
    matches!(last, Some(r) if r.call.bid().is_some() && r.seat.side() != seat.side())
}

/// Law 19B1: `seat` may redouble only the last double, made by an opponent, with no call but
/// pass since, in the auction `calls`.
pub fn may_redouble(calls: &[CallRecord], seat: Seat) -> bool {
    let last = calls.iter().rev().find(|r| r.call != Call::Pass);
    matches!(last, Some(r) if r.call == Call::Double && r.seat.side() != seat.side())
}

impl CallRecord {
    /// Whether the call was marked artificial.
    pub fn is_artificial(&self) -> bool {
        self.artificial.is_some()
    }
}

/// Who makes the choice a pending ruling asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    /// A player (the non-offender the law names).
    Seat(Seat),
    /// The Director (Arbiter in rubber bridge), for a point of judgement.
    Director,
    /// Either player of a side, whichever speaks (the auction codes' "either adversary").
    EitherOf(Side),
}

impl Chooser {
    /// Whether a choice made by `who` is this chooser's.
    pub fn admits(self, who: Chooser) -> bool {
        match (self, who) {
            (Chooser::EitherOf(side), Chooser::Seat(seat)) => seat.side() == side,
            _ => self == who,
        }
    }
}

impl std::fmt::Display for Chooser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Chooser::Seat(seat) => write!(f, "{seat}"),
            Chooser::Director => f.write_str("the Director"),
            Chooser::EitherOf(side) => {
                let [a, b] = side.seats();
                write!(f, "{a} or {b}")
            }
        }
    }
}

impl Serialize for Chooser {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Chooser::Seat(seat) => s.collect_str(seat),
            Chooser::Director => s.serialize_str("director"),
            Chooser::EitherOf(side) => s.collect_str(side),
        }
    }
}

/// A ruling that waits for a choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Pending {
    /// The law number, as `27` or `1912 Law 50`.
    pub law: String,
    /// Who chooses.
    pub chooser: Chooser,
    /// The options, by name.
    pub options: Vec<String>,
    /// What the Director explains to the table.
    pub explanation: String,
}

impl Pending {
    /// Checks that `option` is one this ruling offers and that `chooser` may choose it.
    /// `law` is the code's law on who chooses (2017 Law 10C).
    pub fn check_choice(
        &self,
        chooser: Chooser,
        option: &str,
        law: &'static str,
    ) -> Result<(), Rejection> {
        if !self.chooser.admits(chooser) {
            return Err(Rejection::new(
                law,
                format!(
                    "the choice under {} is {}'s alone",
                    self.law_label(),
                    self.chooser
                ),
            ));
        }
        if !self.options.iter().any(|o| o == option) {
            return Err(Rejection::new(
                law,
                format!(
                    "'{option}' is not an option under {}; the options are {}",
                    self.law_label(),
                    self.options.join(", ")
                ),
            ));
        }
        Ok(())
    }

    /// The law as a reader names it: `Law 27` for the duplicate Laws' bare numbers, the
    /// auction codes' citations (`1912 Law 50`) as they are.
    pub fn law_label(&self) -> String {
        law_label(&self.law)
    }
}

/// A law as a reader names it: a bare number of the duplicate Laws (`27B1`) as `Law 27B1`,
/// any other citation (`1912 Law 50`, `Club Law 64`) as it is.
pub(crate) fn law_label(law: &str) -> String {
    if law.starts_with(|c: char| c.is_ascii_digit()) && !law.contains(' ') {
        format!("Law {law}")
    } else {
        law.to_string()
    }
}

/// How long a player must pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BarUntil {
    /// At the player's next turn only.
    NextTurn,
    /// At every turn for the rest of the auction.
    EndOfAuction,
    /// Until an opponent bids or doubles (1908 Law 53; 1912 Law 50; 1915, checklist Q-10).
    OpponentBidsOrDoubles,
}

impl BarUntil {
    /// How long, in words: "at the next turn", ...
    pub const fn describe(self) -> &'static str {
        match self {
            BarUntil::NextTurn => "at the next turn",
            BarUntil::EndOfAuction => "for the rest of the auction",
            BarUntil::OpponentBidsOrDoubles => "until an opponent bids or doubles",
        }
    }
}

/// What a barred player may not do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BarScope {
    /// Any call but a pass.
    #[default]
    AllButPass,
    /// Double or redouble (2007 Law 30B2(b)).
    DoubleOrRedouble,
}

impl BarScope {
    /// Whether a bar of this scope forbids `call` (a pass is never barred).
    pub fn bars(self, call: Call) -> bool {
        match self {
            BarScope::AllButPass => call != Call::Pass,
            BarScope::DoubleOrRedouble => matches!(call, Call::Double | Call::Redouble),
        }
    }
}

/// A player obliged to pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Bar {
    /// The barred player.
    pub seat: Seat,
    /// Until when.
    pub until: BarUntil,
    /// What is barred.
    #[serde(skip_serializing_if = "is_default_scope")]
    pub scope: BarScope,
    /// The law that imposes it.
    pub law: &'static str,
}

fn is_default_scope(scope: &BarScope) -> bool {
    *scope == BarScope::AllButPass
}

/// What declarer may do about a defender's first lead because partner's call was withdrawn
/// (Law 26).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LeadRestriction {
    /// The defender whose lead is restricted: the offender's partner.
    pub seat: Seat,
    /// The law: `26B` (2017: prohibit one suit), or `26A`/`26B` of the 2007 Laws.
    pub law: &'static str,
    /// What declarer may do: `prohibit` one of `suits`, or `require-or-prohibit` the suit.
    pub declarer_may: &'static str,
    /// The suits concerned.
    #[serde(serialize_with = "crate::table::state::suits_as_text")]
    pub suits: Vec<Suit>,
}

/// The Director's reservation of the right to adjust the score at the end of the play (2017
/// Laws 12A, 16B3, 21B3, 23, 27D, 40B4; Club Laws 16, 23, 27, 40): the law, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReservedAdjustment {
    /// The law under which the Director reserved it.
    pub law: &'static str,
    /// Why: the possible damage he will look at.
    pub reason: String,
}

/// A ruling applied, kept so that the table (and a later reader) can see what was decided.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ruling {
    /// The law applied.
    pub law: &'static str,
    /// What it decided.
    pub text: String,
}

/// The public state of the deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct State {
    /// Where the deal stands.
    pub phase: Phase,
    /// The period of the Laws the deal is in.
    pub period: Period,
    /// The seat to call, or `None` when nobody may (a ruling is pending, the auction is over).
    pub turn: Option<Seat>,
    /// The calls standing, cancelled calls removed.
    pub auction: Vec<CallRecord>,
    /// The ruling waiting for a choice.
    pub pending: Option<Pending>,
    /// Players obliged to pass.
    pub barred: Vec<Bar>,
    /// Restrictions on a defender's first lead, known once the contract is.
    pub lead_restrictions: Vec<LeadRestriction>,
    /// The contract, once the auction has ended with a bid.
    #[serde(serialize_with = "crate::table::state::option_as_text")]
    pub contract: Option<Contract>,
    /// The declarer.
    pub declarer: Option<Seat>,
    /// The rulings applied so far.
    pub rulings: Vec<Ruling>,
    /// The cards of the trick in progress, the lead first.
    pub trick: Vec<PlayedCard>,
    /// The quitted tricks, in order.
    pub played: Vec<Trick>,
    /// Tricks won by each side of the contract.
    pub tricks: TrickCount,
    /// The result once the deal is over (`4S-1`, `3NT=`), or `None`.
    pub result: Option<String>,
    /// Each side's net score once the deal is over, under the code.
    pub score: Option<NetScore>,
    /// The revokes attention has been drawn to (an unnoticed revoke stays hidden).
    pub revokes: Vec<Revoke>,
    /// Defenders' penalty cards on the table (Laws 49-51).
    pub penalty_cards: Vec<PenaltyCard>,
    /// What a defender must or must not lead, by declarer's choice (Law 50D2).
    pub lead_obligations: Vec<LeadObligation>,
    /// A claim or concession waiting for the opponents' answer (Laws 68-70).
    pub claim: Option<Claim>,
    /// What declarer requires of a premature player's partner (Law 57A).
    pub play_requirement: Option<PlayRequirement>,
    /// The defender who has made the opening lead face down, not yet faced (Law 41A). The
    /// card is his alone to know until it is faced.
    pub facedown_lead: Option<Seat>,
    /// The reservations of an adjusted score the Director must answer at the end of the play
    /// (left out of the JSON while there are none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub reservations: Vec<ReservedAdjustment>,
    /// The questions asked about the opponents' calls (2017 Law 20F), answered or not (left
    /// out of the JSON while there are none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub questions: Vec<crate::table::QuestionAsked>,
    /// The explanations given in answer to questions about calls (2017 Law 20F1); an alert's
    /// explanation is on its call (left out of the JSON while there are none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub explanations: Vec<crate::table::Explanation>,
    /// The corrections of explanations and the Director's findings (2017 Laws 20F4, 20F5, 75;
    /// left out of the JSON while there are none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub corrections: Vec<crate::table::ExplanationCorrection>,
    /// Hesitations, remarks and gestures recorded, with what followed (Law 16B; Club Law
    /// 16); left out of the JSON while there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unauthorised_information: Vec<crate::table::UnauthorisedInformation>,
    /// The Director's adjusted score, beside the table's `score` (Law 12C): each side's score,
    /// which need not balance, the law and the adjustment as given; left out of the JSON while
    /// there is none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adjusted: Option<crate::table::Adjusted>,
    /// The shuffle, cut and deal, where the log records them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealing: Option<crate::table::Dealing>,
    /// Who deals next, where this deal changed the order: a new deal by the same dealer, a
    /// deal out of turn that stood (1912 Laws 36, 40).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_dealer: Option<Seat>,
    /// Cards exposed or led during the auction, face up on the table until it ends (2017 Law
    /// 24; 1912 Law 65); left out of the JSON while there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub exposed_during_auction: Vec<AuctionExposure>,
}

impl State {
    /// Whether `call` by `seat` is barred now: any call but a pass, or a double or redouble
    /// (2007 Law 30B2(b)), as the bars on the table say (Laws 16, 23, 26-32 and the auction
    /// codes' bars).
    pub fn is_barred(&self, seat: Seat, call: Call) -> bool {
        self.barred
            .iter()
            .any(|bar| bar.seat == seat && bar.scope.bars(call))
    }

    /// Whether the opening lead has been faced.
    pub fn play_begun(&self) -> bool {
        !self.trick.is_empty() || !self.played.is_empty()
    }
}

pub(crate) fn as_text<S: serde::Serializer, T: std::fmt::Display>(
    value: &T,
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_str(value)
}

pub(crate) fn option_as_text<S: serde::Serializer, T: std::fmt::Display>(
    value: &Option<T>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(v) => s.collect_str(v),
        None => s.serialize_none(),
    }
}

pub(crate) fn suits_as_text<S: serde::Serializer>(suits: &[Suit], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeSeq;
    let mut seq = s.serialize_seq(Some(suits.len()))?;
    for suit in suits {
        seq.serialize_element(&suit.letter().to_string())?;
    }
    seq.end()
}
