//! A Blue Chip client: a robot at one seat of a table manager's table. It learns the deal from
//! the table manager's messages (its cards, the calls, dummy's cards, the cards played), keeps
//! what its seat knows as a [`Situation`], and asks its player ([`Decide`]) when it is to act.

use std::time::Duration;

use cards::{Board, Card, Seat};
use laws::CodeId;
use laws::table::{Event, Mode, Phase, Setup, Table};
use robots::{Decision, Robot, Situation};
use tokio::net::TcpStream;

use super::message::{Message, SeatChoice, Whose};
use super::wire::{Wire, WireError};

/// Whoever decides a seat's calls and cards.
pub trait Decide {
    /// The call or card for the hand to act, as [`Robot::decide`].
    fn decide(&mut self, situation: &Situation) -> Option<Decision>;
}

impl Decide for Robot {
    fn decide(&mut self, situation: &Situation) -> Option<Decision> {
        Robot::decide(self, situation)
    }
}

/// How a client connects.
#[derive(Clone, Debug)]
pub struct ClientConfig {
    /// The team's name.
    pub team: String,
    /// The seat asked for.
    pub seat: SeatChoice,
    /// The code of laws the robot plays by.
    pub code: CodeId,
    /// How long to wait for the table manager's next line.
    pub timeout: Duration,
}

impl ClientConfig {
    /// Team `team` at `seat`, the 2017 Laws, waiting up to ten minutes a line.
    pub fn new(team: impl Into<String>, seat: SeatChoice) -> ClientConfig {
        ClientConfig {
            team: team.into(),
            seat,
            code: CodeId::Duplicate2017,
            timeout: Duration::from_secs(600),
        }
    }
}

/// A board as the client saw it end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClientBoard {
    /// The board.
    pub board: Board,
    /// The contract and declarer (`4S` by `N`), `None` when passed out.
    pub contract: Option<(laws::Contract, Seat)>,
    /// The tricks declarer's side took.
    pub declarer_tricks: u8,
}

/// What a client's session came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClientReport {
    /// The seat played.
    pub seat: Seat,
    /// The teams, North-South's and East-West's.
    pub teams: (String, String),
    /// The boards played to the end.
    pub boards: Vec<ClientBoard>,
}

/// Why a client stopped before `End of session`.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// The connection.
    #[error("the table manager's connection: {0}")]
    Wire(#[from] WireError),
    /// A line that is no message of the protocol.
    #[error("the table manager sent line {line}: {error}")]
    Parse {
        /// The line's number.
        line: usize,
        /// What was wrong.
        error: super::message::ParseError,
    },
    /// A message that makes no sense now.
    #[error("the table manager sent \"{0}\", which was not expected now")]
    Unexpected(String),
    /// The table manager gave another seat than the one asked for.
    #[error("asked for {asked}, the table manager seated us at {given}")]
    WrongSeat {
        /// The seat asked for.
        asked: Seat,
        /// The seat given.
        given: Seat,
    },
    /// A call the Laws refuse, or a card that cannot have been played, passed on by the table
    /// manager.
    #[error("the table manager passed on a call or card that cannot be: {0}")]
    Inconsistent(String),
    /// The table manager refused a line of ours (`ERROR: ...`): the client and the table
    /// manager no longer agree, and the client stops.
    #[error("the table manager refused our line: {0}")]
    Refused(String),
    /// The robot chose a call or card the Laws refuse (a fault of the robot's).
    #[error("the robot chose {0}")]
    Illegal(String),
    /// The player had nothing to do when it was its turn.
    #[error("the robot made no {0} when it was to act")]
    NoDecision(&'static str),
}

/// Connects to a table manager at `address` and plays until `End of session`.
pub async fn connect_and_play(
    address: &str,
    config: &ClientConfig,
    player: &mut impl Decide,
) -> Result<ClientReport, ClientError> {
    let stream = TcpStream::connect(address)
        .await
        .map_err(|e| ClientError::Wire(WireError::Io(e)))?;
    play(stream, config, player).await
}

/// Plays a session over `stream`, connected to a table manager, until `End of session`.
pub async fn play(
    stream: TcpStream,
    config: &ClientConfig,
    player: &mut impl Decide,
) -> Result<ClientReport, ClientError> {
    let mut client = Client {
        wire: Wire::new(stream, config.timeout),
        broken: None,
        code: config.code,
        seat: Seat::North,
        board: None,
        deal: None,
        report: ClientReport {
            seat: Seat::North,
            teams: Default::default(),
            boards: Vec::new(),
        },
    };
    client
        .send(&Message::Connecting {
            team: config.team.clone(),
            seat: config.seat,
            version: super::PROTOCOL_VERSION,
        })
        .await?;
    match client.next().await? {
        Message::Seated { seat, .. } => {
            if let SeatChoice::Seat(asked) = config.seat
                && asked != seat
            {
                return Err(ClientError::WrongSeat { asked, given: seat });
            }
            client.seat = seat;
            client.report.seat = seat;
        }
        other => return Err(ClientError::Unexpected(other.to_string())),
    }
    client.send(&Message::ReadyForTeams(client.seat)).await?;
    loop {
        let message = client.next().await?;
        match message {
            Message::Teams { ns, ew } => {
                client.report.teams = (ns, ew);
                client.send(&Message::ReadyToStart(client.seat)).await?;
            }
            Message::StartOfBoard => client.send(&Message::ReadyForDeal(client.seat)).await?,
            Message::BoardInfo(board) => {
                client.board = Some(board);
                client.send(&Message::ReadyForCards(client.seat)).await?;
            }
            Message::Cards {
                whose: Whose::Seat(seat),
                hand,
            } if seat == client.seat => {
                let board = client
                    .board
                    .ok_or_else(|| ClientError::Unexpected(format!("{seat}'s cards")))?;
                client.deal = Some(DealState {
                    situation: Situation::new(client.code, board, seat, hand),
                    auction: Table::new(Setup {
                        code: client.code,
                        mode: Mode::Guarded,
                        board,
                        deal: None,
                    }),
                    lead_asked: false,
                    dummy_asked: false,
                });
                client.advance(player).await?;
            }
            Message::Call { seat, call, alert } => {
                client.record_call(seat, call, alert)?;
                client.advance(player).await?;
            }
            Message::Cards {
                whose: Whose::Dummy,
                hand,
            } => {
                client.deal_mut(&message)?.situation.record_dummy(hand);
                client.advance(player).await?;
            }
            Message::ToLead(_) => {
                client.deal_mut(&message)?.lead_asked = true;
                client.advance(player).await?;
            }
            Message::Plays { whose, card } => {
                let deal = client.deal_mut(&message)?;
                let seat = match whose {
                    Whose::Seat(seat) => seat,
                    Whose::Dummy => deal
                        .situation
                        .dummy_seat()
                        .ok_or_else(|| ClientError::Unexpected(message.to_string()))?,
                };
                check_relayed(&deal.situation, seat, card)
                    .map_err(|why| ClientError::Inconsistent(format!("{message}: {why}")))?;
                deal.situation.record_card(seat, card);
                client.advance(player).await?;
            }
            Message::Timing(_) => client.end_board(),
            Message::Error(text) => return Err(ClientError::Refused(text)),
            Message::EndOfSession => return Ok(client.report),
            other => return Err(ClientError::Unexpected(other.to_string())),
        }
    }
}

/// The board in progress, as the client knows it.
struct DealState {
    situation: Situation,
    /// The auction, at a table of its own that knows no cards: it says when the auction is
    /// over and what the contract is.
    auction: Table,
    /// The table manager said `... to lead`.
    lead_asked: bool,
    /// The client asked for dummy's cards.
    dummy_asked: bool,
}

struct Client {
    wire: Wire,
    /// Why a line could not be sent, if one could not.
    broken: Option<WireError>,
    code: CodeId,
    seat: Seat,
    board: Option<Board>,
    deal: Option<DealState>,
    report: ClientReport,
}

impl Client {
    /// Sends a line. A line that cannot be sent is no error yet: the table manager may have
    /// ended the session, and its `End of session` may still be there to read.
    async fn send(&mut self, message: &Message) -> Result<(), ClientError> {
        if let Err(error) = self.wire.write_line(&message.to_string()).await {
            self.broken.get_or_insert(error);
        }
        Ok(())
    }

    async fn next(&mut self) -> Result<Message, ClientError> {
        let line = match self.wire.read_line().await {
            Ok(line) => line,
            Err(error) => return Err(self.broken.take().unwrap_or(error).into()),
        };
        Message::parse(&line).map_err(|error| ClientError::Parse {
            line: self.wire.lines_read,
            error,
        })
    }

    fn deal_mut(&mut self, message: &Message) -> Result<&mut DealState, ClientError> {
        self.deal
            .as_mut()
            .ok_or_else(|| ClientError::Unexpected(message.to_string()))
    }

    fn record_call(
        &mut self,
        seat: Seat,
        call: laws::Call,
        alert: Option<String>,
    ) -> Result<(), ClientError> {
        let message = Message::Call {
            seat,
            call,
            alert: alert.clone(),
        };
        let deal = self.deal_mut(&message)?;
        let event = Event::Call {
            seat,
            call,
            artificial: alert.clone(),
        };
        deal.auction
            .apply(event)
            .map_err(|rejection| ClientError::Inconsistent(format!("{message}: {rejection}")))?;
        deal.situation.record_call(seat, call, alert);
        let state = deal.auction.state();
        if state.phase != Phase::Auction
            && let (Some(contract), Some(declarer)) = (state.contract, state.declarer)
        {
            deal.situation.record_contract(contract, declarer);
        }
        Ok(())
    }

    /// Acts as long as it is the client's turn, then says what it waits for.
    async fn advance(&mut self, player: &mut impl Decide) -> Result<(), ClientError> {
        loop {
            let me = self.seat;
            let Some(deal) = self.deal.as_mut() else {
                return Ok(());
            };
            let auction = deal.auction.state();
            if auction.phase == Phase::Auction {
                let Some(turn) = auction.turn else {
                    return Ok(());
                };
                if turn != me {
                    return self
                        .send(&Message::ReadyForBid {
                            seat: me,
                            from: turn,
                        })
                        .await;
                }
                let Some(Decision::Call { call, alert }) = player.decide(&deal.situation) else {
                    return Err(ClientError::NoDecision("call"));
                };
                let mut check = deal.auction.clone();
                let event = Event::Call {
                    seat: me,
                    call,
                    artificial: alert.clone(),
                };
                if let Err(rejection) = check.apply(event) {
                    return Err(ClientError::Illegal(format!("{call}: {rejection}")));
                }
                self.send(&Message::Call {
                    seat: me,
                    call,
                    alert: alert.clone(),
                })
                .await?;
                self.record_call(me, call, alert)?;
                continue;
            }
            let situation = &deal.situation;
            let (Some(declarer), Some(hand)) = (situation.declarer, situation.to_act) else {
                // Passed out, or all thirteen tricks played: the timing line comes next.
                return Ok(());
            };
            let dummy = declarer.partner();
            let opening_lead_made = situation.tricks.is_empty() && situation.trick.len() == 1;
            if opening_lead_made && me != dummy && situation.dummy.is_none() {
                if !deal.dummy_asked {
                    deal.dummy_asked = true;
                    self.send(&Message::ReadyForDummy(me)).await?;
                }
                return Ok(());
            }
            let player_seat = if hand == dummy { declarer } else { hand };
            let trick = u8::try_from(situation.tricks.len() + 1).unwrap_or(13);
            if player_seat != me {
                let from = if hand == me {
                    // Dummy waits for the card declarer names from its hand.
                    Whose::Dummy
                } else {
                    Whose::Seat(hand)
                };
                return self
                    .send(&Message::ReadyForCard {
                        seat: me,
                        from,
                        trick,
                    })
                    .await;
            }
            if situation.trick.is_empty() && !deal.lead_asked {
                // The table manager says `... to lead` first.
                return Ok(());
            }
            deal.lead_asked = false;
            let Some(Decision::Card(card)) = player.decide(&deal.situation) else {
                return Err(ClientError::NoDecision("card"));
            };
            // Law 44C: follow suit if able; and only a card the hand holds.
            if !deal.situation.legal_cards().contains(card) {
                return Err(ClientError::Illegal(format!(
                    "{} from {}, not a card it may play",
                    super::message::card_text(card),
                    hand.name()
                )));
            }
            deal.situation.record_card(hand, card);
            self.send(&Message::Plays {
                whose: Whose::Seat(hand),
                card,
            })
            .await?;
        }
    }

    /// The timing line: the board is over.
    fn end_board(&mut self) {
        let Some(deal) = self.deal.take() else {
            return;
        };
        let situation = deal.situation;
        let contract = situation.contract.zip(situation.declarer);
        let declarer_tricks = situation.declarer.map_or(0, |declarer| {
            situation
                .tricks
                .iter()
                .filter(|t| t.winner.side() == declarer.side())
                .count() as u8
        });
        self.report.boards.push(ClientBoard {
            board: situation.board,
            contract,
            declarer_tricks,
        });
    }
}

/// Checks a card the table manager relays before it is recorded: the auction is over, it comes
/// from the hand whose turn it is and which the robot does not play itself, has not been
/// played already, and is not a card of another hand the robot sees (nor missing from the
/// playing hand, when the robot sees that one). A table manager that
/// relays otherwise has lost track of the deal, and the session ends with why.
fn check_relayed(situation: &Situation, seat: Seat, card: Card) -> Result<(), String> {
    let card_text = super::message::card_text(card);
    if situation.contract.is_none() {
        return Err("no card is played before the auction ends in a contract".to_string());
    }
    if situation.robot_to_act() {
        return Err(format!("{} is ours to play", seat.name()));
    }
    match situation.to_act {
        Some(turn) if turn == seat => {}
        Some(turn) => return Err(format!("it is {}'s turn", turn.name())),
        None => return Err("no card is due".to_string()),
    }
    if situation.played().any(|played| played.card == card) {
        return Err(format!("{card_text} has been played already"));
    }
    if situation
        .visible_hand(seat)
        .is_some_and(|hand| !hand.contains(card))
    {
        return Err(format!("{} does not hold {card_text}", seat.name()));
    }
    if let Some(holder) = Seat::ALL.into_iter().find(|&other| {
        other != seat
            && situation
                .visible_hand(other)
                .is_some_and(|hand| hand.contains(card))
    }) {
        return Err(format!("{} holds {card_text}", holder.name()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().expect("a card")
    }

    /// South, at 4S by West (North leads), dummy East, and dummy's cards.
    fn south_defending() -> (Situation, cards::Hand) {
        let deal: cards::Deal =
            "N:AK32.KQ2.Q32.432 QJT9.AJ3.AJ4.AK5 8765.T98.T98.T98 4.7654.K765.QJ76"
                .parse()
                .expect("a deal");
        let mut situation = Situation::new(
            CodeId::Duplicate2017,
            Board::new(1).expect("board 1"),
            Seat::South,
            deal.hands()[Seat::South.index()],
        );
        situation.record_contract("4S".parse().expect("a contract"), Seat::West);
        (situation, deal.hands()[Seat::East.index()])
    }

    #[test]
    fn a_relayed_card_is_checked_against_what_the_robot_sees() {
        let (mut situation, dummy) = south_defending();
        // Only North may lead.
        assert_eq!(
            check_relayed(&situation, Seat::East, card("SQ")),
            Err("it is North's turn".to_string())
        );
        // South holds the eight of spades: North cannot play it.
        assert_eq!(
            check_relayed(&situation, Seat::North, card("S8")),
            Err("South holds 8S".to_string())
        );
        assert_eq!(check_relayed(&situation, Seat::North, card("HK")), Ok(()));
        situation.record_card(Seat::North, card("HK"));
        situation.record_dummy(dummy);
        // Dummy's cards are seen: it plays only what it holds, and nobody plays a card twice.
        assert_eq!(
            check_relayed(&situation, Seat::East, card("H7")),
            Err("East does not hold 7H".to_string())
        );
        assert_eq!(
            check_relayed(&situation, Seat::East, card("HK")),
            Err("KH has been played already".to_string())
        );
        assert_eq!(check_relayed(&situation, Seat::East, card("HA")), Ok(()));
        // South's card is the robot's own to play: the table manager does not play it.
        situation.record_card(Seat::East, card("HA"));
        assert_eq!(
            check_relayed(&situation, Seat::South, card("H8")),
            Err("South is ours to play".to_string())
        );
    }

    /// No card is played while the auction goes on.
    #[test]
    fn a_card_relayed_during_the_auction_is_refused() {
        let (mut situation, _) = south_defending();
        situation.contract = None;
        situation.declarer = None;
        situation.to_act = Some(Seat::West);
        assert_eq!(
            check_relayed(&situation, Seat::West, card("SA")),
            Err("no card is played before the auction ends in a contract".to_string())
        );
    }
}
