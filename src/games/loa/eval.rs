//! What the computer asks of Lines of Action beyond its rules: how a position looks
//! and how to search it.

use super::*;
use crate::ai::strategy::Strategy;

impl Strategy for Loa {
    /// Connectivity and centralisation: fewer groups, tighter around their
    /// centre of mass and nearer the middle is closer to the goal.
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let me = seat.index();
        Some(disunity(self.pieces[1 - me]) - disunity(self.pieces[me]))
    }
}
