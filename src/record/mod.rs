//! Game records: game id, options, an optional start position and the moves.
//!
//! One record has two spellings: text a person copies and pastes, and the
//! URL fragment of a shared link (`#game=loa&moves=b1-d3+a7-c5`). The same
//! record is what the page keeps in localStorage and what an embedded board
//! is given. Reading either spelling never panics: every error names the part
//! that is wrong and why, and an illegal move is named with its position.

mod error;
mod movetext;
mod notes;
mod variations;

#[cfg_attr(not(feature = "view"), allow(unused_imports))]
pub(crate) use error::thousands;
pub use error::{RecordError, MAX_DEPTH, MAX_MOVES, MAX_TEXT_BYTES};
pub use notes::{
    tag_key, Cell, Colour, Comment, Glyph, Line, MoveNotes, NotedMove, Notes, Shape, TAG_KEYS,
};

use crate::any_game::{AnyGame, PlayError};
use crate::clock::Clock;
use crate::game::Seat;
use crate::games::{self, SetupError};

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
    /// Headers, comments, glyphs, shapes and variations (issue 42);
    /// `Default` for a plain record.
    pub notes: Notes,
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
    /// The record's notes, every variation's moves in canonical notation.
    pub notes: Notes,
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

    /// The record of a variation as a game of its own, from the start:
    /// the moves before it, then its moves, with their notes. `path` goes
    /// down the tree: each step is (0-based ply within the current line,
    /// index among the variations at that ply), starting on the main line.
    /// None when a step names nothing. The clock is dropped (its times
    /// belong to the main line).
    pub fn variation_record(&self, path: &[(usize, usize)]) -> Option<Record> {
        let (mut moves, mut plies) = (Vec::new(), Vec::new());
        let mut line: Vec<(String, MoveNotes)> = self
            .moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                (
                    m.clone(),
                    self.notes.plies.get(i).cloned().unwrap_or_default(),
                )
            })
            .collect();
        let mut intro = self.notes.intro.clone();
        for &(ply, index) in path {
            let variation = line.get(ply)?.1.variations.get(index)?.clone();
            for (text, notes) in line.drain(..ply) {
                moves.push(text);
                plies.push(notes);
            }
            // The variation's own opening comment goes after the move
            // before it (or before the first move).
            let target = match plies.last_mut() {
                Some(notes) => &mut notes.comment,
                None => &mut intro,
            };
            if !variation.intro.is_empty() {
                *target = variation.intro;
            }
            line = variation
                .moves
                .into_iter()
                .map(|m| (m.text, m.notes))
                .collect();
        }
        for (text, notes) in line {
            moves.push(text);
            plies.push(notes);
        }
        let mut notes = Notes {
            tags: self.notes.tags.clone(),
            intro,
            plies,
        };
        notes.normalise();
        Some(Record {
            game: self.game.clone(),
            options: self.options.clone(),
            start: self.start.clone(),
            moves,
            clock: None,
            notes,
        })
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
        check_tags(&self.notes.tags)?;
        check_total(self)?;
        // Notes past the last move (left by cutting `moves` in code, as the
        // page does for a move in the past) are dropped, never an error.
        let mut notes = self.notes.clone();
        notes.plies.truncate(self.moves.len());
        notes.normalise();
        let mut end = start.clone_box();
        let mut moves = Vec::with_capacity(self.moves.len());
        for (i, text) in self.moves.iter().enumerate() {
            let number = i + 1;
            if let Some(ply) = notes.plies.get_mut(i) {
                if !ply.variations.is_empty() {
                    let path = format!("variation for move {number}");
                    variations::check(end.as_ref(), &mut ply.variations, &path, 1)?;
                }
            }
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
            notes,
        })
    }

    /// The options as `key=value` pairs separated by spaces, as the text's
    /// `Options:` line and an embed's `options` attribute spell them;
    /// `None` when the game is played as it comes.
    pub fn options_text(&self) -> Option<String> {
        if self.options.is_empty() {
            return None;
        }
        let pairs: Vec<String> = self
            .options
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        Some(pairs.join(" "))
    }

    /// The record as text to copy: one `Key: value` line per part.
    pub fn to_text(&self) -> String {
        let mut text = format!("Game: {}\n", self.game);
        if let Some(options) = self.options_text() {
            text.push_str(&format!("Options: {options}\n"));
        }
        if let Some(start) = &self.start {
            text.push_str(&format!("Start: {start}\n"));
        }
        if let Some(clock) = &self.clock {
            text.push_str(&format!("Clock: {clock}\n"));
        }
        for (key, value) in &self.notes.tags {
            text.push_str(&format!("{key}: {}\n", one_line(value)));
        }
        if self.notes.has_movetext_within(self.moves.len()) {
            text.push_str(&format!(
                "Moves: {}\n",
                movetext::write(&self.moves, &self.notes)
            ));
        } else {
            text.push_str(&format!("Moves: {}\n", self.moves.join(" ")));
        }
        text
    }

    /// Reads the text form. Lines are `Game:`, `Options:`, `Start:`,
    /// `Clock:`, the headers of `TAG_KEYS` and `Moves:` (any case, any
    /// order). The moves are PGN movetext (see `movetext`): they may
    /// continue on further lines, carry move numbers such as `12.` (ignored),
    /// comments, glyphs and variations.
    pub fn parse_text(text: &str) -> Result<Record, RecordError> {
        check_length(text)?;
        let mut record = Record::default();
        let mut seen: Vec<String> = Vec::new();
        let mut in_moves = false;
        let mut in_comment = false;
        let mut movetext = String::new();
        for line in text.lines() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let (key, value) =
                match line.split_once(':') {
                    Some((k, v)) if !in_comment && is_header_key(k) => {
                        (k.trim().to_ascii_lowercase(), v.trim())
                    }
                    _ if in_moves => {
                        in_comment = add_moves(&mut movetext, line, in_comment);
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
            if let Some(tag) = tag_key(&key) {
                if value.is_empty() {
                    return Err(RecordError::Tag {
                        key: tag.into(),
                        reason: "has no value".into(),
                    });
                }
                record.notes.tags.push((tag.to_string(), one_line(value)));
                continue;
            }
            match key.as_str() {
                "game" => record.game = value.to_ascii_lowercase(),
                "options" => {
                    for pair in value.split_whitespace() {
                        record.options.push(split_pair(pair)?);
                    }
                }
                "start" => record.start = Some(value.to_string()),
                "clock" => record.clock = Some(Clock::parse(value).map_err(RecordError::Clock)?),
                _ => in_comment = add_moves(&mut movetext, value, false),
            }
        }
        let (moves, notes) = movetext::parse(&movetext)?;
        record.moves = moves;
        record.notes.intro = notes.intro;
        record.notes.plies = notes.plies;
        if seen.is_empty() {
            return Err(RecordError::Empty);
        }
        if record.game.is_empty() {
            return Err(RecordError::MissingGame);
        }
        Ok(record)
    }

    /// The record as a URL fragment (without `#`). Headers are keys of
    /// their own in lower case (`white=Ann`); an annotated record's
    /// `moves` is its movetext, percent-encoded with spaces as `+`
    /// (`moves=b1-d3+a7-c5!%3F+%7B+White+develops.+%7D`), so a plain
    /// record's link is unchanged.
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
        for (key, value) in &self.notes.tags {
            parts.push(format!(
                "{}={}",
                key.to_ascii_lowercase(),
                encode(&one_line(value)).replace("%20", "+")
            ));
        }
        if self.notes.has_movetext_within(self.moves.len()) {
            let text = movetext::write(&self.moves, &self.notes);
            parts.push(format!("moves={}", encode(&text).replace("%20", "+")));
        } else if !self.moves.is_empty() {
            let moves: Vec<String> = self.moves.iter().map(|m| encode(m)).collect();
            parts.push(format!("moves={}", moves.join("+")));
        }
        parts.join("&")
    }

    /// Reads a URL fragment (with or without the leading `#`): `game`,
    /// `start`, `clock`, `moves` (movetext, moves separated by `+` or
    /// spaces), the headers of `TAG_KEYS` (any case) and any other key as
    /// an option.
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
                    let (moves, notes) = movetext::parse(&decode(raw_value, part)?)?;
                    record.moves = moves;
                    record.notes.intro = notes.intro;
                    record.notes.plies = notes.plies;
                }
                _ if tag_key(&key).is_some() => {
                    let tag = tag_key(&key).expect("checked");
                    let value = one_line(&decode(raw_value, part)?);
                    if value.is_empty() {
                        return Err(RecordError::Tag {
                            key: tag.into(),
                            reason: "has no value".into(),
                        });
                    }
                    record.notes.tags.push((tag.to_string(), value));
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
    ) || tag_key(key).is_some()
}

/// Appends a line of movetext; says whether a `{` comment is left open at
/// its end (`open` on entry), so a comment line such as `Result: ...` is
/// not taken for a header.
fn add_moves(movetext: &mut String, line: &str, mut open: bool) -> bool {
    movetext.push_str(line);
    movetext.push('\n');
    for c in line.chars() {
        match c {
            '{' if !open => open = true,
            '}' if open => open = false,
            _ => {}
        }
    }
    open
}

/// A header value on one line.
fn one_line(value: &str) -> String {
    value.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Refuses headers given twice or empty (for records built in code).
fn check_tags(tags: &[(String, String)]) -> Result<(), RecordError> {
    for (i, (key, value)) in tags.iter().enumerate() {
        let bad = |reason: &str| RecordError::Tag {
            key: key.clone(),
            reason: reason.into(),
        };
        if tag_key(key) != Some(key.as_str()) {
            return Err(bad("is not one of the headers a record has"));
        }
        if one_line(value).is_empty() {
            return Err(bad("has no value"));
        }
        if tags[..i].iter().any(|(k, _)| k == key) {
            return Err(bad("is given twice"));
        }
    }
    Ok(())
}

/// Refuses a record whose lines together hold more than `MAX_MOVES`
/// moves, or nest deeper than `MAX_DEPTH` (for records built in code;
/// reading checks as it goes). Walks the tree with an explicit stack.
fn check_total(record: &Record) -> Result<(), RecordError> {
    let mut total = record.moves.len();
    let mut stack: Vec<(&MoveNotes, usize)> = record.notes.plies.iter().map(|p| (p, 1)).collect();
    while let Some((notes, depth)) = stack.pop() {
        for line in &notes.variations {
            if depth > MAX_DEPTH {
                return Err(RecordError::TooDeep);
            }
            total += line.moves.len();
            if total > MAX_MOVES {
                return Err(RecordError::TooManyMoves);
            }
            stack.extend(line.moves.iter().map(|m| (&m.notes, depth + 1)));
        }
    }
    Ok(())
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
}
