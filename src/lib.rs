//! Tavoliere: nine Italian-published abstract board games, with rules engines
//! in Rust that run natively (tests, benchmarks, the command line) and in the
//! browser through WebAssembly.
//!
//! The layers, from rules to page (docs/ARCHITECTURE.md): the rules
//! ([`game`], the trait every game implements; [`games`], one folder per game
//! and the registry; [`analysis`], perft and playouts; [`record`] and
//! [`embed`], records, links and embed attributes), then the board view
//! (`ui`, feature `view`) and the computer (`ai`, feature `computer`), then
//! the command line (`cli`) and the browser (`web`). With no features the
//! crate is the rules and records alone.

#![warn(missing_docs)]

// `every_game!`, the list of the games this build has (build.rs writes it
// from the game features). Included first so every module below sees it.
include!(concat!(env!("OUT_DIR"), "/every_game.rs"));

#[cfg(any(feature = "computer", feature = "browser"))]
pub mod ai;
pub mod analysis;
pub mod any_edit;
pub mod any_game;
/// Not in the browser build; WASI has arguments, streams and a clock, so the
/// command line also runs there (that is how wasm speed is benchmarked).
#[cfg(all(
    feature = "cli",
    not(all(target_arch = "wasm32", target_os = "unknown"))
))]
pub mod cli;
pub mod clock;
pub mod embed;
pub mod game;
pub mod games;
pub mod geometry;
pub mod record;
pub mod rng;
#[cfg(feature = "view")]
pub mod ui;
#[cfg(all(any(feature = "browser", feature = "worker"), target_arch = "wasm32"))]
pub mod web;

pub use any_game::{AnyGame, LegalMove};
pub use game::{Game, Outcome, Seat, Target};
pub use record::{Record, RecordError};
