//! The page's game clock as data: whose time runs and the tick that shows
//! it. The page holds it; `clock.rs` drives it.

use gloo_timers::callback::Interval;

use crate::ui::clock::Running;

/// The page's clock at work: whose time runs and the tick that shows it.
#[derive(Default)]
pub(crate) struct PageClock {
    pub(super) running: Option<Running>,
    /// Dropping it stops the tick.
    pub(super) tick: Option<Interval>,
}
