//! Cancelletto's partner on the game page: "Can it still be won?", "Suggest
//! a turn", a computer partner that plays one colour move by move, and a new
//! random board. The answers come from the game's solver.
//!
//! The solver runs on the page's thread with a small node budget
//! (`PAGE_BUDGET`): natively, 40 nodes take 34 ms at the median and 76 ms at
//! the 90th percentile over 300 random boards (a rare board takes seconds),
//! and a larger budget found no more plans. It answers "unknown" rather
//! than making the page wait; it is not resumable across frames.

use std::cell::RefCell;
use std::rc::Weak;

use gloo_events::EventListener;
use gloo_render::{request_animation_frame, AnimationFrame};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement};

use crate::game::{Game, GameOptions, Seat};
use crate::games::cancelletto::solver::{solve, suggest_turn, Verdict};
use crate::games::cancelletto::{Cancelletto, CancellettoOptions};

use super::dom;
use super::game_page::{with_page, GamePage};
use super::App;
use crate::ui::i18n::{Lang, T};

/// Turn positions the solver may expand per question on the page.
pub const PAGE_BUDGET: u64 = 40;

/// The partner's state on an open Cancelletto page.
pub struct Partner {
    /// The colour the computer plays, if any.
    seat: Option<Seat>,
    /// Moves of the partner's turn still to play, in notation.
    queue: Vec<String>,
    frame: Option<AnimationFrame>,
    _listeners: Vec<EventListener>,
}

/// The partner's controls, in the page's language.
fn controls(lang: Lang) -> String {
    format!(
        "<div class=\"partner\" id=\"partner\">\
         <button id=\"partner-check\">{}</button> \
         <button id=\"partner-hint\">{}</button> \
         <label>{} \
         <select id=\"partner-seat\"><option value=\"none\">{}</option>\
         <option value=\"1\">{}</option><option value=\"0\">{}</option></select></label> \
         <button id=\"partner-random\">{}</button></div>",
        lang.t(T::CanItBeWon),
        lang.t(T::SuggestTurn),
        lang.t(T::PartnerPlays),
        lang.t(T::Nobody),
        lang.game("Blue"),
        lang.game("Orange"),
        lang.t(T::NewRandomBoard),
    )
}

/// The current position as the concrete game, for the solver.
fn current(page: &GamePage) -> Option<Cancelletto> {
    let game = page.game();
    let options = CancellettoOptions::from_pairs(&game.all_options()).ok()?;
    Cancelletto::from_text(&game.position_text(), &options).ok()
}

fn describe_turn(game: &Cancelletto, turn: &[crate::games::cancelletto::CancMove]) -> String {
    let mut replay = game.clone();
    turn.iter()
        .map(|mv| {
            let text = replay.move_to_string(mv);
            replay.play_unchecked(mv);
            text
        })
        .collect::<Vec<_>>()
        .join(" ")
}

impl Partner {
    /// Adds the partner's controls under the board of a Cancelletto page.
    pub fn mount(
        app: &Weak<RefCell<App>>,
        root: &Element,
        id: &str,
        lang: Lang,
    ) -> Option<Partner> {
        if id != <Cancelletto as Game>::ID {
            return None;
        }
        let anchor: Element = dom::find(root, "choices")?;
        let _ = anchor.insert_adjacent_html("afterend", &controls(lang));
        let mut listeners = Vec::new();
        let mut on = |element: &str, kind: &'static str, f: fn(&mut GamePage)| {
            if let Some(target) = dom::find::<web_sys::EventTarget>(root, element) {
                let app = app.clone();
                listeners.push(EventListener::new(&target, kind, move |_| {
                    with_page(&app, f)
                }));
            }
        };
        on("partner-check", "click", check);
        on("partner-hint", "click", hint);
        on("partner-seat", "change", choose_seat);
        on("partner-random", "click", |_| {
            let seed = (js_sys::Math::random() * 1e9).floor() as u64;
            let _ = dom::window()
                .location()
                .set_hash(&format!("game=cancelletto&board={seed}"));
        });
        Some(Partner {
            seat: None,
            queue: Vec::new(),
            frame: None,
            _listeners: listeners,
        })
    }
}

fn check(page: &mut GamePage) {
    let Some(game) = current(page) else {
        return;
    };
    let answer = solve(&game, PAGE_BUDGET);
    let lang = page.lang;
    let text = match answer.verdict {
        Verdict::Winnable(plan) => lang.f(T::StillWinnable, &[&plan.len().to_string()]),
        Verdict::Lost => lang.t(T::NoLongerWinnable).to_string(),
        Verdict::Unknown => lang.t(T::NotSure).to_string(),
    };
    page.say(&text);
}

fn hint(page: &mut GamePage) {
    let Some(game) = current(page) else {
        return;
    };
    if game.outcome().is_some() {
        page.say(page.lang.t(T::Over));
        return;
    }
    let (turn, answer) = suggest_turn(&game, PAGE_BUDGET);
    let lang = page.lang;
    let why = lang.t(match answer.verdict {
        Verdict::Winnable(_) => T::KeepsPlan,
        Verdict::Lost => T::KeepsStanding,
        Verdict::Unknown => T::NoSurePlan,
    });
    page.say(&lang.f(T::Suggested, &[&describe_turn(&game, &turn), why]));
}

fn choose_seat(page: &mut GamePage) {
    let value = page
        .root_element("partner-seat")
        .and_then(|e| e.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value());
    if let Some(partner) = page.partner.as_mut() {
        partner.seat = value.and_then(|v| v.parse::<u8>().ok()).map(Seat);
        partner.queue.clear();
    }
    after_change(page);
}

/// After every change of the position: when it is the partner's turn, play
/// its next move once the board has stopped moving.
pub fn after_change(page: &mut GamePage) {
    let Some(partner) = page.partner.as_ref() else {
        return;
    };
    let Some(seat) = partner.seat else {
        return;
    };
    let game = page.game();
    if game.outcome().is_some() || game.to_move() != seat || !page.at_end() {
        if let Some(p) = page.partner.as_mut() {
            p.queue.clear();
        }
        return;
    }
    let app = page.app();
    let frame = request_animation_frame(move |_| with_page(&app, partner_move));
    if let Some(p) = page.partner.as_mut() {
        p.frame = Some(frame);
    }
}

fn partner_move(page: &mut GamePage) {
    if page.animating() {
        after_change(page);
        return;
    }
    let Some(game) = current(page) else {
        return;
    };
    let seat = page.partner.as_ref().and_then(|p| p.seat);
    if game.outcome().is_some() || Some(game.to_move()) != seat {
        return;
    }
    let queue_empty = page.partner.as_ref().is_none_or(|p| p.queue.is_empty());
    if queue_empty {
        let (turn, _) = suggest_turn(&game, PAGE_BUDGET);
        let mut replay = game.clone();
        let texts: Vec<String> = turn
            .iter()
            .map(|mv| {
                let text = replay.move_to_string(mv);
                replay.play_unchecked(mv);
                text
            })
            .rev()
            .collect();
        if let Some(p) = page.partner.as_mut() {
            p.queue = texts;
        }
    }
    let next = page.partner.as_mut().and_then(|p| p.queue.pop());
    if let Some(text) = next {
        page.play_text(&text);
    }
}
