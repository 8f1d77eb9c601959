//! What the computer asks of a game beyond its rules: how a position looks
//! (evaluation), which search suits each level, and how to narrow it. Each
//! game implements [`Strategy`] in its own `eval.rs`; the search reaches any
//! registered game's strategy through `AnyComputer`.

use super::level::{Strength, Style};
use crate::game::{Game, Seat};

/// The largest magnitude `Strategy::evaluate` returns; the search scores a
/// won or lost position beyond it, so a sure result always outranks an
/// estimate.
pub const EVAL_LIMIT: i32 = 100_000;

/// A game's advice to the search. Every hook has a default, so a game with
/// no advice still gets Monte Carlo tree search.
pub trait Strategy: Game {
    /// A static estimate of the position for the computer opponent's
    /// alpha-beta and guided playouts: positive when `seat` stands better,
    /// within `-EVAL_LIMIT..=EVAL_LIMIT` (search scores wins beyond that).
    /// `None` for games without an evaluator, which then rely on playouts.
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let _ = seat;
        None
    }
    /// The estimate alpha-beta searches with at `strength`: `evaluate` at
    /// every level unless the game says otherwise. A game whose levels
    /// differ by judgement as well as depth (Quoridor's hard holds its
    /// walls dearer) answers here; it must stay zero-sum like `evaluate`.
    fn evaluate_at(&self, seat: Seat, strength: Strength) -> Option<i32> {
        let _ = strength;
        self.evaluate(seat)
    }
    /// The search the computer runs at `strength` when its level leaves the
    /// choice to the game (`Style::Auto`: alpha-beta where it fits). A game
    /// whose root check alone costs more than the easy budget (Gyges,
    /// Quoridor: every move and every reply) gives easy a different style,
    /// so that the levels differ by more than a fraction of a ply.
    fn computer_style(&self, strength: Strength) -> Style {
        let _ = strength;
        Style::Auto
    }
    /// How many of this position's moves, best first by the evaluation,
    /// alpha-beta looks at below the root (and a timed level at the root
    /// too, once its first iteration has ranked them); `None` for all of
    /// them. A decision with a great many answers that are nearly all
    /// alike (Porta's relocation: any man of the closed formation to any
    /// empty cell, about a hundred) would otherwise cost the search a ply
    /// everywhere else.
    fn search_breadth(&self) -> Option<usize> {
        None
    }
    /// Keeps, of this position's legal moves (`moves`, as `legal_moves`
    /// listed them), those alpha-beta searches below the root at
    /// `strength`; by default all. A game whose moves are mostly idle drops
    /// them here (Quoridor's walls that cut nobody's shortest path cannot
    /// change the race), so the same work reaches deeper; by level, since a
    /// narrower search is a different player, not only a faster one. It
    /// only chooses among legal moves: legality stays in `legal_moves`, and
    /// the root weighs every move.
    fn search_moves(&self, strength: Strength, moves: &mut Vec<Self::Move>) {
        let _ = (strength, moves);
    }
    /// Narrows the root's candidates (the legal moves that survived the
    /// check for wins and losses in one) to those the game knows are right
    /// whatever a search to a short horizon says; by default all. Quoridor
    /// keeps a side with no wall to play racing by its shortest path, where
    /// a search that sees every line lost equally shuffled back and forth.
    /// It must keep at least one move, and only chooses among legal ones.
    fn focus_root(&self, candidates: &mut Vec<Self::Move>) {
        let _ = candidates;
    }
    /// How many times the level's work budget (`Strength::work`) the
    /// computer may spend at `strength`. A unit of work costs ten times less
    /// in some games than in others, so a game whose hard level would answer
    /// in a few hundredths of a second can think as long as the others; the
    /// level's clock still caps it wherever a clock is used.
    fn work_scale(&self, strength: Strength) -> u64 {
        let _ = strength;
        1
    }
    /// The evaluation's lead at which the side ahead wins about three
    /// games in four, for an analysis's chance (`ai::chance_of`): the
    /// games' units differ (a man is 100 in Ponte, a stack 1000 in Byte),
    /// so a reader's "how likely" needs each game's size. By default 200,
    /// the size Monte Carlo's playouts squash the evaluation by
    /// (`reward::squash`), which fits games counting a man or a step as 100.
    fn chance_scale(&self) -> i32 {
        200
    }
    /// A search of the game's own that plays better at `strength` than
    /// alpha-beta or Monte Carlo can, with its tables within `memory`
    /// bytes, over `candidates` (the moves the root check kept); `None`
    /// (the default) for the generic searches. It runs only when the level
    /// leaves the search to the game (`Style::Auto`), so `expert:ab` still
    /// names the generic alpha-beta, a yardstick for the game's own. Cancelletto's
    /// expert partner follows its solver's winning plan: the generic
    /// searches, with no estimate for a cooperative game, let every board
    /// collapse, while the solver finds a plan for most deals in
    /// milliseconds. The root check for wins in one still runs first.
    fn own_search(
        &self,
        strength: Strength,
        candidates: &[Self::Move],
        memory: usize,
    ) -> Option<Box<dyn OwnSearch<Self::Move>>> {
        let _ = (strength, candidates, memory);
        None
    }
    /// `seat`'s pieces as an 8×8 bitboard (bit = rank * 8 + file), for the
    /// `ab-centre` yardstick's evaluation, which counts their closeness to
    /// the centre; `None` (the default) where that means nothing, and the
    /// yardstick is refused there. Lines of Action answers.
    fn board8_pieces(&self, seat: Seat) -> Option<u64> {
        let _ = seat;
        None
    }
}

/// A game's own search (`Strategy::own_search`), driven in slices by the
/// thinker like the generic ones, so the page's worker, `genmove` and
/// `match` run it alike.
pub trait OwnSearch<M> {
    /// Works for about `work` more units; returns the work done (at least
    /// one while it is not done, so a caller's loop always moves on).
    fn step(&mut self, work: u64) -> u64;
    /// Whether its answer is final, so no more time would change it.
    fn is_done(&self) -> bool;
    /// The move to play now: the final answer, or the best so far.
    fn best(&self) -> Option<M>;
    /// A few words for logs, like the thinker's `summary`.
    fn summary(&self) -> String;
    /// What the search has found of the position's end, for an analysis;
    /// by default nothing ([`OwnFinding::Unknown`]).
    fn finding(&self) -> OwnFinding<M> {
        OwnFinding::Unknown
    }
    /// An estimate for an analysis when `finding` knows nothing sure: the
    /// depth searched, the score from the root seat's view on the generic
    /// alpha-beta's scale (beyond `EVAL_LIMIT` a sure result) and the best
    /// line; by default none.
    fn report(&self) -> Option<(u32, i32, Vec<M>)> {
        None
    }
    /// The bytes its tables take, for logs and tests.
    fn memory_used(&self) -> usize {
        0
    }
}

/// What a game's own search has found of how the game ends, which an
/// analysis reports where the generic searches report a score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwnFinding<M> {
    /// Nothing sure yet.
    Unknown,
    /// A win for the side to move by this line (its whole plan).
    Wins(Vec<M>),
    /// A proved loss, its length unknown.
    Loses,
}
