//! What the reader repairs in a game as it reads it, each repair with its warning, so that
//! the game written again is in the standard's strict export format (PBN 2.1 section 2.1:
//! import is tolerant, export strict): a contract written with `R` for redoubled (`3NR`, as
//! some scoring programs write it) becomes `3NTXX`; `--` in the play becomes `-`, a card
//! unknown (section 3.6); a note referred to (`=0=`) that no Note tag gives is dropped, the
//! call or card before it kept (sections 3.5.4 and 3.6.4).

use laws::{Contract, Doubling};

use super::{Game, Located, Token};
use crate::error::Warning;

/// Makes every repair of `game`, adding a warning for each to [`Game::warnings`].
pub(super) fn repair(game: &mut Game) {
    redoubled_with_r(game);
    dashes_in_the_play(game);
    notes_not_given(game);
}

/// A contract written with `R` for redoubled (`3NR`, `5DR`, `4SR`): the contract, redoubled.
/// `None` for any other text (a contract PBN can read, or one it cannot read at all).
pub(super) fn redoubled_with_letter_r(text: &str) -> Option<Contract> {
    let text = text.trim();
    let undoubled = text.strip_suffix(['R', 'r'])?;
    if text.parse::<Contract>().is_ok() {
        return None;
    }
    let mut contract: Contract = undoubled.parse().ok()?;
    if contract.doubling != Doubling::Undoubled {
        return None;
    }
    contract.doubling = Doubling::Redoubled;
    Some(contract)
}

/// The Contract tag written with `R`, rewritten as PBN writes a redoubled contract.
fn redoubled_with_r(game: &mut Game) {
    let Some(tag) = game.tags.iter_mut().find(|tag| tag.name == "Contract") else {
        return;
    };
    let Some(contract) = redoubled_with_letter_r(&tag.value) else {
        return;
    };
    game.warnings.push(Warning::new(
        tag.at,
        format!(
            "the contract \"{}\" is read as {contract}, redoubled (PBN writes a redouble `XX`)",
            tag.value.trim()
        ),
    ));
    tag.value = contract.to_string();
}

/// `--` (or a longer run of dashes) in the play section: one `-`, a card unknown.
fn dashes_in_the_play(game: &mut Game) {
    let Some(tag) = game.tags.iter_mut().find(|tag| tag.name == "Play") else {
        return;
    };
    for token in &mut tag.section {
        if let Token::Symbol(text) = &mut token.item
            && text.len() > 1
            && text.bytes().all(|b| b == b'-')
        {
            game.warnings.push(Warning::new(
                token.at,
                format!(
                    "`{text}` in the play is read as `-`, a card unknown (PBN 2.1 section 3.6)"
                ),
            ));
            *text = "-".to_string();
        }
    }
}

/// Note references in the auction and play that no Note tag gives: dropped.
fn notes_not_given(game: &mut Game) {
    let given: Vec<u16> = game.notes().map(|(number, _)| number).collect();
    for tag in &mut game.tags {
        let what = match tag.name.as_str() {
            "Auction" => "call",
            "Play" => "card",
            _ => continue,
        };
        tag.section.retain(|Located { at, item }| match item {
            Token::Note(number) if !given.contains(number) => {
                game.warnings.push(Warning::new(
                    *at,
                    format!(
                        "note ={number}= is referred to, and no [Note \"{number}:...\"] gives it: the reference is dropped, the {what} kept"
                    ),
                ));
                false
            }
            _ => true,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_is_read_as_redoubled_only_where_it_can_mean_nothing_else() {
        for (text, read) in [
            ("3NR", "3NTXX"),
            ("5DR", "5DXX"),
            ("4SR", "4SXX"),
            ("3ntr", "3NTXX"),
            (" 1CR ", "1CXX"),
        ] {
            assert_eq!(
                redoubled_with_letter_r(text)
                    .map(|c| c.to_string())
                    .as_deref(),
                Some(read),
                "{text}"
            );
        }
        for text in ["3NT", "4SXX", "4SXR", "R", "8SR", "3R", "Pass", ""] {
            assert_eq!(redoubled_with_letter_r(text), None, "{text}");
        }
    }
}
