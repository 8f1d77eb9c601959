//! Ponte's rules: `impl Game`, playing a move, the end of the game (2.5),
//! and why a click starts no legal move, from the predicates of move
//! generation.

use std::collections::BTreeSet;

use super::options::PonteOptions;
use super::position::{EndReason, Ponte, PonteMove, CROWN_RANK, ZOBRIST, ZOBRIST_WHITE_TO_MOVE};
use crate::game::{
    ply_limit_reached, repeated_thrice, Game, MoveParseError, Outcome, PositionError, Seat, Target,
    PLY_LIMIT_REACHED, REPEATED_THRICE,
};
use crate::games::board8::{bit, clicked_squares, coord, squares, Sq};

impl Ponte {
    /// Decides the result for the side now to move (2.5).
    fn judge(&mut self) {
        self.outcome = if !self.can_move() {
            Some((Outcome::Win(Seat(1 - self.side)), EndReason::NoMove))
        } else if self.options.repetition_draw && repeated_thrice(&self.history, &self.key) {
            Some((Outcome::Draw, EndReason::Repetition))
        } else if ply_limit_reached(self.options.max_plies, self.plies) {
            Some((Outcome::Draw, EndReason::PlyLimit))
        } else {
            None
        };
    }

    /// Why the first click, on the mover's piece on `from`, starts no
    /// legal move: a capture is compulsory elsewhere.
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

impl Game for Ponte {
    const ID: &'static str = "ponte";
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
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn push_legal_moves(&self, moves: &mut Vec<PonteMove>) {
        self.generate(moves);
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
            EndReason::Repetition => REPEATED_THRICE.into(),
            EndReason::PlyLimit => PLY_LIMIT_REACHED.into(),
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let cells = clicked_squares(clicks)?;
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
        self.move_text(mv)
    }
    fn parse_move(&self, text: &str) -> Result<PonteMove, MoveParseError> {
        self.read_move(text)
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
        self.position_text()
    }
    fn from_text(text: &str, options: &PonteOptions) -> Result<Ponte, PositionError> {
        let mut position = Self::read_position(text, options)?;
        position.judge();
        Ok(position)
    }
}
