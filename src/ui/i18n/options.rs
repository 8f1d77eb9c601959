//! Short names of the games' options, for the New game form.
//!
//! An option is known to links, records and the command line by its key
//! (`max_plies`, `path_rule`), which is notation and stays as it is; a
//! player choosing a setting reads a name first. The names live here, with
//! the page's words, rather than in the engines' `OptionSpec`, because only
//! the page shows them; a key with no name here falls back to the key.

use super::lang::Lang;

/// `entries` in a build with any of `games`, else none: a bundle of one game
/// keeps only the names of its own options.
macro_rules! kept_for {
    ($($game:literal),+ => $entries:expr) => {
        if cfg!(any($(feature = $game),+)) {
            $entries
        } else {
            &[]
        }
    };
}

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
            "Traversal despite a capture",
            "Attraversamento anche con presa",
        ),
        ("ponte_min_len", "Shortest bridge", "Ponte più corto"),
        (
            "traversal_min_pieces",
            "Shortest traversal",
            "Attraversamento minimo",
        ),
    ]),
    kept_for!("porta" => &[
        (
            "ban_placing",
            "No placing in a gap",
            "Niente piazzamenti nel varco",
        ),
        (
            "ban_relocating",
            "No relocating into a gap",
            "Niente ricollocazioni nel varco",
        ),
        ("da_porta", "Three-man Porte", "Porte di tre pedine"),
        (
            "forbid_forming",
            "No centre closure by placing",
            "Niente chiusure al centro nel piazzamento",
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
        ("board", "Board", "Tavoliere"),
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
    kept_for!("porta", "ponte", "archimede", "loa", "byte", "magneton", "quoridor", "gyges" => &[("max_plies", "Ply limit", "Limite di semimosse")]),
    kept_for!("quoridor" => &[
        ("meet", "Meeting", "Incontro"),
        ("path_rule", "Paths to keep open", "Vie da lasciare aperte"),
        ("players", "Players", "Giocatori"),
        ("sidestep", "Side-step", "Scarto laterale"),
        ("walls", "Walls", "Barriere"),
    ]),
    kept_for!("archimede" => &[("port_win", "Winning in port", "Vittoria nel porto")]),
    kept_for!("gyges" => &[
        ("profile", "Rules", "Regole"),
        ("replacement", "Replacement", "Sostituzione"),
        ("setup", "Setup", "Preparazione"),
    ]),
    kept_for!("ponte", "loa", "magneton" => &[("repetition", "Draw by repetition", "Patta per ripetizione")]),
    kept_for!("loa" => &[(
        "simultaneous",
        "Both joined at once",
        "Entrambi riuniti insieme",
    )]),
    kept_for!("byte" => &[("size", "Board size", "Dimensioni della scacchiera")]),
    kept_for!("porta", "quoridor" => &[("variant", "Variant", "Variante")]),
];

/// One choice's names: see `CHOICES`.
type Choice = (&'static str, &'static str, &'static str, &'static str);

/// Option key (empty for any option), choice value, English name, Italian
/// name: the words a player reads in the New game form's lists, where the
/// value itself (`doppia_anta`, `end_of_turn`) is notation. Numbers need no
/// name. A key's own entry comes before the shared one. Grouped by the games
/// that have the choice, as `NAMES` is.
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
            "No (Dama Italiana)",
        ),
        ("bridges", "on", "On (Ponte)", "Sì (Ponte)"),
        ("ponte_exit_capture_optional", "off", "No", "No"),
        ("ponte_exit_capture_optional", "on", "Yes", "Sì"),
    ]),
    kept_for!("cancelletto" => &[
        ("deal", "any", "Keep any deal", "Qualsiasi distribuzione"),
        ("deal", "playable", "Until playable", "Finché è giocabile"),
        ("first", "blue", "Blue", "Blu"),
        ("first", "orange", "Orange", "Arancione"),
        (
            "win",
            "end_of_turn",
            "After the turn's removal",
            "Dopo la rimozione",
        ),
        ("win", "immediate", "At once", "Subito"),
    ]),
    kept_for!("byte" => &[
        ("first", "black", "Black", "Nero"),
        ("first", "white", "White", "Bianco"),
    ]),
    kept_for!("quoridor" => &[
        ("meet", "diagonal", "Also diagonally", "Anche in diagonale"),
        ("meet", "orthogonal", "Side by side", "Affiancati"),
        ("path_rule", "everyone", "Every pawn's", "Di ogni pedina"),
        (
            "path_rule",
            "opponents",
            "The opponents'",
            "Degli avversari",
        ),
        (
            "sidestep",
            "always",
            "Whenever a jump is blocked",
            "Se il salto è impedito",
        ),
        (
            "sidestep",
            "behind_wall",
            "Only by a wall",
            "Solo per una barriera",
        ),
        ("variant", "classic", "Classic", "Classica"),
        ("variant", "coin", "Coin", "Moneta"),
        ("variant", "die", "Die", "Dado"),
        ("variant", "movable", "Movable wall", "Barriera mobile"),
        ("variant", "moving_goal", "Moving goal", "Meta mobile"),
        ("variant", "wall_jump", "Wall jump", "Salto della barriera"),
        ("first", "east", "East", "Est"),
        ("first", "north", "North", "Nord"),
        ("first", "south", "South", "Sud"),
        ("first", "west", "West", "Ovest"),
    ]),
    kept_for!("archimede" => &[
        ("port_win", "immediate", "At once", "Subito"),
        (
            "port_win",
            "turn_start",
            "At the owner's next turn",
            "Al turno seguente",
        ),
    ]),
    kept_for!("gyges" => &[
        (
            "profile",
            "fogliaccio",
            "Fogliaccio (the seed text)",
            "Fogliaccio (testo originale)",
        ),
        ("profile", "official", "Official", "Ufficiali"),
        ("replacement", "off", "None", "Nessuna"),
        (
            "replacement",
            "official",
            "Up to the shore row",
            "Fino alla riva",
        ),
        (
            "replacement",
            "seed_single_row",
            "Only the row before it",
            "Solo la fila prima",
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
        ("target", "auto", "By variant", "Secondo la variante"),
        ("variant", "doppia_anta", "Doppia Anta", "Doppia Anta"),
        ("variant", "finestra", "Finestra", "Finestra"),
        ("variant", "porta", "Porta", "Porta"),
    ]),
    kept_for!("porta", "ponte", "cancelletto", "loa", "magneton", "gyges" => &[("", "off", "No", "No")]),
    kept_for!("porta", "ponte", "cancelletto" => &[("", "on", "Yes", "Sì")]),
];

/// The name of one choice of an option in this language; the value itself
/// when it has none (numbers, like a board size).
pub fn choice_name<'a>(lang: Lang, key: &str, value: &'a str) -> &'a str {
    let names =
        |(k, v, _, _): &&(&str, &str, &str, &str)| (k.is_empty() || *k == key) && *v == value;
    match CHOICES.iter().copied().flatten().find(names) {
        Some((_, _, en, it)) => match lang {
            Lang::En => en,
            Lang::It => it,
        },
        None => value,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GAMES;

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
        let mut seen = std::collections::HashSet::new();
        for (key, _, _) in NAMES.iter().copied().flatten() {
            assert!(seen.insert(*key), "{key} is listed twice");
            let used = GAMES
                .iter()
                .any(|info| (info.engine.options)().iter().any(|s| s.key == *key));
            assert!(used, "no game has an option `{key}`");
        }
    }

    #[test]
    fn every_word_choice_has_a_name_and_every_name_a_choice() {
        let mut unnamed = Vec::new();
        for info in GAMES.iter() {
            for spec in (info.engine.options)() {
                for value in spec.choices {
                    let named = choice_name(Lang::It, spec.key, value) != *value;
                    if !named && value.parse::<u64>().is_err() {
                        unnamed.push(format!("{}: {}={value}", info.id, spec.key));
                    }
                }
            }
        }
        assert!(unnamed.is_empty(), "choices without a name: {unnamed:?}");
        for (key, value, _, _) in CHOICES.iter().copied().flatten() {
            let used = GAMES.iter().any(|info| {
                (info.engine.options)()
                    .iter()
                    .any(|s| (key.is_empty() || s.key == *key) && s.choices.contains(value))
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
            "After the turn's removal"
        );
        assert_eq!(choice_name(Lang::En, "size", "10"), "10");
    }

    #[test]
    fn a_key_without_a_name_is_shown_as_it_is() {
        assert_eq!(option_name(Lang::It, "max_plies"), "Limite di semimosse");
        assert_eq!(option_name(Lang::En, "max_plies"), "Ply limit");
        assert_eq!(option_name(Lang::It, "no_such_key"), "no_such_key");
    }
}
