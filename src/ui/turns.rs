//! Moves grouped by turn, for move lists that read like a score sheet
//! (`1. b1-d3 a7-c5`): a row is a round, which starts when the first seat
//! begins a turn, so four-player Quoridor has one row per round and a game
//! set up with the second seat to move starts with a row that holds its
//! move alone. Where a turn ends is the rules' to say (`Game::turn_over`,
//! kept by the history as moves are played):
//! Cancelletto's steps, gate and removal, Gyges' six set-up placements, a
//! die's repositionings are one turn, and Porta's relocations end the turn
//! of the seat that closed the formation, though its opponent makes them.
//! Tested in `tests/turns.rs`, game by game.

use std::ops::Range;

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
