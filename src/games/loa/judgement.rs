//! Expert's judgement of a Lines of Action position (`DeepGame::judge`),
//! built on the features of the MIA programs' evaluator (Winands, van den
//! Herik and Uiterwijk, "An Evaluation Function for Lines of Action",
//! 2003): concentration, centralisation, the centre of mass's position,
//! quads, mobility, connectedness and the player to move, with the count
//! of pieces, which the fit found worth more than most. The weights are
//! fitted to expert's games (`tavoliere fit-judgement`, docs/DEEP-SEARCH.md)
//! and kept because matches showed the gain. The other levels keep
//! `eval.rs`'s lighter estimate, with which they were measured.

use super::lines::tables;
use super::position::{Loa, Simultaneous};
use super::rules::{connected, first_group, grown};
use crate::games::board8::{shift, squares};

/// Each square's worth for a piece standing there: the middle is where
/// groups meet, the edge and above all the corners where pieces are cut
/// off. One quarter of the board, mirrored into `SQUARE_WORTH`.
const QUARTER_WORTH: [i32; 16] = [
    -20, -10, -6, -5, //
    -10, 0, 2, 2, //
    -6, 2, 6, 7, //
    -5, 2, 7, 10,
];

/// A rank or file counted from the nearer edge.
const fn fold(x: usize) -> usize {
    if x < 4 {
        x
    } else {
        7 - x
    }
}

/// `QUARTER_WORTH` for every square, read once a piece at every leaf.
const SQUARE_WORTH: [i32; 64] = {
    let mut worth = [0; 64];
    let mut square = 0;
    while square < 64 {
        let (rank, file) = (fold(square / 8), fold(square % 8));
        worth[square] = QUARTER_WORTH[rank * 4 + file];
        square += 1;
    }
    worth
};

/// The judgement's features, in the order of `WEIGHTS` and of
/// `Loa::judgement_features`: a side's extra groups, concentration
/// (distance beyond the tightest), centralisation (average square worth),
/// its centre of mass's distance from the middle, quads, connectedness
/// (neighbouring pairs per piece), pieces, mobility (half moves), and the
/// move.
pub const FEATURES: [&str; 9] = [
    "groups",
    "concentration",
    "centralisation",
    "centre of mass",
    "quads",
    "connectedness",
    "pieces",
    "mobility",
    "tempo",
];

/// The features' weights, in points on the fit's scale (a side 110 points
/// ahead given 73%): the maximum-likelihood fit of 27,000 positions of
/// expert's games to their results (`tavoliere fit-judgement`,
/// docs/DEEP-SEARCH.md). A piece is worth 49 points: with it in the fit,
/// connectedness and mobility, which a side with more pieces has more
/// of, fell to next to nothing, and these weights scored 72.5% in 200 games
/// against the same fit without it (docs/DEEP-SEARCH.md).
pub const WEIGHTS: [i32; FEATURES.len()] = [-33, -20, 17, 28, 12, -7, 49, 1, 32];
/// How many of `FEATURES` describe one side's pieces alone
/// (`SideFeatures::fitted`); they come first.
const SHAPE_FEATURES: usize = 7;
/// Where `FEATURES` puts mobility (right after the shape) and the move
/// (last).
const MOBILITY_AT: usize = SHAPE_FEATURES;
const TEMPO_AT: usize = FEATURES.len() - 1;
const MOBILITY: i32 = WEIGHTS[MOBILITY_AT];
const TEMPO: i32 = WEIGHTS[TEMPO_AT];
/// The mobility difference a lazy judgement assumes at most, in half
/// moves: 1 in 100 of 5,000 random positions had more than 43, none more
/// than 65.
const MOBILITY_MARGIN: i32 = 50 * MOBILITY;

/// The edge of the board, where a move leads a piece away from the others.
const EDGE: u64 = 0xFF81_8181_8181_81FF;
/// The squares that are the lower-left corner of a 2×2 block.
const QUAD_CORNERS: u64 = 0x007F_7F7F_7F7F_7F7F;

/// The number of groups of `set`, eight-neighbour connected.
pub(super) fn groups(mut set: u64) -> i32 {
    let mut count = 0;
    while set != 0 {
        set &= !first_group(set);
        count += 1;
    }
    count
}

/// Concentration, which both estimates weigh: the distance of every piece
/// of `set` (n of them, at least one) from its centre of mass (Chebyshev,
/// in squares), beyond the least that many pieces can have. `sum_file` and
/// `sum_rank` are the sums of the pieces' files and ranks.
pub(super) fn concentration_surplus(set: u64, sum_file: i32, sum_rank: i32) -> i32 {
    let n = set.count_ones() as i32;
    let spread: i32 = squares(set)
        .map(|square| {
            let file = (i32::from(square % 8) * n - sum_file).abs();
            let rank = (i32::from(square / 8) * n - sum_rank).abs();
            file.max(rank)
        })
        .sum::<i32>()
        / n;
    let tightest = if n <= 9 { n - 1 } else { 8 + 2 * (n - 9) };
    (spread - tightest).max(0)
}

/// One side's features but mobility, before weighting: what the
/// judgement adds up and `fit-judgement` fits.
struct SideFeatures {
    pieces: i32,
    extra_groups: i32,
    surplus: i32,
    /// The sum of the pieces' square worths (`SQUARE_WORTH`).
    worth: i32,
    /// The centre of mass's distance from the middle, in half squares.
    mass_off: i32,
    /// 2×2 blocks holding three or four of the side's pieces.
    quads: i32,
    /// Neighbouring pairs of the side's pieces.
    pairs: i32,
}

impl SideFeatures {
    /// The features of `own`, at least two pieces (a lone piece has joined).
    fn of(own: u64) -> SideFeatures {
        let n = own.count_ones() as i32;
        let (mut sum_file, mut sum_rank, mut worth) = (0, 0, 0);
        for square in squares(own) {
            sum_file += i32::from(square % 8);
            sum_rank += i32::from(square / 8);
            worth += SQUARE_WORTH[usize::from(square)];
        }
        let (a, b) = (own, shift(own, 4));
        let (c, d) = (shift(own, 5), shift(own, 6));
        let solid = ((a & b & (c | d)) | (c & d & (a | b))) & QUAD_CORNERS;
        SideFeatures {
            pieces: n,
            extra_groups: groups(own) - 1,
            surplus: concentration_surplus(own, sum_file, sum_rank),
            worth,
            mass_off: (2 * sum_file - 7 * n)
                .abs()
                .max((2 * sum_rank - 7 * n).abs())
                / n,
            quads: solid.count_ones() as i32,
            pairs: (0..4)
                .map(|dir| (own & shift(own, dir)).count_ones() as i32)
                .sum(),
        }
    }

    /// The features as fitted, the first `SHAPE_FEATURES` of `FEATURES`:
    /// per-piece averages as fractions, which the judgement's whole points
    /// round.
    fn fitted(&self) -> [f64; SHAPE_FEATURES] {
        let n = f64::from(self.pieces);
        [
            f64::from(self.extra_groups),
            f64::from(self.surplus),
            f64::from(self.worth) / n,
            f64::from(self.mass_off),
            f64::from(self.quads),
            f64::from(self.pairs) / n,
            n,
        ]
    }

    /// The weighted sum, in points.
    fn points(&self) -> i32 {
        let w = &WEIGHTS;
        w[0] * self.extra_groups
            + w[1] * self.surplus
            + w[2] * self.worth / self.pieces
            + w[3] * self.mass_off
            + w[4] * self.quads
            + w[5] * self.pairs / self.pieces
            + w[6] * self.pieces
    }
}

/// What one side (`own`) has but mobility, in points: higher is better.
fn side_worth(own: u64) -> i32 {
    if own.count_ones() <= 1 {
        return 0;
    }
    SideFeatures::of(own).points()
}

/// One side's mobility in points, or none for a lone piece (whose side
/// has joined).
fn side_mobility(own: u64, opp: u64) -> i32 {
    if own.count_ones() <= 1 {
        return 0;
    }
    MOBILITY * mobility(own, opp)
}

/// Moves `own` has, in halves: a capture counts double, a move to the
/// edge half.
fn mobility(own: u64, opp: u64) -> i32 {
    let tables = tables();
    squares(own)
        .map(|from| {
            let to = Loa::destinations(tables, from, own, opp);
            2 * to.count_ones() + 2 * (to & opp).count_ones() - (to & EDGE).count_ones()
        })
        .sum::<u32>() as i32
}

impl Loa {
    /// Expert's judgement for the side to move (see the module's comment).
    pub(super) fn judgement(&self) -> i32 {
        self.judgement_but_mobility() + self.mobility_difference()
    }

    /// The judgement where only its place against `alpha`..`beta` matters:
    /// mobility, its dearest term, is left out when the rest is so far
    /// outside the window that mobility could not bring it back (almost
    /// never more than `MOBILITY_MARGIN`), and a bound is answered.
    pub(super) fn judgement_in_window(&self, alpha: i32, beta: i32) -> i32 {
        let rest = self.judgement_but_mobility();
        if rest - MOBILITY_MARGIN >= beta {
            rest - MOBILITY_MARGIN
        } else if rest + MOBILITY_MARGIN <= alpha {
            rest + MOBILITY_MARGIN
        } else {
            rest + self.mobility_difference()
        }
    }

    /// The mover's mobility less the opponent's, in points.
    fn mobility_difference(&self) -> i32 {
        let (own, opp) = self.mover_and_opponent();
        side_mobility(own, opp) - side_mobility(opp, own)
    }

    /// The judgement's features (`FEATURES`), the mover's less the
    /// opponent's, unweighted: `judgement` is about their sum weighted by
    /// `WEIGHTS`, and `tavoliere fit-judgement` fits those weights to them.
    pub fn judgement_features(&self) -> [f64; FEATURES.len()] {
        let (own, opp) = self.mover_and_opponent();
        let side = |own: u64, opp: u64| {
            let mut features = [0.0; FEATURES.len()];
            if own.count_ones() > 1 {
                features[..SHAPE_FEATURES].copy_from_slice(&SideFeatures::of(own).fitted());
                features[MOBILITY_AT] = f64::from(mobility(own, opp));
            }
            features
        };
        let (mine, theirs) = (side(own, opp), side(opp, own));
        let mut features = [0.0; FEATURES.len()];
        for (difference, (a, b)) in features.iter_mut().zip(mine.iter().zip(&theirs)) {
            *difference = a - b;
        }
        features[TEMPO_AT] = 1.0;
        features
    }

    fn judgement_but_mobility(&self) -> i32 {
        let (own, opp) = self.mover_and_opponent();
        side_worth(own) - side_worth(opp) + TEMPO
    }

    /// Whether the side to move joins all its pieces with one move.
    pub(super) fn connects_at_once(&self) -> bool {
        let (own, opp) = self.mover_and_opponent();
        let both_draw = self.options.simultaneous == Simultaneous::Draw;
        joins_at_once(own, opp, both_draw)
    }
}

/// Whether `own` can join all its pieces with one move against `opp`, and
/// win by it: where joining both sides at once is a draw (`both_draw`), a
/// capture that also joins the opponent's pieces does not count. Only a
/// side of a few groups can: one piece's move leaves one group and touches
/// at most a few others. The moving piece's landing square must touch
/// every other group, since groups touch nothing but themselves, so only
/// the moves to such squares are tried.
fn joins_at_once(own: u64, opp: u64, both_draw: bool) -> bool {
    const MOST: usize = 4;
    let (mut found, mut count, mut rest) = ([0u64; MOST], 0, own);
    while rest != 0 {
        if count == MOST {
            return false;
        }
        found[count] = first_group(rest);
        rest &= !found[count];
        count += 1;
    }
    let found = &found[..count];
    let tables = tables();
    (0..count).any(|mover| {
        let touching_all = found
            .iter()
            .enumerate()
            .filter(|&(other, _)| other != mover)
            .fold(!own, |squares, (_, &group)| squares & grown(group));
        touching_all != 0
            && squares(found[mover]).any(|from| {
                let from_bit = 1u64 << from;
                let landings = Loa::destinations(tables, from, own, opp) & touching_all;
                squares(landings).any(|to| {
                    let to_bit = 1u64 << to;
                    connected(own ^ from_bit ^ to_bit)
                        && !(both_draw && opp & to_bit != 0 && connected(opp ^ to_bit))
                })
            })
    })
}

#[cfg(test)]
mod tests {
    use crate::ai::position;
    use crate::game::Game;
    use crate::games::loa::{Loa, LoaOptions};

    #[test]
    fn the_start_is_level_but_for_the_move() {
        let start = Loa::new(&LoaOptions::default());
        assert_eq!(start.judgement(), super::TEMPO);
    }

    #[test]
    fn a_side_one_move_from_joining_is_seen() {
        // Black a1 and a3 join with a3-b2 (or a1-b2).
        let near = position::<Loa>("5w1w/8/8/8/8/b7/8/b7 b");
        assert!(near.connects_at_once());
        let far = position::<Loa>("w6w/8/8/8/8/b7/8/b7 w");
        assert!(!far.connects_at_once());
    }

    #[test]
    fn a_join_in_one_is_seen_exactly_when_a_legal_move_wins() {
        use crate::ai::randomly_played;
        use crate::game::Outcome;
        let mut rng = crate::rng::Rng::new(44);
        let (mut seen, mut near_but_not) = (0, 0);
        for round in 0..3000 {
            let Some(position) = randomly_played::<Loa>(&mut rng, 10 + round % 90) else {
                continue;
            };
            let mover = position.to_move();
            let wins = position.moves().iter().any(|mv| {
                let mut child = position.clone();
                child.play_unchecked(mv);
                child.outcome() == Some(Outcome::Win(mover))
            });
            assert_eq!(position.connects_at_once(), wins, "{position:?}");
            let (own, _) = position.mover_and_opponent();
            seen += usize::from(wins);
            near_but_not += usize::from(!wins && super::groups(own) <= 3);
        }
        // Both answers were put to the test, not only the easy "no".
        assert!(
            seen > 10 && near_but_not > 100,
            "{seen} wins, {near_but_not} near"
        );
    }

    #[test]
    fn a_gathered_side_is_judged_better_than_a_scattered_one() {
        let gathered = position::<Loa>("8/8/2bb4/2bb4/8/w6w/8/w6w b");
        let scattered = position::<Loa>("b6b/8/8/8/8/w6w/8/b5wb b");
        assert!(gathered.judgement() > scattered.judgement());
    }
}
