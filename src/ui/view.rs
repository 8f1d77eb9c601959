//! A game's board view: what the page draws of a position and animates of a
//! move, built from the rules and adding none. Each game implements [`View`]
//! in its own `view.rs`; code that holds a game by id reaches its view through
//! [`AnyView`], which every registered game has.

use crate::any_game::{downcast_registered, AnyGame, CheckedMove, PlayError};
use crate::game::{Game, Seat, Target};
use crate::ui::scene::{Highlight, Ink, Scene, Step};
use crate::ui::shapes::Shapes;

/// The board view of a game: the picture of a position and the motion of a
/// move, for the renderer, which knows no rules.
pub trait View: Game {
    /// Whether the page should show a move's consequences before it is made
    /// (on hover, or on a first tap), because they reach beyond the cells
    /// clicked: Magneton's magnets, Archimede's sinkings.
    const PREVIEW: bool = false;
    /// The shapes its boards use beyond men on cells: a bundle draws only
    /// the shapes of its games (`ui::shapes`), and the test battery checks
    /// every scene, animation and click against this list.
    const SHAPES: Shapes;
    /// The colour a seat's pieces are drawn in; by default seat 0 dark, 1 light.
    fn ink(&self, seat: Seat) -> Ink {
        Ink::by_index(seat)
    }
    /// Facts about the position worth showing beside the board (phase,
    /// pieces in hand, scores), one short line each.
    fn notes(&self) -> Vec<String> {
        Vec::new()
    }
    /// Whether a tap on a touch screen first shows this move and a second
    /// tap plays it. A finger cannot hover, so moves whose effect reaches
    /// beyond the cells tapped (a wall, a removal, a magnet's pull) wait for
    /// a confirming tap; plain steps play at once.
    fn confirm_on_touch(&self, mv: &Self::Move) -> bool {
        let _ = mv;
        Self::PREVIEW
    }
    /// Cells to show while a move is being built, beyond the next clicks:
    /// everywhere the piece chosen by `clicks` can still end its move
    /// (`Tone::Reach`) or pass on its way (`Tone::Via`), when a move takes
    /// many clicks (a Gyges chain). Like `explain`, it asks the rules, never
    /// a second copy of them. Empty by default.
    fn reach(&self, clicks: &[Target]) -> Vec<Highlight> {
        let _ = clicks;
        Vec::new()
    }
    /// What to animate when this move is played from this position.
    fn motion(&self, mv: &Self::Move) -> Vec<Step>;
    /// What to draw.
    fn scene(&self) -> Scene;
}

/// A move that was played: its canonical notation and what to animate.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Played {
    /// The move as the game writes it (`b1xd3` even if typed `B1D3`).
    pub text: String,
    /// The animation beats, planned from the position before the move.
    pub steps: Vec<Step>,
}

/// The view of any game, type-erased, for the page and the command line,
/// which pick the game at run time. Implemented for every `View`, and for
/// `dyn AnyGame` itself, so a game built by the registry or a record is drawn
/// without knowing its type.
pub trait AnyView: AnyGame {
    /// The colour a seat's pieces are drawn in.
    fn ink(&self, seat: Seat) -> Ink;
    /// Facts to show beside the board.
    fn notes(&self) -> Vec<String>;
    /// Where the piece chosen by these clicks can still go (`View::reach`).
    fn reach(&self, clicks: &[Target]) -> Vec<Highlight>;
    /// Whether moves are previewed before they are made (`View::PREVIEW`).
    fn previews(&self) -> bool;
    /// The shapes its boards use (`View::SHAPES`).
    fn shapes(&self) -> Shapes;
    /// Whether a tap shows this legal move (by notation) before a second tap
    /// plays it (`View::confirm_on_touch`).
    fn confirm_on_touch(&self, text: &str) -> bool;
    /// What a legal move (by notation) would animate and leave behind,
    /// without playing it: for previews.
    fn preview(&self, text: &str) -> Option<(Vec<Step>, Scene)>;
    /// Plays a move given in notation and says what to animate. On error the
    /// position is unchanged.
    fn play_shown(&mut self, text: &str) -> Result<Played, PlayError>;
    /// What to draw.
    fn scene(&self) -> Scene;
}

/// What a line of moves from `game` would animate and leave behind, all of
/// it at once: a suggested turn of several moves (Cancelletto's steps, gate
/// and tile) previewed as one. None if a move of it is not legal in turn.
pub fn preview_line(game: &dyn AnyGame, line: &[String]) -> Option<(Vec<Step>, Scene)> {
    let mut after = game.clone_box();
    let mut steps = Vec::new();
    for text in line {
        steps.extend(after.play_shown(text).ok()?.steps);
    }
    Some((steps, after.scene()))
}

impl<G: View> AnyView for G {
    fn ink(&self, seat: Seat) -> Ink {
        View::ink(self, seat)
    }

    fn notes(&self) -> Vec<String> {
        View::notes(self)
    }

    fn reach(&self, clicks: &[Target]) -> Vec<Highlight> {
        View::reach(self, clicks)
    }

    fn previews(&self) -> bool {
        G::PREVIEW
    }

    fn shapes(&self) -> Shapes {
        G::SHAPES
    }

    fn confirm_on_touch(&self, text: &str) -> bool {
        self.parse_move(text)
            .is_ok_and(|mv| View::confirm_on_touch(self, &mv))
    }

    fn preview(&self, text: &str) -> Option<(Vec<Step>, Scene)> {
        let mv = self.parse_move(text).ok()?;
        if !self.is_legal(&mv) {
            return None;
        }
        let steps = self.motion(&mv);
        let mut after = self.clone();
        after.play_unchecked(&mv);
        Some((steps, View::scene(&after)))
    }

    fn play_shown(&mut self, text: &str) -> Result<Played, PlayError> {
        let mv = self.checked_move(text)?;
        let played = Played {
            text: self.move_to_string(&mv),
            steps: self.motion(&mv),
        };
        self.play_unchecked(&mv);
        Ok(played)
    }

    fn scene(&self) -> Scene {
        View::scene(self)
    }
}

/// Adds up the `View::SHAPES` of the games listed (`every_game!`).
macro_rules! shapes_of_games {
    ($($game:ty),* $(,)?) => {
        Shapes::NONE $(.with(<$game as View>::SHAPES))*
    };
}

/// The shapes of every game in this build: what the renderer draws
/// (`ui::shapes`). The command line and the tests have all nine games, so
/// everything.
pub const BUILT_SHAPES: Shapes = every_game!(shapes_of_games);

every_game!(downcast_registered ! ref view_of -> AnyView);
every_game!(downcast_registered ! mut view_of_mut -> AnyView);

impl AnyView for dyn AnyGame + '_ {
    fn ink(&self, seat: Seat) -> Ink {
        view_of(self).ink(seat)
    }

    fn notes(&self) -> Vec<String> {
        view_of(self).notes()
    }

    fn reach(&self, clicks: &[Target]) -> Vec<Highlight> {
        view_of(self).reach(clicks)
    }

    fn previews(&self) -> bool {
        view_of(self).previews()
    }

    fn shapes(&self) -> Shapes {
        view_of(self).shapes()
    }

    fn confirm_on_touch(&self, text: &str) -> bool {
        view_of(self).confirm_on_touch(text)
    }

    fn preview(&self, text: &str) -> Option<(Vec<Step>, Scene)> {
        view_of(self).preview(text)
    }

    fn play_shown(&mut self, text: &str) -> Result<Played, PlayError> {
        view_of_mut(self).play_shown(text)
    }

    fn scene(&self) -> Scene {
        view_of(self).scene()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Record;

    #[test]
    fn a_line_previews_as_one_every_move_s_motion_and_the_end() {
        let start = Record::new("loa").start_position().unwrap();
        let line = ["b1-d3".to_string(), "a7-c5".to_string()];
        let (steps, after) = preview_line(start.as_ref(), &line).unwrap();
        let end = Record::new("loa")
            .with_moves(&["b1-d3", "a7-c5"])
            .replay()
            .unwrap()
            .end;
        assert_eq!(after, end.scene());
        let first = start.preview("b1-d3").unwrap().0;
        assert!(steps.len() > first.len(), "the second move's motion too");
        let illegal = ["b1-d3".to_string(), "b1-d3".to_string()];
        assert!(preview_line(start.as_ref(), &illegal).is_none());
    }
}
