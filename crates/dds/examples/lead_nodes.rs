//! Nodes, null-window searches and time of solving every card of West's opening lead (what
//! DDS calls SolveBoard with solutions 3) in each strain, for the DDS fixture's deals
//! FROM..=TO (1-based; default 1 to 10), one thread, a new solver a deal:
//!
//! ```sh
//! cargo run --release -p dds --features stats --example lead_nodes -- 1 10
//! ```

use std::time::Instant;

use cards::{Deal, Seat};
use dds::{Position, Solver, Strain};

fn main() {
    let Ok(args) = std::env::args()
        .skip(1)
        .map(|a| a.parse::<usize>())
        .collect::<Result<Vec<_>, _>>()
    else {
        eprintln!("usage: lead_nodes [FROM [TO]]: fixture deal numbers, 1 to 200");
        std::process::exit(2);
    };
    let from = args.first().copied().unwrap_or(1).max(1);
    let to = args.get(1).copied().unwrap_or(from.max(10));
    let deals: Vec<Deal> = include_str!("../tests/fixtures/tables.txt")
        .lines()
        .filter_map(|line| line.split('|').next()?.trim().parse().ok())
        .collect();
    println!("deal      nodes  searches      ms");
    let (mut all_nodes, mut all_searches, mut all_ms, mut solves) = (0, 0, 0.0, 0);
    for (number, deal) in deals.iter().enumerate().take(to).skip(from - 1) {
        let mut solver = Solver::new();
        let start = Instant::now();
        for strain in Strain::ALL {
            let position = Position::new(deal, strain, Seat::West, &[]).expect("a full deal");
            std::hint::black_box(solver.card_values(&position));
            solves += 1;
        }
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let s = solver.stats();
        println!(
            "{:4} {:10} {:9} {:7.1}",
            number + 1,
            s.total_nodes(),
            s.searches,
            ms
        );
        all_nodes += s.total_nodes();
        all_searches += s.searches;
        all_ms += ms;
    }
    println!(
        "all  {all_nodes:10} nodes, {all_searches} searches, {all_ms:.0} ms ({:.2} ms a solve)",
        all_ms / f64::from(solves)
    );
}
