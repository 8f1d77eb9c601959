//! A Ponte position: men and kings by colour on bitboards (bit = rank *
//! 8 + file, only dark squares used), whose turn, the result once judged,
//! and the Zobrist key with the history the repetition rule needs; with
//! the move type and the board's fixed facts (diagonals, sides, crowning
//! ranks).

use super::options::PonteOptions;
use crate::game::{Outcome, Seat};
use crate::games::board8::{squares, step, Sq};

/// Black moves first, from the bottom (RULES.md 2.1).
pub const BLACK: Seat = Seat(0);
/// White moves second, from the top.
pub const WHITE: Seat = Seat(1);

/// Diagonal directions as indices into `board8::DIRS`: NE, NW, SW, SE.
pub(super) const DIAGONALS: [usize; 4] = [2, 3, 6, 7];
/// The two forward directions of each seat's men: Black up, White down.
pub(super) const FORWARD: [[usize; 2]; 2] = [[2, 3], [6, 7]];
/// Rank 1, rank 8, file a, file h: the sides (sponde) of 2.3.
pub(super) const SIDE_MASKS: [u64; 4] = [
    0x0000_0000_0000_00FF,
    0xFF00_0000_0000_0000,
    0x0101_0101_0101_0101,
    0x8080_8080_8080_8080,
];
/// The rank where each seat's men are crowned.
pub(super) const CROWN_RANK: [u64; 2] = [SIDE_MASKS[1], SIDE_MASKS[0]];
/// The dark squares (a1 dark, the book's orientation).
pub(super) const DARK: u64 = 0xAA55_AA55_AA55_AA55;
/// Longest capture chain or bridge route a move can hold.
pub(super) const MAX_PATH: usize = 12;

/// A short list of squares kept inline, so moves stay `Copy` and cheap.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Path {
    pub(super) len: u8,
    pub(super) cells: [Sq; MAX_PATH],
}

impl Path {
    pub(super) fn push(&mut self, sq: Sq) {
        self.cells[self.len as usize] = sq;
        self.len += 1;
    }

    pub(super) fn pop(&mut self) {
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

    pub(super) fn same_result(&self, other: &PonteMove) -> bool {
        (self.from, self.landings, self.captured) == (other.from, other.landings, other.captured)
    }

    /// The bridge exit capture's first victim: the square between the last
    /// bridge cell and the first landing.
    pub(super) fn exit_victim(&self) -> Option<Sq> {
        let last = *self.route.as_slice().last()?;
        (self.captured != 0).then(|| (last + self.landings.cells[0]) / 2)
    }
}

/// Why a game of Ponte ended; kept for the result banner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum EndReason {
    NoMove,
    Repetition,
    PlyLimit,
}

/// A Ponte position with the history its repetition rule needs.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Ponte {
    pub(super) options: PonteOptions,
    /// Men by seat.
    pub(super) men: [u64; 2],
    /// Kings by seat.
    pub(super) kings: [u64; 2],
    pub(super) side: u8,
    pub(super) outcome: Option<(Outcome, EndReason)>,
    pub(super) key: u64,
    /// Keys since the last capture or man move, current one included.
    pub(super) history: Vec<u64>,
    pub(super) plies: u32,
}

/// The Zobrist key of a piece by kind (Black's and White's men, then
/// their kings) and square.
pub(super) const ZOBRIST: [[u64; 64]; 4] = crate::game::zobrist_keys(0x504F_4E00_0000_0000, 1);
/// Xor-ed into the key when White is to move.
pub(super) const ZOBRIST_WHITE_TO_MOVE: u64 = crate::rng::mix(0x504F_4E54_4557_484D);

/// The direction index of the diagonal step from `a` to `b`, if adjacent.
pub(super) fn direction(a: Sq, b: Sq) -> Option<usize> {
    DIAGONALS.iter().copied().find(|&d| step(a, d) == Some(b))
}

impl Ponte {
    pub(super) fn pieces(&self, seat: usize) -> u64 {
        self.men[seat] | self.kings[seat]
    }

    pub(super) fn occupied(&self) -> u64 {
        self.pieces(0) | self.pieces(1)
    }

    pub(super) fn name(seat: usize) -> &'static str {
        ["Black", "White"][seat]
    }

    /// The directions a piece may step (and capture) in: men forward only.
    pub(super) fn directions(seat: usize, king: bool) -> &'static [usize] {
        if king {
            &DIAGONALS
        } else {
            &FORWARD[seat]
        }
    }

    pub(super) fn compute_key(men: &[u64; 2], kings: &[u64; 2], side: u8) -> u64 {
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
}
