//! Ponte's options (RULES.md 2.7): bridges on or off, the variants of
//! the bridge rules, the orientation of move text, repetition and the
//! self-play guard.

use crate::game::{
    parse_choice, parse_number, GameOptions, OptionError, OptionSpec, MAX_PLIES_DRAW,
    MAX_PLIES_LIMIT,
};

/// Options of Ponte; defaults as RULES.md 2.7.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PonteOptions {
    /// Bridges on (Ponte) or off (plain Dama Italiana, a game of its own).
    pub bridges: bool,
    /// Mirror files in move text, as on an Italian board (2.7.1).
    pub italian_orientation: bool,
    /// Any diagonally connected chain joining two sides is a bridge (2.7.2).
    pub any_chain_ponte: bool,
    /// Fewest pieces in a bridge (2.7.4).
    pub ponte_min_len: u8,
    /// Traversals stay legal when a capture exists (literal rule 9, 2.7.8).
    pub ponte_exit_capture_optional: bool,
    /// Fewest bridge pieces a traversal must cross (2.7.10).
    pub traversal_min_pieces: u8,
    /// Threefold repetition is a draw (2.5, FID).
    pub repetition_draw: bool,
    /// Self-play guard: a draw after this many plies; 0 = off.
    pub max_plies: u32,
}

impl Default for PonteOptions {
    fn default() -> Self {
        PonteOptions {
            bridges: true,
            italian_orientation: false,
            any_chain_ponte: false,
            ponte_min_len: 2,
            ponte_exit_capture_optional: false,
            traversal_min_pieces: 1,
            repetition_draw: true,
            max_plies: 0,
        }
    }
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "bridges",
        default: "on",
        choices: &["on", "off"],
        help: "bridges on (Ponte) or off (plain Dama Italiana)",
    },
    OptionSpec {
        key: "italian_orientation",
        default: "off",
        choices: &["off", "on"],
        help: "name squares as on an Italian board (files mirrored, dark square bottom right)",
    },
    OptionSpec {
        key: "any_chain_ponte",
        default: "off",
        choices: &["off", "on"],
        help: "any diagonal chain joining two different sides is a bridge, not only rank by rank",
    },
    OptionSpec {
        key: "ponte_min_len",
        default: "2",
        choices: &[],
        help: "fewest pieces in a bridge, 2 to 8",
    },
    OptionSpec {
        key: "ponte_exit_capture_optional",
        default: "off",
        choices: &["off", "on"],
        help: "bridge traversals stay legal even when a capture is compulsory",
    },
    OptionSpec {
        key: "traversal_min_pieces",
        default: "1",
        choices: &[],
        help: "fewest bridge pieces a traversal crosses, 1 or 2",
    },
    OptionSpec {
        key: "repetition",
        default: "draw",
        choices: &["draw", "off"],
        help: "the same position three times with the same player to move is a draw",
    },
    MAX_PLIES_DRAW,
];

fn on_off(key: &str, value: &str) -> Result<bool, OptionError> {
    parse_choice(key, value, &[("on", true), ("off", false)])
}

fn word(on: bool) -> String {
    if on { "on" } else { "off" }.into()
}

impl GameOptions for PonteOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "bridges" => self.bridges = on_off(key, value)?,
            "italian_orientation" => self.italian_orientation = on_off(key, value)?,
            "any_chain_ponte" => self.any_chain_ponte = on_off(key, value)?,
            "ponte_min_len" => self.ponte_min_len = parse_number(key, value, 2..=8)? as u8,
            "ponte_exit_capture_optional" => self.ponte_exit_capture_optional = on_off(key, value)?,
            "traversal_min_pieces" => {
                self.traversal_min_pieces = parse_number(key, value, 1..=2)? as u8
            }
            "repetition" => {
                self.repetition_draw = parse_choice(key, value, &[("draw", true), ("off", false)])?
            }
            "max_plies" => self.max_plies = parse_number(key, value, 0..=MAX_PLIES_LIMIT)?,
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
            "bridges" => word(self.bridges),
            "italian_orientation" => word(self.italian_orientation),
            "any_chain_ponte" => word(self.any_chain_ponte),
            "ponte_min_len" => self.ponte_min_len.to_string(),
            "ponte_exit_capture_optional" => word(self.ponte_exit_capture_optional),
            "traversal_min_pieces" => self.traversal_min_pieces.to_string(),
            "repetition" => if self.repetition_draw { "draw" } else { "off" }.into(),
            "max_plies" => self.max_plies.to_string(),
            _ => return None,
        })
    }
}
