//! The longest single unit of the computer's work, per game and level.
//!
//! The browser runs a search in chunks of work between looks at the clock
//! (`src/web/slicing.rs`); a slice can overrun its few milliseconds by at
//! most the cost of the smallest chunk, one `step(1)`. This measures that
//! cost over whole searches on positions along seeded random games, so an
//! expensive node (a Gyges evaluation, a wide Magneton expansion) shows up
//! here rather than as a stutter on the page. A search repeats exactly for
//! its seed, so each is run `RUNS` times and every call keeps its fastest
//! time: a call the scheduler preempted in one run is not taken for slow.

use std::time::Instant;

use tavoliere::ai::{Level, PLAYABLE};
use tavoliere::any_game::AnyGame;
use tavoliere::games::GAMES;

use crate::random_positions::along_random_games;
use tavoliere::ai::AnyComputer;

/// Positions per game: one every `SPACING` plies along random games.
const POSITIONS: usize = 6;
const SPACING: usize = 5;
/// Identical runs of each search.
const RUNS: usize = 3;

/// The time of each `step(1)` call of one search, and its total work.
fn timed_calls(position: &dyn AnyGame, level: Level, seed: u64) -> (Vec<f64>, u64) {
    let mut thinker = position.thinker(level, seed);
    let mut calls = Vec::new();
    loop {
        let started = Instant::now();
        let done = thinker.step(1);
        calls.push(started.elapsed().as_secs_f64());
        if done {
            return (calls, thinker.work_done());
        }
    }
}

/// Prints, per game and level, the slowest `step(1)` and the mean cost of
/// a unit of work, over whole searches.
pub fn bench_units() {
    for info in GAMES.iter() {
        let engine = &info.engine;
        let start = (engine.start)(&[]).expect("default options are valid");
        let positions = along_random_games(start.as_ref(), 23, POSITIONS, SPACING);
        for strength in PLAYABLE {
            let (mut slowest, mut seconds, mut work) = (0.0f64, 0.0f64, 0u64);
            for (i, position) in positions.iter().enumerate() {
                let level = Level::new(strength);
                let (mut fastest, units) = timed_calls(position.as_ref(), level, i as u64);
                for _ in 1..RUNS {
                    let (calls, _) = timed_calls(position.as_ref(), level, i as u64);
                    for (best, call) in fastest.iter_mut().zip(calls) {
                        *best = best.min(call);
                    }
                }
                slowest = fastest.iter().copied().fold(slowest, f64::max);
                seconds += fastest.iter().sum::<f64>();
                work += units;
            }
            println!(
                "{}: computer {}: slowest unit of work {:.3} ms, mean {:.2} us per unit",
                info.id,
                strength.name(),
                1e3 * slowest,
                1e6 * seconds / work.max(1) as f64
            );
        }
    }
}
