//! What an embedded board is asked to show: read from the attributes of a
//! `<tavoliere-board>` element or from the fragment of an `embed.html` link.
//!
//! Kept free of the browser so it is tested and fuzzed natively. Reading
//! never panics: a bad attribute gets an [`EmbedError`] that names it, and
//! the embed shows that message in place of the board.

use std::fmt;

use crate::record::{Record, RecordError};

/// How the reader may use an embedded board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Mode {
    /// Step through the moves with a navigator; the board takes no moves.
    #[default]
    View,
    /// Play on from the shown position, two people on one device.
    Play,
    /// Find the next moves of the record; a wrong move is refused.
    Puzzle,
}

impl Mode {
    /// The attribute value that names this mode.
    pub fn name(self) -> &'static str {
        match self {
            Mode::View => "view",
            Mode::Play => "play",
            Mode::Puzzle => "puzzle",
        }
    }
}

/// Which position is shown first.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Ply {
    /// After the last move (`ply="last"`, the default).
    #[default]
    Last,
    /// After this many moves (`ply="0"` is the start).
    At(usize),
}

/// A board to embed: the game's record, the mode and the first position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EmbedSpec {
    /// The game: id, options, start and moves.
    pub record: Record,
    /// What the reader may do.
    pub mode: Mode,
    /// Which position is shown first.
    pub ply: Ply,
    /// In play mode, the computer's level: the reader plays the side to
    /// move in the first position shown, the computer every other side.
    /// `None`: two people share the board.
    /// The level's name, one of `COMPUTER_LEVELS`: plain data here, read
    /// as the computer's level (`ai::Level`) only when the board plays.
    pub computer: Option<&'static str>,
    /// Whether the moves are listed under the board, numbered by turn, to
    /// read and click (attribute `movelist`); off by default, so a board in
    /// a post takes no more room than its picture.
    pub move_list: bool,
}

/// Why an embedded board cannot be shown.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EmbedError {
    /// An attribute has a value the embed does not understand.
    Attribute {
        /// The attribute's name.
        name: String,
        /// The value given.
        value: String,
        /// What was expected.
        expected: String,
    },
    /// The game, options, start or moves are wrong.
    Record(RecordError),
    /// An attribute is longer than any game's record could be.
    TooLong {
        /// The attribute's name.
        name: String,
        /// Its length in bytes.
        length: usize,
    },
    /// `ply` is past the end of the moves.
    PlyTooFar {
        /// The ply asked for.
        ply: usize,
        /// How many moves there are.
        moves: usize,
    },
}

impl fmt::Display for EmbedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EmbedError::Attribute {
                name,
                value,
                expected,
            } => write!(
                f,
                "{name}=\"{value}\" is not understood: expected {expected}"
            ),
            EmbedError::Record(e) => e.fmt(f),
            EmbedError::TooLong { name, length } => write!(
                f,
                "the {name} attribute is {length} bytes long, more than the {MAX_ATTRIBUTE_BYTES} a board reads"
            ),
            EmbedError::PlyTooFar { ply, moves } => write!(
                f,
                "ply=\"{ply}\" is past the end of the game, which has {moves} moves"
            ),
        }
    }
}

impl std::error::Error for EmbedError {}

impl From<RecordError> for EmbedError {
    fn from(e: RecordError) -> Self {
        EmbedError::Record(e)
    }
}

/// The longest attribute value a board reads, the same as the longest
/// record text (`record::MAX_TEXT_BYTES`): beyond it the board says so at
/// once rather than keep the reader's page busy copying and reading it.
pub const MAX_ATTRIBUTE_BYTES: usize = crate::record::MAX_TEXT_BYTES;

/// The attributes an embed reads; any other attribute of the element (a
/// host's `class`, `id` or `style`) is the host's business and ignored.
pub const ATTRIBUTES: [&str; 9] = [
    "game", "moves", "start", "options", "ply", "mode", "record", "computer", "movelist",
];

impl EmbedSpec {
    /// Reads the element's attributes as `(name, value)` pairs: `game`,
    /// `moves` (separated by spaces or `+`), `start`, `options`
    /// (`key=value key=value`), `ply` (a number or `last`), `mode` (`view`,
    /// `play` or `puzzle`), `computer` (`easy`, `medium` or `hard`, in play
    /// mode), `movelist` (present, or `yes`, to list the moves; `no` to
    /// leave them out), or instead of the first four a whole text `record`.
    /// Names are matched in any case; other names are ignored.
    pub fn from_attributes(pairs: &[(String, String)]) -> Result<EmbedSpec, EmbedError> {
        let get = |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.as_str())
        };
        for name in ATTRIBUTES {
            check_length(name, get(name))?;
        }
        let record = match get("record") {
            Some(text) => Record::parse_text(text)?,
            None => {
                let game = get("game").unwrap_or_default().trim();
                if game.is_empty() {
                    return Err(EmbedError::Record(RecordError::MissingGame));
                }
                let mut text = format!("Game: {}\n", single_line(game));
                if let Some(options) = get("options").filter(|o| !o.trim().is_empty()) {
                    text.push_str(&format!("Options: {}\n", single_line(options)));
                }
                if let Some(start) = get("start").filter(|s| !s.trim().is_empty()) {
                    text.push_str(&format!("Start: {}\n", single_line(start)));
                }
                let moves = get("moves").unwrap_or_default().replace('+', " ");
                text.push_str(&format!("Moves: {}\n", single_line(&moves)));
                Record::parse_text(&text)?
            }
        };
        let settings = [get("mode"), get("ply"), get("computer"), get("movelist")];
        EmbedSpec::with_settings(record, settings)
    }

    /// Reads an `embed.html` fragment: a record link
    /// (`game=loa&moves=b1-d3+a7-c5`) with `mode` and `ply` parts added.
    pub fn from_fragment(fragment: &str) -> Result<EmbedSpec, EmbedError> {
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
        check_length("fragment", Some(fragment))?;
        let mut mode = None;
        let mut ply = None;
        let mut computer = None;
        let mut move_list = None;
        let mut rest = Vec::new();
        for part in fragment.split('&') {
            match part.split_once('=') {
                Some(("mode", value)) => mode = Some(value),
                Some(("ply", value)) => ply = Some(value),
                Some(("computer", value)) => computer = Some(value),
                Some(("movelist", value)) => move_list = Some(value),
                _ => rest.push(part),
            }
        }
        let record = Record::parse_fragment(&rest.join("&"))?;
        EmbedSpec::with_settings(record, [mode, ply, computer, move_list])
    }

    /// The spec of `record` shown with the raw `[mode, ply, computer,
    /// movelist]` settings, read in that order (so the first wrong one is
    /// the one reported) and the ply checked against the record last:
    /// attributes and fragments spell the settings alike.
    fn with_settings(record: Record, settings: [Option<&str>; 4]) -> Result<EmbedSpec, EmbedError> {
        let [mode, ply, computer, move_list] = settings;
        let mode = parse_mode(mode)?;
        let spec = EmbedSpec {
            record,
            mode,
            ply: parse_ply(ply, mode)?,
            computer: parse_computer(computer, mode)?,
            move_list: parse_move_list(move_list)?,
        };
        spec.check_ply()?;
        Ok(spec)
    }

    /// The ply to show first, as a number of moves.
    pub fn first_ply(&self) -> usize {
        match self.ply {
            Ply::Last => self.record.moves.len(),
            Ply::At(n) => n,
        }
    }

    /// The same board as an `embed.html` fragment, for the iframe code.
    pub fn to_fragment(&self) -> String {
        let mut fragment = self.record.to_fragment();
        if self.mode != Mode::View {
            fragment.push_str(&format!("&mode={}", self.mode.name()));
        }
        if let Ply::At(n) = self.ply {
            fragment.push_str(&format!("&ply={n}"));
        }
        if let Some(level) = self.computer {
            fragment.push_str(&format!("&computer={}", level));
        }
        if self.move_list {
            fragment.push_str("&movelist=yes");
        }
        fragment
    }

    fn check_ply(&self) -> Result<(), EmbedError> {
        match self.ply {
            Ply::At(ply) if ply > self.record.moves.len() => Err(EmbedError::PlyTooFar {
                ply,
                moves: self.record.moves.len(),
            }),
            _ => Ok(()),
        }
    }
}

/// Moves written as in the `moves` attribute (separated by spaces or `+`),
/// one by one: what the element's `setMoves` hands the board.
pub fn split_moves(moves: &str) -> Vec<String> {
    moves
        .split(|c: char| c.is_whitespace() || c == '+')
        .filter(|m| !m.is_empty())
        .map(str::to_string)
        .collect()
}

/// The record's own length check (`record::check_length`), reported with
/// the attribute's name.
fn check_length(name: &str, value: Option<&str>) -> Result<(), EmbedError> {
    match value {
        Some(value) if crate::record::check_length(value).is_err() => Err(EmbedError::TooLong {
            name: name.to_string(),
            length: value.len(),
        }),
        _ => Ok(()),
    }
}

/// Attribute values become lines of a text record: a line break inside one
/// must not start another header.
fn single_line(text: &str) -> String {
    text.split(['\n', '\r']).collect::<Vec<_>>().join(" ")
}

/// The computer levels an embed may ask for: those a player can pick on the
/// site (`ai::PLAYABLE`, whose names a test keeps these equal to).
pub const COMPUTER_LEVELS: [&str; 4] = ["easy", "medium", "hard", "expert"];

/// The computer's level: only the levels a player can pick on the site,
/// and only where the reader plays.
fn parse_computer(value: Option<&str>, mode: Mode) -> Result<Option<&'static str>, EmbedError> {
    let Some(value) = value.map(str::trim).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    let bad = |expected: &str| EmbedError::Attribute {
        name: "computer".into(),
        value: value.into(),
        expected: expected.into(),
    };
    if mode != Mode::Play {
        return Err(bad("no computer: it plays only with mode=\"play\""));
    }
    let name = COMPUTER_LEVELS
        .into_iter()
        .find(|name| name.eq_ignore_ascii_case(value))
        .ok_or_else(|| bad("easy, medium, hard or expert"))?;
    Ok(Some(name))
}

/// `movelist`: absent or `no` leaves the list out; present with no value,
/// or `yes`, shows it.
fn parse_move_list(value: Option<&str>) -> Result<bool, EmbedError> {
    match value.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None | Some("no") | Some("false") | Some("off") => Ok(false),
        Some("") | Some("yes") | Some("true") | Some("on") | Some("movelist") => Ok(true),
        Some(_) => Err(EmbedError::Attribute {
            name: "movelist".into(),
            value: single_line(value.unwrap_or_default()),
            expected: "yes or no (or the bare attribute)".into(),
        }),
    }
}

fn parse_mode(value: Option<&str>) -> Result<Mode, EmbedError> {
    match value.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None | Some("") | Some("view") => Ok(Mode::View),
        Some("play") => Ok(Mode::Play),
        Some("puzzle") => Ok(Mode::Puzzle),
        Some(_) => Err(EmbedError::Attribute {
            name: "mode".into(),
            value: value.unwrap_or_default().to_string(),
            expected: "view, play or puzzle".into(),
        }),
    }
}

/// A puzzle starts at the start unless told otherwise (its moves are the
/// answer); the other modes start after the last move.
fn parse_ply(value: Option<&str>, mode: Mode) -> Result<Ply, EmbedError> {
    let value = value.map(str::trim).unwrap_or_default();
    if value.is_empty() {
        return Ok(if mode == Mode::Puzzle {
            Ply::At(0)
        } else {
            Ply::Last
        });
    }
    if value.eq_ignore_ascii_case("last") {
        return Ok(Ply::Last);
    }
    value
        .parse()
        .map(Ply::At)
        .map_err(|_| EmbedError::Attribute {
            name: "ply".into(),
            value: value.to_string(),
            expected: "a number of moves, or `last`".into(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attrs(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn the_computer_plays_only_in_play_mode_at_a_site_level() {
        let spec = EmbedSpec::from_attributes(&attrs(&[
            ("game", "gyges"),
            ("mode", "play"),
            ("computer", "Medium"),
        ]))
        .unwrap();
        assert_eq!(spec.computer, Some("medium"));
        let again = EmbedSpec::from_fragment(&spec.to_fragment()).unwrap();
        assert_eq!(again, spec, "the iframe link keeps the computer");
        let refused = |pairs: &[(&str, &str)]| match EmbedSpec::from_attributes(&attrs(pairs)) {
            Err(EmbedError::Attribute { name, .. }) => name == "computer",
            _ => false,
        };
        assert!(
            refused(&[("game", "loa"), ("computer", "easy")]),
            "view mode"
        );
        assert!(refused(&[
            ("game", "loa"),
            ("mode", "puzzle"),
            ("moves", "b1-d3"),
            ("computer", "easy")
        ]));
        assert!(refused(&[
            ("game", "loa"),
            ("mode", "play"),
            ("computer", "godlike")
        ]));
        assert!(refused(&[
            ("game", "loa"),
            ("mode", "play"),
            ("computer", "random")
        ]));
        let none = EmbedSpec::from_attributes(&attrs(&[
            ("game", "loa"),
            ("mode", "play"),
            ("computer", " "),
        ]))
        .unwrap();
        assert_eq!(none.computer, None, "an empty attribute is no computer");
    }

    #[test]
    fn attributes_name_game_moves_mode_and_ply() {
        let spec = EmbedSpec::from_attributes(&attrs(&[
            ("game", "LOA"),
            ("moves", "b1-d3 a7-c5"),
            ("mode", "play"),
            ("ply", "1"),
            ("class", "wide"),
        ]))
        .unwrap();
        assert_eq!(
            spec.record,
            Record::new("loa").with_moves(&["b1-d3", "a7-c5"])
        );
        assert_eq!(
            (spec.mode, spec.ply, spec.first_ply()),
            (Mode::Play, Ply::At(1), 1)
        );
    }

    #[test]
    fn defaults_are_view_at_the_last_move_and_puzzles_at_the_start() {
        let view =
            EmbedSpec::from_attributes(&attrs(&[("game", "loa"), ("moves", "b1-d3")])).unwrap();
        assert_eq!((view.mode, view.first_ply()), (Mode::View, 1));
        let puzzle = EmbedSpec::from_attributes(&attrs(&[
            ("game", "loa"),
            ("moves", "b1-d3"),
            ("mode", "puzzle"),
        ]))
        .unwrap();
        assert_eq!(puzzle.first_ply(), 0);
    }

    #[test]
    fn bad_attributes_say_which_and_why() {
        let e =
            EmbedSpec::from_attributes(&attrs(&[("game", "loa"), ("mode", "watch")])).unwrap_err();
        assert!(e.to_string().contains("mode=\"watch\""), "{e}");
        let e = EmbedSpec::from_attributes(&attrs(&[("game", "loa"), ("ply", "x")])).unwrap_err();
        assert!(e.to_string().contains("ply"), "{e}");
        let e = EmbedSpec::from_attributes(&attrs(&[
            ("game", "loa"),
            ("moves", "b1-d3"),
            ("ply", "2"),
        ]))
        .unwrap_err();
        assert_eq!(e, EmbedError::PlyTooFar { ply: 2, moves: 1 });
        let e = EmbedSpec::from_attributes(&attrs(&[("moves", "b1-d3")])).unwrap_err();
        assert_eq!(e, EmbedError::Record(RecordError::MissingGame));
    }

    #[test]
    fn moves_split_on_spaces_and_plus_signs() {
        assert_eq!(
            split_moves(" b1-d3+a7-c5\n e1-e3 "),
            ["b1-d3", "a7-c5", "e1-e3"]
        );
        assert!(split_moves(" + ").is_empty());
    }

    #[test]
    fn a_huge_attribute_is_refused_at_once_with_its_name() {
        let huge = "b1-d3 ".repeat(MAX_ATTRIBUTE_BYTES / 6 + 1);
        let e =
            EmbedSpec::from_attributes(&attrs(&[("game", "loa"), ("moves", &huge)])).unwrap_err();
        assert!(
            matches!(&e, EmbedError::TooLong { name, .. } if name == "moves"),
            "{e}"
        );
        assert!(e.to_string().contains("moves attribute"), "{e}");
        let e = EmbedSpec::from_fragment(&format!("game=loa&moves={huge}")).unwrap_err();
        assert!(matches!(e, EmbedError::TooLong { .. }));
    }

    #[test]
    fn a_line_break_in_an_attribute_cannot_smuggle_a_header() {
        let spec =
            EmbedSpec::from_attributes(&attrs(&[("game", "loa"), ("moves", "b1-d3\nStart: x")]))
                .unwrap();
        assert_eq!(spec.record.start, None);
        assert_eq!(spec.record.moves, ["b1-d3", "Start:", "x"]);
    }

    #[test]
    fn fragments_round_trip() {
        let spec =
            EmbedSpec::from_fragment("#game=loa&moves=b1-d3+a7-c5&mode=puzzle&ply=1").unwrap();
        assert_eq!((spec.mode, spec.ply), (Mode::Puzzle, Ply::At(1)));
        assert_eq!(EmbedSpec::from_fragment(&spec.to_fragment()).unwrap(), spec);
        assert!(EmbedSpec::from_fragment("game=loa&mode=").is_ok());
        assert!(EmbedSpec::from_fragment("mode=play").is_err());
        let listed = EmbedSpec::from_fragment("game=loa&moves=b1-d3&movelist=yes").unwrap();
        assert!(listed.move_list);
        assert_eq!(
            EmbedSpec::from_fragment(&listed.to_fragment()).unwrap(),
            listed
        );
    }

    #[test]
    fn the_move_list_is_off_unless_asked_for() {
        let with = |value: Option<&str>| {
            let mut pairs = vec![("game", "loa")];
            if let Some(v) = value {
                pairs.push(("movelist", v));
            }
            EmbedSpec::from_attributes(&attrs(&pairs)).map(|s| s.move_list)
        };
        assert_eq!(with(None), Ok(false));
        assert_eq!(with(Some("")), Ok(true));
        assert_eq!(with(Some("yes")), Ok(true));
        assert_eq!(with(Some("no")), Ok(false));
        let e = with(Some("sometimes")).unwrap_err().to_string();
        assert!(e.contains("movelist") && e.contains("sometimes"), "{e}");
    }
}
