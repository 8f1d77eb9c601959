//! The browser side: the only module that names wasm-bindgen, web-sys and
//! gloo. Each of the browser's bundles (docs/SIZE.md) holds one part: the
//! site's game page (`site`), a board embedded in another page (`frame`),
//! or the computer in its Web Worker (`worker`); the board's drawing, the
//! language, the theme and the search's messages are shared by the first two.

// A bundle holds one part of the browser code; what only the other parts
// use is dead there. The whole (`web`, the browser tests' build) is linted.
#![cfg_attr(not(feature = "web"), allow(dead_code, unused_imports))]

#[cfg(feature = "browser")]
mod board;
#[cfg(feature = "browser")]
mod dom;
#[cfg(feature = "frame")]
mod embed_events;
#[cfg(feature = "frame")]
mod embed_moves;
#[cfg(feature = "frame")]
mod embed_widget;
#[cfg(feature = "frame")]
mod embedded;
#[cfg(feature = "site")]
mod game_page;
#[cfg(feature = "browser")]
mod lang;
#[cfg(feature = "browser")]
mod motion;
#[cfg(feature = "browser")]
mod move_list;
#[cfg(feature = "site")]
mod pages;
#[cfg(all(feature = "site", feature = "cancelletto"))]
mod partner;
#[cfg(feature = "site")]
mod players;
#[cfg(feature = "site")]
mod saved;
#[cfg(feature = "browser")]
mod search;
#[cfg(feature = "site")]
mod sharing;
#[cfg(feature = "site")]
mod site;
#[cfg(all(feature = "browser", feature = "computer"))]
mod slicing;
#[cfg(feature = "site")]
mod sound;
#[cfg(feature = "browser")]
mod theme;
#[cfg(feature = "worker")]
mod worker;

use wasm_bindgen::prelude::*;

#[cfg(feature = "frame")]
pub use embedded::{mount_board, mount_board_from_fragment, EmbeddedBoard};
#[cfg(feature = "site")]
pub use site::{mount, mount_site, unmount_site, App};

/// Runs when the module loads, on the site and on every page that embeds a
/// board: only reports panics. It mounts nothing, so a host page's own
/// `#app` element is never taken over; `www/app.js` calls [`mount_site`].
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}
