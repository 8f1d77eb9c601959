//! The page's computer player as data: whom it plays, how strongly, and the
//! search in progress. The page holds it; `computer.rs` drives it.

use gloo_render::AnimationFrame;
use web_sys::HtmlElement;

use crate::ai::Strength;
pub(super) use crate::ui::game_loop::Plays;
use crate::web::search::{Helper, Search};

/// What the running search is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Purpose {
    /// Play the move it finds.
    Play,
    /// Show the move it finds without playing it.
    Hint,
}

pub(super) struct Thinking {
    /// Dropping it gives the search up (and stops its worker).
    pub(super) search: Search,
    /// Where the search runs, as last written on the canvas' `data-search`:
    /// a failed worker hands the search to slices.
    pub(super) place: &'static str,
    pub(super) purpose: Purpose,
    pub(super) started: f64,
    /// The position it thinks about: a search for another one is stale.
    pub(super) position: String,
    /// The next look at the search; dropping it cancels the look.
    pub(super) frame: Option<AnimationFrame>,
    /// The time spent as last shown, in tenths of a second.
    pub(super) shown_tenths: u32,
}

/// The page's computer player: settings and the search in progress.
#[derive(Default)]
pub(super) struct Computer {
    pub(super) plays: Plays,
    pub(super) strength: Option<Strength>,
    pub(super) thinking: Option<Thinking>,
    /// The worker the searches run in, kept between them.
    pub(super) helper: Helper,
    /// Set by undo and navigation: the computer waits until a person moves,
    /// changes the settings or asks it to move, so undo is not undone.
    pub(super) paused: bool,
    pub(super) status: Option<HtmlElement>,
    /// The time spent thinking, beside the status (the player sees how
    /// long expert has thought).
    pub(super) clock: Option<HtmlElement>,
    pub(super) cancel: Option<HtmlElement>,
    /// "Computer move", which plays at once while the computer thinks.
    pub(super) move_button: Option<HtmlElement>,
    pub(super) searches: u64,
    /// Set when the computer could not start (its bundle or worker did not
    /// load): the reader may then play its side by hand.
    pub(super) failed: bool,
    /// The longest slice of search so far, in milliseconds, also written on
    /// the canvas as `data-longest-slice` when it grows: the page's frame
    /// callbacks hold drawing and animation too, and this tells the
    /// search's own share apart (`tests/e2e/computer_perf.cjs`).
    pub(super) longest_slice_ms: f64,
}

impl Computer {
    pub(super) fn strength(&self) -> Strength {
        self.strength.unwrap_or(Strength::Medium)
    }

    /// Stops any search (undo, navigation): its answer would be stale.
    pub(super) fn pause(&mut self) {
        self.paused = true;
        self.thinking = None;
    }

    /// Lets the computer move again once it is its turn (a move was played,
    /// a new game started).
    pub(super) fn resume(&mut self) {
        self.paused = false;
    }
}
