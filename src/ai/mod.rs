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
mod chunks;
mod job;
mod level;
mod mcts;
pub mod memory;
mod random;
pub mod strategy;
mod tactics;
mod thinker;

pub use chunks::{Chunker, MAX_CHUNK};
pub use job::{Job, JobError, Reply};
pub use level::{Level, LevelError, Strength, Style, PLAYABLE};
pub use strategy::{AnyComputer, Strategy, EVAL_LIMIT};
pub use thinker::{new_thinker, Thinker};

use crate::game::{Outcome, Seat};

/// The most seats a game has (four-player Quoridor); rewards are per seat.
pub const MAX_SEATS: usize = 4;

/// What a finished game or an estimate is worth to each seat, in `0..=1`.
pub(crate) type Reward = [f32; MAX_SEATS];

/// The reward of a finished game to every seat: a cooperative success is a
/// win for all, a collapse a loss for all, a draw is shared.
pub(crate) fn outcome_reward(outcome: Outcome, seats: usize) -> Reward {
    let mut reward = [0.0; MAX_SEATS];
    match outcome {
        Outcome::Win(seat) => {
            if let Some(r) = reward.get_mut(seat.index()) {
                *r = 1.0;
            }
        }
        Outcome::Draw => reward.iter_mut().take(seats).for_each(|r| *r = 0.5),
        Outcome::Solved => reward.iter_mut().take(seats).for_each(|r| *r = 1.0),
        Outcome::Collapsed => {}
    }
    reward
}

/// How an unfinished position looks to every seat: the game's evaluation
/// squashed into `0..1` (an even position is 0.5), or 0.5 for all when the
/// game has no evaluation.
pub(crate) fn estimate_reward<G: Strategy>(position: &G) -> Reward {
    let seats = position.seat_count().min(MAX_SEATS);
    let mut reward = [0.0; MAX_SEATS];
    for (i, r) in reward.iter_mut().enumerate().take(seats) {
        let score = position.evaluate(Seat(i as u8)).unwrap_or(0);
        *r = squash(score);
    }
    reward
}

/// Maps an evaluation to a win expectation: 0 is even, about a third of
/// `EVAL_LIMIT`/100 (a clear material edge in our games' units) is likely.
fn squash(score: i32) -> f32 {
    let x = score.clamp(-EVAL_LIMIT, EVAL_LIMIT) as f32 / 400.0;
    0.5 + 0.5 * x.tanh()
}

/// Whether `outcome` is a win for `seat` (cooperative success counts).
pub(crate) fn wins_for(outcome: Outcome, seat: Seat) -> bool {
    matches!(outcome, Outcome::Solved) || outcome == Outcome::Win(seat)
}

/// Whether `outcome` is a loss for `seat`: someone else won, or all lost.
pub(crate) fn loses_for(outcome: Outcome, seat: Seat) -> bool {
    match outcome {
        Outcome::Win(winner) => winner != seat,
        Outcome::Collapsed => true,
        Outcome::Draw | Outcome::Solved => false,
    }
}
