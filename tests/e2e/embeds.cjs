// End-to-end test of boards embedded on another site (dist/ built first).
//
// Origin A (127.0.0.1) serves dist/ from a sub-folder, as a plain static host
// does: no CORS headers, 404 for anything unknown. Origin B (localhost) is a
// blogger's host: its post holds exactly the code that the game page's "Copy
// embed code" gives, plus boards to play against the computer, a puzzle, a
// board driven through the JavaScript interface and broken ones. The checks
// click inside the boards (view boards draw in the element's shadow root,
// the others in a frame of the site there), and look at the events, the
// methods, the sizes, the messages, the requests and the console. A second
// post refuses WebAssembly: its view board falls back to a frame. Screenshots (desktop and a 360 px phone) go to target/e2e/.
//
// Run by scripts/test.sh after `node tests/e2e/run.cjs`; needs playwright-core
// on NODE_PATH.

'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { servePlain } = require('./plain_server.cjs');
const { DIST, SHOTS, launch, checks, assert, squareCentre, boardIn } = require('./harness.cjs');

// The blogger's post around the copied code; its own script records the
// boards' events from the document (they bubble out of the shadow roots).
function blogPage(copied) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A post on somebody else's blog</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="post.css">
</head>
<body>
<article>
<h1>Lines of Action, pasted from the game page</h1>
<div id="copied">
${copied}
</div>
<h2>Against the computer</h2>
<tavoliere-board id="computer" game="quoridor" mode="play" computer="expert"></tavoliere-board>
<h2>A puzzle</h2>
<tavoliere-board id="puzzle" game="magneton" start="8/8/8/8/8/8/8/bbb2b2 b" moves="g1" mode="puzzle" movelist></tavoliere-board>
<h2>A game with its moves listed</h2>
<tavoliere-board id="listed" game="loa" moves="b1-d3 a7-c5 e1-e3 h2-f2 d3xh3" ply="2" mode="view" movelist></tavoliere-board>
<h2>An annotated game</h2>
<tavoliere-board id="annotated" record="Game: loa
White: Anna
Black: Bruno
Moves: { A quiet start. } 1. b1-d3 a7-c5!? { White develops. [%cal Ga7c5] [%csl Rd3] }
  ( 1... a2-c4 { Also possible. } ) 2. e1-e3" ply="2" mode="view" movelist></tavoliere-board>
<h2>Driven by the page</h2>
<tavoliere-board id="api" game="loa" mode="play"></tavoliere-board>
<h2>A long record</h2>
<tavoliere-board id="long" mode="view"></tavoliere-board>
<h2>Broken boards</h2>
<tavoliere-board id="broken" game="loa" moves="b1-d3 b1-b2"></tavoliere-board>
<div lang="it"><tavoliere-board id="rotto" game="dama"></tavoliere-board></div>
<p id="host-note">The host's own paragraph.</p>
</article>
<script src="host.js"></script>
</body>
</html>
`;
}

const HOST_SCRIPT = `
window.__events = [];
for (const name of ['tavoliere-move', 'tavoliere-end']) {
  document.addEventListener(name, (event) => {
    window.__events.push({ name, board: event.target.id, detail: event.detail });
  });
}
addEventListener('load', () => { document.body.dataset.hostScript = 'ran'; });
`;

// Broad host styles, as blogs have: they must not reach inside the boards.
const HOST_STYLE = `
body { margin: 0; font: 18px/1.6 Georgia, serif; background: #fffdf8; }
article { max-width: 40rem; margin: 0 auto; padding: 0.8rem; }
button { background: hotpink; }
canvas { border: 6px solid lime; }
tavoliere-board { margin: 1rem 0; }
iframe { border: 1px solid #ccc; max-width: 100%; }
img { max-width: 100%; height: auto; }
/* The post's colours, passed on to one board; a value that is no colour is ignored. */
#listed { --tavoliere-accent: rgb(0, 110, 60); --tavoliere-on-accent: rgb(255, 255, 0); --tavoliere-ink: url(evil.png); --tavoliere-board-light: rgb(200, 230, 255); }
`;

(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const { check, finish } = checks();
  const site = await servePlain({ root: DIST, prefix: '/games/tavoliere/' });
  const blogRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tavoliere-blog-'));
  const blog = await servePlain({ root: blogRoot, host: 'localhost' });
  assert(site.origin !== blog.origin, 'two origins');
  const browser = await launch();
  const consoleErrors = [];
  const watch = (page, where) => {
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(`${where}: ${m.text()}`); });
    page.on('pageerror', (e) => consoleErrors.push(`${where}: ${e}`));
  };
  // The site's service worker (offline play) is no part of embedding.
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  const page = await context.newPage();
  watch(page, 'desktop');
  // The bundles the boards fetch (from every frame of the page), by name.
  const bundlesFetched = new Map();
  page.on('request', (request) => {
    const name = /\/bundles\/((?:site|view|inline|frame|worker)-[a-z]+)[._]/.exec(request.url());
    if (name) bundlesFetched.set(name[1], (bundlesFetched.get(name[1]) || 0) + 1);
  });

  // Helpers for a board: where its elements are (its shadow root or its
  // frame), its canvas, a square's centre on screen.
  const boardOf = (p, id) => boardIn(p, `#${id}`);
  const canvasOf = async (p, id) => (await boardOf(p, id)).locator('.tv-canvas');
  const drawn = async (p, id) => (await boardOf(p, id)).locator('.tv-canvas[data-position]').waitFor({ timeout: 20000 });
  const ply = async (p, id) => (await canvasOf(p, id)).getAttribute('data-ply');
  const clickSquare = async (p, id, square, tap = false) => {
    // Scrolled from the host page: a browser pauses the animation frames of
    // a cross-origin frame out of view, which a scroll from inside waits on.
    await p.locator(`#${id}`).scrollIntoViewIfNeeded();
    const { x, y } = await squareCentre(await canvasOf(p, id), square);
    if (tap) await p.touchscreen.tap(x, y);
    else await p.mouse.click(x, y);
  };
  const waitPly = async (p, id, want, timeout = 10000) => (await boardOf(p, id))
    .locator(`.tv-canvas[data-ply="${want}"]`).waitFor({ timeout });
  // Pictures of the post as a reader scrolls it: the top, then each board.
  // (Chromium paints a cross-origin frame only while it is in view, so a
  // full-page picture would show most boards blank.)
  const shoot = async (p, name) => {
    await p.evaluate(() => scrollTo(0, 0));
    await p.waitForTimeout(300);
    await p.screenshot({ path: path.join(SHOTS, `${name}-top.png`) });
    for (const id of ['computer', 'puzzle', 'api', 'broken']) {
      await p.locator(`#${id}`).scrollIntoViewIfNeeded();
      await p.waitForTimeout(300);
      await p.screenshot({ path: path.join(SHOTS, `${name}-${id}.png`) });
    }
  };
  const message = async (p, id) => (await (await boardOf(p, id)).locator('.tv-message').textContent()).trim();

  let copied = '';
  await check('the game page on origin A copies a classic script tag, the element and the iframe', async () => {
    await page.goto(`${site.url}#game=loa&moves=b1-d3+a7-c5+e1-e3`);
    await page.waitForSelector('#board[data-position]');
    await page.click('details.record summary');
    await page.click('#embed-copy');
    await page.waitForFunction(() => /Embed code copied/.test(document.querySelector('#message').textContent));
    copied = await page.evaluate(() => navigator.clipboard.readText());
    assert(copied.startsWith(`<script src="${site.url}embed.js" defer></script>\n<tavoliere-board game="loa"`), `code ${copied.slice(0, 200)}`);
    assert(!/type="module"/.test(copied), 'no module script');
    assert(copied.includes(`<iframe src="${site.url}embed.html#game=loa`), 'the iframe alternative');
    assert(/<!--[^]*<iframe[^]*-->\s*$/.test(copied), 'the iframe waits in a comment, so the pasted code shows one board');
  });

  // The blogger's site: the post, its style and script, and a dead copy of
  // the embed (a site that moved away): its view board's script is missing,
  // its play board's frame never starts.
  fs.writeFileSync(path.join(blogRoot, 'index.html'), blogPage(copied));
  fs.writeFileSync(path.join(blogRoot, 'host.js'), HOST_SCRIPT);
  fs.writeFileSync(path.join(blogRoot, 'post.css'), HOST_STYLE);
  const dead = path.join(blogRoot, 'dead');
  fs.mkdirSync(dead);
  fs.copyFileSync(path.join(DIST, 'embed.js'), path.join(dead, 'embed.js'));
  // embed.js names its style sheet by content (embed.HASH.css).
  for (const name of fs.readdirSync(DIST).filter((n) => /^embed\.[0-9a-f]{10}\.css$/.test(n))) {
    fs.copyFileSync(path.join(DIST, name), path.join(dead, name));
  }
  fs.writeFileSync(path.join(dead, 'embed.html'), '<!doctype html><title>Gone</title><p>This site moved.</p>');
  fs.writeFileSync(path.join(dead, 'index.html'), `<!doctype html><html lang="it"><title>Old post</title><link rel="icon" href="data:,">
<script src="embed.js"></script>
<tavoliere-board id="late" game="loa"><a href="#"><img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='80' height='80'%3E%3Crect width='80' height='80' fill='%238a4b1f'/%3E%3C/svg%3E" width="80" height="80" alt="the still picture"></a></tavoliere-board>
<tavoliere-board id="late-play" game="loa" mode="play"></tavoliere-board>`);

  // Opened now: a frame needs the element's whole patience (15 s) to give up. In
  // a context (a window) of its own: Chromium does not deliver input to a
  // cross-origin frame of a tab that is not in front.
  const oldContext = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const old = await oldContext.newPage();
  watch(old, 'dead site');
  await old.goto(`${blog.url}dead/`);

  await check('on origin B the copied board draws, replaces its picture and steps with its navigator', async () => {
    await page.goto(blog.url);
    await drawn(page, 'copied tavoliere-board');
    const id = 'copied tavoliere-board';
    assert((await ply(page, id)) === '3', `starts at the last move (${await ply(page, id)})`);
    const picture = await page.locator('#copied tavoliere-board img').evaluate((img) => img.getBoundingClientRect().width);
    assert(picture === 0, `the still picture is hidden once the board is drawn (${picture})`);
    await (await boardOf(page, id)).locator('.tv-back').click();
    await waitPly(page, id, '2');
    await (await boardOf(page, id)).locator('.tv-first').click();
    await waitPly(page, id, '0');
    // The host's broad styles stay outside the board.
    const look = await (await boardOf(page, id)).locator('.tv-first').evaluate((b) => getComputedStyle(b).backgroundColor);
    assert(look === 'rgb(255, 255, 255)', `the board's button background ${look}`);
    // A view board draws in the post itself, from the site's classic script
    // of its game (no frame, no CORS).
    const held = await page.locator('#copied tavoliere-board').evaluate((el) => ({
      frames: el.shadowRoot.querySelectorAll('iframe').length,
      canvas: !!el.shadowRoot.querySelector('.tv-inline canvas'),
    }));
    assert(held.frames === 0 && held.canvas, `the view board is drawn in the post's page: ${JSON.stringify(held)}`);
    const script = await page.evaluate(() => [...document.scripts].map((s) => s.src).find((src) => /\/bundles\/inline-loa\./.test(src)));
    assert(script && script.startsWith(`${site.url}bundles/`), `the game's script comes from the site (${script})`);
    assert((await page.locator('#copied > iframe').count()) === 0, 'the pasted code shows one board, not two');
  });

  await check('every board on origin B fits its frame or its element: no inner scrollbar, no empty box', async () => {
    for (const id of ['copied tavoliere-board', 'listed']) {
      await drawn(page, id);
      const sizes = await page.locator(`#${id}`).evaluate((el) => {
        const box = el.shadowRoot.querySelector('.tv-inline');
        return {
          element: el.getBoundingClientRect().height,
          box: box.getBoundingClientRect().height,
          scrollWidth: box.scrollWidth,
          clientWidth: box.clientWidth,
        };
      });
      assert(sizes.box > 200 && Math.abs(sizes.element - sizes.box) <= 2 && sizes.scrollWidth <= sizes.clientWidth,
        `${id}: the element is as tall as its board, which fits its width ${JSON.stringify(sizes)}`);
    }
    for (const id of ['computer', 'puzzle', 'api']) {
      await drawn(page, id);
      const inside = await (await boardOf(page, id)).locator('html').evaluate((html) => ({
        scrollHeight: html.scrollHeight, clientHeight: html.clientHeight,
        scrollWidth: html.scrollWidth, clientWidth: html.clientWidth,
        content: Math.ceil(html.getBoundingClientRect().height),
      }));
      assert(inside.content <= inside.clientHeight + 1 && inside.scrollWidth <= inside.clientWidth,
        `${id}: the frame shows all of its board ${JSON.stringify(inside)}`);
      assert(inside.clientHeight <= inside.content + 2, `${id}: no empty space under the board ${JSON.stringify(inside)}`);
      const element = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().height);
      assert(Math.abs(element - inside.clientHeight) <= 2, `${id}: the element is as tall as its frame (${element} vs ${inside.clientHeight})`);
    }
  });

  await check('a play board with computer="expert" on origin B answers from the site\'s worker after its 2 s, showing the time it spends', async () => {
    await clickSquare(page, 'computer', 'e2');
    await waitPly(page, 'computer', '1');
    const started = Date.now();
    const clock = (await boardOf(page, 'computer')).locator('.tv-clock');
    await (await boardOf(page, 'computer')).locator('.tv-clock', { hasText: /^1\.\d s$/ }).waitFor({ timeout: 5000 });
    assert(/thinking/.test(await message(page, 'computer')), `message ${await message(page, 'computer')}`);
    await waitPly(page, 'computer', '2', 15000);
    const took = Date.now() - started;
    assert(took >= 1900, `expert answered after ${took} ms, before its time was up`);
    assert((await clock.textContent()) === '', 'the clock is cleared after the move');
    const place = await (await canvasOf(page, 'computer')).getAttribute('data-search');
    assert(place === 'worker', `the search ran in ${place}`);
  });

  await check('a puzzle on origin B refuses a wrong move and takes the answer; the game\'s end is an event', async () => {
    await clickSquare(page, 'puzzle', 'e5');
    assert(/not the answer/.test(await message(page, 'puzzle')), `refused: ${await message(page, 'puzzle')}`);
    // A refusal in the warning colour; a plain note (below, "Solved") not.
    const colour = async () => (await boardOf(page, 'puzzle')).locator('.tv-message').evaluate((m) => getComputedStyle(m).color);
    const warned = await colour();
    assert(warned === 'rgb(155, 44, 18)', `a refusal is a warning: ${warned}`);
    assert((await ply(page, 'puzzle')) === '0', 'nothing played');
    await clickSquare(page, 'puzzle', 'g1');
    await waitPly(page, 'puzzle', '1');
    await (await boardOf(page, 'puzzle')).locator('.tv-message', { hasText: 'Solved' }).waitFor();
    const noted = await colour();
    assert(noted !== warned, `"Solved" is no warning: ${noted}`);
    await page.waitForFunction(() => window.__events.some((e) => e.board === 'puzzle' && e.name === 'tavoliere-end'));
    const events = await page.evaluate(() => window.__events.filter((e) => e.board === 'puzzle'));
    assert(events.length === 2 && events[0].name === 'tavoliere-move', `events ${JSON.stringify(events)}`);
    const [moved, ended] = events.map((e) => e.detail);
    assert(moved.move === 'g1' && moved.ply === 1 && moved.game === 'magneton' && moved.outcome
      && moved.outcome.winner === 'Black', `move detail ${JSON.stringify(moved)}`);
    assert(ended.outcome.result === 'win' && ended.outcome.draw === false && /Black wins/.test(ended.outcome.words)
      && ended.position === moved.position, `end detail ${JSON.stringify(ended)}`);
  });

  await check('the JavaScript interface: play, events, setMoves, setPosition and flip go through the rules', async () => {
    const result = await page.evaluate(async () => {
      const board = document.getElementById('api');
      const seen = [];
      board.addEventListener('tavoliere-move', (e) => seen.push(e.detail));
      const legal = await board.play('b1-d3');
      const illegal = await board.play('b1-b2');
      const nonsense = await board.play('<b>zz</b>');
      return { legal, illegal, nonsense, seen };
    });
    assert(result.legal === true && result.illegal === false && result.nonsense === false, JSON.stringify(result));
    assert(result.seen.length === 1, `one move event ${JSON.stringify(result.seen)}`);
    const detail = result.seen[0];
    assert(detail.move === 'b1-d3' && detail.ply === 1 && detail.toMove === 'White' && detail.outcome === null
      && typeof detail.position === 'string' && detail.position.length > 10, `detail ${JSON.stringify(detail)}`);
    await waitPly(page, 'api', '1');
    assert((await (await canvasOf(page, 'api')).getAttribute('data-position')) === detail.position, 'the detail names the shown position');
    // A move by click is reported the same way.
    await clickSquare(page, 'api', 'a7');
    await clickSquare(page, 'api', 'c5');
    await page.waitForFunction(() => window.__events.filter((e) => e.board === 'api').length === 2);
    const clicked = await page.evaluate(() => window.__events.filter((e) => e.board === 'api')[1].detail);
    assert(clicked.move === 'a7-c5' && clicked.ply === 2 && clicked.toMove === 'Black', `clicked ${JSON.stringify(clicked)}`);
    // setMoves takes a string or an array; a wrong move is refused with the reason.
    await page.evaluate(() => document.getElementById('api').setMoves(['b1-d3', 'a7-c5', 'e1-e3']));
    await waitPly(page, 'api', '3');
    const refused = await page.evaluate(() => document.getElementById('api').setMoves('b1-d3 b1-b2')
      .then(() => 'accepted', (e) => e.message));
    assert(/move 2/.test(refused), `setMoves refused with the reason: ${refused}`);
    assert((await ply(page, 'api')) === '3', 'the board kept its game');
    const position = await (await canvasOf(page, 'api')).getAttribute('data-position');
    await page.evaluate((text) => document.getElementById('api').setPosition(text), position);
    await waitPly(page, 'api', '0');
    assert((await (await canvasOf(page, 'api')).getAttribute('data-position')) === position, 'set up at that position');
    const badStart = await page.evaluate(() => document.getElementById('api').setPosition('no such position')
      .then(() => 'accepted', (e) => e.message));
    assert(badStart !== 'accepted' && badStart.length > 10, `a bad position is refused: ${badStart}`);
    const flipped = await page.evaluate(() => document.getElementById('api').flip());
    assert(flipped === true, 'flip answers the new state');
    assert((await (await canvasOf(page, 'api')).getAttribute('data-flipped')) === 'true', 'the canvas is flipped');
    // Clicks follow the flipped board: White moves a piece of its own.
    await clickSquare(page, 'api', 'a2');
    await clickSquare(page, 'api', 'c2');
    await waitPly(page, 'api', '1');
    await page.waitForTimeout(400);
    await page.locator('#api').screenshot({ path: path.join(SHOTS, 'embeds-api-flipped.png') });
    const unflipped = await page.evaluate(() => document.getElementById('api').flip());
    assert(unflipped === false, 'flipped back');
    await shoot(page, 'embeds-desktop');
  });

  await check('attribute changes are sent again: a bad one shows why, a good one brings the board back', async () => {
    const id = 'copied tavoliere-board';
    await page.evaluate(() => document.querySelector('#copied tavoliere-board').setAttribute('mode', 'watch'));
    const error = page.locator('#copied tavoliere-board .tv-error');
    await error.waitFor();
    assert(/mode="watch"/.test(await error.textContent()), `names the attribute: ${await error.textContent()}`);
    const frameHeight = await page.locator('#copied tavoliere-board iframe').evaluate((f) => f.getBoundingClientRect().height);
    assert(frameHeight === 0, `the frame takes no room while the board is not shown (${frameHeight})`);
    await page.evaluate(() => {
      const board = document.querySelector('#copied tavoliere-board');
      board.setAttribute('mode', 'play');
      board.setAttribute('moves', 'b1-d3 a7-c5');
    });
    await error.waitFor({ state: 'hidden' });
    await waitPly(page, id, '2');
  });

  await check('a long record goes by message, a huge attribute is refused at once', async () => {
    // 300 KB of record (blank lines are allowed between its lines): too
    // long for a comfortable URL, nothing for a message.
    await page.evaluate(() => {
      const record = `Game: loa\nMoves: b1-d3 a7-c5\n${' \n'.repeat(150000)}e1-e3\n`;
      document.getElementById('long').setAttribute('record', record);
    });
    await waitPly(page, 'long', '3');
    const started = Date.now();
    await page.evaluate(() => document.getElementById('long').setAttribute('moves', 'b1-d3 '.repeat(400000)));
    await page.evaluate(() => document.getElementById('long').removeAttribute('record'));
    await page.evaluate(() => document.getElementById('long').setAttribute('game', 'loa'));
    const error = page.locator('#long .tv-error');
    await error.waitFor();
    assert(/moves attribute is \d+ bytes long/.test(await error.textContent()), `says why: ${await error.textContent()}`);
    console.log(`measured: a 2.4 MB attribute refused in ${Date.now() - started} ms`);
  });

  await check('broken boards show why in the page\'s language; the host\'s script runs', async () => {
    const english = await page.locator('#broken .tv-error').textContent();
    assert(/could not be shown/.test(english) && /move 2/.test(english) && /attributes/.test(english), `message ${english}`);
    const italian = await page.locator('#rotto .tv-error').textContent();
    assert(/Impossibile mostrare/.test(italian), `Italian message ${italian}`);
    assert((await page.locator('#broken').evaluate((el) => el.getBoundingClientRect().height)) > 20, 'not an empty box');
    await page.waitForSelector('body[data-host-script="ran"]');
  });

  await check('a board whose site has moved says so, and keeps its picture', async () => {
    const error = old.locator('#late .tv-error');
    await error.waitFor({ timeout: 25000 });
    assert(/non si è caricato/.test(await error.textContent()), `the Italian page's message: ${await error.textContent()}`);
    const played = old.locator('#late-play .tv-error');
    await played.waitFor({ timeout: 25000 });
    assert(/non si è caricato/.test(await played.textContent()), `the play board's message: ${await played.textContent()}`);
    const waited = await old.evaluate(() => performance.now());
    assert(waited >= 15000, `the play board gave its frame its patience (${Math.round(waited)} ms)`);
    // The view board does not wait: its script answered 404.
    const again = await oldContext.newPage();
    watch(again, 'dead site');
    await again.goto(`${blog.url}dead/`);
    await again.locator('#late .tv-error').waitFor({ timeout: 5000 });
    const told = await again.evaluate(() => Math.round(performance.now()));
    console.log(`measured: the moved site's view board said so ${told} ms after its page opened`);
    const picture = await old.locator('#late img').evaluate((img) => img.getBoundingClientRect().width);
    assert(picture === 80, `the picture stays (${picture})`);
    await old.screenshot({ path: path.join(SHOTS, 'embeds-late.png') });
    await oldContext.close();
  });

  await check('on a 360 px phone the boards fit the column and take a tap', async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const p = await phone.newPage();
    watch(p, 'phone');
    await p.goto(blog.url);
    for (const id of ['copied tavoliere-board', 'computer', 'puzzle', 'api']) await drawn(p, id);
    const wide = await p.evaluate(() => document.documentElement.scrollWidth);
    assert(wide <= 360, `the page scrolls sideways (${wide} px)`);
    const box = await (await canvasOf(p, 'api')).boundingBox();
    assert(box.width > 250 && box.x >= 0 && box.x + box.width <= 360, `the board fits (${JSON.stringify(box)})`);
    await clickSquare(p, 'api', 'b1', true);
    await clickSquare(p, 'api', 'd3', true);
    await waitPly(p, 'api', '1');
    await p.waitForTimeout(400);
    await shoot(p, 'embeds-phone');
    await phone.close();
  });

  await check('a board with movelist lists its moves by turn, each whole; a click goes to one; a puzzle hides its answer', async () => {
    const id = 'listed';
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await drawn(page, id);
    const rows = await (await boardOf(page, id)).locator('.tv-moves li').allTextContents();
    assert(JSON.stringify(rows) === JSON.stringify(['1.b1-d3a7-c5', '2.e1-e3h2-f2', '3.d3xh3']), `rows ${JSON.stringify(rows)}`);
    const current = await (await boardOf(page, id)).locator('.tv-moves .tv-current').textContent();
    assert(current === 'a7-c5', `the shown move is marked (${current})`);
    await (await boardOf(page, id)).locator('.tv-moves button[data-ply="5"]').click();
    await waitPly(page, id, '5');
    const wraps = await (await boardOf(page, id)).locator('.tv-moves button').evaluateAll((buttons) =>
      buttons.filter((b) => b.getClientRects().length > 1).length);
    assert(wraps === 0, `${wraps} moves broken across lines`);
    await page.locator(`#${id}`).screenshot({ path: path.join(SHOTS, 'embeds-movelist.png') });
    // The post's colours reached the board's bar; the bad one did not.
    const marked = await (await boardOf(page, id)).locator('.tv-moves .tv-current').evaluate((b) => {
      const style = getComputedStyle(b);
      return [style.backgroundColor, style.color, getComputedStyle(b.closest('.tv')).color];
    });
    assert(marked[0] === 'rgb(0, 110, 60)' && marked[1] === 'rgb(255, 255, 0)', `the post's colours: ${marked}`);
    assert(marked[2] === 'rgb(43, 33, 24)', `a value that is no colour is ignored: ${marked[2]}`);
    // And the board's light squares: h1 is empty all game.
    const { x, y } = await squareCentre(await canvasOf(page, id), 'h1');
    const box = await (await canvasOf(page, id)).boundingBox();
    const pixel = await (await canvasOf(page, id)).evaluate((c, at) => {
      const scale = c.width / c.getBoundingClientRect().width;
      return [...c.getContext('2d').getImageData(Math.round(at.x * scale), Math.round(at.y * scale), 1, 1).data];
    }, { x: x - box.x, y: y - box.y });
    const near = (a, b) => Math.abs(a - b) <= 30;
    assert(near(pixel[0], 200) && near(pixel[1], 230) && near(pixel[2], 255), `h1 in the post's light colour: ${pixel}`);
    const listed = await (await boardOf(page, 'puzzle')).locator('.tv-moves button').count();
    assert(listed <= 1, `the puzzle lists only the moves found (${listed})`);
  });

  await check('an annotated record on origin B shows its headers, the comment, the glyph, the variation and the arrow', async () => {
    const id = 'annotated';
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await drawn(page, id);
    const board = await boardOf(page, id);
    const said = async (cls) => (await board.locator(`.${cls}`).textContent()).trim();
    assert((await said('tv-tags')) === 'Anna \u2013 Bruno', `headers: ${await said('tv-tags')}`);
    assert((await said('tv-comment')) === 'White develops.', `comment: ${await said('tv-comment')}`);
    assert((await said('tv-moves .tv-current')) === 'a7-c5!?', `the glyph: ${await said('tv-moves .tv-current')}`);
    const line = await board.locator('.tv-moves .tv-line button').allTextContents();
    assert(JSON.stringify(line) === '["a2-c4"]', `the variation listed: ${line}`);
    // The arrow a7-c5 crosses b6, empty at this move: green there.
    const canvas = await canvasOf(page, id);
    const pixelAt = async (square) => {
      const { x, y } = await squareCentre(canvas, square);
      const box = await canvas.boundingBox();
      return canvas.evaluate((c, at) => {
        const scale = c.width / c.getBoundingClientRect().width;
        return [...c.getContext('2d').getImageData(Math.round(at.x * scale), Math.round(at.y * scale), 1, 1).data];
      }, { x: x - box.x, y: y - box.y });
    };
    const green = await pixelAt('b6');
    assert(green[1] > green[0] + 20 && green[1] > green[2] + 20, `the arrow on b6: ${green}`);
    await page.locator(`#${id}`).screenshot({ path: path.join(SHOTS, 'embeds-annotated.png') });
    // A click on the variation's move goes there: its comment, no arrow.
    await board.locator('.tv-moves .tv-line button').click();
    await waitPly(page, id, '2');
    assert((await said('tv-comment')) === 'Also possible.', `the variation's comment: ${await said('tv-comment')}`);
    const plain = await pixelAt('b6');
    assert(!(plain[1] > plain[0] + 20 && plain[1] > plain[2] + 20), `no arrow in the variation: ${plain}`);
  });

  await check('a board in view mode loads the lighter view bundle, once for all the page\'s boards of its game; play and puzzle boards the whole one', async () => {
    const fetched = [...bundlesFetched].map(([name, n]) => `${name}x${n}`).sort().join(' ');
    for (const name of ['inline-loa', 'frame-loa', 'frame-quoridor', 'frame-magneton']) {
      assert(bundlesFetched.has(name), `${name} fetched: ${fetched}`);
    }
    // Three view boards of LOA (the copied one, the listed one, the broken
    // one) in one page: one script.
    assert(bundlesFetched.get('inline-loa') === 1, `inline-loa fetched once: ${fetched}`);
    // Quoridor and Magneton are only shown in play and puzzle mode here.
    for (const name of ['view-quoridor', 'view-magneton', 'inline-quoridor', 'inline-magneton']) {
      assert(!bundlesFetched.has(name), `${name} not fetched: ${fetched}`);
    }
  });

  await check('a post whose policy refuses WebAssembly shows its view board in a frame of the site', async () => {
    fs.writeFileSync(path.join(blogRoot, 'strict.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src data:; script-src 'self' ${site.origin}; frame-src ${site.origin}; style-src 'self' ${site.origin}">
<title>A strict post</title><link rel="icon" href="data:,"></head>
<body><script src="${site.url}embed.js" defer></script>
<tavoliere-board id="strict" game="loa" moves="b1-d3"></tavoliere-board></body></html>`);
    const strict = await context.newPage();
    const refused = [];
    strict.on('console', (m) => { if (m.type() === 'error') refused.push(m.text()); });
    strict.on('pageerror', (e) => refused.push(String(e)));
    await strict.goto(`${blog.url}strict.html`);
    await drawn(strict, 'strict');
    const frames = await strict.locator('#strict').evaluate((el) => el.shadowRoot.querySelectorAll('iframe').length);
    assert(frames === 1, `the board is in a frame (${frames})`);
    const status = await (await boardOf(strict, 'strict')).locator('.tv-status').textContent();
    assert(/Move 1 of 1/.test(status), `the frame shows the record: ${status}`);
    // The page's own refusal is the only complaint.
    const others = refused.filter((text) => !/WebAssembly|wasm-unsafe-eval|unsafe-eval/i.test(text));
    assert(others.length === 0, `errors besides the policy's refusal: ${others.join(' | ')}`);
    await strict.close();
  });

  await check('no request on either host answered 404, but for the files of the site that moved', async () => {
    const missing = [...site.missing(), ...blog.missing()].map((r) => r.path).filter((p) => !p.startsWith('/dead/'));
    assert(missing.length === 0, `404 for: ${[...new Set(missing)].join(', ')}`);
  });

  await check('the console stayed free of errors, but for the files of the site that moved', async () => {
    const errors = consoleErrors.filter((e) => !/^dead site: Failed to load resource: .* 404/.test(e));
    assert(errors.length === 0, errors.join('\n'));
  });

  await browser.close();
  await site.close();
  await blog.close();
  fs.rmSync(blogRoot, { recursive: true, force: true });
  finish('embeds');
})().catch((error) => {
  console.error(error);
  console.log('embeds: 0 passed, 1 failed');
  process.exit(1);
});
