//! Cancelletto's options: which board is dealt and how, who moves first,
//! and the rule choices RULES.md 3 leaves open, as the command line and
//! records name them.

use super::board::{Colour, TileSet};
use crate::game::OptionError;

/// Which board is dealt: a seeded random deal, or the rulebook's sample.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BoardChoice {
    /// The printed sample board of the rulebook (RULES.md 3.2 fixture).
    Sample,
    /// A random deal from this seed, so a shared link rebuilds the board.
    Seed(u64),
}

/// When the shared win is checked (RULES.md 3.5.8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinCheck {
    /// After every action: the game ends as the last pawn arrives, with no removal.
    Immediate,
    /// Only after the removal (and its loss checks) that ends a turn.
    EndOfTurn,
}

/// Options of Cancelletto; defaults as RULES.md 3, in the table below.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CancellettoOptions {
    /// The board.
    pub board: BoardChoice,
    /// The tiles a random deal uses.
    pub tile_set: TileSet,
    /// Deal again while a coloured cell starts cut off (RULES.md 3.2 DEFAULT).
    pub playable_deal: bool,
    /// Who moves first.
    pub first: Colour,
    /// Collapse also when no perfect assignment of pawns to reachable cells
    /// of their colour exists (RULES.md 3.5.6 OPTION).
    pub strict_matching: bool,
    /// When the win is checked.
    pub win: WinCheck,
}

crate::option_table! {
    CancellettoOptions;
    board: "board" = custom[parse_board, board_text; default "sample" => BoardChoice::Sample],
        "`sample` (the rulebook's board) or a number that seeds a random deal";
    tile_set: "tile_set" = custom[parse_tile_set, |tiles: &TileSet| tiles.text();
        default "5/5/11/3" => TileSet::default()],
        "tiles of a random deal: blue/orange/wall/plain, adding up to 24";
    playable_deal: "deal" = choice["playable" => true, "any" => false],
        "deal a random board again while a coloured cell starts cut off";
    first: "first" = choice["orange" => Colour::Orange, "blue" => Colour::Blue],
        "the colour that moves first";
    strict_matching: "strict_matching" = choice["off" => false, "on" => true],
        "collapse also when the pawns can no longer be matched to their cells one to one";
    win: "win" = choice["immediate" => WinCheck::Immediate, "end_of_turn" => WinCheck::EndOfTurn],
        "the shared win ends the game at once, or only after that turn's removal";
}

/// Reads `board`: `sample`, or the seed of a random deal.
fn parse_board(key: &str, value: &str) -> Result<BoardChoice, OptionError> {
    if value == "sample" {
        return Ok(BoardChoice::Sample);
    }
    value.parse::<u64>().map(BoardChoice::Seed).map_err(|_| {
        let expected = "`sample` or a whole number from 0 to 18446744073709551615";
        OptionError::bad_value(key, value, expected)
    })
}

/// `board` as `parse_board` reads it.
fn board_text(board: &BoardChoice) -> String {
    match board {
        BoardChoice::Sample => "sample".into(),
        BoardChoice::Seed(n) => n.to_string(),
    }
}

/// Reads `tile_set`, refusing it with `TileSet::parse`'s reason.
fn parse_tile_set(key: &str, value: &str) -> Result<TileSet, OptionError> {
    TileSet::parse(value).map_err(|expected| OptionError::bad_value(key, value, expected))
}
