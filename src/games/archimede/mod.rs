//! Archimede (Archimedes; Scott Marley and Philip Cohen, GAMES 1988), as
//! RULES.md section 4 specifies it.
//!
//! Ships slide like chess queens. After a move, every enemy ship that three
//! or more of the mover's ships see along clear lines sinks, again and again
//! until no more do; a sunk ship can come back through its owner's empty home
//! port. A ship on the enemy port at the start of its owner's turn wins.
//!
//! Bitboards, one per colour (bit = rank * 8 + file), because playouts and
//! perft are the yardsticks: moves come from precomputed rays, and the
//! attack counts of all ships at once from eight occluded fills added up in
//! a bit-sliced counter.
//!
//! Notation: a slide is `c3-f6`; a rebuild is `R:a1-c3` (the sunk ship
//! appears on the home port a1 and sails at once to c3). The parser also
//! reads a bare `a1-c3` from the mover's own port as a rebuild, since no ship
//! ever starts a slide there.

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
use crate::ui::scene::{Change, Highlight, Scene, Shading, Step, Tone};

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
const START: [u64; 2] = [
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
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum PortWin {
    /// DEFAULT (Abstract Play): a player whose ship stands on the enemy port
    /// at the start of his turn wins.
    #[default]
    TurnStart,
    /// OPTION `immediate_port_adjudication`: after each move of a player
    /// whose ship stands on the enemy port, if no reply of the opponent
    /// would sink it, that player wins at once.
    Immediate,
}

/// Options of Archimede; defaults as RULES.md 4 (win at turn start, no ply limit).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ArchimedeOptions {
    /// How a ship on the enemy port wins.
    pub port_win: PortWin,
    /// Self-play guard: a draw after this many plies; 0 = off (human play).
    pub max_plies: u32,
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "port_win",
        default: "turn_start",
        choices: &["turn_start", "immediate"],
        help: "turn_start: a ship still on the enemy port when its owner's turn begins wins; \
               immediate: it wins at once if no reply of the opponent can sink it",
    },
    MAX_PLIES_DRAW,
];

impl GameOptions for ArchimedeOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "port_win" => {
                self.port_win = parse_choice(
                    key,
                    value,
                    &[
                        ("turn_start", PortWin::TurnStart),
                        ("immediate", PortWin::Immediate),
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
            "port_win" => match self.port_win {
                PortWin::TurnStart => "turn_start".into(),
                PortWin::Immediate => "immediate".into(),
            },
            "max_plies" => self.max_plies.to_string(),
            _ => return None,
        })
    }
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

/// Why a rebuild is not allowed now; `legal_moves` and `explain` both ask.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum NoRebuild {
    /// All twelve ships are on the board.
    NothingSunk,
    /// An enemy ship stands on the home port.
    PortOccupied,
    /// The three squares next to the port are taken: the ship could not sail out.
    NoWayOut,
}

/// Why a game of Archimede ended; kept for the result banner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum EndReason {
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
    options: ArchimedeOptions,
    ships: [u64; 2],
    side: u8,
    plies: u32,
    outcome: Option<(Outcome, EndReason)>,
}

/// Squares from each square to the edge in each direction (`DIRS` order),
/// excluding the square itself.
const RAYS: [[u64; 64]; 8] = build_rays();

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

/// Directions 0 to 3 of `DIRS` raise the square index, 4 to 7 lower it.
const fn rises(d: usize) -> bool {
    d < 4
}

/// The opposite direction in `DIRS` order.
const fn opposite(d: usize) -> usize {
    (d + 4) % 8
}

/// The first ship met going from `sq` in direction `d`, if any.
fn first_ship(sq: Sq, d: usize, occupied: u64) -> Option<Sq> {
    let blockers = RAYS[d][sq as usize] & occupied;
    (blockers != 0).then(|| {
        if rises(d) {
            blockers.trailing_zeros() as Sq
        } else {
            63 - blockers.leading_zeros() as Sq
        }
    })
}

/// The empty squares a queen on `sq` reaches: up to the first ship each way.
///
/// Branch-free: a sentinel bit on the last square of the scan (h8 for the
/// rising directions, a1 for the falling ones) stands in for "no ship", and
/// the ray from that square in the same direction is empty.
fn queen_reach(sq: Sq, occupied: u64) -> u64 {
    let sq = sq as usize;
    let mut reach = 0;
    for rays in &RAYS[..4] {
        let ray = rays[sq];
        let first = ((ray & occupied) | bit(63)).trailing_zeros() as usize;
        reach |= ray ^ rays[first];
    }
    for rays in &RAYS[4..] {
        let ray = rays[sq];
        let first = 63 - ((ray & occupied) | bit(0)).leading_zeros() as usize;
        reach |= ray ^ rays[first];
    }
    reach & !occupied
}

/// Shifts every bit by `amount` squares (positive: towards h8), wrapping
/// across files; callers mask the wrapped bits.
const fn raw_shift(set: u64, amount: i32) -> u64 {
    if amount >= 0 {
        set << amount
    } else {
        set >> -amount
    }
}

/// `generators` grown in direction `d` through `propagators` (Kogge-Stone):
/// every square reached from a generator by steps over propagators only.
fn occluded_fill(mut generators: u64, propagators: u64, d: usize) -> u64 {
    const NOT_FILE_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
    const NOT_FILE_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let (df, dr) = DIRS[d];
    let amount = (dr * 8 + df) as i32;
    let mut pro = propagators
        & match df {
            1 => NOT_FILE_A,
            -1 => NOT_FILE_H,
            _ => !0,
        };
    generators |= pro & raw_shift(generators, amount);
    pro &= raw_shift(pro, amount);
    generators |= pro & raw_shift(generators, 2 * amount);
    pro &= raw_shift(pro, 2 * amount);
    generators |= pro & raw_shift(generators, 4 * amount);
    generators
}

/// The squares whose first ship in direction `d` belongs to `attackers`:
/// a ship there is attacked along that line (RULES.md 4.2 step 3; any ship
/// blocks, and the own-port clause plays no part, 4.5.2).
fn attacked_along(d: usize, attackers: u64, occupied: u64) -> u64 {
    let back = opposite(d);
    // Squares that are an attacker, or empty and see one going in direction d.
    let sees = occluded_fill(attackers, !occupied, back);
    shift(sees, back)
}

/// The ships of `targets` attacked by at least three ships of `attackers`.
fn vulnerable(targets: u64, attackers: u64) -> u64 {
    let occupied = targets | attackers;
    // A saturating bit-sliced counter: at least one, two, three attackers.
    let (mut one, mut two, mut three) = (0u64, 0u64, 0u64);
    for d in 0..8 {
        let hit = attacked_along(d, attackers, occupied) & targets;
        three |= two & hit;
        two |= one & hit;
        one |= hit;
    }
    debug_assert_eq!(ATTACKERS_TO_SINK, 3);
    three
}

/// Sinks the opponent's vulnerable ships after `mover` moved, wave after
/// wave until none is left (the fixpoint of RULES.md 4.2). `on_wave` sees
/// each wave's sunk ships and the board just before they go.
fn sink(ships: &mut [u64; 2], mover: usize, mut on_wave: impl FnMut(u64, &[u64; 2])) {
    let opponent = 1 - mover;
    loop {
        let wave = vulnerable(ships[opponent], ships[mover]);
        if wave == 0 {
            return;
        }
        on_wave(wave, ships);
        ships[opponent] &= !wave;
    }
}

/// The ships of `mover` whose lines of fire reach `target`: the first ship
/// on each ray from it, when it is the mover's.
fn attackers_of(target: Sq, ships: &[u64; 2], mover: usize) -> impl Iterator<Item = Sq> + '_ {
    let occupied = ships[0] | ships[1];
    (0..8)
        .filter(move |&d| attacked_along(d, ships[mover], occupied) & bit(target) != 0)
        .filter_map(move |d| first_ship(target, d, occupied))
}

impl Archimede {
    fn occupied(&self) -> u64 {
        self.ships[0] | self.ships[1]
    }

    fn sunk(&self, colour: usize) -> u32 {
        SHIPS.saturating_sub(self.ships[colour].count_ones())
    }

    fn seat_of(colour: usize) -> Seat {
        Seat(colour as u8)
    }

    /// Whether `colour` may rebuild now, and if not, why (RULES.md 4.2 step 1).
    fn rebuild_refusal(&self, colour: usize) -> Option<NoRebuild> {
        let port = PORTS[colour];
        let occupied = self.occupied();
        if self.sunk(colour) == 0 {
            Some(NoRebuild::NothingSunk)
        } else if occupied & bit(port) != 0 {
            Some(NoRebuild::PortOccupied)
        } else if queen_reach(port, occupied) == 0 {
            Some(NoRebuild::NoWayOut)
        } else {
            None
        }
    }

    /// Where the ship on `from` may slide: up to the first ship each way,
    /// never ending on its own port (it may enter the enemy port).
    fn slide_targets(&self, from: Sq, colour: usize) -> u64 {
        queen_reach(from, self.occupied()) & !bit(PORTS[colour])
    }

    /// Where a ship rebuilt by `colour` may sail, or nothing.
    fn rebuild_targets(&self, colour: usize) -> u64 {
        match self.rebuild_refusal(colour) {
            None => queen_reach(PORTS[colour], self.occupied()),
            Some(_) => 0,
        }
    }

    /// Every action of `colour`, sorted, whether or not the game is over.
    fn actions(&self, colour: usize, moves: &mut Vec<ArchimedeMove>) {
        moves.reserve(64);
        for from in squares(self.ships[colour]) {
            for to in squares(self.slide_targets(from, colour)) {
                moves.push(ArchimedeMove::Slide { from, to });
            }
        }
        let rebuilds = self.rebuild_targets(colour);
        moves.extend(squares(rebuilds).map(|to| ArchimedeMove::Rebuild { to }));
    }

    /// How many actions `colour` has.
    fn action_count(&self, colour: usize) -> u32 {
        let slides: u32 = squares(self.ships[colour])
            .map(|from| self.slide_targets(from, colour).count_ones())
            .sum();
        slides + self.rebuild_targets(colour).count_ones()
    }

    /// Whether `colour` has any action, cheaply: a slide needs one empty
    /// neighbour that is not its own port (a corner ends every line through
    /// it, so no slide passes over a port).
    fn has_action(&self, colour: usize) -> bool {
        let free = !self.occupied() & !bit(PORTS[colour]);
        (0..8).any(|d| shift(self.ships[colour], d) & free != 0)
            || self.rebuild_targets(colour) != 0
    }

    /// The ships after `mover` played `mv`, before any sinking.
    fn moved(&self, mv: &ArchimedeMove, mover: usize) -> [u64; 2] {
        let mut ships = self.ships;
        match *mv {
            ArchimedeMove::Slide { from, to } => ships[mover] ^= bit(from) | bit(to),
            ArchimedeMove::Rebuild { to } => ships[mover] |= bit(to),
        }
        ships
    }

    /// Whether some reply of the player to move sinks the enemy ship on his
    /// port (the test of the `immediate` option).
    fn invader_can_be_sunk(&self) -> bool {
        let defender = self.side as usize;
        let port = bit(PORTS[defender]);
        let mut replies = Vec::new();
        self.actions(defender, &mut replies);
        replies.iter().any(|reply| {
            let mut ships = self.moved(reply, defender);
            sink(&mut ships, defender, |_, _| {});
            ships[1 - defender] & port == 0
        })
    }

    /// Decides the result at the start of the turn of the player to move,
    /// after the other player's move (RULES.md 4.3).
    fn judge(&mut self) {
        let to_move = self.side as usize;
        let other = 1 - to_move;
        self.outcome = if self.on_enemy_port(to_move) && self.options.port_win == PortWin::TurnStart
        {
            Some((
                Outcome::Win(Self::seat_of(to_move)),
                EndReason::PortAtTurnStart,
            ))
        } else if self.on_enemy_port(other)
            && self.options.port_win == PortWin::Immediate
            && !self.invader_can_be_sunk()
        {
            Some((
                Outcome::Win(Self::seat_of(other)),
                EndReason::PortUnsinkable,
            ))
        } else if !self.has_action(to_move) {
            Some((Outcome::Win(Self::seat_of(other)), EndReason::NoAction))
        } else if self.options.max_plies > 0 && self.plies >= self.options.max_plies {
            Some((Outcome::Draw, EndReason::PlyLimit))
        } else {
            None
        };
    }

    /// Whether a ship of `colour` stands on the enemy port.
    fn on_enemy_port(&self, colour: usize) -> bool {
        self.ships[colour] & bit(PORTS[1 - colour]) != 0
    }

    fn colour_name(colour: usize) -> &'static str {
        if colour == 0 {
            "Black"
        } else {
            "White"
        }
    }

    /// The explanation for a refused rebuild, in words.
    fn rebuild_refusal_text(&self, colour: usize, why: NoRebuild) -> String {
        let port = coord(PORTS[colour]);
        match why {
            NoRebuild::NothingSunk => format!(
                "no ship of yours has been sunk, so there is nothing to rebuild on {port}"
            ),
            NoRebuild::PortOccupied => format!(
                "an enemy ship stands on your port {port}: a ship can be rebuilt only on an empty port"
            ),
            NoRebuild::NoWayOut => format!(
                "a ship rebuilt on {port} must sail out at once, and every square next to it is taken"
            ),
        }
    }

    /// A note on each invaded port: what happens next.
    fn port_notes(&self, notes: &mut Vec<String>) {
        for colour in 0..2 {
            if !self.on_enemy_port(colour) {
                continue;
            }
            let (name, enemy) = (Self::colour_name(colour), Self::colour_name(1 - colour));
            let port = coord(PORTS[1 - colour]);
            notes.push(match self.options.port_win {
                PortWin::TurnStart => format!(
                    "{name} has a ship on {enemy}'s port {port}: it wins at the start of {name}'s turn unless {enemy} sinks it"
                ),
                PortWin::Immediate => format!(
                    "{name} has a ship on {enemy}'s port {port}: it wins after a move of {name} that {enemy} cannot answer by sinking it"
                ),
            });
        }
    }

    /// A note listing the ships attacked by three or more, per colour.
    fn danger_notes(&self, notes: &mut Vec<String>) {
        for colour in 0..2 {
            let danger = vulnerable(self.ships[colour], self.ships[1 - colour]);
            if danger == 0 {
                continue;
            }
            let cells: Vec<String> = squares(danger).map(|sq| coord(sq).to_string()).collect();
            notes.push(format!(
                "{} ships attacked by three or more (sunk after {}'s next move if still so): {}",
                Self::colour_name(colour),
                Self::colour_name(1 - colour),
                cells.join(", ")
            ));
        }
    }
}

impl Game for Archimede {
    const ID: &'static str = "archimede";
    const ABOUT: About = About {
        name_it: "Archimede",
        name_en: "Archimedes",
        summary: "Queen-moving ships sink when three enemies aim at them; reach the enemy port.",
    };
    type Move = ArchimedeMove;
    type Options = ArchimedeOptions;
    fn new(options: &ArchimedeOptions) -> Archimede {
        Archimede {
            options: *options,
            ships: START,
            side: 0,
            plies: 0,
            outcome: None,
        }
    }
    fn options(&self) -> &ArchimedeOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn seat_name(&self, seat: Seat) -> &'static str {
        Self::colour_name(seat.index())
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn legal_moves(&self, moves: &mut Vec<ArchimedeMove>) {
        moves.clear();
        if self.outcome.is_none() {
            self.actions(self.side as usize, moves);
        }
    }
    fn count_moves(&self) -> usize {
        match self.outcome {
            Some(_) => 0,
            None => self.action_count(self.side as usize) as usize,
        }
    }
    fn play_unchecked(&mut self, mv: &ArchimedeMove) {
        let mover = self.side as usize;
        self.ships = self.moved(mv, mover);
        sink(&mut self.ships, mover, |_, _| {});
        self.side ^= 1;
        self.plies += 1;
        self.judge();
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|(o, _)| o)
    }
    fn end_reason(&self) -> Option<String> {
        let (outcome, reason) = self.outcome?;
        let winner = match outcome {
            Outcome::Win(seat) => seat.index(),
            _ => return Some("the ply limit was reached".into()),
        };
        let (name, loser) = (Self::colour_name(winner), Self::colour_name(1 - winner));
        let port = coord(PORTS[1 - winner]);
        Some(match reason {
            EndReason::PortAtTurnStart => {
                format!("{name}'s ship held {loser}'s port {port} until {name}'s turn")
            }
            EndReason::PortUnsinkable => {
                format!("{name}'s ship is on {loser}'s port {port} and no reply can sink it")
            }
            EndReason::NoAction => format!("{loser} has no move and no rebuild"),
            EndReason::PlyLimit => "the ply limit was reached".into(),
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let colour = self.side as usize;
        let port = PORTS[colour];
        let cell = |i: usize| match clicks.get(i) {
            Some(Target::Cell(c)) if c.file < 8 && c.rank < 8 => Some(square(*c)),
            _ => None,
        };
        let first = cell(0)?;
        if first == port {
            let why = self.rebuild_refusal(colour)?;
            return Some(self.rebuild_refusal_text(colour, why));
        }
        let to = cell(1)?;
        let own_ship = self.ships[colour] & bit(first) != 0;
        let line_clear = queen_reach(first, self.occupied()) & bit(to) != 0;
        (own_ship && to == port && line_clear && self.slide_targets(first, colour) & bit(to) == 0)
            .then(|| {
                format!(
                    "a ship may never end its move in its own port, {}",
                    coord(port)
                )
            })
    }
    fn move_to_string(&self, mv: &ArchimedeMove) -> String {
        match *mv {
            ArchimedeMove::Slide { from, to } => format!("{}-{}", coord(from), coord(to)),
            ArchimedeMove::Rebuild { to } => {
                format!("R:{}-{}", coord(PORTS[self.side as usize]), coord(to))
            }
        }
    }
    fn parse_move(&self, text: &str) -> Result<ArchimedeMove, MoveParseError> {
        let error = |reason: String| MoveParseError {
            text: text.to_string(),
            reason,
        };
        let t = text.trim();
        let (rebuild, body) = match t.strip_prefix("R:").or_else(|| t.strip_prefix("r:")) {
            Some(body) => (true, body),
            None => (false, t),
        };
        let (from, rest) = Coord::parse_prefix(body, 8, 8).ok_or_else(|| {
            error("expected a square from a1 to h8, like `c3-f6` or `R:a1-c3`".into())
        })?;
        let rest = rest.strip_prefix('-').unwrap_or(rest);
        let (to, rest) = Coord::parse_prefix(rest, 8, 8)
            .ok_or_else(|| error("expected a destination square after `-`, like `c3-f6`".into()))?;
        if !rest.is_empty() {
            return Err(error("unexpected text after the destination square".into()));
        }
        let port = PORTS[self.side as usize];
        let (from, to) = (square(from), square(to));
        match (rebuild, from == port) {
            (_, true) => Ok(ArchimedeMove::Rebuild { to }),
            (true, false) => Err(error(format!(
                "a rebuild starts on the home port of the player to move, {}",
                coord(port)
            ))),
            (false, false) => Ok(ArchimedeMove::Slide { from, to }),
        }
    }
    fn clicks(&self, mv: &ArchimedeMove) -> Vec<Target> {
        let (from, to) = match *mv {
            ArchimedeMove::Slide { from, to } => (from, to),
            ArchimedeMove::Rebuild { to } => (PORTS[self.side as usize], to),
        };
        vec![Target::Cell(coord(from)), Target::Cell(coord(to))]
    }
    fn to_text(&self) -> String {
        board_and_side_text(&self.ships, self.side)
    }
    /// Reads position text: `<board> <side>`, separated by one or more spaces.
    ///
    /// * `<board>`: ranks 8 down to 1 separated by `/`, files a to h within a
    ///   rank; `b` a Black ship, `w` a White ship, a digit 1-8 a run of empty
    ///   squares (as chess FEN).
    /// * `<side>`: `b` or `w`, the player to move.
    ///
    /// Sunk ships are not written: each side has 12 ships, so the sunk count
    /// is 12 minus the ships on the board. The ply count is not written
    /// either (it only matters to the `max_plies` guard and starts at 0).
    /// Refused: more than 12 ships of a colour, or a ship on its own home
    /// port (no ship can ever stand there). The result is judged as at the
    /// start of the turn of the player to move.
    fn from_text(text: &str, options: &ArchimedeOptions) -> Result<Archimede, PositionError> {
        let error = |reason: String| PositionError { reason };
        let (board, side) = split_board_and_side(text).map_err(error)?;
        let ships = parse_board(board, ['b', 'w']).map_err(error)?;
        for colour in 0..2 {
            let name = Self::colour_name(colour);
            if ships[colour].count_ones() > SHIPS {
                return Err(error(format!("{name} has more than {SHIPS} ships")));
            }
            if ships[colour] & bit(PORTS[colour]) != 0 {
                return Err(error(format!(
                    "a {name} ship stands on its own port {}, where no ship may stop",
                    coord(PORTS[colour])
                )));
            }
        }
        let mut position = Archimede {
            options: *options,
            ships,
            side,
            plies: 0,
            outcome: None,
        };
        position.judge();
        Ok(position)
    }
}

/// One side's standing for the computer's evaluation (see `evaluate`).
fn fleet_value(ships: &[u64; 2], colour: usize) -> i32 {
    let own = ships[colour];
    let port = PORTS[1 - colour];
    let distance = |sq: Sq| {
        let (df, dr) = ((sq % 8).abs_diff(port % 8), (sq / 8).abs_diff(port / 8));
        i32::from(df.max(dr))
    };
    let nearest = squares(own).map(distance).min().unwrap_or(8);
    let approach: i32 = squares(own).map(|sq| 7 - distance(sq)).sum();
    let threatened = vulnerable(own, ships[1 - colour]).count_ones() as i32;
    100 * own.count_ones() as i32 - 45 * threatened + 12 * (7 - nearest) + 2 * approach
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The attack count of `target` by `attackers`, ray by ray, the slow way.
    fn naive_attackers(target: Sq, attackers: u64, occupied: u64) -> u32 {
        (0..8)
            .filter(|&d| {
                let mut sq = target;
                while let Some(next) = super::super::board8::step(sq, d) {
                    if occupied & bit(next) != 0 {
                        return attackers & bit(next) != 0;
                    }
                    sq = next;
                }
                false
            })
            .count() as u32
    }

    #[test]
    fn fills_count_attackers_like_walking_the_rays() {
        let mut rng = Rng::new(7);
        for _ in 0..2_000 {
            let (a, b) = (
                rng.next_u64() & rng.next_u64(),
                rng.next_u64() & rng.next_u64(),
            );
            let (targets, attackers) = (a & !b, b);
            let expected = squares(targets)
                .filter(|&sq| naive_attackers(sq, attackers, targets | attackers) >= 3)
                .fold(0, |set, sq| set | bit(sq));
            assert_eq!(vulnerable(targets, attackers), expected);
        }
    }

    #[test]
    fn queen_reach_stops_before_the_first_ship() {
        // A queen on d4 with ships on d6 and f4.
        let occupied = bit(43) | bit(29) | bit(27);
        let reach = queen_reach(27, occupied);
        assert_ne!(reach & bit(35), 0, "d5");
        assert_eq!(reach & bit(43), 0, "d6 is a ship");
        assert_eq!(reach & bit(51), 0, "d7 is behind it");
        assert_ne!(reach & bit(28), 0, "e4");
        assert_eq!(reach & bit(30), 0, "g4 is behind f4");
        assert_ne!(reach & bit(0), 0, "a1 on the diagonal");
    }
}
