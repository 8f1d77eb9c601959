//! A board embedded in someone else's page, mounted in one of three places:
//! in the shadow root of a `<tavoliere-board>` in view mode, by `www/embed.js`
//! in the host page itself (the view bundle as a classic script,
//! `scripts/inline_bundles.mjs`); in `embed.html`, in a frame that the
//! element makes for play and puzzles and feeds its attributes by message;
//! or in an iframe the host wrote itself with the board in the URL fragment.
//! Several boards may share one instance of the bundle (a post with many
//! diagrams of one game), so a board keeps its own state and colours.
//!
//! Whatever goes wrong, it shows a message inside its own element and never
//! throws into the page: every entry point returns normally, and no
//! attribute text is ever parsed as HTML. The live board is
//! [`super::embed_widget`]; what the host's script may ask of it and hear
//! from it is [`super::embed_events`].

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

use crate::embed::{EmbedError, EmbedSpec};
use crate::ui::history::History;
use crate::ui::i18n::{Lang, T};

use super::dom;
use super::embed_widget::Widget;

/// A mounted board, handed to the script that mounted it (the element's or
/// the frame's): it calls `resize` when the board's box changes, reads `error` to tell the element why nothing is
/// drawn, and calls `free` when the board is replaced.
#[wasm_bindgen]
pub struct EmbeddedBoard {
    pub(super) widget: Option<Rc<RefCell<Widget>>>,
    pub(super) error: Option<String>,
    pub(super) _listeners: Vec<EventListener>,
}

#[wasm_bindgen]
impl EmbeddedBoard {
    /// Fits the board to its element's new size.
    pub fn resize(&self) {
        if let Some(widget) = &self.widget {
            if let Ok(mut w) = widget.try_borrow_mut() {
                w.resize();
            }
        }
    }

    /// Whether the attributes were understood (false: a message is shown).
    pub fn ok(&self) -> bool {
        self.widget.is_some()
    }

    /// Why the board is not shown, in the board's language (the message it
    /// shows), so the element can show it outside the board's box.
    pub fn error(&self) -> Option<String> {
        self.error.clone()
    }
}

/// Mounts a board in `root` (the board's box in the element's shadow root or
/// in `embed.html`) from the
/// element's attributes, given as `[name, value]` pairs, with `lang` among
/// them. Bad attributes show a message in place of the board.
#[wasm_bindgen]
pub fn mount_board(root: &Element, attributes: js_sys::Array) -> EmbeddedBoard {
    let pairs: Vec<(String, String)> = attributes
        .iter()
        .filter_map(|pair| {
            let pair = pair.dyn_into::<js_sys::Array>().ok()?;
            Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
        })
        .collect();
    // The element passes its `lang` (its own attribute, else the nearest
    // ancestor's, else the host page's); it is no record attribute.
    let lang = pairs
        .iter()
        .find(|(name, _)| name == "lang")
        .and_then(|(_, tag)| Lang::from_tag(tag))
        .unwrap_or_default();
    let pairs: Vec<(String, String)> = pairs.into_iter().filter(|(n, _)| n != "lang").collect();
    mount(root, EmbedSpec::from_attributes(&pairs), lang)
}

/// Mounts a board from an `embed.html` fragment (`game=...&moves=...&mode=...`).
#[wasm_bindgen]
pub fn mount_board_from_fragment(root: &Element, fragment: &str) -> EmbeddedBoard {
    // `lang=it` in the fragment picks the language; it is not part of the record.
    let mut lang = Lang::default();
    let rest: Vec<&str> = fragment
        .trim_start_matches('#')
        .split('&')
        .filter(|part| match part.strip_prefix("lang=") {
            Some(tag) => {
                lang = Lang::from_tag(tag).unwrap_or_default();
                false
            }
            None => true,
        })
        .collect();
    mount(root, EmbedSpec::from_fragment(&rest.join("&")), lang)
}

fn mount(root: &Element, spec: Result<EmbedSpec, EmbedError>, lang: Lang) -> EmbeddedBoard {
    let failed = |text: String| {
        show_error(root, &text);
        EmbeddedBoard {
            widget: None,
            error: Some(text),
            _listeners: Vec::new(),
        }
    };
    let mut spec = match spec {
        Ok(spec) => spec,
        Err(error) => return failed(not_shown(lang, &error.to_string())),
    };
    if !super::embed_widget::PLAYS {
        // A `view` bundle, which the frame's script loads for view mode
        // only: should another mode reach it, the board is still shown,
        // to step through.
        spec.mode = crate::embed::Mode::View;
        spec.computer = None;
    }
    let history = match History::from_record(&spec.record) {
        Ok(history) => history,
        Err(error) => return failed(not_shown(lang, &error.to_string())),
    };
    match Widget::build(root, spec, history, lang) {
        Some((widget, listeners)) => EmbeddedBoard {
            widget: Some(widget),
            error: None,
            _listeners: listeners,
        },
        None => failed(lang.t(T::NoCanvas).into()),
    }
}

/// Why a board is not shown, in its language: the reason and what to do.
pub(super) fn not_shown(lang: Lang, error: &str) -> String {
    lang.f(T::NotShown, &[&lang.game(error)])
}

/// The message in place of the board: built as elements, its text set as
/// text, so nothing in an attribute can become markup.
fn show_error(root: &Element, text: &str) {
    root.set_inner_html("");
    if let Ok(p) = dom::document().create_element("p") {
        p.set_class_name("tv-error");
        let _ = p.set_attribute("role", "alert");
        p.set_text_content(Some(text));
        let _ = root.append_child(&p);
    }
}
