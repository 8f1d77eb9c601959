//! The boards superko forbids (RULES.md 9.4): a sorted list with a bit
//! filter in front, because every candidate move is checked against it and
//! a random game reaches hundreds of boards. The filter is indexed by a
//! Zobrist hash, which the move generator updates cell by cell as it
//! builds each candidate instead of hashing the whole board again.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

/// Words of the filter: 16,384 bits, so that with a few hundred boards
/// about one candidate in a hundred still needs the binary search.
const FILTER_WORDS: usize = 256;

/// One random key per value and cell (value 0, an empty cell, has key 0),
/// by value first: a family of candidate boards puts one value on many
/// cells. The keys are SplitMix64's stream from its seed, drawn cell by
/// cell (values 1 to 3 of each), then laid out by value.
const fn keys_by_value() -> [[u64; 36]; 4] {
    // SplitMix64's increment, which its state adds before each output.
    const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;
    let by_cell: [[u64; 3]; 36] =
        crate::game::zobrist_keys(0x2545_F491_4F6C_DD1Du64.wrapping_add(GAMMA), GAMMA);
    let mut keys = [[0u64; 36]; 4];
    let mut cell = 0;
    while cell < 36 {
        let mut v = 1;
        while v < 4 {
            keys[v][cell] = by_cell[cell][v - 1];
            v += 1;
        }
        cell += 1;
    }
    keys
}

static KEYS: [[u64; 36]; 4] = keys_by_value();

/// The hash of each byte of a packed board (four cells) at each of its
/// nine places: a whole board hashes in nine look-ups, once per ply.
/// Built at first use rather than stored: its 18 KB of random keys would
/// not compress, and every Gyges bundle would carry them (docs/SIZE.md).
fn byte_keys() -> &'static [[u64; 256]; 9] {
    static TABLE: OnceLock<Box<[[u64; 256]; 9]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Box::new([[0u64; 256]; 9]);
        for (place, row) in table.iter_mut().enumerate() {
            for (byte, slot) in row.iter_mut().enumerate() {
                *slot = (0..4).fold(0, |h, i| h ^ KEYS[(byte >> (2 * i)) & 3][place * 4 + i]);
            }
        }
        table
    })
}

/// The Zobrist key of value `v` on `cell`.
#[inline]
pub(super) fn key(cell: u8, v: u8) -> u64 {
    KEYS[v as usize][cell as usize]
}

/// The Zobrist keys of value `v`, by cell.
#[inline]
pub(super) fn keys_of(v: u8) -> &'static [u64; 36] {
    &KEYS[v as usize]
}

/// The Zobrist hash of a packed board: the keys of its pieces xor-ed.
pub(super) fn zobrist(board: u128) -> u64 {
    let mut h = 0;
    for (place, table) in byte_keys().iter().enumerate() {
        h ^= table[(board >> (8 * place)) as usize & 0xFF];
    }
    h
}

/// Every board seen since the setup ended, current one included.
#[derive(Clone)]
pub(super) struct SeenBoards {
    /// Distinct, in the order added.
    boards: Vec<u128>,
    /// The boards again, by hash (open addressing, 0 a free slot: no board
    /// is empty of pieces), at most half full: a ply adds one, where a
    /// sorted list moved half of itself.
    table: Vec<u128>,
    /// One bit per hash bucket that holds a board: a clear bit proves absence.
    filter: [u64; FILTER_WORDS],
}

impl Default for SeenBoards {
    fn default() -> SeenBoards {
        SeenBoards {
            boards: Vec::new(),
            table: Vec::new(),
            filter: [0; FILTER_WORDS],
        }
    }
}

// Two histories are equal when they hold the same boards, in any order.
impl PartialEq for SeenBoards {
    fn eq(&self, other: &SeenBoards) -> bool {
        self.boards.len() == other.boards.len() && self.boards.iter().all(|&b| other.contains(b))
    }
}

impl Eq for SeenBoards {}

// Order-free, as equality is: the boards' hashes xor-ed, and their number.
impl Hash for SeenBoards {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let mixed = self.boards.iter().fold(0, |h, &b| h ^ zobrist(b));
        state.write_u64(mixed);
        state.write_usize(self.boards.len());
    }
}

impl fmt::Debug for SeenBoards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The filter's word and bit for a hash.
#[inline]
fn bucket(hash: u64) -> (usize, u64) {
    let i = (hash >> 50) as usize;
    (i / 64, 1u64 << (i % 64))
}

impl SeenBoards {
    /// Whether the board whose Zobrist hash is `hash`, built by `board`
    /// only if the filter cannot rule it out, was seen.
    #[inline]
    pub fn contains_hashed(&self, hash: u64, board: impl FnOnce() -> u128) -> bool {
        let (word, bit) = bucket(hash);
        self.filter[word] & bit != 0 && self.slot_of(board(), hash).is_err()
    }

    /// Whether `board` was seen.
    pub fn contains(&self, board: u128) -> bool {
        self.contains_hashed(zobrist(board), || board)
    }

    /// `Err` with the slot holding `board`, or `Ok` with the free slot
    /// where it would go (the table is never full).
    fn slot_of(&self, board: u128, hash: u64) -> Result<usize, usize> {
        if self.table.is_empty() {
            return Ok(0);
        }
        let mask = self.table.len() - 1;
        let mut i = hash as usize & mask;
        loop {
            match self.table[i] {
                0 => return Ok(i),
                b if b == board => return Err(i),
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Adds `board` (nothing if already there).
    pub fn insert(&mut self, board: u128) {
        let hash = zobrist(board);
        if 2 * (self.boards.len() + 1) > self.table.len() {
            self.grow();
        }
        if let Ok(i) = self.slot_of(board, hash) {
            self.table[i] = board;
            self.boards.push(board);
            let (word, bit) = bucket(hash);
            self.filter[word] |= bit;
        }
    }

    /// Doubles the table (at least 64 slots), keeping the boards.
    #[cold]
    fn grow(&mut self) {
        self.table = vec![0; (2 * self.table.len()).max(64)];
        for &b in &self.boards {
            if let Ok(i) = self.slot_of(b, zobrist(b)) {
                self.table[i] = b;
            }
        }
    }

    /// Forgets everything: the setup has just ended.
    pub fn clear(&mut self) {
        self.boards.clear();
        self.table.fill(0);
        self.filter = [0; FILTER_WORDS];
    }

    /// The boards, sorted (position text lists them so).
    pub fn iter(&self) -> impl Iterator<Item = u128> {
        let mut sorted = self.boards.clone();
        sorted.sort_unstable();
        sorted.into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::{key, zobrist, SeenBoards};

    /// The byte tables give the hash the keys define, cell by cell.
    #[test]
    fn zobrist_is_the_keys_of_the_pieces() {
        let mut board = 0u128;
        let mut expected = 0u64;
        for cell in 0..36u8 {
            let v = (cell * 7 + cell / 5) % 4;
            board |= (v as u128) << (2 * cell);
            expected ^= key(cell, v);
        }
        assert_ne!(expected, 0);
        assert_eq!(zobrist(board), expected);
        assert_eq!(zobrist(0), 0);
    }

    /// The keys are SplitMix64's stream from the seed, cell by cell: the
    /// first, a middle and the last, as the generator wrote them.
    #[test]
    fn keys_are_the_seeded_stream() {
        assert_eq!(key(0, 0), 0);
        assert_eq!(key(0, 1), 0xc0e1_6b16_3a85_a4dc);
        assert_eq!(key(17, 2), 0x547b_dec0_29cd_3fa3);
        assert_eq!(key(35, 3), 0x6498_bc61_2451_9df3);
    }

    #[test]
    fn seen_boards_are_found_and_others_are_not() {
        let mut seen = SeenBoards::default();
        let mut other = SeenBoards::default();
        for b in 1..300u128 {
            seen.insert(b * 0x1_0000_0001_0001);
            other.insert((300 - b) * 0x1_0000_0001_0001);
        }
        seen.insert(0x1_0000_0001_0001);
        for b in 1..300u128 {
            assert!(seen.contains(b * 0x1_0000_0001_0001));
            assert!(!seen.contains(b * 0x1_0000_0001_0001 + 4));
        }
        // The same boards added in another order: equal, listed alike.
        assert!(seen == other);
        assert!(seen.iter().eq(other.iter()));
        assert!(seen.iter().is_sorted());
        other.insert(4);
        assert!(seen != other);
        seen.clear();
        assert!(!seen.contains(0x1_0000_0001_0001));
        assert_eq!(seen.iter().count(), 0);
    }
}
