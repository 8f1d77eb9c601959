//! A Porta position and its move: the men on the board and in hand, the
//! scores and any relocations owed, with the small questions every layer
//! asks of them.

use super::options::PortaOptions;
use crate::game::{Outcome, Seat};
use crate::games::board8::Sq;

/// White places and moves first (RULES.md 1.1 and 1.6.20).
pub const WHITE: Seat = Seat(0);
/// Black places and moves second.
pub const BLACK: Seat = Seat(1);
/// Men per player.
pub const MEN: u32 = 12;

/// A Porta decision. The order of the variants is the order of the move list.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum PortaMove {
    /// Phase 1: a man from hand onto an empty square.
    Place(Sq),
    /// Phase 2: one own man one square north, south, east or west.
    Step {
        /// Origin square index (rank * 8 + file).
        from: Sq,
        /// Destination square index.
        to: Sq,
    },
    /// The opponent of a player who closed a formation moves one of its men.
    Relocate {
        /// A cell of the closed formation still holding an unmoved man.
        from: Sq,
        /// Where the man goes.
        to: Sq,
    },
    /// Phase 2, only when no step exists (RULES.md 1.6.13).
    Pass,
}

/// Relocations still owed after a closing; all zero when none are.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub(super) struct Pending {
    /// How many relocations remain.
    pub(super) remaining: u8,
    /// Cells of the closed formations whose man may still be picked.
    pub(super) eligible: u64,
    /// Cells of the closed formations whose man was already relocated.
    pub(super) done: u64,
}

/// Why a game of Porta ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum EndReason {
    /// A player reached the target score.
    Target,
    /// Both players passed in a row.
    Stuck,
    /// The `max_plies` guard stopped the game.
    PlyLimit,
}

/// A Porta position: the board, the scores and any relocations owed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Porta {
    /// The rules this game is played by.
    pub(super) options: PortaOptions,
    /// Men on the board, by seat.
    pub(super) men: [u64; 2],
    /// Men in hand, by seat: kept apart from the board so that set-up
    /// positions of phase 2 may hold fewer than twelve men each.
    pub(super) hand: [u8; 2],
    /// The seat deciding next (during relocations, the relocating player).
    pub(super) side: u8,
    /// Points scored, by seat.
    pub(super) scores: [u32; 2],
    /// Relocations owed before the relocating player's own turn.
    pub(super) pending: Pending,
    /// Consecutive passes.
    pub(super) passes: u8,
    /// Plies played, for the `max_plies` guard.
    pub(super) plies: u32,
    /// The result and why, once the game is over.
    pub(super) outcome: Option<(Outcome, EndReason)>,
    /// For display only: the formation whose closing won the game.
    pub(super) winning_cells: u64,
}

impl Porta {
    /// Every man on the board, both colours: the cells no man may enter.
    pub(super) fn occupied(&self) -> u64 {
        self.men[0] | self.men[1]
    }

    /// Men `seat` still has to place.
    pub(super) fn in_hand(&self, seat: usize) -> u32 {
        u32::from(self.hand[seat])
    }

    /// Phase 1 lasts while any man is in hand.
    pub(super) fn placing(&self) -> bool {
        self.in_hand(0) + self.in_hand(1) > 0
    }

    /// Whether the decision is a relocation owed for a closing.
    pub(super) fn relocating(&self) -> bool {
        self.pending.remaining > 0
    }

    /// The colour of a seat, as the notes and messages name it.
    pub(super) fn name(seat: usize) -> &'static str {
        if seat == 0 {
            "White"
        } else {
            "Black"
        }
    }

    /// The empty board with every man in hand: the start of every game,
    /// and the blank that position text fills in.
    pub(super) fn start(options: &PortaOptions) -> Porta {
        Porta {
            options: *options,
            men: [0, 0],
            hand: [MEN as u8; 2],
            side: 0,
            scores: [0, 0],
            pending: Pending::default(),
            passes: 0,
            plies: 0,
            outcome: None,
            winning_cells: 0,
        }
    }
}
