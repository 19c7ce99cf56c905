//! What happens at the table, one event at a time: the deal's log.

use cards::{Card, Seat};
use serde::{Deserialize, Serialize};

use crate::call::Call;

/// An action at the table. The state of a deal is a fold over its events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A player shuffles the pack (1912 Law 29; rubber Law 4; 2017 Law 6A).
    Shuffle {
        /// Who shuffles.
        seat: Seat,
    },
    /// A player cuts the pack, lifting off `packet` cards (1912 Law 32; rubber Law 5).
    Cut {
        /// Who cuts.
        seat: Seat,
        /// The cards in the packet lifted off.
        packet: u8,
    },
    /// A player begins to deal (1912 Laws 31, 35).
    Deal {
        /// Who deals.
        seat: Seat,
    },
    /// The dealer deals the last card: the deal is complete and the auction begins.
    Dealt {
        /// The dealer.
        seat: Seat,
    },
    /// An irregularity of the shuffle or the deal (1912 Law 37; 2017 Law 6D), reported by
    /// `seat`.
    Misdeal {
        /// Who reports it.
        seat: Seat,
        /// What went wrong.
        fault: crate::table::DealFault,
    },
    /// A player looks at his cards: before the deal is complete, lifting a card (1915: 25
    /// honors to the opponents); after it, he may no longer claim a new deal (1915; 1912 Laws
    /// 37f, 40).
    Look {
        /// Who looks.
        seat: Seat,
    },
    /// A player is found to have called holding cards from a wrong board (2017 Law 15A).
    WrongBoard {
        /// Who held the wrong cards.
        seat: Seat,
    },
    /// A hand is found to hold `cards` cards, not thirteen (2017 Laws 13-14; 1912 Laws 37d,
    /// 38, 39).
    Count {
        /// Whose hand.
        seat: Seat,
        /// The cards it holds.
        cards: u8,
    },
    /// A call, with its alert if the caller's side marked it artificial.
    Call {
        /// Who called.
        seat: Seat,
        /// The call.
        call: Call,
        /// The meaning of an artificial call, as alerted; `None` for a natural call.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        artificial: Option<String>,
    },
    /// The caller changes the call just made (Law 25; 1912 Law 52).
    Change {
        /// Who changes.
        seat: Seat,
        /// The call substituted.
        call: Call,
    },
    /// A card played from `seat`'s hand (declarer names dummy's cards; the seat is dummy's).
    Play {
        /// The hand the card comes from.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A card of `seat`'s exposed other than in normal play (Law 49; declarer's, Law 48).
    Expose {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The opening lead made face down (Law 41A); the leader faces it with `play`.
    LeadFacedown {
        /// Who leads.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A player of the declaring side faces his hand on the table, or begins to (2017 Law 54:
    /// the presumed declarer after a faced opening lead out of turn, 54A; the presumed dummy,
    /// whose cards declarer could then have seen, 54C).
    Spread {
        /// Who spreads his hand.
        seat: Seat,
    },
    /// Declarer designates dummy's card in words that may not name its suit and rank: "high",
    /// "low", "win", a suit, a rank, "anything" (2017 Law 46B); `seat` is dummy's.
    Designate {
        /// Dummy's seat.
        seat: Seat,
        /// What declarer said.
        words: String,
    },
    /// A card led to a new trick, not played to the trick in progress: after a lead out of
    /// turn, the proper leader's own lead (2017 Law 53B); otherwise as `play`.
    Lead {
        /// Who leads (dummy's seat for a card declarer leads from dummy).
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// `seat` played `card` as well as his proper card to the trick just quitted, and it went
    /// unseen among that trick's cards (2017 Law 67B2; 1912 Law 82).
    Surplus {
        /// Whose card (dummy's seat for a card declarer played from dummy).
        seat: Seat,
        /// The surplus card.
        card: Card,
    },
    /// `seat` turns his card of the trick just quitted pointing the wrong way: towards the
    /// side that did not win it (2017 Law 65B).
    PointWrongly {
        /// Whose card.
        seat: Seat,
    },
    /// `seat` omits to play to the trick in progress, which the three others have played to:
    /// it is turned and quitted without his card (a defective trick, 2017 Law 67; 1912 Law
    /// 81).
    Omit {
        /// Who fails to play.
        seat: Seat,
    },
    /// A player contributes a fifth card to a trick that already has four, before the next
    /// lead, not as a lead (2017 Law 45E; 1912 Law 68).
    FifthCard {
        /// Whose card (dummy's seat for a card declarer played from dummy).
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A player asks to take back a card he played (2017 Law 47): after misinformation (47E),
    /// the Director judging; otherwise it stays played (47F).
    Retract {
        /// Who asks (declarer for dummy's card).
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Declarer changes his designation of dummy's card just played to `card`, saying the
    /// first was unintended (2017 Law 45C4(b)); `seat` is dummy's.
    Redesignate {
        /// Dummy's seat.
        seat: Seat,
        /// The card declarer meant.
        card: Card,
    },
    /// Dummy placed in the played position a card declarer did not name; declarer named `card`
    /// (2017 Law 45D); `seat` is dummy's.
    DummyMisplay {
        /// Dummy's seat.
        seat: Seat,
        /// The card declarer named.
        card: Card,
    },
    /// Dummy suggests the play of a card (2017 Law 45F; 1912 Law 62; 1915 dummy's rules).
    Suggest {
        /// Who suggests (dummy).
        seat: Seat,
        /// The card suggested, from declarer's hand or dummy's.
        card: Card,
    },
    /// Dummy warns the declarer that he is about to lead from the wrong hand (2017 Law 42B2;
    /// 1915: either adversary may then require or forbid that lead).
    Warn {
        /// Who warns (dummy).
        seat: Seat,
    },
    /// Dummy looks at the face of another player's hand (2017 Law 43A2; 1915: he loses the
    /// right to point out an adverse revoke or exposed card).
    LookAt {
        /// Who looks (dummy).
        seat: Seat,
        /// Whose hand.
        whom: Seat,
    },
    /// The declarer touches a card of dummy's, not to arrange it: it is played (2017 Law 45C3;
    /// 1912 Law 64; 1915).
    Touch {
        /// Who touches (the declarer).
        seat: Seat,
        /// The card, in dummy's hand.
        card: Card,
    },
    /// A player looks at a quitted trick (2017 Law 66; 1915: 25 honors to the opponents).
    Inspect {
        /// Who looks.
        seat: Seat,
    },
    /// A claim of `tricks` of the remaining tricks, with the claimer's statement (Law 68A).
    Claim {
        /// Who claims.
        seat: Seat,
        /// The tricks claimed.
        tricks: u8,
        /// The line of play stated, if any.
        #[serde(skip_serializing_if = "Option::is_none")]
        statement: Option<String>,
    },
    /// A concession of `tricks` of the remaining tricks (Law 68B).
    Concede {
        /// Who concedes.
        seat: Seat,
        /// The tricks conceded.
        tricks: u8,
    },
    /// A player asks another who failed to follow suit whether he has a card of the suit led
    /// (Law 61B).
    Ask {
        /// Who asks.
        seat: Seat,
        /// Whom.
        whom: Seat,
    },
    /// An opponent agrees to a claim or concession (Law 69A).
    Agree {
        /// Who agrees.
        seat: Seat,
    },
    /// After an agreed claim or concession, a player of either side asks the Director, within
    /// the Correction Period, to give back tricks: his side's concession of tricks it could not
    /// lose (Law 71), or his side's agreement to the loss of tricks it would have won (Law 69B).
    Reopen {
        /// Who asks.
        seat: Seat,
    },
    /// A player disputes a claim or concession (Laws 68B2, 70).
    Dispute {
        /// Who disputes.
        seat: Seat,
    },
    /// `seat` asks for an explanation of the opponent `caller`'s `call` standing in the
    /// auction (2017 Law 20F1 at his turn to call; 20F2 at his turn to play; Law 41B).
    Question {
        /// Who asks.
        seat: Seat,
        /// Whose call.
        caller: Seat,
        /// The call.
        call: Call,
    },
    /// `seat` answers an opponent's question about `caller`'s `call` standing in the auction
    /// (2017 Law 20F1: the caller's partner answers; 20F2 after the final pass).
    Explain {
        /// Who answers.
        seat: Seat,
        /// Whose call.
        caller: Seat,
        /// The call.
        call: Call,
        /// The explanation given.
        explanation: String,
    },
    /// `seat` calls the Director and corrects the explanation (or the missing alert) of
    /// `caller`'s `call` (2017 Law 20F4, his own explanation; 20F5, his partner's).
    CorrectExplanation {
        /// Who corrects.
        seat: Seat,
        /// Whose call.
        caller: Seat,
        /// The call.
        call: Call,
        /// What he says the call means.
        explanation: String,
    },
    /// A player asks to have the auction restated (Law 20B, 20C).
    Review {
        /// Who asks.
        seat: Seat,
    },
    /// A player draws attention to an irregularity (Law 9).
    Attention {
        /// Who draws attention.
        seat: Seat,
    },
    /// A player chooses among the options a pending ruling offers that seat.
    Choose {
        /// Who chooses.
        seat: Seat,
        /// The option chosen, by name (`accept`, `reject`, ...).
        option: String,
    },
    /// `seat` conveys information to his partner other than by his calls and plays: an
    /// unmistakable hesitation, unwonted speed, a remark or a gesture (2017 and 2007 Law
    /// 16B1(a), 73C; Club Law 16; the 1915 Etiquette Laws).
    Extraneous {
        /// Who conveyed it.
        seat: Seat,
        /// How.
        manner: crate::table::Manner,
        /// What was said or done, if recorded.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        words: Option<String>,
    },
    /// An opponent of the player who conveyed information reserves the right to summon the
    /// Director later (Law 16B2); under Club Law 16 he calls the Arbiter.
    ReserveRights {
        /// Who reserves.
        seat: Seat,
    },
    /// `seat` says that `whom`'s last call or play could have been suggested by his partner's
    /// information (Law 16B3; Club Law 16).
    AllegeSuggested {
        /// Who says so (an opponent of `whom`).
        seat: Seat,
        /// The offender's partner, whose action is in question.
        whom: Seat,
    },
    /// The Director (or Arbiter) decides a point the law leaves to judgement.
    DirectorChoose {
        /// The option chosen, by name (`comparable`, `not-comparable`, ...).
        option: String,
    },
    /// The Director (or Arbiter) awards an adjusted score once the deal is over (Law 12C;
    /// Club Law 14), answering the reservations of the deal.
    Adjust {
        /// The adjusted score.
        adjustment: crate::adjusted::AdjustedScore,
    },
}

impl Event {
    /// Whether the event, given for dummy's seat, is one declarer makes: he plays dummy's
    /// cards (Law 45B), designates them (Laws 45C4, 46), says dummy misplaced one (45D), and
    /// asks for one back (47).
    pub fn made_by_declarer_for_dummy(&self) -> bool {
        matches!(
            self,
            Event::Play { .. }
                | Event::Lead { .. }
                | Event::Designate { .. }
                | Event::Redesignate { .. }
                | Event::DummyMisplay { .. }
                | Event::FifthCard { .. }
                | Event::Retract { .. }
                | Event::Omit { .. }
                | Event::Surplus { .. }
        )
    }

    /// Whether the player in `player`'s seat makes this event, `declarer` being the deal's
    /// declarer if there is one: an event of his own seat, except those declarer makes for
    /// dummy (Law 45B: he plays dummy's cards; dummy places them as he names them), which are
    /// declarer's. The Director's events are no player's.
    ///
    /// A hesitation, remark or gesture (`extraneous`) is any player's to report, of any seat:
    /// the opponent who noticed it says so, and the offender's side agrees or disputes it
    /// (Law 16B2).
    pub fn made_by(&self, player: Seat, declarer: Option<Seat>) -> bool {
        let dummy = declarer.map(Seat::partner);
        if matches!(self, Event::Extraneous { .. }) {
            return true;
        }
        match self.seat() {
            Some(seat) if self.made_by_declarer_for_dummy() && dummy == Some(seat) => {
                declarer == Some(player)
            }
            Some(seat) => seat == player,
            None => false,
        }
    }

    /// Who acts: the seat the event is for, or `None` for the Director's.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Event::Shuffle { seat }
            | Event::Cut { seat, .. }
            | Event::Deal { seat }
            | Event::Dealt { seat }
            | Event::Misdeal { seat, .. }
            | Event::Look { seat }
            | Event::Count { seat, .. }
            | Event::WrongBoard { seat }
            | Event::Call { seat, .. }
            | Event::Change { seat, .. }
            | Event::Play { seat, .. }
            | Event::Expose { seat, .. }
            | Event::LeadFacedown { seat, .. }
            | Event::Suggest { seat, .. }
            | Event::Warn { seat }
            | Event::LookAt { seat, .. }
            | Event::Touch { seat, .. }
            | Event::Inspect { seat }
            | Event::Spread { seat }
            | Event::Designate { seat, .. }
            | Event::Redesignate { seat, .. }
            | Event::Retract { seat, .. }
            | Event::FifthCard { seat, .. }
            | Event::Lead { seat, .. }
            | Event::Omit { seat }
            | Event::PointWrongly { seat }
            | Event::Surplus { seat, .. }
            | Event::DummyMisplay { seat, .. }
            | Event::Claim { seat, .. }
            | Event::Concede { seat, .. }
            | Event::Ask { seat, .. }
            | Event::Agree { seat }
            | Event::Reopen { seat }
            | Event::Dispute { seat }
            | Event::Review { seat }
            | Event::Question { seat, .. }
            | Event::Explain { seat, .. }
            | Event::CorrectExplanation { seat, .. }
            | Event::Attention { seat }
            | Event::Choose { seat, .. }
            | Event::Extraneous { seat, .. }
            | Event::ReserveRights { seat }
            | Event::AllegeSuggested { seat, .. } => Some(*seat),
            Event::DirectorChoose { .. } | Event::Adjust { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declarer_makes_dummys_plays_and_designations_but_not_dummys_own_acts() {
        let seat = Seat::South;
        let card: Card = "SA".parse().expect("a card");
        for event in [
            Event::Play { seat, card },
            Event::Lead { seat, card },
            Event::Designate {
                seat,
                words: "low".into(),
            },
            Event::Redesignate { seat, card },
            Event::DummyMisplay { seat, card },
            Event::FifthCard { seat, card },
            Event::Retract { seat, card },
            Event::Omit { seat },
        ] {
            assert!(event.made_by_declarer_for_dummy(), "{event:?}");
        }
        for event in [
            Event::Spread { seat },
            Event::PointWrongly { seat },
            Event::Suggest { seat, card },
            Event::Attention { seat },
        ] {
            assert!(!event.made_by_declarer_for_dummy(), "{event:?}");
        }
    }

    #[test]
    fn the_directors_adjustment_round_trips_through_the_log() {
        let event = Event::Adjust {
            adjustment: "0.6 5DX E 7 + 0.4 6NT N 12".parse().expect("an adjustment"),
        };
        let json = serde_json::to_string(&event).expect("serializes");
        assert_eq!(
            json,
            r#"{"event":"adjust","adjustment":{"kind":"assigned","NS":[{"weight":"3/5","result":"5DX E 7"},{"weight":"2/5","result":"6NT N 12"}],"EW":[{"weight":"3/5","result":"5DX E 7"},{"weight":"2/5","result":"6NT N 12"}]}}"#
        );
        let back: Event = serde_json::from_str(&json).expect("deserializes");
        assert_eq!(back, event);
        assert_eq!(event.seat(), None);
        let artificial: Event = serde_json::from_str(
            r#"{"event":"adjust","adjustment":{"kind":"artificial","NS":"A+","EW":"A-"}}"#,
        )
        .expect("deserializes");
        assert_eq!(
            artificial,
            Event::Adjust {
                adjustment: "A+ A-".parse().expect("an adjustment")
            }
        );
    }

    #[test]
    fn new_play_events_are_kebab_case_in_the_log() {
        let json = serde_json::to_string(&Event::DummyMisplay {
            seat: Seat::South,
            card: "H4".parse().expect("a card"),
        })
        .expect("serializes");
        assert_eq!(json, r#"{"event":"dummy-misplay","seat":"S","card":"H4"}"#);
        let back: Event =
            serde_json::from_str(r#"{"event":"point-wrongly","seat":"W"}"#).expect("deserializes");
        assert_eq!(back, Event::PointWrongly { seat: Seat::West });
    }

    #[test]
    fn explanations_and_corrections_are_kebab_case_in_the_log() {
        let json = serde_json::to_string(&Event::CorrectExplanation {
            seat: Seat::South,
            caller: Seat::South,
            call: "2D".parse().expect("a call"),
            explanation: "natural".into(),
        })
        .expect("serializes");
        assert_eq!(
            json,
            r#"{"event":"correct-explanation","seat":"S","caller":"S","call":"2D","explanation":"natural"}"#
        );
        let back: Event = serde_json::from_str(
            r#"{"event":"explain","seat":"N","caller":"S","call":"2D","explanation":"transfer"}"#,
        )
        .expect("deserializes");
        assert_eq!(back.seat(), Some(Seat::North));
    }

    #[test]
    fn unauthorised_information_events_are_kebab_case_in_the_log() {
        let json = serde_json::to_string(&Event::Extraneous {
            seat: Seat::South,
            manner: crate::table::Manner::Hesitation,
            words: None,
        })
        .expect("serializes");
        assert_eq!(
            json,
            r#"{"event":"extraneous","seat":"S","manner":"hesitation"}"#
        );
        let back: Event =
            serde_json::from_str(r#"{"event":"allege-suggested","seat":"E","whom":"N"}"#)
                .expect("deserializes");
        assert_eq!(
            back,
            Event::AllegeSuggested {
                seat: Seat::East,
                whom: Seat::North
            }
        );
        let back: Event =
            serde_json::from_str(r#"{"event":"reserve-rights","seat":"W"}"#).expect("deserializes");
        assert_eq!(back.seat(), Some(Seat::West));
    }
}
