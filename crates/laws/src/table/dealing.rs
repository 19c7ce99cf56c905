//! Before the first call: the shuffle, the cut and the deal as events, and the hands found
//! with the wrong number of cards.
//!
//! A deal's log may start with `shuffle`, `cut`, `deal` and `dealt` (the last card dealt); a
//! log that starts with a call was dealt properly off the record, as a duplicate board is. The
//! mechanics here are the same in every code; what each irregularity costs is the code's, read
//! from its [`DealingLaws`]: whether a faced card means a new deal by itself (1912 Law 37) or
//! only when a player who has not looked at his cards claims one (1915), whether a deal out of
//! turn stands with the actual dealer as dealer (1912 Law 40) or with the proper dealer's right
//! to call first (Four-Deal Bridge), and how a hand of twelve or fourteen cards is ruled (2017
//! Laws 13-14; 1912 Laws 37d, 38, 39).

use cards::Seat;
use serde::{Deserialize, Serialize};

use crate::outcome::{Irregularity, Penalty};
use crate::table::Mode;
use crate::table::engine::{Engine, Question};
use crate::table::error::Rejection;
use crate::table::state::{Chooser, Phase};

/// How a code's laws run the shuffle, the cut and the deal, and what their irregularities cost.
#[derive(Debug)]
pub struct DealingLaws {
    /// The law on who shuffles (the dealer last; a shuffle after the cut needs a new cut).
    pub shuffle: &'static str,
    /// The cut.
    pub cut: CutLaw,
    /// The law that deals the cards singly, face down, in rotation from the dealer's left.
    pub deal: &'static str,
    /// What follows an irregularity of the shuffle or the deal.
    pub faults: FaultLaws,
    /// A deal by the wrong player, or with the wrong pack.
    pub out_of_turn: DealOutOfTurn,
    /// Honor points to the opponents of a player who lifts and looks at a card before the deal
    /// is complete (1915: 25), and the law.
    pub lifting: Option<&'static str>,
    /// A hand found with more or fewer than thirteen cards.
    pub miscount: MiscountLaws,
    /// Who deals next: the law passing the deal to the left (1912 Law 31), or `None` where the
    /// board names its dealer (duplicate, Law 2).
    pub rotation: Option<&'static str>,
    /// Calls made on cards from a wrong board, where the deal is in boards (2017 Law 15A).
    pub wrong_board: Option<&'static str>,
}

/// The cut of the pack before the deal.
#[derive(Debug)]
pub struct CutLaw {
    /// Whether the pack must be cut before every deal; otherwise only when an opponent asks
    /// (2017 Law 6A).
    pub required: bool,
    /// The fewest cards each packet must hold (1912 Law 32: four).
    pub min_packet: u8,
    /// The law: who cuts (the dealer's right-hand opponent) and how.
    pub law: &'static str,
    /// The law on a pack dealt without a cut, where the code has one.
    pub uncut: Option<&'static str>,
    /// The law that wants a new cut after the pack is shuffled again (1912 Law 34).
    pub recut: &'static str,
}

/// The laws on an irregular shuffle or deal, and whether a new deal follows by itself.
#[derive(Debug)]
pub struct FaultLaws {
    /// A card faced in the pack or exposed during the deal.
    pub faced: &'static str,
    /// The cards not dealt singly, in rotation, from the dealer's left.
    pub rotation: &'static str,
    /// Two cards dealt together and a third dealt before the error was put right.
    pub two_cards: &'static str,
    /// The last card not coming to the dealer.
    pub last_card: &'static str,
    /// The pack incorrect or imperfect.
    pub imperfect: &'static str,
    /// A player could have seen the face of a card of another hand.
    pub seen: &'static str,
    /// Where a new deal must be claimed, and a player who has looked at his cards may not claim
    /// one (1915), the law; `None` where the new deal follows by itself.
    pub claim: Option<&'static str>,
    /// How long an irregular deal can be put right by a new deal.
    pub window: FaultWindow,
}

impl FaultLaws {
    /// The law on `fault` (the other pack is the law on a deal out of turn, 1912 Law 40).
    fn law(&self, fault: DealFault) -> &'static str {
        match fault {
            DealFault::Faced => self.faced,
            DealFault::Rotation => self.rotation,
            DealFault::TwoCards => self.two_cards,
            DealFault::LastCard => self.last_card,
            DealFault::Imperfect | DealFault::WrongPack => self.imperfect,
            DealFault::Seen => self.seen,
        }
    }
}

/// Until when an irregularity of the deal gives a new deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultWindow {
    /// Whenever it is found, before or during the play (1912 Law 37).
    Always,
    /// Until the first call; after it the law named applies instead (2017 Law 6D1, then Law
    /// 16D on a card seen).
    BeforeFirstCall(&'static str),
}

/// What a deal by the wrong player (or with the other pack) comes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealOutOfTurn {
    /// Boards: whoever deals, the board names the dealer (duplicate, Laws 2 and 6).
    Board,
    /// Corrected if attention is drawn before the last card is dealt, by a player who has not
    /// looked at his cards (nor his partner); otherwise it stands, the actual dealer is the
    /// dealer and the next deal passes to his left (1912 Law 40).
    StandsAsDealt(&'static str),
    /// Corrected (a redeal by the proper dealer) if demanded before the last card is dealt;
    /// otherwise it stands, the proper dealer may call first until the actual dealer calls,
    /// and neither the rotation of the deal nor the scoring changes (Four-Deal Bridge).
    ProperDealerCallsFirst(&'static str),
}

/// How a code rules a hand of the wrong number of cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MiscountLaws {
    /// A hand of more than thirteen cards voids the deal whenever it is found (1912 Laws 37d
    /// and 39); a hand short while the others are right stands once its holder has played, and
    /// he answers for his revokes (1912 Law 38); found short before he has played, the pack is
    /// incomplete and there is a new deal (1912 Law 37b).
    NewDeal {
        /// The law on a long hand.
        long: &'static str,
        /// The law on a short hand found after its holder has played.
        short_played: &'static str,
        /// The law on a short hand found before.
        short_unplayed: &'static str,
    },
    /// The 2017 Laws 13 and 14: an incorrect hand found before its holder has called is
    /// corrected and the board played normally (13A); after he has called, the Director lets
    /// it be corrected and played or awards an artificial adjusted score (13B); found after the
    /// play, the result is cancelled (13D). A hand short with none long: the missing card is
    /// restored, deemed to have belonged to the hand throughout; failing to play it may have
    /// been a revoke (14A before the opening lead, 14B after).
    Corrected {
        /// Law 13A.
        before_call: &'static str,
        /// Law 13B.
        after_call: &'static str,
        /// Law 13D.
        after_play: &'static str,
        /// Law 14A.
        missing_before_lead: &'static str,
        /// Law 14B.
        missing_after_lead: &'static str,
    },
}

/// An irregularity of the shuffle or the deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DealFault {
    /// A card faced in the pack or exposed during the deal.
    Faced,
    /// The cards not dealt singly, in rotation, from the dealer's left.
    Rotation,
    /// Two cards dealt together, and a third before the error was put right.
    TwoCards,
    /// The last card did not come to the dealer.
    LastCard,
    /// The pack is incorrect or imperfect.
    Imperfect,
    /// A player could have seen the face of another hand's card.
    Seen,
    /// The cards dealt were the other pack (the adversaries').
    WrongPack,
}

impl DealFault {
    /// The name in transcripts and logs.
    pub const fn name(self) -> &'static str {
        match self {
            DealFault::Faced => "faced",
            DealFault::Rotation => "rotation",
            DealFault::TwoCards => "two-cards",
            DealFault::LastCard => "last-card",
            DealFault::Imperfect => "imperfect",
            DealFault::Seen => "seen",
            DealFault::WrongPack => "wrong-pack",
        }
    }

    /// Every fault, for parsing.
    pub const ALL: [DealFault; 7] = [
        DealFault::Faced,
        DealFault::Rotation,
        DealFault::TwoCards,
        DealFault::LastCard,
        DealFault::Imperfect,
        DealFault::Seen,
        DealFault::WrongPack,
    ];

    /// What happened, in words.
    const fn describe(self) -> &'static str {
        match self {
            DealFault::Faced => "a card was faced in the pack or exposed during the deal",
            DealFault::Rotation => {
                "the cards were not dealt singly in rotation from the dealer's left"
            }
            DealFault::TwoCards => {
                "two cards were dealt together and a third before it was put right"
            }
            DealFault::LastCard => "the last card did not come to the dealer",
            DealFault::Imperfect => "the pack is incorrect or imperfect",
            DealFault::Seen => "a player could have seen the face of another hand's card",
            DealFault::WrongPack => "the cards were dealt with the other pack",
        }
    }
}

impl std::str::FromStr for DealFault {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        DealFault::ALL
            .into_iter()
            .find(|f| f.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = DealFault::ALL.iter().map(|f| f.name()).collect();
                format!(
                    "'{s}' is not a fault of the deal: the faults are {}",
                    names.join(", ")
                )
            })
    }
}

/// The shuffle, cut and deal as the table saw them: public.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Dealing {
    /// Who is dealing (or dealt).
    pub dealer: Option<Seat>,
    /// Who shuffled, in order.
    pub shuffled: Vec<Seat>,
    /// The cut standing: who cut, and the cards in the packet lifted off.
    pub cut: Option<(Seat, u8)>,
    /// Whether the last card has been dealt.
    pub dealt: bool,
    /// Who has looked at his cards.
    pub looked: Vec<Seat>,
}

/// What the dealing laws keep between events, beyond what the state shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct DealingMemory {
    /// A deal out of turn (or with the wrong pack) not yet put right.
    pub(crate) out_of_turn: Option<&'static str>,
    /// The proper dealer's right to call first after a deal out of turn that stood.
    pub(crate) first_call: Option<Seat>,
    /// Penalties in honor points incurred before the play (1915: lifting a card).
    pub(crate) penalties: Vec<Penalty>,
    /// An irregularity of the deal a player must claim a new deal for (1915).
    pub(crate) claimable: Option<(DealFault, &'static str)>,
}

/// The Director's options on a hand of the wrong number of cards after its holder has called
/// (2017 Law 13B).
pub(crate) const CORRECT_AND_PLAY: &str = "correct-and-play";
/// The artificial adjusted score of Law 13B2.
pub(crate) const ADJUSTED_SCORE: &str = "adjusted-score";

impl Engine<'_> {
    fn dealing_laws(&self) -> &'static DealingLaws {
        self.code.dealing_laws()
    }

    /// Whether the shuffle, cut and deal may still be recorded: nothing of the auction yet.
    fn before_the_auction(&self) -> bool {
        self.state.auction.is_empty()
            && matches!(self.state.phase, Phase::Auction | Phase::Dealing)
            && !self.state.dealing.as_ref().is_some_and(|d| d.dealt)
    }

    /// The dealing record, begun by the first dealing event (the phase becomes `Dealing`).
    fn dealing(&mut self) -> &mut Dealing {
        if self.state.phase == Phase::Auction {
            self.state.phase = Phase::Dealing;
            self.set_turn(None);
        }
        self.state.dealing.get_or_insert_with(Dealing::default)
    }

    /// Refuses `what` (the shuffle, the cut) once the deal has begun.
    fn before_the_deal(&self, what: &str) -> Result<(), Rejection> {
        let dealing_begun = self
            .state
            .dealing
            .as_ref()
            .is_some_and(|d| d.dealer.is_some());
        if self.before_the_auction() && !dealing_begun {
            Ok(())
        } else {
            Err(self.not_now(what))
        }
    }

    fn not_now(&self, what: &str) -> Rejection {
        Rejection::new(
            self.dealing_laws().deal,
            format!("{what} comes before the first call: the cards have been dealt"),
        )
    }

    /// The proper dealer of this deal.
    fn proper_dealer(&self) -> Seat {
        self.setup.board.dealer()
    }

    /// `seat` shuffles the pack (1912 Law 29; rubber Law 4). A shuffle after the cut needs a
    /// new cut (1912 Law 34).
    pub(crate) fn shuffle(&mut self, seat: Seat) -> Result<(), Rejection> {
        self.before_the_deal("the shuffle")?;
        let law = self.dealing_laws().cut.recut;
        let dealing = self.dealing();
        dealing.shuffled.push(seat);
        if dealing.cut.take().is_some() {
            self.rule(
                law,
                format!("{seat} shuffled after the cut: the pack must be cut again"),
            );
        }
        Ok(())
    }

    /// `seat` cuts the pack, lifting off `packet` cards (1912 Law 32; rubber Law 5; 2017 Law
    /// 6A). Only the dealer's right-hand opponent cuts, leaving enough cards in each packet;
    /// otherwise there is a fresh cut.
    pub(crate) fn cut(&mut self, seat: Seat, packet: u8) -> Result<(), Rejection> {
        self.before_the_deal("the cut")?;
        let laws = &self.dealing_laws().cut;
        let cutter = self.proper_dealer().rho();
        let min = laws.min_packet;
        let fault = if packet > 52 {
            return Err(Rejection::new(
                laws.law,
                format!("a pack has 52 cards: {seat} cannot lift off {packet}"),
            ));
        } else if seat != cutter {
            Some(format!(
                "only the dealer's right-hand opponent, {cutter}, cuts the pack: {seat} may not"
            ))
        } else if packet < min || 52 - packet < min {
            Some(format!(
                "each packet must hold at least {min} cards: {seat} lifted off {packet}, leaving {}",
                52 - packet
            ))
        } else {
            None
        };
        match fault {
            Some(reason) if self.setup.mode == Mode::Guarded => {
                Err(Rejection::new(laws.law, reason))
            }
            Some(reason) => {
                let law = laws.law;
                self.dealing();
                self.rule(law, format!("{reason}; there must be a fresh cut"));
                Ok(())
            }
            None => {
                self.dealing().cut = Some((seat, packet));
                Ok(())
            }
        }
    }

    /// `seat` begins to deal. A deal by another than the proper dealer is a deal out of turn
    /// (1912 Law 40), put right only if attention is drawn before the last card is dealt.
    pub(crate) fn begin_deal(&mut self, seat: Seat) -> Result<(), Rejection> {
        self.before_the_deal("the deal")?;
        let laws = self.dealing_laws();
        let proper = self.proper_dealer();
        let out_of_turn = match laws.out_of_turn {
            DealOutOfTurn::Board => None,
            DealOutOfTurn::StandsAsDealt(law) | DealOutOfTurn::ProperDealerCallsFirst(law) => {
                (seat != proper).then_some(law)
            }
        };
        if let Some(law) = out_of_turn {
            if self.setup.mode == Mode::Guarded {
                return Err(Rejection::new(
                    law,
                    format!("it is {proper}'s deal, not {seat}'s"),
                ));
            }
            self.remember::<DealingMemory>().out_of_turn = Some(law);
        }
        if laws.cut.required
            && self.state.dealing.as_ref().is_none_or(|d| d.cut.is_none())
            && self.setup.mode == Mode::Guarded
        {
            return Err(Rejection::new(
                laws.cut.law,
                format!("the pack must be cut by {} before it is dealt", seat.rho()),
            ));
        }
        self.dealing().dealer = Some(seat);
        Ok(())
    }

    /// Something went wrong in the shuffle or the deal, reported by `seat`.
    pub(crate) fn misdeal(&mut self, seat: Seat, fault: DealFault) -> Result<(), Rejection> {
        let laws = self.dealing_laws();
        if fault == DealFault::WrongPack {
            if !self.before_the_auction() {
                return Err(self.not_now("a deal with the other pack put right"));
            }
            // 1912 Law 40: dealing with the adversaries' cards is put right as a deal out of
            // turn is; boards have no other pack.
            return match laws.out_of_turn {
                DealOutOfTurn::Board => Err(Rejection::new(
                    laws.deal,
                    "a board's cards are its own: there is no other pack",
                )),
                DealOutOfTurn::StandsAsDealt(law) | DealOutOfTurn::ProperDealerCallsFirst(law) => {
                    self.dealing();
                    self.remember::<DealingMemory>().out_of_turn = Some(law);
                    self.rule(law, format!("{seat}: {}", fault.describe()));
                    Ok(())
                }
            };
        }
        let faults = &laws.faults;
        let law = faults.law(fault);
        if matches!(self.state.phase, Phase::Ended | Phase::Redeal) && fault != DealFault::Imperfect
        {
            return Err(Rejection::new(law, "the deal is over"));
        }
        if let FaultWindow::BeforeFirstCall(after) = faults.window {
            if !self.state.auction.is_empty() {
                // 2017 Law 6D1: once the auction has begun, a card seen is extraneous
                // information (Law 16D); the deal stands.
                self.rule(
                    after,
                    format!(
                        "{}, found after the auction began: the deal stands; what was seen is extraneous information",
                        fault.describe()
                    ),
                );
                return Ok(());
            }
        }
        if self.state.phase == Phase::Auction
            && self.state.auction.is_empty()
            && self.state.dealing.is_none()
        {
            self.dealing();
        }
        match faults.claim {
            Some(claim) => {
                self.remember::<DealingMemory>().claimable = Some((fault, law));
                self.rule(
                    claim,
                    format!(
                        "{}: a player who has not looked at any of his cards may claim a new deal by the same dealer",
                        fault.describe()
                    ),
                );
            }
            None => self.new_deal(law, fault.describe().to_string(), self.redealer()),
        }
        Ok(())
    }

    /// The last card is dealt: the auction begins, with the dealer's first call.
    pub(crate) fn dealt(&mut self, seat: Seat) -> Result<(), Rejection> {
        let dealer = self.state.dealing.as_ref().and_then(|d| d.dealer);
        if self.state.phase != Phase::Dealing || dealer.is_none() {
            return Err(Rejection::new(
                self.dealing_laws().deal,
                "no deal is in progress",
            ));
        }
        let dealer = dealer.unwrap_or(seat);
        if seat != dealer {
            return Err(Rejection::new(
                self.dealing_laws().deal,
                format!("{dealer} is dealing, not {seat}"),
            ));
        }
        self.state
            .dealing
            .get_or_insert_with(Dealing::default)
            .dealt = true;
        self.state.phase = Phase::Auction;
        let laws = self.dealing_laws();
        let memory = self.remember::<DealingMemory>();
        let out_of_turn = memory.out_of_turn.take();
        let proper = self.proper_dealer();
        let first = match (out_of_turn, laws.out_of_turn) {
            (Some(law), DealOutOfTurn::StandsAsDealt(_)) => {
                let next = laws.rotation.map(|_| dealer.lho());
                self.state.next_dealer = next;
                self.rule(
                    law,
                    format!(
                        "{dealer} dealt out of turn and the last card is dealt: the deal stands, {dealer} is the dealer, and the next deal passes to {}",
                        dealer.lho()
                    ),
                );
                dealer
            }
            (Some(law), DealOutOfTurn::ProperDealerCallsFirst(_)) => {
                self.remember::<DealingMemory>().first_call = Some(proper);
                self.rule(
                    law,
                    format!(
                        "{dealer} dealt out of turn and the last card is dealt: the deal stands; {proper}, who should have dealt, may call first until {dealer} calls; vulnerability, scoring and the next dealer are as if {proper} had dealt"
                    ),
                );
                dealer
            }
            _ => proper,
        };
        self.set_turn(Some(first));
        Ok(())
    }

    /// `seat` looks at his cards. Before the deal is complete it is lifting a card: 25 to the
    /// opponents' honor score in the 1915 code.
    pub(crate) fn look(&mut self, seat: Seat) -> Result<(), Rejection> {
        if self.state.dealing.is_none() {
            self.dealing();
        }
        let dealing = self.state.dealing.get_or_insert_with(Dealing::default);
        let during_deal = dealing.dealer.is_some() && !dealing.dealt;
        if !dealing.looked.contains(&seat) {
            dealing.looked.push(seat);
        }
        if during_deal {
            if let Some(law) = self.dealing_laws().lifting {
                if self.setup.mode == Mode::Guarded {
                    return Err(Rejection::new(
                        law,
                        "a player may not lift and look at any card until the end of the deal",
                    ));
                }
                let offender = seat.side();
                self.remember::<DealingMemory>()
                    .penalties
                    .push(Penalty::Irregularity {
                        offender,
                        kind: Irregularity::LiftedCardDuringDeal,
                    });
                self.rule(
                    law,
                    format!(
                        "{seat} lifted and looked at a card during the deal: 25 to {}'s honor score",
                        offender.opponents()
                    ),
                );
            }
        }
        Ok(())
    }

    /// Attention drawn while the cards are being dealt, or to a deal not yet put right: a deal
    /// out of turn, a pack not cut, a claim for a new deal (1915). Returns `None` when nothing
    /// of the deal is to be ruled.
    pub(crate) fn dealing_attention(&mut self, seat: Seat) -> Option<Result<(), Rejection>> {
        let laws = self.dealing_laws();
        let dealing = self.state.dealing.clone()?;
        let looked = |s: Seat| dealing.looked.contains(&s);
        // 1915: a new deal claimed for an irregularity, by a player who has not looked.
        if let Some((fault, law)) = self.memory::<DealingMemory>().and_then(|m| m.claimable) {
            if self.state.auction.is_empty() {
                let claim = laws.faults.claim.unwrap_or(law);
                if looked(seat) {
                    return Some(Err(Rejection::new(
                        claim,
                        format!("{seat} has looked at his cards and may not claim a new deal"),
                    )));
                }
                self.remember::<DealingMemory>().claimable = None;
                let redealer = self.redealer();
                self.new_deal(
                    claim,
                    format!("{seat} claims a new deal: {}", fault.describe()),
                    redealer,
                );
                return Some(Ok(()));
            }
        }
        if dealing.dealt {
            return None;
        }
        let dealer = dealing.dealer?;
        // A deal out of turn, put right before the last card is dealt (1912 Law 40; rubber).
        if let Some(law) = self.memory::<DealingMemory>().and_then(|m| m.out_of_turn) {
            if matches!(laws.out_of_turn, DealOutOfTurn::StandsAsDealt(_))
                && (looked(seat) || looked(seat.partner()))
            {
                return Some(Err(Rejection::new(
                    law,
                    format!(
                        "{seat} or his partner has looked at his cards: he may not correct the deal"
                    ),
                )));
            }
            let proper = self.proper_dealer();
            self.remember::<DealingMemory>().out_of_turn = None;
            self.new_deal(
                law,
                format!(
                    "{dealer} was dealing out of turn, corrected before the last card was dealt"
                ),
                proper,
            );
            return Some(Ok(()));
        }
        // A pack dealt uncut (1912 Law 37f): an adversary objects before the deal is complete
        // and before either adversary has looked.
        if let (true, Some(law), None) = (laws.cut.required, laws.cut.uncut, dealing.cut) {
            let adversaries = dealer.side().opponents();
            let [a, b] = adversaries.seats();
            if seat.side() == adversaries && !looked(a) && !looked(b) {
                let redealer = self.redealer();
                self.new_deal(
                    law,
                    format!("{dealer} dealt without having the pack cut"),
                    redealer,
                );
                return Some(Ok(()));
            }
        }
        None
    }

    /// Who deals the new deal: the same dealer (1912 Law 36; 1915; rubber), or on a board
    /// the board's dealer.
    fn redealer(&self) -> Seat {
        self.state
            .dealing
            .as_ref()
            .and_then(|d| d.dealer)
            .filter(|_| self.dealing_laws().rotation.is_some())
            .unwrap_or_else(|| self.proper_dealer())
    }

    /// A new deal is ruled: the deal's log ends, to be dealt again by `dealer`.
    pub(crate) fn new_deal(&mut self, law: &'static str, why: String, dealer: Seat) {
        self.rule(law, format!("{why}: there must be a new deal, by {dealer}"));
        self.state.phase = Phase::Redeal;
        self.state.next_dealer = Some(dealer);
        self.state.pending = None;
        self.inner.question = None;
        self.set_turn(None);
    }

    /// A call by the proper dealer before the actual dealer's first call, after a deal out of
    /// turn that stood, is in turn (Four-Deal Bridge: the right to call first).
    pub(crate) fn claim_first_call(&mut self, seat: Seat) {
        let Some(memory) = self.memory::<DealingMemory>() else {
            return;
        };
        if let Some(proper) = memory.first_call {
            if self.state.auction.is_empty() && seat == proper {
                self.set_turn(Some(proper));
            }
            self.remember::<DealingMemory>().first_call = None;
        }
    }

    /// The penalties incurred in the deal, for the score.
    pub(crate) fn dealing_penalties(&self) -> Vec<Penalty> {
        self.memory::<DealingMemory>()
            .map(|m| m.penalties.clone())
            .unwrap_or_default()
    }

    /// `seat`'s hand is found to hold `cards` cards.
    pub(crate) fn count(&mut self, seat: Seat, cards: u8) -> Result<(), Rejection> {
        let laws = self.dealing_laws();
        if cards == 13 {
            return Err(Rejection::new(
                laws.deal,
                format!("{seat} holding 13 cards is no irregularity to rule on"),
            ));
        }
        if cards > 52 {
            return Err(Rejection::new(
                laws.deal,
                format!("a pack has 52 cards: {seat} cannot hold {cards}"),
            ));
        }
        if self.state.phase == Phase::Redeal {
            return Err(Rejection::new(laws.deal, "the cards are to be dealt again"));
        }
        let has_called = self.state.auction.iter().any(|r| r.seat == seat);
        let has_played = self
            .state
            .played
            .iter()
            .flat_map(|t| t.cards.iter())
            .chain(self.state.trick.iter())
            .any(|c| c.seat == seat);
        let over = self.state.phase == Phase::Ended;
        let redealer = self.redealer();
        match laws.miscount {
            MiscountLaws::NewDeal {
                long,
                short_played,
                short_unplayed,
            } => {
                if cards > 13 {
                    self.new_deal(long, format!("{seat} holds {cards} cards"), redealer);
                } else if has_played {
                    self.rule(
                        short_played,
                        format!(
                            "{seat} holds {cards} cards, found only after he has played: the deal stands, and he answers for any revoke as if the missing cards had been in his hand"
                        ),
                    );
                } else {
                    self.new_deal(
                        short_unplayed,
                        format!("{seat} holds {cards} cards: the pack is incomplete"),
                        redealer,
                    );
                }
            }
            MiscountLaws::Corrected {
                before_call,
                after_call,
                after_play,
                missing_before_lead,
                missing_after_lead,
            } => {
                if cards < 13 {
                    let (law, rest) = if self.state.play_begun() {
                        (
                            missing_after_lead,
                            "the missing card is restored to his hand and deemed to have belonged to it throughout: it may become a penalty card, and failing to play it may have been a revoke",
                        )
                    } else {
                        (
                            missing_before_lead,
                            "the missing card is found and restored to his hand; the auction and play go on normally",
                        )
                    };
                    self.rule(law, format!("{seat} holds {cards} cards: {rest}"));
                } else if over {
                    self.rule(
                        after_play,
                        format!(
                            "{seat}'s hand held {cards} cards, found after the play: the result is cancelled and an artificial adjusted score awarded; the offender is liable to a procedural penalty"
                        ),
                    );
                    self.state.result = None;
                    self.state.score = None;
                    self.inner.outcome = None;
                    self.no_result(
                        after_play,
                        format!("{seat}'s hand held {cards} cards: the result is cancelled"),
                    );
                } else if !has_called {
                    self.rule(
                        before_call,
                        format!(
                            "{seat} holds {cards} cards and has not called: the Director corrects the hands and the board is played normally"
                        ),
                    );
                } else {
                    self.pend(
                        after_call,
                        Chooser::Director,
                        &[CORRECT_AND_PLAY, ADJUSTED_SCORE],
                        format!(
                            "{seat} holds {cards} cards and has called: the Director may have the deal corrected and played on (the calls stand; he may adjust the score at the end), or award an artificial adjusted score"
                        ),
                        Question::Miscount(after_call),
                    );
                }
            }
        }
        Ok(())
    }

    /// `seat` is found to have called on cards from a wrong board (2017 Law 15A): his call and
    /// every later one are cancelled; if his partner has called since, the Director awards an
    /// adjusted score (15A1(a)); otherwise he calls again on his own cards and the auction goes
    /// on from there (15A1(b)), the cancelled calls being information under Law 16C.
    pub(crate) fn wrong_board(&mut self, seat: Seat) -> Result<(), Rejection> {
        let Some(law) = self.dealing_laws().wrong_board else {
            return Err(Rejection::new(
                self.dealing_laws().deal,
                "this code deals its cards at the table: there is no board to take cards from",
            ));
        };
        match self.state.phase {
            Phase::Redeal => {
                return Err(Rejection::new(law, "the cards are to be dealt again"));
            }
            // Found after the auction: the calls made on the wrong cards cannot be made again
            // (his partner has called since, 15A1(a)): no result can stand, and the Director
            // awards an artificial adjusted score.
            Phase::Play | Phase::Ended => {
                self.rule(
                    law,
                    format!("{seat} called and played on cards from a wrong board: no result can stand, and the Director awards an adjusted score"),
                );
                self.state.phase = Phase::Ended;
                self.set_turn(None);
                self.no_result(
                    law,
                    format!("{seat} held cards from a wrong board through the auction"),
                );
                return Ok(());
            }
            Phase::Dealing | Phase::Auction => {}
        }
        let Some(first) = self.state.auction.iter().position(|r| r.seat == seat) else {
            self.rule(
                law,
                format!("{seat} holds cards from a wrong board but has not called: he takes his own cards, and the auction goes on"),
            );
            return Ok(());
        };
        let partner_called = self.state.auction[first..]
            .iter()
            .any(|r| r.seat == seat.partner());
        self.truncate_auction(first);
        self.inner.irregular = None;
        if partner_called {
            self.rule(
                law,
                format!("{seat} called on cards from a wrong board and his partner has called since: the calls are cancelled and the Director awards an adjusted score"),
            );
            self.state.phase = Phase::Ended;
            self.set_turn(None);
            self.no_result(
                law,
                format!("{seat} called on cards from a wrong board and the auction cannot go on"),
            );
        } else {
            self.rule(
                law,
                format!("{seat} called on cards from a wrong board: his call and the calls after it are cancelled; he calls again on his own cards (what the cancelled calls told is authorised to his opponents, unauthorised to his side, Law 16C)"),
            );
            self.set_turn(Some(seat));
        }
        Ok(())
    }

    /// The Director's answer under Law 13B.
    pub(crate) fn miscount_choice(&mut self, law: &'static str, option: &str) {
        self.settle();
        if option == ADJUSTED_SCORE {
            self.rule(
                law,
                "the deal cannot be corrected and played normally: an artificial adjusted score (Law 12C2), average minus to a side at fault".to_string(),
            );
            self.state.phase = Phase::Ended;
            self.set_turn(None);
            self.no_result(
                law,
                "the deal cannot be corrected and played normally".to_string(),
            );
        } else {
            self.rule(
                law,
                "the hands are corrected and the deal played on; the calls stand, and the Director may adjust the score at the end".to_string(),
            );
        }
    }
}
