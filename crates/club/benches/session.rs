//! A 100-table, 36-board session (a barometer of 12 rounds of 3 boards: every board played
//! 100 times) with random legal results: scoring every board and ranking the field, and
//! publishing the site, the PBN and the USEBIO file (double-dummy tables are timed by the
//! solver's own benchmarks, and solved once per event).

#![allow(missing_docs)] // criterion's macros generate undocumented items

use std::collections::BTreeMap;

use cards::{Board, DealGenerator};
use club::movement::barometer;
use club::publish::{HandRecord, Results, html, pbn, usebio};
use club::session::simulate::random_results;
use club::session::{Scoring, Session, Traveller, rank, score_board};
use criterion::{Criterion, criterion_group, criterion_main};

fn session() -> Session {
    let (movement, _) = barometer(100, Some(12), 3).expect("a barometer of 100 tables");
    let deals = (1..=36).zip(DealGenerator::from_seed(36)).collect();
    Session {
        name: "Club championship".into(),
        movement,
        scoring: Scoring::Matchpoints,
        deals,
        pair_names: BTreeMap::new(),
        rulings: Default::default(),
    }
}

fn score_all(session: &Session, results: &[club::session::TableResult]) -> Vec<Traveller> {
    session
        .boards()
        .map(|board| score_board(session, board, results).expect("legal results"))
        .collect()
}

fn bench(c: &mut Criterion) {
    let session = session();
    let results = random_results(&session, &[], 1);
    assert_eq!(results.len(), 3600);
    let mut group = c.benchmark_group("session-100-tables-36-boards");
    group.sample_size(10);
    group.bench_function("score-and-rank", |b| {
        b.iter(|| {
            let travellers = score_all(&session, &results);
            rank(&session, &travellers)
        })
    });
    let travellers = score_all(&session, &results);
    let rankings = rank(&session, &travellers);
    let hand_records: Vec<HandRecord> = session
        .boards()
        .map(|n| HandRecord {
            board: Board::new(n).expect("a board number"),
            deal: session.deals.get(&n).copied(),
            double_dummy: None,
        })
        .collect();
    let missing = Vec::new();
    let published = Results {
        session: &session,
        travellers: &travellers,
        rankings: &rankings,
        hand_records: &hand_records,
        missing: &missing,
    };
    group.bench_function("publish-html-pbn-usebio", |b| {
        b.iter(|| {
            let site = html::site(&published);
            let pbn = pbn::results_pbn(&published);
            let xml = usebio::usebio(&published);
            site.len() + pbn.len() + xml.len()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
