//! Setting up a board by hand: the palette and the numbers of the board
//! editor, which the rules' `Edit` trait (in `game`) hands the page.
//!
//! A person places pieces one click at a time, so the board passes through
//! arrangements no game reaches (no pieces yet, a stack half built). The
//! editor keeps such an arrangement in the game's own position type with no
//! check made (only its fields set, no judgement), draws it with the game's
//! own view, and turns it into a game only through `Game::from_text`, the one
//! set-up check the engine, the records and the links use too (DESIGN.md,
//! "a set-up is the rules' business", as shakmaty's `Setup`). So an
//! arrangement is never played: `Edit::checked` hands back the position the
//! rules accept, or the rule the arrangement breaks.
//!
//! How a page drives it (through `any_edit::AnyEdit`, which erases the game's
//! type): show `palette()` as buttons and `counters()` as number fields;
//! a click on a board target (one of `edit_targets()`, hit-tested as the
//! play page hit-tests moves' targets) calls `put(target, palette index)`;
//! buttons call `set_to_move`, `clear`, `flip` and the start position
//! (`Game::new`); each change redraws the arrangement and asks `checked()`
//! for the verdict; "Play from here" plays the accepted position.

/// Something a person can put on the board from the editor's palette.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Piece {
    /// A stable name for the page and its tests (`black-man`): labels are
    /// translated, ids are not.
    pub id: &'static str,
    /// The button's text in English, translated for the page through the
    /// templates (`ui::i18n`), like every game text.
    pub label: &'static str,
}

/// A number a position holds beside its board, set in a field of the
/// editor: Quoridor's walls in hand, Porta's men in hand and points, Byte's
/// stacks won. Only the number's range is the field's business; whether the
/// value fits the board is the set-up check's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Counter {
    /// A stable name for the page (`walls-south`).
    pub id: &'static str,
    /// The field's label in English, translated like a palette label.
    pub label: &'static str,
    /// The value in the arrangement.
    pub value: u32,
    /// The largest value the position text can hold.
    pub max: u32,
}

impl Piece {
    /// A palette entry, so that a palette reads one line a piece.
    pub const fn new(id: &'static str, label: &'static str) -> Piece {
        Piece { id, label }
    }
}

/// The palette entry that empties a place, shared by the games.
pub const EMPTY: Piece = Piece {
    id: "empty",
    label: "Empty",
};

/// A palette of a piece of each colour, then the eraser, from each
/// piece's id and label: what the 8x8 games of two colours offer.
pub const fn colours(
    first: (&'static str, &'static str),
    second: (&'static str, &'static str),
) -> [Piece; 3] {
    [
        Piece::new(first.0, first.1),
        Piece::new(second.0, second.1),
        EMPTY,
    ]
}

/// Flips a pair held per seat, for `Edit::flip`.
pub fn swapped<T: Copy>(pair: [T; 2]) -> [T; 2] {
    [pair[1], pair[0]]
}
