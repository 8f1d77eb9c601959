//! The Magneton position and its options: the state the rules play on,
//! with what the last turn did, which decides the win and is drawn.

use crate::game::{
    parse_choice, parse_number, GameOptions, OptionError, OptionSpec, Outcome, Seat,
    MAX_PLIES_DRAW, MAX_PLIES_LIMIT,
};
use crate::games::board8::Sq;
use crate::games::recent::Recent;

/// Black places first (RULES.md 7.1, a GUESS: the booklet's other games start with Black).
pub const BLACK: Seat = Seat(0);
/// White places second.
pub const WHITE: Seat = Seat(1);
/// Pieces per player.
pub const PIECES: u32 = 12;

/// Options of Magneton; defaults as RULES.md 7 (all off: strong force, the
/// mover wins both lines, no repetition rule, no ply limit).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MagnetonOptions {
    /// Super Duper Games' variant: affected pieces move one square only.
    pub weak_force: bool,
    /// When one turn completes a line for both: the mover wins, or a draw.
    pub both_lines_draw: bool,
    /// Threefold repetition (same player to move) is a draw.
    pub repetition_draw: bool,
    /// Self-play guard: a draw after this many plies; 0 = off.
    pub max_plies: u32,
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "force",
        default: "strong",
        choices: &["strong", "weak"],
        help: "strong: affected pieces slide to the next piece or the edge; weak: one square",
    },
    OptionSpec {
        key: "both_lines",
        default: "mover",
        choices: &["mover", "draw"],
        help: "a turn that completes a line for both players: the mover wins, or a draw",
    },
    OptionSpec {
        key: "repetition",
        default: "off",
        choices: &["off", "draw"],
        help: "the same position three times with the same player to move is a draw",
    },
    MAX_PLIES_DRAW,
];

impl GameOptions for MagnetonOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "force" => {
                self.weak_force = parse_choice(key, value, &[("strong", false), ("weak", true)])?
            }
            "both_lines" => {
                self.both_lines_draw =
                    parse_choice(key, value, &[("mover", false), ("draw", true)])?
            }
            "repetition" => {
                self.repetition_draw = parse_choice(key, value, &[("off", false), ("draw", true)])?
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
            "force" => if self.weak_force { "weak" } else { "strong" }.into(),
            "both_lines" => if self.both_lines_draw {
                "draw"
            } else {
                "mover"
            }
            .into(),
            "repetition" => if self.repetition_draw { "draw" } else { "off" }.into(),
            "max_plies" => self.max_plies.to_string(),
            _ => return None,
        })
    }
}

/// A Magneton move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum MagnetonMove {
    /// Phase 1: a piece from hand onto an empty square.
    Drop(Sq),
    /// Phase 2: a piece slides in a straight line over empty squares.
    Slide {
        /// Origin square index.
        from: Sq,
        /// Destination square index.
        to: Sq,
    },
    /// Only when no slide exists.
    Pass,
}

/// Why a game of Magneton ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum EndReason {
    Line,
    BothLines,
    TwoPasses,
    Repetition,
    PlyLimit,
}

/// A Magneton position with what the last turn did (for the win and the display).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Magneton {
    pub(super) options: MagnetonOptions,
    pub(super) pieces: [u64; 2],
    pub(super) side: u8,
    /// Consecutive passes.
    pub(super) passes: u8,
    pub(super) plies: u32,
    pub(super) outcome: Option<(Outcome, EndReason)>,
    /// Pieces the magnets moved in the last turn, where they now stand.
    pub(super) magnet_moved: u64,
    /// The cells of the deciding line(s), once won.
    pub(super) winning_cells: u64,
    /// Boards seen (for the repetition option), current one included.
    pub(super) history: Vec<([u64; 2], u8)>,
    /// The last few boards, for the evaluation to notice cycles (always
    /// kept: the repetition rule is an option, cycles are not).
    pub(super) recent: Recent,
}

impl Magneton {
    /// The pieces `colour` still has to drop: the drops last while any are left.
    pub(super) fn in_hand(&self, colour: usize) -> u32 {
        PIECES.saturating_sub(self.pieces[colour].count_ones())
    }

    /// Every occupied square, of either colour.
    pub(super) fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }
}
