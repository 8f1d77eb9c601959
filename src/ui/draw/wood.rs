//! The board itself, before anything stands on it: a wooden frame holding
//! the coordinates, the cells with a faint procedural grain and sheen (no
//! image files: a few hundred bytes of curves), the lines of a ruled board
//! and the goal areas beyond the grid.
//!
//! The grain is the same on every draw (a fixed hash of the line's number),
//! so the live board does not shimmer and still pictures compare equal.

use crate::game::Seat;
use crate::geometry::Coord;
use crate::ui::layout::Layout;
use crate::ui::scene::{Scene, Shading};

use super::palette::Palette;
use super::surface::{Baseline, Font, Spread, Surface};

/// The frame: the grid and its goal areas, with the label band around.
pub fn draw_frame(ctx: &mut dyn Surface, layout: &Layout, palette: &Palette) {
    let (x, y, w, h) = outer(layout);
    let radius = (layout.band() * 0.45).min(10.0);
    // A soft shadow under the board, then the frame's wood.
    ctx.set_fill_style_str("rgba(0, 0, 0, 0.16)");
    rounded_rect(ctx, (x + 1.0, y + 2.0, w, h), radius);
    ctx.fill();
    ctx.set_fill_style_str(&palette.frame);
    rounded_rect(ctx, (x, y, w, h), radius);
    ctx.fill();
    ctx.set_fill_gradient(
        (x, y, w, h),
        Spread::Vertical,
        &[
            (0.0, "rgba(255, 255, 255, 0.14)"),
            (0.5, "rgba(255, 255, 255, 0)"),
            (1.0, "rgba(0, 0, 0, 0.14)"),
        ],
    );
    rounded_rect(ctx, (x, y, w, h), radius);
    ctx.fill();
}

/// The frame's outer box: grid and goals, with the band all round.
fn outer(layout: &Layout) -> (f64, f64, f64, f64) {
    let band = layout.band();
    let goal = if layout.goals { layout.cell } else { 0.0 };
    let w = layout.cell * layout.width as f64 + 2.0 * band;
    let h = layout.cell * layout.height as f64 + 2.0 * (band + goal);
    (layout.x - band, layout.y - band - goal, w, h)
}

/// A rectangle with rounded corners as the current path.
fn rounded_rect(ctx: &mut dyn Surface, (x, y, w, h): (f64, f64, f64, f64), r: f64) {
    ctx.begin_path();
    ctx.move_to(x + r, y);
    ctx.line_to(x + w - r, y);
    ctx.quadratic_curve_to(x + w, y, x + w, y + r);
    ctx.line_to(x + w, y + h - r);
    ctx.quadratic_curve_to(x + w, y + h, x + w - r, y + h);
    ctx.line_to(x + r, y + h);
    ctx.quadratic_curve_to(x, y + h, x, y + h - r);
    ctx.line_to(x, y + r);
    ctx.quadratic_curve_to(x, y, x + r, y);
    ctx.close_path();
}

/// The cells in the theme's colours, their grain and sheen, and the lines
/// of a ruled board.
pub fn draw_cells(ctx: &mut dyn Surface, layout: &Layout, scene: &Scene, palette: &Palette) {
    for file in 0..scene.width {
        for rank in 0..scene.height {
            let colour = match scene.shading {
                Shading::Checkered if (file + rank) % 2 == 0 => &palette.dark,
                Shading::Checkered => &palette.light,
                Shading::Plain | Shading::Ruled => &palette.plain,
            };
            fill_cell(ctx, layout, Coord::new(file, rank), colour);
        }
    }
    draw_grain(ctx, layout, palette);
    let (w, h) = (
        layout.cell * layout.width as f64,
        layout.cell * layout.height as f64,
    );
    ctx.set_fill_gradient(
        (layout.x, layout.y, w, h),
        Spread::Radial { fx: 0.3, fy: 0.2 },
        &[
            (0.0, "rgba(255, 255, 255, 0.08)"),
            (1.0, "rgba(0, 0, 0, 0.08)"),
        ],
    );
    ctx.fill_rect(layout.x, layout.y, w, h);
    if scene.shading == Shading::Ruled {
        draw_rules(ctx, layout, palette);
    }
    // A thin dark line where the cells meet the frame.
    ctx.set_stroke_style_str("rgba(0, 0, 0, 0.35)");
    ctx.set_line_width(1.0);
    ctx.stroke_rect(layout.x, layout.y, w, h);
}

/// A fixed pseudo-random number in 0..1 for `n`: the grain's only source
/// of variety, the same on every draw.
fn hash(n: u32) -> f64 {
    let mut x = n.wrapping_mul(0x9E37_79B9) ^ 0x85EB_CA6B;
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    f64::from(x & 0xFFFF) / 65536.0
}

/// Wavy lines along the board, a few per rank, stroked as one path.
fn draw_grain(ctx: &mut dyn Surface, layout: &Layout, palette: &Palette) {
    if ctx.plain() {
        return;
    }
    let (w, h) = (
        layout.cell * layout.width as f64,
        layout.cell * layout.height as f64,
    );
    let lines = u32::from(layout.height) * 4;
    let step = h / lines as f64;
    let segments = u32::from(layout.width).max(2);
    let seg_w = w / segments as f64;
    ctx.begin_path();
    for i in 0..lines {
        let base = layout.y + (i as f64 + 0.2 + 0.6 * hash(i)) * step;
        let mut y = base;
        ctx.move_to(layout.x, y);
        for s in 0..segments {
            let k = i * 97 + s;
            let bend = (hash(k) - 0.5) * step * 0.9;
            let next = base + (hash(k + 7919) - 0.5) * step * 0.5;
            let x0 = layout.x + s as f64 * seg_w;
            ctx.quadratic_curve_to(x0 + seg_w / 2.0, y + bend, x0 + seg_w, next);
            y = next;
        }
    }
    ctx.set_stroke_style_str(&palette.grain);
    ctx.set_line_width((layout.cell * 0.02).clamp(0.6, 1.4));
    ctx.stroke();
}

/// The lines between the cells of a `Shading::Ruled` board, edge to edge.
fn draw_rules(ctx: &mut dyn Surface, layout: &Layout, palette: &Palette) {
    let (w, h) = (layout.width as f64, layout.height as f64);
    ctx.begin_path();
    for i in 0..=layout.width {
        let x = layout.x + i as f64 * layout.cell;
        ctx.move_to(x, layout.y);
        ctx.line_to(x, layout.y + h * layout.cell);
    }
    for i in 0..=layout.height {
        let y = layout.y + i as f64 * layout.cell;
        ctx.move_to(layout.x, y);
        ctx.line_to(layout.x + w * layout.cell, y);
    }
    ctx.set_line_width((layout.cell * 0.02).max(1.0));
    ctx.set_stroke_style_str(&palette.rule);
    ctx.stroke();
}

/// Fills one cell with a colour (a mark, a square's wood).
pub fn fill_cell(ctx: &mut dyn Surface, layout: &Layout, c: Coord, colour: &str) {
    let (x, y) = layout.cell_origin(c);
    ctx.set_fill_style_str(colour);
    // A hair of overlap hides seams between cells on fractional pixel sizes.
    ctx.fill_rect(x, y, layout.cell + 0.5, layout.cell + 0.5);
}

/// The least size of the coordinates, in CSS pixels: what a reader can
/// still read on a phone at arm's length (a 340 px board).
pub const MIN_LABEL: f64 = 11.0;

// The narrowest band holds the least label (`label_size`'s 70%).
const _: () = assert!(crate::ui::layout::MIN_BAND * 0.7 >= MIN_LABEL);

/// The labels' size: a quarter of a cell, but never under [`MIN_LABEL`]
/// (a phone's board has cells of 30 to 40 px, whose quarter is too small
/// to read), and never taller than the band they sit in, which
/// [`MIN_BAND`](crate::ui::layout::MIN_BAND) keeps wide enough for that least size.
fn label_size(layout: &Layout) -> f64 {
    (layout.cell * 0.26).max(MIN_LABEL).min(layout.band() * 0.7)
}

/// Files under the grid and ranks left of it, centred in the frame's band
/// (between the grid and a goal area on a board with goals), so no label
/// is ever cut at the canvas' edge.
pub fn draw_labels(ctx: &mut dyn Surface, layout: &Layout, palette: &Palette) {
    let size = label_size(layout);
    let band = layout.band();
    // With goals the labels sit in the gap the goal leaves beside the grid.
    let under = if layout.goals {
        layout.cell * GOAL_GAP / 2.0
    } else {
        band / 2.0
    };
    ctx.set_fill_style_str(&palette.label);
    ctx.set_font(Font {
        px: size,
        bold: true,
    });
    ctx.set_text_baseline(Baseline::Middle);
    let bottom = layout.y + layout.cell * layout.height as f64;
    for file in 0..layout.width {
        let (x, _) = layout.cell_origin(Coord::new(file, 0));
        let label = ((b'a' + file) as char).to_string();
        ctx.fill_text(&label, x + layout.cell / 2.0, bottom + under);
    }
    for rank in 0..layout.height {
        let (_, y) = layout.cell_origin(Coord::new(0, rank));
        ctx.fill_text(
            &(rank + 1).to_string(),
            layout.x - band / 2.0,
            y + layout.cell / 2.0,
        );
    }
}

/// The part of a goal area's depth, in cells, left clear beside the grid
/// for the file letters.
const GOAL_GAP: f64 = 0.38;

/// A goal beyond the board's edge, sunk into the frame: highlighted when
/// it is a legal target.
pub fn draw_goal(
    ctx: &mut dyn Surface,
    layout: &Layout,
    seat: Seat,
    offered: bool,
    word: &str,
    palette: &Palette,
) {
    let (x, y, w, h) = layout.goal_rect(seat);
    let inset = layout.cell * 0.08;
    let gap = layout.cell * GOAL_GAP;
    let (top, height) = if y < layout.y {
        (y + inset, h - inset - gap)
    } else {
        (y + gap, h - inset - gap)
    };
    ctx.set_fill_style_str(if offered {
        "rgba(40, 160, 70, 0.55)"
    } else {
        "rgba(0, 0, 0, 0.2)"
    });
    ctx.fill_rect(x + inset, top, w - 2.0 * inset, height);
    ctx.set_stroke_style_str("rgba(0, 0, 0, 0.3)");
    ctx.set_line_width(1.0);
    ctx.stroke_rect(x + inset, top, w - 2.0 * inset, height);
    ctx.set_fill_style_str(&palette.label);
    ctx.set_font(Font {
        px: layout.cell * 0.3,
        bold: true,
    });
    ctx.set_text_baseline(Baseline::Middle);
    ctx.fill_text(word, x + w / 2.0, top + height / 2.0);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grain_hash_spreads_over_the_unit_interval() {
        let values: Vec<f64> = (0..1000).map(hash).collect();
        assert!(values.iter().all(|v| (0.0..1.0).contains(v)));
        let low = values.iter().filter(|v| **v < 0.5).count();
        assert!((400..600).contains(&low), "{low} of 1000 below a half");
        assert_eq!(hash(42), hash(42));
    }

    /// Every board size the games use: files, ranks, goals.
    const BOARDS: [(&str, u8, u8, bool); 4] = [
        ("8x8", 8, 8, false),
        ("Quoridor 9x9", 9, 9, false),
        ("Cancelletto 10x10", 10, 10, false),
        ("Gyges 6x6 with goals", 6, 6, true),
    ];

    #[test]
    fn coordinates_are_eleven_css_pixels_on_a_phones_340_px_board() {
        for (name, files, ranks, goals) in BOARDS {
            let layout = Layout::fit_with_goals(340.0, 340.0, files, ranks, false, goals);
            let size = label_size(&layout);
            assert!(size >= 11.0, "{name}: {size} px");
            // And they fit their band: as tall as 70% of it, and the widest
            // rank number (two bold digits, about 0.6 em each) inside it.
            let band = layout.band();
            assert!(size <= band * 0.7 + 1e-9, "{name}: {size} px in {band}");
            let digits = if ranks >= 10 { 2.0 } else { 1.0 };
            assert!(digits * 0.6 * size < band, "{name}: {size} px in {band}");
        }
    }

    #[test]
    fn desktop_coordinates_keep_their_size() {
        // Where the old rule already gave more than the least size.
        for (name, files, ranks, goals) in BOARDS {
            for side in [480.0, 640.0, 900.0] {
                let layout = Layout::fit_with_goals(side, side, files, ranks, false, goals);
                let old = (layout.cell * 0.26).min(layout.band() * 0.7).max(8.0);
                if old >= MIN_LABEL {
                    assert_eq!(label_size(&layout), old, "{name} at {side}");
                }
            }
        }
    }
}
