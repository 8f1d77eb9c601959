//! Positions to measure on, taken along seeded random games, so that a
//! benchmark sees the middle and end of games and repeats exactly.

use tavoliere::any_game::AnyGame;
use tavoliere::rng::Rng;

/// `count` positions from seeded random games from `start`: the last of
/// every `spacing` plies (every position when `spacing` is 1, the start
/// included), a new game begun whenever one ends.
pub fn along_random_games(
    start: &dyn AnyGame,
    seed: u64,
    count: usize,
    spacing: usize,
) -> Vec<Box<dyn AnyGame>> {
    let mut positions = Vec::new();
    let mut rng = Rng::new(seed);
    let mut position = start.clone_box();
    let mut ply = 0;
    while positions.len() < count {
        if position.outcome().is_some() {
            position = start.clone_box();
            ply = 0;
            continue;
        }
        if ply % spacing == spacing - 1 {
            positions.push(position.clone_box());
        }
        let moves = position.legal_move_texts();
        position
            .play_text(&moves[rng.below(moves.len())])
            .expect("a listed move plays");
        ply += 1;
    }
    positions
}
