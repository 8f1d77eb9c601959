//! The board's colours, by theme: the wood of the light page, a darker
//! walnut for the dark page and a high-contrast set whose marks are taken
//! from the Okabe–Ito palette, told apart with every common colour-vision
//! deficiency.
//!
//! The live page reads them from `www/colours.css` (custom properties named
//! `--board-` plus the field's name with dashes, see [`Palette::FIELDS`]),
//! so the page's stylesheet is the one place a theme is written; a still
//! SVG picture uses [`Palette::default`], the light wood.

use crate::ui::scene::Ink;

/// Every colour the board takes from the theme, as CSS colour strings.
#[derive(Clone, Debug, PartialEq)]
pub struct Palette {
    /// Light squares of a checkered board.
    pub light: String,
    /// Dark squares of a checkered board.
    pub dark: String,
    /// The cells of a plain or ruled board.
    pub plain: String,
    /// The lines of a ruled board.
    pub rule: String,
    /// The frame around the grid, where the coordinates are written.
    pub frame: String,
    /// The coordinates and other writing on the board.
    pub label: String,
    /// The wood's grain, drawn thin over the cells.
    pub grain: String,
    /// The cells of the last move.
    pub last_move: String,
    /// The clicked piece or cell.
    pub selected: String,
    /// Where the selected piece can go.
    pub destination: String,
    /// Pieces that can move, shown faintly.
    pub movable: String,
    /// A third side's pieces (four-player Quoridor).
    pub red: String,
    /// A fourth side's pieces.
    pub blue: String,
}

impl Default for Palette {
    fn default() -> Palette {
        Palette::light()
    }
}

impl Palette {
    /// The custom property suffix of each field, in [`Palette::set`] order,
    /// so the page can read a theme from the stylesheet field by field.
    pub const FIELDS: [&'static str; 13] = [
        "light",
        "dark",
        "plain",
        "rule",
        "frame",
        "label",
        "grain",
        "last-move",
        "selected",
        "destination",
        "movable",
        "red",
        "blue",
    ];

    /// Light maple and walnut, the site's usual board.
    pub fn light() -> Palette {
        Palette {
            light: "#f0d9b5".into(),
            dark: "#b58863".into(),
            plain: "#e8cfa0".into(),
            rule: "#a8875a".into(),
            frame: "#8a5a33".into(),
            label: "#f6e7cf".into(),
            grain: "rgba(92, 58, 26, 0.07)".into(),
            last_move: "rgba(155, 199, 0, 0.45)".into(),
            selected: "rgba(20, 85, 200, 0.45)".into(),
            destination: "rgba(20, 85, 30, 0.55)".into(),
            movable: "rgba(20, 85, 200, 0.16)".into(),
            red: "#c0392b".into(),
            blue: "#2e6fb7".into(),
        }
    }

    /// Sets the field at `index` of [`Palette::FIELDS`] to `colour`; an
    /// unknown index changes nothing.
    pub fn set(&mut self, index: usize, colour: String) {
        let field = match index {
            0 => &mut self.light,
            1 => &mut self.dark,
            2 => &mut self.plain,
            3 => &mut self.rule,
            4 => &mut self.frame,
            5 => &mut self.label,
            6 => &mut self.grain,
            7 => &mut self.last_move,
            8 => &mut self.selected,
            9 => &mut self.destination,
            10 => &mut self.movable,
            11 => &mut self.red,
            12 => &mut self.blue,
            _ => return,
        };
        *field = colour;
    }

    /// A piece's body and rim colours in this theme: black and white are
    /// the same everywhere, the two extra sides follow the theme.
    pub fn piece(&self, ink: Ink) -> (&str, &str) {
        match ink {
            Ink::Dark => ("#2a2622", "#000000"),
            Ink::Light => ("#f7f4ec", "#4a4038"),
            Ink::Red => (&self.red, "#4a150e"),
            Ink::Blue => (&self.blue, "#10304f"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_can_be_set_by_its_index() {
        let mut palette = Palette::light();
        for i in 0..Palette::FIELDS.len() {
            palette.set(i, format!("#00000{i:x}"));
        }
        let all = [
            &palette.light,
            &palette.dark,
            &palette.plain,
            &palette.rule,
            &palette.frame,
            &palette.label,
            &palette.grain,
            &palette.last_move,
            &palette.selected,
            &palette.destination,
            &palette.movable,
            &palette.red,
            &palette.blue,
        ];
        for (i, colour) in all.iter().enumerate() {
            assert_eq!(**colour, format!("#00000{i:x}"), "{}", Palette::FIELDS[i]);
        }
        let before = palette.clone();
        palette.set(Palette::FIELDS.len(), "#ffffff".into());
        assert_eq!(palette, before);
    }
}
