//! The Lines of Action position and its options: the state the rules play
//! on, with the Zobrist keys its repetition history is counted by.

use crate::game::{Outcome, Seat};
use crate::games::board8::{squares, Sq};

/// Black moves first (RULES.md 5.1).
pub const BLACK: Seat = Seat(0);
/// White moves second.
pub const WHITE: Seat = Seat(1);

/// What happens when one move connects both colours (RULES.md 5.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Simultaneous {
    /// The seed and Sackson's 1982 text: the player who moved wins.
    MoverWins,
    /// The Computer Olympiad rule: a draw.
    Draw,
}

/// Options of Lines of Action; defaults as RULES.md 5 (the table below).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LoaOptions {
    /// Result when both colours are connected after a move.
    pub simultaneous: Simultaneous,
    /// Threefold repetition (same player to move) is a draw.
    pub repetition_draw: bool,
    /// Self-play guard: a draw after this many plies; 0 = off (human play).
    pub max_plies: u32,
}

crate::option_table! {
    LoaOptions;
    simultaneous: "simultaneous" = choice[
        "mover" => Simultaneous::MoverWins,
        "draw" => Simultaneous::Draw,
    ],
        "a move that connects both colours: the mover wins, or it is a draw";
    repetition_draw: "repetition" = choice["draw" => true, "off" => false],
        "the same position three times with the same player to move is a draw";
    max_plies: "max_plies" = ply_limit;
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
pub(super) enum EndReason {
    Connected,
    BothConnected,
    Repetition,
    PlyLimit,
}

/// A Lines of Action position with the history its repetition rule needs.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Loa {
    pub(super) options: LoaOptions,
    /// Pieces by seat.
    pub(super) pieces: [u64; 2],
    pub(super) side: u8,
    pub(super) outcome: Option<(Outcome, EndReason)>,
    pub(super) key: u64,
    /// Keys of positions since the last capture, current one included: a
    /// capture makes every earlier position unreachable.
    pub(super) history: Vec<u64>,
    pub(super) plies: u32,
}

/// The Zobrist key of a piece by seat and square, xor-ed into the
/// position's key as it moves.
pub(super) const ZOBRIST: [[u64; 64]; 2] = crate::game::zobrist_keys(0x4C4F_4100_0000_0000, 1);
/// Xor-ed into the key when White is to move.
pub(super) const ZOBRIST_WHITE_TO_MOVE: u64 = crate::rng::mix(0x4C4F_4153_4944_4520);

impl Loa {
    /// The mover's pieces and the opponent's, the pair every rule asks for.
    pub(super) fn mover_and_opponent(&self) -> (u64, u64) {
        let s = self.side as usize;
        (self.pieces[s], self.pieces[1 - s])
    }

    /// The key of a position built from scratch (the start, a set-up
    /// position); play updates it incrementally.
    pub(super) fn compute_key(pieces: &[u64; 2], side: u8) -> u64 {
        let mut key = if side == 1 { ZOBRIST_WHITE_TO_MOVE } else { 0 };
        for (seat, &set) in pieces.iter().enumerate() {
            for sq in squares(set) {
                key ^= ZOBRIST[seat][sq as usize];
            }
        }
        key
    }
}
