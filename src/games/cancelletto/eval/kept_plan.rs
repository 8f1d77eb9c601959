//! The last winning plan the solver found, kept so that the partner, "Can
//! it still be won?" and "Suggest a turn" keep to one plan while the game
//! follows it.
//!
//! Solving afresh after every move gave a different plan each time: two
//! expert partners drifted from plan to plan, and in one deal of forty into
//! a position whose plan the solver did not find within its two seconds,
//! and the board collapsed. One plan per thread (the page's worker, or the
//! command line); a position off the plan (another deal, or a partner who
//! played something else) finds nothing here and is solved afresh.

use std::cell::RefCell;

use crate::game::Game;
use crate::games::cancelletto::{CancMove, Cancelletto};

thread_local! {
    /// The kept plan, with the position it starts from.
    static KEPT: RefCell<Option<(Cancelletto, Vec<CancMove>)>> = const { RefCell::new(None) };
}

/// Keeps `plan`, a winning plan from `position`, in place of the last one.
pub(super) fn keep(position: &Cancelletto, plan: &[CancMove]) {
    let kept = (position.clone(), plan.to_vec());
    KEPT.with_borrow_mut(|slot| *slot = Some(kept));
}

/// The rest of the kept plan if `position` lies on it: the moves still to
/// play from there, replayed under the rules on the way.
pub(super) fn plan_through(position: &Cancelletto) -> Option<Vec<CancMove>> {
    KEPT.with_borrow(|kept| {
        let (start, plan) = kept.as_ref()?;
        let mut at = start.clone();
        for (done, mv) in plan.iter().enumerate() {
            if at == *position {
                return Some(plan[done..].to_vec());
            }
            if !at.is_legal(mv) {
                return None;
            }
            at.play_unchecked(mv);
        }
        None
    })
}
