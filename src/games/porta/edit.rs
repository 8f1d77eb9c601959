//! Porta's board editor (`game::edit`): white and black men on any square,
//! through the 8x8 games' shared `PieceSets`, and the numbers beside the
//! board: the men each player still has to place (while any is, the game
//! is in its placing phase) and the points each has scored. Clearing the
//! board keeps those numbers; the flip swaps them with the colours.
//! Relocations owed are not set up: an arrangement owes none. The set-up
//! checks are the reader's (`notation.rs`).

use super::options::MAX_TARGET;
use super::position::{Pending, Porta, MEN};
use crate::game::{swapped, Counter, Piece, TwoSeats, EMPTY};
use crate::games::board8::edit::PieceSets;

/// The counters: men in hand, then points, White's first.
const NUMBERS: [(&str, &str); 4] = [
    ("hand-white", "White's men in hand"),
    ("hand-black", "Black's men in hand"),
    ("points-white", "White's points"),
    ("points-black", "Black's points"),
];

impl TwoSeats for Porta {
    /// Forgets what was judged and owed in the arrangement before an edit.
    fn edited(&mut self) {
        self.outcome = None;
        self.pending = Pending::default();
        self.winning_cells = 0;
        self.passes = 0;
        self.plies = 0;
    }
    fn side_and_options(&mut self) -> (&mut u8, &mut Self::Options) {
        (&mut self.side, &mut self.options)
    }
}

impl PieceSets for Porta {
    /// A man of each colour, White's first, then the eraser.
    const PALETTE: &'static [Piece] = &[
        Piece::new("white", "White man"),
        Piece::new("black", "Black man"),
        EMPTY,
    ];
    fn sets(&mut self) -> Vec<&mut [u64; 2]> {
        vec![&mut self.men]
    }
    fn numbers(&self) -> Vec<Counter> {
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
    fn set_number(&mut self, index: usize, value: u32) -> bool {
        let before = (self.hand, self.scores);
        match index {
            0 | 1 => self.hand[index] = value.min(MEN) as u8,
            2 | 3 => self.scores[index - 2] = value.min(MAX_TARGET),
            _ => return false,
        }
        self.edited();
        (self.hand, self.scores) != before
    }
    /// What each holds and scored goes with its colour.
    fn swap_held(&mut self) {
        self.hand = swapped(self.hand);
        self.scores = swapped(self.scores);
    }
}
