//! A game in progress as the page sees it: a start, the moves, and which
//! position is being looked at, with undo, redo and jumping to any move.
//!
//! Kept free of the browser so it is tested natively; the record it produces
//! is what the page stores and puts in the link.

use crate::any_game::{AnyGame, PlayError};
use crate::clock::Clock;
use crate::game::{IllegalMove, Seat};
use crate::record::{Record, RecordError, MAX_MOVES};
use crate::ui::scene::Step;
use crate::ui::view::{AnyView, Played};

/// Moves between kept positions: going to any move replays at most this
/// many, so stepping back through a game of thousands of moves stays as
/// quick as in a short one.
const CHECKPOINT_EVERY: usize = 128;

/// The moves of a game and the position being shown.
pub struct History {
    record: Record,
    /// The position after `i * CHECKPOINT_EVERY` moves, for every `i` up to
    /// the moves known; the first is the start.
    checkpoints: Vec<Box<dyn AnyGame>>,
    moves: Vec<String>,
    /// The seat that made each move, to number the moves by turn.
    movers: Vec<Seat>,
    /// Whether each move ended a turn (`Game::turn_over`), asked of the
    /// position it led to as the moves are played, so numbering the list
    /// by turn never replays the game.
    ends: Vec<bool>,
    cursor: usize,
    current: Box<dyn AnyGame>,
    last_steps: Vec<Step>,
}

impl History {
    /// Replays a record; the cursor goes to its end.
    pub fn from_record(record: &Record) -> Result<History, RecordError> {
        let mut kept = Vec::new();
        let mut movers = Vec::with_capacity(record.moves.len());
        let mut ends = Vec::with_capacity(record.moves.len());
        let replay = record.replay_visiting(|ply, mover, position| {
            movers.push(mover);
            ends.push(position.turn_over(mover));
            if ply.is_multiple_of(CHECKPOINT_EVERY) {
                kept.push(position.clone_box());
            }
        })?;
        let mut checkpoints = vec![replay.start];
        checkpoints.extend(kept);
        let mut history = History {
            record: Record {
                moves: Vec::new(),
                clock: replay.clock,
                ..record.clone()
            },
            checkpoints,
            cursor: replay.moves.len(),
            moves: replay.moves,
            movers,
            ends,
            current: replay.end,
            last_steps: Vec::new(),
        };
        // The last move's motion, to mark it: from the checkpoint before it.
        history.goto(history.cursor);
        Ok(history)
    }

    /// The position before the first move.
    pub fn start(&self) -> &dyn AnyGame {
        self.checkpoints[0].as_ref()
    }

    /// The position being shown.
    pub fn current(&self) -> &dyn AnyGame {
        self.current.as_ref()
    }

    /// All moves, including those after the cursor (redo).
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// The seat that made each move of `moves`.
    pub fn movers(&self) -> &[Seat] {
        &self.movers
    }

    /// Whether each move of `moves` ended a turn, for lists numbered by
    /// turn (`ui::turns::row_starts`).
    pub fn turn_ends(&self) -> &[bool] {
        &self.ends
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

    /// The game's clock, when it is played with one: the time control and
    /// each seat's time left after the last move.
    pub fn clock(&self) -> Option<&Clock> {
        self.record.clock.as_ref()
    }

    /// The clock, for the page to charge the time a seat spent.
    pub fn clock_mut(&mut self) -> Option<&mut Clock> {
        self.record.clock.as_mut()
    }

    /// The clock with the position it times, borrowed together: handing the
    /// clock over after a move reads the position while it charges the time.
    pub fn clock_and_position(&mut self) -> Option<(&mut Clock, &dyn AnyGame)> {
        let clock = self.record.clock.as_mut()?;
        Some((clock, self.current.as_ref()))
    }

    /// Gives a game not yet begun a clock (or none).
    pub fn set_clock(&mut self, clock: Option<Clock>) {
        self.record.clock = clock;
    }

    /// The seat whose time ran out, ending the game at its last move.
    pub fn flagged(&self) -> Option<Seat> {
        self.clock().and_then(Clock::flagged)
    }

    /// Plays a move at the shown position; later moves are dropped, unless
    /// it is the game's own next move, which the game simply goes on to.
    /// A game at `record::MAX_MOVES` takes no more: its record could not be
    /// read back (a reload, a link), so the page would lose it; nor does a
    /// game whose clock has run out, which is over.
    pub fn play(&mut self, text: &str) -> Result<Played, PlayError> {
        let refusal = if self.cursor >= MAX_MOVES {
            Some(format!(
                "the game has reached {} moves, the most a record holds",
                crate::record::thousands(MAX_MOVES)
            ))
        } else {
            self.flagged()
                .map(|_| "the game is over: a clock ran out".to_string())
        };
        if let Some(reason) = refusal {
            return Err(PlayError::Illegal(IllegalMove {
                text: text.trim().to_string(),
                position: self.current.position_text(),
                reason: Some(reason),
            }));
        }
        let mover = self.current.to_move();
        let played = self.current.play_shown(text)?;
        // The game's own next move: the game goes on to it, the rest kept.
        if self.moves.get(self.cursor) == Some(&played.text) {
            self.cursor += 1;
            self.keep_checkpoint();
            self.last_steps = played.steps.clone();
            return Ok(played);
        }
        self.moves.truncate(self.cursor);
        self.movers.truncate(self.cursor);
        self.movers.push(mover);
        self.ends.truncate(self.cursor);
        self.ends.push(self.current.turn_over(mover));
        // Checkpoints past the shown position belong to the dropped moves.
        self.checkpoints
            .truncate(self.cursor / CHECKPOINT_EVERY + 1);
        self.moves.push(played.text.clone());
        self.cursor += 1;
        self.keep_checkpoint();
        self.last_steps = played.steps.clone();
        Ok(played)
    }

    /// Shows the position after `n` moves (clamped to the game).
    pub fn goto(&mut self, n: usize) {
        let n = n.min(self.moves.len());
        // The last move's motion needs the position before it, so replay
        // from the checkpoint at or before the move ahead of `n`.
        let from = (n.saturating_sub(1) / CHECKPOINT_EVERY).min(self.checkpoints.len() - 1);
        let mut position = self.checkpoints[from].clone_box();
        let mut last_steps = Vec::new();
        let first = from * CHECKPOINT_EVERY;
        for (i, mv) in self.moves[first..n].iter().enumerate() {
            // Moves were checked when they entered the history.
            if first + i + 1 == n {
                match position.play_shown(mv) {
                    Ok(played) => last_steps = played.steps,
                    Err(_) => break,
                }
            } else if position.play_text(mv).is_err() {
                break;
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
        match self.current.play_shown(&next) {
            Ok(played) => {
                self.cursor += 1;
                self.keep_checkpoint();
                self.last_steps = played.steps;
                true
            }
            Err(_) => false,
        }
    }
}

impl History {
    /// Keeps the shown position as a checkpoint when it falls on one that
    /// is not kept yet.
    fn keep_checkpoint(&mut self) {
        if self.cursor.is_multiple_of(CHECKPOINT_EVERY)
            && self.checkpoints.len() == self.cursor / CHECKPOINT_EVERY
        {
            self.checkpoints.push(self.current.clone_box());
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

    #[test]
    fn a_game_at_the_record_limit_takes_no_more_moves() {
        let moves: Vec<&str> = ["e2", "e8", "e1", "e9"]
            .iter()
            .copied()
            .cycle()
            .take(MAX_MOVES)
            .collect();
        let mut h = History::from_record(&Record::new("quoridor").with_moves(&moves)).unwrap();
        let error = h.play("e2").unwrap_err().to_string();
        assert!(error.contains("reached 10,000 moves"), "{error}");
        assert_eq!(h.moves().len(), MAX_MOVES);
        // One back, a different move may still be played in its place.
        assert!(h.undo());
        h.play("d8").unwrap();
        assert_eq!(h.moves().len(), MAX_MOVES);
    }

    /// Seeded random legal moves of Lines of Action that keep the game
    /// going, past several checkpoints, as a record.
    fn long_loa(plies: usize) -> Record {
        let mut position = (crate::games::engine("loa").unwrap().start)(&[]).unwrap();
        let mut rng = crate::rng::Rng::new(5);
        let mut moves = Vec::new();
        while moves.len() < plies {
            let texts = position.legal_move_texts();
            let first = rng.below(texts.len());
            let pick = (0..texts.len())
                .map(|i| &texts[(first + i) % texts.len()])
                .find(|text| {
                    let mut next = position.clone_box();
                    next.play_text(text).is_ok() && next.outcome().is_none()
                })
                .expect("a move that does not end the game")
                .clone();
            position.play_text(&pick).unwrap();
            moves.push(pick);
        }
        Record {
            game: "loa".into(),
            moves,
            ..Record::default()
        }
    }

    #[test]
    fn every_position_of_a_long_game_matches_a_replay_from_the_start() {
        let record = long_loa(3 * CHECKPOINT_EVERY + 7);
        let n = record.moves.len();
        assert!(
            n > 2 * CHECKPOINT_EVERY,
            "the game went past two checkpoints ({n})"
        );
        let mut h = History::from_record(&record).unwrap();
        let check = |h: &History, at: usize| {
            let cut = Record {
                moves: record.moves[..at].to_vec(),
                ..record.clone()
            };
            let fresh = History::from_record(&cut).unwrap();
            assert_eq!(
                h.current().position_text(),
                fresh.current().position_text(),
                "at {at}"
            );
            assert_eq!(h.last_steps(), fresh.last_steps(), "motion at {at}");
        };
        for at in [
            n,
            0,
            1,
            CHECKPOINT_EVERY - 1,
            CHECKPOINT_EVERY,
            CHECKPOINT_EVERY + 1,
            n - 1,
        ] {
            h.goto(at);
            check(&h, at);
        }
        // Branching after a checkpoint drops the later ones; the new line is
        // kept and found again.
        h.goto(CHECKPOINT_EVERY + 3);
        while h.undo() && h.cursor() > CHECKPOINT_EVERY - 2 {}
        let branch_at = h.cursor();
        let mv = h.current().legal_move_texts()[0].clone();
        h.play(&mv).unwrap();
        while h.cursor() < CHECKPOINT_EVERY + 2 {
            let mv = h.current().legal_move_texts()[0].clone();
            h.play(&mv).unwrap();
        }
        let end = h.current().position_text();
        h.goto(0);
        h.goto(CHECKPOINT_EVERY + 2);
        assert_eq!(
            h.current().position_text(),
            end,
            "the branch from move {branch_at} replays"
        );
        assert_eq!(h.moves().len(), CHECKPOINT_EVERY + 2);
    }
}
