//! The auction of three-handed Auction: three players, each bidding for himself; the dummy
//! hand does not bid (Boston 1916 manual, "Three-handed Auction": "Each one plays for
//! himself"; Foster's Complete Hoyle, Laws of Three Hand Auction 3-4 and 7: the dummy hand is
//! not touched until after the final declaration; the dealer declares and the bidding
//! continues as in Auction, each player bidding on his own account; the final declaration is
//! one "passed by both of the others").
//!
//! The players are numbered 0, 1, 2 clockwise. The calls are those of the code (its
//! denominations and its ranking of bids); with no partners, a player may double any other
//! player's bid, and redouble only a double of his own bid, once. Irregular calls are refused
//! (the three-handed game is played guarded; docs/laws-decisions.md).

use serde::Serialize;
use thiserror::Error;

use crate::call::{Bid, Call};
use crate::contract::{Contract, Doubling};
use crate::table::Code;

/// The law cited on the three-handed auction's own rules.
pub const THREE_HANDED_LAW: &str =
    "1916 manual, Three-handed Auction (Foster, Laws of Three Hand Auction 4 and 7)";

/// A call the three-handed auction refuses, with the law.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}: {}", self.law(), self.reason())]
pub enum ThreeHandedCallError {
    /// The auction is over.
    Closed {
        /// The law.
        law: &'static str,
    },
    /// Not the player's turn.
    Turn {
        /// Whose turn it is.
        expected: usize,
        /// Who called.
        player: usize,
        /// The law.
        law: &'static str,
    },
    /// A bid the code does not have, or one not sufficient.
    Insufficient {
        /// The bid made.
        bid: Bid,
        /// The bid standing.
        over: Bid,
        /// The law.
        law: &'static str,
    },
    /// A denomination the code does not have.
    NoSuchDeclaration {
        /// The bid made.
        bid: Bid,
        /// The law.
        law: &'static str,
    },
    /// A double or redouble the position does not allow.
    Double {
        /// Why not.
        why: &'static str,
        /// The law.
        law: &'static str,
    },
}

impl ThreeHandedCallError {
    /// The law that refuses the call.
    pub fn law(&self) -> &'static str {
        match self {
            ThreeHandedCallError::Closed { law }
            | ThreeHandedCallError::Turn { law, .. }
            | ThreeHandedCallError::Insufficient { law, .. }
            | ThreeHandedCallError::NoSuchDeclaration { law, .. }
            | ThreeHandedCallError::Double { law, .. } => law,
        }
    }

    /// What is wrong, without the law.
    pub fn reason(&self) -> String {
        match self {
            ThreeHandedCallError::Closed { .. } => "the bidding is closed".into(),
            ThreeHandedCallError::Turn {
                expected, player, ..
            } => format!("it is player {expected}'s turn to declare, not player {player}'s"),
            ThreeHandedCallError::Insufficient { bid, over, .. } => {
                format!("{bid} does not overcall {over}")
            }
            ThreeHandedCallError::NoSuchDeclaration { bid, .. } => {
                format!("{bid} names no declaration of this code")
            }
            ThreeHandedCallError::Double { why, .. } => (*why).into(),
        }
    }
}

/// How a three-handed auction ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "end")]
pub enum AuctionEnd {
    /// A final declaration: the contract and its declarer (who plays the dummy hand).
    Contract {
        /// The contract.
        #[serde(serialize_with = "crate::table::state::as_text")]
        contract: Contract,
        /// The player who made the final bid.
        declarer: usize,
    },
    /// No one bid: the next dealer deals (1915 Declaration Laws).
    NewDeal,
}

/// A call and who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ThreeHandedCall {
    /// The player (0, 1, 2).
    pub player: usize,
    /// The call, as written (`1H`, `P`, `X`, `XX`).
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub call: Call,
}

/// A three-handed auction: its calls, whose turn it is, how it ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ThreeHandedAuction {
    /// The dealer, who declares first.
    pub dealer: usize,
    /// The calls, in order.
    pub calls: Vec<ThreeHandedCall>,
    /// How it ended, once it has.
    pub end: Option<AuctionEnd>,
}

impl ThreeHandedAuction {
    /// An auction opened by `dealer` (0, 1, 2).
    pub fn new(dealer: usize) -> ThreeHandedAuction {
        ThreeHandedAuction {
            dealer: dealer % 3,
            calls: Vec::new(),
            end: None,
        }
    }

    /// Whose turn it is, while the auction lasts.
    pub fn turn(&self) -> Option<usize> {
        self.end
            .is_none()
            .then(|| (self.dealer + self.calls.len()) % 3)
    }

    /// The last bid, who made it, and its doubling since.
    fn standing(&self) -> Option<(Bid, usize, Doubling)> {
        let mut standing: Option<(Bid, usize, Doubling)> = None;
        for record in &self.calls {
            match (record.call, standing.as_mut()) {
                (Call::Bid(bid), _) => standing = Some((bid, record.player, Doubling::Undoubled)),
                (Call::Double, Some(s)) => s.2 = Doubling::Doubled,
                (Call::Redouble, Some(s)) => s.2 = Doubling::Redoubled,
                _ => {}
            }
        }
        standing
    }

    /// Records `player`'s `call` under `code`, or refuses it citing the law.
    pub fn call(
        &mut self,
        code: &dyn Code,
        player: usize,
        call: Call,
    ) -> Result<(), ThreeHandedCallError> {
        let law = THREE_HANDED_LAW;
        let Some(turn) = self.turn() else {
            return Err(ThreeHandedCallError::Closed { law });
        };
        if player != turn {
            return Err(ThreeHandedCallError::Turn {
                expected: turn,
                player,
                law,
            });
        }
        let flow = code.auction_flow();
        let standing = self.standing();
        match (call, standing) {
            (Call::Pass, _) => {}
            (Call::Bid(bid), _) if !code.denominations().contains(&bid.denomination) => {
                return Err(ThreeHandedCallError::NoSuchDeclaration { bid, law });
            }
            (Call::Bid(bid), _) if bid.level() > 7 => {
                return Err(ThreeHandedCallError::NoSuchDeclaration { bid, law });
            }
            (Call::Bid(bid), Some((over, _, _))) if !flow.supersedes(bid, over) => {
                return Err(ThreeHandedCallError::Insufficient {
                    bid,
                    over,
                    law: flow.ranking_law,
                });
            }
            (Call::Bid(_), _) => {}
            (Call::Double, Some((_, bidder, Doubling::Undoubled))) if bidder != player => {}
            (Call::Double, _) => {
                return Err(ThreeHandedCallError::Double {
                    why: "a player may double only another player's bid, not yet doubled",
                    law,
                });
            }
            (Call::Redouble, Some((_, bidder, Doubling::Doubled))) if bidder == player => {}
            (Call::Redouble, _) => {
                return Err(ThreeHandedCallError::Double {
                    why: "only the player whose bid was doubled may redouble it, once",
                    law,
                });
            }
        }
        self.calls.push(ThreeHandedCall { player, call });
        self.end = self.ended();
        Ok(())
    }

    /// The end, if the calls have reached it: two passes after a bid (or its double), or
    /// three passes with no bid.
    fn ended(&self) -> Option<AuctionEnd> {
        let passes = self
            .calls
            .iter()
            .rev()
            .take_while(|c| c.call == Call::Pass)
            .count();
        match self.standing() {
            None if passes == 3 => Some(AuctionEnd::NewDeal),
            Some((bid, declarer, doubling)) if passes == 2 => {
                let contract = Contract::new(bid.level(), bid.denomination, doubling).ok()?;
                Some(AuctionEnd::Contract { contract, declarer })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CodeId;

    fn call(text: &str) -> Call {
        text.parse().unwrap()
    }

    /// The dealer (player 1) declares; each bids for himself; a double by either other player;
    /// two passes close the bidding on player 0's 2H doubled.
    #[test]
    fn two_passes_after_a_bid_close_it() {
        let code = CodeId::Auction1915.code();
        let mut a = ThreeHandedAuction::new(1);
        for (player, c) in [(1, "1H"), (2, "1NT"), (0, "2H"), (1, "P"), (2, "X")] {
            a.call(code, player, call(c)).unwrap();
        }
        assert_eq!(a.turn(), Some(0));
        a.call(code, 0, call("P")).unwrap();
        a.call(code, 1, call("P")).unwrap();
        assert_eq!(
            a.end,
            Some(AuctionEnd::Contract {
                contract: "2HX".parse().unwrap(),
                declarer: 0
            })
        );
        assert!(matches!(
            a.call(code, 2, call("P")),
            Err(ThreeHandedCallError::Closed { .. })
        ));
    }

    #[test]
    fn three_passes_and_the_next_dealer_deals() {
        let code = CodeId::Auction1915.code();
        let mut a = ThreeHandedAuction::new(0);
        for player in 0..3 {
            a.call(code, player, Call::Pass).unwrap();
        }
        assert_eq!(a.end, Some(AuctionEnd::NewDeal));
    }

    #[test]
    fn irregular_calls_are_refused_with_the_law() {
        let code = CodeId::Auction1915.code();
        let mut a = ThreeHandedAuction::new(0);
        assert!(matches!(
            a.call(code, 1, call("1H")),
            Err(ThreeHandedCallError::Turn { expected: 0, .. })
        ));
        a.call(code, 0, call("1S")).unwrap();
        let err = a.call(code, 1, call("1H")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "1915 Declaration Laws: 1H does not overcall 1S"
        );
        assert!(a.call(code, 1, call("XX")).is_err());
        a.call(code, 1, call("X")).unwrap();
        // Player 2 may not redouble player 0's bid: it is not his.
        assert!(a.call(code, 2, call("XX")).is_err());
        assert!(matches!(
            a.call(code, 2, call("1NU")),
            Err(ThreeHandedCallError::NoSuchDeclaration { .. })
        ));
    }
}
