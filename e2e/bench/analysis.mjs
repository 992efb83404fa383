// Analysis figures for `make bench`: in headless Chromium against the
// local server, per game, the time from a click on Hint to the hint shown
// (at ply 20 of a random game) and from a click on Review to the review of
// a 60-ply random game shown (Ur: a 7-piece game), median of 3 runs each,
// on the AI workers the page starts here. The games are played at random
// through the referee, seeded, so every run reviews the same records.
//
//   node e2e/bench/analysis.mjs [--runs 3] [--games ur,iris] [--builds build/before,build]
//
// Needs `make build`. --builds compares several build folders side by
// side in one run, their runs taken in turn, a table each.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, launchBrowser, root, startServe } from '../lib/harness.mjs';
import { buildReferee, randomGame } from '../load/links.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    games: { type: 'string', default: 'ur,ecalper,iris,carteso,echelon' },
    builds: { type: 'string', default: build },
  },
});
const runs = Number(opts.runs);
const games = opts.games.split(',');
const builds = opts.builds.split(',').map((b) => path.resolve(root, b));

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** clickUntil clicks button and returns the ms until done holds. */
async function clickUntil(page, button, done) {
  const start = await page.evaluate(() => performance.now());
  await page.click(button);
  await page.waitForFunction(done, null, { timeout: 300_000, polling: 20 });
  return (await page.evaluate(() => performance.now())) - start;
}

/**
 * started resolves once the page's first AI worker (which the page starts
 * when it is idle after drawing the board) has its Go program
 * instantiated: what a player who clicks a second after the board
 * appears meets.
 */
async function started(page) {
  for (;;) {
    const [worker] = page.workers();
    if (worker && await worker.evaluate(() => globalThis.tesseraWorker?.memory !== undefined)) return;
    await page.waitForEvent('worker', { timeout: 250 }).catch(() => {});
  }
}

/**
 * timed opens url in a fresh context, clicks button and returns the ms
 * until done holds: the first time includes starting the AI worker, or
 * with warm only its wait for the level's data. With again, it then
 * undoes one ply, which clears the words, and times the same click there
 * too, the worker running: [first, again].
 */
async function timed(browser, url, button, done, { again = false, warm = false } = {}) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0 && typeof window.tessera?.state === 'function',
    null, { timeout: 60_000 });
  if (warm) await started(page);
  const times = [await clickUntil(page, button, done)];
  if (again) {
    await page.click('#undo');
    await page.waitForFunction(() => document.getElementById('hint-text').textContent === '', null, { timeout: 60_000 });
    times.push(await clickUntil(page, button, done));
  }
  await context.close();
  return times;
}

/** hinted holds in the page once a hint is shown. */
const hinted = () => /^Hint:/.test(document.getElementById('hint-text').textContent);

/** measure adds one run of each figure for game's record to times. */
async function measure(browser, server, game, tokens, times) {
  const link = (n) => `${server.url}/${game}?m=${tokens.slice(0, n).join('.')}`;
  const [first, again] = await timed(browser, link(20), '#hint', hinted, { again: true });
  times.cold.push(first);
  times.warm.push(again);
  times.ready.push((await timed(browser, link(20), '#hint', hinted, { warm: true }))[0]);
  times.review.push((await timed(browser, link(tokens.length), '#review', () => !document.getElementById('review-graph').hidden))[0]);
}

const referee = buildReferee();
const servers = [];
for (const b of builds) servers.push(await startServe(b));
const browser = await launchBrowser();
try {
  const concurrency = await (async () => {
    const c = await browser.newContext(); const p = await c.newPage();
    const n = await p.evaluate(() => navigator.hardwareConcurrency); await c.close(); return n;
  })();
  const rows = builds.map(() => []);
  for (const game of games) {
    const tokens = randomGame(referee, game, 7, 60);
    const times = servers.map(() => ({ cold: [], ready: [], warm: [], review: [] }));
    for (let i = 0; i < runs; i++) {
      for (const [j, server] of servers.entries()) await measure(browser, server, game, tokens, times[j]);
    }
    const s = (xs) => `${(median(xs) / 1000).toFixed(2)} s`;
    for (const [j, t] of times.entries()) rows[j].push(`| ${game} | ${tokens.length} plies | ${s(t.cold)} | ${s(t.ready)} | ${s(t.warm)} | ${s(t.review)} |`);
  }
  for (const [j, b] of builds.entries()) {
    console.log(`\nanalysis in Chromium, ${path.relative(root, b) || '.'}, ${runs} runs each (median; hardware concurrency ${concurrency})`);
    console.log('| Game | Record | Hint at ply 20 (first, with the worker starting) | Hint at ply 20 (first, the worker started) | Hint at ply 19 (worker running) | Review |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows[j]) console.log(row);
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
