//! Byte's rules: basic moves towards the nearest stacks and merges that
//! rise (RULES.md 6.2), stacks of eight leaving the board, and the end
//! (6.3 and the guards), with the explanations of refused moves written
//! from the same predicates.

use super::board::{bits, Dark, FULL, MAX_BALL};
use super::position::{Byte, ByteMove, ByteOptions, EndReason, BLACK, WHITE};
use crate::game::{
    ply_limit_reached, Game, MoveParseError, Outcome, PositionError, Seat, Target,
    PLY_LIMIT_REACHED,
};
use crate::geometry::Coord;

/// Why a merge is refused: the two conditions of RULES.md 6.2.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum MergeFault {
    /// The checker would not rise: level `from` (1-based) onto `onto` checkers.
    MustRise { from: u8, onto: u8 },
    /// The result would have this many checkers (more than 8).
    TooTall(u8),
}

impl MergeFault {
    fn describe(self) -> String {
        match self {
            MergeFault::MustRise { from, onto } => format!(
                "a checker must rise: from level {from} it cannot go onto a stack of {onto}"
            ),
            MergeFault::TooTall(n) => format!("that would make {n} checkers"),
        }
    }
}

/// The merge rule, written once: may the checker at `level` (0-based) of a
/// stack of `from_height` go onto a stack of `onto_height`?
const fn merge_fault(level: u8, from_height: u8, onto_height: u8) -> Option<MergeFault> {
    // Pseudo-code: |B| + 1 > i with i = level + 1.
    if onto_height <= level {
        return Some(MergeFault::MustRise {
            from: level + 1,
            onto: onto_height,
        });
    }
    let total = from_height - level + onto_height;
    if total > FULL {
        return Some(MergeFault::TooTall(total));
    }
    None
}

impl Byte {
    /// A stack with no diagonal neighbour: only such a stack makes basic moves.
    fn isolated(&self, s: Dark) -> bool {
        self.geometry().neighbour_mask[s as usize] & self.occupied == 0
    }

    /// The distance to the nearest other stacks and those stacks, or `None`
    /// when `s` is alone on the board.
    fn nearest(&self, s: Dark) -> Option<(usize, u64)> {
        let others = self.occupied & !(1u64 << s);
        if others == 0 {
            return None;
        }
        let balls = &self.geometry().ball[s as usize];
        let d = (1..MAX_BALL).find(|&k| balls[k] & others != 0)?;
        Some((d, balls[d] & others))
    }

    /// Whether a step onto `n` gets strictly closer to one of `nearest`, at distance `d`.
    fn approaches(&self, n: Dark, d: usize, nearest: u64) -> bool {
        self.geometry().ball[n as usize][d - 1] & nearest != 0
    }

    /// Every legal move, in order, to `emit`; returns how many.
    fn generate(&self, mut emit: impl FnMut(ByteMove)) -> usize {
        if self.outcome.is_some() {
            return 0;
        }
        let mut count = 0;
        {
            let mut out = |mv| {
                count += 1;
                emit(mv)
            };
            self.generate_steps(&mut out);
            self.generate_merges(&mut out);
        }
        if count == 0 {
            emit(ByteMove::Pass);
            count = 1;
        }
        count
    }

    /// Basic moves (RULES.md 6.2, first loop).
    pub(super) fn generate_steps(&self, out: &mut impl FnMut(ByteMove)) {
        let geometry = self.geometry();
        for from in bits(self.occupied) {
            if self.owner(from, 0) != self.side || !self.isolated(from) {
                continue;
            }
            let Some((d, nearest)) = self.nearest(from) else {
                continue;
            };
            for to in geometry.neighbours(from) {
                if self.approaches(to, d, nearest) {
                    out(ByteMove::Step { from, to });
                }
            }
        }
    }

    /// Merges (RULES.md 6.2, second loop).
    fn generate_merges(&self, out: &mut impl FnMut(ByteMove)) {
        let geometry = self.geometry();
        for from in bits(self.occupied) {
            let own = self.levels_of(from, self.side);
            if own == 0 {
                continue;
            }
            let from_height = self.heights[from as usize];
            for onto in geometry.neighbours(from) {
                let onto_height = self.heights[onto as usize];
                if onto_height == 0 {
                    continue;
                }
                for level in bits(own as u64) {
                    if merge_fault(level, from_height, onto_height).is_none() {
                        out(ByteMove::Merge { from, onto, level });
                    }
                }
            }
        }
    }

    /// Moves the checkers of `from` from `level` up onto the top of `onto`.
    fn lift(&mut self, from: Dark, level: u8, onto: Dark) {
        let (f, o) = (from as usize, onto as usize);
        let moving = self.heights[f] - level;
        let part = self.colours[f] >> level;
        self.colours[o] |= part << self.heights[o];
        self.heights[o] += moving;
        self.heights[f] = level;
        self.colours[f] &= ((1u16 << level) - 1) as u8;
        self.occupied |= 1 << onto;
        if level == 0 {
            self.occupied &= !(1u64 << from);
        }
        if self.heights[o] == FULL {
            self.remove_full(onto);
        }
    }

    /// A stack of 8 leaves the board; its top checker's owner wins it.
    fn remove_full(&mut self, s: Dark) {
        let top = self.owner(s, FULL - 1);
        self.won[top as usize] += 1;
        self.heights[s as usize] = 0;
        self.colours[s as usize] = 0;
        self.occupied &= !(1u64 << s);
    }

    /// The player with more stacks won, or a draw.
    fn by_stacks_won(&self) -> Outcome {
        match self.won[0].cmp(&self.won[1]) {
            std::cmp::Ordering::Greater => Outcome::Win(BLACK),
            std::cmp::Ordering::Less => Outcome::Win(WHITE),
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    /// Decides whether the game is over (RULES.md 6.3 and the guards).
    fn judge(&mut self) {
        let target = self.geometry().stacks_to_win();
        let reason = if self.won.iter().any(|&w| w >= target) {
            EndReason::Majority
        } else if self.checkers_on_board() < FULL as u32 {
            EndReason::NoStackLeft
        } else if self.passes >= 2 {
            EndReason::TwoPasses
        } else if ply_limit_reached(self.options.max_plies, self.plies) {
            EndReason::PlyLimit
        } else {
            return;
        };
        self.outcome = Some((self.by_stacks_won(), reason));
    }

    /// Why a first click on the checker at `level` of `cell` starts no move.
    fn explain_pick(&self, cell: Coord, level: u8) -> Option<String> {
        let s = self.geometry().dark_at(cell)?;
        let height = self.heights[s as usize];
        if level >= height {
            return None;
        }
        if let Some(reason) = self.not_yours(s, level) {
            return Some(reason);
        }
        if !self.isolated(s) {
            let faults: Vec<String> = self
                .geometry()
                .neighbours(s)
                .filter(|&n| self.heights[n as usize] > 0)
                .filter_map(|n| {
                    let fault = merge_fault(level, height, self.heights[n as usize])?;
                    Some(format!(
                        "onto {}: {}",
                        self.square_name(n),
                        fault.describe()
                    ))
                })
                .collect();
            return (!faults.is_empty()).then(|| faults.join("; "));
        }
        self.step_fault(s, level, None)
    }

    /// Why the checker at `level` of `s` is not the mover's to move.
    fn not_yours(&self, s: Dark, level: u8) -> Option<String> {
        let owner = self.owner(s, level);
        (owner != self.side).then(|| {
            format!(
                "that checker is {}'s: {} moves only their own checkers",
                self.seat_name(Seat(owner)),
                self.seat_name(Seat(self.side))
            )
        })
    }

    /// Why a basic move of the checker at `level` of `s` (onto `to` if
    /// given) is refused, by the predicates of `generate_steps`.
    fn step_fault(&self, s: Dark, level: u8, to: Option<Dark>) -> Option<String> {
        if level > 0 {
            return Some(
                "only a whole stack steps onto an empty square: pick its bottom checker".into(),
            );
        }
        if let Some(reason) = self.not_yours(s, 0) {
            return Some(reason);
        }
        if !self.isolated(s) {
            return Some("a stack with a neighbour cannot make a basic move".into());
        }
        let Some((d, nearest)) = self.nearest(s) else {
            return Some("there is no other stack to approach".into());
        };
        match to {
            Some(to) if !self.approaches(to, d, nearest) => {
                let names: Vec<String> = bits(nearest).map(|t| self.square_name(t)).collect();
                Some(format!(
                    "that step does not approach a nearest stack ({}, {d} steps away)",
                    names.join(", ")
                ))
            }
            _ => None,
        }
    }

    /// Why moving the checker at `level` of `cell` to `to` is refused.
    fn explain_move(&self, cell: Coord, level: u8, to: Coord) -> Option<String> {
        let geometry = self.geometry();
        let s = geometry.dark_at(cell)?;
        let height = self.heights[s as usize];
        if level >= height {
            return None;
        }
        if let Some(reason) = self.not_yours(s, level) {
            return Some(reason);
        }
        let Some(t) = geometry
            .dark_at(to)
            .filter(|&t| geometry.neighbours(s).any(|n| n == t))
        else {
            return Some("a move goes one diagonal step, onto a neighbouring dark square".into());
        };
        match self.heights[t as usize] {
            0 => self.step_fault(s, level, Some(t)),
            onto => merge_fault(level, height, onto).map(MergeFault::describe),
        }
    }
}

impl Game for Byte {
    const ID: &'static str = "byte";
    type Move = ByteMove;
    type Options = ByteOptions;
    fn new(options: &ByteOptions) -> Byte {
        let mut position = Byte::empty(options);
        let geometry = position.geometry();
        // Ranks 2 to size-1 full: White on even ranks, Black on odd ones.
        for s in 0..geometry.dark {
            let c = geometry.coord(s);
            if c.rank == 0 || c.rank == geometry.size - 1 {
                continue;
            }
            position.heights[s as usize] = 1;
            position.colours[s as usize] = u8::from(c.rank % 2 == 1);
            position.occupied |= 1 << s;
        }
        position
    }
    fn options(&self) -> &ByteOptions {
        &self.options
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    // Into `legal_moves`, which is then one function as before the kit
    // (scripts/instructions.sh: 1% fewer instructions in playouts).
    #[inline]
    fn push_legal_moves(&self, moves: &mut Vec<ByteMove>) {
        self.generate(|mv| moves.push(mv));
        debug_assert!(moves.windows(2).all(|w| w[0] < w[1]));
    }
    fn count_moves(&self) -> usize {
        self.generate(|_| {})
    }
    fn play_unchecked(&mut self, mv: &ByteMove) {
        match *mv {
            ByteMove::Step { from, to } => {
                self.lift(from, 0, to);
                self.passes = 0;
            }
            ByteMove::Merge { from, onto, level } => {
                self.lift(from, level, onto);
                self.passes = 0;
            }
            ByteMove::Pass => self.passes += 1,
        }
        self.side ^= 1;
        self.plies += 1;
        self.judge();
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|(o, _)| o)
    }
    fn end_reason(&self) -> Option<String> {
        let (outcome, reason) = self.outcome?;
        let score = format!("{}-{}", self.won[0], self.won[1]);
        let result = match outcome {
            Outcome::Win(s) => format!("{} won more stacks ({score})", self.seat_name(s)),
            _ => format!("the stacks won are even ({score})"),
        };
        Some(match (reason, outcome) {
            (EndReason::Majority, Outcome::Win(s)) => format!(
                "{} won {} stacks, a majority",
                self.seat_name(s),
                self.won[s.index()]
            ),
            (EndReason::NoStackLeft, _) => {
                format!("fewer than 8 checkers are left, so no stack can be made; {result}")
            }
            (EndReason::TwoPasses, _) => format!("neither player could move; {result}"),
            (EndReason::PlyLimit, _) => format!("{PLY_LIMIT_REACHED}; {result}"),
            _ => result,
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        let starts_a_move = self
            .moves()
            .iter()
            .any(|mv| self.clicks(mv).starts_with(clicks));
        if self.outcome.is_some() || starts_a_move {
            return None;
        }
        match *clicks {
            [Target::Level { cell, level }] => self.explain_pick(cell, level),
            [Target::Level { cell, level }, Target::Cell(to)] => self.explain_move(cell, level, to),
            _ => None,
        }
    }
    fn move_to_string(&self, mv: &ByteMove) -> String {
        self.move_text(mv)
    }
    fn parse_move(&self, text: &str) -> Result<ByteMove, MoveParseError> {
        self.read_move(text)
    }
    fn clicks(&self, mv: &ByteMove) -> Vec<Target> {
        let geometry = self.geometry();
        match *mv {
            ByteMove::Step { from, to } => vec![
                Target::Level {
                    cell: geometry.coord(from),
                    level: 0,
                },
                Target::Cell(geometry.coord(to)),
            ],
            ByteMove::Merge { from, onto, level } => vec![
                Target::Level {
                    cell: geometry.coord(from),
                    level,
                },
                Target::Cell(geometry.coord(onto)),
            ],
            ByteMove::Pass => vec![Target::Choice("pass")],
        }
    }
    fn to_text(&self) -> String {
        self.position_text()
    }
    fn from_text(text: &str, options: &ByteOptions) -> Result<Byte, PositionError> {
        let mut position = Self::read_position(text, options)?;
        position.judge();
        Ok(position)
    }
}

#[cfg(test)]
mod tests {
    use super::{merge_fault, MergeFault};

    #[test]
    fn merge_rule_matches_the_pseudo_code() {
        // Level 3 (0-based 2) onto a stack of 2: does not rise.
        assert!(matches!(
            merge_fault(2, 3, 2),
            Some(MergeFault::MustRise { .. })
        ));
        assert_eq!(merge_fault(0, 3, 2), None);
        assert_eq!(merge_fault(0, 5, 4), Some(MergeFault::TooTall(9)));
        assert_eq!(merge_fault(1, 5, 4), None);
    }
}
