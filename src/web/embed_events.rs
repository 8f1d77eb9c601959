//! What the host page's script hears from an embedded board and may ask of
//! it, the way chessground or lichess's pgn-viewer are driven from a page.
//!
//! The board tells a listener (the frame's script) of every move played and
//! of the game's end, with a detail built here as plain data; the frame
//! forwards it by message to the `<tavoliere-board>` element, which fires
//! `tavoliere-move` and `tavoliere-end`. The element's methods (`setPosition`,
//! `setMoves`, `play`, `flip`) come back the same way to the methods here.
//! Every move goes through the game's own rules (`History`, `play_text`):
//! nothing about legality lives in JavaScript.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::any_game::{describe_outcome, AnyGame};
use crate::embed::{split_moves, Mode};
use crate::game::Outcome;
use crate::record::Record;
use crate::ui::history::History;
use crate::ui::i18n::Lang;

use super::embed_widget::Widget;
use super::embedded::EmbeddedBoard;

/// The detail of `tavoliere-move`: the move, where it leaves the game and
/// who moves next, so a page can log or mirror the game.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveDetail<'a> {
    game: &'a str,
    #[serde(rename = "move")]
    text: &'a str,
    ply: usize,
    position: String,
    to_move: &'static str,
    outcome: Option<OutcomeDetail>,
}

/// The detail of `tavoliere-end`: the finished game's last position and
/// how it ended.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EndDetail<'a> {
    game: &'a str,
    ply: usize,
    position: String,
    outcome: OutcomeDetail,
}

/// How a game ended, as data (`result`, `winner`, `draw`) and in words (the
/// board's language), so a page need not parse the sentence.
#[derive(Serialize, Clone)]
#[serde(rename_all = "camelCase")]
struct OutcomeDetail {
    /// `win`, `draw`, `solved` or `collapsed`.
    result: &'static str,
    /// The winning seat's name, for a win.
    winner: Option<&'static str>,
    draw: bool,
    /// The rule that ended the game, in English, where the game says.
    reason: Option<String>,
    /// The whole result as the board's status line says it.
    words: String,
}

fn outcome_detail(game: &dyn AnyGame, outcome: Outcome, lang: Lang) -> OutcomeDetail {
    let (result, winner) = match outcome {
        Outcome::Win(seat) => ("win", Some(game.seat_name(seat))),
        Outcome::Draw => ("draw", None),
        Outcome::Solved => ("solved", None),
        Outcome::Collapsed => ("collapsed", None),
    };
    OutcomeDetail {
        result,
        winner,
        draw: outcome == Outcome::Draw,
        reason: game.end_reason(),
        words: lang.game(&describe_outcome(game, outcome)).into_owned(),
    }
}

/// Plain JavaScript data (objects, strings, numbers, `null` for nothing),
/// which a message carries by structured clone.
fn to_js<T: Serialize>(value: &T) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value.serialize(&serializer).unwrap_or(JsValue::NULL)
}

impl Widget {
    /// Tells the listener of the move that led to the shown position, and
    /// of the game's end when that move ended it.
    pub(super) fn tell_played(&self) {
        let Some(listener) = &self.listener else {
            return;
        };
        let ply = self.history.cursor();
        let Some(text) = ply.checked_sub(1).and_then(|i| self.history.moves().get(i)) else {
            return;
        };
        let game = self.history.current();
        let outcome = game.outcome().map(|o| outcome_detail(game, o, self.lang));
        let played = MoveDetail {
            game: &self.spec.record.game,
            text,
            ply,
            position: game.position_text(),
            to_move: game.seat_name(game.to_move()),
            outcome: outcome.clone(),
        };
        // A listener that throws must not stop the board.
        let _ = listener.call2(&JsValue::NULL, &"tavoliere-move".into(), &to_js(&played));
        if let Some(outcome) = outcome {
            let end = EndDetail {
                game: &self.spec.record.game,
                ply,
                position: game.position_text(),
                outcome,
            };
            let _ = listener.call2(&JsValue::NULL, &"tavoliere-end".into(), &to_js(&end));
        }
    }

    /// Shows another game of the same kind and options: its last position,
    /// or in a puzzle its start (the moves are the answer). A computer
    /// opponent or a puzzle's solver takes the side to move there.
    fn show_record(&mut self, record: Record) -> Result<(), String> {
        let history = History::from_record(&record)
            .map_err(|e| self.lang.game(&e.to_string()).into_owned())?;
        self.stop_thinking();
        self.animation = None;
        self.frame = None;
        self.spec.record = record;
        self.history = history;
        let ply = match self.spec.mode {
            Mode::Puzzle => 0,
            _ => self.history.moves().len(),
        };
        self.history.goto(ply);
        self.reached = ply;
        let to_move = self.history.current().to_move();
        self.solver = self.solver.map(|_| to_move);
        self.reader = self.reader.map(|_| to_move);
        self.say("");
        self.resize();
        self.changed();
        self.think_if_its_turn();
        Ok(())
    }

    /// Plays a move for the host's script as if the reader had made it:
    /// false when the rules refuse it, when it is the computer's turn or
    /// the record's in a puzzle, or when it is not the puzzle's answer.
    fn play_for_host(&mut self, text: &str) -> bool {
        let game = self.history.current();
        if game.outcome().is_some() || self.computer_seat().is_some() {
            return false;
        }
        if self.solver.is_some_and(|seat| seat != game.to_move()) {
            return false;
        }
        let mut probe = game.clone_box();
        let Ok(played) = probe.play_text(text.trim()) else {
            return false;
        };
        self.clicks.clear();
        self.offer(&played)
    }
}

/// What the host's script may ask, through the element's methods; each
/// error is a sentence the element's promise rejects with.
#[wasm_bindgen]
impl EmbeddedBoard {
    /// Hands every `tavoliere-move` and `tavoliere-end` to `callback` as
    /// `(name, detail)`.
    pub fn listen(&self, callback: js_sys::Function) {
        let _ = self.with_widget(|w| {
            w.listener = Some(callback);
            Ok(())
        });
    }

    /// Shows a set-up position (the game's position text) with no moves;
    /// an empty text is the game's usual start.
    pub fn set_position(&self, text: &str) -> Result<(), JsValue> {
        self.with_widget(|w| {
            let text = text.trim();
            let record = Record {
                start: (!text.is_empty()).then(|| text.to_string()),
                moves: Vec::new(),
                ..w.spec.record.clone()
            };
            w.show_record(record)
        })
    }

    /// Replaces the moves (separated by spaces or `+`), from the same start.
    pub fn set_moves(&self, moves: &str) -> Result<(), JsValue> {
        self.with_widget(|w| {
            let record = Record {
                moves: split_moves(moves),
                ..w.spec.record.clone()
            };
            w.show_record(record)
        })
    }

    /// Plays a move at the shown position; whether it was taken.
    pub fn play(&self, text: &str) -> Result<bool, JsValue> {
        self.with_widget(|w| Ok(w.play_for_host(text)))
    }

    /// Turns the board upside down (or back); whether it is now flipped.
    pub fn flip(&self) -> Result<bool, JsValue> {
        self.with_widget(|w| {
            w.flipped = !w.flipped;
            w.resize();
            Ok(w.flipped)
        })
    }
}

impl EmbeddedBoard {
    /// Runs `ask` on the live board; a board that is not shown answers
    /// with why, and one busy in a callback with that.
    fn with_widget<R>(
        &self,
        ask: impl FnOnce(&mut Widget) -> Result<R, String>,
    ) -> Result<R, JsValue> {
        let Some(widget) = &self.widget else {
            let why = self.error.as_deref().unwrap_or("the board is not shown");
            return Err(JsValue::from_str(why));
        };
        let mut widget = widget
            .try_borrow_mut()
            .map_err(|_| JsValue::from_str("the board is busy: ask again after this event"))?;
        ask(&mut widget).map_err(|e| JsValue::from_str(&e))
    }
}
