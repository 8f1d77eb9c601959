//! The computer's bundle, run in a Web Worker (`www/worker.js`): the page
//! sends a search as text and gets the move back (or, on Cancelletto's
//! page, a question for the solver and its answer: `ai::Question`), so the
//! page's thread only draws and answers clicks while the computer thinks,
//! and the page's own bundle carries no search or solver code at all.

use wasm_bindgen::prelude::*;

use crate::ai::Job;

/// Runs one job's text and returns the reply's text (`www/worker.js` posts
/// it back). The clock is the worker's own. `report` is called with each
/// best move so far (`7 best b1-d3`), which the worker posts at once, so
/// the page can play it without waiting for the rest of an expert's time.
#[wasm_bindgen]
pub fn answer_job(text: &str, report: &js_sys::Function) -> String {
    Job::answer(text, &mut js_sys::Date::now, &mut |line| {
        let _ = report.call1(&JsValue::NULL, &JsValue::from_str(line));
    })
}
