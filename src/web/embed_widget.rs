//! The live embedded board: the game, its canvas and what the reader has
//! clicked, inside `embed.html`.
//!
//! It draws with the site's renderer (`board::draw`) and takes clicks through
//! the same `ui` logic as the game page (`Layout`, `Clicks`, `History`,
//! animation `Plan`); the computer thinks in the site's worker.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_events::EventListener;
use gloo_render::{request_animation_frame, AnimationFrame};
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlElement, PointerEvent};

use crate::ai::Level;
use crate::any_game::{describe_outcome, LegalMove};
use crate::embed::{EmbedSpec, Mode};
use crate::game::{Seat, Target};
use crate::ui::animation::Plan;
use crate::ui::clicks::Clicks;
use crate::ui::draw::palette::Palette;
use crate::ui::history::History;
use crate::ui::i18n::{capitalised, Lang, T};
use crate::ui::layout::Layout;
use crate::ui::pointing::{self, Clicked};
use crate::ui::view::AnyView;

use super::board::{self, Marks};
use super::dom::{self, now, number_at};
use super::embed_moves::{headers, EmbedMoves};
use super::search::{Helper, Progress, Search};

/// The board's frame in a language: canvas, navigation bar, choices, message
/// and the computer's time spent (beside the message, not in it, so a screen
/// reader is not told it ten times a second).
fn frame(lang: Lang) -> String {
    format!(
        "<p class=\"tv-tags\" lang=\"{code}\" hidden></p>\
<div class=\"tv-board\" lang=\"{code}\"><canvas class=\"tv-canvas\" tabindex=\"0\"></canvas></div>\
<div class=\"tv-bar\" lang=\"{code}\">\
<button class=\"tv-first\" title=\"{}\" aria-label=\"{}\">&laquo;</button>\
<button class=\"tv-back\" title=\"{back}\" aria-label=\"{back}\">&lsaquo;</button>\
<button class=\"tv-forward\" title=\"{forward}\" aria-label=\"{forward}\">&rsaquo;</button>\
<button class=\"tv-last\" title=\"{}\" aria-label=\"{}\">&raquo;</button>\
<span class=\"tv-status\" role=\"status\" aria-live=\"polite\"></span></div>\
<p class=\"tv-comment\" aria-live=\"polite\" hidden></p>\
<div class=\"tv-choices\" lang=\"{code}\"></div>\
<ol class=\"tv-moves\" lang=\"{code}\" aria-label=\"{moves}\" hidden></ol>\
<p class=\"tv-note\" lang=\"{code}\"><span class=\"tv-message\" role=\"alert\"></span> \
<span class=\"tv-clock\" aria-hidden=\"true\"></span></p>",
        lang.t(T::Start),
        lang.t(T::GoToStart),
        lang.t(T::Latest),
        lang.t(T::GoToLatest),
        back = lang.t(T::BackOne),
        forward = lang.t(T::ForwardOne),
        moves = lang.t(T::Moves),
        code = lang.code(),
    )
}

/// The live board: the game, its canvas and what the reader has clicked.
pub(super) struct Widget {
    me: Weak<RefCell<Widget>>,
    /// What the board was asked to show; the host's script may change its record.
    pub(super) spec: EmbedSpec,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    status: Option<HtmlElement>,
    message: Option<HtmlElement>,
    /// The computer's time spent while it thinks, in tenths of a second.
    clock: Option<HtmlElement>,
    choices: Option<HtmlElement>,
    /// The moves listed under the board, where the element asks for them.
    moves: Option<EmbedMoves>,
    /// Where the record's headers (above the board) and the shown move's
    /// comment (under it) are written.
    said: (Option<HtmlElement>, Option<HtmlElement>),
    /// The game shown, with the moves after the shown one.
    pub(super) history: History,
    legal: Vec<LegalMove>,
    pub(super) clicks: Clicks,
    layout: Layout,
    size: (f64, f64),
    pub(super) animation: Option<(Plan, f64)>,
    pub(super) frame: Option<AnimationFrame>,
    /// In a puzzle, the seat the reader plays; the record answers for the others.
    pub(super) solver: Option<crate::game::Seat>,
    /// How far a puzzle has been solved: the reader may step back, and
    /// forward again up to here, never into the answer.
    pub(super) reached: usize,
    /// With a computer opponent, the seat the reader plays.
    pub(super) reader: Option<Seat>,
    /// The computer's search in progress and when it started; dropping
    /// it gives the search up.
    thinking: Option<(Search, f64)>,
    /// The worker the searches run in, kept between them.
    helper: Helper,
    /// The next look at the search.
    think_frame: Option<AnimationFrame>,
    /// The language of its words: the element's or the host page's.
    pub(super) lang: Lang,
    /// Its colours, read from its box once it is built: the site's light
    /// wood, or the post's where the element passed them on.
    palette: Palette,
    /// Whether the board is drawn upside down (the host's script flips it).
    pub(super) flipped: bool,
    /// Told of every move played and of the game's end (the frame's script
    /// forwards it to the element, which fires the DOM events).
    pub(super) listener: Option<js_sys::Function>,
}

/// Whether this bundle takes the reader's moves (feature `frame-play`):
/// play, puzzles and the computer. The `view` bundles only step through a
/// game (and play what the host's script asks); the frame's script loads
/// them for `mode="view"`, the most embedded of boards, which then skips
/// the clicks, the legal moves' targets and the worker's client: a third
/// of the bundle (docs/SIZE.md).
pub(super) const PLAYS: bool = cfg!(feature = "frame-play");

/// The computer never answers faster than this, so its move can be seen
/// coming.
const THINK_AT_LEAST_MS: f64 = 350.0;

fn by_class<T: JsCast>(root: &Element, class: &str) -> Option<T> {
    root.query_selector(&format!(".{class}"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<T>().ok())
}

impl Widget {
    /// Draws the board in `root` and listens to its canvas and buttons; `None`
    /// where the browser has no 2D canvas.
    pub(super) fn build(
        root: &Element,
        spec: EmbedSpec,
        mut history: History,
        lang: Lang,
    ) -> Option<(Rc<RefCell<Widget>>, Vec<EventListener>)> {
        root.set_inner_html(&frame(lang));
        let _ = root.set_attribute("data-mode", spec.mode.name());
        let canvas: HtmlCanvasElement = by_class(root, "tv-canvas")?;
        let ctx = crate::web::board::context_2d(&canvas)?;
        history.goto(spec.first_ply());
        let scene = history.current().scene();
        let solver = (spec.mode == Mode::Puzzle).then(|| history.current().to_move());
        let reader = spec.computer.map(|_| history.current().to_move());
        let widget = Rc::new_cyclic(|me| {
            RefCell::new(Widget {
                me: me.clone(),
                canvas: canvas.clone(),
                ctx,
                status: by_class(root, "tv-status"),
                message: by_class(root, "tv-message"),
                clock: by_class(root, "tv-clock"),
                choices: by_class(root, "tv-choices"),
                said: (by_class(root, "tv-tags"), by_class(root, "tv-comment")),
                moves: spec
                    .move_list
                    .then(|| by_class(root, "tv-moves").map(EmbedMoves::new))
                    .flatten(),
                legal: Vec::new(),
                clicks: Clicks::default(),
                layout: Layout::fit_with_goals(
                    1.0,
                    1.0,
                    scene.width,
                    scene.height,
                    false,
                    scene.goals,
                ),
                size: (1.0, 1.0),
                animation: None,
                frame: None,
                solver,
                reader,
                thinking: None,
                helper: Helper::default(),
                think_frame: None,
                reached: spec.first_ply(),
                lang,
                palette: super::theme::palette_of(root),
                flipped: false,
                listener: None,
                spec,
                history,
            })
        });
        let weak = Rc::downgrade(&widget);
        let on =
            |target: Option<Element>, kind: &'static str, f: fn(&mut Widget, &web_sys::Event)| {
                let weak = weak.clone();
                target.map(|t| {
                    let options = gloo_events::EventListenerOptions::enable_prevent_default();
                    EventListener::new_with_options(&t, kind, options, move |event| {
                        if let Some(w) = weak.upgrade() {
                            if let Ok(mut w) = w.try_borrow_mut() {
                                f(&mut w, event);
                            }
                        }
                    })
                })
            };
        let listeners = [
            on(Some(canvas.clone().into()), "pointerdown", |w, event| {
                if let Some(event) = event.dyn_ref::<PointerEvent>() {
                    event.prevent_default();
                    w.pointer(event.client_x() as f64, event.client_y() as f64);
                }
            }),
            on(by_class(root, "tv-first"), "click", |w, _| w.go(0)),
            on(by_class(root, "tv-back"), "click", |w, _| {
                w.go(w.history.cursor().saturating_sub(1))
            }),
            on(by_class(root, "tv-forward"), "click", |w, _| {
                w.go(w.history.cursor() + 1)
            }),
            on(by_class(root, "tv-last"), "click", |w, _| w.go(usize::MAX)),
            // Keys step through the game only while the board has focus, so
            // the host page keeps its own arrow keys.
            on(Some(root.clone()), "keydown", |w, event| {
                let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                let cursor = w.history.cursor();
                let ply = match event.key().as_str() {
                    "ArrowLeft" => cursor.saturating_sub(1),
                    "ArrowRight" => cursor + 1,
                    "Home" => 0,
                    "End" => usize::MAX,
                    _ => return,
                };
                event.prevent_default();
                w.go(ply);
            }),
            on(by_class(root, "tv-moves"), "click", |w, event| {
                if let Some(ply) = number_at(event, "data-ply") {
                    w.go(ply);
                }
                if let Some(node) = number_at(event, "data-node") {
                    w.history.enter(node);
                    w.go(w.history.cursor());
                }
            }),
            on(by_class(root, "tv-choices"), "click", |w, event| {
                let choice = event
                    .target()
                    .and_then(|t| t.dyn_into::<Element>().ok())
                    .and_then(|e| e.get_attribute("data-choice"));
                let target = choice.and_then(|c| pointing::choice_target(&w.clicks, &w.legal, &c));
                if let Some(target) = target {
                    w.take_click(target);
                }
            }),
        ]
        .into_iter()
        .flatten()
        .collect();
        {
            // The texts first, then one measure of the frame and one draw:
            // the board shows in the first frame, sized to the final layout.
            let mut w = widget.borrow_mut();
            w.update_texts();
            w.fit();
            w.draw();
            if w.spec.mode == Mode::Puzzle {
                let lang = w.lang;
                let seat = lang.game(w.history.current().seat_name(w.history.current().to_move()));
                w.say(&lang.f(T::Puzzle, &[&seat]));
            }
        }
        Some((widget, listeners))
    }

    /// Fits the canvas to its box at the device's pixel ratio and redraws.
    pub(super) fn resize(&mut self) {
        self.fit();
        self.draw();
    }

    /// Sizes the canvas to its box and lays the board out in it.
    fn fit(&mut self) {
        let scene = self.history.current().scene();
        (self.size, self.layout) = board::fit(&self.canvas, &self.ctx, &scene, self.flipped);
    }

    /// Tells the reader something in the note under the board: what the
    /// board is, whose turn the computer takes, that a puzzle is solved.
    pub(super) fn say(&self, text: &str) {
        self.note(text, "tv-message");
    }

    /// Tells the reader of a refusal or a failure (a move the rules refuse,
    /// a wrong answer, a computer that could not start), in the warning
    /// colour, which plain notes no longer borrow.
    pub(super) fn warn(&self, text: &str) {
        self.note(text, "tv-message tv-warn");
    }

    fn note(&self, text: &str, class: &str) {
        if let Some(m) = &self.message {
            m.set_text_content(Some(text));
            m.set_class_name(class);
        }
    }

    fn go(&mut self, ply: usize) {
        self.animation = None;
        self.frame = None;
        self.stop_thinking();
        // A puzzle's answer stays hidden: the reader may go back, not ahead.
        let limit = match self.spec.mode {
            Mode::Puzzle => self.reached,
            _ => usize::MAX,
        };
        self.history.goto(ply.min(limit));
        self.changed();
        self.think_if_its_turn();
    }

    fn target_at(&self, client_x: f64, client_y: f64) -> Option<Target> {
        let (x, y) = board::canvas_point(&self.canvas, client_x, client_y);
        let scene = self.history.current().scene();
        pointing::target_at(&self.layout, &self.clicks, &self.legal, &scene, x, y)
    }

    fn pointer(&mut self, client_x: f64, client_y: f64) {
        if !PLAYS || self.spec.mode == Mode::View {
            self.say(self.lang.t(T::ViewOnly));
            return;
        }
        if let Some(computer) = self.computer_seat() {
            let game = self.history.current();
            let reader = self.reader.map_or(computer, |s| s);
            let said = self.lang.f(
                T::ComputerPlaysHere,
                &[
                    &self.lang.game(game.seat_name(computer)),
                    &self.lang.game(game.seat_name(reader)),
                ],
            );
            self.say(&said);
            return;
        }
        if let Some(target) = self.target_at(client_x, client_y) {
            self.take_click(target);
        }
    }

    /// The seat to move, when the computer plays it.
    pub(super) fn computer_seat(&self) -> Option<Seat> {
        let reader = self.reader?;
        let game = self.history.current();
        (game.outcome().is_none() && game.to_move() != reader).then(|| game.to_move())
    }

    /// Starts the computer's search when it is to move at the latest
    /// position (stepping back through the game never makes it play).
    pub(super) fn think_if_its_turn(&mut self) {
        if !PLAYS {
            return;
        }
        let Some(Ok(level)) = self.spec.computer.map(str::parse::<Level>) else {
            return;
        };
        if self.thinking.is_some()
            || self.animation.is_some()
            || self.computer_seat().is_none()
            || self.history.cursor() != self.history.moves().len()
        {
            return;
        }
        // Seeded by the clock: a reader need not see the same game twice.
        let search = Search::start(
            &self.helper,
            self.history.record(),
            level,
            now().to_bits(),
            level.strength.millis(),
        );
        let _ = self.canvas.set_attribute("data-search", search.place());
        self.thinking = Some((search, now()));
        self.say(self.lang.t(T::Thinking));
        self.schedule_thinking();
    }

    fn schedule_thinking(&mut self) {
        self.think_frame = Some(self.next_frame(Widget::think_slice));
    }

    pub(super) fn stop_thinking(&mut self) {
        self.thinking = None;
        self.think_frame = None;
        self.show_clock("");
    }

    /// Writes the time spent, only when it changes.
    fn show_clock(&self, text: &str) {
        if let Some(clock) = &self.clock {
            if clock.text_content().as_deref() != Some(text) {
                clock.set_text_content(Some(text));
            }
        }
    }

    /// One frame's look at the search (a slice of it, where it runs in
    /// slices); plays the answer once there is one.
    fn think_slice(&mut self) {
        let Some((search, started)) = self.thinking.as_mut() else {
            return;
        };
        let (progress, elapsed) = (search.poll(), now() - *started);
        self.show_clock(&self.lang.seconds((elapsed / 100.0) as u32));
        let answer = match progress {
            Progress::Failed => {
                self.stop_thinking();
                self.warn(self.lang.t(T::ComputerUnavailable));
                return;
            }
            Progress::Done(answer) if elapsed >= THINK_AT_LEAST_MS => answer,
            _ => {
                self.schedule_thinking();
                return;
            }
        };
        self.stop_thinking();
        self.say("");
        if let Some(text) = answer {
            self.animate(|h| h.play(&text).ok().map(|p| p.steps));
        }
    }

    fn take_click(&mut self, target: Target) {
        if !PLAYS {
            return;
        }
        if self.history.current().outcome().is_some() {
            self.say(self.lang.t(T::Over));
            return;
        }
        let game = self.history.current();
        match pointing::take_click(&mut self.clicks, target, &self.legal, game, self.lang) {
            Clicked::Play(text) => {
                // A move in the past starts a variation: nothing is lost.
                self.offer(&text);
            }
            Clicked::Changed => {
                self.say("");
                self.update_choices();
                self.draw();
            }
            Clicked::Refused(reason) => {
                self.warn(&reason);
                self.update_choices();
                self.draw();
            }
        }
    }

    /// A legal move the reader (or the host's script) made: played in play
    /// and view mode; in a puzzle, taken only if it is the record's next
    /// move. Says whether it was taken.
    pub(super) fn offer(&mut self, text: &str) -> bool {
        if PLAYS && self.spec.mode == Mode::Puzzle {
            let expected = self.history.moves().get(self.history.cursor()).cloned();
            if expected.as_deref() != Some(text) {
                self.clicks.clear();
                self.update_choices();
                self.draw();
                self.warn(&self.lang.f(T::NotTheAnswer, &[text]));
                return false;
            }
            self.say(self.lang.t(T::Right));
            self.animate(|h| h.redo().then(Vec::new));
            self.reached = self.reached.max(self.history.cursor());
            return true;
        }
        let text = text.to_string();
        self.say("");
        self.animate(|h| h.play(&text).ok().map(|p| p.steps))
    }

    /// Makes a move in the history, animates it and tells the listener;
    /// says whether a move was made.
    fn animate(
        &mut self,
        change: impl FnOnce(&mut History) -> Option<Vec<crate::ui::scene::Step>>,
    ) -> bool {
        let before = self.history.current().scene();
        if change(&mut self.history).is_none() {
            return false;
        }
        let steps = self.history.last_steps().to_vec();
        let after = self.history.current().scene();
        self.animation = Some((Plan::new(&before, &steps, &after), now()));
        self.changed();
        self.schedule_frame();
        self.tell_played();
        true
    }

    /// Who answers the reader's move: in a puzzle, the record, for the seats
    /// the reader does not play. Play mode is hot-seat, so nobody answers;
    /// a computer opponent answers here.
    fn reply(&self) -> Option<String> {
        let game = self.history.current();
        let solver = self.solver?;
        if game.outcome().is_some() || game.to_move() == solver {
            return None;
        }
        self.history.moves().get(self.history.cursor()).cloned()
    }

    fn schedule_frame(&mut self) {
        self.frame = Some(self.next_frame(Widget::tick));
    }

    /// Runs `f` on the widget at the browser's next frame, while it lives
    /// and is not busy: the thinking's slices and the animation's frames.
    fn next_frame(&self, f: fn(&mut Widget)) -> AnimationFrame {
        let me = self.me.clone();
        request_animation_frame(move |_| {
            if let Some(w) = me.upgrade() {
                if let Ok(mut w) = w.try_borrow_mut() {
                    f(&mut w);
                }
            }
        })
    }

    /// One animation frame; when a move has finished moving, the answer
    /// to it (if any) is played.
    fn tick(&mut self) {
        self.draw();
        if self.animation.is_some() {
            self.schedule_frame();
        } else if self.reply().is_some() {
            self.animate(|h| h.redo().then(Vec::new));
            self.reached = self.reached.max(self.history.cursor());
            if self.history.cursor() == self.history.moves().len() {
                self.say(self.lang.t(T::Solved));
            }
        } else if self.solver.is_some() && self.history.cursor() == self.history.moves().len() {
            self.say(self.lang.t(T::Solved));
        } else {
            self.think_if_its_turn();
        }
    }

    pub(super) fn changed(&mut self) {
        self.update_texts();
        self.draw();
    }

    /// Everything but the board that follows the position: the moves that
    /// may be played, the status, the choices and the list of moves.
    fn update_texts(&mut self) {
        self.legal = match self.spec.mode {
            _ if !PLAYS => Vec::new(),
            Mode::View => Vec::new(),
            _ => self.history.current().legal_moves(),
        };
        self.clicks.clear();
        self.update_status();
        self.update_choices();
        self.update_moves();
    }

    /// The listed moves follow the game; a puzzle lists only the moves
    /// found so far.
    fn update_moves(&mut self) {
        let visible = match self.spec.mode {
            Mode::Puzzle => self.reached.max(self.history.cursor()),
            _ => self.history.moves().len(),
        };
        if let Some(list) = &mut self.moves {
            list.show(&self.history, visible);
        }
        // What the record says: its headers above, the comment under.
        let show = |p: &Option<HtmlElement>, text: &str| {
            if let Some(p) = p {
                p.set_text_content(Some(text));
                p.set_hidden(text.is_empty());
            }
        };
        show(&self.said.0, &headers(self.history.headers()));
        show(&self.said.1, &self.history.comment().text);
    }

    fn update_status(&self) {
        let game = self.history.current();
        let total = self.history.moves().len();
        let cursor = self.history.cursor();
        let lang = self.lang;
        let state = match game.outcome() {
            Some(outcome) => lang.game(&describe_outcome(game, outcome)).into_owned(),
            None => lang.f(T::ToMove, &[&lang.game(game.seat_name(game.to_move()))]),
        };
        let text = match self.spec.mode {
            Mode::Puzzle => state,
            _ if total == 0 => state,
            _ => lang.f(
                T::MoveOf,
                &[&cursor.to_string(), &total.to_string(), &state],
            ),
        };
        if let Some(status) = &self.status {
            status.set_text_content(Some(&text));
        }
    }

    fn update_choices(&self) {
        let Some(box_) = self.choices.as_ref().filter(|_| PLAYS) else {
            return;
        };
        box_.set_inner_html("");
        for target in self.clicks.next_targets(&self.legal) {
            if let Target::Choice(name) = target {
                if let Ok(button) = dom::document().create_element("button") {
                    let _ = button.set_attribute("data-choice", name);
                    let label = capitalised(name);
                    button.set_text_content(Some(&self.lang.game(&label)));
                    let _ = box_.append_child(&button);
                }
            }
        }
    }

    fn draw(&mut self) {
        let game = self.history.current();
        let scene = game.scene();
        let mut marks = Marks::of_position(
            &self.history,
            &self.clicks,
            &self.legal,
            super::lang::goal_label(&self.ctx),
        );
        marks.palette = self.palette.clone();
        let frame = super::motion::frame_now(&self.animation);
        if frame.is_none() {
            self.animation = None;
        }
        board::draw(
            &self.ctx,
            self.size,
            &self.layout,
            &scene,
            frame.as_ref(),
            &marks,
        );
        let _ = self
            .canvas
            .set_attribute("data-position", &game.position_text());
        let _ = self
            .canvas
            .set_attribute("data-ply", &self.history.cursor().to_string());
    }
}
