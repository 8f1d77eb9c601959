// End-to-end test of the built site (dist/) in headless Chromium.
//
// Serves dist/ from a sub-folder (as a blog or project page would), plays
// Lines of Action by clicking canvas coordinates, and checks the status, the
// move list, undo/redo, the link and saved game across reloads, bad links,
// a phone-sized viewport, and that the console stays free of errors. It also
// reports (never asserts) the time to the first board and the gzip size of
// what the site transfers. Screenshots go to target/e2e/.
//
// Run by scripts/test.sh after `trunk build`; needs playwright-core on NODE_PATH.

'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { servePlain } = require('./plain_server.cjs');
const { DIST, SHOTS, launch, checks, assert, squareCentre, boardIn } = require('./harness.cjs');

const PREFIX = '/games/tavoliere/';
const { check, finish } = checks();

/// Page coordinates of a square's centre on the game page's board.
function centre(page, square) {
  return squareCentre(page.locator('#board'), square);
}

/// Page coordinates of the checker at `level` (0 = bottom) of the stack on
/// `square`, following src/ui/layout.rs (CHECKER_BASE 0.72, CHECKER_STEP 0.13).
async function checker(page, square, level) {
  const c = await centre(page, square);
  const cell = Number(await page.locator('#board').getAttribute('data-cell'));
  return { x: c.x, y: c.y - cell / 2 + cell * 0.72 - level * cell * 0.13 };
}

async function clickSquare(page, square) {
  const { x, y } = await centre(page, square);
  await page.mouse.click(x, y);
}

async function move(page, from, to) {
  await clickSquare(page, from);
  await clickSquare(page, to);
}

async function moveList(page) {
  return page.locator('#moves li').allTextContents();
}

async function status(page) {
  return (await page.locator('#status').textContent()).trim();
}

/// Waits until the status says `text`: whose turn it is is said once the
/// last move's animation has ended.
async function statusBecomes(page, text) {
  try {
    await page.waitForFunction((t) => document.querySelector('#status').textContent.trim() === t, text, { timeout: 5000 });
  } catch (e) {
    throw new Error(`status ${await status(page)}, not ${text}`);
  }
}

function gzipSize(dir) {
  let total = 0;
  const rows = [];
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isDirectory()) continue;
    const raw = fs.readFileSync(file);
    const gz = zlib.gzipSync(raw, { level: 9 }).length;
    total += gz;
    rows.push(`${name} ${raw.length} B raw, ${gz} B gzip`);
  }
  return { total, rows };
}

(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  // A plain static host: unknown paths answer 404, no special headers.
  const site = await servePlain({ root: DIST, prefix: PREFIX });
  const base = site.url;
  const browser = await launch();
  const consoleErrors = [];
  const watch = (page) => {
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
    page.on('pageerror', (e) => consoleErrors.push(String(e)));
  };
  const context = await browser.newContext({ viewport: { width: 1200, height: 820 } });
  // Every page records what its Content-Security-Policy blocked.
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation',
      (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  watch(page);
  const figures = [];

  await check('home page lists the nine games from a sub-folder', async () => {
    await page.goto(base);
    await page.waitForSelector('.games li');
    assert((await page.locator('.games li').count()) === 9, 'nine games');
    assert((await page.locator('.games a.playable').count()) >= 2, 'playable games are linked');
    await page.screenshot({ path: path.join(SHOTS, 'home.png') });
  });

  await check('first board is drawn soon after navigation', async () => {
    const fresh = await context.newPage();
    watch(fresh);
    await fresh.goto(`${base}#game=loa`);
    await fresh.waitForFunction(() => document.querySelector('#board')?.dataset.position);
    const ms = await fresh.evaluate(() => performance.now());
    figures.push(`first board: ${ms.toFixed(0)} ms after navigation start`);
    await fresh.close();
  });

  await check('the home page links to a playable board', async () => {
    await page.goto(base);
    await page.click('.games a[href="#play=loa"]');
    await page.waitForSelector('#board[data-position]');
    await statusBecomes(page, 'Black to move');
  });

  await check('clicking the canvas plays moves; the move list and status follow', async () => {
    await page.goto(`${base}#game=loa`);
    await page.waitForSelector('#board[data-position]');
    await move(page, 'b1', 'd3');
    await move(page, 'a7', 'c5');
    await move(page, 'e1', 'e3');
    await move(page, 'h2', 'f2');
    const list = await moveList(page);
    assert(JSON.stringify(list) === JSON.stringify(['b1-d3', 'a7-c5', 'e1-e3', 'h2-f2']), `moves ${list}`);
    await statusBecomes(page, 'Black to move');
    const position = await page.locator('#board').getAttribute('data-position');
    assert(position === '1bbbbbb1/7w/w6w/w1w4w/w6w/w2bb2w/w4w2/2bb1bb1 b', `position ${position}`);
    // Select a piece: the page shows its destinations; take a capture.
    await clickSquare(page, 'd3');
    await page.waitForTimeout(50);
    await page.screenshot({ path: path.join(SHOTS, 'selected.png') });
    await clickSquare(page, 'h3');
    const after = await moveList(page);
    assert(after[after.length - 1] === 'd3xh3', `capture ${after}`);
    // The players panel follows once the capture has been seen played.
    await statusBecomes(page, 'White to move');
    const players = await page.locator('.players li').allTextContents();
    assert(/White.*1 taken/.test(players[1]) && !/taken/.test(players[0]), `the players panel counts the capture: ${players}`);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SHOTS, 'desktop.png') });
  });

  await check('an illegal click is refused with a reason and changes nothing', async () => {
    const before = await page.locator('#board').getAttribute('data-position');
    // White's a2 cannot reach e5: no line joins them. The refusal says so
    // in the game's terms; so does a click on an empty cell.
    await move(page, 'a2', 'e5');
    const message = await page.locator('#message').textContent();
    assert(/along a row, a column or a diagonal/.test(message), `message ${message}`);
    await clickSquare(page, 'e5');
    const empty = await page.locator('#message').textContent();
    assert(/e5 is empty: pick one of White's pieces/.test(empty), `message ${empty}`);
    assert((await page.locator('#board').getAttribute('data-position')) === before, 'position unchanged');
  });

  await check('a move can be made with the keyboard alone, and it is announced', async () => {
    const k = await context.newPage();
    watch(k);
    await k.goto(`${base}#game=loa`);
    await k.waitForSelector('#board[data-position]');
    await k.locator('header.site button').last().focus(); // the language switch ends the header
    await k.keyboard.press('Tab'); // the board is the next stop
    assert(await k.evaluate(() => document.activeElement.id === 'board'), 'board focused');
    // The cursor appears on e5; walk to b1, pick, walk to d3, drop.
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft',
      'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter',
      'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'Enter']) {
      await k.keyboard.press(key);
    }
    const list = await moveList(k);
    assert(JSON.stringify(list) === '["b1-d3"]', `keyboard made ${list}`);
    const said = await k.locator('#announce').textContent();
    assert(said === 'Black played b1-d3.', `announced: ${said}`);
    await k.close();
  });

  await check('undo, redo and the move list show earlier positions', async () => {
    await page.click('#undo');
    assert(/viewing move 4 of 5/.test(await status(page)), await status(page));
    await page.click('#moves li:first-child button');
    assert(/White to move · viewing move 1 of 5/.test(await status(page)), await status(page));
    await page.keyboard.press('ArrowRight');
    assert(/viewing move 2 of 5/.test(await status(page)), await status(page));
    await page.click('#last');
    await statusBecomes(page, 'White to move');
  });

  await check('the game survives a reload and a return from the home page', async () => {
    await page.reload();
    await page.waitForSelector('#board[data-position]');
    assert((await moveList(page)).length === 5, 'five moves after reload');
    await page.goto(base);
    await page.click('.games a[href="#play=loa"]');
    await page.waitForSelector('#board[data-position]');
    assert((await moveList(page)).length === 5, 'resumed from storage');
  });

  await check('a bad link shows a message and a fresh game', async () => {
    await page.goto(`${base}#game=loa&moves=b1-d3+b1-b2`);
    await page.waitForSelector('#board[data-position]');
    const message = await page.locator('#message').textContent();
    assert(/could not be read/.test(message) && /move 2/.test(message), `message ${message}`);
    assert((await moveList(page)).length === 0, 'fresh game');
    // A link to no game of the site: the home page, saying so.
    await page.goto(`${base}#game=nonsense%ZZ`);
    await page.waitForSelector('.games li');
    const said = await page.locator('#app .message').textContent();
    assert(/no playable game called `nonsense%zz`/.test(said), `the message: ${said}`);
    assert((await page.locator('.games li').count()) === 9, 'the games to choose from');
  });

  await check('the home and saved-games pages fetch no WebAssembly, and leaving a game for them unmounts it', async () => {
    // No service worker: what the page itself fetches to show, not the
    // offline cache it fills afterwards.
    const fresh = await browser.newContext({ serviceWorkers: 'block' });
    const p = await fresh.newPage();
    watch(p);
    const fetched = [];
    p.on('request', (r) => fetched.push(r.url()));
    await p.goto(base);
    await p.waitForSelector('.games li');
    await p.goto(`${base}#saved`);
    await p.reload();
    await p.waitForSelector('section[data-shell="saved"]');
    await p.waitForLoadState('networkidle');
    const engine = fetched.filter((u) => /\.wasm$|tavoliere\.js$/.test(u));
    assert(engine.length === 0, `fetched ${engine.join(', ')}`);
    assert(fetched.some((u) => /pictures\/loa\.[0-9a-f]{10}\.svg$/.test(u)), 'the start pictures are files');
    await p.click('a[href="#"]');
    await p.click('.games a[href="#play=loa"]');
    await p.waitForSelector('#board[data-position]');
    assert(fetched.some((u) => u.endsWith('.wasm')), 'a game page loads the wasm');
    await p.goBack();
    await p.waitForSelector('.games li');
    assert((await p.locator('#board').count()) === 0, 'the board is gone');
    await p.goForward();
    await p.waitForSelector('#board[data-position]');
    await p.click('.lang-switch button[data-lang="it"]');
    await p.waitForFunction(() => document.querySelector('#status')?.textContent.trim() === 'Tocca al Nero');
    await p.goBack();
    await p.waitForSelector('.games li');
    assert((await p.locator('.badge.play').first().innerText()) === 'Gioca', 'the home follows the switch');
    await p.click('.lang-switch button[data-lang="en"]');
    await p.waitForFunction(() => document.querySelector('.badge.play')?.textContent === 'Play');
    await fresh.close();
  });

  await check('a pasted record loads; a broken one is refused and loses nothing', async () => {
    await page.goto(`${base}#game=loa&moves=b1-d3`);
    await page.waitForSelector('#board[data-position]');
    await page.click('details.record summary');
    await page.fill('#record', 'Game: loa\nMoves: b1-b3 a2-c2 e1-e3');
    await page.click('#load');
    const loaded = await moveList(page);
    assert(loaded.length === 3, `loaded ${loaded}`);
    await page.fill('#record', 'Game: loa\nMoves: b1-b3 a2-a9');
    await page.click('#load');
    assert(/move 2/.test(await page.locator('#message').textContent()), 'names the move');
    assert((await moveList(page)).length === 3, 'nothing lost');
  });

  await check('a new game with an option starts fresh and keeps the option in the link', async () => {
    await page.click('#new-game-box > summary');
    await page.selectOption('select[name="simultaneous"]', 'draw');
    await page.click('#new-game button[type="submit"]');
    assert((await moveList(page)).length === 0, 'fresh');
    const url = page.url();
    assert(/simultaneous=draw/.test(url), url);
  });

  await check('options read in words: Gyges\' setup and Quoridor\'s walls are chosen from lists, the title names the variant', async () => {
    await page.goto(`${base}#game=gyges`);
    await page.waitForSelector('#board[data-position]');
    await page.click('#new-game-box > summary');
    const form = await page.locator('#new-game').textContent();
    assert(!/[_`]/.test(form) && !/max_plies|path_rule/.test(form), `the form speaks code: ${form}`);
    await page.selectOption('select[name="setup"]', '321123/321123');
    await page.click('#new-game button[type="submit"]');
    await page.waitForFunction(() => /setup=321123/.test(location.hash));
    await page.goto(`${base}#game=quoridor`);
    await page.waitForSelector('#board[data-position]');
    await page.click('#new-game-box > summary');
    assert((await page.inputValue('select[name="walls"]')) === 'auto', 'walls shows its default');
    await page.selectOption('select[name="walls"]', '3');
    await page.click('#new-game button[type="submit"]');
    await page.waitForFunction(() => /walls=3/.test(location.hash));
    assert(/South 3/.test(await page.locator('.notes').first().textContent()), 'three walls each');
    assert(/3 walls/.test(await page.locator('.players').textContent()), 'the players panel shows the walls in hand');
    // A variant is named in the page's title.
    await page.click('#new-game-box > summary');
    await page.selectOption('select[name="variant"]', 'coin');
    await page.click('#new-game button[type="submit"]');
    await page.waitForFunction(() => /variant=coin/.test(location.hash));
    const title = await page.title();
    assert(/Quoridor · Coin/.test(title), `title ${title}`);
  });

  await check('a phone-sized screen shows the whole board and takes taps', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
    });
    const p = await phone.newPage();
    watch(p);
    await p.goto(`${base}#game=loa`);
    await p.waitForSelector('#board[data-position]');
    const box = await p.locator('#board').boundingBox();
    assert(box.width <= 390 && box.width > 300, `board width ${box.width}`);
    for (const [from, to] of [['b1', 'd3'], ['a7', 'c5']]) {
      const a = await centre(p, from);
      await p.touchscreen.tap(a.x, a.y);
      const b = await centre(p, to);
      await p.touchscreen.tap(b.x, b.y);
    }
    const list = await moveList(p);
    assert(list.length === 2, `taps made ${list}`);
    await p.waitForTimeout(400);
    await p.screenshot({ path: path.join(SHOTS, 'phone.png'), fullPage: true });
    // A tap near a corner of a piece's cell picks it, in every shape of
    // piece: a disc, a ship, a Ponte man, a Byte checker.
    for (const [game, from, [dx, dy], to] of [
      ['loa', 'b1', [-0.4, -0.4], 'd3'], ['archimede', 'c3', [0.4, 0.4], 'c6'],
      ['ponte', 'a1', [0.4, -0.4], 'b4'], ['byte', 'a3', [-0.4, 0.4], 'b4'],
    ]) {
      await p.goto(`${base}#game=${game}`);
      await p.waitForSelector('#board[data-position]');
      const cell = Number(await p.locator('#board').getAttribute('data-cell'));
      const a = await centre(p, from);
      await p.touchscreen.tap(a.x + dx * cell, a.y + dy * cell);
      const b = await centre(p, to);
      await p.touchscreen.tap(b.x, b.y);
      // A move that takes pieces is shown first, played by a second tap.
      if (/tap again/.test(await p.locator('#message').textContent())) await p.touchscreen.tap(b.x, b.y);
      const moves = await moveList(p);
      assert(moves.length === 1, `${game}: a tap near the edge of ${from} then ${to} made ${moves}; said ${await p.locator('#message').textContent()}`);
    }
    await phone.close();
  });

  await check('Magneton: a click drops, hovering previews the magnets, a line wins', async () => {
    await page.goto(`${base}#game=magneton`);
    await page.waitForSelector('#board[data-position]');
    assert(/Placing/.test(await page.locator('#notes').textContent()), 'drop phase shown');
    await clickSquare(page, 'd4');
    assert(JSON.stringify(await moveList(page)) === '["d4"]', `moves ${await moveList(page)}`);
    // Black a1 b1 c1 and f1: a drop on g1 pushes f1 to d1 and wins.
    await page.goto(`${base}#game=magneton&start=8/8/8/8/8/8/8/bbb2b2%20b`);
    await page.waitForSelector('#board[data-position]');
    const g1 = await centre(page, 'g1');
    await page.mouse.move(g1.x, g1.y);
    await page.waitForFunction(() => document.querySelector('#board').dataset.preview === 'g1');
    await page.screenshot({ path: path.join(SHOTS, 'magneton-preview.png') });
    await page.mouse.click(g1.x, g1.y);
    await page.waitForTimeout(390); // the middle of the magnets' beat
    await page.screenshot({ path: path.join(SHOTS, 'magneton-magnets.png') });
    await page.waitForTimeout(400);
    assert(/^Black wins/.test(await status(page)), `status ${await status(page)}`);
    await page.screenshot({ path: path.join(SHOTS, 'magneton-win.png') });
  });

  await check('Magneton on a touch screen: the first tap previews, the second plays', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
    });
    const p = await phone.newPage();
    watch(p);
    await p.goto(`${base}#game=magneton`);
    await p.waitForSelector('#board[data-position]');
    const e5 = await centre(p, 'e5');
    await p.touchscreen.tap(e5.x, e5.y);
    assert((await p.locator('#board').getAttribute('data-preview')) === 'e5', 'first tap previews');
    assert((await moveList(p)).length === 0, 'nothing played yet');
    const said = await p.locator('#message').textContent();
    assert(/^e5: tap again to play it/.test(said), `the first tap said: ${said}`);
    await p.touchscreen.tap(e5.x, e5.y);
    assert(JSON.stringify(await moveList(p)) === '["e5"]', `second tap plays: ${await moveList(p)}`);
    await phone.close();
  });

  await check('Byte: a click on a checker, then on a stack, merges; towers show every checker', async () => {
    await page.goto(`${base}#game=byte`);
    await page.waitForSelector('#board[data-position]');
    const play = async (square, level, onto) => {
      const a = await checker(page, square, level);
      await page.mouse.click(a.x, a.y);
      await clickSquare(page, onto);
    };
    // A click at the centre of a checker's cell (where a stack's number
    // is drawn) picks it.
    await move(page, 'a3', 'b4');
    await play('b4', 0, 'c5');
    await page.waitForTimeout(400);
    // A click on the top checker of c5 picks the stack: the one checker of
    // it that may move is the bottom one (the whole stack).
    const top = await checker(page, 'c5', 2);
    await page.mouse.click(top.x, top.y);
    await page.waitForTimeout(50);
    await page.screenshot({ path: path.join(SHOTS, 'byte-selected.png') });
    const said = await page.locator('#message').textContent();
    assert(said === '', `the pick was refused: ${said}`);
    await clickSquare(page, 'd6');
    const list = await moveList(page);
    assert(JSON.stringify(list) === '["a3-b4","b4-c5","c5-d6"]', `moves ${list}`);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SHOTS, 'byte.png') });
  });

  await check('Porta: placing, a gate that may not be entered, a closing and its relocation', async () => {
    await page.goto(`${base}#game=porta`);
    await page.waitForSelector('#board[data-position]');
    await clickSquare(page, 'd4');
    assert(JSON.stringify(await moveList(page)) === '["d4"]', `placing: ${await moveList(page)}`);
    assert(/Score/.test(await page.locator('#notes').textContent()), 'score shown');
    // Black h2 and h4 hold an open Porta: White's g3 may not enter h3.
    await page.goto(`${base}#game=porta&start=8/8/8/8/7b/6w1/7b/8%20w%200,0%200-0%20-%200%200`);
    await page.waitForSelector('#board[data-position]');
    await move(page, 'g3', 'h3');
    const why = await page.locator('#message').textContent();
    assert(/gap of Black's open Porta/.test(why), `reason: ${why}`);
    await page.screenshot({ path: path.join(SHOTS, 'porta-gate.png') });
    // Black closes a2-a3-a4; White is asked to relocate one of those men.
    await page.goto(`${base}#game=porta&start=8/8/8/8/b7/1b6/b7/7w%20b%200,0%200-0%20-%200%200`);
    await page.waitForSelector('#board[data-position]');
    await move(page, 'b3', 'a3');
    await page.waitForTimeout(350);
    await statusBecomes(page, 'White to move');
    assert((await page.locator('#status').getAttribute('data-ink')) === 'light', 'White is light');
    assert(/relocates/.test(await page.locator('#notes').textContent()), 'relocation asked');
    await page.screenshot({ path: path.join(SHOTS, 'porta-relocate.png') });
    await move(page, 'a2', 'e5');
    const list = await moveList(page);
    assert(JSON.stringify(list) === '["b3-a3","R:a2-e5"]', `moves ${list}`);
  });

  await check('Archimede: ports, a move, and a sinking previewed before it is made', async () => {
    await page.goto(`${base}#game=archimede`);
    await page.waitForSelector('#board[data-position]');
    await move(page, 'c3', 'c6');
    assert(JSON.stringify(await moveList(page)) === '["c3-c6"]', `moves ${await moveList(page)}`);
    // d5-d3 puts White's b3 under fire from a2, b1 and d3: it sinks.
    await page.goto(`${base}#game=archimede&start=4www1/8/8/3b4/8/1w6/b7/1b6%20b`);
    await page.waitForSelector('#board[data-position]');
    await clickSquare(page, 'd5');
    const d3 = await centre(page, 'd3');
    await page.mouse.move(d3.x, d3.y);
    await page.waitForFunction(() => document.querySelector('#board').dataset.preview === 'd5-d3');
    await page.screenshot({ path: path.join(SHOTS, 'archimede-preview.png') });
    await page.mouse.click(d3.x, d3.y);
    await page.waitForTimeout(700);
    const position = await page.locator('#board').getAttribute('data-position');
    assert(position === '4www1/8/8/8/8/3b4/b7/1b6 w', `after sinking: ${position}`);
    await page.screenshot({ path: path.join(SHOTS, 'archimede.png') });
  });

  await check('Ponte: the starting bridges are drawn and a1 crosses one in a single move', async () => {
    await page.goto(`${base}#game=ponte`);
    await page.waitForSelector('#board[data-position]');
    await clickSquare(page, 'a1');
    await page.waitForTimeout(50);
    await page.screenshot({ path: path.join(SHOTS, 'ponte-selected.png') });
    await clickSquare(page, 'b4');
    assert(JSON.stringify(await moveList(page)) === '["a1-b4"]', `moves ${await moveList(page)}`);
    await page.waitForTimeout(700);
    await page.screenshot({ path: path.join(SHOTS, 'ponte.png') });
  });

  await check('Gyges: the setup by buttons and cells, a bounce chosen with its button, goals drawn', async () => {
    await page.goto(`${base}#game=gyges`);
    await page.waitForSelector('#board[data-position]');
    await page.click('#choices button[data-choice="3"]');
    await clickSquare(page, 'a1');
    assert(JSON.stringify(await moveList(page)) === '["3@a1"]', `setup: ${await moveList(page)}`);
    await page.goto(`${base}#game=gyges&setup=321123/321123`);
    await page.waitForSelector('#board[data-position]');
    // c1 (a single) lands on b1 (a double): bounce two squares on, to a2.
    await clickSquare(page, 'c1');
    await clickSquare(page, 'b1');
    await page.waitForSelector('#choices button[data-choice="bounce"]');
    await page.screenshot({ path: path.join(SHOTS, 'gyges-choice.png') });
    await page.click('#choices button[data-choice="bounce"]');
    await clickSquare(page, 'a2');
    assert(JSON.stringify(await moveList(page)) === '["c1-b1-a2"]', `moves ${await moveList(page)}`);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SHOTS, 'gyges-bounce.png') });
    await page.waitForTimeout(1000);
    await page.screenshot({ path: path.join(SHOTS, 'gyges.png') });
  });

  await check('the board can be read out: D says where every piece is', async () => {
    await page.goto(`${base}#game=loa&moves=b1-d3`);
    await page.waitForSelector('#board[data-position]');
    await page.keyboard.press('d');
    const words = await page.textContent('#announce');
    assert(words.includes('Black: c1, d1, e1, f1, g1, d3, b8, c8, d8, e8, f8, g8 (12)'), words);
    assert(words.includes('White: a2, h2, a3, h3'), words);
    assert(words.includes('White to move'), words);
    await page.click('#describe');
    assert((await page.textContent('#announce')) === words, 'the button reads the same');
  });

  await check('a dark system theme gives a dark page and a readable board', async () => {
    const dark = await context.newPage();
    watch(dark);
    await dark.emulateMedia({ colorScheme: 'dark' });
    await dark.goto(`${base}#game=loa`);
    await dark.waitForSelector('#board[data-position]');
    // The board draws its own wooden frame, dark in the dark theme, with the
    // coordinates in the theme's light label colour on it.
    const [page, frame, label] = await dark.evaluate(() => {
      const canvas = document.querySelector('#board');
      const d = canvas.dataset;
      const ratio = canvas.width / canvas.clientWidth;
      const x = Math.round((Number(d.boardX) - 3) * ratio);
      const y = Math.round((Number(d.boardY) + Number(d.cell) * 0.05) * ratio);
      const pixel = canvas.getContext('2d').getImageData(x, y, 1, 1).data;
      return [
        getComputedStyle(document.documentElement).backgroundColor,
        `rgb(${pixel[0]}, ${pixel[1]}, ${pixel[2]})`,
        getComputedStyle(document.documentElement).getPropertyValue('--board-label').trim(),
      ];
    });
    const lightness = (rgb) => {
      const hex = rgb.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
      const parts = hex ? hex.slice(1).map((h) => parseInt(h, 16)) : rgb.match(/\d+/g).slice(0, 3).map(Number);
      return parts.reduce((a, b) => a + b, 0) / 3;
    };
    assert(lightness(page) < 80, `page background ${page}`);
    assert(lightness(frame) < 100, `board frame ${frame} is dark wood`);
    assert(lightness(label) > 150, `labels ${label} read on the frame`);
    await dark.screenshot({ path: path.join(SHOTS, 'dark.png') });
    await dark.close();
  });

  await check('an accessibility audit (axe-core) finds nothing on the home page and every game page', async () => {
    // bypassCSP: axe is injected as a script the page's own policy would refuse.
    const audit = await browser.newContext({ viewport: { width: 1100, height: 800 }, bypassCSP: true });
    const reader = await audit.newPage();
    watch(reader);
    await reader.goto(base);
    await reader.waitForSelector('.games li');
    const games = await reader.$$eval('.games a.playable', (links) => links.map((a) => a.getAttribute('href')));
    assert(games.length >= 7, `playable games ${games}`);
    const pages = [['', 'light'], ['', 'dark'], ...games.map((href) => [href, 'light']), [games[0], 'dark']];
    const found = [];
    for (const [href, scheme] of pages) {
      await reader.emulateMedia({ colorScheme: scheme });
      await reader.goto(`${base}${href}`);
      await reader.reload();
      await reader.waitForSelector(href ? '#board[data-position]' : '.games li');
      await reader.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
      await reader.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      const report = await reader.evaluate(() => window.axe.run(document, {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      }));
      for (const v of report.violations) {
        found.push(`${href || 'home'} (${scheme}): ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      }
    }
    await audit.close();
    assert(found.length === 0, found.join('\n'));
  });

  await check('Gyges: a picked piece shows its whole reach; a bounce marks both pieces mid-hop', async () => {
    await page.goto(`${base}#game=gyges&setup=321123/312213`);
    await page.waitForSelector('#board[data-position]');
    const d = await page.locator('#board').evaluate((c) => ({ ...c.dataset }));
    const cell = Number(d.cell);
    // A cell's top-left corner in canvas (CSS) pixels.
    const corner = (square) => {
      const file = square.charCodeAt(0) - 97;
      const rank = Number(square.slice(1)) - 1;
      const flipped = d.flipped === 'true';
      const col = flipped ? Number(d.files) - 1 - file : file;
      const row = flipped ? rank : Number(d.ranks) - 1 - rank;
      return { x: Number(d.boardX) + col * cell, y: Number(d.boardY) + row * cell };
    };
    await clickSquare(page, 'c1');
    await page.waitForTimeout(100);
    await page.screenshot({ path: path.join(SHOTS, 'gyges-reach.png') });
    // a2 is reached only through a bounce on b1: tinted as a landing, not
    // offered as the next click.
    const a2 = corner('a2');
    const tint = await page.evaluate(({ x, y }) => {
      const c = document.querySelector('#board');
      const s = c.width / c.clientWidth;
      return Array.from(c.getContext('2d').getImageData(Math.round(x * s), Math.round(y * s), 1, 1).data);
    }, { x: a2.x + cell * 0.12, y: a2.y + cell * 0.12 });
    assert(tint[0] < 215 && tint[1] - tint[2] > 25, `a2 is not tinted as reachable: ${tint}`);
    await clickSquare(page, 'b1');
    await page.waitForSelector('#choices button[data-choice="bounce"]');
    await page.click('#choices button[data-choice="bounce"]');
    // Watch the canvas frame by frame while the move plays: the piece bounced
    // on (b1) gets a blue ring, the arriving one an orange ring.
    const b1 = corner('b1');
    const watch = page.evaluate(({ x, y, w, h }) => new Promise((resolve) => {
      const c = document.querySelector('#board');
      const ctx = c.getContext('2d');
      const s = c.width / c.clientWidth;
      const near = (p, i, rgb) => Math.abs(p[i] - rgb[0]) + Math.abs(p[i + 1] - rgb[1]) + Math.abs(p[i + 2] - rgb[2]) < 60;
      const best = { blue: 0, orange: 0 };
      const started = performance.now();
      const tick = () => {
        const p = ctx.getImageData(Math.round(x * s), Math.round(y * s), Math.round(w * s), Math.round(h * s)).data;
        let blue = 0;
        let orange = 0;
        for (let i = 0; i < p.length; i += 4) {
          if (near(p, i, [28, 126, 214])) blue += 1;
          if (near(p, i, [217, 72, 15])) orange += 1;
        }
        if (blue > 0 && orange > 0 && blue + orange > best.blue + best.orange) {
          best.blue = blue;
          best.orange = orange;
        }
        if (performance.now() - started > 2000) resolve(best);
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }), { x: b1.x - cell * 0.1, y: b1.y - cell * 0.1, w: cell * 2.2, h: cell * 1.2 });
    await clickSquare(page, 'a2');
    await page.waitForTimeout(130);
    await page.screenshot({ path: path.join(SHOTS, 'gyges-bounce-marks.png') });
    const seen = await watch;
    assert(seen.blue > 20 && seen.orange > 20, `bounce marks: ${JSON.stringify(seen)}`);
    assert(JSON.stringify(await moveList(page)) === '["c1-b1-a2"]', `moves ${await moveList(page)}`);
  });

  await check('the computer answers a move while the page keeps responding; hint, cancel', async () => {
    await page.goto(`${base}#game=loa`);
    await page.waitForSelector('#board[data-position]');
    await page.selectOption('#computer-level', 'easy');
    await page.selectOption('#computer-plays', '1');
    await move(page, 'b1', 'd3');
    // While it thinks (it takes at least 450 ms), a button still works.
    assert((await page.locator('#board').getAttribute('data-computer')) === 'thinking', 'thinking');
    const flipped = await page.locator('#board').getAttribute('data-flipped');
    await page.click('#flip');
    assert((await page.locator('#board').getAttribute('data-flipped')) !== flipped, 'flip answered while thinking');
    await page.waitForFunction(() => document.querySelectorAll('#moves button').length === 2, null, { timeout: 10000 });
    await statusBecomes(page, 'Black to move');
    // It thought in its Web Worker, off the page's thread.
    const place = await page.locator('#board').getAttribute('data-search');
    assert(place === 'worker', `the search ran in ${place}`);
    await page.click('#flip');
    // A hint shows a move without playing it.
    await page.click('#hint');
    await page.waitForSelector('#board[data-hint]', { timeout: 10000 });
    assert((await moveList(page)).length === 2, 'a hint plays nothing');
    const hint = await page.locator('#board').getAttribute('data-hint');
    assert(/^[a-h][1-8][-x][a-h][1-8]$/.test(hint), `hint ${hint}`);
    await page.screenshot({ path: path.join(SHOTS, 'computer-hint.png') });
    // Cancel while it thinks (in the same task as the start, so the test
    // does not race the search): nothing is played, and the computer waits.
    await page.evaluate(() => {
      document.querySelector('#computer-move').click();
      document.querySelector('#computer-cancel').click();
    });
    await page.waitForTimeout(700);
    assert((await moveList(page)).length === 2, 'cancelled search played nothing');
    // Undo while it thinks stops it as well.
    await page.evaluate(() => {
      document.querySelector('#computer-move').click();
      document.querySelector('#undo').click();
    });
    await page.waitForTimeout(700);
    assert((await moveList(page)).length === 2, `undo stopped it: ${await moveList(page)}`);
    // Against the computer (White), Undo goes back to the reader's turn.
    assert((await status(page)).startsWith('Black to move · viewing move 0 of 2'), `status ${await status(page)}`);
    await page.selectOption('#computer-plays', 'none');
  });

  await check('the move tree: a comment, a glyph and shapes drawn with the mouse and by touch are kept in the record and the link', async () => {
    const own = await browser.newContext({ viewport: { width: 1200, height: 820 } });
    const p = await own.newPage();
    watch(p);
    await p.goto(`${base}#game=loa&moves=b1-d3+a7-c5+e1-e3`);
    await p.waitForSelector('#board[data-position]');
    await p.locator('#moves button[data-ply="2"]').click();
    await p.locator('.annotate summary').click();
    await p.fill('#comment', 'White develops.');
    await p.locator('#comment').blur();
    await p.selectOption('#glyph', '5');
    // A right-drag from a7 to c5 draws a green arrow, a right-click on d3
    // with Shift marks it red.
    const canvas = p.locator('#board');
    const a7 = await squareCentre(canvas, 'a7');
    const c5 = await squareCentre(canvas, 'c5');
    await p.mouse.move(a7.x, a7.y);
    await p.mouse.down({ button: 'right' });
    await p.mouse.move(c5.x, c5.y, { steps: 4 });
    await p.mouse.up({ button: 'right' });
    const d3 = await squareCentre(canvas, 'd3');
    await p.keyboard.down('Shift');
    await p.mouse.click(d3.x, d3.y, { button: 'right' });
    await p.keyboard.up('Shift');
    const record = await p.locator('#record').inputValue();
    assert(record.includes('Moves: b1-d3 a7-c5!? { White develops. [%cal Ga7c5] [%csl Rd3] } e1-e3'), `the record: ${record}`);
    assert((await p.locator('#comment-shown').textContent()) === 'White develops.', 'the comment is shown');
    assert((await p.locator('#moves button[data-ply="2"]').textContent()) === 'a7-c5!?', 'the glyph in the list');
    assert((await moveList(p)).length === 3, 'the drawing made no move');
    await p.screenshot({ path: path.join(SHOTS, 'tree-annotated.png') });
    // By touch: "Draw by tapping", a colour, then two taps.
    await p.check('#draw-mode');
    await p.selectOption('#shape-colour', 'B');
    const b2 = await squareCentre(canvas, 'b2');
    const b4 = await squareCentre(canvas, 'b4');
    await p.mouse.click(b2.x, b2.y);
    await p.mouse.click(b4.x, b4.y);
    assert((await p.locator('#record').inputValue()).includes('[%cal Ga7c5,Bb2b4]'), 'the tapped arrow');
    // The same again takes it away; the link keeps the rest, and a reload
    // finds it all.
    await p.mouse.click(b2.x, b2.y);
    await p.mouse.click(b4.x, b4.y);
    assert(!(await p.locator('#record').inputValue()).includes('b2b4'), 'drawn again, it goes');
    const link = await p.locator('#share').getAttribute('href');
    assert(link.includes('cal'), `the link keeps the shapes: ${link}`);
    await p.goto('about:blank');
    await p.goto(new URL(link, `${base}`).href);
    await p.waitForSelector('#board[data-position]');
    await p.reload();
    await p.waitForSelector('#board[data-position]');
    await p.locator('#moves button[data-ply="2"]').click();
    assert((await p.locator('#comment-shown').textContent()) === 'White develops.', 'the link and a reload keep the comment');
    await own.close();
  });

  await check('the game loop against the computer: its pieces are its own, Undo takes back a pair, a move in the past starts a variation, the end offers a rematch', async () => {
    const own = await browser.newContext({ viewport: { width: 1200, height: 820 } });
    const p = await own.newPage();
    watch(p);
    await p.goto(`${base}#game=loa`);
    await p.waitForSelector('#board[data-position]');
    await p.selectOption('#computer-level', 'expert');
    await p.selectOption('#computer-plays', '1');
    await move(p, 'b1', 'd3');
    // While it thinks, clicks on its pieces move nothing and stop nothing.
    await p.waitForFunction(() => document.querySelector('#board').dataset.computer === 'thinking');
    await move(p, 'a2', 'c4');
    let said = await p.locator('#message').textContent();
    assert(/computer's turn: it plays White/.test(said), `a click on its piece said: ${said}`);
    assert((await moveList(p)).length === 1, `its piece was moved: ${await moveList(p)}`);
    assert((await p.locator('#board').getAttribute('data-computer')) === 'thinking', 'the click dropped its search');
    await p.screenshot({ path: path.join(SHOTS, 'loop-computer-thinking.png') });
    await p.click('#computer-move');
    await p.waitForFunction(() => document.querySelectorAll('#moves button').length === 2, null, { timeout: 10000 });
    assert((await p.locator('#message').textContent()) === '', 'its move clears the refusal');
    // Undo takes back the reader's move and the reply together.
    await p.click('#undo');
    await statusBecomes(p, 'Black to move · viewing move 0 of 2');
    assert((await moveList(p)).length === 2, 'undo removes nothing');
    // A different move here is played at once: it starts a line of its
    // own, which the game goes on in (the computer answers there), and the
    // old line stays in the tree as a variation, nothing lost.
    await move(p, 'c1', 'c3');
    assert(!(await p.locator('#question').isVisible()), 'a move in the past asks nothing');
    await p.waitForFunction(() => document.querySelectorAll('#moves button').length === 2
      && document.querySelector('#moves button').textContent === 'c1-c3', null, { timeout: 10000 });
    const record = await p.locator('#record').inputValue();
    assert(/Moves: c1-c3 \( b1-d3 \S+ \) \S+/.test(record), `the old line kept as a variation: ${record}`);
    assert((await p.locator('#moves button[data-fork]').count()) === 1, 'the fork is marked in the list');
    // At the start, the moves played there; the old line is stepped into.
    await p.click('#first');
    const forks = await p.locator('#forks button').allTextContents();
    assert(forks.join(' ') === 'c1-c3 b1-d3', `moves played at the start: ${forks}`);
    await p.screenshot({ path: path.join(SHOTS, 'loop-variation.png') });
    await p.locator('#forks button', { hasText: 'b1-d3' }).click();
    assert((await moveList(p))[0] === 'b1-d3', `the old line shown: ${await moveList(p)}`);
    assert((await p.locator('#line-where').textContent()) === 'A variation', 'says it is a variation');
    await p.keyboard.press('ArrowDown');
    assert((await moveList(p))[0] === 'c1-c3', `the arrow key steps to the other line: ${await moveList(p)}`);
    // A won position: Black (the reader) connects with a1-a2.
    await p.goto(`${base}#game=loa&start=${encodeURIComponent('7w/8/7w/8/8/1b6/8/b7 b')}`);
    await p.waitForSelector('#board[data-position]');
    assert(!(await p.locator('#end-actions').isVisible()), 'end actions before the end');
    await move(p, 'a1', 'a2');
    await p.waitForFunction(() => document.querySelector('#status').classList.contains('over'), null, { timeout: 5000 });
    const end = await status(p);
    assert(/^You won/.test(end), `the end reads ${end}`);
    assert(await p.locator('#rematch').isVisible() && await p.locator('#rematch-swapped').isVisible()
      && await p.locator('#end-new-game').isVisible(), 'rematch buttons');
    await p.screenshot({ path: path.join(SHOTS, 'loop-you-won.png') });
    await p.click('#rematch');
    assert((await moveList(p)).length === 0 && (await status(p)) === 'Black to move', `rematch: ${await status(p)}`);
    assert((await p.locator('#board').getAttribute('data-position')) === '7w/8/7w/8/8/1b6/8/b7 b', 'same start');
    // Sides swapped: the computer takes Black and wins at once.
    await move(p, 'a1', 'a2');
    await p.waitForFunction(() => document.querySelector('#status').classList.contains('over'));
    await p.click('#rematch-swapped');
    assert((await p.locator('#computer-plays').inputValue()) === '0', 'the computer plays Black now');
    await p.waitForFunction(() => document.querySelector('#status').classList.contains('over'), null, { timeout: 15000 });
    assert(/^The computer won/.test(await status(p)), `the end reads ${await status(p)}`);
    await p.click('#end-new-game');
    assert(await p.locator('#new-game').isVisible(), 'New game opens the options');
    await own.close();
  });

  await check('a clock: chosen in New game, each side\'s time in the players panel, the increment, a flag that ends the game and survives a reload', async () => {
    const own = await browser.newContext({ viewport: { width: 1200, height: 820 } });
    const p = await own.newPage();
    watch(p);
    await p.goto(`${base}#game=loa`);
    await p.waitForSelector('#board[data-position]');
    assert((await p.locator('#players .clock').count()) === 0, 'a clock without one being chosen');
    await p.click('#new-game-box summary');
    const presets = await p.locator('#new-game [name="clock"] option').allTextContents();
    assert(presets[0] === 'No clock' && presets.includes('5+3 · 5 minutes + 3 s'), `presets: ${presets}`);
    await p.selectOption('#new-game [name="clock"]', '5+3');
    await p.click('#new-game button[type="submit"]');
    await p.waitForFunction(() => document.querySelectorAll('#players .clock').length === 2);
    const faces = () => p.locator('#players .clock').allTextContents();
    assert((await faces())[1] === '5:00', `White's face: ${await faces()}`);
    assert(/clock=5%2B3/.test(p.url()), `the link keeps the clock: ${p.url()}`);
    await p.waitForTimeout(1200);
    assert((await faces())[0] < '5:00' && (await p.locator('#players .clock').first().getAttribute('class')) === 'clock running', `Black's time runs: ${await faces()}`);
    const beforeMove = (await faces())[0];
    await move(p, 'b1', 'd3');
    await statusBecomes(p, 'White to move');
    const afterMove = await faces();
    assert(afterMove[0] > beforeMove, `Black gains 3 s after its move: ${beforeMove}, then ${afterMove}`);
    assert((await p.locator('#players .clock').nth(1).getAttribute('class')) === 'clock running', 'White\'s time runs now');
    await p.screenshot({ path: path.join(SHOTS, 'clock-running.png') });
    // The record keeps the control and the times left after the last move.
    assert(/Clock: 5\+3 left 5:0\d\.\d 5:00\.0/.test(await p.locator('#record').inputValue()), await p.locator('#record').inputValue());
    // Two seconds left for Black: its flag falls, the game is over and says why.
    await p.goto(`${base}#game=loa&clock=${encodeURIComponent('3+2 left 0:02.0 3:00.0')}`);
    await p.waitForSelector('#board[data-position]');
    assert(/^0:0[0-2]\.\d$/.test((await faces())[0]), `tenths under ten seconds: ${await faces()}`);
    await p.waitForFunction(() => document.querySelector('#status').classList.contains('over'), null, { timeout: 6000 });
    assert((await status(p)) === 'White wins: Black ran out of time', `the end reads ${await status(p)}`);
    assert((await faces())[0] === '0:00.0', `the fallen flag reads ${await faces()}`);
    assert(await p.locator('#rematch').isVisible(), 'rematch after a flag');
    await move(p, 'b1', 'd3');
    assert(/a clock ran out/.test(await p.locator('#message').textContent()), `a move after the flag: ${await p.locator('#message').textContent()}`);
    assert((await moveList(p)).length === 0, 'a move after the flag was played');
    await p.screenshot({ path: path.join(SHOTS, 'clock-flag.png') });
    await p.reload();
    await p.waitForSelector('#board[data-position]');
    assert((await status(p)) === 'White wins: Black ran out of time', `after a reload: ${await status(p)}`);
    // A rematch keeps the control with full time.
    await p.click('#rematch');
    await p.waitForFunction(() => document.querySelectorAll('#players .clock')[1]?.textContent === '3:00');
    // Against the computer: its time runs while it thinks, and it wins on time.
    await p.selectOption('#computer-plays', '1');
    await move(p, 'b1', 'd3');
    await p.waitForFunction(() => document.querySelector('#board').dataset.computer === 'thinking');
    assert((await p.locator('#players .clock').nth(1).getAttribute('class')) === 'clock running', 'the computer\'s time runs while it thinks');
    await p.waitForFunction(() => document.querySelectorAll('#moves button').length === 2, null, { timeout: 10000 });
    await p.goto(`${base}#game=loa&clock=${encodeURIComponent('3+2 left 0:01.5 3:00.0')}`);
    await p.waitForSelector('#board[data-position]');
    await p.waitForFunction(() => document.querySelector('#status').classList.contains('over'), null, { timeout: 6000 });
    assert((await status(p)) === 'The computer won: Black ran out of time', `the end reads ${await status(p)}`);
    // On a phone the two times sit under the board, side by side.
    await p.setViewportSize({ width: 360, height: 740 });
    await p.click('#rematch');
    // White's time waits at 3:00 while Black's, the reader's, already runs.
    await p.waitForFunction(() => document.querySelectorAll('#players .clock')[1]?.textContent === '3:00');
    const board = await p.locator('#board').boundingBox();
    const first = await p.locator('#players li').first().boundingBox();
    const second = await p.locator('#players li').nth(1).boundingBox();
    assert(first.y >= board.y + board.height - 1 && first.y + first.height < 740, `the times are not under the board on a phone: ${JSON.stringify(first)}`);
    assert(Math.abs(first.y - second.y) < 2, 'the two times are side by side');
    await p.screenshot({ path: path.join(SHOTS, 'clock-phone.png') });
    await own.close();
  });

  await check('expert shows the time it spends, and "Computer move" plays its best move so far at once', async () => {
    await page.goto(`${base}#game=loa`);
    await page.waitForSelector('#board[data-position]');
    await page.selectOption('#computer-level', 'expert');
    await page.selectOption('#computer-plays', '1');
    await move(page, 'b1', 'd3');
    const started = Date.now();
    // It thinks for its whole time (2 s) unless asked: the status counts.
    await page.waitForFunction(() => /^0\.[5-9] s$/.test(document.querySelector('#computer-clock').textContent), null, { timeout: 5000 });
    assert((await page.locator('#computer-status').textContent()) === 'The computer is thinking…', 'status while thinking');
    assert((await moveList(page)).length === 1, 'expert answered before its time');
    const title = await page.locator('#computer-move').getAttribute('title');
    assert(/so far/.test(title), `the button says ${title}`);
    await page.click('#computer-move');
    await page.waitForFunction(() => document.querySelectorAll('#moves button').length === 2, null, { timeout: 10000 });
    const took = Date.now() - started;
    assert(took < 1800, `the move came ${took} ms after the player's, not at once when asked`);
    await statusBecomes(page, 'Black to move');
    assert((await page.locator('#computer-move').getAttribute('title')) !== title, 'the button says "play now" after the move');
    assert((await page.locator('#computer-clock').textContent()) === '', 'the clock is cleared after the move');
    // Left alone, it plays when its time is up (here Black's move, asked for).
    await page.selectOption('#computer-plays', 'none');
    const second = Date.now();
    await page.click('#computer-move');
    await page.waitForFunction(() => document.querySelectorAll('#moves button').length === 3, null, { timeout: 10000 });
    const alone = Date.now() - second;
    assert(alone >= 1900, `expert moved after ${alone} ms, before its time was up`);
    // "Cancel" stops it at once, whatever it has found: nothing is played.
    await page.click('#computer-move');
    await page.waitForFunction(() => /^0\.[3-9] s$/.test(document.querySelector('#computer-clock').textContent), null, { timeout: 5000 });
    await page.click('#computer-cancel');
    assert((await page.locator('#computer-clock').textContent()) === '', 'the clock is cleared on cancel');
    await page.waitForTimeout(2500);
    assert((await moveList(page)).length === 3, 'a cancelled expert played nothing');
    await page.selectOption('#computer-level', 'easy');
  });

  await check('when the computer cannot load, the page says so and stays playable', async () => {
    // A context of its own: no saved game or settings from the checks before.
    const alone = await browser.newContext({ viewport: { width: 1200, height: 820 } });
    // Its computer's bundle is missing from the host. Not watched: the
    // browser reports the 404 on the console.
    await alone.route('**/bundles/worker-loa*', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }));
    const lonely = await alone.newPage();
    await lonely.goto(`${base}#game=loa`);
    await lonely.waitForSelector('#board[data-position]');
    await lonely.selectOption('#computer-level', 'easy');
    await lonely.selectOption('#computer-plays', '1');
    await move(lonely, 'b1', 'd3');
    await lonely.waitForFunction(() => document.querySelector('#board').dataset.computer === 'failed', null, { timeout: 10000 });
    const said = await lonely.locator('#computer-status').textContent();
    assert(/could not start/.test(said), `the page said ${said}`);
    await statusBecomes(lonely, 'White to move');
    // The reader can still play the other side by hand.
    await move(lonely, 'a7', 'c5');
    await lonely.waitForFunction(() => document.querySelectorAll('#moves button').length === 2, null, { timeout: 10000 });
    await alone.close();
  });

  await check('on a phone the page stays put while the computer plays; the move list follows its last move', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const p = await phone.newPage();
    watch(p);
    // 28 moves, more than the list's box holds; then the computer plays two.
    await p.goto(`${base}#game=quoridor&moves=${'e2+e8+e1+e9+'.repeat(7).slice(0, -1)}`);
    await p.waitForSelector('#board[data-position]');
    await p.selectOption('#computer-level', 'easy');
    await p.evaluate(() => window.scrollTo(0, 0));
    await p.selectOption('#computer-plays', 'all');
    await p.waitForFunction(() => document.querySelectorAll('#moves button').length >= 30, null, { timeout: 15000 });
    await p.selectOption('#computer-plays', 'none');
    const seen = await p.evaluate(() => {
      const list = document.querySelector('#moves');
      const current = list.querySelector('.current').getBoundingClientRect();
      const box = list.getBoundingClientRect();
      return { scrollY: window.scrollY, inside: current.top >= box.top - 1 && current.bottom <= box.bottom + 1, listScrolled: list.scrollTop };
    });
    assert(seen.scrollY === 0, `the page scrolled to ${seen.scrollY}`);
    assert(seen.inside && seen.listScrolled > 0, `the last move is out of the list's view: ${JSON.stringify(seen)}`);
    await phone.close();
  });

  await check('Quoridor: a wall by its groove (refused spots say why), a pawn move, tap and confirm', async () => {
    await page.goto(`${base}#game=quoridor`);
    await page.waitForSelector('#board[data-position]');
    // A groove point: on the line between ranks 3 and 4, a little west of
    // the corner that is the wall's centre (north-east corner of e3).
    const groove = async (p, file, rank) => {
      const canvas = p.locator('#board');
      const box = await canvas.boundingBox();
      const d = await canvas.evaluate((c) => ({ ...c.dataset }));
      const cell = Number(d.cell);
      return {
        x: box.x + Number(d.boardX) + (file + 1) * cell - 0.3 * cell,
        y: box.y + Number(d.boardY) + (Number(d.ranks) - 1 - rank) * cell,
      };
    };
    const e3h = await groove(page, 4, 2);
    await page.mouse.move(e3h.x, e3h.y);
    await page.waitForFunction(() => document.querySelector('#board').dataset.preview === 'e3h');
    await page.screenshot({ path: path.join(SHOTS, 'quoridor-wall-preview.png') });
    await page.mouse.click(e3h.x, e3h.y);
    assert(JSON.stringify(await moveList(page)) === '["e3h"]', `moves ${await moveList(page)}`);
    await clickSquare(page, 'e8');
    assert(JSON.stringify(await moveList(page)) === '["e3h","e8"]', `moves ${await moveList(page)}`);
    const position = await page.locator('#board').getAttribute('data-position');
    assert(/walls=e3h /.test(position) && /pawns=e1,e8 /.test(position), `position ${position}`);
    // An overlapping spot is refused, with the wall it overlaps.
    const d3h = await groove(page, 3, 2);
    await page.waitForTimeout(700); // the pawn's slide ends; hovering waits for it
    await page.mouse.move(d3h.x, d3h.y);
    await page.waitForFunction(() => /overlaps the wall at e3h/.test(document.querySelector('#board').title));
    await page.screenshot({ path: path.join(SHOTS, 'quoridor-refused.png') });
    await page.mouse.click(d3h.x, d3h.y);
    assert(/overlaps the wall at e3h/.test(await page.locator('#message').textContent()), 'reason shown');
    assert((await moveList(page)).length === 2, 'nothing played');
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
    });
    const p = await phone.newPage();
    watch(p);
    await p.goto(`${base}#game=quoridor&players=4`);
    await p.waitForSelector('#board[data-position]');
    const c5v = await groove(p, 2, 4);
    const c5 = { x: c5v.x + 0.3 * Number(await p.locator('#board').getAttribute('data-cell')), y: c5v.y - 0.3 * Number(await p.locator('#board').getAttribute('data-cell')) };
    await p.touchscreen.tap(c5.x, c5.y);
    assert((await p.locator('#board').getAttribute('data-preview')) === 'c5v', 'first tap shows the wall');
    assert((await moveList(p)).length === 0, 'nothing played yet');
    await p.screenshot({ path: path.join(SHOTS, 'quoridor-phone-preview.png') });
    await p.touchscreen.tap(c5.x, c5.y);
    assert(JSON.stringify(await moveList(p)) === '["c5v"]', `second tap places it: ${await moveList(p)}`);
    assert(/East/.test(await status(p)), `East to move: ${await status(p)}`);
    await p.screenshot({ path: path.join(SHOTS, 'quoridor-phone-four.png') });
  });

  await check('Cancelletto: the sample board, a pawn step, a previewed removal, the partner, a collapse', async () => {
    await page.goto(`${base}#game=cancelletto`);
    await page.waitForSelector('#board[data-position]');
    await page.screenshot({ path: path.join(SHOTS, 'cancelletto-start.png') });
    await move(page, 'i1', 'h1');
    await page.waitForTimeout(700);
    // Hovering a cell of a tile previews its removal; a click removes it.
    const c3 = await centre(page, 'c3');
    await page.mouse.move(c3.x, c3.y);
    await page.waitForFunction(() => document.querySelector('#board').dataset.preview === 'xc3');
    await page.screenshot({ path: path.join(SHOTS, 'cancelletto-preview.png') });
    await page.mouse.click(c3.x, c3.y);
    await page.waitForTimeout(500);
    assert(JSON.stringify(await moveList(page)) === '["i1-h1","xc3"]', `moves ${await moveList(page)}`);
    assert((await status(page)).startsWith('Blue to move'), `status ${await status(page)}`);
    const position = await page.locator('#board').getAttribute('data-position');
    assert(position.includes('o:h1,') && position.endsWith('removed:c3'), `position ${position}`);
    // The solver thinks in the computer's worker, then answers.
    await page.click('#partner-check');
    await page.waitForFunction(() => /^(Yes|No|Not sure)/.test(document.querySelector('#message').textContent.trim()), null, { timeout: 20000 });
    const answer = (await page.locator('#message').textContent()).trim();
    assert(/^(Yes|No|Not sure)/.test(answer), `solver answer: ${answer}`);
    const asked = await page.locator('#partner').getAttribute('data-search');
    assert(asked === 'worker', `the partner asked in ${asked}, not the worker`);
    await page.click('#partner-hint');
    await page.waitForFunction(() => document.querySelector('#message').textContent.trim().startsWith('Suggested:'), null, { timeout: 20000 });
    const hint = (await page.locator('#message').textContent()).trim();
    assert(hint.startsWith('Suggested:'), `hint: ${hint}`);
    // The whole suggested turn is on the board, not only its first move.
    const shown = await page.locator('#board').getAttribute('data-hint');
    assert(hint.includes(shown) && shown.split(' ').length === hint.replace(/^Suggested: /, '').replace(/ \(.*$/, '').split(' ').length, `the board shows ${shown} of ${hint}`);
    await page.screenshot({ path: path.join(SHOTS, 'cancelletto.png') });
    // Blue removes the tile under Orange's pawn on b10: the board collapses.
    await clickSquare(page, 'b10');
    // The page asks first: that removal loses the game.
    const question = await page.locator('#question-text').textContent();
    assert(/collapses the board/.test(question) && await page.locator('#question').isVisible(), `asked: ${question}`);
    await page.screenshot({ path: path.join(SHOTS, 'cancelletto-collapse-question.png') });
    await page.click('#question-yes');
    await page.waitForTimeout(500);
    const over = await status(page);
    assert(over.startsWith('Collapsed') && over.includes('b10'), `status ${over}`);
    await page.screenshot({ path: path.join(SHOTS, 'cancelletto-collapsed.png') });
  });

  await check('Cancelletto on a phone: a random board from its seed, the computer partner plays Blue', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const small = await phone.newPage();
    watch(small);
    await small.goto(`${base}#game=cancelletto&board=2026`);
    await small.waitForSelector('#board[data-position]');
    const first = await small.locator('#board').getAttribute('data-position');
    await small.reload();
    await small.waitForSelector('#board[data-position]');
    assert(first === await small.locator('#board').getAttribute('data-position'), 'same board after reload');
    await small.selectOption('#partner-seat', '1');
    // Orange removes a tile by two taps (preview, then play); Blue answers by itself.
    const tile = await centre(small, 'c1');
    await small.touchscreen.tap(tile.x, tile.y);
    await small.touchscreen.tap(tile.x, tile.y);
    await small.waitForFunction(() => document.querySelectorAll('#moves li').length >= 2, null, { timeout: 10000 });
    const played = await small.locator('#partner').getAttribute('data-search');
    assert(played === 'worker', `the partner thought in ${played}, not the worker`);
    await small.waitForTimeout(800);
    await small.screenshot({ path: path.join(SHOTS, 'cancelletto-phone.png'), fullPage: true });
    await phone.close();
  });

  // Embedded boards: helpers for a canvas inside a <tavoliere-board> (in its
  // shadow root for a view board, else in its frame of embed.html) or an iframe.
  const centreOf = async (canvas, square) => {
    const box = await canvas.boundingBox();
    const d = await canvas.evaluate((c) => ({ ...c.dataset }));
    const cell = Number(d.cell);
    const col = square.charCodeAt(0) - 97;
    const row = Number(d.ranks) - Number(square.slice(1));
    return { x: box.x + Number(d.boardX) + (col + 0.5) * cell, y: box.y + Number(d.boardY) + (row + 0.5) * cell };
  };
  const clickIn = async (p, canvas, square) => {
    await canvas.scrollIntoViewIfNeeded();
    const { x, y } = await centreOf(canvas, square);
    await p.mouse.click(x, y);
  };
  const inBoard = (id) => boardIn(page, `#${id}`);
  const atPly = async (id, n, timeout = 5000) => (await inBoard(id)).locator(`.tv-canvas[data-ply="${n}"]`).waitFor({ timeout });

  await check('the blog page shows several embedded boards of different games and modes', async () => {
    await page.goto(`${base}blog.html`);
    for (const id of ['loa-view', 'magneton-puzzle', 'gyges-play', 'quoridor-computer', 'api-board']) {
      await (await inBoard(id)).locator('.tv-canvas[data-position]').waitFor();
    }
    const frame = page.frameLocator('#loa-frame');
    await frame.locator('.tv-canvas[data-position]').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, 'blog.png'), fullPage: true });
    // The host's broad styles (hotpink buttons, lime canvas borders) stay outside.
    const look = await (await inBoard('loa-view')).locator('.tv-first').evaluate((b) => getComputedStyle(b).backgroundColor);
    assert(look === 'rgb(255, 255, 255)', `embed button background ${look}`);
  });

  await check('a view-mode embed steps through its moves with the navigator', async () => {
    const canvas = (await inBoard('loa-view')).locator('.tv-canvas');
    assert((await canvas.getAttribute('data-ply')) === '2', 'starts at ply="2"');
    await (await inBoard('loa-view')).locator('.tv-back').click();
    await atPly('loa-view', 1);
    await (await inBoard('loa-view')).locator('.tv-last').click();
    await atPly('loa-view', 5);
    assert(/Move 5 of 5/.test(await (await inBoard('loa-view')).locator('.tv-status').textContent()), 'status follows');
    const before = await canvas.getAttribute('data-position');
    await clickIn(page, canvas, 'b1');
    assert((await canvas.getAttribute('data-position')) === before, 'a view takes no moves');
  });

  await check('a play-mode embed takes a move; a puzzle refuses a wrong one and takes the answer', async () => {
    const gyges = (await inBoard('gyges-play')).locator('.tv-canvas');
    await (await inBoard('gyges-play')).locator('.tv-choices button[data-choice="3"]').click();
    await clickIn(page, gyges, 'a1');
    await atPly('gyges-play', 1);
    const puzzle = (await inBoard('magneton-puzzle')).locator('.tv-canvas');
    await clickIn(page, puzzle, 'e5');
    const refused = await (await inBoard('magneton-puzzle')).locator('.tv-message').textContent();
    assert(/not the answer/.test(refused), `refused: ${refused}`);
    assert((await puzzle.getAttribute('data-ply')) === '0', 'nothing played');
    await clickIn(page, puzzle, 'g1');
    await (await inBoard('magneton-puzzle')).locator('.tv-message', { hasText: 'Solved' }).waitFor();
    assert((await puzzle.getAttribute('data-ply')) === '1', 'the answer was played');
  });

  await check('a play-mode embed with computer="easy" answers the reader\'s move', async () => {
    const board = (await inBoard('quoridor-computer')).locator('.tv-canvas');
    await board.scrollIntoViewIfNeeded();
    await clickIn(page, board, 'e2');
    await atPly('quoridor-computer', 1);
    await atPly('quoridor-computer', 2, 15000);
    const place = await board.getAttribute('data-search');
    assert(place === 'worker', `the embed's search ran in ${place}`);
    // The reader cannot move the computer's pawn: back one move, it is North's turn.
    await (await inBoard('quoridor-computer')).locator('.tv-back').click();
    await atPly('quoridor-computer', 1);
    await clickIn(page, board, 'e8');
    const said = await (await inBoard('quoridor-computer')).locator('.tv-message').textContent();
    assert(/computer plays North/.test(said), `message ${said}`);
    assert((await board.getAttribute('data-ply')) === '1', 'nothing played, and the computer waits');
  });

  await check('the blog\'s own script follows and drives a board through its JavaScript interface', async () => {
    await page.click('#api-play');
    await atPly('api-board', 1);
    await page.waitForFunction(() => document.querySelectorAll('#api-log li').length === 1);
    assert(/^b1-d3 \(White to move\)$/.test(await page.locator('#api-log li').textContent()), 'the move is listed');
    await page.click('#api-play');
    await page.waitForFunction(() => /cannot be played/.test(document.getElementById('api-said').textContent));
    await page.click('#api-flip');
    await (await inBoard('api-board')).locator('.tv-canvas[data-flipped="true"]').waitFor();
    await page.click('#api-reset');
    await atPly('api-board', 0);
    await page.waitForFunction(() => document.querySelectorAll('#api-log li').length === 0);
  });

  await check('an iframe embed (embed.html) takes a move', async () => {
    const frame = page.frameLocator('#loa-frame');
    const canvas = frame.locator('.tv-canvas');
    assert((await canvas.getAttribute('data-ply')) === '2', 'starts after the two moves');
    await clickIn(page, canvas, 'e1');
    await clickIn(page, canvas, 'e3');
    assert((await canvas.getAttribute('data-ply')) === '3', 'the frame took e1-e3');
    // Back one move: the game's own next move follows the game; another
    // move there is played at once, as a variation, so no click loses moves.
    await frame.locator('.tv-back').click();
    await clickIn(page, canvas, 'e1');
    await clickIn(page, canvas, 'e3');
    assert((await canvas.getAttribute('data-ply')) === '3', 'the game\'s own move followed it');
    await frame.locator('.tv-back').click();
    const before = await canvas.getAttribute('data-position');
    await clickIn(page, canvas, 'f1');
    await clickIn(page, canvas, 'f3');
    assert((await canvas.getAttribute('data-ply')) === '3' && (await canvas.getAttribute('data-position')) !== before, 'played at once');
  });

  await check('a broken embed attribute shows a message in place of the board; the host script runs', async () => {
    await page.locator('#broken .tv-error').waitFor();
    const message = await page.locator('#broken .tv-error').textContent();
    assert(/could not be shown/.test(message) && /move 2/.test(message), `message ${message}`);
    assert((await (await inBoard('broken')).locator('canvas').count()) === 0, 'no board');
    await page.waitForSelector('body[data-host-script="ran"]');
    // A bad mode, set from the host's own script later, is reported the same way.
    await page.evaluate(() => document.getElementById('loa-view').setAttribute('mode', 'watch'));
    await page.waitForSelector('#loa-view .tv-error');
    assert(/mode="watch"/.test(await page.locator('#loa-view .tv-error').textContent()), 'names the attribute');
  });

  await check('the pages run under their Content-Security-Policy without violations', async () => {
    for (const url of [`${base}#game=loa`, `${base}blog.html`, `${base}embed.html#game=byte&mode=play`]) {
      const p = await context.newPage();
      watch(p);
      await p.goto(url);
      await p.waitForFunction(() => document.querySelector('#board[data-position]')
        || document.querySelector('.tv-canvas[data-position]')
        || document.querySelector('tavoliere-board')?.shadowRoot?.querySelector('iframe.tv-drawn, .tv-inline .tv-canvas[data-position]'));
      const csp = await p.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content);
      assert(/script-src 'self' 'wasm-unsafe-eval'/.test(csp || '') && !/unsafe-inline/.test(csp), `${url} has a strict policy`);
      const violations = await p.evaluate(() => window.__cspViolations);
      assert(violations.length === 0, `${url}: ${violations.join(', ')}`);
      await p.close();
    }
  });

  await check('a game page asks for its bundle while it is parsed, and uses what it asked for once', async () => {
    const p = await context.newPage();
    watch(p);
    const warnings = [];
    p.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    const asked = [];
    p.on('request', (r) => { if (/\/bundles\/site-gyges[._]/.test(r.url())) asked.push(r.url()); });
    await p.goto(`${base}#play=gyges`);
    await p.waitForSelector('#board[data-position]');
    const ahead = await p.evaluate(() => [...document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')]
      .map((l) => l.href).filter((href) => /\/bundles\/site-gyges[._]/.test(href)).length);
    assert(ahead === 2, `the head start preloads the game's glue and wasm (${ahead})`);
    // Chromium warns about a preload its page never used (a mismatched
    // mode, say) a few seconds after the load event.
    await p.waitForTimeout(3500);
    assert(asked.length === 2, `each of the game's two files asked for once: ${asked.join(' ')}`);
    const unused = warnings.filter((w) => /preload/i.test(w));
    assert(unused.length === 0, unused.join(' | '));
    await p.close();
  });

  await check('Share copies a link that opens the same game', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${base}#game=loa&moves=b1-d3+a7-c5`);
    await page.waitForSelector('#board[data-position]');
    await page.click('details.record summary');
    await page.click('#share-copy');
    await page.waitForFunction(() => /Link copied/.test(document.querySelector('#message').textContent));
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert(link.startsWith(base) && /moves=b1-d3\+a7-c5/.test(link), `link ${link}`);
    await page.click('#embed-copy');
    await page.waitForFunction(() => /Embed code copied/.test(document.querySelector('#message').textContent));
    const code = await page.evaluate(() => navigator.clipboard.readText());
    assert(code.includes(`${base}embed.js`) && code.includes('<tavoliere-board game="loa"'), `code ${code}`);
  });

  await check('a friend on another device: Send your move, the link opens on the friend\'s side, the reply comes back', async () => {
    // Two browsers: Alice's and Bob's, each its own storage.
    const alice = await browser.newContext({ viewport: { width: 1200, height: 820 } });
    const bob = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    for (const c of [alice, bob]) await c.grantPermissions(['clipboard-read', 'clipboard-write']);
    const a = await alice.newPage();
    const b = await bob.newPage();
    watch(a); watch(b);
    await a.goto(`${base}#game=loa`);
    await a.waitForSelector('#board[data-position]');
    assert(!(await a.locator('#send-move').isVisible()), 'nothing to send before a move');
    await move(a, 'b1', 'd3');
    await a.click('#send-move');
    await a.waitForFunction(() => /Link copied: send it to your friend/.test(document.querySelector('#message').textContent));
    const sent = await a.evaluate(() => navigator.clipboard.readText());
    assert(/#game=loa&moves=b1-d3&match=[0-9a-z]{10}&for=1$/.test(sent), `sent ${sent}`);
    assert(/match=/.test(await a.evaluate(() => location.hash)), 'Alice\'s address names the match');
    const savedGames = (p) => p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tavoliere.save.')).length);
    const before = await savedGames(a);
    // Alice may not play Bob's side now.
    await move(a, 'a7', 'c5');
    assert(/your friend plays it/.test(await a.locator('#message').textContent()), 'Alice moved White');
    assert((await moveList(a)).length === 1, 'Alice moved White');
    // Bob opens it: White is his, the last move is shown being played.
    await b.goto(sent);
    await b.waitForSelector('#board[data-position]');
    await b.waitForFunction(() => document.querySelector('#status').textContent === 'White to move: your turn', null, { timeout: 5000 })
      .catch(async () => { throw new Error(`Bob reads ${await status(b)}`); });
    assert(/You play White/.test(await b.locator('#message').textContent()), 'Bob is told his side');
    await b.screenshot({ path: path.join(SHOTS, 'by-link-opened.png') });
    const tap = async (sq) => { const { x, y } = await centre(b, sq); await b.touchscreen.tap(x, y); };
    await tap('a7'); await tap('c5');
    await b.waitForFunction(() => document.querySelectorAll('#moves button').length === 2);
    await b.click('#send-move');
    await b.waitForFunction(() => /Link copied/.test(document.querySelector('#message').textContent));
    const reply = await b.evaluate(() => navigator.clipboard.readText());
    assert(reply.includes(sent.match(/match=[0-9a-z]+/)[0]) && /for=0$/.test(reply), `reply ${reply}`);
    // Back on Alice's device: her saved game of the match continues.
    await a.goto(reply);
    await a.waitForSelector('#board[data-position]');
    await a.waitForFunction(() => document.querySelector('#status').textContent === 'Black to move: your turn', null, { timeout: 5000 })
      .catch(async () => { throw new Error(`Alice reads ${await status(a)}`); });
    await move(a, 'c1', 'c4');
    assert((await moveList(a)).length === 3, `Alice's reply: ${await moveList(a)}`);
    const after = await savedGames(a);
    assert(before === 1 && after === 1, `the reply continues Alice's saved game (saved games ${before} then ${after})`);
    // Bob's old link opened again loses nothing: Alice's later move stays.
    await a.goto(`${base}#game=loa`);
    await a.waitForSelector('#board[data-position]');
    await a.goto(reply);
    await a.waitForSelector('#board[data-position]');
    await a.waitForFunction(() => document.querySelectorAll('#moves button').length === 3, null, { timeout: 5000 })
      .catch(async () => { throw new Error(`an old link replaced Alice's game: ${await moveList(a)}`); });
    await alice.close(); await bob.close();
  });

  await check('a record saved as a file opens again', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
    const file = path.join(SHOTS, 'record.txt');
    await download.saveAs(file);
    assert(/Moves: b1-d3 a7-c5/.test(fs.readFileSync(file, 'utf8')), 'the file holds the record');
    await page.click('#new-game-box > summary');
    await page.click('#new-game button[type="submit"]');
    assert((await moveList(page)).length === 0, 'a new game');
    await page.setInputFiles('#import', file);
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 2);
    assert(/Record loaded/.test(await page.locator('#message').textContent()), 'said so');
  });

  await check('the saved-games list resumes and deletes', async () => {
    await page.goto(`${base}#game=magneton&moves=d4`);
    await page.waitForSelector('#board[data-position]');
    await page.goto(`${base}#saved`);
    await page.waitForSelector('.saved-game[data-game="loa"]');
    // Every game has its own entry, newest first: the newest Lines of
    // Action game is the record opened from a file.
    const newestLoa = page.locator('.saved-game[data-game="loa"]').first();
    assert(/2 moves/.test(await newestLoa.textContent()), 'loa listed');
    await page.screenshot({ path: path.join(SHOTS, 'saved.png') });
    const magneton = page.locator('.saved-game[data-game="magneton"]').first();
    const gone = await magneton.getAttribute('data-save');
    await magneton.locator('button[data-delete]').click();
    await page.waitForSelector(`.saved-game[data-save="${gone}"]`, { state: 'detached' });
    await newestLoa.locator('a').click();
    await page.waitForSelector('#board[data-position]');
    assert((await moveList(page)).length === 2, 'resumed the saved game');
  });

  await check('rules: the index and a page in each language load from the sub-folder, link to each other and to the game', async () => {
    // The live diagrams need ../embed.js (the embed element). Until that file
    // is in dist/, the rules pages are read in a page whose console is not
    // watched, so its absence is not counted as an error; once it is there,
    // the pages must load without console errors like every other page.
    const haveEmbed = fs.existsSync(path.join(DIST, 'embed.js'));
    const rules = await context.newPage();
    if (haveEmbed) watch(rules);
    else figures.push('rules pages: dist/embed.js absent, live diagrams not loaded');
    await page.goto(base);
    await page.waitForSelector('.games li');
    assert((await page.locator('.games a.rules-link').count()) === 9, 'every home card has a Rules link');
    const cardHref = await page.locator('.games li:has(a[href="#play=loa"]) a.rules-link').getAttribute('href');
    assert(cardHref === 'rules/loa.en.html', `home card links ${cardHref}`);
    await page.goto(`${base}#game=loa`);
    await page.waitForSelector('#board[data-position]');
    assert((await page.locator('.back a.rules').getAttribute('href')) === 'rules/loa.en.html', 'game page links its rules');

    await rules.goto(`${base}rules/index.html`);
    assert((await rules.locator('.rule-list a').count()) === 18, 'index lists nine games in two languages');
    await rules.click('section[lang="it"] a[href="gyges.it.html"]');
    await rules.waitForSelector('h1');
    assert(rules.url() === `${base}rules/gyges.it.html`, `index opened ${rules.url()}`);
    assert((await rules.getAttribute('html', 'lang')) === 'it', 'Italian page');
    assert((await rules.locator('h2', { hasText: 'Scopo del gioco' }).count()) === 1, 'Italian sections');
    assert((await rules.locator('tavoliere-board').count()) >= 3, 'Gyges has live diagrams');
    assert((await rules.locator('figure figcaption').first().innerText()).length > 40, 'captions teach in words');
    const css = await rules.evaluate(() => getComputedStyle(document.querySelector('main.rules')).maxWidth);
    assert(css !== 'none', 'rules.css is loaded');
    await rules.screenshot({ path: path.join(SHOTS, 'rules-gyges-it.png'), fullPage: true });

    await rules.click('a.lang');
    await rules.waitForSelector('h1');
    assert(rules.url() === `${base}rules/gyges.en.html`, `language switch opened ${rules.url()}`);
    assert((await rules.locator('h2', { hasText: 'Goal' }).count()) === 1, 'English sections');
    await rules.click('a.lang');
    await rules.waitForSelector('h1');
    assert(rules.url() === `${base}rules/gyges.it.html`, 'and back to Italian');

    await rules.goto(`${base}rules/loa.en.html`);
    await rules.setViewportSize({ width: 390, height: 844 });
    await rules.screenshot({ path: path.join(SHOTS, 'rules-loa-en-phone.png'), fullPage: true });
    const wide = await rules.evaluate(() => document.documentElement.scrollWidth);
    assert(wide <= 390, `the phone page scrolls sideways (${wide} px)`);
    await rules.click('p.play a.button >> nth=0');
    await rules.waitForSelector('section.game[data-game="loa"] #board[data-position]');

    await rules.goto(`${base}rules/loa.en.html`);
    await rules.click('figcaption a >> nth=1');
    await rules.waitForSelector('#board[data-position]');
    assert((await moveList(rules)).join(' ').includes('b1-d3'), 'a position link opens the game at that move');
    await rules.close();
  });

  await check('two Magneton games are saved side by side and each resumes its own position', async () => {
    await page.goto(`${base}#game=magneton`);
    await page.waitForSelector('#board[data-position]');
    await clickSquare(page, 'd4');
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1);
    const first = await page.locator('#board').getAttribute('data-position');
    const firstId = /save=([a-z0-9]+)/.exec(page.url())[1];
    await page.click('#new-game-box > summary');
    await page.click('#new-game button[type="submit"]');
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 0);
    await clickSquare(page, 'e5');
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1);
    await clickSquare(page, 'c3');
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 2);
    const second = await page.locator('#board').getAttribute('data-position');
    const secondId = /save=([a-z0-9]+)/.exec(page.url())[1];
    assert(firstId !== secondId && first !== second, `one entry each: ${firstId} ${secondId}`);
    // A reload finds the same entry (its id is in the address).
    await page.reload();
    await page.waitForSelector('#board[data-position]');
    assert((await moveList(page)).length === 2, 'the reload kept the second game');
    assert(/save=([a-z0-9]+)/.exec(page.url())[1] === secondId, 'same entry after reload');
    await page.goto(`${base}#saved`);
    const a = page.locator(`.saved-game[data-save="${firstId}"]`);
    const b = page.locator(`.saved-game[data-save="${secondId}"]`);
    await a.waitFor();
    assert(/Magneton/.test(await a.textContent()) && /1 move\b/.test(await a.textContent()), await a.textContent());
    assert(/2 moves/.test(await b.textContent()) && /standard rules/.test(await b.textContent()), await b.textContent());
    const order = await page.locator('.saved-game').evaluateAll((rows) => rows.map((r) => r.dataset.save));
    assert(order.indexOf(secondId) < order.indexOf(firstId), 'newest first');
    await page.screenshot({ path: path.join(SHOTS, 'saved-two-magneton.png'), fullPage: true });
    await a.locator('a').click();
    await page.waitForSelector('#board[data-position]');
    assert(await page.locator('#board').getAttribute('data-position') === first, 'the first game resumed');
    await page.goto(`${base}#saved`);
    await b.locator('a').click();
    await page.waitForSelector('#board[data-position]');
    assert(await page.locator('#board').getAttribute('data-position') === second, 'the second game resumed');
    // The home card resumes the most recently played one.
    await page.goto(`${base}#play=magneton`);
    await page.waitForSelector('#board[data-position]');
    assert(await page.locator('#board').getAttribute('data-position') === second, 'home card resumes the newest');
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const p = await phone.newPage();
    watch(p);
    // A fresh browser: a save of the previous version (one per game) is kept.
    await p.goto(base);
    await p.evaluate(() => localStorage.setItem('tavoliere.game.loa', 'Game: loa\nMoves: b1-d3 a7-c5\n'));
    await p.goto(`${base}#saved`);
    await p.waitForSelector('.saved-game[data-game="loa"]');
    assert(/2 moves/.test(await p.locator('.saved-game[data-game="loa"]').textContent()), 'old save migrated');
    assert(await p.evaluate(() => localStorage.getItem('tavoliere.game.loa')) === null, 'old key moved');
    await p.goto(`${base}#game=magneton&moves=d4`);
    await p.waitForSelector('#board[data-position]');
    await p.goto(`${base}#saved`);
    await p.waitForSelector('.saved-game[data-game="magneton"]');
    await p.screenshot({ path: path.join(SHOTS, 'saved-phone.png'), fullPage: true });
    await phone.close();
  });

  await check('a picture of the position: Save picture downloads an SVG; the embed code carries it for readers without scripts', async () => {
    await page.goto(`${base}#game=loa&moves=b1-d3+a7-c5`);
    await page.waitForSelector('#board[data-position]');
    await page.click('details.record summary');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#picture')]);
    const file = path.join(SHOTS, 'position.svg');
    await download.saveAs(file);
    const svg = fs.readFileSync(file, 'utf8');
    assert(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') && svg.endsWith('</svg>'), 'an SVG file');
    assert(/Lines of Action after 2 moves/.test(svg), 'titled');
    // The picture as a reader would see it: rendered by the browser.
    const viewer = await context.newPage();
    watch(viewer);
    await viewer.setViewportSize({ width: 480, height: 480 });
    await viewer.goto(`file://${file}`);
    await viewer.screenshot({ path: path.join(SHOTS, 'position-svg.png') });
    await viewer.close();
    await page.click('#embed-copy');
    await page.waitForFunction(() => /Embed code copied/.test(document.querySelector('#message').textContent));
    const code = await page.evaluate(() => navigator.clipboard.readText());
    assert(/<tavoliere-board [^>]*><a href="[^"]*#game=loa&amp;moves=b1-d3\+a7-c5"><img src="data:image\/svg\+xml,%3Csvg/.test(code), `code ${code.slice(0, 400)}`);
    // A reader without scripts: the element is unknown, its picture shows.
    const feed = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 600, height: 600 } });
    const reader = await feed.newPage();
    await reader.setContent(`<!doctype html><meta http-equiv="Content-Security-Policy" content="img-src 'self' data:"><p>A post.</p>${code}`);
    const shown = await reader.locator('tavoliere-board img').evaluate((img) => img.complete && img.naturalWidth);
    assert(shown === 480, `the fallback picture shows (${shown})`);
    assert(/Lines of Action after 2 moves/.test(await reader.locator('tavoliere-board img').getAttribute('alt')), 'alt text');
    await reader.screenshot({ path: path.join(SHOTS, 'embed-no-script.png') });
    await feed.close();
    // Where the script runs, the board replaces the picture.
    const host = await context.newPage();
    watch(host);
    await host.goto(`${base}blog.html`);
    await host.evaluate((html) => { document.querySelector('article').insertAdjacentHTML('beforeend', html.split('\n\n')[0].split('\n')[1]); }, code);
    // A board starts when it comes near the screen: the reader scrolls to it.
    await host.evaluate(() => [...document.querySelectorAll('tavoliere-board')].pop().scrollIntoView());
    await host.waitForFunction(() => {
      const el = document.querySelectorAll('tavoliere-board');
      const last = el[el.length - 1];
      return last.shadowRoot && last.shadowRoot.querySelector('iframe.tv-drawn, .tv-inline .tv-canvas[data-position]');
    });
    const hidden = await host.evaluate(() => {
      const el = document.querySelectorAll('tavoliere-board');
      return el[el.length - 1].querySelector('img').getBoundingClientRect().width;
    });
    assert(hidden === 0, `the picture is hidden once the board runs (${hidden})`);
    await host.close();
  });

  await check('an Italian browser gets the site in Italian; the switch changes it and the choice is remembered', async () => {
    // bypassCSP: axe is injected as a script the page's own policy would refuse.
    const italian = await browser.newContext({ locale: 'it-IT', viewport: { width: 1100, height: 800 }, bypassCSP: true });
    const p = await italian.newPage();
    watch(p);
    const htmlLang = () => p.getAttribute('html', 'lang');
    const audit = async (where) => {
      await p.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
      await p.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      const report = await p.evaluate(() => window.axe.run(document, {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      }));
      const found = report.violations.map((v) => `${where}: ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      assert(found.length === 0, found.join('\n'));
    };
    await p.goto(base);
    await p.waitForSelector('.games li');
    assert((await htmlLang()) === 'it', `html lang ${await htmlLang()}`);
    assert((await p.locator('.lead').innerText()).startsWith('Nove giochi'), 'the home page is Italian');
    assert((await p.locator('.badge.play').first().innerText()) === 'Gioca', 'the Play badge is Italian');
    const rulesHref = await p.locator('.games li:has(a[href="#play=loa"]) a.rules-link').getAttribute('href');
    assert(rulesHref === 'rules/loa.it.html', `home card links ${rulesHref}`);
    assert((await p.locator('.lang-switch button[aria-pressed="true"]').innerText()) === 'Italiano', 'the switch shows Italian');
    await p.screenshot({ path: path.join(SHOTS, 'home-it.png') });
    await audit('home (it)');
    await p.goto(`${base}#saved`);
    await p.waitForSelector('section[data-shell="saved"]');
    assert((await p.title()) === 'Partite salvate · Tavoliere', `saved title ${await p.title()}`);
    assert((await p.locator('.back a').innerText()).includes('Tutti i giochi'), 'the saved page is Italian');
    await audit('saved (it)');

    await p.goto(`${base}#game=loa`);
    await p.waitForSelector('#board[data-position]');
    await statusBecomes(p, 'Tocca al Nero');
    assert((await p.locator('#undo').innerText()).includes('Indietro'), 'Undo is Italian');
    assert((await p.locator('#new-game-box > summary').innerText()) === 'Nuova partita', 'New game is Italian');
    assert((await p.locator('.back a.rules').getAttribute('href')) === 'rules/loa.it.html', 'the rules link is Italian');
    await move(p, 'b1', 'd3');
    await p.waitForFunction(() => document.querySelector('#status').textContent.trim() === 'Tocca al Bianco');
    await clickSquare(p, 'e5');
    const refusal = (await p.locator('#message').innerText()).trim();
    assert(refusal.length > 0 && !/legal move|No legal/.test(refusal), `refusal ${refusal}`);
    const announced = (await p.locator('#announce').innerText()).trim();
    assert(announced === 'Il Nero ha giocato b1-d3.', `announcement ${announced}`);
    await p.screenshot({ path: path.join(SHOTS, 'game-it.png') });
    await audit('loa (it)');

    await p.goto(`${base}#game=porta`);
    await p.waitForSelector('#board[data-position]');
    const notes = await p.locator('#notes').innerText();
    assert(notes.includes('Punti: Bianco') && !notes.includes('Score'), `Porta notes ${notes}`);

    await p.click('.lang-switch button[data-lang="en"]');
    await p.waitForFunction(() => document.documentElement.lang === 'en');
    await statusBecomes(p, 'White to move');
    assert((await p.locator('#notes').innerText()).includes('Score: White'), 'notes after the switch');
    await p.reload();
    await p.waitForSelector('#board[data-position]');
    assert((await htmlLang()) === 'en', 'the English choice survives a reload in an Italian browser');
    await statusBecomes(p, 'White to move');
    await p.focus('.lang-switch button[data-lang="it"]');
    await p.keyboard.press('Enter');
    await p.waitForFunction(() => document.documentElement.lang === 'it');
    await p.reload();
    await p.waitForSelector('#board[data-position]');
    await statusBecomes(p, 'Tocca al Bianco');
    await p.setViewportSize({ width: 390, height: 844 });
    await p.screenshot({ path: path.join(SHOTS, 'game-it-phone.png'), fullPage: true });
    const wide = await p.evaluate(() => document.documentElement.scrollWidth);
    assert(wide <= 390, `the Italian phone page scrolls sideways (${wide} px)`);
    await italian.close();
  });

  await check('every request the pages made was answered (no 404 from a plain host)', async () => {
    const missing = site.missing().map((r) => r.path)
      // The checks that ask for a missing page on purpose.
      .filter((p) => !p.includes('/no-such-page'));
    assert(missing.length === 0, `404 for: ${[...new Set(missing)].join(', ')}`);
  });

  await check('the console stayed free of errors', async () => {
    assert(consoleErrors.length === 0, consoleErrors.join('\n'));
  });

  await browser.close();
  await site.close();

  const size = gzipSize(DIST);
  figures.push(`site transfer: ${(size.total / 1024).toFixed(1)} KB gzip (${size.rows.join('; ')})`);
  for (const line of figures) console.log(`measured: ${line}`);
  finish('e2e');
})().catch((error) => {
  console.error(error);
  console.log('e2e: 0 passed, 1 failed');
  process.exit(1);
});
