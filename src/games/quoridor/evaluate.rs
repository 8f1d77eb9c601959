//! A static estimate of a Quoridor position for the computer opponent.
//!
//! Quoridor is a race, so the estimate is the race: the steps the nearest
//! rival still needs minus one's own (one flood fill per seat, so cheap
//! enough for every node), plus the walls still in hand, which are the
//! only way to slow a rival down, plus half a step for the side to move.
//! A step outweighs a wall: a well-placed wall costs the rival one to three
//! steps, but a wall kept is only a threat. With four players the rival is
//! the one nearest his goal, whose lead is what decides the game; the
//! search there is Monte Carlo with playouts cut by this estimate.
//!
//! Move ordering needs no second rule set: alpha-beta orders children by
//! this estimate, which puts first the walls that lengthen the rival's
//! shortest path most and the steps along one's own shortest path, the
//! two kinds of move worth looking at in a race.

use super::Quoridor;
use crate::game::{Seat, EVAL_LIMIT};

/// The steps charged for a way that is closed (only a player's own doing,
/// under `path_rule=opponents`): far worse than any open race.
const UNREACHABLE: i32 = 100;
/// One step of the race.
const STEP: i32 = 100;
/// One wall in hand more than the rival.
const WALL: i32 = 15;
/// The side to move is half a step ahead.
const TEMPO: i32 = STEP / 2;

impl Quoridor {
    /// The estimate for `seat`: positive when it leads the race.
    pub(super) fn estimate(&self, seat: Seat) -> i32 {
        let d = self.distances();
        let steps = |s: usize| d[s].map_or(UNREACHABLE, i32::from);
        let me = seat.index();
        let (best_rival, rival) = (0..self.seats())
            .filter(|&s| s != me)
            .map(|s| (steps(s), s))
            .min()
            .unwrap_or((UNREACHABLE, me));
        let walls = i32::from(self.walls_left[me]) - i32::from(self.walls_left[rival]);
        let tempo = if self.side as usize == me {
            TEMPO
        } else {
            -TEMPO
        };
        let score = STEP * (best_rival - steps(me)) + WALL * walls + tempo;
        score.clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }
}
