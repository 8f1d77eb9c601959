//! Porta (Pietro Gorini, 1989) with its variants Doppia Anta and Finestra,
//! as RULES.md section 1 specifies it.
//!
//! Twelve men each are placed, then stepped orthogonally. A man that steps
//! into the centre of its own formation (a gate on an edge, a double gate,
//! or a window anywhere) scores, and the opponent then relocates men of the
//! closed formation as moves of his own before his normal turn. Every
//! formation of every variant is one precomputed `Shape` per centre square,
//! so closing, the forming ban of phase 1 and the gates nobody may enter
//! all read the same table.

#[cfg(feature = "computer")]
mod eval;
#[cfg(feature = "view")]
mod view;

mod approach;
mod evaluate;
mod words;

use std::sync::OnceLock;

use super::board8::{bit, board_text, coord, men_views, parse_board, square, squares, step, Sq};
use crate::game::{
    parse_choice, parse_number, About, Game, GameOptions, MoveParseError, OptionError, OptionSpec,
    Outcome, PositionError, Seat, Target, MAX_PLIES_LIMIT,
};
use crate::geometry::Coord;
use crate::ui::scene::{Change, Highlight, Ink, Scene, Shading, Step, Tone};
use words::points;

/// White places and moves first (RULES.md 1.1 and 1.6.20).
pub const WHITE: Seat = Seat(0);
/// Black places and moves second.
pub const BLACK: Seat = Seat(1);
/// Men per player.
pub const MEN: u32 = 12;

/// The highest target accepted, so scores stay small numbers.
const MAX_TARGET: u32 = 1_000;

/// The cells of rank 1, rank 8, file a and file h: only there can a Porta
/// or a Doppia Anta stand (RULES.md 1.6.1).
const EDGE: u64 = 0xFF81_8181_8181_81FF;

/// Which game of the family is played: it decides which formations count.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Variant {
    /// Three men along an edge, closed by the centre man.
    #[default]
    Porta,
    /// Four men along an edge, closed by either inner man.
    DoppiaAnta,
    /// Three men in a row anywhere, in any of the four directions.
    Finestra,
}

/// Options of Porta; defaults as RULES.md 1.6.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PortaOptions {
    /// The game of the family.
    pub variant: Variant,
    /// Points that win; `None` is the variant's usual target (1.6.12).
    pub target: Option<u32>,
    /// A move closing several formations scores only one (1.6.4).
    pub single_closure: bool,
    /// A placement may not become the centre of an own formation (1.6.5).
    pub forbid_forming_in_phase1: bool,
    /// Placements respect the ban on entering an opponent's gap (1.6.6).
    pub ban_applies_in_phase1: bool,
    /// Relocated men respect that ban too (1.6.6).
    pub relocation_respects_spurious_ban: bool,
    /// A relocated man may go back to the cell it left (1.6.9).
    pub allow_same_cell: bool,
    /// In Doppia Anta, three-man Porte score as well (1.6.16).
    pub doppia_anta_also_scores_porta: bool,
    /// Self-play guard: after this many plies the higher score wins; 0 = off.
    pub max_plies: u32,
}

impl Default for PortaOptions {
    fn default() -> Self {
        PortaOptions {
            variant: Variant::Porta,
            target: None,
            single_closure: false,
            forbid_forming_in_phase1: false,
            ban_applies_in_phase1: true,
            relocation_respects_spurious_ban: false,
            allow_same_cell: false,
            doppia_anta_also_scores_porta: false,
            max_plies: 0,
        }
    }
}

impl PortaOptions {
    /// The score that wins: the option, or 5 in Porta and 10 in the variants.
    pub fn target_score(&self) -> u32 {
        self.target.unwrap_or(match self.variant {
            Variant::Porta => 5,
            Variant::DoppiaAnta | Variant::Finestra => 10,
        })
    }

    /// The formations that score in this game, most valuable first (so a
    /// single closure keeps the best one).
    fn kinds(&self) -> &'static [Kind] {
        match self.variant {
            Variant::Porta => &[Kind::Porta],
            Variant::DoppiaAnta if self.doppia_anta_also_scores_porta => {
                &[Kind::DoppiaAnta, Kind::Porta]
            }
            Variant::DoppiaAnta => &[Kind::DoppiaAnta],
            Variant::Finestra => &[Kind::Finestra],
        }
    }
}

const ON_OFF: &[&str] = &["on", "off"];

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "variant",
        default: "porta",
        choices: &["porta", "doppia_anta", "finestra"],
        help: "porta: 3 men on an edge; doppia_anta: 4 men on an edge, closed by 2; finestra: 3 in a row anywhere",
    },
    OptionSpec {
        key: "target",
        default: "auto",
        choices: &["auto", "5", "10", "15", "20"],
        help: "points that win: auto = 5 in Porta, 10 in Doppia Anta and Finestra; any whole number from 1 is accepted",
    },
    OptionSpec {
        key: "one_closure",
        default: "off",
        choices: ON_OFF,
        help: "on: a move that closes several formations scores only one",
    },
    OptionSpec {
        key: "forbid_forming",
        default: "off",
        choices: ON_OFF,
        help: "on: a placement may not complete an own formation in its centre",
    },
    OptionSpec {
        key: "ban_placing",
        default: "on",
        choices: ON_OFF,
        help: "placements may not fill the gap of an opponent's open formation (not in Finestra)",
    },
    OptionSpec {
        key: "ban_relocating",
        default: "off",
        choices: ON_OFF,
        help: "on: a relocated man may not be put in the gap of the relocating player's open formation",
    },
    OptionSpec {
        key: "same_cell",
        default: "off",
        choices: ON_OFF,
        help: "on: a relocated man may be put back on the square it left",
    },
    OptionSpec {
        key: "da_porta",
        default: "off",
        choices: ON_OFF,
        help: "on: in Doppia Anta, three-man Porte score 1 point as well",
    },
    OptionSpec {
        key: "max_plies",
        default: "0",
        choices: &[],
        help: "after this many plies the higher score wins, equal is a draw; 0 = no limit",
    },
];

fn on_off(key: &str, value: &str) -> Result<bool, OptionError> {
    parse_choice(key, value, &[("on", true), ("off", false)])
}

fn word(flag: bool) -> String {
    if flag { "on" } else { "off" }.into()
}

impl GameOptions for PortaOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "variant" => {
                self.variant = parse_choice(
                    key,
                    value,
                    &[
                        ("porta", Variant::Porta),
                        ("doppia_anta", Variant::DoppiaAnta),
                        ("finestra", Variant::Finestra),
                    ],
                )?
            }
            "target" if value == "auto" => self.target = None,
            "target" => {
                self.target = Some(parse_number(key, value, 1..=MAX_TARGET).map_err(|_| {
                    OptionError::BadValue {
                        key: key.into(),
                        value: value.into(),
                        expected: format!("`auto` or a whole number from 1 to {MAX_TARGET}"),
                    }
                })?)
            }
            "one_closure" => self.single_closure = on_off(key, value)?,
            "forbid_forming" => self.forbid_forming_in_phase1 = on_off(key, value)?,
            "ban_placing" => self.ban_applies_in_phase1 = on_off(key, value)?,
            "ban_relocating" => self.relocation_respects_spurious_ban = on_off(key, value)?,
            "same_cell" => self.allow_same_cell = on_off(key, value)?,
            "da_porta" => self.doppia_anta_also_scores_porta = on_off(key, value)?,
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
            "variant" => match self.variant {
                Variant::Porta => "porta",
                Variant::DoppiaAnta => "doppia_anta",
                Variant::Finestra => "finestra",
            }
            .into(),
            "target" => self.target.map_or_else(|| "auto".into(), |t| t.to_string()),
            "one_closure" => word(self.single_closure),
            "forbid_forming" => word(self.forbid_forming_in_phase1),
            "ban_placing" => word(self.ban_applies_in_phase1),
            "ban_relocating" => word(self.relocation_respects_spurious_ban),
            "same_cell" => word(self.allow_same_cell),
            "da_porta" => word(self.doppia_anta_also_scores_porta),
            "max_plies" => self.max_plies.to_string(),
            _ => return None,
        })
    }
}

/// A Porta decision. The order of the variants is the order of the move list.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum PortaMove {
    /// Phase 1: a man from hand onto an empty square.
    Place(Sq),
    /// Phase 2: one own man one square north, south, east or west.
    Step {
        /// Origin square index (rank * 8 + file).
        from: Sq,
        /// Destination square index.
        to: Sq,
    },
    /// The opponent of a player who closed a formation moves one of its men.
    Relocate {
        /// A cell of the closed formation still holding an unmoved man.
        from: Sq,
        /// Where the man goes.
        to: Sq,
    },
    /// Phase 2, only when no step exists (RULES.md 1.6.13).
    Pass,
}

/// A kind of formation: it fixes the points, the relocations and the name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Kind {
    /// Three consecutive edge cells.
    Porta,
    /// Four consecutive edge cells.
    DoppiaAnta,
    /// Three consecutive cells in a row anywhere.
    Finestra,
}

impl Kind {
    /// The name people know it by.
    fn name(self) -> &'static str {
        match self {
            Kind::Porta => "Porta",
            Kind::DoppiaAnta => "Doppia Anta",
            Kind::Finestra => "Finestra",
        }
    }

    /// Points for closing one (rule 8; Doppia Anta rule 3).
    fn points(self) -> u32 {
        match self {
            Kind::DoppiaAnta => 2,
            Kind::Porta | Kind::Finestra => 1,
        }
    }

    /// Men the opponent relocates for one (rule 9; Doppia Anta rule 3).
    fn relocations(self) -> u32 {
        self.points()
    }

    fn index(self) -> usize {
        match self {
            Kind::Porta => 0,
            Kind::DoppiaAnta => 1,
            Kind::Finestra => 2,
        }
    }
}

/// One formation seen from a cell a man closes it by entering.
#[derive(Clone, Copy, Debug)]
struct Shape {
    /// Every cell of the formation.
    cells: u64,
    /// The cells other than the entered one: all must be the mover's.
    others: u64,
    /// Cells whose owner makes the entered cell a gate nobody else may
    /// enter (the two outer cells); 0 where the ban does not apply.
    gate: u64,
}

/// Shapes by kind and entered square, built on first use.
struct Shapes {
    by_kind: [Vec<Vec<Shape>>; 3],
}

fn shapes(kind: Kind, sq: Sq) -> &'static [Shape] {
    static SHAPES: OnceLock<Shapes> = OnceLock::new();
    let all = SHAPES.get_or_init(|| Shapes {
        by_kind: [
            build_shapes(Kind::Porta),
            build_shapes(Kind::DoppiaAnta),
            build_shapes(Kind::Finestra),
        ],
    });
    &all.by_kind[kind.index()][sq as usize]
}

/// The mask of the cells `sq + n * (df, dr)` for `n` in `span`, or `None`
/// when one is off the board.
fn run(sq: Sq, (df, dr): (i8, i8), span: std::ops::RangeInclusive<i8>) -> Option<(u64, u64)> {
    let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
    let (first, last) = (*span.start(), *span.end());
    let mut cells = 0u64;
    let mut outer = 0u64;
    for n in span {
        let (cf, cr) = (f + n * df, r + n * dr);
        if !(0..8).contains(&cf) || !(0..8).contains(&cr) {
            return None;
        }
        let b = bit((cr * 8 + cf) as Sq);
        cells |= b;
        if n == first || n == last {
            outer |= b;
        }
    }
    Some((cells, outer))
}

/// The direction of the one edge line through `sq` that `sq` can be the
/// centre of: none for corners (1.6.2) and inner squares.
fn edge_direction(sq: Sq) -> Option<(i8, i8)> {
    let (f, r) = (sq % 8, sq / 8);
    let on_rank_edge = r == 0 || r == 7;
    let on_file_edge = f == 0 || f == 7;
    match (on_rank_edge, on_file_edge) {
        (true, false) => Some((1, 0)),
        (false, true) => Some((0, 1)),
        _ => None,
    }
}

fn build_shapes(kind: Kind) -> Vec<Vec<Shape>> {
    (0..64u8)
        .map(|sq| {
            let spans: Vec<((i8, i8), std::ops::RangeInclusive<i8>)> = match kind {
                Kind::Porta => edge_direction(sq)
                    .map(|d| (d, -1..=1))
                    .into_iter()
                    .collect(),
                Kind::DoppiaAnta => edge_direction(sq)
                    .map(|d| vec![(d, -1..=2), (d, -2..=1)])
                    .unwrap_or_default(),
                Kind::Finestra => [(1, 0), (0, 1), (1, 1), (1, -1)]
                    .into_iter()
                    .map(|d| (d, -1..=1))
                    .collect(),
            };
            spans
                .into_iter()
                .filter_map(|(d, span)| run(sq, d, span))
                .map(|(cells, outer)| Shape {
                    cells,
                    others: cells & !bit(sq),
                    gate: if kind == Kind::Finestra { 0 } else { outer },
                })
                .collect()
        })
        .collect()
}

/// What one man entering a cell closes (RULES.md 1.4 step 2).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
struct Closing {
    /// The cells of every closed formation.
    cells: u64,
    /// Points scored.
    points: u32,
    /// Relocations owed, before capping at the number of distinct men.
    relocations: u32,
}

/// The formations that `own` (the entering man included) closes at `sq`.
fn closing(options: &PortaOptions, own: u64, sq: Sq) -> Closing {
    let mut closed = Closing::default();
    for &kind in options.kinds() {
        for shape in shapes(kind, sq) {
            if shape.others & !own == 0 {
                closed.cells |= shape.cells;
                closed.points += kind.points();
                closed.relocations += kind.relocations();
                if options.single_closure {
                    return closed;
                }
            }
        }
    }
    closed
}

/// Relocations still owed after a closing; all zero when none are.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
struct Pending {
    /// How many relocations remain.
    remaining: u8,
    /// Cells of the closed formations whose man may still be picked.
    eligible: u64,
    /// Cells of the closed formations whose man was already relocated.
    done: u64,
}

/// Why a game of Porta ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum EndReason {
    Target,
    Stuck,
    PlyLimit,
}

/// A Porta position: the board, the scores and any relocations owed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Porta {
    options: PortaOptions,
    /// Men on the board, by seat.
    men: [u64; 2],
    /// Men in hand, by seat: kept apart from the board so that set-up
    /// positions of phase 2 may hold fewer than twelve men each.
    hand: [u8; 2],
    /// The seat deciding next (during relocations, the relocating player).
    side: u8,
    scores: [u32; 2],
    pending: Pending,
    /// Consecutive passes.
    passes: u8,
    plies: u32,
    outcome: Option<(Outcome, EndReason)>,
    /// For display only: the formation whose closing won the game.
    winning_cells: u64,
}

/// Order of the four orthogonal directions in `board8::DIRS` that lists a
/// man's destinations by ascending square: south, west, east, north.
const ORTHOGONAL: [usize; 4] = [5, 4, 0, 1];

/// How many relocations alpha-beta looks at below the root (`search_breadth`).
const RELOCATION_BREADTH: usize = 12;

impl Porta {
    fn occupied(&self) -> u64 {
        self.men[0] | self.men[1]
    }

    fn in_hand(&self, seat: usize) -> u32 {
        u32::from(self.hand[seat])
    }

    /// Phase 1 lasts while any man is in hand.
    fn placing(&self) -> bool {
        self.in_hand(0) + self.in_hand(1) > 0
    }

    fn relocating(&self) -> bool {
        self.pending.remaining > 0
    }

    fn name(seat: usize) -> &'static str {
        if seat == 0 {
            "White"
        } else {
            "Black"
        }
    }

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
    fn gates(&self, owner: usize) -> u64 {
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
        } else if self.options.max_plies > 0 && self.plies >= self.options.max_plies {
            Some(self.by_score(EndReason::PlyLimit))
        } else {
            None
        };
    }

    /// Name of what was closed, for the relocation note: one formation of
    /// the variant's kind unless more cells than one holds.
    fn closed_name(&self) -> &'static str {
        let cells = (self.pending.eligible | self.pending.done).count_ones();
        match (self.options.variant, cells) {
            (Variant::Porta, _) | (Variant::DoppiaAnta, 3) => "Porta",
            (Variant::DoppiaAnta, 4) => "Doppia Anta",
            (Variant::DoppiaAnta, _) => "Doppie Ante",
            (Variant::Finestra, 3) => "Finestra",
            (Variant::Finestra, _) => "Finestre",
        }
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
    const ABOUT: About = About {
        name_it: "Porta",
        name_en: "Porta (Gate)",
        summary: "Place twelve men, then step them to close gates on the edges; variants Doppia Anta and Finestra.",
    };
    type Move = PortaMove;
    type Options = PortaOptions;
    fn new(options: &PortaOptions) -> Porta {
        Porta {
            options: *options,
            men: [0, 0],
            hand: [MEN as u8; 2],
            side: 0,
            scores: [0, 0],
            pending: Pending::default(),
            passes: 0,
            plies: 0,
            outcome: None,
            winning_cells: 0,
        }
    }
    fn options(&self) -> &PortaOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn seat_name(&self, seat: Seat) -> &'static str {
        Self::name(seat.index())
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn legal_moves(&self, moves: &mut Vec<PortaMove>) {
        moves.clear();
        if self.outcome.is_some() {
            return;
        }
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
            (EndReason::PlyLimit, _) => format!("the ply limit was reached{lead}"),
            _ => return None,
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        let cells = clicks
            .iter()
            .map(|t| match *t {
                Target::Cell(c) if c.file < 8 && c.rank < 8 => Some(square(c)),
                _ => None,
            })
            .collect::<Option<Vec<Sq>>>()?;
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
        match *mv {
            PortaMove::Place(sq) => coord(sq).to_string(),
            PortaMove::Step { from, to } => format!("{}-{}", coord(from), coord(to)),
            PortaMove::Relocate { from, to } => format!("R:{}-{}", coord(from), coord(to)),
            PortaMove::Pass => "pass".into(),
        }
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
        format!(
            "{} {} {},{} {}-{} {} {} {}",
            board_text(&self.men, ['w', 'b']),
            if self.side == 0 { 'w' } else { 'b' },
            self.hand[0],
            self.hand[1],
            self.scores[0],
            self.scores[1],
            pending_text(&self.pending),
            self.passes,
            self.plies
        )
    }
    fn from_text(text: &str, options: &PortaOptions) -> Result<Porta, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, side, hands, scores, pending, passes, plies] = fields[..] else {
            return Err(error(format!(
                "expected 7 fields (board, player to move, men in hand, scores, relocations, passes, plies), found {}",
                fields.len()
            )));
        };
        let mut position = Porta::new(options);
        position.men = parse_board(board, ['w', 'b']).map_err(error)?;
        position.side = match side {
            "w" => 0,
            "b" => 1,
            other => {
                return Err(error(format!(
                    "the player to move must be `w` or `b`, not `{other}`"
                )))
            }
        };
        position.hand = parse_hands(hands)?;
        position.scores = parse_scores(scores)?;
        position.pending = parse_pending(pending)?;
        position.passes = parse_count(passes, "passes", 2)? as u8;
        position.plies = parse_count(plies, "plies", u32::MAX)?;
        position.validate()?;
        position.judge();
        Ok(position)
    }
}

impl Porta {
    /// Checks what position text cannot say by its grammar alone: men per
    /// colour, turn order while placing, relocations and passes only where
    /// they can happen, at most one winner.
    fn validate(&self) -> Result<(), PositionError> {
        for seat in 0..2 {
            if self.men[seat].count_ones() + self.in_hand(seat) > MEN {
                return Err(error(format!(
                    "{} has more than {MEN} men on the board and in hand",
                    Self::name(seat)
                )));
            }
        }
        if self.placing() {
            let [white, black] = self.hand;
            let expected = if white == black {
                0
            } else if white + 1 == black {
                1
            } else {
                return Err(error(format!(
                    "while placing, White holds as many men as Black or one fewer, not {white} and {black}"
                )));
            };
            if self.side != expected {
                return Err(error(format!(
                    "with {white} White and {black} Black men in hand, {} places next",
                    Self::name(expected as usize)
                )));
            }
            if self.relocating() || self.passes > 0 {
                return Err(error(
                    "relocations and passes only happen once every man is placed".into(),
                ));
            }
        }
        let scorer = 1 - self.side as usize;
        if self.pending.eligible & !self.men[scorer] != 0 {
            return Err(error(format!(
                "the men to relocate must be {}'s, the player who closed the formation",
                Self::name(scorer)
            )));
        }
        let target = self.options.target_score();
        if self.scores.iter().filter(|&&s| s >= target).count() > 1 {
            return Err(error(format!(
                "both players cannot have reached {}",
                points(target)
            )));
        }
        if self.relocating() && self.scores.iter().any(|&s| s >= target) {
            return Err(error("no relocation is owed once a player has won".into()));
        }
        Ok(())
    }
}

fn error(reason: String) -> PositionError {
    PositionError { reason }
}

/// Writes a set of squares as `a2a3a4`, lowest square first.
fn cells_text(set: u64) -> String {
    squares(set).map(|sq| coord(sq).to_string()).collect()
}

fn pending_text(pending: &Pending) -> String {
    if pending.remaining == 0 {
        return "-".into();
    }
    let mut text = format!("{}:{}", pending.remaining, cells_text(pending.eligible));
    if pending.done != 0 {
        text.push('/');
        text.push_str(&cells_text(pending.done));
    }
    text
}

fn parse_cells(text: &str) -> Result<u64, PositionError> {
    let mut rest = text;
    let mut set = 0u64;
    while !rest.is_empty() {
        let (c, after) = Coord::parse_prefix(rest, 8, 8)
            .ok_or_else(|| error(format!("`{rest}` does not start with a square a1 to h8")))?;
        set |= bit(square(c));
        rest = after;
    }
    Ok(set)
}

fn parse_count(text: &str, what: &str, max: u32) -> Result<u32, PositionError> {
    text.parse::<u32>()
        .ok()
        .filter(|n| *n <= max)
        .ok_or_else(|| {
            error(format!(
                "{what} must be a whole number up to {max}, not `{text}`"
            ))
        })
}

fn parse_hands(text: &str) -> Result<[u8; 2], PositionError> {
    let (white, black) = text.split_once(',').ok_or_else(|| {
        error(format!(
            "the men in hand are written `white,black`, like `12,12`, not `{text}`"
        ))
    })?;
    Ok([
        parse_count(white, "White's men in hand", MEN)? as u8,
        parse_count(black, "Black's men in hand", MEN)? as u8,
    ])
}

fn parse_scores(text: &str) -> Result<[u32; 2], PositionError> {
    let (white, black) = text.split_once('-').ok_or_else(|| {
        error(format!(
            "the scores are written `white-black`, like `2-1`, not `{text}`"
        ))
    })?;
    Ok([
        parse_count(white, "White's score", MAX_TARGET * 4)?,
        parse_count(black, "Black's score", MAX_TARGET * 4)?,
    ])
}

fn parse_pending(text: &str) -> Result<Pending, PositionError> {
    if text == "-" {
        return Ok(Pending::default());
    }
    let (count, cells) = text.split_once(':').ok_or_else(|| {
        error(format!(
            "relocations are `-` or `N:CELLS[/DONE]`, like `1:a2a3a4`, not `{text}`"
        ))
    })?;
    let (eligible, done) = cells.split_once('/').unwrap_or((cells, ""));
    let pending = Pending {
        remaining: parse_count(count, "the number of relocations", 64)? as u8,
        eligible: parse_cells(eligible)?,
        done: parse_cells(done)?,
    };
    if pending.remaining == 0 || pending.remaining as u32 > pending.eligible.count_ones() {
        return Err(error(format!(
            "`{text}` owes more relocations ({}) than it lists men to pick from ({})",
            pending.remaining,
            pending.eligible.count_ones()
        )));
    }
    if pending.eligible & pending.done != 0 {
        return Err(error(format!(
            "`{text}` lists a square both to pick and already relocated"
        )));
    }
    Ok(pending)
}

/// Reads `pass`, a placement `d4`, a step `d4-d5` or a relocation
/// `R:a2-h7` (any case; the dash may be left out).
fn parse_porta_move(text: &str) -> Result<PortaMove, MoveParseError> {
    let failure = |reason: &str| MoveParseError {
        text: text.to_string(),
        reason: reason.to_string(),
    };
    let t = text.trim();
    if t.eq_ignore_ascii_case("pass") {
        return Ok(PortaMove::Pass);
    }
    let (relocation, body) = match t.get(..2) {
        Some(prefix) if prefix.eq_ignore_ascii_case("r:") => (true, &t[2..]),
        _ => (false, t),
    };
    let (from, rest) = Coord::parse_prefix(body, 8, 8).ok_or_else(|| {
        failure("expected `pass`, a square like `d4`, a step like `d4-d5` or a relocation like `R:a2-h7`")
    })?;
    if rest.is_empty() {
        return if relocation {
            Err(failure("a relocation names two squares, like `R:a2-h7`"))
        } else {
            Ok(PortaMove::Place(square(from)))
        };
    }
    let rest = rest.strip_prefix('-').unwrap_or(rest);
    let (to, rest) = Coord::parse_prefix(rest, 8, 8)
        .ok_or_else(|| failure("expected a destination square, like `d4-d5`"))?;
    if !rest.is_empty() {
        return Err(failure("unexpected text after the destination square"));
    }
    let (from, to) = (square(from), square(to));
    Ok(if relocation {
        PortaMove::Relocate { from, to }
    } else {
        PortaMove::Step { from, to }
    })
}

/// Empty cells between two of `men` along a line: gaps a step could close.
fn open_gaps(men: u64, occupied: u64) -> u64 {
    let mut gaps = 0;
    for d in 0..4 {
        gaps |= super::board8::shift(men, d) & super::board8::shift(men, d + 4);
    }
    gaps & !occupied
}
