//! The three-handed transcript: any text read and run as `arbiter replay` runs it, its state
//! shown, without a panic.
#![no_main]

use formats::three_handed::ThreeHandedTranscript;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(transcript) = ThreeHandedTranscript::parse(text) {
        let (deal, _) = transcript.run_until_failure();
        let _ = transcript.state(&deal);
    }
});
