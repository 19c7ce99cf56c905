//! PBN: any bytes read as `arbiter convert` and `arbiter check` read them, without a panic;
//! every record read, written in the export format and read again, is the same record.
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
        if let Ok(record) = Record::from_pbn(&game) {
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
