//! The solver against an exact search of its own, on small positions built to break shortcuts.
//!
//! The solver cuts its search short with rules about the cards (quick tricks at the start of a
//! trick, bounds on later tricks, quick tricks for second hand, sure trump tricks) and shares
//! results between positions through its transposition table. A rule that is wrong only for a
//! rare lie of the cards goes unseen on ordinary random deals, so this file checks the solver on
//! positions of 2 to 6 cards a hand whose suits are skewed the way those rules are most likely
//! to go wrong: one side holding most of the trumps, one hand holding most of a suit, voids,
//! the leader's partner holding the top cards while the leader holds small ones, and one to
//! three cards already played to the trick in progress, in all five strains with every leader.
//!
//! The reference is [`Reference`]: an exact minimax over every legal card, asked whether
//! North-South take at least so many tricks, with a table of the answers at the start of each
//! trick keyed by the exact cards left, the leader and the target. It shares nothing with the
//! solver but the card types: it has its own card bits, its own rule for who wins a trick and
//! its own follow-suit rule; not even [`Position::play`] is used. It is itself checked against
//! [`plain_minimax`] (no table, no cut-off) on the smallest positions and on endings worked out
//! by hand.
//!
//! Each check compares [`Solver::tricks`] with the reference, and every card's value from
//! [`Solver::card_values`] with the reference value of the position after that card. Two tests
//! keep one solver across many positions, so that what its table keeps from one search is
//! tested on the next; a few positions of 7 and 8 cards a hand give the bounds on later
//! tricks more tricks to go wrong in. About 9,000 positions in all, each generated from a
//! seed that the failure message gives with the hands.

use std::collections::HashMap;
use std::fmt;

use cards::{Card, DealGenerator, Hand, Seat, Side, Suit};
use dds::{Position, Solver, Strain};
use proptest::prelude::*;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

// ---------------------------------------------------------------------------------------------
// The reference: an exact minimax with a table at trick starts.
// ---------------------------------------------------------------------------------------------

/// The bit of a card in the reference's own representation: 16 bits per suit (clubs lowest),
/// the rank's number within its suit. (The same layout as [`Hand::bits`], which is how the
/// hands are read in; the reference works on the bits alone.)
fn bit_of(card: Card) -> u8 {
    (card.suit.index() * 16) as u8 + card.rank.number()
}

/// The suit index (0 clubs .. 3 spades) of a card bit.
fn suit_of(bit: u8) -> usize {
    usize::from(bit / 16)
}

/// The bits of every card of a suit.
fn suit_mask(suit: usize) -> u64 {
    0xffff << (16 * suit)
}

/// An exact double-dummy search, as plain as it can be made while fast enough: it asks whether
/// North-South take at least `target` tricks, trying every legal card at every turn (a side
/// stops at the first card that settles the question, which changes no answer), and keeps
/// each answer found at the start of a trick, keyed by the exact cards each hand holds, the
/// leader, the trump suit and the target. The value of a position is the largest target made.
#[derive(Default)]
struct Reference {
    /// Whether North-South take `target` tricks from a trick start: (hands, leader, trump or
    /// 4, target) to the answer.
    table: HashMap<([u64; 4], u8, u8, u8), bool>,
}

/// A point of the play in the reference's own terms.
#[derive(Clone, Copy)]
struct Node {
    /// The cards each hand still holds, as bits, by seat index.
    hands: [u64; 4],
    /// The seat index of the player who led to the trick in progress.
    leader: u8,
    /// The cards played to the trick in progress, as bits, from the leader's on.
    trick: [u8; 4],
    /// How many cards of `trick` have been played.
    len: usize,
    /// The trump suit's index, 4 at no trump.
    trump: u8,
}

impl Node {
    /// A position in the reference's terms.
    fn of(position: &Position) -> Node {
        let mut node = Node {
            hands: position.hands().map(Hand::bits),
            leader: position.leader().index() as u8,
            trick: [0; 4],
            len: 0,
            trump: position
                .strain()
                .trump()
                .map_or(4, |suit| suit.index() as u8),
        };
        for card in position.trick() {
            node.trick[node.len] = bit_of(card);
            node.len += 1;
        }
        node
    }

    /// The seat index of the player to move.
    fn mover(&self) -> usize {
        usize::from(self.leader + self.len as u8) % 4
    }

    /// Tricks left to play, counting the trick in progress.
    fn tricks_left(&self) -> u8 {
        self.hands[self.mover()].count_ones() as u8
    }

    /// The cards the player to move may play: the cards of the suit led if it holds any, else
    /// all its cards.
    fn legal(&self) -> u64 {
        let hand = self.hands[self.mover()];
        if self.len == 0 {
            return hand;
        }
        let follow = hand & suit_mask(suit_of(self.trick[0]));
        if follow != 0 { follow } else { hand }
    }

    /// The node after the player to move plays the card `bit`, and whether North-South won
    /// the trick it completed (`None` when it completed none).
    fn play(&self, bit: u8) -> (Node, Option<bool>) {
        let mut next = *self;
        next.hands[self.mover()] &= !(1 << bit);
        next.trick[self.len] = bit;
        next.len += 1;
        if next.len < 4 {
            return (next, None);
        }
        let winner = (self.leader + trick_winner(&next.trick, self.trump)) % 4;
        next.leader = winner;
        next.trick = [0; 4];
        next.len = 0;
        (next, Some(winner % 2 == 0))
    }
}

impl Reference {
    /// The most tricks the side to move takes from the trick in progress on, as
    /// [`Solver::tricks`] counts them.
    fn tricks(&mut self, position: &Position) -> u8 {
        let node = Node::of(position);
        let north_south = self.value(&node);
        for_side(position.to_move(), north_south, position.tricks_left())
    }

    /// Every legal card of the player to move and what that player's side takes after it
    /// (from the trick in progress on), lowest card first as [`Solver::card_values`] lists
    /// them.
    fn card_values(&mut self, position: &Position) -> Vec<(Card, u8)> {
        let node = Node::of(position);
        let mover = position.to_move();
        let mut values: Vec<(Card, u8)> = position
            .legal_cards()
            .iter()
            .map(|card| {
                let (next, won) = node.play(bit_of(card));
                let north_south = u8::from(won == Some(true)) + self.value(&next);
                (card, for_side(mover, north_south, position.tricks_left()))
            })
            .collect();
        values.sort_unstable();
        values
    }

    /// North-South's tricks from a node on: the largest target they make.
    fn value(&mut self, node: &Node) -> u8 {
        let left = node.tricks_left();
        (1..=left)
            .take_while(|&target| self.makes(node, target))
            .last()
            .unwrap_or(0)
    }

    /// Whether North-South take at least `target` tricks from a node on.
    fn makes(&mut self, node: &Node, target: u8) -> bool {
        if target == 0 {
            return true;
        }
        if target > node.tricks_left() {
            return false;
        }
        let key = (node.hands, node.leader, node.trump, target);
        if node.len == 0
            && let Some(&known) = self.table.get(&key)
        {
            return known;
        }
        let north_south_to_move = node.mover() % 2 == 0;
        let mut legal = node.legal();
        // North-South need one card that makes the target; East-West one that defeats it.
        let mut answer = !north_south_to_move;
        while legal != 0 {
            let bit = legal.trailing_zeros() as u8;
            legal &= legal - 1;
            let (next, won) = node.play(bit);
            let made = self.makes(&next, target - u8::from(won == Some(true)));
            if made == north_south_to_move {
                answer = made;
                break;
            }
        }
        if node.len == 0 {
            self.table.insert(key, answer);
        }
        answer
    }
}

/// North-South's tricks from a node on by the plainest search there is: every legal card at
/// every turn, the best for the side to move, no table and no cut-off. Too slow but for a few
/// cards a hand; it checks [`Reference`].
fn plain_minimax(node: &Node) -> u8 {
    let north_south_to_move = node.mover() % 2 == 0;
    let mut legal = node.legal();
    let mut best: Option<u8> = None;
    while legal != 0 {
        let bit = legal.trailing_zeros() as u8;
        legal &= legal - 1;
        let (next, won) = node.play(bit);
        let later = if next.hands.iter().all(|&hand| hand == 0) {
            0
        } else {
            plain_minimax(&next)
        };
        let value = u8::from(won == Some(true)) + later;
        best = Some(match best {
            None => value,
            Some(b) if north_south_to_move => b.max(value),
            Some(b) => b.min(value),
        });
    }
    best.expect("the player to move holds a card")
}

/// Which of four cards (bits, in the order played) wins the trick: the highest trump if any
/// was played, else the highest card of the suit led.
fn trick_winner(trick: &[u8; 4], trump: u8) -> u8 {
    let mut best = 0;
    for place in 1..4 {
        let (card, top) = (trick[place], trick[best]);
        let beats = if suit_of(card) == suit_of(top) {
            card > top
        } else {
            u8::try_from(suit_of(card)) == Ok(trump)
        };
        if beats {
            best = place;
        }
    }
    best as u8
}

/// North-South's tricks turned into the tricks of the side of `seat`, out of `left`.
fn for_side(seat: Seat, north_south: u8, left: u8) -> u8 {
    if seat.side() == Side::NorthSouth {
        north_south
    } else {
        left - north_south
    }
}

// ---------------------------------------------------------------------------------------------
// Positions with skewed suits.
// ---------------------------------------------------------------------------------------------

/// A generated position and how it was made: the hands before the trick in progress, the
/// strain, the leader and the cards played to that trick, so that a failure can be written out
/// and set up again.
#[derive(Clone, Debug)]
struct Case {
    /// The seed the position was made from.
    seed: u64,
    /// The hands before any card of the trick in progress was played.
    hands: [Hand; 4],
    /// The strain.
    strain: Strain,
    /// Who led to the trick in progress.
    leader: Seat,
    /// The cards played to the trick in progress, from the leader's on.
    played: Vec<Card>,
    /// The position itself.
    position: Position,
}

/// The position as a PBN-like line: the hands from North, the strain, the leader and the cards
/// played to the trick in progress.
impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [n, e, s, w] = self.hands;
        let played: Vec<String> = self.played.iter().map(Card::to_string).collect();
        write!(
            f,
            "seed {}: N:{n} {e} {s} {w}, strain {}, leader {}, played [{}]",
            self.seed,
            self.strain,
            self.leader,
            played.join(" ")
        )
    }
}

/// A random card of a set, or `None` if it is empty.
fn any_card(rng: &mut ChaCha8Rng, set: Hand) -> Option<Card> {
    let cards: Vec<Card> = set.iter().collect();
    cards.choose(rng).copied()
}

/// Moves `card` from `from` to `to`, and a card of `to` that `wanted` accepts back to `from`,
/// so both hands keep their length; does nothing if `to` holds no such card.
fn swap(
    rng: &mut ChaCha8Rng,
    hands: &mut [Hand; 4],
    from: Seat,
    card: Card,
    to: Seat,
    wanted: impl Fn(Card) -> bool,
) {
    let back: Hand = hands[to.index()].iter().filter(|&c| wanted(c)).collect();
    if let Some(back) = any_card(rng, back) {
        hands[from.index()].remove(card);
        hands[to.index()].insert(card);
        hands[to.index()].remove(back);
        hands[from.index()].insert(back);
    }
}

/// How a hand picks the cards it keeps within a suit.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ranks {
    /// Any card of the suit.
    Any,
    /// The highest card of the suit, most of the time.
    High,
    /// The lowest card of the suit, most of the time.
    Low,
}

/// Four hands of `n` cards with skewed suits, from the seeded deal of `seed`.
///
/// The thirteen-card hands of the deal are first reshaped by exchanging cards (each exchange
/// keeps the hands at thirteen), each step taken or not at random: one side gets most of the
/// trumps, one hand most of one suit, and the leader's partner the leader's high cards. Then
/// each hand keeps `n` of its cards, suit by suit with weights that favour one or two suits and
/// often leave a suit out (a void), the partner keeping high cards and the leader low ones when
/// the high cards went to the partner.
fn skewed_hands(seed: u64, n: usize, strain: Strain, leader: Seat) -> [Hand; 4] {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_5eed_5eed_5eed);
    let mut hands = DealGenerator::from_seed(seed).deal().hands();
    let trump = strain.trump();

    // One side holds most of the trumps.
    let mut strong_side = None;
    if let Some(trump) = trump
        && rng.random_bool(0.7)
    {
        let strong = Side::ALL[rng.random_range(0..2)];
        strong_side = Some(strong);
        for weak in strong.opponents().seats() {
            for card in hands[weak.index()].suit(trump).iter() {
                if rng.random_bool(0.8) {
                    let to = strong.seats()[rng.random_range(0..2)];
                    swap(&mut rng, &mut hands, weak, card, to, |c| c.suit != trump);
                }
            }
        }
    }

    // One hand holds most of a suit (perhaps the trump suit).
    if rng.random_bool(0.5) {
        let long = Seat::ALL[rng.random_range(0..4)];
        let suit = Suit::ALL[rng.random_range(0..4)];
        for other in Seat::ALL.into_iter().filter(|&seat| seat != long) {
            for card in hands[other.index()].suit(suit).iter() {
                if rng.random_bool(0.7) {
                    swap(&mut rng, &mut hands, other, card, long, |c| c.suit != suit);
                }
            }
        }
    }

    // The leader's partner holds the top cards, the leader small ones.
    let partner = leader.partner();
    let tops_to_partner = rng.random_bool(0.4);
    if tops_to_partner {
        for card in hands[leader.index()].iter() {
            if card.rank.number() >= 10 && rng.random_bool(0.8) {
                let same_suit_lower = |c: Card| c.suit == card.suit && c.rank < card.rank;
                if hands[partner.index()].iter().any(same_suit_lower) {
                    swap(&mut rng, &mut hands, leader, card, partner, same_suit_lower);
                } else {
                    swap(&mut rng, &mut hands, leader, card, partner, |c| {
                        c.rank.number() < 10
                    });
                }
            }
        }
    }

    // Each hand keeps n of its cards.
    Seat::ALL.map(|seat| {
        let mut weights: [u32; 4] = match rng.random_range(0..4) {
            0 => [1, 1, 1, 1],
            1 => [12, 1, 1, 0],
            2 => [6, 6, 1, 0],
            _ => [8, 3, 0, 0],
        };
        weights.shuffle(&mut rng);
        if let Some(trump) = trump
            && strong_side.is_some()
        {
            weights[trump.index()] = if strong_side == Some(seat.side()) {
                12
            } else {
                weights[trump.index()].min(1)
            };
        }
        let ranks = if tops_to_partner && seat == partner {
            Ranks::High
        } else if tops_to_partner && seat == leader {
            Ranks::Low
        } else {
            [Ranks::Any, Ranks::Any, Ranks::High, Ranks::Low][rng.random_range(0..4)]
        };
        keep(&mut rng, hands[seat.index()], n, weights, ranks)
    })
}

/// `n` cards of `hand`: each card from a suit drawn by `weights` (a suit of weight 0 only when
/// no other suit has cards left), and within the suit as `ranks` says.
fn keep(rng: &mut ChaCha8Rng, hand: Hand, n: usize, weights: [u32; 4], ranks: Ranks) -> Hand {
    let mut left = hand;
    let mut kept = Hand::EMPTY;
    for _ in 0..n {
        let weight = |suit: Suit| {
            if left.suit_len(suit) == 0 {
                0
            } else {
                weights[suit.index()]
            }
        };
        let total: u32 = Suit::ALL.into_iter().map(weight).sum();
        let suit = if total == 0 {
            any_card(rng, left)
                .expect("thirteen cards to keep from")
                .suit
        } else {
            let mut draw = rng.random_range(0..total);
            let mut chosen = Suit::Clubs;
            for suit in Suit::ALL {
                if draw < weight(suit) {
                    chosen = suit;
                    break;
                }
                draw -= weight(suit);
            }
            chosen
        };
        let cards: Vec<Card> = left.suit(suit).iter().collect(); // highest first
        let card = match ranks {
            Ranks::High if rng.random_bool(0.75) => cards[0],
            Ranks::Low if rng.random_bool(0.75) => cards[cards.len() - 1],
            _ => *cards.choose(rng).expect("a suit with cards left"),
        };
        left.remove(card);
        kept.insert(card);
    }
    kept
}

/// A skewed position of `n` cards a hand (see [`skewed_hands`]) in `strain` with `leader` on
/// lead, after `played` cards (0 to 3) of the first trick, each a random legal card.
fn skewed_position(seed: u64, n: usize, strain: Strain, leader: Seat, played: usize) -> Case {
    let hands = skewed_hands(seed, n, strain, leader);
    let mut rng = ChaCha8Rng::seed_from_u64(seed.rotate_left(17) ^ 0x9e37_79b9);
    let mut position = Position::from_hands(hands, strain, leader, &[]).expect("equal hands");
    let mut cards = Vec::new();
    for _ in 0..played.min(3) {
        let card = any_card(&mut rng, position.legal_cards()).expect("a legal card");
        position.play(card).expect("a legal card");
        cards.push(card);
    }
    Case {
        seed,
        hands,
        strain,
        leader,
        played: cards,
        position,
    }
}

// ---------------------------------------------------------------------------------------------
// The checks.
// ---------------------------------------------------------------------------------------------

/// Checks the solver's tricks for a case against the reference; `Err` describes a difference.
fn check_tricks(solver: &mut Solver, reference: &mut Reference, case: &Case) -> Result<(), String> {
    let expected = reference.tricks(&case.position);
    let got = solver.tricks(&case.position);
    if got == expected {
        Ok(())
    } else {
        Err(format!(
            "tricks for {} to move: expected {expected}, got {got}\n  {case}",
            case.position.to_move()
        ))
    }
}

/// Checks the solver's value of every card for a case against the reference (the same cards,
/// each worth what the position after it is worth); `Err` describes a difference.
fn check_card_values(
    solver: &mut Solver,
    reference: &mut Reference,
    case: &Case,
) -> Result<(), String> {
    let expected = reference.card_values(&case.position);
    let mut got = solver.card_values(&case.position);
    got.sort_unstable();
    if got == expected {
        Ok(())
    } else {
        let show = |values: &[(Card, u8)]| {
            values
                .iter()
                .map(|(card, value)| format!("{card}:{value}"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        Err(format!(
            "card values for {} to move: expected {}, got {}\n  {case}",
            case.position.to_move(),
            show(&expected),
            show(&got)
        ))
    }
}

/// Both checks, the tricks then the card values, with the same solver.
fn check_both(solver: &mut Solver, reference: &mut Reference, case: &Case) -> Result<(), String> {
    check_tricks(solver, reference, case)?;
    check_card_values(solver, reference, case)
}

/// Cases of [`tricks_agree_with_the_reference`]: one position each.
const TRICKS_CASES: u32 = 3000;
/// Cases of [`card_values_agree_with_the_reference`]: one position each.
const CARD_VALUES_CASES: u32 = 1500;
/// Cases of [`card_values_agree_on_longer_positions`]: one position each.
const LONGER_CASES: u32 = 60;
/// Cases of each test that keeps one solver: 40 runs of [`POSITIONS_PER_SOLVER`] positions,
/// and 40 lines of play of 16 to 24 positions.
const ONE_SOLVER_CASES: u32 = 40;
/// Positions a solver sees in one case of
/// [`one_solver_agrees_across_many_positions_of_a_strain`].
const POSITIONS_PER_SOLVER: usize = 50;
/// Seeds of [`every_strain_and_leader_of_fixed_deals`]: 100 positions each.
const FIXED_SEEDS: u64 = 16;
/// Cases of [`the_reference_agrees_with_a_plain_minimax`].
const PLAIN_CASES: u32 = 300;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(TRICKS_CASES))]

    /// The value of a skewed position, with a fresh solver.
    #[test]
    fn tricks_agree_with_the_reference(
        seed in any::<u64>(), n in 2usize..=6, strain in 0usize..5, leader in 0usize..4,
        played in 0usize..=3,
    ) {
        let case = skewed_position(seed, n, Strain::ALL[strain], Seat::ALL[leader], played);
        let result = check_tricks(&mut Solver::new(), &mut Reference::default(), &case);
        prop_assert!(result.is_ok(), "{}", result.unwrap_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CARD_VALUES_CASES))]

    /// The value of every card of a skewed position, with a fresh solver.
    #[test]
    fn card_values_agree_with_the_reference(
        seed in any::<u64>(), n in 2usize..=6, strain in 0usize..5, leader in 0usize..4,
        played in 0usize..=3,
    ) {
        let case = skewed_position(seed, n, Strain::ALL[strain], Seat::ALL[leader], played);
        let result = check_card_values(&mut Solver::new(), &mut Reference::default(), &case);
        prop_assert!(result.is_ok(), "{}", result.unwrap_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(LONGER_CASES))]

    /// The value of every card of a skewed position of 7 or 8 cards a hand, where more tricks
    /// are left for the bounds on later tricks to go wrong in.
    #[test]
    fn card_values_agree_on_longer_positions(
        seed in any::<u64>(), n in 7usize..=8, strain in 0usize..5, leader in 0usize..4,
        played in 0usize..=3,
    ) {
        let case = skewed_position(seed, n, Strain::ALL[strain], Seat::ALL[leader], played);
        let result = check_both(&mut Solver::new(), &mut Reference::default(), &case);
        prop_assert!(result.is_ok(), "{}", result.unwrap_err());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(ONE_SOLVER_CASES))]

    /// One solver for many consecutive positions of one strain: whatever its table keeps from
    /// one position must not spoil the next.
    #[test]
    fn one_solver_agrees_across_many_positions_of_a_strain(seed in any::<u64>(), strain in 0usize..5) {
        let mut solver = Solver::new();
        let mut reference = Reference::default();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..POSITIONS_PER_SOLVER {
            let case = skewed_position(
                rng.random(),
                rng.random_range(2..=6),
                Strain::ALL[strain],
                Seat::ALL[rng.random_range(0..4)],
                rng.random_range(0..=3),
            );
            let result = check_both(&mut solver, &mut reference, &case);
            prop_assert!(result.is_ok(), "{}", result.unwrap_err());
        }
    }

    /// One solver along a whole line of random play from a skewed position: each position
    /// shares most of its cards with the one before, so the table's entries are found again.
    #[test]
    fn one_solver_agrees_along_a_line_of_play(
        seed in any::<u64>(), n in 4usize..=6, strain in 0usize..5, leader in 0usize..4,
    ) {
        let mut solver = Solver::new();
        let mut reference = Reference::default();
        let mut case = skewed_position(seed, n, Strain::ALL[strain], Seat::ALL[leader], 0);
        let mut rng = ChaCha8Rng::seed_from_u64(!seed);
        loop {
            let result = check_both(&mut solver, &mut reference, &case);
            prop_assert!(result.is_ok(), "{}", result.unwrap_err());
            if case.position.tricks_left() == 1 && case.position.trick_len() == 3 {
                break;
            }
            // Play on; at a trick start the case is set up afresh from the cards left.
            let card = any_card(&mut rng, case.position.legal_cards()).expect("a legal card");
            case.position.play(card).expect("a legal card");
            if case.position.trick_len() == 0 {
                case.hands = case.position.hands();
                case.leader = case.position.leader();
                case.played.clear();
            } else {
                case.played.push(card);
            }
        }
    }
}

/// Every strain and every leader of the same hands, each strain with one solver for its four
/// leaders, over a fixed run of seeds and every size from 2 to 6 cards.
#[test]
fn every_strain_and_leader_of_fixed_deals() {
    let mut failures = Vec::new();
    for seed in 0..FIXED_SEEDS {
        for n in 2..=6 {
            for strain in Strain::ALL {
                let mut solver = Solver::new();
                let mut reference = Reference::default();
                for leader in Seat::ALL {
                    let played = (seed as usize + leader.index()) % 4;
                    let case = skewed_position(seed * 1000 + n as u64, n, strain, leader, played);
                    if let Err(failure) = check_both(&mut solver, &mut reference, &case) {
                        failures.push(failure);
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(PLAIN_CASES))]

    /// The reference against [`plain_minimax`] on skewed positions small enough for it.
    #[test]
    fn the_reference_agrees_with_a_plain_minimax(
        seed in any::<u64>(), n in 2usize..=4, strain in 0usize..5, leader in 0usize..4,
        played in 0usize..=3,
    ) {
        let case = skewed_position(seed, n, Strain::ALL[strain], Seat::ALL[leader], played);
        let node = Node::of(&case.position);
        prop_assert_eq!(Reference::default().value(&node), plain_minimax(&node), "{}", case);
    }
}

/// The reference itself on endings whose value is plain, so that an agreement between it and
/// the solver means something.
#[test]
fn the_reference_gets_plain_endings_right() {
    let hands = |text: &str| -> [Hand; 4] {
        let deal: cards::PartialDeal = text.parse().expect("a partial deal");
        Seat::ALL.map(|seat| deal.hand(seat).expect("every hand given"))
    };
    let card = |text: &str| text.parse::<Card>().expect("a card");
    let mut reference = Reference::default();
    // North's ace-king of spades over East's queen-jack, South's two small spades and West's
    // two small diamonds: in no trump North-South take both tricks, whoever leads.
    let two = hands("N:AK... QJ... 32... ..32.");
    let nt = Position::from_hands(two, Strain::NoTrump, Seat::North, &[]).expect("a position");
    assert_eq!(reference.tricks(&nt), 2);
    let east = Position::from_hands(two, Strain::NoTrump, Seat::East, &[]).expect("a position");
    assert_eq!(reference.tricks(&east), 0);
    // In diamonds West ruffs both spade tricks.
    let ruffs = Position::from_hands(two, Strain::Diamonds, Seat::North, &[]).expect("a position");
    assert_eq!(reference.tricks(&ruffs), 0);
    // After North's spade ace and East's jack, South to play: North-South win this trick
    // and the next in no trump.
    let mid = Position::from_hands(two, Strain::NoTrump, Seat::North, &[card("SA"), card("SJ")])
        .expect("a position");
    assert_eq!(reference.tricks(&mid), 2);
    let values = reference.card_values(&mid);
    assert_eq!(values, vec![(card("S2"), 2), (card("S3"), 2)]);
}
