//! The partner's questions (`ai::Question`) answered by the solver, in the
//! words of the job's reply (`ai::Solution`): the verdict and the turn in
//! notation. The worker runs one to its time limit; a page that has the
//! computer in its own bundle (the browser tests' build) runs the same in
//! slices between frames, so both answer alike.

use super::kept_plan::Planning;
use super::solver::{turn_for, Verdict as SolverVerdict};
use crate::ai::{Question, Solution, Verdict};
use crate::any_game::AnyGame;
use crate::game::Game;
use crate::games::cancelletto::Cancelletto;

/// A question being answered: the solver at work on one position, or the
/// kept plan (`kept_plan`) when the position lies on it, so the answer is
/// the same plan the partner follows.
pub struct Answering {
    planning: Planning,
    question: Question,
}

impl Answering {
    /// Starts on `game`'s position.
    pub fn new(game: &Cancelletto, question: Question) -> Answering {
        Answering {
            planning: Planning::new(game),
            question,
        }
    }

    /// Starts on a position held as any game; `None` when it is not
    /// Cancelletto (no other game has a solver).
    pub fn for_game(game: &dyn AnyGame, question: Question) -> Option<Answering> {
        let game = game.as_any().downcast_ref::<Cancelletto>()?;
        Some(Answering::new(game, question))
    }

    /// Whether the solver has decided (a plan or a proof).
    pub fn decided(&self) -> bool {
        self.planning.decided()
    }

    /// One unit of the solver's work (a position, or a planner round: a
    /// few milliseconds at most); returns whether it has decided.
    pub fn step(&mut self) -> bool {
        self.planning.run(1)
    }

    /// Works until decided or until `clock` (milliseconds, any origin) has
    /// moved on by `ms`, reading it after every unit; returns whether it
    /// has decided.
    pub fn think(&mut self, clock: &mut dyn FnMut() -> f64, ms: f64) -> bool {
        let started = clock();
        while !self.decided() && clock() - started < ms {
            self.step();
        }
        self.decided()
    }

    /// The answer so far: the verdict (`Unknown` while undecided) and, but
    /// for a check, the turn to play (a plan's first turn, else a careful
    /// one).
    pub fn solution(&self) -> Solution {
        let answer = self.planning.answer_so_far();
        let verdict = match &answer.verdict {
            SolverVerdict::Winnable(plan) => Verdict::Winnable(plan.len()),
            SolverVerdict::Lost => Verdict::Lost,
            SolverVerdict::Unknown => Verdict::Unknown,
        };
        let turn = if self.question.wants_turn() {
            let game = self.planning.position();
            let mut replay = game.clone();
            turn_for(game, &answer)
                .iter()
                .map(|mv| {
                    let text = replay.move_to_string(mv);
                    replay.play_unchecked(mv);
                    text
                })
                .collect()
        } else {
            Vec::new()
        };
        Solution { verdict, turn }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cancelletto::CancellettoOptions;

    /// Orange's home a1 and Blue's j10, one pawn each, the hole in the
    /// middle; Orange to move.
    fn two_homes(orange: &str, blue: &str) -> Cancelletto {
        let row = |rank: u8| -> String {
            (b'a'..=b'j')
                .map(|file| match (file, rank) {
                    (b'a', 1) => 'o',
                    (b'j', 10) => 'b',
                    (b'e' | b'f', 5 | 6) => '-',
                    _ => '.',
                })
                .collect()
        };
        let rows: Vec<String> = (1..=10).rev().map(row).collect();
        let text = format!(
            "{} o:{orange} b:{blue} o stepped:- gate:- removed:-",
            rows.join("/")
        );
        Cancelletto::from_text(&text, &CancellettoOptions::default()).expect("a position")
    }

    fn ticking() -> impl FnMut() -> f64 {
        let mut ms = 0.0;
        move || {
            ms += 1.0;
            ms
        }
    }

    #[test]
    fn a_one_turn_win_is_found_and_named() {
        let game = two_homes("a2", "j10");
        for question in [Question::Check, Question::Hint, Question::Play] {
            let mut answering = Answering::new(&game, question);
            assert!(answering.think(&mut ticking(), 1_000.0));
            let solution = answering.solution();
            assert_eq!(solution.verdict, Verdict::Winnable(1), "{question}");
            let turn: &[&str] = if question == Question::Check {
                &[]
            } else {
                &["a2-a1"]
            };
            assert_eq!(solution.turn, turn, "{question}");
        }
    }

    #[test]
    fn the_clock_stops_an_undecided_search_with_a_careful_turn() {
        let game = Cancelletto::new(&CancellettoOptions::default());
        let mut answering = Answering::new(&game, Question::Play);
        // No time at all: not one unit of work.
        assert!(!answering.think(&mut ticking(), 0.0));
        let solution = answering.solution();
        assert_eq!(solution.verdict, Verdict::Unknown);
        assert!(!solution.turn.is_empty());
        // The turn replays under the rules.
        let mut replay = game.clone();
        for text in &solution.turn {
            let mv = replay.parse_move(text).expect("a move");
            replay.play(&mv).expect("a legal move");
        }
    }

    #[test]
    fn after_a_turn_of_the_plan_the_same_plan_answers_at_once() {
        let game = Cancelletto::new(&CancellettoOptions::default());
        let mut first = Answering::new(&game, Question::Play);
        assert!(first.think(&mut ticking(), 1_000_000.0));
        let solution = first.solution();
        let Verdict::Winnable(moves) = solution.verdict else {
            panic!("the rulebook's deal is won: {:?}", solution.verdict);
        };
        let mut after = game.clone();
        for text in &solution.turn {
            let mv = after.parse_move(text).expect("a move");
            after.play(&mv).expect("a legal move");
        }
        let next = Answering::new(&after, Question::Hint);
        assert!(next.decided(), "the kept plan answers before any search");
        let hint = next.solution();
        assert_eq!(hint.verdict, Verdict::Winnable(moves - solution.turn.len()));
        assert!(!hint.turn.is_empty());
    }

    #[cfg(feature = "loa")]
    #[test]
    fn only_cancelletto_has_a_solver() {
        let loa = crate::games::loa::Loa::new(&Default::default());
        assert!(Answering::for_game(&loa, Question::Check).is_none());
        let game = two_homes("a2", "j10");
        assert!(Answering::for_game(&game, Question::Check).is_some());
    }
}
