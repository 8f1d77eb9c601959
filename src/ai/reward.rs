//! What a game is worth to each seat, for the searches: finished games by
//! their outcome, unfinished ones by the game's evaluation.

use super::strategy::{Strategy, EVAL_LIMIT};
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
