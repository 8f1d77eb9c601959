//! A game's review on the page (issue 43, point 3): one button runs the
//! analysis over every position of the line on show, a few hundred
//! milliseconds each, with a progress bar; then the first seat's chance is
//! drawn over the game (a click goes to that move), and the moves that lost
//! most are listed and marked in the move list, each with the computer's
//! better move. "Keep as comments" writes them into the record as glyphs
//! and comments. The weighing is `ui::review`'s; this file runs and shows it.

use web_sys::{Element, MouseEvent};

use super::analysis_state::Reviewing;
use super::page::GamePage;
use crate::ui::i18n::T;
use crate::ui::review::{first_seat_chance, outcome_chance, Found, Review, Slip};
use crate::ui::turns::row_starts;
use crate::web::dom::{escape, set_text};
use crate::web::search::{Progress, Search};

/// The time the whole review aims at, in milliseconds: a long game's
/// positions get less each, down to [`LEAST_MS`], a short one's more, up
/// to [`MOST_MS`].
const REVIEW_MS: u32 = 36_000;
const LEAST_MS: u32 = 250;
const MOST_MS: u32 = 1_500;

/// The graph's box, in its own units (the style stretches it).
const GRAPH_WIDTH: f64 = 300.0;
const GRAPH_HEIGHT: f64 = 60.0;

impl GamePage {
    /// Starts reviewing the line on show, from its start to its end.
    pub(super) fn review_start(&mut self) {
        let start = self.history.start();
        // Two sides against each other (what a clock is offered for): not
        // four-player Quoridor, nor Cancelletto, whose two seats win or
        // lose together.
        if !crate::ui::clock::offered(start, self.info.id) {
            set_text(&self.analyst.parts.progress, self.lang.t(T::ReviewTwoOnly));
            return;
        }
        let moves = self.history.moves().to_vec();
        let mut position = start.clone_box();
        let mut to_move = vec![position.to_move()];
        let mut outcomes = vec![position.outcome()];
        for mv in &moves {
            if position.play_text(mv).is_err() {
                break;
            }
            to_move.push(position.to_move());
            outcomes.push(position.outcome());
        }
        let moves: Vec<String> = moves.into_iter().take(to_move.len() - 1).collect();
        let positions = moves.len() as u32 + 1;
        self.analyst.search = None;
        self.analyst.position.clear();
        let starts = row_starts(self.history.movers(), self.history.turn_ends());
        let mut round = 0;
        let labels = moves
            .iter()
            .zip(&starts)
            .map(|(mv, &starts)| {
                round += usize::from(starts);
                let dot = if starts { "." } else { "…" };
                format!("{}{dot} {mv}", round.max(1))
            })
            .collect();
        self.analyst.review = Some(Reviewing {
            labels,
            movers: self.history.movers()[..moves.len()].to_vec(),
            verdicts: Review::new(moves.len()),
            moves,
            to_move,
            outcomes,
            at: 0,
            search: None,
            millis: (REVIEW_MS / positions).clamp(LEAST_MS, MOST_MS),
        });
        self.moves_list.set_slips(Vec::new());
        self.show_review();
        self.analysis_schedule();
    }

    /// One frame's work on the review: judges a finished position at once,
    /// starts the next position's search, or takes a search's verdict.
    /// Returns whether the review still runs (the page looks again next
    /// frame); at its end the shown position's analysis resumes.
    pub(super) fn review_tick(&mut self) -> bool {
        let Some(review) = self.analyst.review.as_mut() else {
            return false;
        };
        if review.search.is_none() {
            let Some(at) = review.verdicts.next() else {
                return false;
            };
            review.at = at;
            if let Some(outcome) = review.outcomes[at] {
                review.verdicts.judge(at, outcome_chance(outcome), None);
            } else {
                let mut record = self.history.record_to_here();
                record.moves = review.moves[..at].to_vec();
                review.search = Some(Search::analyse(&self.analyst.helper, record, review.millis));
                return true;
            }
        } else if let Some(search) = review.search.as_mut() {
            match search.poll() {
                Progress::Thinking => return true,
                Progress::Failed | Progress::Solved(_) => {
                    self.analyst.review = None;
                    set_text(
                        &self.analyst.parts.progress,
                        self.lang.t(T::ComputerUnavailable),
                    );
                    return false;
                }
                Progress::Done(best) => {
                    let report = search.analysis();
                    let at = review.at;
                    let chance = report.as_ref().map_or(500, |r| r.chance);
                    let best = best.or_else(|| report.and_then(|r| r.line.first().cloned()));
                    let chance = first_seat_chance(chance, review.to_move[at]);
                    review.verdicts.judge(at, chance, best);
                    review.search = None;
                }
            }
        }
        let running = review.verdicts.next().is_some();
        self.show_review();
        if !running {
            // `update_moves` marks the findings (`review_marks`).
            self.update_moves();
            self.analysis_after_change();
        }
        running
    }

    /// Marks the review's findings in the move list while the line on show
    /// is the one reviewed (another line's moves are not marked).
    pub(super) fn review_marks(&mut self) {
        let same_line = self.analyst.review.as_ref().is_some_and(|r| {
            r.verdicts.next().is_none() && r.moves.as_slice() == self.history.moves()
        });
        let marks = if same_line {
            self.review_found()
                .iter()
                .map(|f| (f.ply, slip_class(f.slip), self.found_words(f)))
                .collect()
        } else {
            Vec::new()
        };
        self.moves_list.set_slips(marks);
    }

    /// The moves the finished (or running) review found wanting.
    fn review_found(&self) -> Vec<Found> {
        self.analyst
            .review
            .as_ref()
            .map(|r| r.verdicts.found(&r.movers, &r.moves))
            .unwrap_or_default()
    }

    /// "Blunder by Black, better was c3-d4".
    fn found_words(&self, found: &Found) -> String {
        let Some(review) = &self.analyst.review else {
            return String::new();
        };
        let game = self.history.start();
        let mover = self.lang.game(game.seat_name(review.movers[found.ply]));
        let slip = self.lang.t(match found.slip {
            Slip::Inaccuracy => T::Inaccuracy,
            Slip::Mistake => T::Mistake,
            Slip::Blunder => T::Blunder,
        });
        let mut words = self.lang.f(T::SlipOf, &[slip, &mover]);
        if let Some(better) = &found.better {
            words.push_str(", ");
            words.push_str(&self.lang.f(T::BetterWas, &[better]));
        }
        words
    }

    /// Writes the review's progress, graph and findings.
    pub(super) fn show_review(&self) {
        let Some(review) = &self.analyst.review else {
            return;
        };
        let parts = &self.analyst.parts;
        let total = review.verdicts.positions();
        let judged = review.verdicts.judged();
        let running = judged < total;
        if let Some(progress) = &parts.progress {
            progress.set_hidden(false);
            let bar = format!(
                "<progress max=\"{total}\" value=\"{judged}\"></progress> {}",
                escape(
                    &self
                        .lang
                        .f(T::Reviewing, &[&judged.to_string(), &total.to_string()])
                )
            );
            progress.set_inner_html(if running { &bar } else { "" });
        }
        if let Some(graph) = &parts.graph {
            graph.set_hidden(false);
            let first = self
                .lang
                .game(self.history.start().seat_name(crate::game::Seat(0)));
            let label = self.lang.f(T::GraphLabel, &[&first]);
            let _ = graph.set_attribute("aria-label", &label);
            let _ = graph.set_attribute("title", &label);
            graph.set_inner_html(&graph_svg(&review.verdicts, self.history.cursor()));
        }
        let found = if running {
            Vec::new()
        } else {
            self.review_found()
        };
        if let Some(list) = &parts.found {
            let mut html = String::new();
            for f in &found {
                html.push_str(&format!(
                    "<li class=\"{}\"><button data-ply=\"{}\">{}</button> {}</li>",
                    slip_class(f.slip),
                    f.ply + 1,
                    escape(&review.labels[f.ply]),
                    escape(&self.found_words(f))
                ));
            }
            if !running && found.is_empty() {
                html = format!("<li>{}</li>", self.lang.t(T::ReviewClean));
            }
            list.set_inner_html(&html);
        }
        if let Some(keep) = &parts.keep {
            keep.set_hidden(running || found.is_empty());
        }
    }

    /// A click on the graph goes to the position under it.
    pub(super) fn review_graph_click(&mut self, event: &web_sys::Event) {
        let (Some(event), Some(graph)) = (
            wasm_bindgen::JsCast::dyn_ref::<MouseEvent>(event),
            self.analyst.parts.graph.as_ref(),
        ) else {
            return;
        };
        let Some(review) = &self.analyst.review else {
            return;
        };
        let rect = Element::get_bounding_client_rect(graph);
        let at = review
            .verdicts
            .position_at(f64::from(event.client_x()) - rect.left(), rect.width());
        self.go(at);
    }

    /// Writes the review into the record: each slip's glyph, and its words
    /// after the move's comment; the reader's own glyphs and words stay.
    pub(super) fn review_keep(&mut self) {
        let found = self.review_found();
        let cursor = self.history.cursor();
        for f in &found {
            let words = format!("{}.", self.found_words(f));
            self.history.goto(f.ply + 1);
            if self.history.glyphs().iter().all(|g| g.symbol().is_none()) {
                self.history.set_glyph(Some(f.slip.glyph()));
            }
            let comment = self.history.comment_mut();
            if !comment.text.contains(&words) {
                if !comment.text.is_empty() {
                    comment.text.push(' ');
                }
                comment.text.push_str(&words);
            }
        }
        self.history.goto(cursor);
        self.inform(self.lang.t(T::ReviewKept));
        self.changed();
    }
}

/// The class a slip's item and move carry, for their colour.
fn slip_class(slip: Slip) -> &'static str {
    match slip {
        Slip::Inaccuracy => "inaccuracy",
        Slip::Mistake => "mistake",
        Slip::Blunder => "blunder",
    }
}

/// The graph: the even line, the first seat's chance, and the shown move.
fn graph_svg(review: &Review, cursor: usize) -> String {
    let steps = (review.positions().max(2) - 1) as f64;
    let x = GRAPH_WIDTH * cursor.min(review.positions() - 1) as f64 / steps;
    format!(
        "<svg viewBox=\"0 0 {GRAPH_WIDTH} {GRAPH_HEIGHT}\" preserveAspectRatio=\"none\" \
         aria-hidden=\"true\"><line class=\"even\" x1=\"0\" y1=\"{h}\" x2=\"{GRAPH_WIDTH}\" \
         y2=\"{h}\"/><path class=\"chance\" d=\"{}\"/><line class=\"shown\" x1=\"{x:.1}\" y1=\"0\" \
         x2=\"{x:.1}\" y2=\"{GRAPH_HEIGHT}\"/></svg>",
        review.graph_path(GRAPH_WIDTH, GRAPH_HEIGHT),
        h = GRAPH_HEIGHT / 2.0,
    )
}
