//! What the computer asks of Ponte (Bridge) beyond its rules: how good a
//! position is for a side, and how the side ahead presses home.

use super::position::{Ponte, DIAGONALS, FORWARD};
use crate::ai::strategy::Strategy;
use crate::game::Seat;
use crate::games::board8::{shift, squares, Sq};

/// Kings' steps between two squares, ignoring what stands between.
fn chebyshev(a: Sq, b: Sq) -> i32 {
    let (fa, ra, fb, rb) = (a % 8, a / 8, b % 8, b / 8);
    i32::from(fa.abs_diff(fb).max(ra.abs_diff(rb)))
}

impl Ponte {
    /// What the side `lead` ahead in material gains by pressing home: the
    /// weaker side's free steps taken away (a side that cannot move loses,
    /// and bridge pieces cannot be taken, so a won ending is often won by
    /// hemming them in), its kings near the enemy, and trades (the same lead
    /// counts more with less on the board). Without it the evaluation was
    /// flat once the men were crowned, and hard shuffled won endings against
    /// medium until the ply cap (10 of 20 games).
    fn pressure(&self, strong: usize, lead: i32, total: i32) -> i32 {
        let weak = 1 - strong;
        let empty = !self.occupied();
        let steps: u32 = DIAGONALS
            .iter()
            .map(|&d| {
                let movers = if FORWARD[weak].contains(&d) {
                    self.pieces(weak)
                } else {
                    self.kings[weak]
                };
                (shift(movers, d) & empty).count_ones()
            })
            .sum();
        let targets = self.pieces(weak);
        let distance: i32 = squares(self.kings[strong])
            .filter_map(|king| squares(targets).map(|t| chebyshev(king, t)).min())
            .sum();
        lead * 300 / total.max(1) - 6 * steps as i32 - 3 * distance
    }
}

impl Strategy for Ponte {
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
