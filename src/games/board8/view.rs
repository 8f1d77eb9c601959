//! How the 8x8 games draw their men: shared by the views of the games whose
//! position is two bitboards of one piece kind each.

use super::{coord, squares};
use crate::game::Seat;
use crate::ui::scene::{PieceLook, PieceView};

/// One man per piece of two colour sets, seat by index: how the 8x8 games
/// with one piece kind per colour draw their boards.
pub fn men_views(pieces: &[u64; 2]) -> Vec<PieceView> {
    let mut views = Vec::with_capacity(24);
    for (seat, &set) in pieces.iter().enumerate() {
        views.extend(squares(set).map(|sq| PieceView {
            at: coord(sq),
            look: PieceLook::Man(Seat(seat as u8)),
        }));
    }
    views
}
