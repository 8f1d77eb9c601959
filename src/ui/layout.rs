//! Where the board sits on the canvas, and which target a point hits.
//!
//! Pure arithmetic in CSS pixels, so it is tested natively and the end-to-end
//! test can compute where to click from the same numbers the page publishes.

use crate::game::Target;
use crate::geometry::Coord;
use crate::ui::view::BUILT_SHAPES;

/// Cells per side of a tile (`Target::Tile`): Cancelletto's 2x2 tiles, the
/// only tiled board.
pub const TILE_CELLS: u8 = 2;
/// How close to a cell's edge a point must be to hit that side
/// (`Target::Side`), as a fraction of the cell.
pub const SIDE_REACH: f64 = 0.22;

/// Where the bottom checker of a stack sits, from the cell's top, in cells.
pub const CHECKER_BASE: f64 = 0.72;
/// How much higher each checker of a stack sits, in cells.
pub const CHECKER_STEP: f64 = 0.13;
/// A checker's half width, in cells: the drawing and its hit zone share it.
pub const CHECKER_RX: f64 = 0.38;
/// The half height of a checker's top face (an ellipse: a disc seen from
/// slightly above), in cells.
pub const CHECKER_RY: f64 = 0.13;
/// A checker's thickness (its side, under its top face), in cells.
pub const CHECKER_THICK: f64 = 0.06;
/// A stack's height label's font size, in cells: 11 px on a phone's board
/// (cells of 38 px and more), what a reader can still read at arm's length.
pub const STACK_LABEL: f64 = 0.29;
/// The label's font size stays between these, in CSS pixels: no smaller on
/// a thumbnail (the home page's pictures), no larger than a desktop needs.
pub const STACK_LABEL_PX: (f64, f64) = (9.0, 18.0);

/// The least width, in CSS pixels, of the frame around the grid where the
/// coordinates are written: a third of a cell is too thin for a legible
/// label on a small board with many cells (Cancelletto on a phone).
pub const MIN_BAND: f64 = 16.0;

/// How near a grid line (in cells) a point must be to hit a wall groove.
pub const GROOVE_REACH: f64 = 0.2;

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
    /// Whether a goal area lies beyond the first and the last rank.
    pub goals: bool,
}

impl Layout {
    /// Fits a `width` x `height` grid into a `w` x `h` area, leaving a margin
    /// of a third of a cell, and never less than [`MIN_BAND`] pixels, for the
    /// coordinate labels.
    pub fn fit(w: f64, h: f64, width: u8, height: u8, flipped: bool) -> Layout {
        Layout::fit_with_goals(w, h, width, height, flipped, false)
    }

    /// As `fit`, with room for a goal area one cell deep beyond the first
    /// and the last rank when `goals` is set.
    pub fn fit_with_goals(
        w: f64,
        h: f64,
        width: u8,
        height: u8,
        flipped: bool,
        goals: bool,
    ) -> Layout {
        let margin_cells = 2.0 / 3.0;
        let rows = height as f64 + if goals { 2.0 } else { 0.0 };
        let mut cell = (w / (width as f64 + margin_cells)).min(h / (rows + margin_cells));
        if cell / 3.0 < MIN_BAND {
            // A fixed band each side instead: the same size where the two meet.
            let band = 2.0 * MIN_BAND;
            cell = ((w - band) / width as f64).min((h - band) / rows);
        }
        let cell = cell.max(1.0);
        let grid_w = cell * width as f64;
        let grid_h = cell * height as f64;
        Layout {
            x: ((w - grid_w) / 2.0).floor(),
            y: ((h - grid_h) / 2.0).floor(),
            cell,
            width,
            height,
            flipped,
            goals,
        }
    }

    /// The width of the frame around the grid (and its goals), where the
    /// coordinates, the walls in hand and the tokens are drawn: as
    /// [`Layout::fit`] left it.
    pub fn band(&self) -> f64 {
        (self.cell / 3.0).max(MIN_BAND)
    }

    /// The goal area defended by `seat` (0: beyond the first rank, 1: beyond
    /// the last) as x, y, width, height.
    pub fn goal_rect(&self, seat: crate::game::Seat) -> (f64, f64, f64, f64) {
        let beyond_first = seat.0 == 0;
        let rank = if beyond_first {
            -1.0
        } else {
            self.height as f64
        };
        let (x, y) = self.point(0.0, rank);
        let left = if self.flipped {
            x - (self.width as f64 - 1.0) * self.cell
        } else {
            x
        };
        (left, y, self.cell * self.width as f64, self.cell)
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

    /// The centre of the checker at `level` (fractional while moving) of a
    /// stack on the cell at fractional board coordinates. Stacks grow
    /// upwards from the lower part of their cell, and a tall one rises above it.
    pub fn checker_centre(&self, file: f64, rank: f64, level: f64) -> (f64, f64) {
        let (x, y) = self.point(file, rank);
        (
            x + self.cell / 2.0,
            y + self.cell * CHECKER_BASE - level * self.cell * CHECKER_STEP,
        )
    }

    /// The font size of a stack's height label: a share of the cell, and
    /// legible on a phone's board.
    pub fn stack_label_size(&self) -> f64 {
        (self.cell * STACK_LABEL).clamp(STACK_LABEL_PX.0, STACK_LABEL_PX.1)
    }

    /// Where a stack of `height` checkers on the cell at fractional board
    /// coordinates has its height written: the centre of the label (a disc
    /// of 0.62 font sizes), just above the top checker. The drawing and the
    /// hit zones both ask here, so they agree.
    pub fn stack_label(&self, file: f64, rank: f64, height: u8) -> (f64, f64) {
        let (cx, cy) = self.checker_centre(file, rank, height as f64);
        (cx, cy - self.stack_label_size() * 0.2)
    }

    /// Which checker of a stack of `height` on `cell` a point names, and
    /// whether the point is on that checker's visible drawing: `None` outside
    /// the stack's zone, which is its whole cell and the drawing (label
    /// included) where a tall stack rises above the cell. A point between
    /// two checkers' drawings names the one drawn over it; above the stack,
    /// the top checker; below it, the bottom one. So a click anywhere on a
    /// stack names a checker of it, and one on a disc names that disc.
    pub fn checker_at(&self, cell: Coord, height: u8, px: f64, py: f64) -> Option<(u8, bool)> {
        if height == 0 {
            return None;
        }
        let (x0, y0) = self.cell_origin(cell);
        let (file, rank) = (cell.file as f64, cell.rank as f64);
        let (_, label_y) = self.stack_label(file, rank, height);
        let top = (label_y - self.stack_label_size() * 0.62).min(y0);
        if px < x0 || px >= x0 + self.cell || py < top || py >= y0 + self.cell {
            return None;
        }
        // The lower edge of checker `k`'s drawing: the upper ones cover the rest.
        let lower = |k: u8| {
            self.checker_centre(file, rank, k as f64).1 + (CHECKER_THICK + CHECKER_RY) * self.cell
        };
        let level = (1..height).take_while(|&k| py < lower(k)).count() as u8;
        let (cx, cy) = self.checker_centre(file, rank, level as f64);
        let upper = if level + 1 == height {
            cy - CHECKER_RY * self.cell
        } else {
            lower(level + 1)
        };
        let on = (px - cx).abs() <= CHECKER_RX * self.cell && py >= upper && py < lower(level);
        Some((level, on))
    }

    /// The cell a keyboard cursor reaches from `c` by one step on screen
    /// (`dx` right, `dy` down), whichever way up the board is; it stops at
    /// the edges.
    pub fn cursor_step(&self, c: Coord, dx: i8, dy: i8) -> Coord {
        let (df, dr) = if self.flipped { (-dx, dy) } else { (dx, -dy) };
        let file = (c.file as i8 + df).clamp(0, self.width as i8 - 1) as u8;
        let rank = (c.rank as i8 + dr).clamp(0, self.height as i8 - 1) as u8;
        Coord::new(file, rank)
    }

    /// Where a point lies in board units: files from the left edge of file
    /// a, ranks from the bottom edge of rank 1, whichever way up.
    fn board_units(&self, px: f64, py: f64) -> (f64, f64) {
        let col = (px - self.x) / self.cell;
        let row = (py - self.y) / self.cell;
        if self.flipped {
            (self.width as f64 - col, row)
        } else {
            (col, self.height as f64 - row)
        }
    }

    /// The wall groove a point is near: within a fifth of a cell of a grid
    /// line between cells, snapped to the nearest groove crossing along
    /// that line (a wall is centred on the north-east corner of `at`).
    /// `None` in a cell's middle, so cells stay easy to hit.
    pub fn groove_at(&self, px: f64, py: f64) -> Option<Target> {
        let (fx, fy) = self.board_units(px, py);
        let (w, h) = (self.width as f64, self.height as f64);
        if !(0.0..=w).contains(&fx) || !(0.0..=h).contains(&fy) || self.width < 2 || self.height < 2
        {
            return None;
        }
        let off_h = (fy - fy.round()).abs();
        let off_v = (fx - fx.round()).abs();
        let horizontal = off_h <= off_v;
        let (line, along) = if horizontal { (fy, fx) } else { (fx, fy) };
        let (lines, crossings) = if horizontal { (h, w) } else { (w, h) };
        if off_h.min(off_v) > GROOVE_REACH {
            return None;
        }
        let line = line.round().clamp(1.0, lines - 1.0);
        let crossing = along.round().clamp(1.0, crossings - 1.0);
        let (file, rank) = if horizontal {
            (crossing, line)
        } else {
            (line, crossing)
        };
        Some(Target::Groove {
            at: Coord::new(file as u8 - 1, rank as u8 - 1),
            horizontal,
        })
    }

    /// The centre of a groove crossing (the north-east corner of `at`).
    pub fn groove_centre(&self, at: Coord) -> (f64, f64) {
        let (x, y) = self.cell_centre(at);
        let half = self.cell / 2.0;
        if self.flipped {
            (x - half, y + half)
        } else {
            (x + half, y - half)
        }
    }

    /// Whether a point hits a target. Choices are buttons, never on the board.
    pub fn hits(&self, target: Target, px: f64, py: f64) -> bool {
        match target {
            Target::Cell(c) => self.cell_at(px, py) == Some(c),
            Target::Level { cell, level } => {
                let (cx, cy) =
                    self.checker_centre(cell.file as f64, cell.rank as f64, level as f64);
                (px - cx).abs() <= self.cell * 0.4
                    && (py - cy).abs() <= self.cell * CHECKER_STEP / 2.0
            }
            Target::Groove { .. } => BUILT_SHAPES.walls && self.groove_at(px, py) == Some(target),
            Target::Side { cell, side } => {
                if self.cell_at(px, py) != Some(cell) {
                    return false;
                }
                let (x, y) = self.cell_origin(cell);
                let (fx, fy) = ((px - x) / self.cell, (py - y) / self.cell);
                // Sides are named on the board (0 north...), the screen may be turned.
                let screen = if self.flipped { (side + 2) % 4 } else { side };
                match screen {
                    0 => fy < SIDE_REACH,
                    1 => fx > 1.0 - SIDE_REACH,
                    2 => fy > 1.0 - SIDE_REACH,
                    _ => fx < SIDE_REACH,
                }
            }
            Target::Tile(slot) => self.cell_at(px, py).is_some_and(|c| {
                c.file / TILE_CELLS == slot.file && c.rank / TILE_CELLS == slot.rank
            }),
            Target::Goal(seat) if self.goals => {
                let (x, y, w, h) = self.goal_rect(seat);
                px >= x && px < x + w && py >= y && py < y + h
            }
            _ => false,
        }
    }

    /// The first of `targets` under the point, the narrowest kind first: a
    /// groove or a cell's side (near its edge) before the cell, a cell
    /// before the tile it lies on.
    pub fn target_at(&self, targets: &[Target], px: f64, py: f64) -> Option<Target> {
        let rank = |t: &Target| match t {
            Target::Side { .. } | Target::Groove { .. } => 0,
            Target::Tile(_) => 2,
            _ => 1,
        };
        targets
            .iter()
            .copied()
            .filter(|&t| self.hits(t, px, py))
            .min_by_key(rank)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_label_band_fits_inside_the_canvas_at_every_size() {
        // Cancelletto's 10 x 10 on a phone was the board whose letters were cut.
        for (w, h, files, ranks, goals) in [
            (344.0, 344.0, 10, 10, false),
            (200.0, 200.0, 10, 10, false),
            (700.0, 700.0, 8, 8, false),
            (330.0, 330.0, 6, 6, true),
            (340.0, 340.0, 9, 9, false),
        ] {
            let l = Layout::fit_with_goals(w, h, files, ranks, false, goals);
            let rows = ranks as f64 + if goals { 2.0 } else { 0.0 };
            let band = l.band();
            assert!(band >= MIN_BAND, "{band} at {w}");
            // The grid's corner is floored to a whole pixel: up to 1 px less.
            assert!(l.x - band >= -1.0, "left band at {w}: x {}", l.x);
            assert!(
                l.x + l.cell * files as f64 + band <= w + 0.01,
                "right band at {w}"
            );
            let top = l.y - if goals { l.cell } else { 0.0 };
            assert!(top - band >= -1.0, "top band at {w}");
            assert!(top + l.cell * rows + band <= h + 0.01, "bottom band at {w}");
        }
    }

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
    fn each_checker_of_a_stack_is_its_own_target() {
        let layout = Layout::fit(400.0, 400.0, 8, 8, false);
        let cell = Coord::new(3, 3);
        let levels: Vec<Target> = (0..8).map(|level| Target::Level { cell, level }).collect();
        for level in 0..8u8 {
            let (x, y) = layout.checker_centre(3.0, 3.0, level as f64);
            assert_eq!(
                layout.target_at(&levels, x, y),
                Some(Target::Level { cell, level })
            );
        }
    }

    #[test]
    fn every_point_of_a_stack_s_cell_names_a_checker_and_each_disc_its_own() {
        for flipped in [false, true] {
            let layout = Layout::fit(340.0, 340.0, 8, 8, flipped);
            // A phone's board: the height label is still legible.
            assert!(layout.stack_label_size() >= 11.0, "{layout:?}");
            let cell = Coord::new(2, 4);
            let (x0, y0) = layout.cell_origin(cell);
            for height in 1..=7u8 {
                for i in 0..20 {
                    for j in 0..20 {
                        let (x, y) = (
                            x0 + layout.cell * (i as f64 + 0.5) / 20.0,
                            y0 + layout.cell * (j as f64 + 0.5) / 20.0,
                        );
                        let (level, _) = layout.checker_at(cell, height, x, y).unwrap();
                        assert!(level < height);
                    }
                }
                for level in 0..height {
                    // Just under the checker's top face: the part no checker covers.
                    let (cx, cy) = layout.checker_centre(2.0, 4.0, level as f64);
                    let y = cy + (CHECKER_THICK + CHECKER_RY * 0.5) * layout.cell;
                    assert_eq!(
                        layout.checker_at(cell, height, cx, y),
                        Some((level, true)),
                        "{level} of {height}"
                    );
                }
                // A tall stack is picked on its drawing above its cell too.
                let (tx, ty) = layout.checker_centre(2.0, 4.0, height as f64 - 1.0);
                if ty < y0 {
                    assert_eq!(
                        layout.checker_at(cell, height, tx, ty),
                        Some((height - 1, true))
                    );
                }
                assert_eq!(layout.checker_at(cell, height, x0 - 1.0, ty), None);
                assert_eq!(layout.checker_at(cell, height, tx, y0 - layout.cell), None);
            }
        }
    }

    #[test]
    fn the_cursor_moves_as_the_screen_shows_and_stops_at_edges() {
        let up = Layout::fit(400.0, 400.0, 8, 8, false);
        assert_eq!(up.cursor_step(Coord::new(0, 0), 0, -1), Coord::new(0, 1));
        assert_eq!(up.cursor_step(Coord::new(0, 0), -1, 0), Coord::new(0, 0));
        let flipped = Layout::fit(400.0, 400.0, 8, 8, true);
        assert_eq!(
            flipped.cursor_step(Coord::new(3, 3), 0, -1),
            Coord::new(3, 2)
        );
        assert_eq!(
            flipped.cursor_step(Coord::new(3, 3), 1, 0),
            Coord::new(2, 3)
        );
        assert_eq!(
            flipped.cursor_step(Coord::new(7, 0), 0, 1),
            Coord::new(7, 1)
        );
    }

    #[test]
    fn goals_lie_beyond_the_first_and_last_ranks() {
        use crate::game::Seat;
        for flipped in [false, true] {
            let layout = Layout::fit_with_goals(360.0, 480.0, 6, 6, flipped, true);
            let (_, a1_y) = layout.cell_centre(Coord::new(0, 0));
            let (_, a6_y) = layout.cell_centre(Coord::new(0, 5));
            for (seat, next_to) in [(Seat(0), a1_y), (Seat(1), a6_y)] {
                let (x, y, w, h) = layout.goal_rect(seat);
                let (cx, cy) = (x + w / 2.0, y + h / 2.0);
                assert!(layout.hits(Target::Goal(seat), cx, cy));
                assert!(
                    (cy - next_to).abs() < layout.cell * 1.01,
                    "next to its rank"
                );
                assert_eq!(layout.cell_at(cx, cy), None, "outside the grid");
            }
        }
    }

    #[test]
    fn points_near_grid_lines_snap_to_the_nearest_groove() {
        for flipped in [false, true] {
            let layout = Layout::fit(450.0, 450.0, 9, 9, flipped);
            let e3h = Target::Groove {
                at: Coord::new(4, 2),
                horizontal: true,
            };
            // Along the wall's line either side of its centre, and a little off.
            let (x, y) = layout.groove_centre(Coord::new(4, 2));
            let along = if flipped { -0.3 } else { 0.3 } * layout.cell;
            assert_eq!(layout.groove_at(x - along, y), Some(e3h));
            let off = 0.1 * layout.cell;
            assert_eq!(layout.groove_at(x + along, y + off), Some(e3h));
            let d5v = Target::Groove {
                at: Coord::new(3, 4),
                horizontal: false,
            };
            let (x, y) = layout.groove_centre(Coord::new(3, 4));
            assert_eq!(layout.groove_at(x + 0.01, y + along), Some(d5v));
            // A cell's middle is no groove; the edge grooves clamp inwards.
            let (cx, cy) = layout.cell_centre(Coord::new(0, 0));
            assert_eq!(layout.groove_at(cx, cy), None);
            let targets = [Target::Cell(Coord::new(4, 2)), e3h];
            let (x, y) = layout.groove_centre(Coord::new(4, 2));
            assert_eq!(layout.target_at(&targets, x - along, y), Some(e3h));
        }
    }

    #[test]
    fn sides_near_an_edge_come_before_the_cell_and_the_cell_before_its_tile() {
        for flipped in [false, true] {
            let layout = Layout::fit(500.0, 500.0, 10, 10, flipped);
            let a1 = Coord::new(0, 0);
            let west = Target::Side { cell: a1, side: 3 };
            let south = Target::Side { cell: a1, side: 2 };
            let tile = Target::Tile(Coord::new(0, 0));
            let targets = [Target::Cell(a1), west, south, tile];
            let (cx, cy) = layout.cell_centre(a1);
            let d = layout.cell * 0.45;
            // West of a1 is left on screen, or right when the board is turned.
            let towards_west = if flipped { d } else { -d };
            let towards_south = if flipped { -d } else { d };
            assert_eq!(
                layout.target_at(&targets, cx + towards_west, cy),
                Some(west)
            );
            assert_eq!(
                layout.target_at(&targets, cx, cy + towards_south),
                Some(south)
            );
            assert_eq!(layout.target_at(&targets, cx, cy), Some(Target::Cell(a1)));
            // Without the cell among the targets, the tile takes the click,
            // on any of its four cells, and no other tile does.
            let (bx, by) = layout.cell_centre(Coord::new(1, 1));
            assert_eq!(layout.target_at(&[tile], bx, by), Some(tile));
            let (cx3, cy3) = layout.cell_centre(Coord::new(2, 1));
            assert_eq!(layout.target_at(&[tile], cx3, cy3), None);
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
