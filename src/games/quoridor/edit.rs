//! Quoridor's board editor (`game::edit`): the pawns moved cell to cell
//! (a game always has all of them), walls put into and taken out of the
//! grooves the play page's walls use (`Target::Groove`), and each player's
//! walls in hand. The set-up checks are the reader's and `setup.rs`'s.

use super::board::{coord, Wall, Walls, SIZE};
use super::options::{Variant, MAX_WALLS};
use super::position::{Quoridor, Token};
use crate::game::{Counter, Edit, Game, Piece, Seat, Target};

/// The pawns' palette entries, by the seat names of the three seatings.
const PAWNS_2: [Piece; 2] = [
    Piece {
        id: "pawn-south",
        label: "South pawn",
    },
    Piece {
        id: "pawn-north",
        label: "North pawn",
    },
];
const PAWNS_4: [Piece; 4] = [
    Piece {
        id: "pawn-south",
        label: "South pawn",
    },
    Piece {
        id: "pawn-east",
        label: "East pawn",
    },
    Piece {
        id: "pawn-north",
        label: "North pawn",
    },
    Piece {
        id: "pawn-west",
        label: "West pawn",
    },
];
const PAWNS_MEET: [Piece; 4] = [
    Piece {
        id: "pawn-black-1",
        label: "Black's first pawn",
    },
    Piece {
        id: "pawn-black-2",
        label: "Black's second pawn",
    },
    Piece {
        id: "pawn-white-1",
        label: "White's first pawn",
    },
    Piece {
        id: "pawn-white-2",
        label: "White's second pawn",
    },
];
/// The wall, put into the groove clicked (its orientation is the groove's).
const WALL: Piece = Piece {
    id: "wall",
    label: "Wall",
};
/// The counters' ids and labels, by seat as `seat_name` names them.
const HELD: [(&str, &str); 6] = [
    ("walls-south", "South's walls in hand"),
    ("walls-north", "North's walls in hand"),
    ("walls-east", "East's walls in hand"),
    ("walls-west", "West's walls in hand"),
    ("walls-black", "Black's walls in hand"),
    ("walls-white", "White's walls in hand"),
];

impl Quoridor {
    /// The palette entries of the pawns, in pawn order.
    fn pawn_pieces(&self) -> &'static [Piece] {
        if self.moving_goal() {
            &PAWNS_MEET
        } else if self.options.four_players {
            &PAWNS_4
        } else {
            &PAWNS_2
        }
    }

    /// Forgets what was judged of the arrangement before an edit.
    fn edited(&mut self) {
        self.outcome = None;
        self.plies = 0;
    }

    /// The seat across the board: the one a half turn puts in this seat's
    /// place (the other colour, when two colours meet).
    fn across(&self, seat: usize) -> usize {
        let seats = self.seats();
        (seat + seats / 2) % seats
    }

    /// Puts a wall into the groove, or takes it out: walls come from the
    /// hand of whoever holds most and go back to whoever holds fewest, so
    /// that the walls stay as many as the players were given.
    fn toggle_wall(&mut self, wall: Wall) -> bool {
        let held = &mut self.walls_left[..self.options.seats()];
        if self.walls.contains(wall) {
            self.walls.remove(wall);
            if let Some(fewest) = held.iter_mut().min_by_key(|n| **n) {
                if *fewest < self.options.walls_each() {
                    *fewest += 1;
                }
            }
            true
        } else if self.walls.clash(wall).is_none() {
            self.walls.add(wall, false);
            if let Some(most) = held.iter_mut().rev().max_by_key(|n| **n) {
                *most = most.saturating_sub(1);
            }
            true
        } else {
            false
        }
    }
}

impl Edit for Quoridor {
    fn palette(&self) -> Vec<Piece> {
        let mut palette = self.pawn_pieces().to_vec();
        palette.push(WALL);
        palette
    }
    fn edit_targets(&self) -> Vec<Target> {
        let cells = (0..SIZE * SIZE).map(|c| Target::Cell(coord(c)));
        let grooves = Wall::all().map(|w| Target::Groove {
            at: w.coord(),
            horizontal: w.horizontal,
        });
        cells.chain(grooves).collect()
    }
    /// A pawn goes to the cell clicked (a pawn standing there takes its
    /// place); the wall toggles in the groove clicked.
    fn put(&mut self, target: Target, piece: usize) -> bool {
        let pawns = self.pawn_count();
        let changed = match target {
            Target::Cell(c) if piece < pawns && c.file < SIZE && c.rank < SIZE => {
                let cell = c.rank * SIZE + c.file;
                let from = self.pawns[piece];
                if let Some(other) = (0..pawns).find(|&p| self.pawns[p] == cell) {
                    self.pawns[other] = from;
                }
                self.pawns[piece] = cell;
                from != cell
            }
            Target::Groove { at, horizontal } if piece == pawns => {
                match Wall::at_coord(at, horizontal) {
                    Some(wall) => self.toggle_wall(wall),
                    None => false,
                }
            }
            _ => false,
        };
        self.edited();
        changed
    }
    fn set_to_move(&mut self, seat: Seat) {
        if seat.index() < self.seats() {
            self.side = seat.0;
            self.edited();
        }
    }
    fn counters(&self) -> Vec<Counter> {
        (0..self.seats())
            .map(|s| {
                let name = self.seat_name(Seat(s as u8));
                let &(id, label) = HELD
                    .iter()
                    .find(|(_, label)| label.starts_with(name))
                    .expect("every seat name has a counter");
                Counter {
                    id,
                    label,
                    value: u32::from(self.walls_left[s]),
                    max: MAX_WALLS,
                }
            })
            .collect()
    }
    fn set_counter(&mut self, index: usize, value: u32) -> bool {
        if index >= self.seats() {
            return false;
        }
        let value = value.min(MAX_WALLS) as u8;
        let changed = self.walls_left[index] != value;
        self.walls_left[index] = value;
        self.edited();
        changed
    }
    fn clear(&mut self) {
        self.walls = Walls::default();
        self.walls_left = [self.options.walls_each(); 4];
        self.moved_wall = [false; 2];
        self.edited();
    }
    /// Half round, each seat trading places with the one across (the two
    /// colours, when they meet), with its walls in hand and the token.
    fn flip(&mut self) {
        let turned = |cell: u8| SIZE * SIZE - 1 - cell;
        let mut walls = Walls::default();
        for wall in self.walls.iter() {
            let at = 63 - wall.at;
            walls.add(
                Wall {
                    at,
                    horizontal: wall.horizontal,
                },
                self.walls.is_marked(wall),
            );
        }
        let (pawns, left) = (self.pawns, self.walls_left);
        for (seat, &held) in left.iter().enumerate().take(self.seats()) {
            let to = self.across(seat);
            self.walls_left[to] = held;
            let (from_pawns, to_pawns) = (
                self.pawns_of(Seat(seat as u8)),
                self.pawns_of(Seat(to as u8)),
            );
            for (p, q) in from_pawns.zip(to_pawns) {
                self.pawns[q] = turned(pawns[p]);
            }
        }
        self.walls = walls;
        self.side = self.across(self.side as usize) as u8;
        if let Token::With(seat) = self.token {
            self.token = Token::With(Seat(self.across(seat.index()) as u8));
        }
        if self.options.variant == Variant::Movable {
            self.moved_wall = [self.moved_wall[1], self.moved_wall[0]];
        }
        self.edited();
    }
    fn set_options(&mut self, options: Self::Options) {
        let same_board = options.four_players == self.options.four_players
            && options.variant == self.options.variant;
        if same_board {
            self.options = options;
            self.edited();
        } else {
            *self = Quoridor::new(&options);
        }
    }
}
