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
    let (steps, mentions_trumps) = read_statement(statement, trump);
    let mut playout = Playout {
        now: *position,
        claimer,
        steps,
        // Unaware of an outstanding trump until an opponent wins a trick with one.
        unaware: opponents_hold_trumps(position, claimer) && !mentions_trumps,
        trump_won: false,
        line: Vec::new(),
    };
    let start = position.tricks_won(claimer);
    let mut solver = Solver::new();
    playout.finish(&mut solver, Defence::AgainstTheClaimersLine);
    let law = if playout.trump_won {
        citations.trump
    } else {
        citations.general
    };
    Award {
        wins: playout.now.tricks_won(claimer) - start,
        law,
        line: playout.line,
    }
}

/// How the opponents of the claimer choose their cards in a play-out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Defence {
    /// The best card against the line the claimer is held to (Law 70A: doubtful points go
    /// against the claimer): each card the opponent may play is tried, the rest played out
    /// with the claimer held to his line, and the card that leaves the claimer fewest tricks is
    /// played. An opponent is not made to cover an honour that only a finesse the claimer did
    /// not state (Law 70E) would punish.
    AgainstTheClaimersLine,
    /// The double-dummy best card, as if the claimer then played double dummy: how the tries
    /// of [`Defence::AgainstTheClaimersLine`] are played out.
    DoubleDummy,
}

/// A claim being played out: the position, and what the claimer is held to.
#[derive(Clone, Debug)]
struct Playout {
    now: Position,
    claimer: Side,
    /// What is left of the claimer's statement.
    steps: Vec<Step>,
    /// The claimer is taken to be unaware of an outstanding trump (Law 70C).
    unaware: bool,
    /// An opponent won a trick with a trump the claimer did not mention.
    trump_won: bool,
    /// The cards played out, in order.
    line: Vec<Card>,
}

impl Playout {
    /// Plays the remaining cards out.
    fn finish(&mut self, solver: &mut Solver, defence: Defence) {
        while self.now.hands().iter().any(|hand| !hand.is_empty()) {
            let card = if self.now.to_move().side() == self.claimer {
                self.claimer_card(solver)
            } else {
                match defence {
                    Defence::AgainstTheClaimersLine => self.best_defence(solver),
                    Defence::DoubleDummy => self.double_dummy_defence(solver),
                }
            };
            if !card.is_some_and(|card| self.play(card)) {
                break;
            }
        }
    }

    /// The claimer's card: of his statement's cards, else of his normal ones, the one worth
    /// least double dummy, so no unstated finesse succeeds unless every normal line makes it
    /// (Law 70E).
    fn claimer_card(&mut self, solver: &mut Solver) -> Option<Card> {
        let unaware = self.unaware && opponents_hold_trumps(&self.now, self.claimer);
        let normal = claimer_cards(&self.now, self.claimer, &mut self.steps, unaware);
        solver
            .card_values(&self.now)
            .into_iter()
            .filter(|(card, _)| normal.contains(*card))
            .min_by_key(|(card, value)| (*value, std::cmp::Reverse(*card)))
            .map(|(card, _)| card)
    }

    /// The opponent's double-dummy best card.
    fn double_dummy_defence(&self, solver: &mut Solver) -> Option<Card> {
        solver
            .card_values(&self.now)
            .into_iter()
            .max_by_key(|(card, value)| (*value, *card))
            .map(|(card, _)| card)
    }

    /// The opponent's best card against the claimer's line: each distinct card tried and the
    /// rest played out; the fewest tricks for the claimer, then the double-dummy value, then
    /// the higher card.
    fn best_defence(&self, solver: &mut Solver) -> Option<Card> {
        let values = solver.card_values(&self.now);
        let start = self.now.tricks_won(self.claimer);
        distinct_cards(&self.now)
            .into_iter()
            .filter_map(|card| {
                let value = values.iter().find(|(c, _)| *c == card)?.1;
                let mut trial = self.clone();
                if !trial.play(card) {
                    return None;
                }
                trial.finish(solver, Defence::DoubleDummy);
                let claimer_wins = trial.now.tricks_won(self.claimer) - start;
                Some((std::cmp::Reverse(claimer_wins), value, card))
            })
            .max()
            .map(|(_, _, card)| card)
    }

    /// Plays `card`: the statement's card is used up, and an opponent's trump winning a trick
    /// makes the claimer aware of the trumps (Law 70C). `false` if it cannot be played.
    fn play(&mut self, card: Card) -> bool {
        self.steps.retain(|step| *step != Step::Card(card));
        let before = self.now;
        if self.now.play(card).is_err() {
            return false;
        }
        self.line.push(card);
        if before.trick_len() == 3
            && self.unaware
            && defender_trump_won(&before, card, self.claimer)
        {
            self.trump_won = true;
            self.unaware = false;
        }
        true
    }
}

/// The legal cards of the player to move, one of each run of cards equal in play (the same
/// suit with no card of another hand, nor of the trick in progress, between them); the highest
/// of each run stands for it. A card played to this trick still divides a run: of J and 8 with
/// the 10 on the table, the J wins the trick and the 8 does not.
fn distinct_cards(position: &Position) -> Vec<Card> {
    let seat = position.to_move();
    let others = position
        .hands()
        .iter()
        .enumerate()
        .filter(|(index, _)| *index != seat.index())
        .fold(position.trick().collect::<Hand>(), |all, (_, hand)| {
            all | *hand
        });
    let mut cards: Vec<Card> = position.legal_cards().iter().collect();
    cards.sort_by_key(|card| std::cmp::Reverse(*card));
    let mut distinct: Vec<Card> = Vec::new();
    for card in cards {
        let equal_to_last = distinct.last().is_some_and(|&last: &Card| {
            last.suit == card.suit
                && !others
                    .suit(card.suit)
                    .iter()
                    .any(|other| other.rank > card.rank && other.rank < last.rank)
        });
        if !equal_to_last {
            distinct.push(card);
        }
    }
    distinct
}

fn opponents_hold_trumps(position: &Position, claimer: Side) -> bool {
    position
        .strain()
        .trump()
        .is_some_and(|suit| opponents_hold(position, claimer, suit))
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
/// the trumps), in any order, while he holds one, and without one no card he knows an opponent
/// can ruff while he has another; he does not let the opponents win a trick he
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
        if !winners.is_empty() {
            return winners;
        }
        // Without a winner he does not lead into a ruff he knows of while he has a card no
        // opponent can ruff.
        let safe: Hand = choices.iter().filter(|&card| !ruffable(card)).collect();
        return if safe.is_empty() { choices } else { safe };
    }
    let led = position.led_suit();
    let follows = led.is_some_and(|suit| hands[seat.index()].suit_len(suit) > 0);
    // Following suit or ruffing, he wins a trick he is sure to win.
    let sure: Hand = legal
        .iter()
        .filter(|&card| surely_wins(position, claimer, card))
        .collect();
    if !sure.is_empty() && !partner_winning(position) {
        return sure;
    }
    if follows {
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
    use proptest::prelude::*;

    const CITATIONS: ClaimCitations = ClaimCitations {
        general: "Law 70",
        trump: "Law 70C",
    };

    /// A position of `cards` cards a hand cut from a random deal.
    fn position(seed: u64, cards: usize, strain: usize, leader: usize) -> Position {
        let deal = cards::DealGenerator::from_seed(seed)
            .next()
            .expect("deals never run out");
        let hands = deal
            .hands()
            .map(|hand| hand.iter().take(cards).collect::<Hand>());
        let strain = dds::Strain::ALL[strain];
        Position::from_hands(hands, strain, Seat::ALL[leader], &[]).expect("equal hands")
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// The defence chosen against the claimer's line never leaves him more tricks than a
        /// double-dummy defence would, which never leaves him more than double dummy.
        #[test]
        fn the_defence_against_the_claimers_line_is_at_least_the_double_dummy_one(
            seed in any::<u64>(),
            cards in 2usize..=4,
            strain in 0usize..5,
            leader in 0usize..4,
            claimer_ns in any::<bool>(),
        ) {
            let position = position(seed, cards, strain, leader);
            let claimer = if claimer_ns { Side::NorthSouth } else { Side::EastWest };
            let award = adjudicate(&position, claimer, None, CITATIONS);
            let mut solver = Solver::new();
            let mut double_dummy_defence = Playout {
                now: position,
                claimer,
                steps: Vec::new(),
                unaware: opponents_hold_trumps(&position, claimer),
                trump_won: false,
                line: Vec::new(),
            };
            double_dummy_defence.finish(&mut solver, Defence::DoubleDummy);
            let against_dd = double_dummy_defence.now.tricks_won(claimer);
            let best = solver.tricks(&position);
            let claimer_best = if position.to_move().side() == claimer {
                best
            } else {
                position.tricks_left() - best
            };
            prop_assert!(award.wins <= against_dd);
            prop_assert!(against_dd <= claimer_best);
        }
    }

    /// Found by the property above: North holds A J 8 of spades, and East's 6, South's 10 and
    /// West's 9 are on the table. The J and the 8 are not equal (the J wins the trick, the 8
    /// lets partner's 10 win it), so both are tried; the defence that keeps the claimers to no
    /// trick plays the 8.
    #[test]
    fn a_card_on_the_table_divides_a_run() {
        let mut position = position(15416082714103240972, 3, 0, 1);
        for card in ["S6", "ST", "S9"] {
            position.play(card.parse().unwrap()).unwrap();
        }
        let spades: Vec<String> = distinct_cards(&position)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(spades, ["SA", "SJ", "S8"]);
        let award = adjudicate(&position, Side::EastWest, None, CITATIONS);
        assert_eq!(award.wins, 0);
        assert_eq!(award.line[0].to_string(), "S8");
    }

    /// The hand-worked case of the transcript law70e: with the king "onside" East plays low;
    /// the claimer, held to the ace (no unstated finesse), loses the last trick.
    #[test]
    fn a_defender_is_not_made_to_cover_against_a_claimer_who_cannot_finesse() {
        let hand = |cards: [&str; 2]| -> Hand {
            cards
                .iter()
                .map(|card| card.parse::<Card>().expect("a card"))
                .collect()
        };
        let hands = [
            hand(["H3", "H2"]),
            hand(["HK", "H4"]),
            hand(["HA", "HQ"]),
            hand(["D6", "D5"]),
        ];
        let position = Position::from_hands(hands, dds::Strain::NoTrump, Seat::North, &[])
            .expect("equal hands");
        let award = adjudicate(&position, Side::NorthSouth, None, CITATIONS);
        assert_eq!(award.wins, 1);
        assert_eq!(award.line[1], "H4".parse::<Card>().expect("a card"));
    }

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
