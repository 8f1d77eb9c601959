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

use super::super::formations::{closing, EDGE};
use super::super::options::Variant;
use super::super::position::Porta;
use super::super::rules::ORTHOGONAL;
use super::approach::{inward, nearest_closings};
use crate::game::Seat;
use crate::games::board8::{bit, shift, squares, step};

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
/// An open gap still to be reached (Finestra and Doppia Anta).
const OPEN_GAP: i32 = 30;
/// A Doppia Anta gap whose inner neighbour, the only cell it can be closed
/// from, holds an opponent's man (fig. 5 A): it waits for that man to leave.
const OBSTRUCTED_GAP: i32 = 8;
/// A complete Doppia Anta formation whose centre can step out and back in.
const RELOADABLE: i32 = 60;
/// The side that wins the race of ready gaps (see `race_winner`).
const RACE_WON: i32 = 1_500;
/// A man on an edge.
const EDGE_MAN: i32 = 6;
/// A closing that is not ready yet, by the steps it takes (see
/// `approach.rs`): two steps are worth half a ready gap, and each step more
/// about halves it. The second nearest closing counts half.
const APPROACH: [i32; 7] = [0, 0, 120, 70, 40, 22, 12];

impl Porta {
    /// The estimate for `seat`: positive when it stands better.
    pub(super) fn estimate(&self, seat: Seat) -> i32 {
        let me = seat.index();
        let ready = [self.ready_count(0), self.ready_count(1)];
        let race = match self.race_winner(ready) {
            Some(winner) if winner == me => RACE_WON,
            Some(_) => -RACE_WON,
            None => 0,
        };
        self.side_value(me, ready[me]) - self.side_value(1 - me, ready[1 - me]) + race
    }

    /// Who reaches the target first if from now on each side, in turn,
    /// cashes a ready gap whenever it has one, and each relocation spends
    /// one more of the scorer's. Phase 2 opens with White, so in the
    /// placement the race is White's to lose: whoever moves second wins it
    /// only by leaving the other short of gaps, which is what the placement
    /// is about (obstructing gates before they are ready). `None` when
    /// both run dry first, or in Finestra, where gaps can be blocked.
    fn race_winner(&self, ready: [i32; 2]) -> Option<usize> {
        if self.options.variant == Variant::Finestra {
            return None;
        }
        let target = self.options.target_score() as i32;
        let mut score = [self.scores[0] as i32, self.scores[1] as i32];
        let mut ammo = ready;
        let mut turn = if self.placing() {
            0
        } else {
            self.side as usize
        };
        while ammo[0] > 0 || ammo[1] > 0 {
            if ammo[turn] > 0 {
                score[turn] += 1;
                if score[turn] >= target {
                    return Some(turn);
                }
                ammo[turn] -= 2;
            }
            turn ^= 1;
        }
        None
    }

    /// Both sides' `ready_count`, by seat.
    #[cfg(test)]
    fn ready_counts(&self) -> [i32; 2] {
        [self.ready_count(0), self.ready_count(1)]
    }

    /// `s`'s ready gaps, less those a pending relocation can spoil.
    fn ready_count(&self, s: usize) -> i32 {
        let ready = self.ready_gaps(s).count_ones() as i32;
        if self.relocating() && self.side as usize != s {
            // The opponent is about to move one of these men anywhere,
            // into a ready gap if it likes: count the relocations as spent gaps.
            (ready - i32::from(self.pending.remaining)).max(0)
        } else {
            ready
        }
    }

    /// `s`'s share of the estimate, given its count of ready gaps.
    fn side_value(&self, s: usize, ready: i32) -> i32 {
        let men = self.men[s];
        // A relocating side moves right after its relocations.
        let moving = self.side as usize == s && !self.placing();
        let threat = match (ready, moving, self.options.variant) {
            (0, _, _) => 0,
            (n, true, Variant::Finestra) => READY_TO_MOVE + READY_WAITING_FINESTRA * (n - 1),
            // Never less than the same gaps while waiting: the move is a gain.
            (n, true, _) => READY_TO_MOVE + READY_WAITING * (n - 1),
            (n, false, Variant::Finestra) => READY_WAITING_FINESTRA * n,
            (n, false, _) => READY_WAITING * n,
        };
        let base = POINT * self.scores[s] as i32 + threat;
        if self.options.variant == Variant::Finestra {
            let open = open_gaps(men, self.occupied());
            return base + OPEN_GAP * open.count_ones() as i32;
        }
        // Only the variant's own formations count: an interior or diagonal
        // gap scores nothing in Porta and Doppia Anta, and when it counted,
        // both sides filled the middle with chequered rows of worthless gaps.
        let placed = EDGE_MAN * (men & EDGE).count_ones() as i32;
        if self.options.variant == Variant::DoppiaAnta {
            return base + placed + self.gaps_value(s);
        }
        let [first, second] = nearest_closings(self, s).map(|steps| {
            steps.map_or(0, |steps| {
                APPROACH.get(steps as usize).copied().unwrap_or(0)
            })
        });
        base + first + second / 2 + placed
    }

    /// Doppia Anta's open gaps, less where an opponent's man stands on the
    /// inner cell, and its complete formations that can close again. The
    /// steps to the nearest closings (`approach.rs`) replaced these in
    /// Porta; in Doppia Anta, whose target is 10, hard then let 6 of 10
    /// games against random run past 200 plies (1 of 10 before).
    fn gaps_value(&self, s: usize) -> i32 {
        let theirs = self.men[1 - s];
        let open = self.gates(s);
        let obstructed = squares(open)
            .filter(|&sq| inward(sq).is_some_and(|inner| theirs & bit(inner) != 0))
            .fold(0, |set, sq| set | bit(sq));
        OPEN_GAP * (open & !obstructed).count_ones() as i32
            + OBSTRUCTED_GAP * obstructed.count_ones() as i32
            + RELOADABLE * self.reloadable(s).count_ones() as i32
    }

    /// Centres of `s`'s complete edge formations whose inner neighbour is
    /// empty: the centre man steps out and its gap is ready again, a point
    /// every two moves unless the opponent steps into that neighbour.
    fn reloadable(&self, s: usize) -> u64 {
        let men = self.men[s];
        let occupied = self.occupied();
        squares(men & EDGE)
            .filter(|&sq| {
                inward(sq).is_some_and(|inner| occupied & bit(inner) == 0)
                    && closing(&self.options, men, sq).points > 0
            })
            .fold(0, |set, sq| set | bit(sq))
    }

    /// Empty cells where one step of `s`'s men closes a formation, the
    /// opponent's gaps (which `s` may not enter) aside.
    fn ready_gaps(&self, s: usize) -> u64 {
        let men = self.men[s];
        let occupied = self.occupied();
        let mut ready = 0;
        if self.options.variant != Variant::Finestra {
            // Porta and Doppia Anta close only at an edge cell, entered from
            // its inner neighbour: an edge neighbour is one of the formation's men.
            for to in squares(EDGE & !occupied) {
                if inward(to).is_some_and(|from| {
                    men & bit(from) != 0
                        && closing(&self.options, (men & !bit(from)) | bit(to), to).points > 0
                }) {
                    ready |= bit(to);
                }
            }
        } else {
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
        }
        if ready != 0 && self.options.variant != Variant::Finestra {
            ready &= !self.gates(1 - s);
        }
        ready
    }
}

/// Empty cells between two of `men` along a line: gaps a step could close.
fn open_gaps(men: u64, occupied: u64) -> u64 {
    let mut gaps = 0;
    for d in 0..4 {
        gaps |= shift(men, d) & shift(men, d + 4);
    }
    gaps & !occupied
}

#[cfg(test)]
mod tests {
    use super::READY_WAITING;
    use crate::ai::Strategy;
    use crate::game::{Game, Seat};
    use crate::games::porta::{Porta, PortaOptions};

    fn at(text: &str) -> Porta {
        Porta::from_text(text, &PortaOptions::default()).expect("a valid position")
    }

    fn for_black(text: &str) -> i32 {
        at(text).evaluate(Seat(1)).expect("Porta always estimates")
    }

    #[test]
    fn a_gap_ready_to_close_is_worth_a_bonus() {
        // Black a2, a4 and b3: b3-a3 closes a gate White may not enter.
        let ready = "7w/8/8/8/b7/1b6/b7/8 w 0,0 0-0 - 0 30";
        // The same men with the third one a step further away.
        let far = "7w/8/8/8/b7/2b5/b7/8 w 0,0 0-0 - 0 30";
        assert!(for_black(ready) - for_black(far) >= READY_WAITING / 2);
        let position = at(ready);
        assert_eq!(
            position.evaluate(Seat(1)),
            position.evaluate(Seat(0)).map(|s| -s)
        );
    }

    #[test]
    fn a_relocated_man_far_from_its_formation_is_worth_less_to_the_scorer() {
        // Black just closed h4-h5-h6; White put the h6 man on g4, two steps
        // from rebuilding it, or on d4, out of the way.
        let near = "w7/8/8/7b/6bb/8/8/8 w 0,0 0-1 - 0 60";
        let far = "w7/8/8/7b/3b3b/8/8/8 w 0,0 0-1 - 0 60";
        assert!(for_black(near) > for_black(far));
    }

    #[test]
    fn a_gap_whose_inner_cell_an_opponent_holds_is_worth_less() {
        // Black a2 and a4, and e3 to close them from b3; White on b3
        // (fig. 5 A) or beside it on c3.
        let obstructed = "7w/8/8/8/b7/1w2b3/b7/8 w 0,0 0-0 - 0 30";
        let free = "7w/8/8/8/b7/2w1b3/b7/8 w 0,0 0-0 - 0 30";
        assert!(for_black(free) > for_black(obstructed));
    }

    #[test]
    fn the_side_to_move_with_the_last_point_ready_wins_the_race() {
        // White to move at 4-4 with b1-c1-d1 ready (c2 steps in); Black's
        // a3-a4-a5 is ready too (b4 steps in), but White cashes first.
        let race = at("8/8/8/b7/1b6/b7/2w5/1w1w4 w 0,0 4-4 - 0 60");
        assert_eq!(race.race_winner(race.ready_counts()), Some(0));
        // With Black to move, Black cashes first.
        let black = at("8/8/8/b7/1b6/b7/2w5/1w1w4 b 0,0 4-4 - 0 60");
        assert_eq!(black.race_winner(black.ready_counts()), Some(1));
        // Far from the target, one gap each wins no race.
        let early = at("8/8/8/b7/1b6/b7/2w5/1w1w4 w 0,0 0-0 - 0 60");
        assert_eq!(early.race_winner(early.ready_counts()), None);
    }
}
