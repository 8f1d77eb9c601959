//! The computer opponent on a game page: who it plays, how strongly, the
//! search, a hint, and cancelling.
//!
//! The search runs in a Web Worker, or where there is none in slices of a
//! few milliseconds, one per animation frame (`search.rs`); either way the
//! page keeps drawing and answering clicks while the computer thinks. The
//! page looks for the answer once per frame. Its move goes through `play`,
//! the path of a click, so animation, history, record and link behave alike.

use gloo_render::request_animation_frame;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlSelectElement};

use super::computer_state::{Plays, Purpose, Thinking};
use super::page::{with_page, GamePage};
use crate::ai::{Level, Strength, PLAYABLE};
use crate::game::Seat;
use crate::ui::decimal::fixed;
use crate::ui::i18n::{Lang, T};
use crate::web::dom::now;
use crate::web::dom::{self, escape, find, set_text};
use crate::web::search::{Progress, Search, IN_SLICES};

/// The least time a computer's move takes to appear, so that a game of
/// computer against computer can be watched.
const MIN_MOVE_MS: f64 = 450.0;

/// Where the computer's settings for a game are kept in this browser.
pub(super) fn settings_key(id: &str) -> String {
    format!("tavoliere.computer.{id}")
}

impl GamePage {
    /// Adds the computer's controls under the page's buttons and wires them.
    pub(super) fn computer_setup(&mut self, root: &Element) {
        // A cooperative game has its own partner instead of an opponent.
        #[cfg(feature = "cancelletto")]
        if self.partner.is_some() {
            return;
        }
        let game = self.history.current();
        if let Some(saved) = dom::load(&settings_key(self.info.id)) {
            for pair in saved.split(';') {
                match pair.split_once('=') {
                    Some(("plays", value)) => {
                        if let Some(plays) = Plays::from_value(value, game.seat_count()) {
                            self.computer.plays = plays;
                        }
                    }
                    Some(("level", name)) => {
                        self.computer.strength =
                            PLAYABLE.iter().copied().find(|s| s.name() == name);
                    }
                    _ => {}
                }
            }
        }
        let lang = self.lang;
        let selected = |yes: bool| if yes { " selected" } else { "" };
        let mut plays = format!(
            "<option value=\"none\"{}>{}</option>",
            selected(self.computer.plays == Plays::Nobody),
            lang.t(T::Nobody)
        );
        for i in 0..game.seat_count() {
            let seat = Seat(i as u8);
            plays.push_str(&format!(
                "<option value=\"{i}\"{}>{}</option>",
                selected(self.computer.plays == Plays::Seat(seat)),
                escape(&lang.f(T::ComputerPlaysSeat, &[&lang.game(game.seat_name(seat))]))
            ));
        }
        plays.push_str(&format!(
            "<option value=\"all\"{}>{}</option>",
            selected(self.computer.plays == Plays::All),
            lang.t(T::EverySide)
        ));
        let levels: String = PLAYABLE
            .iter()
            .map(|s| {
                format!(
                    "<option value=\"{}\"{}>{}</option>",
                    s.name(),
                    selected(*s == self.computer.strength()),
                    level_text(lang, *s)
                )
            })
            .collect();
        let html = format!(
            "<div id=\"computer\" class=\"controls computer\">\
               <label>{} <select id=\"computer-plays\">{plays}</select></label>\
               <label>{} <select id=\"computer-level\">{levels}</select></label>\
               <button id=\"computer-move\" title=\"{}\">{}</button>\
               <button id=\"hint\" title=\"{}\">{}</button>\
               <div class=\"computer-status\">\
                 <span id=\"computer-status\" role=\"status\" aria-live=\"polite\"></span> \
                 <span id=\"computer-clock\" aria-hidden=\"true\"></span>\
               </div>\
               <button id=\"computer-cancel\" hidden>{}</button>\
             </div>",
            lang.t(T::ComputerPlays),
            lang.t(T::Level),
            lang.t(T::ComputerMoveTitle),
            lang.t(T::ComputerMove),
            lang.t(T::HintTitle),
            lang.t(T::Hint),
            lang.t(T::Cancel),
        );
        if let Some(controls) = root.query_selector(".panel .nav").ok().flatten() {
            let _ = controls.insert_adjacent_html("afterend", &html);
        }
        self.computer.status = find(root, "computer-status");
        self.computer.clock = find(root, "computer-clock");
        self.computer.move_button = find(root, "computer-move");
        self.computer.cancel = find(root, "computer-cancel");
        let mut add = |id: &str, kind: &'static str, f: fn(&mut GamePage, &Event)| {
            self.listen_at(root, id, kind, f)
        };
        add("computer-plays", "change", |page, event| {
            let seats = page.history.current().seat_count();
            page.computer.plays =
                Plays::from_value(&select_value(event), seats).unwrap_or(Plays::Nobody);
            page.computer_settings_changed();
        });
        add("computer-level", "change", |page, event| {
            let value = select_value(event);
            page.computer.strength = PLAYABLE.iter().copied().find(|s| s.name() == value);
            page.computer_settings_changed();
        });
        add("computer-move", "click", |page, _| {
            // While it thinks about its move, the button asks for the move now.
            if let Some(thinking) = page.computer.thinking.as_mut() {
                if thinking.purpose == Purpose::Play {
                    thinking.search.hurry();
                    return;
                }
            }
            page.computer_move_or_ask();
        });
        add("hint", "click", |page, _| {
            page.computer_start(Purpose::Hint)
        });
        add("computer-cancel", "click", |page, _| {
            page.computer.pause();
            page.computer_show(page.lang.t(T::Cancelled));
        });
    }

    pub(super) fn computer_settings_changed(&mut self) {
        self.save_computer_settings();
        // A new setting applies to the next search, which may load.
        self.computer.thinking = None;
        self.computer.failed = false;
        self.computer.resume();
        self.computer_after_change();
    }

    /// After any change of the shown position: drops a stale search and,
    /// when it is the computer's turn at the end of the game, starts one.
    pub(super) fn computer_after_change(&mut self) {
        let game = self.history.current();
        let position = game.position_text();
        if self
            .computer
            .thinking
            .as_ref()
            .is_some_and(|t| t.position != position || t.purpose == Purpose::Hint)
        {
            self.computer.thinking = None;
        }
        let _ = self.canvas.remove_attribute("data-hint");
        let live = !self.over() && self.at_end();
        let its_turn = match self.computer.plays {
            Plays::Nobody => false,
            Plays::Seat(seat) => game.to_move() == seat,
            Plays::All => true,
        };
        if live && its_turn && !self.computer.paused && self.editing.is_none() {
            if self.computer.thinking.is_none() {
                self.computer_start(Purpose::Play);
            }
        } else if self.computer.thinking.is_none() {
            let text = if live && its_turn {
                self.lang.t(T::ComputerWaits)
            } else {
                ""
            };
            self.computer_show(text);
        }
    }

    pub(super) fn computer_start(&mut self, purpose: Purpose) {
        if self.over() || self.history.flagged().is_some() {
            self.computer_show(self.lang.t(T::Over));
            return;
        }
        let game = self.history.current();
        if self
            .computer
            .thinking
            .as_ref()
            .is_some_and(|t| t.purpose == Purpose::Play)
        {
            return;
        }
        self.computer.searches += 1;
        // Seeded by the clock: the page need not repeat, tests and matches do.
        let seed = now().to_bits() ^ self.computer.searches;
        let record = self.shown_record();
        let strength = self.computer.strength();
        let search = Search::start(
            &self.computer.helper,
            record,
            Level::new(strength),
            seed,
            self.computer_think_ms(strength.millis()),
        );
        let place = search.place();
        let _ = self.canvas.set_attribute("data-search", place);
        self.computer.thinking = Some(Thinking {
            search,
            place,
            purpose,
            started: now(),
            position: game.position_text(),
            frame: None,
            shown_tenths: 0,
        });
        let _ = self.canvas.set_attribute("data-computer", "thinking");
        self.computer_show(match purpose {
            Purpose::Play => self.lang.t(T::Thinking),
            Purpose::Hint => self.lang.t(T::LookingForHint),
        });
        set_text(&self.computer.clock, &self.lang.seconds(0));
        self.computer_schedule();
    }

    pub(super) fn computer_schedule(&mut self) {
        let app = self.app.clone();
        let frame = request_animation_frame(move |_| with_page(&app, |page| page.computer_slice()));
        if let Some(thinking) = self.computer.thinking.as_mut() {
            thinking.frame = Some(frame);
        }
    }

    /// One frame's look at the search (a slice of it, where it runs in
    /// slices); plays or shows the answer once there is one.
    pub(super) fn computer_slice(&mut self) {
        let Some(thinking) = self.computer.thinking.as_mut() else {
            return;
        };
        let slice_started = now();
        let progress = thinking.search.poll();
        let slice_ms = now() - slice_started;
        if thinking.search.place() != thinking.place {
            thinking.place = thinking.search.place();
            let _ = self.canvas.set_attribute("data-search", thinking.place);
        }
        if thinking.place == IN_SLICES && slice_ms > self.computer.longest_slice_ms {
            self.computer.longest_slice_ms = slice_ms;
            let _ = self
                .canvas
                .set_attribute("data-longest-slice", &fixed(slice_ms, 1));
        }
        let elapsed = now() - thinking.started;
        let min = match thinking.purpose {
            Purpose::Play if !thinking.search.is_hurried() => MIN_MOVE_MS,
            Purpose::Play | Purpose::Hint => 0.0,
        };
        // The time spent, in tenths of a second, written when it changes;
        // beside the status, not in it, so a screen reader is not told
        // ten times a second.
        let tenths = (elapsed / 100.0) as u32;
        if tenths != thinking.shown_tenths {
            thinking.shown_tenths = tenths;
            set_text(&self.computer.clock, &self.lang.seconds(tenths));
        }
        let answer = match progress {
            Progress::Failed => {
                self.computer.thinking = None;
                self.computer.failed = true;
                self.computer_show(self.lang.t(T::ComputerUnavailable));
                let _ = self.canvas.set_attribute("data-computer", "failed");
                return;
            }
            Progress::Done(answer) if elapsed >= min && self.animation.is_none() => answer,
            Progress::Thinking | Progress::Done(_) => {
                self.computer_schedule();
                return;
            }
            // The answers to a question for a solver, which a search never gets.
            Progress::Solved(_) => None,
        };
        let Some(thinking) = self.computer.thinking.take() else {
            return;
        };
        let _ = self.canvas.set_attribute("data-computer", "idle");
        let Some(text) = answer else {
            self.computer_show("");
            return;
        };
        match thinking.purpose {
            Purpose::Play => {
                self.computer_show("");
                self.computer.resume();
                self.play(&text);
            }
            Purpose::Hint => {
                self.preview = self.legal.iter().position(|m| m.text == text);
                let _ = self.canvas.set_attribute("data-hint", &text);
                self.computer_show(&self.lang.f(T::HintIs, &[&text]));
                self.draw();
            }
        }
    }

    /// Shows the computer's state; the Cancel button only while it thinks,
    /// and "Computer move" then plays the best move so far.
    pub(super) fn computer_show(&self, text: &str) {
        set_text(&self.computer.status, text);
        if self.computer.thinking.is_none() {
            set_text(&self.computer.clock, "");
        }
        if let Some(cancel) = &self.computer.cancel {
            cancel.set_hidden(self.computer.thinking.is_none());
        }
        if let Some(button) = &self.computer.move_button {
            let now = self
                .computer
                .thinking
                .as_ref()
                .is_some_and(|t| t.purpose == Purpose::Play);
            button.set_title(if now {
                self.lang.t(T::ComputerMoveNowTitle)
            } else {
                self.lang.t(T::ComputerMoveTitle)
            });
        }
        if self.computer.thinking.is_none() {
            let _ = self.canvas.set_attribute("data-computer", "idle");
        }
        // The players panel shows the seat to move thinking (style.css).
        let state = if self.computer.thinking.is_some() {
            "thinking"
        } else {
            "idle"
        };
        if let Ok(Some(section)) = self.root.query_selector("section.game") {
            let _ = section.set_attribute("data-computer", state);
        }
    }
}

/// A level's name for people; its value stays the engine's word.
/// A level's name, each phrase named where it is looked up (docs/SIZE.md).
fn level_text(lang: Lang, strength: Strength) -> &'static str {
    match strength {
        Strength::Easy | Strength::Random | Strength::Mcts60k | Strength::AbCentre => {
            lang.t(T::LevelEasy)
        }
        Strength::Medium => lang.t(T::LevelMedium),
        Strength::Hard => lang.t(T::LevelHard),
        Strength::Expert => lang.t(T::LevelExpert),
    }
}

fn select_value(event: &Event) -> String {
    event
        .target()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value())
        .unwrap_or_default()
}
