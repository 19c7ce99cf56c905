//! What a code's laws say about the play: the part of a code the table asks once the auction
//! is over.
//!
//! The table keeps the mechanics: the hands, the trick in progress, whose turn it is, a card
//! that fails to follow suit recorded as a revoke, penalty and exposed cards lying face up,
//! obligations on a lead or on the next card, a claim suspending the play. At each point where
//! the codes differ it asks the code's [`PlayLaws`]; and every law it cites comes from the
//! code ([`PlayCitations`], [`ClaimLaws`]), never from the table.

use cards::{Card, Hand, Seat};

use crate::outcome::Penalty;
use crate::table::adjudication::ClaimCitations;
use crate::table::dummy::DummyLaws;
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::leads::LeadOutOfTurn;
use crate::table::memory::Kept;
use crate::table::play::Revoke;

/// The laws the play's mechanics cite under a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayCitations {
    /// The play period: it follows the auction, needs the deal and ends with the thirteenth
    /// trick (2017 Law 41).
    pub play_period: &'static str,
    /// The opening lead, by the declarer's left-hand opponent, made face down (2017 Law 41A).
    pub opening_lead: &'static str,
    /// Nobody else plays before a face-down opening lead is faced (2017 Law 41C).
    pub facedown_first: &'static str,
    /// A face-down opening lead retracted, without penalty, when the leader's partner faces an
    /// opening lead out of turn (2017 Law 54).
    pub facedown_withdrawn: &'static str,
    /// A defective trick: a player's omission to play to it (2017 Law 67; 1912 Law 81).
    pub defective_trick: &'static str,
    /// A defective trick: a surplus card of a player's found in it and restored to his hand,
    /// his failures to play it since being revokes (2017 Law 67B2; 1912 Law 82).
    pub surplus_card: &'static str,
    /// Playing a card one holds (2017 Law 45).
    pub card_held: &'static str,
    /// Following suit (2017 Law 44C).
    pub follow_suit: &'static str,
    /// Nobody acts while a ruling is pending (2017 Law 10).
    pub ruling_pending: &'static str,
    /// Attention drawn with nothing to rule on (2017 Law 9A).
    pub attention: &'static str,
    /// Exposing a card (2017 Law 49).
    pub exposed: &'static str,
    /// Asking a player who did not follow suit whether he has a card of the suit (2017 Law
    /// 61B).
    pub revoke_inquiry: &'static str,
    /// Correcting a revoke not yet established (2017 Law 62).
    pub revoke_correction: &'static str,
    /// The revoke corrected: the card withdrawn and a legal card substituted (2017 Law 62B).
    pub revoke_corrected: &'static str,
    /// A card played after the revoke withdrawn (2017 Law 62C).
    pub card_withdrawn: &'static str,
    /// The Director's requirement of the card of the partner of a defender who revoked on
    /// trick 12 (2017 Law 62D2).
    pub trick_12: &'static str,
    /// Information from a withdrawn action is unauthorised to the offender's partner (2017 Law
    /// 16C), where the code has such a law.
    pub unauthorised_information: Option<&'static str>,
    /// What dummy may and may not do during the play (2017 Law 43A1).
    pub dummy_limitations: &'static str,
    /// Dummy suggesting a play (2017 Law 45F).
    pub dummy_suggests: &'static str,
    /// Partners communicate only through calls and plays (2017 Law 73B1): a player other than
    /// dummy is said to suggest a play.
    pub partners_communicate: &'static str,
    /// Dummy takes no part in the play (2017 Law 43A1(c)): a guarded table refuses his
    /// suggestion.
    pub dummy_takes_no_part: &'static str,
    /// Looking at quitted tricks (2017 Law 66).
    pub quitted_tricks: &'static str,
    /// Play suspended while a claim is pending (2017 Law 68D).
    pub claim_suspends_play: &'static str,
    /// The score of the deal (2017 Law 79).
    pub scoring: &'static str,
}

impl PlayCitations {
    /// ` (Law 16C)` after a ruling whose information is unauthorised to the offender's
    /// partner, where the code has such a law; nothing otherwise.
    pub(crate) fn unauthorised_note(&self) -> String {
        self.unauthorised_information
            .map(|law| format!(" ({law})"))
            .unwrap_or_default()
    }
}

/// A code's laws on claims and concessions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClaimLaws {
    /// A claim (2017 Law 68A).
    pub claim: &'static str,
    /// A concession (2017 Law 68B).
    pub concession: &'static str,
    /// A defender's concession his partner at once objects to (2017 Law 68B2).
    pub partner_objects: &'static str,
    /// Agreement to a claim (2017 Law 69).
    pub answer: &'static str,
    /// Who answers a claim or concession: declarer a defender's, both defenders declarer's
    /// (2017 Law 69A).
    pub responders: &'static str,
    /// Who may contest a claim or concession (2017 Law 70).
    pub contested: &'static str,
    /// A claim or concession agreed by the opponents stands (2017 Law 69A).
    pub agreed: &'static str,
    /// A disputed claim, adjudicated (2017 Law 70).
    pub disputed: &'static str,
    /// Where the adjudication of a claim by the declarer's side finds its rules.
    pub by_declarer: ClaimCitations,
    /// Where the adjudication of a defender's claim finds its rules.
    pub by_defender: ClaimCitations,
    /// Whether an agreed claim or concession can later be cancelled in part (the duplicate
    /// Laws 69B and 71); where it cannot, it stands under [`ClaimLaws::agreed`].
    pub cancels_agreed: bool,
    /// Tricks given back to a side that claimed or conceded them away (2017 Law 71).
    pub cancelled_by_claimer: &'static str,
    /// Tricks given back to a side that agreed to the opponents' claim (2017 Law 69B).
    pub cancelled_by_agreer: &'static str,
    /// The law by which the player who claims or concedes faces his hand (2017 Law 68C; Club
    /// Laws 69 and 70), so that every player sees it while the claim stands; `None` where the
    /// code does not require it (the 2007 Laws ask only for a statement).
    pub faces_hand: Option<&'static str>,
}

impl ClaimLaws {
    /// The citations for a claim by the declarer's side (`by_declarer`) or by a defender.
    pub fn citations(&self, by_declarer: bool) -> ClaimCitations {
        if by_declarer {
            self.by_declarer
        } else {
            self.by_defender
        }
    }
}

/// What becomes of a card played out of turn, not as a lead, at an open table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EarlyCard {
    /// It is played to the trick as if in turn.
    Played,
    /// The code's laws have dealt with it (a penalty card, an exposed card, a pending choice).
    Ruled,
    /// It is refused: it is not the player's turn.
    Refused,
}

/// The rectification of the deal's revokes at the end of play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rectified {
    /// The tricks declarer's side is credited with, and penalties to score.
    Settled {
        /// Declarer's side's tricks after the rectification.
        tricks: u8,
        /// Penalties scored apart from the tricks (the Auction Bridge codes).
        penalties: Vec<Penalty>,
    },
    /// A ruling is pending; the deal is scored once it is settled.
    Pending,
}

/// A code's laws on the play and its irregularities. The table finds what happened; the code
/// says what follows, and cites its own laws.
pub trait PlayLaws: DummyLaws + Sync {
    /// The laws the table's mechanics cite under this code.
    fn citations(&self) -> &'static PlayCitations;

    /// The code's laws on claims and concessions.
    fn claims(&self) -> &'static ClaimLaws;

    /// The law that refuses `seat`'s card when it is another's turn (`leading`: no card is in
    /// the trick yet).
    fn out_of_turn_law(&self, engine: &Engine<'_>, seat: Seat, leading: bool) -> &'static str;

    /// `seat` played `card` (not a lead) when it was `turn`'s turn, at an open table: what
    /// becomes of it.
    fn card_out_of_turn(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        turn: Seat,
        hand: Hand,
    ) -> EarlyCard;

    /// Checks `seat`'s `card` against his penalty cards before it is played. `Ok(Some(due))`:
    /// the card is played all the same, though the penalty card `due` was required, and
    /// [`PlayLaws::failed_penalty_card`] rules once it is on the table.
    fn check_penalty_cards(
        &self,
        engine: &Engine<'_>,
        seat: Seat,
        card: Card,
        hand: Hand,
    ) -> Result<Option<Card>, Rejection>;

    /// `seat` played `card` instead of the penalty card `due`, which
    /// [`PlayLaws::check_penalty_cards`] found due. Codes whose penalty cards are never due
    /// (the Auction Bridge codes' exposed cards are called instead) are never asked.
    fn failed_penalty_card(&self, engine: &mut Engine<'_>, seat: Seat, card: Card, due: Card) {
        let _ = (engine, seat, card, due);
    }

    /// The next player played to a lead out of turn without attention being drawn: the lead
    /// is accepted, under this law.
    fn lead_accepted_by_play_law(&self, engine: &Engine<'_>, lead: LeadOutOfTurn) -> &'static str;

    /// `leader` has the lead (after the auction, a trick, or a rectified lead): what the code
    /// asks or imposes before he leads.
    fn on_lead(&self, engine: &mut Engine<'_>, leader: Seat);

    /// Attention is drawn to a lead out of turn: the choice the code gives, and to whom.
    fn lead_out_of_turn(&self, engine: &mut Engine<'_>, lead: LeadOutOfTurn);

    /// The choice about a lead out of turn.
    fn lead_choice(&self, engine: &mut Engine<'_>, lead: LeadOutOfTurn, option: &str);

    /// `seat` exposes `card`, which he holds, during the play at an open table.
    fn expose(&self, engine: &mut Engine<'_>, seat: Seat, card: Card) -> Result<(), Rejection>;

    /// Whether a card `seat` plays to a later trick establishes `revoke` (2017 Law 63A1: the
    /// offender or his partner playing to a later trick; the Auction Bridge codes: any card to
    /// the next trick, which shows the trick was quitted).
    fn establishes(&self, revoke: &Revoke, seat: Seat) -> bool;

    /// Attention is drawn to the revoke at `index` in the engine's list, now established.
    fn revoke_established(&self, engine: &mut Engine<'_>, index: usize) -> Result<(), Rejection>;

    /// While a revoke is corrected, `card` (played by `seat` of the offending side) is
    /// withdrawn, by the offender himself (`offender`) or after a non-offender withdrew his.
    fn withdrawn_in_correction(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        offender: bool,
    );

    /// While a revoke is corrected, `seat` (of the offending side if `offending_side`) may
    /// withdraw the card he played after it: the law, and why.
    fn withdrawal_offer(&self, offending_side: bool) -> (&'static str, &'static str);

    /// The tricks declarer's side is credited with after the rectification of the revokes
    /// attention was drawn to (`tricks` as played), or a ruling to wait for.
    fn rectify(&self, engine: &mut Engine<'_>, tricks: u8) -> Rectified;

    /// Dummy (`seat`) draws attention to an irregularity during the play: `Ok(true)` if the
    /// code has dealt with it, `Ok(false)` to go on to the irregularity itself.
    fn dummy_draws_attention(&self, engine: &mut Engine<'_>, seat: Seat)
    -> Result<bool, Rejection>;

    /// Dummy (`seat`) suggests the play of `card`, held by `holder` (declarer or dummy).
    fn dummy_suggests(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        holder: Seat,
        card: Card,
    ) -> Result<(), Rejection>;

    /// `seat`, of the declaring side, faces his hand on the table before dummy's hand is
    /// spread in the normal course (after the auction, before or just after the opening lead).
    /// Codes without a law for it refuse it.
    fn spread(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        let _ = engine;
        Err(Rejection::new(
            self.citations().opening_lead,
            format!("{seat}'s hand is not faced: the code has no law for spreading it now"),
        ))
    }

    /// Declarer designates dummy's (`dummy`) card with `words` that may not name its suit and
    /// rank ("high", "low", "win", a suit, a rank, "anything", a card dummy does not hold).
    /// Codes without a law for it refuse it: dummy's card is named.
    fn designate(
        &self,
        engine: &mut Engine<'_>,
        dummy: Seat,
        words: &str,
    ) -> Result<(), Rejection> {
        let _ = engine;
        Err(Rejection::new(
            self.citations().card_held,
            format!(
                "declarer names dummy's card ({dummy}'s) by its suit and rank, as \"the ace of spades\", not \"{words}\""
            ),
        ))
    }

    /// `seat` turns his card of trick `trick` (an index among the quitted tricks) pointing the
    /// wrong way (2017 Law 65B): `Ok` to record it. Codes without such a law refuse it.
    fn point_wrongly(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        trick: usize,
    ) -> Result<(), Rejection> {
        let _ = (engine, trick);
        Err(Rejection::new(
            self.citations().quitted_tricks,
            format!("the code says nothing of how {seat} turns his card of a quitted trick"),
        ))
    }

    /// `seat` draws attention to `owner`'s card of trick `trick` pointed the wrong way (2017
    /// Law 65B3). Only codes that record such a card are asked.
    fn misdirected_card(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        owner: Seat,
        trick: usize,
    ) -> Result<(), Rejection> {
        let _ = (engine, seat, owner, trick);
        Ok(())
    }

    /// Attention is drawn to `defective`, a trick quitted without one player's card.
    fn defective_trick(
        &self,
        engine: &mut Engine<'_>,
        defective: crate::table::Defective,
    ) -> Result<(), Rejection>;

    /// After `lead`, a lead out of turn not yet accepted, the proper leader `seat`, an opponent
    /// of the offender, leads `card` to the trick (2017 Law 53B): `Ok(true)` if the code has
    /// dealt with it; `Ok(false)` (codes without such a law) to treat the card as any other.
    fn proper_lead(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        lead: LeadOutOfTurn,
    ) -> Result<bool, Rejection> {
        let _ = (engine, seat, card, lead);
        Ok(false)
    }

    /// `seat` contributes `card` to a trick that already has four cards, before the next lead
    /// (2017 Law 45E). By default the card is exposed, under the code's law on exposed cards
    /// (1912 Law 68: "two or more cards played at once" are exposed cards).
    fn fifth_card(&self, engine: &mut Engine<'_>, seat: Seat, card: Card) -> Result<(), Rejection> {
        if engine.is_guarded() {
            return Err(Rejection::new(
                self.citations().exposed,
                format!("the trick is complete: {seat} plays no fifth card to it"),
            ));
        }
        self.expose(engine, seat, card)
    }

    /// `seat` asks to take back `card`, which he played (2017 Law 47). Codes without such a
    /// law refuse it: the card stays played.
    fn retract(&self, engine: &mut Engine<'_>, seat: Seat, card: Card) -> Result<(), Rejection> {
        let _ = engine;
        Err(Rejection::new(
            self.citations().card_held,
            format!("{seat}'s {card} is played and stays played"),
        ))
    }

    /// Dummy's (`dummy`'s) card just played is not the one declarer meant, `card`:
    /// `misplaced`, dummy placed a card declarer did not name (2017 Law 45D); otherwise
    /// declarer changes a designation he says was unintended (45C4(b)). Codes without such a
    /// law refuse it: the card stands.
    fn change_dummys_card(
        &self,
        engine: &mut Engine<'_>,
        dummy: Seat,
        card: Card,
        misplaced: bool,
    ) -> Result<(), Rejection> {
        let _ = (engine, misplaced);
        Err(Rejection::new(
            self.citations().card_held,
            format!(
                "dummy's card played stands: {card} is not played in its place from {dummy}'s hand"
            ),
        ))
    }

    /// `seat` looks at a quitted trick during the play.
    fn inspect(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection>;

    /// After every event: what the code offers unasked (the Auction Bridge codes: the
    /// declarer's call of an adversary's exposed card).
    fn after_event(&self, engine: &mut Engine<'_>) {
        let _ = engine;
    }

    /// A choice among the pending ruling's options, when the question is one these laws asked
    /// (with [`Engine::pend_play`]): a value of their own question type.
    fn answer(
        &self,
        engine: &mut Engine<'_>,
        question: &Kept,
        option: &str,
    ) -> Result<(), Rejection>;
}
