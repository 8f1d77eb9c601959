//! Archimede's board editor (`game::edit`): black and white ships on any
//! square; the home ports a1 and h8 are squares of the board, not pieces.
//! The set-up checks are the reader's (no more than 12 ships a colour, none
//! on its own port).

use super::position::Archimede;
use crate::game::{Edit, Piece, Seat, Target, EMPTY};
use crate::games::board8::edit::{cell_targets, clicked_square, toggle, turned};

/// The palette: a ship of each colour, then the eraser.
const PALETTE: [Piece; 3] = [
    Piece {
        id: "black",
        label: "Black ship",
    },
    Piece {
        id: "white",
        label: "White ship",
    },
    EMPTY,
];

impl Archimede {
    /// Forgets what was judged of the arrangement before an edit.
    fn edited(&mut self) {
        self.outcome = None;
        self.plies = 0;
    }
}

impl Edit for Archimede {
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
        let changed = toggle(&mut self.ships, sq, (piece < 2).then_some(piece));
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
        self.ships = [0, 0];
        self.edited();
    }
    /// Half round with the colours swapped: Black's port a1 becomes h8,
    /// White's, so the ports stay each colour's own.
    fn flip(&mut self) {
        self.ships = [turned(self.ships[1]), turned(self.ships[0])];
        self.side = 1 - self.side;
        self.edited();
    }
    fn set_options(&mut self, options: Self::Options) {
        self.options = options;
        self.edited();
    }
}
