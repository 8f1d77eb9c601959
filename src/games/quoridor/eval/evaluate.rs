//! A static estimate of a Quoridor position for the computer opponent.
//!
//! Quoridor is a race, so the estimate is the race: the steps the nearest
//! rival still needs minus one's own (one flood fill per seat, so cheap
//! enough for every node), plus the walls still in hand, which are the
//! only way to slow a rival down, plus half a step for the side to move.
//! A wall kept is worth most of a step: a well-placed wall costs the rival
//! one to three steps, and whoever still holds walls at the end can turn
//! the race, so a wall is worth spending only where it gains about a step
//! at once; to hard's search a wall is worth more than a step, so that it
//! keeps its walls longer than medium does. With four players the rival is
//! the one nearest his goal, whose lead is what decides the game; the
//! search there is Monte Carlo with playouts cut by this estimate.
//!
//! Move ordering needs no second rule set: alpha-beta orders children by
//! this estimate, which puts first the walls that lengthen the rival's
//! shortest path most and the steps along one's own shortest path, the
//! two kinds of move worth looking at in a race.

use super::super::position::Quoridor;
use crate::ai::EVAL_LIMIT;
use crate::ai::{Strength, Style};
use crate::game::Seat;

/// The steps charged for a way that is closed (only a player's own doing,
/// under `path_rule=opponents`): far worse than any open race.
const UNREACHABLE: i32 = 100;
/// One step of the race.
const STEP: i32 = 100;
/// One wall in hand more than the rival: most of a step. At 15 the
/// deeper search found more walls that gained a step at once and spent
/// them first, and the shallower one, with its walls kept, turned the
/// race in the end (hard beat medium 63 times in 100); at 80 a wall is
/// placed only where it costs the rival about a step or more (hard beat
/// medium 17 times in 20 in the first trial).
const WALL: i32 = 80;
/// A wall in hand to hard's search (`wall_value`).
const HARD_WALL: i32 = 130;
/// The side to move is half a step ahead.
const TEMPO: i32 = STEP / 2;

/// Easy plays Monte Carlo: the root check (every move, every reply, each
/// wall's path check) costs Quoridor more than easy's whole budget, so an
/// easy alpha-beta was medium less one ply, and the two drew 20 games
/// each (one per colour) over 40; medium beat easy Monte Carlo 40 to 0.
pub(super) fn style_for(strength: Strength) -> Style {
    match strength {
        Strength::Easy => Style::Mcts,
        _ => Style::Auto,
    }
}

/// Hard's work budget is five times the common one: a Quoridor node costs
/// about 0.15 us natively, so at the common budget hard answered in about
/// 30 ms and beat medium only 59 times in 100; at five times it still
/// answers well within its second.
pub(super) fn work_scale(strength: Strength) -> u64 {
    match strength {
        Strength::Hard => 5,
        _ => 1,
    }
}

/// Hard (and expert) search only the walls that can change a race below the root
/// (`narrow.rs`), and so reaches deeper; medium keeps its full search.
/// With hard's walls at 130, hard beat medium 38-1 (one game stopped) over
/// 40 openings with the narrowing and 33-7 without it.
pub(super) fn narrows(strength: Strength) -> bool {
    strength >= Strength::Hard
}

/// What a wall in hand is worth to the level searching: hard holds its
/// walls dearer than medium. In the games hard lost, it spent its walls
/// first, each where it gained a step at once, and met medium's last walls
/// with none. Walls dearer for both levels (110 to 150, last round) did
/// not help: medium then kept its walls too. With only hard's at 130 (and
/// the narrowing) hard beat medium 38-1 (one game stopped) over 40
/// openings, against 24-16 with both at 80.
fn wall_value(strength: Strength) -> i32 {
    match strength {
        Strength::Hard | Strength::Expert => HARD_WALL,
        _ => WALL,
    }
}

impl Quoridor {
    /// The estimate for `seat` as the level `strength` weighs it: positive
    /// when it leads the race.
    pub(super) fn estimate(&self, seat: Seat, strength: Strength) -> i32 {
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
        let score = STEP * (best_rival - steps(me)) + wall_value(strength) * walls + tempo;
        score.clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }
}

#[cfg(test)]
mod tests {
    use super::{HARD_WALL, STEP, TEMPO, WALL};
    use crate::ai::{Strategy, Strength};
    use crate::game::{Game, Seat};
    use crate::games::quoridor::{Quoridor, QuoridorOptions, SOUTH};

    fn at(text: &str) -> Quoridor {
        Quoridor::from_text(text, &QuoridorOptions::default()).expect("a valid position")
    }

    #[test]
    fn the_race_decides_and_walls_in_hand_count() {
        let start = at("pawns=e1,e9 walls=- left=10,10 turn=south");
        assert_eq!(start.evaluate(SOUTH), Some(TEMPO));
        assert_eq!(start.evaluate(Seat(1)), Some(-TEMPO));
        let ahead = at("pawns=e2,e9 walls=- left=10,10 turn=south");
        assert_eq!(ahead.evaluate(SOUTH), Some(STEP + TEMPO));
        let spent = at("pawns=e1,e9 walls=- left=10,9 turn=south");
        assert_eq!(spent.evaluate(SOUTH), Some(WALL + TEMPO));
    }

    #[test]
    fn a_wall_across_the_rival_path_raises_the_estimate() {
        // Pawns on different files, so a wall can cross one path only.
        let open = at("pawns=a1,i9 walls=- left=10,10 turn=north");
        let best_wall = open
            .moves()
            .into_iter()
            .filter(|mv| matches!(mv, crate::games::quoridor::QuoridorMove::Wall(_)))
            .map(|mv| {
                let mut after = open.clone();
                after.play_unchecked(&mv);
                after.evaluate(Seat(1)).unwrap_or(i32::MIN)
            })
            .max();
        // North's best wall costs South at least a step: better for North
        // than the open board, though it spent a wall and the move.
        let before = open.evaluate(Seat(1)).unwrap_or(0);
        assert!(
            best_wall.unwrap_or(i32::MIN) > before - 2 * TEMPO,
            "{best_wall:?} vs {before}"
        );
        assert!(best_wall.unwrap_or(i32::MIN) >= STEP - WALL - TEMPO);
    }

    #[test]
    fn hard_holds_its_walls_dearer_and_every_level_is_zero_sum() {
        let spent = at("pawns=e2,e9 walls=- left=10,9 turn=south");
        assert_eq!(
            spent.evaluate_at(SOUTH, Strength::Hard),
            Some(STEP + HARD_WALL + TEMPO)
        );
        assert_eq!(
            spent.evaluate_at(SOUTH, Strength::Medium),
            Some(STEP + WALL + TEMPO)
        );
        assert_eq!(spent.evaluate(SOUTH), Some(STEP + WALL + TEMPO));
        for strength in [Strength::Easy, Strength::Medium, Strength::Hard] {
            let south = spent.evaluate_at(SOUTH, strength).unwrap_or(0);
            assert_eq!(spent.evaluate_at(Seat(1), strength), Some(-south));
        }
    }
}
