//! `arbiter convert`, `arbiter check` and `arbiter pbn --dd`: bridge files read, checked,
//! converted and given their double-dummy tags. Every format is streamed (PBN game by game,
//! LIN and JSON line by line), so a file of any size is handled in the memory of one board
//! (and, for `pbn --dd`, of one batch of deals).

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::Args;
use formats::json::DealLog;
use formats::pbn::{self, Game, Reader};
use formats::{Format, Record, Warning};
use laws::CodeId;

use crate::dd_cmd::progress;

/// Options of `arbiter convert`.
#[derive(Args)]
pub(crate) struct ConvertArgs {
    /// The file to read (`-` for standard input).
    input: String,
    /// The file to write (`-` for standard output).
    output: String,
    /// The input's format, if its name does not say (pbn, lin, json).
    #[arg(long)]
    from: Option<Format>,
    /// The output's format, if its name does not say (pbn, lin, json).
    #[arg(long)]
    to: Option<Format>,
    /// The code of laws written in JSON event logs.
    #[arg(long, default_value = "duplicate2017")]
    code: CodeId,
}

/// Options of `arbiter check`.
#[derive(Args)]
pub(crate) struct CheckArgs {
    /// The file to check (`-` for standard input).
    input: String,
    /// Its format, if its name does not say (pbn, lin, json).
    #[arg(long)]
    from: Option<Format>,
}

/// Options of `arbiter pbn`.
#[derive(Args)]
pub(crate) struct PbnArgs {
    /// The PBN file (`-` for standard input).
    input: String,
    /// Add DoubleDummyTricks, OptimumResultTable and OptimumScore (par) to every board with a
    /// whole deal.
    #[arg(long)]
    dd: bool,
    /// Where to write (default: standard output).
    #[arg(long, short)]
    output: Option<PathBuf>,
    /// Threads to solve on; 0 for one per core.
    #[arg(long, default_value_t = 0)]
    threads: usize,
}

/// An input opened for streaming, with its name for messages.
pub(crate) struct Opened {
    name: String,
    reader: Box<dyn BufRead>,
}

impl Opened {
    /// Text already read, as an input named `name`.
    pub(crate) fn text(name: &str, text: String) -> Opened {
        Opened {
            name: name.to_string(),
            reader: Box::new(std::io::Cursor::new(text)),
        }
    }
}

pub(crate) fn open(input: &str) -> anyhow::Result<Opened> {
    if input == "-" {
        return Ok(Opened {
            name: "<stdin>".to_string(),
            reader: Box::new(BufReader::new(std::io::stdin())),
        });
    }
    let file = File::open(input).with_context(|| format!("cannot read {input}"))?;
    Ok(Opened {
        name: input.to_string(),
        reader: Box::new(BufReader::new(file)),
    })
}

/// Opens the output; refuses the input's own file, which creating would empty before it is
/// read.
fn create(output: &str, input: &str) -> anyhow::Result<Box<dyn Write>> {
    if output == "-" {
        return Ok(Box::new(BufWriter::new(std::io::stdout())));
    }
    let same = |a: &str, b: &str| matches!((std::fs::canonicalize(a), std::fs::canonicalize(b)), (Ok(a), Ok(b)) if a == b);
    anyhow::ensure!(
        !same(output, input),
        "{output} is the file being read: writing it would empty it first; write to another file"
    );
    let file = File::create(output).with_context(|| format!("cannot write {output}"))?;
    Ok(Box::new(BufWriter::new(file)))
}

/// The input's format: as given, else by its name, else by its first characters.
pub(crate) fn input_format(given: Option<Format>, opened: &mut Opened) -> anyhow::Result<Format> {
    if let Some(format) = given.or_else(|| Format::from_path(Path::new(&opened.name))) {
        return Ok(format);
    }
    let start = opened.reader.fill_buf().context("cannot read the input")?;
    Ok(Format::sniff(&String::from_utf8_lossy(start)))
}

/// A board read from a file, or the problems that kept it from being read, each located.
pub(crate) type ReadBoard = Result<(Record, Option<Game>), Vec<String>>;

/// The exit status of a command that read a file tolerantly: 0 when the file was clean, 3
/// when something was repaired (with a warning) but every board was read, 1 when a board
/// could not be read at all (clap uses 2 for a command line it cannot read).
pub(crate) fn exit_status(problems: usize, warnings: usize) -> ExitCode {
    if problems > 0 {
        ExitCode::FAILURE
    } else if warnings > 0 {
        ExitCode::from(3)
    } else {
        ExitCode::SUCCESS
    }
}

/// Prints what the reader repaired on standard error, `FILE:LINE:COLUMN: warning: MESSAGE`
/// (as compilers do, so that editors jump to it); returns how many.
pub(crate) fn warn(name: &str, warnings: &[Warning]) -> usize {
    for warning in warnings {
        eprintln!(
            "{name}:{}:{}: warning: {}",
            warning.line, warning.column, warning.message
        );
    }
    warnings.len()
}

/// Streams the boards of an input to `each`, whatever its format, read tolerantly: what the
/// reader repaired is printed on standard error ([`warn`]), and a board is refused only when
/// nothing of it can be read. Returns the number of warnings.
pub(crate) fn for_each_board(
    opened: Opened,
    format: Format,
    mut each: impl FnMut(ReadBoard) -> anyhow::Result<()>,
) -> anyhow::Result<usize> {
    let name = opened.name.clone();
    let mut warnings = 0;
    let mut games = |games: &mut dyn Iterator<Item = Result<Game, formats::PbnError>>,
                     each: &mut dyn FnMut(ReadBoard) -> anyhow::Result<()>|
     -> anyhow::Result<()> {
        for game in games {
            let board = match game {
                Err(error) => Err(vec![format!("{name}:{}: {}", error.at, error.message)]),
                Ok(game) => match Record::import_pbn(&game) {
                    Ok(imported) => {
                        warnings += warn(&name, &imported.warnings);
                        Ok((imported.item, Some(game)))
                    }
                    Err(problem) => {
                        Err(vec![format!("{name}:{}: {}", problem.at, problem.message)])
                    }
                },
            };
            each(board)?;
        }
        Ok(())
    };
    match format {
        Format::Pbn => games(&mut Reader::new(opened.reader), &mut each)?,
        Format::Dds => games(
            &mut formats::dds_hands::read(opened.reader).into_iter(),
            &mut each,
        )?,
        Format::Lin => {
            for board in formats::lin::Reader::new(opened.reader) {
                let board = match board {
                    Ok(imported) => {
                        warnings += warn(&name, &imported.warnings);
                        Ok((imported.item, None))
                    }
                    Err(e) => Err(vec![format!(
                        "{name}:{}: field {}: {}",
                        e.line, e.field, e.message
                    )]),
                };
                each(board)?;
            }
        }
        Format::Json => {
            for (i, line) in opened.reader.lines().enumerate() {
                let line = line.with_context(|| format!("cannot read {name}"))?;
                if line.trim().is_empty() {
                    continue;
                }
                let board = serde_json::from_str::<DealLog>(&line)
                    .map_err(|e| e.to_string())
                    .and_then(|log| log.to_record().map_err(|e| e.to_string()))
                    .map(|record| (record, None))
                    .map_err(|e| vec![format!("{name}:{}:1: {e}", i + 1)]);
                each(board)?;
            }
        }
    }
    Ok(warnings)
}

pub(crate) fn run_convert(args: &ConvertArgs) -> anyhow::Result<ExitCode> {
    let mut opened = open(&args.input)?;
    let from = input_format(args.from, &mut opened)?;
    let to = args
        .to
        .or_else(|| Format::from_path(Path::new(&args.output)))
        .context("say which format to write with --to (pbn, lin, json) or name the output .pbn, .lin or .json")?;
    anyhow::ensure!(
        to != Format::Dds,
        "DDS's hand files are read, not written: write pbn, lin or json"
    );
    let mut out = create(&args.output, &args.input)?;
    if to == Format::Pbn {
        let mut header = String::new();
        pbn::write_header(&mut header)?;
        out.write_all(header.as_bytes())?;
    }
    let mut problems = 0;
    let warnings = for_each_board(opened, from, |board| {
        match board {
            Err(errors) => {
                problems += errors.len();
                for error in errors {
                    eprintln!("arbiter convert: {error}");
                }
            }
            Ok((record, game)) => {
                let text = match to {
                    // PBN to PBN keeps every tag and comment; other formats give their meaning.
                    Format::Pbn => {
                        let mut text = String::new();
                        pbn::write_game(&mut text, &game.unwrap_or_else(|| record.to_pbn()))?;
                        text
                    }
                    // (DDS's hand files are refused as an output above.)
                    Format::Lin | Format::Dds => formats::lin::write(&record),
                    Format::Json => {
                        let log = DealLog::from_record(&record, args.code);
                        format!("{}\n", serde_json::to_string(&log)?)
                    }
                };
                out.write_all(text.as_bytes())?;
            }
        }
        Ok(())
    })?;
    out.flush()?;
    Ok(exit_status(problems, warnings))
}

pub(crate) fn run_check(args: &CheckArgs) -> anyhow::Result<ExitCode> {
    let mut opened = open(&args.input)?;
    let format = input_format(args.from, &mut opened)?;
    let name = opened.name.clone();
    let mut boards = 0;
    let mut problems = Vec::new();
    let warnings = for_each_board(opened, format, |board| {
        boards += 1;
        match board {
            Err(errors) => problems.extend(errors),
            Ok((record, game)) => {
                if let Some(problem) = replay_problem(&record, game.as_ref()) {
                    problems.push(format!("{name}:{problem}"));
                }
            }
        }
        Ok(())
    })?;
    let mut out = std::io::stdout().lock();
    for problem in &problems {
        writeln!(out, "{problem}")?;
    }
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    eprintln!(
        "arbiter check: {boards} board{}, {} problem{}, {warnings} warning{}",
        plural(boards),
        problems.len(),
        plural(problems.len()),
        plural(warnings)
    );
    Ok(exit_status(problems.len(), warnings))
}

/// What the table refuses when the record's auction and play are replayed under the 2017
/// Laws (a bid not sufficient, a card not held, a revoke, a contract the auction did not
/// reach), placed at the PBN tag it comes from (`line:column: ...`); boards without a whole
/// deal or an auction are not replayed.
fn replay_problem(record: &Record, game: Option<&Game>) -> Option<String> {
    if record.full_deal().is_none() || record.auction.is_empty() {
        return None;
    }
    let error = record.replay(CodeId::Duplicate2017).err()?;
    let tag = if error.what.starts_with("call") {
        "Auction"
    } else if error.what.starts_with("card") {
        "Play"
    } else if error.what == "the contract" {
        "Contract"
    } else {
        "Result"
    };
    let at = game
        .and_then(|g| g.tag(tag).or_else(|| g.tags.first()))
        .map(|t| t.at.to_string())
        .unwrap_or_else(|| format!("board {}", record.board.unwrap_or_default()));
    Some(format!("{at}: {error}"))
}

/// The dealer and vulnerability par is found for: the Dealer and Vulnerable tags, else Law 2's
/// for the board's number, as a replay would set the board up ([`Record::setup`]).
fn par_conditions(game: &Game) -> (cards::Seat, cards::Vulnerability) {
    let record = Record {
        board: game.known("Board").and_then(|n| n.parse().ok()),
        dealer: game.dealer().and_then(Result::ok),
        vulnerability: game.vulnerability().and_then(Result::ok),
        ..Record::default()
    };
    let board = record
        .setup(CodeId::Duplicate2017, laws::table::Mode::Guarded)
        .board;
    (board.dealer(), board.vulnerability())
}

/// How many games `pbn --dd` solves at once (across the threads) before writing them.
const BATCH: usize = 64;

pub(crate) fn run_pbn(args: &PbnArgs) -> anyhow::Result<ExitCode> {
    anyhow::ensure!(args.dd, "say what to add: --dd (the double-dummy tags)");
    let opened = open(&args.input)?;
    let name = opened.name.clone();
    let mut out = create(
        &args
            .output
            .as_ref()
            .map_or("-".to_string(), |p| p.display().to_string()),
        &args.input,
    )?;
    let mut header = String::new();
    pbn::write_header(&mut header)?;
    out.write_all(header.as_bytes())?;
    let bar = progress(0);
    let mut batch: Vec<Game> = Vec::with_capacity(BATCH);
    let mut problems = 0;
    let mut warnings = 0;
    let flush = |batch: &mut Vec<Game>, out: &mut Box<dyn Write>| -> anyhow::Result<()> {
        let deals: Vec<Option<cards::Deal>> =
            batch.iter().map(|game| game.whole_deal()?.ok()).collect();
        let whole: Vec<cards::Deal> = deals.iter().flatten().copied().collect();
        let tables = dds::solve_tables(&whole, args.threads, &|| bar.inc(1));
        let mut tables = tables.into_iter();
        let mut text = String::new();
        for (game, deal) in batch.iter_mut().zip(&deals) {
            if deal.is_some()
                && let Some(table) = tables.next()
            {
                let (dealer, vulnerability) = par_conditions(game);
                let par = laws::par::par(&table, vulnerability, dealer);
                pbn::add_double_dummy(game, &table, Some(&par));
            }
            pbn::write_game(&mut text, game)?;
        }
        out.write_all(text.as_bytes())?;
        batch.clear();
        Ok(())
    };
    for game in Reader::new(opened.reader) {
        match game {
            Ok(game) => {
                warnings += bar.suspend(|| warn(&name, &game.warnings));
                if let Some(Err(error)) = game.whole_deal() {
                    // Written as it is, without the tags.
                    problems += 1;
                    bar.suspend(|| {
                        eprintln!("arbiter pbn: {name}:{}: {}", error.at, error.message)
                    });
                }
                bar.inc_length(1);
                batch.push(game);
                if batch.len() == BATCH {
                    flush(&mut batch, &mut out)?;
                }
            }
            Err(error) => {
                problems += 1;
                bar.suspend(|| eprintln!("arbiter pbn: {name}:{}: {}", error.at, error.message));
            }
        }
    }
    flush(&mut batch, &mut out)?;
    bar.finish_and_clear();
    out.flush()?;
    if problems > 0 {
        eprintln!(
            "arbiter pbn: {problems} game(s) with a problem: left out if unreadable, else written without double-dummy tags"
        );
    }
    Ok(exit_status(problems, warnings))
}
