//! What an Italian screen must not show: the games' English words and
//! Italian that does not agree, for `tests/i18n.rs`, which collects the
//! Italian texts of random games, options and refusals and checks each
//! with [`english_in`]; and the options' Italian texts to check.

use tavoliere::games::GAMES;

/// Words of the games' English vocabulary: none may show on an Italian page
/// outside quoted notation (`` `on` ``, `` `e3h` ``), where a player types
/// them. Seat names are capitalised; option values and nouns are not.
const ENGLISH_WORDS: &[&str] = &[
    "White",
    "Black",
    "Orange",
    "Blue",
    "South",
    "North",
    "East",
    "West",
    "white",
    "black",
    "orange",
    "blue",
    "south",
    "north",
    "player",
    "players",
    "man",
    "men",
    "king",
    "kings",
    "pawn",
    "pawns",
    "piece",
    "pieces",
    "wall",
    "walls",
    "ship",
    "ships",
    "stack",
    "stacks",
    "checker",
    "checkers",
    "gate",
    "tile",
    "tiles",
    "board",
    "move",
    "moves",
    "ply",
    "plies",
    "wins",
    "win",
    "draw",
    "turn",
    "on",
    "off",
    "strong",
    "weak",
    "immediate",
    "turn_start",
    "official",
    "fogliaccio",
    "doppia_anta",
    "die",
    "coin",
    "the",
    "and",
    "or",
    "of",
    "to",
];

/// Counted nouns after a 1 that do not agree, and seats without article.
const BAD_GRAMMAR: &[&str] = &[
    " 1 pedine",
    " 1 pezzi",
    " 1 barriere",
    " 1 mosse",
    " 1 semimosse",
    " 1 catturat",
    " 1 navi",
    " 1 punti",
    "catturati",
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

/// The English words and the bad grammar in an Italian text, quoted
/// notation set aside.
pub fn english_in(italian: &str) -> Vec<String> {
    let unquoted: String = italian
        .split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, part)| part)
        .collect::<Vec<_>>()
        .join(" ");
    let mut found: Vec<String> = unquoted
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|word| ENGLISH_WORDS.contains(word))
        .map(str::to_string)
        .collect();
    let spaced = format!(" {italian}");
    found.extend(
        BAD_GRAMMAR
            .iter()
            .filter(|bad| spaced.contains(*bad))
            .map(|bad| bad.trim().to_string()),
    );
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
