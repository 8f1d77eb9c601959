//! The boards superko forbids (RULES.md 9.4): a sorted list with a bit
//! filter in front, because every candidate move is checked against it and
//! a random game reaches hundreds of boards.

use std::fmt;

/// Bits of the filter: with a few hundred boards, about one miss in twelve
/// still needs the binary search.
const FILTER_WORDS: usize = 64;

/// Every board seen since the setup ended, current one included.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) struct SeenBoards {
    /// Sorted, distinct.
    boards: Vec<u128>,
    /// One bit per hash bucket that holds a board: a clear bit proves absence.
    filter: [u64; FILTER_WORDS],
}

impl Default for SeenBoards {
    fn default() -> SeenBoards {
        SeenBoards {
            boards: Vec::new(),
            filter: [0; FILTER_WORDS],
        }
    }
}

impl fmt::Debug for SeenBoards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.boards.iter()).finish()
    }
}

#[inline]
fn bucket(board: u128) -> (usize, u64) {
    let h = ((board as u64) ^ (board >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let i = (h >> 52) as usize;
    (i / 64, 1u64 << (i % 64))
}

impl SeenBoards {
    /// Whether `board` was seen.
    #[inline]
    pub fn contains(&self, board: u128) -> bool {
        let (word, bit) = bucket(board);
        self.filter[word] & bit != 0 && self.boards.binary_search(&board).is_ok()
    }

    /// Adds `board` (nothing if already there).
    pub fn insert(&mut self, board: u128) {
        if let Err(i) = self.boards.binary_search(&board) {
            self.boards.insert(i, board);
            let (word, bit) = bucket(board);
            self.filter[word] |= bit;
        }
    }

    /// Forgets everything: the setup has just ended.
    pub fn clear(&mut self) {
        self.boards.clear();
        self.filter = [0; FILTER_WORDS];
    }

    /// The boards, sorted.
    pub fn iter(&self) -> impl Iterator<Item = &u128> {
        self.boards.iter()
    }
}
