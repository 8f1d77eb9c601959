//! The games' English texts in Italian, by a table of templates
//! (`templates`: shared ones and each game's own).
//!
//! An entry pairs an English text with its Italian. `{}` in the English is a
//! hole that matches any non-empty text; what it matched is translated in
//! turn (a seat name, a nested phrase) or kept when it is language-neutral
//! (numbers, cells, notation), then put into the Italian's holes, in order
//! (`{}`) or by index (`{0}`, `{1}`) where Italian orders them otherwise.
//! Seat names follow the Italian rule books: Bianco, Nero, Sud, Nord,
//! Arancione, Blu.

use std::sync::OnceLock;

use std::borrow::Cow;

use super::fill::fill;
#[cfg(test)]
use super::fill::holes;
use super::lang::Lang;
use super::templates::SECTIONS;

/// A text the table could not fully translate: the best attempt, with the
/// English pieces left in it, for tests that demand a complete table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Untranslated {
    /// The translation with the unknown pieces left in English.
    pub text: String,
    /// The English pieces no template matched.
    pub missing: Vec<String>,
}

/// Translates a game's English text into Italian, completely or not at all
/// (the error still carries the best attempt), with every template this
/// build holds.
pub fn translate(english: &str) -> Result<String, Untranslated> {
    static ALL: OnceLock<Templates> = OnceLock::new();
    ALL.get_or_init(|| Templates::of(|_| true))
        .translate(english)
}

/// The texts already tried in one translation, with their result: a list
/// searched in turn (a translation tries a few dozen), because a hash map's
/// code would weigh more in the browser's bundles than it saves.
type Memo<'a> = Vec<(&'a str, Option<String>)>;

/// Nesting deeper than this is not a sentence any game writes (a list of
/// every stack on a 10x10 Byte board nests one level per stack).
const MAX_DEPTH: usize = 64;
/// Ways to split one text by one template worth trying.
const MAX_SPLITS: usize = 24;

/// Templates sorted most specific (most literal text) first, so a generic
/// joint such as `{}: {}` is tried only after every sentence that fits.
pub struct Templates {
    sorted: Vec<(usize, &'static str, &'static str)>,
}

impl Templates {
    /// The shared templates and the sections of the games `wanted` accepts
    /// (by id): what a bundle holding only those games translates with.
    pub fn of(wanted: impl Fn(&str) -> bool) -> Templates {
        let mut sorted: Vec<_> = SECTIONS
            .iter()
            .filter(|section| section.game.is_none_or(&wanted))
            .flat_map(|section| section.templates)
            .map(|(en, it)| (en.len() - 2 * en.matches("{}").count(), *en, *it))
            .collect();
        // A stable insertion sort, most specific first: equally specific
        // templates keep the table's order. Done once, on a few hundred
        // entries; the standard library's stable sort would add kilobytes
        // of code to the browser's bundle.
        for i in 1..sorted.len() {
            let mut j = i;
            while j > 0 && sorted[j - 1].0 < sorted[j].0 {
                sorted.swap(j - 1, j);
                j -= 1;
            }
        }
        Templates { sorted }
    }

    /// Translates a game's English text into Italian with these templates,
    /// completely or not at all (the error still carries the best attempt).
    pub fn translate(&self, english: &str) -> Result<String, Untranslated> {
        let mut memo = Memo::new();
        if let Some(text) = self.complete(english, &mut memo, 0) {
            return Ok(text);
        }
        let mut missing = Vec::new();
        let text = self.partial(english, &mut missing, 0);
        Err(Untranslated { text, missing })
    }

    /// The complete translation, if there is one: the first template (most
    /// specific first) and split whose holes all translate. Memoised per text,
    /// so the search stays small even for texts that fail.
    fn complete<'a>(&self, english: &'a str, memo: &mut Memo<'a>, depth: usize) -> Option<String> {
        if is_neutral(english) {
            return Some(english.to_string());
        }
        if depth > MAX_DEPTH {
            return None;
        }
        if let Some((_, known)) = memo.iter().find(|(text, _)| *text == english) {
            return known.clone();
        }
        let mut found = None;
        'templates: for (_, en, it) in &self.sorted {
            for holes in splits(en, english) {
                let verbatim = quoted_holes(en);
                let filled: Option<Vec<String>> = holes
                    .iter()
                    .zip(&verbatim)
                    .map(|(h, quoted)| match quoted {
                        true => Some(h.to_string()),
                        false => self.complete(h, memo, depth + 1),
                    })
                    .collect();
                if let Some(filled) = filled {
                    let refs: Vec<&str> = filled.iter().map(String::as_str).collect();
                    found = Some(fill(it, &refs));
                    break 'templates;
                }
            }
        }
        memo.push((english, found.clone()));
        found
    }

    /// The best attempt at a text that has no complete translation: the most
    /// specific template that fits, with its holes attempted in turn; the
    /// pieces nothing fits are listed in `missing`.
    fn partial(&self, english: &str, missing: &mut Vec<String>, depth: usize) -> String {
        if is_neutral(english) {
            return english.to_string();
        }
        let fitting = (depth <= MAX_DEPTH)
            .then(|| {
                self.sorted.iter().find_map(|(_, en, it)| {
                    Some((*en, *it, splits(en, english).into_iter().next()?))
                })
            })
            .flatten();
        match fitting {
            Some((en, it, holes)) => {
                let filled: Vec<String> = holes
                    .iter()
                    .zip(quoted_holes(en))
                    .map(|(h, quoted)| match quoted {
                        true => h.to_string(),
                        false => self.partial(h, missing, depth + 1),
                    })
                    .collect();
                let refs: Vec<&str> = filled.iter().map(String::as_str).collect();
                fill(it, &refs)
            }
            None => {
                missing.push(english.to_string());
                english.to_string()
            }
        }
    }
}

/// For each hole of a template, whether it is quoted (`` `{}` ``): quoted
/// text is what the player typed or the game's notation and position text,
/// kept as it is.
fn quoted_holes(template: &str) -> Vec<bool> {
    let parts: Vec<&str> = template.split("{}").collect();
    parts
        .windows(2)
        .map(|pair| pair[0].ends_with('`') && pair[1].starts_with('`'))
        .collect()
}

/// Every way `text` fits `template`, as the holes' texts. Holes are
/// non-empty, except quoted ones: a player may paste an empty value (a
/// doubled comma), and the error quotes it as two backticks.
fn splits<'a>(template: &str, text: &'a str) -> Vec<Vec<&'a str>> {
    let parts: Vec<&str> = template.split("{}").collect();
    let mut found = Vec::new();
    if parts.len() == 1 {
        if template == text {
            found.push(Vec::new());
        }
        return found;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if text.len() < first.len() + last.len() || !text.starts_with(first) || !text.ends_with(last) {
        return found;
    }
    let body = &text[first.len()..text.len() - last.len()];
    let quoted = quoted_holes(template);
    let mut holes = Vec::new();
    split_rest(
        body,
        &parts[1..parts.len() - 1],
        &quoted,
        &mut holes,
        &mut found,
    );
    found
}

/// Matches `body` against holes separated by `middles`, collecting splits;
/// `quoted` says, hole by hole, which may be empty.
fn split_rest<'a>(
    body: &'a str,
    middles: &[&str],
    quoted: &[bool],
    holes: &mut Vec<&'a str>,
    found: &mut Vec<Vec<&'a str>>,
) {
    if found.len() >= MAX_SPLITS {
        return;
    }
    let may_be_empty = quoted.first().copied().unwrap_or(false);
    let Some((middle, rest)) = middles.split_first() else {
        if may_be_empty || !body.is_empty() {
            holes.push(body);
            found.push(holes.clone());
            holes.pop();
        }
        return;
    };
    let later = quoted.get(1..).unwrap_or(&[]);
    let mut from = char_boundary(body, usize::from(!may_be_empty));
    while from <= body.len() {
        let Some(at) = body[from..].find(middle) else {
            break;
        };
        let at = from + at;
        holes.push(&body[..at]);
        split_rest(&body[at + middle.len()..], rest, later, holes, found);
        holes.pop();
        from = char_boundary(body, at + 1);
    }
}

/// The first char boundary of `text` at or after `at` (past the end when
/// `at` is).
fn char_boundary(text: &str, mut at: usize) -> usize {
    while at < text.len() && !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// Whether a text reads the same in both languages: numbers, cells,
/// notation and punctuation, with no English word in it.
pub fn is_neutral(text: &str) -> bool {
    let quoted = text.len() >= 2
        && text.starts_with('`')
        && text.ends_with('`')
        && !text[1..text.len() - 1].contains('`');
    quoted
        || text.split(|c: char| !c.is_alphanumeric()).all(|word| {
            word.chars().count() <= 1
                || word.chars().any(|c| c.is_ascii_digit())
                || NOTATION_WORDS.contains(&word)
        })
}

/// Words of the games' notation, which is the same in every language.
const NOTATION_WORDS: [&str; 2] = ["pass", "end"];

impl Lang {
    /// A game's English text (seat name, end reason, note, refusal, option
    /// help, error) in this language. English passes through; Italian is
    /// looked up in the template table, and what the table does not know
    /// stays English rather than vanishing.
    pub fn game<'a>(self, english: &'a str) -> Cow<'a, str> {
        match self {
            Lang::En => Cow::Borrowed(english),
            Lang::It => match translate(english) {
                Ok(text) | Err(Untranslated { text, .. }) => Cow::Owned(text),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fails unless each English text of `pairs` translates to its Italian.
    fn assert_translations(pairs: &[(&str, &str)]) {
        for (en, it) in pairs {
            assert_eq!(translate(en).unwrap(), *it, "{en}");
        }
    }

    #[test]
    fn holes_are_translated_in_turn() {
        assert_translations(&[
            ("Black wins", "Vince il Nero"),
            (
                "Black wins: the ply limit was reached",
                "Vince il Nero: è stato raggiunto il limite di semimosse",
            ),
        ]);
    }

    #[test]
    fn the_board_read_out_translates() {
        assert_translations(&[
            (
                "Stacks, bottom to top: a3 Player 3; d4 Black, White",
                "Pile, dal basso in alto: a3 Giocatore 3; d4 Nero, Bianco",
            ),
            ("White kings: b1 (1)", "Dame del Bianco: b1 (1)"),
            ("Black: a1, c2 (2)", "Nero: a1, c2 (2)"),
        ]);
    }

    #[test]
    fn neutral_text_needs_no_entry() {
        assert!(is_neutral("c3-f6"));
        assert!(is_neutral("3-2"));
        assert!(is_neutral("e3h, d4v"));
        assert!(is_neutral("`pass`"));
        assert!(!is_neutral("Black"));
        assert_eq!(translate("a1-b1>a2").unwrap(), "a1-b1>a2");
    }

    #[test]
    fn a_nested_sentence_keeps_its_prefix_in_front() {
        assert_translations(&[("start position: Black's score must be a whole number up to 40, not `x`", "posizione iniziale: il punteggio del Nero dev'essere un numero intero fino a 40, non `x`"), ("start position: the player to move must be `S` or `N`, not `s`", "posizione iniziale: il giocatore al tratto dev'essere `S` o `N`, non `s`"), ("White wins: White's ship held Black's port a1 until White's turn", "Vince il Bianco: la nave del Bianco ha tenuto il porto a1 del Nero fino al turno del Bianco"), ]);
    }

    #[test]
    fn quoted_holes_keep_what_was_typed_even_empty_or_accented() {
        assert_translations(&[
            (
                "`` is not a wall like `e3h`",
                "`` non è una barriera come `e3h`",
            ),
            (
                "`è` is not a wall like `e3h`",
                "`è` non è una barriera come `e3h`",
            ),
        ]);
        assert!(
            translate("Black wins: ").is_err(),
            "unquoted holes are never empty"
        );
    }

    #[test]
    fn unknown_english_is_reported_and_kept() {
        let error = translate("Nobody dances: a1").unwrap_err();
        assert_eq!(error.missing, ["Nobody dances"]);
        assert_eq!(error.text, "Nobody dances: a1");
    }

    #[test]
    fn every_template_has_the_same_holes_in_both_languages() {
        for (en, it) in SECTIONS.iter().flat_map(|s| s.templates) {
            assert_eq!(holes(en), holes(it), "{en} / {it}");
            assert!(!it.is_empty());
        }
    }

    #[test]
    fn no_english_text_is_listed_twice() {
        let mut seen = std::collections::HashSet::new();
        for (en, _) in SECTIONS.iter().flat_map(|s| s.templates) {
            assert!(seen.insert(*en), "{en} is listed twice");
        }
    }
}
