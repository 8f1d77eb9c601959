//! The board editor's picture: an arrangement is drawn by the game's own
//! view (`View::scene`), the same drawing as a game in play, so the editor
//! needs no drawing of its own. The arrangement may be no position at all
//! (a stack half built, a pawn missing): every view draws what is there and
//! asks no rule of it. Editing itself is the rules' (`any_edit`).

use crate::any_edit::AnyEdit;
use crate::ui::scene::Scene;
use crate::ui::view::AnyView;

/// What to draw of the arrangement being edited.
pub fn scene(edit: &dyn AnyEdit) -> Scene {
    edit.arrangement().scene()
}
