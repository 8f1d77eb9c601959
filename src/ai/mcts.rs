//! Monte Carlo tree search (UCT) for any game and any number of seats.
//!
//! Each node keeps the reward of the seat that moved into it, so a seat
//! always picks what is best for itself (four-player Quoridor) and a
//! cooperative game's shared reward makes every seat a partner. Games with
//! an evaluation cut their playouts after a few plies and score the
//! position (Porta's random games run to thousands of plies); the others
//! play out to the end, with a cap that scores an endless game as even.

use super::memory::{grown_capacity, megabytes, DEFAULT_MEMORY_MB};
use super::reward::{estimate_reward, outcome_reward, Reward};
use super::strategy::Strategy;
use crate::game::Outcome;
use crate::rng::Rng;

/// Random plies before an evaluating game's playout is scored.
const EVALUATED_PLAYOUT: u32 = 6;
/// Random plies after which any playout is stopped and scored.
const PLAYOUT_CAP: u32 = 400;
/// The exploration constant of UCT for rewards in `0..=1`.
const EXPLORATION: f32 = 0.8;
/// A node's children are created on its second visit, which keeps the
/// tree to the positions worth remembering.
const EXPAND_AFTER: u32 = 1;

struct Node<M> {
    mv: Option<M>,
    mover: u8,
    first_child: u32,
    child_count: u32,
    expanded: bool,
    visits: u32,
    reward: f32,
}

impl<M> Node<M> {
    /// A child not yet visited nor expanded, reached by `mv` of `mover`:
    /// what the root's and every expanded node's moves start as.
    #[inline]
    fn leaf(mv: M, mover: u8) -> Node<M> {
        Node {
            mv: Some(mv),
            mover,
            first_child: 0,
            child_count: 0,
            expanded: false,
            visits: 0,
            reward: 0.0,
        }
    }
}

/// A resumable search tree from one position.
pub(crate) struct Mcts<G: Strategy> {
    root: G,
    nodes: Vec<Node<G::Move>>,
    rng: Rng,
    seats: usize,
    evaluates: bool,
    /// The `mcts60k` yardstick: playouts to the end (or the cap, scored
    /// even), never the game's evaluation.
    plain: bool,
    path: Vec<u32>,
    moves: Vec<G::Move>,
    iterations: u64,
    /// The bytes the node table may take; once full, leaves stay leaves.
    memory: usize,
}

impl<G: Strategy> Mcts<G> {
    /// Searches `root` over `moves` only (the root check's candidates).
    pub(crate) fn new(root: &G, moves: Vec<G::Move>, seed: u64) -> Mcts<G> {
        let mover = root.to_move().0;
        let mut nodes = vec![Node {
            mv: None,
            mover: 0,
            first_child: 1,
            child_count: moves.len() as u32,
            expanded: true,
            visits: 0,
            reward: 0.0,
        }];
        nodes.extend(moves.into_iter().map(|mv| Node::leaf(mv, mover)));
        Mcts {
            evaluates: root.evaluate(root.to_move()).is_some(),
            plain: false,
            seats: root.seat_count(),
            root: root.clone(),
            nodes,
            rng: Rng::new(seed),
            path: Vec::new(),
            moves: Vec::new(),
            iterations: 0,
            memory: megabytes(DEFAULT_MEMORY_MB),
        }
    }

    /// The plain UCT of the public programs our levels are measured
    /// against: every legal move at the root and random playouts to the
    /// end, however the game could evaluate a position.
    pub(crate) fn plain(root: &G, seed: u64) -> Mcts<G> {
        let mut moves = Vec::new();
        root.legal_moves(&mut moves);
        let mut mcts = Mcts::new(root, moves, seed);
        mcts.evaluates = false;
        mcts.plain = true;
        mcts
    }

    /// Caps the node table at `bytes`; the root and its children always stay.
    pub(crate) fn limit_memory(&mut self, bytes: usize) {
        self.memory = bytes;
    }

    /// The bytes the node table holds: its capacity times a node's size
    /// (moves are plain data, so a node owns no heap).
    pub(crate) fn memory_used(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node<G::Move>>()
    }

    /// Playouts so far.
    pub(crate) fn iterations(&self) -> u64 {
        self.iterations
    }

    /// The most visited root move (the most robust choice), ties to the better mean.
    pub(crate) fn best(&self) -> Option<G::Move> {
        self.most_visited(0)
            .and_then(|index| self.nodes[index].mv.clone())
    }

    /// The most visited child of `node`, ties to the better mean; `None`
    /// for a node without children.
    fn most_visited(&self, node: usize) -> Option<usize> {
        let parent = &self.nodes[node];
        let children =
            parent.first_child as usize..(parent.first_child + parent.child_count) as usize;
        children.max_by(|&a, &b| {
            let (a, b) = (&self.nodes[a], &self.nodes[b]);
            (a.visits, mean(a))
                .partial_cmp(&(b.visits, mean(b)))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
    }

    /// What an analysis shows of the tree: the most visited line from the
    /// root (its full length, and its first `moves` moves), and the mean
    /// reward of its first move for the seat to move, in `0..=1`; `None`
    /// before any playout.
    pub(crate) fn report(&self, moves: usize) -> Option<(u32, f32, Vec<G::Move>)> {
        let first = self.most_visited(0)?;
        if self.nodes[first].visits == 0 {
            return None;
        }
        let value = mean(&self.nodes[first]);
        let mut line = Vec::new();
        let mut length = 0;
        let mut next = Some(first);
        while let Some(index) = next.filter(|&i| self.nodes[i].visits > 0) {
            length += 1;
            if line.len() < moves {
                line.extend(self.nodes[index].mv.clone());
            }
            next = self.most_visited(index);
        }
        Some((length, value, line))
    }

    /// Runs playouts until about `work` positions have been played; returns the work used.
    pub(crate) fn step(&mut self, work: u64) -> u64 {
        let mut used = 0;
        if self.nodes[0].child_count == 0 {
            return 0;
        }
        while used < work {
            used += self.iterate();
        }
        used
    }

    fn iterate(&mut self) -> u64 {
        let mut position = self.root.clone();
        let mut node = 0usize;
        let mut used = 1;
        self.path.clear();
        self.path.push(0);
        loop {
            let current = &self.nodes[node];
            if !current.expanded {
                if current.visits < EXPAND_AFTER || position.outcome().is_some() {
                    break;
                }
                if !self.expand(node, &position) {
                    // The table is full: this leaf is sampled by playouts
                    // from here on, and the tree above keeps learning.
                    break;
                }
                used += generation_cost(self.nodes[node].child_count as usize);
            }
            if self.nodes[node].child_count == 0 {
                break;
            }
            node = self.select(node);
            if let Some(mv) = &self.nodes[node].mv {
                position.play_unchecked(mv);
            }
            used += 1;
            self.path.push(node as u32);
        }
        let reward = self.playout(&mut position, &mut used);
        for &index in &self.path {
            let node = &mut self.nodes[index as usize];
            node.visits += 1;
            node.reward += reward[node.mover as usize];
        }
        self.iterations += 1;
        used
    }

    /// Adds `node`'s children; returns false, adding none, when they would
    /// not fit in the memory cap.
    fn expand(&mut self, node: usize, position: &G) -> bool {
        position.legal_moves(&mut self.moves);
        let Some(capacity) = grown_capacity(
            self.nodes.capacity(),
            self.nodes.len(),
            self.moves.len(),
            std::mem::size_of::<Node<G::Move>>(),
            self.memory,
        ) else {
            self.moves.clear();
            return false;
        };
        self.nodes.reserve_exact(capacity - self.nodes.len());
        let mover = position.to_move().0;
        let first = self.nodes.len() as u32;
        let count = self.moves.len() as u32;
        self.nodes
            .extend(self.moves.drain(..).map(|mv| Node::leaf(mv, mover)));
        let parent = &mut self.nodes[node];
        parent.first_child = first;
        parent.child_count = count;
        parent.expanded = true;
        true
    }

    /// UCT: an unvisited child first (from a random start, so sorted move
    /// lists do not bias the search), else the best upper confidence bound.
    fn select(&mut self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let (first, count) = (parent.first_child as usize, parent.child_count as usize);
        let log_visits = (parent.visits.max(1) as f32).ln();
        let offset = self.rng.below(count);
        let mut best = first;
        let mut best_value = f32::NEG_INFINITY;
        for k in 0..count {
            let index = first + (offset + k) % count;
            let child = &self.nodes[index];
            if child.visits == 0 {
                return index;
            }
            let value = mean(child) + EXPLORATION * (log_visits / child.visits as f32).sqrt();
            if value > best_value {
                best_value = value;
                best = index;
            }
        }
        best
    }

    /// A playout that stopped before the game's end: the game's estimate,
    /// or for the plain yardstick, which knows no estimate, a draw.
    fn unfinished_reward(&self, position: &G) -> Reward {
        if self.plain {
            outcome_reward(Outcome::Draw, self.seats)
        } else {
            estimate_reward(position)
        }
    }

    fn playout(&mut self, position: &mut G, used: &mut u64) -> Reward {
        let cap = if self.evaluates {
            EVALUATED_PLAYOUT
        } else {
            PLAYOUT_CAP
        };
        let mut plies = 0;
        loop {
            if let Some(outcome) = position.outcome() {
                return outcome_reward(outcome, self.seats);
            }
            if plies >= cap {
                return self.unfinished_reward(position);
            }
            position.legal_moves(&mut self.moves);
            if self.moves.is_empty() {
                return self.unfinished_reward(position);
            }
            let pick = self.rng.below(self.moves.len());
            position.play_unchecked(&self.moves[pick]);
            plies += 1;
            *used += 1 + generation_cost(self.moves.len());
        }
    }
}

/// The work of listing `moves` legal moves, in positions played through:
/// games whose moves are many and costly to list (Gyges' bounce paths)
/// then get fewer playouts for a level's budget, which keeps a level's
/// time per move alike across games.
pub(crate) fn generation_cost(moves: usize) -> u64 {
    moves as u64 / 4
}

fn mean<M>(node: &Node<M>) -> f32 {
    if node.visits == 0 {
        0.0
    } else {
        node.reward / node.visits as f32
    }
}
