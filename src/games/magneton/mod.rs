//! Magneton (Luca Cerrato, 2001), as RULES.md section 7 specifies it.
//!
//! After every drop or slide the acting piece is a magnet: on each of the
//! eight rays from it, the first piece met is pushed away if it is the
//! mover's colour and pulled in if it is the opponent's. A line of four or
//! more wins only if the magnets moved one of its pieces this turn.
//! Bitboards, one per colour, because playouts are the yardstick.

#[cfg(feature = "computer")]
mod eval;
#[cfg(feature = "view")]
mod view;

use super::board8::{
    bit, board_and_side_text, coord, men_views, parse_board, shift, split_board_and_side, square,
    squares, step, Sq,
};
use super::recent::{board_key, Recent};
use crate::game::{
    parse_choice, parse_number, About, Game, GameOptions, MoveParseError, OptionError, OptionSpec,
    Outcome, PositionError, Seat, Target, MAX_PLIES_DRAW, MAX_PLIES_LIMIT,
};
use crate::geometry::Coord;
use crate::ui::scene::{Change, Highlight, Scene, Shading, Step, Tone};

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
enum EndReason {
    Line,
    BothLines,
    TwoPasses,
    Repetition,
    PlyLimit,
}

/// What the magnet of one action does: per ray, the piece reached and where
/// it goes, plus where the lit line ends.
struct Effect {
    /// (from, to) of every displaced piece.
    moves: Vec<(Sq, Sq)>,
    /// For each of the eight rays that exists, its last lit square.
    rays: Vec<Sq>,
}

/// A Magneton position with what the last turn did (for the win and the display).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Magneton {
    options: MagnetonOptions,
    pieces: [u64; 2],
    side: u8,
    /// Consecutive passes.
    passes: u8,
    plies: u32,
    outcome: Option<(Outcome, EndReason)>,
    /// Pieces the magnets moved in the last turn, where they now stand.
    magnet_moved: u64,
    /// The cells of the deciding line(s), once won.
    winning_cells: u64,
    /// Boards seen (for the repetition option), current one included.
    history: Vec<([u64; 2], u8)>,
    /// The last few boards, for the evaluation to notice cycles (always
    /// kept: the repetition rule is an option, cycles are not).
    recent: Recent,
}

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
    fn in_hand(&self, colour: usize) -> u32 {
        PIECES.saturating_sub(self.pieces[colour].count_ones())
    }

    fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }

    /// The magnetic effect of a piece of `colour` standing on `origin`.
    fn effect(&self, origin: Sq, colour: usize) -> Effect {
        let occupied = self.occupied();
        let mut effect = Effect {
            moves: Vec::with_capacity(8),
            rays: Vec::with_capacity(8),
        };
        for d in 0..8 {
            let Some(mut sq) = step(origin, d) else {
                continue;
            };
            while occupied & bit(sq) == 0 {
                match step(sq, d) {
                    Some(next) => sq = next,
                    None => break,
                }
            }
            effect.rays.push(sq);
            if occupied & bit(sq) == 0 {
                continue; // the ray reached the edge without meeting a piece
            }
            let target = if self.pieces[colour] & bit(sq) != 0 {
                // Repulsion: away along the ray, to the next piece or the edge.
                let mut to = sq;
                while let Some(next) = step(to, d) {
                    if occupied & bit(next) != 0 {
                        break;
                    }
                    to = next;
                    if self.options.weak_force {
                        break;
                    }
                }
                to
            } else {
                // Attraction: back along the ray to the square next to the origin.
                let adjacent = step(origin, d).expect("the ray started there");
                if self.options.weak_force && sq != adjacent {
                    step(sq, (d + 4) % 8).expect("the ray came that way")
                } else {
                    adjacent
                }
            };
            if target != sq {
                effect.moves.push((sq, target));
            }
        }
        effect
    }

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
        if self.outcome.is_none() && self.options.repetition_draw {
            let now = (self.pieces, self.side);
            if self.history.iter().filter(|&&h| h == now).count() >= 3 {
                self.outcome = Some((Outcome::Draw, EndReason::Repetition));
            }
        }
        if self.outcome.is_none()
            && self.options.max_plies > 0
            && self.plies >= self.options.max_plies
        {
            self.outcome = Some((Outcome::Draw, EndReason::PlyLimit));
        }
    }

    /// The square an action leaves its piece on.
    fn acting_square(mv: &MagnetonMove) -> Option<Sq> {
        match *mv {
            MagnetonMove::Drop(sq) => Some(sq),
            MagnetonMove::Slide { to, .. } => Some(to),
            MagnetonMove::Pass => None,
        }
    }

    /// The position with the action itself done, before the magnet acts.
    fn with_action(&self, mv: &MagnetonMove) -> Magneton {
        let mut next = self.clone();
        let c = self.side as usize;
        match *mv {
            MagnetonMove::Drop(sq) => next.pieces[c] |= bit(sq),
            MagnetonMove::Slide { from, to } => next.pieces[c] ^= bit(from) | bit(to),
            MagnetonMove::Pass => {}
        }
        next
    }
}

impl Game for Magneton {
    const ID: &'static str = "magneton";
    const ABOUT: About = About {
        name_it: "Magneton",
        name_en: "Magneton",
        summary: "Every piece you place or move pushes your pieces away and pulls the enemy's in.",
    };
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
    fn seat_count(&self) -> usize {
        2
    }
    fn seat_name(&self, seat: Seat) -> &'static str {
        if seat == BLACK {
            "Black"
        } else {
            "White"
        }
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn legal_moves(&self, moves: &mut Vec<MagnetonMove>) {
        moves.clear();
        if self.outcome.is_some() {
            return;
        }
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
            (EndReason::Repetition, _) => "the same position occurred three times".into(),
            (EndReason::PlyLimit, _) => "the ply limit was reached".into(),
            _ => return None,
        })
    }
    fn move_to_string(&self, mv: &MagnetonMove) -> String {
        match *mv {
            MagnetonMove::Drop(sq) => coord(sq).to_string(),
            MagnetonMove::Slide { from, to } => format!("{}-{}", coord(from), coord(to)),
            MagnetonMove::Pass => "pass".into(),
        }
    }
    fn parse_move(&self, text: &str) -> Result<MagnetonMove, MoveParseError> {
        let error = |reason: &str| MoveParseError {
            text: text.to_string(),
            reason: reason.to_string(),
        };
        let t = text.trim();
        if t.eq_ignore_ascii_case("pass") {
            return Ok(MagnetonMove::Pass);
        }
        let (first, rest) = Coord::parse_prefix(t, 8, 8)
            .ok_or_else(|| error("expected a square from a1 to h8, like `d4` or `d4-d7`"))?;
        if rest.is_empty() {
            return Ok(MagnetonMove::Drop(square(first)));
        }
        let rest = rest.strip_prefix('-').unwrap_or(rest);
        let (to, rest) = Coord::parse_prefix(rest, 8, 8)
            .ok_or_else(|| error("expected a destination square, like `d4-d7`"))?;
        if !rest.is_empty() {
            return Err(error("unexpected text after the destination square"));
        }
        Ok(MagnetonMove::Slide {
            from: square(first),
            to: square(to),
        })
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
        board_and_side_text(&self.pieces, self.side)
    }
    fn from_text(text: &str, options: &MagnetonOptions) -> Result<Magneton, PositionError> {
        let error = |reason: String| PositionError { reason };
        let (board, side) = split_board_and_side(text).map_err(error)?;
        let pieces = parse_board(board, ['b', 'w']).map_err(error)?;
        for (colour, name) in [(0, "Black"), (1, "White")] {
            if pieces[colour].count_ones() > PIECES {
                return Err(error(format!("{name} has more than {PIECES} pieces")));
            }
        }
        let mut position = Magneton::new(options);
        position.pieces = pieces;
        position.side = side;
        if options.repetition_draw {
            position.history = vec![(pieces, side)];
        }
        Ok(position)
    }
}

/// The sum over four-cell windows free of `theirs` of a weight growing
/// steeply with the pieces of `own` in them.
fn line_potential(own: u64, theirs: u64) -> i32 {
    const WEIGHT: [i32; 5] = [0, 1, 6, 40, 400];
    let mut total = 0;
    for d in 0..4 {
        // Windows by their first cell: all four cells on the board.
        let starts = shift(shift(shift(!0, d + 4), d + 4), d + 4);
        for start in squares(starts) {
            let mut window = 0u64;
            let mut at = bit(start);
            for _ in 0..4 {
                window |= at;
                at = shift(at, d);
            }
            if window & theirs == 0 {
                total += WEIGHT[(window & own).count_ones() as usize];
            }
        }
    }
    total
}
