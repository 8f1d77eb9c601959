//! An Archimede position and its options: the fleets by colour, whose turn,
//! the plies for the guard, and the result once judged. The rules
//! (`rules.rs`), the notation and the view all read these fields.

use crate::game::{Outcome, Seat};
use crate::games::board8::{bit, Sq};

/// Black moves first (RULES.md 4.1, from the seed).
pub const BLACK: Seat = Seat(0);
/// White moves second.
pub const WHITE: Seat = Seat(1);
/// Ships per player, on the board and sunk together.
pub const SHIPS: u32 = 12;
/// Home ports by seat index: Black a1, White h8 (each player's near-left corner).
pub const PORTS: [Sq; 2] = [0, 63];
/// How many attackers sink a ship.
pub const ATTACKERS_TO_SINK: u32 = 3;

/// The start of RULES.md 4.1 (the GAMES figure), by seat index.
pub(super) const START: [u64; 2] = [
    // a2 a3 a4, b1 b2 b3 b4, c1 c2 c3, d1 d2
    bit(8)
        | bit(16)
        | bit(24)
        | bit(1)
        | bit(9)
        | bit(17)
        | bit(25)
        | bit(2)
        | bit(10)
        | bit(18)
        | bit(3)
        | bit(11),
    // e7 e8, f6 f7 f8, g5 g6 g7 g8, h5 h6 h7
    bit(52)
        | bit(60)
        | bit(45)
        | bit(53)
        | bit(61)
        | bit(38)
        | bit(46)
        | bit(54)
        | bit(62)
        | bit(39)
        | bit(47)
        | bit(55),
];

/// When a ship on the enemy port wins (RULES.md 4.3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PortWin {
    /// DEFAULT (Abstract Play): a player whose ship stands on the enemy port
    /// at the start of his turn wins.
    TurnStart,
    /// OPTION `immediate_port_adjudication`: after each move of a player
    /// whose ship stands on the enemy port, if no reply of the opponent
    /// would sink it, that player wins at once.
    Immediate,
}

/// Options of Archimede; defaults as RULES.md 4 (win at turn start, no ply
/// limit), in the table below.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ArchimedeOptions {
    /// How a ship on the enemy port wins.
    pub port_win: PortWin,
    /// Self-play guard: a draw after this many plies; 0 = off (human play).
    pub max_plies: u32,
}

crate::option_table! {
    ArchimedeOptions;
    port_win: "port_win" = choice[
        "turn_start" => PortWin::TurnStart,
        "immediate" => PortWin::Immediate,
    ],
        "turn_start: a ship still on the enemy port when its owner's turn begins wins; \
         immediate: it wins at once if no reply of the opponent can sink it";
    max_plies: "max_plies" = ply_limit;
}

/// An Archimede move. Slides sort before rebuilds.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum ArchimedeMove {
    /// A ship slides like a queen over empty squares.
    Slide {
        /// Origin square index (rank * 8 + file).
        from: Sq,
        /// Destination square index.
        to: Sq,
    },
    /// A sunk ship is rebuilt on the mover's empty home port and sails out
    /// at once to `to`: the whole turn's move.
    Rebuild {
        /// Destination square index.
        to: Sq,
    },
}

/// Why a game of Archimede ended; kept for the result banner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum EndReason {
    /// The winner's ship stood on the enemy port at the start of his turn.
    PortAtTurnStart,
    /// The winner's ship stands on the enemy port and no reply can sink it.
    PortUnsinkable,
    /// The loser had no move and no rebuild.
    NoAction,
    /// The `max_plies` guard.
    PlyLimit,
}

/// An Archimede position: ships by seat, whose turn, plies for the guard.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Archimede {
    pub(super) options: ArchimedeOptions,
    pub(super) ships: [u64; 2],
    pub(super) side: u8,
    pub(super) plies: u32,
    pub(super) outcome: Option<(Outcome, EndReason)>,
}

impl Archimede {
    pub(super) fn occupied(&self) -> u64 {
        self.ships[0] | self.ships[1]
    }

    pub(super) fn sunk(&self, colour: usize) -> u32 {
        SHIPS.saturating_sub(self.ships[colour].count_ones())
    }

    pub(super) fn seat_of(colour: usize) -> Seat {
        Seat(colour as u8)
    }

    /// Whether a ship of `colour` stands on the enemy port.
    pub(super) fn on_enemy_port(&self, colour: usize) -> bool {
        self.ships[colour] & bit(PORTS[1 - colour]) != 0
    }

    pub(super) fn colour_name(colour: usize) -> &'static str {
        if colour == 0 {
            "Black"
        } else {
            "White"
        }
    }
}
