//! What a set-up position must satisfy beyond its grammar: the counts
//! that legal play keeps, so a position text cannot describe a board no
//! game reaches.
//!
//! Stack heights (1 to 7) and the total of checkers on the board and in
//! won stacks are checked as the text is read. Colour counts are not: the
//! rule books' diagrams (Steere's figure 6, in the rules tests) put more
//! checkers of one colour on the board than a player owns, to show a rule
//! with few stacks, and such diagrams must stay readable.

use super::position::Byte;

impl Byte {
    /// Refuses an empty board with no stack won: checkers leave the board
    /// only in won stacks, so some must be somewhere.
    pub(super) fn check_counts(&self) -> Result<(), String> {
        if self.occupied == 0 && self.won == [0, 0] {
            return Err(
                "the board is empty but no stack was won: checkers leave the board only in won stacks"
                    .into(),
            );
        }
        Ok(())
    }
}
