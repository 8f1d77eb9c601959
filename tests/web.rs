//! The bindings in a real browser (wasm-bindgen-test in headless Chromium):
//! mounting, routing, canvas input and the page's reports of the game.
//! Run by scripts/test.sh with `--target wasm32-unknown-unknown --test web`.

#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlCanvasElement, PointerEvent, PointerEventInit};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Sets the URL fragment without a `hashchange` event, as a link would arrive.
fn set_fragment(fragment: &str) {
    let window = web_sys::window().unwrap();
    let href = window.location().href().unwrap();
    let base = href.split('#').next().unwrap().to_string();
    window
        .history()
        .unwrap()
        .replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{base}#{fragment}")),
        )
        .unwrap();
}

/// Mounts the site in a fresh, visible 600-pixel-wide root.
fn mount_at(fragment: &str) -> Element {
    set_fragment(fragment);
    for old in ["test-root"] {
        if let Some(e) = document().get_element_by_id(old) {
            e.remove();
        }
    }
    let root = document().create_element("main").unwrap();
    root.set_id("test-root");
    root.set_attribute("style", "display:block;width:600px")
        .unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    tavoliere::web::mount(root.clone());
    root
}

fn text(root: &Element, selector: &str) -> String {
    root.query_selector(selector)
        .unwrap()
        .map(|e| e.text_content().unwrap_or_default())
        .unwrap_or_default()
}

fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

/// Presses the canvas at the centre of an algebraic square.
fn press(root: &Element, square: &str) {
    let canvas: HtmlCanvasElement = root
        .query_selector("#board")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    let attr = |name: &str| canvas.get_attribute(name).unwrap().parse::<f64>().unwrap();
    let (x0, y0, cell, ranks) = (
        attr("data-board-x"),
        attr("data-board-y"),
        attr("data-cell"),
        attr("data-ranks"),
    );
    let file = (square.as_bytes()[0] - b'a') as f64;
    let rank = square[1..].parse::<f64>().unwrap() - 1.0;
    let rect = canvas.get_bounding_client_rect();
    let x = rect.left() + x0 + (file + 0.5) * cell;
    let y = rect.top() + y0 + (ranks - 1.0 - rank + 0.5) * cell;
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_client_x(x as i32);
    init.set_client_y(y as i32);
    let event = PointerEvent::new_with_event_init_dict("pointerdown", &init).unwrap();
    canvas.dispatch_event(&event).unwrap();
}

#[wasm_bindgen_test]
fn the_home_and_saved_pages_are_left_to_the_shell_and_unmounting_empties_the_root() {
    for fragment in ["", "saved"] {
        let root = mount_at(fragment);
        assert_eq!(count(&root, "*"), 0, "#{fragment}: {}", root.inner_html());
    }
    let root = mount_at("game=loa");
    assert_eq!(count(&root, "#board"), 1);
    tavoliere::web::unmount_site();
    assert_eq!(root.inner_html(), "");
}

/// Waits, up to three seconds, until the status says `expected`: whose
/// turn it is is said once the last move's animation has ended.
async fn status_becomes(root: &Element, expected: &str) {
    for _ in 0..60 {
        if text(root, "#status") == expected {
            return;
        }
        wait(50).await;
    }
    assert_eq!(text(root, "#status"), expected);
}

#[wasm_bindgen_test]
async fn a_magneton_drop_is_one_press_and_the_phase_is_shown() {
    let root = mount_at("game=magneton");
    assert!(
        text(&root, "#notes").contains("12"),
        "{}",
        text(&root, "#notes")
    );
    press(&root, "d4");
    assert_eq!(text(&root, "#moves li:last-child"), "d4");
    status_becomes(&root, "White to move").await;
}

#[wasm_bindgen_test]
async fn a_link_opens_its_game_and_canvas_presses_make_moves() {
    let root = mount_at("game=loa&moves=b1-d3");
    assert_eq!(text(&root, "#status"), "White to move");
    assert_eq!(count(&root, "#moves li"), 1);
    press(&root, "a7");
    press(&root, "c5");
    assert_eq!(count(&root, "#moves li"), 2);
    assert_eq!(text(&root, "#moves li:last-child"), "a7-c5");
    status_becomes(&root, "Black to move").await;
    let href = web_sys::window().unwrap().location().hash().unwrap();
    // The record, then the saved-games entry it is kept under (so a reload
    // finds it); the link to share is the record alone.
    let (record, save) = href.split_once("&save=").expect("the entry's id");
    assert_eq!(
        record, "#game=loa&moves=b1-d3+a7-c5",
        "the link follows the game"
    );
    assert!(tavoliere::ui::saves::is_valid_id(save), "{save}");
}

#[wasm_bindgen_test]
fn an_illegal_press_is_refused_with_a_reason_and_changes_nothing() {
    let root = mount_at("game=loa");
    press(&root, "b1");
    press(&root, "b2");
    assert_eq!(count(&root, "#moves li"), 0);
    assert!(
        text(&root, "#message").contains("exactly 2 squares on this line"),
        "{}",
        text(&root, "#message")
    );
    assert_eq!(text(&root, "#status"), "Black to move");
}

#[wasm_bindgen_test]
fn a_bad_link_shows_a_message_and_a_fresh_game() {
    let root = mount_at("game=loa&moves=b1-d3+b1-b2");
    let message = text(&root, "#message");
    assert!(
        message.contains("could not be read") && message.contains("move 2"),
        "{message}"
    );
    assert_eq!(count(&root, "#moves li"), 0);
    assert_eq!(text(&root, "#status"), "Black to move");

    let root = mount_at("game=chess&moves=e4");
    assert!(text(&root, ".message").contains("chess"));
    assert_eq!(count(&root, ".back a[href=\"#\"]"), 1, "a way home");
    assert_eq!(count(&root, "#board"), 0);
}

/// A fresh element for an embedded board, 400 pixels wide.
fn embed_root() -> Element {
    let root = document().create_element("div").unwrap();
    root.set_attribute("style", "display:block;width:400px")
        .unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    root
}

fn pairs(attributes: &[(&str, &str)]) -> js_sys::Array {
    attributes
        .iter()
        .map(|(k, v)| js_sys::Array::of2(&(*k).into(), &(*v).into()))
        .collect()
}

#[wasm_bindgen_test]
fn an_embedded_board_shows_the_asked_ply_and_steps_with_its_navigator() {
    let root = embed_root();
    let board = tavoliere::web::mount_board(
        &root,
        pairs(&[("game", "loa"), ("moves", "b1-d3 a7-c5"), ("ply", "1")]),
    );
    assert!(board.ok());
    let canvas = root.query_selector(".tv-canvas").unwrap().unwrap();
    assert_eq!(canvas.get_attribute("data-ply").as_deref(), Some("1"));
    let last: web_sys::HtmlElement = root
        .query_selector(".tv-last")
        .unwrap()
        .unwrap()
        .unchecked_into();
    last.click();
    assert_eq!(canvas.get_attribute("data-ply").as_deref(), Some("2"));
    assert_eq!(text(&root, ".tv-status"), "Move 2 of 2 · Black to move");
    root.remove();
}

#[wasm_bindgen_test]
fn bad_embed_attributes_show_a_message_as_text_in_place_of_the_board() {
    let root = embed_root();
    let board = tavoliere::web::mount_board(
        &root,
        pairs(&[("game", "<img src=x onerror=alert(1)>"), ("mode", "view")]),
    );
    assert!(!board.ok());
    assert!(root.query_selector("canvas").unwrap().is_none());
    assert!(
        root.query_selector("img").unwrap().is_none(),
        "no markup from attributes"
    );
    assert!(text(&root, ".tv-error").contains("there is no game called"));
    root.remove();
}

#[wasm_bindgen_test]
fn an_embedded_board_steps_with_the_arrow_keys_only_when_it_has_focus() {
    let root = embed_root();
    let board =
        tavoliere::web::mount_board(&root, pairs(&[("game", "loa"), ("moves", "b1-d3 a7-c5")]));
    assert!(board.ok());
    let canvas = root.query_selector(".tv-canvas").unwrap().unwrap();
    let press = |target: &web_sys::EventTarget, key: &str| {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key(key);
        init.set_bubbles(true);
        init.set_cancelable(true);
        let event =
            web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        target.dispatch_event(&event).unwrap();
    };
    press(&document().body().unwrap(), "ArrowLeft");
    assert_eq!(
        canvas.get_attribute("data-ply").as_deref(),
        Some("2"),
        "the host's keys"
    );
    press(&canvas, "ArrowLeft");
    assert_eq!(canvas.get_attribute("data-ply").as_deref(), Some("1"));
    press(&canvas, "Home");
    assert_eq!(canvas.get_attribute("data-ply").as_deref(), Some("0"));
    root.remove();
}

#[wasm_bindgen_test]
fn an_embedded_board_plays_for_the_host_by_the_rules_and_reports_moves_and_the_end() {
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::prelude::Closure;
    use wasm_bindgen::JsValue;

    let root = embed_root();
    let board = tavoliere::web::mount_board(
        &root,
        pairs(&[
            ("game", "magneton"),
            ("start", "8/8/8/8/8/8/8/bbb2b2 b"),
            ("mode", "play"),
        ]),
    );
    assert!(board.ok() && board.error().is_none());
    let heard: Rc<RefCell<Vec<(String, JsValue)>>> = Rc::default();
    let listener = {
        let heard = heard.clone();
        Closure::<dyn FnMut(String, JsValue)>::new(move |name, detail| {
            heard.borrow_mut().push((name, detail))
        })
    };
    board.listen(
        listener
            .as_ref()
            .unchecked_ref::<js_sys::Function>()
            .clone(),
    );
    let field = |detail: &JsValue, path: &[&str]| {
        path.iter().fold(detail.clone(), |value, key| {
            js_sys::Reflect::get(&value, &(*key).into()).unwrap()
        })
    };
    assert!(!board.play("z9").unwrap(), "no such square");
    assert!(heard.borrow().is_empty(), "a refused move is not reported");
    assert!(board.play("g1").unwrap(), "Black's winning drop");
    {
        let heard = heard.borrow();
        let names: Vec<&str> = heard.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["tavoliere-move", "tavoliere-end"]);
        let moved = &heard[0].1;
        assert_eq!(field(moved, &["move"]).as_string().as_deref(), Some("g1"));
        assert_eq!(field(moved, &["ply"]).as_f64(), Some(1.0));
        assert_eq!(
            field(moved, &["outcome", "winner"]).as_string().as_deref(),
            Some("Black")
        );
        let ended = &heard[1].1;
        assert_eq!(
            field(ended, &["outcome", "result"]).as_string().as_deref(),
            Some("win")
        );
        assert_eq!(field(ended, &["outcome", "draw"]).as_bool(), Some(false));
    }
    assert!(!board.play("a1").unwrap(), "the game is over");
    let canvas = root.query_selector(".tv-canvas").unwrap().unwrap();
    assert!(board.flip().unwrap());
    assert_eq!(
        canvas.get_attribute("data-flipped").as_deref(),
        Some("true")
    );
    let refused = board.set_moves("g1 g1").unwrap_err().as_string().unwrap();
    assert!(refused.contains("move 2"), "{refused}");
    board.set_moves("").unwrap();
    assert_eq!(canvas.get_attribute("data-ply").as_deref(), Some("0"));
    assert!(board.set_position("not a position").is_err());
    root.remove();
}

#[wasm_bindgen_test]
fn a_board_that_is_not_shown_answers_the_host_with_why() {
    let root = embed_root();
    let board = tavoliere::web::mount_board(&root, pairs(&[("game", "loa"), ("mode", "watch")]));
    let why = board.error().unwrap();
    assert!(why.contains("mode=\"watch\""), "{why}");
    let refused = board.play("b1-d3").unwrap_err().as_string().unwrap();
    assert_eq!(refused, why);
    root.remove();
}

/// Waits `ms` milliseconds, the page's frames and timers running meanwhile.
async fn wait(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// Clicks a button of the page and waits (up to ten seconds) until the
/// message under the board passes `done`; returns the message.
async fn ask(root: &Element, button: &str, done: fn(&str) -> bool) -> String {
    let button: web_sys::HtmlElement = root
        .query_selector(button)
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    button.click();
    for _ in 0..100 {
        let message = text(root, "#message");
        if done(&message) {
            return message;
        }
        wait(100).await;
    }
    text(root, "#message")
}

#[wasm_bindgen_test]
async fn cancellettos_partner_answers_on_the_page_when_it_has_no_worker() {
    // The browser tests' bundle has the computer and no worker script: the
    // solver runs in slices between frames.
    let root = mount_at("game=cancelletto");
    let answered = |m: &str| ["Yes", "No", "Not sure"].iter().any(|a| m.starts_with(a));
    let check = ask(&root, "#partner-check", answered).await;
    assert!(answered(&check), "{check}");
    let partner = root.query_selector("#partner").unwrap().unwrap();
    assert_eq!(
        partner.get_attribute("data-search").as_deref(),
        Some("slices")
    );
    let hint = ask(&root, "#partner-hint", |m| m.starts_with("Suggested:")).await;
    assert!(hint.starts_with("Suggested:"), "{hint}");
    assert_eq!(count(&root, "#moves li"), 0, "a suggestion plays nothing");
    root.remove();
}

#[wasm_bindgen_test]
async fn expert_without_a_worker_plays_its_best_move_so_far_when_asked() {
    // No worker script here: expert thinks in slices, for 2 s unless asked.
    let root = mount_at("game=loa&moves=b1-d3");
    let level: web_sys::HtmlSelectElement = root
        .query_selector("#computer-level")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    level.set_value("expert");
    level
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    let computer_move: web_sys::HtmlElement = root
        .query_selector("#computer-move")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    computer_move.click();
    wait(400).await;
    assert_eq!(
        count(&root, "#moves li"),
        1,
        "expert answered before its time"
    );
    assert!(text(&root, "#computer-clock").ends_with(" s"));
    let clock = web_sys::window().unwrap().performance().unwrap();
    let asked = clock.now();
    computer_move.click();
    while count(&root, "#moves li") < 2 && clock.now() - asked < 5_000.0 {
        wait(20).await;
    }
    assert_eq!(count(&root, "#moves li"), 2, "no move after asking");
    // Left alone it would have thought for 1.6 s more.
    assert!(clock.now() - asked < 1_000.0, "{} ms", clock.now() - asked);
    assert_eq!(text(&root, "#computer-clock"), "");
    root.remove();
}
