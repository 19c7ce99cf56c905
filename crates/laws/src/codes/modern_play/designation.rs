//! An incomplete or erroneous designation of dummy's card (2017 Law 46).
//!
//! Declarer should name the suit and the rank of dummy's card (46A). When he does not, the
//! card is the one Law 46B deems him to have called: "high" the highest and "low" the lowest of
//! the suit led, "win" the lowest card that wins the trick (46B1); a suit alone its lowest card
//! (46B2); a rank alone, on a lead, that rank in the suit in which dummy won the last trick,
//! otherwise the one legal card of that rank (46B3); a card dummy does not hold is a void call
//! (46B4); "anything" lets either defender designate the card (46B5).

use cards::{Card, Hand, Rank, Seat, Suit};

use super::ModernQuestion;
use crate::table::error::chosen_card;
use crate::table::{Chooser, Engine, Rejection};

/// What declarer said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Words {
    /// A card, suit and rank.
    Card(Card),
    /// "High" (46B1(a)).
    High,
    /// "Low" (46B1(c)).
    Low,
    /// "Win" (46B1(b)).
    Win,
    /// A suit and no rank (46B2).
    Suit(Suit),
    /// A rank and no suit (46B3).
    Rank(Rank),
    /// "Play anything" (46B5).
    Anything,
}

fn read(words: &str) -> Option<Words> {
    let lower = words.trim().to_ascii_lowercase();
    let word = lower.trim_end_matches(|c: char| !c.is_ascii_alphanumeric());
    match word {
        "high" | "highest" | "top" => return Some(Words::High),
        "low" | "lowest" | "small" => return Some(Words::Low),
        "win" | "winner" | "win it" => return Some(Words::Win),
        "anything" | "any" | "play anything" | "any card" => return Some(Words::Anything),
        "10" => return Some(Words::Rank(Rank::Ten)),
        _ => {}
    }
    if let Ok(card) = words.trim().parse::<Card>() {
        return Some(Words::Card(card));
    }
    let singular = word.trim_end_matches('s');
    let suit = match singular {
        "s" | "spade" => Some(Suit::Spades),
        "h" | "heart" => Some(Suit::Hearts),
        "d" | "diamond" => Some(Suit::Diamonds),
        "c" | "club" => Some(Suit::Clubs),
        _ => None,
    };
    if let Some(suit) = suit {
        return Some(Words::Suit(suit));
    }
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (Some(letter), None) => Rank::from_letter(letter.to_ascii_uppercase()).map(Words::Rank),
        _ => None,
    }
}

/// Declarer's words for dummy's (`dummy`) card: the card Law 46B deems called is played, or
/// the defenders are asked (46B5), or the call is void (46B4).
pub(super) fn designate(
    engine: &mut Engine<'_>,
    dummy: Seat,
    words: &str,
) -> Result<(), Rejection> {
    if engine.is_guarded() {
        return Err(Rejection::new(
            "Law 46A",
            format!(
                "declarer names dummy's card ({dummy}'s) by its suit and rank, as \"the ace of spades\", not \"{words}\""
            ),
        ));
    }
    let Some(said) = read(words) else {
        return Err(Rejection::new(
            "Law 46A",
            format!("\"{words}\" designates no card: name its suit and rank"),
        ));
    };
    if !matches!(said, Words::Card(_)) && engine.state().turn != Some(dummy) {
        return Err(Rejection::new(
            "Law 46",
            format!(
                "\"{words}\" designates dummy's card at dummy's turn to play; it is not {dummy}'s turn"
            ),
        ));
    }
    let hand = engine
        .hands_in_play()
        .map(|hands| hands[dummy.index()])
        .unwrap_or_default();
    if hand.is_empty() {
        return Err(Rejection::new(
            "Law 46",
            format!("{dummy}, dummy, has no card left to designate"),
        ));
    }
    let trick = &engine.state().trick;
    let led = trick.first().map(|lead| lead.card.suit);
    let legal = match led {
        Some(suit) if hand.suit_len(suit) > 0 => hand.suit(suit),
        _ => hand,
    };
    let unclear = |why: &str| {
        Rejection::new(
            "Law 46B",
            format!("\"{words}\": {why}; declarer designates the card"),
        )
    };
    let (card, law) = match said {
        Words::Card(card) if hand.contains(card) => (card, "Law 46A"),
        Words::Card(card) => {
            engine.rule(
                "Law 46B4",
                format!("declarer called {card}, which is not in dummy: the call is void and declarer may designate any legal card"),
            );
            return Ok(());
        }
        Words::Anything => {
            ask_defenders(engine, dummy, legal);
            return Ok(());
        }
        Words::High | Words::Low => {
            let suit = led
                .filter(|&suit| hand.suit_len(suit) > 0)
                .ok_or_else(|| unclear("dummy does not follow to a suit led, so there is no highest or lowest card of it"))?;
            let cards = hand.suit(suit);
            let card = if said == Words::High {
                cards.iter().max()
            } else {
                cards.iter().min()
            };
            let law = if said == Words::High {
                "Law 46B1(a)"
            } else {
                "Law 46B1(c)"
            };
            (card.ok_or_else(|| unclear("dummy has no card"))?, law)
        }
        Words::Win => {
            let winner = lowest_winner(engine, legal)
                .ok_or_else(|| unclear("no card of dummy's wins the trick"))?;
            (winner, "Law 46B1(b)")
        }
        Words::Suit(suit) => {
            let card = hand
                .suit(suit)
                .iter()
                .min()
                .ok_or_else(|| unclear("dummy has no card of that suit"))?;
            (card, "Law 46B2")
        }
        Words::Rank(rank) => {
            rank_alone(engine, dummy, hand, legal, rank).map_err(|why| unclear(&why))?
        }
    };
    if said != Words::Card(card) {
        engine.rule(
            law,
            format!("declarer called \"{words}\": dummy's {card} is played"),
        );
    }
    engine.play(dummy, card)
}

/// Law 46B3: a rank without a suit. On a lead, that rank in the suit in which dummy won the
/// preceding trick, if dummy holds it (a); otherwise the card of that rank dummy can legally
/// play, if there is only one (b).
fn rank_alone(
    engine: &Engine<'_>,
    dummy: Seat,
    hand: Hand,
    legal: Hand,
    rank: Rank,
) -> Result<(Card, &'static str), String> {
    if engine.state().trick.is_empty() {
        let last = engine.state().played.last();
        let continued = last
            .filter(|trick| trick.winner == dummy)
            .and_then(|trick| trick.cards.iter().find(|p| p.seat == dummy))
            .map(|p| Card {
                suit: p.card.suit,
                rank,
            })
            .filter(|&card| hand.contains(card));
        if let Some(card) = continued {
            return Ok((card, "Law 46B3(a)"));
        }
    }
    let cards: Vec<Card> = legal.iter().filter(|card| card.rank == rank).collect();
    match cards[..] {
        [card] => Ok((card, "Law 46B3(b)")),
        [] => Err(format!("dummy has no legal card of rank {rank}")),
        _ => Err(format!(
            "dummy may legally play more than one card of rank {rank}, so declarer must say which"
        )),
    }
}

/// The lowest of dummy's legal cards that would win the trick as it stands.
fn lowest_winner(engine: &Engine<'_>, legal: Hand) -> Option<Card> {
    let trick: Vec<Card> = engine.state().trick.iter().map(|p| p.card).collect();
    if trick.is_empty() {
        return None;
    }
    let trump = engine
        .state()
        .contract
        .and_then(|contract| contract.denomination.trump());
    legal
        .iter()
        .filter(|&card| {
            let mut cards = trick.clone();
            cards.push(card);
            cards::winning_place(&cards, trump) == Some(trick.len())
        })
        .min_by_key(|card| (Some(card.suit) == trump, card.rank))
}

/// Law 46B5: "play anything": either defender designates dummy's card among its legal ones.
fn ask_defenders(engine: &mut Engine<'_>, dummy: Seat, legal: Hand) {
    let options: Vec<String> = legal.iter().map(|card| card.to_string()).collect();
    let refs: Vec<&str> = options.iter().map(String::as_str).collect();
    let defenders = dummy.side().opponents();
    engine.pend_play(
        "46B5",
        Chooser::EitherOf(defenders),
        &refs,
        format!("Law 46B5: declarer indicated a play from dummy without a suit or a rank: either defender ({defenders}) designates dummy's card"),
        ModernQuestion::Designation(dummy),
    );
}

/// A defender's designation under Law 46B5: the card is played from dummy.
pub(super) fn defenders_designation(
    engine: &mut Engine<'_>,
    dummy: Seat,
    option: &str,
) -> Result<(), Rejection> {
    engine.settle();
    let card = chosen_card("Law 46B5", option)?;
    engine.rule(
        "Law 46B5",
        format!("the defenders designate dummy's {card}; it is played"),
    );
    engine.play(dummy, card)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn declarers_words_are_read_as_law_46b_names_them() {
        assert_eq!(read("high"), Some(Words::High));
        assert_eq!(read("Low"), Some(Words::Low));
        assert_eq!(read("win"), Some(Words::Win));
        assert_eq!(read("play anything"), Some(Words::Anything));
        assert_eq!(read("hearts"), Some(Words::Suit(Suit::Hearts)));
        assert_eq!(read("C"), Some(Words::Suit(Suit::Clubs)));
        assert_eq!(read("8"), Some(Words::Rank(Rank::Eight)));
        assert_eq!(read("10"), Some(Words::Rank(Rank::Ten)));
        assert_eq!(read("q"), Some(Words::Rank(Rank::Queen)));
        assert_eq!(read("SA"), Some(Words::Card("SA".parse().expect("a card"))));
        assert_eq!(read("the blue one"), None);
    }

    proptest! {
        #[test]
        fn reading_any_words_never_panics(words in ".{0,16}") {
            let _ = read(&words);
        }
    }
}
