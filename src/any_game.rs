//! A game's rules behind a pointer, for code that picks the game at run time.
//!
//! Records, the page and the command line choose a game by id, so they cannot
//! be generic over `Game`. `AnyGame` speaks in move text and click targets,
//! which every game shares; the search-heavy parts (perft, playouts) are
//! still monomorphised per game inside the blanket implementation. It is the
//! rules' facade only: the view (`ui::view::AnyView`) and the computer
//! (`ai::AnyComputer`) reach the game's type through `as_any`.

use std::any::Any;
use std::fmt;

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
use crate::analysis::{perft, random_playout, PlayoutEnd};
pub use crate::game::LegalMove;
use crate::game::{Game, GameOptions, IllegalMove, MoveParseError, Outcome, Seat, Target};
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
use crate::rng::Rng;

/// Why a move given as text was not played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlayError {
    /// The text names no move.
    Parse(MoveParseError),
    /// The move is not legal here.
    Illegal(IllegalMove),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Parse(e) => e.fmt(f),
            PlayError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PlayError {}

/// Any game, type-erased. Implemented for every `Game`.
pub trait AnyGame {
    /// The game's registry id.
    fn id(&self) -> &'static str;
    /// A copy of the whole game state.
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// The game as its own type, for the layers that add to the rules (the
    /// view, the computer) and find the game's type by downcasting.
    fn as_any(&self) -> &dyn Any;
    /// The same, to play on.
    fn as_any_mut(&mut self) -> &mut dyn Any;
    /// Number of seats.
    fn seat_count(&self) -> usize;
    /// A seat's name for people.
    fn seat_name(&self, seat: Seat) -> &'static str;
    /// Who decides next.
    fn to_move(&self) -> Seat;
    /// The result, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// Why it ended, for people.
    fn end_reason(&self) -> Option<String>;
    /// Why these clicks start no legal move, if the game can say.
    fn explain(&self, clicks: &[Target]) -> Option<String>;
    /// Every legal move with its notation and clicks, in the game's order.
    fn legal_moves(&self) -> Vec<LegalMove>;
    /// Every legal move's notation, in the game's order.
    fn legal_move_texts(&self) -> Vec<String>;
    /// Plays a move given in notation and returns it in canonical notation.
    /// On error the position is unchanged.
    fn play_text(&mut self, text: &str) -> Result<String, PlayError>;
    /// Asked after a move of `mover`: whether it ended a turn
    /// (`Game::turn_over`), for move lists numbered by turn.
    fn turn_over(&self, mover: Seat) -> bool;
    /// The position as text.
    fn position_text(&self) -> String;
    /// The options that differ from their defaults, as key-value pairs.
    fn changed_options(&self) -> Vec<(String, String)>;
    /// Every option's current value, in the registry's order.
    fn all_options(&self) -> Vec<(String, String)>;
    /// Number of move sequences of length `depth` (finished games end a
    /// branch). Native only, like `random_playout`: tools of the command line
    /// and the tests, which every browser bundle would otherwise carry in
    /// each game's table of methods.
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    fn perft(&self, depth: u32) -> u64;
    /// One game of uniformly random legal moves from here.
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    fn random_playout(&self, rng: &mut Rng, max_plies: u32) -> PlayoutEnd;
}

impl<G: Game> AnyGame for G {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }

    fn seat_count(&self) -> usize {
        Game::seat_count(self)
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        Game::seat_name(self, seat)
    }

    fn to_move(&self) -> Seat {
        Game::to_move(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn end_reason(&self) -> Option<String> {
        Game::end_reason(self)
    }

    fn explain(&self, clicks: &[Target]) -> Option<String> {
        Game::explain(self, clicks)
    }

    fn legal_moves(&self) -> Vec<LegalMove> {
        self.legal_move_views(&self.moves())
    }

    fn legal_move_texts(&self) -> Vec<String> {
        // Through the batch view: Gyges' notation costs a route search per
        // move when asked move by move, one per start for the whole list.
        AnyGame::legal_moves(self)
            .into_iter()
            .map(|m| m.text)
            .collect()
    }

    fn play_text(&mut self, text: &str) -> Result<String, PlayError> {
        let mv = self.checked_move(text)?;
        let canonical = self.move_to_string(&mv);
        self.play_unchecked(&mv);
        Ok(canonical)
    }

    fn turn_over(&self, mover: Seat) -> bool {
        Game::turn_over(self, mover)
    }

    fn position_text(&self) -> String {
        self.to_text()
    }

    fn changed_options(&self) -> Vec<(String, String)> {
        self.options().changed_pairs()
    }

    fn all_options(&self) -> Vec<(String, String)> {
        let options = self.options();
        G::Options::specs()
            .iter()
            .filter_map(|spec| Some((spec.key.to_string(), options.get(spec.key)?)))
            .collect()
    }

    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }

    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    fn random_playout(&self, rng: &mut Rng, max_plies: u32) -> PlayoutEnd {
        random_playout(self, rng, max_plies)
    }
}

/// Reading a move's text and checking it against the rules, as every way of
/// playing by text does.
pub trait CheckedMove: Game {
    /// The move `text` names, if it is legal here; otherwise why not.
    fn checked_move(&self, text: &str) -> Result<Self::Move, PlayError> {
        let mv = self.parse_move(text).map_err(PlayError::Parse)?;
        if !self.is_legal(&mv) {
            return Err(PlayError::Illegal(IllegalMove {
                text: text.trim().to_string(),
                position: self.to_text(),
                reason: self.explain(&self.clicks(&mv)),
            }));
        }
        Ok(mv)
    }
}

impl<G: Game> CheckedMove for G {}

/// Generates the function that finds a registered game's own type behind a
/// `dyn AnyGame` and hands it back as another erased face of it (the view's
/// `dyn AnyView`, the computer's `dyn AnyComputer`), for the layers that add
/// to the rules: `every_game!(downcast_registered ! ref view_of -> AnyView)`,
/// or `mut` for a function that hands out the game to play on.
#[cfg(any(feature = "view", feature = "computer"))]
macro_rules! downcast_registered {
    (ref $name:ident -> $erased:ident; $($game:ty),* $(,)?) => {
        /// The game behind `game` as its own type: every registered game has one.
        fn $name(game: &dyn $crate::any_game::AnyGame) -> &dyn $erased {
            let any = game.as_any();
            $(if let Some(game) = any.downcast_ref::<$game>() {
                return game;
            })*
            unreachable!("{} is not a registered game", game.id())
        }
    };
    (mut $name:ident -> $erased:ident; $($game:ty),* $(,)?) => {
        /// The game behind `game` as its own type, to play on.
        fn $name(game: &mut dyn $crate::any_game::AnyGame) -> &mut dyn $erased {
            let id = game.id();
            $(if game.as_any().is::<$game>() {
                return game
                    .as_any_mut()
                    .downcast_mut::<$game>()
                    .expect("checked just above");
            })*
            unreachable!("{id} is not a registered game")
        }
    };
}
#[cfg(any(feature = "view", feature = "computer"))]
pub(crate) use downcast_registered;

/// A result in words for people: "Black wins: Black joined all its pieces".
pub fn describe_outcome(game: &dyn AnyGame, outcome: Outcome) -> String {
    let what = match outcome {
        Outcome::Win(seat) => format!("{} wins", game.seat_name(seat)),
        Outcome::Draw => "Draw".to_string(),
        Outcome::Solved => "Solved together".to_string(),
        Outcome::Collapsed => "Collapsed".to_string(),
    };
    match game.end_reason() {
        Some(reason) => format!("{what}: {reason}"),
        None => what,
    }
}
