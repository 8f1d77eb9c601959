//! The draws every game's `judge` ends with: the `max_plies` guard, and
//! threefold repetition for the games that have it. Written once here so
//! that each game's rules say only when their own game is over.

/// What the result banner says of a game the `max_plies` guard ended, in
/// every game (the Italian pages translate the banner by these words).
pub const PLY_LIMIT_REACHED: &str = "the ply limit was reached";

/// What it says of a game a threefold repetition drew.
pub const REPEATED_THRICE: &str = "the same position occurred three times";

/// Whether the `max_plies` guard ends the game after `plies` plies: a draw
/// (or a count of points) once that many are played; 0 means no guard.
/// Every game asks it last, after its own ways of ending.
#[inline]
pub const fn ply_limit_reached(max_plies: u32, plies: u32) -> bool {
    max_plies > 0 && plies >= max_plies
}

/// Whether `now` stands at least three times in `history`, the positions
/// (their keys, current one included) since the last move that cannot be
/// undone: the threefold repetition draw of Lines of Action, Magneton and
/// Ponte. A scan, as the history is short: an irreversible move clears it.
#[inline]
pub fn repeated_thrice<K: PartialEq>(history: &[K], now: &K) -> bool {
    history.iter().filter(|&key| key == now).count() >= 3
}

#[cfg(test)]
mod tests {
    use super::{ply_limit_reached, repeated_thrice};

    #[test]
    fn no_guard_at_zero_and_a_draw_from_the_limit_on() {
        assert!(!ply_limit_reached(0, 1000));
        assert!(!ply_limit_reached(10, 9));
        assert!(ply_limit_reached(10, 10));
        assert!(ply_limit_reached(10, 11));
    }

    #[test]
    fn three_times_the_same_key_repeats() {
        assert!(!repeated_thrice(&[1u64, 2, 1, 2], &1));
        assert!(repeated_thrice(&[1u64, 2, 1, 2, 1], &1));
        assert!(!repeated_thrice::<u64>(&[], &1));
    }
}
