// The computer's thinking thread. The page sends a search as text (a job:
// level, seed, time limit and the game's record, src/ai/job.rs) and gets
// the move back, so the page's own thread only draws and answers clicks
// while the computer thinks. The worker loads the computer bundle of the
// game the job's record names (its `Game:` line): that game's rules,
// evaluation and search, nothing the page has. (The job names it, not this
// script's address: an address served by the offline cache loses its
// query.) While it searches, the bundle calls back with its best move so
// far (`ID best MOVE`), posted at once so the page can play it without
// waiting for the end. A job runs to its end: to give one up the page stops
// this worker and starts another (src/web/search.rs).
import { gameId, loadBundle } from './bundles.js';

self.onmessage = async (event) => {
  const job = String(event.data);
  const named = /^Game:[ \t]*(\S+)/m.exec(job);
  const game = gameId(named && named[1]);
  try {
    if (!game) throw new Error(`no computer for the game ${named ? named[1].slice(0, 40) : ''}`);
    const bundle = await loadBundle('worker', game);
    self.postMessage(bundle.answer_job(job, (line) => self.postMessage(line)));
  } catch (error) {
    // The reply the page understands: `ID error WHY` (src/ai/job.rs).
    const id = /^\d+/.exec(job);
    self.postMessage(`${id ? id[0] : 0} error the computer could not load: ${String(error).slice(0, 200)}`);
  }
};
