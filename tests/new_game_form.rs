//! The New game form speaks to players, not to the command line: every
//! option of every game has a name and a one-line description in English
//! and Italian with no code in them (no key, no backtick, no underscore),
//! every value the form lists has a name, the values it offers beyond the
//! spec's own are ones the game accepts, and each number field's range is
//! exactly what the game's parser takes.

#![cfg(all(feature = "view", not(target_arch = "wasm32")))]

use tavoliere::game::OptionSpec;
use tavoliere::games::{GameInfo, GAMES};
use tavoliere::ui::i18n::option_form::{field, group, offered_values, Field, Group};
use tavoliere::ui::i18n::option_help::option_description;
use tavoliere::ui::i18n::options::{choice_label, option_name, variant_title};
use tavoliere::ui::i18n::Lang;

const LANGS: [Lang; 2] = [Lang::En, Lang::It];

fn every_option() -> impl Iterator<Item = (&'static GameInfo, &'static OptionSpec)> {
    GAMES
        .iter()
        .flat_map(|info| (info.engine.options)().iter().map(move |spec| (info, spec)))
}

/// What is wrong with a text shown for `spec`, if anything.
fn code_in(text: &str, spec: &OptionSpec) -> Option<&'static str> {
    if text.trim().is_empty() {
        return Some("is empty");
    }
    if text.contains('`') {
        return Some("has a backtick");
    }
    if text.contains('_') {
        return Some("has an underscore");
    }
    // The key as written in links; a capitalised word ("Walls" for `walls`)
    // is a name, and keys with an underscore are caught above.
    if text == spec.key {
        return Some("is the key");
    }
    // A value written as code, the way the help for the command line names
    // them (`porta: 3 men…`, `auto = 5`, `walls=3`).
    let coded = spec
        .choices
        .iter()
        .chain([&spec.key, &spec.default])
        .filter(|w| w.parse::<u64>().is_err())
        .any(|w| {
            [": ", " = ", "="]
                .iter()
                .any(|joint| text.contains(&format!("{w}{joint}")))
        });
    coded.then_some("names a value as code")
}

#[test]
fn every_option_has_a_plain_name_and_description_in_both_languages() {
    let mut wrong = Vec::new();
    for (info, spec) in every_option() {
        for lang in LANGS {
            let name = option_name(lang, spec.key);
            let line = option_description(lang, spec.key);
            for (what, text) in [("name", name), ("description", line)] {
                if let Some(problem) = code_in(text, spec) {
                    wrong.push(format!(
                        "{} {} {:?} {what} {problem}: {text:?}",
                        info.id,
                        spec.key,
                        lang.code()
                    ));
                }
            }
            if !line.ends_with('.') {
                wrong.push(format!(
                    "{} {}: a description is a sentence",
                    info.id, spec.key
                ));
            }
        }
        let same_name = option_name(Lang::En, spec.key) == option_name(Lang::It, spec.key);
        let same_line =
            option_description(Lang::En, spec.key) == option_description(Lang::It, spec.key);
        if same_name || same_line {
            wrong.push(format!("{} {}: Italian is English", info.id, spec.key));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_listed_value_has_a_name_in_both_languages() {
    let mut wrong = Vec::new();
    for (info, spec) in every_option() {
        for lang in LANGS {
            let Field::Choices(list) = field(lang, spec, spec.default) else {
                continue;
            };
            let values: Vec<&str> = list.iter().map(|(v, _)| v.as_str()).collect();
            assert!(values.contains(&spec.default), "{} {}", info.id, spec.key);
            for choice in spec.choices {
                assert!(values.contains(choice), "{} {}={choice}", info.id, spec.key);
            }
            for (value, label) in &list {
                let number = value.parse::<u64>().is_ok();
                let unnamed = label == value && !number;
                let coded = label.contains('_') || label.contains('`') || label.trim().is_empty();
                if unnamed || coded {
                    wrong.push(format!(
                        "{} {}={value} ({:?}): {label:?}",
                        info.id,
                        spec.key,
                        lang.code()
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_value_the_form_offers_starts_a_game() {
    for (info, spec) in every_option() {
        for value in offered_values(spec) {
            if spec.choices.contains(&value.as_str()) {
                continue; // The spec's own, tested with the game.
            }
            let pairs = [(spec.key.to_string(), value.clone())];
            assert!(
                (info.engine.start)(&pairs).is_ok(),
                "{} {}={value}",
                info.id,
                spec.key
            );
        }
    }
}

#[test]
fn a_number_field_takes_exactly_what_the_game_accepts() {
    let mut numbers = 0;
    for (info, spec) in every_option() {
        let Field::Number { min, max } = field(Lang::En, spec, spec.default) else {
            continue;
        };
        numbers += 1;
        let starts = |n: u64| {
            let pairs = [(spec.key.to_string(), n.to_string())];
            (info.engine.start)(&pairs).is_ok()
        };
        let (min, max) = (u64::from(min), u64::from(max));
        assert!(
            starts(min) && starts(max),
            "{} {}: {min}..={max}",
            info.id,
            spec.key
        );
        assert!(
            min == 0 || !starts(min - 1),
            "{} {} below {min}",
            info.id,
            spec.key
        );
        assert!(!starts(max + 1), "{} {} above {max}", info.id, spec.key);
        let default: u64 = spec.default.parse().expect("a number's default is one");
        assert!((min..=max).contains(&default), "{} {}", info.id, spec.key);
    }
    assert!(numbers >= 10, "only {numbers} number fields");
}

#[test]
fn the_only_typed_field_is_cancelletto_s_tiles() {
    let typed: Vec<String> = every_option()
        .filter(|(_, spec)| matches!(field(Lang::En, spec, spec.default), Field::Text { .. }))
        .map(|(info, spec)| format!("{} {}", info.id, spec.key))
        .collect();
    assert_eq!(typed, ["cancelletto tile_set"]);
}

#[test]
fn the_variant_comes_first_and_the_move_limit_last() {
    for (info, spec) in every_option() {
        let expected = match spec.key {
            "variant" | "players" | "setup" | "board" | "first" => Some(Group::Game),
            "max_plies" => Some(Group::More),
            _ => None,
        };
        if let Some(expected) = expected {
            assert_eq!(group(spec.key), expected, "{} {}", info.id, spec.key);
        }
    }
    for lang in LANGS {
        for g in Group::ALL {
            assert!(!g.title(lang).is_empty());
        }
    }
}

#[test]
fn a_variant_other_than_the_default_names_the_title() {
    let pairs = |key: &str, value: &str| vec![(key.to_string(), value.to_string())];
    assert_eq!(
        variant_title(Lang::En, "porta", &pairs("variant", "doppia_anta")),
        Some("Doppia Anta")
    );
    assert_eq!(
        variant_title(Lang::It, "porta", &pairs("variant", "finestra")),
        Some("Finestra")
    );
    assert_eq!(
        variant_title(Lang::En, "quoridor", &pairs("variant", "wall_jump")),
        Some("Wall jump")
    );
    assert_eq!(
        variant_title(Lang::It, "quoridor", &pairs("players", "4")),
        Some("Quattro giocatori")
    );
    for (info, spec) in every_option() {
        let default = pairs(spec.key, spec.default);
        assert_eq!(
            variant_title(Lang::En, info.id, &default),
            None,
            "{}",
            info.id
        );
    }
    assert_eq!(
        variant_title(Lang::En, "loa", &pairs("simultaneous", "draw")),
        None
    );
}

#[test]
fn fixed_gyges_rows_and_random_boards_read_as_words() {
    assert_eq!(
        choice_label(Lang::En, "setup", "321123/321123"),
        "Fixed rows: 321123 for both"
    );
    assert_eq!(
        choice_label(Lang::It, "board", "12"),
        "Tabellone casuale n. 12"
    );
}
