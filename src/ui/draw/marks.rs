//! What the board marks besides the pieces (the last move, the clicks made,
//! where a move can go, a preview), shared by the board and the drawings of
//! pieces, walls and tiles that mark themselves.

use super::annotations::Drawn;
use super::palette::Palette;
use super::surface::Surface;
use crate::any_game::LegalMove;
use crate::game::Seat;
use crate::game::Target;
use crate::geometry::Coord;
use crate::ui::clicks::Clicks;
use crate::ui::history::History;
use crate::ui::layout::Layout;
use crate::ui::scene::{marked_cells, marked_fixtures, Highlight, Ink, Scene, Step};
use crate::ui::view::AnyView;
/// What to mark on the board besides the pieces.
#[derive(Default)]
pub struct Marks {
    /// Cells of the last move: its start, its path and its end
    /// (`scene::marked_cells`).
    pub last_move: Vec<Coord>,
    /// The grooves, tiles and gate sides of the last move: a wall placed or
    /// moved (both grooves), a tile removed, a gate laid
    /// (`scene::marked_fixtures`), drawn by `walls` and `tiles`.
    pub last_fixtures: Vec<Target>,
    /// Targets clicked so far for the move being made.
    pub selected: Vec<Target>,
    /// Targets that continue a legal move.
    pub next: Vec<Target>,
    /// Targets that start a legal move, shown faintly when nothing is selected.
    pub movable: Vec<Target>,
    /// A move's consequences shown before it is made: its motion and the
    /// position after it.
    pub preview: Option<(Vec<Step>, Scene)>,
    /// The keyboard cursor's cell.
    pub cursor: Option<Coord>,
    /// Where the piece being moved can still end (`Tone::Reach`) or pass
    /// (`Tone::Via`), beyond the next clicks (`Game::reach`).
    pub reach: Vec<Highlight>,
    /// Each seat's ink, by seat index.
    pub inks: Vec<Ink>,
    /// A target the pointer is on that no legal move takes (a wall groove
    /// where a wall may not go), drawn as refused.
    pub refused: Option<Target>,
    /// The word written in a goal area, in the page's language.
    pub goal_word: &'static str,
    /// The theme's colours (the light wood unless the page reads another).
    pub palette: Palette,
    /// The arrows and marked cells of the shown move's comment.
    pub drawn: Vec<Drawn>,
}

impl Marks {
    /// What every view of a position marks: the last move's cells (the
    /// whole move, every hop of it) and the walls, tiles or gate it put or
    /// took away, each
    /// seat's ink and, while the game goes on, the clicks made, where they
    /// can go next and which pieces can start a move. The game page, an
    /// embed and a still picture add their own marks over these.
    pub fn of_position(
        history: &History,
        clicks: &Clicks,
        legal: &[LegalMove],
        goal_word: &'static str,
    ) -> Marks {
        let game = history.current();
        let last_move = marked_cells(history.last_steps());
        let last_fixtures = marked_fixtures(history.last_steps());
        let over = game.outcome().is_some();
        Marks {
            goal_word,
            last_move,
            last_fixtures,
            selected: clicks.made().to_vec(),
            next: if clicks.made().is_empty() || over {
                Vec::new()
            } else {
                clicks.next_targets(legal)
            },
            movable: if over {
                Vec::new()
            } else {
                Clicks::default().next_targets(legal)
            },
            inks: (0..game.seat_count())
                .map(|i| game.ink(Seat(i as u8)))
                .collect(),
            drawn: history
                .comment()
                .shapes
                .iter()
                .filter_map(Drawn::of)
                .collect(),
            ..Marks::default()
        }
    }

    /// The ink `seat` is drawn in.
    pub(super) fn ink(&self, seat: Seat) -> Ink {
        self.inks
            .get(seat.index())
            .copied()
            .unwrap_or(Ink::by_index(seat))
    }
}

/// A legal destination: a dot on an empty cell, a ring round a piece.
pub(super) fn draw_destination(
    ctx: &mut dyn Surface,
    layout: &Layout,
    c: Coord,
    occupied: bool,
    colour: &str,
) {
    let (cx, cy) = layout.cell_centre(c);
    ctx.begin_path();
    if occupied {
        ctx.circle(cx, cy, layout.cell * 0.46);
        ctx.set_line_width(layout.cell * 0.08);
        ctx.set_stroke_style_str(colour);
        ctx.stroke();
    } else {
        ctx.circle(cx, cy, layout.cell * 0.15);
        ctx.set_fill_style_str(colour);
        ctx.fill();
    }
}
