//! A disputed claim adjudicated with the double-dummy solver (2017 and 2007 Laws 70; Club Laws
//! 69 and 70; the auction codes' claim laws).
//!
//! The remaining cards are played out. The claimer's side follows its statement (cards named
//! are played when their holder's turn comes; a suit named is led while the hand on lead holds
//! it; "drawing trumps" leads trumps while an opponent holds one). Where the statement is
//! silent, doubtful points go against the claimer: of the cards a normal player might play
//! (careless and inferior plays included, irrational ones not, Law 70D3), the claimer plays the
//! one worth least double dummy, so no unstated finesse succeeds unless every normal line
//! makes it (Law 70E). The opponents play their double-dummy best. A claimer whose statement
//! does not mention an outstanding trump is taken to be unaware of it (doubtful points against
//! him): he leads no trump while he holds another suit, and the trump wins what a normal line
//! would lose to it (Law 70C).

use cards::winning_place;
use cards::{Card, Hand, Seat, Side, Suit};
use dds::{Position, Solver};

/// Where each point of an adjudication is found in the code's claim law.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClaimCitations {
    /// The general rule: doubtful points against the claimer.
    pub general: &'static str,
    /// An outstanding trump the claimer did not mention.
    pub trump: &'static str,
}

/// What the Director awards.
#[derive(Clone, Debug)]
pub(crate) struct Award {
    /// Tricks the claimer's side wins of those remaining.
    pub(crate) wins: u8,
    /// The law that decided the award.
    pub(crate) law: &'static str,
    /// The cards played out, in order.
    pub(crate) line: Vec<Card>,
}

/// One point of a claimer's statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Play this card at its holder's turn.
    Card(Card),
    /// Lead this suit while the hand on lead holds it.
    Suit(Suit),
    /// Lead trumps while an opponent holds one.
    DrawTrumps,
}

/// The claimer's statement as steps, and whether it mentions trumps at all. Words it does not
/// know ("cashing", "winners", "then") add nothing.
fn read_statement(statement: Option<&str>, trump: Option<Suit>) -> (Vec<Step>, bool) {
    let mut steps = Vec::new();
    let mut mentions_trumps = false;
    for word in statement.unwrap_or("").split_whitespace() {
        let word = word.trim_matches(|c: char| !c.is_ascii_alphanumeric());
        let lower = word.to_ascii_lowercase();
        if lower.starts_with("trump") {
            mentions_trumps = true;
            if !steps.contains(&Step::DrawTrumps) {
                steps.push(Step::DrawTrumps);
            }
        } else if let Some(suit) = suit_word(&lower) {
            mentions_trumps |= Some(suit) == trump;
            steps.push(Step::Suit(suit));
        } else if let Ok(card) = word.parse::<Card>() {
            mentions_trumps |= Some(card.suit) == trump;
            steps.push(Step::Card(card));
        }
    }
    (steps, mentions_trumps)
}

fn suit_word(word: &str) -> Option<Suit> {
    match word.trim_end_matches('s') {
        "spade" => Some(Suit::Spades),
        "heart" => Some(Suit::Hearts),
        "diamond" => Some(Suit::Diamonds),
        "club" => Some(Suit::Clubs),
        _ => None,
    }
}

/// Adjudicates `claimer`'s side's claim of the remaining tricks from `position`.
pub(crate) fn adjudicate(
    position: &Position,
    claimer: Side,
    statement: Option<&str>,
    citations: ClaimCitations,
) -> Award {
    let trump = position.strain().trump();
    let (mut steps, mentions_trumps) = read_statement(statement, trump);
    let opponents_trumps =
        |position: &Position| trump.is_some_and(|suit| opponents_hold(position, claimer, suit));
    // Unaware of an outstanding trump until an opponent wins a trick with one.
    let mut unaware = opponents_trumps(position) && !mentions_trumps;
    let mut solver = Solver::new();
    let mut now = *position;
    let start = now.tricks_won(claimer);
    let mut line = Vec::new();
    let mut trump_won = false;
    while now.hands().iter().any(|hand| !hand.is_empty()) {
        let seat = now.to_move();
        let values = solver.card_values(&now);
        let card = if seat.side() == claimer {
            let normal =
                claimer_cards(&now, claimer, &mut steps, unaware && opponents_trumps(&now));
            values
                .iter()
                .filter(|(card, _)| normal.contains(*card))
                .min_by_key(|(card, value)| (*value, std::cmp::Reverse(*card)))
                .map(|(card, _)| *card)
        } else {
            values
                .iter()
                .max_by_key(|(card, value)| (*value, *card))
                .map(|(card, _)| *card)
        };
        let Some(card) = card else { break };
        steps.retain(|step| *step != Step::Card(card));
        let before = now;
        if now.play(card).is_err() {
            break;
        }
        line.push(card);
        if before.trick_len() == 3 && unaware && defender_trump_won(&before, card, claimer) {
            trump_won = true;
            unaware = false;
        }
    }
    let wins = now.tricks_won(claimer) - start;
    let law = if trump_won {
        citations.trump
    } else {
        citations.general
    };
    Award { wins, law, line }
}

/// Whether the trick `before` completes with `last` was won by an opponent of the claimer with
/// a trump.
fn defender_trump_won(before: &Position, last: Card, claimer: Side) -> bool {
    let cards: Vec<Card> = before.trick().chain(std::iter::once(last)).collect();
    let trump = before.strain().trump();
    winning_place(&cards, trump).is_some_and(|place| {
        before.leader().clockwise(place).side() != claimer && Some(cards[place].suit) == trump
    })
}

/// The cards the claimer's side may play at this turn: the statement's, else the normal ones.
fn claimer_cards(position: &Position, claimer: Side, steps: &mut Vec<Step>, unaware: bool) -> Hand {
    let legal = position.legal_cards();
    let seat = position.to_move();
    let leading = position.trick_len() == 0;
    let trump = position.strain().trump();
    while let Some(step) = steps.first().copied() {
        match step {
            Step::Card(card) if legal.contains(card) => return single(card),
            Step::Card(_) => break,
            Step::Suit(suit) if leading => {
                if legal.suit_len(suit) > 0 {
                    return legal.suit(suit);
                }
                steps.remove(0);
            }
            Step::DrawTrumps if leading => match trump {
                Some(suit)
                    if legal.suit_len(suit) > 0 && opponents_hold(position, claimer, suit) =>
                {
                    return legal.suit(suit);
                }
                _ => {
                    steps.remove(0);
                }
            },
            Step::Suit(_) | Step::DrawTrumps => break,
        }
    }
    normal_cards(position, claimer, seat, legal, leading, trump, unaware)
}

fn single(card: Card) -> Hand {
    std::iter::once(card).collect()
}

fn opponents_hold(position: &Position, claimer: Side, suit: Suit) -> bool {
    claimer
        .opponents()
        .seats()
        .iter()
        .any(|seat| position.hands()[seat.index()].suit_len(suit) > 0)
}

/// The claimer's normal cards where the statement is silent: any legal card but an irrational
/// one. A claimer believes his cards win, so on lead he leads a card that wins as far as he
/// knows (the highest left of its suit, and one no opponent can ruff unless he is unaware of
/// the trumps), in any order, while he holds one; he does not let the opponents win a trick he
/// is sure to win with a card he holds; he does not discard a winner while he holds a loser.
/// Unaware of an outstanding trump, he leads no trump while he has another suit (Law 70C).
fn normal_cards(
    position: &Position,
    claimer: Side,
    seat: Seat,
    legal: Hand,
    leading: bool,
    trump: Option<Suit>,
    unaware: bool,
) -> Hand {
    let hands = position.hands();
    let opponents = claimer.opponents().seats().map(|seat| hands[seat.index()]);
    let outstanding = opponents[0] | opponents[1];
    let master = |card: Card| {
        outstanding
            .suit(card.suit)
            .iter()
            .all(|other| other.rank < card.rank)
    };
    if leading {
        let mut choices = legal;
        if let Some(suit) = trump
            && unaware
            && legal.suit_len(suit) < legal.len()
        {
            choices = legal - legal.suit(suit);
        }
        let ruffable = |card: Card| match trump {
            Some(suit) if card.suit != suit && !unaware => opponents
                .iter()
                .any(|hand| hand.suit_len(card.suit) == 0 && hand.suit_len(suit) > 0),
            _ => false,
        };
        let winners: Hand = choices
            .iter()
            .filter(|&card| master(card) && !ruffable(card))
            .collect();
        return if winners.is_empty() { choices } else { winners };
    }
    let led = position.led_suit();
    let follows = led.is_some_and(|suit| hands[seat.index()].suit_len(suit) > 0);
    if follows {
        let sure: Hand = legal
            .iter()
            .filter(|&card| surely_wins(position, claimer, card))
            .collect();
        if !sure.is_empty() && !partner_winning(position) {
            return sure;
        }
        return legal;
    }
    let losers: Hand = legal
        .iter()
        .filter(|&card| !master(card) || Some(card.suit) == trump)
        .collect();
    if losers.is_empty() { legal } else { losers }
}

/// Whether the claimer's partner's card is winning the trick so far.
fn partner_winning(position: &Position) -> bool {
    let cards: Vec<Card> = position.trick().collect();
    let Some(best) = winning_place(&cards, position.strain().trump()) else {
        return false;
    };
    position.leader().clockwise(best) == position.to_move().partner()
}

/// Whether `card`, played now, wins the trick whatever the players after play.
fn surely_wins(position: &Position, claimer: Side, card: Card) -> bool {
    let mut cards: Vec<Card> = position.trick().collect();
    cards.push(card);
    let trump = position.strain().trump();
    if winning_place(&cards, trump) != Some(cards.len() - 1) {
        return false;
    }
    let led = cards[0].suit;
    let hands = position.hands();
    (cards.len()..4).all(|place| {
        let later = position.leader().clockwise(place);
        if later.side() == claimer {
            return true;
        }
        let hand = hands[later.index()];
        if hand.suit_len(led) > 0 {
            // Following, the opponent beats the card only with a higher one of its suit.
            card.suit != led || hand.suit(led).iter().all(|other| other.rank < card.rank)
        } else {
            match trump {
                Some(suit) if hand.suit_len(suit) > 0 => {
                    card.suit == suit && hand.suit(suit).iter().all(|other| other.rank < card.rank)
                }
                _ => true,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_are_read_as_steps() {
        let (steps, trumps) = read_statement(
            Some("drawing trumps, then SA and the hearts"),
            Some(Suit::Clubs),
        );
        assert!(trumps);
        assert_eq!(
            steps,
            [
                Step::DrawTrumps,
                Step::Card("SA".parse().expect("a card")),
                Step::Suit(Suit::Hearts)
            ]
        );
        let (_, trumps) = read_statement(Some("cashing winners"), Some(Suit::Clubs));
        assert!(!trumps);
    }
}
