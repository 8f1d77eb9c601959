//! A game's options: the keys records, links and `--opt` carry, and the typed
//! options each game parses them into, with RULES.md's defaults.

use std::fmt::{self, Debug};
use std::hash::Hash;

/// An option a player may set before a game, as the registry lists it.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// Key used in records, links and `--opt key=value`.
    pub key: &'static str,
    /// Default value as text (matches RULES.md).
    pub default: &'static str,
    /// Allowed values; empty when the value is a number (see `help`).
    pub choices: &'static [&'static str],
    /// One line for people: what it changes, and the allowed range.
    pub help: &'static str,
}

/// The largest `max_plies` a game accepts.
pub const MAX_PLIES_LIMIT: u32 = 1_000_000;

/// The `max_plies` self-play guard of the games that call it a draw at the
/// limit (RULES.md decision 4: off, 0, for human play).
pub const MAX_PLIES_DRAW: OptionSpec = OptionSpec {
    key: "max_plies",
    default: "0",
    choices: &[],
    help: "draw after this many plies, 0 = no limit (a guard for self-play)",
};

/// Why an option could not be set.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OptionError {
    /// The game has no option of that name.
    UnknownKey {
        /// The key as given.
        key: String,
    },
    /// The value is not one the option accepts.
    BadValue {
        /// The option.
        key: String,
        /// The value as given.
        value: String,
        /// What would have been accepted.
        expected: String,
    },
}

impl OptionError {
    /// The error for `value` refused as `key`, saying what would have been
    /// accepted: the one form of every `set` refusal, shared by the kit and
    /// the games' own parsers.
    pub fn bad_value(key: &str, value: &str, expected: impl Into<String>) -> Self {
        OptionError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected: expected.into(),
        }
    }
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownKey { key } => write!(f, "unknown option `{key}`"),
            OptionError::BadValue {
                key,
                value,
                expected,
            } => write!(f, "option `{key}` cannot be `{value}`: expected {expected}"),
        }
    }
}

impl std::error::Error for OptionError {}

/// A game's typed options: a struct with defaults matching RULES.md, also
/// settable by key from records, links and the command line. Games implement
/// it, and `Default`, with one table (`option_table!`), so each option's key,
/// words, default and help are stated once.
pub trait GameOptions: Clone + Default + PartialEq + Eq + Hash + Debug {
    /// The options, in the order to show them.
    fn specs() -> &'static [OptionSpec];
    /// Sets one option from text, leaving the others untouched on error.
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError>;
    /// The current value of `key` as text, in the form `set` accepts.
    fn get(&self, key: &str) -> Option<String>;

    /// Builds options from key-value pairs over the defaults.
    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let mut options = Self::default();
        for (key, value) in pairs {
            options.set(key, value)?;
        }
        Ok(options)
    }

    /// The options that differ from their defaults, for compact records.
    fn changed_pairs(&self) -> Vec<(String, String)> {
        Self::specs()
            .iter()
            .filter_map(|spec| {
                let value = self.get(spec.key)?;
                (value != spec.default).then(|| (spec.key.to_string(), value))
            })
            .collect()
    }
}

/// Helper for `GameOptions::set`: accepts one of a fixed set of words.
pub fn parse_choice<T: Copy>(
    key: &str,
    value: &str,
    choices: &[(&str, T)],
) -> Result<T, OptionError> {
    choices
        .iter()
        .find(|(word, _)| *word == value)
        .map(|(_, v)| *v)
        .ok_or_else(|| {
            let words: Vec<String> = choices.iter().map(|(w, _)| format!("`{w}`")).collect();
            OptionError::bad_value(key, value, words.join(" or "))
        })
}

/// Helper for `GameOptions::set`: accepts a whole number in `range`.
pub fn parse_number(
    key: &str,
    value: &str,
    range: std::ops::RangeInclusive<u32>,
) -> Result<u32, OptionError> {
    value
        .parse::<u32>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            let expected = format!("a whole number from {} to {}", range.start(), range.end());
            OptionError::bad_value(key, value, expected)
        })
}
