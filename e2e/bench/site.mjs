// Site figures for `make bench`: the wasm programs' sizes raw, gzip and brotli, and
// the time from navigation to a drawn board in headless Chromium against the
// local server (median of 5, cold cache and warm). Needs `make build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchBrowser, root, startServe } from '../lib/harness.mjs';
import { slowdown } from './throttle.mjs';

const runs = 5;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;

// The page's program, and the AI workers' (fetched once the board is drawn).
for (const name of ['tessera', 'engines']) {
  const wasm = readFileSync(path.join(root, `build/wasm/${name}.wasm`));
  const gz = zlib.gzipSync(wasm, { level: 9 }).length;
  const br = zlib.brotliCompressSync(wasm, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  console.log(`${name}.wasm size: raw ${kib(wasm.length)}, gzip -9 ${kib(gz)}, brotli 11 ${kib(br)}`);
}

async function boardDrawn(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0,
    null, { timeout: 60000 });
  return page.evaluate(() => performance.getEntriesByName('tessera:board-drawn')[0].startTime);
}

/**
 * levelMoveTimes plays level against itself in a 7-piece game in Chromium
 * and prints the time from each request to its move, as the page measures
 * it (tessera:ai-move): the worker's search plus the messages. The first
 * move of the near-perfect level includes its network's download.
 */
async function levelMoveTimes(browser, server, level) {
  const ctx = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await page.goto(`${server.url}/ur#seed=3&pace=0`);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0, null, { timeout: 60000 });
  await page.click('#new-game');
  await page.locator('#new-game-dialog select[name=side0]').selectOption(level);
  await page.locator('#new-game-dialog select[name=side1]').selectOption(level);
  await page.locator('#new-game-dialog select[name=pieces]').selectOption('7');
  await page.click('#new-game-start');
  await page.waitForFunction(() => window.tessera.state().over, null, { timeout: 300000, polling: 500 });
  const times = await page.evaluate(() => performance.getEntriesByName('tessera:ai-move').map((e) => e.duration));
  await ctx.close();
  const rest = times.slice(1);
  const p95 = [...rest].sort((a, b) => a - b)[Math.floor(rest.length * 0.95)] ?? 0;
  console.log(`${level} in Chromium, ${times.length} decisions of one self-play game: median ${median(rest).toFixed(1)} ms a move, 95th percentile ${p95.toFixed(1)} ms, first move ${times[0]?.toFixed(0)} ms`);
}

/**
 * defaultLevelTimes plays game's default level (the first visit's
 * opponent) against itself on a phone-class device, Chromium's CPU slowed
 * 4×, and prints the median time a move over the first plies, as the page
 * measures it (tessera:ai-move). The search runs in a worker, which the
 * throttling slows by less (factor, from slowdown); the figure scaled to a
 * worker slowed 4× is printed beside it.
 */
async function defaultLevelTimes(browser, server, game, factor, moves = 12) {
  const ctx = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${server.url}/${game}#pace=0`);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0, null, { timeout: 120000 });
  const level = await page.evaluate(() => window.tessera.state().sides[1]);
  await page.locator('#seat0').selectOption(level);
  await page.waitForFunction((n) => window.tessera.state().over || performance.getEntriesByName('tessera:ai-move').length >= n,
    moves, { timeout: 600000, polling: 500 });
  const times = await page.evaluate(() => performance.getEntriesByName('tessera:ai-move').map((e) => e.duration));
  await ctx.close();
  const full = (ms) => (ms * 4 / factor).toFixed(0);
  console.log(`${game}'s default level (${level}) with the CPU slowed 4×: median ${median(times).toFixed(0)} ms a move over ${times.length} moves (slowest ${Math.max(...times).toFixed(0)} ms); with the worker slowed 4× too: about ${full(median(times))} ms (slowest ${full(Math.max(...times))} ms)`);
}

const server = await startServe();
const browser = await launchBrowser();
try {
  const cold = [];
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext({ serviceWorkers: 'block' });
    cold.push(await boardDrawn(await ctx.newPage(), `${server.url}/ur`));
    await ctx.close();
  }
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await boardDrawn(page, `${server.url}/ur`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const warm = [];
  for (let i = 0; i < runs; i++) warm.push(await boardDrawn(page, `${server.url}/ur`));
  await ctx.close();
  const ms = (xs) => `median ${median(xs).toFixed(0)} ms (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})`;
  console.log(`navigation to drawn board, cold cache: ${ms(cold)}`);
  console.log(`navigation to drawn board, warm (service worker): ${ms(warm)}`);
  await levelMoveTimes(browser, server, 'ur-near-perfect');
  await levelMoveTimes(browser, server, 'ur-expectimax-4');
  const slow = await slowdown(browser);
  console.log(`Chromium's 4× CPU throttling slows the page's main thread ${slow.main.toFixed(2)}× and its workers ${slow.worker.toFixed(2)}×`);
  for (const game of ['ur', 'ecalper', 'iris', 'carteso', 'echelon']) await defaultLevelTimes(browser, server, game, slow.worker);
} finally {
  await browser.close();
  server.stop();
}
