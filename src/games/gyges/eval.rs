//! What the computer asks of Gyges beyond its rules: how a position looks
//! and how to search it.
//!
//! The static estimate for alpha-beta: pieces are neutral, so what a side
//! "has" is what its movable row can do: whether it can enter the goal now,
//! and how many different moves it has (room to manoeuvre, and to block).

use super::board::occupancy;
use super::position::Gyges;
use super::seen::SeenBoards;
use crate::ai::strategy::Strategy;
use crate::ai::{Strength, Style, EVAL_LIMIT};
use crate::game::{Outcome, Seat};

impl Strategy for Gyges {
    /// Whether each side's movable row can enter the goal, and how many
    /// moves it has (see `estimate` below).
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(self.estimate(seat.0))
    }
    /// Easy plays Monte Carlo (see `style_for` below).
    fn computer_style(&self, strength: Strength) -> Style {
        style_for(strength)
    }
    /// Mobility counts 4 a move and a threat to be answered 2000: a lead
    /// of 1000 (a quarter of the rows' moves, or half a threat) wins about
    /// three games in four.
    fn chance_scale(&self) -> i32 {
        1_000
    }
}

/// A threat of the side to move is a win next ply.
const MOVER_THREAT: i32 = 20_000;
/// A threat of the side not to move must be answered at once.
const WAITING_THREAT: i32 = 2_000;
/// Each distinct move of the movable row.
const PER_MOVE: i32 = 4;

/// What one side's movable row can do, repetition aside.
struct RowStats {
    moves: i32,
    goal: bool,
}

/// Easy plays Monte Carlo: the root check (every move and every reply,
/// thousands with the bounces) costs Gyges far more than easy's budget, so
/// an easy alpha-beta searched one ply like medium and the two split 40
/// games evenly (each won with one colour); medium beats easy Monte Carlo
/// (20 to 0 in the first sample).
fn style_for(strength: Strength) -> Style {
    match strength {
        Strength::Easy => Style::Mcts,
        _ => Style::Auto,
    }
}

impl Gyges {
    /// The estimate for `seat` (0 South, 1 North): positive when it stands
    /// better, symmetric between the two seats.
    fn estimate(&self, seat: u8) -> i32 {
        match self.outcome.map(|(o, _)| o) {
            Some(Outcome::Win(s)) if s.0 == seat => return EVAL_LIMIT,
            Some(Outcome::Win(_)) => return -EVAL_LIMIT,
            Some(_) => return 0,
            None => {}
        }
        if self.in_setup() {
            return 0;
        }
        let score = |side: u8| {
            let stats = self.row_stats(side);
            let threat = match (stats.goal, side == self.side) {
                (false, _) => 0,
                (true, true) => MOVER_THREAT,
                (true, false) => WAITING_THREAT,
            };
            threat + PER_MOVE * stats.moves
        };
        (score(seat) - score(1 - seat)).clamp(-EVAL_LIMIT + 1, EVAL_LIMIT - 1)
    }

    /// The movable row's distinct results for `side` as if it were to move
    /// (the repetition rule is left out: it rarely matters to an estimate).
    fn row_stats(&self, side: u8) -> RowStats {
        let view = Gyges {
            options: self.options,
            board: self.board,
            side,
            hand: self.hand,
            before: 0,
            seen: SeenBoards::default(),
            passes: 0,
            plies: 0,
            outcome: None,
        };
        let pieces = occupancy(self.board).count_ones();
        let mut moves = 0;
        let mut goal = false;
        for rank in view.rows_to_try() {
            view.each_row_result(rank, &mut |after| {
                moves += 1;
                goal |= occupancy(after).count_ones() < pieces;
            });
            if moves > 0 {
                break;
            }
        }
        RowStats { moves, goal }
    }
}
