//! The saved-games page (`#saved`): every game in progress kept in this
//! browser, to resume or delete.
//!
//! One game is kept per kind of game (the slot `#play=ID` resumes), as a
//! player expects of a board left on the table: the game page saves it after
//! every move, so a reload, a closed tab or a crash loses nothing, and this
//! page shows all of them at once.

use crate::any_game::describe_outcome;
use crate::games::GAMES;
use crate::record::Record;
use crate::ui::i18n::{Lang, T};

use super::dom::{self, escape};
use super::game_page::storage_key;

/// The page: one row per saved game, with its state, Resume and Delete.
pub fn saved_html(lang: Lang, message: Option<&str>) -> String {
    let mut rows = String::new();
    for info in GAMES.iter().filter(|g| g.engine.is_some()) {
        let Some(text) = dom::load(&storage_key(info.id)) else {
            continue;
        };
        let state = match Record::parse_text(&text).and_then(|r| r.replay().map(|p| (r, p))) {
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
                format!("{moves} · {state}")
            }
            Err(error) => lang.f(T::NotRestorable, &[&lang.game(&error.to_string())]),
        };
        rows.push_str(&format!(
            "<li class=\"saved-game\" data-game=\"{id}\"><span class=\"saved-name\">{name}</span> \
             <span class=\"saved-state\">{state}</span> \
             <a class=\"button\" href=\"#play={id}\">{resume}</a> \
             <button data-delete=\"{id}\">{delete}</button></li>",
            id = info.id,
            name = escape(super::pages::name(lang, info)),
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
        lead = lang.t(T::SavedLead),
        all = lang.t(T::AllGames),
    )
}

/// Deletes the saved game of `id`; storage may be disabled, which is no error.
pub fn delete(id: &str) {
    if let Ok(Some(storage)) = dom::window().local_storage() {
        let _ = storage.remove_item(&storage_key(id));
    }
}
