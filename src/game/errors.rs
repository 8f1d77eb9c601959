//! What goes wrong reading moves and positions, or playing a move that the
//! rules refuse: plain values the records, the page and the engine report.

use std::fmt;

/// Why a move's text could not be read (before legality is considered).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveParseError {
    /// The text as given.
    pub text: String,
    /// What is wrong with it, for people.
    pub reason: String,
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read move `{}`: {}", self.text, self.reason)
    }
}

impl std::error::Error for MoveParseError {}

/// Why a position's text could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionError {
    /// What is wrong, for people.
    pub reason: String,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad position: {}", self.reason)
    }
}

impl std::error::Error for PositionError {}

/// A move that is well formed but not legal in the position it was tried in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalMove {
    /// The move in the game's notation.
    pub text: String,
    /// The position it was tried in, as position text.
    pub position: String,
    /// Why, when the game can say (`Game::explain` on the move's clicks):
    /// "e3h: overlaps the wall at d3h".
    pub reason: Option<String>,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a legal move in position `{}`",
            self.text, self.position
        )?;
        match &self.reason {
            Some(reason) => write!(f, ": {reason}"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for IllegalMove {}
