//! Short names of the games' options and of their choices, for the New game
//! form, and the name of a variant for the page's title.
//!
//! An option is known to links, records and the command line by its key
//! (`max_plies`, `path_rule`) and its values (`doppia_anta`), which are
//! notation and stay as they are; a player choosing a setting reads words.
//! The words live here, with the page's, rather than in the engines'
//! `OptionSpec`, because only the page shows them (the command line's `list`
//! keeps the specs' own help). A key with no name here falls back to the key.
//! The one-line descriptions are in `option_help`, the form's layout in
//! `option_form`.

use super::lang::Lang;

/// Option key, English name, Italian name.
type Name = (&'static str, &'static str, &'static str);

/// Every option's name, grouped by the games that have the option: a
/// bundle of one game keeps only its own (the others' groups are empty).
static NAMES: [&[Name]; 13] = [
    kept_for!("ponte" => &[
        (
            "any_chain_ponte",
            "Bridges of any chain",
            "Ponti di ogni catena",
        ),
        ("bridges", "Bridges", "Ponti"),
        (
            "italian_orientation",
            "Italian square names",
            "Caselle all'italiana",
        ),
        (
            "ponte_exit_capture_optional",
            "Crossing despite a capture",
            "Attraversamento anche con presa",
        ),
        ("ponte_min_len", "Shortest bridge", "Ponte più corto"),
        (
            "traversal_min_pieces",
            "Shortest crossing",
            "Attraversamento minimo",
        ),
    ]),
    kept_for!("porta" => &[
        (
            "ban_placing",
            "No placing in a gap",
            "Niente pedine nel varco nello schieramento",
        ),
        (
            "ban_relocating",
            "No relocating into a gap",
            "Niente spostamenti nel varco",
        ),
        ("da_porta", "Three-man Porte", "Porte da tre"),
        (
            "forbid_forming",
            "No closing while placing",
            "Niente chiusure nello schieramento",
        ),
        (
            "one_closure",
            "One closure per move",
            "Una chiusura per mossa",
        ),
        (
            "same_cell",
            "Back to the same square",
            "Ritorno sulla stessa casella",
        ),
        ("target", "Points to win", "Punti per vincere"),
    ]),
    kept_for!("cancelletto" => &[
        ("board", "Board", "Tabellone"),
        ("deal", "Deal again", "Nuova distribuzione"),
        ("strict_matching", "Strict matching", "Abbinamento rigoroso"),
        ("tile_set", "Tiles", "Tessere"),
        ("win", "Shared win", "Vittoria comune"),
    ]),
    kept_for!("magneton" => &[
        ("both_lines", "A line for both", "Fila per entrambi"),
        ("force", "Magnet force", "Forza dei magneti"),
    ]),
    kept_for!("cancelletto", "byte", "quoridor" => &[("first", "First to move", "Chi comincia")]),
    kept_for!("porta", "ponte", "archimede", "loa", "byte", "magneton", "quoridor", "gyges" => &[("max_plies", "Move limit", "Limite di semimosse")]),
    kept_for!("quoridor" => &[
        ("meet", "Meeting", "Incontro"),
        ("path_rule", "Path rule", "Regola del percorso"),
        ("players", "Players", "Giocatori"),
        ("sidestep", "Side-step", "Passo laterale"),
        ("walls", "Walls", "Barriere"),
    ]),
    kept_for!("archimede" => &[("port_win", "Winning in port", "Vittoria nel porto")]),
    kept_for!("gyges" => &[
        ("profile", "Rule set", "Regolamento"),
        ("replacement", "Replacing", "Riposizionamento"),
        ("setup", "Setup", "Disposizione"),
    ]),
    kept_for!("ponte", "loa", "magneton" => &[("repetition", "Draw by repetition", "Patta per ripetizione")]),
    kept_for!("loa" => &[(
        "simultaneous",
        "Both joined at once",
        "Riunione simultanea",
    )]),
    kept_for!("byte" => &[("size", "Board size", "Dimensioni della damiera")]),
    kept_for!("porta", "quoridor" => &[("variant", "Variant", "Variante")]),
];

/// One choice's names: see `CHOICES`.
type Choice = (&'static str, &'static str, &'static str, &'static str);

/// Option key (empty for any option), choice value, English name, Italian
/// name: the words a player reads in the New game form's lists, where the
/// value itself (`doppia_anta`, `end_of_turn`) is notation. A key's own
/// entry comes before the shared one. Grouped by the games that have the
/// choice, as `NAMES` is. Besides the specs' choices, the values the form
/// offers for a free option (`option_form`) are named here too.
static CHOICES: [&[Choice]; 12] = [
    kept_for!("magneton" => &[
        ("both_lines", "draw", "A draw", "Patta"),
        ("both_lines", "mover", "The mover wins", "Vince chi muove"),
        ("force", "strong", "Strong", "Forte"),
        ("force", "weak", "Weak", "Debole"),
    ]),
    kept_for!("ponte" => &[
        (
            "bridges",
            "off",
            "Off (Dama Italiana)",
            "No (dama italiana)",
        ),
        ("bridges", "on", "On (Ponte)", "Sì (Ponte)"),
    ]),
    kept_for!("cancelletto" => &[
        (
            "board",
            "sample",
            "The rulebook's example",
            "Quello d'esempio del regolamento",
        ),
        ("deal", "any", "Never (keep any deal)", "Mai (va bene ogni distribuzione)"),
        ("deal", "playable", "Until playable", "Finché è giocabile"),
        ("first", "blue", "Blue", "Blu"),
        ("first", "orange", "Orange", "Arancione"),
        (
            "win",
            "end_of_turn",
            "After the turn's tile is removed",
            "Dopo aver tolto la tessera del turno",
        ),
        ("win", "immediate", "At once", "Subito"),
    ]),
    kept_for!("byte" => &[
        ("first", "black", "Black", "Nero"),
        ("first", "white", "White", "Bianco"),
        ("size", "8", "8×8 (3 stacks, 2 to win)", "8×8 (3 pile, 2 per vincere)"),
        (
            "size",
            "10",
            "10×10, international (5 stacks, 3 to win)",
            "10×10, internazionale (5 pile, 3 per vincere)",
        ),
    ]),
    kept_for!("quoridor" => &[
        ("meet", "diagonal", "Also diagonally", "Anche in diagonale"),
        ("meet", "orthogonal", "Side by side", "Affiancati"),
        ("path_rule", "everyone", "Every pawn", "Ogni pezzo"),
        (
            "path_rule",
            "opponents",
            "The opponents' pawns only",
            "Solo i pezzi avversari",
        ),
        ("players", "2", "Two", "Due"),
        ("players", "4", "Four (classic game only)", "Quattro (solo gioco classico)"),
        (
            "sidestep",
            "always",
            "Whenever the jump is blocked",
            "Se il salto è impedito",
        ),
        (
            "sidestep",
            "behind_wall",
            "Only behind a wall",
            "Solo dietro una barriera",
        ),
        ("variant", "classic", "Classic", "Classica"),
        ("variant", "coin", "Coin", "Moneta"),
        ("variant", "die", "Die", "Dado"),
        ("variant", "movable", "Movable wall", "Barriera mobile"),
        ("variant", "moving_goal", "Moving goal", "Meta mobile"),
        ("variant", "wall_jump", "Wall jump", "Salto di barriera"),
        (
            "walls",
            "auto",
            "Automatic (10; 8 with a movable wall, coin or die; 5 with four players)",
            "Automatico (10; 8 con barriera mobile, moneta o dado; 5 in quattro)",
        ),
        ("first", "east", "East (four players)", "Est (in quattro)"),
        ("first", "north", "North", "Nord"),
        ("first", "south", "South", "Sud"),
        ("first", "west", "West (four players)", "Ovest (in quattro)"),
    ]),
    kept_for!("archimede" => &[
        (
            "port_win",
            "immediate",
            "At once, if it cannot be sunk",
            "Subito, se non può essere affondata",
        ),
        (
            "port_win",
            "turn_start",
            "At the owner's next turn",
            "Al turno seguente del suo giocatore",
        ),
    ]),
    kept_for!("gyges" => &[
        ("profile", "fogliaccio", "Il Fogliaccio", "Il Fogliaccio"),
        ("profile", "official", "Official", "Ufficiale"),
        ("replacement", "off", "No replacing", "Nessun riposizionamento"),
        (
            "replacement",
            "official",
            "Up to the opponent's shore row",
            "Fino alla riga di bordo avversaria",
        ),
        (
            "replacement",
            "seed_single_row",
            "Only the row just before it",
            "Solo la riga subito prima",
        ),
        (
            "setup",
            "play",
            "South fills row 1, then North row 6",
            "Sud riempie la riga 1, poi Nord la riga 6",
        ),
        (
            "setup",
            "alternate",
            "The same rows, placing in turn",
            "Le stesse righe, piazzando a turno",
        ),
        (
            "setup",
            "cosmoludo",
            "Anywhere on your two nearest rows",
            "Ovunque nelle due righe più vicine",
        ),
    ]),
    kept_for!("ponte", "loa", "magneton" => &[
        ("repetition", "draw", "Yes", "Sì"),
        ("repetition", "off", "No", "No"),
    ]),
    kept_for!("loa" => &[
        ("simultaneous", "draw", "A draw", "Patta"),
        ("simultaneous", "mover", "The mover wins", "Vince chi muove"),
    ]),
    kept_for!("porta" => &[
        ("target", "auto", "By variant (5 or 10)", "Secondo la variante (5 o 10)"),
        ("variant", "doppia_anta", "Doppia Anta", "Doppia Anta"),
        ("variant", "finestra", "Finestra", "Finestra"),
        ("variant", "porta", "Porta", "Porta"),
    ]),
    kept_for!("porta", "ponte", "cancelletto" => &[("", "off", "No", "No")]),
    kept_for!("porta", "ponte", "cancelletto" => &[("", "on", "Yes", "Sì")]),
];

/// Game id, option key, value, English and Italian title: see
/// `variant_title`.
type Title = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
);

/// The settings that make another game of the family, named as a title
/// names them. Default values have no entry, so they never name a variant.
static TITLES: [&[Title]; 6] = [
    kept_for!("porta" => &[
        ("porta", "variant", "doppia_anta", "Doppia Anta", "Doppia Anta"),
        ("porta", "variant", "finestra", "Finestra", "Finestra"),
    ]),
    kept_for!("ponte" => &[("ponte", "bridges", "off", "Dama Italiana", "Dama italiana")]),
    kept_for!("quoridor" => &[
        ("quoridor", "variant", "movable", "Movable wall", "Barriera mobile"),
        ("quoridor", "variant", "coin", "Coin", "Moneta"),
        ("quoridor", "variant", "die", "Die", "Dado"),
        ("quoridor", "variant", "moving_goal", "Moving goal", "Meta mobile"),
        ("quoridor", "variant", "wall_jump", "Wall jump", "Salto di barriera"),
        ("quoridor", "players", "4", "Four players", "Quattro giocatori"),
    ]),
    kept_for!("byte" => &[("byte", "size", "10", "10×10", "10×10")]),
    kept_for!("magneton" => &[("magneton", "force", "weak", "Weak Force", "Forza debole")]),
    kept_for!("gyges" => &[("gyges", "profile", "fogliaccio", "Il Fogliaccio", "Il Fogliaccio")]),
];

/// The name of the variant these options play, for the page's title
/// ("Porta · Doppia Anta"), or `None` for the game itself: a player who
/// follows a link to another game of the family should see so before the
/// first move. The settings that count are Porta's and Quoridor's `variant`,
/// Quoridor's four players, Ponte without bridges (plain Dama Italiana),
/// Byte's 10×10, Magneton's weak force and Gyges' Fogliaccio rules; the
/// other options tune a rule and leave the game's name alone.
pub fn variant_title(
    lang: Lang,
    game_id: &str,
    options: &[(String, String)],
) -> Option<&'static str> {
    TITLES
        .iter()
        .copied()
        .flatten()
        .find(|(game, key, value, _, _)| {
            *game == game_id && options.iter().any(|(k, v)| k == key && v == value)
        })
        .map(|(_, _, _, en, it)| match lang {
            Lang::En => *en,
            Lang::It => *it,
        })
}

/// The name of one choice of an option in this language; the value itself
/// when it has none (numbers, like a wall count).
pub fn choice_name<'a>(lang: Lang, key: &str, value: &'a str) -> &'a str {
    let names =
        |(k, v, _, _): &&(&str, &str, &str, &str)| (k.is_empty() || *k == key) && *v == value;
    let own = CHOICES
        .iter()
        .copied()
        .flatten()
        .find(|c| c.0 == key && names(c));
    match own.or_else(|| CHOICES.iter().copied().flatten().find(names)) {
        Some((_, _, en, it)) => match lang {
            Lang::En => en,
            Lang::It => it,
        },
        None => value,
    }
}

/// The words for a value the form lists: its name, or for the values that
/// are data rather than words a phrase around them (Cancelletto's random
/// boards by seed, Gyges' fixed home rows); the value itself otherwise.
pub fn choice_label(lang: Lang, key: &str, value: &str) -> String {
    let named = choice_name(lang, key, value);
    if named != value {
        return named.to_string();
    }
    match key {
        "board" if value.parse::<u64>().is_ok() => match lang {
            Lang::En => format!("Random board no. {value}"),
            Lang::It => format!("Tabellone casuale n. {value}"),
        },
        "setup" => match value.split_once('/') {
            Some((south, north)) if south == north => match lang {
                Lang::En => format!("Fixed rows: {south} for both"),
                Lang::It => format!("Righe fisse: {south} per entrambi"),
            },
            Some((south, north)) => match lang {
                Lang::En => format!("Fixed rows: South {south}, North {north}"),
                Lang::It => format!("Righe fisse: Sud {south}, Nord {north}"),
            },
            None => value.to_string(),
        },
        _ => value.to_string(),
    }
}

/// The name of an option in this language; the key itself when it has none.
pub fn option_name(lang: Lang, key: &str) -> &str {
    match NAMES.iter().copied().flatten().find(|(k, _, _)| *k == key) {
        Some((_, en, it)) => match lang {
            Lang::En => en,
            Lang::It => it,
        },
        None => key,
    }
}

/// Fails unless each of `keys` (a table's option keys) is some game's
/// option and comes once: the names' and the descriptions' tables are
/// checked alike.
#[cfg(test)]
pub(super) fn assert_options_listed_once<'a>(keys: impl Iterator<Item = &'a str>) {
    let mut seen = std::collections::HashSet::new();
    for key in keys {
        assert!(seen.insert(key), "{key} is listed twice");
        let used = crate::games::GAMES
            .iter()
            .any(|info| (info.engine.options)().iter().any(|s| s.key == key));
        assert!(used, "no game has an option `{key}`");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GAMES;
    use crate::ui::i18n::option_form::offered_values;

    #[test]
    fn every_option_of_every_game_has_a_name() {
        for info in GAMES.iter() {
            for spec in (info.engine.options)() {
                assert!(
                    NAMES
                        .iter()
                        .copied()
                        .flatten()
                        .any(|(k, _, _)| *k == spec.key),
                    "{}: option `{}` has no name",
                    info.id,
                    spec.key
                );
            }
        }
    }

    #[test]
    fn every_name_belongs_to_an_option_and_is_listed_once() {
        assert_options_listed_once(NAMES.iter().copied().flatten().map(|(key, ..)| *key));
    }

    #[test]
    fn every_word_choice_has_a_name_and_every_name_a_choice() {
        let mut unnamed = Vec::new();
        for info in GAMES.iter() {
            for spec in (info.engine.options)() {
                for value in offered_values(spec) {
                    let named = choice_label(Lang::It, spec.key, &value) != value;
                    if !named && value.parse::<u64>().is_err() {
                        unnamed.push(format!("{}: {}={value}", info.id, spec.key));
                    }
                }
            }
        }
        assert!(unnamed.is_empty(), "choices without a name: {unnamed:?}");
        for (key, value, _, _) in CHOICES.iter().copied().flatten() {
            let used = GAMES.iter().any(|info| {
                (info.engine.options)().iter().any(|s| {
                    (key.is_empty() || s.key == *key)
                        && offered_values(s).iter().any(|v| v == value)
                })
            });
            assert!(used, "no option `{key}` has a choice `{value}`");
        }
    }

    #[test]
    fn a_choice_without_a_name_is_shown_as_it_is() {
        assert_eq!(
            choice_name(Lang::It, "variant", "doppia_anta"),
            "Doppia Anta"
        );
        assert_eq!(
            choice_name(Lang::En, "win", "end_of_turn"),
            "After the turn's tile is removed"
        );
        assert_eq!(choice_name(Lang::En, "walls", "10"), "10");
        assert_eq!(choice_name(Lang::It, "one_closure", "on"), "Sì");
        assert_eq!(choice_name(Lang::En, "replacement", "off"), "No replacing");
    }

    #[test]
    fn data_values_are_named_by_a_phrase() {
        assert_eq!(choice_label(Lang::En, "board", "7"), "Random board no. 7");
        assert_eq!(
            choice_label(Lang::It, "setup", "321123/321123"),
            "Righe fisse: 321123 per entrambi"
        );
        assert_eq!(
            choice_label(Lang::En, "setup", "321123/123321"),
            "Fixed rows: South 321123, North 123321"
        );
        assert_eq!(choice_label(Lang::En, "max_plies", "40"), "40");
    }

    #[test]
    fn a_key_without_a_name_is_shown_as_it_is() {
        assert_eq!(option_name(Lang::It, "max_plies"), "Limite di semimosse");
        assert_eq!(option_name(Lang::En, "max_plies"), "Move limit");
        assert_eq!(option_name(Lang::It, "no_such_key"), "no_such_key");
    }

    #[test]
    fn a_variant_names_the_title_and_the_default_does_not() {
        let pairs = |list: &[(&str, &str)]| -> Vec<(String, String)> {
            list.iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        };
        let doppia = pairs(&[("target", "15"), ("variant", "doppia_anta")]);
        assert_eq!(
            variant_title(Lang::En, "porta", &doppia),
            Some("Doppia Anta")
        );
        assert_eq!(variant_title(Lang::En, "quoridor", &doppia), None);
        let plain = pairs(&[("variant", "porta")]);
        assert_eq!(variant_title(Lang::En, "porta", &plain), None);
        assert_eq!(variant_title(Lang::En, "porta", &[]), None);
        let goal = pairs(&[("variant", "moving_goal")]);
        assert_eq!(
            variant_title(Lang::It, "quoridor", &goal),
            Some("Meta mobile")
        );
        let draughts = pairs(&[("bridges", "off")]);
        assert_eq!(
            variant_title(Lang::It, "ponte", &draughts),
            Some("Dama italiana")
        );
    }

    #[test]
    fn every_title_is_a_choice_other_than_the_default() {
        for (game, key, value, en, it) in TITLES.iter().copied().flatten() {
            let info = GAMES.iter().find(|i| i.id == *game).expect("a game");
            let specs = (info.engine.options)();
            let spec = specs.iter().find(|s| s.key == *key).expect("an option");
            assert!(spec.choices.contains(value), "{game}: {key}={value}");
            assert_ne!(spec.default, *value, "{game}: {key}={value} is the default");
            assert!(!en.is_empty() && !it.is_empty());
        }
    }
}
