// Faults injected into the board page, end to end in headless Chromium
// against `make serve`'s server (run `make build` first): saved games that
// are corrupt or foreign, a full storage quota, a tab closed while the
// computer thinks, a Go panic in the page, and AI workers that crash or
// hang. Nothing may be lost, and no page may break its CSP: every page of
// the build is visited once with violations reported.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build, watchPage, useSite } from './lib/harness.mjs';
import { clickCell, drawn, state, until } from './lib/board.mjs';
import { reportCSP } from './lib/csp.mjs';

const site = useSite('ur.html');

/** saved writes a saved game as the page keeps it (wasm/board.Saved). */
const saved = (game, tokens, sides) => JSON.stringify({ v: 1, game, options: {}, tokens, sides });

// An Iris record (docs/rules.md, Iris): black's first turn is one stone on a gray
// cell (g7, the centre of side 7); white's turn starts on the corner a1, so
// its second stone is a1's opposite, m13. Black is to move.
const IRIS = ['g7', 'a1', 'm13'];

/**
 * injectFaults, run in the page before boot.js, wraps
 * tesseraSpawnWorker so that the first AI worker (or every one, for
 * 'hang-all') crashes or hangs, counts the workers in window.spawns, sets
 * the AI's patience, and can make localStorage (not sessionStorage, whose
 * quota is its own) refuse to save while window.storageFull is true.
 */
function injectFaults({ worker, patience, quota }) {
  window.spawns = 0;
  if (patience) window.tesseraAIPatience = patience;
  let real;
  Object.defineProperty(window, 'tesseraSpawnWorker', {
    configurable: true,
    set(fn) { real = fn; },
    get() {
      return real && (() => {
        const w = real();
        window.spawns++;
        const faulty = worker === 'hang-all' || window.spawns === 1;
        if (faulty && (worker === 'hang' || worker === 'hang-all')) w.terminate(); // never answers
        if (faulty && worker === 'crash') {
          setTimeout(() => {
            w.terminate();
            w.dispatchEvent(new ErrorEvent('error', { message: 'injected crash' }));
          }, 0);
        }
        return w;
      });
    },
  });
  if (quota) {
    window.storageFull = true;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (window.storageFull && this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  }
}

/** newContext is a browser context whose pages report CSP violations. */
async function newContext() {
  const context = await site.browser.newContext({ reducedMotion: 'reduce' });
  await reportCSP(context);
  return context;
}

/** open opens url in a new page of context with faults, and waits for the board. */
async function open(context, url, faults) {
  const page = await context.newPage();
  const errors = watchPage(page);
  if (faults) await page.addInitScript(injectFaults, faults);
  await page.goto(url);
  await drawn(page);
  return { page, errors };
}

/** seed stores a saved game for game in context, through a page of the site. */
async function seed(context, game, text) {
  const page = await context.newPage();
  await page.goto(`${site.server.url}/404-seed`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`tessera:${game}:game`, text]);
  await page.close();
}

const notice = (page) => page.locator('#notice-text').textContent();
const note = (page) => page.locator('#note').textContent();

test('a foreign or corrupt saved game is kept aside, each under its own key', async () => {
  const context = await newContext();
  const foreign = saved('iris', IRIS, ['human', 'human']);
  await seed(context, 'ur', foreign);
  const { page, errors } = await open(context, `${site.server.url}/ur#vs=people`);
  assert.equal((await state(page)).ply, 0, 'a new game starts');
  assert.match(await notice(page), /could not be read\. It is a game of Iris, not of Royal Game of Ur\..*"tessera:ur:game.unreadable-1"/);

  const garbage = '\u0000{"v":1,\uFFFD not json';
  await page.evaluate((text) => localStorage.setItem('tessera:ur:game', text), garbage);
  await page.reload();
  await drawn(page);
  assert.equal((await state(page)).ply, 0);
  assert.match(await notice(page), /could not be read\. It is damaged.*"tessera:ur:game.unreadable-2"/);
  const kept = await page.evaluate(() => [1, 2].map((i) => localStorage.getItem(`tessera:ur:game.unreadable-${i}`)));
  assert.deepEqual(kept, [foreign, garbage], 'both bad entries are kept, neither overwritten');
  assert.deepEqual(errors, []);
  await context.close();
});

test('with storage full the game goes on, kept for the tab, and is saved once there is room', async () => {
  const context = await newContext();
  await seed(context, 'iris', saved('iris', IRIS, ['human', 'human']));
  const { page, errors } = await open(context, `${site.server.url}/iris#vs=people`, { quota: true });
  const stored = (area) => page.evaluate((a) => JSON.parse(window[a].getItem('tessera:iris:game') ?? '{"tokens":null}').tokens, area);
  const playOne = async () => { // a stone on the first legal cell (Iris's tokens are cells)
    const { ply, legal } = await state(page);
    await clickCell(page, legal.find((t) => t !== 'pass'));
    // A turn's forced second stone (the only legal move) plays itself
    // just after: wait for it too, or the state read is mid-turn.
    return until(page, (st) => st.ply > ply && st.legal.length !== 1, 'the stone played, and a forced one after it');
  };
  while ((await state(page)).ply < IRIS.length + 3) await playOne();
  assert.match(await notice(page), /would not save the game .*kept for this tab only/);
  assert.deepEqual(await stored('localStorage'), IRIS, 'nothing reached localStorage while it was full');
  const before = await state(page);
  assert.deepEqual(await stored('sessionStorage'), before.tokens, 'the tab keeps the whole game');

  await page.reload();
  await drawn(page);
  assert.deepEqual((await state(page)).tokens, before.tokens, 'a reload (as "Restart board") loses nothing');

  await page.evaluate(() => { window.storageFull = false; });
  const after = await playOne();
  assert.deepEqual(await stored('localStorage'), after.tokens, 'saved once there is room');
  assert.equal(await stored('sessionStorage'), null, 'the tab\'s copy is dropped');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tab closed while the computer thinks reopens at the last ply', async () => {
  const context = await newContext();
  await seed(context, 'iris', saved('iris', IRIS, ['random', 'human']));
  const first = await open(context, `${site.server.url}/iris`, { worker: 'hang-all' });
  await first.page.locator('#thinking').waitFor({ state: 'visible' });
  const before = await state(first.page);
  assert.equal(before.ply, IRIS.length, 'the computer is thinking about ply 4');
  await first.page.close({ runBeforeUnload: true });
  assert.deepEqual(first.errors, []);

  const second = await open(context, `${site.server.url}/iris`);
  // The reopened tab's computer (random, quick) may already have moved:
  // the game is back when it holds every move played before.
  const again = await state(second.page);
  assert.deepEqual([again.tokens.slice(0, before.ply), again.sides], [before.tokens, before.sides], 'the game is back at its last ply');
  await until(second.page, (st) => st.ply > before.ply, 'the computer moving in the reopened tab');
  assert.deepEqual(second.errors, []);
  await context.close();
});

// A crash is seen at once (the worker's error event); a hang only once the
// page's patience runs out, then the grace period, and the fresh worker that
// is asked again gets the same patience: under load, a worker can take
// more than a second just to start, so the patience is a few seconds.
for (const [worker, does, patience] of [['crash', 'crashes', undefined], ['hang', 'hangs', 5000]]) {
  test(`an AI worker that ${does} is restarted and the move asked again`, async () => {
    const context = await newContext();
    await seed(context, 'iris', saved('iris', IRIS, ['random', 'human']));
    const { page, errors } = await open(context, `${site.server.url}/iris`, { worker, patience });
    const s = await until(page, (st) => st.ply > IRIS.length, 'the computer moving after all', 60000);
    assert.deepEqual(s.tokens.slice(0, IRIS.length), IRIS);
    assert.ok(await page.evaluate(() => window.spawns) >= 2, 'a new worker was started');
    assert.doesNotMatch(await note(page), /could not move|did not answer/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a Go panic in the page offers "Restart board", which keeps the game', async () => {
  const context = await newContext();
  const tokens = ['4:L4', '2:L0'];
  await seed(context, 'ur', saved('ur', tokens, ['human', 'human']));
  const { page, errors } = await open(context, `${site.server.url}/ur#vs=people&faults`);
  assert.deepEqual((await state(page)).tokens, tokens);
  await page.evaluate(() => window.tessera.panic());
  const restart = page.locator('#restart-board');
  await restart.waitFor({ state: 'visible' });
  assert.match(await page.locator('#loading-error').textContent(), /^Something went wrong in the board\. /);
  await Promise.all([page.waitForEvent('load'), restart.click()]);
  await drawn(page);
  assert.deepEqual((await state(page)).tokens, tokens, 'the restarted board shows the same game');
  assert.equal(await page.locator('#loading-error').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

/** pagePaths lists the URL paths of the build's pages (ur.html is /ur). */
function pagePaths() {
  const dir = path.join(build, 'public');
  return readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.html') && !['404.html', 'error.html', 'embed.html'].includes(f))
    .map((f) => `/${f.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`)
    .sort();
}

test('no page of the build breaks its Content-Security-Policy', async () => {
  const context = await newContext();
  const paths = [...pagePaths(), '/ur?m=9:Q9', '/no-such-page'];
  assert.ok(paths.includes('/ur') && paths.includes('/'), `pages found: ${paths}`);
  for (const p of paths) {
    const page = await context.newPage();
    const errors = watchPage(page);
    const res = await page.goto(`${site.server.url}${p}`);
    if (await page.locator('#board-canvas').count() > 0) await drawn(page);
    await page.waitForLoadState('load');
    const expected = p.includes('?') ? 400 : p === '/no-such-page' ? 404 : 200;
    assert.equal(res.status(), expected, p);
    assert.deepEqual(errors.filter((e) => !/Failed to load resource: the server responded with a status of (400|404)/.test(e)), [], p);
    await page.close();
  }
  await context.close();
});
