// Starts the site. A file rather than Trunk's inline loader, so the pages run
// under a Content-Security-Policy without 'unsafe-inline'.
//
// The home page, the saved games and the header's switches are plain
// JavaScript (www/shell/): they appear without any WebAssembly. A game's
// page loads that game's bundle only (`bundles/site-GAME.js`, its rules,
// notation, drawing and page), when the address names the game; the
// computer's bundle is loaded by the worker when a seat is given to it.
import { fill, initPrefs, text } from './shell/prefs.js';
import { gameNamed } from './address.js';
import { gameId, loadBundle } from './bundles.js';

const root = document.getElementById('app');
/** The game whose bundle is mounted, and the bundle. */
let mounted = null;
/** Counts route changes, so a bundle that arrives late mounts nothing. */
let visits = 0;

/** What the fragment shows: the home page, the saved games, or a game
 * (`#play=GAME...`, or a record link `#game=GAME&...`). */
function targetOf(hash) {
  const fragment = hash.replace(/^#/, '');
  if (fragment === '') return { page: 'home' };
  if (fragment === 'saved') return { page: 'saved' };
  const game = gameNamed(fragment);
  return game ? { page: 'game', game } : { page: 'home', message: text().LinkNamesNoGame };
}

function say(text) {
  const p = document.createElement('p');
  p.className = 'message';
  p.setAttribute('role', 'status');
  p.textContent = text;
  root.replaceChildren(p);
}

function leave() {
  if (mounted) {
    mounted.bundle.unmount_site();
    mounted = null;
  }
}

/** A module the page needs now, or null when it did not download (the
 * reader is told) or the reader has gone elsewhere since. */
async function fetched(visit, load) {
  try {
    const module = await load();
    return visit === visits ? module : null;
  } catch (e) {
    if (visit === visits) say(text().GameNotLoaded);
    return null;
  }
}

async function route() {
  const visit = ++visits;
  const target = targetOf(location.hash);
  if (mounted && target.game === mounted.game) return; // the bundle routes within its game
  leave();
  if (target.page === 'game') {
    say(text().GameLoading);
    if (gameId(target.game)) {
      const bundle = await fetched(visit, () => loadBundle('site', target.game));
      if (!bundle) return;
      bundle.use_worker(new URL('./worker.js', import.meta.url).href);
      bundle.mount_site(root);
      mounted = { game: target.game, bundle };
      return;
    }
    target.page = 'home';
    target.message = fill(text().NoSuchGame, target.game);
  }
  // The home page and the saved games: scripts a game's page never needs.
  const shell = await fetched(visit, () => import('./shell/home.js'));
  if (!shell) return;
  if (target.page === 'saved') shell.showSaved(root, null);
  else shell.showHome(root, target.message || null);
}

/** Offline play: the service worker (sw.js, beside the entry page) keeps
 * the site after the first visit. Pages that are not a secure context, and
 * browsers without service workers, stay online-only. */
function keepOffline() {
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('./sw.js').catch((error) => {
    console.warn('Tavoliere: no offline cache:', error);
  });
}

initPrefs();
addEventListener('hashchange', route);
route().finally(keepOffline);
