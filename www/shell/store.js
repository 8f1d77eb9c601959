// The games saved in this browser, as the game pages keep them: the index
// (tavoliere.saves, one "ID GAME UPDATED FINISHED" line per game, newest
// first), each record under tavoliere.save.ID, and beside it the card the
// game page writes (tavoliere.card.ID: the record it describes and its
// state in both languages; tavoliere.thumb.ID: a small SVG picture of it,
// kept for the few newest unfinished games only, as pictures are large). The same rules as
// ui::saves::SaveIndex and web::saved, so the wasm and these pages agree.
import { GAMES, SAVES_CAP } from './data.js';

const INDEX_KEY = 'tavoliere.saves';
const RECORD_PREFIX = 'tavoliere.save.';
const CARD_PREFIX = 'tavoliere.card.';
const THUMB_PREFIX = 'tavoliere.thumb.';

function storage() {
  try { return window.localStorage; } catch { return null; }
}

function load(key) {
  try { return storage()?.getItem(key) ?? null; } catch { return null; }
}

function remove(key) {
  try { storage()?.removeItem(key); } catch { /* storage off */ }
}

function store(key, value) {
  try { storage()?.setItem(key, value); return true; } catch { return false; }
}

/// Whether `id` can name a saved game (or a game): 1 to 24 lowercase
/// letters and digits.
export function isValidId(id) {
  return /^[a-z0-9]{1,24}$/.test(id);
}

function parseIndex(text) {
  const entries = [];
  for (const line of (text || '').split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields.length !== 4) continue;
    const [id, game, updatedText, finishedText] = fields;
    if (!/^\d+$/.test(updatedText) || (finishedText !== '0' && finishedText !== '1')) continue;
    if (!isValidId(id) || !isValidId(game) || entries.some((e) => e.id === id)) continue;
    const updated = Number(updatedText);
    let at = entries.findIndex((e) => e.updated < updated);
    if (at < 0) at = entries.length;
    entries.splice(at, 0, { id, game, updated, finished: finishedText === '1' });
  }
  return entries;
}

function indexText(entries) {
  return entries.map((e) => `${e.id} ${e.game} ${e.updated} ${e.finished ? 1 : 0}\n`).join('');
}

// Puts entry `id` in its place by time; returns the ids given up to stay
// within the cap (the oldest finished game first).
function touch(entries, id, game, updated) {
  const before = entries.findIndex((e) => e.id === id);
  if (before >= 0) entries.splice(before, 1);
  let at = entries.findIndex((e) => e.updated <= updated);
  if (at < 0) at = entries.length;
  entries.splice(at, 0, { id, game, updated, finished: false });
  const givenUp = [];
  while (entries.length > SAVES_CAP) {
    let victim = -1;
    for (let i = entries.length - 1; i >= 0 && victim < 0; i--) if (entries[i].finished && entries[i].id !== id) victim = i;
    for (let i = entries.length - 1; i >= 0 && victim < 0; i--) if (entries[i].id !== id) victim = i;
    if (victim < 0) break;
    givenUp.push(entries.splice(victim, 1)[0].id);
  }
  return givenUp;
}

function forget(ids) {
  for (const id of ids) {
    remove(RECORD_PREFIX + id);
    remove(CARD_PREFIX + id);
    remove(THUMB_PREFIX + id);
  }
}

function keysWithPrefix(prefix) {
  const keys = [];
  try {
    const s = storage();
    for (let i = 0; s && i < s.length; i++) {
      const key = s.key(i);
      if (key && key.startsWith(prefix)) keys.push(key);
    }
  } catch { /* storage off */ }
  return keys;
}

/// A record's text read as web::saved's records are written (Game:,
/// Options:, Start:, Moves: lines; move numbers dropped): its game, options,
/// set-up position and moves, or null where it does not read as a record.
/// Whether the moves are legal only the game's page can tell.
export function parseRecord(text) {
  const record = { game: '', options: [], start: null, moves: [] };
  const seen = new Set();
  let inMoves = false;
  const tokens = (value) => value.split(/\s+/).filter((t) => t && !/^\d+\.+$/.test(t));
  for (const raw of String(text).split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    const key = colon < 0 ? '' : line.slice(0, colon).trim().toLowerCase();
    if (!['game', 'options', 'start', 'moves'].includes(key)) {
      if (!inMoves) return null;
      record.moves.push(...tokens(line));
      continue;
    }
    if (seen.has(key)) return null;
    seen.add(key);
    inMoves = key === 'moves';
    const value = line.slice(colon + 1).trim();
    if (key === 'game') record.game = value.toLowerCase();
    else if (key === 'options') {
      for (const pair of value.split(/\s+/).filter(Boolean)) {
        const eq = pair.indexOf('=');
        if (eq <= 0 || eq === pair.length - 1) return null;
        record.options.push([pair.slice(0, eq), pair.slice(eq + 1)]);
      }
    } else if (key === 'start') record.start = value;
    else record.moves.push(...tokens(value));
  }
  if (!record.game || !GAMES.some((g) => g.id === record.game)) return null;
  return record;
}

/// Every saved game, newest first, as {id, game, updated, finished}: the
/// index with any save of the version that kept one game per kind moved
/// in, and any stored record the index lost listed again (as web::saved).
export function entries() {
  const list = parseIndex(load(INDEX_KEY));
  let changed = false;
  for (const key of keysWithPrefix(RECORD_PREFIX)) {
    const id = key.slice(RECORD_PREFIX.length);
    if (!isValidId(id) || list.some((e) => e.id === id)) continue;
    const game = parseRecord(load(key) || '')?.game || 'unknown';
    forget(touch(list, id, game, 0));
    changed = true;
  }
  for (const game of GAMES) {
    const oldKey = `tavoliere.game.${game.id}`;
    const text = load(oldKey);
    if (text === null) continue;
    const id = `old${game.id.replace(/[^a-z0-9]/g, '')}`;
    if (isValidId(id) && !list.some((e) => e.id === id)) {
      // Older than anything played since, so it lists after them.
      forget(touch(list, id, game.id, 0));
      store(RECORD_PREFIX + id, text);
    }
    remove(oldKey);
    changed = true;
  }
  if (changed) store(INDEX_KEY, indexText(list));
  return list;
}

/// The stored text of entry `id`, or ''.
export function recordText(id) {
  return load(RECORD_PREFIX + id) || '';
}

/// The card the game page wrote for entry `id`, if it describes the record
/// stored now: {state: {en, it}, picture: SVG text or null}; else null.
export function card(id) {
  try {
    const value = JSON.parse(load(CARD_PREFIX + id) || 'null');
    if (value && typeof value === 'object' && value.record === recordText(id)) {
      return { state: value.state || {}, picture: load(THUMB_PREFIX + id) };
    }
  } catch { /* a damaged card is no card */ }
  return null;
}

/// Deletes entry `id`, its record and its card.
export function deleteEntry(id) {
  const list = parseIndex(load(INDEX_KEY));
  const at = list.findIndex((e) => e.id === id);
  if (at >= 0) {
    list.splice(at, 1);
    store(INDEX_KEY, indexText(list));
  }
  forget([id]);
}
