//! What a set-up position must satisfy beyond its grammar: the piece
//! counts legal play keeps (pieces are taken, never added).

use super::position::Ponte;

/// The pieces each player starts with.
const START_PIECES: u32 = 12;

/// Refuses a colour with more pieces, men and kings together, than it starts with.
pub(super) fn check_counts(men: &[u64; 2], kings: &[u64; 2]) -> Result<(), String> {
    for seat in 0..2 {
        let pieces = (men[seat] | kings[seat]).count_ones();
        if pieces > START_PIECES {
            return Err(format!(
                "{} has {pieces} pieces; each player starts with {START_PIECES} and none are added",
                Ponte::name(seat)
            ));
        }
    }
    Ok(())
}

/// Refuses a position whose last mover, the colour not to move, has no
/// piece: a move never takes the mover's own last piece, and a game is
/// over once a colour has none left, so the colour to move has lost it.
pub(super) fn check_last_mover(men: &[u64; 2], kings: &[u64; 2], side: u8) -> Result<(), String> {
    let last = 1 - side as usize;
    if men[last] | kings[last] == 0 {
        return Err(format!(
            "{} has no pieces but moved last: a move never takes the mover's own pieces",
            Ponte::name(last)
        ));
    }
    Ok(())
}
