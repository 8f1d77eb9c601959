// Tavoliere's service worker: the site keeps working offline after the first
// visit, and a new build is picked up on the next visit while online.
//
// - Installing caches the entry page, the files the site starts with (the
//   loader, the computer's worker, the wasm and its JS, the style sheet) and
//   every asset the entry page names, so all nine games, and the computer
//   opponent that lives in the same wasm, work offline at once.
// - Every same-origin GET goes to the network first and refreshes the cached
//   copy; offline, the cached copy answers. The file names are stable (the
//   embed script imports them by name), so a cache-first worker would keep an
//   old build forever, and a JS glue file must never be paired with another
//   build's wasm.
// - A page never visited answers offline with the entry page, which routes
//   by its fragment.
// - Activating drops the caches of other versions of this worker.
//
// Every URL is relative to this file, so the site works from any sub-folder.
'use strict';

const CACHE = 'tavoliere-v4';
const ENTRY = new URL('./', self.location).href;
const CORE = ['app.js', 'worker.js', 'tavoliere.js', 'tavoliere_bg.wasm', 'colours.css', 'style.css'].map(
  (name) => new URL(name, self.location).href,
);

function assetsOf(html, base) {
  const urls = new Set();
  const pattern = /(?:href|src)="([^"#?]+)[^"]*"/g;
  let match;
  while ((match = pattern.exec(html)) !== null) {
    const url = new URL(match[1], base);
    if (url.origin === self.location.origin && url.href !== base) {
      urls.add(url.href);
    }
  }
  return [...urls];
}

async function precache() {
  const cache = await caches.open(CACHE);
  const response = await fetch(ENTRY, { cache: 'no-cache' });
  if (!response.ok) {
    throw new Error(`entry page answered ${response.status}`);
  }
  const html = await response.clone().text();
  await cache.put(ENTRY, response);
  const assets = new Set([...CORE, ...assetsOf(html, ENTRY)]);
  await cache.addAll([...assets].map((url) => new Request(url, { cache: 'no-cache' })));
}

// The cache key: the URL without its query, so `?v=2` and a bare name share
// one copy.
function keyOf(request) {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  return url.href;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(keyOf(request), response.clone());
    }
    return response;
  } catch (offline) {
    const cached =
      (await cache.match(keyOf(request))) ||
      (request.mode === 'navigate' ? await cache.match(ENTRY) : undefined);
    if (cached) {
      return cached;
    }
    throw offline;
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(networkFirst(request));
});
