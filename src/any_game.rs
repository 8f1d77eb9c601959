//! A game behind a pointer, for code that picks the game at run time.
//!
//! The web layer and the command line choose a game by id, so they cannot be
//! generic over `Game`. `AnyGame` speaks in move text and click targets,
//! which every game shares; the search-heavy parts (perft, playouts) are
//! still monomorphised per game inside the blanket implementation.

use std::fmt;

use crate::ai::{new_thinker, Level, Thinker};
use crate::analysis::{perft, random_playout, PlayoutEnd};
pub use crate::game::LegalMove;
use crate::game::{
    Game, GameOptions, Highlight, IllegalMove, Ink, MoveParseError, Outcome, Scene, Seat, Step,
    Target,
};
use crate::rng::Rng;

/// A move that was played: its canonical notation and what to animate.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Played {
    /// The move as the game writes it (`b1xd3` even if typed `B1D3`).
    pub text: String,
    /// The animation beats, planned from the position before the move.
    pub steps: Vec<Step>,
}

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
    /// Number of seats.
    fn seat_count(&self) -> usize;
    /// A seat's name for people.
    fn seat_name(&self, seat: Seat) -> &'static str;
    /// The colour a seat's pieces are drawn in.
    fn ink(&self, seat: Seat) -> Ink;
    /// Who decides next.
    fn to_move(&self) -> Seat;
    /// The result, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// Why it ended, for people.
    fn end_reason(&self) -> Option<String>;
    /// Facts to show beside the board.
    fn notes(&self) -> Vec<String>;
    /// Why these clicks start no legal move, if the game can say.
    fn explain(&self, clicks: &[Target]) -> Option<String>;
    /// Where the piece chosen by these clicks can still go (`Game::reach`).
    fn reach(&self, clicks: &[Target]) -> Vec<Highlight>;
    /// Whether moves are previewed before they are made (`Game::PREVIEW`).
    fn previews(&self) -> bool;
    /// Whether a tap shows this legal move (by notation) before a second tap
    /// plays it (`Game::confirm_on_touch`).
    fn confirm_on_touch(&self, text: &str) -> bool;
    /// What a legal move (by notation) would animate and leave behind,
    /// without playing it: for previews.
    fn preview(&self, text: &str) -> Option<(Vec<Step>, Scene)>;
    /// Every legal move with its notation and clicks, in the game's order.
    fn legal_moves(&self) -> Vec<LegalMove>;
    /// Every legal move's notation, in the game's order.
    fn legal_move_texts(&self) -> Vec<String>;
    /// Plays a move given in notation. On error the position is unchanged.
    fn play_text(&mut self, text: &str) -> Result<Played, PlayError>;
    /// What to draw.
    fn scene(&self) -> Scene;
    /// The position as text.
    fn position_text(&self) -> String;
    /// The options that differ from their defaults, as key-value pairs.
    fn changed_options(&self) -> Vec<(String, String)>;
    /// Every option's current value, in the registry's order.
    fn all_options(&self) -> Vec<(String, String)>;
    /// Number of move sequences of length `depth` (finished games end a branch).
    fn perft(&self, depth: u32) -> u64;
    /// One game of uniformly random legal moves from here.
    fn random_playout(&self, rng: &mut Rng, max_plies: u32) -> PlayoutEnd;
    /// The computer opponent's search from here, monomorphised for the game.
    fn thinker(&self, level: Level, seed: u64) -> Box<dyn Thinker>;
}

impl<G: Game> AnyGame for G {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn seat_count(&self) -> usize {
        Game::seat_count(self)
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        Game::seat_name(self, seat)
    }

    fn ink(&self, seat: Seat) -> Ink {
        Game::ink(self, seat)
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

    fn notes(&self) -> Vec<String> {
        Game::notes(self)
    }

    fn previews(&self) -> bool {
        G::PREVIEW
    }

    fn confirm_on_touch(&self, text: &str) -> bool {
        self.parse_move(text)
            .is_ok_and(|mv| Game::confirm_on_touch(self, &mv))
    }

    fn explain(&self, clicks: &[Target]) -> Option<String> {
        Game::explain(self, clicks)
    }

    fn reach(&self, clicks: &[Target]) -> Vec<Highlight> {
        Game::reach(self, clicks)
    }

    fn preview(&self, text: &str) -> Option<(Vec<Step>, Scene)> {
        let mv = self.parse_move(text).ok()?;
        if !self.is_legal(&mv) {
            return None;
        }
        let steps = self.motion(&mv);
        let mut after = self.clone();
        after.play_unchecked(&mv);
        Some((steps, Game::scene(&after)))
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

    fn play_text(&mut self, text: &str) -> Result<Played, PlayError> {
        let mv = self.parse_move(text).map_err(PlayError::Parse)?;
        if !self.is_legal(&mv) {
            return Err(PlayError::Illegal(IllegalMove {
                text: text.trim().to_string(),
                position: self.to_text(),
                reason: self.explain(&self.clicks(&mv)),
            }));
        }
        let played = Played {
            text: self.move_to_string(&mv),
            steps: self.motion(&mv),
        };
        self.play_unchecked(&mv);
        Ok(played)
    }

    fn scene(&self) -> Scene {
        Game::scene(self)
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

    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }

    fn random_playout(&self, rng: &mut Rng, max_plies: u32) -> PlayoutEnd {
        random_playout(self, rng, max_plies)
    }

    fn thinker(&self, level: Level, seed: u64) -> Box<dyn Thinker> {
        new_thinker(self, level, seed)
    }
}

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
