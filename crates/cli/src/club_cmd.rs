//! `arbiter cut` and `arbiter club`: forming a table and cutting for partners in every code,
//! and a club procedure log run to its end.

use std::process::ExitCode;

use anyhow::{Context, bail};
use cards::Card;
use clap::Args;
use club::procedure::{
    Event, NextRubber, Procedure, ProcedureView, Purpose, Standing, parse_log, random_card,
};
use laws::CodeId;
use laws::cut::parse_drawn_card;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde_json::json;

use crate::Input;

/// Options of `arbiter cut`.
#[derive(Args)]
pub(crate) struct CutArgs {
    /// The code of laws (rubber, chicago, auction1908, auction1912, auction1915).
    #[arg(long)]
    code: CodeId,
    /// Four to six candidates of equal standing, comma-separated: "Ann,Bob,Cy,Di".
    #[arg(long)]
    players: String,
    /// The cards drawn, in the order drawn (2H or H2), comma-separated: with more than four
    /// players first the cut for the right to play, then the four's cut for partners, then
    /// any re-draws. Several cards exposed at once are joined with `+` (2H+9S, Law 16).
    #[arg(long)]
    cards: Option<String>,
    /// Draw the cards (or those --cards does not give) at random from this seed.
    #[arg(long)]
    seed: Option<u64>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Options of `arbiter club`.
#[derive(Args)]
pub(crate) struct ClubArgs {
    /// The procedure log (see the README), `-` for standard input.
    file: Input,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub(crate) fn run_cut(args: &CutArgs) -> anyhow::Result<ExitCode> {
    let names: Vec<String> = args
        .players
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    if !(4..=6).contains(&names.len()) {
        bail!(
            "four to six players cut at a table (1912 Law 19; Rules for Club Procedure C); {} given",
            names.len()
        );
    }
    let mut given: Vec<Vec<Card>> = match &args.cards {
        Some(text) => text
            .split(',')
            .map(|draw| {
                draw.split('+')
                    .map(|c| parse_drawn_card(c.trim()).with_context(|| format!("--cards: '{c}'")))
                    .collect::<anyhow::Result<Vec<Card>>>()
            })
            .collect::<anyhow::Result<_>>()?,
        None => Vec::new(),
    };
    given.reverse();
    let seed = match (args.seed, &args.cards) {
        (Some(seed), _) => Some(seed),
        (None, None) => Some(rand::random()),
        (None, Some(_)) => None,
    };
    let mut rng = seed.map(ChaCha20Rng::seed_from_u64);
    let mut table = Procedure::new(args.code)?;
    table.apply(Event::Apply {
        names: names.clone(),
        standing: Standing::NotPlayed,
    })?;
    let mut draws: Vec<(String, Vec<Card>, Purpose)> = Vec::new();
    while table.cut().is_none() {
        let Some((purpose, waiting)) = table.must_draw() else {
            bail!("no draw is due and no cut has been made");
        };
        let Some(name) = waiting.first().cloned() else {
            bail!("nobody is left to draw");
        };
        let cards = match (given.pop(), rng.as_mut()) {
            (Some(cards), _) => cards,
            (None, Some(rng)) => vec![
                random_card(rng, &table.cards_in_round())
                    .context("every card of the pack has been drawn")?,
            ],
            (None, None) => bail!(
                "the cards given have run out: {} still to draw (give more cards, or --seed)",
                waiting.join(", ")
            ),
        };
        table.apply(Event::Draw {
            name: name.clone(),
            cards: cards.clone(),
        })?;
        draws.push((name, cards, purpose));
    }
    if !given.is_empty() {
        bail!("{} cards were given that nobody drew", given.len());
    }
    let rules = table.rules();
    let Some(cut) = table.cut() else {
        bail!("no cut was made");
    };
    let out: Vec<&String> = names.iter().filter(|n| !cut.order.contains(n)).collect();
    if args.json {
        let draws: Vec<_> = draws
            .iter()
            .map(|(name, cards, purpose)| {
                let cards: Vec<String> = cards.iter().map(Card::to_string).collect();
                json!({"name": name, "cards": cards, "purpose": purpose})
            })
            .collect();
        println!(
            "{}",
            json!({
                "code": args.code.name(),
                "seed": seed,
                "draws": draws,
                "players": cut.order,
                "sit_out": out,
                "dealer": cut.dealer,
                "partnerships": [cut.dealers_side, cut.opponents],
                "rulings": table.rulings(),
            })
        );
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(seed) = seed {
        println!("Seed: {seed}");
    }
    for ruling in table.rulings() {
        println!("{}: {}", ruling.law, ruling.text);
    }
    println!("Cards rank ({}): {}", rules.laws.ranking, rules.describe());
    let mut players = cut.order.clone();
    players.sort_by_key(|p| names.iter().position(|n| n == p));
    println!("Play: {} ({})", players.join(", "), rules.laws.players);
    if !out.is_empty() {
        let out: Vec<&str> = out.iter().map(|s| s.as_str()).collect();
        println!("Sit out: {} ({})", out.join(", "), rules.laws.players);
    }
    let law = cut.laws.last().copied().unwrap_or(rules.laws.partners);
    println!(
        "Partners: {} and {} against {} and {} ({law})",
        cut.dealers_side[0], cut.dealers_side[1], cut.opponents[0], cut.opponents[1]
    );
    println!(
        "Dealer: {}, who chooses his seat and the cards ({})",
        cut.dealer, rules.laws.partners
    );
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn run_club(args: &ClubArgs) -> anyhow::Result<ExitCode> {
    let log = parse_log(&args.file.read()?)?;
    let table = log.run()?;
    let view = table.view();
    if args.json {
        println!("{}", serde_json::to_string(&view)?);
    } else {
        print!("{}", describe(&view, table.rules()));
    }
    Ok(ExitCode::SUCCESS)
}

/// The membership and who plays next, for a person.
fn describe(view: &ProcedureView, rules: &laws::cut::CutRules) -> String {
    let mut out = format!("Table ({}), {} rubbers played\n", view.code, view.rubbers);
    for member in &view.members {
        let away = if member.away {
            ", away (returning)"
        } else {
            ""
        };
        out.push_str(&format!(
            "Member: {} ({} consecutive rubbers, {} in all{away})\n",
            member.name, member.consecutive, member.rubbers
        ));
    }
    if !view.waiting.is_empty() {
        out.push_str(&format!(
            "Waiting: {} ({})\n",
            view.waiting.join(", "),
            if view.formed {
                rules.laws.succession
            } else {
                rules.laws.players
            }
        ));
    }
    match &view.next {
        NextRubber::Playing { cut } => out.push_str(&format!(
            "Playing: {} and {} against {} and {}; {} dealt first ({})\n",
            cut.dealers_side[0],
            cut.dealers_side[1],
            cut.opponents[0],
            cut.opponents[1],
            cut.dealer,
            cut.laws.last().copied().unwrap_or(rules.laws.partners)
        )),
        NextRubber::Players { names } => out.push_str(&format!(
            "Next rubber: {} ({})\n",
            names.join(", "),
            rules.laws.cutting_out
        )),
        NextRubber::ToDraw { purpose, names } => {
            let (what, law) = match purpose {
                Purpose::Forming => ("to form the table", rules.laws.players),
                Purpose::CuttingOut => ("to cut out", rules.laws.cutting_out),
                Purpose::Partners => ("for partners and the deal", rules.laws.partners),
                Purpose::Entry => ("for precedence of entry", rules.laws.entry),
            };
            out.push_str(&format!("To draw {what}: {} ({law})\n", names.join(", ")));
        }
        NextRubber::Undecided => out.push_str("Next rubber: not enough players\n"),
    }
    for substitution in &view.substitutes {
        out.push_str(&format!(
            "Substitute: {} for {} until the end of the rubber ({})\n",
            substitution.substitute, substitution.player, rules.laws.substitute
        ));
    }
    if let Some(broken) = &view.broken_up {
        out.push_str(&format!(
            "Broken up by {}: {} have a prior right elsewhere ({})\n",
            broken.by,
            broken.others.join(", "),
            rules.laws.break_up
        ));
    }
    for ruling in &view.rulings {
        out.push_str(&format!("Ruling, {}: {}\n", ruling.law, ruling.text));
    }
    out
}
