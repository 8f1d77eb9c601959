//! What a set-up position must satisfy beyond its grammar: the rules a
//! position can break, so that a position text cannot start a game no legal
//! play reaches (a pawn walled in for good plays on for ever).

use super::options::{PathRule, Variant};
use super::position::Quoridor;
use crate::game::{Game, Seat};

impl Quoridor {
    /// Why this set-up position cannot occur, if it cannot: a player with
    /// more walls in hand than each was given, more walls on the board and
    /// in hand than all were given (a wall is never added), or (under the path rule for everyone, where no
    /// pawn can jump a wall) a pawn with no way left to its goal.
    pub(super) fn setup_refusal(&self) -> Option<String> {
        let each = u32::from(self.options.walls_each());
        for s in 0..self.seats() {
            let left = u32::from(self.walls_left[s]);
            if left > each {
                return Some(format!(
                    "{} holds {left} walls, but each player gets {each}",
                    self.seat_name(Seat(s as u8))
                ));
            }
        }
        let held: u32 = self.walls_left[..self.seats()]
            .iter()
            .map(|&n| u32::from(n))
            .sum();
        let supply = each * self.seats() as u32;
        if self.walls.count() + held > supply {
            return Some(format!(
                "{} walls on the board and {held} in hand, but the players got {supply} in all",
                self.walls.count()
            ));
        }
        // A pawn may jump across a wall into a closed room (8.6.6), so only
        // the other variants promise every pawn a way.
        if self.options.path_rule == PathRule::Everyone && self.options.variant != Variant::WallJump
        {
            let distances = self.distances();
            if let Some(s) = (0..self.seats()).find(|&s| distances[s].is_none()) {
                return Some(format!(
                    "the path rule: the walls leave {} no way to its goal",
                    self.seat_name(Seat(s as u8))
                ));
            }
        }
        None
    }
}
