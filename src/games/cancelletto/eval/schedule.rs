//! The last step of both quick plans (greedy and routed): turns of pawn
//! steps made into a plan with one tile removal per turn, and the replay
//! that decides whether a plan is trusted.
//!
//! A tile may go once no pawn stands on it now or in a later turn and it
//! holds no coloured cell; the two planners differ only in which such tile
//! they take, so that choice is theirs and the rest is here.

use super::super::board::{slot_cells, Cells};
use super::super::options::WinCheck;
use super::super::position::{CancMove, Cancelletto};
use crate::game::{Game, Outcome};

/// The plan that plays `turns` (each turn's steps, with `after[t]` the
/// cells pawns stand on after turn t) and removes, after every turn but an
/// immediate win's last, a tile `pick` chooses among the free ones (its
/// argument, never empty; it returns an index into it). `None` when some
/// turn has no free tile.
pub(super) fn with_removals(
    p: &Cancelletto,
    turns: Vec<Vec<CancMove>>,
    after: &[Cells],
    mut pick: impl FnMut(&[u8]) -> usize,
) -> Option<Vec<CancMove>> {
    let immediate = p.options.win == WinCheck::Immediate;
    let homes = p.layout.homes[0] | p.layout.homes[1];
    let mut removed = 0u32;
    let mut plan = Vec::new();
    let last = turns.len().checked_sub(1)?;
    let mut free = Vec::new();
    for (t, steps) in turns.into_iter().enumerate() {
        plan.extend(steps);
        if t == last && immediate {
            break;
        }
        let needed = after[t..].iter().fold(homes, |a, &b| a | b);
        free.clear();
        free.extend(
            p.tiles()
                .filter(|&s| removed & (1 << s) == 0 && slot_cells(s) & needed == 0),
        );
        if free.is_empty() {
            return None;
        }
        let slot = free[pick(&free)];
        removed |= 1 << slot;
        plan.push(CancMove::Remove { slot });
    }
    Some(plan)
}

/// Whether `plan` is legal move by move from `p` and ends solved.
pub(super) fn wins(p: &Cancelletto, plan: &[CancMove]) -> bool {
    let mut replay = p.clone();
    for mv in plan {
        if !replay.is_legal(mv) {
            return false;
        }
        replay.play_unchecked(mv);
    }
    replay.outcome() == Some(Outcome::Solved)
}
