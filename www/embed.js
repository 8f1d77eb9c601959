// Tavoliere boards for any page: one script tag, then as many
// <tavoliere-board> elements as you like.
//
//   <script type="module" src="https://example.org/tavoliere/embed.js"></script>
//   <tavoliere-board game="loa" moves="b1-d3 a7-c5" ply="last" mode="view"></tavoliere-board>
//
// Each board lives in its own shadow root with its own stylesheet, so the
// host's styles do not reach it and its styles do not leak out. It defines one
// global name, the element, and only if no other script has. Whatever goes
// wrong (a bad attribute, a failed download), the element shows a message in
// place of the board and nothing is thrown into the host page.

const NAME = 'tavoliere-board';
const ATTRIBUTES = ['game', 'moves', 'start', 'options', 'ply', 'mode', 'record', 'computer'];

let engine = null;
function loadEngine() {
  if (!engine) {
    engine = import(new URL('./tavoliere.js', import.meta.url).href).then(async (module) => {
      await module.default({ module_or_path: new URL('./tavoliere_bg.wasm', import.meta.url) });
      // The computer thinks in a worker beside this script. A browser
      // refuses a worker from another origin than the host page's; the
      // boards then think in slices between frames instead.
      module.use_worker(new URL('./worker.js', import.meta.url).href);
      return module;
    });
  }
  return engine;
}

// The board speaks the language of its element's `lang` attribute, else of
// the nearest ancestor with one (usually the host page's <html lang>).
function languageOf(element) {
  const owner = element.closest('[lang]');
  return (owner && owner.getAttribute('lang')) || '';
}

const MESSAGES = {
  en: {
    download: 'This board could not be loaded: the game engine did not download.',
    stopped: 'This board stopped working: reload the page to try again.',
  },
  it: {
    download: 'Impossibile caricare questa scacchiera: il motore di gioco non si è scaricato.',
    stopped: 'Questa scacchiera ha smesso di funzionare: ricarica la pagina per riprovare.',
  },
};

function message(element, key) {
  const primary = languageOf(element).split(/[-_]/)[0].toLowerCase();
  return (MESSAGES[primary] || MESSAGES.en)[key];
}

function showError(root, text) {
  root.replaceChildren();
  const p = document.createElement('p');
  p.className = 'tv-error';
  p.setAttribute('role', 'alert');
  p.textContent = text;
  root.append(p);
}

class TavoliereBoard extends HTMLElement {
  static get observedAttributes() { return [...ATTRIBUTES, 'lang']; }

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = new URL('./embed.css', import.meta.url).href;
    this._box = document.createElement('div');
    this._box.className = 'tv';
    shadow.append(style, this._box);
    this._board = null;
    this._pending = false;
    this._observer = null;
  }

  connectedCallback() {
    this._schedule();
    if (!this._observer && typeof ResizeObserver === 'function') {
      this._observer = new ResizeObserver(() => {
        try { if (this._board) this._board.resize(); } catch (e) { /* never into the host */ }
      });
      this._observer.observe(this._box);
    }
  }

  disconnectedCallback() {
    if (this._observer) { this._observer.disconnect(); this._observer = null; }
    this._free();
  }

  attributeChangedCallback() {
    if (this.isConnected) this._schedule();
  }

  // Several attributes change at once while the page is parsed: mount once.
  _schedule() {
    if (this._pending) return;
    this._pending = true;
    queueMicrotask(() => {
      this._pending = false;
      if (this.isConnected) this._mount();
    });
  }

  _free() {
    if (this._board) {
      try { this._board.free(); } catch (e) { /* already gone */ }
      this._board = null;
    }
  }

  async _mount() {
    let module;
    try {
      module = await loadEngine();
    } catch (e) {
      showError(this._box, message(this, 'download'));
      return;
    }
    this._free();
    const pairs = ATTRIBUTES.filter((a) => this.hasAttribute(a)).map((a) => [a, this.getAttribute(a)]);
    pairs.push(['lang', languageOf(this)]);
    try {
      this._board = module.mount_board(this._box, pairs);
    } catch (e) {
      showError(this._box, message(this, 'stopped'));
    }
  }
}

if (!customElements.get(NAME)) {
  customElements.define(NAME, TavoliereBoard);
}
