//! Gyges (Claude Leroy, 1984), as RULES.md section 9 specifies it, with
//! both rule profiles of 9.5: `official` (bounce model, edge-once paths
//! with Boardspace's two extra bans, next-row fallback, superko) and
//! `fogliaccio` (the seed: push model, cell-once paths, pass when the
//! shore row is stuck, simple ko).
//!
//! The board is one `u128`, two bits per cell (cell `i = rank * 6 + file`
//! holds bits `2i..2i+2`, value 0 = empty or 1 to 3), so a move is simply
//! the board it leaves: two routes that leave the same pieces in the same
//! places are one move by construction (RULES.md 9.3), playing a move is an
//! assignment and repetition checks compare integers. The legal moves come
//! from `gyges/generate.rs`, which finds each start's distinct results
//! without listing its routes; the route search here (`Search`, one
//! depth-first search over fixed arrays) serves notation, clicks, `reach`
//! and animation, which pick one canonical route of a move (fewest clicks,
//! then the smallest click list), and is the reference the tests hold the
//! generator to.

#[cfg(feature = "computer")]
mod eval;
#[cfg(feature = "view")]
mod view;

use crate::game::{
    parse_choice, parse_number, About, Game, GameOptions, LegalMove, MoveParseError, OptionError,
    OptionSpec, Outcome, PositionError, Seat, Target, MAX_PLIES_DRAW, MAX_PLIES_LIMIT,
};
use crate::geometry::Coord;
use crate::rng::Rng;
use crate::ui::scene::{Change, Highlight, PieceLook, PieceView, Scene, Shading, Step, Tone};

mod bits;
mod board_set;
mod evaluate;
mod families;
mod generate;
mod seen;
mod views;

use families::Family;
use seen::SeenBoards;

/// South moves first and attacks the goal beyond row 6 (RULES.md 9.1).
pub const SOUTH: Seat = Seat(0);
/// North moves second and attacks the goal beyond row 1.
pub const NORTH: Seat = Seat(1);

/// Board side length.
const SIZE: u8 = 6;
/// Number of cells.
const CELLS: u8 = 36;
/// A hop into the opponent's goal, in hop lists.
pub const GOAL: u8 = 36;
/// No neighbour in that direction.
const NONE: u8 = 255;

/// Which of RULES.md 9.5's two rule sets is played.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Profile {
    /// What every other implementation plays: bounce model, edge-once with
    /// Boardspace's bans, next-row fallback, superko.
    #[default]
    Official,
    /// The seed's wording: push model, cell-once, pass when the shore row
    /// is stuck, simple ko.
    Fogliaccio,
}

/// How the twelve pieces reach the board (RULES.md 9.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Setup {
    /// South places all six on row 1, then North on row 6.
    #[default]
    Play,
    /// The same rows, South and North placing in turn (`alternate_setup`).
    Alternate,
    /// Six pieces anywhere on one's two nearest rows, South then North.
    Cosmoludo,
    /// Fixed home rows, values by file a to f: South's row 1, North's row 6.
    Fixed([[u8; 6]; 2]),
}

/// Where a replaced piece may be put (RULES.md 9.7.6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Replacement {
    /// Any empty cell from the mover's side up to the opponent's shore row.
    #[default]
    Official,
    /// Only the row next to the opponent's shore, on the mover's side.
    SeedSingleRow,
    /// No replacement (Boardspace beginner).
    Off,
}

/// Options of Gyges; defaults as RULES.md 9.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct GygesOptions {
    /// The rule profile.
    pub profile: Profile,
    /// How the pieces are set up.
    pub setup: Setup,
    /// The replacement rule.
    pub replacement: Replacement,
    /// Self-play guard: a draw after this many plies; 0 = off.
    pub max_plies: u32,
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "profile",
        default: "official",
        choices: &["official", "fogliaccio"],
        help: "official: bounce, edge-once paths, next-row fallback, superko; fogliaccio: the seed's push, cell-once, pass, simple ko",
    },
    OptionSpec {
        key: "setup",
        default: "play",
        choices: &[],
        help: "play (South fills row 1, then North row 6), alternate, cosmoludo (two nearest rows), or fixed rows like 321123/321123 (South's row 1 then North's row 6, files a to f)",
    },
    OptionSpec {
        key: "replacement",
        default: "official",
        choices: &["official", "seed_single_row", "off"],
        help: "where a piece landed on may be put: up to the opponent's shore row, only the row before it, or no replacement",
    },
    MAX_PLIES_DRAW,
];

/// Reads fixed home rows such as `321123/321123`: two of each value per row.
fn parse_fixed_rows(value: &str) -> Option<[[u8; 6]; 2]> {
    let (south, north) = value.split_once('/')?;
    let mut rows = [[0u8; 6]; 2];
    for (row, text) in rows.iter_mut().zip([south, north]) {
        let bytes = text.as_bytes();
        if bytes.len() != 6 {
            return None;
        }
        for (cell, &b) in row.iter_mut().zip(bytes) {
            if !(b'1'..=b'3').contains(&b) {
                return None;
            }
            *cell = b - b'0';
        }
        if (1..=3).any(|v| row.iter().filter(|&&c| c == v).count() != 2) {
            return None;
        }
    }
    Some(rows)
}

fn setup_text(setup: Setup) -> String {
    match setup {
        Setup::Play => "play".into(),
        Setup::Alternate => "alternate".into(),
        Setup::Cosmoludo => "cosmoludo".into(),
        Setup::Fixed(rows) => {
            let row = |r: &[u8; 6]| r.iter().map(|v| char::from(b'0' + v)).collect::<String>();
            format!("{}/{}", row(&rows[0]), row(&rows[1]))
        }
    }
}

impl GameOptions for GygesOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "profile" => {
                self.profile = parse_choice(
                    key,
                    value,
                    &[
                        ("official", Profile::Official),
                        ("fogliaccio", Profile::Fogliaccio),
                    ],
                )?
            }
            "setup" => {
                self.setup = match value {
                    "play" => Setup::Play,
                    "alternate" => Setup::Alternate,
                    "cosmoludo" => Setup::Cosmoludo,
                    _ => Setup::Fixed(parse_fixed_rows(value).ok_or_else(|| {
                        OptionError::BadValue {
                            key: key.into(),
                            value: value.into(),
                            expected: "`play`, `alternate`, `cosmoludo` or two rows of six values \
                                       with two each of 1, 2, 3, like `321123/321123`"
                                .into(),
                        }
                    })?),
                }
            }
            "replacement" => {
                self.replacement = parse_choice(
                    key,
                    value,
                    &[
                        ("official", Replacement::Official),
                        ("seed_single_row", Replacement::SeedSingleRow),
                        ("off", Replacement::Off),
                    ],
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
            "profile" => match self.profile {
                Profile::Official => "official".into(),
                Profile::Fogliaccio => "fogliaccio".into(),
            },
            "setup" => setup_text(self.setup),
            "replacement" => match self.replacement {
                Replacement::Official => "official".into(),
                Replacement::SeedSingleRow => "seed_single_row".into(),
                Replacement::Off => "off".into(),
            },
            "max_plies" => self.max_plies.to_string(),
            _ => return None,
        })
    }
}

/// A Gyges move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum GygesMove {
    /// A setup placement: a piece of `value` on cell `cell` (rank * 6 + file).
    Place {
        /// 1 to 3.
        value: u8,
        /// Cell index.
        cell: u8,
    },
    /// A move of a piece, identified by the board it leaves (RULES.md 9.3:
    /// routes leaving the same pieces in the same places are one move). A
    /// board with one piece fewer means a piece reached the goal.
    Play {
        /// The packed board after the move.
        after: u128,
    },
    /// No legal move (RULES.md 9.4).
    Pass,
}

/// How a route ends.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum End {
    /// On an empty cell.
    Empty(u8),
    /// In the opponent's goal.
    Goal,
    /// On a piece on `landing`, which is put on `to`.
    Replace {
        /// The cell landed on.
        landing: u8,
        /// The empty cell the replaced piece goes to.
        to: u8,
    },
}

/// One way a piece travels, for notation, clicks, animation and tests.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Route {
    /// Every cell the travelling piece (or pieces, in the push model) stands
    /// on hop by hop, the start first; `GOAL` for a hop into the goal.
    pub hops: Vec<u8>,
    /// The start, then each cell bounced on, in order.
    pub chain: Vec<u8>,
    /// How it ends.
    pub end: End,
    /// The board it leaves.
    pub after: u128,
}

/// Why a game ended, for the banner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum EndReason {
    Goal,
    Stuck,
    PlyLimit,
}

/// A Gyges position with the history its repetition rule needs.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Gyges {
    options: GygesOptions,
    board: u128,
    side: u8,
    /// Pieces still to place, by seat and value (index 1 to 3).
    hand: [[u8; 4]; 2],
    /// The board before the last ply: simple ko, and the last move's focus.
    before: u128,
    /// Superko: every board since the setup ended, current one included, sorted.
    seen: SeenBoards,
    /// Consecutive passes; two end the game (nobody can ever move again).
    passes: u8,
    plies: u32,
    outcome: Option<(Outcome, EndReason)>,
}

// ------------------------------------------------------------ board helpers

const fn cell_of(file: u8, rank: u8) -> u8 {
    rank * SIZE + file
}

const fn rank_of(cell: u8) -> u8 {
    cell / SIZE
}

fn coord(cell: u8) -> Coord {
    Coord::new(cell % SIZE, cell / SIZE)
}

fn cell_from(c: Coord) -> Option<u8> {
    (c.file < SIZE && c.rank < SIZE).then(|| cell_of(c.file, c.rank))
}

/// The value on `cell` (0 = empty).
#[inline]
fn value(board: u128, cell: u8) -> u8 {
    ((board >> (2 * cell)) & 3) as u8
}

/// Each value on each cell as board bits, so that putting a piece is a
/// look-up: a variable shift of a `u128` costs several instructions, and
/// move generation puts pieces hundreds of times a ply.
const PIECES: [[u128; 36]; 4] = {
    let mut t = [[0u128; 36]; 4];
    let mut v = 0;
    while v < 4 {
        let mut cell = 0;
        while cell < 36 {
            t[v][cell] = (v as u128) << (2 * cell);
            cell += 1;
        }
        v += 1;
    }
    t
};

/// Value `v` on `cell` alone, as board bits.
#[inline]
fn piece(cell: u8, v: u8) -> u128 {
    PIECES[v as usize][cell as usize]
}

/// `board` with `cell` set to `v`.
#[inline]
fn with(board: u128, cell: u8, v: u8) -> u128 {
    (board & !piece(cell, 3)) | piece(cell, v)
}

/// The twelve bits of a row.
#[inline]
fn row_bits(board: u128, rank: u8) -> u128 {
    (board >> (12 * rank)) & 0xFFF
}

fn piece_count(board: u128) -> u32 {
    occupancy(board).count_ones()
}

/// Cells holding a piece, as a bit set.
fn occupancy(board: u128) -> u64 {
    pack_cells((board | board >> 1) & LOW_BITS)
}

/// The low bit of every two-bit cell.
const LOW_BITS: u128 = repeat(0b01, 2);

const fn repeat(pattern: u128, width: u32) -> u128 {
    let mut out = 0u128;
    let mut shift = 0;
    while shift < 128 {
        out |= pattern << shift;
        shift += width;
    }
    out
}

/// The low bits of the two-bit cells of `x` (its other bits clear), packed
/// into one bit per cell.
fn pack_cells(mut x: u128) -> u64 {
    x = (x | x >> 1) & repeat(0b0011, 4);
    x = (x | x >> 2) & repeat(0x0F, 8);
    x = (x | x >> 4) & repeat(0xFF, 16);
    x = (x | x >> 8) & repeat(0xFFFF, 32);
    x = (x | x >> 16) & repeat(0xFFFF_FFFF, 64);
    (x as u64 & 0xFFFF_FFFF) | ((x >> 64) as u64) << 32
}

/// A board's values as two cell sets, the low and the high bit of each:
/// the searches read values cell by cell many times a ply, and a `u64`
/// shift is cheaper than a `u128` one.
#[derive(Clone, Copy, Debug)]
pub(super) struct Planes {
    low: u64,
    high: u64,
}

impl Planes {
    fn of(board: u128) -> Planes {
        Planes {
            low: pack_cells(board & LOW_BITS),
            high: pack_cells((board >> 1) & LOW_BITS),
        }
    }

    /// The value on `cell` (0 = empty).
    #[inline]
    fn value(self, cell: u8) -> u8 {
        ((self.low >> cell) & 1 | ((self.high >> cell) & 1) << 1) as u8
    }
}

/// Calls `f` with each set bit's index, lowest first.
#[inline]
fn for_bits(mut mask: u64, mut f: impl FnMut(u8)) {
    while mask != 0 {
        f(mask.trailing_zeros() as u8);
        mask &= mask - 1;
    }
}

thread_local! {
    /// `count_moves`' move list, reused from call to call.
    static COUNT_SCRATCH: std::cell::RefCell<Vec<GygesMove>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A seat's shore row: the non-empty row nearest to it (RULES.md 9.3).
fn shore(board: u128, seat: u8) -> Option<u8> {
    let mut ranks = 0..SIZE;
    if seat == 0 {
        ranks.find(|&r| row_bits(board, r) != 0)
    } else {
        ranks.rev().find(|&r| row_bits(board, r) != 0)
    }
}

/// Rows from a seat's shore toward the opponent: the official fallback order.
fn rows_from_shore(board: u128, seat: u8) -> Vec<u8> {
    let Some(first) = shore(board, seat) else {
        return Vec::new();
    };
    if seat == 0 {
        (first..SIZE).collect()
    } else {
        (0..=first).rev().collect()
    }
}

/// The row from which a seat's pieces enter the opponent's goal.
const fn last_row(seat: u8) -> u8 {
    if seat == 0 {
        SIZE - 1
    } else {
        0
    }
}

/// Neighbours by direction (north, east, south, west) and the id of the
/// edge crossed, for the edge-once rule.
const fn build_neighbours() -> [[(u8, u8); 4]; 36] {
    let mut t = [[(NONE, 0u8); 4]; 36];
    let mut c = 0u8;
    while c < CELLS {
        let (f, r) = (c % SIZE, c / SIZE);
        if r + 1 < SIZE {
            t[c as usize][0] = (c + SIZE, 30 + c);
        }
        if f + 1 < SIZE {
            t[c as usize][1] = (c + 1, r * 5 + f);
        }
        if r > 0 {
            t[c as usize][2] = (c - SIZE, 30 + c - SIZE);
        }
        if f > 0 {
            t[c as usize][3] = (c - 1, r * 5 + f - 1);
        }
        c += 1;
    }
    t
}

const NEIGHBOURS: [[(u8, u8); 4]; 36] = build_neighbours();

// ------------------------------------------------------------ route search

/// The depth-first search of RULES.md 9.3 from one start, reporting every
/// route's end to `sink` with the path so far in fixed arrays.
struct Search {
    board: u128,
    /// Occupied cells, the start excluded (it is empty once the piece left).
    occ: u64,
    start: u8,
    edge_rule: bool,
    replace: bool,
    goal_row: u8,
    hops: [u8; 72],
    hop_len: usize,
    chain: [u8; 16],
    chain_len: usize,
    /// Set once a sink asked to stop (it found what it was looking for).
    stop: bool,
}

impl Search {
    fn hops(&self) -> &[u8] {
        &self.hops[..self.hop_len]
    }

    fn chain(&self) -> &[u8] {
        &self.chain[..self.chain_len]
    }

    fn segment<F: FnMut(&Search, End) -> bool>(
        &mut self,
        sink: &mut F,
        cur: u8,
        left: u8,
        visited: u64,
        edges: u64,
        bounced: u64,
    ) {
        if left == 1 && rank_of(cur) == self.goal_row {
            self.hops[self.hop_len] = GOAL;
            self.hop_len += 1;
            self.stop |= sink(self, End::Goal);
            self.hop_len -= 1;
        }
        for &(n, e) in &NEIGHBOURS[cur as usize] {
            if n == NONE || self.stop {
                continue;
            }
            let (nbit, ebit) = (1u64 << n, 1u64 << e);
            if self.edge_rule {
                if edges & ebit != 0 {
                    continue;
                }
            } else if visited & nbit != 0 {
                continue;
            }
            let occupied = self.occ & nbit != 0;
            self.hops[self.hop_len] = n;
            self.hop_len += 1;
            if left > 1 {
                if !occupied {
                    self.segment(sink, n, left - 1, visited | nbit, edges | ebit, bounced);
                }
            } else if !occupied {
                // Boardspace: no null move back onto the start.
                if !(self.edge_rule && n == self.start) {
                    self.stop |= sink(self, End::Empty(n));
                }
            } else {
                if self.replace {
                    self.stop |= sink(self, End::Replace { landing: n, to: n });
                }
                // Boardspace: no second bounce on the same cell.
                if !(self.edge_rule && bounced & nbit != 0) {
                    self.chain[self.chain_len] = n;
                    self.chain_len += 1;
                    let v = value(self.board, n);
                    self.segment(sink, n, v, visited | nbit, edges | ebit, bounced | nbit);
                    self.chain_len -= 1;
                }
            }
            self.hop_len -= 1;
        }
    }
}

impl Gyges {
    fn push_model(&self) -> bool {
        self.options.profile == Profile::Fogliaccio
    }

    fn in_setup(&self) -> bool {
        self.hand.iter().flatten().any(|&n| n > 0)
    }

    /// Whether the moves are pieces travelling, whose results come as
    /// families (`gyges/families.rs`), not placements.
    fn counts_by_families(&self) -> bool {
        self.outcome.is_none() && !self.in_setup()
    }

    /// Runs the route search from `start` for the mover, calling `sink` at
    /// each route end (for `End::Replace`, `to` is still unset).
    fn search<F: FnMut(&Search, End) -> bool>(&self, start: u8, sink: &mut F) {
        let value_a = value(self.board, start);
        if value_a == 0 {
            return;
        }
        let occ = occupancy(self.board) & !(1u64 << start);
        let mut s = Search {
            board: self.board,
            occ,
            start,
            edge_rule: !self.push_model(),
            replace: self.options.replacement != Replacement::Off,
            goal_row: last_row(self.side),
            hops: [0; 72],
            hop_len: 1,
            chain: [0; 16],
            chain_len: 1,
            stop: false,
        };
        s.hops[0] = start;
        s.chain[0] = start;
        s.segment(sink, start, value_a, 1u64 << start, 0, 0);
    }

    /// The board once the pieces have travelled along `chain` to `end`
    /// (RULES.md 9.3's final placement), before any replaced piece is put
    /// back: the replaced piece is lifted. Also returns its value.
    fn arrive(&self, chain: &[u8], end: End) -> (u128, u8) {
        let old = self.board;
        let mut b = with(old, chain[0], 0);
        let carried = if self.push_model() {
            for pair in chain.windows(2) {
                b = with(b, pair[1], value(old, pair[0]));
            }
            value(old, chain[chain.len() - 1])
        } else {
            value(old, chain[0])
        };
        match end {
            End::Empty(f) => (with(b, f, carried), 0),
            End::Goal => (b, 0),
            End::Replace { landing, .. } => (with(b, landing, carried), value(old, landing)),
        }
    }

    /// Empty cells where a replaced piece may go on `b` (RULES.md 9.7.6):
    /// rows from the mover's side up to the opponent's shore, or only the
    /// row before that shore.
    fn replacement_cells(&self, b: u128) -> impl Iterator<Item = u8> {
        let mut mask = self.replacement_zone(occupancy(b));
        std::iter::from_fn(move || {
            (mask != 0).then(|| {
                let c = mask.trailing_zeros() as u8;
                mask &= mask - 1;
                c
            })
        })
    }

    /// The empty cells where a replaced piece may go, as a bit set, on a
    /// board whose occupied cells are `occ` (the replaced piece lifted).
    fn replacement_zone(&self, occ: u64) -> u64 {
        let mover = self.side;
        let row = |r: u8| (occ >> (r * SIZE)) & 0x3F != 0;
        let shore = if mover == 0 {
            (0..SIZE).rev().find(|&r| row(r))
        } else {
            (0..SIZE).find(|&r| row(r))
        };
        let (lo, hi) = match shore {
            None => return 0,
            Some(s) => {
                let (lo, hi) = if mover == 0 { (0, s) } else { (s, SIZE - 1) };
                match self.options.replacement {
                    Replacement::SeedSingleRow if mover == 0 && s > 0 => (s - 1, s - 1),
                    Replacement::SeedSingleRow if mover == 1 && s + 1 < SIZE => (s + 1, s + 1),
                    Replacement::SeedSingleRow => return 0,
                    _ => (lo, hi),
                }
            }
        };
        let rows = ((1u64 << ((hi + 1) * SIZE)) - 1) & !((1u64 << (lo * SIZE)) - 1);
        rows & !occ
    }

    /// Calls `each` with every board a route end leads to (one per
    /// replacement cell for a replacement).
    fn results(&self, chain: &[u8], end: End, mut each: impl FnMut(End, u128)) {
        let (b, lifted) = self.arrive(chain, end);
        match end {
            End::Replace { landing, .. } => {
                for to in self.replacement_cells(b) {
                    each(End::Replace { landing, to }, with(b, to, lifted));
                }
            }
            _ => each(end, b),
        }
    }

    /// Whether a move leaving `after` breaks the profile's repetition rule
    /// (RULES.md 9.4): simple ko, or superko over every earlier board.
    fn repeats(&self, after: u128) -> bool {
        match self.options.profile {
            Profile::Fogliaccio => after == self.board || after == self.before,
            Profile::Official => self.seen.contains(after),
        }
    }

    /// `family` without the boards `repeats` forbids.
    fn allowed(&self, family: Family) -> Family {
        match self.options.profile {
            // Simple ko forbids two boards only.
            Profile::Fogliaccio => family.without(self.board).without(self.before),
            Profile::Official => {
                let mut allowed = family;
                for_bits(family.cells, |c| {
                    if self.seen.contains(family.board(c)) {
                        allowed.cells &= !(1u64 << c);
                    }
                });
                allowed
            }
        }
    }

    /// `repeats` for the board built by `after`, whose Zobrist hash is
    /// `hash`: superko builds it only when its filter cannot rule it out.
    #[inline]
    fn repeats_hashed(&self, hash: u64, after: impl FnOnce() -> u128) -> bool {
        match self.options.profile {
            Profile::Fogliaccio => {
                let after = after();
                after == self.board || after == self.before
            }
            Profile::Official => self.seen.contains_hashed(hash, after),
        }
    }

    /// Calls `emit` once with every distinct result board of the pieces on
    /// row `rank` that the repetition rule allows, in an order fixed by the
    /// position: file by file, and within a start the goal, the empty
    /// cells, then the replacements, each in cell order.
    fn each_row_result(&self, rank: u8, emit: &mut impl FnMut(u128)) {
        self.row_families(rank, &mut |family| family.each_board(&mut *emit));
    }

    /// Rows in the order the profile tries them: the shore row, then
    /// (official only) each next row toward the opponent.
    fn rows_to_try(&self) -> impl Iterator<Item = u8> {
        let first = shore(self.board, self.side);
        let take = match self.options.profile {
            Profile::Official => SIZE as usize,
            Profile::Fogliaccio => 1,
        };
        let south = self.side == 0;
        first
            .into_iter()
            .flat_map(move |f| {
                (0..SIZE).filter_map(move |i| {
                    if south {
                        (f + i < SIZE).then_some(f + i)
                    } else {
                        f.checked_sub(i)
                    }
                })
            })
            .take(take)
    }

    /// The row whose pieces move now, with its moves pushed onto `moves`
    /// (distinct, in `each_row_result`'s order). `None`: pass.
    fn movable_moves(&self, moves: &mut Vec<GygesMove>) -> Option<u8> {
        for rank in self.rows_to_try() {
            self.each_row_result(rank, &mut |after| moves.push(GygesMove::Play { after }));
            if !moves.is_empty() {
                return Some(rank);
            }
        }
        None
    }

    /// Every legal result board of the pieces on row `rank` by the route
    /// search, sorted, distinct: the reference `each_row_result` is tested
    /// against.
    fn row_results(&self, rank: u8, out: &mut Vec<u128>) {
        out.clear();
        for file in 0..SIZE {
            let start = cell_of(file, rank);
            self.search(start, &mut |s: &Search, end| {
                self.results(s.chain(), end, |_, after| {
                    if !self.repeats(after) {
                        out.push(after);
                    }
                });
                false
            });
        }
        out.sort_unstable();
        out.dedup();
    }

    /// The legal moves by the route search, enumerating every route: slow,
    /// kept so tests can check the fast generator against it.
    #[doc(hidden)]
    pub fn moves_by_routes(&self) -> Vec<GygesMove> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        if self.in_setup() {
            let mut moves = Vec::new();
            self.placements(&mut moves);
            return moves;
        }
        let rows = rows_from_shore(self.board, self.side);
        let tried = match self.options.profile {
            Profile::Official => &rows[..],
            Profile::Fogliaccio => &rows[..rows.len().min(1)],
        };
        let mut out = Vec::new();
        for &rank in tried {
            self.row_results(rank, &mut out);
            if !out.is_empty() {
                return out
                    .into_iter()
                    .map(|after| GygesMove::Play { after })
                    .collect();
            }
        }
        vec![GygesMove::Pass]
    }

    /// Every route from `start` (whatever its row), with the board it leaves.
    pub fn routes(&self, start: Coord) -> Vec<Route> {
        let mut routes = Vec::new();
        let Some(start) = cell_from(start) else {
            return routes;
        };
        self.search(start, &mut |s: &Search, end| {
            self.results(s.chain(), end, |end, after| {
                routes.push(Route {
                    hops: s.hops().to_vec(),
                    chain: s.chain().to_vec(),
                    end,
                    after,
                })
            });
            false
        });
        routes
    }

    /// The row whose pieces move now, found without listing the moves.
    fn movable_row(&self) -> Option<u8> {
        self.rows_to_try().find(|&rank| {
            let mut any = false;
            self.each_row_result(rank, &mut |_| any = true);
            any
        })
    }

    /// Cells a seat may place on during the setup (RULES.md 9.2).
    fn setup_rows(&self, seat: u8) -> std::ops::RangeInclusive<u8> {
        match (self.options.setup, seat) {
            (Setup::Cosmoludo, 0) => 0..=1,
            (Setup::Cosmoludo, _) => SIZE - 2..=SIZE - 1,
            (_, 0) => 0..=0,
            _ => SIZE - 1..=SIZE - 1,
        }
    }

    fn placements(&self, moves: &mut Vec<GygesMove>) {
        let seat = self.side as usize;
        for v in 1..=3u8 {
            if self.hand[seat][v as usize] == 0 {
                continue;
            }
            for rank in self.setup_rows(self.side) {
                for file in 0..SIZE {
                    let cell = cell_of(file, rank);
                    if value(self.board, cell) == 0 {
                        moves.push(GygesMove::Place { value: v, cell });
                    }
                }
            }
        }
    }

    /// Who places next once `seat` has placed (RULES.md 9.2 orders).
    fn next_placer(&self, seat: u8) -> u8 {
        let has = |s: u8| self.hand[s as usize].iter().any(|&n| n > 0);
        let other = 1 - seat;
        match self.options.setup {
            Setup::Alternate if has(other) => other,
            _ if has(seat) => seat,
            _ if has(other) => other,
            _ => 0,
        }
    }

    fn finish_ply(&mut self) {
        self.plies += 1;
        if self.outcome.is_none()
            && self.options.max_plies > 0
            && self.plies >= self.options.max_plies
        {
            self.outcome = Some((Outcome::Draw, EndReason::PlyLimit));
        }
    }

    /// The route drawn for a move: among the movable row's routes leaving
    /// its board, the one with the fewest clicks, then the smallest clicks.
    fn canonical_route(&self, after: u128) -> Option<Route> {
        let rank = self.movable_row()?;
        let row: Vec<u8> = (0..SIZE).map(|f| cell_of(f, rank)).collect();
        // A legal move changes its start's cell except in rare push-model
        // cases, so look there first; the choice is still deterministic.
        let changed: Vec<u8> = row
            .iter()
            .copied()
            .filter(|&c| value(self.board, c) != value(after, c))
            .collect();
        self.best_route(&changed, after)
            .or_else(|| self.best_route(&row, after))
    }

    fn best_route(&self, starts: &[u8], after: u128) -> Option<Route> {
        let mut best = None;
        let mut clicks = Vec::new();
        for &start in starts {
            self.search(start, &mut |s: &Search, end| {
                self.results(s.chain(), end, |end, result| {
                    if result != after {
                        return;
                    }
                    clicks.clear();
                    self.push_chain_clicks(s.chain(), end, &mut clicks);
                    views::offer(&mut best, &clicks, || Route {
                        hops: s.hops().to_vec(),
                        chain: s.chain().to_vec(),
                        end,
                        after,
                    });
                });
                false
            });
        }
        best.map(|(_, r)| r)
    }

    /// Clicks of a route: start, each bounce cell and `bounce`, then the end.
    fn route_clicks(&self, route: &Route) -> Vec<Target> {
        let mut clicks = Vec::new();
        self.push_chain_clicks(&route.chain, route.end, &mut clicks);
        clicks
    }

    /// Adds the clicks of a route given by its chain (start, then each cell
    /// bounced on) and its end, so routes can be compared in one reused
    /// buffer before one is kept.
    fn push_chain_clicks(&self, chain: &[u8], end: End, clicks: &mut Vec<Target>) {
        clicks.push(Target::Cell(coord(chain[0])));
        for &b in &chain[1..] {
            clicks.push(Target::Cell(coord(b)));
            clicks.push(Target::Choice("bounce"));
        }
        match end {
            End::Empty(f) => clicks.push(Target::Cell(coord(f))),
            End::Goal => clicks.push(Target::Goal(Seat(1 - self.side))),
            End::Replace { landing, to } => {
                clicks.push(Target::Cell(coord(landing)));
                clicks.push(Target::Choice("replace"));
                clicks.push(Target::Cell(coord(to)));
            }
        }
    }

    /// Notation of a route: cells joined by `-`, the goal as `N` or `S`,
    /// a replacement as `landing>cell`.
    fn route_text(&self, route: &Route) -> String {
        use std::fmt::Write as _;
        let mut text = String::with_capacity(4 * route.chain.len() + 6);
        for &c in &route.chain {
            let _ = write!(text, "{}-", coord(c));
        }
        let _ = match route.end {
            End::Empty(f) => write!(text, "{}", coord(f)),
            End::Goal => write!(text, "{}", if self.side == 0 { "N" } else { "S" }),
            End::Replace { landing, to } => write!(text, "{}>{}", coord(landing), coord(to)),
        };
        text
    }

    /// The animation of a route: one beat per hop, a bounce marked in the
    /// beat the piece lands on the one it bounces off; in the push model
    /// the pushed piece leaves in that same beat. A replacement lifts the
    /// piece landed on and sets it down in a beat of its own; a win ends
    /// with the piece travelling into the goal.
    fn route_motion(&self, route: &Route) -> Vec<Step> {
        let mut steps: Vec<Step> = Vec::new();
        let landings = &route.chain[1..];
        let mut next_landing = 0;
        let mut merge_next = false;
        for pair in route.hops.windows(2) {
            let (from, to) = (pair[0], pair[1]);
            let change = if to == GOAL {
                Change::Enter {
                    from: coord(from),
                    goal: Seat(1 - self.side),
                }
            } else {
                Change::Slide {
                    from: coord(from),
                    to: coord(to),
                }
            };
            match steps.last_mut() {
                Some(last) if merge_next => {
                    last.changes.insert(0, change);
                    merge_next = false;
                }
                _ => steps.push(Step {
                    changes: vec![change],
                }),
            }
            if landings.get(next_landing) == Some(&to) {
                next_landing += 1;
                if let Some(last) = steps.last_mut() {
                    last.changes.push(Change::Bounce { at: coord(to) });
                }
                merge_next = self.push_model();
            }
        }
        if let End::Replace { landing, to } = route.end {
            steps.push(Step {
                changes: vec![Change::Relocate {
                    from: coord(landing),
                    to: coord(to),
                }],
            });
        }
        steps
    }

    /// The start and the cells bounced on, from clicks that pick a piece of
    /// the movable row and go through whole bounces (`cell`, `bounce`);
    /// `None` for anything else (a landing still waiting for its choice).
    fn clicked_chain(&self, clicks: &[Target]) -> Option<Vec<u8>> {
        let Some(Target::Cell(c)) = clicks.first() else {
            return None;
        };
        let start = cell_from(*c)?;
        if value(self.board, start) == 0 || self.movable_row() != Some(rank_of(start)) {
            return None;
        }
        let mut chain = vec![start];
        let rest = &clicks[1..];
        if !rest.len().is_multiple_of(2) {
            return None;
        }
        for pair in rest.chunks(2) {
            match pair {
                [Target::Cell(b), Target::Choice("bounce")] => chain.push(cell_from(*b)?),
                _ => return None,
            }
        }
        Some(chain)
    }

    fn seat_word(seat: u8) -> &'static str {
        if seat == 0 {
            "South"
        } else {
            "North"
        }
    }

    fn hand_list(&self, seat: u8) -> String {
        let mut items = Vec::new();
        for v in 1..=3u8 {
            for _ in 0..self.hand[seat as usize][v as usize] {
                items.push(v.to_string());
            }
        }
        items.join(", ")
    }

    /// Reads a route's text into its start, bounce cells and end (without
    /// the replacement cell check), for `parse_move`.
    fn read_route(&self, text: &str) -> Result<(u8, Vec<u8>, End), String> {
        let tokens: Vec<&str> = text.split('-').collect();
        if tokens.len() < 2 || tokens.len() > 40 {
            return Err("expected a path like `b1-c3` or `a5-c4-c3-S`".into());
        }
        let cell = |t: &str| {
            Coord::parse(t, SIZE, SIZE)
                .and_then(cell_from)
                .ok_or_else(|| format!("`{t}` is not a cell from a1 to f6"))
        };
        let start = cell(tokens[0])?;
        let last = tokens[tokens.len() - 1];
        let bounces = tokens[1..tokens.len() - 1]
            .iter()
            .map(|t| cell(t))
            .collect::<Result<Vec<u8>, String>>()?;
        let end = match last {
            "N" | "n" | "S" | "s" => {
                let goal_side = if self.side == 0 { "N" } else { "S" };
                if !last.eq_ignore_ascii_case(goal_side) {
                    return Err(format!(
                        "{} attacks the {goal_side} goal, never its own",
                        Self::seat_word(self.side)
                    ));
                }
                End::Goal
            }
            _ => match last.split_once('>') {
                Some((landing, to)) => End::Replace {
                    landing: cell(landing)?,
                    to: cell(to)?,
                },
                None => End::Empty(cell(last)?),
            },
        };
        Ok((start, bounces, end))
    }

    fn explain_placement(&self, clicks: &[Target]) -> Option<String> {
        let who = Self::seat_word(self.side);
        let v = match clicks.first()? {
            Target::Choice(v) => v.parse::<u8>().ok()?,
            _ => return Some(format!("{who} first picks a value to place: 1, 2 or 3")),
        };
        if !(1..=3).contains(&v) || self.hand[self.side as usize][v as usize] == 0 {
            return Some(format!("{who} has no {v} left to place"));
        }
        let Some(Target::Cell(c)) = clicks.get(1) else {
            return None;
        };
        let cell = cell_from(*c)?;
        if value(self.board, cell) != 0 {
            return Some(format!("{c} is taken"));
        }
        let rows = self.setup_rows(self.side);
        if !rows.contains(&rank_of(cell)) {
            return Some(format!(
                "{who} places on rows {} to {} only",
                rows.start() + 1,
                rows.end() + 1
            ));
        }
        None
    }

    fn explain_move(&self, clicks: &[Target]) -> Option<String> {
        let who = Self::seat_word(self.side);
        let Some(Target::Cell(c)) = clicks.first() else {
            return None;
        };
        let start = cell_from(*c)?;
        if value(self.board, start) == 0 {
            return Some(format!("there is no piece on {c}"));
        }
        let rank = self.movable_row();
        if rank != Some(rank_of(start)) {
            let shore_row = shore(self.board, self.side).map_or(0, |r| r + 1);
            return Some(match rank {
                Some(r) if r + 1 != shore_row => format!(
                    "{who}'s shore row (row {shore_row}) cannot move, so only pieces on row {} move",
                    r + 1
                ),
                _ => format!("only pieces on {who}'s shore row (row {shore_row}) move"),
            });
        }
        let mut prefix_raw = false;
        for route in self.routes(*c) {
            if self.route_clicks(&route).starts_with(clicks) {
                if !self.repeats(route.after) {
                    return None;
                }
                prefix_raw = true;
            }
        }
        if prefix_raw {
            return Some("that would repeat an earlier position".into());
        }
        match clicks.last() {
            Some(Target::Choice("bounce")) => Some(
                "a bounce must be completed: the piece cannot travel its full count from there"
                    .into(),
            ),
            Some(Target::Choice("replace")) if self.options.replacement == Replacement::Off => {
                Some("replacement is off in this game".into())
            }
            Some(Target::Goal(s)) if s.0 == self.side => {
                Some(format!("{who} never enters its own goal"))
            }
            _ => None,
        }
    }

    fn board_text(board: u128) -> String {
        (0..SIZE)
            .rev()
            .map(|rank| {
                (0..SIZE)
                    .map(|file| match value(board, cell_of(file, rank)) {
                        0 => '.',
                        v => char::from(b'0' + v),
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    fn parse_board(text: &str) -> Result<u128, String> {
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != 6 {
            return Err(format!("the board needs 6 rows separated by `/`: `{text}`"));
        }
        let mut board = 0u128;
        for (i, row) in rows.iter().enumerate() {
            let rank = SIZE - 1 - i as u8;
            if row.len() != 6 {
                return Err(format!("row {} needs 6 cells: `{row}`", rank + 1));
            }
            for (file, ch) in row.bytes().enumerate() {
                let v = match ch {
                    b'.' => 0,
                    b'1'..=b'3' => ch - b'0',
                    _ => {
                        return Err(format!(
                            "row {} has `{}`: use `.`, `1`, `2` or `3`",
                            rank + 1,
                            ch as char
                        ))
                    }
                };
                board = with(board, cell_of(file as u8, rank), v);
            }
        }
        Ok(board)
    }

    fn parse_hand(text: &str) -> Result<[[u8; 4]; 2], String> {
        let (s, n) = text
            .split_once('/')
            .ok_or_else(|| format!("hand needs South's and North's pieces: `{text}`"))?;
        let mut hand = [[0u8; 4]; 2];
        for (seat, part) in [s, n].iter().enumerate() {
            if *part == "-" {
                continue;
            }
            for ch in part.bytes() {
                match ch {
                    b'1'..=b'3' => hand[seat][(ch - b'0') as usize] += 1,
                    _ => return Err(format!("hand values are 1, 2 or 3, not `{}`", ch as char)),
                }
            }
        }
        Ok(hand)
    }

    /// Checks that board and hands hold four pieces of each value (one may
    /// be missing once the setup is over: it reached a goal).
    fn check_counts(board: u128, hand: &[[u8; 4]; 2]) -> Result<bool, String> {
        let mut missing = 0;
        for v in 1..=3u8 {
            let on_board = (0..CELLS).filter(|&c| value(board, c) == v).count() as u8;
            let total = on_board + hand[0][v as usize] + hand[1][v as usize];
            match total {
                4 => {}
                3 => missing += 1,
                _ => {
                    return Err(format!(
                        "there must be four pieces of value {v}, not {total}"
                    ))
                }
            }
        }
        let in_setup = hand.iter().flatten().any(|&n| n > 0);
        if missing > 1 || (missing == 1 && in_setup) {
            return Err("pieces are missing".into());
        }
        if hand.iter().any(|h| h.iter().sum::<u8>() > 6) {
            return Err("a player places six pieces at most".into());
        }
        Ok(missing == 1)
    }
}

impl Game for Gyges {
    const ID: &'static str = "gyges";
    const ABOUT: About = About {
        name_it: "Gyges",
        name_en: "Gyges",
        summary: "Shared pieces bounce from one to another into your opponent's goal.",
    };
    type Move = GygesMove;
    type Options = GygesOptions;
    fn new(options: &GygesOptions) -> Gyges {
        let mut game = Gyges {
            options: *options,
            board: 0,
            side: 0,
            hand: [[0, 2, 2, 2]; 2],
            before: 0,
            seen: SeenBoards::default(),
            passes: 0,
            plies: 0,
            outcome: None,
        };
        if let Setup::Fixed(rows) = options.setup {
            for file in 0..SIZE {
                game.board = with(game.board, cell_of(file, 0), rows[0][file as usize]);
                game.board = with(game.board, cell_of(file, SIZE - 1), rows[1][file as usize]);
            }
            game.hand = [[0; 4]; 2];
            game.before = game.board;
            game.seen.insert(game.board);
        }
        game
    }
    fn options(&self) -> &GygesOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn seat_name(&self, seat: Seat) -> &'static str {
        Self::seat_word(seat.0)
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn legal_moves(&self, moves: &mut Vec<GygesMove>) {
        moves.clear();
        if self.outcome.is_some() {
            return;
        }
        if self.in_setup() {
            self.placements(moves);
            return;
        }
        if self.movable_moves(moves).is_none() {
            moves.push(GygesMove::Pass);
        }
    }
    /// Counts the families' boards without listing them (see
    /// `gyges/families.rs`); placements count in a buffer kept from call
    /// to call, so perft's last ply allocates nothing.
    fn count_moves(&self) -> usize {
        if self.counts_by_families() {
            // None: a pass.
            return self.with_movable_families(|families| families.boards().max(1));
        }
        COUNT_SCRATCH.with(|scratch| {
            let mut moves = scratch.borrow_mut();
            self.legal_moves(&mut moves);
            moves.len()
        })
    }
    /// Draws among the families' boards without listing them: the same
    /// draw over the same order as `legal_moves`.
    fn random_move(&self, rng: &mut Rng, moves: &mut Vec<GygesMove>) -> Option<GygesMove> {
        if !self.counts_by_families() {
            self.legal_moves(moves);
            return (!moves.is_empty()).then(|| moves[rng.below(moves.len())]);
        }
        self.with_movable_families(|families| match families.boards() {
            0 => {
                // The one move, a pass, drawn as from a list of one.
                rng.below(1);
                Some(GygesMove::Pass)
            }
            n => Some(GygesMove::Play {
                after: families.nth(rng.below(n)),
            }),
        })
    }
    fn play_unchecked(&mut self, mv: &GygesMove) {
        let mover = self.side;
        match *mv {
            GygesMove::Place { value: v, cell } => {
                self.board = with(self.board, cell, v);
                self.hand[mover as usize][v as usize] -= 1;
                self.side = self.next_placer(mover);
                self.before = self.board;
                if !self.in_setup() {
                    self.seen.clear();
                    self.seen.insert(self.board);
                }
            }
            GygesMove::Play { after } => {
                self.before = self.board;
                self.board = after;
                self.passes = 0;
                self.side = 1 - mover;
                if piece_count(after) < 12 {
                    self.outcome = Some((Outcome::Win(Seat(mover)), EndReason::Goal));
                } else if self.options.profile == Profile::Official {
                    self.seen.insert(after);
                }
            }
            GygesMove::Pass => {
                self.before = self.board;
                self.passes += 1;
                self.side = 1 - mover;
                if self.passes >= 2 {
                    self.outcome = Some((Outcome::Draw, EndReason::Stuck));
                }
            }
        }
        self.finish_ply();
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|(o, _)| o)
    }
    fn end_reason(&self) -> Option<String> {
        let (outcome, reason) = self.outcome?;
        Some(match (reason, outcome) {
            (EndReason::Goal, Outcome::Win(s)) => {
                format!("{} brought a piece into the goal", self.seat_name(s))
            }
            (EndReason::Stuck, _) => "neither player can move".into(),
            (EndReason::PlyLimit, _) => "the ply limit was reached".into(),
            _ => return None,
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        if self.in_setup() {
            self.explain_placement(clicks)
        } else {
            self.explain_move(clicks)
        }
    }
    fn move_to_string(&self, mv: &GygesMove) -> String {
        match *mv {
            GygesMove::Place { value: v, cell } => format!("{v}@{}", coord(cell)),
            GygesMove::Play { after } => match self.canonical_route(after) {
                Some(route) => self.route_text(&route),
                None => format!("?{after:x}"),
            },
            GygesMove::Pass => "pass".into(),
        }
    }
    /// Reads `pass`, a placement `3@c1`, or a route: cells joined by `-`
    /// (start, each piece bounced on, then the end: an empty cell, the goal
    /// `N` or `S`, or `landing>cell` for a replacement). The route must exist
    /// on this board; whether it may be played now is `play`'s business.
    fn parse_move(&self, text: &str) -> Result<GygesMove, MoveParseError> {
        let error = |reason: String| MoveParseError {
            text: text.to_string(),
            reason,
        };
        if text == "pass" {
            return Ok(GygesMove::Pass);
        }
        if let Some((v, c)) = text.split_once('@') {
            let value = match v {
                "1" | "2" | "3" => v.as_bytes()[0] - b'0',
                _ => return Err(error(format!("a piece's value is 1, 2 or 3, not `{v}`"))),
            };
            let cell = Coord::parse(c, SIZE, SIZE)
                .and_then(cell_from)
                .ok_or_else(|| error(format!("`{c}` is not a cell from a1 to f6")))?;
            return Ok(GygesMove::Place { value, cell });
        }
        let (start, bounces, end) = self.read_route(text).map_err(error)?;
        let mut found = None;
        self.search(start, &mut |s: &Search, e| {
            if s.chain()[1..] == bounces[..] {
                self.results(s.chain(), e, |e, after| {
                    if e == end {
                        found = Some(after);
                    }
                });
            }
            found.is_some()
        });
        found
            .map(|after| GygesMove::Play { after })
            .ok_or_else(|| error("no piece can travel that path on this board".into()))
    }
    fn legal_move_views(&self, moves: &[GygesMove]) -> Vec<LegalMove> {
        self.move_views(moves)
    }
    fn clicks(&self, mv: &GygesMove) -> Vec<Target> {
        match *mv {
            GygesMove::Place { value: v, cell } => {
                let choice = ["1", "2", "3"][(v.clamp(1, 3) - 1) as usize];
                vec![Target::Choice(choice), Target::Cell(coord(cell))]
            }
            GygesMove::Play { after } => self
                .canonical_route(after)
                .map(|r| self.route_clicks(&r))
                .unwrap_or_default(),
            GygesMove::Pass => vec![Target::Choice("pass")],
        }
    }
    fn to_text(&self) -> String {
        let mut text = format!(
            "{} {}",
            Self::board_text(self.board),
            if self.side == 0 { 'S' } else { 'N' }
        );
        if self.in_setup() {
            let part = |s: u8| {
                let list = self.hand_list(s).replace(", ", "");
                if list.is_empty() {
                    "-".to_string()
                } else {
                    list
                }
            };
            text.push_str(&format!(" hand={}/{}", part(0), part(1)));
            return text;
        }
        match self.options.profile {
            Profile::Fogliaccio => {
                text.push_str(&format!(" ko={}", Self::board_text(self.before)));
            }
            Profile::Official => {
                let earlier: Vec<String> = self
                    .seen
                    .iter()
                    .filter(|&b| b != self.board)
                    .map(|b| format!("{b:018x}"))
                    .collect();
                if !earlier.is_empty() {
                    text.push_str(&format!(" seen={}", earlier.join(",")));
                }
            }
        }
        if self.passes > 0 {
            text.push_str(" pass");
        }
        text
    }
    /// Reads position text: `<board> <side>` then optional fields, separated
    /// by spaces:
    ///
    /// * `<board>`: rows 6 down to 1 separated by `/`, six cells each, files
    ///   a to f: `.` empty, `1` `2` `3` a piece of that value (as RULES.md
    ///   9.6 draws the PBEM position).
    /// * `<side>`: `S` (South) or `N` (North), the player to move.
    /// * `hand=<S>/<N>`: during the setup, the values each still has to
    ///   place (`1223/112233`, `-` for none). Absent: the setup is over.
    /// * `ko=<board>` (fogliaccio): the board before the last ply, which the
    ///   simple ko rule forbids recreating. Absent: the current board.
    /// * `seen=<hex>,<hex>,...` (official): every earlier board since the
    ///   setup ended, as the packed 72-bit board (cell `rank*6+file` in bits
    ///   `2i..2i+2`) in 18 hex digits, sorted. Superko needs the whole
    ///   history and boards are small, so the text carries it exactly.
    /// * `pass`: the last ply was a pass (a second one ends the game).
    ///
    /// The ply count is not written (it only matters to `max_plies`). A
    /// board with one piece missing after the setup is a finished game, won
    /// by the player not to move.
    fn from_text(text: &str, options: &GygesOptions) -> Result<Gyges, PositionError> {
        let error = |reason: String| PositionError { reason };
        let mut parts = text.split_whitespace();
        let board = parts
            .next()
            .ok_or_else(|| error("empty position text".into()))?;
        let board = Self::parse_board(board).map_err(error)?;
        let side = match parts.next() {
            Some("S") => 0,
            Some("N") => 1,
            Some(other) => {
                return Err(error(format!(
                    "the player to move must be `S` or `N`, not `{other}`"
                )))
            }
            None => return Err(error("missing the player to move (`S` or `N`)".into())),
        };
        let mut game = Gyges {
            options: *options,
            board,
            side,
            hand: [[0; 4]; 2],
            before: board,
            seen: SeenBoards::default(),
            passes: 0,
            plies: 0,
            outcome: None,
        };
        for field in parts {
            if let Some(h) = field.strip_prefix("hand=") {
                game.hand = Self::parse_hand(h).map_err(error)?;
            } else if let Some(k) = field.strip_prefix("ko=") {
                game.before = Self::parse_board(k).map_err(error)?;
            } else if let Some(list) = field.strip_prefix("seen=") {
                for item in list.split(',') {
                    let b = u128::from_str_radix(item, 16)
                        .ok()
                        .filter(|b| item.len() == 18 && b >> 72 == 0)
                        .ok_or_else(|| {
                            error(format!("`{item}` is not a board of 18 hex digits"))
                        })?;
                    game.seen.insert(b);
                }
            } else if field == "pass" {
                game.passes = 1;
            } else {
                return Err(error(format!("unexpected `{field}`")));
            }
        }
        let won = Self::check_counts(board, &game.hand).map_err(error)?;
        if !game.in_setup() {
            game.seen.insert(board);
        }
        if won {
            game.outcome = Some((Outcome::Win(Seat(1 - side)), EndReason::Goal));
        }
        Ok(game)
    }
}
