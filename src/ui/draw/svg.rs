//! A [`Surface`] that writes SVG text instead of painting pixels, so a still
//! picture of a position (for a feed reader, an e-mail, a download) comes
//! from the very drawing code the live board uses.
//!
//! Every element is written closed, text is escaped, and `rgba(...)`
//! colours become an RGB colour with an opacity, which every SVG reader
//! understands. Coordinates are rounded to a tenth of a pixel to keep the
//! text short (it may travel inside a `data:` URL).

use std::fmt::Write;

use super::reuse::{self, num, Item, Seg, Shape};
use super::surface::{Baseline, Cap, Font, Spread, Surface, FAMILY};
use crate::ui::decimal::fixed;

/// The drawing state a clip saves and restores, as a canvas does.
#[derive(Clone)]
struct Pen {
    fill: String,
    stroke: String,
    width: f64,
    dashes: Vec<f64>,
    cap: Cap,
    alpha: f64,
    font: Font,
    baseline: Baseline,
}

impl Default for Pen {
    fn default() -> Pen {
        Pen {
            fill: "#000000".into(),
            stroke: "#000000".into(),
            width: 1.0,
            dashes: Vec::new(),
            cap: Cap::Butt,
            alpha: 1.0,
            font: Font {
                px: 10.0,
                bold: false,
            },
            baseline: Baseline::Middle,
        }
    }
}

/// An SVG picture being drawn; [`Svg::finish`] gives its text.
pub struct Svg {
    out: String,
    /// The path being built.
    path: Vec<Seg>,
    pen: Pen,
    /// Pens saved by open clips, innermost last.
    saved: Vec<Pen>,
    clips: usize,
    /// The gradients written so far, by their definition, so pieces alike
    /// share one (`url(#gN)`, N its place here) and the text stays short.
    gradients: Vec<String>,
    /// In a small picture ([`Svg::small`]), the elements drawn since the
    /// last clip, waiting for their repeated runs to be shared.
    pending: Option<Vec<Item>>,
    /// The next id of a shared run.
    next_use: usize,
}

impl Svg {
    /// A picture `width` by `height` pixels, titled for screen readers and
    /// image descriptions, on `background` (a CSS colour) so it reads the
    /// same on a dark page as on a light one.
    pub fn new(width: f64, height: f64, title: &str, background: &str) -> Svg {
        let mut out = String::with_capacity(16 * 1024);
        let (w, h) = (num(width), num(height));
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" role=\"img\"><title>{}</title>",
            escape(title)
        );
        let mut svg = Svg {
            out,
            path: Vec::new(),
            pen: Pen::default(),
            saved: Vec::new(),
            clips: 0,
            gradients: Vec::new(),
            pending: None,
            next_use: 0,
        };
        svg.set_fill_style_str(background);
        svg.fill_rect(0.0, 0.0, width, height);
        svg
    }

    /// The same picture written small, to travel inside embed code: a run
    /// of elements drawn again elsewhere (a man, a column of squares) is
    /// written once and reused (`ui::draw::reuse`), attributes are quoted
    /// with `'` (nothing to escape in a `data:` URL), and the text's font
    /// is said once in a style sheet.
    pub fn small(width: f64, height: f64, title: &str, background: &str) -> Svg {
        let mut svg = Svg::new(width, height, title, background);
        svg.out.push_str(&format!(
            "<style>text{{font-family:{FAMILY};text-anchor:middle}}</style>"
        ));
        svg.pending = Some(Vec::new());
        svg
    }

    /// Closes what is open and returns the SVG document.
    pub fn finish(mut self) -> String {
        self.flush();
        for _ in 0..self.saved.len() {
            self.out.push_str("</g>");
        }
        self.out.push_str("</svg>");
        if self.pending.is_some() {
            // Text and attributes hold no `'` (escaped as `&apos;`).
            self.out = self.out.replace('"', "'");
        }
        self.out
    }

    /// Writes an element, or keeps it for [`Svg::flush`] in a small picture.
    fn put(&mut self, item: Item) {
        match &mut self.pending {
            Some(items) => items.push(item),
            None => self.out.push_str(&item.text((0.0, 0.0))),
        }
    }

    /// Writes the elements a small picture kept, sharing repeated runs.
    fn flush(&mut self) {
        if let Some(items) = self.pending.as_mut() {
            let items = std::mem::take(items);
            self.next_use = reuse::write(&items, &mut self.out, self.next_use);
        }
    }

    /// ` fill="..."` and its opacity, for the fill colour.
    fn paint(&self, attribute: &str, colour: &str) -> String {
        let (colour, opacity) = split_alpha(colour);
        let mut text = format!(" {attribute}=\"{}\"", escape(&colour));
        if let Some(opacity) = opacity {
            let _ = write!(text, " {attribute}-opacity=\"{opacity}\"");
        }
        text
    }

    /// ` opacity="..."` while the global alpha is below one.
    fn alpha(&self) -> String {
        if self.pen.alpha < 1.0 {
            format!(" opacity=\"{}\"", num3(self.pen.alpha.max(0.0)))
        } else {
            String::new()
        }
    }

    /// The stroke's attributes: colour, width, caps and dashes.
    fn stroke_attributes(&self) -> String {
        let mut text = self.paint("stroke", &self.pen.stroke.clone());
        let _ = write!(text, " stroke-width=\"{}\"", num(self.pen.width));
        if self.pen.cap == Cap::Round {
            text.push_str(" stroke-linecap=\"round\"");
        }
        if !self.pen.dashes.is_empty() {
            let dashes: Vec<String> = self.pen.dashes.iter().map(|d| num(*d)).collect();
            let _ = write!(text, " stroke-dasharray=\"{}\"", dashes.join(" "));
        }
        text
    }

    fn point(&mut self, command: char, points: &[f64]) {
        self.path.push(Seg {
            command,
            args: points.to_vec(),
        });
    }

    fn rect(&self, x: f64, y: f64, w: f64, h: f64) -> String {
        format!(
            "x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"",
            num(x),
            num(y),
            num(w.max(0.0)),
            num(h.max(0.0))
        )
    }
}

impl Surface for Svg {
    /// A still picture starts empty over its background: nothing to erase.
    fn clear_rect(&mut self, _x: f64, _y: f64, _w: f64, _h: f64) {}

    fn set_fill_style_str(&mut self, colour: &str) {
        self.pen.fill = colour.to_string();
    }

    /// Gradients are written in the shape's own box (`objectBoundingBox`),
    /// so `bbox` only says what the canvas needs; a radial one fills the
    /// ellipse the box encloses where the canvas fills its wider circle.
    fn set_fill_gradient(
        &mut self,
        _bbox: (f64, f64, f64, f64),
        spread: Spread,
        stops: &[(f64, &str)],
    ) {
        let mut stop_text = String::new();
        for (offset, colour) in stops {
            let (colour, opacity) = split_alpha(colour);
            let _ = write!(
                stop_text,
                "<stop offset=\"{}\" stop-color=\"{}\"",
                num3(*offset),
                escape(&colour)
            );
            if let Some(opacity) = opacity {
                let _ = write!(stop_text, " stop-opacity=\"{opacity}\"");
            }
            stop_text.push_str("/>");
        }
        let (name, attributes) = match spread {
            Spread::Radial { fx, fy } => (
                "radialGradient",
                format!(
                    " cx=\"0.5\" cy=\"0.5\" r=\"0.5\" fx=\"{}\" fy=\"{}\"",
                    num3(fx),
                    num3(fy)
                ),
            ),
            Spread::Vertical => ("linearGradient", " x2=\"0\" y2=\"1\"".to_string()),
            Spread::Horizontal => ("linearGradient", String::new()),
        };
        let definition = format!("{name}{attributes}>{stop_text}");
        let index = match self.gradients.iter().position(|d| *d == definition) {
            Some(index) => index,
            None => {
                let index = self.gradients.len();
                let _ = write!(
                    self.out,
                    "<{name} id=\"g{index}\"{attributes}>{stop_text}</{name}>"
                );
                self.gradients.push(definition);
                index
            }
        };
        self.pen.fill = format!("url(#g{index})");
    }

    fn set_stroke_style_str(&mut self, colour: &str) {
        self.pen.stroke = colour.to_string();
    }

    fn set_line_width(&mut self, width: f64) {
        self.pen.width = width;
    }

    fn set_line_dash(&mut self, dashes: &[f64]) {
        self.pen.dashes = dashes.to_vec();
    }

    fn set_line_cap(&mut self, cap: Cap) {
        self.pen.cap = cap;
    }

    fn set_global_alpha(&mut self, alpha: f64) {
        self.pen.alpha = alpha;
    }

    fn set_font(&mut self, font: Font) {
        self.pen.font = font;
    }

    fn set_text_baseline(&mut self, baseline: Baseline) {
        self.pen.baseline = baseline;
    }

    fn fill_rect(&mut self, x: f64, y: f64, w: f64, h: f64) {
        let style = format!(
            "{}{}",
            self.paint("fill", &self.pen.fill.clone()),
            self.alpha()
        );
        self.put(Item {
            shape: Shape::Rect { x, y, w, h },
            style,
        });
    }

    fn stroke_rect(&mut self, x: f64, y: f64, w: f64, h: f64) {
        let style = format!(" fill=\"none\"{}{}", self.stroke_attributes(), self.alpha());
        self.put(Item {
            shape: Shape::Rect { x, y, w, h },
            style,
        });
    }

    fn begin_path(&mut self) {
        self.path.clear();
    }

    fn move_to(&mut self, x: f64, y: f64) {
        self.point('M', &[x, y]);
    }

    fn line_to(&mut self, x: f64, y: f64) {
        self.point('L', &[x, y]);
    }

    fn quadratic_curve_to(&mut self, cx: f64, cy: f64, x: f64, y: f64) {
        self.point('Q', &[cx, cy, x, y]);
    }

    fn circle(&mut self, cx: f64, cy: f64, r: f64) {
        self.ellipse(cx, cy, r, r);
    }

    fn ellipse(&mut self, cx: f64, cy: f64, rx: f64, ry: f64) {
        // Two half arcs, starting at angle zero as the canvas does.
        let (rx, ry) = (rx.max(0.0), ry.max(0.0));
        self.point('M', &[cx + rx, cy]);
        self.point('A', &[rx, ry, 0.0, 1.0, 1.0, cx - rx, cy]);
        self.point('A', &[rx, ry, 0.0, 1.0, 1.0, cx + rx, cy]);
        self.point('Z', &[]);
    }

    fn close_path(&mut self) {
        self.point('Z', &[]);
    }

    fn fill(&mut self) {
        if self.path.is_empty() {
            return;
        }
        let style = format!(
            "{}{}",
            self.paint("fill", &self.pen.fill.clone()),
            self.alpha()
        );
        self.put(Item {
            shape: Shape::Path(self.path.clone()),
            style,
        });
    }

    fn stroke(&mut self) {
        if self.path.is_empty() {
            return;
        }
        let style = format!(" fill=\"none\"{}{}", self.stroke_attributes(), self.alpha());
        self.put(Item {
            shape: Shape::Path(self.path.clone()),
            style,
        });
    }

    fn fill_text(&mut self, text: &str, x: f64, y: f64) {
        let baseline = match self.pen.baseline {
            // `central` puts the em box's middle on the point, as the
            // canvas' `middle` does.
            Baseline::Middle => "central",
            Baseline::Top => "text-before-edge",
        };
        let weight = if self.pen.font.bold {
            " font-weight=\"bold\""
        } else {
            ""
        };
        // A small picture says the font family and anchor once, in its style.
        let font = if self.pending.is_some() {
            String::new()
        } else {
            format!(" font-family=\"{FAMILY}\"")
        };
        let anchor = if self.pending.is_some() {
            ""
        } else {
            " text-anchor=\"middle\""
        };
        let style = format!(
            "{font} font-size=\"{}\"{weight}{anchor} dominant-baseline=\"{baseline}\"{}{}",
            fixed(self.pen.font.px, 0),
            self.paint("fill", &self.pen.fill.clone()),
            self.alpha(),
        );
        self.put(Item {
            shape: Shape::Text {
                x,
                y,
                text: escape(text),
            },
            style,
        });
    }

    fn clip_rect(&mut self, x: f64, y: f64, w: f64, h: f64) {
        self.flush();
        self.clips += 1;
        let id = format!("clip{}", self.clips);
        let element = format!(
            "<clipPath id=\"{id}\"><rect {}/></clipPath><g clip-path=\"url(#{id})\">",
            self.rect(x, y, w, h)
        );
        self.out.push_str(&element);
        self.saved.push(self.pen.clone());
    }

    /// A small picture leaves the wood's grain out.
    fn plain(&self) -> bool {
        self.pending.is_some()
    }

    fn unclip(&mut self) {
        if let Some(pen) = self.saved.pop() {
            self.flush();
            self.pen = pen;
            self.out.push_str("</g>");
        }
    }
}

/// An opacity to three places, without trailing zeros.
fn num3(value: f64) -> String {
    let text = fixed(value.clamp(0.0, 1.0), 3);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// `rgba(r, g, b, a)` as (`rgb(r,g,b)`, Some(a)); any other colour as
/// itself with full opacity. The opacity is passed on as written (checked
/// to be a plain decimal), so no float parser is linked into the wasm.
fn split_alpha(colour: &str) -> (String, Option<String>) {
    let parts = colour
        .trim()
        .strip_prefix("rgba(")
        .and_then(|rest| rest.strip_suffix(')'))
        .map(|inner| inner.split(',').map(str::trim).collect::<Vec<_>>());
    let decimal = |a: &str| !a.is_empty() && a.bytes().all(|b| b.is_ascii_digit() || b == b'.');
    match parts.as_deref() {
        Some([r, g, b, a]) if decimal(a) => (format!("rgb({r},{g},{b})"), Some(a.to_string())),
        _ => (colour.to_string(), None),
    }
}

/// Escapes text for XML content and attribute values; the page's HTML uses it
/// too (`web::dom::escape`).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(ch),
        }
    }
    out
}
