//! Offline play: registers the service worker (`www/sw.js`) that caches the
//! site on the first visit, so every game and the computer opponent work
//! without a network afterwards.

use wasm_bindgen::prelude::*;

use super::dom;

/// Registers `sw.js`, which sits beside the entry page, so the worker's
/// scope is the folder the site is hosted in. Browsers without service
/// workers, or pages that are not a secure context (plain `http://` on a
/// LAN address), simply stay online-only; a failed registration is logged,
/// never shown as an error, because the game itself is unaffected.
pub fn register() {
    let window = dom::window();
    if !window.is_secure_context() {
        return;
    }
    let navigator = window.navigator();
    // Older browsers have no `serviceWorker` at all; asking web-sys for it
    // there would throw.
    if !js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
        return;
    }
    let on_error = Closure::<dyn FnMut(JsValue)>::new(|error: JsValue| {
        web_sys::console::warn_2(&"Tavoliere: no offline cache:".into(), &error);
    });
    let _ = navigator
        .service_worker()
        .register("./sw.js")
        .catch(&on_error);
    // Registration happens once per page load; the handler must outlive it.
    on_error.forget();
}
