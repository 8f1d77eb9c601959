//! How much memory a search may hold in its tables.
//!
//! A long search must not take the machine: a referee that asks for ten
//! minutes a move should get a good move, not a process that grows by
//! megabytes a second until the system kills it. Each search counts the
//! bytes of its tables (the size of an entry, which for every game's plain
//! move holds no heap, times the entries the table has room for) and, once
//! the next growth would pass the cap, keeps working in what it has: MCTS
//! stops adding nodes and keeps sampling through the tree it built.

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

#[cfg(test)]
mod tests {
    use super::*;

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
