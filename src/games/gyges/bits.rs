//! The 6×6 grid as 36-bit sets (bit `rank * 6 + file`), so that where one
//! segment of a route can end comes from a handful of shifts instead of a
//! loop over its walks. The move generator asks it at every step of every
//! chain, every ply.

/// Every cell.
pub(super) const FULL: u64 = (1 << 36) - 1;

const fn file_mask(file: u8) -> u64 {
    let mut m = 0u64;
    let mut rank = 0;
    while rank < 6 {
        m |= 1 << (rank * 6 + file);
        rank += 1;
    }
    m
}

const FILE_A: u64 = file_mask(0);
const FILE_F: u64 = file_mask(5);

/// A set of edges between neighbouring cells, as two cell sets so that a
/// step over the grid can leave them out with a mask: the edge-once rule
/// bans every edge a route has crossed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(super) struct Edges {
    /// Cell `c` when the edge between `c` and `c + 1` (its east side) is in.
    pub east: u64,
    /// Cell `c` when the edge between `c` and `c + 6` (its north side) is in.
    pub north: u64,
}

impl Edges {
    /// No edge.
    pub const NONE: Edges = Edges { east: 0, north: 0 };

    /// The edge between neighbouring cells `a` and `b`.
    pub const fn between(a: u8, b: u8) -> Edges {
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        if hi == lo + 1 {
            Edges {
                east: 1 << lo,
                north: 0,
            }
        } else {
            Edges {
                east: 0,
                north: 1 << lo,
            }
        }
    }

    /// Both sets' edges.
    #[inline]
    pub const fn with(self, other: Edges) -> Edges {
        Edges {
            east: self.east | other.east,
            north: self.north | other.north,
        }
    }

    /// Whether the two sets share an edge.
    #[inline]
    pub const fn meets(self, other: Edges) -> bool {
        (self.east & other.east) | (self.north & other.north) != 0
    }
}

/// The cells that may step each way, once the edges of a banned set are
/// left out: built once per segment, then each step of it is four masked
/// shifts.
#[derive(Clone, Copy)]
struct Moves {
    north: u64,
    south: u64,
    east: u64,
    west: u64,
}

impl Moves {
    #[inline]
    const fn new(banned: Edges) -> Moves {
        Moves {
            north: !banned.north & (FULL >> 6),
            south: !(banned.north << 6) & (FULL & !0x3F),
            east: !banned.east & FULL & !FILE_F,
            west: !(banned.east << 1) & FULL & !FILE_A,
        }
    }

    /// Every cell one step from a cell of `set`.
    #[inline]
    const fn step(self, set: u64) -> u64 {
        ((set & self.north) << 6)
            | ((set & self.south) >> 6)
            | ((set & self.east) << 1)
            | ((set & self.west) >> 1)
    }
}

/// One corner square around a cell `x`: `p` and `q` are neighbours of `x`,
/// `d` the diagonal cell next to both. A three-step walk from `x` comes
/// back next to it only round such a square: x, p, d, q or x, q, d, p.
#[derive(Clone, Copy)]
struct Corner {
    p: u8,
    d: u8,
    q: u8,
    /// The edges of the walk x, p, d, q (ending on `q`).
    via_p: Edges,
    /// The edges of the walk x, q, d, p (ending on `p`).
    via_q: Edges,
}

/// Per cell: the cells three steps away, and its corners.
struct Geometry {
    ring3: [u64; 36],
    /// The diagonal neighbours: a corner walk passes through one.
    diagonal: [u64; 36],
    corners: [[Corner; 4]; 36],
    corner_count: [u8; 36],
}

const fn build() -> Geometry {
    let blank = Corner {
        p: 0,
        d: 0,
        q: 0,
        via_p: Edges::NONE,
        via_q: Edges::NONE,
    };
    let mut g = Geometry {
        ring3: [0; 36],
        diagonal: [0; 36],
        corners: [[blank; 4]; 36],
        corner_count: [0; 36],
    };
    let mut x = 0u8;
    while x < 36 {
        let (f, r) = ((x % 6) as i8, (x / 6) as i8);
        let mut y = 0u8;
        while y < 36 {
            let (g2, s) = ((y % 6) as i8, (y / 6) as i8);
            if (f - g2).abs() + (r - s).abs() == 3 {
                g.ring3[x as usize] |= 1 << y;
            }
            y += 1;
        }
        let dirs = [(1i8, 1i8), (1, -1), (-1, 1), (-1, -1)];
        let mut k = 0;
        while k < 4 {
            let (df, dr) = dirs[k];
            let (cf, cr) = (f + df, r + dr);
            if cf >= 0 && cf < 6 && cr >= 0 && cr < 6 {
                let p = (r * 6 + cf) as u8;
                let d = (cr * 6 + cf) as u8;
                let q = (cr * 6 + f) as u8;
                g.diagonal[x as usize] |= 1 << d;
                let n = g.corner_count[x as usize] as usize;
                g.corners[x as usize][n] = Corner {
                    p,
                    d,
                    q,
                    via_p: Edges::between(x, p)
                        .with(Edges::between(p, d))
                        .with(Edges::between(d, q)),
                    via_q: Edges::between(x, q)
                        .with(Edges::between(q, d))
                        .with(Edges::between(d, p)),
                };
                g.corner_count[x as usize] += 1;
            }
            k += 1;
        }
        x += 1;
    }
    g
}

static GEOMETRY: Geometry = build();

/// Where one segment can end: cells, and whether the goal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Ends {
    /// The cells it can end on, empty or not.
    pub cells: u64,
    /// Whether it can end in the goal beyond the goal row.
    pub goal: bool,
}

/// Where one segment of `steps` steps (1 to 3) from `x` can end when only
/// the cells of `empty` may be stepped through and no edge of `banned` may
/// be crossed, never stepping straight back. On a grid a walk of at most
/// three steps that does not step straight back crosses no edge and no
/// cell twice, so this is exactly the in-segment part of both path rules.
/// The end itself may be any cell, or the goal beyond `goal_row` (that
/// row's cells), entered by the last step from an empty cell of that row
/// (or from `x` itself, for one step).
#[inline(always)]
pub(super) fn segment_ends(x: u8, steps: u8, empty: u64, goal_row: u64, banned: Edges) -> Ends {
    let moves = Moves::new(banned);
    let one = moves.step(1 << x);
    match steps {
        1 => Ends {
            cells: one,
            goal: goal_row >> x & 1 != 0,
        },
        2 => {
            let via = one & empty;
            Ends {
                cells: moves.step(via) & !(1 << x),
                goal: via & goal_row != 0,
            }
        }
        _ => {
            let two = moves.step(one & empty) & empty & !(1 << x);
            let mut cells = moves.step(two) & GEOMETRY.ring3[x as usize];
            // Back next to `x` only round a corner square, through its
            // diagonal cell.
            if two & GEOMETRY.diagonal[x as usize] != 0 {
                let count = GEOMETRY.corner_count[x as usize] as usize;
                // Without branches: which corners are open varies from
                // call to call and would be mispredicted.
                for c in &GEOMETRY.corners[x as usize][..count] {
                    let through = empty >> c.d;
                    let via_p = through & empty >> c.p & !banned.meets(c.via_p) as u64;
                    let via_q = through & empty >> c.q & !banned.meets(c.via_q) as u64;
                    cells |= (via_p & 1) << c.q | (via_q & 1) << c.p;
                }
            }
            Ends {
                cells,
                goal: two & goal_row != 0,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{file_mask, segment_ends, Edges, Ends, FULL};

    /// Every walk of `steps` steps from `x` that never steps straight
    /// back, as (end, cells stepped through before the end, edges).
    fn walks(x: u8, steps: u8) -> Vec<(u8, u64, Edges)> {
        let mut out = Vec::new();
        let mut stack = vec![(x, 255u8, 0u8, 0u64, Edges::NONE)];
        while let Some((cur, prev, done, inter, edges)) = stack.pop() {
            if done == steps {
                out.push((cur, inter & !(1 << cur), edges));
                continue;
            }
            let (f, r) = (cur % 6, cur / 6);
            let mut next = Vec::new();
            if f > 0 {
                next.push(cur - 1);
            }
            if f < 5 {
                next.push(cur + 1);
            }
            if r > 0 {
                next.push(cur - 6);
            }
            if r < 5 {
                next.push(cur + 6);
            }
            for n in next.into_iter().filter(|&n| n != prev) {
                let e = edges.with(Edges::between(cur, n));
                stack.push((n, cur, done + 1, inter | 1 << n, e));
            }
        }
        out
    }

    /// The shifts agree with listing the walks one by one, on pseudo-random
    /// empty cells and banned edges.
    #[test]
    fn segment_ends_match_the_walks() {
        let mut seed = 0x1234_5678_9ABC_DEF0u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..3000 {
            let empty = next() & next() & FULL | next() & FULL;
            let banned = Edges {
                east: next() & next() & next() & FULL & !file_mask(5),
                north: next() & next() & next() & ((1 << 30) - 1),
            };
            let goal_row = if next() & 1 == 0 { 0x3F } else { 0x3F << 30 };
            for x in 0..36u8 {
                for steps in 1..=3u8 {
                    let mut ends = 0u64;
                    for (end, inter, edges) in walks(x, steps) {
                        if inter & !empty == 0 && !edges.meets(banned) {
                            ends |= 1 << end;
                        }
                    }
                    let goal = walks(x, steps - 1).iter().any(|&(end, inter, edges)| {
                        let cells = if steps == 1 { 0 } else { inter | 1 << end };
                        goal_row >> end & 1 != 0 && cells & !empty == 0 && !edges.meets(banned)
                    });
                    assert_eq!(
                        segment_ends(x, steps, empty, goal_row, banned),
                        Ends { cells: ends, goal },
                        "{x} {steps}"
                    );
                }
            }
        }
    }
}
