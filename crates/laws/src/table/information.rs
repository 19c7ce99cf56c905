//! Unauthorised information from partner (2017 and 2007 Laws 16B and 73C; Club Law 16 in
//! rubber and four-deal bridge).
//!
//! A player's hesitation, unwonted speed, remark or gesture is recorded as it happened
//! ([`Event::Extraneous`](crate::table::Event::Extraneous)). Its partner must carefully avoid
//! taking any advantage from it (73C). The offender's side may agree that it happened or
//! dispute it (16B2: "the opponents should summon the Director immediately if they dispute the
//! fact"), and the Director then finds the fact (Law 85A1). An opponent may reserve his rights
//! (16B2) and later say that a call or play of the offender's partner could have been
//! suggested by it (16B3). When the play ends the Director finds, in turn, whether there was a
//! logical alternative (16B1(b)), whether the action chosen could demonstrably have been
//! suggested over it (16B1(a)), and whether the non-offenders were damaged (Law 12B1); only
//! then does he reserve the right to assign an adjusted score, which Law 12 answers. Under
//! Club Law 16 the Arbiter, once called, requires the auction or play to continue, reserving
//! that right at once. The Auction Bridge codes have no remedy and say so.

use cards::Seat;
use serde::Serialize;

use crate::table::engine::{Engine, Question};
use crate::table::error::Rejection;
use crate::table::event::Event;
use crate::table::state::{Chooser, Phase};

/// How a code treats information a player conveys to his partner by his manner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InformationLaws {
    /// The code rectifies it: the laws it cites.
    Remedy(&'static InformationCitations),
    /// The code gives no remedy: its law (or the absence of one) and what it says instead.
    NoRemedy {
        /// The law cited, as `1915 Etiquette Laws`.
        law: &'static str,
        /// What the code says instead of a remedy.
        text: &'static str,
    },
}

/// The laws a code cites on unauthorised information.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InformationCitations {
    /// What is unauthorised, and that partner may not choose an action it demonstrably
    /// suggests over a logical alternative (2017 and 2007 Law 16B1(a)).
    pub extraneous: &'static str,
    /// What a logical alternative is (Law 16B1(b)).
    pub logical_alternative: &'static str,
    /// An opponent's reservation of his rights, and the offenders' dispute of the fact (Law
    /// 16B2).
    pub reserve_rights: &'static str,
    /// The Director summoned on an action that could have been suggested, and the adjusted
    /// score he assigns (Law 16B3).
    pub adjustment: &'static str,
    /// The partner's duty to avoid taking any advantage (2017 Law 73C1; 2007 Law 73C).
    pub conduct: &'static str,
    /// How the Director finds a disputed fact (Law 85A1).
    pub facts: &'static str,
    /// What damage is (Law 12B1).
    pub damage: &'static str,
    /// Information from withdrawn calls and plays: authorised to the non-offenders,
    /// unauthorised to the offenders (2017 Law 16C; 2007 Law 16D), where the code has the law.
    pub withdrawn: Option<&'static str>,
    /// Whether the Director, once called, reserves the right to adjust at once, before the
    /// play ends (Club Law 16: "reserving the right to assign an adjusted score").
    pub reserves_when_called: bool,
}

/// What a player conveyed to his partner other than by his calls and plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Manner {
    /// An unmistakable hesitation (`N hesitate`).
    Hesitation,
    /// Unwonted speed (`N hurry`).
    Speed,
    /// A remark or question (`N remark WORDS`).
    Remark,
    /// A gesture, movement or mannerism (`N gesture WORDS`).
    Gesture,
}

impl Manner {
    /// The information, in words: "N's hesitation".
    fn describe(self, seat: Seat) -> String {
        match self {
            Manner::Hesitation => format!("{seat}'s hesitation"),
            Manner::Speed => format!("{seat}'s unwonted speed"),
            Manner::Remark => format!("{seat}'s remark"),
            Manner::Gesture => format!("{seat}'s gesture"),
        }
    }
}

/// Whether the table agrees the information was conveyed, and what the Director found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fact {
    /// Recorded, not (yet) disputed.
    Noted,
    /// The offender's side agrees it happened.
    Agreed,
    /// Disputed: the Director is finding the fact.
    Disputed,
    /// The Director found it happened.
    Found,
    /// The Director found it did not happen: there is no unauthorised information.
    NotFound,
}

/// What the Director found at the end of the play on an action said to be suggested.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Finding {
    /// No logical alternative to the action chosen (16B1(b)): the result stands.
    NoLogicalAlternative,
    /// A logical alternative, but the action was not demonstrably suggested over it (16B1(a)).
    NotDemonstrablySuggested,
    /// An infraction, but the non-offenders were not damaged (Law 12B1).
    NotDamaged,
    /// An infraction that damaged the non-offenders: an adjusted score is reserved.
    Damaged,
}

/// The action of the offender's partner an opponent says the information suggested.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Suggested {
    /// The opponent who says so.
    pub by: Seat,
    /// The offender's partner.
    pub seat: Seat,
    /// The action: a call (`3S`) or a card (`play HQ`).
    pub action: String,
}

/// Unauthorised information at the table: who conveyed it, how, and what followed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UnauthorisedInformation {
    /// The player who conveyed it.
    pub seat: Seat,
    /// How.
    pub manner: Manner,
    /// What was said or done, if recorded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub words: Option<String>,
    /// Whether it is agreed, disputed, or found.
    pub fact: Fact,
    /// The opponent who reserved his rights (Law 16B2), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reserved_by: Option<Seat>,
    /// The action said to be suggested by it, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suggested: Option<Suggested>,
    /// The Director's finding on that action, once made.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub finding: Option<Finding>,
    /// The log's length when it was recorded: what the partner did afterwards follows it.
    #[serde(skip)]
    pub(crate) at: usize,
}

impl UnauthorisedInformation {
    /// Whether it stands as information conveyed (not found false, not awaiting a finding).
    fn stands(&self) -> bool {
        matches!(self.fact, Fact::Noted | Fact::Agreed | Fact::Found)
    }
}

/// A question the Director answers about the information at `index` of the state's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// Did it happen (Law 85A1)?
    Fact(usize),
    /// Was there a logical alternative to the action chosen (16B1(b))?
    LogicalAlternative(usize),
    /// Could the action chosen demonstrably have been suggested over it (16B1(a))?
    DemonstrablySuggested(usize),
    /// Were the non-offenders damaged (Law 12B1)?
    Damage(usize),
}

const HAPPENED: &str = "happened";
const DID_NOT_HAPPEN: &str = "did-not-happen";
const LOGICAL_ALTERNATIVE: &str = "logical-alternative";
const NO_LOGICAL_ALTERNATIVE: &str = "no-logical-alternative";
const DEMONSTRABLY_SUGGESTED: &str = "demonstrably-suggested";
const NOT_SUGGESTED: &str = "not-suggested";
const DAMAGED: &str = "damaged";
const NOT_DAMAGED: &str = "not-damaged";

impl Engine<'_> {
    /// What a ruling that withdraws or cancels a call adds on its information (2017 Law 16C;
    /// 2007 Law 16D): `; the information from the cancelled call is ... (Law 16C)`, or
    /// nothing where the code has no such law.
    pub(crate) fn withdrawn_note(&self) -> String {
        match self.code.information_laws() {
            InformationLaws::Remedy(InformationCitations {
                withdrawn: Some(law),
                ..
            }) => format!(
                "; the information from the cancelled call is authorised to the non-offenders and unauthorised to the offenders ({law})"
            ),
            _ => String::new(),
        }
    }

    /// The code's laws on unauthorised information, or its refusal under the law that gives
    /// no remedy.
    fn information_citations(&self) -> Result<&'static InformationCitations, Rejection> {
        match self.code.information_laws() {
            InformationLaws::Remedy(citations) => Ok(citations),
            InformationLaws::NoRemedy { law, text } => Err(Rejection::new(law, text)),
        }
    }

    /// Refuses an action on unauthorised information while another ruling is pending.
    fn information_not_pending(&self, law: &'static str) -> Result<(), Rejection> {
        match &self.state.pending {
            Some(pending) => Err(Rejection::new(
                law,
                format!(
                    "the Director is ruling under {}: {}",
                    pending.law_label(),
                    pending.explanation
                ),
            )),
            None => Ok(()),
        }
    }

    /// `seat` hesitates, hurries, remarks or gestures (Law 16B1(a); Club Law 16). Recorded in
    /// every code, as it happened; where the code has no remedy the ruling says so.
    pub(crate) fn extraneous(
        &mut self,
        seat: Seat,
        manner: Manner,
        words: Option<String>,
    ) -> Result<(), Rejection> {
        let law = match self.code.information_laws() {
            InformationLaws::Remedy(citations) => citations.extraneous,
            InformationLaws::NoRemedy { law, .. } => law,
        };
        if matches!(
            self.state.phase,
            Phase::Dealing | Phase::Ended | Phase::Redeal
        ) {
            return Err(Rejection::new(
                law,
                "information from partner matters only while the deal is bid and played: the cards are not in play",
            ));
        }
        self.information_not_pending(law)?;
        let what = manner.describe(seat);
        let text = match self.code.information_laws() {
            InformationLaws::Remedy(citations) => format!(
                "{what} is unauthorised information to {}, who must carefully avoid taking any advantage from it ({}); {} or {} may dispute that it happened",
                seat.partner(),
                citations.conduct,
                seat,
                seat.partner()
            ),
            InformationLaws::NoRemedy { text, .. } => format!("{what}: {text}"),
        };
        self.rule(law, text);
        self.state
            .unauthorised_information
            .push(UnauthorisedInformation {
                seat,
                manner,
                words,
                fact: Fact::Noted,
                reserved_by: None,
                suggested: None,
                finding: None,
                at: self.log.len(),
            });
        Ok(())
    }

    /// Whether an `agree` or `dispute` answers unauthorised information rather than a claim:
    /// no claim waits, and information is recorded.
    pub(crate) fn information_answerable(&self) -> bool {
        self.state.claim.is_none() && !self.state.unauthorised_information.is_empty()
    }

    /// The last information recorded, if `seat`'s side may still agree or dispute it: it is
    /// the offender's side's to answer (Law 16B2), before any call or card follows it.
    fn answerable(&self, seat: Seat, citations: &InformationCitations) -> Result<usize, Rejection> {
        let law = citations.reserve_rights;
        let index = self.state.unauthorised_information.len() - 1;
        let info = &self.state.unauthorised_information[index];
        let what = info.manner.describe(info.seat);
        if info.seat.side() != seat.side() {
            return Err(Rejection::new(
                law,
                format!(
                    "{what} is for {} or {} to agree or dispute; {seat}'s side is the one it may damage",
                    info.seat,
                    info.seat.partner()
                ),
            ));
        }
        if info.fact != Fact::Noted {
            return Err(Rejection::new(
                law,
                format!("{what} has already been agreed or ruled on"),
            ));
        }
        // "Immediately" (16B2): before another player calls or plays; the offender's own
        // call or card, which the information went with, does not end the moment.
        let others_acted = self.log[info.at..].iter().any(|event| {
            matches!(
                event,
                Event::Call { .. } | Event::Play { .. } | Event::Lead { .. }
            ) && event.seat() != Some(info.seat)
        });
        if others_acted {
            return Err(Rejection::new(
                law,
                format!(
                    "{what} was not disputed at once, before another player called or played: it stands as conveyed"
                ),
            ));
        }
        Ok(index)
    }

    /// `seat`, of the offender's side, agrees that the information was conveyed (Law 16B2).
    pub(crate) fn agree_information(&mut self, seat: Seat) -> Result<(), Rejection> {
        let citations = self.information_citations()?;
        self.information_not_pending(citations.reserve_rights)?;
        let index = self.answerable(seat, citations)?;
        let info = &mut self.state.unauthorised_information[index];
        info.fact = Fact::Agreed;
        let text = format!(
            "{seat} agrees to the fact of {}",
            info.manner.describe(info.seat)
        );
        self.rule(citations.reserve_rights, text);
        Ok(())
    }

    /// `seat`, of the offender's side, disputes that the information was conveyed (Law 16B2):
    /// the Director finds the fact (Law 85A1).
    pub(crate) fn dispute_information(&mut self, seat: Seat) -> Result<(), Rejection> {
        let citations = self.information_citations()?;
        self.information_not_pending(citations.reserve_rights)?;
        let index = self.answerable(seat, citations)?;
        let info = &mut self.state.unauthorised_information[index];
        info.fact = Fact::Disputed;
        let what = info.manner.describe(info.seat);
        self.pend(
            citations.facts,
            Chooser::Director,
            &[HAPPENED, DID_NOT_HAPPEN],
            format!("{seat} disputes {what}: the Director finds whether it happened, on the balance of probabilities"),
            Question::Information(Step::Fact(index)),
        );
        Ok(())
    }

    /// The information standing from `offender`, most recent first, that `seat` (an opponent)
    /// may act on.
    fn standing_from(
        &self,
        offender: Seat,
        seat: Seat,
        citations: &InformationCitations,
    ) -> Result<usize, Rejection> {
        if offender.side() == seat.side() {
            return Err(Rejection::new(
                citations.reserve_rights,
                format!(
                    "{seat} may not act on information from his own side: only an opponent of {offender}'s side reserves rights or summons the Director"
                ),
            ));
        }
        self.state
            .unauthorised_information
            .iter()
            .rposition(|info| info.seat.side() == offender.side() && info.stands())
            .ok_or_else(|| {
                Rejection::new(
                    citations.extraneous,
                    format!(
                        "no hesitation, remark or gesture by {offender} or {} is recorded (or the Director found it did not happen): there is no unauthorised information to rule on",
                        offender.partner()
                    ),
                )
            })
    }

    /// `seat` reserves the right to summon the Director later (Law 16B2); under Club Law 16,
    /// calling the Arbiter, who requires the auction or play to continue and reserves the right
    /// to assign an adjusted score.
    pub(crate) fn reserve_rights(&mut self, seat: Seat) -> Result<(), Rejection> {
        let citations = self.information_citations()?;
        self.information_not_pending(citations.reserve_rights)?;
        if self.state.phase == Phase::Ended {
            return Err(Rejection::new(
                citations.reserve_rights,
                "the play has ended: there is nothing left to reserve; summon the Director now",
            ));
        }
        let Some(last) = self.state.unauthorised_information.last() else {
            return Err(Rejection::new(
                citations.extraneous,
                "no hesitation, remark or gesture is recorded: there is no unauthorised information to reserve rights on",
            ));
        };
        let index = self.standing_from(last.seat, seat, citations)?;
        let info = &mut self.state.unauthorised_information[index];
        if info.reserved_by.is_some() {
            return Err(Rejection::new(
                citations.reserve_rights,
                format!(
                    "rights on {} are already reserved",
                    info.manner.describe(info.seat)
                ),
            ));
        }
        info.reserved_by = Some(seat);
        let what = info.manner.describe(info.seat);
        self.rule(
            citations.reserve_rights,
            format!("{seat} reserves the right to summon the Director later about {what}"),
        );
        self.reserve_when_called(index, citations);
        Ok(())
    }

    /// Club Law 16: the Arbiter, called about the information at `index`, requires the auction
    /// or play to continue and reserves the right to adjust, once.
    fn reserve_when_called(&mut self, index: usize, citations: &InformationCitations) {
        if !citations.reserves_when_called {
            return;
        }
        let info = &self.state.unauthorised_information[index];
        let reason = format!(
            "the result could have been affected by {}",
            info.manner.describe(info.seat)
        );
        if self.state.reservations.iter().any(|r| r.reason == reason) {
            return;
        }
        self.rule(
            citations.adjustment,
            "the Arbiter requires the auction and play to continue".to_string(),
        );
        self.reserve(citations.adjustment, reason);
    }

    /// `seat` says that `whom`'s last call or play could have been suggested by his partner's
    /// information (Law 16B3): the Director rules when the play ends.
    pub(crate) fn allege_suggested(&mut self, seat: Seat, whom: Seat) -> Result<(), Rejection> {
        let citations = self.information_citations()?;
        self.information_not_pending(citations.adjustment)?;
        let index = self.standing_from(whom.partner(), seat, citations)?;
        let info = &self.state.unauthorised_information[index];
        let what = info.manner.describe(info.seat);
        if info.suggested.is_some() {
            return Err(Rejection::new(
                citations.adjustment,
                format!("an action is already said to be suggested by {what}"),
            ));
        }
        let Some(action) = self.action_after(whom, info.at) else {
            return Err(Rejection::new(
                citations.extraneous,
                format!(
                    "{whom} has neither called nor played since {what}: nothing of his can have been suggested by it"
                ),
            ));
        };
        let info = &mut self.state.unauthorised_information[index];
        info.suggested = Some(Suggested {
            by: seat,
            seat: whom,
            action: action.clone(),
        });
        let when = if self.state.phase == Phase::Ended {
            "the Director rules now"
        } else {
            "the auction and play continue, and the Director rules when the play ends"
        };
        self.rule(
            citations.adjustment,
            format!("{seat} says {whom}'s {action} could have been suggested by {what}: {when}"),
        );
        self.reserve_when_called(index, citations);
        Ok(())
    }

    /// `whom`'s last call or card after the first `at` events of the log (declarer's cards
    /// from dummy included), in words: `3S`, `play HQ`.
    fn action_after(&self, whom: Seat, at: usize) -> Option<String> {
        let declarer = self.state.declarer;
        self.log[at.min(self.log.len())..]
            .iter()
            .rev()
            .find_map(|event| match event {
                Event::Call { seat, call, .. } | Event::Change { seat, call } if *seat == whom => {
                    Some(call.to_string())
                }
                Event::Play { seat, card } | Event::Lead { seat, card }
                    if *seat == whom || (Some(whom) == declarer && *seat == whom.partner()) =>
                {
                    Some(format!("play {card}"))
                }
                _ => None,
            })
    }

    /// When the play has ended, asks the Director for his finding on the next action said to
    /// be suggested (Law 16B3): first whether there was a logical alternative (16B1(b)).
    pub(crate) fn ask_information_findings(&mut self) {
        if self.state.phase != Phase::Ended || self.state.pending.is_some() {
            return;
        }
        let InformationLaws::Remedy(citations) = self.code.information_laws() else {
            return;
        };
        let Some(index) =
            self.state.unauthorised_information.iter().position(|info| {
                info.stands() && info.suggested.is_some() && info.finding.is_none()
            })
        else {
            return;
        };
        let Some(suggested) = self.state.unauthorised_information[index].suggested.clone() else {
            return;
        };
        self.pend(
            citations.logical_alternative,
            Chooser::Director,
            &[LOGICAL_ALTERNATIVE, NO_LOGICAL_ALTERNATIVE],
            format!(
                "the play has ended: was there a logical alternative to {}'s {}, an action a significant proportion of his peers would seriously consider, and some might select?",
                suggested.seat, suggested.action
            ),
            Question::Information(Step::LogicalAlternative(index)),
        );
    }

    /// The Director answers a question on unauthorised information.
    pub(crate) fn answer_information(&mut self, step: Step, option: &str) -> Result<(), Rejection> {
        let citations = self.information_citations()?;
        self.settle();
        match step {
            Step::Fact(index) => {
                let info = &mut self.state.unauthorised_information[index];
                let what = info.manner.describe(info.seat);
                let partner = info.seat.partner();
                let text = if option == HAPPENED {
                    info.fact = Fact::Found;
                    format!(
                        "the Director finds that {what} happened: it is unauthorised information to {partner} ({})",
                        citations.conduct
                    )
                } else {
                    info.fact = Fact::NotFound;
                    format!(
                        "the Director finds that {what} did not happen: {partner} has no unauthorised information from it"
                    )
                };
                self.rule(citations.facts, text);
            }
            Step::LogicalAlternative(index) => {
                if option == NO_LOGICAL_ALTERNATIVE {
                    self.conclude(index, Finding::NoLogicalAlternative, citations);
                } else {
                    let suggested = self.suggested(index);
                    let what = self.information_words(index);
                    self.pend(
                        citations.extraneous,
                        Chooser::Director,
                        &[DEMONSTRABLY_SUGGESTED, NOT_SUGGESTED],
                        format!("there was a logical alternative: could {what} demonstrably have suggested {suggested} over it?"),
                        Question::Information(Step::DemonstrablySuggested(index)),
                    );
                }
            }
            Step::DemonstrablySuggested(index) => {
                if option == NOT_SUGGESTED {
                    self.conclude(index, Finding::NotDemonstrablySuggested, citations);
                } else {
                    let suggested = self.suggested(index);
                    self.pend(
                        citations.damage,
                        Chooser::Director,
                        &[DAMAGED, NOT_DAMAGED],
                        format!("{suggested} was chosen over a logical alternative it was demonstrably suggested over: did the non-offending side obtain a result less favourable than it would have expected without the infraction?"),
                        Question::Information(Step::Damage(index)),
                    );
                }
            }
            Step::Damage(index) => {
                if option == NOT_DAMAGED {
                    self.conclude(index, Finding::NotDamaged, citations);
                } else {
                    self.conclude(index, Finding::Damaged, citations);
                }
            }
        }
        Ok(())
    }

    /// `N's hesitation`, for the information at `index`.
    fn information_words(&self, index: usize) -> String {
        let info = &self.state.unauthorised_information[index];
        info.manner.describe(info.seat)
    }

    /// `S's 3S`, the action said to be suggested by the information at `index`.
    fn suggested(&self, index: usize) -> String {
        self.state.unauthorised_information[index]
            .suggested
            .as_ref()
            .map(|s| format!("{}'s {}", s.seat, s.action))
            .unwrap_or_default()
    }

    /// Records the Director's finding on the action suggested by the information at `index`:
    /// with damage, he reserves the right to assign an adjusted score (Law 16B3; Law 12 answers
    /// it); without, the table result stands, and a reservation made when the Arbiter was
    /// called (Club Law 16) lapses.
    fn conclude(&mut self, index: usize, finding: Finding, citations: &InformationCitations) {
        let info = &mut self.state.unauthorised_information[index];
        info.finding = Some(finding);
        let what = info.manner.describe(info.seat);
        let Some(suggested) = info.suggested.clone() else {
            return;
        };
        let action = format!("{}'s {}", suggested.seat, suggested.action);
        let non_offenders = suggested.by.side();
        let over = format!(
            "{action} could demonstrably have been suggested by {what} over a logical alternative"
        );
        let (law, text) = match finding {
            Finding::NoLogicalAlternative => (
                citations.logical_alternative,
                format!("{action} after {what}: there was no logical alternative to it"),
            ),
            Finding::NotDemonstrablySuggested => (
                citations.extraneous,
                format!(
                    "{action} after {what}: it could not demonstrably have been suggested by it over the logical alternative"
                ),
            ),
            Finding::NotDamaged => (
                citations.damage,
                format!("{over}, but {non_offenders} were not damaged"),
            ),
            Finding::Damaged => (
                citations.adjustment,
                format!("{over}, and {non_offenders} were damaged"),
            ),
        };
        let called = format!("the result could have been affected by {what}");
        let reserved = self
            .state
            .reservations
            .iter()
            .position(|r| r.law == citations.adjustment && r.reason == called);
        if finding == Finding::Damaged {
            match reserved {
                Some(_) => self.rule(
                    law,
                    format!("{text}: the Director keeps his reservation and will assign an adjusted score"),
                ),
                None => self.reserve(law, text),
            }
            return;
        }
        if let Some(at) = reserved {
            self.state.reservations.remove(at);
        }
        self.rule(law, format!("{text}; the table result stands"));
    }
}
