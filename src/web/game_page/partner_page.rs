//! The game page as Cancelletto's partner sees it: the partner drives the
//! page through `PartnerPage`, as a person would, so neither file imports
//! the other's insides.

use std::cell::RefCell;
use std::rc::Weak;

use web_sys::Element;

use super::page::{with_page, GamePage, PageHost};
use crate::any_game::AnyGame;
use crate::record::Record;
use crate::ui::i18n::Lang;
use crate::web::dom;
use crate::web::partner::{Partner, PartnerPage};

/// The partner drives the page through these, as a person would.
impl PartnerPage for GamePage {
    type Handle = Weak<RefCell<dyn PageHost>>;

    fn handle(&self) -> Self::Handle {
        self.app.clone()
    }

    fn with(handle: &Self::Handle, f: impl FnOnce(&mut Self)) {
        with_page(handle, f);
    }

    fn partner(&mut self) -> Option<&mut Partner> {
        self.partner.as_mut()
    }

    fn partner_ref(&self) -> Option<&Partner> {
        self.partner.as_ref()
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn say(&self, text: &str) {
        GamePage::say(self, text);
    }

    fn inform(&self, text: &str) {
        GamePage::inform(self, text);
    }

    fn show_hint(&mut self, turn: &[String]) {
        self.preview = None;
        self.hint_line = Some(turn.to_vec());
        let _ = self.canvas.set_attribute("data-hint", &turn.join(" "));
        self.draw();
    }

    fn game(&self) -> &dyn AnyGame {
        self.history.current()
    }

    fn at_end(&self) -> bool {
        GamePage::at_end(self)
    }

    fn animating(&self) -> bool {
        self.animation.is_some()
    }

    fn play_text(&mut self, text: &str) {
        self.play(text);
    }

    fn root_element(&self, id: &str) -> Option<Element> {
        dom::document().get_element_by_id(id)
    }

    fn record(&self) -> Record {
        self.shown_record()
    }
}
