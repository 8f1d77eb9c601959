//! "Can this board still be won?" and "show me a good turn": a depth-first
//! search over whole turns with a node budget.
//!
//! The state space is small in one way and wide in another: tiles only
//! disappear and every turn removes one, so a game lasts at most as many
//! turns as there are tiles without a coloured cell (plus the winning turn);
//! but one turn is a set of pawn steps in any order, the gate, and a
//! removal. The search therefore
//! - enumerates a turn's pawn configurations once each (a visited set on
//!   pawns and stepped pawns), best first by distance to home;
//! - never plays a removal that collapses the board, and treats all "dead"
//!   tiles (no pawn can reach them, no coloured cell, no pawn) as one;
//! - remembers positions at turn boundaries it has failed from;
//! - prunes with bounds once the gate is laid (the graph can only shrink):
//!   each colour needs as many of its turns as its farthest pawn's distance
//!   to its colour's nearest cell, the turns left are at most the tiles
//!   without coloured cells still to remove, and no connected region may
//!   hold more cells of a colour than pawns of it.
//!
//! The gate is only tried as a step: laid by a pawn that steps through it
//! at once to a cell nearer home. A gate laid only to keep cells connected is
//! not searched, so while the gate is still unlaid an exhausted search says
//! `Unknown`, not `Lost`; once it is laid, an exhausted search is a proof.

use std::collections::HashSet;

use super::board::{bit, cells, slot_cells, spread, Cell, Cells, Colour, HOLE_SLOT};
use super::{CancMove, Cancelletto, GateSide, WinCheck};
use crate::game::{Game, Outcome};

/// The solver's verdict on a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// It can be won: the moves from here to the shared win.
    Winnable(Vec<CancMove>),
    /// It cannot be won (already collapsed, or proved by an exhausted search).
    Lost,
    /// The budget ran out, or the search is not a proof (gate still unlaid).
    Unknown,
}

/// What the solver says, and how hard it looked.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SolverAnswer {
    /// The verdict.
    pub verdict: Verdict,
    /// Turn positions expanded.
    pub nodes: u64,
    /// Whether every branch in the solver's model was looked at.
    pub exhausted: bool,
}

/// Position at a turn boundary, as remembered among failures.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    present: Cells,
    pawns: [Cells; 2],
    gate: Option<(GateSide, GateSide)>,
    side: Colour,
}

fn key(p: &Cancelletto) -> Key {
    Key {
        present: p.present,
        pawns: p.pawns,
        gate: p.gate,
        side: p.side,
    }
}

/// Distance (in steps) from every open cell to the nearest of `targets`, by
/// layers of a flood fill; `u8::MAX` where none is reachable.
fn distances(targets: Cells, open: Cells, link: Option<(Cell, Cell)>) -> [u8; 100] {
    let mut dist = [u8::MAX; 100];
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

/// Each colour's pawn distances to its nearest free-or-own cell: the sum
/// (for ordering) and the largest (for the turn bound).
fn pawn_distances(p: &Cancelletto) -> ([u32; 2], [u8; 2]) {
    let (open, link) = (p.open(), p.link());
    let mut sums = [0; 2];
    let mut far = [0; 2];
    for k in Colour::BOTH {
        let dist = distances(p.layout.homes[k as usize] & p.present, open, link);
        for c in cells(p.pawns[k as usize]) {
            let d = dist[c as usize];
            sums[k as usize] += d.min(60) as u32;
            far[k as usize] = far[k as usize].max(d);
        }
    }
    (sums, far)
}

/// The least total number of steps that brings colour `k`'s pawns onto
/// distinct cells of its colour (pawns not blocking): the search's guide.
/// A bitmask dynamic programme over the cells, fine for the 24-tile board.
fn matching_cost(p: &Cancelletto, k: Colour) -> u32 {
    const FAR: u32 = 1_000;
    let (open, link) = (p.open(), p.link());
    let homes: Vec<[u8; 100]> = cells(p.layout.homes[k as usize] & p.present)
        .map(|h| distances(bit(h), open, link))
        .collect();
    let pawns: Vec<Cell> = cells(p.pawns[k as usize]).collect();
    let n = homes.len();
    if n != pawns.len() || n > 12 {
        return FAR * pawns.len() as u32;
    }
    let mut best = vec![u32::MAX; 1 << n];
    best[0] = 0;
    for mask in 0..(1usize << n) {
        let here = best[mask];
        if here == u32::MAX {
            continue;
        }
        let pawn = pawns[mask.count_ones() as usize % n.max(1)];
        if mask.count_ones() as usize == n {
            continue;
        }
        for (h, dist) in homes.iter().enumerate() {
            if mask & (1 << h) == 0 {
                let d = match dist[pawn as usize] {
                    u8::MAX => FAR,
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
/// order of `cells(pawns)`), minimising the total distance; `None` when
/// some pawn has no reachable cell left or the board is too big for it.
fn assignment(p: &Cancelletto, k: Colour) -> Option<Vec<Cell>> {
    let (open, link) = (p.open(), p.link());
    let home_cells: Vec<Cell> = cells(p.layout.homes[k as usize] & p.present).collect();
    let dists: Vec<[u8; 100]> = home_cells
        .iter()
        .map(|&h| distances(bit(h), open, link))
        .collect();
    let pawns: Vec<Cell> = cells(p.pawns[k as usize]).collect();
    let n = home_cells.len();
    if n != pawns.len() || n > 12 || n == 0 {
        return None;
    }
    let mut best = vec![(u32::MAX, 0usize); 1 << n];
    best[0] = (0, 0);
    for mask in 0..(1usize << n) - 1 {
        let (here, _) = best[mask];
        if here == u32::MAX {
            continue;
        }
        let pawn = pawns[mask.count_ones() as usize];
        for (h, dist) in dists.iter().enumerate() {
            let d = dist[pawn as usize];
            if mask & (1 << h) == 0 && d != u8::MAX {
                let next = &mut best[mask | (1 << h)];
                if here + (d as u32) < next.0 {
                    *next = (here + d as u32, h);
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
fn quick_plan(p: &Cancelletto) -> Option<Vec<CancMove>> {
    if p.outcome().is_some() {
        return None;
    }
    let targets = [assignment(p, Colour::Orange)?, assignment(p, Colour::Blue)?];
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
                let d = dists[k][i][c as usize];
                let next = cells(sim.destinations(c))
                    .find(|&n| dists[k][i][n as usize] as u32 + 1 == d as u32);
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
    let homes = p.layout.homes[0] | p.layout.homes[1];
    let mut removed = 0u32;
    let mut plan = Vec::new();
    let last = turns.len() - 1;
    for (t, steps) in turns.into_iter().enumerate() {
        plan.extend(steps);
        if t == last && immediate {
            break;
        }
        let needed = after[t..].iter().fold(homes, |a, &b| a | b);
        let slot = p
            .tiles()
            .find(|&s| removed & (1 << s) == 0 && slot_cells(s) & needed == 0)?;
        removed |= 1 << slot;
        plan.push(CancMove::Remove { slot });
    }
    let mut replay = p.clone();
    for mv in &plan {
        if !replay.is_legal(mv) {
            return None;
        }
        replay.play_unchecked(mv);
    }
    (replay.outcome() == Some(Outcome::Solved)).then_some(plan)
}

/// Tiles on the board without a coloured cell: each turn but a winning one
/// removes one of them (removing a coloured cell collapses).
fn removable_tiles(p: &Cancelletto) -> u32 {
    let homes = p.layout.homes[0] | p.layout.homes[1];
    p.tiles().filter(|&s| slot_cells(s) & homes == 0).count() as u32
}

/// Whether the position can be ruled out without search (see the module note).
fn hopeless(p: &Cancelletto) -> bool {
    if p.gate.is_none() {
        return false;
    }
    if p.unmatched_colour().is_some() {
        return true;
    }
    let bonus = u32::from(p.options.win == WinCheck::Immediate);
    let turns = removable_tiles(p) + bonus;
    let (_, far) = pawn_distances(p);
    let mover = p.side as usize;
    let mine = turns.div_ceil(2);
    let theirs = turns / 2;
    far[mover] as u32 > mine || far[1 - mover] as u32 > theirs
}

/// The positions the mover can reach this turn before the removal, each
/// with the moves that lead there, best first. A winning one (immediate
/// win) is returned alone.
fn turn_endings(p: &Cancelletto) -> Vec<(Vec<CancMove>, Cancelletto)> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut stack = vec![(Vec::new(), p.clone())];
    let k = p.side as usize;
    let homes = p.layout.homes[k] & p.present;
    let dist = distances(homes, p.open(), p.link());
    while let Some((moves, pos)) = stack.pop() {
        if !seen.insert((pos.pawns[k], pos.stepped, pos.gate)) {
            continue;
        }
        if pos.outcome() == Some(Outcome::Solved) {
            return vec![(moves, pos)];
        }
        for from in cells(pos.unstepped()) {
            for to in cells(pos.destinations(from)) {
                let mut next = pos.clone();
                let mv = CancMove::Step { from, to };
                next.play_unchecked(&mv);
                let mut m = moves.clone();
                m.push(mv);
                stack.push((m, next));
            }
            if pos.gate.is_none() {
                for (gate, to) in gate_steps(&pos, from, &dist) {
                    let mut next = pos.clone();
                    let step = CancMove::Step { from, to };
                    next.play_unchecked(&gate);
                    next.play_unchecked(&step);
                    let mut m = moves.clone();
                    m.push(gate);
                    m.push(step);
                    stack.push((m, next));
                }
            }
        }
        out.push((moves, pos));
    }
    let score = |q: &Cancelletto| {
        let dist_sum: u32 = cells(q.pawns[k])
            .map(|c| dist[c as usize].min(60) as u32)
            .sum();
        (dist_sum, q.gate.is_some())
    };
    out.sort_by_cached_key(|(m, q)| (score(q), m.len()));
    out
}

/// Gates a pawn on `from` could lay and step through at once, to an empty
/// cell at least two steps nearer its colour's cells.
fn gate_steps(p: &Cancelletto, from: Cell, dist: &[u8; 100]) -> Vec<(CancMove, Cell)> {
    let Some(a) = (0..4)
        .map(|side| GateSide { cell: from, side })
        .find(|&s| p.is_outer(s))
    else {
        return Vec::new();
    };
    let here = dist[from as usize];
    let occupied = p.pawns[0] | p.pawns[1];
    let mut out = Vec::new();
    for to in cells(p.open() & !occupied & !spread(bit(from))) {
        if dist[to as usize] as u32 + 2 > here as u32 || to == from {
            continue;
        }
        if let Some(b) = (0..4)
            .map(|side| GateSide { cell: to, side })
            .find(|&s| p.is_outer(s))
        {
            let (a, b) = if a < b { (a, b) } else { (b, a) };
            out.push((CancMove::Gate { a, b }, to));
        }
    }
    out
}

/// The removals that keep the board alive, best first; dead tiles (no pawn
/// can reach them, no coloured cell, no pawn) are one choice.
fn safe_removals(p: &Cancelletto) -> Vec<(CancMove, Cancelletto)> {
    let reachable = super::reach(p.pawns[0] | p.pawns[1], p.open(), p.link());
    let mut dead_seen = false;
    let mut out = Vec::new();
    for slot in p.tiles() {
        let tile = slot_cells(slot) & p.present;
        let dead = tile & reachable == 0;
        if dead {
            if dead_seen {
                continue;
            }
            dead_seen = true;
        }
        let mv = CancMove::Remove { slot };
        let mut next = p.clone();
        next.play_unchecked(&mv);
        if next.outcome() == Some(Outcome::Collapsed) {
            continue;
        }
        out.push((mv, next));
    }
    // Least harm to the pawns' routes first; among equals, the removal that
    // leaves the least reachable board (its dead tiles are free removals later).
    out.sort_by_cached_key(|(_, q)| {
        let squatters = (q.pawns[0] & q.layout.homes[1]) | (q.pawns[1] & q.layout.homes[0]);
        let cost = matching_cost(q, Colour::Orange)
            + matching_cost(q, Colour::Blue)
            + 2 * squatters.count_ones();
        let alive = super::reach(q.pawns[0] | q.pawns[1], q.open(), q.link()).count_ones();
        (cost, alive)
    });
    out
}

struct Search {
    /// How many pawn configurations and removals to try per turn, best
    /// first; `usize::MAX` for all.
    width: (usize, usize),
    budget: u64,
    nodes: u64,
    failed: HashSet<Key>,
    /// The budget ran out somewhere.
    out_of_budget: bool,
    /// A position failed while the gate was unlaid: not a proof (module note).
    model_gap: bool,
}

impl Search {
    /// A winning continuation from `p` (mid-turn or at a turn boundary).
    fn win_from(&mut self, p: &Cancelletto) -> Option<Vec<CancMove>> {
        match p.outcome() {
            Some(Outcome::Solved) => return Some(Vec::new()),
            Some(_) => return None,
            None => {}
        }
        let boundary = p.stepped == 0;
        if boundary && self.failed.contains(&key(p)) {
            return None;
        }
        if hopeless(p) {
            self.failed.insert(key(p));
            return None;
        }
        if self.nodes >= self.budget {
            self.out_of_budget = true;
            return None;
        }
        self.nodes += 1;
        if let Some(plan) = quick_plan(p) {
            return Some(plan);
        }
        for (steps, ending) in turn_endings(p).into_iter().take(self.width.0) {
            if ending.outcome() == Some(Outcome::Solved) {
                return Some(steps);
            }
            for (removal, next) in safe_removals(&ending).into_iter().take(self.width.1) {
                if let Some(rest) = self.win_from(&next) {
                    let mut plan = steps.clone();
                    plan.push(removal);
                    plan.extend(rest);
                    return Some(plan);
                }
                if self.out_of_budget {
                    return None;
                }
            }
        }
        if p.gate.is_none() {
            // Gates laid for connectivity alone were not tried.
            self.model_gap = true;
        }
        if boundary && !self.out_of_budget {
            self.failed.insert(key(p));
        }
        None
    }
}

/// The widths of the successive passes: (pawn configurations, removals).
const WIDTHS: [(usize, usize); 5] = [(1, 2), (2, 3), (3, 6), (8, 12), (usize::MAX, usize::MAX)];

/// Whether the position can still be won, within `node_budget` turn
/// positions: `Winnable` with the moves of a winning plan, `Lost` when proved
/// (see the module note), else `Unknown`.
pub fn solve(position: &Cancelletto, node_budget: u64) -> SolverAnswer {
    if position.outcome() == Some(Outcome::Collapsed) {
        return SolverAnswer {
            verdict: Verdict::Lost,
            nodes: 0,
            exhausted: true,
        };
    }
    // Narrow passes find the plans of easy boards quickly; only the last,
    // full pass can prove a loss.
    let mut nodes = 0;
    for width in WIDTHS {
        let mut search = Search {
            width,
            budget: node_budget - nodes,
            nodes: 0,
            failed: HashSet::new(),
            out_of_budget: false,
            model_gap: false,
        };
        let plan = search.win_from(position);
        nodes += search.nodes;
        if let Some(plan) = plan {
            return SolverAnswer {
                verdict: Verdict::Winnable(plan),
                nodes,
                exhausted: false,
            };
        }
        let full = width == (usize::MAX, usize::MAX);
        if full && !search.out_of_budget && !search.model_gap {
            return SolverAnswer {
                verdict: Verdict::Lost,
                nodes,
                exhausted: true,
            };
        }
        if nodes >= node_budget {
            break;
        }
    }
    SolverAnswer {
        verdict: Verdict::Unknown,
        nodes,
        exhausted: false,
    }
}

/// The moves of a good turn for the side to move (through its removal, or
/// to the win): the first turn of a winning plan when the solver finds one
/// within `node_budget`, else a careful turn (pawns nearer home, a removal
/// that keeps the board alive if there is one). Empty when the game is over.
pub fn suggest_turn(position: &Cancelletto, node_budget: u64) -> (Vec<CancMove>, SolverAnswer) {
    let answer = solve(position, node_budget);
    let turn = match &answer.verdict {
        Verdict::Winnable(plan) => first_turn(plan),
        _ => careful_turn(position),
    };
    (turn, answer)
}

/// The moves of a plan up to and including its first removal.
pub fn first_turn(plan: &[CancMove]) -> Vec<CancMove> {
    let end = plan
        .iter()
        .position(|m| matches!(m, CancMove::Remove { .. }))
        .map_or(plan.len(), |i| i + 1);
    plan[..end].to_vec()
}

/// A turn chosen without a proof: the best-placed pawn configuration and
/// the safest removal, or any removal when none is safe.
fn careful_turn(position: &Cancelletto) -> Vec<CancMove> {
    if position.outcome().is_some() {
        return Vec::new();
    }
    let endings = turn_endings(position);
    for (steps, ending) in &endings {
        if ending.outcome() == Some(Outcome::Solved) {
            return steps.clone();
        }
        if let Some((removal, _)) = safe_removals(ending).into_iter().next() {
            let mut turn = steps.clone();
            turn.push(removal);
            return turn;
        }
    }
    let slot = position
        .tiles()
        .find(|&s| s != HOLE_SLOT)
        .expect("a live position has a tile to remove");
    vec![CancMove::Remove { slot }]
}
