//! What one seat knows: the only input a robot decides from.
//!
//! A robot sees what a player at its seat sees (Law 41D: dummy is spread once the opening lead
//! is faced; the auction, with the opponents' alerts): its own cards, dummy's, the calls and
//! the cards played. A [`Situation`] is made from a live [`Table`] (the server's robots) or
//! built up call by call and card by card ([`Situation::record_call`],
//! [`Situation::record_card`]), as a Blue Chip client learns the deal from its table manager.

use cards::{Board, Card, Hand, Seat, Suit};
use laws::table::{BarScope, CallRecord, Phase, PlayedCard, Table, Trick};
use laws::{Call, CodeId, Contract};

/// What a robot at `seat` knows of the deal at a moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Situation {
    /// The code of laws the deal is played under.
    pub code: CodeId,
    /// The board: number, dealer, vulnerability.
    pub board: Board,
    /// The robot's seat.
    pub seat: Seat,
    /// The cards the robot still holds.
    pub hand: Hand,
    /// Dummy's seat and the cards it still holds, once spread (Law 41D).
    pub dummy: Option<(Seat, Hand)>,
    /// Other hands faced on the table, with the cards they still hold: a claimer's while his
    /// claim stands (2017 Law 68C).
    pub faced: Vec<(Seat, Hand)>,
    /// Penalty cards left face up on the table (Law 50), each with the defender who still
    /// holds it: every player sees them, so a robot knows whose hand they are in.
    pub penalty_cards: Vec<(Seat, Card)>,
    /// The calls standing, in order, each with its alert where the robot may see it.
    pub auction: Vec<CallRecord>,
    /// The contract, once the auction has ended with a bid.
    pub contract: Option<Contract>,
    /// The declarer, once known.
    pub declarer: Option<Seat>,
    /// The quitted tricks, in order.
    pub tricks: Vec<Trick>,
    /// The trick in progress, the lead first.
    pub trick: Vec<PlayedCard>,
    /// The hand to call or play now (dummy's seat when declarer is to play from dummy), or
    /// `None` when nobody may.
    pub to_act: Option<Seat>,
    /// The cards of the hand to act that the table's rulings leave it, where a table said so:
    /// a penalty card to play, a lead restricted, a play required (Laws 50, 26, 57). `None`:
    /// nothing but following suit restricts it.
    pub allowed: Option<Hand>,
    /// What the table's bars forbid the robot to call now (Laws 16, 23, 26-32 and the auction
    /// codes' bars: any call but a pass, or a double or redouble); empty when it is barred
    /// from nothing. See [`Situation::may_call`].
    pub barred: Vec<BarScope>,
    /// Each side's partscore in the game in play, by [`cards::Side::index`]: trick points below
    /// the line that count towards game (rubber, Chicago, the auction codes); 0 at duplicate,
    /// where each board is scored by itself. The table knows only its deal: whoever keeps the
    /// scorepad sets it ([`crate::Robot::set_partscores`]).
    pub partscores: [u32; 2],
}

impl Situation {
    /// A deal before the first call: the robot at `seat` holding `hand`.
    pub fn new(code: CodeId, board: Board, seat: Seat, hand: Hand) -> Situation {
        Situation {
            code,
            board,
            seat,
            hand,
            dummy: None,
            faced: Vec::new(),
            penalty_cards: Vec::new(),
            auction: Vec::new(),
            contract: None,
            declarer: None,
            tricks: Vec::new(),
            trick: Vec::new(),
            to_act: Some(board.dealer()),
            allowed: None,
            barred: Vec::new(),
            partscores: [0, 0],
        }
    }

    /// What `seat` knows at `table` now, or `None` if the table's deal is not known to the
    /// engine (cards dealt at the table and never entered). Only `seat`'s own cards, and
    /// dummy's once the opening lead is faced, are taken from the deal; alerts of `seat`'s
    /// partner are left out as the table's own view leaves them out (Law 16B).
    pub fn from_table(table: &Table, seat: Seat) -> Option<Situation> {
        let deal = table.setup().deal?;
        let view = table.view(Some(seat));
        let state = &view.state;
        let played: Vec<&PlayedCard> = state
            .played
            .iter()
            .flat_map(|t| t.cards.iter())
            .chain(state.trick.iter())
            .collect();
        let remaining = |s: Seat| {
            let mut hand = deal.hands()[s.index()];
            for p in played.iter().filter(|p| p.seat == s) {
                hand.remove(p.card);
            }
            hand
        };
        let dummy = table.spread_dummy().map(|d| (d, remaining(d)));
        let faced = view
            .hands
            .iter()
            .map(|shown| shown.seat)
            .filter(|&s| s != seat && Some(s) != dummy.map(|(d, _)| d))
            .map(|s| (s, remaining(s)))
            .collect();
        Some(
            Situation {
                code: table.setup().code,
                board: table.setup().board,
                seat,
                hand: remaining(seat),
                dummy,
                faced,
                penalty_cards: state
                    .penalty_cards
                    .iter()
                    .map(|penalty| (penalty.seat, penalty.card))
                    .collect(),
                auction: state.auction.clone(),
                contract: state.contract,
                declarer: state.declarer,
                tricks: state.played.clone(),
                trick: state.trick.clone(),
                to_act: state.turn,
                allowed: None,
                barred: state
                    .barred
                    .iter()
                    .filter(|bar| bar.seat == seat)
                    .map(|bar| bar.scope)
                    .collect(),
                partscores: [0, 0],
            }
            .with_rulings(table),
        )
    }

    /// The situation with [`Situation::allowed`] found: of the cards that follow suit, those
    /// no ruling of the table forbids the hand to act ([`Table::proper_cards`]: a player
    /// knows the rulings that bind him; the table is the one place that applies them). Only
    /// when the robot sees that hand.
    fn with_rulings(mut self, table: &Table) -> Situation {
        let Some(turn) = self.to_act.filter(|_| table.state().phase == Phase::Play) else {
            return self;
        };
        let follows = self.legal_cards();
        let proper = table.proper_cards(turn, follows);
        if proper != follows && !proper.is_empty() {
            self.allowed = Some(proper);
        }
        self
    }

    /// Whether no bar of the table forbids the robot `call` ([`Situation::barred`]); whether
    /// the call is legal in the auction is another matter.
    pub fn may_call(&self, call: Call) -> bool {
        !self.barred.iter().any(|scope| scope.bars(call))
    }

    /// Whether the robot is to act now: its own turn, or dummy's turn when it is declarer.
    pub fn robot_to_act(&self) -> bool {
        match self.to_act {
            Some(s) if s == self.seat => Some(s) != self.dummy_seat(),
            Some(s) => Some(s) == self.dummy_seat() && self.declarer == Some(self.seat),
            None => false,
        }
    }

    /// Dummy's seat, once the contract is known.
    pub fn dummy_seat(&self) -> Option<Seat> {
        self.declarer.map(Seat::partner)
    }

    /// The cards `seat` still holds, if the robot can see them (its own, dummy's, a hand
    /// faced by a claimer).
    pub fn visible_hand(&self, seat: Seat) -> Option<Hand> {
        if seat == self.seat {
            return Some(self.hand);
        }
        self.dummy
            .iter()
            .chain(self.faced.iter())
            .find(|(s, _)| *s == seat)
            .map(|&(_, h)| h)
    }

    /// Every card played so far, in order, with its hand.
    pub fn played(&self) -> impl Iterator<Item = &PlayedCard> + '_ {
        self.tricks
            .iter()
            .flat_map(|t| t.cards.iter())
            .chain(self.trick.iter())
    }

    /// The cards `seat` was dealt, where the robot can see its remaining cards: those cards
    /// with the ones it has played.
    pub fn dealt_hand(&self, seat: Seat) -> Option<Hand> {
        let mut hand = self.visible_hand(seat)?;
        for p in self.played().filter(|p| p.seat == seat) {
            hand.insert(p.card);
        }
        Some(hand)
    }

    /// The suit led to the trick in progress.
    pub fn led_suit(&self) -> Option<Suit> {
        self.trick.first().map(|p| p.card.suit)
    }

    /// The cards the hand to act may play (Law 44C: follow suit if able; and the table's
    /// rulings, [`Situation::allowed`]), when the robot can see that hand; empty otherwise.
    pub fn legal_cards(&self) -> Hand {
        let Some(hand) = self.to_act.and_then(|s| self.visible_hand(s)) else {
            return Hand::EMPTY;
        };
        let follows = match self.led_suit() {
            Some(suit) if hand.suit_len(suit) > 0 => hand.suit(suit),
            _ => hand,
        };
        self.allowed.map_or(follows, |allowed| follows & allowed)
    }

    /// Records a call by `seat` (its alert, if any, as the robot was told), and who calls
    /// next. The auction's end is recorded with [`Situation::record_contract`].
    pub fn record_call(&mut self, seat: Seat, call: Call, alert: Option<String>) {
        self.auction.push(CallRecord {
            seat,
            call,
            artificial: alert,
        });
        self.to_act = Some(seat.lho());
    }

    /// Records the end of the auction: the contract and declarer, and the opening leader to
    /// act.
    pub fn record_contract(&mut self, contract: Contract, declarer: Seat) {
        self.contract = Some(contract);
        self.declarer = Some(declarer);
        self.to_act = Some(declarer.lho());
    }

    /// Records dummy's cards, as spread after the opening lead.
    pub fn record_dummy(&mut self, hand: Hand) {
        if let Some(d) = self.dummy_seat() {
            self.dummy = Some((d, hand));
        }
    }

    /// Records a card played by `seat`: removes it from a hand the robot sees, and when it
    /// completes a trick, quits the trick to its winner (Law 44E-F), who is next to act.
    pub fn record_card(&mut self, seat: Seat, card: Card) {
        if seat == self.seat {
            self.hand.remove(card);
        }
        for (_, hand) in self
            .dummy
            .iter_mut()
            .chain(self.faced.iter_mut())
            .filter(|(s, _)| *s == seat)
        {
            hand.remove(card);
        }
        self.penalty_cards.retain(|&(_, faced)| faced != card);
        self.trick.push(PlayedCard { seat, card });
        // The table's rulings were for the hand that has now played.
        self.allowed = None;
        if self.trick.len() < 4 {
            self.to_act = Some(seat.lho());
            return;
        }
        let cards: Vec<Card> = self.trick.iter().map(|p| p.card).collect();
        let trump = self.contract.and_then(|c| c.denomination.trump());
        let place = cards::winning_place(&cards, trump).unwrap_or(0);
        let winner = self.trick[place].seat;
        self.tricks.push(Trick {
            cards: std::mem::take(&mut self.trick),
            winner,
        });
        self.to_act = (self.tricks.len() < 13).then_some(winner);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use laws::table::{Event, Mode, Setup};

    fn table() -> Table {
        let deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
            .parse()
            .unwrap();
        Table::new(Setup {
            code: CodeId::Duplicate2017,
            mode: Mode::Guarded,
            board: Board::new(1).unwrap(),
            deal: Some(deal),
        })
    }

    fn call(table: &mut Table, seat: Seat, call: &str) {
        table
            .apply(Event::Call {
                seat,
                call: call.parse().unwrap(),
                artificial: None,
            })
            .unwrap();
    }

    /// A situation built call by call and card by card agrees with the one read off the
    /// table, and East sees dummy (North's partner South... here North declares, South is
    /// dummy) only after the opening lead.
    #[test]
    fn built_and_read_situations_agree() {
        let mut t = table();
        call(&mut t, Seat::North, "1C");
        for seat in [Seat::East, Seat::South, Seat::West] {
            call(&mut t, seat, "P");
        }
        let east_before = Situation::from_table(&t, Seat::East).unwrap();
        assert_eq!(east_before.dummy, None);
        assert_eq!(east_before.to_act, Some(Seat::East));
        assert!(east_before.robot_to_act());
        assert_eq!(east_before.hand.len(), 13);

        t.apply(Event::Play {
            seat: Seat::East,
            card: "ST".parse().unwrap(),
        })
        .unwrap();
        let north = Situation::from_table(&t, Seat::North).unwrap();
        // North declares: South is dummy and it is dummy's turn, North's to act.
        assert_eq!(north.to_act, Some(Seat::South));
        assert!(north.robot_to_act());
        assert_eq!(north.legal_cards().len(), 4, "South has four spades");

        let mut built = east_before.clone();
        built.record_card(Seat::East, "ST".parse().unwrap());
        built.record_dummy(north.dummy.unwrap().1);
        let east_after = Situation::from_table(&t, Seat::East).unwrap();
        assert_eq!(built, east_after);
    }

    /// A ruling on the cards of the hand to act is for that hand: once it has played, the next
    /// hand is bound by none of it.
    #[test]
    fn a_card_played_ends_the_rulings_on_the_hand_that_played_it() {
        let mut s = Situation::new(
            CodeId::Duplicate2017,
            Board::new(1).unwrap(),
            Seat::East,
            Hand::FULL,
        );
        s.record_contract("4H".parse().unwrap(), Seat::North);
        s.allowed = Some(std::iter::once("SA".parse().unwrap()).collect());
        s.record_card(Seat::East, "SA".parse().unwrap());
        assert_eq!(s.allowed, None);
    }

    /// A trick is quitted to the highest trump, then the highest card of the suit led.
    #[test]
    fn record_card_quits_a_trick_to_its_winner() {
        let hand = Hand::FULL;
        let mut s = Situation::new(
            CodeId::Duplicate2017,
            Board::new(1).unwrap(),
            Seat::North,
            hand,
        );
        s.record_contract("4H".parse().unwrap(), Seat::North);
        for (seat, card) in [
            (Seat::East, "SA"),
            (Seat::South, "H2"),
            (Seat::West, "SK"),
            (Seat::North, "S3"),
        ] {
            s.record_card(seat, card.parse().unwrap());
        }
        assert_eq!(s.tricks.len(), 1);
        assert_eq!(s.tricks[0].winner, Seat::South);
        assert_eq!(s.to_act, Some(Seat::South));
    }
}
