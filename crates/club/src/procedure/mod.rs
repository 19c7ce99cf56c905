//! Club procedure at a rubber-bridge table: who is a member, who plays the next rubber, the
//! cut for partners and the first dealer, cutting out, cutting in, succession, substitutes and
//! the breaking up of a table, as an event log folded into a state ([`Procedure`]).
//!
//! Every code's cut comes from its [`CutRules`] (1912 Laws 14-27; the 1916 manual's Formation
//! of Tables; the 1908 code "as in Bridge"; the Rules for Club Procedure A-F with the Laws of
//! Contract Bridge). The cards drawn are events, so a log replays exactly; a random draw is
//! made at the edge ([`random_card`]) and written into the log.
//!
//! ```
//! use club::procedure::{Event, Procedure, Standing};
//! use laws::CodeId;
//!
//! let mut table = Procedure::new(CodeId::Auction1912)?;
//! let four = ["Ann", "Bob", "Cy", "Di"].map(String::from).to_vec();
//! table.apply(Event::Apply { names: four, standing: Standing::NotPlayed })?;
//! for (name, card) in [("Ann", "HA"), ("Bob", "S7"), ("Cy", "D7"), ("Di", "CK")] {
//!     table.apply(Event::Draw { name: name.into(), cards: vec![card.parse()?] })?;
//! }
//! let cut = table.cut().expect("the four have cut");
//! assert_eq!(cut.dealer, "Ann"); // 1912 Law 14: the ace is lowest; Law 18: the lowest deals
//! assert_eq!(cut.dealers_side, ["Ann".to_string(), "Cy".to_string()]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod log;

pub use error::{LogError, ProcedureError};
pub use log::{ProcedureLog, parse_log};

use cards::Card;
use laws::CodeId;
use laws::cut::{
    self as cut, CutRules, DrawOrder, DrawStep, FromAnotherTable, PartnersCut, partner_boundaries,
};
pub use laws::table::Ruling;
use rand::Rng;
use serde::Serialize;

/// Six players make a complete table (1912 Law 19; Rules for Club Procedure A).
pub const COMPLETE_TABLE: usize = 6;

/// Four play a rubber.
const PLAYERS: usize = 4;

/// Where an applicant stands when a table is formed (Rules for Club Procedure C; 1912 Laws
/// 17, 23, 24).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Standing {
    /// Has not played at any table: ranks by order of entry into the room.
    NotPlayed,
    /// Has played elsewhere: ranks equally with the others who have played.
    Played,
    /// Leaves an existing table to join this one.
    FromTable,
}

/// One event of club procedure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Players apply to the table, all at the same moment (one name: an ordinary
    /// application; several: simultaneous applications, Rule D).
    Apply {
        /// The applicants.
        names: Vec<String>,
        /// Where they stand.
        standing: Standing,
    },
    /// A player draws (cuts) a card; several cards: he exposed more than one (1912 Law 16).
    Draw {
        /// The player.
        name: String,
        /// The card or cards.
        cards: Vec<Card>,
    },
    /// The rubber being played has ended.
    RubberEnd,
    /// A member leaves the table; `returning`: he makes a fourth at another table and
    /// announces that he will come back (Rule F; 1912 Law 25).
    Leave {
        /// The member.
        name: String,
        /// Whether he announced his return.
        returning: bool,
    },
    /// A member who left announcing his return comes back.
    Return {
        /// The member.
        name: String,
    },
    /// A player leaving during a rubber appoints a substitute, with the consent of the other
    /// three (1912 Law 26).
    Substitute {
        /// The player who leaves.
        player: String,
        /// Who plays for him until the end of the rubber.
        substitute: String,
        /// The three who consent.
        agreed: Vec<String>,
    },
}

/// Practices a club may follow (Four-Deal Bridge, "practices acceptable in some clubs").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Practices {
    /// (iii): no two players partners for a second consecutive rubber at the same table.
    pub no_second_rubber_together: bool,
    /// Pivot games: the partnerships follow a fixed rotation, and taking seats for the next
    /// rubber counts as the cut.
    pub pivot: bool,
}

/// A member of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Member {
    /// The name.
    pub name: String,
    /// Where he stood when he applied.
    pub standing: Standing,
    /// His place in the order of entry (simultaneous applicants share one).
    pub entry: usize,
    /// Consecutive rubbers he has played at this table, up to the last.
    pub consecutive: u32,
    /// Rubbers he has played at this table.
    pub rubbers: u32,
    /// Away making a fourth at another table, having announced his return (Rule F).
    pub away: bool,
}

/// What a draw in progress decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Purpose {
    /// Forming the table: which applicants become members and which four play.
    Forming,
    /// Cutting out at the end of a rubber: which four play the next.
    CuttingOut,
    /// Partners, the first dealer and his choice of seat and cards.
    Partners,
    /// Precedence between simultaneous applicants for fewer vacancies.
    Entry,
}

/// A draw in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Drawing {
    purpose: Purpose,
    law: &'static str,
    draw: cut::Drawing,
}

/// The table broken up (1912 Law 27; Rules for Club Procedure E).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BrokenUp {
    /// Who left.
    pub by: String,
    /// Those left, who have a prior right elsewhere.
    pub others: Vec<String>,
}

/// A rubber-bridge table's club procedure: the fold of its events.
#[derive(Clone, Debug)]
pub struct Procedure {
    code: CodeId,
    rules: CutRules,
    practices: Practices,
    members: Vec<Member>,
    /// Applicants before the table is formed; afterwards those waiting for a vacancy, in
    /// groups of equal precedence (Law 20; Rule D).
    waiting: Vec<Vec<Member>>,
    formed: bool,
    /// The applicants who form the table, until the draw decides the six members.
    forming: Vec<Member>,
    entries: usize,
    drawing: Option<Drawing>,
    /// The four who play the next rubber, once decided.
    players: Option<Vec<String>>,
    /// The cut of the rubber in play.
    cut: Option<PartnersCut>,
    /// The first cut's order, for pivot games.
    pivot_order: Option<Vec<String>>,
    last_partners: Option<[[String; 2]; 2]>,
    last_players: Vec<String>,
    substitutes: Vec<(String, String)>,
    broken_up: Option<BrokenUp>,
    rubbers: u32,
    rulings: Vec<Ruling>,
}

impl Procedure {
    /// An empty table under `code`; an error for a code without a cut (duplicate).
    pub fn new(code: CodeId) -> Result<Procedure, ProcedureError> {
        Procedure::with_practices(code, Practices::default())
    }

    /// An empty table following the club's practices.
    pub fn with_practices(code: CodeId, practices: Practices) -> Result<Procedure, ProcedureError> {
        let rules = code
            .code()
            .cut_rules()
            .ok_or_else(|| ProcedureError::NoDrawDue {
                why: format!("{code} seats its players by the movement, not by a cut"),
                law: "Law 4",
            })?;
        Ok(Procedure {
            code,
            rules,
            practices,
            members: Vec::new(),
            waiting: Vec::new(),
            formed: false,
            forming: Vec::new(),
            entries: 0,
            drawing: None,
            players: None,
            cut: None,
            pivot_order: None,
            last_partners: None,
            last_players: Vec::new(),
            substitutes: Vec::new(),
            broken_up: None,
            rubbers: 0,
            rulings: Vec::new(),
        })
    }

    /// The code's cut rules.
    pub fn rules(&self) -> &CutRules {
        &self.rules
    }

    /// The cut of the rubber in play: partners, dealer.
    pub fn cut(&self) -> Option<&PartnersCut> {
        self.cut.as_ref()
    }

    /// The members, in order of entry.
    pub fn members(&self) -> &[Member] {
        &self.members
    }

    /// The rulings so far.
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// Those who must draw now, if a draw is due: the draw in progress, or the one the next
    /// card drawn would begin.
    pub fn must_draw(&self) -> Option<(Purpose, Vec<String>)> {
        if let Some(drawing) = &self.drawing {
            let waiting = drawing.draw.round().waiting().into_iter().map(String::from);
            return Some((drawing.purpose, waiting.collect()));
        }
        let mut probe = self.clone();
        probe.begin_drawing().ok()?;
        probe
            .drawing
            .map(|d| (d.purpose, d.draw.round().group().to_vec()))
    }

    /// Records an event, or refuses it naming the rule; a refused event changes nothing.
    pub fn apply(&mut self, event: Event) -> Result<(), ProcedureError> {
        let mut next = self.clone();
        next.fold(event)?;
        *self = next;
        Ok(())
    }

    fn fold(&mut self, event: Event) -> Result<(), ProcedureError> {
        if let Some(broken) = &self.broken_up {
            return Err(ProcedureError::BrokenUp {
                by: broken.by.clone(),
                law: self.rules.laws.break_up,
            });
        }
        match event {
            Event::Apply { names, standing } => self.applies(names, standing),
            Event::Draw { name, cards } => self.draws(&name, &cards),
            Event::RubberEnd => self.rubber_ends(),
            Event::Leave { name, returning } => self.leaves(&name, returning),
            Event::Return { name } => self.returns(&name),
            Event::Substitute {
                player,
                substitute,
                agreed,
            } => self.substitutes(player, substitute, agreed),
        }
    }

    fn rule(&mut self, law: &'static str, text: String) {
        self.rulings.push(Ruling { law, text });
    }

    fn known(&self, name: &str) -> bool {
        self.members
            .iter()
            .chain(&self.forming)
            .any(|m| m.name == name)
            || self.waiting.iter().flatten().any(|m| m.name == name)
    }

    /// Rule C, D; 1912 Laws 17, 20, 22: before the table is formed an applicant joins the
    /// applicants; afterwards he is a member at once if there is room, else he waits for the
    /// first vacancy, simultaneous applicants in excess drawing for precedence.
    fn applies(&mut self, names: Vec<String>, standing: Standing) -> Result<(), ProcedureError> {
        let law = if self.formed {
            self.rules.laws.entry
        } else {
            self.rules.laws.players
        };
        for (i, name) in names.iter().enumerate() {
            if self.known(name) || names[..i].contains(name) {
                return Err(ProcedureError::AlreadyApplied {
                    name: name.clone(),
                    law,
                });
            }
        }
        self.entries += 1;
        let group: Vec<Member> = names
            .iter()
            .map(|name| Member {
                name: name.clone(),
                standing,
                entry: self.entries,
                consecutive: 0,
                rubbers: 0,
                away: false,
            })
            .collect();
        self.waiting.push(group);
        if self.formed {
            self.fill_vacancies();
            let after_cut = if self.drawing.is_some() || self.cut.is_some() {
                " (a card has been drawn: from the next rubber, Rule B and 1912 Law 22)"
            } else {
                ""
            };
            self.rule(
                law,
                format!("{} applied to the table{after_cut}", names.join(", ")),
            );
        } else {
            self.rule(law, format!("{} applied to form a table", names.join(", ")));
        }
        Ok(())
    }

    /// Moves waiting applicants into the vacancies while a whole group of equal precedence
    /// fits (Law 20; Rule D); a group larger than the vacancies draws for precedence.
    fn fill_vacancies(&mut self) {
        if !self.forming.is_empty() {
            return;
        }
        while let Some(group) = self.waiting.first() {
            let vacancies = COMPLETE_TABLE.saturating_sub(self.members.len());
            if vacancies == 0 || group.len() > vacancies {
                break;
            }
            let group = self.waiting.remove(0);
            let names: Vec<String> = group.iter().map(|m| m.name.clone()).collect();
            self.members.extend(group);
            let law = self.rules.laws.succession;
            self.rule(law, format!("{} became a member", names.join(", ")));
        }
    }

    fn present(&self) -> Vec<&Member> {
        self.members.iter().filter(|m| !m.away).collect()
    }

    /// The draw that the next card begins: precedence between applicants for vacancies, the
    /// forming of the table or cutting out, then the cut for partners.
    fn begin_drawing(&mut self) -> Result<(), ProcedureError> {
        let laws = self.rules.laws;
        let vacancies = COMPLETE_TABLE.saturating_sub(self.members.len());
        if self.formed
            && vacancies > 0
            && let Some(group) = self.waiting.first()
        {
            let names = group.iter().map(|m| m.name.clone()).collect();
            let order = DrawOrder::new(vec![names], vec![vacancies]);
            return self.start(Purpose::Entry, laws.entry, order);
        }
        if self.practices.pivot && self.pivot_order.is_some() {
            return Err(ProcedureError::NoDrawDue {
                why: "in a pivot game taking seats is the cut".into(),
                law: PIVOT,
            });
        }
        if self.cut.is_some() {
            return Err(ProcedureError::NoDrawDue {
                why: "a rubber is being played".into(),
                law: laws.partners,
            });
        }
        if self.players.is_none() {
            let (purpose, law, order) = if self.formed {
                (
                    Purpose::CuttingOut,
                    laws.cutting_out,
                    self.cutting_out_order(),
                )
            } else {
                let count: usize = self.waiting.iter().map(Vec::len).sum();
                if count < PLAYERS {
                    return Err(ProcedureError::TooFew {
                        count,
                        law: laws.players,
                    });
                }
                self.form();
                (Purpose::Forming, laws.players, self.forming_order())
            };
            match order.decided() {
                Some(decided) => self.decide(purpose, &decided)?,
                None => return self.start(purpose, law, order),
            }
        }
        let players = self.players.clone().unwrap_or_default();
        let order = DrawOrder::new(
            vec![players],
            partner_boundaries(self.practices.no_second_rubber_together),
        );
        self.start(Purpose::Partners, laws.partners, order)
    }

    fn start(
        &mut self,
        purpose: Purpose,
        law: &'static str,
        order: DrawOrder,
    ) -> Result<(), ProcedureError> {
        match cut::Drawing::new(order.clone(), law) {
            Some(draw) => {
                self.drawing = Some(Drawing { purpose, law, draw });
                Ok(())
            }
            None => self.decide(purpose, &order.decided().unwrap_or_default()),
        }
    }

    /// Rule C; 1912 Laws 17, 23, 24: those who have not played, by order of entry, then those
    /// who have played (equal), then (in contract bridge) those leaving existing tables.
    fn forming_order(&self) -> DrawOrder {
        let applicants: Vec<&Member> = self.forming.iter().collect();
        let mut groups: Vec<Vec<String>> = Vec::new();
        let mut not_played: Vec<&Member> = applicants
            .iter()
            .copied()
            .filter(|m| m.standing == Standing::NotPlayed)
            .collect();
        not_played.sort_by_key(|m| m.entry);
        for member in not_played {
            match groups.last_mut() {
                Some(group) if self.entry_of(&group[0]) == member.entry => {
                    group.push(member.name.clone())
                }
                _ => groups.push(vec![member.name.clone()]),
            }
        }
        let lowest = self.rules.from_another_table == FromAnotherTable::RanksLowestAndDraws;
        let named = |pred: &dyn Fn(&Member) -> bool| -> Vec<String> {
            applicants
                .iter()
                .filter(|m| pred(m))
                .map(|m| m.name.clone())
                .collect()
        };
        if lowest {
            groups.push(named(&|m| m.standing == Standing::Played));
            groups.push(named(&|m| m.standing == Standing::FromTable));
        } else {
            groups.push(named(&|m| m.standing != Standing::NotPlayed));
        }
        let mut boundaries = vec![PLAYERS];
        if applicants.len() > COMPLETE_TABLE {
            boundaries.push(COMPLETE_TABLE);
        }
        DrawOrder::new(groups, boundaries)
    }

    fn entry_of(&self, name: &str) -> usize {
        self.forming
            .iter()
            .find(|m| m.name == name)
            .map_or(0, |m| m.entry)
    }

    /// Rule E; 1912 Laws 21, 24: room is made for each member who did not play the last
    /// rubber by those who have played the most consecutive rubbers; equal numbers draw.
    fn cutting_out_order(&self) -> DrawOrder {
        let present = self.present();
        let played_last = |m: &Member| self.last_players.contains(&m.name);
        let draws_first = self.rules.from_another_table == FromAnotherTable::RanksLowestAndDraws;
        // Rule E: a member from another existing table draws, for his first rubber, with the
        // member who would otherwise have played.
        let newcomer =
            |m: &Member| draws_first && m.standing == Standing::FromTable && m.rubbers == 0;
        let incoming: Vec<String> = present
            .iter()
            .filter(|m| !played_last(m) && !newcomer(m))
            .map(|m| m.name.clone())
            .collect();
        let newcomers: Vec<String> = present
            .iter()
            .filter(|m| !played_last(m) && newcomer(m))
            .map(|m| m.name.clone())
            .collect();
        // 1912 Law 24: players from an existing table who helped make up this one are the
        // last to cut out; then the fewest consecutive rubbers stay.
        let mut stayers: Vec<((bool, u32), String)> = present
            .iter()
            .filter(|m| played_last(m))
            .map(|m| {
                let last_out = !draws_first && m.standing == Standing::FromTable;
                ((!last_out, m.consecutive), m.name.clone())
            })
            .collect();
        stayers.sort();
        let mut groups = vec![incoming];
        let mut key = None;
        for (k, name) in stayers {
            match groups.last_mut() {
                Some(group) if key == Some(k) => group.push(name),
                _ => groups.push(vec![name]),
            }
            key = Some(k);
        }
        if !newcomers.is_empty() {
            let mut start = 0;
            let holder = groups.iter().position(|group| {
                start += group.len();
                start >= PLAYERS
            });
            match holder {
                Some(at) => groups[at].extend(newcomers),
                None => groups.push(newcomers),
            }
        }
        DrawOrder::new(groups, vec![PLAYERS])
    }

    /// Rule B: the table is formed by those who applied before a card is duly drawn; they
    /// are held apart until the draw decides which six are members.
    fn form(&mut self) {
        self.formed = true;
        self.forming = self.waiting.drain(..).flatten().collect();
    }

    fn draws(&mut self, name: &str, cards: &[Card]) -> Result<(), ProcedureError> {
        if self.drawing.is_none() {
            self.begin_drawing()?;
        }
        let rules = self.rules;
        let Some(drawing) = self.drawing.as_mut() else {
            return Ok(());
        };
        let purpose = drawing.purpose;
        let step = drawing.draw.draw(&rules, name, cards)?;
        self.rulings.extend(step.rulings(&rules, name));
        if let DrawStep::Decided { order, .. } = step {
            self.drawing = None;
            self.decide(purpose, &order)?;
        }
        Ok(())
    }

    /// A draw's order decided: what it decides follows.
    fn decide(&mut self, purpose: Purpose, order: &[String]) -> Result<(), ProcedureError> {
        let laws = self.rules.laws;
        match purpose {
            Purpose::Entry => {
                let vacancies = COMPLETE_TABLE.saturating_sub(self.members.len());
                let group = self.waiting.remove(0);
                let mut ranked: Vec<Member> = order
                    .iter()
                    .filter_map(|name| group.iter().find(|m| m.name == *name).cloned())
                    .collect();
                let rest = ranked.split_off(vacancies.min(ranked.len()));
                let names: Vec<String> = ranked.iter().map(|m| m.name.clone()).collect();
                self.members.extend(ranked);
                for (i, member) in rest.into_iter().enumerate() {
                    self.waiting.insert(i, vec![member]);
                }
                self.rule(
                    laws.entry,
                    format!(
                        "{} became a member by precedence in the draw",
                        names.join(", ")
                    ),
                );
            }
            Purpose::Forming | Purpose::CuttingOut => {
                let law = if purpose == Purpose::Forming {
                    laws.players
                } else {
                    laws.cutting_out
                };
                if purpose == Purpose::Forming {
                    self.seat_members(order);
                }
                let players: Vec<String> = order.iter().take(PLAYERS).cloned().collect();
                let out: Vec<String> = order
                    .iter()
                    .skip(PLAYERS)
                    .filter(|name| self.members.iter().any(|m| m.name == **name))
                    .cloned()
                    .collect();
                if players.len() < PLAYERS {
                    return Err(ProcedureError::TooFew {
                        count: players.len(),
                        law,
                    });
                }
                let text = if out.is_empty() {
                    format!("{} play the rubber", players.join(", "))
                } else {
                    format!(
                        "{} play the rubber; {} sit out",
                        players.join(", "),
                        out.join(", ")
                    )
                };
                self.rule(law, text);
                self.players = Some(players);
            }
            Purpose::Partners => {
                let not_again = self
                    .practices
                    .no_second_rubber_together
                    .then_some(self.last_partners.as_ref())
                    .flatten()
                    .map(|pairs| &pairs[..]);
                let cut = PartnersCut::from_order(&self.rules, order, not_again)?;
                self.begin_rubber(cut);
            }
        }
        Ok(())
    }

    /// Rule C: the six highest-ranking applicants become members; the others wait, in order,
    /// ahead of anyone who applied once the first card was drawn.
    fn seat_members(&mut self, order: &[String]) {
        let mut pool = std::mem::take(&mut self.forming);
        pool.sort_by_key(|m| order.iter().position(|n| *n == m.name));
        let rest = pool.split_off(COMPLETE_TABLE.min(pool.len()));
        let names: Vec<String> = pool.iter().map(|m| m.name.clone()).collect();
        self.members = pool;
        self.rule(
            self.rules.laws.players,
            format!("the table is formed: {} are members", names.join(", ")),
        );
        for (i, member) in rest.into_iter().enumerate() {
            self.waiting.insert(i, vec![member]);
        }
        // Those who applied once the first card was drawn join now if there is room.
        self.fill_vacancies();
    }

    fn begin_rubber(&mut self, cut: PartnersCut) {
        self.rulings.push(cut.ruling());
        if self.pivot_order.is_none() {
            self.pivot_order = Some(cut.order.clone());
        }
        self.cut = Some(cut);
    }

    /// The end of a rubber: consecutive rubbers counted, substitutes' appointments void
    /// (1912 Law 26), and in a pivot game the next partnerships by the fixed rotation.
    fn rubber_ends(&mut self) -> Result<(), ProcedureError> {
        let cut = self.cut.take().ok_or(ProcedureError::NoRubber)?;
        let players: Vec<String> = cut.order.clone();
        for member in &mut self.members {
            if players.contains(&member.name) {
                member.consecutive += 1;
                member.rubbers += 1;
            } else {
                member.consecutive = 0;
            }
        }
        self.rubbers += 1;
        for (player, substitute) in std::mem::take(&mut self.substitutes) {
            self.rule(
                self.rules.laws.substitute,
                format!("{substitute}'s appointment for {player} ends with the rubber"),
            );
        }
        self.last_partners = Some([cut.dealers_side.clone(), cut.opponents.clone()]);
        self.last_players = players;
        self.players = None;
        if self.practices.pivot {
            self.pivot()?;
        }
        Ok(())
    }

    /// Four-Deal Bridge, pivoting: the players take their seats for the next rubber in the
    /// fixed rotation, which counts as the cut. The first cut's leader pivots: he partners the
    /// second, then the third, then the fourth of that cut, and so round; the deal begins with
    /// each of the four in turn (docs/laws-decisions.md).
    fn pivot(&mut self) -> Result<(), ProcedureError> {
        let present = self.present().len();
        if present != PLAYERS {
            return Err(ProcedureError::PivotNeedsFour { count: present });
        }
        let Some(first) = self.pivot_order.clone() else {
            return Ok(());
        };
        let round = self.rubbers as usize;
        let partner = 1 + round % 3;
        let others: Vec<String> = (1..PLAYERS)
            .filter(|&i| i != partner)
            .map(|i| first[i].clone())
            .collect();
        let dealer = first[round % PLAYERS].clone();
        let (dealers_side, opponents) = if dealer == first[0] || dealer == first[partner] {
            (
                [first[0].clone(), first[partner].clone()],
                [others[0].clone(), others[1].clone()],
            )
        } else {
            (
                [others[0].clone(), others[1].clone()],
                [first[0].clone(), first[partner].clone()],
            )
        };
        let mut order = first.clone();
        order.rotate_left(round % PLAYERS);
        self.players = Some(first);
        let cut = PartnersCut {
            order,
            dealer,
            dealers_side,
            opponents,
            chooses_seat: false,
            laws: vec![PIVOT],
        };
        self.begin_rubber(cut);
        Ok(())
    }

    /// A member leaves: with an announced return he stays a member (Rule F; 1912 Law 25);
    /// otherwise his place goes to the first waiting (Law 20); fewer than four left, the table
    /// is broken up (1912 Law 27; Rule E).
    fn leaves(&mut self, name: &str, returning: bool) -> Result<(), ProcedureError> {
        let laws = self.rules.laws;
        if !self.members.iter().any(|m| m.name == name) {
            if let Some(at) = self
                .waiting
                .iter()
                .position(|g| g.iter().any(|m| m.name == name))
            {
                self.waiting[at].retain(|m| m.name != name);
                self.waiting.retain(|g| !g.is_empty());
                self.rule(laws.succession, format!("{name} withdrew his application"));
                return Ok(());
            }
            return Err(ProcedureError::NotAMember { name: name.into() });
        }
        if self
            .cut
            .as_ref()
            .is_some_and(|c| c.order.iter().any(|p| p == name))
        {
            return Err(ProcedureError::CannotLeave {
                name: name.into(),
                why: "he is playing a rubber; a substitute may play for him with the consent of the other three".into(),
                law: laws.substitute,
            });
        }
        if self.drawing.is_some() {
            return Err(ProcedureError::CannotLeave {
                name: name.into(),
                why: "cards are being drawn".into(),
                law: laws.partners,
            });
        }
        if self
            .players
            .as_ref()
            .is_some_and(|p| p.iter().any(|n| n == name))
        {
            self.players = None;
        }
        if returning {
            if let Some(member) = self.members.iter_mut().find(|m| m.name == name) {
                member.away = true;
            }
            self.rule(
                laws.one_table,
                format!("{name} makes a fourth at another table and keeps his membership, having announced his return"),
            );
            return Ok(());
        }
        self.members.retain(|m| m.name != name);
        self.rule(laws.succession, format!("{name} left the table"));
        if self.formed && self.present().len() < PLAYERS && self.waiting.is_empty() {
            let others: Vec<String> = self.members.iter().map(|m| m.name.clone()).collect();
            let bar = if self.rules.breaker_barred {
                format!(
                    ", and {name} may not compete against them for entry until each has played a rubber"
                )
            } else {
                String::new()
            };
            self.rule(
                laws.break_up,
                format!(
                    "{name} broke up the table: {} have a prior right elsewhere{bar}",
                    others.join(", ")
                ),
            );
            self.broken_up = Some(BrokenUp {
                by: name.into(),
                others,
            });
            return Ok(());
        }
        self.fill_vacancies();
        Ok(())
    }

    fn returns(&mut self, name: &str) -> Result<(), ProcedureError> {
        let law = self.rules.laws.one_table;
        let member = self
            .members
            .iter_mut()
            .find(|m| m.name == name)
            .ok_or_else(|| ProcedureError::NotAMember { name: name.into() })?;
        if !member.away {
            return Err(ProcedureError::NotAway {
                name: name.into(),
                law,
            });
        }
        member.away = false;
        self.rule(law, format!("{name} returned to the table"));
        Ok(())
    }

    /// 1912 Law 26: with the consent of the other three, a player leaving during a rubber
    /// appoints a substitute for the rest of it; the appointment does not touch the
    /// substitute's rights.
    fn substitutes(
        &mut self,
        player: String,
        substitute: String,
        agreed: Vec<String>,
    ) -> Result<(), ProcedureError> {
        let law = self.rules.laws.substitute;
        let Some(cut) = &self.cut else {
            return Err(ProcedureError::Substitute {
                why: "a substitute is appointed during a rubber; none is being played".into(),
                law,
            });
        };
        if !cut.order.contains(&player) {
            return Err(ProcedureError::Substitute {
                why: format!("{player} is not playing this rubber"),
                law,
            });
        }
        let mut others: Vec<&String> = cut.order.iter().filter(|p| **p != player).collect();
        let mut consenting: Vec<&String> = agreed.iter().collect();
        others.sort();
        consenting.sort();
        if others != consenting {
            let names: Vec<&str> = others.iter().map(|s| s.as_str()).collect();
            return Err(ProcedureError::Substitute {
                why: format!(
                    "a substitute needs the consent of the three others, {}",
                    names.join(", ")
                ),
                law,
            });
        }
        self.rule(
            law,
            format!("{substitute} plays for {player} until the end of the rubber"),
        );
        self.substitutes.push((player, substitute));
        Ok(())
    }

    /// The state for people and for JSON.
    pub fn view(&self) -> ProcedureView {
        let next = match (&self.cut, &self.players) {
            (Some(cut), _) => NextRubber::Playing { cut: cut.clone() },
            (None, Some(players)) => NextRubber::Players {
                names: players.clone(),
            },
            (None, None) => match self.must_draw() {
                Some((purpose, names)) => NextRubber::ToDraw { purpose, names },
                None => NextRubber::Undecided,
            },
        };
        ProcedureView {
            code: self.code.name(),
            formed: self.formed,
            members: self.members.clone(),
            waiting: self
                .waiting
                .iter()
                .flatten()
                .map(|m| m.name.clone())
                .collect(),
            rubbers: self.rubbers,
            next,
            substitutes: self
                .substitutes
                .iter()
                .map(|(player, substitute)| Substitution {
                    player: player.clone(),
                    substitute: substitute.clone(),
                })
                .collect(),
            broken_up: self.broken_up.clone(),
            rulings: self.rulings.clone(),
        }
    }
}

/// Four-Deal Bridge: "When the players are pivoting, the fact that the players have taken
/// their proper seats for the next rubber shall be considered a cut for partners."
pub const PIVOT: &str = "Four-Deal Bridge: pivoting (seats taken count as the cut)";

/// Who plays the next rubber.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "state")]
pub enum NextRubber {
    /// A rubber is being played by this cut.
    Playing {
        /// The cut.
        cut: PartnersCut,
    },
    /// These four play; they have yet to cut for partners.
    Players {
        /// The four.
        names: Vec<String>,
    },
    /// A draw decides: who draws, for what.
    ToDraw {
        /// What the draw decides.
        purpose: Purpose,
        /// Who draws.
        names: Vec<String>,
    },
    /// Fewer than four, or the table broken up.
    Undecided,
}

/// A substitute playing for a member.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Substitution {
    /// The member who left.
    pub player: String,
    /// Who plays for him.
    pub substitute: String,
}

/// The procedure's state as shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ProcedureView {
    /// The code.
    pub code: &'static str,
    /// Whether the table has been formed (a card drawn).
    pub formed: bool,
    /// The members.
    pub members: Vec<Member>,
    /// Applicants waiting for a vacancy (or, before forming, the applicants), in order.
    pub waiting: Vec<String>,
    /// Rubbers finished.
    pub rubbers: u32,
    /// Who plays next.
    pub next: NextRubber,
    /// Substitutes playing.
    pub substitutes: Vec<Substitution>,
    /// The table broken up.
    pub broken_up: Option<BrokenUp>,
    /// Every ruling, with its rule.
    pub rulings: Vec<Ruling>,
}

/// A card drawn at random from the cards not yet drawn in the round, for the edge (the
/// command line) to write into the log.
pub fn random_card(rng: &mut impl Rng, taken: &[Card]) -> Option<Card> {
    let free: Vec<Card> = Card::all().filter(|c| !taken.contains(c)).collect();
    if free.is_empty() {
        return None;
    }
    Some(free[rng.random_range(0..free.len())])
}

impl Procedure {
    /// The cards drawn so far in the round in progress (a random draw avoids them).
    pub fn cards_in_round(&self) -> Vec<Card> {
        self.drawing
            .as_ref()
            .map(|d| d.draw.round().drawn().iter().map(|(_, c)| *c).collect())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests;
