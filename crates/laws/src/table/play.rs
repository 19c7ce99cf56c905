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

use crate::code::RevokeLaw;
use crate::outcome::{DealOutcome, Honors, Penalty, RevokeRemedy};
use crate::table::Mode;
use crate::table::engine::Engine;
use crate::table::engine::Question;
use crate::table::error::Rejection;
use crate::table::penalty_cards::PenaltyKind;
use crate::table::premature::EarlyPlay;
use crate::table::state::{Chooser, Phase};

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
        let deal = self.playable()?;
        if self.state.claim.is_some() {
            return Err(Rejection::new(
                "Law 68D",
                "play is suspended until the claim or concession is settled",
            ));
        }
        if let Some(pending) = &self.state.pending {
            return Err(Rejection::new(
                "Law 10",
                format!(
                    "nobody plays until the ruling under {} is settled",
                    pending.law_label()
                ),
            ));
        }
        let turn = self.state.turn.unwrap_or(seat);
        let hands = self.inner.hands.get_or_insert(deal.hands());
        let hand = hands[seat.index()];
        if !hand.contains(card) {
            return Err(Rejection::new(
                "Law 45",
                format!("{seat} does not hold {card}"),
            ));
        }
        self.check_facedown(seat, card)?;
        if seat != turn {
            let leading = self.state.trick.is_empty() && self.inner.lead_out_of_turn.is_none();
            if self.setup.mode == Mode::Open && leading {
                self.lead_out_of_turn(seat, card, turn);
                return Ok(());
            }
            if self.setup.mode == Mode::Guarded || leading {
                return Err(self.out_of_turn(seat, turn));
            }
            // The auction codes: an adversary's card played out of turn is exposed; the
            // declarer's card is not played until its turn (1915: "not played until quitted").
            if let Some(laws) = self.auction_play() {
                if !self.is_defender(seat) {
                    return Err(self.out_of_turn(seat, turn));
                }
                self.auction_play_out_of_turn(laws, seat, card, turn);
                return Ok(());
            }
            match self.early_play(seat, card, turn, hand) {
                EarlyPlay::Premature => {
                    self.premature_play(seat, card);
                    return Ok(());
                }
                EarlyPlay::PenaltyCard => {
                    self.add_penalty_card(seat, card, PenaltyKind::Major, "Law 57D");
                    return Ok(());
                }
                EarlyPlay::Refused => return Err(self.out_of_turn(seat, turn)),
                EarlyPlay::Played => {}
            }
        } else {
            self.accept_lead_by_play(seat);
        }
        let substitute_for = self.substitute_for(seat);
        if substitute_for == Some(card) {
            return Err(Rejection::new(
                "Law 62",
                format!("{seat} withdrew {card} and must substitute another card"),
            ));
        }
        let mut failed_penalty_card = None;
        if substitute_for.is_none() {
            // Law 50D1: a major penalty card is due; Law 52: another card is played all the
            // same, and declarer decides. (Penalty cards arise only at an open table.)
            failed_penalty_card = self.due_penalty_card(seat, card, hand);
            if failed_penalty_card.is_none() {
                self.check_penalty_obligations(seat, card, hand)?;
            }
            self.check_play_requirement(seat, card, hand)?;
        }
        let current = self.state.played.len();
        // Law 63A1: the offender or his partner playing to a later trick establishes a revoke.
        // The auction codes: so does the trick's being quitted, which a card to the next trick
        // shows (1912 Law 83; 1915 Playing the Cards).
        let quitting_establishes = self.auction_play().is_some();
        for revoke in &mut self.inner.revokes {
            if !revoke.established
                && revoke.trick <= current
                && (quitting_establishes || revoke.seat.side() == seat.side())
            {
                revoke.established = true;
            }
        }
        if let Some(lead) = self.state.trick.first() {
            let led = lead.card.suit;
            if card.suit != led && hand.suit_len(led) > 0 {
                // A substitute under Law 62 must be a legal card.
                if self.setup.mode == Mode::Guarded || substitute_for.is_some() {
                    return Err(Rejection::new(
                        "Law 44C",
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
                // Law 61A: a revoke, played as it was and seen by nobody yet.
                self.inner.revokes.push(Revoke {
                    seat,
                    trick: current + 1,
                    established: false,
                    suit: led,
                    card,
                    noticed: false,
                    transfer: None,
                    remedy: None,
                });
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
        }
        if substitute_for.is_some() {
            self.after_card(seat, card, leading);
            self.place_substitute(seat, card);
            return Ok(());
        }
        self.state.trick.push(PlayedCard { seat, card });
        self.after_card(seat, card, leading);
        if let Some(due) = failed_penalty_card {
            self.ask_penalty_card_failure(seat, card, due);
            return Ok(());
        }
        self.advance();
        Ok(())
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
    fn playable(&self) -> Result<Deal, Rejection> {
        match self.state.phase {
            Phase::Auction => {
                return Err(Rejection::new(
                    "Law 41A",
                    "the auction is not over: no card may be led yet",
                ));
            }
            Phase::Ended | Phase::Redeal => {
                return Err(Rejection::new(
                    "Law 41",
                    "the deal is over: no card is played",
                ));
            }
            Phase::Play => {}
        }
        self.setup.deal.ok_or_else(|| {
            Rejection::new(
                "Law 41",
                "the play needs the deal: give it with a `deal` line",
            )
        })
    }

    /// Why a card from `seat` is refused when it is `turn`'s turn.
    fn out_of_turn(&self, seat: Seat, turn: Seat) -> Rejection {
        let leading = self.state.trick.is_empty();
        let law = match (self.auction_play(), leading, self.state.played.is_empty()) {
            (Some(laws), true, _) if self.is_defender(seat) => laws.lead_out_of_turn,
            (Some(laws), true, _) => laws.declarer_lead,
            (Some(laws), false, _) => laws.rotation,
            (None, true, true) => "Law 54",
            (None, true, false) => "Law 53",
            (None, false, _) => "Law 57",
        };
        Rejection::new(law, format!("it is {turn}'s turn to play, not {seat}'s"))
    }

    /// Law 44E-G: the trick goes to the highest trump, or the highest card of the suit led;
    /// its winner leads next.
    fn quit_trick(&mut self) {
        let trump = self.state.contract.and_then(|c| c.denomination.trump());
        let cards = std::mem::take(&mut self.state.trick);
        let winner = winning_card(&cards, trump).map_or(cards[0].seat, |p| p.seat);
        *self.tricks_of(winner.side()) += 1;
        self.state.played.push(Trick { cards, winner });
        self.set_turn(Some(winner));
    }

    /// The thirteenth trick is quitted: the result and the score under the code.
    fn end_of_play(&mut self) {
        self.state.phase = Phase::Ended;
        self.set_turn(None);
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
        let mut tricks = self.state.tricks.declarer;
        let mut penalties = Vec::new();
        match self.code.revoke_law() {
            RevokeLaw::TrickTransfer(adjustment) => {
                for index in 0..self.inner.revokes.len() {
                    let transfer = self.transfer_for(index);
                    let offender = self.inner.revokes[index].seat;
                    if offender.side() == declarer.side() {
                        tricks = tricks.saturating_sub(transfer);
                    } else {
                        tricks = (tricks + transfer).min(13);
                    }
                }
                let rectified = self
                    .inner
                    .revokes
                    .iter()
                    .any(|r| r.noticed && r.established);
                match self.inner.end_of_play_adjustment {
                    None if rectified => {
                        self.ask_end_of_play_adjustment(adjustment, tricks);
                        return;
                    }
                    None if self.inner.dummy_suggested_at.is_some() => {
                        self.ask_end_of_play_adjustment("Law 45F", tricks);
                        return;
                    }
                    Some(Some(assigned)) => tricks = assigned,
                    _ => {}
                }
            }
            RevokeLaw::PointsOrTricks(_) => {
                for revoke in self.inner.revokes.iter().filter(|r| r.noticed) {
                    if let Some(remedy) = revoke.remedy {
                        penalties.push(Penalty::Revoke {
                            offender: revoke.seat.side(),
                            remedy,
                        });
                    }
                }
                penalties.extend(self.inner.honor_penalties.iter().copied());
            }
        }
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
            }
            Err(error) => self.rule("Law 79", format!("the deal cannot be scored: {error}")),
        }
    }

    /// Law 64C (Club Law 64): after the transfer the Director (Arbiter) says whether the
    /// non-offenders are sufficiently compensated (`keep`), or assigns declarer's tricks; Law
    /// 45F: whether dummy's suggestion damaged the defenders. Asked once, at the end.
    fn ask_end_of_play_adjustment(&mut self, law: &'static str, tricks: u8) {
        let mut options = vec!["keep".to_string()];
        options.extend((0..=13).map(|n| n.to_string()));
        let refs: Vec<&str> = options.iter().map(String::as_str).collect();
        self.pend(
            law.strip_prefix("Law ").unwrap_or(law),
            Chooser::Director,
            &refs,
            if law == "Law 45F" {
                format!(
                    "Law 45F: dummy suggested a play; the declarer's side has {tricks} tricks. If the suggestion damaged the defenders the Director assigns the tricks of an adjusted score; otherwise `keep`"
                )
            } else {
                format!(
                    "{law}: after the revoke the declarer's side has {tricks} tricks. If that leaves the non-offending side insufficiently compensated the Director assigns the tricks of an adjusted score; otherwise `keep`"
                )
            },
            Question::EndOfPlayAdjustment(law),
        );
    }

    /// The Director's answer under Law 64C or 45F: the score is then settled.
    pub(crate) fn end_of_play_adjustment(&mut self, law: &'static str, option: &str) {
        self.settle();
        let assigned = option.parse::<u8>().ok().filter(|n| *n <= 13);
        self.inner.end_of_play_adjustment = Some(assigned);
        match assigned {
            Some(tricks) => self.rule(
                law,
                format!(
                    "the Director assigns an adjusted score: declarer's side takes {tricks} tricks"
                ),
            ),
            None if law == "Law 45F" => self.rule(
                law,
                "the defenders were not damaged: the score stands".to_string(),
            ),
            None => self.rule(
                law,
                "the trick transfer compensates the non-offenders".to_string(),
            ),
        }
        self.settle_score();
    }

    /// Law 64: the tricks transferred for the revoke at `index`, settled once (and ruled on
    /// then). Only a revoke attention was drawn to, and that was established, is rectified.
    fn transfer_for(&mut self, index: usize) -> u8 {
        let revoke = self.inner.revokes[index];
        if !revoke.noticed || !revoke.established {
            return 0;
        }
        if let Some(transfer) = revoke.transfer {
            return transfer;
        }
        let offenders = revoke.seat.side();
        let t = revoke.trick - 1;
        let dummy = self.state.declarer.map(Seat::partner);
        let won_later = self
            .state
            .played
            .get(t + 1..)
            .unwrap_or_default()
            .iter()
            .filter(|trick| trick.winner.side() == offenders)
            .count()
            + usize::from(self.inner.claimed[offenders.index()]);
        // A revoke trick cut short by a claim counts as won by whoever the claim gave tricks.
        let revoke_winner = self.state.played.get(t).map(|trick| trick.winner);
        let earlier_same_suit = self.inner.revokes[..index]
            .iter()
            .any(|r| r.seat == revoke.seat && r.suit == revoke.suit && r.established);
        let both_sides = self
            .inner
            .revokes
            .iter()
            .any(|r| r.established && r.noticed && r.seat.side() != offenders);
        let (tricks, law, why) = if Some(revoke.seat) == dummy {
            (
                0,
                "Law 64B",
                "a revoke in dummy's hand, faced on the table".to_string(),
            )
        } else if revoke.trick == 12 {
            (0, "Law 64B", "a revoke on trick 12".to_string())
        } else if earlier_same_suit {
            (
                0,
                "Law 64B",
                format!(
                    "a second revoke in the suit {} by the same player",
                    revoke.suit
                ),
            )
        } else if both_sides {
            (0, "Law 64B", "both sides revoked on the board".to_string())
        } else if revoke_winner == Some(revoke.seat) {
            let tricks = 1 + u8::from(won_later > 0);
            (
                tricks,
                "Law 64A1",
                format!("{} won the revoke trick", revoke.seat),
            )
        } else if revoke_winner.is_some_and(|w| w.side() == offenders) || won_later > 0 {
            (
                1,
                "Law 64A2",
                format!("{}'s side won the revoke trick or a later one", revoke.seat),
            )
        } else {
            (
                0,
                "Law 64B",
                format!(
                    "{}'s side won neither the revoke trick nor any later trick",
                    revoke.seat
                ),
            )
        };
        self.inner.revokes[index].transfer = Some(tricks);
        let to = offenders.opponents();
        self.rule(
            law,
            format!(
                "{}'s revoke on trick {}: {why}; {tricks} trick(s) transferred to {to}",
                revoke.seat, revoke.trick
            ),
        );
        tricks
    }

    /// Attention is drawn to an irregularity in the play: a lead out of turn, or the first
    /// revoke nobody has noticed.
    pub(crate) fn play_attention(&mut self, seat: Seat) -> Result<(), Rejection> {
        // Laws 42B3 and 43A1(b): dummy may draw attention to an irregularity only once the
        // play is over. At an open table his doing so is recorded as his infraction and the
        // irregularity is dealt with all the same (checklist D-9).
        let dummy = self.state.declarer.map(Seat::partner);
        let auction_dummy = self.auction_play().filter(|_| Some(seat) == dummy);
        if let Some(laws) = auction_dummy.filter(|_| self.state.phase == Phase::Play) {
            // 1912 Law 61; 1915: dummy may point out a revoke or an exposed card; pointing out
            // any other error of an adversary takes away its penalty.
            if let Some(lead) = self.inner.lead_out_of_turn.take() {
                self.retract_lead(lead);
                self.rule(
                    laws.dummy,
                    format!(
                        "{seat}, dummy, pointed out {}'s lead out of turn: no penalty may be exacted; the {} goes back to {}'s hand and {} leads",
                        lead.seat, lead.card, lead.seat, lead.turn
                    ),
                );
                self.on_lead(lead.turn);
                return Ok(());
            }
        } else if Some(seat) == dummy && self.state.phase == Phase::Play {
            if self.setup.mode == Mode::Guarded {
                return Err(Rejection::new(
                    "Law 43A1(b)",
                    format!(
                        "{seat} is dummy: he may draw attention to an irregularity only after the play"
                    ),
                ));
            }
            self.rule(
                "Law 43A1(b)",
                format!("{seat}, dummy, drew attention to an irregularity during the play: an infraction of his limitations; the irregularity is dealt with all the same"),
            );
        }
        if self.inner.correction.is_some() {
            return Err(Rejection::new(
                "Law 62",
                "a revoke is being corrected: its substitute card comes first",
            ));
        }
        if self.facedown_attention() {
            return Ok(());
        }
        if let Some(lead) = self.inner.lead_out_of_turn {
            return self.lead_attention(lead);
        }
        self.revoke_attention(seat)
    }

    /// Law 61B: `seat` asks `whom`, who did not follow suit, whether he has a card of the suit
    /// led. Declarer may ask a defender, dummy may ask declarer, a defender may ask declarer or
    /// his partner; dummy may not ask a defender (43A1). A "yes" is attention to a revoke.
    pub(crate) fn ask(&mut self, seat: Seat, whom: Seat) -> Result<(), Rejection> {
        let trick = if self.state.trick.is_empty() {
            self.state.played.last().map(|t| t.cards.clone())
        } else {
            Some(self.state.trick.clone())
        };
        let Some(cards) = trick else {
            return Err(Rejection::new("Law 61B", "no card has been played yet"));
        };
        let led = cards[0].card.suit;
        let Some(played) = cards.iter().find(|p| p.seat == whom) else {
            return Err(Rejection::new(
                "Law 61B",
                format!("{whom} has not played to this trick"),
            ));
        };
        if played.card.suit == led || seat == whom {
            return Err(Rejection::new(
                "Law 61B",
                format!("{whom} followed suit: there is nothing to ask"),
            ));
        }
        let dummy = self.state.declarer.map(Seat::partner);
        let defender_asked = self.is_defender(whom);
        if Some(seat) == dummy && defender_asked {
            if self.setup.mode == Mode::Guarded {
                return Err(Rejection::new(
                    "Law 61B",
                    format!("{seat} is dummy: he may ask declarer, never a defender"),
                ));
            }
            self.rule(
                "Law 61B",
                format!("{seat}, dummy, asked {whom} about a revoke: dummy may ask only declarer (Law 43A1); an infraction"),
            );
        }
        let has = self
            .inner
            .hands
            .is_some_and(|hands| hands[whom.index()].suit_len(led) > 0);
        if has {
            return self.revoke_attention(seat);
        }
        self.rule("Law 61B", format!("{whom} has no {}", led));
        Ok(())
    }

    /// Attention is drawn to the first revoke nobody has noticed.
    fn revoke_attention(&mut self, seat: Seat) -> Result<(), Rejection> {
        let Some(index) = self.inner.revokes.iter().position(|r| !r.noticed) else {
            return Err(Rejection::new(
                "Law 9A",
                format!("{seat} draws attention, but there is no irregularity to rule on"),
            ));
        };
        let revoke = self.inner.revokes[index];
        if !revoke.established {
            return self.start_correction(index);
        }
        self.inner.revokes[index].noticed = true;
        let mut shown = revoke;
        shown.noticed = true;
        self.state.revokes.push(shown);
        let established_law = self.auction_play().map_or("Law 63B", |laws| laws.revoke);
        self.rule(
            established_law,
            format!(
                "{}'s revoke on trick {} is established and may no longer be corrected",
                revoke.seat, revoke.trick
            ),
        );
        if let RevokeLaw::PointsOrTricks(law) = self.code.revoke_law() {
            let declarer = self.state.declarer;
            if declarer.map(Seat::partner) == Some(revoke.seat) {
                // 1912 Law 63; 1915: "a player, other than Dummy".
                let dummy_law = self.auction_play().map_or(law, |laws| laws.dummy_revoke);
                self.rule(
                    dummy_law,
                    format!("{}, dummy, is not liable to the revoke penalty: the trick stands as played", revoke.seat),
                );
            } else if declarer.is_some_and(|d| d.side() == revoke.seat.side()) {
                self.inner.revokes[index].remedy = Some(RevokeRemedy::Points);
                self.rule(
                    law,
                    "the declarer's side revoked: the adversaries score the penalty in honor points"
                        .to_string(),
                );
            } else if let Some(declarer) = declarer {
                self.pend(
                    law,
                    Chooser::Seat(declarer),
                    &["points", "tricks"],
                    format!("{law}: an adversary revoked; {declarer} chooses the penalty in honor points, or three tricks taken from the revoking side"),
                    Question::RevokeRemedy(index),
                );
                return Ok(());
            }
        }
        self.settle_score();
        Ok(())
    }

    /// The declarer's choice of the revoke penalty in the auction codes.
    pub(crate) fn revoke_remedy(&mut self, index: usize, option: &str) {
        self.settle();
        let remedy = if option == "tricks" {
            RevokeRemedy::Tricks
        } else {
            RevokeRemedy::Points
        };
        if let Some(revoke) = self.inner.revokes.get_mut(index) {
            revoke.remedy = Some(remedy);
        }
        self.settle_score();
    }
}
