//! The live board: the shared drawing (`ui::draw`) painted on a canvas.
//!
//! The drawing lives in `ui::draw`, written against `Surface`, so the SVG
//! picture of a position is drawn by the same code; this file only maps
//! each `Surface` call onto the canvas 2D context.

use std::f64::consts::TAU;

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::ui::animation::Frame;
use crate::ui::decimal::fixed;
use crate::ui::draw::surface::{Baseline, Cap, Font, Spread, Surface};
use crate::ui::layout::Layout;
use crate::ui::scene::Scene;

pub use crate::ui::draw::Marks;

/// A canvas 2D context as a drawing surface.
struct Canvas<'a>(&'a CanvasRenderingContext2d);

impl Surface for Canvas<'_> {
    fn clear_rect(&mut self, x: f64, y: f64, w: f64, h: f64) {
        self.0.clear_rect(x, y, w, h);
    }

    fn set_fill_style_str(&mut self, colour: &str) {
        self.0.set_fill_style_str(colour);
    }

    fn set_fill_gradient(
        &mut self,
        (x, y, w, h): (f64, f64, f64, f64),
        spread: Spread,
        stops: &[(f64, &str)],
    ) {
        let gradient = match spread {
            Spread::Radial { fx, fy } => {
                let (cx, cy, r) = (x + w / 2.0, y + h / 2.0, w.max(h) / 2.0);
                self.0
                    .create_radial_gradient(x + fx * w, y + fy * h, 0.0, cx, cy, r)
            }
            Spread::Vertical => Ok(self.0.create_linear_gradient(x, y, x, y + h)),
            Spread::Horizontal => Ok(self.0.create_linear_gradient(x, y, x + w, y)),
        };
        let Ok(gradient) = gradient else {
            return;
        };
        for (offset, colour) in stops {
            let _ = gradient.add_color_stop(*offset as f32, colour);
        }
        self.0.set_fill_style_canvas_gradient(&gradient);
    }

    fn set_stroke_style_str(&mut self, colour: &str) {
        self.0.set_stroke_style_str(colour);
    }

    fn set_line_width(&mut self, width: f64) {
        self.0.set_line_width(width);
    }

    fn set_line_dash(&mut self, dashes: &[f64]) {
        let array: js_sys::Array = dashes.iter().map(|d| JsValue::from_f64(*d)).collect();
        let _ = self.0.set_line_dash(&array);
    }

    fn set_line_cap(&mut self, cap: Cap) {
        self.0.set_line_cap(match cap {
            Cap::Butt => "butt",
            Cap::Round => "round",
        });
    }

    fn set_global_alpha(&mut self, alpha: f64) {
        self.0.set_global_alpha(alpha);
    }

    fn set_font(&mut self, font: Font) {
        self.0.set_font(&font.css());
        // Every board label is centred on its point.
        self.0.set_text_align("center");
    }

    fn set_text_baseline(&mut self, baseline: Baseline) {
        self.0.set_text_baseline(match baseline {
            Baseline::Middle => "middle",
            Baseline::Top => "top",
        });
    }

    fn fill_rect(&mut self, x: f64, y: f64, w: f64, h: f64) {
        self.0.fill_rect(x, y, w, h);
    }

    fn stroke_rect(&mut self, x: f64, y: f64, w: f64, h: f64) {
        self.0.stroke_rect(x, y, w, h);
    }

    fn begin_path(&mut self) {
        self.0.begin_path();
    }

    fn move_to(&mut self, x: f64, y: f64) {
        self.0.move_to(x, y);
    }

    fn line_to(&mut self, x: f64, y: f64) {
        self.0.line_to(x, y);
    }

    fn quadratic_curve_to(&mut self, cx: f64, cy: f64, x: f64, y: f64) {
        self.0.quadratic_curve_to(cx, cy, x, y);
    }

    fn circle(&mut self, cx: f64, cy: f64, r: f64) {
        let _ = self.0.arc(cx, cy, r, 0.0, TAU);
    }

    fn ellipse(&mut self, cx: f64, cy: f64, rx: f64, ry: f64) {
        let _ = self.0.ellipse(cx, cy, rx, ry, 0.0, 0.0, TAU);
    }

    fn close_path(&mut self) {
        self.0.close_path();
    }

    fn fill(&mut self) {
        self.0.fill();
    }

    fn stroke(&mut self) {
        self.0.stroke();
    }

    fn fill_text(&mut self, text: &str, x: f64, y: f64) {
        let _ = self.0.fill_text(text, x, y);
    }

    fn clip_rect(&mut self, x: f64, y: f64, w: f64, h: f64) {
        self.0.save();
        self.0.begin_path();
        self.0.rect(x, y, w, h);
        self.0.clip();
    }

    fn unclip(&mut self) {
        self.0.restore();
    }
}

/// The 2D drawing context of a board's canvas, for the game page and an
/// embedded board alike; `None` where the browser gives none.
pub fn context_2d(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas.get_context("2d").ok().flatten()?.dyn_into().ok()
}

/// Sizes `canvas` to its box at the device's pixel ratio and fits the grid
/// of `scene` in it; returns the box's size in CSS pixels and the layout.
/// Where the grid is (in CSS pixels) is published on the canvas as
/// `data-board-x`, `data-board-y`, `data-cell`, `data-files`, `data-ranks`
/// and `data-flipped`, for tests and embedders, by the game page and an
/// embedded board alike.
pub fn fit(
    canvas: &HtmlCanvasElement,
    ctx: &CanvasRenderingContext2d,
    scene: &Scene,
    flipped: bool,
) -> ((f64, f64), Layout) {
    let ratio = super::dom::window().device_pixel_ratio().max(1.0);
    let w = (canvas.client_width() as f64).max(1.0);
    let h = (canvas.client_height() as f64).max(1.0);
    canvas.set_width((w * ratio).round() as u32);
    canvas.set_height((h * ratio).round() as u32);
    let _ = ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
    let layout = Layout::fit_with_goals(w, h, scene.width, scene.height, flipped, scene.goals);
    for (name, value) in [
        ("data-board-x", fixed(layout.x, 2)),
        ("data-board-y", fixed(layout.y, 2)),
        ("data-cell", fixed(layout.cell, 2)),
        ("data-files", layout.width.to_string()),
        ("data-ranks", layout.height.to_string()),
        ("data-flipped", layout.flipped.to_string()),
    ] {
        let _ = canvas.set_attribute(name, &value);
    }
    ((w, h), layout)
}

/// The canvas pixels under a point in client coordinates (a pointer
/// event's): where every page's board looks for what was clicked.
pub fn canvas_point(canvas: &HtmlCanvasElement, client_x: f64, client_y: f64) -> (f64, f64) {
    let rect = canvas.get_bounding_client_rect();
    (client_x - rect.left(), client_y - rect.top())
}

/// Says the end of the game on the board: a band across the grid's middle
/// with who won (`headline`) and why (`reason`).
pub fn banner(ctx: &CanvasRenderingContext2d, layout: &Layout, headline: &str, reason: &str) {
    crate::ui::draw::banner::draw_banner(&mut Canvas(ctx), layout, headline, reason);
}

/// Paints the whole board on the canvas. `frame` replaces the scene's
/// pieces while a move is being animated. `size` is the canvas' width and
/// height, as `fit` returns them and the pages keep them.
pub fn draw(
    ctx: &CanvasRenderingContext2d,
    (width, height): (f64, f64),
    layout: &Layout,
    scene: &Scene,
    frame: Option<&Frame>,
    marks: &Marks,
) {
    crate::ui::draw::draw(&mut Canvas(ctx), width, height, layout, scene, frame, marks);
}
