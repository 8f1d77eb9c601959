//! The computer's analysis of the shown position (issue 43, point 2): the
//! worker thinks about it, deeper with time, while the reader browses; the
//! page shows a side's chance as a bar, the best line (each move a button
//! that previews the position after it), the depth reached and the best
//! move as an arrow. It never searches itself (`web::search` runs it in the
//! worker), and a new position gives the old search up at once.

use gloo_render::request_animation_frame;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};

use super::page::{with_page, GamePage};
use crate::ai::Score;
use crate::game::{Seat, Target};
use crate::record::Colour;
use crate::ui::draw::annotations::Drawn;
use crate::ui::i18n::T;
use crate::ui::page_flags::PageFlags;
use crate::ui::review::first_seat_chance;
use crate::web::dom::{escape, find, number_at, set_text};
use crate::web::search::{Progress, Search};

/// How long one analysis thinks at most, in milliseconds: long enough to
/// go as deep as a reader waits, short enough that a forgotten tab stops.
const ANALYSIS_MS: u32 = 600_000;

impl GamePage {
    /// Finds the analysis panel's parts and listens to its controls.
    pub(super) fn wire_analysis(&mut self, root: &Element) {
        let parts = &mut self.analyst.parts;
        parts.summary = find(root, "analysis-summary");
        parts.meter = find(root, "eval-meter");
        parts.verdict = find(root, "eval-verdict");
        parts.line = find(root, "best-line");
        parts.progress = find(root, "review-progress");
        parts.graph = find(root, "review-graph");
        parts.found = find(root, "review-found");
        parts.keep = find(root, "review-keep");
        let mut add = |id: &str, kind: &'static str, f: fn(&mut GamePage, &web_sys::Event)| {
            self.listen_at(root, id, kind, f)
        };
        add("analyse", "change", |page, event| {
            let on = event
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                .is_some_and(|input| input.checked());
            page.set_analysis(on);
        });
        add("best-line", "click", |page, event| {
            if let Some(k) = number_at(event, "data-pv") {
                page.preview_best_line(k);
            }
        });
        add("review", "click", |page, _| page.review_start());
        add("review-keep", "click", |page, _| page.review_keep());
        add("review-graph", "click", |page, event| {
            page.review_graph_click(event)
        });
        add("review-found", "click", |page, event| {
            if let Some(ply) = number_at(event, "data-ply") {
                page.go(ply);
            }
        });
    }

    /// Opens the tools the address names (`ui::page_flags`).
    pub fn open_tools(&mut self, flags: PageFlags) {
        if flags.analyse {
            self.set_analysis(true);
        }
        if flags.edit {
            self.open_editor();
        }
    }

    /// Turns the analysis on or off (the checkbox, or `&analyse` in the
    /// address, which opens the panel too).
    pub(super) fn set_analysis(&mut self, on: bool) {
        self.analyst.on = on;
        if let Some(input) = find::<HtmlInputElement>(&self.root, "analyse") {
            input.set_checked(on);
        }
        if on {
            if let Some(details) = find::<Element>(&self.root, "analysis-box") {
                let _ = details.set_attribute("open", "");
            }
        }
        self.analyst.search = None;
        self.analyst.position.clear();
        // Refreshes the page, the address's `&analyse` and the analysis.
        self.changed();
    }

    /// After any change of the shown position: the analysis moves on to
    /// it, giving up the search of the one before.
    pub(super) fn analysis_after_change(&mut self) {
        self.show_review();
        // A review is for two opponents: not offered to four-player
        // Quoridor nor to Cancelletto's partners.
        if let Some(button) = find::<HtmlElement>(&self.root, "review") {
            button.set_hidden(!crate::ui::clock::offered(
                self.history.start(),
                self.info.id,
            ));
        }
        if !self.analyst.on {
            self.analyst.search = None;
            self.analyst.shown = None;
            self.show_analysis();
            return;
        }
        let position = self.history.current().position_text();
        if position == self.analyst.position {
            return;
        }
        self.analyst.position = position;
        self.analyst.shown = None;
        self.analyst.search = None;
        if !self.over() && self.analyst_free() {
            self.analyst.search = Some(Search::analyse(
                &self.analyst.helper,
                self.shown_record(),
                ANALYSIS_MS,
            ));
            self.analysis_schedule();
        }
        self.show_analysis();
    }

    /// Whether the worker is free for the shown position: a review under
    /// way has it until it ends.
    fn analyst_free(&self) -> bool {
        self.analyst
            .review
            .as_ref()
            .is_none_or(|review| review.search.is_none())
    }

    /// Asks for a look at the worker at the next frame.
    pub(super) fn analysis_schedule(&mut self) {
        let app = self.app.clone();
        self.analyst.frame = Some(request_animation_frame(move |_| {
            with_page(&app, |page| page.analysis_tick())
        }));
    }

    /// One frame's look at the analysis (or the review): shows a new
    /// report, and looks again next frame while a search runs.
    fn analysis_tick(&mut self) {
        self.analyst.frame = None;
        if self.review_tick() {
            self.analysis_schedule();
            return;
        }
        let Some(search) = self.analyst.search.as_mut() else {
            return;
        };
        let progress = search.poll();
        let report = search.analysis();
        let running = matches!(progress, Progress::Thinking);
        if let Progress::Failed = progress {
            self.analyst.search = None;
            set_text(
                &self.analyst.parts.verdict,
                self.lang.t(T::ComputerUnavailable),
            );
            return;
        }
        if !running {
            self.analyst.search = None;
        }
        if report.is_some() && report != self.analyst.shown {
            self.analyst.shown = report;
            self.show_analysis();
            self.draw();
        }
        if running {
            self.analysis_schedule();
        }
    }

    /// Writes the shown report: the bar, the words and the best line.
    pub(super) fn show_analysis(&self) {
        let parts = &self.analyst.parts;
        let game = self.history.current();
        let Some(report) = self.analyst.shown.as_ref().filter(|_| self.analyst.on) else {
            let words = if !self.analyst.on {
                ""
            } else if self.over() {
                self.lang.t(T::AnalysisOver)
            } else {
                self.lang.t(T::AnalysisStarting)
            };
            set_text(&parts.verdict, words);
            set_text(&parts.line, "");
            if let Some(meter) = &parts.meter {
                let _ = meter.set_attribute("value", "500");
                meter.set_hidden(!self.analyst.on);
            }
            return;
        };
        let mover = game.to_move();
        // Two sides against each other: the bar is read from the first
        // seat's side, as lichess's from White's; more seats, or seats
        // that win together (Cancelletto), from the mover's.
        let contest = crate::ui::clock::offered(game, self.info.id);
        let (seat, chance) = if contest {
            (Seat(0), first_seat_chance(report.chance, mover))
        } else {
            (mover, report.chance.min(1000))
        };
        let name = self.lang.game(game.seat_name(seat)).into_owned();
        if let Some(meter) = &parts.meter {
            meter.set_hidden(false);
            let _ = meter.set_attribute("value", &chance.to_string());
            let _ = meter.set_attribute("aria-label", &name);
        }
        let winner = match report.score {
            Score::Win(plies) => Some((mover, plies)),
            Score::Loss(plies) if contest => Some((Seat(1 - mover.0.min(1)), plies)),
            _ => None,
        };
        let verdict = match winner {
            Some((winner, plies)) => {
                let winner = self.lang.game(game.seat_name(winner)).into_owned();
                self.lang.f(T::ForcedWin, &[&winner, &plies.to_string()])
            }
            None => {
                let percent = (u32::from(chance) + 5) / 10;
                self.lang.f(T::Chance, &[&name, &percent.to_string()])
            }
        };
        let depth = self.lang.f(T::Depth, &[&report.depth.to_string()]);
        set_text(&parts.verdict, &format!("{verdict} · {depth}"));
        if let Some(line) = &parts.line {
            let mut html = format!("<span>{}</span> ", self.lang.t(T::BestLine));
            for (k, mv) in report.line.iter().enumerate() {
                html.push_str(&format!(
                    "<button data-pv=\"{}\" title=\"{}\">{}</button> ",
                    k + 1,
                    self.lang.t(T::BestLineTitle),
                    escape(mv)
                ));
            }
            line.set_inner_html(&html);
        }
    }

    /// Shows the position after the first `k` moves of the best line, as
    /// the partner's suggested turn is shown; the next change ends it.
    fn preview_best_line(&mut self, k: usize) {
        let Some(report) = &self.analyst.shown else {
            return;
        };
        let line: Vec<String> = report.line.iter().take(k).cloned().collect();
        if !line.is_empty() {
            self.preview = None;
            self.hint_line = Some(line);
            self.draw();
        }
    }

    /// The best move as an arrow (or a marked cell, for a move of one
    /// place), drawn over the shown position while the analysis is on.
    pub(super) fn analysis_arrow(&self) -> Option<Drawn> {
        if !self.analyst.on || self.editing.is_some() {
            return None;
        }
        let best = self.analyst.shown.as_ref()?.line.first()?;
        let clicks = &self.legal.iter().find(|m| &m.text == best)?.clicks;
        let cells: Vec<_> = clicks.iter().filter_map(place_of).collect();
        let from = *cells.first()?;
        let to = cells.last().copied().filter(|&to| to != from);
        Some(Drawn {
            colour: Colour::Blue,
            from,
            to,
        })
    }
}

/// The cell a click target is at: a groove by its corner cell, a side or
/// a checker of a stack by its cell; a goal off the grid, a tile's slot
/// and a choice button have none.
fn place_of(target: &Target) -> Option<crate::geometry::Coord> {
    match *target {
        Target::Cell(c) => Some(c),
        Target::Groove { at, .. } => Some(at),
        Target::Side { cell, .. } | Target::Level { cell, .. } => Some(cell),
        Target::Tile(_) | Target::Goal(_) | Target::Choice(_) => None,
    }
}
