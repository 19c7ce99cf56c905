//! The play laws of the Auction Bridge codes, where they differ from the modern Laws.
//!
//! The 1912 code (Laws 59-86, seed 000 and its continuation), the 1915 code as the Boston
//! 1916 manual gives it ("Playing the Cards — Laws", seed 001), and the 1908 code, whose play
//! is "as in Bridge" (read as the 1912 laws, checklist P08-P).
//!
//! - An adversary's card exposed (dropped face up, played out of turn, withdrawn after a
//!   revoke is corrected) is left face up and is *subject to call*: whenever its owner is to
//!   play and could play it without revoking, the declarer may call it, and it is played; or
//!   leave it. The declarer's own exposed cards are never called.
//! - An adversary leads out of turn: the declarer may accept the lead by playing to it, treat
//!   the card as exposed, or call a suit from the adversary whose lead it is (1912 Law 76: at
//!   the next lead of either adversary; 1915: the card stays exposed as well).
//! - The declarer leads from the wrong hand: no penalty; the adversaries may have it corrected
//!   until the second hand has played (1912 Law 77).
//! - An adversary plays fourth hand before the second: his card is exposed, and the declarer
//!   may require the offender's partner to play his highest or lowest card of the suit led, or
//!   to win or to lose the trick (1912 Law 80; 1915).
//! - A revoke is established once its trick is quitted, which the next lead shows (1912 Law
//!   83; 1915); corrected before that, an adversary's card becomes an exposed card.
//! - Dummy is not liable to the revoke penalty (1912 Law 63; 1915 "a player, other than
//!   Dummy"); dummy pointing out any other error of an adversary takes away its penalty (1912
//!   Law 61); dummy suggesting a play lets either adversary require or forbid it (1912 Law 62).
//! - 1915: looking at a quitted trick, except to prove a revoke, gives the opponents 25 honors.

use cards::{Card, Hand, Seat, Suit};

use super::{AuctionBridgeMemory, dummy, exposed_before_play};

use crate::outcome::{Irregularity, Penalty, RevokeRemedy};
use crate::table::{
    Chooser, ClaimCitations, ClaimLaws, EarlyCard, Engine, Kept, LeadObligation, LeadOutOfTurn,
    PenaltyCard, PenaltyKind, Phase, PlayCitations, PlayLaws, PlayRequirement, Rectified,
    Rejection, Revoke,
};

/// The questions the Auction Bridge codes' play laws ask, and answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum AuctionBridgeQuestion {
    /// The choice about a lead out of turn (1912 Laws 76, 77).
    LeadOutOfTurn,
    /// Declarer's choice for the partner of an adversary who played fourth hand before the
    /// second, under this law (1912 Law 80).
    Premature(Seat, &'static str),
    /// The declarer's choice of revoke penalty (the revoke's index; 1912 Law 84).
    RevokeRemedy(usize),
    /// Declarer's choice whether to call an exposed card of this adversary's, under this law
    /// (1912 Law 67).
    CallExposed(Seat, &'static str),
    /// The adversaries' choice after dummy suggested this card from this hand, under this law
    /// (1912 Law 62).
    Suggestion(Seat, Card, &'static str),
    /// The declarer's choice of a suit prohibited for this adversary's initial lead, after his
    /// partner exposed a card before the play (1912 Laws 65, 66; 1915).
    ProhibitLead(Seat),
    /// The adversaries' choice after dummy warned the declarer that he was about to lead from
    /// the wrong hand: require the lead from this hand (the wrong one) or forbid it (1915).
    DummyWarned(Seat),
    /// The offender's adversaries' choice after his omission to play to a trick: a new deal, or
    /// the deal stands (1912 Law 81).
    OmittedPlay,
}

/// An Auction Bridge code's play laws: the law each rule is cited under, and where the codes
/// differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuctionBridgePlayLaws {
    /// The play in rotation, one card at a time.
    pub rotation: &'static str,
    /// Exposed cards of the declarer's adversaries, subject to call.
    pub exposed: &'static str,
    /// An adversary's lead out of turn.
    pub lead_out_of_turn: &'static str,
    /// Whether the card led out of turn stays exposed when the declarer calls a suit (1915:
    /// a card played out of turn is by definition exposed).
    pub called_lead_keeps_card_exposed: bool,
    /// The declarer's lead out of turn (from either hand).
    pub declarer_lead: &'static str,
    /// An adversary playing fourth hand before the second.
    pub fourth_before_second: &'static str,
    /// A revoke: when it is established, and its correction before that.
    pub revoke: &'static str,
    /// What dummy may point out.
    pub dummy: &'static str,
    /// Dummy's revoke, which carries no penalty.
    pub dummy_revoke: &'static str,
    /// Dummy suggesting a play.
    pub dummy_suggests: &'static str,
    /// What dummy may do once his hand is spread (1912 Law 60): warning the declarer about
    /// the hand to lead from, or looking at a hand.
    pub dummy_rights: &'static str,
    /// Whether dummy's warning that the declarer is about to lead from the wrong hand lets
    /// either adversary require or forbid that lead, and his looking at a player's hand takes
    /// away his right to point out an adverse revoke or exposed card (1915).
    pub dummy_warning_and_looking_ruled: bool,
    /// A card of dummy's touched by the declarer, except to arrange, is played (1912 Law 64).
    pub dummy_card_touched: &'static str,
    /// A card exposed during the bidding (1912 Law 65).
    pub exposed_in_bidding: &'static str,
    /// A card exposed after the final declaration, before the initial lead (1912 Law 66).
    pub exposed_before_play: &'static str,
    /// Looking at a quitted trick.
    pub quitted_trick: &'static str,
    /// Whether looking at a quitted trick costs 25 honors (1915).
    pub quitted_trick_costs_honors: bool,
    /// The revoke penalty in honor points, or three tricks.
    pub revoke_penalty: &'static str,
    /// A player's omission to play to a trick: a new deal, or the surplus card counted to the
    /// imperfect trick (1912 Law 81).
    pub omitted_play: &'static str,
    /// The laws the play's mechanics cite.
    pub citations: &'static PlayCitations,
    /// The law on claims ("I have the rest").
    pub claims: &'static ClaimLaws,
}

impl AuctionBridgePlayLaws {
    /// 1908: the play "as in Bridge" (the Portland Club's Bridge code, not reprinted in seed
    /// 002), read as the 1912 laws (checklist P08-P).
    pub const PORTLAND_1908: AuctionBridgePlayLaws = AuctionBridgePlayLaws {
        rotation: "1908 (as in Bridge): the play",
        exposed: "1908 (as in Bridge): exposed cards",
        lead_out_of_turn: "1908 (as in Bridge): lead out of turn",
        called_lead_keeps_card_exposed: false,
        declarer_lead: "1908 (as in Bridge): declarer's lead out of turn",
        fourth_before_second: "1908 (as in Bridge): fourth hand before second",
        revoke: "1908 (as in Bridge): the revoke",
        dummy: "1908 (as in Bridge): dummy",
        dummy_revoke: "1908 (as in Bridge): dummy's revoke",
        dummy_suggests: "1908 (as in Bridge): dummy",
        dummy_rights: "1908 (as in Bridge): dummy",
        dummy_warning_and_looking_ruled: false,
        dummy_card_touched: "1908 (as in Bridge): dummy",
        exposed_in_bidding: "1908 (as in Bridge): cards exposed before play",
        exposed_before_play: "1908 (as in Bridge): cards exposed before play",
        quitted_trick: "1908 (as in Bridge)",
        quitted_trick_costs_honors: false,
        revoke_penalty: "1908 Laws of Bridge on the revoke (as in Bridge)",
        omitted_play: CITATIONS_1908.defective_trick,
        citations: &CITATIONS_1908,
        claims: &CLAIMS_1908,
    };

    /// The Whist Club of New York's code of 1912, Laws 59-86.
    pub const WHIST_CLUB_1912: AuctionBridgePlayLaws = AuctionBridgePlayLaws {
        rotation: "1912 Law 58",
        exposed: "1912 Law 67",
        lead_out_of_turn: "1912 Law 76",
        called_lead_keeps_card_exposed: false,
        declarer_lead: "1912 Law 77",
        fourth_before_second: "1912 Law 80",
        revoke: "1912 Laws 83 and 85",
        dummy: "1912 Law 61",
        dummy_revoke: "1912 Law 63",
        dummy_suggests: "1912 Law 62",
        dummy_rights: "1912 Law 60",
        dummy_warning_and_looking_ruled: false,
        dummy_card_touched: "1912 Law 64",
        exposed_in_bidding: "1912 Law 65",
        exposed_before_play: "1912 Law 66",
        quitted_trick: "1912 Laws 59-86",
        quitted_trick_costs_honors: false,
        revoke_penalty: "1912 Law 84",
        omitted_play: CITATIONS_1912.defective_trick,
        citations: &CITATIONS_1912,
        claims: &CLAIMS_1912,
    };

    /// The 1915 code as the 1916 manual gives it ("Playing the Cards — Laws").
    pub const WHIST_CLUB_1915: AuctionBridgePlayLaws = AuctionBridgePlayLaws {
        rotation: "1915 Playing the Cards: play in order",
        exposed: "1915 Playing the Cards: exposed card",
        lead_out_of_turn: "1915 Playing the Cards: lead out of turn",
        called_lead_keeps_card_exposed: true,
        declarer_lead: "1915 Playing the Cards: lead out of turn",
        fourth_before_second: "1915 Playing the Cards: fourth hand before second",
        revoke: "1915 Playing the Cards: the revoke",
        dummy: "1915 Playing the Cards: dummy",
        dummy_revoke: "1915 Playing the Cards: the revoke",
        dummy_suggests: "1915 Playing the Cards: dummy",
        dummy_rights: "1915 Playing the Cards: dummy",
        dummy_warning_and_looking_ruled: true,
        dummy_card_touched: "1915 Playing the Cards: dummy",
        exposed_in_bidding: "1915 Declaration Laws",
        exposed_before_play: "1915 Declaration Laws",
        quitted_trick: "1915 Playing the Cards and Scoring Laws (f)",
        quitted_trick_costs_honors: true,
        revoke_penalty: "1915 Scoring Laws (f) and Playing the Cards: the revoke",
        omitted_play: CITATIONS_1915.defective_trick,
        citations: &CITATIONS_1915,
        claims: &CLAIMS_1915,
    };
}

impl AuctionBridgePlayLaws {
    /// The penalty of the next established revoke attention was drawn to and not yet
    /// penalised, in the order made: the declarer's side's is paid in honor points; the
    /// declarer chooses for an adversary's (1912 Law 84a-b), one revoke at a time. When none is
    /// left the deal is scored.
    fn next_revoke_penalty(&self, engine: &mut Engine<'_>) {
        if matches!(
            engine.play_question::<AuctionBridgeQuestion>(),
            Some(AuctionBridgeQuestion::RevokeRemedy(_))
        ) {
            // The declarer is choosing for an earlier revoke; this one is asked next.
            return;
        }
        let Some(declarer) = engine.state().declarer else {
            return;
        };
        let law = self.revoke_penalty;
        let waiting = engine.revokes().iter().position(|r| {
            r.noticed && r.established && r.remedy.is_none() && r.seat != declarer.partner()
        });
        let Some(index) = waiting else {
            engine.settle_score();
            return;
        };
        let revoke = engine.revokes()[index];
        if revoke.seat.side() == declarer.side() {
            if let Some(revoke) = engine.revoke_mut(index) {
                revoke.remedy = Some(RevokeRemedy::Points);
            }
            engine.rule(
                law,
                format!(
                    "{}'s revoke on trick {}: the declarer's side revoked; the adversaries score the penalty in honor points",
                    revoke.seat, revoke.trick
                ),
            );
            self.next_revoke_penalty(engine);
            return;
        }
        engine.pend_play(
            law,
            Chooser::Seat(declarer),
            &["points", "tricks"],
            format!(
                "{law}: {} (an adversary) revoked on trick {}; {declarer} chooses the penalty in honor points, or three tricks taken from the revoking side",
                revoke.seat, revoke.trick
            ),
            AuctionBridgeQuestion::RevokeRemedy(index),
        );
    }
}

/// The citations of the play's mechanics in the 1908 code, whose play is "as in Bridge".
static CITATIONS_1908: PlayCitations = citations(
    "1908 (as in Bridge): the play",
    "1908 (as in Bridge): exposed cards",
    "1908 (as in Bridge): the revoke",
    "1908 (as in Bridge)",
    "1908 (as in Bridge): dummy",
    "1908 (as in Bridge): dummy",
    CLAIMS_1908.claim,
    "1908 Laws 2, 4 and 50",
    "1908 (as in Bridge): a card not played to a trick",
    "1908 (as in Bridge): two cards played to a trick",
);

/// The citations of the play's mechanics in the 1912 code.
static CITATIONS_1912: PlayCitations = citations(
    "1912 Law 58",
    "1912 Law 67",
    "1912 Laws 83 and 85",
    "1912 Laws 59-86",
    "1912 Law 61",
    "1912 Law 62",
    CLAIMS_1912.claim,
    "1912 Laws 4, 47 and 53",
    "1912 Law 81",
    "1912 Law 82",
);

/// The citations of the play's mechanics in the 1915 code.
static CITATIONS_1915: PlayCitations = citations(
    "1915 Playing the Cards: play in order",
    "1915 Playing the Cards: exposed card",
    "1915 Playing the Cards: the revoke",
    "1915 Playing the Cards and Scoring Laws (f)",
    "1915 Playing the Cards: dummy",
    "1915 Playing the Cards: dummy",
    CLAIMS_1915.claim,
    "1915 Scoring Laws: points",
    "1915 Playing the Cards (as 1912 Law 81)",
    "1915 Playing the Cards (as 1912 Law 82)",
);

/// An Auction Bridge code's citations for the play's mechanics: the law of the play in
/// rotation (the lead, the cards held, the play waiting while a penalty is settled), the
/// exposed card law, the revoke law (following suit, asking about a revoke, correcting one),
/// the law on quitted tricks, the law on what dummy may do, the law on dummy's suggestions
/// (which covers a suggestion by anyone else), the claim law, the scoring law, the law on a card
/// not played to a trick and the law on two cards played to one.
#[expect(
    clippy::too_many_arguments,
    reason = "one argument for each law of the code's play that the table cites"
)]
const fn citations(
    rotation: &'static str,
    exposed: &'static str,
    revoke: &'static str,
    quitted_trick: &'static str,
    dummy: &'static str,
    dummy_suggests: &'static str,
    claim: &'static str,
    scoring: &'static str,
    omitted: &'static str,
    surplus: &'static str,
) -> PlayCitations {
    PlayCitations {
        play_period: rotation,
        opening_lead: rotation,
        facedown_first: rotation,
        facedown_withdrawn: rotation,
        defective_trick: omitted,
        surplus_card: surplus,
        card_held: rotation,
        follow_suit: revoke,
        ruling_pending: rotation,
        attention: rotation,
        exposed,
        revoke_inquiry: revoke,
        revoke_correction: revoke,
        revoke_corrected: revoke,
        card_withdrawn: revoke,
        trick_12: revoke,
        unauthorised_information: None,
        dummy_limitations: dummy,
        dummy_suggests,
        partners_communicate: dummy_suggests,
        dummy_takes_no_part: dummy_suggests,
        quitted_tricks: quitted_trick,
        claim_suspends_play: claim,
        scoring,
    }
}

/// The claim law of a code that has one law for claims ("I have the rest"), cited throughout:
/// no Director, no separate trump clause, no later cancellation of an agreed claim.
const fn one_claim_law(law: &'static str) -> ClaimLaws {
    let citations = ClaimCitations {
        general: law,
        trump: law,
    };
    ClaimLaws {
        claim: law,
        concession: law,
        partner_objects: law,
        answer: law,
        responders: law,
        contested: law,
        agreed: law,
        disputed: law,
        by_declarer: citations,
        by_defender: citations,
        cancels_agreed: false,
        cancelled_by_claimer: law,
        cancelled_by_agreer: law,
        faces_hand: None,
    }
}

/// 1908: claims "as in Bridge".
static CLAIMS_1908: ClaimLaws = one_claim_law("1908 code (as in Bridge)");

/// 1912 Law 72: "I have the rest": declarer may be required to face his cards; a dispute is
/// for the players to settle (no Director in the code): recorded under that law.
static CLAIMS_1912: ClaimLaws = one_claim_law("1912 Law 72");

/// 1915: as 1912 Law 72.
static CLAIMS_1915: ClaimLaws = one_claim_law("1915 code (as 1912 Law 72)");
impl PlayLaws for AuctionBridgePlayLaws {
    fn citations(&self) -> &'static PlayCitations {
        self.citations
    }

    fn claims(&self) -> &'static ClaimLaws {
        self.claims
    }

    /// An adversary's lead out of turn, the declarer's, or a card out of rotation.
    fn out_of_turn_law(&self, engine: &Engine<'_>, seat: Seat, leading: bool) -> &'static str {
        match leading {
            true if engine.is_defender(seat) => self.lead_out_of_turn,
            true => self.declarer_lead,
            false => self.rotation,
        }
    }

    /// An adversary's card played out of turn is exposed; the declarer's card is not played
    /// until its turn (1915: "not played until quitted"). An adversary playing fourth hand
    /// before his partner played second: the declarer chooses what the partner must play.
    fn card_out_of_turn(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        turn: Seat,
        _hand: Hand,
    ) -> EarlyCard {
        if !engine.is_defender(seat) {
            return EarlyCard::Refused;
        }
        exposed_card(engine, seat, card, self.exposed);
        let Some(declarer) = engine.state().declarer else {
            return EarlyCard::Ruled;
        };
        if !engine.is_premature(seat, turn) {
            return EarlyCard::Ruled;
        }
        let partner = seat.partner();
        engine.pend_play(
            self.fourth_before_second,
            Chooser::Seat(declarer),
            &["highest", "lowest", "win", "lose"],
            format!(
                "{}: {seat} played {card} before his partner {partner}, the second hand. {declarer} may require {partner} to play his highest or his lowest card of the suit led, or to win or to lose the trick",
                self.fourth_before_second
            ),
            AuctionBridgeQuestion::Premature(partner, self.fourth_before_second),
        );
        EarlyCard::Ruled
    }

    /// Exposed cards are called by the declarer (see [`PlayLaws::after_event`]), never due.
    fn check_penalty_cards(
        &self,
        _engine: &Engine<'_>,
        _seat: Seat,
        _card: Card,
        _hand: Hand,
    ) -> Result<Option<Card>, Rejection> {
        Ok(None)
    }

    /// The lead is accepted by the declarer playing to it (an adversary's lead), or by the
    /// adversaries' (the declarer's lead from the wrong hand).
    fn lead_accepted_by_play_law(&self, engine: &Engine<'_>, lead: LeadOutOfTurn) -> &'static str {
        if engine.is_defender(lead.seat) {
            self.lead_out_of_turn
        } else {
            self.declarer_lead
        }
    }

    /// 1912 Laws 65, 66 (1915): the suit the declarer may prohibit for the initial lead; 1912
    /// Law 76: a suit the declarer called for whichever adversary next has the lead.
    fn on_lead(&self, engine: &mut Engine<'_>, leader: Seat) {
        if exposed_before_play::offer_prohibition(engine, leader) {
            return;
        }
        let called = engine
            .memory::<AuctionBridgeMemory>()
            .and_then(|memory| memory.called_lead);
        if let Some((suit, law)) = called.filter(|_| engine.is_defender(leader)) {
            engine.remember::<AuctionBridgeMemory>().called_lead = None;
            call_suit(engine, leader, suit, law);
        }
    }

    fn lead_out_of_turn(&self, engine: &mut Engine<'_>, lead: LeadOutOfTurn) {
        lead_attention(self, engine, lead);
    }

    fn lead_choice(&self, engine: &mut Engine<'_>, lead: LeadOutOfTurn, option: &str) {
        lead_choice(self, engine, lead, option);
    }

    /// An adversary's card exposed is left face up, subject to call; the declarer's (or
    /// dummy's) is never called.
    fn expose(&self, engine: &mut Engine<'_>, seat: Seat, card: Card) -> Result<(), Rejection> {
        if engine.is_defender(seat) {
            exposed_card(engine, seat, card, self.exposed);
            exposed_before_play::exposed_before_the_lead(self, engine, seat, card);
        } else {
            engine.rule(
                self.exposed,
                format!("{card} of the declarer's side is exposed: the declarer's cards are never called; {seat} takes it back"),
            );
        }
        Ok(())
    }

    /// 1912 Law 83; 1915 Playing the Cards: a revoke is established once its trick is
    /// quitted, which a card to the next trick shows.
    fn establishes(&self, _revoke: &Revoke, _seat: Seat) -> bool {
        true
    }

    /// The revoke penalty: dummy is not liable to it (1912 Law 63; 1915: "a player, other
    /// than Dummy"); the declarer's side pays it in honor points; after an adversary's revoke
    /// the declarer chooses the points or three tricks. Every established revoke is penalised,
    /// each further one of a side at the code's lesser value (1912 Law 84c); when several are
    /// found at once the declarer chooses for each in turn.
    fn revoke_established(&self, engine: &mut Engine<'_>, index: usize) -> Result<(), Rejection> {
        let revoke = engine.revokes()[index];
        engine.rule(
            self.revoke,
            format!(
                "{}'s revoke on trick {} is established and may no longer be corrected",
                revoke.seat, revoke.trick
            ),
        );
        let declarer = engine.state().declarer;
        if declarer.map(Seat::partner) == Some(revoke.seat) {
            engine.rule(
                self.dummy_revoke,
                format!(
                    "{}, dummy, is not liable to the revoke penalty: the trick stands as played",
                    revoke.seat
                ),
            );
        }
        self.next_revoke_penalty(engine);
        Ok(())
    }
    /// An adversary's card withdrawn is merely an exposed card, and the declarer's is taken
    /// back (1915: "leaving merely an exposed card"); "later players may take back their
    /// cards", without penalty.
    fn withdrawn_in_correction(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        offender: bool,
    ) {
        if offender && engine.is_defender(seat) {
            exposed_card(engine, seat, card, self.exposed);
        }
    }

    fn withdrawal_offer(&self, _offending_side: bool) -> (&'static str, &'static str) {
        (
            self.revoke,
            "a player who played after the revoke may take back his card, without penalty",
        )
    }

    /// The tricks stand as played; each revoke's penalty (the declarer's choice) and the
    /// penalties in honor points (1915) are scored.
    fn rectify(&self, engine: &mut Engine<'_>, tricks: u8) -> Rectified {
        let mut penalties: Vec<Penalty> = engine
            .revokes()
            .iter()
            .filter(|r| r.noticed)
            .filter_map(|revoke| {
                revoke.remedy.map(|remedy| Penalty::Revoke {
                    offender: revoke.seat.side(),
                    remedy,
                })
            })
            .collect();
        if let Some(memory) = engine.memory::<AuctionBridgeMemory>() {
            penalties.extend(memory.honor_penalties.iter().copied());
        }
        Rectified::Settled { tricks, penalties }
    }

    /// 1912 Law 61; 1915: dummy may point out a revoke or an exposed card; pointing out any
    /// other error of an adversary (a lead out of turn) takes away its penalty, and so does
    /// pointing out a revoke after he has looked at a player's hand (1915).
    fn dummy_draws_attention(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
    ) -> Result<bool, Rejection> {
        if dummy::looked_and_points_out_revoke(self, engine, seat) {
            return Ok(true);
        }
        let Some(lead) = engine.take_lead_out_of_turn() else {
            return Ok(false);
        };
        engine.retract_lead(lead);
        engine.rule(
            self.dummy,
            format!(
                "{seat}, dummy, pointed out {}'s lead out of turn: no penalty may be exacted; the {} goes back to {}'s hand and {} leads",
                lead.seat, lead.card, lead.seat, lead.turn
            ),
        );
        engine.on_lead(lead.turn);
        Ok(true)
    }

    /// 1912 Law 62: either adversary may require or forbid the play dummy suggested.
    fn dummy_suggests(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        holder: Seat,
        card: Card,
    ) -> Result<(), Rejection> {
        let law = self.dummy_suggests;
        let Some(declarer) = engine.state().declarer else {
            return Ok(());
        };
        require_or_forbid(
            engine,
            declarer,
            law,
            format!(
                "{law}: {seat}, dummy, suggested the play of {card}; either adversary may require or forbid its play"
            ),
            AuctionBridgeQuestion::Suggestion(holder, card, law),
        );
        Ok(())
    }

    /// A quitted trick may not be looked at during the play; 1915: doing so costs 25 to the
    /// opponents' honor score.
    fn inspect(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        if engine.is_guarded() {
            return Err(Rejection::new(
                self.quitted_trick,
                "a trick turned and quitted may not be looked at during the play",
            ));
        }
        if self.quitted_trick_costs_honors {
            let offender = seat.side();
            engine
                .remember::<AuctionBridgeMemory>()
                .honor_penalties
                .push(Penalty::Irregularity {
                    offender,
                    kind: Irregularity::ExaminedQuittedTrick,
                });
            engine.rule(
                self.quitted_trick,
                format!(
                    "{seat} looked at a quitted trick: 25 to {}'s honor score",
                    offender.opponents()
                ),
            );
        } else {
            engine.rule(
                self.quitted_trick,
                format!("{seat} looked at a quitted trick: the code names no penalty"),
            );
        }
        Ok(())
    }

    /// After every event: the prohibition of an initial lead ends once it is made (1912 Laws
    /// 65, 66); if the player to play is an adversary with an exposed card he could play
    /// without revoking, the declarer may call it (asked once at each turn).
    /// 1912 Law 81: "If any one, not being dummy, omit playing to a trick and such error is not
    /// corrected until he has played to the next, the adversaries or either of them may claim a
    /// new deal; should either decide that the deal is to stand, the surplus card at the end of
    /// the hand is considered to have been played to the imperfect trick, but does not
    /// constitute a revoke therein." Before he has played to the next trick (or dummy's
    /// omission, which the law leaves out) the trick is corrected.
    fn defective_trick(
        &self,
        engine: &mut Engine<'_>,
        defective: crate::table::Defective,
    ) -> Result<(), Rejection> {
        let (offender_played, _) = engine.played_since_defective(defective);
        let dummy = engine.state().declarer.map(Seat::partner);
        if !offender_played || dummy == Some(defective.seat) {
            return engine.reopen_defective(self.omitted_play);
        }
        let law = self.omitted_play;
        let adversaries = defective.seat.side().opponents();
        engine.pend_play(
            law,
            Chooser::EitherOf(adversaries),
            &["new-deal", "stand"],
            format!(
                "{law}: {} omitted to play to trick {} and has played to the next; either adversary ({adversaries}) may claim a new deal, or let the deal stand, the surplus card at the end counting as played to that trick (no revoke)",
                defective.seat,
                defective.trick + 1
            ),
            AuctionBridgeQuestion::OmittedPlay,
        );
        Ok(())
    }

    /// After every event: if the player to play is an adversary with an exposed card he could
    /// play without revoking, the declarer may call it (asked once at each turn).
    fn after_event(&self, engine: &mut Engine<'_>) {
        exposed_before_play::end_initial_lead_prohibition(self, engine);
        offer_call(self, engine);
    }

    fn answer(
        &self,
        engine: &mut Engine<'_>,
        question: &Kept,
        option: &str,
    ) -> Result<(), Rejection> {
        let Some(question) = question.get::<AuctionBridgeQuestion>().cloned() else {
            engine.settle();
            return Ok(());
        };
        match question {
            AuctionBridgeQuestion::LeadOutOfTurn => engine.lead_choice(option),
            AuctionBridgeQuestion::Premature(partner, law) => {
                engine.require_of(partner, law, option)
            }
            AuctionBridgeQuestion::OmittedPlay => {
                engine.settle();
                if option == "new-deal" {
                    engine.rule(
                        self.omitted_play,
                        "the adversaries claim a new deal".to_string(),
                    );
                    engine.redeal();
                } else {
                    engine.rule(
                        self.omitted_play,
                        "the deal stands: the surplus card at the end counts as played to the imperfect trick, and is no revoke there".to_string(),
                    );
                    engine.surplus_at_end();
                }
            }
            AuctionBridgeQuestion::RevokeRemedy(index) => {
                revoke_remedy(engine, index, option);
                self.next_revoke_penalty(engine);
            }
            AuctionBridgeQuestion::CallExposed(seat, law) => {
                return call_choice(engine, seat, law, option);
            }
            AuctionBridgeQuestion::Suggestion(holder, card, law) => {
                suggestion_choice(engine, holder, card, law, option);
            }
            AuctionBridgeQuestion::ProhibitLead(leader) => {
                exposed_before_play::prohibition_choice(engine, leader, option);
            }
            AuctionBridgeQuestion::DummyWarned(wrong) => {
                dummy::warning_choice(self, engine, wrong, option);
            }
        }
        Ok(())
    }
}

/// Asks either adversary of `declarer` to require or forbid what dummy suggested (1912 Law
/// 62: a play; 1915: the lead from the hand the declarer was about to lead from), under `law`.
pub(super) fn require_or_forbid(
    engine: &mut Engine<'_>,
    declarer: Seat,
    law: &'static str,
    explanation: String,
    question: AuctionBridgeQuestion,
) {
    engine.pend_play(
        law,
        Chooser::EitherOf(declarer.side().opponents()),
        &["require", "forbid"],
        explanation,
        question,
    );
}

/// Leaves an adversary's `card` face up before him, subject to call by the declarer (1912 Law
/// 67).
fn exposed_card(engine: &mut Engine<'_>, seat: Seat, card: Card, law: &'static str) {
    lay_exposed_card(engine, seat, card, law, "");
}

/// Leaves an adversary's `card` face up before him, subject to call by the declarer (1912 Law
/// 67; a card exposed during the bidding, Law 65), the ruling saying after the card `since`
/// (", exposed during the bidding,") when it was exposed.
pub(super) fn lay_exposed_card(
    engine: &mut Engine<'_>,
    seat: Seat,
    card: Card,
    law: &'static str,
    since: &str,
) {
    engine.lay_penalty_card(PenaltyCard {
        seat,
        card,
        kind: PenaltyKind::Exposed,
    });
    engine.rule(
        law,
        format!("{card}{since} is an exposed card, left face up before {seat} and subject to call by the declarer"),
    );
}

/// If the player to play is an adversary with an exposed card he could play without revoking,
/// the declarer may call it, asked once at each turn (1912 Law 67; 1915 Playing the Cards:
/// exposed card).
fn offer_call(laws: &AuctionBridgePlayLaws, engine: &mut Engine<'_>) {
    let (Some(seat), Some(declarer), Some(hands)) = (
        engine.state().turn,
        engine.state().declarer,
        engine.hands_in_play(),
    ) else {
        return;
    };
    let busy = engine.state().phase != Phase::Play
        || engine.state().pending.is_some()
        || engine.state().claim.is_some()
        || engine.correcting()
        || engine.lead_out_of_turn_waiting().is_some();
    let marker = (engine.state().played.len(), engine.state().trick.len());
    let offered = engine
        .memory::<AuctionBridgeMemory>()
        .and_then(|memory| memory.call_offered);
    if busy || !engine.is_defender(seat) || offered == Some(marker) {
        return;
    }
    let hand = hands[seat.index()];
    let led = engine.state().trick.first().map(|p| p.card.suit);
    let required = engine
        .state()
        .lead_obligations
        .iter()
        .find(|o| o.seat == seat && o.must == "lead" && hand.suit_len(o.suit) > 0)
        .map(|o| o.suit);
    let callable: Vec<Card> = engine
        .state()
        .penalty_cards
        .iter()
        .filter(|p| p.seat == seat && p.kind == PenaltyKind::Exposed)
        .map(|p| p.card)
        .filter(|c| match led {
            Some(suit) => c.suit == suit || hand.suit_len(suit) == 0,
            None => required.is_none_or(|suit| c.suit == suit),
        })
        .collect();
    if callable.is_empty() {
        return;
    }
    engine.remember::<AuctionBridgeMemory>().call_offered = Some(marker);
    let mut options: Vec<String> = callable.iter().map(|c| format!("call {c}")).collect();
    options.push("leave".to_string());
    let refs: Vec<&str> = options.iter().map(String::as_str).collect();
    let cards: Vec<String> = callable.iter().map(Card::to_string).collect();
    engine.pend_play(
        laws.exposed,
        Chooser::Seat(declarer),
        &refs,
        format!(
            "{}: it is {seat}'s turn and his exposed card(s) {} may be played without a revoke. {declarer} may call one (it must be played) or leave them",
            laws.exposed,
            cards.join(" ")
        ),
        AuctionBridgeQuestion::CallExposed(seat, laws.exposed),
    );
}

/// The declarer's answer: the card called is played at once, or the cards are left.
fn call_choice(
    engine: &mut Engine<'_>,
    seat: Seat,
    law: &'static str,
    option: &str,
) -> Result<(), Rejection> {
    engine.settle();
    let Some(card) = option
        .strip_prefix("call ")
        .and_then(|c| c.parse::<Card>().ok())
    else {
        engine.rule(
            law,
            format!("the declarer leaves {seat}'s exposed card(s) on the table"),
        );
        return Ok(());
    };
    engine.rule(
        law,
        format!("the declarer calls {card}: {seat} must play it"),
    );
    engine.play(seat, card)
}

/// Attention drawn to a lead out of turn (1912 Laws 76 and 77; 1915 Playing the Cards: lead
/// out of turn): the declarer's options after an adversary's lead, the adversaries' after the
/// declarer's.
fn lead_attention(laws: &AuctionBridgePlayLaws, engine: &mut Engine<'_>, lead: LeadOutOfTurn) {
    let Some(declarer) = engine.state().declarer else {
        return;
    };
    let offender = lead.seat;
    if !engine.is_defender(offender) {
        let adversaries = declarer.side().opponents();
        engine.pend_play(
            laws.declarer_lead,
            Chooser::EitherOf(adversaries),
            &["accept", "reject"],
            format!(
                "{}: the declarer led {} from {offender}'s hand out of turn ({} should lead). There is no penalty: either adversary may accept the lead or have it corrected, until the second hand has played",
                laws.declarer_lead, lead.card, lead.turn
            ),
            AuctionBridgeQuestion::LeadOutOfTurn,
        );
        return;
    }
    let mut options = vec!["accept".to_string(), "exposed".to_string()];
    options.extend(Suit::DISPLAY_ORDER.iter().map(|s| format!("call {s}")));
    let refs: Vec<&str> = options.iter().map(String::as_str).collect();
    let call_effect = if laws.called_lead_keeps_card_exposed {
        "the card stays exposed as well"
    } else {
        "the card goes back to his hand"
    };
    engine.pend_play(
        laws.lead_out_of_turn,
        Chooser::Seat(declarer),
        &refs,
        format!(
            "{}: {offender} led {} out of turn ({} should lead). {declarer} may accept the lead, treat the card as exposed (subject to call), or call a suit from the adversary whose lead it is ({call_effect})",
            laws.lead_out_of_turn, lead.card, lead.turn
        ),
        AuctionBridgeQuestion::LeadOutOfTurn,
    );
}

/// The choice about a lead out of turn (1912 Law 76: accept, treat the card as exposed, or
/// call a suit; 1912 Law 77: the declarer's lead corrected without penalty).
fn lead_choice(
    laws: &AuctionBridgePlayLaws,
    engine: &mut Engine<'_>,
    lead: LeadOutOfTurn,
    option: &str,
) {
    let offender = lead.seat;
    if option == "accept" {
        engine.rule(
            if engine.is_defender(offender) {
                laws.lead_out_of_turn
            } else {
                laws.declarer_lead
            },
            format!(
                "{offender}'s lead out of turn is accepted; {} plays next",
                offender.lho()
            ),
        );
        return;
    }
    if !engine.is_defender(offender) {
        engine.retract_lead(lead);
        engine.rule(
            laws.declarer_lead,
            format!(
                "the declarer's lead of {} is corrected without penalty; {} leads",
                lead.card, lead.turn
            ),
        );
        engine.on_lead(lead.turn);
        return;
    }
    let called = option
        .strip_prefix("call ")
        .and_then(|s| s.parse::<Suit>().ok());
    engine.retract_lead(lead);
    if called.is_none() || laws.called_lead_keeps_card_exposed {
        exposed_card(engine, offender, lead.card, laws.exposed);
    }
    engine.on_lead(lead.turn);
    let Some(suit) = called else {
        return;
    };
    if engine.is_defender(lead.turn) {
        call_suit(engine, lead.turn, suit, laws.lead_out_of_turn);
    } else {
        engine.remember::<AuctionBridgeMemory>().called_lead = Some((suit, laws.lead_out_of_turn));
        engine.rule(
            laws.lead_out_of_turn,
            format!(
                "the declarer calls {}: whichever adversary next has the lead must lead {}",
                suit.name(),
                suit.name()
            ),
        );
    }
}

/// The declarer calls `suit` from `leader`, an adversary about to lead (1912 Law 76).
fn call_suit(engine: &mut Engine<'_>, leader: Seat, suit: Suit, law: &'static str) {
    engine.oblige_lead(LeadObligation {
        seat: leader,
        must: "lead",
        suit,
        law,
    });
    engine.rule(
        law,
        format!(
            "the declarer calls {}: {leader} must lead {} if he can",
            suit.name(),
            suit.name()
        ),
    );
}

/// The adversaries' answer to dummy's suggestion (1912 Law 62).
fn suggestion_choice(
    engine: &mut Engine<'_>,
    holder: Seat,
    card: Card,
    law: &'static str,
    option: &str,
) {
    engine.settle();
    let (requirement, text) = if option == "require" {
        (
            PlayRequirement::Card { seat: holder, card },
            format!(
                "{card} must be played from {holder}'s hand at its next turn, if it may be without a revoke"
            ),
        )
    } else {
        (
            PlayRequirement::NotCard { seat: holder, card },
            format!("{card} may not be played from {holder}'s hand at its next turn"),
        )
    };
    engine.set_requirement(requirement, law);
    engine.rule(law, format!("the adversaries choose: {text}"));
}

/// The declarer's choice of the revoke penalty (1912 Law 84: honor points or three tricks);
/// the next revoke's penalty follows.
fn revoke_remedy(engine: &mut Engine<'_>, index: usize, option: &str) {
    engine.settle();
    let remedy = if option == "tricks" {
        RevokeRemedy::Tricks
    } else {
        RevokeRemedy::Points
    };
    if let Some(revoke) = engine.revoke_mut(index) {
        revoke.remedy = Some(remedy);
    }
}
