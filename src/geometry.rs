//! Board coordinates shared by every game and by the renderer.
//!
//! Games keep whatever internal board representation is fastest for them
//! (bitboards, arrays, graphs); `Coord` is the common language at the edges:
//! notation, click targets, animation steps and the scene the renderer draws.

use std::fmt;

/// A cell on a rectangular board, 0-based: file 0 is `a`, rank 0 is `1`.
///
/// Kept as two bytes so it is `Copy` and cheap to put in move lists and
/// animation plans; boards here are at most 10x10.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Coord {
    /// Column, 0 = file `a`.
    pub file: u8,
    /// Row, 0 = rank `1`, counted from the first player's side.
    pub rank: u8,
}

impl Coord {
    /// Builds a coordinate; bounds are the caller's board's business.
    pub const fn new(file: u8, rank: u8) -> Coord {
        Coord { file, rank }
    }

    /// Parses algebraic text such as `e4` or `j10` on a board of the given size,
    /// so every game reads squares the same way and rejects off-board ones.
    pub fn parse(text: &str, width: u8, height: u8) -> Option<Coord> {
        let mut chars = text.chars();
        let file_char = chars.next()?.to_ascii_lowercase();
        if !file_char.is_ascii_lowercase() {
            return None;
        }
        let file = file_char as u8 - b'a';
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if digits.starts_with('0') {
            return None;
        }
        let rank_number: u8 = digits.parse().ok()?;
        let rank = rank_number.checked_sub(1)?;
        (file < width && rank < height).then_some(Coord { file, rank })
    }

    /// Reads a leading coordinate from `text`, returning it and the rest, so
    /// move parsers can split `b1-d3` or `b1d3` without guessing lengths.
    pub fn parse_prefix(text: &str, width: u8, height: u8) -> Option<(Coord, &str)> {
        let bytes = text.as_bytes();
        if bytes.is_empty() || !bytes[0].is_ascii_alphabetic() {
            return None;
        }
        let mut end = 1;
        while end < bytes.len() && end < 3 && bytes[end].is_ascii_digit() {
            end += 1;
        }
        // Prefer the two-digit rank only when it is on the board (`a10` on 10x10).
        while end > 1 {
            if let Some(c) = Coord::parse(&text[..end], width, height) {
                return Some((c, &text[end..]));
            }
            end -= 1;
        }
        None
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_algebraic_squares() {
        assert_eq!(Coord::parse("a1", 8, 8), Some(Coord::new(0, 0)));
        assert_eq!(Coord::parse("H8", 8, 8), Some(Coord::new(7, 7)));
        assert_eq!(Coord::parse("j10", 10, 10), Some(Coord::new(9, 9)));
        assert_eq!(Coord::parse("i9", 8, 8), None);
        assert_eq!(Coord::parse("a0", 8, 8), None);
        assert_eq!(Coord::parse("a01", 8, 8), None);
        assert_eq!(Coord::parse("", 8, 8), None);
        assert_eq!(Coord::new(4, 3).to_string(), "e4");
    }

    #[test]
    fn splits_a_leading_square() {
        assert_eq!(
            Coord::parse_prefix("b1-d3", 8, 8),
            Some((Coord::new(1, 0), "-d3"))
        );
        assert_eq!(
            Coord::parse_prefix("a10b2", 10, 10),
            Some((Coord::new(0, 9), "b2"))
        );
        assert_eq!(
            Coord::parse_prefix("a12", 8, 8),
            Some((Coord::new(0, 0), "2"))
        );
        assert_eq!(Coord::parse_prefix("-a1", 8, 8), None);
    }
}
