//! Cancelletto's options: which board is dealt and how, who moves first,
//! and the rule choices RULES.md 3 leaves open, as the command line and
//! records name them.

use super::board::{Colour, TileSet};
use crate::game::{parse_choice, GameOptions, OptionError, OptionSpec};

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

/// Options of Cancelletto; defaults as RULES.md 3.
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

impl Default for CancellettoOptions {
    fn default() -> Self {
        CancellettoOptions {
            board: BoardChoice::Sample,
            tile_set: TileSet::default(),
            playable_deal: true,
            first: Colour::Orange,
            strict_matching: false,
            win: WinCheck::Immediate,
        }
    }
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "board",
        default: "sample",
        choices: &[],
        help: "`sample` (the rulebook's board) or a number that seeds a random deal",
    },
    OptionSpec {
        key: "tile_set",
        default: "5/5/11/3",
        choices: &[],
        help: "tiles of a random deal: blue/orange/wall/plain, adding up to 24",
    },
    OptionSpec {
        key: "deal",
        default: "playable",
        choices: &["playable", "any"],
        help: "deal a random board again while a coloured cell starts cut off",
    },
    OptionSpec {
        key: "first",
        default: "orange",
        choices: &["orange", "blue"],
        help: "the colour that moves first",
    },
    OptionSpec {
        key: "strict_matching",
        default: "off",
        choices: &["off", "on"],
        help: "collapse also when the pawns can no longer be matched to their cells one to one",
    },
    OptionSpec {
        key: "win",
        default: "immediate",
        choices: &["immediate", "end_of_turn"],
        help: "the shared win ends the game at once, or only after that turn's removal",
    },
];

impl GameOptions for CancellettoOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let bad = |expected: String| OptionError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected,
        };
        match key {
            "board" => {
                self.board = if value == "sample" {
                    BoardChoice::Sample
                } else {
                    BoardChoice::Seed(value.parse::<u64>().map_err(|_| {
                        bad("`sample` or a whole number from 0 to 18446744073709551615".into())
                    })?)
                }
            }
            "tile_set" => self.tile_set = TileSet::parse(value).map_err(bad)?,
            "deal" => {
                self.playable_deal =
                    parse_choice(key, value, &[("playable", true), ("any", false)])?
            }
            "first" => {
                self.first = parse_choice(
                    key,
                    value,
                    &[("orange", Colour::Orange), ("blue", Colour::Blue)],
                )?
            }
            "strict_matching" => {
                self.strict_matching = parse_choice(key, value, &[("off", false), ("on", true)])?
            }
            "win" => {
                self.win = parse_choice(
                    key,
                    value,
                    &[
                        ("immediate", WinCheck::Immediate),
                        ("end_of_turn", WinCheck::EndOfTurn),
                    ],
                )?
            }
            _ => {
                return Err(OptionError::UnknownKey {
                    key: key.to_string(),
                })
            }
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<String> {
        Some(match key {
            "board" => match self.board {
                BoardChoice::Sample => "sample".into(),
                BoardChoice::Seed(n) => n.to_string(),
            },
            "tile_set" => self.tile_set.text(),
            "deal" => if self.playable_deal {
                "playable"
            } else {
                "any"
            }
            .into(),
            "first" => match self.first {
                Colour::Orange => "orange".into(),
                Colour::Blue => "blue".into(),
            },
            "strict_matching" => if self.strict_matching { "on" } else { "off" }.into(),
            "win" => match self.win {
                WinCheck::Immediate => "immediate".into(),
                WinCheck::EndOfTurn => "end_of_turn".into(),
            },
            _ => return None,
        })
    }
}
