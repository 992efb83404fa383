// The computer players in the browser: the random mover plays whole games
// in a Web Worker while the page stays responsive, and a new game or "move
// now" cuts its thinking short. Needs `make build`.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { artifacts, launchBrowser, root, startServe, watchPage } from './lib/harness.mjs';

let server;
let browser;

before(async () => {
  assert.ok(existsSync(path.join(root, 'build/public/ur.html')), 'run make build first');
  server = await startServe();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.stop();
});

/** openBoard opens /ur with fixed dice, a longtask recorder, and no animations. */
async function openBoard() {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${server.url}/ur#seed=5`);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0,
    null, { timeout: 30_000 });
  return { context, page, errors };
}

/** newGame starts a game through the new-game dialog. */
async function newGame(page, side0, side1, pieces = '2') {
  await page.click('#new-game');
  const dialog = page.locator('#new-game-dialog');
  await dialog.locator('select[name=side0]').selectOption(side0);
  await dialog.locator('select[name=side1]').selectOption(side1);
  const input = dialog.locator('[name=pieces]');
  if (await input.evaluate((el) => el.tagName === 'SELECT')) await input.selectOption(pieces);
  else await input.fill(pieces);
  await page.click('#new-game-start');
  await page.waitForFunction(() => window.tessera.state().ply === 0);
}

const state = (page) => page.evaluate(() => window.tessera.state());

test('the random mover plays a whole game against itself, off the main thread', async (t) => {
  const { context, page, errors } = await openBoard();
  const t0 = await page.evaluate(() => performance.now());
  await newGame(page, 'random', 'random');
  await page.waitForFunction(() => window.tessera.state().over, null, { timeout: 240_000, polling: 500 });
  const s = await state(page);
  assert.equal(s.phase, 'over');
  assert.ok(s.winner, 'a winner is named');
  assert.ok(s.tokens.length > 0);
  assert.equal(s.options.pieces, '2');
  await page.screenshot({ path: path.join(artifacts, 'ai-game-over.png') });
  // Long tasks are those of 50 ms or more; none at all is the best case.
  const tasks = await page.evaluate((since) => window.longTasks.filter((e) => e.start >= since).map((e) => e.duration), t0);
  const longest = tasks.length ? `${Math.round(Math.max(...tasks))} ms` : 'none over 50 ms';
  t.diagnostic(`random vs random, ${s.tokens.length} plies: longest main-thread task during the game: ${longest} (${tasks.length} long tasks)`);
  assert.deepEqual(errors, []);
  await context.close();
});

// The computer thinks (in a worker) only when it has a choice: the first
// plies of Ur, with every piece in the start pool, are forced and play alone.
test('"move now" and a new game cut the computer\'s thinking short', async () => {
  const { context, page, errors } = await openBoard();

  // Move now: the computer's move lands at once, and the game goes on.
  await newGame(page, 'random', 'random');
  await page.waitForSelector('#thinking:visible', { timeout: 60_000 });
  const before = (await state(page)).ply;
  await page.click('#move-now');
  await page.waitForFunction((ply) => window.tessera.state().ply > ply, before, { timeout: 5_000 });

  // A new game while the computer thinks: nothing of the old game lands.
  await page.waitForSelector('#thinking:visible', { timeout: 60_000 });
  await newGame(page, 'human', 'human');
  await page.waitForTimeout(1500); // time enough for a stale reply to land
  const s = await state(page);
  assert.deepEqual(s.tokens, [], 'no move of the cancelled search in the new game');
  assert.equal(s.phase, 'roll');
  assert.ok(await page.locator('#thinking').isHidden());

  // The workers still serve: the computer thinks and plays again.
  await newGame(page, 'random', 'random');
  await page.waitForSelector('#thinking:visible', { timeout: 60_000 });
  await page.waitForSelector('#thinking', { state: 'hidden' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a worker that cannot start makes the computer\'s move fail in words, not hang', async () => {
  const context = await browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
  await context.route(/\/assets\/js\/worker\.[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const page = await context.newPage();
  await page.goto(`${server.url}/ur#seed=5`);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0,
    null, { timeout: 30_000 });
  await newGame(page, 'random', 'random');
  await page.waitForFunction(() => /could not move/.test(document.getElementById('note')?.textContent),
    null, { timeout: 60_000 });
  assert.ok(await page.locator('#thinking').isHidden());
  await context.close();
});
