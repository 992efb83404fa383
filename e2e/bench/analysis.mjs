// Analysis figures for `make bench`: in headless Chromium against the
// local server, per game, the time from a click on Hint to the hint shown
// (at ply 20 of a random game) and from a click on Review to the review of
// a 60-ply random game shown (Ur: a 7-piece game), median of 3 runs each,
// on the AI workers the page starts here. The games are played at random
// through the referee, seeded, so every run reviews the same records.
// Needs `make build`.
import { launchBrowser, startServe } from '../lib/harness.mjs';
import { buildReferee, randomGame } from '../load/links.mjs';

const runs = 3;
/** The games measured: those named on the command line, or all five. */
const games = process.argv.length > 2 ? process.argv.slice(2) : ['ur', 'ecalper', 'iris', 'carteso', 'echelon'];

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
 * timed opens url in a fresh context, clicks button and returns the ms
 * until done holds: the first time includes starting the AI worker. With
 * again, it then undoes one ply, which clears the words, and times the
 * same click there too, the worker running: [first, again].
 */
async function timed(browser, url, button, done, again = false) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0 && typeof window.tessera?.state === 'function',
    null, { timeout: 60_000 });
  const times = [await clickUntil(page, button, done)];
  if (again) {
    await page.click('#undo');
    await page.waitForFunction(() => document.getElementById('hint-text').textContent === '', null, { timeout: 60_000 });
    times.push(await clickUntil(page, button, done));
  }
  await context.close();
  return times;
}

const referee = buildReferee();
const server = await startServe();
const browser = await launchBrowser();
try {
  console.log(`\nanalysis in Chromium, ${runs} runs each (median; hardware concurrency ${await (async () => {
    const c = await browser.newContext(); const p = await c.newPage();
    const n = await p.evaluate(() => navigator.hardwareConcurrency); await c.close(); return n;
  })()})`);
  console.log('| Game | Record | Hint at ply 20 (first, with the worker starting) | Hint at ply 19 (worker running) | Review |');
  console.log('|---|---|---|---|---|');
  for (const game of games) {
    const tokens = randomGame(referee, game, 7, 60);
    const link = (n) => `${server.url}/${game}?m=${tokens.slice(0, n).join('.')}`;
    const [cold, warm, reviews] = [[], [], []];
    for (let i = 0; i < runs; i++) {
      const [first, again] = await timed(browser, link(20), '#hint', () => /^Hint:/.test(document.getElementById('hint-text').textContent), true);
      cold.push(first);
      warm.push(again);
      reviews.push((await timed(browser, link(tokens.length), '#review', () => !document.getElementById('review-graph').hidden))[0]);
    }
    const s = (xs) => `${(median(xs) / 1000).toFixed(2)} s`;
    console.log(`| ${game} | ${tokens.length} plies | ${s(cold)} | ${s(warm)} | ${s(reviews)} |`);
  }
} finally {
  await browser.close();
  server.stop();
}
