//! A Cancelletto position and its move: the board as dealt, what is left
//! of it, the pawns, the gate and the turn in progress, with the small
//! questions every layer asks of them.

use super::board::{bit, Cell, Cells, Colour, Layout};
use super::options::CancellettoOptions;
use crate::game::{Outcome, Seat};

/// Orange, first by default (the rulebook's example begins "Move 1: orange").
pub const ORANGE: Seat = Seat(0);
/// Blue.
pub const BLUE: Seat = Seat(1);

/// One side of a cell where a gate token can lie: an outer side (RULES.md 3.3.2).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct GateSide {
    /// The cell.
    pub cell: Cell,
    /// 0 north, 1 east, 2 south, 3 west (as `Target::Side`).
    pub side: u8,
}

/// A Cancelletto move: one decision of the seat to move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum CancMove {
    /// A pawn steps to a neighbouring cell, or through the gate.
    Step {
        /// Where the pawn stands.
        from: Cell,
        /// Where it goes.
        to: Cell,
    },
    /// The two gate tokens are laid, once per game: `a` < `b`, distinct cells.
    Gate {
        /// The first side.
        a: GateSide,
        /// The second side.
        b: GateSide,
    },
    /// A tile leaves the board; this ends the turn.
    Remove {
        /// Its slot, j * 5 + i.
        slot: u8,
    },
}

/// Why the game ended, for the banner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// Every pawn stands on a cell of its colour.
    AllHome,
    /// A removed tile carried a pawn (standing on this cell).
    PawnRemoved(Cell),
    /// A removed tile carried this coloured cell.
    HomeRemoved(Cell),
    /// No pawn of its colour can reach this coloured cell any more.
    CutOff(Cell),
    /// The pawns of this colour can no longer be matched to their cells one to one.
    NoMatching(Colour),
}

/// A Cancelletto position: the board as dealt, what is left of it, the
/// pawns, the gate and the turn in progress.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cancelletto {
    /// The rules this game is played by.
    pub(super) options: CancellettoOptions,
    /// The board as dealt: walls and coloured cells.
    pub(super) layout: Layout,
    /// Cells whose tile is still on the board (the hole never is).
    pub(super) present: Cells,
    /// Pawns by colour (index `Colour as usize`); a pawn whose tile was
    /// removed stays here, on its lost cell, so the end can be explained.
    pub(super) pawns: [Cells; 2],
    /// The colour to move.
    pub(super) side: Colour,
    /// Cells of the pawns that have stepped this turn.
    pub(super) stepped: Cells,
    /// The gate, once laid; it stays laid (its link needs both cells present).
    pub(super) gate: Option<(GateSide, GateSide)>,
    /// The result and why, once the game is over.
    pub(super) outcome: Option<(Outcome, EndReason)>,
}

impl Cancelletto {
    /// The board as dealt.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Cells whose tile is still on the board.
    pub fn present(&self) -> Cells {
        self.present
    }

    /// Pawns of a colour.
    pub fn pawns(&self, colour: Colour) -> Cells {
        self.pawns[colour as usize]
    }

    /// The colour to move.
    pub fn side(&self) -> Colour {
        self.side
    }

    /// Pawns of the colour to move that have stepped this turn.
    pub fn stepped(&self) -> Cells {
        self.stepped
    }

    /// The gate, once laid.
    pub fn gate(&self) -> Option<(GateSide, GateSide)> {
        self.gate
    }

    /// Why the game ended.
    pub fn end(&self) -> Option<EndReason> {
        self.outcome.map(|(_, r)| r)
    }

    /// Cells a pawn may stand on or pass through.
    pub fn open(&self) -> Cells {
        self.present & !self.layout.walls
    }

    /// The gate's two cells while both are on the board.
    pub fn link(&self) -> Option<(Cell, Cell)> {
        let (a, b) = self.gate?;
        (self.present & bit(a.cell) != 0 && self.present & bit(b.cell) != 0)
            .then_some((a.cell, b.cell))
    }
}
