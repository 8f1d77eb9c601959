//! Archimede's rules: slides and rebuilds (RULES.md 4.2), the sinking after
//! each move, and the result at the start of each turn (4.3), with the
//! explanations of refused moves written from the same predicates.

use super::attacks::{queen_reach, sink};
use super::position::{
    Archimede, ArchimedeMove, ArchimedeOptions, EndReason, PortWin, PORTS, START,
};
use crate::game::{
    ply_limit_reached, Game, MoveParseError, Outcome, PositionError, Seat, Target,
    PLY_LIMIT_REACHED,
};
use crate::games::board8::{bit, clicked_square, coord, shift, squares, Sq};

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

impl Archimede {
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
    pub(super) fn moved(&self, mv: &ArchimedeMove, mover: usize) -> [u64; 2] {
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
        } else if ply_limit_reached(self.options.max_plies, self.plies) {
            Some((Outcome::Draw, EndReason::PlyLimit))
        } else {
            None
        };
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
}

impl Game for Archimede {
    const ID: &'static str = "archimede";
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
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn push_legal_moves(&self, moves: &mut Vec<ArchimedeMove>) {
        self.actions(self.side as usize, moves);
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
            _ => return Some(PLY_LIMIT_REACHED.into()),
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
            EndReason::PlyLimit => PLY_LIMIT_REACHED.into(),
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let colour = self.side as usize;
        let port = PORTS[colour];
        let cell = |i: usize| clicks.get(i).copied().and_then(clicked_square);
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
        self.move_text(mv)
    }
    fn parse_move(&self, text: &str) -> Result<ArchimedeMove, MoveParseError> {
        self.read_move(text)
    }
    fn clicks(&self, mv: &ArchimedeMove) -> Vec<Target> {
        let (from, to) = match *mv {
            ArchimedeMove::Slide { from, to } => (from, to),
            ArchimedeMove::Rebuild { to } => (PORTS[self.side as usize], to),
        };
        vec![Target::Cell(coord(from)), Target::Cell(coord(to))]
    }
    /// Position text: `<board> <side>` as `from_text` documents; the start
    /// is `4www1/4wwww/5www/6ww/bb6/bbb5/bbbb4/1bbb4 b`.
    fn to_text(&self) -> String {
        self.position_text()
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
        let mut position = Self::read_position(text, options)?;
        position.judge();
        Ok(position)
    }
}
