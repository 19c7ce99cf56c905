//! [`Record`]: what a board's file says, whatever the format: the board, the players, the
//! deal, the auction with its alerts, the cards played in order and the result. PBN and LIN
//! both read into it and write from it, so one converts to the other without losing what both
//! can express; [`Record::events`] turns it into the table's event log for a replay.

use cards::{Board, Card, Deal, PartialDeal, Seat, Suit, Vulnerability};
use laws::table::{Event, Mode, Phase, Rejection, Setup, State, Table};
use laws::{Call, CodeId, Contract};

/// A call as recorded, with its alert: `Some(explanation)` for a call alerted or explained
/// (PBN's note on the call, LIN's `!` mark and `an` text; the explanation may be empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedCall {
    /// The call.
    pub call: Call,
    /// The alert and its explanation, if the call was alerted.
    pub alert: Option<String>,
}

/// How the auction ended, as the file states it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Four passes: no contract.
    PassedOut,
    /// A contract played by `declarer`.
    Contract {
        /// The contract.
        contract: Contract,
        /// Its declarer.
        declarer: Seat,
    },
}

/// What a board's file records. Every field is optional in the files: a hand record has no
/// auction, a played board may hide the deal.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The event's name.
    pub event: Option<String>,
    /// Where it was played.
    pub site: Option<String>,
    /// When (PBN's `YYYY.MM.DD`).
    pub date: Option<String>,
    /// The board number.
    pub board: Option<u32>,
    /// The players, by seat index (N, E, S, W).
    pub players: [Option<String>; 4],
    /// The dealer.
    pub dealer: Option<Seat>,
    /// The vulnerability.
    pub vulnerability: Option<Vulnerability>,
    /// The deal (hands may be unknown).
    pub deal: Option<PartialDeal>,
    /// The calls from the dealer on.
    pub auction: Vec<RecordedCall>,
    /// The contract and declarer: as the file states them, or, where it states none (LIN
    /// never does), as its auction makes them.
    pub outcome: Option<Outcome>,
    /// The cards played, in the order they were played.
    pub play: Vec<Card>,
    /// The tricks won by declarer's side (after a claim, or at the end of play).
    pub result: Option<u8>,
    /// Commentary on the board (PBN's `{...}` and `;` commentary, LIN's `nt`), in order.
    pub commentary: Vec<String>,
    /// The room of a team match, as PBN's `Room` tag writes it (`Open` or `Closed`): from
    /// that tag, or from LIN's `qx` (`o` open, `c` closed).
    pub room: Option<String>,
}

/// A record the table would not take: which event (counted from 1) and the law's reason.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{what}: {rejection}")]
pub struct ReplayError {
    /// The action refused (`call 5 (2S)`, `card 12 (HK)`, `the claim`).
    pub what: String,
    /// Why, under which law.
    pub rejection: Rejection,
}

/// How the auction at a table ended: `None` while it goes on.
fn outcome_of(state: &State) -> Option<Outcome> {
    match (state.contract, state.declarer) {
        (Some(contract), Some(declarer)) => Some(Outcome::Contract { contract, declarer }),
        _ if state.phase != Phase::Auction => Some(Outcome::PassedOut),
        _ => None,
    }
}

impl Record {
    /// The record of a deal at `table`: its board and deal, the calls standing, the contract,
    /// the cards played (the quitted tricks and the trick in progress) and, once the deal is
    /// over, declarer's tricks.
    pub fn from_table(table: &Table) -> Record {
        let setup = table.setup();
        let state = table.state();
        Record {
            board: Some(setup.board.number()),
            dealer: Some(setup.board.dealer()),
            vulnerability: Some(setup.board.vulnerability()),
            deal: setup.deal.map(Into::into),
            auction: state
                .auction
                .iter()
                .map(|c| RecordedCall {
                    call: c.call,
                    alert: c.artificial.clone(),
                })
                .collect(),
            outcome: outcome_of(state),
            play: state
                .played
                .iter()
                .flat_map(|trick| &trick.cards)
                .chain(&state.trick)
                .map(|played| played.card)
                .collect(),
            result: (state.phase == Phase::Ended && state.contract.is_some())
                .then_some(state.tricks.declarer),
            ..Record::default()
        }
    }

    /// The contract and declarer: as recorded, or else as the auction makes them (for a
    /// record made in memory).
    pub fn outcome(&self) -> Option<Outcome> {
        if self.outcome.is_some() {
            return self.outcome;
        }
        outcome_of(self.replay_auction().ok()?.state())
    }

    /// The trump suit of the contract (`None` at no trump or with no contract known).
    pub fn trump(&self) -> Option<Suit> {
        match self.outcome() {
            Some(Outcome::Contract { contract, .. }) => contract.denomination.trump(),
            _ => None,
        }
    }

    /// The opening leader: declarer's left-hand opponent.
    pub fn leader(&self) -> Option<Seat> {
        match self.outcome() {
            Some(Outcome::Contract { declarer, .. }) => Some(declarer.lho()),
            _ => None,
        }
    }

    /// The play arranged in tricks: for each trick, its leader and the cards in the order
    /// played (the last trick may be short). `None` without a contract to know the leader
    /// and the trumps by.
    pub fn tricks(&self) -> Option<Vec<(Seat, Vec<Card>)>> {
        let mut leader = self.leader()?;
        let trump = self.trump();
        let mut tricks = Vec::new();
        for cards in self.play.chunks(4) {
            tricks.push((leader, cards.to_vec()));
            if let Some(place) = cards::winning_place(cards, trump).filter(|_| cards.len() == 4) {
                leader = leader.clockwise(place);
            }
        }
        Some(tricks)
    }

    /// The tricks declarer's side won in the complete tricks played (Law 44E, 44F); `None`
    /// without a contract.
    pub fn declarer_tricks_played(&self) -> Option<u8> {
        let Some(Outcome::Contract { declarer, .. }) = self.outcome() else {
            return None;
        };
        let trump = self.trump();
        let won = self
            .tricks()?
            .iter()
            .filter(|(leader, cards)| {
                cards.len() == 4
                    && cards::winning_place(cards, trump)
                        .is_some_and(|place| leader.clockwise(place).side() == declarer.side())
            })
            .count();
        Some(won as u8)
    }

    /// Arranges cards given by seat, trick by trick (PBN's play section: each trick's cards
    /// in seat order from the opening leader), into the order they were played, using the
    /// trumps to find who led each trick. A trick's missing cards (`None`) end the play.
    pub fn set_play_by_seat(&mut self, tricks: &[[Option<Card>; 4]]) {
        self.play.clear();
        let (Some(first), trump) = (self.leader(), self.trump()) else {
            return;
        };
        let mut leader = first;
        for trick in tricks {
            let start = (leader.index() + 4 - first.index()) % 4;
            let mut cards = Vec::new();
            for step in 0..4 {
                match trick[(start + step) % 4] {
                    Some(card) => cards.push(card),
                    None => break,
                }
            }
            let complete = cards.len() == 4;
            self.play.extend(&cards);
            if !complete {
                return;
            }
            if let Some(place) = cards::winning_place(&cards, trump) {
                leader = leader.clockwise(place);
            }
        }
    }

    /// The play by seat, trick by trick, columns from the opening leader (the inverse of
    /// [`Record::set_play_by_seat`]).
    pub fn play_by_seat(&self) -> Vec<[Option<Card>; 4]> {
        let (Some(first), Some(tricks)) = (self.leader(), self.tricks()) else {
            return Vec::new();
        };
        tricks
            .into_iter()
            .map(|(leader, cards)| {
                let mut row = [None; 4];
                for (step, card) in cards.into_iter().enumerate() {
                    let seat = leader.clockwise(step);
                    row[(seat.index() + 4 - first.index()) % 4] = Some(card);
                }
                row
            })
            .collect()
    }

    /// The table's setup for a replay under `code`: the board's number (1 if unknown), its
    /// dealer and vulnerability as recorded (else Law 2's for the number), the deal if whole.
    pub fn setup(&self, code: CodeId, mode: Mode) -> Setup {
        let number = self.board.filter(|&n| n > 0).unwrap_or(1);
        let law2 = Board::new(number).unwrap_or(Board::with(1, Seat::North, Vulnerability::None));
        Setup {
            code,
            mode,
            board: Board::with(
                number,
                self.dealer.unwrap_or(law2.dealer()),
                self.vulnerability.unwrap_or(law2.vulnerability()),
            ),
            deal: self.deal.and_then(|deal| deal.complete().ok()),
        }
    }

    /// The record as the table's event log: the calls in rotation from the dealer, the cards
    /// played (dummy's as dummy's), and, where the play stops short with a result recorded,
    /// declarer's claim of the rest and the defenders' agreement (Laws 68, 69).
    pub fn events(&self) -> Vec<Event> {
        let mut events = self.call_events();
        let Some(tricks) = self.tricks() else {
            return events;
        };
        for (leader, cards) in &tricks {
            for (step, &card) in cards.iter().enumerate() {
                events.push(Event::Play {
                    seat: leader.clockwise(step),
                    card,
                });
            }
        }
        if let (Some(result), Some(Outcome::Contract { declarer, .. })) =
            (self.result, self.outcome())
            && !self.play.is_empty()
            && self.play.len() < 52
        {
            let won = self.declarer_tricks_played().unwrap_or(0);
            let left = 13u8.saturating_sub((self.play.len() / 4) as u8);
            let tricks = result.saturating_sub(won).min(left);
            events.push(Event::Claim {
                seat: declarer,
                tricks,
                statement: None,
            });
            let responders = [declarer.lho(), declarer.rho()];
            events.extend(responders.into_iter().map(|seat| Event::Agree { seat }));
        }
        events
    }

    /// The calls, in rotation from the dealer.
    fn call_events(&self) -> Vec<Event> {
        let dealer = self
            .setup(CodeId::Duplicate2017, Mode::Guarded)
            .board
            .dealer();
        self.auction
            .iter()
            .enumerate()
            .map(|(i, recorded)| Event::Call {
                seat: dealer.clockwise(i),
                call: recorded.call,
                artificial: recorded.alert.clone(),
            })
            .collect()
    }

    /// Replays the auction at a guarded table under the 2017 Laws.
    fn replay_auction(&self) -> Result<Table, ReplayError> {
        let mut table = Table::new(self.setup(CodeId::Duplicate2017, Mode::Guarded));
        for (i, event) in self.call_events().into_iter().enumerate() {
            apply(&mut table, i, i, event)?;
        }
        Ok(table)
    }

    /// Replays the whole record at a guarded table under `code`: the table at the end, or
    /// the first action it refused with the law's reason. A contract stated in the file must
    /// be the one the auction reached (Law 22A), and a stated result the tricks the play gives
    /// (Law 79A).
    pub fn replay(&self, code: CodeId) -> Result<Table, ReplayError> {
        let mut table = Table::new(self.setup(code, Mode::Guarded));
        let mut checked = self.outcome.is_none() || self.auction.is_empty();
        for (i, event) in self.events().into_iter().enumerate() {
            if !checked && !matches!(event, Event::Call { .. }) {
                checked = true;
                self.check_outcome(&table)?;
            }
            apply(&mut table, i, self.auction.len(), event)?;
        }
        if !checked {
            self.check_outcome(&table)?;
        }
        let state = table.state();
        if let Some(result) = self.result
            && state.phase == Phase::Ended
            && state.contract.is_some()
            && state.tricks.declarer != result
        {
            return Err(ReplayError {
                what: "the result".to_string(),
                rejection: Rejection::new(
                    "Law 79A",
                    format!(
                        "the record says declarer took {result} tricks, but the play gives {}",
                        state.tricks.declarer
                    ),
                ),
            });
        }
        Ok(table)
    }

    /// Checks the stated contract against the one the auction at `table` reached.
    fn check_outcome(&self, table: &Table) -> Result<(), ReplayError> {
        let reached = outcome_of(table.state());
        if reached.is_none() || reached == self.outcome {
            return Ok(());
        }
        let describe = |outcome: Option<Outcome>| match outcome {
            Some(Outcome::Contract { contract, declarer }) => format!("{contract} by {declarer}"),
            _ => "passed out".to_string(),
        };
        Err(ReplayError {
            what: "the contract".to_string(),
            rejection: Rejection::new(
                "Law 22A",
                format!(
                    "the record says {}, but the auction makes it {}",
                    describe(self.outcome),
                    describe(reached)
                ),
            ),
        })
    }

    /// The deal, when all four hands are known.
    pub fn full_deal(&self) -> Option<Deal> {
        self.deal.and_then(|deal| deal.complete().ok())
    }
}

/// Applies an event of a record's log, naming it in the error: the `index`th event (from 0),
/// after `calls` calls (every call comes before the first card).
fn apply(table: &mut Table, index: usize, calls: usize, event: Event) -> Result<(), ReplayError> {
    let what = match &event {
        Event::Call { call, .. } => format!("call {} ({call})", index + 1),
        Event::Play { card, .. } => format!("card {} ({card})", index + 1 - calls),
        _ => "the claim".to_string(),
    };
    table
        .apply(event)
        .map_err(|rejection| ReplayError { what, rejection })
}
