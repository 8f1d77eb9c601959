//! Cancelletto / Cancello (Giuliano Polverari, 2019), the cooperative game,
//! as RULES.md section 3 specifies it.
//!
//! A turn is several moves of the same seat (DESIGN.md): pawn steps in any
//! order, the once-per-game gate, and the compulsory tile removal that ends
//! the turn. Cells are bits of a `u128` (see `board`), so reachability, the
//! collapse rule and the solver's searches are flood fills by shifts.

#[cfg(feature = "computer")]
mod eval;
#[cfg(feature = "view")]
mod view;

pub mod board;
mod bounds;
mod greedy;
mod planner;
mod schedule;
pub mod solver;
mod text;

use crate::game::{
    parse_choice, About, Game, GameOptions, MoveParseError, OptionError, OptionSpec, Outcome,
    PositionError, Seat, Target,
};
use crate::geometry::Coord;
use crate::ui::scene::{
    Change, Highlight, PieceLook, PieceView, Scene, Shading, Step, TileBoard, Tone,
};
use board::{
    across, bit, cell, cells, coord, slot_cells, slot_coord, slot_of, spread, Cell, Cells, Colour,
    Layout, TileSet, HOLE, HOLE_SLOT, SIZE,
};

/// Orange, first by default (the rulebook's example begins "Move 1: orange").
pub const ORANGE: Seat = Seat(0);
/// Blue.
pub const BLUE: Seat = Seat(1);

/// Which board is dealt: a seeded random deal, or the rulebook's sample.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BoardChoice {
    /// The printed sample board of the rulebook (RULES.md 3.2 fixture).
    Sample,
    /// A random deal from this seed, so a shared link rebuilds the board.
    Seed(u64),
}

/// When the shared win is checked (RULES.md 3.5.8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinCheck {
    /// After every action: the game ends as the last pawn arrives, with no removal.
    Immediate,
    /// Only after the removal (and its loss checks) that ends a turn.
    EndOfTurn,
}

/// Options of Cancelletto; defaults as RULES.md 3.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CancellettoOptions {
    /// The board.
    pub board: BoardChoice,
    /// The tiles a random deal uses.
    pub tile_set: TileSet,
    /// Deal again while a coloured cell starts cut off (RULES.md 3.2 DEFAULT).
    pub playable_deal: bool,
    /// Who moves first.
    pub first: Colour,
    /// Collapse also when no perfect assignment of pawns to reachable cells
    /// of their colour exists (RULES.md 3.5.6 OPTION).
    pub strict_matching: bool,
    /// When the win is checked.
    pub win: WinCheck,
}

impl Default for CancellettoOptions {
    fn default() -> Self {
        CancellettoOptions {
            board: BoardChoice::Sample,
            tile_set: TileSet::default(),
            playable_deal: true,
            first: Colour::Orange,
            strict_matching: false,
            win: WinCheck::Immediate,
        }
    }
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "board",
        default: "sample",
        choices: &[],
        help: "`sample` (the rulebook's board) or a number that seeds a random deal",
    },
    OptionSpec {
        key: "tile_set",
        default: "5/5/11/3",
        choices: &[],
        help: "tiles of a random deal: blue/orange/wall/plain, adding up to 24",
    },
    OptionSpec {
        key: "deal",
        default: "playable",
        choices: &["playable", "any"],
        help: "deal a random board again while a coloured cell starts cut off",
    },
    OptionSpec {
        key: "first",
        default: "orange",
        choices: &["orange", "blue"],
        help: "the colour that moves first",
    },
    OptionSpec {
        key: "strict_matching",
        default: "off",
        choices: &["off", "on"],
        help: "collapse also when the pawns can no longer be matched to their cells one to one",
    },
    OptionSpec {
        key: "win",
        default: "immediate",
        choices: &["immediate", "end_of_turn"],
        help: "the shared win ends the game at once, or only after that turn's removal",
    },
];

impl GameOptions for CancellettoOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let bad = |expected: String| OptionError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected,
        };
        match key {
            "board" => {
                self.board = if value == "sample" {
                    BoardChoice::Sample
                } else {
                    BoardChoice::Seed(value.parse::<u64>().map_err(|_| {
                        bad("`sample` or a whole number from 0 to 18446744073709551615".into())
                    })?)
                }
            }
            "tile_set" => self.tile_set = TileSet::parse(value).map_err(bad)?,
            "deal" => {
                self.playable_deal =
                    parse_choice(key, value, &[("playable", true), ("any", false)])?
            }
            "first" => {
                self.first = parse_choice(
                    key,
                    value,
                    &[("orange", Colour::Orange), ("blue", Colour::Blue)],
                )?
            }
            "strict_matching" => {
                self.strict_matching = parse_choice(key, value, &[("off", false), ("on", true)])?
            }
            "win" => {
                self.win = parse_choice(
                    key,
                    value,
                    &[
                        ("immediate", WinCheck::Immediate),
                        ("end_of_turn", WinCheck::EndOfTurn),
                    ],
                )?
            }
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
            "board" => match self.board {
                BoardChoice::Sample => "sample".into(),
                BoardChoice::Seed(n) => n.to_string(),
            },
            "tile_set" => self.tile_set.text(),
            "deal" => if self.playable_deal {
                "playable"
            } else {
                "any"
            }
            .into(),
            "first" => match self.first {
                Colour::Orange => "orange".into(),
                Colour::Blue => "blue".into(),
            },
            "strict_matching" => if self.strict_matching { "on" } else { "off" }.into(),
            "win" => match self.win {
                WinCheck::Immediate => "immediate".into(),
                WinCheck::EndOfTurn => "end_of_turn".into(),
            },
            _ => return None,
        })
    }
}

/// One side of a cell where a gate token can lie: an outer side (RULES.md 3.3.2).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct GateSide {
    /// The cell.
    pub cell: Cell,
    /// 0 north, 1 east, 2 south, 3 west (as `Target::Side`).
    pub side: u8,
}

/// A Cancelletto move: one decision of the seat to move.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum CancMove {
    /// A pawn steps to a neighbouring cell, or through the gate.
    Step {
        /// Where the pawn stands.
        from: Cell,
        /// Where it goes.
        to: Cell,
    },
    /// The two gate tokens are laid, once per game: `a` < `b`, distinct cells.
    Gate {
        /// The first side.
        a: GateSide,
        /// The second side.
        b: GateSide,
    },
    /// A tile leaves the board; this ends the turn.
    Remove {
        /// Its slot, j * 5 + i.
        slot: u8,
    },
}

/// Why the game ended, for the banner.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// Every pawn stands on a cell of its colour.
    AllHome,
    /// A removed tile carried a pawn (standing on this cell).
    PawnRemoved(Cell),
    /// A removed tile carried this coloured cell.
    HomeRemoved(Cell),
    /// No pawn of its colour can reach this coloured cell any more.
    CutOff(Cell),
    /// The pawns of this colour can no longer be matched to their cells one to one.
    NoMatching(Colour),
}

/// A Cancelletto position: the board as dealt, what is left of it, the
/// pawns, the gate and the turn in progress.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cancelletto {
    options: CancellettoOptions,
    layout: Layout,
    /// Cells whose tile is still on the board (the hole never is).
    present: Cells,
    /// Pawns by colour (index `Colour as usize`); a pawn whose tile was
    /// removed stays here, on its lost cell, so the end can be explained.
    pawns: [Cells; 2],
    /// The colour to move.
    side: Colour,
    /// Cells of the pawns that have stepped this turn.
    stepped: Cells,
    /// The gate, once laid; it stays laid (its link needs both cells present).
    gate: Option<(GateSide, GateSide)>,
    outcome: Option<(Outcome, EndReason)>,
}

/// Every cell reachable from `seeds` through `open` cells, orthogonally or
/// through the gate link (a pawn never blocks: RULES.md 3.4).
pub fn reach(seeds: Cells, open: Cells, link: Option<(Cell, Cell)>) -> Cells {
    let mut region = seeds & open;
    loop {
        let mut grown = (region | spread(region)) & open;
        if let Some((a, b)) = link {
            if grown & bit(a) != 0 {
                grown |= bit(b) & open;
            }
            if grown & bit(b) != 0 {
                grown |= bit(a) & open;
            }
        }
        if grown == region {
            return region;
        }
        region = grown;
    }
}

const SIDE_LETTERS: [char; 4] = ['n', 'e', 's', 'w'];

impl Cancelletto {
    /// A position at the start of `side`'s turn on a given board; checked
    /// for the end as position text is.
    fn judged(mut self) -> Cancelletto {
        self.outcome = self.loss().or_else(|| {
            let may_win = self.options.win == WinCheck::Immediate || self.stepped == 0;
            (may_win && self.all_home()).then_some((Outcome::Solved, EndReason::AllHome))
        });
        self
    }

    /// The board as dealt.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Cells whose tile is still on the board.
    pub fn present(&self) -> Cells {
        self.present
    }

    /// Pawns of a colour.
    pub fn pawns(&self, colour: Colour) -> Cells {
        self.pawns[colour as usize]
    }

    /// The colour to move.
    pub fn side(&self) -> Colour {
        self.side
    }

    /// Pawns of the colour to move that have stepped this turn.
    pub fn stepped(&self) -> Cells {
        self.stepped
    }

    /// The gate, once laid.
    pub fn gate(&self) -> Option<(GateSide, GateSide)> {
        self.gate
    }

    /// Why the game ended.
    pub fn end(&self) -> Option<EndReason> {
        self.outcome.map(|(_, r)| r)
    }

    /// Cells a pawn may stand on or pass through.
    pub fn open(&self) -> Cells {
        self.present & !self.layout.walls
    }

    /// The gate's two cells while both are on the board.
    pub fn link(&self) -> Option<(Cell, Cell)> {
        let (a, b) = self.gate?;
        (self.present & bit(a.cell) != 0 && self.present & bit(b.cell) != 0)
            .then_some((a.cell, b.cell))
    }

    fn all_home(&self) -> bool {
        Colour::BOTH
            .iter()
            .all(|&k| self.pawns[k as usize] & !self.layout.homes[k as usize] == 0)
    }

    /// The first reason the board has collapsed, in RULES.md 3.4's order:
    /// a pawn or a coloured cell removed, then a coloured cell cut off (or,
    /// with `strict_matching`, no one-to-one matching).
    fn loss(&self) -> Option<(Outcome, EndReason)> {
        let collapsed = |r| Some((Outcome::Collapsed, r));
        let all_pawns = self.pawns[0] | self.pawns[1];
        if let Some(c) = cells(all_pawns & !self.present).next() {
            return collapsed(EndReason::PawnRemoved(c));
        }
        let homes = self.layout.homes[0] | self.layout.homes[1];
        if let Some(c) = cells(homes & !self.present).next() {
            return collapsed(EndReason::HomeRemoved(c));
        }
        if let Some(c) = self.cut_off_homes().next() {
            return collapsed(EndReason::CutOff(c));
        }
        if self.options.strict_matching {
            if let Some(k) = self.unmatched_colour() {
                return collapsed(EndReason::NoMatching(k));
            }
        }
        None
    }

    /// Coloured cells (present) that no pawn of their colour can reach.
    pub fn cut_off_homes(&self) -> impl Iterator<Item = Cell> + '_ {
        let open = self.open();
        let link = self.link();
        Colour::BOTH.into_iter().flat_map(move |k| {
            let pawns = self.pawns[k as usize];
            cells(self.layout.homes[k as usize] & self.present)
                .filter(move |&c| reach(bit(c), open, link) & pawns == 0)
        })
    }

    /// A colour whose pawns cannot be matched one to one to reachable cells
    /// of their colour. Within a component every pawn reaches every cell, so
    /// Hall's condition is: no component holds more cells of a colour than
    /// pawns of it.
    fn unmatched_colour(&self) -> Option<Colour> {
        let open = self.open();
        let link = self.link();
        let mut left = open;
        while left != 0 {
            let component = reach(left & left.wrapping_neg(), open, link);
            left &= !component;
            for k in Colour::BOTH {
                let homes = (self.layout.homes[k as usize] & component).count_ones();
                if (self.pawns[k as usize] & component).count_ones() < homes {
                    return Some(k);
                }
            }
        }
        None
    }

    /// Cells a pawn standing on `from` may step to now.
    pub fn destinations(&self, from: Cell) -> Cells {
        let occupied = self.pawns[0] | self.pawns[1];
        let mut to = spread(bit(from));
        if let Some((a, b)) = self.link() {
            if from == a {
                to |= bit(b);
            } else if from == b {
                to |= bit(a);
            }
        }
        to & self.open() & !occupied
    }

    /// Pawns of the side to move that may still step this turn.
    pub fn unstepped(&self) -> Cells {
        self.pawns[self.side as usize] & !self.stepped
    }

    /// Whether a side of a cell is outer: nothing is beyond it (border,
    /// hole, or a removed tile's gap).
    pub fn is_outer(&self, s: GateSide) -> bool {
        match across(s.cell, s.side) {
            None => true,
            Some(beyond) => self.present & bit(beyond) == 0,
        }
    }

    /// Every side a gate token may lie on: outer sides of present, unwalled
    /// cells (RULES.md 3.5.3), sorted.
    pub fn gate_sides(&self) -> Vec<GateSide> {
        let mut sides = Vec::new();
        for c in cells(self.open()) {
            for side in 0..4 {
                let s = GateSide { cell: c, side };
                if self.is_outer(s) {
                    sides.push(s);
                }
            }
        }
        sides
    }

    /// Slots whose tile is still on the board.
    pub fn tiles(&self) -> impl Iterator<Item = u8> + '_ {
        (0..25u8).filter(move |&s| s != HOLE_SLOT && self.present & slot_cells(s) != 0)
    }

    fn side_text(s: GateSide) -> String {
        format!("{}{}", coord(s.cell), SIDE_LETTERS[s.side as usize])
    }

    fn parse_side(text: &str) -> Option<GateSide> {
        let (c, rest) = Coord::parse_prefix(text, SIZE, SIZE)?;
        let mut chars = rest.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        if chars.next().is_some() {
            return None;
        }
        let side = SIDE_LETTERS.iter().position(|&l| l == letter)? as u8;
        Some(GateSide {
            cell: cell(c),
            side,
        })
    }

    /// Why a tile slot cannot be named: the hole.
    fn slot_name(slot: u8) -> String {
        format!("x{}", coord(slot_cells(slot).trailing_zeros() as Cell))
    }
}

impl Game for Cancelletto {
    const ID: &'static str = "cancelletto";
    const ABOUT: About = About {
        name_it: "Cancelletto",
        name_en: "Cancelletto (Little Gate)",
        summary: "Cooperative: bring every pawn home while the board is torn apart tile by tile.",
    };
    type Move = CancMove;
    type Options = CancellettoOptions;
    fn new(options: &CancellettoOptions) -> Cancelletto {
        let layout = match options.board {
            BoardChoice::Sample => Layout::sample(),
            BoardChoice::Seed(seed) => Layout::deal(seed, options.tile_set, options.playable_deal),
        };
        Cancelletto {
            options: *options,
            layout,
            present: board::ALL & !HOLE,
            pawns: [layout.homes[1], layout.homes[0]],
            side: options.first,
            stepped: 0,
            gate: None,
            outcome: None,
        }
        .judged()
    }
    fn options(&self) -> &CancellettoOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn seat_name(&self, seat: Seat) -> &'static str {
        if seat == ORANGE {
            "Orange"
        } else {
            "Blue"
        }
    }
    fn to_move(&self) -> Seat {
        Seat(self.side as u8)
    }
    fn legal_moves(&self, moves: &mut Vec<CancMove>) {
        moves.clear();
        if self.outcome.is_some() {
            return;
        }
        for from in cells(self.unstepped()) {
            for to in cells(self.destinations(from)) {
                moves.push(CancMove::Step { from, to });
            }
        }
        if self.gate.is_none() {
            let sides = self.gate_sides();
            for (i, &a) in sides.iter().enumerate() {
                for &b in &sides[i + 1..] {
                    if a.cell != b.cell {
                        moves.push(CancMove::Gate { a, b });
                    }
                }
            }
        }
        moves.extend(self.tiles().map(|slot| CancMove::Remove { slot }));
    }
    fn play_unchecked(&mut self, mv: &CancMove) {
        match *mv {
            CancMove::Step { from, to } => {
                self.pawns[self.side as usize] ^= bit(from) | bit(to);
                self.stepped = (self.stepped & !bit(from)) | bit(to);
                if self.options.win == WinCheck::Immediate && self.all_home() {
                    self.outcome = Some((Outcome::Solved, EndReason::AllHome));
                }
            }
            CancMove::Gate { a, b } => self.gate = Some((a, b)),
            CancMove::Remove { slot } => {
                self.present &= !slot_cells(slot);
                self.side = self.side.other();
                self.stepped = 0;
                self.outcome = self.loss();
                if self.outcome.is_none() && self.all_home() {
                    self.outcome = Some((Outcome::Solved, EndReason::AllHome));
                }
            }
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|(o, _)| o)
    }
    fn end_reason(&self) -> Option<String> {
        Some(match self.end()? {
            EndReason::AllHome => "every pawn stands on a cell of its colour".into(),
            EndReason::PawnRemoved(c) => format!("the pawn on {} went with its tile", coord(c)),
            EndReason::HomeRemoved(c) => {
                format!("the coloured cell {} went with its tile", coord(c))
            }
            EndReason::CutOff(c) => format!(
                "no {} pawn can reach {} any more",
                self.seat_name(Seat(self.layout.kind_colour(c) as u8))
                    .to_lowercase(),
                coord(c)
            ),
            EndReason::NoMatching(k) => format!(
                "the {} pawns can no longer each reach a cell of their own",
                self.seat_name(Seat(k as u8)).to_lowercase()
            ),
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        let (first, rest) = clicks.split_first()?;
        match (first, rest) {
            (Target::Cell(c), []) => {
                let at = cell(*c);
                let mine = self.pawns[self.side as usize];
                let theirs = self.pawns[self.side.other() as usize];
                Some(if theirs & bit(at) != 0 {
                    format!(
                        "The pawn on {c} is {}'s to move",
                        self.seat_name(Seat(self.side.other() as u8))
                    )
                } else if self.stepped & bit(at) != 0 {
                    format!("The pawn on {c} has already stepped this turn")
                } else if mine & bit(at) != 0 {
                    format!("The pawn on {c} has nowhere to step")
                } else {
                    return None;
                })
            }
            (Target::Cell(c), [Target::Cell(to)]) => {
                let (from, to_cell) = (cell(*c), cell(*to));
                Some(if self.present & bit(to_cell) == 0 {
                    format!("{to} has no tile under it")
                } else if self.layout.walls & bit(to_cell) != 0 {
                    format!("{to} is walled")
                } else if (self.pawns[0] | self.pawns[1]) & bit(to_cell) != 0 {
                    format!("{to} is taken")
                } else if self.destinations(from) & bit(to_cell) == 0 {
                    format!("{to} is not next to {c} (nor joined to it by the gate)")
                } else {
                    return None;
                })
            }
            (Target::Side { .. }, _) if self.gate.is_some() => {
                Some("The gate is laid once per game, and it already is".into())
            }
            (Target::Side { cell: c, side }, rest) => {
                let s = GateSide {
                    cell: cell(*c),
                    side: *side,
                };
                let last = match rest {
                    [Target::Side { cell: c2, side: s2 }] => GateSide {
                        cell: cell(*c2),
                        side: *s2,
                    },
                    _ => s,
                };
                Some(if !self.is_outer(last) {
                    "A gate token lies only on an outer side (border, hole or gap)".into()
                } else if rest.len() == 1 && last.cell == s.cell {
                    "The gate joins two different cells".into()
                } else {
                    return None;
                })
            }
            _ => None,
        }
    }
    fn move_to_string(&self, mv: &CancMove) -> String {
        match *mv {
            CancMove::Step { from, to } => format!("{}-{}", coord(from), coord(to)),
            CancMove::Gate { a, b } => format!("{}={}", Self::side_text(a), Self::side_text(b)),
            CancMove::Remove { slot } => Self::slot_name(slot),
        }
    }
    fn parse_move(&self, text: &str) -> Result<CancMove, MoveParseError> {
        let error = |reason: &str| MoveParseError {
            text: text.to_string(),
            reason: reason.to_string(),
        };
        let t = text.trim();
        if let Some(rest) = t.strip_prefix(['x', 'X']) {
            let c = Coord::parse(rest, SIZE, SIZE)
                .ok_or_else(|| error("expected `x` and a cell of the tile, like `xc7`"))?;
            let slot = slot_of(cell(c));
            if slot == HOLE_SLOT {
                return Err(error("the hole e5-f6 has no tile to remove"));
            }
            return Ok(CancMove::Remove { slot });
        }
        if let Some((a, b)) = t.split_once('=') {
            let side = |s: &str| {
                Self::parse_side(s)
                    .ok_or_else(|| error("a gate is two cell sides like `a1w=j10n` (n, e, s, w)"))
            };
            let (a, b) = (side(a)?, side(b)?);
            if a.cell == b.cell {
                return Err(error("the gate joins two different cells"));
            }
            let (a, b) = if a < b { (a, b) } else { (b, a) };
            return Ok(CancMove::Gate { a, b });
        }
        let (from, rest) = Coord::parse_prefix(t, SIZE, SIZE).ok_or_else(|| {
            error("expected a step like `c8-c7`, a gate like `a1w=j10n` or a removal like `xc7`")
        })?;
        let rest = rest
            .strip_prefix('-')
            .ok_or_else(|| error("expected `-` between the two cells of a step, like `c8-c7`"))?;
        let to = Coord::parse(rest, SIZE, SIZE)
            .ok_or_else(|| error("expected the destination cell after `-`, like `c8-c7`"))?;
        Ok(CancMove::Step {
            from: cell(from),
            to: cell(to),
        })
    }
    fn clicks(&self, mv: &CancMove) -> Vec<Target> {
        let side = |s: GateSide| Target::Side {
            cell: coord(s.cell),
            side: s.side,
        };
        match *mv {
            CancMove::Step { from, to } => vec![Target::Cell(coord(from)), Target::Cell(coord(to))],
            CancMove::Gate { a, b } => vec![side(a), side(b)],
            CancMove::Remove { slot } => vec![Target::Tile(slot_coord(slot))],
        }
    }
    fn to_text(&self) -> String {
        text::write(self)
    }
    fn from_text(text: &str, options: &CancellettoOptions) -> Result<Cancelletto, PositionError> {
        text::read(text, options)
    }
}

impl Layout {
    /// The colour of a coloured cell (Orange for any other cell).
    pub fn kind_colour(&self, c: Cell) -> Colour {
        if self.homes[1] & bit(c) != 0 {
            Colour::Blue
        } else {
            Colour::Orange
        }
    }
}
