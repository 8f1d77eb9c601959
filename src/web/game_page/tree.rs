//! The move tree on the game page (issue 42): the moves played at the shown
//! position in other lines, to step into; making a line the main one,
//! promoting and deleting it; and the comment and glyph of the shown move,
//! read and edited. The tree itself is `ui::tree`, kept by the history;
//! this file only shows it and passes the reader's edits on.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlSelectElement, HtmlTextAreaElement, PointerEvent};

use super::page::GamePage;
use crate::record::Colour;
use crate::record::Glyph;
use crate::ui::draw::annotations::Drawn;
use crate::ui::history::History;
use crate::ui::i18n::T;
use crate::ui::tree::NodeId;
use crate::web::dom::{escape, find, number_at, set_text};
use crate::web::move_list::labelled;

impl GamePage {
    /// Listens to the tree panel's controls, and to the board for shapes:
    /// a right-drag draws an arrow (a right-click marks a cell), Shift for
    /// red, Alt for blue, Ctrl for yellow, as on lichess; in shapes mode
    /// ("Draw on the board") taps do the same with the chosen colour.
    pub(super) fn wire_tree(&mut self, root: &Element) {
        let mut add = |id: &str, kind: &'static str, f: fn(&mut GamePage, &web_sys::Event)| {
            self.listen_at(root, id, kind, f)
        };
        add("forks", "click", |page, event| {
            if let Some(node) = number_at(event, "data-node") {
                page.enter(node);
            }
        });
        add("make-main", "click", |page, _| page.make_main_line());
        add("promote", "click", |page, _| page.promote_line());
        add("delete-move", "click", |page, _| page.delete_move());
        add("comment", "change", |page, _| page.comment_edited());
        add("glyph", "change", |page, _| page.glyph_chosen());
        add("draw-mode", "change", |page, event| {
            page.drawing = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                .is_some_and(|input| input.checked());
            page.shape_from = None;
        });
        add("clear-shapes", "click", |page, _| {
            page.history.comment_mut().shapes.clear();
            page.changed();
        });
        add("board", "contextmenu", |_, event| event.prevent_default());
        add("board", "pointerup", |page, event| {
            if let Some(event) = event.dyn_ref::<PointerEvent>() {
                if event.button() == 2 {
                    page.shape_end(event);
                }
            }
        });
    }

    /// A pointer pressed on the board: true when it starts or ends a shape
    /// (a right button, or any press in shapes mode), so it makes no move.
    pub(super) fn shape_press(&mut self, event: &PointerEvent) -> bool {
        if event.button() == 2 {
            self.shape_from = self.cell_at(event);
            return true;
        }
        if !self.drawing {
            return false;
        }
        match self.shape_from {
            None => {
                self.shape_from = self.cell_at(event);
                self.draw();
            }
            Some(_) => self.shape_end(event),
        }
        true
    }

    /// Ends a shape where the pointer is: the same cell marks it, another
    /// draws an arrow to it; drawing the same shape again removes it.
    fn shape_end(&mut self, event: &PointerEvent) {
        let (Some(from), Some(to)) = (self.shape_from.take(), self.cell_at(event)) else {
            return;
        };
        let colour = if self.drawing && event.button() != 2 {
            find::<HtmlSelectElement>(&self.root, "shape-colour")
                .and_then(|s| s.value().chars().next())
                .and_then(Colour::from_letter)
                .unwrap_or(Colour::Green)
        } else if event.shift_key() {
            Colour::Red
        } else if event.alt_key() {
            Colour::Blue
        } else if event.ctrl_key() || event.meta_key() {
            Colour::Yellow
        } else {
            Colour::Green
        };
        let drawn = Drawn {
            colour,
            from,
            to: Some(to),
        };
        let Some(shape) = drawn.shape() else {
            return;
        };
        let shapes = &mut self.history.comment_mut().shapes;
        // The same cells again: the shape goes (whatever its colour).
        let before = shapes.len();
        shapes.retain(|s| s.cells() != shape.cells());
        if shapes.len() == before {
            shapes.push(shape);
        }
        self.changed();
    }

    /// The board cell under the pointer.
    fn cell_at(&self, event: &PointerEvent) -> Option<crate::geometry::Coord> {
        let (client_x, client_y) = (event.client_x() as f64, event.client_y() as f64);
        let (x, y) = crate::web::board::canvas_point(&self.canvas, client_x, client_y);
        self.layout.cell_at(x, y)
    }

    /// Brings the tree panel in line with the shown position: the other
    /// moves played here, the line's tools, the comment and glyph.
    pub(super) fn update_tree(&self) {
        let history = &self.history;
        let tree = history.tree();
        let here = history.here();
        let lang = self.lang;
        // The moves played at the shown position: more than one is a fork.
        let children = tree.children(here);
        let next = history.line().get(history.cursor()).copied();
        if let Some(forks) = find::<HtmlElement>(&self.root, "forks") {
            if children.len() > 1 {
                let mut html = format!("<span>{}</span> ", escape(lang.t(T::MovesPlayedHere)));
                for &child in children {
                    let node = tree.node(child);
                    let mark = if Some(child) == next {
                        " aria-current=\"true\" class=\"current\""
                    } else {
                        ""
                    };
                    html.push_str(&format!(
                        "<button data-node=\"{child}\"{mark}>{}</button> ",
                        escape(&labelled(&node.text, &node.glyphs))
                    ));
                }
                forks.set_inner_html(&html);
                forks.set_hidden(false);
            } else {
                forks.set_hidden(true);
            }
        }
        let in_variation = !history.on_main_line();
        let has_moves = here != crate::ui::tree::ROOT;
        if let Some(tools) = find::<HtmlElement>(&self.root, "line-tools") {
            tools.set_hidden(!in_variation && !has_moves);
        }
        set_text(
            &find(&self.root, "line-where"),
            if in_variation {
                lang.t(T::InVariation)
            } else {
                lang.t(T::InMainLine)
            },
        );
        for (id, shown) in [
            ("make-main", in_variation),
            ("promote", in_variation),
            ("delete-move", has_moves),
        ] {
            if let Some(button) = find::<HtmlElement>(&self.root, id) {
                button.set_hidden(!shown);
            }
        }
        // The comment, shown to every reader, and in the editor.
        let comment = history.comment();
        if let Some(shown) = find::<HtmlElement>(&self.root, "comment-shown") {
            shown.set_text_content(Some(&comment.text));
            shown.set_hidden(comment.text.is_empty());
        }
        if let Some(editor) = find::<HtmlTextAreaElement>(&self.root, "comment") {
            if editor.value() != comment.text {
                editor.set_value(&comment.text);
            }
        }
        if let Some(select) = find::<HtmlSelectElement>(&self.root, "glyph") {
            let glyph = history
                .glyphs()
                .iter()
                .find(|g| g.symbol().is_some())
                .map_or(String::new(), |g| g.number().to_string());
            select.set_value(&glyph);
            select.set_disabled(!has_moves);
        }
    }

    /// Shows the position after move `node` (a click on a fork's move).
    pub(super) fn enter(&mut self, node: NodeId) {
        self.step_to(|history| history.enter(node));
    }

    /// Steps to the next (`by` 1) or previous (-1) line at the nearest fork
    /// at or before the shown move: the arrow keys up and down. False when
    /// there is no other line (the key is left to the browser).
    pub(super) fn other_line(&mut self, by: isize) -> bool {
        let history = &self.history;
        let tree = history.tree();
        let line = &history.line()[..history.cursor()];
        let Some(&node) = line
            .iter()
            .rev()
            .find(|&&n| !tree.alternatives(n).is_empty())
        else {
            return false;
        };
        let siblings = tree.children(tree.parent(node));
        let at = siblings.iter().position(|&s| s == node).unwrap_or(0) as isize;
        let count = siblings.len() as isize;
        let to = siblings[((at + by).rem_euclid(count)) as usize];
        self.enter(to);
        true
    }

    /// "Make main line": the line on show becomes the game's main line.
    pub(super) fn make_main_line(&mut self) {
        self.step_to(History::make_main);
    }

    /// "Promote": the shown line's branch goes one place up.
    pub(super) fn promote_line(&mut self) {
        self.step_to(History::promote);
    }

    /// "Delete from here": the shown move and all after it go.
    pub(super) fn delete_move(&mut self) {
        self.step_to(|history| {
            history.delete_here();
        });
    }

    /// The reader changed the comment of the shown move.
    pub(super) fn comment_edited(&mut self) {
        let Some(editor) = find::<HtmlTextAreaElement>(&self.root, "comment") else {
            return;
        };
        // One line of words, as the record keeps them; braces would end it.
        let text = editor
            .value()
            .replace(['{', '}'], "")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        if self.history.comment().text != text {
            self.history.comment_mut().text = text;
            self.changed();
        }
    }

    /// The reader chose a glyph for the shown move.
    pub(super) fn glyph_chosen(&mut self) {
        let Some(select) = find::<HtmlSelectElement>(&self.root, "glyph") else {
            return;
        };
        let glyph = select.value().parse::<u8>().ok().map(Glyph::nag);
        self.history.set_glyph(glyph);
        self.changed();
    }
}
