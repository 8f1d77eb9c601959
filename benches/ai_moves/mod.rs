//! The computer opponent's time per move, per game and level, on positions
//! along a seeded random game (speed is measured here, never asserted).

use std::time::Instant;

mod units;
pub use units::bench_units;

use tavoliere::ai::AnyComputer;
use tavoliere::ai::{Level, PLAYABLE};
use tavoliere::games::GAMES;
use tavoliere::rng::Rng;

/// The process's CPU time in seconds where the system tells it (Linux's
/// `/proc/self/stat`, in ticks of 1/100 s), so that a run on a busy machine
/// still gives the time a move costs rather than the time it waited.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name, which is in brackets and may hold spaces.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let user: f64 = fields.get(11)?.parse().ok()?;
    let system: f64 = fields.get(12)?.parse().ok()?;
    Some((user + system) / 100.0)
}

/// Prints the mean and slowest time per move of every level in every game.
pub fn bench_ai() {
    for info in GAMES.iter() {
        let engine = &info.engine;
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
            let cpu_before = cpu_seconds();
            for (i, position) in positions.iter().enumerate() {
                let started = Instant::now();
                let mut thinker = position.thinker(Level::new(strength), i as u64);
                while !thinker.step(4_096) {}
                let seconds = started.elapsed().as_secs_f64();
                total += seconds;
                slowest = slowest.max(seconds);
                work += thinker.work_done();
            }
            let cpu = match (cpu_before, cpu_seconds()) {
                (Some(before), Some(after)) => format!(
                    ", CPU {:.1} ms per move",
                    1e3 * (after - before) / positions.len() as f64
                ),
                _ => String::new(),
            };
            println!(
                "{}: computer {}: {:.1} ms per move (slowest {:.1} ms){cpu}, {:.2} M positions/s, {} positions",
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
