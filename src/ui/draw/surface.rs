//! What the board drawing needs of a drawing surface: a small subset of the
//! canvas 2D API, so one drawing routine paints both the live canvas and a
//! still SVG picture, and the two can never drift apart.
//!
//! Paths are built and then filled or stroked as on a canvas; rectangles and
//! text are drawn at once. Colours are CSS colour strings (`#rrggbb` or
//! `rgba(r, g, b, a)`), the only two forms the board's palette uses.

use crate::ui::decimal::fixed;

/// How the ends of stroked lines look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cap {
    /// Cut square at the end point (the canvas default).
    Butt,
    /// A half disc past the end point.
    Round,
}

/// Where text stands vertically relative to its point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Baseline {
    /// The point is the middle of the text's height.
    Middle,
    /// The point is the top of the text.
    Top,
}

/// How a gradient spreads over the box of the shape it fills
/// ([`Surface::set_fill_gradient`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Spread {
    /// From a focus point, given as fractions of the box, out to the circle
    /// the box encloses: the light on a round piece.
    Radial {
        /// The focus' place across the box, 0 to 1.
        fx: f64,
        /// The focus' place down the box, 0 to 1.
        fy: f64,
    },
    /// From the box's top edge to its bottom edge.
    Vertical,
    /// From the box's left edge to its right edge.
    Horizontal,
}

/// The board's one typeface, at a size in pixels, plain or bold.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Font {
    /// Height in pixels (rounded to whole pixels when drawn).
    pub px: f64,
    /// Bold or regular weight.
    pub bold: bool,
}

impl Font {
    /// The CSS font shorthand, the same on the canvas and in SVG.
    pub fn css(&self) -> String {
        let weight = if self.bold { "bold " } else { "" };
        format!("{weight}{}px {FAMILY}", fixed(self.px, 0))
    }
}

/// The family every board label is set in.
pub const FAMILY: &str = "system-ui, sans-serif";

/// Strokes a segment with round ends in the current colour and width, then
/// leaves the ends butt again: bands, glows and bars join cells and sides
/// with rounded tips, while every other line is drawn square.
pub fn round_segment(ctx: &mut dyn Surface, (x0, y0): (f64, f64), (x1, y1): (f64, f64)) {
    ctx.set_line_cap(Cap::Round);
    ctx.begin_path();
    ctx.move_to(x0, y0);
    ctx.line_to(x1, y1);
    ctx.stroke();
    ctx.set_line_cap(Cap::Butt);
}

/// Adds an X of half-width `r` centred on (cx, cy) to the current path, for
/// the boards' one "no" mark (a blocked landing, a refused wall, a seat's
/// cross) drawn alike everywhere.
pub fn cross_path(ctx: &mut dyn Surface, (cx, cy): (f64, f64), r: f64) {
    ctx.move_to(cx - r, cy - r);
    ctx.line_to(cx + r, cy + r);
    ctx.move_to(cx + r, cy - r);
    ctx.line_to(cx - r, cy + r);
}

/// A place the board can be drawn on. Setters change the state the next
/// drawing calls use, as on a canvas; nothing is drawn until a `fill_*`,
/// `stroke*` or `fill_text` call.
pub trait Surface {
    /// Erases a rectangle to transparent.
    fn clear_rect(&mut self, x: f64, y: f64, w: f64, h: f64);
    /// The colour of fills and text.
    fn set_fill_style_str(&mut self, colour: &str);
    /// A gradient as the colour of fills, until the next fill colour: it
    /// spreads over `bbox` (x, y, width, height), which should be the box of
    /// the shape filled next, through `stops` (offset 0 to 1, CSS colour).
    /// Pieces take their light and shade, boards their sheen, from it.
    fn set_fill_gradient(
        &mut self,
        bbox: (f64, f64, f64, f64),
        spread: Spread,
        stops: &[(f64, &str)],
    );
    /// The colour of strokes.
    fn set_stroke_style_str(&mut self, colour: &str);
    /// The width of strokes, in pixels.
    fn set_line_width(&mut self, width: f64);
    /// Dash and gap lengths of strokes; empty for a solid line.
    fn set_line_dash(&mut self, dashes: &[f64]);
    /// The ends of strokes.
    fn set_line_cap(&mut self, cap: Cap);
    /// Opacity (0 to 1) applied to everything drawn from now on.
    fn set_global_alpha(&mut self, alpha: f64);
    /// The font of text.
    fn set_font(&mut self, font: Font);
    /// Vertical placement of text.
    fn set_text_baseline(&mut self, baseline: Baseline);
    /// Fills a rectangle with the fill colour.
    fn fill_rect(&mut self, x: f64, y: f64, w: f64, h: f64);
    /// Outlines a rectangle with the stroke colour and width.
    fn stroke_rect(&mut self, x: f64, y: f64, w: f64, h: f64);
    /// Starts a new, empty path.
    fn begin_path(&mut self);
    /// Starts a new sub-path at a point.
    fn move_to(&mut self, x: f64, y: f64);
    /// A straight segment to a point.
    fn line_to(&mut self, x: f64, y: f64);
    /// A quadratic curve through a control point to a point.
    fn quadratic_curve_to(&mut self, cx: f64, cy: f64, x: f64, y: f64);
    /// A whole circle, as a sub-path of its own.
    fn circle(&mut self, cx: f64, cy: f64, r: f64);
    /// A whole axis-aligned ellipse, as a sub-path of its own.
    fn ellipse(&mut self, cx: f64, cy: f64, rx: f64, ry: f64);
    /// Closes the current sub-path back to its start.
    fn close_path(&mut self);
    /// Fills the path with the fill colour.
    fn fill(&mut self);
    /// Strokes the path with the stroke colour, width, dashes and caps.
    fn stroke(&mut self);
    /// Writes a line of text centred across a point, with the font, the
    /// vertical placement and the fill colour (board labels are all centred).
    fn fill_text(&mut self, text: &str, x: f64, y: f64);
    /// Limits drawing to a rectangle until [`Surface::unclip`].
    fn clip_rect(&mut self, x: f64, y: f64, w: f64, h: f64);
    /// Ends the last [`Surface::clip_rect`].
    fn unclip(&mut self);
    /// Whether to leave out what is texture only (the wood's grain): true
    /// for the small picture that travels in embed code.
    fn plain(&self) -> bool {
        false
    }
}
