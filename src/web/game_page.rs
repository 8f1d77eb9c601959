//! A game page at work: board input, animation, status, move list, undo and
//! redo, new game, record and link, and saving after every change.

use std::cell::RefCell;
use std::rc::Weak;

use gloo_events::{EventListener, EventListenerOptions};
use gloo_render::{request_animation_frame, AnimationFrame};
use wasm_bindgen::JsCast;
use web_sys::{
    CanvasRenderingContext2d, Element, Event, EventTarget, HtmlCanvasElement, HtmlElement,
    HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent, PointerEvent,
};

use crate::any_game::{describe_outcome, LegalMove};
use crate::game::{Seat, Target};
use crate::games::GameInfo;
use crate::geometry::Coord;
use crate::record::Record;
use crate::ui::animation::Plan;
use crate::ui::clicks::{ClickResult, Clicks};
use crate::ui::describe::describe;
use crate::ui::history::History;
use crate::ui::i18n::{Lang, T};
use crate::ui::layout::Layout;
use crate::ui::scene::{Highlight, PieceLook};
use crate::ui::view::AnyView;

use super::dom::{self, escape, find, now, set_text};
use super::move_list::MoveList;
use super::App;

/// The board's drawing on this page: marks, banner, timing.
#[path = "page_draw.rs"]
mod page_draw;

/// The computer opponent's controls and slices, a child module so it can
/// drive the page through the same paths as a person.
#[path = "computer.rs"]
mod computer;

/// The live state of an open game page.
pub struct GamePage {
    app: Weak<RefCell<App>>,
    info: &'static GameInfo,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    status: Option<HtmlElement>,
    message: Option<HtmlElement>,
    /// Where the page says, and keeps saying, that the browser refused to
    /// save: a move clears `message`, but this stays until the page closes.
    storage_note: Option<HtmlElement>,
    choices: Option<HtmlElement>,
    moves_list: MoveList,
    /// The players panel: one row per seat, the one to move marked.
    players: Option<HtmlElement>,
    notes: Option<HtmlElement>,
    record_box: Option<HtmlTextAreaElement>,
    share: Option<HtmlElement>,
    form: Option<HtmlElement>,
    history: History,
    legal: Vec<LegalMove>,
    clicks: Clicks,
    /// The legal move (index) whose consequences are shown, if any.
    preview: Option<usize>,
    /// A wall groove under the pointer (or last tapped) that no legal move
    /// takes, shown as refused.
    refused: Option<Target>,
    /// The keyboard cursor's cell, shown while the board has keyboard focus.
    cursor: Option<Coord>,
    announce: Option<HtmlElement>,
    flipped: bool,
    layout: Layout,
    size: (f64, f64),
    animation: Option<(Plan, f64)>,
    /// `Game::reach` for the clicks made in a position (its text): a route
    /// search, so not repeated on every redraw.
    reach: Option<(Vec<Target>, String, Vec<Highlight>)>,
    frame: Option<AnimationFrame>,
    listeners: Vec<EventListener>,
    computer: computer::Computer,
    /// Cancelletto's solver-backed partner, on that game's page only.
    pub(super) partner: Option<super::partner::Partner>,
    /// The page's element, to find its parts after it is built.
    root: Element,
    /// Kept while a record file is being read.
    reading: Option<EventListener>,
    /// The saved-games entry this game is saved under after every change
    /// (`super::saved`); a new or loaded game gets a new one.
    save_id: String,
    /// Whether the page has said that the browser refused to save: said
    /// once, not after every move.
    save_refused: bool,
    /// The language the page is shown in (a switch rebuilds the page).
    pub(super) lang: Lang,
}

/// Runs `f` on the open game page, if there is one and it is not busy.
pub fn with_page(app: &Weak<RefCell<App>>, f: impl FnOnce(&mut GamePage)) {
    if let Some(app) = app.upgrade() {
        if let Ok(mut app) = app.try_borrow_mut() {
            if let Some(page) = app.page.as_mut() {
                f(page);
            }
        }
    }
}

fn listen(
    app: &Weak<RefCell<App>>,
    target: &EventTarget,
    kind: &'static str,
    f: impl Fn(&mut GamePage, &Event) + 'static,
) -> EventListener {
    let app = app.clone();
    EventListener::new_with_options(
        target,
        kind,
        EventListenerOptions::enable_prevent_default(),
        move |event| with_page(&app, |page| f(page, event)),
    )
}

impl GamePage {
    /// Builds the page for `history` inside `root`, saved as entry
    /// `save_id`, and wires its events.
    pub fn open(
        app: Weak<RefCell<App>>,
        root: &Element,
        info: &'static GameInfo,
        (history, save_id): (History, String),
        message: Option<String>,
    ) -> Option<GamePage> {
        let engine = &info.engine;
        let lang = super::lang::current();
        root.set_inner_html(&super::pages::game_html(
            lang,
            info,
            (engine.options)(),
            &history.current().all_options(),
        ));
        let name = super::pages::name(lang, info);
        dom::document().set_title(&format!("{name} · Tavoliere"));
        let canvas: HtmlCanvasElement = find(root, "board")?;
        let ctx = canvas
            .get_context("2d")
            .ok()
            .flatten()?
            .dyn_into::<CanvasRenderingContext2d>()
            .ok()?;
        let scene = history.current().scene();
        let mut page = GamePage {
            app: app.clone(),
            info,
            canvas,
            ctx,
            status: find(root, "status"),
            message: find(root, "message"),
            storage_note: find(root, "storage-note"),
            choices: find(root, "choices"),
            moves_list: MoveList::new(find(root, "moves")),
            players: find(root, "players"),
            notes: find(root, "notes"),
            record_box: find(root, "record"),
            share: find(root, "share"),
            form: find(root, "new-game"),
            history,
            legal: Vec::new(),
            clicks: Clicks::default(),
            preview: None,
            refused: None,
            cursor: None,
            announce: find(root, "announce"),
            flipped: false,
            layout: Layout::fit_with_goals(1.0, 1.0, scene.width, scene.height, false, scene.goals),
            size: (1.0, 1.0),
            animation: None,
            reach: None,
            frame: None,
            listeners: Vec::new(),
            computer: computer::Computer::default(),
            partner: None,
            root: root.clone(),
            reading: None,
            save_id,
            save_refused: false,
            lang,
        };
        page.wire(root);
        page.partner = super::partner::Partner::mount(&app, root, info.id, lang);
        page.computer_setup(root);
        page.resize();
        page.changed();
        if let Some(message) = message {
            page.say(&message);
        }
        Some(page)
    }

    fn wire(&mut self, root: &Element) {
        let app = self.app.clone();
        let mut add = |id: &str, kind: &'static str, f: fn(&mut GamePage, &Event)| {
            if let Some(target) = find::<EventTarget>(root, id) {
                self.listeners.push(listen(&app, &target, kind, f));
            }
        };
        add("board", "pointerdown", |page, event| {
            if let Some(event) = event.dyn_ref::<PointerEvent>() {
                event.prevent_default();
                // Only a finger cannot hover; a mouse or a pen previews by hovering.
                let touch = event.pointer_type() == "touch";
                page.pointer(event.client_x() as f64, event.client_y() as f64, touch);
            }
        });
        add("board", "pointermove", |page, event| {
            if let Some(event) = event.dyn_ref::<PointerEvent>() {
                if event.pointer_type() == "mouse" {
                    page.hover(event.client_x() as f64, event.client_y() as f64);
                }
            }
        });
        // A finger "leaves" as it lifts; only a mouse leaving ends a preview.
        add("board", "pointerleave", |page, event| {
            if let Some(event) = event.dyn_ref::<PointerEvent>() {
                if event.pointer_type() == "mouse" {
                    page.set_preview(None);
                }
            }
        });
        add("board", "focus", |page, _| page.draw());
        add("board", "blur", |page, _| page.draw());
        add("undo", "click", |page, _| page.step_back());
        add("redo", "click", |page, _| page.step_forward());
        add("first", "click", |page, _| page.go(0));
        add("last", "click", |page, _| page.go(usize::MAX));
        add("flip", "click", |page, _| {
            page.flipped = !page.flipped;
            page.resize();
        });
        add("describe", "click", |page, _| page.describe_board());
        add("moves", "click", |page, event| {
            let ply = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|e| e.get_attribute("data-ply"))
                .and_then(|p| p.parse::<usize>().ok());
            if let Some(ply) = ply {
                page.go(ply);
            }
        });
        add("choices", "click", |page, event| {
            let choice = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|e| e.get_attribute("data-choice"));
            if let Some(choice) = choice {
                let target = page
                    .clicks
                    .next_targets(&page.legal)
                    .into_iter()
                    .find(|t| matches!(t, Target::Choice(c) if *c == choice));
                if let Some(target) = target {
                    page.take_click(target);
                }
            }
        });
        add("new-game", "submit", |page, event| {
            event.prevent_default();
            page.new_game();
        });
        add("load", "click", |page, _| page.load_record());
        add("share-copy", "click", |page, _| page.copy_link());
        add("embed-copy", "click", |page, _| page.copy_embed());
        add("export", "click", |page, _| {
            if let Err(error) = super::sharing::download(&page.history.record(), page.lang) {
                page.say(&page.lang.f(T::CannotSave, &[&error]));
            }
        });
        add("picture", "click", |page, _| {
            if let Err(error) = super::sharing::download_picture(&page.history, page.lang) {
                page.say(&format!("The picture could not be saved: {error}."));
            }
        });
        add("import", "change", |page, event| page.import(event));
    }

    /// Whether the board has keyboard focus (reached with Tab, not a click),
    /// so arrow keys move its cursor instead of stepping through the moves.
    fn keyboard_on_board(&self) -> bool {
        self.canvas.matches(":focus-visible").unwrap_or(false)
    }

    /// Handles a key pressed anywhere on the page (not in a text field).
    pub fn key(&mut self, event: &KeyboardEvent) {
        let typing = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if typing {
            return;
        }
        let key = event.key();
        let handled = if self.keyboard_on_board() && self.board_key(&key) {
            true
        } else {
            match key.as_str() {
                "Escape" => {
                    self.clicks.back();
                    self.clicks_changed();
                    true
                }
                "ArrowLeft" => {
                    self.step_back();
                    true
                }
                "ArrowRight" => {
                    self.step_forward();
                    true
                }
                "Home" => {
                    self.go(0);
                    true
                }
                "d" | "D" => {
                    self.describe_board();
                    true
                }
                "End" => {
                    self.go(usize::MAX);
                    true
                }
                _ => false,
            }
        };
        if handled {
            event.prevent_default();
        }
    }

    /// Keys for the board cursor: arrows move it, Enter or Space clicks what
    /// is under it, 1 to 8 pick a checker of a stack there, Escape cancels.
    fn board_key(&mut self, key: &str) -> bool {
        let start = self
            .cursor
            .or_else(|| self.clicks.made().iter().find_map(cell_of))
            .unwrap_or(Coord::new(self.layout.width / 2, self.layout.height / 2));
        let (dx, dy) = match key {
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, -1),
            "ArrowDown" => (0, 1),
            "Enter" | " " => {
                self.cursor = Some(start);
                let target = self.target_on_cell(start, None);
                self.take_click(target);
                return true;
            }
            "Escape" => {
                self.clicks.back();
                self.clicks_changed();
                return true;
            }
            digit if digit.len() == 1 && ("1"..="8").contains(&digit) => {
                let level = digit.as_bytes()[0] - b'1';
                self.cursor = Some(start);
                let target = self.target_on_cell(start, Some(level));
                self.take_click(target);
                return true;
            }
            _ => return false,
        };
        self.cursor = Some(if self.cursor.is_some() {
            self.layout.cursor_step(start, dx, dy)
        } else {
            start
        });
        self.draw();
        true
    }

    /// What a keyboard click on a cell means: the target there that continues
    /// the move being made, else one that starts a move (the given checker
    /// level if any), else the bare cell (which gets refused with a reason).
    fn target_on_cell(&self, cell: Coord, level: Option<u8>) -> Target {
        let on_cell = |t: &Target| match (t, level) {
            (Target::Cell(c), None) => *c == cell,
            // A tile's cells all name the tile (Cancelletto's removals).
            (Target::Tile(slot), None) => {
                let n = crate::ui::layout::TILE_CELLS;
                cell.file / n == slot.file && cell.rank / n == slot.rank
            }
            (Target::Level { cell: c, level: l }, wanted) => {
                *c == cell && wanted.is_none_or(|w| w == *l)
            }
            _ => false,
        };
        let next = self.clicks.next_targets(&self.legal);
        let starts = Clicks::default().next_targets(&self.legal);
        next.iter()
            .chain(starts.iter())
            .copied()
            .find(|t| on_cell(t))
            .unwrap_or(match level {
                Some(level) => Target::Level { cell, level },
                None => Target::Cell(cell),
            })
    }

    /// Fits the canvas to its box at the device's pixel ratio and redraws.
    pub fn resize(&mut self) {
        let scene = self.history.current().scene();
        (self.size, self.layout) = super::board::fit(&self.canvas, &self.ctx, &scene, self.flipped);
        self.draw();
    }

    /// The target under a point in client coordinates: one that continues
    /// or starts a legal move if any is there, else the bare cell.
    fn target_at(&self, client_x: f64, client_y: f64) -> Option<Target> {
        let rect = self.canvas.get_bounding_client_rect();
        let (x, y) = (client_x - rect.left(), client_y - rect.top());
        let mut candidates = self.clicks.next_targets(&self.legal);
        candidates.extend(Clicks::default().next_targets(&self.legal));
        // Nothing legal there: name the most specific thing under the pointer
        // (a checker of a stack, else the cell), so the refusal can say why.
        let scene = self.history.current().scene();
        let groove = scene
            .walls
            .as_ref()
            .and_then(|_| self.layout.groove_at(x, y));
        let drawn: Vec<Target> = scene
            .pieces
            .iter()
            .filter_map(|p| match p.look {
                PieceLook::Checker { level, .. } => Some(Target::Level { cell: p.at, level }),
                _ => None,
            })
            .collect();
        self.layout
            .target_at(&candidates, x, y)
            .or_else(|| self.layout.target_at(&drawn, x, y))
            .or(groove)
            .or_else(|| self.layout.cell_at(x, y).map(Target::Cell))
    }

    fn pointer(&mut self, client_x: f64, client_y: f64, touch: bool) {
        self.finish_animation();
        let Some(target) = self.target_at(client_x, client_y) else {
            return;
        };
        // On touch screens there is no hover: the first tap on a move's last
        // target shows its consequences, a second tap on it plays it.
        if touch && self.history.current().previews() {
            if let Some(index) = self.clicks.completes(target, &self.legal) {
                let confirm = self
                    .history
                    .current()
                    .confirm_on_touch(&self.legal[index].text);
                if confirm && self.preview != Some(index) {
                    self.set_preview(Some(index));
                    return;
                }
            }
        }
        self.take_click(target);
    }

    fn hover(&mut self, client_x: f64, client_y: f64) {
        if self.animation.is_some() || !self.history.current().previews() {
            return;
        }
        let target = self.target_at(client_x, client_y);
        let index = target.and_then(|target| self.clicks.completes(target, &self.legal));
        self.show_refused(target.filter(|_| index.is_none()));
        self.set_preview(index);
    }

    /// Marks a groove that no legal move takes (or clears the mark), with
    /// the reason as the board's tooltip: where a wall may not go shows red.
    fn show_refused(&mut self, target: Option<Target>) {
        let mut attempt = self.clicks.made().to_vec();
        let refused = target.filter(|t| {
            attempt.push(*t);
            matches!(t, Target::Groove { .. })
                && self.clicks.next_targets(&self.legal).iter().all(|n| n != t)
                && Clicks::default()
                    .next_targets(&self.legal)
                    .iter()
                    .all(|n| n != t)
        });
        let reason = refused
            .and_then(|_| self.history.current().explain(&attempt))
            .map(|r| self.lang.game(&r).into_owned());
        let _ = match &reason {
            Some(reason) => self.canvas.set_attribute("title", reason),
            None => self.canvas.remove_attribute("title"),
        };
        if self.refused != refused {
            self.refused = refused;
            self.draw();
        }
    }

    fn set_preview(&mut self, index: Option<usize>) {
        if self.preview != index {
            self.preview = index;
            self.draw();
        }
    }

    fn take_click(&mut self, target: Target) {
        self.preview = None;
        self.refused = None;
        if self.history.current().outcome().is_some() {
            self.say(self.lang.t(T::GameOver));
            return;
        }
        let mut attempt = self.clicks.made().to_vec();
        attempt.push(target);
        match self.clicks.click(target, &self.legal) {
            ClickResult::Play(index) => {
                let text = self.legal[index].text.clone();
                self.play(&text);
            }
            ClickResult::Pending | ClickResult::Undone => {
                self.say("");
                self.clicks_changed();
            }
            ClickResult::Rejected => {
                self.refused = Some(target).filter(|t| matches!(t, Target::Groove { .. }));
                let lang = self.lang;
                let reason = match self.history.current().explain(&attempt) {
                    Some(reason) => lang.game(&reason).into_owned(),
                    None => match target {
                        Target::Cell(c) | Target::Level { cell: c, .. } => {
                            lang.f(T::NoMoveAt, &[&c.to_string()])
                        }
                        _ => lang.t(T::NoMoveThere).to_string(),
                    },
                };
                self.say(&reason);
                self.clicks_changed();
            }
        }
    }

    fn play(&mut self, text: &str) {
        let before = self.history.current().scene();
        let mover = self.history.current().to_move();
        match self.history.play(text) {
            Ok(played) => {
                self.computer.resume();
                let game = self.history.current();
                let lang = self.lang;
                let mover = lang.game(game.seat_name(mover));
                let mut words = lang.f(T::Played, &[&mover, &played.text]);
                if let Some(outcome) = game.outcome() {
                    let result = describe_outcome(game, outcome);
                    words.push_str(&format!(" {}.", lang.game(&result)));
                }
                set_text(&self.announce, &words);
                let after = game.scene();
                let sound = super::sound::of_move(&before, &after, game.outcome().is_some());
                super::sound::play(sound);
                let plan = Plan::new(&before, &played.steps, &after);
                self.animation = Some((plan, now()));
                self.say("");
                self.changed();
                self.schedule_frame();
            }
            Err(error) => self.say(&self.lang.game(&error.to_string())),
        }
    }

    /// Says where every piece is, with the game's notes and whose turn it
    /// is, through the live region: a screen reader's view of the board.
    fn describe_board(&self) {
        let game = self.history.current();
        let names: Vec<&str> = (0..game.seat_count())
            .map(|i| game.seat_name(Seat(i as u8)))
            .collect();
        let lang = self.lang;
        let mut lines: Vec<String> = describe(&game.scene(), &names)
            .into_iter()
            .chain(game.notes())
            .map(|line| lang.game(&line).into_owned())
            .collect();
        if let Some(status) = &self.status {
            lines.push(status.text_content().unwrap_or_default());
        }
        set_text(&self.announce, &lines.join(". "));
    }

    fn step_back(&mut self) {
        self.computer.pause();
        self.finish_animation();
        if self.history.undo() {
            self.changed();
        }
    }

    fn step_forward(&mut self) {
        self.computer.pause();
        self.finish_animation();
        if self.history.redo() {
            self.changed();
        }
    }

    fn go(&mut self, ply: usize) {
        self.computer.pause();
        self.finish_animation();
        self.history.goto(ply);
        self.changed();
    }

    fn finish_animation(&mut self) {
        self.animation = None;
        self.frame = None;
    }

    fn schedule_frame(&mut self) {
        let app = self.app.clone();
        self.frame = Some(request_animation_frame(move |_| {
            with_page(&app, |page| {
                page.draw();
                if page.animation.is_some() {
                    page.schedule_frame();
                }
            })
        }));
    }

    /// The position on show.
    pub(super) fn game(&self) -> &dyn crate::any_game::AnyGame {
        self.history.current()
    }

    /// Whether the position on show is the latest (not a step back in history).
    pub(super) fn at_end(&self) -> bool {
        self.history.cursor() == self.history.moves().len()
    }

    /// Whether a move is still being animated.
    pub(super) fn animating(&self) -> bool {
        self.animation.is_some()
    }

    /// The app, for callbacks that come back to this page.
    pub(super) fn app(&self) -> Weak<RefCell<App>> {
        self.app.clone()
    }

    /// An element of the page by id.
    pub(super) fn root_element(&self, id: &str) -> Option<Element> {
        dom::document().get_element_by_id(id)
    }

    /// Plays a move given in notation, as a click would.
    pub(super) fn play_text(&mut self, text: &str) {
        self.play(text);
    }

    pub(super) fn say(&self, text: &str) {
        set_text(&self.message, text);
    }

    /// Replaces the game (new game or loaded record) and shows it, saved as
    /// a new entry so the game it replaces stays saved.
    fn replace(&mut self, history: History) {
        self.save_id = super::saved::fresh_id();
        self.computer.resume();
        self.finish_animation();
        self.history = history;
        let scene = self.history.current().scene();
        self.layout = Layout::fit_with_goals(
            self.size.0,
            self.size.1,
            scene.width,
            scene.height,
            self.flipped,
            scene.goals,
        );
        self.changed();
    }

    fn new_game(&mut self) {
        let engine = &self.info.engine;
        let mut pairs = Vec::new();
        if let Some(form) = &self.form {
            for spec in (engine.options)() {
                let selector = format!("[name=\"{}\"]", spec.key);
                let Ok(Some(control)) = form.query_selector(&selector) else {
                    continue;
                };
                let value = if let Some(select) = control.dyn_ref::<HtmlSelectElement>() {
                    select.value()
                } else if let Some(input) = control.dyn_ref::<HtmlInputElement>() {
                    input.value()
                } else {
                    continue;
                };
                if value != spec.default {
                    pairs.push((spec.key.to_string(), value));
                }
            }
        }
        let record = Record {
            game: self.info.id.to_string(),
            options: pairs,
            ..Record::default()
        };
        match History::from_record(&record) {
            Ok(history) => {
                self.replace(history);
                self.say(self.lang.t(T::NewGameStarted));
            }
            Err(error) => {
                let error = self.lang.game(&error.to_string()).into_owned();
                self.say(&self.lang.f(T::CannotStart, &[&error]));
            }
        }
    }

    fn load_record(&mut self) {
        if let Some(text) = self.record_box.as_ref().map(|b| b.value()) {
            self.load_text(&text);
        }
    }

    fn copy_link(&mut self) {
        let link = super::sharing::share_link(&self.history.record());
        let message = self.message.clone();
        super::sharing::copy(&link, self.lang, T::LinkCopied, move |text| {
            set_text(&message, text)
        });
    }

    fn copy_embed(&mut self) {
        let code = super::sharing::embed_code(&self.history, self.lang);
        if let Some(area) = find::<HtmlTextAreaElement>(&self.root, "embed-code") {
            area.set_value(&code);
            area.set_hidden(false);
        }
        let message = self.message.clone();
        super::sharing::copy(&code, self.lang, T::EmbedCopied, move |text| {
            set_text(&message, text)
        });
    }

    /// Opens a record file chosen by the player, as if it had been pasted.
    fn import(&mut self, event: &Event) {
        let Some(input) = event
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        else {
            return;
        };
        let app = self.app.clone();
        let lang = self.lang;
        let reading = super::sharing::read_chosen_file(&input, lang, move |text| {
            with_page(&app, |page| match text {
                Ok(text) => page.load_text(&text),
                Err(error) => page.say(&lang.f(T::FileNotOpened, &[&error])),
            })
        });
        match reading {
            Ok(listener) => self.reading = listener,
            Err(error) => self.say(&lang.f(T::FileNotOpened, &[&error])),
        }
    }

    fn load_text(&mut self, text: &str) {
        let record = match Record::parse_text(text) {
            Ok(record) => record,
            Err(error) => {
                let error = self.lang.game(&error.to_string()).into_owned();
                self.say(&self.lang.f(T::RecordUnreadable, &[&error]));
                return;
            }
        };
        if record.game != self.info.id {
            // Another game: let the router open its page.
            let _ = dom::window().location().set_hash(&record.to_fragment());
            return;
        }
        match History::from_record(&record) {
            Ok(history) => {
                self.replace(history);
                self.say(self.lang.t(T::RecordLoaded));
            }
            Err(error) => {
                let error = self.lang.game(&error.to_string()).into_owned();
                self.say(&self.lang.f(T::RecordNotLoaded, &[&error]));
            }
        }
    }

    /// After any change of game or shown position: refresh everything and save.
    fn changed(&mut self) {
        self.legal = self.history.current().legal_moves();
        self.clicks.clear();
        self.preview = None;
        // A result is shown once the move that made it has been seen: the
        // status waits for the animation's last frame (see `draw`).
        if self.animation.is_none() || self.history.current().outcome().is_none() {
            self.update_status();
        }
        self.update_moves();
        self.update_choices();
        let record = self.history.record();
        let fragment = record.to_fragment();
        // The entry's id rides in the address, so a reload finds its entry.
        dom::replace_fragment(&format!("{fragment}&save={}", self.save_id));
        let finished = self
            .at_end()
            .then(|| self.history.current().outcome().is_some());
        if !super::saved::save(&self.save_id, &record, finished) && !self.save_refused {
            self.save_refused = true;
            if let Some(note) = &self.storage_note {
                note.set_text_content(Some(self.lang.t(T::SaveFailed)));
                note.set_hidden(false);
            }
        }
        if let Some(area) = &self.record_box {
            area.set_value(&record.to_text());
        }
        if let Some(share) = &self.share {
            let _ = share.set_attribute("href", &format!("#{fragment}"));
        }
        self.draw();
        self.computer_after_change();
        super::partner::after_change(self);
    }

    fn update_status(&self) {
        let game = self.history.current();
        let lang = self.lang;
        let notes: Vec<String> = game
            .notes()
            .iter()
            .map(|n| lang.game(n).into_owned())
            .collect();
        set_text(&self.notes, &notes.join(" · "));
        let (text, class) = match game.outcome() {
            Some(outcome) => (
                lang.game(&describe_outcome(game, outcome)).into_owned(),
                "status over",
            ),
            None => (
                lang.f(T::ToMove, &[&lang.game(game.seat_name(game.to_move()))]),
                "status",
            ),
        };
        let total = self.history.moves().len();
        let cursor = self.history.cursor();
        let text = if cursor < total {
            lang.f(
                T::Viewing,
                &[&text, &cursor.to_string(), &total.to_string()],
            )
        } else {
            text
        };
        set_text(&self.status, &text);
        super::players::show(&self.players, game, self.history.start(), lang);
        if let Some(status) = &self.status {
            status.set_class_name(class);
            let ink = game.ink(game.to_move());
            let _ = status.set_attribute("data-ink", ink.name());
        }
    }

    fn update_moves(&mut self) {
        let seats = self.history.current().seat_count();
        self.moves_list
            .show(self.history.moves(), self.history.cursor(), seats);
    }

    /// After a click is taken or undone: the choice buttons follow the
    /// clicks made so far, and the board shows them.
    fn clicks_changed(&mut self) {
        self.update_choices();
        self.draw();
    }

    fn update_choices(&self) {
        let Some(box_) = &self.choices else {
            return;
        };
        let html: String = self
            .clicks
            .next_targets(&self.legal)
            .iter()
            .filter_map(|t| match t {
                Target::Choice(name) => Some(format!(
                    "<button data-choice=\"{name}\">{}</button>",
                    escape(&self.lang.game(&capitalised(name)))
                )),
                _ => None,
            })
            .collect();
        box_.set_inner_html(&html);
    }
}

/// The cell a target is on, if it is on one.
fn cell_of(target: &Target) -> Option<Coord> {
    match *target {
        Target::Cell(c) | Target::Level { cell: c, .. } => Some(c),
        _ => None,
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
