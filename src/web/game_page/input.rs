//! How a game page turns keys, pointer moves, clicks and taps into moves.

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};

use super::page::GamePage;
use crate::game::Target;
use crate::geometry::Coord;
use crate::ui::clicks::Clicks;
use crate::ui::i18n::T;
use crate::ui::pointing::{self, Clicked};
use crate::ui::view::AnyView;

impl GamePage {
    /// Whether the board has keyboard focus (reached with Tab, not a click),
    /// so arrow keys move its cursor instead of stepping through the moves.
    pub(super) fn keyboard_on_board(&self) -> bool {
        self.canvas.matches(":focus-visible").unwrap_or(false)
    }

    /// Handles a key pressed anywhere on the page (not in a text field).
    pub fn key(&mut self, event: &KeyboardEvent) {
        let typing = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if typing {
            return;
        }
        let key = event.key();
        let handled = if self.keyboard_on_board() && self.board_key(&key) {
            true
        } else {
            match key.as_str() {
                "Escape" => {
                    self.clicks.back();
                    self.clicks_changed();
                    true
                }
                "ArrowLeft" => {
                    self.step_back();
                    true
                }
                "ArrowRight" => {
                    self.step_forward();
                    true
                }
                "Home" => {
                    self.go(0);
                    true
                }
                "ArrowUp" => self.other_line(-1),
                "ArrowDown" => self.other_line(1),
                "d" | "D" => {
                    self.describe_board();
                    true
                }
                "End" => {
                    self.go(usize::MAX);
                    true
                }
                _ => false,
            }
        };
        if handled {
            event.prevent_default();
        }
    }

    /// Keys for the board cursor: arrows move it, Enter or Space clicks what
    /// is under it, 1 to 8 pick a checker of a stack there, Escape cancels.
    pub(super) fn board_key(&mut self, key: &str) -> bool {
        let start = self
            .cursor
            .or_else(|| self.clicks.made().iter().find_map(cell_of))
            .unwrap_or(Coord::new(self.layout.width / 2, self.layout.height / 2));
        let (dx, dy) = match key {
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, -1),
            "ArrowDown" => (0, 1),
            "Enter" | " " => {
                self.cursor = Some(start);
                let target = self.target_on_cell(start, None);
                self.take_click(target);
                return true;
            }
            "Escape" => {
                self.clicks.back();
                self.clicks_changed();
                return true;
            }
            digit if digit.len() == 1 && ("1"..="8").contains(&digit) => {
                let level = digit.as_bytes()[0] - b'1';
                self.cursor = Some(start);
                let target = self.target_on_cell(start, Some(level));
                self.take_click(target);
                return true;
            }
            _ => return false,
        };
        self.cursor = Some(if self.cursor.is_some() {
            self.layout.cursor_step(start, dx, dy)
        } else {
            start
        });
        self.draw();
        true
    }

    /// What a keyboard click on a cell means: the target there that continues
    /// the move being made, else one that starts a move (the given checker
    /// level if any), else the bare cell (which gets refused with a reason).
    pub(super) fn target_on_cell(&self, cell: Coord, level: Option<u8>) -> Target {
        let on_cell = |t: &Target| match (t, level) {
            (Target::Cell(c), None) => *c == cell,
            // A tile's cells all name the tile (Cancelletto's removals).
            (Target::Tile(slot), None) => {
                let n = crate::ui::layout::TILE_CELLS;
                cell.file / n == slot.file && cell.rank / n == slot.rank
            }
            (Target::Level { cell: c, level: l }, wanted) => {
                *c == cell && wanted.is_none_or(|w| w == *l)
            }
            _ => false,
        };
        let next = self.clicks.next_targets(&self.legal);
        let starts = Clicks::default().next_targets(&self.legal);
        next.iter()
            .chain(starts.iter())
            .copied()
            .find(|t| on_cell(t))
            .unwrap_or(match level {
                Some(level) => Target::Level { cell, level },
                None => Target::Cell(cell),
            })
    }

    /// The target under a point in client coordinates: one that continues
    /// or starts a legal move if any is there, else the bare cell.
    pub(super) fn target_at(&self, client_x: f64, client_y: f64) -> Option<Target> {
        let (x, y) = crate::web::board::canvas_point(&self.canvas, client_x, client_y);
        let scene = self.history.current().scene();
        pointing::target_at(&self.layout, &self.clicks, &self.legal, &scene, x, y)
    }

    pub(super) fn pointer(&mut self, client_x: f64, client_y: f64, touch: bool) {
        self.finish_animation();
        if self.editing.is_some() {
            self.edit_at(client_x, client_y);
            return;
        }
        let Some(target) = self.target_at(client_x, client_y) else {
            return;
        };
        if self.refuse_for_computer() {
            return;
        }
        // On touch screens there is no hover: the first tap on a move's last
        // target shows its consequences, a second tap on it plays it.
        if touch && self.history.current().previews() {
            if let Some(index) = self.clicks.completes(target, &self.legal) {
                let confirm = self
                    .history
                    .current()
                    .confirm_on_touch(&self.legal[index].text);
                if confirm && self.preview != Some(index) {
                    self.set_preview(Some(index));
                    let text = self.legal[index].text.clone();
                    self.inform(&self.lang.f(T::TapAgain, &[&text]));
                    return;
                }
            }
        }
        self.take_click(target);
    }

    pub(super) fn hover(&mut self, client_x: f64, client_y: f64) {
        if self.editing.is_some()
            || self.animation.is_some()
            || !self.history.current().previews()
            || self.computer_seat_to_move().is_some()
            || self.friend_seat_to_move().is_some()
        {
            return;
        }
        let target = self.target_at(client_x, client_y);
        let index = target.and_then(|target| self.clicks.completes(target, &self.legal));
        self.show_refused(target.filter(|_| index.is_none()));
        self.set_preview(index);
    }

    /// Marks a groove that no legal move takes (or clears the mark), with
    /// the reason as the board's tooltip: where a wall may not go shows red.
    pub(super) fn show_refused(&mut self, target: Option<Target>) {
        let mut attempt = self.clicks.made().to_vec();
        let refused = target.filter(|t| {
            attempt.push(*t);
            matches!(t, Target::Groove { .. })
                && self.clicks.next_targets(&self.legal).iter().all(|n| n != t)
                && Clicks::default()
                    .next_targets(&self.legal)
                    .iter()
                    .all(|n| n != t)
        });
        let reason = refused
            .and_then(|_| self.history.current().explain(&attempt))
            .map(|r| self.lang.game(&r).into_owned());
        let _ = match &reason {
            Some(reason) => self.canvas.set_attribute("title", reason),
            None => self.canvas.remove_attribute("title"),
        };
        if self.refused != refused {
            self.refused = refused;
            self.draw();
        }
    }

    pub(super) fn set_preview(&mut self, index: Option<usize>) {
        if self.preview != index {
            self.preview = index;
            self.draw();
        }
    }

    pub(super) fn take_click(&mut self, target: Target) {
        self.preview = None;
        self.refused = None;
        if self.history.current().outcome().is_some() {
            self.say(self.lang.t(T::GameOver));
            return;
        }
        if self.history.flagged().is_some() {
            self.say(self.lang.t(T::OverOnTime));
            return;
        }
        if self.refuse_for_computer() {
            return;
        }
        let game = self.history.current();
        match pointing::take_click(&mut self.clicks, target, &self.legal, game, self.lang) {
            Clicked::Play(text) => self.play_or_ask(&text),
            Clicked::Changed => {
                self.say("");
                self.clicks_changed();
            }
            Clicked::Refused(reason) => {
                self.refused = Some(target).filter(|t| matches!(t, Target::Groove { .. }));
                self.say(&reason);
                self.clicks_changed();
            }
        }
    }
}

/// The cell a target is on, if it is on one.
fn cell_of(target: &Target) -> Option<Coord> {
    match *target {
        Target::Cell(c) | Target::Level { cell: c, .. } => Some(c),
        _ => None,
    }
}
