//! Correcting a revoke not yet established (2017 Law 62; 1912 Law 83; 1915 Playing the
//! Cards: the revoke).
//!
//! The offender withdraws the card and substitutes a legal one; what becomes of the card
//! withdrawn is the code's (2017 Law 62B1: a defender's is a major penalty card; the Auction
//! Bridge codes: an adversary's is an exposed card). Each non-offender who played after the
//! revoke may then withdraw his card and substitute another; after such a withdrawal, an
//! offender who played after it may withdraw his too (2017 Law 62C), and the code says what
//! becomes of that card.
//!
//! The engine corrects a revoke in the trick in progress, or in the last trick when nobody has
//! yet led to the next one (the seed's "Stephanie's hidden heart": the fourth card is on the
//! table and the trick not yet turned).

use cards::{Card, Seat};

use crate::table::engine::{Engine, Question};
use crate::table::error::{Rejection, chosen_card};
use crate::table::play::PlayedCard;
use crate::table::state::Chooser;

/// A revoke being corrected: whose substitute is awaited, and who may still withdraw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Correction {
    /// The revoking player.
    offender: Seat,
    /// The players still to be asked whether they withdraw their card, in order.
    queue: Vec<Seat>,
    /// The player whose substitute card is awaited, and the card he withdrew.
    replaying: Option<(Seat, Card)>,
    /// A defender's partner yet to play to trick 12, whose card the Director chooses (62D2).
    trick_12_partner: Option<Seat>,
    /// For a correction of dummy's card rather than a revoke: the law under which the players
    /// after it may withdraw their cards, and why (2017 Law 45C4(b), 45D).
    offer: Option<(&'static str, &'static str)>,
}

impl Engine<'_> {
    /// Starts correcting the revoke at `index` (Law 62B).
    pub(crate) fn start_correction(&mut self, index: usize) -> Result<(), Rejection> {
        let laws = self.play_laws;
        let cite = laws.citations();
        let revoke = self.inner.revokes[index];
        let current = self.state.played.len() + 1;
        let reopen = revoke.trick + 1 == current && self.state.trick.is_empty();
        if revoke.trick != current && !reopen {
            return Err(Rejection::new(
                cite.revoke_correction,
                format!(
                    "{}'s revoke on trick {} is not established, but play has gone on to the next trick: correcting it then is not yet handled by this engine",
                    revoke.seat, revoke.trick
                ),
            ));
        }
        if reopen {
            self.reopen_last_trick();
        }
        let offender = revoke.seat;
        let Some(position) = self.state.trick.iter().position(|p| p.seat == offender) else {
            return Ok(());
        };
        let withdrawn =
            self.withdraw_for_correction(position, |_, s| s.side() != offender.side(), None);
        self.rule(
            cite.revoke_corrected,
            format!(
                "{offender}'s revoke on trick {} is corrected: the {} is withdrawn and {offender} substitutes a legal card",
                revoke.trick, withdrawn.card
            ),
        );
        laws.withdrawn_in_correction(self, offender, withdrawn.card, true);
        // A defender's revoke on trick 12 before his partner has played to it (2017 Law 62D2).
        let trick_12_partner = (revoke.trick == 12
            && self.is_defender(offender)
            && !self
                .state
                .trick
                .iter()
                .any(|p| p.seat == offender.partner()))
        .then_some(offender.partner());
        if let Some(correction) = self.inner.correction.as_mut() {
            correction.trick_12_partner = trick_12_partner;
        }
        Ok(())
    }

    /// Takes the card at `position` out of the trick in progress for a correction: it goes back
    /// to its hand, and its player is to play again; then the players after it that `asked`
    /// picks are asked in turn whether they withdraw theirs (`offer`: under which law and why,
    /// if not the code's revoke law).
    fn withdraw_for_correction(
        &mut self,
        position: usize,
        asked: impl Fn(&Self, Seat) -> bool,
        offer: Option<(&'static str, &'static str)>,
    ) -> PlayedCard {
        let withdrawn = self.state.trick.remove(position);
        let queue: Vec<Seat> = self.state.trick[position..]
            .iter()
            .map(|p| p.seat)
            .filter(|&s| asked(self, s))
            .collect();
        self.return_to_hand(withdrawn);
        self.inner.correction = Some(Correction {
            offender: withdrawn.seat,
            queue,
            replaying: Some((withdrawn.seat, withdrawn.card)),
            trick_12_partner: None,
            offer,
        });
        self.set_turn(Some(withdrawn.seat));
        withdrawn
    }

    /// Dummy's card in the trick in progress (or in the last trick, nobody having led to the
    /// next) is withdrawn and `card` played in its place: a designation changed (2017 Law
    /// 45C4(b)) or a card dummy placed that declarer did not name (45D). The code gives the law
    /// (`law`) and why the players after it may withdraw theirs (`why`): each defender who
    /// played after it may, and after a defender's withdrawal declarer may withdraw his later
    /// card. When dummy's card was the lead, the suit led changes: every later card of the
    /// trick goes back to its hand and is played again (the same card, if its player keeps it
    /// and may).
    pub(crate) fn correct_dummys_card(
        &mut self,
        dummy: Seat,
        card: Card,
        law: &'static str,
        why: &'static str,
    ) -> Result<(), Rejection> {
        self.check_dummys_substitute(dummy, card, law)?;
        let reopen = !self.state.trick.iter().any(|p| p.seat == dummy);
        if reopen {
            self.reopen_last_trick();
        }
        let Some(position) = self.state.trick.iter().position(|p| p.seat == dummy) else {
            return Ok(());
        };
        if position == 0 {
            let lead = self.state.trick[0].card;
            self.withdraw_trick();
            self.rule(
                law,
                format!("dummy's lead of {lead} is withdrawn and {card} led in its place; the cards played to it go back to their hands and are played again"),
            );
            self.set_turn(Some(dummy));
            return self.play(dummy, card);
        }
        let withdrawn = self.withdraw_for_correction(
            position,
            |engine, s| engine.is_defender(s),
            Some((law, why)),
        );
        self.rule(
            law,
            format!(
                "dummy's {} is withdrawn and {card} played in its place",
                withdrawn.card
            ),
        );
        self.play(dummy, card)
    }

    /// Whether `card` may replace dummy's card in the trick in progress (or in the last trick,
    /// nobody having led to the next): dummy holds it, and it follows suit if dummy can.
    pub(crate) fn check_dummys_substitute(
        &self,
        dummy: Seat,
        card: Card,
        law: &'static str,
    ) -> Result<(), Rejection> {
        let cards = if self.state.trick.iter().any(|p| p.seat == dummy) {
            &self.state.trick[..]
        } else if self.state.trick.is_empty() {
            self.state
                .played
                .last()
                .map_or(&[][..], |trick| &trick.cards[..])
        } else {
            &[][..]
        };
        let Some(position) = cards.iter().position(|p| p.seat == dummy) else {
            return Err(Rejection::new(
                law,
                format!("{dummy}'s last card is no longer on the table: it stands"),
            ));
        };
        let Some(mut hand) = self.inner.hands.map(|hands| hands[dummy.index()]) else {
            return Err(Rejection::new(law, "the hands are not known"));
        };
        if !hand.contains(card) {
            return Err(Rejection::new(
                law,
                format!("{dummy}, dummy, does not hold {card}"),
            ));
        }
        hand.insert(cards[position].card);
        // A surplus card of dummy's unseen in a trick is deemed his all along (Law 67B2).
        if let Some(surplus) = self.inner.surplus.filter(|s| s.seat == dummy) {
            hand.insert(surplus.card);
        }
        let led = cards[0].card.suit;
        if position > 0 && card.suit != led && hand.suit_len(led) > 0 {
            return Err(Rejection::new(
                law,
                format!("{card} does not follow suit to the {} led", cards[0].card),
            ));
        }
        Ok(())
    }

    /// If `seat`'s card is the substitute the correction awaits, the card he withdrew.
    pub(crate) fn substitute_for(&self, seat: Seat) -> Option<Card> {
        self.inner
            .correction
            .as_ref()
            .and_then(|c| c.replaying)
            .filter(|(s, _)| *s == seat)
            .map(|(_, card)| card)
    }

    /// Places a substitute card at its player's place in the trick, and goes on with the
    /// correction.
    pub(crate) fn place_substitute(&mut self, seat: Seat, card: Card) {
        let leader = self.state.trick.first().map_or(seat, |p| p.seat);
        let offset = |s: Seat| (s.index() + 4 - leader.index()) % 4;
        let at = self
            .state
            .trick
            .iter()
            .take_while(|p| offset(p.seat) < offset(seat))
            .count();
        self.state.trick.insert(at, PlayedCard { seat, card });
        if let Some(correction) = self.inner.correction.as_mut() {
            correction.replaying = None;
        }
        self.continue_correction();
    }

    /// Asks the next player who may withdraw his card, or ends the correction.
    fn continue_correction(&mut self) {
        let Some(correction) = self.inner.correction.as_mut() else {
            return;
        };
        if correction.queue.is_empty() {
            let partner = correction.trick_12_partner;
            self.inner.correction = None;
            self.advance();
            if let Some(partner) = partner {
                self.trick_12_question(partner);
            }
            return;
        }
        let seat = correction.queue.remove(0);
        let offender = correction.offender;
        let offer = correction.offer;
        let Some(card) = self
            .state
            .trick
            .iter()
            .find(|p| p.seat == seat)
            .map(|p| p.card)
        else {
            self.continue_correction();
            return;
        };
        if !self.could_play_another(seat, card) {
            // Nothing else could legally replace it: there is nothing to withdraw.
            self.continue_correction();
            return;
        }
        let dummy = self.state.declarer.map(Seat::partner);
        // Declarer decides for dummy's card.
        let chooser = if Some(seat) == dummy {
            self.state.declarer.unwrap_or(seat)
        } else {
            seat
        };
        let (law, why) = offer.unwrap_or_else(|| {
            self.play_laws
                .withdrawal_offer(seat.side() == offender.side())
        });
        let law = law.strip_prefix("Law ").unwrap_or(law);
        self.pend(
            law,
            Chooser::Seat(chooser),
            &["withdraw", "keep"],
            format!(
                "{}: {chooser} may withdraw {card}, played from {seat}'s hand after {}: {why}",
                crate::table::state::law_label(law),
                if offer.is_some() {
                    "dummy's card"
                } else {
                    "the revoke"
                }
            ),
            Question::Withdraw(seat),
        );
    }

    /// The answer: `seat`'s card withdrawn (and a substitute awaited) or kept.
    pub(crate) fn correction_choice(&mut self, seat: Seat, option: &str) {
        self.settle();
        if option != "withdraw" {
            self.continue_correction();
            return;
        }
        let Some(position) = self.state.trick.iter().position(|p| p.seat == seat) else {
            self.continue_correction();
            return;
        };
        let withdrawn = self.state.trick.remove(position);
        self.return_to_hand(withdrawn);
        let Some(offender) = self.inner.correction.as_ref().map(|c| c.offender) else {
            return;
        };
        if seat.side() == offender.side() {
            let laws = self.play_laws;
            laws.withdrawn_in_correction(self, seat, withdrawn.card, false);
        } else {
            // Law 62C2: the offenders who played after this card may now withdraw theirs.
            let later: Vec<Seat> = self.state.trick[position..]
                .iter()
                .map(|p| p.seat)
                .filter(|s| s.side() == offender.side())
                .collect();
            if let Some(correction) = self.inner.correction.as_mut() {
                for (i, s) in later.into_iter().enumerate() {
                    correction.queue.insert(i, s);
                }
            }
        }
        let law = self
            .inner
            .correction
            .as_ref()
            .and_then(|c| c.offer)
            .map_or(self.play_laws.citations().card_withdrawn, |(law, _)| law);
        self.rule(
            law,
            format!(
                "{}'s {} is withdrawn; {seat} plays another card",
                seat, withdrawn.card
            ),
        );
        if let Some(correction) = self.inner.correction.as_mut() {
            correction.replaying = Some((seat, withdrawn.card));
        }
        self.set_turn(Some(seat));
    }

    /// Law 62D2: the offender's partner has not yet played to trick 12; the revoke told him
    /// something, so the Director may require him to play either card he could legally play.
    fn trick_12_question(&mut self, partner: Seat) {
        let Some(hand) = self.inner.hands.map(|hands| hands[partner.index()]) else {
            return;
        };
        let led = self.state.trick.first().map(|p| p.card.suit);
        let legal: Vec<String> = hand
            .iter()
            .filter(|c| led.is_none_or(|suit| c.suit == suit || hand.suit_len(suit) == 0))
            .map(|c| c.to_string())
            .collect();
        if legal.len() < 2 {
            return;
        }
        let options: Vec<&str> = legal.iter().map(String::as_str).collect();
        let law = self.play_laws.citations().trick_12;
        self.pend(
            law.strip_prefix("Law ").unwrap_or(law),
            Chooser::Director,
            &options,
            format!(
                "{law}: {}'s revoke on trick 12 gave {partner} information{}; the Director may require {partner} to play either of the cards he could legally play",
                partner.partner(),
                self.play_laws.citations().unauthorised_note()
            ),
            Question::Trick12(partner),
        );
    }

    /// The Director's requirement under Law 62D2: the card is played at once.
    pub(crate) fn trick_12_card(&mut self, partner: Seat, option: &str) -> Result<(), Rejection> {
        let law = self.play_laws.citations().trick_12;
        self.settle();
        let card = chosen_card(law, option)?;
        self.rule(
            law,
            format!("the Director requires {partner} to play {card}"),
        );
        self.play(partner, card)
    }

    /// Whether `seat` holds a legal card other than `card`, the one he played to this trick.
    fn could_play_another(&self, seat: Seat, card: Card) -> bool {
        let Some(hand) = self.inner.hands.map(|hands| hands[seat.index()]) else {
            return false;
        };
        match self.state.trick.first().map(|p| p.card.suit) {
            Some(led) if card.suit == led && seat != self.state.trick[0].seat => {
                hand.suit_len(led) > 0
            }
            _ => !hand.is_empty(),
        }
    }

    /// Takes the last quitted trick back onto the table.
    /// A surplus card found in it goes back to its hand (2017 Law 67B2; 1912 Law 82), and a
    /// player who had omitted to play to it now plays to it (67A).
    pub(crate) fn reopen_last_trick(&mut self) {
        let last = self.state.played.len().checked_sub(1);
        if let Some(surplus) = self.inner.surplus.filter(|s| Some(s.trick) == last) {
            self.inner.surplus = None;
            if let Some(trick) = self.state.played.last_mut() {
                trick
                    .cards
                    .retain(|p| !(p.seat == surplus.seat && p.card == surplus.card));
            }
            self.return_to_hand(PlayedCard {
                seat: surplus.seat,
                card: surplus.card,
            });
            self.rule(
                self.play_laws.citations().surplus_card,
                format!(
                    "{}'s {} found among the cards of the trick taken back goes back to his hand",
                    surplus.seat, surplus.card
                ),
            );
        }
        if self.inner.defective.is_some_and(|d| Some(d.trick) == last) {
            self.inner.defective = None;
        }
        let Some(trick) = self.state.played.pop() else {
            return;
        };
        let won = self.tricks_of(trick.winner.side());
        *won = won.saturating_sub(1);
        self.state.trick = trick.cards;
    }

    /// Every card of the trick in progress goes back to its hand.
    pub(crate) fn withdraw_trick(&mut self) {
        for played in std::mem::take(&mut self.state.trick) {
            self.return_to_hand(played);
        }
    }

    /// A card withdrawn from the trick goes back to its hand; if it was a revoke, there is no
    /// revoke any more.
    fn return_to_hand(&mut self, played: PlayedCard) {
        if let Some(hands) = self.inner.hands.as_mut() {
            hands[played.seat.index()].insert(played.card);
        }
        self.inner
            .revokes
            .retain(|r| !(r.seat == played.seat && r.card == played.card));
    }
}
