// Trunk's post-build hook, last step (scripts/post_build.sh): names the
// release's files so hosts may cache them for ever, then writes the service
// worker's file list.
//
// 1. Every file but the entry points gets its content's hash in its name
//    (`app.js` -> `app.3f9c0a12b4.js`, `site-loa_bg.wasm` ->
//    `site-loa_bg.5d1e....wasm`), and every reference to it in the other
//    files is rewritten. A file is named after the references in it have
//    been rewritten (leaves first), so a changed bundle changes the name of
//    the loader that names it, up to the entry page.
// 2. The entry points keep their names, because people and other sites
//    link to them: the pages (`*.html`), `embed.js` (pasted into blogs),
//    `sw.js`, `manifest.webmanifest` and `favicon.svg`. Hosts revalidate
//    those (README, "Hosting").
// 0. The entry page's styles, modules and icon are joined, and its head
//    start written into it, so a game's page asks for its bundle while it
//    is parsed and makes six requests before its board rather than ten
//    (scripts/join_entry.mjs); the page's policy allows the inline script
//    by its hash (step 2). Scripts and styles are minified (esbuild),
//    the wasm-bindgen glue too: about 6 KB gzip off every page and embedded
//    board (docs/SIZE.md).
// 3. sw.js gets the list of files to keep for offline play and a version
//    drawn from every file, so a new release installs a new worker.
//
// Usage: node scripts/release.mjs [--sw-only] DIR
// (--sw-only: step 3 alone, for a folder already released and then edited,
// as the end-to-end test of updates does.)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, sep } from 'node:path';
import { joinEntry } from './join_entry.mjs';

// esbuild is installed with the build tools (scripts/setup.sh, NODE_PATH).
const { transformSync } = createRequire(import.meta.url)('esbuild');

const SW_ONLY = process.argv[2] === '--sw-only';
const DIR = process.argv[SW_ONLY ? 3 : 2];
if (!DIR) {
  console.error('usage: node scripts/release.mjs [--sw-only] DIR');
  process.exit(2);
}

/** The entry points: names that stay, because they are linked from outside. */
function isEntry(path) {
  const name = basename(path);
  return name.endsWith('.html') || ['embed.js', 'sw.js', 'manifest.webmanifest', 'favicon.svg'].includes(name);
}

/** Files whose text may name other files. */
const TEXT = /\.(html|js|mjs|css|svg|webmanifest|json)$/;

/** Files the service worker leaves out of its first download: the boards
 * embedded in other sites' pages (kept once used, like any fetch). */
function precached(path) {
  return !/^bundles\/(frame|view|inline)-/.test(path);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [relative(DIR, path).split(sep).join('/')];
  });
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A reference to `name`: a string in ' or " quotes, or a CSS url(), that
 * holds a path ending in the name, optionally followed by ?query or #hash.
 * (Names in comments and prose, and in `code` quotes, are not references;
 * the loaders never build a file's path in a template string.) */
function reference(name) {
  return new RegExp(`(?<=(?:url\\(|['"])(?:[^'"()\\s]*/)?)${escape(name)}(?=[?#'")])`, 'g');
}

if (!SW_ONLY) {
  joinEntry(DIR, (dir) => walk(dir).filter((path) => TEXT.test(path)), (body, name) => reference(name).test(body));
}

const files = walk(DIR);
const hashed = files.filter((path) => !isEntry(path));
const byName = new Map();
for (const path of hashed) {
  const name = basename(path);
  if (byName.has(name)) {
    console.error(`release.mjs: two files are called ${name}: ${byName.get(name)} and ${path}`);
    process.exit(1);
  }
  byName.set(name, path);
}

const text = new Map(files.filter((path) => TEXT.test(path)).map((path) => [path, readFileSync(join(DIR, path), 'utf8')]));

/** Scripts and styles, minified. The service worker keeps its lines, which
 * step 3 rewrites; an already released folder (--sw-only) is left as it is.
 * Strings keep their quotes, so the references below still match. */
function minified(path, body) {
  const loader = { js: 'js', mjs: 'js', css: 'css' }[path.split('.').pop()];
  if (SW_ONLY || !loader || basename(path) === 'sw.js') return body;
  return transformSync(body, { loader, minify: true, legalComments: 'none' }).code;
}
for (const [path, body] of text) text.set(path, minified(path, body));

/** The hashed files each text file names (itself excepted). */
function namedIn(path) {
  const body = text.get(path);
  if (body === undefined) return [];
  return hashed.filter((other) => other !== path && reference(basename(other)).test(body));
}

const renamed = new Map(); // old name -> new name
function rewrite(body) {
  for (const [from, to] of renamed) body = body.replace(reference(from), to);
  return body;
}

/** The name with its hash: before the last extension. */
function withHash(name, hash) {
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}

const state = new Map(); // path -> 'naming' | 'named'
function name(path, chain = []) {
  if (state.get(path) === 'named') return;
  if (state.get(path) === 'naming') {
    console.error(`release.mjs: files name each other: ${[...chain, path].join(' -> ')}`);
    process.exit(1);
  }
  state.set(path, 'naming');
  for (const other of namedIn(path)) name(other, [...chain, path]);
  let bytes;
  if (text.has(path)) {
    const body = rewrite(text.get(path));
    text.set(path, body);
    bytes = Buffer.from(body, 'utf8');
  } else {
    bytes = readFileSync(join(DIR, path));
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const fresh = withHash(basename(path), hash);
  writeFileSync(join(DIR, dirname(path), fresh), bytes);
  rmSync(join(DIR, path));
  renamed.set(basename(path), fresh);
  state.set(path, 'named');
}
if (!SW_ONLY) for (const path of hashed) name(path);

/** A page with its tags' `integrity` digests (Trunk writes them for its
 * styles) computed again for the files as released: minified and renamed. */
function withIntegrity(page, body) {
  return body.replace(/<link\b[^>]*>/g, (tag) => {
    const href = /\shref="([^"]+)"/.exec(tag);
    const integrity = /\sintegrity="sha(256|384|512)-[^"]*"/.exec(tag);
    if (!href || !integrity) return tag;
    const bytes = readFileSync(join(DIR, dirname(page), href[1].split(/[?#]/)[0]));
    const digest = createHash(`sha${integrity[1]}`).update(bytes).digest('base64');
    return tag.replace(integrity[0], ` integrity="sha${integrity[1]}-${digest}"`);
  });
}

/** A page whose inline scripts (the game page's head start, written there
 * by join_entry.mjs) its Content-Security-Policy allows by their hashes,
 * computed for the scripts as released: no 'unsafe-inline'. */
function withScriptHashes(page, body) {
  const hashes = [...body.matchAll(/<script>([^]*?)<\/script>/g)]
    .map(([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  if (hashes.length === 0) return body;
  const policy = /(<meta http-equiv="Content-Security-Policy" content="[^"]*\bscript-src [^;"]*)/;
  if (!policy.test(body)) {
    console.error(`release.mjs: ${page} has an inline script but no script-src to allow it`);
    process.exit(1);
  }
  return body.replace(policy, `$1 ${hashes.join(' ')}`);
}

for (const path of files.filter((p) => !SW_ONLY && isEntry(p) && text.has(p) && basename(p) !== 'sw.js')) {
  writeFileSync(join(DIR, path), withScriptHashes(path, withIntegrity(path, rewrite(text.get(path)))));
}

// The service worker: what to keep for offline play, and the release's version.
const released = walk(DIR).filter((path) => path !== 'sw.js').sort();
const version = createHash('sha256');
for (const path of released) version.update(path).update(readFileSync(join(DIR, path)));
const VERSION = version.digest('hex').slice(0, 16);
const keep = released.filter(precached);
let sw = rewrite(text.get('sw.js'));
const before = sw;
sw = sw
  .replace(/^const VERSION = .*$/m, `const VERSION = '${VERSION}';`)
  .replace(/^const FILES = .*$/m, `const FILES = ${JSON.stringify(keep)};`);
if (sw === before || !sw.includes(`const VERSION = '${VERSION}';`)) {
  console.error('release.mjs: sw.js has no VERSION or FILES line');
  process.exit(1);
}
writeFileSync(join(DIR, 'sw.js'), sw);
console.error(`release.mjs: ${renamed.size} files named by content; sw.js release ${VERSION}, ${keep.length} of ${released.length} files kept offline`);
