// The time of a frame, for `make bench`: each game's board at a phone's
// size (390 x 844 CSS pixels, 2 device pixels each) in headless Chromium,
// its CPU slowed 4x as a phone's, drawn again and again by the page's
// window.tessera.frameTime(n) (the mean of n frames, each rasterized); the
// median of RUNS such means of FRAMES frames, on a page loaded afresh each
// run. It is the main thread's cost of every frame of an animation.
//
//   node e2e/bench/frames.mjs [--runs 5] [--frames 20] [--games ur,iris] [--builds build/before,build]
//
// Needs `make build`; --builds compares build folders side by side, game by
// game, their runs taken in turn.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { build, launchBrowser, root, startServe } from '../lib/harness.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    frames: { type: 'string', default: '20' },
    games: { type: 'string', default: 'ur,ecalper,iris,carteso,echelon' },
    builds: { type: 'string', default: build },
  },
});

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** frameTime loads game's page from server once and gives the mean time of its frames (ms). */
async function frameTime(browser, server, game) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block',
  });
  try {
    const page = await ctx.newPage();
    await page.goto(`${server.url}/${game}`);
    await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0, null, { timeout: 120_000 });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return await page.evaluate((n) => globalThis.tessera.frameTime(n), Number(opts.frames));
  } finally {
    await ctx.close();
  }
}

const builds = opts.builds.split(',').map((b) => path.resolve(root, b));
const servers = [];
for (const b of builds) servers.push(await startServe(b));
const browser = await launchBrowser();
try {
  console.log(`A frame at a phone's size, CPU 4x, median of ${opts.runs} means of ${opts.frames} frames (ms):`);
  const names = builds.map((b) => path.relative(root, b) || '.');
  const width = Math.max(10, ...names.map((n) => n.length + 2));
  console.log(`game     ${names.map((n) => n.padEnd(width)).join('')}`);
  for (const game of opts.games.split(',')) {
    // The builds' runs are taken in turn, so that the machine's drift
    // falls on every build alike.
    const times = servers.map(() => []);
    for (let i = 0; i < Number(opts.runs); i++) {
      for (const [j, server] of servers.entries()) times[j].push(await frameTime(browser, server, game));
    }
    console.log(`${game.padEnd(9)}${times.map((t) => `${median(t).toFixed(1)}`.padEnd(width)).join('')}`);
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
