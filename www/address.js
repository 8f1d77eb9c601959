// The game a site address names, and that game's bundle on its way as soon
// as the page can know it.
//
// index.html runs this module `async`, so it runs once it and bundles.js
// have arrived: before the styles have, and before app.js, which waits for
// them and for the rest of its modules. The game's wasm-bindgen glue and
// wasm are then fetched beside the page's own files rather than after them
// (with the page's single layout, Lines of Action's page showed its board
// in 141 ms against 161, docs/SIZE.md). app.js imports this same
// module, so the download it asks for later is the one already started.
import { gameId, loadBundle } from './bundles.js';

/** The name of the game an address's fragment names, lower case, as written
 * (it may be no game of the site): `#play=GAME...`, or a record link
 * `#game=GAME&...`; '' when it names none. */
export function gameNamed(hash) {
  const parts = String(hash).replace(/^#/, '').split('&');
  const play = parts.find((part) => part.startsWith('play='));
  const named = play ? play.slice(5) : (parts.find((part) => part.startsWith('game=')) || '').slice(5);
  let game = named;
  try {
    game = decodeURIComponent(named);
  } catch (e) {
    // A malformed escape: the game's name as written.
  }
  return game.trim().toLowerCase().slice(0, 40);
}

const game = gameId(gameNamed(location.hash));
// A failed download is told by app.js, whose own request finds it failed
// and forgotten, and asks again.
if (game) loadBundle('site', game).catch(() => {});
