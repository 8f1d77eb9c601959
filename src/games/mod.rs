//! The registry: every game of the site, once, with its names and engine.
//!
//! Adding a game is its file plus one `Engine` line here; the command line,
//! the home page and the record parser all read this table.

pub mod archimede;
pub mod board8;
pub mod byte;
pub mod cancelletto;
pub mod gyges;
pub mod loa;
pub mod magneton;
pub mod ponte;
pub mod porta;
pub mod quoridor;
mod recent;

use crate::any_game::AnyGame;
use crate::game::{Game, GameOptions, OptionError, OptionSpec, PositionError};

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

/// The engine entry for `G`.
const fn engine_of<G: Game>() -> Engine {
    Engine {
        options: G::Options::specs,
        start: start::<G>,
        from_position: from_position::<G>,
    }
}

/// The nine games, in the order of the home page.
pub static GAMES: [GameInfo; 9] = [
    GameInfo {
        id: "porta",
        name_it: "Porta",
        name_en: "Porta (Gate)",
        summary: "Place twelve men, then step them to close gates on the edges; variants Doppia Anta and Finestra.",
        engine: engine_of::<porta::Porta>(),
    },
    GameInfo {
        id: "ponte",
        name_it: "Ponte",
        name_en: "Ponte (Bridge)",
        summary: "Italian draughts where diagonal chains from side to side become untouchable bridges.",
        engine: engine_of::<ponte::Ponte>(),
    },
    GameInfo {
        id: "cancelletto",
        name_it: "Cancelletto",
        name_en: "Cancelletto (Little Gate)",
        summary: "Cooperative: bring every pawn home while the board is torn apart tile by tile.",
        engine: engine_of::<cancelletto::Cancelletto>(),
    },
    GameInfo {
        id: "archimede",
        name_it: "Archimede",
        name_en: "Archimedes",
        summary: "Queen-moving ships sink when three enemies aim at them; reach the enemy port.",
        engine: engine_of::<archimede::Archimede>(),
    },
    GameInfo {
        id: "loa",
        name_it: "Linee d'Azione",
        name_en: "Lines of Action",
        summary: "Move as far as there are pieces on the line; join all your pieces in one group.",
        engine: engine_of::<loa::Loa>(),
    },
    GameInfo {
        id: "byte",
        name_it: "Byte",
        name_en: "Byte",
        summary: "Merge checkers into stacks of eight on the dark squares; the top checker takes the stack.",
        engine: engine_of::<byte::Byte>(),
    },
    GameInfo {
        id: "magneton",
        name_it: "Magneton",
        name_en: "Magneton",
        summary: "Every piece you place or move pushes your pieces away and pulls the enemy's in.",
        engine: engine_of::<magneton::Magneton>(),
    },
    GameInfo {
        id: "quoridor",
        name_it: "Quoridor",
        name_en: "Quoridor",
        summary: "Race your pawn across the board while walls slow your opponents down.",
        engine: engine_of::<quoridor::Quoridor>(),
    },
    GameInfo {
        id: "gyges",
        name_it: "Gyges",
        name_en: "Gyges",
        summary: "Shared pieces bounce from one to another into your opponent's goal.",
        engine: engine_of::<gyges::Gyges>(),
    },
];

/// The game with this id.
pub fn find(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}

/// The rules engine of the game with this id.
pub fn engine(id: &str) -> Option<&'static Engine> {
    find(id).map(|g| &g.engine)
}
