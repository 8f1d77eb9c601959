// Trunk's post-build hook, between the bundles and the release's names
// (scripts/post_build.sh): writes each game's view bundle as one classic
// script, `bundles/inline-GAME.js`, for a board in view mode to draw in the
// host page itself rather than in a frame of the site (www/embed.js).
//
// Why a classic script: a blog is another origin, and a plain host sends no
// CORS headers, so the blog's page may neither fetch the site's wasm nor
// import its modules; a classic script it may run from anywhere. The
// script holds the view bundle's wasm-bindgen glue (as esbuild bundles it,
// no module syntax left) and its wasm, gzipped and written in base64: the
// host's own gzip shrinks base64 back to about the wasm's gzip size (LOA:
// 61.9 KB against 61.4; the raw wasm in base64 would be 79 KB), and the
// browser's DecompressionStream unpacks it. The gzip is Zopfli's, which
// searches harder than zlib's level 9 for the same standard format: LOA's
// view wasm 69,730 B against 74,633 (6.6% less, about 5 s a bundle). Drawing in the page spares the
// board a new document and, on most browsers, a new process: a frame of
// another site took 50-80 ms longer than the page around it to show a
// canvas, before any code of ours ran (docs/SIZE.md).
//
// The script defines no global name: it leaves a Promise of the started
// bundle on its own <script> element (`tavoliere`), which embed.js reads
// when the element's `load` fires.
//
// Usage: node scripts/inline_bundles.mjs DIR
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

// esbuild and Zopfli are installed with the build tools (scripts/setup.sh,
// NODE_PATH).
const require = createRequire(import.meta.url);
const { buildSync } = require('esbuild');
const zopfli = require('@gfx/zopfli');

/** `wasm` gzipped by Zopfli, checked to unpack to the same bytes. */
function packed(wasm) {
  return new Promise((resolve, reject) => {
    zopfli.gzip(wasm, { numiterations: 15 }, (error, out) => {
      if (error) return reject(error);
      if (!gunzipSync(out).equals(wasm)) return reject(new Error('Zopfli gave another wasm back'));
      resolve(Buffer.from(out).toString('base64'));
    });
  });
}

const DIR = process.argv[2];
if (!DIR) {
  console.error('usage: node scripts/inline_bundles.mjs DIR');
  process.exit(2);
}
const BUNDLES = join(DIR, 'bundles');

/** The classic script's source, before esbuild: the glue's `init` is given
 * the unpacked wasm as a Response, so it compiles while it streams. A host
 * page whose Content-Security-Policy refuses WebAssembly makes the Promise
 * fail, and embed.js shows the board in a frame instead. */
function entry(glue, packed) {
  return `import init, * as bundle from './${glue}';
const PACKED = ${JSON.stringify(packed)};
function bytes(text) {
  if (Uint8Array.fromBase64) return Uint8Array.fromBase64(text);
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}
const script = document.currentScript;
const started = (async () => {
  const wasm = new Blob([bytes(PACKED)]).stream().pipeThrough(new DecompressionStream('gzip'));
  await init({ module_or_path: new Response(wasm, { headers: { 'Content-Type': 'application/wasm' } }) });
  return bundle;
})();
started.catch(() => {}); // embed.js is told through the element's Promise
if (script) script.tavoliere = started;
`;
}

let written = 0;
for (const name of readdirSync(BUNDLES).filter((n) => /^view-[a-z]+\.js$/.test(n)).sort()) {
  const game = name.slice('view-'.length, -'.js'.length);
  const wasm = readFileSync(join(BUNDLES, `view-${game}_bg.wasm`));
  const out = buildSync({
    stdin: { contents: entry(name, await packed(wasm)), resolveDir: BUNDLES, sourcefile: `inline-${game}.js`, loader: 'js' },
    bundle: true,
    format: 'iife',
    minify: true,
    legalComments: 'none',
    write: false,
    // The glue's default wasm address uses import.meta.url; it is never
    // asked for here (the wasm is passed in), so its absence is harmless.
    logOverride: { 'empty-import-meta': 'silent' },
  });
  writeFileSync(join(BUNDLES, `inline-${game}.js`), out.outputFiles[0].contents);
  written++;
}
if (written === 0) {
  console.error(`inline_bundles.mjs: no view bundles in ${BUNDLES}`);
  process.exit(1);
}
