//! `tavoliere match`: two computer settings play each other, colours
//! alternating, and the score comes with a 95% confidence interval.
//!
//! Games come in pairs that share a random opening (a few uniformly random
//! plies, so deterministic searches do not replay one game) with the
//! colours swapped, which cancels the advantage of moving first. Every
//! search but expert's runs to its level's work budget, so a match between
//! those levels repeats exactly for a seed and the clock only measures;
//! expert thinks for `--expert-ms` a move by the clock, as on the page, and
//! so varies with the machine and its load, as does the `ab-centre`
//! yardstick (1 s a move). `--a-ms` and `--b-ms` give one side's timed
//! level its own time, so expert can meet ab-centre at a quarter of its
//! time, or itself at another.

use std::fmt::Write as _;
use std::time::Instant;

use super::args::{parse_args, CliError, Output, USAGE};
use crate::ai::memory::{megabytes, DEFAULT_MEMORY_MB};
use crate::ai::{AnyComputer, Chunker, Level, Strength, Thinker};
use crate::any_game::describe_outcome;
use crate::game::{Outcome, Seat};
use crate::rng::{mix, Rng};

/// Plies after which an unfinished game is stopped and scored as a draw.
const DEFAULT_MAX_PLIES: u64 = 600;
/// Work per `step` call: the search's granularity, irrelevant to its result.
const SLICE: u64 = 4_096;

/// Thinks until the answer is final or `ms` milliseconds have passed,
/// reading the clock as the page's worker does (`ai::Chunker`), so a dear
/// unit of work (a Gyges evaluation) cannot overrun the time by much.
fn think_for(thinker: &mut dyn Thinker, ms: u64) {
    let started = Instant::now();
    let mut clock = || started.elapsed().as_secs_f64() * 1_000.0;
    Chunker::default().think(thinker, &mut clock, ms as f64);
}

/// Totals for one side of the match.
#[derive(Default)]
struct Side {
    wins: u32,
    moves: u64,
    seconds: f64,
    slowest: f64,
}

/// Runs `tavoliere match GAME --a LEVEL --b LEVEL --games N ...`.
pub(super) fn run_match(args: &[String]) -> Result<Output, CliError> {
    let setup = parse_args(
        args,
        &[
            "a",
            "b",
            "games",
            "seed",
            "max-plies",
            "random-opening",
            "memory",
            "expert-ms",
            "a-ms",
            "b-ms",
        ],
        &["--verbose", "--progress"],
    )?;
    if let Some(extra) = setup.positional.first() {
        return Err(CliError(format!("unexpected argument `{extra}`\n{USAGE}")));
    }
    let level = |name: &str| -> Result<Level, CliError> {
        setup
            .flag(name)
            .ok_or_else(|| CliError(format!("missing `--{name} LEVEL`\n{USAGE}")))?
            .parse::<Level>()
            .map_err(|e| CliError(e.to_string()))
    };
    let levels = [level("a")?, level("b")?];
    let games = setup
        .number("games")?
        .ok_or_else(|| CliError(format!("missing `--games N`\n{USAGE}")))?;
    let seed = setup.number("seed")?.unwrap_or(1);
    let max_plies = setup.number("max-plies")?.unwrap_or(DEFAULT_MAX_PLIES);
    let opening = setup.number("random-opening")?.unwrap_or(2);
    let verbose = setup.switches.iter().any(|s| s == "--verbose");
    let progress = setup.switches.iter().any(|s| s == "--progress");
    let memory = match setup.flag("memory") {
        Some(text) => super::engine::parse_memory(text).map_err(|e| CliError(format!("--{e}")))?,
        None => DEFAULT_MEMORY_MB,
    };
    let millis = |name: &str| -> Result<Option<u64>, CliError> {
        let Some(text) = setup.flag(name) else {
            return Ok(None);
        };
        let ms = text
            .parse::<u64>()
            .ok()
            .filter(|ms| (1..=super::engine::MAX_GENMOVE_MS).contains(ms));
        ms.map(Some).ok_or_else(|| {
            CliError(format!(
                "--{name} takes milliseconds from 1 to {}, not `{text}`",
                super::engine::MAX_GENMOVE_MS
            ))
        })
    };
    let expert_ms = millis("expert-ms")?;
    // Each side's time a move, for a timed level: its own flag, else
    // `--expert-ms` for expert, else the level's time.
    let mut side_ms = [0; 2];
    for (side, name) in ["a-ms", "b-ms"].into_iter().enumerate() {
        let strength = levels[side].strength;
        side_ms[side] = match (millis(name)?, expert_ms) {
            (Some(ms), _) if strength.is_timed() => ms,
            (Some(_), _) => {
                return Err(CliError(format!(
                    "--{name} is the time of a timed level (expert, ab-centre); `{}` stops at its work budget",
                    levels[side]
                )))
            }
            (None, Some(ms)) if strength == Strength::Expert => ms,
            (None, _) => u64::from(strength.millis()),
        };
    }
    let start = setup.position()?;
    for level in levels {
        start.check_level(level).map_err(CliError)?;
    }
    let seats = start.seat_count();

    let mut sides = [Side::default(), Side::default()];
    let (mut draws, mut unfinished, mut solved, mut collapsed) = (0u32, 0u32, 0u32, 0u32);
    let mut log = String::new();
    for game in 0..games {
        let pair = game / 2;
        // Side A sits at seat `game % seats`; side B takes every other seat.
        let a_seat = Seat((game % seats as u64) as u8);
        let mut position = start.clone_box();
        let mut rng = Rng::new(mix(seed ^ mix(pair + 1)));
        for _ in 0..opening {
            let moves = position.legal_move_texts();
            if moves.is_empty() {
                break;
            }
            let pick = &moves[rng.below(moves.len())];
            if verbose {
                let _ = writeln!(log, "  opening: {pick}");
            }
            position
                .play_text(pick)
                .map_err(|e| CliError(format!("internal error: {e}")))?;
        }
        let mut plies = opening;
        while position.outcome().is_none() && plies < max_plies {
            let side = usize::from(position.to_move() != a_seat);
            let move_seed = mix(seed ^ mix(game * 100_003 + plies + 7));
            let started = Instant::now();
            let mut thinker = position.thinker(levels[side], move_seed);
            thinker.limit_memory(megabytes(memory));
            if levels[side].strength.is_timed() {
                think_for(thinker.as_mut(), side_ms[side]);
            } else {
                while !thinker.step(SLICE) {}
            }
            let seconds = started.elapsed().as_secs_f64();
            let mv = thinker
                .best_move()
                .ok_or_else(|| CliError("internal error: no move in a live game".into()))?;
            position
                .play_text(&mv)
                .map_err(|e| CliError(format!("internal error: the computer chose {e}")))?;
            if verbose {
                let _ = writeln!(
                    log,
                    "  ply {}: {} ({}) plays {mv}: {}, work {}",
                    plies + 1,
                    if side == 0 { "A" } else { "B" },
                    levels[side],
                    thinker.summary(),
                    thinker.work_done()
                );
            }
            let totals = &mut sides[side];
            totals.moves += 1;
            totals.seconds += seconds;
            totals.slowest = totals.slowest.max(seconds);
            plies += 1;
        }
        let result = match position.outcome() {
            Some(Outcome::Win(seat)) => {
                sides[usize::from(seat != a_seat)].wins += 1;
                describe_outcome(position.as_ref(), Outcome::Win(seat))
            }
            Some(Outcome::Draw) => {
                draws += 1;
                "draw".to_string()
            }
            Some(Outcome::Solved) => {
                solved += 1;
                "solved".to_string()
            }
            Some(Outcome::Collapsed) => {
                collapsed += 1;
                "collapsed".to_string()
            }
            None => {
                unfinished += 1;
                format!("stopped after {plies} plies (a draw)")
            }
        };
        if progress {
            // A long match (expert at seconds a move, games of hundreds of
            // plies) runs for hours: each game is told as it ends, not kept
            // for the end like the verbose log.
            eprintln!(
                "game {}/{games}: A ({}) as {}: {result}, {plies} plies; so far A {} B {} drawn or stopped {}",
                game + 1,
                levels[0],
                position.seat_name(a_seat),
                sides[0].wins,
                sides[1].wins,
                draws + unfinished
            );
        }
        if verbose {
            let _ = writeln!(
                log,
                "game {}: A ({}) as {}: {result}, {plies} plies, final position {}",
                game + 1,
                levels[0],
                position.seat_name(a_seat),
                position.position_text()
            );
        }
    }
    let mut out = String::new();
    let name = crate::games::find(&setup.game).map_or("?", |g| g.id);
    let _ = writeln!(
        out,
        "match {name}: A = {}, B = {}, {games} games (seed {seed}, {opening} random opening plies, cap {max_plies} plies)",
        levels[0], levels[1]
    );
    let _ = writeln!(
        out,
        "A wins {}, B wins {}, draws {}, unfinished {unfinished}{}",
        sides[0].wins,
        sides[1].wins,
        draws,
        if solved + collapsed > 0 {
            format!(", solved {solved}, collapsed {collapsed}")
        } else {
            String::new()
        }
    );
    // Draws and unfinished games count half; a solved cooperative game is a
    // success for the seat A holds.
    let points = sides[0].wins as f64 + solved as f64 + 0.5 * (draws + unfinished) as f64;
    let (low, high) = wilson(points, games as f64);
    let _ = writeln!(
        out,
        "A score {:.1}% (95% CI {:.1}% to {:.1}%, Wilson)",
        100.0 * points / (games as f64).max(1.0),
        100.0 * low,
        100.0 * high
    );
    for (label, side, level) in [("A", &sides[0], levels[0]), ("B", &sides[1], levels[1])] {
        let _ = writeln!(
            out,
            "{label} ({level}): {} moves, {:.3} s per move, slowest {:.3} s",
            side.moves,
            side.seconds / (side.moves as f64).max(1.0),
            side.slowest
        );
    }
    Ok(Output {
        stdout: out,
        stderr: log,
    })
}

/// The Wilson score interval at 95% for `points` out of `n` (`0..=1`).
pub(crate) fn wilson(points: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964;
    let p = points / n;
    let denominator = 1.0 + z * z / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    (
        ((centre - spread) / denominator).max(0.0),
        ((centre + spread) / denominator).min(1.0),
    )
}

#[cfg(test)]
mod tests {
    use super::wilson;

    #[test]
    fn wilson_matches_the_textbook_figures() {
        // 8 of 10: 0.490 to 0.943 (Wilson 1927, as tabulated by Newcombe 1998).
        let (low, high) = wilson(8.0, 10.0);
        assert!((low - 0.490).abs() < 0.001, "{low}");
        assert!((high - 0.943).abs() < 0.001, "{high}");
        let (low, high) = wilson(0.0, 0.0);
        assert_eq!((low, high), (0.0, 1.0));
    }
}
