//! Draws what boards with wall grooves add: the walls (repositioned ones
//! marked, the last move's in its colour), a wall following the pointer
//! (green where it may go, red where it may not), the pawns' destinations,
//! the seat marks on the pawns, the walls each seat holds and the coin, die
//! or marker where it lies.
//!
//! Like the rest of the renderer it knows shapes, not rules: the page
//! hands it the scene, the legal targets and the refused one.

use super::marks::{draw_destination, Marks};
use super::palette::Palette;
use super::surface::{cross_path, Baseline, Font, Spread, Surface};
use crate::game::{Seat, Target};
use crate::geometry::Coord;
use crate::ui::layout::Layout;
use crate::ui::scene::{Scene, TokenKind, TokenView, WallView};

const WALL: &str = "#5a3b1c";
const WALL_EDGE: &str = "#2e1c0b";
const GROOVE: &str = "rgba(90, 59, 28, 0.18)";
const PREVIEW: &str = "rgba(40, 140, 60, 0.7)";
const REFUSED: &str = "rgba(201, 42, 42, 0.75)";
const SELECTED: &str = "rgba(20, 85, 200, 0.8)";
const MARK: &str = "#f2c14e";

/// Grooves, walls, destinations of pawn moves and the side panel's counts,
/// drawn under the pieces.
pub fn draw_under(ctx: &mut dyn Surface, layout: &Layout, scene: &Scene, marks: &Marks) {
    let Some(walls) = &scene.walls else {
        return;
    };
    draw_grooves(ctx, layout);
    // The last move's grooves: a wall placed or moved there glows in the
    // last move's colour; the groove a moved wall left is filled with it.
    let last = &marks.palette.last_move;
    let last_move = |at: Coord, horizontal: bool| {
        marks
            .last_fixtures
            .contains(&Target::Groove { at, horizontal })
    };
    for target in &marks.last_fixtures {
        if let Target::Groove { at, horizontal } = *target {
            let standing = walls
                .walls
                .iter()
                .any(|w| w.at == at && w.horizontal == horizontal);
            if !standing {
                mark_groove(ctx, layout, at, horizontal, last, 0.0);
            }
        }
    }
    for wall in &walls.walls {
        let marked_last = last_move(wall.at, wall.horizontal);
        if marked_last {
            mark_groove(ctx, layout, wall.at, wall.horizontal, last, 0.5);
        }
        draw_wall(ctx, layout, wall.at, wall.horizontal, WALL);
        if marked_last {
            draw_wall(ctx, layout, wall.at, wall.horizontal, last);
        }
        if wall.marked {
            draw_wall_mark(ctx, layout, wall);
        }
    }
    // A pawn moves with one click on its destination: show them all.
    if marks.selected.is_empty() {
        for target in &marks.movable {
            if let Target::Cell(c) = target {
                let occupied = scene.pieces.iter().any(|p| p.at == *c);
                if !occupied {
                    draw_destination(ctx, layout, *c, false, &marks.palette.destination);
                }
            }
        }
    }
    for (seat, &left) in walls.left.iter().enumerate() {
        let seats = walls.left.len();
        draw_walls_left(ctx, layout, (Seat(seat as u8), seats), left, &marks.palette);
    }
    if let Some(token) = walls.token {
        draw_token(ctx, layout, token, walls.left.len());
    }
}

/// The wall a click or hover would put up (or may not), and the wall
/// picked up for repositioning, over the pieces.
pub fn draw_over(ctx: &mut dyn Surface, layout: &Layout, scene: &Scene, marks: &Marks) {
    let Some(walls) = &scene.walls else {
        return;
    };
    for target in &marks.selected {
        if let Target::Groove { at, horizontal } = *target {
            draw_wall(ctx, layout, at, horizontal, SELECTED);
        }
    }
    if let Some((_, after)) = &marks.preview {
        if let Some(after_walls) = &after.walls {
            for wall in after_walls.walls.iter().filter(|w| {
                !walls
                    .walls
                    .iter()
                    .any(|o| o.at == w.at && o.horizontal == w.horizontal)
            }) {
                draw_wall(ctx, layout, wall.at, wall.horizontal, PREVIEW);
            }
        }
    }
    if let Some(Target::Groove { at, horizontal }) = marks.refused {
        draw_wall(ctx, layout, at, horizontal, REFUSED);
        let (cx, cy) = layout.groove_centre(at);
        let r = layout.cell * 0.16;
        ctx.set_stroke_style_str("#ffffff");
        ctx.set_line_width((layout.cell * 0.05).max(1.5));
        ctx.begin_path();
        cross_path(ctx, (cx, cy), r);
        ctx.stroke();
    }
}

/// A seat's own mark on its pawn, so colour is never the only clue:
/// South a dot, then a ring, a bar and a cross (by seat index).
pub fn draw_seat_mark(
    ctx: &mut dyn Surface,
    layout: &Layout,
    file: f64,
    rank: f64,
    seat: Seat,
    light: bool,
) {
    let (x, y) = layout.point(file, rank);
    let (cx, cy) = (x + layout.cell / 2.0, y + layout.cell / 2.0);
    let r = layout.cell * 0.14;
    let ink = if light { "#222222" } else { "#f7f7f2" };
    ctx.set_fill_style_str(ink);
    ctx.set_stroke_style_str(ink);
    ctx.set_line_width((layout.cell * 0.06).max(1.5));
    ctx.begin_path();
    match seat.0 {
        0 => {
            ctx.circle(cx, cy, r * 0.8);
            ctx.fill();
        }
        1 => {
            ctx.circle(cx, cy, r);
            ctx.stroke();
        }
        2 => {
            ctx.move_to(cx - r * 1.2, cy);
            ctx.line_to(cx + r * 1.2, cy);
            ctx.stroke();
        }
        _ => {
            cross_path(ctx, (cx, cy), r);
            ctx.stroke();
        }
    }
}

fn draw_grooves(ctx: &mut dyn Surface, layout: &Layout) {
    ctx.set_stroke_style_str(GROOVE);
    ctx.set_line_width((layout.cell * 0.08).max(1.0));
    ctx.begin_path();
    let (w, h) = (layout.width as f64, layout.height as f64);
    for i in 1..layout.width {
        let x = layout.x + i as f64 * layout.cell;
        ctx.move_to(x, layout.y);
        ctx.line_to(x, layout.y + h * layout.cell);
    }
    for i in 1..layout.height {
        let y = layout.y + i as f64 * layout.cell;
        ctx.move_to(layout.x, y);
        ctx.line_to(layout.x + w * layout.cell, y);
    }
    ctx.stroke();
}

/// A wall two cells long in the groove centred on the north-east corner of
/// `at`. A standing wall is a block of dark wood: a shadow to its lower
/// right, lit along its top or left side and shaded along the other, with
/// a seam across its middle where its two halves meet; a wall being shown
/// (selected, previewed, refused) is a flat band of its colour.
fn draw_wall(ctx: &mut dyn Surface, layout: &Layout, at: Coord, horizontal: bool, colour: &str) {
    let (x, y, w, h) = wall_rect(layout, at, horizontal, 0.0);
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    let thick = w.min(h);
    if colour != WALL {
        ctx.set_fill_style_str(colour);
        ctx.fill_rect(x, y, w, h);
        return;
    }
    let drop = (thick * 0.35).max(1.5);
    ctx.set_fill_style_str("rgba(0, 0, 0, 0.3)");
    ctx.fill_rect(x + drop, y + drop, w, h);
    let across = if horizontal {
        Spread::Vertical
    } else {
        Spread::Horizontal
    };
    ctx.set_fill_gradient(
        (x, y, w, h),
        across,
        &[(0.0, "#9a6a3c"), (0.35, WALL), (1.0, WALL_EDGE)],
    );
    ctx.fill_rect(x, y, w, h);
    ctx.set_stroke_style_str(WALL_EDGE);
    ctx.set_line_width(1.0);
    ctx.stroke_rect(x, y, w, h);
    ctx.set_stroke_style_str("rgba(0, 0, 0, 0.45)");
    ctx.begin_path();
    if horizontal {
        ctx.move_to(cx, y);
        ctx.line_to(cx, y + h);
    } else {
        ctx.move_to(x, cy);
        ctx.line_to(x + w, cy);
    }
    ctx.stroke();
}

/// The rectangle (x, y, w, h) of a wall in the groove centred on the
/// north-east corner of `at`, grown by `grow` times its thickness on
/// every side.
fn wall_rect(layout: &Layout, at: Coord, horizontal: bool, grow: f64) -> (f64, f64, f64, f64) {
    let (cx, cy) = layout.groove_centre(at);
    let thick = (layout.cell * 0.2).max(4.0);
    let pad = thick * grow;
    let long = 2.0 * layout.cell * 0.95 + 2.0 * pad;
    let (w, h) = if horizontal {
        (long, thick + 2.0 * pad)
    } else {
        (thick + 2.0 * pad, long)
    };
    (cx - w / 2.0, cy - h / 2.0, w, h)
}

/// A groove of the last move, in its colour with a stronger edge, as
/// `board::mark_cell` marks a cell: the wall's own size for the groove a
/// wall left, grown by `grow` for the glow under a wall put there.
fn mark_groove(
    ctx: &mut dyn Surface,
    layout: &Layout,
    at: Coord,
    horizontal: bool,
    colour: &str,
    grow: f64,
) {
    let (x, y, w, h) = wall_rect(layout, at, horizontal, grow);
    ctx.set_fill_style_str(colour);
    ctx.fill_rect(x, y, w, h);
    let edge = (layout.cell * 0.03).max(1.0);
    ctx.set_stroke_style_str(colour);
    ctx.set_line_width(edge);
    ctx.stroke_rect(x + edge / 2.0, y + edge / 2.0, w - edge, h - edge);
}

/// A repositioned wall: a bright diamond at its centre.
fn draw_wall_mark(ctx: &mut dyn Surface, layout: &Layout, wall: &WallView) {
    let (cx, cy) = layout.groove_centre(wall.at);
    let r = layout.cell * 0.14;
    ctx.begin_path();
    ctx.move_to(cx, cy - r);
    ctx.line_to(cx + r, cy);
    ctx.line_to(cx, cy + r);
    ctx.line_to(cx - r, cy);
    ctx.close_path();
    ctx.set_fill_style_str(MARK);
    ctx.fill();
    ctx.set_stroke_style_str(WALL_EDGE);
    ctx.set_line_width(1.0);
    ctx.stroke();
}

/// Where a seat's supply lies in the margin right of the board, by where
/// the seat sits: South low, North high, East in the middle. West's has
/// its own place above the board (`draw_walls_left`), since the rank labels
/// fill the left margin.
fn seat_spot(layout: &Layout, seat: Seat, seats: usize) -> (f64, f64) {
    let (w, h) = (
        layout.cell * layout.width as f64,
        layout.cell * layout.height as f64,
    );
    let near = layout.cell * 0.2;
    // The supplies and the token stand in the middle of the frame's band,
    // so nothing is cut off.
    let right = layout.x + w + layout.band() / 2.0;
    let first_rank = if layout.flipped {
        layout.y + near
    } else {
        layout.y + h - near
    };
    let last_rank = if layout.flipped {
        layout.y + h - near
    } else {
        layout.y + near
    };
    match (seats, seat.0) {
        (_, 0) => (right, first_rank),
        (2, _) | (_, 2) => (right, last_rank),
        _ => (right, layout.y + h / 2.0),
    }
}

fn draw_walls_left(
    ctx: &mut dyn Surface,
    layout: &Layout,
    (seat, seats): (Seat, usize),
    left: u8,
    palette: &Palette,
) {
    let size = (layout.cell * 0.24).min(layout.band() * 0.7).max(9.0);
    if seats == 4 && seat.0 == 3 {
        // West: a lying wall and its count in the margin above the a-file
        // (the b-file when the board is turned), on the side West sits.
        let y = layout.y - layout.band() / 2.0;
        let x = if layout.flipped {
            layout.x + layout.cell * (layout.width as f64 - 0.9)
        } else {
            layout.x + layout.cell * 0.1
        };
        ctx.set_fill_style_str(WALL);
        ctx.fill_rect(x, y - size * 0.12, size * 0.9, size * 0.24);
        ctx.set_stroke_style_str(&palette.label);
        ctx.set_line_width(1.0);
        ctx.stroke_rect(x, y - size * 0.12, size * 0.9, size * 0.24);
        ctx.set_fill_style_str(&palette.label);
        ctx.set_font(Font {
            px: size,
            bold: true,
        });
        ctx.set_text_baseline(Baseline::Middle);
        ctx.fill_text(&left.to_string(), x + size * 1.6, y);
        return;
    }
    let (x, y) = seat_spot(layout, seat, seats);
    ctx.set_fill_style_str(WALL);
    ctx.fill_rect(x - size * 0.12, y - size * 0.9, size * 0.24, size * 0.9);
    ctx.set_stroke_style_str(&palette.label);
    ctx.set_line_width(1.0);
    ctx.stroke_rect(x - size * 0.12, y - size * 0.9, size * 0.24, size * 0.9);
    ctx.set_fill_style_str(&palette.label);
    ctx.set_font(Font {
        px: size,
        bold: true,
    });
    ctx.set_text_baseline(Baseline::Top);
    ctx.fill_text(&left.to_string(), x, y + size * 0.1);
}

/// The coin (a gold disc), the die (a square with its face) or the marker
/// (a pawn-like disc), beside its holder or half-way between the players.
fn draw_token(ctx: &mut dyn Surface, layout: &Layout, token: TokenView, seats: usize) {
    let (x, y) = match token.holder {
        Some(seat) => {
            let (x, y) = seat_spot(layout, seat, seats);
            // Beside the walls count, towards the board's middle.
            let towards = if y > layout.y + layout.cell * layout.height as f64 / 2.0 {
                -1.0
            } else {
                1.0
            };
            (x, y + towards * layout.cell * 0.9)
        }
        None => (
            layout.x + layout.cell * layout.width as f64 + layout.band() / 2.0,
            layout.y + layout.cell * layout.height as f64 / 2.0,
        ),
    };
    // Within the margin, whatever the board's size.
    let r = layout.cell * 0.14;
    ctx.begin_path();
    match token.kind {
        TokenKind::Coin => {
            ctx.circle(x, y, r);
            ctx.set_fill_style_str("#d4a017");
            ctx.fill();
            ctx.set_stroke_style_str("#7a5a00");
            ctx.set_line_width(1.5);
            ctx.stroke();
        }
        TokenKind::Die(face) => {
            ctx.set_fill_style_str("#ffffff");
            ctx.fill_rect(x - r, y - r, 2.0 * r, 2.0 * r);
            ctx.set_stroke_style_str("#222222");
            ctx.set_line_width(1.5);
            ctx.stroke_rect(x - r, y - r, 2.0 * r, 2.0 * r);
            ctx.set_fill_style_str("#222222");
            ctx.set_font(Font {
                px: r * 1.5,
                bold: true,
            });
            ctx.set_text_baseline(Baseline::Middle);
            ctx.fill_text(&face.to_string(), x, y);
        }
        TokenKind::Marker => {
            ctx.circle(x, y, r);
            ctx.set_fill_style_str("#8e44ad");
            ctx.fill();
            ctx.set_stroke_style_str("#ffffff");
            ctx.set_line_width(1.5);
            ctx.stroke();
        }
    }
}
