//! Magneton (Luca Cerrato, 2001), as RULES.md section 7 specifies it.
//!
//! After every drop or slide the acting piece is a magnet: on each of the
//! eight rays from it, the first piece met is pushed away if it is the
//! mover's colour and pulled in if it is the opponent's. A line of four or
//! more wins only if the magnets moved one of its pieces this turn.
//! Bitboards, one per colour, because playouts are the yardstick.
//!
//! The position and its options are in `position.rs`, what a magnet does in
//! `magnet.rs`, the rules in `rules.rs`, move and position text in
//! `notation.rs`; the board view (`view.rs`) and the computer's evaluation
//! (`eval.rs`) build on them.

mod edit;
#[cfg(feature = "computer")]
mod eval;
mod magnet;
mod notation;
mod position;
mod rules;
#[cfg(feature = "view")]
mod view;

pub use position::{Magneton, MagnetonMove, MagnetonOptions, BLACK, PIECES, WHITE};
