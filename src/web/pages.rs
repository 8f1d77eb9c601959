//! The HTML of a game page's frame (the home page is `home`).
//!
//! Built as strings from the registry (escaped), then wired by `game_page`.

use crate::game::OptionSpec;
use crate::games::GameInfo;
use crate::ui::i18n::options::{choice_name, option_name};
use crate::ui::i18n::{Lang, T};
use crate::ui::rules_link::rules_page;

use super::dom::escape;

/// The game's name in the page's language.
pub fn name(lang: Lang, game: &GameInfo) -> &'static str {
    match lang {
        Lang::En => game.name_en,
        Lang::It => game.name_it,
    }
}

fn option_control(lang: Lang, spec: &OptionSpec, current: Option<&str>) -> String {
    let value = current.unwrap_or(spec.default);
    let control = if spec.choices.is_empty() && spec.default.parse::<u64>().is_ok() {
        format!(
            "<input type=\"number\" min=\"0\" name=\"{key}\" value=\"{}\">",
            escape(value),
            key = spec.key
        )
    } else if spec.choices.is_empty() {
        // A word or a number (Quoridor's `walls=auto`, Gyges' `setup`
        // rows): free text, checked by the game's options like any other.
        format!(
            "<input type=\"text\" spellcheck=\"false\" autocapitalize=\"off\" name=\"{key}\" value=\"{}\">",
            escape(value),
            key = spec.key
        )
    } else {
        let options: String = spec
            .choices
            .iter()
            .map(|c| {
                let selected = if *c == value { " selected" } else { "" };
                format!(
                    "<option value=\"{c}\"{selected}>{}</option>",
                    escape(choice_name(lang, spec.key, c))
                )
            })
            .collect();
        format!("<select name=\"{}\">{options}</select>", spec.key)
    };
    // The name to read, then the key that links and records use.
    format!(
        "<label class=\"option\"><span>{} <code>{}</code> <small>{}</small></span>{control}</label>",
        escape(option_name(lang, spec.key)),
        escape(spec.key),
        escape(&lang.game(spec.help))
    )
}

/// A game page: board canvas, status, controls, move list, options, record.
pub fn game_html(
    lang: Lang,
    info: &GameInfo,
    specs: &[OptionSpec],
    current: &[(String, String)],
) -> String {
    let options: String = specs
        .iter()
        .map(|spec| {
            let value = current
                .iter()
                .find(|(k, _)| k == spec.key)
                .map(|(_, v)| v.as_str());
            option_control(lang, spec, value)
        })
        .collect();
    let name = self::name(lang, info);
    let other = match lang {
        Lang::En => info.name_it,
        Lang::It => info.name_en,
    };
    let other_lang = match lang {
        Lang::En => "it",
        Lang::It => "en",
    };
    format!(
        "<section class=\"game\" data-game=\"{id}\">\
           <div class=\"board-wrap\"><canvas id=\"board\" tabindex=\"0\" \
             aria-label=\"{board_label}\"></canvas></div>\
           <aside class=\"panel\">\
             <h1>{name} <small lang=\"{other_lang}\">{other}</small></h1>\
             <ul id=\"players\" class=\"players\" aria-label=\"{players}\"></ul>\
             <p id=\"status\" class=\"status\" role=\"status\" aria-live=\"polite\"></p>\
             <p id=\"notes\" class=\"notes\"></p>\
             <p id=\"announce\" class=\"visually-hidden\" aria-live=\"polite\"></p>\
             <div id=\"end-actions\" class=\"end-actions controls\" hidden>\
               <button id=\"rematch\" title=\"{rematch_title}\">{rematch}</button>\
               <button id=\"rematch-swapped\" title=\"{swapped_title}\">{swapped}</button>\
               <button id=\"end-new-game\" title=\"{new_game_title}\">{new_game}</button>\
             </div>\
             <div id=\"send-bar\" class=\"send-bar controls\" hidden>\
               <button id=\"send-move\" title=\"{send_title}\">{send}</button></div>\
             <p id=\"message\" class=\"message\" role=\"alert\"></p>\
             <div id=\"question\" class=\"question\" role=\"alertdialog\" \
               aria-labelledby=\"question-text\" hidden><p id=\"question-text\"></p>\
               <button id=\"question-yes\">{replace_yes}</button> \
               <button id=\"question-no\">{replace_no}</button></div>\
             <p id=\"storage-note\" class=\"message\" role=\"status\" hidden></p>\
             <div id=\"choices\" class=\"choices\"></div>\
             <div class=\"controls nav\">\
               <button id=\"first\" title=\"{start_title}\" aria-label=\"{go_start}\">&laquo;</button>\
               <button id=\"undo\" title=\"{undo_title}\">&#x25C0; {undo}</button>\
               <button id=\"redo\" title=\"{redo_title}\">{redo} &#x25B6;</button>\
               <button id=\"last\" title=\"{latest_title}\" aria-label=\"{go_latest}\">&raquo;</button>\
               <button id=\"flip\" title=\"{flip_title}\">{flip}</button>\
               <button id=\"describe\" title=\"{read_title}\">{read}</button>\
             </div>\
             <h2 class=\"moves-title\">{moves}</h2>\
             <ol id=\"moves\" class=\"moves\"></ol>\
             <details class=\"new-game\" id=\"new-game-box\"><summary>{new_game}</summary>\
               <form id=\"new-game\">{options}<button type=\"submit\">{start_new}</button></form>\
             </details>\
             <details class=\"record\"><summary>{record_link}</summary>\
               <p><a id=\"share\" href=\"#\">{link}</a></p>\
               <div class=\"controls\">\
                 <button id=\"share-copy\" title=\"{share_title}\">{share}</button>\
                 <button id=\"embed-copy\" title=\"{embed_title}\">{embed}</button>\
               </div>\
               <textarea id=\"record\" rows=\"5\" spellcheck=\"false\" \
                 aria-label=\"{record}\"></textarea>\
               <div class=\"controls\">\
                 <button id=\"load\">{load}</button>\
                 <button id=\"export\">{save}</button>\
                 <button id=\"picture\" title=\"{picture_title}\">{picture}</button>\
                 <label class=\"file\"><span>{open}</span> \
                   <input id=\"import\" type=\"file\" accept=\".txt,text/plain\"></label>\
               </div>\
               <textarea id=\"embed-code\" rows=\"4\" readonly spellcheck=\"false\" \
                 aria-label=\"{embed_code}\" hidden></textarea>\
             </details>\
             <p class=\"back\"><a href=\"#\">&larr; {all}</a> · <a href=\"#saved\">{saved}</a> \
               <a class=\"rules\" href=\"{rules}\">{rules_of}</a></p>\
           </aside>\
         </section>",
        id = info.id,
        name = escape(name),
        other = escape(other),
        board_label = escape(&lang.f(T::BoardLabel, &[name])),
        players = lang.t(T::Players),
        start_title = lang.t(T::StartTitle),
        go_start = lang.t(T::GoToStart),
        undo_title = lang.t(T::UndoTitle),
        undo = lang.t(T::Undo),
        redo_title = lang.t(T::RedoTitle),
        redo = lang.t(T::Redo),
        latest_title = lang.t(T::LatestTitle),
        go_latest = lang.t(T::GoToLatest),
        flip_title = lang.t(T::FlipTitle),
        flip = lang.t(T::Flip),
        read_title = lang.t(T::ReadBoardTitle),
        read = lang.t(T::ReadBoard),
        moves = lang.t(T::Moves),
        new_game = lang.t(T::NewGame),
        new_game_title = lang.t(T::NewGameTitle),
        rematch = lang.t(T::Rematch),
        rematch_title = lang.t(T::RematchTitle),
        swapped = lang.t(T::RematchSwapped),
        swapped_title = lang.t(T::RematchSwappedTitle),
        replace_yes = lang.t(T::ReplaceYes),
        send = lang.t(T::SendMove),
        send_title = lang.t(T::SendMoveTitle),
        replace_no = lang.t(T::ReplaceNo),
        start_new = lang.t(T::StartNewGame),
        record_link = lang.t(T::RecordAndLink),
        link = lang.t(T::LinkToGame),
        share_title = lang.t(T::ShareTitle),
        share = lang.t(T::Share),
        embed_title = lang.t(T::EmbedTitle),
        embed = lang.t(T::EmbedCopy),
        record = lang.t(T::GameRecord),
        load = lang.t(T::LoadRecord),
        save = lang.t(T::SaveFile),
        open = lang.t(T::OpenFile),
        picture = lang.t(T::SavePicture),
        picture_title = lang.t(T::SavePictureTitle),
        embed_code = lang.t(T::EmbedCode),
        all = lang.t(T::AllGames),
        saved = lang.t(T::SavedTitle),
        rules = rules_page(info.id, lang.code()),
        rules_of = escape(&lang.f(T::RulesOf, &[name])),
    )
}
