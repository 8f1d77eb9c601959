//! A still picture of a position: the board as the game page shows it at
//! rest, with the last move marked, as SVG text.
//!
//! Used where no script runs (a feed reader, an e-mail), for the page's
//! "Save picture" button and for `tavoliere svg`.

use crate::any_game::describe_outcome;
use crate::games;
use crate::ui::clicks::Clicks;
use crate::ui::history::History;
use crate::ui::layout::Layout;
use crate::ui::view::AnyView;

use super::board::draw;
use super::marks::Marks;
use super::svg::Svg;

/// The picture's side in pixels: the board's size in a narrow column of text.
pub const SIZE: f64 = 480.0;

/// The page's paper colour, behind the board as on the site.
const PAPER: &str = "#faf6ef";

/// The position `history` shows (its cursor), as an SVG document `size`
/// pixels square, titled with the game, the move count and whose turn or
/// the result.
pub fn position_svg(history: &History, size: f64) -> String {
    picture(history, Svg::new(size, size, &title(history), PAPER), size)
}

/// The same picture written small, for the embed code a blogger pastes
/// (a few kilobytes: what is drawn twice is written once, [`Svg::small`]).
pub fn small_svg(history: &History, size: f64) -> String {
    picture(
        history,
        Svg::small(size, size, &title(history), PAPER),
        size,
    )
}

fn picture(history: &History, mut svg: Svg, size: f64) -> String {
    let game = history.current();
    let scene = game.scene();
    // A picture takes no clicks: the last move and the inks only.
    let marks = Marks::of_position(history, &Clicks::default(), &[], "GOAL");
    let layout = Layout::fit_with_goals(size, size, scene.width, scene.height, false, scene.goals);
    draw(&mut svg, size, size, &layout, &scene, None, &marks);
    svg.finish()
}

/// What the picture shows, in words: its title and an image's `alt` text.
pub fn title(history: &History) -> String {
    let game = history.current();
    let id = history.record().game;
    let name = games::find(&id).map_or(id.as_str(), |info| info.name_en);
    let state = match game.outcome() {
        Some(outcome) => describe_outcome(game, outcome),
        None => format!("{} to move", game.seat_name(game.to_move())),
    };
    let n = history.cursor();
    let plural = if n == 1 { "" } else { "s" };
    format!("{name} after {n} move{plural}: {state}")
}

/// An SVG document as a `data:` URL, percent-encoding only what a URL or
/// an HTML attribute cannot hold as it is, so it stays short and readable.
pub fn data_url(svg: &str) -> String {
    let mut out = String::with_capacity(svg.len() + svg.len() / 8 + 32);
    out.push_str("data:image/svg+xml,");
    for ch in svg.chars() {
        match ch {
            '%' => out.push_str("%25"),
            '#' => out.push_str("%23"),
            '"' => out.push_str("%22"),
            '<' => out.push_str("%3C"),
            '>' => out.push_str("%3E"),
            '&' => out.push_str("%26"),
            '\n' => out.push_str("%0A"),
            _ => out.push(ch),
        }
    }
    out
}
