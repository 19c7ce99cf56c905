//! Nodes and time of each full table of the DDS fixture's deals FROM..=TO (1-based; default
//! 1 to 10), one thread, with the search's counters (see `dds::Stats`):
//!
//! ```sh
//! cargo run --release -p dds --features stats --example nodes -- 1 10
//! ```
//!
//! Without `--features stats` the counters print as zero, and the solver is the one users
//! build: count its instructions that way (`valgrind --tool=callgrind`, docs/PERFORMANCE.md).

use std::time::Instant;

use dds::Solver;

mod fixture;

fn main() {
    let deals = fixture::deals_asked("nodes");
    if !cfg!(feature = "stats") {
        println!("built without `--features stats`: the counters read 0, the times are real");
    }
    println!(
        "deal      nodes   trick-start  bounded    probes  hit%  scan/probe  first-cut%      ms"
    );
    let (mut all_nodes, mut all_ms) = (0, 0.0);
    let mut by_hand = [0u64; 4];
    let mut searches = 0;
    for (number, deal) in &deals {
        let mut solver = Solver::new();
        let start = Instant::now();
        solver.table(deal);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let s = solver.stats();
        let percent = |a: u64, b: u64| {
            if b == 0 {
                0.0
            } else {
                100.0 * a as f64 / b as f64
            }
        };
        println!(
            "{:4} {:10} {:13} {:8} {:9} {:5.1} {:11.1} {:11.1} {:7.0}",
            number,
            s.total_nodes(),
            s.nodes[0],
            s.bounded,
            s.probes,
            percent(s.hits, s.probes),
            if s.probes == 0 {
                0.0
            } else {
                s.scanned as f64 / s.probes as f64
            },
            percent(s.first_cutoffs, s.cutoffs),
            ms
        );
        all_nodes += s.total_nodes();
        searches += s.searches;
        for (total, nodes) in by_hand.iter_mut().zip(s.nodes) {
            *total += nodes;
        }
        all_ms += ms;
    }
    println!("all  {all_nodes:10} nodes, {all_ms:.0} ms");
    println!("by hand in trick (1st to 4th): {:?}", by_hand);
    println!(
        "null-window searches: {searches} ({:.2} a result)",
        searches as f64 / (20.0 * deals.len() as f64)
    );
}
