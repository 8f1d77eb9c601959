//! The formations of every variant, precomputed: for each kind and each
//! cell a man can enter, the shapes that entering it closes. Closing, the
//! forming ban of phase 1 and the gates nobody may enter all read this one
//! table.

use std::sync::OnceLock;

use super::options::{PortaOptions, Variant};
use crate::games::board8::{bit, Sq};

/// The cells of rank 1, rank 8, file a and file h: only there can a Porta
/// or a Doppia Anta stand (RULES.md 1.6.1).
pub(super) const EDGE: u64 = 0xFF81_8181_8181_81FF;

impl PortaOptions {
    /// The formations that score in this game, most valuable first (so a
    /// single closure keeps the best one).
    pub(super) fn kinds(&self) -> &'static [Kind] {
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

/// A kind of formation: it fixes the points, the relocations and the name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum Kind {
    /// Three consecutive edge cells.
    Porta,
    /// Four consecutive edge cells.
    DoppiaAnta,
    /// Three consecutive cells in a row anywhere.
    Finestra,
}

impl Kind {
    /// The name people know it by.
    pub(super) fn name(self) -> &'static str {
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
pub(super) struct Shape {
    /// Every cell of the formation.
    pub(super) cells: u64,
    /// The cells other than the entered one: all must be the mover's.
    pub(super) others: u64,
    /// Cells whose owner makes the entered cell a gate nobody else may
    /// enter (the two outer cells); 0 where the ban does not apply.
    pub(super) gate: u64,
}

/// Shapes by kind and entered square, built on first use.
struct Shapes {
    by_kind: [Vec<Vec<Shape>>; 3],
}

/// The formations of `kind` that a man entering `sq` closes: the one
/// table behind closing, the forming ban and the gates.
pub(super) fn shapes(kind: Kind, sq: Sq) -> &'static [Shape] {
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
pub(super) struct Closing {
    /// The cells of every closed formation.
    pub(super) cells: u64,
    /// Points scored.
    pub(super) points: u32,
    /// Relocations owed, before capping at the number of distinct men.
    pub(super) relocations: u32,
}

/// The formations that `own` (the entering man included) closes at `sq`.
pub(super) fn closing(options: &PortaOptions, own: u64, sq: Sq) -> Closing {
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
