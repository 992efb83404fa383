// A first visit on a phone, for `make bench` (issue 23): each game's play
// page in headless Chromium against the local server (`make serve`'s),
// fresh profile, cache off, Chrome's throttling (CDP), the median of RUNS
// loads of the two marks the page sets:
//   tessera:board-visible  the position can be seen (a picture, or the board)
//   tessera:board-drawn    the board is drawn by the Go program: it can be played
// on "Slow 4G" (150 ms round trip, 1.6 Mbit/s down, CPU 4×) and "4G" (70 ms,
// 9 Mbit/s, CPU 2×); then a repeat visit (service worker) on 4G, the
// service worker's own fetches throttled as the page's. It prints
// a table against the targets, and the bytes a first visit to each
// game fetches before it is playable, as brotli (quality 11) and gzip (-9).
//
//   node e2e/bench/firstvisit.mjs [--runs 5] [--games ur,iris] [--profiles slow4g,4g,repeat]
//                                 [--builds build/before,build] [--files]
//
// --files also lists, for each game, every file fetched before the page was
// playable with its brotli and gzip bytes, largest first.
// Needs `make build` (BUILD=dir for another build folder). --builds compares
// several build folders side by side in one run, game by game, a table each;
// their first visits are taken in turn.
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { build, launchBrowser, root, startServe } from '../lib/harness.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    games: { type: 'string', default: 'ur,ecalper,iris,carteso,echelon' },
    profiles: { type: 'string', default: 'slow4g,4g,repeat' },
    builds: { type: 'string', default: build },
    files: { type: 'boolean', default: false },
  },
});
const runs = Number(opts.runs);
const games = opts.games.split(',');

/** The throttling profiles: round trip (ms), download (bit/s), CPU slowdown, and the targets (ms). */
const profiles = {
  slow4g: { name: 'Slow 4G', rtt: 150, down: 1.6e6, up: 750e3, cpu: 4, visible: 1500, drawn: 5000 },
  '4g': { name: '4G', rtt: 70, down: 9e6, up: 4e6, cpu: 2, visible: 800, drawn: 2000 },
};
const repeatTarget = 500;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** throttle applies a profile to the page by CDP; cacheOff also disables the HTTP cache. */
async function throttle(ctx, page, p, cacheOff) {
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: p.rtt, downloadThroughput: p.down / 8, uploadThroughput: p.up / 8,
  });
  if (cacheOff) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpu });
  return cdp;
}

/**
 * throttleServiceWorkers applies a profile's network to every service
 * worker running in browser. A page's network emulation leaves out the
 * fetches its service worker makes (a navigation it passes to the
 * network would come at once); the worker is a target of its own, which
 * Playwright gives no session for, so the browser's session reaches it
 * through Target.sendMessageToTarget.
 */
async function throttleServiceWorkers(browser, p) {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const workers = targetInfos.filter((t) => t.type === 'service_worker');
  if (workers.length === 0) throw new Error('firstvisit: no service worker runs to throttle');
  for (const { targetId } of workers) {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
    const send = (id, method, params) => cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    await send(1, 'Network.enable', {});
    await send(2, 'Network.emulateNetworkConditions', { offline: false, latency: p.rtt, downloadThroughput: p.down / 8, uploadThroughput: p.up / 8 });
  }
}

/**
 * drawnMarks, evaluated in the page, waits for tessera:board-drawn and
 * gives both marks (a page without tessera:board-visible is visible when
 * drawn), with the document's time origin.
 */
const drawnMarks = `new Promise((resolve) => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime;
  const done = () => {
    const drawn = at('tessera:board-drawn');
    resolve({ visible: Math.min(at('tessera:board-visible') ?? drawn, drawn), drawn, origin: performance.timeOrigin });
  };
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('tessera:board-drawn').length) return;
    observer.disconnect();
    done();
  }).observe({ type: 'mark', buffered: true });
})`;

/**
 * marks loads url in page and returns the times of its two marks (ms from
 * navigation). It waits through the DevTools protocol, one small script run
 * once in the page: Playwright's own waits would first install their helper
 * script in every new document (over 300 KB), taking the main thread from
 * the page while it starts, which a player's browser never does.
 */
async function marks(page, url) {
  const cdp = await page.context().newCDPSession(page);
  const sent = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const deadline = sent + 120_000;
  try {
    for (;;) {
      if (Date.now() > deadline) throw new Error(`firstvisit: ${url} was not drawn in 120 s`);
      const r = await cdp.send('Runtime.evaluate', { expression: drawnMarks, awaitPromise: true, returnByValue: true })
        .catch(() => null); // the document went away under it: ask the new one
      // Marks from before this navigation (the last document, still there) do not count.
      if (r?.result?.value && r.result.value.origin >= sent - 100) return r.result.value;
    }
  } finally {
    await cdp.detach();
  }
}

/** phone is a fresh context the size of a phone (service workers off unless sw). */
const phone = (browser, sw) => browser.newContext({
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  serviceWorkers: sw ? 'allow' : 'block',
});

/**
 * firstVisits measures runs cold visits of game's page on profile p from
 * each server, one result each. The servers' visits are taken in turn, so
 * that the machine's drift falls on every build alike.
 */
async function firstVisits(browser, servers, game, p) {
  const visible = servers.map(() => []);
  const drawn = servers.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [j, server] of servers.entries()) {
      const ctx = await phone(browser, false);
      const page = await ctx.newPage();
      await throttle(ctx, page, p, true);
      const m = await marks(page, `${server.url}/${game}`);
      visible[j].push(m.visible);
      drawn[j].push(m.drawn);
      await ctx.close();
    }
  }
  return servers.map((_, j) => ({ visible: median(visible[j]), drawn: median(drawn[j]) }));
}

/** repeatVisits visits game once (unthrottled), lets the service worker install, then measures runs visits on 4G. */
async function repeatVisits(browser, server, game) {
  const ctx = await phone(browser, true);
  const page = await ctx.newPage();
  await marks(page, `${server.url}/${game}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 120_000 });
  await throttle(ctx, page, profiles['4g'], false);
  await throttleServiceWorkers(browser, profiles['4g']);
  const drawn = [];
  for (let i = 0; i < runs; i++) drawn.push((await marks(page, `${server.url}/${game}`)).drawn);
  await ctx.close();
  return median(drawn);
}

/**
 * firstBytes loads game's page unthrottled, cold, and sums the bodies of
 * the page and every resource it fetched before it was playable,
 * compressed as brotli 11 and gzip -9 (whatever the server sent).
 */
async function firstBytes(browser, server, game) {
  const ctx = await phone(browser, false);
  const page = await ctx.newPage();
  const bodies = new Map();
  page.on('response', (res) => {
    if (res.request().method() === 'GET' && res.ok()) bodies.set(res.url(), res.body().catch(() => null));
  });
  await marks(page, `${server.url}/${game}`);
  const before = await page.evaluate(() => {
    const drawn = performance.getEntriesByName('tessera:board-drawn')[0].startTime;
    return [location.href, ...performance.getEntriesByType('resource')
      .filter((r) => r.startTime < drawn).map((r) => r.name)];
  });
  await ctx.close();
  const files = [];
  for (const url of new Set(before)) {
    const body = await bodies.get(url);
    if (!body) continue;
    files.push({
      path: new URL(url).pathname,
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      gz: zlib.gzipSync(body, { level: 9 }).length,
    });
  }
  const sum = (key) => files.reduce((n, f) => n + f[key], 0);
  return { br: sum('br'), gz: sum('gz'), files: new Set(before).size, each: files.sort((a, b) => b.br - a.br) };
}

const s = (ms) => (ms === undefined ? '' : `${(ms / 1000).toFixed(2)} s`);
const mb = (n) => `${(n / 1e6).toFixed(3)} MB`;
const pad = (x, n) => String(x).padEnd(n);
/** line is a row of the table. */
const line = (r) => `${pad(r.game, 9)}${pad(s(r.slow4g?.visible), 17)}${pad(s(r.slow4g?.drawn), 18)}${pad(s(r['4g']?.visible), 12)}${pad(s(r['4g']?.drawn), 13)}${pad(s(r.repeat), 11)}${mb(r.bytes.br)} / ${mb(r.bytes.gz)}, ${r.bytes.files}`;

const builds = opts.builds.split(',').map((b) => path.resolve(root, b));
const servers = [];
for (const b of builds) servers.push(await startServe(b));
const browser = await launchBrowser();
try {
  const want = opts.profiles.split(',');
  const rows = builds.map(() => []);
  for (const game of games) {
    const now = servers.map(() => ({ game }));
    for (const key of ['slow4g', '4g']) {
      if (!want.includes(key)) continue;
      (await firstVisits(browser, servers, game, profiles[key])).forEach((r, i) => { now[i][key] = r; });
    }
    for (const [i, server] of servers.entries()) {
      const row = now[i];
      if (want.includes('repeat')) row.repeat = await repeatVisits(browser, server, game);
      row.bytes = await firstBytes(browser, server, game);
      rows[i].push(row);
      console.error(`firstvisit: ${path.relative(root, builds[i]) || '.'}: ${line(row)}`);
    }
  }
  for (const [i, b] of builds.entries()) {
    console.log(`First visit on a phone, ${path.relative(root, b) || '.'}, median of ${runs} (visible / playable; targets: Slow 4G ${s(profiles.slow4g.visible)} / ${s(profiles.slow4g.drawn)}, 4G ${s(profiles['4g'].visible)} / ${s(profiles['4g'].drawn)}, repeat on 4G ${s(repeatTarget)}):`);
    console.log(`${pad('game', 9)}${pad('Slow 4G visible', 17)}${pad('Slow 4G playable', 18)}${pad('4G visible', 12)}${pad('4G playable', 13)}${pad('repeat 4G', 11)}bytes before playable (brotli / gzip, files)`);
    for (const r of rows[i]) {
      console.log(line(r));
    }
    if (!opts.files) continue;
    for (const r of rows[i]) {
      console.log(`${r.game}, files before playable (brotli / gzip bytes):`);
      for (const f of r.bytes.each) console.log(`  ${pad(f.br, 9)}${pad(f.gz, 9)}${f.path}`);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
