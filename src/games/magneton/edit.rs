//! Magneton's board editor (`game::edit`): black and white pieces on any
//! square, through the 8x8 games' shared `PieceSets`; the pieces in hand
//! follow from the board. The set-up checks are the reader's (no more than
//! 12 a colour, drops in turn).

use super::position::Magneton;
use crate::game::{colours, Piece};
use crate::games::board8::edit::{Parts, PieceSets};
use crate::games::recent::Recent;

impl PieceSets for Magneton {
    /// Forgets what was judged and remembered of the arrangement before an
    /// edit: the check reads it afresh.
    fn forget(&mut self) {
        self.outcome = None;
        self.passes = 0;
        self.plies = 0;
        self.magnet_moved = 0;
        self.winning_cells = 0;
        self.history.clear();
        self.recent = Recent::default();
    }
    /// A disc of each colour, then the eraser.
    const PALETTE: &'static [Piece] = &colours(("black", "Black disc"), ("white", "White disc"));
    fn parts(&mut self) -> Parts<'_, Self::Options> {
        Parts::new(&mut self.side, &mut self.options, vec![&mut self.pieces])
    }
}
