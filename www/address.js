// The game a site address names: the one reading of the page's fragment,
// for the site's starter (www/app.js) and for the page's head start
// (www/head_start.js), which runs before any file has arrived.

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
