//! Fast move generation for Gyges: the distinct result boards of a start,
//! found without listing every route.
//!
//! The route search of RULES.md 9.3 goes hop by hop, and edge-once paths
//! multiply: a piece that bounces around the board has tens of thousands
//! of routes but only a few dozen distinct results. This search steps one
//! whole segment at a time over a table of non-backtracking walks (a walk
//! of at most three steps on a grid reuses an edge or a cell only by
//! stepping straight back, so the table is exactly the in-segment rule),
//! and keeps only what decides the result:
//!
//! * bounce model (`official`): the result depends only on how the route
//!   ends (the empty cell, the goal, or the cell landed on for a
//!   replacement), so the search collects those outcomes in one bit set and
//!   skips every bounce whose cell cannot add a new one: an upper bound of
//!   what a bounce cell can still reach (the same search without the
//!   cross-segment bans, a fixpoint over at most twelve cells) must hold
//!   something not yet found, and the search stops once the start's bound
//!   is found;
//! * push model (`fogliaccio`): the chain shifts the pieces, so each route
//!   end yields its board before any replacement, and those are deduplicated
//!   before the replacement cells multiply them.
//!
//! The route search in `gyges.rs` remains the reference for notation,
//! clicks and animation, and the tests compare both on many positions.

use std::sync::OnceLock;

use super::{value, with, CELLS, NEIGHBOURS, NONE, SIZE};

/// One non-backtracking walk of a segment from a cell.
#[derive(Clone, Copy, Debug)]
pub(super) struct Walk {
    /// Where it ends.
    pub end: u8,
    /// The cells stepped on before the end (which must be empty).
    pub inter: u64,
    /// Every cell stepped on, the end included (the cell-once rule).
    pub cells: u64,
    /// Every edge crossed (the edge-once rule).
    pub edges: u64,
}

/// Walks of 0 to 3 steps from every cell: `walks(cell, len)`.
pub(super) struct WalkTable {
    walks: Vec<Walk>,
    /// Start of each (cell, len) slice in `walks`, and one past the last.
    offsets: Vec<usize>,
}

impl WalkTable {
    fn build() -> WalkTable {
        let mut walks = Vec::new();
        let mut offsets = Vec::new();
        for cell in 0..CELLS {
            for len in 0..=3u8 {
                offsets.push(walks.len());
                extend(&mut walks, cell, NONE, len, 0, 0, 0);
            }
        }
        offsets.push(walks.len());
        WalkTable { walks, offsets }
    }

    /// The walks of exactly `len` steps (0 to 3) from `cell`.
    #[inline]
    pub fn get(&self, cell: u8, len: u8) -> &[Walk] {
        let i = cell as usize * 4 + len as usize;
        &self.walks[self.offsets[i]..self.offsets[i + 1]]
    }
}

fn extend(out: &mut Vec<Walk>, cur: u8, prev: u8, left: u8, inter: u64, cells: u64, edges: u64) {
    if left == 0 {
        out.push(Walk {
            end: cur,
            inter: inter & !(1u64 << cur),
            cells,
            edges,
        });
        return;
    }
    for &(n, e) in &NEIGHBOURS[cur as usize] {
        if n == NONE || n == prev {
            continue;
        }
        let bit = 1u64 << n;
        extend(
            out,
            n,
            cur,
            left - 1,
            inter | bit,
            cells | bit,
            edges | 1u64 << e,
        );
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

/// What one start of the bounce model can reach, as outcome bits.
pub(super) struct BounceSearch<'a> {
    pub table: &'a WalkTable,
    pub board: u128,
    /// Occupied cells, the start excluded.
    pub occ: u64,
    pub start: u8,
    /// Cells of the row the goal is entered from.
    pub goal_row: u64,
    pub replace: bool,
    /// Outcomes found so far.
    pub found: u128,
    /// An upper bound of what the start can reach; the search stops once
    /// all of it is found.
    bound: u128,
    /// Per cell: an upper bound of what a bounce there can reach.
    reach: [u128; 36],
    have_reach: bool,
}

impl<'a> BounceSearch<'a> {
    pub fn new(
        table: &'a WalkTable,
        board: u128,
        occ: u64,
        start: u8,
        goal_row: u64,
        replace: bool,
    ) -> BounceSearch<'a> {
        let empties = !occ & ((1u64 << CELLS) - 1) & !(1u64 << start);
        let lands = if replace { (occ as u128) << 64 } else { 0 };
        BounceSearch {
            table,
            board,
            occ,
            start,
            goal_row,
            replace,
            found: 0,
            bound: empties as u128 | GOAL_BIT | lands,
            reach: [0; 36],
            have_reach: false,
        }
    }

    /// Runs the search; `found` then holds every outcome of the start.
    pub fn run(&mut self) {
        let v = value(self.board, self.start);
        if v > 0 {
            self.segment(self.start, v, 0, 0);
        }
    }

    fn done(&self) -> bool {
        self.found & self.bound == self.bound
    }

    /// Outcomes of one segment from `x` ignoring the cross-segment bans,
    /// and the occupied cells it can land on.
    fn one_segment(&self, x: u8, left: u8) -> (u128, u64) {
        let mut out = 0u128;
        let mut lands = 0u64;
        if self.goal_reachable(x, left, 0) {
            out |= GOAL_BIT;
        }
        for w in self.table.get(x, left) {
            if w.inter & self.occ != 0 {
                continue;
            }
            let bit = 1u64 << w.end;
            if self.occ & bit != 0 {
                lands |= bit;
            } else if w.end != self.start {
                out |= bit as u128;
            }
        }
        if self.replace {
            out |= (lands as u128) << 64;
        }
        (out, lands)
    }

    fn goal_reachable(&self, x: u8, left: u8, edges: u64) -> bool {
        let goal_rank = if self.goal_row & 1 != 0 { 0 } else { SIZE - 1 };
        if (x / SIZE).abs_diff(goal_rank) >= left {
            return false;
        }
        self.table.get(x, left - 1).iter().any(|w| {
            self.goal_row >> w.end & 1 != 0 && w.cells & self.occ == 0 && w.edges & edges == 0
        })
    }

    /// The relaxed bound of every bounce cell and the start: what one
    /// segment reaches, closed over the cells it can bounce on.
    fn compute_reach(&mut self) {
        let mut succ = [0u64; 36];
        let mut nodes = self.occ | 1u64 << self.start;
        let all = nodes;
        while nodes != 0 {
            let x = nodes.trailing_zeros() as u8;
            nodes &= nodes - 1;
            let (out, lands) = self.one_segment(x, value(self.board, x));
            self.reach[x as usize] = out;
            succ[x as usize] = lands;
        }
        loop {
            let mut changed = false;
            let mut nodes = all;
            while nodes != 0 {
                let x = nodes.trailing_zeros() as usize;
                nodes &= nodes - 1;
                let mut r = self.reach[x];
                let mut s = succ[x];
                while s != 0 {
                    let y = s.trailing_zeros() as usize;
                    s &= s - 1;
                    r |= self.reach[y];
                }
                if r != self.reach[x] {
                    self.reach[x] = r;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.bound &= self.reach[self.start as usize];
        self.have_reach = true;
    }

    fn segment(&mut self, x: u8, left: u8, edges: u64, bounced: u64) {
        if self.found & GOAL_BIT == 0 && self.goal_reachable(x, left, edges) {
            self.found |= GOAL_BIT;
        }
        let table = self.table;
        for w in table.get(x, left) {
            if w.inter & self.occ != 0 || w.edges & edges != 0 {
                continue;
            }
            let e = w.end;
            let bit = 1u64 << e;
            if self.occ & bit == 0 {
                // Boardspace: no null move back onto the start.
                if e != self.start {
                    self.found |= bit as u128;
                }
            } else {
                if self.replace {
                    self.found |= (bit as u128) << 64;
                }
                // Boardspace: no second bounce on the same cell.
                if bounced & bit == 0 {
                    if !self.have_reach {
                        self.compute_reach();
                    }
                    if self.reach[e as usize] & !self.found != 0 {
                        let v = value(self.board, e);
                        self.segment(e, v, edges | w.edges, bounced | bit);
                    }
                }
            }
            if self.done() {
                return;
            }
        }
    }
}

/// The push model's route ends from one start (cell-once paths): each is
/// the board once the chain has pushed its pieces, tagged for a
/// replacement with the cell landed on (`PENDING` set, cell in bits 72 to
/// 77, the lifted piece's value still on the board it was read from).
pub(super) struct PushSearch<'a> {
    pub table: &'a WalkTable,
    pub board: u128,
    pub occ: u64,
    pub start: u8,
    pub goal_row: u64,
    pub replace: bool,
    pub out: &'a mut Vec<u128>,
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

    /// A segment of `left` steps from `x` carrying a piece of `carried` on
    /// the pushed board `b`, with `visited` cells banned.
    fn segment(&mut self, x: u8, left: u8, carried: u8, b: u128, visited: u64) {
        let goal_rank = if self.goal_row & 1 != 0 { 0 } else { SIZE - 1 };
        if (x / SIZE).abs_diff(goal_rank) < left {
            let reach_goal =
                self.table.get(x, left - 1).iter().any(|w| {
                    self.goal_row >> w.end & 1 != 0 && w.cells & (self.occ | visited) == 0
                });
            if reach_goal {
                self.out.push(b);
            }
        }
        // Walks of this segment that end on one cell leave one board there:
        // record it once (the bounces on from it still differ by path).
        let (mut ended, mut landed) = (0u64, 0u64);
        let table = self.table;
        for w in table.get(x, left) {
            if w.inter & self.occ != 0 || w.cells & visited != 0 {
                continue;
            }
            let e = w.end;
            let bit = 1u64 << e;
            if self.occ & bit == 0 {
                if ended & bit == 0 {
                    ended |= bit;
                    self.out.push(with(b, e, carried));
                }
            } else {
                let next = value(self.board, e);
                let pushed = with(b, e, carried);
                if self.replace && landed & bit == 0 {
                    landed |= bit;
                    self.out.push(pushed | PENDING | (e as u128) << 72);
                }
                self.segment(e, next, next, pushed, visited | w.cells);
            }
        }
    }
}
