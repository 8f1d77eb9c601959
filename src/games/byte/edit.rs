//! Byte's board editor (`game::edit`): stacks built in order on the dark
//! squares, a checker at a time on top, and the stacks each player has won.
//! The set-up checks are the reader's and `setup.rs`'s.

use super::board::{bits, FULL};
use super::position::Byte;
use crate::game::{swapped, Counter, Edit, Game, Piece, Seat, Target, TwoSeats};
use crate::geometry::Coord;

/// The palette: a checker of each colour put on top of a stack (a new one
/// on an empty square), and taking the top checker off.
const PALETTE: [Piece; 3] = [
    Piece::new("black", "Black checker (on top)"),
    Piece::new("white", "White checker (on top)"),
    Piece::new("take-top", "Take off the top checker"),
];

/// The counters: stacks won, Black's then White's.
const WON: [(&str, &str); 2] = [
    ("won-black", "Stacks won by Black"),
    ("won-white", "Stacks won by White"),
];

impl TwoSeats for Byte {
    /// Forgets what was judged of the arrangement before an edit.
    fn edited(&mut self) {
        self.outcome = None;
        self.passes = 0;
        self.plies = 0;
    }
    fn side_and_options(&mut self) -> (&mut u8, &mut Self::Options) {
        (&mut self.side, &mut self.options)
    }
}

impl Byte {
    /// The most stacks the game forms, the counters' limit.
    fn stacks(&self) -> u32 {
        u32::from(self.geometry().total_checkers() / FULL)
    }
}

impl Edit for Byte {
    fn palette(&self) -> Vec<Piece> {
        PALETTE.to_vec()
    }
    fn edit_targets(&self) -> Vec<Target> {
        let geometry = self.geometry();
        (0..geometry.dark)
            .map(|s| Target::Cell(geometry.coord(s)))
            .collect()
    }
    /// A checker goes on top of the stack clicked (a click on any of its
    /// checkers), up to 7, as high as a stack stays on the board.
    fn put(&mut self, target: Target, piece: usize) -> bool {
        let c = match target {
            Target::Cell(c) | Target::Level { cell: c, .. } => c,
            _ => return false,
        };
        let Some(s) = self.geometry().dark_at(c).map(usize::from) else {
            return false;
        };
        let height = self.heights[s];
        match piece {
            0 | 1 if height < FULL - 1 => {
                self.colours[s] = self.colours[s] & !(1 << height) | (piece as u8) << height;
                self.heights[s] = height + 1;
                self.occupied |= 1 << s;
            }
            2 if height > 0 => {
                self.heights[s] = height - 1;
                self.colours[s] &= !(1 << (height - 1));
                if height == 1 {
                    self.occupied &= !(1 << s);
                }
            }
            _ => return false,
        }
        self.edited();
        true
    }
    fn set_to_move(&mut self, seat: Seat) {
        self.seat_to_move(seat);
    }
    fn counters(&self) -> Vec<Counter> {
        WON.iter()
            .zip(self.won)
            .map(|(&(id, label), value)| Counter {
                id,
                label,
                value: u32::from(value),
                max: self.stacks(),
            })
            .collect()
    }
    fn set_counter(&mut self, index: usize, value: u32) -> bool {
        let value = value.min(self.stacks()) as u8;
        match self.won.get_mut(index) {
            Some(won) if *won != value => {
                *won = value;
                self.edited();
                true
            }
            _ => false,
        }
    }
    fn clear(&mut self) {
        let (won, side) = (self.won, self.side);
        *self = Byte::empty(&self.options);
        self.won = won;
        self.side = side;
    }
    /// Half round, every checker changing colour: the game is the same
    /// under that turn (RULES.md 6.1).
    fn flip(&mut self) {
        let geometry = self.geometry();
        let size = geometry.size;
        let mut flipped = Byte::empty(&self.options);
        for s in bits(self.occupied) {
            let c = geometry.coord(s);
            let turned = Coord::new(size - 1 - c.file, size - 1 - c.rank);
            let t = geometry
                .dark_at(turned)
                .expect("turned dark squares stay dark") as usize;
            let height = self.heights[s as usize];
            let all = ((1u16 << height) - 1) as u8;
            flipped.heights[t] = height;
            flipped.colours[t] = !self.colours[s as usize] & all;
            flipped.occupied |= 1 << t;
        }
        flipped.won = swapped(self.won);
        flipped.side = 1 - self.side;
        *self = flipped;
    }
    fn set_options(&mut self, options: Self::Options) {
        if options.size == self.options.size {
            self.options_kept(options);
        } else {
            *self = Byte::new(&options);
        }
    }
}
