//! The session transcript (a rubber from the cut for partners): any text read and run as
//! `arbiter replay` runs it, the score sheet written, without a panic.
#![no_main]

use formats::session::Session;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(run) = Session::parse(text).and_then(|session| session.run()) {
        let _ = run.describe();
        let _ = run.to_json();
    }
});
