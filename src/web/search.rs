//! A board's computer search, or a question for Cancelletto's solver: in a
//! Web Worker when the page has one, so the page's own thread only draws
//! and answers clicks while the computer thinks; otherwise in slices
//! between frames (`slicing.rs`), where the bundle has the computer.
//!
//! The worker is `www/worker.js`, which loads this same wasm and runs
//! [`crate::ai::Job`]s. Its URL comes from the script that loaded the
//! module ([`use_worker`]), because the page's address says nothing about
//! where an embed's files live. A page without it (a browser test), a
//! worker refused (an embed served from another origin), a worker that
//! fails to load or a job it cannot run all fall back to slices, so the
//! computer always answers. Giving up on a search stops the worker at
//! once; a fresh one starts with the next search.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use super::dom::now;
#[cfg(feature = "computer")]
use super::slicing::Slicer;
use crate::ai::{Analysis, Job, Level, Question, Reply, Solution, Task};
#[cfg(feature = "computer")]
use crate::ai::{AnyComputer, Thinker};
#[cfg(all(feature = "computer", feature = "cancelletto"))]
use crate::games::cancelletto::eval::answering::Answering;
use crate::record::Record;

thread_local! {
    static WORKER_URL: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Tells the module where its worker script is (`worker.js` beside
/// `tavoliere.js`): called by the site's, the frame's and the embed's
/// loaders with a URL made from their own `import.meta.url`.
#[wasm_bindgen]
pub fn use_worker(url: &str) {
    WORKER_URL.with(|u| *u.borrow_mut() = Some(url.to_string()));
}

/// Where the search runs, as a word for tests and measurements.
pub(super) const IN_WORKER: &str = "worker";
/// See [`IN_WORKER`].
pub(super) const IN_SLICES: &str = "slices";

/// A board's worker, kept between searches so the wasm is compiled once.
#[derive(Clone, Default)]
pub(super) struct Helper(Rc<RefCell<HelperState>>);

#[derive(Default)]
struct HelperState {
    running: Option<Running>,
    /// The worker could not start or failed: slices from now on.
    unusable: bool,
    /// The latest reply, with its job's id.
    reply: Option<(u64, Reply)>,
    /// The running job's best move so far ([`Reply::Best`]), with its id.
    best: Option<(u64, String)>,
    /// The running analysis's latest report ([`Reply::Info`]), with its id.
    info: Option<(u64, Analysis)>,
    /// The job the worker is running, until its reply comes.
    busy: Option<u64>,
    next_id: u64,
}

struct Running {
    worker: Worker,
    _listeners: [EventListener; 2],
}

impl Running {
    /// Starts a worker, or says why not (no URL, refused by the browser).
    fn start(helper: &Helper) -> Option<Running> {
        let url = WORKER_URL.with(|u| u.borrow().clone())?;
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(&url, &options).ok()?;
        let weak = Rc::downgrade(&helper.0);
        let on_message = EventListener::new(&worker, "message", move |event| {
            let text = event
                .dyn_ref::<MessageEvent>()
                .and_then(|m| m.data().as_string());
            if let (Some(state), Some((id, reply))) =
                (weak.upgrade(), text.as_deref().and_then(Reply::parse))
            {
                let mut state = state.borrow_mut();
                match reply {
                    Reply::Best(mv) => {
                        state.best = Some((id, mv));
                        return;
                    }
                    Reply::Info(analysis) => {
                        state.info = Some((id, analysis));
                        return;
                    }
                    _ => {}
                }
                if state.busy == Some(id) {
                    state.busy = None;
                }
                state.reply = Some((id, reply));
            }
        });
        let weak = Rc::downgrade(&helper.0);
        // A script that fails to load, or a panic in the worker.
        // The worker is stopped but kept: dropping it here would drop this
        // listener while it runs.
        let on_error = EventListener::new(&worker, "error", move |_| {
            if let Some(state) = weak.upgrade() {
                let mut state = state.borrow_mut();
                state.unusable = true;
                if let Some(running) = &state.running {
                    running.worker.terminate();
                }
            }
        });
        Some(Running {
            worker,
            _listeners: [on_message, on_error],
        })
    }
}

impl Drop for Running {
    /// A board that goes away (another page, an embed removed) stops its
    /// worker, which would otherwise live on with the page.
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

impl Helper {
    /// Sends a job to the worker (starting one if needed); `None` when
    /// the page must think by itself.
    fn send(&self, task: Task, seed: u64, millis: u32, record: Record) -> Option<u64> {
        if self.0.borrow().unusable {
            return None;
        }
        if self.0.borrow().running.is_none() {
            let Some(running) = Running::start(self) else {
                self.0.borrow_mut().unusable = true;
                return None;
            };
            self.0.borrow_mut().running = Some(running);
        }
        let mut state = self.0.borrow_mut();
        state.next_id += 1;
        let job = Job {
            id: state.next_id,
            task,
            seed,
            millis,
            record,
        };
        let worker = &state.running.as_ref()?.worker;
        worker
            .post_message(&JsValue::from_str(&job.to_text()))
            .ok()?;
        state.reply = None;
        state.best = None;
        state.info = None;
        state.busy = Some(job.id);
        Some(job.id)
    }

    /// The reply to job `id`, once it came; an error reply or a lost
    /// worker counts as a reply that asks the page to think by itself.
    fn reply(&self, id: u64) -> Option<Reply> {
        let state = self.0.borrow();
        match &state.reply {
            Some((got, reply)) if *got == id => Some(reply.clone()),
            _ if state.unusable || state.running.is_none() => {
                Some(Reply::Error("the worker stopped".into()))
            }
            _ => None,
        }
    }

    /// Job `id`'s best move so far, once the worker has told one.
    fn best(&self, id: u64) -> Option<String> {
        match &self.0.borrow().best {
            Some((got, mv)) if *got == id => Some(mv.clone()),
            _ => None,
        }
    }

    /// Job `id`'s latest analysis report, once the worker has sent one.
    fn info(&self, id: u64) -> Option<Analysis> {
        match &self.0.borrow().info {
            Some((got, analysis)) if *got == id => Some(analysis.clone()),
            _ => None,
        }
    }

    /// Gives job `id` up: stops the worker if it is still running it
    /// (the next job starts a fresh one), so it stops using the machine.
    fn give_up(&self, id: u64) {
        let mut state = self.0.borrow_mut();
        if state.busy == Some(id) {
            state.busy = None;
            // Dropping it stops it.
            state.running = None;
        }
    }
}

/// What the page knows of a search after a frame.
pub(super) enum Progress {
    /// Still thinking.
    Thinking,
    /// The move to play or show; `None` when there is none.
    Done(Option<String>),
    /// The solver's answer to a question.
    Solved(Solution),
    /// The computer could not run: its worker or its bundle did not load,
    /// and this bundle has no search (or, for a question, no solver) of its
    /// own. A bundle with the computer, the browser tests' build, thinks on
    /// the page instead.
    Failed,
}

/// One search in progress. Dropping it gives the search up.
pub(super) struct Search {
    task: Task,
    seed: u64,
    record: Record,
    /// When it started and its time limit, on the page's clock: a sliced
    /// search stops there (the worker keeps its own clock).
    started: f64,
    millis: u32,
    /// The player asked for the move now ([`Search::hurry`]).
    hurried: bool,
    way: Way,
}

enum Way {
    Worker {
        helper: Helper,
        id: u64,
    },
    #[cfg(feature = "computer")]
    Slices(Box<dyn Thinker>, Slicer),
    #[cfg(all(feature = "computer", feature = "cancelletto"))]
    Solving(Box<Answering>, Slicer),
    /// The record did not replay: there is nothing to search.
    Nothing,
    /// No worker, and no search in this bundle.
    #[cfg(not(feature = "computer"))]
    Failed,
}

impl Search {
    /// Starts a search of the position at the end of `record`.
    pub(super) fn start(
        helper: &Helper,
        record: Record,
        level: Level,
        seed: u64,
        millis: u32,
    ) -> Search {
        Search::begin(helper, record, Task::Search(level), seed, millis)
    }

    /// Asks Cancelletto's solver about the position at the end of
    /// `record`, for up to `millis`; the answer comes as
    /// [`Progress::Solved`].
    pub(super) fn ask(helper: &Helper, record: Record, question: Question, millis: u32) -> Search {
        Search::begin(helper, record, Task::Solve(question), 0, millis)
    }

    /// Thinks about the position at the end of `record` for up to
    /// `millis` without playing: its reports come through
    /// [`Search::analysis`], and it ends as [`Progress::Done`] with its
    /// best move.
    pub(super) fn analyse(helper: &Helper, record: Record, millis: u32) -> Search {
        Search::begin(helper, record, Task::Analyse, 0, millis)
    }

    /// What the search knows now, for an analysis: the worker's latest
    /// report, or the sliced search's own.
    pub(super) fn analysis(&self) -> Option<Analysis> {
        match &self.way {
            Way::Worker { helper, id } => helper.info(*id),
            #[cfg(feature = "computer")]
            Way::Slices(thinker, _) => thinker.analysis(),
            _ => None,
        }
    }

    fn begin(helper: &Helper, record: Record, task: Task, seed: u64, millis: u32) -> Search {
        let way = match helper.send(task, seed, millis, record.clone()) {
            Some(id) => Way::Worker {
                helper: helper.clone(),
                id,
            },
            None => slices(&record, task, seed),
        };
        Search {
            task,
            seed,
            record,
            started: now(),
            millis,
            hurried: false,
            way,
        }
    }

    /// Asks for the best move found so far instead of waiting for the
    /// search's end: the next [`Search::poll`] answers with it (a worker
    /// that has not told one yet answers as soon as it does, within
    /// [`crate::ai::REPORT_MS`]). A solver's question still waits.
    pub(super) fn hurry(&mut self) {
        self.hurried = true;
    }

    /// Whether the player asked for the move now.
    pub(super) fn is_hurried(&self) -> bool {
        self.hurried
    }

    /// Where it runs: [`IN_WORKER`] or [`IN_SLICES`].
    pub(super) fn place(&self) -> &'static str {
        match self.way {
            Way::Worker { .. } => IN_WORKER,
            _ => IN_SLICES,
        }
    }

    /// One frame's share: a slice of search, or a look for the worker's
    /// reply. A sliced search past its time limit ends with its best move
    /// (or the solver's answer) so far; the worker keeps its own clock.
    pub(super) fn poll(&mut self) -> Progress {
        if let Way::Worker { helper, id } = &self.way {
            match (self.task, helper.reply(*id)) {
                (Task::Search(_) | Task::Analyse, None) if self.hurried => {
                    return match helper.best(*id) {
                        Some(best) => Progress::Done(Some(best)),
                        None => Progress::Thinking,
                    };
                }
                (_, None) => return Progress::Thinking,
                (Task::Search(_) | Task::Analyse, Some(Reply::Move(text))) => {
                    return Progress::Done(Some(text))
                }
                (Task::Search(_) | Task::Analyse, Some(Reply::None)) => {
                    return Progress::Done(None)
                }
                (Task::Solve(_), Some(Reply::Solved(solution))) => {
                    return Progress::Solved(solution)
                }
                // An error, or a reply of the other kind: the page thinks
                // by itself from here, starting over.
                (_, Some(reply)) => {
                    let why = match reply {
                        Reply::Error(why) => why,
                        other => format!("`{}`", other.to_text(*id)),
                    };
                    web_sys::console::warn_1(
                        &format!("Tavoliere: the computer's worker failed ({why})").into(),
                    );
                    self.way = slices(&self.record, self.task, self.seed);
                    self.started = now();
                }
            }
        }
        match &mut self.way {
            #[cfg(feature = "computer")]
            Way::Slices(thinker, slicer) => {
                let done = self.hurried || slicer.run(thinker.as_mut());
                if done || now() - self.started >= f64::from(self.millis) {
                    Progress::Done(thinker.best_move())
                } else {
                    Progress::Thinking
                }
            }
            #[cfg(not(feature = "computer"))]
            Way::Failed => Progress::Failed,
            #[cfg(all(feature = "computer", feature = "cancelletto"))]
            Way::Solving(answering, slicer) => {
                let done = slicer.solve(answering);
                if done || now() - self.started >= f64::from(self.millis) {
                    Progress::Solved(answering.solution())
                } else {
                    Progress::Thinking
                }
            }
            _ => match self.task {
                Task::Search(_) | Task::Analyse => Progress::Done(None),
                Task::Solve(_) => Progress::Failed,
            },
        }
    }
}

impl Drop for Search {
    fn drop(&mut self) {
        if let Way::Worker { helper, id } = &self.way {
            helper.give_up(*id);
        }
    }
}

/// The search on the page's own thread, when this bundle has the computer
/// (the browser tests' build); the site's bundles have it in the worker only.
/// A question goes to the solver, where the bundle has Cancelletto's.
#[cfg(feature = "computer")]
fn slices(record: &Record, task: Task, seed: u64) -> Way {
    let Ok(replay) = record.replay() else {
        return Way::Nothing;
    };
    match task {
        Task::Search(level) => Way::Slices(replay.end.thinker(level, seed), Slicer::default()),
        // The tests' build, where the page searches itself: as the worker does.
        Task::Analyse => Way::Slices(replay.end.analyst(seed), Slicer::default()),
        #[cfg(feature = "cancelletto")]
        Task::Solve(question) => match Answering::for_game(replay.end.as_ref(), question) {
            Some(answering) => Way::Solving(Box::new(answering), Slicer::default()),
            None => Way::Nothing,
        },
        #[cfg(not(feature = "cancelletto"))]
        Task::Solve(_) => Way::Nothing,
    }
}

/// Without the computer in this bundle there is no search but the worker's:
/// a board whose worker cannot run says so ([`Progress::Failed`]).
#[cfg(not(feature = "computer"))]
fn slices(_record: &Record, _task: Task, _seed: u64) -> Way {
    Way::Failed
}
