//! The board editor behind a pointer, for the page, which picks the game at
//! run time: `game::edit::Edit` with the game's type erased, speaking in
//! click targets, palette indexes and position text.
//!
//! The page keeps one `Box<dyn AnyEdit>`, the arrangement, and drives it:
//!
//! 1. Open it with `start_arrangement` (the registry's game by id and
//!    options, at its start position) or `arrangement_of` (an accepted
//!    position: a link's `&start=`, the game on the page).
//! 2. Show `palette()` as buttons, `seats()` for the side to move,
//!    `counters()` as number fields, and the game's options.
//! 3. A click on the board is hit-tested among `targets()` and handed to
//!    `put(target, palette index)`; the buttons call `set_to_move`,
//!    `set_counter`, `clear`, `flip`, `start` and `set_options`.
//! 4. After each change draw `arrangement()` (the view layer's `scene`,
//!    which draws any arrangement, possible or not) and show `check()`:
//!    the rule broken (English, translated through the game templates), or
//!    the position to play: "Play from here" starts from it.
//!
//! Nothing here judges: `check` is `Game::from_text`, the same set-up check
//! as the records', the links' and the engine's.

use crate::any_game::AnyGame;
use crate::game::{Counter, Edit, GameOptions, OptionError, Piece, Seat, Target};

/// A game's arrangement being edited, type-erased. Implemented for every
/// game's position type (`Edit`).
pub trait AnyEdit {
    /// The arrangement as a game value, for drawing and reading only: it
    /// may be no position at all, so it is never played; `check` makes the
    /// position to play.
    fn arrangement(&self) -> &dyn AnyGame;
    /// A copy, for undo.
    fn clone_edit(&self) -> Box<dyn AnyEdit>;
    /// What a person can put, in palette order (`Edit::palette`).
    fn palette(&self) -> Vec<Piece>;
    /// Every target the editor takes a click on (`Edit::edit_targets`).
    fn targets(&self) -> Vec<Target>;
    /// A click with the palette entry at `piece` (`Edit::put`): whether the
    /// arrangement changed.
    fn put(&mut self, target: Target, piece: usize) -> bool;
    /// The seats, by name, for the side-to-move choice.
    fn seats(&self) -> Vec<&'static str>;
    /// Makes `seat` the one to move.
    fn set_to_move(&mut self, seat: Seat);
    /// The numbers beside the board (`Edit::counters`).
    fn counters(&self) -> Vec<Counter>;
    /// Sets a number beside the board: whether it changed.
    fn set_counter(&mut self, index: usize, value: u32) -> bool;
    /// Empties the board (`Edit::clear`).
    fn clear(&mut self);
    /// The other chair's view of the same game (`Edit::flip`).
    fn flip(&mut self);
    /// The start position for the arrangement's options.
    fn start(&mut self);
    /// Other options, as key-value pairs over the defaults
    /// (`Edit::set_options`); on error nothing changes.
    fn set_options(&mut self, pairs: &[(String, String)]) -> Result<(), OptionError>;
    /// The arrangement as position text: what a link's `&start=` would
    /// carry once `check` accepts it.
    fn text(&self) -> String;
    /// The position the rules accept, to play from here, or the rule the
    /// arrangement breaks, in English (the page translates it like every
    /// refusal of the rules).
    fn check(&self) -> Result<Box<dyn AnyGame>, String>;
}

impl<G: Edit> AnyEdit for G {
    fn arrangement(&self) -> &dyn AnyGame {
        self
    }
    fn clone_edit(&self) -> Box<dyn AnyEdit> {
        Box::new(self.clone())
    }
    fn palette(&self) -> Vec<Piece> {
        Edit::palette(self)
    }
    fn targets(&self) -> Vec<Target> {
        self.edit_targets()
    }
    fn put(&mut self, target: Target, piece: usize) -> bool {
        Edit::put(self, target, piece)
    }
    fn seats(&self) -> Vec<&'static str> {
        (0..self.seat_count())
            .map(|s| self.seat_name(Seat(s as u8)))
            .collect()
    }
    fn set_to_move(&mut self, seat: Seat) {
        Edit::set_to_move(self, seat)
    }
    fn counters(&self) -> Vec<Counter> {
        Edit::counters(self)
    }
    fn set_counter(&mut self, index: usize, value: u32) -> bool {
        Edit::set_counter(self, index, value)
    }
    fn clear(&mut self) {
        Edit::clear(self)
    }
    fn flip(&mut self) {
        Edit::flip(self)
    }
    fn start(&mut self) {
        *self = G::new(self.options());
    }
    fn set_options(&mut self, pairs: &[(String, String)]) -> Result<(), OptionError> {
        let options = G::Options::from_pairs(pairs)?;
        Edit::set_options(self, options);
        Ok(())
    }
    fn text(&self) -> String {
        self.to_text()
    }
    fn check(&self) -> Result<Box<dyn AnyGame>, String> {
        match self.checked() {
            Ok(position) => Ok(Box::new(position)),
            Err(error) => Err(error.reason),
        }
    }
}

/// Finds the registered game's type behind `game` and copies it as an
/// arrangement.
macro_rules! arrangement_of_games {
    ($($game:ty),* $(,)?) => {
        /// An accepted position as an arrangement to edit: a link's
        /// `&start=`, or the game on the page, opened in the editor.
        pub fn arrangement_of(game: &dyn AnyGame) -> Box<dyn AnyEdit> {
            let any = game.as_any();
            $(if let Some(game) = any.downcast_ref::<$game>() {
                return Box::new(game.clone());
            })*
            let _ = any;
            unreachable!("{} is not a registered game", game.id())
        }
    };
}

every_game!(arrangement_of_games);

/// The start of the game `id` with these options (over the defaults), as
/// an arrangement to edit; `None` for a game this build does not have.
pub fn start_arrangement(
    id: &str,
    pairs: &[(String, String)],
) -> Option<Result<Box<dyn AnyEdit>, OptionError>> {
    let engine = crate::games::engine(id)?;
    Some((engine.start)(pairs).map(|game| arrangement_of(game.as_ref())))
}
