// The computer players in the browser: the random mover and each Ur level
// play whole games in a Web Worker while the page stays responsive, a new
// game or "move now" cuts their thinking short, and the hint suggests a
// move with a win chance. Needs `make build`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { artifacts, root, watchPage, useSite } from './lib/harness.mjs';

const site = useSite('ur.html');

/**
 * openBoard opens /ur with fixed dice, a longtask recorder, and no
 * animations; fragment adds to the URL's fragment (e.g. "&pace=0": no
 * pauses before automatic plies).
 */
async function openBoard(fragment = '') {
  const context = await site.browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.addInitScript(trackWorkers);
  await page.goto(`${site.server.url}/ur#vs=people&seed=5${fragment}`);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0,
    null, { timeout: 30_000 });
  return { context, page, errors };
}

/**
 * trackWorkers, run in the page before boot.js, counts the AI workers'
 * replies in window.workerReplies, and in window.pendingCancels the
 * searches the page cancelled whose workers have neither answered them (a
 * reply or an error, which the page must drop) nor been terminated: once
 * it is 0, no stale reply can land any more.
 */
function trackWorkers() {
  window.workerReplies = 0;
  window.pendingCancels = 0;
  let real;
  Object.defineProperty(window, 'tesseraSpawnWorker', {
    configurable: true,
    set(fn) { real = fn; },
    get() {
      return real && (() => {
        const w = real();
        const open = new Set(); // the cancelled ids not answered yet
        const parse = (data) => { try { return typeof data === 'string' ? JSON.parse(data) : null; } catch { return null; } };
        const post = w.postMessage.bind(w);
        w.postMessage = (data, ...rest) => {
          const m = parse(data);
          if (m?.type === 'cancel' && !open.has(m.id)) { open.add(m.id); window.pendingCancels++; }
          return post(data, ...rest);
        };
        w.addEventListener('message', (e) => {
          const m = parse(e.data);
          if (m?.type === 'reply') window.workerReplies++;
          if ((m?.type === 'reply' || m?.type === 'error') && open.delete(m.id)) window.pendingCancels--;
        });
        const terminate = w.terminate.bind(w);
        w.terminate = () => { window.pendingCancels -= open.size; open.clear(); terminate(); };
        return w;
      });
    },
  });
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
  // The dialog closes when its game starts. (Not "few plies played": two
  // computers at pace 0 may be past any such count before a poll.)
  await page.waitForFunction(([a, b]) => {
    const s = window.tessera.state();
    return !document.getElementById('new-game-dialog').open && s.sides[0] === a && s.sides[1] === b;
  }, [side0, side1]);
}

const state = (page) => page.evaluate(() => window.tessera.state());

// Main-thread long tasks are a speed target, checked by `make bench`
// (TESSERA_TIMING=1) on a quiet machine; under load they only say how busy
// the machine was, so make test reports them without failing on them.
const timed = process.env.TESSERA_TIMING === '1';
/** moveNow is how long "move now" may take to land: the speed target, or ample. */
const moveNow = timed ? 5_000 : 60_000;

/** longestTask returns the long tasks (50 ms or more) since t0, and words for the longest. */
async function longestTask(page, t0) {
  const tasks = await page.evaluate((since) => window.longTasks.filter((e) => e.start >= since).map((e) => e.duration), t0);
  const longest = tasks.length ? Math.max(...tasks) : 0;
  return { longest, words: tasks.length ? `${Math.round(longest)} ms (${tasks.length} long tasks)` : 'none over 50 ms' };
}

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
  const { words } = await longestTask(page, t0);
  t.diagnostic(`random vs random, ${s.tokens.length} plies: longest main-thread task during the game: ${words}`);
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
  await page.waitForFunction((ply) => window.tessera.state().ply > ply, before, { timeout: moveNow });

  // A new game while the computer thinks: nothing of the old game lands.
  await page.waitForSelector('#thinking:visible', { timeout: 60_000 });
  await newGame(page, 'human', 'human');
  // Every cancelled search answered (its reply dropped) or its worker gone.
  await page.waitForFunction(() => window.pendingCancels === 0, null, { timeout: 10_000 });
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
  const context = await site.browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
  await context.route(/\/assets\/js\/worker\.[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const page = await context.newPage();
  await page.goto(`${site.server.url}/ur#vs=people&seed=5`);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0,
    null, { timeout: 30_000 });
  await newGame(page, 'random', 'random');
  await page.waitForFunction(() => /could not move/.test(document.getElementById('note')?.textContent),
    null, { timeout: 60_000 });
  assert.ok(await page.locator('#thinking').isHidden());
  await context.close();
});

// Every Ur level plays a whole 7-piece game; the AI runs in a worker, so
// the main thread has no long task worth the name.
for (const [left, right] of [['ur-massugu', 'ur-ashikazu-6'], ['ur-expectimax-2', 'ur-expectimax-4'], ['ur-expectimax', 'random']]) {
  test(`${left} and ${right} play a whole 7-piece game, the page staying responsive`, async (t) => {
    const { context, page, errors } = await openBoard('&pace=0');
    const t0 = await page.evaluate(() => performance.now());
    await newGame(page, left, right, '7');
    await page.waitForFunction(() => window.tessera.state().over, null, { timeout: 120_000, polling: 250 });
    const s = await state(page);
    assert.ok(s.winner, 'a winner is named');
    assert.equal(s.options.pieces, '7');
    const { longest, words } = await longestTask(page, t0);
    const replies = await page.evaluate(() => window.workerReplies);
    t.diagnostic(`${left} vs ${right}, ${s.tokens.length} plies, ${s.winner} won, ${replies} worker replies: longest main-thread task: ${words}`);
    assert.ok(replies > 0, 'the computer\'s moves came from its workers');
    if (timed) assert.ok(longest < 200, `longest main-thread task ${longest} ms`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('"move now" makes the strongest level play its best move so far, a legal one', async (t) => {
  const { context, page, errors } = await openBoard('&pace=0');
  await newGame(page, 'ur-expectimax', 'ur-expectimax', '7');
  // Read the position and press "move now" in one step of the page, so that
  // the computer cannot finish its move in between; if it already has, wait
  // for its next search.
  let before;
  for (let i = 0; i < 20 && !before; i++) {
    await page.waitForSelector('#thinking:visible', { timeout: 60_000 });
    before = await page.evaluate(() => {
      const button = document.getElementById('move-now');
      if (button.disabled) return null;
      const s = window.tessera.state();
      button.click();
      return { ...s, clicked: performance.now() };
    });
  }
  assert.ok(before, 'the computer was never caught thinking');
  await page.waitForFunction((ply) => window.tessera.state().ply > ply, before.ply, { timeout: moveNow });
  const took = await page.evaluate((since) => performance.now() - since, before.clicked);
  const after = await state(page);
  const played = after.tokens[before.ply];
  t.diagnostic(`move now: ${played} played ${Math.round(took)} ms after the click`);
  assert.ok(before.legal.includes(played), `${played} is one of ${before.legal}`);
  assert.doesNotMatch(await page.locator('#note').textContent(), /random move/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the new-game dialog describes each choice, with its rating', async () => {
  const { context, page, errors } = await openBoard();
  await page.click('#new-game');
  const about = page.locator('#side1-about');
  assert.match(await about.textContent(), /person|someone/i);
  assert.match(await page.locator('#new-game-first').textContent(), /^Light moves first\./, 'the side as the board shows it, not the notation\'s "left"');
  await page.locator('select[name=side1]').selectOption('ur-near-perfect');
  assert.match(await about.textContent(), /solved game's best move .*in \d+(\.\d)?% of positions/);
  assert.match(await page.locator('select[name=side1] option[value="ur-massugu"]').textContent(), /Massugu/);
  // A level rated on the ladder says so; one that is not (Deep) does not.
  await page.locator('select[name=side1]').selectOption('ur-expectimax-2');
  assert.match(await about.textContent(), /Rated about \d[\d,]*, where random play is 0\. The usual opponent\.$/);
  await page.locator('select[name=side1]').selectOption('ur-expectimax');
  assert.doesNotMatch(await about.textContent(), /Rated/);
  await page.click('#new-game-cancel');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the hint gives the win chance before the roll, then a move to highlight', async () => {
  const { context, page, errors } = await openBoard('&pace=0');
  await newGame(page, 'human', 'human', '7');
  await page.click('#hint');
  await page.waitForFunction(() => /Your chance to win: \d+%/.test(document.getElementById('hint-text').textContent),
    null, { timeout: 10_000 });
  // Roll until a person has a choice of moves (forced ones play alone).
  for (let i = 0; i < 40; i++) {
    const s = await state(page);
    if (s.phase === 'move' && s.legal.length > 1) break;
    if (s.phase === 'roll') await page.click('#roll');
    await page.waitForFunction(([ply, phase]) => { const n = window.tessera.state(); return n.ply !== ply || n.phase !== phase; },
      [s.ply, s.phase]);
  }
  const s = await state(page);
  assert.equal(s.phase, 'move');
  assert.ok(await page.locator('#hint').isEnabled());
  await page.click('#hint');
  await page.waitForFunction(() => /^Hint: move the piece on [LMR]\d \(to [LMR]\d\)\. Your chance to win: \d+%/.test(document.getElementById('hint-text').textContent),
    null, { timeout: 10_000 });
  const text = await page.locator('#hint-text').textContent();
  const from = text.match(/on ([LMR]\d)/)[1];
  assert.ok(s.legal.some((tok) => tok.endsWith(`:${from}`)), `${text}: a piece that can move (${s.legal})`);
  await page.screenshot({ path: path.join(artifacts, 'ai-hint.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * countSpawns, run in the page before boot.js, counts the AI workers the
 * page starts in window.spawns.
 */
function countSpawns() {
  window.spawns = 0;
  let real;
  Object.defineProperty(window, 'tesseraSpawnWorker', {
    configurable: true,
    set(fn) { real = fn; },
    get() { return real && (() => { window.spawns++; return real(); }); },
  });
}

/** idle resolves in the page after the idle callbacks asked for before it have run. */
const idle = (page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));

test('the first AI worker starts once the board is drawn, and the first hint uses it; an embed starts none', async () => {
  const context = await site.browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(countSpawns);
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(`${site.server.url}/iris#vs=people`);
  await page.waitForFunction(() => window.spawns === 1, null, { timeout: 30_000 });
  assert.ok(await page.evaluate(() => performance.getEntriesByName('tessera:board-drawn').length > 0), 'the board was drawn first');
  await page.click('#hint');
  await page.waitForFunction(() => /\d+%/.test(document.getElementById('hint-text').textContent), null, { timeout: 30_000 });
  assert.equal(await page.evaluate(() => window.spawns), 1, 'the hint was asked of the worker already running');
  assert.deepEqual(errors, []);

  const embed = await context.newPage();
  const embedErrors = watchPage(embed);
  await embed.goto(`${site.server.url}/embed/iris`);
  await embed.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0, null, { timeout: 30_000 });
  await idle(embed);
  assert.equal(await embed.evaluate(() => window.spawns), 0, 'an embed waits for its first request');
  assert.deepEqual(embedErrors, []);
  await context.close();
});

/** lazyModel matches the URL of the near-perfect level's network. */
const lazyModel = /\/assets\/lazy\/ur7\.[0-9a-f]+\.tuple$/;

test('the near-perfect level fetches its network only when chosen, then plays a whole game quickly', async (t) => {
  const { context, page, errors } = await openBoard('&pace=0');
  const fetched = [];
  context.on('request', (req) => { if (lazyModel.test(req.url())) fetched.push(req.url()); });
  await newGame(page, 'ur-expectimax-2', 'random', '7');
  await page.waitForFunction(() => window.tessera.state().ply > 20, null, { timeout: 60_000 });
  assert.deepEqual(fetched, [], 'no network download for the other levels');
  const t0 = await page.evaluate(() => performance.now());
  await newGame(page, 'ur-near-perfect', 'ur-near-perfect', '7');
  await page.waitForFunction(() => window.tessera.state().over, null, { timeout: 120_000, polling: 250 });
  const took = await page.evaluate((since) => performance.now() - since, t0);
  const s = await state(page);
  assert.ok(s.winner, 'a winner is named');
  assert.ok(fetched.length >= 1, 'the network was downloaded');
  assert.doesNotMatch(await page.locator('#note').textContent(), /could not be loaded/);
  const { longest, words } = await longestTask(page, t0);
  t.diagnostic(`near-perfect self-play: ${s.tokens.length} plies in ${Math.round(took)} ms (${(took / s.tokens.length).toFixed(1)} ms a ply, download and forced plies included); longest main-thread task: ${words}`);
  assert.ok(await page.evaluate(() => window.workerReplies) > 0, 'the computer\'s moves came from its workers');
  if (timed) assert.ok(longest < 200, `longest main-thread task ${longest} ms`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('without its network the near-perfect level still moves, and says why it played as Expectimax', async () => {
  const context = await site.browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
  await context.route(lazyModel, (route) => route.fulfill({ status: 503, body: 'down' }));
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(`${site.server.url}/ur#vs=people&seed=5&pace=0`);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0, null, { timeout: 30_000 });
  await newGame(page, 'ur-near-perfect', 'random', '7');
  await page.waitForFunction(() => /could not be loaded.*503.*Expectimax chose this move instead/.test(document.getElementById('note').textContent),
    null, { timeout: 60_000 });
  assert.ok((await state(page)).ply > 0);
  assert.deepEqual(errors.filter((e) => !/503/.test(e)), []);
  await context.close();
});

test('a finished game is reviewed: mistakes marked in the move list, every choice explained', async () => {
  const { context, page, errors } = await openBoard('&pace=0');
  await newGame(page, 'human', 'human', '7');
  const record = readFileSync(path.join(root, 'e2e/fixtures/ur-game.txt'), 'utf8');
  await page.click('#export');
  await page.fill('#record-text', record);
  await page.click('#record-import');
  await page.waitForFunction(() => window.tessera.state().over, null, { timeout: 10_000 });
  assert.ok(await page.locator('#review').isVisible());
  await page.click('#review');
  await page.waitForSelector('#moves button[data-grade]', { timeout: 60_000 });
  const graded = page.locator('#moves button[data-grade]');
  const n = await graded.count();
  assert.ok(n > 0, 'some moves are marked');
  // The rows name the sides as the board shows them, not the notation's left and right.
  const who = await page.locator('#moves .who').allTextContents();
  assert.deepEqual(who.slice(0, 2), ['1. Light', '2. Dark']);
  assert.match(await page.locator('#review-graph figcaption').textContent(), /^The chance to win of light, who moves first/);
  const label = await graded.first().getAttribute('aria-label');
  assert.match(label, /(an inaccuracy|a mistake|a blunder): \d+\.\d% of the chance to win lost/);
  await graded.first().click();
  const text = await page.locator('#review-text').textContent();
  assert.match(text, /Chances to win after the best moves: \S+ \d+\.\d% \(best\)/);
  assert.match(text, /\(played\)/);
  assert.doesNotMatch(text, /could not be loaded/);
  // The move list is below the window's fold: the page scrolled to it, and
  // the board, whose better move the player now looks at, stayed in sight.
  const [scrolled, board, height] = await page.evaluate(() => {
    const r = document.getElementById('board-canvas').getBoundingClientRect();
    return [scrollY, { top: r.top, bottom: r.bottom }, innerHeight];
  });
  assert.ok(scrolled > 0, 'the page scrolled to the move list');
  assert.ok(board.top >= 0 && board.bottom <= height, `the board is in sight: ${JSON.stringify(board)} in ${height} px`);
  await page.screenshot({ path: path.join(artifacts, 'ai-review.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
