//! How fast animations run, following the reader's motion setting.

use crate::ui::animation::{Frame, Plan};

use super::dom;

/// The frame of a running animation (its plan and when it started, on the
/// page's clock) to draw now, at the reader's pace; `None` once it is over
/// or when none runs.
pub fn frame_now(animation: &Option<(Plan, f64)>) -> Option<Frame> {
    let (plan, started) = animation.as_ref()?;
    plan.frame((dom::now() - started) * pace())
}

/// How many times faster than normal animations play. With the system's
/// "reduce motion" setting they run in well under half the time, yet still
/// beat by beat, so a Gyges bounce chain or a Magneton pull can be followed
/// (skipping them would leave a player guessing what a move did).
pub fn pace() -> f64 {
    let reduced = dom::window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches());
    if reduced {
        2.5
    } else {
        1.0
    }
}
