// The computer's thinking thread. The page sends a search as text (a job:
// level, seed, time limit and the game's record) and gets the move back, so
// the page's own thread only draws and answers clicks while the computer
// thinks. The page names its game in this script's address
// (`worker.js?game=loa`); the worker then loads that game's computer
// bundle: its rules, evaluation and the search, nothing the page has. A
// job runs to its end: to give one up the page stops this worker and
// starts another (src/web/search.rs).
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

const game = new URL(self.location.href).searchParams.get('game') || '';
const ready = Object.hasOwn(COMPUTER, game)
  ? import(COMPUTER[game]).then(async (bundle) => {
    await bundle.default();
    return bundle;
  })
  : Promise.reject(new Error(`no computer for the game ${game.slice(0, 40)}`));

self.onmessage = async (event) => {
  const job = String(event.data);
  try {
    const bundle = await ready;
    self.postMessage(bundle.answer_job(job));
  } catch (error) {
    // The reply the page understands: `ID error WHY` (src/ai/job.rs).
    const id = /^\d+/.exec(job);
    self.postMessage(`${id ? id[0] : 0} error the computer could not load: ${String(error).slice(0, 200)}`);
  }
};
