//! PBN: any bytes read as `arbiter convert` and `arbiter check` read them (tolerantly,
//! repairs reported as warnings), without a panic; every record read, written in the export
//! format and read again strictly, is the same record (import tolerant, export strict).
//! (The game itself, every tag and token kept, does not always read back the same: see
//! docs/fuzzing.md.)
#![no_main]

use formats::Record;
use formats::pbn::{Reader, write_game};
use laws::CodeId;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for game in Reader::new(data).flatten() {
        let mut text = String::new();
        write_game(&mut text, &game).expect("writing to a string");
        if let Ok(imported) = Record::import_pbn(&game) {
            let record = imported.item;
            let _ = record.replay(CodeId::Duplicate2017);
            let _ = formats::lin::write(&record);
            let exported = record.to_pbn();
            assert_eq!(
                Record::from_pbn(&exported).ok(),
                Some(record),
                "{exported:?}"
            );
        }
    }
});
