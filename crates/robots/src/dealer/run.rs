//! A compiled script and its run: deal, test the condition, act, and report at the end.

use std::io::Write;
use std::time::Instant;

use cards::{Board, Deal, Hand, Seat};

use super::DealerError;
use super::ast::{Action, PrintItem, Script};
use super::compile::{Compiled, Compiler, Ctx};
use super::output::{self, Histogram, PbnHeader};
use super::parser::{parse_expression, parse_script};
use super::shuffle::Shuffler;

/// dealer's default for `generate`: ten million deals.
pub const DEFAULT_GENERATE: u64 = 10_000_000;
/// dealer's default for `produce` when the actions print deals.
pub const DEFAULT_PRODUCE_PRINTED: u64 = 40;

enum Act {
    PrintAll,
    PrintEw,
    Print(Vec<Seat>),
    PrintPbn,
    PrintOneLine(Option<Compiled>),
    PrintCompact(Option<Compiled>),
    PrintEs(Vec<Item>),
    Average(Option<String>, Compiled),
    Frequency(Option<String>, Compiled, i64, i64),
    Frequency2(Option<String>, [(Compiled, i64, i64); 2]),
}

enum Item {
    Text(String),
    Value(Compiled),
}

/// A script compiled, ready to run.
pub struct Program {
    script: Script,
    condition: Option<Compiled>,
    actions: Vec<Act>,
    /// The seats the condition reads (dealt first).
    first: [bool; 4],
    /// The script's dealer, its predeal checked (and the counts of its suit lengths made)
    /// once; each run deals from a copy seeded afresh.
    shuffler: Shuffler,
}

/// How to run a program (what the command line may change).
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// The seed of the deals.
    pub seed: u64,
    /// At most this many deals tried (overrides `generate`).
    pub generate: Option<u64>,
    /// At most this many deals meeting the condition (overrides `produce`).
    pub produce: Option<u64>,
    /// The script's file name, for `printpbn`'s Event tag.
    pub file: String,
    /// Today's date for `printpbn`, `YYYY.MM.DD`.
    pub date: String,
    /// Leave out the closing counts (`Generated ... hands`).
    pub quiet: bool,
}

/// What a run did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Deals tried.
    pub generated: u64,
    /// Deals that met the condition.
    pub produced: u64,
}

impl Program {
    /// Reads and compiles a whole script.
    pub fn from_script(source: &str) -> Result<Program, DealerError> {
        Program::compile(parse_script(source)?)
    }

    /// A program of one condition and no actions, as `arbiter deal --where` takes it.
    pub fn from_condition(source: &str) -> Result<Program, DealerError> {
        let script = Script {
            condition: Some(parse_expression(source)?),
            ..Script::default()
        };
        Program::compile(script)
    }

    fn compile(script: Script) -> Result<Program, DealerError> {
        let mut compiler = Compiler::new(&script)?;
        let condition = script
            .condition
            .as_ref()
            .map(|c| compiler.compile(c))
            .transpose()?;
        let first = compiler.seats;
        // Every name must make sense, used or not, as dealer checks the whole script.
        for (_, expr, _) in &script.names {
            let _checked = compiler.compile(expr)?;
        }
        let mut actions = Vec::new();
        for action in &script.actions {
            actions.push(match action {
                Action::PrintAll => Act::PrintAll,
                Action::PrintEw => Act::PrintEw,
                Action::Print(seats) => Act::Print(seats.clone()),
                Action::PrintPbn => Act::PrintPbn,
                Action::PrintOneLine(e) => {
                    Act::PrintOneLine(e.as_ref().map(|e| compiler.compile(e)).transpose()?)
                }
                Action::PrintCompact(e) => {
                    Act::PrintCompact(e.as_ref().map(|e| compiler.compile(e)).transpose()?)
                }
                Action::PrintEs(items) => Act::PrintEs(
                    items
                        .iter()
                        .map(|item| {
                            Ok(match item {
                                PrintItem::Text(t) => Item::Text(t.clone()),
                                PrintItem::Value(e) => Item::Value(compiler.compile(e)?),
                            })
                        })
                        .collect::<Result<_, DealerError>>()?,
                ),
                Action::Average(label, e) => Act::Average(label.clone(), compiler.compile(e)?),
                Action::Frequency(label, e, low, high) => {
                    Act::Frequency(label.clone(), compiler.compile(e)?, *low, *high)
                }
                Action::Frequency2(label, [(a, l1, h1), (b, l2, h2)]) => Act::Frequency2(
                    label.clone(),
                    [
                        (compiler.compile(a)?, *l1, *h1),
                        (compiler.compile(b)?, *l2, *h2),
                    ],
                ),
            });
        }
        if actions.is_empty() {
            actions.push(Act::PrintAll);
        }
        let shuffler = Shuffler::new(0, &script.predeal, &script.predeal_lengths, first)?;
        Ok(Program {
            shuffler,
            script,
            condition,
            actions,
            first,
        })
    }

    /// The seats the condition reads.
    pub fn seats_read(&self) -> [bool; 4] {
        self.first
    }

    /// The deals meeting the condition, from a seed: at most `generate` deals are tried.
    pub fn deals(&self, seed: u64, generate: u64) -> Result<Deals<'_>, DealerError> {
        Ok(Deals {
            program: self,
            shuffler: self.shuffler.seeded(seed),
            ctx: Ctx::new(),
            generated: 0,
            generate,
        })
    }

    fn prints(&self) -> bool {
        self.actions.iter().any(|a| {
            matches!(
                a,
                Act::PrintAll
                    | Act::PrintEw
                    | Act::Print(_)
                    | Act::PrintPbn
                    | Act::PrintOneLine(_)
                    | Act::PrintCompact(_)
                    | Act::PrintEs(_)
            )
        })
    }

    /// Runs the script: deals until `generate` deals are tried or `produce` met the
    /// condition, writing what the actions print to `out`.
    pub fn run(&self, options: &RunOptions, out: &mut dyn Write) -> Result<Summary, DealerError> {
        let started = Instant::now();
        let generate = options
            .generate
            .or(self.script.generate)
            .unwrap_or(DEFAULT_GENERATE);
        let default_produce = if self.prints() {
            DEFAULT_PRODUCE_PRINTED
        } else {
            u64::MAX
        };
        let produce = options
            .produce
            .or(self.script.produce)
            .unwrap_or(default_produce);
        let mut deals = self.deals(options.seed, generate)?;
        let mut stats: Vec<Stat> = self.actions.iter().map(Stat::new).collect();
        let mut pages: Vec<[Hand; 4]> = Vec::new();
        let mut text = String::new();
        let mut produced = 0;
        let io = |e: std::io::Error| DealerError::output(&e);
        while produced < produce {
            let Some(hands) = deals.next_hands()? else {
                break;
            };
            produced += 1;
            if self.actions.iter().any(|a| matches!(a, Act::Print(_))) {
                pages.push(hands);
            }
            let ctx = &mut deals.ctx;
            for (act, stat) in self.actions.iter().zip(&mut stats) {
                match act {
                    Act::PrintAll => output::print_all(&mut text, produced, &hands),
                    Act::PrintEw => output::print_ew(&mut text, &hands),
                    Act::Print(_) => {}
                    Act::PrintPbn => {
                        let board = Board::new(u32::try_from(produced).unwrap_or(u32::MAX))
                            .map_err(|e| DealerError::general(e.to_string()))?;
                        let header = PbnHeader {
                            file: &options.file,
                            seed: options.seed,
                            date: &options.date,
                            board: produced,
                            dealer: self.script.dealer.unwrap_or(board.dealer()),
                            vulnerable: self.script.vulnerable.unwrap_or(board.vulnerability()),
                        };
                        output::print_pbn(&mut text, &header, &hands);
                    }
                    Act::PrintOneLine(e) => {
                        let value = e.as_ref().map(|e| e(ctx));
                        output::print_one_line(&mut text, &hands, value);
                    }
                    Act::PrintCompact(e) => {
                        let value = e.as_ref().map(|e| e(ctx));
                        output::print_compact(&mut text, &hands, value);
                    }
                    Act::PrintEs(items) => {
                        for item in items {
                            match item {
                                Item::Text(t) => text.push_str(t),
                                Item::Value(e) => text.push_str(&e(ctx).to_string()),
                            }
                        }
                    }
                    Act::Average(_, e) => {
                        let v = e(ctx);
                        if let Stat::Average(sum, n) = stat {
                            *sum += v as f64;
                            *n += 1;
                        }
                    }
                    Act::Frequency(_, e, ..) => {
                        let v = e(ctx);
                        if let Stat::Frequency(h) = stat {
                            h.add(v);
                        }
                    }
                    Act::Frequency2(_, [(a, ..), (b, ..)]) => {
                        let (x, y) = (a(ctx), b(ctx));
                        if let Stat::Frequency2(rows, cols, table) = stat {
                            table[rows.row(x)][cols.row(y)] += 1;
                        }
                    }
                }
            }
            if let Some(fault) = ctx.fault.take() {
                return Err(fault);
            }
            if text.len() > 1 << 16 {
                out.write_all(text.as_bytes()).map_err(io)?;
                text.clear();
            }
        }
        for (act, stat) in self.actions.iter().zip(&stats) {
            match (act, stat) {
                (Act::Average(label, _), Stat::Average(sum, n)) => {
                    output::print_average(&mut text, label.as_deref(), *sum, *n)
                }
                (Act::Frequency(label, ..), Stat::Frequency(h)) => {
                    output::print_frequency(&mut text, label.as_deref(), h)
                }
                (Act::Frequency2(label, _), Stat::Frequency2(rows, cols, table)) => {
                    output::print_frequency2(&mut text, label.as_deref(), rows, cols, table)
                }
                (Act::Print(seats), _) => output::print_pages(&mut text, seats, &pages),
                _ => {}
            }
        }
        let summary = Summary {
            generated: deals.generated,
            produced,
        };
        if !options.quiet {
            text.push_str(&format!(
                "Generated {} hands\nProduced {} hands\nInitial random seed {}\nTime needed {:8.3} sec\n",
                summary.generated,
                summary.produced,
                options.seed,
                started.elapsed().as_secs_f64()
            ));
        }
        out.write_all(text.as_bytes()).map_err(io)?;
        Ok(summary)
    }
}

enum Stat {
    None,
    Average(f64, u64),
    Frequency(Histogram),
    Frequency2(Histogram, Histogram, Vec<Vec<u64>>),
}

impl Stat {
    fn new(act: &Act) -> Stat {
        match act {
            Act::Average(..) => Stat::Average(0.0, 0),
            Act::Frequency(_, _, low, high) => Stat::Frequency(Histogram::new(*low, *high)),
            Act::Frequency2(_, [(_, l1, h1), (_, l2, h2)]) => {
                let (rows, cols) = (Histogram::new(*l1, *h1), Histogram::new(*l2, *h2));
                let table = vec![vec![0; cols.counts.len()]; rows.counts.len()];
                Stat::Frequency2(rows, cols, table)
            }
            _ => Stat::None,
        }
    }
}

/// The deals meeting a program's condition, in the order a seed gives them.
pub struct Deals<'a> {
    program: &'a Program,
    shuffler: Shuffler,
    ctx: Ctx,
    generated: u64,
    generate: u64,
}

impl Deals<'_> {
    /// How many deals have been tried.
    pub fn generated(&self) -> u64 {
        self.generated
    }

    /// The hands of the next deal meeting the condition, or `None` once `generate` deals
    /// were tried.
    fn next_hands(&mut self) -> Result<Option<[Hand; 4]>, DealerError> {
        while self.generated < self.generate {
            self.generated += 1;
            let early = self.shuffler.deal_early()?;
            // A new deal: the tricks solved for the last one are forgotten, condition or not.
            self.ctx.set(early);
            let accepted = match &self.program.condition {
                None => true,
                Some(condition) => {
                    let ok = condition(&mut self.ctx) != 0;
                    if let Some(fault) = self.ctx.fault.take() {
                        return Err(fault);
                    }
                    ok
                }
            };
            if accepted {
                let hands = self.shuffler.complete();
                self.ctx.set_hands_keeping_tricks(hands);
                return Ok(Some(hands));
            }
        }
        Ok(None)
    }
}

impl Iterator for Deals<'_> {
    type Item = Result<Deal, DealerError>;

    fn next(&mut self) -> Option<Self::Item> {
        match self.next_hands() {
            Ok(Some(hands)) => {
                Some(Deal::new(hands).map_err(|e| DealerError::general(format!("a bad deal: {e}"))))
            }
            Ok(None) => None,
            Err(e) => Some(Err(e)),
        }
    }
}
