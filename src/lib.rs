//! Tavoliere: nine Italian-published abstract board games, with rules engines
//! in Rust that run natively (tests, benchmarks, the command line) and in the
//! browser through WebAssembly.
//!
//! The layers, from rules to page: [`game`] (the trait every game
//! implements), [`games`] (one module per game and the registry),
//! [`analysis`] (perft, playouts), [`record`] (records and links), [`ui`]
//! (pure UI logic: layout, clicks, animation, history) and `web` (the only
//! code that talks to the browser).

#![warn(missing_docs)]

pub mod ai;
pub mod analysis;
pub mod any_game;
/// Not in the browser build; WASI has arguments, streams and a clock, so the
/// command line also runs there (that is how wasm speed is benchmarked).
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub mod cli;
/// Cancelletto's solver from the command line (see `cli`).
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub mod cli_solve;
pub mod embed;
pub mod game;
pub mod games;
pub mod geometry;
pub mod record;
pub mod rng;
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod web;

pub use any_game::{AnyGame, LegalMove, Played};
pub use game::{Game, Outcome, Seat, Target};
pub use record::{Record, RecordError};
