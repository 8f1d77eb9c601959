// Every game's four WebAssembly bundles (scripts/bundles.sh), each its
// wasm-bindgen glue and its wasm, for the three loaders: the site's page
// (www/app.js), the embedded board (www/frame.js: `view` for a board in
// view mode, `frame` for play and puzzles) and the computer's worker
// (www/worker.js). One list, so a new game is one line per part here. The paths are written out whole: the
// release names each file by its content and rewrites quoted paths
// (scripts/release.mjs).

/** The game pages' bundles, a table of their own: the page's head start
 * (www/head_start.js, written into index.html) carries these alone. */
export const SITE_BUNDLES = {
  porta: ['./bundles/site-porta.js', './bundles/site-porta_bg.wasm'],
  ponte: ['./bundles/site-ponte.js', './bundles/site-ponte_bg.wasm'],
  cancelletto: ['./bundles/site-cancelletto.js', './bundles/site-cancelletto_bg.wasm'],
  archimede: ['./bundles/site-archimede.js', './bundles/site-archimede_bg.wasm'],
  loa: ['./bundles/site-loa.js', './bundles/site-loa_bg.wasm'],
  byte: ['./bundles/site-byte.js', './bundles/site-byte_bg.wasm'],
  magneton: ['./bundles/site-magneton.js', './bundles/site-magneton_bg.wasm'],
  quoridor: ['./bundles/site-quoridor.js', './bundles/site-quoridor_bg.wasm'],
  gyges: ['./bundles/site-gyges.js', './bundles/site-gyges_bg.wasm'],
};

const BUNDLES = {
  site: SITE_BUNDLES,
  frame: {
    porta: ['./bundles/frame-porta.js', './bundles/frame-porta_bg.wasm'],
    ponte: ['./bundles/frame-ponte.js', './bundles/frame-ponte_bg.wasm'],
    cancelletto: ['./bundles/frame-cancelletto.js', './bundles/frame-cancelletto_bg.wasm'],
    archimede: ['./bundles/frame-archimede.js', './bundles/frame-archimede_bg.wasm'],
    loa: ['./bundles/frame-loa.js', './bundles/frame-loa_bg.wasm'],
    byte: ['./bundles/frame-byte.js', './bundles/frame-byte_bg.wasm'],
    magneton: ['./bundles/frame-magneton.js', './bundles/frame-magneton_bg.wasm'],
    quoridor: ['./bundles/frame-quoridor.js', './bundles/frame-quoridor_bg.wasm'],
    gyges: ['./bundles/frame-gyges.js', './bundles/frame-gyges_bg.wasm'],
  },
  view: {
    porta: ['./bundles/view-porta.js', './bundles/view-porta_bg.wasm'],
    ponte: ['./bundles/view-ponte.js', './bundles/view-ponte_bg.wasm'],
    cancelletto: ['./bundles/view-cancelletto.js', './bundles/view-cancelletto_bg.wasm'],
    archimede: ['./bundles/view-archimede.js', './bundles/view-archimede_bg.wasm'],
    loa: ['./bundles/view-loa.js', './bundles/view-loa_bg.wasm'],
    byte: ['./bundles/view-byte.js', './bundles/view-byte_bg.wasm'],
    magneton: ['./bundles/view-magneton.js', './bundles/view-magneton_bg.wasm'],
    quoridor: ['./bundles/view-quoridor.js', './bundles/view-quoridor_bg.wasm'],
    gyges: ['./bundles/view-gyges.js', './bundles/view-gyges_bg.wasm'],
  },
  worker: {
    porta: ['./bundles/worker-porta.js', './bundles/worker-porta_bg.wasm'],
    ponte: ['./bundles/worker-ponte.js', './bundles/worker-ponte_bg.wasm'],
    cancelletto: ['./bundles/worker-cancelletto.js', './bundles/worker-cancelletto_bg.wasm'],
    archimede: ['./bundles/worker-archimede.js', './bundles/worker-archimede_bg.wasm'],
    loa: ['./bundles/worker-loa.js', './bundles/worker-loa_bg.wasm'],
    byte: ['./bundles/worker-byte.js', './bundles/worker-byte_bg.wasm'],
    magneton: ['./bundles/worker-magneton.js', './bundles/worker-magneton_bg.wasm'],
    quoridor: ['./bundles/worker-quoridor.js', './bundles/worker-quoridor_bg.wasm'],
    gyges: ['./bundles/worker-gyges.js', './bundles/worker-gyges_bg.wasm'],
  },
};

const loading = new Map();

/** The site's id for a game as a link or an attribute writes it (any case,
 * spaces around), or null when no game of the site has it. */
export function gameId(name) {
  const id = String(name ?? '').trim().toLowerCase();
  return Object.hasOwn(SITE_BUNDLES, id) ? id : null;
}

/** The `part` bundle of `game` (an id from gameId), loaded and started once.
 * A load that fails is forgotten, so the next asks again. (The worker's
 * address is the caller's to give: the worker imports this module, and
 * two files cannot each be named after the other's content.) */
export function loadBundle(part, game) {
  const key = `${part} ${game}`;
  if (!loading.has(key)) {
    const [glue, wasm] = BUNDLES[part][game];
    // The wasm is fetched at once, beside its glue, rather than by the glue
    // once it has arrived: one round trip less before the first board.
    const module = fetch(new URL(wasm, import.meta.url));
    module.catch(() => {}); // a failed fetch is told through the init below
    loading.set(key, import(glue).then(async (bundle) => {
      await bundle.default({ module_or_path: module });
      return bundle;
    }).catch((error) => {
      loading.delete(key);
      throw error;
    }));
  }
  return loading.get(key);
}
