//! What the computer asks of Gyges beyond its rules: how a position looks
//! and how to search it.

use super::*;
use crate::ai::strategy::Strategy;

impl Strategy for Gyges {
    /// Whether each side's movable row can enter the goal, and how many
    /// moves it has (see `gyges/evaluate.rs`).
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        Some(self.estimate(seat.0))
    }
    /// Easy plays Monte Carlo (see `gyges/evaluate.rs`).
    fn computer_style(&self, strength: crate::ai::Strength) -> crate::ai::Style {
        evaluate::style_for(strength)
    }
}
