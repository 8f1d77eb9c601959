//! A Gyges position: the packed board, whose turn it is, the pieces still
//! to place and the history the repetition rules need; its moves and the
//! routes that draw them.

use super::options::{GygesOptions, Profile};
use super::seen::SeenBoards;
use crate::game::{Outcome, Seat};

/// South moves first and attacks the goal beyond row 6 (RULES.md 9.1).
pub const SOUTH: Seat = Seat(0);
/// North moves second and attacks the goal beyond row 1.
pub const NORTH: Seat = Seat(1);

/// A Gyges move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum GygesMove {
    /// A setup placement: a piece of `value` on cell `cell` (rank * 6 + file).
    Place {
        /// 1 to 3.
        value: u8,
        /// Cell index.
        cell: u8,
    },
    /// A move of a piece, identified by the board it leaves (RULES.md 9.3:
    /// routes leaving the same pieces in the same places are one move). A
    /// board with one piece fewer means a piece reached the goal.
    Play {
        /// The packed board after the move.
        after: u128,
    },
    /// No legal move (RULES.md 9.4).
    Pass,
}

/// How a route ends.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum End {
    /// On an empty cell.
    Empty(u8),
    /// In the opponent's goal.
    Goal,
    /// On a piece on `landing`, which is put on `to`.
    Replace {
        /// The cell landed on.
        landing: u8,
        /// The empty cell the replaced piece goes to.
        to: u8,
    },
}

/// One way a piece travels, for notation, clicks, animation and tests.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Route {
    /// Every cell the travelling piece (or pieces, in the push model) stands
    /// on hop by hop, the start first; `GOAL` for a hop into the goal.
    pub hops: Vec<u8>,
    /// The start, then each cell bounced on, in order.
    pub chain: Vec<u8>,
    /// How it ends.
    pub end: End,
    /// The board it leaves.
    pub after: u128,
}

/// Why a game ended, for the banner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum EndReason {
    Goal,
    Stuck,
    PlyLimit,
}

/// A Gyges position with the history its repetition rule needs.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Gyges {
    pub(super) options: GygesOptions,
    pub(super) board: u128,
    pub(super) side: u8,
    /// Pieces still to place, by seat and value (index 1 to 3).
    pub(super) hand: [[u8; 4]; 2],
    /// The board before the last ply: simple ko, and the last move's focus.
    pub(super) before: u128,
    /// Superko: every board since the setup ended, current one included, sorted.
    pub(super) seen: SeenBoards,
    /// Consecutive passes; two end the game (nobody can ever move again).
    pub(super) passes: u8,
    pub(super) plies: u32,
    pub(super) outcome: Option<(Outcome, EndReason)>,
}

impl Gyges {
    /// Whether the fogliaccio profile's push model moves the pieces a
    /// route bounces on (the official bounce model leaves them).
    pub(super) fn push_model(&self) -> bool {
        self.options.profile == Profile::Fogliaccio
    }

    /// Whether pieces are still to be placed: the setup comes first.
    pub(super) fn in_setup(&self) -> bool {
        self.hand.iter().flatten().any(|&n| n > 0)
    }

    /// A seat's name by index, for notation errors, notes and `seat_name`.
    pub(super) fn seat_word(seat: u8) -> &'static str {
        if seat == 0 {
            "South"
        } else {
            "North"
        }
    }
}
