//! A match on the same deals: the robot pair against (a) a pair that sees all the cards and
//! plays double dummy, (b) a pair that plays a random legal card. Both pairs bid by the same
//! system; each deal is played in both rooms (the robots North-South in one, East-West in the
//! other), and the robots' IMPs a board are reported with a 95% interval, with the time the
//! robots take over a card.
//!
//! ```text
//! cargo run --release -p robots --example robot_match -- [--boards 60] [--seed 1]
//!     [--layouts 48] [--card-ms 1000] [--scoring imps|mp|total]
//! ```
//!
//! A deal the robots pass out is played instead in a
//! stand-in contract (the side with more points in its longest fit, or no trump; game with 25
//! points, else two), the same in both rooms, so that the match measures the card play.

use std::time::{Duration, Instant};

use cards::{Board, Card, Deal, DealGenerator, Seat, Side, Suit};
use dds::{Position, Solver, Strain};
use laws::CodeId;
use laws::table::{Event, Mode, Phase, Setup, Table};
use rand::SeedableRng;
use rand::seq::IteratorRandom;
use rand_chacha::ChaCha8Rng;
use robots::play::Scoring;
use robots::{Robot, RobotConfig, Situation};

/// How a seat plays.
enum Player {
    /// Our robot.
    Robot(Robot),
    /// Sees every card and plays the best card double dummy (the lowest of equals).
    DoubleDummy,
    /// Plays a random legal card.
    Random(Box<ChaCha8Rng>),
}

struct Options {
    boards: u32,
    seed: u64,
    layouts: usize,
    card_ms: u64,
    scoring: Scoring,
}

fn options() -> Options {
    let mut o = Options {
        boards: 60,
        seed: 1,
        layouts: 48,
        card_ms: 1000,
        scoring: Scoring::Imps,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).map(String::as_str).unwrap_or("");
        let number = || value.parse::<u64>().unwrap_or_else(|_| usage(&pair[0]));
        match pair[0].as_str() {
            "--boards" => o.boards = number() as u32,
            "--seed" => o.seed = number(),
            "--layouts" => o.layouts = number() as usize,
            "--card-ms" => o.card_ms = number(),
            "--scoring" => {
                o.scoring = match value {
                    "imps" => Scoring::Imps,
                    "mp" => Scoring::Matchpoints,
                    "total" => Scoring::TotalPoints,
                    _ => usage(&pair[0]),
                }
            }
            other => usage(other),
        }
    }
    o
}

fn usage(what: &str) -> ! {
    eprintln!(
        "robot_match: cannot read '{what}'. Options: --boards N --seed N --layouts N --card-ms N --scoring imps|mp|total"
    );
    std::process::exit(2)
}

/// The stand-in contract for a deal the system passed out: the side with more high-card
/// points declares in its longest fit of eight or more (no trump without one), at game with 25
/// points or more, else at two; declarer is the partner longer in the strain (more points at
/// no trump).
fn stand_in(deal: &Deal) -> (Seat, String) {
    let hands = deal.hands();
    let points = |s: Seat| hands[s.index()].high_card_points();
    let side =
        if points(Seat::North) + points(Seat::South) >= points(Seat::East) + points(Seat::West) {
            Side::NorthSouth
        } else {
            Side::EastWest
        };
    let [a, b] = side.seats();
    let fit = Suit::ALL
        .into_iter()
        .map(|s| {
            (
                hands[a.index()].suit_len(s) + hands[b.index()].suit_len(s),
                s,
            )
        })
        .filter(|&(n, _)| n >= 8)
        .max();
    let game = points(a) + points(b) >= 25;
    match fit {
        Some((_, suit)) => {
            let level = match (game, suit) {
                (true, Suit::Clubs | Suit::Diamonds) => 5,
                (true, _) => 4,
                (false, _) => 2,
            };
            let declarer = if hands[a.index()].suit_len(suit) >= hands[b.index()].suit_len(suit) {
                a
            } else {
                b
            };
            (declarer, format!("{level}{}", suit.letter()))
        }
        None => {
            let declarer = if points(a) >= points(b) { a } else { b };
            (declarer, if game { "3NT" } else { "2NT" }.to_string())
        }
    }
}

/// The auction: by the system (every seat a robot), or the stand-in when it passes out.
fn auction(deal: &Deal, board: Board, config: &RobotConfig) -> Vec<Event> {
    let mut table = new_table(deal, board);
    let mut robots: Vec<Robot> = (0..4).map(|_| Robot::new(config.clone())).collect();
    let mut events = Vec::new();
    while table.state().phase == Phase::Auction {
        let Some(turn) = table.state().turn else {
            break;
        };
        let Some(event) = robots[turn.index()].act(&table, turn) else {
            break;
        };
        if table.apply(event.clone()).is_err() {
            break;
        }
        events.push(event);
    }
    if table.state().phase == Phase::Play {
        return events;
    }
    let (declarer, contract) = stand_in(deal);
    let mut events = Vec::new();
    let mut seat = board.dealer();
    while seat != declarer {
        events.push(call(seat, "P"));
        seat = seat.lho();
    }
    events.push(call(declarer, &contract));
    for s in [declarer.lho(), declarer.partner(), declarer.rho()] {
        events.push(call(s, "P"));
    }
    events
}

fn call(seat: Seat, text: &str) -> Event {
    Event::Call {
        seat,
        call: text.parse().expect("a call"),
        artificial: None,
    }
}

fn new_table(deal: &Deal, board: Board) -> Table {
    Table::new(Setup {
        code: CodeId::Duplicate2017,
        mode: Mode::Guarded,
        board,
        deal: Some(*deal),
    })
}

/// The card a baseline player chooses for the hand to move.
fn baseline_card(player: &mut Player, table: &Table, solver: &mut Solver) -> Option<Card> {
    let state = table.state();
    let deal = table.setup().deal?;
    let turn = state.turn?;
    match player {
        Player::Random(rng) => {
            let s = Situation::from_table(table, turn)?;
            let legal = match s.visible_hand(turn) {
                Some(_) => s.legal_cards(),
                None => Situation::from_table(table, state.declarer?)?.legal_cards(),
            };
            legal.iter().choose(rng)
        }
        Player::DoubleDummy => {
            let contract = state.contract?;
            let declarer = state.declarer?;
            let played: Vec<Card> = state
                .played
                .iter()
                .flat_map(|t| t.cards.iter())
                .chain(state.trick.iter())
                .map(|p| p.card)
                .collect();
            let strain = Strain::of_trump(contract.denomination.trump());
            let position = Position::new(&deal, strain, declarer.lho(), &played).ok()?;
            let values = solver.card_values(&position);
            let best = values.iter().map(|&(_, t)| t).max()?;
            values.iter().find(|&&(_, t)| t == best).map(|&(c, _)| c)
        }
        Player::Robot(_) => None,
    }
}

/// Plays a deal after `calls`; `players` by seat. Returns North-South's score.
fn play(
    deal: &Deal,
    board: Board,
    calls: &[Event],
    players: &mut [Player; 4],
    solver: &mut Solver,
    times: &mut Vec<Duration>,
) -> i64 {
    let mut table = new_table(deal, board);
    for event in calls {
        table.apply(event.clone()).expect("the auction replays");
    }
    while table.state().phase == Phase::Play {
        let state = table.state();
        let turn = state.turn.expect("a hand to play");
        let declarer = state.declarer.expect("a declarer");
        let actor = if turn == declarer.partner() {
            declarer
        } else {
            turn
        };
        let event = match &mut players[actor.index()] {
            Player::Robot(robot) => {
                let choice = Situation::from_table(&table, actor)
                    .map(|s| s.legal_cards().len() > 1)
                    .unwrap_or(false);
                let start = Instant::now();
                let event = robot.act(&table, actor).expect("the robot plays");
                if choice {
                    times.push(start.elapsed());
                }
                event
            }
            player => Event::Play {
                seat: turn,
                card: baseline_card(player, &table, solver).expect("a baseline card"),
            },
        };
        table.apply(event).expect("a legal card");
    }
    table.state().score.map_or(0, |s| s.north_south)
}

/// Mean and the half-width of a 95% interval (normal approximation).
fn mean_interval(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

fn main() {
    let o = options();
    let config = RobotConfig {
        seed: o.seed,
        scoring: o.scoring,
        layouts: o.layouts,
        card_time: Duration::from_millis(o.card_ms),
        // A claim would need the baseline's answer; the match plays every card out.
        claims: false,
        ..RobotConfig::default()
    };
    let mut times = Vec::new();
    let mut solver = Solver::new();
    let started = Instant::now();
    for baseline in ["double dummy", "random card"] {
        let mut imps = Vec::new();
        let mut deals = DealGenerator::from_seed(o.seed);
        for number in 1..=o.boards {
            let deal = deals.next().expect("deals");
            let board = Board::new(number).expect("a board");
            let calls = auction(&deal, board, &config);
            let make_baseline = |i: u64| match baseline {
                "double dummy" => Player::DoubleDummy,
                _ => Player::Random(Box::new(ChaCha8Rng::seed_from_u64(
                    o.seed ^ u64::from(number) << 8 ^ i,
                ))),
            };
            let robot = |i: u64| {
                Player::Robot(Robot::new(RobotConfig {
                    seed: config.seed ^ i,
                    ..config.clone()
                }))
            };
            // Room 1: robots North-South; room 2: robots East-West.
            let mut room1 = [robot(0), make_baseline(1), robot(2), make_baseline(3)];
            let ns1 = play(&deal, board, &calls, &mut room1, &mut solver, &mut times);
            let mut room2 = [make_baseline(0), robot(1), make_baseline(2), robot(3)];
            let ns2 = play(&deal, board, &calls, &mut room2, &mut solver, &mut times);
            imps.push(f64::from(laws::imps::imps(ns1 - ns2)));
        }
        let (mean, half) = mean_interval(&imps);
        println!(
            "against {baseline}: {} boards, robots {mean:+.2} IMPs a board (95% interval {:+.2} to {:+.2}), total {:+}",
            imps.len(),
            mean - half,
            mean + half,
            imps.iter().sum::<f64>()
        );
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    if !times.is_empty() {
        let mean = times.iter().map(|&d| ms(d)).sum::<f64>() / times.len() as f64;
        println!(
            "robot's card ({} cards with a choice): mean {mean:.0} ms, median {:.0} ms, 90th percentile {:.0} ms, max {:.0} ms",
            times.len(),
            ms(times[times.len() / 2]),
            ms(times[times.len() * 9 / 10]),
            ms(times[times.len() - 1]),
        );
    }
    println!("wall time {:.0} s", started.elapsed().as_secs_f64());
}
