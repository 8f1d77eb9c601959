//! A static estimate of a Porta position for the computer opponent.
//!
//! Points decide; after them, a gap a man can step into at once to close a
//! formation (a "ready" gap) is nearly a point: in Porta and Doppia Anta
//! the opponent may not enter an open gap, so nothing stops it, and the
//! side to move simply takes it. Without that term the search saw no
//! progress within its horizon once the men stood on the edges, and two
//! levels shuffled one man to and fro for hundreds of plies. Then open
//! gaps waiting for a man, and men on the edges, where every formation is
//! made (anywhere in Finestra).

use super::super::board8::{bit, squares, step};
use super::{closing, open_gaps, Porta, Variant, EDGE, ORTHOGONAL};
use crate::game::Seat;

/// A point scored: worth far more than any gap, so that the search cashes
/// a ready gap rather than keeping it. Cashing costs the scorer the gap it
/// closes and, through the opponent's relocation, usually one more (the
/// relocated man can be dropped into it); when a gap was worth more than
/// half a point, a deeper search saw that cost within its horizon and
/// shuffled instead of scoring, while a shallower one cashed and won.
const POINT: i32 = 1_000;
/// The side to move closes a formation next.
const READY_TO_MOVE: i32 = 400;
/// A ready gap of the side that waits: unstoppable where gaps are banned
/// to the opponent, but each one cashed lets the opponent spoil another.
const READY_WAITING: i32 = 250;
/// A Finestra gap, which the opponent may block by stepping in.
const READY_WAITING_FINESTRA: i32 = 80;
/// An open gap still to be reached.
const OPEN_GAP: i32 = 30;
/// A man on an edge.
const EDGE_MAN: i32 = 6;

impl Porta {
    /// The estimate for `seat`: positive when it stands better.
    pub(super) fn estimate(&self, seat: Seat) -> i32 {
        let me = seat.index();
        self.side_value(me) - self.side_value(1 - me)
    }

    fn side_value(&self, s: usize) -> i32 {
        let men = self.men[s];
        let occupied = self.occupied();
        let open = open_gaps(men, occupied);
        let placed = if self.options.variant == Variant::Finestra {
            0
        } else {
            (men & EDGE).count_ones() as i32
        };
        let mut ready = self.ready_gaps(s).count_ones() as i32;
        let relocating = self.relocating();
        if relocating && self.side as usize != s {
            // The opponent is about to move one of these men anywhere,
            // into a ready gap if it likes: count the relocations as spent gaps.
            ready = (ready - i32::from(self.pending.remaining)).max(0);
        }
        // A relocating side moves right after its relocations.
        let moving = self.side as usize == s && !self.placing();
        let threat = match (ready, moving, self.options.variant) {
            (0, _, _) => 0,
            (n, true, _) => READY_TO_MOVE + READY_WAITING_FINESTRA * (n - 1),
            (n, false, Variant::Finestra) => READY_WAITING_FINESTRA * n,
            (n, false, _) => READY_WAITING * n,
        };
        POINT * self.scores[s] as i32
            + threat
            + OPEN_GAP * open.count_ones() as i32
            + EDGE_MAN * placed
    }

    /// Empty cells where one step of `s`'s men closes a formation, the
    /// opponent's gaps (which `s` may not enter) aside.
    fn ready_gaps(&self, s: usize) -> u64 {
        let men = self.men[s];
        let occupied = self.occupied();
        let mut ready = 0;
        for from in squares(men) {
            for d in ORTHOGONAL {
                let Some(to) = step(from, d) else { continue };
                if occupied & bit(to) != 0 || ready & bit(to) != 0 {
                    continue;
                }
                if closing(&self.options, (men & !bit(from)) | bit(to), to).points > 0 {
                    ready |= bit(to);
                }
            }
        }
        if ready != 0 && self.options.variant != Variant::Finestra {
            ready &= !self.gates(1 - s);
        }
        ready
    }
}

#[cfg(test)]
mod tests {
    use super::READY_WAITING;
    use crate::game::{Game, Seat};
    use crate::games::porta::{Porta, PortaOptions};

    fn at(text: &str) -> Porta {
        Porta::from_text(text, &PortaOptions::default()).expect("a valid position")
    }

    #[test]
    fn a_gap_ready_to_close_is_nearly_a_point() {
        let black = Seat(1);
        // Black a2, a4 and b3: b3-a3 closes a gate White may not enter.
        let ready = at("7w/8/8/8/b7/1b6/b7/8 w 0,0 0-0 - 0 30");
        // The same men with the third one a step further away.
        let far = at("7w/8/8/8/b7/2b5/b7/8 w 0,0 0-0 - 0 30");
        let gain = ready.evaluate(black).unwrap_or(0) - far.evaluate(black).unwrap_or(0);
        assert_eq!(gain, READY_WAITING);
        assert_eq!(ready.evaluate(black), ready.evaluate(Seat(0)).map(|s| -s));
    }
}
