//! Ponte's board editor (`game::edit`): men and kings of each colour on the
//! dark squares; the set-up checks are `setup.rs`'s and the reader's.

use super::position::{Ponte, DARK};
use crate::game::{Edit, Piece, Seat, Target, EMPTY};
use crate::games::board8::edit::{cell_targets, clicked_square, toggle, turned};

/// The palette: men, then kings, Black's first, then the eraser.
const PALETTE: [Piece; 5] = [
    Piece {
        id: "black-man",
        label: "Black man",
    },
    Piece {
        id: "white-man",
        label: "White man",
    },
    Piece {
        id: "black-king",
        label: "Black king",
    },
    Piece {
        id: "white-king",
        label: "White king",
    },
    EMPTY,
];

impl Ponte {
    /// Forgets what was judged of the arrangement before an edit.
    fn edited(&mut self) {
        self.outcome = None;
        self.key = Ponte::compute_key(&self.men, &self.kings, self.side);
        self.history = vec![self.key];
        self.plies = 0;
    }
}

impl Edit for Ponte {
    fn palette(&self) -> Vec<Piece> {
        PALETTE.to_vec()
    }
    fn edit_targets(&self) -> Vec<Target> {
        cell_targets(DARK)
    }
    fn put(&mut self, target: Target, piece: usize) -> bool {
        let Some(sq) = clicked_square(target).filter(|&sq| DARK >> sq & 1 == 1) else {
            return false;
        };
        if piece >= PALETTE.len() {
            return false;
        }
        let mut sets = [self.men[0], self.men[1], self.kings[0], self.kings[1]];
        let changed = toggle(&mut sets, sq, (piece < 4).then_some(piece));
        self.men = [sets[0], sets[1]];
        self.kings = [sets[2], sets[3]];
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
        self.men = [0, 0];
        self.kings = [0, 0];
        self.edited();
    }
    fn flip(&mut self) {
        self.men = [turned(self.men[1]), turned(self.men[0])];
        self.kings = [turned(self.kings[1]), turned(self.kings[0])];
        self.side = 1 - self.side;
        self.edited();
    }
    fn set_options(&mut self, options: Self::Options) {
        self.options = options;
        self.edited();
    }
}
