//! What the computer asks of Cancelletto (Little Gate) beyond its rules: how a position looks
//! and how to search it.
//!
//! Cancelletto is cooperative, so the computer's part is the solver
//! (`solver`, reached as `games::cancelletto::eval::solver`) and the bounds,
//! plans and schedule only it uses, and `answering`, the partner's questions
//! put to it; the generic search has nothing to add
//! (`impl Strategy` keeps every default).

pub mod answering;
mod bounds;
mod greedy;
mod planner;
mod schedule;
pub mod solver;

use super::position::Cancelletto;
use crate::ai::strategy::Strategy;

impl Strategy for Cancelletto {}
