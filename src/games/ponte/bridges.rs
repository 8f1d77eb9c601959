//! Bridges (Ponti, RULES.md 2.3 and 2.7): own chains joining two sides,
//! found once per move generation, at the start of the move (2.7.5), with
//! the pieces they protect.

use super::position::{Path, Ponte, DIAGONALS, FORWARD, MAX_PATH, SIDE_MASKS};
use crate::games::board8::{bit, squares, step, Sq};

/// A bridge: own pieces from one side to a different side, in chain order.
type Chain = Path;

/// Bridges of both colours and what they protect, evaluated at the start
/// of a move (2.7.5).
pub(super) struct Bridges {
    pub(super) chains: [Vec<Chain>; 2],
    pub(super) protected: [u64; 2],
}

/// The sides (bit per side) a square lies on; a corner lies on two.
fn sides_of(sq: Sq) -> u8 {
    SIDE_MASKS
        .iter()
        .enumerate()
        .filter(|(_, m)| *m & bit(sq) != 0)
        .fold(0, |acc, (i, _)| acc | 1 << i)
}

/// Whether a chain from `first` to `last` joins two different sides:
/// both on a side, and no side shared (decision 6).
fn joins_two_sides(first: Sq, last: Sq) -> bool {
    let (a, b) = (sides_of(first), sides_of(last));
    a != 0 && b != 0 && a & b == 0
}

impl Ponte {
    /// Every bridge of both colours (none when bridges are off).
    pub(super) fn bridges(&self) -> Bridges {
        let mut b = Bridges {
            chains: [Vec::new(), Vec::new()],
            protected: [0, 0],
        };
        if self.options.bridges {
            for seat in 0..2 {
                b.chains[seat] = self.chains_of(seat);
                b.protected[seat] = b.chains[seat]
                    .iter()
                    .flat_map(|c| c.as_slice().iter())
                    .fold(0, |acc, &sq| acc | bit(sq));
            }
        }
        b
    }

    /// All bridges of `seat`: every chain from a side piece (the lowest,
    /// in the default rank-by-rank shape) to a piece on another side.
    fn chains_of(&self, seat: usize) -> Vec<Chain> {
        let own = self.pieces(seat);
        let edge = SIDE_MASKS.iter().fold(0, |a, m| a | m);
        let mut found = Vec::new();
        if (own & edge).count_ones() < 2 {
            return found;
        }
        for start in squares(own & edge) {
            let mut path = Path::default();
            path.push(start);
            self.extend_chain(own, &mut path, &mut found);
        }
        found
    }

    fn extend_chain(&self, own: u64, path: &mut Path, found: &mut Vec<Chain>) {
        let last = path.cells[path.len as usize - 1];
        if path.len >= self.options.ponte_min_len && joins_two_sides(path.cells[0], last) {
            found.push(*path);
        }
        if path.len as usize == MAX_PATH {
            return;
        }
        let dirs: &[usize] = if self.options.any_chain_ponte {
            &DIAGONALS
        } else {
            &FORWARD[0]
        };
        for &d in dirs {
            if let Some(next) = step(last, d) {
                if own & bit(next) != 0 && !path.as_slice().contains(&next) {
                    path.push(next);
                    self.extend_chain(own, path, found);
                    path.pop();
                }
            }
        }
    }
}
