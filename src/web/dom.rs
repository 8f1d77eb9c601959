//! Small helpers over web-sys for building and finding page elements.

use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, Window};

/// The browser window; a page always has one.
pub fn window() -> Window {
    web_sys::window().expect("a browser window")
}

/// The page's document.
pub fn document() -> Document {
    window().document().expect("a document")
}

/// The element with this id inside `root`, as the requested type.
pub fn find<T: JsCast>(root: &Element, id: &str) -> Option<T> {
    root.query_selector(&format!("#{id}"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<T>().ok())
}

/// Escapes text for HTML built as a string: the SVG writer's escape, since
/// its entities (`&apos;` included) are valid HTML5 as well as XML.
pub use crate::ui::draw::svg::escape;

/// Sets an element's text, if the element exists.
pub fn set_text(element: &Option<HtmlElement>, text: &str) {
    if let Some(e) = element {
        e.set_text_content(Some(text));
    }
}

/// Reads a value from localStorage; storage may be disabled, which is not an error.
pub fn load(key: &str) -> Option<String> {
    window().local_storage().ok()??.get_item(key).ok()?
}

/// Writes a value to localStorage, quietly doing nothing where storage is disabled.
pub fn save(key: &str, value: &str) {
    if let Ok(Some(storage)) = window().local_storage() {
        let _ = storage.set_item(key, value);
    }
}

/// Replaces the URL fragment without adding a history entry or firing `hashchange`.
pub fn replace_fragment(fragment: &str) {
    let window = window();
    let location = window.location();
    let base = location.href().unwrap_or_default();
    let base = base.split('#').next().unwrap_or_default().to_string();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{base}#{fragment}")),
        );
    }
}

/// Milliseconds on the page's monotonic clock (0 where there is none), for
/// animations and the computer's time slices.
pub fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}
