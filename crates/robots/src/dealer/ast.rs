//! A dealer script as read: its settings, named expressions, condition and actions.

use cards::{Card, Seat, Suit};
use dds::Strain;
use laws::Contract;

use super::lexer::Pos;

/// A binary operator of the expression language (C's, with C's precedence).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)] // the operators' names say what they do
pub enum BinOp {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// What a per-suit count counts; each is a table over the thirteen cards of a suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Count {
    /// `hcp`: the `pointcount` scale (4 3 2 1 unless the script changes it).
    Hcp,
    /// `pt0` .. `pt9` and their names (`tens` .. `c13`): the `altcount` scales.
    Alt(u8),
    /// `control`: ace 2, king 1.
    Control,
    /// `loser`: the losing-trick count of the suit.
    Loser,
}

/// One term of a `shape(...)` list: a pattern (lengths spades, hearts, diamonds, clubs; `None`
/// for `x`), whether any suit order matches (`any`), and whether it adds or removes shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShapeTerm {
    /// The lengths in the order spades, hearts, diamonds, clubs; `None` matches any length.
    pub lengths: [Option<u8>; 4],
    /// `any`: the lengths in any order of the suits.
    pub any: bool,
    /// `+` (or the first term) adds the shapes, `-` removes them.
    pub add: bool,
}

/// Vulnerability as `score` takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreVul {
    /// `nv`: not vulnerable.
    NotVulnerable,
    /// `vul`: vulnerable.
    Vulnerable,
}

/// An expression; its value is a whole number (true is 1, false 0).
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// A number.
    Number(i64),
    /// A named expression, defined by `name = expr`.
    Name(String, Pos),
    /// `!e`, `not e`: 1 if `e` is 0, else 0.
    Not(Box<Expr>),
    /// `-e`.
    Neg(Box<Expr>),
    /// `a op b`, with where the operator stands.
    Binary(BinOp, Box<Expr>, Box<Expr>, Pos),
    /// `c ? a : b`.
    Choose(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `spades(north)`: a suit's length.
    Length(Seat, Suit),
    /// `hcp(north)`, `loser(north, spades)`, ...: a count over the hand or one suit.
    Count(Count, Seat, Option<Suit>),
    /// `shape(north, any 4333 + 54xx)`: 1 if the hand's shape is in the list.
    Shape(Seat, Vec<ShapeTerm>),
    /// `hascard(north, AS)`.
    HasCard(Seat, Card),
    /// `tricks(south, notrump)`: double-dummy tricks for that declarer in that strain.
    Tricks(Seat, Strain),
    /// `score(vul, x4S, tricks)`: declarer's score (Law 77), positive or negative.
    Score(ScoreVul, Contract, Box<Expr>),
    /// `imps(difference)`: the IMPs of a difference (Law 78B), with its sign.
    Imps(Box<Expr>),
}

/// An action run for each deal that meets the condition, or at the end.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// `printall`: the four hands side by side.
    PrintAll,
    /// `printew`: West and East side by side.
    PrintEw,
    /// `print(north, east)`: each seat's hands on pages of their own, at the end.
    Print(Vec<Seat>),
    /// `printpbn`: a PBN game.
    PrintPbn,
    /// `printcompact [expr]`: four lines a deal, a seat a line.
    PrintCompact(Option<Expr>),
    /// `printoneline [expr]`: one line a deal.
    PrintOneLine(Option<Expr>),
    /// `printes("text", expr, \n, ...)`: strings and values, printed for each deal.
    PrintEs(Vec<PrintItem>),
    /// `average ["label"] expr`.
    Average(Option<String>, Expr),
    /// `frequency ["label"] (expr, low, high)`.
    Frequency(Option<String>, Expr, i64, i64),
    /// `frequency ["label"] (expr, low, high, expr2, low2, high2)`.
    Frequency2(Option<String>, [(Expr, i64, i64); 2]),
}

/// One item of `printes`.
#[derive(Clone, Debug, PartialEq)]
pub enum PrintItem {
    /// A string, printed as it is.
    Text(String),
    /// An expression, printed as a whole number.
    Value(Expr),
}

/// A script as read, before it is compiled.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Script {
    /// `generate n`: how many deals to try at most.
    pub generate: Option<u64>,
    /// `produce n`: how many deals meeting the condition to produce at most.
    pub produce: Option<u64>,
    /// `vulnerable`: the vulnerability printed (PBN); `None` follows the board number.
    pub vulnerable: Option<cards::Vulnerability>,
    /// `dealer`: the dealer printed (PBN); `None` follows the board number.
    pub dealer: Option<Seat>,
    /// `predeal north SAQ2, ...`: cards given to a seat before the rest are dealt.
    pub predeal: Vec<(Seat, Card)>,
    /// `predeal spades(north) == 1`: a seat's exact length in a suit.
    pub predeal_lengths: Vec<(Seat, Suit, u8)>,
    /// `pointcount`: the values of A K Q J T 9 .. 2 for `hcp`.
    pub pointcount: Option<[i32; 13]>,
    /// `altcount n ...`: the values of A .. 2 for `pt<n>`.
    pub altcounts: Vec<(u8, [i32; 13])>,
    /// Named expressions, in the order defined.
    pub names: Vec<(String, Expr, Pos)>,
    /// The condition (the last one given), if any.
    pub condition: Option<Expr>,
    /// The actions, in order (empty: `printall`).
    pub actions: Vec<Action>,
}
