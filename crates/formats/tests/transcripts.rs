//! Every transcript under `tests/transcripts/` runs to its end with each `expect` met (a
//! session transcript, from the cut for partners, with each of its deals).
//! The transcripts are the seeds' worked examples and hand-checked cases, one law or more
//! each; their comments cite the source.

use std::path::Path;

use formats::session::{Session, is_session};
use formats::three_handed::{ThreeHandedTranscript, is_three_handed};
use formats::transcript::{Transcript, TranscriptError};

fn run(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    if is_three_handed(&text) {
        let transcript = ThreeHandedTranscript::parse(&text).map_err(|e| e.to_string())?;
        return transcript.run().map(|_| ()).map_err(|e| e.to_string());
    }
    if is_session(&text) {
        let session = Session::parse(&text).map_err(|e| e.to_string())?;
        return session.run().map(|_| ()).map_err(|e| e.to_string());
    }
    let transcript = Transcript::parse(&text).map_err(|e| e.to_string())?;
    transcript.run().map(|_| ()).map_err(|e| e.to_string())
}

#[test]
fn every_transcript_meets_its_expectations() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("the transcripts folder")
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 2, "transcripts found: {}", paths.len());
    let failures: Vec<String> = paths
        .iter()
        .filter_map(|p| {
            run(p).err().map(|e| {
                format!(
                    "{}: {e}",
                    p.file_name().unwrap_or_default().to_string_lossy()
                )
            })
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The harness can fail: an unmet expectation and a refused line are reported with their line.
#[test]
fn unmet_expectations_and_refusals_name_their_line() {
    let unmet = Transcript::parse("mode guarded\nboard 1\nN call 1S\nexpect turn \"S\"\n").unwrap();
    assert!(matches!(
        unmet.run(),
        Err(TranscriptError::Unmet { line: 4, .. })
    ));
    let refused = Transcript::parse("mode guarded\nboard 1\nN call 1S\nE call 1H\n").unwrap();
    let err = refused.run().unwrap_err();
    assert!(matches!(err, TranscriptError::Refused { line: 4, .. }));
    assert_eq!(
        err.to_string(),
        "line 4: Law 27: 1H is insufficient over 1S; LHO may accept it"
    );
}

/// `expect refused "LAW"` is met only by an action refused under that law.
#[test]
fn expected_refusals_are_checked() {
    let refused = "mode guarded\nboard 1\nN call 1S\nE call 1H\nexpect refused \"Law 27\"\nE call P\nexpect turn \"S\"\n";
    assert!(Transcript::parse(refused).unwrap().run().is_ok());
    let other_law = "mode guarded\nboard 1\nN call 1S\nE call 1H\nexpect refused \"Law 31\"\n";
    assert!(matches!(
        Transcript::parse(other_law).unwrap().run(),
        Err(TranscriptError::Unmet { line: 5, .. })
    ));
    let accepted = "mode guarded\nboard 1\nN call 1S\nE call P\nexpect refused \"Law 27\"\n";
    assert!(matches!(
        Transcript::parse(accepted).unwrap().run(),
        Err(TranscriptError::Unmet { line: 5, .. })
    ));
}
