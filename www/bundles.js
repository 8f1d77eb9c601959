// Every game's three WebAssembly bundles (scripts/bundles.sh), for the
// three loaders: the site's page (www/app.js), the embedded board
// (www/frame.js) and the computer's worker (www/worker.js). One list, so a
// new game is one line per part here. The paths are written out whole: the
// release names each file by its content and rewrites quoted paths
// (scripts/release.mjs).
const BUNDLES = {
  site: {
    porta: './bundles/site-porta.js',
    ponte: './bundles/site-ponte.js',
    cancelletto: './bundles/site-cancelletto.js',
    archimede: './bundles/site-archimede.js',
    loa: './bundles/site-loa.js',
    byte: './bundles/site-byte.js',
    magneton: './bundles/site-magneton.js',
    quoridor: './bundles/site-quoridor.js',
    gyges: './bundles/site-gyges.js',
  },
  frame: {
    porta: './bundles/frame-porta.js',
    ponte: './bundles/frame-ponte.js',
    cancelletto: './bundles/frame-cancelletto.js',
    archimede: './bundles/frame-archimede.js',
    loa: './bundles/frame-loa.js',
    byte: './bundles/frame-byte.js',
    magneton: './bundles/frame-magneton.js',
    quoridor: './bundles/frame-quoridor.js',
    gyges: './bundles/frame-gyges.js',
  },
  worker: {
    porta: './bundles/worker-porta.js',
    ponte: './bundles/worker-ponte.js',
    cancelletto: './bundles/worker-cancelletto.js',
    archimede: './bundles/worker-archimede.js',
    loa: './bundles/worker-loa.js',
    byte: './bundles/worker-byte.js',
    magneton: './bundles/worker-magneton.js',
    quoridor: './bundles/worker-quoridor.js',
    gyges: './bundles/worker-gyges.js',
  },
};

const loading = new Map();

/** The site's id for a game as a link or an attribute writes it (any case,
 * spaces around), or null when no game of the site has it. */
export function gameId(name) {
  const id = String(name ?? '').trim().toLowerCase();
  return Object.hasOwn(BUNDLES.site, id) ? id : null;
}

/** The `part` bundle of `game` (an id from gameId), loaded and started once.
 * A load that fails is forgotten, so the next asks again. (The worker's
 * address is the caller's to give: the worker imports this module, and
 * two files cannot each be named after the other's content.) */
export function loadBundle(part, game) {
  const key = `${part} ${game}`;
  if (!loading.has(key)) {
    loading.set(key, import(BUNDLES[part][game]).then(async (bundle) => {
      await bundle.default();
      return bundle;
    }).catch((error) => {
      loading.delete(key);
      throw error;
    }));
  }
  return loading.get(key);
}
