//! The HTML of the two pages: the home page and a game page's frame.
//!
//! Built as strings from the registry (escaped), then wired by `game_page`.

use crate::game::OptionSpec;
use crate::games::{GameInfo, GAMES};
use crate::ui::rules_link::rules_page;

use super::dom::escape;

/// The home page: the nine games, playable ones linked.
pub fn home_html(message: Option<&str>) -> String {
    let mut html = String::from(
        "<section class=\"home\"><h1>Tavoliere</h1>\
         <p class=\"lead\">Nine abstract board games from Italian rule books, \
         to play in the browser with a friend on the same device.</p>",
    );
    if let Some(message) = message {
        html.push_str(&format!(
            "<p class=\"message error\" role=\"alert\">{}</p>",
            escape(message)
        ));
    }
    html.push_str("<ul class=\"games\">");
    for game in &GAMES {
        let (open, close, badge) = if game.engine.is_some() {
            (
                format!("<a class=\"card playable\" href=\"#play={}\">", game.id),
                "</a>",
                "<span class=\"badge play\">Play</span>",
            )
        } else {
            (
                "<div class=\"card coming\">".to_string(),
                "</div>",
                "<span class=\"badge\">Coming soon</span>",
            )
        };
        html.push_str(&format!(
            "<li>{open}<h2>{}</h2><p class=\"en\">{}</p><p>{}</p>{badge}{close}\
             <a class=\"rules-link\" href=\"{}\" aria-label=\"Rules of {}\">Rules</a></li>",
            escape(game.name_it),
            escape(game.name_en),
            escape(game.summary),
            rules_href(game.id),
            escape(game.name_en),
        ));
    }
    html.push_str("</ul><p class=\"back\"><a href=\"#saved\">Saved games</a></p></section>");
    html
}

/// The game's rules page in the browser's language (Italian or English).
fn rules_href(id: &str) -> String {
    let language = web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default();
    rules_page(id, &language)
}

fn option_control(spec: &OptionSpec, current: Option<&str>) -> String {
    let value = current.unwrap_or(spec.default);
    let control = if spec.choices.is_empty() {
        format!(
            "<input type=\"number\" min=\"0\" name=\"{key}\" value=\"{}\">",
            escape(value),
            key = spec.key
        )
    } else {
        let options: String = spec
            .choices
            .iter()
            .map(|c| {
                let selected = if *c == value { " selected" } else { "" };
                format!("<option value=\"{c}\"{selected}>{c}</option>")
            })
            .collect();
        format!("<select name=\"{}\">{options}</select>", spec.key)
    };
    format!(
        "<label class=\"option\"><span>{} <small>{}</small></span>{control}</label>",
        escape(spec.key),
        escape(spec.help)
    )
}

/// A game page: board canvas, status, controls, move list, options, record.
pub fn game_html(info: &GameInfo, specs: &[OptionSpec], current: &[(String, String)]) -> String {
    let options: String = specs
        .iter()
        .map(|spec| {
            let value = current
                .iter()
                .find(|(k, _)| k == spec.key)
                .map(|(_, v)| v.as_str());
            option_control(spec, value)
        })
        .collect();
    format!(
        "<section class=\"game\" data-game=\"{id}\">\
           <div class=\"board-wrap\"><canvas id=\"board\" tabindex=\"0\" \
             aria-label=\"{name} board. Tab here, then arrows move a cursor, Enter or Space picks, 1 to 8 pick a checker in a stack, Escape cancels.\"></canvas></div>\
           <aside class=\"panel\">\
             <h1>{name} <small>{name_it}</small></h1>\
             <p id=\"status\" class=\"status\" role=\"status\" aria-live=\"polite\"></p>\
             <p id=\"notes\" class=\"notes\"></p>\
             <p id=\"announce\" class=\"visually-hidden\" aria-live=\"polite\"></p>\
             <p id=\"message\" class=\"message\" role=\"alert\"></p>\
             <div id=\"choices\" class=\"choices\"></div>\
             <div class=\"controls\">\
               <button id=\"first\" title=\"Start (Home)\" aria-label=\"Go to start\">&laquo;</button>\
               <button id=\"undo\" title=\"Back one move (Left arrow)\">&#x25C0; Undo</button>\
               <button id=\"redo\" title=\"Forward one move (Right arrow)\">Redo &#x25B6;</button>\
               <button id=\"last\" title=\"Latest move (End)\" aria-label=\"Go to latest move\">&raquo;</button>\
               <button id=\"flip\" title=\"Turn the board round\">Flip</button>\
               <button id=\"describe\" title=\"Read out where every piece is (D)\">Read board</button>\
             </div>\
             <h2 class=\"moves-title\">Moves</h2>\
             <ol id=\"moves\" class=\"moves\"></ol>\
             <details class=\"new-game\"><summary>New game</summary>\
               <form id=\"new-game\">{options}<button type=\"submit\">Start a new game</button></form>\
             </details>\
             <details class=\"record\"><summary>Record and link</summary>\
               <p><a id=\"share\" href=\"#\">Link to this game</a></p>\
               <div class=\"controls\">\
                 <button id=\"share-copy\" title=\"Copy a link that opens this game with its moves\">Share</button>\
                 <button id=\"embed-copy\" title=\"Copy the code that shows this game in a blog post\">Copy embed code</button>\
               </div>\
               <textarea id=\"record\" rows=\"5\" spellcheck=\"false\" \
                 aria-label=\"Game record\"></textarea>\
               <div class=\"controls\">\
                 <button id=\"load\">Load this record</button>\
                 <button id=\"export\">Save as file</button>\
                 <button id=\"picture\" title=\"Save the board as shown as an SVG picture\">Save picture</button>\
                 <label class=\"file\"><span>Open a file</span> \
                   <input id=\"import\" type=\"file\" accept=\".txt,text/plain\"></label>\
               </div>\
               <textarea id=\"embed-code\" rows=\"4\" readonly spellcheck=\"false\" \
                 aria-label=\"Embed code\" hidden></textarea>\
             </details>\
             <p class=\"back\"><a href=\"#\">&larr; All games</a> · <a href=\"#saved\">Saved games</a> \
               <a class=\"rules\" href=\"{rules}\">Rules of {name}</a></p>\
           </aside>\
         </section>",
        id = info.id,
        name = escape(info.name_en),
        name_it = escape(info.name_it),
        rules = rules_href(info.id),
    )
}
