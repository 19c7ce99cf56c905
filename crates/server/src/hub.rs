//! The tables in memory, their tokens, and the one way an action reaches a table: checked,
//! written to disk, then kept and announced.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use serde::Serialize;
use store::tables::{Entry, NewTable, StoredTable, TableLog, TableLogError, Write};
use tokio::sync::{Mutex, watch};

use crate::chat::Audience;
use crate::config::TableRequest;
use crate::error::ApiError;
use crate::events::Events;
use crate::limits::{Rate, RateLimiter};
use crate::live::{Action, LiveTable, LogEntry};
use crate::token::{Role, digest, new_token};
use crate::writer::Writer;

/// A table and the channel that tells its watchers it has changed (the new `seq`).
pub struct Slot {
    /// The table; an action holds the lock from its check until it is kept.
    pub table: Mutex<LiveTable>,
    /// The table's `seq` after each change.
    pub changed: watch::Sender<u64>,
}

/// Every table the server holds.
pub struct Hub {
    tables: RwLock<HashMap<String, Arc<Slot>>>,
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
            tokens: RwLock::new(HashMap::new()),
            writer: Writer::spawn(log),
            actions: RateLimiter::new(action_rate),
            events,
            room,
        };
        let mut problems = Vec::new();
        for table in stored {
            if let Err(problem) = hub.load(table) {
                problems.push(problem);
            }
        }
        Ok((hub, problems))
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
        let mut tokens = self.tokens.write().unwrap_or_else(|e| e.into_inner());
        for (digest, role) in stored.table.tokens {
            if let Some(role) = Role::from_name(&role) {
                tokens.insert(digest, (id.clone(), role));
            }
        }
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
        let id = new_token();
        let seed = u64::from_str_radix(&new_token()[..16], 16).unwrap_or(0);
        let event = match &request.event {
            Some(seat) => Some(self.events.place(seat).await?),
            None => None,
        };
        let config = request.config(seed, event)?;
        let tokens: Vec<(Role, String)> = Role::ALL.iter().map(|&r| (r, new_token())).collect();
        let (mut live, first) = LiveTable::new(id.clone(), config);
        let writes = vec![
            Write::Create(NewTable {
                id: id.clone(),
                config: serde_json::to_string(live.config()).expect("a config serializes"),
                tokens: tokens
                    .iter()
                    .map(|(role, token)| (digest(token), role.name()))
                    .collect(),
            }),
            Write::Append(Entry {
                table: id.clone(),
                seq: 1,
                body: serde_json::to_string(&first).expect("an entry serializes"),
                key: None,
            }),
        ];
        self.writer
            .write(writes)
            .await
            .map_err(ApiError::unavailable)?;
        live.replay(first, None)
            .map_err(|e| ApiError::unavailable(e.error))?;
        {
            let mut map = self.tokens.write().unwrap_or_else(|e| e.into_inner());
            for (role, token) in &tokens {
                map.insert(digest(token), (id.clone(), *role));
            }
        }
        let (changed, _) = watch::channel(live.seq());
        self.tables
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(
                id.clone(),
                Arc::new(Slot {
                    table: Mutex::new(live),
                    changed,
                }),
            );
        let token_of = |role: Role| TokenOut {
            token: tokens
                .iter()
                .find(|(r, _)| *r == role)
                .map(|(_, t)| t.clone())
                .unwrap_or_default(),
        };
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

    /// The table `id` and the role `token` has at it.
    pub fn enter(&self, id: &str, token: Option<&str>) -> Result<(Arc<Slot>, Role), ApiError> {
        let slot = self.slot(id).ok_or_else(|| ApiError::no_table(id))?;
        let token = token.ok_or_else(ApiError::unauthorized)?;
        let digest = digest(token);
        if self.is_room_director(&digest) {
            return Ok((slot, Role::Director));
        }
        let tokens = self.tokens.read().unwrap_or_else(|e| e.into_inner());
        match tokens.get(&digest) {
            Some((table, role)) if table == id => Ok((slot, *role)),
            Some(_) => Err(ApiError::forbidden("this token is for another table")),
            None => Err(ApiError::unauthorized()),
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
        if key.as_deref().is_some_and(|k| table.has_key(k)) {
            // Taken already: a retry gets the table as it is, and nothing is done twice.
            return Ok(Acted {
                view: table.view_json(role),
                taken: false,
            });
        }
        let prepared = table.prepare(role, action)?;
        self.commit(slot, &mut table, prepared, key).await?;
        Ok(Acted {
            view: table.view_json(role),
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
            view: from.table.lock().await.view_json(Role::Director),
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
