// Tavoliere boards for any page, on any host: one script tag, then as many
// <tavoliere-board> elements as you like.
//
//   <script src="https://example.org/tavoliere/embed.js" defer></script>
//   <tavoliere-board game="loa" moves="b1-d3 a7-c5" ply="last" mode="view"></tavoliere-board>
//
// A classic script, so a browser runs it from another origin whatever headers
// the site's host sends (a module script would need CORS headers). It defines
// one global name, the element, and only if no other script has. Each element
// draws its board in its shadow root, in one of two ways:
//
// - in view mode (the default: a game to step through), in the host page
//   itself, from the game's view bundle written as one classic script
//   (bundles/inline-GAME.js, scripts/inline_bundles.mjs): no frame to start,
//   and the boards of one game in a post share one engine;
// - in play and puzzle modes, and wherever the host page refuses
//   WebAssembly (its Content-Security-Policy), in a frame of the site's own
//   embed.html: the engine and the computer's worker run there, on the
//   site's origin. The element sends the frame its attributes by message
//   and sizes the frame to the board.
//
// Until the board is drawn, the element shows what it holds (the still
// picture of "Copy embed code"); when a board cannot start, it shows why, in
// the page's language. Nothing is thrown into the host page.
//
// For the host's script: the element fires `tavoliere-move` and
// `tavoliere-end` (CustomEvents that bubble out of the shadow root), and has
// setPosition(text), setMoves(moves), play(move) and flip(), each returning
// a Promise of the frame's answer.
(function () {
  'use strict';
  const NAME = 'tavoliere-board';
  if (!window.customElements || customElements.get(NAME)) return;

  const NS = 'tavoliere:';
  const ATTRIBUTES = ['game', 'moves', 'start', 'options', 'ply', 'mode', 'record', 'computer', 'movelist'];
  const EVENTS = ['tavoliere-move', 'tavoliere-end'];
  // The colours a blogger may set on the element (or an ancestor) as CSS
  // custom properties `--tavoliere-NAME`, to match the post: the board's
  // squares, frame, labels and marks, and the bar's text and buttons. The
  // frame (frame.js) takes the same names and nothing else.
  const COLOURS = ['board-light', 'board-dark', 'board-plain', 'board-rule', 'board-frame',
    'board-label', 'board-last-move', 'board-selected', 'ink', 'muted', 'accent', 'on-accent',
    'button', 'line'];
  // How long a frame may take to load the board before the reader is told.
  const PATIENCE_MS = 15000;
  // How near the screen (in CSS pixels) a board starts to load.
  const NEAR_PX = 600;

  // Where this script came from: embed.html and embed.css are beside it.
  // (document.currentScript is empty in a module script: older pages load
  // this file with type="module", so look for the tag by name.)
  const script = document.currentScript || Array.from(document.querySelectorAll('script[src]'))
    .reverse().find((s) => /(^|\/)embed\.js([?#]|$)/.test(s.getAttribute('src')));
  const HERE = script ? script.src : location.href;
  const FRAME_URL = new URL('embed.html#element', HERE).href;
  // Each game's view bundle as a classic script (release.mjs names them by
  // content and rewrites these paths).
  const INLINE = {
    porta: './bundles/inline-porta.js',
    ponte: './bundles/inline-ponte.js',
    cancelletto: './bundles/inline-cancelletto.js',
    archimede: './bundles/inline-archimede.js',
    loa: './bundles/inline-loa.js',
    byte: './bundles/inline-byte.js',
    magneton: './bundles/inline-magneton.js',
    quoridor: './bundles/inline-quoridor.js',
    gyges: './bundles/inline-gyges.js',
  };
  const STYLE_URL = new URL('embed.css', HERE).href;
  const SITE = new URL(HERE).origin;

  const MESSAGES = {
    en: {
      title: 'Tavoliere board',
      loading: 'Loading the board…',
      late: 'This board has not loaded: the site that serves it did not answer. Check the address in the page\'s script tag, or reload the page to try again.',
      download: 'This board could not be loaded: the game engine did not download. Reload the page to try again.',
      stopped: 'This board stopped working: reload the page to try again.',
      message: 'This board could not be shown: its frame got a message it does not understand.',
    },
    it: {
      title: 'Scacchiera di Tavoliere',
      loading: 'Caricamento del gioco…',
      late: 'Questo gioco non si è caricato: il sito che lo fornisce non ha risposto. Controlla l\'indirizzo nel tag script della pagina, o ricarica la pagina per riprovare.',
      download: 'Impossibile caricare questo gioco: il motore di gioco non si è scaricato. Ricarica la pagina per riprovare.',
      stopped: 'Questo gioco ha smesso di funzionare: ricarica la pagina per riprovare.',
      message: 'Impossibile mostrare questo gioco: la sua cornice ha ricevuto un messaggio che non capisce.',
    },
  };

  // The board speaks the language of its element's `lang` attribute, else of
  // the nearest ancestor with one (usually the host page's <html lang>).
  function languageOf(element) {
    const owner = element.closest('[lang]');
    return (owner && owner.getAttribute('lang')) || '';
  }

  function words(element, key) {
    const primary = languageOf(element).split(/[-_]/)[0].toLowerCase();
    return (MESSAGES[primary] || MESSAGES.en)[key];
  }

  // The element's attributes as the board reads them: [name, value] pairs,
  // with the language it speaks among them.
  function attributesOf(element) {
    const attributes = ATTRIBUTES.filter((a) => element.hasAttribute(a)).map((a) => [a, element.getAttribute(a)]);
    attributes.push(['lang', languageOf(element)]);
    return attributes;
  }

  function coloursOf(element) {
    const style = getComputedStyle(element);
    const colours = {};
    for (const name of COLOURS) {
      const value = style.getPropertyValue(`--tavoliere-${name}`).trim();
      if (value && value.length <= 100 && CSS.supports('color', value)) colours[name] = value;
    }
    return colours;
  }

  // The game and mode an element asks for, as the bundles are chosen: the
  // game's id (or '' for none the site has) and whether it is view mode.
  function wanted(element) {
    const game = (element.getAttribute('game') || '').trim().toLowerCase();
    const mode = (element.getAttribute('mode') || '').trim().toLowerCase();
    return {
      game: Object.prototype.hasOwnProperty.call(INLINE, game) ? game : '',
      mode: /^[a-z]{1,10}$/.test(mode) ? mode : '',
      view: mode === '' || mode === 'view',
    };
  }

  // Whether this browser can start a bundle in the host page.
  const CAN_INLINE = typeof WebAssembly === 'object' && typeof DecompressionStream === 'function'
    && typeof ResizeObserver === 'function' && typeof Blob === 'function' && typeof Response === 'function';

  // Each game's bundle in this page, started once for all its boards, and
  // not tried again when it could not start. It fails with `missing` set
  // when the script did not download (the site moved, or the reader is
  // offline): a frame of the same site would not start either.
  const started = new Map();
  function inlineBundle(game) {
    if (!started.has(game)) {
      started.set(game, new Promise((resolve, reject) => {
        const tag = document.createElement('script');
        tag.src = new URL(INLINE[game], HERE).href;
        tag.addEventListener('load', () => {
          if (tag.tavoliere && typeof tag.tavoliere.then === 'function') tag.tavoliere.then(resolve, reject);
          else reject(new Error('the bundle did not start'));
        });
        tag.addEventListener('error', () => reject(Object.assign(new Error('the bundle did not download'), { missing: true })));
        (document.head || document.documentElement).append(tag);
      }));
    }
    return started.get(game);
  }

  function make(tag, className, text) {
    const node = document.createElement(tag);
    node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  class TavoliereBoard extends HTMLElement {
    static get observedAttributes() { return [...ATTRIBUTES, 'lang']; }

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      const style = document.createElement('link');
      style.rel = 'stylesheet';
      style.href = STYLE_URL;
      // What the element holds (the still picture) shows until the board
      // is drawn; an element that holds nothing says it is loading.
      this._slot = document.createElement('slot');
      this._loading = make('p', 'tv-loading');
      this._error = make('p', 'tv-error tv-gone');
      this._error.setAttribute('role', 'alert');
      shadow.append(style, this._error, this._slot, this._loading);
      this._slot.addEventListener('slotchange', () => this._showLoading());
      this._frame = null;
      // A board drawn in the page: its box in the shadow root, the game's
      // bundle and the board (wasm-bindgen's handle), and what watches the
      // box's size.
      this._box = null;
      this._game = '';
      this._bundle = null;
      this._board = null;
      this._sized = null;
      this._ready = false;
      this._drawn = false;
      this._pending = false;
      this._timer = 0;
      this._calls = new Map();
      this._queued = [];
      // Why the board is not shown, while a message says so.
      this._why = null;
      this._nextCall = 1;
      this._onMessage = (event) => this._receive(event);
    }

    // A board far below the reader's screen starts when it comes near (a
    // post or a rules page with many boards downloads only those read).
    connectedCallback() {
      if (this._frame || this._box || this._watch) return;
      this._loading.textContent = words(this, 'loading');
      this._showLoading();
      // A board already near the screen starts now, not a frame later.
      const near = this.getBoundingClientRect();
      if (!window.IntersectionObserver || (near.top < innerHeight + NEAR_PX && near.bottom > -NEAR_PX)) {
        this._start();
        return;
      }
      this._watch = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          this._unwatch();
          this._start();
        }
      }, { rootMargin: `${NEAR_PX}px` });
      this._watch.observe(this);
    }

    _unwatch() {
      if (this._watch) { this._watch.disconnect(); this._watch = null; }
    }

    _start() {
      if (this._frame || this._box) return;
      const { game, mode, view } = wanted(this);
      if (view && game && CAN_INLINE) this._startInline(game);
      else this._startFrame(game, mode);
    }

    // View mode: the board in the shadow root, once the game's bundle has
    // started in this page; a frame instead where it cannot start.
    _startInline(game) {
      const box = make('div', 'tv tv-inline');
      this._box = box;
      this._game = game;
      this._drawn = false;
      this._timer = setTimeout(() => { if (!this._drawn) this._fail('late'); }, PATIENCE_MS);
      this.shadowRoot.append(box);
      inlineBundle(game).then((bundle) => {
        if (this._box !== box) return; // the element left the page, or changed game
        this._bundle = bundle;
        this._sized = new ResizeObserver(() => { if (this._board) this._board.resize(); });
        this._sized.observe(box);
        this._refresh();
      }, (error) => {
        if (this._box !== box) return;
        clearTimeout(this._timer);
        if (error && error.missing) {
          // The reader is told now rather than after the patience.
          this._fail('late');
          return;
        }
        // The page refuses WebAssembly (or this browser cannot unpack it):
        // the site's own frame can.
        this._stopInline();
        this._startFrame(game, 'view');
      });
    }

    // The element's attributes drawn again in the same box and bundle, or,
    // when it now asks for another game or a mode that takes moves, a
    // board started again.
    _refresh() {
      const { game, view } = wanted(this);
      if (view && game === this._game) this._mount();
      else this._restart();
    }

    _mount() {
      this._freeBoard();
      const box = this._box;
      // Shown before the board is built, which measures it.
      box.classList.remove('tv-gone');
      for (const name of COLOURS) box.style.removeProperty(`--${name}`);
      for (const [name, value] of Object.entries(coloursOf(this))) box.style.setProperty(`--${name}`, value);
      this._why = null;
      clearTimeout(this._timer);
      try {
        this._board = this._bundle.mount_board(box, attributesOf(this));
        const error = this._board.error();
        if (error) {
          // Told by the element (as a frame's board's is), not twice.
          this._freeBoard();
          box.replaceChildren();
          this._refuse(error);
          return;
        }
        this._board.listen((name, detail) => this._fire(name, detail));
      } catch (e) {
        this._freeBoard();
        this._fail('stopped');
        return;
      }
      this._shown();
    }

    _freeBoard() {
      if (this._board) {
        try { this._board.free(); } catch (e) { /* already gone */ }
        this._board = null;
      }
    }

    // The board, in its frame or in the page, gone.
    _stop() {
      clearTimeout(this._timer);
      removeEventListener('message', this._onMessage);
      if (this._frame) { this._frame.remove(); this._frame = null; }
      this._stopInline();
      this._ready = false;
      this._drawn = false;
    }

    // The board starts again, the picture showing meanwhile.
    _restart() {
      this._stop();
      this._slot.classList.remove('tv-gone');
      this._showLoading();
      this._start();
    }

    _stopInline() {
      this._freeBoard();
      if (this._sized) { this._sized.disconnect(); this._sized = null; }
      if (this._box) { this._box.remove(); this._box = null; }
      this._bundle = null;
    }

    // Play, puzzles, a game the site does not have, or a page that
    // refuses WebAssembly: the board in a frame of the site.
    _startFrame(game, mode) {
      const frame = make('iframe', 'tv-host-frame');
      frame.title = words(this, 'title');
      // The game and the mode, in the frame's address too, let the frame
      // start fetching its bundle before the attributes arrive by message
      // (a hint only: the board is made from the message).
      frame.src = game ? `${FRAME_URL}&game=${game}${mode ? `&mode=${mode}` : ''}` : FRAME_URL;
      this._frame = frame;
      this._ready = false;
      this._drawn = false;
      addEventListener('message', this._onMessage);
      this._timer = setTimeout(() => { if (!this._drawn) this._fail('late'); }, PATIENCE_MS);
      this.shadowRoot.append(frame);
    }

    disconnectedCallback() {
      this._unwatch();
      this._stop();
      this._refuseCalls('the board left the page');
    }

    attributeChangedCallback() {
      if (this._ready || this._bundle) this._schedule();
    }

    // The host's script, on the board's own rules (through the frame, or
    // on the board in the page).
    setPosition(text) { return this._call('setPosition', String(text == null ? '' : text)); }
    setMoves(moves) {
      return this._call('setMoves', Array.isArray(moves) ? moves.map(String).join(' ') : String(moves == null ? '' : moves));
    }
    play(move) { return this._call('play', String(move == null ? '' : move)); }
    flip() { return this._call('flip'); }

    _call(method, argument) {
      return new Promise((resolve, reject) => {
        if (this._why) {
          reject(new Error(this._why));
          return;
        }
        const id = this._nextCall++;
        const timer = setTimeout(() => {
          this._calls.delete(id);
          reject(new Error(`the board did not answer ${method}`));
        }, PATIENCE_MS);
        this._calls.set(id, { resolve, reject, timer });
        const message = { type: NS + 'call', id, method, argument };
        const send = () => (this._box ? this._settle({ id, ...this._answer(method, argument) }) : this._post(message));
        if (this._drawn) send();
        else this._queued.push(send);
      });
    }

    _refuseCalls(reason) {
      for (const { reject, timer } of this._calls.values()) {
        clearTimeout(timer);
        reject(new Error(reason));
      }
      this._calls.clear();
      this._queued = [];
    }

    // A method called on a board drawn in the page: what the frame would
    // have replied.
    _answer(method, argument) {
      const board = this._board;
      if (!board || !board.ok()) return { error: board ? board.error() : 'the board is not shown yet' };
      try {
        const value = {
          setPosition: () => board.set_position(argument),
          setMoves: () => board.set_moves(argument),
          play: () => board.play(argument),
          flip: () => board.flip(),
        }[method]();
        return { value: value === undefined ? null : value };
      } catch (e) {
        return { error: String(e) };
      }
    }

    _settle(data) {
      const call = this._calls.get(data.id);
      if (!call) return;
      this._calls.delete(data.id);
      clearTimeout(call.timer);
      if ('error' in data) call.reject(new Error(String(data.error)));
      else call.resolve(data.value);
    }

    _fire(name, detail) {
      if (EVENTS.includes(name)) this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    }

    // The board is drawn: it shows in place of the picture, and the calls
    // made meanwhile go to it.
    _shown() {
      clearTimeout(this._timer);
      this._drawn = true;
      this._why = null;
      this._error.classList.add('tv-gone');
      if (this._frame) this._frame.classList.add('tv-drawn');
      if (this._box) this._box.classList.remove('tv-gone');
      this._slot.classList.add('tv-gone');
      this._showLoading();
      for (const send of this._queued.splice(0)) send();
    }

    _post(message) {
      if (this._frame && this._frame.contentWindow) this._frame.contentWindow.postMessage(message, SITE);
    }

    // Several attributes change at once (a script setting them one by one):
    // send them once.
    _schedule() {
      if (this._pending) return;
      this._pending = true;
      queueMicrotask(() => {
        this._pending = false;
        if (this._box) {
          if (this._bundle) this._refresh();
          return;
        }
        if (!this._ready) return;
        const attributes = attributesOf(this);
        // Calls from now on wait for this board (or its message).
        this._why = null;
        this._drawn = false;
        this._post({ type: NS + 'board', attributes, colours: coloursOf(this) });
      });
    }

    _receive(event) {
      const data = event.data;
      if (!this._frame || event.source !== this._frame.contentWindow || event.origin !== SITE
        || !data || typeof data !== 'object' || typeof data.type !== 'string') return;
      switch (data.type) {
        case NS + 'ready':
          this._ready = true;
          this._schedule();
          break;
        case NS + 'drawn':
          this._shown();
          break;
        case NS + 'height':
          if (Number.isFinite(data.height)) {
            this._frame.style.height = `${Math.max(0, Math.min(20000, Math.ceil(data.height)))}px`;
          }
          break;
        case NS + 'error':
          clearTimeout(this._timer);
          this._refuse(String(data.text).slice(0, 2000));
          break;
        case NS + 'failed':
          this._fail(Object.prototype.hasOwnProperty.call(MESSAGES.en, data.reason) ? data.reason : 'stopped');
          break;
        case NS + 'event':
          this._fire(data.name, data.detail);
          break;
        case NS + 'reply':
          this._settle(data);
          break;
        default:
          break;
      }
    }

    _fail(key) {
      this._refuse(words(this, key));
    }

    // No board, and why: shown, and the answer to every call waiting.
    _refuse(text) {
      this._drawn = false;
      this._show(text);
      this._refuseCalls(text);
    }

    // A message in place of the board; the element's picture stays below it.
    _show(text) {
      this._why = text;
      this._error.textContent = text;
      this._error.classList.remove('tv-gone');
      if (this._frame) this._frame.classList.remove('tv-drawn');
      if (this._box) this._box.classList.add('tv-gone');
      this._slot.classList.remove('tv-gone');
      this._showLoading();
    }

    // "Loading" shows while nothing else does: no picture, board or message.
    _showLoading() {
      const held = this._slot.assignedNodes().some((n) =>
        n.nodeType === Node.ELEMENT_NODE || (n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== ''));
      const busy = this._drawn || held || !this._error.classList.contains('tv-gone');
      this._loading.classList.toggle('tv-gone', busy);
    }
  }

  customElements.define(NAME, TavoliereBoard);
}());
