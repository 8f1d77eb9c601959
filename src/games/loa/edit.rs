//! Lines of Action's board editor (`game::edit`): black and white pieces on
//! any square, through the 8x8 games' shared `PieceSets`; the set-up check
//! is `read_position`'s.

use super::position::Loa;
use crate::game::{colours, Piece};
use crate::games::board8::edit::{Parts, PieceSets};

impl PieceSets for Loa {
    /// Forgets what was judged of the arrangement before an edit: the
    /// check judges it afresh, from a history that starts here.
    fn forget(&mut self) {
        self.outcome = None;
        self.key = Loa::compute_key(&self.pieces, self.side);
        self.history = vec![self.key];
        self.plies = 0;
    }
    /// A piece of each colour, then the eraser.
    const PALETTE: &'static [Piece] = &colours(("black", "Black piece"), ("white", "White piece"));
    fn parts(&mut self) -> Parts<'_, Self::Options> {
        Parts::new(&mut self.side, &mut self.options, vec![&mut self.pieces])
    }
}
