// Measures (never asserts) whether the page's computer thinks as deep as
// the command line: per game, the same position analysed for SECONDS by the
// page's worker (`&analyse`, read from "depth N" in `#eval-verdict` as it
// changes) and by the native `tavoliere engine` (`analyse`, its `info depth`
// lines). It prints, per game, the time each side took to finish each
// depth and the deepest each finished, and the worker's time over native's
// from the first depth both showed to the deepest both finished: the figure
// to hold against the WebAssembly speed ratio `scripts/bench.sh` measures. Run it alone on the machine: the two sides take turns, so each
// has a core, but anything else running skews both.
//
// Usage (after `trunk build index.html --release` and
// `cargo build --release --bin tavoliere`):
//   NODE_PATH=~/.cache/tavoliere-tools/node_modules node tests/e2e/worker_depth.cjs [seconds]
// GAMES=loa,porta picks games; BIN= names another native binary.

'use strict';
const path = require('path');
const { spawn } = require('child_process');
const { chromium } = require('playwright-core');
const { servePlain } = require('./plain_server.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
const BIN = process.env.BIN || path.join(ROOT, 'target', 'release', 'tavoliere');
const SECONDS = Number(process.argv[2] || 10);
// Each game as the page's address names it, and as the engine's `game` does.
const ALL = [
  ['loa', 'loa'], ['magneton', 'magneton'], ['archimede', 'archimede'], ['byte', 'byte'],
  ['porta', 'porta'], ['ponte', 'ponte'], ['gyges&setup=321123/321123', 'gyges setup=321123/321123'], ['quoridor', 'quoridor'],
  ['quoridor&players=4', 'quoridor players=4'], ['cancelletto', 'cancelletto'],
];
const GAMES = process.env.GAMES
  ? ALL.filter(([page]) => process.env.GAMES.split(',').includes(page.split('&')[0]))
  : ALL;

/// Depth -> milliseconds from the first report to the report that first
/// showed that depth, from `[ms, depth]` pairs.
function firstTimes(reports) {
  const times = new Map();
  if (reports.length === 0) return times;
  const start = reports[0][0];
  for (const [ms, depth] of reports) {
    if (!times.has(depth)) times.set(depth, ms - start);
  }
  return times;
}

/// The native engine's reports for `game`, analysing its start for SECONDS.
function native(game) {
  return new Promise((resolve, reject) => {
    const engine = spawn(BIN, ['engine'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const reports = [];
    let pending = '';
    engine.stdout.on('data', (chunk) => {
      const now = performance.now();
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        const depth = /^info depth (\d+)/.exec(line);
        if (depth) reports.push([now, Number(depth[1])]);
      }
    });
    engine.on('error', reject);
    engine.on('close', () => resolve(reports));
    engine.stdin.write(`game ${game}\nanalyse ${SECONDS * 1000}\n`);
    // `quit` read during the analysis would end it, so it waits.
    setTimeout(() => engine.stdin.end('quit\n'), SECONDS * 1000 + 500);
  });
}

/// The page's reports for `game`, its analysis watched for SECONDS.
async function inPage(browser, base, game) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 820 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__depths = [];
    const watch = () => {
      const verdict = document.querySelector('#eval-verdict');
      if (!verdict) return void setTimeout(watch, 5);
      const record = () => {
        const depth = /(\d+)\s*$/.exec(verdict.textContent || '');
        if (depth) window.__depths.push([performance.now(), Number(depth[1])]);
      };
      new MutationObserver(record).observe(verdict, { childList: true, characterData: true, subtree: true });
      record();
    };
    watch();
  });
  await page.goto(`${base}#game=${game}&analyse`);
  await page.waitForFunction(() => window.__depths.length > 0, null, { timeout: 30000 });
  await page.waitForTimeout(SECONDS * 1000);
  const reports = await page.evaluate(() => window.__depths);
  await context.close();
  return reports;
}

(async () => {
  const site = await servePlain({ root: DIST, prefix: '/tavoliere/' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  console.log(`each side analyses the start for ${SECONDS} s; times in ms from its first report`);
  for (const [pageGame, engineGame] of GAMES) {
    const cli = firstTimes(await native(engineGame));
    const reports = await inPage(browser, site.url, pageGame);
    const web = firstTimes(reports);
    const depths = [...new Set([...cli.keys(), ...web.keys()])].sort((a, b) => a - b);
    const cell = (times, depth) => (times.has(depth) ? String(Math.round(times.get(depth))) : '-');
    const rows = depths.map((d) => `d${d} ${cell(cli, d)}/${cell(web, d)}`).join('  ');
    // The page shows its first report after the worker's first 100 ms or
    // so, several depths in: both clocks are set to zero at the first
    // depth both showed, and the ratio is taken from there.
    const shared = depths.filter((d) => cli.has(d) && web.has(d));
    const [base, deepest] = [shared[0], shared[shared.length - 1]];
    const since = (times, d) => times.get(d) - times.get(base);
    const ratio = shared.length > 1 && since(cli, deepest) > 0
      ? (since(web, deepest) / since(cli, deepest)).toFixed(2) : '-';
    const most = (times) => Math.max(0, ...times.keys());
    console.log(`${pageGame}: deepest native ${most(cli)}, worker ${most(web)}; ` +
      `worker/native time from depth ${base ?? '-'} to ${deepest ?? '-'}: ${ratio}`);
    console.log(`   native/worker ms by depth: ${rows}`);
  }
  await browser.close();
  await site.close();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
