// The site as real hosts and real browsers treat it, beyond the lab:
//
// - offline after one visit: every game page, the rules pages and the
//   same-origin embeds load and play with the network off;
// - a new release replaces the old one on the next visit;
// - a link or a pasted record far too long is refused at once, and one at
//   the limit loads (its time is reported, never asserted);
// - a save the browser refuses is said once, and damaged saved entries stay
//   listed with their text.
//
// Everything is served by tests/e2e/plain_server.cjs: a sub-folder, 404 for
// unknown paths, no special headers; a 404 anywhere fails the run.
// Run by scripts/test.sh after `trunk build`; needs playwright-core.

'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { servePlain } = require('./plain_server.cjs');
const { ROOT, DIST, SHOTS, launch, checks, assert, clickSquares } = require('./harness.cjs');

const PREFIX = '/games/tavoliere/';
const GAMES = ['porta', 'ponte', 'cancelletto', 'archimede', 'loa', 'byte', 'magneton', 'quoridor', 'gyges'];

/// Quoridor's pawns stepping forward and back: legal for as long as wanted.
function shuffling(plies) {
  const steps = ['e2', 'e8', 'e1', 'e9'];
  return Array.from({ length: plies }, (_, i) => steps[i % 4]);
}

/// Waits until this page's service worker is active and has cached the
/// release (its install caches every file before it activates).
async function workerReady(page) {
  return page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then((registration) => registration.scope),
    new Promise((resolve) => setTimeout(() => resolve('no worker within 20 s'), 20000)),
  ]));
}

/// A copy of dist/ in a fresh folder, for a site that can be changed.
function copyOfDist() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tavoliere-release-'));
  fs.cpSync(DIST, folder, { recursive: true });
  return folder;
}

(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const { check, finish } = checks();
  const site = await servePlain({ root: DIST, prefix: PREFIX });
  const base = site.url;
  const browser = await launch();
  const figures = [];

  await check('after one visit every game page and the rules work offline, and an embed once shown', async () => {
    const context = await browser.newContext({ viewport: { width: 900, height: 760 } });
    const visitor = await context.newPage();
    const thrown = [];
    visitor.on('pageerror', (e) => thrown.push(String(e)));
    await visitor.goto(base);
    await visitor.waitForSelector('.games li');
    const scope = await workerReady(visitor);
    assert(scope === base, `worker scope ${scope}, expected the site folder ${base}`);
    // An embedded board's bundle is kept once it has been shown (the
    // worker does not download the nine frames ahead).
    await visitor.goto(`${base}embed.html#game=byte&mode=play`);
    await visitor.waitForSelector('.tv-canvas[data-position]', { timeout: 10000 });
    await visitor.goto(base);
    await visitor.waitForSelector('.games li');
    await context.setOffline(true);
    await visitor.reload();
    await visitor.waitForSelector('.games li');
    for (const id of GAMES) {
      await visitor.goto(`${base}#game=${id}`);
      await visitor.reload();
      await visitor.waitForSelector('#board[data-position]', { timeout: 10000 });
    }
    // A move by clicks, offline.
    await visitor.goto(`${base}#game=loa`);
    await visitor.waitForSelector('#board[data-position]');
    await clickSquares(visitor, visitor.locator('#board'), 'b1', 'd3');
    await visitor.waitForFunction(() => document.querySelectorAll('#moves li').length === 1);
    // The computer's worker starts offline too: a hint from it.
    await visitor.click('#hint');
    await visitor.waitForSelector('#board[data-hint]', { timeout: 10000 });
    const place = await visitor.locator('#board').getAttribute('data-search');
    assert(place === 'worker', `offline, the search ran in ${place}`);
    await visitor.screenshot({ path: path.join(SHOTS, 'offline.png') });
    // The rules pages, never visited, in both languages, with a live diagram.
    for (const page of ['rules/index.html', 'rules/gyges.it.html', 'rules/quoridor.en.html']) {
      const response = await visitor.goto(`${base}${page}`);
      assert(response && response.ok(), `${page} offline: ${response && response.status()}`);
      await visitor.waitForSelector('h1');
    }
    // The same-origin embeds: the frame and the example blog post.
    await visitor.goto(`${base}embed.html#game=byte&mode=play`);
    await visitor.waitForSelector('.tv-canvas[data-position]', { timeout: 10000 });
    await visitor.goto(`${base}blog.html`);
    await visitor.waitForSelector('h1');
    await context.close();
    assert(thrown.length === 0, thrown.join('\n'));
  });

  await check('a new release replaces the old one on the next visit, then works offline', async () => {
    // Release 1 is this build; release 2 is the same files with a visible
    // change to the entry page, stamped by the build's own post-build step.
    const folder = copyOfDist();
    const host = await servePlain({ root: folder, prefix: PREFIX });
    const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
    let visitor = await context.newPage();
    try {
      await visitor.goto(host.url);
      await visitor.waitForSelector('.games li');
      assert((await workerReady(visitor)) === host.url, 'release 1 installed');
      const first = await visitor.evaluate(() => caches.keys());
      const index = path.join(folder, 'index.html');
      fs.writeFileSync(index, fs.readFileSync(index, 'utf8')
        .replace('<a class="brand" href="#">Tavoliere</a>', '<a class="brand" href="#">Tavoliere 2</a>'));
      execFileSync('node', [path.join(ROOT, 'scripts', 'release.mjs'), '--sw-only', folder], {
        stdio: 'ignore',
      });
      // The next visit, in a new tab: the page comes from the network, and
      // the browser finds a new sw.js, which caches release 2 and drops 1.
      await visitor.close();
      visitor = await context.newPage();
      await visitor.goto(`${host.url}#game=loa`);
      await visitor.waitForSelector('#board[data-position]');
      assert((await visitor.locator('header .brand').textContent()) === 'Tavoliere 2', 'the new page is shown');
      await visitor.waitForFunction((old) => caches.keys().then((keys) =>
        keys.length === 1 && !old.includes(keys[0])), first, { timeout: 20000 });
      await context.setOffline(true);
      await visitor.reload();
      await visitor.waitForSelector('#board[data-position]');
      assert((await visitor.locator('header .brand').textContent()) === 'Tavoliere 2', 'offline, release 2 answers');
      assert(host.missing().length === 0, `404: ${host.missing().map((r) => r.path).join(', ')}`);
    } finally {
      await context.close();
      await host.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const consoleErrors = [];
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));

  await check('a 600 KB link is refused at once with the limit; the page stays usable', async () => {
    const link = `#game=quoridor&moves=${shuffling(200000).join('+')}`;
    assert(link.length > 600000, `link of ${link.length} bytes`);
    const started = Date.now();
    await page.goto(`${base}${link}`);
    await page.waitForFunction(() => /10,000 moves/.test(document.body.textContent), null, { timeout: 10000 });
    figures.push(`a 600 KB link refused in ${Date.now() - started} ms`);
    await page.screenshot({ path: path.join(SHOTS, 'long-link-refused.png') });
    await page.goto(`${base}#game=loa`);
    await page.waitForSelector('#board[data-position]');
  });

  await check('a link of 10,000 legal moves loads, and stepping back through it is quick', async () => {
    const moves = shuffling(10000);
    const started = Date.now();
    await page.goto(`${base}#game=quoridor&moves=${moves.join('+')}`);
    await page.waitForFunction(() => document.querySelector('#board')?.dataset.position
      && document.querySelectorAll('#moves li').length > 0, null, { timeout: 30000 });
    figures.push(`a link of 10,000 Quoridor moves drawn in ${Date.now() - started} ms`);
    const shown = await page.locator('#board').getAttribute('data-position');
    assert(/turn=south/.test(shown), `the position after 10,000 moves: ${shown}`);
    const back = Date.now();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => /turn=north/.test(document.querySelector('#board').dataset.position));
    figures.push(`five moves back in a 10,000-move game: ${Date.now() - back} ms`);
  });

  await check('a pasted record one move over the limit is refused and the game is kept', async () => {
    await page.goto(`${base}#game=loa&moves=b1-d3`);
    await page.waitForSelector('#board[data-position]');
    const before = await page.locator('#board').getAttribute('data-position');
    await page.click('details.record summary');
    await page.fill('#record', `Game: quoridor\nMoves: ${shuffling(10001).join(' ')}`);
    await page.click('#load');
    await page.waitForFunction(() => /10,000 moves/.test(document.querySelector('#message').textContent));
    assert((await page.locator('#board').getAttribute('data-position')) === before, 'the game is unchanged');
  });

  await check('an opened file over 1 MB is refused before it is read; the game is kept', async () => {
    await page.goto(`${base}#game=loa&moves=b1-d3`);
    await page.waitForSelector('#board[data-position]');
    const before = await page.locator('#board').getAttribute('data-position');
    const buffer = Buffer.from(`Game: quoridor\nMoves: ${shuffling(400000).join(' ')}\n`);
    assert(buffer.length > 1024 * 1024, `a file of ${buffer.length} bytes`);
    await page.click('details.record summary');
    await page.setInputFiles('#import', { name: 'huge.txt', mimeType: 'text/plain', buffer });
    await page.waitForFunction(() => /the most a board reads is 1024 KB/.test(document.querySelector('#message').textContent));
    assert((await page.locator('#board').getAttribute('data-position')) === before, 'the game is unchanged');
  });

  await check('a save the browser refuses is said once; the game stays in the link', async () => {
    const refusing = await browser.newContext({ viewport: { width: 1000, height: 760 } });
    await refusing.addInitScript(() => {
      Storage.prototype.setItem = function refuse() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const p = await refusing.newPage();
    const thrown = [];
    p.on('pageerror', (e) => thrown.push(String(e)));
    await p.goto(`${base}#game=loa`);
    await p.waitForSelector('#board[data-position]');
    // Said as the page opens (its first save fails), in a note of its own
    // that moves do not clear, and only once.
    const note = p.locator('#storage-note');
    await note.waitFor({ state: 'visible' });
    assert(/did not let the game be saved/.test(await note.textContent()), `note: ${await note.textContent()}`);
    await p.screenshot({ path: path.join(SHOTS, 'save-refused.png') });
    const canvas = p.locator('#board');
    await clickSquares(p, canvas, 'b1', 'd3');
    await clickSquares(p, canvas, 'a7', 'c5');
    await p.waitForFunction(() => document.querySelectorAll('#moves li').length === 2);
    assert(await note.isVisible(), 'the note stays after moves');
    assert((await p.getByText('did not let the game be saved').count()) === 1, 'said once');
    assert(/moves=b1-d3\+a7-c5/.test(p.url()), `the link holds the game: ${p.url()}`);
    await refusing.close();
    assert(thrown.length === 0, thrown.join('\n'));
  });

  await check('damaged saved entries stay listed, with their text to copy or download', async () => {
    await page.goto(`${base}#game=loa`);
    await page.waitForSelector('#board[data-position]');
    await page.evaluate(() => {
      // An entry whose record was garbled, and a record whose index line was lost.
      const index = localStorage.getItem('tavoliere.saves') || '';
      localStorage.setItem('tavoliere.saves', `${index}broken1 loa 5 0\n`);
      localStorage.setItem('tavoliere.save.broken1', 'Game: loa\nMovs: b1-d3 zz9');
      localStorage.setItem('tavoliere.save.lost1', 'Game: byte\nMoves: c3-d4');
    });
    await page.goto(`${base}#saved`);
    const broken = page.locator('.saved-game[data-save="broken1"]');
    await broken.waitFor();
    assert(/cannot be restored/.test(await broken.textContent()), 'the reason is given');
    await broken.locator('summary').click();
    const text = await broken.locator('textarea').inputValue();
    assert(text === 'Game: loa\nMovs: b1-d3 zz9', `its text: ${text}`);
    const [download] = await Promise.all([page.waitForEvent('download'), broken.locator('button[data-download]').click()]);
    const file = path.join(SHOTS, 'damaged-save.txt');
    await download.saveAs(file);
    assert(fs.readFileSync(file, 'utf8') === text, 'the download holds the text');
    const lost = page.locator('.saved-game[data-save="lost1"]');
    await lost.waitFor();
    assert(/1 move/.test(await lost.textContent()), `the lost entry is back: ${await lost.textContent()}`);
    await page.screenshot({ path: path.join(SHOTS, 'saved-damaged.png'), fullPage: true });
  });

  await check('every request was answered: no 404 from the plain host', async () => {
    const missing = site.missing().map((r) => r.path);
    assert(missing.length === 0, `404 for: ${[...new Set(missing)].join(', ')}`);
  });

  await check('the console stayed free of errors', async () => {
    assert(consoleErrors.length === 0, consoleErrors.join('\n'));
  });

  await browser.close();
  await site.close();
  for (const line of figures) console.log(`measured: ${line}`);
  finish('e2e field');
})().catch((error) => {
  console.error(error);
  console.log('e2e field: 0 passed, 1 failed');
  process.exit(1);
});
