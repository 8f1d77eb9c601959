//! Gyges (Claude Leroy, 1984), as RULES.md section 9 specifies it, with
//! both rule profiles of 9.5: `official` (bounce model, edge-once paths
//! with Boardspace's two extra bans, next-row fallback, superko) and
//! `fogliaccio` (the seed: push model, cell-once paths, pass when the
//! shore row is stuck, simple ko).
//!
//! The board is one `u128`, two bits per cell (cell `i = rank * 6 + file`
//! holds bits `2i..2i+2`, value 0 = empty or 1 to 3), so a move is simply
//! the board it leaves: two routes that leave the same pieces in the same
//! places are one move by construction (RULES.md 9.3), playing a move is an
//! assignment and repetition checks compare integers. The legal moves come
//! from `gyges/generate.rs`, which finds each start's distinct results
//! without listing its routes; the route search of `gyges/routes.rs`
//! (`Search`, one depth-first search over fixed arrays) serves notation,
//! clicks, `reach` and animation, which pick one canonical route of a move
//! (fewest clicks, then the smallest click list), and is the reference the
//! tests hold the generator to.
//!
//! The files: `board.rs` (the packed board and its geometry), `options.rs`,
//! `position.rs` (the position, its moves and routes), `rules.rs` (`Game`
//! and the rules' predicates), `families.rs` with `generate.rs` and
//! `bits.rs` (the fast move generator), `seen.rs` and `board_set.rs` (board
//! sets for superko and the generator), `routes.rs` (the route search),
//! `move_list.rs` (the notation and clicks of a whole move list),
//! `notation.rs` (move and position text); the board view (`view.rs`) and
//! the computer's evaluation (`eval.rs`) build on them.

mod bits;
mod board;
mod board_set;
mod edit;
#[cfg(feature = "computer")]
mod eval;
mod families;
mod generate;
mod move_list;
mod notation;
mod options;
mod position;
mod routes;
mod rules;
mod seen;
mod setup;
#[cfg(feature = "view")]
mod view;

pub use board::GOAL;
pub use options::{GygesOptions, Profile, Replacement, Setup};
pub use position::{End, Gyges, GygesMove, Route, NORTH, SOUTH};
