//! What every game's text repeats, written once: a move read the way all
//! the readers start (trimmed, `pass` in any case, the reason wrapped with
//! the text as given), the side-to-move field, and boards written FEN-style
//! (ranks top first, separated by `/`, runs of empty cells as their count).
//! Each game keeps only what differs: its letters, its fields, its checks.

use std::fmt::{Display, Write};

use super::{MoveParseError, PositionError};
use crate::geometry::Coord;

impl MoveParseError {
    /// The error for `text` (as given, untrimmed), so that readers say only
    /// what is wrong.
    pub fn new(text: &str, reason: impl Into<String>) -> MoveParseError {
        MoveParseError {
            text: text.to_string(),
            reason: reason.into(),
        }
    }
}

impl From<String> for PositionError {
    /// A reason becomes the error, so that `?` carries the shared readers'
    /// reasons (`side_field`, `split_ranks`) into a game's reader.
    fn from(reason: String) -> PositionError {
        PositionError { reason }
    }
}

impl From<&str> for PositionError {
    /// A fixed reason becomes the error, as `From<String>` does.
    fn from(reason: &str) -> PositionError {
        PositionError::from(reason.to_string())
    }
}

/// Reads a move's text as the games read it: `read` gets the text trimmed
/// and answers the move or why not; `pass` (any case) is `pass` when the
/// game has one; the reason comes back as a `MoveParseError` naming the
/// text as given.
pub fn read_move<M>(
    text: &str,
    pass: Option<M>,
    read: impl FnOnce(&str) -> Result<M, String>,
) -> Result<M, MoveParseError> {
    let t = text.trim();
    match pass {
        Some(pass) if t.eq_ignore_ascii_case("pass") => Ok(pass),
        _ => read(t).map_err(|reason| MoveParseError::new(text, reason)),
    }
}

/// Reads the side-to-move field, `letters[0]` or `letters[1]`, as the seat
/// (0 or 1); `None` is a missing field. The reasons are the same in every
/// game that writes the side as a letter.
pub fn side_field(field: Option<&str>, letters: [&str; 2]) -> Result<u8, String> {
    let [first, second] = letters;
    match field {
        Some(side) if side == first => Ok(0),
        Some(side) if side == second => Ok(1),
        Some(other) => Err(format!(
            "the player to move must be `{first}` or `{second}`, not `{other}`"
        )),
        None => Err(format!(
            "missing the player to move (`{first}` or `{second}`)"
        )),
    }
}

/// Board text FEN-style: ranks `ranks - 1` down to 0 separated by `/`,
/// files 0 up; `cell` writes what stands on a cell, and runs of empty
/// cells are written as their count.
pub fn ranks_text<S: Display>(
    ranks: u8,
    files: u8,
    mut cell: impl FnMut(Coord) -> Option<S>,
) -> String {
    let mut text = String::with_capacity(usize::from(ranks) * (usize::from(files) + 1));
    for rank in (0..ranks).rev() {
        let mut empty = 0;
        for file in 0..files {
            let Some(piece) = cell(Coord::new(file, rank)) else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                write!(text, "{empty}").expect("writing to a String");
                empty = 0;
            }
            write!(text, "{piece}").expect("writing to a String");
        }
        if empty > 0 {
            write!(text, "{empty}").expect("writing to a String");
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text
}

/// The ranks of board text, top first, each with its rank (0 the lowest),
/// or why there are not `ranks` of them.
pub fn split_ranks(text: &str, ranks: u8) -> Result<Vec<(u8, &str)>, String> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != usize::from(ranks) {
        return Err(format!(
            "expected {ranks} ranks separated by `/`, found {}",
            rows.len()
        ));
    }
    Ok(rows
        .into_iter()
        .enumerate()
        .map(|(i, row)| (ranks - 1 - i as u8, row))
        .collect())
}

/// Refuses a rank whose text described `squares` squares, not `files`.
pub fn check_rank_width(rank: u8, squares: usize, files: u8) -> Result<(), String> {
    if squares == usize::from(files) {
        Ok(())
    } else {
        Err(format!(
            "rank {} describes {squares} squares instead of {files}",
            rank + 1
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_read_back_as_written() {
        let text = ranks_text(3, 3, |c| (c.file == c.rank).then_some('x'));
        assert_eq!(text, "2x/1x1/x2");
        let ranks: Vec<u8> = split_ranks(&text, 3).unwrap().iter().map(|r| r.0).collect();
        assert_eq!(ranks, [2, 1, 0]);
        assert!(split_ranks(&text, 4).is_err());
        assert!(check_rank_width(0, 2, 3).is_err());
    }

    #[test]
    fn sides_and_moves_read_alike() {
        assert_eq!(side_field(Some("w"), ["b", "w"]), Ok(1));
        assert_eq!(
            side_field(None, ["S", "N"]).unwrap_err(),
            "missing the player to move (`S` or `N`)"
        );
        assert_eq!(read_move(" PASS ", Some(0), |_| Ok(1)), Ok(0));
        let refused = read_move(" x ", None::<u8>, |t| Err(format!("`{t}`")));
        assert_eq!(
            refused.unwrap_err().to_string(),
            "cannot read move ` x `: `x`"
        );
    }
}
