//! DDS's hand files: any bytes read as `arbiter convert` reads them, without a panic; every
//! game read, written as PBN and read again, is the same game.
#![no_main]

use formats::Record;
use formats::pbn::{Reader, write_game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for game in formats::dds_hands::read(data).into_iter().flatten() {
        let mut text = String::new();
        write_game(&mut text, &game).expect("writing to a string");
        let again: Vec<_> = Reader::new(text.as_bytes()).collect();
        assert_eq!(again.len(), 1, "one game written, read back as:\n{text}");
        assert_eq!(again[0].as_ref().ok(), Some(&game), "read back:\n{text}");
        let _ = Record::from_pbn(&game);
    }
});
