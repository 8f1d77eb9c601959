// Starts the site. A file rather than Trunk's inline loader, so the pages run
// under a Content-Security-Policy without 'unsafe-inline'.
//
// The home page, the saved games and the header's switches are plain
// JavaScript (www/shell/): they appear without any WebAssembly. A game's
// page loads that game's bundle only (`bundles/site-GAME.js`, its rules,
// notation, drawing and page), when the address names the game; the
// computer's bundle is loaded by the worker when a seat is given to it.
import { fill, initPrefs, text } from './shell/prefs.js';

const SITE = {
  porta: './bundles/site-porta.js',
  ponte: './bundles/site-ponte.js',
  cancelletto: './bundles/site-cancelletto.js',
  archimede: './bundles/site-archimede.js',
  loa: './bundles/site-loa.js',
  byte: './bundles/site-byte.js',
  magneton: './bundles/site-magneton.js',
  quoridor: './bundles/site-quoridor.js',
  gyges: './bundles/site-gyges.js',
};

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
  const parts = fragment.split('&');
  const play = parts.find((part) => part.startsWith('play='));
  const named = play ? play.slice(5) : (parts.find((part) => part.startsWith('game=')) || '').slice(5);
  let game = named;
  try {
    game = decodeURIComponent(named);
  } catch (e) {
    // A malformed escape: the game's name as written.
  }
  game = game.trim().toLowerCase().slice(0, 40);
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

async function route() {
  const visit = ++visits;
  const target = targetOf(location.hash);
  if (mounted && target.game === mounted.game) return; // the bundle routes within its game
  leave();
  if (target.page === 'game' && !Object.hasOwn(SITE, target.game)) {
    target.page = 'home';
    target.message = fill(text().NoSuchGame, target.game);
  }
  if (target.page !== 'game') {
    // The home page and the saved games: scripts a game's page never needs.
    let shell;
    try {
      shell = await import('./shell/home.js');
    } catch (e) {
      if (visit === visits) say(text().GameNotLoaded);
      return;
    }
    if (visit !== visits) return;
    const { showHome, showSaved } = shell;
    if (target.page === 'saved') showSaved(root, null);
    else showHome(root, target.message || null);
    return;
  }
  say(text().GameLoading);
  let bundle;
  try {
    bundle = await import(SITE[target.game]);
    await bundle.default();
  } catch (e) {
    if (visit === visits) say(text().GameNotLoaded);
    return;
  }
  if (visit !== visits) return;
  bundle.use_worker(new URL('./worker.js', import.meta.url).href);
  bundle.mount_site(root);
  mounted = { game: target.game, bundle };
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
