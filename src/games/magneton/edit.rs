//! Magneton's board editor (`game::edit`): black and white pieces on any
//! square; the pieces in hand follow from the board. The set-up checks are
//! the reader's (no more than 12 a colour, drops in turn).

use super::position::Magneton;
use crate::game::{Edit, Piece, Seat, Target, EMPTY};
use crate::games::board8::edit::{cell_targets, clicked_square, toggle, turned};
use crate::games::recent::Recent;

/// The palette: a piece of each colour, then the eraser.
const PALETTE: [Piece; 3] = [
    Piece {
        id: "black",
        label: "Black disc",
    },
    Piece {
        id: "white",
        label: "White disc",
    },
    EMPTY,
];

impl Magneton {
    /// Forgets what was judged and remembered of the arrangement before an
    /// edit: the check reads it afresh.
    fn edited(&mut self) {
        self.outcome = None;
        self.passes = 0;
        self.plies = 0;
        self.magnet_moved = 0;
        self.winning_cells = 0;
        self.history.clear();
        self.recent = Recent::default();
    }
}

impl Edit for Magneton {
    fn palette(&self) -> Vec<Piece> {
        PALETTE.to_vec()
    }
    fn edit_targets(&self) -> Vec<Target> {
        cell_targets(!0)
    }
    fn put(&mut self, target: Target, piece: usize) -> bool {
        let (Some(sq), true) = (clicked_square(target), piece < PALETTE.len()) else {
            return false;
        };
        let changed = toggle(&mut self.pieces, sq, (piece < 2).then_some(piece));
        self.edited();
        changed
    }
    fn set_to_move(&mut self, seat: Seat) {
        if seat.index() < 2 {
            self.side = seat.0;
            self.edited();
        }
    }
    fn clear(&mut self) {
        self.pieces = [0, 0];
        self.edited();
    }
    fn flip(&mut self) {
        self.pieces = [turned(self.pieces[1]), turned(self.pieces[0])];
        self.side = 1 - self.side;
        self.edited();
    }
    fn set_options(&mut self, options: Self::Options) {
        self.options = options;
        self.edited();
    }
}
