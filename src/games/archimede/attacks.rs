//! Lines of fire on bitboards: where a queen reaches, which ships see a
//! square along clear lines, and the sinking of ships under fire by three
//! (RULES.md 4.2). Move generation, the view's danger marks and the
//! computer's evaluation all count attackers here, so the rule is written
//! once.

use super::position::ATTACKERS_TO_SINK;
use crate::games::board8::{bit, shift, Sq, DIRS, RAYS};

/// The opposite direction in `DIRS` order.
const fn opposite(d: usize) -> usize {
    (d + 4) % 8
}

/// The empty squares a queen on `sq` reaches: up to the first ship each way.
///
/// Branch-free: a sentinel bit on the last square of the scan (h8 for the
/// rising directions, a1 for the falling ones) stands in for "no ship", and
/// the ray from that square in the same direction is empty.
pub(super) fn queen_reach(sq: Sq, occupied: u64) -> u64 {
    let sq = sq as usize;
    let mut reach = 0;
    for rays in &RAYS[..4] {
        let ray = rays[sq];
        let first = ((ray & occupied) | bit(63)).trailing_zeros() as usize;
        reach |= ray ^ rays[first];
    }
    for rays in &RAYS[4..] {
        let ray = rays[sq];
        let first = 63 - ((ray & occupied) | bit(0)).leading_zeros() as usize;
        reach |= ray ^ rays[first];
    }
    reach & !occupied
}

/// Shifts every bit by `amount` squares (positive: towards h8), wrapping
/// across files; callers mask the wrapped bits.
const fn raw_shift(set: u64, amount: i32) -> u64 {
    if amount >= 0 {
        set << amount
    } else {
        set >> -amount
    }
}

/// `generators` grown in direction `d` through `propagators` (Kogge-Stone):
/// every square reached from a generator by steps over propagators only.
fn occluded_fill(mut generators: u64, propagators: u64, d: usize) -> u64 {
    const NOT_FILE_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
    const NOT_FILE_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let (df, dr) = DIRS[d];
    let amount = (dr * 8 + df) as i32;
    let mut pro = propagators
        & match df {
            1 => NOT_FILE_A,
            -1 => NOT_FILE_H,
            _ => !0,
        };
    generators |= pro & raw_shift(generators, amount);
    pro &= raw_shift(pro, amount);
    generators |= pro & raw_shift(generators, 2 * amount);
    pro &= raw_shift(pro, 2 * amount);
    generators |= pro & raw_shift(generators, 4 * amount);
    generators
}

/// The squares whose first ship in direction `d` belongs to `attackers`:
/// a ship there is attacked along that line (RULES.md 4.2 step 3; any ship
/// blocks, and the own-port clause plays no part, 4.5.2).
pub(super) fn attacked_along(d: usize, attackers: u64, occupied: u64) -> u64 {
    let back = opposite(d);
    // Squares that are an attacker, or empty and see one going in direction d.
    let sees = occluded_fill(attackers, !occupied, back);
    shift(sees, back)
}

/// The ships of `targets` attacked by at least three ships of `attackers`.
pub(super) fn vulnerable(targets: u64, attackers: u64) -> u64 {
    let occupied = targets | attackers;
    // A saturating bit-sliced counter: at least one, two, three attackers.
    let (mut one, mut two, mut three) = (0u64, 0u64, 0u64);
    for d in 0..8 {
        let hit = attacked_along(d, attackers, occupied) & targets;
        three |= two & hit;
        two |= one & hit;
        one |= hit;
    }
    debug_assert_eq!(ATTACKERS_TO_SINK, 3);
    three
}

/// Sinks the opponent's vulnerable ships after `mover` moved, wave after
/// wave until none is left (the fixpoint of RULES.md 4.2). `on_wave` sees
/// each wave's sunk ships and the board just before they go.
pub(super) fn sink(ships: &mut [u64; 2], mover: usize, mut on_wave: impl FnMut(u64, &[u64; 2])) {
    let opponent = 1 - mover;
    loop {
        let wave = vulnerable(ships[opponent], ships[mover]);
        if wave == 0 {
            return;
        }
        on_wave(wave, ships);
        ships[opponent] &= !wave;
    }
}

#[cfg(test)]
mod tests {
    use super::{queen_reach, vulnerable};
    use crate::games::board8::{bit, squares, step, Sq};
    use crate::rng::Rng;

    /// The attack count of `target` by `attackers`, ray by ray, the slow way.
    fn naive_attackers(target: Sq, attackers: u64, occupied: u64) -> u32 {
        (0..8)
            .filter(|&d| {
                let mut sq = target;
                while let Some(next) = step(sq, d) {
                    if occupied & bit(next) != 0 {
                        return attackers & bit(next) != 0;
                    }
                    sq = next;
                }
                false
            })
            .count() as u32
    }

    #[test]
    fn fills_count_attackers_like_walking_the_rays() {
        let mut rng = Rng::new(7);
        for _ in 0..2_000 {
            let (a, b) = (
                rng.next_u64() & rng.next_u64(),
                rng.next_u64() & rng.next_u64(),
            );
            let (targets, attackers) = (a & !b, b);
            let expected = squares(targets)
                .filter(|&sq| naive_attackers(sq, attackers, targets | attackers) >= 3)
                .fold(0, |set, sq| set | bit(sq));
            assert_eq!(vulnerable(targets, attackers), expected);
        }
    }

    #[test]
    fn queen_reach_stops_before_the_first_ship() {
        // A queen on d4 with ships on d6 and f4.
        let occupied = bit(43) | bit(29) | bit(27);
        let reach = queen_reach(27, occupied);
        assert_ne!(reach & bit(35), 0, "d5");
        assert_eq!(reach & bit(43), 0, "d6 is a ship");
        assert_eq!(reach & bit(51), 0, "d7 is behind it");
        assert_ne!(reach & bit(28), 0, "e4");
        assert_eq!(reach & bit(30), 0, "g4 is behind f4");
        assert_ne!(reach & bit(0), 0, "a1 on the diagonal");
    }
}
