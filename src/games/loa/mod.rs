//! Lines of Action (Claude Soucie; Sid Sackson, *A Gamut of Games*), as
//! RULES.md section 5 specifies it.
//!
//! Bitboards, one per colour (bit = rank * 8 + file), because random
//! playouts and perft are the yardsticks: line counts are popcounts of
//! precomputed line masks, connectivity is a flood fill by shifts, and
//! repetition is counted on incremental Zobrist keys.
//!
//! The position and its options are in `position.rs`, the line and jump
//! tables a move's length is read from in `lines.rs`, the rules in
//! `rules.rs`, move and position text in `notation.rs`; the board view
//! (`view.rs`) and the computer's evaluation (`eval.rs`) build on them.

mod edit;
#[cfg(feature = "computer")]
mod eval;
#[cfg(feature = "computer")]
mod judgement;
mod lines;
mod notation;
mod position;
mod rules;
#[cfg(feature = "view")]
mod view;

#[cfg(feature = "computer")]
pub use judgement::{FEATURES as JUDGEMENT_FEATURES, WEIGHTS as JUDGEMENT_WEIGHTS};
pub use position::{Loa, LoaMove, LoaOptions, Simultaneous, BLACK, WHITE};
