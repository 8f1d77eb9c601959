//! What the computer asks of Cancelletto (Little Gate) beyond its rules: how a position looks
//! and how to search it.
//!
//! Cancelletto is cooperative, so the computer's part is the solver
//! (`solver`, reached as `games::cancelletto::eval::solver`) and the bounds,
//! plans and schedule only it uses, and `answering`, the partner's questions
//! put to it. The expert partner plays by the solver (`partner`); the
//! other levels keep the generic search.

pub mod answering;
mod bounds;
mod greedy;
mod kept_plan;
mod partner;
mod planner;
mod schedule;
pub mod solver;

use super::position::{CancMove, Cancelletto};
use crate::ai::strategy::{OwnSearch, Strategy};
use crate::ai::Strength;

impl Strategy for Cancelletto {
    /// Expert follows the solver's plan (`partner.rs`); easy, medium and
    /// hard stay the generic search they were measured as.
    fn own_search(
        &self,
        strength: Strength,
        _candidates: &[CancMove],
        memory: usize,
    ) -> Option<Box<dyn OwnSearch<CancMove>>> {
        (strength == Strength::Expert).then(|| {
            Box::new(partner::PlanSearch::new(self, memory)) as Box<dyn OwnSearch<CancMove>>
        })
    }
}
