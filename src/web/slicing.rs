//! Runs a computer search in slices between animation frames, so the page
//! (or the blog hosting an embed) keeps its frame rate while it thinks.

use web_sys::Performance;

use crate::ai::{Chunker, Thinker};
#[cfg(feature = "cancelletto")]
use crate::games::cancelletto::eval::answering::Answering;

/// Milliseconds of search per animation frame: leaves most of a 16 ms
/// frame to drawing and input. A slice ends at the first look at the clock
/// past this, and looks come every `ai::MAX_CHUNK` units of work or sooner
/// (see `ai/chunks.rs`), so it overruns by a fraction of a millisecond.
const SLICE_MS: f64 = 6.0;

/// The clock and the chunk size of one search.
pub(super) struct Slicer {
    chunker: Chunker,
    /// Kept rather than looked up at every chunk: the clock is read often.
    clock: Option<Performance>,
}

impl Default for Slicer {
    fn default() -> Slicer {
        Slicer {
            chunker: Chunker::default(),
            clock: web_sys::window().and_then(|w| w.performance()),
        }
    }
}

impl Slicer {
    /// Thinks for one slice; returns whether the answer is final.
    pub(super) fn run(&mut self, thinker: &mut dyn Thinker) -> bool {
        let Some(clock) = &self.clock else {
            // No clock to slice by: one chunk per frame keeps the page alive.
            return thinker.step(self.chunker.size());
        };
        self.chunker.think(thinker, &mut || clock.now(), SLICE_MS)
    }

    /// Runs Cancelletto's solver for one slice; returns whether it has
    /// decided. Its units of work take a few milliseconds at most, so it
    /// reads the clock after each.
    #[cfg(feature = "cancelletto")]
    pub(super) fn solve(&mut self, answering: &mut Answering) -> bool {
        match &self.clock {
            Some(clock) => answering.think(&mut || clock.now(), SLICE_MS),
            // No clock to slice by: one unit per frame.
            None => answering.decided() || answering.step(),
        }
    }
}
