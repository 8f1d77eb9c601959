//! Lines of Action's board editor (`game::edit`): black and white pieces on
//! any square, through the 8x8 games' shared `PieceSets`; the set-up check
//! is `read_position`'s.

use super::position::Loa;
use crate::game::{Piece, TwoSeats, EMPTY};
use crate::games::board8::edit::PieceSets;

impl TwoSeats for Loa {
    /// Forgets what was judged of the arrangement before an edit: the
    /// check judges it afresh, from a history that starts here.
    fn edited(&mut self) {
        self.outcome = None;
        self.key = Loa::compute_key(&self.pieces, self.side);
        self.history = vec![self.key];
        self.plies = 0;
    }
    fn side_and_options(&mut self) -> (&mut u8, &mut Self::Options) {
        (&mut self.side, &mut self.options)
    }
}

impl PieceSets for Loa {
    /// A piece of each colour, then the eraser.
    const PALETTE: &'static [Piece] = &[
        Piece::new("black", "Black piece"),
        Piece::new("white", "White piece"),
        EMPTY,
    ];
    fn sets(&mut self) -> Vec<&mut [u64; 2]> {
        vec![&mut self.pieces]
    }
}
