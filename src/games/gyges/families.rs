//! A row's results as families: boards that differ only in the cell one
//! piece is put on. A start that can land on a piece and replace it has
//! one result per empty cell of the replacement zone, so a row has a few
//! families but about 170 result boards in a random game (280 in the push
//! model). Counting a family is a popcount and its k-th board is its k-th
//! cell, so a random playout draws its move without listing the others,
//! and perft's last ply counts without listing.

use std::cell::RefCell;

use super::board::{
    cell_of, for_bits, last_row, occupancy, piece, rank_of, value, with, Planes, CELLS, SIZE,
};
use super::board_set::BoardSet;
use super::generate::{walk_table, BounceSearch, PushSearch, GOAL_BIT, PENDING};
use super::options::Replacement;
use super::position::Gyges;
use super::seen::{self, zobrist};

/// Result boards of one start that differ only in where one piece goes:
/// `base` with a piece of `value` on each cell of `cells`, every one a
/// legal move. Value 0 puts nothing: a family of the one board `base`
/// (`single`), such as a win, where the piece left the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(super) struct Family {
    /// The board without the piece still to put.
    pub base: u128,
    /// The value of the piece put (0: none).
    pub value: u8,
    /// The cells it may be put on, each a distinct legal result.
    pub cells: u64,
}

impl Family {
    /// The family of the one board `board`.
    pub const fn single(board: u128) -> Family {
        Family {
            base: board,
            value: 0,
            cells: 1,
        }
    }

    /// The board with the piece on `cell`.
    #[inline]
    pub fn board(&self, cell: u8) -> u128 {
        self.base | piece(cell, self.value)
    }

    /// How many boards.
    #[inline]
    pub fn len(&self) -> usize {
        self.cells.count_ones() as usize
    }

    /// The `k`-th board in cell order (`k < len()`).
    #[inline]
    pub fn nth(&self, k: usize) -> u128 {
        let mut cells = self.cells;
        for _ in 0..k {
            cells &= cells - 1;
        }
        self.board(cells.trailing_zeros() as u8)
    }

    /// The family without `board`, if it holds it.
    pub fn without(mut self, board: u128) -> Family {
        let diff = board ^ self.base;
        if self.value == 0 {
            if diff == 0 {
                self.cells = 0;
            }
        } else if diff != 0 {
            let cell = (diff.trailing_zeros() / 2) as u8;
            if cell < CELLS && diff == piece(cell, self.value) {
                self.cells &= !(1u64 << cell);
            }
        }
        self
    }

    /// Calls `each` with every board, in cell order.
    #[inline]
    pub fn each_board(&self, mut each: impl FnMut(u128)) {
        for_bits(self.cells, |c| each(self.board(c)));
    }
}

/// A row's families, in a buffer a thread keeps from call to call: a
/// playout fills one every ply.
pub(super) struct Families {
    list: Vec<Family>,
}

thread_local! {
    static FAMILIES: RefCell<Families> = const { RefCell::new(Families { list: Vec::new() }) };
    /// The push model's route ends of one start and the boards already
    /// listed, reused from call to call.
    static PUSH_SCRATCH: RefCell<(Vec<u128>, BoardSet)> =
        const { RefCell::new((Vec::new(), BoardSet::new())) };
}

impl Families {
    /// How many boards they hold together.
    pub fn boards(&self) -> usize {
        self.list.iter().map(Family::len).sum()
    }

    /// The `k`-th board over all families in order (`k < boards()`).
    pub fn nth(&self, mut k: usize) -> u128 {
        for family in &self.list {
            let n = family.len();
            if k < n {
                return family.nth(k);
            }
            k -= n;
        }
        panic!("board {k} past the last family")
    }
}

impl Gyges {
    /// Calls `emit` with the families of the results of the pieces on row
    /// `rank`, distinct, the repetition rule applied, in an order fixed by
    /// the position.
    pub(super) fn row_families(&self, rank: u8, emit: &mut impl FnMut(Family)) {
        if self.push_model() {
            self.push_families(rank, emit);
        } else {
            self.bounce_families(rank, emit);
        }
    }

    /// Calls `emit` with the families of the bounce model's results of the
    /// pieces on row `rank`, the repetition rule applied, in an order fixed
    /// by the position: file by file, and within a start the goal, the
    /// empty cells, then each piece landed on to replace it.
    ///
    /// A start's results are distinct by construction: the goal, one
    /// landing per empty cell, one per pair (piece landed on, cell it goes
    /// to); replacing a piece of the mover's own value leaves the board of
    /// a plain landing on the replacement cell, so those join the landings.
    /// Two starts share a result only by a swap (each lands on the other
    /// and puts it on its start), which the later start leaves out.
    pub(super) fn bounce_families(&self, rank: u8, emit: &mut impl FnMut(Family)) {
        let table = walk_table();
        let occ_all = occupancy(self.board);
        let goal_row = 0x3Fu64 << (last_row(self.side) * SIZE);
        let replace = self.options.replacement != Replacement::Off;
        let hash = zobrist(self.board);
        let planes = Planes::of(self.board);
        let mut search = BounceSearch::new(table, planes, occ_all, goal_row, replace);
        // Per file, the pieces that start landed on to replace them.
        let mut replaced = [0u64; SIZE as usize];
        for file in 0..SIZE {
            let start = cell_of(file, rank);
            let v = search.value(start);
            if v == 0 {
                continue;
            }
            let occ = occ_all & !(1u64 << start);
            // Where a replaced piece may go: the landing stays occupied by
            // the arriving piece and only the start was emptied, whatever
            // the route, so one zone serves every route of this start.
            let zone = if replace {
                self.replacement_zone(occ)
            } else {
                0
            };
            let found = search.run(start);
            let b0 = with(self.board, start, 0);
            let h0 = hash ^ seen::key(start, v);
            let mut empties = found as u64 & ((1u64 << CELLS) - 1);
            let mut others = 0u64;
            for_bits((found >> 64) as u64, |l| {
                if search.value(l) == v {
                    empties |= zone;
                } else {
                    others |= 1u64 << l;
                }
            });
            replaced[file as usize] = others;
            if found & GOAL_BIT != 0 {
                // A win: one piece fewer than every board ever seen.
                emit(Family::single(b0));
            }
            self.emit_new(b0, h0, v, empties, emit);
            for_bits(others, |l| {
                let lifted = search.value(l);
                let h = h0 ^ seen::key(l, lifted) ^ seen::key(l, v);
                let mut targets = zone;
                // The swap with an earlier start of this row that landed
                // here was listed there.
                if rank_of(l) == rank
                    && l < start
                    && replaced[(l % SIZE) as usize] >> start & 1 != 0
                {
                    targets &= !(1u64 << start);
                }
                self.emit_new(with(b0, l, v), h, lifted, targets, emit);
            });
        }
    }

    /// The push model's results: each route end's board is recorded once
    /// (before its replacement cells multiply it) and every result board
    /// once, in the order first found, file by file. A start's route ends all fill the
    /// same cells (the start emptied, the chain's cells refilled, the end
    /// filled), so two replacements of one start with different boards or
    /// lifted values never meet.
    fn push_families(&self, rank: u8, emit: &mut impl FnMut(Family)) {
        let table = walk_table();
        let occ_all = occupancy(self.board);
        let goal_row = 0x3Fu64 << (last_row(self.side) * SIZE);
        let replace = self.options.replacement != Replacement::Off;
        PUSH_SCRATCH.with(|scratch| {
            let (pre, known) = &mut *scratch.borrow_mut();
            known.clear();
            for file in 0..SIZE {
                let start = cell_of(file, rank);
                if value(self.board, start) == 0 {
                    continue;
                }
                let occ = occ_all & !(1u64 << start);
                let zone = if replace {
                    self.replacement_zone(occ)
                } else {
                    0
                };
                pre.clear();
                let mut search = PushSearch {
                    table,
                    board: self.board,
                    occ,
                    start,
                    goal_row,
                    replace,
                    out: pre,
                    empty_ends: 0,
                };
                search.run();
                // A replacement board can equal another result only if it
                // puts the piece where a route of this start ends on an
                // empty cell (same cells filled), or back on the start
                // (every cell filled, as another start's can): only those
                // need the set.
                let shared = search.empty_ends | 1u64 << start;
                for &r in pre.iter() {
                    // Route ends are tagged apart from result boards, so
                    // one set serves both.
                    if !known.insert(r) {
                        continue;
                    }
                    let family = if r & PENDING == 0 {
                        Family::single(r)
                    } else {
                        let lifted = ((r >> 72) & 3) as u8;
                        let base = r & ((1u128 << 72) - 1);
                        let mut cells = zone & !shared;
                        for_bits(zone & shared, |to| {
                            if known.insert(base | piece(to, lifted)) {
                                cells |= 1u64 << to;
                            }
                        });
                        Family {
                            base,
                            value: lifted,
                            cells,
                        }
                    };
                    let family = self.allowed(family);
                    if family.cells != 0 {
                        emit(family);
                    }
                }
            }
        });
    }

    /// Emits the family of `base` (Zobrist hash `hash`) with a piece of
    /// `value` on the cells of `cells` whose board the repetition rule
    /// allows, if any.
    #[inline]
    fn emit_new(
        &self,
        base: u128,
        hash: u64,
        value: u8,
        cells: u64,
        emit: &mut impl FnMut(Family),
    ) {
        let keys = seen::keys_of(value);
        let mut allowed = cells;
        for_bits(cells, |c| {
            let after = || base | piece(c, value);
            if self.repeats_hashed(hash ^ keys[c as usize], after) {
                allowed &= !(1u64 << c);
            }
        });
        if allowed != 0 {
            emit(Family {
                base,
                value,
                cells: allowed,
            });
        }
    }

    /// Calls `f` with the families of the row whose pieces move now (the
    /// first row of `rows_to_try` with a result); none: a pass.
    pub(super) fn with_movable_families<T>(&self, f: impl FnOnce(&Families) -> T) -> T {
        FAMILIES.with(|cell| {
            let families = &mut *cell.borrow_mut();
            for rank in self.rows_to_try() {
                families.list.clear();
                self.row_families(rank, &mut |family| families.list.push(family));
                if !families.list.is_empty() {
                    break;
                }
            }
            f(families)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Family;

    #[test]
    fn a_family_lists_its_boards_in_cell_order() {
        let family = Family {
            base: 0b11,
            value: 2,
            cells: 0b1010_0100,
        };
        let mut boards = Vec::new();
        family.each_board(|b| boards.push(b));
        assert_eq!(boards, [0b11 | 2 << 4, 0b11 | 2 << 10, 0b11 | 2 << 14]);
        assert_eq!(family.len(), 3);
        for (k, &b) in boards.iter().enumerate() {
            assert_eq!(family.nth(k), b);
        }
        let single = Family::single(0b1101);
        assert_eq!((single.len(), single.nth(0)), (1, 0b1101));
    }

    #[test]
    fn without_drops_only_a_board_of_the_family() {
        let family = Family {
            base: 0b11,
            value: 2,
            cells: 0b1010_0100,
        };
        assert_eq!(family.without(0b11 | 2 << 10).cells, 0b1000_0100);
        // Not in it: the base itself, a wrong value, two pieces put.
        for other in [0b11, 0b11 | 1 << 10, 0b11 | 2 << 10 | 2 << 14] {
            assert_eq!(family.without(other), family);
        }
        let single = Family::single(0b1101);
        assert_eq!(single.without(0b1101).len(), 0);
        assert_eq!(single.without(0b1100), single);
    }
}
