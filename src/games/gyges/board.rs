//! The 6x6 board of Gyges packed in one `u128`, two bits per cell (cell
//! `i = rank * 6 + file` holds bits `2i..2i+2`, value 0 = empty or 1 to 3),
//! and the cell geometry every part of the rules reads: values, rows,
//! shore rows, neighbours and the edges between them.

use crate::geometry::Coord;

/// Board side length.
pub(super) const SIZE: u8 = 6;
/// Number of cells.
pub(super) const CELLS: u8 = 36;
/// A hop into the opponent's goal, in hop lists.
pub const GOAL: u8 = 36;
/// No neighbour in that direction.
pub(super) const NONE: u8 = 255;

/// The cell index of a file and a rank, both 0 to 5.
pub(super) const fn cell_of(file: u8, rank: u8) -> u8 {
    rank * SIZE + file
}

/// The rank (0 = row 1, South's side) of a cell.
pub(super) const fn rank_of(cell: u8) -> u8 {
    cell / SIZE
}

/// A cell as the board's coordinates, for targets, notation and the view.
pub(super) fn coord(cell: u8) -> Coord {
    Coord::new(cell % SIZE, cell / SIZE)
}

/// The cell at coordinates, if they are on the 6x6 board.
pub(super) fn cell_from(c: Coord) -> Option<u8> {
    (c.file < SIZE && c.rank < SIZE).then(|| cell_of(c.file, c.rank))
}

/// The value on `cell` (0 = empty).
#[inline]
pub(super) fn value(board: u128, cell: u8) -> u8 {
    ((board >> (2 * cell)) & 3) as u8
}

/// Each value on each cell as board bits, so that putting a piece is a
/// look-up: a variable shift of a `u128` costs several instructions, and
/// move generation puts pieces hundreds of times a ply.
const PIECES: [[u128; 36]; 4] = {
    let mut t = [[0u128; 36]; 4];
    let mut v = 0;
    while v < 4 {
        let mut cell = 0;
        while cell < 36 {
            t[v][cell] = (v as u128) << (2 * cell);
            cell += 1;
        }
        v += 1;
    }
    t
};

/// Value `v` on `cell` alone, as board bits.
#[inline]
pub(super) fn piece(cell: u8, v: u8) -> u128 {
    PIECES[v as usize][cell as usize]
}

/// `board` with `cell` set to `v`.
#[inline]
pub(super) fn with(board: u128, cell: u8, v: u8) -> u128 {
    (board & !piece(cell, 3)) | piece(cell, v)
}

/// The twelve bits of a row.
#[inline]
fn row_bits(board: u128, rank: u8) -> u128 {
    (board >> (12 * rank)) & 0xFFF
}

/// The pieces on the board: twelve, or eleven once one entered a goal.
pub(super) fn piece_count(board: u128) -> u32 {
    occupancy(board).count_ones()
}

/// Cells holding a piece, as a bit set.
pub(super) fn occupancy(board: u128) -> u64 {
    pack_cells((board | board >> 1) & LOW_BITS)
}

/// The low bit of every two-bit cell.
const LOW_BITS: u128 = repeat(0b01, 2);

const fn repeat(pattern: u128, width: u32) -> u128 {
    let mut out = 0u128;
    let mut shift = 0;
    while shift < 128 {
        out |= pattern << shift;
        shift += width;
    }
    out
}

/// The low bits of the two-bit cells of `x` (its other bits clear), packed
/// into one bit per cell.
fn pack_cells(mut x: u128) -> u64 {
    x = (x | x >> 1) & repeat(0b0011, 4);
    x = (x | x >> 2) & repeat(0x0F, 8);
    x = (x | x >> 4) & repeat(0xFF, 16);
    x = (x | x >> 8) & repeat(0xFFFF, 32);
    x = (x | x >> 16) & repeat(0xFFFF_FFFF, 64);
    (x as u64 & 0xFFFF_FFFF) | ((x >> 64) as u64) << 32
}

/// A board's values as two cell sets, the low and the high bit of each:
/// the searches read values cell by cell many times a ply, and a `u64`
/// shift is cheaper than a `u128` one.
#[derive(Clone, Copy, Debug)]
pub(super) struct Planes {
    low: u64,
    high: u64,
}

impl Planes {
    /// The planes of a packed board.
    pub(super) fn of(board: u128) -> Planes {
        Planes {
            low: pack_cells(board & LOW_BITS),
            high: pack_cells((board >> 1) & LOW_BITS),
        }
    }

    /// The value on `cell` (0 = empty).
    #[inline]
    pub(super) fn value(self, cell: u8) -> u8 {
        ((self.low >> cell) & 1 | ((self.high >> cell) & 1) << 1) as u8
    }
}

/// Calls `f` with each set bit's index, lowest first.
#[inline]
pub(super) fn for_bits(mut mask: u64, mut f: impl FnMut(u8)) {
    while mask != 0 {
        f(mask.trailing_zeros() as u8);
        mask &= mask - 1;
    }
}

/// A seat's shore row: the non-empty row nearest to it (RULES.md 9.3).
pub(super) fn shore(board: u128, seat: u8) -> Option<u8> {
    let mut ranks = 0..SIZE;
    if seat == 0 {
        ranks.find(|&r| row_bits(board, r) != 0)
    } else {
        ranks.rev().find(|&r| row_bits(board, r) != 0)
    }
}

/// Rows from a seat's shore toward the opponent: the official fallback order.
pub(super) fn rows_from_shore(board: u128, seat: u8) -> Vec<u8> {
    let Some(first) = shore(board, seat) else {
        return Vec::new();
    };
    if seat == 0 {
        (first..SIZE).collect()
    } else {
        (0..=first).rev().collect()
    }
}

/// The row from which a seat's pieces enter the opponent's goal.
pub(super) const fn last_row(seat: u8) -> u8 {
    if seat == 0 {
        SIZE - 1
    } else {
        0
    }
}

/// Neighbours by direction (north, east, south, west) and the id of the
/// edge crossed, for the edge-once rule.
const fn build_neighbours() -> [[(u8, u8); 4]; 36] {
    let mut t = [[(NONE, 0u8); 4]; 36];
    let mut c = 0u8;
    while c < CELLS {
        let (f, r) = (c % SIZE, c / SIZE);
        if r + 1 < SIZE {
            t[c as usize][0] = (c + SIZE, 30 + c);
        }
        if f + 1 < SIZE {
            t[c as usize][1] = (c + 1, r * 5 + f);
        }
        if r > 0 {
            t[c as usize][2] = (c - SIZE, 30 + c - SIZE);
        }
        if f > 0 {
            t[c as usize][3] = (c - 1, r * 5 + f - 1);
        }
        c += 1;
    }
    t
}

/// Neighbours and edge ids by cell and direction (`build_neighbours`).
pub(super) const NEIGHBOURS: [[(u8, u8); 4]; 36] = build_neighbours();
