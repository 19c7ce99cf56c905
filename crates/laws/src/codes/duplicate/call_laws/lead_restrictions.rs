//! Law 26, the lead restrictions a withdrawn call leaves (2017 and 2007). When the auction ends
//! with the offender a defender, each call withdrawn with rectification may restrict his
//! partner's first lead: under the 2017 Laws declarer may prohibit any one suit the offender has
//! not specified in the legal auction (26B as amended); under the 2007 Laws declarer may
//! require or prohibit the lead of a suit the withdrawn call named and the offender did not
//! specify legally (26A), or prohibit any one suit after any other withdrawn call (26B).

use super::{DuplicateMemory, Withdrawn};
use cards::Suit;

use crate::codes::duplicate::call_laws::DuplicateCallLaws;
use crate::table::engine::Engine;
use crate::table::state::LeadRestriction;

/// Law 26: the auction has ended (or a defender's call after the final pass was cancelled,
/// Law 39C): each call withdrawn with rectification by a player who defends becomes a lead
/// restriction on his partner, by edition, unless it restricts nothing or is already there.
pub(super) fn law_26_lead_restrictions(laws: &DuplicateCallLaws, engine: &mut Engine<'_>) {
    let withdrawn = DuplicateMemory::take_withdrawn(engine);
    for Withdrawn { offender, call } in withdrawn {
        if !engine.is_defender(offender) {
            continue;
        }
        let named = engine.suits_named_by(offender);
        let partner = offender.partner();
        let restriction = if laws.is_2017() {
            // Law 26B (as amended): declarer may prohibit any one suit the offender has not
            // specified in the legal auction, at partner's first turn to lead.
            let suits: Vec<Suit> = Suit::DISPLAY_ORDER
                .into_iter()
                .filter(|s| !named.contains(s))
                .collect();
            LeadRestriction {
                seat: partner,
                law: "26B",
                declarer_may: "prohibit",
                suits,
            }
        } else {
            match call
                .call
                .bid()
                .and_then(|b| b.denomination.trump())
                .filter(|_| !call.is_artificial())
            {
                // 2007 Law 26A: a withdrawn call naming a suit the offender did not specify
                // legally: declarer may require or prohibit its lead.
                Some(suit) if !named.contains(&suit) => LeadRestriction {
                    seat: partner,
                    law: "26A",
                    declarer_may: "require-or-prohibit",
                    suits: vec![suit],
                },
                Some(_) => continue,
                // 2007 Law 26B: any other withdrawn call: declarer may prohibit any one suit.
                None => LeadRestriction {
                    seat: partner,
                    law: "26B",
                    declarer_may: "prohibit",
                    suits: Suit::DISPLAY_ORDER.to_vec(),
                },
            }
        };
        if !restriction.suits.is_empty() && !engine.state().lead_restrictions.contains(&restriction)
        {
            engine.restrict_lead(restriction);
        }
    }
}
