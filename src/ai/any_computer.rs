//! The computer for a game picked at run time: the worker and the command
//! line hold a `dyn AnyGame` and ask it for a search of the game's own type.

use super::level::Level;
use super::strategy::Strategy;
use super::thinker::{check_level, new_analyst, new_thinker, Thinker};
use crate::any_game::{downcast_registered, AnyGame};

/// The computer opponent for any game, type-erased, for the worker and the
/// command line, which pick the game at run time. Implemented for every
/// `Strategy`, and for `dyn AnyGame` itself.
pub trait AnyComputer: AnyGame {
    /// The computer opponent's search from here, monomorphised for the game.
    fn thinker(&self, level: Level, seed: u64) -> Box<dyn Thinker>;
    /// An analysis of the position from here (see `new_analyst`).
    fn analyst(&self, seed: u64) -> Box<dyn Thinker>;
    /// Why `level` cannot play this game, if it cannot (`ab-centre`
    /// outside Lines of Action), so that `match` and the engine refuse it
    /// before they start.
    fn check_level(&self, level: Level) -> Result<(), String>;
}

impl<G: Strategy> AnyComputer for G {
    fn thinker(&self, level: Level, seed: u64) -> Box<dyn Thinker> {
        new_thinker(self, level, seed)
    }

    fn analyst(&self, seed: u64) -> Box<dyn Thinker> {
        new_analyst(self, seed)
    }
    fn check_level(&self, level: Level) -> Result<(), String> {
        check_level(self, level)
    }
}

every_game!(downcast_registered ! ref computer_of -> AnyComputer);

impl AnyComputer for dyn AnyGame + '_ {
    fn thinker(&self, level: Level, seed: u64) -> Box<dyn Thinker> {
        computer_of(self).thinker(level, seed)
    }

    fn analyst(&self, seed: u64) -> Box<dyn Thinker> {
        computer_of(self).analyst(seed)
    }
    fn check_level(&self, level: Level) -> Result<(), String> {
        computer_of(self).check_level(level)
    }
}
