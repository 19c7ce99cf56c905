//! How fast PBN is read: a file of 100,000 played boards (endplay's 299-board championship
//! file, repeated), streamed from disk game by game, and each game's meaning taken.
#![allow(missing_docs)] // criterion's macros generate undocumented items

use std::fs::File;
use std::io::{BufReader, Write};
use std::path::{Path, PathBuf};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use formats::Record;
use formats::pbn::Reader;

const BOARDS: usize = 100_000;

/// Writes the file once into the target directory and returns its path.
fn big_file() -> PathBuf {
    let sample =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/samples/pbn/endplay-example2.pbn");
    let text = std::fs::read_to_string(&sample).expect("the sample");
    let games = Reader::new(text.as_bytes()).count();
    let path = std::env::temp_dir().join("arbiter-bench-100k.pbn");
    let mut out = std::io::BufWriter::new(File::create(&path).expect("a temporary file"));
    for _ in 0..BOARDS.div_ceil(games) {
        out.write_all(text.as_bytes()).expect("written");
        out.write_all(b"\n").expect("written");
    }
    out.flush().expect("written");
    path
}

fn read(c: &mut Criterion) {
    let path = big_file();
    let mut group = c.benchmark_group("pbn");
    group.sample_size(10);
    let games = Reader::new(BufReader::new(File::open(&path).expect("open"))).count();
    group.throughput(Throughput::Elements(games as u64));
    group.bench_function("read 100k boards", |b| {
        b.iter(|| {
            let file = BufReader::new(File::open(&path).expect("open"));
            Reader::new(file).filter(Result::is_ok).count()
        })
    });
    group.bench_function("read 100k boards as records", |b| {
        b.iter(|| {
            let file = BufReader::new(File::open(&path).expect("open"));
            Reader::new(file)
                .filter_map(Result::ok)
                .filter(|game| Record::from_pbn(game).is_ok())
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, read);
criterion_main!(benches);
