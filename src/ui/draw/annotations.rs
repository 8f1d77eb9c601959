//! The shapes a comment draws on the board (issue 42): lichess's arrows
//! (`[%cal Ga7c5]`) and marked cells (`[%csl Rd3]`) in its four colours,
//! drawn over everything else by the board, the embeds and the still
//! picture alike, since all three draw from `Marks::of_position`.

use super::surface::Surface;
use crate::geometry::Coord;
use crate::record::{Colour, Shape};
use crate::ui::layout::Layout;

/// A shape placed on the board: its colour, a cell, and for an arrow the
/// cell it points to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Drawn {
    /// Its colour.
    pub colour: Colour,
    /// The marked cell, or where the arrow starts.
    pub from: Coord,
    /// Where the arrow points; `None` for a marked cell.
    pub to: Option<Coord>,
}

/// The largest board any game has, in cells each way: cell names are
/// read within it, and a shape off the board being drawn is skipped.
const MOST_CELLS: u8 = 26;

impl Drawn {
    /// Places a comment's shape, if its cells are names of cells.
    pub fn of(shape: &Shape) -> Option<Drawn> {
        let cell = |name: &str| Coord::parse(name, MOST_CELLS, MOST_CELLS);
        match shape {
            Shape::Arrow { colour, from, to } => Some(Drawn {
                colour: *colour,
                from: cell(from.name())?,
                to: Some(cell(to.name())?),
            }),
            Shape::Mark { colour, cell: at } => Some(Drawn {
                colour: *colour,
                from: cell(at.name())?,
                to: None,
            }),
        }
    }

    /// The shape as a comment keeps it, in the games' cell names.
    pub fn shape(self) -> Option<Shape> {
        let cell = |c: Coord| crate::record::Cell::parse(&c.to_string());
        Some(match self.to {
            Some(to) if to != self.from => Shape::Arrow {
                colour: self.colour,
                from: cell(self.from)?,
                to: cell(to)?,
            },
            _ => Shape::Mark {
                colour: self.colour,
                cell: cell(self.from)?,
            },
        })
    }
}

/// lichess's colours for the four letters, a little transparent so the
/// pieces show through.
fn paint(colour: Colour) -> &'static str {
    match colour {
        Colour::Green => "rgba(21, 120, 27, 0.8)",
        Colour::Red => "rgba(136, 32, 32, 0.8)",
        Colour::Yellow => "rgba(230, 143, 0, 0.8)",
        Colour::Blue => "rgba(0, 48, 136, 0.8)",
    }
}

/// Draws every shape whose cells are on the board.
pub(super) fn draw(ctx: &mut dyn Surface, layout: &Layout, drawn: &[Drawn]) {
    let on_board = |c: Coord| c.file < layout.width && c.rank < layout.height;
    for shape in drawn {
        if !on_board(shape.from) || !shape.to.is_none_or(on_board) {
            continue;
        }
        let colour = paint(shape.colour);
        match shape.to {
            Some(to) if to != shape.from => draw_arrow(ctx, layout, shape.from, to, colour),
            _ => {
                let (cx, cy) = layout.cell_centre(shape.from);
                ctx.begin_path();
                ctx.circle(cx, cy, layout.cell * 0.44);
                ctx.set_line_width((layout.cell * 0.08).max(2.0));
                ctx.set_stroke_style_str(colour);
                ctx.stroke();
            }
        }
    }
}

/// An arrow from cell to cell in `colour`: a preview's slide, a comment's
/// arrow.
pub(super) fn draw_arrow(
    ctx: &mut dyn Surface,
    layout: &Layout,
    from: Coord,
    to: Coord,
    colour: &str,
) {
    let (x0, y0) = layout.cell_centre(from);
    let (x1, y1) = layout.cell_centre(to);
    // The arrow's direction as a unit vector, and its head's two barbs
    // turned 0.45 rad either side of it: no trigonometry is linked into
    // the browser's bundles for it (docs/SIZE.md).
    let length = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).sqrt();
    let (ux, uy) = if length > 0.0 {
        ((x1 - x0) / length, (y1 - y0) / length)
    } else {
        (1.0, 0.0)
    };
    const COS: f64 = 0.900_447_102_352_677; // cos 0.45
    const SIN: f64 = 0.434_965_534_111_230; // sin 0.45
    let head = layout.cell * 0.28;
    ctx.set_stroke_style_str(colour);
    ctx.set_fill_style_str(colour);
    ctx.set_line_width((layout.cell * 0.08).max(2.0));
    ctx.begin_path();
    ctx.move_to(x0, y0);
    ctx.line_to(x1 - head * 0.6 * ux, y1 - head * 0.6 * uy);
    ctx.stroke();
    ctx.begin_path();
    ctx.move_to(x1, y1);
    ctx.line_to(
        x1 - head * (ux * COS + uy * SIN),
        y1 - head * (uy * COS - ux * SIN),
    );
    ctx.line_to(
        x1 - head * (ux * COS - uy * SIN),
        y1 - head * (uy * COS + ux * SIN),
    );
    ctx.close_path();
    ctx.fill();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Record;
    use crate::ui::history::History;

    #[test]
    fn a_comment_s_shapes_are_placed_and_written_back() {
        let arrow = Shape::parse("Ga7c5", true).unwrap();
        let drawn = Drawn::of(&arrow).unwrap();
        assert_eq!(drawn.from, Coord::new(0, 6));
        assert_eq!(drawn.to, Some(Coord::new(2, 4)));
        assert_eq!(drawn.shape(), Some(arrow));
        let mark = Shape::parse("Ra10", false).unwrap();
        assert_eq!(Drawn::of(&mark).unwrap().shape(), Some(mark));
        // An arrow to its own cell is a mark.
        let same = Drawn {
            colour: Colour::Blue,
            from: Coord::new(3, 2),
            to: Some(Coord::new(3, 2)),
        };
        assert_eq!(same.shape().unwrap().to_string(), "Bd3");
    }

    #[test]
    fn the_still_picture_draws_the_shown_move_s_shapes() {
        let text = "Game: loa\nMoves: b1-d3 { [%cal Ga7c5] [%csl Rd3] } a7-c5";
        let mut history = History::from_record(&Record::parse_text(text).unwrap()).unwrap();
        let svg = crate::ui::draw::still::position_svg(&history, 200.0);
        // The picture writes rgba as rgb and an opacity.
        let (green, red) = ("rgb(21,120,27)", "rgb(136,32,32)");
        assert!(!svg.contains(green), "not at the last move");
        history.goto(1);
        let svg = crate::ui::draw::still::position_svg(&history, 200.0);
        assert!(svg.contains(green), "the arrow");
        assert!(svg.contains(red), "the marked cell");
    }
}
