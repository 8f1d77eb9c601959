//! A side with no wall to play races (`Strategy::focus_root`).
//!
//! Once a side has no wall to place or move, nothing it does lengthens the
//! rival's way: its chance is to arrive first, or to be nearer when the
//! rival errs. A search that sees every line lost by the same margin ranks
//! them alike and plays the first it lists, so a hard player out of walls
//! stepped back and forth between f8 and f9 nineteen times in a row while
//! its rival walked in. The root therefore keeps, for a side without a
//! wall move, the moves that bring its pawn nearer its goal, whenever
//! there are any; the search still chooses among them (which way round
//! the rival's last walls to go).

use super::super::position::{Quoridor, QuoridorMove};
use crate::game::Game;

impl Quoridor {
    /// Keeps of `candidates` the moves that shorten the mover's own race,
    /// when it has no wall to place or move and some move does.
    pub(super) fn keep_racing(&self, candidates: &mut Vec<QuoridorMove>) {
        let walls = |mv: &QuoridorMove| {
            matches!(mv, QuoridorMove::Wall(_) | QuoridorMove::Reposition { .. })
        };
        if candidates.iter().any(walls) {
            return;
        }
        let me = usize::from(self.side);
        let Some(now) = self.distances()[me] else {
            return;
        };
        let nearer: Vec<QuoridorMove> = candidates
            .iter()
            .filter(|mv| {
                let mut next = self.clone();
                next.play_unchecked(mv);
                next.distances()[me].is_some_and(|d| d < now)
            })
            .cloned()
            .collect();
        if !nearer.is_empty() {
            *candidates = nearer;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::position::Quoridor;
    use crate::ai::{AnyComputer, Level, Strength};
    use crate::any_game::AnyGame;
    use crate::record::Record;

    /// South's distance to its goal in `position`.
    fn south_steps(position: &dyn AnyGame) -> u8 {
        let quoridor = position.as_any().downcast_ref::<Quoridor>().unwrap();
        quoridor.distances()[0].unwrap()
    }

    #[test]
    fn a_side_without_walls_walks_towards_its_goal_at_every_level() {
        // From a game between two medium players: South (e4, no walls
        // left) cannot arrive before North (e2, one wall left); every line
        // loses alike, and South stepped f4, e4, f4, e4... while North
        // walked in. Now each of South's moves takes it nearer.
        let start = "pawns=e4,e2 walls=b1h,d1h,f1h,h1h,a2v,c2h,b3v,f3h,a4v,d4v,b5v,\
                     e5h,g5h,a6h,c6h,e6h,f6v,h6h,g8v left=0,1 turn=south";
        for strength in [Strength::Easy, Strength::Medium, Strength::Hard] {
            let record = Record {
                start: Some(start.to_string()),
                ..Record::new("quoridor")
            };
            let mut position = record.replay().expect("a legal position").end;
            for ply in 0..6 {
                if position.outcome().is_some() {
                    break;
                }
                let mut thinker = position.thinker(Level::new(strength), ply);
                while !thinker.step(4_096) {}
                let mv = thinker.best_move().unwrap();
                let before = south_steps(position.as_ref());
                position.play_text(&mv).unwrap();
                if ply % 2 == 0 {
                    let after = south_steps(position.as_ref());
                    assert!(
                        after < before,
                        "{strength:?}: South's {mv} goes from {before} to {after} steps"
                    );
                }
            }
        }
    }
}
