//! The list of moves beside the board: one button per move, the shown
//! position's marked, numbered by turn: the move that starts a round
//! (`ui::turns`, which asks the game's rules where its turns end) carries
//! the round's number (`data-turn`) and starts a row, and the list says how
//! many seats play (`data-seats`) so the style gives a row that many
//! columns (1. white black, or one row per round of four-player Quoridor);
//! a longer round (Cancelletto's steps and removal) wraps under its number.
//! A move never breaks across lines.
//!
//! After a move is played at the end of the game (by far the most common
//! change, and the computer's every move) one item is added rather than
//! the list rebuilt, so the page's DOM work after a move does not grow
//! with the game.
//! The list scrolls itself to the marked move, and only itself: scrolling
//! the page would pull the board away on a phone after every move.

use web_sys::{Element, HtmlElement};

use super::dom::escape;
use crate::ui::history::History;
use crate::ui::turns::row_starts;

/// The list element and what it shows.
pub(super) struct MoveList {
    list: Option<HtmlElement>,
    /// The moves as last written (with their glyphs, and whether other
    /// moves were played in their place), to tell an added move from any
    /// other change.
    shown: Vec<String>,
    forks: Vec<bool>,
    /// The review's verdicts (`game_page::review`), by move: the slip's
    /// class and its words, written as `data-slip` and a title.
    slips: Vec<Option<(&'static str, String)>>,
    /// The number of moves leading to the marked position, as last written.
    cursor: usize,
}

impl MoveList {
    /// The list in `list`, empty until the first `show`.
    pub(super) fn new(list: Option<HtmlElement>) -> MoveList {
        MoveList {
            list,
            shown: Vec::new(),
            forks: Vec::new(),
            slips: Vec::new(),
            cursor: usize::MAX,
        }
    }

    /// Marks the moves a review found wanting: `(move index, class,
    /// words)`; an empty list takes the marks away. The next `show_game`
    /// rewrites the list with them.
    pub(super) fn set_slips(&mut self, found: Vec<(usize, &'static str, String)>) {
        let mut slips = Vec::new();
        for (ply, class, words) in found {
            if slips.len() <= ply {
                slips.resize(ply + 1, None);
            }
            slips[ply] = Some((class, words));
        }
        if slips != self.slips {
            self.slips = slips;
            self.shown.clear();
        }
    }

    /// Shows the history's moves, numbered by the game's own turns
    /// (`ui::turns`: Cancelletto's steps and removal, Gyges' set-up, Porta's
    /// relocations), with the position on show marked.
    /// A move in whose place other moves were played (a fork of the tree)
    /// is marked, `data-fork`, and the arrow keys up and down step through
    /// them.
    pub(super) fn show_game(&mut self, history: &History) {
        let starts = row_starts(history.movers(), history.turn_ends());
        let seats = history.start().seat_count();
        let tree = history.tree();
        let (labels, forks): (Vec<String>, Vec<bool>) = history
            .line()
            .iter()
            .map(|&n| {
                let node = tree.node(n);
                let fork = tree.children(tree.parent(n)).len() > 1;
                (labelled(&node.text, &node.glyphs), fork)
            })
            .unzip();
        if forks != self.forks {
            // Marks are written with the items: a change rewrites them all.
            self.shown.clear();
            self.forks = forks;
        }
        self.write(&labels, &starts, history.cursor(), seats);
    }

    /// Writes `moves`, those whose `starts` is set starting a round.
    fn write(&mut self, moves: &[String], starts: &[bool], cursor: usize, seats: usize) {
        let Some(list) = &self.list else {
            return;
        };
        let seats = seats.to_string();
        if list.get_attribute("data-seats").as_deref() != Some(seats.as_str()) {
            let _ = list.set_attribute("data-seats", &seats);
        }
        if moves == self.shown && cursor == self.cursor {
            return;
        }
        let one_added = moves.len() == self.shown.len() + 1
            && moves.starts_with(&self.shown)
            && cursor == moves.len()
            && self.cursor == self.shown.len();
        let cursor_moved = moves == self.shown && self.cursor <= moves.len();
        if cursor_moved {
            // Only the items whose mark depends on where the cursor was or
            // is now change: a step back in a game of thousands of moves
            // touches two items, not the whole list.
            let (low, high) = (self.cursor.min(cursor), self.cursor.max(cursor));
            for i in low.saturating_sub(1)..high.min(moves.len()) {
                let selector = format!("button[data-ply=\"{}\"]", i + 1);
                if let Ok(Some(button)) = list.query_selector(&selector) {
                    mark(&button, i, cursor);
                }
            }
        } else if one_added {
            if let Ok(Some(previous)) = list.query_selector(".current") {
                let _ = previous.remove_attribute("class");
                let _ = previous.remove_attribute("aria-current");
            }
            let i = cursor - 1;
            let html = item(
                moves,
                i,
                cursor,
                round_of(starts, i),
                &self.forks,
                &self.slips,
            );
            let _ = list.insert_adjacent_html("beforeend", &html);
        } else {
            let mut round = 0;
            let mut html = String::new();
            for i in 0..moves.len() {
                let starts_round = starts.get(i).copied().unwrap_or(true);
                round += usize::from(starts_round);
                html.push_str(&item(
                    moves,
                    i,
                    cursor,
                    starts_round.then_some(round),
                    &self.forks,
                    &self.slips,
                ));
            }
            list.set_inner_html(&html);
        }
        self.shown = moves.to_vec();
        self.cursor = cursor;
        if let Ok(Some(current)) = list.query_selector(".current") {
            scroll_within(list, &current);
        }
    }
}

/// The number of the round that move `i` starts, if it starts one.
fn round_of(starts: &[bool], i: usize) -> Option<usize> {
    let starts_round = starts.get(i).copied().unwrap_or(true);
    starts_round.then(|| starts.iter().take(i + 1).filter(|s| **s).count().max(1))
}

/// Sets the marks of the button of move `i` (0-based) for `cursor`, as
/// `item` writes them.
fn mark(button: &Element, i: usize, cursor: usize) {
    let _ = button.remove_attribute("class");
    let _ = button.remove_attribute("aria-current");
    if i + 1 == cursor {
        let _ = button.set_attribute("class", "current");
        let _ = button.set_attribute("aria-current", "step");
    } else if i + 1 > cursor {
        let _ = button.set_attribute("class", "future");
    }
}

/// The `i`-th move's item; the first move of round `round` carries its
/// number, which the style writes before it at the start of a row.
fn item(
    moves: &[String],
    i: usize,
    cursor: usize,
    round: Option<usize>,
    forks: &[bool],
    slips: &[Option<(&'static str, String)>],
) -> String {
    let mark = if i + 1 == cursor {
        " aria-current=\"step\" class=\"current\""
    } else if i + 1 > cursor {
        " class=\"future\""
    } else {
        ""
    };
    let turn = round.map_or(String::new(), |n| format!(" data-turn=\"{n}\""));
    let fork = if forks.get(i).copied().unwrap_or(false) {
        " data-fork=\"\""
    } else {
        ""
    };
    let slip = match slips.get(i) {
        Some(Some((class, words))) => {
            format!(" data-slip=\"{class}\" title=\"{}\"", escape(words))
        }
        _ => String::new(),
    };
    format!(
        "<li{turn}><button data-ply=\"{}\"{fork}{slip}{mark}>{}</button></li>",
        i + 1,
        escape(&moves[i])
    )
}

/// Scrolls `list` (a scrolling box) just enough to show `item`; unlike
/// `scrollIntoView`, never the page around it.
pub(super) fn scroll_within(list: &HtmlElement, item: &Element) {
    let outer = list.get_bounding_client_rect();
    let inner = item.get_bounding_client_rect();
    let top = list.scroll_top() as f64;
    let by = if inner.bottom() > outer.bottom() {
        inner.bottom() - outer.bottom()
    } else if inner.top() < outer.top() {
        inner.top() - outer.top()
    } else {
        return;
    };
    list.set_scroll_top((top + by).round() as i32);
}

/// A move as the lists write it: its text and its glyph's symbol (`a7-c5!?`).
pub(crate) fn labelled(text: &str, glyphs: &[crate::record::Glyph]) -> String {
    match glyphs.first().and_then(|g| g.symbol()) {
        Some(symbol) => format!("{text}{symbol}"),
        None => text.to_string(),
    }
}
