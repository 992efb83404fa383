// The service worker: Tessera offline. The build writes
// `const BUILD = "<id>"; const PRECACHE = [...every asset and page URL...];
// const LAZY = [...the lazy assets, cached on first use...];
// const STANDINS = {...each game's own program: the program for every game...};`
// above this code and serves the whole at /sw.js. A game's own program
// (smaller, what a first visit loads) is not precached: the program for
// every game is, and is served in its place.
//
// Each build lives in its own cache, filled all or nothing at install and
// made the only one at activation, so a page never mixes two builds: its
// assets are content-hashed and it asks only for its own. A new build waits
// until every page of the old one is gone, or until a page accepts it
// (SKIP_WAITING from boot.js's "Reload" bar).
'use strict';

const CACHE_PREFIX = 'tessera-';
const CACHE = CACHE_PREFIX + BUILD;
const NOT_FOUND = '/404'; // the page for URLs the cache does not know
const NAVIGATION_TIMEOUT = 3000; // ms to wait for the network before the cached page
const PRECACHED = new Set(PRECACHE);

/** isAsset says whether path is a content-hashed asset's (its URL names its content). */
const isAsset = (path) => path.startsWith('/assets/');

/**
 * fetchForCache fetches url for the cache and refuses error responses. An
 * asset (under /assets/) may come from the browser's HTTP cache, where the
 * page's own load has just put the largest of them (the wasm module): its
 * URL names its content, so any copy is right, and a first visit downloads
 * it once, not twice. Pages and the other files are fetched afresh.
 */
async function fetchForCache(url) {
  const res = await fetch(new Request(url, { cache: isAsset(url) ? 'default' : 'reload' }));
  if (!res.ok) throw new Error(`sw: precaching ${url}: ${res.status}`);
  return res;
}

/**
 * carryLazy copies into cache the lazy assets (fetched only when a page
 * needs them, as a computer level's data) that an earlier build cached:
 * their URLs are content-hashed, so an unchanged one is still right, and
 * a level that played offline before an update still does after it.
 */
async function carryLazy(cache) {
  await Promise.all(LAZY.map(async (url) => {
    const old = await caches.match(url, { ignoreVary: true });
    if (old) await cache.put(url, old);
  }));
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    try {
      // Each response goes into the cache as it comes, its body read at
      // once: WebKit holds a connection until its body is read, so
      // fetching all before storing any stalls at its connections per
      // host, and the install never ends. This build's cache serves no
      // page before activation, so a partial one is never seen.
      const cache = await caches.open(CACHE);
      await Promise.all(PRECACHE.map(async (url) => cache.put(url, await fetchForCache(url))));
      await carryLazy(cache);
    } catch (err) {
      await caches.delete(CACHE); // all or nothing: try again at the next visit
      throw err;
    }
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

// Only a page of this origin may ask the waiting worker to take over.
self.addEventListener('message', (event) => {
  if (event.origin && event.origin !== self.location.origin) return;
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

/** fromCache finds request in this build's cache. */
async function fromCache(request, options) {
  const cache = await caches.open(CACHE);
  return cache.match(request, { ignoreVary: true, ...options });
}

/** assetFirst serves an asset from the cache, else from the network. */
async function assetFirst(request) {
  const cached = await fromCache(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok) {
    const copy = res.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return res;
}

/**
 * standIn serves a game's own program: the program for every game from
 * the cache, which plays it too, else the game's own from the network.
 */
async function standIn(request, all) {
  const cached = await fromCache(all);
  return cached || assetFirst(request);
}

/**
 * page serves a navigation to url. A page of this build asked for as it is, with
 * no query (a board, rules or report page), comes from the cache at once,
 * without waiting for the network: it is this build's, as are the assets it
 * names, and a new build's pages wait in their own cache until the player
 * accepts them. Any other (a share link, which Go renders for its query)
 * comes from the network, falling back after a short wait to this build's
 * copy of the page, ignoring the query (the page's wasm reads it), then to
 * the cached 404 page. A page from the network is never cached: the cache
 * holds this build's pages only.
 */
async function page(request, url) {
  if (!url.search && PRECACHED.has(url.pathname)) {
    const cached = await fromCache(request);
    if (cached) return cached;
  }
  const network = fetch(request);
  network.catch(() => {}); // a failure is handled below
  const timeout = new Promise((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT));
  try {
    const res = await Promise.race([network, timeout]);
    if (res) return res;
  } catch {
    // offline: fall back to the cache
  }
  const cached = await fromCache(request, { ignoreSearch: true });
  if (cached) return cached;
  const notFound = await fromCache(NOT_FOUND);
  if (notFound) {
    return new Response(notFound.body, { status: 404, statusText: 'Not Found', headers: notFound.headers });
  }
  return network; // nothing cached: the network's answer or its error
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
  } else if (STANDINS[url.pathname]) {
    event.respondWith(standIn(request, STANDINS[url.pathname]));
  } else if (isAsset(url.pathname)) {
    event.respondWith(assetFirst(request));
  } else if (PRECACHED.has(url.pathname + url.search)) {
    event.respondWith(fromCache(request).then((cached) => cached || fetch(request)));
  }
  // Anything else (a share link's pictures, which the server draws for
  // each link) is never in the cache: the browser fetches it as if there
  // were no service worker, and a page left while one loads just drops it
  // (intercepted, Firefox reports such a drop as an error).
});
