// The picture of the start position that a play page shows before its wasm
// runs (site/publish draws it): it is painted (tessera:board-visible) while
// the wasm is held back, it sits in the canvas's very box, and the board
// the Go program then draws there shows the same position, pixel for pixel
// within a tolerance, on a phone and on a desktop, light and dark; and so
// does a share link's page, with the picture of its own position.
// Needs `make build`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { artifacts, useSite, watchPage } from './lib/harness.mjs';
import { buildReferee, randomGame } from './load/links.mjs';

const site = useSite('ur.html');

const screens = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/**
 * difference compares two PNG screenshots of the same size in a blank
 * page: the mean absolute difference of a channel (0..255) and the share
 * of pixels where some channel differs by more than 64.
 */
async function difference(browser, a, b) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const d = await page.evaluate(async ([a, b]) => {
    const pixels = async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      return g.getImageData(0, 0, c.width, c.height).data;
    };
    const [p, q] = [await pixels(a), await pixels(b)];
    if (p.length !== q.length) return { mean: 255, far: 1 };
    let sum = 0;
    let far = 0;
    for (let i = 0; i < p.length; i += 4) {
      let worst = 0;
      for (let k = 0; k < 3; k++) {
        const dk = Math.abs(p[i + k] - q[i + k]);
        sum += dk;
        worst = Math.max(worst, dk);
      }
      if (worst > 64) far++;
    }
    return { mean: sum / (p.length / 4 * 3), far: far / (p.length / 4) };
  }, [a.toString('base64'), b.toString('base64')]);
  await ctx.close();
  return d;
}

/** box is the canvas's box in CSS pixels. */
const box = (page) => page.evaluate(() => {
  const r = document.getElementById('board-canvas').getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
});

/**
 * matches loads the play page at target (a path of game's) with its wasm held back,
 * screenshots the picture the page shows in the canvas's box, lets the
 * wasm run, and checks the board drawn there matches it (name: the
 * screenshots' name in test-artifacts).
 */
async function matches(game, target, name, options, colorScheme) {
  const ctx = await site.browser.newContext({ ...options, colorScheme, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const errors = watchPage(page);
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(`**/assets/${game}.*.wasm`, async (route) => { await held; await route.continue(); });
  await page.goto(`${site.server.url}${target}`);
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-visible').length > 0, null, { timeout: 30_000 });
  assert.equal(await page.evaluate(() => performance.getEntriesByName('tessera:board-drawn').length), 0,
    'the board was drawn before its wasm arrived');
  const before = await box(page);
  assert.ok(before.width > 100 && before.height > 100, `the canvas's box is ${JSON.stringify(before)}`);
  // The progress bar over the picture's foot is not part of it.
  await page.evaluate(() => { document.querySelector('#loading .loading-bar').style.visibility = 'hidden'; });
  const picture = await page.screenshot({ clip: before, animations: 'disabled' });
  release();
  await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0, null, { timeout: 60_000 });
  await page.locator('#loading').waitFor({ state: 'hidden' });
  const after = await box(page);
  assert.deepEqual(after, before, 'the canvas moved when the board was drawn');
  const drawn = await page.screenshot({ clip: after, animations: 'disabled' });
  const d = await difference(site.browser, picture, drawn);
  writeFileSync(path.join(artifacts, `${name}-before.png`), picture);
  writeFileSync(path.join(artifacts, `${name}-after.png`), drawn);
  assert.ok(d.mean < 6 && d.far < 0.03,
    `${name}: the picture and the board differ: mean ${d.mean.toFixed(2)}, ${(d.far * 100).toFixed(1)}% of pixels far apart (test-artifacts/${name}-*.png)`);
  console.log(`${name}: mean difference ${d.mean.toFixed(2)}, ${(d.far * 100).toFixed(2)}% of pixels far apart`);
  assert.deepEqual(errors, []);
  await ctx.close();
}

for (const game of ['ur', 'ecalper', 'iris', 'carteso', 'echelon']) {
  for (const [screen, options] of Object.entries(screens)) {
    for (const colorScheme of game === 'ur' ? ['light', 'dark'] : ['light']) {
      test(`${game}: the start picture and the drawn board match (${screen}, ${colorScheme})`,
        () => matches(game, `/${game}`, `picture-${game}-${screen}-${colorScheme}`, options, colorScheme));
    }
  }
}

// A share link's page shows the picture of its own position (the handler
// draws it), in the middle of a game played at random.
const referee = buildReferee();
for (const game of ['ur', 'iris']) {
  const tokens = randomGame(referee, game, 3, 24);
  for (const [screen, options] of Object.entries(screens)) {
    const colorScheme = screen === 'phone' ? 'dark' : 'light';
    test(`${game}: a share link's picture and its drawn board match (${screen}, ${colorScheme})`,
      () => matches(game, `/${game}?m=${tokens.join('.')}&ply=${tokens.length - 1}`, `picture-share-${game}-${screen}-${colorScheme}`, options, colorScheme));
  }
}
