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

use super::solver::{Solver, SolverAnswer, Verdict};
use crate::game::Game;
use crate::games::cancelletto::{CancMove, Cancelletto};

thread_local! {
    /// The kept plan, with the position it starts from.
    static KEPT: RefCell<Option<(Cancelletto, Vec<CancMove>)>> = const { RefCell::new(None) };
}

/// Keeps `plan`, a winning plan from `position`, in place of the last one.
fn keep(position: &Cancelletto, plan: &[CancMove]) {
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

/// The solver on one position behind the kept plan: the plan's rest when
/// the position lies on it, else the solver, whose winning plan is kept.
/// The partner (`partner`) and the page's questions (`answering`) both
/// ask through it, so they keep to the same plan.
pub(super) struct Planning {
    position: Cancelletto,
    /// The kept plan's rest, when the position lies on it: no search then.
    kept: Option<Vec<CancMove>>,
    solver: Solver,
}

impl Planning {
    /// Starts on `position`, the solver not yet run.
    pub(super) fn new(position: &Cancelletto) -> Planning {
        Planning {
            position: position.clone(),
            kept: plan_through(position),
            solver: Solver::new(position),
        }
    }

    /// The position asked about.
    pub(super) fn position(&self) -> &Cancelletto {
        &self.position
    }

    /// Caps the solver's memo (`Solver::limit_memory`).
    pub(super) fn limit_memory(&mut self, bytes: usize) {
        self.solver.limit_memory(bytes);
    }

    /// Whether the position lies on the kept plan, so the answer needs no search.
    pub(super) fn on_kept_plan(&self) -> bool {
        self.kept.is_some()
    }

    /// Whether there is an answer: the kept plan, or the solver's verdict.
    pub(super) fn decided(&self) -> bool {
        self.kept.is_some() || self.solver.answer().is_some()
    }

    /// Turn positions the solver expanded.
    pub(super) fn nodes(&self) -> u64 {
        self.solver.nodes()
    }

    /// Runs the solver for up to `work` units unless decided, keeping a
    /// winning plan it finds; returns whether it has decided.
    pub(super) fn run(&mut self, work: u64) -> bool {
        if self.decided() {
            return true;
        }
        match self.solver.run(work) {
            Some(answer) => {
                if let Verdict::Winnable(plan) = &answer.verdict {
                    keep(&self.position, plan);
                }
                true
            }
            None => false,
        }
    }

    /// The answer so far: the kept plan's rest as a winning plan, or the
    /// solver's (`Unknown` while it has none).
    pub(super) fn answer_so_far(&self) -> SolverAnswer {
        match &self.kept {
            Some(plan) => SolverAnswer {
                verdict: Verdict::Winnable(plan.clone()),
                nodes: 0,
                exhausted: false,
            },
            None => self.solver.answer_so_far(),
        }
    }
}
