//! Expert's judgement of a Lines of Action position (`DeepGame::judge`),
//! built on the features of the MIA programs' evaluator (Winands, van den
//! Herik and Uiterwijk, "An Evaluation Function for Lines of Action",
//! 2003): concentration, centralisation, the centre of mass's position,
//! quads, mobility, connectedness and the player to move. The weights are
//! ours, set by matches (docs/COMPUTER.md). The other levels keep
//! `eval.rs`'s lighter estimate, with which they were measured.

use super::lines::tables;
use super::position::{Loa, Simultaneous};
use super::rules::connected;
use crate::games::board8::{shift, squares};

/// Each square's worth for a piece standing there: the middle is where
/// groups meet, the edge and above all the corners where pieces are cut
/// off. One quarter of the board, mirrored.
const SQUARE_WORTH: [i32; 16] = [
    -20, -10, -6, -5, //
    -10, 0, 2, 2, //
    -6, 2, 6, 7, //
    -5, 2, 7, 10,
];

/// Weights of the features, in the estimate's points (an extra group 50).
const GROUP: i32 = 50;
const CONCENTRATION: i32 = 12;
const CENTRALISATION: i32 = 30;
const CENTRE_OF_MASS: i32 = 5;
const QUAD: i32 = 10;
const CONNECTEDNESS: i32 = 20;
const MOBILITY: i32 = 1;
const TEMPO: i32 = 15;

/// The edge of the board, where a move leads a piece away from the others.
const EDGE: u64 = 0xFF81_8181_8181_81FF;
/// The squares that are the lower-left corner of a 2×2 block.
const QUAD_CORNERS: u64 = 0x007F_7F7F_7F7F_7F7F;

fn square_worth(square: u8) -> i32 {
    let fold = |x: u8| usize::from(x.min(7 - x));
    SQUARE_WORTH[fold(square / 8) * 4 + fold(square % 8)]
}

/// The number of groups of `set`, eight-neighbour connected.
pub(super) fn groups(mut set: u64) -> i32 {
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

/// Concentration, which both estimates weigh: the distance of every piece
/// of `set` (n of them, at least one) from its centre of mass (Chebyshev,
/// in squares), beyond the least that many pieces can have. `sum_file` and
/// `sum_rank` are the sums of the pieces' files and ranks.
pub(super) fn concentration_surplus(set: u64, sum_file: i32, sum_rank: i32) -> i32 {
    let n = set.count_ones() as i32;
    let spread: i32 = squares(set)
        .map(|square| {
            let file = (i32::from(square % 8) * n - sum_file).abs();
            let rank = (i32::from(square / 8) * n - sum_rank).abs();
            file.max(rank)
        })
        .sum::<i32>()
        / n;
    let tightest = if n <= 9 { n - 1 } else { 8 + 2 * (n - 9) };
    (spread - tightest).max(0)
}

/// What one side (`own`, against `opp`) has, in points: higher is better.
fn side_worth(own: u64, opp: u64) -> i32 {
    let n = own.count_ones() as i32;
    if n <= 1 {
        return 0;
    }
    let (mut sum_file, mut sum_rank, mut worth) = (0, 0, 0);
    for square in squares(own) {
        sum_file += i32::from(square % 8);
        sum_rank += i32::from(square / 8);
        worth += square_worth(square);
    }
    let surplus = concentration_surplus(own, sum_file, sum_rank);
    // The centre of mass's distance from the middle, in half squares.
    let mass_off = (2 * sum_file - 7 * n)
        .abs()
        .max((2 * sum_rank - 7 * n).abs())
        / n;
    // Quads: 2×2 blocks holding three or four of the side's pieces.
    let (a, b) = (own, shift(own, 4));
    let (c, d) = (shift(own, 5), shift(own, 6));
    let solid = ((a & b & (c | d)) | (c & d & (a | b))) & QUAD_CORNERS;
    // Connectedness: neighbouring pairs, per piece.
    let pairs: i32 = (0..4)
        .map(|dir| (own & shift(own, dir)).count_ones() as i32)
        .sum();
    -GROUP * (groups(own) - 1) - CONCENTRATION * surplus + CENTRALISATION * worth / n
        - CENTRE_OF_MASS * mass_off
        + QUAD * solid.count_ones() as i32
        + CONNECTEDNESS * pairs / n
        + MOBILITY * mobility(own, opp)
}

/// Moves `own` has, in halves: a capture counts double, a move to the
/// edge half.
fn mobility(own: u64, opp: u64) -> i32 {
    let tables = tables();
    squares(own)
        .map(|from| {
            let to = Loa::destinations(tables, from, own, opp);
            2 * to.count_ones() + 2 * (to & opp).count_ones() - (to & EDGE).count_ones()
        })
        .sum::<u32>() as i32
}

impl Loa {
    /// Expert's judgement for the side to move (see the module's comment).
    pub(super) fn judgement(&self) -> i32 {
        let (own, opp) = self.mover_and_opponent();
        side_worth(own, opp) - side_worth(opp, own) + TEMPO
    }

    /// Whether the side to move joins all its pieces with one move.
    pub(super) fn connects_at_once(&self) -> bool {
        let (own, opp) = self.mover_and_opponent();
        let both_draw = self.options.simultaneous == Simultaneous::Draw;
        joins_at_once(own, opp, both_draw)
    }
}

/// Whether `own` can join all its pieces with one move against `opp`, and
/// win by it: where joining both sides at once is a draw (`both_draw`), a
/// capture that also joins the opponent's pieces does not count. Only a
/// side of a few groups can: one piece's move leaves one group and touches
/// at most a few others.
fn joins_at_once(own: u64, opp: u64, both_draw: bool) -> bool {
    if groups(own) > 4 {
        return false;
    }
    let tables = tables();
    squares(own).any(|from| {
        let from_bit = 1u64 << from;
        squares(Loa::destinations(tables, from, own, opp)).any(|to| {
            let to_bit = 1u64 << to;
            connected(own ^ from_bit ^ to_bit)
                && !(both_draw && opp & to_bit != 0 && connected(opp ^ to_bit))
        })
    })
}

#[cfg(test)]
mod tests {
    use crate::ai::position;
    use crate::game::Game;
    use crate::games::loa::{Loa, LoaOptions};

    #[test]
    fn the_start_is_level_but_for_the_move() {
        let start = Loa::new(&LoaOptions::default());
        assert_eq!(start.judgement(), super::TEMPO);
    }

    #[test]
    fn a_side_one_move_from_joining_is_seen() {
        // Black a1 and a3 join with a3-b2 (or a1-b2).
        let near = position::<Loa>("5w1w/8/8/8/8/b7/8/b7 b");
        assert!(near.connects_at_once());
        let far = position::<Loa>("w6w/8/8/8/8/b7/8/b7 w");
        assert!(!far.connects_at_once());
    }

    #[test]
    fn a_gathered_side_is_judged_better_than_a_scattered_one() {
        let gathered = position::<Loa>("8/8/2bb4/2bb4/8/w6w/8/w6w b");
        let scattered = position::<Loa>("b6b/8/8/8/8/w6w/8/b5wb b");
        assert!(gathered.judgement() > scattered.judgement());
    }
}
