//! Explanations and misinformation at the table (2017 and 2007 Laws 20F, 21, 40B4, 75; Club
//! Law 40 for rubber and Chicago).
//!
//! A call's meaning reaches the opponents as an alert with its explanation (the `artificial`
//! meaning on a call, a self-alert as online: the caller explains) or as the answer to a
//! question (`explain`: the caller's partner answers, Law 20F1). A player who finds an
//! explanation wrong corrects it (`correct`): the explainer himself at any time (Law 20F4), his
//! partner only when the law lets him (Law 20F5: declarer or dummy after the final pass, a
//! defender at the end of the play). The Director then finds whether the explanation or the
//! call was mistaken (Law 75; Law 21B1(b): mistaken explanation is presumed absent evidence).
//! After a mistaken explanation the misinformed player whose partner has not called since may
//! change his last call while the auction period lasts (Law 21B1(a)), the Director judging
//! that it could well have been influenced; for every other call made after the
//! misinformation, and for the play, the Director reserves the right to adjust (Laws 21B3,
//! 40B4). The adjusted score itself is not made here: the reservation is answered at the end.
//!
//! What the code says is in its [`MisinformationLaws`]; the Auction Bridge codes have none.

use cards::Seat;
use serde::Serialize;

use crate::call::Call;
use crate::table::Mode;
use crate::table::engine::{Engine, Question};
use crate::table::error::Rejection;
use crate::table::state::{Chooser, Phase};

/// The laws of a code on explanations and misinformation, as the table cites them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MisinformationLaws {
    /// When a player may ask about the opponents' calls: during the auction at his own turn
    /// to call (2017 Law 20F1); after the final pass a defender at his own turn to play,
    /// declarer at his turn to play from either hand (20F2), and before the opening lead is
    /// faced the leader's partner and the presumed declarer too (Law 41B).
    pub question: (&'static str, &'static str),
    /// Who answers a question about a call (2017 Law 20F1: the caller's partner).
    pub explanation: &'static str,
    /// The explainer corrects his own explanation (2017 Law 20F4).
    pub own_correction: &'static str,
    /// The explainer's partner corrects it: not during the auction (2017 Law 20F5(a)), as
    /// declarer or dummy after the final pass, as a defender at the end of the play (20F5(b));
    /// `None` where the code sets no time (the Club Laws).
    pub partners_correction: Option<&'static str>,
    /// The Director's finding of mistaken explanation or mistaken call (2017 Law 75; Club Law
    /// 40).
    pub finding: &'static str,
    /// The presumption of mistaken explanation absent evidence to the contrary (2017 Law
    /// 21B1(b)); `None` where the code has none.
    pub presumption: Option<&'static str>,
    /// The misinformed player's change of his last call (2017 Law 21B1(a)), and his left-hand
    /// opponent's of his own later call (21B2); `None` where the code offers none.
    pub change_of_call: Option<(&'static str, &'static str)>,
    /// Too late to change a call: the Director may adjust (2017 Law 21B3; Club Law 40).
    pub too_late: &'static str,
    /// A failure to alert or explain: the Director may adjust (2017 Law 40B4; Club Law 40).
    pub failure_to_explain: &'static str,
}

/// An explanation given to the opponents of a call standing in the auction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// Who made the call.
    pub caller: Seat,
    /// The call.
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub call: Call,
    /// Who explained it.
    pub explainer: Seat,
    /// What he said.
    pub text: String,
    /// The call's place in the auction (from 0).
    #[serde(skip)]
    pub(crate) index: usize,
    /// How many calls stood when it was given: the calls from there on were made knowing it.
    #[serde(skip)]
    pub(crate) given_at: usize,
}

/// A question asked about an opponent's call standing in the auction (2017 Law 20F), and
/// whether it has been answered (`explain`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QuestionAsked {
    /// Who asked.
    pub seat: Seat,
    /// Whose call.
    pub caller: Seat,
    /// The call.
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub call: Call,
    /// Whether the caller's side has answered it.
    pub answered: bool,
}

/// What the Director found about a corrected explanation (2017 Law 75).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MisinformationFinding {
    /// The agreement is not what was explained: misinformation, an infraction (75B).
    MistakenExplanation,
    /// The agreement was explained correctly; the call departed from it: no infraction (75C).
    MistakenCall,
}

/// A correction of an explanation (or of a failure to alert), and the Director's finding.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExplanationCorrection {
    /// Who corrects.
    pub seat: Seat,
    /// Whose call.
    pub caller: Seat,
    /// The call.
    #[serde(serialize_with = "crate::table::state::as_text")]
    pub call: Call,
    /// The meaning he gives it.
    pub text: String,
    /// Whether an explanation had been given (an alert or an answer); if not, the correction
    /// is of a failure to alert or explain (deemed misinformation, Law 21B1(a)).
    pub explained: bool,
    /// The Director's finding, once made.
    pub finding: Option<MisinformationFinding>,
}

/// A corrected explanation the Director is ruling on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Case {
    /// Its place among the state's corrections.
    correction: usize,
    /// The explanation corrected, if one was given.
    explanation: Option<Explanation>,
    /// The misexplained call's place in the auction.
    index: usize,
    /// Whose call.
    caller: Seat,
    /// The call.
    call: Call,
}

/// The questions a correction raises, in the order they are asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// The Director: `mistaken-explanation`, `mistaken-call` or (where the code presumes)
    /// `no-evidence` (Law 75; 21B1(b)).
    Finding(Case),
    /// The Director: could `seat`'s last call well have been influenced (Law 21B1(a))?
    Influenced(Case, Seat),
    /// The misinformed player: `change` his last call or `keep` it (Law 21B1(a)).
    ChangeCall(Case, Seat),
}

const MISTAKEN_EXPLANATION: &str = "mistaken-explanation";
const MISTAKEN_CALL: &str = "mistaken-call";
const NO_EVIDENCE: &str = "no-evidence";
const INFLUENCED: &str = "influenced";
const NOT_INFLUENCED: &str = "not-influenced";
const CHANGE: &str = "change";
const KEEP: &str = "keep";

/// A law as a pending ruling names it: the duplicate Laws' bare numbers (`75`), as elsewhere;
/// any other citation (`Club Law 40`) as it is.
fn bare(law: &str) -> &str {
    law.strip_prefix("Law ").unwrap_or(law)
}

impl Engine<'_> {
    /// The code's laws on explanations, or why it has none.
    fn misinformation_laws(&self) -> Result<&'static MisinformationLaws, Rejection> {
        self.code.call_laws().misinformation()
    }

    /// What an explanation of `caller`'s `call`, or its correction, starts from: the code's
    /// laws on misinformation and the place of the call standing in the auction, once no
    /// ruling is pending.
    fn call_to_explain(
        &self,
        caller: Seat,
        call: Call,
    ) -> Result<(&'static MisinformationLaws, usize), Rejection> {
        let laws = self.misinformation_laws()?;
        // Nobody explains or corrects while a ruling waits for a choice (2017 Law 10).
        self.no_ruling_pending(self.cite().ruling_pending, "acts")?;
        let index = self.standing_call(laws.explanation, caller, call)?;
        Ok((laws, index))
    }

    /// The place in the auction of `caller`'s last `call` standing.
    fn standing_call(
        &self,
        law: &'static str,
        caller: Seat,
        call: Call,
    ) -> Result<usize, Rejection> {
        self.state
            .auction
            .iter()
            .rposition(|r| r.seat == caller && r.call == call)
            .ok_or_else(|| {
                Rejection::new(
                    law,
                    format!("{caller} has no {call} standing in the auction"),
                )
            })
    }

    /// `seat` asks for an explanation of the opponent `caller`'s `call` (2017 Law 20F): during
    /// the auction at his own turn to call (20F1); after the final pass at his own turn to
    /// play, declarer for either hand (20F2); before the opening lead is faced also the
    /// leader's partner and the presumed declarer (Law 41B), not the presumed dummy. Out of
    /// time it is refused at a guarded table and recorded, with the law, at an open one (a
    /// question may itself convey information, Law 16B1(a)). A question about one's own
    /// side's call is no question of Law 20 (his partner's answer would be information the
    /// Laws forbid him, Law 16B): refused.
    pub(crate) fn ask_explanation(
        &mut self,
        seat: Seat,
        caller: Seat,
        call: Call,
    ) -> Result<(), Rejection> {
        let (laws, _) = self.call_to_explain(caller, call)?;
        let (during_auction, after_auction) = laws.question;
        if seat.side() == caller.side() {
            return Err(Rejection::new(
                during_auction,
                format!(
                    "{seat} asks about his own side's {call}: questions are asked of the opponents about their calls"
                ),
            ));
        }
        let (law, in_time) = match self.state.phase {
            Phase::Auction => (during_auction, self.state.turn == Some(seat)),
            Phase::Play => {
                let declarer = self.state.declarer;
                let dummy = declarer.map(Seat::partner);
                let turn = self.state.turn;
                let is_dummy = dummy == Some(seat);
                let at_turn = turn == Some(seat) || (declarer == Some(seat) && turn == dummy);
                let before_lead = !self.state.play_begun();
                (after_auction, !is_dummy && (at_turn || before_lead))
            }
            _ => {
                return Err(Rejection::new(
                    after_auction,
                    "the play is over: there is nothing left to ask about before the result",
                ));
            }
        };
        if !in_time {
            let reason = format!("{seat} asks about {caller}'s {call} when it is not his turn");
            if self.setup.mode == Mode::Guarded {
                return Err(Rejection::new(law, reason));
            }
            self.rule(law, format!("{reason}: the question stands, and the information it conveys to his partner is unauthorised (Law 16B1)"));
        }
        self.state.questions.push(QuestionAsked {
            seat,
            caller,
            call,
            answered: false,
        });
        Ok(())
    }

    /// `seat` answers a question about `caller`'s `call` (2017 Law 20F1: the caller's partner
    /// answers). Any other player's answer is refused at a guarded table and recorded, with
    /// the law, at an open one.
    pub(crate) fn explain(
        &mut self,
        seat: Seat,
        caller: Seat,
        call: Call,
        text: &str,
    ) -> Result<(), Rejection> {
        let (laws, index) = self.call_to_explain(caller, call)?;
        if seat != caller.partner() {
            let reason = format!(
                "{seat} explains {caller}'s {call}: replies are given by the partner of the player who made the call, {}",
                caller.partner()
            );
            if self.setup.mode == Mode::Guarded {
                return Err(Rejection::new(laws.explanation, reason));
            }
            self.rule(laws.explanation, reason);
        }
        let given_at = self.state.auction.len();
        for question in &mut self.state.questions {
            if question.caller == caller && question.call == call {
                question.answered = true;
            }
        }
        self.state.explanations.push(Explanation {
            caller,
            call,
            explainer: seat,
            text: text.to_string(),
            index,
            given_at,
        });
        Ok(())
    }

    /// `seat` corrects the explanation of `caller`'s `call` to `text`: Law 20F4 (his own
    /// explanation) or 20F5 (his partner's), then the Director's finding (Law 75).
    pub(crate) fn correct_explanation(
        &mut self,
        seat: Seat,
        caller: Seat,
        call: Call,
        text: &str,
    ) -> Result<(), Rejection> {
        let (laws, index) = self.call_to_explain(caller, call)?;
        if seat.side() != caller.side() {
            return Err(Rejection::new(
                laws.explanation,
                format!(
                    "{seat} cannot correct the explanation of an opponent's call: he may ask about it"
                ),
            ));
        }
        let explanation = self.explanation_of(caller, index);
        // Who explained: the one who did; with no explanation at all, the caller's partner
        // should have alerted or answered (Law 20F1).
        let explainer = explanation
            .as_ref()
            .map_or(caller.partner(), |e| e.explainer);
        let own = seat == explainer;
        let law = if own {
            laws.own_correction
        } else {
            laws.partners_correction.unwrap_or(laws.own_correction)
        };
        if explanation.is_none() && self.setup.mode == Mode::Guarded {
            return Err(Rejection::new(
                law,
                format!(
                    "no explanation of {caller}'s {call} was given: there is nothing to correct"
                ),
            ));
        }
        if !own {
            if let Some(partners) = laws.partners_correction {
                self.partners_correction_in_time(partners, seat)?;
            }
        }
        let explained = explanation.is_some();
        // The ruling is public; the explanations are not (a partner's explanation, and its
        // correction, are unauthorised information to the caller's side, Laws 16B, 75A): it
        // names the call, and the texts stay in `explanations` and `corrections`, which each
        // seat's view filters.
        self.rule(
            law,
            match &explanation {
                Some(given) if given.explainer == caller => format!(
                    "{seat} calls the Director: he says {caller}'s alert of his {call} was mistaken; the correct explanation is given to the opponents"
                ),
                Some(given) => format!(
                    "{seat} calls the Director: he says {}'s explanation of {caller}'s {call} was mistaken; the correct explanation is given to the opponents",
                    given.explainer
                ),
                None => format!(
                    "{seat} calls the Director: {caller}'s {call} was not alerted nor explained; the explanation is given to the opponents"
                ),
            },
        );
        self.state.corrections.push(super::ExplanationCorrection {
            seat,
            caller,
            call,
            text: text.to_string(),
            explained,
            finding: None,
        });
        let case = Case {
            correction: self.state.corrections.len() - 1,
            explanation,
            index,
            caller,
            call,
        };
        self.ask_finding(laws, case);
        Ok(())
    }

    /// The explanation last given of the call at `index`: an answer to a question, else the
    /// caller's alert.
    fn explanation_of(&self, caller: Seat, index: usize) -> Option<Explanation> {
        let answered = self
            .state
            .explanations
            .iter()
            .rev()
            .find(|e| e.index == index)
            .cloned();
        answered.or_else(|| {
            let record = &self.state.auction[index];
            record.artificial.as_ref().map(|text| Explanation {
                caller,
                call: record.call,
                explainer: caller,
                text: text.clone(),
                index,
                given_at: index + 1,
            })
        })
    }

    /// Law 20F5: the explainer's partner may not correct during the auction (20F5(a)); he
    /// must, as declarer or dummy, after the final pass (before the opening lead is faced), as
    /// a defender at the end of the play (20F5(b)). Too early is refused at a guarded table and
    /// recorded as his infraction at an open one; too late is recorded.
    fn partners_correction_in_time(
        &mut self,
        law: &'static str,
        seat: Seat,
    ) -> Result<(), Rejection> {
        let too_early = match self.state.phase {
            Phase::Auction => Some(format!(
                "{seat} may not correct his partner's explanation during the auction, nor show in any manner that a mistake was made (20F5(a))"
            )),
            Phase::Play if self.is_defender(seat) => Some(format!(
                "{seat} is a defender: he corrects his partner's explanation at the end of the play (20F5(b)(i))"
            )),
            _ => None,
        };
        if let Some(reason) = too_early {
            if self.setup.mode == Mode::Guarded {
                return Err(Rejection::new(law, reason));
            }
            self.rule(
                law,
                format!("{reason}; the correction was made, and is ruled on"),
            );
        } else if self.state.phase == Phase::Play && self.state.play_begun() {
            self.rule(
                law,
                format!("{seat} of the declaring side corrects late: he should have called the Director after the final pass, before the opening lead was faced (20F5(b)(ii))"),
            );
        }
        Ok(())
    }

    /// Asks the Director for his finding (Law 75).
    fn ask_finding(&mut self, laws: &'static MisinformationLaws, case: Case) {
        let mut options = vec![MISTAKEN_EXPLANATION, MISTAKEN_CALL];
        let presumption = match laws.presumption {
            Some(law) => {
                options.push(NO_EVIDENCE);
                format!(
                    " Absent evidence to the contrary, mistaken explanation is presumed ({}).",
                    crate::table::state::law_label(law)
                )
            }
            None => String::new(),
        };
        let explanation = format!(
            "the Director finds from the evidence (the partnership's agreements) whether the explanation or {}'s call was mistaken: the agreement decides.{presumption}",
            case.caller
        );
        self.pend(
            bare(laws.finding),
            Chooser::Director,
            &options,
            explanation,
            Question::Misinformation(Step::Finding(case)),
        );
    }

    /// The answer to a question about misinformation.
    pub(crate) fn answer_misinformation(
        &mut self,
        step: Step,
        option: &str,
    ) -> Result<(), Rejection> {
        let laws = self.misinformation_laws()?;
        self.settle();
        match step {
            Step::Finding(case) => {
                let presumed = option == NO_EVIDENCE;
                let finding = if option == MISTAKEN_CALL {
                    MisinformationFinding::MistakenCall
                } else {
                    MisinformationFinding::MistakenExplanation
                };
                if let Some(correction) = self.state.corrections.get_mut(case.correction) {
                    correction.finding = Some(finding);
                }
                match finding {
                    MisinformationFinding::MistakenCall => self.rule(
                        laws.finding,
                        format!(
                            "mistaken call: the explanation was the partnership's agreement and {}'s call departed from it; no infraction, no rectification: the result stands",
                            case.caller
                        ),
                    ),
                    MisinformationFinding::MistakenExplanation => {
                        let law = if presumed {
                            laws.presumption.unwrap_or(laws.finding)
                        } else {
                            laws.finding
                        };
                        self.rule(
                            law,
                            if presumed {
                                "no evidence to the contrary: the Director presumes mistaken explanation; the opponents were misinformed".to_string()
                            } else {
                                "mistaken explanation: the agreement is not what was explained; the opponents were misinformed".to_string()
                            },
                        );
                        self.after_mistaken_explanation(laws, case);
                    }
                }
            }
            Step::Influenced(case, seat) => {
                if option == INFLUENCED {
                    let (law, _) = laws
                        .change_of_call
                        .unwrap_or((laws.too_late, laws.too_late));
                    self.pend(
                        bare(law),
                        Chooser::Seat(seat),
                        &[CHANGE, KEEP],
                        format!("{seat}'s last call could well have been influenced by the misinformation: he may change it, without other rectification for his side, his partner not having called since"),
                        Question::Misinformation(Step::ChangeCall(case, seat)),
                    );
                } else {
                    let (law, _) = laws
                        .change_of_call
                        .unwrap_or((laws.too_late, laws.too_late));
                    self.rule(
                        law,
                        format!(
                            "{seat}'s last call was not influenced by the misinformation: it stands"
                        ),
                    );
                }
            }
            Step::ChangeCall(_, seat) => {
                let (law, lho_law) = laws
                    .change_of_call
                    .unwrap_or((laws.too_late, laws.too_late));
                if option == CHANGE {
                    self.reopen_for_change(law, lho_law, seat);
                } else {
                    self.rule(law, format!("{seat} keeps his call"));
                }
            }
        }
        Ok(())
    }

    /// After a mistaken explanation: the calls the opponents made knowing it; the last, if his
    /// partner has not called since and the auction period lasts, may be changed (21B1(a));
    /// for the others, and for the play, the Director reserves (21B3; 40B4 for a failure to
    /// alert or explain).
    fn after_mistaken_explanation(&mut self, laws: &'static MisinformationLaws, case: Case) {
        let misinformed = case.caller.side().opponents();
        let given_at = case
            .explanation
            .as_ref()
            .map_or(case.index + 1, |e| e.given_at);
        let influenced: Vec<usize> = (given_at..self.state.auction.len())
            .filter(|&i| self.state.auction[i].seat.side() == misinformed)
            .collect();
        // The auction period lasts until the opening lead is faced (2017 Law 17D); a face-down
        // lead is a card chosen, and the Director no longer reopens the auction.
        let auction_period = self.state.phase == Phase::Auction
            || (self.state.phase == Phase::Play
                && !self.state.play_begun()
                && self.state.facedown_lead.is_none());
        let changeable = influenced
            .last()
            .copied()
            .filter(|_| auction_period && laws.change_of_call.is_some());
        let too_late = influenced.len() - usize::from(changeable.is_some());
        let play = self.state.play_begun() || self.state.phase == Phase::Ended;
        if too_late > 0 || play {
            let law = if case.explanation.is_some() {
                laws.too_late
            } else {
                laws.failure_to_explain
            };
            let what = match (too_late > 0, play) {
                (true, true) => "calls it is too late to change, and the play",
                (true, false) => "calls it is too late to change",
                _ => "the play",
            };
            self.reserve(
                law,
                format!(
                    "the misinformation about {}'s {} may have damaged {misinformed}: {what}",
                    case.caller, case.call
                ),
            );
        }
        if let Some(record) = changeable.and_then(|i| self.state.auction.get(i)) {
            let (seat, last) = (record.seat, record.call);
            let (law, _) = laws
                .change_of_call
                .unwrap_or((laws.too_late, laws.too_late));
            self.pend(
                bare(law),
                Chooser::Director,
                &[INFLUENCED, NOT_INFLUENCED],
                format!(
                    "{seat}'s partner has not called since his last call ({last}): the Director judges whether the decision to make it could well have been influenced by the misinformation"
                ),
                Question::Misinformation(Step::Influenced(case, seat)),
            );
        }
    }

    /// Law 21B1(a): `seat` changes his last call; the auction goes back to it (reopened if it
    /// had ended), and his left-hand opponent may then change a later call of his (21B2): the
    /// calls after it are cancelled and made again in rotation.
    fn reopen_for_change(&mut self, law: &'static str, lho_law: &'static str, seat: Seat) {
        let Some(index) = self.state.auction.iter().rposition(|r| r.seat == seat) else {
            return;
        };
        let cancelled = self.state.auction.len() - index - 1;
        let withdrawn = self.state.auction[index].call;
        self.truncate_auction(index);
        // Answers about the calls withdrawn go with them.
        self.state.explanations.retain(|e| e.index < index);
        if self.state.phase != Phase::Auction {
            self.state.phase = Phase::Auction;
            self.state.contract = None;
            self.state.declarer = None;
            self.state.lead_restrictions.clear();
        }
        self.set_turn(Some(seat));
        self.rule(
            law,
            format!("{seat} withdraws his {withdrawn} to call again, without other rectification for his side; the auction goes back to him"),
        );
        if cancelled > 0 {
            self.rule(
                lho_law,
                format!("{}'s later call is cancelled: he may change it; information from withdrawn calls is authorized to {seat}'s side, unauthorized to {}'s (Law 16C)", seat.lho(), seat.lho()),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use cards::{Board, Seat};

    use crate::CodeId;
    use crate::table::{Event, Mode, Setup, Table};

    fn call(seat: Seat, call: &str) -> Event {
        Event::Call {
            seat,
            call: call.parse().expect("a call"),
            artificial: None,
        }
    }

    /// Law 16B (and 75A): a player's partner's explanation of his own call, and a correction
    /// of it by his partner, are not his to learn; the opponents and the Director see both.
    #[test]
    fn an_explanation_of_a_players_own_call_is_kept_from_him() {
        let setup = Setup {
            code: CodeId::Duplicate2017,
            mode: Mode::Open,
            board: Board::new(1).expect("board 1"),
            deal: None,
        };
        let table = Table::replay(
            setup,
            [
                call(Seat::North, "1NT"),
                call(Seat::East, "P"),
                call(Seat::South, "2D"),
                Event::Explain {
                    seat: Seat::North,
                    caller: Seat::South,
                    call: "2D".parse().expect("a call"),
                    explanation: "transfer".into(),
                },
            ],
        )
        .expect("the log replays");
        assert!(table.view(Some(Seat::South)).state.explanations.is_empty());
        assert_eq!(table.view(Some(Seat::North)).state.explanations.len(), 1);
        assert_eq!(table.view(Some(Seat::West)).state.explanations.len(), 1);
        assert_eq!(table.view(None).state.explanations.len(), 1);
    }
}
