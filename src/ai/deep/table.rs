//! The deep search's transposition table: what a position searched before
//! is worth and which move was best there, so that a position reached by
//! two orders of moves is searched once, each iteration starts with the
//! last one's best moves, and a search stopped mid-iteration (the thinker's
//! slices) finds its finished subtrees again when it resumes.

use super::super::memory::megabytes;

/// What a stored score says of the position's true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Bound {
    /// The value itself: the search saw it inside its window.
    Exact,
    /// At least this: some move reached beta, the others were not tried.
    Lower,
    /// At most this: no move reached alpha.
    Upper,
}

/// One stored position, 16 bytes.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    /// The best move's index (`DeepGame::move_index`) plus one; 0 for none.
    best: u16,
    depth: u8,
    /// The low two bits: 0 for an empty slot, else 1 + `Bound` as listed;
    /// the others the search (modulo 64) that stored it.
    flags: u8,
}

impl Entry {
    fn bound_code(self) -> u8 {
        self.flags & 3
    }

    fn generation(self) -> u8 {
        self.flags >> 2
    }
}

/// How many searches the stored generation tells apart (six bits).
const GENERATIONS: u8 = 64;

/// What a probe finds: the stored depth, bound and score, and the best move's index.
#[derive(Clone, Copy, Debug)]
pub(super) struct Found {
    pub(super) depth: u32,
    pub(super) bound: Bound,
    pub(super) score: i32,
    pub(super) best: Option<usize>,
}

/// The most memory the table takes whatever the cap (16 MB, a million
/// entries): a two-second search visits a few million positions, most of
/// them leaves, which are not stored, so a larger one would gain little.
const MAX_TABLE_MB: u64 = 16;

/// A table of two-entry buckets: the first keeps the deeper search (of this
/// search or a later one), the second always the newest, so deep results
/// survive a flood of shallow ones.
#[derive(Default)]
pub(super) struct Table {
    entries: Vec<Entry>,
    mask: usize,
    /// The search storing now, modulo `GENERATIONS`.
    generation: u8,
}

std::thread_local! {
    /// The table the last search on this thread left: the next move's
    /// search starts with what it learnt (the positions two plies on were
    /// searched two plies shallower), as tournament programs keep theirs.
    static KEPT: std::cell::RefCell<Table> = std::cell::RefCell::default();
}

impl Table {
    /// A table within `memory` bytes (at most `MAX_TABLE_MB`), at least one bucket.
    pub(super) fn new(memory: usize) -> Table {
        let len = Table::len_for(memory);
        Table {
            entries: vec![Entry::default(); len],
            mask: (len - 1) & !1,
            generation: 0,
        }
    }

    /// The entries a table within `memory` bytes has: a power of two, so a
    /// key's bucket is a mask of it.
    fn len_for(memory: usize) -> usize {
        let bytes = memory.min(megabytes(MAX_TABLE_MB));
        let wanted = (bytes / std::mem::size_of::<Entry>()).max(2);
        1usize << (usize::BITS - 1 - wanted.leading_zeros())
    }

    /// The table the thread's last search kept, if it fits `memory`, as a
    /// new generation whose entries replace the old ones first; else a new one.
    pub(super) fn reused(memory: usize) -> Table {
        let kept = KEPT.with(|kept| std::mem::take(&mut *kept.borrow_mut()));
        if kept.entries.len() != Table::len_for(memory) {
            // Freed first: the two never take memory at once.
            drop(kept);
            return Table::new(memory);
        }
        Table {
            generation: (kept.generation + 1) % GENERATIONS,
            ..kept
        }
    }

    /// Leaves the table to the thread's next search (`reused`).
    pub(super) fn keep(self) {
        KEPT.with(|kept| *kept.borrow_mut() = self);
    }

    /// The bytes the table takes.
    pub(super) fn bytes(&self) -> usize {
        self.entries.len() * std::mem::size_of::<Entry>()
    }

    /// What is stored for `key`, if anything.
    pub(super) fn probe(&self, key: u64) -> Option<Found> {
        let at = key as usize & self.mask;
        self.entries[at..at + 2]
            .iter()
            .find(|entry| entry.bound_code() != 0 && entry.key == key)
            .map(|entry| Found {
                depth: u32::from(entry.depth),
                bound: match entry.bound_code() {
                    1 => Bound::Exact,
                    2 => Bound::Lower,
                    _ => Bound::Upper,
                },
                score: entry.score,
                best: usize::from(entry.best).checked_sub(1),
            })
    }

    /// Stores a search of `key` to `depth`: in the first slot of its bucket
    /// when that holds the same position, a shallower one or one an earlier
    /// search stored, else in the second.
    pub(super) fn store(
        &mut self,
        key: u64,
        depth: u32,
        bound: Bound,
        score: i32,
        best: Option<usize>,
    ) {
        let at = key as usize & self.mask;
        let first = self.entries[at];
        let depth = depth.min(u32::from(u8::MAX)) as u8;
        let slot = if first.bound_code() == 0
            || first.key == key
            || first.depth <= depth
            || first.generation() != self.generation
        {
            at
        } else {
            at + 1
        };
        self.entries[slot] = Entry {
            key,
            score,
            best: best.map_or(0, |index| (index + 1).min(usize::from(u16::MAX)) as u16),
            depth,
            flags: self.generation << 2
                | match bound {
                    Bound::Exact => 1,
                    Bound::Lower => 2,
                    Bound::Upper => 3,
                },
        };
    }
}

#[cfg(test)]
mod tests {
    use super::{Bound, Table};

    #[test]
    fn a_stored_position_is_found_and_a_deeper_search_keeps_its_place() {
        let mut table = Table::new(1 << 12);
        assert!(table.bytes() <= 1 << 12);
        assert!(table.probe(42).is_none());
        table.store(42, 5, Bound::Lower, 120, Some(7));
        let found = table.probe(42).unwrap();
        assert_eq!(
            (found.depth, found.bound, found.score),
            (5, Bound::Lower, 120)
        );
        assert_eq!(found.best, Some(7));
        // Another key in the same bucket, searched less deep: the second slot.
        let other = 42 + (table.mask as u64 + 2);
        table.store(other, 2, Bound::Exact, -3, None);
        assert_eq!(table.probe(42).unwrap().depth, 5);
        assert_eq!(table.probe(other).unwrap().best, None);
        // The same key again replaces its own entry.
        table.store(42, 1, Bound::Upper, 9, Some(0));
        assert_eq!(table.probe(42).unwrap().bound, Bound::Upper);
    }

    #[test]
    fn a_later_search_keeps_what_was_learnt_and_replaces_it_first() {
        let mut table = Table::new(1 << 12);
        table.store(42, 9, Bound::Exact, 50, Some(3));
        table.keep();
        // Another size is another table.
        assert!(Table::reused(1 << 13).probe(42).is_none());
        let mut table = Table::new(1 << 12);
        table.store(42, 9, Bound::Exact, 50, Some(3));
        table.keep();
        let mut later = Table::reused(1 << 12);
        assert_eq!(later.probe(42).unwrap().score, 50);
        // A shallower result of the new search takes the old deep one's
        // slot, where one of the same search does not.
        let other = 42 + (later.mask as u64 + 2);
        later.store(other, 1, Bound::Lower, 7, None);
        assert!(later.probe(42).is_none(), "the old entry went first");
        later.store(other + later.mask as u64 + 2, 0, Bound::Lower, 8, None);
        assert_eq!(later.probe(other).unwrap().depth, 1);
    }

    #[test]
    fn the_table_stays_within_its_memory() {
        assert_eq!(Table::new(0).bytes(), 32);
        assert_eq!(Table::new(100_000).bytes(), 65_536);
        assert_eq!(Table::new(usize::MAX).bytes(), 16 << 20);
    }
}
