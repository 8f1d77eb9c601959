//! The games' names and home-page lines, for people: the registry's words,
//! one table for every game. The rules know a game by its id alone, so a
//! name or a summary is changed here, beside the other eight.

/// A game's names for people, as menus and the home page list them.
pub(super) struct Names {
    /// The game's id (`Game::ID`).
    pub id: &'static str,
    /// Name in Italian.
    pub name_it: &'static str,
    /// Name in English.
    pub name_en: &'static str,
    /// One line for the home page.
    pub summary: &'static str,
}

/// Every game's names, in the order of the home page.
const NAMES: &[Names] = &[
    Names {
        id: "porta",
        name_it: "Porta",
        name_en: "Porta (Gate)",
        summary: "Place twelve men, then step them to close gates on the edges; variants Doppia Anta and Finestra.",
    },
    Names {
        id: "ponte",
        name_it: "Ponte",
        name_en: "Ponte (Bridge)",
        summary: "Italian draughts where diagonal chains from side to side become untouchable bridges.",
    },
    Names {
        id: "cancelletto",
        name_it: "Cancelletto",
        name_en: "Cancelletto (Little Gate)",
        summary: "Cooperative: bring every pawn home while the board is torn apart tile by tile.",
    },
    Names {
        id: "archimede",
        name_it: "Archimede",
        name_en: "Archimedes",
        summary: "Queen-moving ships sink when three enemies aim at them; reach the enemy port.",
    },
    Names {
        id: "loa",
        name_it: "Lines of Action",
        name_en: "Lines of Action",
        summary: "Move as far as there are pieces on the line; join all your pieces in one group.",
    },
    Names {
        id: "byte",
        name_it: "Byte",
        name_en: "Byte",
        summary: "Merge checkers into stacks of eight on the dark squares; the top checker takes the stack.",
    },
    Names {
        id: "magneton",
        name_it: "Magneton",
        name_en: "Magneton",
        summary: "Every piece you place or move pushes your pieces away and pulls the enemy's in.",
    },
    Names {
        id: "quoridor",
        name_it: "Quoridor",
        name_en: "Quoridor",
        summary: "Race your pawn across the board while walls slow your opponents down.",
    },
    Names {
        id: "gyges",
        name_it: "Gyges",
        name_en: "Gyges",
        summary: "Shared pieces bounce from one to another into your opponent's goal.",
    },
];

/// The names of the game `id`, found while compiling: a game missing from
/// the table stops the build, and only the names of the games a bundle has
/// are in it.
pub(super) const fn names_of(id: &str) -> &'static Names {
    let mut i = 0;
    while i < NAMES.len() {
        if same(NAMES[i].id, id) {
            return &NAMES[i];
        }
        i += 1;
    }
    panic!("a game without names in src/games/names.rs")
}

/// `a == b`, which a `const fn` cannot write with `==`.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}
