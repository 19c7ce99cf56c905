//! Reading PBN deal notation (PBN 2.1, section 3.4.11): `N:AKQ2.T98.765.432 - ...`.
//!
//! The reader is tolerant in the ways real files need: any run of white space between hands,
//! lower-case letters, `10` for the ten, and `-` for an unknown hand. Writing is in
//! [`crate::PartialDeal::to_pbn`], always canonical.

use crate::card::{Card, Rank, Suit};
use crate::deal::PartialDeal;
use crate::error::DealError;
use crate::hand::Hand;
use crate::seat::Seat;

/// Parses PBN deal notation into a partial deal (hands checked to be disjoint).
pub(crate) fn parse_deal(text: &str) -> Result<PartialDeal, DealError> {
    let text = text.trim();
    let (first, hands_text) = match text.split_once(':') {
        Some((seat, rest)) if seat.trim().len() == 1 => {
            let letter = seat.trim().chars().next().unwrap_or(' ');
            match Seat::from_letter(letter) {
                Some(first) => (first, rest),
                None => return Err(DealError::MissingFirstSeat(text.to_string())),
            }
        }
        _ => return Err(DealError::MissingFirstSeat(text.to_string())),
    };
    let fields: Vec<&str> = hands_text.split_whitespace().collect();
    if fields.len() != 4 {
        return Err(DealError::WrongHandCount(fields.len()));
    }
    let mut hands = [None; 4];
    for (step, field) in fields.into_iter().enumerate() {
        let seat = first.clockwise(step);
        if field != "-" {
            hands[seat.index()] = Some(parse_hand(seat, field)?);
        }
    }
    PartialDeal::new(hands)
}

/// Parses one hand, `AKQ2.T98.765.432`, spades first.
fn parse_hand(seat: Seat, text: &str) -> Result<Hand, DealError> {
    let suits: Vec<&str> = text.split('.').collect();
    if suits.len() != 4 {
        return Err(DealError::WrongSuitCount {
            seat,
            text: text.to_string(),
            found: suits.len(),
        });
    }
    let mut hand = Hand::EMPTY;
    for (suit, holding) in Suit::DISPLAY_ORDER.into_iter().zip(suits) {
        let mut chars = holding.chars().peekable();
        while let Some(c) = chars.next() {
            let rank = if c == '1' && chars.peek() == Some(&'0') {
                chars.next();
                Rank::Ten
            } else {
                Rank::from_letter(c).ok_or(DealError::UnknownCharacter {
                    seat,
                    suit,
                    character: c,
                })?
            };
            let card = Card::new(suit, rank);
            if !hand.insert(card) {
                return Err(DealError::DuplicateCard {
                    card,
                    first: seat,
                    second: seat,
                });
            }
        }
    }
    Ok(hand)
}

#[cfg(test)]
mod tests {
    use crate::card::Suit;
    use crate::deal::{Deal, PartialDeal};
    use crate::error::DealError;
    use crate::seat::Seat;

    const DEAL: &str = "N:AKQ2.T98.765.432 JT98.AKQ.432.765 7654.765.AKQ.JT9 3.J432.JT98.AKQ8";

    #[test]
    fn reads_and_writes_pbn_from_any_first_seat() {
        let deal: Deal = DEAL.parse().unwrap();
        assert_eq!(deal.to_string(), DEAL);
        assert_eq!(deal.hand(Seat::East).to_string(), "JT98.AKQ.432.765");
        let from_east = deal.to_pbn(Seat::East);
        assert!(from_east.starts_with("E:JT98.AKQ.432.765 "));
        assert_eq!(from_east.parse::<Deal>().unwrap(), deal);
    }

    #[test]
    fn one_unknown_hand_is_inferred() {
        let partial = "N:AKQ2.T98.765.432 JT98.AKQ.432.765 7654.765.AKQ.JT9 -";
        let deal: Deal = partial.parse().unwrap();
        assert_eq!(deal.to_string(), DEAL);
        let p: PartialDeal = "S:- - - -".parse().unwrap();
        assert_eq!(p.to_pbn(Seat::North), "N:- - - -");
        assert_eq!(
            "N:- - 7654.765.AKQ.JT9 -".parse::<Deal>(),
            Err(DealError::UnknownHands(vec![
                Seat::North,
                Seat::East,
                Seat::West
            ]))
        );
    }

    #[test]
    fn tolerates_case_spacing_and_tens() {
        let messy = "n:akq2.1098.765.432   jt98.AKQ.432.765\t7654.765.AKQ.JT9 3.J432.JT98.AKQ8";
        assert_eq!(messy.parse::<Deal>().unwrap().to_string(), DEAL);
    }

    #[test]
    fn errors_name_the_hand_and_the_card() {
        let dup = "N:AKQ2.T98.765.432 AT98.AKQ.432.765 7654.765.AKQ.JT9 3.J432.JT98.AKQ8";
        let err = dup.parse::<Deal>().unwrap_err();
        assert_eq!(
            err,
            DealError::DuplicateCard {
                card: "SA".parse().unwrap(),
                first: Seat::North,
                second: Seat::East
            }
        );
        assert_eq!(err.to_string(), "SA appears twice: in N's hand and in E's");

        let twelve = "N:AKQ2.T98.765.432 JT98.AKQ.432.765 7654.765.AKQ.JT9 3.J432.JT98.AKQ";
        assert_eq!(
            twelve.parse::<Deal>(),
            Err(DealError::WrongCardCount {
                seat: Seat::West,
                count: 12
            })
        );

        let odd_char = "N:AKQ2.T98.765.43X JT98.AKQ.432.765 7654.765.AKQ.JT9 3.J432.JT98.AKQ8";
        let err = odd_char.parse::<Deal>().unwrap_err();
        assert_eq!(
            err,
            DealError::UnknownCharacter {
                seat: Seat::North,
                suit: Suit::Clubs,
                character: 'X'
            }
        );
        assert!(err.to_string().contains("N's hand has 'X' among its clubs"));

        assert!(matches!(
            "AKQ2.T98.765.432".parse::<Deal>(),
            Err(DealError::MissingFirstSeat(_))
        ));
        assert_eq!(
            "N:AKQ2.T98.765.432".parse::<Deal>(),
            Err(DealError::WrongHandCount(1))
        );
        assert!(matches!(
            "N:AKQ2.T98.765 - - -".parse::<PartialDeal>(),
            Err(DealError::WrongSuitCount {
                seat: Seat::North,
                found: 3,
                ..
            })
        ));
        let twice = "N:AKQA.T98.765.432 - - -";
        assert_eq!(
            twice.parse::<PartialDeal>().unwrap_err().to_string(),
            "SA appears twice: in N's hand and in N's"
        );
    }
}
