//! Short names of the games' options, for the New game form.
//!
//! An option is known to links, records and the command line by its key
//! (`max_plies`, `path_rule`), which is notation and stays as it is; a
//! player choosing a setting reads a name first. The names live here, with
//! the page's words, rather than in the engines' `OptionSpec`, because only
//! the page shows them; a key with no name here falls back to the key.

use super::lang::Lang;

/// Option key, English name, Italian name.
type Name = (&'static str, &'static str, &'static str);

/// Names of ponte.
const NAMES_PONTE: &[Name] = if cfg!(any(feature = "ponte")) {
    &[
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
    ]
} else {
    &[]
};

/// Names of porta.
const NAMES_PORTA: &[Name] = if cfg!(any(feature = "porta")) {
    &[
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
    ]
} else {
    &[]
};

/// Names of cancelletto.
const NAMES_CANCELLETTO: &[Name] = if cfg!(any(feature = "cancelletto")) {
    &[
        ("board", "Board", "Tavoliere"),
        ("deal", "Deal again", "Nuova distribuzione"),
        ("strict_matching", "Strict matching", "Abbinamento rigoroso"),
        ("tile_set", "Tiles", "Tessere"),
        ("win", "Shared win", "Vittoria comune"),
    ]
} else {
    &[]
};

/// Names of magneton.
const NAMES_MAGNETON: &[Name] = if cfg!(any(feature = "magneton")) {
    &[
        ("both_lines", "A line for both", "Fila per entrambi"),
        ("force", "Magnet force", "Forza dei magneti"),
    ]
} else {
    &[]
};

/// Names of cancelletto, byte, quoridor.
const NAMES_CANCELLETTO_BYTE_QUORIDOR: &[Name] = if cfg!(any(
    feature = "cancelletto",
    feature = "byte",
    feature = "quoridor"
)) {
    &[("first", "First to move", "Chi comincia")]
} else {
    &[]
};

/// Names of porta, ponte, archimede, loa, byte, magneton, quoridor, gyges.
const NAMES_ALL_BUT_CANCELLETTO: &[Name] = if cfg!(any(
    feature = "porta",
    feature = "ponte",
    feature = "archimede",
    feature = "loa",
    feature = "byte",
    feature = "magneton",
    feature = "quoridor",
    feature = "gyges"
)) {
    &[("max_plies", "Ply limit", "Limite di semimosse")]
} else {
    &[]
};

/// Names of quoridor.
const NAMES_QUORIDOR: &[Name] = if cfg!(any(feature = "quoridor")) {
    &[
        ("meet", "Meeting", "Incontro"),
        ("path_rule", "Paths to keep open", "Vie da lasciare aperte"),
        ("players", "Players", "Giocatori"),
        ("sidestep", "Side-step", "Scarto laterale"),
        ("walls", "Walls", "Barriere"),
    ]
} else {
    &[]
};

/// Names of archimede.
const NAMES_ARCHIMEDE: &[Name] = if cfg!(any(feature = "archimede")) {
    &[("port_win", "Winning in port", "Vittoria nel porto")]
} else {
    &[]
};

/// Names of gyges.
const NAMES_GYGES: &[Name] = if cfg!(any(feature = "gyges")) {
    &[
        ("profile", "Rules", "Regole"),
        ("replacement", "Replacement", "Sostituzione"),
        ("setup", "Setup", "Preparazione"),
    ]
} else {
    &[]
};

/// Names of ponte, loa, magneton.
const NAMES_PONTE_LOA_MAGNETON: &[Name] = if cfg!(any(
    feature = "ponte",
    feature = "loa",
    feature = "magneton"
)) {
    &[("repetition", "Draw by repetition", "Patta per ripetizione")]
} else {
    &[]
};

/// Names of loa.
const NAMES_LOA: &[Name] = if cfg!(any(feature = "loa")) {
    &[(
        "simultaneous",
        "Both joined at once",
        "Entrambi riuniti insieme",
    )]
} else {
    &[]
};

/// Names of byte.
const NAMES_BYTE: &[Name] = if cfg!(any(feature = "byte")) {
    &[("size", "Board size", "Dimensioni della scacchiera")]
} else {
    &[]
};

/// Names of porta, quoridor.
const NAMES_PORTA_QUORIDOR: &[Name] = if cfg!(any(feature = "porta", feature = "quoridor")) {
    &[("variant", "Variant", "Variante")]
} else {
    &[]
};

/// Every option's name, grouped by the games that have the option: a
/// bundle of one game keeps only its own (the others' groups are empty).
static NAMES: [&[Name]; 13] = [
    NAMES_PONTE,
    NAMES_PORTA,
    NAMES_CANCELLETTO,
    NAMES_MAGNETON,
    NAMES_CANCELLETTO_BYTE_QUORIDOR,
    NAMES_ALL_BUT_CANCELLETTO,
    NAMES_QUORIDOR,
    NAMES_ARCHIMEDE,
    NAMES_GYGES,
    NAMES_PONTE_LOA_MAGNETON,
    NAMES_LOA,
    NAMES_BYTE,
    NAMES_PORTA_QUORIDOR,
];

/// Option key (empty for any option), choice value, English name, Italian
/// name.
type Choice = (&'static str, &'static str, &'static str, &'static str);

/// Choices of magneton.
const CHOICES_MAGNETON: &[Choice] = if cfg!(any(feature = "magneton")) {
    &[
        ("both_lines", "draw", "A draw", "Patta"),
        ("both_lines", "mover", "The mover wins", "Vince chi muove"),
        ("force", "strong", "Strong", "Forte"),
        ("force", "weak", "Weak", "Debole"),
    ]
} else {
    &[]
};

/// Choices of ponte.
const CHOICES_PONTE: &[Choice] = if cfg!(any(feature = "ponte")) {
    &[
        (
            "bridges",
            "off",
            "Off (Dama Italiana)",
            "No (Dama Italiana)",
        ),
        ("bridges", "on", "On (Ponte)", "Sì (Ponte)"),
        ("ponte_exit_capture_optional", "off", "No", "No"),
        ("ponte_exit_capture_optional", "on", "Yes", "Sì"),
    ]
} else {
    &[]
};

/// Choices of cancelletto.
const CHOICES_CANCELLETTO: &[Choice] = if cfg!(any(feature = "cancelletto")) {
    &[
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
    ]
} else {
    &[]
};

/// Choices of byte.
const CHOICES_BYTE: &[Choice] = if cfg!(any(feature = "byte")) {
    &[
        ("first", "black", "Black", "Nero"),
        ("first", "white", "White", "Bianco"),
    ]
} else {
    &[]
};

/// Choices of quoridor.
const CHOICES_QUORIDOR: &[Choice] = if cfg!(any(feature = "quoridor")) {
    &[
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
    ]
} else {
    &[]
};

/// Choices of archimede.
const CHOICES_ARCHIMEDE: &[Choice] = if cfg!(any(feature = "archimede")) {
    &[
        ("port_win", "immediate", "At once", "Subito"),
        (
            "port_win",
            "turn_start",
            "At the owner's next turn",
            "Al turno seguente",
        ),
    ]
} else {
    &[]
};

/// Choices of gyges.
const CHOICES_GYGES: &[Choice] = if cfg!(any(feature = "gyges")) {
    &[
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
    ]
} else {
    &[]
};

/// Choices of ponte, loa, magneton.
const CHOICES_PONTE_LOA_MAGNETON: &[Choice] = if cfg!(any(
    feature = "ponte",
    feature = "loa",
    feature = "magneton"
)) {
    &[
        ("repetition", "draw", "Yes", "Sì"),
        ("repetition", "off", "No", "No"),
    ]
} else {
    &[]
};

/// Choices of loa.
const CHOICES_LOA: &[Choice] = if cfg!(any(feature = "loa")) {
    &[
        ("simultaneous", "draw", "A draw", "Patta"),
        ("simultaneous", "mover", "The mover wins", "Vince chi muove"),
    ]
} else {
    &[]
};

/// Choices of porta.
const CHOICES_PORTA: &[Choice] = if cfg!(any(feature = "porta")) {
    &[
        ("target", "auto", "By variant", "Secondo la variante"),
        ("variant", "doppia_anta", "Doppia Anta", "Doppia Anta"),
        ("variant", "finestra", "Finestra", "Finestra"),
        ("variant", "porta", "Porta", "Porta"),
    ]
} else {
    &[]
};

/// Choices of porta, ponte, cancelletto, loa, magneton, gyges.
const CHOICES_PORTA_PONTE_CANCELLETTO_LOA_MAGNETON_GYGES: &[Choice] = if cfg!(any(
    feature = "porta",
    feature = "ponte",
    feature = "cancelletto",
    feature = "loa",
    feature = "magneton",
    feature = "gyges"
)) {
    &[("", "off", "No", "No")]
} else {
    &[]
};

/// Choices of porta, ponte, cancelletto.
const CHOICES_PORTA_PONTE_CANCELLETTO: &[Choice] = if cfg!(any(
    feature = "porta",
    feature = "ponte",
    feature = "cancelletto"
)) {
    &[("", "on", "Yes", "Sì")]
} else {
    &[]
};

/// Option key (empty for any option), choice value, English name, Italian
/// name: the words a player reads in the New game form's lists, where the
/// value itself (`doppia_anta`, `end_of_turn`) is notation. Numbers need no
/// name. A key's own entry comes before the shared one.
static CHOICES: [&[Choice]; 12] = [
    CHOICES_MAGNETON,
    CHOICES_PONTE,
    CHOICES_CANCELLETTO,
    CHOICES_BYTE,
    CHOICES_QUORIDOR,
    CHOICES_ARCHIMEDE,
    CHOICES_GYGES,
    CHOICES_PONTE_LOA_MAGNETON,
    CHOICES_LOA,
    CHOICES_PORTA,
    CHOICES_PORTA_PONTE_CANCELLETTO_LOA_MAGNETON_GYGES,
    CHOICES_PORTA_PONTE_CANCELLETTO,
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
