//! The board editor on the game page (issue 43, point 1): put, remove and
//! change pieces by click or tap from a palette of what the game has, with
//! the side to move and the numbers beside the board; clear, swap sides,
//! the start position; and, once the rules accept the arrangement, "Play
//! from here". Opened by its button or `&edit` in the address. The rules
//! decide everything (`any_edit`: the palette, what a click does, the
//! set-up check); this file shows the arrangement and passes clicks on.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlSelectElement};

use super::editor_state::Editing;
use super::page::GamePage;
use crate::any_edit::{arrangement_of, AnyEdit};
use crate::game::Seat;
use crate::record::Record;
use crate::ui::history::History;
use crate::ui::i18n::T;
use crate::web::dom::{escape, find, set_text};

impl GamePage {
    /// Listens to the editor's controls (its panel is built with the page,
    /// hidden until the editor opens).
    pub(super) fn wire_editor(&mut self, root: &Element) {
        let mut add = |id: &str, kind: &'static str, f: fn(&mut GamePage, &web_sys::Event)| {
            self.listen_at(root, id, kind, f)
        };
        add("edit-open", "click", |page, _| page.open_editor());
        add("edit-cancel", "click", |page, _| page.close_editor());
        add("edit-palette", "click", |page, event| {
            if let Some(index) = crate::web::dom::number_at(event, "data-piece") {
                if let Some(editing) = page.editing.as_mut() {
                    editing.piece = index;
                }
                page.show_editor();
            }
        });
        add("edit-to-move", "change", |page, event| {
            let seat = event
                .target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
                .and_then(|s| s.value().parse::<u8>().ok());
            if let Some(seat) = seat {
                page.edit(|board| {
                    board.set_to_move(Seat(seat));
                    true
                });
            }
        });
        add("edit-counters", "change", |page, event| {
            let Some(input) = event
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            else {
                return;
            };
            let index = input
                .get_attribute("data-counter")
                .and_then(|i| i.parse().ok());
            let value = input.value().trim().parse::<u32>().ok();
            if let (Some(index), Some(value)) = (index, value) {
                page.edit(|board| board.set_counter(index, value));
            } else {
                page.show_editor();
            }
        });
        add("edit-undo", "click", |page, _| {
            if let Some(editing) = page.editing.as_mut() {
                if let Some(before) = editing.undo.pop() {
                    editing.board = before;
                }
            }
            page.show_editor();
            page.draw();
        });
        add("edit-clear", "click", |page, _| {
            page.edit(|board| {
                board.clear();
                true
            })
        });
        add("edit-flip", "click", |page, _| {
            page.edit(|board| {
                board.flip();
                true
            })
        });
        add("edit-start", "click", |page, _| {
            let pairs = page.form_options();
            let lang = page.lang;
            let mut refused = None;
            page.edit(|board| match board.set_options(&pairs) {
                Ok(()) => {
                    board.start();
                    true
                }
                Err(error) => {
                    refused = Some(lang.game(&error.to_string()).into_owned());
                    false
                }
            });
            if let Some(why) = refused {
                page.say(&why);
            }
        });
        add("edit-play", "click", |page, _| page.play_from_here());
    }

    /// Opens the editor on the shown position (a link's `&start=` arrives
    /// as the game's start, so it opens there).
    pub(super) fn open_editor(&mut self) {
        self.computer.pause();
        self.finish_animation();
        let board = arrangement_of(self.history.current());
        self.editing = Some(Editing {
            board,
            piece: 0,
            undo: Vec::new(),
        });
        if let Some(panel) = find::<HtmlElement>(&self.root, "editor") {
            panel.set_hidden(false);
        }
        self.say("");
        self.changed();
        // Not scrolled to: on a phone the panel is just below the board,
        // and the board is what the reader taps next.
        self.show_editor();
    }

    /// Leaves the editor: the game on the page is as it was.
    pub(super) fn close_editor(&mut self) {
        self.editing = None;
        if let Some(panel) = find::<HtmlElement>(&self.root, "editor") {
            panel.set_hidden(true);
        }
        self.changed();
    }

    /// Changes the arrangement with `change` (which says whether it did),
    /// then shows it and the rules' verdict.
    fn edit(&mut self, change: impl FnOnce(&mut dyn AnyEdit) -> bool) {
        let Some(editing) = self.editing.as_mut() else {
            return;
        };
        let before = editing.board.clone_edit();
        if change(editing.board.as_mut()) {
            editing.undo.push(before);
        }
        self.show_editor();
        self.draw();
    }

    /// A click or tap on the board while editing: the chosen piece goes
    /// there, or comes away if it is already there.
    pub(super) fn edit_at(&mut self, client_x: f64, client_y: f64) {
        let Some(editing) = self.editing.as_ref() else {
            return;
        };
        let (x, y) = crate::web::board::canvas_point(&self.canvas, client_x, client_y);
        let scene = crate::ui::editor::scene(editing.board.as_ref());
        let targets = editing.board.targets();
        let target = crate::ui::pointing::edit_target_at(&self.layout, &targets, &scene, x, y);
        let piece = editing.piece;
        if let Some(target) = target {
            self.edit(|board| board.put(target, piece));
        }
    }

    /// Writes the panel: the palette with the chosen piece pressed, the
    /// side to move, the numbers, and the verdict with "Play from here"
    /// enabled only for a position the rules accept.
    pub(super) fn show_editor(&self) {
        let Some(editing) = &self.editing else {
            return;
        };
        let board = editing.board.as_ref();
        let lang = self.lang;
        if let Some(palette) = find::<Element>(&self.root, "edit-palette") {
            let mut html = String::new();
            for (i, piece) in board.palette().iter().enumerate() {
                html.push_str(&format!(
                    "<button type=\"button\" data-piece=\"{i}\" data-id=\"{}\" aria-pressed=\"{}\">{}</button>",
                    piece.id,
                    i == editing.piece,
                    escape(&lang.game(piece.label))
                ));
            }
            palette.set_inner_html(&html);
        }
        if let Some(select) = find::<HtmlSelectElement>(&self.root, "edit-to-move") {
            let mover = board.arrangement().to_move().index();
            let mut html = String::new();
            for (i, seat) in board.seats().iter().enumerate() {
                let selected = if i == mover { " selected" } else { "" };
                html.push_str(&format!(
                    "<option value=\"{i}\"{selected}>{}</option>",
                    escape(&lang.game(seat))
                ));
            }
            select.set_inner_html(&html);
        }
        if let Some(counters) = find::<Element>(&self.root, "edit-counters") {
            let mut html = String::new();
            for (i, counter) in board.counters().iter().enumerate() {
                html.push_str(&format!(
                    "<label>{} <input type=\"number\" inputmode=\"numeric\" min=\"0\" max=\"{}\" \
                     value=\"{}\" data-counter=\"{i}\" data-id=\"{}\"></label>",
                    escape(&lang.game(counter.label)),
                    counter.max,
                    counter.value,
                    counter.id
                ));
            }
            counters.set_inner_html(&html);
        }
        let verdict = board.check();
        let words = match &verdict {
            Ok(_) => lang.t(T::EditAccepted).to_string(),
            Err(why) => lang.f(T::EditRefused, &[&lang.game(why)]),
        };
        let note = find::<HtmlElement>(&self.root, "edit-verdict");
        set_text(&note, &words);
        if let Some(note) = &note {
            let _ = note.set_attribute("class", if verdict.is_ok() { "ok" } else { "refused" });
        }
        if let Some(play) = find::<HtmlElement>(&self.root, "edit-play") {
            let _ = match verdict {
                Ok(_) => play.remove_attribute("disabled"),
                Err(_) => play.set_attribute("disabled", ""),
            };
        }
    }

    /// Starts a game from the arrangement, which the rules accept: its
    /// record starts there (`start=` in links, records and embeds), so
    /// sharing, the embed code and a puzzle all begin from it.
    fn play_from_here(&mut self) {
        let Some(editing) = &self.editing else {
            return;
        };
        let position = match editing.board.check() {
            Ok(position) => position,
            Err(why) => {
                let why = self.lang.game(&why).into_owned();
                self.say(&self.lang.f(T::EditRefused, &[&why]));
                return;
            }
        };
        let text = position.position_text();
        let options = position.changed_options();
        let start = crate::any_edit::start_arrangement(self.info.id, &options)
            .and_then(Result::ok)
            .map(|start| start.text());
        let record = Record {
            game: self.info.id.to_string(),
            options,
            start: (start.as_deref() != Some(text.as_str())).then_some(text),
            ..Record::default()
        };
        match History::from_record(&record) {
            Ok(history) => {
                self.editing = None;
                if let Some(panel) = find::<HtmlElement>(&self.root, "editor") {
                    panel.set_hidden(true);
                }
                self.replace(history);
                self.inform(self.lang.t(T::EditPlaying));
            }
            Err(error) => {
                let why = self.lang.game(&error.to_string()).into_owned();
                self.say(&self.lang.f(T::EditRefused, &[&why]));
            }
        }
    }
}
