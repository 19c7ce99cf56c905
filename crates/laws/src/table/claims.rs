//! Claims and concessions (2017 Laws 68 to 70; Club Laws 69 and 70 in rubber bridge).
//!
//! A claim says the claimer's side will win a number of the remaining tricks; a concession,
//! that it will lose a number of them (Law 68A, 68B). Play stops (68D). The claim stands when
//! the opponents agree (69A): declarer answers a defender's claim or concession, both
//! defenders answer declarer's. A defender's concession that his partner at once disputes is
//! no concession (68B2) and play goes on. Any other dispute goes to the Director (the Arbiter),
//! who decides how many of the remaining tricks the claimer's side wins (70; doubtful points
//! against the claimer, and in rubber bridge for the defenders, Club Law 69). Making, or
//! agreeing to, a claim or concession establishes a revoke of the player's side (63A2, 63A3).

use cards::{Card, Seat, Side};
use dds::{Position, Solver, Strain};
use serde::Serialize;

use crate::table::adjudication::adjudicate;
use crate::table::engine::{Engine, Question};
use crate::table::error::Rejection;
use crate::table::state::{Chooser, Phase};

/// A claim or concession waiting for the opponents' answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Claim {
    /// Who claimed or conceded.
    pub seat: Seat,
    /// `claim` or `concession`.
    pub kind: &'static str,
    /// The tricks claimed (or conceded) of those remaining.
    pub tricks: u8,
    /// The tricks that remained when it was made.
    pub remaining: u8,
    /// The claimer's statement of his line of play, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub statement: Option<String>,
    /// Who has agreed so far.
    pub agreed: Vec<Seat>,
}

impl Claim {
    /// The tricks the claimer's side wins of those remaining, if the claim stands.
    fn side_wins(&self) -> u8 {
        if self.kind == "claim" {
            self.tricks
        } else {
            self.remaining - self.tricks
        }
    }
}

/// A claim or concession the opponents agreed to, kept for a later request to cancel it
/// (Laws 69B, 71): the claim and the position it was made in (or why the solver cannot take
/// it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Agreed {
    claim: Claim,
    position: Result<Position, String>,
}

impl Engine<'_> {
    /// `seat` claims (`conceding` false) or concedes `tricks` of the remaining tricks.
    pub(crate) fn claim(
        &mut self,
        seat: Seat,
        tricks: u8,
        conceding: bool,
        statement: Option<String>,
    ) -> Result<(), Rejection> {
        let laws = self.play_laws.claims();
        let law = if conceding {
            laws.concession
        } else {
            laws.claim
        };
        if self.state.phase != Phase::Play || !self.state.play_begun() {
            return Err(Rejection::new(
                law,
                "claims and concessions belong to the play period, after the opening lead",
            ));
        }
        if self.state.pending.is_some()
            || self.state.claim.is_some()
            || self.inner.correction.is_some()
            || self.inner.lead_out_of_turn.is_some()
        {
            return Err(Rejection::new(
                self.play_laws.citations().ruling_pending,
                "nobody claims while a ruling or a claim is pending",
            ));
        }
        if self.state.declarer.map(Seat::partner) == Some(seat) {
            return Err(Rejection::new(
                law,
                format!("{seat} is dummy and takes no part in the play"),
            ));
        }
        let remaining = 13 - self.state.played.len() as u8;
        if tricks > remaining {
            return Err(Rejection::new(
                law,
                format!("only {remaining} tricks remain; {seat} cannot claim or concede {tricks}"),
            ));
        }
        self.establish_revokes_of(seat.side());
        self.state.claim = Some(Claim {
            seat,
            kind: if conceding { "concession" } else { "claim" },
            tricks,
            remaining,
            statement,
            agreed: Vec::new(),
        });
        // Play is suspended (Law 68D); the rotation is kept in case play goes on.
        self.state.turn = None;
        Ok(())
    }

    /// `seat` agrees to the claim or concession (Law 69A).
    pub(crate) fn agree(&mut self, seat: Seat) -> Result<(), Rejection> {
        let Some(claim) = self.state.claim.clone() else {
            return Err(Rejection::new(
                self.play_laws.claims().answer,
                "there is no claim or concession to agree to",
            ));
        };
        let responders = self.responders(claim.seat);
        if !responders.contains(&seat) {
            return Err(Rejection::new(
                self.play_laws.claims().responders,
                format!(
                    "{seat} does not answer {}'s {}: {} does",
                    claim.seat,
                    claim.kind,
                    responders
                        .iter()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(" and ")
                ),
            ));
        }
        self.establish_revokes_of(seat.side());
        if let Some(claim) = self.state.claim.as_mut() {
            if !claim.agreed.contains(&seat) {
                claim.agreed.push(seat);
            }
        }
        if responders.iter().all(|s| {
            self.state
                .claim
                .as_ref()
                .is_some_and(|c| c.agreed.contains(s))
        }) {
            let wins = claim.side_wins();
            let law = self.play_laws.claims().agreed;
            self.inner.agreed = Some(Agreed {
                position: self.claim_position(),
                claim: claim.clone(),
            });
            self.finish_claim(claim.seat.side(), wins, law, "agreed");
        }
        Ok(())
    }

    /// `seat` disputes the claim or concession.
    pub(crate) fn dispute(&mut self, seat: Seat) -> Result<(), Rejection> {
        let Some(claim) = self.state.claim.clone() else {
            return Err(Rejection::new(
                self.play_laws.claims().contested,
                "there is no claim or concession to dispute",
            ));
        };
        if seat == claim.seat.partner()
            && claim.kind == "concession"
            && self.is_defender(claim.seat)
        {
            // Law 68B2: a defender's concession his partner at once objects to is none.
            self.state.claim = None;
            let next = self.inner.rotation;
            self.state.turn = next;
            self.rule(
                self.play_laws.claims().partner_objects,
                format!(
                    "{seat} objects at once to his partner's concession: there is no concession, and play goes on{}",
                    self.play_laws.citations().unauthorised_note()
                ),
            );
            return Ok(());
        }
        if !self.responders(claim.seat).contains(&seat) {
            return Err(Rejection::new(
                self.play_laws.claims().contested,
                format!("{seat} does not answer {}'s {}", claim.seat, claim.kind),
            ));
        }
        let mut options: Vec<String> = (0..=claim.remaining).map(|n| n.to_string()).collect();
        // `director adjudicate`: the award worked out with the double-dummy solver, offered
        // when the cards left can be played out (every hand as long as the others).
        let unplayable = match self.claim_position() {
            Ok(_) => {
                options.push("adjudicate".to_string());
                String::new()
            }
            Err(reason) => format!(
                " (the solver cannot play the cards out: {reason}; the Director awards the tricks by their number)"
            ),
        };
        let refs: Vec<&str> = options.iter().map(String::as_str).collect();
        let law = self.play_laws.claims().disputed;
        self.pend(
            law.strip_prefix("Law ").unwrap_or(law),
            Chooser::Director,
            &refs,
            format!(
                "{law}: {seat} disputes {}'s {} of {} of the {} remaining tricks{}. The Director decides how many the claimer's side wins, doubtful points going against the claimer",
                claim.seat,
                claim.kind,
                claim.tricks,
                claim.remaining,
                claim
                    .statement
                    .as_ref()
                    .map(|s| format!(" (\"{s}\")"))
                    .unwrap_or_default()
            ) + &unplayable,
            Question::Claim,
        );
        Ok(())
    }

    /// The Director's award on a disputed claim: a number of tricks, or `adjudicate`.
    pub(crate) fn adjudicate(&mut self, option: &str) -> Result<(), Rejection> {
        let Some(claim) = self.state.claim.clone() else {
            return Ok(());
        };
        if option == "adjudicate" {
            let position = self.claim_position().map_err(|reason| {
                Rejection::new(
                    self.play_laws.claims().disputed,
                    format!(
                        "the cards left cannot be played out ({reason}): the Director awards the tricks by their number"
                    ),
                )
            })?;
            self.settle();
            self.adjudicate_with_solver(&claim, &position);
            return Ok(());
        }
        self.settle();
        let Ok(wins) = option.parse::<u8>() else {
            return Ok(());
        };
        let law = self.play_laws.claims().disputed;
        self.finish_claim(
            claim.seat.side(),
            wins.min(claim.remaining),
            law,
            "adjudicated",
        );
        Ok(())
    }

    /// `director adjudicate`: the remaining cards played out as the claim law asks (see
    /// [`crate::table::adjudication`]), and the claimer's side given the tricks it then wins.
    fn adjudicate_with_solver(&mut self, claim: &Claim, position: &Position) {
        let by_declarer = self.state.declarer.map(Seat::side) == Some(claim.seat.side());
        let citations = self.play_laws.claims().citations(by_declarer);
        let award = adjudicate(
            position,
            claim.seat.side(),
            claim.statement.as_deref(),
            citations,
        );
        let line: Vec<String> = award.line.iter().map(ToString::to_string).collect();
        self.rule(
            award.law,
            format!(
                "the Director plays the claim out{}, doubtful points against the claimer: {}",
                claim
                    .statement
                    .as_ref()
                    .map(|s| format!(" as stated (\"{s}\")"))
                    .unwrap_or_default(),
                line.join(" ")
            ),
        );
        self.finish_claim(
            claim.seat.side(),
            award.wins.min(claim.remaining),
            award.law,
            "adjudicated",
        );
    }

    /// The position at the claim, for the solver: the cards left in each hand, the trick in
    /// progress and the trump suit; or why the cards left cannot be played out (the deal is not
    /// known, the trick in progress holds an uncorrected revoke the solver cannot replay, or
    /// the contract is a nullo).
    fn claim_position(&self) -> Result<Position, String> {
        let unknown = || "the deal is not known".to_string();
        let mut hands = self.inner.hands.ok_or_else(unknown)?;
        for played in &self.state.trick {
            hands[played.seat.index()].insert(played.card);
        }
        let leader = match self.state.trick.first() {
            Some(first) => first.seat,
            None => self.inner.rotation.ok_or_else(unknown)?,
        };
        let contract = self.state.contract.ok_or_else(unknown)?;
        if contract.denomination.is_nullo() {
            // The solver plays every hand to win tricks; at nullo each side plays to lose them.
            return Err(
                "at nullo each side plays to lose tricks, which the solver does not".into(),
            );
        }
        let strain = Strain::of_trump(contract.denomination.trump());
        let trick: Vec<Card> = self.state.trick.iter().map(|played| played.card).collect();
        Position::from_hands(hands, strain, leader, &trick).map_err(|error| error.to_string())
    }

    /// `seat` asks, after an agreed claim or concession, for tricks his side gave up to be
    /// given back (2017 and 2007 Laws 69B and 71; the Director acts within the Correction
    /// Period, which a log in order stands for). A side that claimed or conceded gets back
    /// every trick it could not lose by any normal play of the remaining cards (71B: its own
    /// worst normal line, the opponents' double-dummy best); a side that agreed to the
    /// opponents' claim or concession gets back every trick it would have won had play
    /// continued (69B2: taken as the tricks it wins whatever the opponents play, double
    /// dummy). The board is rescored.
    pub(crate) fn reopen(&mut self, seat: Seat) -> Result<(), Rejection> {
        if !self.play_laws.claims().cancels_agreed {
            return Err(Rejection::new(
                self.play_laws.claims().agreed,
                "an agreed claim or concession stands: this code has no later cancellation (Laws 69B and 71 are the duplicate Laws')",
            ));
        }
        let Some(agreed) = self
            .inner
            .agreed
            .clone()
            .filter(|_| self.state.phase == Phase::Ended && self.state.pending.is_none())
        else {
            return Err(Rejection::new(
                self.play_laws.claims().cancelled_by_claimer,
                "there is no agreed claim or concession to cancel",
            ));
        };
        let position = agreed.position.clone().map_err(|reason| {
            Rejection::new(
                self.play_laws.claims().cancelled_by_claimer,
                format!("the cards left at the claim cannot be played out ({reason})"),
            )
        })?;
        let claim = &agreed.claim;
        let claimer = claim.seat.side();
        let side = seat.side();
        let remaining = claim.remaining;
        let given = if side == claimer {
            claim.side_wins()
        } else {
            remaining - claim.side_wins()
        };
        let (law, owed, why) = if side == claimer {
            let by_declarer = self.state.declarer.map(Seat::side) == Some(side);
            let citations = self.play_laws.claims().citations(by_declarer);
            let normal = adjudicate(&position, side, None, citations).wins;
            (
                self.play_laws.claims().cancelled_by_claimer,
                normal,
                "tricks it could not lose by any normal play of the remaining cards",
            )
        } else {
            let best = Solver::new().tricks(&position);
            let to_move_side = position.to_move().side();
            let claimer_best = if to_move_side == claimer {
                best
            } else {
                remaining - best
            };
            (
                self.play_laws.claims().cancelled_by_agreer,
                remaining - claimer_best,
                "tricks it would have won had play continued, whatever the opponents played",
            )
        };
        self.inner.agreed = None;
        if owed <= given {
            self.rule(
                law,
                format!(
                    "{seat} asks for tricks back; {side} gave up none of the {why}: the {} stands ({side} {given} of the {remaining} remaining tricks)",
                    if side == claimer { claim.kind } else { "agreement" }
                ),
            );
            return Ok(());
        }
        let back = owed - given;
        *self.tricks_of(side) += back;
        *self.tricks_of(side.opponents()) -= back;
        self.inner.claimed[side.index()] += back;
        self.inner.claimed[side.opponents().index()] -= back;
        self.rule(
            law,
            format!(
                "{seat} asks for tricks back: {side} gave up {back} of the {why}; the board is rescored with {side} winning {owed} of the {remaining} remaining tricks"
            ),
        );
        self.settle_score();
        Ok(())
    }

    /// Who answers `claimer`'s claim or concession: declarer for a defender's, both defenders
    /// for declarer's.
    fn responders(&self, claimer: Seat) -> Vec<Seat> {
        match self.state.declarer {
            Some(declarer) if claimer.side() == declarer.side() => {
                vec![declarer.lho(), declarer.rho()]
            }
            Some(declarer) => vec![declarer],
            None => Vec::new(),
        }
    }

    /// Law 63A2, 63A3: a side's revokes are established by its claim, concession or
    /// agreement.
    fn establish_revokes_of(&mut self, side: Side) {
        for revoke in &mut self.inner.revokes {
            if revoke.seat.side() == side {
                revoke.established = true;
            }
        }
    }

    /// The deal ends: `side` wins `wins` of the remaining tricks, the others the rest.
    fn finish_claim(&mut self, side: Side, wins: u8, law: &'static str, how: &str) {
        let Some(claim) = self.state.claim.take() else {
            return;
        };
        let others = claim.remaining - wins;
        *self.tricks_of(side) += wins;
        *self.tricks_of(side.opponents()) += others;
        self.inner.claimed[side.index()] += wins;
        self.inner.claimed[side.opponents().index()] += others;
        self.state.trick.clear();
        self.rule(
            law,
            format!(
                "{}'s {} {how}: {side} win {wins} and {} win {others} of the {} remaining tricks",
                claim.seat,
                claim.kind,
                side.opponents(),
                claim.remaining
            ),
        );
        self.state.phase = Phase::Ended;
        self.set_turn(None);
        self.settle_score();
    }
}
