//! The options of Gyges: the rule profile, the setup, the replacement rule
//! and the ply guard, with the text records and the command line use.

use crate::game::OptionError;

/// Which of RULES.md 9.5's two rule sets is played.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Profile {
    /// What every other implementation plays: bounce model, edge-once with
    /// Boardspace's bans, next-row fallback, superko.
    Official,
    /// The seed's wording: push model, cell-once, pass when the shore row
    /// is stuck, simple ko.
    Fogliaccio,
}

/// How the twelve pieces reach the board (RULES.md 9.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Setup {
    /// South places all six on row 1, then North on row 6.
    Play,
    /// The same rows, South and North placing in turn (`alternate_setup`).
    Alternate,
    /// Six pieces anywhere on one's two nearest rows, South then North.
    Cosmoludo,
    /// Fixed home rows, values by file a to f: South's row 1, North's row 6.
    Fixed([[u8; 6]; 2]),
}

/// Where a replaced piece may be put (RULES.md 9.7.6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Replacement {
    /// Any empty cell from the mover's side up to the opponent's shore row.
    Official,
    /// Only the row next to the opponent's shore, on the mover's side.
    SeedSingleRow,
    /// No replacement (Boardspace beginner).
    Off,
}

/// Options of Gyges; defaults as RULES.md 9, in the table below.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
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

crate::option_table! {
    GygesOptions;
    profile: "profile" = choice[
        "official" => Profile::Official,
        "fogliaccio" => Profile::Fogliaccio,
    ],
        "official: bounce, edge-once paths, next-row fallback, superko; fogliaccio: the seed's push, cell-once, pass, simple ko";
    setup: "setup" = custom[parse_setup, setup_text; default "play" => Setup::Play],
        "play (South fills row 1, then North row 6), alternate, cosmoludo (two nearest rows), or fixed rows like 321123/321123 (South's row 1 then North's row 6, files a to f)";
    replacement: "replacement" = choice[
        "official" => Replacement::Official,
        "seed_single_row" => Replacement::SeedSingleRow,
        "off" => Replacement::Off,
    ],
        "where a piece landed on may be put: up to the opponent's shore row, only the row before it, or no replacement";
    max_plies: "max_plies" = ply_limit;
}

/// Reads `setup`: a word, or fixed home rows.
fn parse_setup(key: &str, value: &str) -> Result<Setup, OptionError> {
    Ok(match value {
        "play" => Setup::Play,
        "alternate" => Setup::Alternate,
        "cosmoludo" => Setup::Cosmoludo,
        _ => Setup::Fixed(parse_fixed_rows(value).ok_or_else(|| {
            let expected = "`play`, `alternate`, `cosmoludo` or two rows of six values \
                            with two each of 1, 2, 3, like `321123/321123`";
            OptionError::bad_value(key, value, expected)
        })?),
    })
}

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

/// `setup` as `parse_setup` reads it.
fn setup_text(setup: &Setup) -> String {
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
