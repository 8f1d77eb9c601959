//! What an annotated record says beside its moves: headers, comments, move
//! glyphs, shapes and variations (issue 42). Kept parsed, so the page can
//! show and edit them without reading text again.

use std::fmt;

use super::error::RecordError;

/// The header keys a record may carry besides its game, options, start,
/// clock and moves, as written in the text form (PGN's tags, plus a title).
/// A fixed list, so a misspelt key is an error rather than a silent tag.
pub const TAG_KEYS: [&str; 10] = [
    "Title", "Event", "Site", "Date", "Round", "White", "Black", "Player3", "Player4", "Result",
];

/// The canonical spelling of a header key, if it is one (any case accepted).
pub fn tag_key(key: &str) -> Option<&'static str> {
    TAG_KEYS
        .iter()
        .find(|k| k.eq_ignore_ascii_case(key.trim()))
        .copied()
}

/// Everything a record says besides its main line's moves. `Default` is a
/// plain record: no headers, no comments, no variations.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Notes {
    /// Headers in the order given, each key one of `TAG_KEYS` (canonical
    /// spelling) at most once; values are one line, trimmed and non-empty.
    pub tags: Vec<(String, String)>,
    /// The comment before the first move.
    pub intro: Comment,
    /// Per main-line move, by ply index (0 = the first move): what is said
    /// about it, without trailing empty entries, so equal records compare
    /// equal. Entries past the main line's end are ignored (writing and
    /// replay drop them), so cutting a record's moves stays valid.
    pub plies: Vec<MoveNotes>,
}

impl Notes {
    /// True when there is nothing to write beyond the plain moves, so the
    /// record keeps its plain spelling.
    pub fn is_plain(&self) -> bool {
        self.tags.is_empty() && !self.has_movetext()
    }

    /// True when the moves need the annotated movetext spelling.
    pub fn has_movetext(&self) -> bool {
        !self.intro.is_empty() || self.plies.iter().any(|p| !p.is_empty())
    }

    /// True when the first `moves` main-line moves need the annotated
    /// movetext spelling.
    pub fn has_movetext_within(&self, moves: usize) -> bool {
        !self.intro.is_empty() || self.plies.iter().take(moves).any(|p| !p.is_empty())
    }

    /// The value of header `key` (any case), if given.
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    }

    /// The notes on main-line move `ply` (0-based), if any.
    pub fn at(&self, ply: usize) -> Option<&MoveNotes> {
        self.plies.get(ply)
    }

    /// The variations that are alternatives to main-line move `ply`
    /// (0-based): they start from the position that move was played from.
    pub fn variations_at(&self, ply: usize) -> &[Line] {
        self.plies.get(ply).map_or(&[], |p| &p.variations)
    }

    /// Drops trailing empty entries of `plies`, the normal form parsing gives.
    pub fn normalise(&mut self) {
        while self.plies.last().is_some_and(MoveNotes::is_empty) {
            self.plies.pop();
        }
    }
}

/// A comment: free text and the shapes drawn with it (lichess's `[%cal]`
/// and `[%csl]`, kept apart from the text).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Comment {
    /// The words, whitespace collapsed to single spaces, no `{` or `}`.
    pub text: String,
    /// Arrows and marked cells, in order.
    pub shapes: Vec<Shape>,
}

impl Comment {
    /// True when there is neither text nor a shape.
    pub fn is_empty(&self) -> bool {
        self.text.is_empty() && self.shapes.is_empty()
    }
}

/// What is said about one move: the comment after it, its glyphs and the
/// variations that are alternatives to it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct MoveNotes {
    /// The comment after the move.
    pub comment: Comment,
    /// Its glyphs (`!`, `$14`...), in order.
    pub glyphs: Vec<Glyph>,
    /// Alternatives to this move, each from the position it was played from.
    pub variations: Vec<Line>,
}

impl MoveNotes {
    /// True when nothing is said.
    pub fn is_empty(&self) -> bool {
        self.comment.is_empty() && self.glyphs.is_empty() && self.variations.is_empty()
    }
}

/// A variation: a comment before its first move, then its moves, each with
/// its own notes (and so its own nested variations).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Line {
    /// The comment before its first move.
    pub intro: Comment,
    /// Its moves, never empty once read (an empty `( )` is refused).
    pub moves: Vec<NotedMove>,
}

/// A move of a variation with what is said about it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct NotedMove {
    /// The move, in the game's notation (canonical once replayed).
    pub text: String,
    /// Its comment, glyphs and alternatives.
    pub notes: MoveNotes,
}

/// A move glyph: a Numeric Annotation Glyph (PGN's `$N`, 0 to 255). The
/// first six have the familiar symbols and are written with them, so `$1`
/// and `!` are one glyph.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Glyph(u8);

/// The symbols of NAGs 1 to 6, in order.
const SYMBOLS: [&str; 6] = ["!", "?", "!!", "??", "!?", "?!"];

impl Glyph {
    /// `!`, a good move.
    pub const GOOD: Glyph = Glyph(1);
    /// `?`, a mistake.
    pub const MISTAKE: Glyph = Glyph(2);
    /// `!!`, a brilliant move.
    pub const BRILLIANT: Glyph = Glyph(3);
    /// `??`, a blunder.
    pub const BLUNDER: Glyph = Glyph(4);
    /// `!?`, interesting.
    pub const INTERESTING: Glyph = Glyph(5);
    /// `?!`, dubious.
    pub const DUBIOUS: Glyph = Glyph(6);

    /// The glyph with NAG number `n`.
    pub fn nag(n: u8) -> Glyph {
        Glyph(n)
    }

    /// Its NAG number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Its symbol (`!?`), for NAGs 1 to 6.
    pub fn symbol(self) -> Option<&'static str> {
        SYMBOLS.get(usize::from(self.0).wrapping_sub(1)).copied()
    }

    /// Reads a symbol such as `?!`.
    pub fn from_symbol(text: &str) -> Option<Glyph> {
        SYMBOLS
            .iter()
            .position(|s| *s == text)
            .map(|i| Glyph(i as u8 + 1))
    }

    /// Reads `$N`.
    pub fn from_dollar(text: &str) -> Option<Glyph> {
        let digits = text.strip_prefix('$')?;
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse::<u8>().ok().map(Glyph)
    }
}

impl fmt::Display for Glyph {
    /// `!?` for the six with symbols, `$N` otherwise.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.symbol() {
            Some(s) => f.write_str(s),
            None => write!(f, "${}", self.0),
        }
    }
}

/// A shape's colour, lichess's four: green, red, yellow, blue.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Colour {
    /// `G`.
    Green,
    /// `R`.
    Red,
    /// `Y`.
    Yellow,
    /// `B`.
    Blue,
}

impl Colour {
    /// The letter it is written with.
    pub fn letter(self) -> char {
        match self {
            Colour::Green => 'G',
            Colour::Red => 'R',
            Colour::Yellow => 'Y',
            Colour::Blue => 'B',
        }
    }

    /// Reads the letter (upper case, as lichess writes it).
    pub fn from_letter(c: char) -> Option<Colour> {
        match c {
            'G' => Some(Colour::Green),
            'R' => Some(Colour::Red),
            'Y' => Some(Colour::Yellow),
            'B' => Some(Colour::Blue),
            _ => None,
        }
    }
}

/// A cell's name as the games write them: lower-case file letters then a
/// rank number (`d3`, `a10`). Syntax only: the rules layer has no generic
/// way to ask a game whether a cell name is on its board.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cell(String);

impl Cell {
    /// Reads one cell name, 1-2 letters then 1-2 digits not starting with 0.
    pub fn parse(text: &str) -> Option<Cell> {
        let letters = text.bytes().take_while(u8::is_ascii_lowercase).count();
        let digits = &text[letters..];
        let ok = (1..=2).contains(&letters)
            && (1..=2).contains(&digits.len())
            && digits.bytes().all(|b| b.is_ascii_digit())
            && !digits.starts_with('0');
        ok.then(|| Cell(text.to_string()))
    }

    /// The name, as written.
    pub fn name(&self) -> &str {
        &self.0
    }
}

/// An arrow or a marked cell, drawn with a comment.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Shape {
    /// An arrow from one cell to another (`[%cal Ga7c5]`).
    Arrow {
        /// Its colour.
        colour: Colour,
        /// Where it starts.
        from: Cell,
        /// Where it points.
        to: Cell,
    },
    /// A marked cell (`[%csl Rd3]`).
    Mark {
        /// Its colour.
        colour: Colour,
        /// The cell.
        cell: Cell,
    },
}

impl Shape {
    /// The cells it names.
    pub fn cells(&self) -> Vec<&Cell> {
        match self {
            Shape::Arrow { from, to, .. } => vec![from, to],
            Shape::Mark { cell, .. } => vec![cell],
        }
    }

    /// Reads one item of a `[%cal]` (`arrow` true) or `[%csl]` list.
    pub fn parse(item: &str, arrow: bool) -> Result<Shape, RecordError> {
        let bad = |reason: &str| RecordError::Shape {
            text: item.to_string(),
            reason: reason.to_string(),
        };
        let mut chars = item.chars();
        let colour = chars
            .next()
            .and_then(Colour::from_letter)
            .ok_or_else(|| bad("a shape starts with its colour, G, R, Y or B"))?;
        let rest = chars.as_str();
        if arrow {
            // The first cell ends where its digits end.
            let letters = rest.bytes().take_while(u8::is_ascii_lowercase).count();
            let digits = rest[letters..]
                .bytes()
                .take_while(u8::is_ascii_digit)
                .count();
            let (from, to) = rest.split_at(letters + digits);
            match (Cell::parse(from), Cell::parse(to)) {
                (Some(from), Some(to)) => Ok(Shape::Arrow { colour, from, to }),
                _ => Err(bad("an arrow is a colour then two cells, as `Ga7c5`")),
            }
        } else {
            let cell = Cell::parse(rest)
                .ok_or_else(|| bad("a marked cell is a colour then a cell, as `Rd3`"))?;
            Ok(Shape::Mark { colour, cell })
        }
    }
}

impl fmt::Display for Shape {
    /// `Ga7c5` or `Rd3`, as in the `[%cal]`/`[%csl]` lists.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Arrow { colour, from, to } => {
                write!(f, "{}{}{}", colour.letter(), from.0, to.0)
            }
            Shape::Mark { colour, cell } => write!(f, "{}{}", colour.letter(), cell.0),
        }
    }
}
