//! Where the board sits on the canvas, and which target a point hits.
//!
//! Pure arithmetic in CSS pixels, so it is tested natively and the end-to-end
//! test can compute where to click from the same numbers the page publishes.

use crate::game::Target;
use crate::geometry::Coord;

/// The board's placement: origin of the grid, cell size, orientation.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Layout {
    /// Left edge of the grid.
    pub x: f64,
    /// Top edge of the grid.
    pub y: f64,
    /// Side of one cell.
    pub cell: f64,
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// Seen from the second player's side (rank 1 at the top).
    pub flipped: bool,
}

impl Layout {
    /// Fits a `width` x `height` grid into a `w` x `h` area, leaving a margin
    /// of a third of a cell for the coordinate labels.
    pub fn fit(w: f64, h: f64, width: u8, height: u8, flipped: bool) -> Layout {
        let margin_cells = 2.0 / 3.0;
        let cell = (w / (width as f64 + margin_cells))
            .min(h / (height as f64 + margin_cells))
            .max(1.0);
        let grid_w = cell * width as f64;
        let grid_h = cell * height as f64;
        Layout {
            x: ((w - grid_w) / 2.0).floor(),
            y: ((h - grid_h) / 2.0).floor(),
            cell,
            width,
            height,
            flipped,
        }
    }

    /// Top-left corner of a cell given fractional board coordinates, so
    /// animation can place pieces between cells.
    pub fn point(&self, file: f64, rank: f64) -> (f64, f64) {
        let (col, row) = if self.flipped {
            (self.width as f64 - 1.0 - file, rank)
        } else {
            (file, self.height as f64 - 1.0 - rank)
        };
        (self.x + col * self.cell, self.y + row * self.cell)
    }

    /// Top-left corner of a cell.
    pub fn cell_origin(&self, c: Coord) -> (f64, f64) {
        self.point(c.file as f64, c.rank as f64)
    }

    /// Centre of a cell.
    pub fn cell_centre(&self, c: Coord) -> (f64, f64) {
        let (x, y) = self.cell_origin(c);
        (x + self.cell / 2.0, y + self.cell / 2.0)
    }

    /// The cell under a point, if any.
    pub fn cell_at(&self, px: f64, py: f64) -> Option<Coord> {
        let col = ((px - self.x) / self.cell).floor();
        let row = ((py - self.y) / self.cell).floor();
        if col < 0.0 || row < 0.0 || col >= self.width as f64 || row >= self.height as f64 {
            return None;
        }
        let (col, row) = (col as u8, row as u8);
        Some(if self.flipped {
            Coord::new(self.width - 1 - col, row)
        } else {
            Coord::new(col, self.height - 1 - row)
        })
    }

    /// Whether a point hits a target. Choices are buttons, never on the board.
    pub fn hits(&self, target: Target, px: f64, py: f64) -> bool {
        match target {
            Target::Cell(c) => self.cell_at(px, py) == Some(c),
            _ => false,
        }
    }

    /// The first of `targets` under the point.
    pub fn target_at(&self, targets: &[Target], px: f64, py: f64) -> Option<Target> {
        targets.iter().copied().find(|&t| self.hits(t, px, py))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_points_agree_both_ways_up() {
        for flipped in [false, true] {
            let layout = Layout::fit(500.0, 400.0, 8, 8, flipped);
            assert!(layout.cell * 8.0 <= 400.0);
            for file in 0..8 {
                for rank in 0..8 {
                    let c = Coord::new(file, rank);
                    let (x, y) = layout.cell_centre(c);
                    assert_eq!(layout.cell_at(x, y), Some(c));
                }
            }
            assert_eq!(layout.cell_at(layout.x - 1.0, layout.y + 1.0), None);
        }
    }

    #[test]
    fn a1_is_bottom_left_unless_flipped() {
        let layout = Layout::fit(400.0, 400.0, 8, 8, false);
        let (x, y) = layout.cell_centre(Coord::new(0, 0));
        assert!(x < 200.0 && y > 200.0);
        let flipped = Layout::fit(400.0, 400.0, 8, 8, true);
        let (x, y) = flipped.cell_centre(Coord::new(0, 0));
        assert!(x > 200.0 && y < 200.0);
    }
}
