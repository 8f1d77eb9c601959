// embed.html: one board filling the frame. Two ways to say which board:
//
// - embed.html#game=loa&moves=b1-d3+a7-c5&mode=view&ply=1 : the board in the
//   URL fragment, for hosts that strip scripts but allow iframes;
// - embed.html#element : the frame of a <tavoliere-board> (www/embed.js). The
//   element sends its attributes by message (a record can be far longer than
//   a URL), and this frame tells it when the board is drawn, its height, why
//   a board cannot be shown, the moves played, and the answers to the
//   element's methods. Messages are objects whose `type` starts with
//   'tavoliere:'; only the parent window's are read.
//
// The frame loads the bundle of the game it shows only, once it knows the
// game: for `mode="view"` (the default, a game to step through) `view-GAME`,
// that game's rules, notation and drawing and the board's navigator; for
// play and puzzles `frame-GAME`, which takes the reader's moves too. The
// computer's bundle loads in the worker, and only when a seat is the
// computer's.

import { gameId, loadBundle } from './bundles.js';

// A board whose `game` names no game of the site still needs a bundle to
// say so, in the board's language, as every other bad attribute is told.
const ANY = 'loa';

const NS = 'tavoliere:';
const METHODS = ['setPosition', 'setMoves', 'play', 'flip'];
// The colours the element may pass on (its `--tavoliere-NAME` custom
// properties, www/embed.js), set here as `--NAME`, which embed.css and the
// board's drawing read; anything else, or a value that is not a colour, is
// ignored.
const COLOURS = new Set(['board-light', 'board-dark', 'board-plain', 'board-rule', 'board-frame',
  'board-label', 'board-last-move', 'board-selected', 'ink', 'muted', 'accent', 'on-accent',
  'button', 'line']);
const box = document.getElementById('board');
const hosted = window.parent !== window && /^#element(&|$)/.test(location.hash);
let board = null;

// What this frame says holds nothing but what its host sent it, so it may
// go to whichever page holds the frame ('*': a static host cannot know the
// blog's origin); the element checks that a message comes from its frame.
function post(message) {
  window.parent.postMessage({ ...message, type: NS + message.type }, '*');
}

function free() {
  if (board) {
    try { board.free(); } catch (e) { /* already gone */ }
    board = null;
  }
}

function reportHeight() {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  post({ type: 'height', height });
}

function applyColours(colours) {
  const root = document.documentElement.style;
  for (const name of COLOURS) root.removeProperty(`--${name}`);
  if (!colours || typeof colours !== 'object') return;
  for (const [name, value] of Object.entries(colours)) {
    if (COLOURS.has(name) && typeof value === 'string' && value.length <= 100 && CSS.supports('color', value)) {
      root.setProperty(`--${name}`, value);
    }
  }
}

// The element's attributes: [[name, value], ...] of strings, `lang` among them.
function wellFormed(attributes) {
  return Array.isArray(attributes) && attributes.length <= 64 && attributes.every((pair) =>
    Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string');
}

// Counts the boards asked for, so a bundle that arrives late for a board
// that has since been replaced mounts nothing.
let asked = 0;

/** The bundle part a board in this `mode` needs: `view` for view mode
 * (absent, or `view` in any case, as the board reads it), else `frame`,
 * which also tells a mode it does not know. */
function partFor(mode) {
  const name = String(mode ?? '').trim().toLowerCase();
  return name === '' || name === 'view' ? 'view' : 'frame';
}

/** The bundle for the board just asked for, by its `game` and `mode`: null
 * when another board has been asked for since, or when the load failed
 * (`failed` is called, for the newest board only). */
async function bundleForNewest(game, mode, failed) {
  const ask = ++asked;
  try {
    const part = partFor(mode);
    const bundle = await loadBundle(part, gameId(game) || ANY);
    if (part === 'frame') bundle.use_worker(new URL('./worker.js', import.meta.url).href);
    return ask === asked ? bundle : null;
  } catch (e) {
    if (ask === asked) failed();
    return null;
  }
}

async function mountHosted(attributes) {
  const value = (wanted) => (attributes.find(([name]) => name === wanted) || [])[1];
  const bundle = await bundleForNewest(value('game'), value('mode'),
    () => post({ type: 'failed', reason: 'download' }));
  if (!bundle) return;
  free();
  board = bundle.mount_board(box, attributes);
  const error = board.error();
  if (error) {
    post({ type: 'error', text: error });
  } else {
    board.listen((name, detail) => post({ type: 'event', name, detail }));
    post({ type: 'drawn' });
  }
  reportHeight();
}

function answer(call) {
  const reply = (result) => post({ type: 'reply', id: call.id, ...result });
  if (!METHODS.includes(call.method)) {
    reply({ error: `no method called ${String(call.method).slice(0, 40)}` });
  } else if (!board || !board.ok()) {
    reply({ error: board ? board.error() : 'the board is not shown yet' });
  } else {
    try {
      const argument = typeof call.argument === 'string' ? call.argument : '';
      const value = {
        setPosition: () => board.set_position(argument),
        setMoves: () => board.set_moves(argument),
        play: () => board.play(argument),
        flip: () => board.flip(),
      }[call.method]();
      reply({ value: value === undefined ? null : value });
    } catch (e) {
      reply({ error: String(e) });
    }
    reportHeight();
  }
}

function listenToHost() {
  document.documentElement.classList.add('tv-hosted');
  addEventListener('message', (event) => {
    const data = event.data;
    if (event.source !== window.parent || !data || typeof data !== 'object'
      || typeof data.type !== 'string' || !data.type.startsWith(NS)) return;
    try {
      if (data.type === NS + 'board') {
        if (wellFormed(data.attributes)) {
          applyColours(data.colours);
          mountHosted(data.attributes).catch(() => {
            free();
            post({ type: 'failed', reason: 'stopped' });
          });
        }
        else post({ type: 'failed', reason: 'message' });
      } else if (data.type === NS + 'call' && Number.isSafeInteger(data.id)) {
        answer(data);
      }
    } catch (e) {
      free();
      post({ type: 'failed', reason: 'stopped' });
    }
  });
  new ResizeObserver(reportHeight).observe(document.documentElement);
}

// What a board of the fragment says when it cannot be shown, in the
// fragment's language (`lang=it`), as the board itself would (embed.js
// says the same for an element's frame).
const FAILED = {
  en: {
    download: 'This board could not be loaded: the game engine did not download.',
    stopped: 'This board stopped working: reload the page to try again.',
  },
  it: {
    download: 'Impossibile caricare questo gioco: il motore di gioco non si è scaricato.',
    stopped: 'Questo gioco ha smesso di funzionare: ricarica la pagina per riprovare.',
  },
};

async function mountFromFragment() {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const said = FAILED[/^it\b/i.test(fragment.get('lang') || '') ? 'it' : 'en'];
  const bundle = await bundleForNewest(fragment.get('game'), fragment.get('mode'), () => {
    box.textContent = said.download;
  });
  if (!bundle) return;
  free();
  try {
    board = bundle.mount_board_from_fragment(box, location.hash);
  } catch (e) {
    box.textContent = said.stopped;
  }
}

new ResizeObserver(() => { if (board) board.resize(); }).observe(box);
if (hosted) {
  // The element names the game and the mode in the address as well: the
  // bundle starts downloading now, while the attributes are on their way.
  const hint = new URLSearchParams(location.hash.slice(1));
  const hinted = gameId(hint.get('game'));
  if (hinted) loadBundle(partFor(hint.get('mode')), hinted).catch(() => {}); // told when the board asks
  listenToHost();
  post({ type: 'ready' });
} else {
  mountFromFragment();
  addEventListener('hashchange', mountFromFragment);
}
