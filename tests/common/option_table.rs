//! The checks every game's option table must pass (`option_table!`): what
//! the registry lists agrees with what `set` and `get` do, so a record, a
//! link and the new-game form all read the same words.

use tavoliere::game::{Game, GameOptions, OptionError};

/// A value no option accepts: not a word, not a number.
const NONSENSE: &str = "no such value!";

/// Checks `G`'s options: every spec's default is what `get` says of the
/// default options (so nothing is recorded for an untouched game); every
/// word a spec offers is accepted and read back as itself, from the defaults
/// or after one other option that allows it (Quoridor's `east` needs four
/// players); an unknown key and a nonsense value are refused with the
/// options unchanged.
pub fn check_option_table<G: Game>() {
    let defaults = G::Options::default();
    let specs = <G::Options as GameOptions>::specs();
    assert!(
        defaults.changed_pairs().is_empty(),
        "{}: the defaults change nothing",
        G::ID
    );
    for spec in specs {
        assert_eq!(
            defaults.get(spec.key).as_deref(),
            Some(spec.default),
            "{}: `{}`'s listed default is the default options' value",
            G::ID,
            spec.key
        );
        for word in spec.choices {
            let set = settable(&defaults, spec.key, word).unwrap_or_else(|| {
                panic!("{}: `{}={word}` is offered but refused", G::ID, spec.key)
            });
            assert_eq!(
                set.get(spec.key).as_deref(),
                Some(*word),
                "{}: `{}={word}` reads back",
                G::ID,
                spec.key
            );
        }
        let mut options = defaults.clone();
        assert!(
            matches!(
                options.set(spec.key, NONSENSE),
                Err(OptionError::BadValue { ref key, ref value, .. })
                    if key == spec.key && value == NONSENSE
            ),
            "{}: `{}` refuses nonsense",
            G::ID,
            spec.key
        );
        assert_eq!(
            options,
            defaults,
            "{}: a refused value changes nothing",
            G::ID
        );
    }
    let mut options = defaults.clone();
    let refused = options.set("no_such_option", "on").unwrap_err();
    assert_eq!(refused.to_string(), "unknown option `no_such_option`");
    assert_eq!(options.get("no_such_option"), None);
    assert_eq!(
        options,
        defaults,
        "{}: an unknown key changes nothing",
        G::ID
    );
}

/// The options with `key` set to `word`: over the defaults, or over the
/// defaults with one other offered word set first; `None` if neither takes.
fn settable<O: GameOptions>(defaults: &O, key: &str, word: &str) -> Option<O> {
    let set_over = |mut options: O| options.set(key, word).is_ok().then_some(options);
    set_over(defaults.clone()).or_else(|| {
        O::specs()
            .iter()
            .filter(|other| other.key != key)
            .flat_map(|other| other.choices.iter().map(move |w| (other.key, *w)))
            .find_map(|(other, w)| {
                let mut options = defaults.clone();
                options.set(other, w).ok()?;
                set_over(options)
            })
    })
}
