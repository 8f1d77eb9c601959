//! Every text a game can show a player has an Italian translation.
//!
//! Plays seeded random games of every game with every value of every
//! choice option, and collects what the page would show: whose turn it is,
//! notes, results with their reasons, refusals of random clicks (`explain`),
//! the errors of unreadable and illegal moves, the options' help, the
//! choice buttons, the board read out and the home page's summaries. Each
//! must translate completely: no piece may fall back to English.

use std::collections::BTreeSet;

use tavoliere::any_game::AnyGame;
use tavoliere::game::{Seat, Target};
use tavoliere::games::GAMES;
use tavoliere::geometry::Coord;
use tavoliere::rng::Rng;
use tavoliere::ui::describe::describe;
use tavoliere::ui::i18n::games::translate;

/// Random games per option set, and the plies each may last.
const GAMES_PER_SETTING: u64 = 2;
const PLY_LIMIT: usize = 160;

fn random_target(game: &dyn AnyGame, rng: &mut Rng) -> Target {
    let scene = game.scene();
    let cell = Coord::new(
        rng.below(scene.width as usize) as u8,
        rng.below(scene.height as usize) as u8,
    );
    match rng.below(8) {
        0 if scene.walls.is_some() => Target::Groove {
            at: cell,
            horizontal: rng.below(2) == 0,
        },
        1 if scene.tiles.is_some() => Target::Side {
            cell,
            side: rng.below(4) as u8,
        },
        2 if scene.tiles.is_some() => {
            let n = scene.tiles.as_ref().map_or(1, |t| t.tile.max(1));
            Target::Tile(Coord::new(cell.file / n, cell.rank / n))
        }
        3 => Target::Level {
            cell,
            level: rng.below(3) as u8,
        },
        4 if scene.goals => Target::Goal(Seat(rng.below(2) as u8)),
        _ => Target::Cell(cell),
    }
}

/// Collects what the page shows of this position, and of a few refused clicks.
fn collect(game: &dyn AnyGame, rng: &mut Rng, texts: &mut BTreeSet<String>) {
    for seat in 0..game.seat_count() {
        texts.insert(game.seat_name(Seat(seat as u8)).to_string());
    }
    texts.extend(game.notes());
    let names: Vec<&str> = (0..game.seat_count())
        .map(|i| game.seat_name(Seat(i as u8)))
        .collect();
    texts.extend(describe(&game.scene(), &names));
    if let Some(outcome) = game.outcome() {
        texts.insert(tavoliere::any_game::describe_outcome(game, outcome));
        return;
    }
    let legal = game.legal_moves();
    for mv in &legal {
        for click in &mv.clicks {
            if let Target::Choice(name) = click {
                texts.insert(capitalised(name));
            }
        }
    }
    for _ in 0..3 {
        // A random click alone, and after the first clicks of a legal move.
        let mut clicks = Vec::new();
        if rng.below(2) == 0 && !legal.is_empty() {
            let mv = &legal[rng.below(legal.len())];
            let keep = rng.below(mv.clicks.len());
            clicks.extend_from_slice(&mv.clicks[..keep]);
        }
        clicks.push(random_target(game, rng));
        let starts = legal.iter().any(|m| m.clicks.starts_with(&clicks));
        if !starts {
            texts.extend(game.explain(&clicks));
        }
    }
    let mut copy = game.clone_box();
    if let Err(error) = copy.play_text("zz9-") {
        texts.insert(error.to_string());
    }
}

/// A choice's button label, as the page writes it.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn texts_of_every_game() -> BTreeSet<String> {
    let mut texts = BTreeSet::new();
    for info in GAMES.iter() {
        let engine = &info.engine;
        texts.insert(info.summary.to_string());
        let specs = (engine.options)();
        let mut settings: Vec<Vec<(String, String)>> = vec![Vec::new()];
        for spec in specs {
            texts.insert(spec.help.to_string());
            for choice in spec.choices {
                settings.push(vec![(spec.key.to_string(), choice.to_string())]);
            }
            let bad = [(spec.key.to_string(), "zz".to_string())];
            if let Err(error) = (engine.start)(&bad) {
                texts.insert(error.to_string());
            }
        }
        for pairs in settings {
            let Ok(start) = (engine.start)(&pairs) else {
                continue;
            };
            for seed in 0..GAMES_PER_SETTING {
                let mut rng = Rng::new(seed * 7919 + info.id.len() as u64);
                let mut game = start.clone_box();
                let mut earlier: Option<String> = None;
                for _ in 0..PLY_LIMIT {
                    collect(game.as_ref(), &mut rng, &mut texts);
                    let moves = game.legal_move_texts();
                    if moves.is_empty() {
                        break;
                    }
                    if let Some(old) = &earlier {
                        if !moves.contains(old) {
                            if let Err(error) = game.clone_box().play_text(old) {
                                texts.insert(error.to_string());
                            }
                        }
                    }
                    let mv = moves[rng.below(moves.len())].clone();
                    earlier = Some(mv.clone());
                    game.play_text(&mv).expect("a legal move plays");
                }
            }
        }
    }
    texts
}

#[test]
fn every_text_a_game_shows_has_an_italian_translation() {
    let texts = texts_of_every_game();
    assert!(
        texts.len() > 100,
        "too few texts collected: {}",
        texts.len()
    );
    let missing: Vec<String> = texts
        .iter()
        .filter_map(|text| {
            let error = translate(text).err()?;
            Some(format!(
                "{text}\n    untranslated: {}",
                error.missing.join(" | ")
            ))
        })
        .collect();
    if let Ok(path) = std::env::var("I18N_DUMP") {
        let all: Vec<&str> = texts.iter().map(String::as_str).collect();
        std::fs::write(path, all.join("\n")).expect("the dump is written");
    }
    assert!(
        missing.is_empty(),
        "{} of {} texts lack Italian:\n{}",
        missing.len(),
        texts.len(),
        missing.join("\n")
    );
}
