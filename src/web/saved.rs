//! Games saved in this browser.
//!
//! Every game in progress has its own entry: the game page saves it after
//! every move under the entry's id, so a reload, a closed tab or a crash
//! loses nothing, and starting a new game never overwrites another. The
//! index (`ui::saves`) says which entries exist and in which order; each
//! record is stored under its own key. A save from the version that kept
//! one game per kind is moved into the index the first time it is read.
//!
//! The home page and the saved-games page are plain scripts
//! (`www/shell/store.js` reads the same keys) with no rules to replay a
//! record, so beside each record the page stores its card: the record it
//! describes and who is to move or how it ended, in both languages; and,
//! for the few newest unfinished games the home page offers to continue,
//! a small picture of the position.

use crate::any_game::describe_outcome;
use crate::games::{self, GAMES};
use crate::record::Record;
use crate::ui::draw::still::position_svg;
use crate::ui::history::History;
use crate::ui::i18n::{Lang, T};
use crate::ui::json;
use crate::ui::saves::{self, SaveIndex};

use super::dom;

/// Where the index is kept.
const INDEX_KEY: &str = "tavoliere.saves";

/// What every saved record's key starts with.
const RECORD_PREFIX: &str = "tavoliere.save.";

/// What every saved game's card's key starts with.
const CARD_PREFIX: &str = "tavoliere.card.";

/// What every saved game's picture's key starts with.
const THUMB_PREFIX: &str = "tavoliere.thumb.";

/// The side, in pixels, of a saved game's picture on the home page's
/// continue links.
const THUMB: f64 = 96.0;

/// How many unfinished games keep their picture: the home page offers the
/// four newest; a picture weighs 10 to 40 KB, too much to keep a hundred.
const THUMBS_KEPT: usize = 4;

/// The localStorage key of a saved game's record.
fn record_key(id: &str) -> String {
    format!("{RECORD_PREFIX}{id}")
}

/// The key the previous version kept a kind of game's only save under.
fn old_key(game: &str) -> String {
    format!("tavoliere.game.{game}")
}

fn now() -> u64 {
    js_sys::Date::now().max(0.0) as u64
}

/// A fresh entry id, different from every saved one.
pub fn fresh_id() -> String {
    let index = load_index();
    loop {
        let random = (js_sys::Math::random() * f64::from(u32::MAX)) as u32;
        let id = saves::new_id(now(), random);
        if index.get(&id).is_none() {
            return id;
        }
    }
}

/// The index, with any single-slot save of the previous version moved in,
/// and any saved record the index has lost (a damaged index line) listed
/// again, so no game vanishes from the list while its record is stored.
fn load_index() -> SaveIndex {
    let mut index = SaveIndex::parse(&dom::load(INDEX_KEY).unwrap_or_default());
    let mut migrated = relist_lost_records(&mut index);
    for info in GAMES.iter() {
        let Some(text) = dom::load(&old_key(info.id)) else {
            continue;
        };
        let finished = Record::parse_text(&text)
            .and_then(|r| r.replay())
            .map(|replay| replay.end.outcome().is_some())
            .unwrap_or(false);
        let id = format!(
            "old{}",
            info.id.replace(|c: char| !c.is_ascii_alphanumeric(), "")
        );
        if saves::is_valid_id(&id) && index.get(&id).is_none() {
            // Older than anything played since, so it lists after them.
            let given_up = index.touch(&id, info.id, 0, Some(finished));
            dom::save(&record_key(&id), &text);
            forget(&given_up);
        }
        remove_key(&old_key(info.id));
        migrated = true;
    }
    if migrated {
        dom::save(INDEX_KEY, &index.to_text());
    }
    index
}

/// Adds to `index` every stored record it does not list; true if any.
fn relist_lost_records(index: &mut SaveIndex) -> bool {
    let mut found = false;
    for key in dom::keys_with_prefix(RECORD_PREFIX) {
        let id = &key[RECORD_PREFIX.len()..];
        if !saves::is_valid_id(id) || index.get(id).is_some() {
            continue;
        }
        let text = dom::load(&key).unwrap_or_default();
        // The game's id as its record names it, if it names a known one.
        let game = Record::parse_text(&text)
            .ok()
            .and_then(|r| games::find(&r.game).map(|g| g.id))
            .unwrap_or("unknown");
        let given_up = index.touch(id, game, 0, None);
        forget(&given_up);
        found = true;
    }
    found
}

fn remove_key(key: &str) {
    if let Ok(Some(storage)) = dom::window().local_storage() {
        let _ = storage.remove_item(key);
    }
}

fn forget(ids: &[String]) {
    for id in ids {
        remove_key(&record_key(id));
        remove_key(&format!("{CARD_PREFIX}{id}"));
        remove_key(&format!("{THUMB_PREFIX}{id}"));
    }
}

/// Saves `record` as entry `id`, first in the list, with its card and
/// picture; `finished` is whether the game is over (`None` when the page
/// shows an earlier move and cannot tell cheaply: the entry keeps what it
/// knew), `end` the game at its last move when the page has it at hand
/// (else the record is replayed for the card). False when the browser
/// refused to store the record, so the page can say so.
pub fn save(id: &str, record: &Record, finished: Option<bool>, end: Option<&History>) -> bool {
    let mut index = load_index();
    let given_up = index.touch(id, &record.game, now(), finished);
    let text = record.to_text();
    let stored = dom::save(&record_key(id), &text);
    forget(&given_up);
    let stored = stored && dom::save(INDEX_KEY, &index.to_text());
    if stored {
        let replayed;
        let end = match end {
            Some(end) => Some(end),
            None => {
                replayed = History::from_record(record).ok();
                replayed.as_ref()
            }
        };
        store_card(id, &text, end, &index);
    }
    stored
}

/// Stores entry `id`'s card and picture, and drops the pictures of the
/// unfinished games the home page no longer offers. A card or picture the
/// browser refuses is left out: the record is what matters.
fn store_card(id: &str, text: &str, end: Option<&History>, index: &SaveIndex) {
    let card_key = format!("{CARD_PREFIX}{id}");
    let thumb_key = format!("{THUMB_PREFIX}{id}");
    let Some(end) = end else {
        remove_key(&card_key);
        remove_key(&thumb_key);
        return;
    };
    let state = json::object(Lang::ALL.map(|lang| (lang.code(), json::string(&state(lang, end)))));
    let card = json::object([("record", json::string(text)), ("state", state)]);
    if !dom::save(&card_key, &card) {
        remove_key(&card_key);
    }
    let over = end.current().outcome().is_some() || end.flagged().is_some();
    let keep: Vec<String> = index
        .entries()
        .iter()
        .filter(|e| !e.finished && (e.id != id || !over))
        .take(THUMBS_KEPT)
        .map(|e| format!("{THUMB_PREFIX}{}", e.id))
        .collect();
    if keep.contains(&thumb_key) && !dom::save(&thumb_key, &position_svg(end, THUMB)) {
        remove_key(&thumb_key);
    }
    for key in dom::keys_with_prefix(THUMB_PREFIX) {
        if !keep.contains(&key) {
            remove_key(&key);
        }
    }
}

/// Who is to move, or how the game ended, in `lang`.
fn state(lang: Lang, end: &History) -> String {
    let game = end.current();
    if let Some(flagged) = end.flagged() {
        return crate::ui::clock::on_time_words(lang, game, flagged, None);
    }
    match game.outcome() {
        Some(outcome) => lang.game(&describe_outcome(game, outcome)).into_owned(),
        None => lang.f(T::ToMove, &[&lang.game(game.seat_name(game.to_move()))]),
    }
}

/// The record of entry `id`, as stored.
pub fn load(id: &str) -> Option<String> {
    load_index().get(id)?;
    dom::load(&record_key(id))
}

/// The id of the most recently played saved game of `game`.
pub fn newest_of(game: &str) -> Option<String> {
    load_index().newest_of(game).map(|e| e.id.clone())
}
