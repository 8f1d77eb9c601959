//! What the page pays after every move: the legal moves with their
//! notation and clicks (`AnyGame::legal_moves`), which the click machine
//! and the move list need before the next click. Measured along seeded
//! random games in every game, with Gyges also from its fixed home rows.

use std::time::Instant;

use tavoliere::any_game::AnyGame;
use tavoliere::games::GAMES;

use crate::random_positions::along_random_games;

/// Positions measured per game, over as many random games as it takes.
const POSITIONS: usize = 200;

/// Prints, per game, the mean and slowest time to list the moves with
/// their clicks along seeded random games.
pub fn bench_page_moves() {
    let mut starts: Vec<(String, Box<dyn AnyGame>)> = GAMES
        .iter()
        .map(|info| {
            let start = (info.engine.start)(&[]).expect("default options are valid");
            (info.id.to_string(), start)
        })
        .collect();
    if let Some(gyges) = GAMES.iter().find(|info| info.id == "gyges") {
        let rows = [("setup".to_string(), "321123/321123".to_string())];
        let start = (gyges.engine.start)(&rows).expect("a valid setup");
        starts.push(("gyges setup=321123/321123".to_string(), start));
    }
    for (name, start) in starts {
        let (mut total, mut slowest) = (0.0f64, 0.0f64);
        let positions = along_random_games(start.as_ref(), 7, POSITIONS, 1);
        for position in &positions {
            // Wall clock, as the page feels it: this machine's thread CPU
            // clock ticks in 4 ms steps, too coarse for one list.
            let started = Instant::now();
            let moves = position.legal_moves();
            let ms = started.elapsed().as_secs_f64() * 1000.0;
            std::hint::black_box(moves);
            total += ms;
            slowest = slowest.max(ms);
        }
        println!(
            "{name}: moves with clicks after each move, mean {:.3} ms, slowest {slowest:.2} ms over {} positions",
            total / positions.len() as f64,
            positions.len()
        );
    }
}
