//! Fast move generation for Gyges: the distinct result boards of a start,
//! found without listing every route.
//!
//! The route search of RULES.md 9.3 goes hop by hop, and edge-once paths
//! multiply: a piece that bounces around the board has tens of thousands
//! of routes but only a few dozen distinct results. This search takes one
//! whole segment at a time: where a segment can end comes from bit-set
//! shifts (`bits.rs`), exactly, given the cells and edges the route has
//! used so far, and single walks are looked at only to bounce on (each walk
//! to a piece leaves other edges or cells for the rest of the route). It
//! keeps only what decides the result:
//!
//! * bounce model (`official`): the result depends only on how the route
//!   ends (the empty cell, the goal, or the cell landed on for a
//!   replacement), so the search collects those outcomes in one bit set and
//!   skips every bounce whose cell cannot add a new one: an upper bound of
//!   what a bounce cell can still reach (the same search without the
//!   cross-segment bans, closed over the pieces it can bounce on) must hold
//!   something not yet found, and the search stops once the start's bound
//!   is found;
//! * push model (`fogliaccio`): the chain shifts the pieces, so each route
//!   end yields its board before any replacement, recorded once per
//!   segment; the caller drops repeats before the replacement cells
//!   multiply them.
//!
//! The route search in `routes.rs` remains the reference for notation,
//! clicks and animation, and the tests compare both on many positions.

use std::sync::OnceLock;

use super::bits::{segment_ends, Edges, FULL};
use super::board::{value, with, Planes, CELLS, NEIGHBOURS, NONE};

/// One walk of a segment, without stepping straight back.
#[derive(Clone, Copy, Debug)]
pub(super) struct Walk {
    /// The cells stepped through before the end (which must be empty).
    pub inter: u64,
    /// The edges crossed (the edge-once rule).
    pub edges: Edges,
}

/// Walks of 1 to 3 steps from every cell, grouped by where they end:
/// the search needs single walks only to bounce on a given piece.
pub(super) struct WalkTable {
    walks: Vec<Walk>,
    /// Start of each (cell, steps, end) slice in `walks`, and one past the
    /// last.
    offsets: Vec<u16>,
}

/// Index of the (cell, steps, end) slice.
const fn slot(cell: u8, steps: u8, end: u8) -> usize {
    (cell as usize * 4 + steps as usize) * CELLS as usize + end as usize
}

impl WalkTable {
    fn build() -> WalkTable {
        let mut walks = Vec::new();
        let mut offsets = Vec::new();
        for cell in 0..CELLS {
            for steps in 0..=3u8 {
                let mut found = Vec::new();
                if steps > 0 {
                    extend(&mut found, cell, NONE, steps, 0, Edges::NONE);
                }
                for end in 0..CELLS {
                    offsets.push(walks.len() as u16);
                    walks.extend(found.iter().filter(|(e, _)| *e == end).map(|&(_, w)| w));
                }
            }
        }
        offsets.push(walks.len() as u16);
        WalkTable { walks, offsets }
    }

    /// The walks of exactly `steps` steps (1 to 3) from `cell` to `end`.
    #[inline]
    pub fn get(&self, cell: u8, steps: u8, end: u8) -> &[Walk] {
        self.get_at(slot(cell, steps, 0), end)
    }

    /// `get` for the walks of a (cell, steps) pair whose first slot,
    /// `slot(cell, steps, 0)`, the caller computed once for all its ends.
    #[inline]
    fn get_at(&self, first: usize, end: u8) -> &[Walk] {
        let i = first + end as usize;
        &self.walks[self.offsets[i] as usize..self.offsets[i + 1] as usize]
    }
}

fn extend(out: &mut Vec<(u8, Walk)>, cur: u8, prev: u8, left: u8, inter: u64, edges: Edges) {
    if left == 0 {
        let walk = Walk {
            inter: inter & !(1u64 << cur),
            edges,
        };
        out.push((cur, walk));
        return;
    }
    for &(n, _) in &NEIGHBOURS[cur as usize] {
        if n == NONE || n == prev {
            continue;
        }
        let edges = edges.with(Edges::between(cur, n));
        extend(out, n, cur, left - 1, inter | 1u64 << n, edges);
    }
}

/// The shared walk table, built on first use.
pub(super) fn walk_table() -> &'static WalkTable {
    static TABLE: OnceLock<WalkTable> = OnceLock::new();
    TABLE.get_or_init(WalkTable::build)
}

/// Outcome bit of the goal; empty cells are bits 0 to 35, cells landed on
/// for a replacement bits 64 to 99.
pub(super) const GOAL_BIT: u128 = 1 << 36;

/// What the starts of one row of the bounce model can reach, as outcome
/// bits: one search serves every start of the row, so its per-cell table
/// is filled only where a start needs it, never cleared.
pub(super) struct BounceSearch<'a> {
    table: &'a WalkTable,
    /// The value on each cell, read at every bounce.
    values: [u8; 36],
    /// Every occupied cell, the starts included.
    occ_all: u64,
    /// Occupied cells, the start excluded.
    occ: u64,
    /// Empty cells, the start included.
    empty: u64,
    start: u8,
    /// Cells of the row the goal is entered from.
    goal_row: u64,
    replace: bool,
    /// Outcomes found so far.
    found: u128,
    /// An upper bound of what the start can reach; the search stops once
    /// all of it is found.
    bound: u128,
    /// Per cell: an upper bound of what a bounce there can reach (valid
    /// for the pieces the current start's chains can bounce on).
    reach: [u128; 36],
}

impl<'a> BounceSearch<'a> {
    pub fn new(
        table: &'a WalkTable,
        planes: Planes,
        occ_all: u64,
        goal_row: u64,
        replace: bool,
    ) -> BounceSearch<'a> {
        let mut values = [0; 36];
        let mut cells = occ_all;
        while cells != 0 {
            let c = cells.trailing_zeros() as u8;
            cells &= cells - 1;
            values[c as usize] = planes.value(c);
        }
        BounceSearch {
            table,
            values,
            occ_all,
            occ: occ_all,
            empty: FULL & !occ_all,
            start: 0,
            goal_row,
            replace,
            found: 0,
            bound: 0,
            reach: [0; 36],
        }
    }

    /// The value on `cell` (0: empty).
    #[inline]
    pub fn value(&self, cell: u8) -> u8 {
        self.values[cell as usize]
    }

    /// Every outcome of the piece on `start`.
    pub fn run(&mut self, start: u8) -> u128 {
        self.start = start;
        self.occ = self.occ_all & !(1u64 << start);
        self.empty = FULL & !self.occ;
        self.found = 0;
        let v = self.values[start as usize];
        if v == 0 {
            return 0;
        }
        let (out, lands) = self.one_segment(start, v, Edges::NONE);
        self.found = out;
        if lands == 0 {
            // No bounce: nothing crosses a segment, so `out` is exact.
            return out;
        }
        self.compute_reach(out, lands);
        if !self.done() {
            self.bounce_on(start, v, lands, Edges::NONE, 0);
        }
        self.found
    }

    #[inline]
    fn done(&self) -> bool {
        self.found & self.bound == self.bound
    }

    /// Outcomes of one segment of `steps` steps from `x` avoiding the
    /// edges `used`, and the occupied cells it can land on.
    #[inline]
    fn one_segment(&self, x: u8, steps: u8, used: Edges) -> (u128, u64) {
        let ends = segment_ends(x, steps, self.empty, self.goal_row, used);
        let lands = ends.cells & self.occ;
        let mut out = (ends.cells & self.empty & !(1u64 << self.start)) as u128;
        if ends.goal {
            out |= GOAL_BIT;
        }
        if self.replace {
            out |= (lands as u128) << 64;
        }
        (out, lands)
    }

    /// The relaxed bound of every piece the start's chains can bounce on,
    /// and of the start: what one segment reaches with no edge banned,
    /// closed over the pieces it can bounce on. `out` and `lands` are the
    /// start's own segment. The closure runs over at most eleven pieces as
    /// small bit sets (Warshall's algorithm); pieces with the same closure
    /// (a cycle of bounces, the usual case) share one bound.
    fn compute_reach(&mut self, out: u128, lands: u64) {
        // The pieces chains can bounce on, found breadth first, with what
        // each one's own segment reaches and lands on.
        let mut cells = [0u8; 12];
        let mut outs = [0u128; 12];
        let mut lands_of = [0u64; 12];
        let mut index = [0u8; 36];
        let mut count = 0;
        let mut seen = lands;
        let mut todo = lands;
        // The start reaches every piece found, so its bound is all of
        // theirs.
        let mut bound = out;
        while todo != 0 {
            let x = todo.trailing_zeros() as u8;
            todo &= todo - 1;
            let (o, l) = self.one_segment(x, self.values[x as usize], Edges::NONE);
            cells[count] = x;
            outs[count] = o;
            lands_of[count] = l;
            index[x as usize] = count as u8;
            bound |= o;
            count += 1;
            todo |= l & !seen;
            seen |= l;
        }
        self.bound = bound;
        self.reach[self.start as usize] = bound;
        // `closure[i]`: the pieces (by index) piece `i` reaches by
        // bouncing, itself included.
        let mut closure = [0u16; 12];
        for i in 0..count {
            let mut c = 1u16 << i;
            let mut l = lands_of[i];
            while l != 0 {
                c |= 1 << index[l.trailing_zeros() as usize];
                l &= l - 1;
            }
            closure[i] = c;
        }
        for k in 0..count {
            let via = closure[k];
            for reach in &mut closure[..count] {
                *reach |= via & 0u16.wrapping_sub((*reach >> k) & 1);
            }
        }
        let mut bounds = [0u128; 12];
        for i in 0..count {
            let c = closure[i];
            let first = c.trailing_zeros() as usize;
            let r = if first < i && closure[first] == c {
                bounds[first]
            } else {
                let mut r = 0;
                let mut m = c;
                while m != 0 {
                    r |= outs[m.trailing_zeros() as usize];
                    m &= m - 1;
                }
                r
            };
            bounds[i] = r;
            self.reach[cells[i] as usize] = r;
        }
    }

    /// Follows every bounce of the segment from `x` (`steps` steps, which
    /// can land on `lands`) that may still find something, with the edges
    /// `used` and the pieces `bounced` so far.
    fn bounce_on(&mut self, x: u8, steps: u8, lands: u64, used: Edges, bounced: u64) {
        // Boardspace: no second bounce on the same piece.
        let mut targets = lands & !bounced;
        let first = slot(x, steps, 0);
        while targets != 0 {
            let e = targets.trailing_zeros() as u8;
            targets &= targets - 1;
            let reach = self.reach[e as usize];
            if reach & !self.found == 0 {
                continue;
            }
            for w in self.table.get_at(first, e) {
                if w.inter & self.occ != 0 || w.edges.meets(used) {
                    continue;
                }
                self.segment(e, used.with(w.edges), bounced | 1u64 << e);
                if self.done() {
                    return;
                }
                if reach & !self.found == 0 {
                    break;
                }
            }
        }
    }

    /// The segment from the piece on `x`, bounced on with the edges `used`.
    fn segment(&mut self, x: u8, used: Edges, bounced: u64) {
        let steps = self.values[x as usize];
        let (out, lands) = self.one_segment(x, steps, used);
        self.found |= out;
        if !self.done() {
            self.bounce_on(x, steps, lands, used, bounced);
        }
    }
}

/// The push model's route ends from one start (cell-once paths): each is
/// the board once the chain has pushed its pieces, tagged for a
/// replacement with the value of the piece lifted from the cell landed on
/// (`PENDING` set, the value in bits 72 and 73).
pub(super) struct PushSearch<'a> {
    pub table: &'a WalkTable,
    pub board: u128,
    pub occ: u64,
    pub start: u8,
    pub goal_row: u64,
    pub replace: bool,
    pub out: &'a mut Vec<u128>,
    /// The empty cells some route ends on.
    pub empty_ends: u64,
}

/// Tag of a push-model route end that still needs its replacement cell.
pub(super) const PENDING: u128 = 1 << 80;

impl PushSearch<'_> {
    pub fn run(&mut self) {
        let v = value(self.board, self.start);
        if v > 0 {
            let b = with(self.board, self.start, 0);
            self.segment(self.start, v, v, b, 1u64 << self.start);
        }
    }

    /// A segment of `steps` steps from `x` carrying a piece of `carried` on
    /// the pushed board `b`, with the `visited` cells banned.
    fn segment(&mut self, x: u8, steps: u8, carried: u8, b: u128, visited: u64) {
        let free = FULL & !self.occ & !visited;
        let ends = segment_ends(x, steps, free, self.goal_row, Edges::NONE);
        if ends.goal {
            self.out.push(b);
        }
        // Every walk to one cell leaves one board there: record it once
        // (the bounces on from it still differ by the cells they used).
        let ends = ends.cells & !visited;
        let mut empties = ends & free;
        self.empty_ends |= empties;
        while empties != 0 {
            let e = empties.trailing_zeros() as u8;
            empties &= empties - 1;
            self.out.push(with(b, e, carried));
        }
        let mut lands = ends & self.occ;
        while lands != 0 {
            let e = lands.trailing_zeros() as u8;
            lands &= lands - 1;
            let next = value(self.board, e);
            let pushed = with(b, e, carried);
            if self.replace {
                self.out.push(pushed | PENDING | (next as u128) << 72);
            }
            let table = self.table;
            for w in table.get(x, steps, e) {
                if w.inter & !free == 0 {
                    let cells = w.inter | 1u64 << e;
                    self.segment(e, next, next, pushed, visited | cells);
                }
            }
        }
    }
}
