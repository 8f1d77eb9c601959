//! Porta's rules: the ban on entering an opponent's gap, the moves of
//! each phase, closing and relocating, and when the game ends
//! (RULES.md 1.4 and 1.6).

use super::formations::{closing, shapes, Kind, EDGE};
use super::notation::{move_text, parse_porta_move, parse_position, position_text};
use super::options::{PortaOptions, Variant};
use super::position::{EndReason, Pending, Porta, PortaMove, BLACK, WHITE};
use super::words::points;
use crate::game::{
    ply_limit_reached, Game, MoveParseError, Outcome, PositionError, Seat, Target,
    PLY_LIMIT_REACHED,
};
use crate::games::board8::{bit, clicked_squares, coord, squares, step, Sq};

/// Order of the four orthogonal directions in `board8::DIRS` that lists a
/// man's destinations by ascending square: south, west, east, north.
pub(super) const ORTHOGONAL: [usize; 4] = [5, 4, 0, 1];

impl Porta {
    /// The formation kind whose open gap `sq` is for `owner`'s men, if any:
    /// the one predicate behind the ban (rule 10; 1.6.7 and 1.6.15).
    fn gate_at(&self, owner: usize, sq: Sq) -> Option<Kind> {
        if self.occupied() & bit(sq) != 0 {
            return None;
        }
        let men = self.men[owner];
        self.options.kinds().iter().copied().find(|&kind| {
            shapes(kind, sq)
                .iter()
                .any(|s| s.gate != 0 && s.gate & !men == 0)
        })
    }

    /// Every gap of `owner`'s open formations.
    pub(super) fn gates(&self, owner: usize) -> u64 {
        squares(EDGE & !self.occupied())
            .filter(|&sq| self.gate_at(owner, sq).is_some())
            .fold(0, |set, sq| set | bit(sq))
    }

    /// Whose gaps the man of the current decision may not enter, if the ban
    /// applies to it (1.6.6): the opponent's for placements and steps; the
    /// relocating player's for the scorer's relocated man.
    fn gate_owner(&self) -> Option<usize> {
        let side = self.side as usize;
        if self.options.variant == Variant::Finestra {
            None
        } else if self.relocating() {
            self.options
                .relocation_respects_spurious_ban
                .then_some(side)
        } else if self.placing() {
            self.options.ban_applies_in_phase1.then_some(1 - side)
        } else {
            Some(1 - side)
        }
    }

    /// Cells the man of the current decision may not enter.
    fn banned(&self) -> u64 {
        self.gate_owner().map_or(0, |owner| self.gates(owner))
    }

    /// Whether a placement on `sq` would form an own formation that the
    /// option `forbid_forming_in_phase1` forbids (1.6.5).
    fn forms_in_placement(&self, sq: Sq) -> bool {
        let side = self.side as usize;
        self.options.forbid_forming_in_phase1
            && closing(&self.options, self.men[side] | bit(sq), sq).cells != 0
    }

    fn placements(&self, moves: &mut Vec<PortaMove>) {
        let free = !self.occupied() & !self.banned();
        moves.extend(
            squares(free)
                .filter(|&sq| !self.forms_in_placement(sq))
                .map(PortaMove::Place),
        );
    }

    fn steps(&self, moves: &mut Vec<PortaMove>) {
        let open = !self.occupied() & !self.banned();
        for from in squares(self.men[self.side as usize]) {
            for d in ORTHOGONAL {
                if let Some(to) = step(from, d).filter(|&to| open & bit(to) != 0) {
                    moves.push(PortaMove::Step { from, to });
                }
            }
        }
        if moves.is_empty() {
            moves.push(PortaMove::Pass);
        }
    }

    fn relocations(&self, moves: &mut Vec<PortaMove>) {
        let open = !self.occupied() & !self.banned();
        for from in squares(self.pending.eligible) {
            let same = if self.options.allow_same_cell {
                bit(from)
            } else {
                0
            };
            moves.extend(squares(open | same).map(|to| PortaMove::Relocate { from, to }));
        }
    }

    /// After a step onto `to`: score, and owe relocations unless the score
    /// wins at once (1.6.11).
    fn after_step(&mut self, mover: usize, to: Sq) {
        let closed = closing(&self.options, self.men[mover], to);
        self.scores[mover] += closed.points;
        if closed.cells == 0 {
            return;
        }
        if self.scores[mover] >= self.options.target_score() {
            self.winning_cells = closed.cells;
            return;
        }
        let men = closed.cells.count_ones();
        self.pending = Pending {
            remaining: closed.relocations.min(men) as u8,
            eligible: closed.cells,
            done: 0,
        };
    }

    fn relocate(&mut self, from: Sq, to: Sq) {
        let scorer = 1 - self.side as usize;
        self.men[scorer] &= !bit(from);
        self.men[scorer] |= bit(to);
        self.pending.eligible &= !bit(from);
        self.pending.done |= bit(from);
        self.pending.remaining -= 1;
        if self.pending.remaining == 0 {
            self.pending = Pending::default();
        }
    }

    /// The result by points, for the guards that stop a game (1.4 "End").
    fn by_score(&self, reason: EndReason) -> (Outcome, EndReason) {
        let outcome = match self.scores[0].cmp(&self.scores[1]) {
            std::cmp::Ordering::Greater => Outcome::Win(WHITE),
            std::cmp::Ordering::Less => Outcome::Win(BLACK),
            std::cmp::Ordering::Equal => Outcome::Draw,
        };
        (outcome, reason)
    }

    /// Decides whether the game is over, from the position alone.
    fn judge(&mut self) {
        let target = self.options.target_score();
        self.outcome = if let Some(seat) = (0..2).find(|&s| self.scores[s] >= target) {
            Some((Outcome::Win(Seat(seat as u8)), EndReason::Target))
        } else if self.passes >= 2 {
            Some(self.by_score(EndReason::Stuck))
        } else if ply_limit_reached(self.options.max_plies, self.plies) {
            Some(self.by_score(EndReason::PlyLimit))
        } else {
            None
        };
    }

    /// The cell entered by the click sequence of a placement, step or
    /// relocation, once the clicks name one.
    fn entered_cell(&self, cells: &[Sq]) -> Option<Sq> {
        let side = self.side as usize;
        match *cells {
            [sq] if self.placing() && !self.relocating() => Some(sq),
            [from, to] if self.relocating() => {
                (self.pending.eligible & bit(from) != 0).then_some(to)
            }
            [from, to] if !self.placing() => {
                let own = self.men[side] & bit(from) != 0;
                let next = ORTHOGONAL.iter().any(|&d| step(from, d) == Some(to));
                (own && next).then_some(to)
            }
            _ => None,
        }
    }

    fn gate_refusal(&self, owner: usize, sq: Sq) -> Option<String> {
        let kind = self.gate_at(owner, sq)?;
        let place = match kind {
            Kind::DoppiaAnta => "inside",
            _ => "the gap of",
        };
        let who = if self.relocating() {
            format!("a {} man may not be relocated there", Self::name(1 - owner))
        } else {
            format!("{} may not enter it", Self::name(1 - owner))
        };
        Some(format!(
            "{} is {place} {}'s open {}: {who}",
            coord(sq),
            Self::name(owner),
            kind.name()
        ))
    }
}

impl Game for Porta {
    const ID: &'static str = "porta";
    type Move = PortaMove;
    type Options = PortaOptions;
    const SEAT_NAMES: &'static [&'static str] = &["White", "Black"];
    fn new(options: &PortaOptions) -> Porta {
        Porta::start(options)
    }
    fn options(&self) -> &PortaOptions {
        &self.options
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    // Into `legal_moves`, which is then one function as before the kit
    // (scripts/instructions.sh: 1% fewer instructions in playouts).
    #[inline]
    fn push_legal_moves(&self, moves: &mut Vec<PortaMove>) {
        if self.relocating() {
            self.relocations(moves);
        } else if self.placing() {
            self.placements(moves);
        } else {
            self.steps(moves);
        }
    }
    fn play_unchecked(&mut self, mv: &PortaMove) {
        let mover = self.side as usize;
        let passes_before = std::mem::take(&mut self.passes);
        self.winning_cells = 0;
        match *mv {
            PortaMove::Place(sq) => {
                self.men[mover] |= bit(sq);
                self.hand[mover] -= 1;
                self.side ^= 1;
            }
            PortaMove::Step { from, to } => {
                self.men[mover] ^= bit(from) | bit(to);
                self.after_step(mover, to);
                self.side ^= 1;
            }
            PortaMove::Relocate { from, to } => self.relocate(from, to),
            PortaMove::Pass => {
                self.passes = passes_before + 1;
                self.side ^= 1;
            }
        }
        self.plies += 1;
        self.judge();
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|(o, _)| o)
    }
    /// A move that closes a formation hands the opponent its relocations,
    /// which finish the mover's turn (RULES.md 1.4 step 5): the turn ends
    /// with the last relocation, not when the seat to move changes.
    fn turn_over(&self, _mover: Seat) -> bool {
        !self.relocating() || self.outcome.is_some()
    }
    fn end_reason(&self) -> Option<String> {
        let (outcome, reason) = self.outcome?;
        let lead = match outcome {
            Outcome::Win(s) => format!(": {} has more points", self.seat_name(s)),
            _ => " with equal points".into(),
        };
        Some(match (reason, outcome) {
            (EndReason::Target, Outcome::Win(s)) => format!(
                "{} reached {}",
                self.seat_name(s),
                points(self.options.target_score())
            ),
            (EndReason::Stuck, _) => format!("both players were stuck{lead}"),
            (EndReason::PlyLimit, _) => format!("{PLY_LIMIT_REACHED}{lead}"),
            _ => return None,
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let cells = clicked_squares(clicks)?;
        let to = self.entered_cell(&cells)?;
        if let Some(owner) = self.gate_owner() {
            if let Some(why) = self.gate_refusal(owner, to) {
                return Some(why);
            }
        }
        (self.placing() && self.forms_in_placement(to)).then(|| {
            format!(
                "a man placed on {} would close a formation of {}, and placements may not",
                coord(to),
                Self::name(self.side as usize)
            )
        })
    }
    fn move_to_string(&self, mv: &PortaMove) -> String {
        move_text(mv)
    }
    fn parse_move(&self, text: &str) -> Result<PortaMove, MoveParseError> {
        parse_porta_move(text)
    }
    fn clicks(&self, mv: &PortaMove) -> Vec<Target> {
        match *mv {
            PortaMove::Place(sq) => vec![Target::Cell(coord(sq))],
            PortaMove::Step { from, to } | PortaMove::Relocate { from, to } => {
                vec![Target::Cell(coord(from)), Target::Cell(coord(to))]
            }
            PortaMove::Pass => vec![Target::Choice("pass")],
        }
    }
    fn to_text(&self) -> String {
        position_text(self)
    }
    fn from_text(text: &str, options: &PortaOptions) -> Result<Porta, PositionError> {
        let mut position = parse_position(text, options)?;
        position.judge();
        Ok(position)
    }
}
