//! A Quoridor position and its move: pawns, walls on the board and in
//! hand, and the variants' coin, die or marker, with the small questions
//! every layer asks of them.

use super::board::{bit, Wall, Walls};
use super::options::{QuoridorOptions, Variant};
use crate::game::{Outcome, Seat};

/// South moves first (RULES.md 8.1).
pub const SOUTH: Seat = Seat(0);

/// A Quoridor move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum QuoridorMove {
    /// A pawn steps, jumps or side-steps (cells as rank * 9 + file).
    Step {
        /// Where the pawn stands.
        from: u8,
        /// Where it goes.
        to: u8,
    },
    /// A new wall from the player's supply.
    Wall(Wall),
    /// A wall on the board moves to another groove and is marked.
    Reposition {
        /// The wall taken.
        from: Wall,
        /// Where it goes.
        to: Wall,
    },
    /// The marker's move: one step across one wall.
    WallJump {
        /// Where the pawn stands.
        from: u8,
        /// The cell beyond the wall.
        to: u8,
    },
    /// Stops using the die before its face is used up.
    EndRepositioning,
    /// Only when nothing else is legal (RULES.md 8.4).
    Pass,
}

/// Who has the coin, the die or the marker.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Token {
    /// Between the players: whoever uses it first.
    Middle,
    /// Only this seat may use it.
    With(Seat),
    /// The die after a 6 was used; the coin or marker never retire.
    Retired,
}

/// Why a game of Quoridor ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum EndReason {
    /// A pawn reached its goal line.
    Goal,
    /// A seat's two pawns met (moving goal).
    Met,
    /// The `max_plies` guard stopped the game.
    PlyLimit,
}

/// A Quoridor position with everything the variants' tokens need.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Quoridor {
    /// The rules this game is played by.
    pub(super) options: QuoridorOptions,
    /// The walls on the board, marked where repositioned.
    pub(super) walls: Walls,
    /// Pawn cells; the first `pawn_count()` are used.
    pub(super) pawns: [u8; 4],
    /// Walls still in hand, by seat.
    pub(super) walls_left: [u8; 4],
    /// The seat to move.
    pub(super) side: u8,
    /// The coin, the die or the marker, in the variants that have one.
    pub(super) token: Token,
    /// The die's face (die variant).
    pub(super) die_face: u8,
    /// Repositionings still allowed in the die use under way; 0 = none.
    pub(super) die_left: u8,
    /// Movable-wall variant: who has used his one repositioning.
    pub(super) moved_wall: [bool; 2],
    /// Plies played, for the `max_plies` guard.
    pub(super) plies: u32,
    /// The result and why, once the game is over.
    pub(super) outcome: Option<(Outcome, EndReason)>,
}

impl Quoridor {
    /// Whether this is the moving-goal variant, where a seat's two pawns
    /// race to meet rather than to a line.
    pub(super) fn moving_goal(&self) -> bool {
        self.options.variant == Variant::MovingGoal
    }

    /// How many players take part.
    pub(super) fn seats(&self) -> usize {
        self.options.seats()
    }

    /// How many pawns are on the board.
    pub fn pawn_count(&self) -> usize {
        if self.moving_goal() || self.options.four_players {
            4
        } else {
            2
        }
    }

    /// The pawns of a seat, as indices.
    pub(super) fn pawns_of(&self, seat: Seat) -> std::ops::Range<usize> {
        if self.moving_goal() {
            seat.index() * 2..seat.index() * 2 + 2
        } else {
            seat.index()..seat.index() + 1
        }
    }

    /// Every cell a pawn stands on: no pawn may step there.
    pub(super) fn occupied(&self) -> u128 {
        self.pawns[..self.pawn_count()]
            .iter()
            .fold(0, |m, &c| m | bit(c))
    }

    /// Walls each seat still holds.
    pub fn walls_left(&self, seat: Seat) -> u8 {
        self.walls_left[seat.index()]
    }

    /// The walls on the board.
    pub fn walls(&self) -> &Walls {
        &self.walls
    }

    /// What the variant's token is called, for notes and refusals.
    pub(super) fn token_name(&self) -> &'static str {
        match self.options.variant {
            Variant::Coin => "coin",
            Variant::Die => "die",
            _ => "marker",
        }
    }

    /// Whether the variant has a coin, a die or a marker.
    pub(super) fn has_token(&self) -> bool {
        matches!(
            self.options.variant,
            Variant::Coin | Variant::Die | Variant::WallJump
        )
    }
}
