//! Sound bounds for Cancelletto's solver: how many turns are left at most,
//! and whether every pawn can still reach a cell of its colour in time.
//!
//! Why they are sound: every turn but a winning one removes a tile, and a
//! tile with a coloured cell can never be removed (that collapses), so the
//! game has at most as many turns left as there are tiles without a
//! coloured cell (one more when the win is checked at once). Colours
//! alternate, so each colour gets about half of them, and a pawn steps at
//! most once per turn of its colour. The board only shrinks, so distances
//! only grow, except through the gate: once laid it is in the graph; while
//! it is unlaid, any one pair of cells that could ever carry a token may
//! become adjacent, and the bound tries every such pair (one pair for both
//! colours, as the gate is laid once per game).

use super::super::board::{across, bit, cells, slot_cells, slot_of, spread, Cell, Cells, Colour};
use super::super::options::WinCheck;
use super::super::position::Cancelletto;

/// Marks a cell no pawn can reach.
pub(super) const FAR: u8 = u8::MAX;

/// Distance (in steps) from every open cell to the nearest of `targets`, by
/// layers of a flood fill; `FAR` where none is reachable.
pub(super) fn distances(targets: Cells, open: Cells, link: Option<(Cell, Cell)>) -> [u8; 100] {
    let mut dist = [FAR; 100];
    let mut frontier = targets & open;
    let mut seen = frontier;
    let mut d = 0u8;
    while frontier != 0 {
        for c in cells(frontier) {
            dist[c as usize] = d;
        }
        let mut next = spread(frontier);
        if let Some((a, b)) = link {
            if frontier & bit(a) != 0 {
                next |= bit(b);
            }
            if frontier & bit(b) != 0 {
                next |= bit(a);
            }
        }
        frontier = next & open & !seen;
        seen |= frontier;
        d += 1;
    }
    dist
}

/// Tiles on the board without a coloured cell: every turn but a winning
/// one removes one of them.
pub(super) fn removable_tiles(p: &Cancelletto) -> u32 {
    let homes = p.layout.homes[0] | p.layout.homes[1];
    p.tiles().filter(|&s| slot_cells(s) & homes == 0).count() as u32
}

/// The most turns each colour (index `Colour as usize`) can still play,
/// counting the one in progress as the mover's.
pub(super) fn turns_left(p: &Cancelletto) -> [u32; 2] {
    let immediate = u32::from(p.options.win == WinCheck::Immediate);
    let total = removable_tiles(p) + immediate;
    let mut turns = [0; 2];
    turns[p.side as usize] = total.div_ceil(2);
    turns[p.side.other() as usize] = total / 2;
    turns
}

/// Cells that have, or may one day have, an outer side: a gate token can
/// only ever lie on them. A side becomes outer when the tile beyond it goes,
/// and tiles with a coloured cell never go (that would collapse).
pub(super) fn gate_cells(p: &Cancelletto) -> Cells {
    let homes = p.layout.homes[0] | p.layout.homes[1];
    let mut lasting = 0;
    for slot in p.tiles() {
        if slot_cells(slot) & homes != 0 {
            lasting |= slot_cells(slot);
        }
    }
    let open = p.open();
    cells(open)
        .filter(|&c| {
            let own = slot_cells(slot_of(c));
            (0..4).any(|side| match across(c, side) {
                None => true,
                Some(b) => {
                    let beyond = bit(b);
                    beyond & own == 0 && (p.present & beyond == 0 || lasting & beyond == 0)
                }
            })
        })
        .fold(0, |a, c| a | bit(c))
}

/// Whether pawns (rows) can be matched one to one to cells (columns) with
/// every cost at most `limit`: augmenting paths on at most 12 of each.
pub(super) fn matchable(cost: &[[u8; 12]], n: usize, limit: u32) -> bool {
    fn augment(
        i: usize,
        cost: &[[u8; 12]],
        n: usize,
        limit: u32,
        seen: &mut u16,
        owner: &mut [usize; 12],
    ) -> bool {
        for j in 0..n {
            if cost[i][j] as u32 <= limit && *seen & (1 << j) == 0 {
                *seen |= 1 << j;
                if owner[j] == usize::MAX || augment(owner[j], cost, n, limit, seen, owner) {
                    owner[j] = i;
                    return true;
                }
            }
        }
        false
    }
    let mut owner = [usize::MAX; 12];
    (0..n).all(|i| augment(i, cost, n, limit, &mut 0, &mut owner))
}

/// One colour's pawns and cells with their distance tables.
struct Side {
    pawns: Vec<Cell>,
    /// Distances from each of the colour's cells on the board.
    from_homes: Vec<[u8; 100]>,
    cost: Vec<[u8; 12]>,
}

fn side(p: &Cancelletto, k: Colour, open: Cells, link: Option<(Cell, Cell)>) -> Option<Side> {
    let pawns: Vec<Cell> = cells(p.pawns[k as usize]).collect();
    let homes: Vec<Cell> = cells(p.layout.homes[k as usize] & p.present).collect();
    if pawns.len() != homes.len() || homes.len() > 12 {
        return None;
    }
    let from_homes: Vec<[u8; 100]> = homes
        .iter()
        .map(|&h| distances(bit(h), open, link))
        .collect();
    let cost = pawns
        .iter()
        .map(|&c| {
            let mut row = [FAR; 12];
            for (j, d) in from_homes.iter().enumerate() {
                row[j] = d[c as usize];
            }
            row
        })
        .collect();
    Some(Side {
        pawns,
        from_homes,
        cost,
    })
}

/// Whether the position may still be won as far as distances and turns
/// tell (see the module note). `false` is a proof that it cannot.
pub(super) fn may_win(p: &Cancelletto) -> bool {
    let turns = turns_left(p);
    let (open, link) = (p.open(), p.link());
    let sides = [
        side(p, Colour::Orange, open, link),
        side(p, Colour::Blue, open, link),
    ];
    let [Some(orange), Some(blue)] = sides else {
        return false;
    };
    let sides = [orange, blue];
    let ok = [0, 1].map(|k| matchable(&sides[k].cost, sides[k].pawns.len(), turns[k]));
    if ok[0] && ok[1] {
        return true;
    }
    if p.gate.is_some() {
        return false;
    }
    // One pair of gate cells for both colours.
    let ends = gate_cells(p);
    let from_pawns: [Vec<[u8; 100]>; 2] = [0, 1].map(|k| {
        sides[k]
            .pawns
            .iter()
            .map(|&c| distances(bit(c), open, None))
            .collect()
    });
    let ends: Vec<Cell> = cells(ends).collect();
    let mut cost = [[FAR; 12]; 12];
    for (i, &u) in ends.iter().enumerate() {
        'pair: for &v in &ends[i + 1..] {
            for k in 0..2 {
                if ok[k] {
                    continue;
                }
                let s = &sides[k];
                for (pi, dp) in from_pawns[k].iter().enumerate() {
                    for (hj, dh) in s.from_homes.iter().enumerate() {
                        let via = |a: Cell, b: Cell| {
                            let (x, y) = (dp[a as usize], dh[b as usize]);
                            if x == FAR || y == FAR {
                                FAR
                            } else {
                                x.saturating_add(1).saturating_add(y)
                            }
                        };
                        cost[pi][hj] = s.cost[pi][hj].min(via(u, v)).min(via(v, u));
                    }
                }
                if !matchable(&cost, s.pawns.len(), turns[k]) {
                    continue 'pair;
                }
            }
            return true;
        }
    }
    false
}
