//! Ponte's board editor (`game::edit`): men and kings of each colour on the
//! dark squares, through the 8x8 games' shared `PieceSets`; the set-up
//! checks are `setup.rs`'s and the reader's.

use super::position::{Ponte, DARK};
use crate::game::{Piece, TwoSeats, EMPTY};
use crate::games::board8::edit::PieceSets;

impl TwoSeats for Ponte {
    /// Forgets what was judged of the arrangement before an edit.
    fn edited(&mut self) {
        self.outcome = None;
        self.key = Ponte::compute_key(&self.men, &self.kings, self.side);
        self.history = vec![self.key];
        self.plies = 0;
    }
    fn side_and_options(&mut self) -> (&mut u8, &mut Self::Options) {
        (&mut self.side, &mut self.options)
    }
}

impl PieceSets for Ponte {
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
    fn sets(&mut self) -> Vec<&mut [u64; 2]> {
        vec![&mut self.men, &mut self.kings]
    }
}
