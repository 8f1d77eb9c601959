//! The command line's arguments, output and errors, shared by its commands.

use crate::any_game::AnyGame;
use crate::record::Record;

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

/// The usage of every command, printed with errors and `help`.
pub(super) const USAGE: &str = "usage:
  tavoliere list
  tavoliere show GAME [--opt KEY=VALUE]... [--position TEXT] [--moves \"M1 M2 ...\"]
  tavoliere perft GAME DEPTH [--divide] [--opt KEY=VALUE]... [--position TEXT] [--moves \"...\"]
  tavoliere playout GAME --games N --seed S [--opt KEY=VALUE]... [--max-plies P]
  tavoliere match GAME --a LEVEL --b LEVEL --games N [--seed S] [--max-plies P] [--random-opening K] [--expert-ms MS] [--a-ms MS] [--b-ms MS] [--verbose] [--progress] [--memory MB] [--opt KEY=VALUE]...
  tavoliere fit-judgement LOG...   (fits Lines of Action's judgement to `match loa ... --verbose` logs; see docs/DEEP-SEARCH.md)
  tavoliere svg GAME [--opt KEY=VALUE]... [--position TEXT] [--moves \"...\"] [--ply N] [--size PX] [--small]
  tavoliere site-assets DIR   (writes the site's DIR/shell/data.js and DIR/pictures/GAME.svg)
  tavoliere engine [--memory MB]   (a GTP-style protocol on standard input and output; see the README)
  tavoliere solve cancelletto ... (see `tavoliere solve --help`)
LEVEL is random, easy, medium, hard, expert, mcts60k (plain UCT, 60,000 random playouts a move) or ab-centre (Lines of Action only: plain alpha-beta, centre proximity, 1 s a move), optionally with :mcts or :ab
--expert-ms is expert's time a move in a match (1 to 3600000, default 2000); --a-ms and --b-ms give side A's or B's timed level (expert, ab-centre) its own; --progress tells each game's result as it ends, on standard error.
Flags other than --opt and --moves may be given once; --opt once per KEY; --moves lists are joined.
--memory caps each search's tables in megabytes (1 to 65536, default 256).";

/// Arguments shared by the commands that build a position.
#[derive(Default)]
pub(super) struct Setup {
    pub(super) game: String,
    pub(super) options: Vec<(String, String)>,
    pub(super) position: Option<String>,
    pub(super) moves: Vec<String>,
    pub(super) positional: Vec<String>,
    pub(super) flags: Vec<(String, String)>,
    pub(super) switches: Vec<String>,
}

/// Adds the `KEY=VALUE` of an `--opt` to `options`, refusing a key given
/// before: every command that takes options reads them alike.
pub(super) fn add_option(options: &mut Vec<(String, String)>, value: &str) -> Result<(), CliError> {
    let (k, v) = value
        .split_once('=')
        .ok_or_else(|| CliError(format!("`--opt {value}`: expected KEY=VALUE")))?;
    if options.iter().any(|(key, _)| key == k) {
        return Err(CliError(format!("`--opt {k}=...` is given twice")));
    }
    options.push((k.to_string(), v.to_string()));
    Ok(())
}

/// Reads a command's arguments: `--opt`, `--position`, `--moves`, the
/// `valued` flags and `switches`, and what is left as positional.
pub(super) fn parse_args(
    args: &[String],
    valued: &[&str],
    switches: &[&str],
) -> Result<Setup, CliError> {
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
                "opt" => add_option(&mut setup.options, value)?,
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
    pub(super) fn flag(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    pub(super) fn number(&self, name: &str) -> Result<Option<u64>, CliError> {
        self.flag(name)
            .map(|v| {
                v.parse::<u64>()
                    .map_err(|_| CliError(format!("`--{name}` takes a whole number, not `{v}`")))
            })
            .transpose()
    }

    /// The position after the given moves, checked by the rules.
    pub(super) fn position(&self) -> Result<Box<dyn AnyGame>, CliError> {
        let record = Record {
            game: self.game.clone(),
            options: self.options.clone(),
            start: self.position.clone(),
            moves: self.moves.clone(),
            clock: None,
            notes: Default::default(),
        };
        record
            .replay()
            .map(|replay| replay.end)
            .map_err(|e| CliError(e.to_string()))
    }
}
