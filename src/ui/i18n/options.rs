//! Short names of the games' options, for the New game form.
//!
//! An option is known to links, records and the command line by its key
//! (`max_plies`, `path_rule`), which is notation and stays as it is; a
//! player choosing a setting reads a name first. The names live here, with
//! the page's words, rather than in the engines' `OptionSpec`, because only
//! the page shows them; a key with no name here falls back to the key.

use super::Lang;

/// Option key, English name, Italian name.
static NAMES: &[(&str, &str, &str)] = &[
    (
        "any_chain_ponte",
        "Bridges of any chain",
        "Ponti di ogni catena",
    ),
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
    ("board", "Board", "Tavoliere"),
    ("both_lines", "A line for both", "Fila per entrambi"),
    ("bridges", "Bridges", "Ponti"),
    ("da_porta", "Three-man Porte", "Porte di tre pedine"),
    ("deal", "Deal again", "Nuova distribuzione"),
    ("first", "First to move", "Chi comincia"),
    (
        "forbid_forming",
        "No centre closure by placing",
        "Niente chiusure al centro nel piazzamento",
    ),
    ("force", "Magnet force", "Forza dei magneti"),
    (
        "italian_orientation",
        "Italian square names",
        "Caselle all'italiana",
    ),
    ("max_plies", "Ply limit", "Limite di semimosse"),
    ("meet", "Meeting", "Incontro"),
    (
        "one_closure",
        "One closure per move",
        "Una chiusura per mossa",
    ),
    ("path_rule", "Paths to keep open", "Vie da lasciare aperte"),
    ("players", "Players", "Giocatori"),
    (
        "ponte_exit_capture_optional",
        "Traversal despite a capture",
        "Attraversamento anche con presa",
    ),
    ("ponte_min_len", "Shortest bridge", "Ponte più corto"),
    ("port_win", "Winning in port", "Vittoria nel porto"),
    ("profile", "Rules", "Regole"),
    ("repetition", "Draw by repetition", "Patta per ripetizione"),
    ("replacement", "Replacement", "Sostituzione"),
    (
        "same_cell",
        "Back to the same square",
        "Ritorno sulla stessa casella",
    ),
    ("setup", "Setup", "Preparazione"),
    ("sidestep", "Side-step", "Scarto laterale"),
    (
        "simultaneous",
        "Both joined at once",
        "Entrambi riuniti insieme",
    ),
    ("size", "Board size", "Dimensioni della scacchiera"),
    ("strict_matching", "Strict matching", "Abbinamento rigoroso"),
    ("target", "Points to win", "Punti per vincere"),
    ("tile_set", "Tiles", "Tessere"),
    (
        "traversal_min_pieces",
        "Shortest traversal",
        "Attraversamento minimo",
    ),
    ("variant", "Variant", "Variante"),
    ("walls", "Walls", "Barriere"),
    ("win", "Shared win", "Vittoria comune"),
];

/// The name of an option in this language; the key itself when it has none.
pub fn option_name(lang: Lang, key: &str) -> &str {
    match NAMES.iter().find(|(k, _, _)| *k == key) {
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
                    NAMES.iter().any(|(k, _, _)| *k == spec.key),
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
        for (key, _, _) in NAMES {
            assert!(seen.insert(*key), "{key} is listed twice");
            let used = GAMES
                .iter()
                .any(|info| (info.engine.options)().iter().any(|s| s.key == *key));
            assert!(used, "no game has an option `{key}`");
        }
    }

    #[test]
    fn a_key_without_a_name_is_shown_as_it_is() {
        assert_eq!(option_name(Lang::It, "max_plies"), "Limite di semimosse");
        assert_eq!(option_name(Lang::En, "max_plies"), "Ply limit");
        assert_eq!(option_name(Lang::It, "no_such_key"), "no_such_key");
    }
}
