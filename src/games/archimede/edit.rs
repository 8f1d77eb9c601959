//! Archimede's board editor (`game::edit`): black and white ships on any
//! square, through the 8x8 games' shared `PieceSets`; the home ports a1 and
//! h8 are squares of the board, not pieces, and the flip swaps them with
//! the colours. The set-up checks are the reader's (no more than 12 ships a
//! colour, none on its own port).

use super::position::Archimede;
use crate::game::{colours, Piece};
use crate::games::board8::edit::{Parts, PieceSets};

impl PieceSets for Archimede {
    /// Forgets what was judged of the arrangement before an edit.
    fn forget(&mut self) {
        self.outcome = None;
        self.plies = 0;
    }
    /// A ship of each colour, then the eraser.
    const PALETTE: &'static [Piece] = &colours(("black", "Black ship"), ("white", "White ship"));
    fn parts(&mut self) -> Parts<'_, Self::Options> {
        Parts::new(&mut self.side, &mut self.options, vec![&mut self.ships])
    }
}
