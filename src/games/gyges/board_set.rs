//! A set of packed boards that is emptied in constant time, for the push
//! model's move generator: its chains shift pieces, so two routes can leave
//! one board in ways too varied to rule out by construction, and each
//! result is checked here once instead of sorting the whole list.

/// A packed board's 64-bit hash, its top bits well mixed: the halves
/// folded, then a multiplicative (Fibonacci) hash. Boards are not chosen by
/// an adversary, so nothing slower is needed.
#[inline]
pub(super) fn board_hash(board: u128) -> u64 {
    let folded = (board as u64) ^ ((board >> 64) as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93);
    folded.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Open addressing with linear probing over one array of boards, 0 marking
/// a free slot (no board is empty of pieces); `clear` frees only the slots
/// used, listed as they fill, so a small ply costs little in a big table.
pub(super) struct BoardSet {
    slots: Vec<u128>,
    used: Vec<u32>,
    /// `64 - log2(capacity)`: a hash's top bits pick the home slot.
    shift: u32,
}

impl BoardSet {
    /// An empty set; the table is allocated on first use.
    pub const fn new() -> BoardSet {
        BoardSet {
            slots: Vec::new(),
            used: Vec::new(),
            shift: 64,
        }
    }

    /// Empties the set.
    pub fn clear(&mut self) {
        for &i in &self.used {
            self.slots[i as usize] = 0;
        }
        self.used.clear();
    }

    #[inline]
    fn home(&self, board: u128) -> usize {
        (board_hash(board) >> self.shift) as usize
    }

    /// Adds `board`, which holds at least one piece; whether it was new.
    #[inline]
    pub fn insert(&mut self, board: u128) -> bool {
        debug_assert!(board != 0);
        if 2 * (self.used.len() + 1) > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = self.home(board);
        loop {
            let slot = self.slots[i];
            if slot == board {
                return false;
            }
            if slot == 0 {
                self.slots[i] = board;
                self.used.push(i as u32);
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    /// Doubles the table (at least 512 slots), keeping the members.
    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        let old: Vec<u128> = self.used.iter().map(|&i| self.slots[i as usize]).collect();
        let capacity = (2 * self.slots.len()).max(512);
        self.used.reserve(capacity / 2 - self.used.len());
        self.slots = vec![0; capacity];
        self.used.clear();
        self.shift = 64 - capacity.trailing_zeros();
        for board in old {
            self.insert(board);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::BoardSet;

    #[test]
    fn insert_reports_new_members_and_clear_forgets_them() {
        let mut set = BoardSet::new();
        for round in 0..3u128 {
            for b in 0..2000u128 {
                assert!(set.insert(b * 7919 + round + 1), "{b} new in round {round}");
            }
            for b in 0..2000u128 {
                assert!(
                    !set.insert(b * 7919 + round + 1),
                    "{b} again in round {round}"
                );
            }
            set.clear();
        }
    }
}
