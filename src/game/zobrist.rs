//! Zobrist keys: one random 64-bit key per (kind of piece, cell), xor-ed
//! into a position's key as pieces come and go, so that repetition and
//! superko compare one number instead of a whole board.

use crate::rng::mix;

/// A table of `KINDS` rows of `CELLS` keys, built at compile time: key
/// number `i` (row by row) is SplitMix64's output for `seed + i * step`,
/// so each game's keys are fixed by its seed and differ from other games'.
/// Lines of Action and Ponte count by 1 from a seed of their own; Gyges
/// steps by SplitMix64's increment, as the generator's own sequence does.
pub const fn zobrist_keys<const KINDS: usize, const CELLS: usize>(
    seed: u64,
    step: u64,
) -> [[u64; CELLS]; KINDS] {
    let mut keys = [[0u64; CELLS]; KINDS];
    let mut i = 0;
    while i < KINDS * CELLS {
        keys[i / CELLS][i % CELLS] = mix(seed.wrapping_add((i as u64).wrapping_mul(step)));
        i += 1;
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::zobrist_keys;
    use crate::rng::mix;

    #[test]
    fn keys_go_row_by_row_from_the_seed() {
        let keys: [[u64; 3]; 2] = zobrist_keys(100, 1);
        assert_eq!(keys[0][0], mix(100));
        assert_eq!(keys[0][2], mix(102));
        assert_eq!(keys[1][0], mix(103));
        let stepped: [[u64; 3]; 2] = zobrist_keys(100, 7);
        assert_eq!(stepped[1][1], mix(100 + 4 * 7));
    }
}
