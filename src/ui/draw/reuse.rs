//! The small SVG picture's one trick: a run of elements drawn again
//! elsewhere (a man, a column of squares, a wall) is written once, in
//! `<defs>`, and then placed with `<use>`.
//!
//! The picture's elements are kept with their coordinates as numbers, so a
//! run can be written relative to its first element's anchor (its first
//! point) and compared with every other run of the same length: two runs
//! whose texts are equal are the same drawing moved. Nothing is judged by
//! shape: a run is shared only when its text repeats exactly, so the
//! picture is the same as when every element is written out.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::fmt::Write;
use std::hash::{Hash, Hasher};

use crate::ui::decimal::fixed;

/// The longest run looked for: two columns of an 8x8 board, or a few men.
const LONGEST: usize = 24;

/// One command of a path: its letter and its numbers, as the canvas got them.
#[derive(Clone)]
pub struct Seg {
    /// `M`, `L`, `Q`, `A` or `Z`.
    pub command: char,
    /// The command's numbers; an `A`'s last two alone are a point.
    pub args: Vec<f64>,
}

/// What an element draws, in the picture's coordinates.
#[derive(Clone)]
pub enum Shape {
    /// A rectangle at `x`, `y`.
    Rect {
        /// Left edge.
        x: f64,
        /// Top edge.
        y: f64,
        /// Width.
        w: f64,
        /// Height.
        h: f64,
    },
    /// A path.
    Path(Vec<Seg>),
    /// Text centred on `x`, `y` (already escaped).
    Text {
        /// Centre.
        x: f64,
        /// Baseline's reference point.
        y: f64,
        /// The escaped text.
        text: String,
    },
    /// A shared run placed at `x`, `y`.
    Use {
        /// The run's id, `u{id}`.
        id: usize,
        /// Where its anchor goes.
        x: f64,
        /// Where its anchor goes.
        y: f64,
    },
    /// Elements already written, in place (a group of alike paint).
    Raw(String),
}

/// An element of the picture: its shape and its paint (every attribute
/// after the coordinates, starting with a space).
#[derive(Clone)]
pub struct Item {
    /// The shape.
    pub shape: Shape,
    /// Fill, stroke, opacity and font attributes.
    pub style: String,
}

impl Item {
    /// The point the element is placed by: its first point.
    fn anchor(&self) -> (f64, f64) {
        match &self.shape {
            Shape::Rect { x, y, .. } | Shape::Text { x, y, .. } | Shape::Use { x, y, .. } => {
                (*x, *y)
            }
            Shape::Raw(_) => (0.0, 0.0),
            Shape::Path(segs) => segs
                .iter()
                .find(|s| s.args.len() >= 2)
                .map_or((0.0, 0.0), point_of),
        }
    }

    /// The element's text with `origin` moved to (0, 0).
    pub fn text(&self, origin: (f64, f64)) -> String {
        self.written(origin, &self.style)
    }

    /// The element's text with `origin` moved to (0, 0) and `style` for its paint.
    fn written(&self, origin: (f64, f64), style: &str) -> String {
        let (ox, oy) = origin;
        match &self.shape {
            Shape::Rect { x, y, w, h } => format!(
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{style}/>",
                num(x - ox),
                num(y - oy),
                num(w.max(0.0)),
                num(h.max(0.0)),
            ),
            Shape::Path(segs) => format!("<path d=\"{}\"{style}/>", path_data(segs, origin)),
            Shape::Text { x, y, text } => format!(
                "<text x=\"{}\" y=\"{}\"{style}>{text}</text>",
                num(x - ox),
                num(y - oy),
            ),
            Shape::Use { id, x, y } => {
                format!("<use href=\"#u{id}\"{}/>", place(x - ox, y - oy))
            }
            Shape::Raw(text) => text.clone(),
        }
    }
}

/// A `<use>`'s ` x="..." y="..."`, each left out where it is 0 (their default).
fn place(x: f64, y: f64) -> String {
    let mut text = String::new();
    for (name, value) in [("x", num(x)), ("y", num(y))] {
        if value != "0" && value != "-0" {
            let _ = write!(text, " {name}=\"{value}\"");
        }
    }
    text
}

/// The last point of a segment that has one.
fn point_of(seg: &Seg) -> (f64, f64) {
    let n = seg.args.len();
    (seg.args[n - 2], seg.args[n - 1])
}

/// SVG path data, with `origin` moved to (0, 0).
pub fn path_data(segs: &[Seg], origin: (f64, f64)) -> String {
    let mut out = String::new();
    for seg in segs {
        out.push(seg.command);
        let n = seg.args.len();
        for (i, value) in seg.args.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            // An arc's radii, rotation and flags are not coordinates.
            let (is_point, j) = match seg.command {
                'A' => (i + 2 >= n, i + 2 - n.min(i + 2)),
                _ => (true, i),
            };
            let shift = match (is_point, j % 2) {
                (false, _) => 0.0,
                (true, 0) => origin.0,
                (true, _) => origin.1,
            };
            out.push_str(&num(value - shift));
        }
    }
    out
}

/// A coordinate to a tenth, without a trailing `.0`.
pub fn num(value: f64) -> String {
    let rounded = (value * 10.0).round() / 10.0;
    if rounded == rounded.trunc() {
        fixed(rounded, 0)
    } else {
        fixed(rounded, 1)
    }
}

/// Writes `items` into `out`: each run that appears twice or more, once in
/// a `<defs>` ahead of them (ids `u{first}`, numbered from `next_id`) and
/// then as `<use>` at each place; the rest as they are. The places are
/// looked at again, so that a row of men alike is itself shared. Returns
/// the next free id.
pub fn write(items: &[Item], out: &mut String, mut next_id: usize) -> usize {
    let mut defs = String::new();
    let placed = share(items, &mut defs, &mut next_id);
    let placed = share(&placed, &mut defs, &mut next_id);
    if !defs.is_empty() {
        let _ = write!(out, "<defs>{defs}</defs>");
    }
    for item in &placed {
        out.push_str(&item.text((0.0, 0.0)));
    }
    next_id
}

/// One pass of [`write`]: the runs of `items` that repeat, defined in `defs`;
/// what to draw, with a `<use>` in place of each.
fn share(items: &[Item], defs: &mut String, next_id: &mut usize) -> Vec<Item> {
    let n = items.len();
    let anchors: Vec<(f64, f64)> = items.iter().map(Item::anchor).collect();
    let longest = LONGEST.min(n / 2).max(1);
    // hashes[i][l - 1] and sizes[i][l - 1]: the run of l elements from i,
    // written relative to its anchor, and its length in bytes.
    let mut hashes: Vec<Vec<u64>> = Vec::with_capacity(n);
    let mut sizes: Vec<Vec<usize>> = Vec::with_capacity(n);
    let mut starts: Vec<HashMap<u64, Vec<usize>>> = vec![HashMap::new(); longest];
    for i in 0..n {
        let mut hasher = DefaultHasher::new();
        let (mut row, mut size_row, mut size) = (Vec::new(), Vec::new(), 0);
        for k in i..n.min(i + longest) {
            let text = items[k].text(anchors[i]);
            size += text.len();
            text.hash(&mut hasher);
            let h = hasher.finish();
            row.push(h);
            size_row.push(size);
            starts[k - i].entry(h).or_default().push(i);
        }
        hashes.push(row);
        sizes.push(size_row);
    }
    // How many times a run appears without overlapping itself.
    let mut counted: HashMap<(usize, u64), usize> = HashMap::new();
    let mut occurrences = |l: usize, h: u64| -> usize {
        *counted.entry((l, h)).or_insert_with(|| {
            let (mut count, mut free) = (0, 0);
            for &s in &starts[l - 1][&h] {
                if s >= free {
                    count += 1;
                    free = s + l;
                }
            }
            count
        })
    };
    let mut body = Vec::new();
    let mut groups: HashMap<String, usize> = HashMap::new();
    let mut i = 0;
    while i < n {
        // The run from here that saves the most bytes: written once, and
        // a `<use>` (about 40 bytes) at each place.
        let mut best: Option<(usize, usize)> = None;
        for l in 1..=hashes[i].len() {
            let count = occurrences(l, hashes[i][l - 1]);
            let (written, placed) = (sizes[i][l - 1] * count, (sizes[i][l - 1] + 40 * count));
            if count >= 2 && written > placed {
                let saved = written - placed;
                if best.is_none_or(|(_, most)| saved >= most) {
                    best = Some((l, saved));
                }
            }
        }
        let Some((l, _)) = best else {
            // Elements alike in paint, one after another (a board's labels),
            // take it from a group; not an opacity, which a group would
            // apply to them together rather than to each.
            let style = &items[i].style;
            let alike = items[i..]
                .iter()
                .take_while(|item| item.style == *style)
                .count()
                .min(hashes[i].len().max(1));
            if alike >= 2 && !style.is_empty() && !style.contains(" opacity=") {
                let mut text = format!("<g{style}>");
                for item in &items[i..i + alike] {
                    text.push_str(&item.written((0.0, 0.0), ""));
                }
                text.push_str("</g>");
                body.push(Item {
                    shape: Shape::Raw(text),
                    style: String::new(),
                });
                i += alike;
            } else {
                body.push(items[i].clone());
                i += 1;
            }
            continue;
        };
        let text: String = items[i..i + l]
            .iter()
            .map(|item| item.text(anchors[i]))
            .collect();
        let id = match groups.get(&text) {
            Some(id) => *id,
            None => {
                let id = *next_id;
                *next_id += 1;
                let _ = write!(defs, "<g id=\"u{id}\">{text}</g>");
                groups.insert(text, id);
                id
            }
        };
        let (x, y) = anchors[i];
        body.push(Item {
            shape: Shape::Use { id, x, y },
            style: String::new(),
        });
        i += l;
    }
    body
}
