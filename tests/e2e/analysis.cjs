// End-to-end test of the game page's analysis tools (issue 43) on the
// built site (dist/), served from a sub-folder by a plain static host:
// `&analyse` opens the computer's analysis with "Best line:" and legal
// moves, the best move drawn as an arrow, the page staying smooth while it
// thinks; a game's review draws its graph and marks the moves that lost
// most; on a phone-sized screen too. Screenshots go to target/e2e/.
//
// Run by scripts/test.sh after `trunk build`; needs playwright-core on NODE_PATH.

'use strict';
const path = require('path');
const { servePlain } = require('./plain_server.cjs');
const { DIST, SHOTS, launch, checks, assert } = require('./harness.cjs');

const PREFIX = '/games/tavoliere/';
const { check, finish } = checks();

/// A Lines of Action game of 44 moves that the site's expert lost as Black
/// to a plain alpha-beta program (issue 44's first lost game): a real game
/// with real mistakes for the review to find.
const LOST_GAME = 'g1-a1 a2-c2 b8-d6 a6xd6 c8-e6 h3-f3 d8-f6 a4-c4 f8-f4 c4xf4 e8-e5 h6-e3 '
  + 'f6-c3 h7-e4 e6-c4 a7-c5 e5-b2 h2-e5 c4-a2 a3-a7 g8-e6 f3xc3 e6-c4 f4xc1 f1-f2 d6-d4 '
  + 'c4-d3 a5-d2 f2-f3 c1-f4 b2-c1 e5-b5 a1-f1 h4-f2 f1-g2 b5xd3 b1-f1 d3xf1 g2-g3 h5-f5 '
  + 'a2-b3 a7-b7 b3-b1 c2-c6';

(async () => {
  const site = await servePlain({ root: DIST, prefix: PREFIX });
  const base = site.url;
  const browser = await launch();
  const errors = [];
  const watch = (page) => {
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
  };
  const context = await browser.newContext({ viewport: { width: 1200, height: 820 } });
  const page = await context.newPage();
  watch(page);

  await check('&analyse shows "Best line:" with legal moves, an arrow and the depth', async () => {
    const started = Date.now();
    await page.goto(`${base}#game=loa&moves=b1-d3&analyse`);
    await page.waitForSelector('#board[data-position]');
    await page.waitForFunction(() => document.querySelectorAll('#best-line button[data-pv]').length >= 3,
      null, { timeout: 8000 });
    const seconds = (Date.now() - started) / 1000;
    const words = await page.locator('#best-line').innerText();
    assert(words.startsWith('Best line:'), `best line reads ${words}`);
    const line = await page.locator('#best-line button').allInnerTexts();
    assert(line.length >= 3 && line.length <= 8, `line of ${line.length}`);
    const verdict = await page.locator('#eval-verdict').innerText();
    assert(/depth \d+/.test(verdict) && /%|#/.test(verdict), `verdict ${verdict}`);
    assert(await page.locator('#analyse').isChecked(), 'the checkbox is on');
    await page.waitForFunction(() => document.querySelector('#board').dataset.best);
    const arrow = await page.locator('#board').getAttribute('data-best');
    const shown = await page.locator('#best-line button').first().innerText();
    assert(arrow === line[0] || arrow === shown, `the arrow shows ${arrow}, the line starts ${line[0]}`);
    assert((await page.evaluate(() => location.hash)).includes('&analyse'), 'the address keeps &analyse');
    console.log(`     best line after ${seconds.toFixed(1)} s: ${line.join(' ')} · ${verdict}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(SHOTS, 'analysis.png') });
  });

  await check('the best line\'s moves are legal: opened as a link after the game, the rules replay them all', async () => {
    const line = await page.locator('#best-line button').allInnerTexts();
    const fresh = await context.newPage();
    watch(fresh);
    // A link's moves are replayed by the rules: one illegal move and the
    // page says so and shows a fresh game instead.
    await fresh.goto(`${base}#game=loa&moves=b1-d3+${line.join('+')}`);
    await fresh.waitForSelector('#board[data-position]');
    const listed = await fresh.locator('#moves button').count();
    assert(listed === 1 + line.length, `${listed} moves listed of ${1 + line.length}`);
    await fresh.close();
  });

  await check('a best-line move previews its position; stepping back moves the analysis on', async () => {
    const before = await page.locator('#board').getAttribute('data-position');
    await page.locator('#best-line button[data-pv="2"]').click();
    await page.waitForTimeout(100);
    await page.click('#first');
    await page.waitForFunction((p) => document.querySelector('#board').dataset.position !== p, before);
    await page.waitForFunction(() => document.querySelectorAll('#best-line button[data-pv]').length >= 1,
      null, { timeout: 8000 });
    const first = await page.locator('#best-line button').first().innerText();
    // At the start Black moves: a Black piece starts on rank 1 or 8.
    assert(/^[b-g][18][-x][a-h][1-8]$/.test(first), `best first move ${first}`);
  });

  await check('the page stays smooth while the analysis thinks (no frame over 50 ms)', async () => {
    // A page behind another tab gets a frame a second; this one is in front.
    await page.bringToFront();
    await page.waitForTimeout(500);
    const longest = await page.evaluate(() => new Promise((done) => {
      let last = performance.now();
      let worst = 0;
      const until = last + 3000;
      const tick = (now) => {
        worst = Math.max(worst, now - last);
        last = now;
        if (now < until) requestAnimationFrame(tick); else done(worst);
      };
      requestAnimationFrame(tick);
    }));
    console.log(`     longest frame while analysing: ${longest.toFixed(1)} ms`);
    assert(longest < 50, `a frame took ${longest} ms`);
  });

  await check('a 44-move game is reviewed within a minute: graph, marks, better moves, kept as comments', async () => {
    await page.goto(`${base}#game=loa`);
    await page.waitForSelector('#board[data-position]');
    await page.click('details.record summary');
    await page.locator('#record').fill(`Game: loa\nMoves: ${LOST_GAME}`);
    await page.click('#load');
    await page.waitForFunction(() => document.querySelectorAll('#moves button').length === 44);
    await page.click('#analysis-box summary');
    const started = Date.now();
    await page.click('#review');
    await page.waitForSelector('#review-progress progress');
    await page.screenshot({ path: path.join(SHOTS, 'review-running.png') });
    await page.waitForFunction(() => !document.querySelector('#review-progress progress')
      && document.querySelector('#review-found li'), null, { timeout: 60000 });
    const seconds = (Date.now() - started) / 1000;
    const found = await page.locator('#review-found li').allInnerTexts();
    const marked = await page.locator('#moves button[data-slip]').count();
    console.log(`     review of 45 positions: ${seconds.toFixed(1)} s, ${found.length} found, ${marked} marked`);
    assert(await page.locator('#review-graph svg path.chance').count() === 1, 'a graph');
    assert(marked === found.filter((f) => /Inaccuracy|Mistake|Blunder/.test(f)).length, 'marked as listed');
    await page.screenshot({ path: path.join(SHOTS, 'review.png') });
    // Clicking the graph's middle goes to the middle of the game.
    const graph = page.locator('#review-graph');
    const box = await graph.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => Number(document.querySelector('#moves .current')?.dataset.ply) === 22);
    if (marked > 0) {
      await page.click('#review-keep');
      await page.waitForFunction(() => /\?/.test(document.querySelector('#record').value));
      const text = await page.locator('#record').inputValue();
      assert(/\{[^}]*(Inaccuracy|Mistake|Blunder) by/.test(text), 'the review is kept in comments');
    }
  });

  await check('on a 360 px phone the analysis panel fits and shows its line', async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const small = await phone.newPage();
    watch(small);
    await small.goto(`${base}#game=quoridor&analyse`);
    await small.waitForFunction(() => document.querySelectorAll('#best-line button[data-pv]').length >= 1,
      null, { timeout: 8000 });
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 360, `page is ${width} px wide`);
    await small.locator('#analysis-box').scrollIntoViewIfNeeded();
    await small.screenshot({ path: path.join(SHOTS, 'analysis-phone.png') });
    await phone.close();
  });

  await check('no console errors', async () => {
    assert(errors.length === 0, errors.join('\n'));
  });
  await browser.close();
  await site.close();
  finish('analysis');
})();
