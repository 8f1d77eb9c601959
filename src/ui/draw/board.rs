//! Draws a scene on a surface (the live canvas or an SVG picture): cells,
//! coordinates, pieces, highlights.
//!
//! It knows shapes, not rules: what to highlight is handed to it as targets
//! and cells, and animated pieces arrive as sprites.

use crate::game::{Seat, Target};
use crate::geometry::Coord;
use crate::ui::animation::{Frame, Glow, Sprite};
use crate::ui::layout::Layout;
use crate::ui::scene::{Change, Ink, PieceView, Scene, Step, Tone};
use crate::ui::view::BUILT_SHAPES;

use super::marks::{draw_destination, Marks};
use super::pieces::{draw_piece, draw_pieces, draw_stack_heights};
use super::surface::{cross_path, round_segment, Surface};
use super::wood::{draw_cells, draw_frame, draw_goal, draw_labels, fill_cell};

const LINE: &str = "rgba(255, 196, 0, 0.55)";
const FOCUS: &str = "#d9480f";
const ARROW: &str = "rgba(217, 72, 15, 0.8)";
const DANGER: &str = "#c92a2a";
const BOUNCED: &str = "#1c7ed6";
const REACH: &str = "rgba(20, 85, 30, 0.22)";
const VIA: &str = "rgba(28, 126, 214, 0.2)";

/// Paints the whole board. `frame` replaces the scene's pieces while a
/// move is being animated. A shape none of the build's games uses is
/// skipped (`if BUILT_SHAPES.walls`), so a bundle links only its games' shapes.
pub fn draw(
    ctx: &mut dyn Surface,
    width: f64,
    height: f64,
    layout: &Layout,
    scene: &Scene,
    frame: Option<&Frame>,
    marks: &Marks,
) {
    let palette = &marks.palette;
    ctx.clear_rect(0.0, 0.0, width, height);
    draw_frame(ctx, layout, palette);
    if BUILT_SHAPES.goals && scene.goals {
        for seat in [Seat(0), Seat(1)] {
            let offered = marks.next.contains(&Target::Goal(seat));
            draw_goal(ctx, layout, seat, offered, marks.goal_word, palette);
        }
    }
    draw_cells(ctx, layout, scene, palette);
    if let Some(tiles) = scene.tiles.as_ref().filter(|_| BUILT_SHAPES.tiles) {
        super::tiles::draw_under(ctx, layout, tiles, marks);
    }
    draw_labels(ctx, layout, palette);
    if BUILT_SHAPES.walls {
        super::walls::draw_under(ctx, layout, scene, marks);
    }
    for &c in &marks.last_move {
        mark_cell(ctx, layout, c, &palette.last_move);
    }
    for h in &scene.highlights {
        match h.tone {
            Tone::Home if BUILT_SHAPES.harbours => draw_home(ctx, layout, h.at),
            Tone::Gate if BUILT_SHAPES.gates => draw_gate(ctx, layout, h.at),
            Tone::Line if frame.is_none() => fill_cell(ctx, layout, h.at, LINE),
            _ => {}
        }
    }
    for h in &marks.reach {
        match h.tone {
            Tone::Reach => fill_cell(ctx, layout, h.at, REACH),
            Tone::Via => fill_cell(ctx, layout, h.at, VIA),
            _ => {}
        }
    }
    for target in &marks.selected {
        if let Target::Cell(c) = target {
            mark_cell(ctx, layout, *c, &palette.selected);
        }
    }
    if marks.selected.is_empty() {
        // Pieces that can move; empty cells that take a drop stay plain.
        for target in &marks.movable {
            if let Target::Cell(c) = target {
                if scene.pieces.iter().any(|p| p.at == *c) {
                    fill_cell(ctx, layout, *c, &palette.movable);
                }
            }
        }
    }
    for band in scene.bands.iter().filter(|_| BUILT_SHAPES.bands) {
        draw_band(ctx, layout, band.from, band.to, marks.ink(band.seat));
    }
    match frame {
        Some(frame) => {
            for glow in frame.glows.iter().filter(|_| BUILT_SHAPES.rays) {
                draw_glow(ctx, layout, glow);
            }
            if let Some((seat, alpha)) = frame.lit_goal.filter(|_| BUILT_SHAPES.goals) {
                light_goal(ctx, layout, seat, alpha);
            }
            for sprite in &frame.sprites {
                draw_piece(ctx, layout, marks, sprite);
                if (BUILT_SHAPES.bounces || BUILT_SHAPES.goals) && sprite.marked {
                    mark_sprite(ctx, layout, sprite);
                }
            }
        }
        None => {
            draw_pieces(ctx, layout, marks, &scene.pieces, 1.0);
            for h in &scene.highlights {
                match h.tone {
                    Tone::Focus => ring_cell(ctx, layout, h.at, FOCUS),
                    Tone::Danger => ring_cell(ctx, layout, h.at, DANGER),
                    _ => {}
                }
            }
            if BUILT_SHAPES.stacks {
                draw_stack_heights(ctx, layout, &scene.pieces);
            }
            for target in marks.selected.iter().filter(|_| BUILT_SHAPES.stacks) {
                if let Target::Level { cell, level } = target {
                    outline_checker(ctx, layout, *cell, *level);
                }
            }
            for target in &marks.next {
                if let Target::Cell(c) = target {
                    let occupied = scene.pieces.iter().any(|p| p.at == *c);
                    draw_destination(ctx, layout, *c, occupied, &palette.destination);
                }
            }
            if let Some((steps, after)) = &marks.preview {
                draw_preview(ctx, layout, marks, scene, steps, after);
            }
            if BUILT_SHAPES.walls {
                super::walls::draw_over(ctx, layout, scene, marks);
            }
            if let Some(c) = marks.cursor {
                draw_cursor(ctx, layout, c);
            }
        }
    }
    if let Some(tiles) = scene.tiles.as_ref().filter(|_| BUILT_SHAPES.tiles) {
        super::tiles::draw_over(ctx, layout, tiles, marks);
    }
    super::annotations::draw(ctx, layout, &marks.drawn);
}

/// Ghosts of the pieces that would stand somewhere new, and an arrow for
/// every piece that would travel, so the consequences are seen before the
/// move is made.
fn draw_preview(
    ctx: &mut dyn Surface,
    layout: &Layout,
    marks: &Marks,
    now: &Scene,
    steps: &[Step],
    after: &Scene,
) {
    let ghosts: Vec<PieceView> = after
        .pieces
        .iter()
        .filter(|p| !now.pieces.contains(p))
        .copied()
        .collect();
    draw_pieces(ctx, layout, marks, &ghosts, 0.45);
    for step in steps {
        for change in &step.changes {
            match change {
                Change::Slide { from, to } => {
                    super::annotations::draw_arrow(ctx, layout, *from, *to, ARROW)
                }
                // A line that ends on a piece removed in the same beat is a
                // line of fire: show it, and cross out its target.
                Change::Ray { from, to }
                    if BUILT_SHAPES.rays
                        && step
                            .changes
                            .iter()
                            .any(|c| matches!(c, Change::Vanish { at } if at == to)) =>
                {
                    draw_fire(ctx, layout, *from, *to)
                }
                _ => {}
            }
        }
    }
}

fn draw_fire(ctx: &mut dyn Surface, layout: &Layout, from: Coord, to: Coord) {
    let (x0, y0) = layout.cell_centre(from);
    let (x1, y1) = layout.cell_centre(to);
    ctx.set_stroke_style_str(DANGER);
    ctx.set_line_width((layout.cell * 0.05).max(1.5));
    ctx.set_line_dash(&[layout.cell * 0.12, layout.cell * 0.08]);
    ctx.begin_path();
    ctx.move_to(x0, y0);
    ctx.line_to(x1, y1);
    ctx.stroke();
    ctx.set_line_dash(&[]);
    let r = layout.cell * 0.3;
    ctx.set_line_width((layout.cell * 0.08).max(2.0));
    ctx.begin_path();
    cross_path(ctx, (x1, y1), r);
    ctx.stroke();
}

fn draw_glow(ctx: &mut dyn Surface, layout: &Layout, glow: &Glow) {
    let (x0, y0) = layout.cell_centre(glow.from);
    let (x1, y1) = layout.cell_centre(glow.to);
    ctx.set_global_alpha(glow.alpha.clamp(0.0, 1.0) * 0.8);
    ctx.set_stroke_style_str("#ffb000");
    ctx.set_line_width(layout.cell * 0.22);
    round_segment(ctx, (x0, y0), (x1, y1));
    ctx.set_global_alpha(1.0);
}

fn draw_cursor(ctx: &mut dyn Surface, layout: &Layout, c: Coord) {
    let (x, y) = layout.cell_origin(c);
    let inset = layout.cell * 0.05;
    ctx.set_line_width((layout.cell * 0.07).max(2.0));
    ctx.set_stroke_style_str("#1c7ed6");
    ctx.stroke_rect(
        x + inset,
        y + inset,
        layout.cell - 2.0 * inset,
        layout.cell - 2.0 * inset,
    );
}

fn ring_cell(ctx: &mut dyn Surface, layout: &Layout, c: Coord, colour: &str) {
    let (cx, cy) = layout.cell_centre(c);
    ctx.begin_path();
    ctx.circle(cx, cy, layout.cell * 0.45);
    ctx.set_line_width((layout.cell * 0.07).max(2.0));
    ctx.set_stroke_style_str(colour);
    ctx.stroke();
}

/// A ring around a piece during a bounce: orange on the travelling piece,
/// blue on the one it bounces on.
fn mark_sprite(ctx: &mut dyn Surface, layout: &Layout, s: &Sprite) {
    let (x, y) = layout.point(s.file, s.rank);
    let (cx, cy) = (x + layout.cell / 2.0, y + layout.cell / 2.0);
    ctx.set_global_alpha(s.alpha);
    ctx.set_stroke_style_str(if s.moving { FOCUS } else { BOUNCED });
    ctx.set_line_width((layout.cell * 0.07).max(2.0));
    ctx.begin_path();
    let radius = layout.cell * if s.moving { 0.47 } else { 0.5 };
    ctx.circle(cx, cy, radius);
    ctx.stroke();
    ctx.set_global_alpha(1.0);
}

/// A goal lighting up as a piece enters it.
fn light_goal(ctx: &mut dyn Surface, layout: &Layout, seat: Seat, alpha: f64) {
    let (x, y, w, h) = layout.goal_rect(seat);
    let inset = layout.cell * 0.08;
    ctx.set_fill_style_str(FOCUS);
    ctx.set_global_alpha(0.55 * alpha.clamp(0.0, 1.0));
    ctx.fill_rect(x + inset, y + inset, w - 2.0 * inset, h - 2.0 * inset);
    ctx.set_global_alpha(1.0);
}

/// A bridge: a translucent band in its owner's colour joining two cells.
fn draw_band(ctx: &mut dyn Surface, layout: &Layout, from: Coord, to: Coord, ink: Ink) {
    let (x0, y0) = layout.cell_centre(from);
    let (x1, y1) = layout.cell_centre(to);
    ctx.set_stroke_style_str(match ink {
        Ink::Light => "rgba(255, 255, 255, 0.75)",
        Ink::Dark => "rgba(20, 20, 20, 0.55)",
        Ink::Red => "rgba(192, 57, 43, 0.55)",
        Ink::Blue => "rgba(46, 111, 183, 0.55)",
    });
    ctx.set_line_width(layout.cell * 0.3);
    round_segment(ctx, (x0, y0), (x1, y1));
}

/// A mark on a cell (the last move, a selection): the colour over the
/// whole cell and a stronger edge inside it, so it reads on any square.
fn mark_cell(ctx: &mut dyn Surface, layout: &Layout, c: Coord, colour: &str) {
    fill_cell(ctx, layout, c, colour);
    let (x, y) = layout.cell_origin(c);
    let w = (layout.cell * 0.06).max(2.0);
    ctx.set_stroke_style_str(colour);
    ctx.set_line_width(w);
    ctx.stroke_rect(x + w / 2.0, y + w / 2.0, layout.cell - w, layout.cell - w);
}

fn outline_checker(ctx: &mut dyn Surface, layout: &Layout, c: Coord, level: u8) {
    let (cx, cy) = layout.checker_centre(c.file as f64, c.rank as f64, level as f64);
    ctx.begin_path();
    ctx.ellipse(cx, cy, layout.cell * 0.44, layout.cell * 0.17);
    ctx.set_line_width((layout.cell * 0.05).max(2.0));
    ctx.set_stroke_style_str("#1c7ed6");
    ctx.stroke();
}

/// A harbour: water with a double quay line.
fn draw_home(ctx: &mut dyn Surface, layout: &Layout, c: Coord) {
    let (x, y) = layout.cell_origin(c);
    let cell = layout.cell;
    ctx.set_fill_style_str("rgba(34, 110, 190, 0.35)");
    ctx.fill_rect(x, y, cell, cell);
    ctx.set_stroke_style_str("rgba(20, 60, 110, 0.7)");
    ctx.set_line_width((cell * 0.03).max(1.0));
    ctx.stroke_rect(x + cell * 0.06, y + cell * 0.06, cell * 0.88, cell * 0.88);
    ctx.begin_path();
    for i in 0..3 {
        let wy = y + cell * (0.3 + 0.2 * i as f64);
        ctx.move_to(x + cell * 0.2, wy);
        ctx.quadratic_curve_to(x + cell * 0.35, wy - cell * 0.06, x + cell * 0.5, wy);
        ctx.quadratic_curve_to(x + cell * 0.65, wy + cell * 0.06, x + cell * 0.8, wy);
    }
    ctx.stroke();
}

/// A faint gate across a cell nobody of the other side may enter.
fn draw_gate(ctx: &mut dyn Surface, layout: &Layout, c: Coord) {
    let (x, y) = layout.cell_origin(c);
    let cell = layout.cell;
    ctx.set_stroke_style_str("rgba(120, 60, 20, 0.45)");
    ctx.set_line_width((cell * 0.05).max(1.5));
    ctx.begin_path();
    for post in [0.22, 0.78] {
        ctx.move_to(x + cell * post, y + cell * 0.2);
        ctx.line_to(x + cell * post, y + cell * 0.8);
    }
    for bar in [0.35, 0.65] {
        ctx.move_to(x + cell * 0.22, y + cell * bar);
        ctx.line_to(x + cell * 0.78, y + cell * bar);
    }
    ctx.stroke();
}
