//! The modern Laws of the play: Laws 41 to 71 of the Laws of Duplicate Bridge (2017, and the
//! 2007 text where it differs in no way the table sees), which the Laws of Contract Bridge
//! share for rubber and Chicago (with the Club Laws' Arbiter on claims and Law 64).
//!
//! - `leads`: leads out of turn (Laws 53 to 56).
//! - `penalty_cards`: exposed cards and penalty cards (Laws 48 to 52), and the lead
//!   restrictions declarer chooses at a defender's first lead (Law 26).
//! - `premature`: a card played before its turn, not as a lead (Law 57).
//! - `dummys_card`: dummy's card changed after it was played (Laws 45C4(b), 45D).
//! - `retraction`: a played card retracted after misinformation, and no other (Law 47).
//! - `arrangement`: a card of a quitted trick pointed the wrong way (Law 65).
//! - `defective`: a defective trick, a player having failed to play to it (Law 67).
//! - `designation`: an incomplete or erroneous designation of dummy's card (Law 46).
//! - `revokes`: a revoke established (Law 63) and its rectification (Law 64), the Director's
//!   adjustment at the end of play (Law 64C; Law 45F after dummy's suggestion).

mod arrangement;
mod defective;
mod designation;
mod dummy;
mod dummys_card;
mod leads;
mod penalty_cards;
mod premature;
mod retraction;
mod revokes;

pub(crate) use penalty_cards::add as add_penalty_card;

use cards::{Card, Hand, Seat};

use crate::table::{
    ClaimCitations, ClaimLaws, EarlyCard, Engine, Kept, LeadOutOfTurn, PlayCitations, PlayLaws,
    Rectified, Rejection, Revoke,
};

/// The questions the modern play laws ask, and answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ModernQuestion {
    /// The non-offenders' choice about a lead out of turn (Laws 53-56).
    LeadOutOfTurn,
    /// Declarer's choice when the owner of a penalty card's partner has the lead (Law 50D2).
    PenaltyCardLead(Seat),
    /// Declarer's choice under a Law 26 lead restriction, at that defender's first lead.
    LeadRestriction(Seat),
    /// Declarer's choice after a defender played this card instead of the due major penalty
    /// card (Law 52B).
    PenaltyCardFailure(Seat, Card, Card),
    /// Declarer's choice for the partner of a defender who played prematurely, under this law
    /// (Law 57A).
    Premature(Seat, &'static str),
    /// The card the offender faces for the defective trick he failed to play to (Law 67B1).
    DefectiveTrick(Seat),
    /// Either defender designates dummy's card after declarer's "play anything" (Law 46B5).
    Designation(Seat),
    /// The Director judges whether this player was misinformed when he played this card
    /// (Law 47E).
    Retraction(Seat, Card),
    /// The Director judges whether declarer's designation of dummy's card was unintended; if
    /// so this card replaces it (Law 45C4(b)).
    Redesignation(Seat, Card),
    /// The Director's adjustment at the end of play, under this law: after an established
    /// revoke (Law 64C, Club Law 64) or dummy's suggestion (Law 45F).
    EndOfPlayAdjustment(&'static str),
    /// Either defender's choice of the hand the declarer leads from, after dummy, having broken
    /// a limitation of Law 43A2, warned him against the wrong hand (Law 43B2(a)).
    DummyWarned,
}

/// What the modern play laws remember between events.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ModernPlayMemory {
    /// The trick (by quitted tricks before it) in which dummy last suggested a play (Law 45F):
    /// the Director rules at the end, and a defender's premature play to that trick is not
    /// rectified (57C2).
    dummy_suggested_at: Option<usize>,
    /// Dummy spread his hand before the opening lead was faced: declarer could have seen his
    /// cards and must accept an opening lead faced out of turn (Law 54C).
    dummy_spread: bool,
    /// The Director's end-of-play answer (Law 64C, 45F, 43B3): not yet asked (`None`), `keep`
    /// (`Some(None)`), or declarer's tricks.
    end_of_play_adjustment: Option<Option<u8>>,
    /// Dummy, having broken a limitation of Law 43A2, was the first to draw attention to a
    /// defender's irregularity, which went unrectified: at the end the Director rules whether
    /// the defenders gained through it (Law 43B3).
    dummy_drew_attention: bool,
}

/// The modern Laws of the play under one code: the citations that differ between the
/// duplicate Laws and the Laws of Contract Bridge with the Club Laws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModernPlay {
    /// The law under which the Director (the Arbiter) adjusts the score when a revoke's trick
    /// transfer leaves the non-offenders insufficiently compensated.
    pub revoke_adjustment: &'static str,
    /// Claims and concessions.
    pub claims: &'static ClaimLaws,
}

/// The citations of the modern Laws' play mechanics (2017 numbering; the 2007 Laws and the
/// Laws of Contract Bridge number these alike).
static CITATIONS: PlayCitations = PlayCitations {
    play_period: "Law 41",
    opening_lead: "Law 41A",
    facedown_first: "Law 41C",
    facedown_withdrawn: "Law 54",
    defective_trick: "Law 67",
    surplus_card: "Law 67B2",
    card_held: "Law 45",
    follow_suit: "Law 44C",
    ruling_pending: "Law 10",
    attention: "Law 9A",
    exposed: "Law 49",
    revoke_inquiry: "Law 61B",
    revoke_correction: "Law 62",
    revoke_corrected: "Law 62B",
    card_withdrawn: "Law 62C",
    trick_12: "Law 62D2",
    unauthorised_information: Some("Law 16C"),
    dummy_limitations: "Law 43A1",
    dummy_suggests: "Law 45F",
    partners_communicate: "Law 73B1",
    dummy_takes_no_part: "Law 43A1(c)",
    quitted_tricks: "Law 66",
    claim_suspends_play: "Law 68D",
    scoring: "Law 79",
};

/// Laws 68 to 71 of the 2017 duplicate Laws.
pub static DUPLICATE_CLAIMS: ClaimLaws = ClaimLaws {
    claim: "Law 68A",
    concession: "Law 68B",
    partner_objects: "Law 68B2",
    answer: "Law 69",
    responders: "Law 69A",
    contested: "Law 70",
    agreed: "Law 69A",
    disputed: "Law 70",
    by_declarer: ClaimCitations {
        general: "Law 70",
        trump: "Law 70C",
    },
    by_defender: ClaimCitations {
        general: "Law 70",
        trump: "Law 70C",
    },
    cancels_agreed: true,
    cancelled_by_claimer: "Law 71",
    cancelled_by_agreer: "Law 69B",
    faces_hand: Some("Law 68C"),
};

/// Laws 68 to 71 of the 2007 duplicate Laws: as 2017's, but Law 68C asks the claimer for a
/// statement only, not to face his hand.
pub static DUPLICATE_2007_CLAIMS: ClaimLaws = ClaimLaws {
    faces_hand: None,
    ..DUPLICATE_CLAIMS
};

/// The Alternative Club Laws 69 and 70 (seed S003): a disputed claim adjudicated in favour of
/// the non-claimers; no later cancellation of an agreed claim.
pub static CLUB_CLAIMS: ClaimLaws = ClaimLaws {
    claim: "Law 68A",
    concession: "Law 68B",
    partner_objects: "Law 68B2",
    answer: "Law 69",
    responders: "Law 69A",
    contested: "Law 70",
    agreed: "Club Laws 69 and 70",
    disputed: "Club Laws 69 and 70",
    by_declarer: ClaimCitations {
        general: "Club Law 69",
        trump: "Club Law 69(b)",
    },
    // Club Law 70: a defender's claim; declarer gets any trick the defenders could lose by
    // normal play. It has no trump clause: a trump is one such trick.
    by_defender: ClaimCitations {
        general: "Club Law 70",
        trump: "Club Law 70",
    },
    cancels_agreed: false,
    cancelled_by_claimer: "Club Laws 69 and 70",
    cancelled_by_agreer: "Club Laws 69 and 70",
    // "Declarer must place and leave his hand face up on the table" (Club Law 69); "the
    // defender must place and leave his hand face up" (Club Law 70(b)).
    faces_hand: Some("Club Laws 69 and 70"),
};

impl ModernPlay {
    /// The 2017 duplicate Laws.
    pub const DUPLICATE: ModernPlay = ModernPlay {
        revoke_adjustment: "Law 64C",
        claims: &DUPLICATE_CLAIMS,
    };

    /// The 2007 duplicate Laws.
    pub const DUPLICATE_2007: ModernPlay = ModernPlay {
        revoke_adjustment: "Law 64C",
        claims: &DUPLICATE_2007_CLAIMS,
    };

    /// The Laws of Contract Bridge with the Alternative Club Laws (rubber and Chicago).
    pub const CLUB: ModernPlay = ModernPlay {
        revoke_adjustment: "Club Law 64",
        claims: &CLUB_CLAIMS,
    };
}

impl PlayLaws for ModernPlay {
    fn citations(&self) -> &'static PlayCitations {
        &CITATIONS
    }

    fn claims(&self) -> &'static ClaimLaws {
        self.claims
    }

    /// Laws 53 and 54 (a lead out of turn, the opening lead), 57 (a later card).
    fn out_of_turn_law(&self, engine: &Engine<'_>, _seat: Seat, leading: bool) -> &'static str {
        match (leading, engine.state().played.is_empty()) {
            (true, true) => "Law 54",
            (true, false) => "Law 53",
            (false, _) => "Law 57",
        }
    }

    fn card_out_of_turn(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        turn: Seat,
        hand: Hand,
    ) -> EarlyCard {
        premature::card_out_of_turn(engine, seat, card, turn, hand)
    }

    fn check_penalty_cards(
        &self,
        engine: &Engine<'_>,
        seat: Seat,
        card: Card,
        hand: Hand,
    ) -> Result<Option<Card>, Rejection> {
        penalty_cards::check(engine, seat, card, hand)
    }

    fn failed_penalty_card(&self, engine: &mut Engine<'_>, seat: Seat, card: Card, due: Card) {
        penalty_cards::ask_failure(engine, seat, card, due);
    }

    /// Law 53A: a lead out of turn is accepted when the next player plays to it.
    fn lead_accepted_by_play_law(
        &self,
        _engine: &Engine<'_>,
        _lead: LeadOutOfTurn,
    ) -> &'static str {
        "Law 53A"
    }

    fn on_lead(&self, engine: &mut Engine<'_>, leader: Seat) {
        penalty_cards::on_lead(engine, leader);
    }

    fn lead_out_of_turn(&self, engine: &mut Engine<'_>, lead: LeadOutOfTurn) {
        leads::attention(engine, lead);
    }

    fn lead_choice(&self, engine: &mut Engine<'_>, lead: LeadOutOfTurn, option: &str) {
        leads::choice(engine, lead, option);
    }

    fn expose(&self, engine: &mut Engine<'_>, seat: Seat, card: Card) -> Result<(), Rejection> {
        penalty_cards::expose(engine, seat, card)
    }

    /// Law 63A1: the offender or his partner playing to a later trick.
    fn establishes(&self, revoke: &Revoke, seat: Seat) -> bool {
        revoke.seat.side() == seat.side()
    }

    fn revoke_established(&self, engine: &mut Engine<'_>, index: usize) -> Result<(), Rejection> {
        revokes::established(engine, index);
        Ok(())
    }

    /// Law 62B1 (the offender's card) and 62C2 (an offender's card withdrawn after a
    /// non-offender's): a defender's card withdrawn becomes a major penalty card; declarer's
    /// and dummy's are simply replaced.
    fn withdrawn_in_correction(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        offender: bool,
    ) {
        if engine.is_defender(seat) {
            let law = if offender { "Law 62B1" } else { "Law 62C2" };
            penalty_cards::add(engine, seat, card, crate::table::PenaltyKind::Major, law);
        }
    }

    /// Law 62C1 (a non-offender) and 62C2 (an offender, after a non-offender withdrew).
    fn withdrawal_offer(&self, offending_side: bool) -> (&'static str, &'static str) {
        if offending_side {
            (
                "62C2",
                "after a non-offender withdrew a card, an offender who played after it may withdraw his, which becomes a penalty card if he is a defender",
            )
        } else {
            (
                "62C1",
                "a non-offender may withdraw a card played after the revoke and substitute another",
            )
        }
    }

    fn rectify(&self, engine: &mut Engine<'_>, tricks: u8) -> Rectified {
        revokes::rectify(self, engine, tricks)
    }

    /// Laws 42B3 and 43A1(b): dummy may draw attention to an irregularity only once the play
    /// is over. At an open table his doing so is recorded as his infraction and the
    /// irregularity is dealt with all the same (checklist D-9), unless he has broken a
    /// limitation of Law 43A2 and the irregularity is a defender's: then it is not rectified
    /// (Law 43B3).
    fn dummy_draws_attention(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
    ) -> Result<bool, Rejection> {
        if dummy::first_to_draw_attention(engine, seat) {
            return Ok(true);
        }
        if engine.is_guarded() {
            return Err(Rejection::new(
                "Law 43A1(b)",
                format!(
                    "{seat} is dummy: he may draw attention to an irregularity only after the play"
                ),
            ));
        }
        engine.rule(
            "Law 43A1(b)",
            format!("{seat}, dummy, drew attention to an irregularity during the play: an infraction of his limitations; the irregularity is dealt with all the same"),
        );
        Ok(false)
    }

    /// Law 45F: the Director is told and play continues; he rules at the end of play, and a
    /// defender's premature play to that trick is not rectified (57C2).
    fn dummy_suggests(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        _holder: Seat,
        card: Card,
    ) -> Result<(), Rejection> {
        let trick = engine.state().played.len();
        engine.remember::<ModernPlayMemory>().dummy_suggested_at = Some(trick);
        engine.rule(
            "Law 45F",
            format!("{seat}, dummy, suggested {card}: the Director is told and play continues; at the end he awards an adjusted score if the defenders were damaged"),
        );
        Ok(())
    }

    fn spread(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        leads::spread(engine, seat)
    }

    fn point_wrongly(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        trick: usize,
    ) -> Result<(), Rejection> {
        arrangement::point_wrongly(engine, seat, trick)
    }

    fn misdirected_card(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        owner: Seat,
        trick: usize,
    ) -> Result<(), Rejection> {
        arrangement::attention(engine, seat, owner, trick)
    }

    fn defective_trick(
        &self,
        engine: &mut Engine<'_>,
        defective: crate::table::Defective,
    ) -> Result<(), Rejection> {
        defective::attention(engine, defective)
    }

    fn proper_lead(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        lead: LeadOutOfTurn,
    ) -> Result<bool, Rejection> {
        leads::proper_lead(engine, seat, card, lead).map(|()| true)
    }

    fn fifth_card(&self, engine: &mut Engine<'_>, seat: Seat, card: Card) -> Result<(), Rejection> {
        penalty_cards::fifth_card(engine, seat, card)
    }

    fn retract(&self, engine: &mut Engine<'_>, seat: Seat, card: Card) -> Result<(), Rejection> {
        retraction::retract(engine, seat, card)
    }

    fn change_dummys_card(
        &self,
        engine: &mut Engine<'_>,
        dummy: Seat,
        card: Card,
        misplaced: bool,
    ) -> Result<(), Rejection> {
        dummys_card::change(engine, dummy, card, misplaced)
    }

    fn designate(
        &self,
        engine: &mut Engine<'_>,
        dummy: Seat,
        words: &str,
    ) -> Result<(), Rejection> {
        designation::designate(engine, dummy, words)
    }

    /// The last trick may be seen by declarer or either defender so long as his side has not
    /// led or played to the next (Law 66A; at an online table, until the trick in progress is
    /// complete: the WBF Laws of On-Line Bridge, Law 66A): no infraction, nothing to rule.
    /// Any other look at a quitted trick during the play is an infraction of Law 66C; dummy,
    /// whom Law 66 does not name, may not look.
    fn inspect(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        let state = engine.state();
        let dummy = state.declarer.map(Seat::partner) == Some(seat);
        let side_has_played = state.trick.iter().any(|c| c.seat.side() == seat.side());
        let lawful = !dummy && (engine.is_guarded() || !side_has_played);
        if lawful {
            return Ok(());
        }
        if engine.is_guarded() {
            return Err(Rejection::new(
                "Law 66",
                format!(
                    "{seat} is dummy: Law 66 lets declarer or a defender see the last trick, not dummy"
                ),
            ));
        }
        engine.rule(
            "Law 66C",
            if dummy {
                format!("{seat}, dummy, looked at a quitted trick during the play: an infraction (the Director may warn or penalise, Law 90)")
            } else {
                format!("{seat} looked at a quitted trick after his side had played to the next: an infraction (the Director may warn or penalise, Law 90)")
            },
        );
        Ok(())
    }

    fn answer(
        &self,
        engine: &mut Engine<'_>,
        question: &Kept,
        option: &str,
    ) -> Result<(), Rejection> {
        let Some(question) = question.get::<ModernQuestion>().cloned() else {
            engine.settle();
            return Ok(());
        };
        match question {
            ModernQuestion::LeadOutOfTurn => engine.lead_choice(option),
            ModernQuestion::PenaltyCardLead(leader) => {
                penalty_cards::lead_choice(engine, leader, option);
            }
            ModernQuestion::LeadRestriction(leader) => {
                penalty_cards::lead_restriction_choice(engine, leader, option);
            }
            ModernQuestion::PenaltyCardFailure(seat, card, due) => {
                return penalty_cards::failure_choice(engine, seat, card, due, option);
            }
            ModernQuestion::Premature(partner, law) => engine.require_of(partner, law, option),
            ModernQuestion::DefectiveTrick(seat) => {
                return defective::card_faced(engine, seat, option);
            }
            ModernQuestion::Retraction(seat, card) => {
                retraction::judged(engine, seat, card, option)
            }
            ModernQuestion::Redesignation(dummy, card) => {
                return dummys_card::judged(engine, dummy, card, option);
            }
            ModernQuestion::Designation(dummy) => {
                return designation::defenders_designation(engine, dummy, option);
            }
            ModernQuestion::EndOfPlayAdjustment(law) => {
                revokes::end_of_play_adjustment(engine, law, option);
            }
            ModernQuestion::DummyWarned => dummy::warning_choice(engine, option),
        }
        Ok(())
    }
}
