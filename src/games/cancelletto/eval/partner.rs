//! Cancelletto's expert partner: it plays the next move of its solver's
//! winning plan, the plan kept while the game follows it (`kept_plan`) and
//! found again from where the game stands when the other partner has left
//! it.
//!
//! Why not the generic search: Cancelletto has no estimate (both seats
//! share one result), so Monte Carlo's playouts are scored only by their
//! end, and random turns nearly always let the board collapse; every level
//! that searches that way let every board collapse in `match`. The solver
//! finds a plan for most deals in milliseconds. Until it has one (or when
//! it proves the board lost, or gives up), the partner plays the first move
//! of a careful turn: pawns nearer home and a removal that keeps the board
//! alive.

use std::cell::OnceCell;

use super::kept_plan::Planning;
use super::solver::{turn_for, Verdict};
use crate::ai::strategy::OwnFinding;
use crate::ai::OwnSearch;
use crate::games::cancelletto::{CancMove, Cancelletto};

/// The solver at work on one position (or the kept plan), as the
/// thinker's own search.
pub(super) struct PlanSearch {
    planning: Planning,
    /// The careful turn's first move, worked out once: the page asks for
    /// the best move so far every tenth of a second.
    careful: OnceCell<Option<CancMove>>,
}

impl PlanSearch {
    /// A search from `position`, the solver's memo within `memory` bytes.
    pub(super) fn new(position: &Cancelletto, memory: usize) -> PlanSearch {
        let mut planning = Planning::new(position);
        planning.limit_memory(memory);
        PlanSearch {
            planning,
            careful: OnceCell::new(),
        }
    }
}

impl OwnSearch<CancMove> for PlanSearch {
    fn step(&mut self, work: u64) -> u64 {
        let before = self.planning.nodes();
        self.planning.run(work);
        (self.planning.nodes() - before).max(1)
    }

    fn is_done(&self) -> bool {
        self.planning.decided()
    }

    fn best(&self) -> Option<CancMove> {
        let answer = self.planning.answer_so_far();
        if let Verdict::Winnable(plan) = &answer.verdict {
            return plan.first().copied();
        }
        *self
            .careful
            .get_or_init(|| turn_for(self.planning.position(), &answer).first().copied())
    }

    fn summary(&self) -> String {
        let answer = self.planning.answer_so_far();
        let verdict = match &answer.verdict {
            Verdict::Winnable(plan) if self.planning.on_kept_plan() => {
                return format!("the kept plan, {} moves to go", plan.len());
            }
            Verdict::Winnable(plan) => format!("a winning plan of {} moves", plan.len()),
            Verdict::Lost => "proved lost".to_string(),
            Verdict::Unknown if self.planning.decided() => "no plan found".to_string(),
            Verdict::Unknown => "no plan yet".to_string(),
        };
        format!("solver {verdict}, {} turn positions", self.planning.nodes())
    }

    /// The solver stands in for an evaluation: its winning plan is the
    /// line, a proof of loss a lost game; otherwise nothing is known yet.
    fn finding(&self) -> OwnFinding<CancMove> {
        match self.planning.answer_so_far().verdict {
            Verdict::Winnable(plan) => OwnFinding::Wins(plan),
            Verdict::Lost => OwnFinding::Loses,
            Verdict::Unknown => OwnFinding::Unknown,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::kept_plan::plan_through;
    use crate::ai::{new_thinker, Level, Strength};
    use crate::game::{Game, GameOptions, Outcome};
    use crate::games::cancelletto::{Cancelletto, CancellettoOptions};

    /// Plays `game` to its end with the expert partner in both seats, each
    /// search run until it says it is done (no clock: the solver decides).
    fn expert_pair_plays(mut game: Cancelletto) -> Cancelletto {
        for _ in 0..400 {
            if game.outcome().is_some() {
                break;
            }
            let mut thinker = new_thinker(&game, Level::new(Strength::Expert), 1);
            let mut slices = 0;
            while !thinker.step(4_096) {
                slices += 1;
                assert!(slices < 10_000, "the solver should decide on its own");
            }
            let text = thinker.best_move().expect("a live game has a move");
            let mv = game.parse_move(&text).expect("the partner's move parses");
            game.play(&mv).expect("the partner's move is legal");
        }
        game
    }

    #[test]
    fn expert_partners_win_the_rulebook_deal_and_a_shuffled_one() {
        for board in ["sample", "3"] {
            let mut options = CancellettoOptions::default();
            options.set("board", board).expect("a board option");
            let end = expert_pair_plays(Cancelletto::new(&options));
            assert_eq!(end.outcome(), Some(Outcome::Solved), "board {board}");
        }
    }

    #[test]
    fn a_kept_plan_is_followed_only_from_positions_on_it() {
        let start = Cancelletto::new(&CancellettoOptions::default());
        let mut thinker = new_thinker(&start, Level::new(Strength::Expert), 1);
        while !thinker.step(4_096) {}
        let first = start
            .parse_move(&thinker.best_move().expect("a move"))
            .expect("parses");
        let mut on_plan = start.clone();
        on_plan.play(&first).expect("legal");
        let rest =
            plan_through(&on_plan).expect("the position after the plan's first move is on it");
        assert!(
            !rest.is_empty()
                && rest.iter().all(|mv| {
                    let ok = on_plan.is_legal(mv);
                    on_plan.play_unchecked(mv);
                    ok
                })
        );
        assert_eq!(on_plan.outcome(), Some(Outcome::Solved));
        // Another first move leaves the plan.
        let other = start
            .moves()
            .into_iter()
            .find(|mv| *mv != first)
            .expect("the start has other moves");
        let mut off_plan = start.clone();
        off_plan.play(&other).expect("legal");
        assert_eq!(plan_through(&off_plan), None);
    }
}
