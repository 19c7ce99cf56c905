//! Deals a second through the dealer language: scripts of one, two and four seats, each run
//! for 100 000 deals tried (the throughput counts deals tried, as dealer's `generate` does).
#![allow(missing_docs)] // criterion's macros generate undocumented items

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use robots::dealer::{Program, RunOptions};

const TRIED: u64 = 100_000;

const SCRIPTS: [(&str, &str); 4] = [
    (
        "one seat: strong notrump",
        "condition shape(north, any 4333 + any 4432 + any 5332) && hcp(north) >= 20 && hcp(north) <= 22\n\
         action average hcp(north)",
    ),
    (
        "two seats: 1NT and Stayman",
        "nt = shape(east, any 4333 + any 4432 + any 5332) and hcp(east) >= 15 and hcp(east) <= 17\n\
         stayman = hcp(west) >= 8 && (hearts(west) == 4 || spades(west) == 4)\n\
         condition nt and stayman\naction average hearts(east) + hearts(west)",
    ),
    (
        "four seats: frequencies",
        "action frequency (hcp(north), 0, 37), frequency (spades(east), 0, 13),\n\
         frequency (loser(south), 0, 13), frequency (control(west), 0, 12)",
    ),
    (
        "predeal: you hold",
        "predeal south SAQ542, HKJ87, D32, CAK\n\
         condition hcp(west) > 10 && clubs(west) >= 3 && shape(north, xx6x + xx7x - any 4xxx - any 5xxx)\n\
         action average hcp(north)",
    ),
];

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("dealer");
    group.throughput(Throughput::Elements(TRIED));
    group.sample_size(10);
    for (name, text) in SCRIPTS {
        let program = Program::from_script(text).expect("the bench scripts are valid");
        let options = RunOptions {
            seed: 1,
            generate: Some(TRIED),
            quiet: true,
            ..RunOptions::default()
        };
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut sink = std::io::sink();
                program.run(&options, &mut sink).expect("runs")
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
