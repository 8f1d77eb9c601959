//! Ponte's board editor (`game::edit`): men and kings of each colour on the
//! dark squares, through the 8x8 games' shared `PieceSets`; the set-up
//! checks are `setup.rs`'s and the reader's.

use super::position::{Ponte, DARK};
use crate::game::{Piece, EMPTY};
use crate::games::board8::edit::{Parts, PieceSets};

impl PieceSets for Ponte {
    /// Forgets what was judged of the arrangement before an edit.
    fn forget(&mut self) {
        self.outcome = None;
        self.key = Ponte::compute_key(&self.men, &self.kings, self.side);
        self.history = vec![self.key];
        self.plies = 0;
    }
    /// Men, then kings, Black's first, then the eraser.
    const PALETTE: &'static [Piece] = &[
        Piece::new("black-man", "Black man"),
        Piece::new("white-man", "White man"),
        Piece::new("black-king", "Black king"),
        Piece::new("white-king", "White king"),
        EMPTY,
    ];
    /// Pieces stand on the dark squares only.
    const SQUARES: u64 = DARK;
    fn parts(&mut self) -> Parts<'_, Self::Options> {
        let sets = vec![&mut self.men, &mut self.kings];
        Parts::new(&mut self.side, &mut self.options, sets)
    }
}
