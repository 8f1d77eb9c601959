//! A game in progress as the page sees it: a start, the moves, and which
//! position is being looked at, with undo, redo and jumping to any move.
//!
//! Kept free of the browser so it is tested natively; the record it produces
//! is what the page stores and puts in the link.

use crate::any_game::{AnyGame, PlayError, Played};
use crate::game::Step;
use crate::record::{Record, RecordError};

/// The moves of a game and the position being shown.
pub struct History {
    record: Record,
    start: Box<dyn AnyGame>,
    moves: Vec<String>,
    cursor: usize,
    current: Box<dyn AnyGame>,
    last_steps: Vec<Step>,
}

impl History {
    /// Replays a record; the cursor goes to its end.
    pub fn from_record(record: &Record) -> Result<History, RecordError> {
        let replay = record.replay()?;
        let mut history = History {
            record: Record {
                moves: Vec::new(),
                ..record.clone()
            },
            start: replay.start,
            moves: replay.moves,
            cursor: 0,
            current: replay.end,
            last_steps: Vec::new(),
        };
        history.cursor = history.moves.len();
        history.goto(history.cursor);
        Ok(history)
    }

    /// The position being shown.
    pub fn current(&self) -> &dyn AnyGame {
        self.current.as_ref()
    }

    /// All moves, including those after the cursor (redo).
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// How many moves lead to the shown position.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The motion of the move that led to the shown position, to mark it.
    pub fn last_steps(&self) -> &[Step] {
        &self.last_steps
    }

    /// The whole game as a record (all moves, whatever the cursor).
    pub fn record(&self) -> Record {
        Record {
            moves: self.moves.clone(),
            ..self.record.clone()
        }
    }

    /// Plays a move at the shown position; later moves are dropped.
    pub fn play(&mut self, text: &str) -> Result<Played, PlayError> {
        let played = self.current.play_text(text)?;
        self.moves.truncate(self.cursor);
        self.moves.push(played.text.clone());
        self.cursor += 1;
        self.last_steps = played.steps.clone();
        Ok(played)
    }

    /// Shows the position after `n` moves (clamped to the game).
    pub fn goto(&mut self, n: usize) {
        let n = n.min(self.moves.len());
        let mut position = self.start.clone_box();
        let mut last_steps = Vec::new();
        for (i, mv) in self.moves[..n].iter().enumerate() {
            match position.play_text(mv) {
                Ok(played) if i + 1 == n => last_steps = played.steps,
                Ok(_) => {}
                // Moves were checked when they entered the history.
                Err(_) => break,
            }
        }
        self.current = position;
        self.cursor = n;
        self.last_steps = last_steps;
    }

    /// One move back; false at the start.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.goto(self.cursor - 1);
        true
    }

    /// One move forward again; false at the end.
    pub fn redo(&mut self) -> bool {
        if self.cursor == self.moves.len() {
            return false;
        }
        let next = self.moves[self.cursor].clone();
        match self.current.play_text(&next) {
            Ok(played) => {
                self.cursor += 1;
                self.last_steps = played.steps;
                true
            }
            Err(_) => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loa(moves: &[&str]) -> Record {
        Record::new("loa").with_moves(moves)
    }

    #[test]
    fn undo_redo_and_branching() {
        let mut h = History::from_record(&loa(&["b1-b3", "a2-c2"])).unwrap();
        assert_eq!(h.cursor(), 2);
        assert!(h.undo());
        assert_eq!(h.current().to_move().0, 1);
        assert!(h.redo());
        assert_eq!(h.cursor(), 2);
        assert!(!h.redo());
        h.goto(1);
        h.play("h2-f2").unwrap();
        assert_eq!(h.moves(), &["b1-b3".to_string(), "h2-f2".to_string()]);
        assert_eq!(h.record().moves.len(), 2);
    }

    #[test]
    fn an_illegal_move_changes_nothing() {
        let mut h = History::from_record(&loa(&["b1-b3"])).unwrap();
        let before = h.current().position_text();
        assert!(h.play("b3-b4").is_err());
        assert_eq!(h.current().position_text(), before);
        assert_eq!(h.moves().len(), 1);
    }
}
