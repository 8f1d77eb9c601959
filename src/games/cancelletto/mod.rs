//! Cancelletto / Cancello (Giuliano Polverari, 2019), the cooperative game,
//! as RULES.md section 3 specifies it.
//!
//! A turn is several moves of the same seat (DESIGN.md): pawn steps in any
//! order, the once-per-game gate, and the compulsory tile removal that ends
//! the turn. Cells are bits of a `u128` (see `board`), so reachability, the
//! collapse rule and the solver's searches are flood fills by shifts.
//!
//! The folder: `board.rs` (cells, tiles, the deal, reachability),
//! `options.rs`, `position.rs` (the position and its move), `rules.rs`
//! (`impl Game`: steps, the gate, removals, collapse and win), `text.rs`
//! (move and position text); `view.rs` draws it, and `eval/` is the
//! computer's side: the solver (`solver`, with its bounds, greedy and
//! routed planners and their schedule), behind the `computer` feature.

pub mod board;
mod edit;
#[cfg(feature = "computer")]
pub mod eval;
mod options;
mod position;
mod rules;
mod text;
#[cfg(feature = "view")]
mod view;

pub use board::reach;
pub use options::{BoardChoice, CancellettoOptions, WinCheck};
pub use position::{CancMove, Cancelletto, EndReason, GateSide, BLUE, ORANGE};
