//! Helpers for square boards of up to 11x11 kept as one `u128` bitboard
//! (bit = rank * size + file), shared by the games that keep their cells so
//! (Quoridor's 9x9, Cancelletto's 10x10): the masks, bits and
//! iteration that do not depend on the size, or take it.

/// The cells of one file (0 = `a`) of a `size` x `size` board.
pub const fn file_cells(size: u8, file: u8) -> u128 {
    let mut mask = 0u128;
    let mut rank = 0;
    while rank < size {
        mask |= 1u128 << (rank * size + file);
        rank += 1;
    }
    mask
}

/// One cell as a mask.
pub const fn bit(cell: u8) -> u128 {
    1u128 << cell
}

/// The cells of a mask, lowest index first.
pub fn cells(mut mask: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let c = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(c)
    })
}

#[cfg(test)]
mod tests {
    use super::{bit, cells, file_cells};

    #[test]
    fn a_file_has_a_cell_a_rank() {
        assert_eq!(file_cells(3, 0), 0b001_001_001);
        assert_eq!(file_cells(10, 9).count_ones(), 10);
        let cells: Vec<u8> = cells(bit(3) | bit(100)).collect();
        assert_eq!(cells, [3, 100]);
    }
}
