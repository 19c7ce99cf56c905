//! The double-dummy tags a hand record carries (PBN 2.1 section 4.2): DoubleDummyTricks,
//! OptimumResultTable and OptimumScore.

use dds::DdTable;
use laws::par::Par;

use super::{Game, Located, Position, Tag, Token};

/// Sets `game`'s DoubleDummyTricks (20 hexadecimal digits, declarers N S E W, strains NT S H
/// D C), OptimumResultTable (the same as rows `N NT 7`) and, with a par, OptimumScore
/// (`NS +420`, North-South's par score), replacing any the game had.
pub fn add_double_dummy(game: &mut Game, table: &DdTable, par: Option<&Par>) {
    let mut rows = Vec::with_capacity(60);
    let cell = |text: String| Located::new(Position::default(), Token::Symbol(text));
    for declarer in DdTable::PBN_DECLARERS {
        for strain in DdTable::PBN_STRAINS {
            let tricks = table.tricks(declarer, strain);
            rows.push(cell(declarer.letter().to_string()));
            rows.push(cell(strain.symbol().to_string()));
            rows.push(cell(tricks.to_string()));
        }
    }
    game.set("DoubleDummyTricks", table.pbn_digits());
    game.set("OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R");
    if let Some(tag) = game
        .tags
        .iter_mut()
        .find(|tag| tag.name == "OptimumResultTable")
    {
        tag.section = rows;
    }
    if let Some(par) = par {
        game.set("OptimumScore", format!("NS {:+}", par.score));
    }
}

/// The tricks a DoubleDummyTricks value gives, if it is one (20 hexadecimal digits).
pub fn double_dummy_tricks(tag: &Tag) -> Option<DdTable> {
    DdTable::from_pbn_digits(&tag.value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cards::Seat;
    use dds::Strain;

    /// endplay's sample: DoubleDummyTricks "746b5747b55862758627" agrees with its
    /// OptimumResultTable (North: NT 7, S 4, H 6, D 11, C 5; West: NT 5, S 8, H 6, D 2, C 7).
    #[test]
    fn the_order_is_the_standards() {
        let table = double_dummy_tricks(&Tag::new("DoubleDummyTricks", "746b5747b55862758627"))
            .expect("20 digits");
        assert_eq!(table.tricks(Seat::North, Strain::Diamonds), 11);
        assert_eq!(table.tricks(Seat::North, Strain::NoTrump), 7);
        assert_eq!(table.tricks(Seat::West, Strain::Spades), 8);
        assert_eq!(table.tricks(Seat::West, Strain::Clubs), 7);
        let mut game = Game::default();
        add_double_dummy(&mut game, &table, None);
        assert_eq!(
            game.value("DoubleDummyTricks"),
            Some("746b5747b55862758627")
        );
        let rows: Vec<String> = game
            .tag("OptimumResultTable")
            .map(|t| t.tokens().map(|t| format!("{t:?}")).collect())
            .unwrap_or_default();
        assert_eq!(rows.len(), 60);
        assert!(double_dummy_tricks(&Tag::new("DoubleDummyTricks", "746b")).is_none());
    }
}
