//! Expressions compiled to closures: names resolved once, tables built once, each call a
//! few look-ups on the hands' bits.

use std::collections::HashMap;
use std::sync::Arc;

use cards::{Deal, Hand, Seat, Suit, Vulnerability};
use dds::{Position, Solver, Strain};
use laws::{CodeId, DealOutcome};

use super::DealerError;
use super::ast::{BinOp, Count, Expr, ScoreVul, Script};
use super::lexer::Pos;
use super::tables::{ShapeTable, SuitTable, default_scale, shape_index};

/// What an expression reads while it is evaluated: the hands dealt so far, and the deal's
/// double-dummy tricks as they are asked for.
pub struct Ctx {
    /// The hands, North's first.
    pub hands: [Hand; 4],
    /// `tricks` found for this deal: `[declarer][strain]`, `u8::MAX` when not yet solved.
    tricks: [[u8; 5]; 4],
    solver: Option<Box<Solver>>,
    /// The first fault met (a division by zero), with where it stands.
    pub fault: Option<DealerError>,
}

impl Ctx {
    /// A context for a run.
    pub fn new() -> Ctx {
        Ctx {
            hands: [Hand::EMPTY; 4],
            tricks: [[u8::MAX; 5]; 4],
            solver: None,
            fault: None,
        }
    }

    /// Sets the hands of the next deal (forgetting the last deal's tricks).
    pub fn set(&mut self, hands: [Hand; 4]) {
        self.hands = hands;
        self.tricks = [[u8::MAX; 5]; 4];
    }

    /// Sets the whole deal after the condition read part of it: tricks were solved (if any)
    /// on the whole deal already, so they stay.
    pub fn set_hands_keeping_tricks(&mut self, hands: [Hand; 4]) {
        self.hands = hands;
    }

    /// The tricks `declarer` takes in `strain` double dummy, solved once a deal.
    fn tricks(&mut self, declarer: Seat, strain: Strain) -> i64 {
        let slot = &mut self.tricks[declarer.index()][strain as usize];
        if *slot == u8::MAX {
            let Ok(deal) = Deal::new(self.hands) else {
                return 0;
            };
            // The opening leader is declarer's left-hand opponent (Law 41A).
            let Ok(position) = Position::new(&deal, strain, declarer.lho(), &[]) else {
                return 0;
            };
            let solver = self.solver.get_or_insert_with(|| Box::new(Solver::new()));
            let defenders = solver.tricks(&position);
            *slot = 13 - defenders;
        }
        i64::from(*slot)
    }
}

impl Default for Ctx {
    fn default() -> Ctx {
        Ctx::new()
    }
}

/// A compiled expression.
pub type Compiled = Box<dyn Fn(&mut Ctx) -> i64 + Send + Sync>;

/// A name's compiled body, shared by every use of the name.
type Shared = Arc<dyn Fn(&mut Ctx) -> i64 + Send + Sync>;

/// Compiles the expressions of one script, sharing its tables and names.
pub struct Compiler<'a> {
    names: HashMap<&'a str, (&'a Expr, Pos)>,
    scales: HashMap<Count, [i32; 13]>,
    tables: HashMap<Count, Arc<SuitTable>>,
    /// The seats the compiled expressions read.
    pub seats: [bool; 4],
    /// Whether they need the whole deal (`tricks`).
    pub whole_deal: bool,
    resolving: Vec<String>,
    /// Each name compiled so far, with how deep its body nests: a name is compiled once
    /// however often it is used (names built from names used twice would otherwise double
    /// at each level).
    compiled_names: HashMap<String, (Shared, usize)>,
    depth: usize,
    /// The deepest nesting reached since the name being compiled began.
    deepest: usize,
}

/// How deep compiled expressions may nest, names expanded (a bound on the stack of the
/// compiler and of the closures it makes).
const MAX_DEPTH: usize = 256;

impl<'a> Compiler<'a> {
    /// A compiler for the script's names and point scales.
    pub fn new(script: &'a Script) -> Result<Compiler<'a>, DealerError> {
        let mut names = HashMap::new();
        for (name, expr, pos) in &script.names {
            names.insert(name.as_str(), (expr, *pos));
        }
        let mut scales = HashMap::new();
        if let Some(scale) = script.pointcount {
            scales.insert(Count::Hcp, scale);
        }
        for (n, scale) in &script.altcounts {
            scales.insert(Count::Alt(*n), *scale);
        }
        Ok(Compiler {
            names,
            scales,
            tables: HashMap::new(),
            seats: [false; 4],
            whole_deal: false,
            resolving: Vec::new(),
            compiled_names: HashMap::new(),
            depth: 0,
            deepest: 0,
        })
    }

    fn table(&mut self, count: Count) -> Arc<SuitTable> {
        if let Some(t) = self.tables.get(&count) {
            return Arc::clone(t);
        }
        let table = match self.scales.get(&count).copied().or(default_scale(count)) {
            Some(scale) => SuitTable::from_scale(&scale),
            None => SuitTable::losers(),
        };
        let table = Arc::new(table);
        self.tables.insert(count, Arc::clone(&table));
        table
    }

    fn read(&mut self, seat: Seat) -> usize {
        self.seats[seat.index()] = true;
        seat.index()
    }

    /// Compiles one expression.
    pub fn compile(&mut self, expr: &Expr) -> Result<Compiled, DealerError> {
        if self.depth >= MAX_DEPTH {
            return Err(too_deep(position_of(expr)));
        }
        self.depth += 1;
        self.deepest = self.deepest.max(self.depth);
        let compiled = self.compile_inner(expr);
        self.depth -= 1;
        compiled
    }

    fn compile_inner(&mut self, expr: &Expr) -> Result<Compiled, DealerError> {
        Ok(match expr {
            &Expr::Number(n) => Box::new(move |_| n),
            Expr::Name(name, pos) => {
                let Some(&(body, _)) = self.names.get(name.as_str()) else {
                    return Err(DealerError::at(
                        *pos,
                        format!("`{name}` is not defined (define it with `{name} = ...`)"),
                    ));
                };
                if let Some((shared, height)) = self.compiled_names.get(name.as_str()) {
                    if self.depth + height > MAX_DEPTH {
                        return Err(too_deep(*pos));
                    }
                    self.deepest = self.deepest.max(self.depth + height);
                    let shared = Arc::clone(shared);
                    return Ok(Box::new(move |ctx| shared(ctx)));
                }
                if self.resolving.contains(name) {
                    return Err(DealerError::at(
                        *pos,
                        format!("`{name}` is defined in terms of itself"),
                    ));
                }
                self.resolving.push(name.clone());
                let outer = std::mem::replace(&mut self.deepest, self.depth);
                let compiled = self.compile(body);
                let height = self.deepest - self.depth;
                self.deepest = self.deepest.max(outer);
                self.resolving.pop();
                let shared: Shared = Arc::from(compiled?);
                self.compiled_names
                    .insert(name.clone(), (Arc::clone(&shared), height));
                Box::new(move |ctx| shared(ctx))
            }
            Expr::Not(e) => {
                let e = self.compile(e)?;
                Box::new(move |ctx| i64::from(e(ctx) == 0))
            }
            Expr::Neg(e) => {
                let e = self.compile(e)?;
                Box::new(move |ctx| e(ctx).wrapping_neg())
            }
            Expr::Choose(c, a, b) => {
                let (c, a, b) = (self.compile(c)?, self.compile(a)?, self.compile(b)?);
                Box::new(move |ctx| if c(ctx) != 0 { a(ctx) } else { b(ctx) })
            }
            Expr::Binary(op, a, b, pos) => self.binary(*op, a, b, *pos)?,
            &Expr::Length(seat, suit) => {
                let s = self.read(seat);
                Box::new(move |ctx| ctx.hands[s].suit_len(suit) as i64)
            }
            &Expr::Count(count, seat, suit) => {
                let s = self.read(seat);
                let table = self.table(count);
                match suit {
                    Some(suit) => Box::new(move |ctx| table.get(holding(ctx.hands[s], suit))),
                    None => Box::new(move |ctx| {
                        let h = ctx.hands[s];
                        Suit::ALL
                            .iter()
                            .map(|&suit| table.get(holding(h, suit)))
                            .sum()
                    }),
                }
            }
            Expr::Shape(seat, terms) => {
                let s = self.read(*seat);
                let table = ShapeTable::new(terms);
                Box::new(move |ctx| {
                    let h = ctx.hands[s];
                    let index = shape_index(
                        h.suit_len(Suit::Spades) as u32,
                        h.suit_len(Suit::Hearts) as u32,
                        h.suit_len(Suit::Diamonds) as u32,
                    );
                    i64::from(table.admits(index))
                })
            }
            &Expr::HasCard(seat, card) => {
                let s = self.read(seat);
                Box::new(move |ctx| i64::from(ctx.hands[s].contains(card)))
            }
            &Expr::Tricks(seat, strain) => {
                self.seats = [true; 4];
                self.whole_deal = true;
                Box::new(move |ctx| ctx.tricks(seat, strain))
            }
            Expr::Score(vul, contract, tricks) => {
                let tricks = self.compile(tricks)?;
                let contract = *contract;
                // Declarer North; the vulnerability is that of declarer's side.
                let vulnerability = match vul {
                    ScoreVul::Vulnerable => Vulnerability::NorthSouth,
                    ScoreVul::NotVulnerable => Vulnerability::None,
                };
                Box::new(move |ctx| {
                    let won = tricks(ctx).clamp(0, 13) as u8;
                    score(contract, won, vulnerability)
                })
            }
            Expr::Imps(e) => {
                let e = self.compile(e)?;
                Box::new(move |ctx| i64::from(laws::imps::imps(e(ctx))))
            }
        })
    }

    /// `a op b`; `pos`, where the operator stands, is where a division by zero is reported.
    fn binary(&mut self, op: BinOp, a: &Expr, b: &Expr, pos: Pos) -> Result<Compiled, DealerError> {
        let (a, b) = (self.compile(a)?, self.compile(b)?);
        Ok(match op {
            BinOp::Or => Box::new(move |ctx| i64::from(a(ctx) != 0 || b(ctx) != 0)),
            BinOp::And => Box::new(move |ctx| i64::from(a(ctx) != 0 && b(ctx) != 0)),
            BinOp::Eq => Box::new(move |ctx| i64::from(a(ctx) == b(ctx))),
            BinOp::Ne => Box::new(move |ctx| i64::from(a(ctx) != b(ctx))),
            BinOp::Lt => Box::new(move |ctx| i64::from(a(ctx) < b(ctx))),
            BinOp::Le => Box::new(move |ctx| i64::from(a(ctx) <= b(ctx))),
            BinOp::Gt => Box::new(move |ctx| i64::from(a(ctx) > b(ctx))),
            BinOp::Ge => Box::new(move |ctx| i64::from(a(ctx) >= b(ctx))),
            BinOp::Add => Box::new(move |ctx| a(ctx).wrapping_add(b(ctx))),
            BinOp::Sub => Box::new(move |ctx| a(ctx).wrapping_sub(b(ctx))),
            BinOp::Mul => Box::new(move |ctx| a(ctx).wrapping_mul(b(ctx))),
            BinOp::Div | BinOp::Rem => Box::new(move |ctx| {
                let (x, y) = (a(ctx), b(ctx));
                if y == 0 {
                    if ctx.fault.is_none() {
                        ctx.fault = Some(DealerError::at(pos, "division by zero"));
                    }
                    return 0;
                }
                // Whole numbers, truncated as C truncates.
                if op == BinOp::Div {
                    x.wrapping_div(y)
                } else {
                    x.wrapping_rem(y)
                }
            }),
        })
    }
}

/// The error of an expression nested too deep, its names expanded.
fn too_deep(pos: Pos) -> DealerError {
    DealerError::at(
        pos,
        format!("expressions nest more than {MAX_DEPTH} deep, names expanded"),
    )
}

/// The 13 rank bits of a suit (bit 0 the two).
#[inline]
fn holding(hand: Hand, suit: Suit) -> u16 {
    hand.suit_bits(suit) >> 2
}

/// Declarer's score under the 2017 Laws (Law 77), negative when the contract fails.
fn score(contract: laws::Contract, tricks: u8, vulnerability: Vulnerability) -> i64 {
    let outcome = DealOutcome::played(contract, Seat::North, tricks, vulnerability);
    match CodeId::Duplicate2017.code().score(&outcome) {
        Ok(s) => {
            i64::from(s.total(cards::Side::NorthSouth)) - i64::from(s.total(cards::Side::EastWest))
        }
        Err(_) => 0,
    }
}

/// Where an expression starts, as well as we know (names carry their position).
fn position_of(expr: &Expr) -> Pos {
    match expr {
        Expr::Name(_, pos) => *pos,
        Expr::Not(e) | Expr::Neg(e) | Expr::Imps(e) => position_of(e),
        Expr::Binary(_, a, _, _) | Expr::Choose(a, _, _) => position_of(a),
        _ => Pos::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dealer::parser::parse_expression;

    fn value(text: &str) -> i64 {
        let script = Script::default();
        let mut compiler = Compiler::new(&script).unwrap();
        let f = compiler.compile(&parse_expression(text).unwrap()).unwrap();
        f(&mut Ctx::new())
    }

    /// Each answer is what C gives for the same expression.
    #[test]
    fn precedence_and_grouping_are_cs() {
        assert_eq!(value("1 ? 0 ? 3 : 2 : 1"), 2);
        assert_eq!(value("1 ? 3 : 1 ? 2 : 1"), 3);
        assert_eq!(value("1 ? 0 : 1 || 1"), 0);
        assert_eq!(value("1 || 0 && 0"), 1);
        assert_eq!(value("2 == 2 != 0"), 1);
        assert_eq!(value("5 > 3 < 1"), 0);
        assert_eq!(value("10 % 8 / 2"), 1);
        assert_eq!(value("3 * 2 + 1"), 7);
        assert_eq!(value("2 - -1"), 3);
        assert_eq!(value("not 0 and 1 or 0"), 1);
        assert_eq!(value("-7 / 2"), -3);
    }

    /// Law 77: 4S vulnerable making 10 is 620; 3NT vulnerable two down is -200; Law 78B:
    /// a difference of 450 is 10 IMPs.
    #[test]
    fn score_and_imps() {
        assert_eq!(value("score(vul, x4S, 10)"), 620);
        assert_eq!(value("score(nv, x4S, 10)"), 420);
        assert_eq!(value("score(vul, x3N, 7)"), -200);
        assert_eq!(value("imps(450)"), 10);
        assert_eq!(value("imps(-450)"), -10);
    }
}
