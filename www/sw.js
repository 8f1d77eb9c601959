// Tavoliere's service worker: the site keeps working offline after the first
// visit, and a new release is picked up on the next visit while online.
//
// - The build (scripts/release.mjs, Trunk's post-build hook) writes into
//   this file the files to keep and a version drawn from every file.
//   Installing caches them: every game's page and computer, the rules
//   pages and the shell work offline at once, and nothing outside dist/ is
//   ever asked for (a plain host would answer 404 and the install would
//   fail). The boards embedded in other sites' pages (bundles/frame-*,
//   bundles/view-* and bundles/inline-*) are kept once used, like any file fetched.
// - Any change to any file changes this file, so the browser installs the
//   new worker on the next visit; it caches the new release and, once
//   active, drops the caches of older ones.
// - A file named by its content (`app.3f9c0a12b4.js`) never changes: the
//   cached copy answers at once. The entry points, whose names stay (the
//   pages, embed.js, the manifest), go to the network first and refresh the
//   cached copy; offline, the cached copy answers.
// - A page never visited answers offline with the entry page, which routes
//   by its fragment.
//
// Every URL is relative to this file, so the site works from any sub-folder.
'use strict';

const VERSION = 'dev';
const FILES = [];

const CACHE = `tavoliere-${VERSION}`;
const ENTRY = new URL('./', self.location).href;

async function precache() {
  const cache = await caches.open(CACHE);
  const urls = [ENTRY, ...FILES.map((name) => new URL(name, self.location).href)];
  await cache.addAll(urls.map((url) => new Request(url, { cache: 'no-cache' })));
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

/** A name with a content hash before its extension never changes. */
function immutable(request) {
  return /\.[0-9a-f]{10}\.[a-z0-9]+$/.test(new URL(request.url).pathname);
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(keyOf(request));
  return cached || networkFirst(request);
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
  event.respondWith(immutable(request) ? cacheFirst(request) : networkFirst(request));
});
