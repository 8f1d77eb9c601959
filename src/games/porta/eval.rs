//! What the computer asks of Porta (Gate) beyond its rules: how a position looks
//! and how to search it.

use super::*;
use crate::ai::strategy::Strategy;

impl Strategy for Porta {
    /// Position text: seven fields separated by single spaces,
    ///
    /// ```text
    /// <board> <to-move> <white hand>,<black hand> <white score>-<black score> <relocations> <passes> <plies>
    /// ```
    ///
    /// * `board`: ranks 8 to 1 separated by `/`, `w` a White man, `b` a
    ///   Black man, a digit 1-8 a run of empty squares (as in FEN).
    /// * `to-move`: `w` or `b`, the seat making the next decision (during
    ///   relocations, the relocating player).
    /// * hands: men still to place; while any is, the game is in phase 1
    ///   (White places when both hands are equal, Black when his holds one
    ///   more). Men on the board plus in hand are at most 12 per player.
    /// * `relocations`: `-` when none are owed, else `N:CELLS` or
    ///   `N:CELLS/DONE` with `N` the relocations still to make, `CELLS` the
    ///   squares of the closed formations whose man may still be picked and
    ///   `DONE` those whose man was already relocated (squares written one
    ///   after the other, `a2a3a4`, a1 first then along the ranks).
    /// * `passes`: consecutive passes just made (0, 1 or 2).
    /// * `plies`: plies played so far, for `max_plies`.
    ///
    /// Start: `8/8/8/8/8/8/8/8 w 12,12 0-0 - 0 0`.
    /// Points, gaps ready to close, open gaps, men on the edges (see
    /// `porta/evaluate.rs`).
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(self.estimate(seat))
    }
    /// Easy plays Monte Carlo (playouts cut short and scored by the
    /// estimate). Once alpha-beta looked at only a relocation's best answers
    /// (`search_breadth`), an easy alpha-beta defended nearly as well as
    /// medium: medium beat it 45% of 20, with 14 games unfinished at 200
    /// plies; against easy Monte Carlo it won 20 of 20.
    fn computer_style(&self, strength: crate::ai::Strength) -> crate::ai::Style {
        match strength {
            crate::ai::Strength::Easy => crate::ai::Style::Mcts,
            _ => crate::ai::Style::Auto,
        }
    }
    /// A relocation's best dozen answers by the estimate: the rest put the
    /// man somewhere no better, and looking at all of them cost the search
    /// a ply in every line with a closing in it. Only in Porta, whose
    /// estimate counts the steps to the next closings (`approach.rs`) and
    /// so ranks the answers; the variants keep their full search.
    fn search_breadth(&self) -> Option<usize> {
        (self.relocating() && self.options.variant == Variant::Porta).then_some(RELOCATION_BREADTH)
    }
}
