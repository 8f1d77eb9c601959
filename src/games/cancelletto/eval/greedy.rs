//! The solver's guides: the cheapest assignment of pawns to cells of
//! their colour, and a plan found without search (every pawn walks its
//! assigned route, tiles nobody needs go first), replayed under the rules
//! before it is trusted.

use super::super::board::{bit, cells, Cell, Cells, Colour};
use super::super::options::WinCheck;
use super::super::position::{CancMove, Cancelletto, GateSide};
use super::bounds::{distances, matchable, removable_tiles, turns_left, FAR};
use super::schedule::{wins, with_removals};
use crate::game::Game;

/// The least total number of steps that brings colour `k`'s pawns onto
/// distinct cells of its colour (pawns not blocking): the search's guide.
pub(super) fn matching_cost(p: &Cancelletto, k: Colour) -> u32 {
    let (open, link) = (p.open(), p.link());
    let homes: Vec<[u8; 100]> = cells(p.layout.homes[k as usize] & p.present)
        .map(|h| distances(bit(h), open, link))
        .collect();
    cost_with(&homes, p.pawns[k as usize])
}

/// `matching_cost` from distance tables of the cells (one per cell of the
/// colour), so the many pawn configurations of one turn share them. A
/// bitmask dynamic programme over the cells, fine for the 24-tile board.
pub(super) fn cost_with(homes: &[[u8; 100]], pawns: Cells) -> u32 {
    const UNREACHABLE: u32 = 1_000;
    let pawns: Vec<Cell> = cells(pawns).collect();
    let n = homes.len();
    if n != pawns.len() || n > 12 {
        return UNREACHABLE * pawns.len() as u32;
    }
    let mut best = vec![u32::MAX; 1 << n];
    best[0] = 0;
    for mask in 0..(1usize << n) - 1 {
        let here = best[mask];
        if here == u32::MAX {
            continue;
        }
        let pawn = pawns[mask.count_ones() as usize];
        for (h, dist) in homes.iter().enumerate() {
            if mask & (1 << h) == 0 {
                let d = match dist[pawn as usize] {
                    FAR => UNREACHABLE,
                    d => d as u32,
                };
                let next = &mut best[mask | (1 << h)];
                *next = (*next).min(here + d);
            }
        }
    }
    best[(1 << n) - 1]
}

/// The cells of colour `k` its pawns should go to, one per pawn (in the
/// order of `cells(pawns)`), each at most `limit` steps away, minimising
/// the total distance; `None` when there is no such assignment.
fn assignment(p: &Cancelletto, k: Colour, limit: u32) -> Option<Vec<Cell>> {
    assignment_by(p, k, limit, |d| d)
}

/// `assignment` minimising the total of `cost(steps)` over the pawns
/// instead of the steps themselves; `cost` is asked pawn by pawn, cell by
/// cell, for every pair within `limit`, so a cost that draws from a seeded
/// generator (the planner's jitter) draws in a fixed order.
pub(super) fn assignment_by(
    p: &Cancelletto,
    k: Colour,
    limit: u32,
    mut cost: impl FnMut(u32) -> u32,
) -> Option<Vec<Cell>> {
    let (open, link) = (p.open(), p.link());
    let home_cells: Vec<Cell> = cells(p.layout.homes[k as usize] & p.present).collect();
    let pawns: Vec<Cell> = cells(p.pawns[k as usize]).collect();
    let n = home_cells.len();
    if n != pawns.len() || n > 12 || n == 0 {
        return None;
    }
    let dists: Vec<[u8; 100]> = home_cells
        .iter()
        .map(|&h| distances(bit(h), open, link))
        .collect();
    // Pawn i to cell h, `u32::MAX` where out of reach.
    let mut costs = vec![[u32::MAX; 12]; n];
    for (i, &pawn) in pawns.iter().enumerate() {
        for (h, dist) in dists.iter().enumerate() {
            let d = dist[pawn as usize];
            if d != FAR && d as u32 <= limit {
                costs[i][h] = cost(d as u32);
            }
        }
    }
    let mut best = vec![(u32::MAX, 0usize); 1 << n];
    best[0] = (0, 0);
    for mask in 0..(1usize << n) - 1 {
        let (here, _) = best[mask];
        if here == u32::MAX {
            continue;
        }
        let i = mask.count_ones() as usize;
        for (h, &c) in costs[i].iter().enumerate().take(n) {
            if mask & (1 << h) == 0 && c != u32::MAX {
                let next = &mut best[mask | (1 << h)];
                if here + c < next.0 {
                    *next = (here + c, h);
                }
            }
        }
    }
    let mut mask = (1usize << n) - 1;
    if best[mask].0 == u32::MAX {
        return None;
    }
    let mut targets = vec![0; n];
    while mask != 0 {
        let h = best[mask].1;
        targets[mask.count_ones() as usize - 1] = home_cells[h];
        mask &= !(1 << h);
    }
    Some(targets)
}

/// A plan found without search: every pawn walks a shortest route to the
/// cell the assignment gives it (stepping aside for nobody), the walk is
/// simulated turn by turn on the board as it is, and each turn removes a
/// tile that no pawn stands on or will walk over again and that carries no
/// coloured cell. The plan is replayed under the rules before it is
/// returned, so a plan it gives is always a real win.
pub(super) fn quick_plan(p: &Cancelletto) -> Option<Vec<CancMove>> {
    if p.outcome().is_some() {
        return None;
    }
    let limits = turns_left(p);
    let targets = [
        assignment(p, Colour::Orange, limits[0])?,
        assignment(p, Colour::Blue, limits[1])?,
    ];
    let (open, link) = (p.open(), p.link());
    let dists: [Vec<[u8; 100]>; 2] = [0, 1].map(|k: usize| {
        targets[k]
            .iter()
            .map(|&h| distances(bit(h), open, link))
            .collect()
    });
    let mut walkers: [Vec<Cell>; 2] = [cells(p.pawns[0]).collect(), cells(p.pawns[1]).collect()];
    let mut sim = p.clone();
    let immediate = p.options.win == WinCheck::Immediate;
    let max_turns = removable_tiles(p) as usize + usize::from(immediate);
    let mut turns: Vec<Vec<CancMove>> = Vec::new();
    let mut after: Vec<Cells> = Vec::new();
    let mut won = false;
    while turns.len() < max_turns {
        let k = sim.side as usize;
        let mut steps = Vec::new();
        loop {
            let mut moved = false;
            for i in 0..walkers[k].len() {
                let c = walkers[k][i];
                if sim.stepped & bit(c) != 0 || c == targets[k][i] {
                    continue;
                }
                // Around the other colour's pawns where a way exists (they
                // stand still this turn), else straight on.
                let target = targets[k][i];
                let settled = walkers[k]
                    .iter()
                    .zip(&targets[k])
                    .filter(|(w, t)| w == t)
                    .fold(0, |a, (w, _)| a | bit(*w));
                let others = (sim.pawns[1 - k] | settled) & !bit(target);
                let around = distances(bit(target), open & !others, link);
                let table = if around[c as usize] == FAR {
                    &dists[k][i]
                } else {
                    &around
                };
                let d = table[c as usize];
                let next =
                    cells(sim.destinations(c)).find(|&n| table[n as usize] as u32 + 1 == d as u32);
                if let Some(to) = next {
                    let mv = CancMove::Step { from: c, to };
                    sim.pawns[k] ^= bit(c) | bit(to);
                    sim.stepped |= bit(to);
                    walkers[k][i] = to;
                    steps.push(mv);
                    moved = true;
                }
            }
            if !moved {
                break;
            }
        }
        turns.push(steps);
        after.push(sim.pawns[0] | sim.pawns[1]);
        if sim.all_home() {
            won = true;
            break;
        }
        sim.side = sim.side.other();
        sim.stepped = 0;
    }
    if !won {
        return None;
    }
    // The first free tile: any will do for a plan replayed before use.
    let plan = with_removals(p, turns, &after, |_| 0)?;
    wins(p, &plan).then_some(plan)
}

/// Distance tables, one per cell they start from.
type Tables = Vec<[u8; 100]>;

/// Gates worth trying first: pairs of cells with an outer side now that
/// bring every pawn within its colour's turns of a cell of its colour,
/// fewest total steps first (at most `count`).
pub(super) fn promising_gates(p: &Cancelletto, count: usize) -> Vec<CancMove> {
    if p.gate.is_some() || p.outcome().is_some() {
        return Vec::new();
    }
    let limits = turns_left(p);
    let open = p.open();
    let mut sides: Vec<GateSide> = p.gate_sides();
    sides.dedup_by_key(|s| s.cell);
    let tables: Vec<(Tables, Tables)> = Colour::BOTH
        .iter()
        .map(|&k| {
            let from = |set| cells(set).map(|c| distances(bit(c), open, None)).collect();
            (
                from(p.pawns[k as usize]),
                from(p.layout.homes[k as usize] & p.present),
            )
        })
        .collect();
    let pawn_cells: [Vec<Cell>; 2] = [cells(p.pawns[0]).collect(), cells(p.pawns[1]).collect()];
    let mut scored = Vec::new();
    for (i, a) in sides.iter().enumerate() {
        'pair: for b in &sides[i + 1..] {
            let (u, v) = (a.cell as usize, b.cell as usize);
            let mut total = 0u32;
            for (k, (from_pawns, from_homes)) in tables.iter().enumerate() {
                if from_homes.len() != from_pawns.len() || from_homes.len() > 12 {
                    return Vec::new();
                }
                let mut cost = vec![[FAR; 12]; from_pawns.len()];
                for (pi, dp) in from_pawns.iter().enumerate() {
                    for (hj, dh) in from_homes.iter().enumerate() {
                        let direct = dh[pawn_cells[k][pi] as usize] as u32;
                        let via =
                            (dp[u] as u32 + 1 + dh[v] as u32).min(dp[v] as u32 + 1 + dh[u] as u32);
                        let d = direct.min(via).min(FAR as u32);
                        cost[pi][hj] = d as u8;
                        total += d;
                    }
                }
                if !matchable(&cost, from_pawns.len(), limits[k]) {
                    continue 'pair;
                }
            }
            scored.push((total, *a, *b));
        }
    }
    scored.sort();
    scored
        .into_iter()
        .take(count)
        .map(|(_, a, b)| CancMove::Gate { a, b })
        .collect()
}

/// `quick_plan`, and failing that `quick_plan` after laying one of the
/// most promising gates now.
pub(super) fn quick_plan_with_gates(p: &Cancelletto, gates: usize) -> Option<Vec<CancMove>> {
    if let Some(plan) = quick_plan(p) {
        return Some(plan);
    }
    for gate in promising_gates(p, gates) {
        let mut laid = p.clone();
        laid.play_unchecked(&gate);
        if let Some(rest) = quick_plan(&laid) {
            let mut plan = vec![gate];
            plan.extend(rest);
            return Some(plan);
        }
    }
    None
}
