//! The computer opponent: search that works on any game through `Game`.
//!
//! Every game gets Monte Carlo tree search on day one; two-seat games whose
//! `evaluate` says something get alpha-beta with iterative deepening. Both
//! are resumable (`Thinker::step(work)`), count work rather than time, and
//! are seeded, so tests and matches repeat exactly while the browser runs
//! the same search in slices between frames and the command line by clock.
//! A root check in front of either (`tactics`) makes even the weakest level
//! take a win in one and avoid a loss in one.

//!
//! Built with `computer`, all of it; built for a page without the computer
//! (the browser's `site` and `frame` bundles), only the levels and the text
//! of a job and its reply (a search's, its analysis, or a question for
//! Cancelletto's solver: `solution`), which the page writes and reads while
//! the search itself runs in the worker's bundle.

#[cfg(feature = "computer")]
mod alphabeta;
mod analysis;
#[cfg(feature = "computer")]
mod any_computer;
#[cfg(feature = "computer")]
mod centre;
#[cfg(feature = "computer")]
mod chunks;
// Only Lines of Action plays the deep search so far: other games' workers
// leave it out.
#[cfg(all(feature = "computer", feature = "loa"))]
pub mod deep;
mod job;
mod level;
#[cfg(feature = "computer")]
mod mcts;
#[cfg(feature = "computer")]
pub mod memory;
#[cfg(feature = "computer")]
mod random;
#[cfg(feature = "computer")]
mod reward;
mod solution;
#[cfg(feature = "computer")]
pub mod strategy;
#[cfg(feature = "computer")]
mod tactics;
#[cfg(feature = "computer")]
mod thinker;
#[cfg(feature = "computer")]
mod window;

pub use analysis::{chance_of, Analysis, AnalysisError, Score, ANALYSIS_LEVEL, LINE_MOVES};
#[cfg(feature = "computer")]
pub use any_computer::AnyComputer;
#[cfg(feature = "computer")]
pub use chunks::{Chunker, MAX_CHUNK};
pub use job::{Job, JobError, Reply, Task, REPORT_MS};
pub use level::{Level, LevelError, Strength, Style, PLAYABLE};
#[cfg(feature = "computer")]
pub use reward::MAX_SEATS;
pub use solution::{Question, Solution, Verdict};
#[cfg(feature = "computer")]
pub use strategy::{OwnFinding, OwnSearch, Strategy, EVAL_LIMIT};
#[cfg(feature = "computer")]
pub use thinker::{new_analyst, new_thinker, Thinker};

/// The position `plies` uniformly random moves from `G`'s start (default
/// options), or `None` if the game ended on the way: what the searches'
/// tests start from when any live position will do.
#[cfg(test)]
pub(crate) fn randomly_played<G: crate::game::Game>(
    rng: &mut crate::rng::Rng,
    plies: usize,
) -> Option<G> {
    let mut position = G::new(&G::Options::default());
    let mut moves = Vec::new();
    for _ in 0..plies {
        let Some(mv) = position.random_move(rng, &mut moves) else {
            break;
        };
        position.play_unchecked(&mv);
    }
    position.outcome().is_none().then_some(position)
}

/// The position of `G` that `text` spells, with the default options: what
/// the searches' and the evaluations' tests start from.
#[cfg(test)]
pub(crate) fn position<G: crate::game::Game>(text: &str) -> G {
    G::from_text(text, &G::Options::default()).expect("a valid position")
}
