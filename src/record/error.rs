//! Why a record could not be read or replayed, and the limits that keep
//! reading any text quick.

use std::fmt;

use crate::clock::ClockError;
use crate::game::{IllegalMove, MoveParseError, OptionError, PositionError};

/// The most moves a record may hold, in all its lines together. Replaying is linear in the moves, and
/// the slowest game to replay (Gyges, whose legality check lists bounce
/// chains) takes about half a second for this many in the browser, so a
/// record at the limit loads within a second or two anywhere, and anything
/// longer is refused at once with this figure rather than freezing the tab.
/// No game played by people comes near it (`cargo bench -- records`).
pub const MAX_MOVES: usize = 10_000;

/// The most bytes of record text or link the site reads, checked before
/// anything is parsed: 10,000 moves of the longest notation fit well within.
pub const MAX_TEXT_BYTES: usize = 1 << 20;

/// The deepest variations may nest (a variation inside a variation is depth
/// 2): enough for any annotator, and it bounds every recursion over a record.
pub const MAX_DEPTH: usize = 32;

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
    /// The movetext (comments, variations, glyphs) is malformed.
    Movetext {
        /// Which token or part, as given.
        part: String,
        /// What is wrong.
        reason: String,
    },
    /// A `[%cal]` or `[%csl]` item does not read.
    Shape {
        /// The item, as given.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// Variations are nested deeper than `MAX_DEPTH`.
    TooDeep,
    /// A header value is empty or a header is given twice.
    Tag {
        /// The header key.
        key: String,
        /// What is wrong.
        reason: String,
    },
    /// Something is wrong inside a variation; `path` names it from the main
    /// line down ("variation for move 3 > variation for its move 2"), and
    /// `error` numbers moves within the innermost variation.
    Variation {
        /// Where the variation is.
        path: String,
        /// What is wrong there.
        error: Box<RecordError>,
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
            RecordError::Movetext { part, reason } => write!(f, "cannot read `{part}`: {reason}"),
            RecordError::Shape { text, reason } => write!(f, "shape `{text}`: {reason}"),
            RecordError::TooDeep => write!(
                f,
                "variations are nested more than {MAX_DEPTH} deep, the most a board takes"
            ),
            RecordError::Tag { key, reason } => write!(f, "header `{key}`: {reason}"),
            RecordError::Variation { path, error } => write!(f, "{path}, its {error}"),
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
