//! Porta (Pietro Gorini, 1989) with its variants Doppia Anta and Finestra,
//! as RULES.md section 1 specifies it.
//!
//! Twelve men each are placed, then stepped orthogonally. A man that steps
//! into the centre of its own formation (a gate on an edge, a double gate,
//! or a window anywhere) scores, and the opponent then relocates men of the
//! closed formation as moves of his own before his normal turn. Every
//! formation of every variant is one precomputed `Shape` per centre square,
//! so closing, the forming ban of phase 1 and the gates nobody may enter
//! all read the same table.
//!
//! The folder: `options.rs` (the variants and rule choices), `position.rs`
//! (the position and its move), `formations.rs` (the shape table),
//! `rules.rs` (`impl Game`: moves, closing, relocating, the end),
//! `notation.rs` (move and position text), `words.rs` (counts in words);
//! `view.rs` draws it and `eval/` is the computer's estimate.

mod edit;
#[cfg(feature = "computer")]
mod eval;
mod formations;
mod notation;
mod options;
mod position;
mod rules;
#[cfg(feature = "view")]
mod view;
mod words;

pub use options::{PortaOptions, Variant};
pub use position::{Porta, PortaMove, BLACK, MEN, WHITE};
