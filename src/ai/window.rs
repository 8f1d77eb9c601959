//! What the two alpha-beta searches share, the computer's own
//! (`alphabeta`) and the `ab-centre` yardstick (`centre`): a node's window
//! and best child, a finished game's score, and the best move to answer
//! with while an iteration runs. Each search keeps its own frames and its
//! own win score; these pieces take the win score as an argument.

use crate::game::{Outcome, Seat};

/// A node's alpha-beta bounds and its best child so far, scored from the
/// root seat's view: the root seat maximises, the others minimise.
pub(super) struct Window {
    pub(super) alpha: i32,
    pub(super) beta: i32,
    /// The best value backed up so far, or one beyond the worst (`win + 1`
    /// away) before any.
    pub(super) best: i32,
    /// Which child (an index into the node's moves) scored `best`.
    pub(super) best_index: Option<usize>,
    pub(super) maximizing: bool,
}

impl Window {
    /// A node searched within `alpha..beta` by the root seat
    /// (`maximizing`) or another, with wins scored up to `win`.
    #[inline]
    pub(super) fn new(alpha: i32, beta: i32, maximizing: bool, win: i32) -> Window {
        Window {
            alpha,
            beta,
            best: if maximizing { -win - 1 } else { win + 1 },
            best_index: None,
            maximizing,
        }
    }

    /// The root's window: every score possible, the root seat to move.
    pub(super) fn root(win: i32) -> Window {
        Window::new(-win - 1, win + 1, true, win)
    }

    /// Whether the node's other children may still change its value.
    #[inline]
    pub(super) fn is_open(&self) -> bool {
        self.alpha < self.beta
    }

    /// Backs up child `index`'s `value`: it becomes the best if it beats
    /// the best so far for the side to move, and narrows the bounds.
    /// Returns whether it became the best.
    #[inline]
    pub(super) fn take(&mut self, index: usize, value: i32) -> bool {
        let better = if self.maximizing {
            value > self.best
        } else {
            value < self.best
        };
        if better {
            self.best = value;
            self.best_index = Some(index);
        }
        if self.maximizing {
            self.alpha = self.alpha.max(value);
        } else {
            self.beta = self.beta.min(value);
        }
        better
    }
}

/// A finished game's score `ply` plies below the root, for root seat `me`:
/// `win - ply` for a win (quick wins first), `-win + ply` for a loss (slow
/// losses first), 0 for a draw.
#[inline]
pub(super) fn terminal_score(outcome: Outcome, me: Seat, win: i32, ply: i32) -> i32 {
    match outcome {
        Outcome::Win(seat) if seat == me => win - ply,
        Outcome::Win(_) | Outcome::Collapsed => -win + ply,
        Outcome::Solved => win - ply,
        Outcome::Draw => 0,
    }
}

/// The move to answer with now: the running iteration's best once it has
/// searched a move (`running`, an index into `root_moves`; the last
/// iteration's best is searched first), else the last finished
/// iteration's (`finished`), else the first move.
pub(super) fn best_so_far<M: Clone>(
    running: Option<usize>,
    root_moves: &[M],
    finished: Option<&(M, i32)>,
) -> Option<M> {
    if let Some(index) = running {
        return Some(root_moves[index].clone());
    }
    finished
        .map(|(mv, _)| mv.clone())
        .or_else(|| root_moves.first().cloned())
}
