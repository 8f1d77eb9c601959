//! Moves grouped by turn, for move lists that read like a score sheet
//! (`1. b1-d3 a7-c5`): a turn starts with each move of the first seat, so
//! four-player Quoridor has one row per round, and a game set up with the
//! second seat to move starts with a row that holds its move alone.

use std::ops::Range;

use crate::game::Seat;

/// The moves of each turn, as ranges of indices into the moves whose
/// makers are `movers`, in order.
pub fn turn_rows(movers: &[Seat]) -> Vec<Range<usize>> {
    let mut rows = Vec::new();
    let mut start = 0;
    for (i, mover) in movers.iter().enumerate() {
        if i > start && mover.0 == 0 {
            rows.push(start..i);
            start = i;
        }
    }
    if start < movers.len() {
        rows.push(start..movers.len());
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(of: &[u8]) -> Vec<Seat> {
        of.iter().map(|&s| Seat(s)).collect()
    }

    #[test]
    fn two_seats_pair_up_and_a_last_move_stands_alone() {
        assert_eq!(turn_rows(&seats(&[0, 1, 0, 1, 0])), vec![0..2, 2..4, 4..5]);
        assert!(turn_rows(&[]).is_empty());
    }

    #[test]
    fn four_seats_make_a_row_per_round() {
        assert_eq!(turn_rows(&seats(&[0, 1, 2, 3, 0, 1])), vec![0..4, 4..6]);
    }

    #[test]
    fn a_set_up_with_the_second_seat_to_move_starts_alone() {
        assert_eq!(turn_rows(&seats(&[1, 0, 1])), vec![0..1, 1..3]);
    }

    #[test]
    fn each_move_of_the_first_seat_starts_a_turn() {
        // A seat that moves twice in a row (a relocation between turns).
        assert_eq!(turn_rows(&seats(&[0, 1, 0, 0, 1])), vec![0..2, 2..3, 3..5]);
    }
}
