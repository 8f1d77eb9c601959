//! Pieces taken, for the players panel: what each seat had at the start
//! and no longer has, counted from the two scenes, so no game needs code of
//! its own. Pieces that come in during the game (placements, drops) and
//! the shared or stacked pieces of Gyges and Byte are not counted: there
//! the start says nothing of what was lost.

use crate::ui::scene::{PieceLook, Scene};

/// Each seat's men, kings and pawns on the board in `scene`.
fn owned(scene: &Scene, seats: usize) -> Vec<usize> {
    let mut counts = vec![0; seats];
    for piece in &scene.pieces {
        let owner = match piece.look {
            PieceLook::Man(seat) | PieceLook::King(seat) | PieceLook::Pawn(seat) => seat,
            PieceLook::Ring(_) | PieceLook::Checker { .. } => continue,
        };
        if let Some(count) = counts.get_mut(owner.index()) {
            *count += 1;
        }
    }
    counts
}

/// How many of each seat's pieces at `start` are gone `now`.
pub fn taken(start: &Scene, now: &Scene, seats: usize) -> Vec<usize> {
    owned(start, seats)
        .into_iter()
        .zip(owned(now, seats))
        .map(|(before, after)| before.saturating_sub(after))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Record;
    use crate::ui::history::History;
    use crate::ui::view::AnyView;

    #[test]
    fn a_capture_counts_for_the_side_that_lost_the_piece() {
        // Lines of Action: d3xh3 takes a White man.
        let moves = ["b1-d3", "a7-c5", "e1-e3", "h2-f2", "d3xh3"];
        let h = History::from_record(&Record::new("loa").with_moves(&moves)).unwrap();
        let start = History::from_record(&Record::new("loa")).unwrap();
        let taken = taken(&start.current().scene(), &h.current().scene(), 2);
        assert_eq!(taken, vec![0, 1]);
    }

    #[test]
    fn pieces_placed_during_the_game_are_not_taken() {
        let h = History::from_record(&Record::new("magneton").with_moves(&["d4", "e5"])).unwrap();
        let start = History::from_record(&Record::new("magneton")).unwrap();
        assert_eq!(
            taken(&start.current().scene(), &h.current().scene(), 2),
            vec![0, 0]
        );
    }
}
