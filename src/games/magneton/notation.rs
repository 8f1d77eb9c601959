//! Magneton in text: a drop as its square (`d4`), a slide as `d4-d7`, and
//! `pass`; positions as the shared 8x8 board text with the side to move.

use super::position::{Magneton, MagnetonMove, MagnetonOptions, PIECES};
use crate::game::{read_move, Game, MoveParseError, PositionError};
use crate::games::board8::{board_and_side_text, coord, read_board_and_side, read_squares};

impl Magneton {
    /// A move's notation: the square alone is a drop, two squares a slide.
    pub(super) fn move_text(mv: &MagnetonMove) -> String {
        match *mv {
            MagnetonMove::Drop(sq) => coord(sq).to_string(),
            MagnetonMove::Slide { from, to } => format!("{}-{}", coord(from), coord(to)),
            MagnetonMove::Pass => "pass".into(),
        }
    }

    /// Reads a move; whether a drop or a slide is allowed now is `play`'s
    /// business, so either reads in any phase.
    pub(super) fn read_move(text: &str) -> Result<MagnetonMove, MoveParseError> {
        read_move(text, Some(MagnetonMove::Pass), |t| {
            let origin = "expected a square from a1 to h8, like `d4` or `d4-d7`";
            let destination = "expected a destination square, like `d4-d7`";
            Ok(match read_squares(t, &['-'], origin, destination)? {
                (at, None) => MagnetonMove::Drop(at),
                (from, Some(to)) => MagnetonMove::Slide { from, to },
            })
        })
    }

    /// The board and the side to move; the pieces in hand follow from the
    /// board, the history is not written (like chess FEN).
    pub(super) fn position_text(&self) -> String {
        board_and_side_text(&self.pieces, self.side)
    }

    /// Reads a set-up position, refusing more pieces than a player owns.
    /// The order of the drops is not checked (one player two drops ahead):
    /// the rules tests' diagrams show a rule with the pieces it needs, as
    /// Byte's do (`byte/setup.rs`), and such diagrams must stay readable.
    pub(super) fn read_position(
        text: &str,
        options: &MagnetonOptions,
    ) -> Result<Magneton, PositionError> {
        let (pieces, side) = read_board_and_side(text)?;
        for (colour, name) in [(0, "Black"), (1, "White")] {
            if pieces[colour].count_ones() > PIECES {
                return Err(format!("{name} has more than {PIECES} pieces").into());
            }
        }
        let mut position = Magneton::new(options);
        position.pieces = pieces;
        position.side = side;
        if options.repetition_draw {
            position.history = vec![(pieces, side)];
        }
        Ok(position)
    }
}
