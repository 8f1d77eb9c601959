//! What an Italian screen must not show: the games' English words and
//! Italian that does not agree, for `tests/i18n.rs`, which collects the
//! Italian texts of random games, options and refusals and checks each
//! with [`english_in`]; and the options' Italian texts to check.

use std::collections::BTreeSet;

use tavoliere::games::GAMES;

/// Words every English text of the games holds that an Italian text may
/// hold too: Italian words spelt the same, the games' and places' names,
/// and words Italian borrows. Any other word of the English vocabulary
/// ([`vocabulary`]) on an Italian screen is English left untranslated.
const ITALIAN_TOO: &[&str] = &[
    // Italian words that English texts hold as well.
    "a",
    "e",
    "in",
    "no",
    "di",
    "da",
    "per",
    "come",
    "non",
    "solo",
    "o",
    "ne",
    // Keys, named as Italian keyboards print them.
    "Alt",
    "Ctrl",
    // Names: the games, their formations and variants, the rule sheets.
    "Porta",
    "Porte",
    "Doppia",
    "Anta",
    "Finestra",
    "Ponte",
    "Cancelletto",
    "Archimede",
    "Byte",
    "Magneton",
    "Quoridor",
    "Gyges",
    "Dama",
    "Italiana",
    "Fogliaccio",
    "Steere",
    "Cosmoludo",
    "cosmoludo",
    // Words Italian borrows, and the Go players' ko.
    "browser",
    "computer",
    "link",
    "Link",
    "offline",
    "online",
    "ko",
    "superko",
    "Auto",
    "auto",
    "file",
    "blog",
    "canvas",
    "Home",
    "Tab",
    "SVG",
    "Web",
    "Worker",
    "standard",
    "min",
    // Italian words in the English texts' names: "Dama Italiana", the
    // site's name, "all'" split at its apostrophe.
    "dama",
    "italiana",
    "tavoliere",
    "Tavoliere",
    "porta",
    "No",
    "all",
    // Sources the options name.
    "Abstract",
    "Play",
    "Boardspace",
];

/// Words of the games' English vocabulary that must never show on an
/// Italian page even when no English text the test collects holds them.
const ENGLISH_WORDS: &[&str] = &["the", "and", "or", "of", "to", "is", "on", "off"];

/// The English vocabulary of the games: every word of `english` (the texts
/// the page would show in English, the options' keys, values and help),
/// as written and in lower case, less the words Italian spells the same
/// ([`ITALIAN_TOO`]). Words with a digit are cells or notation.
pub fn vocabulary<'a>(english: impl IntoIterator<Item = &'a str>) -> BTreeSet<String> {
    let mut words: BTreeSet<String> = ENGLISH_WORDS.iter().map(|w| w.to_string()).collect();
    for text in english {
        for word in words_of(&unquoted(text)) {
            if word.chars().any(|c| c.is_ascii_digit()) || word.chars().count() < 2 {
                continue;
            }
            words.insert(word.to_string());
            words.insert(word.to_lowercase());
        }
    }
    for word in ITALIAN_TOO {
        words.remove(*word);
    }
    words
}

/// `text` without its quoted notation (`` `on` ``, `` `e3h` ``), which a
/// player types as it is.
fn unquoted(text: &str) -> String {
    text.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, part)| part)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words of `text`: letters, digits and `_` (option values).
fn words_of(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
}

/// Counted nouns after a 1 that do not agree, and seats without article.
const BAD_GRAMMAR: &[&str] = &[
    " 1 pedine",
    " 1 pezzi",
    " 1 barriere",
    " 1 mosse",
    " 1 semimosse",
    " 1 catturate",
    " 1 catturati",
    " 1 affondate",
    " 1 persi",
    " 1 navi",
    " 1 punti",
    "Tocca a Bianco",
    "Tocca a Nero",
    "Tocca a Arancione",
    "Tocca a Blu",
    "Vince Bianco",
    "Vince Nero",
    "Vince Arancione",
    "Vince Blu",
    "gioca Bianco",
    "gioca Nero",
    "tocca a Bianco",
    "tocca a Nero",
];

/// The English words (of `vocabulary`) and the bad grammar in an Italian
/// text, quoted notation and the name "Lines of Action" (the seed keeps it
/// English) set aside.
pub fn english_in(italian: &str, vocabulary: &BTreeSet<String>) -> Vec<String> {
    let unquoted = unquoted(italian).replace("Lines of Action", "");
    let mut found: Vec<String> = words_of(&unquoted)
        .filter(|word| vocabulary.contains(*word))
        .map(str::to_string)
        .collect();
    let spaced = format!(" {italian}");
    found.extend(
        BAD_GRAMMAR
            .iter()
            .filter(|bad| spaced.contains(*bad))
            .map(|bad| bad.trim().to_string()),
    );
    found.extend(disagreements(&unquoted));
    found
}

/// What the page shows of every option in Italian: names, every offered
/// value's label and the description, and the engine's help translated.
pub fn italian_option_texts() -> Vec<String> {
    use tavoliere::ui::i18n::option_form::offered_values;
    use tavoliere::ui::i18n::option_help::option_description;
    use tavoliere::ui::i18n::options::{choice_label, option_name};
    use tavoliere::ui::i18n::Lang;
    let mut texts = Vec::new();
    for info in GAMES {
        for spec in (info.engine.options)() {
            texts.push(option_name(Lang::It, spec.key).to_string());
            texts.push(option_description(Lang::It, spec.key).to_string());
            texts.push(Lang::It.game(spec.help).into_owned());
            for value in offered_values(spec) {
                texts.push(choice_label(Lang::It, spec.key, &value));
            }
        }
    }
    texts
}

/// The games' nouns: singular, plural and gender (`m`, `f`).
const NOUNS: &[(&str, &str, char)] = &[
    ("pedina", "pedine", 'f'),
    ("pedone", "pedoni", 'm'),
    ("pezzo", "pezzi", 'm'),
    ("dama", "dame", 'f'),
    ("nave", "navi", 'f'),
    ("barriera", "barriere", 'f'),
    ("pila", "pile", 'f'),
    ("tessera", "tessere", 'f'),
    ("casella", "caselle", 'f'),
    ("mossa", "mosse", 'f'),
    ("semimossa", "semimosse", 'f'),
    ("partita", "partite", 'f'),
    ("porta", "porte", 'f'),
    ("finestra", "finestre", 'f'),
    ("ponte", "ponti", 'm'),
    ("cancelletto", "cancelletti", 'm'),
    ("spostamento", "spostamenti", 'm'),
    ("riposizionamento", "riposizionamenti", 'm'),
    ("attraversamento", "attraversamenti", 'm'),
    ("rimbalzo", "rimbalzi", 'm'),
    ("salto", "salti", 'm'),
    ("passo", "passi", 'm'),
    ("punto", "punti", 'm'),
    ("punteggio", "punteggi", 'm'),
    ("porto", "porti", 'm'),
    ("meta", "mete", 'f'),
    ("riga", "righe", 'f'),
    ("traversa", "traverse", 'f'),
    ("colonna", "colonne", 'f'),
    ("fila", "file", 'f'),
    ("lato", "lati", 'm'),
    ("bordo", "bordi", 'm'),
    ("sponda", "sponde", 'f'),
    ("catena", "catene", 'f'),
    ("formazione", "formazioni", 'f'),
    ("chiusura", "chiusure", 'f'),
    ("presa", "prese", 'f'),
    ("canalino", "canalini", 'm'),
    ("muro", "muri", 'm'),
    ("tabellone", "tabelloni", 'm'),
    ("tavoliere", "tavolieri", 'm'),
    ("scacchiera", "scacchiere", 'f'),
    ("damiera", "damiere", 'f'),
    ("dado", "dadi", 'm'),
    ("moneta", "monete", 'f'),
    ("marcatore", "marcatori", 'm'),
    ("gruppo", "gruppi", 'm'),
    ("turno", "turni", 'm'),
    ("giocatore", "giocatori", 'm'),
    ("ricostruzione", "ricostruzioni", 'f'),
    ("rimozione", "rimozioni", 'f'),
    ("posizione", "posizioni", 'f'),
    ("distribuzione", "distribuzioni", 'f'),
    ("cammino", "cammini", 'm'),
    ("valore", "valori", 'm'),
    ("colore", "colori", 'm'),
];

/// Articles and determiners by gender and number (`s`, `p`).
const DETERMINERS: &[(&str, char, char)] = &[
    ("il", 'm', 's'),
    ("lo", 'm', 's'),
    ("un", 'm', 's'),
    ("uno", 'm', 's'),
    ("nessun", 'm', 's'),
    ("nessuno", 'm', 's'),
    ("del", 'm', 's'),
    ("dello", 'm', 's'),
    ("al", 'm', 's'),
    ("allo", 'm', 's'),
    ("dal", 'm', 's'),
    ("nel", 'm', 's'),
    ("sul", 'm', 's'),
    ("quel", 'm', 's'),
    ("quello", 'm', 's'),
    ("questo", 'm', 's'),
    ("suo", 'm', 's'),
    ("tuo", 'm', 's'),
    ("altro", 'm', 's'),
    ("la", 'f', 's'),
    ("una", 'f', 's'),
    ("nessuna", 'f', 's'),
    ("della", 'f', 's'),
    ("alla", 'f', 's'),
    ("dalla", 'f', 's'),
    ("nella", 'f', 's'),
    ("sulla", 'f', 's'),
    ("quella", 'f', 's'),
    ("questa", 'f', 's'),
    ("sua", 'f', 's'),
    ("tua", 'f', 's'),
    ("altra", 'f', 's'),
    ("i", 'm', 'p'),
    ("gli", 'm', 'p'),
    ("dei", 'm', 'p'),
    ("degli", 'm', 'p'),
    ("ai", 'm', 'p'),
    ("agli", 'm', 'p'),
    ("dai", 'm', 'p'),
    ("nei", 'm', 'p'),
    ("sui", 'm', 'p'),
    ("quei", 'm', 'p'),
    ("questi", 'm', 'p'),
    ("suoi", 'm', 'p'),
    ("tuoi", 'm', 'p'),
    ("altri", 'm', 'p'),
    ("le", 'f', 'p'),
    ("delle", 'f', 'p'),
    ("alle", 'f', 'p'),
    ("dalle", 'f', 'p'),
    ("nelle", 'f', 'p'),
    ("sulle", 'f', 'p'),
    ("quelle", 'f', 'p'),
    ("queste", 'f', 'p'),
    ("sue", 'f', 'p'),
    ("tue", 'f', 'p'),
    ("altre", 'f', 'p'),
];

/// Participles and adjectives said of the games' things, by stem: `-o`,
/// `-a`, `-i`, `-e` agree with the noun before them.
const AGREEING: &[&str] = &[
    "spostat",
    "chius",
    "apert",
    "vuot",
    "occupat",
    "murat",
    "affondat",
    "ricostruit",
    "catturat",
    "ritirat",
    "bloccat",
    "posat",
    "spezzat",
    "vint",
    "tolt",
    "pres",
    "mess",
    "colorat",
    "isolat",
];

/// The gender and number of a noun of [`NOUNS`], in any case.
fn noun(word: &str) -> Option<(char, char)> {
    let word = word.to_lowercase();
    // "file" is also the computer's file, masculine, which Italian borrows.
    if word == "file" {
        return None;
    }
    NOUNS.iter().find_map(|&(one, many, gender)| {
        (word == one)
            .then_some((gender, 's'))
            .or((word == many).then_some((gender, 'p')))
    })
}

/// The gender and number an agreeing word shows by its ending.
fn agreeing(word: &str) -> Option<(char, char)> {
    let stem = AGREEING
        .iter()
        .find(|s| word.len() == s.len() + 1 && word.starts_with(*s))?;
    match &word[stem.len()..] {
        "o" => Some(('m', 's')),
        "a" => Some(('f', 's')),
        "i" => Some(('m', 'p')),
        "e" => Some(('f', 'p')),
        _ => None,
    }
}

/// The pairs of words that do not agree: a determiner before a noun of
/// another gender or number ("una spostamento"), a participle after one
/// ("pedine catturati").
pub fn disagreements(italian: &str) -> Vec<String> {
    let mut found = Vec::new();
    // Within a clause: "su un bordo, chiusa da 2" speaks of the Doppia Anta.
    for clause in italian.split([',', ';', ':', '.', '(', ')']) {
        let words: Vec<&str> = words_of(clause).collect();
        found.extend(clause_disagreements(&words));
    }
    found
}

/// A colour seat ("Bianco", "Arancione") right after a noun lacks its
/// preposition: "Pedoni Bianco" for "Pezzi del Bianco".
const COLOUR_SEATS: [&str; 4] = ["Bianco", "Nero", "Arancione", "Blu"];

/// [`disagreements`] in one clause's words.
fn clause_disagreements(words: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for pair in words.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if COLOUR_SEATS.contains(&b) && noun(a).is_some() {
            found.push(format!("{a} {b}"));
        }
        let Some(form) = noun(b) else {
            if let (Some(form), Some(shown)) = (noun(a), agreeing(b)) {
                if form != shown {
                    found.push(format!("{a} {b}"));
                }
            }
            continue;
        };
        let determiner = a.to_lowercase();
        if let Some(&(_, gender, number)) = DETERMINERS.iter().find(|(d, _, _)| *d == determiner) {
            if (gender, number) != form {
                found.push(format!("{a} {b}"));
            }
        }
    }
    found
}
