//! What the computer asks of Lines of Action beyond its rules: how a position looks
//! and how to search it.

use super::position::Loa;
use crate::ai::strategy::Strategy;
use crate::game::Seat;
use crate::games::board8::{shift, squares};

impl Strategy for Loa {
    /// Connectivity and centralisation: fewer groups, tighter around their
    /// centre of mass and nearer the middle is closer to the goal.
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let me = seat.index();
        Some(disunity(self.pieces[1 - me]) - disunity(self.pieces[me]))
    }

    /// The pieces the `ab-centre` yardstick weighs by their closeness to the centre.
    fn board8_pieces(&self, seat: Seat) -> Option<u64> {
        self.pieces.get(seat.index()).copied()
    }
}

/// The 4x4 middle of the board, where a group joins most easily.
const CENTRE: u64 = 0x0000_3C3C_3C3C_0000;

/// How far a side is from joining all its pieces, for the computer's
/// evaluation: separate groups, spread around the centre of mass beyond
/// the tightest possible, and pieces away from the middle.
fn disunity(set: u64) -> i32 {
    let n = set.count_ones() as i32;
    if n <= 1 {
        return 0;
    }
    let (mut sum_file, mut sum_rank) = (0, 0);
    for sq in squares(set) {
        sum_file += i32::from(sq % 8);
        sum_rank += i32::from(sq / 8);
    }
    let spread: i32 = squares(set)
        .map(|sq| {
            let file = (i32::from(sq % 8) * n - sum_file).abs();
            let rank = (i32::from(sq / 8) * n - sum_rank).abs();
            file.max(rank)
        })
        .sum::<i32>()
        / n;
    let tightest = if n <= 9 { n - 1 } else { 8 + 2 * (n - 9) };
    let off_centre = (set & !CENTRE).count_ones() as i32;
    40 * (groups(set) - 1) + 15 * (spread - tightest).max(0) + 3 * off_centre
}

/// The number of groups of `set`, eight-neighbour connected.
fn groups(mut set: u64) -> i32 {
    let mut count = 0;
    while set != 0 {
        let mut group = set & set.wrapping_neg();
        loop {
            let row = group | shift(group, 0) | shift(group, 4);
            let grown = (row | shift(row, 1) | shift(row, 5)) & set;
            if grown == group {
                break;
            }
            group = grown;
        }
        set &= !group;
        count += 1;
    }
    count
}
