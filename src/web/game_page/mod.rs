//! A game page: its state and building (`page`), input (`input`), drawing
//! (`draw`), the game loop (`game_loop`: the computer's side, takeback,
//! rematch), the game clock (`clock`, with its state in `clock_state`), a
//! friend by link (`by_link`), the move tree and comments (`tree`) and the computer opponent (`computer`, with its state in
//! `computer_state`). The page's methods are spread over these files by
//! concern; each imports the page's state, which imports none of them.

mod analysis;
mod analysis_state;
mod by_link;
mod clock;
mod clock_state;
mod computer;
mod computer_state;
mod draw;
mod editor;
mod editor_state;
mod game_loop;
mod input;
mod page;
#[cfg(feature = "cancelletto")]
mod partner_page;
mod records;
mod review;
mod tree;

pub use by_link::known_match;
pub use page::{with_page, GamePage, PageHost};
