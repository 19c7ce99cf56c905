//! Nodes, null-window searches and time of solving every card of West's opening lead (what
//! DDS calls SolveBoard with solutions 3) in each strain, for the DDS fixture's deals
//! FROM..=TO (1-based; default 1 to 10), one thread, a new solver a deal:
//!
//! ```sh
//! cargo run --release -p dds --features stats --example lead_nodes -- 1 10
//! ```

use std::time::Instant;

use cards::Seat;
use dds::{Position, Solver, Strain};

mod fixture;

fn main() {
    let deals = fixture::deals_asked("lead_nodes");
    println!("deal      nodes  searches      ms");
    let (mut all_nodes, mut all_searches, mut all_ms, mut solves) = (0, 0, 0.0, 0);
    for (number, deal) in &deals {
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
            number,
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
