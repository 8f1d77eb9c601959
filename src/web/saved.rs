//! Games saved in this browser, and the saved-games page (`#saved`).
//!
//! Every game in progress has its own entry: the game page saves it after
//! every move under the entry's id, so a reload, a closed tab or a crash
//! loses nothing, and starting a new game never overwrites another. The
//! index (`ui::saves`) says which entries exist and in which order; each
//! record is stored under its own key. A save from the version that kept
//! one game per kind is moved into the index the first time it is read.

use crate::any_game::describe_outcome;
use crate::games::{self, GAMES};
use crate::record::Record;
use crate::ui::i18n::{Lang, T};
use crate::ui::saves::{self, SaveIndex};

use super::dom::{self, escape};

/// Where the index is kept.
const INDEX_KEY: &str = "tavoliere.saves";

/// What every saved record's key starts with.
const RECORD_PREFIX: &str = "tavoliere.save.";

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
    }
}

/// Saves `record` as entry `id`, first in the list; `finished` is whether
/// the game is over (`None` when the page shows an earlier move and
/// cannot tell cheaply: the entry keeps what it knew). False when the
/// browser refused to store it, so the page can say so.
pub fn save(id: &str, record: &Record, finished: Option<bool>) -> bool {
    let mut index = load_index();
    let given_up = index.touch(id, &record.game, now(), finished);
    let stored = dom::save(&record_key(id), &record.to_text());
    forget(&given_up);
    stored && dom::save(INDEX_KEY, &index.to_text())
}

/// The stored text of entry `id`, whether or not it reads as a record,
/// for a damaged entry to be copied or downloaded.
pub fn raw_text(id: &str) -> Option<String> {
    dom::load(&record_key(id))
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

/// The newest unfinished saved games, at most `limit`, as (id, game id):
/// what the home page offers to continue.
pub fn unfinished(limit: usize) -> Vec<(String, String)> {
    load_index()
        .entries()
        .iter()
        .filter(|e| !e.finished)
        .take(limit)
        .map(|e| (e.id.clone(), e.game.clone()))
        .collect()
}

/// Deletes entry `id`; storage may be disabled, which is no error.
pub fn delete(id: &str) {
    let mut index = load_index();
    if index.remove(id) {
        dom::save(INDEX_KEY, &index.to_text());
    }
    remove_key(&record_key(id));
}

/// The page: one row per saved game, newest first, with its game, options,
/// move count and state, Resume and Delete.
pub fn saved_html(lang: Lang, message: Option<&str>) -> String {
    let mut rows = String::new();
    for entry in load_index().entries() {
        let name =
            games::find(&entry.game).map_or(entry.game.as_str(), |g| super::pages::name(lang, g));
        let text = dom::load(&record_key(&entry.id)).unwrap_or_default();
        let (options, state, damaged) =
            match Record::parse_text(&text).and_then(|r| r.replay().map(|p| (r, p))) {
                Ok((record, replay)) => {
                    let game = replay.end.as_ref();
                    let state = match game.outcome() {
                        Some(outcome) => lang.game(&describe_outcome(game, outcome)).into_owned(),
                        None => lang.f(T::ToMove, &[&lang.game(game.seat_name(game.to_move()))]),
                    };
                    let moves = match record.moves.len() {
                        1 => lang.t(T::OneMove).to_string(),
                        n => lang.f(T::NMoves, &[&n.to_string()]),
                    };
                    (
                        options_summary(lang, &record),
                        format!("{moves} · {state}"),
                        false,
                    )
                }
                Err(error) => (
                    String::new(),
                    lang.f(T::NotRestorable, &[&lang.game(&error.to_string())]),
                    true,
                ),
            };
        // A damaged entry keeps its text within reach rather than vanishing.
        let damaged = if damaged {
            format!(
                "<details class=\"saved-damaged\"><summary>{said}</summary>\
                 <textarea readonly rows=\"4\" aria-label=\"{said}\">{text}</textarea>\
                 <button data-download=\"{id}\">{download}</button></details>",
                said = lang.t(T::DamagedText),
                text = escape(&text),
                id = escape(&entry.id),
                download = lang.t(T::DownloadText),
            )
        } else {
            String::new()
        };
        rows.push_str(&format!(
            "<li class=\"saved-game\" data-game=\"{game}\" data-save=\"{id}\">\
             <span class=\"saved-name\">{name}</span> \
             <span class=\"saved-options\">{options}</span> \
             <span class=\"saved-state\">{state}</span> \
             <a class=\"button\" href=\"#play={game}&amp;save={id}\">{resume}</a> \
             <button data-delete=\"{id}\">{delete}</button>{damaged}</li>",
            game = escape(&entry.game),
            id = escape(&entry.id),
            name = escape(name),
            options = escape(&options),
            state = escape(&state),
            resume = lang.t(T::Resume),
            delete = lang.t(T::Delete),
        ));
    }
    let message = message
        .map(|m| format!("<p class=\"message\" role=\"status\">{}</p>", escape(m)))
        .unwrap_or_default();
    let body = if rows.is_empty() {
        format!("<p class=\"lead\">{}</p>", lang.t(T::NothingSaved))
    } else {
        format!("<ul class=\"saved\">{rows}</ul>")
    };
    format!(
        "<section class=\"home\"><h1>{title}</h1><p class=\"lead\">{lead}</p>\
         {message}{body}<p class=\"back\"><a href=\"#\">&larr; {all}</a></p></section>",
        title = lang.t(T::SavedTitle),
        lead = lang.f(T::SavedLead, &[&saves::CAP.to_string()]),
        all = lang.t(T::AllGames),
    )
}

/// The options a game was started with, or "standard rules".
fn options_summary(lang: Lang, record: &Record) -> String {
    let mut parts: Vec<String> = Vec::new();
    if !record.options.is_empty() {
        parts.push(
            record
                .options
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join(", "),
        );
    }
    if record.start.is_some() {
        parts.push(lang.t(T::SetUpPosition).to_string());
    }
    if parts.is_empty() {
        lang.t(T::StandardRules).to_string()
    } else {
        parts.join(" · ")
    }
}
