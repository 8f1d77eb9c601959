//! The boards superko forbids (RULES.md 9.4): a sorted list with a bit
//! filter in front, because every candidate move is checked against it and
//! a random game reaches hundreds of boards. The filter is indexed by a
//! Zobrist hash, which the move generator updates cell by cell as it
//! builds each candidate instead of hashing the whole board again.

use std::fmt;
use std::hash::{Hash, Hasher};

/// Words of the filter: 16,384 bits, so that with a few hundred boards
/// about one candidate in a hundred still needs the binary search.
const FILTER_WORDS: usize = 256;

/// One random key per cell and value (value 0, an empty cell, has key 0).
const fn zobrist_keys() -> [[u64; 4]; 36] {
    let mut keys = [[0u64; 4]; 36];
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut cell = 0;
    while cell < 36 {
        let mut v = 1;
        while v < 4 {
            // splitmix64
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            keys[cell][v] = z ^ (z >> 31);
            v += 1;
        }
        cell += 1;
    }
    keys
}

static KEYS: [[u64; 4]; 36] = zobrist_keys();

/// The Zobrist key of value `v` on `cell`.
#[inline]
pub(super) fn key(cell: u8, v: u8) -> u64 {
    KEYS[cell as usize][v as usize]
}

/// The Zobrist hash of a packed board: the keys of its pieces xor-ed.
pub(super) fn zobrist(board: u128) -> u64 {
    let mut h = 0;
    for cell in 0..36u8 {
        h ^= key(cell, ((board >> (2 * cell)) & 3) as u8);
    }
    h
}

/// Every board seen since the setup ended, current one included.
#[derive(Clone)]
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

// The filter follows from the boards: equality and hashing need only them.
impl PartialEq for SeenBoards {
    fn eq(&self, other: &SeenBoards) -> bool {
        self.boards == other.boards
    }
}

impl Eq for SeenBoards {}

impl Hash for SeenBoards {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.boards.hash(state);
    }
}

impl fmt::Debug for SeenBoards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.boards.iter()).finish()
    }
}

#[inline]
fn bucket(hash: u64) -> (usize, u64) {
    let i = (hash >> 50) as usize;
    (i / 64, 1u64 << (i % 64))
}

impl SeenBoards {
    /// Whether `board`, whose Zobrist hash is `hash`, was seen.
    #[inline]
    pub fn contains_hashed(&self, board: u128, hash: u64) -> bool {
        let (word, bit) = bucket(hash);
        self.filter[word] & bit != 0 && self.boards.binary_search(&board).is_ok()
    }

    /// Whether `board` was seen.
    pub fn contains(&self, board: u128) -> bool {
        self.contains_hashed(board, zobrist(board))
    }

    /// Adds `board` (nothing if already there).
    pub fn insert(&mut self, board: u128) {
        if let Err(i) = self.boards.binary_search(&board) {
            self.boards.insert(i, board);
            let (word, bit) = bucket(zobrist(board));
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
