//! The page's analysis as data (issue 43): whether the reader asked for it,
//! the search on the shown position, what it last reported, and a game's
//! review under way or done. The page holds it; `analysis.rs` and
//! `review.rs` drive it.

use gloo_render::AnimationFrame;
use web_sys::HtmlElement;

use crate::ai::Analysis;
use crate::game::{Outcome, Seat};
use crate::ui::review::Review;
use crate::web::search::{Helper, Search};

/// The analysis panel's state.
#[derive(Default)]
pub(super) struct Analyst {
    /// The reader turned analysis on (the checkbox, or `&analyse`).
    pub(super) on: bool,
    /// The worker analysis and review run in: its own, so the computer
    /// opponent's searches and the analysis never stop each other.
    pub(super) helper: Helper,
    /// The analysis of the shown position, while it runs.
    pub(super) search: Option<Search>,
    /// The position it thinks about (its text): a report on another one
    /// is stale.
    pub(super) position: String,
    /// The report shown, for the position in `position`.
    pub(super) shown: Option<Analysis>,
    /// The next look at the worker; dropping it cancels the look.
    pub(super) frame: Option<AnimationFrame>,
    /// A review under way, or done and shown.
    pub(super) review: Option<Reviewing>,
    pub(super) parts: Parts,
}

/// The panel's elements, found once when the page is built.
#[derive(Default)]
pub(super) struct Parts {
    pub(super) summary: Option<HtmlElement>,
    pub(super) meter: Option<HtmlElement>,
    pub(super) verdict: Option<HtmlElement>,
    pub(super) line: Option<HtmlElement>,
    pub(super) progress: Option<HtmlElement>,
    pub(super) graph: Option<HtmlElement>,
    pub(super) found: Option<HtmlElement>,
    pub(super) keep: Option<HtmlElement>,
}

/// A review of the line that was on show when it began.
pub(super) struct Reviewing {
    /// The moves of the line reviewed, and who made each.
    pub(super) moves: Vec<String>,
    pub(super) movers: Vec<Seat>,
    /// Each move's label as the move list numbers it: "12. c3-d4" for a
    /// move that starts a round, "12… e5-d4" for one within it.
    pub(super) labels: Vec<String>,
    /// The seat to move in each position of the line, and whether the game
    /// is over there (it is then judged without a search).
    pub(super) to_move: Vec<Seat>,
    pub(super) outcomes: Vec<Option<Outcome>>,
    pub(super) verdicts: Review,
    /// The position being judged, and its search.
    pub(super) at: usize,
    pub(super) search: Option<Search>,
    /// How long each position is thought about, in milliseconds.
    pub(super) millis: u32,
}
