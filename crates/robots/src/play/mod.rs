//! Card play by sampled layouts: the hidden cards are dealt at random within what the auction
//! showed and what the play revealed ([`layouts`]), each layout is solved double dummy, and the
//! card with the best expected score for the form of scoring is chosen ([`evaluate`]). The same
//! evaluation decides when to claim and whether to agree to a claim ([`claims`]), and which
//! option to take when an opponent's irregularity leaves the robot's side a choice
//! ([`rulings`]). Nullo (1915), which a trick-maximising solver cannot play, is played by a
//! fixed rule ([`nullo`]).

pub mod claims;
pub mod evaluate;
pub mod knowledge;
pub mod layouts;
pub mod nullo;
pub mod rulings;

pub use evaluate::{CardChoice, Scoring, choose_card};
pub use knowledge::Knowledge;
pub use layouts::{Layouts, sample_layouts};
