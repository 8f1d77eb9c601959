//! The rules of Lines of Action (RULES.md 5): a piece moves exactly as many
//! squares as there are pieces on its line, may jump its own pieces but not
//! the enemy's, and a player wins by joining all his pieces in one group.

use super::lines::{tables, Tables, LINES_BY_SQUARE};
use super::position::{
    EndReason, Loa, LoaMove, LoaOptions, Simultaneous, ZOBRIST, ZOBRIST_WHITE_TO_MOVE,
};
use crate::game::{
    ply_limit_reached, repeated_thrice, Game, MoveParseError, Outcome, PositionError, Seat, Target,
    PLY_LIMIT_REACHED, REPEATED_THRICE,
};
use crate::games::board8::{bit, clicked_square, coord, shift, squares, Sq};

/// Whether the pieces of `set` form one 8-connected group (one piece does).
pub(super) fn connected(set: u64) -> bool {
    set != 0 && first_group(set) == set
}

/// `set` and every square next to one of its pieces (eight neighbours):
/// east and west, then north and south of that.
pub(super) fn grown(set: u64) -> u64 {
    let row = set | shift(set, 0) | shift(set, 4);
    row | shift(row, 1) | shift(row, 5)
}

/// The group of `set` (eight-neighbour connected) holding the lowest piece.
pub(super) fn first_group(set: u64) -> u64 {
    let mut group = set & set.wrapping_neg();
    loop {
        let next = grown(group) & set;
        if next == group {
            return group;
        }
        group = next;
    }
}

impl Loa {
    /// Destinations of the piece on `from` as a mask, branch-free: for each
    /// direction the table gives the landing square for the line's count
    /// and the squares passed on the way.
    pub(super) fn destinations(tables: &Tables, from: Sq, own: u64, opp: u64) -> u64 {
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

    /// Decides the result after `mover` acted, as RULES.md 5.3 orders it.
    /// `captured` says whether the opponent lost a piece: only then can his
    /// connection have changed (before the move neither side was joined, or
    /// the game would be over).
    pub(super) fn judge(&mut self, mover: usize, moved_a_piece: bool, captured: bool) {
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
            && repeated_thrice(&self.history, &self.key)
        {
            self.outcome = Some((Outcome::Draw, EndReason::Repetition));
        }
        if self.outcome.is_none() && ply_limit_reached(self.options.max_plies, self.plies) {
            self.outcome = Some((Outcome::Draw, EndReason::PlyLimit));
        }
    }
}

impl Game for Loa {
    const ID: &'static str = "loa";
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
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn push_legal_moves(&self, moves: &mut Vec<LoaMove>) {
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
            (EndReason::Repetition, _) => REPEATED_THRICE.into(),
            (EndReason::PlyLimit, _) => PLY_LIMIT_REACHED.into(),
            _ => return None,
        })
    }
    /// Why a click or two make no move, in the game's terms: whose piece
    /// it is, and how far a piece must go on the line it was moved along.
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let cell = |i: usize| clicks.get(i).copied().and_then(clicked_square);
        let from = cell(0)?;
        let (own, opp) = self.mover_and_opponent();
        let mover = self.seat_name(self.to_move());
        if own & bit(from) == 0 {
            return Some(if opp & bit(from) != 0 {
                let owner = self.seat_name(Seat(1 - self.side));
                format!("{} is {owner}'s piece, and {mover} is to move", coord(from))
            } else {
                format!("{} is empty: pick one of {mover}'s pieces", coord(from))
            });
        }
        let to = cell(1)?;
        let Some(line) = LINES_BY_SQUARE[from as usize]
            .iter()
            .find(|line| *line & bit(to) != 0 && to != from)
        else {
            return Some("a piece moves along a row, a column or a diagonal".into());
        };
        let on_line = (line & (own | opp)).count_ones();
        let (a, b) = (coord(from), coord(to));
        let distance = a.file.abs_diff(b.file).max(a.rank.abs_diff(b.rank)) as u32;
        if distance != on_line {
            return Some(if on_line == 1 {
                "a piece moves exactly 1 square on this line: it is alone on it".into()
            } else {
                format!(
                    "a piece moves exactly {on_line} squares on this line: there are {on_line} pieces on it"
                )
            });
        }
        if own & bit(to) != 0 {
            return Some(format!("{} holds a piece of {mover}'s own", coord(to)));
        }
        let d = crate::games::board8::DIRS.iter().position(|&(df, dr)| {
            let (tf, tr) = (
                a.file as i8 + df * distance as i8,
                a.rank as i8 + dr * distance as i8,
            );
            (tf, tr) == (b.file as i8, b.rank as i8)
        })?;
        let passed = tables().jumps[from as usize][d][distance as usize].passed;
        (passed & opp != 0).then(|| "a piece may jump its own pieces but not the enemy's".into())
    }
    fn move_to_string(&self, mv: &LoaMove) -> String {
        self.move_text(mv)
    }
    fn parse_move(&self, text: &str) -> Result<LoaMove, MoveParseError> {
        Loa::read_move(text)
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
        self.position_text()
    }
    fn from_text(text: &str, options: &LoaOptions) -> Result<Loa, PositionError> {
        Loa::read_position(text, options)
    }
}
