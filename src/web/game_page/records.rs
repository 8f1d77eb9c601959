//! A page's record in and out: a pasted record or an opened file loaded,
//! the link and the embed code copied.

use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlInputElement, HtmlTextAreaElement};

use super::page::{show_message, with_page, GamePage};
use crate::record::Record;
use crate::ui::history::History;
use crate::ui::i18n::T;
use crate::web::dom::{self, find};

impl GamePage {
    pub(super) fn load_record(&mut self) {
        if let Some(text) = self.record_box.as_ref().map(|b| b.value()) {
            self.load_text(&text);
        }
    }

    pub(super) fn copy_link(&mut self) {
        let link = crate::web::sharing::share_link(&self.history.record());
        let message = self.message.clone();
        let done = self.lang.t(T::LinkCopied);
        crate::web::sharing::copy(&link, self.lang, done, move |text| {
            show_message(&message, text, text == done)
        });
    }

    pub(super) fn copy_embed(&mut self) {
        let code = crate::web::sharing::embed_code(&self.history, self.lang);
        self.show_and_copy(&code);
    }

    /// Shows code to paste under the record and copies it.
    fn show_and_copy(&self, code: &str) {
        if let Some(area) = find::<HtmlTextAreaElement>(&self.root, "embed-code") {
            area.set_value(code);
            area.set_hidden(false);
        }
        let message = self.message.clone();
        let done = self.lang.t(T::EmbedCopied);
        crate::web::sharing::copy(code, self.lang, done, move |text| {
            show_message(&message, text, text == done)
        });
    }

    /// Copies a puzzle's code: from the shown move, the reader finds the
    /// moves after it. At the line's last move there is nothing to find,
    /// and the page says where a puzzle starts.
    pub(super) fn copy_puzzle(&mut self) {
        match crate::web::sharing::puzzle_code(&self.history, self.lang) {
            Some(code) => self.show_and_copy(&code),
            None => self.say(self.lang.t(T::NoPuzzle)),
        }
    }

    /// Opens a record file chosen by the player, as if it had been pasted.
    pub(super) fn import(&mut self, event: &Event) {
        let Some(input) = event
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        else {
            return;
        };
        let app = self.app.clone();
        let lang = self.lang;
        let reading = crate::web::sharing::read_chosen_file(&input, lang, move |text| {
            with_page(&app, |page| match text {
                Ok(text) => page.load_text(&text),
                Err(error) => page.say(&lang.f(T::FileNotOpened, &[&error])),
            })
        });
        match reading {
            Ok(listener) => self.reading = listener,
            Err(error) => self.say(&lang.f(T::FileNotOpened, &[&error])),
        }
    }

    pub(super) fn load_text(&mut self, text: &str) {
        let record = match Record::parse_text(text) {
            Ok(record) => record,
            Err(error) => {
                let error = self.lang.game(&error.to_string()).into_owned();
                self.say(&self.lang.f(T::RecordUnreadable, &[&error]));
                return;
            }
        };
        if record.game != self.info.id {
            // Another game: let the router open its page.
            let _ = dom::window().location().set_hash(&record.to_fragment());
            return;
        }
        match History::from_record(&record) {
            Ok(history) => {
                self.replace(history);
                self.inform(self.lang.t(T::RecordLoaded));
            }
            Err(error) => {
                let error = self.lang.game(&error.to_string()).into_owned();
                self.say(&self.lang.f(T::RecordNotLoaded, &[&error]));
            }
        }
    }
}
