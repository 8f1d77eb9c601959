//! A Byte position and its options: the stacks on the dark squares (a
//! height and a byte of colours each), the stacks won, whose turn, the pass
//! counter and the result once judged.

use super::board::{bits, Dark, Geometry, GEOMETRY_10, GEOMETRY_8, MAX_DARK};
use crate::game::{Outcome, Seat};

/// The player of the ranks 3, 5, 7 side; moves first by default (the seed).
pub const BLACK: Seat = Seat(0);
/// The player of the ranks 2, 4, 6 side; Steere's and Abstract Play's first player.
pub const WHITE: Seat = Seat(1);

/// The board: Steere's 8x8, or the 10x10 international board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BoardSize {
    /// 8x8, 24 checkers, 3 stacks, 2 win (RULES.md 6.1).
    Eight,
    /// 10x10, 40 checkers, 5 stacks, 3 win (RULES.md 6.5.8).
    Ten,
}

/// Options of Byte; defaults as RULES.md 6 (Black first, 8x8, no ply limit),
/// in the table below.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ByteOptions {
    /// Who moves first: the seed says Black, Steere and Abstract Play White.
    pub first: Seat,
    /// Board size.
    pub size: BoardSize,
    /// Self-play guard: after this many plies the player with more stacks
    /// wins, else a draw; 0 = off (human play).
    pub max_plies: u32,
}

crate::option_table! {
    ByteOptions;
    first: "first" = choice["black" => BLACK, "white" => WHITE],
        "who moves first: black (the seed) or white (Steere, Abstract Play)";
    size: "size" = choice["8" => BoardSize::Eight, "10" => BoardSize::Ten],
        "8x8 (3 stacks, 2 win) or the international 10x10 (5 stacks, 3 win)";
    max_plies: "max_plies" = ply_limit,
        "after this many plies more stacks won wins, else a draw; 0 = no limit";
}

/// A Byte move. Variants and fields are ordered so that generating moves
/// square by square yields them already sorted.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum ByteMove {
    /// A basic move: a stack without neighbours steps onto an empty square.
    Step {
        /// The stack's dark square.
        from: Dark,
        /// The empty dark square it moves to.
        to: Dark,
    },
    /// A checker and everything above it go onto a neighbouring stack.
    Merge {
        /// The stack it leaves.
        from: Dark,
        /// The stack it lands on.
        onto: Dark,
        /// The checker's level in `from`, 0 = bottom (notation adds 1).
        level: u8,
    },
    /// Only when no other move exists.
    Pass,
}

/// Why a game of Byte ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum EndReason {
    /// A player won the majority of the stacks.
    Majority,
    /// Fewer than 8 checkers are left: no stack can be made.
    NoStackLeft,
    /// Two passes in a row.
    TwoPasses,
    /// The `max_plies` guard.
    PlyLimit,
}

/// A Byte position: stacks on dark squares, stacks won, pass counter.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Byte {
    pub(super) options: ByteOptions,
    /// Height of the stack on each dark square (0 = empty).
    pub(super) heights: [u8; MAX_DARK],
    /// Colours by level: bit k set = the checker at level k is White's.
    pub(super) colours: [u8; MAX_DARK],
    /// Occupied dark squares.
    pub(super) occupied: u64,
    /// Stacks won by seat.
    pub(super) won: [u8; 2],
    pub(super) side: u8,
    /// Consecutive passes just played.
    pub(super) passes: u8,
    pub(super) plies: u32,
    pub(super) outcome: Option<(Outcome, EndReason)>,
}

impl Byte {
    pub(super) fn geometry(&self) -> &'static Geometry {
        match self.options.size {
            BoardSize::Eight => &GEOMETRY_8,
            BoardSize::Ten => &GEOMETRY_10,
        }
    }

    pub(super) fn empty(options: &ByteOptions) -> Byte {
        Byte {
            options: *options,
            heights: [0; MAX_DARK],
            colours: [0; MAX_DARK],
            occupied: 0,
            won: [0; 2],
            side: options.first.0,
            passes: 0,
            plies: 0,
            outcome: None,
        }
    }

    /// Owner of the checker at `level` (0-based) of the stack on `s`.
    pub(super) fn owner(&self, s: Dark, level: u8) -> u8 {
        (self.colours[s as usize] >> level) & 1
    }

    /// Levels of the stack on `s` holding `seat`'s checkers, as a mask.
    pub(super) fn levels_of(&self, s: Dark, seat: u8) -> u8 {
        let all = ((1u16 << self.heights[s as usize]) - 1) as u8;
        let whites = self.colours[s as usize];
        all & if seat == 1 { whites } else { !whites }
    }

    pub(super) fn checkers_on_board(&self) -> u32 {
        bits(self.occupied)
            .map(|s| self.heights[s as usize] as u32)
            .sum()
    }
}
