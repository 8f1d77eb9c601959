// The entry page's own files, joined before the release names them
// (scripts/release.mjs calls this first). A game's page is short of CPU
// before its first board, not of bandwidth: on loopback every request costs
// each of the browser's processes some work, and ten of them took longer
// than six (docs/SIZE.md). So, in index.html (and in embed.html, whose
// `frame.js` and the `bundles.js` it imports become one file):
//
// - its stylesheets become one, `site.css`, their texts in the page's order
//   (the rules pages keep linking `colours.css`, which stays);
// - a script marked `data-inline` (index.html's head start,
//   www/head_start.js) is bundled by esbuild with what it imports and
//   written into the page, where it runs while the page is parsed; the
//   release allows it by its hash in the page's policy;
// - its module scripts (`app.js`) are bundled by esbuild with what they
//   import: the entry plus shared chunks (`page-HASH.js`), each module
//   once; the modules the page imports later (the home page's and the
//   saved games') become chunks too; the page preloads the chunks its
//   entries import;
// - its icon is written into the page (a `data:` address, which the page's
//   policy allows for images), one request less.
//
// The sources joined that nothing else names (style.css, www/shell/) are
// removed, so the release and the offline cache hold no dead files;
// `colours.css` (the rules pages') and `bundles.js` (the worker's and the
// embed frame's) stay.
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

const { buildSync } = createRequire(import.meta.url)('esbuild');

/** The pages whose files are joined, each with the name its stylesheets
 * take when it has several: the site's, and the embedded board's frame
 * (`frame.js` with the bundles' list it imports; one stylesheet). */
const PAGES = { 'index.html': 'site.css', 'embed.html': 'frame.css' };

/** The address a page's tag names, relative to the page's folder. */
function local(href) {
  return href.replace(/^\.\//, '').split(/[?#]/)[0];
}

/** Joins a page's styles into one file, `name`. Returns the page and the
 * files joined. */
function joinStyles(dir, page, name) {
  const tags = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>\n?/g)];
  if (tags.length < 2) return { page, replaced: [] };
  const joined = tags.map(([, href]) => readFileSync(join(dir, local(href)), 'utf8')).join('\n');
  writeFileSync(join(dir, name), joined);
  for (const [tag] of tags.slice(1)) page = page.replace(tag, '');
  // The release computes the digest again for the file as released.
  page = page.replace(tags[0][0], `<link rel="stylesheet" href="./${name}" integrity="sha384-">\n`);
  return { page, replaced: tags.map(([, href]) => local(href)) };
}

/** Bundles a page's module scripts, minified as a whole (about 0.1 KB
 * gzip smaller than leaving it to the release's minifying of each file).
 * Returns the page and the files the bundle replaced. */
function joinScripts(dir, page) {
  const entries = [...page.matchAll(/<script type="module"(?: async)? src="([^"]+)"><\/script>/g)].map(([, src]) => local(src));
  if (entries.length === 0) return { page, replaced: [] };
  const result = buildSync({
    entryPoints: entries.map((entry) => join(dir, entry)),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    legalComments: 'none',
    outdir: dir,
    allowOverwrite: true,
    chunkNames: 'page-[hash]',
    metafile: true,
    write: true,
    logLevel: 'error',
  });
  const inDir = (path) => relative(dir, path).split(sep).join('/');
  const inputs = Object.keys(result.metafile.inputs).map(inDir);
  // The chunks the entries import at once: preloaded, as the modules were.
  const preload = new Set();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!entries.includes(inDir(output))) continue;
    for (const imported of meta.imports) {
      if (imported.kind === 'import-statement') preload.add(basename(imported.path));
    }
  }
  page = page.replace(/<link rel="modulepreload" href="[^"]+">\n?/g, '');
  const links = [...preload].sort().map((chunk) => `<link rel="modulepreload" href="${chunk}">\n  `).join('');
  page = page.replace(/<script type="module"/, `${links}<script type="module"`);
  return { page, replaced: inputs.filter((input) => !entries.includes(input)) };
}

/** Writes each `<script data-inline src="...">` of a page into it, bundled
 * as one classic script. Returns the page and the files it replaced. */
function inlineScripts(dir, page) {
  const replaced = [];
  page = page.replace(/<script data-inline src="([^"]+)"><\/script>/g, (tag, src) => {
    const result = buildSync({
      entryPoints: [join(dir, local(src))],
      bundle: true,
      format: 'iife',
      minify: true,
      legalComments: 'none',
      write: false,
      metafile: true,
      logLevel: 'error',
      // bundles.js's loader uses import.meta.url; the head start takes only
      // its table, so the loader is left out.
      logOverride: { 'empty-import-meta': 'silent' },
    });
    const code = result.outputFiles[0].text.trim();
    if (/<\/script/i.test(code)) throw new Error(`join_entry.mjs: ${src} cannot be written into a page`);
    for (const input of Object.keys(result.metafile.inputs)) replaced.push(relative(dir, input).split(sep).join('/'));
    return `<script>${code}</script>`;
  });
  return { page, replaced };
}

/** Writes the page's icon into it. */
function inlineIcon(dir, page) {
  return page.replace(/<link rel="icon" href="([^"]+\.svg)"[^>]*>/, (tag, href) => {
    const svg = readFileSync(join(dir, local(href)), 'utf8').trim();
    return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}">`;
  });
}

/** Joins the files of `dir`'s pages (PAGES), and removes the sources no
 * file names any more. `texts(dir)` lists the release's text files, and
 * `names(body, name)` tells whether a text names a file (the release's own
 * test, which it renames references by). */
export function joinEntry(dir, texts, names) {
  const candidates = new Set();
  for (const [name, styleName] of Object.entries(PAGES)) {
    const file = join(dir, name);
    if (!existsSync(file)) continue;
    const styles = joinStyles(dir, readFileSync(file, 'utf8'), styleName);
    const inline = inlineScripts(dir, styles.page);
    const scripts = joinScripts(dir, inline.page);
    writeFileSync(file, inlineIcon(dir, scripts.page));
    for (const source of [...styles.replaced, ...inline.replaced, ...scripts.replaced]) candidates.add(source);
  }
  // A replaced source stays while a file that stays names it (the rules
  // pages name colours.css; the worker imports bundles.js).
  const bodies = texts(dir).map((path) => [path, readFileSync(join(dir, path), 'utf8')]);
  const alive = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const source of candidates) {
      if (alive.has(source)) continue;
      const named = bodies.some(([path, body]) => path !== source && (!candidates.has(path) || alive.has(path)) && names(body, basename(source)));
      if (named) {
        alive.add(source);
        grew = true;
      }
    }
  }
  for (const source of candidates) {
    if (alive.has(source)) continue;
    rmSync(join(dir, source));
    const folder = dirname(join(dir, source));
    if (folder !== dir && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
}
