//! Porta's board editor (`game::edit`): white and black men on any square,
//! through the 8x8 games' shared `PieceSets`, and the numbers beside the
//! board: the men each player still has to place (while any is, the game
//! is in its placing phase) and the points each has scored. Clearing the
//! board keeps those numbers; the flip swaps them with the colours.
//! Relocations owed are not set up: an arrangement owes none. The set-up
//! checks are the reader's (`notation.rs`).

use super::options::MAX_TARGET;
use super::position::{Pending, Porta, MEN};
use crate::game::{colours, swapped, Counter, Piece};
use crate::games::board8::edit::{Parts, PieceSets};

/// The counters: men in hand, then points, White's first.
const NUMBERS: [(&str, &str); 4] = [
    ("hand-white", "White's men in hand"),
    ("hand-black", "Black's men in hand"),
    ("points-white", "White's points"),
    ("points-black", "Black's points"),
];

impl PieceSets for Porta {
    /// Forgets what was judged and owed in the arrangement before an edit.
    fn forget(&mut self) {
        self.outcome = None;
        self.pending = Pending::default();
        self.winning_cells = 0;
        self.passes = 0;
        self.plies = 0;
    }
    /// A man of each colour, White's first, then the eraser.
    const PALETTE: &'static [Piece] = &colours(("white", "White man"), ("black", "Black man"));
    fn parts(&mut self) -> Parts<'_, Self::Options> {
        Parts::new(&mut self.side, &mut self.options, vec![&mut self.men])
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
        self.forget();
        (self.hand, self.scores) != before
    }
    /// What each holds and scored goes with its colour.
    fn swap_held(&mut self) {
        self.hand = swapped(self.hand);
        self.scores = swapped(self.scores);
    }
}
