//! Lines of Action in text: moves as `b1-d3` or `b1xd3` (a capture) and
//! `pass`, positions as the shared 8x8 board text with the side to move.

use super::position::{Loa, LoaMove, LoaOptions};
use crate::game::{read_move, MoveParseError, PositionError};
use crate::games::board8::{bit, board_and_side_text, coord, read_board_and_side, read_squares};

/// The pieces each player starts with (RULES.md 5.1); captures only take
/// pieces away, so no position has more.
const START_PIECES: u32 = 12;

impl Loa {
    /// A move's notation: `x` marks a capture, so the text alone tells it.
    pub(super) fn move_text(&self, mv: &LoaMove) -> String {
        match *mv {
            LoaMove::Slide { from, to } => {
                let (_, opp) = self.mover_and_opponent();
                let sep = if opp & bit(to) != 0 { 'x' } else { '-' };
                format!("{}{}{}", coord(from), sep, coord(to))
            }
            LoaMove::Pass => "pass".into(),
        }
    }

    /// Reads a move leniently (any separator, or none), since people type
    /// captures with or without the `x`.
    pub(super) fn read_move(text: &str) -> Result<LoaMove, MoveParseError> {
        let destination = "expected a destination square after the origin, like `b1-d3`";
        read_move(text, Some(LoaMove::Pass), |t| {
            let separators = ['-', 'x', 'X', ':'];
            let origin = "expected a square from a1 to h8, like `b1-d3`";
            let (from, to) = read_squares(t, &separators, origin, destination)?;
            let to = to.ok_or(destination)?;
            Ok(LoaMove::Slide { from, to })
        })
    }

    /// The board and the side to move; the repetition history is not
    /// written, like chess FEN.
    pub(super) fn position_text(&self) -> String {
        board_and_side_text(&self.pieces, self.side)
    }

    /// Reads a set-up position and judges it, so a position that is
    /// already decided reads as finished.
    pub(super) fn read_position(text: &str, options: &LoaOptions) -> Result<Loa, PositionError> {
        let (pieces, side) = read_board_and_side(text)?;
        if pieces[0] == 0 || pieces[1] == 0 {
            return Err("each colour needs at least one piece".into());
        }
        for (set, name) in pieces.iter().zip(["Black", "White"]) {
            let count = set.count_ones();
            if count > START_PIECES {
                return Err(PositionError::from(format!(
                    "{name} has {count} pieces; each player starts with {START_PIECES} and none are added"
                )));
            }
        }
        let key = Loa::compute_key(&pieces, side);
        let mut position = Loa {
            options: *options,
            pieces,
            side,
            outcome: None,
            key,
            history: vec![key],
            plies: 0,
        };
        // A set-up position is judged as if the player not to move had just
        // moved, and had captured (so both colours are examined).
        position.judge(1 - side as usize, true, true);
        Ok(position)
    }
}
