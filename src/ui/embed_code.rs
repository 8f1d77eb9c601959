//! The code "Copy embed code" gives a blogger: the script tag, the element
//! at the shown move holding a still picture of it, and the iframe for hosts
//! without scripts. Plain text from a history, so its size is tested natively.

use crate::embed::{EmbedSpec, Mode, Ply};
use crate::ui::draw::still;
use crate::ui::draw::svg::escape;
use crate::ui::history::History;
use crate::ui::i18n::{Lang, T};

/// The iframe's width and height as written: with `max-width:100%` and
/// `height:auto` it keeps this shape at any narrower width. A view board is
/// as wide as the frame and its navigator about 63 px tall (two lines at
/// 300 px), so the shape leaves a little room below it rather than a scrollbar.
pub const FRAME_SIZE: (u32, u32) = (420, 510);

/// What a blogger pastes to show `history` at its shown move: the script
/// tag and the element (a navigator), then, inside an HTML comment so that
/// pasting the whole code shows one board, the iframe for hosts without
/// scripts. `folder` is where the site's `embed.js` is (with its trailing
/// `/`), `page` the game page's address, without its fragment. The script
/// is a classic one, not a module, so it runs on a page of any origin
/// whatever headers the site's host sends. Inside the element, a picture of
/// the position (a small SVG `data:` URL, [`still::small_svg`]) linked to
/// the game stands in where no script runs (a feed reader, an e-mail);
/// where the script runs the board replaces it.
pub fn embed_code(history: &History, lang: Lang, folder: &str, page: &str) -> String {
    let record = history.record();
    // The element shows the main line: from a variation, the move where
    // the variation leaves it.
    let ply = if history.on_main_line() {
        history.cursor()
    } else {
        let tree = history.tree();
        history.line()[..history.cursor()]
            .iter()
            .take_while(|&&n| tree.on_main_line(n))
            .count()
    };
    let spec = EmbedSpec {
        record: record.clone(),
        mode: Mode::View,
        ply: if ply == record.moves.len() {
            Ply::Last
        } else {
            Ply::At(ply)
        },
        computer: None,
        move_list: false,
    };
    let attributes = if record.notes.is_plain() {
        plain_attributes(&record)
    } else {
        // Comments, glyphs, shapes, variations and headers ride in the
        // record's text, with the move list that shows the variations.
        let movelist = if record.notes.has_movetext() {
            " movelist"
        } else {
            ""
        };
        format!("record=\"{}\"{movelist}", escape(&record.to_text()))
    };
    let fallback = picture_link(history, &format!("{page}#{}", record.to_fragment()));
    element_code(&spec, &attributes, &fallback, lang, folder)
}

/// What a blogger pastes for a puzzle at the shown move: the reader must
/// find the rest of the line on show (the record answers for the other
/// side), as `mode="puzzle"` plays it. `None` when no move follows the
/// shown one, so there is nothing to find.
pub fn puzzle_code(history: &History, lang: Lang, folder: &str, page: &str) -> Option<String> {
    let cursor = history.cursor();
    if cursor >= history.moves().len() {
        return None;
    }
    // The line on show as a plain record: a puzzle has one answer.
    let mut record = history.record_to_here();
    record.moves = history.moves().to_vec();
    let spec = EmbedSpec {
        record: record.clone(),
        mode: Mode::Puzzle,
        ply: Ply::At(cursor),
        computer: None,
        move_list: false,
    };
    let mut shown = record.clone();
    shown.moves.truncate(cursor);
    let fallback = picture_link(history, &format!("{page}#{}", shown.to_fragment()));
    Some(element_code(
        &spec,
        &plain_attributes(&record),
        &fallback,
        lang,
        folder,
    ))
}

/// The script tag and the element with `attributes` (and the spec's ply
/// and mode) around `fallback`, then the iframe in an HTML comment.
fn element_code(
    spec: &EmbedSpec,
    attributes: &str,
    fallback: &str,
    lang: Lang,
    folder: &str,
) -> String {
    let ply_attribute = match spec.ply {
        Ply::Last => "last".to_string(),
        Ply::At(n) => n.to_string(),
    };
    let mode = spec.mode.name();
    let (width, height) = FRAME_SIZE;
    format!(
        "<script src=\"{folder}embed.js\" defer></script>\n\
         <tavoliere-board {attributes} ply=\"{ply_attribute}\" mode=\"{mode}\">{fallback}</tavoliere-board>\n\n\
         <!-- Where scripts are not allowed, use this instead of the two lines above:\n\
         <iframe src=\"{folder}embed.html#{}\" width=\"{width}\" height=\"{height}\" \
         style=\"max-width:100%;height:auto;aspect-ratio:{width}/{height};border:0\" title=\"{}\"></iframe>\n\
         -->\n",
        escape(&frame_fragment(spec, lang)),
        lang.t(T::FrameTitle)
    )
}

/// A plain record's attributes: the game, its options, start and moves.
fn plain_attributes(record: &crate::record::Record) -> String {
    let mut attributes = format!("game=\"{}\"", escape(&record.game));
    if let Some(options) = record.options_text() {
        attributes.push_str(&format!(" options=\"{}\"", escape(&options)));
    }
    if let Some(start) = &record.start {
        attributes.push_str(&format!(" start=\"{}\"", escape(start)));
    }
    if !record.moves.is_empty() {
        attributes.push_str(&format!(" moves=\"{}\"", escape(&record.moves.join(" "))));
    }
    attributes
}

/// The still picture of the shown position, linked to `link`: what a
/// reader without scripts sees of a board, inside any element (view, puzzle
/// or play).
pub fn picture_link(history: &History, link: &str) -> String {
    format!(
        // No style attribute: a post whose Content-Security-Policy forbids
        // inline styles would log an error for it; feed readers and blog
        // themes fit pictures to their column themselves.
        "<a href=\"{link}\"><img src=\"{picture}\" width=\"{size}\" height=\"{size}\" \
         alt=\"{alt}\"></a>",
        link = escape(link),
        picture = still::data_url(&still::small_svg(history, still::SIZE)),
        size = still::SIZE,
        alt = escape(&still::title(history)),
    )
}

/// The iframe's fragment: the board, and the language when it is not English
/// (an iframe cannot read its host page's language).
fn frame_fragment(spec: &EmbedSpec, lang: Lang) -> String {
    match lang {
        Lang::En => spec.to_fragment(),
        _ => format!("{}&lang={}", spec.to_fragment(), lang.code()),
    }
}
