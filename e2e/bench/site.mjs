// Site figures for `make bench`: the wasm's size raw, gzip and brotli, and
// the time from navigation to a drawn board in headless Chromium against the
// local server (median of 5, cold cache and warm). Needs `make build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchBrowser, root, startServe } from '../lib/harness.mjs';

const runs = 5;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;

const wasm = readFileSync(path.join(root, 'build/wasm/tessera.wasm'));
const gz = zlib.gzipSync(wasm, { level: 9 }).length;
const br = zlib.brotliCompressSync(wasm, {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;
console.log(`wasm size: raw ${kib(wasm.length)}, gzip -9 ${kib(gz)}, brotli 11 ${kib(br)}`);

async function boardDrawn(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0,
    null, { timeout: 60000 });
  return page.evaluate(() => performance.getEntriesByName('tessera:board-drawn')[0].startTime);
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
} finally {
  await browser.close();
  server.stop();
}
