//! The page's own words, in both languages: a typed list, so every text
//! the web layer shows has both, checked by the compiler.

use super::Lang;

macro_rules! texts {
    ($($(#[$doc:meta])* $name:ident => $en:expr, $it:expr;)*) => {
        /// A text of the page's own (buttons, labels, messages); `{}` holes
        /// are filled with `Lang::f`.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum T {
            $($(#[$doc])* #[allow(missing_docs)] $name,)*
        }

        impl T {
            /// Every text, for tests.
            pub const ALL: &'static [T] = &[$(T::$name),*];

            /// The text in a language.
            pub const fn get(self, lang: Lang) -> &'static str {
                match (self, lang) {
                    $((T::$name, Lang::En) => $en, (T::$name, Lang::It) => $it,)*
                }
            }
        }
    };
}

texts! {
    Tagline => "abstract board games", "giochi astratti da tavolo";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_has_both_languages_with_the_same_holes() {
        for text in T::ALL {
            let (en, it) = (text.get(Lang::En), text.get(Lang::It));
            assert!(!en.is_empty() && !it.is_empty(), "{text:?}");
            assert_eq!(
                en.matches("{}").count(),
                it.matches("{}").count(),
                "{text:?}"
            );
        }
    }
}
