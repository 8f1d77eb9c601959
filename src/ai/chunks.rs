//! How much search a caller runs between two looks at its clock.
//!
//! A unit of work costs a fraction of a microsecond in Porta and tens of
//! microseconds in a Gyges evaluation, and the cost jumps within one search
//! (the root check plays cheap replies, alpha-beta then evaluates), so the
//! chunk is learnt from the clock as the search goes: cut in proportion
//! at once after a slow chunk, grown slowly after quick ones, and never
//! beyond `MAX_CHUNK`, so that even a jump from the cheapest units to the
//! dearest overruns a slice by a few milliseconds at most. The clock stays
//! with the caller (the browser's `performance.now()`), so this is plain
//! arithmetic that native tests can check.

use super::thinker::Thinker;

/// Work in the first chunk of a search.
const FIRST_CHUNK: u64 = 16;
/// The largest chunk. The dearest single unit measured (`cargo bench -- units`)
/// takes about 0.05 ms natively, so 64 of them stay within a few
/// milliseconds even in a slower WebAssembly engine, while the clock is
/// still read only once per tens of microseconds in the cheapest game.
pub const MAX_CHUNK: u64 = 64;
/// The time one chunk should take, in milliseconds.
const CHUNK_MS: f64 = 0.25;

/// The size of the next chunk of a search, learnt from how long the last
/// ones took; one per search.
#[derive(Clone, Debug)]
pub struct Chunker {
    chunk: u64,
}

impl Default for Chunker {
    fn default() -> Chunker {
        Chunker { chunk: FIRST_CHUNK }
    }
}

impl Chunker {
    /// The work to ask for in the next chunk.
    pub fn size(&self) -> u64 {
        self.chunk
    }

    /// Learns from a chunk of `size()` work that took `took_ms`: a slow
    /// chunk cuts the next one in proportion (so one costly stretch is not
    /// repeated), a quick one doubles it.
    pub fn record(&mut self, took_ms: f64) {
        self.chunk = if took_ms > CHUNK_MS {
            let scaled = self.chunk as f64 * CHUNK_MS / took_ms;
            (scaled as u64).clamp(1, self.chunk)
        } else if took_ms < CHUNK_MS / 2.0 {
            (self.chunk * 2).min(MAX_CHUNK)
        } else {
            self.chunk
        };
    }

    /// Drives `thinker` chunk by chunk until its answer is final or `ms`
    /// milliseconds have passed on `clock` (any origin), learning each
    /// chunk's size from the last; returns whether the answer is final.
    /// The page's slices and the worker's whole searches both run this.
    pub fn think(
        &mut self,
        thinker: &mut dyn Thinker,
        clock: &mut dyn FnMut() -> f64,
        ms: f64,
    ) -> bool {
        let started = clock();
        let mut last = started;
        let mut done = thinker.is_done();
        while !done && last - started < ms {
            done = thinker.step(self.size());
            let now = clock();
            self.record(now - last);
            last = now;
        }
        done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quick_chunks_grow_to_the_cap_and_no_further() {
        let mut chunker = Chunker::default();
        for _ in 0..20 {
            chunker.record(0.0);
        }
        assert_eq!(chunker.size(), MAX_CHUNK);
    }

    #[test]
    fn a_slow_chunk_cuts_the_next_in_proportion() {
        let mut chunker = Chunker::default();
        for _ in 0..20 {
            chunker.record(0.01);
        }
        // The units became far dearer: a chunk of 64 took 1 ms, four times
        // the target, so the next asks for a quarter of the work.
        chunker.record(1.0);
        assert_eq!(chunker.size(), MAX_CHUNK / 4);
        chunker.record(1_000.0);
        assert_eq!(chunker.size(), 1);
        chunker.record(CHUNK_MS * 0.75);
        assert_eq!(chunker.size(), 1, "a chunk near the target keeps its size");
    }
}
