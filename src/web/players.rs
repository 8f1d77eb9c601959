//! The players panel beside the board: one row per seat with its colour,
//! its name and, on the seat to move, a mark, so whose turn it is reads at
//! a glance as on a game server's player panels, and the pieces each has
//! lost (`ui::captures`), and in Quoridor its walls in hand, drawn as a
//! row of walls with their count (on a phone the board's own figure is
//! too small to read). The game's other counts stay in the notes under it.

use web_sys::HtmlElement;

use crate::any_game::AnyGame;
use crate::game::Seat;
use crate::ui::captures::taken;
use crate::ui::i18n::{Lang, T};
use crate::ui::view::AnyView;

use super::dom::escape;

/// Writes the rows for `game` into `list` (a `<ul>`); the seat to move is
/// marked unless the game is `over` (by its rules or a clock), a seat
/// that has lost pieces since `start` says how many, and a `timed` game
/// has a clock face in each row (filled in by the page's clock).
pub fn show(
    list: &Option<HtmlElement>,
    game: &dyn AnyGame,
    start: &dyn AnyGame,
    lang: Lang,
    (over, timed): (bool, bool),
) {
    let Some(list) = list else {
        return;
    };
    let _ = list.class_list().toggle_with_force("timed", timed);
    let scene = game.scene();
    let lost = taken(&start.scene(), &scene, game.seat_count());
    let walls_left = scene.walls.map(|w| w.left);
    let html: String = (0..game.seat_count())
        .map(|i| {
            let seat = Seat(i as u8);
            let to_move = !over && game.to_move() == seat;
            let (class, current, mark) = if to_move {
                (
                    " class=\"to-move\"",
                    " aria-current=\"true\"",
                    format!(" <small>{}</small>", lang.t(T::ToMoveShort)),
                )
            } else {
                ("", "", String::new())
            };
            let lost = match lost.get(i) {
                Some(&n) if n > 0 => format!(
                    " <span class=\"taken\">{}</span>",
                    lang.f(T::taken_in(game.id()), &[&n.to_string()])
                ),
                _ => String::new(),
            };
            let walls = match walls_left.as_ref().and_then(|left| left.get(i)) {
                Some(&n) => format!(
                    " <span class=\"walls-left\"><span class=\"wall-row\" aria-hidden=\"true\">{}</span>{}</span>",
                    "<i></i>".repeat(n as usize),
                    lang.f(T::WallsInHand, &[&n.to_string()])
                ),
                None => String::new(),
            };
            let clock = if timed {
                "<span class=\"clock\"></span>"
            } else {
                ""
            };
            format!(
                "<li{class}{current}><span class=\"ink\" data-ink=\"{}\"></span><span class=\"name\">{}</span>{lost}{walls}{mark}{clock}</li>",
                game.ink(seat).name(),
                escape(&lang.game(game.seat_name(seat))),
            )
        })
        .collect();
    list.set_inner_html(&html);
}
