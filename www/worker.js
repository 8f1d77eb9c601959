// The computer's thinking thread. The page sends a search as text (a job:
// level, seed, time limit and the game's record, src/ai/job.rs) and gets
// the move back, so the page's own thread only draws and answers clicks
// while the computer thinks. The worker loads the computer bundle of the
// game the job's record names (its `Game:` line): that game's rules,
// evaluation and search, nothing the page has. (The job names it, not this
// script's address: an address served by the offline cache loses its
// query.) A job runs to its end: to give one up the page stops this worker
// and starts another (src/web/search.rs).
const COMPUTER = {
  porta: './bundles/worker-porta.js',
  ponte: './bundles/worker-ponte.js',
  cancelletto: './bundles/worker-cancelletto.js',
  archimede: './bundles/worker-archimede.js',
  loa: './bundles/worker-loa.js',
  byte: './bundles/worker-byte.js',
  magneton: './bundles/worker-magneton.js',
  quoridor: './bundles/worker-quoridor.js',
  gyges: './bundles/worker-gyges.js',
};
const loaded = new Map();

function load(game) {
  if (!Object.hasOwn(COMPUTER, game)) {
    return Promise.reject(new Error(`no computer for the game ${game.slice(0, 40)}`));
  }
  if (!loaded.has(game)) {
    loaded.set(game, import(COMPUTER[game]).then(async (bundle) => {
      await bundle.default();
      return bundle;
    }).catch((error) => {
      loaded.delete(game); // the next job may try again
      throw error;
    }));
  }
  return loaded.get(game);
}

self.onmessage = async (event) => {
  const job = String(event.data);
  const named = /^Game:[ \t]*(\S+)/m.exec(job);
  try {
    const bundle = await load(named ? named[1].toLowerCase() : '');
    self.postMessage(bundle.answer_job(job));
  } catch (error) {
    // The reply the page understands: `ID error WHY` (src/ai/job.rs).
    const id = /^\d+/.exec(job);
    self.postMessage(`${id ? id[0] : 0} error the computer could not load: ${String(error).slice(0, 200)}`);
  }
};
