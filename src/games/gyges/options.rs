//! The options of Gyges: the rule profile, the setup, the replacement rule
//! and the ply guard, with the text records and the command line use.

use crate::game::{
    parse_choice, parse_number, GameOptions, OptionError, OptionSpec, MAX_PLIES_DRAW,
    MAX_PLIES_LIMIT,
};

/// Which of RULES.md 9.5's two rule sets is played.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Profile {
    /// What every other implementation plays: bounce model, edge-once with
    /// Boardspace's bans, next-row fallback, superko.
    #[default]
    Official,
    /// The seed's wording: push model, cell-once, pass when the shore row
    /// is stuck, simple ko.
    Fogliaccio,
}

/// How the twelve pieces reach the board (RULES.md 9.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Setup {
    /// South places all six on row 1, then North on row 6.
    #[default]
    Play,
    /// The same rows, South and North placing in turn (`alternate_setup`).
    Alternate,
    /// Six pieces anywhere on one's two nearest rows, South then North.
    Cosmoludo,
    /// Fixed home rows, values by file a to f: South's row 1, North's row 6.
    Fixed([[u8; 6]; 2]),
}

/// Where a replaced piece may be put (RULES.md 9.7.6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Replacement {
    /// Any empty cell from the mover's side up to the opponent's shore row.
    #[default]
    Official,
    /// Only the row next to the opponent's shore, on the mover's side.
    SeedSingleRow,
    /// No replacement (Boardspace beginner).
    Off,
}

/// Options of Gyges; defaults as RULES.md 9.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct GygesOptions {
    /// The rule profile.
    pub profile: Profile,
    /// How the pieces are set up.
    pub setup: Setup,
    /// The replacement rule.
    pub replacement: Replacement,
    /// Self-play guard: a draw after this many plies; 0 = off.
    pub max_plies: u32,
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "profile",
        default: "official",
        choices: &["official", "fogliaccio"],
        help: "official: bounce, edge-once paths, next-row fallback, superko; fogliaccio: the seed's push, cell-once, pass, simple ko",
    },
    OptionSpec {
        key: "setup",
        default: "play",
        choices: &[],
        help: "play (South fills row 1, then North row 6), alternate, cosmoludo (two nearest rows), or fixed rows like 321123/321123 (South's row 1 then North's row 6, files a to f)",
    },
    OptionSpec {
        key: "replacement",
        default: "official",
        choices: &["official", "seed_single_row", "off"],
        help: "where a piece landed on may be put: up to the opponent's shore row, only the row before it, or no replacement",
    },
    MAX_PLIES_DRAW,
];

/// Reads fixed home rows such as `321123/321123`: two of each value per row.
fn parse_fixed_rows(value: &str) -> Option<[[u8; 6]; 2]> {
    let (south, north) = value.split_once('/')?;
    let mut rows = [[0u8; 6]; 2];
    for (row, text) in rows.iter_mut().zip([south, north]) {
        let bytes = text.as_bytes();
        if bytes.len() != 6 {
            return None;
        }
        for (cell, &b) in row.iter_mut().zip(bytes) {
            if !(b'1'..=b'3').contains(&b) {
                return None;
            }
            *cell = b - b'0';
        }
        if (1..=3).any(|v| row.iter().filter(|&&c| c == v).count() != 2) {
            return None;
        }
    }
    Some(rows)
}

fn setup_text(setup: Setup) -> String {
    match setup {
        Setup::Play => "play".into(),
        Setup::Alternate => "alternate".into(),
        Setup::Cosmoludo => "cosmoludo".into(),
        Setup::Fixed(rows) => {
            let row = |r: &[u8; 6]| r.iter().map(|v| char::from(b'0' + v)).collect::<String>();
            format!("{}/{}", row(&rows[0]), row(&rows[1]))
        }
    }
}

impl GameOptions for GygesOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "profile" => {
                self.profile = parse_choice(
                    key,
                    value,
                    &[
                        ("official", Profile::Official),
                        ("fogliaccio", Profile::Fogliaccio),
                    ],
                )?
            }
            "setup" => {
                self.setup = match value {
                    "play" => Setup::Play,
                    "alternate" => Setup::Alternate,
                    "cosmoludo" => Setup::Cosmoludo,
                    _ => Setup::Fixed(parse_fixed_rows(value).ok_or_else(|| {
                        OptionError::BadValue {
                            key: key.into(),
                            value: value.into(),
                            expected: "`play`, `alternate`, `cosmoludo` or two rows of six values \
                                       with two each of 1, 2, 3, like `321123/321123`"
                                .into(),
                        }
                    })?),
                }
            }
            "replacement" => {
                self.replacement = parse_choice(
                    key,
                    value,
                    &[
                        ("official", Replacement::Official),
                        ("seed_single_row", Replacement::SeedSingleRow),
                        ("off", Replacement::Off),
                    ],
                )?
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
            "profile" => match self.profile {
                Profile::Official => "official".into(),
                Profile::Fogliaccio => "fogliaccio".into(),
            },
            "setup" => setup_text(self.setup),
            "replacement" => match self.replacement {
                Replacement::Official => "official".into(),
                Replacement::SeedSingleRow => "seed_single_row".into(),
                Replacement::Off => "off".into(),
            },
            "max_plies" => self.max_plies.to_string(),
            _ => return None,
        })
    }
}
