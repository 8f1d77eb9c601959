//! The board editor's state on the game page (issue 43): the arrangement
//! being set up, the palette entry chosen and the steps to take back. The
//! page holds it while the editor is open; `editor.rs` drives it.

use crate::any_edit::AnyEdit;

/// An open editor.
pub(super) struct Editing {
    /// The arrangement, which may be no position yet (`any_edit`).
    pub(super) board: Box<dyn AnyEdit>,
    /// The palette entry a click puts.
    pub(super) piece: usize,
    /// The arrangements before each change, newest last.
    pub(super) undo: Vec<Box<dyn AnyEdit>>,
}
