//! Robots in the seats the table gives them (`"robots": ["E", "W"]` when the table is made,
//! or the Director's `{"event": "robots", ...}`).
//!
//! Each table has one driver task. When the table changes it looks at the deal in progress;
//! if a robot's seat has something to do (call, play, claim, answer a claim, choose under a
//! ruling), the robot decides on a copy of the table, seeing only what its seat sees, on a
//! blocking thread (the solver's work), and its event goes through the same door as a
//! player's: checked by the Laws, written to disk, then kept and announced. A decision made on
//! a table that has moved on meanwhile is dropped and made again.

use std::collections::BTreeMap;
use std::sync::Arc;

use cards::Seat;
use laws::CodeId;
use robots::play::Scoring;
use robots::{Robot, RobotConfig};

use crate::App;
use crate::hub::Slot;

/// The robots of one table, one a seat, each keeping its solver between decisions.
struct Robots {
    /// The server's configuration of robots, with the table's seed and scoring.
    config: RobotConfig,
    by_seat: BTreeMap<Seat, Robot>,
}

impl Robots {
    fn robot(&mut self, seat: Seat) -> &mut Robot {
        let config = RobotConfig {
            seed: self.config.seed ^ (seat.index() as u64 + 1),
            ..self.config.clone()
        };
        self.by_seat
            .entry(seat)
            .or_insert_with(|| Robot::new(config))
    }
}

/// The scoring a table's robots play for: IMPs at a duplicate table (a robot does not know
/// the event's form of scoring; IMPs weigh the contract as pairs' matchpoints mostly do, and
/// guard against disasters), total points in rubber, Chicago and the auction codes.
fn scoring(code: CodeId) -> Scoring {
    if code.is_duplicate() {
        Scoring::Imps
    } else {
        Scoring::TotalPoints
    }
}

/// Drives the robots of the table in `slot` for as long as the server runs.
pub async fn drive(app: Arc<App>, slot: Arc<Slot>) {
    let mut changed = slot.changed.subscribe();
    let (seed, code, id) = {
        let table = slot.table.lock().await;
        (
            table.config().seed,
            table.config().code,
            table.id().to_string(),
        )
    };
    let config = RobotConfig {
        seed,
        scoring: scoring(code),
        ..app.robot.clone()
    };
    let fresh = || Robots {
        config: config.clone(),
        by_seat: BTreeMap::new(),
    };
    let mut robots = fresh();
    loop {
        let job = {
            let table = slot.table.lock().await;
            let seats: Vec<Seat> = table.robots().iter().copied().collect();
            match table.current() {
                Some(deal) if !seats.is_empty() => {
                    Some((table.seq(), seats, deal.clone(), table.partscores()))
                }
                _ => None,
            }
        };
        if let Some((seq, seats, deal, partscores)) = job {
            let decision = tokio::task::spawn_blocking(move || {
                let decided = seats.into_iter().find_map(|seat| {
                    let robot = robots.robot(seat);
                    robot.set_partscores(partscores);
                    robot.act(&deal, seat).map(|e| (seat, e))
                });
                (robots, decided)
            })
            .await;
            let decided = match decision {
                Ok((back, decided)) => {
                    robots = back;
                    decided
                }
                Err(_) => {
                    // A fault in a robot is this table's only, not the server's: new robots
                    // wait for the table to change (the Director may give their seats to
                    // people meanwhile).
                    eprintln!("arbiter serve: table {id}: a robot stopped on a fault");
                    robots = fresh();
                    None
                }
            };
            if let Some((seat, event)) = decided {
                match app.hub.act_for_robot(&slot, seat, event.clone(), seq).await {
                    // Taken, or the table moved on: look again at once.
                    Ok(_) => continue,
                    Err(refused) => {
                        // A robot follows the Laws; should the engine refuse it, it is said
                        // once and the robot waits for the table to change.
                        eprintln!(
                            "arbiter serve: table {id}: the robot at {seat} was refused {event:?}: {}",
                            refused.error
                        );
                    }
                }
            }
        }
        if changed.changed().await.is_err() {
            return;
        }
    }
}
