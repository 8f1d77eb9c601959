// The header's switches (language, colours, sound), drawn without the wasm
// so the home page needs none. The choices are kept in localStorage under
// the keys the game pages have always used, shown on the page (<html lang>,
// <html data-theme>, the sound button's aria-pressed) where the wasm of a
// game page reads them, and every change is announced with a
// 'tavoliere:prefs' event on window so that page redraws.
import { LANGUAGES, TEXT } from './text.js';

const LANG_KEY = 'tavoliere.lang';
const THEME_KEY = 'tavoliere.theme';
const SOUND_KEY = 'tavoliere.sound';
const THEMES = [['auto', 'ThemeAuto'], ['light', 'ThemeLight'], ['dark', 'ThemeDark'], ['contrast', 'ThemeContrast']];

// The choices for this page: read once from storage, kept here too, so
// they last for the page where storage is off.
let current = null;

function load(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}

function store(key, value) {
  try { localStorage.setItem(key, value); } catch { /* storage off: this page only */ }
}

// The language the browser asks for: the first tag decides, Italian for
// any Italian tag, English for the rest (as ui::i18n::Lang::from_tags).
function browserLang() {
  const tags = [...(navigator.languages || []), navigator.language || ''];
  for (const tag of tags) {
    const primary = String(tag).trim().split(/[-_]/)[0];
    if (primary) return primary.toLowerCase() === 'it' ? 'it' : 'en';
  }
  return 'en';
}

function read() {
  const lang = load(LANG_KEY);
  const theme = load(THEME_KEY);
  return {
    lang: LANGUAGES.some((l) => l.code === lang) ? lang : browserLang(),
    theme: THEMES.some(([code]) => code === theme) ? theme : 'auto',
    sound: load(SOUND_KEY) !== 'off',
  };
}

/// The page's language: 'en' or 'it'.
export function lang() {
  if (!current) current = read();
  return current.lang;
}

/// The phrases of the page's language.
export function text() {
  return TEXT[lang()];
}

/// A phrase with its {} holes filled in order.
export function fill(phrase, ...values) {
  let i = 0;
  return phrase.replace(/\{\}/g, () => String(values[i++] ?? ''));
}

/// Text made safe to put inside HTML.
export function escape(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);
}

function apply() {
  const html = document.documentElement;
  html.setAttribute('lang', current.lang);
  if (current.theme === 'auto') html.removeAttribute('data-theme');
  else html.setAttribute('data-theme', current.theme);
}

// The header's control of this tag and class, made the first time.
function control(header, tag, className) {
  let found = header.querySelector(`${tag}.${className}`);
  if (!found) {
    found = document.createElement(tag);
    found.className = className;
    header.append(found);
  }
  return found;
}

const SPEAKER = '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M3 9.5v5h4l5 4v-13l-5 4z" fill="currentColor"/>';
const WAVES = '<path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" fill="none"/></svg>';
const CROSS = '<path d="M16 9l6 6M22 9l-6 6" fill="none"/></svg>';

function render() {
  const header = document.querySelector('header.site');
  if (!header) return;
  const t = text();
  const nav = control(header, 'nav', 'lang-switch');
  nav.setAttribute('aria-label', t.LanguageSwitch);
  nav.innerHTML = LANGUAGES.map((l) => `<button type="button" lang="${l.code}" data-lang="${l.code}" aria-pressed="${l.code === current.lang}">${escape(l.name)}</button>`).join('');
  const select = control(header, 'select', 'theme-switch');
  select.setAttribute('aria-label', t.ThemeSwitch);
  select.setAttribute('title', t.ThemeSwitch);
  select.innerHTML = THEMES.map(([code, name]) => `<option value="${code}"${code === current.theme ? ' selected' : ''}>${escape(t[name])}</option>`).join('');
  const sound = control(header, 'button', 'sound-switch');
  sound.setAttribute('type', 'button');
  sound.setAttribute('aria-pressed', String(current.sound));
  sound.setAttribute('aria-label', t.SoundSwitch);
  sound.setAttribute('title', t.SoundSwitch);
  sound.innerHTML = SPEAKER + (current.sound ? WAVES : CROSS);
}

function changed() {
  apply();
  render();
  window.dispatchEvent(new CustomEvent('tavoliere:prefs'));
}

// The knock a move makes on the board (web::sound's Move), so turning the
// sound on is heard at once.
function knock() {
  try {
    const context = new AudioContext();
    const oscillator = context.createOscillator();
    oscillator.type = 'triangle';
    oscillator.frequency.value = 520;
    const gain = context.createGain();
    const at = context.currentTime;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.008);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.07);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.09);
    oscillator.onended = () => context.close();
  } catch { /* no Web Audio: silence */ }
}

// What the shell last drew, redrawn in the new language on a change.
let shown = null;

/// Draws a page of the shell in `root` with `draw`, which makes a
/// `section[data-shell=PAGE]`, and draws it again on every change of the
/// choices while that section is still on show.
export function showing(root, page, draw) {
  shown = { root, page, draw };
  draw();
}

window.addEventListener('tavoliere:prefs', () => {
  if (shown && shown.root.querySelector(`:scope > section[data-shell="${shown.page}"]`)) shown.draw();
});

/// Reads and applies the stored choices, draws the switches and listens
/// to them. Call once, before anything is drawn in the page's language.
export function initPrefs() {
  lang();
  apply();
  render();
  const header = document.querySelector('header.site');
  if (!header) return;
  header.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chosen = target?.closest('[data-lang]')?.dataset.lang;
    if (chosen && chosen !== current.lang && LANGUAGES.some((l) => l.code === chosen)) {
      current.lang = chosen;
      store(LANG_KEY, chosen);
      changed();
      header.querySelector(`[data-lang="${chosen}"]`)?.focus();
    } else if (target?.closest('button.sound-switch')) {
      current.sound = !current.sound;
      store(SOUND_KEY, current.sound ? 'on' : 'off');
      changed();
      if (current.sound) knock();
    }
  });
  header.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.classList.contains('theme-switch')) return;
    if (!THEMES.some(([code]) => code === select.value)) return;
    current.theme = select.value;
    store(THEME_KEY, current.theme);
    changed();
  });
}
