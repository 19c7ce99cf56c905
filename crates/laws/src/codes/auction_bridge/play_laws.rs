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

use cards::{Card, Seat, Suit};

use crate::outcome::{Irregularity, Penalty};
use crate::table::engine::{Engine, Question};
use crate::table::error::Rejection;
use crate::table::leads::LeadOutOfTurn;
use crate::table::penalty_cards::{LeadObligation, PenaltyKind};
use crate::table::premature::PlayRequirement;
use crate::table::state::{Chooser, Phase};

/// Which laws govern the play's irregularities under a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayLaws {
    /// The modern Laws (2017 and 2007 duplicate Laws 41-71; the Laws of Contract Bridge):
    /// penalty cards, Laws 53-57, trick transfers for revokes.
    Modern,
    /// An Auction Bridge code's own laws.
    Auction(&'static AuctionBridgePlayLaws),
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
    /// Looking at a quitted trick.
    pub quitted_trick: &'static str,
    /// Whether looking at a quitted trick costs 25 honors (1915).
    pub quitted_trick_costs_honors: bool,
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
        quitted_trick: "1908 (as in Bridge)",
        quitted_trick_costs_honors: false,
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
        quitted_trick: "1912 Laws 59-86",
        quitted_trick_costs_honors: false,
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
        quitted_trick: "1915 Playing the Cards and Scoring Laws (f)",
        quitted_trick_costs_honors: true,
    };
}

impl Engine<'_> {
    /// The code's own play laws, when it is an Auction Bridge code.
    pub(crate) fn auction_play(&self) -> Option<&'static AuctionBridgePlayLaws> {
        match self.code.play_laws() {
            PlayLaws::Auction(laws) => Some(laws),
            PlayLaws::Modern => None,
        }
    }

    /// A card exposed in the play: an adversary's is left face up, subject to call; the
    /// declarer's (or dummy's) is never called.
    pub(crate) fn expose_subject_to_call(
        &mut self,
        laws: &'static AuctionBridgePlayLaws,
        seat: Seat,
        card: Card,
    ) {
        if self.is_defender(seat) {
            self.add_penalty_card(seat, card, PenaltyKind::Exposed, laws.exposed);
        } else {
            self.rule(
                laws.exposed,
                format!("{card} of the declarer's side is exposed: the declarer's cards are never called; {seat} takes it back"),
            );
        }
    }

    /// After every event: if the player to play is an adversary with an exposed card he could
    /// play without revoking, the declarer may call it (asked once at each turn).
    pub(crate) fn offer_call(&mut self) {
        let Some(laws) = self.auction_play() else {
            return;
        };
        let (Some(seat), Some(declarer), Some(hands)) =
            (self.state.turn, self.state.declarer, self.inner.hands)
        else {
            return;
        };
        let busy = self.state.phase != Phase::Play
            || self.state.pending.is_some()
            || self.state.claim.is_some()
            || self.inner.correction.is_some()
            || self.inner.lead_out_of_turn.is_some();
        let marker = (self.state.played.len(), self.state.trick.len());
        if busy || !self.is_defender(seat) || self.inner.call_offered == Some(marker) {
            return;
        }
        let hand = hands[seat.index()];
        let led = self.state.trick.first().map(|p| p.card.suit);
        let required = self
            .state
            .lead_obligations
            .iter()
            .find(|o| o.seat == seat && o.must == "lead" && hand.suit_len(o.suit) > 0)
            .map(|o| o.suit);
        let callable: Vec<Card> = self
            .state
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
        self.inner.call_offered = Some(marker);
        let mut options: Vec<String> = callable.iter().map(|c| format!("call {c}")).collect();
        options.push("leave".to_string());
        let refs: Vec<&str> = options.iter().map(String::as_str).collect();
        let cards: Vec<String> = callable.iter().map(Card::to_string).collect();
        self.pend(
            laws.exposed,
            Chooser::Seat(declarer),
            &refs,
            format!(
                "{}: it is {seat}'s turn and his exposed card(s) {} may be played without a revoke. {declarer} may call one (it must be played) or leave them",
                laws.exposed,
                cards.join(" ")
            ),
            Question::CallExposed(seat, laws.exposed),
        );
    }

    /// The declarer's answer: the card called is played at once, or the cards are left.
    pub(crate) fn call_choice(
        &mut self,
        seat: Seat,
        law: &'static str,
        option: &str,
    ) -> Result<(), Rejection> {
        self.settle();
        let Some(card) = option
            .strip_prefix("call ")
            .and_then(|c| c.parse::<Card>().ok())
        else {
            self.rule(
                law,
                format!("the declarer leaves {seat}'s exposed card(s) on the table"),
            );
            return Ok(());
        };
        self.rule(
            law,
            format!("the declarer calls {card}: {seat} must play it"),
        );
        self.play(seat, card)
    }

    /// Attention drawn to a lead out of turn: the declarer's options after an adversary's
    /// lead, the adversaries' after the declarer's.
    pub(crate) fn auction_lead_attention(
        &mut self,
        laws: &'static AuctionBridgePlayLaws,
        lead: LeadOutOfTurn,
    ) {
        let Some(declarer) = self.state.declarer else {
            return;
        };
        let offender = lead.seat;
        if !self.is_defender(offender) {
            let adversaries = declarer.side().opponents();
            self.pend(
                laws.declarer_lead,
                Chooser::EitherOf(adversaries),
                &["accept", "reject"],
                format!(
                    "{}: the declarer led {} from {offender}'s hand out of turn ({} should lead). There is no penalty: either adversary may accept the lead or have it corrected, until the second hand has played",
                    laws.declarer_lead, lead.card, lead.turn
                ),
                Question::LeadOutOfTurn,
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
        self.pend(
            laws.lead_out_of_turn,
            Chooser::Seat(declarer),
            &refs,
            format!(
                "{}: {offender} led {} out of turn ({} should lead). {declarer} may accept the lead, treat the card as exposed (subject to call), or call a suit from the adversary whose lead it is ({call_effect})",
                laws.lead_out_of_turn, lead.card, lead.turn
            ),
            Question::LeadOutOfTurn,
        );
    }

    /// The choice about a lead out of turn under an Auction Bridge code.
    pub(crate) fn auction_lead_choice(
        &mut self,
        laws: &'static AuctionBridgePlayLaws,
        lead: LeadOutOfTurn,
        option: &str,
    ) {
        let offender = lead.seat;
        if option == "accept" {
            self.rule(
                if self.is_defender(offender) {
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
        if !self.is_defender(offender) {
            self.retract_lead(lead);
            self.rule(
                laws.declarer_lead,
                format!(
                    "the declarer's lead of {} is corrected without penalty; {} leads",
                    lead.card, lead.turn
                ),
            );
            self.on_lead(lead.turn);
            return;
        }
        let called = option
            .strip_prefix("call ")
            .and_then(|s| s.parse::<Suit>().ok());
        self.retract_lead(lead);
        if called.is_none() || laws.called_lead_keeps_card_exposed {
            self.add_penalty_card(offender, lead.card, PenaltyKind::Exposed, laws.exposed);
        }
        self.on_lead(lead.turn);
        let Some(suit) = called else {
            return;
        };
        if self.is_defender(lead.turn) {
            self.call_suit(lead.turn, suit, laws.lead_out_of_turn);
        } else {
            self.inner.called_lead = Some((suit, laws.lead_out_of_turn));
            self.rule(
                laws.lead_out_of_turn,
                format!("the declarer calls {suit}: whichever adversary next has the lead must lead {suit}"),
            );
        }
    }

    /// The declarer calls `suit` from `leader`, an adversary about to lead.
    pub(crate) fn call_suit(&mut self, leader: Seat, suit: Suit, law: &'static str) {
        self.state.lead_obligations.push(LeadObligation {
            seat: leader,
            must: "lead",
            suit,
            law,
        });
        self.rule(
            law,
            format!("the declarer calls {suit}: {leader} must lead {suit} if he can"),
        );
    }

    /// The card led out of turn goes back to its hand; the turn to lead goes to the proper
    /// leader (the caller then says what follows, and calls `on_lead`).
    pub(crate) fn retract_lead(&mut self, lead: LeadOutOfTurn) {
        self.state.trick.retain(|p| p.card != lead.card);
        if let Some(hands) = self.inner.hands.as_mut() {
            hands[lead.seat.index()].insert(lead.card);
        }
        self.set_turn(Some(lead.turn));
    }

    /// An adversary plays out of turn (not a lead): his card is exposed; if he played fourth
    /// hand before his partner played second, the declarer chooses what the partner must play.
    pub(crate) fn auction_play_out_of_turn(
        &mut self,
        laws: &'static AuctionBridgePlayLaws,
        seat: Seat,
        card: Card,
        turn: Seat,
    ) {
        self.add_penalty_card(seat, card, PenaltyKind::Exposed, laws.exposed);
        let Some(declarer) = self.state.declarer else {
            return;
        };
        if !self.is_premature(seat, turn) {
            return;
        }
        let partner = seat.partner();
        self.pend(
            laws.fourth_before_second,
            Chooser::Seat(declarer),
            &["highest", "lowest", "win", "lose"],
            format!(
                "{}: {seat} played {card} before his partner {partner}, the second hand. {declarer} may require {partner} to play his highest or his lowest card of the suit led, or to win or to lose the trick",
                laws.fourth_before_second
            ),
            Question::Premature(partner, laws.fourth_before_second),
        );
    }

    /// Dummy suggests the play of `card`, from his hand or the declarer's.
    pub(crate) fn suggest(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let modern = self.auction_play().is_none();
        let law = self
            .auction_play()
            .map_or("Law 45F", |laws| laws.dummy_suggests);
        let Some(declarer) = self
            .state
            .declarer
            .filter(|_| self.state.phase == Phase::Play)
        else {
            return Err(Rejection::new(law, "there is no play in progress"));
        };
        if seat != declarer.partner() {
            return Err(Rejection::new(
                if modern { "Law 73B1" } else { law },
                format!("{seat} is not dummy: partners communicate only through calls and plays"),
            ));
        }
        let holder = [declarer, seat]
            .into_iter()
            .find(|&s| self.holds(s, card))
            .ok_or_else(|| {
                Rejection::new(law, format!("neither {declarer} nor {seat} holds {card}"))
            })?;
        if self.setup.mode == crate::table::Mode::Guarded {
            return Err(Rejection::new(
                if modern { "Law 43A1(c)" } else { law },
                format!("{seat} is dummy and takes no part in the play: he may not suggest {card}"),
            ));
        }
        if modern {
            self.inner.dummy_suggested_at = Some(self.state.played.len());
            self.rule(
                "Law 45F",
                format!("{seat}, dummy, suggested {card}: the Director is told and play continues; at the end he awards an adjusted score if the defenders were damaged"),
            );
            return Ok(());
        }
        let adversaries = declarer.side().opponents();
        self.pend(
            law,
            Chooser::EitherOf(adversaries),
            &["require", "forbid"],
            format!(
                "{law}: {seat}, dummy, suggested the play of {card}; either adversary may require or forbid its play"
            ),
            Question::Suggestion(holder, card, law),
        );
        Ok(())
    }

    /// The adversaries' answer to dummy's suggestion.
    pub(crate) fn suggestion_choice(
        &mut self,
        holder: Seat,
        card: Card,
        law: &'static str,
        option: &str,
    ) {
        self.settle();
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
        self.state.play_requirement = Some(requirement);
        self.rule(law, format!("the adversaries choose: {text}"));
    }

    /// `seat` looks at a quitted trick. 1915: 25 to the opponents' honor score. Modern Laws:
    /// his own side's last trick until it leads to the next (Law 66B); any other is an
    /// infraction of Law 66C.
    pub(crate) fn inspect(&mut self, seat: Seat) -> Result<(), Rejection> {
        if self.state.phase != Phase::Play || self.state.played.is_empty() {
            return Err(Rejection::new(
                "Law 66",
                "no trick has been quitted: there is nothing to look at",
            ));
        }
        if let Some(laws) = self.auction_play() {
            if self.setup.mode == crate::table::Mode::Guarded {
                return Err(Rejection::new(
                    laws.quitted_trick,
                    "a trick turned and quitted may not be looked at during the play",
                ));
            }
            if laws.quitted_trick_costs_honors {
                let offender = seat.side();
                self.inner.honor_penalties.push(Penalty::Irregularity {
                    offender,
                    kind: Irregularity::ExaminedQuittedTrick,
                });
                self.rule(
                    laws.quitted_trick,
                    format!(
                        "{seat} looked at a quitted trick: 25 to {}'s honor score",
                        offender.opponents()
                    ),
                );
            } else {
                self.rule(
                    laws.quitted_trick,
                    format!("{seat} looked at a quitted trick: the code names no penalty"),
                );
            }
            return Ok(());
        }
        if self.state.trick.is_empty() {
            self.rule(
                "Law 66B",
                format!(
                    "{seat} looks at his own card of the last trick, before a lead to the next"
                ),
            );
            return Ok(());
        }
        if self.setup.mode == crate::table::Mode::Guarded {
            return Err(Rejection::new(
                "Law 66C",
                "quitted tricks may not be inspected during the play, except at the Director's instruction",
            ));
        }
        self.rule(
            "Law 66C",
            format!("{seat} inspected a quitted trick during the play: an infraction (the Director may warn or penalise, Law 90)"),
        );
        Ok(())
    }
}
