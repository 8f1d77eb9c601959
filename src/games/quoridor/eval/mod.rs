//! What the computer asks of Quoridor beyond its rules: how a position looks
//! and how to search it.

mod evaluate;
mod narrow;
mod racing;

use super::position::{Quoridor, QuoridorMove};
use crate::ai::strategy::Strategy;
use crate::game::Seat;

impl Strategy for Quoridor {
    /// The race: steps to go and walls in hand (see `quoridor/eval/evaluate.rs`).
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(self.estimate(seat, crate::ai::Strength::Medium))
    }
    /// Hard holds its walls dearer (see `quoridor/eval/evaluate.rs`).
    fn evaluate_at(&self, seat: Seat, strength: crate::ai::Strength) -> Option<i32> {
        Some(self.estimate(seat, strength))
    }
    /// Easy plays Monte Carlo (see `quoridor/eval/evaluate.rs`).
    fn computer_style(&self, strength: crate::ai::Strength) -> crate::ai::Style {
        evaluate::style_for(strength)
    }
    /// Below the root, the walls that can change a race (see `quoridor/eval/narrow.rs`).
    fn search_moves(&self, strength: crate::ai::Strength, moves: &mut Vec<QuoridorMove>) {
        if evaluate::narrows(strength) {
            self.keep_searchable(moves);
        }
    }
    /// A side with no wall to play races (see `quoridor/eval/racing.rs`).
    fn focus_root(&self, candidates: &mut Vec<QuoridorMove>) {
        self.keep_racing(candidates);
    }
    /// Hard thinks five times its budget (see `quoridor/eval/evaluate.rs`).
    fn work_scale(&self, strength: crate::ai::Strength) -> u64 {
        evaluate::work_scale(strength)
    }
}
