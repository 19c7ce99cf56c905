//! The play's irregularities of issue 17 at random (faces, designations, dummy's cards changed,
//! retractions, fifth and surplus cards, proper leads, omissions, cards pointed the wrong way):
//! in every code at an open table the deal still ends, with 13 tricks quitted or a new deal,
//! and its log replays to the same state.

mod common;

use cards::{Card, Seat};
use common::{choice, open_table_at_four_spades};
use laws::CodeId;
use laws::table::{Event, Phase, Table};
use proptest::prelude::*;

/// The irregular event `pick` draws for `seat` (another seat, a card), if any.
fn irregularity(pick: usize, seat: Seat, card: Card) -> Option<Event> {
    let other = Seat::ALL[(pick / 7) % 4];
    let words = ["high", "low", "win", "heart", "8", "play anything", "SA"];
    Some(match pick % 23 {
        1 => Event::Spread { seat: other },
        2 => Event::Designate {
            seat: other,
            words: words[pick % words.len()].to_string(),
        },
        3 => Event::Redesignate { seat: other, card },
        4 => Event::DummyMisplay { seat: other, card },
        5 => Event::Retract { seat: other, card },
        6 => Event::FifthCard { seat: other, card },
        7 => Event::Lead { seat: other, card },
        8 => Event::Omit { seat },
        9 => Event::Surplus { seat: other, card },
        10 => Event::PointWrongly { seat: other },
        11 => Event::Play { seat: other, card },
        12 => Event::LeadFacedown { seat: other, card },
        _ => return None,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn open_play_with_the_new_irregularities_is_the_fold_of_its_log(
        seed in any::<u64>(),
        code in proptest::sample::select(CodeId::ALL.to_vec()),
        picks in proptest::collection::vec(0usize..1000, 52..160),
    ) {
        let mut table = open_table_at_four_spades(code, seed);
        let cards: Vec<Card> = Card::all().collect();
        let mut picks = picks.into_iter().cycle();
        let mut steps = 0;
        while table.state().phase == Phase::Play {
            let pick = picks.next().unwrap_or(0);
            steps += 1;
            prop_assert!(steps < 5000, "the play does not end: {}", serde_json::to_string(&table.view(None)).unwrap_or_default());
            if let Some(pending) = table.state().pending.clone() {
                prop_assert!(!pending.options.is_empty(), "no option: {:?}\n{}", pending, table.events().iter().map(|e| serde_json::to_string(e).unwrap_or_default()).collect::<Vec<_>>().join("\n"));
                let event = choice(&pending, pick);
                let applied = table.apply(event.clone());
                prop_assert!(applied.is_ok(), "{:?} refused: {:?}\n{:?}\n{}", event, applied, pending, table.events().iter().map(|e| serde_json::to_string(e).unwrap_or_default()).collect::<Vec<_>>().join("\n"));
                continue;
            }
            if table.state().claim.is_some() {
                for seat in Seat::ALL {
                    let _ = table.apply(Event::Agree { seat });
                }
                continue;
            }
            let seat = table.state().turn.expect("a turn");
            if pick % 19 == 0 {
                let _ = table.apply(Event::Attention { seat });
                continue;
            }
            if let Some(event) = irregularity(pick, seat, cards[pick % 52]) {
                let _ = table.apply(event);
                continue;
            }
            let start = pick % 52;
            let played = (0..52).any(|i| table.apply(Event::Play { seat, card: cards[(start + i) % 52] }).is_ok());
            if !played {
                // A surplus card unseen in a trick leaves its owner short: attention finds it,
                // or he concedes the rest.
                let found = Seat::ALL.iter().any(|&asker| table.apply(Event::Attention { seat: asker }).is_ok());
                if !found {
                    let _ = table.apply(Event::Concede { seat, tricks: 0 });
                }
            }
        }
        if table.state().phase == Phase::Ended && table.state().claim.is_none() {
            prop_assert!(table.state().played.len() <= 13);
        }
        let replayed = Table::replay(table.setup().clone(), table.events().iter().cloned())
            .expect("the log replays");
        prop_assert_eq!(replayed.state(), table.state());
    }
}
