//! Cancelletto's rules: pawn steps, the once-per-game gate, the tile
//! removal that ends a turn, and the collapse and the shared win
//! (RULES.md section 3).

use super::board::{
    self, across, bit, cell, cells, coord, reach, slot_cells, slot_coord, spread, Cell, Cells,
    Colour, Layout, HOLE, HOLE_SLOT,
};
use super::options::{BoardChoice, CancellettoOptions, WinCheck};
use super::position::{CancMove, Cancelletto, EndReason, GateSide};
use super::text;
use crate::game::{Game, MoveParseError, Outcome, PositionError, Seat, Target};

impl Cancelletto {
    /// A position at the start of `side`'s turn on a given board; checked
    /// for the end as position text is.
    pub(super) fn judged(mut self) -> Cancelletto {
        self.outcome = self.loss().or_else(|| {
            let may_win = self.options.win == WinCheck::Immediate || self.stepped == 0;
            (may_win && self.all_home()).then_some((Outcome::Solved, EndReason::AllHome))
        });
        self
    }

    /// Whether every pawn stands on a cell of its colour: the shared win.
    pub(super) fn all_home(&self) -> bool {
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
}

impl Game for Cancelletto {
    const ID: &'static str = "cancelletto";
    type Move = CancMove;
    type Options = CancellettoOptions;
    const SEAT_NAMES: &'static [&'static str] = &["Orange", "Blue"];
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
    fn to_move(&self) -> Seat {
        Seat(self.side as u8)
    }
    fn push_legal_moves(&self, moves: &mut Vec<CancMove>) {
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
                    .to_ascii_lowercase(),
                coord(c)
            ),
            EndReason::NoMatching(k) => format!(
                "the {} pawns can no longer each reach a cell of their own",
                self.seat_name(Seat(k as u8)).to_ascii_lowercase()
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
        text::move_text(mv)
    }
    fn parse_move(&self, text: &str) -> Result<CancMove, MoveParseError> {
        text::parse_move(text)
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
        Ok(text::read(text, options)?.judged())
    }
}
