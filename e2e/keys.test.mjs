// The keys help under the board (the board in words, and the keys), in
// headless Chromium against `make serve`'s server (run `make build`
// first): on a board of hexagons it explains where the arrow keys go, and
// on the others it says nothing of hexagons.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useSite } from './lib/harness.mjs';
import { drawn } from './lib/board.mjs';

const site = useSite('iris.html');

const hexagons = { ur: false, ecalper: true, iris: true, carteso: false, echelon: true };

for (const [game, hex] of Object.entries(hexagons)) {
  test(`${game}: the keys help ${hex ? 'explains' : 'leaves out'} the arrow keys on hexagons`, async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.url}/${game}#vs=people`);
    await drawn(page);
    await page.locator('.board-words summary').click();
    const help = page.locator('.board-words p').filter({ hasText: 'Keys:' });
    await help.waitFor();
    const words = await help.innerText();
    if (hex) {
      assert.match(words, /board of hexagons, ← and → move along a row; ↑ and ↓ move to a neighbouring cell in the row above or below/);
    } else {
      assert.doesNotMatch(words, /hexagons/);
    }
    await context.close();
  });
}

test('the board taken with Tab shows its cursor at once and says where it is', async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.server.url}/iris?size=5&m=#vs=people`);
  await drawn(page);
  assert.equal(await page.locator('#cursor-cell').textContent(), '', 'nothing said before');
  for (let i = 0; i < 60 && await page.evaluate(() => document.activeElement?.id) !== 'board-canvas'; i++) {
    await page.keyboard.press('Tab');
  }
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'board-canvas', 'Tab reaches the board');
  const cell = page.locator('#cursor-cell');
  await page.waitForFunction(() => /^[a-i][1-9]/.test(document.getElementById('cursor-cell').textContent));
  const first = (await cell.textContent()).split(':')[0];
  // The first arrow key already moves the cursor: it was shown on focus.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((was) => !document.getElementById('cursor-cell').textContent.startsWith(was), first);
  await context.close();
});
