// Tavoliere's service worker: the site keeps working offline after the first
// visit, and an update is picked up on the next visit.
//
// - Installing fetches the entry page and caches it with every asset it names
//   (the hashed wasm, JS and CSS Trunk writes), so all nine games, and the
//   computer opponent that lives in the same wasm, work offline at once.
// - Pages are fetched network first: online, a new build is served and its
//   assets cached; offline, the cached page answers.
// - Other same-origin files are served from the cache, falling back to the
//   network (their names carry a content hash, so a cached copy is never stale);
//   anything fetched is added to the cache.
// - Activating drops caches of other versions of this worker, and a fresh
//   entry page drops the hashed assets of earlier builds.
//
// Every URL is relative to this file, so the site works from any sub-folder.
'use strict';

const CACHE = 'tavoliere-v1';
const ENTRY = new URL('./', self.location).href;

function assetsOf(html, base) {
  const urls = new Set([base]);
  const pattern = /(?:href|src)="([^"#?]+)[^"]*"/g;
  let match;
  while ((match = pattern.exec(html)) !== null) {
    const url = new URL(match[1], base);
    if (url.origin === self.location.origin) {
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
  const assets = assetsOf(html, ENTRY).filter((url) => url !== ENTRY);
  await cache.addAll(assets);
}

async function pageFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      // Every page of the site is the one entry page with a fragment.
      await cache.put(ENTRY, response.clone());
      const html = await response.clone().text();
      const fresh = assetsOf(html, ENTRY).filter((url) => url !== ENTRY);
      cache
        .addAll(fresh)
        .then(() => pruneOldBuilds(cache, fresh))
        .catch(() => {});
    }
    return response;
  } catch (offline) {
    const cached = await cache.match(ENTRY);
    if (cached) {
      return cached;
    }
    throw offline;
  }
}

// Drops assets of earlier builds (Trunk names them with a content hash) that
// the current entry page no longer names, so the cache does not grow forever.
async function pruneOldBuilds(cache, fresh) {
  const keep = new Set(fresh);
  const hashed = /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/;
  for (const request of await cache.keys()) {
    if (hashed.test(new URL(request.url).pathname) && !keep.has(request.url)) {
      await cache.delete(request);
    }
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) {
    return cached;
  }
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
  }
  return response;
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
  if (request.mode === 'navigate') {
    event.respondWith(pageFirst(request));
  } else {
    event.respondWith(cacheFirst(request));
  }
});
