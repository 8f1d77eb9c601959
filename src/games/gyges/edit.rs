//! Gyges' board editor (`game::edit`): pieces of one, two and three rings
//! on the 6x6 cells (they belong to nobody), and during the set-up the
//! pieces each player still holds. The set-up checks are the reader's and
//! `setup.rs`'s.

use super::board::{cell_from, cell_of, coord, value, with, CELLS, SIZE};
use super::position::Gyges;
use super::seen::SeenBoards;
use crate::game::{swapped, Counter, Edit, Piece, Seat, Target, TwoSeats, EMPTY};

/// The palette: a piece of each value, then the eraser.
const PALETTE: [Piece; 4] = [
    Piece::new("one", "1-ring piece"),
    Piece::new("two", "2-ring piece"),
    Piece::new("three", "3-ring piece"),
    EMPTY,
];

/// The counters: pieces in hand during the set-up, by seat and value.
const HAND: [(&str, &str); 6] = [
    ("hand-south-1", "South's 1-ring pieces in hand"),
    ("hand-south-2", "South's 2-ring pieces in hand"),
    ("hand-south-3", "South's 3-ring pieces in hand"),
    ("hand-north-1", "North's 1-ring pieces in hand"),
    ("hand-north-2", "North's 2-ring pieces in hand"),
    ("hand-north-3", "North's 3-ring pieces in hand"),
];

/// The most pieces of one value a player places.
const EACH: u8 = 2;

impl TwoSeats for Gyges {
    /// Forgets what was judged and remembered of the arrangement before an
    /// edit: the history starts at the arrangement.
    fn edited(&mut self) {
        self.outcome = None;
        self.before = self.board;
        self.seen = SeenBoards::default();
        self.passes = 0;
        self.plies = 0;
    }
    fn side_and_options(&mut self) -> (&mut u8, &mut Self::Options) {
        (&mut self.side, &mut self.options)
    }
}

impl Edit for Gyges {
    fn palette(&self) -> Vec<Piece> {
        PALETTE.to_vec()
    }
    fn edit_targets(&self) -> Vec<Target> {
        (0..CELLS).map(|c| Target::Cell(coord(c))).collect()
    }
    fn put(&mut self, target: Target, piece: usize) -> bool {
        let (Target::Cell(c), true) = (target, piece < PALETTE.len()) else {
            return false;
        };
        let Some(cell) = cell_from(c) else {
            return false;
        };
        let chosen = if piece < 3 { piece as u8 + 1 } else { 0 };
        let now = if value(self.board, cell) == chosen {
            0
        } else {
            chosen
        };
        let before = self.board;
        self.board = with(self.board, cell, now);
        self.edited();
        self.board != before
    }
    fn set_to_move(&mut self, seat: Seat) {
        self.seat_to_move(seat);
    }
    fn counters(&self) -> Vec<Counter> {
        HAND.iter()
            .enumerate()
            .map(|(i, &(id, label))| Counter {
                id,
                label,
                value: u32::from(self.hand[i / 3][i % 3 + 1]),
                max: u32::from(EACH),
            })
            .collect()
    }
    fn set_counter(&mut self, index: usize, value: u32) -> bool {
        if index >= HAND.len() {
            return false;
        }
        let slot = &mut self.hand[index / 3][index % 3 + 1];
        let value = value.min(u32::from(EACH)) as u8;
        let changed = *slot != value;
        *slot = value;
        self.edited();
        changed
    }
    fn clear(&mut self) {
        self.board = 0;
        self.edited();
    }
    /// Half round, South and North trading places, moves and hands.
    fn flip(&mut self) {
        let mut board = 0;
        for rank in 0..SIZE {
            for file in 0..SIZE {
                let v = value(self.board, cell_of(file, rank));
                board = with(board, cell_of(SIZE - 1 - file, SIZE - 1 - rank), v);
            }
        }
        self.board = board;
        self.hand = swapped(self.hand);
        self.other_to_move();
        self.edited();
    }
    fn set_options(&mut self, options: Self::Options) {
        self.options_kept(options);
    }
}
