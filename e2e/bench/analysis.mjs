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
const games = ['ur', 'ecalper', 'iris', 'carteso', 'echelon'];

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** timed opens url in a fresh context, clicks button and returns the ms until done holds. */
async function timed(browser, url, button, done) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0 && window.tessera,
    null, { timeout: 60_000 });
  const start = await page.evaluate(() => performance.now());
  await page.click(button);
  await page.waitForFunction(done, null, { timeout: 300_000, polling: 20 });
  const end = await page.evaluate(() => performance.now());
  await context.close();
  return end - start;
}

const referee = buildReferee();
const server = await startServe();
const browser = await launchBrowser();
try {
  console.log(`\nanalysis in Chromium, ${runs} runs each (median; hardware concurrency ${await (async () => {
    const c = await browser.newContext(); const p = await c.newPage();
    const n = await p.evaluate(() => navigator.hardwareConcurrency); await c.close(); return n;
  })()})`);
  console.log('| Game | Record | Hint at ply 20 | Review |');
  console.log('|---|---|---|---|');
  for (const game of games) {
    const tokens = randomGame(referee, game, 7, 60);
    const link = (n) => `${server.url}/${game}?m=${tokens.slice(0, n).join('.')}`;
    const hints = [];
    const reviews = [];
    for (let i = 0; i < runs; i++) {
      hints.push(await timed(browser, link(20), '#hint', () => /^Hint:/.test(document.getElementById('hint-text').textContent)));
      reviews.push(await timed(browser, link(tokens.length), '#review', () => !document.getElementById('review-graph').hidden));
    }
    console.log(`| ${game} | ${tokens.length} plies | ${(median(hints) / 1000).toFixed(2)} s | ${(median(reviews) / 1000).toFixed(2)} s |`);
  }
} finally {
  await browser.close();
  server.stop();
}
