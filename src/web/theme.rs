//! The page's colour theme: the system's light or dark by default, or the
//! reader's choice of light, dark or high contrast from the header's
//! switch, which the site's plain script draws and keeps
//! (`www/shell/prefs.js`) and writes as `<html data-theme>`, which
//! `www/colours.css` turns into colours.
//!
//! The board reads its colours from the same stylesheet (`--board-*`
//! custom properties, see `ui::draw::palette`), once per theme change
//! rather than on every frame.

use std::cell::RefCell;

use gloo_events::EventListener;
use web_sys::Element;

use crate::ui::draw::palette::Palette;

use super::dom;

thread_local! {
    /// The board's colours as last read from the stylesheet.
    static PALETTE: RefCell<Option<Palette>> = const { RefCell::new(None) };
}

/// Reads the board's colours again at the next draw: the reader chose
/// another theme.
fn forget_palette() {
    PALETTE.with(|p| *p.borrow_mut() = None);
}

/// The board's colours in the theme on show: the stylesheet's `--board-*`
/// properties, any missing one taken from the light wood.
pub fn palette() -> Palette {
    PALETTE.with(|cached| {
        if let Some(palette) = cached.borrow().as_ref() {
            return palette.clone();
        }
        let palette = read_palette();
        *cached.borrow_mut() = Some(palette.clone());
        palette
    })
}

fn read_palette() -> Palette {
    match dom::document().document_element() {
        Some(html) => palette_of(&html),
        None => Palette::default(),
    }
}

/// The board's colours as `element` sees them: an embedded board reads its
/// own box, where its element's colours were set (in the frame, on the
/// frame's root; in the host page, on the board's box in the shadow root),
/// so two boards of one page may each have a post's colours.
pub fn palette_of(element: &Element) -> Palette {
    let mut palette = Palette::default();
    let Some(style) = dom::window().get_computed_style(element).ok().flatten() else {
        return palette;
    };
    for (i, name) in Palette::FIELDS.iter().enumerate() {
        let value = style
            .get_property_value(&format!("--board-{name}"))
            .unwrap_or_default();
        let value = value.trim();
        if !value.is_empty() {
            palette.set(i, value.to_string());
        }
    }
    palette
}

/// Listens for a change of the reader's choices (the shell's
/// `tavoliere:prefs` event) and of the system's light or dark setting;
/// `changed` redraws what the page draws itself (the board). Keep the
/// listeners for as long as the page runs.
pub fn listen(changed: impl Fn() + Clone + 'static) -> Vec<EventListener> {
    let mut listeners = Vec::new();
    {
        let changed = changed.clone();
        listeners.push(EventListener::new(
            &dom::window(),
            super::lang::PREFS_EVENT,
            move |_| {
                forget_palette();
                changed();
            },
        ));
    }
    if let Ok(Some(query)) = dom::window().match_media("(prefers-color-scheme: dark)") {
        listeners.push(EventListener::new(&query, "change", move |_| {
            forget_palette();
            changed();
        }));
    }
    listeners
}
