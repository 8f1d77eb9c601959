//! Helpers for 8x8 bitboards (bit = rank * 8 + file), shared by the 8x8
//! games that keep their pieces as one `u64` per colour.

pub mod edit;
#[cfg(feature = "view")]
pub mod view;

use crate::game::Target;
use crate::game::{check_rank_width, ranks_text, side_field, split_ranks};
use crate::geometry::Coord;

/// A square index, rank * 8 + file.
pub type Sq = u8;

/// The eight directions as (file step, rank step). Opposite directions are
/// four apart, so `d % 4` names a line's axis.
pub const DIRS: [(i8, i8); 8] = [
    (1, 0),
    (0, 1),
    (1, 1),
    (-1, 1),
    (-1, 0),
    (0, -1),
    (-1, -1),
    (1, -1),
];

/// Squares from each square to the edge in each direction (`DIRS` order),
/// excluding the square itself.
pub const RAYS: [[u64; 64]; 8] = build_rays();

const fn build_rays() -> [[u64; 64]; 8] {
    let mut rays = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let (df, dr) = DIRS[d];
            let mut f = (sq % 8) as i8 + df;
            let mut r = (sq / 8) as i8 + dr;
            let mut mask = 0u64;
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                mask |= 1u64 << (r * 8 + f);
                f += df;
                r += dr;
            }
            rays[d][sq] = mask;
            sq += 1;
        }
        d += 1;
    }
    rays
}

/// The bit of a square.
pub const fn bit(sq: Sq) -> u64 {
    1u64 << sq
}

/// The square one step from `sq` in direction `d`, if on the board.
pub const fn step(sq: Sq, d: usize) -> Option<Sq> {
    let (df, dr) = DIRS[d];
    let f = (sq % 8) as i8 + df;
    let r = (sq / 8) as i8 + dr;
    if f >= 0 && f < 8 && r >= 0 && r < 8 {
        Some((r * 8 + f) as Sq)
    } else {
        None
    }
}

/// Shifts every bit one step in direction `d`, dropping those that leave the board.
pub const fn shift(set: u64, d: usize) -> u64 {
    const NOT_FILE_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
    const NOT_FILE_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let (df, dr) = DIRS[d];
    let moved = match dr {
        1 => set << 8,
        -1 => set >> 8,
        _ => set,
    };
    match df {
        1 => (moved << 1) & NOT_FILE_A,
        -1 => (moved >> 1) & NOT_FILE_H,
        _ => moved,
    }
}

/// The coordinate of a square.
pub fn coord(sq: Sq) -> Coord {
    Coord::new(sq % 8, sq / 8)
}

/// The square of a coordinate on an 8x8 board.
pub fn square(c: Coord) -> Sq {
    c.rank * 8 + c.file
}

/// The set bits of a mask as squares, lowest first.
pub fn squares(mut mask: u64) -> impl Iterator<Item = Sq> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let sq = mask.trailing_zeros() as Sq;
            mask &= mask - 1;
            sq
        })
    })
}

/// Position text FEN-style: ranks 8 to 1 separated by `/`, a letter per
/// piece (`letters[i]` for a piece of `sets[i]`, the first set holding the
/// square winning), digits for runs of empty squares.
pub fn board_text(sets: &[u64], letters: &[char]) -> String {
    ranks_text(8, 8, |c| {
        let b = bit(square(c));
        sets.iter()
            .zip(letters)
            .find(|(set, _)| *set & b != 0)
            .map(|(_, &l)| l)
    })
}

/// Position text `<board> <b|w>` with `b` and `w` pieces: the inverse of
/// `split_board_and_side` for the games whose position is only that.
pub fn board_and_side_text(pieces: &[u64; 2], side: u8) -> String {
    let side = if side == 0 { 'b' } else { 'w' };
    format!("{} {side}", board_text(pieces, &['b', 'w']))
}

/// Splits position text of the form `<board> <b|w>` into the board part and
/// the player to move (0 for `b`, 1 for `w`), with a reason for anything else.
pub fn split_board_and_side(text: &str) -> Result<(&str, u8), String> {
    let mut parts = text.split_whitespace();
    let board = parts.next().ok_or("empty position text")?;
    let side = side_field(parts.next(), ["b", "w"])?;
    match parts.next() {
        Some(extra) => Err(format!("unexpected `{extra}` after the player to move")),
        None => Ok((board, side)),
    }
}

/// Reads position text `<board> <b|w>` with `b` and `w` pieces, as
/// `board_and_side_text` writes it: the pieces by colour and the side.
pub fn read_board_and_side(text: &str) -> Result<([u64; 2], u8), String> {
    let (board, side) = split_board_and_side(text)?;
    Ok((parse_board(board, ['b', 'w'])?, side))
}

/// Reads the squares of move text `<from>[separator]<to>`: the origin
/// (`origin` is the reason when there is none), then the destination if
/// any text follows it (`destination` the reason when that is no square),
/// with nothing after.
pub fn read_squares(
    text: &str,
    separators: &[char],
    origin: &str,
    destination: &str,
) -> Result<(Sq, Option<Sq>), String> {
    let (from, rest) = Coord::parse_prefix(text, 8, 8).ok_or(origin)?;
    if rest.is_empty() {
        return Ok((square(from), None));
    }
    let rest = rest.strip_prefix(separators).unwrap_or(rest);
    let (to, rest) = Coord::parse_prefix(rest, 8, 8).ok_or(destination)?;
    if !rest.is_empty() {
        return Err("unexpected text after the destination square".into());
    }
    Ok((square(from), Some(square(to))))
}

/// Reads board text as `board_text` writes it, 8 ranks of 8 squares:
/// digits are runs of empty squares and every other character is handed
/// to `piece` with its square, which puts the piece or says why not. A
/// square past the rank's end is handed over as `file` 8 or more, for
/// `piece` to ignore (the width is refused after) or refuse.
pub fn read_board(
    text: &str,
    mut piece: impl FnMut(char, u8, u8) -> Result<(), String>,
) -> Result<(), String> {
    for (rank, row) in split_ranks(text, 8)? {
        let mut file = 0u8;
        for ch in row.chars() {
            if let '1'..='8' = ch {
                file += ch as u8 - b'0';
            } else {
                piece(ch, rank, file)?;
                file += 1;
            }
            if file > 8 {
                break;
            }
        }
        check_rank_width(rank, usize::from(file), 8)?;
    }
    Ok(())
}

/// Reads the board part of position text written by `board_text` with two
/// colours.
pub fn parse_board(text: &str, letters: [char; 2]) -> Result<[u64; 2], String> {
    let mut pieces = [0u64; 2];
    read_board(text, |ch, rank, file| {
        let colour = letters.iter().position(|&l| l == ch).ok_or_else(|| {
            format!(
                "rank {}: `{ch}` is not `{}`, `{}` or a count of empty squares",
                rank + 1,
                letters[0],
                letters[1]
            )
        })?;
        if file < 8 {
            pieces[colour] |= bit(rank * 8 + file);
        }
        Ok(())
    })?;
    Ok(pieces)
}

/// The square a click names, if it is a cell of the 8x8 board: how the
/// editor and the rules' explanations read a click.
pub fn clicked_square(target: Target) -> Option<Sq> {
    match target {
        Target::Cell(c) if c.file < 8 && c.rank < 8 => Some(square(c)),
        _ => None,
    }
}

/// The squares a click sequence names, or `None` if any click is not a
/// cell of the board: how the 8x8 games' `explain` reads a refused move.
pub fn clicked_squares(clicks: &[Target]) -> Option<Vec<Sq>> {
    clicks.iter().copied().map(clicked_square).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_and_shifts_agree() {
        for sq in 0..64u8 {
            for d in 0..8 {
                let expected = step(sq, d).map_or(0, bit);
                assert_eq!(shift(bit(sq), d), expected, "square {sq} direction {d}");
            }
        }
    }

    #[test]
    fn board_text_round_trips() {
        let pieces = [0x7E00_0000_0000_007E, 0x0081_8181_8181_8100];
        let text = board_text(&pieces, &['b', 'w']);
        assert_eq!(text, "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1");
        assert_eq!(parse_board(&text, ['b', 'w']).unwrap(), pieces);
        assert!(parse_board("8/8/8", ['b', 'w']).is_err());
        assert!(parse_board("9/8/8/8/8/8/8/8", ['b', 'w']).is_err());
    }

    #[test]
    fn squares_and_kinds_read_back() {
        let sets = [bit(1), bit(10), bit(62), 0];
        let text = board_text(&sets, &['b', 'w', 'B', 'W']);
        assert_eq!(text, "6B1/8/8/8/8/8/2w5/1b6");
        let mut read = [0u64; 4];
        read_board(&text, |ch, rank, file| {
            let kind = "bwBW".find(ch).ok_or("not a piece")?;
            read[kind] |= bit(rank * 8 + file);
            Ok(())
        })
        .unwrap();
        assert_eq!(read, sets);
        assert_eq!(read_board_and_side("8/8/8/8/8/8/8/b7 w"), Ok(([1, 0], 1)));
        assert_eq!(read_squares("a1-b2", &['-'], "o", "d"), Ok((0, Some(9))));
        assert_eq!(read_squares("a1", &['-'], "o", "d"), Ok((0, None)));
        assert_eq!(read_squares("a1-", &['-'], "o", "d"), Err("d".into()));
        assert_eq!(read_squares("z1", &['-'], "o", "d"), Err("o".into()));
    }
}
