//! The play period: the opening lead by declarer's left-hand opponent (Law 41), dummy's cards
//! played by declarer (Law 45), following suit (Law 44C), the trick won by the highest trump or
//! the highest card of the suit led (Law 44E, 44F), the winner leading next (Law 44G), and at
//! the end the result and its score under the code.
//!
//! At an open table a card that fails to follow suit is played as it was: a revoke (Law 61),
//! hidden from every view until attention is drawn to it. It is established when the offender
//! or his partner plays to a later trick (Law 63A1); an established revoke draws the code's
//! rectification at the end of play (Law 64's trick transfer, or the auction codes' penalty).

use cards::{Card, Deal, Seat, Side, Suit};
use serde::Serialize;

use crate::outcome::{DealOutcome, Honors, RevokeRemedy};
use crate::table::Mode;
use crate::table::engine::Engine;
use crate::table::error::Rejection;
use crate::table::play_laws::{EarlyCard, Rectified};
use crate::table::state::Phase;

/// A card played, and by whose hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PlayedCard {
    /// The hand the card came from (dummy's seat for a card declarer played from dummy).
    pub seat: Seat,
    /// The card, written `SA`, `HT`, `D2`.
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub card: Card,
}

/// A quitted trick: its four cards in the order played, and who won it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Trick {
    /// The cards, the lead first.
    pub cards: Vec<PlayedCard>,
    /// The seat whose card won it.
    pub winner: Seat,
}

/// A revoke: a card that did not follow suit when its holder could (Law 61A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Revoke {
    /// Who revoked (dummy's seat for a revoke in dummy's hand).
    pub seat: Seat,
    /// The trick, numbered from 1.
    pub trick: usize,
    /// Whether it is established (Law 63).
    pub established: bool,
    /// The suit led, which the offender failed to follow.
    #[serde(skip)]
    pub(crate) suit: Suit,
    /// The card of the revoke.
    #[serde(skip)]
    pub(crate) card: Card,
    /// Whether attention has been drawn to it.
    #[serde(skip)]
    pub(crate) noticed: bool,
    /// The tricks transferred for it, once settled (Law 64).
    #[serde(skip)]
    pub(crate) transfer: Option<u8>,
    /// The non-offenders' choice in the auction codes.
    #[serde(skip)]
    pub(crate) remedy: Option<RevokeRemedy>,
    /// A revoke the law deems made (a card omitted from a defective trick, 2017 Law 67B1): it
    /// carries the one-trick transfer of Law 64A2 only.
    #[serde(skip)]
    pub(crate) deemed: bool,
}

impl Revoke {
    /// `seat`'s failure to follow to `suit` with `card` on trick `trick` (numbered from 1):
    /// not yet established, noticed or rectified.
    pub(crate) fn new(seat: Seat, trick: usize, suit: Suit, card: Card) -> Revoke {
        Revoke {
            seat,
            trick,
            established: false,
            suit,
            card,
            noticed: false,
            transfer: None,
            remedy: None,
            deemed: false,
        }
    }
}

/// Tricks won so far by each side of the contract.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TrickCount {
    /// Tricks won by declarer's side.
    pub declarer: u8,
    /// Tricks won by the defenders.
    pub defenders: u8,
}

/// The deal's score once it is over: each side's net points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct NetScore {
    /// North-South's net score.
    #[serde(rename = "NS")]
    pub north_south: i64,
    /// East-West's net score.
    #[serde(rename = "EW")]
    pub east_west: i64,
}

/// The card winning the cards played to a trick so far: the highest trump, or the highest card
/// of the suit led (Law 44E, 44F).
pub(crate) fn winning_card(cards: &[PlayedCard], trump: Option<Suit>) -> Option<PlayedCard> {
    let only: Vec<Card> = cards.iter().map(|played| played.card).collect();
    cards::winning_place(&only, trump).map(|place| cards[place])
}

impl Engine<'_> {
    /// Whether no ruling of the table forbids `seat` to play `card` from `hand`: a penalty
    /// card due (Law 50), a lead the code's laws restrict (Laws 26, 50), a play required
    /// (Law 57). These are the checks [`Engine::play`] makes before it takes a card; what may
    /// follow the card (a question about the next lead) is not the card's concern.
    pub(crate) fn proper(&self, seat: Seat, card: Card, hand: cards::Hand) -> bool {
        matches!(
            self.play_laws.check_penalty_cards(self, seat, card, hand),
            Ok(None)
        ) && self.check_lead_obligations(seat, card, hand).is_ok()
            && self.check_play_requirement(seat, card, hand).is_ok()
    }

    /// The count of tricks won by `side`: declarer's side's or the defenders'.
    pub(crate) fn tricks_of(&mut self, side: Side) -> &mut u8 {
        if self.state.declarer.map(Seat::side) == Some(side) {
            &mut self.state.tricks.declarer
        } else {
            &mut self.state.tricks.defenders
        }
    }

    /// A card played from `seat`'s hand.
    pub(crate) fn play(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let laws = self.play_laws;
        let cite = laws.citations();
        let deal = self.playable()?;
        if self.state.claim.is_some() {
            return Err(Rejection::new(
                cite.claim_suspends_play,
                "play is suspended until the claim or concession is settled",
            ));
        }
        self.no_ruling_pending(cite.ruling_pending, "plays")?;
        let turn = self.state.turn.unwrap_or(seat);
        let hands = self.inner.hands.get_or_insert(deal.hands());
        let hand = hands[seat.index()];
        if !hand.contains(card) {
            return Err(Rejection::new(
                cite.card_held,
                format!("{seat} does not hold {card}"),
            ));
        }
        self.check_facedown(seat, card)?;
        if let Some(lead) = self.proper_leader_after(seat) {
            // Not the next player to the irregular lead: his card is his proper lead.
            if seat != turn && laws.proper_lead(self, seat, card, lead)? {
                return Ok(());
            }
        }
        if seat != turn {
            let leading = self.state.trick.is_empty() && self.inner.lead_out_of_turn.is_none();
            if self.setup.mode == Mode::Open && leading {
                self.lead_out_of_turn(seat, card, turn);
                return Ok(());
            }
            if self.setup.mode == Mode::Guarded || leading {
                return Err(self.out_of_turn(seat, turn));
            }
            match laws.card_out_of_turn(self, seat, card, turn, hand) {
                EarlyCard::Ruled => return Ok(()),
                EarlyCard::Refused => return Err(self.out_of_turn(seat, turn)),
                EarlyCard::Played => {}
            }
        } else {
            self.accept_lead_by_play(seat);
        }
        let substitute_for = self.substitute_for(seat);
        if substitute_for == Some(card) {
            return Err(Rejection::new(
                cite.revoke_correction,
                format!("{seat} withdrew {card} and must substitute another card"),
            ));
        }
        let mut failed_penalty_card = None;
        if substitute_for.is_none() {
            // A penalty card due and another card played all the same is ruled once the card
            // is on the table. (Penalty cards arise only at an open table.) The same checks, as
            // a question, are `Engine::proper`.
            failed_penalty_card = laws.check_penalty_cards(self, seat, card, hand)?;
            if failed_penalty_card.is_none() {
                self.check_lead_obligations(seat, card, hand)?;
            }
            self.check_play_requirement(seat, card, hand)?;
        }
        let current = self.state.played.len();
        // A card to a later trick establishes a revoke, as the code says by whom.
        for revoke in &mut self.inner.revokes {
            if !revoke.established && revoke.trick <= current && laws.establishes(revoke, seat) {
                revoke.established = true;
            }
        }
        if let Some(lead) = self.state.trick.first() {
            let led = lead.card.suit;
            if card.suit != led && hand.suit_len(led) > 0 {
                // A substitute under Law 62 must be a legal card.
                if self.setup.mode == Mode::Guarded || substitute_for.is_some() {
                    return Err(Rejection::new(
                        cite.follow_suit,
                        format!(
                            "{seat} must follow suit to the {} led: {seat} holds {}",
                            lead.card,
                            hand.suit(led)
                                .iter()
                                .map(|c| c.to_string())
                                .collect::<Vec<_>>()
                                .join(" ")
                        ),
                    ));
                }
                // A revoke (2017 Law 61A), played as it was and seen by nobody yet.
                self.inner
                    .revokes
                    .push(Revoke::new(seat, current + 1, led, card));
            }
        }
        if let Some(hands) = self.inner.hands.as_mut() {
            hands[seat.index()].remove(card);
        }
        let leading = self.state.trick.is_empty();
        if self
            .state
            .play_requirement
            .is_some_and(|r| r.seat() == seat)
        {
            self.state.play_requirement = None;
            self.inner.requirement_law = None;
        }
        if substitute_for.is_some() {
            self.after_card(seat, card, leading);
            self.place_substitute(seat, card);
            return Ok(());
        }
        self.state.trick.push(PlayedCard { seat, card });
        self.after_card(seat, card, leading);
        if let Some(due) = failed_penalty_card {
            laws.failed_penalty_card(self, seat, card, due);
            return Ok(());
        }
        self.advance();
        Ok(())
    }

    /// A card led by `seat` to a new trick, not played to the trick in progress: after a lead
    /// out of turn, the proper leader's lead (2017 Law 53B); otherwise as `play`.
    pub(crate) fn lead(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        self.ready_to_play()?;
        if let Some(lead) = self.proper_leader_after(seat) {
            if !self.holds(seat, card) {
                return Err(Rejection::new(
                    self.play_laws.citations().card_held,
                    format!("{seat} does not hold {card}"),
                ));
            }
            let laws = self.play_laws;
            if laws.proper_lead(self, seat, card, lead)? {
                return Ok(());
            }
        }
        self.play(seat, card)
    }

    /// The lead out of turn waiting, if `seat` is the proper leader and an opponent of the
    /// player who led out of turn.
    fn proper_leader_after(&self, seat: Seat) -> Option<crate::table::LeadOutOfTurn> {
        self.inner
            .lead_out_of_turn
            .filter(|lead| lead.turn == seat && lead.seat.side() != seat.side())
    }

    /// Whose turn it is in the trick in progress: the first player after the leader, in
    /// rotation, who has not played to it (a premature card may already be there, Law 57).
    fn next_to_play(&self) -> Option<Seat> {
        let leader = self.state.trick.first()?.seat;
        std::iter::successors(Some(leader.lho()), |s| Some(s.lho()))
            .take(3)
            .find(|s| !self.state.trick.iter().any(|p| p.seat == *s))
    }

    /// After a card: the next player in rotation, or the trick quitted, and the next lead or
    /// the end of the play.
    pub(crate) fn advance(&mut self) {
        if self.state.trick.len() < 4 {
            let next = self.next_to_play();
            self.set_turn(next);
            return;
        }
        self.quit_trick();
        if self.state.played.len() == 13 {
            self.end_of_play();
        } else if let Some(leader) = self.state.turn {
            self.on_lead(leader);
        }
    }

    /// The deal, if the play can begin or go on.
    pub(crate) fn playable(&self) -> Result<Deal, Rejection> {
        match self.state.phase {
            Phase::Dealing | Phase::Auction => {
                return Err(Rejection::new(
                    self.play_laws.citations().opening_lead,
                    "the auction is not over: no card may be led yet",
                ));
            }
            Phase::Ended | Phase::Redeal => {
                return Err(Rejection::new(
                    self.play_laws.citations().play_period,
                    "the deal is over: no card is played",
                ));
            }
            Phase::Play => {}
        }
        self.setup.deal.ok_or_else(|| {
            Rejection::new(
                self.play_laws.citations().play_period,
                "the play needs the deal: give it with a `deal` line",
            )
        })
    }

    /// Why a card from `seat` is refused when it is `turn`'s turn.
    fn out_of_turn(&self, seat: Seat, turn: Seat) -> Rejection {
        let leading = self.state.trick.is_empty();
        Rejection::new(
            self.play_laws.out_of_turn_law(self, seat, leading),
            format!("it is {turn}'s turn to play, not {seat}'s"),
        )
    }

    /// A card played to the trick is taken back into its hand (it is no longer a revoke).
    pub(crate) fn take_back(&mut self, seat: Seat, card: Card) {
        self.state.trick.retain(|p| p.card != card);
        if let Some(hands) = self.inner.hands.as_mut() {
            hands[seat.index()].insert(card);
        }
        self.inner
            .revokes
            .retain(|r| !(r.seat == seat && r.card == card));
    }

    /// Law 44E-G: the trick goes to the highest trump, or the highest card of the suit led;
    /// its winner leads next.
    pub(crate) fn quit_trick(&mut self) {
        let trump = self.state.contract.and_then(|c| c.denomination.trump());
        let cards = std::mem::take(&mut self.state.trick);
        let winner = winning_card(&cards, trump).map_or(cards[0].seat, |p| p.seat);
        *self.tricks_of(winner.side()) += 1;
        self.state.played.push(Trick { cards, winner });
        self.set_turn(Some(winner));
    }

    /// The thirteenth trick is quitted: the result and the score under the code.
    pub(crate) fn end_of_play(&mut self) {
        self.state.phase = Phase::Ended;
        self.set_turn(None);
        self.count_surplus();
        self.settle_score();
    }

    /// The result and the score, with the rectification of every revoke attention has been
    /// drawn to. Left unscored while a choice about a revoke is pending.
    pub(crate) fn settle_score(&mut self) {
        let (Some(contract), Some(declarer), Some(deal)) =
            (self.state.contract, self.state.declarer, self.setup.deal)
        else {
            return;
        };
        if self.state.phase != Phase::Ended || self.state.pending.is_some() {
            return;
        }
        let laws = self.play_laws;
        let (tricks, mut penalties) = match laws.rectify(self, self.state.tricks.declarer) {
            Rectified::Settled { tricks, penalties } => (tricks, penalties),
            Rectified::Pending => return,
        };
        penalties.extend(self.dealing_penalties());
        self.state.result = Some(contract.result(tricks));
        let outcome = DealOutcome {
            contract: Some(contract),
            declarer,
            tricks,
            vulnerability: self.setup.board.vulnerability(),
            honors: Some(Honors::from_deal(&deal, contract.denomination)),
            penalties,
        };
        match self.code.score(&outcome) {
            Ok(score) => {
                let ns = score.net(Side::NorthSouth);
                self.state.score = Some(NetScore {
                    north_south: ns,
                    east_west: -ns,
                });
                self.inner.outcome = Some(outcome);
            }
            Err(error) => self.rule(
                self.play_laws.citations().scoring,
                format!("the deal cannot be scored: {error}"),
            ),
        }
    }

    /// Dummy (`seat`) suggests the play of `card`, from his hand or the declarer's: the code
    /// says what follows (an open table only).
    pub(crate) fn suggest(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let laws = self.play_laws;
        let cite = laws.citations();
        let Some(declarer) = self
            .state
            .declarer
            .filter(|_| self.state.phase == Phase::Play)
        else {
            return Err(Rejection::new(
                cite.dummy_suggests,
                "there is no play in progress",
            ));
        };
        if seat != declarer.partner() {
            return Err(Rejection::new(
                cite.partners_communicate,
                format!("{seat} is not dummy: partners communicate only through calls and plays"),
            ));
        }
        let holder = [declarer, seat]
            .into_iter()
            .find(|&s| self.holds(s, card))
            .ok_or_else(|| {
                Rejection::new(
                    cite.dummy_suggests,
                    format!("neither {declarer} nor {seat} holds {card}"),
                )
            })?;
        if self.setup.mode == Mode::Guarded {
            return Err(super::dummy::dummy_takes_no_part(
                cite.dummy_takes_no_part,
                seat,
                &format!("suggest {card}"),
            ));
        }
        laws.dummy_suggests(self, seat, holder, card)
    }

    /// Dummy's (`seat`'s) card just played is not the one declarer meant (`misplaced`: dummy
    /// placed a card declarer did not name; otherwise declarer changes an unintended
    /// designation): the code says what follows.
    pub(crate) fn change_dummys_card(
        &mut self,
        seat: Seat,
        card: Card,
        misplaced: bool,
    ) -> Result<(), Rejection> {
        self.check_dummy_and_no_ruling(seat)?;
        self.no_correction()?;
        let laws = self.play_laws;
        laws.change_dummys_card(self, seat, card, misplaced)
    }

    /// `seat` turns his card of the last quitted trick pointing the wrong way: the code says
    /// whether it records it.
    pub(crate) fn point_wrongly(&mut self, seat: Seat) -> Result<(), Rejection> {
        let laws = self.play_laws;
        self.playable()?;
        let Some(trick) = self.state.played.len().checked_sub(1) else {
            return Err(Rejection::new(
                laws.citations().quitted_tricks,
                "no trick has been quitted",
            ));
        };
        laws.point_wrongly(self, seat, trick)?;
        self.inner.misdirected = Some((seat, trick));
        Ok(())
    }

    /// `seat` contributes `card` to the trick just completed, before the next lead: the code
    /// says what becomes of it.
    pub(crate) fn fifth_card(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let laws = self.play_laws;
        self.ready_to_play()?;
        if !self.state.trick.is_empty() || self.state.played.is_empty() {
            return Err(Rejection::new(
                laws.citations().card_held,
                "a fifth card is one added to a completed trick before the next lead",
            ));
        }
        if !self.holds(seat, card) {
            return Err(Rejection::new(
                laws.citations().card_held,
                format!("{seat} does not hold {card}"),
            ));
        }
        laws.fifth_card(self, seat, card)
    }

    /// `seat` asks to take back `card`, a card he played: the code says whether he may.
    pub(crate) fn retract(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        let laws = self.play_laws;
        self.ready_to_play()?;
        let on_table = self
            .state
            .trick
            .iter()
            .any(|p| p.seat == seat && p.card == card)
            || self
                .state
                .played
                .iter()
                .any(|t| t.cards.iter().any(|p| p.seat == seat && p.card == card));
        if !on_table {
            return Err(Rejection::new(
                laws.citations().card_held,
                format!("{seat} has not played {card}"),
            ));
        }
        laws.retract(self, seat, card)
    }

    /// The play is on, no ruling is pending and play is not suspended by a claim; the hands in
    /// play are known.
    pub(crate) fn ready_to_play(&mut self) -> Result<(), Rejection> {
        let cite = self.play_laws.citations();
        let deal = self.playable()?;
        self.no_ruling_pending(cite.ruling_pending, "plays")?;
        if self.state.claim.is_some() {
            return Err(Rejection::new(
                cite.claim_suspends_play,
                "play is suspended until the claim or concession is settled",
            ));
        }
        self.inner.hands.get_or_insert(deal.hands());
        Ok(())
    }

    /// No correction is under way (it comes first).
    pub(crate) fn no_correction(&self) -> Result<(), Rejection> {
        match self.inner.correction {
            Some(_) => Err(Rejection::new(
                self.play_laws.citations().revoke_correction,
                "a correction is under way: its substitute card comes first",
            )),
            None => Ok(()),
        }
    }

    /// The play is on, `seat` is dummy and no ruling is pending.
    fn check_dummy_and_no_ruling(&mut self, seat: Seat) -> Result<(), Rejection> {
        self.ready_to_play()?;
        if self.state.declarer.map(Seat::partner) != Some(seat) {
            return Err(Rejection::new(
                self.play_laws.citations().card_held,
                format!("{seat} is not dummy: only dummy's card is designated by declarer"),
            ));
        }
        Ok(())
    }

    /// Declarer designates dummy's (`seat`'s) card in words: the code says which card that is.
    pub(crate) fn designate(&mut self, seat: Seat, words: &str) -> Result<(), Rejection> {
        let laws = self.play_laws;
        self.check_dummy_and_no_ruling(seat)?;
        laws.designate(self, seat, words)
    }

    /// `seat` looks at a quitted trick: the code says whether he may, and what it costs.
    pub(crate) fn inspect(&mut self, seat: Seat) -> Result<(), Rejection> {
        let laws = self.play_laws;
        if self.state.phase != Phase::Play || self.state.played.is_empty() {
            return Err(Rejection::new(
                laws.citations().quitted_tricks,
                "no trick has been quitted: there is nothing to look at",
            ));
        }
        laws.inspect(self, seat)
    }

    /// Attention is drawn to an irregularity in the play: a card of a quitted trick pointed the
    /// wrong way, a face-down lead by the wrong defender, a defective trick (a surplus card in
    /// it, or a card omitted), a lead out of turn, or the first revoke nobody has noticed.
    pub(crate) fn play_attention(&mut self, seat: Seat) -> Result<(), Rejection> {
        // A card pointed the wrong way: dummy may draw attention to it too (2017 Law 65B3).
        if let Some((owner, trick)) = self.inner.misdirected.take() {
            let laws = self.play_laws;
            return laws.misdirected_card(self, seat, owner, trick);
        }
        let dummy = self.state.declarer.map(Seat::partner);
        if Some(seat) == dummy && self.state.phase == Phase::Play {
            let laws = self.play_laws;
            if laws.dummy_draws_attention(self, seat)? {
                return Ok(());
            }
        }
        if self.inner.correction.is_some() {
            return Err(Rejection::new(
                self.play_laws.citations().revoke_correction,
                "a revoke is being corrected: its substitute card comes first",
            ));
        }
        if self.facedown_attention() {
            return Ok(());
        }
        // A surplus card first: the owner of a defective trick may need it back.
        if self.restore_surplus()? {
            return Ok(());
        }
        if let Some(defective) = self.defective() {
            let laws = self.play_laws;
            return laws.defective_trick(self, defective);
        }
        if let Some(lead) = self.inner.lead_out_of_turn {
            let laws = self.play_laws;
            laws.lead_out_of_turn(self, lead);
            return Ok(());
        }
        self.revoke_attention(seat)
    }

    /// Law 61B: `seat` asks `whom`, who did not follow suit, whether he has a card of the suit
    /// led. Declarer may ask a defender, dummy may ask declarer, a defender may ask declarer or
    /// his partner; dummy may not ask a defender (43A1). A "yes" is attention to a revoke.
    pub(crate) fn ask(&mut self, seat: Seat, whom: Seat) -> Result<(), Rejection> {
        let law = self.play_laws.citations().revoke_inquiry;
        let trick = if self.state.trick.is_empty() {
            self.state.played.last().map(|t| t.cards.clone())
        } else {
            Some(self.state.trick.clone())
        };
        let Some(cards) = trick else {
            return Err(Rejection::new(law, "no card has been played yet"));
        };
        let led = cards[0].card.suit;
        let Some(played) = cards.iter().find(|p| p.seat == whom) else {
            return Err(Rejection::new(
                law,
                format!("{whom} has not played to this trick"),
            ));
        };
        if played.card.suit == led || seat == whom {
            return Err(Rejection::new(
                law,
                format!("{whom} followed suit: there is nothing to ask"),
            ));
        }
        let dummy = self.state.declarer.map(Seat::partner);
        let defender_asked = self.is_defender(whom);
        if Some(seat) == dummy && defender_asked {
            if self.setup.mode == Mode::Guarded {
                return Err(Rejection::new(
                    law,
                    format!("{seat} is dummy: he may ask declarer, never a defender"),
                ));
            }
            self.rule(
                law,
                format!(
                    "{seat}, dummy, asked {whom} about a revoke: dummy may ask only declarer ({}); an infraction",
                    self.play_laws.citations().dummy_limitations
                ),
            );
        }
        let has = self
            .inner
            .hands
            .is_some_and(|hands| hands[whom.index()].suit_len(led) > 0);
        if has {
            return self.revoke_attention(seat);
        }
        self.rule(law, format!("{whom} has no {}", led.name()));
        Ok(())
    }

    /// Attention is drawn to the first revoke nobody has noticed: it is corrected if it is
    /// not yet established, and otherwise the code says what follows. Once the play is over
    /// the Director, inspecting the played cards to settle the revoke (2017 Law 66D), rules on
    /// every established revoke he finds (Law 81C3), not only the first.
    pub(crate) fn revoke_attention(&mut self, seat: Seat) -> Result<(), Rejection> {
        let Some((index, _)) = self.first_unnoticed_revoke() else {
            return self.already_ruled(seat, self.play_laws.citations().attention);
        };
        if !self.inner.revokes[index].established {
            return self.start_correction(index);
        }
        let found: Vec<usize> = if self.state.phase == Phase::Ended {
            (index..self.inner.revokes.len())
                .filter(|&i| !self.inner.revokes[i].noticed && self.inner.revokes[i].established)
                .collect()
        } else {
            vec![index]
        };
        for &i in &found {
            self.inner.revokes[i].noticed = true;
            let shown = self.inner.revokes[i];
            self.state.revokes.push(shown);
        }
        let laws = self.play_laws;
        for i in found {
            laws.revoke_established(self, i)?;
        }
        Ok(())
    }

    /// `seat` is deemed to have revoked on trick `trick` (numbered from 1), failing to follow
    /// to `suit` with `card`: established, and ruled on now (2017 Law 67B1).
    pub(crate) fn deem_revoke(&mut self, seat: Seat, trick: usize, suit: Suit, card: Card) {
        let revoke = Revoke {
            established: true,
            noticed: true,
            deemed: true,
            ..Revoke::new(seat, trick, suit, card)
        };
        self.inner.revokes.push(revoke);
        self.state.revokes.push(revoke);
    }

    /// Whether an established revoke nobody has drawn attention to lies in the played cards.
    pub(crate) fn revoke_unnoticed(&self) -> bool {
        self.inner
            .revokes
            .iter()
            .any(|r| r.established && !r.noticed)
    }
}
