//! Archimede (Archimedes; Scott Marley and Philip Cohen, GAMES 1988), as
//! RULES.md section 4 specifies it.
//!
//! Ships slide like chess queens. After a move, every enemy ship that three
//! or more of the mover's ships see along clear lines sinks, again and again
//! until no more do; a sunk ship can come back through its owner's empty home
//! port. A ship on the enemy port at the start of its owner's turn wins.
//!
//! Bitboards, one per colour (bit = rank * 8 + file), because playouts and
//! perft are the yardsticks: moves come from precomputed rays, and the
//! attack counts of all ships at once from eight occluded fills added up in
//! a bit-sliced counter.
//!
//! Notation: a slide is `c3-f6`; a rebuild is `R:a1-c3` (the sunk ship
//! appears on the home port a1 and sails at once to c3). The parser also
//! reads a bare `a1-c3` from the mover's own port as a rebuild, since no ship
//! ever starts a slide there.
//!
//! The folder: `position.rs` (the position, its moves and options),
//! `attacks.rs` (lines of fire and sinking), `rules.rs` (`impl Game`),
//! `notation.rs` (move and position text), `view.rs` (`impl View`) and
//! `eval.rs` (`impl Strategy`).

mod attacks;
mod edit;
#[cfg(feature = "computer")]
mod eval;
mod notation;
mod position;
mod rules;
#[cfg(feature = "view")]
mod view;

pub use position::{
    Archimede, ArchimedeMove, ArchimedeOptions, PortWin, ATTACKERS_TO_SINK, BLACK, PORTS, SHIPS,
    WHITE,
};
