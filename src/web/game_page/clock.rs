//! The game clock on the page: each side's time in the players panel,
//! running for the side to move at the game's latest position, handed over
//! after each move with the increment, and a fallen flag ending the game.
//! The rules of time are `ui::clock`'s; the times left ride in the record
//! (`History::clock`), so a reload or a saved game keeps them.

use gloo_timers::callback::Interval;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use super::page::{with_page, GamePage};
use crate::game::Seat;
use crate::ui::clock::{self, Running};
use crate::ui::game_loop::{reader_result, ReaderResult};
use crate::ui::i18n::T;
use crate::web::dom::{now, set_text};

/// How often the faces are redrawn and the flag looked at, in milliseconds:
/// often enough for tenths when time is short.
const TICK_MS: u32 = 100;

impl GamePage {
    /// Whether the game on show is over: by its rules, or at its latest
    /// move by a clock that ran out.
    pub(super) fn over(&self) -> bool {
        self.history.current().outcome().is_some()
            || (self.at_end() && self.history.flagged().is_some())
    }

    /// Starts the clock of the side to move, for a game just opened or
    /// replaced; a finished, flagged or by-link game's clock stays still.
    pub(super) fn clock_start(&mut self) {
        self.clock.running = None;
        self.clock.tick = None;
        if !clock::offered(self.history.current(), self.info.id) {
            self.history.set_clock(None);
        }
        let Some(clock) = self.history.clock() else {
            return;
        };
        let end = self.at_end() && self.history.current().outcome().is_none();
        if end && clock.flagged().is_none() && self.by_link.is_none() {
            self.clock.running = Some(Running {
                seat: self.history.current().to_move(),
                since_ms: now(),
            });
            self.clock_keep_ticking();
        }
    }

    /// Before a move: charges the running side; true when its flag has
    /// fallen (the move came too late), which ends the game instead.
    pub(super) fn clock_flag_fell(&mut self) -> bool {
        let mut running = self.clock.running;
        let fell = match self.history.clock_mut() {
            Some(clock) => clock::charge(clock, &mut running, now()),
            None => false,
        };
        self.clock.running = running;
        if fell {
            self.flag_fell();
        }
        fell
    }

    /// After a move by `mover`: the increment, and the clock handed to the
    /// side now to move.
    pub(super) fn clock_after_move(&mut self, mover: Seat) {
        let mut running = self.clock.running;
        if let Some((clock, game)) = self.history.clock_and_position() {
            clock::after_move(clock, &mut running, mover, game, now());
        }
        self.clock.running = running.filter(|_| self.by_link.is_none());
        if self.clock.running.is_none() {
            self.clock.tick = None;
        } else {
            self.clock_keep_ticking();
        }
    }

    fn clock_keep_ticking(&mut self) {
        if self.clock.tick.is_some() {
            return;
        }
        let app = self.app.clone();
        self.clock.tick = Some(Interval::new(TICK_MS, move || {
            with_page(&app, |page| page.clock_tick())
        }));
    }

    /// Each tick: the running face, and the flag when its time is up.
    fn clock_tick(&mut self) {
        let Some(run) = self.clock.running else {
            self.clock.tick = None;
            return;
        };
        let left = match self.history.clock() {
            Some(c) => clock::left_now(c, Some(run), run.seat, now()),
            None => return,
        };
        if left == 0 {
            self.clock_flag_fell();
        } else {
            self.show_clock_faces();
        }
    }

    /// A flag fell: the clock stops, the computer stops thinking, and the
    /// page says the game is over and saves it so.
    fn flag_fell(&mut self) {
        self.clock.running = None;
        self.clock.tick = None;
        self.computer.thinking = None;
        self.finish_animation();
        self.changed();
        if let Some(words) = self.outcome_words() {
            set_text(&self.announce, &words);
        }
        crate::web::sound::play(crate::web::sound::Sound::End);
    }

    /// Writes each side's time into its row of the players panel, the
    /// running one marked and, under ten seconds, marked as short.
    pub(super) fn show_clock_faces(&self) {
        let (Some(clock), Some(list)) = (self.history.clock(), &self.players) else {
            return;
        };
        let Ok(faces) = list.query_selector_all(".clock") else {
            return;
        };
        let at = now();
        for i in 0..faces.length() {
            let Some(face) = faces.item(i).and_then(|n| n.dyn_into::<HtmlElement>().ok()) else {
                continue;
            };
            let seat = Seat(i as u8);
            let left = clock::left_now(clock, self.clock.running, seat, at);
            let text = clock::face(left);
            if face.text_content().as_deref() != Some(text.as_str()) {
                face.set_text_content(Some(&text));
                let _ = face.set_attribute("aria-label", &self.lang.f(T::TimeLeft, &[&text]));
            }
            let running = self.clock.running.is_some_and(|r| r.seat == seat);
            let class = match (running, clock::is_short(left)) {
                (true, true) => "clock running short",
                (true, false) => "clock running",
                (false, true) => "clock short",
                (false, false) => "clock",
            };
            if face.class_name() != class {
                face.set_class_name(class);
            }
        }
    }

    /// The end by a fallen flag, from the reader's side against the
    /// computer ("You won: White ran out of time").
    pub(super) fn flag_words(&self, flagged: Seat) -> String {
        let lang = self.lang;
        let headline = match reader_result(clock::win_on_time(flagged), self.computer.plays) {
            ReaderResult::YouWon => Some(lang.t(T::YouWon)),
            ReaderResult::ComputerWon => Some(lang.t(T::ComputerWon)),
            _ => None,
        };
        clock::on_time_words(lang, self.history.current(), flagged, headline)
    }

    /// How long the computer may think: its level's time, shortened when
    /// its own clock runs low.
    pub(super) fn computer_think_ms(&self, level_ms: u32) -> u32 {
        match (self.history.clock(), self.clock.running) {
            (Some(clock), Some(run)) => clock::think_ms(
                level_ms,
                clock::left_now(clock, Some(run), run.seat, now()),
                clock.control.increment_ms(),
            ),
            _ => level_ms,
        }
    }
}
