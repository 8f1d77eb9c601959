//! What a magnet does (RULES.md 7): the piece that acted pushes the first
//! piece of its colour on each ray away and pulls the first enemy piece in.
//! The rules play it and the view animates it, from this one description.

use super::position::{Magneton, MagnetonMove};
use crate::games::board8::{bit, step, Sq};

/// What the magnet of one action does: per ray, the piece reached and where
/// it goes, plus where the lit line ends.
pub(super) struct Effect {
    /// (from, to) of every displaced piece.
    pub(super) moves: Vec<(Sq, Sq)>,
    /// For each of the eight rays that exists, its last lit square.
    pub(super) rays: Vec<Sq>,
}

impl Magneton {
    /// The magnetic effect of a piece of `colour` standing on `origin`.
    pub(super) fn effect(&self, origin: Sq, colour: usize) -> Effect {
        let occupied = self.occupied();
        let mut effect = Effect {
            moves: Vec::with_capacity(8),
            rays: Vec::with_capacity(8),
        };
        for d in 0..8 {
            let Some(mut sq) = step(origin, d) else {
                continue;
            };
            while occupied & bit(sq) == 0 {
                match step(sq, d) {
                    Some(next) => sq = next,
                    None => break,
                }
            }
            effect.rays.push(sq);
            if occupied & bit(sq) == 0 {
                continue; // the ray reached the edge without meeting a piece
            }
            let target = if self.pieces[colour] & bit(sq) != 0 {
                // Repulsion: away along the ray, to the next piece or the edge.
                let mut to = sq;
                while let Some(next) = step(to, d) {
                    if occupied & bit(next) != 0 {
                        break;
                    }
                    to = next;
                    if self.options.weak_force {
                        break;
                    }
                }
                to
            } else {
                // Attraction: back along the ray to the square next to the origin.
                let adjacent = step(origin, d).expect("the ray started there");
                if self.options.weak_force && sq != adjacent {
                    step(sq, (d + 4) % 8).expect("the ray came that way")
                } else {
                    adjacent
                }
            };
            if target != sq {
                effect.moves.push((sq, target));
            }
        }
        effect
    }

    /// The square an action leaves its piece on.
    pub(super) fn acting_square(mv: &MagnetonMove) -> Option<Sq> {
        match *mv {
            MagnetonMove::Drop(sq) => Some(sq),
            MagnetonMove::Slide { to, .. } => Some(to),
            MagnetonMove::Pass => None,
        }
    }

    /// The position with the action itself done, before the magnet acts.
    pub(super) fn with_action(&self, mv: &MagnetonMove) -> Magneton {
        let mut next = self.clone();
        let c = self.side as usize;
        match *mv {
            MagnetonMove::Drop(sq) => next.pieces[c] |= bit(sq),
            MagnetonMove::Slide { from, to } => next.pieces[c] ^= bit(from) | bit(to),
            MagnetonMove::Pass => {}
        }
        next
    }
}
