//! Choices under a ruling: when an opponent's irregularity leaves the robot's side a choice
//! among the options the engine offers (`State.pending`), the robot takes the sound fixed
//! choice for that kind of ruling; options that restrict a lead or a play by suit are
//! weighed by the sampled evaluation (see `Robot`).

/// The fixed choice among `options` of a ruling under `law`: a lead out of turn is accepted
/// (Laws 53-56: declarer plays after seeing the card; the 1915 code's "either adversary"
/// likewise); otherwise the rectification the Laws give the non-offenders is taken (an
/// insufficient bid or a call out of turn rejected, Laws 27, 29-32; a card treated as exposed,
/// Law 50; the auction codes' penalty); play goes on where the Laws allow (a deal stands, a
/// call is kept); a robot reserves no rights (Law 16B2) and leaves a lead unrestricted when
/// nothing better is known. Any other ruling: its first option.
pub fn fixed_choice(law: &str, options: &[String]) -> Option<String> {
    let has = |name: &str| options.iter().any(|o| o == name);
    let lead_out_of_turn = has("spread")
        || ["53", "54", "55", "56"].iter().any(|l| law.starts_with(l))
        || law.contains("lead");
    if lead_out_of_turn && has("accept") {
        return Some("accept".to_string());
    }
    const PREFERENCE: [&str; 10] = [
        "correct-and-play",
        "no-reservation",
        "stand",
        "penalize",
        "exposed",
        "reject",
        "keep",
        "leave",
        "none",
        "accept",
    ];
    PREFERENCE
        .iter()
        .find(|p| has(p))
        .map(|p| p.to_string())
        .or_else(|| options.first().cloned())
}

/// What an option restricting the next card by suit allows: `require S` / `play S` (a card of
/// the suit if the hand holds one), `prohibit S` / `not S` (no card of the suit if it holds
/// another), or `None` for an option that names no suit.
pub fn suit_restriction(option: &str) -> Option<(bool, cards::Suit)> {
    let (word, suit) = option.split_once(' ')?;
    let suit = suit.chars().next().and_then(cards::Suit::from_letter)?;
    match word {
        "require" | "play" => Some((true, suit)),
        "prohibit" | "not" => Some((false, suit)),
        _ => None,
    }
}

/// The cards of `hand` an option's suit restriction allows (see [`suit_restriction`]).
pub fn allowed(hand: cards::Hand, restriction: Option<(bool, cards::Suit)>) -> cards::Hand {
    match restriction {
        Some((true, suit)) if hand.suit_len(suit) > 0 => hand.suit(suit),
        Some((false, suit)) if hand.suit_len(suit) < hand.len() => hand - hand.suit(suit),
        _ => hand,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn fixed_choices() {
        assert_eq!(
            fixed_choice("54", &opts(&["accept", "spread", "reject"])).as_deref(),
            Some("accept")
        );
        assert_eq!(
            fixed_choice("27B1", &opts(&["accept", "reject"])).as_deref(),
            Some("reject")
        );
        assert_eq!(
            fixed_choice("1912 Law 40", &opts(&["new-deal", "stand"])).as_deref(),
            Some("stand")
        );
        assert_eq!(
            fixed_choice("x", &opts(&["from N", "from S"])).as_deref(),
            Some("from N")
        );
        assert_eq!(fixed_choice("x", &[]), None);
    }

    #[test]
    fn suit_restrictions() {
        let hand: cards::Hand = "SA".parse::<cards::Card>().into_iter().collect();
        let mut two = hand;
        two.insert("H2".parse().unwrap());
        let spades = Some((true, cards::Suit::Spades));
        assert_eq!(suit_restriction("require S"), spades);
        assert_eq!(
            suit_restriction("not H"),
            Some((false, cards::Suit::Hearts))
        );
        assert_eq!(suit_restriction("leave"), None);
        assert_eq!(allowed(two, spades).len(), 1);
        assert_eq!(allowed(two, Some((false, cards::Suit::Spades))).len(), 1);
        assert_eq!(allowed(two, Some((true, cards::Suit::Clubs))).len(), 2);
        assert_eq!(allowed(hand, Some((false, cards::Suit::Spades))).len(), 1);
    }
}
