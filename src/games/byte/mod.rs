//! Byte (Mark Steere, 2005), as RULES.md section 6 specifies it.
//!
//! Checkers stand in stacks on the dark squares. A stack whose bottom is
//! yours and that has no diagonal neighbour steps whole towards a nearest
//! stack; any checker of yours, with everything above it, may merge onto a
//! neighbouring stack if it rises and the result has at most 8 checkers. A
//! stack of 8 leaves the board at once and is won by the owner of its top
//! checker; the majority of the stacks wins.
//!
//! Each dark square has an index (rank by rank, left to right) and holds its
//! stack as a height plus a byte of colours (bit `k` set = level `k` is
//! White's), because random playouts are the yardstick: occupancy is one
//! `u64` over the dark squares, and "the nearest stacks" are found with
//! precomputed balls of squares within each king distance.
//!
//! # Boards and end
//!
//! 8x8 (RULES.md 6.1): ranks 1 and 8 empty, White on every dark square of
//! ranks 2, 4, 6, Black on ranks 3, 5, 7; 3 stacks, 2 win. 10x10 (option):
//! the same pattern, ranks 1 and 10 empty, White on ranks 2, 4, 6, 8 and
//! Black on 3, 5, 7, 9 (as Abstract Play's generator); 5 stacks, 3 win.
//! The game also ends when fewer than 8 checkers are left (no stack can be
//! made), after two passes in a row (a guard: it cannot arise from the
//! start, because a stuck player's opponent always has a move), and at the
//! `max_plies` guard; then more stacks won wins, else a draw.
//!
//! # Notation
//!
//! Abstract Play's, so that records compare with the one public server
//! that plays Byte: squares are algebraic, a1 dark at the bottom left
//! (RULES.md 6.5.2), White's ranks 2, 4, 6 at the bottom.
//!
//! * `d4-e5`: the whole stack on d4 moves to e5. If e5 is empty this is a
//!   basic move; if e5 holds a stack it is the merge of the whole stack.
//! * `d4:2-e5`: the checker at level 2 of d4 (1 = bottom) and everything
//!   above it merge onto the stack on e5. The level is written only when it
//!   is not 1; `d4:1-e5` is read as `d4-e5`.
//! * `pass`: only when nothing else is legal.
//!
//! # Position text
//!
//! `RANKS SIDE WON [passed]`, separated by single spaces:
//!
//! * `RANKS`: the ranks from the top down, separated by `/`, every square of
//!   a rank from file a on: a number for a run of empty squares, `b` or `w`
//!   for a stack of one checker, and `(...)` with the colours from bottom to
//!   top for a taller stack, e.g. `2(bww)5`. Stacks stand on dark squares
//!   only, and hold 1 to 7 checkers (a stack of 8 leaves at once).
//! * `SIDE`: `b` or `w`, the player to move.
//! * `WON`: stacks won so far, Black's then White's, as `1-0`.
//! * `passed`, present only when the player who just moved passed: a second
//!   pass in a row ends the game.
//!
//! The 8x8 start with Black to move is
//! `8/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/8 b 0-0`.

#[cfg(feature = "computer")]
mod eval;
#[cfg(feature = "view")]
mod view;

mod setup;

use crate::game::{
    parse_choice, parse_number, About, Game, GameOptions, MoveParseError, OptionError, OptionSpec,
    Outcome, PositionError, Seat, Target, MAX_PLIES_LIMIT,
};
use crate::geometry::Coord;
use crate::ui::scene::{Change, PieceLook, PieceView, Scene, Shading, Step};

/// The player of the ranks 3, 5, 7 side; moves first by default (the seed).
pub const BLACK: Seat = Seat(0);
/// The player of the ranks 2, 4, 6 side; Steere's and Abstract Play's first player.
pub const WHITE: Seat = Seat(1);
/// A stack of this many checkers leaves the board and is won.
pub const FULL: u8 = 8;

/// A dark square's index: rank by rank from a1, left to right.
pub type Dark = u8;

/// The board: Steere's 8x8, or the 10x10 international board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum BoardSize {
    /// 8x8, 24 checkers, 3 stacks, 2 win (RULES.md 6.1).
    #[default]
    Eight,
    /// 10x10, 40 checkers, 5 stacks, 3 win (RULES.md 6.5.8).
    Ten,
}

/// Options of Byte; defaults as RULES.md 6 (Black first, 8x8, no ply limit).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ByteOptions {
    /// Who moves first: the seed says Black, Steere and Abstract Play White.
    pub first: Seat,
    /// Board size.
    pub size: BoardSize,
    /// Self-play guard: after this many plies the player with more stacks
    /// wins, else a draw; 0 = off (human play).
    pub max_plies: u32,
}

impl Default for ByteOptions {
    fn default() -> Self {
        ByteOptions {
            first: BLACK,
            size: BoardSize::Eight,
            max_plies: 0,
        }
    }
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "first",
        default: "black",
        choices: &["black", "white"],
        help: "who moves first: black (the seed) or white (Steere, Abstract Play)",
    },
    OptionSpec {
        key: "size",
        default: "8",
        choices: &["8", "10"],
        help: "8x8 (3 stacks, 2 win) or the international 10x10 (5 stacks, 3 win)",
    },
    OptionSpec {
        key: "max_plies",
        default: "0",
        choices: &[],
        help: "after this many plies more stacks won wins, else a draw; 0 = no limit",
    },
];

impl GameOptions for ByteOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "first" => {
                self.first = parse_choice(key, value, &[("black", BLACK), ("white", WHITE)])?
            }
            "size" => {
                self.size = parse_choice(
                    key,
                    value,
                    &[("8", BoardSize::Eight), ("10", BoardSize::Ten)],
                )?
            }
            "max_plies" => self.max_plies = parse_number(key, value, 0..=MAX_PLIES_LIMIT)?,
            _ => {
                return Err(OptionError::UnknownKey {
                    key: key.to_string(),
                })
            }
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<String> {
        Some(match key {
            "first" => if self.first == WHITE {
                "white"
            } else {
                "black"
            }
            .into(),
            "size" => match self.size {
                BoardSize::Eight => "8".into(),
                BoardSize::Ten => "10".into(),
            },
            "max_plies" => self.max_plies.to_string(),
            _ => return None,
        })
    }
}

/// A Byte move. Variants and fields are ordered so that generating moves
/// square by square yields them already sorted.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum ByteMove {
    /// A basic move: a stack without neighbours steps onto an empty square.
    Step {
        /// The stack's dark square.
        from: Dark,
        /// The empty dark square it moves to.
        to: Dark,
    },
    /// A checker and everything above it go onto a neighbouring stack.
    Merge {
        /// The stack it leaves.
        from: Dark,
        /// The stack it lands on.
        onto: Dark,
        /// The checker's level in `from`, 0 = bottom (notation adds 1).
        level: u8,
    },
    /// Only when no other move exists.
    Pass,
}

/// Why a merge is refused: the two conditions of RULES.md 6.2.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum MergeFault {
    /// The checker would not rise: level `from` (1-based) onto `onto` checkers.
    MustRise { from: u8, onto: u8 },
    /// The result would have this many checkers (more than 8).
    TooTall(u8),
}

impl MergeFault {
    fn describe(self) -> String {
        match self {
            MergeFault::MustRise { from, onto } => format!(
                "a checker must rise: from level {from} it cannot go onto a stack of {onto}"
            ),
            MergeFault::TooTall(n) => format!("that would make {n} checkers"),
        }
    }
}

/// The merge rule, written once: may the checker at `level` (0-based) of a
/// stack of `from_height` go onto a stack of `onto_height`?
const fn merge_fault(level: u8, from_height: u8, onto_height: u8) -> Option<MergeFault> {
    // Pseudo-code: |B| + 1 > i with i = level + 1.
    if onto_height <= level {
        return Some(MergeFault::MustRise {
            from: level + 1,
            onto: onto_height,
        });
    }
    let total = from_height - level + onto_height;
    if total > FULL {
        return Some(MergeFault::TooTall(total));
    }
    None
}

/// Why a game of Byte ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum EndReason {
    /// A player won the majority of the stacks.
    Majority,
    /// Fewer than 8 checkers are left: no stack can be made.
    NoStackLeft,
    /// Two passes in a row.
    TwoPasses,
    /// The `max_plies` guard.
    PlyLimit,
}

/// Most dark squares of any board (10x10).
const MAX_DARK: usize = 50;
/// Largest king distance plus one (10x10).
const MAX_BALL: usize = 10;
/// Padding in neighbour lists.
const NONE: Dark = u8::MAX;

/// Precomputed board geometry: neighbours and balls by king distance.
struct Geometry {
    size: u8,
    dark: u8,
    /// Diagonal neighbours, ascending, padded with `NONE`.
    neighbours: [[Dark; 4]; MAX_DARK],
    /// The same as a mask.
    neighbour_mask: [u64; MAX_DARK],
    /// `ball[s][k]`: dark squares within king distance `k` of `s` (itself included).
    ball: [[u64; MAX_BALL]; MAX_DARK],
}

const fn dark_coord(size: u8, s: usize) -> (i32, i32) {
    let half = size as usize / 2;
    let rank = s / half;
    let file = 2 * (s % half) + rank % 2;
    (file as i32, rank as i32)
}

const fn abs(x: i32) -> i32 {
    if x < 0 {
        -x
    } else {
        x
    }
}

impl Geometry {
    const fn build(size: u8) -> Geometry {
        let dark = (size as usize) * (size as usize) / 2;
        let mut g = Geometry {
            size,
            dark: dark as u8,
            neighbours: [[NONE; 4]; MAX_DARK],
            neighbour_mask: [0; MAX_DARK],
            ball: [[0; MAX_BALL]; MAX_DARK],
        };
        let mut s = 0;
        while s < dark {
            let (f, r) = dark_coord(size, s);
            let mut count = 0;
            let mut t = 0;
            while t < dark {
                let (tf, tr) = dark_coord(size, t);
                let (df, dr) = (abs(tf - f), abs(tr - r));
                let d = if df > dr { df } else { dr } as usize;
                if d == 1 {
                    g.neighbours[s][count] = t as Dark;
                    g.neighbour_mask[s] |= 1 << t;
                    count += 1;
                }
                let mut k = d;
                while k < MAX_BALL {
                    g.ball[s][k] |= 1 << t;
                    k += 1;
                }
                t += 1;
            }
            s += 1;
        }
        g
    }

    fn coord(&self, s: Dark) -> Coord {
        let (f, r) = dark_coord(self.size, s as usize);
        Coord::new(f as u8, r as u8)
    }

    /// The dark square at `c`, or `None` for a light or off-board square.
    fn dark_at(&self, c: Coord) -> Option<Dark> {
        let on_board = c.file < self.size && c.rank < self.size;
        (on_board && (c.file + c.rank).is_multiple_of(2))
            .then(|| c.rank * (self.size / 2) + c.file / 2)
    }

    fn neighbours(&self, s: Dark) -> impl Iterator<Item = Dark> + '_ {
        self.neighbours[s as usize]
            .iter()
            .copied()
            .take_while(|&n| n != NONE)
    }

    /// Checkers at the start, and so how many stacks the game has.
    fn total_checkers(&self) -> u8 {
        // Every dark square except those of the first and last rank.
        self.dark - self.size
    }

    /// Stacks won that decide the game: a majority of all stacks.
    fn stacks_to_win(&self) -> u8 {
        self.total_checkers() / FULL / 2 + 1
    }
}

static GEOMETRY_8: Geometry = Geometry::build(8);
static GEOMETRY_10: Geometry = Geometry::build(10);

/// The set bits of a mask, lowest first.
fn bits(mut mask: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let b = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            b
        })
    })
}

/// A Byte position: stacks on dark squares, stacks won, pass counter.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Byte {
    options: ByteOptions,
    /// Height of the stack on each dark square (0 = empty).
    heights: [u8; MAX_DARK],
    /// Colours by level: bit k set = the checker at level k is White's.
    colours: [u8; MAX_DARK],
    /// Occupied dark squares.
    occupied: u64,
    /// Stacks won by seat.
    won: [u8; 2],
    side: u8,
    /// Consecutive passes just played.
    passes: u8,
    plies: u32,
    outcome: Option<(Outcome, EndReason)>,
}

impl Byte {
    fn geometry(&self) -> &'static Geometry {
        match self.options.size {
            BoardSize::Eight => &GEOMETRY_8,
            BoardSize::Ten => &GEOMETRY_10,
        }
    }

    fn empty(options: &ByteOptions) -> Byte {
        Byte {
            options: *options,
            heights: [0; MAX_DARK],
            colours: [0; MAX_DARK],
            occupied: 0,
            won: [0; 2],
            side: options.first.0,
            passes: 0,
            plies: 0,
            outcome: None,
        }
    }

    /// Owner of the checker at `level` (0-based) of the stack on `s`.
    fn owner(&self, s: Dark, level: u8) -> u8 {
        (self.colours[s as usize] >> level) & 1
    }

    /// Levels of the stack on `s` holding `seat`'s checkers, as a mask.
    fn levels_of(&self, s: Dark, seat: u8) -> u8 {
        let all = ((1u16 << self.heights[s as usize]) - 1) as u8;
        let whites = self.colours[s as usize];
        all & if seat == 1 { whites } else { !whites }
    }

    /// A stack with no diagonal neighbour: only such a stack makes basic moves.
    fn isolated(&self, s: Dark) -> bool {
        self.geometry().neighbour_mask[s as usize] & self.occupied == 0
    }

    /// The distance to the nearest other stacks and those stacks, or `None`
    /// when `s` is alone on the board.
    fn nearest(&self, s: Dark) -> Option<(usize, u64)> {
        let others = self.occupied & !(1u64 << s);
        if others == 0 {
            return None;
        }
        let balls = &self.geometry().ball[s as usize];
        let d = (1..MAX_BALL).find(|&k| balls[k] & others != 0)?;
        Some((d, balls[d] & others))
    }

    /// Whether a step onto `n` gets strictly closer to one of `nearest`, at distance `d`.
    fn approaches(&self, n: Dark, d: usize, nearest: u64) -> bool {
        self.geometry().ball[n as usize][d - 1] & nearest != 0
    }

    /// Every legal move, in order, to `emit`; returns how many.
    fn generate(&self, mut emit: impl FnMut(ByteMove)) -> usize {
        if self.outcome.is_some() {
            return 0;
        }
        let mut count = 0;
        {
            let mut out = |mv| {
                count += 1;
                emit(mv)
            };
            self.generate_steps(&mut out);
            self.generate_merges(&mut out);
        }
        if count == 0 {
            emit(ByteMove::Pass);
            count = 1;
        }
        count
    }

    /// Basic moves (RULES.md 6.2, first loop).
    fn generate_steps(&self, out: &mut impl FnMut(ByteMove)) {
        let geometry = self.geometry();
        for from in bits(self.occupied) {
            if self.owner(from, 0) != self.side || !self.isolated(from) {
                continue;
            }
            let Some((d, nearest)) = self.nearest(from) else {
                continue;
            };
            for to in geometry.neighbours(from) {
                if self.approaches(to, d, nearest) {
                    out(ByteMove::Step { from, to });
                }
            }
        }
    }

    /// Merges (RULES.md 6.2, second loop).
    fn generate_merges(&self, out: &mut impl FnMut(ByteMove)) {
        let geometry = self.geometry();
        for from in bits(self.occupied) {
            let own = self.levels_of(from, self.side);
            if own == 0 {
                continue;
            }
            let from_height = self.heights[from as usize];
            for onto in geometry.neighbours(from) {
                let onto_height = self.heights[onto as usize];
                if onto_height == 0 {
                    continue;
                }
                for level in bits(own as u64) {
                    if merge_fault(level, from_height, onto_height).is_none() {
                        out(ByteMove::Merge { from, onto, level });
                    }
                }
            }
        }
    }

    /// Moves the checkers of `from` from `level` up onto the top of `onto`.
    fn lift(&mut self, from: Dark, level: u8, onto: Dark) {
        let (f, o) = (from as usize, onto as usize);
        let moving = self.heights[f] - level;
        let part = self.colours[f] >> level;
        self.colours[o] |= part << self.heights[o];
        self.heights[o] += moving;
        self.heights[f] = level;
        self.colours[f] &= ((1u16 << level) - 1) as u8;
        self.occupied |= 1 << onto;
        if level == 0 {
            self.occupied &= !(1u64 << from);
        }
        if self.heights[o] == FULL {
            self.remove_full(onto);
        }
    }

    /// A stack of 8 leaves the board; its top checker's owner wins it.
    fn remove_full(&mut self, s: Dark) {
        let top = self.owner(s, FULL - 1);
        self.won[top as usize] += 1;
        self.heights[s as usize] = 0;
        self.colours[s as usize] = 0;
        self.occupied &= !(1u64 << s);
    }

    fn checkers_on_board(&self) -> u32 {
        bits(self.occupied)
            .map(|s| self.heights[s as usize] as u32)
            .sum()
    }

    /// The player with more stacks won, or a draw.
    fn by_stacks_won(&self) -> Outcome {
        match self.won[0].cmp(&self.won[1]) {
            std::cmp::Ordering::Greater => Outcome::Win(BLACK),
            std::cmp::Ordering::Less => Outcome::Win(WHITE),
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    /// Decides whether the game is over (RULES.md 6.3 and the guards).
    fn judge(&mut self) {
        let target = self.geometry().stacks_to_win();
        let reason = if self.won.iter().any(|&w| w >= target) {
            EndReason::Majority
        } else if self.checkers_on_board() < FULL as u32 {
            EndReason::NoStackLeft
        } else if self.passes >= 2 {
            EndReason::TwoPasses
        } else if self.options.max_plies > 0 && self.plies >= self.options.max_plies {
            EndReason::PlyLimit
        } else {
            return;
        };
        self.outcome = Some((self.by_stacks_won(), reason));
    }

    fn seat_letter(seat: u8) -> char {
        if seat == 1 {
            'w'
        } else {
            'b'
        }
    }

    /// Position text of one rank (see the module docs).
    fn rank_text(&self, rank: u8) -> String {
        let geometry = self.geometry();
        let mut text = String::new();
        let mut empty = 0;
        for file in 0..geometry.size {
            let stack = geometry
                .dark_at(Coord::new(file, rank))
                .filter(|&s| self.heights[s as usize] > 0);
            let Some(s) = stack else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                text.push_str(&empty.to_string());
                empty = 0;
            }
            let letters: String = (0..self.heights[s as usize])
                .map(|l| Byte::seat_letter(self.owner(s, l)))
                .collect();
            if letters.len() == 1 {
                text.push_str(&letters);
            } else {
                text.push_str(&format!("({letters})"));
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        text
    }

    /// Places a stack read from text, bottom first, on `c`.
    fn place(&mut self, c: Coord, stack: &str) -> Result<(), String> {
        let s = self
            .geometry()
            .dark_at(c)
            .ok_or_else(|| format!("{c} is a light square: stacks stand on dark squares only"))?;
        if stack.is_empty() || stack.len() >= FULL as usize {
            return Err(format!(
                "the stack on {c} has {} checkers: a stack on the board has 1 to 7 \
                 (a stack of 8 leaves at once)",
                stack.len()
            ));
        }
        for (level, ch) in stack.chars().enumerate() {
            match ch {
                'b' => {}
                'w' => self.colours[s as usize] |= 1 << level,
                other => return Err(format!("`{other}` in the stack on {c} is not `b` or `w`")),
            }
        }
        self.heights[s as usize] = stack.len() as u8;
        self.occupied |= 1 << s;
        Ok(())
    }

    /// Reads the `RANKS` part of position text.
    fn read_ranks(&mut self, text: &str) -> Result<(), String> {
        let size = self.geometry().size;
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != size as usize {
            return Err(format!(
                "expected {size} ranks separated by `/`, found {}",
                rows.len()
            ));
        }
        for (i, row) in rows.iter().enumerate() {
            let rank = size - 1 - i as u8;
            let squares = self.read_rank(row, rank)?;
            if squares != size as usize {
                return Err(format!(
                    "rank {} describes {squares} squares instead of {size}",
                    rank + 1
                ));
            }
        }
        Ok(())
    }

    /// Reads one rank; returns how many squares it describes.
    fn read_rank(&mut self, row: &str, rank: u8) -> Result<usize, String> {
        let size = self.geometry().size as usize;
        let mut file = 0usize;
        let mut rest = row;
        while let Some(ch) = rest.chars().next() {
            if file >= size {
                break;
            }
            let (stack, len) = if ch.is_ascii_digit() {
                let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
                let run: usize = rest[..digits].parse().unwrap_or(usize::MAX);
                if run == 0 || run > size {
                    return Err(format!(
                        "rank {}: `{}` is not a run of empty squares",
                        rank + 1,
                        &rest[..digits]
                    ));
                }
                file += run;
                rest = &rest[digits..];
                continue;
            } else if ch == 'b' || ch == 'w' {
                (&rest[..1], 1)
            } else if ch == '(' {
                let close = rest
                    .find(')')
                    .ok_or_else(|| format!("rank {}: `(` without `)`", rank + 1))?;
                (&rest[1..close], close + 1)
            } else {
                return Err(format!(
                    "rank {}: `{ch}` is not `b`, `w`, `(`, or a count of empty squares",
                    rank + 1
                ));
            };
            self.place(Coord::new(file as u8, rank), stack)?;
            file += 1;
            rest = &rest[len..];
        }
        if !rest.is_empty() {
            return Err(format!(
                "rank {} describes more than {size} squares",
                rank + 1
            ));
        }
        Ok(file)
    }

    /// Reads `WON`, e.g. `1-0`.
    fn read_won(&mut self, text: &str) -> Result<(), String> {
        let bad =
            || format!("stacks won must read like `1-0` (Black's, then White's), not `{text}`");
        let (black, white) = text.split_once('-').ok_or_else(bad)?;
        let black: u8 = black.parse().map_err(|_| bad())?;
        let white: u8 = white.parse().map_err(|_| bad())?;
        let total = self.geometry().total_checkers() as u32;
        let used = (black as u32 + white as u32) * FULL as u32 + self.checkers_on_board();
        if used > total {
            return Err(format!(
                "{used} checkers on the board and in won stacks, but the game has {total}"
            ));
        }
        self.won = [black, white];
        Ok(())
    }

    fn square_name(&self, s: Dark) -> String {
        self.geometry().coord(s).to_string()
    }

    /// Why a first click on the checker at `level` of `cell` starts no move.
    fn explain_pick(&self, cell: Coord, level: u8) -> Option<String> {
        let s = self.geometry().dark_at(cell)?;
        let height = self.heights[s as usize];
        if level >= height {
            return None;
        }
        if let Some(reason) = self.not_yours(s, level) {
            return Some(reason);
        }
        if !self.isolated(s) {
            let faults: Vec<String> = self
                .geometry()
                .neighbours(s)
                .filter(|&n| self.heights[n as usize] > 0)
                .filter_map(|n| {
                    let fault = merge_fault(level, height, self.heights[n as usize])?;
                    Some(format!(
                        "onto {}: {}",
                        self.square_name(n),
                        fault.describe()
                    ))
                })
                .collect();
            return (!faults.is_empty()).then(|| faults.join("; "));
        }
        self.step_fault(s, level, None)
    }

    /// Why the checker at `level` of `s` is not the mover's to move.
    fn not_yours(&self, s: Dark, level: u8) -> Option<String> {
        let owner = self.owner(s, level);
        (owner != self.side).then(|| {
            format!(
                "that checker is {}'s: {} moves only their own checkers",
                self.seat_name(Seat(owner)),
                self.seat_name(Seat(self.side))
            )
        })
    }

    /// Why a basic move of the checker at `level` of `s` (onto `to` if
    /// given) is refused, by the predicates of `generate_steps`.
    fn step_fault(&self, s: Dark, level: u8, to: Option<Dark>) -> Option<String> {
        if level > 0 {
            return Some(
                "only a whole stack steps onto an empty square: pick its bottom checker".into(),
            );
        }
        if let Some(reason) = self.not_yours(s, 0) {
            return Some(reason);
        }
        if !self.isolated(s) {
            return Some("a stack with a neighbour cannot make a basic move".into());
        }
        let Some((d, nearest)) = self.nearest(s) else {
            return Some("there is no other stack to approach".into());
        };
        match to {
            Some(to) if !self.approaches(to, d, nearest) => {
                let names: Vec<String> = bits(nearest).map(|t| self.square_name(t)).collect();
                Some(format!(
                    "that step does not approach a nearest stack ({}, {d} steps away)",
                    names.join(", ")
                ))
            }
            _ => None,
        }
    }

    /// Why moving the checker at `level` of `cell` to `to` is refused.
    fn explain_move(&self, cell: Coord, level: u8, to: Coord) -> Option<String> {
        let geometry = self.geometry();
        let s = geometry.dark_at(cell)?;
        let height = self.heights[s as usize];
        if level >= height {
            return None;
        }
        if let Some(reason) = self.not_yours(s, level) {
            return Some(reason);
        }
        let Some(t) = geometry
            .dark_at(to)
            .filter(|&t| geometry.neighbours(s).any(|n| n == t))
        else {
            return Some("a move goes one diagonal step, onto a neighbouring dark square".into());
        };
        match self.heights[t as usize] {
            0 => self.step_fault(s, level, Some(t)),
            onto => merge_fault(level, height, onto).map(MergeFault::describe),
        }
    }

    fn parse_square(&self, text: &str) -> Result<(Dark, usize), String> {
        let size = self.geometry().size;
        let (c, rest) = Coord::parse_prefix(text, size, size).ok_or_else(|| {
            format!(
                "expected a square from a1 to {}, like `d4-e5`",
                Coord::new(size - 1, size - 1)
            )
        })?;
        let s = self
            .geometry()
            .dark_at(c)
            .ok_or_else(|| format!("{c} is a light square: Byte is played on the dark squares"))?;
        Ok((s, text.len() - rest.len()))
    }

    fn parse_text(&self, text: &str) -> Result<ByteMove, String> {
        if text.eq_ignore_ascii_case("pass") {
            return Ok(ByteMove::Pass);
        }
        let (from, used) = self.parse_square(text)?;
        let mut rest = &text[used..];
        let mut level = 0;
        if let Some(after) = rest.strip_prefix(':') {
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            level = after[..digits]
                .parse::<u8>()
                .ok()
                .filter(|l| (1..FULL).contains(l))
                .ok_or("after `:` comes the level of the checker, 1 (bottom) to 7")?
                - 1;
            rest = &after[digits..];
        }
        let rest = rest
            .strip_prefix('-')
            .ok_or("expected `-` and a destination square, like `d4-e5`")?;
        let (to, used) = self.parse_square(rest)?;
        if used != rest.len() {
            return Err("unexpected text after the destination square".into());
        }
        Ok(if self.heights[to as usize] == 0 && level == 0 {
            ByteMove::Step { from, to }
        } else {
            ByteMove::Merge {
                from,
                onto: to,
                level,
            }
        })
    }
}

impl Game for Byte {
    const ID: &'static str = "byte";
    const ABOUT: About = About {
        name_it: "Byte",
        name_en: "Byte",
        summary: "Merge checkers into stacks of eight on the dark squares; the top checker takes the stack.",
    };
    type Move = ByteMove;
    type Options = ByteOptions;
    fn new(options: &ByteOptions) -> Byte {
        let mut position = Byte::empty(options);
        let geometry = position.geometry();
        // Ranks 2 to size-1 full: White on even ranks, Black on odd ones.
        for s in 0..geometry.dark {
            let c = geometry.coord(s);
            if c.rank == 0 || c.rank == geometry.size - 1 {
                continue;
            }
            position.heights[s as usize] = 1;
            position.colours[s as usize] = u8::from(c.rank % 2 == 1);
            position.occupied |= 1 << s;
        }
        position
    }
    fn options(&self) -> &ByteOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn seat_name(&self, seat: Seat) -> &'static str {
        if seat == WHITE {
            "White"
        } else {
            "Black"
        }
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn legal_moves(&self, moves: &mut Vec<ByteMove>) {
        moves.clear();
        self.generate(|mv| moves.push(mv));
        debug_assert!(moves.windows(2).all(|w| w[0] < w[1]));
    }
    fn count_moves(&self) -> usize {
        self.generate(|_| {})
    }
    fn play_unchecked(&mut self, mv: &ByteMove) {
        match *mv {
            ByteMove::Step { from, to } => {
                self.lift(from, 0, to);
                self.passes = 0;
            }
            ByteMove::Merge { from, onto, level } => {
                self.lift(from, level, onto);
                self.passes = 0;
            }
            ByteMove::Pass => self.passes += 1,
        }
        self.side ^= 1;
        self.plies += 1;
        self.judge();
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|(o, _)| o)
    }
    fn end_reason(&self) -> Option<String> {
        let (outcome, reason) = self.outcome?;
        let score = format!("{}-{}", self.won[0], self.won[1]);
        let result = match outcome {
            Outcome::Win(s) => format!("{} won more stacks ({score})", self.seat_name(s)),
            _ => format!("the stacks won are even ({score})"),
        };
        Some(match (reason, outcome) {
            (EndReason::Majority, Outcome::Win(s)) => format!(
                "{} won {} stacks, a majority",
                self.seat_name(s),
                self.won[s.index()]
            ),
            (EndReason::NoStackLeft, _) => {
                format!("fewer than 8 checkers are left, so no stack can be made; {result}")
            }
            (EndReason::TwoPasses, _) => format!("neither player could move; {result}"),
            (EndReason::PlyLimit, _) => format!("the ply limit was reached; {result}"),
            _ => result,
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        let starts_a_move = self
            .moves()
            .iter()
            .any(|mv| self.clicks(mv).starts_with(clicks));
        if self.outcome.is_some() || starts_a_move {
            return None;
        }
        match *clicks {
            [Target::Level { cell, level }] => self.explain_pick(cell, level),
            [Target::Level { cell, level }, Target::Cell(to)] => self.explain_move(cell, level, to),
            _ => None,
        }
    }
    fn move_to_string(&self, mv: &ByteMove) -> String {
        match *mv {
            ByteMove::Step { from, to } => {
                format!("{}-{}", self.square_name(from), self.square_name(to))
            }
            ByteMove::Merge { from, onto, level } => {
                let level = if level == 0 {
                    String::new()
                } else {
                    format!(":{}", level + 1)
                };
                format!(
                    "{}{level}-{}",
                    self.square_name(from),
                    self.square_name(onto)
                )
            }
            ByteMove::Pass => "pass".into(),
        }
    }
    fn parse_move(&self, text: &str) -> Result<ByteMove, MoveParseError> {
        self.parse_text(text.trim())
            .map_err(|reason| MoveParseError {
                text: text.to_string(),
                reason,
            })
    }
    fn clicks(&self, mv: &ByteMove) -> Vec<Target> {
        let geometry = self.geometry();
        match *mv {
            ByteMove::Step { from, to } => vec![
                Target::Level {
                    cell: geometry.coord(from),
                    level: 0,
                },
                Target::Cell(geometry.coord(to)),
            ],
            ByteMove::Merge { from, onto, level } => vec![
                Target::Level {
                    cell: geometry.coord(from),
                    level,
                },
                Target::Cell(geometry.coord(onto)),
            ],
            ByteMove::Pass => vec![Target::Choice("pass")],
        }
    }
    fn to_text(&self) -> String {
        let size = self.geometry().size;
        let ranks: Vec<String> = (0..size).rev().map(|r| self.rank_text(r)).collect();
        let passed = if self.passes > 0 { " passed" } else { "" };
        format!(
            "{} {} {}-{}{passed}",
            ranks.join("/"),
            Byte::seat_letter(self.side),
            self.won[0],
            self.won[1]
        )
    }
    fn from_text(text: &str, options: &ByteOptions) -> Result<Byte, PositionError> {
        let error = |reason: String| PositionError { reason };
        let parts: Vec<&str> = text.split_whitespace().collect();
        let (ranks, side, won, passed) = match parts[..] {
            [ranks, side, won] => (ranks, side, won, false),
            [ranks, side, won, "passed"] => (ranks, side, won, true),
            [_, _, _, extra, ..] => {
                return Err(error(format!(
                    "unexpected `{extra}` after the stacks won (only `passed` may follow)"
                )))
            }
            _ => {
                return Err(error(
                    "expected the ranks, the player to move (`b` or `w`) and the stacks won \
                     (like `0-0`)"
                        .into(),
                ))
            }
        };
        let mut position = Byte::empty(options);
        position.read_ranks(ranks).map_err(error)?;
        position.side = match side {
            "b" => 0,
            "w" => 1,
            other => {
                return Err(error(format!(
                    "the player to move must be `b` or `w`, not `{other}`"
                )))
            }
        };
        position.read_won(won).map_err(error)?;
        position.check_counts().map_err(error)?;
        position.passes = u8::from(passed);
        position.judge();
        Ok(position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry_counts_neighbours_and_balls() {
        let g = &GEOMETRY_8;
        assert_eq!(g.dark, 32);
        assert_eq!(g.total_checkers(), 24);
        assert_eq!(g.stacks_to_win(), 2);
        assert_eq!(GEOMETRY_10.total_checkers(), 40);
        assert_eq!(GEOMETRY_10.stacks_to_win(), 3);
        // a1 has one neighbour (b2); d4 has four.
        let a1 = g.dark_at(Coord::new(0, 0)).unwrap();
        let d4 = g.dark_at(Coord::new(3, 3)).unwrap();
        assert_eq!(g.neighbours(a1).count(), 1);
        assert_eq!(g.neighbours(d4).count(), 4);
        assert_eq!(g.ball[a1 as usize][7].count_ones(), 32);
        assert_eq!(g.ball[a1 as usize][0], 1 << a1);
        for s in 0..g.dark {
            assert_eq!(g.dark_at(g.coord(s)), Some(s));
        }
    }

    #[test]
    fn merge_rule_matches_the_pseudo_code() {
        // Level 3 (0-based 2) onto a stack of 2: does not rise.
        assert!(matches!(
            merge_fault(2, 3, 2),
            Some(MergeFault::MustRise { .. })
        ));
        assert_eq!(merge_fault(0, 3, 2), None);
        assert_eq!(merge_fault(0, 5, 4), Some(MergeFault::TooTall(9)));
        assert_eq!(merge_fault(1, 5, 4), None);
    }
}
