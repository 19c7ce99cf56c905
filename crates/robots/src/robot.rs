//! A robot at a seat: the bidding system's call, the card play's card, its claims and its
//! answers to claims, and its choices under a ruling.

use std::fmt;
use std::time::{Duration, Instant};

use cards::{Card, Seat};
use dds::{Solver, Strain};
use laws::Call;
use laws::table::{Chooser, Event, Pending, Phase, Table};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::bidding::System;
use crate::play::claims::{agrees, claim_from};
use crate::play::evaluate::{SolveLimits, Solved, score_by_tricks, solve_layouts};
use crate::play::knowledge::Knowledge;
use crate::play::layouts::sample_layouts;
use crate::play::nullo::nullo_card;
use crate::play::rulings::{allowed, fixed_choice, suit_restriction};
use crate::play::{Scoring, choose_card};
use crate::situation::Situation;

/// How a robot plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RobotConfig {
    /// The seed of its random sampling: the same seed, the same decisions (given the same
    /// number of layouts solved; see [`RobotConfig::card_time`]).
    pub seed: u64,
    /// The form of scoring it plays for.
    pub scoring: Scoring,
    /// The time it may take over a card: once spent, it stops solving new layouts (having
    /// solved at least [`RobotConfig::least_layouts`]).
    pub card_time: Duration,
    /// The most layouts it samples and solves for a card.
    pub layouts: usize,
    /// The layouts it solves whatever the time.
    pub least_layouts: usize,
    /// How many of the opponents' latest cards it checks against each layout.
    pub checked_plays: usize,
    /// The weight, in percent, kept by a layout for each checked opponent's card that would
    /// have been a double-dummy error on it.
    pub error_weight_percent: u8,
    /// Whether it claims at a live table ([`Robot::act`]) when every layout gives its side the
    /// same tricks (Law 68).
    pub claims: bool,
    /// The most memory its solver's table takes, in MiB: a server seats many robots, each
    /// with a solver of its own (see [`dds::Solver::with_table_mib`]).
    pub table_mib: usize,
}

impl Default for RobotConfig {
    fn default() -> RobotConfig {
        RobotConfig {
            seed: 0,
            scoring: Scoring::Imps,
            card_time: Duration::from_millis(1000),
            layouts: 48,
            least_layouts: 4,
            checked_plays: 2,
            error_weight_percent: 50,
            claims: true,
            table_mib: 32,
        }
    }
}

impl RobotConfig {
    /// The default configuration with this seed.
    pub fn with_seed(seed: u64) -> RobotConfig {
        RobotConfig {
            seed,
            ..RobotConfig::default()
        }
    }
}

/// What a robot does when it is to act.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// A call, with its alert (the explanation the opponents are shown) if artificial.
    Call {
        /// The call.
        call: Call,
        /// The explanation of an artificial call.
        alert: Option<String>,
    },
    /// A card, from the hand to act (dummy's for a declarer playing from dummy).
    Card(Card),
    /// A claim of `tricks` of the remaining tricks (Law 68A).
    Claim {
        /// The tricks claimed.
        tricks: u8,
        /// The line of play stated.
        statement: Option<String>,
    },
    /// Agreement to the opponents' claim (Law 69A).
    Agree,
    /// A dispute of the opponents' claim (Law 70).
    Dispute,
    /// An option of a pending ruling.
    Choose {
        /// The option, by name.
        option: String,
    },
}

/// A robot player. It keeps one double-dummy solver, whose table serves every layout.
pub struct Robot {
    config: RobotConfig,
    solver: Option<Box<Solver>>,
    /// The bidding system of the last code played, read once.
    system: Option<(laws::CodeId, System)>,
    /// Each side's partscore at the live table's scorepad ([`Robot::set_partscores`]).
    partscores: [u32; 2],
}

impl Clone for Robot {
    /// The same configuration, with a solver of its own (made when first needed).
    fn clone(&self) -> Robot {
        Robot::new(self.config.clone())
    }
}

impl fmt::Debug for Robot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Robot")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl Robot {
    /// A robot with this configuration.
    pub fn new(config: RobotConfig) -> Robot {
        Robot {
            config,
            solver: None,
            system: None,
            partscores: [0, 0],
        }
    }

    /// Tells the robot each side's partscore in the game in play, by [`cards::Side::index`],
    /// for the deals [`Robot::act`] plays from now on: a live table knows only its deal, and
    /// the partscores are on the scorepad its rubber or Chicago keeps.
    pub fn set_partscores(&mut self, partscores: [u32; 2]) {
        self.partscores = partscores;
    }

    /// What `seat` knows at `table` ([`Situation::from_table`]), with the partscores.
    fn situation(&self, table: &Table, seat: Seat) -> Option<Situation> {
        Situation::from_table(table, seat).map(|situation| Situation {
            partscores: self.partscores,
            ..situation
        })
    }

    /// Its configuration.
    pub fn config(&self) -> &RobotConfig {
        &self.config
    }

    /// What the robot does now, or `None` when it is not the robot's turn: a call (one the
    /// situation's bars allow, [`Situation::barred`]), or a card (dummy's when it declares
    /// and dummy is to play). It never claims here, as a client of a table manager that
    /// knows no claims (Blue Chip) expects a call or a card; see [`Robot::decide_or_claim`].
    pub fn decide(&mut self, situation: &Situation) -> Option<Decision> {
        self.decide_with(situation, false)
    }

    /// What the robot does now at a table that knows claims: as [`Robot::decide`], or a claim
    /// (Law 68) when its configuration allows claims and every layout gives its side the same
    /// tricks.
    pub fn decide_or_claim(&mut self, situation: &Situation) -> Option<Decision> {
        self.decide_with(situation, true)
    }

    /// A call, a card, or where `claims` allows (and the configuration does), a claim.
    fn decide_with(&mut self, situation: &Situation, claims: bool) -> Option<Decision> {
        if !situation.robot_to_act() {
            return None;
        }
        if situation.contract.is_none() && situation.tricks.is_empty() && situation.trick.is_empty()
        {
            let choice = self.system(situation.code).call(situation);
            return Some(Decision::Call {
                call: choice.call,
                alert: choice.alert,
            });
        }
        self.play(situation, claims && self.config.claims)
    }

    /// What the robot at `seat` does now at a live table, or `None`: a choice under a pending
    /// ruling offered to it, an answer to the opponents' claim, a call (with its alert), a
    /// card (declarer's for dummy given with dummy's seat), or a claim. It decides only from
    /// what `seat` sees ([`Situation::from_table`]) and the table's public state.
    pub fn act(&mut self, table: &Table, seat: Seat) -> Option<Event> {
        let state = table.state();
        if let Some(pending) = &state.pending {
            if !pending.chooser.admits(Chooser::Seat(seat)) {
                return None;
            }
            let situation = self.situation(table, seat)?;
            let option = match self.choose(&situation, pending)? {
                Decision::Choose { option } => option,
                _ => return None,
            };
            return Some(Event::Choose { seat, option });
        }
        // Law 9A1: any player may draw attention to an irregularity during the auction. A
        // robot draws attention to an opponent's irregular call at once (it does not let it
        // pass by calling over it, which would accept it), so that its side is offered the
        // choices the law gives (Law 9B); once only.
        if let Some(irregular) = table.irregular()
            && irregular.seat.side() != seat.side()
            && !matches!(table.events().last(), Some(Event::Attention { .. }))
        {
            return Some(Event::Attention { seat });
        }
        if let Some(claim) = &state.claim {
            let declarer = state.declarer?;
            let responders = if claim.seat.side() == declarer.side() {
                vec![declarer.lho(), declarer.rho()]
            } else {
                vec![declarer]
            };
            if !responders.contains(&seat) || claim.agreed.contains(&seat) {
                return None;
            }
            let situation = self.situation(table, seat)?;
            let agree = claim.kind != "claim"
                || self.answer_claim(&situation, claim.seat, claim.tricks) == Decision::Agree;
            return Some(if agree {
                Event::Agree { seat }
            } else {
                Event::Dispute { seat }
            });
        }
        if !matches!(state.phase, Phase::Auction | Phase::Play) {
            return None;
        }
        let situation = self.situation(table, seat)?;
        // The system chooses among the calls the table allows (Situation::barred).
        match self.decide_or_claim(&situation)? {
            Decision::Call { call, alert } => Some(Event::Call {
                seat,
                call,
                artificial: alert,
            }),
            Decision::Card(card) => Some(Event::Play {
                seat: situation.to_act?,
                card,
            }),
            Decision::Claim { tricks, statement } => Some(Event::Claim {
                seat,
                tricks,
                statement,
            }),
            _ => None,
        }
    }

    /// The answer to `claimer`'s claim of `tricks` of the remaining tricks: agreement when
    /// every sampled layout gives the claimer's side at least as many with best play (Law
    /// 69A), a dispute otherwise (Law 70). At nullo, where the solver does not play the
    /// game, only a claim of every remaining trick is agreed.
    pub fn answer_claim(&mut self, situation: &Situation, claimer: Seat, tricks: u8) -> Decision {
        let knowledge = Knowledge::from_situation(situation);
        let left = knowledge.tricks_left();
        let (Some(contract), Some(mover)) = (situation.contract, knowledge.to_move()) else {
            return Decision::Dispute;
        };
        if contract.denomination.is_nullo() {
            return if tricks >= left {
                Decision::Agree
            } else {
                Decision::Dispute
            };
        }
        let strain = Strain::of_trump(contract.denomination.trump());
        let mut rng = self.rng(situation, 1);
        let constraints = self.system(situation.code).constraints(situation);
        let layouts = sample_layouts(&knowledge, &constraints, self.config.layouts, &mut rng);
        let deadline = Instant::now() + self.config.card_time;
        let least = self.config.least_layouts;
        let solver = self.solver();
        let mut claimer_tricks = Vec::new();
        for layout in &layouts.hands {
            if claimer_tricks.len() >= least && Instant::now() >= deadline {
                break;
            }
            let Ok(position) = knowledge.position(layout, strain) else {
                continue;
            };
            let t = solver.tricks(&position);
            claimer_tricks.push(if mover.side() == claimer.side() {
                t
            } else {
                left - t
            });
        }
        // Law 69A: agreement; Law 70: a dispute goes to the Director.
        if agrees(&claimer_tricks, tricks) {
            Decision::Agree
        } else {
            Decision::Dispute
        }
    }

    /// The robot's choice under a pending ruling offered to its side: options restricting an
    /// opponent's next card by suit are weighed on sampled layouts (the option leaving the
    /// opponents fewest tricks on average); any other by the fixed rule of
    /// [`fixed_choice`].
    pub fn choose(&mut self, situation: &Situation, pending: &Pending) -> Option<Decision> {
        let option = self
            .weigh_restrictions(situation, pending)
            .or_else(|| fixed_choice(&pending.law, &pending.options))?;
        Some(Decision::Choose { option })
    }

    /// The option restricting the opponent to move by suit that leaves the opponents fewest
    /// tricks, averaged over sampled layouts; `None` when the options are not of that kind or
    /// the position cannot be solved.
    fn weigh_restrictions(&mut self, situation: &Situation, pending: &Pending) -> Option<String> {
        if !pending
            .options
            .iter()
            .any(|o| suit_restriction(o).is_some())
        {
            return None;
        }
        let contract = situation.contract?;
        if contract.denomination.is_nullo() {
            return None;
        }
        let knowledge = Knowledge::from_situation(situation);
        let mover = knowledge.to_move()?;
        if mover.side() == situation.seat.side() || knowledge.known[mover.index()].is_some() {
            return None;
        }
        let strain = Strain::of_trump(contract.denomination.trump());
        let mut rng = self.rng(situation, 2);
        let constraints = self.system(situation.code).constraints(situation);
        let count = self.config.layouts.min(16);
        let layouts = sample_layouts(&knowledge, &constraints, count, &mut rng);
        let solver = self.solver();
        let mut totals = vec![0u32; pending.options.len()];
        for layout in &layouts.hands {
            let position = knowledge.position(layout, strain).ok()?;
            let values = solver.card_values(&position);
            for (total, option) in totals.iter_mut().zip(&pending.options) {
                let allowed = allowed(layout[mover.index()], suit_restriction(option));
                let best = values
                    .iter()
                    .filter(|(c, _)| allowed.contains(*c))
                    .map(|&(_, t)| t)
                    .max()
                    .unwrap_or(0);
                *total += u32::from(best);
            }
        }
        let best = (0..totals.len()).min_by_key(|&i| totals[i])?;
        Some(pending.options[best].clone())
    }

    /// The card (or claim) for the hand to act in the play.
    fn play(&mut self, situation: &Situation, claims: bool) -> Option<Decision> {
        // Law 44C: only the cards that follow suit when the hand can.
        let legal = situation.legal_cards();
        let first = legal.iter().next()?;
        let knowledge = Knowledge::from_situation(situation);
        let (Some(contract), Some(declarer)) = (situation.contract, situation.declarer) else {
            return Some(Decision::Card(first));
        };
        if contract.denomination.is_nullo() {
            // 1915 nullo: every side wants to lose tricks; the solver plays the other game.
            return nullo_card(legal, &knowledge.trick).map(Decision::Card);
        }
        // Law 68: a claim at the robot's turn to lead, never by dummy.
        let may_claim = claims
            && knowledge.trick.is_empty()
            && knowledge.tricks_left() >= 2
            && Some(situation.seat) != situation.dummy_seat();
        if legal.len() == 1 && !may_claim {
            return Some(Decision::Card(first));
        }
        let mut solved = self.solve(situation, &knowledge, contract.denomination.trump());
        // Only the cards the table's rulings leave the hand are weighed (Laws 50, 26, 57).
        for values in &mut solved.values {
            values.retain(|&(card, _)| legal.contains(card));
        }
        // A claim of no trick would be a concession of them all (Law 68B1): the robot plays
        // on instead, leaving its partner his chances.
        if may_claim
            && let Some(tricks) =
                claim_from(&solved.best(), self.config.least_layouts).filter(|&t| t > 0)
        {
            return Some(Decision::Claim {
                tricks,
                statement: Some("the rest of the play is clear".to_string()),
            });
        }
        let mut scores = score_by_tricks(situation, contract, declarer);
        let mover = knowledge.to_move()?;
        if mover.side() != declarer.side() {
            scores = scores.map(|s| -s);
        }
        let choice = choose_card(
            &knowledge,
            &solved,
            declarer.side(),
            &scores,
            self.config.scoring,
        );
        Some(Decision::Card(choice.map_or(first, |c| c.card)))
    }

    /// Samples and solves the layouts for the hand to move.
    fn solve(
        &mut self,
        situation: &Situation,
        knowledge: &Knowledge,
        trump: Option<cards::Suit>,
    ) -> Solved {
        let start = Instant::now();
        let mut rng = self.rng(situation, 0);
        let constraints = self.system(situation.code).constraints(situation);
        let layouts = sample_layouts(knowledge, &constraints, self.config.layouts, &mut rng);
        let plays: Vec<(Seat, Card)> = situation.played().map(|p| (p.seat, p.card)).collect();
        let limits = SolveLimits {
            deadline: start + self.config.card_time,
            least: self.config.least_layouts,
            checked_plays: self.config.checked_plays,
            error_weight: f64::from(self.config.error_weight_percent) / 100.0,
        };
        let strain = Strain::of_trump(trump);
        solve_layouts(knowledge, layouts, strain, &plays, self.solver(), limits)
    }

    /// The bidding system of `code`, read when first needed.
    fn system(&mut self, code: laws::CodeId) -> &System {
        if self.system.as_ref().is_none_or(|(c, _)| *c != code) {
            self.system = Some((code, System::for_code(code)));
        }
        &self
            .system
            .get_or_insert_with(|| (code, System::for_code(code)))
            .1
    }

    /// The robot's solver, made when first needed.
    fn solver(&mut self) -> &mut Solver {
        let mib = self.config.table_mib;
        self.solver
            .get_or_insert_with(|| Box::new(Solver::with_table_mib(mib)))
    }

    /// The random source of one decision: fixed by the seed, the board, the seat, the cards
    /// played so far and the kind of decision, so that a decision does not depend on what the
    /// robot decided before.
    fn rng(&self, situation: &Situation, purpose: u64) -> ChaCha8Rng {
        let played = situation.played().count() as u64;
        let mix = u64::from(situation.board.number()).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (situation.seat.index() as u64) << 56
            ^ played << 48
            ^ purpose << 40;
        ChaCha8Rng::seed_from_u64(self.config.seed ^ mix)
    }
}
