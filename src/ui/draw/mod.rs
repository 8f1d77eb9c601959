//! The board's drawing, written once against a small drawing [`surface`]:
//! the web layer paints it on a canvas (live, animated), [`svg`] writes it
//! as a still SVG picture (for readers without scripts, downloads and the
//! command line).

pub mod annotations;
pub mod banner;
pub mod board;
mod marks;
#[cfg(test)]
mod marks_tests;
pub mod palette;
mod pieces;
mod reuse;
pub mod still;
pub mod surface;
pub mod svg;
mod tiles;
mod walls;
mod wood;

pub use board::draw;
pub use marks::Marks;
