// The keys help under the board (the board in words, and the keys), in
// headless Chromium against `make serve`'s server (run `make build`
// first): on a board of hexagons it explains where the arrow keys go, and
// on the others it says nothing of hexagons. The board taken with Tab
// shows its cursor at once, and on an occupied cell the cursor says what
// stands there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useSite } from './lib/harness.mjs';
import { center, drawn } from './lib/board.mjs';

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
  const first = (await cell.textContent()).split(/[,:]/)[0];
  // The first arrow key already moves the cursor: it was shown on focus.
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((was) => !document.getElementById('cursor-cell').textContent.startsWith(was), first);
  await context.close();
});

test('a click or a tap on the board takes the focus quietly: no outline, no cursor, nothing said', async () => {
  for (const touch of [false, true]) {
    const context = await site.browser.newContext({ hasTouch: touch, isMobile: touch, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/iris?size=5&m=#vs=people`);
    await drawn(page);
    const at = await center(page, 'e5');
    if (touch) await page.touchscreen.tap(at.x, at.y);
    else await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => window.tessera.state().ply === 1 || window.tessera.state().marked.pending === 'e5');
    const focus = await page.evaluate(() => [document.activeElement.id, document.activeElement.matches(':focus-visible')]);
    assert.deepEqual(focus, ['board-canvas', false], touch ? 'a tap' : 'a click');
    assert.equal(await page.locator('#cursor-cell').textContent(), '', 'the cursor says nothing');
    await context.close();
  }
});

/** said is the cursor's words: the cell, then what stands and what it can do. */
const said = (page) => page.evaluate(() => document.getElementById('cursor-cell').textContent);

/**
 * cursorTo moves the keyboard cursor (the board focused) to cell by arrow
 * keys, the longer way first, the other when a key does not move it.
 */
async function cursorTo(page, cell) {
  for (let i = 0; i < 40; i++) {
    const here = (await said(page)).split(/[,:;]/)[0];
    if (here === cell) return;
    const [a, b] = [await center(page, here), await center(page, cell)];
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const keys = Math.abs(dy) > 4 && Math.abs(dy) >= Math.abs(dx) ? [dy > 0 ? 'ArrowDown' : 'ArrowUp', dx > 0 ? 'ArrowRight' : 'ArrowLeft'] : [dx > 0 ? 'ArrowRight' : 'ArrowLeft', dy > 0 ? 'ArrowDown' : 'ArrowUp'];
    await page.keyboard.press(keys[0]);
    if ((await said(page)).split(/[,:;]/)[0] === here) await page.keyboard.press(keys[1]);
  }
  assert.fail(`the cursor does not reach ${cell}: ${await said(page)}`);
}

for (const [game, query, cell, words] of [
  ['iris', '?size=5&m=e5', 'e5', /^e5, a black stone$/],
  ['echelon', '', 'b1', /^b1, a red piece: this piece can move/],
  ['ur', '', 'L4', /^L4, light's start: 7 pieces waiting/],
]) {
  test(`${game}: on an occupied cell the cursor says what stands there`, async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.url}/${game}${query}#vs=people`);
    await drawn(page);
    await page.locator('#board-canvas').focus();
    await page.keyboard.press('ArrowUp'); // shows the cursor, if the focus did not
    await page.waitForFunction(() => document.getElementById('cursor-cell').textContent !== '');
    await cursorTo(page, cell);
    assert.match(await said(page), words);
    await context.close();
  });
}
