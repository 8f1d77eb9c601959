//! The registry: every game of the site, once, with its names and engine.
//!
//! Adding a game is its folder, its feature in Cargo.toml and one line in
//! build.rs, which writes `every_game!`; the command
//! line, the home page and the record parser all read this table.

#[cfg(feature = "archimede")]
pub mod archimede;
pub mod board8;
#[cfg(feature = "byte")]
pub mod byte;
#[cfg(feature = "cancelletto")]
pub mod cancelletto;
pub mod grid128;
#[cfg(feature = "gyges")]
pub mod gyges;
#[cfg(feature = "loa")]
pub mod loa;
#[cfg(feature = "magneton")]
pub mod magneton;
mod names;
#[cfg(feature = "ponte")]
pub mod ponte;
#[cfg(feature = "porta")]
pub mod porta;
#[cfg(feature = "quoridor")]
pub mod quoridor;
#[cfg(feature = "magneton")]
mod recent;

use crate::any_game::AnyGame;
use crate::game::{Game, GameOptions, OptionError, OptionSpec, PositionError};
use names::names_of;

/// Options as text pairs `(key, value)`, the way records and the command line carry them.
pub type OptionPairs = [(String, String)];

/// Builds the start of a game from its options.
pub type StartFn = fn(&OptionPairs) -> Result<Box<dyn AnyGame>, OptionError>;

/// Builds a set-up position from position text and options.
pub type FromPositionFn = fn(&str, &OptionPairs) -> Result<Box<dyn AnyGame>, SetupError>;

/// How to start a game.
pub struct Engine {
    /// The options and their defaults, in display order.
    pub options: fn() -> &'static [OptionSpec],
    /// The starting position for the given options (over the defaults).
    pub start: StartFn,
    /// A set-up position from position text, with the given options.
    pub from_position: FromPositionFn,
}

/// Why a set-up position could not be built.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupError {
    /// An option was wrong.
    Option(OptionError),
    /// The position text was wrong.
    Position(PositionError),
}

/// One game of the site.
pub struct GameInfo {
    /// Id used in links, records and the command line.
    pub id: &'static str,
    /// Name in Italian.
    pub name_it: &'static str,
    /// Name in English.
    pub name_en: &'static str,
    /// One line for the home page.
    pub summary: &'static str,
    /// The rules engine: every game listed is playable.
    pub engine: Engine,
}

fn start<G: Game>(pairs: &OptionPairs) -> Result<Box<dyn AnyGame>, OptionError> {
    Ok(Box::new(G::new(&G::Options::from_pairs(pairs)?)))
}

fn from_position<G: Game>(text: &str, pairs: &OptionPairs) -> Result<Box<dyn AnyGame>, SetupError> {
    let options = G::Options::from_pairs(pairs).map_err(SetupError::Option)?;
    let position = G::from_text(text, &options).map_err(SetupError::Position)?;
    Ok(Box::new(position))
}

/// The registry's entry for `G`.
const fn info_of<G: Game>() -> GameInfo {
    GameInfo {
        id: G::ID,
        name_it: names_of(G::ID).name_it,
        name_en: names_of(G::ID).name_en,
        summary: names_of(G::ID).summary,
        engine: engine_of::<G>(),
    }
}

/// The engine entry for `G`.
const fn engine_of<G: Game>() -> Engine {
    Engine {
        options: G::Options::specs,
        start: start::<G>,
        from_position: from_position::<G>,
    }
}

/// Builds the registry's entries from `every_game!`.
macro_rules! game_infos {
    ($($game:ty),* $(,)?) => {
        [$(info_of::<$game>()),*]
    };
}

/// The games, in the order of the home page.
pub static GAMES: &[GameInfo] = &every_game!(game_infos);

/// The game with this id.
pub fn find(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}

/// The rules engine of the game with this id.
pub fn engine(id: &str) -> Option<&'static Engine> {
    find(id).map(|g| &g.engine)
}
