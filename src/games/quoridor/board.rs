//! The 9x9 cells and 8x8 wall grooves of Quoridor as bitboards.
//!
//! Cells are bits of a `u128` (bit = rank * 9 + file), so "where can a pawn
//! get to" is a flood fill of a few shifts per step, and the path rule for
//! 128 wall spots costs almost nothing: a wall can only close a pawn's way
//! if it cuts the shortest path found before it was placed, so only those
//! few spots need a flood fill at all.

use crate::games::grid128::file_cells;
pub use crate::games::grid128::{bit, cells};
use crate::geometry::Coord;

/// Files and ranks of the board.
pub const SIZE: u8 = 9;
/// Grooves per side: walls are centred on the 8x8 inner corners.
pub const GROOVES: u8 = 8;
/// Every cell.
pub const BOARD: u128 = (1u128 << 81) - 1;

const FILE_A: u128 = file_mask(0);
const FILE_I: u128 = file_mask(8);

/// The cells of one file, 0 = `a`.
pub const fn file_mask(file: u8) -> u128 {
    file_cells(SIZE, file)
}

/// The cells of one rank, 0 = `1`.
pub const fn rank_mask(rank: u8) -> u128 {
    0x1FFu128 << (rank * SIZE)
}

/// A cell's index from its coordinate.
pub const fn cell(c: Coord) -> u8 {
    c.rank * SIZE + c.file
}

/// A cell's coordinate from its index.
pub const fn coord(cell: u8) -> Coord {
    Coord::new(cell % SIZE, cell / SIZE)
}

/// The four ways a pawn steps, in the order RULES.md 8.3 tries them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dir {
    /// Towards rank 9.
    North,
    /// Towards rank 1.
    South,
    /// Towards file i.
    East,
    /// Towards file a.
    West,
}

impl Dir {
    /// All four.
    pub const ALL: [Dir; 4] = [Dir::North, Dir::South, Dir::East, Dir::West];

    /// The two directions at right angles, for side-steps.
    pub const fn perpendicular(self) -> [Dir; 2] {
        match self {
            Dir::North | Dir::South => [Dir::East, Dir::West],
            Dir::East | Dir::West => [Dir::North, Dir::South],
        }
    }
}

/// The neighbour of `cell` in `dir`, if it is on the board.
pub const fn neighbour(cell: u8, dir: Dir) -> Option<u8> {
    let (file, rank) = (cell % SIZE, cell / SIZE);
    match dir {
        Dir::North if rank + 1 < SIZE => Some(cell + SIZE),
        Dir::South if rank > 0 => Some(cell - SIZE),
        Dir::East if file + 1 < SIZE => Some(cell + 1),
        Dir::West if file > 0 => Some(cell - 1),
        _ => None,
    }
}

/// A wall: its groove crossing (the north-east corner of the cell `at`,
/// index rank * 8 + file with both below 8) and its orientation.
/// Ordered by crossing, then vertical before horizontal.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Wall {
    /// Crossing index, rank * 8 + file of the south-west cell.
    pub at: u8,
    /// Horizontal walls block north-south travel.
    pub horizontal: bool,
}

impl Wall {
    /// Every wall spot, in order.
    pub fn all() -> impl Iterator<Item = Wall> {
        (0..GROOVES * GROOVES).flat_map(|at| {
            [false, true]
                .into_iter()
                .map(move |horizontal| Wall { at, horizontal })
        })
    }

    /// The wall at a groove given by its south-west cell, if the cell has a
    /// groove crossing at its north-east corner.
    pub fn at_coord(c: Coord, horizontal: bool) -> Option<Wall> {
        (c.file < GROOVES && c.rank < GROOVES).then_some(Wall {
            at: c.rank * GROOVES + c.file,
            horizontal,
        })
    }

    /// The south-west cell of the crossing, as the notation names it.
    pub const fn coord(self) -> Coord {
        Coord::new(self.at % GROOVES, self.at / GROOVES)
    }

    /// The cells whose crossing this wall blocks: for a horizontal wall
    /// their north side, for a vertical wall their east side.
    pub const fn blocks(self) -> u128 {
        let c = self.coord();
        let sw = bit(c.rank * SIZE + c.file);
        if self.horizontal {
            sw | sw << 1
        } else {
            sw | sw << SIZE
        }
    }

    /// The community notation: `e3h`, `d5v`.
    pub fn name(self) -> String {
        format!(
            "{}{}",
            self.coord(),
            if self.horizontal { 'h' } else { 'v' }
        )
    }

    /// Reads `e3h` or `d5v`.
    pub fn parse(text: &str) -> Option<Wall> {
        let (c, rest) = Coord::parse_prefix(text, GROOVES, GROOVES)?;
        let horizontal = match rest {
            "h" | "H" => true,
            "v" | "V" => false,
            _ => return None,
        };
        Wall::at_coord(c, horizontal)
    }
}

/// Why a wall may not stand where it is tried (before the path rule).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Clash {
    /// It would lie over part of this wall (same orientation, shifted by
    /// at most one groove).
    Overlaps(Wall),
    /// It would cross this wall at the same crossing.
    Crosses(Wall),
}

/// The walls on the board, with the sides they block kept ready for
/// flood fills, and which of them have been repositioned (marked).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Walls {
    horizontal: u64,
    vertical: u64,
    marked: u128,
    /// Cells whose north side is blocked.
    north: u128,
    /// Cells whose east side is blocked.
    east: u128,
}

impl Walls {
    fn set_of(&self, horizontal: bool) -> u64 {
        if horizontal {
            self.horizontal
        } else {
            self.vertical
        }
    }

    /// Whether this wall stands on the board.
    pub fn contains(&self, wall: Wall) -> bool {
        self.set_of(wall.horizontal) >> wall.at & 1 == 1
    }

    /// Whether this wall has been repositioned once already.
    pub fn is_marked(&self, wall: Wall) -> bool {
        self.marked >> Self::mark_index(wall) & 1 == 1
    }

    fn mark_index(wall: Wall) -> u32 {
        wall.at as u32 * 2 + wall.horizontal as u32
    }

    /// Every wall on the board, in order.
    pub fn iter(&self) -> impl Iterator<Item = Wall> + '_ {
        Wall::all().filter(move |w| self.contains(*w))
    }

    /// How many walls are on the board.
    pub fn count(&self) -> u32 {
        self.horizontal.count_ones() + self.vertical.count_ones()
    }

    /// Cells whose north side is blocked and cells whose east side is.
    pub fn blocked(&self) -> (u128, u128) {
        (self.north, self.east)
    }

    /// The first wall this one overlaps or crosses, if any.
    pub fn clash(&self, wall: Wall) -> Option<Clash> {
        let (file, rank) = (wall.at % GROOVES, wall.at / GROOVES);
        let same = self.set_of(wall.horizontal);
        let mut neighbours = 1u64 << wall.at;
        if wall.horizontal {
            if file > 0 {
                neighbours |= 1 << (wall.at - 1);
            }
            if file + 1 < GROOVES {
                neighbours |= 1 << (wall.at + 1);
            }
        } else {
            if rank > 0 {
                neighbours |= 1 << (wall.at - GROOVES);
            }
            if rank + 1 < GROOVES {
                neighbours |= 1 << (wall.at + GROOVES);
            }
        }
        let overlapped = same & neighbours;
        if overlapped != 0 {
            let at = overlapped.trailing_zeros() as u8;
            return Some(Clash::Overlaps(Wall {
                at,
                horizontal: wall.horizontal,
            }));
        }
        let crossing = Wall {
            at: wall.at,
            horizontal: !wall.horizontal,
        };
        self.contains(crossing).then_some(Clash::Crosses(crossing))
    }

    /// The spots where a wall would clash with none on the board, as masks
    /// of crossings: (vertical, horizontal). The same rule as `clash`, for
    /// all 128 spots at once.
    pub fn free(&self) -> (u64, u64) {
        const GROOVE_FILE_0: u64 = 0x0101_0101_0101_0101;
        const GROOVE_FILE_7: u64 = GROOVE_FILE_0 << 7;
        let (h, v) = (self.horizontal, self.vertical);
        let h_taken = h | (h << 1 & !GROOVE_FILE_0) | (h >> 1 & !GROOVE_FILE_7) | v;
        let v_taken = v | v << 8 | v >> 8 | h;
        (!v_taken, !h_taken)
    }

    /// Puts a wall up (marked when it is a repositioned one).
    pub fn add(&mut self, wall: Wall, marked: bool) {
        if wall.horizontal {
            self.horizontal |= 1 << wall.at;
            self.north |= wall.blocks();
        } else {
            self.vertical |= 1 << wall.at;
            self.east |= wall.blocks();
        }
        if marked {
            self.marked |= 1 << Self::mark_index(wall);
        }
    }

    /// Takes a wall down (walls never share a blocked side, so its sides
    /// open again).
    pub fn remove(&mut self, wall: Wall) {
        if wall.horizontal {
            self.horizontal &= !(1 << wall.at);
            self.north &= !wall.blocks();
        } else {
            self.vertical &= !(1 << wall.at);
            self.east &= !wall.blocks();
        }
        self.marked &= !(1 << Self::mark_index(wall));
    }

    /// Whether a wall stands between `cell` and its neighbour in `dir`.
    pub fn blocks(&self, cell: u8, dir: Dir) -> bool {
        match dir {
            Dir::North => self.north >> cell & 1 == 1,
            Dir::East => self.east >> cell & 1 == 1,
            Dir::South => cell >= SIZE && self.north >> (cell - SIZE) & 1 == 1,
            Dir::West => cell >= 1 && self.east >> (cell - 1) & 1 == 1,
        }
    }
}

/// One flood-fill step: `set` and every cell one unblocked step from it.
#[inline]
pub fn grow(set: u128, north: u128, east: u128) -> u128 {
    let up = (set & !north) << SIZE;
    let down = (set & !(north << SIZE)) >> SIZE;
    let right = (set & !east & !FILE_I) << 1;
    let left = (set & !(east << 1) & !FILE_A) >> 1;
    (set | up | down | right | left) & BOARD
}

/// Whether some cell of `goal` can be reached from `start` (pawns ignored).
pub fn reaches(start: u128, goal: u128, north: u128, east: u128) -> bool {
    let mut set = start;
    loop {
        if set & goal != 0 {
            return true;
        }
        let next = grow(set, north, east);
        if next == set {
            return false;
        }
        set = next;
    }
}

/// Steps from `start` to the nearest cell of `goal`, if it can be reached.
pub fn distance(start: u128, goal: u128, north: u128, east: u128) -> Option<u8> {
    let mut set = start;
    let mut steps = 0;
    loop {
        if set & goal != 0 {
            return Some(steps);
        }
        let next = grow(set, north, east);
        if next == set {
            return None;
        }
        set = next;
        steps += 1;
    }
}

/// The sides one shortest path crosses: cells whose north side it uses
/// and cells whose east side it uses. A wall that blocks none of them
/// leaves that path open, so it cannot close the way to the goal.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PathSides {
    /// Cells whose north side the path crosses.
    pub north: u128,
    /// Cells whose east side the path crosses.
    pub east: u128,
}

impl PathSides {
    /// Whether a wall cuts this path.
    pub fn cut_by(&self, wall: Wall) -> bool {
        let sides = if wall.horizontal {
            self.north
        } else {
            self.east
        };
        sides & wall.blocks() != 0
    }
}

/// One shortest path from `start` (one cell) to `goal`, as the sides it
/// crosses, or `None` when the goal cannot be reached.
pub fn shortest_path(start: u8, goal: u128, north: u128, east: u128) -> Option<PathSides> {
    let mut layers = [0u128; 82];
    layers[0] = bit(start);
    let mut seen = bit(start);
    let mut depth = 0;
    while seen & goal == 0 {
        let next = grow(seen, north, east);
        if next == seen {
            return None;
        }
        depth += 1;
        layers[depth] = next & !seen;
        seen = next;
    }
    let mut at = (layers[depth] & goal).trailing_zeros() as u8;
    let mut sides = PathSides::default();
    for d in (0..depth).rev() {
        let previous = layers[d];
        for dir in Dir::ALL {
            let Some(from) = neighbour(at, dir) else {
                continue;
            };
            if previous >> from & 1 == 0 {
                continue;
            }
            let open = match dir {
                Dir::North => north >> at & 1 == 0,
                Dir::South => north >> from & 1 == 0,
                Dir::East => east >> at & 1 == 0,
                Dir::West => east >> from & 1 == 0,
            };
            if open {
                match dir {
                    Dir::North => sides.north |= bit(at),
                    Dir::South => sides.north |= bit(from),
                    Dir::East => sides.east |= bit(at),
                    Dir::West => sides.east |= bit(from),
                }
                at = from;
                break;
            }
        }
    }
    Some(sides)
}

#[cfg(test)]
mod tests {
    use super::{bit, cell, distance, rank_mask, shortest_path, Dir, Wall, Walls, SIZE};
    use crate::geometry::Coord;

    #[test]
    fn a_horizontal_wall_blocks_two_north_sides() {
        let wall = Wall::parse("e3h").unwrap();
        let mut walls = Walls::default();
        walls.add(wall, false);
        let e3 = cell(Coord::new(4, 2));
        let f3 = cell(Coord::new(5, 2));
        assert!(walls.blocks(e3, Dir::North));
        assert!(walls.blocks(f3, Dir::North));
        assert!(walls.blocks(e3 + SIZE, Dir::South));
        assert!(!walls.blocks(e3, Dir::East));
        assert_eq!(wall.name(), "e3h");
    }

    #[test]
    fn the_free_masks_agree_with_clash() {
        let mut rng = crate::rng::Rng::new(7);
        for _ in 0..200 {
            let mut walls = Walls::default();
            for _ in 0..12 {
                let wall = Wall {
                    at: rng.below(64) as u8,
                    horizontal: rng.below(2) == 1,
                };
                if walls.clash(wall).is_none() {
                    walls.add(wall, false);
                }
            }
            let (v_free, h_free) = walls.free();
            for wall in Wall::all() {
                let free = if wall.horizontal { h_free } else { v_free };
                assert_eq!(
                    free >> wall.at & 1 == 1,
                    walls.clash(wall).is_none(),
                    "{wall:?}"
                );
            }
        }
    }

    #[test]
    fn a_shortest_path_is_cut_only_by_walls_on_it() {
        let e1 = cell(Coord::new(4, 0));
        let path = shortest_path(e1, rank_mask(8), 0, 0).unwrap();
        assert_eq!(path.north.count_ones(), 8);
        assert!(path.cut_by(Wall::parse("e3h").unwrap()));
        assert!(path.cut_by(Wall::parse("d3h").unwrap()));
        assert!(!path.cut_by(Wall::parse("a3h").unwrap()));
        assert_eq!(distance(bit(e1), rank_mask(8), 0, 0), Some(8));
    }
}
