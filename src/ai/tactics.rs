//! The root check in front of every search: a win in one is taken at once,
//! and a move that lets the next player win at once is set aside while a
//! safer one exists. This is what keeps the weakest level sensible, and it
//! spares the searches from spending their budget on the obvious.

use super::{loses_for, wins_for};
use crate::game::{Game, Seat};

/// The check's answer once every root move has been looked at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// This root move wins on the spot.
    Win(usize),
    /// The root moves worth searching (all of them if none is safe).
    Candidates(Vec<usize>),
}

/// A resumable walk over the root moves, one move (and its replies) at a time.
pub(crate) struct Tactics<G: Game> {
    root: G,
    moves: Vec<G::Move>,
    me: Seat,
    next: usize,
    safe: Vec<usize>,
    win: Option<usize>,
    replies: Vec<G::Move>,
}

impl<G: Game> Tactics<G> {
    /// Starts the check of `moves`, the legal moves of `root`.
    pub(crate) fn new(root: &G, moves: Vec<G::Move>) -> Tactics<G> {
        Tactics {
            me: root.to_move(),
            root: root.clone(),
            moves,
            next: 0,
            safe: Vec::new(),
            win: None,
            replies: Vec::new(),
        }
    }

    /// Looks at root moves until about `work` positions have been played;
    /// returns the work used.
    pub(crate) fn step(&mut self, work: u64) -> u64 {
        let mut used = 0;
        while used < work && !self.is_done() {
            used += self.examine(self.next);
            self.next += 1;
        }
        used
    }

    /// Whether the verdict is ready.
    pub(crate) fn is_done(&self) -> bool {
        self.win.is_some() || self.next >= self.moves.len()
    }

    /// The verdict; call once `is_done`.
    pub(crate) fn verdict(&self) -> Verdict {
        match self.win {
            Some(index) => Verdict::Win(index),
            None if self.safe.is_empty() => Verdict::Candidates((0..self.moves.len()).collect()),
            None => Verdict::Candidates(self.safe.clone()),
        }
    }

    /// The root moves, in the order the verdict's indices refer to.
    pub(crate) fn into_moves(self) -> Vec<G::Move> {
        self.moves
    }

    fn examine(&mut self, index: usize) -> u64 {
        let mut child = self.root.clone();
        child.play_unchecked(&self.moves[index]);
        match child.outcome() {
            Some(outcome) if wins_for(outcome, self.me) => {
                self.win = Some(index);
                return 1;
            }
            Some(outcome) if loses_for(outcome, self.me) => return 1,
            Some(_) => {
                self.safe.push(index);
                return 1;
            }
            None => {}
        }
        if child.to_move() == self.me {
            self.safe.push(index);
            return 1;
        }
        child.legal_moves(&mut self.replies);
        let mut used = 1;
        for reply in &self.replies {
            let mut grandchild = child.clone();
            grandchild.play_unchecked(reply);
            used += 1;
            if grandchild.outcome().is_some_and(|o| loses_for(o, self.me)) {
                return used;
            }
        }
        self.safe.push(index);
        used
    }
}
