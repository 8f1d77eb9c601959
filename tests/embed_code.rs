//! The code "Copy embed code" gives: small enough to paste anywhere (at
//! most 8 KB for an 8x8 position), with a still picture that draws what the
//! full-size picture draws.

use tavoliere::games;
use tavoliere::record::Record;
use tavoliere::ui::draw::still::{position_svg, small_svg, SIZE};
use tavoliere::ui::embed_code::{embed_code, puzzle_code};
use tavoliere::ui::history::History;
use tavoliere::ui::i18n::Lang;

const FOLDER: &str = "https://example.org/games/tavoliere/";
const PAGE: &str = "https://example.org/games/tavoliere/index.html";

fn history(line: &str) -> History {
    History::from_record(&Record::parse_fragment(line).expect(line)).expect(line)
}

/// A few moves into each game, from the CLI's and the tests' own records.
const PLAYED: &[(&str, &str)] = &[
    ("loa", "game=loa&moves=b1-d3+a7-c5+e1-e3"),
    ("quoridor", "game=quoridor&moves=e2+e8+e3h"),
];

#[test]
fn the_copied_code_of_an_8x8_board_is_at_most_8_kb_and_every_game_s_is_small() {
    let mut report = String::new();
    for info in games::GAMES.iter() {
        let code = embed_code(
            &history(&format!("game={}", info.id)),
            Lang::En,
            FOLDER,
            PAGE,
        );
        report.push_str(&format!("{} start: {} bytes\n", info.id, code.len()));
        // Ten by ten and bigger boards have more to draw; none may reach 12 KB.
        assert!(code.len() <= 12 * 1024, "{}: {} bytes", info.id, code.len());
    }
    for (game, line) in PLAYED {
        let code = embed_code(&history(line), Lang::En, FOLDER, PAGE);
        report.push_str(&format!("{game} played: {} bytes\n", code.len()));
        if *game == "loa" {
            assert!(code.len() <= 8 * 1024, "{} bytes:\n{code}", code.len());
        }
    }
    // The 8x8 boards, at their start.
    for game in ["loa", "byte", "archimede", "porta", "magneton"] {
        let code = embed_code(&history(&format!("game={game}")), Lang::En, FOLDER, PAGE);
        assert!(code.len() <= 8 * 1024, "{game}: {} bytes", code.len());
    }
    eprintln!("{report}");
}

#[test]
fn the_small_picture_shares_what_repeats_and_keeps_the_title() {
    let h = history("game=loa&moves=b1-d3+a7-c5");
    let small = small_svg(&h, SIZE);
    let full = position_svg(&h, SIZE);
    assert!(
        small.len() * 3 < full.len(),
        "{} vs {}",
        small.len(),
        full.len()
    );
    assert!(small.contains("<title>Lines of Action after 2 moves: Black to move</title>"));
    assert!(small.contains("<use href='#u"), "{small}");
    assert!(!small.contains('"'), "quoted with ' only: {small}");
    // Every id used is defined, once.
    for id in small.split("href='#").skip(1) {
        let id = &id[..id.find('\'').unwrap()];
        assert_eq!(small.matches(&format!("id='{id}'")).count(), 1, "{id}");
    }
}

#[test]
fn the_copied_code_has_the_element_its_picture_and_an_iframe_that_fits_any_width() {
    let code = embed_code(&history("game=loa&moves=b1-d3"), Lang::En, FOLDER, PAGE);
    assert!(code.starts_with(&format!("<script src=\"{FOLDER}embed.js\" defer></script>")));
    assert!(code.contains(
        "<tavoliere-board game=\"loa\" moves=\"b1-d3\" ply=\"last\" mode=\"view\"><a href="
    ));
    assert!(code.contains("<img src=\"data:image/svg+xml,"));
    assert!(code.contains("style=\"max-width:100%;height:auto;aspect-ratio:420/510;border:0\""));
}

#[test]
fn an_annotated_game_is_copied_with_its_record_and_move_list() {
    let text = "Game: loa\nWhite: Anna\nMoves: b1-d3 a7-c5!? { White develops. [%cal Ga7c5] } ( a2-c4 ) e1-e3";
    let mut h = History::from_record(&Record::parse_text(text).unwrap()).unwrap();
    h.goto(2);
    let code = embed_code(&h, Lang::En, FOLDER, PAGE);
    assert!(code.contains(" movelist"), "{code}");
    assert!(code.contains("ply=\"2\""), "{code}");
    let start = code.find("record=\"").unwrap() + "record=\"".len();
    let attribute = &code[start..start + code[start..].find('"').unwrap()];
    // What the element will read back: the whole record, notes and all.
    let read = Record::parse_text(
        &attribute
            .replace("&gt;", ">")
            .replace("&lt;", "<")
            .replace("&amp;", "&"),
    )
    .unwrap();
    assert_eq!(read, h.record());
    // From inside the variation, the element shows the main line where the
    // variation leaves it.
    h.goto(1);
    h.play("a2-c4").unwrap();
    let code = embed_code(&h, Lang::En, FOLDER, PAGE);
    assert!(code.contains("ply=\"1\""), "{code}");
}

#[test]
fn a_puzzle_is_copied_at_the_shown_move_with_the_rest_of_the_line_to_find() {
    let mut h = history("game=loa&moves=b1-d3+a7-c5+e1-e3");
    h.goto(1);
    let code = puzzle_code(&h, Lang::En, FOLDER, PAGE).expect("moves follow");
    assert!(
        code.contains("game=\"loa\" moves=\"b1-d3 a7-c5 e1-e3\" ply=\"1\" mode=\"puzzle\""),
        "{code}"
    );
    // The iframe's address opens the same puzzle.
    assert!(code.contains("mode=puzzle"), "{code}");
    // At the last move there is nothing left to find.
    h.goto(3);
    assert!(puzzle_code(&h, Lang::En, FOLDER, PAGE).is_none());
}
