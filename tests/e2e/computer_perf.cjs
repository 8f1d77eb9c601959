// Measures (never asserts) how the page behaves while the computer thinks:
// computer against computer at a level, per game, in headless Chromium.
// Reports where the search ran (the canvas' `data-search`: `worker` or
// `slices`), the longest animation-frame callback (the page's own work in one
// task, wrapped and timed here), apart for the search's slices and for the
// callbacks in which a move was played (animation, redraw, move list),
// the longest slice of search as the page itself timed it (the canvas'
// `data-longest-slice`: a frame callback may also hold drawing), the long
// tasks Chrome sees (> 50 ms), the largest gap between animation frames
// (an upper bound that also holds the browser's own work), the moves
// played and the time per move. Screenshots go to target/e2e/.
//
// Usage (after `trunk build index.html --release`):
//   NODE_PATH=~/.cache/tavoliere-tools/node_modules node tests/e2e/computer_perf.cjs [level] [seconds]
// GAMES=loa,gyges picks games; SEARCH=slices withholds the worker script.

'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
const SHOTS = path.join(ROOT, 'target', 'e2e');
const LEVEL = process.argv[2] || 'hard';
const SECONDS = Number(process.argv[3] || 8);
const GAMES = process.env.GAMES ? process.env.GAMES.split(',') :
  ['loa', 'magneton', 'archimede', 'byte', 'porta', 'ponte', 'gyges', 'quoridor', 'quoridor&players=4'];
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };

function serve() {
  const server = http.createServer((req, res) => {
    let file = path.join(DIST, decodeURIComponent(req.url.split('?')[0]).replace(/^\/+/, '') || 'index.html');
    if (!file.startsWith(DIST) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(DIST, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  for (const game of GAMES) {
    const context = await browser.newContext({ viewport: { width: 1200, height: 820 } });
    // SEARCH=slices: no worker script, so the page thinks in slices (for
    // comparing the two on the same machine in the same minutes).
    if (process.env.SEARCH === 'slices') {
      await context.route('**/worker.*.js', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }));
    }
    await context.addInitScript(() => {
      window.__long = [];
      window.__gaps = [];
      window.__callbacks = [];
      // Every animation-frame callback timed: the computer's slices run in them.
      const raf = window.requestAnimationFrame.bind(window);
      // A callback in which a move was played (its animation, redraw and
      // move list) is kept apart from the search's own slices.
      window.__moveCallbacks = [];
      const played = () => document.querySelectorAll('#moves button').length;
      window.requestAnimationFrame = (f) => raf((t) => {
        const before = played();
        const s = performance.now();
        try { f(t); } finally {
          const d = performance.now() - s;
          (played() === before ? window.__callbacks : window.__moveCallbacks).push(d);
        }
      });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
      let last = 0;
      const tick = (t) => { if (last) window.__gaps.push(t - last); last = t; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // With SEARCH=slices the missing worker is expected, and reported once.
    const expected = (text) => process.env.SEARCH === 'slices' && /worker|404/.test(text);
    page.on('console', (m) => {
      if ((m.type() === 'warning' || m.type() === 'error') && !expected(m.text())) errors.push(m.text());
    });
    await page.goto(`${base}#game=${game}`);
    await page.waitForSelector('#board[data-position]');
    await page.selectOption('#computer-level', LEVEL);
    await page.evaluate(() => { window.__long = []; window.__gaps = []; window.__callbacks = []; window.__moveCallbacks = []; });
    await page.selectOption('#computer-plays', 'all');
    await page.waitForTimeout(SECONDS * 1000);
    const r = await page.evaluate(() => {
      const sorted = [...window.__gaps].sort((a, b) => b - a);
      return {
        longestCallback: Math.max(0, ...window.__callbacks),
        longestMoveCallback: Math.max(0, ...window.__moveCallbacks),
        over16: window.__callbacks.filter((d) => d > 16).length,
        callbacks: window.__callbacks.length,
        longTasks: window.__long.length,
        longest: Math.max(0, ...window.__long),
        maxGap: sorted[0] || 0,
        p99Gap: sorted[Math.floor(sorted.length / 100)] || 0,
        frames: window.__gaps.length,
        moves: document.querySelectorAll('#moves button').length,
        // The page's own timing of its search slices, apart from drawing.
        longestSlice: Number(document.querySelector('#board').getAttribute('data-longest-slice') || 0),
        // Where the search ran: `worker` (off this thread) or `slices`.
        place: document.querySelector('#board').getAttribute('data-search') || 'none',
      };
    });
    if (game === 'loa') await page.screenshot({ path: path.join(SHOTS, 'computer-watch.png') });
    console.log(`${game} ${LEVEL}: ${r.moves} moves in ${SECONDS} s; search in ${r.place}; longest search slice ${r.longestSlice.toFixed(1)} ms; longest frame callback ${r.longestCallback.toFixed(1)} ms ` +
      `(${r.over16} of ${r.callbacks} over 16 ms), with a move played ${r.longestMoveCallback.toFixed(1)} ms; long tasks ${r.longTasks} (longest ${r.longest.toFixed(0)} ms); ` +
      `frame gap max ${r.maxGap.toFixed(1)} ms, p99 ${r.p99Gap.toFixed(1)} ms over ${r.frames} frames` +
      (errors.length ? `; ERRORS ${errors.join(' | ')}` : ''));
    await context.close();
  }
  // A hint on a phone-sized screen.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(`${base}#game=loa&moves=b1-d3`);
  await page.waitForSelector('#board[data-position]');
  await page.click('#hint');
  await page.waitForSelector('#board[data-hint]', { timeout: 10000 });
  await page.screenshot({ path: path.join(SHOTS, 'computer-hint-phone.png'), fullPage: true });
  console.log(`hint on a phone: ${await page.locator('#computer-status').textContent()}`);
  await browser.close();
  server.close();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
