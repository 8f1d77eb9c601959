//! The computer for a game picked at run time: the worker and the command
//! line hold a `dyn AnyGame` and ask it for a search of the game's own type.

use std::any::Any;

use super::level::Level;
use super::strategy::Strategy;
use super::thinker::{new_thinker, Thinker};
use crate::any_game::AnyGame;

/// The computer opponent for any game, type-erased, for the worker and the
/// command line, which pick the game at run time. Implemented for every
/// `Strategy`, and for `dyn AnyGame` itself.
pub trait AnyComputer: AnyGame {
    /// The computer opponent's search from here, monomorphised for the game.
    fn thinker(&self, level: Level, seed: u64) -> Box<dyn Thinker>;
}

impl<G: Strategy> AnyComputer for G {
    fn thinker(&self, level: Level, seed: u64) -> Box<dyn Thinker> {
        new_thinker(self, level, seed)
    }
}

/// Generates `computer_of` over every registered game.
macro_rules! computer_table {
    ($($game:ty),* $(,)?) => {
        /// The strategy of a game the registry built: every registered game has one.
        fn computer_of(game: &dyn AnyGame) -> &dyn AnyComputer {
            let any: &dyn Any = game.as_any();
            $(if let Some(game) = any.downcast_ref::<$game>() {
                return game;
            })*
            unreachable!("{} is not a registered game", game.id())
        }
    };
}
crate::every_game!(computer_table);

impl AnyComputer for dyn AnyGame + '_ {
    fn thinker(&self, level: Level, seed: u64) -> Box<dyn Thinker> {
        computer_of(self).thinker(level, seed)
    }
}
