//! The New game form's fields, decided here so that they can be tested
//! natively: which group an option stands in, and whether it is a list of
//! named values, a number with its range, or (rarely) a line of text.
//!
//! The page (`web::pages`) only writes them as HTML. What the form sends is
//! the option's value as links, records and the command line spell it, so a
//! list's entries carry the value and show its name.

use crate::game::{OptionSpec, MAX_PLIES_LIMIT};

use super::lang::Lang;
use super::options::choice_label;

/// Where an option stands in the form: what to play first, then how the
/// rules go, then the rest (limits, how squares are named) out of the way.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Group {
    /// The game or variant and its setting-up: variant, players, board,
    /// setup, points to win, who starts.
    Game,
    /// Rule choices within that game.
    Rules,
    /// Limits and display: the move limit, the names of the squares.
    More,
}

impl Group {
    /// The groups in the form's order.
    pub const ALL: [Group; 3] = [Group::Game, Group::Rules, Group::More];

    /// The group's heading in this language.
    pub fn title(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Group::Game, Lang::En) => "Game",
            (Group::Game, Lang::It) => "Partita",
            (Group::Rules, Lang::En) => "Rules",
            (Group::Rules, Lang::It) => "Regole",
            (Group::More, Lang::En) => "More",
            (Group::More, Lang::It) => "Altro",
        }
    }
}

/// The options that choose or set up the game itself.
const GAME_KEYS: &[&str] = &[
    "variant", "players", "target", "bridges", "board", "tile_set", "deal", "size", "walls",
    "profile", "setup", "first",
];

/// The options that only limit a game or change how it is written.
const MORE_KEYS: &[&str] = &["max_plies", "italian_orientation"];

/// The group of an option; any key not listed is a rule choice.
pub fn group(key: &str) -> Group {
    if GAME_KEYS.contains(&key) {
        Group::Game
    } else if MORE_KEYS.contains(&key) {
        Group::More
    } else {
        Group::Rules
    }
}

/// The range of each number option, as its game's parser accepts it
/// (`tests/new_game_form.rs` holds them to the parsers).
const RANGES: &[(&str, u32, u32)] = &[
    ("max_plies", 0, MAX_PLIES_LIMIT),
    ("ponte_min_len", 2, 8),
    ("traversal_min_pieces", 1, 2),
];

/// One option's control.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Field {
    /// A list: each value as sent, and its name in the page's language.
    Choices(Vec<(String, String)>),
    /// A whole number from `min` to `max`.
    Number {
        /// The smallest accepted.
        min: u32,
        /// The largest accepted.
        max: u32,
    },
    /// A line of text the game reads (Cancelletto's tiles, `5/5/11/3`),
    /// with the pattern the browser checks before sending, if any.
    Text {
        /// A regular expression for the whole value.
        pattern: Option<&'static str>,
    },
}

/// The values the form lists for an option: the spec's choices, or for an
/// option that takes a word or a number the useful ones: Quoridor's walls
/// (automatic, or 0 to 20), Cancelletto's board (the rulebook's, or a dozen
/// random deals by seed), Gyges' setup (the three ways of placing, and the
/// fixed rows the rules page shows). Empty for a plain number or text.
pub fn offered_values(spec: &OptionSpec) -> Vec<String> {
    if !spec.choices.is_empty() {
        return spec.choices.iter().map(|c| c.to_string()).collect();
    }
    let words: &[&str] = match spec.key {
        "walls" => &["auto"],
        "board" => &["sample"],
        "setup" => &["play", "alternate", "cosmoludo", "321123/321123"],
        _ => &[],
    };
    let numbers = match spec.key {
        "walls" => Some(0..=20),
        "board" => Some(1..=12),
        _ => None,
    };
    words
        .iter()
        .map(|w| w.to_string())
        .chain(numbers.into_iter().flatten().map(|n: u32| n.to_string()))
        .collect()
}

/// The control of one option showing `current` (a value from a link or the
/// last game, or the default). A list always holds the current value, so
/// a setting a link brought (Porta's `target=7`) survives a rematch.
pub fn field(lang: Lang, spec: &OptionSpec, current: &str) -> Field {
    let mut values = offered_values(spec);
    if !values.is_empty() {
        if !values.iter().any(|v| v == current) {
            values.push(current.to_string());
        }
        let named = values
            .into_iter()
            .map(|v| {
                let label = choice_label(lang, spec.key, &v);
                (v, label)
            })
            .collect();
        return Field::Choices(named);
    }
    if let Some((_, min, max)) = RANGES.iter().find(|(k, _, _)| *k == spec.key) {
        return Field::Number {
            min: *min,
            max: *max,
        };
    }
    if spec.default.parse::<u32>().is_ok() {
        return Field::Number {
            min: 0,
            max: u32::MAX,
        };
    }
    let pattern = match spec.key {
        "tile_set" => Some("[0-9]+/[0-9]+/[0-9]+/[0-9]+"),
        _ => None,
    };
    Field::Text { pattern }
}

/// A game's options in the form's order: by group, and within a group as
/// the game lists them, each group with its options (empty groups left out).
pub fn grouped(specs: &[OptionSpec]) -> Vec<(Group, Vec<&OptionSpec>)> {
    Group::ALL
        .iter()
        .map(|g| (*g, specs.iter().filter(|s| group(s.key) == *g).collect()))
        .filter(|(_, list): &(Group, Vec<&OptionSpec>)| !list.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const WALLS: OptionSpec = OptionSpec {
        key: "walls",
        default: "auto",
        choices: &[],
        help: "",
    };

    #[test]
    fn a_word_or_number_option_is_a_list_with_its_current_value() {
        let Field::Choices(list) = field(Lang::En, &WALLS, "auto") else {
            panic!("walls is a list");
        };
        assert_eq!(list.len(), 22);
        assert!(list[0].1.starts_with("Automatic (10;"));
        assert_eq!(list[21], ("20".to_string(), "20".to_string()));
        let Field::Choices(list) = field(Lang::En, &WALLS, "33") else {
            panic!("walls is a list");
        };
        assert_eq!(list.last().map(|(v, _)| v.as_str()), Some("33"));
    }

    #[test]
    fn groups_keep_the_games_order_within_them() {
        let specs = [
            OptionSpec {
                key: "max_plies",
                ..WALLS
            },
            OptionSpec {
                key: "sidestep",
                ..WALLS
            },
            WALLS,
            OptionSpec {
                key: "variant",
                ..WALLS
            },
        ];
        let keys: Vec<(Group, Vec<&str>)> = grouped(&specs)
            .into_iter()
            .map(|(g, list)| (g, list.iter().map(|s| s.key).collect()))
            .collect();
        assert_eq!(
            keys,
            vec![
                (Group::Game, vec!["walls", "variant"]),
                (Group::Rules, vec!["sidestep"]),
                (Group::More, vec!["max_plies"]),
            ]
        );
    }
}
