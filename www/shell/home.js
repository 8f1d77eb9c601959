// The home page (a gallery of the games, each with its start picture, and
// the unfinished saved games to continue) and, from saved.js, the
// saved-games page: plain HTML from generated data, no WebAssembly.
import { GAMES } from './data.js';
import { escape, fill, lang, showing, text } from './prefs.js';
import { card, entries, parseRecord, recordText } from './store.js';
import { showSaved } from './saved.js';

export { showSaved };

function gameName(game, code = lang()) {
  return game.name[code];
}

function picture(svg) {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// The unfinished saved games, newest first (at most four), as links that
// resume each, with the picture its page stored and its move count.
function continueHtml() {
  const t = text();
  const links = entries().filter((e) => !e.finished).slice(0, 4).map((entry) => {
    const game = GAMES.find((g) => g.id === entry.game);
    if (!game) return '';
    const record = parseRecord(recordText(entry.id));
    const saved = card(entry.id);
    const image = saved?.picture ? `<img src="${escape(picture(saved.picture))}" alt="" width="48" height="48">` : '';
    const moves = record ? ` <small>${escape(fill(t.MoveCount, record.moves.length))}</small>` : '';
    return `<li><a class="saved-link" href="#play=${game.id}&amp;save=${entry.id}">${image}<span>${escape(gameName(game))}${moves}</span></a></li>`;
  }).join('');
  return links ? `<section class="continue"><h2>${escape(t.ContinueTitle)}</h2><ul>${links}</ul></section>` : '';
}

function cardHtml(game) {
  const t = text();
  const code = lang();
  const other = code === 'en' ? 'it' : 'en';
  const name = gameName(game);
  // The other language's name only where it says something new: not
  // "Byte Byte" nor "Porta Porta (Gate)".
  const otherName = gameName(game, other);
  const gloss = otherName.startsWith(name) || name.startsWith(otherName)
    ? '' : ` <small lang="${other}">${escape(otherName)}</small>`;
  return `<li class="game-card"><a class="card playable" href="#play=${game.id}">`
    + `<img src="${escape(game.picture)}" alt="${escape(fill(t.StartPicture, name))}" width="240" height="240" loading="lazy">`
    + `<div class="card-text"><h2>${escape(name)}${gloss}</h2>`
    + `<p>${escape(game.summary[code])}</p>`
    + `<p class="facts"><span>${escape(fill(t.PlayersCount, game.players))}</span> · <span>${escape(fill(t.AboutMinutes, game.minutes))}</span></p>`
    + `<span class="badge play">${escape(t.Play)}</span></div></a>`
    + `<a class="rules-link" href="${game.rules[code]}" aria-label="${escape(fill(t.RulesOf, name))}">${escape(t.Rules)}</a></li>`;
}

/// Draws the home page in `root`, with `message` (an error to show, or
/// nothing) above the gallery.
export function showHome(root, message) {
  showing(root, 'home', () => {
    const t = text();
    const alert = message ? `<p class="message error" role="alert">${escape(message)}</p>` : '';
    root.innerHTML = `<section class="home" data-shell="home"><h1>Tavoliere</h1><p class="lead">${escape(t.Lead)}</p>${alert}`
      + `${continueHtml()}<ul class="games">${GAMES.map(cardHtml).join('')}</ul>`
      + `<p class="back"><a href="#saved">${escape(t.SavedTitle)}</a></p></section>`;
    document.title = `Tavoliere · ${t.Tagline}`;
  });
}
