//! Magneton's board editor (`game::edit`): black and white pieces on any
//! square, through the 8x8 games' shared `PieceSets`; the pieces in hand
//! follow from the board. The set-up checks are the reader's (no more than
//! 12 a colour, drops in turn).

use super::position::Magneton;
use crate::game::{Piece, TwoSeats, EMPTY};
use crate::games::board8::edit::PieceSets;
use crate::games::recent::Recent;

impl TwoSeats for Magneton {
    /// Forgets what was judged and remembered of the arrangement before an
    /// edit: the check reads it afresh.
    fn edited(&mut self) {
        self.outcome = None;
        self.passes = 0;
        self.plies = 0;
        self.magnet_moved = 0;
        self.winning_cells = 0;
        self.history.clear();
        self.recent = Recent::default();
    }
    fn side_and_options(&mut self) -> (&mut u8, &mut Self::Options) {
        (&mut self.side, &mut self.options)
    }
}

impl PieceSets for Magneton {
    /// A disc of each colour, then the eraser.
    const PALETTE: &'static [Piece] = &[
        Piece::new("black", "Black disc"),
        Piece::new("white", "White disc"),
        EMPTY,
    ];
    fn sets(&mut self) -> Vec<&mut [u64; 2]> {
        vec![&mut self.pieces]
    }
}
