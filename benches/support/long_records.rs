//! What loading a long record costs: a link, a pasted record or an embed
//! holding thousands of legal moves is read (`Record::parse_text`) and
//! replayed into the page's history (`History::from_record`). The figures
//! set `record::MAX_MOVES`, the longest record the site accepts.

use std::time::Instant;

use tavoliere::games::GAMES;
use tavoliere::record::Record;
use tavoliere::ui::history::History;

use crate::long_games::long_record;

/// Plies per measured record.
const PLIES: usize = 4_000;

/// Prints, per game, the text size and the time to read and replay a long
/// seeded random game, per record and per thousand moves.
pub fn bench_long_records() {
    for info in GAMES.iter() {
        let record = long_record(info.id, PLIES, 11);
        let text = record.to_text();
        let started = Instant::now();
        let parsed = Record::parse_text(&text).expect("the record reads back");
        let history = History::from_record(&parsed).expect("the record replays");
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        let plies = history.moves().len();
        println!(
            "records {:<12} {:>6} plies {:>8} bytes {:>9.1} ms  {:>7.2} ms per 1,000 moves",
            info.id,
            plies,
            text.len(),
            ms,
            ms * 1000.0 / plies.max(1) as f64
        );
    }
}
