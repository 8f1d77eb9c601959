//! The site's game page and its routes: the only part of the wasm that
//! knows the site's addresses (`#play=GAME`, `#game=...`). The home page
//! (an empty fragment) and the saved-games page (`#saved`) belong to the
//! site's plain scripts (`www/shell/`), which mount this page for a game's
//! address and unmount it to leave.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};

use crate::games;
use crate::record::{Record, RecordError};
use crate::ui::history::History;
use crate::ui::i18n::T;
use crate::ui::page_flags::PageFlags;

use super::dom::{self, escape};
use super::game_page::{known_match, with_page, GamePage, PageHost};
use super::{lang, saved, theme};
use crate::ui::by_link::{arrival, Arrival, ByLink, LinkSide};

/// The site: its root element, the open game page, and page-wide listeners.
pub struct App {
    root: Element,
    page: Option<GamePage>,
    listeners: Vec<EventListener>,
}

impl PageHost for App {
    fn page_mut(&mut self) -> Option<&mut GamePage> {
        self.page.as_mut()
    }
}

/// The app as the game page's host, for callbacks that look for the page.
fn host(app: &Weak<RefCell<App>>) -> Weak<RefCell<dyn PageHost>> {
    app.clone()
}

thread_local! {
    static APP: RefCell<Option<Rc<RefCell<App>>>> = const { RefCell::new(None) };
}

/// The site's entry, called by `www/app.js` with the page's `#app` element
/// (nothing happens without one).
#[wasm_bindgen]
pub fn mount_site(root: Option<Element>) {
    if let Some(root) = root {
        mount(root);
    }
}

/// Mounts the site inside `root` and shows the page the URL names.
pub fn mount(root: Element) {
    let app = Rc::new(RefCell::new(App {
        root,
        page: None,
        listeners: Vec::new(),
    }));
    let window = dom::window();
    let weak = Rc::downgrade(&app);
    let on_hash = {
        let weak = weak.clone();
        EventListener::new(&window, "hashchange", move |_| {
            if let Some(app) = weak.upgrade() {
                route(&app);
            }
        })
    };
    let on_key = {
        let weak = weak.clone();
        EventListener::new_with_options(
            &window,
            "keydown",
            gloo_events::EventListenerOptions::enable_prevent_default(),
            move |event| {
                if let Some(event) = event.dyn_ref::<KeyboardEvent>() {
                    with_page(&host(&weak), |page| page.key(event));
                }
            },
        )
    };
    let on_resize = {
        let weak = weak.clone();
        EventListener::new(&window, "resize", move |_| {
            with_page(&host(&weak), |page| page.resize());
        })
    };
    let on_lang = {
        let weak = Rc::downgrade(&app);
        lang::listen(move || {
            if let Some(app) = weak.upgrade() {
                route(&app);
            }
        })
    };
    let on_theme = {
        let weak = Rc::downgrade(&app);
        theme::listen(move || with_page(&host(&weak), |page| page.resize()))
    };
    app.borrow_mut().listeners = vec![on_hash, on_key, on_resize, on_lang];
    app.borrow_mut().listeners.extend(on_theme);
    route(&app);
    APP.with(|slot| *slot.borrow_mut() = Some(app));
}

/// Drops the site's page and listeners and empties its root, so the shell
/// can show the home page, or another game's bundle take the page over.
#[wasm_bindgen]
pub fn unmount_site() {
    if let Some(app) = APP.with(|slot| slot.borrow_mut().take()) {
        // Taken out before they drop, so nothing they do on the way finds
        // the app borrowed.
        let (page, listeners) = {
            let mut app = app.borrow_mut();
            (app.page.take(), std::mem::take(&mut app.listeners))
        };
        drop(listeners);
        drop(page);
        app.borrow().root.set_inner_html("");
    }
}

/// Shows what the URL fragment names: `#play=GAME` resumes the most recent
/// saved game of GAME and `#play=GAME&save=ID` the saved game ID (the
/// saved-games list links these); `#game=...` is a record link, saved as a
/// new entry, or as entry ID when it ends in `&save=ID` (the game page
/// keeps that in the address, so a reload finds its entry); an empty
/// fragment and `saved` are the shell's pages, left to it.
fn route(app: &Rc<RefCell<App>>) {
    let hash = dom::window().location().hash().unwrap_or_default();
    let (fragment, save) = split_save(hash.trim_start_matches('#'));
    let (fragment, side) = crate::ui::by_link::split_link_side(&fragment);
    let (fragment, flags) = PageFlags::split(&fragment);
    if fragment.is_empty() || fragment == "saved" {
        app.borrow_mut().page = None;
        return;
    } else if let Some(id) = fragment.strip_prefix("play=") {
        resume(app, id, save);
    } else {
        open_link(app, &fragment, save, side);
    }
    if flags != PageFlags::default() {
        with_page(&host(&Rc::downgrade(app)), |page| page.open_tools(flags));
    }
}

/// Takes `save=ID` out of a fragment: the rest, and ID when it can name a
/// saved game (anything else is dropped and a new entry made).
fn split_save(fragment: &str) -> (String, Option<String>) {
    let mut save = None;
    let rest: Vec<&str> = fragment
        .split('&')
        .filter(|part| match part.strip_prefix("save=") {
            Some(id) => {
                save = Some(id.to_string()).filter(|id| crate::ui::saves::is_valid_id(id));
                false
            }
            None => true,
        })
        .collect();
    (rest.join("&"), save)
}

/// A fragment this page cannot open: `message`, and a link back to the
/// home page, in place of a board.
fn show_refusal(app: &Rc<RefCell<App>>, message: &str) {
    let mut app = app.borrow_mut();
    app.page = None;
    let lang = lang::current();
    app.root.set_inner_html(&format!(
        "<section class=\"home\"><h1>Tavoliere</h1>\
         <p class=\"message error\" role=\"alert\">{}</p>\
         <p class=\"back\"><a href=\"#\">&larr; {}</a></p></section>",
        escape(message),
        lang.t(T::AllGames)
    ));
    dom::document().set_title(&format!("Tavoliere · {}", lang.t(T::Tagline)));
}

/// Opens the game page of `id` with its saved game `save`, or else its most
/// recent saved game, or else a fresh one.
fn resume(app: &Rc<RefCell<App>>, id: &str, save: Option<String>) {
    let Some(info) = games::find(id) else {
        show_refusal(app, &lang::current().f(T::NoSuchGame, &[id]));
        return;
    };
    let lang = lang::current();
    let (entry, mut message) = match save {
        Some(save) if saved::load(&save).is_some() => (Some(save), None),
        Some(_) => (None, Some(lang.t(T::SaveGone).to_string())),
        None => (saved::newest_of(info.id), None),
    };
    let text = entry.as_deref().and_then(saved::load);
    let restored = text.map(|text| {
        Record::parse_text(&text)
            .and_then(|r| History::from_record(&r))
            .map(|history| (history, entry.clone().unwrap_or_default()))
    });
    let opened = match restored {
        // A saved game of another kind under this id: open what it is.
        Some(Ok((history, id))) if history.record().game == info.id => (history, id),
        Some(Ok(_)) => (fresh(info.id), saved::fresh_id()),
        Some(Err(error)) => {
            let error = lang.game(&error.to_string()).into_owned();
            message = Some(lang.f(T::SavedNotRestored, &[&error]));
            (fresh(info.id), saved::fresh_id())
        }
        None => (fresh(info.id), saved::fresh_id()),
    };
    open_page(app, info, opened, message);
}

/// Opens a record link, saved as entry `save` or as a new one; a bad link
/// gets a message and a fresh game. A link of a match played by link
/// (`side`) continues this browser's saved game of the match, or starts
/// one in which the reader plays the seat it was sent to.
fn open_link(app: &Rc<RefCell<App>>, fragment: &str, save: Option<String>, side: LinkSide) {
    let parsed = Record::parse_fragment(fragment);
    let id = match &parsed {
        Ok(record) => record.game.clone(),
        // Still try to name the game, so the fresh game is the right one.
        Err(_) => fragment
            .split('&')
            .find_map(|p| p.strip_prefix("game="))
            .unwrap_or_default()
            .to_ascii_lowercase(),
    };
    let Some(info) = games::find(&id) else {
        let error = parsed.err().unwrap_or(RecordError::UnknownGame(id));
        let lang = lang::current();
        let error = lang.game(&error.to_string()).into_owned();
        show_refusal(app, &lang.f(T::LinkNotOpened, &[&error]));
        return;
    };
    let known = side.match_id.as_deref().and_then(known_match);
    let (parsed, save) = match (&known, parsed) {
        // A match this browser keeps: whichever of its saved game and the
        // link holds more is opened, and both are kept if they differ.
        (Some((entry, _)), Ok(linked)) if save.is_none() => {
            let kept = saved::load(entry).and_then(|text| Record::parse_text(&text).ok());
            match kept.map(|kept| (arrival(&kept.moves, &linked.moves), kept)) {
                Some((Arrival::Saved, kept)) => (Ok(kept), Some(entry.clone())),
                Some((Arrival::Both, _)) => (Ok(linked), None),
                _ => (Ok(linked), Some(entry.clone())),
            }
        }
        (_, parsed) => (parsed, save),
    };
    let save = save.unwrap_or_else(saved::fresh_id);
    match parsed.and_then(|record| History::from_record(&record)) {
        Ok(history) => {
            let seats = history.current().seat_count();
            open_page(app, info, (history, save), None);
            let you = known.map(|(_, seat)| seat).or(side.seat);
            if let (Some(match_id), Some(you)) = (side.match_id, you) {
                if you.index() < seats {
                    let sent = side.seat.is_some();
                    with_page(&host(&Rc::downgrade(app)), |page| {
                        page.join_match(ByLink { match_id, you }, sent)
                    });
                }
            }
        }
        Err(error) => {
            let lang = lang::current();
            let error = lang.game(&error.to_string()).into_owned();
            let message = lang.f(T::LinkNotRead, &[&error]);
            open_page(
                app,
                info,
                (fresh(info.id), saved::fresh_id()),
                Some(message),
            )
        }
    }
}

fn fresh(id: &str) -> History {
    History::from_record(&Record::new(id)).expect("every game starts with default options")
}

fn open_page(
    app: &Rc<RefCell<App>>,
    info: &'static games::GameInfo,
    opened: (History, String),
    message: Option<String>,
) {
    let weak = Rc::downgrade(app);
    let mut guard = app.borrow_mut();
    guard.page = None;
    let root = guard.root.clone();
    let page = GamePage::open(weak, &root, info, opened, message);
    guard.page = page;
}
