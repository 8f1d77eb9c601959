//! The computer opponent on every playable game of the registry: every
//! level answers a legal move, takes a win in one, avoids a loss in one,
//! and a search repeats exactly for a seed however it is sliced.
//!
//! The test positions are found by seeded random games, so games merged
//! later are covered without new code here.

use tavoliere::ai::AnyComputer;
use tavoliere::ai::{Chunker, Level, Strength, Style, PLAYABLE};
use tavoliere::any_game::AnyGame;
use tavoliere::game::{Game, GameOptions, Outcome, Seat};
use tavoliere::games::cancelletto::eval::solver::{solve, Verdict};
use tavoliere::games::cancelletto::{Cancelletto, CancellettoOptions};
use tavoliere::games::GAMES;
use tavoliere::rng::Rng;

/// Every playable game at its defaults.
fn starts() -> Vec<Box<dyn AnyGame>> {
    GAMES
        .iter()
        .map(|info| (info.engine.start)(&[]).expect("default options are valid"))
        .collect()
}

/// Every level the page offers, and the two lower ones in each style
/// (the hard ones differ from them only in budget).
fn levels() -> Vec<Level> {
    let mut levels: Vec<Level> = PLAYABLE.iter().map(|&s| Level::new(s)).collect();
    for strength in [Strength::Easy, Strength::Medium] {
        for style in [Style::Mcts, Style::AlphaBeta] {
            levels.push(Level { strength, style });
        }
    }
    levels
}

/// Options under which a game's random games soon reach decisive
/// positions: Porta's random games run thousands of plies before anyone
/// has five points, so its loss-in-one search plays to one point.
fn quick_options(id: &str) -> Vec<(String, String)> {
    match id {
        "porta" => vec![("target".to_string(), "1".to_string())],
        _ => Vec::new(),
    }
}

fn after(position: &dyn AnyGame, mv: &str) -> Box<dyn AnyGame> {
    let mut next = position.clone_box();
    next.play_text(mv).expect("a legal move plays");
    next
}

fn wins(outcome: Option<Outcome>, seat: Seat) -> bool {
    matches!(outcome, Some(Outcome::Solved)) || outcome == Some(Outcome::Win(seat))
}

fn loses(outcome: Option<Outcome>, seat: Seat) -> bool {
    match outcome {
        Some(Outcome::Win(winner)) => winner != seat,
        Some(Outcome::Collapsed) => true,
        _ => false,
    }
}

/// Whether playing `mv` loses at once or lets the next player win at once.
fn blunders(position: &dyn AnyGame, mv: &str) -> bool {
    let me = position.to_move();
    let next = after(position, mv);
    if loses(next.outcome(), me) {
        return true;
    }
    if next.outcome().is_some() || next.to_move() == me {
        return false;
    }
    next.legal_move_texts()
        .iter()
        .any(|reply| loses(after(next.as_ref(), reply).outcome(), me))
}

/// The level's answer, run to its work budget in uneven slices; expert,
/// which has no budget, by a clock that moves on 0.01 ms at each look, for
/// 50 ms: about 5,000 chunks, whatever this machine's speed.
fn answer(position: &dyn AnyGame, level: Level, seed: u64) -> String {
    let mut thinker = position.thinker(level, seed);
    if level.strength.is_timed() {
        let mut ms = 0.0;
        let mut clock = || {
            ms += 0.01;
            ms
        };
        Chunker::default().think(thinker.as_mut(), &mut clock, 50.0);
        return thinker.best_move().expect("a live game has a move");
    }
    let mut slice = 1;
    while !thinker.step(slice) {
        slice = slice * 3 % 5_000 + 1;
    }
    thinker.best_move().expect("a live game has a move")
}

/// Positions along seeded random games, up to `limit` per game.
fn positions_along(start: &dyn AnyGame, games: u64, limit: usize) -> Vec<Box<dyn AnyGame>> {
    let mut found = Vec::new();
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut position = start.clone_box();
        while position.outcome().is_none() && found.len() < limit * (seed as usize + 1) {
            found.push(position.clone_box());
            let moves = position.legal_move_texts();
            position.play_text(&moves[rng.below(moves.len())]).unwrap();
        }
    }
    found
}

#[test]
fn every_level_answers_a_legal_move_in_every_game() {
    for start in starts() {
        let middle = positions_along(start.as_ref(), 1, 12).pop().unwrap();
        for position in [start.clone_box(), middle] {
            let legal = position.legal_move_texts();
            for level in levels() {
                let mv = answer(position.as_ref(), level, 3);
                assert!(
                    legal.contains(&mv),
                    "{} at {level}: `{mv}` is not legal in {}",
                    start.id(),
                    position.position_text()
                );
            }
        }
    }
}

#[test]
fn the_random_yardstick_answers_a_legal_move() {
    for start in starts() {
        let mv = answer(start.as_ref(), Level::new(Strength::Random), 9);
        assert!(start.legal_move_texts().contains(&mv), "{}", start.id());
    }
}

/// Positions one move before a win: the position before a random game's
/// winning move. Random play almost never wins Cancelletto together, so its
/// positions come from the solver's plans for seeded boards.
fn near_wins(start: &dyn AnyGame) -> Vec<Box<dyn AnyGame>> {
    let mut found = Vec::new();
    if start.id() == <Cancelletto as Game>::ID {
        for seed in 1..300 {
            if found.len() >= 2 {
                break;
            }
            let mut options = CancellettoOptions::default();
            options.set("board", &seed.to_string()).expect("a seed");
            let board = Cancelletto::new(&options);
            if let Verdict::Winnable(plan) = solve(&board, 2000).verdict {
                let mut position = board.clone();
                for mv in &plan[..plan.len() - 1] {
                    position.play(mv).expect("the plan is legal");
                }
                found.push(Box::new(position) as Box<dyn AnyGame>);
            }
        }
        return found;
    }
    for seed in 0..40 {
        if found.len() >= 2 {
            break;
        }
        let mut rng = Rng::new(seed);
        let mut position = start.clone_box();
        let mut before = None;
        while position.outcome().is_none() {
            let moves = position.legal_move_texts();
            before = Some(position.clone_box());
            position.play_text(&moves[rng.below(moves.len())]).unwrap();
        }
        let before = before.expect("the game did not end at its start");
        if wins(position.outcome(), before.to_move()) {
            found.push(before);
        }
    }
    found
}

#[test]
fn every_level_takes_a_win_in_one() {
    for start in starts() {
        let mut tested = 0;
        for (seed, before) in near_wins(start.as_ref()).into_iter().enumerate() {
            let seed = seed as u64;
            let me = before.to_move();
            tested += 1;
            for level in levels() {
                let mv = answer(before.as_ref(), level, seed);
                assert!(
                    wins(after(before.as_ref(), &mv).outcome(), me),
                    "{} at {level} missed a win in one with `{mv}` in {}",
                    start.id(),
                    before.position_text()
                );
            }
        }
        assert!(tested > 0, "{}: no win in one found to test", start.id());
    }
}

#[test]
fn every_level_avoids_a_loss_in_one_when_it_can() {
    for info in GAMES.iter() {
        let engine = &info.engine;
        let start = (engine.start)(&quick_options(info.id)).expect("quick options are valid");
        let mut tested = 0;
        'search: for seed in 0..60u64 {
            let mut rng = Rng::new(1_000 + seed);
            let mut position = start.clone_box();
            let mut plies = 0;
            while position.outcome().is_none() && plies < 400 {
                let moves = position.legal_move_texts();
                // Only look at every few positions: checking replies is costly.
                if plies % 3 == 0 && moves.len() <= 80 {
                    let bad = moves
                        .iter()
                        .filter(|mv| blunders(position.as_ref(), mv))
                        .count();
                    if bad > 0 && bad < moves.len() {
                        tested += 1;
                        for level in levels() {
                            let mv = answer(position.as_ref(), level, seed);
                            assert!(
                                !blunders(position.as_ref(), &mv),
                                "{} at {level} allowed a loss in one with `{mv}` in {}",
                                start.id(),
                                position.position_text()
                            );
                        }
                        if tested >= 2 {
                            break 'search;
                        }
                        continue 'search;
                    }
                }
                position.play_text(&moves[rng.below(moves.len())]).unwrap();
                plies += 1;
            }
        }
        assert!(tested > 0, "{}: no avoidable loss in one found", start.id());
    }
}

#[test]
fn a_search_repeats_for_a_seed_however_it_is_sliced() {
    for start in starts() {
        let position = positions_along(start.as_ref(), 1, 9).pop().unwrap();
        for style in [Style::Mcts, Style::AlphaBeta] {
            let level = Level {
                strength: Strength::Easy,
                style,
            };
            let mut whole = position.thinker(level, 5);
            while !whole.step(1 << 20) {}
            let sliced = answer(position.as_ref(), level, 5);
            assert_eq!(whole.best_move().unwrap(), sliced, "{} {level}", start.id());
        }
    }
}

#[test]
fn a_finished_game_has_no_answer() {
    for start in starts() {
        let mut rng = Rng::new(4);
        let mut position = start.clone_box();
        while position.outcome().is_none() {
            let moves = position.legal_move_texts();
            position.play_text(&moves[rng.below(moves.len())]).unwrap();
        }
        let mut thinker = position.thinker(Level::new(Strength::Hard), 1);
        assert!(thinker.step(100));
        assert_eq!(thinker.best_move(), None, "{}", start.id());
    }
}
