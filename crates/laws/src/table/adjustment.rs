//! The Director's adjusted score at the table (2017 and 2007 Law 12; Club Law 14 for the
//! Arbiter): an [`Event::Adjust`](crate::table::Event::Adjust) once the deal is over, and the
//! question the engine asks when the play ends with reservations open (Law 12A; Club Laws 16,
//! 23, 27, 64; 2007 Law 23).
//!
//! What the engine decides by itself: whether the code has adjusted scores at all, whether the
//! Arbiter is empowered (Club Law 14: only to answer a reservation or the end-of-play ruling
//! the Club Laws give him), that the weights add to 1 (Law 12C1(c)), and each result's score
//! under the code. What it asks: whether to adjust, and to what (the Director's judgement).

use serde::Serialize;

use crate::adjusted::{
    AdjustedNet, AdjustedScore, AdjustingPower, AdjustmentKind, AdjustmentLaws, WeightedResult,
};
use crate::table::engine::{Engine, Question};
use crate::table::error::Rejection;
use crate::table::state::{Chooser, Phase, ReservedAdjustment};

/// The table result stands: the answer to the end-of-play question.
pub(crate) const KEEP: &str = "keep";
/// The option naming the adjustment event, which answers the question with the score itself.
pub(crate) const ADJUST: &str = "adjust";
/// What the code's end-of-play ruling (Laws 64C, 45F, 43B3) is told when the Director answers
/// it with an adjusted score.
pub(crate) const ADJUSTED: &str = "adjusted";

/// The adjusted score the Director awarded at the table: the law, each side's score (which
/// need not balance), and the adjustment as he gave it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Adjusted {
    /// The law it is awarded under (`Law 12C1(b)`, `Law 12C2`, `Club Law 14`).
    pub law: &'static str,
    /// Each side's score.
    #[serde(flatten)]
    pub net: AdjustedNet,
    /// The adjustment as the Director gave it.
    pub adjustment: AdjustedScore,
}

impl Engine<'_> {
    /// The code's adjustment laws, or the refusal of a code that has none.
    fn adjustment_laws(&self) -> Result<&'static AdjustmentLaws, Rejection> {
        self.code.adjustment_laws().ok_or_else(|| {
            Rejection::new(
                self.play_laws.citations().scoring,
                "this code has no adjusted scores: the deal scores as played, its penalties included",
            )
        })
    }

    /// Whether the end-of-play ruling of the code's play laws (Laws 64C, 45F, 43B3; Club Law
    /// 64) waits for the Director: a play question of his, offering `keep`.
    fn end_of_play_ruling_pending(&self) -> bool {
        matches!(self.question(), Some(Question::Play(_)))
            && self.state.phase == Phase::Ended
            && self.state.pending.as_ref().is_some_and(|p| {
                p.chooser == Chooser::Director && p.options.iter().any(|o| o == KEEP)
            })
    }

    /// The Director (Arbiter) awards `adjustment` (Law 12C; Club Law 14).
    pub(crate) fn adjust(&mut self, adjustment: &AdjustedScore) -> Result<(), Rejection> {
        let laws = self.adjustment_laws()?;
        let kind = adjustment.kind();
        let law = laws.law_for(kind).ok_or_else(|| {
            Rejection::new(
                laws.power_law,
                format!(
                    "{} gives one result for both sides, the result judged would have been achieved had the irregularity not occurred; there is no {} score under it",
                    laws.power_law,
                    kind_name(kind)
                ),
            )
        })?;
        let ruling_pending = self.end_of_play_ruling_pending();
        let asked = matches!(self.question(), Some(Question::Adjustment));
        if !asked
            && !ruling_pending
            && (self.state.phase != Phase::Ended || self.state.pending.is_some())
        {
            return Err(Rejection::new(
                laws.power_law,
                "the Director adjusts the score once the deal is over, when the play ends or no result can be obtained",
            ));
        }
        if laws.power == AdjustingPower::WhereEmpowered
            && !ruling_pending
            && self.state.reservations.is_empty()
        {
            return Err(Rejection::new(
                laws.power_law,
                "the Arbiter may assign an adjusted score only where the Club Laws empower him (a reservation under Club Laws 16, 23, 27, 40, 47 or 55, or after a revoke, Club Law 64) or the Laws give no remedy; none is recorded on this deal",
            ));
        }
        // Law 12C2: when no result could be obtained the score is artificial.
        if self.inner.no_result && kind != AdjustmentKind::Artificial {
            return Err(Rejection::new(
                laws.artificial.unwrap_or(laws.power_law),
                "no result was obtained at the table: the Director awards an artificial adjusted score (A+, A, A-)",
            ));
        }
        let net = adjustment
            .score(
                self.code,
                laws,
                self.setup.board.vulnerability(),
                self.setup.deal.as_ref(),
            )
            .map_err(|error| Rejection::new(error.law(), error.reason()))?;
        // The adjustment answers every reservation recorded so far, before the code's
        // end-of-play ruling is told (scoring the deal then asks nothing more).
        let answering = self.open_reservations();
        self.inner.reservations_answered = self.state.reservations.len();
        if ruling_pending && let Some(Question::Play(kept)) = self.question().cloned() {
            let play_laws = self.play_laws;
            play_laws.answer(self, &kept, ADJUSTED)?;
        }
        if asked {
            self.settle();
            self.set_turn(None);
        }
        let who = match laws.power {
            AdjustingPower::Director => "the Director",
            AdjustingPower::WhereEmpowered => "the Arbiter",
        };
        self.rule(
            law,
            format!(
                "{who} awards an adjusted score{answering}: {}",
                describe(adjustment, &net)
            ),
        );
        self.state.adjusted = Some(Adjusted {
            law,
            net,
            adjustment: adjustment.clone(),
        });
        Ok(())
    }

    /// ` (the reservations under Club Law 23 and ...)`, or nothing.
    fn open_reservations(&self) -> String {
        let open: Vec<&str> = self.state.reservations[self.inner.reservations_answered..]
            .iter()
            .map(|r| r.law)
            .collect();
        if open.is_empty() {
            String::new()
        } else {
            format!(", answering the reservation under {}", open.join(" and "))
        }
    }

    /// The play is over with reservations of an adjusted score not yet answered (Law 12A;
    /// Club Laws 16, 23, 27; 2007 Law 23): the Director is asked to adjust or `keep` the table
    /// result.
    pub(crate) fn ask_for_adjustment(&mut self) {
        if self.state.phase != Phase::Ended
            || self.state.pending.is_some()
            || self.state.reservations.len() <= self.inner.reservations_answered
        {
            return;
        }
        let Some(laws) = self.code.adjustment_laws() else {
            return;
        };
        let laws_named: Vec<&str> = self.state.reservations[self.inner.reservations_answered..]
            .iter()
            .map(|r| r.law)
            .collect();
        let (options, what): (&[&str], &str) = if self.inner.no_result {
            (
                &[ADJUST],
                "no result was obtained: the Director awards an artificial adjusted score (average plus, average or average minus to each side)",
            )
        } else {
            (
                &[KEEP, ADJUST],
                "the Director adjusts the score or keeps the table result",
            )
        };
        self.pend(
            laws.power_law,
            Chooser::Director,
            options,
            format!(
                "{}: the play is over with the score reserved under {}: {what}",
                laws.power_law,
                laws_named.join(" and ")
            ),
            Question::Adjustment,
        );
    }

    /// The deal ended without a result (2017 Law 13B, 15A1(a)): the Director must award an
    /// artificial adjusted score (Law 12C2), and is asked for it at once.
    pub(crate) fn no_result(&mut self, law: &'static str, reason: String) {
        self.inner.no_result = true;
        self.require_adjustment(law, reason);
    }

    /// The Director must answer `law` when he scores the deal (2007 Law 25B2(b): a side's
    /// score is capped). It is recorded with the reservations, and asked at once if the deal
    /// is over.
    pub(crate) fn require_adjustment(&mut self, law: &'static str, reason: String) {
        self.state
            .reservations
            .push(ReservedAdjustment { law, reason });
        self.ask_for_adjustment();
    }

    /// The Director's answer to the end-of-play question: `keep` (the table result stands);
    /// `adjust` is answered by the adjustment itself.
    pub(crate) fn adjustment_choice(&mut self, option: &str) -> Result<(), Rejection> {
        let laws = self.adjustment_laws()?;
        if option != KEEP {
            return Err(Rejection::new(
                laws.power_law,
                "the Director writes the adjusted score itself: a result (as 4S by North, 10 tricks), a split score, a weighted score, or an artificial score",
            ));
        }
        let answering = self.open_reservations();
        self.settle();
        self.set_turn(None);
        self.inner.reservations_answered = self.state.reservations.len();
        self.rule(
            laws.power_law,
            format!("no adjustment{answering}: the table result stands"),
        );
        Ok(())
    }
}

/// How a kind of score is named in a refusal.
fn kind_name(kind: AdjustmentKind) -> &'static str {
    match kind {
        AdjustmentKind::Assigned => "assigned",
        AdjustmentKind::Split => "split",
        AdjustmentKind::Weighted => "weighted",
        AdjustmentKind::Artificial => "artificial",
    }
}

/// `NS and EW: 4S N 10 (NS +420, EW -420)`; a split score side by side.
fn describe(adjustment: &AdjustedScore, net: &AdjustedNet) -> String {
    match adjustment {
        AdjustedScore::Artificial { .. } => {
            format!("NS {}, EW {} (Law 12C2)", net.north_south, net.east_west)
        }
        AdjustedScore::Assigned {
            north_south,
            east_west,
        } if north_south == east_west => format!(
            "{}: NS {}, EW {}",
            results(north_south),
            net.north_south,
            net.east_west
        ),
        AdjustedScore::Assigned {
            north_south,
            east_west,
        } => format!(
            "NS {}: {}; EW {}: {}",
            results(north_south),
            net.north_south,
            results(east_west),
            net.east_west
        ),
    }
}

/// `4S N 10`, or `3/5 of 4S N 10 + 2/5 of 4S N 9`.
fn results(list: &[WeightedResult]) -> String {
    match list {
        [only] => only.result.to_string(),
        _ => list
            .iter()
            .map(|w| format!("{} of {}", w.weight, w.result))
            .collect::<Vec<_>>()
            .join(" + "),
    }
}
