//! The rules of Magneton (RULES.md 7): twelve drops each, then slides; after
//! each action the magnet acts, and a line of four wins only if the magnets
//! moved one of its pieces this turn.

use super::position::{EndReason, Magneton, MagnetonMove, MagnetonOptions};
use crate::game::{
    ply_limit_reached, repeated_thrice, Game, MoveParseError, Outcome, PositionError, Seat, Target,
    PLY_LIMIT_REACHED, REPEATED_THRICE,
};
use crate::games::board8::{bit, coord, shift, squares, step};
use crate::games::recent::{board_key, Recent};

/// The cells of every run of four or more in `set`, in any direction.
fn runs_of_four(set: u64) -> u64 {
    let mut cells = 0;
    for d in 0..4 {
        // Squares that end a run of four going in direction d.
        let mut ends = set;
        for _ in 0..3 {
            ends = shift(ends, d) & set;
        }
        // Walk each end back over its four squares.
        let mut run = ends;
        for _ in 0..4 {
            cells |= run;
            run = shift(run, d + 4);
        }
    }
    cells
}

impl Magneton {
    fn judge(&mut self, mover: usize) {
        let mover_cells = runs_of_four(self.pieces[mover]);
        let other_cells = runs_of_four(self.pieces[1 - mover]);
        let mover_line = mover_cells & self.magnet_moved != 0;
        let other_line = other_cells & self.magnet_moved != 0;
        let mover_seat = Seat(mover as u8);
        let other_seat = Seat(1 - mover as u8);
        self.winning_cells =
            (if mover_line { mover_cells } else { 0 }) | (if other_line { other_cells } else { 0 });
        self.outcome = match (mover_line, other_line) {
            (true, true) if self.options.both_lines_draw => {
                Some((Outcome::Draw, EndReason::BothLines))
            }
            (true, true) => Some((Outcome::Win(mover_seat), EndReason::BothLines)),
            (true, false) => Some((Outcome::Win(mover_seat), EndReason::Line)),
            (false, true) => Some((Outcome::Win(other_seat), EndReason::Line)),
            (false, false) => None,
        };
        if self.outcome.is_none() && self.passes >= 2 {
            self.outcome = Some((Outcome::Draw, EndReason::TwoPasses));
        }
        if self.outcome.is_none()
            && self.options.repetition_draw
            && repeated_thrice(&self.history, &(self.pieces, self.side))
        {
            self.outcome = Some((Outcome::Draw, EndReason::Repetition));
        }
        if self.outcome.is_none() && ply_limit_reached(self.options.max_plies, self.plies) {
            self.outcome = Some((Outcome::Draw, EndReason::PlyLimit));
        }
    }
}

impl Game for Magneton {
    const ID: &'static str = "magneton";
    type Move = MagnetonMove;
    type Options = MagnetonOptions;
    fn new(options: &MagnetonOptions) -> Magneton {
        Magneton {
            options: *options,
            pieces: [0, 0],
            side: 0,
            passes: 0,
            plies: 0,
            outcome: None,
            magnet_moved: 0,
            winning_cells: 0,
            history: if options.repetition_draw {
                vec![([0, 0], 0)]
            } else {
                Vec::new()
            },
            recent: Recent::default(),
        }
    }
    fn options(&self) -> &MagnetonOptions {
        &self.options
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn push_legal_moves(&self, moves: &mut Vec<MagnetonMove>) {
        let occupied = self.occupied();
        let side = self.side as usize;
        if self.in_hand(side) > 0 {
            moves.extend(squares(!occupied).map(MagnetonMove::Drop));
            return;
        }
        for from in squares(self.pieces[side]) {
            let mut reachable = 0u64;
            for d in 0..8 {
                let mut sq = from;
                while let Some(next) = step(sq, d) {
                    if occupied & bit(next) != 0 {
                        break;
                    }
                    reachable |= bit(next);
                    sq = next;
                }
            }
            moves.extend(squares(reachable).map(|to| MagnetonMove::Slide { from, to }));
        }
        if moves.is_empty() {
            moves.push(MagnetonMove::Pass);
        }
    }
    fn play_unchecked(&mut self, mv: &MagnetonMove) {
        let mover = self.side as usize;
        let acted = self.with_action(mv);
        self.pieces = acted.pieces;
        self.magnet_moved = 0;
        match Self::acting_square(mv) {
            Some(origin) => {
                self.passes = 0;
                let effect = self.effect(origin, mover);
                for &(from, to) in &effect.moves {
                    let c = if self.pieces[0] & bit(from) != 0 {
                        0
                    } else {
                        1
                    };
                    self.pieces[c] ^= bit(from) | bit(to);
                    self.magnet_moved |= bit(to);
                }
            }
            None => self.passes += 1,
        }
        self.side ^= 1;
        self.plies += 1;
        if self.options.repetition_draw {
            self.history.push((self.pieces, self.side));
        }
        self.recent.push(board_key(&self.pieces, self.side));
        self.judge(mover);
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|(o, _)| o)
    }
    fn end_reason(&self) -> Option<String> {
        let (outcome, reason) = self.outcome?;
        Some(match (reason, outcome) {
            (EndReason::Line, Outcome::Win(s)) => format!(
                "{} has a line of four that the magnets completed",
                self.seat_name(s)
            ),
            (EndReason::BothLines, Outcome::Win(s)) => format!(
                "the magnets completed a line for both players; {} moved",
                self.seat_name(s)
            ),
            (EndReason::BothLines, _) => "the magnets completed a line for both players".into(),
            (EndReason::TwoPasses, _) => "neither player could move".into(),
            (EndReason::Repetition, _) => REPEATED_THRICE.into(),
            (EndReason::PlyLimit, _) => PLY_LIMIT_REACHED.into(),
            _ => return None,
        })
    }
    fn move_to_string(&self, mv: &MagnetonMove) -> String {
        Magneton::move_text(mv)
    }
    fn parse_move(&self, text: &str) -> Result<MagnetonMove, MoveParseError> {
        Magneton::read_move(text)
    }
    fn clicks(&self, mv: &MagnetonMove) -> Vec<Target> {
        match *mv {
            MagnetonMove::Drop(sq) => vec![Target::Cell(coord(sq))],
            MagnetonMove::Slide { from, to } => {
                vec![Target::Cell(coord(from)), Target::Cell(coord(to))]
            }
            MagnetonMove::Pass => vec![Target::Choice("pass")],
        }
    }
    fn to_text(&self) -> String {
        self.position_text()
    }
    fn from_text(text: &str, options: &MagnetonOptions) -> Result<Magneton, PositionError> {
        Magneton::read_position(text, options)
    }
}
