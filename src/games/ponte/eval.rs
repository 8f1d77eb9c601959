//! What the computer asks of Ponte (Bridge) beyond its rules: how a position looks
//! and how to search it.

use super::*;
use crate::ai::strategy::Strategy;

impl Strategy for Ponte {
    /// `board side`: ranks 8 to 1 separated by `/`, `b`/`w` men, `B`/`W`
    /// kings, digits for runs of empty squares; side `b` or `w`. The
    /// repetition history is not part of the text (like FEN).
    /// Material as in draughts (a king is worth about two and a half men),
    /// men's progress towards promotion, and pieces a bridge protects; and
    /// for the side a man or more ahead, `pressure`.
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let me = seat.index();
        let protected = self.bridges().protected;
        let material = |s: usize| {
            100 * self.men[s].count_ones() as i32 + 250 * self.kings[s].count_ones() as i32
        };
        let side = |s: usize| {
            let advance: i32 = squares(self.men[s])
                .map(|sq| i32::from(if s == 0 { sq / 8 } else { 7 - sq / 8 }))
                .sum();
            material(s) + 4 * advance + 10 * protected[s].count_ones() as i32
        };
        let lead = material(me) - material(1 - me);
        let pressing = match lead {
            l if l >= 100 => self.pressure(me, l, material(me) + material(1 - me)),
            l if l <= -100 => -self.pressure(1 - me, -l, material(me) + material(1 - me)),
            _ => 0,
        };
        Some(side(me) - side(1 - me) + pressing)
    }
}
