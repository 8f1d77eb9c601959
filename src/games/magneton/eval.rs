//! What the computer asks of Magneton beyond its rules: how a position looks
//! and how to search it.

use super::*;
use crate::ai::strategy::Strategy;

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
