//! Cancelletto's partner on the game page: "Can it still be won?", "Suggest
//! a turn", a computer partner that plays one colour move by move, and a new
//! random board. The answers come from the game's solver.
//!
//! The solver is the computer's, so it is not in the page's bundle: each
//! question goes to the computer's Web Worker as a job (`ai::Question`,
//! through the board's worker client, `search.rs`), and the page keeps
//! drawing and answering clicks while it thinks, looking for the answer
//! once per frame. A bundle with the computer (the browser tests' build)
//! runs the solver in slices on the page when it has no worker; the site's
//! bundle says that the partner cannot think. A question about a position
//! that has since changed is dropped.

use gloo_events::EventListener;
use gloo_render::{request_animation_frame, AnimationFrame};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement};

use crate::ai::{Question, Solution, Verdict};
use crate::game::{Game, Seat};
use crate::games::cancelletto::Cancelletto;
use crate::record::Record;

use super::dom;
use super::search::{Helper, Progress, Search};
use crate::ui::i18n::{Lang, T};

/// How long the solver may think about one question before it answers
/// with what it has (a careful turn, or "not sure").
pub const THINK_MS: u32 = 2_000;

/// A question on its way: the search (in the worker, or in slices).
struct Asking {
    /// Dropping it gives the question up (and stops a busy worker).
    search: Search,
    question: Question,
    /// The position it is about, as text: an answer for another is stale.
    position: String,
    /// The next look at the search; dropping it cancels the look.
    frame: Option<AnimationFrame>,
}

/// What the partner asks of the page it sits on. The game page provides it,
/// so the partner drives the page as a person would and the two files do not
/// import each other.
pub trait PartnerPage: Sized + 'static {
    /// How a later callback (a frame, a click) finds the page again.
    type Handle: Clone + 'static;
    /// This page's handle.
    fn handle(&self) -> Self::Handle;
    /// Runs `f` on the page, if it is still open and not busy.
    fn with(handle: &Self::Handle, f: impl FnOnce(&mut Self));
    /// The partner on this page.
    fn partner(&mut self) -> Option<&mut Partner>;
    /// The partner on this page, to read.
    fn partner_ref(&self) -> Option<&Partner>;
    /// The page's language.
    fn lang(&self) -> Lang;
    /// Shows a message under the board.
    fn say(&self, text: &str);
    /// Shows news that is not a fault (an answer) under the board.
    fn inform(&self, text: &str);
    /// Shows a suggested turn on the board, as a preview of its motion and
    /// result: every step, the gate and the tile it moves or removes.
    fn show_hint(&mut self, turn: &[String]);
    /// The position on show.
    fn game(&self) -> &dyn crate::any_game::AnyGame;
    /// Whether the position on show is the latest.
    fn at_end(&self) -> bool;
    /// Whether a move is still being animated.
    fn animating(&self) -> bool;
    /// Plays a move given in notation, as a click would.
    fn play_text(&mut self, text: &str);
    /// An element of the page by id.
    fn root_element(&self, id: &str) -> Option<Element>;
    /// The game up to the position on show: what a question sends.
    fn record(&self) -> Record;
}

/// The partner's state on an open Cancelletto page.
pub struct Partner {
    /// The colour the computer plays, if any.
    seat: Option<Seat>,
    /// Moves of the partner's turn still to play, in notation.
    queue: Vec<String>,
    frame: Option<AnimationFrame>,
    asking: Option<Asking>,
    /// The worker the questions go to, kept between them.
    helper: Helper,
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
        // "Il computer compagno gioca il Blu", as the other games' list
        // reads "Il computer gioca il Nero".
        lang.f(T::ComputerPlaysSeat, &[&lang.game("Blue")]),
        lang.f(T::ComputerPlaysSeat, &[&lang.game("Orange")]),
        lang.t(T::NewRandomBoard),
    )
}

impl Partner {
    /// Adds the partner's controls under the board of a Cancelletto page.
    pub fn mount<P: PartnerPage>(
        app: &P::Handle,
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
        let mut on = |element: &str, kind: &'static str, f: fn(&mut P)| {
            if let Some(target) = dom::find::<web_sys::EventTarget>(root, element) {
                let app = app.clone();
                listeners.push(EventListener::new(&target, kind, move |_| P::with(&app, f)));
            }
        };
        on("partner-check", "click", |page| ask(page, Question::Check));
        on("partner-hint", "click", |page| ask(page, Question::Hint));
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
            asking: None,
            helper: Helper::default(),
            _listeners: listeners,
        })
    }

    /// The colour the computer partner plays, if any: the reader's clicks
    /// leave its pieces alone.
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    /// Whether it is thinking about the partner's own turn in `position`.
    fn playing(&self, position: &str) -> bool {
        self.asking
            .as_ref()
            .is_some_and(|a| a.question == Question::Play && a.position == position)
    }
}

/// Asks about the position on show (replacing any other question).
fn ask<P: PartnerPage>(page: &mut P, question: Question) {
    if question == Question::Hint && page.game().outcome().is_some() {
        page.say(page.lang().t(T::Over));
        return;
    }
    if question != Question::Play {
        page.inform(page.lang().t(T::PartnerThinking));
    }
    let position = page.game().position_text();
    let record = page.record();
    let Some(partner) = page.partner() else {
        return;
    };
    // The question it replaces is given up first, so its worker is free.
    partner.asking = None;
    let search = Search::ask(&partner.helper, record, question, THINK_MS);
    let place = search.place();
    partner.asking = Some(Asking {
        search,
        question,
        position,
        frame: None,
    });
    if let Some(element) = page.root_element("partner") {
        let _ = element.set_attribute("data-search", place);
    }
    schedule_look(page);
}

fn schedule_look<P: PartnerPage>(page: &mut P) {
    let app = page.handle();
    let frame = request_animation_frame(move |_| P::with(&app, look));
    if let Some(asking) = page.partner().and_then(|p| p.asking.as_mut()) {
        asking.frame = Some(frame);
    }
}

/// One frame's look at the question on its way (a slice of the solver,
/// where it runs on the page); answers once the answer has come.
fn look<P: PartnerPage>(page: &mut P) {
    let position = page.game().position_text();
    let Some(partner) = page.partner() else {
        return;
    };
    let Some(asking) = partner.asking.as_mut() else {
        return;
    };
    if asking.position != position {
        // The position changed while it thought: the answer would be stale.
        partner.asking = None;
        return;
    }
    let progress = asking.search.poll();
    let place = asking.search.place();
    let question = asking.question;
    if matches!(progress, Progress::Thinking) {
        schedule_look(page);
        return;
    }
    partner.asking = None;
    if let Some(element) = page.root_element("partner") {
        let _ = element.set_attribute("data-search", place);
    }
    match progress {
        Progress::Solved(solution) => answer(page, question, solution),
        // Nothing here could answer (no worker, no solver in this bundle).
        _ => page.say(page.lang().t(T::PartnerCannotThink)),
    }
}

/// Shows, or plays, the solver's answer. A question asked while the
/// partner was to play replaced its turn's; the turn is asked again after.
fn answer<P: PartnerPage>(page: &mut P, question: Question, solution: Solution) {
    let lang = page.lang();
    match question {
        Question::Check => {
            page.inform(&check_text(lang, solution.verdict));
            after_change(page);
        }
        Question::Hint => {
            page.inform(&lang.f(
                T::Suggested,
                &[&solution.turn.join(" "), why(lang, solution.verdict)],
            ));
            if !solution.turn.is_empty() {
                page.show_hint(&solution.turn);
            }
            after_change(page);
        }
        Question::Play => {
            let mut turn = solution.turn;
            turn.reverse();
            if let Some(p) = page.partner() {
                p.queue = turn;
            }
            partner_move(page);
        }
    }
}

fn check_text(lang: Lang, verdict: Verdict) -> String {
    match verdict {
        Verdict::Winnable(moves) => lang.f(T::StillWinnable, &[&moves.to_string()]),
        Verdict::Lost => lang.t(T::NoLongerWinnable).to_string(),
        Verdict::Unknown => lang.t(T::NotSure).to_string(),
    }
}

fn why(lang: Lang, verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Winnable(_) => lang.t(T::KeepsPlan),
        Verdict::Lost => lang.t(T::KeepsStanding),
        Verdict::Unknown => lang.t(T::NoSurePlan),
    }
}

fn choose_seat<P: PartnerPage>(page: &mut P) {
    let value = page
        .root_element("partner-seat")
        .and_then(|e| e.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value());
    if let Some(partner) = page.partner() {
        partner.seat = value.and_then(|v| v.parse::<u8>().ok()).map(Seat);
        partner.queue.clear();
        if partner
            .asking
            .as_ref()
            .is_some_and(|a| a.question == Question::Play)
        {
            partner.asking = None;
        }
    }
    after_change(page);
}

/// After every change of the position: when it is the partner's turn, play
/// its next move once the board has stopped moving.
pub fn after_change<P: PartnerPage>(page: &mut P) {
    let Some(partner) = page.partner_ref() else {
        return;
    };
    let Some(seat) = partner.seat else {
        return;
    };
    let game = page.game();
    if game.outcome().is_some() || game.to_move() != seat || !page.at_end() {
        if let Some(p) = page.partner() {
            p.queue.clear();
        }
        return;
    }
    let app = page.handle();
    let frame = request_animation_frame(move |_| P::with(&app, partner_move));
    if let Some(p) = page.partner() {
        p.frame = Some(frame);
    }
}

fn partner_move<P: PartnerPage>(page: &mut P) {
    if page.animating() {
        after_change(page);
        return;
    }
    let game = page.game();
    let seat = page.partner_ref().and_then(|p| p.seat);
    if game.outcome().is_some() || Some(game.to_move()) != seat || !page.at_end() {
        return;
    }
    let position = game.position_text();
    let Some(partner) = page.partner() else {
        return;
    };
    if partner.queue.is_empty() {
        // Ask first; the answer fills the queue.
        if !partner.playing(&position) {
            ask(page, Question::Play);
        }
        return;
    }
    if let Some(text) = partner.queue.pop() {
        page.play_text(&text);
    }
}
