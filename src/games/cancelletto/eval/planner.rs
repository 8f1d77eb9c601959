//! The solver's planner: a winning plan built from routes, tried many ways
//! before any search, and replayed under the rules before it is trusted.
//!
//! Why routes decide the game: a tile can be removed once no pawn stands on
//! it or will walk over it again, and while every pawn's remaining route is
//! on the board each coloured cell is reachable by the pawn bound for it, so
//! such removals never collapse the board. A set of routes therefore wins
//! when, for every turn t before the last, at least t tiles without a
//! coloured cell are free by turn t (the turns' removals can then each take
//! a different one). The planner chooses routes that free tiles early: a
//! pawn walks as soon as it can, a route prefers tiles other routes use
//! anyway, the coloured tiles (never removed) and short stays, and the
//! attempts vary the assignment of pawns to cells, the order the routes
//! are laid and the tie-breaks, so boards the first choice misses are
//! still found within a few milliseconds.

use super::super::board::{bit, cells, slot_cells, slot_of, spread, Cell, Cells, Colour};
use super::super::options::WinCheck;
use super::super::position::{CancMove, Cancelletto};
use super::bounds::{distances, removable_tiles, turns_left, FAR};
use super::greedy::{assignment_by, promising_gates};
use super::schedule::{wins, with_removals};
use crate::game::Game;
use crate::rng::Rng;

/// Most own turns a colour can have (15 turns at most on the 24-tile board).
const MAX_OWN: usize = 16;

/// Gates tried, laid now, among the most promising.
const GATES: usize = 24;

/// Cost of a turn of the game's length, against a turn a tile stays busy.
const LENGTH_COST: u32 = 3;
/// Cost of touching a tile no other route uses yet.
const NEW_TILE_COST: u32 = 4;

/// One pawn's planned cells after each of its colour's turns (index 0: now).
type Route = Vec<Cell>;

/// Global turns a plan can span, and one more for "ever after".
const HORIZON: usize = 2 * MAX_OWN + 2;

/// Where the routes laid so far put their pawns, turn by turn, so the next
/// route neither lands on a pawn nor swaps places with one (prioritised
/// planning, as in cooperative path finding).
struct Reserved {
    /// Cells taken at the end of each global turn.
    taken: [Cells; HORIZON],
    /// Steps made in each global turn, as (from, to).
    steps: Vec<Vec<(Cell, Cell)>>,
}

impl Reserved {
    /// Pawns not routed yet stand where they are until their first turn.
    fn new(p: &Cancelletto) -> Reserved {
        let mut taken = [0; HORIZON];
        for k in Colour::BOTH {
            let first = turn_of(p, k, 1) as usize;
            for t in taken.iter_mut().take(first + 1) {
                *t |= p.pawns[k as usize];
            }
        }
        Reserved {
            taken,
            steps: vec![Vec::new(); HORIZON],
        }
    }

    /// Records a route: the pawn stands on its cells between its turns and
    /// on its last cell ever after (its start is released from `new`'s hold).
    fn add(&mut self, p: &Cancelletto, k: Colour, path: &Route) {
        let first = turn_of(p, k, 1) as usize;
        for t in self.taken.iter_mut().take(first + 1) {
            *t &= !bit(path[0]);
        }
        for t in 0..HORIZON {
            let j = own_turns_by(p, k, t as u32).min(path.len() - 1);
            self.taken[t] |= bit(path[j]);
        }
        for j in 1..path.len() {
            if path[j] != path[j - 1] {
                let t = turn_of(p, k, j) as usize;
                if t < HORIZON {
                    self.steps[t].push((path[j - 1], path[j]));
                }
            }
        }
    }

    /// Whether a pawn may step from `from` to `to` in global turn `t` and
    /// stand there through the other colour's next turn.
    fn allows(&self, t: u32, from: Cell, to: Cell) -> bool {
        let t = (t as usize).min(HORIZON - 2);
        (self.taken[t] | self.taken[t + 1]) & bit(to) == 0
            && (from == to || !self.steps[t].iter().any(|&(a, b)| a == to && b == from))
    }

    /// Whether a pawn may stay on `home` from global turn `t` on.
    fn free_from(&self, t: u32, home: Cell) -> bool {
        self.taken[(t as usize).min(HORIZON - 1)..]
            .iter()
            .all(|&c| c & bit(home) == 0)
    }
}

/// How many of colour `k`'s turns have been played by the end of global
/// turn `t`.
fn own_turns_by(p: &Cancelletto, k: Colour, t: u32) -> usize {
    if k == p.side {
        t.div_ceil(2) as usize
    } else {
        (t / 2) as usize
    }
}

/// The global turn (1 = the mover's current turn) of colour `k`'s `j`-th
/// own turn (1-based).
fn turn_of(p: &Cancelletto, k: Colour, j: usize) -> u32 {
    if k == p.side {
        2 * j as u32 - 1
    } else {
        2 * j as u32
    }
}

/// Slots whose tiles are never removed in a win: those with a coloured cell.
fn lasting_slots(p: &Cancelletto) -> u32 {
    let homes = p.layout.homes[0] | p.layout.homes[1];
    (0..25u8)
        .filter(|&s| slot_cells(s) & homes != 0)
        .fold(0, |a, s| a | 1 << s)
}

/// Pawns of colour `k` matched to its cells within its turns, least noisy
/// total distance first (`noise` perturbs the distances to vary the choice).
fn assign(
    p: &Cancelletto,
    k: Colour,
    limit: u32,
    rng: &mut Rng,
    noise: usize,
) -> Option<Vec<Cell>> {
    assignment_by(p, k, limit, |d| {
        let jitter = if noise > 0 {
            rng.below(noise + 1) as u32
        } else {
            0
        };
        4 * d + jitter
    })
}

/// The cheapest route of a pawn from `from` to `home` within `own` turns of
/// colour `k`, given the turns until which each slot is already busy.
#[allow(clippy::too_many_arguments)]
fn route(
    p: &Cancelletto,
    k: Colour,
    from: Cell,
    home: Cell,
    own: usize,
    busy: &[u32; 25],
    lasting: u32,
    reserved: &Reserved,
    rng: &mut Rng,
) -> Option<Route> {
    let (open, link) = (p.open(), p.link());
    let to_home = distances(bit(home), open, link);
    if to_home[from as usize] == FAR || to_home[from as usize] as usize > own {
        return None;
    }
    // best[j][c]: cost of standing on c after j own turns, and where from.
    let mut best = vec![[(u32::MAX, 0u8); 100]; own + 1];
    best[0][from as usize] = (0, from);
    let charge = |c: Cell, j: usize| -> u32 {
        let slot = slot_of(c);
        if lasting & (1 << slot) != 0 {
            return 0;
        }
        // Standing on c after own turn j keeps its tile until turn j + 1.
        let until = turn_of(p, k, j + 1);
        let was = busy[slot as usize];
        let fresh = if was == 0 { NEW_TILE_COST } else { 0 };
        until.saturating_sub(was) + fresh
    };
    for j in 1..=own {
        let left = (own - j) as u8;
        for c in 0..100u8 {
            let (here, _) = best[j - 1][c as usize];
            if here == u32::MAX {
                continue;
            }
            let mut next = spread(bit(c)) | bit(c);
            if let Some((a, b)) = link {
                if c == a {
                    next |= bit(b);
                } else if c == b {
                    next |= bit(a);
                }
            }
            for n in cells(next & open) {
                if to_home[n as usize] > left || !reserved.allows(turn_of(p, k, j), c, n) {
                    continue;
                }
                let cost = if n == home {
                    here
                } else {
                    here + charge(n, j) + rng.below(2) as u32
                };
                let slot = &mut best[j][n as usize];
                if cost < slot.0 {
                    *slot = (cost, c);
                }
            }
        }
    }
    let arrive = (0..=own)
        .filter(|&j| {
            best[j][home as usize].0 != u32::MAX
                && reserved.free_from(turn_of(p, k, j.max(1)), home)
        })
        .min_by_key(|&j| best[j][home as usize].0 + LENGTH_COST * turn_of(p, k, j.max(1)))?;
    let mut path = vec![home; arrive + 1];
    let mut c = home;
    for j in (1..=arrive).rev() {
        path[j] = c;
        c = best[j][c as usize].1;
    }
    path[0] = c;
    Some(path)
}

/// Marks the slots a route keeps busy, and until which turn.
fn claim(p: &Cancelletto, k: Colour, path: &Route, busy: &mut [u32; 25], lasting: u32) {
    for (j, &c) in path.iter().enumerate() {
        let slot = slot_of(c);
        if lasting & (1 << slot) == 0 {
            let until = turn_of(p, k, j + 1);
            busy[slot as usize] = busy[slot as usize].max(until);
        }
    }
}

/// Walks the routes turn by turn under the rules of stepping (each pawn
/// steps at most once, onto a free cell; a blocked pawn waits and follows
/// its route a turn late), then picks each turn's removal among tiles no
/// pawn stands on or reaches again. The plan, if every pawn arrives and
/// every turn has a tile to remove.
fn walk(p: &Cancelletto, routes: [Vec<Route>; 2], rng: &mut Rng) -> Option<Vec<CancMove>> {
    let immediate = p.options.win == WinCheck::Immediate;
    let max_turns = removable_tiles(p) as usize + usize::from(immediate);
    let mut at: [Vec<Cell>; 2] = [cells(p.pawns[0]).collect(), cells(p.pawns[1]).collect()];
    // Progress of each pawn along its route.
    let mut along: [Vec<usize>; 2] = [vec![0; at[0].len()], vec![0; at[1].len()]];
    let mut side = p.side;
    let mut turns: Vec<Vec<CancMove>> = Vec::new();
    let mut after: Vec<Cells> = Vec::new();
    let done = |at: &[Vec<Cell>; 2], routes: &[Vec<Route>; 2]| {
        (0..2).all(|k| {
            at[k]
                .iter()
                .zip(&routes[k])
                .all(|(&c, r)| r.last() == Some(&c))
        })
    };
    let link = p.link();
    let open = p.open();
    while turns.len() < max_turns {
        let k = side as usize;
        let mut steps = Vec::new();
        let mut occupied: Cells = at[0].iter().chain(&at[1]).fold(0, |a, &c| a | bit(c));
        let mut stepped = vec![false; at[k].len()];
        loop {
            let mut moved = false;
            for i in 0..at[k].len() {
                let r = &routes[k][i];
                if stepped[i] || along[k][i] + 1 >= r.len() {
                    continue;
                }
                let (from, to) = (at[k][i], r[along[k][i] + 1]);
                if to == from {
                    stepped[i] = true;
                    along[k][i] += 1;
                    continue;
                }
                let adjacent = spread(bit(from)) & bit(to) != 0
                    || link.is_some_and(|(a, b)| (from, to) == (a, b) || (from, to) == (b, a));
                if occupied & bit(to) != 0 || open & bit(to) == 0 || !adjacent {
                    continue;
                }
                occupied ^= bit(from) | bit(to);
                at[k][i] = to;
                along[k][i] += 1;
                stepped[i] = true;
                steps.push(CancMove::Step { from, to });
                moved = true;
            }
            if !moved {
                break;
            }
        }
        turns.push(steps);
        after.push(occupied);
        if done(&at, &routes) {
            break;
        }
        side = side.other();
    }
    if !done(&at, &routes) {
        return None;
    }
    with_removals(p, turns, &after, |free| rng.below(free.len()))
}

/// One attempt: an assignment, routes laid in some order, a walk.
fn attempt(p: &Cancelletto, rng: &mut Rng, noise: usize) -> Option<Vec<CancMove>> {
    let limits = turns_left(p);
    let lasting = lasting_slots(p);
    let targets = [
        assign(p, Colour::Orange, limits[0], rng, noise)?,
        assign(p, Colour::Blue, limits[1], rng, noise)?,
    ];
    let starts: [Vec<Cell>; 2] = [cells(p.pawns[0]).collect(), cells(p.pawns[1]).collect()];
    let (open, link) = (p.open(), p.link());
    // Farthest pawns first (their routes are the least free), shuffled a
    // little after the first attempt.
    let mut order: Vec<(u32, usize, usize)> = Vec::new();
    for k in 0..2 {
        for (i, &c) in starts[k].iter().enumerate() {
            let d = distances(bit(targets[k][i]), open, link)[c as usize] as u32;
            let jitter = if noise > 0 {
                rng.below(noise + 1) as u32
            } else {
                0
            };
            order.push((d * 4 + jitter, k, i));
        }
    }
    order.sort_by(|a, b| b.cmp(a));
    let mut busy = [0u32; 25];
    let mut reserved = Reserved::new(p);
    let mut routes: [Vec<Route>; 2] = [
        vec![Vec::new(); starts[0].len()],
        vec![Vec::new(); starts[1].len()],
    ];
    for &(_, k, i) in &order {
        let colour = Colour::BOTH[k];
        let own = (limits[k] as usize).min(MAX_OWN);
        let path = route(
            p,
            colour,
            starts[k][i],
            targets[k][i],
            own,
            &busy,
            lasting,
            &reserved,
            rng,
        )?;
        claim(p, colour, &path, &mut busy, lasting);
        reserved.add(p, colour, &path);
        routes[k][i] = path;
    }
    walk(p, routes, rng)
}

/// A winning plan from `p` (at the start of a turn) found by `tries`
/// attempts with routes, also after laying each of a few promising gates
/// now; seeded by the position so a resumed search repeats itself.
pub(super) fn route_plan(p: &Cancelletto, tries: usize, seed: u64) -> Option<Vec<CancMove>> {
    if p.outcome().is_some() || p.stepped != 0 {
        return None;
    }
    let mut starts = vec![(Vec::new(), p.clone())];
    for gate in promising_gates(p, GATES) {
        let mut laid = p.clone();
        laid.play_unchecked(&gate);
        starts.push((vec![gate], laid));
    }
    let mut rng = Rng::new(seed ^ p.present as u64 ^ (p.pawns[0] as u64).rotate_left(17));
    let gates = starts.len() - 1;
    for t in 0..tries {
        let noise = if t == 0 && seed <= 1 { 0 } else { 1 + t % 6 };
        // Each try: without a new gate, and with two of the gates in turn.
        let mut picks = vec![0];
        if gates > 0 {
            let first = (seed as usize * 7 + t * 2) % gates;
            picks.push(1 + first);
            picks.push(1 + (first + 1) % gates);
        }
        for i in picks {
            let (prefix, start) = &starts[i];
            if let Some(rest) = attempt(start, &mut rng, noise) {
                let mut plan = prefix.clone();
                plan.extend(rest);
                if wins(p, &plan) {
                    return Some(plan);
                }
            }
        }
    }
    None
}
