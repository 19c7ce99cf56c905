//! A live table: its configuration, its deals (each a `laws::table::Table`, the fold of its
//! events), the scorepad, and the log they are all made from. The table's log is a list of
//! entries, each a new deal or an event of the deal in progress; the table is the fold of the
//! entries, live or reloaded.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use cards::{DealGenerator, Seat};
use formats::json::{DealLog, LOG_FORMAT};
use laws::auction_bridge::three_handed::ThreeHandedDeal;
use laws::table::{Event, Mode, Phase, Setup, Table, View};
use serde::{Deserialize, Serialize};

use crate::chat::{Audience, ChatMessage, ChatSetting, check_text};
use crate::config::{Kibitzing, TableConfig};
use crate::error::ApiError;
use crate::sequence::{DealSetup, Sequence};
use crate::three::{self, AtTable};
use crate::token::Role;

/// One entry of a table's log, as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LogEntry {
    /// A new deal begins.
    NewDeal {
        /// Its setup.
        new_deal: DealSetup,
    },
    /// The Director seats robots: from here on these seats are played by robots, the others
    /// by people (`{"robots": ["E", "W"]}`).
    Robots {
        /// The seats robots play.
        robots: Vec<Seat>,
    },
    /// A seat is ready for the next deal (`{"ready": "N"}`): the next is dealt once every
    /// player is.
    Ready {
        /// Who.
        ready: Seat,
    },
    /// A chat message (not an event of the deal: the Laws' fold never sees it).
    Chat {
        /// The message.
        chat: ChatMessage,
    },
    /// The Director changes who may read the table's chat (`{"chat_setting": "off"}`).
    ChatSetting {
        /// The new setting.
        chat_setting: ChatSetting,
    },
    /// An event of the deal in progress.
    Event(Event),
}

/// What a client asks the table to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// An event of the deal (the deal-log format).
    Event(Event),
    /// Deal the next deal (`seat` is who asks; `None` for the Director).
    NextDeal(Option<Seat>),
    /// Seat robots in these seats, people in the others (the Director's).
    Robots(Vec<Seat>),
    /// A chat message, to `to`; `room` when the room's Director key sends it.
    Chat {
        /// Whom it is for.
        to: Audience,
        /// The words.
        text: String,
        /// Whether the room's Director key sends it (which alone may write to every table).
        room: bool,
    },
    /// The Director changes who may read the table's chat.
    ChatSetting(ChatSetting),
}

/// An action checked and played on a copy, ready to be kept once it is on disk.
pub enum Prepared {
    /// An event, and the deal in progress after it.
    Event(Event, Box<AtTable>),
    /// A new deal.
    NewDeal(DealSetup),
    /// The seats robots play from now on.
    Robots(BTreeSet<Seat>),
    /// A seat ready for the next deal, the others not yet.
    Ready(Seat),
    /// A chat message.
    Chat(ChatMessage),
    /// The table's new chat setting.
    ChatSetting(ChatSetting),
}

impl Prepared {
    /// The entry to write.
    pub fn entry(&self) -> LogEntry {
        match self {
            Prepared::Event(event, _) => LogEntry::Event(event.clone()),
            Prepared::NewDeal(setup) => LogEntry::NewDeal {
                new_deal: setup.clone(),
            },
            Prepared::Robots(robots) => LogEntry::Robots {
                robots: robots.iter().copied().collect(),
            },
            Prepared::Ready(seat) => LogEntry::Ready { ready: *seat },
            Prepared::Chat(message) => LogEntry::Chat {
                chat: message.clone(),
            },
            Prepared::ChatSetting(setting) => LogEntry::ChatSetting {
                chat_setting: *setting,
            },
        }
    }
}

/// A live table.
pub struct LiveTable {
    id: String,
    config: TableConfig,
    /// The deals, in order; the last is in progress.
    deals: Vec<(DealSetup, AtTable)>,
    sequence: Sequence,
    /// Entries in the log.
    seq: u64,
    /// The idempotency keys taken.
    keys: HashSet<String>,
    /// An event table's results entered into the event (or why not), by deal number.
    entered: BTreeMap<u32, Result<(), String>>,
    /// Why the table takes no more actions: its stored log holds an entry the engine no
    /// longer takes, so the table shown stops before it and nothing may be added after it.
    damaged: Option<String>,
    /// The seats robots play now.
    robots: BTreeSet<Seat>,
    /// The seats ready for the next deal, once the deal in progress is over.
    ready: BTreeSet<Seat>,
    /// Who may read the table's chat now.
    chat_setting: ChatSetting,
    /// The chat, in order.
    chat: Vec<ChatMessage>,
}

/// The most chat messages a view holds: the last ones.
const CHAT_SHOWN: usize = 200;

/// The table's facts beside a view: who is looking, where the table is, what has been played.
#[derive(Clone, Debug, Serialize)]
struct TableInfo<'a> {
    id: &'a str,
    code: laws::CodeId,
    mode: laws::table::Mode,
    role: String,
    seq: u64,
    deal_number: u32,
    board: u32,
    dealer: Seat,
    vulnerable: cards::Vulnerability,
    players: &'a formats::json::Players,
    /// The seats robots play.
    robots: &'a BTreeSet<Seat>,
    denominations: Vec<String>,
    kibitzing: Kibitzing,
    /// What the viewer may do now: each event he may send, by name, with the values of its
    /// fields the table would take (`crate::offers`).
    offers: serde_json::Value,
    /// The seats ready for the next deal.
    ready: &'a BTreeSet<Seat>,
    /// The chat: its setting and the messages the viewer may read.
    chat: ChatView<'a>,
    /// The whole deal, once the viewer may see every hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    deal: Option<String>,
    deals: Vec<DealSummary>,
    #[serde(skip_serializing_if = "Option::is_none")]
    scorepad: Option<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    event: Option<EventInfo<'a>>,
}

/// The chat as a viewer sees it.
#[derive(Clone, Debug, Serialize)]
struct ChatView<'a> {
    setting: ChatSetting,
    messages: Vec<&'a ChatMessage>,
}

/// An event table's place, and its results entered into the event.
#[derive(Clone, Debug, Serialize)]
struct EventInfo<'a> {
    file: &'a str,
    table: u32,
    round: u32,
    boards: &'a [u32],
    /// By board: `entered`, or why the event refused the result.
    results: BTreeMap<u32, String>,
}

/// A deal played at the table, as the list of deals shows it.
#[derive(Clone, Debug, Serialize)]
struct DealSummary {
    number: u32,
    board: u32,
    dealer: Seat,
    vulnerable: cards::Vulnerability,
    #[serde(skip_serializing_if = "Option::is_none")]
    contract: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    declarer: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<laws::table::NetScore>,
}

impl LiveTable {
    /// A new table, and the entry that deals its first deal.
    pub fn new(id: String, config: TableConfig) -> (LiveTable, LogEntry) {
        let sequence = Sequence::new(&config);
        let (board, dealer, vulnerable) = sequence.first(&config);
        let deal = config
            .deal
            .unwrap_or_else(|| DealGenerator::from_seed(config.seed).deal());
        let first = LogEntry::NewDeal {
            new_deal: DealSetup {
                number: 1,
                board,
                dealer,
                vulnerable,
                deal,
            },
        };
        let table = LiveTable {
            id,
            deals: Vec::new(),
            sequence,
            seq: 0,
            keys: HashSet::new(),
            entered: BTreeMap::new(),
            damaged: None,
            robots: config.robots.iter().copied().collect(),
            ready: BTreeSet::new(),
            chat_setting: config.chat,
            chat: Vec::new(),
            config,
        };
        (table, first)
    }

    /// The table's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The table's configuration.
    pub fn config(&self) -> &TableConfig {
        &self.config
    }

    /// The number of entries in the log.
    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// Whether the table has taken an action with this idempotency key.
    pub fn has_key(&self, key: &str) -> bool {
        self.keys.contains(key)
    }

    /// The seats robots play now.
    pub fn robots(&self) -> &BTreeSet<Seat> {
        &self.robots
    }

    /// Each side's partscore in the game in play on the table's scorepad, by
    /// [`cards::Side::index`]: what its robots bid towards (both 0 where boards are played).
    pub fn partscores(&self) -> [u32; 2] {
        self.sequence.partscores()
    }

    /// The deal in progress.
    pub fn current(&self) -> Option<&Table> {
        self.deals.last().and_then(|(_, deal)| deal.play())
    }

    /// The three-handed deal in progress, at a three-handed table.
    fn three_handed(&self) -> Option<&ThreeHandedDeal> {
        match self.deals.last() {
            Some((_, AtTable::Three(deal))) => Some(deal),
            _ => None,
        }
    }

    /// The role a token has now: at a three-handed table a player's link (the seat he bids
    /// from) is, in the play, the seat he plays from (`three::seat_now`).
    fn role_now(&self, role: Role) -> Role {
        match (role, self.three_handed()) {
            (Role::Seat(link), Some(deal)) => {
                three::seat_now(deal, link).map_or(Role::Kibitzer, Role::Seat)
            }
            _ => role,
        }
    }

    /// Checks that `role` may take `action` and plays it on a copy of the deal: the entry to
    /// write, or why not. Nothing changes until [`LiveTable::keep`].
    pub fn prepare(&self, role: Role, action: Action) -> Result<Prepared, ApiError> {
        self.admit(role, &action)?;
        match action {
            Action::Robots(seats) => Ok(Prepared::Robots(seats.into_iter().collect())),
            Action::Event(event) => self.play_on_copy(event),
            Action::NextDeal(asker) => self.next_deal(asker),
            Action::Chat { to, text, room } => {
                ChatMessage::write(role, to, text, self.chat_setting, room).map(Prepared::Chat)
            }
            Action::ChatSetting(setting) => Ok(Prepared::ChatSetting(setting)),
        }
    }

    /// Whether `role` may take `action` here, the Laws aside: the table takes actions, the
    /// role acts for that seat (or is the Director), a person holds the seat, the action
    /// exists at this kind of table, and its free texts are not too long.
    fn admit(&self, role: Role, action: &Action) -> Result<(), ApiError> {
        if let Some(why) = &self.damaged {
            return Err(ApiError::unavailable(why));
        }
        // At a three-handed table a player acts in the play from the seat he plays; in the
        // auction, and for the table (ready for the next deal, chat), by his own link.
        let bidding = self.deals.last().is_some_and(|(_, deal)| deal.bidding());
        let acting = match action {
            Action::Event(_) if !bidding => self.role_now(role),
            _ => role,
        };
        authorize(acting, action, self.current())?;
        if let Role::Seat(seat) = role
            && self.robots.contains(&seat)
        {
            return Err(ApiError::forbidden(format!(
                "a robot plays {seat} at this table: the Director gives the seat back to a person first"
            )));
        }
        if let (Role::Seat(_), Action::Event(event)) = (role, action)
            && self.config.mode == Mode::Guarded
            && needs_cards_in_hand(event)
        {
            return Err(ApiError::forbidden(format!(
                "at a guarded table, as online, the server shuffles, deals and plays the cards: there is no {} here (the Director records it if it happened at a real table)",
                event_name(event)
            )));
        }
        if let Action::Event(event) = action {
            for (field, text) in free_texts(event) {
                check_text(field, text)?;
            }
        }
        Ok(())
    }

    /// `next-deal`: the deal must be over and the table have another to play. A seat's asking
    /// says he is ready; the next deal is dealt once every seat a person holds is (robots are
    /// always ready), or at once when the Director says so (`asker` `None`).
    fn next_deal(&self, asker: Option<Seat>) -> Result<Prepared, ApiError> {
        let (last, deal) = self
            .deals
            .last()
            .ok_or_else(|| ApiError::not_now("the table has no deal yet"))?;
        if !deal.is_over() {
            return Err(ApiError::not_now(
                "the deal is not over: the next is dealt when it has been played (or passed out) and every ruling given",
            ));
        }
        let (board, dealer, vulnerable) = match deal.play() {
            // Three-handed: the deal passes to the left among the three, a deal passed out
            // too (1916 manual); nobody is vulnerable.
            _ if self.config.three_handed => (
                last.board + 1,
                three::next_dealer(last.dealer),
                cards::Vulnerability::None,
            ),
            Some(table) => self.sequence.clone().advance(table, last).ok_or_else(|| {
                ApiError::not_now(
                    "there is no next deal here: the table has played its boards (the round is over)",
                )
            })?,
            None => return Err(ApiError::not_now("the deal was not played")),
        };
        if let Some(seat) = asker {
            let waiting: Vec<String> = self
                .people()
                .filter(|s| *s != seat && !self.ready.contains(s))
                .map(|s| s.to_string())
                .collect();
            if self.ready.contains(&seat) {
                return Err(ApiError::not_now(format!(
                    "{seat} is ready already; the next deal waits for {}",
                    waiting.join(", ")
                )));
            }
            if !waiting.is_empty() {
                return Ok(Prepared::Ready(seat));
            }
        }
        let number = last.number + 1;
        let event_deal = self
            .config
            .event
            .as_ref()
            .and_then(|e| e.deals.get(&board).copied());
        let deal = event_deal.unwrap_or_else(|| {
            DealGenerator::from_seed(self.config.seed)
                .nth(number as usize - 1)
                .expect("the generator never ends")
        });
        Ok(Prepared::NewDeal(DealSetup {
            number,
            board,
            dealer,
            vulnerable,
            deal,
        }))
    }

    /// The seats people hold: all four but the robots' (at a three-handed table, the three
    /// players' links).
    fn people(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::ALL.into_iter().filter(|s| {
            !self.robots.contains(s)
                && (!self.config.three_handed || three::player_at(*s).is_some())
        })
    }

    /// What `role` may do now: every action the table would take from it (each engine event
    /// with the values of its fields the Laws accept, free text left empty), as the pages
    /// offer them.
    pub fn offers(&self, role: Role) -> Vec<Action> {
        self.offers_for(role, false)
    }

    /// What `role` may do now, `room` when it holds the room's Director key.
    pub fn offers_for(&self, role: Role, room: bool) -> Vec<Action> {
        let Some((_, deal)) = self.deals.last() else {
            return Vec::new();
        };
        let events: Vec<Event> = match (self.role_now(role), deal.play()) {
            // The three-handed auction: each call the caller's bidding seat may make.
            _ if deal.bidding() => self.three_handed_calls(role, deal),
            (_, None) | (Role::Kibitzer | Role::Player(_), _) => Vec::new(),
            (Role::Seat(seat), Some(table)) => table.lawful(seat),
            (Role::Director, Some(table)) => {
                // Every seat's, once each (a report of a hesitation is any player's to make).
                let mut seen = HashSet::new();
                Seat::ALL
                    .into_iter()
                    .flat_map(|seat| table.lawful(seat))
                    .filter(|event| seen.insert(format!("{event:?}")))
                    .chain(table.lawful_for_director())
                    .collect()
            }
        };
        let mut actions: Vec<Action> = events
            .into_iter()
            .map(Action::Event)
            .filter(|action| self.admit(role, action).is_ok())
            .collect();
        let mut others = match role {
            Role::Seat(seat) => vec![Action::NextDeal(Some(seat))],
            // The Director deals the next at once, or records a player's being ready.
            _ => std::iter::once(None)
                .chain(Seat::ALL.map(Some))
                .map(Action::NextDeal)
                .collect(),
        };
        others.push(Action::Robots(Vec::new()));
        others.extend(
            [Audience::Table, Audience::Director, Audience::All]
                .into_iter()
                .chain(Seat::ALL.map(Audience::Seat))
                .map(|to| Action::Chat {
                    to,
                    text: "-".to_string(),
                    room,
                }),
        );
        others.extend(
            [ChatSetting::All, ChatSetting::Opponents, ChatSetting::Off].map(Action::ChatSetting),
        );
        actions.extend(
            others
                .into_iter()
                .filter(|action| self.prepare(role, action.clone()).is_ok()),
        );
        actions
    }

    /// The calls of a three-handed auction `role` may make: a player's from his bidding
    /// seat, the Director's for whoever's turn it is.
    fn three_handed_calls(&self, role: Role, deal: &AtTable) -> Vec<Event> {
        let seats: Vec<Seat> = match role {
            Role::Seat(seat) => vec![seat],
            Role::Director => Seat::ALL.to_vec(),
            _ => Vec::new(),
        };
        seats
            .into_iter()
            .flat_map(|seat| {
                laws::table::bidding_box().map(move |call| Event::Call {
                    seat,
                    call,
                    artificial: None,
                })
            })
            .filter(|event| deal.after(event).is_ok())
            .collect()
    }

    /// Plays a robot's event at `seat` on a copy of the deal: who acts for whom as for the
    /// seat's player, then the Laws.
    pub fn prepare_for_robot(&self, seat: Seat, event: Event) -> Result<Prepared, ApiError> {
        if let Some(why) = &self.damaged {
            return Err(ApiError::unavailable(why));
        }
        authorize(
            Role::Seat(seat),
            &Action::Event(event.clone()),
            self.current(),
        )?;
        self.play_on_copy(event)
    }

    /// Keeps an action prepared (and written): the table moves on.
    pub fn keep(&mut self, prepared: Prepared, key: Option<String>) {
        match prepared {
            Prepared::Event(_, deal) => {
                if let Some(last) = self.deals.last_mut() {
                    last.1 = *deal;
                }
            }
            Prepared::NewDeal(setup) => self.deal(setup),
            Prepared::Robots(robots) => self.robots = robots,
            Prepared::Ready(seat) => {
                self.ready.insert(seat);
            }
            Prepared::Chat(message) => self.chat.push(message),
            Prepared::ChatSetting(setting) => self.chat_setting = setting,
        }
        self.seq += 1;
        if let Some(key) = key {
            self.keys.insert(key);
        }
    }

    /// Plays `event` on a copy of the deal in progress: the entry and the deal after it, or
    /// the Laws' refusal.
    fn play_on_copy(&self, event: Event) -> Result<Prepared, ApiError> {
        let (_, deal) = self
            .deals
            .last()
            .ok_or_else(|| ApiError::not_now("the table has no deal yet"))?;
        let after = deal.after(&event)?;
        Ok(Prepared::Event(event, Box::new(after)))
    }

    /// Replays a stored entry (the table reloaded): an event the engine refuses now is
    /// reported, and the table stays as it was before it.
    pub fn replay(&mut self, entry: LogEntry, key: Option<String>) -> Result<(), ApiError> {
        let prepared = match entry {
            LogEntry::NewDeal { new_deal } => Prepared::NewDeal(new_deal),
            LogEntry::Robots { robots } => Prepared::Robots(robots.into_iter().collect()),
            LogEntry::Ready { ready } => Prepared::Ready(ready),
            LogEntry::Chat { chat } => Prepared::Chat(chat),
            LogEntry::ChatSetting { chat_setting } => Prepared::ChatSetting(chat_setting),
            LogEntry::Event(event) => self.play_on_copy(event)?,
        };
        self.keep(prepared, key);
        Ok(())
    }

    /// An event table's deals that are over and whose results are not yet in the event: each
    /// deal's number, the event's file and the result as `arbiter event results` enters it.
    pub fn results_to_enter(&self) -> Vec<(u32, String, club::session::TableResult)> {
        let Some(event) = &self.config.event else {
            return Vec::new();
        };
        self.deals
            .iter()
            .filter(|(setup, deal)| {
                deal.is_over() && !matches!(self.entered.get(&setup.number), Some(Ok(())))
            })
            .filter_map(|(setup, deal)| {
                let result = club::session::import::played_result(
                    deal.play()?,
                    Some(event.seat.table),
                    Some(event.seat.round),
                )
                .ok()?;
                Some((setup.number, event.seat.file.clone(), result))
            })
            .collect()
    }

    /// The number of the deal in progress at this table (from 1).
    pub fn deal_number(&self) -> u32 {
        self.deals.last().map_or(0, |(setup, _)| setup.number)
    }

    /// Whether the table has played all it plays: its last deal is over and its sequence has
    /// no next (an event's or a progressive round's deals).
    pub fn finished(&self) -> bool {
        self.deals.last().is_some_and(|(setup, deal)| {
            deal.is_over()
                && deal
                    .play()
                    .is_some_and(|table| self.sequence.clone().advance(table, setup).is_none())
        })
    }

    /// The deals played to a result, as scored (a deal passed out or thrown in is none).
    pub fn outcomes(&self) -> Vec<laws::DealOutcome> {
        self.deals
            .iter()
            .filter_map(|(_, deal)| deal.play()?.outcome().cloned())
            .collect()
    }

    /// Stops the table taking actions, saying why (its stored log goes on past what the engine
    /// takes).
    pub fn mark_damaged(&mut self, why: String) {
        self.damaged = Some(why);
    }

    /// Notes whether deal `number`'s result went into the event.
    pub fn note_entered(&mut self, number: u32, entered: Result<(), String>) {
        self.entered.insert(number, entered);
    }

    /// Starts a new deal, writing the one just finished on the pad.
    fn deal(&mut self, setup: DealSetup) {
        if let Some((last, table)) = self.deals.last().and_then(|(s, d)| Some((s, d.play()?))) {
            self.sequence.advance(table, last);
        }
        self.ready.clear();
        let deal = if self.config.three_handed {
            AtTable::Three(Box::new(ThreeHandedDeal::new(
                self.config.code,
                self.config.mode,
                three::player_at(setup.dealer).unwrap_or(0),
                Some(setup.deal),
            )))
        } else {
            AtTable::Four(Box::new(Table::new(Setup {
                code: self.config.code,
                mode: self.config.mode,
                board: cards::Board::with(setup.board, setup.dealer, setup.vulnerable),
                deal: Some(setup.deal),
            })))
        };
        self.deals.push((setup, deal));
    }

    /// The view `role` may have of the deal in progress, with the table's facts, as JSON.
    pub fn view_json(&self, role: Role) -> String {
        self.view_for(role, false)
    }

    /// The view `role` may have, `room` when the viewer holds the room's Director key (who
    /// alone writes to every table).
    pub fn view_for(&self, role: Role, room: bool) -> String {
        let Some((setup, deal)) = self.deals.last() else {
            return "{}".to_string();
        };
        // Played out, passed out or thrown in: the hands may be seen (a ruling may still be
        // pending; it is about the cards already faced).
        let over = deal.is_over()
            || deal
                .play()
                .is_some_and(|t| matches!(t.state().phase, Phase::Ended | Phase::Redeal));
        let seat_role = if deal.bidding() {
            role
        } else {
            self.role_now(role)
        };
        let view = match (deal.play(), self.three_handed()) {
            // The three-handed play: its auction shown as the three bid it, each call at the
            // seat its caller now plays from (the play's table records only the contract).
            (Some(table), Some(three)) => {
                let mut view: serde_json::Value =
                    serde_json::from_str(&self.view_of(table, seat_role, over))
                        .expect("a view is JSON");
                view["auction"] = three::auction_json(three, true).0;
                view.to_string()
            }
            (Some(table), None) => self.view_of(table, seat_role, over),
            (None, _) => self.bidding_view(setup, seat_role, over),
        };
        let sees_all = match role {
            Role::Director => true,
            Role::Seat(_) => over,
            Role::Kibitzer | Role::Player(_) => {
                over && self.config.kibitzing == Kibitzing::AfterDeal
            }
        };
        let players = self.players_now();
        let table_info = TableInfo {
            id: &self.id,
            code: self.config.code,
            mode: self.config.mode,
            role: seat_role.name(),
            seq: self.seq,
            deal_number: setup.number,
            board: setup.board,
            dealer: self
                .three_handed()
                .and_then(|deal| three::seat_now(deal, setup.dealer))
                .unwrap_or(setup.dealer),
            vulnerable: setup.vulnerable,
            players: &players,
            robots: &self.robots,
            denominations: self
                .config
                .code
                .code()
                .denominations()
                .iter()
                .map(ToString::to_string)
                .collect(),
            kibitzing: self.config.kibitzing,
            offers: crate::offers::to_json(&self.offers_for(role, room)),
            ready: &self.ready,
            chat: ChatView {
                setting: self.chat_setting,
                messages: {
                    let readable: Vec<&ChatMessage> =
                        self.chat.iter().filter(|m| m.readable_by(role)).collect();
                    let skip = readable.len().saturating_sub(CHAT_SHOWN);
                    readable.into_iter().skip(skip).collect()
                },
            },
            deal: sees_all.then(|| setup.deal.to_string()),
            deals: self.deals.iter().map(|(s, d)| summary(s, d)).collect(),
            scorepad: self.scorepad(),
            event: self.config.event.as_ref().map(|event| EventInfo {
                file: &event.seat.file,
                table: event.seat.table,
                round: event.seat.round,
                boards: &event.boards,
                results: self
                    .deals
                    .iter()
                    .filter_map(|(setup, _)| {
                        let entered = self.entered.get(&setup.number)?;
                        Some((
                            setup.board,
                            match entered {
                                Ok(()) => "entered".to_string(),
                                Err(why) => why.clone(),
                            },
                        ))
                    })
                    .collect(),
            }),
        };
        // The view's object with one more field, `table` (written into the object rather
        // than through serde's flatten, which buffers the whole view).
        let mut out = view;
        out.pop();
        out.push_str(",\"table\":");
        out.push_str(&serde_json::to_string(&table_info).expect("the table's facts serialize"));
        out.push('}');
        out
    }

    /// The view of the deal's play `table` as `role` may have it (`over`: the deal is), as
    /// JSON.
    fn view_of(&self, table: &Table, role: Role, over: bool) -> String {
        // A seat a robot plays is nobody's: its link (the table's maker holds every link)
        // shows what a kibitzer sees until the deal is over, not the robot's cards; the view
        // still names the seat, as a person's does.
        let robot_seat = matches!(role, Role::Seat(seat) if self.robots.contains(&seat));
        let view = match role {
            Role::Seat(seat) if robot_seat && !over => View {
                seat: Some(seat),
                ..kibitzer_view(table, false)
            },
            Role::Seat(seat) => table.view(Some(seat)),
            Role::Director => table.view(None),
            Role::Kibitzer | Role::Player(_) => {
                kibitzer_view(table, over && self.config.kibitzing == Kibitzing::AfterDeal)
            }
        };
        serde_json::to_string(&view).expect("a view serializes")
    }

    /// The view of a three-handed deal in its auction: the viewer's own hand (the
    /// Director's: all four, the dummy hand's too), the calls at their callers' bidding
    /// seats and whose turn it is; the rest as a table that has not begun (the dummy hand
    /// is seen by nobody until the final declaration, the 1916 manual).
    fn bidding_view(&self, setup: &DealSetup, role: Role, over: bool) -> String {
        let blank = Table::new(Setup {
            code: self.config.code,
            mode: self.config.mode,
            board: cards::Board::with(setup.board, setup.dealer, setup.vulnerable),
            deal: Some(setup.deal),
        });
        let mut view: serde_json::Value =
            serde_json::from_str(&self.view_of(&blank, role, over)).expect("a view is JSON");
        if let Some(deal) = self.three_handed() {
            let (auction, turn) = three::auction_json(deal, false);
            view["auction"] = auction;
            view["turn"] = serde_json::to_value(turn).unwrap_or_default();
            if deal.auction().end.is_some() {
                view["phase"] = "redeal".into();
            }
        }
        view.to_string()
    }

    /// The players' names by the seats they sit in now: at a three-handed table in the play,
    /// each where the manual puts him and the dummy hand North.
    fn players_now(&self) -> formats::json::Players {
        let Some(deal) = self.three_handed() else {
            return self.config.players.clone();
        };
        let mut now = formats::json::Players::default();
        for link in three::BIDDING_SEATS {
            if let (Some(seat), Some(name)) =
                (three::seat_now(deal, link), self.config.players.at(link))
            {
                match seat {
                    Seat::North => now.N = Some(name.clone()),
                    Seat::East => now.E = Some(name.clone()),
                    Seat::South => now.S = Some(name.clone()),
                    Seat::West => now.W = Some(name.clone()),
                }
            }
        }
        now
    }

    /// The table in a line of the room's list: where it stands and the ruling it waits for.
    pub fn summary(&self) -> serde_json::Value {
        let (setup, table) = match self.deals.last() {
            Some((setup, deal)) => (Some(setup), deal.play().map(Table::state)),
            None => (None, None),
        };
        serde_json::json!({
            "id": self.id,
            "code": self.config.code,
            "mode": self.config.mode,
            "seq": self.seq,
            "deal_number": setup.map(|s| s.number),
            "board": setup.map(|s| s.board),
            "phase": table.map(|t| t.phase),
            "pending": table.and_then(|t| t.pending.as_ref()),
            "players": self.config.players,
            "robots": self.robots,
        })
    }

    /// The scorepad with the deal in progress written on it once that deal is over (the
    /// sequence itself writes it when the next deal is dealt).
    fn scorepad(&self) -> Option<serde_json::Value> {
        if self.config.three_handed {
            return Some(self.three_handed_pad());
        }
        match self.deals.last() {
            Some((setup, deal)) if deal.is_over() => {
                let mut sequence = self.sequence.clone();
                if let Some(table) = deal.play() {
                    sequence.advance(table, setup);
                }
                sequence.scorepad()
            }
            _ => self.sequence.scorepad(),
        }
    }

    /// The three-handed pad of the deals over: each player's column, totals and settlement.
    fn three_handed_pad(&self) -> serde_json::Value {
        let name = |seat: Seat| {
            self.config
                .players
                .at(seat)
                .cloned()
                .unwrap_or_else(|| seat.to_string())
        };
        let players = three::BIDDING_SEATS.map(name);
        let results: Vec<_> = self
            .deals
            .iter()
            .filter(|(_, deal)| deal.is_over())
            .filter_map(|(_, deal)| match deal {
                AtTable::Three(deal) => deal.result(),
                AtTable::Four(_) => None,
            })
            .collect();
        three::pad_json(self.config.code, players, &results)
    }

    /// The table's deals as event logs (`arbiter-deal-log/1`), one a line.
    pub fn log_jsonl(&self) -> String {
        let mut out = String::new();
        for (setup, deal) in &self.deals {
            // A three-handed deal's log is its play's, the contract entered as its table
            // records it (docs/server.md); its auction is in the table's own log.
            let Some(table) = deal.play() else {
                continue;
            };
            let log = DealLog {
                format: LOG_FORMAT.to_string(),
                code: self.config.code,
                mode: self.config.mode,
                board: setup.board,
                dealer: setup.dealer,
                vulnerable: setup.vulnerable,
                deal: Some(setup.deal),
                players: self.config.players.clone(),
                commentary: Vec::new(),
                events: table.events().to_vec(),
            };
            out.push_str(&serde_json::to_string(&log).expect("a log serializes"));
            out.push('\n');
        }
        out
    }
}

/// What a kibitzer sees: the public state, dummy once the opening lead is faced, and every
/// hand once the deal is over if the table allows it.
fn kibitzer_view(table: &Table, all_hands: bool) -> View {
    let mut view = table.view(None);
    if !all_hands {
        // What is face up on the table, a spectator sees too: dummy, and a claimer's hand
        // where his code has him face it (2017 Law 68C).
        let faced = table.faced_seats();
        view.hands.retain(|hand| faced.contains(&hand.seat));
    }
    view
}

fn summary(setup: &DealSetup, deal: &AtTable) -> DealSummary {
    let state = deal.play().map(Table::state);
    DealSummary {
        number: setup.number,
        board: setup.board,
        dealer: setup.dealer,
        vulnerable: setup.vulnerable,
        contract: state.and_then(|s| s.contract.map(|c| c.to_string())),
        declarer: state.and_then(|s| s.declarer),
        result: match state {
            Some(state) => state.result.clone(),
            // All three passed: the next dealer deals.
            None if deal.is_over() => Some("passed".to_string()),
            None => None,
        },
        score: state.and_then(|s| s.score),
    }
}

/// Whether `role` may take `action` (who acts for whom; the Laws decide the rest): a seat acts
/// only for itself, and declarer also plays dummy's cards; the Director's events are the
/// Director's; the Director may also enter any seat's action (a table played with the
/// director's laptop); a kibitzer never acts.
fn authorize(role: Role, action: &Action, table: Option<&Table>) -> Result<(), ApiError> {
    let seat = match role {
        Role::Kibitzer if matches!(action, Action::Chat { .. }) => return Ok(()),
        // A session's player acts at a table as the seat he sits in (the hub resolves it).
        Role::Kibitzer | Role::Player(_) => {
            return Err(ApiError::forbidden("a kibitzer watches and does not act"));
        }
        Role::Director => return Ok(()),
        Role::Seat(seat) => seat,
    };
    let acting_for = match action {
        Action::NextDeal(asker) => *asker,
        // Who may write what is the chat's to say.
        Action::Chat { .. } => return Ok(()),
        Action::ChatSetting(_) => {
            return Err(ApiError::forbidden(
                "only the Director sets who may read the table's chat",
            ));
        }
        Action::Robots(_) => {
            return Err(ApiError::forbidden(
                "only the Director seats robots and gives seats back",
            ));
        }
        Action::Event(Event::DirectorChoose { .. }) => {
            return Err(ApiError::forbidden(
                "only the Director decides a point of judgement (director-choose)",
            ));
        }
        Action::Event(event) => event.seat(),
    };
    let Some(acting_for) = acting_for else {
        return Err(ApiError::forbidden("only the Director acts without a seat"));
    };
    let declarer = table.and_then(|t| t.state().declarer);
    let made_by = match action {
        Action::Event(event) => event.made_by(seat, declarer),
        _ => acting_for == seat,
    };
    if made_by {
        return Ok(());
    }
    if acting_for == seat {
        return Err(ApiError::forbidden(format!(
            "{seat} is dummy: declarer plays dummy's cards (Law 45B), and dummy places them as he names them"
        )));
    }
    Err(ApiError::forbidden(format!(
        "{seat}'s token acts for {seat} only{}, not for {acting_for}",
        if declarer == Some(seat) {
            " (and plays dummy's cards)"
        } else {
            ""
        }
    )))
}

/// Whether `event` is a physical act on cards in the hand (the shuffle, the cut, the deal and
/// its irregularities, counting a hand, touching dummy's card, a lead face down): what a
/// player does at a real table, and not at a guarded one, where the server shuffles, deals
/// and faces the cards.
fn needs_cards_in_hand(event: &Event) -> bool {
    matches!(
        event,
        Event::Shuffle { .. }
            | Event::Cut { .. }
            | Event::Deal { .. }
            | Event::Dealt { .. }
            | Event::Misdeal { .. }
            | Event::Look { .. }
            | Event::Count { .. }
            | Event::WrongBoard { .. }
            | Event::Touch { .. }
            | Event::LeadFacedown { .. }
    )
}

/// The event's name in the deal log (`play`, `lead-facedown`, ...).
pub fn event_name(event: &Event) -> String {
    serde_json::to_value(event)
        .ok()
        .and_then(|v| v.get("event").and_then(|e| e.as_str()).map(str::to_string))
        .unwrap_or_default()
}

/// The free texts of an event, by field: an alert, a claim's statement, an explanation, a
/// remark's words, declarer's words for dummy's card, a chosen option.
fn free_texts(event: &Event) -> Vec<(&'static str, &str)> {
    match event {
        Event::Call {
            artificial: Some(text),
            ..
        } => vec![("artificial", text)],
        Event::Claim {
            statement: Some(text),
            ..
        } => vec![("statement", text)],
        Event::Explain { explanation, .. } | Event::CorrectExplanation { explanation, .. } => {
            vec![("explanation", explanation)]
        }
        Event::Extraneous {
            words: Some(text), ..
        } => vec![("words", text)],
        Event::Designate { words, .. } => vec![("words", words)],
        Event::Choose { option, .. } | Event::DirectorChoose { option } => {
            vec![("option", option)]
        }
        _ => Vec::new(),
    }
}
