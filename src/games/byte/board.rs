//! Byte's boards: the dark squares by index, their neighbours and the
//! balls of squares within each king distance, precomputed once per size,
//! because "the nearest stacks" are asked at every basic move.

use crate::geometry::Coord;

/// A stack of this many checkers leaves the board and is won.
pub const FULL: u8 = 8;

/// A dark square's index: rank by rank from a1, left to right.
pub type Dark = u8;

/// Most dark squares of any board (10x10).
pub(super) const MAX_DARK: usize = 50;
/// Largest king distance plus one (10x10).
pub(super) const MAX_BALL: usize = 10;
/// Padding in neighbour lists.
const NONE: Dark = u8::MAX;

/// Precomputed board geometry: neighbours and balls by king distance.
pub(super) struct Geometry {
    pub(super) size: u8,
    pub(super) dark: u8,
    /// Diagonal neighbours, ascending, padded with `NONE`.
    neighbours: [[Dark; 4]; MAX_DARK],
    /// The same as a mask.
    pub(super) neighbour_mask: [u64; MAX_DARK],
    /// `ball[s][k]`: dark squares within king distance `k` of `s` (itself included).
    pub(super) ball: [[u64; MAX_BALL]; MAX_DARK],
}

const fn dark_coord(size: u8, s: usize) -> (i32, i32) {
    let half = size as usize / 2;
    let rank = s / half;
    let file = 2 * (s % half) + rank % 2;
    (file as i32, rank as i32)
}

const fn abs(x: i32) -> i32 {
    if x < 0 {
        -x
    } else {
        x
    }
}

impl Geometry {
    const fn build(size: u8) -> Geometry {
        let dark = (size as usize) * (size as usize) / 2;
        let mut g = Geometry {
            size,
            dark: dark as u8,
            neighbours: [[NONE; 4]; MAX_DARK],
            neighbour_mask: [0; MAX_DARK],
            ball: [[0; MAX_BALL]; MAX_DARK],
        };
        let mut s = 0;
        while s < dark {
            let (f, r) = dark_coord(size, s);
            let mut count = 0;
            let mut t = 0;
            while t < dark {
                let (tf, tr) = dark_coord(size, t);
                let (df, dr) = (abs(tf - f), abs(tr - r));
                let d = if df > dr { df } else { dr } as usize;
                if d == 1 {
                    g.neighbours[s][count] = t as Dark;
                    g.neighbour_mask[s] |= 1 << t;
                    count += 1;
                }
                let mut k = d;
                while k < MAX_BALL {
                    g.ball[s][k] |= 1 << t;
                    k += 1;
                }
                t += 1;
            }
            s += 1;
        }
        g
    }

    pub(super) fn coord(&self, s: Dark) -> Coord {
        let (f, r) = dark_coord(self.size, s as usize);
        Coord::new(f as u8, r as u8)
    }

    /// The dark square at `c`, or `None` for a light or off-board square.
    pub(super) fn dark_at(&self, c: Coord) -> Option<Dark> {
        let on_board = c.file < self.size && c.rank < self.size;
        (on_board && (c.file + c.rank).is_multiple_of(2))
            .then(|| c.rank * (self.size / 2) + c.file / 2)
    }

    pub(super) fn neighbours(&self, s: Dark) -> impl Iterator<Item = Dark> + '_ {
        self.neighbours[s as usize]
            .iter()
            .copied()
            .take_while(|&n| n != NONE)
    }

    /// Checkers at the start, and so how many stacks the game has.
    pub(super) fn total_checkers(&self) -> u8 {
        // Every dark square except those of the first and last rank.
        self.dark - self.size
    }

    /// Stacks won that decide the game: a majority of all stacks.
    pub(super) fn stacks_to_win(&self) -> u8 {
        self.total_checkers() / FULL / 2 + 1
    }
}

pub(super) static GEOMETRY_8: Geometry = Geometry::build(8);
pub(super) static GEOMETRY_10: Geometry = Geometry::build(10);

/// The set bits of a mask, lowest first.
pub(super) fn bits(mut mask: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let b = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            b
        })
    })
}

#[cfg(test)]
mod tests {
    use super::{GEOMETRY_10, GEOMETRY_8};
    use crate::geometry::Coord;

    #[test]
    fn geometry_counts_neighbours_and_balls() {
        let g = &GEOMETRY_8;
        assert_eq!(g.dark, 32);
        assert_eq!(g.total_checkers(), 24);
        assert_eq!(g.stacks_to_win(), 2);
        assert_eq!(GEOMETRY_10.total_checkers(), 40);
        assert_eq!(GEOMETRY_10.stacks_to_win(), 3);
        // a1 has one neighbour (b2); d4 has four.
        let a1 = g.dark_at(Coord::new(0, 0)).unwrap();
        let d4 = g.dark_at(Coord::new(3, 3)).unwrap();
        assert_eq!(g.neighbours(a1).count(), 1);
        assert_eq!(g.neighbours(d4).count(), 4);
        assert_eq!(g.ball[a1 as usize][7].count_ones(), 32);
        assert_eq!(g.ball[a1 as usize][0], 1 << a1);
        for s in 0..g.dark {
            assert_eq!(g.dark_at(g.coord(s)), Some(s));
        }
    }
}
