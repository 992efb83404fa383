// The page paints each frame from a record of the view's drawing, and once
// the board's ground has been drawn twice running it copies the ground's
// pixels instead of drawing it (boot.js's paint): every game's board, drawn
// with its ground copied, is the board the same record draws whole, pixel
// for pixel, on a phone and on a desktop.
// Needs `make build`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, watchPage } from './lib/harness.mjs';

const site = useSite('ur.html');

const screens = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** pixels returns the board canvas's pixels, in the page. */
const pixels = `(() => {
  const c = document.getElementById('board-canvas');
  return c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
})()`;

for (const game of ['ur', 'ecalper', 'iris', 'carteso', 'echelon']) {
  for (const [screen, options] of Object.entries(screens)) {
    test(`${game} on a ${screen}: a frame drawn from the kept ground is the frame drawn whole`, async () => {
      const ctx = await site.browser.newContext({ ...options, serviceWorkers: 'block' });
      const page = await ctx.newPage();
      const errors = watchPage(page);
      await page.goto(`${site.server.url}/${game}`);
      await page.waitForFunction(() => performance.getEntriesByName('tessera:board-drawn').length > 0);
      const result = await page.evaluate(`(() => {
        // Count the copies of a kept ground (a whole canvas drawn on the
        // board's), and keep the last frame's record.
        const board = document.getElementById('board-canvas');
        let copies = 0;
        const drawImage = CanvasRenderingContext2D.prototype.drawImage;
        CanvasRenderingContext2D.prototype.drawImage = function (image, ...rest) {
          if (this.canvas === board && image instanceof HTMLCanvasElement && image.width === board.width && image.height === board.height) copies++;
          return drawImage.call(this, image, ...rest);
        };
        const paint = globalThis.tesseraPaint;
        let last = null;
        globalThis.tesseraPaint = (...args) => { last = args; return paint(...args); };
        globalThis.tessera.frameTime(3);
        globalThis.tesseraPaint = paint;
        CanvasRenderingContext2D.prototype.drawImage = drawImage;
        const copied = ${pixels};
        // The same record painted whole, its ground drawn.
        const [ctx, dpr, bytes, strings, ground] = last;
        paint(ctx, dpr, bytes, strings, ground, false);
        const drawn = ${pixels};
        let differ = 0;
        let worst = 0;
        for (let i = 0; i < drawn.length; i++) {
          const d = Math.abs(drawn[i] - copied[i]);
          if (d > 0) differ++;
          worst = Math.max(worst, d);
        }
        return { copies, ground, differ, worst, size: drawn.length };
      })()`);
      assert.ok(result.copies >= 1, `the ground was never copied: ${JSON.stringify(result)}`);
      assert.equal(result.differ, 0, `the copied and the whole frame differ: ${JSON.stringify(result)}`);
      assert.deepEqual(errors, []);
      await ctx.close();
    });
  }
}
