//! The root check in front of every search: a win in one is taken at once,
//! and a move that lets the next player win at once is set aside while a
//! safer one exists. This is what keeps the weakest level sensible, and it
//! spares the searches from spending their budget on the obvious.

use super::reward::{loses_for, wins_for};
use super::strategy::Strategy;
use crate::game::Seat;

/// The check's answer once every root move has been looked at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// This root move wins on the spot.
    Win(usize),
    /// The root moves worth searching (all of them if none is safe).
    Candidates(Vec<usize>),
}

/// A resumable walk over the root moves and their replies; it can stop
/// between any two positions, so a root with thousands of replies (Gyges)
/// never holds the page for long.
pub(crate) struct Tactics<G: Strategy> {
    root: G,
    moves: Vec<G::Move>,
    me: Seat,
    next: usize,
    safe: Vec<usize>,
    win: Option<usize>,
    /// The root move whose replies are being looked at, after it is played.
    open: Option<(usize, G)>,
    replies: Vec<G::Move>,
    next_reply: usize,
}

impl<G: Strategy> Tactics<G> {
    /// Starts the check of `moves`, the legal moves of `root`.
    pub(crate) fn new(root: &G, moves: Vec<G::Move>) -> Tactics<G> {
        Tactics {
            me: root.to_move(),
            root: root.clone(),
            moves,
            next: 0,
            safe: Vec::new(),
            win: None,
            open: None,
            replies: Vec::new(),
            next_reply: 0,
        }
    }

    /// Looks at root moves and replies until about `work` positions have
    /// been played; returns the work used.
    pub(crate) fn step(&mut self, work: u64) -> u64 {
        let mut used = 0;
        while used < work && !self.is_done() {
            used += match self.open.take() {
                Some((index, child)) => self.look_at_replies(index, child, work - used),
                None => {
                    let index = self.next;
                    self.next += 1;
                    self.open_move(index)
                }
            };
        }
        used
    }

    /// Whether the verdict is ready.
    pub(crate) fn is_done(&self) -> bool {
        self.win.is_some() || (self.next >= self.moves.len() && self.open.is_none())
    }

    /// The verdict; call once `is_done`.
    pub(crate) fn verdict(&self) -> Verdict {
        match self.win {
            Some(index) => Verdict::Win(index),
            None if self.safe.is_empty() => Verdict::Candidates((0..self.moves.len()).collect()),
            None => Verdict::Candidates(self.safe.clone()),
        }
    }

    /// The best answer so far, for a caller whose time ran out before the
    /// check finished: a winning move, else the first move found safe.
    pub(crate) fn best_so_far(&self) -> Option<&G::Move> {
        self.win
            .or_else(|| self.safe.first().copied())
            .map(|index| &self.moves[index])
    }

    /// The root moves, in the order the verdict's indices refer to.
    pub(crate) fn into_moves(self) -> Vec<G::Move> {
        self.moves
    }

    /// Plays root move `index`: settles it when the game ends or the turn
    /// stays, else lists the replies to look at.
    fn open_move(&mut self, index: usize) -> u64 {
        let mut child = self.root.clone();
        child.play_unchecked(&self.moves[index]);
        match child.outcome() {
            Some(outcome) if wins_for(outcome, self.me) => self.win = Some(index),
            Some(outcome) if loses_for(outcome, self.me) => {}
            Some(_) => self.safe.push(index),
            None if child.to_move() == self.me => self.safe.push(index),
            None => {
                child.legal_moves(&mut self.replies);
                self.next_reply = 0;
                self.open = Some((index, child));
            }
        }
        1
    }

    /// Plays replies to an open root move; the move is unsafe as soon as
    /// one wins for someone else, safe once none did.
    fn look_at_replies(&mut self, index: usize, child: G, work: u64) -> u64 {
        let mut used = 0;
        while used < work {
            let Some(reply) = self.replies.get(self.next_reply) else {
                self.safe.push(index);
                return used.max(1);
            };
            self.next_reply += 1;
            let mut grandchild = child.clone();
            grandchild.play_unchecked(reply);
            used += 1;
            if grandchild.outcome().is_some_and(|o| loses_for(o, self.me)) {
                return used;
            }
        }
        self.open = Some((index, child));
        used
    }
}
