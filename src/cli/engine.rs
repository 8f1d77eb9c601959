//! `tavoliere engine`: a line-based text protocol in the style of GTP, so
//! our engine can be matched against other programs by a referee script.
//!
//! Each command is one line, optionally led by a numeric id; each answer is
//! `=[id] text` or `?[id] error`, followed by an empty line. The README's
//! "Engine protocol" section is the reference for the commands.

use std::fmt::Write as _;
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

use super::diagram;
use crate::ai::{Level, Strength};
use crate::any_game::{describe_outcome, AnyGame};
use crate::games;

/// Work per `step` between looks at the clock: well under a millisecond.
const SLICE: u64 = 1_024;

/// The commands, as `list_commands` answers.
const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "list_commands",
    "game",
    "position",
    "level",
    "play",
    "genmove",
    "undo",
    "legal",
    "showboard",
    "result",
    "quit",
];

/// The session's state: the game's start, the moves since, and the level.
struct Session {
    game: String,
    options: Vec<(String, String)>,
    start: Box<dyn AnyGame>,
    moves: Vec<String>,
    level: Level,
    searches: u64,
}

impl Session {
    fn new() -> Session {
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
        }
    }

    fn current(&self) -> Result<Box<dyn AnyGame>, String> {
        let mut position = self.start.clone_box();
        for mv in &self.moves {
            position.play_text(mv).map_err(|e| e.to_string())?;
        }
        Ok(position)
    }

    /// Runs one command and returns the answer text (empty for a bare `=`).
    fn execute(&mut self, command: &str, args: &[&str]) -> Result<String, String> {
        match command {
            "protocol_version" => Ok("1".to_string()),
            "name" => Ok("tavoliere".to_string()),
            "version" => Ok(env!("CARGO_PKG_VERSION").to_string()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "game" => self.set_game(args),
            "position" => self.set_position(args),
            "level" => {
                let text = args.first().ok_or("level needs a LEVEL")?;
                self.level = text.parse::<Level>().map_err(|e| e.to_string())?;
                Ok(String::new())
            }
            "play" => {
                let text = args.join(" ");
                if text.is_empty() {
                    return Err("play needs a MOVE".to_string());
                }
                let played = self
                    .current()?
                    .play_text(&text)
                    .map_err(|e| e.to_string())?;
                self.moves.push(played.text);
                Ok(String::new())
            }
            "genmove" => self.genmove(args),
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
            "quit" => Ok(String::new()),
            other => Err(format!("unknown command `{other}`")),
        }
    }

    fn set_game(&mut self, args: &[&str]) -> Result<String, String> {
        let (id, pairs) = args.split_first().ok_or("game needs a GAME id")?;
        let engine = games::engine(id).ok_or_else(|| format!("no game called `{id}`"))?;
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

    /// Thinks for `MILLIS` milliseconds if given (the level's style, no
    /// work cap), else to the level's work budget; plays and answers the move.
    fn genmove(&mut self, args: &[&str]) -> Result<String, String> {
        let limit =
            match args.first() {
                Some(text) => Some(text.parse::<u64>().ok().filter(|ms| *ms > 0).ok_or_else(
                    || format!("genmove takes a time in milliseconds, not `{text}`"),
                )?),
                None => None,
            };
        let mut position = self.current()?;
        if position.outcome().is_some() {
            return Err("the game is over".to_string());
        }
        self.searches += 1;
        let mut thinker = position.thinker(self.level, self.searches);
        match limit {
            Some(ms) => {
                thinker.unlimit();
                let deadline = Instant::now() + Duration::from_millis(ms);
                while !thinker.step(SLICE) && Instant::now() < deadline {}
            }
            None => while !thinker.step(SLICE) {},
        }
        let mv = thinker.best_move().ok_or("no legal move")?;
        let played = position.play_text(&mv).map_err(|e| e.to_string())?;
        self.moves.push(played.text.clone());
        Ok(played.text)
    }
}

fn key_values(pairs: &[&str]) -> Result<Vec<(String, String)>, String> {
    pairs
        .iter()
        .map(|pair| {
            pair.split_once('=')
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .ok_or_else(|| format!("`{pair}`: expected KEY=VALUE"))
        })
        .collect()
}

/// Reads commands from `input` and answers on `output` until `quit` or the
/// end of input. Only a failure to write ends it early.
pub fn serve(input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let mut session = Session::new();
    for line in input.lines() {
        let line = line?;
        let line = line.split('#').next().unwrap_or("").trim();
        let mut words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        let id = words[0]
            .parse::<u64>()
            .ok()
            .map(|id| {
                words.remove(0);
                id.to_string()
            })
            .unwrap_or_default();
        let Some((command, args)) = words.split_first() else {
            writeln!(output, "?{id} missing command\n")?;
            continue;
        };
        match session.execute(command, args) {
            Ok(text) if text.is_empty() => writeln!(output, "={id}\n")?,
            Ok(text) => writeln!(output, "={id} {text}\n")?,
            Err(error) => writeln!(output, "?{id} {error}\n")?,
        }
        output.flush()?;
        if *command == "quit" {
            break;
        }
    }
    Ok(())
}
