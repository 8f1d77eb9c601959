//! The home page: a gallery of the nine games, each with a picture of its
//! board at the start (drawn by the same code as the live board, as an
//! SVG `data:` image the Content-Security-Policy allows), its name, what
//! it is about, how many play and for how long, a link to its rules, and
//! the saved games to continue.

use std::cell::RefCell;

use crate::games::{GameInfo, GAMES};
use crate::record::Record;
use crate::ui::draw::still::{data_url, position_svg};
use crate::ui::history::History;
use crate::ui::i18n::{Lang, T};
use crate::ui::rules_link::rules_page;

use super::dom::escape;
use super::pages::name;

/// Who plays each game and for about how long, in minutes: typical
/// figures for two players who know the rules, not limits.
fn players_and_minutes(id: &str) -> (&'static str, u32) {
    match id {
        "cancelletto" => ("1–2", 15),
        "quoridor" => ("2–4", 15),
        "magneton" => ("2", 10),
        "porta" | "gyges" => ("2", 15),
        _ => ("2", 20),
    }
}

/// The pictures' side in pixels: drawn at this size, shown smaller or
/// larger by the page's style.
const PICTURE: f64 = 240.0;

thread_local! {
    /// The start pictures as `data:` URLs, made once per visit.
    static PICTURES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// The start position of each game, as a `data:` URL, in `GAMES` order.
fn pictures() -> Vec<String> {
    PICTURES.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.is_empty() {
            *cache = GAMES
                .iter()
                .map(|game| {
                    History::from_record(&Record::new(game.id))
                        .map(|history| data_url(&position_svg(&history, PICTURE)))
                        .unwrap_or_default()
                })
                .collect();
        }
        cache.clone()
    })
}

/// The home page: the gallery, then the saved games to continue.
pub fn home_html(lang: Lang, message: Option<&str>) -> String {
    let mut html = format!(
        "<section class=\"home\"><h1>Tavoliere</h1><p class=\"lead\">{}</p>",
        lang.t(T::Lead)
    );
    if let Some(message) = message {
        html.push_str(&format!(
            "<p class=\"message error\" role=\"alert\">{}</p>",
            escape(message)
        ));
    }
    html.push_str(&continue_html(lang));
    html.push_str("<ul class=\"games\">");
    for (game, picture) in GAMES.iter().zip(pictures()) {
        html.push_str(&card(lang, game, &picture));
    }
    html.push_str(&format!(
        "</ul><p class=\"back\"><a href=\"#saved\">{}</a></p></section>",
        lang.t(T::SavedTitle)
    ));
    html
}

/// One game's card: the picture and the name link to the board (a saved
/// game of it resumes), the rules link sits apart.
fn card(lang: Lang, game: &GameInfo, picture: &str) -> String {
    let (players, minutes) = players_and_minutes(game.id);
    let alt = lang.f(T::StartPicture, &[name(lang, game)]);
    let other = match lang {
        Lang::En => game.name_it,
        Lang::It => game.name_en,
    };
    let other_lang = match lang {
        Lang::En => "it",
        Lang::It => "en",
    };
    format!(
        "<li class=\"game-card\"><a class=\"card playable\" href=\"#play={id}\">\
           <img src=\"{picture}\" alt=\"{alt}\" width=\"240\" height=\"240\" loading=\"lazy\">\
           <div class=\"card-text\"><h2>{name} <small lang=\"{other_lang}\">{other}</small></h2>\
           <p>{summary}</p>\
           <p class=\"facts\"><span>{players}</span> · <span>{minutes}</span></p>\
           <span class=\"badge play\">{play}</span></div></a>\
         <a class=\"rules-link\" href=\"{rules}\" aria-label=\"{rules_label}\">{rules_word}</a></li>",
        id = game.id,
        alt = escape(&alt),
        name = escape(name(lang, game)),
        other = escape(other),
        summary = escape(&lang.game(game.summary)),
        players = escape(&lang.f(T::PlayersCount, &[players])),
        minutes = escape(&lang.f(T::AboutMinutes, &[&minutes.to_string()])),
        play = lang.t(T::Play),
        rules = rules_page(game.id, lang.code()),
        rules_label = escape(&lang.f(T::RulesOf, &[name(lang, game)])),
        rules_word = lang.t(T::Rules),
    )
}

/// The side, in pixels, of a saved game's picture on its continue link.
const THUMB: f64 = 96.0;

/// The unfinished saved games, newest first (at most four), as links that
/// resume each, with a small picture of where it stands and its move
/// count; nothing when there are none.
fn continue_html(lang: Lang) -> String {
    let entries = super::saved::unfinished(4);
    if entries.is_empty() {
        return String::new();
    }
    let links: String = entries
        .iter()
        .filter_map(|(id, game)| {
            let info = crate::games::find(game)?;
            let history = super::saved::load(id)
                .and_then(|text| Record::parse_text(&text).ok())
                .and_then(|record| History::from_record(&record).ok());
            let (picture, moves) = match &history {
                Some(history) => (
                    format!(
                        "<img src=\"{}\" alt=\"\" width=\"48\" height=\"48\">",
                        data_url(&position_svg(history, THUMB))
                    ),
                    format!(
                        " <small>{}</small>",
                        lang.f(T::MoveCount, &[&history.moves().len().to_string()])
                    ),
                ),
                None => (String::new(), String::new()),
            };
            Some(format!(
                "<li><a class=\"saved-link\" href=\"#play={}&amp;save={id}\">{picture}\
                 <span>{}{moves}</span></a></li>",
                info.id,
                escape(name(lang, info))
            ))
        })
        .collect();
    format!(
        "<section class=\"continue\"><h2>{}</h2><ul>{links}</ul></section>",
        lang.t(T::ContinueTitle)
    )
}
