//! A set of packed boards that is emptied in constant time, for the push
//! model's move generator: its chains shift pieces, so two routes can leave
//! one board in ways too varied to rule out by construction, and each
//! result is checked here once instead of sorting the whole list.

/// Open addressing with linear probing; a slot counts only if it carries
/// the current generation, so `clear` is one increment.
pub(super) struct BoardSet {
    boards: Vec<u128>,
    generations: Vec<u32>,
    generation: u32,
    len: usize,
    /// `64 - log2(capacity)`: a hash's top bits pick the home slot.
    shift: u32,
}

impl BoardSet {
    /// An empty set; the table is allocated on first use.
    pub const fn new() -> BoardSet {
        BoardSet {
            boards: Vec::new(),
            generations: Vec::new(),
            generation: 1,
            len: 0,
            shift: 64,
        }
    }

    /// Empties the set.
    pub fn clear(&mut self) {
        self.len = 0;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.generations.fill(0);
            self.generation = 1;
        }
    }

    #[inline]
    fn home(&self, board: u128) -> usize {
        let folded = (board as u64) ^ ((board >> 64) as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93);
        (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// Adds `board`; whether it was new.
    #[inline]
    pub fn insert(&mut self, board: u128) -> bool {
        if 2 * (self.len + 1) > self.boards.len() {
            self.grow();
        }
        let mask = self.boards.len() - 1;
        let mut i = self.home(board);
        loop {
            if self.generations[i] != self.generation {
                self.generations[i] = self.generation;
                self.boards[i] = board;
                self.len += 1;
                return true;
            }
            if self.boards[i] == board {
                return false;
            }
            i = (i + 1) & mask;
        }
    }

    /// Doubles the table (at least 512 slots), keeping the members.
    fn grow(&mut self) {
        let old: Vec<u128> = (0..self.boards.len())
            .filter(|&i| self.generations[i] == self.generation)
            .map(|i| self.boards[i])
            .collect();
        let capacity = (2 * self.boards.len()).max(512);
        self.boards = vec![0; capacity];
        self.generations = vec![0; capacity];
        self.generation = 1;
        self.shift = 64 - capacity.trailing_zeros();
        self.len = 0;
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
                assert!(set.insert(b * 7919 + round), "{b} new in round {round}");
            }
            for b in 0..2000u128 {
                assert!(!set.insert(b * 7919 + round), "{b} again in round {round}");
            }
            set.clear();
        }
    }
}
