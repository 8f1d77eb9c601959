//! Porta's notation: move text and position text, written and read.
//!
//! Position text: seven fields separated by single spaces,
//!
//! ```text
//! <board> <to-move> <white hand>,<black hand> <white score>-<black score> <relocations> <passes> <plies>
//! ```
//!
//! * `board`: ranks 8 to 1 separated by `/`, `w` a White man, `b` a
//!   Black man, a digit 1-8 a run of empty squares (as in FEN).
//! * `to-move`: `w` or `b`, the seat making the next decision (during
//!   relocations, the relocating player).
//! * hands: men still to place; while any is, the game is in phase 1
//!   (White places when both hands are equal, Black when his holds one
//!   more). Men on the board plus in hand are at most 12 per player.
//! * `relocations`: `-` when none are owed, else `N:CELLS` or
//!   `N:CELLS/DONE` with `N` the relocations still to make, `CELLS` the
//!   squares of the closed formations whose man may still be picked and
//!   `DONE` those whose man was already relocated (squares written one
//!   after the other, `a2a3a4`, a1 first then along the ranks).
//! * `passes`: consecutive passes just made (0, 1 or 2).
//! * `plies`: plies played so far, for `max_plies`.
//!
//! Start: `8/8/8/8/8/8/8/8 w 12,12 0-0 - 0 0`.

use super::options::{PortaOptions, MAX_TARGET};
use super::position::{Pending, Porta, PortaMove, MEN};
use super::words::points;
use crate::game::{read_move, side_field, MoveParseError, PositionError};
use crate::games::board8::{bit, board_text, coord, parse_board, read_squares, square, squares};
use crate::geometry::Coord;

/// A move as records and the command line write it: `d4`, `d4-d5`,
/// `R:a2-h7` or `pass`.
pub(super) fn move_text(mv: &PortaMove) -> String {
    match *mv {
        PortaMove::Place(sq) => coord(sq).to_string(),
        PortaMove::Step { from, to } => format!("{}-{}", coord(from), coord(to)),
        PortaMove::Relocate { from, to } => format!("R:{}-{}", coord(from), coord(to)),
        PortaMove::Pass => "pass".into(),
    }
}

/// The position as one line of text (see the module's documentation), so
/// that any position can be saved, shared and set up again.
pub(super) fn position_text(position: &Porta) -> String {
    format!(
        "{} {} {},{} {}-{} {} {} {}",
        board_text(&position.men, &['w', 'b']),
        if position.side == 0 { 'w' } else { 'b' },
        position.hand[0],
        position.hand[1],
        position.scores[0],
        position.scores[1],
        pending_text(&position.pending),
        position.passes,
        position.plies
    )
}

/// Reads position text into a position, checked for what the grammar alone
/// cannot say; the rules then judge whether the game is over.
pub(super) fn parse_position(text: &str, options: &PortaOptions) -> Result<Porta, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, side, hands, scores, pending, passes, plies] = fields[..] else {
        return Err(error(format!(
            "expected 7 fields (board, player to move, men in hand, scores, relocations, passes, plies), found {}",
            fields.len()
        )));
    };
    let mut position = Porta::start(options);
    position.men = parse_board(board, ['w', 'b'])?;
    position.side = side_field(Some(side), ["w", "b"])?;
    let hand = parse_pair(
        hands,
        ',',
        ("the men in hand", "12,12"),
        ["White's men in hand", "Black's men in hand"],
        MEN,
    )?;
    position.hand = hand.map(|men| men as u8);
    position.scores = parse_pair(
        scores,
        '-',
        ("the scores", "2-1"),
        ["White's score", "Black's score"],
        MAX_TARGET * 4,
    )?;
    position.pending = parse_pending(pending)?;
    position.passes = parse_count(passes, "passes", 2)? as u8;
    position.plies = parse_count(plies, "plies", u32::MAX)?;
    position.validate()?;
    Ok(position)
}

impl Porta {
    /// Checks what position text cannot say by its grammar alone: men per
    /// colour, turn order while placing, relocations and passes only where
    /// they can happen, at most one winner.
    fn validate(&self) -> Result<(), PositionError> {
        for seat in 0..2 {
            if self.men[seat].count_ones() + self.in_hand(seat) > MEN {
                return Err(error(format!(
                    "{} has more than {MEN} men on the board and in hand",
                    Self::name(seat)
                )));
            }
        }
        if self.placing() {
            let [white, black] = self.hand;
            let expected = if white == black {
                0
            } else if white + 1 == black {
                1
            } else {
                return Err(error(format!(
                    "while placing, White holds as many men as Black or one fewer, not {white} and {black}"
                )));
            };
            if self.side != expected {
                return Err(error(format!(
                    "with {white} White and {black} Black men in hand, {} places next",
                    Self::name(expected as usize)
                )));
            }
            if self.relocating() || self.passes > 0 {
                return Err(error(
                    "relocations and passes only happen once every man is placed".into(),
                ));
            }
        }
        let scorer = 1 - self.side as usize;
        if self.pending.eligible & !self.men[scorer] != 0 {
            return Err(error(format!(
                "the men to relocate must be {}'s, the player who closed the formation",
                Self::name(scorer)
            )));
        }
        let target = self.options.target_score();
        if self.scores.iter().filter(|&&s| s >= target).count() > 1 {
            return Err(error(format!(
                "both players cannot have reached {}",
                points(target)
            )));
        }
        if self.relocating() && self.scores.iter().any(|&s| s >= target) {
            return Err(error("no relocation is owed once a player has won".into()));
        }
        Ok(())
    }
}

/// The error of a reason, for the readers' `ok_or_else`.
fn error(reason: String) -> PositionError {
    PositionError::from(reason)
}

/// Writes a set of squares as `a2a3a4`, lowest square first.
fn cells_text(set: u64) -> String {
    squares(set).map(|sq| coord(sq).to_string()).collect()
}

fn pending_text(pending: &Pending) -> String {
    if pending.remaining == 0 {
        return "-".into();
    }
    let mut text = format!("{}:{}", pending.remaining, cells_text(pending.eligible));
    if pending.done != 0 {
        text.push('/');
        text.push_str(&cells_text(pending.done));
    }
    text
}

fn parse_cells(text: &str) -> Result<u64, PositionError> {
    let mut rest = text;
    let mut set = 0u64;
    while !rest.is_empty() {
        let (c, after) = Coord::parse_prefix(rest, 8, 8)
            .ok_or_else(|| error(format!("`{rest}` does not start with a square a1 to h8")))?;
        set |= bit(square(c));
        rest = after;
    }
    Ok(set)
}

fn parse_count(text: &str, what: &str, max: u32) -> Result<u32, PositionError> {
    text.parse::<u32>()
        .ok()
        .filter(|n| *n <= max)
        .ok_or_else(|| {
            error(format!(
                "{what} must be a whole number up to {max}, not `{text}`"
            ))
        })
}

/// Two numbers, White's then Black's, written `white<separator>black`
/// (the men in hand, the scores), each at most `max`.
fn parse_pair(
    text: &str,
    separator: char,
    (what, like): (&str, &str),
    names: [&str; 2],
    max: u32,
) -> Result<[u32; 2], PositionError> {
    let (white, black) = text.split_once(separator).ok_or_else(|| {
        error(format!(
            "{what} are written `white{separator}black`, like `{like}`, not `{text}`"
        ))
    })?;
    Ok([
        parse_count(white, names[0], max)?,
        parse_count(black, names[1], max)?,
    ])
}

fn parse_pending(text: &str) -> Result<Pending, PositionError> {
    if text == "-" {
        return Ok(Pending::default());
    }
    let (count, cells) = text.split_once(':').ok_or_else(|| {
        error(format!(
            "relocations are `-` or `N:CELLS[/DONE]`, like `1:a2a3a4`, not `{text}`"
        ))
    })?;
    let (eligible, done) = cells.split_once('/').unwrap_or((cells, ""));
    let pending = Pending {
        remaining: parse_count(count, "the number of relocations", 64)? as u8,
        eligible: parse_cells(eligible)?,
        done: parse_cells(done)?,
    };
    if pending.remaining == 0 || pending.remaining as u32 > pending.eligible.count_ones() {
        return Err(error(format!(
            "`{text}` owes more relocations ({}) than it lists men to pick from ({})",
            pending.remaining,
            pending.eligible.count_ones()
        )));
    }
    if pending.eligible & pending.done != 0 {
        return Err(error(format!(
            "`{text}` lists a square both to pick and already relocated"
        )));
    }
    Ok(pending)
}

/// Reads `pass`, a placement `d4`, a step `d4-d5` or a relocation
/// `R:a2-h7` (any case; the dash may be left out).
pub(super) fn parse_porta_move(text: &str) -> Result<PortaMove, MoveParseError> {
    read_move(text, Some(PortaMove::Pass), read_porta_move)
}

/// `parse_porta_move` past `pass`, on the trimmed text.
fn read_porta_move(t: &str) -> Result<PortaMove, String> {
    let (relocation, body) = match t.get(..2) {
        Some(prefix) if prefix.eq_ignore_ascii_case("r:") => (true, &t[2..]),
        _ => (false, t),
    };
    let origin =
        "expected `pass`, a square like `d4`, a step like `d4-d5` or a relocation like `R:a2-h7`";
    let destination = "expected a destination square, like `d4-d5`";
    match (read_squares(body, &['-'], origin, destination)?, relocation) {
        ((at, None), false) => Ok(PortaMove::Place(at)),
        ((_, None), true) => Err("a relocation names two squares, like `R:a2-h7`".into()),
        ((from, Some(to)), false) => Ok(PortaMove::Step { from, to }),
        ((from, Some(to)), true) => Ok(PortaMove::Relocate { from, to }),
    }
}
