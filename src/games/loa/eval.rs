//! What the computer asks of Lines of Action beyond its rules: how a position looks
//! and how to search it.

use super::judgement::{concentration_surplus, groups};
use super::position::{Loa, LoaMove, Simultaneous};
use crate::ai::deep::{DeepGame, DeepSearch};
use crate::ai::strategy::{OwnSearch, Strategy};
use crate::ai::Strength;
use crate::game::Seat;
use crate::games::board8::squares;

impl Strategy for Loa {
    /// Connectivity and centralisation: fewer groups, tighter around their
    /// centre of mass and nearer the middle is closer to the goal.
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let me = seat.index();
        Some(disunity(self.pieces[1 - me]) - disunity(self.pieces[me]))
    }

    /// An analysis reads expert's judgement (`judgement.rs`) through its
    /// search, whose scores are worth more than the default scale says:
    /// over 3,435 positions of 120 games of expert against itself at 250 ms
    /// a move, the side to move 60 to 120 points ahead won 76% of its
    /// games, and a scale of 60 fits the results best (docs/COMPUTER.md).
    fn chance_scale(&self) -> i32 {
        60
    }

    /// The pieces the `ab-centre` yardstick weighs by their closeness to the centre.
    fn board8_pieces(&self, seat: Seat) -> Option<u64> {
        self.pieces.get(seat.index()).copied()
    }

    /// Expert searches deeper and judges finer (`ai::deep`, `judgement.rs`);
    /// the other levels keep the generic alpha-beta they were measured with.
    fn own_search(
        &self,
        strength: Strength,
        candidates: &[LoaMove],
        memory: usize,
    ) -> Option<Box<dyn OwnSearch<LoaMove>>> {
        (strength == Strength::Expert).then(|| {
            Box::new(DeepSearch::new(self, candidates, memory)) as Box<dyn OwnSearch<LoaMove>>
        })
    }
}

impl DeepGame for Loa {
    const MOVE_INDICES: usize = 64 * 64;

    /// The position's hash, and the rule for both sides joined at once,
    /// which changes what the same position is worth: a table kept from
    /// one game to the next must not mix the two.
    fn key(&self) -> u64 {
        match self.options.simultaneous {
            Simultaneous::MoverWins => self.key,
            Simultaneous::Draw => self.key ^ 0x9E37_79B9_7F4A_7C15,
        }
    }

    fn move_index(mv: &LoaMove) -> usize {
        match *mv {
            LoaMove::Slide { from, to } => usize::from(from) * 64 + usize::from(to),
            // A square to itself is no slide.
            LoaMove::Pass => 0,
        }
    }

    fn judge(&self) -> i32 {
        self.judgement()
    }

    fn judge_in_window(&self, alpha: i32, beta: i32) -> i32 {
        self.judgement_in_window(alpha, beta)
    }

    /// A pass. Null-move pruning assumes a side is never worse off for
    /// having the move, which in Lines of Action fails only in rare
    /// blocked endings.
    fn null_move(&self) -> Option<LoaMove> {
        Some(LoaMove::Pass)
    }

    fn wins_at_once(&self) -> bool {
        self.connects_at_once()
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
    let surplus = concentration_surplus(set, sum_file, sum_rank);
    let off_centre = (set & !CENTRE).count_ones() as i32;
    40 * (groups(set) - 1) + 15 * surplus + 3 * off_centre
}
