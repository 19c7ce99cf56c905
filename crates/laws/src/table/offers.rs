//! What a seat may do now: every event the table would take from it, found by asking the
//! engine itself (each candidate applied to a copy of the table), so that what a page offers
//! and what the table takes are one judgement, never two.
//!
//! The candidates cover every event of the log with every value its fields can take that the
//! table could tell apart: the cards a hand holds (or has played, for a retraction), every call
//! of levels one to seven (as a bidding box holds them; a bid above seven, Law 38, is spoken,
//! not taken from a box), the options of the ruling pending, the calls standing in the auction
//! (for explanations), each seat (for `ask`, `look-at`, `allege-suggested`), every number of
//! tricks, packet and count. Free text (an alert, a claim's statement, an explanation, a
//! remark's words) is left empty: the table takes an event whatever its words.

use cards::{Card, Hand, Rank, Seat, Suit};

use crate::adjusted::{AdjustedScore, Artificial};
use crate::call::{Bid, Call};
use crate::contract::Denomination;
use crate::table::{DealFault, Event, Manner, Rejection, Table};

/// Every denomination of every code, lowest first.
const DENOMINATIONS: [Denomination; 7] = [
    Denomination::Clubs,
    Denomination::Diamonds,
    Denomination::Hearts,
    Denomination::Spades,
    Denomination::RoyalSpades,
    Denomination::Nullo,
    Denomination::NoTrump,
];

/// Every call a bidding box holds, of every code's denominations (a code refuses another's
/// declarations itself): pass, double, redouble and the bids of levels 1 to 7.
pub fn bidding_box() -> impl Iterator<Item = Call> {
    let bids = (1..=7).flat_map(|level| {
        DENOMINATIONS
            .into_iter()
            .filter_map(move |denomination| Bid::new(level, denomination).ok().map(Call::Bid))
    });
    [Call::Pass, Call::Double, Call::Redouble]
        .into_iter()
        .chain(bids)
}

/// Adds `make(seat, card)` for each card of `hand`.
fn push_cards(events: &mut Vec<Event>, seat: Seat, hand: Hand, make: fn(Seat, Card) -> Event) {
    events.extend(hand.iter().map(|card| make(seat, card)));
}

/// Declarer's words for dummy's card that the table tells apart (2017 Law 46B), each in one
/// spelling: "high", "low", "win", "anything", a suit alone by its letter, a rank alone by its
/// letter, and a card named in full (`SA`).
fn designations() -> Vec<String> {
    let mut words: Vec<String> = ["high", "low", "win", "anything"]
        .map(String::from)
        .to_vec();
    words.extend(Suit::ALL.iter().map(|suit| suit.letter().to_string()));
    words.extend(Rank::ALL.iter().map(|rank| rank.letter().to_string()));
    words.extend(Card::all().map(|card| card.to_string()));
    words
}

impl Table {
    /// Whether the table would take `event` now, changing nothing: `Ok`, or the refusal
    /// [`Table::apply`] would give.
    pub fn accepts(&self, event: &Event) -> Result<(), Rejection> {
        let (mut state, mut inner) = (self.state.clone(), self.inner.clone());
        crate::table::engine::apply(&self.setup, &self.events, &mut state, &mut inner, event)
    }

    /// Every event the table would take from `seat` now (declarer's own and those he makes for
    /// dummy), free text left empty: what a page offers that seat. An event not in the list
    /// is refused, whatever its words.
    pub fn lawful(&self, seat: Seat) -> Vec<Event> {
        let declarer = self.state.declarer;
        self.candidates(seat)
            .into_iter()
            .filter(|event| event.made_by(seat, declarer) && self.accepts(event).is_ok())
            .collect()
    }

    /// The Director's own events the table would take now: his choices among the options of
    /// a ruling he decides (`director-choose`), and an adjusted score of each kind the table
    /// would take (`adjust`: an assigned score, and an artificial one; Law 12C).
    pub fn lawful_for_director(&self) -> Vec<Event> {
        let options = self
            .state
            .pending
            .iter()
            .flat_map(|pending| pending.options.iter().cloned())
            .map(|option| Event::DirectorChoose { option });
        let adjustments = [
            "1NT N 7".parse::<AdjustedScore>().ok(),
            Some(AdjustedScore::Artificial {
                north_south: Artificial::Average,
                east_west: Artificial::Average,
            }),
        ]
        .into_iter()
        .flatten()
        .map(|adjustment| Event::Adjust { adjustment });
        options
            .chain(adjustments)
            .filter(|event| self.accepts(event).is_ok())
            .collect()
    }

    /// The events `seat` could try now, each field given every value the table tells apart.
    fn candidates(&self, seat: Seat) -> Vec<Event> {
        let hands = self.remaining_hands();
        let held = |holder: Seat| -> Hand {
            hands.map_or_else(|| Card::all().collect(), |hands| hands[holder.index()])
        };
        // Declarer also acts for dummy (Law 45B): his partner's seat is tried too, and kept
        // where he is declarer ([`Event::made_by`]).
        let dummy = seat.partner();
        let mut events = Vec::new();

        // The shuffle, the cut and the deal (1912 Laws 29-40; 2017 Laws 6, 13-15).
        events.extend([
            Event::Shuffle { seat },
            Event::Deal { seat },
            Event::Dealt { seat },
            Event::Look { seat },
            Event::WrongBoard { seat },
        ]);
        events.extend((0..=52).map(|packet| Event::Cut { seat, packet }));
        events.extend(
            (0..=52)
                .filter(|&cards| cards != 13)
                .map(|cards| Event::Count { seat, cards }),
        );
        events.extend(
            [
                DealFault::Faced,
                DealFault::Rotation,
                DealFault::TwoCards,
                DealFault::LastCard,
                DealFault::Imperfect,
                DealFault::Seen,
                DealFault::WrongPack,
            ]
            .map(|fault| Event::Misdeal { seat, fault }),
        );

        // The auction (Laws 17-39) and its explanations (Law 20).
        events.extend(bidding_box().map(|call| Event::Call {
            seat,
            call,
            artificial: None,
        }));
        events.extend(bidding_box().map(|call| Event::Change { seat, call }));
        events.push(Event::Review { seat });
        let mut standing: Vec<(Seat, Call)> = self
            .state
            .auction
            .iter()
            .map(|record| (record.seat, record.call))
            .collect();
        standing.sort_by_key(|(caller, call)| (caller.index(), call.to_string()));
        standing.dedup();
        for &(caller, call) in &standing {
            events.push(Event::Question { seat, caller, call });
            events.push(Event::Explain {
                seat,
                caller,
                call,
                explanation: String::new(),
            });
            events.push(Event::CorrectExplanation {
                seat,
                caller,
                call,
                explanation: String::new(),
            });
        }

        // The play (Laws 41-67), the player's own cards and those he plays for dummy.
        for of in [seat, dummy] {
            let hand = held(of);
            push_cards(&mut events, of, hand, |seat, card| Event::Play {
                seat,
                card,
            });
            push_cards(&mut events, of, hand, |seat, card| Event::Lead {
                seat,
                card,
            });
            push_cards(&mut events, of, hand, |seat, card| Event::FifthCard {
                seat,
                card,
            });
            push_cards(&mut events, of, hand, |seat, card| Event::Surplus {
                seat,
                card,
            });
            events.push(Event::Omit { seat: of });
            let played = self.played_by(of);
            push_cards(&mut events, of, played, |seat, card| Event::Retract {
                seat,
                card,
            });
        }
        let own = held(seat);
        push_cards(&mut events, seat, own, |seat, card| Event::Expose {
            seat,
            card,
        });
        push_cards(&mut events, seat, own, |seat, card| Event::LeadFacedown {
            seat,
            card,
        });
        // Declarer's acts on dummy's cards (Laws 45C-D, 46); dummy's own (Laws 42-43, 45F).
        let dummys = held(dummy);
        push_cards(&mut events, seat, dummys, |seat, card| Event::Touch {
            seat,
            card,
        });
        push_cards(&mut events, dummy, dummys, |seat, card| {
            Event::Redesignate { seat, card }
        });
        push_cards(&mut events, dummy, dummys, |seat, card| {
            Event::DummyMisplay { seat, card }
        });
        events.extend(
            designations()
                .into_iter()
                .map(|words| Event::Designate { seat: dummy, words }),
        );
        let suggestible: Hand = held(seat).iter().chain(held(dummy).iter()).collect();
        push_cards(&mut events, seat, suggestible, |seat, card| {
            Event::Suggest { seat, card }
        });
        events.extend([
            Event::Warn { seat },
            Event::Spread { seat },
            Event::Inspect { seat },
            Event::PointWrongly { seat },
        ]);
        for whom in Seat::ALL {
            events.push(Event::LookAt { seat, whom });
            events.push(Event::Ask { seat, whom });
            events.push(Event::AllegeSuggested { seat, whom });
        }

        // Claims and concessions (Laws 68-71).
        events.extend((0..=13).map(|tricks| Event::Claim {
            seat,
            tricks,
            statement: None,
        }));
        events.extend((0..=13).map(|tricks| Event::Concede { seat, tricks }));
        events.extend([
            Event::Agree { seat },
            Event::Dispute { seat },
            Event::Reopen { seat },
        ]);

        // Unauthorised information (Law 16), the Director and the rulings.
        // Any player reports a hesitation, remark or gesture of any seat (Law 16B2).
        for offender in Seat::ALL {
            events.extend(
                [
                    Manner::Hesitation,
                    Manner::Speed,
                    Manner::Remark,
                    Manner::Gesture,
                ]
                .map(|manner| Event::Extraneous {
                    seat: offender,
                    manner,
                    words: None,
                }),
            );
        }
        events.push(Event::ReserveRights { seat });
        events.push(Event::Attention { seat });
        if let Some(pending) = &self.state.pending {
            events.extend(pending.options.iter().map(|option| Event::Choose {
                seat,
                option: option.clone(),
            }));
        }
        events
    }

    /// The cards `seat` has played to the tricks, quitted and in progress.
    fn played_by(&self, seat: Seat) -> Hand {
        self.state
            .played
            .iter()
            .flat_map(|trick| trick.cards.iter())
            .chain(self.state.trick.iter())
            .filter(|played| played.seat == seat)
            .map(|played| played.card)
            .collect()
    }
}
