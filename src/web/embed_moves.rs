//! The moves under an embedded board (attribute `movelist`), as a score
//! sheet: numbered by turn (`ui::turns`), each move whole on its line, the
//! shown one marked; a click on a move shows the position after it.

use web_sys::HtmlElement;

use crate::ui::turns::turn_rows;

use super::dom::escape;
use super::move_list::scroll_within;

/// The list element and what it shows, so a step through the game only
/// moves the mark.
pub(super) struct EmbedMoves {
    list: HtmlElement,
    shown: Vec<String>,
}

impl EmbedMoves {
    /// Lists into `list` (an `<ol>` of the board's frame).
    pub(super) fn new(list: HtmlElement) -> EmbedMoves {
        list.set_hidden(false);
        EmbedMoves {
            list,
            shown: Vec::new(),
        }
    }

    /// Shows `moves`, numbered by the game's own turns (`starts`, from
    /// `ui::turns::row_starts`), the move that led to the position after
    /// `cursor` moves marked. A puzzle passes only the moves found so
    /// far, so the list never gives the answer away.
    pub(super) fn show(&mut self, moves: &[String], starts: &[bool], cursor: usize) {
        if moves != self.shown.as_slice() {
            let mut html = String::new();
            for (number, row) in turn_rows(starts).into_iter().enumerate() {
                html.push_str(&format!(
                    "<li><span class=\"tv-turn\">{}.</span>",
                    number + 1
                ));
                for i in row {
                    html.push_str(&format!(
                        "<button data-ply=\"{}\">{}</button>",
                        i + 1,
                        escape(&moves[i])
                    ));
                }
                html.push_str("</li>");
            }
            self.list.set_inner_html(&html);
            self.shown = moves.to_vec();
        }
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
