//! The board in words, for players who cannot see the canvas: "where are my
//! pieces" answered from the same `Scene` the renderer draws, so what is read
//! out is exactly what is shown.

use crate::game::Seat;
use crate::geometry::Coord;
use crate::ui::scene::{PieceLook, Scene};

/// One line per kind of piece: each seat's men and kings, the neutral pieces
/// by value, and every stack from the bottom up. Cells are listed rank by
/// rank from the first rank, file by file, as a player reads a diagram.
/// `seat_names` names the seats by index; a missing name reads "Player N".
pub fn describe(scene: &Scene, seat_names: &[&str]) -> Vec<String> {
    let name = |seat: Seat| -> String {
        seat_names
            .get(seat.index())
            .map_or_else(|| format!("Player {}", seat.index() + 1), |n| n.to_string())
    };
    let mut lines = Vec::new();
    // Scanning the grid in reading order keeps the lists sorted without a
    // sort, which would cost the wasm far more than this loop.
    for seat in (0..=u8::MAX).map(Seat) {
        let men = cells_where(scene, |look| look == PieceLook::Man(seat));
        let kings = cells_where(scene, |look| look == PieceLook::King(seat));
        if !men.is_empty() {
            let kind = if kings.is_empty() { "" } else { " men" };
            lines.push(format!("{}{kind}: {}", name(seat), cell_list(&men)));
        }
        if !kings.is_empty() {
            lines.push(format!("{} kings: {}", name(seat), cell_list(&kings)));
        }
        let pawns = cells_where(scene, |look| look == PieceLook::Pawn(seat));
        if !pawns.is_empty() {
            let names: Vec<String> = pawns.iter().map(Coord::to_string).collect();
            let kind = if pawns.len() == 1 { "pawn" } else { "pawns" };
            lines.push(format!("{} {kind}: {}", name(seat), names.join(", ")));
        }
        if usize::from(seat.0) + 1 >= seat_names.len().max(4) {
            break;
        }
    }
    for value in 1..=9 {
        let cells = cells_where(scene, |look| look == PieceLook::Ring(value));
        if !cells.is_empty() {
            lines.push(format!("Pieces of value {value}: {}", cell_list(&cells)));
        }
    }
    let stacks = cells_where(scene, |look| {
        matches!(look, PieceLook::Checker { level: 0, .. })
    });
    if !stacks.is_empty() {
        let mut text = String::from("Stacks, bottom to top:");
        for at in stacks {
            let owners: Vec<String> = (0..=u8::MAX)
                .map_while(|level| checker_owner(scene, at, level))
                .map(name)
                .collect();
            text.push_str(&format!(" {at} {};", owners.join(", ")));
        }
        text.pop();
        lines.push(text);
    }
    if let Some(walls) = scene.walls.as_ref().filter(|w| !w.walls.is_empty()) {
        // In the game's notation: the groove's cell, then h or v.
        let named: Vec<String> = walls
            .walls
            .iter()
            .map(|w| format!("{}{}", w.at, if w.horizontal { 'h' } else { 'v' }))
            .collect();
        lines.push(format!("Walls: {}", named.join(", ")));
    }
    if lines.is_empty() {
        lines.push("The board is empty.".to_string());
    }
    lines
}

/// The cells holding a piece that `wanted` accepts, rank by rank, file by file.
fn cells_where(scene: &Scene, wanted: impl Fn(PieceLook) -> bool) -> Vec<Coord> {
    let mut cells = Vec::new();
    for rank in 0..scene.height {
        for file in 0..scene.width {
            let at = Coord::new(file, rank);
            if scene.pieces.iter().any(|p| p.at == at && wanted(p.look)) {
                cells.push(at);
            }
        }
    }
    cells
}

fn checker_owner(scene: &Scene, at: Coord, level: u8) -> Option<Seat> {
    scene.pieces.iter().find_map(|piece| match piece.look {
        PieceLook::Checker { owner, level: l } if piece.at == at && l == level => Some(owner),
        _ => None,
    })
}

fn cell_list(cells: &[Coord]) -> String {
    let names: Vec<String> = cells.iter().map(Coord::to_string).collect();
    format!("{} ({})", names.join(", "), names.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::scene::{PieceView, Shading};

    fn piece(at: &str, look: PieceLook) -> PieceView {
        PieceView {
            at: Coord::parse(at, 8, 8).unwrap(),
            look,
        }
    }

    /// What an 8×8 board with `pieces` says, seats named Black and White.
    fn described(pieces: Vec<PieceView>, shading: Shading) -> Vec<String> {
        let scene = Scene {
            pieces,
            ..Scene::grid(8, 8, shading)
        };
        describe(&scene, &["Black", "White"])
    }

    /// A checker of `owner`'s, `level` up its stack on `at`.
    fn checker(at: &str, owner: u8, level: u8) -> PieceView {
        let owner = Seat(owner);
        piece(at, PieceLook::Checker { owner, level })
    }

    #[test]
    fn lists_each_side_in_reading_order_with_a_count() {
        let pieces = vec![
            piece("c2", PieceLook::Man(Seat(0))),
            piece("a1", PieceLook::Man(Seat(0))),
            piece("h8", PieceLook::Man(Seat(1))),
            piece("b1", PieceLook::King(Seat(1))),
        ];
        assert_eq!(
            described(pieces, Shading::Checkered),
            [
                "Black: a1, c2 (2)",
                "White men: h8 (1)",
                "White kings: b1 (1)"
            ]
        );
    }

    #[test]
    fn neutral_pieces_by_value_and_stacks_bottom_up() {
        let pieces = vec![
            piece("a1", PieceLook::Ring(3)),
            piece("b2", PieceLook::Ring(1)),
            checker("d4", 1, 1),
            checker("d4", 0, 0),
            checker("a3", 2, 0),
        ];
        assert_eq!(
            described(pieces, Shading::Plain),
            [
                "Pieces of value 1: b2 (1)",
                "Pieces of value 3: a1 (1)",
                "Stacks, bottom to top: a3 Player 3; d4 Black, White"
            ]
        );
    }

    #[test]
    fn pawns_and_walls_are_read_out() {
        let history = crate::ui::history::History::from_record(
            &crate::record::Record::new("quoridor").with_moves(&["e2", "e8", "e3h", "d6v"]),
        )
        .unwrap();
        let scene = crate::ui::view::AnyView::scene(history.current());
        assert_eq!(
            describe(&scene, &["South", "North"]),
            ["South pawn: e2", "North pawn: e8", "Walls: e3h, d6v"]
        );
    }

    #[test]
    fn an_empty_board_says_so() {
        let scene = Scene::grid(6, 6, Shading::Plain);
        assert_eq!(describe(&scene, &[]), ["The board is empty."]);
    }
}
