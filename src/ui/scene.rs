//! What the board shows of a position: pieces, highlights, walls, tiles, and
//! the beats of a move's animation. A game's view (`ui::view::View`) builds
//! these from its rules; the renderer draws them knowing no rules, the way
//! chessground is handed a position and legal destinations.

use crate::game::{Seat, Target};
use crate::geometry::Coord;

/// One visible change of the board during a move's animation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Change {
    /// The piece on `from` travels straight to `to`.
    Slide {
        /// Where the piece starts this step.
        from: Coord,
        /// Where it is at the end of this step.
        to: Coord,
    },
    /// The piece on `at` disappears (captured, removed, sunk).
    Vanish {
        /// The cell it leaves.
        at: Coord,
    },
    /// A piece appears on `at` (a drop or a placement).
    Appear {
        /// The cell it appears on.
        at: Coord,
    },
    /// The checkers of the stack on `from` from `level` (0 = bottom) up
    /// travel together onto the top of the stack on `to`: a Byte merge.
    Lift {
        /// The stack they leave.
        from: Coord,
        /// The lowest checker that moves.
        level: u8,
        /// The stack they land on.
        to: Coord,
    },
    /// The travelling piece lands on the piece resting on `at` and bounces
    /// off it in this beat: both are marked, so the eye can follow a Gyges
    /// chain (or, in the push model, see who pushes whom).
    Bounce {
        /// The cell of the piece bounced on.
        at: Coord,
    },
    /// The piece that rested on `from` before this move's traveller arrived
    /// there rises, is carried to `to` and set down: a Gyges replacement.
    Relocate {
        /// The cell it leaves (the traveller stays).
        from: Coord,
        /// The empty cell it is put on.
        to: Coord,
    },
    /// The piece on `from` travels off the board into the goal defended by
    /// `goal`, which lights up: a Gyges win.
    Enter {
        /// The last cell before the goal.
        from: Coord,
        /// The seat whose goal it is.
        goal: Seat,
    },
    /// The line from `from` to `to` lights up during the beat: a Magneton
    /// magnet's reach, an Archimede line of fire.
    Ray {
        /// Where the line starts (the acting piece).
        from: Coord,
        /// Where it ends (the piece reached, or the last cell before the edge).
        to: Coord,
    },
    /// A part of the board that is not a piece changes in place: a wall
    /// put into a groove or taken out of one (`Target::Groove`), a tile
    /// taken away (`Target::Tile`), a gate token laid on a cell's side
    /// (`Target::Side`). The position after the move shows it at once, so
    /// it is not animated (no beat waits for it); it is there so the board
    /// can mark it as the last move's (`marked_fixtures`), as it marks the
    /// cells a piece moved through.
    Fixture(Target),
}

/// The cells a board marks as the last move's, from its motion, as a
/// lichess player expects: where the moving piece started, every cell of
/// its path (each hop of a Gyges chain and the pieces it bounced on, each
/// cell of a Ponte bridge crossed, each landing of a capture) and where it
/// ended, and a piece the move put down or relocated. What the move caused
/// to other pieces (a magnet's pull, a sinking, a capture jumped over) is
/// not the move: the position's highlights show it (`Tone::Focus`).
///
/// The path is followed beat by beat from the first piece that moves or
/// appears: a slide marks its cells when it leaves from where the path has
/// reached, so the push model's pushed pieces, which leave from it, carry
/// the path on, while a magnet's slides, which leave from elsewhere, do not.
pub fn marked_cells(steps: &[Step]) -> Vec<Coord> {
    let mut cells: Vec<Coord> = Vec::new();
    let mut reached: Option<Coord> = None;
    let mark = |c: Coord, cells: &mut Vec<Coord>| {
        if !cells.contains(&c) {
            cells.push(c);
        }
    };
    for step in steps {
        let mut left: Vec<&Change> = step.changes.iter().collect();
        // The changes of a beat happen together, in any order: take the
        // ones that continue the path until none does.
        loop {
            let before = left.len();
            left.retain(|change| {
                let continues = |from: Coord| reached.is_none_or(|r| r == from);
                match **change {
                    Change::Slide { from, to } | Change::Lift { from, to, .. }
                        if continues(from) =>
                    {
                        mark(from, &mut cells);
                        mark(to, &mut cells);
                        reached = Some(to);
                    }
                    Change::Appear { at } if reached.is_none() => {
                        mark(at, &mut cells);
                        reached = Some(at);
                    }
                    Change::Enter { from, .. } if continues(from) => mark(from, &mut cells),
                    Change::Bounce { at } => mark(at, &mut cells),
                    Change::Relocate { from, to } => {
                        mark(from, &mut cells);
                        mark(to, &mut cells);
                    }
                    _ => return true,
                }
                false
            });
            if left.len() == before {
                break;
            }
        }
    }
    cells
}

/// The grooves, tiles and gate sides a board marks as the last move's, from
/// its motion (`Change::Fixture`): a wall placed, and both grooves of a wall
/// moved (the board tells them apart by the wall standing in one); a tile
/// taken away; the two sides of a gate laid. The cells of the move are
/// `marked_cells`'.
pub fn marked_fixtures(steps: &[Step]) -> Vec<Target> {
    let mut marked: Vec<Target> = Vec::new();
    for change in steps.iter().flat_map(|s| &s.changes) {
        if let Change::Fixture(target) = *change {
            if !marked.contains(&target) {
                marked.push(target);
            }
        }
    }
    marked
}

/// Whether a beat shows anything moving, appearing or lighting up: a beat
/// of fixtures alone (`Change::Fixture`) is not animated, so no pause waits
/// for it. An empty beat is a pause a game asked for, and is kept.
pub fn animated(step: &Step) -> bool {
    step.changes.is_empty()
        || step
            .changes
            .iter()
            .any(|c| !matches!(c, Change::Fixture(_)))
}

/// One beat of a move's animation: its changes happen together, and beats
/// follow each other. A Gyges bounce chain is one beat per hop; a Magneton
/// turn is the drop, then one beat in which every magnet acts at once.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Step {
    /// What moves, appears or vanishes in this beat.
    pub changes: Vec<Change>,
}

/// How the renderer should shade cells: it draws boards, it does not know games.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shading {
    /// Alternating light and dark, a1 dark (chess-like boards).
    Checkered,
    /// All cells alike, with no lines: for boards that draw their own
    /// structure over the cells (Quoridor's grooves, Cancelletto's tiles).
    Plain,
    /// All cells alike, ruled apart by thin lines: for plain boards where a
    /// player counts cells (Porta's edges, Magneton's rays, Gyges' bounces),
    /// which a uniform fill would hide.
    Ruled,
}

/// The colour a seat's pieces are drawn in. Games name their sides after
/// colours, and the first player is not always the dark one (Porta: White).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ink {
    /// Black pieces.
    Dark,
    /// White pieces.
    Light,
    /// A third side (four-player Quoridor).
    Red,
    /// A fourth side.
    Blue,
}

impl Ink {
    /// The usual ink of a seat by index: dark, light, red, blue.
    pub const fn by_index(seat: Seat) -> Ink {
        match seat.0 {
            0 => Ink::Dark,
            1 => Ink::Light,
            2 => Ink::Red,
            _ => Ink::Blue,
        }
    }

    /// A short name, for styles and tests.
    pub const fn name(self) -> &'static str {
        match self {
            Ink::Dark => "dark",
            Ink::Light => "light",
            Ink::Red => "red",
            Ink::Blue => "blue",
        }
    }
}

/// What a piece looks like; the renderer draws these shapes only.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PieceLook {
    /// A round man or checker in its owner's colour.
    Man(Seat),
    /// A draughts king (a crowned man) in its owner's colour: Ponte.
    King(Seat),
    /// A neutral piece that belongs to nobody, marked with its value 1 to 3
    /// (drawn as that many rings): Gyges.
    Ring(u8),
    /// A race pawn in its owner's colour with the seat's own mark (dot,
    /// ring, bar, cross), so four players tell them apart without colour:
    /// Quoridor.
    Pawn(Seat),
    /// One checker of a stack, `level` 0 at the bottom: Byte's towers. A
    /// stack is several pieces on one cell, one per level.
    Checker {
        /// Whose checker it is.
        owner: Seat,
        /// Its height in the stack, 0 = bottom.
        level: u8,
    },
}

/// A piece to draw on a cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PieceView {
    /// Its cell.
    pub at: Coord,
    /// Its look.
    pub look: PieceLook,
}

/// How a highlighted cell is marked.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Tone {
    /// Part of a line or formation that decided or scored (a winning line).
    Line,
    /// The piece that made it count (the one the magnets moved).
    Focus,
    /// A cell with a role of its own: a port, a goal.
    Home,
    /// A piece in danger (an Archimede ship under attack by three).
    Danger,
    /// The gap of an opponent's open formation, which may not be entered.
    Gate,
    /// A cell where the piece being moved can end its move (`Game::reach`).
    Reach,
    /// A cell the piece being moved can pass by on its way, such as a
    /// piece it can bounce on (`Game::reach`).
    Via,
}

/// A cell the renderer marks, as the game asks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Highlight {
    /// The cell.
    pub at: Coord,
    /// How to mark it.
    pub tone: Tone,
}

/// Everything the renderer needs to draw a position, and nothing about rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Scene {
    /// Number of files.
    pub width: u8,
    /// Number of ranks.
    pub height: u8,
    /// Cell shading.
    pub shading: Shading,
    /// The pieces, in any order.
    pub pieces: Vec<PieceView>,
    /// Cells to mark (a winning line and what completed it).
    pub highlights: Vec<Highlight>,
    /// Whether there is a goal beyond the first rank (defended by seat 0)
    /// and one beyond the last (defended by seat 1), each clickable as
    /// `Target::Goal`: Gyges.
    pub goals: bool,
    /// Pairs of cells joined by a band in a seat's colour: Ponte's bridges,
    /// one band per link of the chain.
    pub bands: Vec<Band>,
    /// Walls in the grooves between cells, the walls each seat holds and
    /// a token beside the board: Quoridor. `None` for boards without grooves.
    pub walls: Option<WallScene>,
    /// A board made of removable tiles, drawn tile by tile: Cancelletto.
    pub tiles: Option<TileBoard>,
}

/// What a board with wall grooves shows besides its pieces.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct WallScene {
    /// The walls standing in the grooves.
    pub walls: Vec<WallView>,
    /// Walls still in hand, by seat index.
    pub left: Vec<u8>,
    /// The coin, die or marker, when the variant has one in play.
    pub token: Option<TokenView>,
}

/// A wall in a groove, centred on the north-east corner of `at`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct WallView {
    /// The cell whose north-east corner is the wall's centre.
    pub at: Coord,
    /// Horizontal (blocks north-south travel) or vertical.
    pub horizontal: bool,
    /// Repositioned once, so it may not move again (drawn marked).
    pub marked: bool,
}

/// Which token a variant passes between the players.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TokenKind {
    /// The coin: one repositioning.
    Coin,
    /// The doubling die, showing this face.
    Die(u8),
    /// The wall-jump marker.
    Marker,
}

/// A token and where it lies: with a seat, or between the players.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TokenView {
    /// Which token.
    pub kind: TokenKind,
    /// Who holds it; `None` while it lies between the players.
    pub holder: Option<Seat>,
}

impl Scene {
    /// An empty board of this size: games fill in what they draw and keep
    /// the rest (`Scene { pieces, ..Scene::grid(8, 8, Shading::Checkered) }`),
    /// so a field added for one game's drawing leaves the others untouched.
    pub fn grid(width: u8, height: u8, shading: Shading) -> Scene {
        Scene {
            width,
            height,
            shading,
            pieces: Vec::new(),
            highlights: Vec::new(),
            goals: false,
            bands: Vec::new(),
            walls: None,
            tiles: None,
        }
    }
}

/// A band joining two cells, in a seat's colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Band {
    /// One end.
    pub from: Coord,
    /// The other end.
    pub to: Coord,
    /// Whose band it is.
    pub seat: Seat,
}

/// A board of square tiles that can be taken away (Cancelletto): what the
/// renderer needs to draw tiles with gaps, walls, coloured cells and the gate,
/// knowing nothing of the rules that made them so.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TileBoard {
    /// Cells per tile side; tile (i, j) covers files i*tile.. and ranks j*tile..
    pub tile: u8,
    /// Tiles still on the board, by slot (as `Target::Tile`).
    pub present: Vec<Coord>,
    /// Slots that never had a tile.
    pub hole: Vec<Coord>,
    /// Walled cells (on present or removed tiles; only present ones are drawn).
    pub walls: Vec<Coord>,
    /// Coloured cells and the seat whose pawns belong there.
    pub homes: Vec<(Coord, Seat)>,
    /// The gate tokens: a cell and its side (0 north, 1 east, 2 south, 3 west).
    pub gate: Vec<(Coord, u8)>,
    /// Whether the gate still joins its two cells (both tiles present).
    pub gate_open: bool,
    /// Open cells that no pawn can reach any more: dead board.
    pub stranded: Vec<Coord>,
}
