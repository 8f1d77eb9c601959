//! The `tavoliere` command line: list, show, perft, playout, match, svg.
//!
//! Its interface is a contract: benchmarks and cross-checks against other
//! implementations drive it, so every game answers the same four commands the
//! same way. It lives in the library (not the binary) so tests can call it.

mod engine;
mod help;
mod matches;
mod solve;
mod svg;

pub use engine::{
    serve as serve_engine, serve_live as serve_engine_live, serve_with as serve_engine_with,
    EngineSettings, MAX_GENMOVE_MS, MAX_LINE,
};

use std::fmt::Write as _;
use std::time::Instant;

use crate::analysis::PlayoutTally;
use crate::any_game::{describe_outcome, AnyGame};
use crate::game::Seat;
use crate::games::{self, GAMES};
use crate::record::Record;
use crate::rng::Rng;
use crate::ui::scene::PieceLook;
use crate::ui::view::AnyView;

/// What the command printed: standard output and standard error.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Output {
    /// For standard output.
    pub stdout: String,
    /// For standard error (timings, notes).
    pub stderr: String,
}

/// A usage or input error, with the message to print.
#[derive(Debug, PartialEq, Eq)]
pub struct CliError(pub String);

const USAGE: &str = "usage:
  tavoliere list
  tavoliere show GAME [--opt KEY=VALUE]... [--position TEXT] [--moves \"M1 M2 ...\"]
  tavoliere perft GAME DEPTH [--divide] [--opt KEY=VALUE]... [--position TEXT] [--moves \"...\"]
  tavoliere playout GAME --games N --seed S [--opt KEY=VALUE]... [--max-plies P]
  tavoliere match GAME --a LEVEL --b LEVEL --games N [--seed S] [--max-plies P] [--random-opening K] [--verbose] [--memory MB] [--opt KEY=VALUE]...
  tavoliere svg GAME [--opt KEY=VALUE]... [--position TEXT] [--moves \"...\"] [--ply N] [--size PX]
  tavoliere engine [--memory MB]   (a GTP-style protocol on standard input and output; see the README)
  tavoliere solve cancelletto ... (see `tavoliere solve --help`)
LEVEL is random, easy, medium or hard, optionally with :mcts or :ab
Flags other than --opt and --moves may be given once; --opt once per KEY; --moves lists are joined.
--memory caps each search's tables in megabytes (1 to 65536, default 256).";

/// Runs one command given its arguments (without the program name).
pub fn run(args: &[String]) -> Result<Output, CliError> {
    let (command, rest) = args
        .split_first()
        .ok_or_else(|| CliError(USAGE.to_string()))?;
    if command != "help" && command != "--help" && command != "-h" && help::asks_help(rest) {
        return Ok(help::command_help(command));
    }
    match command.as_str() {
        "list" => list(rest),
        "show" => show(rest),
        "perft" => perft(rest),
        "playout" => playout(rest),
        "match" => matches::run_match(rest),
        "svg" => svg::run_svg(rest),
        "engine" => run_engine(rest),
        "solve" => solve::run(rest),
        "help" | "--help" | "-h" => Ok(Output {
            stdout: format!("{USAGE}\n"),
            ..Output::default()
        }),
        other => Err(CliError(format!("unknown command `{other}`\n{USAGE}"))),
    }
}

/// `tavoliere engine [--memory MB]`: the protocol on standard streams.
fn run_engine(args: &[String]) -> Result<Output, CliError> {
    let mut settings = EngineSettings::default();
    match args {
        [] => {}
        [flag, value] if flag == "--memory" => {
            settings.memory_mb =
                engine::parse_memory(value).map_err(|e| CliError(format!("--{e}")))?;
        }
        [flag] if flag == "--memory" => {
            return Err(CliError(format!("`--memory` needs a value\n{USAGE}")))
        }
        [other, ..] => {
            return Err(CliError(format!(
                "`engine` takes only `--memory MB`, not `{other}`\n{USAGE}"
            )))
        }
    }
    engine::serve_live(std::io::stdin(), std::io::stdout(), &settings)
        .map_err(|e| CliError(format!("engine: {e}")))?;
    Ok(Output::default())
}

/// Arguments shared by the commands that build a position.
#[derive(Default)]
struct Setup {
    game: String,
    options: Vec<(String, String)>,
    position: Option<String>,
    moves: Vec<String>,
    positional: Vec<String>,
    flags: Vec<(String, String)>,
    switches: Vec<String>,
}

fn parse_args(args: &[String], valued: &[&str], switches: &[&str]) -> Result<Setup, CliError> {
    let mut setup = Setup::default();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        if switches.contains(&arg.as_str()) {
            if setup.switches.contains(arg) {
                return Err(CliError(format!("`{arg}` is given twice")));
            }
            setup.switches.push(arg.clone());
            i += 1;
            continue;
        }
        if let Some(name) = arg.strip_prefix("--") {
            let value = args
                .get(i + 1)
                .ok_or_else(|| CliError(format!("`{arg}` needs a value\n{USAGE}")))?;
            match name {
                "opt" => {
                    let (k, v) = value
                        .split_once('=')
                        .ok_or_else(|| CliError(format!("`--opt {value}`: expected KEY=VALUE")))?;
                    if setup.options.iter().any(|(key, _)| key == k) {
                        return Err(CliError(format!("`--opt {k}=...` is given twice")));
                    }
                    setup.options.push((k.to_string(), v.to_string()));
                }
                "position" if setup.position.is_some() => {
                    return Err(CliError("`--position` is given twice".to_string()))
                }
                "position" => setup.position = Some(value.clone()),
                "moves" => setup
                    .moves
                    .extend(value.split_whitespace().map(str::to_string)),
                _ if setup.flags.iter().any(|(k, _)| k == name) => {
                    return Err(CliError(format!("`{arg}` is given twice")))
                }
                _ if valued.contains(&name) => setup.flags.push((name.to_string(), value.clone())),
                _ => return Err(CliError(format!("unknown flag `{arg}`\n{USAGE}"))),
            }
            i += 2;
        } else {
            setup.positional.push(arg.clone());
            i += 1;
        }
    }
    if setup.positional.is_empty() {
        return Err(CliError(format!("missing GAME\n{USAGE}")));
    }
    setup.game = setup.positional.remove(0);
    Ok(setup)
}

impl Setup {
    fn flag(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    fn number(&self, name: &str) -> Result<Option<u64>, CliError> {
        self.flag(name)
            .map(|v| {
                v.parse::<u64>()
                    .map_err(|_| CliError(format!("`--{name}` takes a whole number, not `{v}`")))
            })
            .transpose()
    }

    /// The position after the given moves, checked by the rules.
    fn position(&self) -> Result<Box<dyn AnyGame>, CliError> {
        let record = Record {
            game: self.game.clone(),
            options: self.options.clone(),
            start: self.position.clone(),
            moves: self.moves.clone(),
        };
        record
            .replay()
            .map(|replay| replay.end)
            .map_err(|e| CliError(e.to_string()))
    }
}

fn list(args: &[String]) -> Result<Output, CliError> {
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

/// Draws the scene as a text diagram, top rank first: a man is its owner's
/// initial, a king the capital; a stack shows its top checker's initial, in
/// capitals when it holds more than one; a neutral piece shows its value.
fn diagram(game: &dyn AnyGame) -> String {
    let scene = game.scene();
    let (w, h) = (scene.width as usize, scene.height as usize);
    let initial = |seat| {
        game.seat_name(seat)
            .chars()
            .next()
            .map_or('?', |c| c.to_ascii_lowercase())
    };
    let mut grid = vec![vec![('.', 0u8); w]; h];
    for piece in &scene.pieces {
        let (shown, level) = match piece.look {
            PieceLook::Man(seat) | PieceLook::Pawn(seat) => (initial(seat), 0),
            PieceLook::King(seat) => (initial(seat).to_ascii_uppercase(), 0),
            PieceLook::Ring(value) => (char::from(b'0' + value.min(9)), 0),
            PieceLook::Checker { owner, level: 0 } => (initial(owner), 0),
            PieceLook::Checker { owner, level } => (initial(owner).to_ascii_uppercase(), level),
        };
        if let Some(cell) = grid
            .get_mut(piece.at.rank as usize)
            .and_then(|row| row.get_mut(piece.at.file as usize))
        {
            if cell.0 == '.' || level >= cell.1 {
                *cell = (shown, level);
            }
        }
    }
    let mut out = String::new();
    for rank in (0..h).rev() {
        let row: Vec<String> = grid[rank].iter().map(|(c, _)| c.to_string()).collect();
        let _ = writeln!(out, "{:>2} {}", rank + 1, row.join(" "));
    }
    let files: Vec<String> = (0..w)
        .map(|f| ((b'a' + f as u8) as char).to_string())
        .collect();
    let _ = writeln!(out, "   {}", files.join(" "));
    out
}

fn show(args: &[String]) -> Result<Output, CliError> {
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

fn perft(args: &[String]) -> Result<Output, CliError> {
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

fn playout(args: &[String]) -> Result<Output, CliError> {
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
