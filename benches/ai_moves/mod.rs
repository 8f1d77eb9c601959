//! The computer opponent's time per move, per game and level, on positions
//! along a seeded random game (speed is measured here, never asserted).

use std::time::Instant;

mod units;
pub use units::bench_units;

use tavoliere::ai::{Level, PLAYABLE};
use tavoliere::games::GAMES;
use tavoliere::rng::Rng;

/// Prints the mean and slowest time per move of every level in every game.
pub fn bench_ai() {
    for info in GAMES.iter() {
        let Some(engine) = &info.engine else { continue };
        let start = (engine.start)(&[]).expect("default options are valid");
        // Positions every 6 plies along one random game, up to six of them.
        let mut positions = Vec::new();
        let mut rng = Rng::new(11);
        let mut position = start.clone_box();
        let mut ply = 0;
        while position.outcome().is_none() && positions.len() < 6 {
            if ply % 6 == 0 {
                positions.push(position.clone_box());
            }
            let moves = position.legal_move_texts();
            position.play_text(&moves[rng.below(moves.len())]).unwrap();
            ply += 1;
        }
        for strength in PLAYABLE {
            let (mut total, mut slowest, mut work) = (0.0f64, 0.0f64, 0u64);
            for (i, position) in positions.iter().enumerate() {
                let started = Instant::now();
                let mut thinker = position.thinker(Level::new(strength), i as u64);
                while !thinker.step(4_096) {}
                let seconds = started.elapsed().as_secs_f64();
                total += seconds;
                slowest = slowest.max(seconds);
                work += thinker.work_done();
            }
            println!(
                "{}: computer {}: {:.1} ms per move (slowest {:.1} ms), {:.2} M positions/s, {} positions",
                info.id,
                strength.name(),
                1e3 * total / positions.len() as f64,
                1e3 * slowest,
                work as f64 / total.max(1e-9) / 1e6,
                positions.len()
            );
        }
    }
}
