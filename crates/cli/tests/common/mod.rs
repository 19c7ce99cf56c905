//! The helper the end-to-end tests share: run `arbiter` with arguments and standard input.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the `arbiter` binary with `args`, feeding it `stdin`, and returns what it did.
pub fn arbiter(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("arbiter runs");
    child
        .stdin
        .take()
        .expect("a pipe")
        .write_all(stdin.as_bytes())
        .expect("written");
    child.wait_with_output().expect("finished")
}
