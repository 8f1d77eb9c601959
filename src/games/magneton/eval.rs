//! What the computer asks of Magneton beyond its rules: how a position looks
//! and how to search it.

use super::position::Magneton;
use crate::ai::strategy::Strategy;
use crate::game::Seat;
use crate::games::board8::{bit, shift, squares};
impl Strategy for Magneton {
    /// Lines in the making: every window of four cells in a row, column or
    /// diagonal free of enemy pieces scores by how many of one's own it
    /// holds (a magnet can complete three), plus pieces still to drop.
    /// Damped after repetitions (`Recent`): without that, hard and medium
    /// replayed the same two moves until the ply cap in most games between
    /// them, hard believing itself well ahead all along.
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let me = seat.index();
        let side = |s: usize| line_potential(self.pieces[s], self.pieces[1 - s]);
        Some(self.recent.damp(side(me) - side(1 - me)))
    }
}

/// The sum over four-cell windows free of `theirs` of a weight growing
/// steeply with the pieces of `own` in them.
fn line_potential(own: u64, theirs: u64) -> i32 {
    const WEIGHT: [i32; 5] = [0, 1, 6, 40, 400];
    let mut total = 0;
    for d in 0..4 {
        // Windows by their first cell: all four cells on the board.
        let starts = shift(shift(shift(!0, d + 4), d + 4), d + 4);
        for start in squares(starts) {
            let mut window = 0u64;
            let mut at = bit(start);
            for _ in 0..4 {
                window |= at;
                at = shift(at, d);
            }
            if window & theirs == 0 {
                total += WEIGHT[(window & own).count_ones() as usize];
            }
        }
    }
    total
}
