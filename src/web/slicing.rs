//! Runs a computer search in slices between animation frames, so the page
//! (or the blog hosting an embed) keeps its frame rate while it thinks.

use crate::ai::Thinker;

use super::dom::now;

/// Milliseconds of search per animation frame: leaves most of a 16 ms
/// frame to drawing and input.
const SLICE_MS: f64 = 6.0;
/// Work between looks at the clock at the start of a search; each chunk is
/// then sized from how long the last one took, since a unit of work costs a
/// microsecond in Porta and far more in Gyges (whose evaluation lists both
/// sides' moves).
const FIRST_CHUNK: u64 = 16;
/// The time one chunk should take: the slice overshoots its end by at most
/// about this much.
const CHUNK_MS: f64 = 0.5;
/// The largest chunk, so a sudden costly stretch of search stays short.
const MAX_CHUNK: u64 = 4_096;

/// How much work a search does between looks at the clock, learnt as it
/// goes; one per search.
pub(super) struct Slicer {
    chunk: u64,
}

impl Default for Slicer {
    fn default() -> Slicer {
        Slicer { chunk: FIRST_CHUNK }
    }
}

impl Slicer {
    /// Thinks for one slice; returns whether the answer is final.
    pub(super) fn run(&mut self, thinker: &mut dyn Thinker) -> bool {
        let started = now();
        let mut done = thinker.is_done();
        let mut clock = started;
        while !done && clock - started < SLICE_MS {
            done = thinker.step(self.chunk);
            let took = now() - clock;
            clock += took;
            self.chunk = next_chunk(self.chunk, took);
        }
        done
    }
}

/// The next chunk's work: halved after a chunk that took too long, doubled
/// after a quick one, so each stays near `CHUNK_MS` whatever a unit costs.
fn next_chunk(chunk: u64, took_ms: f64) -> u64 {
    if took_ms > 2.0 * CHUNK_MS {
        (chunk / 2).max(1)
    } else if took_ms < CHUNK_MS / 2.0 {
        (chunk * 2).min(MAX_CHUNK)
    } else {
        chunk
    }
}
