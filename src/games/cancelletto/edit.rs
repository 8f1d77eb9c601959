//! Cancelletto's board editor (`game::edit`): the pawns of both colours,
//! what each cell of a tile shows (a wall, an orange or a blue cell), the
//! tiles still on the board or taken away, and the gate, laid side by side.
//! The set-up checks are the reader's (`text.rs`) and the layout's.

use super::board::{
    bit, cell, coord, slot_cells, slot_coord, Cell, Colour, ALL, HOLE, HOLE_SLOT, SIZE, SLOTS,
};
use super::position::{Cancelletto, GateSide};
use crate::game::{Edit, Piece, Seat, Target, EMPTY};

/// The palette, in this order: pawns, the eraser of pawns, the cells'
/// kinds, a tile, the gate.
const PALETTE: [Piece; 8] = [
    Piece {
        id: "orange-pawn",
        label: "Orange pawn",
    },
    Piece {
        id: "blue-pawn",
        label: "Blue pawn",
    },
    EMPTY,
    Piece {
        id: "wall-cell",
        label: "Wall cell",
    },
    Piece {
        id: "orange-cell",
        label: "Orange cell",
    },
    Piece {
        id: "blue-cell",
        label: "Blue cell",
    },
    Piece {
        id: "tile",
        label: "Tile (on the board or taken away)",
    },
    Piece {
        id: "gate",
        label: "Gate side (two make the gate)",
    },
];

/// The cell across the board, a half turn away.
const fn turned(c: Cell) -> Cell {
    SIZE * SIZE - 1 - c
}

/// A set of cells turned half round.
fn turned_set(set: u128) -> u128 {
    set.reverse_bits() >> (128 - u32::from(SIZE) * u32::from(SIZE))
}

impl Cancelletto {
    /// Forgets what was judged of the arrangement, and the steps of a turn
    /// under way, before an edit.
    fn edited(&mut self) {
        self.outcome = None;
        self.stepped = 0;
    }

    /// A gate side clicked: the first side of a gate lies alone (both
    /// halves the same side, which the check refuses until the second is
    /// laid); a click on a laid side takes the gate away; a click after a
    /// whole gate starts a new one.
    fn gate_click(&mut self, side: GateSide) -> bool {
        self.gate = match self.gate {
            Some((a, b)) if a == side || b == side => None,
            Some((a, b)) if a == b => Some((a.min(side), a.max(side))),
            _ => Some((side, side)),
        };
        true
    }
}

impl Edit for Cancelletto {
    fn palette(&self) -> Vec<Piece> {
        PALETTE.to_vec()
    }
    fn edit_targets(&self) -> Vec<Target> {
        let cells = (0..SIZE * SIZE).filter(|&c| HOLE & bit(c) == 0);
        let mut targets: Vec<Target> = cells.clone().map(|c| Target::Cell(coord(c))).collect();
        targets.extend(
            (0..SLOTS * SLOTS)
                .filter(|&s| s != HOLE_SLOT)
                .map(|s| Target::Tile(slot_coord(s))),
        );
        targets.extend(cells.flat_map(|c| {
            (0..4).map(move |side| Target::Side {
                cell: coord(c),
                side,
            })
        }));
        targets
    }
    fn put(&mut self, target: Target, piece: usize) -> bool {
        let on_board =
            |c: crate::geometry::Coord| c.file < SIZE && c.rank < SIZE && HOLE & bit(cell(c)) == 0;
        let changed = match (target, piece) {
            (Target::Cell(c), 0..=2) if on_board(c) => {
                let b = bit(cell(c));
                let before = self.pawns;
                let already = piece < 2 && self.pawns[piece] & b != 0;
                self.pawns = [self.pawns[0] & !b, self.pawns[1] & !b];
                if piece < 2 && !already {
                    self.pawns[piece] |= b;
                }
                self.pawns != before
            }
            (Target::Cell(c), 3..=5) if on_board(c) => {
                let b = bit(cell(c));
                let layout = &mut self.layout;
                let [orange, blue] = &mut layout.homes;
                let kinds = [&mut layout.walls, orange, blue];
                let chosen = piece - 3;
                let already = *kinds[chosen] & b != 0;
                for (k, set) in kinds.into_iter().enumerate() {
                    *set &= !b;
                    if k == chosen && !already {
                        *set |= b;
                    }
                }
                true
            }
            (Target::Tile(s), 6) if s.file < SLOTS && s.rank < SLOTS => {
                let slot = s.rank * SLOTS + s.file;
                if slot == HOLE_SLOT {
                    false
                } else {
                    self.present ^= slot_cells(slot);
                    true
                }
            }
            (Target::Side { cell: c, side }, 7) if on_board(c) && side < 4 => {
                self.gate_click(GateSide {
                    cell: cell(c),
                    side,
                })
            }
            _ => false,
        };
        self.edited();
        changed
    }
    fn set_to_move(&mut self, seat: Seat) {
        if seat.index() < 2 {
            self.side = Colour::BOTH[seat.index()];
            self.edited();
        }
    }
    /// Takes the pawns and the gate away and puts every tile back; what the
    /// cells show stays, as dealt.
    fn clear(&mut self) {
        self.pawns = [0, 0];
        self.gate = None;
        self.present = ALL & !HOLE;
        self.edited();
    }
    /// Half round with the colours swapped (pawns, cells and the turn):
    /// the hole stays the hole, tiles stay tiles.
    fn flip(&mut self) {
        let [orange, blue] = self.pawns;
        self.pawns = [turned_set(blue), turned_set(orange)];
        let [orange, blue] = self.layout.homes;
        self.layout.homes = [turned_set(blue), turned_set(orange)];
        self.layout.walls = turned_set(self.layout.walls);
        self.present = turned_set(self.present);
        let turn = |s: GateSide| GateSide {
            cell: turned(s.cell),
            side: (s.side + 2) % 4,
        };
        self.gate = self.gate.map(|(a, b)| {
            let (a, b) = (turn(a), turn(b));
            (a.min(b), a.max(b))
        });
        self.side = Colour::BOTH[1 - self.side as usize];
        self.edited();
    }
    fn set_options(&mut self, options: Self::Options) {
        if options.board == self.options.board {
            self.options = options;
            self.edited();
        } else {
            *self = <Cancelletto as crate::game::Game>::new(&options);
        }
    }
}
