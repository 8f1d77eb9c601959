//! Draws a scene on a canvas: cells, coordinates, pieces, highlights.
//!
//! It knows shapes, not rules: what to highlight is handed to it as targets
//! and cells, and animated pieces arrive as sprites.

use std::f64::consts::TAU;

use web_sys::CanvasRenderingContext2d;

use crate::game::{Change, PieceLook, Scene, Shading, Step, Target, Tone};
use crate::geometry::Coord;
use crate::ui::animation::{Frame, Glow};
use crate::ui::layout::Layout;

/// What to mark on the board besides the pieces.
#[derive(Default)]
pub struct Marks {
    /// Cells of the last move (origin and destination).
    pub last_move: Vec<Coord>,
    /// Targets clicked so far for the move being made.
    pub selected: Vec<Target>,
    /// Targets that continue a legal move.
    pub next: Vec<Target>,
    /// Targets that start a legal move, shown faintly when nothing is selected.
    pub movable: Vec<Target>,
    /// A move's consequences shown before it is made: its motion and the
    /// position after it.
    pub preview: Option<(Vec<Step>, Scene)>,
}

const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
const PLAIN: &str = "#e8cfa0";
const LAST_MOVE: &str = "rgba(155, 199, 0, 0.45)";
const SELECTED: &str = "rgba(20, 85, 200, 0.45)";
const DESTINATION: &str = "rgba(20, 85, 30, 0.55)";
const MOVABLE: &str = "rgba(20, 85, 200, 0.16)";
const LABEL: &str = "#5b4a36";
const LINE: &str = "rgba(255, 196, 0, 0.55)";
const FOCUS: &str = "#d9480f";
const ARROW: &str = "rgba(217, 72, 15, 0.8)";

/// Paints the whole board. `frame` replaces the scene's pieces while a
/// move is being animated.
pub fn draw(
    ctx: &CanvasRenderingContext2d,
    width: f64,
    height: f64,
    layout: &Layout,
    scene: &Scene,
    frame: Option<&Frame>,
    marks: &Marks,
) {
    ctx.clear_rect(0.0, 0.0, width, height);
    draw_cells(ctx, layout, scene);
    draw_labels(ctx, layout);
    for &c in &marks.last_move {
        fill_cell(ctx, layout, c, LAST_MOVE);
    }
    if frame.is_none() {
        for h in scene.highlights.iter().filter(|h| h.tone == Tone::Line) {
            fill_cell(ctx, layout, h.at, LINE);
        }
    }
    for target in &marks.selected {
        if let Target::Cell(c) = target {
            fill_cell(ctx, layout, *c, SELECTED);
        }
    }
    if marks.selected.is_empty() {
        // Pieces that can move; empty cells that take a drop stay plain.
        for target in &marks.movable {
            if let Target::Cell(c) = target {
                if scene.pieces.iter().any(|p| p.at == *c) {
                    fill_cell(ctx, layout, *c, MOVABLE);
                }
            }
        }
    }
    match frame {
        Some(frame) => {
            for glow in &frame.glows {
                draw_glow(ctx, layout, glow);
            }
            for s in &frame.sprites {
                let (x, y) = layout.point(s.file, s.rank);
                draw_piece(ctx, layout, x, y, s.look, s.alpha);
            }
        }
        None => {
            for p in &scene.pieces {
                let (x, y) = layout.cell_origin(p.at);
                draw_piece(ctx, layout, x, y, p.look, 1.0);
            }
            for h in scene.highlights.iter().filter(|h| h.tone == Tone::Focus) {
                ring_cell(ctx, layout, h.at, FOCUS);
            }
            for target in &marks.next {
                if let Target::Cell(c) = target {
                    let occupied = scene.pieces.iter().any(|p| p.at == *c);
                    draw_destination(ctx, layout, *c, occupied);
                }
            }
            if let Some((steps, after)) = &marks.preview {
                draw_preview(ctx, layout, scene, steps, after);
            }
        }
    }
}

/// Ghosts of the pieces that would stand somewhere new, and an arrow for
/// every piece that would travel, so the consequences are seen before the
/// move is made.
fn draw_preview(
    ctx: &CanvasRenderingContext2d,
    layout: &Layout,
    now: &Scene,
    steps: &[Step],
    after: &Scene,
) {
    for p in &after.pieces {
        if !now.pieces.contains(p) {
            let (x, y) = layout.cell_origin(p.at);
            draw_piece(ctx, layout, x, y, p.look, 0.45);
        }
    }
    for change in steps.iter().flat_map(|s| s.changes.iter()) {
        if let Change::Slide { from, to } = change {
            draw_arrow(ctx, layout, *from, *to);
        }
    }
}

fn draw_arrow(ctx: &CanvasRenderingContext2d, layout: &Layout, from: Coord, to: Coord) {
    let (x0, y0) = layout.cell_centre(from);
    let (x1, y1) = layout.cell_centre(to);
    let angle = (y1 - y0).atan2(x1 - x0);
    let head = layout.cell * 0.28;
    ctx.set_stroke_style_str(ARROW);
    ctx.set_fill_style_str(ARROW);
    ctx.set_line_width((layout.cell * 0.08).max(2.0));
    ctx.begin_path();
    ctx.move_to(x0, y0);
    ctx.line_to(x1 - head * 0.6 * angle.cos(), y1 - head * 0.6 * angle.sin());
    ctx.stroke();
    ctx.begin_path();
    ctx.move_to(x1, y1);
    ctx.line_to(
        x1 - head * (angle - 0.45).cos(),
        y1 - head * (angle - 0.45).sin(),
    );
    ctx.line_to(
        x1 - head * (angle + 0.45).cos(),
        y1 - head * (angle + 0.45).sin(),
    );
    ctx.close_path();
    ctx.fill();
}

fn draw_glow(ctx: &CanvasRenderingContext2d, layout: &Layout, glow: &Glow) {
    let (x0, y0) = layout.cell_centre(glow.from);
    let (x1, y1) = layout.cell_centre(glow.to);
    ctx.set_global_alpha(glow.alpha.clamp(0.0, 1.0) * 0.8);
    ctx.set_stroke_style_str("#ffb000");
    ctx.set_line_width(layout.cell * 0.22);
    ctx.set_line_cap("round");
    ctx.begin_path();
    ctx.move_to(x0, y0);
    ctx.line_to(x1, y1);
    ctx.stroke();
    ctx.set_line_cap("butt");
    ctx.set_global_alpha(1.0);
}

fn ring_cell(ctx: &CanvasRenderingContext2d, layout: &Layout, c: Coord, colour: &str) {
    let (cx, cy) = layout.cell_centre(c);
    ctx.begin_path();
    let _ = ctx.arc(cx, cy, layout.cell * 0.45, 0.0, TAU);
    ctx.set_line_width((layout.cell * 0.07).max(2.0));
    ctx.set_stroke_style_str(colour);
    ctx.stroke();
}

fn draw_cells(ctx: &CanvasRenderingContext2d, layout: &Layout, scene: &Scene) {
    for file in 0..scene.width {
        for rank in 0..scene.height {
            let colour = match scene.shading {
                Shading::Checkered if (file + rank) % 2 == 0 => DARK,
                Shading::Checkered => LIGHT,
                Shading::Plain => PLAIN,
            };
            fill_cell(ctx, layout, Coord::new(file, rank), colour);
        }
    }
}

fn fill_cell(ctx: &CanvasRenderingContext2d, layout: &Layout, c: Coord, colour: &str) {
    let (x, y) = layout.cell_origin(c);
    ctx.set_fill_style_str(colour);
    // A hair of overlap hides seams between cells on fractional pixel sizes.
    ctx.fill_rect(x, y, layout.cell + 0.5, layout.cell + 0.5);
}

fn draw_labels(ctx: &CanvasRenderingContext2d, layout: &Layout) {
    let size = (layout.cell * 0.26).max(9.0);
    ctx.set_fill_style_str(LABEL);
    ctx.set_font(&format!("{size:.0}px system-ui, sans-serif"));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    for file in 0..layout.width {
        let (x, y) = layout.cell_origin(Coord::new(file, 0));
        let label = ((b'a' + file) as char).to_string();
        let bottom = if layout.flipped {
            layout.y + layout.cell * layout.height as f64
        } else {
            y + layout.cell
        };
        let _ = ctx.fill_text(&label, x + layout.cell / 2.0, bottom + size * 0.75);
    }
    for rank in 0..layout.height {
        let (_, y) = layout.cell_origin(Coord::new(0, rank));
        let _ = ctx.fill_text(
            &(rank + 1).to_string(),
            layout.x - size * 0.75,
            y + layout.cell / 2.0,
        );
    }
}

fn draw_piece(
    ctx: &CanvasRenderingContext2d,
    layout: &Layout,
    x: f64,
    y: f64,
    look: PieceLook,
    alpha: f64,
) {
    let PieceLook::Man(seat) = look;
    let (fill, rim) = match seat.0 {
        0 => ("#222222", "#000000"),
        1 => ("#f7f7f2", "#3a3a3a"),
        2 => ("#c0392b", "#5e1a13"),
        _ => ("#2e6fb7", "#163659"),
    };
    let (cx, cy) = (x + layout.cell / 2.0, y + layout.cell / 2.0);
    let r = layout.cell * 0.38;
    ctx.set_global_alpha(alpha);
    ctx.begin_path();
    let _ = ctx.arc(cx, cy + r * 0.08, r, 0.0, TAU);
    ctx.set_fill_style_str("rgba(0, 0, 0, 0.25)");
    ctx.fill();
    ctx.begin_path();
    let _ = ctx.arc(cx, cy, r, 0.0, TAU);
    ctx.set_fill_style_str(fill);
    ctx.fill();
    ctx.set_line_width((layout.cell * 0.04).max(1.0));
    ctx.set_stroke_style_str(rim);
    ctx.stroke();
    ctx.begin_path();
    let _ = ctx.arc(cx, cy, r * 0.62, 0.0, TAU);
    ctx.set_stroke_style_str(if seat.0 == 1 {
        "rgba(0, 0, 0, 0.18)"
    } else {
        "rgba(255, 255, 255, 0.18)"
    });
    ctx.stroke();
    ctx.set_global_alpha(1.0);
}

fn draw_destination(ctx: &CanvasRenderingContext2d, layout: &Layout, c: Coord, occupied: bool) {
    let (cx, cy) = layout.cell_centre(c);
    ctx.begin_path();
    if occupied {
        let _ = ctx.arc(cx, cy, layout.cell * 0.46, 0.0, TAU);
        ctx.set_line_width(layout.cell * 0.08);
        ctx.set_stroke_style_str(DESTINATION);
        ctx.stroke();
    } else {
        let _ = ctx.arc(cx, cy, layout.cell * 0.15, 0.0, TAU);
        ctx.set_fill_style_str(DESTINATION);
        ctx.fill();
    }
}
