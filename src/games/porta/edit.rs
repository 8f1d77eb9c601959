//! Porta's board editor (`game::edit`): white and black men on any square,
//! and the numbers beside the board: the men each player still has to
//! place (while any is, the game is in its placing phase) and the points
//! each has scored. Relocations owed are not set up: an arrangement owes
//! none. The set-up checks are the reader's (`notation.rs`).

use super::options::MAX_TARGET;
use super::position::{Pending, Porta, MEN};
use crate::game::{swapped, Counter, Edit, Piece, Seat, Target, EMPTY};
use crate::games::board8::edit::{cell_targets, clicked_square, toggle, turned};

/// The palette: a man of each colour, White's first, then the eraser.
const PALETTE: [Piece; 3] = [
    Piece {
        id: "white",
        label: "White man",
    },
    Piece {
        id: "black",
        label: "Black man",
    },
    EMPTY,
];

/// The counters: men in hand, then points, White's first.
const NUMBERS: [(&str, &str); 4] = [
    ("hand-white", "White's men in hand"),
    ("hand-black", "Black's men in hand"),
    ("points-white", "White's points"),
    ("points-black", "Black's points"),
];

impl Porta {
    /// Forgets what was judged and owed in the arrangement before an edit.
    fn edited(&mut self) {
        self.outcome = None;
        self.pending = Pending::default();
        self.winning_cells = 0;
        self.passes = 0;
        self.plies = 0;
    }
}

impl Edit for Porta {
    fn palette(&self) -> Vec<Piece> {
        PALETTE.to_vec()
    }
    fn edit_targets(&self) -> Vec<Target> {
        cell_targets(!0)
    }
    fn put(&mut self, target: Target, piece: usize) -> bool {
        let (Some(sq), true) = (clicked_square(target), piece < PALETTE.len()) else {
            return false;
        };
        let changed = toggle(&mut self.men, sq, (piece < 2).then_some(piece));
        self.edited();
        changed
    }
    fn set_to_move(&mut self, seat: Seat) {
        if seat.index() < 2 {
            self.side = seat.0;
            self.edited();
        }
    }
    fn counters(&self) -> Vec<Counter> {
        let values = [
            u32::from(self.hand[0]),
            u32::from(self.hand[1]),
            self.scores[0],
            self.scores[1],
        ];
        NUMBERS
            .iter()
            .zip(values)
            .enumerate()
            .map(|(i, (&(id, label), value))| Counter {
                id,
                label,
                value,
                max: if i < 2 { MEN } else { MAX_TARGET },
            })
            .collect()
    }
    fn set_counter(&mut self, index: usize, value: u32) -> bool {
        let before = (self.hand, self.scores);
        match index {
            0 | 1 => self.hand[index] = value.min(MEN) as u8,
            2 | 3 => self.scores[index - 2] = value.min(MAX_TARGET),
            _ => return false,
        }
        self.edited();
        (self.hand, self.scores) != before
    }
    /// Empties the board; the men in hand and the points stay.
    fn clear(&mut self) {
        self.men = [0, 0];
        self.edited();
    }
    /// Half round with the colours swapped, with what each holds and scored.
    fn flip(&mut self) {
        self.men = [turned(self.men[1]), turned(self.men[0])];
        self.hand = swapped(self.hand);
        self.scores = swapped(self.scores);
        self.side = 1 - self.side;
        self.edited();
    }
    fn set_options(&mut self, options: Self::Options) {
        self.options = options;
        self.edited();
    }
}
