//! Click-to-move as a small state machine over the legal moves' click lists.
//!
//! The game says which targets make each legal move (`Game::clicks`); this
//! module only matches prefixes. It never decides legality: a move is played
//! only when the clicks made so far equal one legal move's clicks.

use crate::any_game::LegalMove;
use crate::game::Target;

/// The clicks made so far towards a move.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Clicks {
    made: Vec<Target>,
}

/// What a click did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClickResult {
    /// The clicks now make this legal move (an index into the move list).
    Play(usize),
    /// The click was taken; more are needed.
    Pending,
    /// The click undid the last one (a second click on the same target).
    Undone,
    /// The click started nothing legal; the selection was cleared.
    Rejected,
}

fn starts_with(clicks: &[Target], prefix: &[Target]) -> bool {
    clicks.len() >= prefix.len() && clicks[..prefix.len()] == *prefix
}

impl Clicks {
    /// The clicks made so far.
    pub fn made(&self) -> &[Target] {
        &self.made
    }

    /// Forgets every click.
    pub fn clear(&mut self) {
        self.made.clear();
    }

    /// Undoes the last click (Escape); true if there was one.
    pub fn back(&mut self) -> bool {
        self.made.pop().is_some()
    }

    /// The targets that continue some legal move, sorted and distinct.
    pub fn next_targets(&self, moves: &[LegalMove]) -> Vec<Target> {
        let depth = self.made.len();
        let mut next: Vec<Target> = moves
            .iter()
            .filter(|m| m.clicks.len() > depth && starts_with(&m.clicks, &self.made))
            .map(|m| m.clicks[depth])
            .collect();
        next.sort_unstable();
        next.dedup();
        next
    }

    /// The legal move (index) that a click on `target` would complete, if
    /// any, without taking the click: what a preview shows.
    pub fn completes(&self, target: Target, moves: &[LegalMove]) -> Option<usize> {
        let mut attempt = self.made.clone();
        attempt.push(target);
        moves
            .iter()
            .position(|m| m.clicks == attempt)
            .or_else(|| moves.iter().position(|m| m.clicks == [target]))
    }

    /// Takes a click. A click on the last target undoes it; a click that
    /// continues no move but starts one begins afresh (picking another piece).
    pub fn click(&mut self, target: Target, moves: &[LegalMove]) -> ClickResult {
        if self.made.last() == Some(&target) {
            self.made.pop();
            return ClickResult::Undone;
        }
        let mut attempt = self.made.clone();
        attempt.push(target);
        if let Some(result) = self.try_prefix(attempt, moves) {
            return result;
        }
        if let Some(result) = self.try_prefix(vec![target], moves) {
            return result;
        }
        self.made.clear();
        ClickResult::Rejected
    }

    fn try_prefix(&mut self, prefix: Vec<Target>, moves: &[LegalMove]) -> Option<ClickResult> {
        if !moves.iter().any(|m| starts_with(&m.clicks, &prefix)) {
            return None;
        }
        if let Some(index) = moves.iter().position(|m| m.clicks == prefix) {
            self.made.clear();
            return Some(ClickResult::Play(index));
        }
        self.made = prefix;
        Some(ClickResult::Pending)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Coord;

    fn cell(f: u8, r: u8) -> Target {
        Target::Cell(Coord::new(f, r))
    }

    fn moves() -> Vec<LegalMove> {
        let mk = |text: &str, clicks: Vec<Target>| LegalMove {
            text: text.into(),
            clicks,
        };
        vec![
            mk("a1-a3", vec![cell(0, 0), cell(0, 2)]),
            mk("a1-c3", vec![cell(0, 0), cell(2, 2)]),
            mk("b1-b3", vec![cell(1, 0), cell(1, 2)]),
            mk("pass", vec![Target::Choice("pass")]),
        ]
    }

    /// The moves, and the clicks with the piece on a1 picked.
    fn a1_picked() -> (Vec<LegalMove>, Clicks) {
        let moves = moves();
        let mut clicks = Clicks::default();
        assert_eq!(clicks.click(cell(0, 0), &moves), ClickResult::Pending);
        (moves, clicks)
    }

    #[test]
    fn two_clicks_make_a_move() {
        let moves = moves();
        let mut clicks = Clicks::default();
        assert_eq!(clicks.click(cell(0, 0), &moves), ClickResult::Pending);
        assert_eq!(clicks.next_targets(&moves), vec![cell(0, 2), cell(2, 2)]);
        assert_eq!(clicks.click(cell(2, 2), &moves), ClickResult::Play(1));
        assert!(clicks.made().is_empty());
    }

    #[test]
    fn picking_another_piece_switches_and_same_piece_deselects() {
        let (moves, mut clicks) = a1_picked();
        assert_eq!(clicks.click(cell(1, 0), &moves), ClickResult::Pending);
        assert_eq!(clicks.made(), &[cell(1, 0)]);
        assert_eq!(clicks.click(cell(1, 0), &moves), ClickResult::Undone);
        assert!(clicks.made().is_empty());
    }

    #[test]
    fn an_illegal_click_is_rejected_and_clears() {
        let (moves, mut clicks) = a1_picked();
        assert_eq!(clicks.click(cell(5, 5), &moves), ClickResult::Rejected);
        assert!(clicks.made().is_empty());
        assert_eq!(clicks.click(cell(5, 5), &moves), ClickResult::Rejected);
    }

    #[test]
    fn completion_is_reported_without_taking_the_click() {
        let moves = moves();
        let mut clicks = Clicks::default();
        assert_eq!(clicks.completes(cell(0, 2), &moves), None);
        clicks.click(cell(0, 0), &moves);
        assert_eq!(clicks.completes(cell(0, 2), &moves), Some(0));
        assert_eq!(clicks.made(), &[cell(0, 0)]);
        assert_eq!(clicks.completes(Target::Choice("pass"), &moves), Some(3));
    }

    #[test]
    fn a_single_click_move_plays_at_once() {
        let moves = moves();
        let mut clicks = Clicks::default();
        assert_eq!(
            clicks.click(Target::Choice("pass"), &moves),
            ClickResult::Play(3)
        );
    }
}
