//! The editor's clicks on the 8x8 boards that keep one bitboard per kind
//! of piece (`game::edit`): a piece put or taken off a square, the squares
//! offered, the board turned half round.

use super::{bit, coord, square, Sq};
use crate::game::Target;

/// The square a click names, if it is a cell of the 8x8 board.
pub fn clicked_square(target: Target) -> Option<Sq> {
    match target {
        Target::Cell(c) if c.file < 8 && c.rank < 8 => Some(square(c)),
        _ => None,
    }
}

/// Puts a piece of kind `kind` on `sq` (taking off whatever stood there),
/// or takes it off if that kind already stands there; `None` empties the
/// square. Says whether the board changed. The kinds are indexes of `sets`
/// (colours, or men and kings by colour).
pub fn toggle(sets: &mut [u64], sq: Sq, kind: Option<usize>) -> bool {
    let b = bit(sq);
    let before: Vec<u64> = sets.to_vec();
    let already = kind.is_some_and(|k| sets[k] & b != 0);
    for set in sets.iter_mut() {
        *set &= !b;
    }
    if let (Some(k), false) = (kind, already) {
        sets[k] |= b;
    }
    sets != before.as_slice()
}

/// Cell targets for the squares of `mask`, a1 first.
pub fn cell_targets(mask: u64) -> Vec<Target> {
    (0..64u8)
        .filter(|&sq| mask & bit(sq) != 0)
        .map(|sq| Target::Cell(coord(sq)))
        .collect()
}

/// The board turned half round: a1 goes to h8. Dark squares stay dark.
pub const fn turned(set: u64) -> u64 {
    set.reverse_bits()
}
