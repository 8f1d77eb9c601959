//! The contract between a game's rules and everything that uses them.
//!
//! A game implements a small core (`legal_moves`, `play_unchecked`,
//! `outcome`, notation, clicks, motion, scene, position text) and gets checked
//! play for free. The UI, the computer opponent, records and tests all go
//! through this trait, so every rule is written once, in `legal_moves`.

use std::fmt::{self, Debug};
use std::hash::Hash;

use crate::geometry::Coord;
use crate::rng::Rng;

/// A place at the table: an index into the game's seats (0 moves first by
/// default). Cooperative games still have seats: each controls its own pawns.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index, for tables indexed by seat.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// One seat won (in team games, the seat whose move won).
    Win(Seat),
    /// Nobody won: repetition, agreement by rule, or a guard such as `max_plies`.
    Draw,
    /// A cooperative game was won by everyone.
    Solved,
    /// A cooperative game was lost by everyone.
    Collapsed,
}

/// Something a person clicks or taps to build a move.
///
/// Moves are entered as a sequence of targets (`Game::clicks`); the UI only
/// matches targets, so walls, stack levels, tile removals and choices need no
/// game-specific input code. The renderer knows how to hit-test each kind.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Target {
    /// A cell (square) of the board.
    Cell(Coord),
    /// A wall groove at the crossing south-west corner `at`: Quoridor walls.
    Groove {
        /// The cell whose north-east corner is the groove's centre.
        at: Coord,
        /// Horizontal (blocks north-south travel) or vertical.
        horizontal: bool,
    },
    /// One side of a cell: Cancelletto's gate sides.
    Side {
        /// The cell.
        cell: Coord,
        /// Which side: 0 north, 1 east, 2 south, 3 west.
        side: u8,
    },
    /// One checker in a stack, 0 = bottom: Byte merges.
    Level {
        /// The stack's cell.
        cell: Coord,
        /// Height from the bottom, 0-based.
        level: u8,
    },
    /// A whole tile of a tiled board, by its slot: Cancelletto removals.
    Tile(Coord),
    /// A goal outside the grid, owned by the seat that defends it: Gyges.
    Goal(Seat),
    /// A choice that is not a place on the board, shown as a button
    /// (`pass`, `bounce`, `replace`, `end`).
    Choice(&'static str),
}

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
}

impl Change {
    /// The cells a board marks as the last move's: where pieces left and
    /// arrived, not the cells they only passed or bounced on.
    pub fn marked_cells(&self) -> Vec<Coord> {
        match *self {
            Change::Slide { from, to }
            | Change::Lift { from, to, .. }
            | Change::Relocate { from, to } => vec![from, to],
            Change::Appear { at } => vec![at],
            Change::Enter { from, .. } => vec![from],
            Change::Vanish { .. } | Change::Ray { .. } | Change::Bounce { .. } => vec![],
        }
    }
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

/// The largest magnitude `Game::evaluate` returns; the search scores a won
/// or lost position beyond it, so a sure result always outranks an estimate.
pub const EVAL_LIMIT: i32 = 100_000;

/// An option a player may set before a game, as the registry lists it.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// Key used in records, links and `--opt key=value`.
    pub key: &'static str,
    /// Default value as text (matches RULES.md).
    pub default: &'static str,
    /// Allowed values; empty when the value is a number (see `help`).
    pub choices: &'static [&'static str],
    /// One line for people: what it changes, and the allowed range.
    pub help: &'static str,
}

/// The largest `max_plies` a game accepts.
pub const MAX_PLIES_LIMIT: u32 = 1_000_000;

/// The `max_plies` self-play guard of the games that call it a draw at the
/// limit (RULES.md decision 4: off, 0, for human play).
pub const MAX_PLIES_DRAW: OptionSpec = OptionSpec {
    key: "max_plies",
    default: "0",
    choices: &[],
    help: "draw after this many plies, 0 = no limit (a guard for self-play)",
};

/// Why an option could not be set.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OptionError {
    /// The game has no option of that name.
    UnknownKey {
        /// The key as given.
        key: String,
    },
    /// The value is not one the option accepts.
    BadValue {
        /// The option.
        key: String,
        /// The value as given.
        value: String,
        /// What would have been accepted.
        expected: String,
    },
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownKey { key } => write!(f, "unknown option `{key}`"),
            OptionError::BadValue {
                key,
                value,
                expected,
            } => write!(f, "option `{key}` cannot be `{value}`: expected {expected}"),
        }
    }
}

impl std::error::Error for OptionError {}

/// A legal move as the UI needs it: its notation and the clicks that make it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LegalMove {
    /// The move in the game's notation.
    pub text: String,
    /// The targets to click, in order.
    pub clicks: Vec<Target>,
}

/// A game's typed options: a struct with defaults matching RULES.md, also
/// settable by key from records, links and the command line.
pub trait GameOptions: Clone + Default + PartialEq + Eq + Hash + Debug {
    /// The options, in the order to show them.
    fn specs() -> &'static [OptionSpec];
    /// Sets one option from text, leaving the others untouched on error.
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError>;
    /// The current value of `key` as text, in the form `set` accepts.
    fn get(&self, key: &str) -> Option<String>;

    /// Builds options from key-value pairs over the defaults.
    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let mut options = Self::default();
        for (key, value) in pairs {
            options.set(key, value)?;
        }
        Ok(options)
    }

    /// The options that differ from their defaults, for compact records.
    fn changed_pairs(&self) -> Vec<(String, String)> {
        Self::specs()
            .iter()
            .filter_map(|spec| {
                let value = self.get(spec.key)?;
                (value != spec.default).then(|| (spec.key.to_string(), value))
            })
            .collect()
    }
}

/// Helper for `GameOptions::set`: accepts one of a fixed set of words.
pub fn parse_choice<T: Copy>(
    key: &str,
    value: &str,
    choices: &[(&str, T)],
) -> Result<T, OptionError> {
    choices
        .iter()
        .find(|(word, _)| *word == value)
        .map(|(_, v)| *v)
        .ok_or_else(|| OptionError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected: choices
                .iter()
                .map(|(w, _)| format!("`{w}`"))
                .collect::<Vec<_>>()
                .join(" or "),
        })
}

/// Helper for `GameOptions::set`: accepts a whole number in `range`.
pub fn parse_number(
    key: &str,
    value: &str,
    range: std::ops::RangeInclusive<u32>,
) -> Result<u32, OptionError> {
    value
        .parse::<u32>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| OptionError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected: format!("a whole number from {} to {}", range.start(), range.end()),
        })
}

/// Why a move's text could not be read (before legality is considered).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveParseError {
    /// The text as given.
    pub text: String,
    /// What is wrong with it, for people.
    pub reason: String,
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read move `{}`: {}", self.text, self.reason)
    }
}

impl std::error::Error for MoveParseError {}

/// Why a position's text could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionError {
    /// What is wrong, for people.
    pub reason: String,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad position: {}", self.reason)
    }
}

impl std::error::Error for PositionError {}

/// A move that is well formed but not legal in the position it was tried in.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalMove {
    /// The move in the game's notation.
    pub text: String,
    /// The position it was tried in, as position text.
    pub position: String,
    /// Why, when the game can say (`Game::explain` on the move's clicks):
    /// "e3h: overlaps the wall at d3h".
    pub reason: Option<String>,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a legal move in position `{}`",
            self.text, self.position
        )?;
        match &self.reason {
            Some(reason) => write!(f, ": {reason}"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// The rules of one game, as a position that knows how to continue.
///
/// A position is a plain value. Everything that decides legality (history
/// needed for repetition, pass counters, scores) lives in it, so cloning a
/// position clones a complete game state. Sub-decisions (Porta's relocation,
/// Cancelletto's pawn steps) are ordinary moves of whoever makes them.
pub trait Game: Clone + Eq + Hash + Debug + Sized + 'static {
    /// The game's id in the registry, records and links (`loa`).
    const ID: &'static str;
    /// Whether the page should show a move's consequences before it is made
    /// (on hover, or on a first tap), because they reach beyond the cells
    /// clicked: Magneton's magnets, Archimede's sinkings.
    const PREVIEW: bool = false;
    /// One decision. Small and cheap to clone; `Ord` lets a list of moves
    /// be sorted, to compare it with another as a set.
    type Move: Clone + Eq + Ord + Hash + Debug;
    /// The typed options (variants, targets, guards) with RULES.md defaults.
    type Options: GameOptions;

    /// The starting position for these options.
    fn new(options: &Self::Options) -> Self;
    /// The options this game is played with.
    fn options(&self) -> &Self::Options;
    /// How many seats take part (Quoridor: 2 or 4).
    fn seat_count(&self) -> usize;
    /// A seat's name for people ("Black", "South").
    fn seat_name(&self, seat: Seat) -> &'static str;
    /// The colour a seat's pieces are drawn in; by default seat 0 dark, 1 light.
    fn ink(&self, seat: Seat) -> Ink {
        Ink::by_index(seat)
    }
    /// The seat that makes the next decision.
    fn to_move(&self) -> Seat;
    /// Replaces `moves` with every legal move, without duplicates, in an
    /// order that depends only on the position (most games list them
    /// sorted; Gyges lists them as it finds them, since sorting would cost
    /// more than finding them); empty exactly when the game is over. Rules
    /// that say "pass" produce an explicit pass move.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);
    /// Plays a move known to be legal; anything else may leave nonsense.
    fn play_unchecked(&mut self, mv: &Self::Move);
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Why the game ended, in a few words for the result banner.
    fn end_reason(&self) -> Option<String> {
        None
    }
    /// Facts about the position worth showing beside the board (phase,
    /// pieces in hand, scores), one short line each.
    fn notes(&self) -> Vec<String> {
        Vec::new()
    }
    /// Why a click sequence is refused, for people, when `clicks` (those
    /// made so far plus the last one) start no legal move: "h3 is the gap of
    /// White's open Porta", "a wall there would cross e3h". Write it with
    /// the predicates `legal_moves` uses, never a second copy of a rule.
    /// `None` lets the page say that no legal move starts or continues there.
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        let _ = clicks;
        None
    }
    /// Whether a tap on a touch screen first shows this move and a second
    /// tap plays it. A finger cannot hover, so moves whose effect reaches
    /// beyond the cells tapped (a wall, a removal, a magnet's pull) wait for
    /// a confirming tap; plain steps play at once.
    fn confirm_on_touch(&self, mv: &Self::Move) -> bool {
        let _ = mv;
        Self::PREVIEW
    }
    /// Cells to show while a move is being built, beyond the next clicks:
    /// everywhere the piece chosen by `clicks` can still end its move
    /// (`Tone::Reach`) or pass on its way (`Tone::Via`), when a move takes
    /// many clicks (a Gyges chain). Like `explain`, it asks the rules, never
    /// a second copy of them. Empty by default.
    fn reach(&self, clicks: &[Target]) -> Vec<Highlight> {
        let _ = clicks;
        Vec::new()
    }
    /// The move in the game's notation: unique within this position.
    fn move_to_string(&self, mv: &Self::Move) -> String;
    /// Reads a move in the game's notation. Legality is `play`'s business;
    /// this only rejects text that names no move at all.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveParseError>;
    /// The targets a person clicks, in order, to make this move.
    fn clicks(&self, mv: &Self::Move) -> Vec<Target>;
    /// The notation and clicks of every move in `moves`, as the page needs
    /// them after each move. A game whose notation or clicks come from a
    /// search per move (Gyges draws each move's route) answers the whole
    /// list from one search here; by default each move is asked alone.
    fn legal_move_views(&self, moves: &[Self::Move]) -> Vec<LegalMove> {
        moves
            .iter()
            .map(|mv| LegalMove {
                text: self.move_to_string(mv),
                clicks: self.clicks(mv),
            })
            .collect()
    }
    /// What to animate when this move is played from this position.
    fn motion(&self, mv: &Self::Move) -> Vec<Step>;
    /// What to draw.
    fn scene(&self) -> Scene;
    /// A static estimate of the position for the computer opponent's
    /// alpha-beta and guided playouts: positive when `seat` stands better,
    /// within `-EVAL_LIMIT..=EVAL_LIMIT` (search scores wins beyond that).
    /// `None` for games without an evaluator, which then rely on playouts.
    fn evaluate(&self, seat: Seat) -> Option<i32> {
        let _ = seat;
        None
    }
    /// The estimate alpha-beta searches with at `strength`: `evaluate` at
    /// every level unless the game says otherwise. A game whose levels
    /// differ by judgement as well as depth (Quoridor's hard holds its
    /// walls dearer) answers here; it must stay zero-sum like `evaluate`.
    fn evaluate_at(&self, seat: Seat, strength: crate::ai::Strength) -> Option<i32> {
        let _ = strength;
        self.evaluate(seat)
    }
    /// The search the computer runs at `strength` when its level leaves the
    /// choice to the game (`Style::Auto`: alpha-beta where it fits). A game
    /// whose root check alone costs more than the easy budget (Gyges,
    /// Quoridor: every move and every reply) gives easy a different style,
    /// so that the levels differ by more than a fraction of a ply.
    fn computer_style(&self, strength: crate::ai::Strength) -> crate::ai::Style {
        let _ = strength;
        crate::ai::Style::Auto
    }
    /// How many of this position's moves, best first by the evaluation,
    /// alpha-beta looks at below the root; `None` for all of them. A
    /// decision with a great many answers that are nearly all alike (Porta's
    /// relocation: any man of the closed formation to any empty cell, about
    /// a hundred) would otherwise cost the search a ply everywhere else.
    fn search_breadth(&self) -> Option<usize> {
        None
    }
    /// Keeps, of this position's legal moves (`moves`, as `legal_moves`
    /// listed them), those alpha-beta searches below the root at
    /// `strength`; by default all. A game whose moves are mostly idle drops
    /// them here (Quoridor's walls that cut nobody's shortest path cannot
    /// change the race), so the same work reaches deeper; by level, since a
    /// narrower search is a different player, not only a faster one. It
    /// only chooses among legal moves: legality stays in `legal_moves`, and
    /// the root weighs every move.
    fn search_moves(&self, strength: crate::ai::Strength, moves: &mut Vec<Self::Move>) {
        let _ = (strength, moves);
    }
    /// How many times the level's work budget (`Strength::work`) the
    /// computer may spend at `strength`. A unit of work costs ten times less
    /// in some games than in others, so a game whose hard level would answer
    /// in a few hundredths of a second can think as long as the others; the
    /// level's clock still caps it wherever a clock is used.
    fn work_scale(&self, strength: crate::ai::Strength) -> u64 {
        let _ = strength;
        1
    }
    /// The position as one line of text, parseable by `from_text`. It holds
    /// the board and whose turn it is, not the history (like chess FEN).
    fn to_text(&self) -> String;
    /// Reads position text for the given options.
    fn from_text(text: &str, options: &Self::Options) -> Result<Self, PositionError>;

    /// All legal moves in a fresh vector.
    fn moves(&self) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
    }

    /// How many legal moves there are. Games override it when counting is
    /// cheaper than listing (perft's last ply); it must equal `moves().len()`.
    fn count_moves(&self) -> usize {
        self.moves().len()
    }

    /// A uniformly random legal move for random playouts, `None` once the
    /// game is over. It must pick what `moves[rng.below(moves.len())]`
    /// picks over `legal_moves` (the same one draw, the same move), so a
    /// seed replays the same games whether a game overrides it or not;
    /// games override it when they can count their moves and find the
    /// k-th without listing them all (Gyges' replacements). `moves` is
    /// scratch space, reused from ply to ply.
    fn random_move(&self, rng: &mut Rng, moves: &mut Vec<Self::Move>) -> Option<Self::Move> {
        self.legal_moves(moves);
        (!moves.is_empty()).then(|| moves[rng.below(moves.len())].clone())
    }

    /// Whether `mv` is legal here (a scan: move lists need not be sorted).
    fn is_legal(&self, mv: &Self::Move) -> bool {
        self.moves().contains(mv)
    }

    /// Plays `mv` if it is legal; otherwise says so and changes nothing.
    fn play(&mut self, mv: &Self::Move) -> Result<(), IllegalMove> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(IllegalMove {
                text: self.move_to_string(mv),
                position: self.to_text(),
                reason: self.explain(&self.clicks(mv)),
            })
        }
    }
}
