// End-to-end test of the blogger's field (dist/ built first): a real
// Markdown blog, built by Eleventy (npm @11ty/eleventy, pinned in
// scripts/setup.sh), on a second origin, with boards pasted as the README
// says.
//
// Origin A (127.0.0.1) serves dist/ from a sub-folder, as a plain static
// host does. The game page's "Copy embed code" gives the code of a view
// board, a puzzle and a board to play (the same code with its `mode`
// changed, as the README tells); a Markdown post holds the three, the
// README's iframe and some prose. Eleventy builds the blog; origin B
// (localhost) serves what it wrote. The checks: every board draws, on a
// desktop and on a 360 px phone; the phone's page stays 360 px wide; the
// pasted code is under its byte budget; and without scripts (a feed reader)
// every board shows its picture. Screenshots go to target/e2e/blog-*.png.
//
// Run by scripts/test.sh after tests/e2e/embeds.cjs.

'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { servePlain } = require('./plain_server.cjs');
const { DIST, SHOTS, launch, checks, assert, boardIn } = require('./harness.cjs');

/** Eleventy's command, from the tools folder scripts/setup.sh fills. */
function eleventyBin() {
  const dirs = (process.env.NODE_PATH || '').split(path.delimiter).filter(Boolean);
  for (const dir of dirs) {
    const bin = path.join(dir, '.bin', 'eleventy');
    if (fs.existsSync(bin)) return bin;
  }
  throw new Error('eleventy is not installed: run scripts/test.sh (scripts/setup.sh installs it)');
}

/** The post, in Markdown, with the pasted codes between paragraphs. */
function post({ view, puzzle, play, iframe }) {
  return `---
title: Three boards in a Markdown post
layout: post.njk
---

A game of **Lines of Action**, pasted from the game page's "Copy embed code":

${view}

Now a puzzle: find the next move.

${puzzle}

And a board to play on, from the start.

${play}

Where scripts are stripped, the iframe:

${iframe}

The end of the post.
`;
}

const LAYOUT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }}</title>
<link rel="icon" href="data:,">
<style>body { margin: 0; font: 18px/1.6 Georgia, serif; } main { max-width: 40rem; margin: 0 auto; padding: 0 12px; }</style>
</head>
<body><main><h1>{{ title }}</h1>
{{ content | safe }}
</main></body>
</html>
`;

(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const { check, finish } = checks();
  const site = await servePlain({ root: DIST, prefix: '/games/tavoliere/' });
  const browser = await launch();
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  // "Copy embed code" on the game page at `fragment`.
  const copy = async (fragment, first = false) => {
    await page.goto(`${site.url}#${fragment}`);
    await page.waitForSelector('#board[data-position]');
    if (first) {
      await page.click('#first');
      await page.waitForTimeout(500);
    }
    await page.click('details.record summary');
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.click('#embed-copy');
    await page.waitForFunction(async () => (await navigator.clipboard.readText()).length > 0);
    return page.evaluate(() => navigator.clipboard.readText());
  };
  const codes = {};
  await check('the game page copies view, puzzle and play code, each with its picture and small', async () => {
    codes.view = await copy('game=loa&moves=b1-d3+a7-c5+e1-e3');
    // A puzzle's picture is its first position: the page at its first move.
    const puzzle = await copy('game=loa&moves=b1-d3+a7-c5', true);
    const play = await copy('game=gyges');
    // The README: a puzzle or a board to play is the copied code with its mode changed.
    codes.puzzle = puzzle.split('\n')[1].replace('mode="view"', 'mode="puzzle"');
    assert(codes.puzzle.includes('ply="0"'), codes.puzzle.slice(0, 200));
    codes.play = play.split('\n')[1].replace('mode="view"', 'mode="play"');
    codes.iframe = /<iframe[^>]*><\/iframe>/.exec(codes.view)[0];
    for (const [name, code] of Object.entries(codes)) {
      if (name === 'iframe') continue;
      const pictures = (code.match(/<img src="data:image\/svg\+xml,/g) || []).length;
      assert(pictures === 1, `${name}: one still picture (${pictures})`);
      console.log(`     ${name}: ${Buffer.byteLength(code)} bytes`);
      assert(Buffer.byteLength(code) <= 8 * 1024, `${name}: ${Buffer.byteLength(code)} bytes, over 8 KB`);
    }
    assert(/style="max-width:100%;height:auto;aspect-ratio:\d+\/\d+;border:0"/.test(codes.iframe), codes.iframe);
  });

  // The blog: Eleventy's own defaults (Markdown with HTML allowed), one post.
  const blogRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tavoliere-eleventy-'));
  const input = path.join(blogRoot, 'src');
  const output = path.join(blogRoot, '_site');
  await check('Eleventy builds the Markdown post and keeps every pasted board', async () => {
    fs.mkdirSync(path.join(input, '_includes'), { recursive: true });
    fs.writeFileSync(path.join(input, '_includes', 'post.njk'), LAYOUT);
    fs.writeFileSync(path.join(input, 'index.md'), post(codes));
    execFileSync(eleventyBin(), [`--input=${input}`, `--output=${output}`, '--quiet'], { cwd: blogRoot, stdio: 'pipe' });
    const html = fs.readFileSync(path.join(output, 'index.html'), 'utf8');
    assert((html.match(/<tavoliere-board /g) || []).length === 3, 'three boards in the built page');
    assert((html.match(/<img src="data:image\/svg\+xml,/g) || []).length === 3, 'three pictures in the built page');
    assert(html.includes('<iframe src='), 'the iframe');
  });

  const blog = await servePlain({ root: output, host: 'localhost' });
  assert(blog.origin !== site.origin, 'two origins');
  const boards = ['tavoliere-board[mode="view"]', 'tavoliere-board[mode="puzzle"]', 'tavoliere-board[mode="play"]'];
  for (const [label, viewport] of [['desktop', { width: 1100, height: 900 }], ['phone', { width: 360, height: 740 }]]) {
    await check(`on origin B the built post's boards draw (${label})`, async () => {
      const ctx = await browser.newContext({ viewport, serviceWorkers: 'block', isMobile: label === 'phone', hasTouch: label === 'phone' });
      const p = await ctx.newPage();
      p.on('pageerror', (e) => errors.push(`${label}: ${e}`));
      await p.goto(blog.url);
      for (const selector of boards) {
        await p.locator(selector).scrollIntoViewIfNeeded();
        const where = await boardIn(p, selector);
        await where.locator('.tv-canvas[data-position]').waitFor({ timeout: 20000 });
      }
      await p.locator('iframe[width]').scrollIntoViewIfNeeded();
      await p.frameLocator('iframe[width]').locator('.tv-canvas[data-position]').waitFor({ timeout: 20000 });
      const wide = await p.evaluate(() => document.documentElement.scrollWidth);
      assert(wide <= viewport.width, `the page is ${wide} px wide at ${viewport.width}`);
      const frame = await p.locator('iframe[width]').boundingBox();
      assert(frame.width <= viewport.width, `the iframe is ${frame.width} px wide`);
      await p.evaluate(() => scrollTo(0, 0));
      await p.waitForTimeout(300);
      await p.screenshot({ path: path.join(SHOTS, `blog-eleventy-${label}.png`) });
      await p.locator('iframe[width]').scrollIntoViewIfNeeded();
      await p.waitForTimeout(300);
      await p.screenshot({ path: path.join(SHOTS, `blog-eleventy-${label}-iframe.png`) });
      await ctx.close();
    });
  }

  await check('without scripts (a feed reader) every board shows its picture', async () => {
    const ctx = await browser.newContext({ viewport: { width: 700, height: 900 }, javaScriptEnabled: false });
    const p = await ctx.newPage();
    await p.goto(blog.url);
    const pictures = await p.$$eval('tavoliere-board img', (imgs) => imgs.map((img) => [img.complete, img.naturalWidth]));
    assert(pictures.length === 3, `${pictures.length} pictures`);
    for (const [complete, width] of pictures) assert(complete && width === 480, `a picture drew ${width} px wide`);
    await p.screenshot({ path: path.join(SHOTS, 'blog-eleventy-no-scripts.png'), fullPage: true });
    await ctx.close();
  });

  await check('no script error on any page', async () => {
    assert(errors.length === 0, errors.join('\n'));
  });

  await browser.close();
  await site.close();
  await blog.close();
  fs.rmSync(blogRoot, { recursive: true, force: true });
  finish('blog engines');
})();
