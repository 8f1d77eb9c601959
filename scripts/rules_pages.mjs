// Writes the rules pages whole. Each page in www/rules/ named GAME.LANG.html
// holds only what is its own: its <title>, its description and the body of
// its <main>. The head, the site's header with the language switch and the
// "Play now" button are the same on all eighteen pages, so they are written
// here once. Run on the build's staging folder (scripts/post_build.sh),
// before release.mjs names the linked files by their content.
// Usage: node scripts/rules_pages.mjs STAGE
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The words each language puts around a page, and the other language. */
const LANGUAGES = {
  en: { other: 'it', all: 'All rules', switchTo: 'Leggi in italiano', play: 'Play now' },
  it: { other: 'en', all: 'Tutte le regole', switchTo: 'Read in English', play: 'Gioca ora' },
};

/** A page from its own part: `GAME.LANG.html`'s title and description lines, then its body. */
export function wholePage(game, lang, own) {
  const words = LANGUAGES[lang];
  const lines = own.split('\n');
  const [title, description] = lines;
  if (!/^<title>.*<\/title>$/.test(title) || !/^<meta name="description" content=".*">$/.test(description)) {
    throw new Error(`rules/${game}.${lang}.html must begin with its <title> and <meta name="description"> lines`);
  }
  const body = lines.slice(2).join('\n').replace(/\n?$/, '\n');
  const other = `${game}.${words.other}.html`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${title}
${description}
<link rel="icon" href="../favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="../colours.css">
<link rel="stylesheet" href="rules.css">
<link rel="alternate" hreflang="${words.other}" href="${other}">
<script src="../embed.js" defer></script>
</head>
<body>
<header class="site">
<a class="brand" href="../">Tavoliere</a>
<nav><a href="index.html">${words.all}</a> <a class="lang" href="${other}" hreflang="${words.other}" lang="${words.other}">${words.switchTo}</a></nav>
</header>
<main class="rules">
${body}<p class="play"><a class="button" href="../#play=${game}">${words.play}</a></p>
</main>
</body>
</html>
`;
}

/** Rewrites every `GAME.LANG.html` of a rules folder as its whole page. */
function writeAll(folder) {
  let written = 0;
  for (const name of readdirSync(folder)) {
    const match = /^([a-z]+)\.(en|it)\.html$/.exec(name);
    if (!match) continue;
    const path = join(folder, name);
    writeFileSync(path, wholePage(match[1], match[2], readFileSync(path, 'utf8')));
    written += 1;
  }
  if (written === 0) throw new Error(`no rules pages in ${folder}`);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stage = process.argv[2];
  if (!stage) {
    console.error('usage: node scripts/rules_pages.mjs STAGE');
    process.exit(2);
  }
  writeAll(join(stage, 'rules'));
}
