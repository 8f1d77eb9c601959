//! The interface's languages and how a browser's or a reader's choice is read.

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
}
