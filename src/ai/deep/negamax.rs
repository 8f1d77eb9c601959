//! The search itself: principal-variation negamax. The first move at a
//! node is searched with the full window, the others with a null window
//! that only asks "better than the best so far?", searched again in full
//! when the answer is yes; with good ordering that is rare, and the null
//! windows cut far more.

use super::super::alphabeta::WIN;
use super::super::strategy::EVAL_LIMIT;
use super::table::Bound;
use super::{ended, DeepGame, DeepSearch};

/// The step's node budget ran out: the iteration is abandoned, to be
/// started again by the next step.
#[derive(Debug)]
pub(super) struct Stopped;

/// The depth a null move's search drops beyond the ply itself.
fn null_reduction(depth: u32) -> u32 {
    if depth > 6 {
        3
    } else {
        2
    }
}

/// A score as the table keeps it: a sure result counted from the node, not
/// the root, so it reads right wherever the position turns up again.
fn to_table(score: i32, ply: u32) -> i32 {
    if score > EVAL_LIMIT {
        score + ply as i32
    } else if score < -EVAL_LIMIT {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score read back at `ply`.
fn from_table(score: i32, ply: u32) -> i32 {
    if score > EVAL_LIMIT {
        score - ply as i32
    } else if score < -EVAL_LIMIT {
        score + ply as i32
    } else {
        score
    }
}

impl<G: DeepGame> DeepSearch<G> {
    /// Runs the iteration at `self.depth` over the root's moves; returns
    /// the best move's index and its score, or `Stopped` when the step's
    /// nodes ran out first.
    pub(super) fn search_root(&mut self) -> Result<(usize, i32), Stopped> {
        let depth = self.depth;
        let mover = self.root.to_move();
        let (mut alpha, beta) = (-WIN - 1, WIN + 1);
        let mut best = 0;
        for index in 0..self.root_moves.len() {
            let mut child = self.root.clone();
            child.play_unchecked(&self.root_moves[index]);
            let score = match child.outcome() {
                Some(outcome) => ended(outcome, mover, 1),
                None if index == 0 => -self.negamax(&child, depth - 1, 1, -beta, -alpha, true)?,
                None => {
                    let probe = -self.negamax(&child, depth - 1, 1, -alpha - 1, -alpha, true)?;
                    if probe > alpha {
                        -self.negamax(&child, depth - 1, 1, -beta, -alpha, true)?
                    } else {
                        probe
                    }
                }
            };
            self.root_scores[index] = score;
            if index == 0 || score > alpha {
                alpha = score;
                best = index;
                if index > 0 {
                    self.running = Some((index, score));
                }
            }
        }
        Ok((best, alpha))
    }

    /// The value of `position` for its side to move, searched `depth` plies
    /// within `alpha..beta`, `ply` plies below the root. `position` is not
    /// over. `null_ok`: whether a null move may be tried here (not twice in a row).
    fn negamax(
        &mut self,
        position: &G,
        depth: u32,
        ply: u32,
        mut alpha: i32,
        beta: i32,
        null_ok: bool,
    ) -> Result<i32, Stopped> {
        self.nodes += 1;
        if self.nodes >= self.limit {
            return Err(Stopped);
        }
        if depth == 0 {
            return Ok(self.horizon(position, ply, alpha, beta));
        }
        let key = position.key();
        let mut table_move = None;
        if let Some(found) = self.table.probe(key) {
            table_move = found.best;
            if found.depth >= depth {
                let score = from_table(found.score, ply);
                let settles = match found.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if settles {
                    return Ok(score);
                }
            }
        }
        let null_window = beta - alpha == 1;
        if self.shortcuts && null_ok && null_window && depth >= 3 && beta.abs() < EVAL_LIMIT {
            if let Some(score) = self.null_move(position, depth, ply, beta)? {
                return Ok(score);
            }
        }
        let mover = position.to_move();
        let moves = self.ordered_moves(position, ply as usize, table_move);
        let alpha_before = alpha;
        let (mut best, mut best_move) = (-WIN - 1, None);
        for (tried, (_, index, mv)) in moves.iter().enumerate() {
            let mut child = position.clone();
            child.play_unchecked(mv);
            let score = match child.outcome() {
                Some(outcome) => ended(outcome, mover, ply + 1),
                None if tried == 0 => {
                    -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, true)?
                }
                None => {
                    let probe =
                        -self.negamax(&child, depth - 1, ply + 1, -alpha - 1, -alpha, true)?;
                    if probe > alpha && probe < beta {
                        -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, true)?
                    } else {
                        probe
                    }
                }
            };
            if score > best {
                best = score;
                best_move = Some(*index);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        self.order.cut(*index, ply as usize, depth);
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_before {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table
            .store(key, depth, bound, to_table(best, ply), best_move);
        self.move_lists[ply as usize] = moves;
        Ok(best)
    }

    /// `position`'s legal moves with their ranks and indices, best first, in the list
    /// kept for `ply` (a node's list goes back there when the node is done,
    /// so the search allocates none once it has been that deep).
    fn ordered_moves(
        &mut self,
        position: &G,
        ply: usize,
        table_move: Option<usize>,
    ) -> Vec<(u64, usize, G::Move)> {
        let mut listed = std::mem::take(&mut self.listed);
        position.legal_moves(&mut listed);
        if self.move_lists.len() <= ply {
            self.move_lists.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        moves.clear();
        moves.extend(listed.drain(..).map(|mv| (0, G::move_index(&mv), mv)));
        self.listed = listed;
        self.order.sort(&mut moves, ply, table_move);
        moves
    }

    /// A horizon node's value for the side to move: a win next move if it
    /// has one, else the game's judgement (lazy unless shortcuts are off).
    fn horizon(&self, position: &G, ply: u32, alpha: i32, beta: i32) -> i32 {
        if position.wins_at_once() {
            return WIN - (ply as i32 + 1);
        }
        let judged = if self.shortcuts {
            position.judge_in_window(alpha, beta)
        } else {
            position.judge()
        };
        judged.clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// Null-move pruning: if handing the opponent a free move still leaves
    /// the side to move at `beta` or more by a shallower search, a real
    /// move will too, and the node is cut (`Some(beta)`).
    fn null_move(
        &mut self,
        position: &G,
        depth: u32,
        ply: u32,
        beta: i32,
    ) -> Result<Option<i32>, Stopped> {
        let Some(null) = position.null_move() else {
            return Ok(None);
        };
        if position.judge_in_window(beta - 1, beta) < beta {
            return Ok(None);
        }
        let mut child = position.clone();
        child.play_unchecked(&null);
        if child.outcome().is_some() {
            return Ok(None);
        }
        let reduced = depth.saturating_sub(1 + null_reduction(depth));
        let score = -self.negamax(&child, reduced, ply + 1, -beta, -beta + 1, false)?;
        Ok((score >= beta).then_some(beta))
    }
}
