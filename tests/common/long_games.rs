//! Long legal games, for the limits on what a link, a pasted record or an
//! embed may hold: seeded random moves that steer away from any move that
//! ends the game, so the game goes on for as many plies as asked (where the
//! rules allow that: a game that must end sooner stops early).

use tavoliere::any_game::AnyGame;
use tavoliere::record::Record;
use tavoliere::rng::Rng;

/// A record of up to `plies` legal moves of `game` (default options) that
/// leaves the game unfinished, or as long as the game can be kept going.
pub fn long_record(game: &str, plies: usize, seed: u64) -> Record {
    let info = tavoliere::games::find(game).expect("a registered game");
    let mut position: Box<dyn AnyGame> = (info.engine.start)(&[]).expect("default options");
    let mut rng = Rng::new(seed);
    let mut moves = Vec::with_capacity(plies);
    while moves.len() < plies {
        let mut texts = position.legal_move_texts();
        let mut chosen = None;
        while !texts.is_empty() {
            let pick = texts.swap_remove(rng.below(texts.len()));
            let mut next = position.clone_box();
            if next.play_text(&pick).is_ok() && next.outcome().is_none() {
                chosen = Some((pick, next));
                break;
            }
        }
        match chosen {
            Some((text, next)) => {
                moves.push(text);
                position = next;
            }
            None => break,
        }
    }
    Record {
        game: game.to_string(),
        moves,
        ..Record::default()
    }
}
