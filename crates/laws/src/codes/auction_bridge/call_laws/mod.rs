//! The auction irregularities of the Auction Bridge codes: the Portland and Bath Clubs' 1908
//! code (Laws 52 to 61), the Whist Club's 1912 code (Laws 49 to 58) and its 1915 code as the
//! Boston 1916 manual gives it (the Declaration Laws), one module per law or group of laws:
//!
//! | laws | module |
//! |---|---|
//! | declarations out of turn: 1908 Laws 52, 59; 1912 Laws 49, 57; 1915 | `out_of_turn` |
//! | insufficient and impossible declarations, the debarred partner: 1908 Law 53; 1912 Law 50; 1915 | `insufficient_and_impossible` |
//! | doubles and redoubles not allowed: 1908 Law 56; 1912 Law 54; 1915 (and its Scoring Laws (f)) | `improper_doubles` |
//! | after the final declaration: 1908 Laws 54, 60; 1912 Laws 51, 58; 1915 | `after_final_declaration` |
//! | a declaration corrected: 1912 Law 52, 1915; refused by 1908 Law 61 | `change_of_declaration` |
//! | a card led or exposed during the bidding: 1912 Law 65; 1915; 1908 as 1912 | `exposed_card` |
//!
//! This module holds the type, the citations of the auction's mechanics, who chooses a
//! penalty, a new deal (which several laws offer), and the `CallLaws` implementation: each
//! hook matches on the infraction or the option chosen and hands it to the law's module.
//!
//! These codes are older and plainer than the duplicate Laws: a declaration out of turn may be
//! allowed to stand or bring a new deal; an insufficient declaration is made sufficient in its
//! own suit and the offender's partner is debarred until an adversary bids or doubles; an
//! improper double is void (and in 1915 costs honor points). Where the 1912 and 1915 codes say
//! "either adversary", either of the offender's opponents may choose
//! ([`Chooser::EitherOf`]); the 1908 code gives the choice to the offender's left-hand
//! adversary. Readings of silent points are in `docs/laws-decisions.md`.

use cards::{Card, Seat};

use crate::call::Call;
use crate::table::call_laws::{AuctionCitations, CallLaws, CallOver, Infraction};
use crate::table::engine::{Engine, Irregular};
use crate::table::error::Rejection;
use crate::table::misinformation::MisinformationLaws;
use crate::table::state::Chooser;

mod after_final_declaration;
mod change_of_declaration;
mod exposed_card;
mod improper_doubles;
mod insufficient_and_impossible;
mod out_of_turn;

/// Which Auction Bridge code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Era {
    Portland1908,
    WhistClub1912,
    WhistClub1915,
}

/// The citations of the auction's mechanics in the 1908 code: its laws of penalties for
/// irregular declarations (Laws 52 to 59, which the adversary on the offender's left
/// enforces), the law on information about declarations (54), the dealer's duty to declare
/// (47: no deal is passed out) and the inadvertent declaration (61).
static CITATIONS_1908: AuctionCitations = AuctionCitations {
    ruling_pending: "1908 Laws 52-59",
    choice: "1908 Laws 52-59",
    attention: "1908 Laws 52-59",
    nothing_to_rule: "1908 Laws 52-59",
    deemed_pass: "1908 Laws 52-59",
    review: "1908 Law 54",
    passed_out: "1908 Law 47",
    change_of_call: "1908 Law 61",
};

/// The citations of the auction's mechanics in the 1912 code: its laws of penalties for
/// irregular declarations (Laws 49 to 57, which either adversary may enforce), the law on
/// information about declarations (51), the dealer's duty to declare (42: no deal is passed
/// out) and the declaration corrected before the next player acts (52).
static CITATIONS_1912: AuctionCitations = AuctionCitations {
    ruling_pending: "1912 Laws 49-57",
    choice: "1912 Laws 49-57",
    attention: "1912 Laws 49-57",
    nothing_to_rule: "1912 Laws 49-57",
    deemed_pass: "1912 Laws 49-57",
    review: "1912 Law 51",
    passed_out: "1912 Law 42",
    change_of_call: "1912 Law 52",
};

/// The citations of the auction's mechanics in the 1915 code as the 1916 manual gives it: its
/// Declaration Laws throughout, and for information about declarations the 1912 law it keeps.
static CITATIONS_1915: AuctionCitations = AuctionCitations {
    ruling_pending: "1915 Declaration Laws",
    choice: "1915 Declaration Laws",
    attention: "1915 Declaration Laws",
    nothing_to_rule: "1915 Declaration Laws",
    deemed_pass: "1915 Declaration Laws",
    review: "1915 code (as 1912 Law 51)",
    passed_out: "1915 Declaration Laws",
    change_of_call: "1915 Declaration Laws",
};

/// The auction laws of one Auction Bridge code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuctionBridgeCallLaws {
    era: Era,
}

/// The options a pending ruling of these codes offers.
const ACCEPT: &str = "accept";
const NEW_DEAL: &str = "new-deal";
const IGNORE: &str = "ignore";
const PENALIZE: &str = "penalize";
const FINAL: &str = "final";

impl AuctionBridgeCallLaws {
    /// The Portland and Bath Clubs' code of 1908.
    pub const PORTLAND_1908: AuctionBridgeCallLaws = AuctionBridgeCallLaws {
        era: Era::Portland1908,
    };
    /// The Whist Club of New York's code of 1912.
    pub const WHIST_CLUB_1912: AuctionBridgeCallLaws = AuctionBridgeCallLaws {
        era: Era::WhistClub1912,
    };
    /// The Whist Club's code of 1915 (the Boston 1916 manual).
    pub const WHIST_CLUB_1915: AuctionBridgeCallLaws = AuctionBridgeCallLaws {
        era: Era::WhistClub1915,
    };

    /// Who may choose a penalty for `offender`'s irregularity.
    fn chooser(&self, offender: Seat) -> Chooser {
        match self.era {
            // 1908 Laws 52 and 59: "the adversary on his left".
            Era::Portland1908 => Chooser::Seat(offender.lho()),
            // 1912 Laws 49, 50, 57; 1915: "either adversary", "either opponent".
            Era::WhistClub1912 | Era::WhistClub1915 => {
                Chooser::EitherOf(offender.side().opponents())
            }
        }
    }

    /// The law of an infraction.
    fn law_of(&self, infraction: Infraction, call: Call) -> &'static str {
        match infraction {
            Infraction::Insufficient { .. } | Infraction::BarredCall | Infraction::AboveSeven => {
                insufficient_and_impossible::insufficient_or_impossible_law(self)
            }
            Infraction::OutOfRotation { .. } => out_of_turn::out_of_turn_law(self, call),
            Infraction::InadmissibleDouble => improper_doubles::doubling_law(self),
        }
    }

    /// A new deal demanded after the irregular call (1908 Laws 52, 59; 1912 Laws 49, 50, 57;
    /// 1915), under the law of its infraction.
    fn new_deal(&self, engine: &mut Engine<'_>, irregular: &Irregular) {
        let offender = irregular.seat;
        let call = irregular.record.call;
        let law = self.law_of(irregular.infraction, call);
        engine.take_irregular();
        engine.redeal();
        engine.rule(
            law,
            format!("a new deal is demanded after {offender}'s {call}"),
        );
    }
}

impl CallLaws for AuctionBridgeCallLaws {
    /// The Auction Bridge codes have no alerts nor explanations: a convention is an agreement
    /// "interpreted through the previous understanding" that a group may arrange "provided all
    /// the players understand them" (the 1916 manual's definition of Convention, seed S001),
    /// general knowledge at the table; no law rules on explaining one.
    fn misinformation(&self) -> Result<&'static MisinformationLaws, Rejection> {
        let code = match self.era {
            Era::Portland1908 => "1908 code",
            Era::WhistClub1912 => "1912 code",
            Era::WhistClub1915 => "1915 code (1916 manual: Convention)",
        };
        Err(Rejection::new(
            code,
            "Auction Bridge has no alerts nor explanations of calls: its conventions are understood by all the players, and no law rules on explaining or correcting one",
        ))
    }

    fn citations(&self) -> &'static AuctionCitations {
        match self.era {
            Era::Portland1908 => &CITATIONS_1908,
            Era::WhistClub1912 => &CITATIONS_1912,
            Era::WhistClub1915 => &CITATIONS_1915,
        }
    }

    /// Why a guarded table refuses the irregular call, under the law of its infraction.
    fn refuse(&self, infraction: Infraction, seat: Seat, call: Call) -> Rejection {
        match infraction {
            Infraction::Insufficient { over } => {
                insufficient_and_impossible::insufficient_refused(self, call, over)
            }
            Infraction::OutOfRotation { turn } => out_of_turn::refused(self, turn, seat, call),
            Infraction::InadmissibleDouble => improper_doubles::refused(self, seat, call),
            Infraction::BarredCall => insufficient_and_impossible::debarred_refused(self, seat),
            Infraction::AboveSeven => insufficient_and_impossible::impossible_refused(self, call),
        }
    }

    /// The laws these codes state as applying by themselves, applied as the call is made:
    /// 1908 Law 53 (an insufficient call "shall be considered to have declared the requisite
    /// number of tricks"); a double or redouble a player "cannot" make (1908 Law 56, 1912 Law
    /// 54; 1915, with its fixed penalty) is void; the declaration of a partner who "is
    /// debarred" (1908 Law 53, 1912 Law 50, 1912 Law 65; 1915) is void and counts as a pass.
    fn rule_by_itself(&self, engine: &mut Engine<'_>) -> Result<(), Rejection> {
        let Some(irregular) = engine.irregular().cloned() else {
            return Ok(());
        };
        match irregular.infraction {
            Infraction::Insufficient { over } if self.era == Era::Portland1908 => {
                insufficient_and_impossible::make_sufficient(self, engine, over)
            }
            Infraction::InadmissibleDouble => {
                improper_doubles::void_double(self, engine, &irregular.record);
                Ok(())
            }
            Infraction::BarredCall => {
                insufficient_and_impossible::debarred_declaration_void(self, engine, &irregular)
            }
            _ => Ok(()),
        }
    }

    /// Attention drawn: the adversaries' choice (out of turn; insufficient in 1912 and 1915;
    /// impossible in 1912), or the law applied at once (a pass out of turn; an impossible
    /// declaration in 1908 and 1915). The laws that apply by themselves
    /// ([`CallLaws::rule_by_itself`]) have already been applied.
    fn on_attention(&self, engine: &mut Engine<'_>) -> Result<(), Rejection> {
        let Some(irregular) = engine.irregular().cloned() else {
            return Ok(());
        };
        let call = irregular.record.call;
        match irregular.infraction {
            Infraction::OutOfRotation { turn } if call == Call::Pass => {
                out_of_turn::pass_out_of_turn(self, engine, &irregular, turn);
            }
            Infraction::OutOfRotation { turn } => {
                out_of_turn::offer_choice(self, engine, &irregular, turn);
            }
            Infraction::Insufficient { over } => {
                insufficient_and_impossible::insufficient_offer_choice(
                    self, engine, &irregular, over,
                );
            }
            Infraction::AboveSeven if self.era == Era::WhistClub1912 => {
                insufficient_and_impossible::impossible_offer_choice_1912(self, engine, &irregular);
            }
            Infraction::AboveSeven => {
                insufficient_and_impossible::impossible_void(self, engine, &irregular);
            }
            Infraction::InadmissibleDouble | Infraction::BarredCall => {
                self.rule_by_itself(engine)?;
            }
        }
        Ok(())
    }

    fn accepted_by_call(&self, engine: &mut Engine<'_>) -> CallOver {
        let Some(irregular) = engine.irregular().cloned() else {
            return CallOver::AwaitsAttention;
        };
        let offender = irregular.seat;
        let lho = offender.lho();
        let accepted = match irregular.infraction {
            // 1912 Law 49, 1915: the adversaries' election comes before either of them
            // declares or passes; 1908 Law 52: the left-hand adversary may let it stand.
            Infraction::OutOfRotation { .. } => true,
            // 1912 Law 50: the demand must come "before an adversary has passed, doubled or
            // declared"; 1915 read alike. (In 1908 the correction applied by itself, Law 53.)
            Infraction::Insufficient { .. } => true,
            _ => false,
        };
        if accepted {
            engine.take_irregular();
            engine.set_turn(Some(lho));
            engine.rule(
                self.law_of(irregular.infraction, irregular.record.call),
                format!(
                    "{lho} called over {offender}'s {} without demanding a penalty: it stands",
                    irregular.record.call
                ),
            );
            CallOver::Stands
        } else {
            CallOver::AwaitsAttention
        }
    }

    /// The adversaries' choice: a new deal (out of turn; 1912 Law 50's impossible
    /// declaration), the call allowed to stand or (1915) ignored (out of turn), accepted or
    /// penalized (insufficient), penalized or the adversaries' declaration final (1912 Law 50,
    /// impossible).
    fn on_choice(
        &self,
        engine: &mut Engine<'_>,
        _chooser: Chooser,
        option: &str,
    ) -> Result<(), Rejection> {
        engine.settle();
        let Some(irregular) = engine.irregular().cloned() else {
            return Ok(());
        };
        match (irregular.infraction, option) {
            (_, NEW_DEAL) => self.new_deal(engine, &irregular),
            (Infraction::OutOfRotation { .. }, ACCEPT) => {
                out_of_turn::allowed_to_stand(self, engine, &irregular);
            }
            (Infraction::OutOfRotation { turn }, IGNORE) => {
                out_of_turn::ignored(self, engine, &irregular, turn);
            }
            (Infraction::Insufficient { .. }, ACCEPT) => {
                insufficient_and_impossible::insufficient_accepted(self, engine, &irregular);
            }
            (Infraction::Insufficient { over }, PENALIZE) => {
                insufficient_and_impossible::make_sufficient(self, engine, over)?;
            }
            (Infraction::AboveSeven, PENALIZE) => {
                insufficient_and_impossible::impossible_penalized(self, engine, &irregular)?;
            }
            (Infraction::AboveSeven, FINAL) => {
                insufficient_and_impossible::adversaries_declaration_final(
                    self, engine, &irregular,
                );
            }
            _ => {}
        }
        Ok(())
    }

    fn check_obligations(
        &self,
        _engine: &Engine<'_>,
        _seat: Seat,
        _call: Call,
    ) -> Result<(), Rejection> {
        Ok(())
    }

    /// A bid or double lifts the bar on the other side's debarred player (1908 Law 53, 1912
    /// Law 50: "unless an adversary subsequently bids or doubles").
    fn after_call(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        insufficient_and_impossible::debarment_lifted(engine, seat);
        Ok(())
    }

    /// 1912 Law 65; 1915: the cards exposed during the bidding, subject to call or back in
    /// the hand, and the initial lead their suit may be prohibited for.
    fn at_end_of_auction(&self, engine: &mut Engine<'_>) {
        exposed_card::at_end_of_auction(self, engine);
    }

    /// 1912 Law 65; 1915: a guarded table refuses a card exposed during the bidding.
    fn refuse_exposed_card(&self, seat: Seat, card: Card) -> Rejection {
        exposed_card::refused(self, seat, card)
    }

    /// 1912 Law 65; 1915: the offender's partner may not bid nor double again.
    fn card_exposed(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        card: Card,
        led: bool,
    ) -> Result<(), Rejection> {
        exposed_card::exposed(self, engine, seat, card, led);
        Ok(())
    }

    /// 1908 Law 54, 1912 Law 51: the final declaration told, no previous one restated.
    fn review_after_auction(&self, engine: &mut Engine<'_>, seat: Seat) -> Result<(), Rejection> {
        after_final_declaration::final_declaration_told(self, engine, seat)
    }

    /// 1908 Law 60, 1912 Law 58, 1915: a declaration after the bidding is closed is void.
    fn refuse_after_final_pass(&self, seat: Seat, call: Call) -> Rejection {
        after_final_declaration::declaration_after_close_refused(self, seat, call)
    }

    /// 1912 Law 52, 1915: a declaration inadvertently made may be corrected before the next
    /// player acts; 1908 Law 61: a declaration once made cannot be altered.
    fn change_of_call(
        &self,
        engine: &mut Engine<'_>,
        seat: Seat,
        to: Call,
    ) -> Result<(), Rejection> {
        change_of_declaration::correct_declaration(self, engine, seat, to)
    }
}
