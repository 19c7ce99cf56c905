//! Commands for scripts that answer one request a line (`arbiter score -`, `arbiter imps -`,
//! ...): a bad line is reported on standard error with its number and the rest go on; the
//! run fails at the end if any line did. Blank lines and lines starting with `#` are skipped.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use anyhow::Context;

use crate::Input;

/// Answers each request line of `input` with `answer`, one output line each.
pub(crate) fn answer_lines(
    input: impl BufRead,
    out: &mut impl Write,
    mut answer: impl FnMut(&str) -> anyhow::Result<String>,
) -> anyhow::Result<ExitCode> {
    let mut out = std::io::BufWriter::new(out);
    let mut failures = 0;
    for (index, line) in input.lines().enumerate() {
        let line = line.context("cannot read the requests")?;
        let request = line.trim();
        if request.is_empty() || request.starts_with('#') {
            continue;
        }
        match answer(request) {
            Ok(answer) => writeln!(out, "{answer}")?,
            Err(error) => {
                failures += 1;
                out.flush()?;
                eprintln!("line {}: {error:#}", index + 1);
            }
        }
    }
    out.flush()?;
    Ok(if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Answers the request lines of a file, or of standard input for `-`, on standard output.
pub(crate) fn answer_input(
    input: &Input,
    answer: impl FnMut(&str) -> anyhow::Result<String>,
) -> anyhow::Result<ExitCode> {
    let mut stdout = std::io::stdout().lock();
    match input {
        Input::Stdin => answer_lines(std::io::stdin().lock(), &mut stdout, answer),
        Input::File(path) => {
            let file = std::fs::File::open(path)
                .with_context(|| format!("cannot read {}", path.display()))?;
            answer_lines(std::io::BufReader::new(file), &mut stdout, answer)
        }
    }
}
