//! `tavoliere fit-judgement`: fits the weights of Lines of Action's
//! judgement (`games::loa::JUDGEMENT_WEIGHTS`) to played games, so that
//! the figures in docs/DEEP-SEARCH.md can be taken again from match logs.
//!
//! It replays the games of `tavoliere match loa ... --verbose` logs (the
//! default rules), takes the judgement's features before every move a side
//! chose (the random opening's plies left out) with whether that side won
//! (a draw counts half), and finds the weights under which the logistic
//! `1 / (1 + e^(-points / 110))` makes those results likeliest: maximum
//! likelihood, by gradient descent (Adam) from the weights in use. Every
//! fourth game is held out, to show the fit is not of noise.

use std::fmt::Write as _;
use std::fs::File;
use std::io::{BufRead, BufReader, Read};

use super::args::{CliError, Output};
use crate::game::{Game, Seat};
use crate::games::loa::{Loa, LoaOptions, JUDGEMENT_FEATURES, JUDGEMENT_WEIGHTS};

/// The longest log line read: a verbose match line is under 200 bytes.
const MAX_LINE: u64 = 64 * 1024;
/// The logistic's scale, which sets the unit the weights come out in: a
/// side this many points ahead is given 73%. It is the analysis's chance
/// scale at the time of the fit (`chance_scale` in `games/loa/eval.rs`),
/// kept apart on purpose: refitting that scale to the new judgement's
/// games must not change the unit of the weights it was fitted to.
const SCALE: f64 = 110.0;
/// Gradient steps; the fit has settled long before on 27,000 positions.
const STEPS: i32 = 3000;
/// Adam's step size, in points.
const STEP_SIZE: f64 = 0.5;

const N: usize = JUDGEMENT_FEATURES.len();

/// One position's features and the result for the side to move.
struct Sample {
    features: [f64; N],
    result: f64,
    held_out: bool,
}

/// `tavoliere fit-judgement LOG...`.
pub(super) fn fit_judgement(args: &[String]) -> Result<Output, CliError> {
    if args.is_empty() {
        return Err(CliError(
            "usage: tavoliere fit-judgement LOG... (logs of `tavoliere match loa ... --verbose`)"
                .to_string(),
        ));
    }
    let mut samples = Vec::new();
    let mut games = 0;
    for path in args {
        let file = File::open(path).map_err(|e| CliError(format!("{path}: {e}")))?;
        games += read_log(path, BufReader::new(file), &mut samples, games)?;
    }
    if samples.is_empty() {
        return Err(CliError(
            "no finished game with a move chosen by a side in the logs".to_string(),
        ));
    }
    let (train, test): (Vec<&Sample>, Vec<&Sample>) = samples.iter().partition(|s| !s.held_out);
    let current = JUDGEMENT_WEIGHTS.map(f64::from);
    let fitted = fit(&train, current);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} positions from {games} games: {} to fit, {} held out (every fourth game)",
        samples.len(),
        train.len(),
        test.len()
    );
    for (name, weights) in [("weights in use", &current), ("fitted weights", &fitted)] {
        let _ = writeln!(
            out,
            "{name}: log-loss {:.4} fitted on, {:.4} held out",
            log_loss(&train, weights),
            log_loss(&test, weights)
        );
    }
    let _ = writeln!(out, "{:16} {:>7} {:>8}", "feature", "in use", "fitted");
    for ((name, now), new) in JUDGEMENT_FEATURES.iter().zip(JUDGEMENT_WEIGHTS).zip(fitted) {
        let _ = writeln!(out, "{name:16} {now:>7} {new:>8.1}");
    }
    Ok(Output {
        stdout: out,
        ..Output::default()
    })
}

/// Reads one log's games into `samples`, numbering them on from `first`;
/// answers how many finished games it held.
fn read_log(
    path: &str,
    mut log: impl BufRead,
    samples: &mut Vec<Sample>,
    first: usize,
) -> Result<usize, CliError> {
    let options = LoaOptions::default();
    let mut position = Loa::new(&options);
    let mut pending: Vec<([f64; N], Seat)> = Vec::new();
    let mut games = 0;
    let mut bytes = Vec::new();
    for number in 1.. {
        let at = |what: String| CliError(format!("{path}, line {number}: {what}"));
        bytes.clear();
        let read = log
            .by_ref()
            .take(MAX_LINE + 1)
            .read_until(b'\n', &mut bytes)
            .map_err(|e| at(e.to_string()))?;
        if read == 0 {
            break;
        }
        if bytes.len() as u64 > MAX_LINE {
            return Err(at(format!("longer than {MAX_LINE} bytes: not a match log")));
        }
        let line = std::str::from_utf8(&bytes)
            .map_err(|_| at("not UTF-8 text: not a match log".to_string()))?
            .trim();
        let (text, chosen) = if let Some(text) = line.strip_prefix("opening: ") {
            (text, false)
        } else if line.starts_with("ply ") {
            let Some(rest) = line.split(" plays ").nth(1) else {
                return Err(at(format!("no move in `{line}`")));
            };
            (rest.split(':').next().unwrap_or(rest), true)
        } else {
            if line.starts_with("game ") {
                let winner = if line.contains(": Black wins") {
                    Some(crate::games::loa::BLACK)
                } else if line.contains(": White wins") {
                    Some(crate::games::loa::WHITE)
                } else {
                    None
                };
                let held_out = (first + games) % 4 == 3;
                samples.extend(pending.drain(..).map(|(features, mover)| Sample {
                    features,
                    result: winner.map_or(0.5, |w| if w == mover { 1.0 } else { 0.0 }),
                    held_out,
                }));
                games += 1;
                position = Loa::new(&options);
            }
            continue;
        };
        let mv = position
            .parse_move(text)
            .map_err(|e| at(format!("move `{text}`: {e}")))?;
        if chosen && position.outcome().is_none() {
            pending.push((position.judgement_features(), position.to_move()));
        }
        position.play(&mv).map_err(|e| at(e.to_string()))?;
    }
    Ok(games)
}

/// The chance the logistic gives the side to move under `weights`.
fn chance(features: &[f64; N], weights: &[f64; N]) -> f64 {
    let points: f64 = features.iter().zip(weights).map(|(f, w)| f * w).sum();
    1.0 / (1.0 + (-points / SCALE).exp())
}

/// The mean negative log-likelihood of the samples' results.
fn log_loss(samples: &[&Sample], weights: &[f64; N]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = chance(&s.features, weights).clamp(1e-9, 1.0 - 1e-9);
            -(s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// Adam on the mean log-loss, from `start`.
fn fit(samples: &[&Sample], start: [f64; N]) -> [f64; N] {
    let (mut weights, mut mean, mut square) = (start, [0.0; N], [0.0; N]);
    let count = samples.len().max(1) as f64;
    for step in 1..=STEPS {
        let mut gradient = [0.0; N];
        for s in samples {
            let error = chance(&s.features, &weights) - s.result;
            for (g, f) in gradient.iter_mut().zip(&s.features) {
                *g += error * f / SCALE / count;
            }
        }
        for i in 0..N {
            mean[i] = 0.9 * mean[i] + 0.1 * gradient[i];
            square[i] = 0.999 * square[i] + 0.001 * gradient[i] * gradient[i];
            let mean_hat = mean[i] / (1.0 - 0.9f64.powi(step));
            let square_hat = square[i] / (1.0 - 0.999f64.powi(step));
            weights[i] -= STEP_SIZE * mean_hat / (square_hat.sqrt() + 1e-12);
        }
    }
    weights
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &[u8]) -> Result<(usize, Vec<Sample>), CliError> {
        let mut samples = Vec::new();
        read_log("log", text, &mut samples, 0).map(|games| (games, samples))
    }

    const GAME: &str = "  opening: b8-d6
  ply 2: B (expert) plays a3xd6: deep alpha-beta depth 6 score 1
  ply 3: A (expert) plays g8-e6: deep alpha-beta depth 7 score 19
game 1: A (expert) as Black: White wins: White joined all its pieces in one group, 3 plies
";

    #[test]
    fn a_log_gives_one_sample_a_chosen_move_scored_for_its_mover() {
        let (games, samples) = read(GAME.as_bytes()).expect("a good log");
        assert_eq!((games, samples.len()), (1, 2));
        // Ply 2 was White's and White won; ply 3 was Black's.
        assert_eq!(samples[0].result, 1.0);
        assert_eq!(samples[1].result, 0.0);
        // The last feature is the move, always the mover's.
        assert_eq!(samples[0].features[N - 1], 1.0);
    }

    #[test]
    fn bad_logs_are_refused_with_the_line() {
        let illegal = GAME.replace("g8-e6", "g8-g1");
        let error = read(illegal.as_bytes()).err().expect("an illegal move");
        assert!(
            error
                .0
                .starts_with("log, line 3: `g8-g1` is not a legal move"),
            "{}",
            error.0
        );
        let binary = read(b"  opening: b8-d6\n\xff\xfe\n")
            .err()
            .expect("not UTF-8");
        assert!(error_names(&binary, "line 2", "UTF-8"));
        let long = vec![b'x'; 200_000];
        let too_long = read(&long).err().expect("too long a line");
        assert!(error_names(&too_long, "line 1", "longer than"));
    }

    fn error_names(error: &CliError, line: &str, what: &str) -> bool {
        error.0.contains(line) && error.0.contains(what)
    }

    #[test]
    fn the_fit_finds_the_weights_that_decided_the_results() {
        // Results drawn by a known logistic over two features: the fit
        // must come back near those weights, not stay where it started.
        let mut rng = crate::rng::Rng::new(7);
        let mut truth = [0.0; N];
        (truth[0], truth[5], truth[N - 1]) = (-40.0, 90.0, 20.0);
        let samples: Vec<Sample> = (0..20_000)
            .map(|_| {
                let mut features = [0.0; N];
                features[0] = f64::from(rng.below(5) as i32 - 2);
                features[5] = f64::from(rng.below(200) as i32 - 100) / 50.0;
                features[N - 1] = 1.0;
                let won =
                    f64::from(rng.below(10_000) as u32) / 10_000.0 < chance(&features, &truth);
                Sample {
                    features,
                    result: if won { 1.0 } else { 0.0 },
                    held_out: false,
                }
            })
            .collect();
        let refs: Vec<&Sample> = samples.iter().collect();
        let fitted = fit(&refs, JUDGEMENT_WEIGHTS.map(f64::from));
        for i in [0, 5, N - 1] {
            assert!((fitted[i] - truth[i]).abs() < 12.0, "{fitted:?}");
        }
        assert!(log_loss(&refs, &fitted) < log_loss(&refs, &JUDGEMENT_WEIGHTS.map(f64::from)));
    }
}
