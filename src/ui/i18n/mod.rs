//! The interface in Italian and English.
//!
//! Two kinds of text reach a player. The page's own words (buttons, labels,
//! messages) are typed entries of [`page::T`], so a missing translation is a
//! compile error. The games' words (seat names, end reasons, notes, refusals,
//! option help) stay English in the engines, which the command line speaks,
//! and are translated here from their English text at the point the page
//! shows them, by a table of templates ([`games::Templates`]) whose `{}`
//! holes stand for numbers, cells, names and nested phrases.

/// `entries` in a build with any of `games`, else none: a bundle of one game
/// keeps only the words of its own options (names, choices, descriptions).
/// Defined before the modules so that each of them sees it.
macro_rules! kept_for {
    ($($game:literal),+ => $entries:expr) => {
        if cfg!(any($(feature = $game),+)) {
            $entries
        } else {
            &[]
        }
    };
}

mod edit_templates;
mod fill;
pub mod games;
mod grammar;
mod lang;
pub mod option_form;
pub mod option_help;
pub mod options;
pub mod page;
mod templates;

pub use fill::{capitalised, fill, holes};
pub use lang::Lang;
pub use page::T;

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
        assert_eq!(fill("{Il} muove", &["Nero"]), "Il Nero muove");
        assert_eq!(fill("{Il} muove", &["Sud"]), "Sud muove");
        assert_eq!(fill("tocca {al}", &["Arancione"]), "tocca all'Arancione");
        assert_eq!(
            fill("{Il} muove", &["posizione iniziale: Nero"]),
            "posizione iniziale: il Nero muove"
        );
        assert_eq!(
            fill("{#pedina} e {#pezzo}", &["1", "2"]),
            "1 pedina e 2 pezzi"
        );
        assert_eq!(
            fill("Vince {il}: {}", &["Bianco", "Il Nero non può muovere"]),
            "Vince il Bianco: il Nero non può muovere"
        );
    }

    #[test]
    fn english_passes_through_and_italian_is_translated() {
        assert_eq!(Lang::En.game("Black"), "Black");
        assert_eq!(Lang::It.game("Black"), "Nero");
        assert_eq!(Lang::It.game("c3-f6"), "c3-f6");
    }
}
