//! The computer's analysis (`Thinker::analysis`) on every kind of search:
//! alpha-beta's depth and best line, a sure result's line that really
//! ends the game, Monte Carlo's most visited line for four-player Quoridor,
//! Cancelletto's solver plan, and a report that repeats for a seed.

use tavoliere::ai::{Analysis, AnyComputer, Score, Thinker, LINE_MOVES};
use tavoliere::any_game::AnyGame;
use tavoliere::game::{Outcome, Seat};
use tavoliere::games;
use tavoliere::rng::Rng;

fn start(id: &str, options: &[(&str, &str)]) -> Box<dyn AnyGame> {
    let options: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    (games::engine(id).expect("a game").start)(&options).expect("valid options")
}

/// An analysis thinker on `position` after `work` units.
fn analyse(position: &dyn AnyGame, work: u64) -> Box<dyn Thinker> {
    let mut thinker = position.analyst(1);
    let mut done = 0;
    while done < work && !thinker.step(1_024) {
        done += 1_024;
    }
    thinker
}

/// Plays `line` from `position`, each move checked by the rules; returns the end.
fn replay(position: &dyn AnyGame, line: &[String]) -> Box<dyn AnyGame> {
    let mut end = position.clone_box();
    for mv in line {
        assert!(end.outcome().is_none(), "{mv} after the end in {line:?}");
        end.play_text(mv)
            .unwrap_or_else(|e| panic!("{mv} in {line:?}: {e}"));
    }
    end
}

/// What every report must be: its first move the best move, its line
/// legal, its text read back, its chance matching a sure result.
fn check(position: &dyn AnyGame, thinker: &dyn Thinker) -> Analysis {
    let analysis = thinker.analysis().expect("a live game has an analysis");
    assert!(!analysis.line.is_empty() && analysis.line.len() <= LINE_MOVES);
    assert_eq!(analysis.line.first(), thinker.best_move().as_ref());
    replay(position, &analysis.line);
    assert_eq!(analysis.work, thinker.work_done());
    assert!(analysis.chance <= 1000);
    match analysis.score {
        Score::Win(_) => assert_eq!(analysis.chance, 1000),
        Score::Loss(_) => assert_eq!(analysis.chance, 0),
        Score::Points(_) => {}
    }
    assert_eq!(
        analysis.to_string().parse::<Analysis>(),
        Ok(analysis.clone())
    );
    analysis
}

#[test]
fn alpha_beta_reports_its_depth_and_a_legal_best_line() {
    let mut position = start("loa", &[]);
    position.play_text("b1-d3").unwrap();
    let thinker = analyse(position.as_ref(), 60_000);
    let analysis = check(position.as_ref(), thinker.as_ref());
    assert!(analysis.depth >= 2, "{analysis}");
    assert!(analysis.line.len() >= 2, "{analysis}");
    assert!(matches!(analysis.score, Score::Points(_)), "{analysis}");
    // Before any search: depth 0, the move it would play.
    let fresh = position.analyst(1);
    let first = fresh.analysis().expect("a live game");
    assert_eq!(first.depth, 0);
    assert_eq!(first.line.first(), fresh.best_move().as_ref());
}

/// Positions a few plies from the end of seeded random games of `id`.
fn near_ends(id: &str, games: u64, plies_before: usize) -> Vec<Box<dyn AnyGame>> {
    let mut found = Vec::new();
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut history = vec![start(id, &[])];
        while history.last().unwrap().outcome().is_none() && history.len() < 400 {
            let position = history.last().unwrap();
            let legal = position.legal_move_texts();
            let mut next = position.clone_box();
            next.play_text(&legal[rng.below(legal.len())]).unwrap();
            history.push(next);
        }
        if history.len() > plies_before {
            found.push(history.swap_remove(history.len() - 1 - plies_before));
        }
    }
    found
}

#[test]
fn a_sure_result_comes_with_the_line_that_ends_the_game_so() {
    let mut sure = 0;
    for id in ["loa", "byte", "magneton", "ponte"] {
        for position in near_ends(id, 6, 3) {
            if position.outcome().is_some() {
                continue;
            }
            let thinker = analyse(position.as_ref(), 40_000);
            let analysis = check(position.as_ref(), thinker.as_ref());
            let me: Seat = position.to_move();
            let (plies, won) = match analysis.score {
                Score::Win(plies) => (plies, true),
                Score::Loss(plies) => (plies, false),
                Score::Points(_) => continue,
            };
            if plies as usize > LINE_MOVES {
                continue;
            }
            sure += 1;
            let end = replay(position.as_ref(), &analysis.line);
            assert_eq!(analysis.line.len() as u32, plies, "{id}: {analysis}");
            let outcome = end.outcome();
            if won {
                assert_eq!(outcome, Some(Outcome::Win(me)), "{id}: {analysis}");
            } else {
                assert!(
                    matches!(outcome, Some(Outcome::Win(seat)) if seat != me),
                    "{id}: {analysis}"
                );
            }
        }
    }
    assert!(
        sure >= 3,
        "only {sure} sure results near the ends of random games"
    );
}

#[test]
fn a_forced_move_is_searched_all_the_same() {
    // Ponte's captures are compulsory: a seeded random game soon has a
    // position with one legal move, which play answers at once.
    let mut rng = Rng::new(3);
    let mut position = start("ponte", &[]);
    while position.legal_move_texts().len() != 1 {
        assert!(position.outcome().is_none(), "no forced move in this game");
        let legal = position.legal_move_texts();
        position.play_text(&legal[rng.below(legal.len())]).unwrap();
    }
    let thinker = analyse(position.as_ref(), 20_000);
    let analysis = check(position.as_ref(), thinker.as_ref());
    assert!(analysis.depth >= 2, "{analysis}");
    assert!(analysis.line.len() >= 2 || !matches!(analysis.score, Score::Points(_)));
}

#[test]
fn monte_carlo_reports_its_most_visited_line_for_four_players() {
    let position = start("quoridor", &[("players", "4")]);
    let thinker = analyse(position.as_ref(), 30_000);
    let analysis = check(position.as_ref(), thinker.as_ref());
    assert!(analysis.depth >= 1, "{analysis}");
    assert!(analysis.line.len() as u32 <= analysis.depth.max(1));
    let Score::Points(points) = analysis.score else {
        panic!("Monte Carlo proves nothing: {analysis}");
    };
    assert_eq!(points, i32::from(analysis.chance) - 500);
}

#[test]
fn cancellettos_solver_plan_is_the_line() {
    let position = start("cancelletto", &[("board", "sample")]);
    let thinker = analyse(position.as_ref(), 2_000_000);
    let analysis = check(position.as_ref(), thinker.as_ref());
    let Score::Win(plies) = analysis.score else {
        panic!("the sample deal is winnable: {analysis}");
    };
    assert_eq!(analysis.depth, plies);
    assert_eq!(
        analysis.line.len(),
        (plies as usize).min(LINE_MOVES),
        "{analysis}"
    );
}

#[test]
fn an_analysis_repeats_for_a_seed_and_a_finished_game_has_none() {
    let position = start("magneton", &[]);
    let a = analyse(position.as_ref(), 20_000).analysis();
    let b = analyse(position.as_ref(), 20_000).analysis();
    assert!(a.is_some());
    assert_eq!(a, b);
    let ended = near_ends("loa", 1, 0).pop().expect("a finished game");
    assert!(ended.outcome().is_some());
    assert_eq!(ended.analyst(1).analysis(), None);
}
