//! The Magneton position and its options: the state the rules play on,
//! with what the last turn did, which decides the win and is drawn.

use crate::game::{Outcome, Seat};
use crate::games::board8::Sq;
use crate::games::recent::Recent;

/// Black places first (RULES.md 7.1, a GUESS: the booklet's other games start with Black).
pub const BLACK: Seat = Seat(0);
/// White places second.
pub const WHITE: Seat = Seat(1);
/// Pieces per player.
pub const PIECES: u32 = 12;

/// Options of Magneton; defaults as RULES.md 7 (all off: strong force, the
/// mover wins both lines, no repetition rule, no ply limit), in the table below.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MagnetonOptions {
    /// Super Duper Games' variant: affected pieces move one square only.
    pub weak_force: bool,
    /// When one turn completes a line for both: the mover wins, or a draw.
    pub both_lines_draw: bool,
    /// Threefold repetition (same player to move) is a draw.
    pub repetition_draw: bool,
    /// Self-play guard: a draw after this many plies; 0 = off.
    pub max_plies: u32,
}

crate::option_table! {
    MagnetonOptions;
    weak_force: "force" = choice["strong" => false, "weak" => true],
        "strong: affected pieces slide to the next piece or the edge; weak: one square";
    both_lines_draw: "both_lines" = choice["mover" => false, "draw" => true],
        "a turn that completes a line for both players: the mover wins, or a draw";
    repetition_draw: "repetition" = choice["off" => false, "draw" => true],
        "the same position three times with the same player to move is a draw";
    max_plies: "max_plies" = ply_limit;
}

/// A Magneton move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum MagnetonMove {
    /// Phase 1: a piece from hand onto an empty square.
    Drop(Sq),
    /// Phase 2: a piece slides in a straight line over empty squares.
    Slide {
        /// Origin square index.
        from: Sq,
        /// Destination square index.
        to: Sq,
    },
    /// Only when no slide exists.
    Pass,
}

/// Why a game of Magneton ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum EndReason {
    Line,
    BothLines,
    TwoPasses,
    Repetition,
    PlyLimit,
}

/// A Magneton position with what the last turn did (for the win and the display).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Magneton {
    pub(super) options: MagnetonOptions,
    pub(super) pieces: [u64; 2],
    pub(super) side: u8,
    /// Consecutive passes.
    pub(super) passes: u8,
    pub(super) plies: u32,
    pub(super) outcome: Option<(Outcome, EndReason)>,
    /// Pieces the magnets moved in the last turn, where they now stand.
    pub(super) magnet_moved: u64,
    /// The cells of the deciding line(s), once won.
    pub(super) winning_cells: u64,
    /// Boards seen (for the repetition option), current one included.
    pub(super) history: Vec<([u64; 2], u8)>,
    /// The last few boards, for the evaluation to notice cycles (always
    /// kept: the repetition rule is an option, cycles are not).
    pub(super) recent: Recent,
}

impl Magneton {
    /// The pieces `colour` still has to drop: the drops last while any are left.
    pub(super) fn in_hand(&self, colour: usize) -> u32 {
        PIECES.saturating_sub(self.pieces[colour].count_ones())
    }

    /// Every occupied square, of either colour.
    pub(super) fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }
}
