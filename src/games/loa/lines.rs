//! The tables a Lines of Action move is read from: the whole lines through
//! each square (a move's length is the pieces on its line) and, by origin,
//! direction and distance, where a piece lands and what it passes over.

use crate::games::board8::{DIRS, RAYS};

/// The four whole lines through each square (including it), by axis.
pub(super) const LINES_BY_SQUARE: [[u64; 4]; 64] = build_lines();

const fn build_lines() -> [[u64; 4]; 64] {
    let mut lines = [[0u64; 4]; 64];
    let mut a = 0;
    while a < 4 {
        let mut sq = 0;
        while sq < 64 {
            lines[sq][a] = RAYS[a][sq] | RAYS[a + 4][sq] | (1u64 << sq);
            sq += 1;
        }
        a += 1;
    }
    lines
}

/// Where a piece lands moving `n` squares in a direction, and what it passes.
#[derive(Clone, Copy, Default)]
pub(super) struct Jump {
    /// The landing square's bit, or 0 when it is off the board.
    pub(super) lands: u64,
    /// The squares strictly between origin and landing.
    pub(super) passed: u64,
}

/// Jumps by origin square, direction and distance (0 to 8). 36 KB, built on
/// first use rather than stored in the binary, to keep the wasm small.
pub(super) struct Tables {
    pub(super) jumps: [[[Jump; 9]; 8]; 64],
}

/// The shared jump tables, built on first use.
pub(super) fn tables() -> &'static Tables {
    static TABLES: std::sync::OnceLock<Box<Tables>> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let mut t = Box::new(Tables {
            jumps: [[[Jump::default(); 9]; 8]; 64],
        });
        for sq in 0..64usize {
            for (d, &(df, dr)) in DIRS.iter().enumerate() {
                let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
                let mut passed = 0u64;
                for n in 1..9i8 {
                    let (tf, tr) = (f + n * df, r + n * dr);
                    if !(0..8).contains(&tf) || !(0..8).contains(&tr) {
                        break;
                    }
                    let to = 1u64 << (tr * 8 + tf);
                    t.jumps[sq][d][n as usize] = Jump { lands: to, passed };
                    passed |= to;
                }
            }
        }
        t
    })
}
