//! Exposed cards and penalty cards (2017 Laws 48 to 52), and the lead restrictions declarer
//! chooses at a defender's first turn to lead (Law 26).
//!
//! A defender's exposed card becomes a penalty card (Law 49): minor if a single card below
//! honor rank exposed inadvertently, major otherwise, and every one major once he has two or
//! more (Law 51). A major penalty card must be played at the first legal opportunity (50D1);
//! when its owner's partner has the lead, declarer may require or prohibit the lead of its
//! suit (50D2). A card played instead of a due penalty card is ruled by Law 52. Declarer's
//! exposed cards are never penalty cards (Law 48).

use cards::{Card, Hand, Seat, Suit};

use super::ModernQuestion;
use crate::table::{Chooser, Engine, LeadObligation, PenaltyCard, PenaltyKind, Rejection};

/// A defender exposes a card (Law 49): it becomes a penalty card. Declarer's exposed cards
/// never do (Law 48).
pub(super) fn expose(engine: &mut Engine<'_>, seat: Seat, card: Card) -> Result<(), Rejection> {
    if !engine.is_defender(seat) {
        engine.rule(
            "Law 48",
            format!("declarer's side exposed {card}: no penalty, {seat} picks it up"),
        );
        return Ok(());
    }
    exposed_penalty_card(engine, seat, card, "Law 49")
}

/// A defender's `card` exposed becomes a penalty card under `law` (Law 49; 45E1), major or
/// minor by Law 50B; a card already a penalty card is refused.
fn exposed_penalty_card(
    engine: &mut Engine<'_>,
    seat: Seat,
    card: Card,
    law: &'static str,
) -> Result<(), Rejection> {
    if engine.state().penalty_cards.iter().any(|p| p.card == card) {
        return Err(Rejection::new(
            law,
            format!("{card} is already a penalty card"),
        ));
    }
    add(engine, seat, card, exposed_kind(card), law);
    Ok(())
}

/// Law 50B: a card of honour rank exposed is a major penalty card, a single lower card exposed
/// unintentionally a minor one.
fn exposed_kind(card: Card) -> PenaltyKind {
    if card.rank.is_honor() {
        PenaltyKind::Major
    } else {
        PenaltyKind::Minor
    }
}

/// Law 45E: `card`, contributed by `seat` to a trick that already had four cards (and not
/// deemed led: that is a lead, written as one). A defender's becomes a penalty card (45E1,
/// Law 50); declarer's, from his hand or dummy, goes back without further rectification (45E2).
pub(super) fn fifth_card(engine: &mut Engine<'_>, seat: Seat, card: Card) -> Result<(), Rejection> {
    if engine.is_guarded() {
        return Err(Rejection::new(
            "Law 45E",
            format!("the trick is complete: {seat} plays no fifth card to it"),
        ));
    }
    if !engine.is_defender(seat) {
        engine.rule(
            "Law 45E2",
            format!("declarer played {card} from {seat}'s hand as a fifth card to the trick: it goes back to the hand without further rectification"),
        );
        return Ok(());
    }
    exposed_penalty_card(engine, seat, card, "Law 45E1")
}

/// Leaves `card` face up as a penalty card of `seat`'s, under `law`. With two or more, every
/// one is major (Law 51).
pub(crate) fn add(
    engine: &mut Engine<'_>,
    seat: Seat,
    card: Card,
    kind: PenaltyKind,
    law: &'static str,
) {
    let cards = engine.penalty_cards_mut();
    cards.push(PenaltyCard { seat, card, kind });
    let several = cards.iter().filter(|p| p.seat == seat).count() > 1;
    if several {
        for penalty in cards
            .iter_mut()
            .filter(|p| p.seat == seat && p.kind != PenaltyKind::Exposed)
        {
            penalty.kind = PenaltyKind::Major;
        }
    }
    engine.rule(
        law,
        format!(
            "{card} becomes a {} penalty card, face up before {seat} (Law 50)",
            match kind {
                PenaltyKind::Major if !several => "major",
                PenaltyKind::Minor if !several => "minor",
                _ => "major (two or more penalty cards, Law 51)",
            }
        ),
    );
}

/// Checks `card` against `seat`'s penalty cards: the major penalty card he should play
/// instead, if any (Law 50D1: one he can legally play to the trick, when `card` is none of his
/// penalty cards; with several, any of them satisfies it); else Law 50C: not another card
/// below honor rank of a minor penalty card's suit first.
pub(super) fn check(
    engine: &Engine<'_>,
    seat: Seat,
    card: Card,
    hand: Hand,
) -> Result<Option<Card>, Rejection> {
    let led = engine.state().trick.first().map(|p| p.card.suit);
    let legal = |c: Card| led.is_none_or(|suit| c.suit == suit || hand.suit_len(suit) == 0);
    let own: Vec<PenaltyCard> = engine
        .state()
        .penalty_cards
        .iter()
        .filter(|p| p.seat == seat)
        .copied()
        .collect();
    if own.iter().any(|p| p.card == card) {
        return Ok(None);
    }
    if let Some(due) = own
        .iter()
        .find(|p| p.kind == PenaltyKind::Major && legal(p.card))
    {
        return Ok(Some(due.card));
    }
    if let Some(minor) = own.iter().find(|p| {
        p.kind == PenaltyKind::Minor
            && p.card.suit == card.suit
            && !card.rank.is_honor()
            && legal(p.card)
    }) {
        return Err(Rejection::new(
            "Law 50C",
            format!(
                "{seat} may not play another card below honor rank in that suit before the minor penalty card {}",
                minor.card
            ),
        ));
    }
    Ok(None)
}

/// Law 52B: `seat` played `card` when the major penalty card `due` was required; declarer
/// may accept the card, or have the penalty card substituted.
pub(super) fn ask_failure(engine: &mut Engine<'_>, seat: Seat, card: Card, due: Card) {
    let Some(declarer) = engine.state().declarer else {
        return;
    };
    engine.pend_play(
        "52B",
        Chooser::Seat(declarer),
        &["accept", "reject"],
        format!(
            "Law 52B: {seat} played {card} when the major penalty card {due} was required. {declarer} may accept the card ({due} stays a penalty card), or not: {seat} then plays {due}, and {card} becomes a major penalty card"
        ),
        ModernQuestion::PenaltyCardFailure(seat, card, due),
    );
}

/// Declarer's answer under Law 52B.
pub(super) fn failure_choice(
    engine: &mut Engine<'_>,
    seat: Seat,
    card: Card,
    due: Card,
    option: &str,
) -> Result<(), Rejection> {
    engine.settle();
    if option == "accept" {
        engine.rule(
            "Law 52B1",
            format!("declarer accepts {seat}'s {card}; {due} remains a penalty card"),
        );
        engine.advance();
        return Ok(());
    }
    engine.take_back(seat, card);
    add(engine, seat, card, PenaltyKind::Major, "Law 52B2");
    engine.set_turn(Some(seat));
    engine.play(seat, due)
}

/// `leader` has the lead: at a defender's first turn to lead after his partner's withdrawn
/// call, declarer's Law 26 choice; else, if `leader`'s partner has major penalty cards,
/// declarer's Law 50D2 choice (51B for several).
pub(super) fn on_lead(engine: &mut Engine<'_>, leader: Seat) {
    if offer_lead_restriction(engine, leader) {
        return;
    }
    let partner = leader.partner();
    let mut suits: Vec<Suit> = engine
        .state()
        .penalty_cards
        .iter()
        .filter(|p| p.seat == partner && p.kind == PenaltyKind::Major)
        .map(|p| p.card.suit)
        .collect();
    suits.sort();
    suits.dedup();
    let Some(declarer) = engine.state().declarer else {
        return;
    };
    if suits.is_empty()
        || !engine.is_defender(leader)
        || !engine.state().lead_obligations.is_empty()
    {
        return;
    }
    let mut options: Vec<String> = Vec::new();
    for suit in &suits {
        options.push(format!("require {suit}"));
        options.push(format!("prohibit {suit}"));
    }
    options.push("leave".to_string());
    let cards: Vec<String> = engine
        .state()
        .penalty_cards
        .iter()
        .filter(|p| p.seat == partner)
        .map(|p| p.card.to_string())
        .collect();
    let option_refs: Vec<&str> = options.iter().map(String::as_str).collect();
    engine.pend_play(
        "50D2",
        Chooser::Seat(declarer),
        &option_refs,
        format!(
            "Law 50D2: {leader} has the lead and {partner} has the penalty card(s) {}. {declarer} may require {leader} to lead a suit of them or prohibit it while {leader} keeps the lead (the cards of that suit are picked up), or leave them on the table",
            cards.join(" ")
        ),
        ModernQuestion::PenaltyCardLead(leader),
    );
}

/// Law 26: at the first turn to lead of a defender whose partner's call was withdrawn,
/// declarer chooses under the restriction the auction left (2017: prohibit one of the suits;
/// 2007 Law 26A: require or prohibit the suit). Returns whether it asked.
fn offer_lead_restriction(engine: &mut Engine<'_>, leader: Seat) -> bool {
    let Some(declarer) = engine.state().declarer else {
        return false;
    };
    if engine.state().pending.is_some() {
        return false;
    }
    let Some(restriction) = engine.lead_restriction(leader) else {
        return false;
    };
    let mut options: Vec<String> = Vec::new();
    for suit in &restriction.suits {
        if restriction.declarer_may == "require-or-prohibit" {
            options.push(format!("require {suit}"));
        }
        options.push(format!("prohibit {suit}"));
    }
    options.push("none".to_string());
    let refs: Vec<&str> = options.iter().map(String::as_str).collect();
    engine.pend_play(
        restriction.law,
        Chooser::Seat(declarer),
        &refs,
        format!(
            "Law {}: {leader}'s first turn to lead, after his partner's withdrawn call: {declarer} may {} {}, for as long as {leader} keeps the lead, or impose nothing",
            restriction.law,
            restriction.declarer_may.replace('-', " "),
            restriction
                .suits
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(" or ")
        ),
        ModernQuestion::LeadRestriction(leader),
    );
    true
}

/// Declarer's choice under Law 26: the restriction is used up either way.
pub(super) fn lead_restriction_choice(engine: &mut Engine<'_>, leader: Seat, option: &str) {
    engine.settle();
    let Some(restriction) = engine.take_lead_restriction(leader) else {
        return;
    };
    let law = match restriction.law {
        "26A" => "Law 26A",
        _ => "Law 26B",
    };
    let Some((must, suit)) = obligation_chosen(option) else {
        engine.rule(
            law,
            format!("declarer imposes no lead restriction on {leader}"),
        );
        engine.on_lead(leader);
        return;
    };
    engine.oblige_lead(LeadObligation {
        seat: leader,
        must,
        suit,
        law,
    });
    engine.rule(
        law,
        format!(
            "declarer chooses: {leader} must {} {}",
            if must == "lead" { "lead" } else { "not lead" },
            suit.name()
        ),
    );
}

/// Declarer's choice under Law 50D2.
pub(super) fn lead_choice(engine: &mut Engine<'_>, leader: Seat, option: &str) {
    engine.settle();
    let partner = leader.partner();
    let Some((must, suit)) = obligation_chosen(option) else {
        engine.rule(
            "Law 50D2",
            format!(
                "declarer leaves {partner}'s penalty card(s) on the table; {leader} leads any card"
            ),
        );
        return;
    };
    engine
        .penalty_cards_mut()
        .retain(|p| !(p.seat == partner && p.card.suit == suit));
    let text = if must == "lead" {
        format!("{leader} must lead {}", suit.name())
    } else {
        format!(
            "{leader} may not lead {} while he keeps the lead",
            suit.name()
        )
    };
    engine.oblige_lead(LeadObligation {
        seat: leader,
        must,
        suit,
        law: "Law 50D2",
    });
    engine.rule(
        "Law 50D2",
        format!("{text}; {partner}'s penalty card(s) in that suit are picked up"),
    );
}

/// Declarer's `require S` or `prohibit S`, as the obligation it makes (`lead` or
/// `not-lead`) and its suit; `None` for anything else (`leave`, `none`).
fn obligation_chosen(option: &str) -> Option<(&'static str, Suit)> {
    let mut words = option.split_whitespace();
    let must = match words.next()? {
        "require" => "lead",
        "prohibit" => "not-lead",
        _ => return None,
    };
    Some((must, words.next()?.parse().ok()?))
}
