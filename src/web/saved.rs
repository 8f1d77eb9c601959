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

use super::dom::{self, escape};
use super::game_page::storage_key;

/// The page: one row per saved game, with its state, Resume and Delete.
pub fn saved_html(message: Option<&str>) -> String {
    let mut rows = String::new();
    for info in GAMES.iter().filter(|g| g.engine.is_some()) {
        let Some(text) = dom::load(&storage_key(info.id)) else {
            continue;
        };
        let state = match Record::parse_text(&text).and_then(|r| r.replay().map(|p| (r, p))) {
            Ok((record, replay)) => {
                let game = replay.end.as_ref();
                let state = match game.outcome() {
                    Some(outcome) => describe_outcome(game, outcome),
                    None => format!("{} to move", game.seat_name(game.to_move())),
                };
                let n = record.moves.len();
                let plural = if n == 1 { "" } else { "s" };
                format!("{n} move{plural} · {state}")
            }
            Err(error) => format!("cannot be restored: {error}"),
        };
        rows.push_str(&format!(
            "<li class=\"saved-game\" data-game=\"{id}\"><span class=\"saved-name\">{name}</span> \
             <span class=\"saved-state\">{state}</span> \
             <a class=\"button\" href=\"#play={id}\">Resume</a> \
             <button data-delete=\"{id}\">Delete</button></li>",
            id = info.id,
            name = escape(info.name_en),
            state = escape(&state),
        ));
    }
    let message = message
        .map(|m| format!("<p class=\"message\" role=\"status\">{}</p>", escape(m)))
        .unwrap_or_default();
    let body = if rows.is_empty() {
        "<p class=\"lead\">No game in progress is saved in this browser.</p>".to_string()
    } else {
        format!("<ul class=\"saved\">{rows}</ul>")
    };
    format!(
        "<section class=\"home\"><h1>Saved games</h1>\
         <p class=\"lead\">Every game is saved in this browser as it is played, one per kind of game.</p>\
         {message}{body}<p class=\"back\"><a href=\"#\">&larr; All games</a></p></section>"
    )
}

/// Deletes the saved game of `id`; storage may be disabled, which is no error.
pub fn delete(id: &str) {
    if let Ok(Some(storage)) = dom::window().local_storage() {
        let _ = storage.remove_item(&storage_key(id));
    }
}
