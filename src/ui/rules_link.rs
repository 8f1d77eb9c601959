//! Where a game's rules page is, in the reader's language.
//!
//! The rules are static pages in `rules/` (shipped from `www/rules`), one per
//! game and language, so they load without the wasm. The site links each game
//! to the page in Italian when the browser prefers Italian, and in English
//! otherwise, because those are the two languages the pages are written in.

/// The relative URL of the rules page of game `id` for a reader whose
/// browser language is `language` (a BCP 47 tag such as `it-IT` or `en`).
/// Relative, so the link works wherever the site is hosted.
pub fn rules_page(id: &str, language: &str) -> String {
    format!("rules/{id}.{}.html", rules_language(language))
}

/// `it` for any Italian tag (`it`, `it-IT`, `it-CH`), `en` for the rest.
pub fn rules_language(language: &str) -> &'static str {
    let primary = language.split(['-', '_']).next().unwrap_or("");
    if primary.eq_ignore_ascii_case("it") {
        "it"
    } else {
        "en"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn italian_readers_get_the_italian_page_and_everyone_else_english() {
        assert_eq!(rules_page("gyges", "it-IT"), "rules/gyges.it.html");
        assert_eq!(rules_page("loa", "it"), "rules/loa.it.html");
        assert_eq!(rules_page("loa", "IT_ch"), "rules/loa.it.html");
        assert_eq!(rules_page("loa", "en-GB"), "rules/loa.en.html");
        assert_eq!(rules_page("loa", "fr"), "rules/loa.en.html");
        assert_eq!(rules_page("loa", ""), "rules/loa.en.html");
    }
}
