//! The pieces, with material: a soft shadow under each, light from the
//! upper left and shade below (radial gradients), a rim, and what tells one
//! kind from another: a king's crown, a stack's discs one by one, a Gyges
//! piece's rings and height.

use crate::game::Seat;
use crate::geometry::Coord;
use crate::ui::animation::Sprite;
use crate::ui::decimal::fixed;
use crate::ui::layout::{Layout, CHECKER_RX, CHECKER_RY, CHECKER_THICK};
use crate::ui::scene::{Ink, PieceLook, PieceView};
use crate::ui::view::BUILT_SHAPES;

use super::marks::Marks;
use super::surface::{Baseline, Font, Spread, Surface};

/// Draws pieces lowest level first, so stacks build upwards.
pub fn draw_pieces(
    ctx: &mut dyn Surface,
    layout: &Layout,
    marks: &Marks,
    pieces: &[PieceView],
    alpha: f64,
) {
    let level = |p: &PieceView| match p.look {
        PieceLook::Checker { level, .. } => level,
        _ => 0,
    };
    // Level by level, each in the scene's order: a stable sort by level,
    // without a sort's kilobytes of code in the browser's bundle.
    let top = pieces.iter().map(level).max().unwrap_or(0);
    let ordered = (0..=top).flat_map(|l| pieces.iter().filter(move |p| level(p) == l));
    for p in ordered {
        let sprite = Sprite {
            look: p.look,
            file: p.at.file as f64,
            rank: p.at.rank as f64,
            alpha,
            moving: false,
            rise: 0.0,
            marked: false,
        };
        draw_piece(ctx, layout, marks, &sprite);
    }
}

/// One piece (at rest or moving) as the sprite says.
pub fn draw_piece(ctx: &mut dyn Surface, layout: &Layout, marks: &Marks, s: &Sprite) {
    ctx.set_global_alpha(s.alpha);
    let ink = |seat: Seat| colours(marks, marks.ink(seat));
    match s.look {
        PieceLook::Man(seat) => draw_man(ctx, layout, s.file, s.rank, &ink(seat), s.rise),
        PieceLook::Pawn(seat) if BUILT_SHAPES.pawns => {
            draw_man(ctx, layout, s.file, s.rank, &ink(seat), s.rise);
            let light = marks.ink(seat) == Ink::Light;
            super::walls::draw_seat_mark(ctx, layout, s.file, s.rank, seat, light);
        }
        PieceLook::King(seat) if BUILT_SHAPES.kings => {
            draw_man(ctx, layout, s.file, s.rank, &ink(seat), s.rise);
            draw_crown(ctx, layout, s.file, s.rank, marks.ink(seat));
        }
        PieceLook::Ring(value) if BUILT_SHAPES.rings => {
            draw_ring(ctx, layout, s.file, s.rank, value, s.rise)
        }
        PieceLook::Checker { owner, level } if BUILT_SHAPES.stacks => draw_checker(
            ctx,
            layout,
            s.file,
            s.rank,
            &ink(owner),
            level as f64 + s.rise,
        ),
        // A look none of the build's games has (`ui::shapes`).
        _ => {}
    }
    ctx.set_global_alpha(1.0);
}

/// A piece's four tones: lit, body, shaded and rim.
struct Tones {
    lit: String,
    body: String,
    shade: String,
    rim: String,
}

/// The tones of `ink` in the marks' theme.
fn colours(marks: &Marks, ink: Ink) -> Tones {
    let (body, rim) = marks.palette.piece(ink);
    let lift = if ink == Ink::Light { 0.7 } else { 0.28 };
    Tones {
        lit: mix(body, (255, 255, 255), lift),
        body: body.to_string(),
        shade: mix(body, (0, 0, 0), if ink == Ink::Dark { 0.5 } else { 0.22 }),
        rim: rim.to_string(),
    }
}

/// `colour` (`#rrggbb`) moved a share `t` of the way to `to`; any other
/// form of colour is returned as it is.
fn mix(colour: &str, to: (u8, u8, u8), t: f64) -> String {
    let hex = colour.trim().strip_prefix('#').filter(|h| h.len() == 6);
    let Some(channels) = hex.and_then(|h| {
        let c = |i: usize| u8::from_str_radix(&h[i..i + 2], 16).ok();
        Some((c(0)?, c(2)?, c(4)?))
    }) else {
        return colour.to_string();
    };
    let m = |a: u8, b: u8| (a as f64 + (b as f64 - a as f64) * t).round() as u8;
    format!(
        "rgb({}, {}, {})",
        m(channels.0, to.0),
        m(channels.1, to.1),
        m(channels.2, to.2)
    )
}

/// A soft round shadow of radius `r` under a point, darker in its middle.
fn shadow(ctx: &mut dyn Surface, (cx, cy): (f64, f64), r: f64, strength: f64) {
    let spread = r * 1.18;
    ctx.set_fill_gradient(
        (cx - spread, cy - spread, 2.0 * spread, 2.0 * spread),
        Spread::Radial { fx: 0.5, fy: 0.5 },
        &[
            (
                0.0,
                &format!("rgba(0, 0, 0, {})", fixed(0.45 * strength, 2)),
            ),
            (0.7, &format!("rgba(0, 0, 0, {})", fixed(0.3 * strength, 2))),
            (1.0, "rgba(0, 0, 0, 0)"),
        ],
    );
    ctx.begin_path();
    ctx.circle(cx, cy, spread);
    ctx.fill();
}

/// A lit disc of radius `r`: light from the upper left, shade below.
fn lit_disc(ctx: &mut dyn Surface, (cx, cy): (f64, f64), r: f64, tones: &Tones) {
    ctx.set_fill_gradient(
        (cx - r, cy - r, 2.0 * r, 2.0 * r),
        Spread::Radial { fx: 0.36, fy: 0.3 },
        &[(0.0, &tones.lit), (0.55, &tones.body), (1.0, &tones.shade)],
    );
    ctx.begin_path();
    ctx.circle(cx, cy, r);
    ctx.fill();
}

/// A round man (and a pawn's or a king's body): a turned disc with a
/// groove. `rise` lifts it while it jumps.
fn draw_man(
    ctx: &mut dyn Surface,
    layout: &Layout,
    file: f64,
    rank: f64,
    tones: &Tones,
    rise: f64,
) {
    let (x, y) = layout.point(file, rank);
    let (cx, ground) = (x + layout.cell / 2.0, y + layout.cell / 2.0);
    let r = layout.cell * 0.38;
    let cy = ground - layout.cell * 0.2 * rise;
    shadow(
        ctx,
        (cx + r * 0.06, ground + r * (0.14 + 0.2 * rise)),
        r,
        1.0,
    );
    lit_disc(ctx, (cx, cy), r, tones);
    ctx.begin_path();
    ctx.circle(cx, cy, r);
    ctx.set_line_width((layout.cell * 0.03).max(1.0));
    ctx.set_stroke_style_str(&tones.rim);
    ctx.stroke();
    // The groove: a dark line with a lit edge below it.
    ctx.set_line_width((layout.cell * 0.025).max(1.0));
    ctx.begin_path();
    ctx.circle(cx, cy, r * 0.64);
    ctx.set_stroke_style_str("rgba(0, 0, 0, 0.22)");
    ctx.stroke();
    ctx.begin_path();
    ctx.circle(cx, cy + layout.cell * 0.012, r * 0.66);
    ctx.set_stroke_style_str("rgba(255, 255, 255, 0.16)");
    ctx.stroke();
}

/// A crown on a king: a small three-pointed mark in the contrasting colour.
fn draw_crown(ctx: &mut dyn Surface, layout: &Layout, file: f64, rank: f64, ink: Ink) {
    let (x, y) = layout.point(file, rank);
    let (cx, cy, c) = (x + layout.cell / 2.0, y + layout.cell / 2.0, layout.cell);
    ctx.set_fill_style_str(if ink == Ink::Light {
        "#b08400"
    } else {
        "#f2c94c"
    });
    ctx.begin_path();
    ctx.move_to(cx - c * 0.18, cy + c * 0.1);
    ctx.line_to(cx - c * 0.2, cy - c * 0.1);
    ctx.line_to(cx - c * 0.08, cy - c * 0.01);
    ctx.line_to(cx, cy - c * 0.14);
    ctx.line_to(cx + c * 0.08, cy - c * 0.01);
    ctx.line_to(cx + c * 0.2, cy - c * 0.1);
    ctx.line_to(cx + c * 0.18, cy + c * 0.1);
    ctx.close_path();
    ctx.fill();
    ctx.set_stroke_style_str("rgba(0, 0, 0, 0.45)");
    ctx.set_line_width(1.0);
    ctx.stroke();
}

/// A neutral Gyges piece: a wooden cylinder as tall as its value, with one
/// ring per point of value on top, so height and rings both say 1, 2 or 3.
/// `rise` (0 at rest, 1 at the top of a lift) raises it over its shadow.
fn draw_ring(ctx: &mut dyn Surface, layout: &Layout, file: f64, rank: f64, value: u8, rise: f64) {
    let (x, y) = layout.point(file, rank);
    let (cx, ground) = (x + layout.cell / 2.0, y + layout.cell / 2.0);
    let r = layout.cell * 0.36 * (1.0 + 0.12 * rise);
    let height = layout.cell * 0.055 * value.min(3) as f64;
    let base = ground + height / 2.0 - layout.cell * 0.3 * rise;
    let top = base - height;
    shadow(
        ctx,
        (
            cx + r * 0.08,
            ground + r * (0.18 + 0.2 * rise) + height / 2.0,
        ),
        r,
        0.9,
    );
    // The side: the bottom disc, then a band up to the top disc.
    let wood = Tones {
        lit: "#f3dcb8".into(),
        body: "#d9b48a".into(),
        shade: "#9c7044".into(),
        rim: "#5c3d1e".into(),
    };
    ctx.set_fill_style_str("#8a5f36");
    ctx.begin_path();
    ctx.circle(cx, base, r);
    ctx.fill();
    ctx.set_fill_gradient(
        (cx - r, top, 2.0 * r, height),
        Spread::Horizontal,
        &[(0.0, "#7a5230"), (0.35, "#b88a5c"), (1.0, "#6b4526")],
    );
    ctx.fill_rect(cx - r, top, 2.0 * r, height);
    lit_disc(ctx, (cx, top), r, &wood);
    ctx.begin_path();
    ctx.circle(cx, top, r);
    ctx.set_line_width((layout.cell * 0.03).max(1.0));
    ctx.set_stroke_style_str(&wood.rim);
    ctx.stroke();
    for i in 0..value.min(3) {
        ctx.begin_path();
        ctx.circle(cx, top, r * (0.72 - 0.22 * i as f64));
        ctx.set_line_width((layout.cell * 0.055).max(1.5));
        ctx.stroke();
    }
}

/// One checker of a tower, seen slightly from above: a lit top, a rounded
/// side with a dark seam under it, so each disc of a stack can be counted.
fn draw_checker(
    ctx: &mut dyn Surface,
    layout: &Layout,
    file: f64,
    rank: f64,
    tones: &Tones,
    level: f64,
) {
    let (cx, cy) = layout.checker_centre(file, rank, level);
    let (rx, ry) = (layout.cell * CHECKER_RX, layout.cell * CHECKER_RY);
    let thick = layout.cell * CHECKER_THICK;
    if level < 0.5 {
        // A flat disc's shadow is flat: two soft ellipses, wide then dark.
        for (grow, alpha) in [(1.12, "rgba(0, 0, 0, 0.12)"), (0.98, "rgba(0, 0, 0, 0.16)")] {
            ctx.set_fill_style_str(alpha);
            ctx.begin_path();
            ctx.ellipse(
                cx + rx * 0.06,
                cy + thick + ry * 0.45,
                rx * grow,
                ry * grow * 1.2,
            );
            ctx.fill();
        }
    }
    ctx.set_line_width((layout.cell * 0.022).max(1.0));
    ctx.set_stroke_style_str(&tones.rim);
    ctx.set_fill_style_str(&tones.shade);
    ctx.begin_path();
    ctx.ellipse(cx, cy + thick, rx, ry);
    ctx.fill();
    ctx.stroke();
    ctx.set_fill_gradient(
        (cx - rx, cy, 2.0 * rx, thick),
        Spread::Horizontal,
        &[(0.0, &tones.shade), (0.3, &tones.body), (1.0, &tones.shade)],
    );
    ctx.fill_rect(cx - rx, cy, 2.0 * rx, thick);
    ctx.set_fill_gradient(
        (cx - rx, cy - ry, 2.0 * rx, 2.0 * ry),
        Spread::Radial { fx: 0.35, fy: 0.3 },
        &[(0.0, &tones.lit), (1.0, &tones.body)],
    );
    ctx.begin_path();
    ctx.ellipse(cx, cy, rx, ry);
    ctx.fill();
    ctx.stroke();
}

/// Writes each stack's height above it, so nobody counts discs.
pub fn draw_stack_heights(ctx: &mut dyn Surface, layout: &Layout, pieces: &[PieceView]) {
    let mut tops: Vec<(Coord, u8)> = Vec::new();
    for p in pieces {
        if let PieceLook::Checker { level, .. } = p.look {
            match tops.iter_mut().find(|(c, _)| *c == p.at) {
                Some((_, top)) => *top = (*top).max(level),
                None => tops.push((p.at, level)),
            }
        }
    }
    let size = layout.stack_label_size();
    ctx.set_font(Font {
        px: size,
        bold: true,
    });
    ctx.set_text_baseline(Baseline::Middle);
    for (c, top) in tops {
        let (cx, cy) = layout.stack_label(c.file as f64, c.rank as f64, top + 1);
        ctx.set_fill_style_str("rgba(255, 255, 255, 0.9)");
        ctx.begin_path();
        ctx.circle(cx, cy, size * 0.62);
        ctx.fill();
        ctx.set_stroke_style_str("rgba(0, 0, 0, 0.35)");
        ctx.set_line_width(1.0);
        ctx.stroke();
        ctx.set_fill_style_str("#3b2f22");
        ctx.fill_text(&(top + 1).to_string(), cx, cy);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixing_moves_a_colour_towards_another() {
        assert_eq!(mix("#000000", (255, 255, 255), 0.5), "rgb(128, 128, 128)");
        assert_eq!(mix("#ff0000", (0, 0, 0), 0.0), "rgb(255, 0, 0)");
        assert_eq!(
            mix("rgba(1, 2, 3, 0.5)", (0, 0, 0), 0.5),
            "rgba(1, 2, 3, 0.5)"
        );
    }
}
