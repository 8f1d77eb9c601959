//! Byte (Mark Steere, 2005), as RULES.md section 6 specifies it.
//!
//! Checkers stand in stacks on the dark squares. A stack whose bottom is
//! yours and that has no diagonal neighbour steps whole towards a nearest
//! stack; any checker of yours, with everything above it, may merge onto a
//! neighbouring stack if it rises and the result has at most 8 checkers. A
//! stack of 8 leaves the board at once and is won by the owner of its top
//! checker; the majority of the stacks wins.
//!
//! Each dark square has an index (rank by rank, left to right) and holds its
//! stack as a height plus a byte of colours (bit `k` set = level `k` is
//! White's), because random playouts are the yardstick: occupancy is one
//! `u64` over the dark squares, and "the nearest stacks" are found with
//! precomputed balls of squares within each king distance.
//!
//! # Boards and end
//!
//! 8x8 (RULES.md 6.1): ranks 1 and 8 empty, White on every dark square of
//! ranks 2, 4, 6, Black on ranks 3, 5, 7; 3 stacks, 2 win. 10x10 (option):
//! the same pattern, ranks 1 and 10 empty, White on ranks 2, 4, 6, 8 and
//! Black on 3, 5, 7, 9 (as Abstract Play's generator); 5 stacks, 3 win.
//! The game also ends when fewer than 8 checkers are left (no stack can be
//! made), after two passes in a row (a guard: it cannot arise from the
//! start, because a stuck player's opponent always has a move), and at the
//! `max_plies` guard; then more stacks won wins, else a draw.
//!
//! # Notation
//!
//! Abstract Play's, so that records compare with the one public server
//! that plays Byte: squares are algebraic, a1 dark at the bottom left
//! (RULES.md 6.5.2), White's ranks 2, 4, 6 at the bottom.
//!
//! * `d4-e5`: the whole stack on d4 moves to e5. If e5 is empty this is a
//!   basic move; if e5 holds a stack it is the merge of the whole stack.
//! * `d4:2-e5`: the checker at level 2 of d4 (1 = bottom) and everything
//!   above it merge onto the stack on e5. The level is written only when it
//!   is not 1; `d4:1-e5` is read as `d4-e5`.
//! * `pass`: only when nothing else is legal.
//!
//! # Position text
//!
//! `RANKS SIDE WON [passed]`, separated by single spaces:
//!
//! * `RANKS`: the ranks from the top down, separated by `/`, every square of
//!   a rank from file a on: a number for a run of empty squares, `b` or `w`
//!   for a stack of one checker, and `(...)` with the colours from bottom to
//!   top for a taller stack, e.g. `2(bww)5`. Stacks stand on dark squares
//!   only, and hold 1 to 7 checkers (a stack of 8 leaves at once).
//! * `SIDE`: `b` or `w`, the player to move.
//! * `WON`: stacks won so far, Black's then White's, as `1-0`.
//! * `passed`, present only when the player who just moved passed: a second
//!   pass in a row ends the game.
//!
//! The 8x8 start with Black to move is
//! `8/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/8 b 0-0`.
//!
//! The folder: `position.rs` (the position, its moves and options),
//! `board.rs` (dark squares, neighbours, distances), `rules.rs`
//! (`impl Game`), `notation.rs` (move and position text), `setup.rs`
//! (what a set-up position must satisfy), `view.rs` (`impl View`) and
//! `eval.rs` (`impl Strategy`).

mod board;
mod edit;
#[cfg(feature = "computer")]
mod eval;
mod notation;
mod position;
mod rules;
mod setup;
#[cfg(feature = "view")]
mod view;

pub use board::{Dark, FULL};
pub use position::{BoardSize, Byte, ByteMove, ByteOptions, BLACK, WHITE};
