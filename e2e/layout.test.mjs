// Nothing moves under the pointer, measured in headless Chromium against
// `make serve`'s server (run `make build` first): through a whole game of
// each game between two computer players, at desktop and phone sizes, the
// layout shifts the browser reports (the Layout Instability API's entries,
// summed, even those the API excuses as following an input) stay under
// 0.02: notices, notes, the winner's box and the thinking line
// never push the board or the buttons.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { watchPage, useSite } from './lib/harness.mjs';
import { drawn, until } from './lib/board.mjs';

const site = useSite('iris.html');

/** A whole game of each, small where the game has a size. */
const games = { ur: '', ecalper: '?size=5&m=', iris: '?size=5&m=', carteso: '?size=5&m=', echelon: '?variant=gentleman&m=' };

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  for (const [game, query] of Object.entries(games)) {
    test(`${game} at ${viewport.width}×${viewport.height}: a whole game shifts the layout by under 0.02`, { timeout: 180000 }, async (t) => {
      const context = await site.browser.newContext({ viewport, reducedMotion: 'reduce' });
      await context.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            window.__shifts.push({ value: e.value, start: e.startTime, nodes: e.sources.map((s) => s.node?.id || s.node?.className || s.node?.nodeName || '?') });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      const errors = watchPage(page);
      await page.goto(`${site.server.url}/${game}${query}#vs=people&pace=0`);
      await drawn(page);
      // A shared link opens as a diagram to play on; the players' control
      // hands both sides to the random mover, and the game plays itself.
      // The test's own choices are not a player's input to the browser, so
      // what they move is left out: the game's shifts are those after the
      // frame that shows both seats handed over.
      for (const seat of ['#seat0', '#seat1']) await page.locator(seat).selectOption('random');
      await until(page, (s) => s.sides[0] === 'random' && s.sides[1] === 'random', 'both seats handed to the random mover');
      const since = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))));
      await until(page, (s) => s.over, 'the end of the game', 150000);
      await page.locator('#winner').waitFor();
      const shifts = await page.evaluate((t) => window.__shifts.filter((s) => s.start >= t), since);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      t.diagnostic(`${shifts.length} shifts, ${total.toFixed(4)} in all: ${JSON.stringify(shifts.slice(0, 5))}`);
      assert.ok(total < 0.02, `layout shift ${total.toFixed(4)} through the game: ${JSON.stringify(shifts.slice(0, 8))}`);
      await context.close();
      assert.deepEqual(errors, []);
    });
  }
}
