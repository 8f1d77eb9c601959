//! The kit every game's options are written with: one table per game that
//! states each option once (its key, its words or range, its default and its
//! help), from which `option_table!` builds the game's `GameOptions` (specs,
//! `set`, `get`) and its `Default`, so the words a record carries, the
//! choices the page offers and the errors a bad value gets cannot drift apart.

use super::options::{parse_number, OptionError, OptionSpec};

/// One option of a game's table: what the registry lists, and how the option
/// is set from text and read back as text. `option_table!` writes these.
pub struct OptionRow<O> {
    /// The key, default, choices and help, as `GameOptions::specs` lists them.
    pub spec: OptionSpec,
    /// Sets the option from the text given for the key, as `GameOptions::set`.
    pub set: fn(&mut O, &str, &str) -> Result<(), OptionError>,
    /// The option's value as text, as `GameOptions::get`.
    pub get: fn(&O) -> String,
}

/// The words of an on/off switch, in the order its errors name them.
pub const ON_OFF: &[(&str, bool)] = &[("on", true), ("off", false)];

/// The specs of a table's rows, in order: `GameOptions::specs` of a table
/// (a const, so the specs stay one static list as before).
pub const fn specs_of<O, const N: usize>(rows: &[OptionRow<O>]) -> [OptionSpec; N] {
    assert!(rows.len() == N, "one spec per row");
    let mut specs = [OptionSpec {
        key: "",
        default: "",
        choices: &[],
        help: "",
    }; N];
    let mut i = 0;
    while i < N {
        specs[i] = rows[i].spec;
        i += 1;
    }
    specs
}

/// The row of `key`, if the table has that option.
fn row_of<'a, O>(rows: &'a [OptionRow<O>], key: &str) -> Option<&'a OptionRow<O>> {
    rows.iter().find(|row| row.spec.key == key)
}

/// `GameOptions::set` of a table: the row of `key` sets it, any other key is
/// unknown.
pub fn set_by_rows<O>(
    rows: &[OptionRow<O>],
    options: &mut O,
    key: &str,
    value: &str,
) -> Result<(), OptionError> {
    let Some(row) = row_of(rows, key) else {
        let key = key.to_string();
        return Err(OptionError::UnknownKey { key });
    };
    (row.set)(options, key, value)
}

/// `GameOptions::get` of a table: the text of `key`'s row, `None` for a key
/// the game does not have.
pub fn get_by_rows<O>(rows: &[OptionRow<O>], options: &O, key: &str) -> Option<String> {
    row_of(rows, key).map(|row| (row.get)(options))
}

/// The word that stands for `value` in a choice's table, for `get`. Every
/// value an option can hold has a word (`set` only stores the table's
/// values, `Default` its first), so a value without one is a bug in the
/// table: it panics saying which option, rather than print nothing.
pub fn choice_word<T: PartialEq + std::fmt::Debug>(
    key: &str,
    value: &T,
    words: &[(&'static str, T)],
) -> &'static str {
    match words.iter().find(|(_, v)| v == value) {
        Some((word, _)) => word,
        None => unreachable!("option `{key}` holds {value:?}, which its table has no word for"),
    }
}

/// `parse_number` into the option's own integer type (the range fits it).
pub fn parse_number_as<T: TryFrom<u32>>(
    key: &str,
    value: &str,
    range: std::ops::RangeInclusive<u32>,
) -> Result<T, OptionError> {
    let number = parse_number(key, value, range)?;
    Ok(T::try_from(number)
        .unwrap_or_else(|_| unreachable!("option `{key}`: its range fits its type")))
}

/// An option that is `auto` (`None`: the game works it out) or a whole
/// number in `range`.
pub fn parse_auto_or_number<T: TryFrom<u32>>(
    key: &str,
    value: &str,
    range: std::ops::RangeInclusive<u32>,
) -> Result<Option<T>, OptionError> {
    if value == "auto" {
        return Ok(None);
    }
    let expected = format!(
        "`auto` or a whole number from {} to {}",
        range.start(),
        range.end()
    );
    parse_number_as(key, value, range)
        .map(Some)
        .map_err(|_| OptionError::bad_value(key, value, expected))
}

/// The text of an `auto`-or-number option, as `parse_auto_or_number` reads it.
pub fn auto_or_number_text<T: ToString>(value: &Option<T>) -> String {
    value
        .as_ref()
        .map_or_else(|| "auto".to_string(), T::to_string)
}

/// Implements `GameOptions` and `Default` for a game's options struct from
/// one table: `option_table! { Options; row; row; … }`, a row per field in
/// the order the options are shown, `field: "key" = kind[…], "help";`, the
/// kind one of:
///
/// - `choice["a" => A, "b" => B]`: one of the words, the first the default;
///   errors list the words in this order. `choice[…] check f` also refuses
///   a value that clashes with the other options: `f(&options, value)`
///   gives `Err(expected)`.
/// - `on_off[off]` (or `on_off[on]`, the default): a `bool` set by `on` or
///   `off`, errors saying "`on` or `off`"; the spec offers `on`, `off` unless
///   `on_off[off; choices "off", "on"]` says otherwise.
/// - `number[2..=8; default 2]`: a whole number in the range, into the
///   field's integer type.
/// - `ply_limit`: the self-play guard, `MAX_PLIES_DRAW`'s spec, 0 to
///   `MAX_PLIES_LIMIT`; a help after it says what the limit does instead.
/// - `auto_or_number[0..=20]`: an `Option` of a number, `auto` (`None`) the
///   default; `auto_or_number[…; choices "auto", "5"]` lists values to offer.
/// - `custom[parse, text; default "text" => value]`: `parse(key, value)`
///   reads the field, `text(&field)` writes it; `…; choices "a", "b"]`
///   after the default lists values to offer.
#[macro_export]
macro_rules! option_table {
    (
        $options:ty;
        $($field:ident: $key:literal = $kind:ident $([$($args:tt)*])? $(check $check:path)?
            $(, $help:expr)?);+ $(;)?
    ) => {
        const _: () = {
            use $crate::game::option_table::OptionRow;
            use $crate::game::{OptionError, OptionSpec};

            const ROWS: &[OptionRow<$options>] = &[$(
                $crate::option_table!(
                    @row $field $key $kind [$($($args)*)?] [$($check)?] [$($help)?]
                )
            ),+];
            const SPECS: [OptionSpec; ROWS.len()] = $crate::game::option_table::specs_of(ROWS);

            impl $crate::game::GameOptions for $options {
                fn specs() -> &'static [OptionSpec] {
                    &SPECS
                }

                fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
                    $crate::game::option_table::set_by_rows(ROWS, self, key, value)
                }

                fn get(&self, key: &str) -> Option<String> {
                    $crate::game::option_table::get_by_rows(ROWS, self, key)
                }
            }

            impl Default for $options {
                fn default() -> Self {
                    Self {
                        $($field: $crate::option_table!(@default $kind [$($($args)*)?])),+
                    }
                }
            }
        };
    };

    (@row $field:ident $key:literal choice
        [$($word:literal => $value:expr),+ $(,)?] [$($check:path)?] [$help:expr]) => {
        OptionRow {
            spec: OptionSpec {
                key: $key,
                default: $crate::option_table!(@first $($word),+),
                choices: &[$($word),+],
                help: $help,
            },
            set: |options, key, value| {
                let chosen = $crate::game::parse_choice(key, value, &[$(($word, $value)),+])?;
                $(($check)(&*options, chosen)
                    .map_err(|expected| OptionError::bad_value(key, value, expected))?;)?
                options.$field = chosen;
                Ok(())
            },
            get: |options| {
                let words = &[$(($word, $value)),+];
                $crate::game::option_table::choice_word($key, &options.$field, words).to_string()
            },
        }
    };
    (@default choice [$word:literal => $value:expr $(, $($rest:tt)*)?]) => {
        $value
    };

    (@row $field:ident $key:literal on_off
        [$default:ident $(; choices $($choice:literal),+)?] [] [$help:expr]) => {
        OptionRow {
            spec: OptionSpec {
                key: $key,
                default: stringify!($default),
                choices: $crate::option_table!(@or [$(&[$($choice),+])?] &["on", "off"]),
                help: $help,
            },
            set: |options, key, value| {
                let words = $crate::game::option_table::ON_OFF;
                options.$field = $crate::game::parse_choice(key, value, words)?;
                Ok(())
            },
            get: |options| {
                let words = $crate::game::option_table::ON_OFF;
                $crate::game::option_table::choice_word($key, &options.$field, words).to_string()
            },
        }
    };
    (@default on_off [on $($rest:tt)*]) => {
        true
    };
    (@default on_off [off $($rest:tt)*]) => {
        false
    };

    (@row $field:ident $key:literal number
        [$range:expr; default $default:literal] [] [$help:expr]) => {
        OptionRow {
            spec: OptionSpec {
                key: $key,
                default: stringify!($default),
                choices: &[],
                help: $help,
            },
            set: |options, key, value| {
                options.$field = $crate::game::option_table::parse_number_as(key, value, $range)?;
                Ok(())
            },
            get: |options| options.$field.to_string(),
        }
    };
    (@default number [$range:expr; default $default:literal]) => {
        $default
    };

    (@row $field:ident $key:literal ply_limit [] [] [$($help:expr)?]) => {
        OptionRow {
            spec: OptionSpec {
                key: $key,
                $(help: $help,)?
                ..$crate::game::MAX_PLIES_DRAW
            },
            set: |options, key, value| {
                let range = 0..=$crate::game::MAX_PLIES_LIMIT;
                options.$field = $crate::game::parse_number(key, value, range)?;
                Ok(())
            },
            get: |options| options.$field.to_string(),
        }
    };
    (@default ply_limit []) => {
        0
    };

    (@row $field:ident $key:literal auto_or_number
        [$range:expr $(; choices $($choice:literal),+)?] [] [$help:expr]) => {
        OptionRow {
            spec: OptionSpec {
                key: $key,
                default: "auto",
                choices: $crate::option_table!(@or [$(&[$($choice),+])?] &[]),
                help: $help,
            },
            set: |options, key, value| {
                let range = $range;
                options.$field =
                    $crate::game::option_table::parse_auto_or_number(key, value, range)?;
                Ok(())
            },
            get: |options| $crate::game::option_table::auto_or_number_text(&options.$field),
        }
    };
    (@default auto_or_number [$($rest:tt)*]) => {
        None
    };

    (@row $field:ident $key:literal custom [
        $parse:expr, $text:expr; default $default:literal => $value:expr
        $(; choices $($choice:literal),+)?
    ] [] [$help:expr]) => {
        OptionRow {
            spec: OptionSpec {
                key: $key,
                default: $default,
                choices: $crate::option_table!(@or [$(&[$($choice),+])?] &[]),
                help: $help,
            },
            set: |options, key, value| {
                options.$field = ($parse)(key, value)?;
                Ok(())
            },
            get: |options| ($text)(&options.$field),
        }
    };
    (@default custom [
        $parse:expr, $text:expr; default $default:literal => $value:expr $(; $($rest:tt)*)?
    ]) => {
        $value
    };

    (@first $first:literal $(, $rest:literal)*) => {
        $first
    };
    (@or [$given:expr] $otherwise:expr) => {
        $given
    };
    (@or [] $otherwise:expr) => {
        $otherwise
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_reads_back_as_its_word() {
        let words = &[("south", 0u8), ("east", 1), ("north", 2), ("west", 3)];
        assert_eq!(choice_word("first", &2, words), "north");
    }

    #[test]
    #[should_panic(expected = "option `first` holds 7, which its table has no word for")]
    fn a_value_without_a_word_is_a_bug_said_aloud() {
        let words = &[("south", 0u8), ("north", 2)];
        choice_word("first", &7, words);
    }

    #[test]
    fn auto_or_a_number_in_range() {
        let read = |value| parse_auto_or_number::<u8>("walls", value, 0..=20);
        assert_eq!(read("auto"), Ok(None));
        assert_eq!(read("20"), Ok(Some(20)));
        let refused = read("21").unwrap_err().to_string();
        let expected = "`auto` or a whole number from 0 to 20";
        assert_eq!(
            refused,
            format!("option `walls` cannot be `21`: expected {expected}")
        );
        assert_eq!(auto_or_number_text(&Some(7u8)), "7");
        assert_eq!(auto_or_number_text::<u8>(&None), "auto");
    }
}
