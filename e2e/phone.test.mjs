// The whole game in one screen on a phone, in headless Chromium with touch
// against `make serve`'s server (run `make build` first): at 360×640 and
// 390×844 upright and 740×360 on its side, for each game, the board and the
// status line under it stay inside the viewport move after move, the main
// action (Ur's Roll, the Pass of Iris and Carteso) is in sight with them,
// a refused tap is said on the status line, and nothing scrolls sideways.
// On cells too small for a fingertip a tap that would play only shows the
// move in a lens, and a second tap on the same cell plays it; the setting
// turns that off, and a drag still plays at once.
// Screenshots: test-artifacts/phone-GAME-WxH.png, phone-lens-GAME.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { artifacts, watchPage, useSite } from './lib/harness.mjs';
import { center, drawn, state, until } from './lib/board.mjs';
import { games } from './engines/games.mjs';

const site = useSite('iris.html');

const sizes = [{ width: 360, height: 640 }, { width: 390, height: 844 }, { width: 740, height: 360 }];

/** The main action a person's first turn offers, where the game has one. */
const mainAction = { ur: '#roll', iris: '#extras [data-token=pass]', carteso: '#extras [data-token=pass]' };

/** plies is how many plies each game is followed for. */
const plies = 6;

/** inView fails unless the element sel lies wholly inside the viewport. */
async function inView(page, sel, what) {
  const box = await page.locator(sel).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, left: r.left, bottom: r.bottom, right: r.right, vw: innerWidth, vh: innerHeight };
  });
  assert.ok(box.top >= 0 && box.left >= 0 && box.bottom <= box.vh + 0.5 && box.right <= box.vw + 0.5,
    `${what}: ${sel} at ${JSON.stringify(box)} is not inside the viewport`);
}

/** tapCell taps the board's cell by touch. */
async function tapCell(page, cell) {
  const at = await center(page, cell);
  await page.touchscreen.tap(at.x, at.y);
}

/** pending is the cell of the move shown for a confirming tap, '' for none. */
const pending = async (page) => (await state(page)).marked.pending;

/**
 * playCell taps cell, and taps it again when the tap only showed the move
 * (small cells): the second tap confirms it.
 */
async function playCell(page, cell) {
  await tapCell(page, cell);
  if (await pending(page) === cell) await tapCell(page, cell);
}

/** checkScreen checks what must be in sight with the board, after what. */
async function checkScreen(page, what) {
  await inView(page, '#board-canvas', what);
  await inView(page, '#status-line', what);
  assert.notEqual((await page.locator('#status-line').textContent()).trim(), '', `${what}: the status line is empty`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(wide <= 0, `${what}: the page scrolls ${wide} px sideways`);
}

/**
 * playOne plays a person's ply by touch: a throw when one is due, else the
 * game's usual pick, tapped cell by cell. It waits for the game to change.
 */
async function playOne(page, game) {
  const s = await state(page);
  if (s.phase === 'roll') {
    await page.locator('#roll').tap();
  } else {
    const token = games[game].pick(s);
    for (const cell of games[game].cells(s, token)) await playCell(page, cell);
  }
  return until(page, (t) => t.ply > s.ply || t.phase !== s.phase || t.over, `a change after ply ${s.ply} (${s.phase})`);
}

for (const viewport of sizes) {
  const size = `${viewport.width}x${viewport.height}`;
  for (const game of Object.keys(games)) {
    test(`${game} at ${size}: the board, the status line and the main action in one screen, move after move`, { timeout: 120000 }, async () => {
      const context = await site.browser.newContext({ viewport, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const errors = watchPage(page);
      await page.goto(`${site.server.url}/${game}#vs=people&seed=5`);
      await drawn(page);
      await checkScreen(page, 'at the start');
      if (mainAction[game]) await inView(page, mainAction[game], 'the main action at the start');
      for (;;) {
        const s = await playOne(page, game);
        await checkScreen(page, `at ply ${s.ply} (${s.phase})`);
        if (s.over || s.ply >= plies) break;
      }
      await page.screenshot({ path: path.join(artifacts, `phone-${game}-${size}.png`) });
      await context.close();
      assert.deepEqual(errors, []);
    });
  }

  test(`iris at ${size}: a refused tap is said on the status line, in sight`, { timeout: 60000 }, async () => {
    const context = await site.browser.newContext({ viewport, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/iris#vs=people`);
    await drawn(page);
    const s = await state(page);
    const cell = games.iris.pick(s);
    await playCell(page, cell);
    await until(page, (t) => t.ply === 1, 'the first stone');
    await tapCell(page, cell); // taken now
    const line = page.locator('#status-line[data-refusal=true]');
    await line.waitFor();
    assert.equal((await line.textContent()).trim(), (await page.locator('#note').textContent()).trim());
    await inView(page, '#status-line', 'the refusal');
    await context.close();
  });
}

/**
 * phone opens game for two people on a touch screen of viewport (360×640
 * unless given), running init first when given.
 */
async function phone(game, init, viewport = sizes[0]) {
  const context = await site.browser.newContext({ viewport, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = watchPage(page);
  await page.goto(`${site.server.url}/${game}#vs=people`);
  await drawn(page);
  return { context, page, errors };
}

for (const game of ['iris', 'ecalper']) {
  test(`${game} at 360x640: a tap on a small cell shows the stone in a lens, a second tap places it`, { timeout: 60000 }, async () => {
    const { context, page, errors } = await phone(game);
    const s = await state(page);
    const [cell, other] = [games[game].pick(s), s.legal.find((t) => /^[a-z]\d+$/.test(t) && t !== games[game].pick(s))];
    await tapCell(page, cell);
    assert.equal(await pending(page), cell, 'the first tap shows the move');
    assert.equal((await state(page)).ply, 0, 'the first tap plays nothing');
    assert.match(await page.locator('#status-line').textContent(), new RegExp(`Tap ${cell} again`));
    await page.screenshot({ path: path.join(artifacts, `phone-lens-${game}.png`) });
    await tapCell(page, other);
    assert.equal(await pending(page), other, 'a tap on another cell moves the preview');
    assert.equal((await state(page)).ply, 0);
    await tapCell(page, other);
    const t = await until(page, (x) => x.ply === 1, 'the confirmed stone');
    assert.equal(t.tokens[0], other);
    assert.equal(t.marked.pending, '');
    await context.close();
    assert.deepEqual(errors, []);
  });
}

test('iris at 360x640: with the setting off, one tap places the stone', { timeout: 60000 }, async () => {
  const { context, page, errors } = await phone('iris', () => localStorage.setItem('tessera:settings', JSON.stringify({ theme: 'system', sound: false, coords: true, oneTap: true })));
  assert.equal((await page.evaluate(() => window.tessera.settings())).oneTap, true);
  const cell = games.iris.pick(await state(page));
  await tapCell(page, cell);
  const t = await until(page, (x) => x.ply === 1, 'the stone, at one tap');
  assert.equal(t.tokens[0], cell);
  await context.close();
  assert.deepEqual(errors, []);
});

test('the settings dialog turns the confirming tap off and on', { timeout: 60000 }, async () => {
  const { context, page, errors } = await phone('iris');
  await page.locator('#settings').tap();
  const box = page.locator('#setting-confirm');
  assert.equal(await box.isChecked(), true, 'on by default');
  await box.tap();
  await page.waitForFunction(() => window.tessera.settings().oneTap === true);
  await page.locator('#settings-close').tap();
  await page.reload();
  await drawn(page);
  assert.equal((await page.evaluate(() => window.tessera.settings())).oneTap, true, 'kept across a reload');
  await context.close();
  assert.deepEqual(errors, []);
});

test('echelon at 360x640: a drag plays at once, unconfirmed', { timeout: 60000 }, async () => {
  const { context, page, errors } = await phone('echelon');
  const s = await state(page);
  const token = games.echelon.pick(s);
  const [from, to] = games.echelon.cells(s, token);
  const [a, b] = [await center(page, from), await center(page, to)];
  // A touch drag, in CDP's touch events: press, move in steps, release.
  const cdp = await context.newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', a);
  for (let k = 1; k <= 8; k++) await touch('touchMove', { x: a.x + ((b.x - a.x) * k) / 8, y: a.y + ((b.y - a.y) * k) / 8 });
  await touch('touchEnd');
  const t = await until(page, (x) => x.ply === 1, 'the dropped move');
  assert.equal(t.tokens[0], token);
  await context.close();
  assert.deepEqual(errors, []);
});

test('iris at 390x844: zoomed in twice by a pinch, a tap still lands on its cell', { timeout: 60000 }, async () => {
  const { context, page, errors } = await phone('iris', null, sizes[1]);
  // The pinch's end state: the page scaled twice about its top left.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 2 });
  await page.waitForFunction(() => visualViewport.scale === 2);
  const cell = games.iris.pick(await state(page));
  await playCell(page, cell);
  const t = await until(page, (x) => x.ply === 1, 'the stone, zoomed in');
  assert.equal(t.tokens[0], cell);
  await context.close();
  assert.deepEqual(errors, []);
});
