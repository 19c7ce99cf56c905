//! The transcript: any text read and run as `arbiter replay` runs it, without a panic.
#![no_main]

use formats::transcript::Transcript;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(transcript) = Transcript::parse(text) {
        let _ = transcript.run();
    }
});
