//! Ponte (Pietro Gorini, 1989): Italian draughts (Dama Italiana) with
//! bridges, as RULES.md section 2 specifies it.
//!
//! Bitboards on the 8x8 board (bit = rank * 8 + file; only dark squares are
//! ever used), one `u64` per colour and piece kind. Bridges (Ponti) are
//! evaluated once per move generation, at the start of the move (2.7.5).
//!
//! # Notation (RULES.md decision 5)
//!
//! * `c3-d4`: any move that captures nothing: a step, a bridge traversal
//!   named by its exit (`e1-g5`), or a leap over an enemy bridge (`c5-a3`).
//!   Every route that ends on the same square leaves the same position, so
//!   they are one move; its animation takes the first route in square order.
//! * `c3xe5xg7`: a Dama capture chain, named by its landing squares.
//! * `e1xf4-e5`: a bridge exit capture: from `e1`, along the bridge, taking
//!   `f4` and landing on `e5`; a continuing chain follows as `xc7...`
//!   (`e1xf4-e5xc7`). The taken piece is named because two exits can take
//!   different pieces and land on the same square.
//!
//! With the option `italian_orientation` files are mirrored (a<->h) in move
//! text only: position text, clicks and the scene keep the book's board.

#[cfg(feature = "computer")]
mod eval;
#[cfg(feature = "view")]
mod view;

mod setup;

use std::collections::BTreeSet;

use super::board8::{bit, coord, shift, split_board_and_side, square, squares, step, Sq};
use crate::game::{
    parse_choice, parse_number, About, Game, GameOptions, MoveParseError, OptionError, OptionSpec,
    Outcome, PositionError, Seat, Target, MAX_PLIES_DRAW, MAX_PLIES_LIMIT,
};
use crate::geometry::Coord;
use crate::ui::scene::{Band, Change, PieceLook, PieceView, Scene, Shading, Step};

/// Black moves first, from the bottom (RULES.md 2.1).
pub const BLACK: Seat = Seat(0);
/// White moves second, from the top.
pub const WHITE: Seat = Seat(1);

/// Diagonal directions as indices into `board8::DIRS`: NE, NW, SW, SE.
const DIAGONALS: [usize; 4] = [2, 3, 6, 7];
/// The two forward directions of each seat's men: Black up, White down.
const FORWARD: [[usize; 2]; 2] = [[2, 3], [6, 7]];
/// Rank 1, rank 8, file a, file h: the sides (sponde) of 2.3.
const SIDE_MASKS: [u64; 4] = [
    0x0000_0000_0000_00FF,
    0xFF00_0000_0000_0000,
    0x0101_0101_0101_0101,
    0x8080_8080_8080_8080,
];
/// The rank where each seat's men are crowned.
const CROWN_RANK: [u64; 2] = [SIDE_MASKS[1], SIDE_MASKS[0]];
/// The dark squares (a1 dark, the book's orientation).
const DARK: u64 = 0xAA55_AA55_AA55_AA55;
/// Longest capture chain or bridge route a move can hold.
const MAX_PATH: usize = 12;

/// Options of Ponte; defaults as RULES.md 2.7.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PonteOptions {
    /// Bridges on (Ponte) or off (plain Dama Italiana, a game of its own).
    pub bridges: bool,
    /// Mirror files in move text, as on an Italian board (2.7.1).
    pub italian_orientation: bool,
    /// Any diagonally connected chain joining two sides is a bridge (2.7.2).
    pub any_chain_ponte: bool,
    /// Fewest pieces in a bridge (2.7.4).
    pub ponte_min_len: u8,
    /// Traversals stay legal when a capture exists (literal rule 9, 2.7.8).
    pub ponte_exit_capture_optional: bool,
    /// Fewest bridge pieces a traversal must cross (2.7.10).
    pub traversal_min_pieces: u8,
    /// Threefold repetition is a draw (2.5, FID).
    pub repetition_draw: bool,
    /// Self-play guard: a draw after this many plies; 0 = off.
    pub max_plies: u32,
}

impl Default for PonteOptions {
    fn default() -> Self {
        PonteOptions {
            bridges: true,
            italian_orientation: false,
            any_chain_ponte: false,
            ponte_min_len: 2,
            ponte_exit_capture_optional: false,
            traversal_min_pieces: 1,
            repetition_draw: true,
            max_plies: 0,
        }
    }
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "bridges",
        default: "on",
        choices: &["on", "off"],
        help: "bridges on (Ponte) or off (plain Dama Italiana)",
    },
    OptionSpec {
        key: "italian_orientation",
        default: "off",
        choices: &["off", "on"],
        help: "name squares as on an Italian board (files mirrored, dark square bottom right)",
    },
    OptionSpec {
        key: "any_chain_ponte",
        default: "off",
        choices: &["off", "on"],
        help: "any diagonal chain joining two different sides is a bridge, not only rank by rank",
    },
    OptionSpec {
        key: "ponte_min_len",
        default: "2",
        choices: &[],
        help: "fewest pieces in a bridge, 2 to 8",
    },
    OptionSpec {
        key: "ponte_exit_capture_optional",
        default: "off",
        choices: &["off", "on"],
        help: "bridge traversals stay legal even when a capture is compulsory",
    },
    OptionSpec {
        key: "traversal_min_pieces",
        default: "1",
        choices: &[],
        help: "fewest bridge pieces a traversal crosses, 1 or 2",
    },
    OptionSpec {
        key: "repetition",
        default: "draw",
        choices: &["draw", "off"],
        help: "the same position three times with the same player to move is a draw",
    },
    MAX_PLIES_DRAW,
];

fn on_off(key: &str, value: &str) -> Result<bool, OptionError> {
    parse_choice(key, value, &[("on", true), ("off", false)])
}

fn word(on: bool) -> String {
    if on { "on" } else { "off" }.into()
}

impl GameOptions for PonteOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "bridges" => self.bridges = on_off(key, value)?,
            "italian_orientation" => self.italian_orientation = on_off(key, value)?,
            "any_chain_ponte" => self.any_chain_ponte = on_off(key, value)?,
            "ponte_min_len" => self.ponte_min_len = parse_number(key, value, 2..=8)? as u8,
            "ponte_exit_capture_optional" => self.ponte_exit_capture_optional = on_off(key, value)?,
            "traversal_min_pieces" => {
                self.traversal_min_pieces = parse_number(key, value, 1..=2)? as u8
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
            "bridges" => word(self.bridges),
            "italian_orientation" => word(self.italian_orientation),
            "any_chain_ponte" => word(self.any_chain_ponte),
            "ponte_min_len" => self.ponte_min_len.to_string(),
            "ponte_exit_capture_optional" => word(self.ponte_exit_capture_optional),
            "traversal_min_pieces" => self.traversal_min_pieces.to_string(),
            "repetition" => if self.repetition_draw { "draw" } else { "off" }.into(),
            "max_plies" => self.max_plies.to_string(),
            _ => return None,
        })
    }
}

/// A short list of squares kept inline, so moves stay `Copy` and cheap.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Path {
    len: u8,
    cells: [Sq; MAX_PATH],
}

impl Path {
    fn push(&mut self, sq: Sq) {
        self.cells[self.len as usize] = sq;
        self.len += 1;
    }

    fn pop(&mut self) {
        self.len -= 1;
        self.cells[self.len as usize] = 0;
    }

    /// The squares in order.
    pub fn as_slice(&self) -> &[Sq] {
        &self.cells[..self.len as usize]
    }
}

/// One Ponte move: where the piece starts, where it lands (one square, or
/// each landing of a capture chain), what it takes, and the bridge cells it
/// crosses first (empty for steps, leaps and plain captures).
///
/// Field order fixes `Ord`: moves that leave the same position (same start,
/// landings and captures) sort next to each other, shortest route first,
/// so `legal_moves` keeps one of them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct PonteMove {
    /// The moving piece's square.
    pub from: Sq,
    /// The destination, or every landing of a capture chain.
    pub landings: Path,
    /// The pieces taken.
    pub captured: u64,
    /// Own bridge cells crossed before leaving the bridge.
    pub route: Path,
}

impl PonteMove {
    /// The square the piece ends on.
    pub fn to(&self) -> Sq {
        self.landings.cells[self.landings.len as usize - 1]
    }

    fn same_result(&self, other: &PonteMove) -> bool {
        (self.from, self.landings, self.captured) == (other.from, other.landings, other.captured)
    }

    /// The bridge exit capture's first victim: the square between the last
    /// bridge cell and the first landing.
    fn exit_victim(&self) -> Option<Sq> {
        let last = *self.route.as_slice().last()?;
        (self.captured != 0).then(|| (last + self.landings.cells[0]) / 2)
    }
}

/// Why a game of Ponte ended; kept for the result banner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum EndReason {
    NoMove,
    Repetition,
    PlyLimit,
}

/// A bridge: own pieces from one side to a different side, in chain order.
type Chain = Path;

/// Bridges of both colours and what they protect, evaluated at the start
/// of a move (2.7.5).
struct Bridges {
    chains: [Vec<Chain>; 2],
    protected: [u64; 2],
}

/// A capture sequence being built, with the FID precedence facts.
#[derive(Clone, Copy)]
struct Capture {
    mv: PonteMove,
    kings_taken: u8,
    first_king: u8,
}

/// A Ponte position with the history its repetition rule needs.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Ponte {
    options: PonteOptions,
    /// Men by seat.
    men: [u64; 2],
    /// Kings by seat.
    kings: [u64; 2],
    side: u8,
    outcome: Option<(Outcome, EndReason)>,
    key: u64,
    /// Keys since the last capture or man move, current one included.
    history: Vec<u64>,
    plies: u32,
}

const ZOBRIST: [[u64; 64]; 4] = build_zobrist();
const ZOBRIST_WHITE_TO_MOVE: u64 = crate::rng::mix(0x504F_4E54_4557_484D);

const fn build_zobrist() -> [[u64; 64]; 4] {
    let mut keys = [[0u64; 64]; 4];
    let mut i = 0;
    while i < 256 {
        keys[i / 64][i % 64] = crate::rng::mix(0x504F_4E00_0000_0000 + i as u64);
        i += 1;
    }
    keys
}

/// The sides (bit per side) a square lies on; a corner lies on two.
fn sides_of(sq: Sq) -> u8 {
    SIDE_MASKS
        .iter()
        .enumerate()
        .filter(|(_, m)| *m & bit(sq) != 0)
        .fold(0, |acc, (i, _)| acc | 1 << i)
}

/// Whether a chain from `first` to `last` joins two different sides:
/// both on a side, and no side shared (decision 6).
fn joins_two_sides(first: Sq, last: Sq) -> bool {
    let (a, b) = (sides_of(first), sides_of(last));
    a != 0 && b != 0 && a & b == 0
}

/// Kings' steps between two squares, ignoring what stands between.
fn chebyshev(a: Sq, b: Sq) -> i32 {
    let (fa, ra, fb, rb) = (a % 8, a / 8, b % 8, b / 8);
    i32::from(fa.abs_diff(fb).max(ra.abs_diff(rb)))
}

/// The direction index of the diagonal step from `a` to `b`, if adjacent.
fn direction(a: Sq, b: Sq) -> Option<usize> {
    DIAGONALS.iter().copied().find(|&d| step(a, d) == Some(b))
}

impl Ponte {
    fn pieces(&self, seat: usize) -> u64 {
        self.men[seat] | self.kings[seat]
    }

    fn occupied(&self) -> u64 {
        self.pieces(0) | self.pieces(1)
    }

    fn name(seat: usize) -> &'static str {
        ["Black", "White"][seat]
    }

    /// The directions a piece may step (and capture) in: men forward only.
    fn directions(seat: usize, king: bool) -> &'static [usize] {
        if king {
            &DIAGONALS
        } else {
            &FORWARD[seat]
        }
    }

    // ----- bridges ---------------------------------------------------------

    /// Every bridge of both colours (none when bridges are off).
    fn bridges(&self) -> Bridges {
        let mut b = Bridges {
            chains: [Vec::new(), Vec::new()],
            protected: [0, 0],
        };
        if self.options.bridges {
            for seat in 0..2 {
                b.chains[seat] = self.chains_of(seat);
                b.protected[seat] = b.chains[seat]
                    .iter()
                    .flat_map(|c| c.as_slice().iter())
                    .fold(0, |acc, &sq| acc | bit(sq));
            }
        }
        b
    }

    /// All bridges of `seat`: every chain from a side piece (the lowest,
    /// in the default rank-by-rank shape) to a piece on another side.
    fn chains_of(&self, seat: usize) -> Vec<Chain> {
        let own = self.pieces(seat);
        let edge = SIDE_MASKS.iter().fold(0, |a, m| a | m);
        let mut found = Vec::new();
        if (own & edge).count_ones() < 2 {
            return found;
        }
        for start in squares(own & edge) {
            let mut path = Path::default();
            path.push(start);
            self.extend_chain(own, &mut path, &mut found);
        }
        found
    }

    fn extend_chain(&self, own: u64, path: &mut Path, found: &mut Vec<Chain>) {
        let last = path.cells[path.len as usize - 1];
        if path.len >= self.options.ponte_min_len && joins_two_sides(path.cells[0], last) {
            found.push(*path);
        }
        if path.len as usize == MAX_PATH {
            return;
        }
        let dirs: &[usize] = if self.options.any_chain_ponte {
            &DIAGONALS
        } else {
            &FORWARD[0]
        };
        for &d in dirs {
            if let Some(next) = step(last, d) {
                if own & bit(next) != 0 && !path.as_slice().contains(&next) {
                    path.push(next);
                    self.extend_chain(own, path, found);
                    path.pop();
                }
            }
        }
    }

    // ----- captures --------------------------------------------------------

    /// Whether a piece of `seat` (a king or not) may take the piece on
    /// `victim`: an enemy, not protected by a bridge, and no king taken by
    /// a man. The one predicate every capture and `explain` use.
    fn may_take(&self, seat: usize, king: bool, victim: Sq, protected: u64) -> Result<(), String> {
        let enemy = 1 - seat;
        if self.pieces(enemy) & bit(victim) == 0 {
            return Err(format!(
                "{} holds no piece of {}",
                self.label(victim),
                Self::name(enemy)
            ));
        }
        if protected & bit(victim) != 0 {
            return Err(format!(
                "{} is protected by {}'s bridge",
                self.label(victim),
                Self::name(enemy)
            ));
        }
        if !king && self.kings[enemy] & bit(victim) != 0 {
            return Err("men cannot take kings".into());
        }
        Ok(())
    }

    /// Extends a capture sequence from `at` as far as it goes, recording
    /// each complete one. `empty` is the board's empty squares with the
    /// mover's origin vacated; taken pieces stay until the move ends.
    #[allow(clippy::too_many_arguments)]
    fn continue_capture(
        &self,
        seat: usize,
        king: bool,
        at: Sq,
        empty: u64,
        protected: u64,
        seq: &mut Capture,
        out: &mut Vec<Capture>,
    ) {
        let crowned = !king && CROWN_RANK[seat] & bit(at) != 0;
        let mut extended = false;
        if !crowned && (seq.mv.landings.len as usize) < MAX_PATH {
            for &d in Self::directions(seat, king) {
                let Some(victim) = step(at, d) else { continue };
                let Some(land) = step(victim, d) else {
                    continue;
                };
                if seq.mv.captured & bit(victim) != 0 || empty & bit(land) == 0 {
                    continue;
                }
                if self.may_take(seat, king, victim, protected).is_err() {
                    continue;
                }
                let saved = *seq;
                self.record_jump(seat, victim, land, seq);
                self.continue_capture(seat, king, land, empty, protected, seq, out);
                *seq = saved;
                extended = true;
            }
        }
        if !extended && seq.mv.captured != 0 {
            out.push(*seq);
        }
    }

    fn record_jump(&self, seat: usize, victim: Sq, land: Sq, seq: &mut Capture) {
        if self.kings[1 - seat] & bit(victim) != 0 {
            if seq.kings_taken == 0 {
                seq.first_king = seq.mv.captured.count_ones() as u8;
            }
            seq.kings_taken += 1;
        }
        seq.mv.captured |= bit(victim);
        seq.mv.landings.push(land);
    }

    /// The FID precedence key (2.2): most pieces, then a king capturing,
    /// then most kings taken, then a king taken earliest. Higher is better.
    fn precedence(&self, c: &Capture) -> (u32, bool, u8, u8) {
        let by_king = self.kings[self.side as usize] & bit(c.mv.from) != 0;
        let earliest = if c.kings_taken > 0 {
            u8::MAX - c.first_king
        } else {
            0
        };
        (c.mv.captured.count_ones(), by_king, c.kings_taken, earliest)
    }

    // ----- bridge traversals -----------------------------------------------

    /// Every traversal of the piece on `from` along own bridges (2.4 A):
    /// plain exits into `steps`, exit captures (continued as Dama captures)
    /// into `captures`.
    fn traversals(
        &self,
        from: Sq,
        bridges: &Bridges,
        steps: &mut Vec<PonteMove>,
        captures: &mut Vec<Capture>,
    ) {
        let seat = self.side as usize;
        let king = self.kings[seat] & bit(from) != 0;
        let dirs = Self::directions(seat, king);
        for chain in &bridges.chains[seat] {
            let cells = chain.as_slice();
            for (j, &s) in cells.iter().enumerate() {
                let member = s == from;
                let arriving = !member && direction(from, s).is_some_and(|d| dirs.contains(&d));
                if member || arriving {
                    for forward in [true, false] {
                        self.walk(
                            from, king, cells, j, forward, arriving, bridges, steps, captures,
                        );
                    }
                }
            }
        }
    }

    /// Walks a bridge from index `j` one way, offering the exits of every
    /// cell reached once enough bridge pieces have been crossed.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        from: Sq,
        king: bool,
        cells: &[Sq],
        j: usize,
        forward: bool,
        arriving: bool,
        bridges: &Bridges,
        steps: &mut Vec<PonteMove>,
        captures: &mut Vec<Capture>,
    ) {
        let seat = self.side as usize;
        let dirs = Self::directions(seat, king);
        let mut route = Path::default();
        if arriving {
            route.push(cells[j]);
        }
        let mut m = j;
        loop {
            let needed = self.options.traversal_min_pieces.max(1);
            if route.len >= needed {
                self.exits(from, king, cells[m], &route, bridges, steps, captures);
            }
            let next = if forward { m + 1 } else { m.wrapping_sub(1) };
            let Some(&cell) = cells.get(next) else { break };
            if !direction(cells[m], cell).is_some_and(|d| dirs.contains(&d)) {
                break;
            }
            m = next;
            route.push(cell);
        }
    }

    /// The exits from bridge cell `at`: onto an empty square, or taking an
    /// enemy with the square beyond empty (then capturing on as in Dama).
    #[allow(clippy::too_many_arguments)]
    fn exits(
        &self,
        from: Sq,
        king: bool,
        at: Sq,
        route: &Path,
        bridges: &Bridges,
        steps: &mut Vec<PonteMove>,
        captures: &mut Vec<Capture>,
    ) {
        let seat = self.side as usize;
        let empty = !self.occupied();
        let vacated = empty | bit(from);
        for &d in Self::directions(seat, king) {
            let Some(exit) = step(at, d) else { continue };
            if exit == from {
                continue;
            }
            if empty & bit(exit) != 0 {
                steps.push(self.simple(from, exit, *route));
                continue;
            }
            let Some(land) = step(exit, d) else { continue };
            if vacated & bit(land) == 0 {
                continue;
            }
            if self
                .may_take(seat, king, exit, bridges.protected[1 - seat])
                .is_err()
            {
                continue;
            }
            let mut seq = Capture {
                mv: PonteMove {
                    from,
                    landings: Path::default(),
                    captured: 0,
                    route: *route,
                },
                kings_taken: 0,
                first_king: 0,
            };
            self.record_jump(seat, exit, land, &mut seq);
            let protected = bridges.protected[1 - seat];
            self.continue_capture(seat, king, land, vacated, protected, &mut seq, captures);
        }
    }

    fn simple(&self, from: Sq, to: Sq, route: Path) -> PonteMove {
        let mut landings = Path::default();
        landings.push(to);
        PonteMove {
            from,
            landings,
            captured: 0,
            route,
        }
    }

    /// Leaps of the piece on `from` over a protected enemy piece (2.4 B):
    /// nothing is taken, the move ends there.
    fn leaps(&self, from: Sq, bridges: &Bridges, out: &mut Vec<PonteMove>) {
        let seat = self.side as usize;
        let king = self.kings[seat] & bit(from) != 0;
        let empty = !self.occupied();
        for &d in Self::directions(seat, king) {
            let Some(over) = step(from, d) else { continue };
            let Some(land) = step(over, d) else { continue };
            if bridges.protected[1 - seat] & bit(over) != 0 && empty & bit(land) != 0 {
                out.push(self.simple(from, land, Path::default()));
            }
        }
    }

    // ----- generation --------------------------------------------------------

    /// Every capture sequence allowed by the FID precedence (2.2), bridge
    /// exit captures included (2.7.8).
    fn best_captures(&self, bridges: &Bridges, traversals: &mut Vec<PonteMove>) -> Vec<PonteMove> {
        let seat = self.side as usize;
        let protected = bridges.protected[1 - seat];
        let mut all = Vec::new();
        for from in squares(self.pieces(seat)) {
            let king = self.kings[seat] & bit(from) != 0;
            let mut seq = Capture {
                mv: PonteMove {
                    from,
                    landings: Path::default(),
                    captured: 0,
                    route: Path::default(),
                },
                kings_taken: 0,
                first_king: 0,
            };
            let empty = !self.occupied() | bit(from);
            self.continue_capture(seat, king, from, empty, protected, &mut seq, &mut all);
            if self.options.bridges {
                self.traversals(from, bridges, traversals, &mut all);
            }
        }
        let best = all.iter().map(|c| self.precedence(c)).max();
        all.into_iter()
            .filter(|c| Some(self.precedence(c)) == best)
            .map(|c| c.mv)
            .collect()
    }

    /// Steps of every piece to an empty diagonal neighbour.
    fn steps(&self, out: &mut Vec<PonteMove>) {
        let seat = self.side as usize;
        let empty = !self.occupied();
        for from in squares(self.pieces(seat)) {
            let king = self.kings[seat] & bit(from) != 0;
            for &d in Self::directions(seat, king) {
                if let Some(to) = step(from, d).filter(|&t| empty & bit(t) != 0) {
                    out.push(self.simple(from, to, Path::default()));
                }
            }
        }
    }

    /// The legal moves, before the end of the game is considered.
    fn generate(&self, moves: &mut Vec<PonteMove>) {
        moves.clear();
        let bridges = self.bridges();
        let mut traversals = Vec::new();
        let captures = self.best_captures(&bridges, &mut traversals);
        if captures.is_empty() {
            self.steps(moves);
            moves.append(&mut traversals);
            if self.options.bridges {
                for from in squares(self.pieces(self.side as usize)) {
                    self.leaps(from, &bridges, moves);
                }
            }
        } else {
            moves.extend(captures);
            if self.options.ponte_exit_capture_optional {
                moves.append(&mut traversals);
            }
        }
        moves.sort_unstable();
        moves.dedup_by(|a, b| a.same_result(b));
    }

    /// Whether the side to move has any move: a free step settles it fast.
    fn can_move(&self) -> bool {
        let seat = self.side as usize;
        let empty = !self.occupied();
        let stepper = squares(self.pieces(seat)).any(|from| {
            let king = self.kings[seat] & bit(from) != 0;
            Self::directions(seat, king)
                .iter()
                .any(|&d| step(from, d).is_some_and(|t| empty & bit(t) != 0))
        });
        if stepper {
            return true;
        }
        let mut moves = Vec::new();
        self.generate(&mut moves);
        !moves.is_empty()
    }

    fn compute_key(men: &[u64; 2], kings: &[u64; 2], side: u8) -> u64 {
        let mut key = if side == 1 { ZOBRIST_WHITE_TO_MOVE } else { 0 };
        for seat in 0..2 {
            for sq in squares(men[seat]) {
                key ^= ZOBRIST[seat][sq as usize];
            }
            for sq in squares(kings[seat]) {
                key ^= ZOBRIST[2 + seat][sq as usize];
            }
        }
        key
    }

    /// Decides the result for the side now to move (2.5).
    fn judge(&mut self) {
        self.outcome = if !self.can_move() {
            Some((Outcome::Win(Seat(1 - self.side)), EndReason::NoMove))
        } else if self.options.repetition_draw
            && self.history.iter().filter(|&&k| k == self.key).count() >= 3
        {
            Some((Outcome::Draw, EndReason::Repetition))
        } else if self.options.max_plies > 0 && self.plies >= self.options.max_plies {
            Some((Outcome::Draw, EndReason::PlyLimit))
        } else {
            None
        };
    }

    /// What the side `lead` ahead in material gains by pressing home: the
    /// weaker side's free steps taken away (a side that cannot move loses,
    /// and bridge pieces cannot be taken, so a won ending is often won by
    /// hemming them in), its kings near the enemy, and trades (the same lead
    /// counts more with less on the board). Without it the evaluation was
    /// flat once the men were crowned, and hard shuffled won endings against
    /// medium until the ply cap (10 of 20 games).
    fn pressure(&self, strong: usize, lead: i32, total: i32) -> i32 {
        let weak = 1 - strong;
        let empty = !self.occupied();
        let steps: u32 = DIAGONALS
            .iter()
            .map(|&d| {
                let movers = if FORWARD[weak].contains(&d) {
                    self.pieces(weak)
                } else {
                    self.kings[weak]
                };
                (shift(movers, d) & empty).count_ones()
            })
            .sum();
        let targets = self.pieces(weak);
        let distance: i32 = squares(self.kings[strong])
            .filter_map(|king| squares(targets).map(|t| chebyshev(king, t)).min())
            .sum();
        lead * 300 / total.max(1) - 6 * steps as i32 - 3 * distance
    }

    // ----- notation ----------------------------------------------------------

    /// A square's name in move text (files mirrored on an Italian board).
    fn label(&self, sq: Sq) -> String {
        let c = coord(sq);
        if self.options.italian_orientation {
            Coord::new(7 - c.file, c.rank).to_string()
        } else {
            c.to_string()
        }
    }

    /// The square of a coordinate read from move text.
    fn unlabel(&self, c: Coord) -> Sq {
        if self.options.italian_orientation {
            square(Coord::new(7 - c.file, c.rank))
        } else {
            square(c)
        }
    }

    /// Parses move text into its squares: origin, an exit victim, landings,
    /// and whether it captures. Syntax only.
    fn parse_parts(&self, text: &str) -> Result<Parsed, String> {
        let (from, mut rest) = Coord::parse_prefix(text, 8, 8)
            .ok_or("expected a square from a1 to h8, like `c3-d4` or `c3xe5`")?;
        let mut parsed = Parsed {
            from: self.unlabel(from),
            victim: None,
            landings: Vec::new(),
            capture: false,
        };
        while !rest.is_empty() {
            // By character, not byte: the text may be anything a person pasted.
            let mut chars = rest.chars();
            let sep = chars.next().map_or(' ', |c| c.to_ascii_lowercase());
            let (c, tail) = Coord::parse_prefix(chars.as_str(), 8, 8)
                .ok_or("expected a square after `-` or `x`")?;
            match sep {
                'x' => parsed.capture = true,
                '-' if parsed.landings.len() == 1 && parsed.capture && parsed.victim.is_none() => {
                    // `e1xf4-e5`: the square read before was the victim.
                    let victim = parsed.landings.pop();
                    parsed.victim = victim;
                    if parsed.victim.is_none() {
                        return Err("`-` after `x` must follow a taken piece".into());
                    }
                }
                '-' if parsed.landings.is_empty() && !parsed.capture => {}
                '-' => return Err("a capture chain continues with `x`".into()),
                _ => return Err("squares are joined by `-` or `x`".into()),
            }
            parsed.landings.push(self.unlabel(c));
            rest = tail;
        }
        if parsed.landings.is_empty() {
            return Err("expected a destination, like `c3-d4`".into());
        }
        if parsed.landings.len() > MAX_PATH {
            return Err("too many landings".into());
        }
        if !parsed.capture && parsed.landings.len() > 1 {
            return Err("a move without capture has one destination".into());
        }
        Ok(parsed)
    }

    /// Move text from its parts (the notation of the module comment).
    fn compose(&self, from: Sq, victim: Option<Sq>, landings: &[Sq], capture: bool) -> String {
        let mut text = self.label(from);
        for (i, &land) in landings.iter().enumerate() {
            text.push(if capture { 'x' } else { '-' });
            if let (Some(v), 0) = (victim, i) {
                text.push_str(&self.label(v));
                text.push('-');
            }
            text.push_str(&self.label(land));
        }
        text
    }

    fn refusal_for_piece(&self, from: Sq, legal: &[PonteMove]) -> Option<String> {
        let seat = self.side as usize;
        if self.pieces(seat) & bit(from) == 0 {
            return None;
        }
        if legal.iter().any(|m| m.from == from) {
            return None;
        }
        let takers: BTreeSet<Sq> = legal
            .iter()
            .filter(|m| m.captured != 0)
            .map(|m| m.from)
            .collect();
        let names: Vec<String> = takers.iter().map(|&s| self.label(s)).collect();
        (!names.is_empty())
            .then(|| format!("a capture is compulsory: {} must take", names.join(" or ")))
    }

    /// Why the second click (from `from` to `to`) is refused, using the
    /// capture and direction predicates of move generation.
    fn refusal_for_landing(&self, from: Sq, to: Sq, legal: &[PonteMove]) -> Option<String> {
        let seat = self.side as usize;
        let king = self.kings[seat] & bit(from) != 0;
        let (df, dr) = (
            coord(to).file as i8 - coord(from).file as i8,
            coord(to).rank as i8 - coord(from).rank as i8,
        );
        let forward = if seat == 0 { dr > 0 } else { dr < 0 };
        let diagonal = df.abs() == dr.abs() && df != 0;
        if diagonal && df.abs() == 2 {
            let over = ((from as i16 + to as i16) / 2) as Sq;
            let bridges = self.bridges();
            if let Err(why) = self.may_take(seat, king, over, bridges.protected[1 - seat]) {
                if self.pieces(1 - seat) & bit(over) != 0 {
                    return Some(why);
                }
            }
        }
        if diagonal && !king && !forward {
            return Some("that man moves forward only".into());
        }
        if diagonal && df.abs() > 2 && !legal.iter().any(|m| m.from == from && m.route.len > 0) {
            return Some("kings move one square at a time (they do not fly)".into());
        }
        let takers = legal.iter().filter(|m| m.captured != 0).count();
        (takers > 0 && legal.iter().any(|m| m.from == from)).then(|| {
            let most = legal[0].captured.count_ones();
            format!("a capture is compulsory, and the largest one takes {most}")
        })
    }
}

/// Move text split into squares.
struct Parsed {
    from: Sq,
    victim: Option<Sq>,
    landings: Vec<Sq>,
    capture: bool,
}

impl Game for Ponte {
    const ID: &'static str = "ponte";
    const ABOUT: About = About {
        name_it: "Ponte",
        name_en: "Ponte (Bridge)",
        summary:
            "Italian draughts where diagonal chains from side to side become untouchable bridges.",
    };
    type Move = PonteMove;
    type Options = PonteOptions;
    fn new(options: &PonteOptions) -> Ponte {
        let black = 0x0000_0000_0055_AA55;
        let white = 0xAA55_AA00_0000_0000;
        let men = [black, white];
        let kings = [0, 0];
        let key = Ponte::compute_key(&men, &kings, 0);
        Ponte {
            options: *options,
            men,
            kings,
            side: 0,
            outcome: None,
            key,
            history: vec![key],
            plies: 0,
        }
    }
    fn options(&self) -> &PonteOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn seat_name(&self, seat: Seat) -> &'static str {
        Self::name(seat.index().min(1))
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn legal_moves(&self, moves: &mut Vec<PonteMove>) {
        moves.clear();
        if self.outcome.is_none() {
            self.generate(moves);
        }
    }
    fn play_unchecked(&mut self, mv: &PonteMove) {
        let seat = self.side as usize;
        let enemy = 1 - seat;
        let to = mv.to();
        let was_king = self.kings[seat] & bit(mv.from) != 0;
        let kind = if was_king { 2 + seat } else { seat };
        if was_king {
            self.kings[seat] ^= bit(mv.from);
        } else {
            self.men[seat] ^= bit(mv.from);
        }
        self.key ^= ZOBRIST[kind][mv.from as usize];
        let crowned = was_king || CROWN_RANK[seat] & bit(to) != 0;
        if crowned {
            self.kings[seat] |= bit(to);
            self.key ^= ZOBRIST[2 + seat][to as usize];
        } else {
            self.men[seat] |= bit(to);
            self.key ^= ZOBRIST[seat][to as usize];
        }
        for victim in squares(mv.captured) {
            let k = if self.kings[enemy] & bit(victim) != 0 {
                2 + enemy
            } else {
                enemy
            };
            self.key ^= ZOBRIST[k][victim as usize];
        }
        self.men[enemy] &= !mv.captured;
        self.kings[enemy] &= !mv.captured;
        if mv.captured != 0 || !was_king {
            self.history.clear();
        }
        self.side ^= 1;
        self.key ^= ZOBRIST_WHITE_TO_MOVE;
        self.plies += 1;
        self.history.push(self.key);
        self.judge();
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|(o, _)| o)
    }
    fn end_reason(&self) -> Option<String> {
        let (_, reason) = self.outcome?;
        let stuck = Self::name(self.side as usize);
        Some(match reason {
            EndReason::NoMove if self.pieces(self.side as usize) == 0 => {
                format!("{stuck} has no pieces left")
            }
            EndReason::NoMove => format!("{stuck} cannot move"),
            EndReason::Repetition => "the same position occurred three times".into(),
            EndReason::PlyLimit => "the ply limit was reached".into(),
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let cells = clicks
            .iter()
            .map(|t| match *t {
                Target::Cell(c) if c.file < 8 && c.rank < 8 => Some(square(c)),
                _ => None,
            })
            .collect::<Option<Vec<Sq>>>()?;
        let legal = self.moves();
        match cells.as_slice() {
            [from] => self.refusal_for_piece(*from, &legal),
            [from, to, ..] => self
                .refusal_for_landing(*from, *to, &legal)
                .or_else(|| self.refusal_for_piece(*from, &legal)),
            _ => None,
        }
    }
    fn move_to_string(&self, mv: &PonteMove) -> String {
        self.compose(
            mv.from,
            mv.exit_victim(),
            mv.landings.as_slice(),
            mv.captured != 0,
        )
    }
    fn parse_move(&self, text: &str) -> Result<PonteMove, MoveParseError> {
        let parsed = self
            .parse_parts(text.trim())
            .map_err(|reason| MoveParseError {
                text: text.to_string(),
                reason,
            })?;
        let mut landings = Path::default();
        for &l in &parsed.landings {
            landings.push(l);
        }
        let mut fallback = PonteMove {
            from: parsed.from,
            landings,
            captured: 0,
            route: Path::default(),
        };
        if parsed.capture {
            let mut at = parsed.from;
            if let Some(victim) = parsed.victim {
                fallback.captured |= bit(victim);
                at = parsed.landings[0];
            }
            for &l in &parsed.landings[usize::from(parsed.victim.is_some())..] {
                fallback.captured |= bit(((at as u16 + l as u16) / 2) as Sq);
                at = l;
            }
        }
        if let Some(victim) = parsed.victim {
            let back = 2 * i16::from(victim) - i16::from(parsed.landings[0]);
            if let Ok(cell) = Sq::try_from(back) {
                fallback.route.push(cell % 64);
            }
        }
        let wanted = self.compose(parsed.from, parsed.victim, &parsed.landings, parsed.capture);
        let legal = self.moves();
        Ok(legal
            .into_iter()
            .find(|m| self.move_to_string(m) == wanted)
            .unwrap_or(fallback))
    }
    fn clicks(&self, mv: &PonteMove) -> Vec<Target> {
        let mut clicks = vec![Target::Cell(coord(mv.from))];
        if let Some(victim) = mv.exit_victim() {
            clicks.push(Target::Cell(coord(victim)));
        } else if mv.captured == 0 && mv.route.len > 0 && self.options.ponte_exit_capture_optional {
            // Traversals may stand beside captures: name the first bridge
            // cell so a traversal never shares clicks with a capture.
            clicks.push(Target::Cell(coord(mv.route.cells[0])));
        }
        clicks.extend(
            mv.landings
                .as_slice()
                .iter()
                .map(|&l| Target::Cell(coord(l))),
        );
        clicks
    }
    fn to_text(&self) -> String {
        let mut text = String::with_capacity(72);
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                let b = bit(rank * 8 + file);
                let letter = [
                    (self.men[0], 'b'),
                    (self.men[1], 'w'),
                    (self.kings[0], 'B'),
                    (self.kings[1], 'W'),
                ]
                .iter()
                .find(|(set, _)| set & b != 0)
                .map(|&(_, l)| l);
                match letter {
                    Some(l) => {
                        if empty > 0 {
                            text.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        text.push(l);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                text.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                text.push('/');
            }
        }
        text.push_str(if self.side == 0 { " b" } else { " w" });
        text
    }
    fn from_text(text: &str, options: &PonteOptions) -> Result<Ponte, PositionError> {
        let error = |reason: String| PositionError { reason };
        let (board, side) = split_board_and_side(text).map_err(error)?;
        let (men, kings) = parse_board(board).map_err(error)?;
        let key = Ponte::compute_key(&men, &kings, side);
        let mut position = Ponte {
            options: *options,
            men,
            kings,
            side,
            outcome: None,
            key,
            history: vec![key],
            plies: 0,
        };
        position.judge();
        Ok(position)
    }
}

/// Reads the board part of position text: men and kings by seat.
fn parse_board(text: &str) -> Result<([u64; 2], [u64; 2]), String> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 8 {
        return Err(format!(
            "expected 8 ranks separated by `/`, found {}",
            rows.len()
        ));
    }
    let (mut men, mut kings) = ([0u64; 2], [0u64; 2]);
    for (i, row) in rows.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0u8;
        for ch in row.chars() {
            if let Some(n) = ch.to_digit(10).filter(|n| (1..=8).contains(n)) {
                file += n as u8;
            } else {
                let set = match ch {
                    'b' => &mut men[0],
                    'w' => &mut men[1],
                    'B' => &mut kings[0],
                    'W' => &mut kings[1],
                    _ => {
                        return Err(format!(
                            "rank {}: `{ch}` is not b, w, B, W or a count of empty squares",
                            rank + 1
                        ))
                    }
                };
                if file >= 8 {
                    return Err(format!("rank {} has more than 8 squares", rank + 1));
                }
                let sq = rank * 8 + file;
                if DARK & bit(sq) == 0 {
                    return Err(format!(
                        "{} is a light square; pieces stand on dark squares",
                        coord(sq)
                    ));
                }
                *set |= bit(sq);
                file += 1;
            }
            if file > 8 {
                break;
            }
        }
        if file != 8 {
            return Err(format!(
                "rank {} describes {file} squares instead of 8",
                rank + 1
            ));
        }
    }
    setup::check_counts(&men, &kings)?;
    for seat in 0..2 {
        if men[seat] & CROWN_RANK[seat] != 0 {
            return Err(format!(
                "a {} man on its crowning rank must be a king",
                Ponte::name(seat)
            ));
        }
    }
    Ok((men, kings))
}
