//! The page's language: chosen from the browser's languages on the first
//! visit, switchable from the header on every page, remembered in
//! localStorage and written to `<html lang>` (so screen readers and the
//! accessibility audit know what they read) by the site's plain script
//! (`www/shell/prefs.js`), which draws the switch. The game page reads
//! the language from the page and redraws when the script says it changed.

use gloo_events::EventListener;
use web_sys::CanvasRenderingContext2d;

use crate::ui::i18n::{Lang, T};

use super::dom;

/// Where the reader's choice is kept.
const STORAGE_KEY: &str = "tavoliere.lang";

/// The event the shell's script sends on `window` when the reader changes
/// the language, the colours or the sound.
pub const PREFS_EVENT: &str = "tavoliere:prefs";

/// The language of the page: what the shell wrote to `<html lang>`, else
/// the stored choice, else the browser's preferred languages, else
/// English.
pub fn current() -> Lang {
    dom::document()
        .document_element()
        .and_then(|html| html.get_attribute("lang"))
        .and_then(|code| Lang::from_code(&code))
        .or_else(|| dom::load(STORAGE_KEY).and_then(|code| Lang::from_code(&code)))
        .unwrap_or_else(browser_lang)
}

/// The language the browser asks for (`navigator.languages`, best first).
fn browser_lang() -> Lang {
    let navigator = dom::window().navigator();
    let tags: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(navigator.language())
        .collect();
    Lang::from_tags(tags.iter().map(String::as_str))
}

/// Listens for the shell's word that the reader changed a choice; calls
/// `changed` when the language is another than before, to redraw the page
/// in it. Keep the listener for as long as the page runs.
pub fn listen(changed: impl Fn() + 'static) -> EventListener {
    let shown = std::cell::Cell::new(current());
    EventListener::new(&dom::window(), PREFS_EVENT, move |_| {
        let now = current();
        if now != shown.replace(now) {
            changed();
        }
    })
}
/// The word written in a goal beside the board (Gyges), in the language of
/// the canvas' nearest `lang`: the site's page or an embed's own frame.
pub fn goal_label(ctx: &CanvasRenderingContext2d) -> &'static str {
    let lang = ctx
        .canvas()
        .and_then(|canvas| canvas.closest("[lang]").ok().flatten())
        .and_then(|owner| owner.get_attribute("lang"))
        .and_then(|tag| Lang::from_tag(&tag))
        .unwrap_or_default();
    lang.t(T::GoalLabel)
}
