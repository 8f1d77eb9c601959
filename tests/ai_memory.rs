//! A search keeps its tables within its memory cap and plays on once it
//! reaches it; below the cap, the cap changes nothing.

use tavoliere::ai::memory::megabytes;
use tavoliere::ai::{AnyComputer, Level, Strength, Style};
use tavoliere::games;

fn start(game: &str, options: &[(&str, &str)]) -> Box<dyn tavoliere::any_game::AnyGame> {
    let options: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    (games::engine(game).expect("a game").start)(&options).expect("valid options")
}

#[test]
fn mcts_stops_growing_at_the_cap_and_keeps_searching() {
    for (game, options) in [("loa", vec![]), ("quoridor", vec![("players", "4")])] {
        let position = start(game, &options);
        let level = Level {
            strength: Strength::Hard,
            style: Style::Mcts,
        };
        let mut thinker = position.thinker(level, 7);
        thinker.unlimit();
        let cap = megabytes(1);
        thinker.limit_memory(cap);
        let mut steps = 0;
        while thinker.memory_used() <= cap / 2 {
            thinker.step(2_000);
            steps += 1;
            assert!(steps < 5_000, "{game}: the tree never filled");
        }
        let full_at = thinker.work_done();
        for _ in 0..100 {
            thinker.step(2_000);
            let used = thinker.memory_used();
            assert!(used <= cap, "{game}: {used} bytes over a cap of {cap}");
        }
        assert!(
            thinker.work_done() >= full_at + 100 * 2_000,
            "{game}: the search went on after the tree filled"
        );
        let mv = thinker.best_move().expect("a move");
        assert!(position.legal_move_texts().contains(&mv), "{game}: {mv}");
    }
}

#[test]
fn a_cap_never_reached_changes_nothing() {
    let position = start("magneton", &[]);
    let level = Level {
        strength: Strength::Medium,
        style: Style::Mcts,
    };
    let run = |cap: Option<usize>| {
        let mut thinker = position.thinker(level, 3);
        if let Some(cap) = cap {
            thinker.limit_memory(cap);
        }
        while !thinker.step(1_024) {}
        (thinker.best_move(), thinker.work_done(), thinker.summary())
    };
    assert_eq!(run(None), run(Some(megabytes(4_096))));
}
