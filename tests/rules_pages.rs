//! The rules pages (`www/rules/*.html`, written whole by
//! `scripts/rules_pages.mjs`) never teach a move the engine refuses.
//!
//! Every live diagram (`<tavoliere-board game=… options=… moves=… ply=…>`) and
//! every "open this position" link (`href="../#game=…"`) is replayed through
//! the record parser, the same path a shared link takes on the site. The pages
//! are also held to the site's Content-Security-Policy (no inline scripts or
//! styles) and to relative links, so they work from any sub-folder.

#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

use tavoliere::games::{self, GAMES};
use tavoliere::record::Record;

/// One `<tavoliere-board>` as written on a page.
#[derive(Debug, Default)]
struct Diagram {
    game: String,
    options: String,
    moves: String,
    ply: String,
    mode: String,
}

fn rules_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("www/rules")
}

/// The pages as the site serves them: each page's own part in `www/rules`
/// written whole by `scripts/rules_pages.mjs`, as the build does, in a
/// folder of this test's own.
fn pages() -> Vec<(String, String)> {
    static PAGES: std::sync::OnceLock<Vec<(String, String)>> = std::sync::OnceLock::new();
    PAGES.get_or_init(build_pages).clone()
}

fn build_pages() -> Vec<(String, String)> {
    let stage = std::env::temp_dir().join(format!("tavoliere-rules-{}", std::process::id()));
    let built = stage.join("rules");
    let _ = fs::remove_dir_all(&stage);
    fs::create_dir_all(&built).expect("a temporary folder");
    for entry in fs::read_dir(rules_dir()).expect("www/rules exists") {
        let path = entry.expect("readable directory entry").path();
        if path.extension().is_some_and(|e| e == "html") {
            fs::copy(&path, built.join(path.file_name().unwrap())).expect("copied page");
        }
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/rules_pages.mjs");
    let status = std::process::Command::new("node")
        .arg(script)
        .arg(&stage)
        .status()
        .expect("node runs scripts/rules_pages.mjs (scripts/setup.sh installs it)");
    assert!(status.success(), "scripts/rules_pages.mjs failed");
    let mut pages: Vec<(String, String)> = fs::read_dir(&built)
        .expect("the built pages")
        .map(|entry| entry.expect("readable directory entry").path())
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let text = fs::read_to_string(&path).expect("page is UTF-8");
            (name, text)
        })
        .collect();
    let _ = fs::remove_dir_all(&stage);
    pages.sort();
    pages
}

/// Undoes the few character references the pages use in attribute values.
fn unescape(value: &str) -> String {
    value
        .replace("&gt;", ">")
        .replace("&lt;", "<")
        .replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The `name="value"` pairs of one start tag (the text after the tag name).
fn attributes(tag: &str) -> Result<Vec<(String, String)>, String> {
    let mut pairs = Vec::new();
    let mut rest = tag.trim();
    while !rest.is_empty() {
        let (name, after) = rest
            .split_once("=\"")
            .ok_or_else(|| format!("attribute without a quoted value in `{tag}`"))?;
        let (value, after) = after
            .split_once('"')
            .ok_or_else(|| format!("unterminated attribute value in `{tag}`"))?;
        pairs.push((name.trim().to_string(), unescape(value)));
        rest = after.trim_start();
    }
    Ok(pairs)
}

/// Every `<tavoliere-board>` of a page, with its attributes.
fn diagrams(page: &str) -> Result<Vec<Diagram>, String> {
    let mut found = Vec::new();
    for piece in page.split("<tavoliere-board").skip(1) {
        let (tag, _) = piece
            .split_once('>')
            .ok_or_else(|| "unterminated <tavoliere-board> tag".to_string())?;
        let mut diagram = Diagram::default();
        for (name, value) in attributes(tag)? {
            match name.as_str() {
                "game" => diagram.game = value,
                "options" => diagram.options = value,
                "moves" => diagram.moves = value,
                "ply" => diagram.ply = value,
                "mode" => diagram.mode = value,
                other => return Err(format!("unknown attribute `{other}` in `{tag}`")),
            }
        }
        found.push(diagram);
    }
    Ok(found)
}

/// Replays a record; anything that goes wrong is an error naming the record.
fn check_record(record: &Record) -> Result<(), String> {
    match record.replay() {
        Ok(replay) if replay.moves == record.moves => Ok(()),
        Ok(replay) => Err(format!(
            "{}: moves are legal but not spelled as the engine spells them: {:?} (engine: {:?})",
            record.game, record.moves, replay.moves
        )),
        Err(error) => Err(format!("{} {:?}: {error}", record.game, record.moves)),
    }
}

fn check_diagram(diagram: &Diagram) -> Result<(), String> {
    if diagram.mode != "view" {
        return Err(format!("{}: mode must be `view`", diagram.game));
    }
    let moves: Vec<String> = diagram
        .moves
        .split_whitespace()
        .map(str::to_string)
        .collect();
    if diagram.ply != "last" {
        let ply: usize = diagram
            .ply
            .parse()
            .map_err(|_| format!("{}: ply `{}` is not a number", diagram.game, diagram.ply))?;
        if ply > moves.len() {
            return Err(format!(
                "{}: ply {ply} is past the {} moves",
                diagram.game,
                moves.len()
            ));
        }
    }
    let mut options = Vec::new();
    // Pairs separated by spaces (as the embed reads them, like the text
    // record's `Options:` line) or by `&` (as in links).
    for pair in diagram
        .options
        .split(|c: char| c == '&' || c.is_whitespace())
        .filter(|p| !p.is_empty())
    {
        let (key, value) = pair
            .split_once('=')
            .ok_or_else(|| format!("{}: option `{pair}` is not key=value", diagram.game))?;
        options.push((key.to_string(), value.to_string()));
    }
    check_record(&Record {
        game: diagram.game.clone(),
        options,
        start: None,
        moves,
        clock: None,
        notes: Default::default(),
    })
}

/// Every in-site link to a game (`../#game=…` or `../#play=…`) on a page.
fn game_links(page: &str) -> Vec<String> {
    page.split("href=\"../#")
        .skip(1)
        .filter_map(|rest| rest.split_once('"').map(|(href, _)| unescape(href)))
        .collect()
}

#[test]
fn every_diagram_and_position_link_replays_legally() {
    let mut checked = 0;
    let mut errors = Vec::new();
    for (name, page) in pages() {
        let found = diagrams(&page).unwrap_or_else(|e| panic!("{name}: {e}"));
        for diagram in &found {
            match check_diagram(diagram) {
                Ok(()) => checked += 1,
                Err(e) => errors.push(format!("{name}: {e}")),
            }
        }
        for link in game_links(&page) {
            if let Some(id) = link.strip_prefix("play=") {
                if games::find(id).is_none() {
                    errors.push(format!("{name}: `Play now` names no game: {id}"));
                }
                continue;
            }
            match Record::parse_fragment(&link).map_err(|e| e.to_string()) {
                Ok(record) => match check_record(&record) {
                    Ok(()) => checked += 1,
                    Err(e) => errors.push(format!("{name}: link #{link}: {e}")),
                },
                Err(e) => errors.push(format!("{name}: link #{link}: {e}")),
            }
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert!(
        checked >= 20,
        "only {checked} diagrams and links were checked"
    );
}

#[test]
fn every_game_has_a_page_in_each_language_linking_to_the_other() {
    let pages = pages();
    let page = |name: &str| {
        pages
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, text)| text.as_str())
            .unwrap_or_else(|| panic!("missing page {name}"))
    };
    let index = page("index.html");
    for game in GAMES {
        for (lang, other) in [("en", "it"), ("it", "en")] {
            let name = format!("{}.{lang}.html", game.id);
            let text = page(&name);
            assert!(
                index.contains(&format!("href=\"{name}\"")),
                "index misses {name}"
            );
            assert!(
                text.contains(&format!("<html lang=\"{lang}\">")),
                "{name}: lang"
            );
            assert!(
                text.contains(&format!("href=\"{}.{other}.html\"", game.id)),
                "{name}: no link to the other language"
            );
            let play = if lang == "en" {
                "Play now"
            } else {
                "Gioca ora"
            };
            assert!(
                text.contains(&format!(
                    "href=\"../#play={}\">{play}</a></p>\n</main>",
                    game.id
                )),
                "{name}: no `{play}` button at the end"
            );
            for section in if lang == "en" {
                [
                    "Goal",
                    "How to play",
                    "The end",
                    "Variants and options",
                    "Notation",
                ]
            } else {
                [
                    "Scopo",
                    "Come si gioca",
                    "Fine della partita",
                    "Varianti e opzioni",
                    "Notazione",
                ]
            } {
                assert!(
                    text.contains(&format!("<h2>{section}")),
                    "{name}: no `{section}` section"
                );
            }
        }
    }
}

#[test]
fn pages_keep_to_the_content_security_policy_and_relative_links() {
    for (name, page) in pages() {
        assert!(
            !page.contains(" style=\""),
            "{name}: inline style attribute"
        );
        assert!(!page.contains("<style"), "{name}: inline style element");
        for piece in page.split("<script").skip(1) {
            let tag = piece.split_once('>').map(|(t, _)| t).unwrap_or(piece);
            assert!(tag.contains(" src=\""), "{name}: inline script");
        }
        for piece in page.split(" on").skip(1) {
            let name_len = piece.chars().take_while(char::is_ascii_lowercase).count();
            assert!(
                name_len == 0 || !piece[name_len..].starts_with("=\""),
                "{name}: inline event handler"
            );
        }
        for piece in page
            .split(" href=\"")
            .skip(1)
            .chain(page.split(" src=\"").skip(1))
        {
            let url = piece.split('"').next().unwrap_or("");
            assert!(
                !url.starts_with('/'),
                "{name}: `{url}` is absolute to the host; the site lives in any sub-folder"
            );
        }
        assert!(
            page.contains("</tavoliere-board>") == page.contains("<tavoliere-board"),
            "{name}: unbalanced diagram"
        );
    }
}

#[test]
fn the_checker_refuses_what_it_should() {
    let page = r#"<p>x</p><tavoliere-board game="loa" moves="b1-d3 b1-d3" ply="last" mode="view">t</tavoliere-board>"#;
    let found = diagrams(page).unwrap();
    assert_eq!(found.len(), 1);
    assert!(check_diagram(&found[0]).unwrap_err().contains("move 2"));
    let unknown_game = Diagram {
        game: "chess".into(),
        ply: "last".into(),
        mode: "view".into(),
        ..Diagram::default()
    };
    assert!(check_diagram(&unknown_game).is_err());
    let unknown_option = Diagram {
        game: "loa".into(),
        options: "colour=red".into(),
        ply: "last".into(),
        mode: "view".into(),
        ..Diagram::default()
    };
    assert!(check_diagram(&unknown_option).is_err());
    let past_the_end = Diagram {
        game: "loa".into(),
        moves: "b1-d3".into(),
        ply: "2".into(),
        mode: "view".into(),
        ..Diagram::default()
    };
    assert!(check_diagram(&past_the_end).is_err());
    let misspelled = Diagram {
        game: "gyges".into(),
        options: "setup=321123/321123".into(),
        moves: "B1-B3".into(),
        ply: "last".into(),
        mode: "view".into(),
    };
    // Either refused outright or caught as a non-canonical spelling.
    assert!(check_diagram(&misspelled).is_err());
    assert!(diagrams(r#"<tavoliere-board game="loa" colour="red">"#).is_err());
}
