//! The page's language: chosen from the browser's languages on the first
//! visit, switchable from the header on every page, remembered in
//! localStorage, and written to `<html lang>` so screen readers and the
//! accessibility audit know what they read.

use std::cell::Cell;

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Element};

use crate::ui::i18n::{Lang, T};

use super::dom;

/// Where the reader's choice is kept.
const STORAGE_KEY: &str = "tavoliere.lang";

thread_local! {
    static CURRENT: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language of the page: the stored choice, else the browser's
/// preferred languages, else English.
pub fn current() -> Lang {
    if let Some(lang) = CURRENT.with(Cell::get) {
        return lang;
    }
    let lang = dom::load(STORAGE_KEY)
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or_else(browser_lang);
    CURRENT.with(|c| c.set(Some(lang)));
    lang
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

/// Switches to `lang` and remembers it.
pub fn choose(lang: Lang) {
    CURRENT.with(|c| c.set(Some(lang)));
    // Where storage is off the choice lasts for this page only.
    let _ = dom::save(STORAGE_KEY, lang.code());
    show();
}

/// Writes the language to `<html lang>` and the switch in the header.
pub fn show() {
    let lang = current();
    let document = dom::document();
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    let Some(nav) = dom::header_control("nav", "lang-switch") else {
        return;
    };
    let _ = nav.set_attribute("aria-label", lang.t(T::LanguageSwitch));
    let buttons: String = Lang::ALL
        .iter()
        .map(|l| {
            format!(
                "<button type=\"button\" lang=\"{code}\" data-lang=\"{code}\" aria-pressed=\"{}\">{}</button>",
                *l == lang,
                l.own_name(),
                code = l.code(),
            )
        })
        .collect();
    nav.set_inner_html(&buttons);
}

/// Listens to the header's switch; `changed` redraws the page in the new
/// language. Keep the listener for as long as the site runs.
pub fn listen(changed: impl Fn() + 'static) -> Option<EventListener> {
    let header = dom::document().query_selector("header.site").ok()??;
    Some(EventListener::new(&header, "click", move |event| {
        let chosen = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|e| e.get_attribute("data-lang"))
            .and_then(|code| Lang::from_code(&code));
        if let Some(lang) = chosen.filter(|l| *l != current()) {
            choose(lang);
            changed();
        }
    }))
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
