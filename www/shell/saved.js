// The saved-games page (#saved): one row per game saved in this browser,
// newest first, with its game, options, move count and state, Resume,
// Delete, and for an entry that does not read as a record its text to
// copy or download. Plain HTML, no WebAssembly.
import { GAMES, SAVES_CAP } from './data.js';
import { escape, fill, lang, showing, text } from './prefs.js';
import { card, deleteEntry, entries, parseRecord, recordText } from './store.js';

// The options a game was started with, or "standard rules": in Italian by
// the names the New game form shows ("Variante: Dado"), in English as the
// record writes them (`variant=die`).
function optionsSummary(record, game) {
  const t = text();
  const words = (game && game.options && game.options[lang()]) || {};
  const named = ([k, v]) => (words[k] ? `${words[k]}: ${words[`${k}=${v}`] || v}` : `${k}=${v}`);
  const parts = [];
  if (record.options.length) parts.push(record.options.map(named).join(', '));
  if (record.start !== null) parts.push(t.SetUpPosition);
  return parts.length ? parts.join(' · ') : t.StandardRules;
}

function row(entry) {
  const t = text();
  const game = GAMES.find((g) => g.id === entry.game);
  const name = game ? game.name[lang()] : entry.game;
  const stored = recordText(entry.id);
  const record = parseRecord(stored);
  let options = '';
  let state;
  let damaged = '';
  if (record) {
    options = optionsSummary(record, game);
    const n = record.moves.length;
    state = n === 1 ? t.OneMove : fill(t.NMoves, n);
    const known = card(entry.id);
    if (known?.state?.[lang()]) state += ` · ${known.state[lang()]}`;
  } else {
    state = fill(t.NotRestorable, t.NotARecord);
    // A damaged entry keeps its text within reach rather than vanishing.
    damaged = `<details class="saved-damaged"><summary>${escape(t.DamagedText)}</summary>`
      + `<textarea readonly rows="4" aria-label="${escape(t.DamagedText)}">${escape(stored)}</textarea>`
      + `<button data-download="${escape(entry.id)}">${escape(t.DownloadText)}</button></details>`;
  }
  return `<li class="saved-game" data-game="${escape(entry.game)}" data-save="${escape(entry.id)}">`
    + `<span class="saved-name">${escape(name)}</span> `
    + `<span class="saved-options">${escape(options)}</span> `
    + `<span class="saved-state">${escape(state)}</span> `
    + `<a class="button" href="#play=${escape(entry.game)}&amp;save=${escape(entry.id)}">${escape(t.Resume)}</a> `
    + `<button data-delete="${escape(entry.id)}">${escape(t.Delete)}</button>${damaged}</li>`;
}

// Offers `content` as a file to download; false where the browser cannot.
function download(content, name) {
  try {
    const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    return true;
  } catch {
    return false;
  }
}

// The roots whose clicks on Delete and Download are listened to.
const listening = new WeakSet();

/// Draws the saved-games page in `root`, with `message` (a status to
/// show, or nothing) under its lead.
export function showSaved(root, message) {
  const note = message || '';
  showing(root, 'saved', () => {
    const t = text();
    const rows = entries().map(row).join('');
    const status = note ? `<p class="message" role="status">${escape(note)}</p>` : '';
    const body = rows ? `<ul class="saved">${rows}</ul>` : `<p class="lead">${escape(t.NothingSaved)}</p>`;
    root.innerHTML = `<section class="home" data-shell="saved"><h1>${escape(t.SavedTitle)}</h1>`
      + `<p class="lead">${escape(fill(t.SavedLead, SAVES_CAP))}</p>${status}${body}`
      + `<p class="back"><a href="#">&larr; ${escape(t.AllGames)}</a></p></section>`;
    document.title = `${t.SavedTitle} · Tavoliere`;
  });
  if (listening.has(root)) return;
  listening.add(root);
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest('section[data-shell="saved"]')) return;
    const deleted = target?.closest('[data-delete]')?.getAttribute('data-delete');
    const downloaded = target?.closest('[data-download]')?.getAttribute('data-download');
    if (deleted) {
      deleteEntry(deleted);
      showSaved(root, text().SavedDeleted);
    } else if (downloaded && !download(recordText(downloaded), `tavoliere-save-${downloaded}.txt`)) {
      showSaved(root, fill(text().FileNotMade));
    }
  });
}
