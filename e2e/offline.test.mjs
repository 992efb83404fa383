// Offline play: after one visit the service worker serves the site with the
// network off, and a new build replaces the cached one as one unit.
// Needs `make build` (build/public and build/bin/serve).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { artifacts, freePort, root, watchPage, build, useSite } from './lib/harness.mjs';
import { reportCSP } from './lib/csp.mjs';
import { setOption } from './lib/board.mjs';

const site = useSite('sw.js');

/** boardDrawn waits for the board page's Go program to draw the board. */
async function boardDrawn(page) {
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0,
    null, { timeout: 30_000 });
}

/**
 * progressFilled waits for the loading screen's bar to show the whole
 * download: it is set at the frame after the last bytes, which can come
 * after the board is drawn.
 */
async function progressFilled(page) {
  await page.waitForFunction(() => document.getElementById('loading-progress').value === 1, null, { timeout: 10_000 });
}

/** controlled waits until the service worker is active and controls the page. */
async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated',
    null, { timeout: 30_000 });
}

const state = (page) => page.evaluate(() => window.tessera.state());

/** chooseSides starts a new game of pieces between side0 and side1. */
async function chooseSides(page, side0, side1, pieces) {
  await page.click('#new-game');
  await page.locator('#new-game-dialog select[name=side0]').selectOption(side0);
  await page.locator('#new-game-dialog select[name=side1]').selectOption(side1);
  await setOption(page.locator('#new-game-dialog'), 'pieces', pieces);
  await page.click('#new-game-start');
  // The dialog closes when its game starts. (Not "few plies played": two
  // computers may be past any such count before a poll.)
  await page.waitForFunction(([a, b]) => {
    const s = window.tessera.state();
    return !document.getElementById('new-game-dialog').open && s.sides[0] === a && s.sides[1] === b;
  }, [side0, side1]);
}

/** target returns the cell a piece on from reaches in n steps (docs/rules.md's Ur path). */
function target(from, n, toMove) {
  const side = from[0] === 'M' ? toMove[0].toUpperCase() : from[0];
  const p = [4, 3, 2, 1, 0].map((r) => side + r)
    .concat([0, 1, 2, 3, 4, 5, 6, 7].map((r) => `M${r}`), [7, 6, 5].map((r) => side + r));
  return p[p.indexOf(from) + n];
}

/**
 * playByHand plays until n moves were chosen by hand, as people do: the
 * roll button, then a click on the piece and one on its target. Forced
 * plies (the only legal move) play by themselves meanwhile.
 */
async function playByHand(page, n) {
  for (let hand = 0; hand < n;) {
    const s = await state(page);
    if (s.phase === 'roll') {
      await page.click('#roll');
      await page.waitForFunction((ply) => {
        const now = window.tessera.state();
        return now.phase !== 'roll' || now.ply > ply;
      }, s.ply);
    } else if (s.phase === 'move' && s.legal.length > 1) {
      const [roll, from] = s.legal[0].split(':');
      for (const cell of [from, target(from, Number(roll), s.toMove)]) {
        const { x, y } = await page.evaluate((c) => window.tessera.cellCenter(c), cell);
        await page.mouse.click(x, y);
      }
      await page.waitForFunction((ply) => window.tessera.state().ply > ply, s.ply);
      hand++;
    } else {
      await page.waitForFunction(([ply, phase]) => { // a forced ply plays itself
        const now = window.tessera.state();
        return now.ply > ply || now.phase !== phase;
      }, [s.ply, s.phase]);
    }
  }
  return state(page);
}

test('after one visit, /ur plays offline: by hand, a share link, a whole game against the computer; and so does a game never visited', async () => {
  const context = await site.browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = watchPage(page);
  const progress = () => page.locator('#loading-progress').evaluate((p) => p.value);
  await page.goto(`${site.server.url}/ur#vs=people&seed=11`);
  await boardDrawn(page);
  await progressFilled(page);
  await controlled(page);
  assert.equal(await page.locator('.update-bar').count(), 0, 'a first visit has no new version to offer');

  // The near-perfect level's network is downloaded when first chosen, and
  // cached for offline play; its endgame follows in the background, cached
  // too before any game of it nears its end.
  await chooseSides(page, 'ur-near-perfect', 'random', '7');
  await page.waitForFunction(() => window.tessera.state().ply > 12, null, { timeout: 60_000 });
  assert.doesNotMatch(await page.locator('#note').textContent(), /could not be loaded/);
  await page.waitForFunction(() => {
    const url = JSON.parse(document.getElementById('tessera').dataset.lazy)['ur4.end'];
    return caches.match(new URL(url, location.href).href).then(Boolean);
  }, null, { timeout: 60_000, polling: 100 });

  await context.setOffline(true);
  await page.reload();
  await boardDrawn(page);
  assert.equal(await progress(), 0, "from the service worker's cache, no copy of the module for a progress bar");
  await chooseSides(page, 'ur-near-perfect', 'random', '7');
  await page.waitForFunction(() => window.tessera.state().ply > 12, null, { timeout: 60_000 });
  assert.doesNotMatch(await page.locator('#note').textContent(), /could not be loaded/, 'the network, offline');
  await chooseSides(page, 'human', 'human', '7');
  const s = await playByHand(page, 2);
  assert.ok(s.tokens.length >= 3, `played ${s.tokens}`);
  await page.screenshot({ path: path.join(artifacts, 'offline-board.png') });

  const tokens = s.tokens.slice(0, 3);
  await page.goto(`${site.server.url}/ur?m=${tokens.join('.')}`);
  await boardDrawn(page);
  assert.deepEqual((await state(page)).tokens, tokens, 'the shared position, opened offline');

  // A whole game offline, the computer playing both sides in its workers.
  await chooseSides(page, 'random', 'random', '1');
  await page.waitForFunction(() => window.tessera.state().over, null, { timeout: 120_000, polling: 500 });
  assert.match((await state(page)).winner, /left|right/);

  // Another game, never visited: its own program was never downloaded, and
  // the program for every game, from the cache, plays it.
  await page.goto(`${site.server.url}/iris#vs=people`);
  await boardDrawn(page);
  assert.equal((await state(page)).game, 'iris');
  const own = await page.locator('#wasm').getAttribute('href');
  assert.equal(precache(path.join(build, 'public')).urls.includes(own), false, `the service worker does not precache ${own}`);
  assert.equal(await page.evaluate((u) => caches.match(u).then(Boolean), own), false, `${own} is not in the cache`);

  assert.deepEqual(errors, []);
  await context.close();
});

test('a failed download is shown in words, with a Retry button that works', async () => {
  const context = await site.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let fail = true;
  await context.route(/\/assets\/ur\.[0-9a-f]+\.wasm$/, (route) => (fail ? route.abort() : route.continue()));
  await page.goto(`${site.server.url}/ur#vs=people`);
  const error = page.locator('#loading-error');
  await error.waitFor({ state: 'visible' });
  assert.match(await error.textContent(), /could not be downloaded/);
  fail = false;
  await Promise.all([page.waitForEvent('load'), error.getByRole('button', { name: 'Retry' }).click()]);
  await boardDrawn(page);
  await progressFilled(page);
  await context.close();
});

// A page kept from an earlier deploy names assets that are gone: its own
// loader script (guard.js, at a fixed URL, reports it) or the wasm (the
// loader reports it). Either way the player reads what happened and gets a
// button that reloads, never an endless "Loading…".
for (const [what, asset, button] of [
  ['loader script', /\/assets\/js\/boot\.[0-9a-f]+\.js$/, 'Reload'],
  ['wasm', /\/assets\/ur\.[0-9a-f]+\.wasm$/, 'Retry'],
]) {
  test(`a page whose ${what} is gone (404) says so, with a ${button} button that works`, async () => {
    const context = await site.browser.newContext({ serviceWorkers: 'block' });
    await reportCSP(context);
    const page = await context.newPage();
    const errors = watchPage(page);
    let gone = true;
    await context.route(asset, (route) => (gone ? route.fulfill({ status: 404, body: 'Page not found' }) : route.continue()));
    await page.goto(`${site.server.url}/ur#vs=people`);
    const error = page.locator('#loading-error');
    await error.waitFor({ state: 'visible' });
    assert.match(await error.textContent(), /could not be (loaded|downloaded)/);
    gone = false;
    await Promise.all([page.waitForEvent('load'), error.getByRole('button', { name: button }).click()]);
    await boardDrawn(page);
    assert.equal(await error.isVisible(), false);
    assert.deepEqual(errors.filter((e) => !/status of 404/.test(e)), []);
    await context.close();
  });
}

/** precache reads the PRECACHE, LAZY and STANDINS lists of a built site's sw.js. */
function precache(dir) {
  const sw = readFileSync(path.join(dir, 'sw.js'), 'utf8');
  return {
    build: /const BUILD = "([^"]+)"/.exec(sw)[1],
    urls: JSON.parse(/const PRECACHE = (\[[^\]]*\]);/.exec(sw)[1]),
    lazy: JSON.parse(/const LAZY = (\[[^\]]*\]);/.exec(sw)[1]),
    standIns: JSON.parse(/const STANDINS = (\{[^}]*\});/.exec(sw)[1]),
  };
}

/** serveDir runs `make serve`'s server on dir; it reads the files at each request. */
async function serveDir(dir) {
  const port = await freePort();
  const child = spawn(path.join(build, 'bin/serve'), ['-dir', dir],
    { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/`);
      return { url, stop: () => child.kill() };
    } catch (err) {
      if (i > 100) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** controlledPage opens /ur in a context of its own and waits until the service worker controls it. */
async function controlledPage() {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(`${site.server.url}/ur#vs=people`);
  await boardDrawn(page);
  await controlled(page);
  return { context, page, errors };
}

test("a first visit downloads each file once: the service worker precaches the assets the page loaded from the HTTP cache, and the program for every game in place of the game's own", async () => {
  const { context, page, errors } = await controlledPage();
  // The engines' program, which the page fetches for its first AI worker
  // once the board is drawn, while the service worker precaches it.
  const engines = new URL(await page.locator('#tessera').getAttribute('data-engines'), site.server.url).pathname;
  await page.waitForFunction((p) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === p), engines, { timeout: 60_000 });
  const bytes = (entries) => Object.fromEntries(entries.map((e) => [new URL(e.name).pathname, e.transferSize]));
  const pageGot = bytes(await page.evaluate(() => performance.getEntriesByType('resource').map(({ name, transferSize }) => ({ name, transferSize }))));
  const [sw] = context.serviceWorkers();
  const swGot = bytes(await sw.evaluate(() => performance.getEntriesByType('resource').map(({ name, transferSize }) => ({ name, transferSize }))));
  const own = await page.locator('#wasm').getAttribute('href');
  const all = await page.locator('#wasm').getAttribute('data-all');
  assert.match(own, /^\/assets\/ur\.[0-9a-f]+\.wasm$/);
  assert.ok(pageGot[own] > 100_000, `the page downloaded Ur's own program (${own}: ${pageGot[own]} bytes)`);
  assert.equal(swGot[own], undefined, "the service worker does not precache the game's own program");
  assert.equal(pageGot[all], undefined, 'the page did not download the program for every game');
  assert.ok(swGot[all] > 100_000, `the service worker precached the program for every game (${all}: ${swGot[all]} bytes)`);
  const css = Object.keys(pageGot).find((p) => /^\/assets\/css\/board\.[0-9a-f]+\.css$/.test(p));
  assert.ok(pageGot[css] > 0, `the page downloaded ${css}`);
  assert.equal(swGot[css], 0, 'the precache took the stylesheet from the HTTP cache');
  const fromNetwork = [pageGot[engines], swGot[engines]].filter((n) => n > 0);
  assert.equal(fromNetwork.length, 1, `the engines' program came once from the network (page ${pageGot[engines]} bytes, service worker ${swGot[engines]})`);
  assert.ok(swGot['/ur'] > 0, 'pages are fetched afresh');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the service worker leaves to the network what it never caches: a share link\'s picture', async () => {
  const { context, page, errors } = await controlledPage();
  const [picture, style] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/preview/')),
    page.waitForResponse((r) => /\/assets\/css\/site\.[0-9a-f]+\.css$/.test(r.url())),
    page.goto(`${site.server.url}/ur?m=0.0.4:L4`),
  ]);
  assert.ok(style.fromServiceWorker(), 'the page is served by the service worker');
  assert.ok(picture.ok(), `the picture loads (${picture.status()})`);
  assert.equal(picture.fromServiceWorker(), false, `${picture.url()} comes from the network untouched`);
  await boardDrawn(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a page of the build comes from the service worker's cache without a wait on the network; a share link still asks the server", async () => {
  const { context, page, errors } = await controlledPage();
  const [sw] = context.serviceWorkers();
  /** fetched counts the service worker's own requests of path (its resource timing). */
  const fetched = (p) => sw.evaluate((want) => performance.getEntriesByType('resource')
    .filter((e) => { const u = new URL(e.name); return u.pathname + u.search === want; }).length, p);
  const share = '/ur?m=0.0.4:L4';
  const before = { page: await fetched('/ur'), share: await fetched(share) };
  const again = await page.goto(`${site.server.url}/ur`);
  assert.ok(again.fromServiceWorker(), 'the page is served by the service worker');
  await boardDrawn(page);
  await page.goto(`${site.server.url}${share}`);
  await boardDrawn(page);
  assert.equal(await fetched(share), before.share + 1, 'the share link was fetched from the server');
  assert.equal(await fetched('/ur'), before.page, 'the page was not fetched again');
  assert.deepEqual(errors, []);
  await context.close();
});

test("when the engines' program cannot be downloaded, the player is told, and the computer plays once it can be", async () => {
  // No service worker: it would fetch the program for its cache, unrouted,
  // and serve the page's next try from there.
  const context = await site.browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
  let fail = true;
  await context.route(/\/assets\/engines\.[0-9a-f]+\.wasm$/, (route) => (fail ? route.abort() : route.continue()));
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(`${site.server.url}/iris#vs=people&seed=5`);
  await boardDrawn(page);
  // Iris's first stone is a choice (Ur's first move for the computer, one
  // entering piece, is played without asking).
  const computerFirst = async () => {
    await page.click('#new-game');
    await page.locator('#new-game-dialog select[name=side0]').selectOption('iris-mcts-300');
    await page.locator('#new-game-dialog select[name=side1]').selectOption('human');
    await page.click('#new-game-start');
  };
  await computerFirst();
  await page.waitForFunction(() => /could not be downloaded/.test(document.getElementById('note').textContent), null, { timeout: 60_000 });
  assert.equal(await page.locator('#note').textContent(),
    'The computer player could not be downloaded: the network seems to be down. Start a new game to try again.');
  assert.equal((await state(page)).ply, 0, 'no move was played for the computer');
  assert.match(await page.locator('#turn').textContent(), /^The computer could not move · /, 'no longer said to be thinking');

  fail = false;
  await computerFirst();
  await page.waitForFunction(() => window.tessera.state().ply > 0, null, { timeout: 60_000 });
  assert.doesNotMatch(await page.locator('#note').textContent(), /could not move/);
  assert.doesNotMatch(await page.locator('#turn').textContent(), /could not move/);
  // The aborted downloads are the console's only errors.
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await context.close();
});

test('a new build replaces the cached one as one unit, when the player accepts it', async () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tessera-offline-'));
  const dir = path.join(tmp, 'site');
  const staticB = path.join(tmp, 'static');
  cpSync(path.join(build, 'public'), dir, { recursive: true });
  const srv = await serveDir(dir);
  const context = await site.browser.newContext();
  try {
    const page = await context.newPage();
    const errors = watchPage(page);
    const loaded = [];
    context.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto(`${srv.url}/ur#vs=people`);
    await boardDrawn(page);
    await controlled(page);
    const a = precache(dir);
    assert.ok(a.lazy.length > 0, 'the build has lazy assets');
    assert.deepEqual(a.lazy.filter((u) => a.urls.includes(u)), [], 'lazy assets are not precached');
    await page.evaluate((url) => fetch(url).then((r) => r.arrayBuffer()), a.lazy[0]); // a level fetches its data
    await page.waitForFunction((url) => caches.match(url).then(Boolean), a.lazy[0]);
    const other = await context.newPage(); // a second tab of build A
    await other.goto(`${srv.url}/ur#vs=people`);
    await boardDrawn(other);
    await other.evaluate(() => { window.stillBuildA = true; });

    // Build B: the same site with one stylesheet changed, in place (a rule,
    // not a comment, which the build's minifier drops).
    cpSync(path.join(root, 'static'), staticB, { recursive: true });
    appendFileSync(path.join(staticB, 'css/loader.css'), '.build-b { color: red; }\n');
    execFileSync('go', ['run', './site/cmd/publish', '-static', staticB, '-wasm', path.join(build, 'wasm'), '-cache', path.join(build, 'cache'), '-out', dir],
      { cwd: root, stdio: 'ignore' });
    const b = precache(dir);
    assert.notEqual(a.build, b.build);

    await page.reload();
    await boardDrawn(page);
    await page.waitForSelector('.update-bar button', { timeout: 30_000 });
    assert.ok((await page.evaluate(() => caches.keys())).includes(`tessera-${a.build}`),
      'build A stays until the player accepts B');
    loaded.length = 0;
    await Promise.all([page.waitForEvent('load'), page.click('.update-bar button')]);
    await boardDrawn(page);
    await controlled(page);

    const assets = loaded.filter((p) => p.startsWith('/assets/'));
    assert.ok(assets.some((p) => !a.urls.includes(p)), `the page runs build B: ${assets}`);
    // A game's own program is B's too: its stand-in, the program for every game, is B's.
    assert.deepEqual(assets.filter((p) => !b.urls.includes(b.standIns[p] ?? p)), [], 'every asset of the page is from build B');
    assert.deepEqual(await page.evaluate(() => caches.keys()), [`tessera-${b.build}`]);
    assert.ok(await page.evaluate(([name, url]) => caches.open(name).then((c) => c.match(url)).then(Boolean), [`tessera-${b.build}`, a.lazy[0]]),
      'the lazy asset fetched under build A is carried over to B');
    await other.waitForSelector('.update-bar button');
    assert.ok(await other.evaluate(() => window.stillBuildA), 'the other tab is offered B, not switched');

    // B, now cached, plays offline.
    await context.setOffline(true);
    await page.reload();
    await boardDrawn(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    srv.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
});
