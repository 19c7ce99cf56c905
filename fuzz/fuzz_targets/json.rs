//! The JSON event log: any text read a line at a time as `arbiter convert` and
//! `arbiter replay` read it, without a panic; every log read, written and read again, is the
//! same log.
#![no_main]

use formats::json::DealLog;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for line in text.lines() {
        let Ok(log) = serde_json::from_str::<DealLog>(line) else {
            continue;
        };
        let written = serde_json::to_string(&log).expect("a log is written");
        let again: DealLog = serde_json::from_str(&written).expect("a written log is read");
        assert_eq!(again, log, "read back:\n{written}");
        let _ = log.replay();
        if let Ok(record) = log.to_record() {
            let _ = record.to_pbn();
            let _ = formats::lin::write(&record);
        }
    }
});
