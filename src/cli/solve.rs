//! `tavoliere solve`: Cancelletto's solver from the command line, on one
//! position or on a range of seeded random boards, with the time
//! distribution (how the "within one second for most positions" goal is
//! measured: tests use node budgets, never clocks). The search stops at
//! `--limit-ms` (one second by default) or `--budget` turn positions,
//! whichever comes first. `--clock cpu` measures the limit in the CPU time
//! of the solving thread instead of the wall clock, so a machine shared
//! with other work does not turn answers into timeouts; `--each` prints a
//! line per board, to pick out the boards left unknown.

use std::fmt::Write as _;
use std::time::Instant;

use super::args::{add_option, CliError, Output};
use crate::game::{Game, GameOptions};
use crate::games::cancelletto::eval::solver::{solve_until, SolverAnswer, Verdict};
use crate::games::cancelletto::Cancelletto;

/// How the command is used.
pub const USAGE: &str =
    "  tavoliere solve [--opt KEY=VALUE]... [--moves \"M1 M2 ...\"] [--budget NODES] [--limit-ms MS]
  tavoliere solve --boards N [--seed S] [--budget NODES] [--limit-ms MS] [--opt KEY=VALUE]...
      [--clock wall|cpu] [--each]";

/// The longest `--limit-ms` accepted: one hour a board, like `genmove`'s limit.
const MAX_LIMIT_MS: u64 = 3_600_000;

struct Args {
    options: Vec<(String, String)>,
    moves: Vec<String>,
    boards: Option<u64>,
    seed: u64,
    budget: u64,
    limit_ms: f64,
    clock: Clock,
    each: bool,
}

/// What the time limit is measured in.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Clock {
    /// Elapsed real time.
    Wall,
    /// CPU time of this thread (Linux `/proc/thread-self/schedstat`).
    Cpu,
}

/// The solving thread's CPU time in milliseconds, if the system tells it.
fn cpu_ms() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e6)
}

/// A stopwatch on the chosen clock.
struct Watch {
    clock: Clock,
    wall: Instant,
    cpu: f64,
}

impl Watch {
    fn start(clock: Clock) -> Watch {
        Watch {
            clock,
            wall: Instant::now(),
            cpu: cpu_ms().unwrap_or(0.0),
        }
    }

    /// Milliseconds since the start, on the watch's clock.
    fn ms(&self) -> f64 {
        match self.clock {
            Clock::Wall => self.wall.elapsed().as_secs_f64() * 1000.0,
            Clock::Cpu => cpu_ms().unwrap_or(0.0) - self.cpu,
        }
    }
}

fn parse(args: &[String]) -> Result<Args, CliError> {
    let mut out = Args {
        options: Vec::new(),
        moves: Vec::new(),
        boards: None,
        seed: 1,
        budget: u64::MAX,
        limit_ms: 1000.0,
        clock: Clock::Wall,
        each: false,
    };
    let mut i = 0;
    let mut seen: Vec<&str> = Vec::new();
    while i < args.len() {
        let name = args[i].as_str();
        if name != "--opt" && name != "--moves" {
            if seen.contains(&name) {
                return Err(CliError(format!("`{name}` is given twice")));
            }
            seen.push(name);
        }
        if name == "--each" {
            out.each = true;
            i += 1;
            continue;
        }
        let value = args
            .get(i + 1)
            .ok_or_else(|| CliError(format!("`{name}` needs a value\n{USAGE}")))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| CliError(format!("`{name}` takes a whole number, not `{value}`")))
        };
        match name {
            "--opt" => add_option(&mut out.options, value)?,
            "--moves" => out
                .moves
                .extend(value.split_whitespace().map(str::to_string)),
            "--boards" => out.boards = Some(number()?),
            "--seed" => out.seed = number()?,
            "--budget" => out.budget = number()?,
            "--limit-ms" => match number()? {
                ms @ 1..=MAX_LIMIT_MS => out.limit_ms = ms as f64,
                _ => {
                    return Err(CliError(format!(
                        "`--limit-ms` takes 1 to {MAX_LIMIT_MS} (one hour), not `{value}`"
                    )))
                }
            },
            "--clock" => {
                out.clock = match value.as_str() {
                    "wall" => Clock::Wall,
                    "cpu" if cpu_ms().is_some() => Clock::Cpu,
                    "cpu" => {
                        return Err(CliError(
                            "`--clock cpu` needs /proc/thread-self/schedstat (Linux)".into(),
                        ))
                    }
                    _ => {
                        return Err(CliError(format!(
                            "`--clock` takes wall or cpu, not `{value}`"
                        )))
                    }
                }
            }
            _ => return Err(CliError(format!("unknown argument `{name}`\n{USAGE}"))),
        }
        i += 2;
    }
    Ok(out)
}

fn verdict_word(answer: &SolverAnswer) -> &'static str {
    match answer.verdict {
        Verdict::Winnable(_) => "winnable",
        Verdict::Lost => "lost",
        Verdict::Unknown => "unknown",
    }
}

/// Runs `tavoliere solve` with its arguments (after the command word; an
/// optional leading `cancelletto` is accepted).
pub fn run(args: &[String]) -> Result<Output, CliError> {
    let args = match args.first().map(String::as_str) {
        Some("cancelletto") => &args[1..],
        _ => args,
    };
    let a = parse(args)?;
    let options = <Cancelletto as Game>::Options::from_pairs(&a.options)
        .map_err(|e| CliError(e.to_string()))?;
    let mut stdout = String::new();
    match a.boards {
        None => {
            let mut position = Cancelletto::new(&options);
            for (n, text) in a.moves.iter().enumerate() {
                let mv = position
                    .parse_move(text)
                    .map_err(|e| CliError(format!("move {}: {e}", n + 1)))?;
                position
                    .play(&mv)
                    .map_err(|e| CliError(format!("move {}: {e}", n + 1)))?;
            }
            let watch = Watch::start(a.clock);
            let answer = solve_until(&position, a.budget, || watch.ms() > a.limit_ms);
            let ms = watch.ms();
            let _ = writeln!(
                stdout,
                "{} (nodes {}, exhausted {}, {ms:.1} ms)",
                verdict_word(&answer),
                answer.nodes,
                answer.exhausted
            );
            if let Verdict::Winnable(plan) = &answer.verdict {
                let mut replay = position.clone();
                let texts: Vec<String> = plan
                    .iter()
                    .map(|mv| {
                        let text = replay.move_to_string(mv);
                        replay.play_unchecked(mv);
                        text
                    })
                    .collect();
                let _ = writeln!(stdout, "plan: {}", texts.join(" "));
            }
        }
        Some(boards) => {
            let mut times = Vec::with_capacity(boards as usize);
            let (mut won, mut lost, mut unknown, mut in_time) = (0, 0, 0, 0);
            for seed in a.seed..a.seed + boards {
                let mut opts = options;
                opts.set("board", &seed.to_string())
                    .map_err(|e| CliError(e.to_string()))?;
                let position = Cancelletto::new(&opts);
                let watch = Watch::start(a.clock);
                let answer = solve_until(&position, a.budget, || watch.ms() > a.limit_ms);
                let ms = watch.ms();
                times.push(ms);
                if a.each {
                    let _ = writeln!(
                        stdout,
                        "board {seed}: {} (nodes {}, {ms:.1} ms)",
                        verdict_word(&answer),
                        answer.nodes
                    );
                }
                match answer.verdict {
                    Verdict::Winnable(_) => won += 1,
                    Verdict::Lost => lost += 1,
                    Verdict::Unknown => unknown += 1,
                }
                if ms <= a.limit_ms && answer.verdict != Verdict::Unknown {
                    in_time += 1;
                }
            }
            times.sort_by(f64::total_cmp);
            let pct = |p: f64| {
                times
                    .get(((times.len() as f64 - 1.0) * p).round() as usize)
                    .copied()
                    .unwrap_or(0.0)
            };
            let _ = writeln!(
                stdout,
                "{{\"boards\":{boards},\"seed\":{},\"budget\":{},\"clock\":\"{}\",\"winnable\":{won},\"lost\":{lost},\"unknown\":{unknown},\"answered_within_{}ms\":{in_time},\"ms_min\":{:.2},\"ms_p50\":{:.2},\"ms_p90\":{:.2},\"ms_p99\":{:.2},\"ms_max\":{:.2}}}",
                a.seed,
                a.budget,
                if a.clock == Clock::Cpu { "cpu" } else { "wall" },
                a.limit_ms,
                pct(0.0),
                pct(0.5),
                pct(0.9),
                pct(0.99),
                pct(1.0)
            );
        }
    }
    Ok(Output {
        stdout,
        ..Output::default()
    })
}
