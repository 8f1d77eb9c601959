//! The commands that look at a game without playing it against anyone:
//! `list`, `show`, `perft` and `playout`.

use std::fmt::Write as _;
use std::time::Instant;

use super::args::{parse_args, CliError, Output, USAGE};
use super::diagram::diagram;
use crate::analysis::PlayoutTally;
use crate::any_game::describe_outcome;
use crate::game::Seat;
use crate::games::{self, GAMES};
use crate::rng::Rng;

/// `tavoliere list`: every game and its options.
pub(super) fn list(args: &[String]) -> Result<Output, CliError> {
    if let Some(extra) = args.first() {
        return Err(CliError(format!(
            "`list` takes no arguments, got `{extra}`"
        )));
    }
    let mut out = String::new();
    for game in GAMES {
        let _ = writeln!(out, "{}\t{} / {}", game.id, game.name_it, game.name_en);
        for spec in (game.engine.options)() {
            let values = if spec.choices.is_empty() {
                "number".to_string()
            } else {
                spec.choices.join("|")
            };
            let _ = writeln!(
                out,
                "  --opt {}={}\t({values}) {}",
                spec.key, spec.default, spec.help
            );
        }
    }
    Ok(Output {
        stdout: out,
        ..Output::default()
    })
}

/// `tavoliere show`: a position, its result or turn, and its legal moves.
pub(super) fn show(args: &[String]) -> Result<Output, CliError> {
    let setup = parse_args(args, &[], &[])?;
    if let Some(extra) = setup.positional.first() {
        return Err(CliError(format!("unexpected argument `{extra}`\n{USAGE}")));
    }
    let game = setup.position()?;
    let mut out = diagram(game.as_ref());
    let _ = writeln!(out, "position: {}", game.position_text());
    match game.outcome() {
        Some(outcome) => {
            let _ = writeln!(out, "result: {}", describe_outcome(game.as_ref(), outcome));
        }
        None => {
            let _ = writeln!(out, "to move: {}", game.seat_name(game.to_move()));
        }
    }
    let moves = game.legal_move_texts();
    let _ = writeln!(out, "legal moves ({}): {}", moves.len(), moves.join(" "));
    Ok(Output {
        stdout: out,
        ..Output::default()
    })
}

/// `tavoliere perft`: move paths counted to a depth.
pub(super) fn perft(args: &[String]) -> Result<Output, CliError> {
    let setup = parse_args(args, &[], &["--divide"])?;
    let depth_text = setup
        .positional
        .first()
        .ok_or_else(|| CliError(format!("missing DEPTH\n{USAGE}")))?;
    let depth: u32 = depth_text
        .parse()
        .ok()
        .filter(|d| *d <= 64)
        .ok_or_else(|| {
            CliError(format!(
                "DEPTH must be a whole number up to 64, not `{depth_text}`"
            ))
        })?;
    let game = setup.position()?;
    let mut out = String::new();
    let started = Instant::now();
    let total = if setup.switches.iter().any(|s| s == "--divide") && depth > 0 {
        let mut total = 0;
        for mv in game.legal_move_texts() {
            let mut child = game.clone_box();
            child
                .play_text(&mv)
                .map_err(|e| CliError(format!("internal error: a listed move failed: {e}")))?;
            let n = child.perft(depth - 1);
            let _ = writeln!(out, "{mv}: {n}");
            total += n;
        }
        total
    } else {
        game.perft(depth)
    };
    let seconds = started.elapsed().as_secs_f64();
    let _ = writeln!(out, "{total}");
    let stderr = format!(
        "perft {depth}: {total} leaves in {seconds:.3} s ({:.1} M leaves/s)\n",
        total as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(Output {
        stdout: out,
        stderr,
    })
}

/// `tavoliere playout`: random games from the start, tallied.
pub(super) fn playout(args: &[String]) -> Result<Output, CliError> {
    let setup = parse_args(args, &["games", "seed", "max-plies"], &[])?;
    if let Some(extra) = setup.positional.first() {
        return Err(CliError(format!("unexpected argument `{extra}`\n{USAGE}")));
    }
    let games_count = setup
        .number("games")?
        .ok_or_else(|| CliError(format!("missing `--games N`\n{USAGE}")))?;
    let seed = setup
        .number("seed")?
        .ok_or_else(|| CliError(format!("missing `--seed S`\n{USAGE}")))?;
    let max_plies = setup.number("max-plies")?.unwrap_or(0);
    let max_plies =
        u32::try_from(max_plies).map_err(|_| CliError("`--max-plies` is too large".to_string()))?;
    let start = setup.position()?;
    let mut rng = Rng::new(seed);
    let mut tally = PlayoutTally::new(start.seat_count());
    let started = Instant::now();
    for _ in 0..games_count {
        tally.add(start.random_playout(&mut rng, max_plies));
    }
    let seconds = started.elapsed().as_secs_f64();
    let wins: Vec<String> = tally
        .wins
        .iter()
        .enumerate()
        .map(|(i, n)| format!("\"{}\":{n}", start.seat_name(Seat(i as u8))))
        .collect();
    let mean = if tally.games > 0 {
        tally.plies as f64 / tally.games as f64
    } else {
        0.0
    };
    let rate = tally.games as f64 / seconds.max(1e-9);
    let ply_rate = tally.plies as f64 / seconds.max(1e-9);
    let line = format!(
        "{{\"game\":\"{}\",\"games\":{},\"seed\":{seed},\"mean_plies\":{mean:.2},\"wins\":{{{}}},\"draws\":{},\"solved\":{},\"collapsed\":{},\"unfinished\":{},\"seconds\":{seconds:.3},\"playouts_per_second\":{rate:.0},\"plies_per_second\":{ply_rate:.0}}}\n",
        games::find(&setup.game).map_or("?", |g| g.id),
        tally.games,
        wins.join(","),
        tally.draws,
        tally.solved,
        tally.collapsed,
        tally.unfinished,
    );
    Ok(Output {
        stdout: line,
        ..Output::default()
    })
}
