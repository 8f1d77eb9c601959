//! The interface in Italian and English.
//!
//! Two kinds of text reach a player. The page's own words (buttons, labels,
//! messages) are typed entries of [`page::T`], so a missing translation is a
//! compile error. The games' words (seat names, end reasons, notes, refusals,
//! option help) stay English in the engines, which the command line speaks,
//! and are translated here from their English text at the point the page
//! shows them, by a table of templates ([`games::TEMPLATES`]) whose `{}`
//! holes stand for numbers, cells, names and nested phrases.

pub mod games;
pub mod options;
pub mod page;

use std::borrow::Cow;

pub use page::T;

/// A language of the interface.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    /// English: the engines' own language and everyone's fallback.
    #[default]
    En,
    /// Italian: the language of the rule books the games come from.
    It,
}

impl Lang {
    /// Both languages, in the order the switch shows them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::It];

    /// The BCP 47 code, for `lang` attributes, storage and rules pages.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    /// The language's name in itself, for the switch.
    pub const fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
        }
    }

    /// Reads one language tag (`it`, `it-IT`, `IT_ch`, `en-GB`): Italian
    /// for Italian, English for any other tag, `None` for no tag at all.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        if primary.is_empty() {
            None
        } else if primary.eq_ignore_ascii_case("it") {
            Some(Lang::It)
        } else {
            Some(Lang::En)
        }
    }

    /// The language for a browser's preferred tags (`navigator.languages`,
    /// best first): the first tag decides, as it is the reader's first
    /// choice; with no tags, English.
    pub fn from_tags<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// Reads a stored choice (`en` or `it` exactly); anything else is no choice.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// A page text in this language.
    pub fn t(self, text: T) -> &'static str {
        text.get(self)
    }

    /// A page text with its `{}` holes filled in order.
    pub fn f(self, text: T, args: &[&str]) -> String {
        fill(text.get(self), args)
    }

    /// A game's English text (seat name, end reason, note, refusal, option
    /// help, error) in this language. English passes through; Italian is
    /// looked up in the template table, and what the table does not know
    /// stays English rather than vanishing.
    pub fn game<'a>(self, english: &'a str) -> Cow<'a, str> {
        match self {
            Lang::En => Cow::Borrowed(english),
            Lang::It => match games::translate(english) {
                Ok(text) | Err(games::Untranslated { text, .. }) => Cow::Owned(text),
            },
        }
    }
}

/// Fills the holes of a template: `{}` takes the next argument, `{0}` to
/// `{9}` a given one (Italian often names things in another order).
/// Missing arguments leave the hole empty.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut next = 0;
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}');
        let index = match close {
            Some(0) => {
                next += 1;
                Some(next - 1)
            }
            Some(1) => after[..1].parse::<usize>().ok(),
            _ => None,
        };
        match (index, close) {
            (Some(i), Some(c)) => {
                out.push_str(args.get(i).copied().unwrap_or(""));
                rest = &after[c + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn italian_tags_choose_italian_and_every_other_tag_english() {
        assert_eq!(Lang::from_tags(["it-IT", "en"]), Lang::It);
        assert_eq!(Lang::from_tags(["IT_ch"]), Lang::It);
        assert_eq!(Lang::from_tags(["it"]), Lang::It);
        assert_eq!(Lang::from_tags(["en-GB", "it"]), Lang::En);
        assert_eq!(Lang::from_tags(["fr", "it"]), Lang::En);
        assert_eq!(Lang::from_tags(["", " ", "it-IT"]), Lang::It);
        assert_eq!(Lang::from_tags([]), Lang::En);
    }

    #[test]
    fn stored_codes_are_read_exactly() {
        assert_eq!(Lang::from_code("it"), Some(Lang::It));
        assert_eq!(Lang::from_code("en"), Some(Lang::En));
        assert_eq!(Lang::from_code("it-IT"), None);
        assert_eq!(Lang::from_code(""), None);
    }

    #[test]
    fn holes_fill_in_order_or_by_index() {
        assert_eq!(fill("{} to move", &["Black"]), "Black to move");
        assert_eq!(fill("{1} di {0}", &["a", "b"]), "b di a");
        assert_eq!(fill("{} and {}", &["x"]), "x and ");
        assert_eq!(fill("a {brace} {", &[]), "a {brace} {");
    }

    #[test]
    fn english_passes_through_and_italian_is_translated() {
        assert_eq!(Lang::En.game("Black"), "Black");
        assert_eq!(Lang::It.game("Black"), "Nero");
        assert_eq!(Lang::It.game("c3-f6"), "c3-f6");
    }
}
