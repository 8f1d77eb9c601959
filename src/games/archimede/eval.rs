//! What the computer asks of Archimedes beyond its rules: how good a
//! position is for a side.

use super::attacks::vulnerable;
use super::position::{Archimede, PORTS};
use crate::ai::strategy::Strategy;
use crate::game::Seat;
use crate::games::board8::{squares, Sq};

/// One side's standing for the computer's evaluation (see `evaluate`).
fn fleet_value(ships: &[u64; 2], colour: usize) -> i32 {
    let own = ships[colour];
    let port = PORTS[1 - colour];
    let distance = |sq: Sq| {
        let (df, dr) = ((sq % 8).abs_diff(port % 8), (sq / 8).abs_diff(port / 8));
        i32::from(df.max(dr))
    };
    let nearest = squares(own).map(distance).min().unwrap_or(8);
    let approach: i32 = squares(own).map(|sq| 7 - distance(sq)).sum();
    let threatened = vulnerable(own, ships[1 - colour]).count_ones() as i32;
    100 * own.count_ones() as i32 - 45 * threatened + 12 * (7 - nearest) + 2 * approach
}

impl Strategy for Archimede {
    /// Fleets, the threat of three, and the race to the enemy port: ships
    /// count most, a ship under fire by three is half lost, and the ship
    /// nearest the enemy port adds pressure.
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let me = seat.index();
        Some(fleet_value(&self.ships, me) - fleet_value(&self.ships, 1 - me))
    }
}
