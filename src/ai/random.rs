//! The yardstick player: a uniformly random legal move, seeded.

use super::strategy::Strategy;
use crate::rng::Rng;

/// Picks one of `position`'s legal moves at random.
pub(crate) fn random_move<G: Strategy>(position: &G, seed: u64) -> Option<G::Move> {
    let moves = position.moves();
    if moves.is_empty() {
        return None;
    }
    let mut rng = Rng::new(seed);
    Some(moves[rng.below(moves.len())].clone())
}
