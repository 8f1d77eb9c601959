//! Game records: game id, options, an optional start position and the moves.
//!
//! One record has two spellings: text a person copies and pastes, and the
//! URL fragment of a shared link (`#game=loa&moves=b1-d3+a7-c5`). The same
//! record is what the page keeps in localStorage and what an embedded board
//! is given. Reading either spelling never panics: every error names the part
//! that is wrong and why, and an illegal move is named with its position.

use std::fmt;

use crate::any_game::{AnyGame, PlayError};
use crate::clock::{Clock, ClockError};
use crate::game::{IllegalMove, MoveParseError, OptionError, PositionError, Seat};
use crate::games::{self, SetupError};

/// The most moves a record may hold. Replaying is linear in the moves, and
/// the slowest game to replay (Gyges, whose legality check lists bounce
/// chains) takes about half a second for this many in the browser, so a
/// record at the limit loads within a second or two anywhere, and anything
/// longer is refused at once with this figure rather than freezing the tab.
/// No game played by people comes near it (`cargo bench -- records`).
pub const MAX_MOVES: usize = 10_000;

/// The most bytes of record text or link the site reads, checked before
/// anything is parsed: 10,000 moves of the longest notation fit well within.
pub const MAX_TEXT_BYTES: usize = 1 << 20;

/// A game as a sequence of moves from a known start.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Record {
    /// Registry id of the game.
    pub game: String,
    /// Options that differ from the defaults, as key-value pairs.
    pub options: Vec<(String, String)>,
    /// Position text to start from, when not the game's usual start.
    pub start: Option<String>,
    /// The moves, in the game's notation.
    pub moves: Vec<String>,
    /// The clock the game is played with and each seat's time left after
    /// the last move, when it is played with one; a seat with none left
    /// lost on time.
    pub clock: Option<Clock>,
}

/// Why a record could not be read or replayed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordError {
    /// Nothing was given.
    Empty,
    /// A line or link part is not of the expected form.
    Syntax {
        /// The offending part, as given.
        part: String,
        /// What was expected.
        reason: String,
    },
    /// No game is named.
    MissingGame,
    /// The named game does not exist.
    UnknownGame(String),
    /// An option is unknown or has a bad value.
    Option(OptionError),
    /// The start position is malformed.
    Position(PositionError),
    /// A move's text names no move.
    UnreadableMove {
        /// 1-based ply number.
        number: usize,
        /// The parser's complaint.
        error: MoveParseError,
    },
    /// A move is not legal where it was played.
    IllegalMove {
        /// 1-based ply number.
        number: usize,
        /// The move and its position.
        error: IllegalMove,
    },
    /// The text is longer than `MAX_TEXT_BYTES`.
    TooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// The record holds more than `MAX_MOVES` moves.
    TooManyMoves,
    /// The clock's text does not read, or does not fit the game.
    Clock(ClockError),
    /// A move comes after the game ended.
    AfterEnd {
        /// 1-based ply number.
        number: usize,
        /// The move as given.
        text: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Empty => write!(f, "the record is empty"),
            RecordError::Syntax { part, reason } => write!(f, "cannot read `{part}`: {reason}"),
            RecordError::MissingGame => write!(f, "the record does not say which game it is"),
            RecordError::UnknownGame(id) => write!(f, "there is no game called `{id}`"),
            RecordError::Option(e) => e.fmt(f),
            RecordError::Position(e) => write!(f, "start position: {}", e.reason),
            RecordError::UnreadableMove { number, error } => {
                write!(f, "move {number}: {error}")
            }
            RecordError::IllegalMove { number, error } => write!(f, "move {number}: {error}"),
            RecordError::TooLong { bytes } => write!(
                f,
                "the record is {} KB long; the most a board reads is {} KB",
                bytes.div_ceil(1024),
                MAX_TEXT_BYTES / 1024
            ),
            RecordError::TooManyMoves => write!(
                f,
                "the record has more than {} moves, the most a board takes",
                thousands(MAX_MOVES)
            ),
            RecordError::Clock(e) => e.fmt(f),
            RecordError::AfterEnd { number, text } => {
                write!(f, "move {number} `{text}` comes after the end of the game")
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// `10000` as `10,000`, for messages.
pub(crate) fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Refuses text over `MAX_TEXT_BYTES` before any work is done on it.
pub fn check_length(text: &str) -> Result<(), RecordError> {
    if text.len() > MAX_TEXT_BYTES {
        return Err(RecordError::TooLong { bytes: text.len() });
    }
    Ok(())
}

/// Refuses a record whose moves passed `MAX_MOVES` while being read.
fn check_moves(record: &Record) -> Result<(), RecordError> {
    if record.moves.len() > MAX_MOVES {
        return Err(RecordError::TooManyMoves);
    }
    Ok(())
}

impl From<SetupError> for RecordError {
    fn from(e: SetupError) -> Self {
        match e {
            SetupError::Option(e) => RecordError::Option(e),
            SetupError::Position(e) => RecordError::Position(e),
        }
    }
}

/// The replayed game: the start, the canonical moves and the final position.
pub struct Replay {
    /// The position before the first move.
    pub start: Box<dyn AnyGame>,
    /// The moves in canonical notation.
    pub moves: Vec<String>,
    /// The position after the last move.
    pub end: Box<dyn AnyGame>,
    /// The record's clock, with a time for each of the game's seats.
    pub clock: Option<Clock>,
}

impl Record {
    /// A record of a game with no moves yet.
    pub fn new(game: &str) -> Record {
        Record {
            game: game.to_string(),
            ..Record::default()
        }
    }

    /// The same record with these moves, for building records in code.
    pub fn with_moves(mut self, moves: &[&str]) -> Record {
        self.moves = moves.iter().map(|m| m.to_string()).collect();
        self
    }

    /// Builds the start position this record names.
    pub fn start_position(&self) -> Result<Box<dyn AnyGame>, RecordError> {
        if self.game.is_empty() {
            return Err(RecordError::MissingGame);
        }
        let info =
            games::find(&self.game).ok_or_else(|| RecordError::UnknownGame(self.game.clone()))?;
        let engine = &info.engine;
        match &self.start {
            Some(text) => Ok((engine.from_position)(text, &self.options)?),
            None => (engine.start)(&self.options).map_err(RecordError::Option),
        }
    }

    /// Plays the moves from the start, checking each against the rules.
    pub fn replay(&self) -> Result<Replay, RecordError> {
        self.replay_visiting(|_, _, _| {})
    }

    /// Replays like `replay`, showing `visit` each position on the way
    /// with the number of moves that led to it and the seat that made the
    /// last of them (the page keeps some positions as checkpoints, so going
    /// back in a long game does not replay it all, and numbers its move list
    /// by turn).
    pub fn replay_visiting(
        &self,
        mut visit: impl FnMut(usize, Seat, &dyn AnyGame),
    ) -> Result<Replay, RecordError> {
        check_moves(self)?;
        let start = self.start_position()?;
        let clock = match &self.clock {
            Some(clock) => Some(
                clock
                    .clone()
                    .fit(start.seat_count())
                    .map_err(RecordError::Clock)?,
            ),
            None => None,
        };
        let mut end = start.clone_box();
        let mut moves = Vec::with_capacity(self.moves.len());
        for (i, text) in self.moves.iter().enumerate() {
            let number = i + 1;
            if end.outcome().is_some() {
                return Err(RecordError::AfterEnd {
                    number,
                    text: text.clone(),
                });
            }
            let mover = end.to_move();
            match end.play_text(text) {
                Ok(played) => moves.push(played),
                Err(PlayError::Parse(error)) => {
                    return Err(RecordError::UnreadableMove { number, error })
                }
                Err(PlayError::Illegal(error)) => {
                    return Err(RecordError::IllegalMove { number, error })
                }
            }
            visit(number, mover, end.as_ref());
        }
        Ok(Replay {
            start,
            moves,
            end,
            clock,
        })
    }

    /// The record as text to copy: one `Key: value` line per part.
    pub fn to_text(&self) -> String {
        let mut text = format!("Game: {}\n", self.game);
        if !self.options.is_empty() {
            let pairs: Vec<String> = self
                .options
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            text.push_str(&format!("Options: {}\n", pairs.join(" ")));
        }
        if let Some(start) = &self.start {
            text.push_str(&format!("Start: {start}\n"));
        }
        if let Some(clock) = &self.clock {
            text.push_str(&format!("Clock: {clock}\n"));
        }
        text.push_str(&format!("Moves: {}\n", self.moves.join(" ")));
        text
    }

    /// Reads the text form. Lines are `Game:`, `Options:`, `Start:`,
    /// `Clock:` and `Moves:` (any case, any order); moves may continue on further lines and
    /// may carry move numbers such as `12.`, which are ignored.
    pub fn parse_text(text: &str) -> Result<Record, RecordError> {
        check_length(text)?;
        let mut record = Record::default();
        let mut seen: Vec<String> = Vec::new();
        let mut in_moves = false;
        for line in text.lines() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let (key, value) =
                match line.split_once(':') {
                    Some((k, v)) if is_header_key(k) => (k.trim().to_ascii_lowercase(), v.trim()),
                    _ if in_moves => {
                        record.moves.extend(move_tokens(line));
                        check_moves(&record)?;
                        continue;
                    }
                    _ => return Err(RecordError::Syntax {
                        part: line.to_string(),
                        reason:
                            "expected a line `Game:`, `Options:`, `Start:`, `Clock:` or `Moves:`"
                                .into(),
                    }),
                };
            if seen.contains(&key) {
                return Err(RecordError::Syntax {
                    part: line.to_string(),
                    reason: format!("`{key}` is given twice"),
                });
            }
            seen.push(key.clone());
            in_moves = key == "moves";
            match key.as_str() {
                "game" => record.game = value.to_ascii_lowercase(),
                "options" => {
                    for pair in value.split_whitespace() {
                        record.options.push(split_pair(pair)?);
                    }
                }
                "start" => record.start = Some(value.to_string()),
                "clock" => record.clock = Some(Clock::parse(value).map_err(RecordError::Clock)?),
                _ => record.moves.extend(move_tokens(value)),
            }
            check_moves(&record)?;
        }
        if seen.is_empty() {
            return Err(RecordError::Empty);
        }
        if record.game.is_empty() {
            return Err(RecordError::MissingGame);
        }
        Ok(record)
    }

    /// The record as a URL fragment (without `#`).
    pub fn to_fragment(&self) -> String {
        let mut parts = vec![format!("game={}", encode(&self.game))];
        for (k, v) in &self.options {
            parts.push(format!("{}={}", encode(k), encode(v)));
        }
        if let Some(start) = &self.start {
            parts.push(format!("start={}", encode(start)));
        }
        if let Some(clock) = &self.clock {
            parts.push(format!("clock={}", encode(&clock.to_string())));
        }
        if !self.moves.is_empty() {
            let moves: Vec<String> = self.moves.iter().map(|m| encode(m)).collect();
            parts.push(format!("moves={}", moves.join("+")));
        }
        parts.join("&")
    }

    /// Reads a URL fragment (with or without the leading `#`): `game`,
    /// `start`, `clock`, `moves` (separated by `+` or spaces) and any other
    /// key as an option.
    pub fn parse_fragment(fragment: &str) -> Result<Record, RecordError> {
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
        check_length(fragment)?;
        if fragment.trim().is_empty() {
            return Err(RecordError::Empty);
        }
        let mut record = Record::default();
        let mut seen: Vec<String> = Vec::new();
        for part in fragment.split('&').filter(|p| !p.is_empty()) {
            let (raw_key, raw_value) = part.split_once('=').ok_or_else(|| RecordError::Syntax {
                part: part.to_string(),
                reason: "expected `key=value`".into(),
            })?;
            let key = decode(raw_key, part)?;
            if seen.contains(&key) {
                return Err(RecordError::Syntax {
                    part: part.to_string(),
                    reason: format!("`{key}` is given twice"),
                });
            }
            seen.push(key.clone());
            match key.as_str() {
                "game" => record.game = decode(raw_value, part)?.to_ascii_lowercase(),
                "start" => record.start = Some(decode(raw_value, part)?),
                "clock" => {
                    let text = decode(raw_value, part)?;
                    record.clock = Some(Clock::parse(&text).map_err(RecordError::Clock)?);
                }
                "moves" => {
                    for token in raw_value.split('+') {
                        let mv = decode(token, part)?;
                        record.moves.extend(move_tokens(&mv));
                        check_moves(&record)?;
                    }
                }
                _ => record.options.push((key, decode(raw_value, part)?)),
            }
        }
        if record.game.is_empty() {
            return Err(RecordError::MissingGame);
        }
        Ok(record)
    }
}

fn is_header_key(key: &str) -> bool {
    matches!(
        key.trim().to_ascii_lowercase().as_str(),
        "game" | "options" | "start" | "clock" | "moves"
    )
}

fn split_pair(pair: &str) -> Result<(String, String), RecordError> {
    match pair.split_once('=') {
        Some((k, v)) if !k.is_empty() && !v.is_empty() => Ok((k.to_string(), v.to_string())),
        _ => Err(RecordError::Syntax {
            part: pair.to_string(),
            reason: "an option is written `key=value`".into(),
        }),
    }
}

/// Splits move text on whitespace, dropping move numbers like `3.` or `3...`.
fn move_tokens(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split_whitespace()
        .filter(|t| {
            let digits = t.trim_end_matches('.');
            !(digits.len() < t.len()
                && !digits.is_empty()
                && digits.bytes().all(|b| b.is_ascii_digit()))
        })
        .map(str::to_string)
}

/// Percent-encodes what would break a fragment; keeps `/`, `:` and `,` readable.
fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z'
            | b'a'..=b'z'
            | b'0'..=b'9'
            | b'-'
            | b'.'
            | b'_'
            | b'~'
            | b'/'
            | b':'
            | b','
            | b'('
            | b')'
            | b'*'
            | b'!'
            | b'@' => out.push(b as char),
            b' ' => out.push_str("%20"),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// Decodes percent escapes and `+` as a space; `part` names the link part in errors.
fn decode(text: &str, part: &str) -> Result<String, RecordError> {
    let bad = |reason: &str| RecordError::Syntax {
        part: part.to_string(),
        reason: reason.to_string(),
    };
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or_else(|| bad("a `%` must be followed by two hexadecimal digits"))?;
                out.push(hex);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| bad("the escapes do not spell UTF-8 text"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encoding_round_trips_awkward_text() {
        let text = "a b+c&d=e#f%g/h:è";
        assert_eq!(decode(&encode(text), "x").unwrap(), text);
    }

    #[test]
    fn bad_escapes_are_errors_not_panics() {
        assert!(decode("%", "x").is_err());
        assert!(decode("%4", "x").is_err());
        assert!(decode("%zz", "x").is_err());
        assert!(decode("%ff", "x").is_err());
        assert!(decode("%e2%82", "x").is_err());
    }

    #[test]
    fn move_numbers_are_dropped() {
        let tokens: Vec<String> = move_tokens("1. b1-d3 a2-c4 2... c1-c3 pass").collect();
        assert_eq!(tokens, ["b1-d3", "a2-c4", "c1-c3", "pass"]);
    }
}
