//! Penalty cards (2017 Laws 49 to 51) and the lead restrictions they bring.
//!
//! A defender's card exposed other than in normal play becomes a penalty card (Law 49), left
//! face up on the table and public. A single card below honor rank exposed unintentionally is
//! *minor*: its owner may not play another card below honor rank of that suit before it (Law
//! 50C). Any other is *major*: it must be played at the first legal opportunity (50D1), and
//! when its owner's partner gains the lead declarer chooses: require the suit, prohibit it for
//! as long as that player keeps the lead (in both cases the card is picked up), or leave the
//! card where it is (50D2; several suits, Law 51B).

use cards::{Card, Seat, Suit};
use serde::Serialize;

use crate::table::Mode;
use crate::table::engine::{Engine, Question};
use crate::table::error::Rejection;
use crate::table::state::{Chooser, Phase};

/// Whether a penalty card is major or minor (Law 50B, 50C).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PenaltyKind {
    /// Must be played at the first legal opportunity.
    Major,
    /// A single card below honor rank exposed unintentionally.
    Minor,
    /// An adversary's exposed card in the Auction Bridge codes: left face up, subject to call
    /// by the declarer (1912 Law 67; 1915 Playing the Cards).
    Exposed,
}

/// A penalty card on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PenaltyCard {
    /// Its owner, a defender.
    pub seat: Seat,
    /// The card, written `D6`.
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub card: Card,
    /// Major or minor.
    pub kind: PenaltyKind,
}

/// What a defender must or must not lead, by declarer's choice after a penalty card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LeadObligation {
    /// The defender with the lead.
    pub seat: Seat,
    /// `lead` (the suit is required) or `not-lead` (prohibited while he keeps the lead).
    pub must: &'static str,
    /// The suit.
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub suit: Suit,
    /// The law.
    pub law: &'static str,
}

impl Engine<'_> {
    /// A defender exposes a card (Law 49): it becomes a penalty card. Declarer's exposed cards
    /// never do (Law 48).
    pub(crate) fn expose(&mut self, seat: Seat, card: Card) -> Result<(), Rejection> {
        if self.state.phase != Phase::Play {
            return Err(Rejection::new(
                "Law 49",
                "a card exposed outside the play is ruled by Law 24 (during the auction), not yet handled by this engine",
            ));
        }
        if self.setup.mode == Mode::Guarded {
            return Err(Rejection::new(
                self.auction_play().map_or("Law 49", |laws| laws.exposed),
                format!("{seat} may not expose a card: only cards played count at this table"),
            ));
        }
        if !self.holds(seat, card) {
            return Err(Rejection::new(
                "Law 49",
                format!("{seat} does not hold {card}"),
            ));
        }
        if let Some(laws) = self.auction_play() {
            self.expose_subject_to_call(laws, seat, card);
            return Ok(());
        }
        if !self.is_defender(seat) {
            self.rule(
                "Law 48",
                format!("declarer's side exposed {card}: no penalty, {seat} picks it up"),
            );
            return Ok(());
        }
        if self.state.penalty_cards.iter().any(|p| p.card == card) {
            return Err(Rejection::new(
                "Law 49",
                format!("{card} is already a penalty card"),
            ));
        }
        let kind = if card.rank.is_honor() {
            PenaltyKind::Major
        } else {
            PenaltyKind::Minor
        };
        self.add_penalty_card(seat, card, kind, "Law 49");
        Ok(())
    }

    /// Leaves `card` face up as a penalty card of `seat`'s. With two or more, every one is
    /// major (Law 51).
    pub(crate) fn add_penalty_card(
        &mut self,
        seat: Seat,
        card: Card,
        kind: PenaltyKind,
        law: &'static str,
    ) {
        self.state
            .penalty_cards
            .push(PenaltyCard { seat, card, kind });
        if kind == PenaltyKind::Exposed {
            self.rule(
                law,
                format!("{card} is an exposed card, left face up before {seat} and subject to call by the declarer"),
            );
            return;
        }
        let several = self
            .state
            .penalty_cards
            .iter()
            .filter(|p| p.seat == seat)
            .count()
            > 1;
        if several {
            for penalty in self
                .state
                .penalty_cards
                .iter_mut()
                .filter(|p| p.seat == seat && p.kind != PenaltyKind::Exposed)
            {
                penalty.kind = PenaltyKind::Major;
            }
        }
        self.rule(
            law,
            format!(
                "{card} becomes a {} penalty card, face up before {seat} (Law 50)",
                match kind {
                    PenaltyKind::Major if !several => "major",
                    PenaltyKind::Minor if !several => "minor",
                    _ => "major (two or more penalty cards, Law 51)",
                }
            ),
        );
    }

    /// Checks a card against a minor penalty card (Law 50C) and the lead obligations declarer
    /// chose (Laws 26, 50D2, 51B; a called suit in the auction codes), any card when the player
    /// cannot comply (Law 59). A due major penalty card is `due_penalty_card`'s (Laws 50D1, 52).
    pub(crate) fn check_penalty_obligations(
        &self,
        seat: Seat,
        card: Card,
        hand: cards::Hand,
    ) -> Result<(), Rejection> {
        let led = self.state.trick.first().map(|p| p.card.suit);
        let legal = |c: Card| match led {
            Some(suit) => c.suit == suit || hand.suit_len(suit) == 0,
            None => true,
        };
        let own: Vec<PenaltyCard> = self
            .state
            .penalty_cards
            .iter()
            .filter(|p| p.seat == seat)
            .copied()
            .collect();
        if own.iter().any(|p| p.card == card) {
            return Ok(());
        }
        // Law 50C: not another card below honor rank of a minor penalty card's suit first.
        if let Some(minor) = own.iter().find(|p| {
            p.kind == PenaltyKind::Minor
                && p.card.suit == card.suit
                && !card.rank.is_honor()
                && legal(p.card)
        }) {
            return Err(Rejection::new(
                "Law 50C",
                format!(
                    "{seat} may not play another card below honor rank in that suit before the minor penalty card {}",
                    minor.card
                ),
            ));
        }
        if led.is_none() {
            for obligation in self
                .state
                .lead_obligations
                .iter()
                .filter(|o| o.seat == seat)
            {
                let has = hand.suit_len(obligation.suit) > 0;
                let broken = match obligation.must {
                    "lead" => has && card.suit != obligation.suit,
                    _ => {
                        card.suit == obligation.suit
                            && hand.iter().any(|c| c.suit != obligation.suit)
                    }
                };
                if broken {
                    return Err(Rejection::new(
                        obligation.law,
                        format!(
                            "{seat} must {} {} (declarer's choice)",
                            if obligation.must == "lead" {
                                "lead"
                            } else {
                                "not lead"
                            },
                            obligation.suit
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The major penalty card `seat` should play instead of `card`, if any: one he can
    /// legally play to the trick, when `card` is none of his penalty cards (Law 50D1; with
    /// several, any of them satisfies it).
    pub(crate) fn due_penalty_card(
        &self,
        seat: Seat,
        card: Card,
        hand: cards::Hand,
    ) -> Option<Card> {
        let led = self.state.trick.first().map(|p| p.card.suit);
        let own = || self.state.penalty_cards.iter().filter(|p| p.seat == seat);
        if own().any(|p| p.card == card) {
            return None;
        }
        own()
            .filter(|p| p.kind == PenaltyKind::Major)
            .map(|p| p.card)
            .find(|c| led.is_none_or(|suit| c.suit == suit || hand.suit_len(suit) == 0))
    }

    /// Law 52B: `seat` played `card` when the major penalty card `due` was required; declarer
    /// may accept the card, or have the penalty card substituted.
    pub(crate) fn ask_penalty_card_failure(&mut self, seat: Seat, card: Card, due: Card) {
        let Some(declarer) = self.state.declarer else {
            return;
        };
        self.pend(
            "52B",
            Chooser::Seat(declarer),
            &["accept", "reject"],
            format!(
                "Law 52B: {seat} played {card} when the major penalty card {due} was required. {declarer} may accept the card ({due} stays a penalty card), or not: {seat} then plays {due}, and {card} becomes a major penalty card"
            ),
            Question::PenaltyCardFailure(seat, card, due),
        );
    }

    /// Declarer's answer under Law 52B.
    pub(crate) fn penalty_card_failure_choice(
        &mut self,
        seat: Seat,
        card: Card,
        due: Card,
        option: &str,
    ) -> Result<(), Rejection> {
        self.settle();
        if option == "accept" {
            self.rule(
                "Law 52B1",
                format!("declarer accepts {seat}'s {card}; {due} remains a penalty card"),
            );
            self.advance();
            return Ok(());
        }
        self.state.trick.retain(|p| p.card != card);
        if let Some(hands) = self.inner.hands.as_mut() {
            hands[seat.index()].insert(card);
        }
        self.inner
            .revokes
            .retain(|r| !(r.seat == seat && r.card == card));
        self.add_penalty_card(seat, card, PenaltyKind::Major, "Law 52B2");
        self.set_turn(Some(seat));
        self.play(seat, due)
    }

    /// A card was played: a penalty card played leaves the table; a prohibition ends when its
    /// holder loses the lead, a requirement once met.
    pub(crate) fn after_card(&mut self, seat: Seat, card: Card, leading: bool) {
        self.state.penalty_cards.retain(|p| p.card != card);
        if leading {
            self.state
                .lead_obligations
                .retain(|o| !(o.seat == seat && o.must == "lead"));
        }
    }

    /// The lead has passed to `leader`: prohibitions of others end (they lost the lead), and if
    /// `leader`'s partner has major penalty cards, declarer chooses (Law 50D2, 51B).
    pub(crate) fn on_lead(&mut self, leader: Seat) {
        self.state.lead_obligations.retain(|o| o.seat == leader);
        if self.is_defender(leader) {
            if let Some((suit, law)) = self.inner.called_lead.take() {
                self.call_suit(leader, suit, law);
            }
        }
        if self.offer_lead_restriction(leader) {
            return;
        }
        let partner = leader.partner();
        let mut suits: Vec<Suit> = self
            .state
            .penalty_cards
            .iter()
            .filter(|p| p.seat == partner && p.kind == PenaltyKind::Major)
            .map(|p| p.card.suit)
            .collect();
        suits.sort();
        suits.dedup();
        let Some(declarer) = self.state.declarer else {
            return;
        };
        if suits.is_empty() || !self.is_defender(leader) || !self.state.lead_obligations.is_empty()
        {
            return;
        }
        let mut options: Vec<String> = Vec::new();
        for suit in &suits {
            options.push(format!("require {suit}"));
            options.push(format!("prohibit {suit}"));
        }
        options.push("leave".to_string());
        let cards: Vec<String> = self
            .state
            .penalty_cards
            .iter()
            .filter(|p| p.seat == partner)
            .map(|p| p.card.to_string())
            .collect();
        let option_refs: Vec<&str> = options.iter().map(String::as_str).collect();
        self.pend(
            "50D2",
            Chooser::Seat(declarer),
            &option_refs,
            format!(
                "Law 50D2: {leader} has the lead and {partner} has the penalty card(s) {}. {declarer} may require {leader} to lead a suit of them or prohibit it while {leader} keeps the lead (the cards of that suit are picked up), or leave them on the table",
                cards.join(" ")
            ),
            Question::PenaltyCardLead(leader),
        );
    }

    /// Law 26: at the first turn to lead of a defender whose partner's call was withdrawn,
    /// declarer chooses under the restriction the auction left (2017: prohibit one of the
    /// suits; 2007 Law 26A: require or prohibit the suit). Returns whether it asked.
    pub(crate) fn offer_lead_restriction(&mut self, leader: Seat) -> bool {
        let Some(declarer) = self.state.declarer else {
            return false;
        };
        if self.state.pending.is_some() {
            return false;
        }
        let Some(restriction) = self
            .state
            .lead_restrictions
            .iter()
            .find(|r| r.seat == leader)
            .cloned()
        else {
            return false;
        };
        let mut options: Vec<String> = Vec::new();
        for suit in &restriction.suits {
            if restriction.declarer_may == "require-or-prohibit" {
                options.push(format!("require {suit}"));
            }
            options.push(format!("prohibit {suit}"));
        }
        options.push("none".to_string());
        let refs: Vec<&str> = options.iter().map(String::as_str).collect();
        self.pend(
            restriction.law,
            Chooser::Seat(declarer),
            &refs,
            format!(
                "Law {}: {leader}'s first turn to lead, after his partner's withdrawn call: {declarer} may {} {}, for as long as {leader} keeps the lead, or impose nothing",
                restriction.law,
                restriction.declarer_may.replace('-', " "),
                restriction
                    .suits
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
            Question::LeadRestriction(leader),
        );
        true
    }

    /// Declarer's choice under Law 26: the restriction is used up either way.
    pub(crate) fn lead_restriction_choice(&mut self, leader: Seat, option: &str) {
        self.settle();
        let Some(index) = self
            .state
            .lead_restrictions
            .iter()
            .position(|r| r.seat == leader)
        else {
            return;
        };
        let restriction = self.state.lead_restrictions.remove(index);
        let law = match restriction.law {
            "26A" => "Law 26A",
            _ => "Law 26B",
        };
        let mut words = option.split_whitespace();
        let verb = words.next();
        let suit = words.next().and_then(|w| w.parse::<Suit>().ok());
        let (Some(verb @ ("require" | "prohibit")), Some(suit)) = (verb, suit) else {
            self.rule(
                law,
                format!("declarer imposes no lead restriction on {leader}"),
            );
            self.on_lead(leader);
            return;
        };
        let must = if verb == "require" {
            "lead"
        } else {
            "not-lead"
        };
        self.state.lead_obligations.push(LeadObligation {
            seat: leader,
            must,
            suit,
            law,
        });
        self.rule(
            law,
            format!(
                "declarer chooses: {leader} must {} {suit}",
                if must == "lead" { "lead" } else { "not lead" }
            ),
        );
    }

    /// Declarer's choice under Law 50D2.
    pub(crate) fn penalty_card_lead(&mut self, leader: Seat, option: &str) {
        self.settle();
        let partner = leader.partner();
        let mut words = option.split_whitespace();
        let (verb, suit) = (
            words.next(),
            words.next().and_then(|w| w.parse::<Suit>().ok()),
        );
        let (Some(verb @ ("require" | "prohibit")), Some(suit)) = (verb, suit) else {
            self.rule(
                "Law 50D2",
                format!("declarer leaves {partner}'s penalty card(s) on the table; {leader} leads any card"),
            );
            return;
        };
        self.state
            .penalty_cards
            .retain(|p| !(p.seat == partner && p.card.suit == suit));
        let (must, text) = if verb == "require" {
            ("lead", format!("{leader} must lead {suit}"))
        } else {
            (
                "not-lead",
                format!("{leader} may not lead {suit} while he keeps the lead"),
            )
        };
        self.state.lead_obligations.push(LeadObligation {
            seat: leader,
            must,
            suit,
            law: "Law 50D2",
        });
        self.rule(
            "Law 50D2",
            format!("{text}; {partner}'s penalty card(s) in that suit are picked up"),
        );
    }
}
