//! Cancelletto's partner on the game page: "Can it still be won?", "Suggest
//! a turn", a computer partner that plays one colour move by move, and a new
//! random board. The answers come from the game's solver.
//!
//! The solver is resumable (`solver::Solver`), so it runs here in slices of
//! a few milliseconds, one per animation frame, like the computer opponent:
//! the page keeps drawing and answering clicks while it thinks. A question
//! about a position that has since changed is dropped.

use gloo_events::EventListener;
use gloo_render::{request_animation_frame, AnimationFrame};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement};

use crate::game::{Game, GameOptions, Seat};
use crate::games::cancelletto::eval::solver::{turn_for, Solver, SolverAnswer, Verdict};
use crate::games::cancelletto::{Cancelletto, CancellettoOptions};

use super::dom::{self, now};
use crate::ui::i18n::{Lang, T};

/// Milliseconds of solving per animation frame: the slice stops between
/// units of the solver's work (one position, or one planner round, a few
/// milliseconds at most), so a frame's task stays under 16 ms.
const SLICE_MS: f64 = 4.0;
/// How long the solver may think about one question before the page
/// answers with what it has (a careful turn, or "not sure").
pub const THINK_MS: f64 = 2_000.0;

/// What a running search is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Question {
    /// "Can it still be won?"
    Check,
    /// "Suggest a turn".
    Hint,
    /// The partner's own turn.
    Play,
}

/// A search in progress, a slice per frame.
struct Job {
    solver: Solver,
    question: Question,
    /// The position it is about, as text: a search for another is stale.
    position: String,
    game: Cancelletto,
    thought_ms: f64,
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
}

/// The partner's state on an open Cancelletto page.
pub struct Partner {
    /// The colour the computer plays, if any.
    seat: Option<Seat>,
    /// Moves of the partner's turn still to play, in notation.
    queue: Vec<String>,
    frame: Option<AnimationFrame>,
    job: Option<Job>,
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
fn current<P: PartnerPage>(page: &P) -> Option<Cancelletto> {
    let game = page.game();
    let options = CancellettoOptions::from_pairs(&game.all_options()).ok()?;
    Cancelletto::from_text(&game.position_text(), &options).ok()
}

fn notation(game: &Cancelletto, turn: &[crate::games::cancelletto::CancMove]) -> Vec<String> {
    let mut replay = game.clone();
    turn.iter()
        .map(|mv| {
            let text = replay.move_to_string(mv);
            replay.play_unchecked(mv);
            text
        })
        .collect()
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
            job: None,
            _listeners: listeners,
        })
    }
}

/// Starts thinking about the current position (replacing any other search).
fn ask<P: PartnerPage>(page: &mut P, question: Question) {
    let Some(game) = current(page) else {
        return;
    };
    if question == Question::Hint && game.outcome().is_some() {
        page.say(page.lang().t(T::Over));
        return;
    }
    if question != Question::Play {
        page.say(page.lang().t(T::PartnerThinking));
    }
    let job = Job {
        solver: Solver::new(&game),
        question,
        position: game.to_text(),
        game,
        thought_ms: 0.0,
        frame: None,
    };
    if let Some(partner) = page.partner() {
        partner.job = Some(job);
    }
    schedule_slice(page);
}

fn schedule_slice<P: PartnerPage>(page: &mut P) {
    let app = page.handle();
    let frame = request_animation_frame(move |_| P::with(&app, slice));
    if let Some(job) = page.partner().and_then(|p| p.job.as_mut()) {
        job.frame = Some(frame);
    }
}

/// One slice of the search in progress; answers once it is decided or has
/// thought for `THINK_MS`.
fn slice<P: PartnerPage>(page: &mut P) {
    let position = current(page).map(|g| g.to_text());
    let Some(job) = page.partner().and_then(|p| p.job.as_mut()) else {
        return;
    };
    if position.as_deref() != Some(job.position.as_str()) {
        // The position changed while it thought: the answer would be stale.
        if let Some(p) = page.partner() {
            p.job = None;
        }
        return;
    }
    let started = now();
    while job.solver.answer().is_none() && now() - started < SLICE_MS {
        job.solver.run(1);
    }
    job.thought_ms += now() - started;
    if job.solver.answer().is_none() && job.thought_ms < THINK_MS {
        schedule_slice(page);
        return;
    }
    let Some(job) = page.partner().and_then(|p| p.job.take()) else {
        return;
    };
    let answer = job.solver.answer_so_far();
    match job.question {
        Question::Check => page.say(&check_text(page.lang(), &answer)),
        Question::Hint => {
            let turn = notation(&job.game, &turn_for(&job.game, &answer));
            let lang = page.lang();
            page.say(&lang.f(T::Suggested, &[&turn.join(" "), why(lang, &answer)]));
        }
        Question::Play => {
            let mut turn = notation(&job.game, &turn_for(&job.game, &answer));
            turn.reverse();
            if let Some(p) = page.partner() {
                p.queue = turn;
            }
            partner_move(page);
        }
    }
}

fn check_text(lang: Lang, answer: &SolverAnswer) -> String {
    match &answer.verdict {
        Verdict::Winnable(plan) => lang.f(T::StillWinnable, &[&plan.len().to_string()]),
        Verdict::Lost => lang.t(T::NoLongerWinnable).to_string(),
        Verdict::Unknown => lang.t(T::NotSure).to_string(),
    }
}

fn why(lang: Lang, answer: &SolverAnswer) -> &'static str {
    lang.t(match answer.verdict {
        Verdict::Winnable(_) => T::KeepsPlan,
        Verdict::Lost => T::KeepsStanding,
        Verdict::Unknown => T::NoSurePlan,
    })
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
            .job
            .as_ref()
            .is_some_and(|j| j.question == Question::Play)
        {
            partner.job = None;
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
    let Some(game) = current(page) else {
        return;
    };
    let seat = page.partner_ref().and_then(|p| p.seat);
    if game.outcome().is_some() || Some(game.to_move()) != seat {
        return;
    }
    let Some(partner) = page.partner() else {
        return;
    };
    if partner.queue.is_empty() {
        // Think first (in slices); the answer fills the queue.
        let thinking = partner
            .job
            .as_ref()
            .is_some_and(|j| j.question == Question::Play && j.position == game.to_text());
        if !thinking {
            ask(page, Question::Play);
        }
        return;
    }
    if let Some(text) = partner.queue.pop() {
        page.play_text(&text);
    }
}
