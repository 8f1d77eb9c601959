//! A game page at work: the page's state, building and wiring it, animation,
//! status, move list, undo and redo, new game, record and link, and saving
//! after every change.

use std::cell::RefCell;
use std::rc::Weak;

use gloo_events::{EventListener, EventListenerOptions};
use gloo_render::{request_animation_frame, AnimationFrame};
use wasm_bindgen::JsCast;
use web_sys::{
    CanvasRenderingContext2d, Element, Event, EventTarget, HtmlCanvasElement, HtmlElement,
    HtmlTextAreaElement, PointerEvent,
};

use crate::any_game::LegalMove;
use crate::game::{Seat, Target};
use crate::games::GameInfo;
use crate::geometry::Coord;
use crate::record::Record;
use crate::ui::animation::Plan;
use crate::ui::clicks::Clicks;
use crate::ui::describe::describe;
use crate::ui::history::History;
use crate::ui::i18n::{capitalised, Lang, T};
use crate::ui::layout::Layout;
use crate::ui::page_flags::PageFlags;
use crate::ui::pointing;
use crate::ui::scene::Highlight;
use crate::ui::view::AnyView;

use super::analysis_state::Analyst;
use super::clock_state::PageClock;
use super::computer_state::Computer;
use super::editor_state::Editing;
use crate::ui::by_link::ByLink;
use crate::ui::game_loop::Pending;
use crate::web::dom::{self, escape, find, now, set_text};
use crate::web::move_list::MoveList;
#[cfg(feature = "cancelletto")]
use crate::web::partner::Partner;

/// The live state of an open game page.
pub struct GamePage {
    pub(super) app: Weak<RefCell<dyn PageHost>>,
    pub(super) info: &'static GameInfo,
    pub(super) canvas: HtmlCanvasElement,
    pub(super) ctx: CanvasRenderingContext2d,
    pub(super) status: Option<HtmlElement>,
    pub(super) message: Option<HtmlElement>,
    /// "Play here and remove the later moves?", with its text.
    pub(super) question: Option<HtmlElement>,
    pub(super) question_text: Option<HtmlElement>,
    /// What waits for the answer to `question`.
    pub(super) pending: Option<Pending>,
    /// The match, when the game is played with a friend by link.
    pub(super) by_link: Option<ByLink>,
    /// Where the page says, and keeps saying, that the browser refused to
    /// save: a move clears `message`, but this stays until the page closes.
    pub(super) storage_note: Option<HtmlElement>,
    pub(super) choices: Option<HtmlElement>,
    pub(super) moves_list: MoveList,
    /// The players panel: one row per seat, the one to move marked.
    pub(super) players: Option<HtmlElement>,
    pub(super) notes: Option<HtmlElement>,
    pub(super) record_box: Option<HtmlTextAreaElement>,
    pub(super) share: Option<HtmlElement>,
    pub(super) form: Option<HtmlElement>,
    pub(super) history: History,
    pub(super) legal: Vec<LegalMove>,
    pub(super) clicks: Clicks,
    /// The legal move (index) whose consequences are shown, if any.
    pub(super) preview: Option<usize>,
    /// A line of moves whose consequences are shown together: the turn the
    /// partner suggests, until the position changes.
    pub(super) hint_line: Option<Vec<String>>,
    /// A wall groove under the pointer (or last tapped) that no legal move
    /// takes, shown as refused.
    pub(super) refused: Option<Target>,
    /// Drawing a comment's shape: the cell a right-drag (or, in shapes
    /// mode, a tap) started on.
    pub(super) shape_from: Option<Coord>,
    /// Whether taps draw shapes rather than move (the touch way to draw).
    pub(super) drawing: bool,
    /// The keyboard cursor's cell, shown while the board has keyboard focus.
    pub(super) cursor: Option<Coord>,
    pub(super) announce: Option<HtmlElement>,
    pub(super) flipped: bool,
    pub(super) layout: Layout,
    pub(super) size: (f64, f64),
    /// Whether the canvas has been fitted to its box. The first draw fits
    /// it, once the page's text is in place, so the browser lays the new
    /// page out once rather than again after `refresh`.
    pub(super) measured: bool,
    pub(super) animation: Option<(Plan, f64)>,
    /// `Game::reach` for the clicks made in a position (its text): a route
    /// search, so not repeated on every redraw.
    pub(super) reach: Option<(Vec<Target>, String, Vec<Highlight>)>,
    pub(super) frame: Option<AnimationFrame>,
    pub(super) listeners: Vec<EventListener>,
    pub(super) computer: Computer,
    /// Cancelletto's solver-backed partner, on that game's page only.
    #[cfg(feature = "cancelletto")]
    pub(super) partner: Option<Partner>,
    /// The page's element, to find its parts after it is built.
    pub(super) root: Element,
    /// Kept while a record file is being read.
    pub(super) reading: Option<EventListener>,
    /// The saved-games entry this game is saved under after every change
    /// (`super::saved`); a new or loaded game gets a new one.
    pub(super) save_id: String,
    /// Whether the page has said that the browser refused to save: said
    /// once, not after every move.
    pub(super) save_refused: bool,
    /// The language the page is shown in (a switch rebuilds the page).
    pub(super) lang: Lang,
    /// The game clock's running side and tick, when the game has a clock.
    pub(super) clock: PageClock,
    /// The computer's analysis of the shown position, and a game's review.
    pub(super) analyst: Analyst,
    /// The board editor, while it is open.
    pub(super) editing: Option<Editing>,
}

/// What holds the open game page (the site's app): callbacks find the page
/// through it, so the page need not know the app.
pub trait PageHost {
    /// The open game page, if one is open.
    fn page_mut(&mut self) -> Option<&mut GamePage>;
}

/// Runs `f` on the open game page, if there is one and it is not busy.
pub fn with_page(app: &Weak<RefCell<dyn PageHost>>, f: impl FnOnce(&mut GamePage)) {
    if let Some(app) = app.upgrade() {
        if let Ok(mut app) = app.try_borrow_mut() {
            if let Some(page) = app.page_mut() {
                f(page);
            }
        }
    }
}

/// Listens to `kind` events on `target` for the open page.
pub(super) fn listen(
    app: &Weak<RefCell<dyn PageHost>>,
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
        app: Weak<RefCell<dyn PageHost>>,
        root: &Element,
        info: &'static GameInfo,
        (history, save_id): (History, String),
        message: Option<String>,
    ) -> Option<GamePage> {
        let engine = &info.engine;
        let lang = crate::web::lang::current();
        root.set_inner_html(&crate::web::pages::game_html(
            lang,
            info,
            (engine.options)(),
            (
                &history.current().all_options(),
                history.clock().map(|c| c.control),
            ),
        ));
        let canvas: HtmlCanvasElement = find(root, "board")?;
        let ctx = crate::web::board::context_2d(&canvas)?;
        let scene = history.current().scene();
        let mut page = GamePage {
            app: app.clone(),
            info,
            canvas,
            ctx,
            status: find(root, "status"),
            message: find(root, "message"),
            question: find(root, "question"),
            question_text: find(root, "question-text"),
            pending: None,
            by_link: None,
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
            hint_line: None,
            refused: None,
            shape_from: None,
            drawing: false,
            cursor: None,
            announce: find(root, "announce"),
            flipped: false,
            layout: Layout::fit_with_goals(1.0, 1.0, scene.width, scene.height, false, scene.goals),
            size: (1.0, 1.0),
            measured: false,
            animation: None,
            reach: None,
            frame: None,
            listeners: Vec::new(),
            computer: Computer::default(),
            #[cfg(feature = "cancelletto")]
            partner: None,
            root: root.clone(),
            reading: None,
            save_id,
            save_refused: false,
            lang,
            clock: PageClock::default(),
            analyst: Analyst::default(),
            editing: None,
        };
        page.show_title();
        page.clock_start();
        page.wire(root);
        page.wire_tree(root);
        #[cfg(feature = "cancelletto")]
        {
            page.partner = Partner::mount::<GamePage>(&app, root, info.id, lang);
        }
        page.computer_setup(root);
        page.wire_analysis(root);
        page.wire_editor(root);
        // The board is measured and drawn once, by `refresh`'s draw after
        // it has filled in the page's text; the game is stored (its record,
        // card and picture: about a fifth of the work) after the first
        // frame is painted, so the board shows sooner.
        page.refresh();
        let app = page.app.clone();
        dom::after_paint(move || {
            with_page(&app, |page| {
                let record = page.history.record();
                page.store(&record);
            })
        });
        if let Some(message) = message {
            page.say(&message);
        }
        Some(page)
    }

    /// Listens to `kind` events on the element `id` inside `root`, when the
    /// page has it: how each panel wires its controls.
    pub(super) fn listen_at(
        &mut self,
        root: &Element,
        id: &str,
        kind: &'static str,
        f: fn(&mut GamePage, &Event),
    ) {
        if let Some(target) = find::<EventTarget>(root, id) {
            let listener = listen(&self.app, &target, kind, f);
            self.listeners.push(listener);
        }
    }

    pub(super) fn wire(&mut self, root: &Element) {
        let mut add = |id: &str, kind: &'static str, f: fn(&mut GamePage, &Event)| {
            self.listen_at(root, id, kind, f)
        };
        add("board", "pointerdown", |page, event| {
            if let Some(event) = event.dyn_ref::<PointerEvent>() {
                event.prevent_default();
                if page.shape_press(event) {
                    return;
                }
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
        add("question-yes", "click", |page, _| page.answer(true));
        add("question-no", "click", |page, _| page.answer(false));
        add("rematch", "click", |page, _| page.rematch(false));
        add("rematch-swapped", "click", |page, _| page.rematch(true));
        add("end-new-game", "click", |page, _| page.show_new_game_form());
        add("send-move", "click", |page, _| page.send_move());
        add("redo", "click", |page, _| page.step_forward());
        add("first", "click", |page, _| page.go(0));
        add("last", "click", |page, _| page.go(usize::MAX));
        add("flip", "click", |page, _| {
            page.flipped = !page.flipped;
            page.resize();
        });
        add("describe", "click", |page, _| page.describe_board());
        add("moves", "click", |page, event| {
            if let Some(ply) = dom::number_at(event, "data-ply") {
                page.go(ply);
            }
        });
        add("choices", "click", |page, event| {
            let choice = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|e| e.get_attribute("data-choice"));
            let target =
                choice.and_then(|c| pointing::choice_target(&page.clicks, &page.legal, &c));
            if let Some(target) = target {
                page.take_click(target);
            }
        });
        add("new-game", "submit", |page, event| {
            event.prevent_default();
            page.new_game();
        });
        add("load", "click", |page, _| page.load_record());
        add("share-copy", "click", |page, _| page.copy_link());
        add("embed-copy", "click", |page, _| page.copy_embed());
        add("puzzle-copy", "click", |page, _| page.copy_puzzle());
        add("export", "click", |page, _| {
            if let Err(error) = crate::web::sharing::download(&page.history.record(), page.lang) {
                page.say(&page.lang.f(T::CannotSave, &[&error]));
            }
        });
        add("picture", "click", |page, _| {
            if let Err(error) = crate::web::sharing::download_picture(&page.history, page.lang) {
                page.say(&page.lang.f(T::PictureNotSaved, &[&error]));
            }
        });
        add("import", "change", |page, event| page.import(event));
    }

    /// Fits the canvas to its box at the device's pixel ratio and redraws.
    pub fn resize(&mut self) {
        self.fit();
        self.draw();
    }

    /// Sizes the canvas to its box and lays the board out in it.
    pub(super) fn fit(&mut self) {
        let scene = self.history.current().scene();
        (self.size, self.layout) =
            crate::web::board::fit(&self.canvas, &self.ctx, &scene, self.flipped);
        self.measured = true;
    }

    pub(super) fn play(&mut self, text: &str) {
        if self.clock_flag_fell() {
            return;
        }
        let before = self.history.current().scene();
        let mover = self.history.current().to_move();
        match self.history.play(text) {
            Ok(played) => {
                // Against the computer the line played on is the game: a
                // take-back and another move make it the main line, the
                // old one kept as a variation.
                if let crate::ui::game_loop::Plays::Seat(_) = self.computer.plays {
                    self.history.make_main();
                }
                // A move that became the game's latest hands the clock over
                // (not one that followed the game's own next move).
                if self.at_end() {
                    self.clock_after_move(mover);
                }
                self.computer.resume();
                let game = self.history.current();
                let lang = self.lang;
                let mover = lang.game(game.seat_name(mover));
                let mut words = lang.f(T::Played, &[&mover, &played.text]);
                if let Some(result) = self.outcome_words() {
                    words.push_str(&format!(" {result}."));
                }
                set_text(&self.announce, &words);
                let after = game.scene();
                let sound = crate::web::sound::of_move(&before, &after, self.over());
                crate::web::sound::play(sound);
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
    pub(super) fn describe_board(&self) {
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

    /// Shows the position after `ply` moves; what was said about the
    /// position left behind goes.
    pub(super) fn go(&mut self, ply: usize) {
        self.step_to(|history| history.goto(ply));
    }

    /// Moves through the game by `step` (to a ply, into a line) or changes
    /// its tree (promoting, deleting a line), then shows the result: the
    /// computer waits, a running animation ends, what was said goes.
    pub(super) fn step_to(&mut self, step: impl FnOnce(&mut History)) {
        self.computer.pause();
        self.finish_animation();
        step(&mut self.history);
        self.say("");
        self.changed();
    }

    /// Ends a running animation at once (a click, a step through the
    /// game); the status it held back is said now.
    pub(super) fn finish_animation(&mut self) {
        self.frame = None;
        if self.animation.take().is_some() {
            self.update_status();
        }
    }

    pub(super) fn schedule_frame(&mut self) {
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

    /// Whether the position on show is the latest (not a step back in history).
    pub(super) fn at_end(&self) -> bool {
        self.history.cursor() == self.history.moves().len()
    }

    /// The game up to the position on show: what the computer and the
    /// partner search from, a hint or a question being possible in the
    /// middle of a game.
    pub(super) fn shown_record(&self) -> Record {
        self.history.record_to_here()
    }

    /// Says why something was refused or failed, in the colour of errors.
    pub(super) fn say(&self, text: &str) {
        show_message(&self.message, text, false);
    }

    /// Says what happened when it is news, not a fault (a new game, a
    /// loaded record, an answer), in the page's ordinary ink.
    pub(super) fn inform(&self, text: &str) {
        show_message(&self.message, text, true);
    }

    /// Replaces the game (new game or loaded record) and shows it, saved as
    /// a new entry so the game it replaces stays saved.
    pub(super) fn replace(&mut self, history: History) {
        self.save_id = crate::web::saved::fresh_id();
        self.computer.resume();
        self.finish_animation();
        self.history = history;
        self.clock_start();
        self.show_title();
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

    /// The tab's title: the game, and its variant when it is not the
    /// usual one ("Porta · Doppia Anta · Tavoliere").
    pub(super) fn show_title(&self) {
        let name = crate::web::pages::name(self.lang, self.info);
        let options = self.history.record().options;
        let title = match crate::ui::i18n::options::variant_title(self.lang, self.info.id, &options)
        {
            Some(variant) => format!("{name} · {variant} · Tavoliere"),
            None => format!("{name} · Tavoliere"),
        };
        dom::document().set_title(&title);
    }

    /// After any change of game or shown position: refresh everything and save.
    /// After the game or the cursor changed: the page follows it, and the
    /// game is stored in this browser's saves.
    pub(super) fn changed(&mut self) {
        let record = self.refresh();
        self.store(&record);
    }

    /// Brings everything the page shows in line with the history (and the
    /// address, so a reload finds the entry), and returns the record shown.
    fn refresh(&mut self) -> Record {
        // A game over on time has no moves to offer, whatever its rules say.
        self.legal = if self.over() {
            Vec::new()
        } else {
            self.history.current().legal_moves()
        };
        self.clicks.clear();
        self.preview = None;
        self.hint_line = None;
        self.hide_question();
        // Whose turn it is, or the result, is said once the move that made
        // it has been seen: the status waits for the animation's last frame
        // (see `draw`), or for the click that cuts it short.
        if self.animation.is_none() {
            self.update_status();
        }
        self.update_moves();
        self.update_choices();
        let record = self.history.record();
        let fragment = record.to_fragment();
        // The entry's id rides in the address, so a reload finds its entry.
        let tail = self.by_link.as_ref().map_or_else(String::new, |b| {
            crate::ui::by_link::link_tail(&b.match_id, None)
        });
        let flags = PageFlags {
            analyse: self.analyst.on,
            edit: self.editing.is_some(),
        };
        dom::replace_fragment(&format!(
            "{fragment}&save={}{tail}{}",
            self.save_id,
            flags.tail()
        ));
        if let Some(area) = &self.record_box {
            area.set_value(&record.to_text());
        }
        if let Some(share) = &self.share {
            let _ = share.set_attribute("href", &format!("#{fragment}"));
        }
        self.draw();
        self.computer_after_change();
        self.analysis_after_change();
        #[cfg(feature = "cancelletto")]
        crate::web::partner::after_change(self);
        record
    }

    /// Stores the game, as `record`, in this browser's saves, and says once
    /// if the browser refuses.
    fn store(&mut self, record: &Record) {
        let finished = self.at_end().then(|| self.over());
        let end = self.at_end().then_some(&self.history);
        if !crate::web::saved::save(&self.save_id, record, finished, end) && !self.save_refused {
            self.save_refused = true;
            if let Some(note) = &self.storage_note {
                note.set_text_content(Some(self.lang.t(T::SaveFailed)));
                note.set_hidden(false);
            }
        }
    }

    pub(super) fn update_status(&self) {
        let game = self.history.current();
        let lang = self.lang;
        let notes: Vec<String> = game
            .notes()
            .iter()
            .map(|n| lang.game(n).into_owned())
            .collect();
        set_text(&self.notes, &notes.join(" · "));
        let (text, class) = match self.outcome_words() {
            Some(words) => (words, "status over"),
            None => {
                let seat = lang.game(game.seat_name(game.to_move()));
                let text = match &self.by_link {
                    Some(b) if b.you == game.to_move() => lang.f(T::ToMoveYou, &[&seat]),
                    Some(_) => lang.f(T::ToMoveFriend, &[&seat]),
                    None => lang.f(T::ToMove, &[&seat]),
                };
                (text, "status")
            }
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
        self.update_end_actions();
        self.update_send_bar();
        let timed = self.history.clock().is_some();
        crate::web::players::show(
            &self.players,
            game,
            self.history.start(),
            lang,
            (self.over(), timed),
        );
        self.show_clock_faces();
        if let Some(status) = &self.status {
            status.set_class_name(class);
            let ink = game.ink(game.to_move());
            let _ = status.set_attribute("data-ink", ink.name());
        }
    }

    pub(super) fn update_moves(&mut self) {
        self.review_marks();
        self.moves_list.show_game(&self.history);
        self.update_tree();
    }

    /// After a click is taken or undone: the choice buttons follow the
    /// clicks made so far, and the board shows them.
    pub(super) fn clicks_changed(&mut self) {
        self.update_choices();
        self.draw();
    }

    pub(super) fn update_choices(&self) {
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

/// Writes `text` in the page's message line: as news, in ordinary ink, or
/// as a refusal, in the colour of errors. Also for answers that arrive
/// later (a copy, a share), which hold the line rather than the page.
pub(super) fn show_message(message: &Option<HtmlElement>, text: &str, news: bool) {
    set_text(message, text);
    if let Some(message) = message {
        message.set_class_name(if news { "message info" } else { "message" });
    }
}
