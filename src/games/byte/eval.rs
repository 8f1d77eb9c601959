//! What the computer asks of Byte beyond its rules: how good a position
//! is for a side.

use super::board::bits;
use super::position::Byte;
use crate::ai::strategy::Strategy;
use crate::game::Seat;

impl Strategy for Byte {
    /// Stacks won decide; then who holds the tops of the tall stacks (a
    /// stack is won by whoever tops it at eight), weighted by height.
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let me = seat.0;
        let mut score =
            1_000 * (i32::from(self.won[me as usize]) - i32::from(self.won[1 - me as usize]));
        for s in bits(self.occupied) {
            let height = self.heights[s as usize];
            let weight = i32::from(height) * i32::from(height);
            if self.owner(s, height - 1) == me {
                score += 4 * weight;
            } else {
                score -= 4 * weight;
            }
        }
        Some(score)
    }
    /// A stack won (1000) is a long step towards two of three, not the
    /// game: a side a stack ahead wins about three games in four.
    fn chance_scale(&self) -> i32 {
        1_000
    }
}
