//! The engine session's state and its commands, apart from the reading.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use super::super::diagram::diagram;
use super::inbox::{Inbox, Interrupt};
use super::quote::{quote, tame};
use crate::ai::memory::{megabytes, DEFAULT_MEMORY_MB, MAX_MEMORY_MB, MIN_MEMORY_MB};
use crate::ai::AnyComputer;
use crate::ai::{Analysis, Level, Strength, REPORT_MS};
use crate::any_game::{describe_outcome, AnyGame};
use crate::games;

/// Work per `step` between looks at the clock and the input: well under a millisecond.
const SLICE: u64 = 1_024;

/// How long `analyse` thinks when it is given no time, in milliseconds:
/// expert's own time for a move.
const ANALYSE_MS: u64 = Strength::Expert.millis() as u64;

/// The seed of every `analyse`: an analysis adds no chance of its own, so
/// the same position analysed for the same work says the same.
const ANALYSE_SEED: u64 = 1;

/// The longest `genmove MILLIS` accepted: one hour. A referee asking for
/// more has made a mistake (a time in microseconds, a wrapped number).
pub const MAX_GENMOVE_MS: u64 = 3_600_000;

/// The commands, as `list_commands` answers.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "list_commands",
    "help",
    "game",
    "position",
    "level",
    "memory",
    "play",
    "genmove",
    "analyse",
    "stop",
    "undo",
    "legal",
    "showboard",
    "result",
    "quit",
];

/// What `help` answers: each command with its arguments and a few words;
/// the README's "Engine protocol" section says more.
const HELP: &str = "\
protocol_version        the protocol's version
name, version           the engine's name and version
list_commands           the commands, names only
help                    this list
game ID [KEY=VALUE]...  a new game with these options
position TEXT           a new game from a set-up position
level LEVEL             random, easy, medium, hard or expert, optionally :mcts or :ab; or the yardstick mcts60k or ab-centre (Lines of Action)
memory [MB]             the cap on a search's tables, 1 to 65536 MB (default 256)
play MOVE               plays a move for whoever is to move
genmove [MILLIS]        thinks (1 to 3600000 ms, else the level's budget, expert 2000 ms, ab-centre 1000), plays and answers a move
analyse [MILLIS]        thinks about the position (1 to 3600000 ms, default 2000) without playing: info lines as it deepens, then the best move
stop                    during genmove or analyse: answer the best move so far at once
undo                    takes back the last move
legal                   the legal moves
showboard               the board and its position text
result                  the result, or who is to move
quit                    ends the session, at once even during genmove or analyse";

/// How a session runs: the search tables' cap and, for tests and fuzzing,
/// a cap on every search's time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineSettings {
    /// The cap on a search's tables, in megabytes (the `memory` command
    /// changes it for the session).
    pub memory_mb: u64,
    /// If set, no search thinks longer than this, whatever it was asked.
    pub think_cap: Option<Duration>,
}

impl Default for EngineSettings {
    fn default() -> EngineSettings {
        EngineSettings {
            memory_mb: DEFAULT_MEMORY_MB,
            think_cap: None,
        }
    }
}

/// What a command did besides its answer.
pub enum After {
    /// Go on reading.
    Continue,
    /// A search was interrupted by this `stop` or `quit`, to be answered next.
    Interrupted(Interrupt),
}

/// The session's state: the game's start, the moves since, and the level.
pub struct Session {
    game: String,
    options: Vec<(String, String)>,
    start: Box<dyn AnyGame>,
    moves: Vec<String>,
    level: Level,
    searches: u64,
    memory_mb: u64,
    think_cap: Option<Duration>,
}

impl Session {
    /// A session playing Lines of Action at medium.
    pub fn new(settings: &EngineSettings) -> Session {
        let start = (games::engine("loa")
            .expect("Lines of Action is playable")
            .start)(&[])
        .expect("the default options are valid");
        Session {
            game: "loa".to_string(),
            options: Vec::new(),
            start,
            moves: Vec::new(),
            level: Level::new(Strength::Medium),
            searches: 0,
            memory_mb: settings.memory_mb.clamp(MIN_MEMORY_MB, MAX_MEMORY_MB),
            think_cap: settings.think_cap,
        }
    }

    fn current(&self) -> Result<Box<dyn AnyGame>, String> {
        let mut position = self.start.clone_box();
        for mv in &self.moves {
            position.play_text(mv).map_err(|e| e.to_string())?;
        }
        Ok(position)
    }

    /// Runs one command and returns the answer text (empty for a bare `=`);
    /// errors quote their input within bounds. Lines a command prints
    /// before its answer (`analyse`'s `info` lines) go to `info`.
    pub fn execute(
        &mut self,
        command: &str,
        args: &[&str],
        inbox: &mut dyn Inbox,
        info: &mut dyn FnMut(&str),
    ) -> (Result<String, String>, After) {
        let mut after = After::Continue;
        let result = match command {
            "genmove" => self.genmove(args, inbox, &mut after),
            "analyse" => self.analyse(args, inbox, &mut after, info),
            _ => self.simple(command, args),
        };
        let joined = args.join(" ");
        let mut inputs: Vec<&str> = vec![command, &joined];
        inputs.extend_from_slice(args);
        (result.map_err(|e| tame(&e, &inputs)), after)
    }

    fn simple(&mut self, command: &str, args: &[&str]) -> Result<String, String> {
        match command {
            "protocol_version" => Ok("1".to_string()),
            "name" => Ok("tavoliere".to_string()),
            "version" => Ok(env!("CARGO_PKG_VERSION").to_string()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "help" => Ok(HELP.to_string()),
            "game" => self.set_game(args),
            "position" => self.set_position(args),
            "level" => {
                let text = args.first().ok_or("level needs a LEVEL")?;
                self.level = text.parse::<Level>().map_err(|e| e.to_string())?;
                Ok(String::new())
            }
            "memory" => self.set_memory(args),
            "play" => {
                let text = args.join(" ");
                if text.is_empty() {
                    return Err("play needs a MOVE".to_string());
                }
                let played = self
                    .current()?
                    .play_text(&text)
                    .map_err(|e| e.to_string())?;
                self.moves.push(played);
                Ok(String::new())
            }
            "undo" => self
                .moves
                .pop()
                .map(|_| String::new())
                .ok_or_else(|| "no move to undo".to_string()),
            "legal" => Ok(self.current()?.legal_move_texts().join(" ")),
            "showboard" => {
                let position = self.current()?;
                let mut out = diagram(position.as_ref());
                let _ = write!(out, "position: {}", position.position_text());
                Ok(out)
            }
            "result" => {
                let position = self.current()?;
                Ok(match position.outcome() {
                    Some(outcome) => describe_outcome(position.as_ref(), outcome),
                    None => format!("none: {} to move", position.seat_name(position.to_move())),
                })
            }
            // Nothing is thinking between commands: there is nothing to stop.
            "stop" | "quit" => Ok(String::new()),
            other => Err(format!("unknown command {}", quote(other))),
        }
    }

    fn set_game(&mut self, args: &[&str]) -> Result<String, String> {
        let (id, pairs) = args.split_first().ok_or("game needs a GAME id")?;
        let engine = games::engine(id).ok_or_else(|| format!("no game called {}", quote(id)))?;
        let options = key_values(pairs)?;
        self.start = (engine.start)(&options).map_err(|e| e.to_string())?;
        self.game = id.to_string();
        self.options = options;
        self.moves.clear();
        Ok(String::new())
    }

    fn set_position(&mut self, args: &[&str]) -> Result<String, String> {
        let text = args.join(" ");
        let engine = games::engine(&self.game).ok_or("no game is set")?;
        self.start = (engine.from_position)(&text, &self.options).map_err(|e| match e {
            games::SetupError::Option(e) => e.to_string(),
            games::SetupError::Position(e) => e.to_string(),
        })?;
        self.moves.clear();
        Ok(String::new())
    }

    /// `memory` answers the cap in megabytes; `memory MB` sets it.
    fn set_memory(&mut self, args: &[&str]) -> Result<String, String> {
        let Some(text) = args.first() else {
            return Ok(self.memory_mb.to_string());
        };
        self.memory_mb = parse_memory(text)?;
        Ok(String::new())
    }

    /// Thinks for `MILLIS` milliseconds if given (the level's style, no
    /// work cap), else to the level's work budget (expert, which has none,
    /// for its own time), looking at the input between slices; plays and
    /// answers the best move so far.
    fn genmove(
        &mut self,
        args: &[&str],
        inbox: &mut dyn Inbox,
        after: &mut After,
    ) -> Result<String, String> {
        let strength = self.level.strength;
        let limit = match args.first() {
            Some(text) => Some(parse_millis("genmove", text)?),
            None if strength.is_timed() => Some(u64::from(strength.millis())),
            None => None,
        };
        let mut position = self.current()?;
        if position.outcome().is_some() {
            return Err("the game is over".to_string());
        }
        position.check_level(self.level)?;
        self.searches += 1;
        let mut thinker = position.thinker(self.level, self.searches);
        thinker.limit_memory(megabytes(self.memory_mb));
        let asked = limit.map(Duration::from_millis);
        if asked.is_some() {
            thinker.unlimit();
        }
        let deadline = self.allowed(asked).map(|d| Instant::now() + d);
        while !thinker.step(SLICE) && deadline.is_none_or(|d| Instant::now() < d) {
            if let Some(interrupt) = inbox.interrupt() {
                *after = After::Interrupted(interrupt);
                break;
            }
        }
        let mv = thinker.best_move().ok_or("no legal move")?;
        let played = position.play_text(&mv).map_err(|e| e.to_string())?;
        self.moves.push(played.clone());
        Ok(played)
    }

    /// The time a search may take: what it was asked, within the
    /// session's cap on every search.
    fn allowed(&self, asked: Option<Duration>) -> Option<Duration> {
        match (asked, self.think_cap) {
            (Some(a), Some(c)) => Some(a.min(c)),
            (a, c) => a.or(c),
        }
    }

    /// Thinks about the current position at the analysis level for
    /// `MILLIS` milliseconds (default `ANALYSE_MS`), or until its result is
    /// sure or `stop` comes, without playing; prints `info <analysis>`
    /// whenever the depth deepens (a changed line alone at most every
    /// `REPORT_MS`, and the last as it ends), and answers the best move.
    fn analyse(
        &mut self,
        args: &[&str],
        inbox: &mut dyn Inbox,
        after: &mut After,
        info: &mut dyn FnMut(&str),
    ) -> Result<String, String> {
        let millis = match args.first() {
            Some(text) => parse_millis("analyse", text)?,
            None => ANALYSE_MS,
        };
        let position = self.current()?;
        if position.outcome().is_some() {
            return Err("the game is over".to_string());
        }
        let mut thinker = position.analyst(ANALYSE_SEED);
        thinker.limit_memory(megabytes(self.memory_mb));
        let started = Instant::now();
        let allowed = self.allowed(Some(Duration::from_millis(millis)));
        let deadline = allowed.map(|d| started + d);
        let mut told: Option<Analysis> = None;
        let mut told_at = started;
        loop {
            let done = thinker.step(SLICE) || deadline.is_some_and(|d| Instant::now() >= d);
            let interrupt = if done { None } else { inbox.interrupt() };
            let ending = done || interrupt.is_some();
            if let Some(analysis) = thinker.analysis() {
                let deeper = told.as_ref().is_none_or(|t| t.depth != analysis.depth);
                let moved = told.as_ref().is_some_and(|t| t.line != analysis.line);
                let due = told_at.elapsed().as_secs_f64() * 1_000.0 >= REPORT_MS;
                if deeper || (moved && (due || ending)) {
                    info(&format!("info {analysis}"));
                    told = Some(analysis);
                    told_at = Instant::now();
                }
            }
            if let Some(interrupt) = interrupt {
                *after = After::Interrupted(interrupt);
            }
            if ending {
                break;
            }
        }
        thinker
            .best_move()
            .ok_or_else(|| "no legal move".to_string())
    }
}

/// A `genmove` or `analyse` time (`command` says which): a whole number
/// of milliseconds from 1 to `MAX_GENMOVE_MS`.
fn parse_millis(command: &str, text: &str) -> Result<u64, String> {
    let ms = text.parse::<u64>().map_err(|_| {
        format!(
            "{command} takes a time in milliseconds, not {}",
            quote(text)
        )
    })?;
    if ms == 0 || ms > MAX_GENMOVE_MS {
        return Err(format!(
            "{command} takes a time in milliseconds from 1 to {MAX_GENMOVE_MS} (one hour), not {}",
            quote(text)
        ));
    }
    Ok(ms)
}

/// A memory cap in megabytes, within `MIN_MEMORY_MB..=MAX_MEMORY_MB`.
pub fn parse_memory(text: &str) -> Result<u64, String> {
    text.parse::<u64>()
        .ok()
        .filter(|mb| (MIN_MEMORY_MB..=MAX_MEMORY_MB).contains(mb))
        .ok_or_else(|| {
            format!(
                "memory takes megabytes from {MIN_MEMORY_MB} to {MAX_MEMORY_MB}, not {}",
                quote(text)
            )
        })
}

fn key_values(pairs: &[&str]) -> Result<Vec<(String, String)>, String> {
    pairs
        .iter()
        .map(|pair| {
            pair.split_once('=')
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .ok_or_else(|| format!("{}: expected KEY=VALUE", quote(pair)))
        })
        .collect()
}
