//! Sessions: people who are seated by the game's own rules rather than by the links they were
//! given, and who may move between tables.
//!
//! - **The cut** (rubber, Chicago and the Auction codes): the four players draw cards from the
//!   spread pack; the code's cut rules (`laws::cut`, folded by `club::procedure`) rank them,
//!   decide the partnerships and the first dealer, who chooses his seat (1912 Laws 14-18;
//!   Rules for Club Procedure C); the table is then made with each name at its seat.
//! - **Progressive auction** (the Boston 1916 manual): tables of four, four deals each a round;
//!   after the round the winners of each table move up, the head table's losers go to the
//!   foot, and at every new table partners change (`club::progressive`); each round's tables
//!   are made with the players where the movement puts them.
//!
//! Each player holds one token for the whole session: at a table of the session it is his
//! seat's token wherever he sits (the hub resolves it, [`LiveSession::seat_of`]). A session is
//! a log too, kept beside the tables' logs: the fold of its entries is the session.

use std::collections::BTreeMap;

use cards::{Card, Seat};
use club::procedure::{Event as ProcedureEvent, Procedure, Standing};
use club::progressive::Seating;
use laws::CodeId;
use laws::table::Mode;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};

use crate::error::ApiError;
use crate::token::Role;

/// How a session seats its players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum SessionKind {
    /// Four players cut for partners, seats and the first deal, then play at one table.
    Cut,
    /// Progressive auction: tables of four, seated for the first round as given (each table
    /// North, South, East, West; the first is the head table).
    Progressive {
        /// The first round's seating, by name.
        tables: Vec<[String; 4]>,
    },
}

/// What `POST /api/sessions` asks for.
#[derive(Clone, Debug, Deserialize)]
pub struct SessionRequest {
    /// How the players are seated.
    #[serde(flatten)]
    pub kind: SessionKind,
    /// The code of laws.
    pub code: CodeId,
    /// Guarded or open tables.
    #[serde(default)]
    pub mode: Option<Mode>,
    /// The players (the cut: four names; progressive: the names of the first round's tables).
    #[serde(default)]
    pub players: Vec<String>,
    /// The seed of the draws and the deals.
    #[serde(default)]
    pub seed: Option<u64>,
}

/// A session's configuration, checked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionConfig {
    /// How the players are seated.
    #[serde(flatten)]
    pub kind: SessionKind,
    /// The code of laws.
    pub code: CodeId,
    /// Guarded or open tables.
    pub mode: Mode,
    /// The players, by their index (their tokens' `player:K`).
    pub players: Vec<String>,
    /// The seed of the draws and the deals.
    pub seed: u64,
}

/// Longest player name taken.
const NAME_LIMIT: usize = 64;

impl SessionRequest {
    /// Checks the request: the players, the code for the kind.
    pub fn config(self, seed: u64) -> Result<SessionConfig, ApiError> {
        let players = match &self.kind {
            SessionKind::Cut => {
                if self.code.code().cut_rules().is_none() {
                    return Err(ApiError::bad_request(format!(
                        "code: {} seats its players by the movement, not by a cut",
                        self.code
                    )));
                }
                if self.players.len() != 4 {
                    return Err(ApiError::bad_request(format!(
                        "players: four players cut for partners; {} named",
                        self.players.len()
                    )));
                }
                self.players.clone()
            }
            SessionKind::Progressive { tables } => {
                if !CodeId::MANUAL_1916.contains(&self.code) {
                    return Err(ApiError::bad_request(
                        "code: progressive auction is played under auction1915 or auction1915-nullo (the Boston 1916 manual)",
                    ));
                }
                let seating: Vec<Seating> = tables
                    .iter()
                    .map(|[n, s, e, w]| Seating::new(n, s, e, w))
                    .collect();
                club::progressive::check_seating(&seating)
                    .map_err(|e| ApiError::bad_request(format!("tables: {e}")))?;
                tables.iter().flatten().cloned().collect()
            }
        };
        let mut seen = std::collections::BTreeSet::new();
        for name in &players {
            let name = name.trim();
            if name.is_empty() || name.chars().count() > NAME_LIMIT {
                return Err(ApiError::bad_request(format!(
                    "players: a name is 1 to {NAME_LIMIT} characters"
                )));
            }
            if !seen.insert(name.to_string()) {
                return Err(ApiError::bad_request(format!(
                    "players: {name} is named twice"
                )));
            }
        }
        Ok(SessionConfig {
            kind: self.kind,
            code: self.code,
            mode: self.mode.unwrap_or(Mode::Guarded),
            players: players.into_iter().map(|p| p.trim().to_string()).collect(),
            seed: self.seed.unwrap_or(seed),
        })
    }
}

/// One entry of a session's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "session", rename_all = "kebab-case")]
pub enum SessionEntry {
    /// A player draws a card in the cut.
    Draw {
        /// The player's index.
        player: usize,
        /// The card drawn.
        card: Card,
    },
    /// A table of the session is made: its players by seat (N, E, S, W).
    Table {
        /// The table's id.
        id: String,
        /// The round (1 for the cut's table).
        round: u32,
        /// Its number in the round (1 is the head table).
        number: u32,
        /// The player at each seat, N, E, S, W.
        seats: [usize; 4],
        /// The first deal's dealer.
        dealer: Seat,
    },
}

/// A table of the session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SessionTable {
    /// The table's id.
    pub id: String,
    /// The round.
    pub round: u32,
    /// Its number in the round (1 is the head table).
    pub number: u32,
    /// The player at each seat, N, E, S, W.
    pub seats: [usize; 4],
    /// The first deal's dealer.
    pub dealer: Seat,
}

/// What a player or the Director asks of a session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionAction {
    /// Draw a card in the cut: the server draws for the player (`card` `None`), or the
    /// Director records the card a player drew at a real table.
    Draw {
        /// Who draws.
        player: usize,
        /// The card, if the Director records it.
        card: Option<Card>,
    },
    /// The first dealer chooses his seat (1912 Law 18): the table is made.
    ChooseSeat(Seat),
    /// The Director begins the next round of a progressive session.
    NextRound,
}

/// A session: its configuration and the fold of its log.
#[derive(Clone, Debug)]
pub struct LiveSession {
    id: String,
    config: SessionConfig,
    /// The cut's procedure (a cut session).
    procedure: Option<Procedure>,
    /// The tables made, in order.
    tables: Vec<SessionTable>,
    /// The cards drawn in the cut, in order, by player.
    draws: Vec<(usize, Card)>,
    /// Entries in the log.
    seq: u64,
}

impl LiveSession {
    /// A session as configured, before its first entry; the entries that make a progressive
    /// session's first round's tables are the hub's to write ([`LiveSession::first_round`]).
    pub fn new(id: String, config: SessionConfig) -> Result<LiveSession, ApiError> {
        let procedure = match config.kind {
            SessionKind::Cut => {
                let mut procedure = Procedure::new(config.code)
                    .map_err(|e| ApiError::bad_request(e.to_string()))?;
                // The four apply together, none having played elsewhere (Rule C).
                procedure
                    .apply(ProcedureEvent::Apply {
                        names: config.players.clone(),
                        standing: Standing::NotPlayed,
                    })
                    .map_err(|e| ApiError::bad_request(e.to_string()))?;
                Some(procedure)
            }
            SessionKind::Progressive { .. } => None,
        };
        Ok(LiveSession {
            id,
            config,
            procedure,
            tables: Vec::new(),
            draws: Vec::new(),
            seq: 0,
        })
    }

    /// The session's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Its configuration.
    pub fn config(&self) -> &SessionConfig {
        &self.config
    }

    /// The entries in its log.
    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// The tables made, in order.
    pub fn tables(&self) -> &[SessionTable] {
        &self.tables
    }

    /// The round in play (0 before the first table).
    pub fn round(&self) -> u32 {
        self.tables.last().map_or(0, |t| t.round)
    }

    /// The tables of the round in play.
    pub fn current_tables(&self) -> impl Iterator<Item = &SessionTable> {
        let round = self.round();
        self.tables.iter().filter(move |t| t.round == round)
    }

    /// Where player `player` sits at table `table`, if he sits there.
    pub fn seat_of(&self, table: &str, player: usize) -> Option<Seat> {
        let at = self.tables.iter().find(|t| t.id == table)?;
        Seat::ALL
            .into_iter()
            .find(|seat| at.seats[seat.index()] == player)
    }

    /// The first round's tables of a progressive session, to be made with the session.
    pub fn first_round(&self, ids: impl Fn() -> String) -> Vec<SessionEntry> {
        match &self.config.kind {
            SessionKind::Progressive { tables } => tables
                .iter()
                .enumerate()
                .map(|(t, [n, s, e, w])| {
                    self.table_entry(&ids, 1, t as u32 + 1, [n, e, s, w], Seat::North)
                })
                .collect(),
            SessionKind::Cut => Vec::new(),
        }
    }

    /// The entry making a table with the named players at N, E, S, W.
    fn table_entry(
        &self,
        ids: impl Fn() -> String,
        round: u32,
        number: u32,
        names: [&String; 4],
        dealer: Seat,
    ) -> SessionEntry {
        let index = |name: &String| {
            self.config
                .players
                .iter()
                .position(|p| p == name)
                .unwrap_or(0)
        };
        SessionEntry::Table {
            id: ids(),
            round,
            number,
            seats: names.map(index),
            dealer,
        }
    }

    /// Checks that `role` may take `action` and gives the entries it writes, or why not;
    /// `outcomes` are the deals played at each table of the session, in the order the tables
    /// were made (for the progressive movement), and `over` whether every table of the round
    /// in play has played its deals.
    pub fn prepare(
        &self,
        role: Role,
        action: SessionAction,
        over: bool,
        outcomes: &[Vec<laws::DealOutcome>],
        ids: impl Fn() -> String,
    ) -> Result<Vec<SessionEntry>, ApiError> {
        match action {
            SessionAction::Draw { player, card } => {
                let procedure = self
                    .procedure
                    .as_ref()
                    .ok_or_else(|| ApiError::not_now("this session has no cut"))?;
                match role {
                    Role::Player(me) if usize::from(me) == player && card.is_none() => {}
                    Role::Director => {}
                    _ => {
                        return Err(ApiError::forbidden(
                            "a player draws for himself (the Director may record any draw)",
                        ));
                    }
                }
                let name = self.name(player)?;
                let card = match card {
                    Some(card) => card,
                    None => {
                        // A card from those not yet drawn in the round, as from a pack spread
                        // face down: the session's seed and the draw's place make it.
                        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(
                            self.config.seed ^ self.seq.wrapping_mul(0x9E37_79B9_7F4A_7C15),
                        );
                        club::procedure::random_card(&mut rng, &procedure.cards_in_round())
                            .ok_or_else(|| ApiError::not_now("every card has been drawn"))?
                    }
                };
                let mut probe = procedure.clone();
                probe
                    .apply(ProcedureEvent::Draw {
                        name: name.to_string(),
                        cards: vec![card],
                    })
                    .map_err(|e| ApiError::not_now(e.to_string()))?;
                Ok(vec![SessionEntry::Draw { player, card }])
            }
            SessionAction::ChooseSeat(seat) => {
                let cut = self.decided_cut()?;
                if !self.tables.is_empty() {
                    return Err(ApiError::not_now("the players are seated already"));
                }
                let dealer = self.index(&cut.dealer);
                if role != Role::Player(dealer as u8) && role != Role::Director {
                    return Err(ApiError::forbidden(format!(
                        "{} chooses his seat: he cut the card with precedence (1912 Law 18; Rules for Club Procedure C)",
                        cut.dealer
                    )));
                }
                let partner = self.index(&cut.dealers_side[1]);
                // The opponent with precedence sits on the dealer's left (docs/laws-decisions.md).
                let [left, right] = cut.opponents.clone().map(|name| self.index(&name));
                let mut seats = [0; 4];
                seats[seat.index()] = dealer;
                seats[seat.partner().index()] = partner;
                seats[seat.lho().index()] = left;
                seats[seat.rho().index()] = right;
                let names = seats.map(|p| &self.config.players[p]);
                Ok(vec![self.table_entry(ids, 1, 1, names, seat)])
            }
            SessionAction::NextRound => {
                let SessionKind::Progressive { tables } = &self.config.kind else {
                    return Err(ApiError::not_now("a cut session plays one table"));
                };
                if role != Role::Director {
                    return Err(ApiError::forbidden("the Director begins the next round"));
                }
                if !over {
                    return Err(ApiError::not_now(
                        "the round is not over: every table plays its four deals first",
                    ));
                }
                let played = self
                    .progressive(tables, outcomes)
                    .map_err(|e| ApiError::not_now(e.to_string()))?;
                let round = self.round() + 1;
                Ok(played
                    .next
                    .iter()
                    .enumerate()
                    .map(|(t, seating)| {
                        let [n, s] = &seating.north_south;
                        let [e, w] = &seating.east_west;
                        self.table_entry(&ids, round, t as u32 + 1, [n, e, s, w], Seat::North)
                    })
                    .collect())
            }
        }
    }

    /// The progressive session scored over the rounds whose deals `outcomes` holds (each
    /// table's, in the order the tables were made, whole rounds only).
    fn progressive(
        &self,
        first: &[[String; 4]],
        outcomes: &[Vec<laws::DealOutcome>],
    ) -> Result<club::progressive::Session, club::progressive::ProgressiveError> {
        let seating = first
            .iter()
            .map(|[n, s, e, w]| Seating::new(n, s, e, w))
            .collect();
        let rounds: Vec<Vec<Vec<laws::DealOutcome>>> = outcomes
            .chunks(first.len().max(1))
            .map(<[Vec<laws::DealOutcome>]>::to_vec)
            .collect();
        club::progressive::Session::play(self.config.code, seating, &rounds)
    }

    /// A progressive session's standings over the rounds finished (`over`: whether the round
    /// in play is); `None` for a cut session, or before a round is finished.
    pub fn standings(
        &self,
        outcomes: &[Vec<laws::DealOutcome>],
        over: bool,
    ) -> Option<club::progressive::Session> {
        let SessionKind::Progressive { tables } = &self.config.kind else {
            return None;
        };
        let finished = if over {
            outcomes.len()
        } else {
            outcomes.len().saturating_sub(tables.len())
        };
        if finished == 0 {
            return None;
        }
        self.progressive(tables, &outcomes[..finished]).ok()
    }

    /// What `role` might do now, each as the page sends it and as the session reads it:
    /// the session's offers are those of these it would take.
    pub fn candidates(&self, role: Role) -> Vec<(serde_json::Value, SessionAction)> {
        let mut out = Vec::new();
        match role {
            Role::Player(me) => {
                out.push((
                    serde_json::json!({"event": "draw"}),
                    SessionAction::Draw {
                        player: usize::from(me),
                        card: None,
                    },
                ));
            }
            Role::Director => {
                // The Director records a card a player drew at a real table.
                for player in 0..self.config.players.len() {
                    out.push((
                        serde_json::json!({"event": "draw", "player": player}),
                        SessionAction::Draw {
                            player,
                            card: Some(self.unused_card()),
                        },
                    ));
                }
                out.push((
                    serde_json::json!({"event": "next-round"}),
                    SessionAction::NextRound,
                ));
            }
            _ => {}
        }
        for seat in Seat::ALL {
            out.push((
                serde_json::json!({"event": "choose-seat", "seat": seat}),
                SessionAction::ChooseSeat(seat),
            ));
        }
        out
    }

    /// A card not drawn in the cut's round in progress (to try the Director's recording).
    fn unused_card(&self) -> Card {
        let taken = self
            .procedure
            .as_ref()
            .map(Procedure::cards_in_round)
            .unwrap_or_default();
        Card::all()
            .find(|card| !taken.contains(card))
            .unwrap_or_else(|| Card::all().next().expect("a pack has cards"))
    }

    /// Keeps an entry written: the session moves on.
    pub fn keep(&mut self, entry: SessionEntry) -> Result<(), ApiError> {
        match entry {
            SessionEntry::Draw { player, card } => {
                let name = self.name(player)?.to_string();
                let procedure = self
                    .procedure
                    .as_mut()
                    .ok_or_else(|| ApiError::not_now("this session has no cut"))?;
                procedure
                    .apply(ProcedureEvent::Draw {
                        name,
                        cards: vec![card],
                    })
                    .map_err(|e| ApiError::unavailable(e.to_string()))?;
                self.draws.push((player, card));
            }
            SessionEntry::Table {
                id,
                round,
                number,
                seats,
                dealer,
            } => self.tables.push(SessionTable {
                id,
                round,
                number,
                seats,
                dealer,
            }),
        }
        self.seq += 1;
        Ok(())
    }

    /// The cut as decided, or why not yet.
    fn decided_cut(&self) -> Result<&laws::cut::PartnersCut, ApiError> {
        self.procedure
            .as_ref()
            .and_then(Procedure::cut)
            .ok_or_else(|| ApiError::not_now("the cut for partners is not over"))
    }

    /// Player `index`'s name.
    fn name(&self, index: usize) -> Result<&str, ApiError> {
        self.config
            .players
            .get(index)
            .map(String::as_str)
            .ok_or_else(|| ApiError::bad_request(format!("player: there is no player {index}")))
    }

    /// The index of the player named `name`.
    fn index(&self, name: &str) -> usize {
        self.config
            .players
            .iter()
            .position(|p| p == name)
            .unwrap_or(0)
    }

    /// The session as `role` sees it, with the tables' states and the progressive session's
    /// scores as the hub gives them.
    pub fn view(
        &self,
        role: Role,
        tables: Vec<serde_json::Value>,
        scored: Option<club::progressive::Session>,
        offers: Vec<serde_json::Value>,
    ) -> serde_json::Value {
        let me = match role {
            Role::Player(k) => Some(usize::from(k)),
            _ => None,
        };
        let cut = self.procedure.as_ref().map(|procedure| {
            let view = procedure.view();
            let to_draw = match procedure.must_draw() {
                Some((purpose, names)) if procedure.cut().is_none() => {
                    serde_json::json!({"names": names, "purpose": purpose})
                }
                _ => serde_json::Value::Null,
            };
            serde_json::json!({
                "rules": procedure.rules().describe(),
                "draws": self.draws(),
                "to_draw": to_draw,
                "decided": procedure.cut(),
                "rulings": view.rulings,
            })
        });
        let mine: Vec<serde_json::Value> = me
            .map(|me| {
                self.current_tables()
                    .filter_map(|t| {
                        self.seat_of(&t.id, me).map(|seat| {
                            serde_json::json!({"table": t.id, "number": t.number, "round": t.round, "seat": seat})
                        })
                    })
                    .collect()
            })
            .unwrap_or_default();
        serde_json::json!({
            "id": self.id,
            "kind": self.config.kind,
            "code": self.config.code,
            "mode": self.config.mode,
            "players": self.config.players,
            "role": match role { Role::Player(_) => "player".to_string(), other => other.name() },
            "me": me,
            "seq": self.seq,
            "round": self.round(),
            "cut": cut,
            "tables": tables,
            "seat": mine.first(),
            "progressive": scored,
            "offers": offers,
        })
    }

    /// The cards drawn in the cut, in order.
    fn draws(&self) -> Vec<BTreeMap<&'static str, String>> {
        self.draws
            .iter()
            .map(|(player, card)| {
                BTreeMap::from([
                    ("player", self.config.players[*player].clone()),
                    ("card", card.to_string()),
                ])
            })
            .collect()
    }
}
