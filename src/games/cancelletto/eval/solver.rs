//! "Can this board still be won?" and "show me a good turn": a depth-first
//! search over whole turns that either finds a winning plan or proves that
//! none exists, resumable in slices so a page never waits for it.
//!
//! Why it decides where a plain search cannot:
//! - a turn is one macro-move: the mover's pawn configurations after any
//!   order of steps are enumerated once each, then the removal;
//! - positions at turn boundaries that failed are remembered (the order of
//!   removals often does not matter, so they recur);
//! - every node is bounded (`bounds`): the turns left are at most the tiles
//!   without a coloured cell still on the board, each colour gets half of
//!   them, and its pawns must be matched to its cells within that many
//!   steps, through any one gate pair while the gate is unlaid;
//! - once the gate is laid, a tile no pawn can use before its colour runs
//!   out of turns is as good as any other such tile, and removing one of
//!   them first is never worse (exchange: the useful tile can go when the
//!   useless one would have), so such removals are one choice.
//!
//! - before the search, and briefly at each searched position, the route
//!   planner (`planner`) tries to build a win from routes that free tiles
//!   early and keep out of each other's way; most boards are won this way
//!   in a few milliseconds, and its plans are replayed under the rules.
//!
//! The gate is searched where it is first used, which loses nothing:
//! laying it later only narrows nothing (outer sides stay outer while the
//! cell stays), so a winning plan can lay it in the turn where a pawn first
//! steps through it, or just before the removal it keeps from collapsing.
//! Both are enumerated in the full pass, so an exhausted full pass is a
//! proof. Narrow passes first (few pawn configurations and removals per
//! turn, best first) find the plans of most boards quickly.

use std::collections::HashSet;

use super::super::board::{bit, cells, reach, slot_cells, spread, Cell, Cells, Colour, HOLE_SLOT};
use super::super::position::{CancMove, Cancelletto, EndReason, GateSide};
use super::bounds::{distances, gate_cells, may_win, turns_left, FAR};
use super::greedy::{cost_with, matching_cost, quick_plan_with_gates};
use super::planner::route_plan;
use crate::ai::memory::{megabytes, CappedSet, DEFAULT_MEMORY_MB};
use crate::game::{Game, Outcome};

/// The solver's verdict on a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// It can be won: the moves from here to the shared win.
    Winnable(Vec<CancMove>),
    /// It cannot be won (already collapsed, or proved by an exhausted search).
    Lost,
    /// The budget ran out before a plan or a proof.
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

/// The widths of the successive passes: (pawn configurations, removals)
/// tried per turn, best first; the last pass tries everything.
const WIDTHS: [(usize, usize); 4] = [(1, 2), (3, 4), (8, 12), (usize::MAX, usize::MAX)];

/// Route-planner attempts (`planner::route_plan`) at every searched position.
const NODE_TRIES: usize = 2;
/// Route-planner attempts at the root, before any search, in rounds of
/// `ROOT_ROUND` per unit of the budget (a round takes a millisecond or two).
const ROOT_TRIES: usize = 256;
const ROOT_ROUND: usize = 4;

/// A turn's end before its removal: the moves and the position they make.
type Ending = (Vec<CancMove>, Cancelletto);

/// The first outer side of a cell, if it has one.
fn outer_side(p: &Cancelletto, c: Cell) -> Option<GateSide> {
    (0..4)
        .map(|side| GateSide { cell: c, side })
        .find(|&s| p.is_outer(s))
}

fn gate_between(p: &Cancelletto, u: Cell, v: Cell) -> Option<CancMove> {
    let (a, b) = (outer_side(p, u)?, outer_side(p, v)?);
    let (a, b) = if a < b { (a, b) } else { (b, a) };
    Some(CancMove::Gate { a, b })
}

/// How far each cell is from the mover's cells, directly and (while the
/// gate is unlaid) through any gate cells: what `in_time` needs, computed
/// once per turn and board.
struct Reach {
    home: [u8; 100],
    via_gate: Option<([u8; 100], u8)>,
}

impl Reach {
    fn new(q: &Cancelletto) -> Reach {
        let k = q.side as usize;
        let (open, link) = (q.open(), q.link());
        let home = distances(q.layout.homes[k] & q.present, open, link);
        let via_gate = q.gate.is_none().then(|| {
            let ends = gate_cells(q);
            let near_end = distances(ends, open, None);
            let end_home = cells(ends).map(|c| home[c as usize]).min().unwrap_or(FAR);
            (near_end, end_home)
        });
        Reach { home, via_gate }
    }

    /// Whether every pawn of the mover can still reach a cell of its colour
    /// in the turns it has after this one (a cheap filter; `bounds::may_win`
    /// is the full bound). While the gate is unlaid a pawn may use any gate
    /// cells.
    fn in_time(&self, pawns: Cells, turns_after: u32) -> bool {
        cells(pawns).all(|c| {
            let mut d = self.home[c as usize] as u32;
            if let Some((near_end, end_home)) = &self.via_gate {
                d = d.min(near_end[c as usize] as u32 + 1 + *end_home as u32);
            }
            d <= turns_after
        })
    }
}

/// Most step sequences one turn's enumeration looks at, so one position's
/// work stays within a page slice; a full pass cut short this way leaves a
/// gap (no proof of a loss from it).
const MAX_TURN_STATES: usize = 1_500;

/// The pawn configurations the mover can reach this turn before the
/// removal, each once, with the moves that lead there, best first. A
/// winning one (immediate win) is returned alone. Sets `gap` when the
/// enumeration was cut short (`MAX_TURN_STATES`).
fn turn_endings(p: &Cancelletto, full: bool, gap: &mut bool) -> Vec<Ending> {
    let k = p.side as usize;
    let turns_after = turns_left(p)[k].saturating_sub(1);
    let homes = p.layout.homes[k] & p.present;
    let dist = distances(homes, p.open(), p.link());
    let base = Reach::new(p);
    let mut seen = HashSet::new();
    let mut ended = HashSet::new();
    let mut out = Vec::new();
    let mut stack = vec![(Vec::new(), p.clone())];
    while let Some((moves, pos)) = stack.pop() {
        if !seen.insert((pos.pawns[k], pos.stepped, pos.gate)) {
            continue;
        }
        if seen.len() > MAX_TURN_STATES {
            *gap = true;
            break;
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
            if pos.gate.is_none() && outer_side(&pos, from).is_some() {
                let occupied = pos.pawns[0] | pos.pawns[1];
                let targets = pos.open() & !occupied & !spread(bit(from)) & !bit(from);
                let here = dist[from as usize] as u32;
                for to in cells(targets) {
                    let there = (dist[to as usize] as u32).min(here + 1);
                    let useful = if full {
                        there <= turns_after
                    } else {
                        there + 2 <= here
                    };
                    if !useful {
                        continue;
                    }
                    let Some(gate) = gate_between(&pos, from, to) else {
                        continue;
                    };
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
        if !ended.insert((pos.pawns[k], pos.gate)) {
            continue;
        }
        let in_time = if pos.gate == p.gate {
            base.in_time(pos.pawns[k], turns_after)
        } else {
            Reach::new(&pos).in_time(pos.pawns[k], turns_after)
        };
        if in_time {
            out.push((moves, pos));
        }
    }
    let colour = p.side;
    let tables: Vec<[u8; 100]> = cells(homes)
        .map(|h| distances(bit(h), p.open(), p.link()))
        .collect();
    out.sort_by_cached_key(|(m, q)| {
        let cost = if q.gate == p.gate {
            cost_with(&tables, q.pawns[k])
        } else {
            matching_cost(q, colour)
        };
        (cost, q.gate.is_some(), m.len())
    });
    out
}

/// Tiles with no cell any pawn could stand on and still reach a cell of
/// its colour in the turns its colour has after this one.
fn useless_tiles(q: &Cancelletto) -> Cells {
    let (open, link) = (q.open(), q.link());
    let turns = turns_left(q);
    let mut usable = 0;
    for k in Colour::BOTH {
        let after = if k == q.side {
            turns[k as usize].saturating_sub(1)
        } else {
            turns[k as usize]
        };
        let home = distances(q.layout.homes[k as usize] & q.present, open, link);
        for c in cells(q.pawns[k as usize]) {
            let from = distances(bit(c), open, link);
            for x in cells(open) {
                let (a, b) = (from[x as usize], home[x as usize]);
                if a != FAR && b != FAR && a as u32 + b as u32 <= after {
                    usable |= bit(x);
                }
            }
        }
    }
    let mut useless = 0;
    for slot in q.tiles() {
        if slot_cells(slot) & q.present & usable == 0 {
            useless |= slot_cells(slot);
        }
    }
    useless
}

/// The removals (with a gate laid just before, where only a gate keeps the
/// board standing) that end the turn without collapse, best first.
fn removals(q: &Cancelletto, full: bool, gap: &mut bool) -> Vec<Ending> {
    let useless = if q.gate.is_some() {
        useless_tiles(q)
    } else {
        0
    };
    let mut out = Vec::new();
    let mut gated = Vec::new();
    let mut useless_taken = false;
    for slot in q.tiles() {
        let is_useless = slot_cells(slot) & useless != 0;
        if is_useless && useless_taken {
            continue;
        }
        let mv = CancMove::Remove { slot };
        let mut next = q.clone();
        next.play_unchecked(&mv);
        match next.end() {
            Some(EndReason::CutOff(home)) if q.gate.is_none() && full => {
                gated.extend(gated_removals(q, &next, home, mv));
            }
            Some(EndReason::NoMatching(_)) if q.gate.is_none() && full => *gap = true,
            Some(EndReason::AllHome) | None => {
                useless_taken |= is_useless;
                out.push((vec![mv], next));
            }
            Some(_) => {}
        }
    }
    // Least harm to the pawns' routes first; among equals, the removal that
    // leaves the least reachable board (its cut-off tiles are free later).
    out.sort_by_cached_key(|(_, n)| {
        if n.outcome() == Some(Outcome::Solved) {
            return (0, 0);
        }
        let squatters = (n.pawns[0] & n.layout.homes[1]) | (n.pawns[1] & n.layout.homes[0]);
        let cost = matching_cost(n, Colour::Orange)
            + matching_cost(n, Colour::Blue)
            + 2 * squatters.count_ones();
        let alive = reach(n.pawns[0] | n.pawns[1], n.open(), n.link()).count_ones();
        (cost + 1, alive)
    });
    out.extend(gated);
    out
}

/// The gates that keep a removal from cutting `home` off: one end in the
/// cut-off part, the other outside it, both outer before the removal.
fn gated_removals(
    q: &Cancelletto,
    cut: &Cancelletto,
    home: Cell,
    removal: CancMove,
) -> Vec<Ending> {
    let island = reach(bit(home), cut.open(), None);
    let ends: Vec<Cell> = cells(cut.open())
        .filter(|&c| outer_side(q, c).is_some())
        .collect();
    let mut out = Vec::new();
    for &u in ends.iter().filter(|&&c| island & bit(c) != 0) {
        for &v in ends.iter().filter(|&&c| island & bit(c) == 0) {
            let Some(gate) = gate_between(q, u, v) else {
                continue;
            };
            let mut next = q.clone();
            next.play_unchecked(&gate);
            next.play_unchecked(&removal);
            if next.outcome() != Some(Outcome::Collapsed) {
                out.push((vec![gate, removal], next));
            }
        }
    }
    out
}

/// A position on the search's path, with the choices left to try there.
struct Frame {
    /// The moves that led here from the position below on the stack.
    via: Vec<CancMove>,
    position: Cancelletto,
    /// The turn's pawn configurations to try, best first.
    endings: Vec<Ending>,
    /// The configuration being tried.
    ending: usize,
    /// Its removals still to try, in reverse (the next is last).
    removals: Vec<Ending>,
}

/// What entering a position gave.
enum Entered {
    /// A win from it: these moves.
    Won(Vec<CancMove>),
    /// No win from it (already known, collapsed or bounded).
    Failed,
    /// Its choices are on the stack.
    Pushed,
}

/// Cancelletto's solver on one position, resumable: `run` works for a
/// number of turn positions and keeps what it learned (the failed positions
/// of the pass in progress), so a page can run it a slice per frame.
pub struct Solver {
    root: Cancelletto,
    pass: usize,
    failed: CappedSet<Key>,
    /// The depth-first search's path in the pass in progress; it stops
    /// between positions, so a slice costs one position's work.
    stack: Vec<Frame>,
    /// The pass in progress left a branch out (kept across slices).
    gap: bool,
    nodes: u64,
    /// Root planner rounds done (see `ROOT_TRIES`).
    rounds: usize,
    answer: Option<SolverAnswer>,
}

impl Solver {
    /// A solver for `position`, not started.
    pub fn new(position: &Cancelletto) -> Solver {
        let answer = (position.outcome() == Some(Outcome::Collapsed)).then_some(SolverAnswer {
            verdict: Verdict::Lost,
            nodes: 0,
            exhausted: true,
        });
        Solver {
            root: position.clone(),
            pass: 0,
            failed: CappedSet::new(megabytes(DEFAULT_MEMORY_MB)),
            stack: Vec::new(),
            gap: false,
            nodes: 0,
            rounds: 0,
            answer,
        }
    }

    /// Caps the memo of failed positions at `bytes` (256 MB by default);
    /// once full, the solver repeats work rather than growing.
    pub fn limit_memory(&mut self, bytes: usize) {
        self.failed.limit_memory(bytes);
    }

    /// Turn positions expanded so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The verdict once reached.
    pub fn answer(&self) -> Option<&SolverAnswer> {
        self.answer.as_ref()
    }

    /// Searches for up to `nodes` more units of work (a turn position
    /// expanded, a root planner round, or a turn's next pawn configuration
    /// with its removals); the verdict once
    /// there is one (`Unknown` only when every pass has run and one left a
    /// branch out).
    pub fn run(&mut self, nodes: u64) -> Option<&SolverAnswer> {
        let mut left = nodes;
        if self.rounds == 0 && self.answer.is_none() && !may_win(&self.root) {
            // Proved lost by the bounds: no plan to look for.
            self.rounds = ROOT_TRIES / ROOT_ROUND;
        }
        while self.answer.is_none() && left > 0 && self.rounds * ROOT_ROUND < ROOT_TRIES {
            let seed = self.rounds as u64 + 1;
            self.rounds += 1;
            self.nodes += 1;
            left -= 1;
            if let Some(plan) = route_plan(&self.root, ROOT_ROUND, seed) {
                self.answer = Some(SolverAnswer {
                    verdict: Verdict::Winnable(plan),
                    nodes: self.nodes,
                    exhausted: false,
                });
            }
        }
        while self.answer.is_none() && left > 0 {
            if self.stack.is_empty() {
                // A pass begins at the root.
                left -= 1;
                match self.enter(Vec::new(), self.root.clone()) {
                    Entered::Won(plan) => self.won(plan),
                    Entered::Failed => self.pass_over(),
                    Entered::Pushed => {}
                }
                continue;
            }
            let full = WIDTHS[self.pass].0 == usize::MAX;
            let top = self.stack.last_mut().expect("a frame");
            if let Some((via, next)) = top.removals.pop() {
                let mut moves = top.endings[top.ending].0.clone();
                moves.extend(via);
                left -= 1;
                match self.enter(moves, next) {
                    Entered::Won(rest) => {
                        let mut plan: Vec<CancMove> =
                            self.stack.iter().flat_map(|f| f.via.clone()).collect();
                        plan.extend(rest);
                        self.won(plan);
                    }
                    Entered::Failed | Entered::Pushed => {}
                }
                continue;
            }
            top.ending += 1;
            left -= 1;
            if top.ending < top.endings.len() {
                let mut ends = removals(&top.endings[top.ending].1, full, &mut self.gap);
                ends.truncate(WIDTHS[self.pass].1);
                ends.reverse();
                top.removals = ends;
                continue;
            }
            // Every choice here failed.
            let frame = self.stack.pop().expect("a frame");
            if frame.position.stepped == 0 {
                self.failed.insert(key(&frame.position));
            }
            if self.stack.is_empty() {
                self.pass_over();
            }
        }
        self.answer.as_ref()
    }

    fn won(&mut self, plan: Vec<CancMove>) {
        self.stack.clear();
        self.answer = Some(SolverAnswer {
            verdict: Verdict::Winnable(plan),
            nodes: self.nodes,
            exhausted: false,
        });
    }

    /// A pass found no win: the verdict after the last (or when the bounds
    /// prove the root lost), else the next, wider pass.
    fn pass_over(&mut self) {
        let last = self.pass + 1 == WIDTHS.len();
        if last || (self.pass == 0 && !may_win(&self.root)) {
            let gap = self.gap && last;
            self.answer = Some(SolverAnswer {
                verdict: if gap { Verdict::Unknown } else { Verdict::Lost },
                nodes: self.nodes,
                exhausted: !gap,
            });
        } else {
            self.pass += 1;
            self.failed.clear();
            self.gap = false;
        }
    }

    /// Expands a position reached by `via` (counted as one turn position):
    /// a win found without search, a failure, or its choices pushed.
    fn enter(&mut self, via: Vec<CancMove>, p: Cancelletto) -> Entered {
        match p.outcome() {
            Some(Outcome::Solved) => return Entered::Won(via),
            Some(_) => return Entered::Failed,
            None => {}
        }
        let boundary = p.stepped == 0;
        if boundary && self.failed.contains(&key(&p)) {
            return Entered::Failed;
        }
        self.nodes += 1;
        if !may_win(&p) {
            if boundary {
                self.failed.insert(key(&p));
            }
            return Entered::Failed;
        }
        let plan = quick_plan_with_gates(&p, 3).or_else(|| route_plan(&p, NODE_TRIES, 0));
        if let Some(plan) = plan {
            let mut moves = via;
            moves.extend(plan);
            return Entered::Won(moves);
        }
        let width = WIDTHS[self.pass];
        let full = width.0 == usize::MAX;
        let mut endings = turn_endings(&p, full, &mut self.gap);
        endings.truncate(width.0);
        if let Some((steps, _)) = endings
            .iter()
            .find(|(_, e)| e.outcome() == Some(Outcome::Solved))
        {
            let mut moves = via;
            moves.extend(steps.iter().copied());
            return Entered::Won(moves);
        }
        let mut removals_first = match endings.first() {
            Some((_, e)) => removals(e, full, &mut self.gap),
            None => Vec::new(),
        };
        removals_first.truncate(width.1);
        removals_first.reverse();
        self.stack.push(Frame {
            via,
            position: p,
            endings,
            ending: 0,
            removals: removals_first,
        });
        Entered::Pushed
    }

    /// The answer so far: the verdict, or `Unknown` while there is none.
    pub fn answer_so_far(&self) -> SolverAnswer {
        self.answer.clone().unwrap_or(SolverAnswer {
            verdict: Verdict::Unknown,
            nodes: self.nodes,
            exhausted: false,
        })
    }
}

/// Whether the position can still be won, within `node_budget` turn
/// positions: `Winnable` with the moves of a winning plan, `Lost` when
/// proved, else `Unknown`.
pub fn solve(position: &Cancelletto, node_budget: u64) -> SolverAnswer {
    let mut solver = Solver::new(position);
    solver.run(node_budget);
    solver.answer_so_far()
}

/// As `solve`, also stopping (with `Unknown`) as soon as `stop` says so; it
/// is asked between slices of a few turn positions (the command line passes
/// a clock, tests never do).
pub fn solve_until(
    position: &Cancelletto,
    node_budget: u64,
    mut stop: impl FnMut() -> bool,
) -> SolverAnswer {
    const SLICE: u64 = 4;
    let mut solver = Solver::new(position);
    while solver.answer().is_none() && solver.nodes() < node_budget && !stop() {
        solver.run(SLICE.min(node_budget - solver.nodes()));
    }
    solver.answer_so_far()
}

/// The moves of a good turn for the side to move (through its removal, or
/// to the win): the first turn of a winning plan when the solver finds one
/// within `node_budget`, else a careful turn (pawns nearer home, a removal
/// that keeps the board alive if there is one). Empty when the game is over.
pub fn suggest_turn(position: &Cancelletto, node_budget: u64) -> (Vec<CancMove>, SolverAnswer) {
    let answer = solve(position, node_budget);
    (turn_for(position, &answer), answer)
}

/// The turn to play given the solver's answer on `position`: the first
/// turn of its plan, else a careful turn.
pub fn turn_for(position: &Cancelletto, answer: &SolverAnswer) -> Vec<CancMove> {
    match &answer.verdict {
        Verdict::Winnable(plan) => first_turn(plan),
        _ => careful_turn(position),
    }
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
    let endings = turn_endings(position, false, &mut false);
    for (steps, ending) in &endings {
        if ending.outcome() == Some(Outcome::Solved) {
            return steps.clone();
        }
        if let Some((removal, _)) = removals(ending, false, &mut false).into_iter().next() {
            let mut turn = steps.clone();
            turn.extend(removal);
            return turn;
        }
    }
    let slot = position
        .tiles()
        .find(|&s| s != HOLE_SLOT)
        .expect("a live position has a tile to remove");
    vec![CancMove::Remove { slot }]
}
