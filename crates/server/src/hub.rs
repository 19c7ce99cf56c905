//! The tables in memory, their tokens, and the one way an action reaches a table: checked,
//! written to disk, then kept and announced.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use serde::Serialize;
use store::tables::{Entry, NewTable, StoredTable, TableLog, TableLogError, Write};
use tokio::sync::{Mutex, watch};

use crate::chat::Audience;
use crate::config::{SequenceKind, TableConfig, TableRequest};
use crate::error::ApiError;
use crate::events::Events;
use crate::limits::{Rate, RateLimiter};
use crate::live::{Action, LiveTable, LogEntry};
use crate::session::{LiveSession, SessionAction, SessionEntry, SessionRequest};
use crate::token::{Role, digest, new_token};
use crate::writer::Writer;

/// A table and the channel that tells its watchers it has changed (the new `seq`).
pub struct Slot {
    /// The table; an action holds the lock from its check until it is kept.
    pub table: Mutex<LiveTable>,
    /// The table's `seq` after each change.
    pub changed: watch::Sender<u64>,
}

/// A session and the channel that tells its watchers it has changed.
pub struct SessionSlot {
    /// The session; an action holds the lock from its check until it is kept.
    pub session: Mutex<LiveSession>,
    /// Where each player sits at each of the session's tables: table id → the player at N,
    /// E, S, W (kept beside the session, for resolving a player's token without its lock).
    seats: RwLock<HashMap<String, [usize; 4]>>,
    /// The session's `seq` after each change.
    pub changed: watch::Sender<u64>,
}

/// Every table the server holds.
pub struct Hub {
    tables: RwLock<HashMap<String, Arc<Slot>>>,
    /// The sessions, by id.
    sessions: RwLock<HashMap<String, Arc<SessionSlot>>>,
    /// Token digest → table id and role.
    tokens: RwLock<HashMap<String, (String, Role)>>,
    writer: Writer,
    actions: RateLimiter<String>,
    events: Events,
    /// The digest of the room's Director key, which directs every table.
    room: Option<String>,
}

/// The tokens of a new table, as `POST /api/tables` answers.
#[derive(Clone, Debug, Serialize)]
pub struct Made {
    /// The table's id.
    pub id: String,
    /// A token for each seat.
    pub seats: HashMap<String, TokenOut>,
    /// The Director's token.
    pub director: TokenOut,
    /// The kibitzers' token.
    pub kibitzer: TokenOut,
}

/// An action's answer: the view of the one who acted, and whether the action was taken now
/// (not when its idempotency key was taken before).
#[derive(Clone, Debug)]
pub struct Acted {
    /// The view, as JSON.
    pub view: String,
    /// Whether the table took the action now.
    pub taken: bool,
}

/// A token as handed out.
#[derive(Clone, Debug, Serialize)]
pub struct TokenOut {
    /// The token.
    pub token: String,
}

/// Longest idempotency key taken.
const KEY_LIMIT: usize = 128;

/// A table made and not yet kept: the table after its first deal and its tokens' digests.
pub struct NewLive {
    table: LiveTable,
    digests: Vec<(String, Role)>,
}

impl NewLive {
    /// A new table `id` as configured: the table, its tokens (to hand out once) and the
    /// writes that make it on disk.
    fn make(id: String, config: TableConfig) -> (NewLive, Vec<(Role, String)>, Vec<Write>) {
        let tokens: Vec<(Role, String)> = Role::ALL.iter().map(|&r| (r, new_token())).collect();
        let (mut table, first) = LiveTable::new(id.clone(), config);
        let digests: Vec<(String, Role)> = tokens
            .iter()
            .map(|(role, token)| (digest(token), *role))
            .collect();
        let writes = vec![
            Write::Create(NewTable {
                id: id.clone(),
                config: serde_json::to_string(table.config()).expect("a config serializes"),
                tokens: digests
                    .iter()
                    .map(|(d, role)| (d.clone(), role.name()))
                    .collect(),
            }),
            Write::Append(Entry {
                table: id,
                seq: 1,
                body: serde_json::to_string(&first).expect("an entry serializes"),
                key: None,
            }),
        ];
        // A new table's first deal is its own configuration's: it is always taken.
        let _ = table.replay(first, None);
        (NewLive { table, digests }, tokens, writes)
    }
}

/// The tokens of a new session, as `POST /api/sessions` answers.
#[derive(Clone, Debug, Serialize)]
pub struct SessionMade {
    /// The session's id.
    pub id: String,
    /// Each player's token, by name.
    pub players: std::collections::BTreeMap<String, TokenOut>,
    /// The Director's token.
    pub director: TokenOut,
}

/// A session's configuration as stored, if the stored configuration is a session's.
fn stored_session(config: &str) -> Option<crate::session::SessionConfig> {
    let value: serde_json::Value = serde_json::from_str(config).ok()?;
    serde_json::from_value(value.get("session")?.clone()).ok()
}

impl Hub {
    /// Loads every table from `log` and starts the writer on it; each token may send
    /// `action_rate` actions; `room` is the digest of the room's Director key, if any. A table whose log the engine
    /// no longer takes is loaded as far as it goes; the problems are returned to report.
    pub fn open(
        mut log: Box<dyn TableLog>,
        action_rate: Rate,
        events: Events,
        room: Option<String>,
    ) -> Result<(Hub, Vec<String>), TableLogError> {
        let stored = log.load()?;
        let hub = Hub {
            tables: RwLock::new(HashMap::new()),
            sessions: RwLock::new(HashMap::new()),
            tokens: RwLock::new(HashMap::new()),
            writer: Writer::spawn(log),
            actions: RateLimiter::new(action_rate),
            events,
            room,
        };
        let mut problems = Vec::new();
        for table in stored {
            let loaded = if stored_session(&table.table.config).is_some() {
                hub.load_session(table)
            } else {
                hub.load(table)
            };
            if let Err(problem) = loaded {
                problems.push(problem);
            }
        }
        Ok((hub, problems))
    }

    /// Loads a stored session: its configuration, tokens and log.
    fn load_session(&self, stored: StoredTable) -> Result<(), String> {
        let id = stored.table.id.clone();
        let config = stored_session(&stored.table.config)
            .ok_or_else(|| format!("session {id}: its configuration cannot be read"))?;
        let mut session = LiveSession::new(id.clone(), config)
            .map_err(|e| format!("session {id}: {}", e.error))?;
        for entry in stored.entries {
            serde_json::from_str::<SessionEntry>(&entry.body)
                .map_err(|e| e.to_string())
                .and_then(|e| session.keep(e).map_err(|e| e.error))
                .map_err(|why| format!("session {id}: entry {} is not taken ({why})", entry.seq))?;
        }
        self.register_tokens(
            &id,
            stored
                .table
                .tokens
                .into_iter()
                .filter_map(|(digest, role)| Role::from_name(&role).map(|role| (digest, role))),
        );
        self.install_session(session);
        Ok(())
    }

    fn load(&self, stored: StoredTable) -> Result<(), String> {
        let id = stored.table.id.clone();
        let config = serde_json::from_str(&stored.table.config)
            .map_err(|e| format!("table {id}: its configuration cannot be read: {e}"))?;
        let (mut live, _) = LiveTable::new(id.clone(), config);
        let mut problem = None;
        for entry in stored.entries {
            let replayed = serde_json::from_str::<LogEntry>(&entry.body)
                .map_err(|e| e.to_string())
                .and_then(|e| live.replay(e, entry.key).map_err(|e| e.to_string()));
            if let Err(why) = replayed {
                let text = format!(
                    "table {id}: entry {} of its log is not taken ({why}); the table stops before it and takes no more actions until the Director mends the log",
                    entry.seq
                );
                live.mark_damaged(text.clone());
                problem = Some(text);
                break;
            }
        }
        self.register_tokens(
            &id,
            stored
                .table
                .tokens
                .into_iter()
                .filter_map(|(digest, role)| Role::from_name(&role).map(|role| (digest, role))),
        );
        let (changed, _) = watch::channel(live.seq());
        self.tables
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(
                id,
                Arc::new(Slot {
                    table: Mutex::new(live),
                    changed,
                }),
            );
        problem.map_or(Ok(()), Err)
    }

    /// Makes a table: written to disk with its first deal before it is answered.
    pub async fn create(&self, request: TableRequest) -> Result<Made, ApiError> {
        let seed = u64::from_str_radix(&new_token()[..16], 16).unwrap_or(0);
        let event = match &request.event {
            Some(seat) => Some(self.events.place(seat).await?),
            None => None,
        };
        let config = request.config(seed, event)?;
        let (live, tokens, writes) = NewLive::make(new_token(), config);
        self.writer
            .write(writes)
            .await
            .map_err(ApiError::unavailable)?;
        let id = live.table.id().to_string();
        self.install(live);
        let token_of = |role: Role| token_of(&tokens, role);
        Ok(Made {
            id,
            seats: cards::Seat::ALL
                .iter()
                .map(|&s| (s.to_string(), token_of(Role::Seat(s))))
                .collect(),
            director: token_of(Role::Director),
            kibitzer: token_of(Role::Kibitzer),
        })
    }

    /// Keeps a table made and written: its tokens known, its slot held.
    fn install(&self, made: NewLive) {
        let NewLive { table, digests } = made;
        let id = table.id().to_string();
        self.register_tokens(&id, digests);
        let (changed, _) = watch::channel(table.seq());
        self.tables
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(
                id,
                Arc::new(Slot {
                    table: Mutex::new(table),
                    changed,
                }),
            );
    }

    /// Remembers tokens' digests and the roles they give at `id`.
    fn register_tokens(&self, id: &str, digests: impl IntoIterator<Item = (String, Role)>) {
        let mut map = self.tokens.write().unwrap_or_else(|e| e.into_inner());
        for (digest, role) in digests {
            map.insert(digest, (id.to_string(), role));
        }
    }

    /// Who holds `token`: the room's Director (`None`), or the table or session it was made
    /// for and the role it gives there.
    fn holder(&self, token: Option<&str>) -> Result<Option<(String, Role)>, ApiError> {
        let digest = digest(token.ok_or_else(ApiError::unauthorized)?);
        if self.is_room_director(&digest) {
            return Ok(None);
        }
        let tokens = self.tokens.read().unwrap_or_else(|e| e.into_inner());
        tokens
            .get(&digest)
            .cloned()
            .map(Some)
            .ok_or_else(ApiError::unauthorized)
    }

    /// The table `id` and the role `token` has at it: its own token's, the room's Director's,
    /// or, for a session's token at one of its tables, the seat the player sits in there
    /// (its Director directs them).
    pub fn enter(&self, id: &str, token: Option<&str>) -> Result<(Arc<Slot>, Role), ApiError> {
        let slot = self.slot(id).ok_or_else(|| ApiError::no_table(id))?;
        let other = || ApiError::forbidden("this token is for another table");
        let (owner, role) = match self.holder(token)? {
            None => return Ok((slot, Role::Director)),
            Some((owner, role)) if owner == id => return Ok((slot, role)),
            Some(held) => held,
        };
        let session = self.session_slot(&owner).ok_or_else(other)?;
        let seats = session.seats.read().unwrap_or_else(|e| e.into_inner());
        let at = seats.get(id).ok_or_else(other)?;
        match role {
            Role::Director => Ok((slot, Role::Director)),
            Role::Player(k) => cards::Seat::ALL
                .into_iter()
                .find(|seat| at[seat.index()] == usize::from(k))
                .map(|seat| (slot, Role::Seat(seat)))
                .ok_or_else(|| {
                    ApiError::forbidden(
                        "you do not sit at this table: your session's page says where you sit",
                    )
                }),
            _ => Err(other()),
        }
    }

    /// Takes an action at a table: checked by who may act and by the Laws, written to disk,
    /// then kept and announced.
    pub async fn act(
        &self,
        slot: &Slot,
        role: Role,
        token: &str,
        action: Action,
        key: Option<String>,
    ) -> Result<Acted, ApiError> {
        if !self.actions.allow(digest(token)) {
            return Err(ApiError::too_many());
        }
        if key.as_ref().is_some_and(|k| k.len() > KEY_LIMIT) {
            return Err(ApiError::bad_request(format!(
                "key: an idempotency key is at most {KEY_LIMIT} characters"
            )));
        }
        let token_digest = digest(token);
        // A key is the token's own: another seat's reused key is another key.
        let key = key.map(|key| format!("{}:{key}", &token_digest[..16]));
        let mut action = action;
        if let Action::Chat { room, to, .. } = &mut action {
            *room = self.is_room_director(&token_digest);
            if *room && *to == Audience::All {
                return self.announce(slot, action, key).await;
            }
        }
        let mut table = slot.table.lock().await;
        let room = self.is_room_director(&token_digest);
        if key.as_deref().is_some_and(|k| table.has_key(k)) {
            // Taken already: a retry gets the table as it is, and nothing is done twice.
            return Ok(Acted {
                view: table.view_for(role, room),
                taken: false,
            });
        }
        let prepared = table.prepare(role, action)?;
        self.commit(slot, &mut table, prepared, key).await?;
        Ok(Acted {
            view: table.view_for(role, room),
            taken: true,
        })
    }

    /// The room's Director's announcement to every table: written into each table's log (the
    /// same key at each), then the view of the table it was sent from.
    async fn announce(
        &self,
        from: &Slot,
        action: Action,
        key: Option<String>,
    ) -> Result<Acted, ApiError> {
        let mut taken = false;
        for slot in self.slots() {
            let mut table = slot.table.lock().await;
            if key.as_deref().is_some_and(|k| table.has_key(k)) {
                continue;
            }
            // A table that takes no actions (its log is damaged) hears nothing.
            if let Ok(prepared) = table.prepare(Role::Director, action.clone()) {
                self.commit(&slot, &mut table, prepared, key.clone())
                    .await?;
                taken = true;
            }
        }
        Ok(Acted {
            view: from.table.lock().await.view_for(Role::Director, true),
            taken,
        })
    }

    /// Takes a robot's event at `seat`, decided on the table as it stood at `seq`: refused as
    /// stale (`Ok(false)`) if the table has moved on since, so that a robot never acts on a
    /// table it has not seen.
    pub async fn act_for_robot(
        &self,
        slot: &Slot,
        seat: cards::Seat,
        event: laws::table::Event,
        seq: u64,
    ) -> Result<bool, ApiError> {
        let mut table = slot.table.lock().await;
        if table.seq() != seq || !table.robots().contains(&seat) {
            return Ok(false);
        }
        let prepared = table.prepare_for_robot(seat, event)?;
        self.commit(slot, &mut table, prepared, None).await?;
        Ok(true)
    }

    /// Writes a prepared action to disk, then keeps and announces it.
    async fn commit(
        &self,
        slot: &Slot,
        table: &mut LiveTable,
        prepared: crate::live::Prepared,
        key: Option<String>,
    ) -> Result<(), ApiError> {
        let seq = table.seq() + 1;
        let write = Write::Append(Entry {
            table: table.id().to_string(),
            seq,
            body: serde_json::to_string(&prepared.entry()).expect("an entry serializes"),
            key: key.clone(),
        });
        self.writer
            .write(vec![write])
            .await
            .map_err(ApiError::unavailable)?;
        table.keep(prepared, key);
        // An event's table enters each result as its deal ends (and any its last run could
        // not enter).
        for (number, file, result) in table.results_to_enter() {
            let entered = self.events.enter(&file, result).await;
            table.note_entered(number, entered);
        }
        slot.changed.send_replace(table.seq());
        Ok(())
    }

    /// The session `id`, if the server holds it.
    pub fn session_slot(&self, id: &str) -> Option<Arc<SessionSlot>> {
        self.sessions
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
            .cloned()
    }

    /// Keeps a session made or loaded.
    fn install_session(&self, session: LiveSession) {
        let seats = session
            .tables()
            .iter()
            .map(|t| (t.id.clone(), t.seats))
            .collect();
        let (changed, _) = watch::channel(session.seq());
        let id = session.id().to_string();
        self.sessions
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(
                id,
                Arc::new(SessionSlot {
                    session: Mutex::new(session),
                    seats: RwLock::new(seats),
                    changed,
                }),
            );
    }

    /// Makes a session: its tokens, and for a progressive session the first round's tables,
    /// written to disk together before it is answered.
    pub async fn create_session(&self, request: SessionRequest) -> Result<SessionMade, ApiError> {
        let seed = u64::from_str_radix(&new_token()[..16], 16).unwrap_or(0);
        let config = request.config(seed)?;
        let id = new_token();
        let mut session = LiveSession::new(id.clone(), config.clone())?;
        let tokens: Vec<(Role, String)> = (0..config.players.len())
            .map(|k| (Role::Player(k as u8), new_token()))
            .chain([(Role::Director, new_token())])
            .collect();
        let digests: Vec<(String, Role)> = tokens
            .iter()
            .map(|(role, token)| (digest(token), *role))
            .collect();
        let mut writes = vec![Write::Create(NewTable {
            id: id.clone(),
            config: serde_json::json!({ "session": config }).to_string(),
            tokens: digests
                .iter()
                .map(|(d, role)| (d.clone(), role.name()))
                .collect(),
        })];
        let entries = session.first_round(new_token);
        let (tables, table_writes) = self.session_tables(&session, &entries);
        writes.extend(table_writes);
        writes.extend(session_writes(&session, &entries));
        self.writer
            .write(writes)
            .await
            .map_err(ApiError::unavailable)?;
        for entry in entries {
            session.keep(entry)?;
        }
        for table in tables {
            self.install(table);
        }
        self.register_tokens(&id, digests);
        self.install_session(session);
        let token_of = |role: Role| token_of(&tokens, role);
        Ok(SessionMade {
            id,
            players: config
                .players
                .iter()
                .enumerate()
                .map(|(k, name)| (name.clone(), token_of(Role::Player(k as u8))))
                .collect(),
            director: token_of(Role::Director),
        })
    }

    /// The session `id` and the role `token` has in it: a player, or its Director (the
    /// room's key directs every session too).
    pub fn enter_session(
        &self,
        id: &str,
        token: Option<&str>,
    ) -> Result<(Arc<SessionSlot>, Role), ApiError> {
        let slot = self.session_slot(id).ok_or_else(|| {
            ApiError::new(
                axum::http::StatusCode::NOT_FOUND,
                format!("there is no session {id}"),
            )
        })?;
        match self.holder(token)? {
            None => Ok((slot, Role::Director)),
            Some((owner, role)) if owner == id => Ok((slot, role)),
            Some(_) => Err(ApiError::forbidden(
                "this token is for another table or session",
            )),
        }
    }

    /// The tables a session's entries make, and the writes that make them on disk.
    fn session_tables(
        &self,
        session: &LiveSession,
        entries: &[SessionEntry],
    ) -> (Vec<NewLive>, Vec<Write>) {
        let config = session.config();
        let mut made = Vec::new();
        let mut writes = Vec::new();
        for entry in entries {
            let SessionEntry::Table {
                id, seats, dealer, ..
            } = entry
            else {
                continue;
            };
            let name = |seat: cards::Seat| Some(config.players[seats[seat.index()]].clone());
            let table = TableConfig {
                code: config.code,
                mode: config.mode,
                seed: config.seed ^ u64::from_str_radix(&id[..16.min(id.len())], 16).unwrap_or(0),
                players: formats::json::Players {
                    N: name(cards::Seat::North),
                    E: name(cards::Seat::East),
                    S: name(cards::Seat::South),
                    W: name(cards::Seat::West),
                },
                kibitzing: crate::config::Kibitzing::AfterDeal,
                sequence: match (&config.kind, config.code) {
                    (crate::session::SessionKind::Progressive { .. }, _) => {
                        SequenceKind::Progressive
                    }
                    (_, laws::CodeId::Chicago) => SequenceKind::Chicago,
                    _ => SequenceKind::Rubber,
                },
                board: 1,
                dealer: Some(*dealer),
                vulnerable: None,
                deal: None,
                event: None,
                robots: Vec::new(),
                chat: crate::chat::ChatSetting::All,
                session: Some(session.id().to_string()),
                three_handed: false,
            };
            let (live, _, table_writes) = NewLive::make(id.clone(), table);
            made.push(live);
            writes.extend(table_writes);
        }
        (made, writes)
    }

    /// For a session's movement: each of its tables' deals played, in the order they were
    /// made, and whether every table of the round in play has played all its deals.
    async fn round_facts(&self, session: &LiveSession) -> (Vec<Vec<laws::DealOutcome>>, bool) {
        let mut outcomes = Vec::new();
        let mut over = true;
        let round = session.round();
        for table in session.tables() {
            let Some(slot) = self.slot(&table.id) else {
                outcomes.push(Vec::new());
                over = false;
                continue;
            };
            let live = slot.table.lock().await;
            outcomes.push(live.outcomes());
            if table.round == round && !live.finished() {
                over = false;
            }
        }
        (outcomes, over && round > 0)
    }

    /// Takes an action in a session: checked, written to disk (with any tables it makes),
    /// then kept and announced.
    pub async fn act_session(
        &self,
        slot: &SessionSlot,
        role: Role,
        token: &str,
        action: SessionAction,
    ) -> Result<(String, Vec<String>), ApiError> {
        if !self.actions.allow(digest(token)) {
            return Err(ApiError::too_many());
        }
        let mut session = slot.session.lock().await;
        let (outcomes, over) = self.round_facts(&session).await;
        let entries = session.prepare(role, action, over, &outcomes, new_token)?;
        let (tables, mut writes) = self.session_tables(&session, &entries);
        writes.extend(session_writes(&session, &entries));
        self.writer
            .write(writes)
            .await
            .map_err(ApiError::unavailable)?;
        for entry in entries {
            session.keep(entry)?;
        }
        let mut made = Vec::new();
        for table in tables {
            made.push(table.table.id().to_string());
            self.install(table);
        }
        *slot.seats.write().unwrap_or_else(|e| e.into_inner()) = session
            .tables()
            .iter()
            .map(|t| (t.id.clone(), t.seats))
            .collect();
        slot.changed.send_replace(session.seq());
        drop(session);
        Ok((self.session_view(slot, role).await, made))
    }

    /// The session as `role` sees it: its state, each of its tables' progress, the
    /// progressive standings, and what `role` may do now.
    pub async fn session_view(&self, slot: &SessionSlot, role: Role) -> String {
        let session = slot.session.lock().await;
        let (outcomes, over) = self.round_facts(&session).await;
        let mut tables = Vec::new();
        for table in session.tables() {
            let names: serde_json::Map<String, serde_json::Value> = cards::Seat::ALL
                .iter()
                .map(|seat| {
                    (
                        seat.to_string(),
                        session.config().players[table.seats[seat.index()]]
                            .clone()
                            .into(),
                    )
                })
                .collect();
            let progress = match self.slot(&table.id) {
                Some(live) => {
                    let live = live.table.lock().await;
                    serde_json::json!({
                        "deal_number": live.deal_number(),
                        "phase": live.current().map(|t| t.state().phase),
                        "played": live.outcomes().len(),
                        "finished": live.finished(),
                    })
                }
                None => serde_json::Value::Null,
            };
            tables.push(serde_json::json!({
                "id": table.id, "round": table.round, "number": table.number,
                "seats": names, "progress": progress,
            }));
        }
        let scored = session.standings(&outcomes, over);
        let offers = session
            .candidates(role)
            .into_iter()
            .filter(|(_, action)| {
                session
                    .prepare(role, action.clone(), over, &outcomes, new_token)
                    .is_ok()
            })
            .map(|(offer, _)| offer)
            .collect();
        session.view(role, tables, scored, offers).to_string()
    }

    /// Whether `token` is the room's Director key.
    pub fn is_room_key(&self, token: Option<&str>) -> bool {
        token.is_some_and(|token| self.is_room_director(&digest(token)))
    }

    /// Whether a token's digest is the room's Director key.
    fn is_room_director(&self, digest: &str) -> bool {
        self.room.as_deref() == Some(digest)
    }

    /// Every table, as the room's Director sees the list (the key is required).
    pub async fn list(&self, token: Option<&str>) -> Result<Vec<serde_json::Value>, ApiError> {
        let token = token.ok_or_else(ApiError::unauthorized)?;
        let digest = digest(token);
        if !self.is_room_director(&digest) {
            let known = self
                .tokens
                .read()
                .unwrap_or_else(|e| e.into_inner())
                .contains_key(&digest);
            return Err(if known {
                ApiError::forbidden(
                    "the list of tables is the room's Director's (the key arbiter serve printed)",
                )
            } else {
                ApiError::unauthorized()
            });
        }
        let slots = self.slots();
        let mut list = Vec::with_capacity(slots.len());
        for slot in slots {
            list.push(slot.table.lock().await.summary());
        }
        Ok(list)
    }

    /// The table `id`, if the server holds it.
    pub fn slot(&self, id: &str) -> Option<Arc<Slot>> {
        self.tables
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(id)
            .cloned()
    }

    /// Every table the server holds.
    pub fn slots(&self) -> Vec<Arc<Slot>> {
        self.tables
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .cloned()
            .collect()
    }

    /// How many tables the server holds.
    pub fn len(&self) -> usize {
        self.tables.read().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// Whether the server holds no table.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The token handed out for `role`, of those made.
fn token_of(tokens: &[(Role, String)], role: Role) -> TokenOut {
    TokenOut {
        token: tokens
            .iter()
            .find(|(r, _)| *r == role)
            .map(|(_, t)| t.clone())
            .unwrap_or_default(),
    }
}

/// The writes that append `entries` to `session`'s log.
fn session_writes(session: &LiveSession, entries: &[SessionEntry]) -> Vec<Write> {
    entries
        .iter()
        .enumerate()
        .map(|(i, entry)| {
            Write::Append(Entry {
                table: session.id().to_string(),
                seq: session.seq() + i as u64 + 1,
                body: serde_json::to_string(entry).expect("an entry serializes"),
                key: None,
            })
        })
        .collect()
}
