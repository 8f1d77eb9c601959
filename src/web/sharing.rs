//! Getting a game out of the page and back in: the share link, the embed
//! code, a record file or a picture to download, and a record file to open.
//!
//! The page's buttons call these; every outcome is reported through the
//! `say` callback as text, and nothing the user supplied becomes markup.

use gloo_events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, FileReader, HtmlAnchorElement, HtmlInputElement, Url};

use crate::record::Record;
use crate::ui::draw::still;
use crate::ui::history::History;
use crate::ui::i18n::{Lang, T};

use super::dom;

/// The page's address without its fragment: where links and embeds point.
pub fn page_address() -> String {
    let href = dom::window().location().href().unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// The folder the site is served from (with its trailing `/`), so embed
/// code finds `embed.js` and `embed.html` beside the page, in any sub-folder.
pub fn site_folder() -> String {
    let page = page_address();
    match page.rfind('/') {
        Some(i) => page[..=i].to_string(),
        None => page,
    }
}

/// The link that opens this game, with its whole history, anywhere.
pub fn share_link(record: &Record) -> String {
    format!("{}#{}", page_address(), record.to_fragment())
}

/// What a blogger pastes to show this game at the shown move, pointing at
/// this site's folder: see [`crate::ui::embed_code::embed_code`].
pub fn embed_code(history: &History, lang: Lang) -> String {
    crate::ui::embed_code::embed_code(history, lang, &site_folder(), &page_address())
}

/// The code of a puzzle at the history's shown move, for this site
/// (`ui::embed_code::puzzle_code`); `None` at the line's last move.
pub fn puzzle_code(history: &History, lang: Lang) -> Option<String> {
    crate::ui::embed_code::puzzle_code(history, lang, &site_folder(), &page_address())
}

/// Copies text to the clipboard and says whether it worked; where the
/// browser refuses, says where to copy it by hand.
pub fn copy(text: &str, lang: Lang, done: &'static str, say: impl Fn(&str) + 'static) {
    let promise = dom::window().navigator().clipboard().write_text(text);
    let say = std::rc::Rc::new(say);
    let ok = {
        let say = say.clone();
        Closure::once(move |_: JsValue| say(done))
    };
    let failed = Closure::once(move |_: JsValue| say(lang.t(T::CopyRefused)));
    let _ = promise.then2(&ok, &failed);
    // One of the two runs once the browser answers; both are small and
    // must outlive this call, so they are handed to the JS side for good.
    ok.forget();
    failed.forget();
}

/// Hands a link to the device's share sheet (the Web Share API, on phones
/// and some desktops) so it goes straight into a message; where there is
/// none, or the sheet fails, copies it instead. `say` hears how it went.
pub fn share_or_copy(
    url: &str,
    title: &str,
    lang: Lang,
    done: &'static str,
    say: impl Fn(&str) + 'static,
) {
    let navigator = dom::window().navigator();
    let share = js_sys::Reflect::get(&navigator, &JsValue::from_str("share"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(share) = share else {
        copy(url, lang, done, say);
        return;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    let promise = share
        .call1(&navigator, &data)
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    let Some(promise) = promise else {
        copy(url, lang, done, say);
        return;
    };
    let say = std::rc::Rc::new(say);
    let ok = {
        let say = say.clone();
        Closure::once(move |_: JsValue| say(lang.t(T::MoveShared)))
    };
    let url = url.to_string();
    let failed = Closure::once(move |_: JsValue| copy(&url, lang, done, move |t| say(t)));
    let _ = promise.then2(&ok, &failed);
    ok.forget();
    failed.forget();
}

/// Offers the record as a text file to download.
pub fn download(record: &Record, lang: Lang) -> Result<(), String> {
    offer_file(
        &record.to_text(),
        "text/plain;charset=utf-8",
        &format!("tavoliere-{}-{}moves.txt", record.game, record.moves.len()),
        lang,
    )
}

/// Offers a picture of the shown position as an SVG file to download.
pub fn download_picture(history: &History, lang: Lang) -> Result<(), String> {
    let game = history.record().game;
    offer_file(
        &still::position_svg(history, still::SIZE),
        "image/svg+xml;charset=utf-8",
        &format!("tavoliere-{game}-move{}.svg", history.cursor()),
        lang,
    )
}

/// Hands `text` to the browser as a file called `name` to save.
pub fn offer_file(text: &str, mime: &str, name: &str, lang: Lang) -> Result<(), String> {
    let failed = || lang.t(T::FileNotMade).to_string();
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = BlobPropertyBag::new();
    options.set_type(mime);
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|_| failed())?;
    let url = Url::create_object_url_with_blob(&blob).map_err(|_| failed())?;
    let anchor: HtmlAnchorElement = dom::document()
        .create_element("a")
        .map_err(|_| failed())?
        .unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    let _ = Url::revoke_object_url(&url);
    Ok(())
}

/// Reads the file chosen in `input` as text and hands it to `loaded`; the
/// returned listener must be kept until the file is read. A file too big to
/// be a record is refused at once (the error), before it is read.
pub fn read_chosen_file(
    input: &HtmlInputElement,
    lang: Lang,
    loaded: impl FnOnce(Result<String, String>) + 'static,
) -> Result<Option<EventListener>, String> {
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return Ok(None);
    };
    // Choosing the same file again must fire `change` again.
    input.set_value("");
    let bytes = file.size() as usize;
    if bytes > crate::record::MAX_TEXT_BYTES {
        return Err(crate::record::RecordError::TooLong { bytes }.to_string());
    }
    let Ok(reader) = FileReader::new() else {
        return Ok(None);
    };
    let mut loaded = Some(loaded);
    let listener = {
        let reader = reader.clone();
        EventListener::new(&reader.clone(), "loadend", move |_| {
            let text = reader.result().ok().and_then(|r| r.as_string());
            if let Some(loaded) = loaded.take() {
                loaded(text.ok_or_else(|| lang.t(T::FileNotText).to_string()));
            }
        })
    };
    if reader.read_as_text(&file).is_err() {
        return Err(lang.t(T::FileNotText).to_string());
    }
    Ok(Some(listener))
}
