//! The moves under an embedded board (attribute `movelist`), as a score
//! sheet: numbered by turn (`ui::turns`), one turn a row, each move whole
//! with its glyph, the shown one marked; after a row, the variations played
//! in place of its moves (each line in brackets, a click goes there); a
//! click on a move shows the position after it. And what a record says
//! beside its moves: its headers above the board, the shown move's comment
//! under it.

use web_sys::HtmlElement;

use crate::record::Notes;
use crate::ui::history::History;
use crate::ui::tree::MoveTree;
use crate::ui::turns::{row_starts, turn_rows};

use super::dom::escape;
use super::move_list::{labelled, scroll_within};

/// The list element and what it shows, so a step through the game only
/// moves the mark.
pub(super) struct EmbedMoves {
    list: HtmlElement,
    /// The list as last written.
    shown: String,
}

impl EmbedMoves {
    /// Lists into `list` (an `<ol>` of the board's frame).
    pub(super) fn new(list: HtmlElement) -> EmbedMoves {
        list.set_hidden(false);
        EmbedMoves {
            list,
            shown: String::new(),
        }
    }

    /// Shows the history's line on show, numbered by the game's own turns
    /// (`ui::turns::row_starts`), the move that led to the shown position
    /// marked. `visible` is how many of its moves may be listed: a puzzle
    /// passes only the moves found so far, and no variations, so the list
    /// never gives the answer away.
    pub(super) fn show(&mut self, history: &History, visible: usize) {
        let tree = history.tree();
        let line = &history.line()[..visible.min(history.line().len())];
        let n = line.len();
        let starts = row_starts(&history.movers()[..n], &history.turn_ends()[..n]);
        let all = n == history.line().len();
        let mut html = String::new();
        for (number, row) in turn_rows(&starts).into_iter().enumerate() {
            html.push_str(&format!(
                "<li><span class=\"tv-turn\">{}.</span>",
                number + 1
            ));
            let mut variations = String::new();
            for i in row {
                let node = tree.node(line[i]);
                html.push_str(&format!(
                    "<button data-ply=\"{}\">{}</button>",
                    i + 1,
                    escape(&labelled(&node.text, &node.glyphs))
                ));
                for other in tree.alternatives(line[i]).into_iter().filter(|_| all) {
                    variations.push_str(&variation(tree, other));
                }
            }
            html.push_str("</li>");
            if !variations.is_empty() {
                html.push_str(&format!("<li class=\"tv-variations\">{variations}</li>"));
            }
        }
        if html != self.shown {
            self.list.set_inner_html(&html);
            self.shown = html;
        }
        let cursor = history.cursor();
        if let Ok(Some(previous)) = self.list.query_selector(".tv-current") {
            let _ = previous.remove_attribute("class");
            let _ = previous.remove_attribute("aria-current");
        }
        let selector = format!("button[data-ply=\"{cursor}\"]");
        if let Ok(Some(current)) = self.list.query_selector(&selector) {
            let _ = current.set_attribute("class", "tv-current");
            let _ = current.set_attribute("aria-current", "step");
            scroll_within(&self.list, &current);
        }
    }
}

/// A variation that begins with move `first`: its line, each move a
/// button that goes there (`data-node`), in brackets.
fn variation(tree: &MoveTree, first: usize) -> String {
    let mut html = String::from("<span class=\"tv-line\">(");
    for node in tree.line_from(first) {
        let shown = tree.node(node);
        html.push_str(&format!(
            "<button data-node=\"{node}\">{}</button>",
            escape(&labelled(&shown.text, &shown.glyphs))
        ));
    }
    html.push_str(")</span>");
    html
}

/// The line of headers a record gives (title, players, event, site, date,
/// result), as written above the board; empty when it has none. Written
/// by pushing onto one string: joins of vectors weigh more in the bundle.
pub(super) fn headers(notes: &Notes) -> String {
    let mut out = String::new();
    // Each key with the separator written before it, after another value.
    let parts: [(&str, &str); 10] = [
        ("Title", " \u{b7} "),
        ("White", " \u{b7} "),
        ("Black", " \u{2013} "),
        ("Player3", " \u{2013} "),
        ("Player4", " \u{2013} "),
        ("Event", " \u{b7} "),
        ("Site", ", "),
        ("Date", ", "),
        ("Round", ", "),
        ("Result", " \u{b7} "),
    ];
    for (key, before) in parts {
        if let Some(value) = notes.tag(key) {
            if !out.is_empty() {
                out.push_str(before);
            }
            out.push_str(value);
        }
    }
    out
}
