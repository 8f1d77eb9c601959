//! The computer opponent: search that works on any game through `Game`.
//!
//! Every game gets Monte Carlo tree search on day one; two-seat games whose
//! `evaluate` says something get alpha-beta with iterative deepening. Both
//! are resumable (`Thinker::step(work)`), count work rather than time, and
//! are seeded, so tests and matches repeat exactly while the browser runs
//! the same search in slices between frames and the command line by clock.
//! A root check in front of either (`tactics`) makes even the weakest level
//! take a win in one and avoid a loss in one.

mod alphabeta;
mod any_computer;
mod chunks;
mod job;
mod level;
mod mcts;
pub mod memory;
mod random;
mod reward;
pub mod strategy;
mod tactics;
mod thinker;

pub use any_computer::AnyComputer;
pub use chunks::{Chunker, MAX_CHUNK};
pub use job::{Job, JobError, Reply};
pub use level::{Level, LevelError, Strength, Style, PLAYABLE};
pub use reward::MAX_SEATS;
pub use strategy::{Strategy, EVAL_LIMIT};
pub use thinker::{new_thinker, Thinker};
