//! A game page: its state and building (`page`), input (`input`), drawing
//! (`draw`) and the computer opponent (`computer`, with its state in
//! `computer_state`). The page's methods are spread over these files by
//! concern; each imports the page's state, which imports none of them.

mod computer;
mod computer_state;
mod draw;
mod input;
mod page;
mod records;

pub use page::{with_page, GamePage, PageHost};
