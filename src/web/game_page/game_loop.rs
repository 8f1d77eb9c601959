//! The game loop as a player used to lichess expects it: the computer's
//! side is the computer's, Undo takes back the reader's move with the
//! computer's reply, a move in the past starts a variation (against the
//! computer, the line played on becomes the game, the old one kept), and a game's end says it from the reader's side and offers a
//! rematch. The decisions are `ui::game_loop`'s, tested natively; this file
//! connects them to the page.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlSelectElement};

use super::computer_state::Purpose;
use super::page::GamePage;
use crate::any_game::describe_outcome;
use crate::clock::{Clock, TimeControl};
use crate::game::Seat;
use crate::record::Record;
use crate::ui::game_loop::{self, forward_to, reader_result, Pending, ReaderResult};
use crate::ui::history::History;
use crate::ui::i18n::T;
use crate::web::dom::{self, find, set_text};

impl GamePage {
    /// The seat to move in the shown position when the computer (or
    /// Cancelletto's computer partner) plays it: the reader's clicks, taps
    /// and keys must not move its pieces.
    pub(super) fn computer_seat_to_move(&self) -> Option<Seat> {
        if self.over() {
            return None;
        }
        let game = self.history.current();
        let seat = game.to_move();
        #[cfg(feature = "cancelletto")]
        let partner = self.partner.as_ref().and_then(|p| p.seat()) == Some(seat);
        #[cfg(not(feature = "cancelletto"))]
        let partner = false;
        let computer = self.computer.plays.plays(seat) && !self.computer.failed;
        (computer || partner).then_some(seat)
    }

    /// Refuses a click when the shown position is the computer's to play,
    /// or a friend's who plays by link, saying so; true when refused.
    pub(super) fn refuse_for_computer(&mut self) -> bool {
        let lang = self.lang;
        let text = if let Some(seat) = self.computer_seat_to_move() {
            let name = lang.game(self.history.current().seat_name(seat));
            let text = if self.at_end() {
                T::ComputerToMoveNow
            } else {
                T::ComputerTurnThen
            };
            lang.f(text, &[&name])
        } else if let Some(seat) = self.friend_seat_to_move() {
            let name = lang.game(self.history.current().seat_name(seat));
            lang.f(T::FriendsTurn, &[&name])
        } else {
            return false;
        };
        self.say(&text);
        if !self.clicks.made().is_empty() {
            self.clicks.clear();
            self.clicks_changed();
        }
        true
    }

    /// Plays the reader's move, first asking when it would lose the game
    /// for everyone (Cancelletto's collapse). A move in the past is played
    /// at once: it starts a variation, and nothing is lost.
    pub(super) fn play_or_ask(&mut self, text: &str) {
        if game_loop::collapses(self.history.current(), text) {
            self.ask(Pending::Collapse(text.to_string()));
        } else {
            self.play(text);
        }
    }

    /// "Computer move": the computer plays at the shown position (in the
    /// past, that starts a variation).
    pub(super) fn computer_move_or_ask(&mut self) {
        self.computer.resume();
        self.computer_start(Purpose::Play);
    }

    /// Shows the question for `pending`.
    fn ask(&mut self, pending: Pending) {
        let lang = self.lang;
        let Pending::Collapse(text) = &pending;
        let text = lang.f(T::CollapseQuestion, &[text]);
        let yes = lang.t(T::PlayAnyway);
        self.say("");
        self.pending = Some(pending);
        set_text(&self.question_text, &text);
        if let Some(question) = &self.question {
            question.set_hidden(false);
        }
        if let Some(button) = find::<HtmlElement>(&self.root, "question-yes") {
            button.set_text_content(Some(yes));
            let _ = button.focus();
        }
    }

    /// The reader's answer to the question.
    pub(super) fn answer(&mut self, yes: bool) {
        let pending = self.pending.take();
        self.hide_question();
        match (pending, yes) {
            (Some(Pending::Collapse(text)), true) => self.play(&text),
            (Some(_), false) => {
                self.clicks.clear();
                self.clicks_changed();
                self.inform(self.lang.t(T::KeptGame));
            }
            (None, _) => {}
        }
    }

    /// Drops an unanswered question (the position changed under it).
    pub(super) fn hide_question(&mut self) {
        self.pending = None;
        if let Some(question) = &self.question {
            question.set_hidden(true);
        }
    }

    /// Undo: one move back, and against the computer past its reply too.
    pub(super) fn step_back(&mut self) {
        if let Some(to) = game_loop::takeback_to(&self.history, self.computer.plays) {
            self.go(to);
        }
    }

    /// Redo: one move forward, and against the computer on through its reply.
    pub(super) fn step_forward(&mut self) {
        if let Some(to) = forward_to(&self.history, self.computer.plays) {
            self.go(to);
        }
    }

    /// The end of the shown game in words from the reader's side ("You
    /// won: …" against the computer), with the rule that ended it.
    pub(super) fn outcome_words(&self) -> Option<String> {
        if let (true, Some(flagged)) = (self.at_end(), self.history.flagged()) {
            return Some(self.flag_words(flagged));
        }
        let game = self.history.current();
        let outcome = game.outcome()?;
        let lang = self.lang;
        let headline = match reader_result(outcome, self.computer.plays) {
            ReaderResult::YouWon => lang.t(T::YouWon).to_string(),
            ReaderResult::ComputerWon => lang.t(T::ComputerWon).to_string(),
            ReaderResult::Draw => lang.game("Draw").into_owned(),
            ReaderResult::AsTheGameSays => {
                return Some(lang.game(&describe_outcome(game, outcome)).into_owned())
            }
        };
        Some(match game.end_reason() {
            Some(reason) => format!("{headline}: {}", lang.game(&reason)),
            None => headline,
        })
    }

    /// Shows Rematch and New game at the end of the game (at its latest
    /// move), and "sides swapped" when the computer plays one side.
    pub(super) fn update_end_actions(&self) {
        let over = self.at_end() && self.over();
        if let Some(actions) = find::<HtmlElement>(&self.root, "end-actions") {
            actions.set_hidden(!over);
        }
        if let Some(swapped) = find::<HtmlElement>(&self.root, "rematch-swapped") {
            let one_side = matches!(self.computer.plays, game_loop::Plays::Seat(_));
            swapped.set_hidden(!one_side);
        }
    }

    /// A new game with the same options and start, the sides swapped if
    /// asked (the computer takes the seat after its own).
    pub(super) fn rematch(&mut self, swap: bool) {
        if swap {
            let seats = self.history.current().seat_count();
            self.computer.plays = self.computer.plays.swapped(seats);
            if let Some(select) = find::<HtmlSelectElement>(&self.root, "computer-plays") {
                select.set_value(&self.computer.plays.value());
            }
            self.save_computer_settings();
        }
        let seats = self.history.current().seat_count();
        let record = Record {
            moves: Vec::new(),
            // The same time control, each side's time full again.
            clock: self.history.clock().map(|c| Clock::new(c.control, seats)),
            ..self.history.record()
        };
        match History::from_record(&record) {
            Ok(history) => {
                self.replace(history);
                let lang = self.lang;
                let mut said = lang.t(T::NewGameStarted).to_string();
                if let game_loop::Plays::Seat(computer) = self.computer.plays {
                    let game = self.history.current();
                    if let Some(yours) = (0..game.seat_count())
                        .map(|i| Seat(i as u8))
                        .find(|s| *s != computer)
                    {
                        said.push(' ');
                        said.push_str(&lang.f(T::YouPlay, &[&lang.game(game.seat_name(yours))]));
                    }
                }
                self.inform(&said);
            }
            Err(error) => {
                let error = self.lang.game(&error.to_string()).into_owned();
                self.say(&self.lang.f(T::CannotStart, &[&error]));
            }
        }
    }

    /// The options chosen in the New game form, as pairs over the defaults:
    /// what a new game and the editor's start position are played with.
    pub(super) fn form_options(&self) -> Vec<(String, String)> {
        let engine = &self.info.engine;
        let mut pairs = Vec::new();
        if let Some(form) = &self.form {
            for spec in (engine.options)() {
                let selector = format!("[name=\"{}\"]", spec.key);
                let Ok(Some(control)) = form.query_selector(&selector) else {
                    continue;
                };
                let value = if let Some(select) = control.dyn_ref::<HtmlSelectElement>() {
                    select.value()
                } else if let Some(input) = control.dyn_ref::<HtmlInputElement>() {
                    input.value()
                } else {
                    continue;
                };
                if value != spec.default {
                    pairs.push((spec.key.to_string(), value));
                }
            }
        }
        pairs
    }

    /// Starts the game the New game form describes: its options that
    /// differ from the defaults, and its clock where the game has one.
    pub(super) fn new_game(&mut self) {
        let pairs = self.form_options();
        let record = Record {
            game: self.info.id.to_string(),
            options: pairs,
            ..Record::default()
        };
        let control = self
            .form
            .as_ref()
            .and_then(|f| f.query_selector("[name=\"clock\"]").ok().flatten())
            .and_then(|c| c.dyn_into::<HtmlSelectElement>().ok())
            .and_then(|select| TimeControl::parse(&select.value()).ok());
        match History::from_record(&record) {
            Ok(mut history) => {
                let mut said = self.lang.t(T::NewGameStarted).to_string();
                if let Some(control) = control {
                    let clock =
                        crate::ui::clock::for_new_game(history.current(), self.info.id, control);
                    if clock.is_none() {
                        said = format!("{said} {}", self.lang.t(T::ClockTwoOnly));
                    }
                    history.set_clock(clock);
                }
                self.replace(history);
                self.inform(&said);
                // The options fold away; the board comes back into view.
                if let Some(details) = dom::find::<Element>(&self.root, "new-game-box") {
                    let _ = details.remove_attribute("open");
                }
                self.show_board();
            }
            Err(error) => {
                let error = self.lang.game(&error.to_string()).into_owned();
                self.say(&self.lang.f(T::CannotStart, &[&error]));
            }
        }
    }

    /// "New game" at the end: opens the options and brings them into view.
    pub(super) fn show_new_game_form(&self) {
        if let Some(details) = find::<Element>(&self.root, "new-game-box") {
            let _ = details.set_attribute("open", "");
            details.scroll_into_view();
        }
        if let Some(first) = self
            .form
            .as_ref()
            .and_then(|f| f.query_selector("select, input, button").ok().flatten())
            .and_then(|e| e.dyn_into::<HtmlElement>().ok())
        {
            let _ = first.focus();
        }
    }

    /// After a new game starts: the board back in view, as it was before
    /// the options were scrolled to.
    pub(super) fn show_board(&self) {
        if let Ok(Some(section)) = self.root.query_selector("section.game") {
            let top = section.get_bounding_client_rect().top();
            if top < 0.0 {
                section.scroll_into_view();
            }
        }
    }

    /// Writes which seat the computer plays and how strongly, for the
    /// next visit.
    pub(super) fn save_computer_settings(&self) {
        let _ = dom::save(
            &super::computer::settings_key(self.info.id),
            &format!(
                "plays={};level={}",
                self.computer.plays.value(),
                self.computer.strength().name()
            ),
        );
    }
}
