//! UI logic with no browser in it: board layout and hit-testing, the
//! click-to-move state machine, animation plans and the move history.
//!
//! Nothing here knows a game's rules; everything asks the `Game` trait
//! through `AnyGame`. The `web` layer only connects these to the page.

pub mod animation;
pub mod by_link;
pub mod captures;
pub mod clicks;
pub mod clock;
pub mod decimal;
pub mod describe;
pub mod draw;
pub mod editor;
pub mod embed_code;
pub mod game_loop;
pub mod history;
#[cfg(test)]
mod history_tests;
pub mod i18n;
pub mod json;
pub mod layout;
pub mod page_flags;
pub mod pointing;
pub mod review;
pub mod rules_link;
pub mod saves;
pub mod scene;
pub mod shapes;
pub mod tree;
pub mod turns;
pub mod view;
