// The game page's head start. The release writes this, bundled, into
// index.html as an inline script (scripts/join_entry.mjs), allowed by its
// hash in the page's Content-Security-Policy (scripts/release.mjs). It runs
// while the page is parsed, before any of the page's files has arrived, and
// asks for the game's glue and wasm at once: they then download beside the
// styles and app.js rather than after them, and app.js finds them on their
// way (a module preload, and a preload that its fetch of the wasm matches).
// Lines of Action's page showed its board after 122 ms against 136, with
// app.js's modules joined the same day (docs/SIZE.md).
import { gameNamed } from './address.js';
import { SITE_BUNDLES, gameId } from './bundles.js';

const game = gameId(gameNamed(location.hash));
if (game) {
  const [glue, wasm] = SITE_BUNDLES[game];
  const ahead = (rel, href) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'preload') {
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
    }
    document.head.append(link);
  };
  ahead('modulepreload', glue);
  ahead('preload', wasm);
}
