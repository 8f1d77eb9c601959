//! Engine benchmarks: random playouts and perft, per game, in plain figures.
//!
//! Speed is measured here (and by `tavoliere playout` / `tavoliere perft`),
//! never asserted in tests. Run with `cargo bench`.

use std::time::Instant;

#[path = "ai_moves/mod.rs"]
mod ai_moves;
#[path = "../tests/common/long_games.rs"]
mod long_games;
#[path = "support/long_records.rs"]
mod long_records;
#[path = "support/page_moves.rs"]
mod page_moves;
#[path = "support/random_positions.rs"]
mod random_positions;

use tavoliere::analysis::{perft, random_playout, PlayoutTally};
use tavoliere::game::{Game, GameOptions};
use tavoliere::games::archimede::{Archimede, ArchimedeOptions};
use tavoliere::games::byte::{Byte, ByteOptions};
use tavoliere::games::cancelletto::eval::solver::{Solver, Verdict};
use tavoliere::games::cancelletto::{Cancelletto, CancellettoOptions};
use tavoliere::games::gyges::{Gyges, GygesOptions};
use tavoliere::games::loa::{Loa, LoaOptions};
use tavoliere::games::magneton::{Magneton, MagnetonOptions};
use tavoliere::games::ponte::{Ponte, PonteOptions};
use tavoliere::games::porta::{Porta, PortaOptions};
use tavoliere::games::quoridor::{Quoridor, QuoridorOptions};
use tavoliere::rng::Rng;

/// Runs `work` repeatedly for at least `seconds`, returning (units, elapsed).
fn measure(seconds: f64, mut work: impl FnMut() -> u64) -> (u64, f64) {
    let started = Instant::now();
    let mut units = 0;
    while started.elapsed().as_secs_f64() < seconds {
        units += work();
    }
    (units, started.elapsed().as_secs_f64())
}

/// Seconds this thread has run on a CPU (Linux), for a figure that the
/// other work on a shared machine does not distort as it does the clock.
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e9)
}

fn bench_game<G: Game>(name: &str, start: &G, perft_depth: u32) {
    let mut rng = Rng::new(1);
    let mut tally = PlayoutTally::new(start.seat_count());
    let cpu_before = thread_cpu_seconds();
    let (games, secs) = measure(3.0, || {
        tally.add(random_playout(start, &mut rng, 0));
        1
    });
    let by_cpu = match (cpu_before, thread_cpu_seconds()) {
        (Some(a), Some(b)) if b > a => {
            format!(", {:.0} plies/s by CPU time", tally.plies as f64 / (b - a))
        }
        _ => String::new(),
    };
    println!(
        "{name}: random playouts {:.0}/s, {:.0} plies/s (mean {:.1} plies, {} games in {secs:.2} s{by_cpu})",
        games as f64 / secs,
        tally.plies as f64 / secs,
        tally.plies as f64 / tally.games as f64,
        games
    );
    let (leaves, secs) = measure(3.0, || perft(start, perft_depth));
    println!(
        "{name}: perft {perft_depth} {:.1} M leaves/s ({leaves} leaves in {secs:.2} s)",
        leaves as f64 / secs / 1e6
    );
}

/// Cancelletto's solver on seeded random boards as the page runs it: one
/// turn position (or root planner round) per call, for up to `limit_ms` of
/// thinking per board; the verdicts, the time distribution and the longest
/// single call (what bounds a page slice).
fn bench_cancelletto_solver(boards: u64, limit_ms: f64) {
    let mut times = Vec::new();
    let (mut won, mut lost) = (0, 0);
    let mut longest_step = 0.0f64;
    for seed in 1..=boards {
        let mut options = CancellettoOptions::default();
        options.set("board", &seed.to_string()).expect("a seed");
        let start = Cancelletto::new(&options);
        let started = Instant::now();
        let mut solver = Solver::new(&start);
        while solver.answer().is_none() && started.elapsed().as_secs_f64() * 1000.0 < limit_ms {
            let step = Instant::now();
            solver.run(1);
            longest_step = longest_step.max(step.elapsed().as_secs_f64() * 1000.0);
        }
        match solver.answer_so_far().verdict {
            Verdict::Winnable(_) => won += 1,
            Verdict::Lost => lost += 1,
            Verdict::Unknown => {}
        }
        times.push(started.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "cancelletto solver, {boards} boards, {limit_ms} ms limit: {won} winnable, {lost} lost, {} unknown; ms p50 {:.1}, p90 {:.1}, max {:.1}; longest step {longest_step:.1} ms",
        boards - won - lost,
        at(0.5),
        at(0.9),
        at(1.0)
    );
}

fn main() {
    // `cargo bench -- ai` measures only the computer opponent.
    if std::env::args().any(|a| a == "ai") {
        ai_moves::bench_ai();
        return;
    }
    // `cargo bench -- units`: the longest single unit of the computer's work.
    if std::env::args().any(|a| a == "units") {
        ai_moves::bench_units();
        return;
    }
    // `cargo bench -- records`: reading and replaying long records.
    if std::env::args().any(|a| a == "records") {
        long_records::bench_long_records();
        return;
    }
    // `cargo bench -- page`: the move list the page builds after each move.
    if std::env::args().any(|a| a == "page") {
        page_moves::bench_page_moves();
        return;
    }
    bench_game("loa", &Loa::new(&LoaOptions::default()), 4);
    bench_game("magneton", &Magneton::new(&MagnetonOptions::default()), 3);
    bench_game(
        "archimede",
        &Archimede::new(&ArchimedeOptions::default()),
        3,
    );
    bench_game("byte", &Byte::new(&ByteOptions::default()), 4);
    bench_game("porta", &Porta::new(&PortaOptions::default()), 3);
    bench_game("ponte", &Ponte::new(&PonteOptions::default()), 6);
    bench_game("quoridor", &Quoridor::new(&QuoridorOptions::default()), 3);
    let fixed_rows = [("setup".to_string(), "321123/321123".to_string())];
    bench_game(
        "gyges",
        &Gyges::new(&GygesOptions::from_pairs(&fixed_rows).expect("a valid setup")),
        2,
    );
    let seed_rules = [
        fixed_rows[0].clone(),
        ("profile".to_string(), "fogliaccio".to_string()),
    ];
    bench_game(
        "gyges fogliaccio",
        &Gyges::new(&GygesOptions::from_pairs(&seed_rules).expect("a valid setup")),
        2,
    );
    bench_game(
        "cancelletto",
        &Cancelletto::new(&CancellettoOptions::default()),
        2,
    );
    bench_cancelletto_solver(100, 1000.0);
    ai_moves::bench_ai();
}
