//! What the computer asks of Archimedes beyond its rules: how a position looks
//! and how to search it.

use super::*;
use crate::ai::strategy::Strategy;

impl Strategy for Archimede {
    /// Position text: `<board> <side>` as `from_text` documents; the start
    /// is `4www1/4wwww/5www/6ww/bb6/bbb5/bbbb4/1bbb4 b`.
    /// Fleets, the threat of three, and the race to the enemy port: ships
    /// count most, a ship under fire by three is half lost, and the ship
    /// nearest the enemy port adds pressure.
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let me = seat.index();
        Some(fleet_value(&self.ships, me) - fleet_value(&self.ships, 1 - me))
    }
}
