//! What each seat may see of explanations (Laws 16B, 20F, 75A): a player's alert of his own
//! call and his correction of it are for the opponents; nothing in his partner's view (the
//! state, the rulings, a pending ruling) carries their words.

use cards::Seat;
use formats::transcript::Transcript;

/// South alerts his 2D "transfer to hearts" and corrects it to "natural, to play" (the
/// Law 21B1 transcript): East and West see both; North, South's partner, sees neither; the
/// Director sees both.
#[test]
fn a_players_explanations_are_not_in_his_partners_view() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/transcripts/duplicate2017-law21b1-correction-lets-the-last-call-be-changed.txt"
    );
    let text = std::fs::read_to_string(path).expect("the transcript");
    let table = Transcript::parse(&text)
        .expect("parses")
        .run()
        .expect("runs");
    let seen = |seat: Option<Seat>| serde_json::to_string(&table.view(seat)).expect("a view");
    for words in ["transfer to hearts", "natural, to play"] {
        assert!(
            !seen(Some(Seat::North)).contains(words),
            "North sees {words:?}"
        );
        assert!(
            seen(Some(Seat::East)).contains(words),
            "East does not see {words:?}"
        );
        assert!(
            seen(Some(Seat::West)).contains(words),
            "West does not see {words:?}"
        );
        assert!(
            seen(None).contains(words),
            "the Director does not see {words:?}"
        );
    }
}
