//! How many steps each side is from its next closings, for the computer's
//! estimate in Porta (Doppia Anta keeps its open-gap terms, see
//! `evaluate.rs`).
//!
//! A gap ready to close is one step away, and the estimate already counts
//! those. What it could not see was the closing two or three steps away: a
//! relocated man dropped two cells from the formation it came from walked
//! back and rebuilt it within three moves, while the relocator, searching
//! two plies, judged the spot as good as any. Counting the steps to the
//! nearest closings gives every move a gradient: towards one's own next
//! closing, and, for a relocation, away from the scorer's.

use super::super::formations::{shapes, EDGE};
use super::super::position::Porta;
use crate::games::board8::{bit, shift, squares, Sq};

/// Closings further than this many steps are not counted.
const HORIZON: u32 = 6;
/// The nearest men looked at for each cell a man must reach.
const CANDIDATES: usize = 3;
/// The most formations whose steps are worked out in full, nearest by
/// their floor first: the estimate runs at every node of the search.
const MAX_LOOKS: usize = 6;
/// Formations that can be closed at some cell: one per edge cell that is
/// no corner for a Porta, two for a Doppia Anta, so three with both kinds.
const MAX_CANDIDATES: usize = 72;

/// The number of steps `s` needs, unhindered, to close its two nearest
/// formations that are not ready yet (ready gaps are counted apart), the
/// nearest first; `None` where no such closing lies within the horizon.
pub(super) fn nearest_closings(position: &Porta, s: usize) -> [Option<u32>; 2] {
    let men = position.men[s];
    let theirs = position.men[1 - s];
    // The formations still possible, each with the fewest steps it could
    // take (one per cell still to fill, one to close), looked at cheapest
    // first so that most are passed over once two closings are found.
    let reach = reach(men);
    let mut candidates = [(0u32, 0 as Sq, 0 as Sq, 0u64); MAX_CANDIDATES];
    let mut count = 0;
    for x in squares(EDGE & !theirs) {
        // A corner has no inner cell: no formation is closed there.
        let Some(inner) = inward(x) else { continue };
        for &kind in position.options.kinds() {
            for shape in shapes(kind, x) {
                let wanted = shape.others | bit(inner);
                let floor = squares(wanted & !men)
                    .map(|cell| u32::from(reach[cell as usize]))
                    .sum::<u32>()
                    + 1;
                // A formation none of whose men stand yet is too far to count.
                let started = wanted & men != 0;
                if started
                    && shape.others & theirs == 0
                    && floor <= HORIZON
                    && count < MAX_CANDIDATES
                {
                    candidates[count] = (floor, x, inner, shape.others);
                    count += 1;
                }
            }
        }
    }
    let mut best: [Option<u32>; 2] = [None, None];
    if position.placing() {
        // A placement fills any cell: a formation is as near as the men it lacks.
        for &(_, x, inner, others) in &candidates[..count] {
            let wanted = others | bit(inner);
            let lacking = (wanted & !men).count_ones();
            if lacking > 0 && theirs & bit(inner) == 0 && men & bit(x) == 0 {
                insert(&mut best, lacking + 1);
            }
        }
        return best;
    }
    let mut looked = 0;
    for floor in 1..=HORIZON {
        if best[1].is_some_and(|second| floor >= second) || looked >= MAX_LOOKS {
            break;
        }
        for &(_, x, inner, others) in candidates[..count].iter().filter(|c| c.0 == floor) {
            if looked < MAX_LOOKS {
                looked += 1;
                if let Some(steps) = steps_to_close(men, theirs, x, inner, others) {
                    insert(&mut best, steps);
                }
            }
        }
    }
    best
}

/// The steps from the nearest of `men` to every cell, going round nothing,
/// up to the horizon (`u8::MAX` beyond): a floor under any assignment.
fn reach(men: u64) -> [u8; 64] {
    let mut steps = [u8::MAX; 64];
    let (mut reached, mut frontier, mut d) = (men, men, 0u8);
    while frontier != 0 && u32::from(d) <= HORIZON {
        for cell in squares(frontier) {
            steps[cell as usize] = d;
        }
        let grown = [0, 1, 4, 5]
            .into_iter()
            .fold(reached, |grown, dir| grown | shift(reached, dir));
        frontier = grown & !reached;
        reached = grown;
        d += 1;
    }
    steps
}

/// Steps for `men` to stand on every cell of `others` and on `inner`, with
/// `x` empty, plus the step into `x`; `None` when ready already (one
/// step), impossible with the men at hand, or beyond the horizon.
fn steps_to_close(men: u64, theirs: u64, x: Sq, inner: Sq, others: u64) -> Option<u32> {
    let wanted = others | bit(inner);
    let needed = wanted & !men;
    let on_x = men & bit(x) != 0;
    if needed == 0 && !on_x {
        return None;
    }
    // Men already on the formation's cells stay there; the others may move.
    let movable = men & !wanted;
    if movable.count_ones() < needed.count_ones() {
        return None;
    }
    let mut lists = [[(u32::MAX, 0); CANDIDATES]; 4];
    let mut count = 0;
    let mut inner_steps = 0;
    for target in squares(needed) {
        let nearest = &mut lists[count];
        for man in squares(movable) {
            let d = distance(man, target);
            if let Some(slot) = nearest.iter().position(|&(best, _)| d < best) {
                nearest[slot..].rotate_right(1);
                nearest[slot] = (d, man);
            }
        }
        if target == inner {
            inner_steps = nearest[0].0;
        }
        count += 1;
    }
    let (mut steps, used) = cheapest_assignment(&lists[..count], 0)?;
    if on_x && used & bit(x) == 0 {
        // The man on the closing cell must step off it first.
        steps += 1;
    }
    if theirs & bit(inner) != 0 {
        // An opponent's man obstructs the only cell the gap is closed from.
        steps += 3;
    } else if needed & bit(inner) != 0
        && squares(theirs).any(|man| distance(man, inner) < inner_steps)
    {
        // The opponent gets there first and can stand in the way.
        steps += 2;
    }
    let total = steps + 1;
    (total <= HORIZON).then_some(total)
}

/// The least total distance that sends a distinct man to each target, over
/// each target's nearest candidates, and the men it uses.
fn cheapest_assignment(lists: &[[(u32, Sq); CANDIDATES]], used: u64) -> Option<(u32, u64)> {
    let Some((list, rest)) = lists.split_first() else {
        return Some((0, used));
    };
    let mut best: Option<(u32, u64)> = None;
    for &(d, man) in list {
        if d == u32::MAX || used & bit(man) != 0 {
            continue;
        }
        if let Some((more, all)) = cheapest_assignment(rest, used | bit(man)) {
            if best.is_none_or(|(b, _)| d + more < b) {
                best = Some((d + more, all));
            }
        }
    }
    best
}

/// Steps between two cells, going round nothing.
fn distance(a: Sq, b: Sq) -> u32 {
    u32::from(DISTANCES[a as usize][b as usize])
}

/// `distance` for every pair of cells, worked out once at compile time:
/// the estimate asks for it hundreds of times per position.
static DISTANCES: [[u8; 64]; 64] = {
    let mut table = [[0u8; 64]; 64];
    let mut a: usize = 0;
    while a < 64 {
        let mut b: usize = 0;
        while b < 64 {
            let files = (a % 8).abs_diff(b % 8);
            let ranks = (a / 8).abs_diff(b / 8);
            table[a][b] = (files + ranks) as u8;
            b += 1;
        }
        a += 1;
    }
    table
};

/// Keeps the two smallest values seen.
fn insert(best: &mut [Option<u32>; 2], steps: u32) {
    match *best {
        [None, _] => best[0] = Some(steps),
        [Some(first), _] if steps < first => *best = [Some(steps), Some(first)],
        [Some(_), None] => best[1] = Some(steps),
        [Some(_), Some(second)] if steps < second => best[1] = Some(steps),
        _ => {}
    }
}

/// The inner neighbour of an edge cell that is no corner.
pub(super) fn inward(sq: Sq) -> Option<Sq> {
    let (f, r) = (sq % 8, sq / 8);
    match (f, r) {
        (1..=6, 0) => Some(sq + 8),
        (1..=6, 7) => Some(sq - 8),
        (0, 1..=6) => Some(sq + 1),
        (7, 1..=6) => Some(sq - 1),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{nearest_closings, steps_to_close};
    use crate::game::Game;
    use crate::games::board8::bit;
    use crate::games::porta::{Porta, PortaOptions};

    fn at(text: &str) -> Porta {
        Porta::from_text(text, &PortaOptions::default()).expect("a valid position")
    }

    #[test]
    fn a_man_two_cells_from_a_rebuilt_formation_is_counted() {
        // White h4, h5 and g4 (h6 empty): h4-h3 then g4-h4 closes
        // h3-h4-h5 in two steps; h5-h6, g4-g5 and g5-h5 close h4-h5-h6 in three.
        let near = at("b7/8/8/7w/6ww/8/8/8 w 0,0 0-0 - 0 60");
        assert_eq!(nearest_closings(&near, 0), [Some(2), Some(3)]);
        // The g4 man relocated to d4 instead: the nearest closing takes five.
        let far = at("b7/8/8/7w/3w3w/8/8/8 w 0,0 0-0 - 0 60");
        assert_eq!(nearest_closings(&far, 0)[0], Some(5));
    }

    #[test]
    fn a_ready_gap_is_left_to_the_ready_count() {
        // White a2 and a4 with b3 ready: one step, not counted here.
        let ready = at("b7/8/8/8/w7/1w6/w7/8 w 0,0 0-0 - 0 60");
        assert_ne!(nearest_closings(&ready, 0)[0], Some(1));
    }

    #[test]
    fn an_opponent_on_the_inner_cell_makes_a_gap_far() {
        // White a2 and a4 round the gap a3, closed from b3, and a man on c2
        // two steps from b3; Black on b3 itself, or out of the way on h8.
        let (a2, a3, a4, b3, c2, h8) = (8, 16, 24, 17, 10, 63);
        let white = bit(a2) | bit(a4) | bit(c2);
        let others = bit(a2) | bit(a4);
        assert_eq!(steps_to_close(white, bit(h8), a3, b3, others), Some(3));
        assert_eq!(steps_to_close(white, bit(b3), a3, b3, others), Some(6));
        // Black on c3, nearer to b3 than c2 is, can stand in the way first.
        let c3 = 18;
        assert_eq!(steps_to_close(white, bit(c3), a3, b3, others), Some(5));
    }
}
