//! Duplicate events: how a club scores a field and runs a session.
//!
//! - [`imps`]: Law 78B's IMP scale; [`butler`]: Butler scoring and cross-IMPs.
//! - [`matchpoints`]: Law 78A's matchpoints, Neuberg's factoring and Law 12C's adjusted
//!   scores in a field.
//! - [`movement`]: Mitchell, Howell and barometer movements, checked when made.
//! - [`progressive`]: progressive auction (Boston 1916 manual): tables, moves, individual nets.
//! - [`procedure`]: club procedure at a rubber-bridge table: forming it, the cut for partners,
//!   cutting in and out, substitutes (1912 Laws 14-27; the Rules for Club Procedure).
//! - [`publish`]: the results site (HTML), PBN with score tables and USEBIO XML.
//! - [`results_file`]: the results file of rubber and Chicago scorepads, one deal a line.
//! - [`session`]: a session's results checked, scored into travellers and ranked.
//! - [`three_handed_file`]: the results file of the three-handed pad.
//! - [`teams`]: team events (a match, a round robin, a Swiss, a knockout): boards in IMPs,
//!   matches in VPs, standings with their tie-breaks, Swiss pairing.
//! - [`vp`]: the WBF's continuous victory-point scale.

pub mod butler;
pub use laws::imps;
mod line;
pub mod matchpoints;
pub mod movement;
pub mod procedure;
pub mod progressive;
pub mod publish;
pub mod results_file;
pub mod session;
pub mod teams;
pub mod three_handed_file;
pub mod vp;

/// For each score, the sum of `against(score, other)` over every other score of the board.
pub(crate) fn each_against_others<T: std::iter::Sum<T>>(
    scores: &[i64],
    against: impl Fn(i64, i64) -> T,
) -> Vec<T> {
    scores
        .iter()
        .enumerate()
        .map(|(i, &score)| {
            scores
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &other)| against(score, other))
                .sum()
        })
        .collect()
}
