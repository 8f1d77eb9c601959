//! A position drawn as text, for `show` and the engine's `showboard`.

use crate::any_game::AnyGame;
use crate::ui::scene::PieceLook;
use crate::ui::view::AnyView;
use std::fmt::Write as _;

/// Draws the scene as a text diagram, top rank first: a man is its owner's
/// initial, a king the capital; a stack shows its top checker's initial, in
/// capitals when it holds more than one; a neutral piece shows its value.
pub(super) fn diagram(game: &dyn AnyGame) -> String {
    let scene = game.scene();
    let (w, h) = (scene.width as usize, scene.height as usize);
    let initial = |seat| {
        game.seat_name(seat)
            .chars()
            .next()
            .map_or('?', |c| c.to_ascii_lowercase())
    };
    let mut grid = vec![vec![('.', 0u8); w]; h];
    for piece in &scene.pieces {
        let (shown, level) = match piece.look {
            PieceLook::Man(seat) | PieceLook::Pawn(seat) => (initial(seat), 0),
            PieceLook::King(seat) => (initial(seat).to_ascii_uppercase(), 0),
            PieceLook::Ring(value) => (char::from(b'0' + value.min(9)), 0),
            PieceLook::Checker { owner, level: 0 } => (initial(owner), 0),
            PieceLook::Checker { owner, level } => (initial(owner).to_ascii_uppercase(), level),
        };
        if let Some(cell) = grid
            .get_mut(piece.at.rank as usize)
            .and_then(|row| row.get_mut(piece.at.file as usize))
        {
            if cell.0 == '.' || level >= cell.1 {
                *cell = (shown, level);
            }
        }
    }
    let mut out = String::new();
    for rank in (0..h).rev() {
        let row: Vec<String> = grid[rank].iter().map(|(c, _)| c.to_string()).collect();
        let _ = writeln!(out, "{:>2} {}", rank + 1, row.join(" "));
    }
    let files: Vec<String> = (0..w)
        .map(|f| ((b'a' + f as u8) as char).to_string())
        .collect();
    let _ = writeln!(out, "   {}", files.join(" "));
    out
}
