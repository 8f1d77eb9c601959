//! Helpers for square boards of up to 11x11 kept as one `u128` bitboard
//! (bit = rank * size + file), shared by the games that keep their cells so
//! (Quoridor's 9x9, Cancelletto's 10x10).

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

#[cfg(test)]
mod tests {
    use super::file_cells;

    #[test]
    fn a_file_has_a_cell_a_rank() {
        assert_eq!(file_cells(3, 0), 0b001_001_001);
        assert_eq!(file_cells(10, 9).count_ones(), 10);
    }
}
