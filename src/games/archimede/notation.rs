//! Archimede's text: moves (`c3-f6`, `R:a1-c3`) and positions
//! (`<board> <side>`), written and read. `rules.rs` hands the `Game`
//! notation methods here; reading a position stops short of judging it,
//! which is the rules' business.

use super::position::{Archimede, ArchimedeMove, ArchimedeOptions, PORTS, SHIPS};
use crate::game::{read_move, MoveParseError, PositionError};
use crate::games::board8::{bit, board_and_side_text, coord, read_board_and_side, read_squares};

impl Archimede {
    /// The move in Archimede's notation (`Game::move_to_string`).
    pub(super) fn move_text(&self, mv: &ArchimedeMove) -> String {
        match *mv {
            ArchimedeMove::Slide { from, to } => format!("{}-{}", coord(from), coord(to)),
            ArchimedeMove::Rebuild { to } => {
                format!("R:{}-{}", coord(PORTS[self.side as usize]), coord(to))
            }
        }
    }

    /// Reads a move in Archimede's notation (`Game::parse_move`).
    pub(super) fn read_move(&self, text: &str) -> Result<ArchimedeMove, MoveParseError> {
        read_move(text, None, |t| self.read_trimmed_move(t))
    }

    /// `read_move` on the trimmed text, with the reason for a refusal.
    fn read_trimmed_move(&self, t: &str) -> Result<ArchimedeMove, String> {
        let (rebuild, body) = match t.strip_prefix("R:").or_else(|| t.strip_prefix("r:")) {
            Some(body) => (true, body),
            None => (false, t),
        };
        let origin = "expected a square from a1 to h8, like `c3-f6` or `R:a1-c3`";
        let destination = "expected a destination square after `-`, like `c3-f6`";
        let (from, to) = read_squares(body, &['-'], origin, destination)?;
        let to = to.ok_or(destination)?;
        let port = PORTS[self.side as usize];
        match (rebuild, from == port) {
            (_, true) => Ok(ArchimedeMove::Rebuild { to }),
            (true, false) => Err(format!(
                "a rebuild starts on the home port of the player to move, {}",
                coord(port)
            )),
            (false, false) => Ok(ArchimedeMove::Slide { from, to }),
        }
    }

    /// The position as text (`Game::to_text`).
    pub(super) fn position_text(&self) -> String {
        board_and_side_text(&self.ships, self.side)
    }

    /// Reads position text as `Game::from_text` documents it, refusing
    /// what no game reaches; the result is not judged yet.
    pub(super) fn read_position(
        text: &str,
        options: &ArchimedeOptions,
    ) -> Result<Archimede, PositionError> {
        let error = PositionError::from;
        let (ships, side) = read_board_and_side(text)?;
        for colour in 0..2 {
            let name = Self::colour_name(colour);
            if ships[colour].count_ones() > SHIPS {
                return Err(error(format!("{name} has more than {SHIPS} ships")));
            }
            if ships[colour] & bit(PORTS[colour]) != 0 {
                return Err(error(format!(
                    "a {name} ship stands on its own port {}, where no ship may stop",
                    coord(PORTS[colour])
                )));
            }
        }
        let last = 1 - side as usize;
        if ships[last] == 0 {
            return Err(error(format!(
                "{} has no ships but moved last: a move leaves the mover's ships afloat",
                Self::colour_name(last)
            )));
        }
        Ok(Archimede {
            options: *options,
            ships,
            side,
            plies: 0,
            outcome: None,
        })
    }
}
