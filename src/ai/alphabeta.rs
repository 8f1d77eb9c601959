//! Alpha-beta with iterative deepening, on an explicit stack so that the
//! search can stop after any node and resume later (browser slices).
//!
//! Scores are from the root seat's view: it maximises at its own turns and
//! minimises at the others', which also covers games whose turns do not
//! strictly alternate. Children are ordered by their static evaluation two
//! or more plies from the horizon, and the root moves by the last
//! iteration's scores, so the previous best is always searched first and a
//! half-finished iteration can still improve the answer.

use super::analysis::{Score, LINE_MOVES};
use super::level::Strength;
use super::mcts::generation_cost;
use super::strategy::Strategy;
use super::strategy::EVAL_LIMIT;
use super::window::{best_so_far, terminal_score, Window};
use crate::game::{Outcome, Seat};

/// The score of a win at the root; a win `n` plies away scores `WIN - n`,
/// so the search prefers quick wins and slow losses.
pub(super) const WIN: i32 = EVAL_LIMIT + 1_000;
/// Deeper than any iteration gets within a move's budget.
const MAX_DEPTH: u32 = 64;

struct Frame<G: Strategy> {
    position: G,
    moves: Vec<G::Move>,
    /// The children's static scores while the moves are being ordered,
    /// one per unit of work (a Gyges evaluation lists two sides' moves, so
    /// ordering hundreds of children at once would hold the page);
    /// `None` once ordered, or when the frame is too shallow to order.
    ordering: Option<Vec<i32>>,
    next: usize,
    depth: u32,
    /// Whether a ply on the way here was free (see `step`): one per path.
    extended: bool,
    window: Window,
    /// The best line from here as far as it is known: the best move, then
    /// its child's line (a triangular table kept one row a frame), cut at
    /// `LINE_MOVES`, which is all an analysis shows.
    line: Vec<G::Move>,
}

/// A resumable iterative-deepening alpha-beta search from one position.
pub(crate) struct AlphaBeta<G: Strategy> {
    root: G,
    me: Seat,
    /// The level searching, which the game may narrow by (`Game::search_moves`).
    strength: Strength,
    root_moves: Vec<G::Move>,
    root_scores: Vec<i32>,
    depth: u32,
    frames: Vec<Frame<G>>,
    best: Option<(G::Move, i32)>,
    /// The best line of the last finished iteration.
    line: Vec<G::Move>,
    /// The lines of popped frames, emptied, for the next frames to fill:
    /// a line a node allocated anew cost hard about 5% of its speed.
    spare_lines: Vec<Vec<G::Move>>,
    finished: bool,
}

impl<G: Strategy> AlphaBeta<G> {
    /// Searches `root` over `moves` only (the root check's candidates) at `strength`.
    pub(crate) fn new(root: &G, moves: Vec<G::Move>, strength: Strength) -> AlphaBeta<G> {
        let mut search = AlphaBeta {
            root: root.clone(),
            me: root.to_move(),
            strength,
            root_scores: vec![0; moves.len()],
            root_moves: moves,
            depth: 1,
            frames: Vec::new(),
            best: None,
            line: Vec::new(),
            spare_lines: Vec::new(),
            finished: false,
        };
        search.start_iteration();
        search
    }

    /// Whether the result is sure (a forced win or loss) or the depth limit was reached.
    pub(crate) fn is_finished(&self) -> bool {
        self.finished
    }

    /// The deepest fully searched depth.
    pub(crate) fn completed_depth(&self) -> u32 {
        self.depth - 1
    }

    /// The best move so far: the root's best of the running iteration once
    /// it has searched one move (the previous best, searched first), else
    /// the last finished iteration's.
    pub(crate) fn best(&self) -> Option<G::Move> {
        let running = self.frames.first().and_then(|root| root.window.best_index);
        best_so_far(running, &self.root_moves, self.best.as_ref())
    }

    /// The score of the last finished iteration, from the root seat's view.
    pub(crate) fn score(&self) -> Option<i32> {
        self.best.as_ref().map(|(_, score)| *score)
    }

    /// What the search would report now, from the root seat's view: the
    /// depth, the score and the best line of the last finished iteration,
    /// or of the running one once it has found a better move than that
    /// (the previous best is searched first, so a later move's score there
    /// is exact); `None` before the first iteration ends.
    pub(crate) fn report(&self) -> Option<(u32, i32, &[G::Move])> {
        let (_, score) = self.best.as_ref()?;
        if let Some(root) = self.frames.first() {
            if root.window.best_index.is_some_and(|index| index > 0) {
                return Some((self.depth, root.window.best, &root.line));
            }
        }
        Some((self.completed_depth(), *score, &self.line))
    }

    /// Searches until about `work` positions have been played; returns the work used.
    pub(crate) fn step(&mut self, work: u64) -> u64 {
        let mut used = 0;
        while used < work && !self.finished {
            let top = self.frames.len() - 1;
            if self.frames[top].ordering.is_some() {
                used += self.order_one(top);
                continue;
            }
            let frame = &mut self.frames[top];
            if frame.next < frame.moves.len() && frame.window.is_open() {
                let index = frame.next;
                frame.next += 1;
                let mut child = frame.position.clone();
                child.play_unchecked(&frame.moves[index]);
                used += 1;
                // A ply after which the same seat moves again (Porta's
                // relocation, then the relocator's own move) is half a turn:
                // once per path it costs no depth, so that a closing and its
                // answer are seen as deep as a quiet move and its reply.
                // Without it a closing at the horizon was scored before the
                // opponent could spoil it, and medium relocated the scorer's
                // man where it scored again two moves later.
                let free = !frame.extended && child.to_move() == frame.position.to_move();
                let remaining = if free { frame.depth } else { frame.depth - 1 };
                let extended = frame.extended || free;
                let (alpha, beta) = (frame.window.alpha, frame.window.beta);
                let ply = self.frames.len() as i32;
                if let Some(outcome) = child.outcome() {
                    self.back_up(self.terminal(outcome, ply), &[]);
                } else if remaining == 0 {
                    self.back_up(self.static_score(&child), &[]);
                } else {
                    let maximizing = child.to_move() == self.me;
                    let mut moves = Vec::new();
                    child.legal_moves(&mut moves);
                    used += generation_cost(moves.len());
                    // Below the root, only the moves the game finds worth
                    // searching; all of them should it keep none.
                    child.search_moves(self.strength, &mut moves);
                    if moves.is_empty() {
                        child.legal_moves(&mut moves);
                    }
                    // Ordering pays when the subtree is deep enough to repay a look at
                    // every child, or when only the best few children are searched.
                    let narrowed = child.search_breadth().is_some();
                    let ordering =
                        (remaining >= 2 || narrowed).then(|| Vec::with_capacity(moves.len()));
                    self.frames.push(Frame {
                        position: child,
                        moves,
                        ordering,
                        next: 0,
                        depth: remaining,
                        extended,
                        window: Window::new(alpha, beta, maximizing, WIN),
                        line: self.spare_lines.pop().unwrap_or_default(),
                    });
                }
            } else {
                let done = self.frames.pop().expect("a frame is on the stack");
                if self.frames.is_empty() {
                    self.finish_iteration(done);
                } else {
                    self.back_up(done.window.best, &done.line);
                    let mut line = done.line;
                    line.clear();
                    self.spare_lines.push(line);
                }
            }
        }
        used
    }

    fn start_iteration(&mut self) {
        if self.root_moves.is_empty() {
            self.finished = true;
            return;
        }
        self.frames.push(Frame {
            position: self.root.clone(),
            moves: self.root_moves.clone(),
            ordering: None,
            next: 0,
            depth: self.depth,
            extended: false,
            window: Window::root(WIN),
            line: Vec::new(),
        });
    }

    fn finish_iteration(&mut self, root: Frame<G>) {
        let index = root.window.best_index.unwrap_or(0);
        self.best = Some((self.root_moves[index].clone(), root.window.best));
        self.line = root.line;
        let scores: Vec<i32> = self
            .root_scores
            .iter()
            .enumerate()
            .map(|(i, s)| if i == index { WIN + 2 } else { *s })
            .collect();
        let negated: Vec<i32> = scores.iter().map(|s| -s).collect();
        let order = ascending_order(&negated);
        // Expert keeps, of a root of a great many alike moves (Porta's
        // relocations), only the best few after its first iteration, as
        // alpha-beta does below the root, so they are searched as deep as
        // its other moves.
        let kept = match self.root.search_breadth() {
            Some(breadth) if self.depth == 1 && self.strength.is_timed() => breadth.max(1),
            _ => order.len(),
        };
        let order = &order[..kept.min(order.len())];
        self.root_moves = order.iter().map(|&i| self.root_moves[i].clone()).collect();
        self.root_scores = order.iter().map(|&i| scores[i]).collect();
        self.depth += 1;
        if root.window.best.abs() > EVAL_LIMIT || self.depth > MAX_DEPTH {
            self.finished = true;
        } else {
            self.start_iteration();
        }
    }

    /// Passes a child's value and best line to the frame on top of the stack.
    fn back_up(&mut self, value: i32, child_line: &[G::Move]) {
        let at_root = self.frames.len() == 1;
        let frame = self.frames.last_mut().expect("a frame is on the stack");
        let index = frame.next - 1;
        if at_root {
            self.root_scores[index] = value;
        }
        if frame.window.take(index, value) {
            frame.line.clear();
            frame.line.push(frame.moves[index].clone());
            let kept = child_line.len().min(LINE_MOVES - 1);
            frame.line.extend_from_slice(&child_line[..kept]);
        }
    }

    fn terminal(&self, outcome: Outcome, ply: i32) -> i32 {
        terminal_score(outcome, self.me, WIN, ply)
    }

    fn static_score(&self, position: &G) -> i32 {
        position
            .evaluate_at(self.me, self.strength)
            .unwrap_or(0)
            .clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// Scores the next child of frame `top` for ordering; once all are
    /// scored, sorts them best first for the side to move. Returns the work.
    fn order_one(&mut self, top: usize) -> u64 {
        let frame = &self.frames[top];
        let scores = frame.ordering.as_ref().expect("the frame is being ordered");
        if let Some(mv) = frame.moves.get(scores.len()) {
            let mut child = frame.position.clone();
            child.play_unchecked(mv);
            let score = match child.outcome() {
                Some(outcome) => self.terminal(outcome, 0),
                None => self.static_score(&child),
            };
            let key = if frame.window.maximizing {
                -score
            } else {
                score
            };
            if let Some(scores) = self.frames[top].ordering.as_mut() {
                scores.push(key);
            }
            return 1;
        }
        let frame = &mut self.frames[top];
        let scores = frame.ordering.take().unwrap_or_default();
        let moves = std::mem::take(&mut frame.moves);
        let breadth = frame.position.search_breadth().unwrap_or(usize::MAX);
        frame.moves = ascending_order(&scores)
            .into_iter()
            .take(breadth.max(1))
            .filter_map(|i| moves.get(i).cloned())
            .collect();
        0
    }
}

/// A root score as an analysis shows it: beyond `EVAL_LIMIT` a sure
/// result, `terminal`'s distance from `WIN` being the plies to the end.
pub(crate) fn score_of(value: i32) -> Score {
    if value > EVAL_LIMIT {
        Score::Win(WIN.saturating_sub(value).max(0) as u32)
    } else if value < -EVAL_LIMIT {
        Score::Loss(WIN.saturating_add(value).max(0) as u32)
    } else {
        Score::Points(value)
    }
}

/// The indices of `keys` from the smallest key up, equal keys in their
/// original order. It is not generic over the game on purpose: one sort
/// compiled for all nine games instead of one per game and call site, which
/// cost the wasm about 150 KB.
fn ascending_order(keys: &[i32]) -> Vec<usize> {
    let mut order: Vec<(i32, usize)> = keys.iter().copied().zip(0..).collect();
    order.sort_unstable();
    order.into_iter().map(|(_, i)| i).collect()
}

#[cfg(test)]
mod tests {
    use super::AlphaBeta;
    use crate::ai::{Strategy, Strength};
    use crate::game::Game;
    use crate::games::porta::Porta;

    /// Expert's deeper iterations weigh only the best dozen of a
    /// relocation's hundred answers, as the search does below the root, so
    /// they reach the depth its other moves do; hard, whose moves must
    /// repeat as they always have, keeps weighing them all.
    #[test]
    fn a_timed_search_narrows_a_relocating_root_after_its_first_iteration() {
        // Black just closed a2-a3-a4; White relocates one of the three men.
        let text = "7w/8/8/8/b7/b7/b7/8 w 0,0 0-1 1:a2a3a4 0 40";
        let position: Porta = crate::ai::position(text);
        let moves = position.moves();
        let breadth = position.search_breadth().expect("a relocation is narrowed");
        assert!(moves.len() > breadth);
        for (strength, kept) in [(Strength::Expert, breadth), (Strength::Hard, moves.len())] {
            let mut search = AlphaBeta::new(&position, moves.clone(), strength);
            while search.completed_depth() < 1 && !search.is_finished() {
                search.step(1);
            }
            assert_eq!(search.completed_depth(), 1, "{strength:?}");
            assert_eq!(search.root_moves.len(), kept, "{strength:?}");
            assert_eq!(search.root_scores.len(), kept, "{strength:?}");
        }
    }
}
