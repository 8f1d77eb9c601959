//! The HTML of a game page's frame (the home page is `home`).
//!
//! Built as strings from the registry (escaped), then wired by `game_page`.

use crate::clock::TimeControl;
use crate::game::OptionSpec;
use crate::games::GameInfo;
use crate::ui::i18n::option_form::{field, grouped, Field, Group};
use crate::ui::i18n::option_help::option_description;
use crate::ui::i18n::options::option_name;
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

/// One option of the New game form: its name and a line on what it does,
/// then its control (`option_form::field`). The control's `name` is the
/// option's key, which the form sends as links and records spell it; the
/// key itself is not shown.
fn option_control(lang: Lang, spec: &OptionSpec, current: Option<&str>) -> String {
    let value = current.unwrap_or(spec.default);
    let key = escape(spec.key);
    let control = match field(lang, spec, value) {
        Field::Choices(list) => {
            let options: String = list
                .iter()
                .map(|(v, label)| {
                    let selected = if v == value { " selected" } else { "" };
                    format!(
                        "<option value=\"{}\"{selected}>{}</option>",
                        escape(v),
                        escape(label)
                    )
                })
                .collect();
            format!("<select name=\"{key}\">{options}</select>")
        }
        Field::Number { min, max } => format!(
            "<input type=\"number\" inputmode=\"numeric\" step=\"1\" min=\"{min}\" max=\"{max}\" name=\"{key}\" value=\"{}\">",
            escape(value)
        ),
        Field::Text { pattern } => {
            let pattern = pattern
                .map(|p| format!(" pattern=\"{}\"", escape(p)))
                .unwrap_or_default();
            format!(
                "<input type=\"text\" spellcheck=\"false\" autocapitalize=\"off\"{pattern} name=\"{key}\" value=\"{}\">",
                escape(value)
            )
        }
    };
    format!(
        "<label class=\"option\"><span>{} <small>{}</small></span>{control}</label>",
        escape(option_name(lang, spec.key)),
        escape(option_description(lang, spec.key))
    )
}

/// The New game form's fields, grouped (`option_form::grouped`): the game
/// and its setting-up first, then the rule choices, each in a fieldset, and
/// the limits folded away under "More". `current` holds the values of the
/// game on the page (from its link or record), the defaults standing in
/// for the rest. For `game_html`'s `{options}`, in place of one
/// `option_control` per spec.
fn option_fields(lang: Lang, specs: &[OptionSpec], current: &[(String, String)]) -> String {
    grouped(specs)
        .into_iter()
        .map(|(group, list)| {
            let fields: String = list
                .into_iter()
                .map(|spec| {
                    let value = current
                        .iter()
                        .find(|(k, _)| k == spec.key)
                        .map(|(_, v)| v.as_str());
                    option_control(lang, spec, value)
                })
                .collect();
            let title = escape(group.title(lang));
            match group {
                Group::More => format!(
                    "<details class=\"option-group\"><summary>{title}</summary>{fields}</details>"
                ),
                Group::Game | Group::Rules => format!(
                    "<fieldset class=\"option-group\"><legend>{title}</legend>{fields}</fieldset>"
                ),
            }
        })
        .collect()
}

/// A game page: board canvas, status, controls, move list, options, record.
pub fn game_html(
    lang: Lang,
    info: &GameInfo,
    specs: &[OptionSpec],
    (current, clock): (&[(String, String)], Option<TimeControl>),
) -> String {
    let options = option_fields(lang, specs, current);
    let clock = clock_field(lang, info.id, clock);
    let name = self::name(lang, info);
    let other = match lang {
        Lang::En => info.name_it,
        Lang::It => info.name_en,
    };
    let other_lang = match lang {
        Lang::En => "it",
        Lang::It => "en",
    };
    // The other language's name only where it says something new: not
    // "Byte Byte" nor "Porta Porta (Gate)".
    let other = if other.starts_with(name) || name.starts_with(other) {
        String::new()
    } else {
        format!(" <small lang=\"{other_lang}\">{}</small>", escape(other))
    };
    format!(
        "<section class=\"game\" data-game=\"{id}\">\
           <div class=\"board-wrap\"><canvas id=\"board\" tabindex=\"0\" \
             aria-label=\"{board_label}\"></canvas></div>\
           <aside class=\"panel\">\
             <h1>{name}{other}</h1>\
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
             <section id=\"editor\" class=\"editor\" aria-labelledby=\"editor-title\" hidden>\
               <h2 id=\"editor-title\">{edit_title}</h2>\
               <p class=\"edit-help\">{edit_help}</p>\
               <div id=\"edit-palette\" class=\"edit-palette\" role=\"group\" aria-label=\"{edit_put}\"></div>\
               <label class=\"edit-to-move\">{edit_to_move} <select id=\"edit-to-move\"></select></label>\
               <div id=\"edit-counters\" class=\"edit-counters\"></div>\
               <div class=\"controls\">\
                 <button id=\"edit-undo\">{edit_undo}</button>\
                 <button id=\"edit-clear\">{edit_clear}</button>\
                 <button id=\"edit-flip\" title=\"{edit_flip_title}\">{edit_flip}</button>\
                 <button id=\"edit-start\" title=\"{edit_start_title}\">{edit_start}</button>\
               </div>\
               <p id=\"edit-verdict\" role=\"status\" aria-live=\"polite\"></p>\
               <div class=\"controls\">\
                 <button id=\"edit-play\" class=\"primary\">{edit_play}</button>\
                 <button id=\"edit-cancel\">{edit_cancel}</button>\
               </div>\
             </section>\
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
             <p id=\"comment-shown\" class=\"comment-shown\" aria-live=\"polite\" hidden></p>\
             <p id=\"forks\" class=\"forks\" hidden></p>\
             <div id=\"line-tools\" class=\"controls line-tools\" hidden>\
               <span id=\"line-where\"></span> \
               <button id=\"make-main\" title=\"{make_main_title}\">{make_main}</button>\
               <button id=\"promote\" title=\"{promote_title}\">{promote}</button>\
               <button id=\"delete-move\" title=\"{delete_title}\">{delete}</button>\
             </div>\
             <details class=\"analysis\" id=\"analysis-box\"><summary id=\"analysis-summary\">{analysis}</summary>\
               <label class=\"analyse\"><input type=\"checkbox\" id=\"analyse\"> {analyse}</label>\
               <p class=\"analysis-help\">{analyse_help}</p>\
               <meter id=\"eval-meter\" min=\"0\" max=\"1000\" value=\"500\" hidden></meter>\
               <p id=\"eval-verdict\" class=\"eval-verdict\"></p>\
               <p id=\"best-line\" class=\"best-line\"></p>\
               <div class=\"controls\"><button id=\"review\" title=\"{review_help}\">{review}</button>\
                 <button id=\"review-keep\" title=\"{keep_title}\" hidden>{keep}</button></div>\
               <div id=\"review-progress\" class=\"review-progress\" aria-live=\"polite\"></div>\
               <div id=\"review-graph\" class=\"review-graph\" role=\"img\" hidden></div>\
               <ul id=\"review-found\" class=\"review-found\"></ul>\
             </details>\
             <details class=\"annotate\"><summary>{annotate}</summary>\
               <label>{glyph_label} <select id=\"glyph\">{glyphs}</select></label>\
               <label>{comment_label} <textarea id=\"comment\" rows=\"2\"></textarea></label>\
               <p class=\"draw-help\">{draw_help}</p>\
               <label class=\"draw-mode\"><input type=\"checkbox\" id=\"draw-mode\"> {draw_mode}</label>\
               <div class=\"controls\"><label>{shape_colour} <select id=\"shape-colour\">\
                 <option value=\"G\">{green}</option><option value=\"R\">{red}</option>\
                 <option value=\"Y\">{yellow}</option><option value=\"B\">{blue}</option></select></label>\
                 <button id=\"clear-shapes\">{clear_shapes}</button></div>\
             </details>\
             <details class=\"new-game\" id=\"new-game-box\"><summary>{new_game}</summary>\
               <form id=\"new-game\">{options}{clock}<button type=\"submit\">{start_new}</button> \
                 <button type=\"button\" id=\"edit-open\" title=\"{edit_open_title}\">{edit_open}</button></form>\
             </details>\
             <details class=\"record\"><summary>{record_link}</summary>\
               <p><a id=\"share\" href=\"#\">{link}</a></p>\
               <div class=\"controls\">\
                 <button id=\"share-copy\" title=\"{share_title}\">{share}</button>\
                 <button id=\"embed-copy\" title=\"{embed_title}\">{embed}</button>\
                 <button id=\"puzzle-copy\" title=\"{puzzle_title}\">{puzzle}</button>\
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
        other = other,
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
        replace_yes = lang.t(T::PlayAnyway),
        send = lang.t(T::SendMove),
        send_title = lang.t(T::SendMoveTitle),
        replace_no = lang.t(T::ReplaceNo),
        make_main = lang.t(T::MakeMain),
        make_main_title = lang.t(T::MakeMainTitle),
        promote = lang.t(T::Promote),
        promote_title = lang.t(T::PromoteTitle),
        delete = lang.t(T::DeleteMove),
        delete_title = lang.t(T::DeleteMoveTitle),
        annotate = lang.t(T::Annotate),
        analysis = lang.t(T::AnalysisTitle),
        analyse = lang.t(T::Analyse),
        analyse_help = lang.t(T::AnalyseHelp),
        review = lang.t(T::Review),
        review_help = lang.t(T::ReviewHelp),
        keep = lang.t(T::KeepReview),
        puzzle = lang.t(T::PuzzleCopy),
        edit_open = lang.t(T::EditOpen),
        edit_open_title = lang.t(T::EditOpenTitle),
        edit_title = lang.t(T::EditTitle),
        edit_help = lang.t(T::EditHelp),
        edit_put = lang.t(T::EditPut),
        edit_to_move = lang.t(T::EditToMove),
        edit_undo = lang.t(T::EditUndo),
        edit_clear = lang.t(T::EditClear),
        edit_flip = lang.t(T::EditFlip),
        edit_flip_title = lang.t(T::EditFlipTitle),
        edit_start = lang.t(T::EditStart),
        edit_start_title = lang.t(T::EditStartTitle),
        edit_play = lang.t(T::EditPlay),
        edit_cancel = lang.t(T::EditCancel),
        puzzle_title = lang.t(T::PuzzleCopyTitle),
        keep_title = lang.t(T::KeepReviewTitle),
        glyph_label = lang.t(T::GlyphLabel),
        comment_label = lang.t(T::CommentLabel),
        glyphs = glyph_options(lang),
        draw_help = lang.t(T::DrawHelp),
        draw_mode = lang.t(T::DrawMode),
        shape_colour = lang.t(T::ShapeColour),
        green = lang.t(T::ColourGreen),
        red = lang.t(T::ColourRed),
        yellow = lang.t(T::ColourYellow),
        blue = lang.t(T::ColourBlue),
        clear_shapes = lang.t(T::ClearShapes),
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

/// The New game form's clock choice for `game_id`: no clock, or one of the
/// game's presets, `current` selected. Empty where no clock is offered.
fn clock_field(lang: Lang, game_id: &str, current: Option<TimeControl>) -> String {
    let presets = crate::ui::clock::presets(game_id);
    if presets.is_empty() {
        return String::new();
    }
    let mut options = format!("<option value=\"\">{}</option>", lang.t(T::NoClock));
    for preset in presets {
        let selected = if current == Some(*preset) {
            " selected"
        } else {
            ""
        };
        let words = lang.f(
            T::ClockPreset,
            &[&preset.minutes.to_string(), &preset.increment_s.to_string()],
        );
        options.push_str(&format!(
            "<option value=\"{preset}\"{selected}>{preset} · {}</option>",
            escape(&words)
        ));
    }
    format!(
        "<fieldset class=\"option-group\"><legend>{clock}</legend>\
         <label class=\"option\"><span>{clock} <small>{help}</small></span>\
         <select name=\"clock\">{options}</select></label></fieldset>",
        clock = lang.t(T::Clock),
        help = escape(lang.t(T::ClockHelp)),
    )
}

/// The glyph menu's options: none, then the six move glyphs (NAGs 1 to 6)
/// by symbol and name in the page's language.
fn glyph_options(lang: Lang) -> String {
    let names = [
        lang.t(T::GlyphGood),
        lang.t(T::GlyphMistake),
        lang.t(T::GlyphBrilliant),
        lang.t(T::GlyphBlunder),
        lang.t(T::GlyphInteresting),
        lang.t(T::GlyphDubious),
    ];
    let mut html = format!("<option value=\"\">{}</option>", escape(lang.t(T::NoGlyph)));
    for (n, name) in (1u8..).zip(names) {
        let symbol = crate::record::Glyph::nag(n).symbol().unwrap_or("");
        html.push_str(&format!(
            "<option value=\"{n}\">{symbol} {}</option>",
            escape(name)
        ));
    }
    html
}
