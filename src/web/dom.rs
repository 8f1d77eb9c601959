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

/// Writes a value to localStorage; false where it could not be written
/// (storage disabled, full, or refused in private browsing), so a caller
/// whose data matters can say so.
pub fn save(key: &str, value: &str) -> bool {
    match window().local_storage() {
        Ok(Some(storage)) => storage.set_item(key, value).is_ok(),
        _ => false,
    }
}

/// Every key in localStorage that starts with `prefix`.
pub fn keys_with_prefix(prefix: &str) -> Vec<String> {
    let Ok(Some(storage)) = window().local_storage() else {
        return Vec::new();
    };
    let count = storage.length().unwrap_or(0);
    (0..count)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|key| key.starts_with(prefix))
        .collect()
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

/// Runs `work` once the next frame has been painted (a timeout queued from
/// an animation frame): for what must be done soon but not before the
/// reader sees the board, such as storing an opened game with its picture.
pub fn after_paint(work: impl FnOnce() + 'static) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let painted = Closure::once_into_js(move || {
        let work = Closure::once_into_js(work);
        let _ = window().set_timeout_with_callback(work.unchecked_ref());
    });
    let _ = window().request_animation_frame(painted.unchecked_ref());
}

/// The whole number in attribute `name` of the element an event was
/// aimed at (a move list's `data-ply`, a fork's `data-node`): what every
/// list of buttons on a board's page reads from a click.
pub fn number_at(event: &web_sys::Event, name: &str) -> Option<usize> {
    event
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .and_then(|e| e.get_attribute(name))
        .and_then(|n| n.parse().ok())
}
