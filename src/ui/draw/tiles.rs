//! Draws a board of removable tiles (Cancelletto): tiles with gaps between
//! them, the hole, walls, coloured cells, cells no pawn can reach, the gate
//! on the two sides it joins, the sides a gate may take, a removal's
//! preview (the tile crossed out, the cells it would strand), and the tile
//! or gate of the last move.
//!
//! Like `board`, it knows shapes, not rules: everything comes from the
//! scene's `TileBoard` and the page's marks.

use crate::game::{Seat, Target};
use crate::geometry::Coord;
use crate::ui::layout::Layout;
use crate::ui::scene::{Ink, Scene, TileBoard};

use super::marks::Marks;
use super::surface::{round_segment, Surface};

const TABLE: &str = "#5b4636";
const TILE: &str = "#ecd9b0";
const SEAM: &str = "rgba(120, 95, 60, 0.25)";
const WALL: &str = "#5f5a55";
const WALL_MARK: &str = "#e9e4dc";
const STRANDED: &str = "rgba(90, 90, 90, 0.35)";
const GATE: &str = "#d4a017";
const GATE_BROKEN: &str = "#8a8a8a";
const SIDE_OFFER: &str = "rgba(212, 160, 23, 0.55)";
const DOOMED: &str = "rgba(201, 42, 42, 0.8)";

/// The tint of a seat's coloured cells, matched to its pawns' ink.
fn home_colour(ink: Ink) -> &'static str {
    match ink {
        Ink::Red => "#f0a04b",
        Ink::Blue => "#8dbbe8",
        Ink::Dark => "#8c8c8c",
        Ink::Light => "#fafafa",
    }
}

/// The screen rectangle (x, y, w, h) of a tile slot.
fn tile_rect(layout: &Layout, tiles: &TileBoard, slot: Coord) -> (f64, f64, f64, f64) {
    let n = tiles.tile as f64;
    let (file, rank) = (slot.file as f64 * n, slot.rank as f64 * n);
    // The rectangle's top-left is the top-left of its top-left cell on screen.
    let (x0, y0) = layout.point(file, rank + n - 1.0);
    let (x1, y1) = layout.point(file + n - 1.0, rank);
    let (left, top) = (x0.min(x1), y0.min(y1));
    let size = layout.cell * n;
    (left, top, size, size)
}

/// Paints the table, the tiles and what is printed on them, under the pieces.
pub fn draw_under(ctx: &mut dyn Surface, layout: &Layout, tiles: &TileBoard, marks: &Marks) {
    let cell = layout.cell;
    ctx.set_fill_style_str(TABLE);
    let pad = cell * 0.08;
    ctx.fill_rect(
        layout.x - pad,
        layout.y - pad,
        cell * layout.width as f64 + 2.0 * pad,
        cell * layout.height as f64 + 2.0 * pad,
    );
    let gap = (cell * 0.05).max(1.5);
    for &slot in &tiles.present {
        let (x, y, w, h) = tile_rect(layout, tiles, slot);
        ctx.set_fill_style_str(TILE);
        ctx.fill_rect(x + gap, y + gap, w - 2.0 * gap, h - 2.0 * gap);
        ctx.set_stroke_style_str(SEAM);
        ctx.set_line_width(1.0);
        ctx.begin_path();
        ctx.move_to(x + w / 2.0, y + gap);
        ctx.line_to(x + w / 2.0, y + h - gap);
        ctx.move_to(x + gap, y + h / 2.0);
        ctx.line_to(x + w - gap, y + h / 2.0);
        ctx.stroke();
    }
    // A tile the last move took away: its gap in the last move's colour.
    for target in &marks.last_fixtures {
        if let Target::Tile(slot) = *target {
            let (x, y, w, h) = tile_rect(layout, tiles, slot);
            let colour = &marks.palette.last_move;
            ctx.set_fill_style_str(colour);
            ctx.fill_rect(x + gap, y + gap, w - 2.0 * gap, h - 2.0 * gap);
            let edge = (cell * 0.06).max(2.0);
            ctx.set_stroke_style_str(colour);
            ctx.set_line_width(edge);
            let inset = gap + edge / 2.0;
            ctx.stroke_rect(x + inset, y + inset, w - 2.0 * inset, h - 2.0 * inset);
        }
    }
    let on_board = |c: Coord| {
        let n = tiles.tile;
        tiles.present.contains(&Coord::new(c.file / n, c.rank / n))
    };
    let inset = gap + cell * 0.04;
    for &(c, seat) in &tiles.homes {
        if on_board(c) {
            let (x, y) = layout.cell_origin(c);
            ctx.set_fill_style_str(home_colour(ink(marks, seat)));
            ctx.fill_rect(x + inset, y + inset, cell - 2.0 * inset, cell - 2.0 * inset);
        }
    }
    for &c in &tiles.walls {
        if on_board(c) {
            let (x, y) = layout.cell_origin(c);
            ctx.set_fill_style_str(WALL);
            ctx.fill_rect(x + inset, y + inset, cell - 2.0 * inset, cell - 2.0 * inset);
            ctx.set_stroke_style_str(WALL_MARK);
            ctx.set_line_width((cell * 0.06).max(1.5));
            ctx.begin_path();
            let m = cell * 0.28;
            ctx.move_to(x + m, y + m);
            ctx.line_to(x + cell - m, y + cell - m);
            ctx.move_to(x + cell - m, y + m);
            ctx.line_to(x + m, y + cell - m);
            ctx.stroke();
        }
    }
    for &c in &tiles.stranded {
        hatch(ctx, layout, c, STRANDED);
    }
}

fn ink(marks: &Marks, seat: Seat) -> Ink {
    marks
        .inks
        .get(seat.index())
        .copied()
        .unwrap_or(Ink::by_index(seat))
}

/// Diagonal stripes over a cell: nobody can get there.
fn hatch(ctx: &mut dyn Surface, layout: &Layout, c: Coord, colour: &str) {
    let (x, y) = layout.cell_origin(c);
    let cell = layout.cell;
    ctx.clip_rect(x, y, cell, cell);
    ctx.set_stroke_style_str(colour);
    ctx.set_line_width((cell * 0.06).max(1.0));
    ctx.begin_path();
    for i in -3..4 {
        let o = i as f64 * cell * 0.3;
        ctx.move_to(x + o, y + cell);
        ctx.line_to(x + o + cell, y);
    }
    ctx.stroke();
    ctx.unclip();
}

/// The segment of a cell's side on screen.
fn side_segment(layout: &Layout, c: Coord, side: u8) -> (f64, f64, f64, f64) {
    let (x, y) = layout.cell_origin(c);
    let cell = layout.cell;
    let screen = if layout.flipped { (side + 2) % 4 } else { side };
    match screen {
        0 => (x, y, x + cell, y),
        1 => (x + cell, y, x + cell, y + cell),
        2 => (x, y + cell, x + cell, y + cell),
        _ => (x, y, x, y + cell),
    }
}

fn bar(ctx: &mut dyn Surface, layout: &Layout, c: Coord, side: u8, colour: &str, w: f64) {
    let (x0, y0, x1, y1) = side_segment(layout, c, side);
    // Shortened a little so two bars at a corner stay apart.
    let (dx, dy) = ((x1 - x0) * 0.12, (y1 - y0) * 0.12);
    ctx.set_stroke_style_str(colour);
    ctx.set_line_width(w);
    round_segment(ctx, (x0 + dx, y0 + dy), (x1 - dx, y1 - dy));
}

/// Paints the gate, the sides on offer and a removal's preview, over the pieces.
pub fn draw_over(ctx: &mut dyn Surface, layout: &Layout, tiles: &TileBoard, marks: &Marks) {
    let cell = layout.cell;
    for target in marks.selected.iter().chain(&marks.next) {
        if let Target::Side { cell: c, side } = *target {
            let chosen = marks.selected.contains(target);
            let colour = if chosen { GATE } else { SIDE_OFFER };
            bar(ctx, layout, c, side, colour, (cell * 0.12).max(3.0));
        }
    }
    // A gate the last move laid: a glow in the last move's colour under it.
    for target in &marks.last_fixtures {
        if let Target::Side { cell: c, side } = *target {
            bar(
                ctx,
                layout,
                c,
                side,
                &marks.palette.last_move,
                (cell * 0.42).max(10.0),
            );
        }
    }
    let colour = if tiles.gate_open { GATE } else { GATE_BROKEN };
    for &(c, side) in &tiles.gate {
        bar(ctx, layout, c, side, colour, (cell * 0.16).max(4.0));
    }
    if let [(a, sa), (b, sb)] = tiles.gate[..] {
        if tiles.gate_open {
            let mid = |c: Coord, s: u8| {
                let (x0, y0, x1, y1) = side_segment(layout, c, s);
                ((x0 + x1) / 2.0, (y0 + y1) / 2.0)
            };
            let ((ax, ay), (bx, by)) = (mid(a, sa), mid(b, sb));
            ctx.set_stroke_style_str("rgba(212, 160, 23, 0.35)");
            ctx.set_line_width((cell * 0.04).max(1.0));
            ctx.set_line_dash(&[cell * 0.15, cell * 0.12]);
            ctx.begin_path();
            ctx.move_to(ax, ay);
            ctx.line_to(bx, by);
            ctx.stroke();
            ctx.set_line_dash(&[]);
        }
    }
    if let Some((_, after)) = &marks.preview {
        draw_removal_preview(ctx, layout, tiles, after);
    }
}

/// The tile that would go (crossed out) and the cells it would strand.
fn draw_removal_preview(ctx: &mut dyn Surface, layout: &Layout, now: &TileBoard, after: &Scene) {
    let Some(next) = &after.tiles else {
        return;
    };
    for &slot in now.present.iter().filter(|s| !next.present.contains(s)) {
        let (x, y, w, h) = tile_rect(layout, now, slot);
        ctx.set_fill_style_str("rgba(201, 42, 42, 0.25)");
        ctx.fill_rect(x, y, w, h);
        ctx.set_stroke_style_str(DOOMED);
        ctx.set_line_width((layout.cell * 0.08).max(2.0));
        ctx.stroke_rect(x + 2.0, y + 2.0, w - 4.0, h - 4.0);
    }
    for &c in next.stranded.iter().filter(|c| !now.stranded.contains(c)) {
        hatch(ctx, layout, c, DOOMED);
    }
    for h in &after.highlights {
        if h.tone == crate::ui::scene::Tone::Danger {
            let (x, y) = layout.cell_origin(h.at);
            ctx.set_stroke_style_str(DOOMED);
            ctx.set_line_width((layout.cell * 0.1).max(2.0));
            ctx.stroke_rect(x + 3.0, y + 3.0, layout.cell - 6.0, layout.cell - 6.0);
        }
    }
}
