// End-to-end test of the board editor (issue 43) on the built site
// (dist/), served from a sub-folder by a plain static host: `&edit` opens
// it with "Play from here"; a Quoridor position with walls, a Byte position
// with stacks and a Gyges position are built by clicks and played from; an
// impossible set-up is refused with its reason; a puzzle is copied from a
// set-up position; on a 360 px touch phone too. Screenshots in target/e2e/.
//
// Run by scripts/test.sh after `trunk build`; needs playwright-core on NODE_PATH.

'use strict';
const path = require('path');
const { servePlain } = require('./plain_server.cjs');
const { DIST, SHOTS, launch, checks, assert, squareCentre } = require('./harness.cjs');

const PREFIX = '/games/tavoliere/';
const { check, finish } = checks();

/// Picks the palette entry `id` and clicks (or taps) each square in turn.
async function put(page, id, squares, tap = false) {
  await page.click(`#edit-palette button[data-id="${id}"]`);
  // A phone's board may be above the panel: tap where it can be seen.
  if (tap) await page.locator('#board').scrollIntoViewIfNeeded();
  for (const square of squares) {
    const { x, y } = await squareCentre(page.locator('#board'), square);
    if (tap) await page.touchscreen.tap(x, y); else await page.mouse.click(x, y);
  }
}

/// A groove point of Quoridor's board: on the line above rank `rank`, a
/// little west of the north-east corner of the cell at (`file`, `rank`).
async function groove(page, file, rank) {
  const canvas = page.locator('#board');
  const box = await canvas.boundingBox();
  const d = await canvas.evaluate((c) => ({ ...c.dataset }));
  const cell = Number(d.cell);
  return {
    x: box.x + Number(d.boardX) + (file + 1) * cell - 0.3 * cell,
    y: box.y + Number(d.boardY) + (Number(d.ranks) - 1 - rank) * cell,
  };
}

async function verdict(page) {
  return (await page.locator('#edit-verdict').innerText()).trim();
}

(async () => {
  const site = await servePlain({ root: DIST, prefix: PREFIX });
  const base = site.url;
  const browser = await launch();
  const errors = [];
  const watch = (page) => {
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
  };
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  watch(page);

  await check('#game=quoridor&edit opens the editor with "Play from here"; walls and a pawn put by clicks are played from', async () => {
    await page.goto(`${base}#game=quoridor&edit`);
    await page.waitForSelector('#editor:not([hidden])');
    assert((await page.locator('#edit-play').innerText()) === 'Play from here', 'the button says Play from here');
    assert(/accept/.test(await verdict(page)), `start accepted: ${await verdict(page)}`);
    await page.click('#edit-palette button[data-id="wall"]');
    for (const [file, rank] of [[4, 2], [2, 5]]) {
      const { x, y } = await groove(page, file, rank);
      await page.mouse.click(x, y);
    }
    await put(page, 'pawn-south', ['e3']);
    const text = await page.locator('#board').getAttribute('data-edit');
    assert(/walls=[^ ]*e3h/.test(text) && /walls=[^ ]*c6h/.test(text) && /pawns=e3,e9/.test(text), `arrangement ${text}`);
    await page.screenshot({ path: path.join(SHOTS, 'editor-quoridor.png') });
    assert(/accept/.test(await verdict(page)), `accepted: ${await verdict(page)}`);
    await page.click('#edit-play');
    await page.waitForSelector('#editor', { state: 'hidden' });
    const position = await page.locator('#board').getAttribute('data-position');
    assert(/e3h/.test(position) && /pawns=e3,e9/.test(position), `played from ${position}`);
    assert((await page.evaluate(() => location.hash)).includes('start='), 'the address starts there');
    // A move from there: the pawn steps aside (the wall at e3h blocks e4).
    const { x, y } = await squareCentre(page.locator('#board'), 'd3');
    await page.mouse.click(x, y);
    await page.waitForFunction(() => document.querySelectorAll('#moves button').length === 1);
  });

  await check('Byte: stacks built checker by checker in order, played from', async () => {
    await page.goto(`${base}#game=byte&edit`);
    await page.waitForSelector('#editor:not([hidden])');
    // Take Black's a3 and White's d2 off, and stack them on b2 (white
    // below): a stack of three, white, black, white, bottom to top.
    await put(page, 'take-top', ['a3', 'd2']);
    await put(page, 'black', ['b2']);
    await put(page, 'white', ['b2']);
    const text = await page.locator('#board').getAttribute('data-edit');
    assert(/accept/.test(await verdict(page)), `accepted: ${await verdict(page)} (${text})`);
    await page.screenshot({ path: path.join(SHOTS, 'editor-byte.png') });
    await page.click('#edit-play');
    await page.waitForSelector('#editor', { state: 'hidden' });
    const position = await page.locator('#board').getAttribute('data-position');
    assert(position === text, `played from ${position}, set up ${text}`);
  });

  await check('Gyges: a position after the set-up, pieces moved by clicks, played from', async () => {
    await page.goto(`${base}#game=gyges&setup=321123/321123&edit`);
    await page.waitForSelector('#editor:not([hidden])');
    assert(/accept/.test(await verdict(page)), `start accepted: ${await verdict(page)}`);
    // South's double from b1 to c3, North's single from c6 to d4.
    await put(page, 'two', ['b1', 'c3']);
    await put(page, 'one', ['c6', 'd4']);
    const text = await page.locator('#board').getAttribute('data-edit');
    await page.screenshot({ path: path.join(SHOTS, 'editor-gyges.png') });
    assert(/accept/.test(await verdict(page)), `accepted: ${await verdict(page)} (${text})`);
    await page.click('#edit-play');
    await page.waitForSelector('#editor', { state: 'hidden' });
    assert((await page.locator('#board').getAttribute('data-position')) === text, 'played from the set-up');
    assert((await page.locator('#moves button').count()) === 0, 'no moves yet');
  });

  await check('an impossible set-up is refused with its reason, and "Play from here" waits', async () => {
    await page.goto(`${base}#game=loa&edit`);
    await page.waitForSelector('#editor:not([hidden])');
    await page.click('#edit-clear');
    const words = await verdict(page);
    assert(/^The rules refuse this position: .*piece/.test(words), `refusal: ${words}`);
    assert(await page.locator('#edit-play').isDisabled(), 'Play from here is disabled');
    await page.screenshot({ path: path.join(SHOTS, 'editor-refused.png') });
    await page.click('#edit-undo');
    assert(/accept/.test(await verdict(page)), 'undo brings the start back');
    await page.click('#edit-cancel');
    await page.waitForSelector('#editor', { state: 'hidden' });
    assert(!(await page.evaluate(() => location.hash)).includes('edit'), 'the address drops &edit');
  });

  await check('a puzzle from a set-up position: its answer played, its code copied from the first move', async () => {
    await page.goto(`${base}#game=loa&edit`);
    await page.waitForSelector('#editor:not([hidden])');
    await page.click('#edit-play');
    await page.waitForSelector('#editor', { state: 'hidden' });
    const { x, y } = await squareCentre(page.locator('#board'), 'b1');
    await page.mouse.click(x, y);
    const to = await squareCentre(page.locator('#board'), 'd3');
    await page.mouse.click(to.x, to.y);
    await page.waitForFunction(() => document.querySelectorAll('#moves button').length === 1);
    await page.click('#first');
    await page.click('details.record summary');
    await page.click('#puzzle-copy');
    const code = await page.locator('#embed-code').inputValue();
    assert(/mode="puzzle"/.test(code) && /moves="b1-d3"/.test(code) && /ply="0"/.test(code), code);
  });

  await check('on a 360 px touch phone the editor fits and takes taps', async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const small = await phone.newPage();
    watch(small);
    await small.goto(`${base}#game=loa&edit`);
    await small.waitForSelector('#editor:not([hidden])');
    const before = await small.locator('#board').getAttribute('data-edit');
    await put(small, 'white', ['d4'], true);
    const after = await small.locator('#board').getAttribute('data-edit');
    // Rank 4 of the start is `w6w`; a white piece on d4 makes it `w2w3w`.
    assert(before.split('/')[4] === 'w6w' && after.split('/')[4] === 'w2w3w', `tapped: ${before} → ${after}`);
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 360, `page is ${width} px wide`);
    await small.screenshot({ path: path.join(SHOTS, 'editor-phone.png'), fullPage: true });
    await phone.close();
  });

  await check('no console errors', async () => {
    assert(errors.length === 0, errors.join('\n'));
  });
  await browser.close();
  await site.close();
  finish('editor');
})();
