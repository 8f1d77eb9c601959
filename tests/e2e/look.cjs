// How the site looks, kept from drifting unseen:
//
// - every game page's start position, on a desktop and a phone, in the
//   light and the dark theme (and the high-contrast theme on a desktop),
//   and the home page, compared pixel by pixel with the pictures kept in
//   tests/e2e/look/ (a missing picture is written and reported; set
//   LOOK_UPDATE=1 to rewrite them all after a deliberate change);
// - at 360 px wide no page scrolls sideways;
// - on a phone every control is at least 44 px each way (WCAG 2.5.5);
// - a full board draw is timed by the page (data-draw-ms) and reported;
// - a finished game shows its banner; the colours switch and the mute
//   switch work and are remembered; a move, a capture and the end sound.
//
// Served by tests/e2e/plain_server.cjs from dist/; needs playwright-core,
// pngjs and pixelmatch (scripts/setup.sh installs them).

'use strict';
const fs = require('fs');
const path = require('path');
const { PNG } = require('pngjs');
const pixelmatch = require('pixelmatch');
const { servePlain } = require('./plain_server.cjs');
const { ROOT, DIST, SHOTS, launch, checks, assert, squareCentre } = require('./harness.cjs');

const PREFIX = '/tavoliere/';
const GAMES = ['porta', 'ponte', 'cancelletto', 'archimede', 'loa', 'byte', 'magneton', 'quoridor', 'gyges'];
const REFS = process.env.LOOK_REFS || path.join(ROOT, 'tests', 'e2e', 'look');
const UPDATE = process.env.LOOK_UPDATE === '1';
/// Share of pixels that may differ (anti-aliasing, font hinting) before a
/// picture counts as changed.
const TOLERANCE = 0.004;
/// Pictures are compared and kept at half their size (each pixel the mean
/// of four): a moved control, a changed colour or a new mark still shows,
/// the repository keeps a quarter of the bytes, and sub-pixel noise fades.
const SCALE = 2;
/// The games whose high-contrast look is kept too (a checkered, a ruled
/// and a tiled board with walls between them).
const CONTRAST = ['loa', 'quoridor', 'cancelletto'];

/// `png` (decoded) at 1 / SCALE of its size, each pixel the mean of a block.
function shrink(png) {
  const width = Math.floor(png.width / SCALE);
  const height = Math.floor(png.height / SCALE);
  const out = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) {
            sum += png.data[((y * SCALE + dy) * png.width + x * SCALE + dx) * 4 + c];
          }
        }
        out.data[(y * width + x) * 4 + c] = Math.round(sum / (SCALE * SCALE));
      }
    }
  }
  return out;
}

const DEVICES = {
  desktop: { viewport: { width: 1100, height: 760 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  wide: { viewport: { width: 1440, height: 860 }, deviceScaleFactor: 1 },
};

/// Compares a screenshot (PNG bytes) with the reference `name`, writing the
/// reference when it is missing or LOOK_UPDATE is set. Returns a note for
/// the report; throws when the difference is beyond the tolerance.
function compare(name, shot) {
  const file = path.join(REFS, `${name}.png`);
  fs.writeFileSync(path.join(SHOTS, `look-${name}.png`), shot);
  const got = shrink(PNG.sync.read(shot));
  if (UPDATE || !fs.existsSync(file)) {
    fs.mkdirSync(REFS, { recursive: true });
    fs.writeFileSync(file, PNG.sync.write(got, { colorType: 2 }));
    return 'reference written';
  }
  const want = PNG.sync.read(fs.readFileSync(file));
  assert(want.width === got.width && want.height === got.height,
    `${name}: ${got.width}x${got.height}, the reference is ${want.width}x${want.height}`);
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(want.data, got.data, diff.data, got.width, got.height, { threshold: 0.1 });
  const share = changed / (got.width * got.height);
  if (share > TOLERANCE) {
    fs.writeFileSync(path.join(SHOTS, `look-${name}-diff.png`), PNG.sync.write(diff));
    throw new Error(`${name}: ${(share * 100).toFixed(2)}% of pixels differ from ${file} `
      + `(see target/e2e/look-${name}-diff.png; LOOK_UPDATE=1 rewrites the references)`);
  }
  return `${changed} pixels differ`;
}

/// A fresh browser context for `device` in `theme` ('light', 'dark' or
/// 'contrast': the last is chosen in the page, the others by the system).
async function open(browser, device, theme) {
  const context = await browser.newContext({
    ...DEVICES[device],
    colorScheme: theme === 'dark' ? 'dark' : 'light',
    reducedMotion: 'reduce',
  });
  if (theme === 'contrast') {
    await context.addInitScript(() => localStorage.setItem('tavoliere.theme', 'contrast'));
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return { context, page, errors };
}

/// Waits for the board to be drawn and fonts to settle.
async function boardReady(page) {
  await page.waitForSelector('#board[data-position]');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150);
}

(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const { check, finish } = checks();
  const site = await servePlain({ root: DIST, prefix: PREFIX });
  const base = site.url;
  const browser = await launch();
  const notes = [];
  const drawTimes = [];

  for (const device of ['desktop', 'phone']) {
    for (const theme of ['light', 'dark']) {
      await check(`the home page looks as it did (${device}, ${theme})`, async () => {
        const { context, page, errors } = await open(browser, device, theme);
        await page.goto(base);
        await page.waitForSelector('.games li');
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(150);
        notes.push(`home-${device}-${theme}: ${compare(`home-${device}-${theme}`, await page.screenshot())}`);
        assert(errors.length === 0, errors.join('\n'));
        await context.close();
      });
    }
  }

  for (const game of GAMES) {
    const themes = [['desktop', 'light'], ['desktop', 'dark'], ['phone', 'light'], ['phone', 'dark']];
    if (CONTRAST.includes(game)) themes.push(['desktop', 'contrast']);
    // A wide screen splits the panel; one game with a played move shows it.
    if (game === 'loa') themes.push(['wide', 'light']);
    for (const [device, theme] of themes) {
      await check(`${game} looks as it did (${device}, ${theme})`, async () => {
        const { context, page, errors } = await open(browser, device, theme);
        const moves = device === 'wide' ? '&moves=b1-d3+a7-c5+e1-e3+h2-f2+d3xh3' : '';
        await page.goto(`${base}#game=${game}${moves}`);
        await boardReady(page);
        const name = `${game}-${device}-${theme}`;
        notes.push(`${name}: ${compare(name, await page.screenshot())}`);
        if (theme === 'light') {
          // Turning the board over and back redraws it: the median of ten.
          const times = [];
          for (let i = 0; i < 10; i++) {
            await page.click('#flip');
            times.push(Number(await page.locator('#board').getAttribute('data-draw-ms')));
          }
          times.sort((a, b) => a - b);
          assert(times.every((ms) => Number.isFinite(ms) && ms >= 0), `the page publishes its draw time: ${times}`);
          drawTimes.push([`${game} ${device}`, times[5], times[9]]);
        }
        assert(errors.length === 0, errors.join('\n'));
        await context.close();
      });
    }
  }

  await check('a finished game says who won on the board (a banner), and the last move is marked', async () => {
    const { context, page, errors } = await open(browser, 'desktop', 'light');
    await page.goto(`${base}#game=magneton&start=8/8/8/8/8/8/8/bbb2b2%20b&moves=g1`);
    await boardReady(page);
    notes.push(`magneton-won: ${compare('magneton-won-desktop-light', await page.screenshot())}`);
    assert(errors.length === 0, errors.join('\n'));
    await context.close();
  });

  await check('the home page offers an unfinished game to continue, with its picture', async () => {
    const { context, page, errors } = await open(browser, 'phone', 'light');
    await page.goto(`${base}#game=loa&moves=b1-d3+a7-c5`);
    await boardReady(page);
    await page.goto(base);
    await page.waitForSelector('.games li');
    const link = page.locator('.continue a[href^="#play=loa&save="]');
    assert((await link.count()) === 1, 'one game to continue');
    assert(/moves: 2/.test(await link.textContent()), `its move count: ${await link.textContent()}`);
    assert(/^data:image\/svg\+xml,/.test(await link.locator('img').getAttribute('src')), 'its picture');
    const box = await link.boundingBox();
    assert(box.height >= 44 && box.width >= 44, `a finger's size: ${box.width}x${box.height}`);
    await page.screenshot({ path: path.join(SHOTS, 'look-home-continue.png') });
    await link.click();
    await boardReady(page);
    assert((await page.locator('#moves li').count()) === 2, 'the game resumes');
    assert(errors.length === 0, errors.join('\n'));
    await context.close();
  });

  await check('the colours switch picks a theme, redraws the board and is remembered', async () => {
    const { context, page, errors } = await open(browser, 'desktop', 'light');
    await page.goto(`${base}#game=loa`);
    await boardReady(page);
    const frame = () => page.evaluate(() => {
      const canvas = document.querySelector('#board');
      const ratio = canvas.width / canvas.clientWidth;
      const x = Math.round((Number(canvas.dataset.boardX) - 3) * ratio);
      const y = Math.round((Number(canvas.dataset.boardY) + 2) * ratio);
      const [r, g, b] = canvas.getContext('2d').getImageData(x, y, 1, 1).data;
      return (r + g + b) / 3;
    });
    const light = await frame();
    await page.selectOption('select.theme-switch', 'dark');
    assert(await page.evaluate(() => document.documentElement.dataset.theme) === 'dark', 'data-theme is dark');
    const dark = await frame();
    assert(dark < light - 30, `the board's frame darkens: ${light} -> ${dark}`);
    await page.reload();
    await boardReady(page);
    assert(await page.evaluate(() => document.documentElement.dataset.theme) === 'dark', 'remembered after a reload');
    assert(await page.inputValue('select.theme-switch') === 'dark', 'the switch shows the choice');
    await page.selectOption('select.theme-switch', 'auto');
    assert(await page.evaluate(() => !document.documentElement.hasAttribute('data-theme')), 'auto follows the system');
    assert(errors.length === 0, errors.join('\n'));
    await context.close();
  });

  await check('a move, a capture and the end each sound (notes counted), and the mute switch silences them', async () => {
    const { context, page, errors } = await open(browser, 'desktop', 'light');
    // Count the notes the page starts; no speaker is needed for that.
    await context.addInitScript(() => {
      window.__notes = 0;
      const make = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function () { window.__notes += 1; return make.call(this); };
    });
    const play = async (from, to) => {
      for (const square of [from, to]) {
        const { x, y } = await squareCentre(page.locator('#board'), square);
        await page.mouse.click(x, y);
      }
    };
    const notes = () => page.evaluate(() => window.__notes);
    await page.goto(`${base}#game=loa&moves=b1-d3+a7-c5+e1-e3+h2-f2`);
    await boardReady(page);
    await play('d3', 'h3');
    assert(await notes() === 2, `a capture is two notes: ${await notes()}`);
    await play('a2', 'c2');
    assert(await notes() === 3, `a move is one note: ${await notes()}`);
    await page.click('button.sound-switch');
    assert(await page.getAttribute('button.sound-switch', 'aria-pressed') === 'false', 'the switch shows muted');
    const before = await notes();
    await play('d1', 'd3');
    assert((await page.locator('#moves li').count()) === 7, 'the muted move was played');
    assert(await notes() === before, 'muted: no sound');
    await page.goto(`${base}#game=magneton&start=8/8/8/8/8/8/8/bbb2b2%20b`);
    await page.reload();
    await boardReady(page);
    assert(await page.getAttribute('button.sound-switch', 'aria-pressed') === 'false', 'muted after a reload');
    // Sound back on: the switch answers with a knock of its own.
    await page.click('button.sound-switch');
    assert(await notes() === 1, `unmuting knocks once: ${await notes()}`);
    const { x, y } = await squareCentre(page.locator('#board'), 'g1');
    await page.mouse.click(x, y);
    assert(await notes() === 4, `the end of the game is three notes: ${await notes() - 1}`);
    assert(errors.length === 0, errors.join('\n'));
    await context.close();
  });

  await check('at 360 px wide no page scrolls sideways', async () => {
    const { context, page } = await open(browser, 'phone', 'light');
    const wide = [];
    for (const address of ['', '#saved', ...GAMES.map((g) => `#game=${g}`)]) {
      await page.goto(`${base}${address}`);
      await page.waitForSelector(address.startsWith('#game') ? '#board[data-position]' : 'main section');
      // A long message is the usual culprit: show one and measure again.
      await page.evaluate(() => {
        const message = document.querySelector('#message');
        if (message) message.textContent = 'Refused:' + 'x'.repeat(200) + ' https://example.org/' + 'y'.repeat(120);
      });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) wide.push(`${address || 'home'}: ${width} px`);
    }
    assert(wide.length === 0, `pages wider than the screen: ${wide.join(', ')}`);
    await context.close();
  });

  await check('on a phone every control is at least 44 px each way', async () => {
    const { context, page } = await open(browser, 'phone', 'light');
    const small = [];
    for (const address of ['', ...GAMES.map((g) => `#game=${g}`)]) {
      await page.goto(`${base}${address}`);
      await page.waitForSelector(address ? '#board[data-position]' : '.games li');
      if (address) {
        // Open the folded parts, so their controls are measured too.
        await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
        // Play a move, if the page knows one, so the move list has an item.
        await page.evaluate(() => document.querySelector('#first')?.click());
      }
      const found = await page.evaluate(() => {
        const out = [];
        for (const e of document.querySelectorAll('button, select, input, summary, textarea, a.button, .games a, .continue a, header a')) {
          const r = e.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) continue;
          if (getComputedStyle(e).visibility === 'hidden') continue;
          if (e.type === 'file') continue;
          if (r.width < 44 || r.height < 44) {
            out.push(`${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''} "${(e.textContent || e.name || '').trim().slice(0, 20)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
          }
        }
        return out;
      });
      for (const f of found) small.push(`${address || 'home'}: ${f}`);
    }
    assert(small.length === 0, `small tap targets:\n${small.join('\n')}`);
    await context.close();
  });

  await browser.close();
  await site.close();
  for (const n of notes) console.log(`     ${n}`);
  for (const [name, median, most] of drawTimes) {
    console.log(`     measured: full board draw, ${name}: median ${median.toFixed(1)} ms, slowest ${most.toFixed(1)} ms of ten`);
  }
  finish('look');
})();
