//! The rules' contract: what every game's rules answer, and nothing else.
//!
//! A game implements a small core (`legal_moves`, `play_unchecked`,
//! `outcome`, notation, the targets a move is entered by, position text) and
//! gets checked play for free. The board view (`ui::view::View`) and the
//! computer (`ai::Strategy`) are traits of their own layers that build on this
//! one; the rules import neither, so they build and test alone. The UI, the
//! computer opponent, records and tests all go through this trait, so every
//! rule is written once, in `legal_moves`.

mod draws;
mod edit;
mod errors;
pub mod option_table;
mod options;
mod text;
mod zobrist;

use std::fmt::Debug;
use std::hash::Hash;

pub use draws::{ply_limit_reached, repeated_thrice, PLY_LIMIT_REACHED, REPEATED_THRICE};
pub use edit::{colours, swapped, Counter, Piece, EMPTY};
pub use errors::{IllegalMove, MoveParseError, PositionError};
pub use options::{
    parse_choice, parse_number, GameOptions, OptionError, OptionSpec, MAX_PLIES_DRAW,
    MAX_PLIES_LIMIT,
};
pub use text::{check_rank_width, ranks_text, read_move, side_field, split_ranks};
pub use zobrist::zobrist_keys;

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
/// Targets belong to the rules, like notation: they name a move's parts, and
/// the rules explain a refused move by them (`Game::explain`), for the page,
/// the records and the engine alike (as chessops hands chessground its
/// destinations).
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

/// A legal move as the UI needs it: its notation and the clicks that make it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LegalMove {
    /// The move in the game's notation.
    pub text: String,
    /// The targets to click, in order.
    pub clicks: Vec<Target>,
}

/// The rules of one game, as a position that knows how to continue.
///
/// A position is a plain value. Everything that decides legality (history
/// needed for repetition, pass counters, scores) lives in it, so cloning a
/// position clones a complete game state. Sub-decisions (Porta's relocation,
/// Cancelletto's pawn steps) are ordinary moves of whoever makes them.
pub trait Game: Clone + Eq + Hash + Debug + Sized + 'static {
    /// The game's id in the registry, records and links (`loa`).
    const ID: &'static str;
    /// One decision. Small and cheap to clone; `Ord` lets a list of moves
    /// be sorted, to compare it with another as a set.
    type Move: Clone + Eq + Ord + Hash + Debug;
    /// The typed options (variants, targets, guards) with RULES.md defaults.
    type Options: GameOptions;
    /// The starting position for these options.
    fn new(options: &Self::Options) -> Self;
    /// The options this game is played with.
    fn options(&self) -> &Self::Options;
    /// The seats' names for people, in seat order, for a game whose seats
    /// never change: most games are Black and White, so that is the
    /// default; Gyges says South and North, Cancelletto Orange and Blue.
    const SEAT_NAMES: &'static [&'static str] = &["Black", "White"];
    /// How many seats take part: one a name of `SEAT_NAMES` unless the
    /// options decide it (Quoridor: 2 or 4).
    fn seat_count(&self) -> usize {
        Self::SEAT_NAMES.len()
    }
    /// A seat's name for people ("Black", "South"): its `SEAT_NAMES` entry,
    /// the last for a seat past the end (as the two-seat games always
    /// named every seat but the first by the second's name).
    fn seat_name(&self, seat: Seat) -> &'static str {
        Self::SEAT_NAMES[seat.index().min(Self::SEAT_NAMES.len() - 1)]
    }
    /// The seat that makes the next decision.
    fn to_move(&self) -> Seat;
    /// Replaces `moves` with every legal move: none once the game is over
    /// (the one rule every game shares, written here), else those
    /// `push_legal_moves` lists.
    // One function per game, with `push_legal_moves` inlined into it, as
    // when each game wrote `legal_moves` whole: inlined into its callers
    // instead, Porta's playouts ran 1.3% more instructions
    // (scripts/instructions.sh).
    #[inline(never)]
    fn legal_moves(&self, moves: &mut Vec<Self::Move>) {
        moves.clear();
        if self.outcome().is_none() {
            self.push_legal_moves(moves);
        }
    }
    /// Pushes every legal move of a game that is not over onto `moves`,
    /// which `legal_moves` has emptied, without duplicates, in an order
    /// that depends only on the position (most games list them sorted;
    /// Gyges lists them as it finds them, since sorting would cost more
    /// than finding them). Rules that say "pass" produce an explicit pass
    /// move.
    fn push_legal_moves(&self, moves: &mut Vec<Self::Move>);
    /// Plays a move known to be legal; anything else may leave nonsense.
    fn play_unchecked(&mut self, mv: &Self::Move);
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Why the game ended, in a few words for the result banner.
    fn end_reason(&self) -> Option<String> {
        None
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
    /// Asked of the position a move of `mover` led to: whether that move
    /// ended a turn, so that the next move starts a turn of its own. Move
    /// lists number by turn (`ui::turns`), and only the rules know that
    /// Cancelletto's steps, Gyges' set-up placements or a die's
    /// repositionings continue one turn. Asked of the position after, so a
    /// replay answers it for free. By default a turn ends when the seat to
    /// move changes (or the game ends); a game whose opponent moves inside
    /// the mover's turn (Porta's relocations) says so itself.
    fn turn_over(&self, mover: Seat) -> bool {
        self.to_move() != mover || self.outcome().is_some()
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

/// A game's board editor: what may be put where, by click.
///
/// Implemented by every game on its own position type, which holds the
/// arrangement being edited (the 8x8 games of two colours' bitboards
/// through `games::board8::edit::PieceSets`, which writes it once for
/// them). The methods change fields only and never judge; the judgement is
/// `checked`, which reads the arrangement's text back through
/// `Game::from_text`, so no rule of set-up lives here.
pub trait Edit: Game {
    /// What a person can put, in palette order. An entry that empties a
    /// place (`Piece::id` `empty`) is part of it where a board has places to
    /// empty; it depends on the options (Quoridor's four players have four
    /// pawns), so it is asked of the arrangement.
    fn palette(&self) -> Vec<Piece>;
    /// Every target the editor takes a click on: the board's cells, and
    /// Quoridor's grooves, Cancelletto's tiles and gate sides. The page
    /// hit-tests among these, as it does among a move's next clicks.
    fn edit_targets(&self) -> Vec<Target>;
    /// A click on `target` with the palette's entry `piece`: puts that piece
    /// there, or takes it away if it is already there (a second click
    /// undoes the first); Byte's checkers go on top of the stack. Says
    /// whether the arrangement changed: a piece that cannot go on that kind
    /// of target (a pawn on a groove) changes nothing.
    fn put(&mut self, target: Target, piece: usize) -> bool;
    /// Makes `seat` the one to move; a seat the game does not have is ignored.
    fn set_to_move(&mut self, seat: Seat);
    /// The numbers beside the board, for fields; none by default.
    fn counters(&self) -> Vec<Counter> {
        Vec::new()
    }
    /// Sets the counter at `index` (in `counters` order) to `value`, clamped
    /// to its maximum. Says whether anything changed.
    fn set_counter(&mut self, index: usize, value: u32) -> bool {
        let _ = (index, value);
        false
    }
    /// Empties the board (Quoridor's pawns, which the game cannot lack,
    /// stay, and its walls go back into the players' hands).
    fn clear(&mut self);
    /// Turns the board half round and swaps the colours, with the side to
    /// move and what each holds: the same game seen from the other chair.
    /// Doing it twice gives back the arrangement.
    fn flip(&mut self);
    /// Plays on with other options: the arrangement stays where the board
    /// keeps its shape, else it becomes the start for those options.
    fn set_options(&mut self, options: Self::Options) {
        *self = Self::new(&options);
    }
    /// The arrangement as a position the rules can play from, or the rule it
    /// breaks: the position text read back by `Game::from_text`.
    fn checked(&self) -> Result<Self, PositionError> {
        Self::from_text(&self.to_text(), self.options())
    }
}

/// The fields of a two-player arrangement that the editor's common buttons
/// set, so that those buttons are written once for the games that share
/// them (Byte, Gyges, and the 8x8 games through `board8::edit::PieceSets`)
/// instead of once a game.
pub trait TwoSeats: Game {
    /// Where the position keeps the seat to move (0 or 1) and its
    /// options, which the buttons set (the options in place where the board
    /// keeps its shape).
    fn side_and_options(&mut self) -> (&mut u8, &mut Self::Options);
    /// Forgets what was judged and remembered of the arrangement before an
    /// edit (the outcome, the plies, the history), so that the set-up check
    /// judges it afresh: every edit ends with it.
    fn edited(&mut self);
    /// `Edit::set_to_move` for two seats: a seat the game lacks is ignored.
    fn seat_to_move(&mut self, seat: Seat) {
        if seat.index() < 2 {
            *self.side_and_options().0 = seat.0;
            self.edited();
        }
    }
    /// `Edit::set_options` for a game whose options never change the
    /// board's shape, so the arrangement stays.
    fn options_kept(&mut self, options: Self::Options) {
        *self.side_and_options().1 = options;
        self.edited();
    }
    /// The other seat to move, for `Edit::flip`'s swap of the chairs.
    fn other_to_move(&mut self) {
        let side = self.side_and_options().0;
        *side = 1 - *side;
    }
}
