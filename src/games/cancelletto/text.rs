//! Cancelletto's notation: move text (`c8-c7`, `a1w=j10n`, `xc7`) and
//! position text. The board is random, so the text carries
//! the whole layout as dealt, then what changed since:
//!
//! `<ranks 10 to 1, '/'-separated> o:<cells> b:<cells> <o|b> stepped:<cells|-> gate:<a=b|-> removed:<tiles|->`
//!
//! Board letters: `.` empty, `x` wall, `o` orange cell, `b` blue cell, `-`
//! the hole. Pawns are listed by colour (a pawn on a removed tile stays
//! listed, so a collapse reads back); removed tiles by their lower-left cell.

use super::board::{
    across, bit, cell, cells, coord, slot_cells, slot_of, Cell, Cells, Colour, Layout, ALL, HOLE,
    HOLE_SLOT, SIZE,
};
use super::options::CancellettoOptions;
use super::position::{CancMove, Cancelletto, GateSide};
use crate::game::{read_move, MoveParseError, PositionError};
use crate::geometry::Coord;

const SIDE_LETTERS: [char; 4] = ['n', 'e', 's', 'w'];

/// A gate side as notation writes it: the cell and `n`, `e`, `s` or `w`.
pub(super) fn side_text(s: GateSide) -> String {
    format!("{}{}", coord(s.cell), SIDE_LETTERS[s.side as usize])
}

/// Reads a gate side written like `a1w`.
fn parse_side(text: &str) -> Option<GateSide> {
    let (c, rest) = Coord::parse_prefix(text, SIZE, SIZE)?;
    let mut chars = rest.chars();
    let letter = chars.next()?.to_ascii_lowercase();
    if chars.next().is_some() {
        return None;
    }
    let side = SIDE_LETTERS.iter().position(|&l| l == letter)? as u8;
    Some(GateSide {
        cell: cell(c),
        side,
    })
}

/// Why a tile slot cannot be named: the hole.
fn slot_name(slot: u8) -> String {
    format!("x{}", coord(slot_cells(slot).trailing_zeros() as Cell))
}

/// A move as records and the command line write it: `c8-c7`, `a1w=j10n`
/// or `xc7`.
pub(super) fn move_text(mv: &CancMove) -> String {
    match *mv {
        CancMove::Step { from, to } => format!("{}-{}", coord(from), coord(to)),
        CancMove::Gate { a, b } => format!("{}={}", side_text(a), side_text(b)),
        CancMove::Remove { slot } => slot_name(slot),
    }
}

/// Reads a step `c8-c7`, a gate `a1w=j10n` or a removal `xc7` (any case).
pub(super) fn parse_move(text: &str) -> Result<CancMove, MoveParseError> {
    read_move(text, None, read_trimmed_move)
}

/// `parse_move` on the trimmed text, with the reason for a refusal.
fn read_trimmed_move(t: &str) -> Result<CancMove, String> {
    if let Some(rest) = t.strip_prefix(['x', 'X']) {
        let c = Coord::parse(rest, SIZE, SIZE)
            .ok_or("expected `x` and a cell of the tile, like `xc7`")?;
        let slot = slot_of(cell(c));
        if slot == HOLE_SLOT {
            return Err("the hole e5-f6 has no tile to remove".into());
        }
        return Ok(CancMove::Remove { slot });
    }
    if let Some((a, b)) = t.split_once('=') {
        let side =
            |s: &str| parse_side(s).ok_or("a gate is two cell sides like `a1w=j10n` (n, e, s, w)");
        let (a, b) = (side(a)?, side(b)?);
        if a.cell == b.cell {
            return Err("the gate joins two different cells".into());
        }
        let (a, b) = if a < b { (a, b) } else { (b, a) };
        return Ok(CancMove::Gate { a, b });
    }
    let (from, rest) = Coord::parse_prefix(t, SIZE, SIZE)
        .ok_or("expected a step like `c8-c7`, a gate like `a1w=j10n` or a removal like `xc7`")?;
    let rest = rest
        .strip_prefix('-')
        .ok_or("expected `-` between the two cells of a step, like `c8-c7`")?;
    let to = Coord::parse(rest, SIZE, SIZE)
        .ok_or("expected the destination cell after `-`, like `c8-c7`")?;
    Ok(CancMove::Step {
        from: cell(from),
        to: cell(to),
    })
}

fn list(set: Cells) -> String {
    if set == 0 {
        return "-".into();
    }
    cells(set)
        .map(|c| coord(c).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// The position as one line.
pub fn write(g: &Cancelletto) -> String {
    let mut ranks = Vec::with_capacity(SIZE as usize);
    for rank in (0..SIZE).rev() {
        let row: String = (0..SIZE)
            .map(|file| {
                let c = rank * SIZE + file;
                if HOLE & bit(c) != 0 {
                    '-'
                } else if g.layout.walls & bit(c) != 0 {
                    'x'
                } else if g.layout.homes[0] & bit(c) != 0 {
                    'o'
                } else if g.layout.homes[1] & bit(c) != 0 {
                    'b'
                } else {
                    '.'
                }
            })
            .collect();
        ranks.push(row);
    }
    let removed: Vec<String> = (0..25u8)
        .filter(|&s| s != HOLE_SLOT && g.present & slot_cells(s) == 0)
        .map(|s| coord(slot_cells(s).trailing_zeros() as Cell).to_string())
        .collect();
    format!(
        "{} o:{} b:{} {} stepped:{} gate:{} removed:{}",
        ranks.join("/"),
        list(g.pawns[0]),
        list(g.pawns[1]),
        g.side.letter(),
        list(g.stepped),
        match g.gate {
            None => "-".into(),
            Some((a, b)) => format!("{}={}", side_text(a), side_text(b)),
        },
        if removed.is_empty() {
            "-".into()
        } else {
            removed.join(",")
        }
    )
}

fn field<'a>(part: Option<&'a str>, name: &str) -> Result<&'a str, PositionError> {
    part.and_then(|p| p.strip_prefix(name))
        .ok_or_else(|| error(format!("expected a field that starts with `{name}`")))
}

fn error(reason: String) -> PositionError {
    PositionError { reason }
}

fn cell_list(text: &str, what: &str) -> Result<Cells, PositionError> {
    if text == "-" {
        return Ok(0);
    }
    let mut set = 0;
    for name in text.split(',') {
        let c = Coord::parse(name, SIZE, SIZE)
            .ok_or_else(|| error(format!("`{name}` in {what} is not a cell from a1 to j10")))?;
        if set & bit(cell(c)) != 0 {
            return Err(error(format!("{name} is listed twice in {what}")));
        }
        set |= bit(cell(c));
    }
    Ok(set)
}

fn read_layout(board: &str) -> Result<Layout, PositionError> {
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != SIZE as usize {
        return Err(error("the board needs 10 ranks separated by `/`".into()));
    }
    let mut layout = Layout {
        walls: 0,
        homes: [0, 0],
    };
    for (i, row) in rows.iter().enumerate() {
        let rank = SIZE - 1 - i as u8;
        if row.chars().count() != SIZE as usize {
            return Err(error(format!("rank {} needs 10 cells", rank + 1)));
        }
        for (file, ch) in row.chars().enumerate() {
            let c = rank * SIZE + file as u8;
            let in_hole = HOLE & bit(c) != 0;
            match (ch, in_hole) {
                ('-', true) | ('.', false) => {}
                ('x', false) => layout.walls |= bit(c),
                ('o', false) => layout.homes[0] |= bit(c),
                ('b', false) => layout.homes[1] |= bit(c),
                ('-', false) => {
                    return Err(error(format!(
                        "`-` marks only the hole; {} is not in it",
                        coord(c)
                    )))
                }
                (_, true) => return Err(error(format!("{} is in the hole: write `-`", coord(c)))),
                _ => {
                    return Err(error(format!(
                        "`{ch}` at {} is not one of . x o b -",
                        coord(c)
                    )))
                }
            }
        }
    }
    layout.check().map_err(error)?;
    Ok(layout)
}

/// Reads position text for the given options; the rules then judge
/// whether the game is over.
pub fn read(text: &str, options: &CancellettoOptions) -> Result<Cancelletto, PositionError> {
    let mut parts = text.split_whitespace();
    let layout = read_layout(
        parts
            .next()
            .ok_or_else(|| error("empty position text".into()))?,
    )?;
    let orange = cell_list(field(parts.next(), "o:")?, "the orange pawns")?;
    let blue = cell_list(field(parts.next(), "b:")?, "the blue pawns")?;
    let side = match parts.next() {
        Some("o") => Colour::Orange,
        Some("b") => Colour::Blue,
        _ => return Err(error("expected `o` or `b` for the colour to move".into())),
    };
    let stepped = cell_list(field(parts.next(), "stepped:")?, "the pawns that stepped")?;
    let gate = match field(parts.next(), "gate:")? {
        "-" => None,
        g => {
            let (a, b) = g
                .split_once('=')
                .ok_or_else(|| error(format!("gate `{g}` is not like `a1w=j10n`")))?;
            let side = |s: &str| {
                parse_side(s).ok_or_else(|| error(format!("gate side `{s}` is not like `a1w`")))
            };
            let (a, b) = (side(a)?, side(b)?);
            if a >= b || a.cell == b.cell {
                return Err(error(
                    "the gate's sides are two different cells, lower first".into(),
                ));
            }
            Some((a, b))
        }
    };
    let removed_text = field(parts.next(), "removed:")?;
    if parts.next().is_some() {
        return Err(error("unexpected text after the removed tiles".into()));
    }
    let mut present = ALL & !HOLE;
    if removed_text != "-" {
        for c in cells(cell_list(removed_text, "the removed tiles")?) {
            let slot = slot_of(c);
            if slot == HOLE_SLOT || slot_cells(slot).trailing_zeros() as Cell != c {
                return Err(error(format!(
                    "{} is not the lower-left cell of a tile",
                    coord(c)
                )));
            }
            present &= !slot_cells(slot);
        }
    }
    for (k, pawns, word) in [
        (Colour::Orange, orange, "orange"),
        (Colour::Blue, blue, "blue"),
    ] {
        if pawns.count_ones() != layout.homes[k as usize].count_ones() {
            return Err(error(format!(
                "there must be as many {word} pawns as {word} cells"
            )));
        }
        if pawns & (layout.walls | HOLE) != 0 {
            return Err(error("a pawn stands on a wall or in the hole".into()));
        }
    }
    if orange & blue != 0 {
        return Err(error("two pawns share a cell".into()));
    }
    let movers = if side == Colour::Orange { orange } else { blue };
    if stepped & !movers != 0 {
        return Err(error(
            "`stepped` lists a cell without a pawn of the colour to move".into(),
        ));
    }
    let gate_ok = |s: GateSide| {
        layout.walls & bit(s.cell) == 0
            && HOLE & bit(s.cell) == 0
            && (present & bit(s.cell) == 0
                || across(s.cell, s.side).is_none_or(|b| present & bit(b) == 0))
    };
    if let Some((a, b)) = gate {
        if !gate_ok(a) || !gate_ok(b) {
            return Err(error(
                "a gate side is not the outer side of an unwalled cell".into(),
            ));
        }
    }
    let position = Cancelletto {
        options: *options,
        layout,
        present,
        pawns: [orange, blue],
        side,
        stepped,
        gate,
        outcome: None,
    };
    Ok(position)
}
