//! Quoridor (Mirko Marchesi; Gigamic 1997) and the variants of the seed
//! (Il Fogliaccio degli Astratti n. 25), as RULES.md section 8 specifies.
//!
//! Cells and wall sides are bitboards (`board.rs`), so the path rule is a
//! flood fill, and only for the few walls that cut a pawn's current
//! shortest path. Repositioning (movable wall, coin, die) and the
//! wall-jump marker are ordinary moves; the die's several repositionings
//! are several moves by the same seat ending with `end` (DESIGN:
//! sub-decisions are moves), which keeps the move list small.
//!
//! The folder: `board.rs` (cells and walls as bitboards, flood fills),
//! `options.rs`, `position.rs` (the position and its move), `rules.rs`
//! (`impl Game`: moves, the path rule, tokens, the end), `setup.rs` (what a
//! set-up position must satisfy), `text.rs` (move and position text);
//! `view.rs` draws it and `eval/` is the computer's estimate and narrowing.

pub mod board;
mod edit;
#[cfg(feature = "computer")]
mod eval;
pub mod options;
mod position;
mod rules;
mod setup;
mod text;
#[cfg(feature = "view")]
mod view;

pub use options::{PathRule, QuoridorOptions, SideStep, Variant};
pub use position::{Quoridor, QuoridorMove, Token, SOUTH};
pub use rules::Refusal;
