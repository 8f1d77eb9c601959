//! Archimede's board editor (`game::edit`): black and white ships on any
//! square, through the 8x8 games' shared `PieceSets`; the home ports a1 and
//! h8 are squares of the board, not pieces, and the flip swaps them with
//! the colours. The set-up checks are the reader's (no more than 12 ships a
//! colour, none on its own port).

use super::position::Archimede;
use crate::game::{Piece, TwoSeats, EMPTY};
use crate::games::board8::edit::PieceSets;

impl TwoSeats for Archimede {
    /// Forgets what was judged of the arrangement before an edit.
    fn edited(&mut self) {
        self.outcome = None;
        self.plies = 0;
    }
    fn side_and_options(&mut self) -> (&mut u8, &mut Self::Options) {
        (&mut self.side, &mut self.options)
    }
}

impl PieceSets for Archimede {
    /// A ship of each colour, then the eraser.
    const PALETTE: &'static [Piece] = &[
        Piece::new("black", "Black ship"),
        Piece::new("white", "White ship"),
        EMPTY,
    ];
    fn sets(&mut self) -> Vec<&mut [u64; 2]> {
        vec![&mut self.ships]
    }
}
