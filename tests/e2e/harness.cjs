// What every end-to-end file shares: Chromium started as these machines
// need it, named checks that report and never stop the run, and the board's
// published layout turned into page coordinates for clicks.

'use strict';
const path = require('path');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..', '..');
// TAVOLIERE_DIST=dist-plain tests another build of the site (scripts/test.sh).
const DIST = path.resolve(ROOT, process.env.TAVOLIERE_DIST || 'dist');
const SHOTS = path.join(ROOT, 'target', 'e2e');

/// Headless Debian Chromium, with no attempt to reach the internet.
function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/// A list of named checks: `check(name, body)` runs one, a failure is
/// printed with its stack and counted, and `finish()` exits with the count.
function checks() {
  const results = [];
  return {
    async check(name, body) {
      // ONLY=text runs just the checks whose name holds it (while developing).
      if (process.env.ONLY && !name.includes(process.env.ONLY)) return;
      try {
        await body();
        results.push([name, null]);
        console.log(`ok   ${name}`);
      } catch (error) {
        results.push([name, error]);
        console.log(`FAIL ${name}\n     ${String((error && error.stack) || error).split('\n').join('\n     ')}`);
      }
    },
    finish(label) {
      const failed = results.filter(([, e]) => e).length;
      console.log(`${label}: ${results.length - failed} passed, ${failed} failed`);
      process.exit(failed ? 1 : 0);
    },
  };
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/// Page coordinates of a square's centre on a canvas that publishes its
/// layout (data-cell, data-board-x/y, data-files/ranks, data-flipped).
async function squareCentre(canvas, square) {
  const box = await canvas.boundingBox();
  const d = await canvas.evaluate((c) => ({ ...c.dataset }));
  const cell = Number(d.cell);
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1)) - 1;
  const flipped = d.flipped === 'true';
  const col = flipped ? Number(d.files) - 1 - file : file;
  const row = flipped ? rank : Number(d.ranks) - 1 - rank;
  return {
    x: box.x + Number(d.boardX) + (col + 0.5) * cell,
    y: box.y + Number(d.boardY) + (row + 0.5) * cell,
  };
}

/// Clicks the squares in turn on `canvas` (a locator), as a person would.
async function clickSquares(page, canvas, ...squares) {
  for (const square of squares) {
    const { x, y } = await squareCentre(canvas, square);
    await page.mouse.click(x, y);
  }
}

/** Where the embedded board of the <tavoliere-board> at `selector` keeps
 * its canvas and bar: the element's shadow root when it draws in the host
 * page (view mode), else its frame of embed.html. Waits until the element
 * has started one or the other (a board far below the screen starts when
 * scrolled near). */
async function boardIn(page, selector, timeout = 20000) {
  const where = await page.waitForFunction((sel) => {
    const root = document.querySelector(sel)?.shadowRoot;
    if (!root) return false;
    if (root.querySelector('iframe')) return 'frame';
    return root.querySelector('.tv-inline .tv-canvas, .tv-error:not(.tv-gone)') ? 'page' : false;
  }, selector, { timeout });
  return (await where.jsonValue()) === 'frame' ? page.frameLocator(`${selector} iframe`) : page.locator(selector);
}

module.exports = { ROOT, DIST, SHOTS, launch, checks, assert, squareCentre, clickSquares, boardIn };
