//! Lines of Action (Claude Soucie; Sid Sackson, *A Gamut of Games*), as
//! RULES.md section 5 specifies it.
//!
//! Bitboards, one per colour (bit = rank * 8 + file), because random
//! playouts and perft are the yardsticks: line counts are popcounts of
//! precomputed line masks, connectivity is a flood fill by shifts, and
//! repetition is counted on incremental Zobrist keys.

#[cfg(feature = "computer")]
mod eval;
#[cfg(feature = "view")]
mod view;

use super::board8::{
    bit, board_and_side_text, coord, men_views, parse_board, shift, split_board_and_side, square,
    squares, Sq, DIRS,
};
use crate::game::{
    parse_choice, parse_number, About, Game, GameOptions, MoveParseError, OptionError, OptionSpec,
    Outcome, PositionError, Seat, Target, MAX_PLIES_DRAW, MAX_PLIES_LIMIT,
};
use crate::geometry::Coord;
use crate::ui::scene::{Change, Scene, Shading, Step};

/// Black moves first (RULES.md 5.1).
pub const BLACK: Seat = Seat(0);
/// White moves second.
pub const WHITE: Seat = Seat(1);

/// What happens when one move connects both colours (RULES.md 5.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Simultaneous {
    /// The seed and Sackson's 1982 text: the player who moved wins.
    #[default]
    MoverWins,
    /// The Computer Olympiad rule: a draw.
    Draw,
}

/// Options of Lines of Action; defaults as RULES.md 5.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LoaOptions {
    /// Result when both colours are connected after a move.
    pub simultaneous: Simultaneous,
    /// Threefold repetition (same player to move) is a draw.
    pub repetition_draw: bool,
    /// Self-play guard: a draw after this many plies; 0 = off (human play).
    pub max_plies: u32,
}

impl Default for LoaOptions {
    fn default() -> Self {
        LoaOptions {
            simultaneous: Simultaneous::MoverWins,
            repetition_draw: true,
            max_plies: 0,
        }
    }
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "simultaneous",
        default: "mover",
        choices: &["mover", "draw"],
        help: "a move that connects both colours: the mover wins, or it is a draw",
    },
    OptionSpec {
        key: "repetition",
        default: "draw",
        choices: &["draw", "off"],
        help: "the same position three times with the same player to move is a draw",
    },
    MAX_PLIES_DRAW,
];

impl GameOptions for LoaOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "simultaneous" => {
                self.simultaneous = parse_choice(
                    key,
                    value,
                    &[
                        ("mover", Simultaneous::MoverWins),
                        ("draw", Simultaneous::Draw),
                    ],
                )?
            }
            "repetition" => {
                self.repetition_draw = parse_choice(key, value, &[("draw", true), ("off", false)])?
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
            "simultaneous" => match self.simultaneous {
                Simultaneous::MoverWins => "mover".into(),
                Simultaneous::Draw => "draw".into(),
            },
            "repetition" => if self.repetition_draw { "draw" } else { "off" }.into(),
            "max_plies" => self.max_plies.to_string(),
            _ => return None,
        })
    }
}

/// A Lines of Action move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum LoaMove {
    /// A piece moves from one square to another, capturing what stands there.
    Slide {
        /// Origin square index (rank * 8 + file).
        from: Sq,
        /// Destination square index.
        to: Sq,
    },
    /// Only when the player has no move at all (Olympiad rule 9).
    Pass,
}

/// Why a game of LOA ended; kept for the result banner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum EndReason {
    Connected,
    BothConnected,
    Repetition,
    PlyLimit,
}

/// A Lines of Action position with the history its repetition rule needs.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Loa {
    options: LoaOptions,
    /// Pieces by seat.
    pieces: [u64; 2],
    side: u8,
    outcome: Option<(Outcome, EndReason)>,
    key: u64,
    /// Keys of positions since the last capture, current one included: a
    /// capture makes every earlier position unreachable.
    history: Vec<u64>,
    plies: u32,
}

/// The four whole lines through each square (including it), by axis.
const LINES_BY_SQUARE: [[u64; 4]; 64] = build_lines();

const fn build_rays() -> [[u64; 64]; 8] {
    let mut rays = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let (df, dr) = DIRS[d];
            let mut f = (sq % 8) as i8 + df;
            let mut r = (sq / 8) as i8 + dr;
            let mut mask = 0u64;
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                mask |= 1u64 << (r * 8 + f);
                f += df;
                r += dr;
            }
            rays[d][sq] = mask;
            sq += 1;
        }
        d += 1;
    }
    rays
}

const fn build_lines() -> [[u64; 4]; 64] {
    let rays = build_rays();
    let mut lines = [[0u64; 4]; 64];
    let mut a = 0;
    while a < 4 {
        let mut sq = 0;
        while sq < 64 {
            lines[sq][a] = rays[a][sq] | rays[a + 4][sq] | (1u64 << sq);
            sq += 1;
        }
        a += 1;
    }
    lines
}

/// Where a piece lands moving `n` squares in a direction, and what it passes.
#[derive(Clone, Copy, Default)]
struct Jump {
    /// The landing square's bit, or 0 when it is off the board.
    lands: u64,
    /// The squares strictly between origin and landing.
    passed: u64,
}

/// Jumps by origin square, direction and distance (0 to 8). 36 KB, built on
/// first use rather than stored in the binary, to keep the wasm small.
struct Tables {
    jumps: [[[Jump; 9]; 8]; 64],
}

fn tables() -> &'static Tables {
    static TABLES: std::sync::OnceLock<Box<Tables>> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let mut t = Box::new(Tables {
            jumps: [[[Jump::default(); 9]; 8]; 64],
        });
        for sq in 0..64usize {
            for (d, &(df, dr)) in DIRS.iter().enumerate() {
                let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
                let mut passed = 0u64;
                for n in 1..9i8 {
                    let (tf, tr) = (f + n * df, r + n * dr);
                    if !(0..8).contains(&tf) || !(0..8).contains(&tr) {
                        break;
                    }
                    let to = 1u64 << (tr * 8 + tf);
                    t.jumps[sq][d][n as usize] = Jump { lands: to, passed };
                    passed |= to;
                }
            }
        }
        t
    })
}

const ZOBRIST: [[u64; 64]; 2] = build_zobrist();
const ZOBRIST_WHITE_TO_MOVE: u64 = crate::rng::mix(0x4C4F_4153_4944_4520);

const fn build_zobrist() -> [[u64; 64]; 2] {
    let mut keys = [[0u64; 64]; 2];
    let mut i = 0;
    while i < 128 {
        keys[i / 64][i % 64] = crate::rng::mix(0x4C4F_4100_0000_0000 + i as u64);
        i += 1;
    }
    keys
}

/// Whether the pieces of `set` form one 8-connected group (one piece does).
fn connected(set: u64) -> bool {
    if set == 0 {
        return false;
    }
    let mut group = set & set.wrapping_neg();
    loop {
        // East and west, then north and south of that: all eight neighbours.
        let row = group | shift(group, 0) | shift(group, 4);
        let grown = (row | shift(row, 1) | shift(row, 5)) & set;
        if grown == group {
            return group == set;
        }
        group = grown;
    }
}

impl Loa {
    fn mover_and_opponent(&self) -> (u64, u64) {
        let s = self.side as usize;
        (self.pieces[s], self.pieces[1 - s])
    }

    /// Destinations of the piece on `from` as a mask, branch-free: for each
    /// direction the table gives the landing square for the line's count
    /// and the squares passed on the way.
    fn destinations(tables: &Tables, from: Sq, own: u64, opp: u64) -> u64 {
        let occupied = own | opp;
        let lines = &LINES_BY_SQUARE[from as usize];
        let counts = lines.map(|line| (occupied & line).count_ones() as usize);
        let jumps = &tables.jumps[from as usize];
        let mut dest = 0u64;
        for (d, per_count) in jumps.iter().enumerate() {
            let jump = per_count[counts[d % 4]];
            let clear = ((jump.passed & opp) == 0) as u64;
            dest |= jump.lands & clear.wrapping_neg();
        }
        dest & !own
    }

    fn count_without_listing(&self) -> usize {
        if self.outcome.is_some() {
            return 0;
        }
        let (own, opp) = self.mover_and_opponent();
        let tables = tables();
        let n: u32 = squares(own)
            .map(|from| Self::destinations(tables, from, own, opp).count_ones())
            .sum();
        n.max(1) as usize
    }

    fn compute_key(pieces: &[u64; 2], side: u8) -> u64 {
        let mut key = if side == 1 { ZOBRIST_WHITE_TO_MOVE } else { 0 };
        for (seat, &set) in pieces.iter().enumerate() {
            for sq in squares(set) {
                key ^= ZOBRIST[seat][sq as usize];
            }
        }
        key
    }

    /// Decides the result after `mover` acted, as RULES.md 5.3 orders it.
    /// `captured` says whether the opponent lost a piece: only then can his
    /// connection have changed (before the move neither side was joined, or
    /// the game would be over).
    fn judge(&mut self, mover: usize, moved_a_piece: bool, captured: bool) {
        if moved_a_piece {
            let mover_joined = connected(self.pieces[mover]);
            let other_joined = captured && connected(self.pieces[1 - mover]);
            self.outcome = match (mover_joined, other_joined) {
                (true, true) => Some(match self.options.simultaneous {
                    Simultaneous::MoverWins => {
                        (Outcome::Win(Seat(mover as u8)), EndReason::BothConnected)
                    }
                    Simultaneous::Draw => (Outcome::Draw, EndReason::BothConnected),
                }),
                (true, false) => Some((Outcome::Win(Seat(mover as u8)), EndReason::Connected)),
                (false, true) => Some((Outcome::Win(Seat(1 - mover as u8)), EndReason::Connected)),
                (false, false) => None,
            };
        }
        if self.outcome.is_none()
            && self.options.repetition_draw
            && self.history.iter().filter(|&&k| k == self.key).count() >= 3
        {
            self.outcome = Some((Outcome::Draw, EndReason::Repetition));
        }
        if self.outcome.is_none()
            && self.options.max_plies > 0
            && self.plies >= self.options.max_plies
        {
            self.outcome = Some((Outcome::Draw, EndReason::PlyLimit));
        }
    }
}

impl Game for Loa {
    const ID: &'static str = "loa";
    const ABOUT: About = About {
        name_it: "Linee d'Azione",
        name_en: "Lines of Action",
        summary: "Move as far as there are pieces on the line; join all your pieces in one group.",
    };
    type Move = LoaMove;
    type Options = LoaOptions;
    fn new(options: &LoaOptions) -> Loa {
        let black = 0x7E00_0000_0000_007E;
        let white = 0x0081_8181_8181_8100;
        let pieces = [black, white];
        let key = Loa::compute_key(&pieces, 0);
        Loa {
            options: *options,
            pieces,
            side: 0,
            outcome: None,
            key,
            history: vec![key],
            plies: 0,
        }
    }
    fn count_moves(&self) -> usize {
        self.count_without_listing()
    }
    fn options(&self) -> &LoaOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn seat_name(&self, seat: Seat) -> &'static str {
        if seat == BLACK {
            "Black"
        } else {
            "White"
        }
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn legal_moves(&self, moves: &mut Vec<LoaMove>) {
        moves.clear();
        if self.outcome.is_some() {
            return;
        }
        let (own, opp) = self.mover_and_opponent();
        let tables = tables();
        for from in squares(own) {
            for to in squares(Self::destinations(tables, from, own, opp)) {
                moves.push(LoaMove::Slide { from, to });
            }
        }
        if moves.is_empty() {
            moves.push(LoaMove::Pass);
        }
    }
    fn play_unchecked(&mut self, mv: &LoaMove) {
        let mover = self.side as usize;
        let (moved, captured) = match *mv {
            LoaMove::Slide { from, to } => {
                self.pieces[mover] ^= bit(from) | bit(to);
                self.key ^= ZOBRIST[mover][from as usize] ^ ZOBRIST[mover][to as usize];
                let captured = self.pieces[1 - mover] & bit(to) != 0;
                if captured {
                    self.pieces[1 - mover] ^= bit(to);
                    self.key ^= ZOBRIST[1 - mover][to as usize];
                    self.history.clear();
                }
                (true, captured)
            }
            LoaMove::Pass => (false, false),
        };
        self.side ^= 1;
        self.key ^= ZOBRIST_WHITE_TO_MOVE;
        self.plies += 1;
        self.history.push(self.key);
        self.judge(mover, moved, captured);
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|(o, _)| o)
    }
    fn end_reason(&self) -> Option<String> {
        let (outcome, reason) = self.outcome?;
        // No move played yet: the set-up position itself is decided.
        let setup = self.plies == 0;
        Some(match (reason, outcome) {
            (EndReason::Connected, Outcome::Win(s)) if setup => format!(
                "the set-up position is already decided: {} has all its pieces in one group",
                self.seat_name(s)
            ),
            (EndReason::BothConnected, Outcome::Win(s)) if setup => format!(
                "the set-up position is already decided: both colours are joined, as if {} had just joined them",
                self.seat_name(s)
            ),
            (EndReason::BothConnected, _) if setup => {
                "the set-up position is already decided: both colours are joined".into()
            }
            (EndReason::Connected, Outcome::Win(s)) => {
                format!("{} joined all its pieces in one group", self.seat_name(s))
            }
            (EndReason::BothConnected, Outcome::Win(s)) => format!(
                "both colours were joined by one move; {} made it",
                self.seat_name(s)
            ),
            (EndReason::BothConnected, _) => "both colours were joined by one move".into(),
            (EndReason::Repetition, _) => "the same position occurred three times".into(),
            (EndReason::PlyLimit, _) => "the ply limit was reached".into(),
            _ => return None,
        })
    }
    fn move_to_string(&self, mv: &LoaMove) -> String {
        match *mv {
            LoaMove::Slide { from, to } => {
                let (_, opp) = self.mover_and_opponent();
                let sep = if opp & bit(to) != 0 { 'x' } else { '-' };
                format!("{}{}{}", coord(from), sep, coord(to))
            }
            LoaMove::Pass => "pass".into(),
        }
    }
    fn parse_move(&self, text: &str) -> Result<LoaMove, MoveParseError> {
        let error = |reason: &str| MoveParseError {
            text: text.to_string(),
            reason: reason.to_string(),
        };
        let t = text.trim();
        if t.eq_ignore_ascii_case("pass") {
            return Ok(LoaMove::Pass);
        }
        let (from, rest) = Coord::parse_prefix(t, 8, 8)
            .ok_or_else(|| error("expected a square from a1 to h8, like `b1-d3`"))?;
        let rest = rest.strip_prefix(['-', 'x', 'X', ':']).unwrap_or(rest);
        let (to, rest) = Coord::parse_prefix(rest, 8, 8)
            .ok_or_else(|| error("expected a destination square after the origin, like `b1-d3`"))?;
        if !rest.is_empty() {
            return Err(error("unexpected text after the destination square"));
        }
        Ok(LoaMove::Slide {
            from: square(from),
            to: square(to),
        })
    }
    fn clicks(&self, mv: &LoaMove) -> Vec<Target> {
        match *mv {
            LoaMove::Slide { from, to } => {
                vec![Target::Cell(coord(from)), Target::Cell(coord(to))]
            }
            LoaMove::Pass => vec![Target::Choice("pass")],
        }
    }
    fn to_text(&self) -> String {
        board_and_side_text(&self.pieces, self.side)
    }
    fn from_text(text: &str, options: &LoaOptions) -> Result<Loa, PositionError> {
        let error = |reason: String| PositionError { reason };
        let (board, side) = split_board_and_side(text).map_err(error)?;
        let pieces = parse_board(board, ['b', 'w']).map_err(error)?;
        if pieces[0] == 0 || pieces[1] == 0 {
            return Err(error("each colour needs at least one piece".into()));
        }
        let key = Loa::compute_key(&pieces, side);
        let mut position = Loa {
            options: *options,
            pieces,
            side,
            outcome: None,
            key,
            history: vec![key],
            plies: 0,
        };
        // A set-up position is judged as if the player not to move had just
        // moved, and had captured (so both colours are examined).
        position.judge(1 - side as usize, true, true);
        Ok(position)
    }
}

/// The 4x4 middle of the board, where a group joins most easily.
const CENTRE: u64 = 0x0000_3C3C_3C3C_0000;

/// How far a side is from joining all its pieces, for the computer's
/// evaluation: separate groups, spread around the centre of mass beyond
/// the tightest possible, and pieces away from the middle.
fn disunity(set: u64) -> i32 {
    let n = set.count_ones() as i32;
    if n <= 1 {
        return 0;
    }
    let (mut sum_file, mut sum_rank) = (0, 0);
    for sq in squares(set) {
        sum_file += i32::from(sq % 8);
        sum_rank += i32::from(sq / 8);
    }
    let spread: i32 = squares(set)
        .map(|sq| {
            let file = (i32::from(sq % 8) * n - sum_file).abs();
            let rank = (i32::from(sq / 8) * n - sum_rank).abs();
            file.max(rank)
        })
        .sum::<i32>()
        / n;
    let tightest = if n <= 9 { n - 1 } else { 8 + 2 * (n - 9) };
    let off_centre = (set & !CENTRE).count_ones() as i32;
    40 * (groups(set) - 1) + 15 * (spread - tightest).max(0) + 3 * off_centre
}

/// The number of groups of `set`, eight-neighbour connected.
fn groups(mut set: u64) -> i32 {
    let mut count = 0;
    while set != 0 {
        let mut group = set & set.wrapping_neg();
        loop {
            let row = group | shift(group, 0) | shift(group, 4);
            let grown = (row | shift(row, 1) | shift(row, 5)) & set;
            if grown == group {
                break;
            }
            group = grown;
        }
        set &= !group;
        count += 1;
    }
    count
}
