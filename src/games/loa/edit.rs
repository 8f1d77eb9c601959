//! Lines of Action's board editor (`game::edit`): black and white pieces on
//! any square; the set-up check is `read_position`'s.

use super::position::Loa;
use crate::game::{Edit, Piece, Seat, Target, EMPTY};
use crate::games::board8::edit::{cell_targets, clicked_square, toggle, turned};

/// The palette: a piece of each colour, then the eraser.
const PALETTE: [Piece; 3] = [
    Piece {
        id: "black",
        label: "Black piece",
    },
    Piece {
        id: "white",
        label: "White piece",
    },
    EMPTY,
];

impl Loa {
    /// Forgets what was judged of the arrangement before an edit: the
    /// check judges it afresh.
    fn edited(&mut self) {
        self.outcome = None;
        self.key = Loa::compute_key(&self.pieces, self.side);
        self.history = vec![self.key];
        self.plies = 0;
    }
}

impl Edit for Loa {
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
