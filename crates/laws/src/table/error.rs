//! Why the engine refuses an action, always with the law.

use thiserror::Error;

/// An action the table refuses: in guarded mode every irregular action, in open mode those
/// that cannot happen at all (a choice nobody offered, a call when the deal is over).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{law}: {reason}")]
pub struct Rejection {
    /// The law that says so, as `Law 27B` or `1912 Law 50`.
    pub law: &'static str,
    /// What is wrong, and what the Laws allow instead.
    pub reason: String,
}

impl Rejection {
    /// A rejection citing `law`.
    pub fn new(law: &'static str, reason: impl Into<String>) -> Rejection {
        Rejection {
            law,
            reason: reason.into(),
        }
    }
}

/// The card named by a choice (`option`: `SA`) the Director or a player makes under `law`; an
/// option that names no card is refused.
pub(crate) fn chosen_card(law: &'static str, option: &str) -> Result<cards::Card, Rejection> {
    option
        .parse()
        .map_err(|_| Rejection::new(law, format!("{option} is not a card")))
}
