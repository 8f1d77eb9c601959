//! Ponte (Pietro Gorini, 1989): Italian draughts (Dama Italiana) with
//! bridges, as RULES.md section 2 specifies it.
//!
//! Bitboards on the 8x8 board (bit = rank * 8 + file; only dark squares are
//! ever used), one `u64` per colour and piece kind. Bridges (Ponti) are
//! evaluated once per move generation, at the start of the move (2.7.5).
//!
//! # Notation (RULES.md decision 5)
//!
//! * `c3-d4`: any move that captures nothing: a step, a bridge traversal
//!   named by its exit (`e1-g5`), or a leap over an enemy bridge (`c5-a3`).
//!   Every route that ends on the same square leaves the same position, so
//!   they are one move; its animation takes the first route in square order.
//! * `c3xe5xg7`: a Dama capture chain, named by its landing squares.
//! * `e1xf4-e5`: a bridge exit capture: from `e1`, along the bridge, taking
//!   `f4` and landing on `e5`; a continuing chain follows as `xc7...`
//!   (`e1xf4-e5xc7`). The taken piece is named because two exits can take
//!   different pieces and land on the same square.
//!
//! With the option `italian_orientation` files are mirrored (a<->h) in move
//! text only: position text, clicks and the scene keep the book's board.
//!
//! The folder: `options.rs` and `position.rs` (the position, its moves and
//! options), `bridges.rs` (bridges and what they protect), `moves.rs` (move
//! generation), `rules.rs` (`impl Game`), `notation.rs` (move and position
//! text), `setup.rs` (what a set-up position must satisfy), `view.rs`
//! (`impl View`) and `eval.rs` (`impl Strategy`).

mod bridges;
mod edit;
#[cfg(feature = "computer")]
mod eval;
mod moves;
mod notation;
mod options;
mod position;
mod rules;
mod setup;
#[cfg(feature = "view")]
mod view;

pub use options::PonteOptions;
pub use position::{Path, Ponte, PonteMove, BLACK, WHITE};
