//! How Cancelletto (Little Gate) looks: the picture of a position and the motion of a move,
//! built from the rules (`super`) for the board, which knows no rules.

use super::board::{cells, coord, reach, slot_cells, slot_coord, Cells, Colour, HOLE_SLOT, SIZE};
use super::options::BoardChoice;
use super::position::{CancMove, Cancelletto, EndReason, ORANGE};
use super::text::side_text;
use crate::game::{Seat, Target};
use crate::ui::scene::{
    Change, Highlight, PieceLook, PieceView, Scene, Shading, Step, TileBoard, Tone,
};
use crate::ui::shapes::Shapes;
use crate::ui::view::View;

impl View for Cancelletto {
    const SHAPES: Shapes = Shapes {
        tiles: true,
        ..Shapes::NONE
    };
    const PREVIEW: bool = true;
    /// A removal (which may cut cells off) and the gate wait for a second
    /// tap; a pawn's step is made at once.
    fn confirm_on_touch(&self, mv: &CancMove) -> bool {
        !matches!(mv, CancMove::Step { .. })
    }
    fn ink(&self, seat: Seat) -> crate::ui::scene::Ink {
        if seat == ORANGE {
            crate::ui::scene::Ink::Red
        } else {
            crate::ui::scene::Ink::Blue
        }
    }
    fn notes(&self) -> Vec<String> {
        let mut notes = Vec::new();
        let board = match self.options.board {
            BoardChoice::Sample => "the rulebook's sample board".to_string(),
            BoardChoice::Seed(n) => format!("random board {n}"),
        };
        notes.push(format!("Board: {board}"));
        notes.push(format!("Tiles left: {}", self.tiles().count()));
        let home: u32 = Colour::BOTH
            .iter()
            .map(|&k| (self.pawns[k as usize] & self.layout.homes[k as usize]).count_ones())
            .sum();
        let total = (self.pawns[0] | self.pawns[1]).count_ones();
        notes.push(format!("Pawns home: {home} of {total}"));
        notes.push(match self.gate {
            None => "Gate: not laid yet (once per game)".into(),
            Some((a, b)) => format!(
                "Gate: {} = {}{}",
                side_text(a),
                side_text(b),
                if self.link().is_some() {
                    ""
                } else {
                    " (broken)"
                }
            ),
        });
        if self.outcome.is_none() {
            notes.push("A turn: step pawns, maybe lay the gate, then remove a tile".into());
        }
        notes
    }
    fn motion(&self, mv: &CancMove) -> Vec<Step> {
        match *mv {
            CancMove::Step { from, to } => vec![Step {
                changes: vec![Change::Slide {
                    from: coord(from),
                    to: coord(to),
                }],
            }],
            // The gate and the tile's gap are there at once; the board
            // marks them as the last move's.
            CancMove::Gate { a, b } => vec![Step {
                changes: [a, b]
                    .map(|s| {
                        Change::Fixture(Target::Side {
                            cell: coord(s.cell),
                            side: s.side,
                        })
                    })
                    .to_vec(),
            }],
            CancMove::Remove { slot } => {
                let lost = (self.pawns[0] | self.pawns[1]) & slot_cells(slot);
                let tile = Change::Fixture(Target::Tile(slot_coord(slot)));
                vec![Step {
                    changes: cells(lost)
                        .map(|c| Change::Vanish { at: coord(c) })
                        .chain([tile])
                        .collect(),
                }]
            }
        }
    }
    fn scene(&self) -> Scene {
        let mut pieces = Vec::new();
        for k in Colour::BOTH {
            for c in cells(self.pawns[k as usize] & self.present) {
                pieces.push(PieceView {
                    at: coord(c),
                    look: PieceLook::Man(Seat(k as u8)),
                });
            }
        }
        let mut highlights: Vec<Highlight> = self
            .cut_off_homes()
            .map(|c| Highlight {
                at: coord(c),
                tone: Tone::Danger,
            })
            .collect();
        if self.end() == Some(EndReason::AllHome) {
            highlights.extend(cells(self.pawns[0] | self.pawns[1]).map(|c| Highlight {
                at: coord(c),
                tone: Tone::Line,
            }));
        }
        let all_pawns = (self.pawns[0] | self.pawns[1]) & self.present;
        let reachable = reach(all_pawns, self.open(), self.link());
        let to_coords = |set: Cells| cells(set).map(coord).collect::<Vec<_>>();
        let tiles = TileBoard {
            tile: 2,
            present: self.tiles().map(slot_coord).collect(),
            hole: vec![slot_coord(HOLE_SLOT)],
            walls: to_coords(self.layout.walls),
            homes: Colour::BOTH
                .iter()
                .flat_map(|&k| {
                    cells(self.layout.homes[k as usize]).map(move |c| (coord(c), Seat(k as u8)))
                })
                .collect(),
            gate: self
                .gate
                .map(|(a, b)| vec![(coord(a.cell), a.side), (coord(b.cell), b.side)])
                .unwrap_or_default(),
            gate_open: self.link().is_some(),
            stranded: to_coords(self.open() & !reachable),
        };
        Scene {
            pieces,
            highlights,
            tiles: Some(tiles),
            ..Scene::grid(SIZE, SIZE, Shading::Plain)
        }
    }
}
