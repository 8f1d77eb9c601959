//! Cancelletto's board: 10x10 cells as bits of a `u128` (bit = rank * 10 +
//! file), the 5x5 tile slots with the centre hole, the tile set, the seeded
//! deal and the rulebook's sample board (RULES.md 3.1 and 3.2).
//!
//! Cells are bits so that reachability, the heart of the collapse rule and
//! of the solver, is a flood fill by shifts over a handful of words.

use crate::games::grid128::file_cells;
pub use crate::games::grid128::{bit, cells};
use crate::geometry::Coord;
use crate::rng::Rng;

/// A cell index, rank * 10 + file.
pub type Cell = u8;
/// A set of cells.
pub type Cells = u128;

/// Files and ranks.
pub const SIZE: u8 = 10;
/// Tile slots per side.
pub const SLOTS: u8 = 5;
/// The slot with no tile: the hole in the middle.
pub const HOLE_SLOT: u8 = 12;
/// Every cell of the 10x10 square.
pub const ALL: Cells = (1u128 << 100) - 1;
const FILE_A: Cells = file_cells(SIZE, 0);
const FILE_J: Cells = file_cells(SIZE, 9);

/// The cell of a coordinate (on the board).
pub const fn cell(c: Coord) -> Cell {
    c.rank * SIZE + c.file
}

/// The coordinate of a cell.
pub const fn coord(cell: Cell) -> Coord {
    Coord::new(cell % SIZE, cell / SIZE)
}

/// The neighbour of `cell` across `side` (0 north, 1 east, 2 south, 3 west),
/// if it is on the 10x10 square.
pub const fn across(cell: Cell, side: u8) -> Option<Cell> {
    let (f, r) = (cell % SIZE, cell / SIZE);
    match side {
        0 if r + 1 < SIZE => Some(cell + SIZE),
        1 if f + 1 < SIZE => Some(cell + 1),
        2 if r > 0 => Some(cell - SIZE),
        3 if f > 0 => Some(cell - 1),
        _ => None,
    }
}

/// The four orthogonal neighbours of every cell of `set`, on the square.
pub const fn spread(set: Cells) -> Cells {
    ((set << SIZE) & ALL) | (set >> SIZE) | ((set & !FILE_J) << 1) | ((set & !FILE_A) >> 1)
}

/// The slot (0..25, j * 5 + i) whose tile holds `cell`.
pub const fn slot_of(cell: Cell) -> u8 {
    (cell / SIZE / 2) * SLOTS + (cell % SIZE) / 2
}

/// The four cells of a slot.
pub const fn slot_cells(slot: u8) -> Cells {
    let (i, j) = (slot % SLOTS, slot / SLOTS);
    let low = (2 * j) * SIZE + 2 * i;
    bit(low) | bit(low + 1) | bit(low + SIZE) | bit(low + SIZE + 1)
}

/// The slot's place among the slots, as `Target::Tile` names it.
pub const fn slot_coord(slot: u8) -> Coord {
    Coord::new(slot % SLOTS, slot / SLOTS)
}

/// The hole's four cells.
pub const HOLE: Cells = slot_cells(HOLE_SLOT);

/// What a cell of a tile shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    /// Nothing: any pawn may stand here.
    Empty,
    /// A wall (an X): no pawn may stand here, no path crosses it.
    Wall,
    /// A cell of a colour: home of that colour's pawns (index as `Colour`).
    Home(Colour),
}

/// The two colours, in seat order: Orange (seat 0, first by default) and Blue.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Colour {
    /// Orange pawns and cells.
    Orange = 0,
    /// Blue pawns and cells.
    Blue = 1,
}

impl Colour {
    /// Both colours, in seat order.
    pub const BOTH: [Colour; 2] = [Colour::Orange, Colour::Blue];

    /// The colour's letter in position text and on the board diagram.
    pub const fn letter(self) -> char {
        match self {
            Colour::Orange => 'o',
            Colour::Blue => 'b',
        }
    }

    /// The other colour: whose cells this colour's pawns start on.
    pub const fn other(self) -> Colour {
        match self {
            Colour::Orange => Colour::Blue,
            Colour::Blue => Colour::Orange,
        }
    }
}

/// How many tiles of each kind the game is dealt from (RULES.md 3.1 and
/// 3.5.1: 5 blue, 5 orange, 11 wall, 3 plain by default; 24 in all).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TileSet {
    /// Tiles with one coloured cell, per colour (equal, so every pawn has a home).
    pub coloured: u8,
    /// Tiles with one wall.
    pub walls: u8,
    /// Tiles with four empty cells.
    pub plain: u8,
}

impl Default for TileSet {
    fn default() -> Self {
        TileSet {
            coloured: 5,
            walls: 11,
            plain: 3,
        }
    }
}

impl TileSet {
    /// Reads `blue/orange/wall/plain`, e.g. `5/5/11/3`; the counts must add
    /// up to the 24 slots and give each colour as many tiles as the other.
    pub fn parse(text: &str) -> Result<TileSet, String> {
        let numbers: Vec<u8> = text
            .split('/')
            .map(|n| n.trim().parse::<u8>())
            .collect::<Result<_, _>>()
            .map_err(|_| "four whole numbers blue/orange/wall/plain like `5/5/11/3`".to_string())?;
        let [blue, orange, walls, plain] = numbers[..] else {
            return Err("four whole numbers blue/orange/wall/plain like `5/5/11/3`".into());
        };
        if blue != orange || blue == 0 {
            return Err("as many blue tiles as orange ones, at least one each".into());
        }
        if blue as u32 * 2 + walls as u32 + plain as u32 != 24 {
            return Err("counts that add up to the 24 tiles of the board".into());
        }
        Ok(TileSet {
            coloured: blue,
            walls,
            plain,
        })
    }

    /// The text `parse` reads.
    pub fn text(self) -> String {
        format!(
            "{}/{}/{}/{}",
            self.coloured, self.coloured, self.walls, self.plain
        )
    }
}

/// What each cell shows, fixed for a game (tiles only disappear).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Layout {
    /// Walled cells.
    pub walls: Cells,
    /// Coloured cells, by colour.
    pub homes: [Cells; 2],
}

impl Layout {
    /// What a cell shows (the hole's cells count as empty; they have no tile).
    pub fn kind(&self, c: Cell) -> Kind {
        if self.walls & bit(c) != 0 {
            Kind::Wall
        } else if self.homes[0] & bit(c) != 0 {
            Kind::Home(Colour::Orange)
        } else if self.homes[1] & bit(c) != 0 {
            Kind::Home(Colour::Blue)
        } else {
            Kind::Empty
        }
    }

    /// Deals a board from `seed` as the rulebook says (shuffle the tiles,
    /// turn each at random, lay them out). With `playable`, deals again
    /// (continuing the same random sequence) while some coloured cell is
    /// already cut off from every pawn of its colour, up to 1,000 times.
    pub fn deal(seed: u64, set: TileSet, playable: bool) -> Layout {
        let mut rng = Rng::new(seed);
        let mut layout = Layout::deal_once(&mut rng, set);
        for _ in 0..1000 {
            if !playable || layout.playable_at_start() {
                break;
            }
            layout = Layout::deal_once(&mut rng, set);
        }
        layout
    }

    fn deal_once(rng: &mut Rng, set: TileSet) -> Layout {
        // 0 plain, 1 wall, 2 orange, 3 blue.
        let mut tiles = Vec::with_capacity(24);
        tiles.extend(std::iter::repeat_n(2u8, set.coloured as usize));
        tiles.extend(std::iter::repeat_n(3u8, set.coloured as usize));
        tiles.extend(std::iter::repeat_n(1u8, set.walls as usize));
        tiles.extend(std::iter::repeat_n(0u8, set.plain as usize));
        for i in (1..tiles.len()).rev() {
            let j = rng.below(i + 1);
            tiles.swap(i, j);
        }
        let mut layout = Layout {
            walls: 0,
            homes: [0, 0],
        };
        let slots = (0..25u8).filter(|&s| s != HOLE_SLOT);
        for (slot, tile) in slots.zip(tiles) {
            let corner = rng.below(4) as u8;
            let (i, j) = (slot % SLOTS, slot / SLOTS);
            let (df, dr) = [(0, 0), (1, 0), (1, 1), (0, 1)][corner as usize];
            let special = bit((2 * j + dr) * SIZE + 2 * i + df);
            match tile {
                1 => layout.walls |= special,
                2 => layout.homes[0] |= special,
                3 => layout.homes[1] |= special,
                _ => {}
            }
        }
        layout
    }

    /// Whether every coloured cell can be reached at the start by a pawn of
    /// its colour (pawns start on the other colour's cells).
    fn playable_at_start(&self) -> bool {
        let open = ALL & !HOLE & !self.walls;
        Colour::BOTH.iter().all(|&k| {
            let pawns = self.homes[k.other() as usize];
            cells(self.homes[k as usize]).all(|c| reach(bit(c), open, None) & pawns != 0)
        })
    }

    /// The rulebook's sample board (RULES.md 3.2 fixture).
    pub fn sample() -> Layout {
        let set = |names: &str| {
            names
                .split_whitespace()
                .map(|n| bit(cell(Coord::parse(n, SIZE, SIZE).expect("fixture cell"))))
                .fold(0, |a, b| a | b)
        };
        Layout {
            walls: set("d10 a8 f8 g8 a5 d6 h6 i5 d4 i4 a1"),
            homes: [set("c8 i7 b4 c2 f1"), set("b10 f9 i9 h4 i1")],
        }
    }

    /// Checks that a layout read from text could come from tiles: the hole
    /// shows nothing and each tile has at most one special cell.
    pub fn check(&self) -> Result<(), String> {
        let special = self.walls | self.homes[0] | self.homes[1];
        if self.walls & self.homes[0] != 0
            || self.walls & self.homes[1] != 0
            || self.homes[0] & self.homes[1] != 0
        {
            return Err("a cell has two kinds".into());
        }
        if special & HOLE != 0 {
            return Err("the hole e5-f6 must be `-`".into());
        }
        for slot in (0..25).filter(|&s| s != HOLE_SLOT) {
            if (special & slot_cells(slot)).count_ones() > 1 {
                return Err(format!(
                    "the tile at {} has more than one wall or coloured cell",
                    coord(slot_cells(slot).trailing_zeros() as Cell)
                ));
            }
        }
        if self.homes[0].count_ones() != self.homes[1].count_ones() || self.homes[0] == 0 {
            return Err("there must be as many blue cells as orange ones, at least one".into());
        }
        Ok(())
    }
}

/// Every cell reachable from `seeds` through `open` cells, orthogonally or
/// through the gate link (a pawn never blocks: RULES.md 3.4).
pub fn reach(seeds: Cells, open: Cells, link: Option<(Cell, Cell)>) -> Cells {
    let mut region = seeds & open;
    loop {
        let mut grown = (region | spread(region)) & open;
        if let Some((a, b)) = link {
            if grown & bit(a) != 0 {
                grown |= bit(b) & open;
            }
            if grown & bit(b) != 0 {
                grown |= bit(a) & open;
            }
        }
        if grown == region {
            return region;
        }
        region = grown;
    }
}

impl Layout {
    /// The colour of a coloured cell (Orange for any other cell).
    pub fn kind_colour(&self, c: Cell) -> Colour {
        if self.homes[1] & bit(c) != 0 {
            Colour::Blue
        } else {
            Colour::Orange
        }
    }
}
