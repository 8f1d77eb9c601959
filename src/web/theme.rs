//! The page's colour theme: the system's light or dark by default, or the
//! reader's choice of light, dark or high contrast from a switch in the
//! header, remembered in localStorage and written as `<html data-theme>`,
//! which `www/colours.css` turns into colours.
//!
//! The board reads its colours from the same stylesheet (`--board-*`
//! custom properties, see `ui::draw::palette`), once per theme change
//! rather than on every frame.

use std::cell::RefCell;

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement};

use crate::ui::draw::palette::Palette;
use crate::ui::i18n::T;

use super::dom;

/// Where the reader's choice is kept.
const STORAGE_KEY: &str = "tavoliere.theme";

/// The choices, as stored and as written to `data-theme` (`auto` is
/// written as no attribute, so the system setting decides).
const CHOICES: [(&str, T); 4] = [
    ("auto", T::ThemeAuto),
    ("light", T::ThemeLight),
    ("dark", T::ThemeDark),
    ("contrast", T::ThemeContrast),
];

thread_local! {
    /// The board's colours as last read from the stylesheet.
    static PALETTE: RefCell<Option<Palette>> = const { RefCell::new(None) };
}

/// The stored choice, `auto` when there is none or it is unknown.
fn chosen() -> &'static str {
    let stored = dom::load(STORAGE_KEY).unwrap_or_default();
    CHOICES
        .iter()
        .map(|(code, _)| *code)
        .find(|code| *code == stored)
        .unwrap_or("auto")
}

/// Writes the choice to `<html data-theme>`; call before the first page is
/// drawn so nothing flashes in the wrong colours.
pub fn apply() {
    show_theme(chosen());
}

/// Writes `code` to `<html data-theme>` and forgets the board's colours.
fn show_theme(code: &str) {
    let Some(html) = dom::document().document_element() else {
        return;
    };
    let _ = match code {
        "auto" => html.remove_attribute("data-theme"),
        code => html.set_attribute("data-theme", code),
    };
    PALETTE.with(|p| *p.borrow_mut() = None);
}

/// Reads the board's colours again at the next draw: an embedded board's
/// frame was given the post's colours (`--board-*` on its root, frame.js).
pub fn forget_palette() {
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
    let mut palette = Palette::default();
    let document = dom::document();
    let Some(style) = document
        .document_element()
        .and_then(|html| dom::window().get_computed_style(&html).ok().flatten())
    else {
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

/// Writes the switch into the header (or refreshes it in the page's
/// language), beside the language switch.
pub fn show(lang: crate::ui::i18n::Lang) {
    let Some(select) = dom::header_control("select", "theme-switch") else {
        return;
    };
    let _ = select.set_attribute("aria-label", lang.t(T::ThemeSwitch));
    let _ = select.set_attribute("title", lang.t(T::ThemeSwitch));
    let current = chosen();
    let options: String = CHOICES
        .iter()
        .map(|(code, text)| {
            let selected = if *code == current { " selected" } else { "" };
            format!(
                "<option value=\"{code}\"{selected}>{}</option>",
                lang.t(*text)
            )
        })
        .collect();
    select.set_inner_html(&options);
}

/// Listens to the switch and to the system's light or dark setting;
/// `changed` redraws what the page draws itself (the board). Keep the
/// listeners for as long as the site runs.
pub fn listen(changed: impl Fn() + Clone + 'static) -> Vec<EventListener> {
    let mut listeners = Vec::new();
    if let Ok(Some(header)) = dom::document().query_selector("header.site") {
        let changed = changed.clone();
        listeners.push(EventListener::new(&header, "change", move |event| {
            let Some(select) = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .filter(|e| e.class_list().contains("theme-switch"))
                .and_then(|e| e.dyn_into::<HtmlSelectElement>().ok())
            else {
                return;
            };
            let code = select.value();
            // Where storage is off the choice lasts for this page only.
            let _ = dom::save(STORAGE_KEY, &code);
            show_theme(&code);
            changed();
        }));
    }
    if let Ok(Some(query)) = dom::window().match_media("(prefers-color-scheme: dark)") {
        listeners.push(EventListener::new(&query, "change", move |_| {
            PALETTE.with(|p| *p.borrow_mut() = None);
            changed();
        }));
    }
    listeners
}
