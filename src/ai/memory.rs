//! How much memory a search may hold in its tables.
//!
//! A long search must not take the machine: a referee that asks for ten
//! minutes a move should get a good move, not a process that grows by
//! megabytes a second until the system kills it. Each search counts the
//! bytes of its tables (the size of an entry, which for every game's plain
//! move holds no heap, times the entries the table has room for) and, once
//! the next growth would pass the cap, keeps working in what it has: MCTS
//! stops adding nodes and keeps sampling through the tree it built.

use std::collections::HashSet;
use std::hash::Hash;

/// The cap when nobody sets one: 256 MB, like a usual UCI `Hash` setting.
pub const DEFAULT_MEMORY_MB: u64 = 256;
/// The smallest cap accepted, in megabytes: below it even a short search
/// would stop growing at once.
pub const MIN_MEMORY_MB: u64 = 1;
/// The largest cap accepted, in megabytes (64 GB): beyond it a typo, not a wish.
pub const MAX_MEMORY_MB: u64 = 65_536;

/// Bytes in `mb` megabytes, saturating on targets whose `usize` is small.
pub fn megabytes(mb: u64) -> usize {
    usize::try_from(mb.saturating_mul(1 << 20)).unwrap_or(usize::MAX)
}

/// The capacity a table of `len` entries of `entry` bytes each should grow
/// to for `needed` more entries within `cap` bytes: double as usual, never
/// past the cap; `None` when even the entries needed do not fit.
pub(crate) fn grown_capacity(
    capacity: usize,
    len: usize,
    needed: usize,
    entry: usize,
    cap: usize,
) -> Option<usize> {
    let want = len.checked_add(needed)?;
    let limit = cap / entry.max(1);
    if want > limit {
        return None;
    }
    if want <= capacity {
        return Some(capacity);
    }
    Some(capacity.saturating_mul(2).max(want).min(limit))
}

/// A set that stops growing at a memory cap: a memo of positions (the
/// Cancelletto solver's failures) that, once full, forgets nothing and
/// learns nothing more, so the search only repeats some work.
#[derive(Clone, Debug)]
pub struct CappedSet<K: Hash + Eq> {
    set: HashSet<K>,
    memory: usize,
}

impl<K: Hash + Eq> CappedSet<K> {
    /// An empty set that may take `memory` bytes.
    pub fn new(memory: usize) -> CappedSet<K> {
        CappedSet {
            set: HashSet::new(),
            memory,
        }
    }

    /// Changes the cap; what the set holds stays.
    pub fn limit_memory(&mut self, memory: usize) {
        self.memory = memory;
    }

    /// The bytes the table takes: its buckets (the standard table keeps
    /// at most 7 entries in 8 buckets, a power of two) times an entry and
    /// its control byte.
    pub fn memory_used(&self) -> usize {
        table_bytes::<K>(self.set.capacity())
    }

    /// Whether `key` is in the set.
    pub fn contains(&self, key: &K) -> bool {
        self.set.contains(key)
    }

    /// Adds `key` unless the table would have to grow past the cap;
    /// returns whether it is in the set now.
    pub fn insert(&mut self, key: K) -> bool {
        let capacity = self.set.capacity();
        if self.set.len() == capacity && !self.set.contains(&key) {
            let grown = table_bytes::<K>(capacity.saturating_mul(2).max(3));
            if grown > self.memory {
                return false;
            }
        }
        self.set.insert(key);
        true
    }

    /// Empties the set (its table stays allocated).
    pub fn clear(&mut self) {
        self.set.clear();
    }

    /// Entries held.
    pub fn len(&self) -> usize {
        self.set.len()
    }

    /// Whether it holds nothing.
    pub fn is_empty(&self) -> bool {
        self.set.is_empty()
    }
}

/// The bytes of a hash table with room for `capacity` entries of `K`.
fn table_bytes<K>(capacity: usize) -> usize {
    if capacity == 0 {
        return 0;
    }
    let buckets = (capacity.saturating_mul(8) / 7).max(4).next_power_of_two();
    buckets.saturating_mul(std::mem::size_of::<K>() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_capped_set_stops_growing_and_keeps_what_it_has() {
        let mut set = CappedSet::new(64 * 1024);
        let mut kept = 0;
        for key in 0u64..100_000 {
            if set.insert(key) {
                kept += 1;
            }
            assert!(set.memory_used() <= 64 * 1024);
        }
        assert!(kept > 1_000, "{kept}");
        assert!(kept < 100_000);
        assert_eq!(set.len(), kept);
        assert!(set.contains(&0));
        assert!(set.insert(0), "a key held is still held");
    }

    #[test]
    fn growth_doubles_until_the_cap_then_refuses() {
        // 100 entries of 10 bytes fit in 1,000 bytes.
        assert_eq!(grown_capacity(16, 16, 1, 10, 1_000), Some(32));
        assert_eq!(grown_capacity(64, 64, 1, 10, 1_000), Some(100));
        assert_eq!(grown_capacity(100, 99, 1, 10, 1_000), Some(100));
        assert_eq!(grown_capacity(100, 100, 1, 10, 1_000), None);
        assert_eq!(grown_capacity(100, 90, 20, 10, 1_000), None);
    }

    #[test]
    fn megabytes_are_binary() {
        assert_eq!(megabytes(1), 1_048_576);
        assert_eq!(megabytes(DEFAULT_MEMORY_MB), 256 << 20);
    }
}
