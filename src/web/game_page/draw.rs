//! The game page's board drawing: the marks the page adds to the
//! position's (cursor, preview, reach, the theme's colours), the banner at
//! the end of a game, and the draw's timing, published for tests.

use crate::ui::view::{preview_line, AnyView};

use super::page::GamePage;
use crate::ui::decimal::fixed;
use crate::web::board::{self, Marks};
use crate::web::dom::now;
use crate::web::motion;

impl GamePage {
    /// Draws the board as it stands (or the animation's frame), timed: the
    /// time of the whole draw is published as `data-draw-ms` on the canvas.
    pub(super) fn draw(&mut self) {
        if !self.measured {
            self.fit();
        }
        let started = now();
        let game = self.history.current();
        let scene = match &self.editing {
            Some(editing) => crate::ui::editor::scene(editing.board.as_ref()),
            None => game.scene(),
        };
        let marks = if let Some(editing) = &self.editing {
            // An arrangement being set up: its pieces, nothing of play.
            let arrangement = editing.board.arrangement();
            Marks {
                inks: (0..arrangement.seat_count())
                    .map(|i| arrangement.ink(crate::game::Seat(i as u8)))
                    .collect(),
                palette: super::super::theme::palette(),
                goal_word: super::super::lang::goal_label(&self.ctx),
                ..Marks::default()
            }
        } else {
            self.play_marks()
        };
        let mut marks = marks;
        let arrow = self.analysis_arrow();
        // Published for tests: the best move drawn as an arrow.
        let _ = match (&arrow, self.analyst.shown.as_ref()) {
            (Some(_), Some(report)) => self.canvas.set_attribute("data-best", &report.line[0]),
            _ => self.canvas.remove_attribute("data-best"),
        };
        marks.drawn.extend(arrow);
        let frame = motion::frame_now(&self.animation);
        if frame.is_none() && self.animation.take().is_some() {
            self.update_status();
        }
        board::draw(
            &self.ctx,
            self.size,
            &self.layout,
            &scene,
            frame.as_ref(),
            &marks,
        );
        if self.editing.is_none() {
            if let (None, Some(text)) = (&frame, self.outcome_words()) {
                let (headline, reason) = text.split_once(": ").unwrap_or((&text, ""));
                board::banner(&self.ctx, &self.layout, headline, reason);
            }
        }
        let took = now() - started;
        let _ = self.canvas.set_attribute("data-draw-ms", &fixed(took, 2));
        let _ = match &self.editing {
            Some(editing) => self
                .canvas
                .set_attribute("data-edit", &editing.board.text()),
            None => self.canvas.remove_attribute("data-edit"),
        };
        let game = self.history.current();
        let _ = self
            .canvas
            .set_attribute("data-position", &game.position_text());
        // Published for tests: the move whose consequences are on show.
        let _ = match self.preview.and_then(|i| self.legal.get(i)) {
            Some(m) => self.canvas.set_attribute("data-preview", &m.text),
            None => self.canvas.remove_attribute("data-preview"),
        };
    }

    /// What the board marks in play: the keyboard cursor, a preview, where
    /// a picked piece can go, a refused groove and the position's own.
    fn play_marks(&mut self) -> Marks {
        let game = self.history.current();
        let over = self.over();
        Marks {
            cursor: if self.keyboard_on_board() {
                self.cursor
            } else {
                None
            },
            preview: match (&self.hint_line, self.preview) {
                (Some(line), None) => preview_line(game, line),
                (_, preview) => preview
                    .and_then(|i| self.legal.get(i))
                    .and_then(|m| game.preview(&m.text)),
            },
            reach: if self.clicks.made().is_empty() || over {
                Vec::new()
            } else {
                let made = self.clicks.made().to_vec();
                let position = game.position_text();
                match &self.reach {
                    Some((clicks, text, cells)) if *clicks == made && *text == position => {
                        cells.clone()
                    }
                    _ => {
                        let cells = game.reach(&made);
                        self.reach = Some((made, position, cells.clone()));
                        cells
                    }
                }
            },
            refused: self.refused,
            palette: super::super::theme::palette(),
            ..Marks::of_position(
                &self.history,
                &self.clicks,
                &self.legal,
                super::super::lang::goal_label(&self.ctx),
            )
        }
    }
}
