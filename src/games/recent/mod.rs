//! The last few positions of a game, kept by the position itself so that an
//! evaluation can see play going round in circles.
//!
//! The search is deterministic and knows nothing of a game's history, so
//! when the side ahead meets a defence that undoes its move, both sides can
//! replay the same two moves for ever: the search always values "repeat now,
//! do something else next time" at least as high as "do something else
//! now". An evaluation that damps positions reached through repetitions
//! makes lines that stay in the cycle worth less than lines that leave it,
//! so the side ahead leaves it (and the side behind, for whom a damped score
//! is a smaller loss, is the one that seeks it, as in any game with a
//! repetition draw). It is a judgement, not a rule: it never ends a game.

#[cfg(feature = "computer")]
mod eval;

use crate::rng::mix;

/// How many positions are remembered: enough for cycles of up to eight
/// plies, few enough that a position is a cheap copy.
const SIZE: usize = 8;

/// The hashes of the last `SIZE` positions, the current one included.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub(crate) struct Recent {
    keys: [u64; SIZE],
    /// Positions remembered so far, at most `SIZE`.
    len: u8,
    /// Where the next key goes.
    next: u8,
}

impl Recent {
    /// Remembers a position, forgetting the oldest one when full.
    pub(crate) fn push(&mut self, key: u64) {
        self.keys[usize::from(self.next)] = key;
        self.next = ((usize::from(self.next) + 1) % SIZE) as u8;
        self.len = (usize::from(self.len) + 1).min(SIZE) as u8;
    }
}

/// A position's hash for `Recent`: two bitboards and the side to move.
pub(crate) fn board_key(pieces: &[u64; 2], side: u8) -> u64 {
    mix(pieces[0] ^ mix(pieces[1] ^ 0x4D41_474E)) ^ u64::from(side)
}
