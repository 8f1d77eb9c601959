//! Moves grouped by turn, for move lists that read like a score sheet
//! (`1. b1-d3 a7-c5`): a row is a round, which starts when the first seat
//! begins a turn, so four-player Quoridor has one row per round and a game
//! set up with the second seat to move starts with a row that holds its
//! move alone. Where a turn ends is the rules' to say (`Game::ends_turn`):
//! Cancelletto's steps, gate and removal, Gyges' six set-up placements, a
//! die's repositionings are one turn, and Porta's relocations end the turn
//! of the seat that closed the formation, though its opponent makes them.
//! Tested in `tests/turns.rs`, game by game.

use std::ops::Range;

use crate::any_game::AnyGame;
use crate::game::Seat;

/// Which moves start a row, from who made each move (`movers`) and whether
/// each ended its seat's turn (`ends`, as long): the first move does, and
/// then each move of the first seat that begins a turn.
pub fn row_starts(movers: &[Seat], ends: &[bool]) -> Vec<bool> {
    movers
        .iter()
        .enumerate()
        .map(|(i, mover)| i == 0 || (*mover == Seat(0) && ends.get(i - 1).copied().unwrap_or(true)))
        .collect()
}

/// The moves of each row, as ranges of indices into the moves whose row
/// starts are `starts` (`row_starts`), in order; row `k` is turn `k + 1`.
pub fn turn_rows(starts: &[bool]) -> Vec<Range<usize>> {
    let mut rows = Vec::new();
    let mut start = 0;
    for (i, &starts_row) in starts.iter().enumerate() {
        if i > start && starts_row {
            rows.push(start..i);
            start = i;
        }
    }
    if start < starts.len() {
        rows.push(start..starts.len());
    }
    rows
}

/// The row starts of a game's moves, kept between calls: a list shown
/// after every move replays only the moves added since, from the position
/// it reached, so numbering a long game costs one move per move played.
#[derive(Default)]
pub struct TurnStarts {
    /// What the kept replay started from (game, options, position).
    key: String,
    /// The moves replayed.
    moves: Vec<String>,
    /// Who made each move, and whether it ended its seat's turn.
    movers: Vec<Seat>,
    ends: Vec<bool>,
    /// The position after `moves`, while they all replayed.
    end: Option<Box<dyn AnyGame>>,
}

impl TurnStarts {
    /// Which of `moves`, played from `start`, start a row (`row_starts`).
    /// Moves that do not replay (never the case for a game's own history)
    /// each start a row.
    pub fn update(&mut self, start: &dyn AnyGame, moves: &[String]) -> Vec<bool> {
        let key = format!(
            "{} {:?} {}",
            start.id(),
            start.changed_options(),
            start.position_text()
        );
        if key != self.key || !moves.starts_with(&self.moves) || self.end.is_none() {
            *self = TurnStarts {
                key,
                end: Some(start.clone_box()),
                ..TurnStarts::default()
            };
        }
        for text in &moves[self.moves.len()..] {
            let Some(position) = self.end.as_mut() else {
                break;
            };
            self.movers.push(position.to_move());
            self.ends.push(position.ends_turn(text));
            self.moves.push(text.clone());
            if position.play_text(text).is_err() {
                self.end = None;
            }
        }
        let mut starts = row_starts(&self.movers, &self.ends);
        starts.truncate(moves.len());
        starts.resize(moves.len(), true);
        starts
    }
}
