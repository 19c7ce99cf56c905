//! The table manager: four clients connect to one listener, and a session of boards is played
//! through a guarded [`Table`] each, the protocol's handshakes in lockstep.
//!
//! A line the table manager cannot take (no message of the protocol, the wrong message at that
//! moment, a call or card the Laws refuse) is answered `ERROR: <why>` on that connection, and
//! the table manager waits for the line again; after [`ManagerConfig::max_errors`] such lines
//! in a row from one client the session ends. A client that disconnects or stays silent
//! longer than [`ManagerConfig::timeout`] ends the session: the others are sent
//! `End of session`, and the boards finished so far are kept.

use std::fmt;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use cards::{Board, Deal, DealGenerator, Seat, Side};
use laws::CodeId;
use laws::table::{Event, Mode, Phase, Setup, Table};
use tokio::net::TcpListener;

use super::message::{Message, SeatChoice, Timing, Whose};
use super::wire::{Wire, WireError};

/// How a table manager runs a session.
#[derive(Clone, Debug)]
pub struct ManagerConfig {
    /// The number of boards (numbered from `first_board`; Law 2 gives each its dealer and
    /// vulnerability).
    pub boards: u32,
    /// The first board's number.
    pub first_board: u32,
    /// The seed of the deals: the same seed, the same deals.
    pub seed: u64,
    /// Boards to play instead of dealing from the seed (a PBN file's, a test's); when not
    /// empty, `boards`, `first_board` and `seed` are not used.
    pub given: Vec<(Board, Deal)>,
    /// The code of laws: a duplicate code, as the protocol knows no rubber ([`session_code`];
    /// [`serve_session`] refuses any other).
    pub code: CodeId,
    /// How long a client may take over any one line.
    pub timeout: Duration,
    /// Bad lines in a row from one client before the session ends.
    pub max_errors: u32,
}

/// A code the Blue Chip protocol cannot play: it knows duplicate boards, each scored by itself,
/// and no rubber, Chicago or Auction Bridge scorepad.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a Blue Chip session plays duplicate boards: duplicate2017 or duplicate2007, not {0}")]
pub struct NotDuplicate(pub CodeId);

/// `code`, if a Blue Chip session can be played under it: a duplicate code (the 2017 or 2007
/// Laws).
pub fn session_code(code: CodeId) -> Result<CodeId, NotDuplicate> {
    if code.is_duplicate() {
        Ok(code)
    } else {
        Err(NotDuplicate(code))
    }
}

impl ManagerConfig {
    /// `boards` boards from board 1, dealt from `seed`, under the 2017 Laws, a client given
    /// ten minutes a line and three tries.
    pub fn new(boards: u32, seed: u64) -> ManagerConfig {
        ManagerConfig {
            boards,
            first_board: 1,
            seed,
            given: Vec::new(),
            code: CodeId::Duplicate2017,
            timeout: Duration::from_secs(600),
            max_errors: 3,
        }
    }

    /// The boards to play, with their deals, dealt as they are wanted.
    pub fn deals(&self) -> impl Iterator<Item = (Board, Deal)> + '_ {
        let mut generator = DealGenerator::from_seed(self.seed);
        let dealt = (0..self.boards)
            .filter(|_| self.given.is_empty())
            .map_while(move |i| {
                let board = Board::new(self.first_board.checked_add(i)?).ok()?;
                Some((board, generator.deal()))
            });
        self.given.iter().copied().chain(dealt)
    }

    /// The number of boards a session plays.
    pub fn board_count(&self) -> usize {
        if self.given.is_empty() {
            self.boards as usize
        } else {
            self.given.len()
        }
    }
}

/// How a session ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionEnd {
    /// Every board was played.
    Completed,
    /// A client went away or stayed silent: the connection closed, the time ran out, a line
    /// too long.
    Lost {
        /// Whose connection.
        seat: Seat,
        /// What happened.
        reason: String,
    },
    /// A client sent [`ManagerConfig::max_errors`] lines in a row the table manager could
    /// not take.
    Refused {
        /// Whose connection.
        seat: Seat,
    },
    /// The table reached a state the protocol cannot carry on from.
    Stuck(String),
}

impl fmt::Display for SessionEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SessionEnd::Completed => f.write_str("every board was played"),
            SessionEnd::Lost { seat, reason } => write!(f, "{} was lost: {reason}", seat.name()),
            SessionEnd::Refused { seat } => {
                write!(f, "{} sent too many lines it could not take", seat.name())
            }
            SessionEnd::Stuck(why) => write!(f, "the table could not go on: {why}"),
        }
    }
}

/// What a session leaves: the teams, the boards played, and how it ended.
#[derive(Clone, Debug)]
pub struct SessionRecord {
    /// Each seat's team name, by seat index (N, E, S, W).
    pub teams: [String; 4],
    /// The boards played to the end, in order, each its table (the log of calls and cards).
    pub boards: Vec<Table>,
    /// The board in progress when the session ended early.
    pub unfinished: Option<Table>,
    /// How it ended.
    pub end: SessionEnd,
    /// What the table manager noted: seats taken, lines refused and why.
    pub log: Vec<String>,
}

impl SessionRecord {
    /// The session as PBN (export format): each board played, then the unfinished one; the
    /// players are the team names, the event `event`.
    pub fn to_pbn(&self, event: &str) -> String {
        let mut out = String::new();
        let _ = formats::pbn::write_header(&mut out);
        out.push_str(&self.pbn_games(event));
        out
    }

    /// The session's games as [`SessionRecord::to_pbn`] writes them, without the export
    /// header (to add to a file that has it).
    pub fn pbn_games(&self, event: &str) -> String {
        let mut out = String::new();
        for table in self.boards.iter().chain(self.unfinished.as_ref()) {
            let mut record = formats::Record::from_table(table);
            record.event = Some(event.to_string());
            record.players = self.teams.clone().map(Some);
            let _ = formats::pbn::write_game(&mut out, &record.to_pbn());
        }
        out
    }
}

/// Why the session stopped early (internal: the end and nothing more).
type Stop = SessionEnd;

/// Waits for four clients on `listener`, seats them and plays the session; `Err` only when the
/// configuration's code is not one the protocol plays, before any connection is taken.
/// Connections that never say who they are, or ask for a seat taken, are answered
/// `ERROR: ...` and closed, and the table manager waits for another; a connection the system
/// refuses is waited past.
pub async fn serve_session(
    listener: &TcpListener,
    config: &ManagerConfig,
) -> Result<SessionRecord, NotDuplicate> {
    session_code(config.code)?;
    let mut log = Vec::new();
    let mut wires: [Option<Wire>; 4] = [None, None, None, None];
    let mut teams: [String; 4] = Default::default();
    // Connections introduce themselves side by side: one slow to say who it is holds up no
    // other. Seats are given here, one introduction at a time, in the order they finish.
    let mut introductions = tokio::task::JoinSet::new();
    // Said once until a connection is taken again, not every tenth of a second.
    let mut refusing = false;
    let [n, e, s, w] = loop {
        match wires {
            [Some(n), Some(e), Some(s), Some(w)] => break [n, e, s, w],
            waiting => wires = waiting,
        }
        tokio::select! {
            accepted = listener.accept() => {
                // A connection refused by the system (too many open, say) is no reason to
                // stop taking others: wait a moment and go on.
                let (stream, address) = match accepted {
                    Ok(accepted) => accepted,
                    Err(error) => {
                        if !refusing {
                            eprintln!("arbiter serve: Blue Chip: cannot take a connection: {error}");
                        }
                        refusing = true;
                        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                        continue;
                    }
                };
                refusing = false;
                let wire = Wire::new(stream, config.timeout);
                introductions.spawn(introduce(wire, address, config.max_errors));
            }
            Some(joined) = introductions.join_next() => {
                let Ok(mut introduction) = joined else { continue };
                log.append(&mut introduction.log);
                if let Some((seat, team)) = seat_for(&mut introduction, &wires, &mut log).await {
                    teams[seat.index()] = team;
                    wires[seat.index()] = Some(introduction.wire);
                } else {
                    introduction.wire.close().await;
                }
            }
        }
    };
    let mut manager = Manager {
        wires: [n, e, s, w],
        config,
        log,
        errors: [0; 4],
        current: None,
        mark: Instant::now(),
        board_time: [Duration::ZERO; 2],
        total_time: [Duration::ZERO; 2],
    };
    let mut boards = Vec::new();
    let end = match manager.run(&teams, &mut boards).await {
        Ok(()) => SessionEnd::Completed,
        Err(end) => end,
    };
    if end != SessionEnd::Completed {
        manager.log.push(format!("session ended early: {end}"));
    }
    manager.finish().await;
    Ok(SessionRecord {
        teams,
        boards,
        unfinished: manager.current.take(),
        end,
        log: manager.log,
    })
}

/// A new connection and what it said it is.
struct Introduction {
    wire: Wire,
    address: SocketAddr,
    /// The team, the seat asked for and the protocol version; `None` if it never said.
    connecting: Option<(String, SeatChoice, u32)>,
    log: Vec<String>,
}

/// Reads a new connection's `Connecting ...` line, answering `ERROR: ...` to each other line
/// up to `tries` lines.
async fn introduce(mut wire: Wire, address: SocketAddr, tries: u32) -> Introduction {
    let mut log = Vec::new();
    let mut connecting = None;
    for _ in 0..tries.max(1) {
        let line = match wire.read_line().await {
            Ok(line) => line,
            Err(error) => {
                log.push(format!("a connection from {address}: {error}"));
                break;
            }
        };
        let why = match Message::parse(&line) {
            Ok(Message::Connecting {
                team,
                seat,
                version,
            }) => {
                connecting = Some((team, seat, version));
                break;
            }
            Ok(_) => format!(
                "expected `Connecting \"team\" as North using protocol version 18`, not \"{line}\""
            ),
            Err(error) => format!("line {}: {error}", wire.lines_read),
        };
        log.push(format!("a connection from {address}: {why}"));
        if wire
            .write_line(&Message::Error(why).to_string())
            .await
            .is_err()
        {
            break;
        }
    }
    Introduction {
        wire,
        address,
        connecting,
        log,
    }
}

/// The seat for a connection that has introduced itself, told it (`North ("team") seated`),
/// or `None`, the connection told why (`ERROR: North is taken`).
async fn seat_for(
    introduction: &mut Introduction,
    seated: &[Option<Wire>; 4],
    log: &mut Vec<String>,
) -> Option<(Seat, String)> {
    let (team, choice, version) = introduction.connecting.clone()?;
    if version != super::PROTOCOL_VERSION {
        log.push(format!(
            "\"{team}\" speaks protocol version {version}; this table manager speaks {}",
            super::PROTOCOL_VERSION
        ));
    }
    let free = |seat: &Seat| seated[seat.index()].is_none();
    let seat = match choice {
        SeatChoice::Seat(seat) if free(&seat) => seat,
        SeatChoice::Any => Seat::ALL.into_iter().find(free)?,
        SeatChoice::Seat(seat) => {
            let why = format!("{} is taken", seat.name());
            log.push(format!("\"{team}\" from {}: {why}", introduction.address));
            let refusal = Message::Error(why).to_string();
            let _ = introduction.wire.write_line(&refusal).await;
            return None;
        }
    };
    let seated = Message::Seated {
        seat,
        team: team.clone(),
    };
    introduction
        .wire
        .write_line(&seated.to_string())
        .await
        .ok()?;
    log.push(format!(
        "{} (\"{team}\") seated from {}",
        seat.name(),
        introduction.address
    ));
    Some((seat, team))
}

/// The seated clients and the board in progress.
struct Manager<'a> {
    wires: [Wire; 4],
    config: &'a ManagerConfig,
    log: Vec<String>,
    /// Bad lines in a row, by seat.
    errors: [u32; 4],
    /// The board in progress.
    current: Option<Table>,
    /// When the seat to act was last asked (for the timing line).
    mark: Instant,
    /// Each side's thinking time on this board and in the session (by [`Side::index`]).
    board_time: [Duration; 2],
    total_time: [Duration; 2],
}

impl Manager<'_> {
    async fn run(&mut self, teams: &[String; 4], boards: &mut Vec<Table>) -> Result<(), Stop> {
        for seat in Seat::ALL {
            self.expect(seat, "ready for teams", |m| {
                (*m == Message::ReadyForTeams(seat)).then_some(())
            })
            .await?;
        }
        let names = Message::Teams {
            ns: teams[Seat::North.index()].clone(),
            ew: teams[Seat::East.index()].clone(),
        };
        self.broadcast(&names).await?;
        for seat in Seat::ALL {
            self.expect(seat, "ready to start", |m| {
                (*m == Message::ReadyToStart(seat)).then_some(())
            })
            .await?;
        }
        let config = self.config;
        for (board, deal) in config.deals() {
            boards.push(self.play_board(board, deal).await?);
        }
        Ok(())
    }

    /// Says `End of session` to every client still there and closes the connections.
    async fn finish(&mut self) {
        let line = Message::EndOfSession.to_string();
        for wire in &mut self.wires {
            let _ = wire.write_line(&line).await;
            wire.close().await;
        }
        for wire in &mut self.wires {
            wire.drain(Duration::from_secs(1)).await;
        }
    }

    async fn play_board(&mut self, board: Board, deal: Deal) -> Result<Table, Stop> {
        self.board_time = [Duration::ZERO; 2];
        self.broadcast(&Message::StartOfBoard).await?;
        for seat in Seat::ALL {
            self.expect(seat, "ready for deal", |m| {
                (*m == Message::ReadyForDeal(seat)).then_some(())
            })
            .await?;
        }
        self.broadcast(&Message::BoardInfo(board)).await?;
        for seat in Seat::ALL {
            self.expect(seat, "ready for cards", |m| {
                (*m == Message::ReadyForCards(seat)).then_some(())
            })
            .await?;
        }
        self.current = Some(Table::new(Setup {
            code: self.config.code,
            mode: Mode::Guarded,
            board,
            deal: Some(deal),
        }));
        for seat in Seat::ALL {
            let cards = Message::Cards {
                whose: Whose::Seat(seat),
                hand: deal.hand(seat),
            };
            self.send(seat, &cards).await?;
        }
        self.mark = Instant::now();
        while self.phase() == Phase::Auction {
            self.auction_step().await?;
        }
        if self.phase() == Phase::Play {
            // The opening lead (Law 41), then dummy's cards to the other three (Law 41D).
            self.card_step().await?;
            self.spread_dummy(deal).await?;
            while self.phase() == Phase::Play {
                self.card_step().await?;
            }
        }
        for side in Side::ALL {
            self.total_time[side.index()] += self.board_time[side.index()];
        }
        let seconds = |d: Duration| d.as_secs_f64().round() as u64;
        let timing = Timing {
            ns_board: seconds(self.board_time[0]),
            ns_total: seconds(self.total_time[0]),
            ew_board: seconds(self.board_time[1]),
            ew_total: seconds(self.total_time[1]),
        };
        self.broadcast(&Message::Timing(timing)).await?;
        self.current
            .take()
            .ok_or_else(|| Stop::Stuck("the board's table went missing".into()))
    }

    fn table(&mut self) -> Result<&mut Table, Stop> {
        self.current
            .as_mut()
            .ok_or_else(|| Stop::Stuck("no board is in progress".into()))
    }

    fn phase(&self) -> Phase {
        self.current
            .as_ref()
            .map_or(Phase::Ended, |t| t.state().phase)
    }

    /// The seat to act, or the end of the session if the table names none.
    fn turn(&mut self) -> Result<Seat, Stop> {
        let state = self.table()?.state();
        state.turn.ok_or_else(|| {
            Stop::Stuck(format!(
                "nobody is to act in the {:?} phase (a ruling is pending?)",
                state.phase
            ))
        })
    }

    /// One call: from the seat to call, then passed on to each other seat once it is ready;
    /// an alert goes to the opponents only (Law 20F: the explanation is theirs; Law 16B: not
    /// the caller's partner's).
    async fn auction_step(&mut self) -> Result<(), Stop> {
        let caller = self.turn()?;
        let (call, alert) = loop {
            let (call, alert) = self
                .expect(
                    caller,
                    "a call (bids, passes, doubles, redoubles)",
                    |m| match m {
                        Message::Call { seat, call, alert } if *seat == caller => {
                            Some((*call, alert.clone()))
                        }
                        _ => None,
                    },
                )
                .await?;
            let artificial = alert.clone().map(|text| {
                if text.is_empty() {
                    "(alerted; no explanation given)".to_string()
                } else {
                    text
                }
            });
            let event = Event::Call {
                seat: caller,
                call,
                artificial,
            };
            match self.table()?.apply(event) {
                Ok(()) => break (call, alert),
                Err(rejection) => {
                    self.refuse(caller, format!("{call} is not allowed: {rejection}"))
                        .await?;
                }
            }
        };
        self.charge(caller);
        for seat in Seat::ALL.into_iter().filter(|&s| s != caller) {
            self.expect(seat, &format!("ready for {}'s bid", caller.name()), |m| {
                (*m == Message::ReadyForBid { seat, from: caller }).then_some(())
            })
            .await?;
            let opponent = seat.side() != caller.side();
            let relay = Message::Call {
                seat: caller,
                call,
                alert: alert.clone().filter(|_| opponent),
            };
            self.send(seat, &relay).await?;
        }
        self.mark = Instant::now();
        Ok(())
    }

    /// One card: `to lead` to the hand's player at a trick's start, the card from him
    /// (declarer names dummy's, Law 45B), then to each other seat once it is ready.
    async fn card_step(&mut self) -> Result<(), Stop> {
        let hand = self.turn()?;
        let (declarer, trick, first) = {
            let state = self.table()?.state();
            let declarer = state
                .declarer
                .ok_or_else(|| Stop::Stuck("the play began with no declarer".into()))?;
            (declarer, state.played.len() + 1, state.trick.is_empty())
        };
        let dummy = declarer.partner();
        let player = if hand == dummy { declarer } else { hand };
        let whose = if hand == dummy {
            Whose::Dummy
        } else {
            Whose::Seat(hand)
        };
        if first {
            self.send(player, &Message::ToLead(whose)).await?;
        }
        let card = loop {
            let card = self
                .expect(
                    player,
                    &format!("a card from {} (`{} plays ...`)", whose, hand.name()),
                    |m| match m {
                        Message::Plays { whose: w, card }
                            if *w == Whose::Seat(hand) || (*w == Whose::Dummy && hand == dummy) =>
                        {
                            Some(*card)
                        }
                        _ => None,
                    },
                )
                .await?;
            match self.table()?.apply(Event::Play { seat: hand, card }) {
                Ok(()) => break card,
                Err(rejection) => {
                    let text = super::message::card_text(card);
                    self.refuse(player, format!("{text} is not allowed: {rejection}"))
                        .await?;
                }
            }
        };
        self.charge(player);
        let relay = Message::Plays {
            whose: Whose::Seat(hand),
            card,
        };
        for seat in Seat::ALL.into_iter().filter(|&s| s != player) {
            self.expect(
                seat,
                &format!("ready for {}'s card to trick {trick}", hand.name()),
                |m| match m {
                    // The trick's number too: a client that counts another trick is out of step.
                    Message::ReadyForCard {
                        seat: s,
                        from,
                        trick: asked,
                    } if *s == seat && usize::from(*asked) == trick => (*from == Whose::Seat(hand)
                        || (*from == Whose::Dummy && hand == dummy))
                        .then_some(()),
                    _ => None,
                },
            )
            .await?;
            self.send(seat, &relay).await?;
        }
        self.mark = Instant::now();
        Ok(())
    }

    /// Dummy's cards to the three other seats, each once it asks (after the opening lead).
    async fn spread_dummy(&mut self, deal: Deal) -> Result<(), Stop> {
        let dummy = self
            .table()?
            .state()
            .declarer
            .map(Seat::partner)
            .ok_or_else(|| Stop::Stuck("the play began with no declarer".into()))?;
        let cards = Message::Cards {
            whose: Whose::Dummy,
            hand: deal.hand(dummy),
        };
        for seat in Seat::ALL.into_iter().filter(|&s| s != dummy) {
            self.expect(seat, "ready for dummy", |m| {
                (*m == Message::ReadyForDummy(seat)).then_some(())
            })
            .await?;
            self.send(seat, &cards).await?;
        }
        self.mark = Instant::now();
        Ok(())
    }

    /// Adds the time since the seat was asked to its side's.
    fn charge(&mut self, seat: Seat) {
        let now = Instant::now();
        self.board_time[seat.side().index()] += now - self.mark;
        self.mark = now;
    }

    /// Reads lines from `seat` until one is what `want` takes; each other line is refused.
    async fn expect<T>(
        &mut self,
        seat: Seat,
        what: &str,
        want: impl Fn(&Message) -> Option<T>,
    ) -> Result<T, Stop> {
        loop {
            let wire = &mut self.wires[seat.index()];
            let line = wire.read_line().await.map_err(|e| lost(seat, e))?;
            let problem = match Message::parse(&line) {
                Ok(message) => match want(&message) {
                    Some(found) => {
                        self.errors[seat.index()] = 0;
                        return Ok(found);
                    }
                    None => format!("expected \"{} {what}\", not \"{line}\"", seat.name()),
                },
                Err(error) => format!("line {}: {error}", wire.lines_read),
            };
            self.refuse(seat, problem).await?;
        }
    }

    /// Answers `ERROR: <why>`, and ends the session at the client's last try.
    async fn refuse(&mut self, seat: Seat, why: String) -> Result<(), Stop> {
        self.log.push(format!("{}: {why}", seat.name()));
        self.send(seat, &Message::Error(why)).await?;
        self.errors[seat.index()] += 1;
        if self.errors[seat.index()] >= self.config.max_errors {
            return Err(Stop::Refused { seat });
        }
        Ok(())
    }

    async fn send(&mut self, seat: Seat, message: &Message) -> Result<(), Stop> {
        self.wires[seat.index()]
            .write_line(&message.to_string())
            .await
            .map_err(|e| lost(seat, e))
    }

    async fn broadcast(&mut self, message: &Message) -> Result<(), Stop> {
        for seat in Seat::ALL {
            self.send(seat, message).await?;
        }
        Ok(())
    }
}

fn lost(seat: Seat, error: WireError) -> Stop {
    Stop::Lost {
        seat,
        reason: error.to_string(),
    }
}
